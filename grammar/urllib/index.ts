/**
 * The urllib split grammar loaded (Python's `urlsplit` as a component grammar, with the RFC 2373
 * IPv6 addresses it reads), with its generated parsers and the recognizer of `split-clean`: what
 * the urllib layer imports.
 */
import '../rfc3986/rfc2234.js';
import '../obsoleted/rfc2373.js';
import './rules.js';
import './recognize.js';
import { provideFastPath } from '../engine/fast.js';
import * as generated from '../generated/fast-urllib.js';

provideFastPath(generated);
