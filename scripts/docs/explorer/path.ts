/**
 * The path a parse took through one rule's railroad diagram, up to the failure.
 *
 * A frame of the report's rule stack says where its rule started (`frame.start`); the report says
 * where the parse stopped (`offset`). This module reads the text between the two against the
 * rule's literal body (the production as the RFC writes it, the one the diagram draws) and returns
 * the boxes of the diagram the text went through (`taken`) and the boxes that were next when the
 * parse stopped (`failed`: what the rule would have read at the failure).
 *
 * The body is read as a context-free grammar over the text cut at the failure: each expression
 * gives the set of positions where it can end (memoised per expression and position), and whether
 * it can run to the cut (a viable prefix). Among the readings, the one that gets furthest through
 * the diagram is drawn. References are not entered: a reference that consumed text is a taken box,
 * one that the cut falls inside is a failed box. Work is bounded; past the bound the path is not
 * drawn (`null`), and the page says so.
 *
 * Browser code: no Node API.
 */
import type { Expr, RFC, Rule } from '../../../grammar/all.js';

/** Resolves a reference of a rule in `from` (after the grammar's substitutions). */
export type RefResolver = (from: RFC, ref: Extract<Expr, { k: 'ref' }>) => Rule;

/**
 * The boxes of one diagram on the path, by their place in the body: the child indexes from the
 * body down, joined by `.`, as the railroad renderer's `mark` receives them (one expression object
 * may occur at several places).
 */
export interface DiagramPath {
  /** Terminals and references the text went through. */
  readonly taken: ReadonlySet<string>;
  /** Terminals and references that were next (or that the failure is inside). */
  readonly failed: ReadonlySet<string>;
  /** The body read the whole text and could end at the failure: the rule above wanted more. */
  readonly complete: boolean;
}

class Budget extends Error {}

/**
 * The path through `rule`'s diagram of `input` from `start` to `offset`; `null` when there is none
 * or it cannot be found within `budget` steps (by default 100 000 and 400 per character read).
 */
export function diagramPath(rule: Rule, input: string, start: number, offset: number, resolveRef: RefResolver, budget = 100_000 + 400 * Math.max(0, offset - start)): DiagramPath | null {
  if (start > offset) return null;
  const text = input.slice(0, offset);
  const f = offset;
  let steps = 0;
  const tick = () => {
    if (++steps > budget) throw new Budget();
  };
  // Memo tables indexed by position (0 to the cut), one per expression.
  const memo = new Map<Expr, (readonly number[] | undefined)[]>();
  const active = new Set<string>();
  /** 0 unknown, 1 no, 2 yes, 3 being computed (a cycle reads as no). */
  const reachMemo = new Map<Expr, Uint8Array>();
  const refs = new Map<Expr, Rule>();
  const ruleOf = (from: RFC, e: Extract<Expr, { k: 'ref' }>): Rule => {
    let r = refs.get(e);
    if (!r) refs.set(e, (r = resolveRef(from, e)));
    return r;
  };

  /** The positions where `e` (of a rule in `from`) can end when it starts at `p`. */
  function ends(e: Expr, from: RFC, p: number): readonly number[] {
    let m = memo.get(e);
    if (!m) memo.set(e, (m = new Array<readonly number[] | undefined>(f + 1)));
    const hit = m[p];
    if (hit) return hit;
    tick();
    const out = endsOf(e, from, p);
    m[p] = out;
    return out;
  }

  function endsOf(e: Expr, from: RFC, p: number): readonly number[] {
    switch (e.k) {
      case 'lit': {
        const got = text.slice(p, p + e.s.length);
        if (got.length !== e.s.length) return [];
        return (e.ci ? got.toLowerCase() === e.s.toLowerCase() : got === e.s) ? [p + e.s.length] : [];
      }
      case 'range': {
        const cp = text.codePointAt(p);
        if (cp === undefined || cp < e.lo || cp > e.hi) return [];
        return [p + (cp > 0xffff ? 2 : 1)];
      }
      case 'ref': {
        const r = ruleOf(from, e);
        const key = `${r.key}@${p}`;
        if (active.has(key)) return []; // left recursion: no reading through the cycle
        active.add(key);
        try {
          return ends(r.body, r.rfc, p);
        } finally {
          active.delete(key);
        }
      }
      case 'seq': {
        let at: readonly number[] = [p];
        for (const x of e.xs) {
          const next = new Set<number>();
          for (const q of at) for (const r of ends(x, from, q)) next.add(r);
          at = [...next];
          if (at.length === 0) break;
        }
        return at;
      }
      case 'alt': {
        const all = new Set<number>();
        for (const x of e.xs) for (const r of ends(x, from, p)) all.add(r);
        return [...all];
      }
      case 'opt':
        return [...new Set([p, ...ends(e.x, from, p)])];
      case 'group':
        return ends(e.x, from, p);
      case 'rep':
        return [...repLevels(e, from, p).ends];
      case 'not':
        return ends(e.x, from, p).length === 0 ? [p] : [];
      case 'and':
        return ends(e.x, from, p).length > 0 ? [p] : [];
    }
  }

  /** The positions after each count of iterations of a repetition; `ends` those with a count in range. */
  const repMemo = new Map<Expr, Map<number, { ends: Set<number>; before: Map<number, number> }>>();
  function repLevels(e: Extract<Expr, { k: 'rep' }>, from: RFC, p: number): { ends: Set<number>; before: Map<number, number> } {
    let m = repMemo.get(e);
    if (!m) repMemo.set(e, (m = new Map()));
    const hit = m.get(p);
    if (hit) return hit;
    const out = repLevelsOf(e, from, p);
    m.set(p, out);
    return out;
  }

  function repLevelsOf(e: Extract<Expr, { k: 'rep' }>, from: RFC, p: number): { ends: Set<number>; before: Map<number, number> } {
    // before: position -> a position one iteration earlier (for reconstruction), the first reached.
    const before = new Map<number, number>();
    const out = new Set<number>();
    let level = new Set<number>([p]);
    const seen = new Set<number>();
    for (let n = 0; level.size > 0; n++) {
      if (n >= e.min) for (const q of level) out.add(q);
      if (n >= e.max) break;
      const next = new Set<number>();
      for (const q of level) {
        for (const r of ends(e.x, from, q)) {
          if (r === q) continue; // an empty iteration adds nothing
          if (n + 1 >= e.min && seen.has(r)) continue;
          if (!before.has(r)) before.set(r, q);
          next.add(r);
        }
      }
      if (n + 1 >= e.min) for (const r of next) seen.add(r);
      level = next;
      tick();
    }
    return { ends: out, before };
  }

  /** Whether `e` from `p` can read the text to the cut (ending there, or in the middle of `e`). */
  function reaches(e: Expr, from: RFC, p: number): boolean {
    if (p === f) return true;
    let m = reachMemo.get(e);
    if (!m) reachMemo.set(e, (m = new Uint8Array(f + 1)));
    const hit = m[p]!;
    if (hit !== 0) return hit === 2;
    tick();
    m[p] = 3;
    const out = reachesOf(e, from, p);
    m[p] = out ? 2 : 1;
    return out;
  }

  function reachesOf(e: Expr, from: RFC, p: number): boolean {
    switch (e.k) {
      case 'lit': {
        const rest = text.slice(p);
        return rest.length <= e.s.length && (e.ci ? e.s.toLowerCase().startsWith(rest.toLowerCase()) : e.s.startsWith(rest));
      }
      case 'range':
        return ends(e, from, p).includes(f);
      case 'ref': {
        const r = ruleOf(from, e);
        return reaches(r.body, r.rfc, p);
      }
      case 'seq':
        return seqSplit(e.xs, from, p) !== null;
      case 'alt':
        return e.xs.some((x) => reaches(x, from, p));
      case 'opt':
      case 'group':
        return reaches(e.x, from, p);
      case 'rep': {
        const { ends: _e, before } = repLevels(e, from, p);
        const positions = [p, ...before.keys()];
        return positions.some((q) => reaches(e.x, from, q));
      }
      case 'not':
      case 'and':
        return false;
    }
  }

  /** The furthest split of a sequence: elements before `i` end at `q`, element `i` reaches the cut. */
  function seqSplit(xs: readonly Expr[], from: RFC, p: number): { i: number; q: number; path: number[] } | null {
    // Positions after each prefix, with one predecessor each for reconstruction.
    const layers: Map<number, number>[] = [new Map([[p, -1]])];
    for (let i = 0; i < xs.length; i++) {
      const next = new Map<number, number>();
      for (const q of layers[i]!.keys()) for (const r of ends(xs[i]!, from, q)) if (!next.has(r)) next.set(r, q);
      layers.push(next);
    }
    let best: { i: number; q: number } | null = null;
    for (let i = 0; i < xs.length; i++) {
      for (const q of layers[i]!.keys()) {
        if (!reaches(xs[i]!, from, q)) continue;
        // Furthest into the text first; then the earliest element (the first one that was next).
        if (!best || q > best.q || (q === best.q && i < best.i)) best = { i, q };
      }
    }
    if (!best) return null;
    const path: number[] = [best.q];
    for (let i = best.i; i > 0; i--) path.unshift(layers[i]!.get(path[0]!)!);
    return { ...best, path };
  }

  const taken = new Set<string>();
  const failed = new Set<string>();
  const child = (at: string, i: number): string => (at === '' ? String(i) : `${at}.${i}`);
  const isLeaf = (e: Expr) => e.k === 'lit' || e.k === 'range' || e.k === 'ref';

  /** Marks a complete reading of `e` from `p` to `q` as taken. */
  function markWhole(e: Expr, from: RFC, p: number, q: number, at: string): void {
    tick();
    if (isLeaf(e)) {
      if (q > p) taken.add(at);
      return;
    }
    switch (e.k) {
      case 'seq': {
        // Find a split of the sequence that ends exactly at q.
        const layers: Map<number, number>[] = [new Map([[p, -1]])];
        for (let i = 0; i < e.xs.length; i++) {
          const next = new Map<number, number>();
          for (const a of layers[i]!.keys()) for (const r of ends(e.xs[i]!, from, a)) if (r <= q && !next.has(r)) next.set(r, a);
          layers.push(next);
        }
        if (!layers[e.xs.length]!.has(q)) return;
        let to = q;
        for (let i = e.xs.length; i > 0; i--) {
          const prev = layers[i]!.get(to)!;
          markWhole(e.xs[i - 1]!, from, prev, to, child(at, i - 1));
          to = prev;
        }
        return;
      }
      case 'alt': {
        const i = e.xs.findIndex((x) => ends(x, from, p).includes(q));
        if (i >= 0) {
          if (e.xs.every((y) => y.k === 'lit') && q > p) taken.add(at);
          markWhole(e.xs[i]!, from, p, q, child(at, i));
        }
        return;
      }
      case 'opt':
        if (q > p) markWhole(e.x, from, p, q, child(at, 0));
        return;
      case 'group':
        markWhole(e.x, from, p, q, child(at, 0));
        return;
      case 'rep': {
        const { before } = repLevels(e, from, p);
        let to = q;
        let guard = 0;
        while (to !== p && before.has(to) && guard++ < 100_000) {
          const prev = before.get(to)!;
          markWhole(e.x, from, prev, to, child(at, 0));
          to = prev;
        }
        return;
      }
      default:
        return;
    }
  }

  /** Marks what `e` could read first at the cut (its first boxes, through empty elements). */
  function markNext(e: Expr, from: RFC, at: string): boolean {
    tick();
    if (isLeaf(e)) {
      failed.add(at);
      return e.k === 'ref' && ends(e, from, f).includes(f);
    }
    switch (e.k) {
      case 'seq': {
        for (let i = 0; i < e.xs.length; i++) if (!markNext(e.xs[i]!, from, child(at, i))) return false;
        return true;
      }
      case 'alt': {
        if (e.xs.length >= 3 && e.xs.every((x) => x.k === 'lit' && x.s.length === 1)) failed.add(at);
        let nullable = false;
        for (let i = 0; i < e.xs.length; i++) nullable = markNext(e.xs[i]!, from, child(at, i)) || nullable;
        return nullable;
      }
      case 'opt':
        markNext(e.x, from, child(at, 0));
        return true;
      case 'group':
        return markNext(e.x, from, child(at, 0));
      case 'rep':
        markNext(e.x, from, child(at, 0));
        return e.min === 0;
      default:
        return true;
    }
  }

  /** Marks a reading of `e` from `p` that runs to the cut; returns whether `e` may end at the cut. */
  function markReach(e: Expr, from: RFC, p: number, at: string): boolean {
    tick();
    if (p === f) return markNext(e, from, at);
    if (isLeaf(e)) {
      const whole = ends(e, from, p).includes(f);
      (whole ? taken : failed).add(at);
      return whole;
    }
    switch (e.k) {
      case 'seq': {
        const split = seqSplit(e.xs, from, p);
        if (!split) return false;
        for (let i = 0; i < split.i; i++) markWhole(e.xs[i]!, from, split.path[i]!, split.path[i + 1] ?? split.q, child(at, i));
        let canEnd = markReach(e.xs[split.i]!, from, split.q, child(at, split.i));
        for (let i = split.i + 1; canEnd && i < e.xs.length; i++) canEnd = markNext(e.xs[i]!, from, child(at, i));
        return canEnd;
      }
      case 'alt': {
        let i = e.xs.findIndex((y) => ends(y, from, p).includes(f));
        if (i < 0) i = e.xs.findIndex((y) => reaches(y, from, p));
        if (i < 0) return false;
        if (e.xs.every((y) => y.k === 'lit')) taken.add(at);
        return markReach(e.xs[i]!, from, p, child(at, i));
      }
      case 'opt':
      case 'group':
        return markReach(e.x, from, p, child(at, 0));
      case 'rep': {
        const { ends: done, before } = repLevels(e, from, p);
        if (done.has(f)) {
          markWhole(e, from, p, f, at);
          markNext(e.x, from, child(at, 0));
          return true;
        }
        const starts = [p, ...before.keys()].filter((q) => reaches(e.x, from, q)).sort((a, b) => b - a);
        const q = starts[0];
        if (q === undefined) return false;
        markWhole(e, from, p, q, at);
        markReach(e.x, from, q, child(at, 0));
        return false;
      }
      default:
        return false;
    }
  }

  try {
    if (!reaches(rule.body, rule.rfc, start)) return null;
    const complete = markReach(rule.body, rule.rfc, start, '');
    return { taken, failed, complete };
  } catch (e) {
    if (e instanceof Budget) return null;
    throw e;
  }
}

/** The expression at a path of {@link DiagramPath} in `body` (undefined if there is none). */
export function exprAt(body: Expr, path: string): Expr | undefined {
  let e: Expr | undefined = body;
  for (const part of path === '' ? [] : path.split('.')) {
    const i = Number(part);
    if (!e) return undefined;
    e = e.k === 'seq' || e.k === 'alt' ? e.xs[i] : e.k === 'opt' || e.k === 'group' || e.k === 'rep' || e.k === 'not' || e.k === 'and' ? (i === 0 ? e.x : undefined) : undefined;
  }
  return e;
}
