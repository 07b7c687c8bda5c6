/**
 * The grammars RFC 3986 obsoletes, loaded: RFC 1738 (with RFC 2818's https and RFC 2732's hosts,
 * the glue rules), RFC 1808 and RFC 2396 (with and without RFC 2732), and RFC 2373's IPv6
 * addresses they read, with their generated fast path. What the main entry imports.
 */
import '../rfc3986/rfc2234.js';
import './rfc1738.js';
import './rfc1738-misc.js';
import './rfc1808.js';
import './rfc2396.js';
import './rfc2373.js';
import './rfc2732.js';
import './glue.js';
import './checks.js';
// Their automata too, for a report's least-cost repair (see rfc3986/index.ts).
import './recognize.js';
import { provideFastPath } from '../engine/fast.js';
import * as generated from '../generated/fast-obsoleted.js';

provideFastPath(generated);

export { schemeProductions } from './rfc1738.js';
