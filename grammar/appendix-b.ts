/**
 * RFC 3986 Appendix B's component grammar loaded (it reads any string), with its generated
 * parsers: what the component record and the RFC 3986 resolver import.
 */
import './rules/rfc3986-appendix-b.js';
import { provideFastPath } from './engine/fast.js';
import * as generated from './engine/generated/fast-appendix-b.js';

provideFastPath(generated);
