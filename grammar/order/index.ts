/**
 * Every rule file, in the order of declaration (`grammar.rules` lists the rules so): the RFC
 * grammars' (`rfcs.ts`, what `grammar/rfcs.ts` loads first), then the WHATWG URL Standard's URL
 * writing. What the fast-path generator reads (it cannot import the grammar modules, which import
 * what it generates).
 */
import './rfcs.js';
import '../whatwg/rules.js';
