/**
 * The error classifier as a table (src/diagnostics/classify.ts, its documentation row for row in
 * classify-why.ts): every row fires on its pinned input, and no earlier row shadows it; every row's
 * code is a syntax code of the closed list, and its documentation's; the unsafe characters come
 * from the RFC 1738 rules.
 */
import { describe, expect, it } from 'vitest';
import { parserFor, lookup, type CompiledGrammar } from '../grammar/all.js';
import { CLASSIFIER, charClass, classify } from '../src/diagnostics/classify.js';
import { CLASSIFIER_WHY, type ClassifierWhy, type Pinned } from '../src/diagnostics/classify-why.js';
import { ERROR_CODES } from '../src/diagnostics/codes.js';
import { parseRule, parseURL } from '../src/parse/parse.js';
import { syntaxFailure } from '../src/diagnostics/report.js';

/** The input, the compiled grammar, the grammar name the report carries, and the public parse. */
function pinnedRun(p: Pinned): { input: string; compiled: CompiledGrammar; grammar: string; parse: () => ReturnType<typeof parseRule> } {
  if (typeof p === 'string') return { input: p, compiled: parserFor('rfc1738'), grammar: 'rfc1738', parse: () => parseURL(p, { grammar: 'rfc1738' }) };
  if ('grammar' in p) return { input: p.input, compiled: parserFor(p.grammar), grammar: p.grammar, parse: () => parseURL(p.input, { grammar: p.grammar }) };
  const rule = lookup(p.rfc, p.rule)!;
  return { input: p.input, compiled: parserFor(rule, null), grammar: rule.key, parse: () => parseRule(p.rule, p.input, { rfc: p.rfc }) };
}

const label = (doc: ClassifierWhy, i: number) => `#${i} ${doc.code} ${JSON.stringify(doc.pinned)}`;

describe('the classifier table', () => {
  it('its documentation (classify-why.ts) has one entry per row, in order, with the row\'s code', () => {
    expect(CLASSIFIER_WHY.map((d) => d.code)).toEqual(CLASSIFIER.map((r) => r.code));
  });

  it.each(CLASSIFIER.map((row, i) => [label(CLASSIFIER_WHY[i]!, i), row, CLASSIFIER_WHY[i]!] as const))('%s: its pinned input is classified by this row', (_name, row, doc) => {
    const { input, compiled, grammar, parse } = pinnedRun(doc.pinned);
    expect(compiled.parse(input), 'the pinned input must fail the BNF').toBeNull();
    const { context } = syntaxFailure(input, grammar, compiled.trace(input));
    const first = classify(context);
    expect(CLASSIFIER.indexOf(first), `classified by #${CLASSIFIER.indexOf(first)} ${first.code}: ${CLASSIFIER_WHY[CLASSIFIER.indexOf(first)]?.why}`).toBe(CLASSIFIER.indexOf(row));
    // And the public API reports it.
    const r = parse();
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(row.code);
      expect(r.error.culprit?.offset ?? r.error.offset).toBe(row.culprit ? row.culprit(context) : r.error.offset);
    }
  });

  it('every row yields a syntax code of the closed list', () => {
    for (const [i, row] of CLASSIFIER.entries()) {
      expect(Object.hasOwn(ERROR_CODES, row.code), row.code).toBe(true);
      expect(ERROR_CODES[row.code].kind, row.code).toBe('syntax');
      expect(CLASSIFIER_WHY[i]!.why.length, row.code).toBeGreaterThan(0);
    }
  });

  it('the last row holds always: every failure gets a code', () => {
    const last = CLASSIFIER[CLASSIFIER.length - 1]!;
    expect(last.code).toBe('syntax.unexpected-char');
  });
});

describe('the character classes', () => {
  it('the unsafe characters are RFC 1738 national and punctuation', () => {
    const unsafe = Array.from({ length: 0x80 }, (_, c) => c).filter((c) => charClass(c) === 'unsafe').map((c) => String.fromCharCode(c)).join('');
    expect([...unsafe].sort().join('')).toBe([...'{}|\\^~[]`<>#%"'].sort().join(''));
  });

  it('end, space, control, non-ASCII and other', () => {
    expect([-1, 0x20, 0x09, 0x7f, 0x85, 0xe9, 0x41].map(charClass)).toEqual(['end', 'space', 'control', 'control', 'control', 'non-ascii', 'other']);
  });
});

describe('facts read from a bounded part of the text', () => {
  it('doubledSchemeAt: the Appendix B reading of the text from the authority on, read up to the "//" after its last ":" only', async () => {
    const fc = (await import('fast-check')).default;
    const { doubledSchemeAt } = await import('../src/diagnostics/facts.js');
    const { readComponents } = await import('../src/record/index.js');
    // The definition it keeps: the record of everything from the authority's start.
    const isSchemeName = (s: string) => /^[A-Za-z][A-Za-z0-9+.-]*$/.test(s);
    const oracle = (input: string): number | null => {
      const rec = readComponents(input);
      const a = rec.authority;
      if (a === null || rec.scheme === null || a.end <= a.start) return null;
      const inner = readComponents(input.slice(a.start));
      return inner.scheme !== null && inner.scheme.start === 0 && inner.authority !== null && isSchemeName(inner.scheme.text) ? a.start : null;
    };
    let found = 0;
    fc.assert(
      fc.property(fc.constantFrom('http://', 'ftp://u@', 'x://', '//', 'http://http', 'http://a:', 'http://ftp://'), fc.array(fc.constantFrom('http', 'a', '1', '+', ':', '//', '/', '?', '#', '@', '[', ' '), { maxLength: 6 }), (pre, parts) => {
        const input = pre + parts.join('');
        const want = oracle(input);
        if (want !== null) found++;
        expect(doubledSchemeAt(input, readComponents(input)), JSON.stringify(input)).toBe(want);
      }),
      { numRuns: 4000, seed: 24 },
    );
    expect(found).toBeGreaterThan(50);
  });
});
