/**
 * The reading of any text: `readComponents` gives the record for any string, valid or not, from
 * RFC 3986 Appendix B extended to the authority (`B-URI-reference`, read with the record from tags
 * of tags.ts): the reading reports, fix-its, warnings and password masking use where the grammar
 * rejects the input. With it, the records a recovery remembers (`rememberingRecords`), and the
 * reading of an authority alone that starts at a known point (`readAuthorityAt`, `authorityIn`).
 */
import { appendixBClasses, appendixBDelimiters, appendixBReference, authorityReadsTo } from '../../grammar/appendix-b/index.js';
import { setDecoded, checkString, WORK } from '../../grammar/index.js';
import type { ComponentSpan, URLComponents } from './components.js';
import { recordOf } from './tags.js';

/**
 * The component record of any string, valid or not: RFC 3986 Appendix B's split (scheme,
 * authority, path, query, fragment), with the authority read as RFC 3986 §3.2 delimits it (the
 * user information up to the last "@", split at its first ":"; a host in brackets or up to the
 * first ":"; the port after it). Never fails. `hostType` is null: this reading does not classify.
 * It is the `components` of a rejected report.
 *
 * @example
 * ```ts
 * readComponents('http://us er:pa ss@ho st/x y').password?.text; // 'pa ss'
 * readComponents('http://us er:pa ss@ho st/x y').host?.text;     // 'ho st'
 * ```
 */
export function readComponents(input: string): URLComponents {
  checkString(input, 'readComponents', 'input');
  if (remembered !== null) {
    const known = recall(input);
    if (known !== undefined) return known;
  }
  const ast = appendixBReference(input);
  const record = recordOf(ast, input);
  if (remembered !== null) remember(input, record);
  return record;
}

/**
 * The records `readComponents` answers from while `rememberingRecords` runs (null outside it):
 * the last few texts read, with their records. A text is found by `===`, which is one comparison
 * for the same string and a native comparison of units for another of the same length.
 */
let remembered: Array<{ readonly text: string; readonly record: URLComponents }> | null = null;

/** How many records a scope keeps: the input's, the last repaired text's and the one before. */
const REMEMBERED = 3;

/** The record remembered for `text`, if any. @internal */
export function recall(text: string): URLComponents | undefined {
  if (remembered === null) return undefined;
  for (const k of remembered) if (k.text === text) return k.record;
  return undefined;
}

/**
 * Remembers `record` as `text`'s (in a `rememberingRecords` scope; else nothing). The input's
 * record, the first remembered, is kept for the whole scope; the others, the last few. @internal
 */
export function remember(text: string, record: URLComponents): void {
  if (remembered === null || recall(text) !== undefined) return;
  remembered.push({ text, record });
  if (remembered.length > REMEMBERED) remembered.splice(1, 1);
}

/**
 * Runs `run` with `readComponents` remembering the records it reads (and those `remember` is
 * given), so that the reports of one recovery, which read the record of the same text many times
 * (the classifier, the hints, the fixes), read it once; the scope ends with `run` (nothing is kept
 * after it), and an inner scope has records of its own. @internal
 */
export function rememberingRecords<T>(run: () => T): T {
  const outer = remembered;
  remembered = [];
  try {
    return run();
  } finally {
    remembered = outer;
  }
}

/**
 * The components of the authority that starts at `start` of `input` (the text from there up to
 * "/", "?", "#" or the end), read as `readComponents` reads an authority: user information up to
 * its last "@" (user, password), host, port. For a reading that knows where an authority begins
 * but not that the input is a whole URI (a report of `parseRule` on `authority`). Spans are into
 * `input`.
 *
 * @internal
 */
export function readAuthorityAt(input: string, start: number): AuthorityReading {
  // Only the authority is read: Appendix B's authority is `*B-authority-char`, read from `start`
  // up to what ends it (not a parse of the rest: the reports of allErrors' recovery read an
  // authority on every round, and the rest of a long text is not theirs to pay for).
  const end = authorityReadsTo(input, start);
  const c = readComponents('//' + input.slice(start, end));
  // Spans moved into `input`, their decoded values still read when first asked for.
  // (Each span written field by field, its decoded value set as `readComponents` sets it: a spread
  // of the moved span and a decoded value written over made this most of a head's reading.)
  const shift = (x: ComponentSpan | null): ComponentSpan | null => {
    if (x === null) return null;
    const at = x.start - 2 + start;
    const to = x.end - 2 + start;
    return 'decoded' in x ? setDecoded({ text: x.text, start: at, end: to }) : { text: x.text, start: at, end: to };
  };
  return { authority: shift(c.authority), userinfo: shift(c.userinfo), user: shift(c.user), password: shift(c.password), host: shift(c.host), port: shift(c.port), portNumber: c.portNumber };
}

/**
 * The authority that starts at `start` of a text whose record is `rec`, as `readAuthorityAt` reads
 * it: the record's own where its authority starts there (the same reading of the same text, which
 * a repaired text's record has derived), else read from the text (`text()`).
 * @internal
 */
export function authorityIn(rec: URLComponents, start: number, text: () => string): AuthorityReading {
  return rec.authority?.start === start ? rec : readAuthorityAt(text(), start);
}

/**
 * What `readAuthorityAt` reads: the authority and its parts, as a record gives them.
 * @internal
 */
export type AuthorityReading = Pick<URLComponents, 'authority' | 'userinfo' | 'user' | 'password' | 'host' | 'port' | 'portNumber'>;

/**
 * The head of a record: the scheme and the authority with its parts (what the Windows-path and
 * unbracketed-IPv6 facts of a failure read of it).
 * @internal
 */
export type RecordHead = Pick<URLComponents, 'scheme'> & AuthorityReading;

/**
 * The head of `readComponents(text)` (the same spans), read from `window`, a prefix of `text` of
 * `length` code units, without reading the rest: Appendix B's scheme (`B-scheme`, the run of
 * `B-scheme-char` at the start, where `B-URI-reference`'s ":" follows it) and, where "//" follows,
 * the authority (`readAuthorityAt`). Null where the window ends before the head does (a scheme run
 * or an authority that reaches its end, in a longer text): the caller reads the whole record.
 *
 * @example
 * ```ts
 * readHead('http://u@h:8/x', 14)?.host?.text; // 'h'
 * readHead('aaaa', 9); // null: the scheme may go on past the window
 * ```
 * @internal
 */
export function readHead(window: string, length: number): RecordHead | null {
  const whole = window.length >= length;
  const isScheme = appendixBClasses.scheme;
  let i = 0;
  while (i < window.length && isScheme(window.charCodeAt(i))) i++;
  // Counted (grammar/engine/work.ts): a step per code unit of the scheme's run.
  WORK.steps += i;
  if (i === window.length && !whole) return null;
  const mark = appendixBDelimiters.schemeMark;
  const scheme = i > 0 && window.startsWith(mark, i) ? { text: window.slice(0, i), start: 0, end: i } : null;
  const at = scheme === null ? 0 : i + mark.length;
  const slashes = appendixBDelimiters.authorityMark;
  if (!whole && at + slashes.length > window.length) return null;
  if (!window.startsWith(slashes, at)) return { scheme, authority: null, userinfo: null, user: null, password: null, host: null, port: null, portNumber: null };
  const start = at + slashes.length;
  if (!whole && authorityReadsTo(window, start) >= window.length) return null;
  const a = readAuthorityAt(window, start);
  return { scheme, authority: a.authority, userinfo: a.userinfo, user: a.user, password: a.password, host: a.host, port: a.port, portNumber: a.portNumber };
}
