/**
 * The WHATWG URL-writing grammar's recognizers (its start symbols): the generated tables
 * (grammar/generated/dfa-whatwg.ts), registered for `isValid` and the validators, and the
 * check after them. The automata read the grammar, with a URL-port string's bound (at most 65535,
 * `VALUE_LANGUAGES` in grammar/codegen/recognizer.ts); "a valid domain string must be a string
 * that is a valid domain" is an algorithm (§3.4: the domain parser, UTS #46, then the
 * ends-in-a-number checker) no automaton states, so an input they accept is read again by the
 * generated parser and checked by the checks after the parse (checks.ts: the domains, and the
 * ports again, through the one seam, grammar/engine/checks.ts), as `parseURL` checks it
 * (src/parse/semantic.ts). Loads the grammar's rules, its fast path and its checks (index.ts,
 * with `tr46`).
 */
import './index.js';
import { lookup } from '../engine/dsl.js';
import { fastParser } from '../engine/fast.js';
import { profiles } from '../profiles.js';
import { checkTree } from '../parsers.js';
import { provideRecognizer, provideRecognizers, recognizerFor } from '../engine/recognize.js';
import * as generated from '../generated/dfa-whatwg.js';

provideRecognizers(generated);

// Each start symbol's automaton, then (where it accepts) the generated parser and the check after
// the parse (checks.ts): test/recognizer.test.ts holds the two readings equal.
for (const { rfc, name } of profiles.whatwg.starts) {
  const dfa = recognizerFor('whatwg', name)!;
  const parse = fastParser('whatwg', lookup(rfc, name)!)!;
  provideRecognizer('whatwg', name, (input: string): boolean => {
    if (!dfa(input)) return false;
    const read = parse(input);
    return read === null || checkTree(read.ast, { all: false, limit: 1, values: true }).length === 0;
  });
}
