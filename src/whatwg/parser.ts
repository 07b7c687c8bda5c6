/**
 * The basic URL parser of the WHATWG URL Standard (§4.4 URL parsing), transcribed from whatwg/url
 * url.bs at commit 6ae84860d12800bcf563668e7cc821360dce6062 (2026-07-02): the state machine with the
 * standard's state names, its variables (`buffer`, `atSignSeen`, `insideBrackets`,
 * `passwordTokenSeen`, `pointer`, `c`, `remaining`) and its steps in their order, each under the
 * standard's words. Like src/resolver/browser.ts, a procedure transcribed as a procedure: the
 * standard defines this parser as a state machine over code points, not as a grammar.
 *
 * What is not transcribed: the `encoding` argument (always UTF-8, as for every caller but HTML's
 * legacy documents), and the `url` and `state override` arguments (the setters of the URL class):
 * every step that reads them is the branch taken when they are not given.
 *
 * Positions: the standard's input is a scalar value string, left after the C0-control-or-space strip
 * and the tab-or-newline removal. The parser keeps, for each code point it reads, its UTF-16 offset
 * into the input as given, and reports every error there. A lone surrogate (which a JavaScript
 * string can hold and WebIDL's USVString conversion would have made U+FFFD before the parser saw
 * it) is read as the code point it is: the states that check URL code points report it as
 * invalid-URL-unit, and what the parser writes for it is U+FFFD's.
 *
 * The parser is in five modules: this one (steps 9 and 10: the state machine turned, its result),
 * src/whatwg/parser-state.ts (the state the states share, made by steps 1 to 8, and the steps they
 * take alike), src/whatwg/states.ts and src/whatwg/path-states.ts (one function per state, named as
 * the standard names it, as whatwg-url has one method per state: the scheme, authority, host and
 * port states, and step 9's switch; the file, path, query and fragment states) and
 * src/whatwg/url-record.ts (the URL record, the state names, the spans and the steps, which this
 * module re-exports).
 *
 * @module
 */
import type { WHATWGValidationError } from './errors.js';
import { CODE_POINTS, EOF, FAILURE, newParserState, spansOf, type ParserState } from './parser-state.js';
import { runState } from './states.js';
import type { HostParser, URLRecord, WHATWGSpans, WHATWGStep } from './url-record.js';
import { WORK } from '../../grammar/index.js';

export { defaultPort, isSpecialScheme, WHATWG_STATES } from './url-record.js';
export type { HostParser, URLRecord, WHATWGSpan, WHATWGSpans, WHATWGState, WHATWGStep } from './url-record.js';

/**
 * What {@link basicURLParse} returns: the URL record or null for failure, the validation errors in
 * the order the standard reports them (the first `maxErrors` of them), how many it reported in all
 * (`errorCount`), the one that was the failure (kept even where it is not among the first
 * `maxErrors`), the spans and the steps.
 *
 * @example
 * ```ts
 * const r: BasicParse = basicURLParse('a:b', null, false);
 * r.url?.path; // 'b'
 * ```
 */
export interface BasicParse {
  readonly url: URLRecord | null;
  readonly errors: readonly WHATWGValidationError[];
  readonly errorCount: number;
  readonly failure: WHATWGValidationError | null;
  readonly spans: WHATWGSpans | null;
  readonly steps: readonly WHATWGStep[];
}

/**
 * How many validation errors {@link basicURLParse} keeps by default: the others are counted in
 * `errorCount` only (an input can report one per code point).
 */
export const DEFAULT_MAX_ERRORS = 100;

/**
 * The basic URL parser (§4.4) on `input` with `base` (a parsed URL record, or null), without the
 * `url` and `state override` arguments. With `trace`, `steps` has each state the parser entered and
 * notes on what it did; without, it is empty. `hosts` is the host parser; without one (`null`), the
 * parser returns when it enters the host state or the file host state, before a host is read: the
 * scheme, the user information and their spans (what the password redaction reads). `maxErrors`
 * (default {@link DEFAULT_MAX_ERRORS}): how many errors `errors` keeps; `errorCount` counts them all,
 * so that memory stays bounded on an input that reports an error per code point.
 *
 * @example
 * ```ts
 * import { parseHost, serializeHost } from './host.js';
 * const r = basicURLParse(' https://EXAMPLE.org:443/a/../b', null, false, { parse: parseHost, serialize: serializeHost });
 * r.url?.host;                 // { type: 'domain', value: 'example.org' }
 * r.url?.port;                 // null: the default port
 * r.url?.path;                 // ['b']
 * r.errors.map((e) => e.name); // ['invalid-URL-unit']
 * basicURLParse('https://u:pw@ex ample/', null, false, null).spans?.password; // { offset: 10, length: 2 }
 * ```
 */
export function basicURLParse(input: string, base: URLRecord | null, trace: boolean, hosts: HostParser | null, maxErrors: number = DEFAULT_MAX_ERRORS): BasicParse {
  // 1 to 8: the new URL, the input stripped of leading and trailing C0 controls and spaces and of
  // tabs and newlines, the state, the buffer, the flags and the pointer.
  // (Its code points in arrays lent by the scratch, given back when the run ends: parser-state.ts.)
  const p = newParserState(input, base, trace, hosts, maxErrors, true);
  const r = run(p, trace, hosts);
  CODE_POINTS.give([p.cps, p.pos]);
  return r;
}

/** Steps 9 and 10 of `basicURLParse` on the state `p` its steps 1 to 8 made. */
function run(p: ParserState, trace: boolean, hosts: HostParser | null): BasicParse {
  // 9. Keep running the following state machine by switching on state. If after a run pointer
  // points to the EOF code point, go to the next step. Otherwise, increase pointer by 1 and
  // continue with the state machine.
  for (;;) {
    // Not the standard's: a reading of the user information alone stops where a host begins (the
    // host state, or a file URL's: nothing after it is read, so no host is parsed), with the spans
    // read so far.
    if (hosts === null && (p.state === 'host state' || p.state === 'file host state')) return { url: p.url, errors: p.errors, errorCount: p.errorCount, failure: null, spans: spansOf(p), steps: p.steps };
    const c = p.pointer < p.n ? p.cps[p.pointer]! : EOF;
    // Counted (grammar/engine/work.ts): a step per turn of the state machine.
    WORK.steps++;
    if (trace && p.state !== p.lastState) {
      p.steps.push({ state: p.state, offset: p.pos[Math.min(p.pointer, p.n)]! });
      p.lastState = p.state;
    }
    if (runState(p, c) === FAILURE) return { url: null, errors: p.errors, errorCount: p.errorCount, failure: p.failure, spans: null, steps: p.steps };
    if (p.pointer >= p.n) break;
    p.pointer++;
  }

  // 10. Return url.
  return { url: p.url, errors: p.errors, errorCount: p.errorCount, failure: null, spans: spansOf(p), steps: p.steps };
}
