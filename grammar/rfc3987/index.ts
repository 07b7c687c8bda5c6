/**
 * RFC 3987 loaded: its rules (§2.2, on RFC 3986's, and the §4.1 bidirectional characters) and its
 * generated fast path. What `urlgrammar/rfc3987`, the IRI functions and the validators import.
 */
import '../rfc3986/index.js';
import './rules.js';
import './checks.js';
// Its automaton too, for a report's least-cost repair (see rfc3986/index.ts).
import './recognize.js';
import { provideFastPath } from '../engine/fast.js';
import * as generated from '../generated/fast-rfc3987.js';

provideFastPath(generated);

export { bidiFormat, bidiIsolate } from './rules.js';
