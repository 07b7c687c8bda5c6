/**
 * The file, path, query and fragment states of the WHATWG URL Standard's basic URL parser (§4.4 URL
 * parsing): the file state, the file slash state, the file host state, the path start state, the
 * path state, the opaque path state, the query state and the fragment state, one function per
 * state, named as the standard names it, as src/whatwg/states.ts (which holds the other states and
 * the switch on the state) explains. Also here: what the states read of paths (§4.1, §4.2): the
 * Windows drive letters, the single-dot and double-dot segments, and the shortening of a path.
 * Transcribed from whatwg/url url.bs at commit 6ae84860d12800bcf563668e7cc821360dce6062
 * (2026-07-02).
 *
 * @module
 */
import { EOF, FAILURE, SECTION, at, char, checkURLUnit, enterPath, hostParse, isASCIIAlpha, isSpecial, note, report, startFragment, startQuery, validationError, type Failure, type ParserState } from './parser-state.js';
import { utf8PercentEncode, utf8PercentEncodeCodePoint } from './percent.js';
import type { URLRecord } from './url-record.js';

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

/**
 * Shorten a url's path (§4.2).
 *
 * @example
 * ```ts
 * const url = { scheme: 'file', username: '', password: '', host: null, port: null, path: ['C:', 'a'], query: null, fragment: null };
 * shorten(url);
 * url.path; // ['C:']
 * shorten(url);
 * url.path; // ['C:']: a file URL keeps its drive letter
 * ```
 */
export function shorten(url: URLRecord): void {
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

/**
 * The file state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('/x', null, false, null, 100);
 * fileState(p, 0x2f);
 * p.url.scheme; // 'file'
 * p.state;      // 'file slash state'
 * ```
 */
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

/**
 * The file slash state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('/x', null, false, null, 100);
 * fileSlashState(p, 0x2f);
 * p.state; // 'file host state'
 * ```
 */
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

/**
 * The file host state (§4.4): {@link FAILURE} where the standard returns failure.
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('C:/', null, false, null, 100);
 * p.buffer = 'C:';
 * p.pointer = 2;
 * fileHostState(p, 0x2f);
 * p.errors[0]?.name; // 'file-invalid-Windows-drive-letter-host'
 * p.state;           // 'path state'
 * ```
 */
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

/**
 * The path start state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('/a', null, false, null, 100);
 * p.url.scheme = 'http';
 * pathStartState(p, 0x2f);
 * p.state;   // 'path state'
 * p.pointer; // 0
 * ```
 */
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

/**
 * The path state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('a/', null, false, null, 100);
 * p.buffer = 'a';
 * p.pointer = 1;
 * pathState(p, 0x2f);
 * p.url.path; // ['a']
 * p.buffer;   // ''
 * ```
 */
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

/**
 * The opaque path state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('a b', null, false, null, 100);
 * p.url.path = 'a';
 * p.pointer = 1;
 * opaquePathState(p, 0x20);
 * p.url.path;        // 'a '
 * p.errors[0]?.name; // 'invalid-URL-unit'
 * ```
 */
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

/**
 * The query state (§4.4).
 *
 * @example
 * ```ts
 * import { EOF, newParserState } from './parser-state.js';
 * const p = newParserState('a b', null, false, null, 100);
 * p.url.query = '';
 * p.buffer = 'a b';
 * p.pointer = 3;
 * queryState(p, EOF);
 * p.url.query; // 'a%20b'
 * ```
 */
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

/**
 * The fragment state (§4.4).
 *
 * @example
 * ```ts
 * import { newParserState } from './parser-state.js';
 * const p = newParserState('a<', null, false, null, 100);
 * p.url.fragment = '';
 * fragmentState(p, 0x61);
 * p.pointer = 1;
 * fragmentState(p, 0x3c);
 * p.url.fragment; // 'a%3C'
 * ```
 */
export function fragmentState(p: ParserState, c: number): void {
  // 1. If c is not the EOF code point, then:
  if (c !== EOF) {
    checkURLUnit(p, c);
    // 3. UTF-8 percent-encode c using the fragment percent-encode set and append the result to url's fragment.
    p.url.fragment += utf8PercentEncodeCodePoint(c, 'fragment');
  }
}
