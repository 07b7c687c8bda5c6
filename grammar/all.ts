/**
 * The grammar: every production of RFC 1738 §5, RFC 1808 §2.2, RFC 2396 Appendix A, RFC 2732 §3,
 * RFC 2373 Appendix B, RFC 3986 Appendix A and RFC 3987 §2.2 (with the RFC 2234 core rules they
 * use), and the WHATWG URL Standard's URL writing (§4.3, §3.4), declared once with the rule DSL,
 * every one loaded: what the main entry, the CLI, the docs and the tests import. The passes import
 * the door (`index.ts`) and the grammars they read.
 */
import './rfcs.js';
// The WHATWG URL-writing grammar: its fast path, and its recognizers with the domain check after them.
import './whatwg/index.js';
import './whatwg/recognize.js';
import { registryComplete } from './engine/dsl.js';

export * from './rfcs.js';

// Every grammar is loaded: the rule-name sets made before are checked now.
registryComplete();
