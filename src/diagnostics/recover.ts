/**
 * Every error at once (`parseURL(input, { allErrors: true })`): panic-mode recovery over the same
 * grammar. After each error the offending character is skipped (deleted), or, for the errors whose
 * repair is not a deletion (quotation marks around the URL, a missing ":" or "//", an "@" to
 * escape, an unclosed "["), the error's own first fix-it is applied; then the repaired text is
 * parsed again from the start, so the next error is found by the same grammar in the same way.
 * When the repaired text parses, its range and semantic problems are added. Every report is
 * given in the original input's coordinates.
 *
 * Bounds. A repair never deletes or replaces a character an earlier repair inserted (the "]" that
 * closes a "[" is not deleted by the next round, which would bring the first error back), at most
 * `MAX_INSERTIONS` repairs in a row only insert, and no text is parsed twice (a deletion, then an
 * insertion that puts the character back, would make one again): each round consumes input or
 * ends, and recovery stops where the next error lies in what it inserted. At most
 * `2 × maxErrors + 4` rounds, each one parse and one first-error read of the repaired text (the
 * plain report's: the automaton's under RFC 3986 and 3987, the traced parse's elsewhere), the
 * classification of its failure, and the edits of one repair: time O(maxErrors × n).
 *
 * What a round reads. The repaired text is not built as a string unless a report asks for all of
 * it: the first error is read in a window, a prefix of the text that reaches `WINDOW_MARGIN` past
 * its failure (`windowed`), which is the parse of the whole text (a parse that failed there read
 * no further; where the first window does not decide, the text is built, and the automaton's
 * reading, which reads up to the next error, finds it; where the automaton does not answer or
 * reads it whole, the plain parse says whether an error follows, and the traced parse finds it).
 * Under the grammars whose first errors the automaton reads (src/parse/first-error.ts), a round
 * whose repair is after the last failure resumes the automaton's reading there, from its state
 * and the rule frames of its threads (`resumePoint`): the text is the same up to there, so the
 * round reads what follows the last error only, not the text from its start, and learns where the
 * next error lies from that rest alone (`scan`), before it builds a window reaching past it (100
 * errors 10,000 code units apart in a megabyte: 4.0 million steps and 0.2 s, where reading each
 * round from the start counted 400 million, 1.8 s). A round whose repair is before the last
 * failure (a "%" escaped where the character after it failed) resumes at the repair, where it is
 * after the place the last reading began: a point found by walking back over that reading's steps
 * from the repair (`pointAt`). The first round resumes from the plain report's own reading, whose
 * point `parseURL` keeps with `allErrors` (`at`), looking no further ahead than `FIRST_LOOK` past
 * what the repair wrote before it parses the text; a repair at the text's start reads it from
 * there, the plain parse first (a point there says nothing). The walk that finds where the next
 * error lies is the one the round's reading takes (`readsOn` keeps it), and the walks back pass
 * over a run of one step at once: a resumed round reads about its window once. The classifier
 * reads near the failure from the window and elsewhere through the pieces (`Chars`: the paste
 * view at both ends, a run of separators or white space skipped through the input once per
 * recovery); the record is derived from the round before's (`deriveComponents`,
 * which reads a prefix of the text where the repair changed how Appendix B splits it). A round
 * then costs about its window, where the plain report of a long text may read all of it: the
 * reports are the same (test/recover-window.test.ts holds them to rounds that read the whole
 * text).
 *
 * Memory. The repaired text is a piece table over the input (`Repaired`), and each repair a step
 * of a shared linked chain (`Step`): an error keeps its report in the input's coordinates, the
 * fields of its report on the repaired text that its fixes are read from, and its step; never a
 * repaired text, nor a copy of the chain. Its fixes, when first read, rebuild that step's text
 * (replaying the chain from the last text rebuilt, so that reading every error's fixes in order
 * replays each repair once).
 */
import { pointAt, resumePoint, WORK, type ASTNode, type FirstErrorPoint, type TraceResult } from '../../grammar/index.js';
import { applyEdits, checkedFixes, fixOf, lazyFixes, losslessLevel, type FixEdit, type FixSubject, type Reparse, type ReportFix } from './fixes.js';
import { candidates, repairsByFix } from './actions.js';
import { runEdits, spanEdits } from './text.js';
import { finish, rememberingPositions, type RoundReport } from './report.js';
import type { ReportFrame, URLErrorReport } from './types.js';
import { WINDOW_MARGIN, wholeText, type FailureText } from './classify.js';
import { deriveComponents, readComponents, remember, rememberingRecords, type URLComponents } from '../record/index.js';

/** What recovery needs of the parser: a parse, its traced parse and the report of one, and the range checks. */
export interface Recovery {
  /** The plain parse: the AST, or null. */
  parse(input: string): ASTNode | null;
  /** The traced parse (the plain report's first error: the automaton's where it answers, else the traced parse's). */
  trace(input: string): TraceResult;
  /**
   * The automaton's reading of the first error alone, where the grammar has one: its failure; a
   * result with `matched` where it reads the whole input (no syntax failure it can show); null
   * where it does not answer. A round asks it of its window first (see `windowed`), then of the
   * whole text. Given `from` (grammar/engine/first-error.ts `FirstErrorReader`): the failure's
   * point is kept (`resumePoint`), and with a point, the reading resumes there (the text is the
   * last round's up to it: its repair is after it).
   */
  read?(input: string, from?: FirstErrorPoint | null): TraceResult | null;
  /**
   * How far the automaton reads on from `from` over `rest`, the text from `from.at` on: the offset
   * in `rest` where a reading resumed there fails, -1 where it reads all of it, -2 where it cannot
   * tell (grammar/engine/first-error.ts `readsOn`). A round asks it where the next error lies
   * before it reads that error in a window reaching past it: the text's pieces (`Repaired.pieces`),
   * read up to where the walk stops, not the text built as one string (a megabyte copied a round).
   * A hint: the window's reading, or the plain parse, decides. With `limit`, -3 where it reads
   * that many code units and the text goes on (undecided).
   */
  scan?(from: FirstErrorPoint, rest: Iterable<string>, size?: number, limit?: number): number;
  /** The report (no fixes) of a failed traced parse of `text` (of its window, when that is not the whole text). */
  report(text: FailureText, t: TraceResult): RoundReport;
  /** Every range and semantic problem of an accepted AST, in input order. */
  problems(input: string, ast: ASTNode): URLErrorReport[];
  /** The re-parse the fix-its are checked with. */
  reparse: Reparse;
}

/**
 * The pieces the texts of one recovery share: the first pieces of a text, which the texts repaired
 * from it after them keep (recovery repairs in input order: a round's edits lie after the pieces
 * the rounds before it made). Appended to, never changed: a text reads its first `shared` pieces
 * here, whoever appended after them. With the text of its first `joinedN` pieces joined, as one
 * string (`joined`, made when a window of many pieces is read, and extended).
 */
interface PieceStore {
  readonly from: number[];
  readonly to: number[];
  readonly txt: number[];
  readonly ends: number[];
  joined: string;
  joinedN: number;
}

const newStore = (): PieceStore => ({ from: [], to: [], txt: [], ends: [], joined: '', joinedN: 0 });

/**
 * A repaired text as pieces of the input and the strings repairs inserted (a piece table), read
 * for where each of its characters came from in the input: an offset inside an inserted string
 * maps to where it was inserted, an offset after it is shifted back (what `mapBack` gives, repair
 * by repair, through the repairs that made the text), in one binary search. The pieces are arrays
 * of small integers, not typed arrays: a typed array of more than 64 bytes has its memory outside
 * V8's heap, whose allocation cost 1.3-2.6 µs each on this machine (against some 50 ns for an array
 * of that length), four per repair, a fifth of an `allErrors` run of 100 errors on a short input.
 *
 * A text's pieces before its repair's first edit are its parent text's: they are kept in a store
 * the texts share (`PieceStore`, appended to, never changed), and a text holds the rest, after them,
 * in arrays of its own (its `tail`: the pieces its repair made, and the input's rest). So a
 * repair costs its own few pieces, not the pieces every round before it made (each round copied
 * them: 100 errors, some 5,000 pieces copied and a third of what the run allocated). A window of
 * the text read from its start (`slice`) reads the store's pieces joined, kept as one string and
 * extended, not one slice a piece. A text of more than `Repaired.REBASE` pieces (a repair that
 * escaped a million "@" leaves a million) is built once and becomes the one piece of the next
 * texts, which map back through it (`parent`): a repair after it copies its own few pieces, not
 * the million.
 * @internal
 */
export class Repaired {
  private constructor(
    readonly input: string,
    /** The strings repairs inserted, shared by the texts of one recovery (appended to, never changed). */
    private readonly texts: string[],
    /** The shared pieces, of which this text's first `shared` are its first pieces. */
    private readonly store: PieceStore,
    private readonly shared: number,
    /** The number of pieces. */
    private readonly n: number,
    // Its pieces after the shared ones (piece `shared + i` at `i`):
    /** An input piece's start in the input; an inserted piece's place in the input (where it was inserted). */
    private readonly from: readonly number[],
    /** An input piece's end in the input (an inserted piece's place again). */
    private readonly to: readonly number[],
    /** An inserted piece's string in `texts`; -1 for an input piece. */
    private readonly txt: readonly number[],
    /** Where each piece ends in the text. */
    private readonly ends: readonly number[],
    /** The text `input` is, where it is a repaired text built (its offsets are mapped back through it); null where `input` is the input. */
    private readonly parent: Repaired | null = null,
  ) {}

  /** How many pieces a text may have before it is built, and its next texts are pieces of it. */
  static REBASE = 4096;

  /** The input itself, no repair made. */
  static of(input: string, parent: Repaired | null = null): Repaired {
    const one = (v: number) => [v];
    return input.length ? new Repaired(input, [], newStore(), 0, 1, one(0), one(input.length), one(-1), one(input.length), parent) : new Repaired(input, [], newStore(), 0, 0, one(0), one(0), one(-1), one(0), parent);
  }

  get length(): number {
    return this.n ? this.endOf(this.n - 1) : 0;
  }

  // Piece `i`'s fields: the store's, or this text's own.
  private endOf(i: number): number {
    return i < this.shared ? this.store.ends[i]! : this.ends[i - this.shared]!;
  }
  private fromOf(i: number): number {
    return i < this.shared ? this.store.from[i]! : this.from[i - this.shared]!;
  }
  private toOf(i: number): number {
    return i < this.shared ? this.store.to[i]! : this.to[i - this.shared]!;
  }
  private txtOf(i: number): number {
    return i < this.shared ? this.store.txt[i]! : this.txt[i - this.shared]!;
  }

  /** The first piece that ends after offset `t` of the text (the number of pieces at and after the end). */
  private find(t: number): number {
    // In the shared pieces, or after them.
    const s = this.shared;
    const inShared = s > 0 && this.store.ends[s - 1]! > t;
    const ends = inShared ? this.store.ends : this.ends;
    let lo = 0;
    let hi = inShared ? s : this.n - s;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ends[mid]! > t) hi = mid;
      else lo = mid + 1;
    }
    return inShared ? lo : s + lo;
  }

  private startOf(i: number): number {
    return i === 0 ? 0 : this.endOf(i - 1);
  }

  /** Offset `t` of the text, in the input's coordinates. */
  back(t: number): number {
    const r = this.backIn(this.find(t), t);
    return this.parent ? this.parent.back(r) : r;
  }

  /** Offset `t` in `input` (the parent's text, where there is one), where piece `i` is the first that ends after `t` (`find(t)`). */
  private backIn(i: number, t: number): number {
    if (i === this.n) return this.input.length;
    return this.txtOf(i) < 0 ? this.fromOf(i) + (t - this.startOf(i)) : this.fromOf(i);
  }

  /**
   * The end of a range of the text that ends at `t`, in the input's coordinates: just after the
   * input character at `t - 1` (where that character was inserted, for an inserted one). Not
   * `back(t)`, which is the next character's place: a range that ends where a repair deleted
   * characters would take them in, and a fix replacing it would delete them from the input.
   */
  backEnd(t: number): number {
    if (t <= 0) return 0;
    const i = this.find(t - 1);
    const p = this.parent;
    if (i === this.n) return p ? p.backEnd(this.input.length) : this.input.length;
    if (this.txtOf(i) >= 0) return p ? p.back(this.fromOf(i)) : this.fromOf(i);
    const r = this.fromOf(i) + (t - 1 - this.startOf(i)) + 1;
    return p ? p.backEnd(r) : r;
  }

  /** Does `[s, e)` hold a character that a repair inserted? */
  inserted(s: number, e: number): boolean {
    for (let i = this.find(s); i < this.n && this.startOf(i) < e; i++) {
      if (this.txtOf(i) >= 0) return true;
      const at = this.startOf(i);
      if (this.parent?.inserted(this.fromOf(i) + Math.max(s, at) - at, this.fromOf(i) + Math.min(e, this.endOf(i)) - at)) return true;
    }
    return false;
  }

  /** The UTF-16 unit at offset `i` of the text (NaN outside it, as a string's). */
  charCodeAt(i: number): number {
    if (!(i >= 0 && i < this.length)) return NaN;
    const k = this.find(i);
    const o = i - this.startOf(k);
    const x = this.txtOf(k);
    return x < 0 ? this.input.charCodeAt(this.fromOf(k) + o) : this.texts[x]!.charCodeAt(o);
  }

  /**
   * The first offset in `[i, end)` of the text whose UTF-16 unit fails `test`, or `end` (as
   * `skipWhile` reads a string). A piece of the input is read in the input, to the end of its run,
   * once: `runs` keeps, for each test, the last run read (`[a, b)`: every unit passes, and the one at
   * `b` fails or is the input's end), and a later text whose piece starts in that run reads none
   * of it again. Recovery shares `runs` between its rounds, whose texts are the same input's pieces.
   */
  skip(i: number, end: number, test: (c: number) => boolean, runs: Map<(c: number) => boolean, Run>): number {
    // As a string is read: nothing past its end (a unit there is NaN, which fails).
    end = Math.min(end, this.length);
    let at = i;
    for (let k = this.find(at); at < end && k < this.n; k++) {
      const s = this.startOf(k);
      const e = Math.min(this.endOf(k), end);
      const x = this.txtOf(k);
      if (x >= 0) {
        const t = this.texts[x]!;
        const was = at;
        while (at < e && test(t.charCodeAt(at - s))) at++;
        // Counted (grammar/engine/work.ts), as `skipWhile` counts a string's run.
        WORK.steps += at - was;
        if (at < e) return at;
        continue;
      }
      const from = this.fromOf(k) + (at - s);
      const r = runs.get(test);
      let runEnd: number;
      if (r !== undefined && r.of === this.input && from >= r.start && from <= r.end) runEnd = r.end;
      else {
        runEnd = from;
        while (runEnd < this.input.length && test(this.input.charCodeAt(runEnd))) runEnd++;
        WORK.steps += runEnd - from;
        runs.set(test, { of: this.input, start: from, end: runEnd });
      }
      if (runEnd - from < e - at) return at + (runEnd - from);
      at = e;
    }
    return at;
  }

  /** Offsets `[a, b)` of the text: its pieces there, joined (`toString().slice(a, b)` without the rest of the text). */
  slice(a: number, b: number = this.length): string {
    let out = '';
    let i = this.find(a);
    // Many shared pieces in the range (a window from the start, after many rounds): their text
    // joined, one slice of it (joined once for every text, and extended as texts share more).
    if (this.shared - i > JOIN_FROM && b > a) {
      const st = this.store;
      for (; st.joinedN < this.shared; st.joinedN++) st.joined += this.part(st.joinedN, 0, st.ends[st.joinedN]! - this.startOf(st.joinedN));
      const upTo = Math.min(b, st.ends[this.shared - 1]!);
      out = st.joined.slice(a, upTo);
      if (upTo === b) return out;
      i = this.shared;
    }
    for (; i < this.n && this.startOf(i) < b; i++) {
      const s = this.startOf(i);
      const lo = Math.max(a, s) - s;
      const hi = Math.min(b, this.endOf(i)) - s;
      out += this.part(i, lo, hi);
    }
    return out;
  }

  /** Units `[lo, hi)` of piece `i`: a slice of the input, or of an inserted string. */
  private part(i: number, lo: number, hi: number): string {
    const x = this.txtOf(i);
    return x < 0 ? this.input.slice(this.fromOf(i) + lo, this.fromOf(i) + hi) : this.texts[x]!.slice(lo, hi);
  }

  /**
   * The text from offset `a` on, piece by piece (each a slice of the input or of an inserted
   * string), made as they are read: a reader that stops early builds no more of the text, and
   * copies none of it (a string joined of the pieces is copied whole when first read).
   */
  *pieces(a = 0): Generator<string, void, undefined> {
    for (let i = this.find(a); i < this.n; i++) {
      const s = this.startOf(i);
      const lo = Math.max(a, s) - s;
      const hi = this.endOf(i) - s;
      yield this.part(i, lo, hi);
    }
  }

  /** The text. */
  toString(): string {
    // A piece of a few units is copied into a block of units, made a string when full: a string
    // per piece, concatenated (then flattened) or joined, cost 52 and 69 ms and their garbage for
    // a million pieces (1.5 million units: a repair that escaped every "@" of a long user
    // information); this, 17 ms. The block is one for every call (made outside the heap, it cost
    // more than building a short text: test/typed-arrays.test.ts).
    let out = '';
    const units = UNITS;
    let w = 0;
    const flush = (): void => {
      out += String.fromCharCode.apply(null, units.subarray(0, w) as unknown as number[]);
      w = 0;
    };
    for (let i = 0; i < this.n; i++) {
      const x = this.txtOf(i);
      const s = x < 0 ? this.input : this.texts[x]!;
      const a = x < 0 ? this.fromOf(i) : 0;
      const b = x < 0 ? this.toOf(i) : s.length;
      if (b - a > 32) {
        flush();
        out += s.slice(a, b);
      } else
        for (let j = a; j < b; j++) {
          if (w === 8192) flush();
          units[w++] = s.charCodeAt(j);
        }
    }
    flush();
    return out;
  }

  /** The text with `edits` (sorted, not overlapping, in this text's coordinates) applied: one pass over its pieces and the edits together. */
  apply(edits: readonly FixEdit[]): Repaired {
    const texts = this.texts;
    // The pieces before the one the first edit is in are kept as they are: shared (see the class
    // comment). Those of this text's own go to the store, where no text has put others after its
    // shared ones; else (a text repaired again, not its last repair's) they go to a store of its own.
    const k = edits.length > 0 ? this.find(edits[0]!.start) : 0;
    let store = this.store;
    if (k > this.shared) {
      if (store.from.length !== this.shared) {
        const s = this.shared;
        store = { from: store.from.slice(0, s), to: store.to.slice(0, s), txt: store.txt.slice(0, s), ends: store.ends.slice(0, s), joined: '', joinedN: 0 };
      }
      for (let i = 0; i < k - this.shared; i++) {
        store.from.push(this.from[i]!);
        store.to.push(this.to[i]!);
        store.txt.push(this.txt[i]!);
        store.ends.push(this.ends[i]!);
      }
    }
    // (Arrays grown by `push`: packed small integers, see the class comment.)
    const from: number[] = [];
    const to: number[] = [];
    const txt: number[] = [];
    const ends: number[] = [];
    let len = k > 0 ? this.endOf(k - 1) : 0;
    const push = (f: number, t: number, x: number, n: number): void => {
      from.push(f);
      to.push(t);
      txt.push(x);
      ends.push((len += n));
    };
    // The pieces are read in order, as the edits are (no search per edit: a repair may be a
    // million edits): piece `p`, this text copied up to `at`.
    let p = k;
    let at = len;
    // This text up to `e`: the rest of piece `p`, then the pieces after it, the last in part.
    const copy = (e: number): void => {
      for (; at < e && p < this.n; p += at === this.endOf(p) ? 1 : 0) {
        const s = this.startOf(p);
        const b = Math.min(e, this.endOf(p));
        const x = this.txtOf(p);
        if (x < 0) push(this.fromOf(p) + at - s, this.fromOf(p) + b - s, -1, b - at);
        else push(this.fromOf(p), this.fromOf(p), at === s && b === this.endOf(p) ? x : texts.push(texts[x]!.slice(at - s, b - s)) - 1, b - at);
        at = b;
      }
    };
    // An edit with the text of the one before shares its string's place (a million "%40").
    let last = '';
    let lastAt = -1;
    for (const e of edits) {
      copy(e.start);
      if (e.text.length) {
        // Where the edit stands in the input (piece `p` is the first that ends after it).
        const where = this.backIn(p, e.start);
        if (e.text !== last) {
          last = e.text;
          lastAt = texts.push(e.text) - 1;
        }
        push(where, where, lastAt, e.text.length);
      }
      // Its own characters are not copied.
      while (p < this.n && this.endOf(p) <= e.end) p++;
      at = e.end;
    }
    copy(this.length);
    const next = new Repaired(this.input, texts, store, k, k + from.length, from, to, txt, ends, this.parent);
    return k + from.length > Repaired.REBASE ? Repaired.of(next.toString(), next) : next;
  }
}

/** How many shared pieces a slice of a text reads one by one; past it, their text joined (`Repaired.slice`). */
const JOIN_FROM = 16;

/** The block of units `Repaired.toString` builds a text in (no call of it is inside another). */
const UNITS = new Uint16Array(8192);

/** A run `Repaired.skip` read: in the string `of`, every unit of `[start, end)` passes its test, and the one at `end` fails (or is the string's end). @internal */
export interface Run {
  readonly of: string;
  readonly start: number;
  readonly end: number;
}

/** One repair: its edits, in the coordinates of the text before it, and the repairs before it (a shared chain, never copied). */
interface Step {
  readonly edits: readonly FixEdit[];
  readonly prev: Step | null;
}

/** How far past what its repair wrote the first round looks ahead for the next error (see `recover`). */
const FIRST_LOOK = 1 << 16;

/** Pure insertions in a row at most (each adds characters and consumes none); then a deletion, or the end. */
const MAX_INSERTIONS = 4;

/**
 * A round's report as its repair's candidates read it (`FixSubject`): the text's characters, not
 * the report's `input` (which builds the whole text), and the text's record when a candidate first
 * reads it (some read none, and a text's costs its length). A class: an object literal with a
 * getter cost some 0.5 µs to make (V8 gives each such object a map of its own).
 */
class RoundSubject implements FixSubject {
  readonly code: RoundReport['code'];
  readonly grammar: string;
  readonly offset: number;
  readonly culprit: RoundReport['culprit'];
  readonly trace: RoundReport['trace'];
  readonly input: FailureText['chars'];

  constructor(
    report: RoundReport,
    private readonly text: FailureText,
  ) {
    this.code = report.code;
    this.grammar = report.grammar;
    this.offset = report.offset;
    this.culprit = report.culprit;
    this.trace = report.trace;
    this.input = text.chars;
  }

  get components(): URLComponents {
    return this.text.record();
  }
}

/**
 * The repair after `report`, an error of `text` (`t`, the same text as pieces): edits of it, or
 * null when recovery cannot go on. For the codes that repair by a fix, the first fix-it; else (or
 * when that fix cannot be used) the offending character deleted. A repair may not delete or
 * replace a character an earlier repair inserted (it would undo it), nor be a pure insertion after
 * `MAX_INSERTIONS` of them in a row (`insertions`).
 */
function repairOf(report: RoundReport, text: FailureText, t: Repaired, insertions: number): readonly FixEdit[] | null {
  const usable = (edits: readonly FixEdit[]): boolean =>
    edits.length > 0 &&
    edits.every((e, i) => e.start <= e.end && e.end <= text.length && (i === 0 || e.start >= edits[i - 1]!.end) && (e.start === e.end || !t.inserted(e.start, e.end))) &&
    (edits.some((e) => e.start < e.end) || (insertions < MAX_INSERTIONS && edits.some((e) => e.text.length > 0)));
  const fix = (): readonly FixEdit[] | null => {
    // The text's characters and record, not the report's `input` (which builds the whole text).
    // (Without their levels, which a repair does not read.)
    const subject = new RoundSubject(report, text);
    // The edits of runs as one edit of their span (`spanEdits`: the same text); where that span
    // holds a character an earlier repair inserted, which a repair never rewrites, an edit a run.
    let spanned = false;
    const spans: typeof spanEdits = (...args) => {
      spanned = true;
      return spanEdits(...args);
    };
    const c = candidates(subject, false, spans).at(0);
    if (!c || usable(c.edits)) return c?.edits ?? null;
    const each = spanned ? candidates(subject, false, runEdits).at(0) : undefined;
    return each && usable(each.edits) ? each.edits : null;
  };
  if (repairsByFix(report.code)) {
    const f = fix();
    if (f) return f;
  }
  if (report.offset < text.length) {
    const cp = text.chars.codePointAt(report.offset)!;
    const del = [{ start: report.offset, end: report.offset + (cp > 0xffff ? 2 : 1), text: '' }];
    return usable(del) ? del : null;
  }
  return fix();
}

/**
 * The traced parse of a window of `text`, its first `end` characters: null when the window is the
 * whole text or its parse does not fail a margin before the window's end, and the whole text must
 * be read. A parse that fails at `f` of a window longer than `f + WINDOW_MARGIN` read no character
 * past `f` there (a read past it would have failed further on, or the parse would have matched),
 * and the grammars' lookaheads read less than the margin ahead: the parse of the whole text reads
 * what it read, and fails the same way (test/recover-window.test.ts holds the reports of the two
 * to each other). A round of recovery then costs its window, not the length of the text.
 */
function windowed(text: Repaired, end: number, p: Recovery, from: FirstErrorPoint | null): { window: string; trace: TraceResult } | null {
  if (end >= text.length) return null;
  const window = text.slice(0, end);
  // A window the automaton reads whole decides nothing: the whole text is read (without the
  // traced parse of the window that such a reading otherwise asks for, `firstError`).
  const read = p.read?.(window, from) ?? null;
  if (read?.matched) return null;
  const trace = read ?? p.trace(window);
  return !trace.matched && trace.offset + WINDOW_MARGIN < end ? { window, trace } : null;
}

/** Moves a report on a repaired text back onto the original input. */
function remap(report: RoundReport, input: string, back: (offset: number) => number, fixes: () => readonly ReportFix[]): URLErrorReport {
  const culprit = report.culprit ? back(report.culprit.offset) : undefined;
  const trace = report.trace.map((f): ReportFrame => ({ rule: f.rule, rfc: f.rfc, section: f.section, start: back(f.start), text: f.text }));
  return lazyFixes(finish(input, report.grammar, report.code, back(report.offset), culprit, report.expected, trace), fixes);
}

/**
 * Every error of `input`, `first` (the report `parseURL` gives without `allErrors`) first, the
 * others in input order; at most `max`. `at`: where the automaton's reading of `first` failed, if
 * it was read with its point kept (the first round resumes there).
 */
export function allErrors(input: string, first: URLErrorReport, max: number, p: Recovery, at?: FirstErrorPoint): URLErrorReport[] {
  // The reports of a round read the record of its text several times (the classifier, the hints,
  // the repair's fix), and the record of a repaired text is derived from the one before where the
  // repair leaves Appendix B's split as it was: a round then reads no more of the text than its
  // parse does to find the error.
  return rememberingRecords(() => {
    // The input's record, where the first report's classifier read it (else read when a round asks).
    const read = Object.getOwnPropertyDescriptor(first, 'components');
    if (read !== undefined && 'value' in read && read.value) remember(input, read.value as URLComponents);
    return rememberingPositions(() => recover(input, first, max, p, at));
  });
}

function recover(input: string, first: URLErrorReport, max: number, p: Recovery, at: FirstErrorPoint | undefined): URLErrorReport[] {
  const errors: URLErrorReport[] = [first];
  if (first.kind !== 'syntax') {
    // The parse succeeded: the errors are its range and semantic problems.
    const ast = p.parse(input);
    if (ast) for (const r of p.problems(input, ast).slice(1, max)) errors.push(r);
    return errors;
  }
  const seen = new Set([`${first.code}@${first.offset}`]);
  // The text of a step, rebuilt when a later error's fixes are read: the last one rebuilt is kept,
  // and a later step goes on from it, so that reading every error's fixes in order replays each
  // repair once.
  let built: { step: Step | null; text: Repaired } = { step: null, text: Repaired.of(input) };
  const rebuild = (step: Step): Repaired => {
    const path: Step[] = [];
    let s: Step | null = step;
    while (s !== null && s !== built.step) {
      path.push(s);
      s = s.prev;
    }
    let text = s === built.step ? built.text : Repaired.of(input);
    for (let k = path.length - 1; k >= 0; k--) text = text.apply(path[k]!.edits);
    built = { step, text };
    return text;
  };
  // The fixes of a later error: checked where it is the first error (the repaired text), then
  // moved onto the original input and checked there. The error keeps the fields of its report
  // that the candidates read, and its step: not the repaired text.
  const laterFixes = (report: RoundReport, step: Step) => {
    const { kind, code, grammar, offset, culprit, found, expected, trace } = report;
    const subject = { kind, code, grammar, offset, culprit, found, expected, trace };
    return (): readonly ReportFix[] => {
      const repaired = rebuild(step);
      const text = repaired.toString();
      // Their levels are judged on the input, not on the repaired text (DECISIONS 33), below.
      const local = checkedFixes(text, culprit?.offset ?? offset, candidates({ ...subject, input: text }), p.reparse, false);
      return local.flatMap((f) => {
        const edits = f.edits.map((e) => ({ start: repaired.back(e.start), end: e.end > e.start ? Math.max(repaired.back(e.start), repaired.backEnd(e.end)) : repaired.back(e.start), text: e.text }));
        for (let i = 1; i < edits.length; i++) if (edits[i]!.start < edits[i - 1]!.end) return [];
        // The URL kept is the input's slices and the edits' text, which the engine holds as
        // references into the input; the parse reads a string of its own, which it would
        // otherwise copy the URL into, for as long as the report lives.
        const url = applyEdits(input, edits);
        // The parse, and the check that it keeps every character of the input (machine-applicable
        // only then, DECISIONS 33), read one string of their own (reading `url` would flatten it).
        const read = applyEdits(input, edits);
        return [fixOf(edits, f.message, url, p.reparse(read).ok, losslessLevel(input, read, f.applicability), f.repair)];
      });
    };
  };
  let t = Repaired.of(input);
  // The runs of the input that the rounds' reports skipped over (`Repaired.skip`).
  const runs = new Map<(c: number) => boolean, Run>();
  // The text of the round as the repairs and the reports read it: a window of it (see `windowed`),
  // its pieces elsewhere, the whole text built when first asked for, and its record (`recordOf`).
  let text: FailureText = wholeText(input);
  // The record of the round's text, when asked for: derived from the round before's (asked for
  // in turn; `deriveComponents` reads a prefix of the text where the repair changed Appendix B's
  // split), or read whole. A round whose report reads no record reads none (";"×n under rfc1738:
  // the plain report reads nothing of the text, and recovery reads no more).
  let recordOf = (): URLComponents => first.components ?? readComponents(input);
  let step: Step | null = null;
  let current: RoundReport = first;
  // Where the automaton's reading of the round's first error ended (undefined where the traced
  // parse read it; for the first report, read before recovery, where it was kept).
  let point: FirstErrorPoint | undefined = at;
  let insertions = 0;
  // Errors far apart (see below): how far past its repair the last round found its error, where
  // its first window did not reach it (at first, how far into the input the first error is), and
  // how many rounds in a row found theirs so.
  let gap = first.offset;
  let farRounds = 0;
  // The texts parsed so far, by length: a repaired text equal to one of them would take recovery
  // round the same repairs again. Every text is the input from `reach` on (the furthest place in
  // the input a repair has touched), moved by its change of length: two texts of one length are
  // equal when they are up to there, and only that much of them is compared.
  const parsed = new Map<number, Repaired[]>([[input.length, [t]]]);
  let reach = 0;
  for (let round = 0; errors.length < max && round < 2 * max + MAX_INSERTIONS; round++) {
    const repair = repairOf(current, text, t, insertions);
    if (!repair) break;
    insertions = repair.some((e) => e.start < e.end) ? 0 : insertions + 1;
    const next = t.apply(repair);
    for (const e of repair) reach = Math.max(reach, t.back(e.end));
    const same = parsed.get(next.length);
    let whole: string | null = null;
    const full = (): string => (whole ??= next.toString());
    if (same !== undefined) {
      const head = reach + next.length - input.length;
      const mine = next.slice(0, head);
      if (same.some((x) => x.slice(0, head) === mine)) break;
    }
    const previous = recordOf;
    const before = t;
    let record: URLComponents | null = null;
    recordOf = () => (record ??= deriveComponents(before, previous(), repair, next) ?? readComponents(full()));
    t = next;
    step = { edits: repair, prev: step };
    if (same) same.push(next);
    else parsed.set(next.length, [next]);
    const view = (window: string): FailureText => ({
      window,
      length: next.length,
      full,
      // Near the failure from the window; elsewhere from the pieces (or the whole text, once built).
      chars: {
        length: next.length,
        charCodeAt: (i) => (i < window.length ? window.charCodeAt(i) : (whole ?? next).charCodeAt(i)),
        codePointAt: (i) => (i + 1 < window.length ? window : full()).codePointAt(i),
        slice: (a, b) => (b !== undefined && b >= 0 && b <= window.length && a >= 0 ? window.slice(a, b) : (whole ?? next).slice(a, b)),
        skip: (i, end, test) => next.skip(i, end, test, runs),
      },
      record: recordOf,
    });
    const here = t;
    const back = (offset: number) => here.back(offset);
    // The automaton resumes from the last round's failure where the repair is after it (the text
    // is the same up to there); where it is before it, from the repair, a point found from where
    // the last round's reading began (`pointAt`); and reads from the start elsewhere, and where
    // the repair is at the start (a point there says nothing: the plain parse first).
    // (The point for the unit the repaired text has there: the frames of the threads that read it only.)
    const at0 = repair[0]!.start;
    const from = point === undefined || at0 === 0 ? null : (pointAt(point, at0, at0 < next.length ? next.charCodeAt(at0) : -1) ?? null);
    // The first window; where it does not decide (the next error is further on, or there is
    // none), the whole text: the plain parse says whether there is an error, and the reading of
    // the whole text finds it (reading up to it, as a window's does: longer windows would read
    // their first part again and again); a resumed reading first, where there is one.
    let end = repair[0]!.start + 4 * WINDOW_MARGIN;
    // Resumed, where the next error lies is read first, from the text after the last failure
    // alone (the input's pieces: a slice, where a string of the whole text is built, and then
    // copied when first read, a megabyte a round): the window reaches past it; or there is none.
    // (In the first round, resumed from the plain report's reading, no further than `FIRST_LOOK`
    // code units past what the repair wrote: most inputs have one error, and the plain parse reads
    // a valid rest faster than the automaton walks it; -3 past there, and the plain parse decides.
    // What the repair wrote is read whole: a fix that escapes a run of "@" rewrites it, and a
    // next error is where it ends.)
    let rest = -2;
    if (from !== null && p.scan !== undefined) {
      // (What the repair wrote ends at its last edit's end, moved by the change of length.)
      const look = round === 0 ? repair[repair.length - 1]!.end + next.length - before.length - from.at + FIRST_LOOK : undefined;
      rest = p.scan(from, next.pieces(from.at), next.length - from.at, look);
      if (rest >= 0) end = Math.max(end, from.at + rest + WINDOW_MARGIN + 1);
    }
    const near = rest === -1 ? null : windowed(next, end, p, from);
    let w = near;
    // Under a grammar whose rounds cannot resume (no automaton: each reads its text from the
    // start), errors far apart: where the first window does not reach the next error, the plain
    // parse of the whole text reads all of it (a PEG's alternatives, and its searches for a
    // delimiter, go on to the end of a text it rejects), round after round, where a window's
    // reading stops at its error. So where the last round found its error `gap` code units past
    // its repair (or the first error is `gap` into the input), a second window reaching twice as
    // far past this repair comes first; and where that window would be the whole text, after two
    // such rounds in a row, the traced parse of the whole text (the plain parse then only where
    // it reads the text whole). Where the rest is valid, the second window reads no more than
    // twice what the last round read past its repair.
    let wide = false;
    if (w === null && rest !== -1 && p.read === undefined && gap > 0) {
      const reach = repair[0]!.start + 2 * gap;
      if (reach >= next.length) wide = farRounds >= 2;
      else if (reach > end) w = windowed(next, reach, p, from);
    }
    let trace: TraceResult;
    if (w === null) {
      // Resumed, the automaton reads on to the next error (or says it reads the text whole); from
      // the start, it would read what the plain parse reads, and more slowly: the plain parse
      // first, then the automaton's reading of the first error (its point kept).
      let read: TraceResult | null = null;
      const asked = from !== null && rest !== -1 && rest !== -3;
      if (asked) read = p.read?.(full(), from) ?? null;
      else if (wide) read = p.trace(full());
      if (read === null || read.matched) {
        const ast = p.parse(full());
        if (ast) {
          for (const r of p.problems(full(), ast)) {
            const mapped = remap(r, input, back, laterFixes(r, step));
            const key = `${mapped.code}@${mapped.offset}`;
            if (!seen.has(key) && errors.length < max) {
              seen.add(key);
              errors.push(mapped);
            }
          }
          break;
        }
        if (!asked && !wide) read = p.read?.(full(), from) ?? null;
        // (Where the automaton read the text whole, and the parse rejects it, the traced parse.)
      }
      text = view(full());
      trace = read !== null && (!read.matched || wide) ? read : p.trace(full());
    } else {
      text = view(w.window);
      trace = w.trace;
    }
    if (near !== null) farRounds = 0;
    else if (!trace.matched) {
      gap = trace.offset - repair[0]!.start;
      farRounds++;
    }
    point = resumePoint(trace);
    current = p.report(text, trace);
    const mapped = remap(current, input, back, laterFixes(current, step));
    const key = `${mapped.code}@${mapped.offset}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(mapped);
  }
  // The errors' fixes are closures of this scope: what the rounds read is not theirs to keep (the
  // last record's spans read their text from the last repaired text, and a run names its string).
  runs.clear();
  recordOf = () => readComponents(input);
  const [head, ...rest] = errors;
  rest.sort((a, b) => (a.culprit?.offset ?? a.offset) - (b.culprit?.offset ?? b.offset) || a.offset - b.offset);
  return [head!, ...rest];
}
