/**
 * RFC 6068, The 'mailto' URI Scheme, §2 "Syntax of a 'mailto' URI": its ABNF verbatim
 * ({@link RFC6068_ABNF}), loaded over RFC 5322's `dot-atom-text` and `quoted-string` and RFC 3986's
 * `unreserved` and `pct-encoded`, the imports §2 names; and the restrictions §2 states in prose on
 * `<addr-spec>`, which its ABNF does not carry, as an ABNF of urlgrammar's own
 * ({@link MAILTO_RESTRICTED_ABNF}, NOT RFC text), the grammar a `mailto` URI is checked with.
 *
 * Why the restricted grammar is needed: RFC 6068's ABNF reads `addr-spec` over RFC 5322's rules
 * unencoded, so it accepts what §2's prose forbids: `mailto:a{b@c`, `mailto:"a b"@c`, `mailto:a%zz@c`
 * (strings RFC 3986 rejects), `mailto:a#b@c`, `mailto:a/b@c` (which RFC 3986 reads with other
 * delimiters); and its `quoted-string` reaches RFC 5322's recursive `comment` through `CFWS`
 * ("excluding <comment>", §2, is prose), so a finite automaton cannot run `mailtoURI` at all
 * (ABNFRecursionError). The prose is read as follows, each point in {@link MAILTO_RESTRICTED_ABNF}:
 *   - "<addr-spec> is a mail address as specified in [RFC5322], but excluding <comment>" and rule 3
 *     "Whitespace and comments within <local-part> and <domain> MUST NOT be used": no `CFWS`, no `FWS`;
 *     RFC 5322's `quoted-string` is left as `DQUOTE *qcontent DQUOTE`. Rule 3 is read as written, for
 *     the white space inside a quoted string too: a space in a quoted local part is the quoted-pair
 *     `%5C%20`, as §6.2's example writes it, not `%20`;
 *   - rule 2 "<obs-local-part> and <NO-WS-CTL> as defined in [RFC5322] MUST NOT be used": `qtext` and
 *     `quoted-pair` without `obs-qtext` and `obs-qp`;
 *   - rule 1 "A number of characters that can appear in <addr-spec> MUST be percent-encoded. These are
 *     the characters that cannot appear in a URI according to [STD66] as well as "%" ... and all the
 *     characters in gen-delims except "@" and ":" ... at least the following also have to be
 *     percent-encoded: "&", ";", and "="": each character of `atext`, `qtext`, `quoted-pair` and
 *     `dtext-no-obs` is written as itself where it is one of the rest (`mailto-safe`: RFC 3986's
 *     `unreserved`, `!` `$` `'` `(` `)` `*` `+` `,` `:` `@`), and percent-encoded in any case (§6.2
 *     writes the `@` of `"not@me"` as `%40`); the delimiters DQUOTE, `\`, `[` and `]` are `%22`, `%5C`,
 *     `%5B` and `%5D`; the `@` between local part and domain and the `.` of `dot-atom-text` stay the
 *     literals RFC 6068's ABNF writes: `%40` and `%2E` are not read as those delimiters, and, "@" and
 *     "." not being `atext`, a dot-atom cannot hold them encoded either (a quoted string can);
 *   - rules 4 and 5, non-ASCII characters in `<domain>` and `<local-part>` "MUST first be encoded
 *     according to UTF-8 [STD63], and then each octet ... MUST be percent-encoded", "Any other
 *     percent-encoding of non-ASCII characters is prohibited": a percent-encoded octet over %7F must
 *     be part of a well-formed UTF-8 sequence (RFC 3629 §4), in `atext` and `qtext`.
 * `hfields` is RFC 6068's own (imported from the verbatim grammar): its `qchar` is already URI-safe.
 *
 * M. Duerst, L. Masinter, J. Zawinski, "The 'mailto' URI Scheme", RFC 6068, October 2010. Library
 * code: no Node API; test/uri-schemes.test.ts holds {@link RFC6068_ABNF} equal to `extractABNF` of
 * grammar/rfc/rfc6068.txt, section 2.
 */
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import type { SchemeModuleGrammars, SchemeModuleSources } from './types.js';
import { loadRFC5322, RFC5322_SOURCE } from './rfc5322.js';

/**
 * RFC 6068 §2, verbatim: `extractABNF(text, '2')` (test/uri-schemes.test.ts holds them equal).
 *
 * @example
 * ```ts
 * RFC6068_ABNF.split('\n')[0]; // '      mailtoURI    = "mailto:" [ to ] [ hfields ]'
 * ```
 */
export const RFC6068_ABNF = `      mailtoURI    = "mailto:" [ to ] [ hfields ]
      to           = addr-spec *("," addr-spec )
      hfields      = "?" hfield *( "&" hfield )
      hfield       = hfname "=" hfvalue
      hfname       = *qchar
      hfvalue      = *qchar
      addr-spec    = local-part "@" domain
      local-part   = dot-atom-text / quoted-string
      domain       = dot-atom-text / "[" *dtext-no-obs "]"
      dtext-no-obs = %d33-90 / ; Printable US-ASCII
                     %d94-126  ; characters not including
                               ; "[", "]", or "\\"
      qchar        = unreserved / pct-encoded / some-delims
      some-delims  = "!" / "$" / "'" / "(" / ")" / "*"
                   / "+" / "," / ";" / ":" / "@"`;

/**
 * RFC 6068 §2 loaded (`abnf:rfc6068`): "non-terminal definitions from [RFC5322] (dot-atom-text,
 * quoted-string), and non-terminal definitions from [STD66] (unreserved, pct-encoded)", the imports
 * exactly. `mailtoURI`, `to`, `addr-spec` and `local-part` reach RFC 5322's recursive `comment`: they
 * throw ABNFRecursionError when run (check a `mailto` URI with {@link loadMailtoRestricted}).
 *
 * @example
 * ```ts
 * loadRFC6068().check('?subject=hi%20there', 'hfields').ok; // true
 * loadRFC6068().check('mailto:a@b', 'mailtoURI');         // throws ABNFRecursionError
 * ```
 */
export function loadRFC6068(): ABNFGrammar {
  return loadABNF(RFC6068_ABNF, {
    name: 'rfc6068',
    rfc: 6068,
    section: '2',
    imports: [
      { from: loadRFC5322(), rules: ['dot-atom-text', 'quoted-string'] },
      { from: 3986, rules: ['unreserved', 'pct-encoded'] },
    ],
  });
}

/**
 * NOT RFC TEXT: urlgrammar's ABNF for the restrictions RFC 6068 §2 states in prose on `<addr-spec>`
 * (see the module comment for each point and the sentence it implements). `mailto-URI` is RFC 6068's
 * `mailtoURI` with each `addr-spec` a `mailto-addr-spec`: the structure of RFC 6068's `addr-spec`,
 * `local-part` and `domain`, over the characters a `mailto` URI may carry.
 *
 * @example
 * ```ts
 * MAILTO_RESTRICTED_ABNF.startsWith('; NOT RFC TEXT'); // true
 * ```
 */
export const MAILTO_RESTRICTED_ABNF = `; NOT RFC TEXT. urlgrammar's ABNF for RFC 6068 section 2's prose restrictions on
; addr-spec (no comments or white space, no obsolete syntax, rule 1's percent-encoding, rules 4
; and 5's percent-encoded UTF-8). See grammar/schemes/rfc6068.ts.
mailto-URI           = "mailto:" [ mailto-to ] [ hfields ]
mailto-to            = mailto-addr-spec *( "," mailto-addr-spec )
mailto-addr-spec     = mailto-local-part "@" mailto-domain
mailto-local-part    = mailto-dot-atom-text / mailto-quoted-string
mailto-domain        = mailto-dot-atom-text / "%5B" *mailto-dtext "%5D"
mailto-dot-atom-text = 1*mailto-atext *( "." 1*mailto-atext )
mailto-quoted-string = "%22" *( mailto-qtext / mailto-quoted-pair ) "%22"
; RFC 5322 atext: raw where rule 1 lets it stand, else percent-encoded.
mailto-atext         = ALPHA / DIGIT / "!" / "$" / "'" / "*" / "+" / "-" / "_" / "~"
                     / pct-atext / pct-utf8
; RFC 5322 qtext without obs-qtext (%d33 / %d35-91 / %d93-126).
mailto-qtext         = mailto-safe / pct-qtext / pct-utf8
; RFC 5322 quoted-pair without obs-qp: "\\" (VCHAR / WSP).
mailto-quoted-pair   = "%5C" ( mailto-safe / pct-vchar / "%20" / "%09" )
; RFC 6068 dtext-no-obs (%d33-90 / %d94-126).
mailto-dtext         = mailto-safe / pct-dtext
; The URI characters rule 1 does not require to be percent-encoded.
mailto-safe          = unreserved / "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ":" / "@"
; The percent-encodings of each class's ASCII characters (hexadecimal digits in either case).
pct-atext            = "%" ( "2" ( "1" / %x33-37 / "A" / "B" / "D" / "F" )
                           / "3" ( DIGIT / "D" / "F" )
                           / "4" ( %x31-39 / hex-A-F )
                           / "5" ( DIGIT / "A" / "E" / "F" )
                           / "6" HEXDIG
                           / "7" hex-0-E )
pct-qtext            = "%" ( "2" ( "1" / %x33-39 / hex-A-F )
                           / ( "3" / "4" ) HEXDIG
                           / "5" ( DIGIT / "A" / "B" / "D" / "E" / "F" )
                           / "6" HEXDIG
                           / "7" hex-0-E )
pct-dtext            = "%" ( "2" ( %x31-39 / hex-A-F )
                           / ( "3" / "4" ) HEXDIG
                           / "5" ( DIGIT / "A" / "E" / "F" )
                           / "6" HEXDIG
                           / "7" hex-0-E )
pct-vchar            = "%" ( "2" ( %x31-39 / hex-A-F )
                           / ( "3" / "4" / "5" / "6" ) HEXDIG
                           / "7" hex-0-E )
hex-A-F              = "A" / "B" / "C" / "D" / "E" / "F"
hex-0-E              = DIGIT / "A" / "B" / "C" / "D" / "E"
; A non-ASCII character: RFC 3629 section 4's UTF8-2 / UTF8-3 / UTF8-4, each octet percent-encoded.
pct-utf8             = pct-utf8-2 / pct-utf8-3 / pct-utf8-4
pct-utf8-2           = "%" ( "C" ( %x32-39 / hex-A-F ) / "D" HEXDIG ) pct-tail
pct-utf8-3           = "%E0" "%" ( "A" / "B" ) HEXDIG pct-tail
                     / "%E" ( %x31-39 / "A" / "B" / "C" ) 2pct-tail
                     / "%ED" "%" ( "8" / "9" ) HEXDIG pct-tail
                     / "%E" ( "E" / "F" ) 2pct-tail
pct-utf8-4           = "%F0" "%" ( "9" / "A" / "B" ) HEXDIG 2pct-tail
                     / "%F" ( "1" / "2" / "3" ) 3pct-tail
                     / "%F4" "%8" HEXDIG 2pct-tail
pct-tail             = "%" ( "8" / "9" / "A" / "B" ) HEXDIG`;

/**
 * {@link MAILTO_RESTRICTED_ABNF} loaded (`abnf:rfc6068-restricted`, start `mailto-URI`), with
 * `hfields` from {@link loadRFC6068} and `unreserved` from RFC 3986.
 *
 * @example
 * ```ts
 * const g = loadMailtoRestricted();
 * g.check('mailto:%22not%40me%22@example.org', 'mailto-URI').ok; // true (RFC 6068 §6.2)
 * g.check('mailto:a@', 'mailto-URI');                           // { ok: false, offset: 9 }
 * g.check('mailto:"a b"@example.org', 'mailto-URI');            // { ok: false, offset: 7 }
 * ```
 */
export function loadMailtoRestricted(): ABNFGrammar {
  return loadABNF(MAILTO_RESTRICTED_ABNF, {
    name: 'rfc6068-restricted',
    rfc: 6068,
    section: '2',
    imports: [
      { from: loadRFC6068(), rules: ['hfields'] },
      { from: 3986, rules: ['unreserved'] },
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
 * grammars.checked === loadMailtoRestricted; // true
 * ```
 */
export const grammars = { checked: loadMailtoRestricted, verbatim: loadRFC6068 } as const satisfies SchemeModuleGrammars;

/**
 * What the docs site says of each grammar this module loads, by its name (grammar/schemes/types.ts):
 * the title and address of its document. Not read by the library.
 *
 * @example
 * ```ts
 * sources['rfc6068']!.url; // 'https://www.rfc-editor.org/rfc/rfc6068'
 * ```
 */
export const sources = {
  'rfc6068': { title: "The 'mailto' URI Scheme", url: 'https://www.rfc-editor.org/rfc/rfc6068', part: '§2, its ABNF verbatim' },
  'rfc6068-restricted': { title: "NOT RFC TEXT: the restrictions of RFC 6068 §2's prose on addr-spec, as ABNF of urlgrammar's own (the grammar a mailto URI is checked with)", url: 'https://www.rfc-editor.org/rfc/rfc6068', own: true, adds: '§2\'s restrictions: no comments or folding white space, the characters that must be percent-encoded, well-formed UTF-8' },
  'rfc5322': RFC5322_SOURCE,
} as const satisfies SchemeModuleSources;
