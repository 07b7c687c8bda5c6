/**
 * the recognizers of the grammars RFC 3986 obsoletes (rfc1738, rfc1738-pure, rfc1808, rfc2396, rfc2396+2732): the generated tables (grammar/generated/dfa-obsoleted.ts), registered for
 * `isValid` and the validators. No rule is loaded: what `{ isValid }` bundles.
 */
import { provideRecognizers } from '../engine/recognize.js';
import * as generated from '../generated/dfa-obsoleted.js';

provideRecognizers(generated);
