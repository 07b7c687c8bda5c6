/**
 * The strict parsing API: `parseURL`, `parseURLOrThrow`, `parseRule`, grammar introspection, and
 * every rule as a Parsimmon parser (`grammar.parser`).
 */
// RFC 3986, the default grammar (the main entry loads the others).
import '../../grammar/rfc3986/index.js';
import P from 'parsimmon';
import {
  allRules,
  parserFor,
  lookup,
  printAbnf,
  printRfc,
  profiles,
  isLoadedSource,
  type ASTNode,
  type CompiledGrammar,
  type FirstErrorPoint,
  type NodeOf,
  type Expr,
  type GrammarName,
  type RFC,
  type Rule,
  type StartSymbol,
  type DefaultStartSymbol,
} from '../../grammar/index.js';
import { ArgumentError, checkObject, checkString, closestNames, GrammarError, lazyProperty, messageOf, optionOf, optionsOf, optionsSpec, readsOn, recognizerFor, typeName, type OptionKeys, type OptionsSpec } from '../../grammar/index.js';
import { settle } from './semantic.js';
import { reparser, verdict, type Compiled } from './verdict.js';
import { APPLICABILITIES, lazyFixes, type Applicability, type Reparse } from '../diagnostics/fixes.js';
import { fixesWithRepairs } from '../diagnostics/repair.js';
import { wholeFixOf, type ParseAll } from '../diagnostics/whole-fix.js';
import { candidates } from '../diagnostics/actions.js';
import { allErrors } from '../diagnostics/recover.js';
import { warningsOf, type URLWarning } from '../diagnostics/warnings.js';

export { GrammarError };
import { DEFAULT_GRAMMAR, DEFAULT_START, grammarAndStart, grammarOption, startOf } from './options.js';
export { DEFAULT_GRAMMAR, DEFAULT_START };
import { roundReport } from '../diagnostics/report.js';
import { AUTOMATON_FIRST_ERRORS, automatonFirstError, firstError } from './first-error.js';
import type { URLErrorReport, WholeFix } from '../diagnostics/types.js';
import type { ComponentsOf, URLComponents } from '../record/index.js';
import { readingFor, readsEagerly, ValidResult, type ASTBuilder } from './result.js';
export { provideRecordReader, type RecordReader, type RecordReaderSource } from './result.js';

/**
 * The result of a strict parse: the AST, or the report of why the input is not in the language.
 *
 * @example
 * ```ts
 * const r: StrictParseResult = parseURL('http://example.org/');
 * if (r.ok) console.log(r.ast.type); else console.log(r.error.code);
 * ```
 */
export type StrictParseResult =
  | {
      readonly ok: true;
      readonly ast: ASTNode;
      /** With `warnings: true`: what is legal but suspicious, in input order (else absent). */
      readonly warnings?: readonly URLWarning[];
    }
  | {
      readonly ok: false;
      /** The first error: the report `parseURL` gives without `allErrors`. */
      readonly error: URLErrorReport;
      /** With `allErrors: true`: every error, `error` first, then the others in input order (else absent). */
      readonly errors?: readonly URLErrorReport[];
    };

/**
 * The result of `parseURL`: a strict parse whose valid branch also has `components`, the record of
 * what was read (scheme, userinfo, user, password, host and its type, port and its number, path,
 * query, fragment, each with its span).
 *
 * `parseURL` from `urlgrammar` and `urlgrammar/rfc3986` reads the record with the capture reader
 * (`parseComponents`'s: one pass, no tree), and builds `ast` when it is first read (then keeps it): reading only `ok` or
 * `components` does not build the tree. `ast` is an own, enumerable property either way, so
 * `Object.keys`, `JSON.stringify`, spread, `structuredClone` and `util.inspect` see (and build) it
 * as they do the AST of a parse. With `warnings` or `allErrors`, the AST is built with the parse,
 * and so it is for a run of parses where the callers read the AST of most results (the record's
 * pass would be work thrown away): the same results, by another road.
 *
 * @example
 * ```ts
 * const r: URLParseResult = parseURL('http://example.org:8080/a?b', { grammar: 'rfc3986' });
 * if (r.ok) r.components.port?.text; // '8080'
 * ```
 */
export type URLParseResult<C extends URLComponents = URLComponents, N extends ASTNode = ASTNode> =
  | (Extract<StrictParseResult, { readonly ok: true }> & { readonly components: C; readonly ast: N })
  | Extract<StrictParseResult, { readonly ok: false }>;

/**
 * Options of `parseURL`.
 *
 * Without `grammar` and `start`, an input is read as an RFC 3986 `URI` (absolute, with an optional
 * fragment: what JSON Schema's `uri` format means), as if `{ grammar: 'rfc3986', start: 'URI' }`
 * were given. Naming a grammar without a start symbol reads the same kind of input in that
 * grammar, its default start symbol (the first of {@link startSymbols}): an absolute URL with an
 * optional fragment (`URI` under `rfc3986`, `IRI` under `rfc3987`, `URL-1738` under `rfc1738` and
 * `rfc1738-pure`, `URL-1808` under `rfc1808`, `URI-2396` under `rfc2396` and `rfc2396+2732`,
 * `absolute-URL-with-fragment-string` under `whatwg`). A relative reference is read only when a
 * start symbol asks for it (`URI-reference`, `relative-ref`, RFC 1808's `URL`, ...); `start` alone
 * is a start symbol of `rfc3986`. `G` is the grammar and `S` the start symbol: `start` takes the
 * start symbols of the grammar named by `grammar` only ({@link StartSymbol}), so that a start
 * symbol of another grammar is a compile-time error.
 *
 * @example
 * ```ts
 * parseURL('http://a/b?q#f').ok;                                     // true: an RFC 3986 URI
 * parseURL('../g').ok;                                               // false: a relative reference is no URI
 * parseURL('../g', { grammar: 'rfc3986' }).ok;                       // false: rfc3986's default is URI too
 * parseURL('../g', { start: 'relative-ref' }).ok;                    // true: a start symbol of rfc3986
 * parseURL('../g', { grammar: 'rfc3986', start: 'URI-reference' }).ok; // true: a URI or a relative reference
 * parseURL('../g;x?y#s', { grammar: 'rfc1808', start: 'URL' }).ok;   // true: RFC 1808's URL, absolute or relative
 * parseURLOrThrow('http://a/b', { grammar: 'rfc1738' }).type;       // 'URL-1738'
 * const o: ParseURLOptions<'rfc3986'> = { grammar: 'rfc3986', start: 'absolute-URI' };
 * parseURL('http://a/b', o).ok;                                      // true
 * ```
 */
export interface ParseURLOptions<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>> {
  /**
   * The grammar (default `'rfc3986'`, with the start symbol `URI`: see above): `'rfc3986'` (RFC 3986,
   * the URI standard), `'rfc3987'` (RFC 3987 IRIs: non-ASCII characters), and the older generations,
   * to study and compare: `'rfc1738'` (the founding grammar: absolute URLs scheme by scheme, with
   * RFC 2732 hosts and `https` read as `http` by RFC 2818 §2.4), `'rfc1738-pure'` (RFC 1738 as
   * published: `https` is an `otherurl`), `'rfc1808'` (absolute or relative), `'rfc2396'` and
   * `'rfc2396+2732'` (the generic syntax of 1998, without and with IPv6 literals).
   */
  readonly grammar?: G;
  /**
   * The start symbol within the grammar (ABNF names are case-insensitive). Default: `'URI'` when
   * no `grammar` is given; else the grammar's own, the first of {@link startSymbols}, an absolute
   * URL with an optional fragment (under `'rfc3986'`, `'URI'`). E.g. `'URI-reference'` under
   * `'rfc3986'` for relative references too, `'relativeURL'` under `'rfc1808'`. An unknown one is a
   * `GrammarError` that lists the valid ones. Typed as the start symbols of `grammar`
   * ({@link StartSymbol}).
   */
  readonly start?: S;
  /**
   * Report every error, not only the first (default false): after each error the parser skips the
   * offending character (or applies the error's own repair, for pasting mistakes, a missing ":"
   * or "//", an "@" to escape) and parses again, so the result has `errors`, each a full report
   * in the input's coordinates, `errors[0]` being `error`. At most `maxErrors` of them.
   */
  readonly allErrors?: boolean;
  /**
   * The cap on `errors` with `allErrors` (default 100): each error costs a parse of the text up to
   * a little past it (the whole text where the next error lies at its end). A positive integer, at
   * most {@link MAX_ERRORS_CEILING} (1000): a larger one reads as 1000, so that recovery on a long
   * input with an error per character stays bounded.
   */
  readonly maxErrors?: number;
  /**
   * Also look for what is legal but suspicious (default false): a valid result then has
   * `warnings`, each `{ code, start, end, message, fixes }` (see `WARNING_CODES`).
   */
  readonly warnings?: boolean;
}

/** The keys of {@link ParseURLOptions}, declared once for `parseURL` and `parseURLOrThrow`. */
const PARSE_URL_KEYS: OptionKeys<ParseURLOptions> = { grammar: true, start: true, allErrors: true, maxErrors: true, warnings: true };
const PARSE_URL_OPTIONS: OptionsSpec<ParseURLOptions> = optionsSpec<ParseURLOptions>('parseURL', PARSE_URL_KEYS);
const PARSE_URL_OR_THROW_OPTIONS: OptionsSpec<ParseURLOptions> = optionsSpec<ParseURLOptions>('parseURLOrThrow', PARSE_URL_KEYS);

/**
 * Thrown by `parseURLOrThrow`; `report` is the same object `parseURL` returns as `error`.
 *
 * @example
 * ```ts
 * try { parseURLOrThrow('http://a b/'); } catch (e) { if (e instanceof URLSyntaxError) console.log(e.report.code); }
 * // char.space
 * ```
 */
export class URLSyntaxError extends Error {
  override readonly name = 'URLSyntaxError';
  /** The traced report. */
  readonly report: URLErrorReport;
  constructor(report: URLErrorReport) {
    checkObject(report, 'URLSyntaxError', 'the report');
    super(messageOf(report.message));
    this.report = report;
  }
}

/**
 * Gives `report` its `fixes` (see `lazyFixes`): each candidate parsed again, on first read; and its
 * `components`, the Appendix B reading of the input (`readComponents`), also on first read, and
 * not enumerable: it holds the password, which no serialized report shows outside `input`.
 */
function withFixes(report: URLErrorReport, compiled: Compiled, grammar: string): URLErrorReport {
  // The readings of whole inputs that are another form of a URL, the code's candidates, and the
  // least-cost repairs over the grammar's automaton (issue 46), loaded with the grammar.
  lazyFixes(report, () => fixesWithRepairs(report.input, report.culprit?.offset ?? report.offset, candidates(report), grammar, compiled.start.name, checker(compiled, grammar), report.components));
  // The whole-URL fix of the machine-applicable fixes, when it makes the input valid (else null).
  // Not enumerable: it parses the input again, up to ten times over, so a serialized report (the
  // CLI's JSON, a log line) does not pay for it unasked.
  return lazyProperty(
    report,
    'wholeFix',
    (): WholeFix | null => {
      const w = wholeFixOf(report.input, allParser(compiled, grammar));
      return w.validates ? w : null;
    },
    { enumerable: false },
  );
}

/**
 * The fix-its' re-parse (`reparser`) with the verdict `parseURL` gives the text where one is at hand
 * for `compiled` (a start symbol of a grammar profile), without the parse where it accepts: the
 * generated recognizer's (`isValid`'s, which test/recognizer.test.ts holds to `parseURL(...).ok`
 * on every grammar and start symbol; it reads no record), else the record reader's.
 */
function checker(compiled: Compiled, grammar: string): Reparse {
  // (A report of `parseRule` names no grammar profile: it has neither.)
  if (!Object.hasOwn(profiles, grammar)) return reparser(compiled, grammar);
  const recognize = recognizerFor(grammar, compiled.start.name);
  if (recognize !== null) return reparser(compiled, grammar, recognize);
  const reading = readingFor(compiled, grammar as GrammarName, compiled.start.name, astBuilder);
  return reading === null ? reparser(compiled, grammar) : reparser(compiled, grammar, (text) => reading.read(text) !== null);
}

/** Every error of a text under `compiled` (`allErrors` with the default cap), or null when it parses: what a whole-URL fix reads each round. */
function allParser(compiled: Compiled, grammar: string): ParseAll {
  return (text) => {
    const r = run(compiled, text, grammar, { allErrors: true, maxErrors: 100, warnings: false });
    return r.ok ? null : (r.errors ?? [r.error]);
  };
}

/**
 * Options of {@link fixURL}: the grammar and start symbol, as `parseURL` takes them, and
 * `applicability`, the least trusted {@link Applicability} of fix applied (default
 * `'machine-applicable'`: only the fixes that keep every character of the input, each round's result
 * held to the input; `'maybe-incorrect'` also applies those that may remove, move or replace
 * characters). `level` is its old name, kept as a deprecated alias until 1.0.
 *
 * @example
 * ```ts
 * const o: FixURLOptions = { grammar: 'rfc1738', applicability: 'maybe-incorrect' };
 * ```
 */
export interface FixURLOptions<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>> {
  readonly grammar?: G;
  readonly start?: S;
  /** The least trusted applicability of fix applied. Default `'machine-applicable'`. */
  readonly applicability?: Applicability;
  /**
   * The old name of `applicability` (elsewhere, `level` names a normalization level).
   *
   * @deprecated use `applicability`; given both, they must be equal (an ArgumentError otherwise).
   */
  readonly level?: Applicability;
}

const FIX_URL_OPTIONS: OptionsSpec<FixURLOptions> = optionsSpec<FixURLOptions>('fixURL', { grammar: true, start: true, applicability: true, level: true });

/**
 * One fix for the whole URL: every independent fix of the allowed applicabilities applied at once,
 * round by round (at most ten), until the URL parses or nothing more applies; the same mistake is
 * fixed at every occurrence. A valid input is returned as it is. See {@link WholeFix}; a report's
 * `wholeFix` is this with the default applicability, when it validates.
 *
 * @throws ArgumentError for an argument or option of the wrong type, an unknown applicability, or
 *   both `applicability` and its deprecated alias `level` given with different values.
 *
 * @example
 * ```ts
 * fixURL('http://a/b c|d').url;                                        // 'http://a/b%20c%7Cd'
 * fixURL('http://user:pw@host/', { grammar: 'rfc1738' }).validates;     // false: removing the user information drops data
 * fixURL('http://user:pw@host/', { grammar: 'rfc1738', applicability: 'maybe-incorrect' }).url; // 'http://host/'
 * ```
 */
export function fixURL<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>>(input: string, options?: FixURLOptions<G, S> | null): WholeFix {
  checkString(input, 'fixURL', 'input');
  const opts = optionsOf(options, FIX_URL_OPTIONS);
  const applicability = applicabilityOf(opts, 'applicability');
  const level = applicabilityOf(opts, 'level');
  if (applicability !== undefined && level !== undefined && applicability !== level) {
    throw new ArgumentError(`fixURL: options 'applicability' and 'level' (its deprecated name) differ: ${applicability}, ${level}`);
  }
  const { grammar, parsers } = readingOf(opts, 'fixURL');
  return wholeFixOf(input, allParser(parsers, grammar), applicability ?? level ?? 'machine-applicable');
}

/** fixURL's option `key` (`applicability`, or its deprecated name `level`), checked: undefined when not given. */
function applicabilityOf(opts: object, key: 'applicability' | 'level'): Applicability | undefined {
  const v = optionOf(opts, key, 'string', 'fixURL');
  if (v !== undefined && !(APPLICABILITIES as readonly string[]).includes(v)) throw new ArgumentError(`fixURL: option '${key}' must be one of ${APPLICABILITIES.map((l) => `'${l}'`).join(', ')}, not ${JSON.stringify(v)}`);
  return v as Applicability | undefined;
}

/**
 * A valid result of `parseURL` with more of what was read as own properties (the scheme's parts of
 * src/schemes/), shown by `JSON.stringify` too; its record the one `r` has read, its AST built
 * or not as `r`'s. @internal
 */
export function withMore<M extends object>(r: Extract<URLParseResult, { readonly ok: true }>, more: M): Extract<URLParseResult, { readonly ok: true }> & M {
  return ValidResult.withMore(r as unknown as ValidResult, more) as unknown as Extract<URLParseResult, { readonly ok: true }> & M;
}

/** Gives a valid result its `components` (see {@link ValidResult}). */
function withComponents(r: StrictParseResult, input: string): URLParseResult {
  return r.ok ? (new ValidResult(r.ast, input, r.warnings) as URLParseResult) : r;
}

/** What `run` does beyond the verdict: `allErrors` (with its cap) and `warnings`. */
interface RunOptions {
  readonly allErrors: boolean;
  readonly maxErrors: number;
  readonly warnings: boolean;
}

function run(compiled: Compiled, input: string, grammar: string, o?: RunOptions, rejected = false): StrictParseResult {
  // (With allErrors, the first error's point is kept: recovery's first round resumes there.)
  const r = verdict(compiled, input, grammar, rejected, o?.allErrors === true);
  if (r.ok) return o?.warnings ? { ok: true, ast: r.ast, warnings: warningsOf(input, r.ast, reparser(compiled, grammar)) } : r;
  const error = withFixes(r.error, compiled, grammar);
  if (!o?.allErrors) return { ok: false, error };
  const fast = compiled.fast;
  const errors = allErrors(input, error, o.maxErrors, {
    // Where the generated parser rejects, the engine would only reject again (see `verdict`).
    parse: (text) => (fast ? (fast(text)?.ast ?? null) : compiled.parse(text)),
    // The first error of each round read as the plain report reads it: from the automaton where it answers.
    trace: (text) => firstError(compiled, grammar, text),
    // (Absent where the grammar has no automaton: the traced parse reads each round's first error.)
    ...(AUTOMATON_FIRST_ERRORS.has(grammar) && { read: (text: string, from?: FirstErrorPoint | null) => automatonFirstError(compiled, grammar, text, from) }),
    scan: readsOn,
    report: (text, t) => roundReport(text, grammar, t),
    problems: (text, ast) => settle(text, grammar, ast, true, true, o.maxErrors).problems,
    reparse: checker(compiled, grammar),
  }, r.point);
  return { ok: false, error, errors };
}

/**
 * The hard ceiling on the `maxErrors` option of `parseURL` and of `parseWHATWG`: a larger value reads
 * as this (`parseWHATWG` keeps at most this many validation errors). Recovery costs
 * up to `2 × maxErrors + 4` rounds, each about a parse of a window of the text, so the ceiling bounds
 * the time of an `allErrors` run on an input with an error per character (2 MB of `%`).
 *
 * @example
 * ```ts
 * const r = parseURL('%'.repeat(3000), { allErrors: true, maxErrors: 1e9 });
 * if (!r.ok) r.errors?.length; // 1000
 * parseWHATWG('https://h/' + '<'.repeat(5000), { maxErrors: 1e9 }).errors.length; // 1000
 * ```
 */
export const MAX_ERRORS_CEILING = 1000;

/** The `allErrors`, `maxErrors` and `warnings` options, checked. */
function runOptions(opts: ParseURLOptions, fn: string): RunOptions | undefined {
  // Named reads first (a keyed read per option costs more than the parse of a short URL's scheme)
  if (opts.allErrors == null && opts.warnings == null && opts.maxErrors == null) return undefined;
  const allErrors = optionOf(opts, 'allErrors', 'boolean', fn) ?? false;
  const warnings = optionOf(opts, 'warnings', 'boolean', fn) ?? false;
  const maxErrors = optionOf(opts, 'maxErrors', 'number', fn) ?? 100;
  if (!Number.isInteger(maxErrors) || maxErrors < 1) throw new ArgumentError(`${fn}: option 'maxErrors' must be a positive integer, not ${maxErrors}`);
  return allErrors || warnings ? { allErrors, maxErrors: Math.min(maxErrors, MAX_ERRORS_CEILING), warnings } : undefined;
}

/**
 * Parses `input` strictly against a start symbol: by default an RFC 3986 `URI` (see
 * {@link ParseURLOptions} for the `grammar` and `start` options). Never throws on a string: an input that is not
 * in the language gives `{ ok: false, error }` with the ABNF-traced report and its fix-its
 * (`error.fixes`); with `allErrors: true`, also `errors`, every error; with `warnings: true`, a
 * valid input also gives `warnings`. A valid result's `ast` may be built on its first read, where
 * a record-only reader gives `components` (see {@link URLParseResult}); `parseURLOrThrow` always
 * builds it with the parse.
 *
 * @example
 * ```ts
 * const r = parseURL('http://www.exa mple.org/');
 * if (!r.ok) r.error.offset; // 14
 * if (!r.ok) r.error.code;   // 'char.space'
 * if (!r.ok) r.error.fixes[0]?.url; // 'http://www.example.org/'
 * const all = parseURL('http://host/a b?c d', { grammar: 'rfc3986', allErrors: true });
 * if (!all.ok) all.errors?.map((e) => e.offset); // [13, 17]
 * const w = parseURL('http://example.com:80/', { grammar: 'rfc3986', warnings: true });
 * if (w.ok) w.warnings?.map((x) => x.code); // ['port.default']
 * ```
 */
export function parseURL<G extends GrammarName = GrammarName, S extends StartSymbol<G> = DefaultStartSymbol<G>>(
  input: string,
  options?: ParseURLOptions<G, S> | null,
): URLParseResult<ComponentsOf<S>, NodeOf<G>> {
  return parseWith(input, options, PARSE_URL_OPTIONS, false) as URLParseResult<ComponentsOf<S>, NodeOf<G>>;
}

/**
 * `parseURL` for a caller inside the library that reads the AST of every valid result
 * (`compare`'s strict readings, `parse1808`, the CLI's `parse`): the AST built by the parse, as
 * without a record reader, rather than the reader's record and then the parse. @internal
 */
export function parseURLWithAST(input: string, options?: ParseURLOptions | null): URLParseResult {
  return parseWith(input, options, PARSE_URL_OPTIONS, true);
}

/**
 * `parseURL`, its messages naming `spec.fn` (`parseURL` or `parseURLOrThrow`). Where a record-only
 * reader exists for the grammar and start symbol (`provideRecordReader`) and neither `warnings`
 * nor `allErrors` asks for what the AST gives, a valid input's record is the reader's and its AST
 * is built when `ast` is first read (DECISIONS 47); `eager` (`parseURLOrThrow`, which returns
 * the AST) parses as before. An input the reader refuses is parsed as before, for the report.
 */
function parseWith(input: string, options: ParseURLOptions | null | undefined, spec: OptionsSpec<ParseURLOptions>, eager: boolean): URLParseResult {
  const fn = spec.fn;
  checkString(input, fn, 'input');
  let grammar: GrammarName;
  let parsers: Compiled;
  let startName: string;
  let o: RunOptions | undefined;
  const named = options !== null && options !== undefined && typeof options === 'object' ? namedOnly(options, fn) : undefined;
  if (named !== undefined) {
    // Options of `grammar` and `start` alone (the common call): no record of them copied, and the
    // last pair's reading kept (as isValid keeps its recognizer).
    ({ grammar, parsers, startName } = named);
    o = undefined;
  } else {
    const opts = optionsOf(options, spec);
    grammar = grammarOption(opts, fn) ?? DEFAULT_GRAMMAR;
    const start = startOf(grammar, opts.start, fn);
    parsers = parserFor(grammar, start);
    startName = (start ?? profiles[grammar].start).name;
    o = runOptions(opts, fn);
  }
  const reading = o === undefined && !eager ? readingFor(parsers, grammar, startName, astBuilder) : null;
  let rejected = false;
  if (reading !== null && !readsEagerly(reading)) {
    const record = reading.read(input);
    if (record !== null) return new ValidResult(null, input, undefined, record, reading.build) as URLParseResult;
    // The reader refuses exactly what `isValid` refuses: the input is no URL of the start symbol.
    rejected = true;
  }
  return withComponents(run(parsers, input, grammar, o, rejected), input);
}

/** The `grammar` and `start` values of the options last read by `namedOnly`, and what they name. */
let lastNamed: { readonly grammar: unknown; readonly start: unknown; readonly fn: string; readonly named: Named } | undefined;

/** What a pair of `grammar` and `start` options names. */
interface Named {
  readonly grammar: GrammarName;
  readonly parsers: Compiled;
  readonly startName: string;
}

/**
 * Where `options` holds no own, enumerable key but `grammar` and `start` (DECISIONS 34: each read
 * once, nothing inherited), what they name, looked up only when the two values differ from the
 * last call's; else undefined (the general road reads them, and any other key).
 */
function namedOnly(options: object, fn: string): Named | undefined {
  const values = grammarAndStart(options);
  if (values === undefined) return undefined;
  const grammarValue = values.grammar;
  const startValue = values.start;
  const l = lastNamed;
  if (l !== undefined && l.grammar === grammarValue && l.start === startValue && l.fn === fn) return l.named;
  const opts: { grammar?: GrammarName; start?: string } = Object.create(null);
  if (grammarValue !== undefined) opts.grammar = grammarValue as GrammarName;
  if (startValue !== undefined) opts.start = startValue as string;
  const grammar = grammarOption(opts, fn) ?? DEFAULT_GRAMMAR;
  const start = startOf(grammar, opts.start, fn);
  const named: Named = { grammar, parsers: parserFor(grammar, start), startName: (start ?? profiles[grammar].start).name };
  lastNamed = { grammar: grammarValue, start: startValue, fn, named };
  return named;
}

/**
 * How a lazy result of `parsers` builds its AST: the parse `parseURL` runs without a reader, on an
 * input the reader accepted (so valid: a reader that accepts what the parser refuses is a defect,
 * a GrammarError naming the grammar and start symbol, never the input, which may hold a password).
 */
function astBuilder(parsers: Compiled, grammar: GrammarName): ASTBuilder {
  return (input) => {
    const r = verdict(parsers, input, grammar);
    if (!r.ok) throw new GrammarError(`parseURL: ${grammar} ${parsers.start.name}: the record reader accepted what the parser refuses`);
    return r.ast;
  };
}

/**
 * The grammar and the parsers the `grammar` and `start` options name (`parseURL`'s and `fixURL`'s):
 * without `start`, the grammar's own default start symbol (startOf's undefined: `profiles[grammar].start`,
 * for the default grammar the default's `URI`).
 */
function readingOf(opts: { readonly grammar?: GrammarName; readonly start?: string }, fn: string): { grammar: GrammarName; parsers: Compiled } {
  const grammar = grammarOption(opts, fn) ?? DEFAULT_GRAMMAR;
  return { grammar, parsers: parserFor(grammar, startOf(grammar, opts.start, fn)) };
}

/**
 * The start symbols of each grammar, the default first: what `parseURL`'s `start` option takes.
 *
 * @example
 * ```ts
 * startSymbols('rfc1808'); // ['URL-1808', 'URL', 'absoluteURL', 'relativeURL']
 * startSymbols('rfc3986'); // ['URI', 'URI-reference', 'absolute-URI', 'relative-ref']
 * ```
 */
export function startSymbols<G extends GrammarName>(grammar: G): Array<StartSymbol<G>> {
  checkString(grammar, 'startSymbols', 'grammar');
  return profiles[grammarOption({ grammar }, 'startSymbols')!].starts.map((s) => s.name as StartSymbol<G>);
}

/**
 * Like `parseURL` (with the same options and the same default, an RFC 3986 `URI`), but returns the
 * AST and throws `URLSyntaxError` for an invalid input.
 *
 * @example
 * ```ts
 * const ast = parseURLOrThrow('ftp://ftp.example.org/pub/file;type=i');
 * ast.type; // 'URI'
 * parseURLOrThrow('ftp://ftp.example.org/pub/file;type=i', { grammar: 'rfc1738' }).type; // 'URL-1738'
 * ```
 */
export function parseURLOrThrow<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>>(
  input: string,
  options?: ParseURLOptions<G, S> | null,
): NodeOf<G> {
  const r = parseWith(input, options, PARSE_URL_OR_THROW_OPTIONS, true);
  if (!r.ok) throw new URLSyntaxError(r.error);
  return r.ast as NodeOf<G>;
}

/**
 * Options of `parseRule`.
 *
 * @example
 * ```ts
 * parseRule('hostport', '[::1]:80', { rfc: 1738, grammar: 'rfc1738' }).ok; // true: its host reads RFC 2732 hosts
 * parseRule('hostport', '[::1]:80', { rfc: 1738 }).ok;                     // false: RFC 1738 alone has no IPv6
 * ```
 */
export interface ParseRuleOptions {
  /** The RFC that defines the rule; needed when several do (`scheme` is in 1738 and 1808). */
  readonly rfc?: RFC;
  /** Read the rule inside a start symbol's extensions (for RFC 1738 `host`: the RFC 2732 host). */
  readonly grammar?: GrammarName;
}

const PARSE_RULE_OPTIONS = optionsSpec<ParseRuleOptions>('parseRule', { rfc: true, grammar: true });
const PARSER_OPTIONS = optionsSpec<ParseRuleOptions>('grammar.parser', { rfc: true, grammar: true });
const ABNF_OPTIONS = optionsSpec<{ rfc?: RFC }>('grammar.abnf', { rfc: true });
const RFC_TEXT_OPTIONS = optionsSpec<{ rfc?: RFC }>('grammar.rfcText', { rfc: true });

/**
 * The rules named `name`: those of that exact spelling, or when there are none, those whose name
 * matches it case-insensitively (ABNF rule names are case-insensitive, RFC 5234 §2.1).
 */
export function rulesNamed<T extends { readonly name: string }>(rules: readonly T[], name: string): T[] {
  const exact = rules.filter((r) => r.name === name);
  if (exact.length) return exact;
  const lower = name.toLowerCase();
  return rules.filter((r) => r.name.toLowerCase() === lower);
}

function findRule(name: string, rfc: RFC | undefined, fn: string): Rule {
  checkString(name, fn, 'the rule name');
  // A grammar loaded from ABNF is named by its source (`{ rfc: 'abnf:name' }`): a bare name means a declared rule.
  const candidates = rfc === undefined ? allRules().filter((r) => !isLoaded(r)) : allRules().filter((r) => r.rfc === rfc);
  const exact = rfc === undefined ? undefined : lookup(rfc, name);
  const all = exact ? [exact] : rulesNamed(candidates, name);
  if (all.length === 0) {
    const near = closestNames(name, candidates.map((r) => r.name));
    const hint = near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : '';
    throw new GrammarError(rfc !== undefined ? `RFC ${rfc} declares no rule ${JSON.stringify(name)}${hint}` : `no rule is named ${JSON.stringify(name)}${hint}`);
  }
  if (all.length > 1) throw new GrammarError(`${JSON.stringify(name)} is declared by ${all.map((r) => `RFC ${r.rfc}`).join(' and ')}: pass { rfc }`);
  return all[0]!;
}

/**
 * Parses `input` as one production (the whole input must match it). For study and tests.
 *
 * @example
 * ```ts
 * parseRule('hostname', 'www.example.org', { rfc: 1738 }).ok; // true
 * parseRule('IPv6address', '::13.1.68.3', { rfc: 2373 }).ok; // true (RFC 2373 §2.2)
 * ```
 */
export function parseRule(ruleName: string, input: string, options?: ParseRuleOptions | null): StrictParseResult {
  checkString(input, 'parseRule', 'input');
  const o = optionsOf(options, PARSE_RULE_OPTIONS);
  const rule = findRule(ruleName, rfcOption(o, 'parseRule'), 'parseRule');
  if (isLoaded(rule)) {
    // A grammar loaded from ABNF reads with ABNF's semantics (parseABNF, src/parse/loaded.ts, which
    // the main entry loads: only it loads grammars from ABNF), its nodes named by its rules. The two
    // routes are DECISIONS 39's (a declared language: ordered choice, its fast path, its checks after
    // the parse; a loaded grammar: its NFA, its report's codes from its own `codes`), and which one a
    // rule takes is a property of its grammar, its source (`abnf:<name>`), read here once.
    if (o.grammar !== undefined && o.grammar !== null) throw new GrammarError(`parseRule: ${rule.key} is a rule of a grammar loaded from ABNF, which no start symbol's grammar reads: leave out the 'grammar' option`);
    if (!loadedReader.read) throw new GrammarError(`parseRule: ${rule.key} is a rule of a grammar loaded from ABNF, which this entry point does not read (the main entry, 'urlgrammar', does)`);
    return loadedReader.read(rule, input);
  }
  const profile = grammarOption(o, 'parseRule') ?? null;
  // Read on its own, the rule has a generated parser too (read through a profile, the engine parses).
  return run(parserFor(rule, profile), input, rule.key);
}

/**
 * A rule as `grammar.rules` lists it.
 *
 * @example
 * ```ts
 * const info: RuleInfo = grammar.rules.find((r) => r.name === 'net_loc')!;
 * info.abnf; // 'net-loc = *( pchar / ";" / "?" )'
 * ```
 */
export interface RuleInfo {
  /** The RFC's own spelling. */
  readonly name: string;
  /** The RFC number (`'urlgrammar'` for our glue rules). */
  readonly rfc: RFC;
  readonly section: string;
  /** The production verbatim. */
  readonly text: string;
  /** Normalised RFC 5234 ABNF, printed from the combinators. */
  readonly abnf: string;
  /** The production printed from the combinators in the RFC's own notation. */
  readonly printed: string;
  /** Why the parser reads this rule differently (a `PEG:` rewrite or a language note), or null. */
  readonly deviation: string | null;
  /** The production as combinator data (the literal body), for tools that draw or analyse it. */
  readonly body: Expr;
}

/**
 * How `parseRule` reads a rule of a grammar loaded from ABNF: set by src/parse/loaded.ts (which the
 * main entry imports), so that an entry point without the ABNF loader does not carry it.
 *
 * @internal
 */
export const loadedReader: { read: ((rule: Rule, input: string) => StrictParseResult) | null } = { read: null };

/** Whether a rule is of a grammar loaded from ABNF (`grammar.fromABNF`). */
const isLoaded = (r: Rule): boolean => isLoadedSource(r.rfc);

/** The `rfc` option: an RFC number (or `'urlgrammar'`), or `undefined` when not given. */
function rfcOption(options: { readonly rfc?: RFC | undefined }, fn: string): RFC | undefined {
  const rfc: unknown = options.rfc;
  if (rfc === undefined || rfc === null) return undefined;
  if (typeof rfc !== 'number' && typeof rfc !== 'string') throw new ArgumentError(`${fn}: option 'rfc' must be a number, not ${typeName(rfc)}`);
  return rfc as RFC;
}

/** The label of a rule in a Parsimmon failure: `URL (RFC 1808)`. */
const labelOf = (rule: Rule): string => (rule.rfc === 'urlgrammar' ? rule.name : `${rule.name} (RFC ${rule.rfc})`);

function ruleParser(name: string, options: ParseRuleOptions | null | undefined): P.Parser<ASTNode> {
  const o = optionsOf(options, PARSER_OPTIONS);
  const rule = findRule(name, rfcOption(o, 'grammar.parser'), 'grammar.parser');
  const grammar = grammarOption(o, 'grammar.parser');
  const compiled = parserFor(rule, grammar ?? null);
  const made = wrappers.get(compiled);
  if (made) return made;
  const label = labelOf(rule);
  // Parsimmon calls this at any index of the input of the user's parser; every reply is a fresh
  // `P.makeSuccess`/`P.makeFailure` object (Parsimmon's `desc` and `lookahead` write into replies).
  const parser = P((input, i) => {
    const node = typeof input === 'string' ? compiled.parseAt(input, i) : null;
    if (!node) return P.makeFailure(i, label);
    // The range and semantic checks of `parseRule` (an RFC 1738 port over 65535, an IPv4 octet over 255,
    // the IPv6 group count), settled as `parseRule` settles them: where another reading of the
    // same text holds no such value (RFC 1738 `schemepart = *xchar | ip-schemepart`), that reading
    // is the value, the node `parseRule` returns; where every reading holds the problem, a
    // failure where the check points.
    const { ast, problems } = settle(input, rule.key, node);
    const problem = problems[0];
    if (problem) return P.makeFailure(problem.offset, problem.message);
    return P.makeSuccess(ast.end, ast);
  });
  wrappers.set(compiled, parser);
  return parser;
}

/**
 * The Parsimmon parser `grammar.parser` made of each compiled rule (`parserFor` compiles and keeps
 * the rule; this keeps the wrapper around it, so that one rule and profile give one parser).
 */
const wrappers = new WeakMap<CompiledGrammar, P.Parser<ASTNode>>();

/**
 * Grammar introspection: every rule, and one rule printed as ABNF.
 *
 * @example
 * ```ts
 * grammar.abnf('hostname', { rfc: 1738 }); // 'hostname = *( domainlabel "." ) toplabel'
 * grammar.rules.filter((r) => r.rfc === 1808).length; // 30
 * ```
 */
export const grammar = {
  /** Every rule, in each RFC's own order. */
  get rules(): readonly RuleInfo[] {
    return allRules().map((r) => ({
      name: r.name,
      rfc: r.rfc,
      section: r.section,
      text: r.text,
      abnf: printAbnf(r),
      printed: printRfc(r),
      deviation: [r.pegNote, r.langNote].filter(Boolean).join(' ') || null,
      body: r.body,
    }));
  },
  /** One rule as normalised ABNF. */
  abnf(name: string, options?: { rfc?: RFC } | null): string {
    return printAbnf(findRule(name, rfcOption(optionsOf(options, ABNF_OPTIONS), 'grammar.abnf'), 'grammar.abnf'));
  },
  /** One rule in its RFC's own notation, printed from the combinators. */
  rfcText(name: string, options?: { rfc?: RFC } | null): string {
    return printRfc(findRule(name, rfcOption(optionsOf(options, RFC_TEXT_OPTIONS), 'grammar.rfcText'), 'grammar.rfcText'));
  },
  /**
   * One rule as a Parsimmon parser, to compose into your own Parsimmon grammar with Parsimmon's
   * public API (`P.seq`, `P.alt`, `P.sepBy`, `.map`, `.chain`, `.desc`, `.many`, `.tryParse`...).
   *
   * The parser reads the longest prefix the rule reads from where it is called (the rules are
   * ordered choice and greedy repetition, as Parsimmon's combinators are, and never backtrack
   * into what they read), and yields the rule's AST node, with `start`/`end` spans into the whole
   * input your parser runs on. A rule reads a URL's characters only: put the URL between
   * delimiters it cannot hold (`<` `>`, a space, a `"`). Note that RFC 1738 and RFC 1808 allow
   * `(`, `)`, `,` and `;` inside URLs. As with `parseRule`, an RFC 1738 port over 65535 (the
   * later RFCs' ports are unbounded), an IPv4 octet over 255 or a wrong IPv6 group count fails, where the check points, with the report's message,
   * unless another reading of the same text holds no such value: then the parser yields that
   * reading, the node `parseRule` returns (RFC 1738 `schemepart` on `//host:99999/` is a plain
   * `*xchar` string, not an `ip-schemepart` with that port).
   * Otherwise a failure is at the parser's own position, expecting the rule (`URL (RFC 1808)`);
   * for the ABNF-traced reason, run `parseRule` on the text.
   *
   * The parser is an instance of the `parsimmon` package this package depends on (1.18.1, whose
   * combinators check `instanceof`): import `parsimmon` with a range that admits that version,
   * so that your package manager gives you the same copy.
   *
   * @param name - The rule's name, as the RFC spells it (`URL`, `hostport`, `IPv6address`).
   * @param options - `rfc`: the RFC that defines the rule, needed when several do; `grammar`:
   *   read the rule inside a start symbol's extensions, as `parseRule` does.
   * @throws GrammarError for an unknown rule or grammar, or an ambiguous name with no `rfc`.
   *
   * @example
   * ```ts
   * import P from 'parsimmon';
   * const url = grammar.parser('URL', { rfc: 1808 });
   * const angled = P.string('<').then(url).skip(P.string('>'));
   * const urls = P.sepBy(angled, P.string(',').trim(P.optWhitespace));
   * urls.tryParse('<http://a/b>, <../c?d>').map((n) => [n.text, n.start, n.end]); // [['http://a/b', 1, 11], ['../c?d', 15, 21]]
   * url.parse('http://a/b c').status; // false: the space is not a URL character
   * grammar.parser('hostport', { rfc: 1738 }).map((n) => n.children.map((c) => c.type)).tryParse('example.org:80'); // ['host', 'port']
   * grammar.parser('nosuchrule', { rfc: 1738 }); // throws GrammarError
   * ```
   */
  parser(name: string, options?: ParseRuleOptions | null): P.Parser<ASTNode> {
    return ruleParser(name, options);
  },
};
