/**
 * Provides the summaries of the error codes only RFC 3987's grammar gives (`iriSummaries` in
 * codes.ts) to the reports: imported, for its effect, by the entries that load RFC 3987
 * (`urlgrammar/rfc3987`, and through `./under.js` the main entry, the CLI, ajv and schema). A
 * bundle of RFC 3986 alone cannot give such a report, and leaves them out.
 *
 * @example
 * ```ts
 * import { summaryOf } from './wording.js';
 * summaryOf('iri.bidi-format', 'rfc3987').startsWith('A bidirectional formatting character'); // true
 * ```
 */
import { iriSummaries } from './codes.js';
import { provideSummaries } from './wording.js';

provideSummaries(iriSummaries());
