/**
 * RFC 8141, Uniform Resource Names (URNs): the URN syntax of §2, with its r-, q- and f-components
 * ({@link RFC8141_ABNF}, verbatim, grammar `abnf:rfc8141`) and the informal NIDs of §5.2
 * ({@link RFC8141_INFORMAL_ABNF}, verbatim, grammar `abnf:rfc8141-informal`: a grammar of its own, its
 * rules being indented deeper than §2's, which would make them continue §2's last rule); and the NID
 * constraints §2.1, §5.1 and §5.2 state in prose, as an ABNF of urlgrammar's own
 * ({@link URN_NID_ABNF}, NOT RFC text, grammar `abnf:rfc8141-nid`, start `checked-namestring`).
 *
 * Two mappings, each of urlgrammar's own:
 *   - `alphanum`: §2 says "Rules not defined here (specifically: alphanum, fragment, and pchar) are
 *     defined as part of the URI syntax [RFC3986]", but RFC 3986 removed `alphanum` ("The server,
 *     hostport, hostname, domainlabel, toplabel, and alphanum rules have been removed", Appendix D.2);
 *     its table there says "Specifications that refer to the obsolete grammar rules may be understood
 *     by replacing those rules according to the following table", and the table translates `alphanum`
 *     to `ALPHA / DIGIT`. {@link URN_ALPHANUM_ABNF} is that line, loaded before RFC 8141 (which imports
 *     it). `fragment` and `pchar` are RFC 3986's.
 *   - the NID: §2's `NID = (alphanum) 0*30(ldh) (alphanum)` already bounds it to 2 to 32 characters
 *     (an NID of 33 is rejected by the RFC's own ABNF), but §2.1 says "Sections 5.1 and 5.2 impose
 *     additional constraints on the strings that can be used as NIDs, i.e., the syntax shown above is
 *     not comprehensive". An NID is a formal one (§5.1) or an informal one (§5.2); {@link URN_NID_ABNF}
 *     spells out the intersection of §2's `NID` with:
 *       §5.1 rule 2, a formal NID "MUST NOT start with "urn-" (which is reserved for informal URN
 *       namespaces)"; rule 3, "It MUST be more than two characters long, and it MUST NOT start with
 *       ALPHA ALPHA "-"" (hence not "xn--"); rule 4, "It MUST NOT start with the string "X-"" (NIDs are
 *       case insensitive, §2.1: nor "x-");
 *       §5.2, an informal NID is `InformalNamespaceName = "urn-" Number` (RFC text, loaded), whose
 *       Number must "not cause the NID to exceed the length limitations defined for the URN syntax":
 *       at most 28 digits.
 *     §5.1 rule 1, "It MUST NOT be an already-registered NID", is about the IANA registry, not syntax:
 *     it is not checked.
 * The "?" of §2 ("a "?" that is not immediately followed by "=" or "+" is not defined for URNs and
 * SHOULD be treated as a syntax error") needs nothing more: `NSS` has no "?", and `rq-components`
 * starts with "?+" or "?=".
 *
 * P. Saint-Andre, J. Klensin, "Uniform Resource Names (URNs)", RFC 8141, April 2017. Library code: no
 * Node API; test/uri-schemes.test.ts holds {@link RFC8141_ABNF} equal to `extractABNF` of
 * grammar/rfc/rfc8141.txt, section 2, and {@link RFC8141_INFORMAL_ABNF} equal to that of section 5.2.
 */
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import type { SchemeModuleGrammars, SchemeModuleSources } from './types.js';

/**
 * RFC 8141 §2, verbatim: `extractABNF(text, '2')` (test/uri-schemes.test.ts holds them equal).
 *
 * @example
 * ```ts
 * RFC8141_ABNF.split('\n')[4]; // '      NID           = (alphanum) 0*30(ldh) (alphanum)'
 * ```
 */
export const RFC8141_ABNF = `      namestring    = assigned-name
                      [ rq-components ]
                      [ "#" f-component ]
      assigned-name = "urn" ":" NID ":" NSS
      NID           = (alphanum) 0*30(ldh) (alphanum)
      ldh           = alphanum / "-"
      NSS           = pchar *(pchar / "/")
      rq-components = [ "?+" r-component ]
                      [ "?=" q-component ]
      r-component   = pchar *( pchar / "/" / "?" )
      q-component   = pchar *( pchar / "/" / "?" )
      f-component   = fragment`;

/**
 * RFC 8141 §5.2, the syntax of an informal NID, verbatim: `extractABNF(text, '5.2')`
 * (test/uri-schemes.test.ts holds them equal).
 *
 * @example
 * ```ts
 * RFC8141_INFORMAL_ABNF.split('\n')[0]; // '       InformalNamespaceName = "urn-" Number'
 * ```
 */
export const RFC8141_INFORMAL_ABNF = `       InformalNamespaceName = "urn-" Number
       Number                = DigitNonZero 0*Digit
       DigitNonZero          = "1"/ "2" / "3" / "4"/ "5"
                             / "6" / "7" / "8" / "9"
       Digit                 = "0" / DigitNonZero`;

/**
 * NOT RFC TEXT: `alphanum` as RFC 3986 Appendix D.2 translates the obsolete rule (its table:
 * "alphanum | ALPHA / DIGIT"), for RFC 8141 §2, which takes `alphanum` from RFC 3986.
 *
 * @example
 * ```ts
 * URN_ALPHANUM_ABNF.split('\n').at(-1); // 'alphanum = ALPHA / DIGIT'
 * ```
 */
export const URN_ALPHANUM_ABNF = `; NOT RFC TEXT. RFC 3986 Appendix D.2's translation of the obsolete rule alphanum.
alphanum = ALPHA / DIGIT`;

/**
 * {@link URN_ALPHANUM_ABNF} loaded (`abnf:rfc8141-alphanum`).
 *
 * @example
 * ```ts
 * loadURNAlphanum().check('7', 'alphanum').ok; // true
 * ```
 */
export function loadURNAlphanum(): ABNFGrammar {
  return loadABNF(URN_ALPHANUM_ABNF, { name: 'rfc8141-alphanum', rfc: 3986, section: 'Appendix D.2' });
}

/**
 * RFC 8141 §2 loaded (`abnf:rfc8141`, start `namestring`): the URN syntax as the RFC's ABNF
 * gives it, with `alphanum` from {@link loadURNAlphanum} and `pchar` and `fragment` from RFC 3986.
 * Its `NID` is §2's alone; check a URN with {@link loadURNChecked}.
 *
 * @example
 * ```ts
 * loadRFC8141().check('urn:example:a123,z456?+abc', 'namestring').ok; // true
 * loadRFC8141().check('urn:xn--abc:x', 'namestring').ok;              // true: §2's NID alone
 * ```
 */
export function loadRFC8141(): ABNFGrammar {
  return loadABNF(RFC8141_ABNF, {
    name: 'rfc8141',
    rfc: 8141,
    section: '2',
    imports: [
      { from: loadURNAlphanum(), rules: ['alphanum'] },
      { from: 3986, rules: ['pchar', 'fragment'] },
    ],
  });
}

/**
 * RFC 8141 §5.2 loaded (`abnf:rfc8141-informal`, start `InformalNamespaceName`).
 *
 * @example
 * ```ts
 * loadRFC8141Informal().check('urn-7').ok;  // true
 * loadRFC8141Informal().check('urn-07').ok; // false: no leading zero
 * ```
 */
export function loadRFC8141Informal(): ABNFGrammar {
  return loadABNF(RFC8141_INFORMAL_ABNF, { name: 'rfc8141-informal', rfc: 8141, section: '5.2' });
}

/**
 * NOT RFC TEXT: urlgrammar's ABNF for the NID constraints of RFC 8141 §5.1 and §5.2 (see the module
 * comment for each sentence it implements). `checked-namestring` is RFC 8141's `namestring` with its
 * `NID` a `checked-NID`: a `formal-NID` (§2's `NID` without the prefixes §5.1 reserves and at least
 * three characters long) or an `informal-NID` (§5.2's `InformalNamespaceName` within §2's 32
 * characters). `formal-NID` is written by its first characters:
 *   - a digit, then any `ldh`;
 *   - a letter then a digit;
 *   - a letter other than "X" then "-" (§5.1 rule 4);
 *   - two letters, then an `alphanum` (§5.1 rule 3: not ALPHA ALPHA "-"), where "urn" is not followed
 *     by "-" (§5.1 rule 2);
 * each then any `ldh` and a final `alphanum`, 3 to 32 characters in all.
 *
 * @example
 * ```ts
 * URN_NID_ABNF.startsWith('; NOT RFC TEXT'); // true
 * ```
 */
export const URN_NID_ABNF = `; NOT RFC TEXT. urlgrammar's ABNF for the NID constraints of RFC 8141 sections 5.1 and 5.2.
checked-namestring    = checked-assigned-name
                        [ rq-components ]
                        [ "#" f-component ]
checked-assigned-name = "urn" ":" checked-NID ":" NSS
checked-NID           = formal-NID / informal-NID
; Section 5.2: "urn-" Number, within the 32 characters of section 2's NID.
informal-NID          = "urn-" DigitNonZero 0*27DIGIT
; Section 2's NID, more than two characters long, not starting with "urn-", ALPHA ALPHA "-" or "X-".
formal-NID            = DIGIT ldh 0*29ldh alphanum
                      / ALPHA DIGIT 0*29ldh alphanum
                      / letter-not-X "-" 0*29ldh alphanum
                      / letter-not-U ALPHA alphanum [ 0*28ldh alphanum ]
                      / "u" letter-not-R alphanum [ 0*28ldh alphanum ]
                      / "ur" alphanum-not-N [ 0*28ldh alphanum ]
                      / "urn" [ alphanum [ 0*27ldh alphanum ] ]
letter-not-X          = %x41-57 / %x59-5A / %x61-77 / %x79-7A
letter-not-U          = %x41-54 / %x56-5A / %x61-74 / %x76-7A
letter-not-R          = %x41-51 / %x53-5A / %x61-71 / %x73-7A
alphanum-not-N        = DIGIT / %x41-4D / %x4F-5A / %x61-6D / %x6F-7A`;

/**
 * {@link URN_NID_ABNF} loaded (`abnf:rfc8141-nid`, start `checked-namestring`): the grammar a URN is
 * checked with.
 *
 * @example
 * ```ts
 * const g = loadURNChecked();
 * g.check('urn:example:foo-bar-baz-qux#somepart').ok; // true
 * g.check('urn:urn-7:x').ok;                          // true: an informal NID (§5.2)
 * g.check('urn:xn--abc:x');                           // { ok: false, offset: 6 }
 * g.check('urn:X-abc:x').ok;                          // false
 * ```
 */
export function loadURNChecked(): ABNFGrammar {
  return loadABNF(URN_NID_ABNF, {
    name: 'rfc8141-nid',
    rfc: 8141,
    section: '5.1, 5.2',
    imports: [
      { from: loadRFC8141(), rules: ['rq-components', 'f-component', 'NSS', 'ldh'] },
      { from: loadRFC8141Informal(), rules: ['DigitNonZero'] },
      { from: loadURNAlphanum(), rules: ['alphanum'] },
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
 * grammars.checked === loadURNChecked; // true
 * ```
 */
export const grammars = { checked: loadURNChecked, verbatim: loadRFC8141 } as const satisfies SchemeModuleGrammars;

/**
 * What the docs site says of each grammar this module loads, by its name (grammar/schemes/types.ts):
 * the title and address of its document. Not read by the library.
 *
 * @example
 * ```ts
 * sources['rfc8141']!.url; // 'https://www.rfc-editor.org/rfc/rfc8141'
 * ```
 */
export const sources = {
  'rfc8141': { title: 'Uniform Resource Names (URNs)', url: 'https://www.rfc-editor.org/rfc/rfc8141', part: '§2, its ABNF verbatim' },
  'rfc8141-informal': { title: 'Uniform Resource Names (URNs)', url: 'https://www.rfc-editor.org/rfc/rfc8141', part: '§5.2, the syntax of an informal NID, verbatim' },
  'rfc8141-nid': { title: "NOT RFC TEXT: the NID constraints of RFC 8141 §2.1, §5.1 and §5.2's prose, as ABNF of urlgrammar's own (the grammar a URN is checked with)", url: 'https://www.rfc-editor.org/rfc/rfc8141', own: true, adds: '§5.1 and §5.2: the NID\'s length and reserved prefixes' },
  'rfc8141-alphanum': { title: "NOT RFC TEXT: alphanum, which RFC 8141 §2 takes from RFC 3986, as RFC 3986 Appendix D.2's table translates the obsolete rule, as ABNF of urlgrammar's own", url: 'https://www.rfc-editor.org/rfc/rfc3986', own: true },
} as const satisfies SchemeModuleSources;
