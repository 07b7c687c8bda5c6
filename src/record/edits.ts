/**
 * The derivation from edits: the record of a text with edits applied, derived from the record of
 * the text before them (`deriveComponents`), reading as little of the edited text as it can, and
 * whether edits leave RFC 3986 Appendix B's split of a text as it was (`keepsSplit`). What
 * `allErrors`' recovery reads each repaired text's record with, and what the fix-its ask before
 * they edit. Which characters delimit what, it asks Appendix B's grammar (its token rules'
 * classes and its productions' marks, grammar/appendix-b `appendixBDelimiters`, `appendixBClasses`,
 * `literalReadsTo`): no delimiter is spelt here.
 */
import { appendixBClasses as IS, appendixBDelimiters as ENDS, literalReadsTo } from '../../grammar/appendix-b/index.js';
import { setDecoded, decodeEscapes, lazyProperty } from '../../grammar/index.js';
import type { ComponentSpan, URLComponents } from './components.js';
import { portValue } from './tags.js';
import { readComponents } from './any-text.js';

/**
 * The record of `after`, the text `before` with `edits` (sorted, not overlapping, in `before`'s
 * coordinates) applied, derived from `record` (`before`'s, as `readComponents` reads it) reading
 * as little of `after` as it can: null when it would have to read all of it, or when the edits are
 * more than one per 8 characters of `after` (over 64 of them), which cost more to check than the
 * text does to read.
 *
 * Where the edits leave Appendix B's split as it was, nothing is read: an edit may stand wholly in
 * the path, the query or the fragment, after the point up to which Appendix B decides whether
 * there is a scheme and an authority (the delimiter after the authority; else the two characters
 * after the scheme's ":", the first two of a text that starts with "/", the first of one that
 * starts with ":", "?" or "#", or nothing for one with neither scheme nor authority, whose edits
 * then neither remove nor insert ":" or "/" nor make it start with a delimiter), and neither what
 * it removes nor what it inserts may hold a character that ends its component ("?" or "#" in the
 * path, "#" in the query); or inside the authority, neither removing nor inserting what delimits
 * its parts there (see `keeps`). A deletion that its next characters repeat is read as theirs.
 * The components before the edits are `record`'s own spans; the ones after, moved.
 *
 * Else a prefix of `after` is read, from the start to past the edits, longer and longer until its
 * reading has decided the scheme and the authority and ends in the component (path, query or
 * fragment) that `record` has at the same character of `before`: from there on the two texts are
 * the same and are read the same way, so the prefix's components and `record`'s later ones, moved,
 * are `after`'s. A repair that deletes the "/" ending an authority reads the authority and the
 * path's first segment, not the text. What `allErrors`' recovery reads the repaired text's record
 * with. A property test holds it to `readComponents(after)`.
 * @internal
 */
export function deriveComponents(before: TextLike, record: URLComponents, given: readonly TextEdit[], after: TextLike): URLComponents | null {
  // An edit per few characters (every "@" of a long user information escaped): the text read
  // costs less than the edits checked (1.5 MB: 9 ms read, 43 ms derived from 500,000 edits).
  if (given.length > 64 && given.length * 8 > after.length) return null;
  const edits = splitKeeping(before, record, given);
  if (edits === null) return reread(before, record, given, after);
  // The change of length of the edits before each (`shift[k]`: of edits 0 to k - 1), and a count
  // of the edits that start before an offset (or at it), in one binary search each: a repair may
  // be a million edits (every "@" escaped).
  const shift = new Int32Array(edits.length + 1);
  for (let k = 0; k < edits.length; k++) shift[k + 1] = shift[k]! + edits[k]!.text.length - (edits[k]!.end - edits[k]!.start);
  const delta = shift[edits.length]!;
  if (after.length !== before.length + delta) return null;
  const startingBefore = (offset: number, orAt: boolean): number => {
    let lo = 0;
    let hi = edits.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (edits[mid]!.start < offset || (orAt && edits[mid]!.start === offset)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // A component's start moves by the edits before it; its end, by those before it and in it (an
  // insertion at the end of a span is in it: it comes before the delimiter that ends the span).
  const moved = (x: ComponentSpan | null): ComponentSpan | null => {
    if (x === null) return null;
    const a = startingBefore(x.start, false);
    const b = startingBefore(x.end, true);
    const inside = b > a;
    const start = x.start + shift[a]!;
    const end = x.end + shift[b]!;
    // The scheme and the port have no `decoded`.
    const decodes = 'decoded' in x;
    if (!inside) return x.start === start ? x : decodes ? setDecoded({ text: x.text, start, end, decoded: x.text }) : { text: x.text, start, end };
    // The text of a span an edit is in is read from `after` when first asked for (a repaired
    // text's record is read for its offsets far more often than for its texts).
    return lazySpan(after, start, end, decodes);
  };
  const derived = {
    ...record,
    authority: moved(record.authority),
    userinfo: moved(record.userinfo),
    user: moved(record.user),
    password: moved(record.password),
    host: moved(record.host),
    port: moved(record.port),
    path: moved(record.path)!,
    query: moved(record.query),
    fragment: moved(record.fragment),
  };
  // A port an edit is in is read again, when first asked for.
  const port = derived.port;
  if (port !== null && port !== record.port && edits.some((e) => e.start >= port.start && e.start <= port.end)) lazyProperty(derived, 'portNumber', () => portOf(after, port));
  return derived;
}

/** `portValue` of a port of `text`, read in pieces up to its first character that is no digit (a long port of a repaired text is built only when it is all digits). */
function portOf(text: TextLike, port: ComponentSpan): number | null {
  for (let i = port.start; i < port.end; i += 64) if (!/^[0-9]*$/.test(text.slice(i, Math.min(port.end, i + 64)))) return null;
  return portValue(port.text);
}

/** The span of `[start, end)` of `text`, its text (and decoded text, where `decodes`) read when first asked for. */
function lazySpan(text: TextLike, start: number, end: number, decodes: boolean): ComponentSpan {
  const span = { start, end } as { text: string; start: number; end: number; decoded?: string };
  lazyProperty(span, 'text', () => text.slice(start, end));
  return (decodes ? lazyProperty(span, 'decoded', () => decodeEscapes(span.text)) : span) as ComponentSpan;
}

/** `deriveComponents` where the edits change the split: a prefix of `after` read, stitched to `record`'s later components. */
function reread(before: TextLike, record: URLComponents, edits: readonly TextEdit[], after: TextLike): URLComponents | null {
  let delta = 0;
  for (const e of edits) delta += e.text.length - (e.end - e.start);
  const last = edits[edits.length - 1];
  if (last === undefined) return null;
  // The end of the last edit in `after`: from there on, `after` is `before` moved by `delta`.
  const edited = last.end + delta;
  const { path, query, fragment } = record;
  // The component `before` is in when it reaches offset `q` (before reading the character there).
  const stateOf = (q: number): string | null => (fragment !== null && q >= fragment.start ? 'f' : query !== null && q >= query.start ? 'q' : q >= path.start && q <= path.end ? 'p' : null);
  const moved = (x: ComponentSpan | null, decodes = true): ComponentSpan | null => (x === null ? null : lazySpan(after, x.start + delta, x.end + delta, decodes));
  const open = (x: ComponentSpan, old: ComponentSpan, decodes = true): ComponentSpan => lazySpan(after, x.start, old.end + delta, decodes);
  const { authority, userinfo, host, port } = record;
  // Prefixes doubled up to 4,096 characters, then up to an eighth of the text: a long text whose
  // prefixes decide nothing (no delimiter that settles the scheme, `/` + "."×n less its "/") is
  // then read whole once, after reading a quarter of it in prefixes (twice its length before).
  for (let end = edited + 64; end < after.length && (end <= 4096 || end <= after.length / 8); end *= 2) {
    const prefix = after.slice(0, end);
    const r = readComponents(prefix);
    // The prefix has decided the scheme (it has one, or a delimiter no scheme can precede: a
    // character B-scheme-char leaves out).
    if (r.scheme === null && !holdsAny(prefix, ENDS.scheme)) continue;
    const q = end - delta;
    if (r.authority !== null && r.authority.end >= end) {
      // The prefix ends in an authority, and `before` is in one there too, with no "@" after it
      // (the user information ends at the last "@"). Then the rest of the authority is read the
      // same way where the prefix ends in a port (which runs to the authority's end), or in a host
      // where `before` is in one too, neither in an IP literal still open (the host runs to the
      // same ":" in both).
      if (authority === null || q < authority.start || q > authority.end || (userinfo !== null && userinfo.end >= q) || r.host === null || host === null) continue;
      const inPort = r.port !== null;
      if (!inPort && (literalOpenAt(prefix, r.host, end) || literalOpenAt(before, host, q) || q < host.start || q > host.end)) continue;
      const derived = {
        ...r,
        authority: open(r.authority, authority),
        host: inPort ? r.host : open(r.host, host),
        port: inPort ? open(r.port!, authority, false) : moved(port, false),
        path: moved(path)!,
        query: moved(query),
        fragment: moved(fragment),
      };
      const p = derived.port;
      return p === null ? { ...derived, portNumber: null } : lazyProperty(derived, 'portNumber', () => portOf(after, p));
    }
    // The prefix has decided the authority (there is none, or it ends inside the prefix), and ends
    // in the component (path, query or fragment) `before` is in at the same character.
    const state = r.fragment !== null ? 'f' : r.query !== null ? 'q' : 'p';
    if (stateOf(q) !== state) continue;
    return {
      ...r,
      path: state === 'p' ? open(r.path, path) : r.path,
      query: state === 'p' ? moved(query) : state === 'q' ? open(r.query!, query!) : r.query,
      fragment: state === 'f' ? open(r.fragment!, fragment!) : moved(fragment),
    };
  }
  return null;
}

/**
 * Whether `host`, a span of `text`, is an IP literal still open at `at`: B-host's IP literal,
 * `"[" *B-literal-char`, reads it up to `at` (or to its end) without being closed. A ":" there is
 * the literal's, not a port's. The host is read up to `at`, which for a repair near its start is
 * short.
 */
function literalOpenAt(text: TextLike, host: ComponentSpan, at: number): boolean {
  if (host.end <= host.start) return false;
  const read = text.slice(host.start, Math.max(host.start + 1, Math.min(at, host.end)));
  return literalReadsTo(read, 0) === read.length;
}

/** Whether B-host's IP literal opens at `start` of `text` (its "[" is there). */
const opensLiteral = (text: TextLike, start: number): boolean => literalReadsTo(text.slice(start, start + ENDS.literalMark.length), 0) >= 0;

/** Whether `text` holds one of the characters of `set` (a delimiter set of Appendix B: a few characters). */
function holdsAny(text: string, set: string): boolean {
  // (By the text's characters where it is the shorter: an edit's few; else by the set's.)
  if (text.length <= set.length) {
    for (let i = 0; i < text.length; i++) if (set.includes(text.charAt(i))) return true;
    return false;
  }
  for (let k = 0; k < set.length; k++) if (text.includes(set.charAt(k))) return true;
  return false;
}

/** What `deriveComponents` reads of a text: a string, or the pieces of a repaired one. @internal */
export interface TextLike {
  readonly length: number;
  slice(start: number, end: number): string;
}

/** An edit of a text: `[start, end)` replaced by `text`. @internal */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * Whether `edits` of `before` (whose record is `record`) leave Appendix B's split of it as it was,
 * as `deriveComponents` says (without building the edited text). @internal
 */
export function keepsSplit(before: TextLike, record: URLComponents, edits: readonly TextEdit[]): boolean {
  return splitKeeping(before, record, edits) !== null;
}

/**
 * `edits`, or edits that make the same text of `before`, that leave Appendix B's split as it was;
 * null when neither does. A deletion of characters that the next ones repeat makes the text that
 * the deletion of those next ones makes ("a??b" less its first "?" is "a?b" less its second), and
 * the second may stand inside a component where the first is its delimiter: `http:///` + "/" less
 * the "/" that ends its empty authority is the same text less a "/" of its path.
 */
function splitKeeping(before: TextLike, record: URLComponents, edits: readonly TextEdit[]): readonly TextEdit[] | null {
  if (keeps(before, record, edits)) return edits;
  // The list is copied at the first such deletion (most edits hold none: then there is no other
  // reading, and no list is made).
  let later: TextEdit[] | null = null;
  for (let i = 0; i < edits.length; i++) {
    if (!repeated(before, edits, i)) continue;
    later ??= edits.slice();
    const e = edits[i]!;
    later[i] = { start: e.end, end: 2 * e.end - e.start, text: '' };
  }
  return later !== null && keeps(before, record, later) ? later : null;
}

/** Whether edit `i` deletes characters that the next ones repeat, with no edit of those next ones. */
function repeated(before: TextLike, edits: readonly TextEdit[], i: number): boolean {
  const e = edits[i]!;
  const k = e.end - e.start;
  const next = edits[i + 1];
  return e.text === '' && k > 0 && !(next !== undefined && next.start < e.end + k) && before.slice(e.end, e.end + k) === before.slice(e.start, e.end);
}

/**
 * What ends a scheme but not a path (B-scheme-char leaves it out, B-path-char does not): ":" and
 * "/", which decide whether the first segment of a text with neither scheme nor authority is a
 * scheme.
 */
const FIRST_SEGMENT_ENDS = [...ENDS.scheme].filter((ch) => !ENDS.path.includes(ch)).join('');

function keeps(before: TextLike, record: URLComponents, edits: readonly TextEdit[]): boolean {
  const { scheme, authority, userinfo, password, host, port, path, query, fragment } = record;
  const c = before.slice(0, 1);
  // Up to where Appendix B decides on a scheme and an authority: no edit may start before it but
  // inside the authority (one delimiter after it; after a scheme, its ":" and the two characters
  // that could open an authority, "//"). A text that starts with a delimiter no scheme holds (":",
  // "?" or "#") has neither, whatever follows; one that starts with "/", the "//" decides.
  const mark = ENDS.authorityMark;
  const fixedUntil = authority ? authority.end + 1 : scheme ? scheme.end + ENDS.schemeMark.length + mark.length : c && ENDS.scheme.includes(c) ? (c === mark.slice(0, 1) ? mark.length : 1) : 0;
  // Else, with neither and no delimiter first, the text's first segment (up to "/", "?", "#" or
  // the end) holds no ":". It stays so while no edit removes or inserts a ":" or a "/" (one
  // removed could join a later ":" to the first segment), and the edited text's first character
  // is again no delimiter, so that it does not start with "//" (two edits at the start: refused).
  const loose = !fixedUntil;
  if (loose) {
    const f = edits[0];
    const first = f?.start !== 0 ? c : f.text ? f.text[0] : edits[1]?.start === f.end ? ':' : before.slice(f.end, f.end + 1);
    if (!first || ENDS.scheme.includes(first)) return false;
  }
  // Inside the authority: "/", "?" and "#" end it; the last "@" ends the user information (an "@"
  // before it is the user's or the password's); the first ":" of the user information ends the user
  // name (a ":" of the password is the password's), and the first ":" after a host not in brackets
  // ends it (a ":" of the port is the port's); a "[" that starts the host opens an IP literal, whose
  // first "]" closes it (a ":" between them is the literal's). An edit at the host's start may not
  // make or unmake the "[" there.
  const literal = host !== null && opensLiteral(before, host.start);
  const inAuthority = (e: TextEdit): boolean => {
    if (authority === null || host === null || e.start < authority.start || e.start >= authority.end || e.end > authority.end) return false;
    if (e.start === host.start && (literal || (e.text ? opensLiteral(e.text, 0) : opensLiteral(before, e.end)))) return false;
    // What the edit inserts, then what it removes (a repair may be a million edits: no string is
    // made of the two).
    return harmless(e, e.text) && (e.end === e.start || harmless(e, before.slice(e.start, e.end)));
  };
  // Whether the characters `t` that edit `e` inserts or removes delimit nothing where it stands.
  const harmless = (e: TextEdit, t: string): boolean => {
    const inUserinfo = userinfo !== null && e.end <= userinfo.end;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      // "/", "?", "#" (no B-authority-char) end the authority.
      if (!IS.authority(c)) return false;
      // "@" (an authority character, no B-hostport-char) ends the user information.
      if (!IS.hostport(c)) {
        if (!inUserinfo) return false;
        continue;
      }
      // ":" (a B-hostport-char, no B-user-char) ends the user name, and a host not in brackets.
      if (!IS.user(c) && !(inUserinfo && password !== null && e.start >= password.start) && !(port !== null && e.start >= port.start) && !(e.start > host!.start && literalOpenAt(before, host!, e.end))) return false;
      // "]" (a B-user-char, no B-literal-char) closes an IP literal.
      if (!IS.literal(c) && !inUserinfo && literalOpenAt(before, host!, e.start)) return false;
    }
    return true;
  };
  for (const e of edits) {
    if (e.start < fixedUntil) {
      if (inAuthority(e)) continue;
      return false;
    }
    // The delimiters that end the component the edit stands in.
    const ends = path.start <= e.start && e.end <= path.end ? ENDS.path : query !== null && query.start <= e.start && e.end <= query.end ? ENDS.query : fragment !== null && fragment.start <= e.start && e.end <= fragment.end ? '' : null;
    if (ends === null) return false;
    // What it inserts, then what it removes (no string made of the two).
    const removed = e.end > e.start ? before.slice(e.start, e.end) : '';
    if (holdsAny(e.text, ends) || holdsAny(removed, ends) || (loose && (holdsAny(e.text, FIRST_SEGMENT_ENDS) || holdsAny(removed, FIRST_SEGMENT_ENDS)))) return false;
  }
  return true;
}
