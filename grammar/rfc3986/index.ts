/**
 * RFC 3986 loaded: its rules (Appendix A, with the RFC 2234 core rules) and its generated fast
 * path. What `urlgrammar/rfc3986` and the strict parser (whose default grammar it is) import.
 */
import './rfc2234.js';
import './rules.js';
// Its automaton too: a report's least-cost repair searches it (src/diagnostics/repair.ts), so every
// entry that parses RFC 3986 offers the same fixes.
import './recognize.js';
import { provideFastPath } from '../engine/fast.js';
import * as generated from '../generated/fast-rfc3986.js';

provideFastPath(generated);
