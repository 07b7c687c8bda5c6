/**
 * Dot-segment removal, transcribed from the two specifications that define it:
 *
 * - RFC 1808 §4 step 6, rules a) to d): string pattern rules applied in order to the merged path.
 * - RFC 3986 §5.2.4, rules 2A to 2E: a loop over an input buffer and an output buffer.
 *
 * Both run in time linear in the length of the path. Neither slices the whole buffer per step:
 *
 * - RFC 3986: the input buffer is the original path and an index into it (plus a flag for the one
 *   state that is not a suffix of the path, the bare `"/"` that rules 2B and 2C leave when they
 *   replace a final `"/."` or `"/.."`); the output buffer is a persistent stack of the segments
 *   rule 2E moved, each with its leading `"/"`, so rule 2C's "remove the last segment and its
 *   preceding '/'" is a pop.
 * - RFC 1808: the path is split into complete segments once; rule a) and b) are one pass each;
 *   rule c)'s iteration ("removing the leftmost matching pattern on each iteration") is a stack
 *   pass, because the leftmost `<segment>/../` is always the one whose `..` is leftmost among the
 *   removable ones, which is the order a left-to-right stack meets them; rule d) looks at the top.
 *
 * Steps are recorded in O(1) each: a step holds the index and a snapshot of the persistent stack,
 * and its `before`/`after` strings are built on first read (then cached). They are class instances
 * whose `before`/`after` are prototype getters, so a deep equality must read them (or compare
 * `JSON.parse(JSON.stringify(step))`: `toJSON()` gives the plain `{ spec, rule, before, after }`). Recording is therefore
 * linear; reading every string of every step is as large as the table it describes (quadratic for
 * adversarial inputs such as 100,000 `../`, by nature of the output). Pass `{ trace: false }` to
 * record no steps at all.
 *
 * @module
 */

import { assertNever } from '../../grammar/engine/dsl.js';
import { checkString, choiceOf, optionOf, optionsOf, optionsSpec, printsResolved } from '../../grammar/core.js';
import type {
  DotBuffers,
  DotSpec,
  DotStep,
  Rfc1808DotRule,
  Rfc1808DotStep,
  Rfc3986DotRule,
  Rfc3986DotStep,
} from './types.js';

const DOT_SPECS: readonly DotSpec[] = ['rfc1808', 'rfc3986'];

/**
 * Options of {@link removeDotSegments}.
 *
 * @example
 * ```ts
 * const options: DotOptions = { spec: 'rfc1808', trace: false };
 * ```
 */
export interface DotOptions {
  /** Which specification's rules to apply. Default `'rfc3986'`. */
  readonly spec?: DotSpec;
  /** Record the steps. Default `true`; `false` returns `steps: []`. */
  readonly trace?: boolean;
}

const DOT_OPTIONS = optionsSpec<DotOptions>('removeDotSegments', { spec: true, trace: true });

/**
 * The result of {@link removeDotSegments}: the path and the steps that produced it.
 *
 * @example
 * ```ts
 * const result: DotResult<Rfc3986DotStep> = removeDotSegments('/a/./b');
 * result.path; // '/a/b'
 * ```
 */
export interface DotResult<S extends DotStep = DotStep> {
  readonly path: string;
  readonly steps: readonly S[];
}

/**
 * Removes the `.` and `..` complete path segments of `path` by the rules of RFC 1808 §4 step 6
 * (`spec: 'rfc1808'`) or RFC 3986 §5.2.4 (`spec: 'rfc3986'`, the default), and returns the path with
 * the steps that cite each rule applied.
 *
 * RFC 1808 applies to the path as its §2.4.6 parses it, without the initial slash ("Even though the
 * initial slash is not part of the URL path, the parser must remember whether or not it was
 * present"): a leading `"/"` of `path` is set aside and put back, so `"/../g"` keeps its `".."`,
 * exactly as the rules leave a leading `".."` of a relative path. The rules change only complete
 * segments: `"g."`, `".g"`, `"g.."` and `"..g"` stay.
 *
 * RFC 3986 removes every `.` and `..` complete segment; a `..` with nothing left to remove is
 * dropped (rules 2A, 2C, 2D).
 *
 * Both are idempotent (property-tested; no counterexample in 300,000 random paths either). RFC
 * 3986: every segment in the output was moved by rule 2E, which never moves a complete `.` or
 * `..`, so a second pass only applies 2E. RFC 1808: after a) no `.` is followed by `/`, after b)
 * none ends the path, c) runs until no `<segment>/../` remains and d) leaves a path that ends in
 * `/` or is empty, so no rule matches the result; the leading `..` segments it keeps match none.
 *
 * Linear time in `path.length`; see the module comment for how steps are recorded lazily.
 *
 * @param path - The merged path (RFC 1808 §4 step 6 / RFC 3986 §5.2.2 `T.path`).
 * @param options - `spec` (default `'rfc3986'`) and `trace` (default `true`).
 *
 * @example
 * ```ts
 * removeDotSegments('/a/b/c/./../../g').path;                   // '/a/g'
 * removeDotSegments('b/c/../../../g', { spec: 'rfc1808' }).path; // '../g'
 * removeDotSegments('mid/content=5/../6').steps.map((s) => s.rule);
 * // ['RFC 3986 §5.2.4 1', 'RFC 3986 §5.2.4 2E', 'RFC 3986 §5.2.4 2E',
 * //  'RFC 3986 §5.2.4 2C', 'RFC 3986 §5.2.4 2E']
 * ```
 */
export function removeDotSegments(
  path: string,
  options: DotOptions & { readonly spec: 'rfc1808' },
): DotResult<Rfc1808DotStep>;
export function removeDotSegments(
  path: string,
  options?: (DotOptions & { readonly spec?: 'rfc3986' }) | null,
): DotResult<Rfc3986DotStep>;
export function removeDotSegments(path: string, options?: DotOptions | null): DotResult;

export function removeDotSegments(path: string, options?: DotOptions | null): DotResult {
  checkString(path, 'removeDotSegments', 'path');
  const o = optionsOf(options, DOT_OPTIONS);
  const spec = choiceOf(o, 'spec', DOT_SPECS, 'removeDotSegments') ?? 'rfc3986';
  const trace = optionOf(o, 'trace', 'boolean', 'removeDotSegments') ?? true;
  switch (spec) {
    case 'rfc1808':
      return removeDotSegments1808(path, trace);
    case 'rfc3986':
      return removeDotSegments3986(path, trace);
    default:
      return assertNever(spec, 'dot-segment spec');
  }
}

// ---------------------------------------------------------------------------------------------
// Persistent stack and lazy strings
// ---------------------------------------------------------------------------------------------

/**
 * A persistent (immutable, shared-tail) stack of substrings of one string, as parallel arrays of
 * small integers: node `k` is `text.slice(start[k], end[k])` (or `"/"` when `start[k]` is -1) on
 * top of node `below[k]` (-1: the empty stack). A snapshot is a node index, taken in O(1), and a
 * push allocates no object: a path of a million segments costs three arrays of integers, not a
 * million records for the garbage collector to trace and promote.
 */
class Stack {
  readonly start: number[] = [];
  readonly end: number[] = [];
  readonly below: number[] = [];

  constructor(readonly text: string) {}

  /** Pushes `text.slice(start, end)` (or "/" for start -1) on `top`; returns the new top. */
  push(top: number, start: number, end: number): number {
    this.start.push(start);
    this.end.push(end);
    this.below.push(top);
    return this.start.length - 1;
  }

  item(k: number): string {
    const start = this.start[k]!;
    return start === -1 ? '/' : this.text.slice(start, this.end[k]);
  }

  /** The items bottom to top. O(depth). */
  items(top: number): string[] {
    const items: string[] = [];
    for (let k = top; k !== -1; k = this.below[k]!) items.push(this.item(k));
    return items.reverse();
  }
}

/**
 * A steps array built on first read: `steps` of a {@link DotResult} is an enumerable getter that
 * makes the step objects from the compact records, once. Recording stays a few integers per step.
 */
function lazySteps<S extends DotStep>(path: string, make: () => S[]): DotResult<S> {
  let steps: S[] | null = null;
  const result = { path } as { path: string; steps: readonly S[] };
  Object.defineProperty(result, 'steps', {
    enumerable: true,
    get: () => (steps ??= make()),
  });
  printsResolved(result);
  return result;
}

/**
 * A recorded RFC 1808 step. Rules a), b) and d) happen once each and store their strings; a rule c)
 * iteration stores the stack snapshot and the index of its "..", and builds `before`/`after` on
 * first read. `before` and `after` are getters (on the prototype, as for every class), so a deep
 * equality must read them: `toJSON()` gives the plain `{ spec, rule, before, after }`.
 */
class Step1808 implements Rfc1808DotStep {
  readonly spec = 'rfc1808' as const;
  readonly rule: Rfc1808DotRule;
  #before: string | null;
  #after: string | null;
  readonly #lazy: { lead: string; segments: readonly string[]; at: number; stack: Stack; top: number } | null;

  constructor(
    rule: Rfc1808DotRule,
    before: string | null,
    after: string | null,
    lazy: { lead: string; segments: readonly string[]; at: number; stack: Stack; top: number } | null,
  ) {
    this.rule = rule;
    this.#before = before;
    this.#after = after;
    this.#lazy = lazy;
  }

  get before(): string {
    if (this.#before === null) {
      const { lead, segments, at, stack, top } = this.#lazy!;
      this.#before = lead + [...segmentsOf(stack, segments, top), ...segments.slice(at)].join('/');
    }
    return this.#before;
  }

  get after(): string {
    if (this.#after === null) {
      // The iteration popped the "<segment>" below the ".." at `at` and dropped the "..".
      const { lead, segments, at, stack, top } = this.#lazy!;
      this.#after = lead + [...segmentsOf(stack, segments, stack.below[top]!), ...segments.slice(at + 1)].join('/');
    }
    return this.#after;
  }

  toJSON(): { spec: 'rfc1808'; rule: Rfc1808DotRule; before: string; after: string } {
    return { spec: this.spec, rule: this.rule, before: this.before, after: this.after };
  }
}

/** The RFC 1808 stack's segments bottom to top: node `k` holds `segments[start[k]]`. */
function segmentsOf(stack: Stack, segments: readonly string[], top: number): string[] {
  const items: string[] = [];
  for (let k = top; k !== -1; k = stack.below[k]!) items.push(segments[stack.start[k]!]!);
  return items.reverse();
}

/**
 * An RFC 3986 buffer state: input = `pos === -1 ? "/" : path.slice(pos)` (-1: the bare "/" rules
 * 2B and 2C leave), output = the stack from node `output` joined.
 */
interface State3986 {
  readonly pos: number;
  readonly output: number;
}

/**
 * A recorded RFC 3986 step: the two buffer states as an index and a stack snapshot, made into
 * strings on first read of `before`/`after` (getters on the prototype; `toJSON()` gives the plain
 * `{ spec, rule, before, after }`).
 */
class Step3986 implements Rfc3986DotStep {
  readonly spec = 'rfc3986' as const;
  readonly rule: Rfc3986DotRule;
  readonly #stack: Stack | null;
  #beforeState: State3986 | DotBuffers;
  #afterState: State3986 | DotBuffers;

  constructor(rule: Rfc3986DotRule, stack: Stack | null, before: State3986 | DotBuffers, after: State3986 | DotBuffers) {
    this.rule = rule;
    this.#stack = stack;
    this.#beforeState = before;
    this.#afterState = after;
  }

  #buffers(state: State3986 | DotBuffers): DotBuffers {
    if ('input' in state) return state;
    const stack = this.#stack!;
    return {
      output: stack.items(state.output).join(''),
      input: state.pos === -1 ? '/' : stack.text.slice(state.pos),
    };
  }

  get before(): DotBuffers {
    return (this.#beforeState = this.#buffers(this.#beforeState)) as DotBuffers;
  }

  get after(): DotBuffers {
    return (this.#afterState = this.#buffers(this.#afterState)) as DotBuffers;
  }

  toJSON(): { spec: 'rfc3986'; rule: Rfc3986DotRule; before: DotBuffers; after: DotBuffers } {
    return { spec: this.spec, rule: this.rule, before: this.before, after: this.after };
  }
}

// ---------------------------------------------------------------------------------------------
// RFC 1808 §4 step 6
// ---------------------------------------------------------------------------------------------

function traced1808(path: string, trace: boolean): DotResult<Rfc1808DotStep> {
  const steps: Rfc1808DotStep[] = [];
  // RFC 1808 §2.4.6: the initial slash is not part of the path; set it aside.
  const lead = path.startsWith('/') ? '/' : '';
  const original = path.slice(lead.length).split('/');
  const show = (segments: readonly string[]): string => lead + segments.join('/');

  // a) All occurrences of "./", where "." is a complete path segment, are removed.
  //    "./" is a "." segment followed by a slash: every "." segment but the last.
  const last0 = original.length - 1;
  const afterA = original.indexOf('.') === -1 ? original : original.filter((segment, i) => !(segment === '.' && i < last0));
  if (afterA.length !== original.length && trace) {
    steps.push(new Step1808('RFC 1808 §4 step 6a', path, show(afterA), null));
  }

  // b) If the path ends with "." as a complete path segment, that "." is removed.
  //    The slash before it stays: "g/." becomes "g/", "." becomes "".
  const segments = afterA;
  if (segments[segments.length - 1] === '.') {
    const before = trace ? show(segments) : '';
    segments[segments.length - 1] = '';
    if (trace) {
      steps.push(new Step1808('RFC 1808 §4 step 6b', before, show(segments), null));
    }
  }

  // c) All occurrences of "<segment>/../", where <segment> is a complete path segment not equal to
  //    "..", are removed, iteratively, leftmost first, until no matching pattern remains.
  //    "<segment>/../" is a segment (the stack top) followed by a ".." that is not the last segment.
  //    A stack node holds the index of its segment; an iteration records its ".." index and the
  //    stack top it pops (its step is made on first read of `steps`).
  const lastC = segments.length - 1;
  const stack = new Stack(path);
  const atC: number[] = [];
  const topC: number[] = [];
  let top = -1;
  for (let j = 0; j < segments.length; j++) {
    const segment = segments[j] as string;
    if (segment === '..' && j < lastC && top !== -1 && segments[stack.start[top]!] !== '..') {
      if (trace) {
        atC.push(j);
        topC.push(top);
      }
      top = stack.below[top]!;
    } else {
      top = stack.push(top, j, j);
    }
  }
  const afterC = segmentsOf(stack, segments, top);

  // d) If the path ends with "<segment>/..", where <segment> is a complete path segment not equal
  //    to "..", that "<segment>/.." is removed. What precedes <segment> stays, with its slash:
  //    "a/b/.." becomes "a/", "b/.." becomes "".
  const n = afterC.length;
  let stepD: Rfc1808DotStep | null = null;
  if (n >= 2 && afterC[n - 1] === '..' && afterC[n - 2] !== '..') {
    const before = trace ? show(afterC) : '';
    afterC.splice(n - 2, 2, '');
    if (trace) stepD = new Step1808('RFC 1808 §4 step 6d', before, show(afterC), null);
  }

  for (let i = 0; i < atC.length; i++) {
    steps.push(new Step1808('RFC 1808 §4 step 6c', null, null, { lead, segments, at: atC[i]!, stack, top: topC[i]! }));
  }
  if (stepD) steps.push(stepD);
  return { path: show(afterC), steps };
}

// ---------------------------------------------------------------------------------------------
// RFC 3986 §5.2.4
// ---------------------------------------------------------------------------------------------

/** The rules in the order of the compact step records' codes. */
const RULES_3986: readonly Rfc3986DotRule[] = ['RFC 3986 §5.2.4 2A', 'RFC 3986 §5.2.4 2B', 'RFC 3986 §5.2.4 2C', 'RFC 3986 §5.2.4 2D', 'RFC 3986 §5.2.4 2E'];
const A = 0;
const B = 1;
const C = 2;
const D = 3;
const E = 4;

function traced3986(path: string, trace: boolean): DotResult<Rfc3986DotStep> {
  const n = path.length;

  // 1. The input buffer is initialized with the now-appended path components and the output
  //    buffer is initialized to the empty string.
  //    Input buffer = pos === -1 ? "/" : path.slice(pos). Output buffer = the stack, joined.
  let pos = 0;
  const stack = new Stack(path);
  let output = -1;
  // Each step of the loop is recorded as its rule and the state after it (the state before it is
  // the one after the step before): three integers, made into step objects on first read.
  const rules: number[] = [];
  const positions: number[] = [];
  const outputs: number[] = [];

  // 2. While the input buffer is not empty, loop as follows:
  while (pos !== n) {
    let rule: number;

    if (pos === -1) {
      // The input buffer is "/": no rule A to D matches; E moves the empty segment with its "/".
      rule = E;
      output = stack.push(output, -1, -1);
      pos = n;
    } else if (path.startsWith('../', pos)) {
      // A. If the input buffer begins with a prefix of "../" or "./", then remove that prefix.
      rule = A;
      pos += 3;
    } else if (path.startsWith('./', pos)) {
      rule = A;
      pos += 2;
    } else if (path.startsWith('/./', pos)) {
      // B. If the input buffer begins with a prefix of "/./" or "/.", where "." is a complete path
      //    segment, then replace that prefix with "/". ("/./x" becomes "/x", a suffix of the path.)
      rule = B;
      pos += 2;
    } else if (pos + 2 === n && path.startsWith('/.', pos)) {
      rule = B;
      pos = -1;
    } else if (path.startsWith('/../', pos)) {
      // C. If the input buffer begins with a prefix of "/../" or "/..", where ".." is a complete
      //    path segment, then replace that prefix with "/" and remove the last segment and its
      //    preceding "/" (if any) from the output buffer.
      rule = C;
      pos += 3;
      output = output === -1 ? -1 : stack.below[output]!;
    } else if (pos + 3 === n && path.startsWith('/..', pos)) {
      rule = C;
      pos = -1;
      output = output === -1 ? -1 : stack.below[output]!;
    } else if ((pos + 1 === n && path.charCodeAt(pos) === 0x2e) || (pos + 2 === n && path.startsWith('..', pos))) {
      // D. If the input buffer consists only of "." or "..", then remove that from the input buffer.
      rule = D;
      pos = n;
    } else {
      // E. Move the first path segment in the input buffer to the end of the output buffer,
      //    including the initial "/" character (if any) and any subsequent characters up to, but
      //    not including, the next "/" character or the end of the input buffer.
      rule = E;
      const from = path.charCodeAt(pos) === 0x2f ? pos + 1 : pos;
      const slash = path.indexOf('/', from);
      const end = slash === -1 ? n : slash;
      output = stack.push(output, pos, end);
      pos = end;
    }

    if (trace) {
      rules.push(rule);
      positions.push(pos);
      outputs.push(output);
    }
  }

  // 3. Finally, the output buffer is returned as the result of remove_dot_segments.
  const result = stack.items(output).join('');
  if (!trace) return { path: result, steps: [] };
  const steps: Rfc3986DotStep[] = [new Step3986('RFC 3986 §5.2.4 1', null, { output: '', input: '' }, { output: '', input: path })];
  let before: State3986 = { pos: 0, output: -1 };
  for (let i = 0; i < rules.length; i++) {
    const after: State3986 = { pos: positions[i]!, output: outputs[i]! };
    steps.push(new Step3986(RULES_3986[rules[i]!]!, stack, before, after));
    before = after;
  }
  return { path: result, steps };
}

// ---------------------------------------------------------------------------------------------
// The path alone
// ---------------------------------------------------------------------------------------------
//
// The traced functions above keep every buffer state the steps cite. The path alone needs only the
// output stack, and only as positions: the functions below run the same rules over segment
// boundaries in `path`, keep the kept segments' [start, end) in two integer arrays, and cut the
// result from `path` in as few slices as there are runs of segments that were adjacent in it.
// `removeDotSegments` returns their path at once and runs the traced function when `steps` is
// first read (the tests check both give the same path on every input).

/** `removeDotSegments(path).path` by RFC 3986 §5.2.4, without steps. */
function path3986(path: string): string {
  const n = path.length;
  const starts = new Int32Array(n + 1);
  const ends = new Int32Array(n + 1);
  let depth = 0;
  let pos = 0;
  let bare = false; // the input buffer is the bare "/" rules 2B and 2C leave
  while (bare || pos < n) {
    if (bare) {
      // 2E on "/": the empty segment with its "/", recorded as the one-character slice [-1, 0).
      starts[depth] = -1;
      ends[depth++] = 0;
      bare = false;
      continue;
    }
    const c0 = path.charCodeAt(pos);
    const c1 = pos + 1 < n ? path.charCodeAt(pos + 1) : -1;
    const c2 = pos + 2 < n ? path.charCodeAt(pos + 2) : -1;
    const c3 = pos + 3 < n ? path.charCodeAt(pos + 3) : -1;
    if (c0 === 0x2e && c1 === 0x2e && c2 === 0x2f) pos += 3; // 2A "../"
    else if (c0 === 0x2e && c1 === 0x2f) pos += 2; // 2A "./"
    else if (c0 === 0x2f && c1 === 0x2e && c2 === 0x2f) pos += 2; // 2B "/./"
    else if (c0 === 0x2f && c1 === 0x2e && c2 === -1) {
      pos = n; // 2B "/." at the end
      bare = true;
    } else if (c0 === 0x2f && c1 === 0x2e && c2 === 0x2e && (c3 === 0x2f || c3 === -1)) {
      // 2C "/../" or "/.." at the end: pop the last segment.
      if (depth > 0) depth--;
      if (c3 === -1) {
        pos = n;
        bare = true;
      } else pos += 3;
    } else if (c0 === 0x2e && (c1 === -1 || (c1 === 0x2e && c2 === -1))) pos = n; // 2D
    else {
      // 2E: the first segment with its leading "/", up to the next "/".
      const slash = path.indexOf('/', c0 === 0x2f ? pos + 1 : pos);
      const end = slash === -1 ? n : slash;
      starts[depth] = pos;
      ends[depth++] = end;
      pos = end;
    }
  }
  return joinRuns(path, starts, ends, depth, '');
}

/**
 * The kept slices `[starts[i], ends[i])` of `path` in order, joined by `separator`, slices that
 * were adjacent in `path` cut as one (a start of -1 stands for "/"). Also the urljoin resolver's.
 *
 * @internal
 */
export function joinRuns(path: string, starts: Int32Array, ends: Int32Array, count: number, separator: string): string {
  const gap = separator.length;
  let out = '';
  let runStart = -2;
  let runEnd = -2;
  for (let i = 0; i < count; i++) {
    const start = starts[i]!;
    const end = ends[i]!;
    if (start !== -1 && runStart >= 0 && start === runEnd + gap) {
      runEnd = end;
      continue;
    }
    if (runStart !== -2) out += (runStart === -1 ? '/' : path.slice(runStart, runEnd)) + separator;
    runStart = start;
    runEnd = end;
  }
  if (runStart !== -2) out += runStart === -1 ? '/' : path.slice(runStart, runEnd);
  return out;
}

/** `removeDotSegments(path, { spec: 'rfc1808' }).path`, without steps. */
function path1808(path: string): string {
  const n = path.length;
  const base = path.charCodeAt(0) === 0x2f ? 1 : 0;
  const lead = base ? '/' : '';
  const starts = new Int32Array(n + 1);
  const ends = new Int32Array(n + 1);
  let depth = 0;
  const isDotDot = (start: number, end: number): boolean => end - start === 2 && path.charCodeAt(start) === 0x2e && path.charCodeAt(start + 1) === 0x2e;
  for (let start = base; ; ) {
    const slash = path.indexOf('/', start);
    const last = slash === -1;
    let end = last ? n : slash;
    const dot = end - start === 1 && path.charCodeAt(start) === 0x2e;
    if (dot && !last) {
      // a) "./" removed.
      start = end + 1;
      continue;
    }
    // b) a final "." becomes the empty segment.
    if (dot) end = start;
    // c) "<segment>/../", the ".." not last, the segment not "..": pop it and drop the "..".
    if (!last && isDotDot(start, end) && depth > 0 && !isDotDot(starts[depth - 1]!, ends[depth - 1]!)) depth--;
    else {
      starts[depth] = start;
      ends[depth++] = end;
    }
    if (last) break;
    start = end + 1;
  }
  // d) a final "<segment>/..": both become one empty segment where <segment> began.
  if (depth >= 2 && isDotDot(starts[depth - 1]!, ends[depth - 1]!) && !isDotDot(starts[depth - 2]!, ends[depth - 2]!)) {
    depth--;
    ends[depth - 1] = starts[depth - 1]!;
  }
  return lead + joinRuns(path, starts, ends, depth, '/');
}

function removeDotSegments1808(path: string, trace: boolean): DotResult<Rfc1808DotStep> {
  const result = path1808(path);
  return trace ? lazySteps(result, () => traced1808(path, true).steps as Rfc1808DotStep[]) : { path: result, steps: [] };
}

function removeDotSegments3986(path: string, trace: boolean): DotResult<Rfc3986DotStep> {
  const result = path3986(path);
  return trace ? lazySteps(result, () => traced3986(path, true).steps as Rfc3986DotStep[]) : { path: result, steps: [] };
}

/**
 * Both ways of one spec on `path`: the path alone and the traced run. For tests.
 *
 * @internal
 */
export function dotPathsForTest(path: string, spec: DotSpec): [fast: string, traced: string] {
  return spec === 'rfc1808' ? [path1808(path), traced1808(path, false).path] : [path3986(path), traced3986(path, false).path];
}
