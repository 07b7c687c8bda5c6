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

import { assertNever, checkString, choiceOf, optionOf, optionsOf, optionsSpec, lazyProperty, WORK } from '../../grammar/index.js';
import { IntScratch } from '../../base/scratch.js';
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
  return lazyProperty({ path }, 'steps', make);
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

/**
 * What a traced RFC 1808 run records: whether rule a) removed a "./" and rule b) a final "." (their
 * strings are the path's, made again when read), each rule c) iteration as the index of its ".."
 * among the segments a) and b) leave and the stack top it pops (a persistent stack of those
 * indexes), and whether rule d) applied.
 */
class Recorder1808 {
  readonly stack: Stack;
  /** The stack top (-1: empty), as segment indexes. */
  top = -1;
  /** How many segments a) and b) have left so far (the next one's index). */
  count = 0;
  a = false;
  b = false;
  d = false;
  readonly at: number[] = [];
  readonly tops: number[] = [];

  constructor(readonly path: string) {
    this.stack = new Stack(path);
  }

  /** a) removed a "./". */
  dot(): void {
    this.a = true;
  }

  /** b) the final "." became the empty segment; `kept` it is pushed (or popped) next. */
  finalDot(): void {
    this.b = true;
  }

  /** The next segment kept. */
  push(): void {
    this.top = this.stack.push(this.top, this.count, this.count);
    this.count++;
  }

  /** c) the next segment, a "..", popped the top. */
  pop(): void {
    this.at.push(this.count);
    this.tops.push(this.top);
    this.top = this.stack.below[this.top]!;
    this.count++;
  }

  /** d) applied. */
  finalDotDot(): void {
    this.d = true;
  }

  /** The steps: a), b), each c) iteration, d), as RFC 1808 §4 step 6 lists them. */
  steps(): Rfc1808DotStep[] {
    const path = this.path;
    const lead = path.startsWith('/') ? '/' : '';
    const show = (segments: readonly string[]): string => lead + segments.join('/');
    const original = path.slice(lead.length).split('/');
    const last0 = original.length - 1;
    const segments = this.a ? original.filter((segment, i) => !(segment === '.' && i < last0)) : original;
    const steps: Rfc1808DotStep[] = [];
    if (this.a) steps.push(new Step1808('RFC 1808 §4 step 6a', path, show(segments), null));
    if (this.b) {
      const before = show(segments);
      segments[segments.length - 1] = '';
      steps.push(new Step1808('RFC 1808 §4 step 6b', before, show(segments), null));
    }
    for (let i = 0; i < this.at.length; i++) {
      steps.push(new Step1808('RFC 1808 §4 step 6c', null, null, { lead, segments, at: this.at[i]!, stack: this.stack, top: this.tops[i]! }));
    }
    if (this.d) {
      const afterC = segmentsOf(this.stack, segments, this.top);
      const before = show(afterC);
      afterC.splice(afterC.length - 2, 2, '');
      steps.push(new Step1808('RFC 1808 §4 step 6d', before, show(afterC), null));
    }
    return steps;
  }
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

/**
 * What a traced RFC 3986 run records of each step of the loop: its rule and the state after it,
 * three integers (the state before a step is the one after the step before), the output buffer as
 * a node of a persistent stack, so that every buffer state the steps cite can be made again when a
 * step is read.
 */
class Recorder3986 {
  readonly stack: Stack;
  /** The top of the output buffer in `stack` (-1: empty). */
  output = -1;
  readonly rules: number[] = [];
  readonly positions: number[] = [];
  readonly outputs: number[] = [];

  constructor(readonly path: string) {
    this.stack = new Stack(path);
  }

  /** The output buffer gained `path.slice(start, end)` ("/" for start -1). */
  push(start: number, end: number): void {
    this.output = this.stack.push(this.output, start, end);
  }

  /** The output buffer lost its last segment. */
  pop(): void {
    if (this.output !== -1) this.output = this.stack.below[this.output]!;
  }

  /** A step of rule `rule` left the input buffer at `pos` (-1: the bare "/"). */
  step(rule: number, pos: number): void {
    this.rules.push(rule);
    this.positions.push(pos);
    this.outputs.push(this.output);
  }

  /** The steps, step 1 first. */
  steps(): Rfc3986DotStep[] {
    const steps: Rfc3986DotStep[] = [new Step3986('RFC 3986 §5.2.4 1', null, { output: '', input: '' }, { output: '', input: this.path })];
    let before: State3986 = { pos: 0, output: -1 };
    for (let i = 0; i < this.rules.length; i++) {
      const after: State3986 = { pos: this.positions[i]!, output: this.outputs[i]! };
      steps.push(new Step3986(RULES_3986[this.rules[i]!]!, this.stack, before, after));
      before = after;
    }
    return steps;
  }
}

/**
 * The starts and ends of the segments a walk over a path's dot segments keeps (`dots3986`,
 * `dots1808`, and urljoin's merge, src/resolver/urllib.ts): lent to each walk and given back (two
 * typed arrays per path of sixteen characters or more cost 2.6-5 µs, outside the heap:
 * base/scratch.ts).
 *
 * @example
 * ```ts
 * const [starts, ends] = SEGMENTS.take(10);
 * SEGMENTS.give([starts!, ends!]);
 * ```
 */
export const SEGMENTS = new IntScratch(2);

/**
 * RFC 3986 §5.2.4 remove_dot_segments, one algorithm with or without its steps: the output buffer
 * is the kept segments' [start, end) in two integer arrays, cut from `path` at the end in as few
 * slices as there are runs of segments that were adjacent in it; with a recorder, each step is
 * also recorded (`Recorder3986`), a test per step that the untraced run does not take.
 */
function dots3986(path: string, rec: Recorder3986 | null): string {
  const n = path.length;
  // 1. The input buffer is initialized with the now-appended path components and the output
  //    buffer is initialized to the empty string.
  //    Input buffer = bare ? "/" : path.slice(pos). Output buffer = the kept slices, in order.
  const lent = SEGMENTS.take(n + 1);
  const [starts, ends] = lent as [Int32Array, Int32Array];
  let depth = 0;
  let pos = 0;
  let bare = false; // the input buffer is the bare "/" rules 2B and 2C leave
  // 2. While the input buffer is not empty, loop as follows:
  while (bare || pos < n) {
    // Counted (grammar/engine/work.ts): a step per rule applied.
    WORK.steps++;
    let rule: number;
    if (bare) {
      // The input buffer is "/": no rule A to D matches; E moves the empty segment with its "/",
      // recorded as the one-character slice [-1, 0).
      rule = E;
      starts[depth] = -1;
      ends[depth++] = 0;
      rec?.push(-1, -1);
      bare = false;
    } else {
      const c0 = path.charCodeAt(pos);
      const c1 = pos + 1 < n ? path.charCodeAt(pos + 1) : -1;
      const c2 = pos + 2 < n ? path.charCodeAt(pos + 2) : -1;
      const c3 = pos + 3 < n ? path.charCodeAt(pos + 3) : -1;
      if (c0 === 0x2e && c1 === 0x2e && c2 === 0x2f) {
        // A. If the input buffer begins with a prefix of "../" or "./", then remove that prefix.
        rule = A;
        pos += 3;
      } else if (c0 === 0x2e && c1 === 0x2f) {
        rule = A;
        pos += 2;
      } else if (c0 === 0x2f && c1 === 0x2e && (c2 === 0x2f || c2 === -1)) {
        // B. If the input buffer begins with a prefix of "/./" or "/.", where "." is a complete path
        //    segment, then replace that prefix with "/". ("/./x" becomes "/x", a suffix of the path.)
        rule = B;
        if (c2 === -1) {
          pos = n;
          bare = true;
        } else pos += 2;
      } else if (c0 === 0x2f && c1 === 0x2e && c2 === 0x2e && (c3 === 0x2f || c3 === -1)) {
        // C. If the input buffer begins with a prefix of "/../" or "/..", where ".." is a complete
        //    path segment, then replace that prefix with "/" and remove the last segment and its
        //    preceding "/" (if any) from the output buffer.
        rule = C;
        if (depth > 0) depth--;
        rec?.pop();
        if (c3 === -1) {
          pos = n;
          bare = true;
        } else pos += 3;
      } else if (c0 === 0x2e && (c1 === -1 || (c1 === 0x2e && c2 === -1))) {
        // D. If the input buffer consists only of "." or "..", then remove that from the input buffer.
        rule = D;
        pos = n;
      } else {
        // E. Move the first path segment in the input buffer to the end of the output buffer,
        //    including the initial "/" character (if any) and any subsequent characters up to, but
        //    not including, the next "/" character or the end of the input buffer.
        rule = E;
        const slash = path.indexOf('/', c0 === 0x2f ? pos + 1 : pos);
        const end = slash === -1 ? n : slash;
        starts[depth] = pos;
        ends[depth++] = end;
        rec?.push(pos, end);
        pos = end;
      }
    }
    rec?.step(rule, bare ? -1 : pos);
  }
  // 3. Finally, the output buffer is returned as the result of remove_dot_segments.
  const out = joinRuns(path, starts, ends, depth, '');
  SEGMENTS.give(lent);
  return out;
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
  WORK.steps += count;
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

/**
 * RFC 1808 §4 step 6, one algorithm with or without its steps: rules a) to c) in one pass over the
 * segment boundaries of `path`, the kept segments' [start, end) in two integer arrays, then d); the
 * result cut from `path` in runs. With a recorder, each rule that applies is also recorded
 * (`Recorder1808`).
 */
function dots1808(path: string, rec: Recorder1808 | null): string {
  const n = path.length;
  // RFC 1808 §2.4.6: the initial slash is not part of the path; set it aside.
  const base = path.charCodeAt(0) === 0x2f ? 1 : 0;
  const lead = base ? '/' : '';
  const lent = SEGMENTS.take(n + 1);
  const [starts, ends] = lent as [Int32Array, Int32Array];
  let depth = 0;
  const isDotDot = (start: number, end: number): boolean => end - start === 2 && path.charCodeAt(start) === 0x2e && path.charCodeAt(start + 1) === 0x2e;
  for (let start = base; ; ) {
    const slash = path.indexOf('/', start);
    const last = slash === -1;
    let end = last ? n : slash;
    // Counted (grammar/engine/work.ts): a step per segment, and the code units searched.
    WORK.steps += 1 + end - start;
    const dot = end - start === 1 && path.charCodeAt(start) === 0x2e;
    if (dot && !last) {
      // a) All occurrences of "./", where "." is a complete path segment, are removed.
      rec?.dot();
      start = end + 1;
      continue;
    }
    // b) If the path ends with "." as a complete path segment, that "." is removed (the slash
    //    before it stays: "g/." becomes "g/").
    if (dot) {
      end = start;
      rec?.finalDot();
    }
    // c) All occurrences of "<segment>/../", where <segment> is a complete path segment not equal
    //    to "..", are removed, leftmost first: the ".." not last, the stack top not "..".
    if (!last && isDotDot(start, end) && depth > 0 && !isDotDot(starts[depth - 1]!, ends[depth - 1]!)) {
      depth--;
      rec?.pop();
    } else {
      starts[depth] = start;
      ends[depth++] = end;
      rec?.push();
    }
    if (last) break;
    start = end + 1;
  }
  // d) If the path ends with "<segment>/..", where <segment> is a complete path segment not equal
  //    to "..", that "<segment>/.." is removed: both become one empty segment where <segment> began.
  if (depth >= 2 && isDotDot(starts[depth - 1]!, ends[depth - 1]!) && !isDotDot(starts[depth - 2]!, ends[depth - 2]!)) {
    depth--;
    ends[depth - 1] = starts[depth - 1]!;
    rec?.finalDotDot();
  }
  const out = lead + joinRuns(path, starts, ends, depth, '/');
  SEGMENTS.give(lent);
  return out;
}

/**
 * A spec's algorithm run on `path`: the path at once, and with `trace` its steps when first read,
 * from the same algorithm run again with a recorder.
 */
function withSteps<S extends DotStep, R extends { steps(): S[] }>(path: string, trace: boolean, run: (path: string, rec: R | null) => string, recorder: (path: string) => R): DotResult<S> {
  const result = run(path, null);
  if (!trace) return { path: result, steps: [] };
  return lazySteps(result, () => {
    const rec = recorder(path);
    run(path, rec);
    return rec.steps();
  });
}

const removeDotSegments1808 = (path: string, trace: boolean): DotResult<Rfc1808DotStep> => withSteps(path, trace, dots1808, (p) => new Recorder1808(p));
const removeDotSegments3986 = (path: string, trace: boolean): DotResult<Rfc3986DotStep> => withSteps(path, trace, dots3986, (p) => new Recorder3986(p));

/**
 * Both ways of one spec on `path`: the path alone and the traced run. For tests.
 *
 * @internal
 */
export function dotPathsForTest(path: string, spec: DotSpec): [fast: string, traced: string] {
  if (spec === 'rfc1808') return [dots1808(path, null), dots1808(path, new Recorder1808(path))];
  // One algorithm: untraced and recording (the path the recorded run returns).
  return [dots3986(path, null), dots3986(path, new Recorder3986(path))];
}
