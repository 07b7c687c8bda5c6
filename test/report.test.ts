/**
 * The traced error report: the anchor example, a case for every
 * code of the closed list, kinds, culprits, found characters, positions, hints, JSON shape, password
 * masking, and totality on random input.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCodes, type ErrorCode, type ErrorCodeInfo } from '../src/diagnostics/codes.js';
import { formatReport } from '../src/diagnostics/format.js';
import { parseRule, parseURL, parseURLOrThrow, URLSyntaxError } from '../src/parse/parse.js';
import { position } from '../src/diagnostics/report.js';
import type { URLErrorReport } from '../src/diagnostics/types.js';
import { CULPRIT_ROWS, HINT_ROWS, type Grammar, type GrammarTable, type StartSymbol } from './tables/errors.js';
import { RFC1738 } from './tables/rfc1738.js';
import { RFC1808 } from './tables/rfc1808.js';
import { GLUE, RFC2373, RFC2732 } from './tables/rfc2732.js';
import { RFC3987 } from './tables/rfc3987.js';
import { RFC3986 } from './tables/rfc3986.js';
import { WHATWG, WHATWG_BASE } from './tables/whatwg.js';

/** The report of an input that must fail. */
function fail(input: string, grammar: Grammar = 'rfc1738', start?: StartSymbol): URLErrorReport {
  const r = parseURL(input, { grammar, start });
  if (r.ok) throw new Error(`${JSON.stringify(input)} was accepted under ${grammar}`);
  return r.error;
}

describe('the anchor example of the issue', () => {
  const e = fail('http://www.exa mple.org/');

  it('points at the space, offset 14', () => {
    expect(e.offset).toBe(14);
    expect(e.code).toBe('char.space');
    expect(e.kind).toBe('syntax');
    expect(e.found).toEqual({ text: ' ', codePoint: 32, name: 'U+0020 SPACE' });
  });

  it('traces hostname / domainlabel under hostport under httpurl', () => {
    const rules = e.trace.map((f) => f.rule);
    expect(rules.slice(-2)).toEqual(['hostname', 'domainlabel']);
    const at = (r: string) => rules.indexOf(r);
    expect(at('httpurl')).toBeGreaterThanOrEqual(0);
    expect(at('httpurl')).toBeLessThan(at('hostport'));
    expect(at('hostport')).toBeLessThan(at('hostname'));
    const hostport = e.trace.find((f) => f.rule === 'hostport')!;
    expect(hostport).toMatchObject({ rfc: 1738, section: '5', start: 7 });
    expect(e.trace.find((f) => f.rule === 'domainlabel')!.start).toBe(11);
  });

  it('says to remove the space: in a host, %20 is never the fix (issue 12, report 3)', () => {
    expect(e.hints.map((h) => h.code)).toEqual(['remove-space']);
    expect(e.hints.some((h) => h.message.includes('%20'))).toBe(false);
    expect(e.fixes[0]).toMatchObject({ url: 'http://www.example.org/', validates: true });
  });
});

describe('the closed list of codes', () => {
  /** Every reject row of the tables, with what runs it. */
  const tableRows = (() => {
    const out: { code: ErrorCode; run: () => URLErrorReport | null }[] = [];
    const tables: [string | number, GrammarTable][] = [[1738, RFC1738], [1808, RFC1808], [2732, RFC2732], [2373, RFC2373], ['urlgrammar', GLUE], [3986, RFC3986], [3987, RFC3987], ['whatwg', WHATWG], ['urlgrammar', WHATWG_BASE]];
    for (const [rfc, table] of tables) {
      for (const [key, rows] of Object.entries(table)) {
        for (const row of rows.reject) {
          out.push({
            code: row.code,
            run: () => {
              if (key === 'rfc1738' || key === 'rfc1808') {
                const r = parseURL(row.input, { grammar: key });
                return r.ok ? null : r.error;
              }
              // The rule rows of RFC 3986, RFC 3987 and the WHATWG URL-writing grammar count here too.
              if (rfc === 3986 || rfc === 3987 || rfc === 'whatwg') {
                const r = parseRule(key, row.input, { rfc: rfc as never });
                return r.ok ? null : r.error;
              }
              return null; // rule rows are checked by grammar-tables.test.ts; start-symbol rows suffice here
            },
          });
        }
      }
    }
    for (const row of CULPRIT_ROWS) out.push({ code: row.code, run: () => fail(row.input, row.grammar, row.start) });
    return out;
  })();

  it.each(errorCodes.map((c) => [c]))('%s has a case in the tables that produces it', (code) => {
    const produced = tableRows.filter((r) => r.code === code).some((r) => r.run()?.code === code);
    expect(produced, `no table row produces ${code}`).toBe(true);
  });

  it.each(errorCodes.map((c) => [c]))('%s: its documented example produces it', (code) => {
    const ex = ERROR_CODES[code].example;
    const r = 'grammar' in ex ? parseURL(ex.input, { grammar: ex.grammar }) : parseRule(ex.rule, ex.input, { rfc: ex.rfc });
    if (r.ok) throw new Error(`${JSON.stringify(ex.input)} was accepted`);
    const e = r.error;
    expect(e.code).toBe(code);
    expect(e.kind).toBe(ERROR_CODES[code].kind);
  });
});

describe('kinds', () => {
  it('port 65536 is a range error at the start of the port', () => {
    const e = fail('http://example.org:65536/');
    expect(e).toMatchObject({ kind: 'range', code: 'port.out-of-range', offset: 19 });
  });

  it('octet 256 is a range error at the start of the octet', () => {
    const e = fail('http://192.168.1.256/');
    expect(e).toMatchObject({ kind: 'range', code: 'ipv4.octet-out-of-range', offset: 17 });
  });

  it('nine IPv6 groups is a semantic error citing RFC 2373 §2.2', () => {
    const e = fail('http://[1:2:3:4:5:6:7:8:9]/');
    expect(e).toMatchObject({ kind: 'semantic', code: 'ipv6.group-count', offset: 8 });
    expect(e.trace.some((f) => f.rfc === 2373 && f.section === '2.2')).toBe(true);
    expect(e.expected.some((x) => x.rfc === 2373 && x.section === '2.2')).toBe(true);
  });
});

describe('culprit, found, positions', () => {
  it('the culprit of "my-.example.org" is the hyphen', () => {
    const input = 'http://my-.example.org/';
    const e = fail(input);
    expect(e.culprit).not.toBeNull();
    expect(input[e.culprit!.offset]).toBe('-');
    expect(e.culprit!.offset).toBe(9);
  });

  it.each(CULPRIT_ROWS.map((r) => [r.input, r]))('culprit of %j', (_i, row) => {
    const e = fail(row.input, row.grammar, row.start);
    expect({ code: e.code, offset: e.offset, culprit: e.culprit?.offset }).toEqual({ code: row.code, offset: row.offset, culprit: row.culprit });
  });

  it('no culprit when it is the offset itself', () => {
    expect(fail('http://www.exa mple.org/').culprit).toBeNull();
  });

  it('names a TAB', () => {
    const e = fail('http://example.org/a\tb');
    expect(e.found).toEqual({ text: '\t', codePoint: 9, name: 'U+0009 CHARACTER TABULATION' });
    expect(e.code).toBe('paste.tab-or-newline');
  });

  it('a visible character has no name; the end of input is found: null', () => {
    expect(fail('http://example.org/a{b}').found).toEqual({ text: '{', codePoint: 0x7b, name: null });
    expect(fail('http://example.org/100%').found).toBeNull();
  });

  it('line and column with a newline in the input', () => {
    // The strict grammars accept no newline, so the report stops at the first one: line 1.
    const e = fail('http://example.org/a\nb');
    expect(e).toMatchObject({ offset: 20, line: 1, column: 21, codePointOffset: 20, code: 'paste.tab-or-newline' });
    expect(e.found?.name).toBe('U+000A LINE FEED');
    // Past a newline, the position counts lines from 1 and columns from 1.
    expect(position('ab\ncd\nef', 7)).toEqual({ offset: 7, line: 3, column: 2, codePointOffset: 7 });
    expect(position('http://a/\n\nx', 11)).toMatchObject({ line: 3, column: 1 });
  });

  it('code-point offset and column with astral characters', () => {
    const e = fail('http://example.org/😀😀');
    expect(e).toMatchObject({ offset: 19, codePointOffset: 19, column: 20, code: 'char.non-ascii' });
    expect(e.found).toMatchObject({ text: '😀', codePoint: 0x1f600 });
    // After two astral characters (four UTF-16 units), the code-point offset is two less.
    const p = position('😀😀 x', 4);
    expect(p).toEqual({ offset: 4, line: 1, column: 3, codePointOffset: 2 });
    expect(position('a😀\n😀b', 6)).toEqual({ offset: 6, line: 2, column: 2, codePointOffset: 4 });
  });

  it('is the count of code points and line breaks before the offset, over stretches it searches and units it reads one by one', () => {
    // The reference: the code points before the offset (a pair is one; a lone surrogate one), the
    // line feeds among them, and the code points after the last.
    const reference = (s: string, offset: number) => {
      // (A pair split by the offset: its high surrogate is a code point before it.)
      const cps = [...s.slice(0, offset)];
      const lines = cps.filter((c) => c === '\n').length;
      const last = cps.lastIndexOf('\n');
      return { offset, line: lines + 1, column: cps.length - last, codePointOffset: cps.length };
    };
    const unit = fc.constantFrom('a', '\n', '\ud83d', '\ude00', '😀', '%', 'é', 'abcdefghijklmnopqrstuvwxyz0123456789');
    fc.assert(
      fc.property(fc.array(fc.tuple(unit, fc.nat(80)), { maxLength: 12 }), fc.nat(3000), (parts, at) => {
        const s = parts.map(([u, n]) => u.repeat(n + 1)).join('');
        const offset = at % (s.length + 2);
        expect(position(s, offset)).toEqual({ ...reference(s, Math.min(offset, s.length)), offset });
      }),
      { numRuns: 400, seed: 20261204 },
    );
  });
});

describe('totality', () => {
  const anyString = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc
      .tuple(fc.constantFrom('http://', 'ftp://u:p@', 'news:', 'mailto:', '//', 'http://[', 'file://', 'gopher://h/', 'wais://h/'), fc.string({ unit: 'binary', maxLength: 30 }))
      .map(([a, b]) => a + b),
    fc.string({ unit: fc.constantFrom(...'htp:/[]%@.0123456789abcdef-?#;= \t'.split('')), maxLength: 30 }),
  );

  it('parseURL never throws on 2,000 random strings and reports an offset within the input', () => {
    fc.assert(
      fc.property(anyString, fc.constantFrom<Grammar>('rfc1738', 'rfc1808'), (input, grammar) => {
        const r = parseURL(input, { grammar });
        if (r.ok) return;
        const e = r.error;
        expect(e.offset).toBeGreaterThanOrEqual(0);
        expect(e.offset).toBeLessThanOrEqual(input.length);
        expect(errorCodes).toContain(e.code);
        expect(e.input).toBe(input);
      }),
      { numRuns: 2000 },
    );
  });

  it('parseURLOrThrow throws URLSyntaxError whose report deep-equals parseURL\'s error', () => {
    for (const [input, grammar] of [['http://www.exa mple.org/', 'rfc1738'], ['http://[1:2:3:4:5:6:7:8:9]/', 'rfc1738'], ['a b', 'rfc1808']] as const) {
      const r = parseURL(input, { grammar });
      expect(r.ok).toBe(false);
      let thrown: unknown;
      try {
        parseURLOrThrow(input, { grammar });
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(URLSyntaxError);
      expect((thrown as URLSyntaxError).report).toEqual(!r.ok && r.error);
      expect((thrown as URLSyntaxError).name).toBe('URLSyntaxError');
    }
    expect(parseURLOrThrow('http://example.org/').type).toBe('URI');
    expect(parseURLOrThrow('http://example.org/', { grammar: 'rfc1738' }).type).toBe('URL-1738');
  });
});

describe('JSON', () => {
  /** The documented top-level keys of a report (src/diagnostics/types.ts URLErrorReport). */
  const KEYS = [
    'code', 'codePointOffset', 'column', 'culprit', 'expected', 'fixes', 'found', 'grammar', 'hints', 'input', 'kind', 'line', 'message', 'offset', 'trace',
  ];

  it.each([
    ['http://www.exa mple.org/'],
    ['http://example.org/100%zz'],
    ['http://[1:2:3:4:5:6:7:8:9]/'],
    ['http://example.org:65536/'],
    [''],
  ])('%j round-trips and has exactly the documented keys', (input) => {
    const e = fail(input);
    const json = JSON.stringify(e);
    expect(JSON.parse(json)).toEqual(e);
    expect(Object.keys(JSON.parse(json)).sort()).toEqual([...KEYS].sort());
  });
});

describe('hints', () => {
  it.each(HINT_ROWS.map((r) => [r.what, r]))('a hint for %s', (_w, row) => {
    const e = fail(row.input, row.grammar, row.start);
    const h = e.hints.find((x) => x.code === row.hint);
    expect(h, `hints: ${JSON.stringify(e.hints)}`).toBeDefined();
    expect(h!.message).toContain(row.mentions);
  });
});

describe('formatReport', () => {
  const input = 'ftp://user:secret@host/a%zz';

  it('masks the password by default, keeping the columns', () => {
    const text = formatReport(fail(input));
    expect(text).not.toContain('secret');
    expect(text).toContain('ftp://user:******@host/a%zz');
  });

  it('cannot be unmasked: showPassword is no option', () => {
    expect(() => formatReport(fail(input), { showPassword: true } as never)).toThrow(/unknown option 'showPassword'/);
  });

  // When the parse stops inside a masked password, the "found" label must not print its character.
  it('does not reveal a masked password through the found character', () => {
    const text = formatReport(fail('http://user:secret@example.org/'));
    expect(text).toContain('http://user:******@example.org/');
    expect(text).not.toMatch(/"s"/);
  });

  it('firstLine: every line:column it prints counts from the line the input was read from (the report unchanged)', () => {
    const e = fail('http://www.exa mple.org/');
    const plain = formatReport(e);
    const at7 = formatReport(e, { firstLine: 7 });
    expect(plain).toContain(' --> 1:15 (');
    expect(at7).toContain(' --> 7:15 (');
    expect(at7).toMatch(/\n {6}\S+ at 7:\d+  \[/);
    expect(at7).not.toMatch(/ at 1:\d/);
    // Nothing else changes; the report keeps its own line.
    expect(at7.replace(/\b7:(\d)/g, '1:$1')).toBe(plain);
    expect(e.line).toBe(1);
    expect(formatReport(e, { firstLine: 1 })).toBe(plain);
    // A culprit before the parser's stop: both positions count from firstLine; an input holding a line feed adds its own lines.
    const at = fail('http://a/b\nc@d');
    expect(formatReport(at, { firstLine: 5 }).split('\n')[1]).toBe(formatReport(at).split('\n')[1]!.replace(/\b(\d+):/g, (_m, l: string) => `${Number(l) + 4}:`));
    for (const bad of [0, -1, 1.5, Number.NaN, Infinity]) expect(() => formatReport(e, { firstLine: bad })).toThrow(/option 'firstLine' must be a positive integer/);
    expect(() => formatReport(e, { firstLine: '3' } as never)).toThrow(/firstLine/);
  });

  it('puts the caret under the failing character', () => {
    const text = formatReport(fail('http://www.exa mple.org/'));
    const lines = text.split('\n');
    const src = lines.findIndex((l) => l.endsWith('http://www.exa mple.org/'));
    const caret = lines[src + 1]!;
    expect(caret.indexOf('^') - lines[src]!.indexOf('http')).toBe(14);
  });
});

describe('the range and semantic checks reach every host of every scheme', () => {
  it.each([
    ['ftp://u:p@h:70000/', 'port.out-of-range'],
    ['telnet://h:99999', 'port.out-of-range'],
    ['news:a@300.1.1.1', 'ipv4.octet-out-of-range'],
    ['file://1.2.3.256/x', 'ipv4.octet-out-of-range'],
    ['x-y://[1:2:3:4:5:6:7:8:9]/', 'ipv6.group-count'],
    ['wais://h:65536/db', 'port.out-of-range'],
    ['nntp://h:70000/g', 'port.out-of-range'],
    ['prospero://h:70000/p', 'port.out-of-range'],
    ['gopher://h:70000/', 'port.out-of-range'],
    // Issue 12, item 6: a range check holds for every reading the grammar allows. RFC 1738
    // schemepart = *xchar | ip-schemepart, and "//u@h:70000/p" is *xchar too: valid.
    ['x-y://u@h:70000/p', 'ok'],
    ['x-y://1.2.3.256/p', 'ok'],
  ])('%s gives %s', (input, code) => {
    const r = parseURL(input, { grammar: 'rfc1738' });
    expect(r.ok ? 'ok' : r.error.code).toBe(code);
  });

  it('under rfc1808, an IPv6 net_loc is checked too', () => {
    const r = parseURL('http://[1:2:3:4:5:6:7:8:9]/', { grammar: 'rfc1808' });
    expect(r.ok ? 'ok' : r.error.code).toBe('ipv6.group-count');
  });
});

describe('range checks judge the value, not the length (issue 9, defect 1)', () => {
  it.each([
    ['http://example.com:000000000000000000080/', null],
    ['http://example.com:00000000000000000000065535/', null],
    ['http://example.com:0000000000000000000065536/', 'port.out-of-range'],
    ['http://example.com:0/', null],
    ['http://example.com:000/', null],
  ] as const)('%s', (input, code) => {
    const r = parseURL(input, { grammar: 'rfc1738' });
    expect(r.ok ? null : r.error.code).toBe(code);
  });

  it('reads a 10 MB port of leading zeros as its value', () => {
    const r = parseURL('http://example.com:' + '0'.repeat(10_000_000) + '80/', { grammar: 'rfc1738' });
    expect(r.ok).toBe(true);
    const port = r.ok ? find(r.ast, 'port') : undefined;
    expect(port && 'value' in port ? port.value : undefined).toBe(80);
  });
});

function find(n: import('../src/index.js').ASTNode, type: string): import('../src/index.js').ASTNode | undefined {
  if (n.type === type) return n;
  for (const c of n.children) {
    const f = find(c, type);
    if (f) return f;
  }
  return undefined;
}

describe('a report names the RFCs of the grammar in use', () => {
  /** Everything a report says in words: its message, formatReport's first line, its hints. */
  const words = (e: URLErrorReport) => [e.message, formatReport(e).split('\n')[0]!, ...e.hints.map((h) => h.message)].join('\n');

  it('char.unsafe cites RFC 1738 §2.2 under rfc1738 and rfc1808, RFC 2396 §2.4.3 under rfc2396, and no RFC 1738 under rfc3986 and rfc3987', () => {
    for (const g of ['rfc1738', 'rfc1808'] as const) expect(words(fail('http://example.org/a{b}', g)), g).toContain('RFC 1738 §2.2');
    for (const g of ['rfc2396', 'rfc2396+2732'] as const) {
      const w = words(fail('http://example.org/a{b}', g));
      expect(w, g).toContain('RFC 2396 §2.4.3');
      expect(w, g).not.toContain('RFC 1738');
    }
    for (const g of ['rfc3986', 'rfc3987'] as const) {
      const e = fail('http://example.org/a{b}', g);
      expect(e.code).toBe('char.unsafe');
      expect(words(e), g).not.toContain('RFC 1738');
      expect(e.message, g).toContain('RFC 3986 URI nor an RFC 3987 IRI');
    }
  });

  it.each([
    ['http://[1::2::3]/', 'ipv6.double-compression'],
    ['http://[::g]/', 'ipv6.bad-char'],
    ['http://[12345::1]/', 'ipv6.hex4-too-long'],
    ['http://[::1/', 'ipv6.unclosed'],
    ['http://[fe80::1%eth0]/', 'ipv6.zone-id'],
  ] as const)('%s (%s) cites RFC 3986 under rfc3986 and rfc3987, RFC 2373 or RFC 2732 under rfc1738 and rfc2396+2732', (input, code) => {
    for (const g of ['rfc3986', 'rfc3987'] as const) {
      const e = fail(input, g);
      expect(e.code, g).toBe(code);
      expect(e.message, g).toContain('RFC 3986');
      expect(words(e), g).not.toMatch(/RFC 2373|RFC 2732/);
    }
    for (const g of ['rfc1738', 'rfc2396+2732'] as const) {
      const e = fail(input, g);
      expect(e.code, g).toBe(code);
      expect(e.message, g).toMatch(/RFC 2373|RFC 2732/);
      expect(e.message, g).not.toContain('RFC 3986');
    }
  });

  it('a zone identifier under rfc3986 is RFC 6874 syntax that RFC 3986 lacks; under rfc1738, one that RFC 2732 lacks', () => {
    const e = fail('http://[fe80::1%25eth0]/', 'rfc3986');
    expect([e.code, e.offset]).toEqual(['ipv6.zone-id', 15]);
    expect(e.message).toMatch(/^ipv6\.zone-id: A zone identifier inside the brackets \(RFC 6874 syntax: .*\), which RFC 3986 lacks/);
    expect(e.hints).toEqual([{ code: 'zone-id', message: '"%25" and a zone identifier after the address are RFC 6874 syntax, which RFC 3986 lacks: without the zone identifier the URL is an RFC 3986 URI' }]);
    expect(fail('http://[fe80::1%25eth0]/', 'rfc3987').message).toBe(e.message);
    const old = fail('http://[fe80::1%eth0]/', 'rfc1738');
    expect(old.message).toContain('RFC 2732 has none (RFC 6874 added them later)');
    expect(old.hints[0]?.message).toBe('RFC 2732 has no zone identifiers; RFC 6874 later allowed them, written "%25" inside the brackets');
  });

  it('parseRule of an RFC 3986 rule reads RFC 3986 wording too', () => {
    const r = parseRule('IP-literal', '[1::2::3]', { rfc: 3986 });
    expect(r.ok ? null : [r.error.grammar, r.error.code]).toEqual(['3986:IP-literal', 'ipv6.double-compression']);
    if (!r.ok) expect(r.error.message).toContain('RFC 3986 §3.2.2 allows it once');
    const old = parseRule('IPv6address', '1::2::3', { rfc: 2373 });
    if (!old.ok) expect(old.error.message).toContain('RFC 2373 §2.2 allows it once');
  });

  it.each(errorCodes.flatMap((code) => Object.entries((ERROR_CODES[code] as ErrorCodeInfo).under ?? {}).map(([g, v]) => [code, g, v] as const)))('%s under %s: its example gives that wording', (code, _g, v) => {
    const e = fail(v.example.input, v.example.grammar);
    expect(e.code).toBe(code);
    expect(e.message.startsWith(`${code}: ${v.summary.replace(/\.$/, '')} (found `)).toBe(true);
    expect(formatReport(e).split('\n')[0]).toBe(`error[${code}]: ${v.summary}`);
  });
});
