/**
 * The mistakes people make (issue 24, item 3; the cases and their sources are in
 * test/tables/mistakes.ts): each case's report puts the caret where a human would (the culprit, or
 * the furthest failure), gives the code of its kind, and its whole-URL fix (the verified
 * machine-applicable one, `wholeFix`) is the fix a human would accept, or none where none can be
 * known; where the library falls short, the table's `gap` says what it gives and why, and the
 * aggregate targets of the issue hold: the caret on at least 95% of the cases, the human fix as
 * the whole-URL fix on at least 85% of the cases that have one. And no machine-applicable fix of
 * a case makes a valid URL other than the human fix.
 *
 * Machine-applicable means lossless (DECISIONS 33): a human fix that removes, moves or replaces a
 * character of the input (a "\" written "/", a doubled prefix or a Markdown link's text removed,
 * a full-width "." replaced) is no machine-applicable fix, so no whole-URL fix; it is offered at
 * the level below, and `fixURL(input, { applicability: 'maybe-incorrect' })` (`check --fix
 * --unsafe-fixes`) reaches it. The 85% target holds on the cases whose human fix keeps every
 * character, and the same target on the others through the maybe-incorrect fixes.
 */
import { describe, expect, it } from 'vitest';
import { keepsEveryCharacter } from '../src/diagnostics/lossless.js';
import { fixURL, parseURL, type URLErrorReport } from '../src/index.js';
import { MISTAKES, type MistakeCase } from './tables/mistakes.js';

/** The report of a case: `parseURL(input)` (RFC 3986 from `URI`) or under the case's grammar. */
function report(c: MistakeCase): URLErrorReport {
  const r = c.grammar === undefined ? parseURL(c.input) : parseURL(c.input, { grammar: c.grammar });
  if (r.ok) throw new Error(`${JSON.stringify(c.input)} parses`);
  return r.error;
}

const reports = new Map<MistakeCase, URLErrorReport>();
const of = (c: MistakeCase) => {
  let r = reports.get(c);
  if (!r) reports.set(c, (r = report(c)));
  return r;
};
const caretOf = (e: URLErrorReport) => e.culprit?.offset ?? e.offset;
/** Does the case's human fix keep every character of its input (DECISIONS 33)? Else it can be no whole-URL fix. */
const lossless = (c: MistakeCase): boolean => c.fix !== null && keepsEveryCharacter(c.input, c.fix);
/** The whole-URL fix a case is held to: the human fix where it is lossless and no gap says otherwise, else the gap's, else none. */
const expectedWhole = (c: MistakeCase): string | null => (c.gap ? c.gap.wholeFix : lossless(c) ? c.fix : null);
const label = (c: MistakeCase) => `${c.kind}: ${JSON.stringify(c.input).slice(0, 70)}`;

describe('the table', () => {
  it('has at least 80 cases, each with its source, a caret inside the input and a fix that is no copy of it', () => {
    expect(MISTAKES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(MISTAKES.map((c) => c.input + '\u0000' + (c.grammar ?? ''))).size).toBe(MISTAKES.length);
    for (const c of MISTAKES) {
      expect(c.source.length, label(c)).toBeGreaterThan(10);
      expect(c.caret >= 0 && c.caret <= c.input.length, label(c)).toBe(true);
      expect(c.fix, label(c)).not.toBe(c.input);
      if (c.gap) expect(c.gap.wholeFix, label(c)).not.toBe(c.fix);
    }
  });

  it('covers the kinds issue 24 names, with several cases each', () => {
    const count = (kinds: string[]) => MISTAKES.filter((c) => kinds.includes(c.kind)).length;
    expect(count(['scheme-doubled'])).toBeGreaterThanOrEqual(3);
    expect(count(['scheme-colon', 'slashes'])).toBeGreaterThanOrEqual(6);
    expect(count(['ipv6-brackets'])).toBeGreaterThanOrEqual(3);
    expect(count(['confusable'])).toBeGreaterThanOrEqual(3);
    expect(count(['windows-path', 'unc-path'])).toBeGreaterThanOrEqual(3);
    expect(count(['port-letters'])).toBeGreaterThanOrEqual(3);
    expect(count(['host-comma', 'list-separator'])).toBeGreaterThanOrEqual(3);
    expect(count(['label-hyphen'])).toBeGreaterThanOrEqual(3);
    expect(count(['quotes', 'whitespace', 'markdown', 'json-escape', 'list-separator'])).toBeGreaterThanOrEqual(6);
  });
});

describe('each case', () => {
  it.each(MISTAKES.map((c) => [label(c), c] as const))('%s', (_name, c) => {
    const e = of(c);
    expect(e.code).toBe(c.code);
    expect(caretOf(e), 'the caret').toBe(c.caret);
    expect(e.wholeFix?.url ?? null, 'the whole-URL fix').toBe(expectedWhole(c));
    // A human fix that loses a character is offered, and not as machine-applicable.
    if (c.fix !== null && !lossless(c) && !c.gap) expect(e.fixes.find((f) => f.url === c.fix)?.applicability ?? 'maybe-incorrect', 'the lossy human fix').toBe('maybe-incorrect');
    // A machine-applicable fix that makes a valid URL makes the one a human would accept.
    for (const f of e.fixes) if (f.applicability === 'machine-applicable' && f.validates) expect(f.url, f.message).toBe(c.fix);
  });
});

describe('the targets of issue 24', () => {
  it('the caret where a human fixes it on at least 95% of the cases', () => {
    const hits = MISTAKES.filter((c) => caretOf(of(c)) === c.caret).length;
    expect(hits / MISTAKES.length).toBeGreaterThanOrEqual(0.95);
  });

  it('the human fix as the verified machine-applicable whole-URL fix on at least 85% of the cases whose human fix keeps every character', () => {
    const fixable = MISTAKES.filter(lossless);
    const hits = fixable.filter((c) => of(c).wholeFix?.url === c.fix).length;
    expect(fixable.length).toBeGreaterThanOrEqual(25);
    expect(hits / fixable.length).toBeGreaterThanOrEqual(0.85);
  });

  it('the human fix as the whole-URL fix of the maybe-incorrect level (--unsafe-fixes) on at least 85% of the others', () => {
    const others = MISTAKES.filter((c) => c.fix !== null && !lossless(c));
    const hits = others.filter((c) => fixURL(c.input, { ...(c.grammar ? { grammar: c.grammar } : {}), applicability: 'maybe-incorrect' }).url === c.fix).length;
    expect(hits / others.length).toBeGreaterThanOrEqual(0.85);
  });

  it('no whole-URL fix where none can be known', () => {
    for (const c of MISTAKES.filter((x) => x.fix === null)) expect(of(c).wholeFix ?? null, label(c)).toBeNull();
  });
});
