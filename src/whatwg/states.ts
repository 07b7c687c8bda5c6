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
 * Also here: what the states read of paths (§4.1, §4.2): the Windows drive letters, the single-dot
 * and double-dot segments, and the shortening of a path.
 *
 * @module
 */
import { EOF, FAILURE, SECTION, at, char, checkURLUnit, enterPath, hostParse, isASCIIAlpha, isASCIIDigit, isSpecial, lower, note, report, show, startFragment, startQuery, validationError, type Failure, type ParserState } from './parser-state.js';
import { utf8PercentEncode, utf8PercentEncodeCodePoint } from './percent.js';
import { defaultPort, type URLRecord } from './url-record.js';

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

/** The scheme start state (§4.4). */
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

/** The scheme state (§4.4). */
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

/** The no scheme state (§4.4): {@link FAILURE} where the standard returns failure. */
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

/** The special relative or authority state (§4.4). */
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

/** The path or authority state (§4.4). */
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

/** The relative state (§4.4). */
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

/** The relative slash state (§4.4). */
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

/** The special authority slashes state (§4.4). */
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

/** The special authority ignore slashes state (§4.4). */
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

/** The authority state (§4.4): {@link FAILURE} where the standard returns failure. */
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

/** The host state (§4.4): {@link FAILURE} where the standard returns failure. */
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

/** The port state (§4.4): {@link FAILURE} where the standard returns failure. */
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

/** The file state (§4.4). */
export function fileState(p: ParserState, c: number): void {
  // 1. Set url's scheme to "file". 2. Set url's host to the empty string.
  p.url.scheme = 'file';
  p.url.host = { type: 'empty', value: '' };
  if (c === 0x2f || c === 0x5c) {
    // 3. If c is U+002F (/) or U+005C (\), then: if c is U+005C (\), invalid-reverse-solidus
    // validation error; set state to file slash state.
    if (c === 0x5c) validationError(p, 'invalid-reverse-solidus', `${SECTION} (file state): "\\" where a file URL has "/"`);
    p.state = 'file slash state';
  } else if (p.base !== null && p.base.scheme === 'file') {
    // 4. Otherwise, if base is non-null and base's scheme is "file":
    // 1. Set url's host to base's host, url's path to a clone of base's path, and url's query to base's query.
    p.url.host = p.base.host;
    p.url.path = (p.base.path as string[]).slice();
    p.url.query = p.base.query;
    note(p, 'host, path and query copied from the base');
    if (c === 0x3f) {
      // 2. If c is U+003F (?), then set url's query to the empty string and state to query state.
      startQuery(p);
    } else if (c === 0x23) {
      // 3. Otherwise, if c is U+0023 (#), set url's fragment to the empty string and state to fragment state.
      startFragment(p);
    } else if (c !== EOF) {
      // 4. Otherwise, if c is not the EOF code point:
      // 1. Set url's query to null.
      p.url.query = null;
      // 2. If the code point substring from pointer to the end of input does not start with
      // a Windows drive letter, then shorten url's path.
      if (!startsWithWindowsDriveLetter(p.cps, p.pointer, p.n)) shorten(p.url);
      else {
        // 3. Otherwise: file-invalid-Windows-drive-letter validation error; set url's path to « ».
        report(p, 'file-invalid-Windows-drive-letter', p.pointer, p.pointer + 2, false,
          `${SECTION} (file state): the relative URL starts with the Windows drive letter "${String.fromCodePoint(c, p.cps[p.pointer + 1]!)}" against a file base; the base's path is dropped`);
        p.url.path = [];
      }
      // 4. Set state to path state and decrease pointer by 1.
      p.state = 'path state';
      enterPath(p, p.pointer);
      p.pointer--;
    }
  } else {
    // 5. Otherwise, set state to path state, and decrease pointer by 1.
    p.state = 'path state';
    enterPath(p, p.pointer);
    p.pointer--;
  }
}

/** The file slash state (§4.4). */
export function fileSlashState(p: ParserState, c: number): void {
  if (c === 0x2f || c === 0x5c) {
    // 1. If c is U+002F (/) or U+005C (\), then: if c is U+005C (\), invalid-reverse-solidus
    // validation error; set state to file host state.
    if (c === 0x5c) validationError(p, 'invalid-reverse-solidus', `${SECTION} (file slash state): "\\" where a file URL has "/"`);
    p.state = 'file host state';
    p.bufferStart = p.pointer + 1;
  } else {
    // 2. Otherwise: 1. If base is non-null and base's scheme is "file", then:
    if (p.base !== null && p.base.scheme === 'file') {
      // 1. Set url's host to base's host.
      p.url.host = p.base.host;
      // 2. If the code point substring from pointer to the end of input does not start with a
      // Windows drive letter and base's path[0] is a normalized Windows drive letter, then
      // append base's path[0] to url's path.
      const basePath = p.base.path as string[];
      if (!startsWithWindowsDriveLetter(p.cps, p.pointer, p.n) && isNormalizedWindowsDriveLetter(basePath[0])) {
        (p.url.path as string[]).push(basePath[0]!);
        note(p, `the base's drive letter "${basePath[0]}" kept`);
      }
    }
    // 2. Set state to path state, and decrease pointer by 1.
    p.state = 'path state';
    enterPath(p, p.pointer - 1);
    p.pointer--;
  }
}

/** The file host state (§4.4): {@link FAILURE} where the standard returns failure. */
export function fileHostState(p: ParserState, c: number): Failure | undefined {
  if (c === EOF || c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23) {
    // 1. If c is the EOF code point, U+002F (/), U+005C (\), U+003F (?), or U+0023 (#), then
    // decrease pointer by 1 and then:
    p.pointer--;
    if (isWindowsDriveLetter(p.buffer)) {
      // 1. If state override is not given and buffer is a Windows drive letter,
      // file-invalid-Windows-drive-letter-host validation error, set state to path state.
      report(p, 'file-invalid-Windows-drive-letter-host', p.bufferStart, p.pointer + 1, false,
        `${SECTION} (file host state): the host of the file URL is the Windows drive letter "${p.buffer}", which is read as the path's first segment`);
      p.state = 'path state';
      enterPath(p, p.bufferStart);
    } else if (p.buffer === '') {
      // 2. Otherwise, if buffer is the empty string, then: set url's host to the empty
      // string; set state to path start state.
      p.url.host = { type: 'empty', value: '' };
      p.state = 'path start state';
    } else {
      // 3. Otherwise: 1. Let host be the result of host parsing buffer with url is not special.
      let host = hostParse(p, !isSpecial(p), p.bufferStart);
      // 2. If host is failure, then return failure.
      if (host === null) return FAILURE;
      // 3. If host is "localhost", then set host to the empty string.
      if (host.type === 'domain' && host.value === 'localhost') {
        host = { type: 'empty', value: '' };
        note(p, 'the host "localhost" of a file URL is the empty host');
      }
      // 4. Set url's host to host. 6. Set buffer to the empty string and state to path start state.
      p.url.host = host;
      p.hostSpan = [p.bufferStart, p.pointer + 1];
      p.buffer = '';
      p.state = 'path start state';
    }
  } else {
    // 2. Otherwise, append c to buffer.
    p.buffer += char(c);
  }
}

/** The path start state (§4.4). */
export function pathStartState(p: ParserState, c: number): void {
  if (isSpecial(p)) {
    // 1. If url is special, then: if c is U+005C (\), invalid-reverse-solidus validation
    // error; set state to path state; if c is neither U+002F (/) nor U+005C (\), then
    // decrease pointer by 1.
    if (c === 0x5c) validationError(p, 'invalid-reverse-solidus', `${SECTION} (path start state): "\\" where a special URL has "/"`);
    p.state = 'path state';
    enterPath(p, p.pointer);
    if (c !== 0x2f && c !== 0x5c) p.pointer--;
  } else if (c === 0x3f) {
    // 2. Otherwise, if state override is not given and c is U+003F (?), set url's query to
    // the empty string and state to query state.
    enterPath(p, p.pointer);
    startQuery(p);
  } else if (c === 0x23) {
    // 3. Otherwise, if state override is not given and c is U+0023 (#), set url's fragment
    // to the empty string and state to fragment state.
    enterPath(p, p.pointer);
    startFragment(p);
  } else if (c !== EOF) {
    // 4. Otherwise, if c is not the EOF code point: set state to path state; if c is not
    // U+002F (/), then decrease pointer by 1.
    p.state = 'path state';
    enterPath(p, p.pointer);
    if (c !== 0x2f) p.pointer--;
  }
  // 5. (state override is not given.)
}

/** The path state (§4.4). */
export function pathState(p: ParserState, c: number): void {
  const special = isSpecial(p);
  if (c === EOF || c === 0x2f || (special && c === 0x5c) || c === 0x3f || c === 0x23) {
    // 1. If c is the EOF code point or U+002F (/), url is special and c is U+005C (\), or
    // (state override is not given and) c is U+003F (?) or U+0023 (#), then:
    const slash = c === 0x2f || (special && c === 0x5c);
    // 1. If url is special and c is U+005C (\), invalid-reverse-solidus validation error.
    if (special && c === 0x5c) validationError(p, 'invalid-reverse-solidus', `${SECTION} (path state): "\\" where a special URL has "/"`);
    const path = p.url.path as string[];
    if (isDoubleDot(p.buffer)) {
      // 2. If buffer is a double-dot URL path segment, then: shorten url's path; if neither
      // c is U+002F (/), nor url is special and c is U+005C (\), append the empty string to
      // url's path.
      shorten(p.url);
      if (!slash) path.push('');
      note(p, `double-dot segment ${JSON.stringify(p.buffer)}: the path shortened`);
    } else if (isSingleDot(p.buffer) && !slash) {
      // 3. Otherwise, if buffer is a single-dot URL path segment and if neither c is U+002F
      // (/), nor url is special and c is U+005C (\), append the empty string to url's path.
      path.push('');
    } else if (!isSingleDot(p.buffer)) {
      // 4. Otherwise, if buffer is not a single-dot URL path segment, then: if url's scheme
      // is "file", url's path is empty, and buffer is a Windows drive letter, then replace
      // the second code point in buffer with U+003A (:); append buffer to url's path.
      if (p.url.scheme === 'file' && path.length === 0 && isWindowsDriveLetter(p.buffer)) {
        p.buffer = p.buffer[0] + ':';
        note(p, `the drive letter written "${p.buffer[0]}:"`);
      }
      path.push(p.buffer);
    }
    // 5. Set buffer to the empty string.
    p.buffer = '';
    // 6. If c is U+003F (?), then set url's query to the empty string and state to query state.
    if (c === 0x3f) startQuery(p);
    // 7. If c is U+0023 (#), then set url's fragment to the empty string and state to fragment state.
    if (c === 0x23) startFragment(p);
  } else {
    // 2. Otherwise, run these steps:
    checkURLUnit(p, c);
    // 3. UTF-8 percent-encode c using the path percent-encode set and append the result to buffer.
    p.buffer += utf8PercentEncodeCodePoint(c, 'path');
  }
}

/** The opaque path state (§4.4). */
export function opaquePathState(p: ParserState, c: number): void {
  if (c === 0x3f) {
    // 1. If c is U+003F (?), then set url's query to the empty string and state to query state.
    startQuery(p);
  } else if (c === 0x23) {
    // 2. Otherwise, if c is U+0023 (#), then set url's fragment to the empty string and state to fragment state.
    startFragment(p);
  } else if (c === 0x20) {
    // 3. Otherwise, if c is U+0020 SPACE: invalid-URL-unit validation error; if remaining
    // starts with U+003F (?) or U+0023 (#), then append "%20" to url's path; otherwise,
    // append U+0020 SPACE to url's path.
    validationError(p, 'invalid-URL-unit', `${SECTION} (opaque path state): U+0020 SPACE is not a URL code point`);
    p.url.path = (p.url.path as string) + (at(p, 1) === 0x3f || at(p, 1) === 0x23 ? '%20' : ' ');
  } else if (c !== EOF) {
    // 4. Otherwise, if c is not the EOF code point:
    checkURLUnit(p, c);
    // 3. UTF-8 percent-encode c using the C0 control percent-encode set and append the result to url's path.
    p.url.path = (p.url.path as string) + utf8PercentEncodeCodePoint(c, 'C0 control');
  }
}

/** The query state (§4.4). */
export function queryState(p: ParserState, c: number): void {
  // 1. (encoding is UTF-8.)
  if (c === 0x23 || c === EOF) {
    // 2. If (state override is not given and) c is U+0023 (#), or c is the EOF code point, then:
    // 1. Let queryPercentEncodeSet be the special-query percent-encode set if url is special;
    // otherwise the query percent-encode set.
    // 2. Percent-encode after encoding, with encoding, buffer, and queryPercentEncodeSet, and
    // append the result to url's query.
    p.url.query += utf8PercentEncode(p.buffer, isSpecial(p) ? 'special-query' : 'query');
    // 3. Set buffer to the empty string.
    p.buffer = '';
    // 4. If c is U+0023 (#), then set url's fragment to the empty string and state to fragment state.
    if (c === 0x23) startFragment(p);
  } else {
    // 3. Otherwise, if c is not the EOF code point:
    checkURLUnit(p, c);
    // 3. Append c to buffer.
    p.buffer += char(c);
  }
}

/** The fragment state (§4.4). */
export function fragmentState(p: ParserState, c: number): void {
  // 1. If c is not the EOF code point, then:
  if (c !== EOF) {
    checkURLUnit(p, c);
    // 3. UTF-8 percent-encode c using the fragment percent-encode set and append the result to url's fragment.
    p.url.fragment += utf8PercentEncodeCodePoint(c, 'fragment');
  }
}

/**
 * Step 9 of the basic URL parser, once: switch on state and run it on `c`; {@link FAILURE} where the
 * state returns failure (src/whatwg/parser.ts keeps running it, increasing the pointer, until a run
 * leaves the pointer at the EOF code point).
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
