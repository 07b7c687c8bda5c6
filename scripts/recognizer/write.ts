/**
 * Writes the generated recognizers (scripts/recognizer/generate.ts) to
 * grammar/engine/generated/dfa-<name>.ts, one module per grammar module (RECOGNIZER_UNITS),
 * git-ignored build output. Run by `npm run gen` (and so by `npm run build` and `npm run
 * typecheck`) and by the test setup (vitest.config.ts).
 *
 *   tsx scripts/recognizer/write.ts [--quiet]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateRecognizers, type RecognizerStats } from './generate.js';

/** Generates and writes the modules whose text changed; returns the directory and the statistics. */
export function writeRecognizers(): { path: string; changed: boolean; stats: RecognizerStats } {
  const dir = fileURLToPath(new URL('../../grammar/engine/generated/', import.meta.url));
  const { sources, stats } = generateRecognizers();
  mkdirSync(dir, { recursive: true });
  let changed = false;
  for (const [name, source] of sources) {
    const path = `${dir}dfa-${name}.ts`;
    if (!existsSync(path) || readFileSync(path, 'utf8') !== source) {
      writeFileSync(path, source);
      changed = true;
    }
  }
  return { path: dir, changed, stats };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { stats, changed } = writeRecognizers();
  if (!process.argv.includes('--quiet')) {
    console.log(`recognizers: ${stats.automata} automata, ${stats.states} DFA states, ${stats.bytes} bytes${changed ? '' : ' (unchanged)'}`);
  }
}
