/**
 * Loads UTS #46 (`tr46`) into the IDNA slot of `idna.ts`: importing this module is what gives the
 * reports their punycode fix-it and `xn--` reading (a side effect, declared in package.json's
 * `sideEffects`). `urlgrammar/idna` is this module; the main entry and `urlgrammar/rfc3987` import
 * it, and so do the IRI functions, which call `tr46` through the slot (`uts46()`). It exports
 * nothing, so that its declarations name no type of `tr46` (whose types are not a dependency).
 */
import { toASCII, toUnicode } from 'tr46';
import { provideIDNA } from './idna.js';

provideIDNA({ toASCII, toUnicode });
