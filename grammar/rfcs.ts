/**
 * The RFC grammars: the languages the registry (grammar/languages.ts) marks `loadedBy: 'rfcs'`
 * (RFC 1738 §5, RFC 1808 §2.2, RFC 2396 Appendix A, RFC 2732 §3, RFC 2373 Appendix B, RFC 3986
 * Appendix A and RFC 3987 §2.2, with the RFC 2234 core rules they use, the urllib split and RFC
 * 3986 Appendix B), their rule files in the order of declaration, then each one's loaders (its
 * generated fast path, its recognizers), as `npm run gen` writes their imports
 * (grammar/generated/load-rfcs.ts). `all.ts` adds the others (the WHATWG URL-writing grammar,
 * whose recognizers carry `tr46`); the validator entry points (`urlgrammar/ajv`,
 * `urlgrammar/schema`) load this module alone, within their size budgets (test/size.test.ts), and
 * read `grammar: 'whatwg'` once the main entry is loaded.
 */
import './generated/load-rfcs.js';
export * from './index.js';
