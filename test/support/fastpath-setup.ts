/**
 * Vitest global setup: (re)generates the compiled fast path, the recognizers and the node types
 * (grammar/generated/, build output that is not committed) from the rule registry before
 * any test imports the library, so that a test run never reads a stale or missing generated module;
 * unless they were written from the sources as they are (`npm test` runs `npm run gen` first), which
 * a hash of the generators' inputs tells.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { writeAll } from '../../grammar/codegen/write-all.js';
import { GEN_STAMP, sourceStamp } from '../../scripts/source-stamp.mjs';

export default async function setup(): Promise<void> {
  const now = sourceStamp();
  if (existsSync(GEN_STAMP) && readFileSync(GEN_STAMP, 'utf8').trim() === now) return;
  await writeAll();
  writeFileSync(GEN_STAMP, now + '\n');
}
