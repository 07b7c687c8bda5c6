/**
 * A worker thread of `urlgrammar check --jobs N`: it receives pieces of standard input (whole
 * lines) with an id and answers with what `check` prints for them (src/cli/check.ts), under the
 * same id; the main thread writes the answers in input order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkLines, type CheckOptions } from './check.js';

/** A piece of standard input (whole lines) to check, numbered in input order. */
export interface CheckRequest {
  readonly id: number;
  readonly piece: string;
}

const options = workerData as CheckOptions;
parentPort!.on('message', (m: CheckRequest) => {
  parentPort!.postMessage({ id: m.id, ...checkLines(m.piece, options) });
});
