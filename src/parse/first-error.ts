/**
 * Where the first error of a rejected input is read from (DECISIONS 45): the grammar's automaton
 * (grammar/engine/first-error.ts) for the grammars whose every start symbol it answers as the traced
 * parse does, the traced parse for the others. test/first-error.test.ts holds the automaton's
 * `offset`, `culprit`, expected terminals and rule stack to the traced parse's on the corpus, its
 * mutants and the ladder shapes, every grammar and start symbol: 0 differences under the grammars
 * below, each declining few of its inputs (at most 1%: 306 of 37,589 under `rfc1738-pure`'s
 * `url`, test:full). The others keep the traced parse: the automaton finds differences under
 * RFC 2396 (its `hostname`'s `&alphanum`, which the traced parse reports where it fails: 584
 * under `URI-2396`), declines every input under WHATWG (rewrites with lookaheads of more than
 * one character), and is the slower under RFC 1808 (0 differences, but some 10 µs a corpus
 * report against the traced parse's 6: many threads, and `absoluteURL` read with PEG for each
 * report; 4% of the mutants declined). The traced parse also stays the oracle, and answers
 * wherever the reader declines (an input it reads whole: a check after the parse rejected it; an
 * order of the expected terminals it cannot know; no expectation PEG tries left).
 */
import { firstErrorReader, readsExprTo, type CompiledGrammar, type FirstErrorPoint, type FirstErrorReader, type GrammarName, type TraceResult } from '../../grammar/index.js';

/** The grammars whose first errors the automaton gives, every start symbol. @internal */
export const AUTOMATON_FIRST_ERRORS: ReadonlySet<string> = new Set<GrammarName>(['rfc1738', 'rfc1738-pure', 'rfc3986', 'rfc3987']);

/** Each compiled start symbol's reader (null: the traced parse answers). */
const readers = new WeakMap<CompiledGrammar, FirstErrorReader | null>();

/**
 * The automaton's reading of `input` under `compiled` (a start symbol of `grammar`): its first
 * error; a result with `matched` where the automaton reads the whole input (no syntax failure it
 * can show: a check's failure, or a rejection PEG makes); null where the traced parse must answer
 * (a grammar the automaton does not answer for, or an input whose report it cannot write as the
 * traced parse does). With `from`, the failure's point is kept, and a point is resumed from (see
 * grammar/engine/first-error.ts `FirstErrorReader`: all-errors recovery's rounds).
 * @internal
 */
export function automatonFirstError(compiled: CompiledGrammar, grammar: string, input: string, from?: FirstErrorPoint | null): TraceResult | null {
  let read = readers.get(compiled);
  if (read === undefined) readers.set(compiled, (read = AUTOMATON_FIRST_ERRORS.has(grammar) ? firstErrorReader(compiled.start, compiled.resolve, (e, owner, text, at) => readsExprTo(e, owner, text, at, grammar as GrammarName)) : null));
  return read === null ? null : read(input, from);
}

/**
 * The first error of `input`, which `compiled` (a start symbol of `grammar`) rejected: the
 * automaton's where it answers and finds a syntax failure, else the traced parse's. With `keep`,
 * the automaton's failure keeps its point (`resumePoint`: all-errors recovery resumes there).
 * @internal
 */
export function firstError(compiled: CompiledGrammar, grammar: string, input: string, keep = false): TraceResult {
  const t = automatonFirstError(compiled, grammar, input, keep ? null : undefined);
  return t === null || t.matched ? compiled.trace(input) : t;
}
