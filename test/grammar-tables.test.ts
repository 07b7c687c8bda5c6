/**
 * The spec tables: every production of RFC 1738 §5, RFC 1808 §2.2, RFC 2396 Appendix A, RFC 2732 §3 and
 * RFC 2373 (IPv6 text forms) has accept rows and reject rows; each reject row states the offset, code and
 * reason. A key `rfc1738` runs `parseURL` with that grammar, `rfc1808` with that grammar and RFC 1808's `URL`
 * (absolute or relative); any other key runs `parseRule`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findAll, type RFC } from '../grammar/all.js';
import { ERROR_CODES } from '../src/diagnostics/codes.js';
import { parseRule, parseURL, type StrictParseResult } from '../src/parse/parse.js';
import type { GrammarTable, RejectRow } from './tables/errors.js';
import { RFC1738 } from './tables/rfc1738.js';
import { RFC1808 } from './tables/rfc1808.js';
import { RFC2396 } from './tables/rfc2396.js';
import { GLUE, RFC2373, RFC2732 } from './tables/rfc2732.js';
import { RFC3986, RFC3986_1_1_2, RFC3986_5_4_REFERENCES } from './tables/rfc3986.js';
import { BASE, readRows, RFC3986_5_4_1, RFC3986_5_4_2 } from './tables/rfc3986-examples.js';
import { RFC3987, RFC3987_4_1_BIDI, RFC3987_EXAMPLES } from './tables/rfc3987.js';
import { WHATWG, WHATWG_BASE } from './tables/whatwg.js';
import { declaredRules } from './support/declared.js';

const TABLES: readonly { title: string; rfc: RFC; table: GrammarTable }[] = [
  { title: 'RFC 1738 §5', rfc: 1738, table: RFC1738 },
  { title: 'RFC 1808 §2.2', rfc: 1808, table: RFC1808 },
  { title: 'RFC 2396 Appendix A', rfc: 2396, table: RFC2396 },
  { title: 'RFC 2732 §3', rfc: 2732, table: RFC2732 },
  { title: 'RFC 2373 (IPv6 text forms)', rfc: 2373, table: RFC2373 },
  { title: 'glue rules', rfc: 'urlgrammar', table: GLUE },
  { title: 'RFC 3986 Appendix A', rfc: 3986, table: RFC3986 },
  { title: 'RFC 3987 §2.2', rfc: 3987, table: RFC3987 },
  { title: 'WHATWG URL Standard §4.3, §3.4 (URL writing)', rfc: 'whatwg', table: WHATWG },
  { title: 'WHATWG URL writing for a known base (rules of our own)', rfc: 'urlgrammar', table: WHATWG_BASE },
];

function parse(key: string, rfc: RFC, input: string): StrictParseResult {
  if (key === 'rfc1738') return parseURL(input, { grammar: key });
  // RFC 1808's URL (absolute or relative) in the rfc1808 profile, whose default is URL-1808 (absolute).
  if (key === 'rfc1808') return parseURL(input, { grammar: key, start: 'URL' });
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
  // The component grammars accept every string: the urllib split (section 'urllib') is tested in
  // test/urllib-grammar.test.ts, RFC 3986 Appendix B (section 'rfc3986-B') against the RFC's own
  // regular expression in test/resolver-rfc3986.test.ts.
  const nonToken = (r: RFC) => declaredRules().filter((x) => x.rfc === r && !x.token && x.section !== 'urllib' && x.section !== 'rfc3986-B').map((x) => x.name);

  it.each([
    [1738, RFC1738],
    [1808, RFC1808],
    [2396, RFC2396],
    [2732, RFC2732],
    [2373, RFC2373],
    ['urlgrammar', { ...GLUE, ...WHATWG_BASE }],
    [3986, RFC3986],
    [3987, RFC3987],
    ['whatwg', WHATWG],
  ] as const)('every non-token rule of RFC %s has accept and reject rows', (rfc, table) => {
    const missing = nonToken(rfc).filter((name) => !table[name] || table[name]!.accept.length === 0 || table[name]!.reject.length === 0);
    expect(missing).toEqual([]);
  });

  it('every character class of RFC 1738, RFC 1808, RFC 2396, RFC 3986 and RFC 3987 has rows', () => {
    for (const [rfc, table] of [[1738, RFC1738], [1808, RFC1808], [2396, RFC2396], [3986, RFC3986], [3987, RFC3987]] as const) {
      const tokens = declaredRules().filter((x) => x.rfc === rfc && x.token).map((x) => x.name);
      expect(tokens.filter((n) => !table[n])).toEqual([]);
    }
  });

  it('keys name declared rules (or a start symbol)', () => {
    for (const { rfc, table } of TABLES) {
      for (const key of Object.keys(table)) {
        if (key === 'rfc1738' || key === 'rfc1808') continue;
        expect(declaredRules().some((x) => x.rfc === rfc && x.name === key), `${rfc}:${key}`).toBe(true);
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

  it('accepts the RFC 3986 examples verbatim: §1.1.2 as URI, the §5.4 base and references as URI-reference, RFC 2732 §2 as URI', () => {
    expect(RFC3986_1_1_2).toHaveLength(8);
    expect(RFC3986.URI!.accept).toEqual(expect.arrayContaining([...RFC3986_1_1_2, ...RFC2732.rfc1738!.accept, BASE]));
    const refs = readRows(RFC3986_5_4_1 + RFC3986_5_4_2).map((r) => r.reference);
    expect(refs.length).toBeGreaterThanOrEqual(42);
    expect(RFC3986['URI-reference']!.accept).toEqual(expect.arrayContaining([BASE, ...refs]));
    expect(RFC3986_5_4_REFERENCES).toContain('');
    expect(RFC3986_5_4_REFERENCES).toContain('http:g');
  });

  it('accepts the RFC 3987 §3.1 and §3.2 IRI examples as IRI and IRI-reference, and rejects them as RFC 3986 URIs where they hold non-ASCII', () => {
    expect(RFC3987.IRI!.accept).toEqual(expect.arrayContaining([...RFC3987_EXAMPLES]));
    for (const iri of RFC3987_EXAMPLES) {
      expect(parseRule('IRI-reference', iri, { rfc: 3987 }).ok, iri).toBe(true);
      expect(parseRule('URI', iri, { rfc: 3986 }).ok, iri).toBe(/^[\x00-\x7f]*$/.test(iri));
    }
  });

  it('RFC 3987 ihost nodes: hostType ireg-name, IPv4address, IPv6address, IPvFuture', () => {
    const host = (s: string) => {
      const r = parseRule('IRI', `http://${s}/`, { rfc: 3987 });
      if (!r.ok) throw new Error(r.error.code);
      return findAll(r.ast, 'ihost')[0];
    };
    expect(host('r\u00e9sum\u00e9.example.org')).toMatchObject({ type: 'ihost', rfc: 3987, hostType: 'ireg-name', text: 'r\u00e9sum\u00e9.example.org' });
    expect(host('1.2.3.4')).toMatchObject({ hostType: 'IPv4address' });
    expect(host('1.2.3.4\u00e9')).toMatchObject({ hostType: 'ireg-name' });
    expect(host('[::1]')).toMatchObject({ hostType: 'IPv6address' });
    expect(host('[v7.x]')).toMatchObject({ hostType: 'IPvFuture' });
    expect(host('')).toMatchObject({ hostType: 'ireg-name' });
    const r = parseRule('IRI', 'http://h/\u{10300}%41?\u{F0000}', { rfc: 3987 });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(findAll(r.ast, 'isegment')[0]).toMatchObject({ start: 9, end: 14, decoded: '\u{10300}A' });
      expect(findAll(r.ast, 'iquery')[0]).toMatchObject({ start: 15, end: 17 });
    }
  });

  it('RFC 3987 §4.1 bidi formatting characters: the §2.2 ABNF takes them, the §4.1 check rejects them', () => {
    for (const { rule, input, offset } of RFC3987_4_1_BIDI) {
      const r = parseRule(rule, input, { rfc: 3987 });
      expect(r.ok ? 'ok' : { code: r.error.code, kind: r.error.kind, offset: r.error.offset }, input).toEqual({ code: 'iri.bidi-format', kind: 'semantic', offset });
    }
    const u = parseURL('http://example.org/a\u202eb', { grammar: 'rfc3987' });
    expect(u.ok ? null : u.error.fixes[0]?.url).toBe('http://example.org/ab');
  });

  it('RFC 3986: http://1.2.3.256/ is a URI whose host is a reg-name (project decision: dec-octet makes the octets syntax)', () => {
    const r = parseRule('URI', 'http://1.2.3.256/', { rfc: 3986 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const host = findAll(r.ast, 'host')[0]!;
    expect(host).toMatchObject({ text: '1.2.3.256', hostType: 'reg-name' });
    const v4 = findAll(parseRuleAst('host', '1.2.3.4'), 'host')[0]!;
    expect(v4).toMatchObject({ hostType: 'IPv4address' });
    expect(findAll(parseRuleAst('host', '[v7.x]'), 'host')[0]).toMatchObject({ hostType: 'IPvFuture' });
    expect(findAll(parseRuleAst('host', '[::1]'), 'host')[0]).toMatchObject({ hostType: 'IPv6address' });
    expect(findAll(parseRuleAst('host', ''), 'host')[0]).toMatchObject({ hostType: 'reg-name' });
  });

  it('RFC 3986 port = *DIGIT: an empty port has no value; no bound, so over 65535 is valid (DECISIONS 19)', () => {
    expect(findAll(parseRuleAst('authority', 'h:'), 'port')[0]).toMatchObject({ text: '', value: null });
    expect(findAll(parseRuleAst('authority', 'h:0080'), 'port')[0]).toMatchObject({ value: 80 });
    expect(findAll(parseRuleAst('authority', 'h:65536'), 'port')[0]).toMatchObject({ value: 65536 });
    expect(parseRule('URI', 'http://h:65536/', { rfc: 3986 }).ok).toBe(true);
    // More than 15 significant digits: the value is Infinity, never a rounded number; the text keeps them.
    const long = '9'.repeat(30);
    expect(findAll(parseRuleAst('authority', `h:${long}`), 'port')[0]).toMatchObject({ text: long, value: Infinity });
    // RFC 1738 port = digits stays range-checked, by parseRule as by parseURL.
    const r = parseRule('hostport', 'h:65536', { rfc: 1738 });
    expect(r.ok ? null : { code: r.error.code, kind: r.error.kind, offset: r.error.offset }).toEqual({ code: 'port.out-of-range', kind: 'range', offset: 2 });
  });

  it('RFC 3986 IPv6address nodes count their groups from the text', () => {
    expect(parseRuleAst('IPv6address', '::FFFF:129.144.52.38')).toMatchObject({ groups: 3, compressed: true });
    expect(parseRuleAst('IPv6address', '1:2:3:4:5:6:7:8')).toMatchObject({ groups: 8, compressed: false });
    expect(parseRuleAst('IPv6address', '::')).toMatchObject({ groups: 0, compressed: true });
    expect(parseRuleAst('IPv4address', '192.0.2.255')).toMatchObject({ octets: [192, 0, 2, 255] });
  });

  it('IPv4 nodes carry each octet with its span into the input, the range check points at the octet by it', () => {
    expect(parseRuleAst('IPv4address', '192.0.2.255')).toMatchObject({ octets: [192, 0, 2, 255], octetSpans: [[0, 3], [4, 5], [6, 7], [8, 11]] });
    const input = 'http://[::ffff:10.20.30.40]/';
    const r = parseURL(input, { grammar: 'rfc3986' });
    const v4 = r.ok ? findAll(r.ast, 'IPv4address')[0]! : null;
    expect(v4 && 'octetSpans' in v4 ? v4.octetSpans.map(([a, b]) => input.slice(a, b)) : null).toEqual(['10', '20', '30', '40']);
    // Under RFC 1738 an octet over 255 is a range error, at that octet.
    for (const [url, at] of [['http://1.2.300.4/', 11], ['http://256.2.3.4/', 7], ['http://1.2.3.999/', 13]] as const) {
      const bad = parseURL(url, { grammar: 'rfc1738' });
      expect(bad.ok ? null : { code: bad.error.code, offset: bad.error.offset }, url).toEqual({ code: 'ipv4.octet-out-of-range', offset: at });
    }
  });

  it('RFC 3986 AST: authority, path form and segments, query and fragment with decoded text', () => {
    const ast = parseRuleAst('URI', 'http://us%65r@h:8/a%20b/c?q%3D#f%21');
    expect(findAll(ast, 'userinfo')[0]).toMatchObject({ text: 'us%65r', decoded: 'user' });
    expect(findAll(ast, 'path-abempty')[0]!.children.map((c) => [c.type, c.text])).toEqual([['segment', 'a%20b'], ['segment', 'c']]);
    expect(findAll(ast, 'segment')[0]).toMatchObject({ decoded: 'a b' });
    expect(findAll(ast, 'query')[0]).toMatchObject({ text: 'q%3D', decoded: 'q=' });
    expect(findAll(ast, 'fragment')[0]).toMatchObject({ text: 'f%21', decoded: 'f!' });
    expect(parseRuleAst('relative-ref', 'a/b').children[0]!.children[0]!.type).toBe('path-noscheme');
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

/** The AST of an input RFC 3986 `rule` accepts. */
function parseRuleAst(rule: string, input: string) {
  const r = parseRule(rule, input, { rfc: 3986 });
  if (!r.ok) throw new Error(`${rule} rejects ${JSON.stringify(input)}: ${r.error.code}`);
  return r.ast;
}
