/**
 * Compiles rule bodies to Parsimmon parsers.
 *
 * WHAT OF PARSIMMON THIS ENGINE USES, AND WHAT IT DOES NOT (the one place this is stated; the
 * grammar README's "Parsimmon" section points here):
 *
 *   - Kept: Parsimmon's parser protocol. Every compiled parser, down to each sticky-regex leaf, is
 *     a genuine `P.Parser` made with `P(fn)`, where `fn(input, i)` returns a Parsimmon reply of
 *     the exact shape `P.makeSuccess`/`P.makeFailure` build (`P.SuccessReply`/`P.FailureReply`,
 *     typed, with no casts). So every rule is a Parsimmon parser with the whole public combinator
 *     API: `grammar.parser(name, { rfc })` (src/parse/parse.ts) hands one out, wrapped so that
 *     its value is the rule's AST node and its replies are fresh `P.makeSuccess`/`P.makeFailure`
 *     objects that user combinators may merge or mutate (`desc` and `lookahead` do).
 *   - Our own: sequence, ordered choice and repetition (`pseq`, `palt`, `prep` below), instead of
 *     Parsimmon's `seq`, `alt` and `times`/`many`. Parsimmon's merge the failure expectations of
 *     every step (a Set and a sort per merge: 24% of the parse time on the real-URL corpus, with
 *     --cpu-prof); ours do not, since the traced build records its own expectations, and the
 *     plain build shares one frozen failure reply and one frozen `expected` array. Measured on the
 *     real-URL corpus with `node --cpu-prof`: 15.3 -> 8 µs per URL for the combinators, -> about
 *     4 µs with the shared replies, about 3.7x in all (docs/performance.md, CHANGELOG). They keep
 *     Parsimmon's semantics: ordered choice, greedy repetition without backtracking into it.
 *     Likewise the leaves are our own sticky regular expressions: Parsimmon's `regexp` slices the
 *     rest of the input at every call (quadratic on long inputs); ours never slice.
 *   - Private: the engine's combinators call their sub-parsers through `run` (engine/combinators.ts), the one place that
 *     reads Parsimmon's private `._` field (the parse function `P(fn)` stored), to skip the public
 *     entry points (`parse` adds `eof` and builds a result object per call). Nothing else here,
 *     and nothing a user of `grammar.parser` writes, touches a private field.
 *
 * Two builds of each grammar:
 *   - plain: no bookkeeping at all. Every maximal sub-expression made only of terminals and
 *     character-class (`token`) rules becomes one sticky regular expression (a "leaf"); rules that
 *     build AST nodes become parsers over our sequence, choice and repetition.
 *   - traced: the same structure, but each node rule pushes a frame (rule, start) on a stack, and
 *     each leaf asks its NFA how far it could have read (its viable prefix) and what it would have
 *     accepted there, recording that with a snapshot of the stack when it is the furthest so far.
 * A parse runs the plain build; only when it fails is the traced build run, so the success path
 * pays nothing for the report.
 */
import P from 'parsimmon';
import { buildNode, type ASTNode } from './ast.js';
import { charsetOf, firstOf, hasSurrogateClass, isAstral, needsUnicode, predicate, regexClass, regexLiteral, unitPredicate, type Ranges, type Resolver } from './charset.js';
import { lookup, resolveRef, ruleOfKey, type Expr, type RFC, type Rule } from './dsl.js';
import { GrammarError } from '../../base/args.js';
import { NFA, releaseWalks, type KeptWalk, type NfaFrame } from './nfa.js';
import { maxLength } from './nfa/expect.js';
import { expectationHash, sameFrames } from './stack-hash.js';
import { fastParser, fastRuleParser, type FastParser } from './fast.js';
import { WORK } from './work.js';
import { EMPTY, FAIL, NO_EXPECTED, Children, ok, palt, prep, pseq, run, type Nodes, type Parser, type Reply } from './combinators.js';

/** A stack frame of the traced parse. */
export interface TraceFrame {
  readonly rule: Rule;
  readonly start: number;
}

/** One expectation at the furthest failure: a terminal, and the rule stack that wanted it. */
export interface TraceExpectation {
  /** The terminal, as the grammar names it (`"/"`, `alphadigit`, `end of input`). */
  readonly label: string;
  /** Frames from the start rule down to the rule that wanted the terminal. */
  readonly frames: readonly TraceFrame[];
}

/** What the traced parse found. */
export interface TraceResult {
  /** The start rule of the parse. */
  readonly start: Rule;
  /** The furthest offset any reading of the grammar reached. */
  readonly offset: number;
  readonly expected: readonly TraceExpectation[];
  /** Did the traced parse read the whole input (the input is in the language after all)? */
  readonly matched: boolean;
}

/**
 * The traced parse's rule stack, as a persistent linked list: a leaf that reaches the furthest
 * position keeps the top link (a snapshot in O(1)), and the frames are made only for the leaves
 * still at the furthest position at the end (`framesOf`). A long rejected input advances the
 * furthest position at nearly every character; a copy of the stack each time was most of its cost.
 */
interface StackLink {
  readonly rule: Rule;
  readonly start: number;
  readonly parent: StackLink | null;
}

/**
 * The frames of a stack snapshot (a traced parse's, or an NFA thread's: the same links), from the
 * start rule down: the links themselves (never changed), not a frame made per link (most of what a
 * report's expectations allocated), in a list of its length (pushes leave room for 16). @internal
 */
export function framesOf(link: StackLink | null): TraceFrame[] {
  let n = 0;
  for (let x = link; x; x = x.parent) n++;
  const out = new Array<TraceFrame>(n);
  for (let x = link; x; x = x.parent) out[--n] = x;
  return out;
}

interface TraceState {
  top: StackLink | null;
  furthest: number;
  expected: TraceExpectation[];
  /**
   * Leaves that reached the furthest position so far, asked what they wanted there at the end: the
   * first `pending` of each column (automaton, start, rule stack, the walk of its `viableEnd`).
   * Columns, not an object per leaf: on a long input the furthest position moves on with each leaf.
   */
  pending: number;
  readonly pendingAutomaton: NFA[];
  readonly pendingAt: number[];
  readonly pendingLink: Array<StackLink | null>;
  readonly pendingWalk: Array<KeptWalk | null>;
  /**
   * The positions each leaf (by its id) was already asked about. One set of small integers per
   * leaf: a single set keyed by `leaf * (input.length + 1) + position` held keys past the small-
   * integer range on long inputs, each a heap number (a third of a long rejected input's time went
   * to that set and its garbage, with --cpu-prof). A leaf asked at one position holds that
   * position, a number, until it is asked at another.
   */
  memo: Array<Set<number> | number | undefined>;
  /**
   * The same positions as a bitmap, for a leaf asked at many positions of a long input (see
   * `firstAsk`); a leaf has its set or its bitmap, told apart by which array holds it, not by an
   * `instanceof` test per call: that reads the global `Uint8Array`, and a global read costs about
   * 130 ns in a bare `node:vm` context (the bundle as warehouses run it), where it made the report
   * of a long rejected IPv6 literal 2.7x slower than in the module.
   */
  bits: Array<Uint8Array | undefined>;
}

let trace: TraceState | null = null;

/**
 * Whether `at` is at least the furthest position so far; a further one becomes the furthest, and
 * what was expected or pending at the one before is dropped.
 */
function reach(t: TraceState, at: number): boolean {
  if (at < t.furthest) return false;
  if (at > t.furthest) {
    t.furthest = at;
    if (t.expected.length !== 0) t.expected = [];
    // The dropped leaves' kept walks (their scratch) let go of. (A loop: `fill(null, 0, n)` was
    // a third of the traced parse of a long RFC 1738 host, which moves the furthest position on at
    // every label: Node 20's `fill` is a builtin's generic path, slow for a range of one or two.)
    if (t.pending !== 0) {
      const walks = t.pendingWalk;
      for (let k = 0; k < t.pending; k++) walks[k] = null;
      t.pending = 0;
    }
  }
  return true;
}

function record(offset: number, label: string, frames: readonly TraceFrame[]): void {
  const t = trace!;
  if (reach(t, offset)) t.expected.push({ label, frames });
}

/**
 * A leaf that can read up to `at`: when that is the furthest position so far, keep its rule stack
 * and ask its automaton (with rule frames) what it wanted there only at the end, if `at` is still
 * the furthest then.
 */
function pend(at: number, automaton: NFA, i: number, walk: KeptWalk | null): void {
  const t = trace!;
  if (!reach(t, at)) return;
  const n = t.pending++;
  t.pendingAutomaton[n] = automaton;
  t.pendingAt[n] = i;
  t.pendingLink[n] = t.top;
  t.pendingWalk[n] = walk;
}

/**
 * A leaf asked at more positions than this (of a long input) keeps them in a bitmap of the input's
 * length (a byte per 8 positions) rather than a set (an entry and its rehashing per position); a
 * leaf asked at a few positions keeps its small set, so an input rejected early allocates no
 * bitmap of its length.
 */
const MEMO_BITMAP = 256;

/**
 * Marks position `i` asked for leaf `id`; false when it already was. Reads no global per call (see
 * `TraceState.bits`): `Set` and `Uint8Array` are named only when a leaf's set or bitmap is made.
 */
function firstAsk(t: TraceState, id: number, input: string, i: number): boolean {
  const bits = t.bits[id];
  if (bits !== undefined) {
    const bit = 1 << (i & 7);
    if (bits[i >> 3]! & bit) return false;
    bits[i >> 3]! |= bit;
    return true;
  }
  let seen = t.memo[id];
  // The first position a leaf is asked about is kept as a number, a set made at the second: most
  // leaves of a short text are asked once (a set each was a fifth of what its trace allocated).
  if (seen === undefined) {
    t.memo[id] = i;
    return true;
  }
  if (typeof seen === 'number') {
    if (seen === i) return false;
    seen = t.memo[id] = new Set<number>([seen]);
  } else if (seen.size >= MEMO_BITMAP && input.length > 8 * MEMO_BITMAP) {
    const made = new Uint8Array((input.length >> 3) + 1);
    for (const p of seen) made[p >> 3]! |= 1 << (p & 7);
    t.bits[id] = made;
    t.memo[id] = undefined;
    return firstAsk(t, id, input, i);
  }
  if (seen.has(i)) return false;
  seen.add(i);
  return true;
}

function nfaFrames(f: NfaFrame | null): TraceFrame[] {
  const out: TraceFrame[] = [];
  for (let x = f; x; x = x.parent) out.push({ rule: x.rule, start: x.start });
  return out.reverse();
}

/** Iterations per chunk of a root repetition (see `Compiler.matcher`). */
const CHUNK = 4096;


/** A compiled grammar: one profile, one mode. */
class Compiler {
  private readonly rules = new Map<string, Parser>();
  private readonly regexMemo = new Map<Expr, string | null>();
  /**
   * The leaves made so far, each traced leaf's id: dense for one compiler (a traced parse reads the
   * leaves of one), so that a trace's `memo` and `bits` tables, indexed by id, are no longer than
   * its start symbol has leaves.
   */
  private leaves = 0;

  constructor(
    readonly resolve: Resolver,
    readonly traced: boolean,
    private readonly plain: Compiler | null,
  ) {}

  /** The parser of a rule (memoised; the grammars are not recursive). */
  rule(r: Rule): Parser {
    const have = this.rules.get(r.key);
    if (have) return have;
    let body: Parser | null = null;
    const getBody = () => (body ??= this.expr(r.peg ?? r.body, r.rfc, r));
    let p: Parser;
    if (r.token) {
      p = this.expr(r.peg ?? r.body, r.rfc, r);
    } else if (this.traced) {
      // The traced build only answers where the parse stopped and what it wanted there (`trace`
      // below): it builds no AST node (the plain build does), so a long rejected input allocates
      // no tree it would throw away.
      p = P((input, i) => {
        const t = trace!;
        const link = t.top;
        t.top = { rule: r, start: i, parent: link };
        const res = run(getBody(), input, i);
        t.top = link;
        if (!res.status) return res;
        return ok(res.index, EMPTY);
      });
    } else if (this.regex(r.peg ?? r.body, r.rfc) !== null) {
      // A node rule whose whole body is one regular expression (a path segment, a user, a port):
      // one sticky test and the node, with no inner parser call.
      const match = this.matcher(r.peg ?? r.body, r.rfc);
      p = P((input, i) => {
        const end = match(input, i);
        if (end < 0) return FAIL;
        return ok(end, [buildNode(r, input, i, end, EMPTY)]);
      });
    } else {
      p = P((input, i) => {
        const res = run(getBody(), input, i);
        if (!res.status) return res;
        return ok(res.index, [buildNode(r, input, i, res.index, res.value)]);
      });
    }
    this.rules.set(r.key, p);
    return p;
  }

  /** Regular-expression source for a terminal-only expression, or null. */
  regex(e: Expr, from: RFC): string | null {
    if (this.regexMemo.has(e)) return this.regexMemo.get(e)!;
    const v = this.computeRegex(e, from);
    this.regexMemo.set(e, v);
    return v;
  }

  /**
   * Code points beyond the BMP: a leaf with an astral class (`ucschar`, `iprivate`) is compiled
   * with the `u` flag, so that its classes read a surrogate pair as one character, as the NFA does
   * (`nfa.ts`); every other leaf keeps its code-unit regular expression, unchanged. A `u` leaf must
   * not hold a class of surrogate code units (it could not match half a pair, which the NFA's
   * code-unit edge would): `surrogateClass` records them to check that.
   */
  private readonly surrogateClass = new Set<string>();

  /** The set of characters `e` reads, where it reads one character (its regular expression is that set's class). */
  private charsetLeaf(e: Expr, from: RFC): Ranges | null {
    return e.k === 'lit' && [...e.s].length > 1 ? null : charsetOf(e, from, this.resolve);
  }

  private computeRegex(e: Expr, from: RFC): string | null {
    const set = this.charsetLeaf(e, from);
    if (set) {
      const cls = regexClass(set);
      if (!isAstral(set) && hasSurrogateClass(set)) this.surrogateClass.add(cls);
      return cls;
    }
    switch (e.k) {
      case 'lit':
        return regexLiteral(e.s, e.ci);
      case 'range':
        return regexClass([[e.lo, e.hi]]);
      case 'ref': {
        const r = this.resolve(from, e);
        if (!r.token) return null;
        const inner = this.regex(r.peg ?? r.body, r.rfc);
        return inner === null ? null : `(?:${inner})`;
      }
      case 'seq': {
        const parts = e.xs.map((x) => this.regex(x, from));
        return parts.every((x) => x !== null) ? parts.join('') : null;
      }
      case 'alt': {
        const parts: string[] = [];
        for (const x of e.xs) {
          const s = this.regex(x, from);
          if (s === null) return null;
          parts.push(s);
        }
        return `(?:${parts.join('|')})`;
      }
      case 'group':
        return this.regex(e.x, from);
      case 'opt': {
        const s = this.regex(e.x, from);
        return s === null ? null : `(?:${s})?`;
      }
      case 'rep': {
        const s = this.regex(e.x, from);
        if (s === null) return null;
        const q = e.max === Infinity ? (e.min === 0 ? '*' : e.min === 1 ? '+' : `{${e.min},}`) : `{${e.min},${e.max}}`;
        // A class repeated needs no group: V8 runs `[...]*` as a plain loop.
        return /^\[[^\]]*\]$/.test(s) ? `${s}${q}` : `(?:${s})${q}`;
      }
      case 'not':
      case 'and':
        return null;
    }
  }

  /** The parser of an expression inside `owner`. */
  expr(e: Expr, from: RFC, owner: Rule): Parser {
    const src = this.regex(e, from);
    if (src !== null) return this.leaf(e, from);
    switch (e.k) {
      case 'ref':
        return this.rule(this.resolve(from, e));
      case 'seq':
        return pseq(e.xs.map((x) => this.expr(x, from, owner)));
      case 'alt': {
        const ps = e.xs.map((x) => this.expr(x, from, owner));
        if (this.traced) return palt(ps);
        // The traced build tries every alternative: each records what it expected.
        const firsts = e.xs.map((x) => {
          const f = firstOf(x, from, this.resolve);
          // The test reads one UTF-16 unit: an astral FIRST set admits the high surrogates too.
          return f.set === null || f.nullable ? null : unitPredicate(f.set);
        });
        return palt(ps, firsts);
      }
      case 'group':
        return this.expr(e.x, from, owner);
      case 'opt':
        return prep(this.expr(e.x, from, owner), 0, 1);
      case 'rep':
        return prep(this.expr(e.x, from, owner), e.min, e.max);
      case 'not':
      case 'and': {
        // A negative lookahead runs the plain build: what it reads is not part of the parse, so it
        // records no expectations. A positive lookahead runs the traced build: it states what the
        // production needs next (RFC 2396 `hostname` repeats `domainlabel "."` only before a label,
        // `&alphanum`), and when it fails, that is what the report expects there. (Parsimmon's own
        // `lookahead` writes into the reply it gets back, which would break the shared failure reply.)
        const inner = (e.k === 'and' ? this : (this.plain ?? this)).expr(e.x, from, owner);
        const wantMatch = e.k === 'and';
        return P((input, i) => (run(inner, input, i).status === wantMatch ? ok(i, EMPTY) : FAIL));
      }
      case 'lit':
      case 'range':
        throw new Error('unreachable: terminals compile to leaves');
    }
  }

  /**
   * A function that matches a terminal-only expression at a position: its end, or -1.
   *
   * V8's regular-expression engine keeps a backtrack entry per iteration of a loop, and runs out of
   * stack somewhere between 7 and 10 million iterations (measured: `(?:[a-z]|%HH)*` over 10 MB of
   * "a"). An expression that is a repetition at its root (a path segment, a query, `*xchar`: where
   * long runs occur) is therefore matched in chunks of at most `CHUNK` iterations: with nothing
   * after the loop, the greedy match never backtracks across iterations, so the chunks end where
   * the single match would.
   */
  matcher(e: Expr, from: RFC): (input: string, i: number) => number {
    // One character of a set within the BMP: the code unit tested against the set (what its
    // regular expression, the set's class read by code unit, matches), without a regular
    // expression's call: the traced parse asks a leaf per character of a long input.
    const set = this.charsetLeaf(e, from);
    if (set !== null && !isAstral(set)) {
      const test = predicate(set);
      return (input, i) => {
        // Counted as the regular expression's: a step per call, and the unit matched.
        if (i < input.length && test(input.charCodeAt(i))) return (WORK.steps += 2), i + 1;
        return WORK.steps++, -1;
      };
    }
    const src = this.regex(e, from)!;
    if (!needsUnicode(src)) return this.unitMatcher(e, from, src, 'y');
    for (const cls of this.surrogateClass) {
      if (src.includes(cls)) throw new Error(`a regular expression mixes astral classes with surrogate code units: ${src}`);
    }
    const m = this.unitMatcher(e, from, src, 'yu');
    // A sticky `u` regular expression started inside a surrogate pair (`lastIndex` at its low
    // half) backs up to the pair's start in V8, and would report a match that begins before `i`.
    // The engine reads positions as UTF-16 indexes, and from `i` the low half is a lone surrogate:
    // match the rest of the input from its own start there (a rare path: only after a code-unit
    // leaf read a high surrogate, or a Parsimmon caller started at that index).
    return (input, i) => {
      if (i > 0 && i < input.length) {
        const c = input.charCodeAt(i);
        if (c >= 0xdc00 && c <= 0xdfff) {
          const p = input.charCodeAt(i - 1);
          if (p >= 0xd800 && p <= 0xdbff) {
            const end = m(input.slice(i), 0);
            return end < 0 ? -1 : end + i;
          }
        }
      }
      return m(input, i);
    };
  }

  private unitMatcher(e: Expr, from: RFC, src: string, flags: 'y' | 'yu'): (input: string, i: number) => number {
    if (e.k === 'rep' && e.max === Infinity) {
      const inner = this.regex(e.x, from)!;
      const first = new RegExp(`(?:${inner}){${e.min},${Math.max(e.min, CHUNK)}}`, flags);
      const more = new RegExp(`(?:${inner}){0,${CHUNK}}`, flags);
      const one = new RegExp(`(?:${inner})`, flags);
      return (input, i) => {
        first.lastIndex = i;
        // Counted (grammar/engine/work.ts): a step per call, and the code units matched.
        WORK.steps++;
        if (!first.test(input)) return -1;
        let start = i;
        let end = first.lastIndex;
        for (;;) {
          WORK.steps += end - start;
          // Fewer characters than CHUNK means fewer iterations: the loop ended by itself (UTF-16
          // units; an astral iteration reads two, so units still bound iterations from above).
          if (end - start < CHUNK) return end;
          // Otherwise the chunk may have stopped at its bound: go on while one more iteration reads.
          one.lastIndex = end;
          if (!one.test(input) || one.lastIndex === end) return end;
          more.lastIndex = end;
          more.test(input);
          start = end;
          end = more.lastIndex;
        }
      };
    }
    const re = new RegExp(src, flags);
    return (input, i) => {
      re.lastIndex = i;
      if (!re.test(input)) return (WORK.steps++, -1);
      const end = re.lastIndex;
      WORK.steps += 1 + end - i;
      return end;
    };
  }

  private leaf(e: Expr, from: RFC): Parser {
    const match = this.matcher(e, from);
    if (!this.traced) {
      return P((input, i) => {
        const end = match(input, i);
        return end >= 0 ? ok(end, EMPTY) : FAIL;
      });
    }
    const id = this.leaves++;
    let nfa: NFA | null = null;
    // The most UTF-16 units the leaf can read: from `i`, its automaton cannot get past
    // `i + longest`, so when that is short of the furthest position it cannot record anything
    // there and is not run (the answer it would give, exactly; most leaves of a long rejected
    // input are re-tried behind the furthest position).
    const longest = maxLength(e, from, this.resolve, 0);
    // A leaf of one BMP character: its automaton's walk reads that character and stops, so where
    // the leaf matched it reached `i + 1` wanting nothing more, and where it did not it stopped at
    // `i` wanting the set: told without the walk (so no walk is counted).
    const set = this.charsetLeaf(e, from);
    const one = set !== null && !isAstral(set);
    return P((input, i) => {
      const end = match(input, i);
      const matched = end >= 0;
      const t = trace!;
      if (one) {
        if (!matched && i >= t.furthest && firstAsk(t, id, input, i)) pend(i, (nfa ??= new NFA(e, from, { resolve: this.resolve })), i, null);
      } else if (i + longest >= t.furthest && firstAsk(t, id, input, i)) {
        const automaton = (nfa ??= new NFA(e, from, { resolve: this.resolve }));
        const at = automaton.viableEnd(input, i);
        // A leaf that wants nothing more where it stops (a literal read in full) leaves the
        // expectation at that position to whatever follows it.
        if (at >= t.furthest && automaton.wantsMore) pend(at, automaton, i, automaton.keepWalk());
      }
      return matched ? ok(end, EMPTY) : FAIL;
    });
  }
}

/**
 * The parsers of a grammar from one start symbol, or of one rule ({@link compiledGrammar}): the engine's
 * plain build and traced build, and the generated parser.
 */
export interface CompiledGrammar {
  /** The start rule. */
  readonly start: Rule;
  /**
   * The generated whole-input parser (grammar/engine/fast.ts), or null where none was generated:
   * a rule read through a profile, a rule made up at run time (another reading's alternative).
   */
  readonly fast: FastParser | null;
  /** Parses the whole input; `null` when it does not match. */
  parse(input: string): ASTNode | null;
  /**
   * Parses a prefix of `input[i..]` (not necessarily all of it): the start rule's node, with spans
   * into the whole `input`, or `null`. For `grammar.parser`, which Parsimmon calls at any index.
   */
  parseAt(input: string, i: number): ASTNode | null;
  /** Re-parses with tracing; call only when `parse` failed. */
  trace(input: string): TraceResult;
  /** The resolver the start rule is read with (its profile's substitutions), for its automaton (first-error.ts). */
  readonly resolve: Resolver;
}

const END = 'end of input';

/**
 * What the engine reads of a grammar's profile (grammar/profiles.ts declares the URL grammars'):
 * its name (the key of its compiled parsers and generated code), its default start symbol, and the
 * rules it reads as others (`from` key to `to` key). The engine takes a profile; it imports none.
 *
 * @example
 * ```ts
 * const p: GrammarProfile = { name: 'mine', start: { rfc: 3986, name: 'URI' }, substitute: new Map() };
 * ```
 */
export interface GrammarProfile {
  readonly name: string;
  readonly start: StartRef;
  readonly substitute: ReadonlyMap<string, string>;
}

function makeResolver(profile: GrammarProfile | null): Resolver {
  if (!profile) return (from, e) => resolveRef(from, e);
  const sub = profile.substitute;
  return (from, e) => {
    const r = resolveRef(from, e);
    const to = sub.get(r.key);
    if (!to) return r;
    // The substitute is named by its key (`'2732:host'`): the registry's own map, no parsing of the key.
    const target = ruleOfKey(to);
    if (!target) throw new Error(`unknown rule ${to}`);
    return target;
  };
}

function compileStart(start: Rule, resolve: Resolver, fast: FastParser | null): CompiledGrammar {
  const plain = new Compiler(resolve, false, null);
  const traced = new Compiler(resolve, true, plain);
  const plainP = plain.rule(start);
  const eofTraced: Parser = P((input, i) => {
    if (i < input.length) record(i, END, [{ rule: start, start: 0 }]);
    return i >= input.length ? ok(i, EMPTY) : P.makeFailure(i, END);
  });
  // A character-class start rule builds no node and pushes no frame of its own: give it one.
  const tracedStart: Parser = start.token
    ? P((input, i) => {
        const t = trace!;
        const link = t.top;
        t.top = { rule: start, start: i, parent: link };
        const r = run(traced.rule(start), input, i);
        t.top = link;
        return r;
      })
    : traced.rule(start);
  const tracedP: Parser = pseq([tracedStart, eofTraced]);
  return {
    start,
    fast,
    resolve,
    parse(input) {
      // The whole input must match: a reply that stops short is a failure.
      const r = run(plainP, input, 0);
      if (!r.status || r.index !== input.length) return null;
      const nodes = r.value;
      return nodes.length === 1 ? nodes[0]! : buildNode(start, input, 0, input.length, nodes);
    },
    parseAt(input, i) {
      const r = run(plainP, input, i);
      if (!r.status) return null;
      const nodes = r.value;
      return nodes.length === 1 ? nodes[0]! : buildNode(start, input, i, r.index, nodes);
    },
    trace(input) {
      // memo and bits are indexed by leaf id, sparsely: tables with no prototype, so that a hole
      // reads undefined whatever Array.prototype holds.
      trace = { top: null, furthest: -1, expected: [], pending: 0, pendingAutomaton: [], pendingAt: [], pendingLink: [], pendingWalk: [], memo: Object.setPrototypeOf([], null) as TraceState['memo'], bits: Object.setPrototypeOf([], null) as TraceState['bits'] };
      try {
        const matched = run(tracedP, input, 0).status;
        const t = trace;
        // The leaves that reached the furthest position say what they wanted there.
        const expected: TraceExpectation[] = [];
        for (let k = 0; k < t.pending; k++) {
          const r = t.pendingAutomaton[k]!.run(input, t.pendingAt[k]!, t.pendingWalk[k]);
          const frames = framesOf(t.pendingLink[k]!);
          for (const x of r.expected) expected.push({ label: x.label, frames: [...frames, ...nfaFrames(x.frames)] });
        }
        // Dedupe (a terminal wanted by the same rule stack twice), by a hash of the label and the
        // frames and a comparison where two hash equal: a key string a stack was most of what a
        // traced parse of a short text allocated.
        const all: TraceExpectation[] = [];
        const byHash = new Map<number, TraceExpectation[]>();
        const keep = (x: TraceExpectation): void => {
          const h = expectationHash(x.label, x.frames);
          const same = byHash.get(h);
          if (same === undefined) byHash.set(h, [x]);
          else if (same.some((y) => y.label === x.label && sameFrames(y.frames, x.frames))) return;
          else same.push(x);
          all.push(x);
        };
        for (const x of expected) keep(x);
        for (const x of t.expected) keep(x);
        return { start, offset: Math.max(t.furthest, 0), expected: all, matched };
      } finally {
        trace = null;
        releaseWalks();
      }
    },
  };
}

/** A start symbol of a profile, as `profiles[name].starts` lists it. */
export type StartRef = { readonly rfc: RFC; readonly name: string };

/**
 * The parsers of a grammar (a profile) from its default start symbol or from `start` (one of the
 * profile's start symbols, as the caller checked), with the profile's substitutions; or of a single
 * rule as the start symbol, read in `profile` (its substitutions apply) or with none. Compiled on
 * first use and kept: this is the one cache of parsers (`parseURL`, `parseRule`, `grammar.parser`,
 * the range checks' other readings and the resolvers all ask here, through the door's
 * `parserFor`, which names a profile by its grammar's name). `fast` is the generated parser of the
 * profile's start symbol, or of the rule read on its own.
 *
 * @example
 * ```ts
 * import { lookup, profiles } from '../all.js';
 * compiledGrammar(profiles.rfc3986).parse('http://a/b')?.type; // 'URI'
 * compiledGrammar(lookup(3986, 'scheme')!).fast?.('http')?.ast.type; // 'scheme'
 * ```
 */
export function compiledGrammar(profile: GrammarProfile, start?: StartRef): CompiledGrammar;
export function compiledGrammar(rule: Rule, profile?: GrammarProfile | null): CompiledGrammar;
export function compiledGrammar(target: GrammarProfile | Rule, second?: StartRef | GrammarProfile | null): CompiledGrammar {
  return 'substitute' in target ? forProfile(target, (second ?? undefined) as StartRef | undefined) : forRule(target, (second ?? null) as GrammarProfile | null);
}

/**
 * A profile's parsers, by the start objects `parseURL` passes (the profile's own: found by
 * identity, one lookup and no key string per call), with the profile they were asked for.
 */
const byStartObject = new WeakMap<object, { readonly name: string; readonly g: CompiledGrammar }>();
/** Every parser compiled, by `profile|start rule key` (a profile) or `[profile]|rule key` (a rule). */
const compiled = new Map<string, CompiledGrammar>();

function forProfile(profile: GrammarProfile, start?: StartRef): CompiledGrammar {
  const name = profile.name;
  const from = start ?? profile.start;
  const seen = byStartObject.get(from);
  if (seen !== undefined && seen.name === name) return seen.g;
  const key = `${name}|${from.rfc}:${from.name}`;
  let g = compiled.get(key);
  if (!g) {
    // An entry point that loads some grammars only (urlgrammar/rfc3986) has no rules for the others.
    if (!lookup(from.rfc, from.name)) throw new GrammarError(`grammar ${name} is not loaded by this entry point (the main entry, 'urlgrammar', loads every grammar)`);
    const resolve = makeResolver(profile);
    // The start rule itself is read through the profile too (RFC 1738 url as its amendment).
    const rule = resolve(from.rfc, { k: 'ref', name: from.name, rfc: from.rfc });
    g = compileStart(rule, resolve, fastParser(name, rule));
    compiled.set(key, g);
  }
  if (seen === undefined) byStartObject.set(from, { name, g });
  return g;
}

function forRule(rule: Rule, profile: GrammarProfile | null): CompiledGrammar {
  const key = `${profile?.name ?? ''}|${rule.key}`;
  let g = compiled.get(key);
  if (!g) {
    const resolve = makeResolver(profile);
    // A rule has a generated parser read on its own only (none for a rule made up at run time,
    // whose key names no generated one).
    g = compileStart(rule, resolve, profile === null ? fastRuleParser(rule) : null);
    compiled.set(key, g);
  }
  return g;
}

/**
 * The resolver of a profile (substitutions applied), for the NFA and the printers.
 *
 * @example
 * ```ts
 * import { ref } from './dsl.js';
 * resolverOf(null)(3986, ref('host')).key; // '3986:host'
 * ```
 */
export function resolverOf(profile: GrammarProfile | null): Resolver {
  return makeResolver(profile);
}

/**
 * The plain build's matcher of a terminal-only expression `e` in a profile (null: none): its end
 * at `i`, or -1. The generated fast path (grammar/codegen/fastpath.ts) matches the leaves whose
 * regular expression may backtrack (where PEG code would read differently) with this, the
 * engine's own matcher, through the door's `plainLeafMatcher`.
 */
export function leafMatcherOf(profile: GrammarProfile | null, e: Expr, from: RFC): (input: string, i: number) => number {
  return leafCompiler(profile).matcher(e, from);
}
const leafCompilers = new Map<string | null, Compiler>();

function leafCompiler(profile: GrammarProfile | null): Compiler {
  const name = profile?.name ?? null;
  let c = leafCompilers.get(name);
  if (!c) leafCompilers.set(name, (c = new Compiler(makeResolver(profile), false, null)));
  return c;
}

/**
 * How far the plain build reads expression `e` of rule `owner` (in a profile; null: none) from a
 * position (a terminal-only expression by its sticky regular expression, another by its parser,
 * building no node of `owner`), or -1 where it reads nothing: `readerOf` reads a rule's body so,
 * and the first error reads a choice's earlier alternatives so (grammar/engine/first-error.ts:
 * PEG tries no later one where one reads). Made once per expression and profile.
 * @internal
 */
export function exprReaderOf(profile: GrammarProfile | null, e: Expr, owner: Rule): (input: string, i: number) => number {
  const c = leafCompiler(profile);
  let byExpr = exprReaders.get(c);
  if (byExpr === undefined) exprReaders.set(c, (byExpr = new WeakMap()));
  let f = byExpr.get(e);
  if (f === undefined) {
    if (c.regex(e, owner.rfc) !== null) f = c.matcher(e, owner.rfc);
    else {
      const p = c.expr(e, owner.rfc, owner);
      f = (input, i) => {
        const r = run(p, input, i);
        return r.status ? r.index : -1;
      };
    }
    byExpr.set(e, f);
  }
  return f;
}
const exprReaders = new WeakMap<Compiler, WeakMap<Expr, (input: string, i: number) => number>>();

/**
 * How far the plain build reads `rule` (in a profile; null: none) from a position: the end of its
 * reading (ordered choice, greedy repetition: the reading `parse` and `parseAt` give), or -1 where
 * it reads nothing. A rule whose body is terminals and character classes only (a scheme, a port, a
 * token rule) is one sticky regular expression and builds no node; another runs the rule's parser.
 *
 * @example
 * ```ts
 * import { lookup } from '../all.js';
 * readerOf(null, lookup(3986, 'scheme')!)('1 svn+ssh://a', 2); // 9
 * readerOf(null, lookup(3986, 'scheme')!)('1 svn+ssh://a', 0); // -1
 * ```
 */
export function readerOf(profile: GrammarProfile | null, rule: Rule): (input: string, i: number) => number {
  return exprReaderOf(profile, rule.peg ?? rule.body, rule);
}
