/**
 * Provides the error codes' summaries under RFC 2396 and under the URL Standard (`otherUnder` in
 * codes.ts) to the reports: imported, for its effect, by the entries that load those grammars
 * (the main entry, the CLI, `urlgrammar/ajv` and `urlgrammar/schema`). A bundle of RFC 3986 or
 * RFC 3987 alone cannot give a report under them, and leaves these summaries out.
 *
 * @example
 * ```ts
 * import { summaryOf } from './codes.js';
 * summaryOf('ipv6.double-compression', 'whatwg'); // '"::" appears twice; a valid IPv6-address string (URL Standard \u00a73.4) has it once at most.'
 * ```
 */
import { otherUnder, provideUnder } from './codes.js';

provideUnder(otherUnder());
