/**
 * One record per error code (src/diagnostics/actions.ts): every code of ERROR_CODES has its entry,
 * with a hint or the reason it has none, and fix-its or the reason there are none; where an entry
 * has a hint or fix-its, the code's documented example gets them; the caret labels and the repair
 * policy are read from the entries.
 */
import { describe, expect, it } from 'vitest';
import { CODE_ACTIONS, candidates, culpritLabel, repairsByFix } from '../src/diagnostics/actions.js';
import { ACTIONS_WHY } from '../src/diagnostics/actions-why.js';
import { ERROR_CODES, parseRule, parseURL, type ErrorCode } from '../src/index.js';

const CODES = Object.keys(ERROR_CODES) as ErrorCode[];

/** The report of a code's documented example. */
function exampleReport(code: ErrorCode) {
  const ex = ERROR_CODES[code].example;
  const r = 'grammar' in ex ? parseURL(ex.input, { grammar: ex.grammar }) : parseRule(ex.rule, ex.input, { rfc: ex.rfc });
  if (r.ok) throw new Error(`${code}: its example is valid`);
  return r.error;
}

describe('CODE_ACTIONS', () => {
  it('has one entry per error code, and no other (and so has its documentation, ACTIONS_WHY)', () => {
    expect(Object.keys(CODE_ACTIONS).sort()).toEqual([...CODES].sort());
    expect(Object.keys(ACTIONS_WHY).sort()).toEqual([...CODES].sort());
  });

  it.each(CODES)('%s: a hint or why none, fix-its or why none, and its example shows them', (code) => {
    const a = CODE_ACTIONS[code];
    const report = exampleReport(code);
    expect(report.code).toBe(code);
    const why = ACTIONS_WHY[code];
    if (typeof a.hint === 'function') {
      expect(report.hints.length, 'the example has a hint').toBeGreaterThan(0);
      expect(why.hint, 'no reason for a hint that exists').toBeUndefined();
    } else {
      expect(why.hint?.length ?? 0, 'why there is no hint').toBeGreaterThan(10);
      expect(report.hints).toEqual([]);
    }
    if (typeof a.fixes === 'function') {
      expect(candidates(report).length, 'the example has a fix-it candidate').toBeGreaterThan(0);
      expect(why.level?.length ?? 0, 'why its fixes have their level').toBeGreaterThan(10);
      expect(why.fixes, 'no reason for fixes that exist').toBeUndefined();
    } else {
      expect(why.fixes?.length ?? 0, 'why there is no fix').toBeGreaterThan(10);
      expect(why.level, 'no level reason without fixes').toBeUndefined();
      expect(candidates(report)).toEqual([]);
      // No hand-written fix: whatever the report offers is a least-cost repair (issue 46).
      expect(report.fixes.filter((f) => f.repair === undefined)).toEqual([]);
    }
  });

  it('removes the run of "-" at a label\'s edge whole, and recovery meets its error once', () => {
    for (const [input, url, message] of [
      ['http://a---/', 'http://a/', 'remove the 3 "-" at the edge of the label'],
      ['http://---a.b/', 'http://a.b/', 'remove the 3 "-" at the edge of the label'],
      ['http://a.b-/', 'http://a.b/', 'remove the "-" at the edge of the label'],
    ]) {
      const r = parseURL(input!, { grammar: 'rfc1738', allErrors: true });
      if (r.ok) throw new Error(`${input} was accepted`);
      expect(r.error.fixes.map((f) => [f.url, f.message, f.applicability])).toEqual([[url, message, 'maybe-incorrect']]);
      expect(r.errors!.map((e) => e.code)).toEqual(['host.label-edge-hyphen']);
    }
  });

  it('gives the caret labels and the repair policy', () => {
    expect(culpritLabel('userinfo.unescaped-at')).toBe('this "@" ends the user information');
    expect(culpritLabel('char.space')).toBe('here');
    expect(culpritLabel('no.such-code')).toBe('here');
    expect(CODES.filter(repairsByFix).sort()).toEqual(
      ['char.confusable', 'escape.bad-hex', 'escape.truncated', 'file.windows-path', 'host.label-edge-hyphen', 'http.query-without-path', 'http.userinfo', 'ipv6.unbracketed', 'ipv6.unclosed', 'paste.backslash-escape', 'paste.brackets', 'paste.markdown-link', 'paste.quotes', 'paste.separator', 'paste.trailing-text', 'paste.whitespace', 'path.colon-in-first-segment', 'port.empty', 'scheme.doubled', 'scheme.missing', 'scheme.missing-colon', 'scheme.missing-slashes', 'scheme.uppercase', 'userinfo.not-allowed', 'userinfo.unescaped-at'],
    );
  });
});
