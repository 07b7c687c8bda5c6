/**
 * Every rule file, in the order of declaration (`grammar.rules` lists the rules so): what
 * `grammar/index.ts` loads first, and what the fast-path generator reads (it cannot import the
 * grammar modules, which import what it generates).
 */
import './rfc2234.js';
import './rfc1738.js';
import './rfc1738-misc.js';
import './rfc1808.js';
import './rfc2396.js';
import './rfc2373.js';
import './rfc2732.js';
import './rfc3986.js';
import './rfc3987.js';
import './glue.js';
import './urllib.js';
import './rfc3986-appendix-b.js';
