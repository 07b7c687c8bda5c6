/**
 * The password redaction: one function, `redactPasswords`, through which every output of the
 * library and its command line goes (reports, fixes, warnings, traces, `compare`, every CLI command
 * and format, the grammar explorer).
 *
 * A text's passwords are found by every reading that takes some of it as credentials:
 *
 * - the **RFC 3986 record** (`readComponents`: Appendix B extended to the authority; the password is
 *   the user information up to the authority's last "@", after its first ":"),
 * - the **WHATWG URL Standard's basic URL parser**, run up to its host state (`basicURLParse` with no
 *   host parser: no host is parsed, so no IDNA runs), which takes more as credentials than RFC 3986 does
 *   (`https:user:pw@host/` and `http:\\user:pw@host\` are credentials to it; tabs and line breaks
 *   inside are removed); against a base when one is given, and for a text with no scheme, against
 *   an `http:` base as a page would read it,
 * - both again on a URL that is another's path (`blob:http://user:pw@host/`, `view-source:…`, a few
 *   levels deep), inside the paste artefacts a reader strips (quotes, brackets, white space), and
 *   after `<URL:…>`'s prefix (RFC 1738 Appendix).
 *
 * The text itself is masked by those spans (each code unit as `*`, so columns still line up). Any
 * other output string (a fix, a normalized form, a resolution, a record's field, a WHATWG href) is
 * masked wherever it holds a password in any form it may take there: as written, percent-encoded
 * or decoded (UTF-8, either hex case, in part or whole), and case-folded. The search reads the
 * output percent-decoded and folded, and masks the code units each match came from; it looks for
 * passwords of two code points or more (a one-character password is masked where a reading finds
 * it, not searched for everywhere else).
 *
 * @module
 */
import { readComponents } from '../record/index.js';
import { pasteView } from './paste.js';
import { basicURLParse, type URLRecord } from '../whatwg/parser.js';
import { ArgumentError, checkString, optionsOf, optionOf, optionsSpec, typeName } from '../../base/args.js';
import { hexValue, isEscapeAt } from '../../base/percent.js';

/**
 * Options of {@link redactPasswords}.
 *
 * @example
 * ```ts
 * redactPasswords('//user:secret@host/', { base: 'http://example.org/', also: ['ftp://u:pw2@h/'] }).text; // '//user:******@host/'
 * ```
 */
export interface RedactOptions {
  /** The base the text is read against (as `parseWHATWG`'s `base`, `urlgrammar whatwg --base`). */
  readonly base?: string | null;
  /** Other texts of the same output (a resolution's base and reference): their passwords are masked too. */
  readonly also?: readonly string[] | null;
}

const REDACT_OPTIONS = optionsSpec<RedactOptions>('redactPasswords', { base: true, also: true });

/**
 * What {@link redactPasswords} found in a text, and the masks it gives.
 *
 * @example
 * ```ts
 * const r = redactPasswords('https:user:pa%20ss@host/');
 * r.text;                                  // 'https:user:*******@host/'
 * r.found;                                 // true
 * r.mask('https://user:pa%20ss@host/');    // 'https://user:*******@host/'
 * r.mask('the password is "pa ss"');       // 'the password is "*****"'
 * ```
 */
export interface Redaction {
  /** The text given, each code unit of a password as `*` (its length kept, so columns line up). */
  readonly text: string;
  /** The passwords' `[start, end)` spans in the text (UTF-16 offsets), sorted. */
  readonly ranges: ReadonlyArray<readonly [number, number]>;
  /** Whether a password was found (in the text, the base, or the other texts). */
  readonly found: boolean;
  /**
   * Any output string, each password in it masked: the text by its spans; another string read as a
   * URL of its own (its own password), and searched for every form of the passwords found.
   */
  mask(s: string): string;
  /**
   * A copy of `value` as JSON data (as `JSON.stringify` reads it: `toJSON`, own enumerable keys,
   * `undefined` and functions left out), every string masked by {@link Redaction.mask}, and a
   * report's `found` that lies inside a password shown as `*`.
   */
  data(value: unknown): unknown;
}

/** A password as found: where it is in the text (when it is in the text), and its texts. */
interface Found {
  readonly ranges: Array<[number, number]>;
  readonly secrets: Set<string>;
}

/** How deep a URL inside another's path is read (`blob:view-source:http://…`). */
const DEPTH = 3;

/** The WHATWG readings' stand-in base for a text with no scheme: a page's `http:` URL. */
let httpBase: URLRecord | null = null;

/** The WHATWG parser up to its host state: what it read as the scheme and the user information. */
function whatwgReading(text: string, base: URLRecord | null): ReturnType<typeof basicURLParse> {
  return basicURLParse(text, base, false, null);
}

/** A base as the WHATWG readings use it: read up to its host (the scheme is what a reference needs). */
function baseRecord(base: string): URLRecord | null {
  return whatwgReading(base, null).url;
}

/** Adds the passwords of `text` (at `offset` in the text searched) under every reading to `into`. */
function find(text: string, offset: number, base: URLRecord | null, into: Found, depth: number): void {
  const add = (start: number, end: number, raw: string): void => {
    if (end <= start) return;
    into.secrets.add(raw);
    const a = start + offset;
    const b = end + offset;
    if (offset >= 0 && !into.ranges.some(([x, y]) => x === a && y === b)) into.ranges.push([a, b]);
  };
  // RFC 3986 (Appendix B's record).
  const c = readComponents(text);
  if (c.password !== null) add(c.password.start, c.password.end, c.password.text);
  // The WHATWG parser, as given and (with no scheme of its own) against a base.
  const readings = [whatwgReading(text, base)];
  if (readings[0]!.url === null && base === null) readings.push(whatwgReading(text, (httpBase ??= baseRecord('http://h/'))));
  for (const w of readings) {
    const pw = w.spans?.password;
    if (pw && pw.length > 0) {
      const raw = text.slice(pw.offset, pw.offset + pw.length);
      add(pw.offset, pw.offset + pw.length, raw);
      // As the parser read it (tabs and line breaks removed, percent-encoded): the search decodes it.
      if (w.url !== null && w.url.password !== '') into.secrets.add(w.url.password);
    }
  }
  if (depth >= DEPTH) return;
  // A URL that is another's path (`blob:http://u:pw@h/…`, `view-source:…`): the RFC 3986 record's
  // path after a scheme and no authority, and the WHATWG parser's opaque path where it starts elsewhere.
  const at = (start: number): number => (offset < 0 ? -1 : offset + start);
  const rfcPath = c.scheme !== null && c.authority === null && c.path.end > c.path.start ? c.path.start : -1;
  if (rfcPath !== -1) find(c.path.text, at(rfcPath), null, into, depth + 1);
  const w = readings[0]!;
  const opaque = w.url !== null && typeof w.url.path === 'string' ? w.spans?.path : undefined;
  if (opaque && opaque.length > 0 && opaque.offset !== rfcPath) find(text.slice(opaque.offset, opaque.offset + opaque.length), at(opaque.offset), null, into, depth + 1);
  if (depth > 0) return;
  // The URL inside paste artefacts (quotes, brackets, white space), and after `<URL:…>`'s prefix.
  const view = pasteView(text);
  const core = text.slice(view.coreStart, view.coreEnd);
  if (view.coreStart > 0 || view.coreEnd < text.length) find(core, at(view.coreStart), base, into, depth + 1);
  const prefix = readComponents(core).scheme;
  if (prefix !== null && prefix.text.toUpperCase() === 'URL') find(core.slice(prefix.end + 1), at(view.coreStart + prefix.end + 1), base, into, depth + 1);
}

/**
 * `text` with `ranges` (UTF-16 offsets) as asterisks, its length kept so that columns still line
 * up; overlapping ranges are masked as their union.
 */
function maskRanges(text: string, ranges: ReadonlyArray<readonly [number, number]>): string {
  if (ranges.length === 0) return text;
  let out = '';
  let kept = 0;
  for (const [a, b] of [...ranges].sort((x, y) => x[0] - y[0])) {
    if (b <= kept) continue;
    const from = Math.max(a, kept);
    out += text.slice(kept, from) + '*'.repeat(b - from);
    kept = b;
  }
  return out + text.slice(kept);
}

/** The byte of the escape at `i` of `s` ("%" and two hex digits), or -1. */
const escapeAt = (s: string, i: number): number => (isEscapeAt(s, i) ? (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2)) : -1);

/** One code point, folded: its lower case where that is one code point, else itself. */
function fold(cp: number): string {
  const s = String.fromCodePoint(cp);
  const l = s.toLowerCase();
  return l.length === s.length ? l : s;
}

/**
 * `s` as the search reads it: escapes of well-formed UTF-8 decoded, every code point folded; and for
 * each code unit of the result, the span of `s` it came from.
 */
function searchView(s: string): { text: string; from: number[]; to: number[] } {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  const push = (cp: number, a: number, b: number): void => {
    const f = fold(cp);
    text += f;
    for (let k = 0; k < f.length; k++) {
      from.push(a);
      to.push(b);
    }
  };
  for (let i = 0; i < s.length; ) {
    const b0 = escapeAt(s, i);
    if (b0 >= 0) {
      const n = b0 < 0x80 ? 1 : b0 >= 0xc2 && b0 < 0xe0 ? 2 : b0 >= 0xe0 && b0 < 0xf0 ? 3 : b0 >= 0xf0 && b0 < 0xf5 ? 4 : 0;
      let cp = n === 1 ? b0 : n === 2 ? b0 & 0x1f : n === 3 ? b0 & 0x0f : b0 & 0x07;
      let ok = n > 0;
      for (let k = 1; ok && k < n; k++) {
        const b = escapeAt(s, i + 3 * k);
        if (b < 0x80 || b > 0xbf) ok = false;
        else cp = (cp << 6) | (b & 0x3f);
      }
      if (ok && !(n === 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) && !(n === 4 && (cp < 0x10000 || cp > 0x10ffff))) {
        push(cp, i, i + 3 * n);
        i += 3 * n;
        continue;
      }
    }
    const cp = s.codePointAt(i)!;
    const w = cp > 0xffff ? 2 : 1;
    push(cp, i, i + w);
    i += w;
  }
  return { text, from, to };
}

/** The ranges of `s` that hold one of `keys` (search views of passwords) in any form. */
function secretRanges(s: string, keys: readonly string[]): Array<[number, number]> {
  if (keys.length === 0 || s.length === 0) return [];
  const v = searchView(s);
  const out: Array<[number, number]> = [];
  for (const k of keys) {
    for (let at = v.text.indexOf(k); at !== -1; at = v.text.indexOf(k, at + 1)) out.push([v.from[at]!, v.to[at + k.length - 1]!]);
  }
  return out;
}

/** The forms a search looks for each of `secrets` in (see the module comment), each of two or more code points. */
function keysOf(secrets: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const s of secrets) {
    // The password as written, as the search reads an output that escaped it once more (a URI
    // Template's expansion writes its "%" as "%25": `%2541`, which the search decodes to `%41`).
    const written = Array.from(s, (c) => fold(c.codePointAt(0)!)).join('');
    if (Array.from(written).length >= 2) keys.add(written);
    // The password as the search reads an output, and as it reads one that decoded it once
    // already (`%2541` shown as `%41`, which the search decodes again), up to three levels.
    for (let k = searchView(s).text, i = 0; i < 3; i++) {
      if (Array.from(k).length >= 2) keys.add(k);
      const again = searchView(k).text;
      if (again === k) break;
      k = again;
    }
  }
  return [...keys];
}

/**
 * Finds every password of `text` (and of `options.base` and `options.also`) under every reading
 * that takes some of it as credentials, and gives the masks of every output made from them: the
 * text by its spans, any other string by a search for each password in every form (see the module
 * comment). Nothing is parsed but up to the user information: it runs on any string, in time
 * linear in its length.
 *
 * API return values that are data (a report's `input`, the urllib results, `normalize()`'s string,
 * `resolve().href`, a parsed record) keep the password the caller gave; this is for what is shown.
 *
 * @example
 * ```ts
 * const r = redactPasswords('ftp://user:s%65cret@host/');
 * r.text;                                 // 'ftp://user:********@host/'
 * r.ranges;                               // [[11, 19]]
 * r.mask('ftp://user:secret@host/');      // 'ftp://user:******@host/': the decoded form too
 * r.mask('ftp://user:S%65CRET@host/');    // 'ftp://user:********@host/': another case and escape
 * redactPasswords('http://a/').found;     // false
 * ```
 */
export function redactPasswords(text: string, options?: RedactOptions | null): Redaction {
  checkString(text, 'redactPasswords', 'text');
  const o = optionsOf(options, REDACT_OPTIONS);
  const baseText = optionOf(o, 'base', 'string', 'redactPasswords') ?? null;
  const alsoOption = (o as { also?: unknown }).also;
  if (alsoOption !== undefined && alsoOption !== null && !Array.isArray(alsoOption)) throw new ArgumentError(`redactPasswords: option 'also' must be an array of strings, not ${typeName(alsoOption)}`);
  const also = (alsoOption ?? null) as readonly unknown[] | null;
  const found: Found = { ranges: [], secrets: new Set() };
  const base = baseText === null ? null : baseRecord(baseText);
  find(text, 0, base, found, 0);
  const others: Found = { ranges: [], secrets: new Set() };
  if (baseText !== null) find(baseText, -1, null, others, 0);
  if (also !== null) {
    for (let i = 0; i < also.length; i++) {
      const t = Object.hasOwn(also, i) ? also[i] : undefined;
      checkString(t, 'redactPasswords', `also[${i}]`);
      find(t as string, -1, base, others, 0);
    }
  }
  found.ranges.sort((a, b) => a[0] - b[0]);
  const searched = keysOf([...found.secrets, ...others.secrets]);
  // The text by its own passwords' spans, and where a password found only in another text (the
  // base, `also`: a URL inside a query value the caller read) stands in it, in any form.
  const ranges = [...found.ranges];
  for (const [a, b] of secretRanges(text, keysOf(others.secrets))) if (!ranges.some(([x, y]) => x === a && y === b)) ranges.push([a, b]);
  ranges.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const shown = maskRanges(text, ranges);
  const any = found.secrets.size > 0 || others.secrets.size > 0;
  const cache = new Map<string, string>();
  const mask = (s: string): string => {
    if (s === text) return shown;
    let t = cache.get(s);
    if (t === undefined) {
      const own: Found = { ranges: [], secrets: new Set() };
      find(s, 0, base, own, 0);
      t = maskRanges(s, [...own.ranges, ...secretRanges(s, searched)]);
      cache.set(s, t);
    }
    return t;
  };
  const inside = (offset: unknown): boolean => typeof offset === 'number' && found.ranges.some(([a, b]) => offset >= a && offset < b);
  const data = (value: unknown): unknown => {
    const walk = (v: unknown, key: string): unknown => {
      if (v !== null && typeof v === 'object' && typeof (v as { toJSON?: unknown }).toJSON === 'function') v = (v as { toJSON(key: string): unknown }).toJSON(key);
      if (v instanceof Number || v instanceof String || v instanceof Boolean) v = v.valueOf();
      if (typeof v === 'string') return mask(v);
      if (typeof v === 'number') return Number.isFinite(v) ? v : null;
      if (typeof v === 'boolean' || v === null) return v;
      if (typeof v === 'bigint') throw new TypeError('Do not know how to serialize a BigInt');
      if (typeof v !== 'object') return undefined;
      if (Array.isArray(v)) return v.map((x, i) => walk(x, String(i)) ?? null);
      const r = v as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(r)) {
        const x = walk(r[k], k);
        if (x !== undefined) out[k] = x;
      }
      if (out['found'] && typeof out['found'] === 'object' && inside(out['offset'])) out['found'] = { ...(out['found'] as object), text: '*', name: null };
      return out;
    };
    return walk(value, '');
  };
  return Object.freeze({ text: shown, ranges: Object.freeze(ranges.map((r) => Object.freeze(r) as readonly [number, number])), found: any, mask, data });
}
