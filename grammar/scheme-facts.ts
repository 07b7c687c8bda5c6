/**
 * The scheme facts: one frozen table, one row per scheme (lower case), one column per fact a reader
 * needs, each column with its source. Every scheme name and default port the library acts on is
 * written here and nowhere else (test/scheme-facts.test.ts scans `grammar/` and `src/` for scheme
 * names and default ports written anywhere else, with a short allow-list saying why for each). Pure
 * data: it imports nothing but the argument checks of `base/`, so that the WHATWG parser (`src/whatwg/`, which reads only `base/` and
 * this table), the grammars and every pass can read it without loading a grammar.
 *
 * Who reads which column:
 *
 * | column | source | read by |
 * |---|---|---|
 * | `special` | URL Standard §4.2, the special schemes | the WHATWG parser (`src/whatwg/`), the WHATWG rules (`grammar/whatwg/rules.ts`), the fix-its (`"\"` under a special scheme), `compare` |
 * | `port` | the scheme's own specification, cited in `portSpec` | `DEFAULT_PORTS` (normalization's `'default-port'`), the warning `port.default`, the WHATWG parser (for the special schemes: its §4.2 table) |
 * | `authority` | the scheme's syntax: every URL of it has `//` and a host | the fix-its of `scheme.missing-colon`, `scheme.missing-slashes`, `host.empty` |
 * | `known` | IANA's permanent registrations most URLs use, and RFC 1738's | the classifier and fix-it of `scheme.missing-colon` (`'missing-colon'`), the warning `scheme.typo` (`'typo'`) |
 * | `rfc1738` | RFC 1738 §5 `url`, and RFC 2818 §2.4 for `https` (DECISIONS 7) | the `rfc1738` grammar's dispatch (`grammar/obsoleted/`) |
 * | `hierarchical` | draft-abarth-url-00 §3 (a gap the draft leaves, filled by urlgrammar) | the browser draft's resolver (`src/resolver/browser.ts`) |
 * | `noUserinfo` | RFC 9110 §4.2.4 | the warning `http.userinfo` |
 * | `grammar` | the scheme's own RFC | `npm run gen` (the map of the rows' grammar files, grammar/codegen/schemes.ts), the scheme grammars (`grammar/schemes/`: `schemeGrammars`, `checkScheme`, `parseScheme`), the guide's table of schemes (scripts/scheme-table.ts), the command line's help |
 *
 * An absent column is false (or no fact). Rows: the schemes with a grammar first, in the order
 * `schemeGrammars()` lists them, then the others; a new scheme is one row, and its grammar file
 * where the row names one (docs/contributing.md, "Adding a scheme"; test/add-scheme.test.ts).
 *
 * Not here: CPython's own lists (`uses_relative`, `uses_netloc`, `uses_params`... in
 * `src/urllib/schemes.ts`) are CPython's data, held to `python3` by the urllib tests, not scheme
 * facts of urlgrammar's; RFC 1808's schemes that are never relative (`src/resolver/rfc1808.ts`) are
 * that RFC's resolver's; and the WHATWG parser's steps that name `file` (or `blob` for an origin) name
 * it as the standard does.
 */
import { checkString } from '../base/args.js';

/**
 * What a scheme is well known for (the `known` column).
 *
 * @example
 * ```ts
 * const k: SchemeKnownFor = 'missing-colon';
 * ```
 */
export type SchemeKnownFor =
  /** A name before "//" or ";" is surely this scheme ("http//host", "http;//host": the ":" is missing). */
  | 'missing-colon'
  /** A scheme one letter away from this one is a typo of it (the warning `scheme.typo`). */
  | 'typo';

/**
 * The `grammar` column: the scheme's grammar in `grammar/schemes/`: the RFC and section its syntax
 * is from, the grammar file (`grammar/schemes/<module>.ts`, which exports its loaders as
 * `grammars`) that loads it, the rule a URI of the scheme is checked from (`rule`, of the module's
 * checked grammar: the RFC's ABNF and the restrictions its prose states) and the RFC's own rule for
 * the URI (`rfcRule`, of the RFC's ABNF loaded verbatim), and whether RFC 3986's `[ "#" fragment ]` follows (false where the scheme's syntax has its own
 * fragment, as a URN's f-component).
 *
 * @example
 * ```ts
 * const g: SchemeGrammarFact = { rfc: 3966, section: '3', module: 'rfc3966', rule: 'telephone-uri', rfcRule: 'telephone-uri', fragment: true };
 * ```
 */
export interface SchemeGrammarFact {
  readonly rfc: number;
  readonly section: string;
  readonly module: string;
  readonly rule: string;
  readonly rfcRule: string;
  readonly fragment: boolean;
}

/**
 * One row of {@link SCHEME_FACTS}: see the module comment for each column and its source.
 *
 * @example
 * ```ts
 * const row: SchemeFacts = { special: true, port: 443, portSpec: 'RFC 6455 §3', authority: true };
 * ```
 */
export interface SchemeFacts {
  /** A special scheme of the URL Standard (§4.2). */
  readonly special?: true;
  /** The default port, as the specification `portSpec` defines it. */
  readonly port?: number;
  /** Where `port` is defined. */
  readonly portSpec?: string;
  /** Every URL of the scheme has an authority ("//" and a host). */
  readonly authority?: true;
  /** What the scheme is well known for. */
  readonly known?: readonly SchemeKnownFor[];
  /** Its place in the `rfc1738` grammar's dispatch (`url`'s alternatives, 1 first), and the RFC of its production. */
  readonly rfc1738?: { readonly place: number; readonly rfc: 1738 | 2818 };
  /** draft-abarth-url-00 reads it as hierarchical whatever follows its ":". */
  readonly hierarchical?: true;
  /** RFC 9110 §4.2.4: user information in such a URI is deprecated ("a recipient SHOULD ... treat its presence as an error"). */
  readonly noUserinfo?: true;
  /** Its grammar in `grammar/schemes/`. */
  readonly grammar?: SchemeGrammarFact;
}

const MC: readonly SchemeKnownFor[] = ['missing-colon', 'typo'];
const T: readonly SchemeKnownFor[] = ['typo'];

/**
 * The scheme facts, by scheme name (lower case), frozen: see the module comment for each column, its
 * source and its readers. Read `SCHEME_FACTS[name]`, or `schemeFacts(name)` for a name in any case.
 *
 * @example
 * ```ts
 * SCHEME_FACTS.https.port;            // 443
 * SCHEME_FACTS.https.portSpec;        // 'RFC 2818 §2.3; RFC 9110 §4.2.2'
 * SCHEME_FACTS.file.special;          // true
 * SCHEME_FACTS.mailto.grammar.rfc;    // 6068
 * ```
 */
export const SCHEME_FACTS = deepFreeze({
  mailto: { known: T, rfc1738: { place: 9, rfc: 1738 }, grammar: { rfc: 6068, section: '2', module: 'rfc6068', rule: 'mailto-URI', rfcRule: 'mailtoURI', fragment: true } },
  file: { special: true, known: MC, rfc1738: { place: 10, rfc: 1738 }, grammar: { rfc: 8089, section: '2', module: 'rfc8089', rule: 'file-URI', rfcRule: 'file-URI', fragment: true } },
  urn: { known: T, grammar: { rfc: 8141, section: '2', module: 'rfc8141', rule: 'checked-namestring', rfcRule: 'namestring', fragment: false } },
  data: { known: T, grammar: { rfc: 2397, section: '3', module: 'rfc2397', rule: 'dataurl', rfcRule: 'dataurl', fragment: true } },
  http: { special: true, port: 80, portSpec: 'RFC 1738 §3.3; RFC 9110 §4.2.1', authority: true, known: MC, rfc1738: { place: 1, rfc: 1738 }, hierarchical: true, noUserinfo: true, grammar: { rfc: 9110, section: '4.2.1', module: 'rfc9110', rule: 'http-URI-nonempty-host', rfcRule: 'http-URI', fragment: true } },
  https: { special: true, port: 443, portSpec: 'RFC 2818 §2.3; RFC 9110 §4.2.2', authority: true, known: MC, rfc1738: { place: 2, rfc: 2818 }, hierarchical: true, noUserinfo: true, grammar: { rfc: 9110, section: '4.2.2', module: 'rfc9110', rule: 'https-URI-nonempty-host', rfcRule: 'https-URI', fragment: true } },
  ws: { special: true, port: 80, portSpec: 'RFC 6455 §3', authority: true, known: MC, hierarchical: true },
  wss: { special: true, port: 443, portSpec: 'RFC 6455 §3', authority: true, known: MC, hierarchical: true },
  ftp: { special: true, port: 21, portSpec: 'RFC 1738 §3.2', authority: true, known: MC, rfc1738: { place: 3, rfc: 1738 }, hierarchical: true },
  gopher: { port: 70, portSpec: 'RFC 1738 §3.4; RFC 4266', known: MC, rfc1738: { place: 7, rfc: 1738 }, hierarchical: true },
  nntp: { port: 119, portSpec: 'RFC 1738 §3.7; RFC 5538', known: MC, rfc1738: { place: 5, rfc: 1738 } },
  telnet: { port: 23, portSpec: 'RFC 1738 §3.8; RFC 4248', known: MC, rfc1738: { place: 6, rfc: 1738 } },
  wais: { port: 210, portSpec: 'RFC 1738 §3.9; RFC 4156', known: MC, rfc1738: { place: 8, rfc: 1738 } },
  prospero: { port: 1525, portSpec: 'RFC 1738 §3.11; RFC 4157', known: MC, rfc1738: { place: 11, rfc: 1738 } },
  news: { known: T, rfc1738: { place: 4, rfc: 1738 } },
  ftps: { known: MC },
  sftp: { known: MC },
  ssh: { known: MC },
  git: { known: MC },
  ldap: { known: T },
  ldaps: { known: T },
  irc: { known: T },
  ircs: { known: T },
  tel: { known: T, grammar: { rfc: 3966, section: '3', module: 'rfc3966', rule: 'tel-URI', rfcRule: 'telephone-uri', fragment: true } },
  sms: { known: T },
  sip: { known: T },
  sips: { known: T },
  xmpp: { known: T },
  rtsp: { known: T },
  imap: { known: T },
  pop: { known: T },
  smtp: { known: T },
  snmp: { known: T },
  dns: { known: T },
  nfs: { known: T },
  svn: { known: T },
  magnet: { known: T },
  about: { known: T },
  blob: { known: T },
  geo: { known: T },
  h323: { known: T },
  im: { known: T },
  pres: { known: T },
  mid: { known: T },
  cid: { known: T },
  dav: { known: T },
  coap: { known: T },
  coaps: { known: T },
  mqtt: { known: T },
  acap: { known: T },
  'z39.50r': { known: T },
  'z39.50s': { known: T },
} as const satisfies Readonly<Record<string, SchemeFacts>>);


function deepFreeze<T>(x: T): T {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

/**
 * The schemes with a grammar in `grammar/schemes/` (the rows with a `grammar` column).
 *
 * @example
 * ```ts
 * const s: SchemeWithGrammar = 'urn';
 * ```
 */
export type SchemeWithGrammar = { [K in keyof typeof SCHEME_FACTS]: (typeof SCHEME_FACTS)[K] extends { readonly grammar: SchemeGrammarFact } ? K : never }[keyof typeof SCHEME_FACTS];

/**
 * The modules of `grammar/schemes/` the rows name (`grammar.module`).
 *
 * @example
 * ```ts
 * const m: SchemeGrammarModule = 'rfc9110';
 * ```
 */
export type SchemeGrammarModule = (typeof SCHEME_FACTS)[SchemeWithGrammar]['grammar']['module'];

/**
 * The row of a scheme (its name in any case), or undefined for a scheme the table does not name.
 * A scheme that is not a string is an {@link ArgumentError}.
 *
 * @example
 * ```ts
 * schemeFacts('HTTPS')?.port; // 443
 * schemeFacts('foo');         // undefined
 * ```
 */
export function schemeFacts(scheme: string): SchemeFacts | undefined {
  checkString(scheme, 'schemeFacts', 'the scheme');
  const lower = scheme.toLowerCase();
  return Object.hasOwn(SCHEME_FACTS, lower) ? (SCHEME_FACTS as Readonly<Record<string, SchemeFacts>>)[lower] : undefined;
}

/**
 * The schemes whose row satisfies `where`, in the table's order.
 *
 * @example
 * ```ts
 * schemesWhere((f) => f.authority === true); // ['http', 'https', 'ws', 'wss', 'ftp']
 * ```
 */
export function schemesWhere(where: (facts: SchemeFacts) => boolean): string[] {
  return Object.entries(SCHEME_FACTS as Readonly<Record<string, SchemeFacts>>).filter(([, f]) => where(f)).map(([s]) => s);
}

/**
 * Whether a scheme (exactly as given: the WHATWG parser lower-cases it first) is one of the URL
 * Standard's special schemes (§4.2): ftp, file, http, https, ws, wss.
 *
 * @example
 * ```ts
 * isSpecialScheme('wss'); // true
 * isSpecialScheme('git'); // false
 * ```
 */
export function isSpecialScheme(scheme: string): boolean {
  return Object.hasOwn(SCHEME_FACTS, scheme) && (SCHEME_FACTS as Readonly<Record<string, SchemeFacts>>)[scheme]!.special === true;
}

/**
 * The default port of a scheme (its name in any case) as its specification defines it, with the
 * citation; null for a scheme without one.
 *
 * @example
 * ```ts
 * defaultPortOf('ftp');  // { port: 21, spec: 'RFC 1738 §3.2' }
 * defaultPortOf('file'); // null
 * ```
 */
export function defaultPortOf(scheme: string): { readonly port: number; readonly spec: string } | null {
  const f = schemeFacts(scheme);
  return f?.port === undefined ? null : { port: f.port, spec: f.portSpec! };
}
