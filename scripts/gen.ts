/**
 * `npm run gen`: the build output written from the rule registry before anything compiles: the
 * generated fast path (scripts/fastpath/write.ts) and the recognizers (scripts/recognizer/write.ts),
 * into grammar/engine/generated/ (git-ignored).
 *
 *   tsx scripts/gen.ts [--quiet]
 */
import { writeFastPath } from './fastpath/write.js';
import { writeRecognizers } from './recognizer/write.js';

const fast = writeFastPath();
const dfa = writeRecognizers();
if (!process.argv.includes('--quiet')) {
  const s = fast.stats;
  console.log(
    `fast path: ${s.grammars} grammars, ${s.starts} start symbols, ${s.ruleFunctions} rule functions, ${s.leaves} leaves (${s.regexLeaves} left to regular expressions), ${s.bytes} bytes${fast.changed ? '' : ' (unchanged)'}`,
  );
  console.log(`recognizers: ${dfa.stats.automata} automata (a grammar and start symbol, or a rule), ${dfa.stats.states} DFA states, ${dfa.stats.bytes} bytes${dfa.changed ? '' : ' (unchanged)'}`);
}
