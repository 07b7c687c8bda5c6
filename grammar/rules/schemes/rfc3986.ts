/**
 * RFC 3986 Appendix A "Collected ABNF for URI", as the ABNF loader reads it: the grammar the scheme
 * grammars of this folder import their URI rules from (`host`, `path-absolute`, `pchar`,
 * `fragment`, `unreserved`, `pct-encoded`...).
 *
 * Why a loaded copy and not the declared rules (grammar/rules/rfc3986.ts): the loader's `imports`
 * option takes loaded grammars only (an {@link ABNFGrammar} or the name of one); the declared rules
 * (source `3986`) could be reached only through a prose value's DSL expression (`ref(name, 3986)`),
 * which would bypass the imports the RFCs' texts name, and would run the declared rules' PEG-minded
 * bodies inside an ABNF automaton. test/abnf-loader.test.ts proves the loaded Appendix A equal to the
 * declared grammar (rule texts, bodies, every rule's language), so nothing is lost by loading it. It is
 * loaded under the name, text and options that proof uses (`rfc3986`, Appendix A, `{ pchar: 'pchar' }`
 * for `path-empty = 0<pchar>`), so that whichever loads first, there is one `abnf:rfc3986`.
 *
 * T. Berners-Lee, R. Fielding, L. Masinter, "Uniform Resource Identifier (URI): Generic Syntax",
 * STD 66, RFC 3986, January 2005. Library code: no Node API; test/uri-schemes.test.ts holds the
 * constant equal to `extractABNF` of grammar/rfc/rfc3986.txt, Appendix A.
 */
import { loadABNF, type ABNFGrammar, type ABNFOptions } from '../../engine/abnf.js';

/**
 * RFC 3986 Appendix A, verbatim: the RFC's lines (its indentation kept), its page break removed, as
 * `extractABNF(rfc3986Text, 'Appendix A')` gives them (test/uri-schemes.test.ts holds them equal).
 *
 * @example
 * ```ts
 * RFC3986_ABNF.split('\n')[0]; // '   URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]'
 * ```
 */
export const RFC3986_ABNF = `   URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]

   hier-part     = "//" authority path-abempty
                 / path-absolute
                 / path-rootless
                 / path-empty

   URI-reference = URI / relative-ref

   absolute-URI  = scheme ":" hier-part [ "?" query ]

   relative-ref  = relative-part [ "?" query ] [ "#" fragment ]

   relative-part = "//" authority path-abempty
                 / path-absolute
                 / path-noscheme
                 / path-empty

   scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )

   authority     = [ userinfo "@" ] host [ ":" port ]
   userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )
   host          = IP-literal / IPv4address / reg-name
   port          = *DIGIT

   IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"

   IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )

   IPv6address   =                            6( h16 ":" ) ls32
                 /                       "::" 5( h16 ":" ) ls32
                 / [               h16 ] "::" 4( h16 ":" ) ls32
                 / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
                 / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
                 / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
                 / [ *4( h16 ":" ) h16 ] "::"              ls32
                 / [ *5( h16 ":" ) h16 ] "::"              h16
                 / [ *6( h16 ":" ) h16 ] "::"

   h16           = 1*4HEXDIG
   ls32          = ( h16 ":" h16 ) / IPv4address
   IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet
   dec-octet     = DIGIT                 ; 0-9
                 / %x31-39 DIGIT         ; 10-99
                 / "1" 2DIGIT            ; 100-199
                 / "2" %x30-34 DIGIT     ; 200-249
                 / "25" %x30-35          ; 250-255

   reg-name      = *( unreserved / pct-encoded / sub-delims )

   path          = path-abempty    ; begins with "/" or is empty
                 / path-absolute   ; begins with "/" but not "//"
                 / path-noscheme   ; begins with a non-colon segment
                 / path-rootless   ; begins with a segment
                 / path-empty      ; zero characters

   path-abempty  = *( "/" segment )
   path-absolute = "/" [ segment-nz *( "/" segment ) ]
   path-noscheme = segment-nz-nc *( "/" segment )
   path-rootless = segment-nz *( "/" segment )
   path-empty    = 0<pchar>

   segment       = *pchar
   segment-nz    = 1*pchar
   segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
                 ; non-zero-length segment without any colon ":"

   pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"

   query         = *( pchar / "/" / "?" )

   fragment      = *( pchar / "/" / "?" )

   pct-encoded   = "%" HEXDIG HEXDIG

   unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"
   reserved      = gen-delims / sub-delims
   gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"
   sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
                 / "*" / "+" / "," / ";" / "="`;

/**
 * The options RFC 3986 Appendix A is loaded with: those of the proof in test/abnf-loader.test.ts
 * (RFC 3986 §3.3 writes `path-empty = 0<pchar>`: zero of anything is the empty string, and the
 * prose `<pchar>` is read as the rule `pchar`).
 *
 * @example
 * ```ts
 * RFC3986_OPTIONS.name; // 'rfc3986'
 * ```
 */
export const RFC3986_OPTIONS: ABNFOptions = Object.freeze({ name: 'rfc3986', rfc: 3986, section: 'Appendix A', prose: Object.freeze({ pchar: 'pchar' }) });

/**
 * RFC 3986 Appendix A loaded (`abnf:rfc3986`), or the grammar loaded before under that name with
 * the same text and options.
 *
 * @example
 * ```ts
 * loadRFC3986().check('http://[1:2:3:4:5::6]/', 'URI'); // { ok: true, offset: 22 }
 * loadRFC3986().source;                                // 'abnf:rfc3986'
 * ```
 */
export function loadRFC3986(): ABNFGrammar {
  return loadABNF(RFC3986_ABNF, RFC3986_OPTIONS);
}
