/**
 * RFC 6570 URI Templates loaded: the rules of the RFCs they read, §2's rules (./load.ts) and their
 * generated fast path (the generated parser of `URI-Template`, for `parserFor`).
 */
import './load.js';
import { provideFastPath } from '../engine/fast.js';
import * as generated from '../generated/fast-templates.js';

provideFastPath(generated);
