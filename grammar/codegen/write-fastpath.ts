/**
 * Writes the generated fast path (grammar/codegen/fastpath.ts) to
 * grammar/generated/fast-<name>.ts, one module per grammar module (FAST_PATH_UNITS),
 * git-ignored build output. Run by `npm run gen` (grammar/codegen/write-all.ts, and so by `npm run build` and
 * `npm run typecheck`) and by the test setup (vitest.config.ts).
 *
 *   tsx grammar/codegen/write-fastpath.ts [--quiet]
 */
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_DIR, writeGenerated } from './write.js';
import type { GenStats } from './fastpath.js';
import { generateFastPaths } from './fastpath-module.js';

/** Generates and writes the modules whose text changed; returns the directory and the statistics. */
export function writeFastPath(): { path: string; changed: boolean; stats: GenStats } {
  const { sources, stats } = generateFastPaths();
  // The single module of before the split into one per grammar module.
  rmSync(`${GENERATED_DIR}fastpath.ts`, { force: true });
  return { path: GENERATED_DIR, changed: writeGenerated('fast-', sources), stats };
}

/** What a generation wrote, in one line. */
export function describeFastPath({ stats, changed }: { stats: GenStats; changed: boolean }): string {
  return `fast path: ${stats.grammars} grammars, ${stats.starts} start symbols, ${stats.ruleFunctions} rule functions, ${stats.leaves} leaves (${stats.regexLeaves} left to regular expressions), ${stats.bytes} bytes${changed ? '' : ' (unchanged)'}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = writeFastPath();
  if (!process.argv.includes('--quiet')) console.log(describeFastPath(written));
}
