/**
 * Issue 24, item 4: recovery within its bounds. `allErrors` makes progress every round or stops (a
 * repair never undoes an earlier one, so no text is parsed twice), costs at most 2 × maxErrors + 4
 * parses, keeps no copy of the input per error (the errors share the input, and each keeps its
 * repair as a step of one shared chain), and `formatReport` of what it returns is bounded per
 * error, however long the input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parserFor, type GrammarName } from '../grammar/all.js';
import { applyEdits, joinAdjacent, mapBack, type FixEdit } from '../src/diagnostics/fixes.js';
import { formatReport } from '../src/diagnostics/format.js';
import { runEdits, spanEdits } from '../src/diagnostics/text.js';
import { allErrors, Repaired, type Recovery } from '../src/diagnostics/recover.js';
import { roundReport } from '../src/diagnostics/report.js';
import type { URLErrorReport } from '../src/diagnostics/types.js';
import { MAX_ERRORS_CEILING, parseURL } from '../src/parse/parse.js';
import { settle } from '../src/parse/semantic.js';
import { sized } from './support/scale.js';

/** Collects garbage where the process allows it (vitest.config.ts runs the tests with --expose-gc). */
const collect = (): void => (globalThis as { gc?: () => void }).gc?.();

const GRAMMARS: GrammarName[] = ['rfc1738', 'rfc1738-pure', 'rfc1808', 'rfc2396', 'rfc2396+2732', 'rfc3986', 'rfc3987'];

/** A recovery over `grammar` (as `parseURL` builds it) that records every text it parses. */
function counting(grammar: GrammarName): { p: Recovery; texts: string[] } {
  const c = parserFor(grammar);
  const texts: string[] = [];
  const p: Recovery = {
    parse: (t) => {
      texts.push(t);
      return c.fast ? (c.fast(t)?.ast ?? null) : c.parse(t);
    },
    trace: (t) => c.trace(t),
    report: (text, t) => roundReport(text, grammar, t),
    problems: (t, ast) => settle(t, grammar, ast, true, true).problems,
    reparse: (t) => {
      const r = parseURL(t, { grammar });
      return r.ok ? { ok: true } : { ok: false, offset: r.error.culprit?.offset ?? r.error.offset };
    },
  };
  return { p, texts };
}

const first = (input: string, grammar: GrammarName): URLErrorReport => {
  const r = parseURL(input, { grammar });
  if (r.ok) throw new Error(`${JSON.stringify(input)} was accepted under ${grammar}`);
  return r.error;
};

describe('each round makes progress or stops', () => {
  it('an unclosed "[" is closed once: the next round does not delete the "]" it added (which cycled, 200 parses for 2 errors)', () => {
    for (const [grammar, codes] of [
      ['rfc3986', ['ipv6.unclosed', 'ipv6.bad-char']],
      ['rfc1738', ['ipv6.unclosed', 'ipv6.group-count']],
    ] as const) {
      const { p, texts } = counting(grammar);
      const errors = allErrors('http://[aaaa', first('http://[aaaa', grammar), 100, p);
      expect(errors.map((e) => e.code)).toEqual(codes);
      // One repaired text: "http://[aaaa]", whose error lies in the "]" recovery inserted, so it stops.
      expect(texts).toEqual(['http://[aaaa]']);
    }
  });

  it('never parses a text twice, and parses at most 2 × maxErrors + 4 texts, on adversarial inputs under every grammar', () => {
    const unit = fc.constantFrom('[', ']', '@', ':', '%', '/', '?', '#', ' ', '"', '<', '>', 'a', '1', '.', '\\', '|', '\u201c', '\u200e', 'é');
    fc.assert(
      fc.property(fc.constantFrom('', 'http://', 'http://[', 'ftp://u@', 'x:', '//', '"'), fc.array(unit, { maxLength: 24 }), fc.constantFrom(...GRAMMARS), fc.constantFrom(1, 3, 8), (prefix, units, grammar, max) => {
        const input = prefix + units.join('');
        const r = parseURL(input, { grammar });
        if (r.ok) return;
        const { p, texts } = counting(grammar);
        const errors = allErrors(input, r.error, max, p);
        expect(errors.length).toBeLessThanOrEqual(max);
        expect(errors[0]).toBe(r.error);
        expect(new Set(texts).size, JSON.stringify(texts)).toBe(texts.length);
        expect(texts.length).toBeLessThanOrEqual(2 * max + 4);
        for (const e of errors) expect(e.offset).toBeLessThanOrEqual(input.length);
      }),
      { numRuns: 400, seed: 24 },
    );
  });

  it('costs a few plain reports where it cycled: an unclosed "[" before 100,000 characters (counted)', () => {
    const input = 'http://[aaaa' + '/a'.repeat(50_000);
    const all = parseURL(input, { grammar: 'rfc3986', allErrors: true });
    expect(!all.ok && all.errors!.map((e) => e.code)).toEqual(['ipv6.unclosed', 'ipv6.bad-char']);
    // Counted, not timed (DECISIONS 36): the texts it parses and the traced parses it makes. It
    // cycled at 200 parses; its time against the plain report is `npm run bench -- --ratios`.
    const { p, texts } = counting('rfc3986');
    let traces = 0;
    const traced: Recovery = { ...p, trace: (t) => (traces++, p.trace(t)) };
    const errors = allErrors(input, first(input, 'rfc3986'), 100, traced);
    expect(errors.map((e) => e.code)).toEqual(['ipv6.unclosed', 'ipv6.bad-char']);
    expect(texts.length + traces, JSON.stringify({ texts: texts.length, traces })).toBeLessThanOrEqual(3);
  });
});

describe('the repaired text: pieces of the input and what repairs inserted', () => {
  /** Sorted, non-overlapping edits of a text of `n` characters, from `raw` draws. */
  const editsOf = (n: number, raw: ReadonlyArray<readonly [number, number, string]>): FixEdit[] => {
    const out: FixEdit[] = [];
    let at = 0;
    for (const [skip, del, text] of raw) {
      const start = at + skip;
      if (start > n) break;
      const end = Math.min(n, start + del);
      out.push({ start, end, text });
      at = end + 1;
    }
    return out;
  };

  it.each([
    ['its pieces', 4096],
    ['texts built and read as pieces again (a text of more than two pieces is built)', 2],
  ])('gives the text of the edits, and maps its offsets back as mapBack does, repair by repair: %s', (_name, rebase) => {
    const saved = Repaired.REBASE;
    Repaired.REBASE = rebase;
    try {
      checkPieces();
    } finally {
      Repaired.REBASE = saved;
    }
  });

  function checkPieces(): void {
    const edit = fc.tuple(fc.nat(6), fc.nat(3), fc.constantFrom('', ']', '%40', 'http://', '/'));
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.array(fc.array(edit, { maxLength: 4 }), { maxLength: 6 }), (input, rounds) => {
        let t = Repaired.of(input);
        let text = input;
        const steps: FixEdit[][] = [];
        for (const raw of rounds) {
          const edits = editsOf(text.length, raw);
          text = applyEdits(text, edits);
          t = t.apply(edits);
          steps.push(edits);
          expect(t.toString()).toBe(text);
          expect(t.length).toBe(text.length);
          for (let o = 0; o <= text.length; o++) {
            let back = o;
            for (let k = steps.length - 1; k >= 0; k--) back = mapBack(back, steps[k]!);
            expect(t.back(o), `offset ${o} of ${JSON.stringify(text)}`).toBe(back);
          }
        }
      }),
      { numRuns: 300, seed: 24 },
    );
  }

  it('keeps every text as it was while texts repaired from it and from each other share its first pieces, and reads its slices as the text’s', () => {
    // Texts repaired from any earlier text (not only the last: a later error's fixes rebuild a
    // text from an earlier one), many rounds deep (their windows read the shared pieces joined).
    const edit = fc.tuple(fc.nat(4), fc.nat(2), fc.constantFrom('', ']', '%40', 'ab'));
    fc.assert(
      fc.property(
        fc.string({ minLength: 20, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(40), fc.array(edit, { minLength: 1, maxLength: 3 })), { maxLength: 40 }),
        fc.array(fc.tuple(fc.nat(120), fc.nat(120)), { minLength: 4, maxLength: 4 }),
        (input, rounds, cuts) => {
          const made: Array<{ t: Repaired; text: string; steps: FixEdit[][]; reach: number }> = [{ t: Repaired.of(input), text: input, steps: [], reach: 0 }];
          for (const [pick, raw] of rounds) {
            // Mostly the last text, edited after its last edit (as recovery repairs), now and then
            // an earlier one, or before.
            const base = made[pick % 5 === 0 ? pick % made.length : made.length - 1]!;
            const from = pick % 7 === 0 ? 0 : Math.min(base.reach, base.text.length);
            const edits = editsOf(base.text.length - from, raw).map((e) => ({ start: e.start + from, end: e.end + from, text: e.text }));
            const text = applyEdits(base.text, edits);
            const last = edits.at(-1);
            made.push({ t: base.t.apply(edits), text, steps: [...base.steps, edits], reach: last ? last.start + last.text.length : base.reach });
          }
          for (const { t, text, steps } of made) {
            expect(t.toString()).toBe(text);
            expect(t.length).toBe(text.length);
            for (const [a, b] of cuts) expect(t.slice(Math.min(a, b), Math.max(a, b))).toBe(text.slice(Math.min(a, b), Math.max(a, b)));
            expect(t.slice(0)).toBe(text);
            for (let o = 0; o <= text.length; o++) {
              let back = o;
              for (let k = steps.length - 1; k >= 0; k--) back = mapBack(back, steps[k]!);
              expect(t.back(o)).toBe(back);
              expect(t.charCodeAt(o)).toBe(text.charCodeAt(o));
            }
          }
        },
      ),
      { numRuns: 200, seed: 24 },
    );
  });

  it('joins each run of adjacent edits into one: the same text, no two edits adjacent; a list with no run is itself', () => {
    const edit = fc.tuple(fc.nat(2), fc.nat(2), fc.constantFrom('', '%40', 'x'));
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.array(edit, { maxLength: 8 }), (input, raw) => {
        const edits: FixEdit[] = [];
        let at = 0;
        for (const [skip, del, text] of raw) {
          const start = at + skip;
          if (start > input.length) break;
          const end = Math.min(input.length, start + del);
          edits.push({ start, end, text });
          at = end;
        }
        const joined = joinAdjacent(edits);
        expect(applyEdits(input, joined)).toBe(applyEdits(input, edits));
        for (let i = 1; i < joined.length; i++) expect(joined[i]!.start).toBeGreaterThan(joined[i - 1]!.end);
        if (edits.every((e, i) => i === 0 || e.start !== edits[i - 1]!.end)) expect(joined).toBe(edits);
      }),
      { numRuns: 500, seed: 24 },
    );
  });

  it('writes the runs of a unit as one edit of their span (spanEdits), the text runEdits\'s edits write', () => {
    // Units "\\", "@" and "/" among others, astral characters and lone surrogates; the span
    // crossing blocks of 8,192 units; a one-unit replacement and a longer one ("%40").
    const unit = fc.constantFrom('\\', '@', '/', 'a', '\u{1F600}', '\ud800', '.');
    const long = fc.tuple(fc.array(unit, { maxLength: 40 }), fc.nat(3)).map(([xs, k]) => xs.join('').repeat(k === 3 ? 700 : 1));
    fc.assert(
      fc.property(long, fc.nat(5), fc.constantFrom(['\\', '/'], ['@', '%40']), (text, offset, [from, to]) => {
        const test = (c: number) => c === from!.charCodeAt(0);
        const lead = offset > 0 ? { start: 0, end: offset, text: 'x' } : null;
        const input = 'y'.repeat(offset) + text;
        const each = runEdits(text, offset, test, to!, lead);
        const span = spanEdits(text, offset, test, to!, lead);
        expect(applyEdits(input, span)).toBe(applyEdits(input, each));
        expect(span.length).toBe(Math.min(each.length, (lead ? 1 : 0) + 1));
        if (span.length > (lead ? 1 : 0)) {
          expect(span.at(-1)!.start).toBe(each[lead ? 1 : 0]!.start);
          expect(span.at(-1)!.end).toBe(each.at(-1)!.end);
        }
      }),
      { numRuns: 300, seed: 24 },
    );
  });

  it('reports a Windows path that recovery repaired with one edit of its runs\' span, its fix an edit a run', () => {
    const input = 'x:' + '\\..'.repeat(1000);
    const r = parseURL(input, { allErrors: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors?.map((e) => e.code)).toEqual(['file.windows-path']);
    // The report's fix writes each "\\" as "/" with an edit of its own.
    expect(r.errors![0]!.fixes[0]!.edits.length).toBeGreaterThan(1000);
    expect(r.errors![0]!.fixes[0]!.url).toBe('file:///x:' + '/..'.repeat(1000));
  });

  it('builds a text of many short pieces (copied as units, made strings a block at a time) as applyEdits does', () => {
    // Every "@" escaped and every "!" deleted: over 64 pieces, each a few units long, with
    // astral characters, a lone surrogate and a piece of more than one block (8,192 units) between.
    const input = ('a@\u{1F600}!\ud800@b!'.repeat(3000) + 'x'.repeat(20000) + '@é!').repeat(2);
    const edits: FixEdit[] = [];
    for (let i = 0; i < input.length; i++) {
      if (input[i] === '@') edits.push({ start: i, end: i + 1, text: '%40' });
      if (input[i] === '!') edits.push({ start: i, end: i + 1, text: '' });
    }
    const saved = Repaired.REBASE;
    Repaired.REBASE = 1 << 30;
    try {
      const t = Repaired.of(input).apply(edits);
      expect(t.toString()).toBe(applyEdits(input, edits));
      // And a second repair over the built text's pieces.
      const more = [{ start: 1, end: 1, text: '🙂' }, { start: 5, end: 9, text: '' }];
      expect(t.apply(more).toString()).toBe(applyEdits(applyEdits(input, edits), more));
    } finally {
      Repaired.REBASE = saved;
    }
  });

  it('maps the end of a range to just after its last character: not over what a repair deleted after it', () => {
    // 'ab%cd', the '%' deleted: 'abcd'. The range 'ab' ends before the deleted '%' in the input.
    const t = Repaired.of('ab%cd').apply([{ start: 2, end: 3, text: '' }]);
    expect(t.back(2)).toBe(3);
    expect(t.backEnd(2)).toBe(2);
    expect(t.backEnd(0)).toBe(0);
    expect(t.backEnd(4)).toBe(5);
    // An inserted character's range ends where it was inserted.
    const u = Repaired.of('ab').apply([{ start: 1, end: 1, text: 'XY' }]);
    expect(u.backEnd(3)).toBe(1);
    expect(u.backEnd(4)).toBe(2);
  });

  it('a later error\'s fix, moved onto the input, changes only its own characters (it took in what an earlier repair deleted)', () => {
    const r = parseURL('http://a/%%%', { allErrors: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // Each "%" escaped by its own error's fix; none deletes another "%".
    expect(r.errors!.map((e) => [e.culprit?.offset, e.fixes[0]?.url])).toEqual([
      [9, 'http://a/%25%%'],
      [10, 'http://a/%%25%'],
      [11, 'http://a/%%%25'],
    ]);
    expect(r.error.wholeFix?.url).toBe('http://a/%25%25%25');
  });

  it('knows what a repair inserted, which no later repair may delete', () => {
    const t = Repaired.of('http://[aaaa').apply([{ start: 12, end: 12, text: ']' }]);
    expect(t.inserted(12, 13)).toBe(true);
    expect(t.inserted(11, 12)).toBe(false);
    expect(t.inserted(0, 12)).toBe(false);
  });
});

describe('memory: the errors share the input, and keep their repairs as one chain', () => {
  /** The heap `make()`'s result keeps, from a collected heap before and after. */
  const kept = (make: () => unknown): { bytes: number; value: unknown } => {
    collect();
    const before = process.memoryUsage().heapUsed;
    const value = make();
    collect();
    return { bytes: process.memoryUsage().heapUsed - before, value };
  };

  it('150 errors of a 48 KB input keep far less than 50 bytes per character, their fixes read or not, and no more than on 12 KB', () => {
    if (!(globalThis as { gc?: unknown }).gc) return; // vitest.config.ts runs the tests with --expose-gc
    const make = (n: number) => 'http://a/' + 'a '.repeat(n / 2) + 'b';
    const run = (n: number) => parseURL(make(n), { grammar: 'rfc3986', allErrors: true, maxErrors: 150 });
    // Warmed at both sizes first: code compiled on the first long input is not what a result keeps.
    // The heap after a collection moves by up to a megabyte from one call to the next whatever the
    // input's length (the same before issue 24's windows; once the least of five calls at 48 KB
    // came out 700 KB over the least at 12 KB, in CI), while a result keeps some 750 KB at either
    // length. So eight results are kept at once and the heap they keep is divided among them: the
    // noise is divided with it, and the least of three such measures is taken.
    run(1000);
    run(48_000);
    const RESULTS = 8;
    const each = (n: number) =>
      [0, 1, 2]
        .map(() => kept(() => Array.from({ length: RESULTS }, () => run(n))))
        .map((k) => ({ bytes: k.bytes / RESULTS, value: (k.value as unknown[])[0] }))
        .reduce((a, b) => (b.bytes < a.bytes ? b : a));
    const small = each(12_000);
    const big = each(48_000);
    const errors = (big.value as { errors: URLErrorReport[] }).errors;
    expect(errors).toHaveLength(150);
    // Each error kept its own repaired text before: 150 × 48 KB, some 150 bytes per character.
    expect(big.bytes).toBeLessThan(50 * 48_000);
    expect(big.bytes - small.bytes).toBeLessThan(10 * 36_000);
    // The fixes of every error, read: each corrected URL is the input's slices and the edit.
    const read = kept(() => errors.reduce((n, e) => n + e.fixes.length, 0));
    expect(read.value).toBeGreaterThan(0);
    expect(read.bytes).toBeLessThan(20 * 48_000);
    // In the input's coordinates: the fix of the 100th space escapes that one.
    const e = errors[99]!;
    const input = make(48_000);
    expect(e.offset).toBe(208);
    expect(e.fixes[0]!.edits).toEqual([{ start: 208, end: 209, text: '%20' }]);
    expect(e.fixes[0]!.url).toBe(input.slice(0, 208) + '%20' + input.slice(209));
  });
});

describe('formatReport of any report parseURL made is bounded, whatever the length of the input', () => {
  it('shows an excerpt of a long input around the caret, the columns right, the password masked', () => {
    // A million characters under test:full, 200,000 under npm test (either is far past an excerpt).
    const n = sized(1_000_000, 200_000);
    const input = 'http://user:secret@example.org/' + 'a'.repeat(n) + ' b';
    const r = parseURL(input, { grammar: 'rfc3986', allErrors: true });
    if (r.ok) throw new Error('accepted');
    const text = formatReport(r.error);
    expect(text.length).toBeLessThan(4000);
    expect(text).not.toContain('secret');
    const lines = text.split('\n');
    expect(lines[1]).toBe(` --> 1:${r.error.column} (rfc3986, syntax error)`);
    expect(r.error.column).toBe(n + 32);
    // The caret sits under the space, in the excerpt: 60 characters each side and "…" before.
    expect(lines[3]).toBe(`  | …${'a'.repeat(60)} b`);
    expect(lines[4]!.indexOf('^')).toBe(lines[3]!.indexOf(' b'));
    expect(lines[4]).toContain('^ found U+0020 SPACE');
    // The corrected URL, around its edit.
    expect(text).toContain(`      …${'a'.repeat(60)}%20b`);
    expect(formatReport(r.errors!).length).toBeLessThan(8000);
  });

  it('puts each caret of an excerpt under its character, counted in code points', () => {
    const input = 'http://h/\u{1F600}' + 'a'.repeat(300) + ' ' + 'b'.repeat(100) + '\u{1F600}|' + 'c'.repeat(300) + '{d';
    const r = parseURL(input, { grammar: 'rfc3986', allErrors: true });
    if (r.ok) throw new Error('accepted');
    expect(r.errors!.length).toBeGreaterThanOrEqual(3);
    for (const e of r.errors!) {
      const lines = formatReport(e).split('\n');
      // The mark where the parser stopped: "-" when the culprit is elsewhere, else "^".
      const col = lines[4]!.indexOf(e.culprit && e.culprit.offset !== e.offset ? '-' : '^') - 4;
      expect(Array.from(lines[3]!.slice(4))[col], `${e.code} at ${e.offset}`).toBe(e.found!.text);
    }
  });

  it('draws the carets of many errors of a long input a few to an excerpt: linear in their number', () => {
    const input = 'http://h/' + ('a'.repeat(500) + ' ').repeat(40);
    const r = parseURL(input, { grammar: 'rfc3986', allErrors: true });
    if (r.ok) throw new Error('accepted');
    expect(r.errors).toHaveLength(40);
    const text = formatReport(r.errors!);
    const head = text.split('\n\n')[0]!.split('\n');
    // One excerpt per group of at most eight marks, each line of bounded width.
    expect(head.filter((l) => l.startsWith('  | …') || l.startsWith('  | http')).length).toBe(40 / 8);
    for (const l of head) expect(l.length).toBeLessThan(8 * 130);
    expect(text.length).toBeLessThan(40 * 3000);
    // Their carets, under the spaces.
    const src = head[2]!;
    const carets = head[3]!;
    for (let i = 0; i < carets.length; i++) if (carets[i] === '^') expect(src[i]).toBe(' ');
  });

  it('clips a long hint or fix message in the middle', () => {
    const r = parseURL('http' + 'p'.repeat(1000) + '//host/', { grammar: 'rfc1738' });
    if (r.ok) throw new Error('accepted');
    expect(r.error.hints[0]!.message.length).toBeGreaterThan(1000);
    const help = formatReport(r.error).split('\n').find((l) => l.includes('help:'))!;
    expect(help.length).toBeLessThan(320);
    expect(help).toContain('p\u2026p');
  });
});

describe('maxErrors has a hard ceiling (DECISIONS 46)', () => {
  it('a larger maxErrors reads as MAX_ERRORS_CEILING (1000): 2 MB of "%" with maxErrors 1e9 stops at 1,000 errors', () => {
    expect(MAX_ERRORS_CEILING).toBe(1000);
    const r = parseURL('%'.repeat(2_000_000), { allErrors: true, maxErrors: 1e9 });
    if (r.ok) throw new Error('accepted');
    expect(r.errors).toHaveLength(MAX_ERRORS_CEILING);
    const small = parseURL('%'.repeat(3000), { allErrors: true, maxErrors: 10 });
    if (small.ok) throw new Error('accepted');
    expect(small.errors).toHaveLength(10);
  });
});
