/**
 * Code points beyond the BMP in the engine (issue 11): character classes with astral ranges
 * (RFC 3987 `ucschar`, `iprivate`) read a surrogate pair as one character, in the parser's
 * regular expressions (the `u` flag) and in the NFA; a lone surrogate matches nothing astral;
 * offsets stay UTF-16 indexes. Test-only rules (RFC `urlgrammar`, names `test-astral-*`), so the
 * engine is tested apart from any RFC's grammar.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alt, define, lit, NFA, plus, printAbnf, range, ref, seq, star, opt, parserFor, charsetOf, profileResolver, type Rule } from '../grammar/all.js';
import { isAstral, unitPredicate } from '../grammar/engine/charset.js';
import { parseRule } from '../src/index.js';

// A class with BMP and astral ranges, as RFC 3987 ucschar is.
const ucs = define({
  name: 'test-astral-ucs',
  rfc: 'urlgrammar',
  section: 'test',
  text: 'test-astral-ucs = %xA0-D7FF / %x10000-1FFFD / %xE1000-EFFFD',
  body: alt(range(0xa0, 0xd7ff), range(0x10000, 0x1fffd), range(0xe1000, 0xefffd)),
  token: true,
});
const unreserved = define({
  name: 'test-astral-unreserved',
  rfc: 'urlgrammar',
  section: 'test',
  text: 'test-astral-unreserved = "a" / "b" / "-" / test-astral-ucs',
  body: alt(lit('a'), lit('b'), lit('-'), ref('test-astral-ucs')),
  token: true,
});
// A node rule whose body is one regular expression (a chunked root repetition).
const word = define({
  name: 'test-astral-word',
  rfc: 'urlgrammar',
  section: 'test',
  text: 'test-astral-word = 1*test-astral-unreserved',
  body: plus(ref('test-astral-unreserved')),
});
// A node rule over node rules, with an astral literal, an ordered choice whose FIRST sets are
// astral, and a BMP class next to the astral one.
const path = define({
  name: 'test-astral-path',
  rfc: 'urlgrammar',
  section: 'test',
  text: 'test-astral-path = test-astral-word *( "/" test-astral-word ) [ "\u{1F600}" / "?" test-astral-word ]',
  body: seq(ref('test-astral-word'), star(seq(lit('/'), ref('test-astral-word'))), opt(alt(lit('\u{1F600}'), seq(lit('?'), ref('test-astral-word'))))),
});
const choice = define({
  name: 'test-astral-choice',
  rfc: 'urlgrammar',
  section: 'test',
  text: 'test-astral-choice = ( test-astral-word "!" ) / ( "b" test-astral-word "?" )',
  body: alt(seq(ref('test-astral-word'), lit('!')), seq(lit('b'), ref('test-astral-word'), lit('?'))),
});

const resolve = profileResolver(null);
const nfaOf = (r: Rule) => new NFA(ref(r.name, 'urlgrammar'), 'urlgrammar', { resolve, expandNodes: true });

/** The parser and the NFA on one input: same verdict; on a rejection, the same offset. */
function agree(r: Rule, s: string): { ok: boolean; offset: number } {
  const n = nfaOf(r).run(s, 0);
  const inBnf = n.viableEnd === s.length && n.acceptsAtEnd;
  const res = parseRule(r.name, s, { rfc: 'urlgrammar' });
  const ok = res.ok || res.error.kind !== 'syntax';
  expect(ok, `${r.name} on ${JSON.stringify(s)}`).toBe(inBnf);
  if (!res.ok && res.error.kind === 'syntax') {
    expect(res.error.offset, `offset for ${JSON.stringify(s)}`).toBe(n.viableEnd);
    return { ok, offset: res.error.offset };
  }
  return { ok, offset: s.length };
}

const G = '\u{1F600}'; // in the class (plane 1)
const PLANE1 = '\u{10000}';
const TOP = '\u{1FFFD}';
const OUT = '\u{1FFFE}'; // a noncharacter, outside
const PLANE14 = '\u{E1000}';
const HI = '\ud83d';
const LO = '\ude00';

describe('astral character sets', () => {
  it('charset ranges reach 0x10FFFF and print as %x10000-1FFFD', () => {
    expect(charsetOf(ucs.body, 'urlgrammar')).toEqual([[0xa0, 0xd7ff], [0x10000, 0x1fffd], [0xe1000, 0xefffd]]);
    expect(isAstral(charsetOf(ucs.body, 'urlgrammar')!)).toBe(true);
    expect(isAstral([[0, 0xffff]])).toBe(false);
    expect(printAbnf(ucs)).toBe('test-astral-ucs = %xA0-D7FF / %x10000-1FFFD / %xE1000-EFFFD');
    expect(charsetOf(lit(G), 'urlgrammar')).toEqual([[0x1f600, 0x1f600]]);
    expect(() => charsetOf(range(0, 0x110000), 'urlgrammar')).toThrow(/bad range/);
  });

  it('the FIRST test of the ordered choice admits the high surrogates of an astral set', () => {
    const p = unitPredicate([[0x10000, 0x1fffd]]);
    expect(p(0xd800)).toBe(true);
    expect(p(0xd83f)).toBe(true);
    expect(p(0xd840)).toBe(false);
    expect(p(0x41)).toBe(false);
  });

  it('a surrogate pair is one character; offsets are UTF-16 indexes', () => {
    expect(agree(word, G)).toEqual({ ok: true, offset: 2 });
    expect(agree(word, `a${PLANE1}b${TOP}${PLANE14}-`)).toEqual({ ok: true, offset: 9 });
    // A node's span is in UTF-16 units.
    const r = parseRule('test-astral-path', `a${G}/b`, { rfc: 'urlgrammar' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.ast.children.map((c) => [c.start, c.end])).toEqual([[0, 3], [4, 5]]);
    expect(agree(path, `ab${G}`)).toEqual({ ok: true, offset: 4 });
  });

  it('rejects characters outside the set at their UTF-16 offset, with the code-point offset beside it', () => {
    expect(agree(word, `a${G}${OUT}`)).toEqual({ ok: false, offset: 3 });
    const r = parseRule('test-astral-word', `a${G}${OUT}`, { rfc: 'urlgrammar' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.offset, r.error.codePointOffset, r.error.found?.text]).toEqual([3, 2, OUT]);
    expect(agree(word, `a\ufffe`)).toEqual({ ok: false, offset: 1 });
    expect(agree(word, `a\u{10FFFD}`)).toEqual({ ok: false, offset: 1 });
  });

  it('a lone surrogate matches nothing astral', () => {
    expect(agree(word, `a${HI}`)).toEqual({ ok: false, offset: 1 });
    expect(agree(word, `a${HI}b`)).toEqual({ ok: false, offset: 1 });
    expect(agree(word, `a${LO}b`)).toEqual({ ok: false, offset: 1 });
    expect(agree(word, `a${LO}${HI}`)).toEqual({ ok: false, offset: 1 });
    expect(agree(word, `${HI}${HI}${LO}`)).toEqual({ ok: false, offset: 0 });
    expect(agree(path, `a${HI}`)).toEqual({ ok: false, offset: 1 });
    expect(agree(choice, `b${G}${HI}?`)).toEqual({ ok: false, offset: 3 });
  });

  it('the ordered choice does not skip an alternative that starts with an astral character', () => {
    expect(agree(choice, `${G}a!`)).toEqual({ ok: true, offset: 4 });
    expect(agree(choice, `b${G}?`)).toEqual({ ok: true, offset: 4 });
    expect(agree(choice, `${G}?`)).toEqual({ ok: false, offset: 2 });
  });

  it('a parse started inside a surrogate pair reads the low half as a lone surrogate', () => {
    const g = parserFor(word);
    const s = `${G}ab`;
    // From 1, the text starts with a lone low surrogate: no match (a `u` regular expression would
    // back up to 0 and match the pair).
    expect(g.parseAt(s, 1)).toBeNull();
    expect(g.parseAt(s, 2)?.end).toBe(4);
    expect(g.parseAt(s, 0)?.end).toBe(4);
    expect(nfaOf(word).run(s, 1).viableEnd).toBe(1);
  });

  it('long astral runs are read in chunks as one match', () => {
    const s = G.repeat(5000) + 'a'.repeat(5000) + TOP.repeat(3000);
    expect(agree(word, s)).toEqual({ ok: true, offset: s.length });
    expect(agree(word, s + HI)).toEqual({ ok: false, offset: s.length });
  });

  it('the parser agrees with the NFA on random strings with pairs and lone surrogates', () => {
    const piece = fc.constantFrom('a', 'b', '-', '/', '?', '!', '\u00e9', '\ufffe', G, PLANE1, TOP, OUT, PLANE14, HI, LO, '\u{10FFFD}', '\u{F0000}');
    for (const r of [word, path, choice]) {
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 10 }), (xs) => {
          agree(r, xs.join(''));
        }),
        { numRuns: 400, seed: 11 },
      );
    }
  });
});

describe('a one-character leaf is matched by its set, as its regular expression would', () => {
  // grammar/engine/compile.ts matches a leaf of one BMP character by testing the code unit against
  // the leaf's set instead of running the set's class as a sticky regular expression: the two
  // agree on every code unit, for the set of every rule and of each of its alternatives.
  it('on every code unit, for every one-character set the grammars declare', async () => {
    const { allRules } = await import('../grammar/all.js');
    const { predicate, regexClass } = await import('../grammar/engine/charset.js');
    const sets = new Map<string, ReturnType<typeof charsetOf>>();
    const visit = (e: Parameters<typeof charsetOf>[0], rfc: Parameters<typeof charsetOf>[1]): void => {
      const set = charsetOf(e, rfc);
      if (set !== null && !isAstral(set)) sets.set(regexClass(set), set);
      if ('xs' in e) for (const x of e.xs) visit(x, rfc);
      else if ('x' in e) visit(e.x, rfc);
    };
    for (const r of allRules()) visit(r.body, r.rfc);
    expect(sets.size).toBeGreaterThan(30);
    const text = Array.from({ length: 0x10000 }, (_, c) => String.fromCharCode(c)).join('');
    for (const [cls, set] of sets) {
      const re = new RegExp(cls, 'y');
      const test = predicate(set!);
      let differ = 0;
      for (let c = 0; c < 0x10000; c++) {
        re.lastIndex = c;
        if (re.test(text) !== test(c)) differ++;
      }
      expect(differ, cls).toBe(0);
    }
  });
});
