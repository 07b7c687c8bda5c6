/**
 * `urlgrammar/idna`: loads UTS #46 (`tr46`, with its Unicode mapping table) for the reports of
 * `urlgrammar/rfc3986`: with it, a non-ASCII host's report offers its punycode form as a fix-it, and
 * the mixed-script warning reads an `xn--` label as Unicode. Import it for its effect; the main entry
 * and `urlgrammar/rfc3987` load it already.
 *
 * @example
 * ```ts
 * import 'urlgrammar/idna';
 * import { parseURL } from 'urlgrammar/rfc3986';
 *
 * const r = parseURL('http://bücher.example/');
 * r.ok ? null : r.error.fixes[0]?.url; // 'http://xn--bcher-kva.example/'
 * ```
 *
 * @module
 */
import '../../base/idna-tr46.js';

export {};
