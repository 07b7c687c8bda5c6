/**
 * Issue 12: diagnostics a user can act on. Fix-its checked by re-parsing, every error at once
 * (`allErrors`), warnings for legal but suspicious URLs, and the pasting mistakes.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sized } from './support/scale.js';
import { formatReport } from '../src/diagnostics/format.js';
import { applyEdits } from '../src/diagnostics/fixes.js';
import { parseURL, startSymbols } from '../src/parse/parse.js';
import { WARNING_CODES, type WarningCode } from '../src/diagnostics/warnings.js';
import type { GrammarName, StartSymbol } from '../grammar/all.js';
import { FIX_ROWS } from './tables/errors.js';

const GRAMMARS: GrammarName[] = ['rfc1738', 'rfc1738-pure', 'rfc1808', 'rfc2396', 'rfc2396+2732', 'rfc3986', 'rfc3987'];
const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
const sample = corpus.filter((_, i) => i % 97 === 0);

const fail = (input: string, grammar: GrammarName, start?: StartSymbol) => {
  const r = parseURL(input, { grammar, start });
  if (r.ok) throw new Error(`${JSON.stringify(input)} was accepted under ${grammar}`);
  return r.error;
};

describe('fix-its', () => {
  it.each(FIX_ROWS.map((r) => [r.input, r.grammar, r]))('%j under %s', (_i, _g, row) => {
    const e = fail(row.input, row.grammar);
    const f = e.fixes[0];
    expect(f, `no fix for ${e.code}`).toBeDefined();
    expect({ url: f!.url, validates: f!.validates }).toEqual({ url: row.url, validates: row.validates });
    // The edits give the URL, and the verdict is the parser's.
    expect(applyEdits(row.input, f!.edits)).toBe(f!.url);
    expect(parseURL(f!.url, { grammar: row.grammar }).ok).toBe(f!.validates);
  });

  it('never offers %20 in a host, nor "http://" before "http//"', () => {
    for (const f of fail('http://ex ample.com/', 'rfc1738').fixes) expect(f.url).not.toContain('%20');
    for (const f of fail('http//example.com', 'rfc1738').fixes) expect(f.url.startsWith('http://http')).toBe(false);
  });

  it('every fix offered on mutated corpus URLs, under every grammar, validates or moves the first error forward', () => {
    const palette = [' ', '"', '\u201c', '<', '>', '@', '\\', '%', ':', '[', ']', '|', '\t', '\n', 'é', '#', '{', '..', 'HTTP'];
    let offered = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...sample),
        fc.constantFrom(...GRAMMARS),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...palette), fc.boolean()), { minLength: 1, maxLength: 3 }),
        (url, grammar, muts) => {
          let s = url;
          for (const [at, ch, replace] of muts) {
            const i = at % (s.length + 1);
            s = s.slice(0, i) + ch + s.slice(replace ? i + 1 : i);
          }
          const r = parseURL(s, { grammar });
          if (r.ok) return;
          const before = r.error.culprit?.offset ?? r.error.offset;
          for (const f of r.error.fixes) {
            offered++;
            expect(applyEdits(s, f.edits)).toBe(f.url);
            const again = parseURL(f.url, { grammar });
            expect(again.ok).toBe(f.validates);
            if (!again.ok) {
              // Forward, in the original input's coordinates: past the first error, less what the edits removed before it.
              const shift = f.edits.filter((e) => e.end <= before).reduce((n, e) => n + e.text.length - (e.end - e.start), 0);
              expect((again.error.culprit?.offset ?? again.error.offset) - shift).toBeGreaterThan(before - (f.edits.some((e) => e.start <= before && e.end > before) ? 1 : 0));
            }
          }
        },
      ),
      { numRuns: sized(400, 150), seed: 12 },
    );
    expect(offered).toBeGreaterThan(100);
  });

  it('reports carry fixes as plain data: JSON has them', () => {
    const e = fail('http//example.com', 'rfc1738');
    expect(JSON.parse(JSON.stringify(e)).fixes).toEqual([{ edits: [{ start: 4, end: 4, text: ':' }], message: 'add ":" after the scheme', url: 'http://example.com', validates: true, applicability: 'machine-applicable' }]);
  });

  it('formatReport shows a fix with its corrected URL, and masks a password in it', () => {
    const text = formatReport(fail('ftp://user:p@ss@host/', 'rfc1738'));
    expect(text).toContain('= fix (machine-applicable): escape the "@" inside the user information as %40\n      ftp://user:******@host/');
    expect(text).not.toContain('p%40ss');
    // A report cannot be unmasked: showPassword is no option of formatReport.
    expect(() => formatReport(fail('ftp://user:p@ss@host/', 'rfc1738'), { showPassword: true } as never)).toThrow(/unknown option 'showPassword'/);
    expect(formatReport(fail('http://host/a b?c d', 'rfc3986'))).toContain('= partial fix (machine-applicable): write the space as %20 (the URL is still invalid further on)');
  });
});

describe('the seven misleading reports of issue 12', () => {
  it('1: quotes and a leading space are pasting mistakes, not a missing scheme', () => {
    expect(fail('\u201chttp://example.com/\u201d', 'rfc1738').code).toBe('paste.quotes');
    expect(fail(' http://example.com/', 'rfc1738').code).toBe('paste.whitespace');
    expect(fail(' http://example.com/', 'rfc1738').hints.map((h) => h.code)).toEqual(['remove-paste']);
  });

  it('2: http//example.com misses its ":"', () => {
    const e = fail('http//example.com', 'rfc1738');
    expect({ code: e.code, offset: e.offset }).toEqual({ code: 'scheme.missing-colon', offset: 4 });
  });

  it('3: a space in a host is removed, never escaped', () => {
    expect(fail('http://ex ample.com/', 'rfc1738').hints[0]!.code).toBe('remove-space');
    expect(fail('http://ex ample.com/', 'rfc3986').fixes[0]!.url).toBe('http://example.com/');
  });

  it('4: an "@" in a password is blamed at the first "@"', () => {
    const e = fail('ftp://user:p@ss@host/', 'rfc1738');
    expect({ code: e.code, culprit: e.culprit?.offset }).toEqual({ code: 'userinfo.unescaped-at', culprit: 12 });
  });

  it('5: www.example.com puts the caret at 1:1', () => {
    const e = fail('www.example.com', 'rfc1738');
    expect(e.culprit).toMatchObject({ offset: 0, line: 1, column: 1 });
    expect(formatReport(e).split('\n')[4]).toBe('  | ^              - the parser stopped here, at end of input');
  });

  it('6: a range check holds for every reading the grammar allows (RFC 1738 schemepart = *xchar | ip-schemepart)', () => {
    // https is dispatched to the http rules under rfc1738 (RFC 2818 §2.4): one reading, out of range.
    expect(fail('https://host:99999/', 'rfc1738').code).toBe('port.out-of-range');
    expect(fail('https://1.2.3.256/', 'rfc1738').code).toBe('ipv4.octet-out-of-range');
    // As an otherurl (rfc1738-pure, or any unregistered scheme) it is also *xchar: valid, read that way.
    for (const [input, grammar] of [['https://host:99999/', 'rfc1738-pure'], ['https://1.2.3.256/', 'rfc1738-pure'], ['https://exa_mple.com/', 'rfc1738-pure'], ['foo://host:8o80/', 'rfc1738'], ['foo://host:99999/', 'rfc1738']] as const) {
      const r = parseURL(input, { grammar });
      expect(r.ok, `${input} under ${grammar}`).toBe(true);
      if (r.ok) expect(JSON.stringify(r.ast)).not.toContain('"port"');
    }
    // An IPv6 literal is no *xchar: the only reading holds the port.
    expect(fail('foo://[::1]:99999/', 'rfc1738').code).toBe('port.out-of-range');
  });

  it('7: a line feed is shown (␊) on the one source line, with the caret under it', () => {
    const lines = formatReport(fail('http://a\nb/', 'rfc1738')).split('\n');
    expect(lines[3]).toBe('  | http://a\u240ab/');
    expect(lines[4]).toBe('  |         ^ found U+000A LINE FEED');
    expect(formatReport(fail('http://a/\tb c', 'rfc1738')).split('\n')[3]).toBe('  | http://a/\u2409b c');
  });

  it('the registered-scheme prefixes fold into one expected entry', () => {
    const text = formatReport(fail('/path', 'rfc1738'));
    expect(text).toContain('a scheme (letters, digits, "+", "-", ".") then ":"   in scheme (RFC 1738 §5)');
    expect(text).not.toContain('"prospero://"');
    // The data keeps every terminal.
    expect(fail('/path', 'rfc1738').expected.some((x) => x.terminals.includes('"prospero://"'))).toBe(true);
  });
});

describe('allErrors', () => {
  it('reports both spaces, and every backslash', () => {
    const r = parseURL('http://host/a b?c d', { grammar: 'rfc3986', allErrors: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors!.map((e) => [e.code, e.offset])).toEqual([['char.space', 13], ['char.space', 17]]);
    const b = parseURL('http:\\\\host\\a\\b', { grammar: 'rfc3986', allErrors: true });
    if (b.ok) throw new Error('accepted');
    expect(b.errors!.map((e) => e.offset)).toEqual([5, 6, 11, 13]);
  });

  it('errors[0] is exactly the report without allErrors (DECISIONS 2), under every grammar', () => {
    for (const g of GRAMMARS) {
      for (const input of ['http://a b/c d', '\u201chttp://example.com/\u201d', 'ftp://user:p@ss@host/', 'www.example.com', 'http://[::1/a b', 'http://a:99999/b c']) {
        const one = parseURL(input, { grammar: g });
        const all = parseURL(input, { grammar: g, allErrors: true });
        if (one.ok || all.ok) {
          expect(all.ok).toBe(one.ok);
          continue;
        }
        expect(all.error).toEqual(one.error);
        expect(all.errors![0]).toEqual(one.error);
      }
    }
  });

  it('finds all k characters inserted at separate places into valid URLs, under every grammar and start symbol', () => {
    const bad = ['<', '>', '"', '{', '}', '|', '\\', '^', '`', ' '];
    fc.assert(
      fc.property(fc.constantFrom(...sample), fc.constantFrom(...GRAMMARS), fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom(...bad), { minLength: 4, maxLength: 4 }), (url, grammar, spots, chars) => {
        for (const start of startSymbols(grammar)) {
          if (!parseURL(url, { grammar, start }).ok) continue;
          // Interior places, two apart at least, so that no two inserted characters touch.
          const places = [...new Set(spots.map((n) => 1 + (n % Math.max(1, url.length - 1))))].sort((a, b) => a - b).filter((p, i, a) => i === 0 || p - a[i - 1]! >= 2);
          let s = '';
          let at = 0;
          const expected: number[] = [];
          places.forEach((p, k) => {
            s += url.slice(at, p);
            expected.push(s.length);
            s += chars[k]!;
            at = p;
          });
          s += url.slice(at);
          const r = parseURL(s, { grammar, start, allErrors: true });
          expect(r.ok).toBe(false);
          if (r.ok) return;
          const one = parseURL(s, { grammar, start });
          if (!one.ok) expect(r.errors![0]).toEqual(one.error);
          expect(r.errors!.map((e) => e.offset).sort((a, b) => a - b), `${JSON.stringify(s)} under ${grammar} ${start}`).toEqual(expected);
        }
      }),
      { numRuns: sized(150, 50), seed: 7 },
    );
  });

  it('each later report is a full report in the input\'s coordinates, with fixes that apply to the input', () => {
    const r = parseURL('http://host/a b?c d', { grammar: 'rfc3986', allErrors: true });
    if (r.ok) throw new Error('accepted');
    const second = r.errors![1]!;
    expect(second).toMatchObject({ input: 'http://host/a b?c d', offset: 17, line: 1, column: 18, found: { text: ' ' } });
    expect(second.trace.at(-1)!.rule).toBe('query');
    expect(second.fixes[0]).toMatchObject({ url: 'http://host/a b?c%20d', validates: false, edits: [{ start: 17, end: 18, text: '%20' }] });
  });

  it('keeps to maxErrors, and checks it', () => {
    const r = parseURL('http://h/' + 'a b '.repeat(50), { grammar: 'rfc3986', allErrors: true, maxErrors: 5 });
    if (r.ok) throw new Error('accepted');
    expect(r.errors).toHaveLength(5);
    expect(() => parseURL('x', { allErrors: true, maxErrors: 0 })).toThrow(/maxErrors/);
  });

  it('collects every range error of a parse that succeeds', () => {
    const r = parseURL('ftp://1.2.3.400:99999/', { grammar: 'rfc1738', allErrors: true });
    if (r.ok) throw new Error('accepted');
    expect(r.errors!.map((e) => e.code)).toEqual(['ipv4.octet-out-of-range', 'port.out-of-range']);
  });

  it('formatReport draws every caret on the one source line', () => {
    const r = parseURL('http://host/a b?c d', { grammar: 'rfc3986', allErrors: true });
    if (r.ok) throw new Error('accepted');
    const lines = formatReport(r.errors!).split('\n');
    expect(lines.slice(0, 7)).toEqual([
      'error: 2 errors in this input (rfc3986)',
      '  |',
      '  | http://host/a b?c d',
      '  |              ^   ^ char.space',
      '  |              |',
      '  |              char.space',
      '',
    ]);
  });

  it('gives the same errors at every length for a fixed number of errors (its time: npm run bench -- --ratios)', () => {
    const make = (n: number) => 'http://h/' + 'a'.repeat(n) + ' b' + 'c'.repeat(n) + ' d';
    for (const n of [20_000, 80_000]) {
      const r = parseURL(make(n), { grammar: 'rfc3986', allErrors: true });
      expect(!r.ok && r.errors!.map((e) => [e.code, e.offset])).toEqual([['char.space', 9 + n], ['char.space', 11 + 2 * n]]);
    }
  });

  it('stops at maxErrors, in time linear in the input, however many semantic errors it holds (RFC 3987 §4.1)', () => {
    // Every other character a bidirectional formatting mark: each one is an error.
    const make = (n: number) => 'http://a/' + 'a\u200e'.repeat(n);
    const r = parseURL(make(20_000), { grammar: 'rfc3987', allErrors: true, maxErrors: 5 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors!.map((e) => [e.code, e.offset])).toEqual([10, 12, 14, 16, 18].map((o) => ['iri.bidi-format', o]));
    // Its time at 2,000 and 32,000 marks (each mark's report and its descent through every child
    // cost about 100x here before the cap and the binary search) is `npm run bench -- --ratios`.
    const big = parseURL(make(32_000), { grammar: 'rfc3987', allErrors: true, maxErrors: 5 });
    expect(!big.ok && big.errors!.length).toBe(5);
  });
});

describe('warnings', () => {
  it.each(Object.entries(WARNING_CODES).map(([code, info]) => [code, info.example]))('%s: its documented example gives it', (code, ex) => {
    const r = parseURL(ex.input, { grammar: ex.grammar, warnings: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const w = r.warnings!.find((x) => x.code === (code as WarningCode));
    expect(w, JSON.stringify(r.warnings)).toBeDefined();
    expect(w!.start).toBeLessThan(w!.end);
    for (const f of w!.fixes) {
      expect(f.validates).toBe(true);
      expect(parseURL(f.url, { grammar: ex.grammar }).ok).toBe(true);
      expect(applyEdits(ex.input, f.edits)).toBe(f.url);
    }
  });

  it.each([
    ['htttp://example.com/', 'rfc3986', 'scheme.typo', 'http://example.com/'],
    ['HTTP://example.com/', 'rfc3986', 'scheme.uppercase', 'http://example.com/'],
    ['HTTP://example.com/', 'rfc3987', 'scheme.uppercase', 'http://example.com/'],
    ['http://example.com/page.', 'rfc3986', 'prose.trailing-punctuation', 'http://example.com/page'],
    ['http://example.com/a,', 'rfc1738', 'prose.trailing-punctuation', 'http://example.com/a'],
    ['http://example.com:80/', 'rfc1738', 'port.default', 'http://example.com/'],
    ['https://example.com:443/', 'rfc3986', 'port.default', 'https://example.com/'],
    ['ftp://user:secret@example.com/', 'rfc1738', 'userinfo.password', 'ftp://user@example.com/'],
    ['http://user:secret@example.com/', 'rfc2396', 'userinfo.password', 'http://user@example.com/'],
    ['http://010.1.1.1/', 'rfc1738', 'host.ipv4-leading-zero', 'http://10.1.1.1/'],
    ['http://example.com/a/../../b', 'rfc3986', 'path.above-root', 'http://example.com/a/../b'],
    ['https://user@example.com/', 'rfc3986', 'http.userinfo', 'https://example.com/'],
    ['HTTP://a:b@evil.example/', 'rfc3986', 'http.userinfo', 'HTTP://evil.example/'],
    ['http://user@example.com/', 'rfc2396', 'http.userinfo', 'http://example.com/'],
  ] as const)('%s under %s: %s, fixed as %s', (input, grammar, code, url) => {
    const r = parseURL(input, { grammar, warnings: true });
    if (!r.ok) throw new Error(r.error.message);
    const w = r.warnings!.find((x) => x.code === code);
    expect(w, JSON.stringify(r.warnings)).toBeDefined();
    expect(w!.fixes[0]?.url).toBe(url);
  });

  it('RFC 9110 §4.2.4: user information is a warning in http and https URIs only (an error under rfc1738), its span the user information and its "@", its fix maybe-incorrect (it drops data)', () => {
    const codes = (input: string, grammar: GrammarName = 'rfc3986') => {
      const r = parseURL(input, { grammar, warnings: true });
      return r.ok ? r.warnings!.filter((w) => w.code === 'http.userinfo').map((w) => [w.start, w.end, w.fixes[0]?.applicability]) : r.error.code;
    };
    expect(codes('http://u@h/')).toEqual([[7, 9, 'maybe-incorrect']]);
    expect(codes('ftp://u@h/')).toEqual([]);
    expect(codes('http://h/')).toEqual([]);
    expect(codes('http://@h/')).toEqual([[7, 8, 'maybe-incorrect']]);
    expect(codes('http://u@h/', 'rfc1738')).toBe('http.userinfo');
    // The message names no password.
    const r = parseURL('http://me:s3cret@h/', { warnings: true });
    expect(r.ok && r.warnings!.find((w) => w.code === 'http.userinfo')!.message).not.toContain('s3cret');
  });

  it('1.2.3.256 under rfc3986 is a registered name, with a warning (DECISIONS 5)', () => {
    const r = parseURL('http://1.2.3.256/', { grammar: 'rfc3986', warnings: true });
    if (!r.ok) throw new Error('rejected');
    expect(r.warnings!.map((w) => [w.code, w.start, w.end])).toEqual([['host.ipv4-like-reg-name', 7, 16]]);
  });

  describe('a port over 65535 (DECISIONS 19)', () => {
    const port = (input: string, grammar: GrammarName) => {
      const r = parseURL(input, { grammar, warnings: true });
      return r.ok ? r.warnings!.filter((w) => w.code.startsWith('port.')).map((w) => [w.code, w.start, w.end, w.fixes.length]) : r.error.code;
    };

    it('is valid with the warning port.out-of-range, and no fix, under the grammars that set no bound', () => {
      for (const g of ['rfc2396', 'rfc2396+2732', 'rfc3986', 'rfc3987'] as const) {
        expect(port('x://localhost:999999999', g), g).toEqual([['port.out-of-range', 14, 23, 0]]);
        expect(port('http://h:65536/', g), g).toEqual([['port.out-of-range', 9, 14, 0]]);
        expect(port('http://h:65535/', g), g).toEqual([]);
      }
      for (const g of ['rfc2396+2732', 'rfc3986', 'rfc3987'] as const) expect(port('http://[::1]:65536/', g), g).toEqual([['port.out-of-range', 13, 18, 0]]);
      // RFC 1808's net_loc has no port rule: the warnings read the digits after the host's ":".
      expect(port('http://u:pw@host:99999/x', 'rfc1808')).toEqual([['port.out-of-range', 17, 22, 0]]);
      expect(port('http://[::1]:65536/', 'rfc1808')).toEqual([['port.out-of-range', 13, 18, 0]]);
      expect(port('http://host:80/', 'rfc1808')).toEqual([['port.default', 11, 14, 1]]);
      expect(port('http://host:8a/', 'rfc1808')).toEqual([]);
    });

    it('stays the error port.out-of-range under rfc1738 (and rfc1738-pure)', () => {
      for (const g of ['rfc1738', 'rfc1738-pure'] as const) expect(port('http://h:65536/', g), g).toBe('port.out-of-range');
      expect(port('http://[::1]:65536/', 'rfc1738')).toBe('port.out-of-range');
    });

    it('a port of 30 or a million digits: a warning that shows its length, Infinity as the value, no crash', () => {
      const long = '9'.repeat(30);
      const r = parseURL(`http://h:${long}/`, { grammar: 'rfc3986', warnings: true });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.warnings!.map((w) => [w.code, w.start, w.end, w.message])).toEqual([['port.out-of-range', 9, 39, 'the port 99999999... (30 digits) is over 65535: no TCP or UDP port is that high']]);
      const huge = parseURL(`http://h:${'9'.repeat(1_000_000)}/`, { grammar: 'rfc3987', warnings: true });
      expect(huge.ok && huge.warnings!.map((w) => w.code)).toEqual(['port.out-of-range']);
      // Leading zeros are skipped before the value is read: 65535 written long is in range.
      expect(port(`http://h:${'0'.repeat(40)}65535/`, 'rfc3986')).toEqual([]);
    });
  });

  it('iri.bidi-isolate: one warning for the isolates of an IRI, its fix escaping each; under rfc3987 only', () => {
    const r = parseURL('http://\u2067a/?\u2068#\u2069', { grammar: 'rfc3987', warnings: true });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.warnings!.map((w) => [w.code, w.start, w.end, w.fixes.map((f) => f.url)])).toEqual([['iri.bidi-isolate', 7, 14, ['http://%E2%81%A7a/?%E2%81%A8#%E2%81%A9']]]);
    expect(r.warnings![0]!.message).toMatch(/^3 bidirectional isolates \(the first: U\+2067 RIGHT-TO-LEFT ISOLATE\): they can make/);
    expect(parseURL('http://a/x\u2066y', { grammar: 'rfc3986', warnings: true }).ok).toBe(false);
    expect(parseURL('http://a/x%E2%81%A6y', { grammar: 'rfc3987', warnings: true })).toMatchObject({ ok: true, warnings: [] });
  });

  it('mixed-script labels, also in punycode; one-script and CJK mixes are not warned', () => {
    const codes = (u: string, g: GrammarName) => {
      const r = parseURL(u, { grammar: g, warnings: true });
      return r.ok ? r.warnings!.map((w) => w.code) : [r.error.code];
    };
    expect(codes('http://p\u0430ypal.com/', 'rfc3987')).toEqual(['host.mixed-script']);
    expect(codes('http://xn--pypal-4ve.com/', 'rfc3986')).toEqual(['host.mixed-script']);
    expect(codes('http://\u0440\u0443\u0441\u0441\u043a\u0438\u0439.example/', 'rfc3987')).toEqual([]);
    expect(codes('http://\u65e5\u672c\u3054.jp/', 'rfc3987')).toEqual([]);
    expect(codes('http://example.com/', 'rfc3986')).toEqual([]);
  });

  it('a clean URL has an empty list, and no warnings key without the option', () => {
    const r = parseURL('https://example.com/a/b?c#d', { grammar: 'rfc3986', warnings: true });
    expect(r).toMatchObject({ ok: true, warnings: [] });
    expect('warnings' in parseURL('https://example.com/', { grammar: 'rfc3986' })).toBe(false);
  });

  it('every warning code is documented in docs/errors.md', () => {
    const doc = readFileSync(new URL('../docs/errors.md', import.meta.url), 'utf8');
    for (const code of Object.keys(WARNING_CODES)) expect(doc).toContain(`### \`${code}\``);
  });
});
