/**
 * The vocabulary of normalization (RFC 3986 §6.2's comparison ladder, the steps with their
 * sections and levels, the default ports of RFC 3986 §6.2.3), its options, results and error,
 * and the options read into the settings the steps (steps.ts) and the equivalence
 * (equivalence.ts) run with.
 */
import { ArgumentError, checkString, choiceOf, defaultPortOf, optionOf, optionsOf, optionsSpec, schemesWhere } from '../../grammar/index.js';
import type { URLErrorReport } from '../diagnostics/types.js';
import type { URLComponents } from '../record/index.js';

/**
 * A rung of RFC 3986 §6.2's comparison ladder: `'string'` (§6.2.1 simple string comparison),
 * `'syntax'` (§6.2.2 syntax-based normalization), `'scheme'` (§6.2.3 scheme-based, which
 * includes syntax).
 *
 * @example
 * ```ts
 * const level: NormalizeLevel = 'syntax';
 * ```
 */
export type NormalizeLevel = 'string' | 'syntax' | 'scheme';

/**
 * The levels, lowest first.
 *
 * @example
 * ```ts
 * NORMALIZE_LEVELS.includes('scheme'); // true
 * ```
 */
export const NORMALIZE_LEVELS: readonly NormalizeLevel[] = Object.freeze(['string', 'syntax', 'scheme']);

/**
 * A step of normalization, by name: what `steps` turns on or off, and what a traced step names.
 *
 * | step | section | level | by default |
 * |---|---|---|---|
 * | `'case'` | RFC 3986 §6.2.2.1 | syntax | on: scheme and host lowercased, hex digits of escapes uppercased |
 * | `'percent-encoding'` | RFC 3986 §6.2.2.2 | syntax | on: escapes of unreserved characters decoded |
 * | `'dot-segments'` | RFC 3986 §6.2.2.3 | syntax | on: `remove_dot_segments` on the path |
 * | `'characters'` | RFC 3987 §5.3.2.2 | syntax | off: NFC (the RFC says equivalence MUST assume IRIs already are) |
 * | `'ipv6'` | RFC 5952 §4 | syntax | off: an IPv6 address in its canonical text (beyond RFC 3986) |
 * | `'empty-port'` | RFC 3986 §3.2.3, §6.2.3 | scheme | on: a ":" with no port removed |
 * | `'default-port'` | RFC 3986 §6.2.3 | scheme | on: the scheme's default port removed (`DEFAULT_PORTS`) |
 * | `'empty-path'` | RFC 3986 §6.2.3 | scheme | on: an empty path after an authority made "/" |
 * | `'idn'` | RFC 3987 §5.3.3 | scheme | on (IRIs): an internationalized host in its UTS #46 Unicode form (skipped, with a traced `skipped` entry, where UTS #46 reports an error) |
 *
 * An ACE label (`xn--`) is US-ASCII: `'case'` lowercases it like any `reg-name` (RFC 3986 §6.2.2.1),
 * valid punycode or not.
 *
 * @example
 * ```ts
 * const off: NormalizeStepName = 'dot-segments';
 * ```
 */
export type NormalizeStepName = 'case' | 'percent-encoding' | 'dot-segments' | 'characters' | 'ipv6' | 'empty-port' | 'default-port' | 'empty-path' | 'idn';

/**
 * Every step, in the order they run.
 *
 * @example
 * ```ts
 * NORMALIZE_STEPS[0]; // 'characters'
 * ```
 */
export const NORMALIZE_STEPS: readonly NormalizeStepName[] = Object.freeze(['characters', 'case', 'percent-encoding', 'dot-segments', 'ipv6', 'empty-port', 'default-port', 'empty-path', 'idn']);

/**
 * Each step's level (the lowest that runs it), section, whether it runs when `steps` does not name
 * it, and whether it applies to IRIs only (`grammar: 'rfc3987'`). A step above the level asked for,
 * or an IRI step under `rfc3986`, does not run whatever `steps` says.
 *
 * @example
 * ```ts
 * NORMALIZE_STEP_INFO['default-port'].level; // 'scheme'
 * NORMALIZE_STEP_INFO.characters.on;          // false
 * ```
 */
export const NORMALIZE_STEP_INFO: Readonly<Record<NormalizeStepName, { readonly level: 'syntax' | 'scheme'; readonly section: string; readonly on: boolean; readonly iriOnly: boolean }>> = Object.freeze({
  characters: { level: 'syntax', section: 'RFC 3987 §5.3.2.2', on: false, iriOnly: true },
  case: { level: 'syntax', section: 'RFC 3986 §6.2.2.1', on: true, iriOnly: false },
  'percent-encoding': { level: 'syntax', section: 'RFC 3986 §6.2.2.2', on: true, iriOnly: false },
  'dot-segments': { level: 'syntax', section: 'RFC 3986 §6.2.2.3', on: true, iriOnly: false },
  ipv6: { level: 'syntax', section: 'RFC 5952 §4', on: false, iriOnly: false },
  'empty-port': { level: 'scheme', section: 'RFC 3986 §3.2.3, §6.2.3', on: true, iriOnly: false },
  'default-port': { level: 'scheme', section: 'RFC 3986 §6.2.3', on: true, iriOnly: false },
  'empty-path': { level: 'scheme', section: 'RFC 3986 §6.2.3', on: true, iriOnly: false },
  idn: { level: 'scheme', section: 'RFC 3987 §5.3.3', on: true, iriOnly: true },
});
const STEP_INFO = NORMALIZE_STEP_INFO;

/**
 * The default ports `'default-port'` removes, with the specification that defines each (RFC 3986
 * §6.2.3 leaves them to "the scheme's default"): the `port` column of grammar/scheme-facts.ts. Read-only.
 *
 * @example
 * ```ts
 * DEFAULT_PORTS.https; // { port: 443, spec: 'RFC 2818 §2.3; RFC 9110 §4.2.2' }
 * ```
 */
export const DEFAULT_PORTS: Readonly<Record<string, { readonly port: number; readonly spec: string }>> = Object.freeze(
  Object.fromEntries(schemesWhere((f) => f.port !== undefined).map((s) => [s, defaultPortOf(s)!])),
);

/**
 * Options of {@link normalize} and {@link equivalent}.
 *
 * @example
 * ```ts
 * const options: NormalizeOptions = { level: 'syntax', escapedDots: 'keep', trace: true };
 * ```
 */
export interface NormalizeOptions {
  /** `'rfc3986'` (default: URIs) or `'rfc3987'` (IRIs). */
  readonly grammar?: 'rfc3986' | 'rfc3987';
  /** The start symbol the input must match: `'URI'` (default; `'IRI'` under rfc3987), `'URI-reference'`, `'absolute-URI'` (or their IRI names). */
  readonly start?: 'URI' | 'URI-reference' | 'absolute-URI' | 'IRI' | 'IRI-reference' | 'absolute-IRI';
  /** The rung of the ladder: `'string'`, `'syntax'` or `'scheme'` (default, which includes syntax). */
  readonly level?: NormalizeLevel;
  /** Turn steps on or off by name (`{ 'dot-segments': false, ipv6: true }`); a step above `level` stays off. */
  readonly steps?: Readonly<Partial<Record<NormalizeStepName, boolean>>>;
  /**
   * Escaped dots (`%2E`) in the path: `'decode'` (default, RFC 3986 §6.2.2.2: "." is unreserved, so
   * `%2E` is decoded, and `/%2E%2E/` is then a dot segment that `'dot-segments'` removes) or
   * `'keep'` (the conservative reading some servers and fast-uri take after path-traversal
   * advisories: `%2E` stays, uppercased, and is never a dot segment). An escaped slash (`%2F`)
   * stays escaped under both: "/" is reserved, and decoding it would split a segment.
   */
  readonly escapedDots?: 'decode' | 'keep';
  /** Record each step applied (`steps` of the result). Default false. */
  readonly trace?: boolean;
}

/**
 * A step applied, as `{ trace: true }` records it: its name, section, the component it changed,
 * and `edits` of the URL before it (`[start, end)` replaced by `text`, in that URL's UTF-16
 * offsets), so that applying them to `before` gives `after`. A step due but skipped (`'idn'` on a
 * host UTS #46 reports an error for) is recorded with `skipped`, no edits and `after` = `before`.
 *
 * @example
 * ```ts
 * normalize('HTTP://a/%7e', { trace: true }).steps[0];
 * // { step: 'case', section: 'RFC 3986 §6.2.2.1', component: 'scheme', before: 'HTTP://a/%7e',
 * //   after: 'http://a/%7e', edits: [{ start: 0, end: 4, text: 'http' }] }
 * ```
 */
export interface NormalizeStep {
  readonly step: NormalizeStepName | 'meaning';
  readonly section: string;
  readonly component: 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';
  readonly before: string;
  readonly after: string;
  readonly edits: ReadonlyArray<{ readonly start: number; readonly end: number; readonly text: string }>;
  /**
   * Present on a step that was due but did not apply, saying why (then `before` is `after` and
   * `edits` is empty): the `'idn'` step on a host UTS #46 reports an error for.
   */
  readonly skipped?: string;
}

/**
 * What {@link normalize} returns: the normalized URI (`href`), its component record, and the steps
 * (with `trace: true`; else empty).
 *
 * @example
 * ```ts
 * const n: Normalization = normalize('HTTP://Example.COM:80/%7Esmith/./home.html');
 * n.href; // 'http://example.com/~smith/home.html'
 * ```
 */
export interface Normalization {
  readonly href: string;
  readonly components: URLComponents;
  readonly steps: readonly NormalizeStep[];
}

/**
 * Thrown by {@link normalize}: `'syntax'` when the input is not valid under the grammar and start
 * symbol (the parser's `report` says why: normalization is defined on URIs, not on arbitrary
 * strings), `'meaning'` if the normalized URI would not re-parse to the input's components (a
 * defect of this library, which the tests look for; never expected on valid input).
 * {@link equivalent} does not throw it for an invalid input (the answer is `false`);
 * {@link equivalence} hands it back in `errors`.
 *
 * @example
 * ```ts
 * try { normalize('http://a b/'); } catch (e) { if (e instanceof NormalizationError) e.code; } // 'syntax'
 * ```
 */
export class NormalizationError extends Error {
  override readonly name = 'NormalizationError';
  /** `'syntax'` or `'meaning'`. */
  readonly code: 'syntax' | 'meaning';
  /** The input. */
  readonly input: string;
  /** The parser's report (for `'syntax'`); else null. */
  readonly report: URLErrorReport | null;
  constructor(code: 'syntax' | 'meaning', message: string, input: string, report: URLErrorReport | null = null) {
    checkString(code, 'NormalizationError', 'the code');
    if (code !== 'syntax' && code !== 'meaning') throw new ArgumentError(`NormalizationError: the code must be 'syntax' or 'meaning', not ${JSON.stringify(code)}`);
    checkString(message, 'NormalizationError', 'the message');
    checkString(input, 'NormalizationError', 'the input');
    if (report !== null && typeof report !== 'object') throw new ArgumentError(`NormalizationError: the report must be an object or null, not ${typeof report}`);
    super(message);
    this.code = code;
    this.input = input;
    this.report = report;
  }
}

const OPTIONS = optionsSpec<NormalizeOptions>('normalize', { grammar: true, start: true, level: true, steps: true, escapedDots: true, trace: true });
const EQUIVALENT_OPTIONS = optionsSpec<Omit<NormalizeOptions, 'trace'>>('equivalent', { grammar: true, start: true, level: true, steps: true, escapedDots: true });
const EQUIVALENCE_OPTIONS = optionsSpec<Omit<NormalizeOptions, 'trace'>>('equivalence', { grammar: true, start: true, level: true, steps: true, escapedDots: true });

/** The steps that run under `level` and `steps`. */
function stepsOn(level: NormalizeLevel, steps: Readonly<Partial<Record<NormalizeStepName, boolean>>> | undefined, grammar: 'rfc3986' | 'rfc3987'): ReadonlySet<NormalizeStepName> {
  if (steps === undefined) {
    const key = `${level} ${grammar}`;
    let on = DEFAULT_STEPS.get(key);
    if (on === undefined) DEFAULT_STEPS.set(key, (on = stepsOf(level, undefined, grammar)));
    return on;
  }
  return stepsOf(level, steps, grammar);
}

/** The steps of each level and grammar when `steps` names none. */
const DEFAULT_STEPS = new Map<string, ReadonlySet<NormalizeStepName>>();

function stepsOf(level: NormalizeLevel, steps: Readonly<Partial<Record<NormalizeStepName, boolean>>> | undefined, grammar: 'rfc3986' | 'rfc3987'): Set<NormalizeStepName> {
  const on = new Set<NormalizeStepName>();
  if (level === 'string') return on;
  for (const name of NORMALIZE_STEPS) {
    const info = STEP_INFO[name];
    if (info.level === 'scheme' && level !== 'scheme') continue;
    if (info.iriOnly && grammar !== 'rfc3987') continue;
    if (steps?.[name] ?? info.on) on.add(name);
  }
  return on;
}

/** The settings of no options, made once. */
let DEFAULT_SETTINGS: Settings | null = null;
/** The option values, checked. @internal */
export type Settings = ReturnType<typeof settingsOf>;

/** The function whose options are read (its name starts the messages of their errors). */
type OptionsOf = 'normalize' | 'equivalent' | 'equivalence';

/** The settings `options` give `fn` (those of no options made once). @internal */
export function settings(options: NormalizeOptions | null | undefined, fn: OptionsOf): Settings {
  if (options === undefined || options === null) return (DEFAULT_SETTINGS ??= settingsOf(null, fn));
  return settingsOf(options, fn);
}

function settingsOf(options: NormalizeOptions | null | undefined, fn: OptionsOf) {
  const o = optionsOf(options, fn === 'normalize' ? OPTIONS : fn === 'equivalent' ? EQUIVALENT_OPTIONS : EQUIVALENCE_OPTIONS) as Partial<NormalizeOptions>;
  const grammar = choiceOf(o, 'grammar', ['rfc3986', 'rfc3987'] as const, fn) ?? 'rfc3986';
  const startNames = grammar === 'rfc3986' ? (['URI', 'URI-reference', 'absolute-URI'] as const) : (['IRI', 'IRI-reference', 'absolute-IRI'] as const);
  const start = choiceOf(o, 'start', startNames as readonly string[], fn) ?? startNames[0];
  const level = choiceOf(o, 'level', NORMALIZE_LEVELS, fn) ?? 'scheme';
  const escapedDots = choiceOf(o, 'escapedDots', ['decode', 'keep'] as const, fn) ?? 'decode';
  const trace = fn === 'normalize' ? (optionOf(o, 'trace', 'boolean', fn) ?? false) : false;
  const steps = o.steps;
  if (steps !== undefined && steps !== null) {
    if (typeof steps !== 'object') throw new ArgumentError(`${fn}: option 'steps' must be an object, not ${typeof steps}`);
    for (const [k, v] of Object.entries(steps)) {
      if (!(NORMALIZE_STEPS as readonly string[]).includes(k)) throw new ArgumentError(`${fn}: unknown step ${JSON.stringify(k)} in 'steps'; the steps are ${NORMALIZE_STEPS.join(', ')}`);
      if (typeof v !== 'boolean') throw new ArgumentError(`${fn}: step '${k}' must be true or false, not ${typeof v}`);
    }
  }
  return { grammar, start, level, escapedDots, trace, on: stepsOn(level, steps ?? undefined, grammar) };
}
