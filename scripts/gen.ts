/**
 * `npm run gen`: the build output written from the rule registry before anything compiles: the
 * generated fast path (scripts/fastpath/write.ts) and the recognizers (scripts/recognizer/write.ts),
 * into grammar/engine/generated/ (git-ignored).
 *
 *   tsx scripts/gen.ts [--quiet]
 */
import { describeFastPath, writeFastPath } from './fastpath/write.js';
import { describeRecognizers, writeRecognizers } from './recognizer/write.js';

const fast = writeFastPath();
const dfa = writeRecognizers();
if (!process.argv.includes('--quiet')) {
  console.log(describeFastPath(fast));
  console.log(describeRecognizers(dfa));
}
