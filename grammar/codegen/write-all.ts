/**
 * `npm run gen`: the build output written from the registries before anything compiles: the
 * language registry's modules (grammar/codegen/languages.ts: the languages in order, the loaders'
 * imports) and the scheme grammars' modules (grammar/codegen/schemes.ts, from the table of scheme
 * facts), then, from the rule registry, the generated fast path (grammar/codegen/write-fastpath.ts),
 * the recognizers (grammar/codegen/write-recognizer.ts) and the node types of each grammar
 * (grammar/codegen/node-types.ts), into grammar/generated/ (git-ignored). The generators are
 * imported after the first step, since they read what it writes. `npm run gen` then stamps them
 * (scripts/source-stamp.mjs --gen); the test setup (test/support/fastpath-setup.ts) runs
 * {@link writeAll} unless that stamp is current.
 *
 *   tsx grammar/codegen/write-all.ts [--quiet]
 */
import { fileURLToPath } from 'node:url';
import { writeLanguages } from './languages.js';
import { writeSchemes } from './schemes.js';

/** Writes every generated module whose text changed; returns a line per generator. */
export async function writeAll(): Promise<string[]> {
  const languages = await writeLanguages();
  const schemes = writeSchemes();
  const { generateNodeTypes } = await import('./node-types.js');
  const { describeFastPath, writeFastPath } = await import('./write-fastpath.js');
  const { describeRecognizers, writeRecognizers } = await import('./write-recognizer.js');
  const { writeGenerated } = await import('./write.js');
  const fast = writeFastPath();
  const dfa = writeRecognizers();
  const types = writeGenerated('', new Map([['node-types', generateNodeTypes()]]));
  return [`languages: the registry's modules${languages ? '' : ' (unchanged)'}`, `schemes: the scheme grammars' modules${schemes ? '' : ' (unchanged)'}`, describeFastPath(fast), describeRecognizers(dfa), `node types: one list per grammar${types ? '' : ' (unchanged)'}`];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const lines = await writeAll();
  if (!process.argv.includes('--quiet')) for (const l of lines) console.log(l);
}
