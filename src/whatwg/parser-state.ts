/**
 * The state the basic URL parser's states share (§4.4 URL parsing; the parser is
 * src/whatwg/parser.ts, its states src/whatwg/states.ts and src/whatwg/path-states.ts):
 * {@link ParserState}, one object per run of the parser, passed to each state. It holds the standard's variables (`url`, `base`, `state`,
 * `buffer`, `atSignSeen`, `insideBrackets`, `passwordTokenSeen`, `pointer`), the input as code
 * points with the UTF-16 offset of each in the input as given, the validation errors and the trace,
 * the bookkeeping of the spans; {@link newParserState} makes it and runs the parser's steps 1 to 8
 * (the new URL, the input's strip and tab-or-newline removal with their two validation errors, and
 * the variables' first values). Beside it, the steps several states take alike, as functions of it:
 * report a validation error, note a step of the trace, start the query or the fragment, host parse
 * the buffer, check a URL unit. Also here: the code point predicates the states read and the
 * wording the errors share.
 *
 * A plain object and functions rather than a class with methods: the bundles carry the field names
 * once (a class declares them twice) and a minifier can shorten the functions' names, not methods'.
 *
 * @module
 */
import type { WHATWGErrorName, WHATWGValidationError } from './errors.js';
import type { HostSink, WHATWGHost } from './host.js';
import { isURLCodePoint } from './percent.js';
import { isSpecialScheme, type HostParser, type URLRecord, type WHATWGSpan, type WHATWGSpans, type WHATWGState, type WHATWGStep } from './url-record.js';
import { WORK } from '../../grammar/index.js';
import { IntScratch } from '../../base/scratch.js';

/**
 * The section every message of the parser cites.
 *
 * @example
 * ```ts
 * SECTION; // 'URL Standard §4.4 URL parsing'
 * ```
 */
export const SECTION = 'URL Standard §4.4 URL parsing';

/**
 * The EOF code point: what `c` is when the pointer is past the input's last code point.
 *
 * @example
 * ```ts
 * EOF; // -1
 * ```
 */
export const EOF = -1;
/**
 * An ASCII alpha (Infra): U+0041 (A) to U+005A (Z) or U+0061 (a) to U+007A (z).
 *
 * @example
 * ```ts
 * isASCIIAlpha(0x41); // true
 * isASCIIAlpha(0x31); // false
 * ```
 */
export const isASCIIAlpha = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/**
 * An ASCII digit (Infra): U+0030 (0) to U+0039 (9).
 *
 * @example
 * ```ts
 * isASCIIDigit(0x39); // true
 * ```
 */
export const isASCIIDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isASCIIHexDigit = (c: number): boolean => isASCIIDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/**
 * A code point, lowercased if it is an ASCII upper alpha, as a string.
 *
 * @example
 * ```ts
 * lower(0x41); // 'a'
 * lower(0x31); // '1'
 * ```
 */
export const lower = (c: number): string => String.fromCharCode(isASCIIAlpha(c) && c <= 0x5a ? c + 0x20 : c);
/**
 * A code point as the parser's buffers hold it: a lone surrogate as U+FFFD (see src/whatwg/parser.ts).
 *
 * @example
 * ```ts
 * char(0x1f600).length; // 2
 * char(0xd800) === '\ufffd'; // true
 * ```
 */
export const char = (c: number): string => (c >= 0xd800 && c <= 0xdfff ? '\ufffd' : String.fromCodePoint(c));
/**
 * A code point as a message shows it: `U+0041 "A"`, `U+0020 SPACE`, or `U+0009` for a control.
 *
 * @example
 * ```ts
 * show(0x41); // 'U+0041 "A"'
 * show(0x20); // 'U+0020 SPACE'
 * ```
 */
export const show = (c: number): string => {
  const u = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  if (c === 0x20) return `${u} SPACE`;
  return c > 0x20 && c !== 0x7f && !(c >= 0xd800 && c <= 0xdfff) ? `${u} "${String.fromCodePoint(c)}"` : u;
};

/**
 * What a state returns when the parser returns failure (a state that goes on returns nothing).
 *
 * @example
 * ```ts
 * FAILURE; // 'failure'
 * ```
 */
export const FAILURE = 'failure';
/**
 * The type of {@link FAILURE}.
 *
 * @example
 * ```ts
 * const f: Failure = FAILURE;
 * ```
 */
export type Failure = typeof FAILURE;

/**
 * The code points of the input and their offsets, lent to each run of the basic URL parser that
 * asks (`newParserState`'s `lent`; `basicURLParse` gives them back when its run ends): two typed
 * arrays per URL of twenty characters or more cost 2.6-5 µs, outside the heap (base/scratch.ts).
 * A run's arrays are longer than its input: `n` says how many code points are the run's.
 *
 * @example
 * ```ts
 * const p = newParserState('a:b', null, false, null, 100, true);
 * p.n; // 3
 * // Given back: p may no longer be read.
 * CODE_POINTS.give([p.cps, p.pos]);
 * ```
 */
export const CODE_POINTS = new IntScratch(2);

/**
 * One run of the basic URL parser: the variables of the standard, the input, what was reported,
 * and the bookkeeping of the spans. The states (src/whatwg/states.ts, path-states.ts) read and
 * write it, with the steps below that several of them take; the parser (src/whatwg/parser.ts) turns
 * the state machine and returns what it holds. Made by {@link newParserState}.
 *
 * @example
 * ```ts
 * const p: ParserState = newParserState('a:b', null, false, null, 100);
 * p.pointer; // 0
 * ```
 */
export interface ParserState {
  /** The code points of the input, after steps 1 to 3. */
  readonly cps: Int32Array;
  /** For each code point of `cps`, its UTF-16 offset in the input as given; `pos[n]` is the input's end. */
  readonly pos: Int32Array;
  /** How many code points `cps` holds. */
  readonly n: number;
  /** The base URL record, or null. */
  readonly base: URLRecord | null;
  /** Whether `steps` is kept. */
  readonly trace: boolean;
  /** The host parser, or null: the parser stops where a host begins. */
  readonly hosts: HostParser | null;
  /** How many validation errors `errors` keeps. */
  readonly maxErrors: number;
  /** The validation errors kept (the first `maxErrors`). */
  readonly errors: WHATWGValidationError[];
  /** How many errors were reported, kept or not. */
  errorCount: number;
  /** The error that was the failure (kept even past `maxErrors`). */
  failure: WHATWGValidationError | null;
  /** The trace: each state entered, and notes on what was done there (with `trace` only). */
  readonly steps: WHATWGStep[];
  /** The URL record the parser writes. */
  readonly url: URLRecord;

  // The standard's variables (steps 4 to 8).
  state: WHATWGState;
  buffer: string;
  atSignSeen: boolean;
  insideBrackets: boolean;
  passwordTokenSeen: boolean;
  pointer: number;

  // Bookkeeping of this transcription (not the standard's): the code points of buffer in the
  // authority state, where the buffer began, the spans, the state the trace last showed.
  bufferLength: number;
  bufferStart: number;
  schemeEnd: number;
  authorityStart: number;
  colonAt: number;
  lastAt: number;
  hostSpan: [number, number] | null;
  portSpan: [number, number] | null;
  pathStart: number;
  pathEnd: number;
  queryStart: number;
  queryEnd: number;
  fragmentStart: number;
  lastState: string | null;
}

/**
 * Steps 1 to 8 of the basic URL parser on `input` with `base`: a new URL, the input stripped of
 * leading and trailing C0 controls and spaces and of tabs and newlines (and their two validation
 * errors), and the standard's variables at their first values. `trace`: whether `steps` is kept;
 * `hosts`: the host parser (null: none is run); `maxErrors`: how many errors `errors` keeps.
 *
 * @example
 * ```ts
 * const p = newParserState(' a:\tb', null, false, null, 100);
 * p.n;                           // 3
 * p.errors.map((e) => e.name);   // ['invalid-URL-unit', 'invalid-URL-unit']
 * p.state;                       // 'scheme start state'
 * ```
 */
export function newParserState(input: string, base: URLRecord | null, trace: boolean, hosts: HostParser | null, maxErrors: number, lent = false): ParserState {
  const errors: WHATWGValidationError[] = [];
  let errorCount = 0;
  // 1. If url is not given:
  //   1. Set url to a new URL.
  const url: URLRecord = { scheme: '', username: '', password: '', host: null, port: null, path: [], query: null, fragment: null };
  //   2. If input contains any leading or trailing C0 control or space, invalid-URL-unit validation error.
  //   3. Remove any leading and trailing C0 control or space from input.
  let start = 0;
  let end = input.length;
  while (start < end && input.charCodeAt(start) <= 0x20) start++;
  while (end > start && input.charCodeAt(end - 1) <= 0x20) end--;
  if (start > 0 || end < input.length) {
    const lead = start > 0;
    errorCount++;
    if (errors.length < maxErrors) errors.push(error('invalid-URL-unit', lead ? 0 : end, lead ? start : input.length - end, 'basic URL parser', false,
      `${SECTION} (basic URL parser step 1.2): the input has ${lead && end < input.length ? 'leading and trailing' : lead ? 'leading' : 'trailing'} C0 control or space code points, which are removed`));
  }
  // 2. If input contains any ASCII tab or newline, invalid-URL-unit validation error.
  // 3. Remove all ASCII tab or newline from input.
  // (The code points left, and for each its offset in the input as given.)
  // (With `lent`, the two arrays are the scratch's, `CODE_POINTS`, which the run gives back.)
  const [cps, pos] = lent ? CODE_POINTS.take(end - start + 1) : [new Int32Array(end - start), new Int32Array(end - start + 1)];
  let n = 0;
  let tabAt = -1;
  let tabRun = 0;
  let tabs = 0;
  for (let i = start; i < end; i++) {
    let u = input.charCodeAt(i);
    if (u === 0x09 || u === 0x0a || u === 0x0d) {
      if (tabAt === -1) tabAt = i;
      if (i === tabAt + tabRun) tabRun++;
      tabs++;
      continue;
    }
    pos[n] = i;
    if (u >= 0xd800 && u <= 0xdbff && i + 1 < end) {
      const lo = input.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) {
        u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
        i++;
      }
    }
    cps[n++] = u;
  }
  pos[n] = end;
  // Counted (grammar/engine/work.ts): the code units read to make the code points.
  WORK.steps += 1 + input.length;
  if (tabAt !== -1) {
    errorCount++;
    if (errors.length < maxErrors) errors.push(error('invalid-URL-unit', tabAt, tabRun, 'basic URL parser', false,
      `${SECTION} (basic URL parser step 2): the input contains ${tabs === 1 ? 'an ASCII tab or newline' : `${tabs} ASCII tab or newline code points`}, which are removed`));
  }
  return {
    cps, pos, n, base, trace, hosts, maxErrors, errors, errorCount, failure: null, steps: [], url,
    // 4. Let state be state override if given, or scheme start state otherwise.
    state: 'scheme start state',
    // 5. (encoding is UTF-8.) 6. Let buffer be the empty string.
    buffer: '',
    // 7. Let atSignSeen, insideBrackets, and passwordTokenSeen be false.
    atSignSeen: false,
    insideBrackets: false,
    passwordTokenSeen: false,
    // 8. Let pointer be a pointer for input.
    pointer: 0,
    bufferLength: 0, bufferStart: 0, schemeEnd: -1, authorityStart: -1, colonAt: -1, lastAt: -1, hostSpan: null, portSpan: null,
    pathStart: -1, pathEnd: -1, queryStart: -1, queryEnd: -1, fragmentStart: -1, lastState: null,
  };
}

/**
 * The code point at pointer + k (`remaining` starts at k = 1), or EOF.
 *
 * @example
 * ```ts
 * const p = newParserState('ab', null, false, null, 100);
 * at(p, 1); // 98
 * at(p, 2); // -1: EOF
 * ```
 */
export function at(p: ParserState, k: number): number {
  return p.pointer + k < p.n ? p.cps[p.pointer + k]! : EOF;
}

/**
 * Whether url is special (§4.2: its scheme is).
 *
 * @example
 * ```ts
 * const p = newParserState('', null, false, null, 100);
 * p.url.scheme = 'wss';
 * isSpecial(p); // true
 * ```
 */
export function isSpecial(p: ParserState): boolean {
  return isSpecialScheme(p.url.scheme);
}

/** The span in the input as given of the code points [k0, k1) of the parser's input. */
function span(p: ParserState, k0: number, k1: number): WHATWGSpan {
  const offset = p.pos[k0]!;
  if (k1 <= k0) return { offset, length: 0 };
  const lastAt = p.pos[k1 - 1]!;
  return { offset, length: lastAt + (p.cps[k1 - 1]! > 0xffff ? 2 : 1) - offset };
}

/**
 * A validation error at the code points [k0, k1) of the parser's input, in the current state.
 *
 * @example
 * ```ts
 * const p = newParserState('a b', null, false, null, 100);
 * report(p, 'invalid-URL-unit', 1, 2, false, 'a space');
 * p.errors[0]?.offset; // 1
 * p.errors[0]?.state;  // 'scheme start state'
 * ```
 */
export function report(p: ParserState, name: WHATWGErrorName, k0: number, k1: number, isFailure: boolean, message: string): void {
  reportIn(p, name, k0, k1, p.state, isFailure, message);
}

/**
 * A validation error at c, the code point at the pointer, in the current state (not a failure).
 *
 * @example
 * ```ts
 * const p = newParserState('a b', null, false, null, 100);
 * p.pointer = 1;
 * validationError(p, 'invalid-URL-unit', 'a space');
 * p.errors[0]?.offset; // 1
 * ```
 */
export function validationError(p: ParserState, name: WHATWGErrorName, message: string): void {
  reportIn(p, name, p.pointer, p.pointer + 1, p.state, false, message);
}

/** A validation error at the code points [k0, k1) of the parser's input, reported in `state` (a state or an algorithm). */
function reportIn(p: ParserState, name: WHATWGErrorName, k0: number, k1: number, state: string, isFailure: boolean, message: string): void {
  p.errorCount++;
  // (Past maxErrors an error is counted only, unless it is the failure.)
  const keep = p.errors.length < p.maxErrors;
  if (!keep && !isFailure) return;
  const s = span(p, k0, Math.min(k1, p.n));
  const e = error(name, s.offset, s.length, state, isFailure, message);
  if (keep) p.errors.push(e);
  if (isFailure) p.failure = e;
}

/**
 * A note of the trace, at the pointer, in the current state.
 *
 * @example
 * ```ts
 * const p = newParserState('a:b', null, true, null, 100);
 * note(p, 'hello');
 * p.steps[0]?.note; // 'hello'
 * ```
 */
export function note(p: ParserState, text: string): void {
  if (p.trace) p.steps.push({ state: p.state, offset: p.pos[Math.max(0, Math.min(p.pointer, p.n))]!, note: text });
}

/**
 * Set url's query to the empty string and state to query state.
 *
 * @example
 * ```ts
 * const p = newParserState('a?', null, false, null, 100);
 * p.pointer = 1;
 * startQuery(p);
 * p.url.query;  // ''
 * p.state;      // 'query state'
 * p.queryStart; // 2
 * ```
 */
export function startQuery(p: ParserState): void {
  p.url.query = '';
  p.state = 'query state';
  if (p.pathStart !== -1 && p.pathEnd === -1) p.pathEnd = p.pointer;
  p.queryStart = p.pointer + 1;
}

/**
 * Set url's fragment to the empty string and state to fragment state.
 *
 * @example
 * ```ts
 * const p = newParserState('a#', null, false, null, 100);
 * p.pointer = 1;
 * startFragment(p);
 * p.url.fragment; // ''
 * p.state;        // 'fragment state'
 * ```
 */
export function startFragment(p: ParserState): void {
  p.url.fragment = '';
  p.state = 'fragment state';
  if (p.pathStart !== -1 && p.pathEnd === -1) p.pathEnd = p.pointer;
  if (p.queryStart !== -1 && p.queryEnd === -1) p.queryEnd = p.pointer;
  p.fragmentStart = p.pointer + 1;
}

/**
 * The path's span begins at the code point `k` (if it has not begun).
 *
 * @example
 * ```ts
 * const p = newParserState('a:b', null, false, null, 100);
 * enterPath(p, 2);
 * enterPath(p, 3);
 * p.pathStart; // 2
 * ```
 */
export function enterPath(p: ParserState, k: number): void {
  if (p.pathStart === -1) p.pathStart = k;
}

/**
 * The host parser on buffer (the code points [k, pointer)), its errors positioned in the input.
 *
 * @example
 * ```ts
 * import { parseHost, serializeHost } from './host.js';
 * const p = newParserState('h', null, false, { parse: parseHost, serialize: serializeHost }, 100);
 * p.buffer = 'h';
 * hostParse(p, true, 0); // { type: 'opaque', value: 'h' }
 * ```
 */
export function hostParse(p: ParserState, isOpaque: boolean, k: number): WHATWGHost | null {
  const sink: HostSink = {
    report: (name, algorithm, s, e, isFailure, message) => reportIn(p, name, k + s, k + e, algorithm, isFailure, message),
  };
  // The code points of buffer that were lone surrogates (buffer holds U+FFFD for them, and the
  // code points [k, k + its length) of the input): an opaque host reports them.
  const lone: number[] = [];
  if (isOpaque) {
    let j = 0;
    for (const ch of p.buffer) {
      const u = p.cps[k + j]!;
      if (ch === '\ufffd' && u >= 0xd800 && u <= 0xdfff) lone.push(j);
      j++;
    }
  }
  // Counted (grammar/engine/work.ts): the host parser reads the buffer's code units.
  WORK.steps += 1 + p.buffer.length;
  const host = p.hosts!.parse(p.buffer, isOpaque, sink, lone);
  if (host !== null) note(p, `host parsed: ${host.type} ${JSON.stringify(p.hosts!.serialize(host))}`);
  return host;
}

/**
 * The two checks of the path, opaque path, query and fragment states: if c is not a URL code point
 * and not U+0025 (%), invalid-URL-unit validation error; if c is U+0025 (%) and remaining does not
 * start with two ASCII hex digits, invalid-URL-unit validation error.
 *
 * @example
 * ```ts
 * const p = newParserState('%zz', null, false, null, 100);
 * checkURLUnit(p, 0x25);
 * p.errors[0]?.message; // 'URL Standard §4.4 URL parsing (scheme start state): "%" is not followed by two ASCII hex digits'
 * ```
 */
export function checkURLUnit(p: ParserState, c: number): void {
  if (c !== 0x25 && !isURLCodePoint(c)) {
    validationError(p, 'invalid-URL-unit', `${SECTION} (${p.state}): ${show(c)} is not a URL code point`);
  } else if (c === 0x25 && !(p.pointer + 2 < p.n && isASCIIHexDigit(p.cps[p.pointer + 1]!) && isASCIIHexDigit(p.cps[p.pointer + 2]!))) {
    validationError(p, 'invalid-URL-unit', `${SECTION} (${p.state}): "%" is not followed by two ASCII hex digits`);
  }
}

/**
 * The spans of what was read (the components' code points, in the input as given).
 *
 * @example
 * ```ts
 * const p = newParserState('a:b', null, false, null, 100);
 * spansOf(p).scheme; // null: nothing read yet
 * ```
 */
export function spansOf(p: ParserState): WHATWGSpans {
  const sp = (k0: number, k1: number): WHATWGSpan => span(p, k0, k1);
  const n = p.n;
  return {
    scheme: p.schemeEnd === -1 ? null : sp(0, p.schemeEnd),
    username: p.lastAt === -1 ? null : sp(p.authorityStart, p.colonAt === -1 ? p.lastAt : p.colonAt),
    password: p.lastAt === -1 || p.colonAt === -1 ? null : sp(p.colonAt + 1, p.lastAt),
    host: p.hostSpan === null ? null : sp(p.hostSpan[0], p.hostSpan[1]),
    port: p.portSpan === null ? null : sp(p.portSpan[0], p.portSpan[1]),
    path: p.pathStart === -1 ? null : sp(p.pathStart, p.pathEnd === -1 ? n : p.pathEnd),
    query: p.queryStart === -1 ? null : sp(p.queryStart, p.queryEnd === -1 ? n : p.queryEnd),
    fragment: p.fragmentStart === -1 ? null : sp(p.fragmentStart, n),
  };
}

/** A validation error, frozen. */
function error(name: WHATWGErrorName, offset: number, length: number, state: string, failure: boolean, message: string): WHATWGValidationError {
  return Object.freeze({ name, offset, length, state, failure, message });
}
