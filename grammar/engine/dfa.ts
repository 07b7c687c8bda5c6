/**
 * The grammar read as a deterministic automaton over UTF-16 code units: the build-time half of the
 * recognizer (`recognize.ts` is the run-time half; gen/recognizer.ts writes the tables).
 *
 * From a Thompson NFA of a whole start symbol (`nfa.ts`, references expanded):
 *
 *   1. **Code units.** Every edge is made an edge over code units. An astral edge (a set read by
 *      code point, `ucschar`, `iprivate`) reads its BMP part as one unit and its astral part as a
 *      high surrogate then a low one, through a state of its own per high-surrogate range (as RE2
 *      compiles UTF-8 ranges to byte sequences). A surrogate pair is then read as one code point,
 *      as the NFA and the engine's `u` expressions read it; an astral set holding a lone surrogate
 *      would need lookahead here, and is refused.
 *   2. **Classes.** The code units 0 to U+FFFF are cut into classes: two units are in one class when
 *      every edge takes both or neither (the sets of all edges, guards included, refined).
 *   3. **Subset construction**, class by class, from the epsilon closure of the start. A state of
 *      the DFA is a set of *threads*: an NFA state and the lookaheads (guards) still open on it.
 *      A guard (`!x`, `&x`, only where a rule's rewrite decides its language, RFC 1738's scheme
 *      dispatch) is x's automaton run beside the thread from where the thread entered it: once x
 *      has read a string of its language, `!x` kills the thread and `&x` is settled; once x can
 *      read nothing more, `!x` is settled and `&x` kills it; at the end of the input an open `&x`
 *      fails and an open `!x` holds. That is lookahead read as "the text from here begins with a
 *      string of x", which is PEG's reading for the literal sets the dispatch looks for.
 *   4. **Minimization** (Moore's partition refinement), then classes with equal columns merged.
 *
 * State 0 of the result is the dead state (rejects, and every class leads back to it).
 */
import type { Ranges } from './charset.js';
import type { NFA, State } from './nfa.js';

/** A deterministic automaton over code-unit classes. */
export interface DFA {
  /** The number of classes. */
  readonly classes: number;
  /** The class of each code unit, as ranges: `[first unit, class]`, sorted, from unit 0. */
  readonly classRuns: ReadonlyArray<readonly [number, number]>;
  /** `next[state * classes + class]`; state 0 is dead. */
  readonly next: Int32Array;
  /** 1 where a state accepts. */
  readonly accept: Uint8Array;
  readonly start: number;
  readonly states: number;
  /**
   * The class of each delegated rule (`DFAOptions.delegate`, in that order): a class no code unit
   * is in. Where a state's transition on it is live, the run reads the rule's text with the rule's
   * own automaton and goes on from that transition.
   */
  readonly delegated: readonly number[];
}

/** Options of {@link buildDFA}. */
export interface DFAOptions {
  /** Code points no edge may read (RFC 3987 §4.1's bidirectional formatting characters). */
  readonly exclude?: Ranges;
  /** Refuse to grow past this many DFA states (before minimization). Default 200,000. */
  readonly maxStates?: number;
  /**
   * Rules read by an automaton of their own (keys): each reference to one is a single transition
   * on a class of its own (`DFA.delegated`) instead of the rule's states, so that a part that would
   * multiply the states (RFC 2373's counted IPv6 groups, under every scheme of RFC 1738) is built
   * once. Such a rule's language must start with "[" and be prefix-free (see `checkDelegable`), and no
   * state may read "[" where it can enter the rule: both are checked.
   */
  readonly delegate?: readonly string[];
}

/** The first unit of the pseudo-units that stand for the delegated rules (past every code unit). */
const PSEUDO = 0x10000;

/** A state over code units: the NFA's own, or one between the two surrogates of an astral edge. */
interface UNode {
  readonly id: number;
  readonly eps: UNode[];
  readonly edges: Array<{ readonly set: number; readonly to: UNode }>;
  accept: boolean;
  guard: { readonly neg: boolean; readonly graph: UGraph } | null;
}

interface UGraph {
  readonly start: UNode;
}

/** Distinct unit sets of all edges, by their text. */
class SetTable {
  readonly sets: Array<Array<[number, number]>> = [];
  private readonly byKey = new Map<string, number>();
  id(r: Array<[number, number]>): number {
    const key = r.map(([a, b]) => `${a}-${b}`).join(',');
    let i = this.byKey.get(key);
    if (i === undefined) {
      i = this.sets.length;
      this.sets.push(r);
      this.byKey.set(key, i);
    }
    return i;
  }
}

/** `set` minus `minus`, both sorted and merged. */
function subtract(set: Ranges, minus: Ranges): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [lo0, hi] of set) {
    let lo = lo0;
    for (const [a, b] of minus) {
      if (b < lo || a > hi) continue;
      if (a > lo) out.push([lo, a - 1]);
      lo = Math.max(lo, b + 1);
      if (lo > hi) break;
    }
    if (lo <= hi) out.push([lo, hi]);
  }
  return out;
}

/** Ranges clipped to `[lo, hi]`. */
function clip(set: Ranges, lo: number, hi: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const [a, b] of set) if (b >= lo && a <= hi) out.push([Math.max(a, lo), Math.min(b, hi)]);
  return out;
}

/** The astral ranges of a set as (high-surrogate range, low-surrogate range) pairs. */
function surrogatePairs(set: Ranges): Array<readonly [readonly [number, number], readonly [number, number]]> {
  const out: Array<readonly [readonly [number, number], readonly [number, number]]> = [];
  const hi = (c: number) => 0xd800 + ((c - 0x10000) >> 10);
  const lo = (c: number) => 0xdc00 + ((c - 0x10000) & 0x3ff);
  for (const [a, b] of clip(set, 0x10000, 0x10ffff)) {
    const ha = hi(a);
    const hb = hi(b);
    if (ha === hb) {
      out.push([[ha, ha], [lo(a), lo(b)]]);
      continue;
    }
    let from = ha;
    let to = hb;
    if (lo(a) !== 0xdc00) {
      out.push([[ha, ha], [lo(a), 0xdfff]]);
      from = ha + 1;
    }
    if (lo(b) !== 0xdfff) {
      out.push([[hb, hb], [0xdc00, lo(b)]]);
      to = hb - 1;
    }
    if (from <= to) out.push([[from, to], [0xdc00, 0xdfff]]);
  }
  return out;
}

/** The NFA `nfa` as a graph over code units (step 1). */
function unitGraph(nfa: Pick<NFA, 'start'>, table: SetTable, exclude: Ranges, nested: boolean, delegate: readonly string[] = []): UGraph {
  const nodes: UNode[] = [];
  const byState = new Map<State, UNode>();
  const node = (): UNode => {
    const n: UNode = { id: nodes.length, eps: [], edges: [], accept: false, guard: null };
    nodes.push(n);
    return n;
  };
  const of = (s: State): UNode => {
    let n = byState.get(s);
    if (!n) byState.set(s, (n = node()));
    return n;
  };
  const stack: State[] = [nfa.start];
  const seen = new Set<State>();
  while (stack.length) {
    const s = stack.pop()!;
    if (seen.has(s)) continue;
    seen.add(s);
    const n = of(s);
    n.accept = s.accept;
    const d = s.enter ? delegate.indexOf(s.enter.key) : -1;
    if (d >= 0) {
      // The rule as one transition on its pseudo-unit, to the state after it.
      n.edges.push({ set: table.id([[PSEUDO + d, PSEUDO + d]]), to: of(s.leave!) });
      stack.push(s.leave!);
      continue;
    }
    for (const t of s.eps) {
      n.eps.push(of(t));
      stack.push(t);
    }
    if (s.guard) {
      if (nested) throw new Error('DFA: a lookahead inside a lookahead');
      n.guard = { neg: s.guard.neg, graph: unitGraph(s.guard.nfa, table, exclude, true) };
    }
    const ch = s.ch;
    if (!ch) continue;
    stack.push(ch.to);
    const to = of(ch.to);
    const set = exclude.length ? subtract(ch.set, exclude) : ch.set.map(([a, b]) => [a, b] as [number, number]);
    const bmp = clip(set, 0, 0xffff);
    if (ch.cp && clip(bmp, 0xd800, 0xdfff).length > 0) throw new Error(`DFA: the astral set of "${ch.label}" holds a surrogate, which only a lookahead could read alone`);
    if (bmp.length) n.edges.push({ set: table.id(bmp), to });
    if (!ch.cp) {
      if (clip(set, 0x10000, 0x10ffff).length) throw new Error(`DFA: "${ch.label}" reaches past the BMP but is read by code unit`);
      continue;
    }
    for (const [h, l] of surrogatePairs(set)) {
      const mid = node();
      mid.edges.push({ set: table.id([[l[0], l[1]]]), to });
      n.edges.push({ set: table.id([[h[0], h[1]]]), to: mid });
    }
  }
  return { start: of(nfa.start) };
}

/** Step 2: the classes of the code units, and for each distinct set the classes it holds. */
function partition(sets: ReadonlyArray<ReadonlyArray<readonly [number, number]>>, pseudo: number): { runs: Array<[number, number]>; count: number; classesOf: number[][] } {
  const cuts = new Set<number>([0]);
  for (let k = 0; k < pseudo; k++) cuts.add(PSEUDO + k);
  for (const s of sets) for (const [a, b] of s) {
    cuts.add(a);
    if (b + 1 < PSEUDO + pseudo) cuts.add(b + 1);
  }
  const starts = [...cuts].sort((a, b) => a - b);
  // The signature of each elementary interval: the sets that hold it.
  const sig = new Map<string, number>();
  const runs: Array<[number, number]> = [];
  const members: number[][] = sets.map(() => []);
  for (let k = 0; k < starts.length; k++) {
    const a = starts[k]!;
    const holders: number[] = [];
    for (let i = 0; i < sets.length; i++) {
      for (const [x, y] of sets[i]!) {
        if (x > a) break;
        if (a <= y) {
          holders.push(i);
          break;
        }
      }
    }
    const key = holders.join(',');
    let c = sig.get(key);
    if (c === undefined) {
      c = sig.size;
      sig.set(key, c);
      for (const i of holders) members[i]!.push(c);
    }
    if (runs.length && runs[runs.length - 1]![1] === c) continue;
    runs.push([a, c]);
  }
  return { runs, count: sig.size, classesOf: members };
}

/** A lookahead still open on a thread: its site and the states its automaton is in. */
interface Guard {
  readonly site: UNode;
  readonly states: readonly UNode[];
}

interface Thread {
  readonly node: UNode;
  readonly guards: readonly Guard[];
  readonly key: string;
}

/** The states of `from` reachable by epsilon moves that read or accept (a guard's own automaton). */
function plainClosure(from: readonly UNode[]): UNode[] {
  const out: UNode[] = [];
  const seen = new Set<UNode>();
  const stack = [...from];
  while (stack.length) {
    const n = stack.pop()!;
    if (seen.has(n)) continue;
    seen.add(n);
    if (n.edges.length || n.accept) out.push(n);
    for (const t of n.eps) stack.push(t);
  }
  return out.sort((a, b) => a.id - b.id);
}

/** A guard after reading: 'match' (its automaton accepted), 'fail' (it can read nothing more) or open. */
function settle(states: readonly UNode[]): 'match' | 'fail' | 'open' {
  if (states.some((s) => s.accept)) return 'match';
  return states.length === 0 ? 'fail' : 'open';
}

/** A guard's outcome for its thread: kill it, drop the guard (settled), or keep it open. */
function verdictOf(neg: boolean, s: 'match' | 'fail' | 'open'): 'kill' | 'drop' | 'keep' {
  if (s === 'open') return 'keep';
  return (s === 'match') === neg ? 'kill' : 'drop';
}

const threadKey = (node: UNode, guards: readonly Guard[]): string =>
  guards.length === 0 ? String(node.id) : `${node.id}|${guards.map((g) => `${g.site.id}:${g.states.map((s) => s.id).join('.')}`).join(';')}`;

/** The threads reachable from `node` by epsilon moves, opening the guards met on the way. */
function closure(node: UNode, guards: readonly Guard[], out: Map<string, Thread>): void {
  const stack: Array<{ node: UNode; guards: readonly Guard[] }> = [{ node, guards }];
  const seen = new Set<string>();
  while (stack.length) {
    const t = stack.pop()!;
    const key = threadKey(t.node, t.guards);
    if (seen.has(key)) continue;
    seen.add(key);
    let gs = t.guards;
    const g = t.node.guard;
    if (g) {
      const states = plainClosure([g.graph.start]);
      const v = verdictOf(g.neg, settle(states));
      if (v === 'kill') continue;
      if (v === 'keep') gs = [...gs, { site: t.node, states }];
    }
    if (t.node.edges.length || t.node.accept) {
      const k = threadKey(t.node, gs);
      if (!out.has(k)) out.set(k, { node: t.node, guards: gs, key: k });
    }
    for (const n of t.node.eps) stack.push({ node: n, guards: gs });
  }
}

/**
 * The DFA of `nfa` (built with `expandNodes`, and `lookahead` where a rule's rewrite is its
 * language), minimized. Throws where the construction would pass `maxStates`.
 */
export function buildDFA(nfa: NFA, options: DFAOptions = {}): DFA {
  const table = new SetTable();
  const delegate = options.delegate ?? [];
  const graph = unitGraph(nfa, table, options.exclude ?? [], false, delegate);
  const { runs: allRuns, count: K, classesOf } = partition(table.sets, delegate.length);
  const runs = allRuns.filter(([u]) => u < PSEUDO);
  const pseudoClasses = delegate.map((_, k) => allRuns.find(([u]) => u === PSEUDO + k)![1]);
  const max = options.maxStates ?? 200_000;

  // Step 3: subset construction. State 0 is the empty set (dead).
  const ids = new Map<string, number>([['', 0]]);
  const sets: Thread[][] = [[]];
  const rows: Int32Array[] = [new Int32Array(K)];
  const acc: number[] = [0];
  const intern = (threads: Map<string, Thread>): number => {
    const list = [...threads.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const key = list.map((t) => t.key).join(' ');
    let id = ids.get(key);
    if (id === undefined) {
      id = sets.length;
      if (id >= max) throw new Error(`DFA: more than ${max} states`);
      ids.set(key, id);
      sets.push(list);
      acc.push(list.some((t) => t.node.accept && t.guards.every((g) => g.site.guard!.neg)) ? 1 : 0);
    }
    return id;
  };
  const first = new Map<string, Thread>();
  closure(graph.start, [], first);
  const start = intern(first);
  for (let s = 1; s < sets.length; s++) {
    const buckets: Array<Map<string, Thread> | undefined> = new Array(K);
    for (const t of sets[s]!) {
      for (const e of t.node.edges) {
        for (const c of classesOf[e.set]!) {
          // The thread's open guards read the class too.
          let guards: Guard[] | null = t.guards.length ? [] : null;
          let dead = false;
          if (guards) for (const g of t.guards) {
            const moved: UNode[] = [];
            for (const n of g.states) for (const ge of n.edges) if (classesOf[ge.set]!.includes(c)) moved.push(ge.to);
            const states = plainClosure(moved);
            const v = verdictOf(g.site.guard!.neg, settle(states));
            if (v === 'kill') {
              dead = true;
              break;
            }
            if (v === 'keep') guards.push({ site: g.site, states });
          }
          if (dead) continue;
          if (guards?.length && pseudoClasses.includes(c)) throw new Error('DFA: a lookahead is open across a delegated rule');
          closure(e.to, guards ?? [], (buckets[c] ??= new Map()));
        }
      }
    }
    const row = new Int32Array(K);
    for (let c = 0; c < K; c++) row[c] = buckets[c] ? intern(buckets[c]!) : 0;
    rows[s] = row;
  }
  const d = minimize({ classes: K, classRuns: runs, rows, accept: acc, start, pseudo: pseudoClasses });
  // Where a state enters a delegated rule, "[" must lead nowhere else.
  const open = classOfUnit(d, 0x5b);
  for (let st = 1; st < d.states; st++) {
    for (const pc of d.delegated) {
      if (d.next[st * d.classes + pc] !== 0 && d.next[st * d.classes + open] !== 0) throw new Error('DFA: a state reads "[" both as itself and as a delegated rule');
    }
  }
  return d;
}

/** The class of code unit `u`. */
export function classOfUnit(d: Pick<DFA, 'classRuns'>, u: number): number {
  let lo = 0;
  let hi = d.classRuns.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (d.classRuns[mid]![0] <= u) lo = mid;
    else hi = mid - 1;
  }
  return d.classRuns[lo]![1];
}

/**
 * Whether `d` (a delegated rule's own automaton) can be run as the recognizer runs one: its
 * strings start with "[", and its language is prefix-free (an accepting state leads nowhere), so
 * the first accepting state reached ends the rule's text. Throws with the reason where not.
 */
export function checkDelegable(d: DFA, name: string): void {
  const open = classOfUnit(d, 0x5b);
  const K = d.classes;
  for (let c = 0; c < K; c++) {
    if (c === open || d.next[d.start * K + c] === 0) continue;
    throw new Error(`DFA: ${name} can start with a character other than "["`);
  }
  for (let k = 0; k < d.classRuns.length; k++) {
    const [u, c] = d.classRuns[k]!;
    const end = k + 1 < d.classRuns.length ? d.classRuns[k + 1]![0] - 1 : 0xffff;
    if (c === open && (u !== 0x5b || end !== 0x5b)) throw new Error(`DFA: "[" shares its class with other characters in ${name}`);
  }
  for (let s = 0; s < d.states; s++) {
    if (!d.accept[s]) continue;
    for (let c = 0; c < K; c++) if (d.next[s * K + c] !== 0) throw new Error(`DFA: ${name} is not prefix-free`);
  }
}

/** Step 4: Moore's refinement, then equal columns merged. */
function minimize(d: { classes: number; classRuns: Array<[number, number]>; rows: Int32Array[]; accept: number[]; start: number; pseudo: number[] }): DFA {
  const n = d.rows.length;
  const K = d.classes;
  // The states from which no accepting state can be reached are the dead state's block (0): a
  // run stops at the first character after which no continuation could be valid.
  const live = new Uint8Array(n);
  const preds: number[][] = Array.from({ length: n }, () => []);
  for (let s = 0; s < n; s++) for (let c = 0; c < K; c++) preds[d.rows[s]![c]!]!.push(s);
  const work: number[] = [];
  for (let s = 0; s < n; s++) if (d.accept[s]) {
    live[s] = 1;
    work.push(s);
  }
  while (work.length) for (const p of preds[work.pop()!]!) if (!live[p]) {
    live[p] = 1;
    work.push(p);
  }
  let block = new Int32Array(n);
  for (let s = 0; s < n; s++) block[s] = !live[s] ? 0 : d.accept[s] ? 1 : 2;
  let blocks = -1;
  for (;;) {
    const sig = new Map<string, number>();
    const next = new Int32Array(n);
    for (let s = 0; s < n; s++) {
      const row = d.rows[s]!;
      let key = `${block[s]}`;
      for (let c = 0; c < K; c++) key += `,${block[row[c]!]}`;
      let b = sig.get(key);
      if (b === undefined) sig.set(key, (b = sig.size));
      next[s] = b;
    }
    block = next;
    if (sig.size === blocks) break;
    blocks = sig.size;
  }
  // Renumber: dead first (0), then in order of first appearance from the start, breadth first.
  const order = new Map<number, number>([[block[0]!, 0]]);
  const rep = new Map<number, number>();
  for (let s = 0; s < n; s++) if (!rep.has(block[s]!)) rep.set(block[s]!, s);
  const queue = [block[d.start]!];
  if (!order.has(block[d.start]!)) order.set(block[d.start]!, order.size);
  for (let q = 0; q < queue.length; q++) {
    const row = d.rows[rep.get(queue[q]!)!]!;
    for (let c = 0; c < K; c++) {
      const b = block[row[c]!]!;
      if (!order.has(b)) {
        order.set(b, order.size);
        queue.push(b);
      }
    }
  }
  const S = order.size;
  // Columns: classes whose column is the same in every state are one class.
  const colKey: string[] = [];
  for (let c = 0; c < K; c++) {
    // A delegated rule's class stays its own (the run tells it apart by the dead state).
    let key = d.pseudo.includes(c) ? `pseudo${c}|` : '';
    for (const [b, i] of order) key += `${i}:${order.get(block[d.rows[rep.get(b)!]![c]!]!)},`;
    colKey.push(key);
  }
  const classOf = new Map<string, number>();
  const remap = colKey.map((k) => {
    let c = classOf.get(k);
    if (c === undefined) classOf.set(k, (c = classOf.size));
    return c;
  });
  const K2 = classOf.size;
  const next = new Int32Array(S * K2);
  const accept = new Uint8Array(S);
  for (const [b, i] of order) {
    const s = rep.get(b)!;
    accept[i] = s === 0 ? 0 : d.accept[s]!;
    const row = d.rows[s]!;
    for (let c = 0; c < K; c++) next[i * K2 + remap[c]!] = order.get(block[row[c]!]!)!;
  }
  const classRuns: Array<[number, number]> = [];
  for (const [u, c] of d.classRuns) {
    const c2 = remap[c]!;
    if (classRuns.length && classRuns[classRuns.length - 1]![1] === c2) continue;
    classRuns.push([u, c2]);
  }
  return { classes: K2, classRuns, next, accept, start: order.get(block[d.start]!)!, states: S, delegated: d.pseudo.map((c) => remap[c]!) };
}

/**
 * Runs a DFA on a string, `subs` being the automata of its delegated rules (for the tests and the
 * generator's checks; the library runs `recognize.ts`).
 */
export function runDFA(d: DFA, input: string, subs: readonly DFA[] = []): boolean {
  let s = d.start;
  for (let i = 0; i < input.length; i++) {
    const u = input.charCodeAt(i);
    const t = d.next[s * d.classes + classOfUnit(d, u)]!;
    if (t !== 0) {
      s = t;
      continue;
    }
    const k = u === 0x5b ? d.delegated.findIndex((c) => d.next[s * d.classes + c] !== 0) : -1;
    if (k < 0) return false;
    const sub = subs[k]!;
    let q = sub.start;
    let j = i;
    for (; j < input.length && q !== 0 && !sub.accept[q]; j++) q = sub.next[q * sub.classes + classOfUnit(sub, input.charCodeAt(j))]!;
    if (!sub.accept[q]) return false;
    s = d.next[s * d.classes + d.delegated[k]!]!;
    i = j - 1;
  }
  return d.accept[s] === 1;
}

/** The code units some live transition of `d` reads (a delegated rule's class aside): as ranges. */
export function unitsRead(d: DFA): Array<[number, number]> {
  const live = new Uint8Array(d.classes);
  for (let s = 1; s < d.states; s++) for (let c = 0; c < d.classes; c++) if (d.next[s * d.classes + c] !== 0) live[c] = 1;
  const out: Array<[number, number]> = [];
  for (let k = 0; k < d.classRuns.length; k++) {
    const [u, c] = d.classRuns[k]!;
    if (!live[c]) continue;
    const end = k + 1 < d.classRuns.length ? d.classRuns[k + 1]![0] - 1 : 0xffff;
    const last = out[out.length - 1];
    if (last && last[1] === u - 1) last[1] = end;
    else out.push([u, end]);
  }
  return out;
}

/**
 * Whether `b` accepts exactly the strings `a` accepts that hold none of the code units `without`
 * (a breadth-first walk of the pairs of states, over the units cut where either automaton's
 * classes change, and their delegated rules' classes, which must be the same rules in the same
 * order: the caller says so, and that no delegated rule reads a unit of `without`).
 */
export function equivalentWithout(a: DFA, b: DFA, without: ReadonlySet<number>): boolean {
  if (a.delegated.length !== b.delegated.length) return false;
  const cuts = new Set<number>([0]);
  for (const [u] of a.classRuns) cuts.add(u);
  for (const [u] of b.classRuns) cuts.add(u);
  for (const u of without) {
    cuts.add(u);
    if (u < 0xffff) cuts.add(u + 1);
  }
  const units = [...cuts].sort((x, y) => x - y);
  const seen = new Set<number>();
  const queue: Array<[number, number]> = [[a.start, b.start]];
  seen.add(a.start * b.states + b.start);
  while (queue.length) {
    const [p, q] = queue.pop()!;
    if ((a.accept[p] === 1) !== (b.accept[q] === 1)) return false;
    for (const u of units) {
      const p2 = without.has(u) ? 0 : a.next[p * a.classes + classOfUnit(a, u)]!;
      const q2 = b.next[q * b.classes + classOfUnit(b, u)]!;
      const key = p2 * b.states + q2;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push([p2, q2]);
    }
    for (let k = 0; k < a.delegated.length; k++) {
      const p2 = a.next[p * a.classes + a.delegated[k]!]!;
      const q2 = b.next[q * b.classes + b.delegated[k]!]!;
      const key = p2 * b.states + q2;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push([p2, q2]);
    }
  }
  return true;
}
