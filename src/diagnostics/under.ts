/**
 * Provides the error codes' summaries under RFC 2396 and under the URL Standard, and those of the
 * codes only the URL Standard's grammar gives (`whatwg2396Summaries` in codes.ts), to the reports, and RFC
 * 3987's (`./iri.js`): imported, for its effect, by the entries that load every grammar or the RFC
 * ones (the main entry, the CLI, `urlgrammar/ajv` and `urlgrammar/schema`). A bundle of RFC 3986
 * or RFC 3987 alone cannot give a report under the others, and leaves their summaries out.
 *
 * @example
 * ```ts
 * import { summaryOf } from './wording.js';
 * summaryOf('ipv6.double-compression', 'whatwg'); // '"::" appears twice; a valid IPv6-address string (URL Standard \u00a73.4) has it once at most.'
 * ```
 */
import { whatwg2396Summaries } from './codes.js';
import { provideSummaries } from './wording.js';
import './iri.js';

provideSummaries(whatwg2396Summaries());
