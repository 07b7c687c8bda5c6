/**
 * RFC 3987 as a language (grammar/languages.ts, {@link Language}): its §2.2 on RFC 3986's rules, and
 * the §4.1 bidirectional characters as rules of our own. Data only.
 */
import type { Language } from '../languages.js';

export const language = {
  folder: 'rfc3987',
  reads: ['rfc3986'],
  rules: { spec: ['rules'] },
  loadedBy: 'rfcs',
  loaders: ['index', 'recognize'],
  profiles: {
    rfc3987: {
      starts: [
        { rfc: 3987, name: 'IRI', scheme: 'always' },
        { rfc: 3987, name: 'IRI-reference' },
        { rfc: 3987, name: 'absolute-IRI', scheme: 'always', fragment: 'never' },
        { rfc: 3987, name: 'irelative-ref', scheme: 'never' },
      ],
      gloss: 'IRIs',
      description: 'RFC 3987 §2.2 IRI (absolute, with an optional fragment and non-ASCII characters); start symbols IRI-reference (an IRI or a relative reference), absolute-IRI, irelative-ref.',
    },
  },
  fastPath: { rfcs: [3987], own: ['rfc3987-4.1'] },
  // §4.1: no bidirectional formatting character anywhere (checked by the strict parse's settle).
  recognizer: { exclude: 'urlgrammar:bidi-format' },
  sources: [[3987, { title: 'Internationalized Resource Identifiers (IRIs)', url: 'https://www.rfc-editor.org/rfc/rfc3987' }]],
} as const satisfies Language;
