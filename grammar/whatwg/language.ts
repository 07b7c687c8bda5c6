/**
 * The WHATWG URL Standard's URL writing as a language (grammar/languages.ts, {@link Language}):
 * §4.3 and §3.4 on RFC 3986's `dec-octet`, and the start symbols of our own for a base of each kind.
 * Loaded by `grammar/all.ts` only (its check carries `tr46`). Data only.
 */
import type { Language } from '../languages.js';

export const language = {
  folder: 'whatwg',
  reads: ['rfc3986'],
  rules: { spec: ['rules'] },
  loadedBy: 'all',
  loaders: ['index', 'recognize'],
  profiles: {
    whatwg: {
      starts: [
        { rfc: 'whatwg', name: 'absolute-URL-with-fragment-string', scheme: 'always' },
        { rfc: 'whatwg', name: 'valid-URL-string' },
        { rfc: 'whatwg', name: 'absolute-URL-string', scheme: 'always' },
        { rfc: 'whatwg', name: 'relative-URL-with-fragment-string' },
        { rfc: 'urlgrammar', name: 'valid-URL-string-special-base' },
        { rfc: 'urlgrammar', name: 'valid-URL-string-file-base' },
        { rfc: 'urlgrammar', name: 'valid-URL-string-other-base' },
        { rfc: 'urlgrammar', name: 'valid-URL-string-opaque-base' },
      ],
      gloss: "the URL Standard's valid URL strings",
      description: 'WHATWG URL Standard §4.3: a valid URL string, absolute (other start symbols read relative ones).',
    },
  },
  fastPath: { rfcs: ['whatwg'], own: ['whatwg-base'] },
  recognizer: {},
  sources: [['whatwg', { title: 'The WHATWG URL Standard: URL writing (§4.3) and host writing (§3.4), at whatwg/url 6ae84860', url: 'https://url.spec.whatwg.org/#url-writing' }]],
} as const satisfies Language;
