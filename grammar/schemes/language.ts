/**
 * The URI scheme grammars as a language folder (grammar/languages.ts, {@link Language}): loaded
 * from their RFCs' ABNF on first use (`index.ts`), so no rule file, loader, profile or generated
 * module here; the docs site describes their sources itself. Data only.
 */
import type { Language } from '../languages.js';

export const language = {
  folder: 'schemes',
  reads: ['rfc3986'],
  rules: {},
  loadedBy: null,
  loaders: [],
  profiles: {},
  sources: [],
} as const satisfies Language;
