/**
 * RFC 3986's recognizers (its four start symbols): the generated tables (grammar/engine/generated/dfa-rfc3986.ts), registered for
 * `isValid` and the validators. No rule is loaded: what `{ isValid }` bundles.
 */
import { provideRecognizers } from './engine/recognize.js';
import * as generated from './engine/generated/dfa-rfc3986.js';

provideRecognizers(generated);
