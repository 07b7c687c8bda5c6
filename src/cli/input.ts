/**
 * Standard input as the command line reads it, as bytes: the lines of a piece (whole lines, cut
 * after a line feed), each with its line number, decoded as UTF-8 where it is UTF-8 and flagged
 * where it is not (never silently replaced), and the leading byte order mark. Shared by the main
 * thread and the worker threads of `check --jobs N` (src/cli/check-worker.ts), so that both read
 * the same lines.
 */
import { isUtf8 } from 'node:buffer';

/** The UTF-8 byte order mark, EF BB BF (U+FEFF), which some editors write at the start of a file. */
export const BOM = Uint8Array.of(0xef, 0xbb, 0xbf);

/** Whether `b` starts with the UTF-8 byte order mark. */
export function startsWithBOM(b: Uint8Array): boolean {
  return b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;
}

/** The first ill-formed UTF-8 sequence of a line: where it starts, and its bytes. */
export interface BadUTF8 {
  /** 1-based number of the line in standard input (blank lines counted). */
  readonly inputLine: number;
  /** 1-based number of the first bad byte in the line (after a removed byte order mark, on line 1). */
  readonly byte: number;
  /** The ill-formed bytes (the maximal subpart that one U+FFFD stands for), as hex: `"E2 82"`. */
  readonly bytes: string;
  /** Where that U+FFFD is in the decoded line (UTF-16 index). */
  readonly offset: number;
}

/** One line of standard input: its text (UTF-8; an ill-formed sequence as U+FFFD), its number, and the first ill-formed sequence. */
export interface InputLine {
  readonly text: string;
  readonly inputLine: number;
  readonly bad: BadUTF8 | null;
}

/**
 * The length of the ill-formed sequence at `i` of `b` (its maximal subpart, Unicode §3.9 D93b:
 * what the WHATWG and Node decoders replace by one U+FFFD), or 0 when a well-formed character
 * starts there. The well-formed sequences are those of Unicode's Table 3-7: no overlong form, no
 * surrogate, nothing over U+10FFFF.
 */
function illFormedAt(b: Uint8Array, i: number): number {
  const c = b[i]!;
  if (c < 0x80) return 0;
  let need: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (c >= 0xc2 && c <= 0xdf) need = 1;
  else if (c >= 0xe0 && c <= 0xef) {
    need = 2;
    if (c === 0xe0) lo = 0xa0;
    if (c === 0xed) hi = 0x9f;
  } else if (c >= 0xf0 && c <= 0xf4) {
    need = 3;
    if (c === 0xf0) lo = 0x90;
    if (c === 0xf4) hi = 0x8f;
  } else return 1; // a continuation byte with no lead, or C0, C1, F5-FF: never in UTF-8
  for (let k = 1; k <= need; k++) {
    const d = b[i + k];
    if (d === undefined || d < lo || d > hi) return k;
    lo = 0x80;
    hi = 0xbf;
  }
  return 0;
}

/** The first ill-formed UTF-8 sequence of `b`: its index and length; null when `b` is UTF-8. */
export function firstIllFormed(b: Uint8Array): { index: number; length: number } | null {
  for (let i = 0; i < b.length; i++) {
    if (b[i]! < 0x80) continue;
    const bad = illFormedAt(b, i);
    if (bad) return { index: i, length: bad };
    const c = b[i]!;
    i += c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : 1;
  }
  return null;
}

/** What a line that is not UTF-8 is reported with: `invalid UTF-8 at byte 9 of line 3 of standard input: the bytes E2 82 are not a character (shown as U+FFFD)`. */
export function badUTF8Message(bad: BadUTF8): string {
  const one = bad.bytes.length === 2;
  return `invalid UTF-8 at byte ${bad.byte} of line ${bad.inputLine} of standard input: ${one ? 'the byte' : 'the bytes'} ${bad.bytes} ${one ? 'is' : 'are'} not a character (shown as U+FFFD)`;
}

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).toUpperCase().padStart(2, '0')).join(' ');

const LF = 0x0a;
const CR = 0x0d;

/**
 * The number of line ends in `b`: CR LF, LF, or a CR on its own (as readline reads them with
 * `crlfDelay: Infinity`), so that the next piece knows the number of its first line.
 */
export function countLineEnds(b: Buffer): number {
  let n = 0;
  for (let i = b.indexOf(LF); i !== -1; i = b.indexOf(LF, i + 1)) n++;
  for (let i = b.indexOf(CR); i !== -1; i = b.indexOf(CR, i + 1)) if (b[i + 1] !== LF) n++;
  return n;
}

/**
 * Where the complete lines of `b` end: the index after its last line end (LF; CR LF; a CR followed
 * by another byte), 0 when `b` holds none. A CR at the very end is not yet a line end: the next
 * byte may be the LF of a CR LF.
 */
export function completeLinesEnd(b: Buffer): number {
  const lf = b.lastIndexOf(LF);
  let cr = b.lastIndexOf(CR);
  if (cr === b.length - 1) cr = cr > 0 ? b.lastIndexOf(CR, cr - 1) : -1;
  return Math.max(lf, cr) + 1;
}

/**
 * `b` (whole lines) cut after a line feed into pieces of at most `size` bytes each, but for a
 * line longer than that, which is a piece of its own (with the lines before it cut off).
 */
export function* piecesOf(b: Buffer, size: number): Generator<Buffer> {
  let start = 0;
  while (b.length - start > size) {
    const before = b.lastIndexOf(LF, start + size - 1);
    const after = before < start ? b.indexOf(LF, start + size) : before;
    const end = after === -1 ? b.length : after + 1;
    yield b.subarray(start, end);
    start = end;
  }
  if (start < b.length) yield b.subarray(start);
}

/** Whether `b` (shorter than 3 bytes) could be the start of a byte order mark: it takes more bytes to tell. */
export function mayStartBOM(b: Uint8Array): boolean {
  return b.every((x, i) => x === BOM[i]);
}

/** Line ends as in `countLineEnds`. */
const EOL = /\r\n|\r|\n/;

/**
 * The lines of a piece of standard input (whole lines; an empty last line is no line, as in
 * readline), numbered from `firstLine`. A piece that is all UTF-8 (the usual case, checked at
 * native speed) is decoded at once; otherwise each line is, and a line with an ill-formed
 * sequence carries the first one in `bad` (its text has U+FFFD for each, as Node decodes it).
 */
export function linesOf(bytes: Uint8Array, firstLine: number): InputLine[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (isUtf8(buf)) {
    const texts = buf.toString('utf8').split(EOL);
    if (texts.at(-1) === '') texts.pop();
    return texts.map((text, i) => ({ text, inputLine: firstLine + i, bad: null }));
  }
  const out: InputLine[] = [];
  let start = 0;
  let n = firstLine;
  while (start < buf.length) {
    let end = start;
    while (end < buf.length && buf[end] !== LF && buf[end] !== CR) end++;
    const line = buf.subarray(start, end);
    const text = line.toString('utf8');
    const ill = firstIllFormed(line);
    const bad = ill && { inputLine: n, byte: ill.index + 1, bytes: hex(line.subarray(ill.index, ill.index + ill.length)), offset: line.subarray(0, ill.index).toString('utf8').length };
    out.push({ text, inputLine: n, bad });
    n++;
    start = buf[end] === CR && buf[end + 1] === LF ? end + 2 : end + 1;
  }
  return out;
}
