/**
 * Fix-its: edits that repair what a report names, each checked by parsing the edited input again
 * under the same grammar and start symbol. A fix is offered only when the edited input validates,
 * or when its first error lies strictly further on (in the original input's coordinates); those
 * that validate come first. The edits are made at the report's culprit (DECISIONS: "fix-its edit
 * at the culprit").
 */
import { readAuthorityAt, readComponents, type URLComponents } from '../record/index.js';
import { idnaToASCII } from '../../grammar/engine/idna.js';
import { lazyProperty } from '../../grammar/engine/inspect.js';
import { percentEncodeUTF8 } from '../../grammar/engine/percent.js';
import { ruleNames } from '../../grammar/core.js';
import { isTabOrNewline, pasteView, pasteWhat } from './paste.js';
import type { ErrorCode } from './codes.js';

/**
 * One edit of a fix: replace `input.slice(start, end)` (UTF-16 offsets into the input) with `text`.
 *
 * @example
 * ```ts
 * const r = parseURL('http//example.com');
 * if (!r.ok) r.error.fixes[0]?.edits; // [{ start: 4, end: 4, text: ':' }]
 * ```
 */
export interface FixEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * A suggested repair: its edits, a one-line description, the corrected URL, and whether the
 * corrected URL parses under the same grammar (`false`: the fix repairs this error and the next
 * error lies further on).
 *
 * @example
 * ```ts
 * const r = parseURL('\u201chttp://example.com/\u201d');
 * if (!r.ok) r.error.fixes[0]; // { edits: [{ start: 0, end: 1, text: '' }, { start: 20, end: 21, text: '' }], message: 'remove the quotation marks around the URL', url: 'http://example.com/', validates: true }
 * ```
 */
export interface ReportFix {
  readonly edits: readonly FixEdit[];
  readonly message: string;
  readonly url: string;
  readonly validates: boolean;
}

/** What a fix's check needs of a re-parse: valid, or where its furthest failure is. */
export type Reparse = (input: string) => { readonly ok: true } | { readonly ok: false; readonly offset: number };

/** The part of a report the candidates are read from (a report, or a warning's view of one). */
export interface FixSubject {
  readonly code: string;
  readonly input: string;
  readonly grammar: string;
  readonly offset: number;
  readonly culprit: { readonly offset: number } | null;
  readonly trace: ReadonlyArray<{ readonly rule: string; readonly start: number }>;
  /** The input's components (a report's `components`); read from the input when absent. */
  readonly components?: URLComponents;
}

/** A fix before its check: edits (sorted, not overlapping) and a description. */
export interface Candidate {
  readonly edits: readonly FixEdit[];
  readonly message: string;
}

/** Applies sorted, non-overlapping edits. */
export function applyEdits(input: string, edits: readonly FixEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += input.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + input.slice(at);
}

/**
 * Sorted, non-overlapping edits with each run of adjacent ones (one ends where the next starts)
 * made one edit: the same corrected text, one object per run instead of one per character.
 */
export function joinAdjacent(edits: readonly FixEdit[]): FixEdit[] {
  const out: FixEdit[] = [];
  for (let i = 0; i < edits.length; ) {
    let j = i + 1;
    while (j < edits.length && edits[j]!.start === edits[j - 1]!.end) j++;
    if (j === i + 1) out.push(edits[i]!);
    else {
      let text = '';
      for (let k = i; k < j; k++) text += edits[k]!.text;
      out.push({ start: edits[i]!.start, end: edits[j - 1]!.end, text });
    }
    i = j;
  }
  return out;
}

/**
 * An offset of the edited input, in the original input's coordinates: inside an edit's new text it
 * is that edit's start; after it, shifted back by what the edit added.
 */
export function mapBack(offset: number, edits: readonly FixEdit[]): number {
  let delta = 0;
  for (const e of edits) {
    const newStart = e.start + delta;
    const newEnd = newStart + e.text.length;
    if (offset < newStart) break;
    if (offset < newEnd) return e.start;
    delta += e.text.length - (e.end - e.start);
  }
  return offset - delta;
}


/** The rules of a host in every grammar: where a space or an escape is never the fix. */
const HOST_FRAMES = ruleNames('HOST_FRAMES', ['host', 'hostname', 'domainlabel', 'toplabel', 'hostport', 'reg-name', 'ihost', 'ireg-name', 'IP-literal', 'ipv6reference', 'IPv6address', 'IPv4address', 'hostnumber']);
/** The rules of a scheme. */
const SCHEME_FRAMES = ruleNames('SCHEME_FRAMES', ['scheme', 'split-scheme']);

/** Where the innermost frame of the first of `names` on the stack starts (the names in order of preference). */
const frameStart = (s: FixSubject, names: readonly string[]): number | undefined => {
  for (const name of names) for (let i = s.trace.length - 1; i >= 0; i--) if (s.trace[i]!.rule === name) return s.trace[i]!.start;
  return undefined;
};
/** Is a frame of `trace` a host's rule? (Also what the report's space hint is decided by.) */
export const inHost = (trace: FixSubject['trace']): boolean => trace.some((f) => HOST_FRAMES.has(f.rule));
const inScheme = (s: FixSubject) => s.trace.length > 0 && SCHEME_FRAMES.has(s.trace[s.trace.length - 1]!.rule);


/** The fix candidates for a report, best guess first (each is checked afterwards). */
export function candidates(s: FixSubject): Candidate[] {
  const input = s.input;
  const at = s.culprit?.offset ?? s.offset;
  const ch = at < input.length ? String.fromCodePoint(input.codePointAt(at)!) : '';
  const out: Candidate[] = [];
  const add = (message: string, ...edits: FixEdit[]) => out.push({ message, edits });
  // For edits as many as the input has characters (no spread arguments, which would overflow the
  // stack), with each run of adjacent edits made one (a run of 1,000,000 "@" is one edit).
  const addAll = (message: string, edits: FixEdit[]) => out.push({ message, edits: joinAdjacent(edits) });
  const code = s.code as ErrorCode;
  // The components of the rejected input (RFC 3986 Appendix B read into the authority): where the
  // scheme, the user information and the host are, from the grammar of components, not a scan.
  const rec = s.components ?? readComponents(input);
  switch (code) {
    case 'paste.whitespace':
    case 'paste.quotes':
    case 'paste.brackets': {
      const v = pasteView(input);
      const edits = [...v.lead, ...v.trail].map((a) => ({ start: a.start, end: a.end, text: '' }));
      addAll(`remove the ${pasteWhat(v)} around the URL`, edits);
      const inner: FixEdit[] = [];
      for (let i = v.coreStart; i < v.coreEnd; i++) if (isTabOrNewline(input[i]!)) inner.push({ start: i, end: i + 1, text: '' });
      if (inner.length) addAll(`remove the ${pasteWhat(v)} around the URL, and the tabs and line breaks inside it`, edits.concat(inner).sort((a, b) => a.start - b.start));
      break;
    }
    case 'paste.tab-or-newline': {
      const edits: FixEdit[] = [];
      for (let i = 0; i < input.length; i++) if (isTabOrNewline(input[i]!)) edits.push({ start: i, end: i + 1, text: '' });
      addAll('remove the tabs and line breaks (a URL wrapped across lines)', edits);
      break;
    }
    case 'scheme.missing': {
      // A network-path reference (an authority, no scheme) takes "http:"; a bare host "http://".
      if (rec.scheme === null && rec.authority !== null) add('add a scheme: "http:"', { start: 0, end: 0, text: 'http:' });
      else if (/^[A-Za-z0-9]/.test(input)) add('add a scheme: "http://"', { start: 0, end: 0, text: 'http://' });
      break;
    }
    case 'scheme.missing-colon':
      add('add ":" after the scheme', { start: s.offset, end: s.offset, text: ':' });
      break;
    case 'scheme.missing-slashes': {
      if (rec.scheme === null) break;
      const colon = rec.scheme.end;
      const read = input.slice(colon + 1, s.offset);
      add(`add "${read === '/' ? '/' : '//'}" after "${input.slice(0, colon + 1)}"`, { start: s.offset, end: s.offset, text: read === '/' ? '/' : '//' });
      break;
    }
    case 'scheme.uppercase': {
      const start = frameStart(s, ['scheme']) ?? 0;
      const end = rec.scheme !== null && rec.scheme.start === start ? rec.scheme.end : -1;
      if (end > start) add('write the scheme in lower case', { start, end, text: input.slice(start, end).toLowerCase() });
      break;
    }
    case 'scheme.bad-char':
      if (ch) add(`remove ${JSON.stringify(ch)} from the scheme`, { start: at, end: at + ch.length, text: '' });
      break;
    case 'char.space':
      if (inHost(s.trace) || inScheme(s)) add(`remove the space (a ${inHost(s.trace) ? 'host' : 'scheme'} cannot hold one, escaped or not)`, { start: at, end: at + 1, text: '' });
      else add('write the space as %20', { start: at, end: at + 1, text: '%20' });
      break;
    case 'char.unsafe':
      if (ch === '\\') {
        const edits: FixEdit[] = [];
        for (let i = 0; i < input.length; i++) if (input[i] === '\\') edits.push({ start: i, end: i + 1, text: '/' });
        addAll('write every "\\" as "/"', edits);
      }
      if (ch && !inHost(s.trace)) add(`escape ${JSON.stringify(ch)} as ${percentEncodeUTF8(ch)}`, { start: at, end: at + ch.length, text: percentEncodeUTF8(ch) });
      break;
    case 'char.non-ascii':
      if (ch && !inHost(s.trace)) add(`encode ${JSON.stringify(ch)} as UTF-8 and escape it: ${percentEncodeUTF8(ch)}`, { start: at, end: at + ch.length, text: percentEncodeUTF8(ch) });
      break;
    case 'iri.bidi-format':
      if (ch) add(`remove the bidirectional formatting character`, { start: at, end: at + ch.length, text: '' });
      break;
    case 'char.control':
      if (ch) add(`remove the control character`, { start: at, end: at + ch.length, text: '' });
      break;
    case 'host.non-ascii': {
      if (rec.host === null) break;
      const { start, end } = rec.host;
      const ascii = idnaToASCII(input.slice(start, end));
      if (ascii !== null && ascii !== input.slice(start, end)) add(`write the host in its IDNA (punycode) form: ${ascii}`, { start, end, text: ascii });
      break;
    }
    case 'http.userinfo': {
      // The user information and the "@" that ends it (the authority's last), in the authority
      // the parse was in (the whole input's record when it is a URL, read from the frame otherwise).
      const start = frameStart(s, ['hostport']);
      const info = start === undefined ? rec.userinfo : readAuthorityAt(input, start).userinfo;
      if (info !== null) add('remove the user information (RFC 1738 http URLs have none)', { start: info.start, end: info.end + 1, text: '' });
      break;
    }
    case 'userinfo.unescaped-at': {
      // Every "@" of the user information (which ends at the authority's last "@") is data:
      // percent-encode it, one edit per run (see joinAdjacent).
      const start = frameStart(s, ['login', 'authority', 'iauthority', 'hostport']);
      const info = start === undefined ? rec.userinfo : readAuthorityAt(input, start).userinfo;
      if (info === null) break;
      const edits: FixEdit[] = [];
      for (let i = info.start; i < info.end; i++) {
        if (input.charCodeAt(i) !== 0x40) continue;
        let j = i + 1;
        while (j < info.end && input.charCodeAt(j) === 0x40) j++;
        edits.push({ start: i, end: j, text: '%40'.repeat(j - i) });
        i = j;
      }
      if (edits.length) addAll('escape the "@" inside the user information as %40', edits);
      break;
    }
    case 'port.empty':
      add('remove the ":" of the empty port', { start: at, end: at + 1, text: '' });
      break;
    case 'ipv6.unclosed':
      add('close the IPv6 literal with "]"', { start: s.offset, end: s.offset, text: ']' });
      break;
    case 'escape.bad-hex':
    case 'escape.truncated':
      add('write the "%" as %25', { start: at, end: at + 1, text: '%25' });
      break;
    case 'http.query-without-path':
      add('add "/" before the "?"', { start: s.offset, end: s.offset, text: '/' });
      break;
    case 'fragment.second-hash':
      add('escape the second "#" as %23', { start: s.offset, end: s.offset + 1, text: '%23' });
      break;
    case 'path.colon-in-first-segment': {
      const start = frameStart(s, ['path-noscheme', 'ipath-noscheme']) ?? 0;
      add('write "./" before the path', { start, end: start, text: './' });
      break;
    }
    case 'host.empty-label':
      add('remove the extra "."', { start: at, end: at + 1, text: '' });
      break;
    default:
      break;
  }
  return out;
}

/**
 * The candidates that survive their check, validating ones first, then the ones that move the
 * first error furthest; duplicates (the same corrected URL) dropped.
 */
export function checkedFixes(input: string, firstOffset: number, list: readonly Candidate[], reparse: Reparse): ReportFix[] {
  const kept: Array<ReportFix & { reach: number }> = [];
  const seen = new Set<string>();
  for (const c of list) {
    if (c.edits.length === 0) continue;
    const url = applyEdits(input, c.edits);
    if (url === input || seen.has(url)) continue;
    seen.add(url);
    const r = reparse(url);
    if (r.ok) kept.push({ edits: c.edits, message: c.message, url, validates: true, reach: Infinity });
    else {
      const reach = mapBack(r.offset, c.edits);
      if (reach > firstOffset) kept.push({ edits: c.edits, message: c.message, url, validates: false, reach });
    }
  }
  kept.sort((a, b) => (a.validates === b.validates ? b.reach - a.reach : a.validates ? -1 : 1));
  return kept.map(({ edits, message, url, validates }) => ({ edits, message, url, validates }));
}

/**
 * Gives `report` its `fixes` as an enumerable property computed by `make` on first read and kept
 * (so `JSON.stringify` and deep equality see the array): checking the fixes parses again. It
 * prints (`util.inspect`, `console.log`) with the fixes, not `[Getter]` (`printsResolved`).
 */
export function lazyFixes<R extends { readonly input: string }>(report: R, make: () => readonly ReportFix[]): R {
  withReading(report);
  return lazyProperty(report, 'fixes', make);
}

/**
 * Gives a report its `components`: the Appendix B reading of its input (`readComponents`), read
 * when first asked for, and not enumerable (it holds the password, which no serialized report
 * shows outside `input`).
 */
export function withReading<R extends { readonly input: string }>(report: R): R {
  if (Object.hasOwn(report, 'components')) return report;
  return lazyProperty(report, 'components', (): URLComponents => readComponents(report.input), { enumerable: false });
}
