/**
 * RFC 9110, HTTP Semantics, §4.1 "URI References" and §4.2 "HTTP-Related URI Schemes": their ABNF
 * verbatim ({@link RFC9110_ABNF}, grammar `abnf:rfc9110`, with `http-URI` of §4.2.1 and `https-URI` of
 * §4.2.2), its prose values read as the RFC 3986 rules they name ({@link RFC9110_PROSE}); and the
 * requirement §4.2.1 and §4.2.2 state in prose, a non-empty host, as an ABNF of urlgrammar's own
 * ({@link HTTP_NONEMPTY_HOST_ABNF}, NOT RFC text, grammar `abnf:rfc9110-nonempty-host`, starts
 * `http-URI-nonempty-host` and `https-URI-nonempty-host`).
 *
 * §4.2.1: "A sender MUST NOT generate an "http" URI with an empty host identifier. A recipient that
 * processes such a URI reference MUST reject it as invalid." (§4.2.2 says the same of "https".) RFC
 * 3986's `host` may be empty (`reg-name = *( unreserved / pct-encoded / sub-delims )`), so `http://`,
 * `http://:80/` and `http://u@/` are `http-URI`s by the ABNF alone.
 *
 * Not a rule here: §4.2.4, "the use of the format "user:password" is deprecated", "A sender MUST
 * NOT generate the userinfo subcomponent", "a recipient SHOULD parse for userinfo and treat its
 * presence as an error". The grammar accepts userinfo, as RFC 3986's `authority` does; the warning
 * `http.userinfo` (src/diagnostics/warnings.ts) reports it after the parse.
 *
 * R. Fielding, M. Nottingham, J. Reschke, Ed., "HTTP Semantics", STD 97, RFC 9110, June 2022. Library
 * code: no Node API; test/uri-schemes.test.ts holds {@link RFC9110_ABNF} equal to `extractABNF` of
 * grammar/rfc/rfc9110.txt, sections 4.1 and 4.2.
 */
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import type { SchemeModuleGrammars, SchemeModuleSources } from './types.js';
import { ref, type Expr } from '../engine/dsl.js';

/**
 * RFC 9110 §4.1 and §4.2, verbatim: `extractABNF(text, '4.1')`, a blank line, `extractABNF(text,
 * '4.2')` (the blank lines left where §4.2's prose was; test/uri-schemes.test.ts holds them equal).
 *
 * @example
 * ```ts
 * RFC9110_ABNF.split('\n').at(-1); // '     https-URI = "https" "://" authority path-abempty [ "?" query ]'
 * ```
 */
export const RFC9110_ABNF = `     URI-reference = <URI-reference, see [URI], Section 4.1>
     absolute-URI  = <absolute-URI, see [URI], Section 4.3>
     relative-part = <relative-part, see [URI], Section 4.2>
     authority     = <authority, see [URI], Section 3.2>
     uri-host      = <host, see [URI], Section 3.2.2>
     port          = <port, see [URI], Section 3.2.3>
     path-abempty  = <path-abempty, see [URI], Section 3.3>
     segment       = <segment, see [URI], Section 3.3>
     query         = <query, see [URI], Section 3.4>

     absolute-path = 1*( "/" segment )
     partial-URI   = relative-part [ "?" query ]

     http-URI = "http" "://" authority path-abempty [ "?" query ]






     https-URI = "https" "://" authority path-abempty [ "?" query ]`;

/** The RFC 3986 rule a prose value of §4.1 names, as a reference printed as the prose. */
const uri = (name: string, prose: string): Expr => ref(name, 3986, `<${prose}>`);

/**
 * What each prose value of RFC 9110 §4.1 means: the RFC 3986 rule it names, one of the declared
 * rules of RFC 3986 (source `3986`). §4.1: "The definitions of "URI-reference", "absolute-URI",
 * "relative-part", "authority", "port", "host", "path-abempty", "segment", and "query" are adopted
 * from the URI generic syntax", and [URI] is RFC 3986 (RFC 9110 §19.1). Each prose is mapped to a
 * reference that carries its source (a bare rule name would read as RFC 9110's own rule of the same
 * name, which the prose defines: `authority = <authority, ...>` would refer to itself).
 *
 * @example
 * ```ts
 * RFC9110_PROSE['host, see [URI], Section 3.2.2']; // { k: 'ref', name: 'host', rfc: 3986, spell: '<host, see [URI], Section 3.2.2>' }
 * ```
 */
export const RFC9110_PROSE: Readonly<Record<string, Expr>> = Object.freeze({
  'URI-reference, see [URI], Section 4.1': uri('URI-reference', 'URI-reference, see [URI], Section 4.1'),
  'absolute-URI, see [URI], Section 4.3': uri('absolute-URI', 'absolute-URI, see [URI], Section 4.3'),
  'relative-part, see [URI], Section 4.2': uri('relative-part', 'relative-part, see [URI], Section 4.2'),
  'authority, see [URI], Section 3.2': uri('authority', 'authority, see [URI], Section 3.2'),
  'host, see [URI], Section 3.2.2': uri('host', 'host, see [URI], Section 3.2.2'),
  'port, see [URI], Section 3.2.3': uri('port', 'port, see [URI], Section 3.2.3'),
  'path-abempty, see [URI], Section 3.3': uri('path-abempty', 'path-abempty, see [URI], Section 3.3'),
  'segment, see [URI], Section 3.3': uri('segment', 'segment, see [URI], Section 3.3'),
  'query, see [URI], Section 3.4': uri('query', 'query, see [URI], Section 3.4'),
});

/**
 * RFC 9110 §4.1 and §4.2 loaded (`abnf:rfc9110`, starts `http-URI` and `https-URI`), RFC 3986 Appendix
 * A loaded first (the prose values refer to it).
 *
 * @example
 * ```ts
 * loadRFC9110().check('http://example.com:80/~smith/home.html', 'http-URI').ok; // true
 * loadRFC9110().check('http://', 'http-URI').ok;                                // true: the ABNF alone allows an empty host
 * ```
 */
export function loadRFC9110(): ABNFGrammar {
  return loadABNF(RFC9110_ABNF, { name: 'rfc9110', rfc: 9110, section: '4.1, 4.2', prose: RFC9110_PROSE });
}

/**
 * NOT RFC TEXT: urlgrammar's ABNF for RFC 9110 §4.2.1 and §4.2.2's "MUST NOT generate an "http" URI
 * with an empty host identifier" ("https" too): `http-URI` and `https-URI` with an authority whose host
 * is RFC 3986's `host` but not empty (`IP-literal` and `IPv4address` never are; `reg-name`'s
 * `*( unreserved / pct-encoded / sub-delims )` becomes `1*(...)`).
 *
 * @example
 * ```ts
 * HTTP_NONEMPTY_HOST_ABNF.startsWith('; NOT RFC TEXT'); // true
 * ```
 */
export const HTTP_NONEMPTY_HOST_ABNF = `; NOT RFC TEXT. urlgrammar's ABNF for RFC 9110 4.2.1 and 4.2.2: no empty host.
http-URI-nonempty-host  = "http" "://" nonempty-authority path-abempty [ "?" query ]
https-URI-nonempty-host = "https" "://" nonempty-authority path-abempty [ "?" query ]
nonempty-authority      = [ userinfo "@" ] nonempty-host [ ":" port ]
nonempty-host           = IP-literal / IPv4address / nonempty-reg-name
nonempty-reg-name       = 1*( unreserved / pct-encoded / sub-delims )`;

/**
 * {@link HTTP_NONEMPTY_HOST_ABNF} loaded (`abnf:rfc9110-nonempty-host`), with `path-abempty`, `query`
 * and `port` from {@link loadRFC9110} and the rest from RFC 3986.
 *
 * @example
 * ```ts
 * const g = loadHTTPNonEmptyHost();
 * g.check('http://EXAMPLE.com:/%7esmith/home.html', 'http-URI-nonempty-host').ok; // true
 * g.check('http://', 'http-URI-nonempty-host');                                 // { ok: false, offset: 7 }
 * g.check('https://:443/', 'https-URI-nonempty-host');                          // { ok: false, offset: 12 }: ":443" could be a userinfo until the "/"
 * ```
 */
export function loadHTTPNonEmptyHost(): ABNFGrammar {
  return loadABNF(HTTP_NONEMPTY_HOST_ABNF, {
    name: 'rfc9110-nonempty-host',
    rfc: 9110,
    section: '4.2.1, 4.2.2',
    imports: [
      { from: loadRFC9110(), rules: ['path-abempty', 'query', 'port'] },
      { from: 3986, rules: ['userinfo', 'IP-literal', 'IPv4address', 'unreserved', 'pct-encoded', 'sub-delims'] },
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
 * grammars.checked === loadHTTPNonEmptyHost; // true
 * ```
 */
export const grammars = { checked: loadHTTPNonEmptyHost, verbatim: loadRFC9110 } as const satisfies SchemeModuleGrammars;

/**
 * What the docs site says of each grammar this module loads, by its name (grammar/schemes/types.ts):
 * the title and address of its document. Not read by the library.
 *
 * @example
 * ```ts
 * sources['rfc9110']!.url; // 'https://www.rfc-editor.org/rfc/rfc9110'
 * ```
 */
export const sources = {
  'rfc9110': { title: 'HTTP Semantics', url: 'https://www.rfc-editor.org/rfc/rfc9110', part: '§4.1 and §4.2, their ABNF verbatim, the prose values read as the RFC 3986 rules they name' },
  'rfc9110-nonempty-host': { title: "NOT RFC TEXT: the restriction of RFC 9110 §4.2.1 and §4.2.2's prose, a non-empty host, as ABNF of urlgrammar's own", url: 'https://www.rfc-editor.org/rfc/rfc9110', own: true, adds: '§4.2.1 and §4.2.2: a non-empty host' },
} as const satisfies SchemeModuleSources;
