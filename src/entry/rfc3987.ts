/**
 * `urlgrammar/rfc3987`: IRIs (RFC 3987 §2.2) and URIs (RFC 3986), with reports: everything of
 * `urlgrammar/rfc3986`, RFC 3987's grammar (`parseURL(input, { grammar: 'rfc3987' })`), the
 * mappings `iriToURI` and `uriToIRI` (§3.1, §3.2), and UTS #46 (`tr46`) for their `host: 'idna'`
 * and the reports' punycode fix-it.
 *
 * @example
 * ```ts
 * import { iriToURI, parseURL } from 'urlgrammar/rfc3987';
 *
 * parseURL('http://résumé.example/', { grammar: 'rfc3987' }).ok; // true
 * iriToURI('http://résumé.example/', { host: 'idna' });          // 'http://xn--rsum-bpad.example/'
 * ```
 *
 * @module
 */
import '../../grammar/rfc3987/index.js';
import '../../grammar/rfc3987/recognize.js';
import '../../base/idna-tr46.js';
// The summaries of the error codes only RFC 3987 gives (iri.*).
import '../diagnostics/iri.js';

export * from './rfc3986.js';
export { iriToURI, uriToIRI, IRIError, IRI_ERROR_CODES, type IRIErrorCode, type IRIOptions, type URIToIRIOptions, type HostConversion } from '../iri/index.js';
