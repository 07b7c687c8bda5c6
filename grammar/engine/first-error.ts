/**
 * The first error of a rejected input read from the grammar's automaton instead of the traced parse
 * (DECISIONS 45): the Thompson NFA of the whole start symbol (`nfa.ts`, every rule expanded, read
 * through its lazy deterministic automaton), run once over the input. Where it stops is the end of
 * the longest viable prefix (the traced parse's furthest failure: test/grammar-oracle.test.ts holds
 * the two equal); the threads alive there are what was expected, each with its rule stack, recovered
 * by walking the automaton's steps back (`NFA.runStacks`), with where each rule was entered.
 *
 * The answer is a `TraceResult`, the traced parse's own shape, so that the report (its code,
 * culprit, message, grouping) is written from it unchanged. The traced parse is PEG (ordered
 * choice, greedy repetition, rewrites with lookahead), and it reports only the readings it tried.
 * Given PEG's reading of an expression (`reads`), the automaton reads each rule as PEG does where
 * an NFA can: a rule's rewrite (the alternatives in PEG's order, so the threads stand in the order
 * PEG tries them; RFC 2373's `IPv6address` without `hexseq`), its lookaheads of one character read
 * as bounds on the next character (RFC 3986 `host`'s `IPv4address !( unreserved / sub-delims /
 * "%" )`, RFC 1738 `schemepart`'s after `ip-schemepart`: `NfaOptions.nextCharacter`), and the
 * lookaheads of a rule whose rewrite is its language decided once an input where they can only be
 * read at its start (RFC 1738's scheme dispatch, `http:foo` no `otherurl`: `startGuards`). Where
 * an earlier alternative succeeds, PEG never tries a later one, whose terminals the automaton still
 * lists: those are left out (`triedByPeg`). An automaton that would reach a rewrite with a longer
 * lookahead it cannot decide declines (WHATWG's). So the caller uses this answer only for the start
 * symbols test/first-error.test.ts finds it equal on (the flag is the caller's: the engine knows
 * no grammar), and the traced parse for the rest, and for every input the automaton reads whole (a
 * range or semantic check, which runs after a parse and is no syntax failure: the reader says
 * `matched` there), and where the order of what was expected is not the automaton's to know
 * (`inLeafOrder`): the reader answers null there.
 *
 * Linear in the input: a table step per code unit forward and one back (the lazy automaton's
 * states are kept; past its bound, the NFA's simulation reads on, still linear). No recursion.
 */
import { framesOf, type TraceExpectation, type TraceFrame, type TraceResult } from './compile.js';
import { charsetOf, type Resolver } from './charset.js';
import { automatonBody, ref, type Expr, type RFC, type Rule } from './dsl.js';
import { BoundShapeError, NFA, NFALimitError } from './nfa.js';
import { quoteTerminal, rangeTerminal } from './print.js';
import { scanned } from './nfa/scan.js';
import type { NfaFrame, NfaResume, NfaWalk, State } from './nfa/types.js';

/** The label of the start rule's expectation of the end of the input, as the traced parse writes it. */
const END = 'end of input';

/**
 * A start symbol's first-error reader: the traced parse's result, from the automaton; one with
 * `matched` where the automaton reads the whole input (it knows no syntax failure there: the
 * caller parses it); or null where the automaton does not answer as the traced parse would (see
 * `firstErrorReader`), for the caller to run the traced parse.
 *
 * With `from` (null, or a point `resumePoint` gave of an earlier result of the same reader), the
 * result's point is kept, for `resumePoint` to give. With a point, the reading resumes there:
 * `input` must begin with the first `from.at` code units of the text that result was read from
 * (a text repaired after its error only: all-errors recovery, src/diagnostics/recover.ts), and
 * the answer is the reading of `input` from its start, for the cost of what follows `from.at`.
 * Where `readsOn` was asked of the point, the reading takes its walk (once), so `input` must go
 * on from `from.at` as the rest `readsOn` read, up to where it stopped.
 */
export type FirstErrorReader = (input: string, from?: FirstErrorPoint | null) => TraceResult | null;

/**
 * Where a first-error reading ended (its failure's offset, `at`), to resume from on a text that
 * begins as the one read did up to there: the automaton's state and the rule frames of its
 * threads (opaque but for `at`).
 *
 * @example
 * ```ts
 * import { lookup } from './dsl.js';
 * import { resolverOf } from './compile.js';
 * const read = firstErrorReader(lookup(3986, 'URI')!, resolverOf(null));
 * const t = read('http://a b c', null)!;
 * resumePoint(t)?.at; // 8
 * // The text with its error (the first " ") deleted, read on from there:
 * read('http://ab c', resumePoint(t))?.offset; // 9
 * ```
 */
export interface FirstErrorPoint {
  /** The offset the reading failed at: a text resumed from this point begins as the one read did, up to here. */
  readonly at: number;
  /**
   * Where the reading that failed here began: the point it resumed from, or 0 (from the text's
   * start; also where its automaton was not the point's). A point before `at` is found from here
   * on (`pointAt`).
   */
  readonly begin: number;
}

/**
 * A point's state: its automaton (of one decision of the start's lookaheads), and its run's point;
 * and where its reading began (`begin`: the point it resumed from, `prior`, or the start), with the
 * text it read, from which a point before it is found (`pointAt`).
 */
interface Point extends FirstErrorPoint {
  readonly nfa: NFA;
  readonly run: NfaResume;
  readonly text: string;
  readonly prior: NfaResume | null;
  /** The reading's walk from `begin` (`NfaRun.trail`), and its runs where kept (`NfaRun.runs`). */
  readonly trail: Uint16Array | undefined;
  readonly runs: Int32Array | undefined;
  /** The walk `readsOn` made from here, for the reading resumed here next to take (once). */
  scanned?: NfaWalk | null;
}

/** The points of the results read with `from` given. */
const points = new WeakMap<TraceResult, Point>();

/**
 * How far the automaton reads on from `from` (a point `resumePoint` gave), over `rest`: the text
 * from `from.at` on, alone (a text whose first `from.at` code units are those the point's reading
 * read). The offset in `rest` where it stops (where a reading resumed there finds its failure),
 * -1 where it reads all of `rest` and may end there, or -2 where the lazy automaton cannot tell
 * (its states full, or a surrogate read where the simulation reads instead). A walk that keeps no
 * trail, and reads no character before `from.at`: so it reads with the automaton of the point's
 * text, whose start's lookaheads (RFC 1738's scheme dispatch) a repair at or before the end of
 * the scheme may decide otherwise for the text: then its answer is the other automaton's. All-
 * errors recovery takes it as where to look for the next error (src/diagnostics/recover.ts): its
 * window reaches past that place and the reader, which decides the lookaheads on the text, reads
 * it; an answer of -1 is followed by the plain parse, which decides. `rest` may be given in
 * pieces, in order (a repaired text's: read up to where the walk stops, never joined). Where the
 * walk stops inside `rest`, it is kept with the point, and the next reading resumed from the point
 * takes it instead of walking again: that reading's text must go on from `from.at` as `rest`
 * does, up to there. (`size`: the length of `rest` where it is given in pieces, if known.) With
 * `limit`, no more than that many code units are read: -3 where the walk reads them all and
 * `rest` goes on (undecided).
 *
 * @example
 * ```ts
 * import { lookup } from './dsl.js';
 * import { resolverOf } from './compile.js';
 * const read = firstErrorReader(lookup(3986, 'URI')!, resolverOf(null));
 * const point = resumePoint(read('http://a b c', null)!)!;
 * readsOn(point, 'b c'); // 1 (the text 'http://ab c': its error at 8 + 1)
 * readsOn(point, 'b/c'); // -1
 * readsOn(point, ['b', ' c']); // 1
 * readsOn(point, 'bb c', undefined, 2); // -3
 * ```
 */
export function readsOn(from: FirstErrorPoint, rest: string | Iterable<string>, size?: number, limit?: number): number {
  const p = from as Point;
  const k = p.nfa.readsTo(typeof rest === 'string' ? [rest] : rest, p.run.state, true, typeof rest === 'string' ? rest.length : size, limit);
  // (The walk kept with the point, taken from the scan, which keeps none.)
  p.scanned = scanned();
  return k;
}

/**
 * The point to resume from on a text that is the same as `from`'s up to `at` only (a repair at
 * `at`): `from` itself where `at` is at or after it; before it, the point `at` code units into
 * the text `from`'s reading read, found by walking back from `at` to where the reading began
 * (the point it resumed from, or the start) over that reading's steps, for the rule frames there
 * (as the reading found `from`'s). All-errors recovery asks it where a repair comes before the failure
 * (a "%" escaped, where the character after it failed): the round reads on from the repair, not
 * from the text's start. Undefined where `at` is before where that reading began (the text is
 * read from its start), where that reading began at the start and walked too far to keep its
 * steps (`NfaRun.trail`: walking there again costs what reading from the start does), or where
 * the automaton cannot walk there. With `next`, the code unit the text resumed there has at `at`
 * (-1 where it ends there): only the frames of the threads that read it are found (a run resumed
 * there goes on from no other), and a reading resumes from the point only on a text that has it
 * there (on another, it reads from the start).
 *
 * @example
 * ```ts
 * import { lookup } from './dsl.js';
 * import { resolverOf } from './compile.js';
 * const read = firstErrorReader(lookup(3986, 'URI')!, resolverOf(null));
 * const t = read('http://a/b%zz', null)!; // fails at 11, the "z" after the "%"
 * const point = pointAt(resumePoint(t)!, 10)!; // before the "%"
 * read('http://a/b%25zz', point)?.matched; // true
 * // Made for a text with a "%" at 10 (0x25), the frames of the threads that read one only:
 * read('http://a/b%25z%', pointAt(resumePoint(t)!, 10, 0x25))?.offset; // 15
 * ```
 */
export function pointAt(from: FirstErrorPoint, at: number, next?: number): FirstErrorPoint | undefined {
  const p = from as Point;
  if (at >= p.at) return p;
  // (Where the reading began at the start and kept no trail, a long one, walking to `at` again
  // costs what reading from the start does.)
  if (at < p.begin || (p.begin === 0 && p.trail === undefined)) return undefined;
  const run = p.nfa.resumeAt(p.text, p.begin, p.prior, at, p.trail, p.runs, next);
  if (run === null) return undefined;
  const point: Point = { at, nfa: p.nfa, run, text: p.text, begin: p.begin, prior: p.prior, trail: p.trail, runs: p.runs };
  return point;
}

/** Whether a text has `unit` at `at` (-1: the text ends there). */
const resumable = (unit: number, input: string, at: number): boolean => (at < input.length ? input.charCodeAt(at) === unit : unit === -1);

/**
 * The point to resume from after `t`, a failure a first-error reader gave with `from` given (see
 * {@link FirstErrorReader}); undefined for any other result.
 *
 * @example
 * ```ts
 * import { lookup } from './dsl.js';
 * import { resolverOf } from './compile.js';
 * const read = firstErrorReader(lookup(3986, 'URI')!, resolverOf(null));
 * resumePoint(read('http://a b')!); // undefined (read without `from`)
 * resumePoint(read('http://a b', null)!)?.at; // 8
 * resumePoint(read('http://a b', null)!)?.begin; // 0
 * ```
 */
export function resumePoint(t: TraceResult): FirstErrorPoint | undefined {
  return points.get(t);
}

/**
 * The first-error reader of `start` (a rule as the profile resolves it) under `resolve` (the
 * profile's resolver, `CompiledGrammar.resolve`): its automaton is built on its first call (a few
 * thousand NFA states for a URL grammar), and its lazy states grow as inputs need them. The caller
 * keeps it (src/parse/first-error.ts keeps one per compiled start symbol). With `reads` (the
 * plain build's reading of an expression of a rule at a place: `readsExprTo`), it reads the
 * rules as PEG does where an automaton can (see the file comment: one automaton per decision of the
 * start's lookaheads, kept), leaves out what an alternative PEG never tries there expects
 * (`triedByPeg`), and declines (null) where nothing else is expected or a lookahead it cannot
 * decide would be read.
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
  // With PEG's reading (`reads`), the automaton reads each rule as PEG does where the NFA can: its
  // rewrite where its lookaheads are of one character (`pegOf`), and the lookaheads of a rule
  // whose rewrite is its language decided at the start of the input (RFC 1738's scheme dispatch:
  // `startGuards`), one automaton per combination of the decisions, kept. One that reaches a
  // lookahead it cannot decide declines (null).
  const guards = reads === undefined ? [] : startGuards(start, resolve);
  const nfas = new Map<number, NFA | null>();
  const early = new Map<Rule, boolean>();
  // (Made once per reader, not once per input.)
  const leaves = (r: Rule): boolean => leavesEarly(r, resolve, early);
  return (input, from) => {
    if (guards === null) return null;
    let mask = 0;
    let bit = 1;
    for (const g of guards) {
      for (const a of g.alternatives) {
        if (a.guard === null) continue;
        if (reads!(a.guard.x, g.rule, input, 0) >= 0 === (a.guard.k === 'and')) mask |= bit;
        bit *= 2;
      }
    }
    let nfa = nfas.get(mask);
    if (nfa === undefined) nfas.set(mask, (nfa = reads === undefined ? new NFA(ref(start.name, start.rfc), start.rfc, { resolve, expandNodes: true }) : pegAutomaton(start, resolve, decidedBodies(guards, mask))));
    if (nfa === null) return null;
    // Resumed where the point is this automaton's (the start's lookaheads decided as they were).
    const point = from ? (from as Point) : undefined;
    // (A point made for the unit its text has there, `pointAt`'s `next`, only for a text that has it.)
    const resume = point !== undefined && point.nfa === nfa && point.at <= input.length && (point.run.unit === undefined || resumable(point.run.unit, input, point.at)) ? point.run : undefined;
    // (The walk `readsOn` made from the point, taken once: the text goes on as it read.)
    const walked = resume !== undefined ? (point!.scanned ?? null) : null;
    if (walked !== null) point!.scanned = null;
    const run = from !== undefined ? nfa.runStacks(input, 0, resume ?? null, true, walked) : nfa.runStacks(input, 0);
    // The whole input read: no syntax failure the automaton can show (a check after the parse, or
    // a rejection PEG makes and the BNF does not): said as the traced parse says it read the whole
    // input, for the caller to parse it (and, should the parse fail, to trace it).
    if (run.acceptsAtEnd && run.viableEnd === input.length) return { start, offset: input.length, expected: [], matched: true };
    // Each terminal once per rule stack, in the automaton's priority order, then the end of the
    // input where a reading could end there (the traced parse records that last, for the start rule).
    // Threads of one rule stack share its chain of frames (the walk back makes each once): its
    // list is made once too, and shared (a trace's frames are read only).
    let expected: TraceExpectation[] = new Array<TraceExpectation>(run.expected.length);
    let chain: NfaFrame | null | undefined;
    let frames: readonly TraceFrame[] = [];
    for (let k = 0; k < run.expected.length; k++) {
      const e = run.expected[k]!;
      if (e.frames !== chain) frames = framesOf((chain = e.frames));
      expected[k] = { label: e.label, frames };
      owners[k] = e.state ?? null;
    }
    if (run.acceptsAtEnd) owners[expected.push({ label: END, frames: [{ rule: start, start: 0 }] }) - 1] = null;
    // Readings PEG never tries (a later alternative where an earlier one read) expect nothing;
    // where no expectation is left, the traced parse answers.
    if (reads !== undefined) {
      expected = triedByPeg(expected, input, resolve, reads);
      if (expected.length === 0) return null;
    }
    if (!inLeafOrder(expected, run.viableEnd, leaves)) return null;
    const result: TraceResult = { start, offset: run.viableEnd, expected, matched: false };
    if (from !== undefined && run.resume !== undefined) points.set(result, { at: run.viableEnd, nfa, run: run.resume, text: input, begin: resume?.at ?? 0, prior: resume ?? null, trail: run.trail, runs: run.runs });
    return result;
  };
}

/**
 * The expectations PEG tries: each with the readings it is in tried by PEG. An ordered choice
 * takes its first alternative that reads, and tries no later one there (RFC 3986 `host`: where
 * `IPv4address` reads "10.0.0.255", `reg-name` is never tried at that place, though the automaton
 * keeps its threads, and the traced parse reports none of them: `http://10.0.0.255>`). So, for
 * each frame entered as an alternative of its parent's choice at the parent's start (the parent's
 * body, as PEG reads it, an alternation, the frame's rule one of its references), and for a
 * terminal the innermost rule reads itself in a later alternative of its choice (RFC 1738
 * `schemepart`'s `*xchar`, tried only where `ip-schemepart` and its lookahead fail), the earlier
 * alternatives are read there with PEG (`reads`, the plain build's reading, once per alternative
 * and place); one that reads means the expectation is one PEG never reaches: it is left out.
 * `expected` itself, the expectations left out taken out of it in place (the list is the caller's).
 */
function triedByPeg(expected: TraceExpectation[], input: string, resolve: Resolver, reads: (e: Expr, owner: Rule, input: string, at: number) => number): TraceExpectation[] {
  // The alternatives read, and where: a few, in a list (a map of maps per report was most of what
  // this check allocated).
  nAsked = 0;
  askedMap = null;
  let kept = 0;
  for (let i = 0; i < expected.length; i++) {
    const e = expected[i]!;
    const f = e.frames;
    // What to check is a function of the frames and terminal, its thread's state's own: found once
    // per state (`pegChecksOf`), not asked of the memos for each frame of each report.
    const owner = owners[i];
    const checks = owner === null || owner === undefined ? pegChecksOf(f, e.label, resolve) : ((owner.note as PegChecks | undefined) ?? (owner.note = pegChecksOf(f, e.label, resolve)));
    let tried = true;
    for (let p = 0; p < checks.pairs.length && tried; p++) {
      const n = checks.pairs[p]!;
      const at = f[n]!.start;
      if (at !== f[n - 1]!.start) continue;
      const parent = f[n - 1]!.rule;
      const xs = checks.before[p]!;
      for (let q = 0; q < xs.length; q++) {
        const x = xs[q]!;
        if (wasAsked(x, at)) continue;
        if (reads(x, parent, input, at) >= 0) {
          tried = false;
          break;
        }
        asked(x, at);
      }
    }
    const inner = checks.inner < 0 ? undefined : f[checks.inner];
    if (tried && inner !== undefined) {
      const xs = checks.beforeLabel;
      for (let q = 0; q < xs.length; q++) {
        const x = xs[q]!;
        if (wasAsked(x, inner.start)) continue;
        if (reads(x, inner.rule, input, inner.start) >= 0) {
          tried = false;
          break;
        }
        asked(x, inner.start);
      }
    }
    // (`expected` is the caller's own list: the expectations kept are moved up in it, in place.)
    if (tried) expected[kept++] = e;
  }
  nAsked = 0;
  askedMap = null;
  expected.length = kept;
  return expected;
}

/**
 * What `triedByPeg` reads of an expectation of frames `f` and terminal `label`: the depths of the
 * frames with alternatives before them in their parent's choice (`earlierAlternatives`), those
 * alternatives, and the innermost frame of the stack's own (a token rule's terminals are named by
 * the token; -1: none) with the alternatives before the first of its choice that reads `label`.
 */
type PegChecks = { readonly pairs: readonly number[]; readonly before: ReadonlyArray<readonly Expr[]>; readonly inner: number; readonly beforeLabel: readonly Expr[] };
function pegChecksOf(f: readonly TraceFrame[], label: string, resolve: Resolver): PegChecks {
  const pairs: number[] = [];
  const before: Array<readonly Expr[]> = [];
  for (let n = 1; n < f.length; n++) {
    const xs = earlierAlternatives(f[n - 1]!.rule, f[n]!.rule, resolve);
    if (xs.length === 0) continue;
    pairs.push(n);
    before.push(xs);
  }
  let k = f.length - 1;
  while (k > 0 && f[k]!.rule.token === true) k--;
  return { pairs, before, inner: k, beforeLabel: k < 0 ? NONE : alternativesBeforeLabel(f[k]!.rule, label, resolve) };
}
/** The states of the expectations `triedByPeg` reads, index for index (null: the end of the input's). */
const owners: Array<State | null> = [];

/** By rule and terminal: the alternatives before the first that reads the terminal itself. */
const beforeLabel = new WeakMap<Rule, Map<string, readonly Expr[]>>();

/**
 * The alternatives PEG tries before the first of `rule`'s choice (its `peg` rewrite, else its
 * body) that reads a terminal named `label` itself (not inside a rule of its own, which would be
 * a frame of the stack); none where the choice's first does, or none does.
 */
function alternativesBeforeLabel(rule: Rule, label: string, resolve: Resolver): readonly Expr[] {
  return alternativesBefore(beforeLabel, rule, label, resolve, readsTerminal);
}

/** Whether `e`, in `owner`'s body, reads a terminal the automaton names `label` outside any rule of its own. */
function readsTerminal(e: Expr, owner: Rule, label: string, resolve: Resolver): boolean {
  switch (e.k) {
    case 'lit':
      for (let j = 0; j < e.s.length; j += e.s.codePointAt(j)! > 0xffff ? 2 : 1) if (quoteTerminal(e.s.slice(j)) === label) return true;
      return false;
    case 'range':
      return rangeTerminal(e.lo, e.hi) === label;
    case 'ref': {
      const r = resolve(owner.rfc, e);
      return (r.token === true || charsetOf(e, owner.rfc, resolve) !== null) && r.name === label;
    }
    case 'seq':
    case 'alt':
      return e.xs.some((x) => readsTerminal(x, owner, label, resolve));
    case 'group':
    case 'opt':
    case 'rep':
      return readsTerminal(e.x, owner, label, resolve);
    default:
      return false;
  }
}

/**
 * `triedByPeg`'s scratch: the alternatives read (none of which read), and where; past a few, by
 * alternative and place in a map (a long input's threads may have entered a rule at many places).
 */
const FEW = 16;
// (Kept from one call to the next, `nAsked` of them in use: emptying the lists by their length
// gave their storage back, and each report grew it again.)
const askedExprs = new Array<Expr | undefined>(FEW);
const askedAt = new Int32Array(FEW);
let nAsked = 0;
let askedMap: Map<Expr, Set<number>> | null = null;

function wasAsked(x: Expr, at: number): boolean {
  if (askedMap !== null) return askedMap.get(x)?.has(at) === true;
  for (let k = 0; k < nAsked; k++) if (askedExprs[k] === x && askedAt[k] === at) return true;
  return false;
}

function asked(x: Expr, at: number): void {
  if (askedMap === null && nAsked < FEW) {
    askedExprs[nAsked] = x;
    askedAt[nAsked++] = at;
    return;
  }
  if (askedMap === null) {
    askedMap = new Map();
    for (let k = 0; k < nAsked; k++) asked(askedExprs[k]!, askedAt[k]!);
  }
  let s = askedMap.get(x);
  if (s === undefined) askedMap.set(x, (s = new Set()));
  s.add(at);
}

/**
 * A rewrite's alternative read after its lookahead (`!x y`: `y`, or `y z` as a sequence), as the
 * NFA reads it once the lookahead is decided to hold; any other expression as it is.
 */
function unguarded(x: Expr): Expr {
  if (x.k !== 'seq' || x.xs.length < 2 || (x.xs[0]!.k !== 'not' && x.xs[0]!.k !== 'and')) return x;
  return x.xs.length === 2 ? x.xs[1]! : { k: 'seq', xs: x.xs.slice(1) };
}

/** The most lookaheads decided at the start (2 ** this automata at most; RFC 1738 has one). */
const MAX_GUARDS = 4;

/** A rule whose rewrite is its language, read at the start of the input only: its alternatives. */
interface StartGuard {
  readonly rule: Rule;
  /** The rewrite's alternatives: each its lookahead (null: none) and what it reads after it. */
  readonly alternatives: ReadonlyArray<{ readonly guard: (Expr & { readonly k: 'not' | 'and' }) | null; readonly then: Expr }>;
}

/**
 * The rules reachable from `start` whose rewrite is their language (`pegIsLanguage`: a lookahead
 * the BNF has no way to say, RFC 1738's scheme dispatch), each a choice whose alternatives may
 * begin with a lookahead; empty where there are none; null where one is not of that form or may be
 * entered anywhere but at the start of the input (after a character, or in a repetition's later
 * turn), where its lookaheads are not one decision an input, or where there are more than
 * `MAX_GUARDS` lookaheads (the reader then declines every input). Read as the automaton expands
 * the rules (`pegOf`, else `automatonBody`); a lookahead of more than one character elsewhere
 * makes it null too.
 */
function startGuards(start: Rule, resolve: Resolver): StartGuard[] | null {
  const out: StartGuard[] = [];
  const seen = new Map<Rule, boolean>();
  let ok = true;
  const visit = (e: Expr, owner: Rule, initial: boolean): void => {
    if (!ok) return;
    switch (e.k) {
      case 'ref': {
        const r = resolve(owner.rfc, e);
        const was = seen.get(r);
        if (was === false || was === initial) return;
        seen.set(r, initial);
        if (r.pegIsLanguage === true && r.peg !== undefined) {
          if (!initial || r.peg.k !== 'alt') {
            ok = false;
            return;
          }
          const alternatives = r.peg.xs.map((x) => {
            const then = unguarded(x);
            const head = x.k === 'seq' ? x.xs[0]! : x;
            return { guard: then !== x && (head.k === 'not' || head.k === 'and') ? head : null, then };
          });
          if (!out.some((g) => g.rule === r)) out.push({ rule: r, alternatives });
          for (const a of alternatives) visit(a.then, r, true);
          return;
        }
        visit(pegOf(r, resolve) ?? automatonBody(r), r, initial);
        return;
      }
      case 'seq':
        e.xs.forEach((x, i) => visit(x, owner, initial && i === 0));
        return;
      case 'alt':
        for (const x of e.xs) visit(x, owner, initial);
        return;
      case 'group':
      case 'opt':
        visit(e.x, owner, initial);
        return;
      case 'rep':
        visit(e.x, owner, initial && e.max <= 1);
        return;
      case 'not':
      case 'and':
        // (One character's: a bound on the next, which the automaton reads.)
        if (charsetOf(e.x, owner.rfc, resolve) === null) ok = false;
        return;
      default:
        return;
    }
  };
  visit(ref(start.name, start.rfc), start, true);
  // (A decision a lookahead, one automaton per combination: a few at most.)
  let n = 0;
  for (const g of out) for (const a of g.alternatives) if (a.guard !== null) n++;
  return ok && n <= MAX_GUARDS ? out : null;
}

/**
 * The bodies of the guarded rules with their lookaheads decided by `mask` (a bit per lookahead, in
 * `guards`' order: set where it holds): the alternatives whose lookahead holds, or that have none.
 */
function decidedBodies(guards: readonly StartGuard[], mask: number): (rule: Rule) => Expr | undefined {
  const bodies = new Map<Rule, Expr>();
  let bit = 1;
  for (const g of guards) {
    const xs: Expr[] = [];
    for (const a of g.alternatives) {
      if (a.guard === null) xs.push(a.then);
      else {
        if ((mask & bit) !== 0) xs.push(a.then);
        bit *= 2;
      }
    }
    bodies.set(g.rule, { k: 'alt', xs });
  }
  return (rule) => bodies.get(rule);
}

/**
 * Whether `e` (an expression of a rule of `rfc`) holds a lookahead of more than one character
 * (`!( "http" ":" )`), which the automaton cannot read as a bound on the next character.
 */
function longLookahead(e: Expr, rfc: RFC, resolve: Resolver): boolean {
  if (e.k === 'not' || e.k === 'and') return charsetOf(e.x, rfc, resolve) === null;
  if (e.k === 'seq' || e.k === 'alt') return e.xs.some((x) => longLookahead(x, rfc, resolve));
  if (e.k === 'group' || e.k === 'opt' || e.k === 'rep') return longLookahead(e.x, rfc, resolve);
  return false;
}

/** The rewrite of `r` the automaton reads (PEG's order; its lookaheads of one character bound the next), if it reads one. */
function pegOf(r: Rule, resolve: Resolver): Expr | undefined {
  return r.token !== true && r.peg !== undefined && !longLookahead(r.peg, r.rfc, resolve) ? r.peg : undefined;
}

/**
 * The automaton of `start` reading each rule as PEG reads it, where the NFA can: `decided`'s body
 * (a rule whose lookaheads are decided for the input), else a rule's rewrite where its lookaheads
 * are of one character (`pegOf`: same language, PEG's order of the alternatives, so the threads
 * stand in the order PEG tries them; the lookaheads bound the next character: RFC 3986 `host`,
 * RFC 1738 `schemepart`), else its automaton body (a token rule's: `automatonBody`). Null where
 * a rule reachable from the start has a rewrite with a longer lookahead not decided (WHATWG's):
 * the traced parse answers there.
 */
function pegAutomaton(start: Rule, resolve: Resolver, decided: (rule: Rule) => Expr | undefined): NFA | null {
  const bodyOf = (r: Rule): Expr | undefined => decided(r) ?? pegOf(r, resolve);
  const seen = new Set<Rule>();
  const reachable = (e: Expr, owner: Rule): boolean => {
    switch (e.k) {
      case 'ref': {
        const r = resolve(owner.rfc, e);
        if (seen.has(r)) return true;
        seen.add(r);
        if (r.token !== true && r.peg !== undefined && decided(r) === undefined && pegOf(r, resolve) === undefined) return false;
        return reachable(bodyOf(r) ?? automatonBody(r), r);
      }
      case 'seq':
      case 'alt':
        return e.xs.every((x) => reachable(x, owner));
      case 'group':
      case 'opt':
      case 'rep':
        return reachable(e.x, owner);
      default:
        return true;
    }
  };
  if (!reachable(ref(start.name, start.rfc), start)) return null;
  try {
    return new NFA(ref(start.name, start.rfc), start.rfc, { resolve, expandNodes: true, nextCharacter: true, bodyOf });
  } catch (e) {
    // Two one-character lookaheads that meet (no bound on the next character says both), or an
    // automaton past the builder's bounds: the reader declines, and the traced parse answers.
    if (e instanceof BoundShapeError || e instanceof NFALimitError) return null;
    throw e;
  }
}

/** By parent and child rule: the alternatives before `child` in `parent`'s choice. */
const alternativesBeforeChild = new WeakMap<Rule, Map<Rule, readonly Expr[]>>();
const NONE: readonly Expr[] = [];

/**
 * The alternatives PEG tries before `child` where `parent`'s body (as PEG reads it: its `peg`
 * rewrite, else its body) is a choice with a reference to `child`, or begins with one and refers
 * to `child` nowhere else (RFC 1808 `URL = ( absoluteURL | relativeURL ) [ "#" fragment ]`: a
 * frame of `child` that starts where `parent` does is one of that choice's); none where it is not
 * (the child is read later in a sequence, or is the first alternative).
 */
function earlierAlternatives(parent: Rule, child: Rule, resolve: Resolver): readonly Expr[] {
  return alternativesBefore(alternativesBeforeChild, parent, child, resolve, refersTo, leadingChoice);
}

/**
 * The choice a sequence `body` (of `parent`) begins with, where it holds the only reference to
 * `child`; else null. (A function of its own, not a closure made per call: `earlierAlternatives`
 * is asked for each frame of each expectation of a report, and the closures were a tenth of what
 * the first error allocated.)
 */
function leadingChoice(body: Expr, parent: Rule, child: Rule, resolve: Resolver): Expr | null {
  let e = body.k === 'seq' ? body.xs[0] : undefined;
  while (e?.k === 'group') e = e.x;
  return e?.k === 'alt' && references(body, parent, child, resolve) === 1 ? e : null;
}

/** How many references to `child` `e` (in `owner`'s body) holds, lookaheads included. */
function references(e: Expr, owner: Rule, child: Rule, resolve: Resolver): number {
  switch (e.k) {
    case 'ref':
      return resolve(owner.rfc, e) === child ? 1 : 0;
    case 'seq':
    case 'alt':
      return e.xs.reduce((n, x) => n + references(x, owner, child, resolve), 0);
    case 'rep':
    case 'opt':
    case 'group':
    case 'not':
    case 'and':
      return references(e.x, owner, child, resolve);
    default:
      return 0;
  }
}

/**
 * Whether alternative `x` of `parent`'s choice is a reference to `child` (after a lookahead, if
 * any; or an optional one, RFC 2396's `authority` rewrite `server !( … ) / [ reg_name ]`).
 */
function refersTo(x: Expr, parent: Rule, child: Rule, resolve: Resolver): boolean {
  let y = unguarded(x);
  while (y.k === 'opt' || y.k === 'group') y = y.x;
  return y.k === 'ref' && resolve(parent.rfc, y) === child;
}

/**
 * The alternatives of `rule`'s choice (its `peg` rewrite, else its body; or the choice `leading`
 * finds in a body that is none) before the first that `first` holds of with `key`; none where the
 * first alternative is that one, none holds, or there is no choice. Kept in `memo` by rule and key.
 */
function alternativesBefore<K>(
  memo: WeakMap<Rule, Map<K, readonly Expr[]>>,
  rule: Rule,
  key: K,
  resolve: Resolver,
  first: (x: Expr, rule: Rule, key: K, resolve: Resolver) => boolean,
  leading?: (body: Expr, rule: Rule, key: K, resolve: Resolver) => Expr | null,
): readonly Expr[] {
  let byKey = memo.get(rule);
  if (byKey === undefined) memo.set(rule, (byKey = new Map()));
  let v = byKey.get(key);
  if (v === undefined) {
    const body = rule.peg ?? rule.body;
    const choice = body.k === 'alt' ? body : (leading?.(body, rule, key, resolve) ?? null);
    const j = choice?.k === 'alt' ? choice.xs.findIndex((x) => first(x, rule, key, resolve)) : -1;
    v = j > 0 && choice?.k === 'alt' ? choice.xs.slice(0, j) : NONE;
    byKey.set(key, v);
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

