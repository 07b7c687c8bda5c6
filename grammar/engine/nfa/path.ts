/**
 * One reading of an input by an NFA (grammar/engine/nfa.ts) as the rule frames its path enters and
 * leaves ({@link parsePath}): what the tree of a grammar loaded from ABNF is built from, compiled
 * as grammar/engine/read.ts. A module of its own, so that a bundle that reads no loaded grammar
 * leaves it out.
 */
import { characterAt, type NFA } from '../nfa.js';
import { WORK } from '../work.js';
import type { NfaEvent, State } from './types.js';

/**
 * One reading of the whole input from `pos`, as the rule frames its path enters and leaves: the
 * path of the first thread, in priority order, that reads the input to its end and accepts, or
 * `undefined` when none does (the input is not in the language). Priority order is the order of
 * the alternatives as written and, for a repetition, one more round before leaving it: of all
 * the readings, the one that ordered choice with full backtracking and greedy repetition would
 * find (the simulation keeps, per position and state, the first thread to reach it, as a
 * backtracking parser tried it first). Linear in the input: each step keeps at most one thread
 * per state, and each thread's path is a persistent list shared with the threads it forked from.
 * What the AST of a grammar loaded from ABNF is built from (grammar/engine/abnf/grammar.ts). A function,
 * not a method, so that a bundle that reads no loaded grammar leaves it out.
 */
export function parsePath(nfa: NFA, input: string, pos = 0): NfaEvent | null | undefined {
  // (An automaton built with lookahead guards is read by its DFA only: its guards are not read here.
  // The ABNF loader builds none: ABNF has no lookahead.)
  interface Step { readonly s: State[]; readonly log: Array<NfaEvent | null>; readonly seen: Set<number> }
  const steps = new Map<number, Step>();
  const stepAt = (at: number): Step => {
    let st = steps.get(at);
    if (!st) steps.set(at, (st = { s: [], log: [], seen: new Set() }));
    return st;
  };
  const closure = (st: Step, s: State, log: NfaEvent | null, at: number): void => {
    for (const e of nfa.pathsOf(s)) {
      if (st.seen.has(e.state.id)) continue;
      st.seen.add(e.state.id);
      let l = log;
      if (e.ops !== null) for (const op of e.ops) l = { rule: op, at, prev: l };
      st.s.push(e.state);
      st.log.push(l);
    }
  };
  closure(stepAt(pos), nfa.start, null, pos);
  for (let i = pos; i < input.length; i++) {
    const cur = steps.get(i);
    steps.delete(i);
    if (!cur) continue;
    const unit = input.charCodeAt(i);
    const cp = characterAt(input, i, unit);
    const width = cp > 0xffff ? 2 : 1;
    WORK.steps += 1 + cur.s.length;
    for (let k = 0; k < cur.s.length; k++) {
      const ch = cur.s[k]!.ch;
      if (ch === null) continue;
      if (ch.cp ? !ch.test(cp) : !ch.test(unit)) continue;
      const w = ch.cp ? width : 1;
      closure(stepAt(i + w), ch.to, cur.log[k]!, i + w);
    }
    if (steps.size === 0) return undefined;
  }
  const end = steps.get(input.length);
  if (!end) return undefined;
  for (let k = 0; k < end.s.length; k++) if (end.s[k]!.accept) return end.log[k]!;
  return undefined;
}
