/**
 * The generated recognizers at run time: one minimized DFA per grammar and start symbol, written
 * as tables by scripts/recognizer/generate.ts (grammar/engine/generated/dfa-<name>.ts, build
 * output) from the same registry as every other reading, and registered here by the module that
 * loads them (`grammar/recognize-rfc3986.ts` and its peers). A run is one table load per code unit
 * (the unit's class, then the next state), and stops at the first unit after which no
 * continuation could be valid: linear in the input, no allocation.
 *
 * What a recognizer answers is `parseURL(input, { grammar, start }).ok` (test/recognizer.test.ts
 * holds the two equal); it never explains a rejection: the traced engine does.
 */

/** The tables of one automaton, as the generator writes them. */
export interface RecognizerTables {
  /** How many classes the code units fall into. */
  readonly classes: number;
  /** How many states (state 0 rejects, whatever follows). */
  readonly states: number;
  readonly start: number;
  /** The class of each ASCII unit. */
  readonly ascii: readonly number[];
  /** From unit 128 up: `[first unit, class, first unit, class, ...]`, sorted. */
  readonly high: readonly number[];
  /**
   * `next[state * classes + class]`, run-length coded in base 36: `count,state,count,state,...`
   * (rows are mostly runs of the dead state).
   */
  readonly next: string;
  /** The accepting states. */
  readonly accept: readonly number[];
  /**
   * The rules read by an automaton of their own (an IP literal in brackets): for each, the class
   * that stands for it and its automaton. Where a state's transition on "[" is dead and its
   * transition on such a class is not, the run reads the rule from the "[" with that automaton
   * (up to its first accepting state: its language is prefix-free) and goes on from there.
   */
  readonly delegated?: ReadonlyArray<{ readonly class: number; readonly tables: RecognizerTables }>;
}

/** A recognizer: whether the whole input is in the language. */
export type Recognizer = (input: string) => boolean;

/** Reads `from` on: the end of the automaton's first accepting prefix, or -1 (a delegated rule). */
type PrefixRun = (input: string, from: number) => number;

interface Machine {
  readonly K: number;
  /** The next state times `K`, plus the class, gives the next state times `K`. */
  readonly next: Uint16Array | Uint32Array;
  readonly ascii: Uint16Array;
  readonly classOfHigh: (u: number) => number;
  /** Indexed by state times `K`. */
  readonly accept: Uint8Array;
  readonly start: number;
}

function machineOf(t: RecognizerTables): Machine {
  const K = t.classes;
  const cells = t.states * K;
  const next = cells < 0x10000 ? new Uint16Array(cells) : new Uint32Array(cells);
  const rle = t.next.split(',');
  let at = 0;
  for (let i = 0; i + 1 < rle.length; i += 2) {
    const count = parseInt(rle[i]!, 36);
    const to = parseInt(rle[i + 1]!, 36) * K;
    next.fill(to, at, at + count);
    at += count;
  }
  if (at !== cells) throw new Error(`recognizer tables: ${at} cells, not ${cells}`);
  const ascii = new Uint16Array(t.ascii);
  const accept = new Uint8Array(cells + 1);
  for (const s of t.accept) accept[s * K] = 1;
  const runs = t.high.length >> 1;
  const firsts = new Uint16Array(runs);
  const classes = new Uint16Array(runs);
  for (let i = 0; i < runs; i++) {
    firsts[i] = t.high[2 * i]!;
    classes[i] = t.high[2 * i + 1]!;
  }
  const classOfHigh = (u: number): number => {
    let lo = 0;
    let hi = runs - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (firsts[mid]! <= u) lo = mid;
      else hi = mid - 1;
    }
    return classes[lo]!;
  };
  return { K, next, ascii, classOfHigh, accept, start: t.start * K };
}

function prefixRunOf(t: RecognizerTables): PrefixRun {
  const { next, ascii, classOfHigh, accept, start } = machineOf(t);
  return (input, from) => {
    let s = start;
    for (let i = from, n = input.length; i < n; i++) {
      const u = input.charCodeAt(i);
      s = next[s + (u < 128 ? ascii[u]! : classOfHigh(u))]!;
      if (s === 0) return -1;
      if (accept[s] === 1) return i + 1;
    }
    return -1;
  };
}

/** A recognizer from its tables (typed arrays made once). */
export function recognizerOf(t: RecognizerTables): Recognizer {
  const { next, ascii, classOfHigh, accept, start } = machineOf(t);
  const calls = (t.delegated ?? []).map((d) => ({ cls: d.class, run: prefixRunOf(d.tables) }));
  return (input: string): boolean => {
    let s = start;
    for (let i = 0, n = input.length; i < n; i++) {
      const u = input.charCodeAt(i);
      const to = next[s + (u < 128 ? ascii[u]! : classOfHigh(u))]!;
      if (to !== 0) {
        s = to;
        continue;
      }
      // Dead, unless a "[" opens a delegated rule here.
      if (u !== 0x5b) return false;
      let k = 0;
      while (k < calls.length && next[s + calls[k]!.cls] === 0) k++;
      if (k === calls.length) return false;
      const end = calls[k]!.run(input, i);
      if (end < 0) return false;
      s = next[s + calls[k]!.cls]!;
      i = end - 1;
    }
    return accept[s] === 1;
  };
}

const tables = new Map<string, RecognizerTables>();
const made = new Map<string, Recognizer>();

/** Registers a generated module's recognizers (the module that loads them does, when imported). */
export function provideRecognizers(m: { readonly recognizerTables: Readonly<Record<string, RecognizerTables>> }): void {
  for (const [k, t] of Object.entries(m.recognizerTables)) tables.set(k, t);
}

/**
 * The recognizer of `grammar` from start symbol `start` (as the profile spells it), made on first
 * use, or null when its module is not loaded.
 */
export function recognizerFor(grammar: string, start: string): Recognizer | null {
  const key = `${grammar}|${start}`;
  let r = made.get(key);
  if (r) return r;
  const t = tables.get(key);
  if (!t) return null;
  made.set(key, (r = recognizerOf(t)));
  return r;
}
