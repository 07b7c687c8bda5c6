/**
 * Every rule file of the RFC grammars (and the component grammars of our own), in the order of
 * declaration (`grammar.rules` lists the rules so): what `grammar/rfcs.ts` loads first.
 * `index.ts` adds the WHATWG URL-writing rules after them.
 */
import '../rfc3986/rfc2234.js';
import '../obsoleted/rfc1738.js';
import '../obsoleted/rfc1738-misc.js';
import '../obsoleted/rfc1808.js';
import '../obsoleted/rfc2396.js';
import '../obsoleted/rfc2373.js';
import '../obsoleted/rfc2732.js';
import '../rfc3986/rules.js';
import '../rfc3987/rules.js';
import '../obsoleted/glue.js';
import '../urllib/rules.js';
import '../appendix-b/rules.js';
