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
 * @module
 */
import type { WHATWGErrorName, WHATWGValidationError } from './errors.js';
import type { HostSink, WHATWGHost } from './host.js';
import { isURLCodePoint, utf8PercentEncode, utf8PercentEncodeCodePoint } from './percent.js';
import { isSpecialScheme, defaultPort, type HostParser, type URLRecord, type WHATWGSpan, type WHATWGSpans, type WHATWGState, type WHATWGStep } from './url-record.js';
import { WORK } from '../../grammar/core.js';

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

const SECTION = 'URL Standard §4.4 URL parsing';


const EOF = -1;
const isASCIIAlpha = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isASCIIDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isASCIIHexDigit = (c: number): boolean => isASCIIDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const lower = (c: number): string => String.fromCharCode(isASCIIAlpha(c) && c <= 0x5a ? c + 0x20 : c);
/** A code point as the parser's buffers hold it: a lone surrogate as U+FFFD (see the module comment). */
const char = (c: number): string => (c >= 0xd800 && c <= 0xdfff ? '\ufffd' : String.fromCodePoint(c));
const show = (c: number): string => {
  const u = `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  if (c === 0x20) return `${u} SPACE`;
  return c > 0x20 && c !== 0x7f && !(c >= 0xd800 && c <= 0xdfff) ? `${u} "${String.fromCodePoint(c)}"` : u;
};

/** A Windows drive letter (§4.2): an ASCII alpha, then U+003A (:) or U+007C (|). */
const isWindowsDriveLetter = (s: string): boolean => s.length === 2 && isASCIIAlpha(s.charCodeAt(0)) && (s[1] === ':' || s[1] === '|');
/** A normalized Windows drive letter: a Windows drive letter whose second code point is U+003A (:). */
const isNormalizedWindowsDriveLetter = (s: string | undefined): boolean => s !== undefined && isWindowsDriveLetter(s) && s[1] === ':';
/** A single-dot URL path segment (§4.1): "." or an ASCII case-insensitive match for "%2e". */
const isSingleDot = (s: string): boolean => s === '.' || (s.length === 3 && s.toLowerCase() === '%2e');
/** A double-dot URL path segment: "..", or an ASCII case-insensitive match for ".%2e", "%2e.", or "%2e%2e". */
const isDoubleDot = (s: string): boolean => {
  if (s === '..') return true;
  if (s.length !== 4 && s.length !== 6) return false;
  const l = s.toLowerCase();
  return l === '.%2e' || l === '%2e.' || l === '%2e%2e';
};

/** Whether the URL record has an opaque path (§4.2). */
const hasOpaquePath = (url: URLRecord): boolean => typeof url.path === 'string';

/** Shorten a url's path (§4.2). */
function shorten(url: URLRecord): void {
  // 1. Assert: url does not have an opaque path. 2. Let path be url's path.
  const path = url.path as string[];
  // 3. If url's scheme is "file", path's size is 1, and path[0] is a normalized Windows drive letter, then return.
  if (url.scheme === 'file' && path.length === 1 && isNormalizedWindowsDriveLetter(path[0])) return;
  // 4. Remove path's last item, if any.
  path.pop();
}

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
  const errors: WHATWGValidationError[] = [];
  /** How many errors were reported, kept or not. */
  let errorCount = 0;
  const steps: WHATWGStep[] = [];

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
    errorCount++;
    if (errors.length < maxErrors) errors.push(error('invalid-URL-unit', tabAt, tabRun, 'basic URL parser', false,
      `${SECTION} (basic URL parser step 2): the input contains ${tabs === 1 ? 'an ASCII tab or newline' : `${tabs} ASCII tab or newline code points`}, which are removed`));
  }

  /** The span in the input as given of the code points [k0, k1) of the parser's input. */
  const span = (k0: number, k1: number): WHATWGSpan => {
    const offset = pos[k0]!;
    if (k1 <= k0) return { offset, length: 0 };
    const lastAt = pos[k1 - 1]!;
    return { offset, length: lastAt + (cps[k1 - 1]! > 0xffff ? 2 : 1) - offset };
  };
  let failure: WHATWGValidationError | null = null;
  /** A validation error at the code points [k0, k1) of the parser's input. */
  const report = (name: WHATWGErrorName, k0: number, k1: number, state: string, isFailure: boolean, message: string): void => {
    errorCount++;
    // (Past maxErrors an error is counted only, unless it is the failure.)
    const keep = errors.length < maxErrors;
    if (!keep && !isFailure) return;
    const s = span(k0, Math.min(k1, n));
    const e = error(name, s.offset, s.length, state, isFailure, message);
    if (keep) errors.push(e);
    if (isFailure) failure = e;
  };
  const fail = (): BasicParse => ({ url: null, errors, errorCount, failure, spans: null, steps });

  // 4. Let state be state override if given, or scheme start state otherwise.
  let state = 'scheme start state' as WHATWGState;
  // 5. (encoding is UTF-8.) 6. Let buffer be the empty string.
  let buffer = '';
  // 7. Let atSignSeen, insideBrackets, and passwordTokenSeen be false.
  let atSignSeen = false;
  let insideBrackets = false;
  let passwordTokenSeen = false;
  // 8. Let pointer be a pointer for input.
  let pointer = 0;

  // Bookkeeping of this transcription (not the standard's): the code points of buffer in the
  // authority state, where the buffer began, the spans.
  let bufferLength = 0;
  let bufferStart = 0;
  let schemeEnd = -1;
  let authorityStart = -1;
  let colonAt = -1;
  let lastAt = -1;
  let hostSpan: [number, number] | null = null;
  let portSpan: [number, number] | null = null;
  let pathStart = -1;
  let pathEnd = -1;
  let queryStart = -1;
  let queryEnd = -1;
  let fragmentStart = -1;
  let lastState: string | null = null;
  const note = (text: string): void => {
    if (trace) steps.push({ state, offset: pos[Math.max(0, Math.min(pointer, n))]!, note: text });
  };
  const isSpecial = (): boolean => isSpecialScheme(url.scheme);
  const startQuery = (): void => {
    url.query = '';
    state = 'query state';
    if (pathStart !== -1 && pathEnd === -1) pathEnd = pointer;
    queryStart = pointer + 1;
  };
  const startFragment = (): void => {
    url.fragment = '';
    state = 'fragment state';
    if (pathStart !== -1 && pathEnd === -1) pathEnd = pointer;
    if (queryStart !== -1 && queryEnd === -1) queryEnd = pointer;
    fragmentStart = pointer + 1;
  };
  const enterPath = (at: number): void => {
    if (pathStart === -1) pathStart = at;
  };
  /** The host parser on buffer (the code points [bufferStart, pointer)), its errors positioned in the input. */
  const hostParse = (isOpaque: boolean, at: number): WHATWGHost | null => {
    const sink: HostSink = {
      report: (name, algorithm, s, e, isFailure, message) => report(name, at + s, at + e, algorithm, isFailure, message),
    };
    // The code points of buffer that were lone surrogates (buffer holds U+FFFD for them, and the
    // code points [at, at + its length) of the input): an opaque host reports them.
    const lone: number[] = [];
    if (isOpaque) {
      let k = 0;
      for (const ch of buffer) {
        const u = cps[at + k]!;
        if (ch === '\ufffd' && u >= 0xd800 && u <= 0xdfff) lone.push(k);
        k++;
      }
    }
    // Counted (grammar/engine/work.ts): the host parser reads the buffer's code units.
    WORK.steps += 1 + buffer.length;
    const host = hosts!.parse(buffer, isOpaque, sink, lone);
    if (host !== null) note(`host parsed: ${host.type} ${JSON.stringify(hosts!.serialize(host))}`);
    return host;
  };

  // 9. Keep running the following state machine by switching on state. If after a run pointer
  // points to the EOF code point, go to the next step. Otherwise, increase pointer by 1 and
  // continue with the state machine.
  /** The code point at pointer + k (`remaining` starts at k = 1), or EOF. */
  const at = (k: number): number => (pointer + k < n ? cps[pointer + k]! : EOF);
  for (;;) {
    // Not the standard's: a reading of the user information alone stops where a host begins (the
    // host state, or a file URL's: nothing after it is read, so no host is parsed), with the spans
    // read so far.
    if (hosts === null && (state === 'host state' || state === 'file host state')) return { url, errors, errorCount, failure: null, spans: spansOf(), steps };
    const c = pointer < n ? cps[pointer]! : EOF;
    // Counted (grammar/engine/work.ts): a step per turn of the state machine.
    WORK.steps++;
    if (trace && state !== lastState) {
      steps.push({ state, offset: pos[Math.min(pointer, n)]! });
      lastState = state;
    }
    switch (state) {
      case 'scheme start state':
        // 1. If c is an ASCII alpha, append c, lowercased, to buffer, and set state to scheme state.
        if (c !== EOF && isASCIIAlpha(c)) {
          buffer += lower(c);
          state = 'scheme state';
        } else {
          // 2. Otherwise, if state override is not given, set state to no scheme state and decrease pointer by 1.
          state = 'no scheme state';
          pointer--;
        }
        break;

      case 'scheme state':
        // 1. If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E (.), append c, lowercased, to buffer.
        if (c !== EOF && (isASCIIAlpha(c) || isASCIIDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e)) {
          buffer += lower(c);
        } else if (c === 0x3a) {
          // 2. Otherwise, if c is U+003A (:), then:
          // 2. Set url's scheme to buffer.
          url.scheme = buffer;
          schemeEnd = pointer;
          note(`scheme ${JSON.stringify(buffer)}${isSpecial() ? ' (special)' : ''}`);
          // 4. Set buffer to the empty string.
          buffer = '';
          if (url.scheme === 'file') {
            // 5. If url's scheme is "file": if remaining does not start with "//",
            // special-scheme-missing-following-solidus validation error; set state to file state.
            if (at(1) !== 0x2f || at(2) !== 0x2f) {
              report('special-scheme-missing-following-solidus', pointer + 1, pointer + 2, state, false,
                `${SECTION} (scheme state): the scheme "file:" is not followed by "//"`);
            }
            state = 'file state';
          } else if (isSpecial() && base !== null && base.scheme === url.scheme) {
            // 6. Otherwise, if url is special, base is non-null, and base's scheme is url's scheme:
            // assert base is special; set state to special relative or authority state.
            state = 'special relative or authority state';
          } else if (isSpecial()) {
            // 7. Otherwise, if url is special, set state to special authority slashes state.
            state = 'special authority slashes state';
          } else if (at(1) === 0x2f) {
            // 8. Otherwise, if remaining starts with an U+002F (/), set state to path or authority
            // state and increase pointer by 1.
            state = 'path or authority state';
            pointer++;
          } else {
            // 9. Otherwise, set url's path to the empty string and set state to opaque path state.
            url.path = '';
            state = 'opaque path state';
            enterPath(pointer + 1);
          }
        } else {
          // 3. Otherwise, if state override is not given, set buffer to the empty string, state to
          // no scheme state, and start over (from the first code point in input).
          buffer = '';
          state = 'no scheme state';
          note('no scheme: start over');
          pointer = -1;
        }
        break;

      case 'no scheme state':
        // 1. If base is null, or base has an opaque path and c is not U+0023 (#),
        // missing-scheme-non-relative-URL validation error, return failure.
        if (base === null || (hasOpaquePath(base) && c !== 0x23)) {
          report('missing-scheme-non-relative-URL', pointer, pointer, state, true,
            `${SECTION} (no scheme state): the input does not start with a scheme, and ${base === null ? 'there is no base URL' : 'the base URL has an opaque path'}: the parser returns failure`);
          return fail();
        } else if (hasOpaquePath(base) && c === 0x23) {
          // 2. Otherwise, if base has an opaque path and c is U+0023 (#), set url's scheme to base's
          // scheme, url's path to base's path, url's query to base's query, url's fragment to the
          // empty string, and set state to fragment state.
          url.scheme = base.scheme;
          url.path = base.path;
          url.query = base.query;
          note("scheme, path and query copied from the base");
          startFragment();
        } else if (base.scheme !== 'file') {
          // 3. Otherwise, if base's scheme is not "file", set state to relative state and decrease pointer by 1.
          state = 'relative state';
          pointer--;
        } else {
          // 4. Otherwise, set state to file state and decrease pointer by 1.
          state = 'file state';
          pointer--;
        }
        break;

      case 'special relative or authority state':
        // 1. If c is U+002F (/) and remaining starts with U+002F (/), then set state to special
        // authority ignore slashes state and increase pointer by 1.
        if (c === 0x2f && at(1) === 0x2f) {
          state = 'special authority ignore slashes state';
          pointer++;
        } else {
          // 2. Otherwise, special-scheme-missing-following-solidus validation error, set state to
          // relative state and decrease pointer by 1.
          report('special-scheme-missing-following-solidus', pointer, pointer + 1, state, false,
            `${SECTION} (special relative or authority state): the scheme "${url.scheme}:" is not followed by "//"; the input is read relative to the base`);
          state = 'relative state';
          pointer--;
        }
        break;

      case 'path or authority state':
        // 1. If c is U+002F (/), then set state to authority state.
        if (c === 0x2f) state = 'authority state';
        else {
          // 2. Otherwise, set state to path state, and decrease pointer by 1.
          state = 'path state';
          enterPath(pointer - 1);
          pointer--;
        }
        break;

      case 'relative state': {
        // 1. Assert: base's scheme is not "file". 2. Set url's scheme to base's scheme.
        const b = base!;
        url.scheme = b.scheme;
        if (c === 0x2f) {
          // 3. If c is U+002F (/), then set state to relative slash state.
          state = 'relative slash state';
        } else if (isSpecial() && c === 0x5c) {
          // 4. Otherwise, if url is special and c is U+005C (\), invalid-reverse-solidus
          // validation error, set state to relative slash state.
          report('invalid-reverse-solidus', pointer, pointer + 1, state, false, `${SECTION} (relative state): "\\" where a special URL has "/"`);
          state = 'relative slash state';
        } else {
          // 5. Otherwise: 1. Set url's username, password, host, port to base's, url's path to a
          // clone of base's path, and url's query to base's query.
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          url.path = (b.path as string[]).slice();
          url.query = b.query;
          note('user information, host, port, path and query copied from the base');
          if (c === 0x3f) {
            // 2. If c is U+003F (?), then set url's query to the empty string, and state to query state.
            startQuery();
          } else if (c === 0x23) {
            // 3. Otherwise, if c is U+0023 (#), set url's fragment to the empty string and state to fragment state.
            startFragment();
          } else if (c !== EOF) {
            // 4. Otherwise, if c is not the EOF code point: set url's query to null; shorten url's
            // path; set state to path state and decrease pointer by 1.
            url.query = null;
            shorten(url);
            note("the base's query dropped and its path shortened");
            state = 'path state';
            enterPath(pointer);
            pointer--;
          }
        }
        break;
      }

      case 'relative slash state':
        if (isSpecial() && (c === 0x2f || c === 0x5c)) {
          // 1. If url is special and c is U+002F (/) or U+005C (\), then: if c is U+005C (\),
          // invalid-reverse-solidus validation error; set state to special authority ignore slashes state.
          if (c === 0x5c) report('invalid-reverse-solidus', pointer, pointer + 1, state, false, `${SECTION} (relative slash state): "\\" where a special URL has "/"`);
          state = 'special authority ignore slashes state';
        } else if (c === 0x2f) {
          // 2. Otherwise, if c is U+002F (/), then set state to authority state.
          state = 'authority state';
        } else {
          // 3. Otherwise, set url's username, password, host and port to base's, state to path
          // state, and then, decrease pointer by 1.
          const b = base!;
          url.username = b.username;
          url.password = b.password;
          url.host = b.host;
          url.port = b.port;
          note('user information, host and port copied from the base');
          state = 'path state';
          enterPath(pointer - 1);
          pointer--;
        }
        break;

      case 'special authority slashes state':
        // 1. If c is U+002F (/) and remaining starts with U+002F (/), then set state to special
        // authority ignore slashes state and increase pointer by 1.
        if (c === 0x2f && at(1) === 0x2f) {
          state = 'special authority ignore slashes state';
          pointer++;
        } else {
          // 2. Otherwise, special-scheme-missing-following-solidus validation error, set state to
          // special authority ignore slashes state and decrease pointer by 1.
          report('special-scheme-missing-following-solidus', pointer, pointer + 1, state, false,
            `${SECTION} (special authority slashes state): the scheme "${url.scheme}:" is not followed by "//"`);
          state = 'special authority ignore slashes state';
          pointer--;
        }
        break;

      case 'special authority ignore slashes state':
        // 1. If c is neither U+002F (/) nor U+005C (\), then set state to authority state and
        // decrease pointer by 1.
        if (c !== 0x2f && c !== 0x5c) {
          state = 'authority state';
          pointer--;
        } else {
          // 2. Otherwise, special-scheme-missing-following-solidus validation error.
          report('special-scheme-missing-following-solidus', pointer, pointer + 1, state, false,
            `${SECTION} (special authority ignore slashes state): a ${c === 0x2f ? '"/"' : '"\\"'} before the authority of a "${url.scheme}:" URL where "//" was expected exactly, which is ignored`);
        }
        break;

      case 'authority state':
        if (authorityStart === -1) authorityStart = pointer;
        if (c === 0x40) {
          // 1. If c is U+0040 (@), then:
          // 1. Invalid-credentials validation error.
          report('invalid-credentials', pointer, pointer + 1, state, false, `${SECTION} (authority state): the URL includes credentials (a user name or password before "@")`);
          // 2. If atSignSeen is true, then prepend "%40" to buffer.
          let prefix = 0;
          if (atSignSeen) {
            buffer = '%40' + buffer;
            prefix = 3;
          }
          // 3. Set atSignSeen to true.
          atSignSeen = true;
          // 4. For each codePoint in buffer:
          let k = 0;
          for (const codePoint of buffer) {
            // 1. If codePoint is U+003A (:) and passwordTokenSeen is false, then set
            // passwordTokenSeen to true and continue.
            if (codePoint === ':' && !passwordTokenSeen) {
              passwordTokenSeen = true;
              colonAt = bufferStart + k - prefix;
              k++;
              continue;
            }
            // 2. Let encodedCodePoints be the result of running UTF-8 percent-encode codePoint
            // using the userinfo percent-encode set.
            const encodedCodePoints = utf8PercentEncodeCodePoint(codePoint.codePointAt(0)!, 'userinfo');
            // 3. If passwordTokenSeen is true, then append encodedCodePoints to url's password.
            // 4. Otherwise, append encodedCodePoints to url's username.
            if (passwordTokenSeen) url.password += encodedCodePoints;
            else url.username += encodedCodePoints;
            k++;
          }
          // 5. Set buffer to the empty string.
          buffer = '';
          bufferLength = 0;
          bufferStart = pointer + 1;
          lastAt = pointer;
          note('user information read (not shown)');
        } else if (c === EOF || c === 0x2f || c === 0x3f || c === 0x23 || (isSpecial() && c === 0x5c)) {
          // 2. Otherwise, if c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#), or url
          // is special and c is U+005C (\), then:
          // 1. If atSignSeen is true and buffer is the empty string, host-missing validation error, return failure.
          if (atSignSeen && buffer === '') {
            report('host-missing', pointer, pointer, state, true, `${SECTION} (authority state): the user information is followed by no host: the parser returns failure`);
            return fail();
          }
          // 2. Decrease pointer by buffer's code point length + 1, set buffer to the empty string,
          // and set state to host state.
          pointer -= bufferLength + 1;
          buffer = '';
          bufferLength = 0;
          bufferStart = pointer + 1;
          state = 'host state';
        } else {
          // 3. Otherwise, append c to buffer.
          if (buffer === '') bufferStart = pointer;
          buffer += char(c);
          bufferLength++;
        }
        break;

      case 'host state':
        // 1. (state override is not given.)
        if (c === 0x3a && !insideBrackets) {
          // 2. Otherwise, if c is U+003A (:) and insideBrackets is false, then:
          // 1. If buffer is the empty string, host-missing validation error, return failure.
          if (buffer === '') {
            report('host-missing', pointer, pointer, state, true, `${SECTION} (host state): a port follows no host: the parser returns failure`);
            return fail();
          }
          // 3. Let host be the result of host parsing buffer with url is not special.
          const host = hostParse(!isSpecial(), bufferStart);
          // 4. If host is failure, then return failure.
          if (host === null) return fail();
          // 5. Set url's host to host, buffer to the empty string, and state to port state.
          url.host = host;
          hostSpan = [bufferStart, pointer];
          buffer = '';
          bufferStart = pointer + 1;
          state = 'port state';
        } else if (c === EOF || c === 0x2f || c === 0x3f || c === 0x23 || (isSpecial() && c === 0x5c)) {
          // 3. Otherwise, if c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#), or url
          // is special and c is U+005C (\), then decrease pointer by 1, and:
          pointer--;
          // 1. If url is special and buffer is the empty string, host-missing validation error, return failure.
          if (isSpecial() && buffer === '') {
            report('host-missing', pointer + 1, pointer + 1, state, true, `${SECTION} (host state): the URL is special and has no host: the parser returns failure`);
            return fail();
          }
          // 3. Let host be the result of host parsing buffer with url is not special.
          const host = hostParse(!isSpecial(), bufferStart);
          // 4. If host is failure, then return failure.
          if (host === null) return fail();
          // 5. Set url's host to host, buffer to the empty string, and state to path start state.
          url.host = host;
          hostSpan = [bufferStart, pointer + 1];
          buffer = '';
          state = 'path start state';
        } else {
          // 4. Otherwise: if c is U+005B ([), set insideBrackets to true; if c is U+005D (]), set
          // insideBrackets to false; append c to buffer.
          if (c === 0x5b) insideBrackets = true;
          if (c === 0x5d) insideBrackets = false;
          buffer += char(c);
        }
        break;

      case 'port state':
        if (c !== EOF && isASCIIDigit(c)) {
          // 1. If c is an ASCII digit, append c to buffer.
          buffer += char(c);
        } else if (c === EOF || c === 0x2f || c === 0x3f || c === 0x23 || (isSpecial() && c === 0x5c)) {
          // 2. Otherwise, if c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#), or url
          // is special and c is U+005C (\) (or state override is given), then:
          // 1. If buffer is not the empty string:
          if (buffer !== '') {
            // 1. Let port be the mathematical integer value that is represented by buffer in radix-10.
            const port = Number(buffer);
            portSpan = [bufferStart, pointer];
            // 2. If port is not a 16-bit unsigned integer, port-out-of-range validation error, return failure.
            if (port > 0xffff) {
              report('port-out-of-range', bufferStart, pointer, state, true, `${SECTION} (port state): the port is greater than 65535: the parser returns failure`);
              return fail();
            }
            // 3. Set url's port to null, if port is url's scheme's default port; otherwise to port.
            url.port = port === defaultPort(url.scheme) ? null : port;
            note(url.port === null ? `port ${port} is the default port of ${url.scheme}` : `port ${port}`);
            // 4. Set buffer to the empty string.
            buffer = '';
          }
          // 3. Set state to path start state and decrease pointer by 1.
          state = 'path start state';
          pointer--;
        } else {
          // 3. Otherwise, port-invalid validation error, return failure.
          report('port-invalid', pointer, pointer + 1, state, true, `${SECTION} (port state): the port contains ${show(c)}, which is not an ASCII digit: the parser returns failure`);
          return fail();
        }
        break;

      case 'file state': {
        // 1. Set url's scheme to "file". 2. Set url's host to the empty string.
        url.scheme = 'file';
        url.host = { type: 'empty', value: '' };
        if (c === 0x2f || c === 0x5c) {
          // 3. If c is U+002F (/) or U+005C (\), then: if c is U+005C (\), invalid-reverse-solidus
          // validation error; set state to file slash state.
          if (c === 0x5c) report('invalid-reverse-solidus', pointer, pointer + 1, state, false, `${SECTION} (file state): "\\" where a file URL has "/"`);
          state = 'file slash state';
        } else if (base !== null && base.scheme === 'file') {
          // 4. Otherwise, if base is non-null and base's scheme is "file":
          // 1. Set url's host to base's host, url's path to a clone of base's path, and url's query to base's query.
          url.host = base.host;
          url.path = (base.path as string[]).slice();
          url.query = base.query;
          note('host, path and query copied from the base');
          if (c === 0x3f) {
            // 2. If c is U+003F (?), then set url's query to the empty string and state to query state.
            startQuery();
          } else if (c === 0x23) {
            // 3. Otherwise, if c is U+0023 (#), set url's fragment to the empty string and state to fragment state.
            startFragment();
          } else if (c !== EOF) {
            // 4. Otherwise, if c is not the EOF code point:
            // 1. Set url's query to null.
            url.query = null;
            // 2. If the code point substring from pointer to the end of input does not start with
            // a Windows drive letter, then shorten url's path.
            if (!startsWithWindowsDriveLetter(cps, pointer, n)) shorten(url);
            else {
              // 3. Otherwise: file-invalid-Windows-drive-letter validation error; set url's path to « ».
              report('file-invalid-Windows-drive-letter', pointer, pointer + 2, state, false,
                `${SECTION} (file state): the relative URL starts with the Windows drive letter "${String.fromCodePoint(c, cps[pointer + 1]!)}" against a file base; the base's path is dropped`);
              url.path = [];
            }
            // 4. Set state to path state and decrease pointer by 1.
            state = 'path state';
            enterPath(pointer);
            pointer--;
          }
        } else {
          // 5. Otherwise, set state to path state, and decrease pointer by 1.
          state = 'path state';
          enterPath(pointer);
          pointer--;
        }
        break;
      }

      case 'file slash state':
        if (c === 0x2f || c === 0x5c) {
          // 1. If c is U+002F (/) or U+005C (\), then: if c is U+005C (\), invalid-reverse-solidus
          // validation error; set state to file host state.
          if (c === 0x5c) report('invalid-reverse-solidus', pointer, pointer + 1, state, false, `${SECTION} (file slash state): "\\" where a file URL has "/"`);
          state = 'file host state';
          bufferStart = pointer + 1;
        } else {
          // 2. Otherwise: 1. If base is non-null and base's scheme is "file", then:
          if (base !== null && base.scheme === 'file') {
            // 1. Set url's host to base's host.
            url.host = base.host;
            // 2. If the code point substring from pointer to the end of input does not start with a
            // Windows drive letter and base's path[0] is a normalized Windows drive letter, then
            // append base's path[0] to url's path.
            const basePath = base.path as string[];
            if (!startsWithWindowsDriveLetter(cps, pointer, n) && isNormalizedWindowsDriveLetter(basePath[0])) {
              (url.path as string[]).push(basePath[0]!);
              note(`the base's drive letter "${basePath[0]}" kept`);
            }
          }
          // 2. Set state to path state, and decrease pointer by 1.
          state = 'path state';
          enterPath(pointer - 1);
          pointer--;
        }
        break;

      case 'file host state':
        if (c === EOF || c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23) {
          // 1. If c is the EOF code point, U+002F (/), U+005C (\), U+003F (?), or U+0023 (#), then
          // decrease pointer by 1 and then:
          pointer--;
          if (isWindowsDriveLetter(buffer)) {
            // 1. If state override is not given and buffer is a Windows drive letter,
            // file-invalid-Windows-drive-letter-host validation error, set state to path state.
            report('file-invalid-Windows-drive-letter-host', bufferStart, pointer + 1, state, false,
              `${SECTION} (file host state): the host of the file URL is the Windows drive letter "${buffer}", which is read as the path's first segment`);
            state = 'path state';
            enterPath(bufferStart);
          } else if (buffer === '') {
            // 2. Otherwise, if buffer is the empty string, then: set url's host to the empty
            // string; set state to path start state.
            url.host = { type: 'empty', value: '' };
            state = 'path start state';
          } else {
            // 3. Otherwise: 1. Let host be the result of host parsing buffer with url is not special.
            let host = hostParse(!isSpecial(), bufferStart);
            // 2. If host is failure, then return failure.
            if (host === null) return fail();
            // 3. If host is "localhost", then set host to the empty string.
            if (host.type === 'domain' && host.value === 'localhost') {
              host = { type: 'empty', value: '' };
              note('the host "localhost" of a file URL is the empty host');
            }
            // 4. Set url's host to host. 6. Set buffer to the empty string and state to path start state.
            url.host = host;
            hostSpan = [bufferStart, pointer + 1];
            buffer = '';
            state = 'path start state';
          }
        } else {
          // 2. Otherwise, append c to buffer.
          buffer += char(c);
        }
        break;

      case 'path start state':
        if (isSpecial()) {
          // 1. If url is special, then: if c is U+005C (\), invalid-reverse-solidus validation
          // error; set state to path state; if c is neither U+002F (/) nor U+005C (\), then
          // decrease pointer by 1.
          if (c === 0x5c) report('invalid-reverse-solidus', pointer, pointer + 1, state, false, `${SECTION} (path start state): "\\" where a special URL has "/"`);
          state = 'path state';
          enterPath(pointer);
          if (c !== 0x2f && c !== 0x5c) pointer--;
        } else if (c === 0x3f) {
          // 2. Otherwise, if state override is not given and c is U+003F (?), set url's query to
          // the empty string and state to query state.
          enterPath(pointer);
          startQuery();
        } else if (c === 0x23) {
          // 3. Otherwise, if state override is not given and c is U+0023 (#), set url's fragment
          // to the empty string and state to fragment state.
          enterPath(pointer);
          startFragment();
        } else if (c !== EOF) {
          // 4. Otherwise, if c is not the EOF code point: set state to path state; if c is not
          // U+002F (/), then decrease pointer by 1.
          state = 'path state';
          enterPath(pointer);
          if (c !== 0x2f) pointer--;
        }
        // 5. (state override is not given.)
        break;

      case 'path state': {
        const special = isSpecial();
        if (c === EOF || c === 0x2f || (special && c === 0x5c) || c === 0x3f || c === 0x23) {
          // 1. If c is the EOF code point or U+002F (/), url is special and c is U+005C (\), or
          // (state override is not given and) c is U+003F (?) or U+0023 (#), then:
          const slash = c === 0x2f || (special && c === 0x5c);
          // 1. If url is special and c is U+005C (\), invalid-reverse-solidus validation error.
          if (special && c === 0x5c) report('invalid-reverse-solidus', pointer, pointer + 1, state, false, `${SECTION} (path state): "\\" where a special URL has "/"`);
          const path = url.path as string[];
          if (isDoubleDot(buffer)) {
            // 2. If buffer is a double-dot URL path segment, then: shorten url's path; if neither
            // c is U+002F (/), nor url is special and c is U+005C (\), append the empty string to
            // url's path.
            shorten(url);
            if (!slash) path.push('');
            note(`double-dot segment ${JSON.stringify(buffer)}: the path shortened`);
          } else if (isSingleDot(buffer) && !slash) {
            // 3. Otherwise, if buffer is a single-dot URL path segment and if neither c is U+002F
            // (/), nor url is special and c is U+005C (\), append the empty string to url's path.
            path.push('');
          } else if (!isSingleDot(buffer)) {
            // 4. Otherwise, if buffer is not a single-dot URL path segment, then: if url's scheme
            // is "file", url's path is empty, and buffer is a Windows drive letter, then replace
            // the second code point in buffer with U+003A (:); append buffer to url's path.
            if (url.scheme === 'file' && path.length === 0 && isWindowsDriveLetter(buffer)) {
              buffer = buffer[0] + ':';
              note(`the drive letter written "${buffer[0]}:"`);
            }
            path.push(buffer);
          }
          // 5. Set buffer to the empty string.
          buffer = '';
          // 6. If c is U+003F (?), then set url's query to the empty string and state to query state.
          if (c === 0x3f) startQuery();
          // 7. If c is U+0023 (#), then set url's fragment to the empty string and state to fragment state.
          if (c === 0x23) startFragment();
        } else {
          // 2. Otherwise, run these steps:
          checkURLUnit(c, state);
          // 3. UTF-8 percent-encode c using the path percent-encode set and append the result to buffer.
          buffer += utf8PercentEncodeCodePoint(c, 'path');
        }
        break;
      }

      case 'opaque path state':
        if (c === 0x3f) {
          // 1. If c is U+003F (?), then set url's query to the empty string and state to query state.
          startQuery();
        } else if (c === 0x23) {
          // 2. Otherwise, if c is U+0023 (#), then set url's fragment to the empty string and state to fragment state.
          startFragment();
        } else if (c === 0x20) {
          // 3. Otherwise, if c is U+0020 SPACE: invalid-URL-unit validation error; if remaining
          // starts with U+003F (?) or U+0023 (#), then append "%20" to url's path; otherwise,
          // append U+0020 SPACE to url's path.
          report('invalid-URL-unit', pointer, pointer + 1, state, false, `${SECTION} (opaque path state): U+0020 SPACE is not a URL code point`);
          url.path = (url.path as string) + (at(1) === 0x3f || at(1) === 0x23 ? '%20' : ' ');
        } else if (c !== EOF) {
          // 4. Otherwise, if c is not the EOF code point:
          checkURLUnit(c, state);
          // 3. UTF-8 percent-encode c using the C0 control percent-encode set and append the result to url's path.
          url.path = (url.path as string) + utf8PercentEncodeCodePoint(c, 'C0 control');
        }
        break;

      case 'query state':
        // 1. (encoding is UTF-8.)
        if (c === 0x23 || c === EOF) {
          // 2. If (state override is not given and) c is U+0023 (#), or c is the EOF code point, then:
          // 1. Let queryPercentEncodeSet be the special-query percent-encode set if url is special;
          // otherwise the query percent-encode set.
          // 2. Percent-encode after encoding, with encoding, buffer, and queryPercentEncodeSet, and
          // append the result to url's query.
          url.query += utf8PercentEncode(buffer, isSpecial() ? 'special-query' : 'query');
          // 3. Set buffer to the empty string.
          buffer = '';
          // 4. If c is U+0023 (#), then set url's fragment to the empty string and state to fragment state.
          if (c === 0x23) startFragment();
        } else {
          // 3. Otherwise, if c is not the EOF code point:
          checkURLUnit(c, state);
          // 3. Append c to buffer.
          buffer += char(c);
        }
        break;

      case 'fragment state':
        // 1. If c is not the EOF code point, then:
        if (c !== EOF) {
          checkURLUnit(c, state);
          // 3. UTF-8 percent-encode c using the fragment percent-encode set and append the result to url's fragment.
          url.fragment += utf8PercentEncodeCodePoint(c, 'fragment');
        }
        break;
    }
    if (pointer >= n) break;
    pointer++;
  }

  /**
   * The two checks of the path, opaque path, query and fragment states: if c is not a URL code point
   * and not U+0025 (%), invalid-URL-unit validation error; if c is U+0025 (%) and remaining does not
   * start with two ASCII hex digits, invalid-URL-unit validation error.
   */
  function checkURLUnit(c: number, where: string): void {
    if (c !== 0x25 && !isURLCodePoint(c)) {
      report('invalid-URL-unit', pointer, pointer + 1, where, false, `${SECTION} (${where}): ${show(c)} is not a URL code point`);
    } else if (c === 0x25 && !(pointer + 2 < n && isASCIIHexDigit(cps[pointer + 1]!) && isASCIIHexDigit(cps[pointer + 2]!))) {
      report('invalid-URL-unit', pointer, pointer + 1, where, false, `${SECTION} (${where}): "%" is not followed by two ASCII hex digits`);
    }
  }

  // 10. Return url.
  return { url, errors, errorCount, failure: null, spans: spansOf(), steps };

  /** The spans of what was read (the components' code points, in the input as given). */
  function spansOf(): WHATWGSpans {
    const sp = (k0: number, k1: number): WHATWGSpan => span(k0, k1);
    return {
    scheme: schemeEnd === -1 ? null : sp(0, schemeEnd),
    username: lastAt === -1 ? null : sp(authorityStart, colonAt === -1 ? lastAt : colonAt),
    password: lastAt === -1 || colonAt === -1 ? null : sp(colonAt + 1, lastAt),
    host: hostSpan === null ? null : sp(hostSpan[0], hostSpan[1]),
    port: portSpan === null ? null : sp(portSpan[0], portSpan[1]),
    path: pathStart === -1 ? null : sp(pathStart, pathEnd === -1 ? n : pathEnd),
    query: queryStart === -1 ? null : sp(queryStart, queryEnd === -1 ? n : queryEnd),
    fragment: fragmentStart === -1 ? null : sp(fragmentStart, n),
    };
  }
}

/**
 * Whether the code points [from, n) start with a Windows drive letter (§4.2): two code points that
 * are a Windows drive letter, then the end or U+002F (/), U+005C (\), U+003F (?), or U+0023 (#).
 */
function startsWithWindowsDriveLetter(cps: Int32Array, from: number, n: number): boolean {
  if (n - from < 2) return false;
  if (!isASCIIAlpha(cps[from]!) || (cps[from + 1] !== 0x3a && cps[from + 1] !== 0x7c)) return false;
  if (n - from === 2) return true;
  const third = cps[from + 2];
  return third === 0x2f || third === 0x5c || third === 0x3f || third === 0x23;
}

function error(name: WHATWGErrorName, offset: number, length: number, state: string, failure: boolean, message: string): WHATWGValidationError {
  return Object.freeze({ name, offset, length, state, failure, message });
}
