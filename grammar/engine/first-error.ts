/**
 * The first error of a rejected input read from the grammar's automaton instead of the traced parse
 * (DECISIONS 45): the Thompson NFA of the whole start symbol (`nfa.ts`, every rule expanded, read
 * through its lazy deterministic automaton), run once over the input. Where it stops is the end of
 * the longest viable prefix (the traced parse's furthest failure: test/grammar-oracle.test.ts holds
 * the two equal); the threads alive there are what was expected, each with its rule stack, recovered
 * by walking the automaton's steps back (`NFA.runStacks`), with where each rule was entered.
 *
 * The answer is a `TraceResult`, the traced parse's own shape, so that the report (its code,
 * culprit, message, grouping) is written from it unchanged. It is the BNF's answer: the traced parse
 * is PEG (ordered choice, greedy repetition, rewrites with lookahead), and it reports only the
 * readings it tried. Where an earlier alternative succeeds, PEG never tries a later one, whose
 * terminals the automaton still lists; where a rule's rewrite names other rules (RFC 2373's
 * `IPv6address` without `hexseq`), the stacks differ; where a rewrite reorders the alternatives
 * (WHATWG's host), the order of the expected terminals does. So the caller uses this answer only for
 * the start symbols test/first-error.test.ts finds it equal on (the flag is the caller's: the
 * engine knows no grammar), and the traced parse for the rest, and for every input the automaton
 * reads whole (a rejection PEG makes that the BNF does not, RFC 1738's scheme dispatch; or a range
 * or semantic check, which runs after a parse and is no syntax failure: the reader says `matched`
 * there), and where the order of what was expected is not the automaton's to know (`inLeafOrder`):
 * the reader answers null there.
 *
 * Linear in the input: a table step per code unit forward and one back (the lazy automaton's
 * states are kept; past its bound, the NFA's simulation reads on, still linear). No recursion.
 */
import { framesOf, type TraceExpectation, type TraceFrame, type TraceResult } from './compile.js';
import { charsetOf, type Resolver } from './charset.js';
import { automatonBody, ref, type Expr, type Rule } from './dsl.js';
import { NFA } from './nfa.js';
import type { NfaFrame } from './nfa/types.js';

/** The label of the start rule's expectation of the end of the input, as the traced parse writes it. */
const END = 'end of input';

/**
 * A start symbol's first-error reader: the traced parse's result, from the automaton; one with
 * `matched` where the automaton reads the whole input (it knows no syntax failure there: the
 * caller parses it); or null where the automaton does not answer as the traced parse would (see
 * `firstErrorReader`), for the caller to run the traced parse.
 */
export type FirstErrorReader = (input: string) => TraceResult | null;

/**
 * The first-error reader of `start` (a rule as the profile resolves it) under `resolve` (the
 * profile's resolver, `CompiledGrammar.resolve`): its automaton is built on its first call (a few
 * thousand NFA states for a URL grammar), and its lazy states grow as inputs need them. The caller
 * keeps it (src/parse/first-error.ts keeps one per compiled start symbol). With `reads` (the
 * plain build's reading of an expression of a rule at a place: `readsExprTo`), it declines where
 * an expectation lies in an alternative PEG never tries there (`triedByPeg`).
 *
 * @example
 * ```ts
 * import { lookup } from './dsl.js';
 * import { resolverOf } from './compile.js';
 * const read = firstErrorReader(lookup(3986, 'URI')!, resolverOf(null));
 * read('http://a b')?.offset; // 8
 * ```
 */
export function firstErrorReader(start: Rule, resolve: Resolver, reads?: (e: Expr, owner: Rule, input: string, at: number) => number): FirstErrorReader {
  let nfa: NFA | null = null;
  const early = new Map<Rule, boolean>();
  return (input) => {
    nfa ??= new NFA(ref(start.name, start.rfc), start.rfc, { resolve, expandNodes: true });
    const run = nfa.runStacks(input, 0);
    // The whole input read: no syntax failure the automaton can show (a check after the parse, or
    // a rejection PEG makes and the BNF does not): said as the traced parse says it read the whole
    // input, for the caller to parse it (and, should the parse fail, to trace it).
    if (run.acceptsAtEnd && run.viableEnd === input.length) return { start, offset: input.length, expected: [], matched: true };
    // Each terminal once per rule stack, in the automaton's priority order, then the end of the
    // input where a reading could end there (the traced parse records that last, for the start rule).
    // Threads of one rule stack share its chain of frames (the walk back makes each once): its
    // list is made once too, and shared (a trace's frames are read only).
    const expected: TraceExpectation[] = new Array<TraceExpectation>(run.expected.length);
    let chain: NfaFrame | null | undefined;
    let frames: readonly TraceFrame[] = [];
    for (let k = 0; k < run.expected.length; k++) {
      const e = run.expected[k]!;
      if (e.frames !== chain) frames = framesOf((chain = e.frames));
      expected[k] = { label: e.label, frames };
    }
    if (run.acceptsAtEnd) expected.push({ label: END, frames: [{ rule: start, start: 0 }] });
    // A reading PEG never tries (a later alternative where an earlier one read): the traced parse answers.
    if (reads !== undefined && !triedByPeg(expected, input, resolve, reads)) return null;
    return inLeafOrder(expected, run.viableEnd, (r) => leavesEarly(r, resolve, early)) ? { start, offset: run.viableEnd, expected, matched: false } : null;
  };
}

/**
 * Whether PEG tries every reading the expectations are in. An ordered choice takes its first
 * alternative that reads, and tries no later one there (RFC 3986 `host`: where `IPv4address`
 * reads "10.0.0.255", `reg-name` is never tried at that place, though the automaton keeps its
 * threads, and the traced parse reports none of them: `http://10.0.0.255>`). So, for each frame
 * entered as an alternative of its parent's choice at the parent's start (the parent's body, as
 * PEG reads it, an alternation, the frame's rule one of its references), the earlier alternatives
 * are read there with PEG (`reads`, the plain build's reading, once per alternative and place);
 * one that reads means this reading is never tried, and the traced parse answers.
 */
function triedByPeg(expected: readonly TraceExpectation[], input: string, resolve: Resolver, reads: (e: Expr, owner: Rule, input: string, at: number) => number): boolean {
  // The alternatives read, and where: a few, in a list (a map of maps per report was most of what
  // this check allocated).
  askedExprs.length = 0;
  askedAt.length = 0;
  askedMap = null;
  for (const e of expected) {
    const f = e.frames;
    for (let n = 1; n < f.length; n++) {
      const at = f[n]!.start;
      if (at !== f[n - 1]!.start) continue;
      const parent = f[n - 1]!.rule;
      for (const x of earlierAlternatives(parent, f[n]!.rule, resolve)) {
        if (wasAsked(x, at)) continue;
        // (A reading that reads ends the check: only those that do not are kept.)
        if (reads(x, parent, input, at) >= 0) return false;
        asked(x, at);
      }
    }
  }
  askedExprs.length = 0;
  askedMap = null;
  return true;
}

/**
 * `triedByPeg`'s scratch: the alternatives read (none of which read), and where; past a few, by
 * alternative and place in a map (a long input's threads may have entered a rule at many places).
 */
const askedExprs: Expr[] = [];
const askedAt: number[] = [];
let askedMap: Map<Expr, Set<number>> | null = null;
const FEW = 16;

function wasAsked(x: Expr, at: number): boolean {
  if (askedMap !== null) return askedMap.get(x)?.has(at) === true;
  for (let k = 0; k < askedExprs.length; k++) if (askedExprs[k] === x && askedAt[k] === at) return true;
  return false;
}

function asked(x: Expr, at: number): void {
  if (askedMap === null && askedExprs.length < FEW) {
    askedExprs.push(x);
    askedAt.push(at);
    return;
  }
  if (askedMap === null) {
    askedMap = new Map();
    for (let k = 0; k < askedExprs.length; k++) asked(askedExprs[k]!, askedAt[k]!);
  }
  let s = askedMap.get(x);
  if (s === undefined) askedMap.set(x, (s = new Set()));
  s.add(at);
}

/** By parent and child rule: the alternatives before `child` in `parent`'s choice. */
const alternativesBefore = new WeakMap<Rule, Map<Rule, readonly Expr[]>>();
const NONE: readonly Expr[] = [];

/**
 * The alternatives PEG tries before `child` where `parent`'s body (as PEG reads it: its `peg`
 * rewrite, else its body) is a choice with a reference to `child`; none where it is not (the
 * child is read in a sequence, or is the first alternative).
 */
function earlierAlternatives(parent: Rule, child: Rule, resolve: Resolver): readonly Expr[] {
  let byChild = alternativesBefore.get(parent);
  if (byChild === undefined) alternativesBefore.set(parent, (byChild = new Map()));
  let v = byChild.get(child);
  if (v === undefined) {
    const body = parent.peg ?? parent.body;
    const j = body.k === 'alt' ? body.xs.findIndex((x) => x.k === 'ref' && resolve(parent.rfc, x) === child) : -1;
    v = j > 0 && body.k === 'alt' ? body.xs.slice(0, j) : NONE;
    byChild.set(child, v);
  }
  return v;
}

/**
 * Whether the automaton may read a way out of token rule `rule` before a way on inside it: where
 * its expansion (`automatonBody`) has a choice between alternatives not all of one character, an
 * earlier, shorter alternative's thread may be ahead of a longer one's (RFC 3986 `dec-octet` as the
 * RFC orders it, DIGIT before %x31-39 DIGIT). Alternatives of fixed lengths, longest first, are
 * not (`dec-octet` in PEG's order, which the automaton reads since its `peg` only reorders them).
 * A repetition or an option is read staying in first (`h16`, `pct-encoded`). Memoised in `memo`.
 */
function leavesEarly(rule: Rule, resolve: Resolver, memo: Map<Rule, boolean>): boolean {
  let v = memo.get(rule);
  if (v === undefined) {
    memo.set(rule, false);
    v = choosesLength(automatonBody(rule), rule, resolve, memo);
    memo.set(rule, v);
  }
  return v;
}

function choosesLength(e: Expr, owner: Rule, resolve: Resolver, memo: Map<Rule, boolean>): boolean {
  if (charsetOf(e, owner.rfc, resolve) !== null) return false;
  switch (e.k) {
    case 'ref':
      return leavesEarly(resolve(owner.rfc, e), resolve, memo);
    case 'alt': {
      // Alternatives of fixed lengths, longest first (`dec-octet` as the automaton reads it, in
      // PEG's order: `automatonBody`): a thread still inside at a position read more than one that
      // left, so its alternative is the longer, and it stands ahead.
      let last = Infinity;
      let sorted = true;
      for (const x of e.xs) {
        const n = fixedLength(x, owner, resolve);
        if (n === null || n > last) sorted = false;
        else last = n;
      }
      return !sorted && e.xs.some((x) => charsetOf(x, owner.rfc, resolve) === null || choosesLength(x, owner, resolve, memo));
    }
    case 'seq':
      return e.xs.some((x) => choosesLength(x, owner, resolve, memo));
    case 'lit':
    case 'range':
      return false;
    default:
      // A repetition, an option, parentheses, a lookahead: what it holds.
      return choosesLength(e.x, owner, resolve, memo);
  }
}

/** The length of every string `e` reads (code points), or null where they differ or it reads none. */
function fixedLength(e: Expr, owner: Rule, resolve: Resolver): number | null {
  if (charsetOf(e, owner.rfc, resolve) !== null) return 1;
  switch (e.k) {
    case 'lit':
      return [...e.s].length;
    case 'group':
      return fixedLength(e.x, owner, resolve);
    case 'seq': {
      let n = 0;
      for (const x of e.xs) {
        const m = fixedLength(x, owner, resolve);
        if (m === null) return null;
        n += m;
      }
      return n;
    }
    case 'rep': {
      if (e.min !== e.max) return null;
      const m = fixedLength(e.x, owner, resolve);
      return m === null ? null : m * e.min;
    }
    default:
      return null;
  }
}

/**
 * Whether the automaton's order of the expectations is surely the traced parse's. The traced parse
 * reads a character-class rule (a token rule: `dec-octet`, `h16`, `pct-encoded`) as part of one
 * leaf, which records everything it wanted where it stopped before the parse goes on after it;
 * the automaton orders its threads by the alternatives as it reads them (`automatonBody`), so a
 * reading that left such a rule early and went on (with `dec-octet` in the RFC's order, the octet
 * "25" then "]") may come before one still inside it (the "25" wanting %x30-35), where the traced
 * parse records the inner one first. So: false where some
 * expectation is inside a token rule entered before `offset` and another is not inside it (that
 * rule entered there, on whatever path: after "%" in an authority, `userinfo`'s and `reg-name`'s
 * readings are both inside `pct-encoded`, and the order of the two paths is the BNF's). Only a
 * token rule that may be read out of early (`early`: `leavesEarly`) is asked about: in the others
 * (`dec-octet` longest first, as PEG tries it, among them), the threads still inside come first in
 * the automaton too.
 */
function inLeafOrder(expected: readonly TraceExpectation[], offset: number, early: (r: Rule) => boolean): boolean {
  for (const e of expected) {
    for (const inner of e.frames) {
      if (!inner.rule.token || inner.start >= offset || !early(inner.rule)) continue;
      for (const o of expected) if (!hasFrame(o.frames, inner)) return false;
    }
  }
  return true;
}

/** Whether `frames` has a frame of `inner`'s rule starting where it does. */
function hasFrame(frames: readonly TraceFrame[], inner: TraceFrame): boolean {
  for (let k = 0; k < frames.length; k++) if (frames[k]!.rule === inner.rule && frames[k]!.start === inner.start) return true;
  return false;
}

