/**
 * RFC 6570 URI Templates as a language (grammar/languages.ts, {@link Language}): §2's grammar on the
 * core rules of RFC 2234, RFC 3986 and RFC 3987. A template is not a URL: no grammar of `parseURL`.
 * Its start symbol, `URI-Template`, is read on its own by the generated parser and recognizer, and
 * by `parseTemplate` (src/templates/parse.ts). Data only.
 */
import type { Language } from '../languages.js';

export const language = {
  folder: 'templates',
  // ALPHA and DIGIT (rfc3986/rfc2234.ts), pct-encoded (rfc3986/rules.ts), ucschar and iprivate (rfc3987/rules.ts).
  reads: ['rfc3986', 'rfc3987'],
  rules: { spec: ['rules'] },
  loadedBy: 'all',
  loaders: ['index', 'recognize'],
  profiles: {},
  fastPath: { rfcs: [6570] },
  // isValid-like verdict of a whole template (parseTemplate's differential, test/templates-parse.test.ts).
  recognizer: { rules: ['6570:URI-Template'] },
  sources: [[6570, { title: 'URI Template', url: 'https://www.rfc-editor.org/rfc/rfc6570' }]],
} as const satisfies Language;
