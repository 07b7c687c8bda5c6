/**
 * Character sets of single-character expressions: each character class is declared once (as a
 * rule), and its regular-expression class and its predicate both come from that declaration.
 */
import { resolveRef, type Expr, type RFC, type Rule } from './dsl.js';

/**
 * Sorted, merged, inclusive code-point ranges, from 0 up to 0x10FFFF. A set with a range above
 * U+FFFF is *astral*: it is matched against code points (a surrogate pair is one character, see
 * `isAstral`); every other set is matched against UTF-16 code units, as before.
 */
export type Ranges = ReadonlyArray<readonly [number, number]>;

/** The largest code point. */
export const MAX_CODE_POINT = 0x10ffff;

/**
 * Does `set` reach past the BMP? Such a set is read by code point: the parser's regular expression
 * for it carries the `u` flag, and the NFA reads a surrogate pair as one code point where it tests
 * it (a lone surrogate is read as itself, so it matches nothing astral).
 */
export function isAstral(set: Ranges): boolean {
  return set.length > 0 && set[set.length - 1]![1] > 0xffff;
}


/** Resolves a reference through a profile's substitutions. */
export type Resolver = (from: RFC, e: Extract<Expr, { k: 'ref' }>) => Rule;

/** The default resolver: no substitutions. */
export const plainResolver: Resolver = (from, e) => resolveRef(from, e);

/** Sorts ranges and merges those that overlap or touch (sorts `rs` in place). */
export function mergeRanges(rs: Array<[number, number]>): Ranges {
  rs.sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [lo, hi] of rs) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

const memo = new WeakMap<Expr, Ranges | null>();

/**
 * The set of characters matched by `e` when `e` matches exactly one character in every
 * derivation; otherwise `null`.
 */
export function charsetOf(e: Expr, from: RFC, resolve: Resolver = plainResolver): Ranges | null {
  if (resolve === plainResolver && memo.has(e)) return memo.get(e)!;
  const v = compute(e, from, resolve);
  if (resolve === plainResolver) memo.set(e, v);
  return v;
}

function compute(e: Expr, from: RFC, resolve: Resolver): Ranges | null {
  switch (e.k) {
    case 'lit': {
      // One character: one code point (an astral character is two UTF-16 units).
      if (e.s.length !== 1 && !(e.s.length === 2 && e.s.codePointAt(0)! > 0xffff)) return null;
      const c = e.s.codePointAt(0)!;
      if (!e.ci) return [[c, c]];
      const lower = e.s.toLowerCase();
      const upper = e.s.toUpperCase();
      const lo = lower.codePointAt(0)!;
      const up = upper.codePointAt(0)!;
      // A case mapping to more than one character (U+0130 to "i̇") leaves the literal a string.
      if ([...lower].length !== 1 || [...upper].length !== 1) return null;
      return mergeRanges([[lo, lo], [up, up]]);
    }
    case 'range':
      if (e.lo < 0 || e.hi > MAX_CODE_POINT || e.lo > e.hi) throw new Error(`bad range %x${e.lo.toString(16)}-${e.hi.toString(16)}`);
      return [[e.lo, e.hi]];
    case 'ref': {
      const r = resolve(from, e);
      if (!r.token) return null;
      return charsetOf(r.lang ?? r.body, r.rfc, resolve);
    }
    case 'alt': {
      const all: Array<[number, number]> = [];
      for (const x of e.xs) {
        const s = charsetOf(x, from, resolve);
        if (!s) return null;
        for (const [lo, hi] of s) all.push([lo, hi]);
      }
      return mergeRanges(all);
    }
    case 'group':
      return charsetOf(e.x, from, resolve);
    case 'seq':
      return e.xs.length === 1 ? charsetOf(e.xs[0]!, from, resolve) : null;
    case 'rep':
      return e.min === 1 && e.max === 1 ? charsetOf(e.x, from, resolve) : null;
    default:
      return null;
  }
}

/** Does `c` (a UTF-16 code unit, or a code point for an astral set) fall in `set`? */
export function inRanges(set: Ranges, c: number): boolean {
  for (const [lo, hi] of set) {
    if (c < lo) return false;
    if (c <= hi) return true;
  }
  return false;
}

/** A fast predicate for a set: a lookup table below 128, the ranges above. */
export function predicate(set: Ranges): (c: number) => boolean {
  const ascii = new Uint8Array(128);
  for (const [lo, hi] of set) for (let c = lo; c <= Math.min(hi, 127); c++) ascii[c] = 1;
  const wide = set.some(([, hi]) => hi > 127);
  return wide ? (c) => (c < 128 ? ascii[c] === 1 : inRanges(set, c)) : (c) => c < 128 && ascii[c] === 1;
}

/**
 * A predicate over UTF-16 code units that holds for every unit a character of `set` can start
 * with: an astral range adds the high surrogates its characters start with. For pruning only (the
 * ordered choice's FIRST test, which reads one unit): it may hold where the set does not match.
 */
export function unitPredicate(set: Ranges): (c: number) => boolean {
  return predicate(unitRanges(set));
}

/**
 * The UTF-16 code units a character of `set` can start with: the set itself below U+10000, and
 * for an astral range the high surrogates its characters start with (see {@link unitPredicate}).
 */
export function unitRanges(set: Ranges): Ranges {
  if (!isAstral(set)) return set;
  const units: Array<[number, number]> = [];
  for (const [lo, hi] of set) {
    if (lo <= 0xffff) units.push([lo, Math.min(hi, 0xffff)]);
    if (hi > 0xffff) units.push([0xd800 + ((Math.max(lo, 0x10000) - 0x10000) >> 10), 0xd800 + ((hi - 0x10000) >> 10)]);
  }
  return mergeRanges(units);
}

/**
 * One code point in a regular expression. Astral code points print as `\u{...}`, which only a
 * regular expression with the `u` flag reads (see `needsUnicode`).
 */
function esc(c: number): string {
  if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) return String.fromCharCode(c);
  if (c > 0xffff) return `\\u{${c.toString(16)}}`;
  return '\\u' + c.toString(16).padStart(4, '0');
}

/**
 * Whether a regular-expression source made by `regexClass`/`regexLiteral` reads code points: it
 * then needs the `u` flag (and without an astral character it must not get it: a BMP class that
 * holds surrogates matches each half of a pair, as the NFA reads it).
 */
export function needsUnicode(src: string): boolean {
  return src.includes('\\u{');
}

/**
 * Whether a regular-expression source has a class holding surrogate code units (which a `u` regex
 * reads differently from the NFA: it never matches half a pair). Such a class cannot share a
 * regular expression with an astral one.
 */
export function hasSurrogateClass(set: Ranges): boolean {
  return set.some(([lo, hi]) => lo <= 0xdfff && hi >= 0xd800);
}

/** A regular-expression character class for `set`, e.g. `[0-9A-Fa-f]`. */
export function regexClass(set: Ranges): string {
  let out = '';
  for (const [lo, hi] of set) out += lo === hi ? esc(lo) : hi === lo + 1 ? esc(lo) + esc(hi) : `${esc(lo)}-${esc(hi)}`;
  return `[${out}]`;
}

/** Escapes a literal string for a regular expression. */
export function regexLiteral(s: string, ci = false): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (ci && ch.toLowerCase() !== ch.toUpperCase()) out += `[${ch.toLowerCase()}${ch.toUpperCase()}]`;
    else out += esc(c);
  }
  return out;
}

/** What an expression can start with: its first characters, and whether it can match nothing. */
export interface First {
  /** The characters a match can start with; `null` when it cannot be bounded (a lookahead). */
  readonly set: Ranges | null;
  readonly nullable: boolean;
}

/** The union of two sets of ranges, merged. */
export function union(a: Ranges, b: Ranges): Ranges {
  return mergeRanges([...a.map(([x, y]) => [x, y] as [number, number]), ...b.map(([x, y]) => [x, y] as [number, number])]);
}

/** The code points of `a` that are not in `b`, as merged ranges. */
export function difference(a: Ranges, b: Ranges): Ranges {
  let out: Array<[number, number]> = mergeRanges(a.map(([x, y]) => [x, y] as [number, number])).map(([x, y]) => [x, y] as [number, number]);
  for (const [u, v] of b) {
    const next: Array<[number, number]> = [];
    for (const [x, y] of out) {
      if (v < x || u > y) next.push([x, y]);
      else {
        if (x < u) next.push([x, u - 1]);
        if (v < y) next.push([v + 1, y]);
      }
    }
    out = next;
  }
  return out;
}

/** Whether two sets of ranges share a code point. */
export function intersects(a: Ranges, b: Ranges): boolean {
  for (const [x, y] of a) for (const [u, v] of b) if (x <= v && u <= y) return true;
  return false;
}

/**
 * The FIRST set of an expression as the parser reads it (`peg` where a rule has one): for ordered
 * choice, an alternative that cannot start with the next character, and cannot match nothing,
 * fails there, so the plain parse may skip it.
 */
export function firstOf(e: Expr, from: RFC, resolve: Resolver, depth = 0): First {
  if (depth > 200) return { set: null, nullable: true };
  switch (e.k) {
    case 'lit': {
      if (e.s.length === 0) return { set: [], nullable: true };
      const first = String.fromCodePoint(e.s.codePointAt(0)!);
      return { set: charsetOf({ k: 'lit', s: first, ci: e.ci ?? false }, from, resolve), nullable: false };
    }
    case 'range':
      return { set: [[e.lo, e.hi]], nullable: false };
    case 'ref': {
      const r = resolve(from, e);
      return firstOf(r.peg ?? r.body, r.rfc, resolve, depth + 1);
    }
    case 'seq': {
      let set: Ranges = [];
      for (const x of e.xs) {
        const f = firstOf(x, from, resolve, depth + 1);
        if (f.set === null) return { set: null, nullable: true };
        set = union(set, f.set);
        if (!f.nullable) return { set, nullable: false };
      }
      return { set, nullable: true };
    }
    case 'alt': {
      let set: Ranges = [];
      let nullable = false;
      for (const x of e.xs) {
        const f = firstOf(x, from, resolve, depth + 1);
        if (f.set === null) return { set: null, nullable: true };
        set = union(set, f.set);
        nullable ||= f.nullable;
      }
      return { set, nullable };
    }
    case 'group':
      return firstOf(e.x, from, resolve, depth + 1);
    case 'opt': {
      const f = firstOf(e.x, from, resolve, depth + 1);
      return { set: f.set, nullable: true };
    }
    case 'rep': {
      const f = firstOf(e.x, from, resolve, depth + 1);
      return { set: f.set, nullable: f.nullable || e.min === 0 };
    }
    case 'not':
    case 'and':
      // A lookahead reads nothing; what follows it decides. Unbounded here: no pruning.
      return { set: null, nullable: true };
  }
}
