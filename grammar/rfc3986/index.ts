/**
 * RFC 3986 loaded: its rules (Appendix A, with the RFC 2234 core rules) and its generated fast
 * path. What `urlgrammar/rfc3986` and the strict parser (whose default grammar it is) import.
 */
import './rfc2234.js';
import './rules.js';
import { provideFastPath } from '../engine/fast.js';
import * as generated from '../generated/fast-rfc3986.js';

provideFastPath(generated);
