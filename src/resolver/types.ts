/**
 * Shared types of the resolvers: dot-segment steps, resolution steps, the component records and the
 * closed list of resolution errors.
 *
 * Imports go one way: this module imports only the type of the parser's
 * report (attached to RFC 1808 grammar failures); `dots.ts`, `rfc3986.ts`, `browser.ts` and
 * `rfc1808.ts` import it.
 *
 * @module
 */

import { ArgumentError, checkString, typeName } from '../../grammar/index.js';
import type { URLErrorReport } from '../diagnostics/types.js';

// ---------------------------------------------------------------------------------------------
// Dot-segment removal
// ---------------------------------------------------------------------------------------------

/**
 * The specification whose dot-segment rules {@link removeDotSegments} follows.
 *
 * - `'rfc1808'`: RFC 1808 §4 step 6, rules a) to d), as string pattern rules on the merged path.
 * - `'rfc3986'`: RFC 3986 §5.2.4, rules 2A to 2E, with an input buffer and an output buffer.
 *
 * @example
 * ```ts
 * const spec: DotSpec = 'rfc1808';
 * ```
 */
export type DotSpec = 'rfc1808' | 'rfc3986';

/**
 * The rules of RFC 1808 §4 step 6 that {@link removeDotSegments} cites. Step 6 begins with the
 * merge, which the resolver performs; the dot rules are a) to d).
 *
 * @example
 * ```ts
 * const rule: Rfc1808DotRule = 'RFC 1808 §4 step 6c';
 * ```
 */
export type Rfc1808DotRule =
  | 'RFC 1808 §4 step 6a'
  | 'RFC 1808 §4 step 6b'
  | 'RFC 1808 §4 step 6c'
  | 'RFC 1808 §4 step 6d';

/**
 * The rules of RFC 3986 §5.2.4 that {@link removeDotSegments} cites: `1` (initialise the buffers)
 * and `2A` to `2E` (one iteration of the loop each). Step 3 (return the output buffer) is the
 * function's return value and has no step of its own, as in the RFC's worked-example table.
 *
 * @example
 * ```ts
 * const rule: Rfc3986DotRule = 'RFC 3986 §5.2.4 2C';
 * ```
 */
export type Rfc3986DotRule =
  | 'RFC 3986 §5.2.4 1'
  | 'RFC 3986 §5.2.4 2A'
  | 'RFC 3986 §5.2.4 2B'
  | 'RFC 3986 §5.2.4 2C'
  | 'RFC 3986 §5.2.4 2D'
  | 'RFC 3986 §5.2.4 2E';

/**
 * The two string buffers of RFC 3986 §5.2.4 at one moment of the algorithm.
 *
 * @example
 * ```ts
 * const state: DotBuffers = { output: '/a/b/c', input: '/./../../g' };
 * ```
 */
export interface DotBuffers {
  /** The output buffer: the path built so far. */
  readonly output: string;
  /** The input buffer: what remains to be processed. */
  readonly input: string;
}

/**
 * One application of an RFC 1808 §4 step 6 rule: the whole path before and after it. Rules a), b)
 * and d) are one step each (a) removes all its occurrences at once, as the RFC words it); rule c)
 * is one step per iteration, the leftmost `<segment>/../` first, as the RFC prescribes. A rule
 * that matches nothing records no step.
 *
 * @example
 * ```ts
 * const step: Rfc1808DotStep = {
 *   spec: 'rfc1808', rule: 'RFC 1808 §4 step 6c', before: 'b/c/../g', after: 'b/g',
 * };
 * ```
 */
export interface Rfc1808DotStep {
  readonly spec: 'rfc1808';
  readonly rule: Rfc1808DotRule;
  /** The path before the rule was applied. */
  readonly before: string;
  /** The path after the rule was applied. */
  readonly after: string;
}

/**
 * One step of RFC 3986 §5.2.4: the rule and both buffers before and after it. The rows of the
 * RFC's worked-example table are `(rule, after.output, after.input)` for each step in order.
 *
 * @example
 * ```ts
 * const step: Rfc3986DotStep = {
 *   spec: 'rfc3986', rule: 'RFC 3986 §5.2.4 2C',
 *   before: { output: 'mid/content=5', input: '/../6' },
 *   after: { output: 'mid', input: '/6' },
 * };
 * ```
 */
export interface Rfc3986DotStep {
  readonly spec: 'rfc3986';
  readonly rule: Rfc3986DotRule;
  /** The buffers before the step (both empty for step 1, which initialises them). */
  readonly before: DotBuffers;
  /** The buffers after the step. */
  readonly after: DotBuffers;
}

/**
 * A step of either dot-segment algorithm; `spec` tells them apart.
 *
 * @example
 * ```ts
 * function describe(step: DotStep): string {
 *   return step.spec === 'rfc1808'
 *     ? `${step.rule}: ${step.before} -> ${step.after}`
 *     : `${step.rule}: ${step.after.output} | ${step.after.input}`;
 * }
 * ```
 */
export type DotStep = Rfc1808DotStep | Rfc3986DotStep;

// ---------------------------------------------------------------------------------------------
// Resolution traces
// ---------------------------------------------------------------------------------------------

/**
 * A gap in the browser draft (draft-abarth-url-00) that `resolve` under `spec: 'abarth-url-00'` filled: what the
 * draft leaves open (its TODO, or a term it never defines) and the rule used instead.
 *
 * @example
 * ```ts
 * const gap: GapFilled = {
 *   todo: '§4.6 "TODO: Handle path-relative URLs"',
 *   filledWith: 'RFC 3986 §5.2.3 merge and §5.2.4 remove_dot_segments',
 * };
 * ```
 */
export interface GapFilled {
  /** The draft's own words for what it leaves open, with its section. */
  readonly todo: string;
  /** The rule applied instead, and where it comes from. */
  readonly filledWith: string;
}

/**
 * One step of a resolution trace: the rule cited (spec, section and the pseudocode line or step
 * name), the values it read or set, the dot-segment steps when the rule is `remove_dot_segments`,
 * and the gap filled when the rule is not the draft's own.
 *
 * @example
 * ```ts
 * const step: ResolutionStep = {
 *   rule: 'RFC 3986 §5.2.2 T.path = merge(Base.path, R.path)',
 *   values: { 'Base.path': '/b/c/d;p', 'R.path': 'g', 'T.path': '/b/c/g' },
 * };
 * ```
 */
export interface ResolutionStep {
  readonly rule: string;
  readonly values: Readonly<Record<string, string | null>>;
  readonly dots?: readonly DotStep[];
  readonly gap?: GapFilled;
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/**
 * The closed list of errors that `resolve` raises under `spec: 'rfc3986'` and `'abarth-url-00'`. Each
 * documents where its `index` points.
 *
 * - `'base.not-absolute'`: the base has no scheme (RFC 3986 §5.2.1: "only the scheme component is
 *   required to be present in a base URI"; draft-abarth-url-00 §3.1: with no ":" "the URL is
 *   invalid"). `index` is 0, the start of the base.
 * - `'base.scheme-invalid'`: the base has a scheme delimiter, but what precedes it is not
 *   `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986 §3.1; a base must be an
 *   absolute-URI, §5.1). `index` points at the first character of the scheme that breaks the rule.
 * - `'base.syntax'`, `'reference.syntax'` (`resolve3986` with `strict: true` given): the base is
 *   not an RFC 3986 `absolute-URI`, or the reference not a `URI-reference`. `index` is the
 *   report's `offset`; `report` is attached.
 * - `'result.syntax'` (`resolve3986` with `strict: true` given): the recomposed target is not an
 *   RFC 3986 `URI` (`input` is the target). Not expected: the resolver keeps a target's meaning
 *   (its `warnings`); the check is there so that strict means strict both ways.
 *
 * The RFC 1808 resolver has its own list, {@link Rfc1808ResolutionErrorCode}; a
 * {@link ResolutionError} carries either ({@link AnyResolutionErrorCode}).
 *
 * @example
 * ```ts
 * const code: ResolutionErrorCode = 'base.not-absolute';
 * ```
 */
export type ResolutionErrorCode = (typeof RESOLUTION_ERROR_CODES)[number];

/**
 * Every {@link ResolutionErrorCode}, for exhaustiveness tests: the list the type is read from.
 *
 * @example
 * ```ts
 * for (const code of RESOLUTION_ERROR_CODES) console.log(code);
 * ```
 */
export const RESOLUTION_ERROR_CODES = ['base.not-absolute', 'base.scheme-invalid', 'base.syntax', 'reference.syntax', 'result.syntax'] as const;

/**
 * The closed list of errors that the RFC 1808 §4 resolver (`resolve1808`, or `resolve` with
 * `spec: 'rfc1808'`) raises. The base is checked first (steps 1 and 2), then the reference. Each
 * documents its `input` (the base or the reference) and where its `index` points.
 *
 * - `'base.empty'`: RFC 1808 §4 step 1: the base URL is the empty string (unknown), so "the
 *   embedded URL is interpreted as an absolute URL", but the reference is relative (it has no
 *   scheme). `input` is the reference; `index` is 0.
 * - `'base.syntax'`: the base is not an RFC 1808 §2.2 `URL` (with the RFC 2732 `net_loc`).
 *   `input` is the base; `index` is the parser's report `offset`; `report` is attached.
 * - `'base.not-absolute'`: the base parses, but as a `relativeURL`: it has no scheme, and step 2c
 *   has no scheme to inherit. `input` is the base; `index` is 0.
 * - `'base.opaque'`: the base parses only by the opaque alternative of `absoluteURL`,
 *   `scheme ":" *( uchar | reserved )`, not as a `generic-RL`, so it has no `net_loc`, path,
 *   params or query to inherit (§2.3: "Relative URLs can be used with these schemes whenever the
 *   applicable base URL follows the generic-RL syntax"). `input` is the base; `index` is where
 *   `generic-RL` fails to read on, and `report` is the parser's report for `generic-RL`.
 * - `'base.not-hierarchical'`: the base's scheme is one that RFC 1808 §2.3 says is "never used
 *   with relative URLs": `mailto`, `news`, `telnet` (ASCII case-insensitive). `input` is the base;
 *   `index` is 0, the start of the scheme.
 * - `'reference.syntax'`: the reference is not an RFC 1808 §2.2 `URL`. `input` is the reference;
 *   `index` is the report's `offset`; `report` is attached.
 *
 * @example
 * ```ts
 * const code: Rfc1808ResolutionErrorCode = 'base.not-hierarchical'; // base "mailto:a@b"
 * ```
 */
export type Rfc1808ResolutionErrorCode = (typeof RFC1808_RESOLUTION_ERROR_CODES)[number];

/**
 * Every {@link Rfc1808ResolutionErrorCode}, in the order the resolver checks them, for
 * exhaustiveness tests: the list the type is read from.
 *
 * @example
 * ```ts
 * RFC1808_RESOLUTION_ERROR_CODES.includes('reference.syntax'); // true
 * ```
 */
export const RFC1808_RESOLUTION_ERROR_CODES = [
  'base.empty',
  'base.syntax',
  'base.not-absolute',
  'base.opaque',
  'base.not-hierarchical',
  'reference.syntax',
] as const;

/**
 * Any resolution error code: the union of {@link ResolutionErrorCode} (RFC 3986 and the browser
 * draft) and {@link Rfc1808ResolutionErrorCode}.
 *
 * @example
 * ```ts
 * function isBaseError(code: AnyResolutionErrorCode): boolean {
 *   return code.startsWith('base.');
 * }
 * ```
 */
export type AnyResolutionErrorCode = ResolutionErrorCode | Rfc1808ResolutionErrorCode;

/**
 * Every {@link AnyResolutionErrorCode}, each once.
 *
 * @example
 * ```ts
 * ALL_RESOLUTION_ERROR_CODES.length; // 8
 * ```
 */
export const ALL_RESOLUTION_ERROR_CODES: readonly AnyResolutionErrorCode[] = [
  ...new Set<AnyResolutionErrorCode>([...RESOLUTION_ERROR_CODES, ...RFC1808_RESOLUTION_ERROR_CODES]),
];

/**
 * A resolution that cannot start: the base is not usable, or (RFC 1808) the reference is not in
 * the grammar. Carries the closed `code`, the `reason` (a sentence citing the rule), the offending
 * `input` and the `index` into it (see {@link ResolutionErrorCode} and
 * {@link Rfc1808ResolutionErrorCode} for where each code's index points), and, for a grammar
 * failure, the parser's traced `report` (else `null`).
 *
 * @example
 * ```ts
 * try {
 *   resolve('/relative/base', 'g');
 * } catch (e) {
 *   if (e instanceof ResolutionError) console.log(e.code, e.index, e.reason);
 *   // 'base.not-absolute' 0 'RFC 3986 §5.2.1: ...'
 * }
 * ```
 */
export class ResolutionError extends Error {
  override readonly name = 'ResolutionError';
  readonly code: AnyResolutionErrorCode;
  readonly reason: string;
  readonly input: string;
  readonly index: number;
  /** The parser's report when the input is not in the grammar (`'base.syntax'`, `'base.opaque'`, `'reference.syntax'`); else `null`. */
  readonly report: URLErrorReport | null;

  constructor(code: AnyResolutionErrorCode, reason: string, input: string, index: number, report: URLErrorReport | null = null) {
    checkString(code, 'ResolutionError', 'the code');
    checkString(reason, 'ResolutionError', 'the reason');
    checkString(input, 'ResolutionError', 'the input');
    if (typeof index !== 'number') throw new ArgumentError(`ResolutionError: the index must be a number, not ${typeName(index)}`);
    if (report !== null && typeof report !== 'object') throw new ArgumentError(`ResolutionError: the report must be an object or null, not ${typeName(report)}`);
    super(`${code} at ${index}: ${reason}`);
    this.code = code;
    this.reason = reason;
    this.input = input;
    this.index = index;
    this.report = report;
  }
}
