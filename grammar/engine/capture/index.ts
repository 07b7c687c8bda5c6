/**
 * The capture engine (DECISIONS 40), the folder's door: a {@link Pattern} with named captures
 * compiled to a tagged NFA (./nfa.ts), run as a Pike VM (./vm.ts) and, in `priority` mode, as a
 * lazily determinized tagged DFA (./tdfa.ts) under a state budget (./machine.ts:
 * `compileCaptures`); unions with priorities and set operations with shortest witnesses over the
 * patterns' languages (./sets.ts). It knows no URL: the URL grammars read their records through
 * it (src/record/), URI Templates their variables.
 */
export { CaptureBudgetError, type CaptureBudgetName } from './nfa.js';
export { P, withoutCharacters, type Pattern } from './pattern.js';
export * from './machine.js';
export { ambiguityOf, compileSpans, type AmbiguityAnswer, type SpansMachine, type SpansOutcome } from './ambiguity.js';
export { compileUnion, emptiness, equivalence, inclusion, overlap, type EquivalenceAnswer, type PatternUnion, type SetAnswer, type SetOptions, type UnionOptions, type UnionOutcome } from './sets.js';
