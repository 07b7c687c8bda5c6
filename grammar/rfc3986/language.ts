/**
 * RFC 3986 as a language (grammar/languages.ts, {@link Language}): its Appendix A, with RFC 2234's
 * core rules, which every other grammar reads. Data only.
 */
import type { Language } from '../languages.js';

export const language = {
  folder: 'rfc3986',
  reads: [],
  rules: { core: ['rfc2234'], spec: ['rules'] },
  loadedBy: 'rfcs',
  loaders: ['index', 'recognize'],
  profiles: {
    rfc3986: {
      starts: [
        { rfc: 3986, name: 'URI', scheme: 'always' },
        { rfc: 3986, name: 'URI-reference' },
        { rfc: 3986, name: 'absolute-URI', scheme: 'always', fragment: 'never' },
        { rfc: 3986, name: 'relative-ref', scheme: 'never' },
      ],
      description: 'RFC 3986 Appendix A URI (absolute, with an optional fragment); start symbols URI-reference (a URI or a relative reference), absolute-URI, relative-ref.',
    },
  },
  fastPath: { rfcs: [3986, 2234] },
  // JSON Schema's `ipv4` and `ipv6` formats (src/ajv), read on their own.
  recognizer: { rules: ['3986:IPv4address', '3986:IPv6address'] },
  sources: [
    [2234, { title: 'Augmented BNF for Syntax Specifications: ABNF', url: 'https://www.rfc-editor.org/rfc/rfc2234' }],
    [3986, { title: 'Uniform Resource Identifier (URI): Generic Syntax', url: 'https://www.rfc-editor.org/rfc/rfc3986' }],
  ],
} as const satisfies Language;
