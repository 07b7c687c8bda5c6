/**
 * The capture machine (DECISIONS 40): a {@link Pattern} with named captures compiled to a tagged
 * NFA (./nfa.ts), run as a Pike VM (./vm.ts) and, in `priority` mode, as a lazily determinized
 * tagged DFA (./tdfa.ts) under a state budget; and the budgets of the whole engine. ./index.ts is
 * the folder's door.
 */
import { ArgumentError, optionOf, optionsOf, optionsSpec, typeName } from '../../../base/args.js';
import { CaptureBudgetError, compileNFA, type NfaBudget, type TaggedNFA } from './nfa.js';
import type { Pattern } from './pattern.js';
import { LazyTDFA } from './tdfa.js';
import { COUNTS, PikeVM } from './vm.js';

// Re-exported for the examples of this module (a TSDoc example sees its own module's exports).
export { CaptureBudgetError, type CaptureBudgetName } from './nfa.js';
export { P, type Pattern } from './pattern.js';

/**
 * How a capture machine chooses between readings of one input: `priority` takes the first in
 * priority order (an alternation's earlier alternative, a greedy repetition's longer run, as
 * ECMAScript and the engine's ordered choice do); `all` looks at every reading and reports two
 * whose captures differ, where there are such.
 *
 * @example
 * ```ts
 * const m: CaptureMode = 'all';
 * ```
 */
export type CaptureMode = 'priority' | 'all';

/**
 * The budgets of a capture machine (DECISIONS 35), each a whole number, counted as it is built:
 * past `states`, `depth`, `repeat` or `captures` the compilation throws a
 * {@link CaptureBudgetError}; past `dfaStates` the machine stops growing its DFA and runs as a
 * Pike VM (same answers, linear, slower per character); past `setStates` a set operation throws a
 * {@link CaptureBudgetError} and a union's DFA runs as a set of NFA states (./sets.ts). A budget
 * left out is its default
 * (`CAPTURE_BUDGET`); one above its ceiling (`CAPTURE_BUDGET_CEILING`) is an
 * `ArgumentError`.
 *
 * @example
 * ```ts
 * const b: CaptureBudget = { states: 1000, dfaStates: 50 };
 * compileCaptures(P.star(P.chars('a')), { budget: b }).match('aaa')?.kind; // 'match'
 * ```
 */
export interface CaptureBudget {
  /** The NFA's states: default 100,000. */
  readonly states?: number;
  /** How deep the pattern nests: default 500 (ceiling 1,000: the compiler recurses per level). */
  readonly depth?: number;
  /** A repetition's largest finite bound: default 10,000. */
  readonly repeat?: number;
  /** The captures (distinct names): default 1,000. */
  readonly captures?: number;
  /**
   * The lazy DFA's states, kept across runs: default 10,000 (and never more than keep its tables
   * within 16 million entries: a row is as wide as the pattern's classes of characters).
   */
  readonly dfaStates?: number;
  /** The states a set operation or a union's DFA makes (./sets.ts): default 100,000. */
  readonly setStates?: number;
}

/**
 * The default of each {@link CaptureBudget}.
 *
 * @example
 * ```ts
 * CAPTURE_BUDGET.states; // 100000
 * ```
 */
export const CAPTURE_BUDGET: Readonly<Required<CaptureBudget>> = Object.freeze({ states: 100_000, depth: 500, repeat: 10_000, captures: 1_000, dfaStates: 10_000, setStates: 100_000 });

/**
 * The most each {@link CaptureBudget} may be raised to.
 *
 * @example
 * ```ts
 * CAPTURE_BUDGET_CEILING.depth; // 1000
 * ```
 */
export const CAPTURE_BUDGET_CEILING: Readonly<Required<CaptureBudget>> = Object.freeze({ states: 2_000_000, depth: 1_000, repeat: 1_000_000, captures: 100_000, dfaStates: 200_000, setStates: 2_000_000 });

/**
 * Options of {@link compileCaptures}.
 *
 * @example
 * ```ts
 * const o: CaptureOptions = { mode: 'all', budget: { states: 5000 } };
 * ```
 */
export interface CaptureOptions {
  /** Default `'priority'`. */
  readonly mode?: CaptureMode;
  readonly budget?: CaptureBudget;
}

/**
 * One reading's captures: for each capture name, its text and `[start, end)` span (UTF-16 offsets),
 * or `undefined` where the reading did not pass through it. Both records are made without a
 * prototype, so a name like `constructor` or `__proto__` is a capture like any other.
 *
 * @example
 * ```ts
 * const r = compileCaptures(P.seq(P.cap('a', P.star(P.chars('x'))), P.cap('b', P.star(P.chars('y'))))).match('xxy');
 * if (r?.kind === 'match') [r.values.a, r.spans.b]; // ['xx', [2, 3]]
 * ```
 */
export interface CaptureAssignment {
  readonly values: Readonly<Record<string, string | undefined>>;
  readonly spans: Readonly<Record<string, readonly [number, number] | undefined>>;
}

/**
 * What {@link CaptureMachine.match} answers: a reading (`match`), two readings whose captures
 * differ (`ambiguous`, in `all` mode only), or none (`no-match`, with the offset of the first code
 * unit no reading could take, or the input's length where the input ended too early).
 *
 * @example
 * ```ts
 * compileCaptures(P.chars('ab')).match('ax'); // { kind: 'no-match', offset: 1 }
 * ```
 */
export type CaptureOutcome =
  | ({ readonly kind: 'match' } & CaptureAssignment)
  | { readonly kind: 'ambiguous'; readonly assignments: readonly [CaptureAssignment, CaptureAssignment] }
  | { readonly kind: 'no-match'; readonly offset: number };

/**
 * A compiled pattern. `match` reads a whole input (the outcome in the machine's mode); `exec` is
 * the fast road of `priority`: the registers of the match (`[open, close]` per capture, in
 * `names` order, -1 where unset) or null; `test` only says whether the input is in the language.
 *
 * @example
 * ```ts
 * const m = compileCaptures(P.seq(P.cap('user', P.star(P.set([[0x61, 0x7a]]))), P.chars('@')));
 * m.names;          // ['user']
 * m.exec('ab@');     // [0, 2]
 * m.test('ab');       // false
 * ```
 */
export interface CaptureMachine {
  readonly names: readonly string[];
  readonly mode: CaptureMode;
  match(input: string): CaptureOutcome;
  exec(input: string, from?: number, to?: number): number[] | null;
  /**
   * `exec`, its answer an array the machine reuses from run to run (valid until its next run, never
   * to be kept or written): for a caller that reads the registers at once, without an array made
   * per input.
   */
  execShared(input: string, from?: number, to?: number): readonly number[] | null;
  /**
   * `exec` without a copy: where the match's registers are, `view.regs[view.at[j]]` its `j`th
   * (`[open, close]` per capture, in `names` order), the view and its arrays the machine's own,
   * valid until its next run; null where there is no match. For a caller that reads a few
   * registers at once (a record of the parts), as the tagged DFA leaves them.
   */
  execView(input: string, from?: number, to?: number): RegisterView | null;
  test(input: string): boolean;
  /**
   * Where the last `execView` that found no match stopped reading: the offset `match` answers in
   * its `no-match` (the first code unit no reading could take, or the input's end), without
   * running the input again; -1 before any.
   */
  readonly noMatchAt: number;
  /** How many states its lazy DFA holds, and whether it reached its budget and runs as the VM. */
  readonly stats: { readonly dfaStates: number; readonly fellBack: boolean };
}

/**
 * Where a match's registers are ({@link CaptureMachine.execView}): the `j`th (`[open, close]` per
 * capture) is `regs[at[j]]`.
 *
 * @example
 * ```ts
 * const m = compileCaptures(P.seq(P.cap('user', P.star(P.set([[0x61, 0x7a]]))), P.chars('@')));
 * const v = m.execView('ab@');
 * v === null ? null : [v.regs[v.at[0]!], v.regs[v.at[1]!]]; // [0, 2]
 * ```
 */
export interface RegisterView {
  readonly regs: Int32Array;
  readonly at: Int32Array;
}

const OPTIONS = optionsSpec<CaptureOptions>('compileCaptures', { mode: true, budget: true });
const BUDGET_KEYS = { states: true, depth: true, repeat: true, captures: true, dfaStates: true, setStates: true } as const;
const BUDGET_OPTIONS = optionsSpec<CaptureBudget>('compileCaptures.budget', BUDGET_KEYS);

/**
 * The budgets `b` asks for, resolved: the defaults where left out; `fn` names the caller in errors.
 *
 * @example
 * ```ts
 * budgetOf({ states: 500 }).states;    // 500
 * budgetOf(undefined).setStates;       // 100000
 * budgetOf({ setStates: 0 }, 'overlap'); // throws ArgumentError("overlap: budget 'setStates' must be a positive whole number, not 0")
 * ```
 */
export function budgetOf(b: CaptureBudget | undefined, fn = 'compileCaptures'): Required<CaptureBudget> {
  if (b === undefined) return CAPTURE_BUDGET;
  const o = optionsOf(b, fn === 'compileCaptures' ? BUDGET_OPTIONS : optionsSpec<CaptureBudget>(`${fn}.budget`, BUDGET_KEYS));
  const out: Record<string, number> = {};
  for (const key of Object.keys(CAPTURE_BUDGET) as Array<keyof CaptureBudget>) {
    const v = optionOf(o, key, 'number', fn);
    if (v === undefined) {
      out[key] = CAPTURE_BUDGET[key];
      continue;
    }
    if (!Number.isInteger(v) || v < 1) throw new ArgumentError(`${fn}: budget '${key}' must be a positive whole number, not ${v}`);
    if (v > CAPTURE_BUDGET_CEILING[key]) throw new ArgumentError(`${fn}: budget '${key}' may be at most ${CAPTURE_BUDGET_CEILING[key]}, not ${v}`);
    out[key] = v;
  }
  return out as Required<CaptureBudget>;
}

/** The assignment the registers `regs` give of `input`. */
function assignment(names: readonly string[], regs: ArrayLike<number>, input: string): CaptureAssignment {
  const values: Record<string, string | undefined> = Object.create(null);
  const spans: Record<string, readonly [number, number] | undefined> = Object.create(null);
  for (let i = 0; i < names.length; i++) {
    const a = regs[2 * i]!;
    const b = regs[2 * i + 1]!;
    const ok = a >= 0 && b >= a;
    values[names[i]!] = ok ? input.slice(a, b) : undefined;
    spans[names[i]!] = ok ? [a, b] : undefined;
  }
  return { values, spans };
}

class Machine implements CaptureMachine {
  private readonly vm: PikeVM;
  private readonly dfa: LazyTDFA | null;
  readonly names: readonly string[];
  /** `execView`'s answer, reused; and the map of the VM's registers, which are in order. */
  private readonly view: { regs: Int32Array; at: Int32Array };
  private readonly identity: Int32Array;
  noMatchAt = -1;

  constructor(
    nfa: TaggedNFA,
    readonly mode: CaptureMode,
    dfaStates: number,
  ) {
    this.names = nfa.names;
    this.vm = new PikeVM(nfa);
    this.dfa = new LazyTDFA(nfa, dfaStates);
    this.identity = Int32Array.from({ length: 2 * nfa.names.length }, (_, j) => j);
    this.view = { regs: new Int32Array(0), at: this.identity };
  }

  exec(input: string, from = 0, to = input.length): number[] | null {
    const r = this.execShared(input, from, to);
    return r === null ? null : r.slice();
  }

  execShared(input: string, from = 0, to = input.length): readonly number[] | null {
    if (typeof input !== 'string') throw new ArgumentError(`capture machine: the input must be a string, not ${typeName(input)}`);
    if (this.dfa !== null && !this.dfa.full) {
      const r = this.dfa.exec(input, from, to);
      if (r !== undefined) return r;
    }
    const v = this.vm.run(input, false, from, to);
    return v.kind === 'match' ? Array.from(v.regs) : null;
  }

  execView(input: string, from = 0, to = input.length): RegisterView | null {
    if (typeof input !== 'string') throw new ArgumentError(`capture machine: the input must be a string, not ${typeName(input)}`);
    const view = this.view;
    if (this.dfa !== null && !this.dfa.full) {
      const at = this.dfa.run(input, from, to);
      if (at !== undefined) {
        if (at === null) {
          this.noMatchAt = this.dfa.deadAt;
          return null;
        }
        view.regs = this.dfa.registers;
        view.at = at;
        return view;
      }
    }
    const v = this.vm.run(input, false, from, to);
    if (v.kind !== 'match') {
      if (v.kind === 'no-match') this.noMatchAt = v.offset;
      return null;
    }
    view.regs = Int32Array.from(v.regs);
    view.at = this.identity;
    return view;
  }

  match(input: string): CaptureOutcome {
    if (typeof input !== 'string') throw new ArgumentError(`capture machine: the input must be a string, not ${typeName(input)}`);
    if (this.mode === 'priority') {
      const regs = this.exec(input);
      if (regs !== null) return { kind: 'match', ...assignment(this.names, regs, input) };
      // Where it died: the VM says (the DFA's dead state does not keep the offset).
    }
    const v = this.vm.run(input, this.mode === 'all');
    if (v.kind === 'match') return { kind: 'match', ...assignment(this.names, v.regs, input) };
    if (v.kind === 'ambiguous') return { kind: 'ambiguous', assignments: [assignment(this.names, v.a, input), assignment(this.names, v.b, input)] };
    return v;
  }

  test(input: string): boolean {
    return this.execShared(input) !== null;
  }

  get stats(): { dfaStates: number; fellBack: boolean } {
    return { dfaStates: this.dfa?.size ?? 0, fellBack: this.dfa?.full ?? true };
  }
}

/**
 * Compiles `pattern` to a {@link CaptureMachine} within its budget (`options.budget`).
 *
 * @example
 * ```ts
 * const digits = P.plus(P.set([[0x30, 0x39]]));
 * const m = compileCaptures(P.seq(P.cap('host', P.plus(P.set([[0x61, 0x7a], [0x2e, 0x2e]]))), P.opt(P.seq(P.chars(':'), P.cap('port', digits)))));
 * const r = m.match('example.org:8080');
 * if (r.kind === 'match') [r.values.host, r.values.port]; // ['example.org', '8080']
 * const amb = compileCaptures(P.seq(P.cap('a', P.star(P.chars('x'))), P.cap('b', P.star(P.chars('x')))), { mode: 'all' }).match('xx');
 * amb.kind; // 'ambiguous'
 * ```
 */
export function compileCaptures(pattern: Pattern, options?: CaptureOptions | null): CaptureMachine {
  const o = optionsOf(options, OPTIONS);
  const mode = optionOf(o, 'mode', 'string', 'compileCaptures') ?? 'priority';
  if (mode !== 'priority' && mode !== 'all') throw new ArgumentError(`compileCaptures: option 'mode' must be 'priority' or 'all', not ${JSON.stringify(mode)}`);
  const b = budgetOf(o.budget);
  const nb: NfaBudget = { maxStates: b.states, maxDepth: b.depth, maxRepeat: b.repeat, maxCaptures: b.captures };
  return new Machine(compileNFA(pattern, nb), mode, b.dfaStates);
}

/**
 * The steps every capture machine of this process has taken (closure states entered, threads
 * stepped, DFA units read): the counted work the tests hold linearity to (DECISIONS 36).
 *
 * @example
 * ```ts
 * typeof captureSteps(); // 'number'
 * ```
 */
export function captureSteps(): number {
  return COUNTS.steps;
}
