/**
 * Writes the generated fast path (scripts/fastpath/generate.ts) to
 * grammar/engine/generated/fastpath.ts, git-ignored build output. Run by `npm run gen` (and so by
 * `npm run build` and `npm run typecheck`) and by the test setup (vitest.config.ts).
 *
 *   tsx scripts/fastpath/write.ts [--quiet]
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateFastPath } from './generate.js';

/** Generates and writes the module when its text changed; returns the path and the statistics. */
export function writeFastPath(): { path: string; changed: boolean; stats: ReturnType<typeof generateFastPath>['stats'] } {
  const dir = fileURLToPath(new URL('../../grammar/engine/generated/', import.meta.url));
  const path = `${dir}fastpath.ts`;
  const { source, stats } = generateFastPath();
  mkdirSync(dir, { recursive: true });
  const changed = !existsSync(path) || readFileSync(path, 'utf8') !== source;
  if (changed) writeFileSync(path, source);
  return { path, changed, stats };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { stats, changed } = writeFastPath();
  if (!process.argv.includes('--quiet')) {
    console.log(
      `fast path: ${stats.grammars} grammars, ${stats.starts} start symbols, ${stats.ruleFunctions} rule functions, ${stats.leaves} leaves (${stats.regexLeaves} left to regular expressions), ${stats.bytes} bytes${changed ? '' : ' (unchanged)'}`,
    );
  }
}
