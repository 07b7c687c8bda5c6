/**
 * Every rule file of the RFC grammars (and the component grammars of our own), in the order of
 * declaration (`grammar.rules` lists the rules so): what `grammar/rfcs.ts` loads first.
 * `index.ts` adds the WHATWG URL-writing rules after them.
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
