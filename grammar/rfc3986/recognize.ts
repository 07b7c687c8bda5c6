/**
 * RFC 3986's recognizers (its four start symbols): the generated tables (grammar/generated/dfa-rfc3986.ts), registered for
 * `isValid` and the validators. No rule is loaded: what `{ isValid }` bundles.
 */
import { provideRecognizers } from '../engine/recognize.js';
import * as generated from '../generated/dfa-rfc3986.js';

provideRecognizers(generated);
