/**
 * RFC 6570 URI Templates loaded: the rules of the RFCs they read, §2's rules and their generated
 * fast path. What `parseTemplate` (src/templates/parse.ts) imports.
 */
import '../rfc3986/rfc2234.js';
import '../rfc3986/rules.js';
import '../rfc3987/rules.js';
import './rules.js';
import { provideFastPath } from '../engine/fast.js';
import * as generated from '../generated/fast-templates.js';

provideFastPath(generated);
