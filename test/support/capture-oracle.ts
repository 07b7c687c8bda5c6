/**
 * Brute-force oracles for the capture engine (grammar/engine/capture/), written over the pattern,
 * not over its NFA, for tiny patterns and inputs: what a pattern's language holds, every reading of
 * an input in priority order (with the registers the engine's tags would hold), and a seeded
 * generator of small random patterns.
 *
 * The readings follow the engine's documented semantics (grammar/engine/capture/nfa.ts): a set
 * reads one code point (a BMP unit of the set, a lone surrogate included, before a surrogate pair
 * of an astral code point of the set); alternatives in order; a repetition's mandatory rounds, then
 * its optional ones, each tried before stopping (greedy) or after (lazy); an unbounded repetition's
 * round that reads nothing is cut (the NFA's loop state entered twice at one position: the VM
 * drops that thread); a capture's tags are overwritten by each round, and never reset.
 */
import type { Pattern } from '../../grammar/engine/capture/index.js';

/** A set's ranges hold code point `c`. */
function inSet(set: ReadonlyArray<readonly [number, number]>, c: number): boolean {
  return set.some(([lo, hi]) => c >= lo && c <= hi);
}

/** The ends a set reads from `i`, in the engine's order: the unit itself, then a surrogate pair. */
function setEnds(set: ReadonlyArray<readonly [number, number]>, s: string, i: number): number[] {
  const out: number[] = [];
  if (i >= s.length) return out;
  const u = s.charCodeAt(i);
  if (inSet(set, u)) out.push(i + 1);
  if (u >= 0xd800 && u <= 0xdbff && i + 1 < s.length) {
    const l = s.charCodeAt(i + 1);
    if (l >= 0xdc00 && l <= 0xdfff && inSet(set, 0x10000 + ((u - 0xd800) << 10) + (l - 0xdc00))) out.push(i + 2);
  }
  return out;
}

/** Whether lookahead `p` holds at `i` of `s`: some prefix of the rest is in its language (none, where negative). */
function holds(p: Extract<Pattern, { k: 'look' }>, s: string, i: number): boolean {
  return p.neg !== ends(p.x, s, new Set([i])).size > 0;
}

/** Whether `p` may read the empty string. */
function nullable(p: Pattern): boolean {
  switch (p.k) {
    case 'set':
      return false;
    case 'seq':
      return p.xs.every(nullable);
    case 'alt':
      return p.xs.some(nullable);
    case 'rep':
      return p.min === 0 || nullable(p.x);
    case 'cap':
      return nullable(p.x);
    case 'look':
      return true;
  }
}

/** Whether `p` holds a lookahead inside a repetition without a bound whose round may read nothing (the engine refuses it). */
export function lookInEmptyLoop(p: Pattern, inside = false): boolean {
  switch (p.k) {
    case 'set':
      return false;
    case 'seq':
    case 'alt':
      return p.xs.some((x) => lookInEmptyLoop(x, inside));
    case 'rep':
      return lookInEmptyLoop(p.x, inside || (p.max === Infinity && nullable(p.x)));
    case 'cap':
      return lookInEmptyLoop(p.x, inside);
    case 'look':
      return inside || lookInEmptyLoop(p.x, false);
  }
}

/** Whether `p` holds a lookahead. */
export function hasLook(p: Pattern): boolean {
  switch (p.k) {
    case 'set':
      return false;
    case 'seq':
    case 'alt':
      return p.xs.some(hasLook);
    case 'rep':
    case 'cap':
      return hasLook(p.x);
    case 'look':
      return true;
  }
}

/** The positions `p` can end at when it starts reading `s` at one of `from`. */
function ends(p: Pattern, s: string, from: ReadonlySet<number>): Set<number> {
  switch (p.k) {
    case 'look':
      return new Set([...from].filter((i) => holds(p, s, i)));
    case 'set': {
      const out = new Set<number>();
      for (const i of from) for (const j of setEnds(p.set, s, i)) out.add(j);
      return out;
    }
    case 'seq': {
      let at = new Set(from);
      for (const x of p.xs) at = ends(x, s, at);
      return at;
    }
    case 'alt': {
      const out = new Set<number>();
      for (const x of p.xs) for (const j of ends(x, s, from)) out.add(j);
      return out;
    }
    case 'cap':
      return ends(p.x, s, from);
    case 'rep': {
      let at = new Set(from);
      for (let n = 0; n < p.min; n++) at = ends(p.x, s, at);
      const out = new Set(at);
      for (let n = p.min; n < p.max && at.size > 0; n++) {
        const next = ends(p.x, s, at);
        const fresh = new Set([...next].filter((j) => !out.has(j)));
        for (const j of next) out.add(j);
        if (p.max === Infinity) at = fresh;
        else at = next;
        if (p.max === Infinity && fresh.size === 0) break;
      }
      return out;
    }
  }
}

/**
 * Where the NFA's threads sit, reading `s` from one of `from`: `ends`, the positions `p` ends at;
 * `waiting`, the positions at which some path inside `p` waits before a unit it may read (a set's
 * first unit, or a surrogate pair's second after its first).
 */
function threads(p: Pattern, s: string, from: ReadonlySet<number>): { ends: Set<number>; waiting: Set<number> } {
  switch (p.k) {
    case 'look':
      // (Where a lookahead kills a thread is not modelled: the tests ask no offset of a pattern with one.)
      return { ends: ends(p, s, from), waiting: new Set() };
    case 'set': {
      const waiting = new Set<number>();
      if (p.set.length > 0) for (const i of from) waiting.add(i);
      for (const i of from) {
        const u = i < s.length ? s.charCodeAt(i) : -1;
        if (u < 0xd800 || u > 0xdbff) continue;
        // The pair's second unit waits where the set holds an astral code point behind this first one.
        const lo = 0x10000 + ((u - 0xd800) << 10);
        if (p.set.some(([a, b]) => a <= lo + 0x3ff && b >= lo)) waiting.add(i + 1);
      }
      return { ends: ends(p, s, from), waiting };
    }
    case 'seq': {
      let at = new Set(from);
      const waiting = new Set<number>();
      for (const x of p.xs) {
        const t = threads(x, s, at);
        t.waiting.forEach((j) => waiting.add(j));
        at = t.ends;
      }
      return { ends: at, waiting };
    }
    case 'alt': {
      const out = { ends: new Set<number>(), waiting: new Set<number>() };
      for (const x of p.xs) {
        const t = threads(x, s, from);
        t.ends.forEach((j) => out.ends.add(j));
        t.waiting.forEach((j) => out.waiting.add(j));
      }
      return out;
    }
    case 'cap':
      return threads(p.x, s, from);
    case 'rep': {
      const waiting = new Set<number>();
      let at = new Set(from);
      const round = (): void => {
        const t = threads(p.x, s, at);
        t.waiting.forEach((j) => waiting.add(j));
        at = t.ends;
      };
      for (let n = 0; n < p.min; n++) round();
      const done = new Set<number>();
      for (let n = p.min; n < p.max && at.size > 0; n++) {
        if (p.max === Infinity) {
          // A position an unbounded round started from once gives nothing new.
          at = new Set([...at].filter((j) => !done.has(j)));
          at.forEach((j) => done.add(j));
          if (at.size === 0) break;
        }
        round();
      }
      return { ends: ends(p, s, from), waiting };
    }
  }
}

/**
 * What a run answers for a no-match: the offset of the unit after which no thread is left (a
 * thread waits before a unit, or has reached the end of the pattern), or the input's length where
 * threads are left at its end but none at the end of the pattern.
 */
export function noMatchOffset(p: Pattern, s: string): number {
  const t = threads(p, s, new Set([0]));
  const alive = (j: number): boolean => t.waiting.has(j) || t.ends.has(j);
  if (!alive(0)) return 0;
  for (let j = 1; j <= s.length; j++) if (!alive(j)) return j - 1;
  return s.length;
}

/** Whether the language of `p` holds the whole of `s`. */
export function inLanguage(p: Pattern, s: string): boolean {
  return ends(p, s, new Set([0])).has(s.length);
}

/** The capture names of `p`, in order of first appearance (as the engine numbers them; none of an `x{0,0}`). */
export function namesOf(p: Pattern): string[] {
  const names: string[] = [];
  const visit = (q: Pattern): void => {
    if (q.k === 'cap') {
      if (!names.includes(q.name)) names.push(q.name);
      visit(q.x);
    } else if (q.k === 'seq' || q.k === 'alt') q.xs.forEach(visit);
    else if (q.k === 'rep' && q.max > 0) visit(q.x); // x{0,0} builds no copy of x: its captures are not the engine's
  };
  visit(p);
  return names;
}

type Regs = readonly number[];
/** A continuation: true stops the walk. */
type K = (j: number, regs: Regs) => boolean;

/**
 * Every reading of the whole of `s` by `p`, in priority order, as registers (`[open, close]` per
 * capture, in `namesOf` order, -1 where unset); at most `limit` of them.
 */
export function readings(p: Pattern, s: string, limit = Infinity): Regs[] {
  const names = namesOf(p);
  const out: Regs[] = [];
  const walk = (q: Pattern, i: number, regs: Regs, k: K): boolean => {
    switch (q.k) {
      case 'look':
        return holds(q, s, i) && k(i, regs);
      case 'set':
        for (const j of setEnds(q.set, s, i)) if (k(j, regs)) return true;
        return false;
      case 'seq': {
        const go = (n: number, j: number, r: Regs): boolean => (n === q.xs.length ? k(j, r) : walk(q.xs[n]!, j, r, (j2, r2) => go(n + 1, j2, r2)));
        return go(0, i, regs);
      }
      case 'alt':
        for (const x of q.xs) if (walk(x, i, regs, k)) return true;
        return false;
      case 'cap': {
        const t = 2 * names.indexOf(q.name);
        const opened = regs.slice();
        opened[t] = i;
        return walk(q.x, i, opened, (j, r) => {
          const closed = r.slice();
          closed[t + 1] = j;
          return k(j, closed);
        });
      }
      case 'rep': {
        const { min, max, x } = q;
        const lazy = q.lazy === true;
        const mandatory = (n: number, j: number, r: Regs): boolean => (n === min ? optional(min, j, r) : walk(x, j, r, (j2, r2) => mandatory(n + 1, j2, r2)));
        const optional = (n: number, j: number, r: Regs): boolean => {
          if (n === max) return k(j, r);
          // An unbounded repetition's round that reads nothing is cut (its loop state, again at j).
          const more = (): boolean => walk(x, j, r, (j2, r2) => (max === Infinity && j2 === j ? false : optional(n + 1, j2, r2)));
          return lazy ? k(j, r) || more() : more() || k(j, r);
        };
        return mandatory(0, i, regs);
      }
    }
  };
  walk(p, 0, new Array<number>(names.length * 2).fill(-1), (j, r) => {
    if (j !== s.length) return false;
    out.push(r);
    return out.length >= limit;
  });
  return out;
}

/** The distinct register vectors among `rs`, in order. */
export function distinct(rs: readonly Regs[]): Regs[] {
  const seen = new Set<string>();
  return rs.filter((r) => {
    const key = r.join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export { prng } from './prng.js';

export interface GenOptions {
  /** The letters (as code points) sets are drawn from. */
  readonly letters: readonly number[];
  /** How deep the pattern may nest. */
  readonly depth: number;
  /** Draw captures (names from x, y, z). */
  readonly captures: boolean;
  /** Captures may sit inside a repetition (where `all` is not exact). */
  readonly capturesInRepetition: boolean;
  /** Draw lookaheads (negative and positive, of capture-free patterns). */
  readonly lookaheads?: boolean;
}

/** A random small pattern. */
export function randomPattern(rand: () => number, o: GenOptions, depth = 0, inRep = false): Pattern {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const leaf = (): Pattern => {
    const r = rand();
    if (r < 0.04) return { k: 'set', set: [] };
    if (r < 0.08) return { k: 'seq', xs: [] };
    if (r < 0.3) {
      const a = pick(o.letters);
      const b = pick(o.letters);
      return { k: 'set', set: [[Math.min(a, b), Math.max(a, b)]] };
    }
    const c = pick(o.letters);
    return { k: 'set', set: [[c, c]] };
  };
  if (depth >= o.depth || rand() < 0.25) return leaf();
  if (o.lookaheads && rand() < 0.2) return { k: 'look', neg: rand() < 0.6, x: randomPattern(rand, { ...o, captures: false, lookaheads: false }, depth + 1, inRep) };
  const r = rand();
  if (r < 0.3) return { k: 'seq', xs: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => randomPattern(rand, o, depth + 1, inRep)) };
  if (r < 0.55) return { k: 'alt', xs: Array.from({ length: 2 + Math.floor(rand() * 2) }, () => randomPattern(rand, o, depth + 1, inRep)) };
  if (r < 0.8) {
    const min = Math.floor(rand() * 3);
    const max = rand() < 0.5 ? Infinity : min + Math.floor(rand() * 3);
    const x = randomPattern(rand, o, depth + 1, true);
    return rand() < 0.3 ? { k: 'rep', min, max, x, lazy: true } : { k: 'rep', min, max, x };
  }
  if (o.captures && (!inRep || o.capturesInRepetition)) return { k: 'cap', name: pick(['x', 'y', 'z']), x: randomPattern(rand, o, depth + 1, inRep) };
  return randomPattern(rand, o, depth + 1, inRep);
}

/** Every string of `pieces` (each a string) joined, of at most `max` pieces, shorter first. */
export function strings(pieces: readonly string[], max: number): string[] {
  const out = [''];
  let layer = [''];
  for (let n = 1; n <= max; n++) {
    layer = layer.flatMap((s) => pieces.map((p) => s + p));
    out.push(...layer);
  }
  return out;
}

/** A pattern written out, for a failing test's message. */
export function show(p: Pattern): string {
  switch (p.k) {
    case 'set':
      return p.set.length === 0 ? '∅' : `[${p.set.map(([a, b]) => (a === b ? String.fromCodePoint(a) : `${String.fromCodePoint(a)}-${String.fromCodePoint(b)}`)).join('')}]`;
    case 'seq':
      return p.xs.length === 0 ? 'ε' : `(${p.xs.map(show).join(' ')})`;
    case 'alt':
      return `(${p.xs.map(show).join('|')})`;
    case 'cap':
      return `<${p.name}:${show(p.x)}>`;
    case 'rep':
      return `${show(p.x)}{${p.min},${p.max === Infinity ? '' : p.max}}${p.lazy ? '?' : ''}`;
    case 'look':
      return `(?${p.neg ? '!' : '='}${show(p.x)})`;
  }
}
