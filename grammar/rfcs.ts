/**
 * The RFC grammars: every production of RFC 1738 §5, RFC 1808 §2.2, RFC 2396 Appendix A, RFC 2732
 * §3, RFC 2373 Appendix B, RFC 3986 Appendix A and RFC 3987 §2.2 (with the RFC 2234 core rules they
 * use), the urllib split and RFC 3986 Appendix B, each with its generated fast path and recognizers.
 * `all.ts` adds the WHATWG URL-writing grammar (whose recognizers carry `tr46` and its fast path);
 * the validator entry points (`urlgrammar/ajv`, `urlgrammar/schema`) load this module alone, within
 * their size budgets (test/size.test.ts), and read `grammar: 'whatwg'` once the main entry is loaded.
 */
// The rules in their order of declaration, then each grammar's generated fast path.
import './order/rfcs.js';
import './rfc3986/index.js';
import './rfc3987/index.js';
import './obsoleted/index.js';
import './urllib/index.js';
import './appendix-b/index.js';
// The recognizers of isValid and the validators (tables only), for every RFC grammar.
import './rfc3986/recognize.js';
import './rfc3987/recognize.js';
import './obsoleted/recognize.js';

export * from './index.js';
