/**
 * The urllib split grammar loaded (Python's `urlsplit` as a component grammar, with the RFC 2373
 * IPv6 addresses it reads), with its generated parsers and the recognizer of `split-clean`: what
 * the urllib layer imports.
 */
import './rules/rfc2234.js';
import './rules/rfc2373.js';
import './rules/urllib.js';
import './recognize-urllib.js';
import { provideFastPath } from './engine/fast.js';
import * as generated from './engine/generated/fast-urllib.js';

provideFastPath(generated);
