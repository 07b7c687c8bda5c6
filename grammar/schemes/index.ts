/**
 * The URI scheme grammars of issue 27, each loaded with the ABNF loader from its RFC's own ABNF
 * (grammar/schemes/, one grammar file per RFC, the ABNF verbatim), with the restrictions each RFC
 * states in prose written as small ABNFs of urlgrammar's own (marked NOT RFC TEXT there). Which
 * schemes have one is the table's: every row of grammar/scheme-facts.ts with a `grammar` column,
 * which names the RFC and section, the grammar file (`module`), the rule a URI is checked from and
 * the RFC's own rule. Each grammar file exports its loaders in one shape (`grammars`,
 * grammar/schemes/types.ts), and `npm run gen` writes the map of the rows' modules
 * (grammar/generated/scheme-modules.ts, grammar/codegen/schemes.ts) that this module reads: adding
 * a scheme is a row and its grammar file (docs/contributing.md, "Adding a scheme").
 *
 * RFC 8089 Appendix F's non-standard `file` URIs are a grammar apart, {@link nonstandardSchemeGrammars}.
 *
 * A fragment is not part of a scheme's syntax: "Fragment identifier semantics are independent of the
 * URI scheme and thus cannot be redefined by scheme specifications" (RFC 3986 §3.5); "The fragment
 * identifier component is not part of the scheme definition for a URI scheme" (RFC 9110 §4.2.5). So
 * each start rule here ({@link SCHEMES_ABNF}) is the scheme's syntax then RFC 3986's `[ "#" fragment ]`,
 * as RFC 3986's `URI` rule reads one; a URN's f-component is RFC 8141's own and takes its place.
 *
 * Every grammar is loaded on first use ({@link schemeGrammars}: about 50 ms) and registered under
 * `abnf:<name>` beside the declared rules; the automaton of a start rule is built on its first check.
 * The RFC 3986 rules they use (`host`, `path-absolute`, `pchar`, `fragment`...) are the declared
 * ones (source `3986`), imported as `{ from: 3986, rules }`: no second copy of RFC 3986 is loaded.
 * The two grammars {@link checkScheme} and `parseScheme` read (`uri-schemes`,
 * `uri-schemes-nonstandard`) are loaded with `codes: 'url'`: their reports take the URL grammars'
 * codes, hints and fix-its (src/parse/loaded.ts); the others (the RFCs' ABNF as loaded, RFC 5322's
 * addresses...) give the generic report.
 *
 * RFC 9110 §4.2.4 deprecates userinfo in `http` and `https` URIs ("a recipient SHOULD parse for
 * userinfo and treat its presence as an error"); {@link checkScheme} accepts it, as the ABNF does,
 * and `parseURL(..., { warnings: true })` warns of it (`http.userinfo`, src/diagnostics/warnings.ts).
 */
import { checkString } from '../../base/args.js';
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import { plainResolver } from '../engine/charset.js';
import { ref } from '../engine/dsl.js';
import { NFA } from '../engine/nfa.js';
import { SCHEME_FACTS, schemesWhere, type SchemeGrammarFact, type SchemeGrammarModule } from '../scheme-facts.js';
import { URL_REPORT_CODES } from '../report-codes.js';
// The declared RFC 3986 rules, which the scheme grammars import (`{ from: 3986 }`), and the RFC 2234
// core rules they use.
import '../rfc3986/rfc2234.js';
import '../rfc3986/rules.js';
import { SCHEME_MODULES } from '../generated/scheme-modules.js';
import { loadRFC8089AppendixF } from './rfc8089.js';

/**
 * The scheme grammar files' loaders, by the name the `grammar` column of grammar/scheme-facts.ts
 * gives them (`module`): each file's checked grammar (the RFC's ABNF with the restrictions its prose
 * states, which holds the row's `rule`) and its RFC's ABNF loaded verbatim (which holds `rfcRule`),
 * as the file exports them (`grammars`). Written by `npm run gen` from the table: a row whose file
 * is missing, or exports no `grammars`, fails there and does not compile.
 */
const MODULES = SCHEME_MODULES;

/**
 * The schemes with a grammar here: the rows of grammar/scheme-facts.ts with a `grammar` column.
 *
 * @example
 * ```ts
 * const s: SchemeName = 'urn';
 * ```
 */
export type SchemeName = { [K in keyof typeof SCHEME_FACTS]: (typeof SCHEME_FACTS)[K] extends { readonly grammar: SchemeGrammarFact } ? K : never }[keyof typeof SCHEME_FACTS];

/** The schemes with a grammar, in the table's order. */
const NAMES = schemesWhere((f) => f.grammar !== undefined) as SchemeName[];

/**
 * One scheme's grammar: the RFC and section its syntax is from; `grammar` and its `start` rule, what
 * {@link checkScheme} runs (the RFC's ABNF, the restrictions of its prose, the fragment); and, for
 * reference, `rfcGrammar` and `rfcStart`, the RFC's ABNF as loaded verbatim and its rule for the URI,
 * without the restrictions its prose adds (RFC 6068's `mailtoURI` reaches RFC 5322's recursive
 * `comment`: running it throws ABNFRecursionError).
 *
 * @example
 * ```ts
 * const g: SchemeGrammar = schemeGrammars().urn;
 * g.rfcGrammar.check('urn:xn--a:b', g.rfcStart).ok; // true: RFC 8141 §2's ABNF alone
 * g.grammar.check('urn:xn--a:b', g.start).ok;       // false: §5.1 reserves "xn--"
 * ```
 */
export interface SchemeGrammar {
  /** The RFC that defines the scheme's syntax. */
  readonly rfc: number;
  /** The section of that RFC with the syntax, as the RFC numbers it. */
  readonly section: string;
  /** The rule of `grammar` a URI of the scheme is checked from. */
  readonly start: string;
  /** The grammar `start` is a rule of (`abnf:uri-schemes`). */
  readonly grammar: ABNFGrammar;
  /** The RFC's ABNF, loaded verbatim. */
  readonly rfcGrammar: ABNFGrammar;
  /** The RFC's rule for a URI of the scheme, in `rfcGrammar`. */
  readonly rfcStart: string;
}

/**
 * NOT RFC TEXT: the start rules of {@link schemeGrammars}, one per scheme, named by it: the scheme's
 * syntax (the RFC's rule, or its restatement with the restrictions of the RFC's prose), then RFC 3986's
 * fragment where that syntax has none (see the module comment).
 *
 * @example
 * ```ts
 * SCHEMES_ABNF.split('\n').filter((l) => l.startsWith('http '))[0]; // 'http   = http-URI-nonempty-host [ "#" fragment ]'
 * ```
 */
export const SCHEMES_ABNF = [
  '; NOT RFC TEXT. Each scheme\'s syntax, then RFC 3986\'s fragment where the syntax has none',
  '; (RFC 3986 section 3.5, RFC 9110 section 4.2.5). See grammar/schemes/index.ts.',
  ...NAMES.map((name) => {
    const g = SCHEME_FACTS[name].grammar;
    return `${name.padEnd(Math.max(...NAMES.map((n) => n.length)))} = ${g.rule}${g.fragment ? ' [ "#" fragment ]' : ''}`;
  }),
].join('\n');

/**
 * NOT RFC TEXT: the start rule of {@link nonstandardSchemeGrammars}: RFC 8089 Appendix F's
 * `file-URI`, then RFC 3986's fragment.
 *
 * @example
 * ```ts
 * NONSTANDARD_SCHEMES_ABNF.split('\n').at(-1); // 'file   = file-URI [ "#" fragment ]'
 * ```
 */
export const NONSTANDARD_SCHEMES_ABNF = `; NOT RFC TEXT. RFC 8089 Appendix F's file-URI (not normative), then RFC 3986's fragment.
file   = file-URI [ "#" fragment ]`;

/** The grammars, loaded on first use (about 50 ms: no cost for a program that reads no scheme). */
let loaded: { readonly standard: Readonly<Record<SchemeName, SchemeGrammar>>; readonly nonstandard: Readonly<{ file: SchemeGrammar }> } | null = null;

function load(): NonNullable<typeof loaded> {
  if (loaded) return loaded;
  // Each module's rules the start rules use (a loader returns the grammar it loaded before: loadABNF
  // keeps one per name).
  const rules = new Map<SchemeGrammarModule, string[]>();
  for (const name of NAMES) {
    const g = SCHEME_FACTS[name].grammar;
    rules.set(g.module, [...(rules.get(g.module) ?? []), g.rule]);
  }
  // The grammars parseScheme reads: grammars of URIs, whose reports take the URL grammars' codes.
  const schemes = loadABNF(SCHEMES_ABNF, {
    name: 'uri-schemes',
    codes: URL_REPORT_CODES,
    imports: [...[...rules].map(([m, r]) => ({ from: MODULES[m].checked(), rules: r })), { from: 3986, rules: ['fragment'] }],
  });
  const nonstandard = loadABNF(NONSTANDARD_SCHEMES_ABNF, {
    name: 'uri-schemes-nonstandard',
    codes: URL_REPORT_CODES,
    imports: [
      { from: loadRFC8089AppendixF(), rules: ['file-URI'] },
      { from: 3986, rules: ['fragment'] },
    ],
  });
  const entry = (rfc: number, section: string, start: string, rfcGrammar: ABNFGrammar, rfcStart: string, grammar: ABNFGrammar = schemes): SchemeGrammar =>
    Object.freeze({ rfc, section, start, grammar, rfcGrammar, rfcStart });
  loaded = {
    standard: Object.freeze(Object.fromEntries(NAMES.map((name) => {
      const g = SCHEME_FACTS[name].grammar;
      return [name, entry(g.rfc, g.section, name, MODULES[g.module].verbatim(), g.rfcRule)];
    })) as Record<SchemeName, SchemeGrammar>),
    nonstandard: Object.freeze({ file: entry(8089, 'Appendix F', 'file', loadRFC8089AppendixF(), 'file-URI', nonstandard) }),
  };
  return loaded;
}

/**
 * The scheme grammars, by scheme name (lower case): one per row of grammar/scheme-facts.ts with a
 * `grammar` column, in the table's order (RFC 6068 `mailto`, RFC 8089 `file`, RFC 8141 `urn`...).
 * Loaded (registered beside the declared rules) on the first call.
 *
 * @example
 * ```ts
 * schemeGrammars().mailto.rfc;                                            // 6068
 * schemeGrammars().file.grammar.check('file:///etc/hosts', 'file').ok;   // true
 * Object.keys(schemeGrammars()).slice(0, 6);                             // ['mailto', 'file', 'urn', 'data', 'http', 'https']
 * ```
 */
export function schemeGrammars(): Readonly<Record<SchemeName, SchemeGrammar>> {
  return load().standard;
}

/**
 * The non-standard grammars, apart from {@link schemeGrammars}: RFC 8089 Appendix F's `file` URIs
 * ("Collected Nonstandard Rules": user information, drive letters with ":" or "|", UNC paths), "not
 * supported by the normative syntax of Section 2" (Appendix E), for reading old URIs. Not used by
 * {@link checkScheme}.
 *
 * @example
 * ```ts
 * const f = nonstandardSchemeGrammars().file;
 * f.section;                                                  // 'Appendix F'
 * f.grammar.check('file:///c|/path/to/file', f.start).ok;     // true (RFC 8089 E.2.2)
 * schemeGrammars().file.grammar.check('file:///c|/path/to/file', 'file').ok; // false
 * ```
 */
export function nonstandardSchemeGrammars(): Readonly<{ file: SchemeGrammar }> {
  return load().nonstandard;
}

/**
 * What {@link checkScheme} answers: the scheme (lower case), the RFC whose grammar read the URI,
 * whether the whole URI is in the grammar's language, and the end of its longest viable prefix (the
 * first offset no derivation can continue from; the URI's length when it is accepted or ends early).
 *
 * @example
 * ```ts
 * const c: SchemeCheck = { scheme: 'mailto', rfc: 6068, ok: false, offset: 9 };
 * ```
 */
export interface SchemeCheck {
  readonly scheme: SchemeName;
  readonly rfc: number;
  readonly ok: boolean;
  readonly offset: number;
}

/** RFC 3986 §3.1's `scheme` rule as an automaton (built on the first `checkScheme`). */
let schemeNFA: NFA | null = null;

/**
 * Checks a URI against its scheme's grammar ({@link schemeGrammars}): the scheme is read as RFC
 * 3986's `scheme` before the first ":", case-insensitively; `null` for a string with no scheme or a
 * scheme without a grammar here. The grammar is run as ABNF (its NFA).
 *
 * @throws ArgumentError when `uri` is not a string.
 *
 * @example
 * ```ts
 * checkScheme('mailto:chris@example.com');     // { scheme: 'mailto', rfc: 6068, ok: true, offset: 24 }
 * checkScheme('mailto:a@');                    // { scheme: 'mailto', rfc: 6068, ok: false, offset: 9 }
 * checkScheme('MAILTO:@@@').ok;                // false
 * checkScheme('http://').offset;               // 7
 * checkScheme('urn:example:a/b~c&d').ok;       // true
 * checkScheme('data:text/plain;charset=utf-8;base64,SGk=').ok; // true
 * checkScheme('file:///c:/path/to/file#top').ok; // true
 * checkScheme('ftp://example.com/');           // null
 * ```
 */
export function checkScheme(uri: string): SchemeCheck | null {
  checkString(uri, 'checkScheme', 'the URI');
  // RFC 3986 §3.1's `scheme` rule reads the scheme: as far as it reads, then the ":".
  const end = (schemeNFA ??= new NFA(ref('scheme', 3986), 3986, { resolve: plainResolver, expandNodes: true })).viableEnd(uri, 0);
  if (end === 0 || uri.charCodeAt(end) !== 0x3a) return null;
  const scheme = uri.slice(0, end).toLowerCase();
  const grammars = schemeGrammars();
  if (!Object.hasOwn(grammars, scheme)) return null;
  const g = grammars[scheme as SchemeName];
  const { ok, offset } = g.grammar.check(uri, g.start);
  return { scheme: scheme as SchemeName, rfc: g.rfc, ok, offset };
}
