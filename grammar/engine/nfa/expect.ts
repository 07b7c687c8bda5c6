/**
 * What the threads of an automaton (`../nfa.ts`) alive at a position would read next, as the
 * first error and the traced parse's leaves report it (`expectationsOf`), and whether an expression
 * can match the empty string (`nullable`, which the automaton's builder reads).
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
