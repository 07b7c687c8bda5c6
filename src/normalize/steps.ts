/**
 * The normalization steps (RFC 3986 §6.2.2 and §6.2.3, RFC 3987 §5.3 for IRIs): `normalize` reads
 * the component record of a parse, runs each step on the part it names (recording, with `trace`,
 * its section and the text it changed), and proves the result by re-parsing it to mean what the
 * input meant. With them, `ipv6Canonical` (RFC 5952 §4), which the `'ipv6'` step writes.
 */
import { redactPasswords } from '../diagnostics/redact.js';
import { ArgumentError, checkString, lazyProperty } from '../../grammar/index.js';
import { idnaToASCII, idnaToUnicode } from '../../base/idna.js';
import { HEX_DIGITS, hexValue } from '../../base/percent.js';
import { parseURL } from '../parse/parse.js';
import { readComponents, type URLComponents } from '../record/index.js';
import { registeredReader } from '../parse/result.js';
import { recognizer } from '../valid/index.js';
import type { GrammarName, StartSymbol } from '../../grammar/index.js';
import { removeDotSegments } from '../resolver/dots.js';
import { recompose3986Text } from '../record/index.js';
import { DEFAULT_PORTS, NORMALIZE_STEP_INFO as STEP_INFO, NormalizationError, settings, type NormalizeOptions, type NormalizeStep, type NormalizeStepName, type Normalization, type Settings } from './options.js';

/** The parts a normalization works on: strings, null where absent (the authority is there when `host` is). */
interface Parts {
  scheme: string | null;
  userinfo: string | null;
  host: string | null;
  port: string | null;
  path: string;
  query: string | null;
  fragment: string | null;
}

type PartName = NormalizeStep['component'];
const PART_NAMES: readonly PartName[] = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'];

/** The URI the parts write (RFC 3986 §5.3, `recompose`, its authority written from RFC 3986 §3.2's user information, host and port). */
function recomposeParts(p: Parts): string {
  const authority = p.host === null ? null : `${p.userinfo === null ? '' : p.userinfo + '@'}${p.host}${p.port === null ? '' : ':' + p.port}`;
  return recompose3986Text(p.scheme, authority, p.path, p.query, p.fragment);
}

/** Where each part's text starts in `recomposeParts(p)`. */
function startsOf(p: Parts): Record<PartName, number> {
  let at = 0;
  const out = {} as Record<PartName, number>;
  out.scheme = at;
  if (p.scheme !== null) at += p.scheme.length + 1;
  if (p.host !== null) {
    at += 2;
    out.userinfo = at;
    if (p.userinfo !== null) at += p.userinfo.length + 1;
    out.host = at;
    at += p.host.length;
    out.port = at + 1;
    if (p.port !== null) at += p.port.length + 1;
  } else {
    out.userinfo = out.host = out.port = at;
  }
  out.path = at;
  at += p.path.length;
  out.query = at + 1;
  if (p.query !== null) at += p.query.length + 1;
  out.fragment = at + 1;
  return out;
}

const isUnreserved = (b: number): boolean => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b === 0x2d || b === 0x2e || b === 0x5f || b === 0x7e;

/** `text` with the hex digits of its escapes uppercased and, with `decode`, the escapes of unreserved characters decoded (but `%2E` where `keepDots`). */
function escapes(text: string, upper: boolean, decode: boolean, keepDots: boolean): string {
  if (!text.includes('%')) return text;
  // Nothing to do where every escape is uppercase already and none is to be decoded.
  if (!decode && !/%[0-9A-F]?[a-f]/.test(text)) return text;
  let out = '';
  let at = 0;
  for (let i = text.indexOf('%'); i >= 0 && i + 2 < text.length; i = text.indexOf('%', i + 1)) {
    const hi = hexValue(text.charCodeAt(i + 1));
    const lo = hexValue(text.charCodeAt(i + 2));
    if (hi < 0 || lo < 0) continue;
    const b = (hi << 4) | lo;
    let rep: string;
    if (decode && isUnreserved(b) && !(keepDots && b === 0x2e)) rep = String.fromCharCode(b);
    else if (upper) rep = '%' + HEX_DIGITS[hi] + HEX_DIGITS[lo];
    else continue;
    out += text.slice(at, i) + rep;
    at = i + 3;
    i += 2;
  }
  return at === 0 ? text : out + text.slice(at);
}

/** ASCII letters lowercased, outside escapes (whose hex digits `escapes` uppercases). */
function lowerASCII(text: string): string {
  if (!/[A-Z]/.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25 && i + 2 < text.length) {
      out += text.slice(i, i + 3);
      i += 2;
    } else out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 32) : text[i];
  }
  return out;
}

const isASCII = (s: string): boolean => !/[^\u0000-\u007f]/.test(s);

/** `path` with each complete segment of one or two dots, escaped (`%2E`) or not, written as plain dots. */
function dotsDecoded(path: string): string {
  if (!path.includes('%')) return path;
  return path.replace(/(^|\/)((?:\.|%2[Ee]){1,2})(?=\/|$)/g, (_m, slash: string, seg: string) => slash + seg.replace(/%2[Ee]/g, '.'));
}

/** Whether `path` has a complete "." or ".." segment (what remove_dot_segments would change). */
const hasDotSegment = (path: string): boolean => /(?:^|\/)\.\.?(?:\/|$)/.test(path);

/**
 * An IPv6 address (the text between the brackets, valid by RFC 3986's `IPv6address`) in RFC 5952
 * §4's text: lowercase, no leading zeros, the longest run of two or more zero groups as "::" (the
 * first on a tie), and an IPv4-mapped address (`::ffff:0:0/96`, §5) with its last 32 bits dotted.
 * What the `'ipv6'` step writes (beyond RFC 3986, which only lowercases).
 *
 * @throws ArgumentError for a string that is not an IPv6 address.
 *
 * @example
 * ```ts
 * ipv6Canonical('2001:0DB8:0:0:1:0:0:1'); // '2001:db8::1:0:0:1'
 * ipv6Canonical('0:0:0:0:0:FFFF:C000:0280'); // '::ffff:192.0.2.128'
 * ```
 */
export function ipv6Canonical(address: string): string {
  checkString(address, 'ipv6Canonical', 'the address');
  let text = address;
  const groups: number[] = [];
  // A trailing dotted IPv4 becomes two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, dotted.index) + ((a << 8) | b).toString(16) + ':' + ((c << 8) | d).toString(16);
  }
  const [head, tail] = text.includes('::') ? text.split('::') as [string, string] : [text, null];
  const read = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const h = read(head);
  const t = tail === null ? [] : read(tail);
  if (tail === null) groups.push(...h);
  else groups.push(...h, ...new Array<number>(8 - h.length - t.length).fill(0), ...t);
  if (groups.length !== 8 || groups.some((g) => !Number.isInteger(g) || g < 0 || g > 0xffff)) throw new ArgumentError(`ipv6Canonical: ${JSON.stringify(address)} is not an IPv6 address`);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  const shown = mapped ? groups.slice(0, 6) : groups;
  // The longest run of zeros, two groups at least.
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < shown.length; ) {
    if (shown[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < shown.length && shown[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = (gs: number[]) => gs.map((g) => g.toString(16)).join(':');
  let out = best < 0 ? hex(shown) : `${hex(shown.slice(0, best))}::${hex(shown.slice(best + bestLen))}`;
  if (mapped) {
    const v4 = `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
    out += out.endsWith(':') ? v4 : ':' + v4;
  }
  return out;
}

/** The recognizer of each grammar and start symbol, looked up once. */
const RECOGNIZERS = new Map<string, (input: string) => boolean>();
function recognizes(grammar: string, start: string, href: string): boolean {
  const key = `${grammar} ${start}`;
  let r = RECOGNIZERS.get(key);
  if (r === undefined) RECOGNIZERS.set(key, (r = recognizer({ grammar: grammar as GrammarName, start: start as StartSymbol } as never)));
  return r(href);
}

/**
 * The input's record under the grammar, read by the record-only reader `parseURL` takes its record
 * from (src/parse/result.ts `registeredReader`: the capture reader where an entry point registers
 * it), without `parseURL`'s result; where the reader refuses the input (or there is none),
 * `parseURL`'s: its report in the `'syntax'` NormalizationError.
 * @internal
 */
export function parsed(input: string, grammar: 'rfc3986' | 'rfc3987', start: string, fn: string): URLComponents {
  const read = registeredReader(grammar, start);
  const record = read === null ? null : read(input);
  if (record !== null) return record;
  const r = parseURL(input, { grammar: grammar as GrammarName, start: start as StartSymbol });
  if (!r.ok) throw new NormalizationError('syntax', `${fn}: the input is not ${/^[aI]/.test(start) ? 'an' : 'a'} ${start} under ${grammar} (${r.error.code} at ${r.error.line}:${r.error.column}); normalization is defined on valid references`, input, r.error);
  return r.components;
}

function partsOf(c: URLComponents): Parts {
  return {
    scheme: c.scheme?.text ?? null,
    userinfo: c.userinfo?.text ?? null,
    host: c.host?.text ?? null,
    port: c.port?.text ?? null,
    path: c.path.text,
    query: c.query?.text ?? null,
    fragment: c.fragment?.text ?? null,
  };
}

/** The one edit that turns `a` into `b`: their common prefix and suffix left as they are. */
function diff(a: string, b: string, offset: number): { start: number; end: number; text: string } {
  let p = 0;
  const max = Math.min(a.length, b.length);
  while (p < max && a.charCodeAt(p) === b.charCodeAt(p)) p++;
  let q = 0;
  while (q < max - p && a.charCodeAt(a.length - 1 - q) === b.charCodeAt(b.length - 1 - q)) q++;
  return { start: offset + p, end: offset + a.length - q, text: b.slice(p, b.length - q) };
}

/** A normalization under way: its parts (replaced, with `trace`, so that each step keeps its before), and its steps. */
interface Run {
  parts: Parts;
  readonly steps: NormalizeStep[];
  readonly trace: boolean;
}

/**
 * Runs one step on one part: sets it to `value` (undefined: unchanged) and, with `trace`, records
 * the step when the part changed. Each step changes the one part it names.
 */
function apply(run: Run, step: NormalizeStepName | 'meaning', part: PartName, value: string | null | undefined, section = step === 'meaning' ? 'RFC 3986 §5.2, §4.2' : STEP_INFO[step].section): void {
  const parts = run.parts;
  if (value === undefined || value === parts[part]) return;
  if (!run.trace) {
    parts[part] = value as never;
    return;
  }
  const after: Parts = { ...parts };
  after[part] = value as never;
  const before = recomposeParts(parts);
  const href = recomposeParts(after);
  const starts = startsOf(parts);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  // Each changed part as one edit of the URL before the step (a removed port or its ":" as the delimiter and text).
  for (const n of PART_NAMES) {
    if (after[n] === parts[n]) continue;
    const was = parts[n];
    const now = after[n];
    if (n === 'port' && (was === null) !== (now === null)) edits.push({ start: starts.port - 1, end: starts.port + (was?.length ?? 0), text: now === null ? '' : ':' + now });
    else edits.push(diff(was ?? '', now ?? '', starts[n]));
  }
  edits.sort((x, y) => x.start - y.start);
  run.steps.push({ step, section, component: part, before, after: href, edits });
  run.parts = after;
}

/**
 * Normalizes a URI (or, with `grammar: 'rfc3987'`, an IRI) by RFC 3986 §6.2 up to `level`
 * (default `'scheme'`), and proves the result by re-parsing it: the same scheme, authority, user
 * information, host, port, decoded path segments, query and fragment. Where removing dot segments
 * would leave a path starting with "//" and no authority (`foo:/..//bar`, whose path would then
 * read as an authority), "/." is put in front, as RFC 3986 §5.2 implementations do (a step named
 * `'meaning'`). Relative references (`start: 'URI-reference'`) keep the dot segments of a
 * relative path (they mean something there: `../g`). Under `escapedDots: 'decode'` a segment of
 * escaped dots (`.%2E`) is a dot segment even with `'percent-encoding'` off. Total on valid input:
 * every valid reference normalizes (a `'meaning'` error would be a defect of this library).
 *
 * @param input - A URI (`start` says which kind of reference; default `URI` / `IRI`).
 * @param options - `grammar`, `start`, `level`, `steps`, `escapedDots`, `trace` ({@link NormalizeOptions}).
 * @throws {@link NormalizationError} `'syntax'` for an input the grammar rejects.
 * @throws ArgumentError (a `TypeError`) and GrammarError (a `RangeError`) for bad arguments or options.
 *
 * @example
 * ```ts
 * normalize('HTTP://www.Example.com:80/a/./b/../%7Euser/%2a').href; // 'http://www.example.com/a/~user/%2A'
 * normalize('foo:/..//bar').href;                                    // 'foo:/.//bar'
 * normalize('http://a/%2E%2E/b', { escapedDots: 'keep' }).href;       // 'http://a/%2E%2E/b'
 * normalize('http://[2001:DB8:0:0:0:0:0:1]/', { steps: { ipv6: true } }).href; // 'http://[2001:db8::1]/'
 * normalize('https://XN--A.com/').href;                              // 'https://xn--a.com/'
 * normalize('x:.%2E/.././/b', { steps: { 'percent-encoding': false } }).href; // 'x:/b'
 * ```
 */
export function normalize(input: string, options?: NormalizeOptions | null): Normalization {
  checkString(input, 'normalize', 'the input');
  return normalizeWith(input, settings(options, 'normalize'), 'normalize');
}

/** `normalize` with its options read. @internal */
export function normalizeWith(input: string, s: Settings, fn: 'normalize' | 'equivalent'): Normalization {
  const record = parsed(input, s.grammar, s.start, fn);
  const run: Run = { parts: partsOf(record), steps: [], trace: s.trace };
  const href = normalizedHref(input, record, run, s);
  // Nothing changed: the input's own record. Else `components` is the parser's record of the
  // result, as for the input, read when first asked for.
  if (href === input) return { href, components: record, steps: run.steps };
  return lazyProperty({ href, components: undefined, steps: run.steps } as { href: string; components?: URLComponents; steps: NormalizeStep[] }, 'components', () => {
    const r = parseURL(href, { grammar: s.grammar as GrammarName, start: s.start as StartSymbol });
    return r.ok ? r.components : readComponents(href);
  }) as Normalization;
}

/**
 * The normalized href alone (what `equivalent` compares), proven as {@link normalizeWith}'s: no
 * result object, no record of the result. @internal
 */
export function normalizedHrefOf(input: string, s: Settings, fn: 'normalize' | 'equivalent'): string {
  const record = parsed(input, s.grammar, s.start, fn);
  return normalizedHref(input, record, { parts: partsOf(record), steps: [], trace: s.trace }, s);
}

/** The steps run on `run`'s parts (of `input`, whose record is `record`), the result written and proven. */
function normalizedHref(input: string, record: URLComponents, run: Run, s: Settings): string {
  const on = s.on;
  const iri = s.grammar === 'rfc3987';

  if (on.has('characters')) {
    // NFC, run by run between the ASCII delimiters (which stay as they are), where it brings no
    // delimiter in: a run with a character whose canonical form is one (U+037E GREEK QUESTION
    // MARK is ";", U+1FEF is "`") or that composes one away ("=" and U+0338 are "≠") is kept as
    // written. Runs are normalized alone, so removing a segment never changes another's form.
    for (const n of ['userinfo', 'host', 'path', 'query', 'fragment'] as const) {
      const t = run.parts[n];
      if (t === null || isASCII(t)) continue;
      const nfc = t.replace(/[A-Za-z0-9\-._~%\u0080-\uffff]+/g, (seg) => {
        const r = seg.normalize('NFC');
        return /[^A-Za-z0-9\-._~%\u0080-\uffff]/.test(r) ? seg : r;
      });
      apply(run, 'characters', n, nfc);
    }
  }
  if (on.has('case')) {
    if (run.parts.scheme !== null) apply(run, 'case', 'scheme', run.parts.scheme.toLowerCase());
    if (run.parts.host !== null) {
      // RFC 3987 §5.3.2.1: only a US-ASCII host is case-insensitive here (an IDN's case is §5.3.3's).
      const host = !iri || isASCII(run.parts.host) ? escapes(lowerASCII(run.parts.host), true, false, false) : escapes(run.parts.host, true, false, false);
      apply(run, 'case', 'host', host);
    }
    for (const n of ['userinfo', 'path', 'query', 'fragment'] as const) {
      const t = run.parts[n];
      if (t !== null) apply(run, 'case', n, escapes(t, true, false, false));
    }
  }
  if (on.has('percent-encoding')) {
    for (const n of ['userinfo', 'host', 'path', 'query', 'fragment'] as const) {
      const t = run.parts[n];
      if (t === null) continue;
      // Decoded letters of a host are lowercased too when case runs (an escaped "A" is "a" there).
      let v = escapes(t, on.has('case'), true, n === 'path' && s.escapedDots === 'keep');
      if (n === 'host' && on.has('case') && (!iri || isASCII(t))) v = lowerASCII(v);
      apply(run, 'percent-encoding', n, v);
    }
  }
  if (on.has('dot-segments')) {
    // A relative path's dot segments mean something (`../g` climbs from the base): kept.
    const relativePath = run.parts.scheme === null && run.parts.host === null && !run.parts.path.startsWith('/');
    // Under `escapedDots: 'decode'` (RFC 3986 §2.3: "%2E" is "."), a segment spelled with escaped
    // dots (`.%2E`, `%2e%2E`) is a dot segment whether or not 'percent-encoding' ran: its dots
    // are read as dots here, and remove_dot_segments removes every dot segment it sees.
    const path = s.escapedDots === 'decode' ? dotsDecoded(run.parts.path) : run.parts.path;
    if (!relativePath && hasDotSegment(path)) apply(run, 'dot-segments', 'path', removeDotSegments(path, { spec: 'rfc3986', trace: false }).path);
  }
  if (run.parts.host === null && run.parts.path.startsWith('//')) {
    // RFC 3986 §3.3: without an authority, a path cannot begin with "//" (it would read as one);
    // "/." in front is the same path (RFC 3986 §5.2.4 removes it again) and keeps the meaning.
    apply(run, 'meaning', 'path', '/.' + run.parts.path);
  }
  if (on.has('ipv6') && run.parts.host !== null && record.hostType === 'ipv6') {
    apply(run, 'ipv6', 'host', `[${ipv6Canonical(run.parts.host.slice(1, -1))}]`);
  }
  if (on.has('empty-port') && run.parts.port === '') apply(run, 'empty-port', 'port', null);
  if (on.has('default-port') && run.parts.port !== null && run.parts.scheme !== null) {
    const d = DEFAULT_PORTS[run.parts.scheme.toLowerCase()];
    if (d !== undefined && /^[0-9]+$/.test(run.parts.port) && Number(run.parts.port) === d.port) apply(run, 'default-port', 'port', null, `RFC 3986 §6.2.3 (${d.spec})`);
  }
  if (on.has('empty-path') && run.parts.host !== null && run.parts.path === '') apply(run, 'empty-path', 'path', '/');
  if (on.has('idn') && run.parts.host !== null && record.hostType === 'ireg-name') {
    const h = run.parts.host;
    if (!isASCII(h) || /(^|\.)xn--/i.test(h)) {
      const u = idnaToUnicode(h, { checkBidi: true, checkHyphens: true, checkJoiners: true, useSTD3ASCIIRules: true, transitionalProcessing: false });
      // A host UTS #46 reports an error for (ToUnicode's error flag, or ToASCII failing: an
      // invalid punycode label, an empty label once "。" is mapped to ".", a label or name too
      // long for the DNS) is left as written: its mapped form is no name UTS #46 stands behind.
      if (u !== null && (u.error || idnaToASCII(h) === null)) {
        if (s.trace) {
          const at = recomposeParts(run.parts);
          run.steps.push({ step: 'idn', section: STEP_INFO.idn.section, component: 'host', before: at, after: at, edits: [], skipped: 'UTS #46 reports an error for this host (ToASCII or ToUnicode fails): left as written' });
        }
      } else if (u !== null && u.domain !== h) apply(run, 'idn', 'host', u.domain);
    }
  }
  const href = recomposeParts(run.parts);
  // Nothing changed: nothing to prove (the proof would compare the input's record with itself).
  // Else the proof reads the result with the recognizer and Appendix B.
  if (href !== input) proven(input, record, href, s);
  return href;
}

/**
 * The meaning of a component's text: its characters with the escapes of unreserved characters
 * decoded and the other escapes' hex digits uppercased (RFC 3986 §2.3 and §2.1: those and only
 * those spellings are the same data). Written apart from the normalization steps, which it checks.
 */
function meaningOf(text: string | null, nfc = false): string | null {
  if (text === null) return null;
  if (nfc) return meaningOf(text)!.normalize('NFC');
  if (!text.includes('%')) return text;
  return text.replace(/%([0-9A-Fa-f]{2})/g, decodeUnreserved);
}

/** The `'meaning'` NormalizationError: `href` would not mean what `input` means. */
function notMeaning(input: string, href: string, what: string): never {
  // The message is an output: the password masked (the error's `input` keeps it, as data).
  const shown = redactPasswords(input);
  throw new NormalizationError('meaning', `normalize: the normalized ${JSON.stringify(shown.mask(href))} would not mean what ${JSON.stringify(shown.text)} means (${what}); please report this`, input);
}

/** A record's scheme, lowercased (null: none). */
const schemeOf = (c: URLComponents): string | null => c.scheme?.text.toLowerCase() ?? null;

/**
 * A record's host as the proof compares it (null: none), read as a host of type `type` (the
 * input's, the parser's reading: the result's host is of the same type, or the comparison fails):
 * an IPv6 address as its value; else case-insensitive where US-ASCII (RFC 3986 §3.2.2, §6.2.2.1),
 * an ACE ("xn--") label as much as any, and an ACE host (the 'idn' step writes it in Unicode) or a
 * non-ASCII one in its ToASCII form where UTS #46 gives one.
 */
function hostMeaning(c: URLComponents, type: URLComponents['hostType'], nfc: boolean): string | null {
  const h = c.host?.text;
  if (h === undefined) return null;
  if (type === 'ipv6') return ipv6Canonical(h.slice(1, -1));
  const m = meaningOf(h, nfc)!;
  if (!isASCII(m)) return idnaToASCII(m) ?? m;
  const lower = m.toLowerCase();
  return /(^|\.)xn--/.test(lower) ? (idnaToASCII(lower) ?? lower) : lower;
}

/**
 * A path as the proof compares it: decoded as {@link meaningOf} decodes (but `%2E` kept where
 * `keepDots`), the dot segments removed where `dots`, an empty path after an authority "/" where
 * `emptyPath`, in NFC where `nfc`. (Segments are equal when the paths are: "/" is their one
 * delimiter, and an escaped "/" stays escaped.)
 */
function pathMeaning(path: string, dots: boolean, keepDots: boolean, emptyPath: boolean, nfc: boolean): string {
  const decoded = !path.includes('%') ? path : path.replace(/%([0-9A-Fa-f]{2})/g, keepDots ? decodeKeepingDots : decodeUnreserved);
  const p = dots && hasDotSegment(decoded) ? removeDotSegments(decoded, { spec: 'rfc3986', trace: false }).path : decoded;
  const q = p === '' && emptyPath ? '/' : p;
  return nfc ? q.normalize('NFC') : q;
}

/** An escape's meaning: an unreserved character decoded, another escape's hex digits uppercased. */
function decodeUnreserved(_m: string, h: string): string {
  const c = parseInt(h, 16);
  return isUnreserved(c) ? String.fromCharCode(c) : '%' + h.toUpperCase();
}

/** {@link decodeUnreserved}, "%2E" kept an escape (`escapedDots: 'keep'`). */
function decodeKeepingDots(_m: string, h: string): string {
  const c = parseInt(h, 16);
  return isUnreserved(c) && c !== 0x2e ? String.fromCharCode(c) : '%' + h.toUpperCase();
}

/** Re-parses `href` and checks it means what `input` (with `record`) meant; else the `'meaning'` NormalizationError. */
function proven(input: string, record: URLComponents, href: string, s: Settings): void {
  // Re-read two ways, neither of them the steps': the grammar's recognizer (generated from the
  // same rules as the parser, and held to it) says it is valid, and RFC 3986 Appendix B's reading
  // (which on a valid reference splits it as the grammar does) gives its components.
  if (!recognizes(s.grammar, s.start, href)) {
    const r = parseURL(href, { grammar: s.grammar as GrammarName, start: s.start as StartSymbol });
    notMeaning(input, href, `it does not parse: ${r.ok ? 'the recognizer rejects it' : r.error.code}`);
  }
  const a = record;
  const b = readComponents(href);
  const schemeName = schemeOf(a);
  if (schemeName !== schemeOf(b)) notMeaning(input, href, 'scheme');
  if ((a.host === null) !== (b.host === null)) notMeaning(input, href, 'authority');
  // Text that 'characters' normalized is canonically equivalent: compared in NFC.
  const on = s.on;
  const nfc = on.has('characters');
  if (meaningOf(a.userinfo?.text ?? null, nfc) !== meaningOf(b.userinfo?.text ?? null, nfc)) notMeaning(input, href, 'user information');
  // Hosts: case-insensitive; an IDN compared in its ASCII form, an IPv6 address as its value.
  if (hostMeaning(a, a.hostType, nfc) !== hostMeaning(b, a.hostType, nfc)) notMeaning(input, href, 'host');
  const defaultPort = schemeName !== null && on.has('default-port') ? (DEFAULT_PORTS[schemeName]?.port ?? null) : null;
  if ((a.portNumber ?? defaultPort) !== (b.portNumber ?? defaultPort)) notMeaning(input, href, 'port');
  if (meaningOf(a.query?.text ?? null, nfc) !== meaningOf(b.query?.text ?? null, nfc)) notMeaning(input, href, 'query');
  if (meaningOf(a.fragment?.text ?? null, nfc) !== meaningOf(b.fragment?.text ?? null, nfc)) notMeaning(input, href, 'fragment');
  // The path: segment by segment, decoded as above, after the dot segments the input's path
  // resolves away (with %2E kept as written when escapedDots is 'keep'), an empty path after an
  // authority being "/" where empty-path runs.
  const keepDots = s.escapedDots === 'keep';
  const emptyPath = a.host !== null && on.has('empty-path');
  const relativePath = a.scheme === null && a.host === null && !a.path.text.startsWith('/');
  const dots = on.has('dot-segments') && !relativePath;
  if (pathMeaning(a.path.text, dots, keepDots, emptyPath, nfc) !== pathMeaning(b.path.text, dots, keepDots, emptyPath, nfc)) notMeaning(input, href, 'path');
}
