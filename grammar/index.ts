/**
 * The grammar: every production of RFC 1738 §5, RFC 1808 §2.2, RFC 2396 Appendix A, RFC 2732 §3,
 * RFC 2373 Appendix B, RFC 3986 Appendix A and RFC 3987 §2.2 (with the RFC 2234 core rules they
 * use), declared once with the rule DSL, every one loaded: what the main entry, the CLI, the docs
 * and the tests import. The passes import `core.ts` and the grammars they read.
 */
// The rules in their order of declaration, then each grammar's generated fast path.
import './rules/index.js';
import './rfc3986.js';
import './rfc3987.js';
import './obsoleted.js';
import './urllib.js';
import './appendix-b.js';
// The recognizers of isValid and the validators (tables only), for every grammar.
import './recognize-rfc3986.js';
import './recognize-rfc3987.js';
import './recognize-obsoleted.js';
import { registryComplete } from './engine/dsl.js';

export * from './core.js';
export { schemeProductions } from './rules/rfc1738.js';
export { bidiFormat, bidiIsolate } from './rules/rfc3987.js';

// Every grammar is loaded: the rule-name sets made before are checked now.
registryComplete();
