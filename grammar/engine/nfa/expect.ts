/**
 * What the threads of an automaton (`../nfa.ts`) alive at a position would read next, as the
 * first error and the traced parse's leaves report it (`expectationsOf`), whether an expression
 * can match the empty string (`nullable`, which the automaton's builder reads), and the most it can
 * read (`maxLength`, how far a traced leaf may reach).
 */
import type { Expr, RFC } from '../dsl.js';
import type { Resolver } from '../charset.js';
import { sameStack, stackHash } from '../stack-hash.js';
import type { NfaExpectation, NfaFrame } from './types.js';

/**
 * What the threads still alive would read next: each terminal once per rule that wants it (or,
 * `byStack`, once per rule stack: every frame, with where it starts), in the threads' order.
 * @internal
 */
export function expectationsOf(threads: readonly { readonly state: { readonly ch?: { readonly label: string } | null }; readonly frames: NfaExpectation['frames'] }[], byStack = false): NfaExpectation[] {
  const expected: NfaExpectation[] = [];
  // By stack, the stacks are told apart by a hash of them, and those of one hash and label compared
  // frame by frame (no key string per thread, which cost the first error a fifth of its time).
  const seen = new Map<string, Array<NfaFrame | null>>();
  for (const t of threads) {
    if (!t.state.ch) continue;
    const label = t.state.ch.label;
    const key = byStack ? `${stackHash(t.frames)}\u0000${label}` : `${label}\u0000${t.frames ? t.frames.rule.key : ''}`;
    const same = seen.get(key);
    if (same === undefined) seen.set(key, [t.frames]);
    else if (!byStack || same.some((f) => sameStack(f, t.frames))) continue;
    else same.push(t.frames);
    expected.push({ label, frames: t.frames });
  }
  return expected;
}

/** Can `e` match the empty string? */
export function nullable(e: Expr, from: RFC, resolve: Resolver, depth = 0): boolean {
  if (depth > 200) return false;
  switch (e.k) {
    case 'lit':
      return e.s.length === 0;
    case 'range':
      return false;
    case 'ref': {
      const r = resolve(from, e);
      return nullable(r.lang ?? r.body, r.rfc, resolve, depth + 1);
    }
    case 'seq':
      return e.xs.every((x) => nullable(x, from, resolve, depth + 1));
    case 'alt':
      return e.xs.some((x) => nullable(x, from, resolve, depth + 1));
    case 'rep':
      return e.min === 0 || nullable(e.x, from, resolve, depth + 1);
    case 'opt':
      return true;
    case 'group':
      return nullable(e.x, from, resolve, depth + 1);
    case 'not':
    case 'and':
      return true;
  }
}

/**
 * The most UTF-16 code units a terminal-only expression can read (`Infinity` for an unbounded
 * repetition): a literal its length, a class two (a code point beyond the BMP is a surrogate
 * pair), a sequence the sum, a choice the largest, a repetition its bound times its element's.
 * @internal
 */
export function maxLength(e: Expr, from: RFC, resolve: Resolver, depth: number): number {
  if (depth > 200) return Infinity;
  switch (e.k) {
    case 'lit':
      return e.s.length;
    case 'range':
      return e.hi > 0xffff ? 2 : 1;
    case 'ref': {
      const r = resolve(from, e);
      return maxLength(r.peg ?? r.body, r.rfc, resolve, depth + 1);
    }
    case 'seq':
      return e.xs.reduce((sum, x) => sum + maxLength(x, from, resolve, depth + 1), 0);
    case 'alt':
      return Math.max(0, ...e.xs.map((x) => maxLength(x, from, resolve, depth + 1)));
    case 'group':
    case 'opt':
      return maxLength(e.x, from, resolve, depth + 1);
    case 'rep': {
      if (e.max === 0) return 0;
      const one = maxLength(e.x, from, resolve, depth + 1);
      return one === 0 ? 0 : e.max === Infinity ? Infinity : one * e.max;
    }
    case 'not':
    case 'and':
      return 0;
  }
}
