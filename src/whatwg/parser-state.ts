/**
 * The state the basic URL parser's states share (§4.4 URL parsing; the parser is
 * src/whatwg/parser.ts, its states src/whatwg/states.ts): {@link ParserState}, one object per run
 * of the parser, passed to each state. It holds the standard's variables (`url`, `base`, `state`,
 * `buffer`, `atSignSeen`, `insideBrackets`, `passwordTokenSeen`, `pointer`), the input as code
 * points with the UTF-16 offset of each in the input as given, the validation errors and the trace,
 * the bookkeeping of the spans, and the steps several states take alike: report a validation
 * error, start the query or the fragment, host parse the buffer, check a URL unit. Its constructor
 * runs the parser's steps 1 to 8 (the new URL, the input's strip and tab-or-newline removal with
 * their two validation errors, and the variables' first values). Also here: the code point
 * predicates the states read and the wording the errors share.
 *
 * @module
 */
import type { WHATWGErrorName, WHATWGValidationError } from './errors.js';
import type { HostSink, WHATWGHost } from './host.js';
import { isURLCodePoint } from './percent.js';
import { isSpecialScheme, type HostParser, type URLRecord, type WHATWGSpan, type WHATWGSpans, type WHATWGState, type WHATWGStep } from './url-record.js';
import { WORK } from '../../grammar/core.js';

/** The section every message of the parser cites. */
export const SECTION = 'URL Standard §4.4 URL parsing';

/** The EOF code point: what `c` is when the pointer is past the input's last code point. */
export const EOF = -1;
/** An ASCII alpha (Infra): U+0041 (A) to U+005A (Z) or U+0061 (a) to U+007A (z). */
export const isASCIIAlpha = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
/** An ASCII digit (Infra): U+0030 (0) to U+0039 (9). */
export const isASCIIDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isASCIIHexDigit = (c: number): boolean => isASCIIDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/** A code point, lowercased if it is an ASCII upper alpha, as a string. */
export const lower = (c: number): string => String.fromCharCode(isASCIIAlpha(c) && c <= 0x5a ? c + 0x20 : c);
/** A code point as the parser's buffers hold it: a lone surrogate as U+FFFD (see src/whatwg/parser.ts). */
export const char = (c: number): string => (c >= 0xd800 && c <= 0xdfff ? '\ufffd' : String.fromCodePoint(c));
/** A code point as a message shows it: `U+0041 "A"`, `U+0020 SPACE`, or `U+0009` for a control. */
export const show = (c: number): string => {
  const u = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  if (c === 0x20) return `${u} SPACE`;
  return c > 0x20 && c !== 0x7f && !(c >= 0xd800 && c <= 0xdfff) ? `${u} "${String.fromCodePoint(c)}"` : u;
};

/** What a state returns when the parser returns failure (a state that goes on returns nothing). */
export const FAILURE = 'failure';
/** The type of {@link FAILURE}. */
export type Failure = typeof FAILURE;

/**
 * One run of the basic URL parser: the variables of the standard, the input, what was reported,
 * and the steps the states take alike. The states (src/whatwg/states.ts) read and write it; the
 * parser (src/whatwg/parser.ts) turns the state machine and returns what it holds.
 */
export class ParserState {
  /** The code points of the input, after steps 1 to 3. */
  readonly cps: Int32Array;
  /** For each code point of `cps`, its UTF-16 offset in the input as given; `pos[n]` is the input's end. */
  readonly pos: Int32Array;
  /** How many code points `cps` holds. */
  readonly n: number;
  /** The validation errors kept (the first `maxErrors`). */
  readonly errors: WHATWGValidationError[] = [];
  /** How many errors were reported, kept or not. */
  errorCount = 0;
  /** The error that was the failure (kept even past `maxErrors`). */
  failure: WHATWGValidationError | null = null;
  /** The trace: each state entered, and notes on what was done there (with `trace` only). */
  readonly steps: WHATWGStep[] = [];
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
  bufferLength = 0;
  bufferStart = 0;
  schemeEnd = -1;
  authorityStart = -1;
  colonAt = -1;
  lastAt = -1;
  hostSpan: [number, number] | null = null;
  portSpan: [number, number] | null = null;
  pathStart = -1;
  pathEnd = -1;
  queryStart = -1;
  queryEnd = -1;
  fragmentStart = -1;
  lastState: string | null = null;

  /**
   * Steps 1 to 8 of the basic URL parser on `input` with `base`. `trace`: whether `steps` is kept;
   * `hosts`: the host parser (null: none is run); `maxErrors`: how many errors `errors` keeps.
   */
  constructor(
    input: string,
    readonly base: URLRecord | null,
    readonly trace: boolean,
    readonly hosts: HostParser | null,
    readonly maxErrors: number,
  ) {
    // 1. If url is not given:
    //   1. Set url to a new URL.
    this.url = { scheme: '', username: '', password: '', host: null, port: null, path: [], query: null, fragment: null };
    //   2. If input contains any leading or trailing C0 control or space, invalid-URL-unit validation error.
    //   3. Remove any leading and trailing C0 control or space from input.
    let start = 0;
    let end = input.length;
    while (start < end && input.charCodeAt(start) <= 0x20) start++;
    while (end > start && input.charCodeAt(end - 1) <= 0x20) end--;
    if (start > 0 || end < input.length) {
      const lead = start > 0;
      this.errorCount++;
      if (this.errors.length < maxErrors) this.errors.push(error('invalid-URL-unit', lead ? 0 : end, lead ? start : input.length - end, 'basic URL parser', false,
        `${SECTION} (basic URL parser step 1.2): the input has ${lead && end < input.length ? 'leading and trailing' : lead ? 'leading' : 'trailing'} C0 control or space code points, which are removed`));
    }
    // 2. If input contains any ASCII tab or newline, invalid-URL-unit validation error.
    // 3. Remove all ASCII tab or newline from input.
    // (The code points left, and for each its offset in the input as given.)
    const cps = new Int32Array(end - start);
    const pos = new Int32Array(end - start + 1);
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
      this.errorCount++;
      if (this.errors.length < maxErrors) this.errors.push(error('invalid-URL-unit', tabAt, tabRun, 'basic URL parser', false,
        `${SECTION} (basic URL parser step 2): the input contains ${tabs === 1 ? 'an ASCII tab or newline' : `${tabs} ASCII tab or newline code points`}, which are removed`));
    }
    this.cps = cps;
    this.pos = pos;
    this.n = n;

    // 4. Let state be state override if given, or scheme start state otherwise.
    this.state = 'scheme start state';
    // 5. (encoding is UTF-8.) 6. Let buffer be the empty string.
    this.buffer = '';
    // 7. Let atSignSeen, insideBrackets, and passwordTokenSeen be false.
    this.atSignSeen = false;
    this.insideBrackets = false;
    this.passwordTokenSeen = false;
    // 8. Let pointer be a pointer for input.
    this.pointer = 0;
  }

  /** The code point at pointer + k (`remaining` starts at k = 1), or EOF. */
  at(k: number): number {
    return this.pointer + k < this.n ? this.cps[this.pointer + k]! : EOF;
  }

  /** Whether url is special (§4.2: its scheme is). */
  isSpecial(): boolean {
    return isSpecialScheme(this.url.scheme);
  }

  /** The span in the input as given of the code points [k0, k1) of the parser's input. */
  span(k0: number, k1: number): WHATWGSpan {
    const offset = this.pos[k0]!;
    if (k1 <= k0) return { offset, length: 0 };
    const lastAt = this.pos[k1 - 1]!;
    return { offset, length: lastAt + (this.cps[k1 - 1]! > 0xffff ? 2 : 1) - offset };
  }

  /** A validation error at the code points [k0, k1) of the parser's input, reported in `state`. */
  report(name: WHATWGErrorName, k0: number, k1: number, state: string, isFailure: boolean, message: string): void {
    this.errorCount++;
    // (Past maxErrors an error is counted only, unless it is the failure.)
    const keep = this.errors.length < this.maxErrors;
    if (!keep && !isFailure) return;
    const s = this.span(k0, Math.min(k1, this.n));
    const e = error(name, s.offset, s.length, state, isFailure, message);
    if (keep) this.errors.push(e);
    if (isFailure) this.failure = e;
  }

  /** A note of the trace, at the pointer, in the current state. */
  note(text: string): void {
    if (this.trace) this.steps.push({ state: this.state, offset: this.pos[Math.max(0, Math.min(this.pointer, this.n))]!, note: text });
  }

  /** Set url's query to the empty string and state to query state. */
  startQuery(): void {
    this.url.query = '';
    this.state = 'query state';
    if (this.pathStart !== -1 && this.pathEnd === -1) this.pathEnd = this.pointer;
    this.queryStart = this.pointer + 1;
  }

  /** Set url's fragment to the empty string and state to fragment state. */
  startFragment(): void {
    this.url.fragment = '';
    this.state = 'fragment state';
    if (this.pathStart !== -1 && this.pathEnd === -1) this.pathEnd = this.pointer;
    if (this.queryStart !== -1 && this.queryEnd === -1) this.queryEnd = this.pointer;
    this.fragmentStart = this.pointer + 1;
  }

  /** The path's span begins at the code point `at` (if it has not begun). */
  enterPath(at: number): void {
    if (this.pathStart === -1) this.pathStart = at;
  }

  /** The host parser on buffer (the code points [at, pointer)), its errors positioned in the input. */
  hostParse(isOpaque: boolean, at: number): WHATWGHost | null {
    const sink: HostSink = {
      report: (name, algorithm, s, e, isFailure, message) => this.report(name, at + s, at + e, algorithm, isFailure, message),
    };
    // The code points of buffer that were lone surrogates (buffer holds U+FFFD for them, and the
    // code points [at, at + its length) of the input): an opaque host reports them.
    const lone: number[] = [];
    if (isOpaque) {
      let k = 0;
      for (const ch of this.buffer) {
        const u = this.cps[at + k]!;
        if (ch === '\ufffd' && u >= 0xd800 && u <= 0xdfff) lone.push(k);
        k++;
      }
    }
    // Counted (grammar/engine/work.ts): the host parser reads the buffer's code units.
    WORK.steps += 1 + this.buffer.length;
    const host = this.hosts!.parse(this.buffer, isOpaque, sink, lone);
    if (host !== null) this.note(`host parsed: ${host.type} ${JSON.stringify(this.hosts!.serialize(host))}`);
    return host;
  }

  /**
   * The two checks of the path, opaque path, query and fragment states: if c is not a URL code point
   * and not U+0025 (%), invalid-URL-unit validation error; if c is U+0025 (%) and remaining does not
   * start with two ASCII hex digits, invalid-URL-unit validation error.
   */
  checkURLUnit(c: number, where: string): void {
    const pointer = this.pointer;
    if (c !== 0x25 && !isURLCodePoint(c)) {
      this.report('invalid-URL-unit', pointer, pointer + 1, where, false, `${SECTION} (${where}): ${show(c)} is not a URL code point`);
    } else if (c === 0x25 && !(pointer + 2 < this.n && isASCIIHexDigit(this.cps[pointer + 1]!) && isASCIIHexDigit(this.cps[pointer + 2]!))) {
      this.report('invalid-URL-unit', pointer, pointer + 1, where, false, `${SECTION} (${where}): "%" is not followed by two ASCII hex digits`);
    }
  }

  /** The spans of what was read (the components' code points, in the input as given). */
  spans(): WHATWGSpans {
    const sp = (k0: number, k1: number): WHATWGSpan => this.span(k0, k1);
    const n = this.n;
    return {
      scheme: this.schemeEnd === -1 ? null : sp(0, this.schemeEnd),
      username: this.lastAt === -1 ? null : sp(this.authorityStart, this.colonAt === -1 ? this.lastAt : this.colonAt),
      password: this.lastAt === -1 || this.colonAt === -1 ? null : sp(this.colonAt + 1, this.lastAt),
      host: this.hostSpan === null ? null : sp(this.hostSpan[0], this.hostSpan[1]),
      port: this.portSpan === null ? null : sp(this.portSpan[0], this.portSpan[1]),
      path: this.pathStart === -1 ? null : sp(this.pathStart, this.pathEnd === -1 ? n : this.pathEnd),
      query: this.queryStart === -1 ? null : sp(this.queryStart, this.queryEnd === -1 ? n : this.queryEnd),
      fragment: this.fragmentStart === -1 ? null : sp(this.fragmentStart, n),
    };
  }
}

/** A validation error, frozen. */
function error(name: WHATWGErrorName, offset: number, length: number, state: string, failure: boolean, message: string): WHATWGValidationError {
  return Object.freeze({ name, offset, length, state, failure, message });
}
