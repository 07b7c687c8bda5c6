/**
 * Input of any size gives a result or a documented error in time linear in its length: 10 KB and
 * 100 KB of the worst repeats found, with a generous ratio (the full ladder is in bench/).
 */
import { describe, expect, it } from 'vitest';
import { parseURL, type GrammarName } from '../src/index.js';

const cases: Array<[string, GrammarName, (n: number) => string]> = [
  ['path of "/"', 'rfc1738', (n) => 'http://example.org/' + '/'.repeat(n)],
  ['many labels', 'rfc1738', (n) => 'http://' + 'a.'.repeat(n / 2) + 'com/'],
  ['hyphens in a label', 'rfc1738', (n) => 'http://a' + '-'.repeat(n) + '/'],
  ['escapes, then a truncated one', 'rfc1738', (n) => 'http://example.org/' + '%41'.repeat(n / 3) + '%'],
  ['a space at the end', 'rfc1738', (n) => 'http://example.org/' + 'a'.repeat(n) + ' '],
  ['"@" repeated', 'rfc1738', (n) => 'ftp://' + '@'.repeat(n)],
  ['":" repeated', 'rfc1738', (n) => 'ftp://a' + ':'.repeat(n)],
  ['generic, then a space', 'rfc1738', (n) => 'x:' + '/'.repeat(n) + ' '],
  ['IPv6 groups', 'rfc1738', (n) => 'http://[' + '1:'.repeat(n / 2) + '1]/'],
  ['"[" repeated', 'rfc1738', (n) => 'http://' + '['.repeat(n)],
  ['"../" repeated, then a space', 'rfc1808', (n) => '../'.repeat(n / 3) + ' '],
  ['";" and "?" alternating', 'rfc1808', (n) => 'a;' + ';?'.repeat(n / 2) + '#'.repeat(2)],
  ['"%%" repeated', 'rfc1808', (n) => '%%'.repeat(n / 2)],
];

function time(f: () => void): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    f();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

describe('parseURL is linear in the input', () => {
  it.each(cases)('%s (%s)', (_name, grammar, make) => {
    const small = make(10_000);
    const big = make(100_000);
    let okSmall: boolean | undefined;
    const t1 = time(() => (okSmall = parseURL(small, { grammar }).ok));
    const t2 = time(() => void parseURL(big, { grammar }));
    expect(typeof okSmall).toBe('boolean');
    // Ten times the input: linear is about 10x; quadratic would be about 100x.
    expect(t2 / Math.max(t1, 1)).toBeLessThan(35);
  });
});
