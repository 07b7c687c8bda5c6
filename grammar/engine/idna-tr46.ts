/**
 * Loads UTS #46 (`tr46`) into the IDNA slot of `idna.ts`: importing this module is what gives the
 * reports their punycode fix-it and `xn--` reading (a side effect, declared in package.json's
 * `sideEffects`). `urlgrammar/idna` is this module; the main entry and `urlgrammar/rfc3987` import
 * it. `iriToURI` and `uriToIRI` call `tr46` through it.
 */
import { toASCII, toUnicode } from 'tr46';
import { provideIDNA } from './idna.js';

provideIDNA({ toASCII, toUnicode });

export { toASCII, toUnicode };
