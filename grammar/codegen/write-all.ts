/**
 * `npm run gen`: the build output written from the rule registry before anything compiles: the
 * generated fast path (grammar/codegen/write-fastpath.ts), the recognizers
 * (grammar/codegen/write-recognizer.ts) and the node types of each grammar
 * (grammar/codegen/node-types.ts), into grammar/generated/ (git-ignored). `npm run gen`
 * then stamps them (scripts/source-stamp.mjs --gen); the test setup (test/support/fastpath-setup.ts)
 * runs {@link writeAll} unless that stamp is current.
 *
 *   tsx grammar/codegen/write-all.ts [--quiet]
 */
import { fileURLToPath } from 'node:url';
import { generateNodeTypes } from './node-types.js';
import { describeFastPath, writeFastPath } from './write-fastpath.js';
import { describeRecognizers, writeRecognizers } from './write-recognizer.js';
import { writeGenerated } from './write.js';

/** Writes every generated module whose text changed; returns a line per generator. */
export function writeAll(): string[] {
  const fast = writeFastPath();
  const dfa = writeRecognizers();
  const types = writeGenerated('', new Map([['node-types', generateNodeTypes()]]));
  return [describeFastPath(fast), describeRecognizers(dfa), `node types: one list per grammar${types ? '' : ' (unchanged)'}`];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const lines = writeAll();
  if (!process.argv.includes('--quiet')) for (const l of lines) console.log(l);
}
