/**
 * The RFC grammars: every production of RFC 1738 §5, RFC 1808 §2.2, RFC 2396 Appendix A, RFC 2732
 * §3, RFC 2373 Appendix B, RFC 3986 Appendix A and RFC 3987 §2.2 (with the RFC 2234 core rules they
 * use), the urllib split and RFC 3986 Appendix B, each with its generated fast path and recognizers.
 * `index.ts` adds the WHATWG URL-writing grammar (whose recognizers carry `tr46` and its fast path);
 * the validator entry points (`urlgrammar/ajv`, `urlgrammar/schema`) load this module alone, within
 * their size budgets (test/size.test.ts), and read `grammar: 'whatwg'` once the main entry is loaded.
 */
// The rules in their order of declaration, then each grammar's generated fast path.
import './rules/rfcs.js';
import './rfc3986.js';
import './rfc3987.js';
import './obsoleted.js';
import './urllib.js';
import './appendix-b.js';
// The recognizers of isValid and the validators (tables only), for every RFC grammar.
import './recognize-rfc3986.js';
import './recognize-rfc3987.js';
import './recognize-obsoleted.js';

export * from './core.js';
export { schemeProductions } from './rules/rfc1738.js';
export { bidiFormat, bidiIsolate } from './rules/rfc3987.js';
