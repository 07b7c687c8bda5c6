/**
 * The recognizer of RFC 6570 `URI-Template`: the generated table (grammar/generated/dfa-templates.ts),
 * registered for `recognizerFor(6570, 'URI-Template')`, which holds `parseTemplate` to the grammar's verdict.
 */
import { provideRecognizers } from '../engine/recognize.js';
import * as generated from '../generated/dfa-templates.js';

provideRecognizers(generated);
