/**
 * RFC 3986 loaded: its rules (Appendix A, with the RFC 2234 core rules) and its generated fast
 * path. What `urlgrammar/rfc3986` and the strict parser (whose default grammar it is) import.
 */
import './rules/rfc2234.js';
import './rules/rfc3986.js';
import { provideFastPath } from './engine/fast.js';
import * as generated from './engine/generated/fast-rfc3986.js';

provideFastPath(generated);
