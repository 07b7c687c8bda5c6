/**
 * The states of the WHATWG URL Standard's basic URL parser (§4.4 URL parsing), one function per
 * state, each named as the standard names the state (`schemeStartState` for the scheme start state,
 * and so on; the hostname state, which only the `hostname` setter enters, is not transcribed: see
 * src/whatwg/parser.ts), each taking the parser's shared state ({@link ParserState}) and `c`, the
 * code point at the pointer (or EOF), and returning {@link FAILURE} where the standard says "return
 * failure". Each step stands under the standard's words, in its order. {@link runState} switches on
 * the state, as the standard's step 9 does; src/whatwg/parser.ts turns the machine. Transcribed
 * from whatwg/url url.bs at commit 6ae84860d12800bcf563668e7cc821360dce6062 (2026-07-02).
 *
 * The states from the file state on (the file, path, query and fragment states) are in
 * src/whatwg/path-states.ts, with what they read of paths.
 *
 * @module
 */
import { EOF, FAILURE, SECTION, at, char, enterPath, hostParse, isASCIIAlpha, isASCIIDigit, isSpecial, lower, note, report, show, startFragment, startQuery, validationError, type Failure, type ParserState } from './parser-state.js';
import { fileHostState, fileSlashState, fileState, fragmentState, opaquePathState, pathStartState, pathState, queryState, shorten } from './path-states.js';
import { utf8PercentEncodeCodePoint } from './percent.js';
import { defaultPort, type URLRecord } from './url-record.js';

/** Whether the URL record has an opaque path (§4.2). */
const hasOpaquePath = (url: URLRecord): boolean => typeof url.path === 'string';

/**
 * The scheme start state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('Ab:c', null, false, null, 100);
 * schemeStartState(p, 0x41);
 * p.buffer; // 'a'
 * p.state;  // 'scheme state'
 * ```
 */
export function schemeStartState(p: ParserState, c: number): void {
  // 1. If c is an ASCII alpha, append c, lowercased, to buffer, and set state to scheme state.
  if (c !== EOF && isASCIIAlpha(c)) {
    p.buffer += lower(c);
    p.state = 'scheme state';
  } else {
    // 2. Otherwise, if state override is not given, set state to no scheme state and decrease pointer by 1.
    p.state = 'no scheme state';
    p.pointer--;
  }
}

/**
 * The scheme state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('ab:c', null, false, null, 100);
 * p.buffer = 'ab';
 * p.pointer = 2;
 * schemeState(p, 0x3a);
 * p.url.scheme; // 'ab'
 * p.state;      // 'opaque path state'
 * ```
 */
export function schemeState(p: ParserState, c: number): void {
  // 1. If c is an ASCII alphanumeric, U+002B (+), U+002D (-), or U+002E (.), append c, lowercased, to buffer.
  if (c !== EOF && (isASCIIAlpha(c) || isASCIIDigit(c) || c === 0x2b || c === 0x2d || c === 0x2e)) {
    p.buffer += lower(c);
  } else if (c === 0x3a) {
    // 2. Otherwise, if c is U+003A (:), then:
    // 2. Set url's scheme to buffer.
    p.url.scheme = p.buffer;
    p.schemeEnd = p.pointer;
    note(p, `scheme ${JSON.stringify(p.buffer)}${isSpecial(p) ? ' (special)' : ''}`);
    // 4. Set buffer to the empty string.
    p.buffer = '';
    if (p.url.scheme === 'file') {
      // 5. If url's scheme is "file": if remaining does not start with "//",
      // special-scheme-missing-following-solidus validation error; set state to file state.
      if (at(p, 1) !== 0x2f || at(p, 2) !== 0x2f) {
        report(p, 'special-scheme-missing-following-solidus', p.pointer + 1, p.pointer + 2, false,
          `${SECTION} (scheme state): the scheme "file:" is not followed by "//"`);
      }
      p.state = 'file state';
    } else if (isSpecial(p) && p.base !== null && p.base.scheme === p.url.scheme) {
      // 6. Otherwise, if url is special, base is non-null, and base's scheme is url's scheme:
      // assert base is special; set state to special relative or authority state.
      p.state = 'special relative or authority state';
    } else if (isSpecial(p)) {
      // 7. Otherwise, if url is special, set state to special authority slashes state.
      p.state = 'special authority slashes state';
    } else if (at(p, 1) === 0x2f) {
      // 8. Otherwise, if remaining starts with an U+002F (/), set state to path or authority
      // state and increase pointer by 1.
      p.state = 'path or authority state';
      p.pointer++;
    } else {
      // 9. Otherwise, set url's path to the empty string and set state to opaque path state.
      p.url.path = '';
      p.state = 'opaque path state';
      enterPath(p, p.pointer + 1);
    }
  } else {
    // 3. Otherwise, if state override is not given, set buffer to the empty string, state to
    // no scheme state, and start over (from the first code point in input).
    p.buffer = '';
    p.state = 'no scheme state';
    note(p, 'no scheme: start over');
    p.pointer = -1;
  }
}

/**
 * The no scheme state (§4.4): {@link FAILURE} where the standard returns failure.
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('x', null, false, null, 100);
 * noSchemeState(p, 0x78); // 'failure'
 * p.failure?.name;        // 'missing-scheme-non-relative-URL'
 * ```
 */
export function noSchemeState(p: ParserState, c: number): Failure | undefined {
  // 1. If base is null, or base has an opaque path and c is not U+0023 (#),
  // missing-scheme-non-relative-URL validation error, return failure.
  if (p.base === null || (hasOpaquePath(p.base) && c !== 0x23)) {
    report(p, 'missing-scheme-non-relative-URL', p.pointer, p.pointer, true,
      `${SECTION} (no scheme state): the input does not start with a scheme, and ${p.base === null ? 'there is no base URL' : 'the base URL has an opaque path'}: the parser returns failure`);
    return FAILURE;
  } else if (hasOpaquePath(p.base) && c === 0x23) {
    // 2. Otherwise, if base has an opaque path and c is U+0023 (#), set url's scheme to base's
    // scheme, url's path to base's path, url's query to base's query, url's fragment to the
    // empty string, and set state to fragment state.
    p.url.scheme = p.base.scheme;
    p.url.path = p.base.path;
    p.url.query = p.base.query;
    note(p, "scheme, path and query copied from the base");
    startFragment(p);
  } else if (p.base.scheme !== 'file') {
    // 3. Otherwise, if base's scheme is not "file", set state to relative state and decrease pointer by 1.
    p.state = 'relative state';
    p.pointer--;
  } else {
    // 4. Otherwise, set state to file state and decrease pointer by 1.
    p.state = 'file state';
    p.pointer--;
  }
}

/**
 * The special relative or authority state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('//h', null, false, null, 100);
 * p.url.scheme = 'http';
 * specialRelativeOrAuthorityState(p, 0x2f);
 * p.state;   // 'special authority ignore slashes state'
 * p.pointer; // 1
 * ```
 */
export function specialRelativeOrAuthorityState(p: ParserState, c: number): void {
  // 1. If c is U+002F (/) and remaining starts with U+002F (/), then set state to special
  // authority ignore slashes state and increase pointer by 1.
  if (c === 0x2f && at(p, 1) === 0x2f) {
    p.state = 'special authority ignore slashes state';
    p.pointer++;
  } else {
    // 2. Otherwise, special-scheme-missing-following-solidus validation error, set state to
    // relative state and decrease pointer by 1.
    validationError(p, 'special-scheme-missing-following-solidus',
      `${SECTION} (special relative or authority state): the scheme "${p.url.scheme}:" is not followed by "//"; the input is read relative to the base`);
    p.state = 'relative state';
    p.pointer--;
  }
}

/**
 * The path or authority state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('/h', null, false, null, 100);
 * pathOrAuthorityState(p, 0x2f);
 * p.state; // 'authority state'
 * ```
 */
export function pathOrAuthorityState(p: ParserState, c: number): void {
  // 1. If c is U+002F (/), then set state to authority state.
  if (c === 0x2f) p.state = 'authority state';
  else {
    // 2. Otherwise, set state to path state, and decrease pointer by 1.
    p.state = 'path state';
    enterPath(p, p.pointer - 1);
    p.pointer--;
  }
}

/**
 * The relative state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const base = { scheme: 'http', username: '', password: '', host: { type: 'domain', value: 'h' }, port: null, path: ['a', 'b'], query: 'q', fragment: null } as const;
 * const p = newParserState('c', { ...base, path: ['a', 'b'] }, false, null, 100);
 * relativeState(p, 0x63);
 * p.url.path; // ['a']
 * p.state;    // 'path state'
 * ```
 */
export function relativeState(p: ParserState, c: number): void {
  // 1. Assert: base's scheme is not "file". 2. Set url's scheme to base's scheme.
  const b = p.base!;
  p.url.scheme = b.scheme;
  if (c === 0x2f) {
    // 3. If c is U+002F (/), then set state to relative slash state.
    p.state = 'relative slash state';
  } else if (isSpecial(p) && c === 0x5c) {
    // 4. Otherwise, if url is special and c is U+005C (\), invalid-reverse-solidus
    // validation error, set state to relative slash state.
    validationError(p, 'invalid-reverse-solidus', `${SECTION} (relative state): "\\" where a special URL has "/"`);
    p.state = 'relative slash state';
  } else {
    // 5. Otherwise: 1. Set url's username, password, host, port to base's, url's path to a
    // clone of base's path, and url's query to base's query.
    p.url.username = b.username;
    p.url.password = b.password;
    p.url.host = b.host;
    p.url.port = b.port;
    p.url.path = (b.path as string[]).slice();
    p.url.query = b.query;
    note(p, 'user information, host, port, path and query copied from the base');
    if (c === 0x3f) {
      // 2. If c is U+003F (?), then set url's query to the empty string, and state to query state.
      startQuery(p);
    } else if (c === 0x23) {
      // 3. Otherwise, if c is U+0023 (#), set url's fragment to the empty string and state to fragment state.
      startFragment(p);
    } else if (c !== EOF) {
      // 4. Otherwise, if c is not the EOF code point: set url's query to null; shorten url's
      // path; set state to path state and decrease pointer by 1.
      p.url.query = null;
      shorten(p.url);
      note(p, "the base's query dropped and its path shortened");
      p.state = 'path state';
      enterPath(p, p.pointer);
      p.pointer--;
    }
  }
}

/**
 * The relative slash state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('/h', null, false, null, 100);
 * p.url.scheme = 'http';
 * relativeSlashState(p, 0x2f);
 * p.state; // 'special authority ignore slashes state'
 * ```
 */
export function relativeSlashState(p: ParserState, c: number): void {
  if (isSpecial(p) && (c === 0x2f || c === 0x5c)) {
    // 1. If url is special and c is U+002F (/) or U+005C (\), then: if c is U+005C (\),
    // invalid-reverse-solidus validation error; set state to special authority ignore slashes state.
    if (c === 0x5c) validationError(p, 'invalid-reverse-solidus', `${SECTION} (relative slash state): "\\" where a special URL has "/"`);
    p.state = 'special authority ignore slashes state';
  } else if (c === 0x2f) {
    // 2. Otherwise, if c is U+002F (/), then set state to authority state.
    p.state = 'authority state';
  } else {
    // 3. Otherwise, set url's username, password, host and port to base's, state to path
    // state, and then, decrease pointer by 1.
    const b = p.base!;
    p.url.username = b.username;
    p.url.password = b.password;
    p.url.host = b.host;
    p.url.port = b.port;
    note(p, 'user information, host and port copied from the base');
    p.state = 'path state';
    enterPath(p, p.pointer - 1);
    p.pointer--;
  }
}

/**
 * The special authority slashes state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('h', null, false, null, 100);
 * p.url.scheme = 'http';
 * specialAuthoritySlashesState(p, 0x68);
 * p.errors[0]?.name; // 'special-scheme-missing-following-solidus'
 * p.state;           // 'special authority ignore slashes state'
 * ```
 */
export function specialAuthoritySlashesState(p: ParserState, c: number): void {
  // 1. If c is U+002F (/) and remaining starts with U+002F (/), then set state to special
  // authority ignore slashes state and increase pointer by 1.
  if (c === 0x2f && at(p, 1) === 0x2f) {
    p.state = 'special authority ignore slashes state';
    p.pointer++;
  } else {
    // 2. Otherwise, special-scheme-missing-following-solidus validation error, set state to
    // special authority ignore slashes state and decrease pointer by 1.
    validationError(p, 'special-scheme-missing-following-solidus',
      `${SECTION} (special authority slashes state): the scheme "${p.url.scheme}:" is not followed by "//"`);
    p.state = 'special authority ignore slashes state';
    p.pointer--;
  }
}

/**
 * The special authority ignore slashes state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('h', null, false, null, 100);
 * specialAuthorityIgnoreSlashesState(p, 0x68);
 * p.state;   // 'authority state'
 * p.pointer; // -1
 * ```
 */
export function specialAuthorityIgnoreSlashesState(p: ParserState, c: number): void {
  // 1. If c is neither U+002F (/) nor U+005C (\), then set state to authority state and
  // decrease pointer by 1.
  if (c !== 0x2f && c !== 0x5c) {
    p.state = 'authority state';
    p.pointer--;
  } else {
    // 2. Otherwise, special-scheme-missing-following-solidus validation error.
    validationError(p, 'special-scheme-missing-following-solidus',
      `${SECTION} (special authority ignore slashes state): a ${c === 0x2f ? '"/"' : '"\\"'} before the authority of a "${p.url.scheme}:" URL where "//" was expected exactly, which is ignored`);
  }
}

/**
 * The authority state (§4.4): {@link FAILURE} where the standard returns failure.
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('u@h', null, false, null, 100);
 * authorityState(p, 0x75);
 * p.pointer = 1;
 * authorityState(p, 0x40);
 * p.url.username;    // 'u'
 * p.errors[0]?.name; // 'invalid-credentials'
 * ```
 */
export function authorityState(p: ParserState, c: number): Failure | undefined {
  if (p.authorityStart === -1) p.authorityStart = p.pointer;
  if (c === 0x40) {
    // 1. If c is U+0040 (@), then:
    // 1. Invalid-credentials validation error.
    validationError(p, 'invalid-credentials', `${SECTION} (authority state): the URL includes credentials (a user name or password before "@")`);
    // 2. If atSignSeen is true, then prepend "%40" to buffer.
    let prefix = 0;
    if (p.atSignSeen) {
      p.buffer = '%40' + p.buffer;
      prefix = 3;
    }
    // 3. Set atSignSeen to true.
    p.atSignSeen = true;
    // 4. For each codePoint in buffer:
    let k = 0;
    for (const codePoint of p.buffer) {
      // 1. If codePoint is U+003A (:) and passwordTokenSeen is false, then set
      // passwordTokenSeen to true and continue.
      if (codePoint === ':' && !p.passwordTokenSeen) {
        p.passwordTokenSeen = true;
        p.colonAt = p.bufferStart + k - prefix;
        k++;
        continue;
      }
      // 2. Let encodedCodePoints be the result of running UTF-8 percent-encode codePoint
      // using the userinfo percent-encode set.
      const encodedCodePoints = utf8PercentEncodeCodePoint(codePoint.codePointAt(0)!, 'userinfo');
      // 3. If passwordTokenSeen is true, then append encodedCodePoints to url's password.
      // 4. Otherwise, append encodedCodePoints to url's username.
      if (p.passwordTokenSeen) p.url.password += encodedCodePoints;
      else p.url.username += encodedCodePoints;
      k++;
    }
    // 5. Set buffer to the empty string.
    p.buffer = '';
    p.bufferLength = 0;
    p.bufferStart = p.pointer + 1;
    p.lastAt = p.pointer;
    note(p, 'user information read (not shown)');
  } else if (c === EOF || c === 0x2f || c === 0x3f || c === 0x23 || (isSpecial(p) && c === 0x5c)) {
    // 2. Otherwise, if c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#), or url
    // is special and c is U+005C (\), then:
    // 1. If atSignSeen is true and buffer is the empty string, host-missing validation error, return failure.
    if (p.atSignSeen && p.buffer === '') {
      report(p, 'host-missing', p.pointer, p.pointer, true, `${SECTION} (authority state): the user information is followed by no host: the parser returns failure`);
      return FAILURE;
    }
    // 2. Decrease pointer by buffer's code point length + 1, set buffer to the empty string,
    // and set state to host state.
    p.pointer -= p.bufferLength + 1;
    p.buffer = '';
    p.bufferLength = 0;
    p.bufferStart = p.pointer + 1;
    p.state = 'host state';
  } else {
    // 3. Otherwise, append c to buffer.
    if (p.buffer === '') p.bufferStart = p.pointer;
    p.buffer += char(c);
    p.bufferLength++;
  }
}

/**
 * The host state (§4.4): {@link FAILURE} where the standard returns failure.
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState(':80', null, false, null, 100);
 * hostState(p, 0x3a); // 'failure'
 * p.failure?.name;    // 'host-missing'
 * ```
 */
export function hostState(p: ParserState, c: number): Failure | undefined {
  // 1. (state override is not given.)
  if (c === 0x3a && !p.insideBrackets) {
    // 2. Otherwise, if c is U+003A (:) and insideBrackets is false, then:
    // 1. If buffer is the empty string, host-missing validation error, return failure.
    if (p.buffer === '') {
      report(p, 'host-missing', p.pointer, p.pointer, true, `${SECTION} (host state): a port follows no host: the parser returns failure`);
      return FAILURE;
    }
    // 3. Let host be the result of host parsing buffer with url is not special.
    const host = hostParse(p, !isSpecial(p), p.bufferStart);
    // 4. If host is failure, then return failure.
    if (host === null) return FAILURE;
    // 5. Set url's host to host, buffer to the empty string, and state to port state.
    p.url.host = host;
    p.hostSpan = [p.bufferStart, p.pointer];
    p.buffer = '';
    p.bufferStart = p.pointer + 1;
    p.state = 'port state';
  } else if (c === EOF || c === 0x2f || c === 0x3f || c === 0x23 || (isSpecial(p) && c === 0x5c)) {
    // 3. Otherwise, if c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#), or url
    // is special and c is U+005C (\), then decrease pointer by 1, and:
    p.pointer--;
    // 1. If url is special and buffer is the empty string, host-missing validation error, return failure.
    if (isSpecial(p) && p.buffer === '') {
      report(p, 'host-missing', p.pointer + 1, p.pointer + 1, true, `${SECTION} (host state): the URL is special and has no host: the parser returns failure`);
      return FAILURE;
    }
    // 3. Let host be the result of host parsing buffer with url is not special.
    const host = hostParse(p, !isSpecial(p), p.bufferStart);
    // 4. If host is failure, then return failure.
    if (host === null) return FAILURE;
    // 5. Set url's host to host, buffer to the empty string, and state to path start state.
    p.url.host = host;
    p.hostSpan = [p.bufferStart, p.pointer + 1];
    p.buffer = '';
    p.state = 'path start state';
  } else {
    // 4. Otherwise: if c is U+005B ([), set insideBrackets to true; if c is U+005D (]), set
    // insideBrackets to false; append c to buffer.
    if (c === 0x5b) p.insideBrackets = true;
    if (c === 0x5d) p.insideBrackets = false;
    p.buffer += char(c);
  }
}

/**
 * The port state (§4.4): {@link FAILURE} where the standard returns failure.
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('8x', null, false, null, 100);
 * p.url.scheme = 'http';
 * portState(p, 0x38);
 * p.buffer; // '8'
 * p.pointer = 1;
 * portState(p, 0x78); // 'failure'
 * p.failure?.name;    // 'port-invalid'
 * ```
 */
export function portState(p: ParserState, c: number): Failure | undefined {
  if (c !== EOF && isASCIIDigit(c)) {
    // 1. If c is an ASCII digit, append c to buffer.
    p.buffer += char(c);
  } else if (c === EOF || c === 0x2f || c === 0x3f || c === 0x23 || (isSpecial(p) && c === 0x5c)) {
    // 2. Otherwise, if c is the EOF code point, U+002F (/), U+003F (?), or U+0023 (#), or url
    // is special and c is U+005C (\) (or state override is given), then:
    // 1. If buffer is not the empty string:
    if (p.buffer !== '') {
      // 1. Let port be the mathematical integer value that is represented by buffer in radix-10.
      const port = Number(p.buffer);
      p.portSpan = [p.bufferStart, p.pointer];
      // 2. If port is not a 16-bit unsigned integer, port-out-of-range validation error, return failure.
      if (port > 0xffff) {
        report(p, 'port-out-of-range', p.bufferStart, p.pointer, true, `${SECTION} (port state): the port is greater than 65535: the parser returns failure`);
        return FAILURE;
      }
      // 3. Set url's port to null, if port is url's scheme's default port; otherwise to port.
      p.url.port = port === defaultPort(p.url.scheme) ? null : port;
      note(p, p.url.port === null ? `port ${port} is the default port of ${p.url.scheme}` : `port ${port}`);
      // 4. Set buffer to the empty string.
      p.buffer = '';
    }
    // 3. Set state to path start state and decrease pointer by 1.
    p.state = 'path start state';
    p.pointer--;
  } else {
    // 3. Otherwise, port-invalid validation error, return failure.
    report(p, 'port-invalid', p.pointer, p.pointer + 1, true, `${SECTION} (port state): the port contains ${show(c)}, which is not an ASCII digit: the parser returns failure`);
    return FAILURE;
  }
}

/**
 * Step 9 of the basic URL parser, once: switch on state and run it on `c`; {@link FAILURE} where the
 * state returns failure (src/whatwg/parser.ts keeps running it, increasing the pointer, until a run
 * leaves the pointer at the EOF code point).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('a:', null, false, null, 100);
 * runState(p, 0x61);
 * p.state; // 'scheme state'
 * ```
 */
export function runState(p: ParserState, c: number): Failure | undefined {
  switch (p.state) {
    case 'scheme start state': schemeStartState(p, c); break;
    case 'scheme state': schemeState(p, c); break;
    case 'no scheme state': return noSchemeState(p, c);
    case 'special relative or authority state': specialRelativeOrAuthorityState(p, c); break;
    case 'path or authority state': pathOrAuthorityState(p, c); break;
    case 'relative state': relativeState(p, c); break;
    case 'relative slash state': relativeSlashState(p, c); break;
    case 'special authority slashes state': specialAuthoritySlashesState(p, c); break;
    case 'special authority ignore slashes state': specialAuthorityIgnoreSlashesState(p, c); break;
    case 'authority state': return authorityState(p, c);
    case 'host state': return hostState(p, c);
    case 'port state': return portState(p, c);
    case 'file state': fileState(p, c); break;
    case 'file slash state': fileSlashState(p, c); break;
    case 'file host state': return fileHostState(p, c);
    case 'path start state': pathStartState(p, c); break;
    case 'path state': pathState(p, c); break;
    case 'opaque path state': opaquePathState(p, c); break;
    case 'query state': queryState(p, c); break;
    case 'fragment state': fragmentState(p, c); break;
  }
  return undefined;
}
