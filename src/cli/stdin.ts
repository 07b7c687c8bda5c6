/**
 * Standard input as the commands that read it (`check`, `normalize`, `iri`, `whatwg`) receive it:
 * bytes, in pieces of whole lines (`stdinPieces`), each handed on as soon as its lines are
 * complete. The lines of a piece are read by `linesOf` (src/cli/input.ts), on a worker thread with
 * `check --jobs N`.
 */
import type { CLIStreams } from './context.js';
import { completeLinesEnd, countLineEnds, mayStartBOM, piecesOf, startsWithBOM } from './input.js';

/**
 * Bytes of standard input per piece checked at once, at most (on a worker thread with --jobs N),
 * and the bytes `check --jobs N` checks on the main thread before it starts its workers.
 */
export const PIECE_BYTES = 1 << 16;

/** A piece of standard input: whole lines, as bytes, the number of its first line, and whether it is the last. */
export interface InputPiece {
  readonly bytes: Buffer;
  readonly firstLine: number;
  readonly last: boolean;
}

/**
 * Standard input, as bytes, in pieces of whole lines, each with the number of its first line. A
 * line is handed on as soon as it is complete (its line end has arrived: `completeLinesEnd`), so
 * that `tail -f log | urlgrammar check` answers each line when it is written; the lines of a chunk
 * that arrive together are cut after a line feed (a byte that is never inside a UTF-8 sequence)
 * into pieces of at most `PIECE_BYTES` (a longer line is a piece of its own). Only the line being
 * written is held, so memory is bounded by the longest line. The last piece is what remains at
 * the end, a line without its line end (it may be empty). A UTF-8 byte order mark at the very
 * start is removed, and `onBOM` called. The bytes are not decoded here: the lines of a piece are
 * read by `linesOf` (src/cli/input.ts), on a worker thread with `check --jobs N`. `stdin` is the
 * run's standard input (`CLIStreams`).
 */
export async function* stdinPieces(stdin: CLIStreams['stdin'], onBOM: () => void): AsyncGenerator<InputPiece> {
  /** The bytes of the line not yet complete. */
  let rest: Buffer[] = [];
  let line = 1;
  let atStart = true;
  const pieces = function* (bytes: Buffer): Generator<InputPiece> {
    for (const piece of piecesOf(bytes, PIECE_BYTES)) {
      yield { bytes: piece, firstLine: line, last: false };
      line += countLineEnds(piece);
    }
  };
  for await (const read of stdin) {
    let chunk = typeof read === 'string' ? Buffer.from(read) : Buffer.from(read.buffer, read.byteOffset, read.byteLength);
    if (atStart) {
      const head = rest.length ? Buffer.concat([...rest, chunk]) : chunk;
      rest = [];
      if (head.length < 3 && mayStartBOM(head)) {
        rest = [head]; // too short to tell yet
        continue;
      }
      atStart = false;
      chunk = head;
      if (startsWithBOM(head)) {
        chunk = head.subarray(3);
        onBOM();
      }
    }
    if (chunk.length === 0) continue;
    const cut = completeLinesEnd(chunk);
    const held = rest.at(-1);
    if (cut === 0) {
      // No line ends in this chunk; but a CR that ended the held bytes is a line end now that another byte (not LF) follows it.
      if (held !== undefined && held[held.length - 1] === 0x0d && chunk[0] !== 0x0a) {
        yield* pieces(Buffer.concat(rest));
        rest = [];
      }
      rest.push(chunk);
      continue;
    }
    const complete = rest.length ? Buffer.concat([...rest, chunk.subarray(0, cut)]) : chunk.subarray(0, cut);
    rest = cut < chunk.length ? [chunk.subarray(cut)] : [];
    yield* pieces(complete);
  }
  yield { bytes: Buffer.concat(rest), firstLine: line, last: true };
}
