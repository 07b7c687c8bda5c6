/**
 * A grammar loaded from ABNF as its user holds it ({@link ABNFGrammar}, the class `Loaded`): its
 * rules, registered under `abnf:<name>`, run as ABNF means it from any of them: by the start
 * symbol's Thompson NFA (grammar/engine/nfa.ts), with unordered alternation (`check`), its
 * minimized DFA (`recognize`), and the compiled reading of its path (`read`, grammar/engine/read.ts),
 * each built on first use within the budgets `states` and `depth`. A start symbol whose rules
 * refer back to themselves is run only with the `nesting` option.
 */
import { checkString, GrammarError } from '../../../base/args.js';
import { closestNames } from '../../../base/distance.js';
import { plainResolver } from '../charset.js';
import { buildDFA, runDFA, type DFA } from '../dfa.js';
import { lookup, ref, refsOf, resolveRef, setCitation, type RFC, type Rule } from '../dsl.js';
import { NFA, NFALimitError, type NfaRun } from '../nfa.js';
import { PathReader } from '../read.js';
import { ABNF_BUDGET, ABNF_BUDGET_CEILING, type ABNFBudget } from './budget.js';
import type { ReportCodeSets } from './codes.js';
import { ABNFBudgetError, ABNFRecursionError } from './errors.js';

/**
 * An RFC whose rules are declared in this library (the language folders, grammar/<language>/): importing the number imports
 * those rules (`imports: [{ from: 3986, rules: ['host'] }]`), read with ABNF's semantics as a
 * loaded grammar's are.
 *
 * @example
 * ```ts
 * const n: DeclaredRFC = 3986;
 * ```
 */
export type DeclaredRFC = Extract<RFC, number>;

/**
 * What {@link ABNFGrammar.check} answers: whether the whole input is in the start symbol's
 * language, and the end of its longest viable prefix (the first offset at which no derivation of
 * the ABNF can continue; the input's length when it is accepted, or when it ends early).
 *
 * @example
 * ```ts
 * const c: ABNFCheck = { ok: false, offset: 5 };
 * ```
 */
export interface ABNFCheck {
  readonly ok: boolean;
  readonly offset: number;
}

/**
 * A grammar loaded from ABNF (`grammar.fromABNF`, the engine's `loadABNF`): its rules, registered under `source`, and the
 * grammar run as ABNF from any of its rules.
 *
 * @example
 * ```ts
 * const g = grammar.fromABNF('greeting = "hello" / "hello" SP "world"', { name: 'doc-hello' });
 * g.rules.map((r) => r.name); // ['greeting']
 * g.check('HELLO world');     // { ok: true, offset: 11 }: strings are case-insensitive
 * g.check('hello there');     // { ok: false, offset: 6 }: no derivation reads the "t"
 * g.recognize('hello');       // true
 * ```
 */
export interface ABNFGrammar {
  readonly name: string;
  /** `abnf:<name>`, the rules' `rfc` in the registry. */
  readonly source: `abnf:${string}`;
  /** The text it was loaded from. */
  readonly text: string;
  readonly rfc: number | null;
  readonly section: string | null;
  /** Its rules, in the order of their `=` definitions. */
  readonly rules: readonly Rule[];
  /** The grammars it imports from: loaded ones, and RFCs whose declared rules it imports. */
  readonly imports: readonly (ABNFGrammar | DeclaredRFC)[];
  /** The default start symbol: the first rule defined. */
  readonly start: string;
  /** How deep a recursive rule is expanded when run (`ABNFOptions.nesting`), or null. */
  readonly nesting: number | null;
  /** The error codes of its reports (`ABNFOptions.codes`): the name of a set a language provides (`'url'`), or null for the generic report. */
  readonly codes: keyof ReportCodeSets | null;
  /** One of its rules, by name (case-insensitive), or undefined. */
  rule(name: string): Rule | undefined;
  /**
   * Reads `input` with the start symbol's Thompson NFA (ABNF semantics: unordered alternation):
   * `ok`, and the end of the longest viable prefix, as the declared grammars' reports compute it.
   * `start` defaults to {@link ABNFGrammar.start}.
   * @throws GrammarError for a start symbol the grammar does not define; ABNFRecursionError for a
   *   recursive one.
   */
  check(input: string, start?: string): ABNFCheck;
  /**
   * Whether `input` is in the start symbol's language: `check(input, start).ok`, answered by the
   * minimized DFA of the same NFA (grammar/engine/dfa.ts), built on first use.
   */
  recognize(input: string, start?: string): boolean;
  /**
   * Reads `input` from the start symbol with ABNF's semantics and gives its tree: where the ABNF
   * is ambiguous (RFC 3986's `host` reads `1.2.3.4` as an `IPv4address` and as a `reg-name`), the
   * reading that ordered choice with full backtracking and greedy repetition would find, the
   * alternatives tried in the order written (`parsePath`, grammar/engine/nfa.ts, compiled as
   * grammar/engine/read.ts). Accepts exactly what
   * {@link ABNFGrammar.check} accepts; on a rejected input, the automaton's run at the end of the
   * longest viable prefix (what the report of `parseABNF` is written from).
   *
   * @example
   * ```ts
   * const g = grammar.fromABNF('pair = 1*ALPHA "=" 1*ALPHA', { name: 'doc-pair' });
   * const r = g.read('a=b');
   * r.ok && [r.ast.type, r.ast.text]; // ['pair', 'a=b']
   * g.read('a=').ok;                  // false
   * ```
   */
  read(input: string, start?: string): ABNFRead;
}

/**
 * A node of the tree a loaded grammar reads ({@link ABNFGrammar.read}): the rule's name as its
 * `type`, its source as `rfc`, its span and text, and the nodes of the rules it read. Every rule
 * that reads more than one character builds one, but the single-character classes (which the
 * automaton reads as one edge) and the rules marked `token`.
 *
 * @example
 * ```ts
 * const n: ABNFNode = { type: 'greeting', rfc: 'abnf:doc-hello', start: 0, end: 5, text: 'hello', children: [] };
 * ```
 */
export interface ABNFNode {
  readonly type: string;
  readonly rfc: RFC;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly children: readonly ABNFNode[];
}

/**
 * What {@link ABNFGrammar.read} answers: the tree of the input, or where and why the automaton
 * stopped (its run: the end of the longest viable prefix, what it expected there, with the rule
 * stack of each expectation).
 *
 * @example
 * ```ts
 * const r: ABNFRead = { ok: false, offset: 3, run: { viableEnd: 3, expected: [], acceptsAtEnd: false } };
 * ```
 */
export type ABNFRead =
  | { readonly ok: true; readonly ast: ABNFNode }
  | { readonly ok: false; readonly offset: number; readonly run: NfaRun };

/** The children of a leaf node (every leaf shares it: frozen). */
const NO_CHILDREN: readonly ABNFNode[] = Object.freeze([]);

/**
 * The tree of a path's events (`PathReader.walk`, grammar/engine/read.ts: the path `parsePath`
 * finds, without the frames of token rules, whose nodes fold into their parent's): a frame per
 * rule entered, a node per rule left. A start rule that is a token rule (a class, read as one
 * edge, or one the `tokens` option names) has no frame of its own: its node is the whole input,
 * over the nodes its path built. Undefined when the input is not in the language.
 */
function treeOf(reader: PathReader, input: string, start: Rule): ABNFNode | undefined {
  const count = reader.walk(input, 0);
  if (count < 0) {
    reader.release();
    return undefined;
  }
  const rules = reader.eventRule;
  const at = reader.eventAt;
  // The open frames as parallel arrays: the rule, where it began, and its children (null until
  // the first: most nodes are leaves, which share one empty array).
  const top: ABNFNode[] = [];
  const open: Rule[] = [];
  const starts: number[] = [];
  const kids: Array<ABNFNode[] | null> = [];
  for (let j = 0; j < count; j++) {
    const rule = rules[j]!;
    if (rule !== null) {
      open.push(rule);
      starts.push(at[j]!);
      kids.push(null);
      continue;
    }
    const r = open.pop()!;
    const start = starts.pop()!;
    const children = kids.pop()!;
    const d = kids.length - 1;
    let into = d >= 0 ? kids[d] : top;
    if (into === null) into = kids[d] = [];
    into.push({ type: r.name, rfc: r.rfc, start, end: at[j]!, text: input.slice(start, at[j]!), children: children ?? NO_CHILDREN });
  }
  reader.release();
  if (start.token) return { type: start.name, rfc: start.rfc, start: 0, end: input.length, text: input, children: top.length ? top : NO_CHILDREN };
  return top[0];
}

/** The first cycle of references reachable from `start` (rule names), or null. */
function cycleFrom(start: Rule): string[] | null {
  const done = new Set<string>();
  const path: Rule[] = [];
  const onPath = new Set<string>();
  const visit = (r: Rule): string[] | null => {
    if (onPath.has(r.key)) return [...path.slice(path.findIndex((x) => x.key === r.key)).map((x) => x.name), r.name];
    if (done.has(r.key)) return null;
    onPath.add(r.key);
    path.push(r);
    for (const e of refsOf(r.lang ?? r.body)) {
      const found = visit(resolveRef(r.rfc, e));
      if (found) return found;
    }
    path.pop();
    onPath.delete(r.key);
    done.add(r.key);
    return null;
  };
  return visit(start);
}

/** The automata of one start symbol. */
interface Machine {
  /** The start rule. */
  readonly rule: Rule;
  readonly nfa: NFA;
  /** The DFA, `undefined` before the first `recognize`, `null` where it would be too large. */
  dfa: DFA | null | undefined;
  /** The compiled reading (grammar/engine/read.ts), built on the first `check` or `read`. */
  reader: PathReader | undefined;
}

/** A DFA past this many states is not built: `recognize` runs the NFA instead. */
const MAX_DFA_STATES = 50_000;

/** A loaded grammar (see {@link ABNFGrammar}). @internal (made by ./load.ts) */
export class Loaded implements ABNFGrammar {
  readonly source: `abnf:${string}`;
  readonly rules: readonly Rule[];
  readonly start: string;
  /** The automata of each start rule, by its key. */
  private readonly machines = new Map<string, Machine>();
  /** The same, by the start symbol as it was named (no lookup on the next read). */
  private readonly byName = new Map<string, Machine>();

  constructor(
    readonly name: string,
    readonly text: string,
    readonly rfc: number | null,
    readonly section: string | null,
    readonly imports: readonly (ABNFGrammar | DeclaredRFC)[],
    rules: readonly Rule[],
    /** What the options were, to tell a second load of the same name apart. */
    readonly signature: string,
    /** How deep a recursive rule is expanded (`ABNFOptions.nesting`), or null. */
    readonly nesting: number | null = null,
    /** Its budgets (`ABNFOptions.budget`, the defaults filled in). */
    private readonly budget: Required<ABNFBudget> = ABNF_BUDGET,
    /** The error codes of its reports (`ABNFOptions.codes`), or null. */
    readonly codes: keyof ReportCodeSets | null = null,
  ) {
    this.source = `abnf:${name}`;
    if (rfc !== null) setCitation(this.source, `RFC ${rfc}`);
    this.rules = Object.freeze([...rules]);
    this.start = rules[0]!.name;
  }

  rule(name: string): Rule | undefined {
    checkString(name, `${this.name}.rule`, 'the rule name');
    return lookup(this.source, name);
  }

  check(input: string, start?: string): ABNFCheck {
    checkString(input, `${this.name}.check`, 'the input');
    const m = this.machine(start, 'check');
    // An accepted input: the compiled reading's backward pass says so. A rejected one: the end of
    // the longest viable prefix, what each leaf of the traced parse asks its NFA
    // (grammar/engine/compile.ts), here of the start symbol's whole automaton.
    if ((m.reader ??= new PathReader(m.nfa)).accepts(input)) return { ok: true, offset: input.length };
    const end = m.nfa.viableEnd(input, 0);
    if (end < input.length) return { ok: false, offset: end };
    return { ok: m.nfa.run(input, 0).acceptsAtEnd, offset: end };
  }

  read(input: string, start?: string): ABNFRead {
    checkString(input, `${this.name}.read`, 'the input');
    const m = this.machine(start, 'read');
    const ast = treeOf((m.reader ??= new PathReader(m.nfa)), input, m.rule);
    if (ast) return { ok: true, ast };
    const run = m.nfa.run(input, 0);
    return { ok: false, offset: run.viableEnd, run };
  }

  recognize(input: string, start?: string): boolean {
    checkString(input, `${this.name}.recognize`, 'the input');
    const m = this.machine(start, 'recognize');
    if (m.dfa === undefined) {
      try {
        m.dfa = buildDFA(m.nfa, { maxStates: MAX_DFA_STATES });
      } catch {
        m.dfa = null;
      }
    }
    if (m.dfa === null) return this.check(input, start).ok;
    return runDFA(m.dfa, input);
  }

  private machine(start: string | undefined, fn: string): Machine {
    const name = start ?? this.start;
    checkString(name, `${this.name}.${fn}`, 'the start symbol');
    const known = this.byName.get(name);
    if (known) return known;
    const rule = lookup(this.source, name);
    if (!rule) {
      const near = closestNames(name, this.rules.map((r) => r.name));
      const hint = near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : '';
      throw new GrammarError(`${this.name}.${fn}: the grammar defines no rule ${JSON.stringify(name)}${hint}`);
    }
    const have = this.machines.get(rule.key);
    if (have) {
      this.byName.set(name, have);
      return have;
    }
    const cycle = cycleFrom(rule);
    if (cycle && this.nesting === null) throw new ABNFRecursionError(this.name, cycle);
    // The start symbol's whole automaton, every reference expanded: as the oracle tests build the
    // declared grammars' (test/grammar-oracle.test.ts), whose offsets the reports are held to. A
    // recursive rule is expanded `nesting` levels deep. Its states and depth are counted as it is
    // built (the budgets `states` and `depth`).
    let nfa: NFA;
    const { states, depth } = this.budget;
    try {
      nfa = new NFA(ref(rule.name, rule.rfc), rule.rfc, { resolve: plainResolver, expandNodes: true, maxStates: states, maxDepth: depth, ...(cycle ? { maxNesting: this.nesting! } : {}) });
    } catch (e) {
      if (!(e instanceof NFALimitError)) throw e;
      const blown = e.rule ?? rule.name;
      const nested = cycle ? `; rule "${cycle[0]}" is recursive (${cycle.join(' -> ')}) and is expanded ${this.nesting} levels deep: give a smaller nesting, or` : ':';
      throw new ABNFBudgetError(
        this.name,
        e.limit,
        e.max,
        blown,
        e.limit === 'states'
          ? `the automaton of rule "${rule.name}" needs more than ${e.max} states (the budget 'states'; rule "${blown}" was being expanded)${nested} raise budget.states (at most ${ABNF_BUDGET_CEILING.states})`
          : `the automaton of rule "${rule.name}" nests more than ${e.max} levels deep (the budget 'depth'; rule "${blown}" was being expanded)${nested} raise budget.depth (at most ${ABNF_BUDGET_CEILING.depth})`,
      );
    }
    const m: Machine = { rule, nfa, dfa: undefined, reader: undefined };
    this.machines.set(rule.key, m);
    this.byName.set(name, m);
    return m;
  }
}
