/**
 * A worker thread of `urlgrammar check --jobs N`: it receives pieces of standard input (whole
 * lines) with an id and answers with what `check` prints for them (src/cli/check.ts), under the
 * same id; the main thread writes the answers in input order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkPiece, type CheckOptions } from './check.js';
// The error codes' summaries under RFC 2396 and the URL Standard (check.ts loads every grammar).
import '../diagnostics/under.js';

/** A piece of standard input (whole lines, as bytes) to check, numbered in input order, with the number of its first line. */
export interface CheckRequest {
  readonly id: number;
  readonly bytes: Uint8Array;
  readonly firstLine: number;
}

const options = workerData as CheckOptions;
const encoder = new TextEncoder();
parentPort!.on('message', (m: CheckRequest) => {
  const r = checkPiece(m.bytes, m.firstLine, options);
  // The answer as UTF-8 bytes in a buffer of its own, moved to the main thread, which writes it.
  const text = encoder.encode(r.text);
  parentPort!.postMessage({ id: m.id, text, err: r.err, checked: r.checked, invalid: r.invalid, blank: r.blank, masked: r.masked }, [text.buffer]);
});
