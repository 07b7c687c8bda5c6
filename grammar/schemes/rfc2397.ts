/**
 * RFC 2397, The "data" URL scheme, §3 "Syntax": its four rules verbatim ({@link RFC2397_SYNTAX}),
 * loaded as ABNF (grammar `abnf:rfc2397`, start `dataurl`), over the rules §3 imports in prose, which
 * urlgrammar writes as ABNF of its own ({@link DATA_TOKENS_ABNF}, NOT RFC text).
 *
 * RFC 2397 writes its rules in the BNF of RFC 822 (`name := elements`), not in ABNF: the loader reads
 * RFC 5234 ABNF only, so the text is loaded with each defining `:=` read as `=` ({@link RFC2397_ABNF},
 * that one substitution and nothing else). The notations agree on everything else the four rules use
 * (quoted strings, `[ ]`, `( )`, `*`, `/`); RFC 822 §3.4.7 makes its strings case-independent, as ABNF's
 * are.
 *
 * What §3 says in prose, "where "urlchar" is imported from [RFC2396], and "type", "subtype",
 * "attribute" and "value" are the corresponding tokens from [RFC2045], represented using URL escaped
 * encoding of [RFC2396] as necessary", read as:
 *   - `urlchar`: RFC 2396 defines no rule of that name; its URI characters are `uric = reserved |
 *     unreserved | escaped` (RFC 2396 §2, "The set of characters allowed in a URI"), restated in ABNF
 *     (test/uri-schemes.test.ts holds its language equal to the declared RFC 2396 `uric`'s);
 *   - `type`, `subtype`, `attribute`, `value`: RFC 2045 §5.1's `token` ("1*<any (US-ASCII) CHAR except
 *     SPACE, CTLs, or tspecials>"), each character written as itself where it is a `urlchar` (RFC 2045
 *     token characters that RFC 2396 allows in a URI: letters, digits, `!` `$` `&` `'` `*` `+` `-` `.`
 *     `_` `~`), else "represented using URL escaped encoding": an `escaped` octet. An escaped octet is
 *     not decoded and checked against `token` (RFC 2397 §3 also suggests escaping the "tspecial" of a
 *     parameter value, "instead of quoted string", so the decoded value need not be a token). RFC 2045's
 *     `value := token / quoted-string`: a quoted string's DQUOTE is not a `urlchar` ("the quote mark is
 *     itself not a valid urlchar"), so it too can appear only escaped.
 *
 * L. Masinter, "The "data" URL scheme", RFC 2397, August 1998. Library code: no Node API;
 * test/uri-schemes.test.ts holds {@link RFC2397_SYNTAX} equal to the lines of grammar/rfc/rfc2397.txt
 * under the heading "3. Syntax" (the loader's `extractABNF` does not take `:=` for a rule's start).
 */
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import type { SchemeModuleGrammars, SchemeModuleSources } from './types.js';

/**
 * RFC 2397 §3, the four rules verbatim, in RFC 822's BNF (`:=`), the RFC's indentation kept.
 *
 * @example
 * ```ts
 * RFC2397_SYNTAX.split('\n')[0]; // '       dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data'
 * ```
 */
export const RFC2397_SYNTAX = `       dataurl    := "data:" [ mediatype ] [ ";base64" ] "," data
       mediatype  := [ type "/" subtype ] *( ";" parameter )
       data       := *urlchar
       parameter  := attribute "=" value`;

/**
 * {@link RFC2397_SYNTAX} as ABNF: each rule's defining `:=` read as `=` (the column kept: `:=` becomes
 * `= `), the only change.
 *
 * @example
 * ```ts
 * RFC2397_ABNF.split('\n')[2]; // '       data       =  *urlchar'
 * ```
 */
export const RFC2397_ABNF = RFC2397_SYNTAX.replace(/^([ \t]*[A-Za-z][A-Za-z0-9-]*[ \t]*):=/gm, '$1= ');

/**
 * NOT RFC TEXT: urlgrammar's ABNF for the rules RFC 2397 §3 imports in prose (see the module comment):
 * `urlchar` as RFC 2396 §2's `uric` (its rules restated in ABNF), and `type`, `subtype`, `attribute`
 * and `value` as RFC 2045's `token` in URL characters.
 *
 * @example
 * ```ts
 * DATA_TOKENS_ABNF.startsWith('; NOT RFC TEXT'); // true
 * ```
 */
export const DATA_TOKENS_ABNF = `; NOT RFC TEXT. urlgrammar's ABNF for the rules RFC 2397 section 3 imports in prose.
; urlchar: RFC 2396 section 2's uric (reserved, unreserved, mark, escaped, hex, alphanum).
urlchar    = reserved / unreserved / escaped
reserved   = ";" / "/" / "?" / ":" / "@" / "&" / "=" / "+" / "$" / ","
unreserved = alphanum / mark
mark       = "-" / "_" / "." / "!" / "~" / "*" / "'" / "(" / ")"
escaped    = "%" hex hex
hex        = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
alphanum   = ALPHA / DIGIT
; RFC 2045 section 5.1's token, its characters that are not urlchars escaped.
type       = token
subtype    = token
attribute  = token
value      = token
token      = 1*( ALPHA / DIGIT / "!" / "$" / "&" / "'" / "*" / "+" / "-" / "." / "_" / "~" / escaped )`;

/**
 * {@link DATA_TOKENS_ABNF} loaded (`abnf:rfc2397-tokens`).
 *
 * @example
 * ```ts
 * loadDataTokens().check('%7E', 'urlchar').ok;      // true
 * loadDataTokens().check('vnd.a+b', 'subtype').ok;  // true
 * loadDataTokens().check('a/b', 'type').ok;         // false: "/" is a tspecial
 * ```
 */
export function loadDataTokens(): ABNFGrammar {
  return loadABNF(DATA_TOKENS_ABNF, { name: 'rfc2397-tokens', rfc: 2397, section: '3' });
}

/**
 * RFC 2397 §3 loaded (`abnf:rfc2397`, start `dataurl`), with `urlchar`, `type`, `subtype`,
 * `attribute` and `value` from {@link loadDataTokens}.
 *
 * @example
 * ```ts
 * loadRFC2397().check('data:,A%20brief%20note', 'dataurl').ok;                // true
 * loadRFC2397().check('data:text/plain;charset=utf-8;base64,SGk=', 'dataurl').ok; // true
 * loadRFC2397().check('data:text/plain', 'dataurl');                          // { ok: false, offset: 15 }
 * ```
 */
export function loadRFC2397(): ABNFGrammar {
  return loadABNF(RFC2397_ABNF, {
    name: 'rfc2397',
    rfc: 2397,
    section: '3',
    imports: [{ from: loadDataTokens(), rules: ['urlchar', 'type', 'subtype', 'attribute', 'value'] }],
  });
}

/**
 * The loaders of the scheme's grammars, in the shape every scheme grammar file exports them
 * (grammar/schemes/types.ts): `index.ts` reads them by the `module` of the scheme's row in
 * grammar/scheme-facts.ts (through grammar/generated/scheme-modules.ts, which `npm run gen` writes).
 *
 * @example
 * ```ts
 * grammars.checked === loadRFC2397; // true
 * ```
 */
export const grammars = { checked: loadRFC2397, verbatim: loadRFC2397 } as const satisfies SchemeModuleGrammars;

/**
 * What the docs site says of each grammar this module loads, by its name (grammar/schemes/types.ts):
 * the title and address of its document. Not read by the library.
 *
 * @example
 * ```ts
 * sources['rfc2397']!.url; // 'https://www.rfc-editor.org/rfc/rfc2397'
 * ```
 */
export const sources = {
  'rfc2397': { title: 'The "data" URL scheme', url: 'https://www.rfc-editor.org/rfc/rfc2397', part: "§3, its four rules verbatim, in RFC 822's BNF, each defining := read as = (the only change)" },
  'rfc2397-tokens': { title: "NOT RFC TEXT: the rules RFC 2397 §3 imports in prose (urlchar from RFC 2396, the tokens of RFC 2045), as ABNF of urlgrammar's own", url: 'https://www.rfc-editor.org/rfc/rfc2397', own: true, adds: 'the RFC 2045 tokens of the media type' },
} as const satisfies SchemeModuleSources;
