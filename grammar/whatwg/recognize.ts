/**
 * The WHATWG URL-writing grammar's recognizers (its start symbols): the generated tables
 * (grammar/generated/dfa-whatwg.ts), registered for `isValid` and the validators, and the
 * check after them. The automata read the grammar, with a URL-port string's bound (at most 65535,
 * `VALUE_LANGUAGES` in grammar/codegen/recognizer.ts); "a valid domain string must be a string
 * that is a valid domain" is an algorithm (§3.4: the domain parser, UTS #46, then the
 * ends-in-a-number checker) no automaton states, so an input they accept is read again by the
 * generated parser and checked (grammar/whatwg/index.ts: the domains, and the ports again), as `parseURL`
 * checks it (src/parse/semantic.ts). Loads the grammar's rules, its fast path and its check
 * (grammar/whatwg/index.ts, with `tr46`).
 */
import './index.js';
import { treeCheckOf } from '../engine/checks.js';
import { lookup } from '../engine/dsl.js';
import { fastParser } from '../engine/fast.js';
import { profiles } from '../profiles.js';
import { provideRecognizer, provideRecognizers, recognizerFor } from '../engine/recognize.js';
import * as generated from '../generated/dfa-whatwg.js';

provideRecognizers(generated);

// Each start symbol's automaton, then (where it accepts) the generated parser and the check after
// the parse (grammar/whatwg/index.ts): test/recognizer.test.ts holds the two readings equal.
for (const { rfc, name } of profiles.whatwg.starts) {
  const dfa = recognizerFor('whatwg', name)!;
  const parse = fastParser('whatwg', lookup(rfc, name)!)!;
  provideRecognizer('whatwg', name, (input: string): boolean => {
    if (!dfa(input)) return false;
    const read = parse(input);
    const check = read === null ? undefined : treeCheckOf(read.ast);
    return read === null || check === undefined || check(read.ast, false, 1).length === 0;
  });
}
