/**
 * The CPython oracle for the URL functions of the urllib layer (test/oracle/gen_urllib.py, which
 * records `sys.version`). Every recorded case must give CPython's answer, except the intended
 * divergences listed in test/oracle/known-divergences, which must give the answer of the later
 * CPython release that fixed a security bug (emulated by the generator); a listed divergence that
 * no longer differs fails as much as an unlisted difference.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ParseResult, SplitResult, SplitResultBytes, unwrap, urldefrag, urljoin, urlparse, urlsplit, urlunparse, urlunsplit,
} from '../src/urllib/index.js';
import { answerOf, fromPy, type Answer, type Json } from './support/urllib-oracle.js';

interface Case {
  fn: string;
  args: Json[];
  kwargs: Record<string, Json>;
  stock: Answer;
  fixed?: Answer;
  fixes?: string[];
}

const fixture = JSON.parse(readFileSync(new URL('./oracle/fixtures/urllib.json', import.meta.url), 'utf8')) as {
  python: string;
  count: number;
  fixes: Record<string, string>;
  cases: Case[];
};

/** The divergence list: `function<TAB>[args, kwargs]<TAB>reason`, `#` comments. */
const listed = new Map<string, string>();
for (const line of readFileSync(new URL('./oracle/known-divergences', import.meta.url), 'utf8').split('\n')) {
  if (line === '' || line.startsWith('#')) continue;
  const [fn, input, reason] = line.split('\t');
  listed.set(`${fn}\t${JSON.stringify(JSON.parse(input!))}`, reason!);
}
const keyOf = (c: Case): string => `${c.fn}\t${JSON.stringify([c.args, c.kwargs])}`;

type Runner = (args: unknown[], kwargs: Record<string, unknown>) => unknown;
const RUNNERS: Record<string, Runner> = {
  urlsplit: (a, k) => urlsplit(a[0] as string, k),
  urlparse: (a, k) => urlparse(a[0] as string, k),
  urldefrag: (a) => urldefrag(a[0] as string),
  urlunsplit: (a) => urlunsplit(a[0] as string[]),
  urlunparse: (a) => urlunparse(a[0] as string[]),
  urljoin: (a, k) => urljoin(a[0] as string, a[1] as string, k),
  unwrap: (a) => unwrap(a[0] as string),
  roundtrip: (a, k) => urlunsplit(urlsplit(a[0] as string, k)),
  SplitResult: (a) => new SplitResult(...(a as [string, string, string, string, string])),
  ParseResult: (a) => new ParseResult(...(a as [string, string, string, string, string, string])),
  SplitResultBytes: (a) => new SplitResultBytes(...(a as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array])),
};

function check(c: Case): string | null {
  const run = RUNNERS[c.fn]!;
  const got = JSON.stringify(answerOf(() => run(fromPy(c.args) as unknown[], fromPy(c.kwargs) as Record<string, unknown>)));
  const stock = JSON.stringify(c.stock);
  const reason = listed.get(keyOf(c));
  const input = `${c.fn}(${JSON.stringify(c.args)}, ${JSON.stringify(c.kwargs)})`;
  if (reason === undefined) return got === stock ? null : `${input}: want ${stock}, got ${got}`;
  if (got === stock) return `${input}: listed divergence no longer differs (${reason})`;
  const fixed = JSON.stringify(c.fixed);
  return got === fixed ? null : `${input}: listed divergence (${reason}): want ${fixed} (fixed CPython), got ${got}`;
}

describe('CPython oracle: urllib URL functions', () => {
  it(`records the Python version (${fixture.python.split(' ')[0]}) and at least 2,000 cases`, () => {
    expect(fixture.python).toMatch(/^3\.\d+/);
    expect(fixture.cases.length).toBe(fixture.count);
    expect(fixture.cases.length).toBeGreaterThanOrEqual(2000);
  });

  it('the divergence list is exactly the cases the later CPython fixes change', () => {
    const fromFixture = fixture.cases.filter((c) => c.fixes).map(keyOf).sort();
    expect([...listed.keys()].sort()).toEqual(fromFixture);
    for (const c of fixture.cases) {
      const reason = listed.get(keyOf(c));
      if (reason !== undefined) {
        expect(reason.split(' + ').every((r) => r in fixture.fixes), reason).toBe(true);
        expect(c.fixes!.join(' + ')).toBe(reason);
      }
    }
  });

  for (const fn of Object.keys(RUNNERS)) {
    it(`${fn} agrees with CPython on every recorded case`, () => {
      const cases = fixture.cases.filter((c) => c.fn === fn);
      expect(cases.length).toBeGreaterThan(10);
      const bad = cases.map(check).filter((x): x is string => x !== null);
      expect(bad.slice(0, 30), `${bad.length} disagreements`).toEqual([]);
    });
  }
});
