/**
 * The expressions the capture engine compiles ({@link Pattern}): characters (sets of code points),
 * sequences, ordered alternations, counted repetitions (greedy or lazy) and named captures. The
 * engine knows no URL and no grammar: a grammar's rules are read into a pattern by
 * `patternOfExpr` (./grammar.ts), a URI Template or a route by its own language.
 *
 * Alternatives are ordered and repetitions greedy unless `lazy`: under the `priority` mode the
 * first alternative (the longest repetition) that leads to a match wins, as in ECMAScript regular
 * expressions and in the engine's ordered choice (DECISIONS 40).
 */
import { difference, type Ranges } from '../charset.js';

/**
 * An expression of the capture engine. `set` reads one character (a code point of `set`: a
 * surrogate pair is one character where the set holds astral code points); `alt` is ordered;
 * `rep` reads `x` between `min` and `max` times (`max` may be `Infinity`), greedily unless `lazy`;
 * `cap` names what `x` reads (the last time it read, where it repeats); `look` reads nothing and
 * holds where some prefix of the rest of the input is in the language of `x` (or, `neg`, where
 * none is): a lookahead, read as a regular language (its alternatives unordered, no capture
 * inside), as the recognizers read a rule's guard (grammar/engine/dfa.ts).
 *
 * @example
 * ```ts
 * const p: Pattern = { k: 'cap', name: 'n', x: { k: 'rep', min: 1, max: Infinity, x: { k: 'set', set: [[0x30, 0x39]] } } };
 * p.k; // 'cap'
 * ```
 */
export type Pattern =
  | { readonly k: 'set'; readonly set: Ranges }
  | { readonly k: 'seq'; readonly xs: readonly Pattern[] }
  | { readonly k: 'alt'; readonly xs: readonly Pattern[] }
  | { readonly k: 'rep'; readonly min: number; readonly max: number; readonly x: Pattern; readonly lazy?: boolean }
  | { readonly k: 'cap'; readonly name: string; readonly x: Pattern }
  | { readonly k: 'look'; readonly neg: boolean; readonly x: Pattern };

/** The pattern that reads the empty string. */
const EMPTY: Pattern = Object.freeze({ k: 'seq', xs: Object.freeze([]) as readonly Pattern[] });

/**
 * Builders of {@link Pattern}s: `chars` reads a string character by character (`ci`: ASCII letters
 * in either case), `set` one character of some code point ranges, `seq`, `alt` (ordered), `rep`,
 * `opt`, `star`, `plus`, `cap`, and the lookaheads `not` and `and`.
 *
 * @example
 * ```ts
 * import { compileCaptures } from './machine.js';
 * const digits = P.plus(P.set([[0x30, 0x39]]));
 * const p = P.seq(P.cap('scheme', P.plus(P.set([[0x61, 0x7a]]))), P.chars(':'), P.cap('rest', P.star(P.set([[0, 0x10ffff]]))));
 * compileCaptures(p).match('tel:+1')?.values.rest; // '+1'
 * digits.k; // 'rep'
 * // A name that is not "http" or "https" (followed by ":"), then ":" and the rest.
 * const other = P.seq(P.not(P.seq(P.alt(P.chars('http'), P.chars('https')), P.chars(':'))), p);
 * [compileCaptures(other).test('tel:+1'), compileCaptures(other).test('https:x')]; // [true, false]
 * ```
 */
export const P = Object.freeze({
  empty: (): Pattern => EMPTY,
  set: (set: Ranges): Pattern => ({ k: 'set', set }),
  chars: (s: string, ci = false): Pattern => {
    const xs: Pattern[] = [];
    for (const ch of s) {
      const c = ch.codePointAt(0)!;
      const lower = c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
      const isLetter = lower >= 0x61 && lower <= 0x7a;
      xs.push({ k: 'set', set: ci && isLetter ? [[lower - 0x20, lower - 0x20], [lower, lower]] : [[c, c]] });
    }
    return xs.length === 1 ? xs[0]! : { k: 'seq', xs };
  },
  seq: (...xs: Pattern[]): Pattern => (xs.length === 1 ? xs[0]! : { k: 'seq', xs }),
  alt: (...xs: Pattern[]): Pattern => (xs.length === 1 ? xs[0]! : { k: 'alt', xs }),
  rep: (x: Pattern, min: number, max: number, lazy = false): Pattern => (lazy ? { k: 'rep', min, max, x, lazy } : { k: 'rep', min, max, x }),
  opt: (x: Pattern, lazy = false): Pattern => P.rep(x, 0, 1, lazy),
  star: (x: Pattern, lazy = false): Pattern => P.rep(x, 0, Infinity, lazy),
  plus: (x: Pattern, lazy = false): Pattern => P.rep(x, 1, Infinity, lazy),
  cap: (name: string, x: Pattern): Pattern => ({ k: 'cap', name, x }),
  not: (x: Pattern): Pattern => ({ k: 'look', neg: true, x }),
  and: (x: Pattern): Pattern => ({ k: 'look', neg: false, x }),
});

/**
 * `pattern` with the code points of `without` taken out of every character set: the same pattern
 * but for the strings that hold one of them (a grammar's excluded characters, RFC 3987 §4.1's
 * bidirectional formatting characters). A pattern met twice (shared) is rewritten once. With
 * `inCaptures`, only what the captures of those names read loses them (the rest as it is).
 *
 * @example
 * ```ts
 * import { compileCaptures } from './machine.js';
 * const p = withoutCharacters(P.plus(P.set([[0x61, 0x7a]])), [[0x78, 0x78]]);
 * compileCaptures(p).test('abc'); // true
 * compileCaptures(p).test('axc'); // false
 * const q = withoutCharacters(P.seq(P.cap('v', P.set([[0x61, 0x7a]])), P.set([[0x61, 0x7a]])), [[0x78, 0x78]], new Set(['v']));
 * compileCaptures(q).test('ax'); // true
 * compileCaptures(q).test('xa'); // false
 * ```
 */
export function withoutCharacters(pattern: Pattern, without: Ranges, inCaptures?: ReadonlySet<string>): Pattern {
  const done = new Map<Pattern, Pattern>();
  // Only inside these captures, where named (each read afresh: a capture is no shared node's child).
  const only = (x: Pattern): boolean => inCaptures !== undefined && x.k === 'cap' && inCaptures.has(x.name);
  // Post-order without recursion: each node after its children.
  const stack: Array<{ p: Pattern; visited: boolean }> = [{ p: pattern, visited: false }];
  const kids = (x: Pattern): readonly Pattern[] => (x.k === 'seq' || x.k === 'alt' ? x.xs : (x.k === 'rep' || x.k === 'cap' || x.k === 'look') && !only(x) ? [x.x] : []);
  while (stack.length) {
    const top = stack.pop()!;
    if (done.has(top.p)) continue;
    if (!top.visited) {
      stack.push({ p: top.p, visited: true });
      for (const k of kids(top.p)) if (!done.has(k)) stack.push({ p: k, visited: false });
      continue;
    }
    const x = top.p;
    let out: Pattern;
    switch (x.k) {
      case 'set':
        out = inCaptures === undefined ? { k: 'set', set: difference(x.set, without) } : x;
        break;
      case 'seq':
      case 'alt':
        out = { k: x.k, xs: x.xs.map((c) => done.get(c)!) };
        break;
      case 'rep':
        out = { ...x, x: done.get(x.x)! };
        break;
      case 'cap':
        out = { k: 'cap', name: x.name, x: only(x) ? withoutCharacters(x.x, without) : done.get(x.x)! };
        break;
      case 'look':
        // What the lookahead reads is input too: none of its strings holds an excluded character either.
        out = { k: 'look', neg: x.neg, x: done.get(x.x)! };
        break;
    }
    done.set(x, out);
  }
  return done.get(pattern)!;
}
