/**
 * The grammars RFC 3986 obsoletes, loaded: RFC 1738 (with RFC 2818's https and RFC 2732's hosts,
 * the glue rules), RFC 1808 and RFC 2396 (with and without RFC 2732), and RFC 2373's IPv6
 * addresses they read, with their generated fast path. What the main entry imports.
 */
import './rules/rfc2234.js';
import './rules/rfc1738.js';
import './rules/rfc1738-misc.js';
import './rules/rfc1808.js';
import './rules/rfc2396.js';
import './rules/rfc2373.js';
import './rules/rfc2732.js';
import './rules/glue.js';
import { provideFastPath } from './engine/fast.js';
import * as generated from './engine/generated/fast-obsoleted.js';

provideFastPath(generated);

export { schemeProductions } from './rules/rfc1738.js';
