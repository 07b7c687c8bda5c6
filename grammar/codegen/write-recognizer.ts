/**
 * Writes the generated recognizers (grammar/codegen/recognizer.ts) to
 * grammar/generated/dfa-<name>.ts, one module per grammar module (RECOGNIZER_UNITS),
 * git-ignored build output. Run by `npm run gen` (grammar/codegen/write-all.ts, and so by `npm run build` and
 * `npm run typecheck`) and by the test setup (vitest.config.ts).
 *
 *   tsx grammar/codegen/write-recognizer.ts [--quiet]
 */
import { fileURLToPath } from 'node:url';
import { GENERATED_DIR, writeGenerated } from './write.js';
import { generateRecognizers, type RecognizerStats } from './recognizer.js';

/** Generates and writes the modules whose text changed; returns the directory and the statistics. */
export function writeRecognizers(): { path: string; changed: boolean; stats: RecognizerStats } {
  const { sources, stats } = generateRecognizers();
  return { path: GENERATED_DIR, changed: writeGenerated('dfa-', sources), stats };
}

/** What a generation wrote, in one line. */
export function describeRecognizers({ stats, changed }: { stats: RecognizerStats; changed: boolean }): string {
  return `recognizers: ${stats.automata} automata (a grammar and start symbol, or a rule), ${stats.states} DFA states, ${stats.bytes} bytes${changed ? '' : ' (unchanged)'}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = writeRecognizers();
  if (!process.argv.includes('--quiet')) console.log(describeRecognizers(written));
}
