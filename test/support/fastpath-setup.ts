/**
 * Vitest global setup: (re)generates the compiled fast path and the recognizers
 * (grammar/engine/generated/fast-*.ts and dfa-*.ts, build output that is not committed) from the
 * rule registry before any test imports the library, so that a test run never reads a stale or
 * missing generated module.
 */
import { writeFastPath } from '../../grammar/engine/gen/write-fastpath.js';
import { writeRecognizers } from '../../grammar/engine/gen/write-recognizer.js';

export default function setup(): void {
  writeFastPath();
  writeRecognizers();
}
