/**
 * The engine's own sequence, ordered choice and repetition over Parsimmon's parser protocol (the
 * plain and traced builds of grammar/engine/compile.ts combine the rules' parsers with these
 * instead of Parsimmon's `seq`, `alt` and `times`: no merging of failure expectations at each
 * step), and `run`, the one call of Parsimmon's private `._`. Each call of `run` is a step of the
 * work counter (grammar/engine/work.ts).
 */
import P from 'parsimmon';
import type { ASTNode } from './ast.js';
import { WORK } from './work.js';

/** The nodes a parser's reply carries. */
export type Nodes = ASTNode[];
/** The reply of no nodes. */
export const EMPTY: Nodes = [];

export type Parser = P.Parser<Nodes>;
export type Reply = P.Reply<Nodes>;

/**
 * Runs a parser at `i`: THE one call of Parsimmon's private `._` (the function given to `P(fn)`),
 * so that the engine's combinators call each other directly, as Parsimmon's own combinators do.
 * The public API has no such entry (`parse` runs from 0 and adds `eof`); `@types/parsimmon` does
 * not declare `_`, hence the one cast.
 */
export const run = (p: Parser, input: string, i: number): Reply => {
  // One counted step per parser call (grammar/engine/work.ts).
  WORK.steps++;
  return (p as unknown as { _: (s: string, i: number) => Reply })._(input, i);
};

/** The `expected` of every internal reply: empty and frozen, shared (see `ok` and `FAIL`). */
export const NO_EXPECTED: string[] = [];
Object.freeze(NO_EXPECTED);

/**
 * The failure of a plain leaf, shared by every internal failure. Its `furthest` is -1, as a
 * success's is, so that Parsimmon's merging of replies never has expectations to unite: the plain
 * build needs none (the traced build records its own). Frozen: internal replies never reach user
 * code (`grammar.parser` answers with fresh `P.makeSuccess`/`P.makeFailure` replies).
 */
export const FAIL: P.FailureReply = { status: false, index: -1, value: null, furthest: -1, expected: NO_EXPECTED };
Object.freeze(FAIL);

/**
 * A success reply of Parsimmon's protocol, as `P.makeSuccess` builds it but for `expected`:
 * `P.makeSuccess` allocates a fresh empty array with every reply; the plain build never reads it,
 * so one frozen array serves them all.
 */
export function ok(index: number, value: Nodes): P.SuccessReply<Nodes> {
  return { status: true, index, value, furthest: -1, expected: NO_EXPECTED };
}

/** The nodes of a sequence or repetition: shares the first non-empty part, copies only on a second. */
export class Children {
  nodes: Nodes = EMPTY;
  private owned = false;
  add(v: Nodes): void {
    if (v.length === 0) return;
    if (this.nodes.length === 0) {
      this.nodes = v;
      return;
    }
    if (!this.owned) {
      this.nodes = this.nodes.slice();
      this.owned = true;
    }
    for (const n of v) this.nodes.push(n);
  }
}

export function pseq(ps: Parser[]): Parser {
  if (ps.length === 1) return ps[0]!;
  return P((input, i) => {
    const out = new Children();
    let at = i;
    for (const p of ps) {
      const r = run(p, input, at);
      if (!r.status) return r;
      at = r.index;
      out.add(r.value);
    }
    return ok(at, out.nodes);
  });
}

export function palt(ps: Parser[], firsts: ReadonlyArray<((c: number) => boolean) | null> | null = null): Parser {
  if (firsts === null || firsts.every((f) => f === null)) {
    return P((input, i) => {
      let last: Reply | null = null;
      for (const p of ps) {
        const r = run(p, input, i);
        if (r.status) return r;
        last = r;
      }
      return last ?? FAIL;
    });
  }
  // Plain build: an alternative that cannot start with the next character (and cannot match
  // nothing) would fail at once; skip it. `url` tries ten scheme literals before a generic URL.
  return P((input, i) => {
    const c = i < input.length ? input.charCodeAt(i) : -1;
    let last: Reply | null = null;
    for (let k = 0; k < ps.length; k++) {
      const f = firsts[k];
      if (f && (c < 0 || !f(c))) continue;
      const r = run(ps[k]!, input, i);
      if (r.status) return r;
      last = r;
    }
    return last ?? FAIL;
  });
}

export function prep(p: Parser, min: number, max: number): Parser {
  return P((input, i) => {
    const out = new Children();
    let at = i;
    let n = 0;
    while (n < max) {
      const r = run(p, input, at);
      if (!r.status) break;
      const progressed = r.index > at;
      at = r.index;
      n++;
      out.add(r.value);
      // An element that matched the empty string would match it forever.
      if (!progressed) {
        if (n < min) n = min;
        break;
      }
    }
    if (n < min) return FAIL;
    return ok(at, out.nodes);
  });
}
