/**
 * `npm run gen`: the build output written from the rule registry before anything compiles: the
 * generated fast path (grammar/engine/gen/write-fastpath.ts) and the recognizers (grammar/engine/gen/write-recognizer.ts),
 * into grammar/engine/generated/ (git-ignored).
 *
 *   tsx grammar/engine/gen/main.ts [--quiet]
 */
import { describeFastPath, writeFastPath } from './write-fastpath.js';
import { describeRecognizers, writeRecognizers } from './write-recognizer.js';

const fast = writeFastPath();
const dfa = writeRecognizers();
if (!process.argv.includes('--quiet')) {
  console.log(describeFastPath(fast));
  console.log(describeRecognizers(dfa));
}
