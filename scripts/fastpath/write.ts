/**
 * Writes the generated fast path (scripts/fastpath/generate.ts) to
 * grammar/engine/generated/fast-<name>.ts, one module per grammar module (FAST_PATH_UNITS),
 * git-ignored build output. Run by `npm run gen` (and so by `npm run build` and `npm run
 * typecheck`) and by the test setup (vitest.config.ts).
 *
 *   tsx scripts/fastpath/write.ts [--quiet]
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateFastPaths } from './generate.js';

/** Generates and writes the modules whose text changed; returns the directory and the statistics. */
export function writeFastPath(): { path: string; changed: boolean; stats: ReturnType<typeof generateFastPaths>['stats'] } {
  const dir = fileURLToPath(new URL('../../grammar/engine/generated/', import.meta.url));
  const { sources, stats } = generateFastPaths();
  mkdirSync(dir, { recursive: true });
  // The single module of before the split into one per grammar module.
  rmSync(`${dir}fastpath.ts`, { force: true });
  let changed = false;
  for (const [name, source] of sources) {
    const path = `${dir}fast-${name}.ts`;
    if (!existsSync(path) || readFileSync(path, 'utf8') !== source) {
      writeFileSync(path, source);
      changed = true;
    }
  }
  return { path: dir, changed, stats };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { stats, changed } = writeFastPath();
  if (!process.argv.includes('--quiet')) {
    console.log(
      `fast path: ${stats.grammars} grammars, ${stats.starts} start symbols, ${stats.ruleFunctions} rule functions, ${stats.leaves} leaves (${stats.regexLeaves} left to regular expressions), ${stats.bytes} bytes${changed ? '' : ' (unchanged)'}`,
    );
  }
}
