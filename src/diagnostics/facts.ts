/**
 * The facts about an input that the classifier's rows (classify.ts) and the fix-its (actions.ts)
 * both read: the mistakes people make (test/tables/mistakes.ts gathers them from public reports),
 * each read from the component record of the input (`readComponents`) and its text, so that a
 * row that names a mistake and the fix-it that repairs it build on the same reading. Which
 * schemes are well known or always have an authority, the look-alike delimiters, sentence
 * punctuation after a host, an IPv6 address without its brackets, a Windows path, the
 * backslashes that escape a "/" or ":", a URL that starts over in its authority, and where a
 * port stops being digits.
 */
import { lookup, matches, schemesWhere } from '../../grammar/index.js';
import { AUTHORITY_MARK, MARK, readComponents, type URLComponents } from '../record/index.js';
import { runEdits, skipWhile, type Chars } from './text.js';

/** Schemes whose name before "//" or ";" is surely a scheme ("http//host", "http;//host" lack their ":"): grammar/scheme-facts.ts's `known` column. */
export const WELL_KNOWN_SCHEMES: ReadonlySet<string> = new Set(schemesWhere((f) => f.known?.includes('missing-colon') === true));
/** Schemes whose URLs always have an authority ("http:/host" lacks a "/", "http:///host" has one too many): its `authority` column. */
export const AUTHORITY_SCHEMES: ReadonlySet<string> = new Set(schemesWhere((f) => f.authority === true));

/** An edit of the input, as a fix-it makes it (`FixEdit` of fixes.ts). */
export interface MistakeEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** An ASCII digit's code. */
export const isDigitCode = (c: number) => c >= 0x30 && c <= 0x39;
const isLetterCode = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isHexCode = (c: number) => isDigitCode(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
/**
 * RFC 3986 §3.1 `scheme`, as its grammar declares it (a report is made where the strict parser
 * runs, which loads RFC 3986).
 */
export const SCHEME_3986_RULE = { rfc: 3986, name: 'scheme' } as const;
/** A scheme name: RFC 3986 §3.1 `scheme`, asked of the grammar. */
const isSchemeName = (s: string) => matches(SCHEME_3986_RULE, s);

/**
 * The ASCII delimiter a look-alike character stands for: the full-width forms of ":", "/", ".",
 * "?", "#", "@" (what a CJK input method types), the ideographic and half-width full stops, and
 * the colons and slashes of other blocks that read as one; null for any other character.
 */
export function confusableDelimiter(c: number): string | null {
  switch (c) {
    case 0xff1a: case 0xfe55: case 0xfe13: case 0x2236: case 0xa789: return ':';
    case 0xff0f: case 0x2044: case 0x2215: return '/';
    case 0xff0e: case 0x3002: case 0xff61: case 0xfe52: case 0x2024: return '.';
    case 0xff1f: return '?';
    case 0xff03: return '#';
    case 0xff20: return '@';
    default: return null;
  }
}

/**
 * Full-width and CJK sentence punctuation: the comma, the ideographic comma and full stop, the
 * full-width semicolon, exclamation and question marks, and the closing brackets and quotation
 * marks of CJK text.
 */
const PROSE_PUNCTUATION: ReadonlySet<number> = new Set([0xff0c, 0x3001, 0x3002, 0xff1b, 0xff01, 0xff1f, 0xff09, 0x3009, 0x300b, 0x300d, 0x300f, 0x3011]);

/**
 * Sentence punctuation at `offset` in a host, with the end of the input or more non-ASCII text
 * after it ("https://example.com\uff0c\u8c22\u8c22"): the sentence the URL was copied from goes on
 * there (CJK text puts no space after a URL). A full stop followed by ASCII is a look-alike dot.
 */
export function proseAfterHost(input: string, offset: number): boolean {
  if (!PROSE_PUNCTUATION.has(input.charCodeAt(offset))) return false;
  const next = input.charCodeAt(offset + 1);
  return Number.isNaN(next) || next > 0x7f;
}

/** A full-width form of a printable ASCII character (U+FF01 to U+FF5E), as ASCII; else null. */
const fullwidthAscii = (c: number): string | null => (c >= 0xff01 && c <= 0xff5e ? String.fromCharCode(c - 0xfee0) : null);

/**
 * What a look-alike character at `offset` stands for, where a URL's delimiters are: in the scheme
 * (which is ASCII: any full-width character is its ASCII twin), in the "//" after the scheme's
 * ":", or in the authority (a full-width ":" before a port, "." between labels). Null elsewhere
 * (the path, query and fragment of an IRI may hold full-width text) and for other characters.
 */
export function confusableAt(input: string, rec: URLComponents, offset: number, inSchemeRule: boolean, inAuthority: boolean): string | null {
  const c = input.codePointAt(offset) ?? -1;
  if (inSchemeRule) return confusableDelimiter(c) ?? fullwidthAscii(c);
  const d = confusableDelimiter(c);
  if (d === null) return null;
  if (inAuthority) return d;
  // Right after "scheme:", where the "//" of an authority goes.
  const scheme = rec.scheme;
  return scheme !== null && d === AUTHORITY_MARK.slice(0, 1) && (offset === scheme.end + 1 || offset === scheme.end + 2) ? d : null;
}

/** Is `text` an IPv6 address (RFC 3986 IPv6address, or RFC 2373's where RFC 3986 is not loaded)? */
function isIPv6(text: string): boolean {
  if (text.length < 2 || text.length > 45) return false;
  const rule = lookup(3986, 'IPv6address') ?? lookup(2373, 'IPv6address');
  return rule !== undefined && matches(rule, text);
}

/**
 * An IPv6 address written as a host without its brackets ("http://2001:db8::1/", or with only the
 * "]": "http://2001::1]:80"): where the host starts (the component record's, after any user
 * information), and each reading of the host and port text that brackets make an address and a
 * port of (the whole text an address; or the last group, all digits, a port), as the edits that
 * add the brackets. Null when the record's host and port hold fewer than two ":" or start with "[",
 * or when no reading is an address and the text does not look like one (hex digits and ":", with
 * a "::" or three ":"). At most 64 characters are read: an address is at most 45.
 */
export function unbracketedIPv6(input: Chars, rec: Pick<URLComponents, 'authority' | 'userinfo'>): { readonly start: number; readonly readings: ReadonlyArray<readonly MistakeEdit[]> } | null {
  const a = rec.authority;
  if (a === null) return null;
  const start = rec.userinfo !== null ? rec.userinfo.end + 1 : a.start;
  const end = a.end;
  if (end - start < 3 || end - start > 64 || input.charCodeAt(start) === MARK.literalOpen) return null;
  let colons = 0;
  let lastColon = -1;
  let close = -1;
  let hexish = true;
  for (let i = start; i < end; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x3a) {
      colons++;
      lastColon = i;
    } else if (c === MARK.literalClose && close < 0) close = i;
    else if (!isHexCode(c) && c !== 0x2e) hexish = false;
  }
  if (colons < 2) return null;
  const digits = (from: number, to: number) => {
    if (from >= to) return false;
    for (let i = from; i < to; i++) if (!isDigitCode(input.charCodeAt(i))) return false;
    return true;
  };
  const readings: MistakeEdit[][] = [];
  const open: MistakeEdit = { start, end: start, text: '[' };
  let addr: string;
  if (close >= 0) {
    // Only the "[" is missing: the address ends at the "]", and a port may follow it.
    addr = input.slice(start, close);
    const portOk = close + 1 === end || (input.charCodeAt(close + 1) === MARK.port && digits(close + 2, end));
    if (portOk && isIPv6(addr)) readings.push([open]);
  } else {
    addr = input.slice(start, end);
    if (isIPv6(addr)) readings.push([open, { start: end, end, text: ']' }]);
    if (digits(lastColon + 1, end) && isIPv6(input.slice(start, lastColon))) readings.push([open, { start: lastColon, end: lastColon, text: ']' }]);
  }
  if (readings.length > 0) return { start, readings };
  return hexish && (colons >= 3 || addr.includes('::')) ? { start, readings } : null;
}

/** The scheme of the file URL a Windows path is written as (RFC 8089). */
const FILE = 'file';

/**
 * A Windows path where a URL is expected, or written after "file:" (RFC 8089 Appendix E): a drive
 * letter ("C:", "C|") or a UNC name ("\\server\share"), with "\" between the folders. Read from
 * the component record: the scheme is "file" (the path follows its ":"), or there is none, or it is
 * one letter (a drive letter read as a scheme). Of the file URL the path writes
 * (file:///C:/dir/file, file://server/share/file): the first place it differs from the input (the
 * culprit), and the edits that make it (the start written as a file URL's, each "\" as "/"), made
 * when asked for; null when the input is no such path or already is that URL.
 */
export function windowsPath(input: Chars, rec: () => Pick<URLComponents, 'scheme'>): WindowsPath | null {
  // The record is asked for its scheme only where the answer depends on it: where a scheme read
  // from the start could be "file" or one letter (the record's scheme mark, ":", after the first
  // character or after "file"), or where the text reads as a Windows path without one. Elsewhere
  // the answer is null whatever the scheme, and a record, whose scheme the whole text decides where
  // no delimiter ends the run at its start, is not read.
  if (input.charCodeAt(1) !== MARK.scheme && (input.charCodeAt(FILE.length) !== MARK.scheme || input.slice(0, FILE.length).toLowerCase() !== FILE)) {
    const w = windowsPathAfter(input, 0, false);
    return w === null || rec().scheme !== null ? null : w;
  }
  const scheme = rec().scheme;
  const file = scheme !== null && scheme.text.toLowerCase() === FILE;
  const driveAsScheme = scheme !== null && scheme.end - scheme.start === 1 && isLetterCode(scheme.text.charCodeAt(0));
  if (scheme !== null && !file && !driveAsScheme) return null;
  return windowsPathAfter(input, file ? scheme.end + 1 : 0, file);
}

/** What `windowsPath` gives: where the input first differs from the file URL, and that URL's edits. */
type WindowsPath = { readonly culprit: number; edits(runs?: typeof runEdits): readonly MistakeEdit[] };

/** `windowsPath` of the text from `body` on (after "file:" where `file`, else from the start). */
function windowsPathAfter(input: Chars, body: number, file: boolean): WindowsPath | null {
  const prefix = file ? '' : 'file:';
  // The separators after the body's start, and whether two of them (or one) are "\".
  const i = skipWhile(input, body, input.length, isSeparatorCode);
  const firstBack = skipWhile(input, body, i, isSlashCode);
  const backslashes = firstBack < i ? (skipWhile(input, firstBack + 1, i, isSlashCode) < i ? 2 : 1) : 0;
  const sep = (at: number) => at >= input.length || input.charCodeAt(at) === 0x2f || input.charCodeAt(at) === 0x5c;
  // The start of the file URL ("///C:" or "//"), written over the separators (and drive) read.
  let lead: MistakeEdit;
  let rest: number;
  const c1 = input.charCodeAt(i + 1);
  if (isLetterCode(input.charCodeAt(i)) && (c1 === 0x3a || c1 === 0x7c) && sep(i + 2)) {
    lead = { start: body, end: i + 2, text: `${prefix}///${input.slice(i, i + 1)}:` };
    rest = i + 2;
  } else if (backslashes >= 2 && i < input.length) {
    lead = { start: body, end: i, text: `${prefix}//` };
    rest = i;
  } else return null;
  // The lead edit, trimmed to what it changes (null: it changes nothing).
  const old = input.slice(lead.start, lead.end);
  let p = 0;
  while (p < old.length && p < lead.text.length && old[p] === lead.text[p]) p++;
  let q = 0;
  while (q < old.length - p && q < lead.text.length - p && old[old.length - 1 - q] === lead.text[lead.text.length - 1 - q]) q++;
  const trimmed = p < old.length - q || p < lead.text.length - q ? { start: lead.start + p, end: lead.end - q, text: lead.text.slice(p, lead.text.length - q) } : null;
  // The first "\" after the start: where the edits that write each "\" as "/" begin.
  const back = skipWhile(input, rest, input.length, isNotBackslashCode);
  const anyBack = back < input.length;
  // A drive path with no scheme is a Windows path only with a "\" in it ("C:/x" is a URI).
  if ((trimmed === null && !anyBack) || (!file && backslashes === 0 && !anyBack)) return null;
  return {
    culprit: trimmed !== null ? trimmed.start : back,
    // Made when asked for (the fix-its), not for the classification, which reads the culprit: a
    // path of a million "\" is that many edits.
    edits: (runs = runEdits) => {
      // One edit per run of "\" (a run of a million is one edit, not a million objects), read
      // from the rest of the text as one string (a repaired text's character is a search of its
      // pieces: a path of a million read that way cost more than its edits); or, in a repair of
      // allErrors' recovery, one edit of their span (`runs`: `spanEdits`).
      return runs(input.slice(back, input.length), back, isBackslashCode, '/', trimmed);
    },
  };
}

const isBackslashCode = (c: number) => c === 0x5c;
const isNotBackslashCode = (c: number) => c !== 0x5c;
const isSlashCode = (c: number) => c === 0x2f;
const isSeparatorCode = (c: number) => c === 0x2f || c === 0x5c;

/** The backslashes of `input` that escape a "/" or ":" (JSON's "\/", a properties file's "\:"). */
export function escapingBackslashes(input: string): MistakeEdit[] {
  const out: MistakeEdit[] = [];
  for (let i = 0; i + 1 < input.length; i++) {
    if (input.charCodeAt(i) !== 0x5c) continue;
    const next = input.charCodeAt(i + 1);
    if (next === 0x2f || next === 0x3a) out.push({ start: i, end: i + 1, text: '' });
  }
  return out;
}

/**
 * The URL starts over where its authority starts ("http://http://host/", "http://https://host/"):
 * the text from the record's authority on reads as a URL with a scheme and an authority of its
 * own. The authority's start (where the inner URL starts), or null.
 */
export function doubledSchemeAt(input: Chars, rec: URLComponents): number | null {
  const a = rec.authority;
  if (a === null || rec.scheme === null || a.end <= a.start) return null;
  // Appendix B reads a scheme and an authority from there only where the first ":" after it is
  // followed by "//": the authority, which ends at the first "/", then ends with that ":", and "//"
  // follows it. Where it does, the record of the text up to that "//" says the rest (whether the
  // ":" is the first, and ends a scheme).
  if (input.charCodeAt(a.end - 1) !== MARK.scheme || input.slice(a.end, a.end + AUTHORITY_MARK.length) !== AUTHORITY_MARK) return null;
  const inner = readComponents(input.slice(a.start, a.end + 2));
  return inner.scheme !== null && inner.scheme.start === 0 && inner.authority !== null && isSchemeName(inner.scheme.text) ? a.start : null;
}


/**
 * Where the component record's port stops being digits, when the authority has a host and no user
 * information, and the port holds no ":" but that of a port written twice ("8080:8080"); else -1.
 * (A run of ":" after the host is no port that went wrong.)
 */
export function portBadAt(rec: URLComponents, input: Chars): number {
  const port = rec.port;
  if (port === null || rec.userinfo !== null || rec.host === null || rec.host.start === rec.host.end) return -1;
  let bad = -1;
  let colons = 0;
  // Read from the text (a long port of a repaired text is not built), up to its first character
  // that is neither a digit nor ":": then any ":" in it answers -1, and else that character is
  // the first that is not a digit (or one before it was a ":"... which answered).
  for (let i = port.start; i < port.end; i++) {
    const c = input.charCodeAt(i);
    if (isDigitCode(c)) continue;
    if (bad < 0) bad = i;
    if (c === MARK.port) {
      if (++colons > 1) return -1;
      continue;
    }
    return colons > 0 || skipWhile(input, i + 1, port.end, isNotColonCode) < port.end ? -1 : bad;
  }
  // Digits and ":" only: one ":" between digits is a port written twice ("8080:8080").
  if (colons > 1 || (colons === 1 && (bad === port.start || bad === port.end - 1))) return -1;
  return bad;
}

const isNotColonCode = (c: number) => c !== MARK.port;
