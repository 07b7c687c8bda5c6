/**
 * Vitest global setup: (re)generates the compiled fast path (grammar/engine/generated/fast-*.ts,
 * build output that is not committed) from the rule registry before any test imports the library,
 * so that a test run never reads a stale or missing generated parser.
 */
import { writeFastPath } from '../../scripts/fastpath/write.js';

export default function setup(): void {
  writeFastPath();
}
