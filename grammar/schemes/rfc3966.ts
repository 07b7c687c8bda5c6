/**
 * RFC 3966, The tel URI for Telephone Numbers, §3 "URI Syntax": its ABNF verbatim
 * ({@link RFC3966_SYNTAX}), loaded with one change of notation ({@link RFC3966_ABNF}); and the
 * restrictions §3 states in prose on parameter values, which its ABNF does not carry, as an ABNF of
 * urlgrammar's own ({@link TEL_RESTRICTED_ABNF}, NOT RFC text), the grammar a `tel` URI is checked with.
 *
 * The change of notation: `local-number-digits` is written `*phonedigit-hex (HEXDIG / "*" /
 * "#")*phonedigit-hex`, with no white space between the group and the repetition after it, which RFC
 * 5234 §4 requires between the elements of a concatenation (the ABNF loader rejects it: "elements must
 * be separated by white space"). {@link RFC3966_ABNF} adds that one space; the language is the one the
 * RFC means. The ABNF is otherwise loaded as written: its own RFC 2396-style `unreserved`, `reserved`,
 * `uric` and `pct-encoded`, and the RFC 2234 core rules `ALPHA`, `DIGIT` and `HEXDIG` (§3: "uses
 * elements from the core definitions"). `phonedigit = DIGIT / [ visual-separator ]` (and
 * `phonedigit-hex`) matches the empty string, as written; under a repetition that changes nothing.
 *
 * The prose, each point in {@link TEL_RESTRICTED_ABNF}:
 *   - "If the reserved characters "+", ";", "=", and "?" are used as delimiters between components of
 *     the "tel" URI, they MUST NOT be percent encoded. These characters MUST be percent encoded if they
 *     appear in tel URI parameter values": a `pvalue` without a raw "+" (the ABNF's `param-unreserved`
 *     lists "+", against this sentence), and an ISDN subaddress (a `par` like the parameters) without a
 *     raw "+", ";", "=" or "?" (the ABNF's `uric` takes all four, which makes `;isub=1;ext=2`
 *     ambiguous);
 *   - "The syntax definition follows RFC 2396 [RFC2396], indicating the actual characters contained in
 *     the URI": RFC 2396 §2.4.3 puts "[" and "]" among the "unwise" characters and "#" among the
 *     "delims", excluded from URIs ("#" "is used to delimit a URI from a fragment identifier"; RFC 3986
 *     §3.2.2 allows "[" and "]" only around an IP literal), so a `pvalue` holds "[" and "]"
 *     percent-encoded, though `param-unreserved` lists them, and a local number writes its "#" (§5.1.3:
 *     the DTMF symbol) as "%23", though `local-number-digits` lists "#": a raw "#" ends the `tel` URI
 *     and begins RFC 3986's fragment. With that, every `tel` URI is an RFC 3986 URI, read with the
 *     same fragment.
 * Not checked: "Each parameter name ("pname"), the ISDN subaddress, the 'extension', and the 'context'
 * MUST NOT appear more than once", and their order ("followed by any other parameters in
 * lexicographical order"), which are about the values, not the characters.
 *
 * H. Schulzrinne, "The tel URI for Telephone Numbers", RFC 3966, December 2004. Library code: no Node
 * API; test/scheme-tel.test.ts holds {@link RFC3966_SYNTAX} equal to `extractABNF` of
 * grammar/rfc/rfc3966.txt, section 3.
 */
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import type { SchemeModuleGrammars, SchemeModuleSources } from './types.js';

/**
 * RFC 3966 §3, verbatim: `extractABNF(text, '3')` (test/scheme-tel.test.ts holds them equal).
 *
 * @example
 * ```ts
 * RFC3966_SYNTAX.split('\n')[0]; // '   telephone-uri        = "tel:" telephone-subscriber'
 * ```
 */
export const RFC3966_SYNTAX = `   telephone-uri        = "tel:" telephone-subscriber
   telephone-subscriber = global-number / local-number
   global-number        = global-number-digits *par
   local-number         = local-number-digits *par context *par
   par                  = parameter / extension / isdn-subaddress
   isdn-subaddress      = ";isub=" 1*uric
   extension            = ";ext=" 1*phonedigit
   context              = ";phone-context=" descriptor
   descriptor           = domainname / global-number-digits
   global-number-digits = "+" *phonedigit DIGIT *phonedigit
   local-number-digits  =
      *phonedigit-hex (HEXDIG / "*" / "#")*phonedigit-hex
   domainname           = *( domainlabel "." ) toplabel [ "." ]
   domainlabel          = alphanum
                          / alphanum *( alphanum / "-" ) alphanum
   toplabel             = ALPHA / ALPHA *( alphanum / "-" ) alphanum
   parameter            = ";" pname ["=" pvalue ]
   pname                = 1*( alphanum / "-" )
   pvalue               = 1*paramchar
   paramchar            = param-unreserved / unreserved / pct-encoded
   unreserved           = alphanum / mark
   mark                 = "-" / "_" / "." / "!" / "~" / "*" /
                          "'" / "(" / ")"
   pct-encoded          = "%" HEXDIG HEXDIG
   param-unreserved     = "[" / "]" / "/" / ":" / "&" / "+" / "$"
   phonedigit           = DIGIT / [ visual-separator ]
   phonedigit-hex       = HEXDIG / "*" / "#" / [ visual-separator ]
   visual-separator     = "-" / "." / "(" / ")"
   alphanum             = ALPHA / DIGIT
   reserved             = ";" / "/" / "?" / ":" / "@" / "&" /
                          "=" / "+" / "$" / ","
   uric                 = reserved / unreserved / pct-encoded`;

/**
 * {@link RFC3966_SYNTAX} as RFC 5234 ABNF: the one space RFC 5234 §4 requires between
 * `(HEXDIG / "*" / "#")` and `*phonedigit-hex` (see the module comment); nothing else differs.
 *
 * @example
 * ```ts
 * RFC3966_ABNF.includes('(HEXDIG / "*" / "#") *phonedigit-hex'); // true
 * ```
 */
export const RFC3966_ABNF = RFC3966_SYNTAX.replace('(HEXDIG / "*" / "#")*phonedigit-hex', '(HEXDIG / "*" / "#") *phonedigit-hex');

/**
 * RFC 3966 §3 loaded (`abnf:rfc3966`, start `telephone-uri`), as written (but for the space of
 * {@link RFC3966_ABNF}): parameter values with "+", "[" and "]" unencoded, as its ABNF allows.
 *
 * @example
 * ```ts
 * loadRFC3966().check('tel:+1-201-555-0123', 'telephone-uri').ok;          // true
 * loadRFC3966().check('tel:7042', 'telephone-uri');                        // { ok: false, offset: 8 }: a local number needs its context
 * ```
 */
export function loadRFC3966(): ABNFGrammar {
  return loadABNF(RFC3966_ABNF, { name: 'rfc3966', rfc: 3966, section: '3' });
}

/**
 * NOT RFC TEXT: urlgrammar's ABNF for the restrictions RFC 3966 §3 states in prose on parameter
 * values (see the module comment for each point and the sentence it implements). `tel-URI` is RFC
 * 3966's `telephone-uri` with each `par` a `tel-par` (parameters and ISDN subaddresses over the
 * characters a parameter value may carry unencoded) and a local number's "#" written "%23".
 *
 * @example
 * ```ts
 * TEL_RESTRICTED_ABNF.startsWith('; NOT RFC TEXT'); // true
 * ```
 */
export const TEL_RESTRICTED_ABNF = `; NOT RFC TEXT. urlgrammar's ABNF for RFC 3966 section 3's prose: "+", ";", "=" and "?"
; percent-encoded in parameter values, and "[" and "]" (RFC 2396's "unwise" characters); "#"
; in a local number percent-encoded (RFC 2396's "delims"). See grammar/schemes/rfc3966.ts.
tel-URI             = "tel:" tel-subscriber
tel-subscriber      = tel-global-number / tel-local-number
tel-global-number   = global-number-digits *tel-par
tel-local-number    = tel-local-digits *tel-par context *tel-par
; RFC 3966 local-number-digits with "#" written "%23".
tel-local-digits    = *tel-digit-hex ( HEXDIG / "*" / "%23" ) *tel-digit-hex
tel-digit-hex       = HEXDIG / "*" / "%23" / [ visual-separator ]
tel-par             = tel-parameter / extension / tel-isdn-subaddress
tel-isdn-subaddress = ";isub=" 1*tel-uric
tel-parameter       = ";" pname [ "=" 1*tel-paramchar ]
; RFC 3966 paramchar without "[", "]" and "+".
tel-paramchar       = "/" / ":" / "&" / "$" / unreserved / pct-encoded
; RFC 3966 uric without "+", ";", "=" and "?".
tel-uric            = "/" / ":" / "@" / "&" / "$" / "," / unreserved / pct-encoded`;

/**
 * {@link TEL_RESTRICTED_ABNF} loaded (`abnf:rfc3966-restricted`, start `tel-URI`), with the numbers,
 * the context, the extension and the characters from {@link loadRFC3966}.
 *
 * @example
 * ```ts
 * const g = loadTelRestricted();
 * g.check('tel:863-1234;phone-context=+1-914-555', 'tel-URI').ok; // true (RFC 3966 §6)
 * g.check('tel:+1-201-555-0123;a=[b]', 'tel-URI');               // { ok: false, offset: 22 }
 * ```
 */
export function loadTelRestricted(): ABNFGrammar {
  return loadABNF(TEL_RESTRICTED_ABNF, {
    name: 'rfc3966-restricted',
    rfc: 3966,
    section: '3',
    imports: [{ from: loadRFC3966(), rules: ['global-number-digits', 'visual-separator', 'context', 'extension', 'pname', 'unreserved', 'pct-encoded'] }],
  });
}

/**
 * The loaders of the scheme's grammars, in the shape every scheme grammar file exports them
 * (grammar/schemes/types.ts): `index.ts` reads them by the `module` of the scheme's row in
 * grammar/scheme-facts.ts (through grammar/generated/scheme-modules.ts, which `npm run gen` writes).
 *
 * @example
 * ```ts
 * grammars.checked === loadTelRestricted; // true
 * ```
 */
export const grammars = { checked: loadTelRestricted, verbatim: loadRFC3966 } as const satisfies SchemeModuleGrammars;

/**
 * What the docs site says of each grammar this module loads, by its name (grammar/schemes/types.ts):
 * the title and address of its document. Not read by the library.
 *
 * @example
 * ```ts
 * sources['rfc3966']!.url; // 'https://www.rfc-editor.org/rfc/rfc3966'
 * ```
 */
export const sources = {
  'rfc3966': { title: 'The tel URI for Telephone Numbers', url: 'https://www.rfc-editor.org/rfc/rfc3966', part: '§3, its ABNF verbatim, with the one space RFC 5234 §4 requires before "*phonedigit-hex"' },
  'rfc3966-restricted': { title: "NOT RFC TEXT: the restrictions of RFC 3966 §3's prose on parameter values and a local number's \"#\", as ABNF of urlgrammar's own (the grammar a tel URI is checked with)", url: 'https://www.rfc-editor.org/rfc/rfc3966', own: true, adds: '§3: "+", ";", "=", "?", "[" and "]" percent-encoded in parameter values, and a local number\'s "#" (RFC 2396\'s excluded characters)' },
} as const satisfies SchemeModuleSources;
