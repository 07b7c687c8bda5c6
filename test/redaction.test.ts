/**
 * One redaction for every output (DECISIONS 29, 32): no password shows in any output of the
 * library or its command line, in any form (as written, percent-encoded or decoded, case-folded,
 * JSON-escaped, wrapped over lines), under any reading that finds credentials (RFC 3986's record,
 * the WHATWG URL Standard's parser, a URL inside another's path, paste artefacts). Every CLI command
 * and format runs here on passwords with spaces, quotes, "%", "@", "<", "^", non-ASCII and astral
 * characters; the explorer's views are held to the same in test/explorer-browser.test.ts.
 *
 * The matrix runs each command and format on every URL shape with one password in turn (every
 * password meets every command), wrapped to 80 columns or unwrapped (`--width 0`) in turn (each
 * command meets both on five shapes, each password both: 9 passwords, 2 widths); URLGRAMMAR_FULL=1
 * runs every password on every pair, both ways.
 */
import { describe, expect, it } from 'vitest';
import { formatReport, parseURL, redactPasswords, ArgumentError } from '../src/index.js';
import { runCLI } from './support/cli.js';
import { PASSWORDS, shownForms } from './support/secrets.js';

const FULL = process.env['URLGRAMMAR_FULL'] === '1';

const NOTE = 'urlgrammar: note: passwords are masked (****) in the output; --show-password shows them in the data (never in reports)\n';

/** The ways a text can hold a password: each reading that finds one. */
const SHAPES: Record<string, (p: string) => string> = {
  rfc: (p) => `http://user:${p}@example.org/a`,
  ftp: (p) => `ftp://user:${p}@example.org/a`,
  encoded: (p) => `http://user:${encodeURIComponent(p)}@example.org/a`,
  'whatwg only': (p) => `https:user:${p}@example.org/a`,
  blob: (p) => `blob:http://user:${p}@example.org/x`,
  'view-source': (p) => `view-source:https://user:${p}@example.org/`,
  quoted: (p) => `"http://user:${p}@example.org/"`,
  'URL: prefix': (p) => `<URL:http://user:${p}@example.org/>`,
  backslashes: (p) => `http:\\\\user:${p}@example.org\\a`,
  invalid: (p) => `http://user:${p}@exa mple.org/a b`,
};

/** Every command and format, with the options that change what it prints. */
/** The placeholder of the URL percent-encoded as RFC 6570's `{?u}` writes it (a query value carrying a URL). */
const ESCAPED = '\u0002';
const escaped = (u: string) => encodeURIComponent(u).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function commands(u: string): string[][] {
  const out: string[][] = [];
  for (const g of ['rfc3986', 'rfc1738', 'whatwg', 'rfc3987', 'rfc2396'])
    for (const f of ['text', 'line', 'json', 'jsonl']) {
      const extra: string[][] = [[], ['--all-errors'], ['--warnings']];
      if (f === 'jsonl') extra.push(['--trace']);
      if (f === 'text' || f === 'json') extra.push(['--fix'], ['--fix', '--unsafe-fixes']);
      for (const x of extra) out.push(['check', '--grammar', g, '--format', f, ...x, u]);
    }
  out.push(['check', '--schemes', u]);
  out.push(['parse', u], ['parse', '--json', u], ['parse', '--grammar', 'rfc3987', u], ['parse', '--grammar', 'whatwg', u]);
  out.push(['split', u], ['urlparse', u]);
  for (const spec of ['rfc3986', 'rfc1808', 'abarth-url-00', 'urllib']) {
    out.push(['join', '--spec', spec, u, '../g'], ['join', '--spec', spec, '--trace', u, '../g'], ['join', '--spec', spec, '--json', '--trace', u, '../g'], ['join', '--spec', spec, 'http://a/b', u]);
  }
  out.push(['join', '--strict', u, '../g'], ['join', '--strict', 'http://a/b', u]);
  out.push(['compare', u], ['compare', '--json', u]);
  out.push(['iri', u], ['iri', '--to', 'iri', u], ['iri', '--json', u], ['iri', '--host', 'idna', u]);
  out.push(['normalize', u], ['normalize', '--trace', u], ['normalize', '--json', '--trace', u], ['normalize', '--grammar', 'rfc3987', '--trace', u]);
  out.push(['equal', u, 'http://example.org/a'], ['equal', '--json', u, u]);
  out.push(['scheme', u], ['scheme', '--json', u]);
  out.push(['whatwg', u], ['whatwg', '--trace', u], ['whatwg', '--json', '--trace', u], ['whatwg', '--base', u, '../x'], ['whatwg', '--json', '--base', u, 'x']);
  out.push(['grammar', '--abnf', 'grammar/rfc/rfc3986.txt', '--section', 'Appendix A', '--prose', 'pchar=pchar', 'check', '--start', 'URI', u]);
  // URI Templates: the URL as a template (its report when it is none), as a URI matched (a value
  // read from it, or a caret where it leaves the language), and as a value expanded (VALUES: the
  // placeholder \u0001 is the JSON object {"u": URL}).
  for (const f of [[], ['--json']]) {
    out.push(['template', 'parse', ...f, u], ['template', 'parse', ...f, `${u}{x}`]);
    out.push(['template', 'match', ...f, '{+u}', u], ['template', 'match', ...f, '{u}', u], ['template', 'match', ...f, '{+u}{?q}', u], ['template', 'match', ...f, '/{x}', u]);
    // The options' answers: a match marked no inverse with extra parameters, a refused value.
    out.push(['template', 'match', ...f, '--query', 'any-order', '{+u}{?q}', u], ['template', 'match', ...f, '--policy', 'segment', '{+u}', u]);
    // The URL escaped as a query value (every password's characters may stand in a query so): the
    // value read is a URL whose password the URI shows escaped, the any-order reading's extra too.
    out.push(['template', 'match', ...f, '/r{?u}', `/r?u=${ESCAPED}`], ['template', 'match', ...f, '--query', 'any-order', '/r{?q}', `/r?u=${ESCAPED}&q=1`]);
    out.push(['template', 'expand', ...f, '{+u}', '\u0001'], ['template', 'expand', ...f, '{u}{?u}', '\u0001'], ['template', 'expand', ...f, '{u:3}', '{"u": ["x"]}', '--width', '200']);
  }
  return out;
}

const isJSON = (c: readonly string[]) => c.includes('--json') || c.includes('json') || c.includes('jsonl');

describe('no CLI output shows a password (every command × format, unwrapped and --width 0, line breaks removed)', () => {
  const shapes = Object.entries(SHAPES);
  it.each(shapes)('%s', async (_shape, make) => {
    const shown: string[] = [];
    let k = shapes.findIndex(([, m]) => m === make);
    let runs = 0;
    let taken = k;
    for (const c0 of commands('\u0000')) {
      // Under npm test a shape runs every second command, the shapes taking turns (each command
      // under five shapes), and the passwords and widths go round the commands it runs; under
      // test:full every command, with every password and width.
      if (!FULL && k++ % 2 !== 0) continue;
      const turn = taken++;
      const passwords = FULL ? PASSWORDS : [PASSWORDS[turn % PASSWORDS.length]!];
      for (const p of passwords) {
        // The URL wherever an argument holds the placeholder (alone or inside a longer text), or escaped as a query value.
        const c = c0.map((a) => (a === '\u0001' ? JSON.stringify({ u: make(p) }) : a.replaceAll('\u0000', make(p)).replaceAll(ESCAPED, escaped(make(p)))));
        const widths = isJSON(c) ? [[]] : FULL ? [[], ['--width', '0']] : [turn % 2 ? ['--width', '0'] : []];
        for (const width of widths) {
          const r = await runCLI([...c, ...width]);
          runs++;
          expect(r.code, `${c.join(' ')}: ${r.stderr}`).toBeLessThan(3);
          const found = shownForms(r.stdout + '\n' + r.stderr, p);
          if (found.length) shown.push(`${JSON.stringify(p)} ${c.join(' ')} ${width.join(' ')}: ${found.join(', ')}`);
        }
      }
    }
    expect(runs).toBeGreaterThan(FULL ? 150 : 75);
    expect(shown).toEqual([]);
  });

  it('standard input: check, normalize, iri, whatwg and template read one URL a line', async () => {
    const urls = PASSWORDS.map((p, i) => Object.values(SHAPES)[i % 10]!(p));
    const lines = urls.join('\n') + '\n';
    for (const c of [['check'], ['check', '--format', 'jsonl'], ['check', '--format', 'line', '--all-errors'], ['check', '--fix'], ['check', '--json', '--fix'], ['normalize', '--trace'], ['iri'], ['iri', '--json'], ['whatwg', '--json'], ['whatwg'], ['template', 'parse'], ['template', 'parse', '--json'], ['template', 'match', '{+u}'], ['template', 'match', '--json', '{u}'], ['template', 'match', '/{x}']]) {
      const r = await runCLI(c, lines);
      for (const p of PASSWORDS) expect(shownForms(r.stdout + r.stderr, p), `${c.join(' ')} ${p}`).toEqual([]);
    }
    // template expand reads a JSON object of values a line.
    const values = urls.map((u) => JSON.stringify({ u })).join('\n') + '\n';
    for (const c of [['template', 'expand', '{+u}'], ['template', 'expand', '--json', '{u}'], ['template', 'expand', '--values', '-', '{+u}']]) {
      const r = await runCLI(c, c.includes('-') ? JSON.stringify({ u: urls[0] }) : values);
      for (const p of c.includes('-') ? PASSWORDS.slice(0, 1) : PASSWORDS) expect(shownForms(r.stdout + r.stderr, p), `${c.join(' ')} ${p}`).toEqual([]);
    }
  });

  // The outputs that showed a password on main at 0070ffe (issue 38's review), each named.
  it.each([
    [['split', 'http://user:Zq9SECRETpw@example.org/']],
    [['urlparse', 'http://user:Zq9SECRETpw@example.org/']],
    [['join', 'http://user:Zq9SECRETpw@example.org/', '../g']],
    [['join', '--trace', '--json', '--strict', 'http://user:Zq9SECRETpw@example.org/', '../g']],
    [['iri', 'http://user:Zq9SECRETpw@example.org/']],
    [['check', '--json', '--fix', 'http://user:Zq9SECRETpw@example.org/a b']],
    [['parse', 'http://user:Zq9s%65cret@example.org/']],
    [['compare', 'http://user:Zq9pa%20ss@example.org/']],
    [['compare', 'http://user:Zq9pa ss@example.org/']],
    [['whatwg', 'blob:http://user:Zq9pw@host/x']],
    [['whatwg', 'view-source:https://user:Zq9pw@host/x']],
    [['check', 'https:user:Zq9pw@host/ x']],
    [['normalize', 'https:user:Zq9pw@host/']],
    [['equal', 'https:user:Zq9pw@host/', 'https:user:Zq9pw@host/']],
    [['scheme', 'https:user:Zq9pw@host/']],
    [['template', 'match', '{+u}', 'https:user:Zq9pw@host/']],
    [['template', 'match', 'http://{user}:{pw}@host/', 'http://u:Zq9s%65cret@host/']],
    [['template', 'expand', '{scheme}://{user}:{pw}@host/', '{"scheme": "http", "user": "u", "pw": "Zq9 pw"}']],
    [['template', 'parse', 'http://u:Zq9pw@host/{x']],
    [['template', 'match', '--policy', 'segment', '{+u}', 'https:user:Zq9pw@host/']],
    [['template', 'match', '--json', '--policy', 'segment', '{+u}', 'https:user:Zq9pw@host/']],
    [['template', 'match', '--query', 'any-order', '{+u}{?q}', 'https://user:Zq9pw@host/?x=1&q=2']],
  ])('%j', async (c) => {
    const r = await runCLI(c);
    expect((r.stdout + r.stderr).toLowerCase()).not.toContain('zq9');
  });
});

describe('--show-password: the data, never the reports', () => {
  it('shows the data a command computes; says nothing on stderr then', async () => {
    const cases: Array<[string[], string]> = [
      [['split', 'http://u:Zq9pw@h/'], '"password": "Zq9pw"'],
      [['join', 'http://u:Zq9pw@h/a', 'b'], 'http://u:Zq9pw@h/b'],
      [['iri', 'http://u:Zq9pw@h/\u00e9'], 'http://u:Zq9pw@h/%C3%A9'],
      [['normalize', 'HTTP://u:Zq9pw@h/'], 'http://u:Zq9pw@h/'],
      [['check', '--fix', 'http://u:Zq9pw@h/a b'], 'http://u:Zq9pw@h/a%20b'],
      [['whatwg', 'https:u:Zq9pw@h/'], 'https://u:Zq9pw@h/'],
      [['parse', 'http://u:Zq9pw@h/'], '"u:Zq9pw"'],
      [['template', 'expand', '{+u}{/x}', '{"u": "http://u:Zq9pw@h", "x": "a"}'], 'http://u:Zq9pw@h/a'],
      [['template', 'match', '{+base}{/x}', 'http://u:Zq9pw@h/a'], 'base = "http://u:Zq9pw@h"'],
      [['template', 'match', '--json', 'http://{user}:{pw}@h/', 'http://u:Zq9pw@h/'], '"pw":"Zq9pw"'],
      [['template', 'match', '--query', 'any-order', '{+base}/{?q}', 'http://u:Zq9pw@h/?x=1&q=2'], 'base = "http://u:Zq9pw@h"'],
      [['template', 'parse', '--json', 'http://u:Zq9pw@h/{x}'], '"text":"http://u:Zq9pw@h/"'],
    ];
    for (const [c, shown] of cases) {
      const masked = await runCLI(c);
      expect(masked.stdout, c.join(' ')).not.toContain('Zq9');
      expect(masked.stderr.split(NOTE).length - 1, `${c.join(' ')}: the note, once`).toBe(1);
      const r = await runCLI([...c, '--show-password']);
      expect(r.stdout, c.join(' ')).toContain(shown);
      expect(r.stderr).not.toContain('Zq9');
      expect(r.stderr).not.toContain(NOTE);
    }
  });

  it('reports, traces and compare stay masked with it', async () => {
    for (const c of [
      ['check', '--show-password', 'http://u:Zq9pw@h/a b'],
      ['check', '--show-password', '--json', 'http://u:Zq9pw@h/a b'],
      ['check', '--show-password', '--fix', '--grammar', 'rfc1738', 'http://u:Zq9pw@h/a b'],
      ['compare', '--show-password', 'http://u:Zq9pw@h/'],
      ['join', '--show-password', '--trace', 'http://u:Zq9pw@h/a', 'b'],
      ['normalize', '--show-password', '--trace', 'HTTP://u:Zq9pw@h/'],
      ['template', 'parse', '--show-password', 'http://u:Zq9pw@h/{x'],
      ['template', 'match', '--show-password', '/{x}', 'http://u:Zq9pw@h/'],
      ['template', 'expand', '--show-password', '{u:2}', '{"u": ["http://u:Zq9pw@h/"]}'],
    ]) {
      const r = await runCLI(c);
      const reports = c.includes('--trace') ? r.stdout.split('\n').slice(1).join('\n') : c.includes('--fix') ? r.stderr : r.stdout;
      expect(reports, c.join(' ')).not.toContain('Zq9');
    }
    const w = JSON.parse((await runCLI(['whatwg', '--json', '--show-password', 'https://u:Zq9pw@h/ x'])).stdout) as { href: string; errors: unknown[]; input: string };
    expect(w.href).toContain('Zq9pw');
    expect(w.input).not.toContain('Zq9');
    expect(JSON.stringify(w.errors)).not.toContain('Zq9');
  });

  it('several inputs with passwords: the note once', async () => {
    const r = await runCLI(['check', '--fix', 'http://u:a1@h/ x', 'http://u:b2@h/ y'], undefined);
    expect(r.stderr.split(NOTE).length - 1).toBe(1);
    expect((await runCLI(['check', '--fix', 'http://h/ x'])).stderr).not.toContain(NOTE);
  });
});

describe('redactPasswords', () => {
  it.each([
    ['http://user:pw@host/', 'http://user:**@host/'],
    ['https:user:pw@host/', 'https:user:**@host/'],
    ['http:\\\\user:pw@host\\', 'http:\\\\user:**@host\\'],
    ['http://us\ter:p\tw@host/', 'http://us\ter:***@host/'],
    ['blob:view-source:https://u:pw@h/', 'blob:view-source:https://u:**@h/'],
    ['  "http://u:pw@h/"  ', '  "http://u:**@h/"  '],
    ['<URL:ftp://u:pw@h/>', '<URL:ftp://u:**@h/>'],
    ['http://a:b:c@d@h/', 'http://a:*****@h/'],
    ['mailto:a:b@c', 'mailto:a:b@c'],
    ['http://user@host/', 'http://user@host/'],
    ['http://a/', 'http://a/'],
    ['', ''],
  ])('%j', (input, masked) => {
    expect(redactPasswords(input).text).toBe(masked);
  });

  it('masks every form in an output: encoded, decoded, in part, another hex case, folded', () => {
    const r = redactPasswords('http://u:p%C3%A4ss%20word@h/');
    // ... and escaped once more, as a URI Template's expansion writes a value's "%" ({x} of the password as written).
    for (const s of ['päss word', 'p%c3%a4ss%20word', 'P%C3%84SS WORD', 'p%C3%A4ss word', 'p\u00e4ss%20word', 'p%25C3%25A4ss%2520word']) expect(r.mask(`x ${s} y`), s).toBe(`x ${'*'.repeat(s.length)} y`);
    expect(r.mask('nothing here')).toBe('nothing here');
  });

  it('reads against a base, and the base and other texts too', () => {
    expect(redactPasswords('\\\\u:pw@h/', { base: 'http://b/' }).text).toBe('\\\\u:**@h/');
    const r = redactPasswords('../x', { base: 'http://u:secret@b/', also: ['ftp://v:hidden@c/'] });
    expect(r.found).toBe(true);
    expect(r.mask('http://u:secret@b/x and hidden')).toBe('http://u:******@b/x and ******');
    // The text itself, where a password found in another text stands in it (escaped, here).
    const q = redactPasswords('/r?u=ftp%3A%2F%2Fv%3Ahidden%40c%2F', { also: ['ftp://v:hidden@c/'] });
    expect(q.text).toBe('/r?u=ftp%3A%2F%2Fv%3A******%40c%2F');
    expect(q.ranges).toEqual([[21, 27]]);
  });

  it('data: every string masked, a found character inside the password hidden', () => {
    const input = 'http://user:sec ret@host/';
    const r = parseURL(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const d = JSON.stringify(redactPasswords(input).data(r.error));
    expect(d).not.toContain('sec ret');
    expect(d).not.toContain('sec%20ret');
    expect(d).toContain('"text":"*"');
  });

  it('bad arguments are ArgumentErrors', () => {
    expect(() => redactPasswords(1 as never)).toThrow(ArgumentError);
    expect(() => redactPasswords('x', { also: 'y' as never })).toThrow(ArgumentError);
    expect(() => redactPasswords('x', { also: [1] as never })).toThrow(ArgumentError);
    expect(() => redactPasswords('x', { bsae: 'y' } as never)).toThrow(/did you mean 'base'/);
  });

  // A megabyte under test:full, a quarter of one under npm test (a pass that was quadratic would
  // still outlast the test's timeout).
  it('is linear: a megabyte (a quarter under npm test) with a password, and one without, mask in one pass each', () => {
    const big = `http://u:${'p'.repeat(1000)}@h/${'a'.repeat(FULL ? 1 << 20 : 1 << 18)}`;
    const r = redactPasswords(big);
    expect(r.ranges).toEqual([[9, 1009]]);
    expect(r.mask(big.toUpperCase()).slice(9, 1009)).toBe('*'.repeat(1000));
  });
});

describe('formatReport under every reading', () => {
  it.each([
    ['https:user:Zq9pw@host/ x', 'rfc3986'],
    ['http:\\\\user:Zq9pw@host/ x', 'rfc3986'],
    ['http://user:Zq9p w@host/', 'rfc3986'],
    ['http://user:Zq9p%ZZw@host/', 'rfc3986'],
    ['ftp://user:Zq9p@w@host/', 'rfc1738'],
    ['http://user:Zq9p@w@host/', 'rfc1738'],
    ['https://user:Zq9pw@ex ample/', 'whatwg'],
    ['http://user:Zq9p\u00e9w@h/ x', 'rfc3987'],
  ] as const)('%s (%s)', (input, grammar) => {
    const r = parseURL(input, { grammar, allErrors: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    for (const text of [formatReport(r.error), formatReport(r.errors!)]) expect(text.toLowerCase()).not.toContain('zq9');
  });
});

describe('redactPasswords reads any string (the WHATWG reading never reaches a host parser)', () => {
  it.each(['file:///etc/passwd', 'file://host/share', 'file:c:/x', '/a', 'http://[::1', 'ws://u:p@h', 'a:', ':', '//', '\\\\u:pw@h', 'file://u:pw@h/'])('%j', (input) => {
    expect(redactPasswords(input).text).toHaveLength(input.length);
  });

  it('every line of the corpus (every fourth under npm test)', async () => {
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n');
    for (const u of lines.filter((_u, i) => FULL || i % 4 === 0)) expect(redactPasswords(u).text.length).toBe(u.length);
  });
});

describe('redactPasswords on arbitrary strings (fixed seed)', () => {
  it('never throws, keeps the length, and masks its text idempotently', async () => {
    const fc = (await import('fast-check')).default;
    const piece = fc.constantFrom('http:', 'https:', 'file:', 'blob:', '//', '\\', '/', ':', '@', '%', '%41', '%C3%A9', '?', '#', '"', '<URL:', '>', 'u', 'pw', ' ', '\t', '\n', '[', ']', '\u00e9', '\u{1F510}', '\ud800');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }).map((a) => a.join('')), (s) => {
        const r = redactPasswords(s);
        expect(r.text).toHaveLength(s.length);
        expect(r.mask(s)).toBe(r.text);
        for (const [a, b] of r.ranges) expect(r.text.slice(a, b)).toBe('*'.repeat(b - a));
      }),
      { seed: 38, numRuns: 2000 },
    );
  });
});
