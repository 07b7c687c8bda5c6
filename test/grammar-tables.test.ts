/**
 * The spec tables: every production of RFC 1738 §5, RFC 1808 §2.2, RFC 2396 Appendix A, RFC 2732 §3 and
 * RFC 2373 (IPv6 text forms) has accept rows and reject rows; each reject row states the offset, code and
 * reason. A key `rfc1738` / `rfc1808` runs `parseURL` with that start symbol; any other key runs `parseRule`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRules, type RFC } from '../grammar/index.js';
import { ERROR_CODES } from '../src/strict/codes.js';
import { parseRule, parseURL, type StrictParseResult } from '../src/strict/parse.js';
import type { GrammarTable, RejectRow } from './tables/errors.js';
import { RFC1738 } from './tables/rfc1738.js';
import { RFC1808 } from './tables/rfc1808.js';
import { RFC2396 } from './tables/rfc2396.js';
import { GLUE, RFC2373, RFC2732 } from './tables/rfc2732.js';

const TABLES: readonly { title: string; rfc: RFC; table: GrammarTable }[] = [
  { title: 'RFC 1738 §5', rfc: 1738, table: RFC1738 },
  { title: 'RFC 1808 §2.2', rfc: 1808, table: RFC1808 },
  { title: 'RFC 2396 Appendix A', rfc: 2396, table: RFC2396 },
  { title: 'RFC 2732 §3', rfc: 2732, table: RFC2732 },
  { title: 'RFC 2373 (IPv6 text forms)', rfc: 2373, table: RFC2373 },
  { title: 'glue rules', rfc: 'urlgrammar', table: GLUE },
];

function parse(key: string, rfc: RFC, input: string): StrictParseResult {
  if (key === 'rfc1738' || key === 'rfc1808') return parseURL(input, { grammar: key });
  return parseRule(key, input, { rfc });
}

/** Shows a failed parse compactly in assertion messages. */
const show = (r: StrictParseResult) => (r.ok ? 'accepted' : `${r.error.code} at ${r.error.offset}`);

function checkReject(key: string, rfc: RFC, row: RejectRow): void {
  const r = parse(key, rfc, row.input);
  expect(r.ok, `${JSON.stringify(row.input)} should be rejected (${row.reason})`).toBe(false);
  if (r.ok) return;
  expect({ offset: r.error.offset, code: r.error.code }, `${JSON.stringify(row.input)}: ${row.reason}`).toEqual({
    offset: row.offset,
    code: row.code,
  });
  expect(r.error.kind).toBe(ERROR_CODES[row.code].kind);
}

for (const { title, rfc, table } of TABLES) {
  describe(title, () => {
    for (const [key, rows] of Object.entries(table)) {
      describe(key, () => {
        if (rows.accept.length) {
          it.each(rows.accept.map((input) => [input]))('accepts %j', (input) => {
            const r = parse(key, rfc, input);
            expect(show(r), JSON.stringify(input)).toBe('accepted');
          });
        }
        for (const row of rows.reject) {
          const name = `rejects ${JSON.stringify(row.input)} at ${row.offset} with ${row.code}`;
          it(name, () => checkReject(key, rfc, row));
        }
      });
    }
  });
}

describe('the tables cover the grammar', () => {
  // The urllib component grammar (section 'urllib') accepts every string: its tests are test/urllib-grammar.test.ts.
  const nonToken = (r: RFC) => allRules().filter((x) => x.rfc === r && !x.token && x.section !== 'urllib').map((x) => x.name);

  it.each([
    [1738, RFC1738],
    [1808, RFC1808],
    [2396, RFC2396],
    [2732, RFC2732],
    [2373, RFC2373],
    ['urlgrammar', GLUE],
  ] as const)('every non-token rule of RFC %s has accept and reject rows', (rfc, table) => {
    const missing = nonToken(rfc).filter((name) => !table[name] || table[name]!.accept.length === 0 || table[name]!.reject.length === 0);
    expect(missing).toEqual([]);
  });

  it('every character class of RFC 1738, RFC 1808 and RFC 2396 has rows', () => {
    for (const [rfc, table] of [[1738, RFC1738], [1808, RFC1808], [2396, RFC2396]] as const) {
      const tokens = allRules().filter((x) => x.rfc === rfc && x.token).map((x) => x.name);
      expect(tokens.filter((n) => !table[n])).toEqual([]);
    }
  });

  it('keys name declared rules (or a start symbol)', () => {
    for (const { rfc, table } of TABLES) {
      for (const key of Object.keys(table)) {
        if (key === 'rfc1738' || key === 'rfc1808') continue;
        expect(allRules().some((x) => x.rfc === rfc && x.name === key), `${rfc}:${key}`).toBe(true);
      }
    }
  });

  it('has at least 150 reject rows, every row with a reason', () => {
    const rows = TABLES.flatMap(({ table }) => Object.values(table).flatMap((t) => t.reject));
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const row of rows) {
      expect(row.reason.trim().length, JSON.stringify(row.input)).toBeGreaterThan(0);
      expect(row.offset).toBeGreaterThanOrEqual(0);
      expect(row.offset).toBeLessThanOrEqual(row.input.length);
    }
  });

  it('accepts the base and every reference of RFC 2396 Appendix C, and every resolved target', () => {
    const text = readFileSync(new URL('../grammar/rfc/rfc2396.txt', import.meta.url), 'utf8');
    const appendixC = text.slice(text.indexOf('\nC. Examples of Resolving'), text.indexOf('\nD. Embedding the Base URI'));
    const examples = new Set<string>(['http://a/b/c/d;p?q']);
    for (const m of appendixC.matchAll(/^ {6}(\S+)\s+=\s+(\S+)/gm)) {
      examples.add(m[1] === '<>' ? '' : m[1]!);
      if (!m[2]!.startsWith('(')) examples.add(m[2]!);
    }
    expect(examples.size).toBeGreaterThan(40);
    expect(RFC2396['URI-reference']!.accept).toEqual(expect.arrayContaining([...examples]));
  });

  it('accepts every RFC 2373 §2.2 and RFC 2732 §2 address, and every §2 URL under both grammars', () => {
    expect(RFC2373.IPv6address!.accept).toEqual(expect.arrayContaining([
      'FEDC:BA98:7654:3210:FEDC:BA98:7654:3210', '1080:0:0:0:8:800:200C:417A', 'FF01:0:0:0:0:0:0:101',
      '0:0:0:0:0:0:0:1', '0:0:0:0:0:0:0:0', '1080::8:800:200C:417A', 'FF01::101', '::1', '::',
      '0:0:0:0:0:0:13.1.68.3', '0:0:0:0:0:FFFF:129.144.52.38', '::13.1.68.3', '::FFFF:129.144.52.38',
      '1080:0:0:0:8:800:200C:4171', '3ffe:2a00:100:7031::1', '::192.9.5.5', '2010:836B:4179::836B:4179',
    ]));
    expect(RFC2732.rfc1738!.accept).toEqual(RFC2732.rfc1808!.accept);
    expect(RFC2732.rfc1738!.accept).toHaveLength(7);
  });
});
