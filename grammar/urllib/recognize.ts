/**
 * The recognizer of urllib's `split-clean` (a URL the cleaning leaves as it is): the generated table
 * (grammar/generated/dfa-urllib.ts), registered for `urlsplit`, which asks it before the
 * cleaning parse.
 */
import { provideRecognizers } from '../engine/recognize.js';
import * as generated from '../generated/dfa-urllib.js';

provideRecognizers(generated);
