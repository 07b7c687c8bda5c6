/**
 * RFC 8089, The "file" URI Scheme: the normative syntax of §2 ({@link RFC8089_ABNF}, grammar
 * `abnf:rfc8089`, start `file-URI`), and, apart, the non-standard syntax of Appendix E as Appendix F
 * collects it ({@link RFC8089_APPENDIX_F_ABNF}, grammar `abnf:rfc8089-appendix-f`, start `file-URI`):
 * "These variations may be encountered by existing usages of the file URI scheme but are not supported
 * by the normative syntax of Section 2. This appendix is not normative." (Appendix E), "This collected
 * syntax is not normative." (Appendix F). Both are the RFC's ABNF verbatim; there is no prose
 * restriction to add (§2's "The "host" is the fully qualified domain name of the system on which the
 * file is accessible" is about meaning, not syntax).
 *
 * §2 imports "the "host" and "path-absolute" rules from [RFC3986] (as updated by [RFC6874])": `host` is
 * RFC 3986's read over RFC 6874's `IP-literal` (grammar/schemes/rfc6874.ts), `path-absolute` RFC
 * 3986's. Appendix F uses, besides, "the "userinfo" rule from [RFC3986]" (E.1) and "the
 * "IPv4address", "IPv6address", "IPvFuture", and "reg-name" rules from [RFC3986]" (E.3.2), and the
 * core rule `ALPHA` (E.2: "The "ALPHA" rule is defined in [RFC5234]").
 *
 * M. Kerwin, "The "file" URI Scheme", RFC 8089, February 2017. Library code: no Node API;
 * test/uri-schemes.test.ts holds both constants equal to `extractABNF` of grammar/rfc/rfc8089.txt,
 * section 2 and Appendix F.
 */
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import type { SchemeModuleGrammars, SchemeModuleSources } from './types.js';
import { HOST_6874_SOURCE, loadHost6874, RFC6874_SOURCE } from './rfc6874.js';

/**
 * RFC 8089 §2, verbatim: `extractABNF(text, '2')` (test/uri-schemes.test.ts holds them equal).
 *
 * @example
 * ```ts
 * RFC8089_ABNF.split('\n')[0]; // '      file-URI       = file-scheme ":" file-hier-part'
 * ```
 */
export const RFC8089_ABNF = `      file-URI       = file-scheme ":" file-hier-part

      file-scheme    = "file"

      file-hier-part = ( "//" auth-path )
                     / local-path

      auth-path      = [ file-auth ] path-absolute

      local-path     = path-absolute

      file-auth      = "localhost"
                     / host`;

/**
 * RFC 8089 §2 loaded (`abnf:rfc8089`, start `file-URI`): the standard `file` URI.
 *
 * @example
 * ```ts
 * loadRFC8089().check('file:///path/to/file', 'file-URI').ok; // true
 * loadRFC8089().check('file:c:/path/to/file', 'file-URI');    // { ok: false, offset: 5 }
 * ```
 */
export function loadRFC8089(): ABNFGrammar {
  return loadABNF(RFC8089_ABNF, {
    name: 'rfc8089',
    rfc: 8089,
    section: '2',
    imports: [
      { from: loadHost6874(), rules: ['host'] },
      { from: 3986, rules: ['path-absolute'] },
    ],
  });
}

/**
 * RFC 8089 Appendix F "Collected Nonstandard Rules", verbatim: `extractABNF(text, 'Appendix F')`
 * (test/uri-schemes.test.ts holds them equal). Not normative: the user information of E.1, the drive
 * letters of E.2 (with the vertical line of E.2.2, which RFC 3986 forbids), the UNC paths of E.3.2.
 *
 * @example
 * ```ts
 * RFC8089_APPENDIX_F_ABNF.includes('drive-letter   = ALPHA ":"'); // true
 * ```
 */
export const RFC8089_APPENDIX_F_ABNF = `      file-URI       = file-scheme ":" file-hier-part

      file-scheme    = "file"

      file-hier-part = ( "//" auth-path )
                     / local-path

      auth-path      = [ file-auth ] path-absolute
                     / [ file-auth ] file-absolute
                     / unc-authority path-absolute

      local-path     = [ drive-letter ] path-absolute
                     / file-absolute

      file-auth      = "localhost"
                     / [ userinfo "@" ] host

      unc-authority  = 2*3"/" file-host

      file-host      = inline-IP / IPv4address / reg-name

      inline-IP      = "%5B" ( IPv6address / IPvFuture ) "%5D"

      file-absolute  = "/" drive-letter path-absolute

      drive-letter   = ALPHA ":"
                     / ALPHA "|"`;

/**
 * RFC 8089 Appendix F loaded (`abnf:rfc8089-appendix-f`, start `file-URI`): the NON-STANDARD `file`
 * URIs of Appendix E, for reading old URIs, not for checking new ones.
 *
 * @example
 * ```ts
 * loadRFC8089AppendixF().check('file:c|/path/to/file', 'file-URI').ok;                   // true (E.2.2)
 * loadRFC8089AppendixF().check('file:////host.example.com/path/to/file', 'file-URI').ok; // true (E.3.2)
 * ```
 */
export function loadRFC8089AppendixF(): ABNFGrammar {
  return loadABNF(RFC8089_APPENDIX_F_ABNF, {
    name: 'rfc8089-appendix-f',
    rfc: 8089,
    section: 'Appendix F',
    imports: [
      { from: loadHost6874(), rules: ['host'] },
      { from: 3986, rules: ['path-absolute', 'userinfo', 'IPv4address', 'IPv6address', 'IPvFuture', 'reg-name'] },
    ],
  });
}

/**
 * The loaders of the scheme's grammars, in the shape every scheme grammar file exports them
 * (grammar/schemes/types.ts): `index.ts` reads them by the `module` of the scheme's row in
 * grammar/scheme-facts.ts (through grammar/generated/scheme-modules.ts, which `npm run gen` writes).
 *
 * @example
 * ```ts
 * grammars.checked === loadRFC8089; // true
 * ```
 */
export const grammars = { checked: loadRFC8089, verbatim: loadRFC8089 } as const satisfies SchemeModuleGrammars;

/**
 * What the docs site says of each grammar this module loads, by its name (grammar/schemes/types.ts):
 * the title and address of its document. Not read by the library.
 *
 * @example
 * ```ts
 * sources['rfc8089']!.url; // 'https://www.rfc-editor.org/rfc/rfc8089'
 * ```
 */
export const sources = {
  'rfc8089': { title: 'The "file" URI Scheme', url: 'https://www.rfc-editor.org/rfc/rfc8089', part: '§2, its ABNF verbatim' },
  'rfc6874': RFC6874_SOURCE,
  'rfc6874-host': HOST_6874_SOURCE,
  'rfc8089-appendix-f': { title: 'The "file" URI Scheme', url: 'https://www.rfc-editor.org/rfc/rfc8089', part: 'Appendix F, the collected non-standard rules (not normative), verbatim' },
} as const satisfies SchemeModuleSources;
