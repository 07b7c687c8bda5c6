/**
 * RFC 3986 Appendix B's component grammar as a language (grammar/languages.ts, {@link Language}):
 * rules of our own that read any string. No grammar of `parseURL`, no recognizer. Data only.
 */
import type { Language } from '../languages.js';

export const language = {
  folder: 'appendix-b',
  reads: [],
  rules: { own: ['rules'] },
  loadedBy: 'rfcs',
  loaders: ['index'],
  profiles: {},
  fastPath: { own: ['rfc3986-B'] },
  sources: [],
} as const satisfies Language;
