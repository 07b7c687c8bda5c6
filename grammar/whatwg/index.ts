/**
 * The WHATWG URL Standard's URL-writing grammar loaded (grammar/whatwg/rules.ts: §4.3 URL writing
 * and §3.4 Host writing, on RFC 3986's `dec-octet` and the RFC 2234 core rules), with its generated
 * fast path and its checks after the parse (checks.ts: a valid domain, the URL-port string's
 * bound).
 */
import '../rfc3986/index.js';
import './rules.js';
import './checks.js';
import { provideFastPath } from '../engine/fast.js';
import * as generated from '../generated/fast-whatwg.js';

provideFastPath(generated);
