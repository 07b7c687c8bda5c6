/**
 * The urllib split grammar as a language (grammar/languages.ts, {@link Language}): Python's
 * `urlsplit` as a component grammar of our own, with the RFC 2373 IPv6 addresses it reads. No
 * grammar of `parseURL`. Data only.
 */
import type { Language } from '../languages.js';

export const language = {
  folder: 'urllib',
  reads: ['rfc3986', 'obsoleted'],
  rules: { own: ['rules'] },
  loadedBy: 'rfcs',
  // Its loader registers its recognizer too.
  loaders: ['index'],
  profiles: {},
  fastPath: { rfcs: [2373], own: ['urllib'] },
  // urlsplit's first question: does the cleaning leave the URL as it is (src/urllib/split.ts)?
  recognizer: { rules: ['urlgrammar:split-clean'] },
  sources: [],
} as const satisfies Language;
