/**
 * Issue 24, item 4 and its target (allErrors within 20× the plain report): a round of recovery
 * parses a window of the repaired text (a prefix of it, reaching a margin past the failure) and
 * reads the rest of the text only where a report asks for it. The reports are those of the whole
 * text: here every round of a reference recovery reads the whole text (its traced parse never
 * lets a window decide), and the two give the same errors, fixes and all, on long inputs (longer
 * than the first window) under every grammar.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sized } from './support/scale.js';
import { parserFor, type GrammarName } from '../grammar/all.js';
import { allErrors, Repaired, type Recovery, type Run } from '../src/diagnostics/recover.js';
import { roundReport } from '../src/diagnostics/report.js';
import type { URLErrorReport } from '../src/diagnostics/types.js';
import { parseURL } from '../src/parse/parse.js';
import { settle } from '../src/parse/semantic.js';
import { automatonFirstError } from '../src/parse/first-error.js';
import { WINDOW_MARGIN } from '../src/diagnostics/classify.js';

const GRAMMARS: GrammarName[] = ['rfc1738', 'rfc1738-pure', 'rfc1808', 'rfc2396', 'rfc2396+2732', 'rfc3986', 'rfc3987', 'whatwg'];

/** The recovery `parseURL` builds; with `whole`, one whose windows never decide (every round reads the whole text). */
function recovery(grammar: GrammarName, whole: boolean, windows: string[] = []): Recovery {
  const c = parserFor(grammar);
  return {
    parse: (t) => (c.fast ? (c.fast(t)?.ast ?? null) : c.parse(t)),
    trace: (t) => {
      windows.push(t);
      const r = c.trace(t);
      return whole ? { ...r, matched: true } : r;
    },
    report: (text, t) => roundReport(text, grammar, t),
    problems: (t, ast) => settle(t, grammar, ast, true, true).problems,
    reparse: (t) => {
      const r = parseURL(t, { grammar });
      return r.ok ? { ok: true } : { ok: false, offset: r.error.culprit?.offset ?? r.error.offset };
    },
  };
}

/** What a user reads of an error: everything `JSON.stringify` shows, its fixes included. */
const shown = (errors: readonly URLErrorReport[]) => JSON.parse(JSON.stringify(errors)) as unknown;

const UNITS = ['[', ']', '@', ':', '%', '%4', '/', '?', '#', ' ', '"', '<', '>', 'a', '1', '.', '\\', '|', '\u201c', 'é', '\u{1F600}', '//', ':]', '[:', '&=', '%%41', '1.', '/.', '..', ';', '\t', '\uFF0F'];
const PREFIXES = ['', 'http://', 'http://a/', 'http://a?', 'http://a#', 'http://[', 'ftp://u@', 'x:', '//', '/', '"http://', 'file:C:\\', 'http:/'];

/**
 * Long inputs under every grammar (a prefix, a body of units repeated to 300-1,500 code units, a
 * tail), with a cap on their errors: the errors of each rejected one under `got(grammar)` (a
 * recovery as a test builds it) are those of rounds that read the whole text with the traced parse.
 */
function sameAsWhole(seed: number, got: (grammar: GrammarName) => Recovery): void {
  fc.assert(
    fc.property(
      fc.constantFrom(...PREFIXES),
      fc.array(fc.constantFrom(...UNITS), { minLength: 1, maxLength: 6 }),
      fc.array(fc.constantFrom(...UNITS), { maxLength: 8 }),
      fc.integer({ min: 300, max: 1500 }),
      fc.constantFrom(...GRAMMARS),
      fc.constantFrom(5, 20, 60),
      (prefix, unit, tail, length, grammar, max) => {
        const body = unit.join('');
        const input = prefix + body.repeat(Math.ceil(length / body.length)) + tail.join('');
        const r = parseURL(input, { grammar });
        if (r.ok) return;
        const want = allErrors(input, r.error, max, recovery(grammar, true));
        expect(shown(allErrors(input, r.error, max, got(grammar))), `${grammar}: ${JSON.stringify(input.slice(0, 60))}…`).toEqual(shown(want));
      },
    ),
    // 150 cases under test:full, 25 under npm test (the same seed: its first 25).
    { numRuns: sized(150, 25), seed },
  );
}

/** The recovery parseURL builds: its windows, and the automaton asked first (`Recovery.read`). */
function askingTheAutomaton(grammar: GrammarName): Recovery {
  const c = parserFor(grammar);
  return { ...recovery(grammar, false), read: (t) => automatonFirstError(c, grammar, t) };
}

describe("a round's window", () => {
  it('gives the reports of the whole text, on long inputs under every grammar', () => {
    sameAsWhole(24, (grammar) => recovery(grammar, false));
  });

  // As parseURL runs it: each round asks the automaton of its window first (`Recovery.read`), and a
  // window it reads whole decides nothing, without the traced parse of it that `firstError` would
  // make (test/linear.test.ts measures what that saves where the errors stand far apart).
  it('gives the same reports when the automaton is asked first, as parseURL asks it', () => {
    sameAsWhole(25, askingTheAutomaton);
    // Errors far apart (spaces 1,000 apart in a path, of which the first window reaches none).
    const spread = 'http://a/' + ('a'.repeat(999) + ' ').repeat(30);
    for (const grammar of ['rfc3986', 'rfc1738'] as const) {
      const r = parseURL(spread, { grammar });
      if (r.ok) throw new Error('accepted');
      const got = allErrors(spread, r.error, 100, askingTheAutomaton(grammar));
      expect(got.length, grammar).toBeGreaterThanOrEqual(30);
      expect(shown(got), grammar).toEqual(shown(allErrors(spread, r.error, 100, recovery(grammar, true))));
    }
  });

  it('lets windows decide on such inputs: most rounds read a prefix of the text', () => {
    const input = 'http://a/' + '[%'.repeat(5000);
    const r = parseURL(input, { grammar: 'rfc3986' });
    if (r.ok) throw new Error('accepted');
    const windows: string[] = [];
    const errors = allErrors(input, r.error, 100, recovery('rfc3986', false, windows));
    expect(errors).toHaveLength(100);
    expect(windows.length).toBeGreaterThanOrEqual(99);
    for (const w of windows) expect(w.length).toBeLessThan(100 * 3 + 8 * WINDOW_MARGIN);
  });

  it('skips a run of a repaired text as a string is skipped, its input runs read once and kept between texts', () => {
    const isA = (c: number) => c === 0x61;
    const isAB = (c: number) => c === 0x61 || c === 0x62;
    fc.assert(
      fc.property(fc.stringMatching(/^[ab-]{0,30}$/), fc.array(fc.tuple(fc.nat(30), fc.nat(3), fc.constantFrom('', 'a', 'ab', '-')), { maxLength: 4 }), fc.nat(32), fc.nat(34), (input, raw, i, end) => {
        const runs = new Map<(c: number) => boolean, Run>();
        let t = Repaired.of(input);
        for (const [at, del, text] of raw) {
          const start = Math.min(at, t.length);
          t = t.apply([{ start, end: Math.min(t.length, start + del), text }]);
          const s = t.toString();
          for (const test of [isA, isAB]) {
            // skipWhile's reading of a string.
            let want = i;
            while (want < end && test(s.charCodeAt(want))) want++;
            expect(t.skip(i, end, test, runs), `${JSON.stringify(s)} from ${i} to ${end}`).toBe(want);
          }
        }
      }),
      { numRuns: 500, seed: 24 },
    );
  });

  it('answers the same of a text built and read as pieces again (past Repaired.REBASE pieces) as of its pieces', () => {
    const edit = fc.tuple(fc.nat(5), fc.nat(2), fc.constantFrom('', ']', '%40', 'ab', '/'));
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), fc.array(fc.array(edit, { maxLength: 4 }), { maxLength: 6 }), (input, rounds) => {
        const saved = Repaired.REBASE;
        let plain = Repaired.of(input);
        let built = Repaired.of(input);
        for (const raw of rounds) {
          const edits: Array<{ start: number; end: number; text: string }> = [];
          let at = 0;
          for (const [skip, del, text] of raw) {
            const start = at + skip;
            if (start > plain.length) break;
            const end = Math.min(plain.length, start + del);
            // A repair never deletes what an earlier one inserted.
            if (end > start && plain.inserted(start, end)) continue;
            edits.push({ start, end, text });
            at = end + 1;
          }
          plain = plain.apply(edits);
          try {
            Repaired.REBASE = 1;
            built = built.apply(edits);
          } finally {
            Repaired.REBASE = saved;
          }
          const n = plain.length;
          expect(built.toString()).toBe(plain.toString());
          for (let o = 0; o <= n; o++) {
            expect(built.back(o)).toBe(plain.back(o));
            expect(built.backEnd(o)).toBe(plain.backEnd(o));
            for (let e = o; e <= n; e++) expect(built.inserted(o, e), `[${o}, ${e}) of ${JSON.stringify(plain.toString())}`).toBe(plain.inserted(o, e));
          }
        }
      }),
      // 300 cases under test:full, 150 under npm test (the same seed: its first 150).
      { numRuns: sized(300, 150), seed: 24 },
    );
  });

  it('reads a repaired text in part: the slice of its pieces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(40), fc.nat(5), fc.nat(45), fc.nat(45), (input, at, del, a, b) => {
        const start = Math.min(at, input.length);
        const t = Repaired.of(input).apply([{ start, end: Math.min(input.length, start + del), text: 'XY' }]);
        const s = t.toString();
        expect(t.slice(Math.min(a, b), Math.max(a, b))).toBe(s.slice(Math.min(a, b), Math.max(a, b)));
      }),
      { numRuns: 300, seed: 24 },
    );
  });
});
