/**
 * What the threads of an automaton (`../nfa.ts`) alive at a position would read next, as the
 * first error and the traced parse's leaves report it (`expectationsOf`), whether an expression
 * can match the empty string (`nullable`, which the automaton's builder reads), and the most it can
 * read (`maxLength`, how far a traced leaf may reach).
 */
import type { Expr, RFC } from '../dsl.js';
import type { Resolver } from '../charset.js';
import { sameStack, stackHash } from '../stack-hash.js';
import type { NfaExpectation, State } from './types.js';

/**
 * What the threads still alive would read next: each terminal once per rule that wants it (or,
 * `byStack`, once per rule stack: every frame, with where it starts), in the threads' order. The
 * threads are given as two lists, their states and their frames, index for index (what the
 * automaton's walk back gives: no object per thread).
 * @internal
 */
export function expectationsOf(states: readonly State[], frames: readonly NfaExpectation['frames'][], byStack = false): NfaExpectation[] {
  const expected: NfaExpectation[] = [];
  if (!byStack) {
    const seen = new Set<string>();
    for (let k = 0; k < states.length; k++) {
      const ch = states[k]!.ch;
      if (!ch) continue;
      const label = ch.label;
      const f = frames[k]!;
      const key = `${label}\u0000${f ? f.rule.key : ''}`;
      if (seen.has(key)) continue;
      seen.add(key);
      expected.push({ label, frames: f, state: states[k]! });
    }
    return expected;
  }
  // By stack. Few threads (a report's first error has some ten): each compared with those kept,
  // label and frame by frame (threads of one walk back share their frames, so most comparisons
  // end at once), no hash and no map (which cost as much as the walk back).
  if (states.length <= FEW) {
    for (let k = 0; k < states.length; k++) {
      const ch = states[k]!.ch;
      if (!ch) continue;
      const label = ch.label;
      const f = frames[k]!;
      let kept = false;
      for (let q = 0; q < expected.length && !kept; q++) kept = isSame(expected[q]!, label, f);
      if (!kept) expected.push({ label, frames: f, state: states[k]! });
    }
    return expected;
  }
  // Many: the stacks are told apart by a number (a hash of the stack and the label's), and
  // those of one number compared label and frame by frame: no key string per thread, which cost
  // the first error a fifth of its time.
  // (One expectation a hash, a list only where two share one.)
  const seen = new Map<number, NfaExpectation | NfaExpectation[]>();
  for (let k = 0; k < states.length; k++) {
    const ch = states[k]!.ch;
    if (!ch) continue;
    const label = ch.label;
    const f = frames[k]!;
    const key = (Math.imul(stackHash(f), 31) + labelId(label)) | 0;
    const same = seen.get(key);
    if (same !== undefined && (Array.isArray(same) ? same.some((x) => isSame(x, label, f)) : isSame(same, label, f))) continue;
    const e = { label, frames: f, state: states[k]! };
    if (same === undefined) seen.set(key, e);
    else if (Array.isArray(same)) same.push(e);
    else seen.set(key, [same, e]);
    expected.push(e);
  }
  return expected;
}

/** The most threads `expectationsOf` compares with each other instead of hashing their stacks. */
const FEW = 24;

function isSame(x: NfaExpectation, label: string, f: NfaExpectation['frames']): boolean {
  return x.label === label && sameStack(x.frames, f);
}

/** A number for each label. */
const labelIds = new Map<string, number>();
function labelId(label: string): number {
  let id = labelIds.get(label);
  if (id === undefined) labelIds.set(label, (id = labelIds.size + 1));
  return id;
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
