/**
 * `urlgrammar template parse|expand|match` (src/cli/commands/template.ts, src/cli/template.ts): in
 * this process through `main(argv, streams)`, as test/cli.test.ts runs the command line. The
 * library is the oracle: what --json prints is held to what parseTemplate, expandTemplate and
 * matchTemplate return for the same arguments, and the text to tables of exact outputs.
 * Passwords: test/redaction.test.ts runs the subcommands in its command × format matrix.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCLI } from './support/cli.js';
import { expandTemplate, GrammarError, matchTemplate, parseTemplate } from '../src/index.js';
import { HELP, SYNOPSIS, USAGE } from '../src/cli/help.js';
import { badUTF8Message } from '../src/cli/input.js';

const run = (args: string[], input?: string | Uint8Array | Uint8Array[]) => runCLI(args, input);

/** The JSON objects of a JSON-lines output. */
const jsonLines = (s: string) =>
  s
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('template parse', () => {
  it('prints the parts as a tree: spans, texts, operators with their RFC 6570 sections, varspecs with modifiers; exit 0', async () => {
    expect(await run(['template', 'parse', '/search{?q,lang:2}{/path*}'])).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        'URI-Template [0, 26) "/search{?q,lang:2}{/path*}"',
        '  literal [0, 7) "/search"',
        '  expression [7, 18) "{?q,lang:2}" operator "?": form-style query expansion (RFC 6570 §3.2.8)',
        '    varspec [9, 10) "q" varname "q"',
        '    varspec [11, 17) "lang:2" varname "lang", prefix 2 (RFC 6570 §2.4.1)',
        '  expression [18, 26) "{/path*}" operator "/": path segment expansion (RFC 6570 §3.2.6)',
        '    varspec [20, 25) "path*" varname "path", explode (RFC 6570 §2.4.2)',
        '',
      ].join('\n'),
    });
  });

  it.each([
    ['{var}', 'none: simple string expansion (RFC 6570 §3.2.2)'],
    ['{+var}', '"+": reserved expansion (RFC 6570 §3.2.3)'],
    ['{#var}', '"#": fragment expansion (RFC 6570 §3.2.4)'],
    ['{.var}', '".": label expansion with dot-prefix (RFC 6570 §3.2.5)'],
    ['{/var}', '"/": path segment expansion (RFC 6570 §3.2.6)'],
    ['{;var}', '";": path-style parameter expansion (RFC 6570 §3.2.7)'],
    ['{?var}', '"?": form-style query expansion (RFC 6570 §3.2.8)'],
    ['{&var}', '"&": form-style query continuation (RFC 6570 §3.2.9)'],
  ])('%s: its operator, named by RFC 6570 §3.2', async (t, op) => {
    const r = await run(['template', 'parse', t]);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[1]).toBe(`  expression [0, ${t.length}) ${JSON.stringify(t)} operator ${op}`);
  });

  it('several templates: a block each, a blank line between; --json: one object a line, the parts parseTemplate gives', async () => {
    const ts = ['/a', '{a.b}', 'x{y}z'];
    const text = await run(['template', 'parse', ...ts]);
    expect(text.code).toBe(0);
    expect(text.stdout.split('\n\n').map((b) => b.split('\n')[0])).toEqual(ts.map((t) => `URI-Template [0, ${t.length}) ${JSON.stringify(t)}`));
    const json = await run(['template', 'parse', '--json', ...ts]);
    expect(jsonLines(json.stdout)).toEqual(ts.map((t) => ({ template: t, ok: true, parts: JSON.parse(JSON.stringify((parseTemplate(t) as { template: { parts: unknown } }).template.parts)) })));
  });

  it.each([
    ['{var', 4, '/users/{id}'],
    ['{a..b}', 3, null],
    ['{a.}', 3, null],
    ['{?}', 2, null],
    ['%zz{x}', 1, '%25zz{x}'],
    ['{=x}', 1, null],
    ['/a b/{x}', 2, '/a%20b/{x}'],
  ])('%j is refused: its report (caret at the offset, the rule stack with RFC 6570 sections), exit 1', async (t, offset, _fix) => {
    const r = await run(['template', 'parse', '--width', '0', t]);
    expect(r.code).toBe(1);
    const lib = parseTemplate(t);
    expect(lib.ok).toBe(false);
    if (lib.ok) return;
    expect(lib.error.offset).toBe(offset);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(`error[${lib.error.code}]: ${lines[0]!.slice(`error[${lib.error.code}]: `.length)}`);
    expect(lines[1]).toBe(` --> 1:${offset + 1} (6570:URI-Template, syntax error)`);
    expect(lines[3]).toBe(`  | ${t}`);
    expect(lines[4]).toMatch(new RegExp(`^ {2}\\| {${offset + 1}}\\^`));
    expect(r.stdout).toContain('= inside:');
    expect(r.stdout).toMatch(/URI-Template at 1:1 {2}\[RFC 6570 §2\]/);
    for (const f of lib.error.fixes) expect(r.stdout).toContain(`      ${f.url}`);
    const json = await run(['template', 'parse', '--json', t]);
    expect(json.code).toBe(1);
    expect(jsonLines(json.stdout)).toEqual([{ template: t, ok: false, error: JSON.parse(JSON.stringify(lib.error)) }]);
  });

  it('without a template, each line of standard input (blank lines skipped), with its line; exit 1 when one is refused', async () => {
    const r = await run(['template', 'parse', '--json'], '/a{b}\n\n{c\n');
    expect(r.code).toBe(1);
    const [a, c] = jsonLines(r.stdout);
    expect([a!.template, a!.inputLine, a!.ok, c!.template, c!.inputLine, c!.ok]).toEqual(['/a{b}', 1, true, '{c', 3, false]);
    const text = await run(['template', 'parse'], '{x}\n');
    expect(text).toEqual({ code: 0, stderr: '', stdout: 'URI-Template [0, 3) "{x}" (line 1)\n  expression [0, 3) "{x}" operator none: simple string expansion (RFC 6570 §3.2.2)\n    varspec [1, 2) "x" varname "x"\n' });
  });
});

describe('template expand', () => {
  // RFC 6570's own examples (§3.2), the values of its §3.2 table.
  const values = { count: ['one', 'two', 'three'], dom: ['example', 'com'], dub: 'me/too', hello: 'Hello World!', half: '50%', var: 'value', who: 'fred', base: 'http://example.com/home/', path: '/foo/bar', list: ['red', 'green', 'blue'], keys: { semi: ';', dot: '.', comma: ',' }, v: '6', x: '1024', y: '768', empty: '', empty_keys: {}, undef: null };
  it.each([
    ['{var}', 'value'],
    ['{hello}', 'Hello%20World%21'],
    ['{half}', '50%25'],
    ['{x,y}', '1024,768'],
    ['{+path}/here', '/foo/bar/here'],
    ['{#hello}', '#Hello%20World!'],
    ['X{.list}', 'X.red,green,blue'],
    ['{/list*,path:4}', '/red/green/blue/%2Ffoo'],
    ['{;keys*}', ';semi=%3B;dot=.;comma=%2C'],
    ['{?x,y,undef}', '?x=1024&y=768'],
    ['?fixed=yes{&x}', '?fixed=yes&x=1024'],
    ['{var:3}', 'val'],
  ])('%s: the URI, exit 0 (text and --json)', async (t, uri) => {
    expect(expandTemplate(t, values)).toBe(uri);
    expect(await run(['template', 'expand', t, JSON.stringify(values)])).toEqual({ code: 0, stdout: `${uri}\n`, stderr: '' });
    expect(jsonLines((await run(['template', 'expand', '--json', t, JSON.stringify(values)])).stdout)).toEqual([{ template: t, uri }]);
  });

  it('--values FILE reads the values from a JSON file; --values - from all of standard input', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urlgrammar-template-'));
    try {
      const file = join(dir, 'values.json');
      writeFileSync(file, '\ufeff{\n  "list": ["red", "green"],\n  "keys": {"semi": ";", "dot": "."}\n}\n');
      expect(await run(['template', 'expand', '{/list*}{?keys*}', '--values', file])).toEqual({ code: 0, stdout: '/red/green?semi=%3B&dot=.\n', stderr: '' });
      const missing = await run(['template', 'expand', '{x}', '--values', join(dir, 'none.json')]);
      expect(missing.code).toBe(2);
      expect(missing.stderr.split('\n')[0]).toBe(`urlgrammar template: cannot read --values ${JSON.stringify(join(dir, 'none.json'))}: ENOENT`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await run(['template', 'expand', '{x}{/y}', '--values', '-'], ['{"x":', ' "a b",\n"y": 2}'].map((s) => Buffer.from(s)))).toEqual({ code: 0, stdout: 'a%20b/2\n', stderr: '' });
  });

  it('without values, each line of standard input is a JSON object: one URI (or one-line error) a line, empty lines kept; exit 1 when one fails', async () => {
    const r = await run(['template', 'expand', '{x}{?y}'], '{"x": 1}\n\n{"x": [1, [2]]}\n[]\n{"y": "a b"}\n{"x"\n');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      '1',
      '',
      "error[value-type]: expandTemplate: the value of 'x' (at 1) has a member 1 that is a list (RFC 6570 §2.3, §2.4.2: a string, a list of strings, or a map of strings)",
      "error[values.object]: the values are a JSON object, each variable's name a key; not an array",
      '?y=a%20b',
      expect.stringMatching(/^error\[values\.json\]: the values are not JSON \(RFC 8259\)/),
      '',
    ]);
    const json = await run(['template', 'expand', '--json', '{x}'], '{"x": "a"}\n\n{"x": {"k": "v"}}\n');
    expect(json.code).toBe(0);
    expect(jsonLines(json.stdout)).toEqual([
      { template: '{x}', inputLine: 1, uri: 'a' },
      { template: '{x}', inputLine: 3, uri: 'k,v' },
    ]);
    expect((await run(['template', 'expand', '{x}'], '{"x": 1}\n')).code).toBe(0);
  });

  it('an expansion error: the template with carets under the varspec it blames, the code, exit 1; --json: its fields', async () => {
    const r = await run(['template', 'expand', '--width', '0', '/a{?x,keys:1}', '{"keys": {"a": "b"}}']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      "error[prefix-composite]: expandTemplate: the prefix modifier :1 of 'keys' (at 6) does not apply to its value, a map (RFC 6570 §2.4.1: prefix modifiers are not applicable to variables that have composite values)",
      ' --> 1:7 (the template)',
      '  |',
      '  | /a{?x,keys:1}',
      '  |       ^^^^^^ the value of "keys"',
      '',
    ]);
    const j = jsonLines((await run(['template', 'expand', '--json', '/a{?x,keys:1}', '{"keys": ["a"]}'])).stdout);
    expect(j).toEqual([
      {
        template: '/a{?x,keys:1}',
        error: { code: 'prefix-composite', message: expect.stringContaining("the prefix modifier :1 of 'keys' (at 6)"), type: 'TemplateExpansionError', offset: 6, start: 2, end: 13, variable: 'keys' },
      },
    ]);
    // A lone surrogate in a value (JSON can write one): an error at the varspec, never a crash.
    const lone = await run(['template', 'expand', '{x}', '{"x": "a\\ud800"}']);
    expect(lone.code).toBe(1);
    expect(lone.stdout.split('\n')[0]).toMatch(/^error\[lone-surrogate\]: /);
  });

  it.each([
    ['{"x": ', 'values.json'],
    ['[1]', 'values.object'],
    ['"x"', 'values.object'],
    ['null', 'values.object'],
  ])('values %j are no JSON object: %s, one line, exit 1', async (v, code) => {
    const r = await run(['template', 'expand', '{x}', v]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^error\\[${code.replace('.', '\\.')}\\]: [^\\n]+\\n$`));
    const j = jsonLines((await run(['template', 'expand', '--json', '{x}', v])).stdout)[0] as { error: { code: string } };
    expect(j.error.code).toBe(code);
  });

  it('a template that is no URI Template: its report, and the values are not read (exit 1)', async () => {
    const r = await run(['template', 'expand', '{a..b}', 'not json']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^error\[syntax\.unexpected-char\]/);
    expect(r.stdout).toContain(' --> 1:4 (6570:URI-Template, syntax error)');
    expect(r.stdout).not.toContain('values');
    const stdin = await run(['template', 'expand', '--json', '{a'], '{"a": 1}\n');
    expect(jsonLines(stdin.stdout)).toEqual([{ template: '{a', ok: false, error: JSON.parse(JSON.stringify((parseTemplate('{a') as { error: unknown }).error)) }]);
  });
});

describe('template match', () => {
  it('a match: each variable, its value, span, raw and decoded text where they differ, its flags; exit 0', async () => {
    expect(await run(['template', 'match', '/files/{name}{?q,page}', '/files/..%2Fetc?q=%C3%A9%20x&page=2'])).toEqual({
      code: 0,
      stderr: '',
      stdout: ['match "/files/..%2Fetc?q=%C3%A9%20x&page=2"', '  name = "../etc"  [7, 15)  raw "..%2Fetc"  flags slash', '  q = "é x"  [18, 28)  raw "%C3%A9%20x"', '  page = "2"  [34, 35)', ''].join('\n'),
    });
    // Under U+R ({+path}) a value is its text as written (escapes kept): decoded shows what it decodes to.
    expect((await run(['template', 'match', '/files/{+path}', '/files/a/..%2F.'])).stdout).toBe('match "/files/a/..%2F."\n  path = "a/..%2F."  [7, 15)  decoded "a/../."  flags slash\n');
    expect((await run(['template', 'match', '{/seg}', '/..'])).stdout).toBe('match "/.."\n  seg = ".."  [1, 3)  flags dot-segment\n');
    // Expansion never writes an escape of an unreserved character under U: "%2E" is no value there.
    expect((await run(['template', 'match', '{/seg}', '/%2E'])).stdout.split('\n')[0]).toBe('no-match "/%2E": the URI leaves the template\'s language');
    expect(await run(['template', 'match', '/a{?x}', '/a'])).toEqual({ code: 0, stderr: '', stdout: 'match "/a"\n  (no variable defined)\n' });
  });

  it.each([
    ['/users/{id}', '/users/a%20b'],
    ['/users/{id}{?fields}', '/users/42?fields=name,email'],
    ['{/dir}/{name}', '/..%2F/x'],
    ['/search{?q,lang}', '/search?lang=fr'],
    ['{x}{y}', 'ab'],
    ['{x,y}', 'a,b'],
    ['/users/{id}', '/groups/1'],
    ['/users/{id}', '/users/'],
    ['{.dom}', '.%'],
  ])('%s on %s: --json is what matchTemplate returns, with the template and the URI', async (t, uri) => {
    const m = matchTemplate(t, uri);
    const r = await run(['template', 'match', '--json', t, uri]);
    expect(r.code).toBe(m.kind === 'match' ? 0 : 1);
    const [j] = jsonLines(r.stdout);
    const where = m.kind === 'no-match' ? { line: 1, column: m.offset + 1 } : {};
    expect(j).toEqual({ template: t, uri, ...JSON.parse(JSON.stringify(m)), ...where });
  });

  it('ambiguous: both readings, exit 1; --strings reads strings only (lists: false)', async () => {
    expect(await run(['template', 'match', '{x,y}', 'a,b'])).toEqual({
      code: 1,
      stderr: '',
      stdout: ['ambiguous "a,b": two readings expand to it', '  reading 1:', '    x = ["a","b"]  [0, 3)  raw "a,b"', '  reading 2:', '    x = "a"  [0, 1)', '    y = "b"  [2, 3)', ''].join('\n'),
    });
    expect(await run(['template', 'match', '--strings', '{x,y}', 'a,b'])).toEqual({ code: 0, stderr: '', stdout: 'match "a,b"\n  x = "a"  [0, 1)\n  y = "b"  [2, 3)\n' });
  });

  it('no-match: a caret where the URI leaves the template\'s language (a character, or the end), exit 1', async () => {
    expect((await run(['template', 'match', '/users/{id}', '/groups/1'])).stdout.split('\n')).toEqual([
      'no-match "/groups/1": the URI leaves the template\'s language',
      ' --> 1:2 (the URI)',
      '  |',
      '  | /groups/1',
      '  |  ^ no expansion of the template goes on with "g"',
      '',
    ]);
    const end = await run(['template', 'match', '/users/{id}', '/users']);
    expect(end.code).toBe(1);
    expect(end.stdout.split('\n').slice(3, 5)).toEqual(['  | /users', "  |       ^ the URI ends here; the template goes on"]);
    const space = await run(['template', 'match', '/{x}', '/a b']);
    expect(space.stdout.split('\n')[4]).toBe('  |   ^ no expansion of the template goes on with U+0020');
  });

  it('--query any-order: the query read in any order, said to be no inverse, the parameters not named on extra lines; --json: inverse and extra', async () => {
    // modelcontextprotocol/typescript-sdk#1079.
    const t = '/r{?selector,includeText}';
    const uri = '/r?includeText=1&selector=x&utm=a%20b';
    expect(await run(['template', 'match', '--query', 'any-order', t, uri])).toEqual({
      code: 0,
      stderr: '',
      stdout: ['match "/r?includeText=1&selector=x&utm=a%20b" (no inverse: the query read in any order)', '  selector = "x"  [26, 27)', '  includeText = "1"  [15, 16)', '  extra "utm" = "a b"  [28, 37)  raw "utm=a%20b"', ''].join('\n'),
    });
    expect((await run(['template', 'match', t, uri])).code).toBe(1);
    const j = jsonLines((await run(['template', 'match', '--json', '--query', 'any-order', t, uri, '/r?selector=x'])).stdout);
    expect(j).toEqual([uri, '/r?selector=x'].map((u) => ({ template: t, uri: u, ...JSON.parse(JSON.stringify(matchTemplate(t, u, { query: 'any-order' }))) })));
    expect([j[0]!.inverse, j[1]!.inverse]).toEqual([false, true]);
    // Without the option, no inverse or extra field.
    expect(Object.keys(jsonLines((await run(['template', 'match', '--json', t, '/r?selector=x'])).stdout)[0]!)).not.toContain('inverse');
    const amb = await run(['template', 'match', '--query', 'any-order', '/r{?a}', '/r?a=1&a=2']);
    expect([amb.code, amb.stdout.split('\n')[0]]).toEqual([1, 'ambiguous "/r?a=1&a=2": two readings expand to it (no inverse: the query read in any order)']);
  });

  it('--policy segment: a value that is no single path segment is refused, a caret at the character; --json: variable, flag, span, offset', async () => {
    // framework/the-framework#968.
    const t = '/static/{file}';
    const uri = '/static/..%2F..%2Fetc%2Fpasswd';
    expect(await run(['template', 'match', '--policy', 'segment', t, uri])).toEqual({
      code: 1,
      stderr: '',
      stdout: [
        'refused "/static/..%2F..%2Fetc%2Fpasswd": the value of "file" is no single path',
        '    segment (--policy segment)',
        ' --> 1:11 (the URI)',
        '  |',
        '  | /static/..%2F..%2Fetc%2Fpasswd',
        '  |           ^ slash: the value holds a "/" once decoded',
        '  |',
        '  = the value of "file" is [8, 30)',
        '',
      ].join('\n'),
    });
    const j = jsonLines((await run(['template', 'match', '--json', '--policy', 'segment', t, uri, '/static/a'])).stdout);
    expect(j).toEqual([
      { template: t, uri, kind: 'refused', variable: 'file', flag: 'slash', span: [8, 30], offset: 10, line: 1, column: 11 },
      { template: t, uri: '/static/a', ...JSON.parse(JSON.stringify(matchTemplate(t, '/static/a'))) },
    ]);
    expect((await run(['template', 'match', '--policy', 'none', t, uri])).code).toBe(0);
  });

  it('--query and --policy: a value of neither list, or given to another subcommand, is a usage error (exit 2)', async () => {
    const bad = await run(['template', 'match', '--query', 'any_order', '/r{?a}', '/r']);
    expect([bad.code, bad.stderr.split('\n')[0]]).toEqual([2, 'urlgrammar template: --query must be inverse or any-order, not "any_order"; did you mean "any-order"?']);
    expect((await run(['template', 'match', '--policy', 'segments', '/r{?a}', '/r'])).code).toBe(2);
    const other = await run(['template', 'expand', '--policy', 'segment', '/r{?a}', '{}']);
    expect([other.code, other.stderr.split('\n')[0]]).toEqual([2, 'urlgrammar template: --policy applies to template match only']);
  });

  it('several URIs: a block each; exit 1 when any is refused, 0 when all match', async () => {
    const r = await run(['template', 'match', '/{x}', '/a', '/b/c', '/d']);
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n\n').map((b) => b.split('\n')[0])).toEqual(['match "/a"', 'no-match "/b/c": the URI leaves the template\'s language', 'match "/d"']);
    expect((await run(['template', 'match', '/{x}', '/a', '/d'])).code).toBe(0);
  });

  it('without a URI, each line of standard input (blank lines skipped, a BOM removed and said), with its line; not UTF-8 is refused', async () => {
    const input = Buffer.concat([Buffer.from('\ufeff/a\n\n/b/c\n'), Buffer.from([0x2f, 0xff, 0x0a])]);
    const r = await run(['template', 'match', '--json', '/{x}'], input);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('urlgrammar template match: note: a UTF-8 byte order mark at the start of standard input was removed\n');
    const [a, b, c] = jsonLines(r.stdout);
    expect([a!.inputLine, a!.kind, b!.inputLine, b!.kind, b!.offset]).toEqual([1, 'match', 3, 'no-match', 2]);
    const bad = { inputLine: 4, byte: 2, bytes: 'FF', offset: 1 };
    expect(c).toEqual({ input: '/\ufffd', inputLine: 4, error: { code: 'input.invalid-utf8', message: badUTF8Message(bad), inputLine: 4, byte: 2, bytes: 'FF' } });
    const text = await run(['template', 'match', '/{x}'], '/a\n');
    expect(text).toEqual({ code: 0, stderr: '', stdout: 'match "/a" (line 1)\n  x = "a"  [1, 2)\n' });
  });

  it('an exploded variable is matched back to a list (the library reads it)', async () => {
    const r = await run(['template', 'match', '--width', '0', '/a{/p*}'], '/a/b/c\n');
    expect([r.code, r.stdout.split('\n')[0]]).toEqual([0, 'match "/a/b/c" (line 1)']);
    const j = jsonLines((await run(['template', 'match', '--json', '/a{/p*}', '/a/b/c'])).stdout);
    expect(j[0]).toMatchObject({ kind: 'match', values: { p: ['b', 'c'] } });
  });

  it('a template past the capture engine\'s budget (DECISIONS 35: the library\'s GrammarError, code budget): one line, exit 1; else its answer', async () => {
    const t = '{' + 'a,'.repeat(20) + 'a}';
    let lib: unknown = null;
    try {
      matchTemplate(t, 'x');
    } catch (e) {
      lib = e;
    }
    const r = await run(['template', 'match', t, 'x']);
    const j = await run(['template', 'match', '--json', t, 'x']);
    if (lib instanceof GrammarError) {
      const code = (lib as { code?: string }).code ?? lib.name;
      expect(r).toEqual({ code: 1, stderr: '', stdout: `error[${code}]: ${lib.message}\n` });
      expect(jsonLines(j.stdout)).toEqual([{ template: t, error: { type: lib.name, code, message: lib.message } }]);
    } else {
      expect(lib).toBe(null);
      expect(r.code).toBe(0);
      expect(jsonLines(j.stdout)[0]).toMatchObject({ kind: 'match' });
    }
  });

  it('a template that is no URI Template: its report, no URI read (exit 1)', async () => {
    const r = await run(['template', 'match', '/a{b', '/a/b']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^error\[input\.unexpected-end\]/);
    expect(r.stdout).not.toContain('match "');
  });
});

describe('template: usage errors (exit 2), help', () => {
  it.each([
    [[], 'urlgrammar template: needs a subcommand: parse, expand or match'],
    [['pars', 'x'], 'urlgrammar template: the subcommand comes first: parse, expand or match, not "pars"; did you mean "parse"?'],
    [['--json', 'parse', 'x'], 'urlgrammar template: the subcommand comes first: parse, expand or match, not "--json"'],
    [['expand'], 'urlgrammar template: takes the TEMPLATE, then its VALUES (a JSON object) or --values FILE; not 0 arguments'],
    [['expand', '{x}', '{}', '{}'], 'urlgrammar template: takes the TEMPLATE and at most one VALUES argument (a JSON object), not 3 arguments'],
    [['expand', '{x}', '{}', '--values', 'f.json'], 'urlgrammar template: takes VALUES as an argument or --values FILE, not both'],
    [['match'], 'urlgrammar template: takes the TEMPLATE, then the URIs to match (or none: each line of standard input); not 0 arguments'],
    [['match', '--values', 'f.json', '{x}', 'a'], 'urlgrammar template: --values applies to template expand only'],
    [['parse', '--strings', '{x}'], 'urlgrammar template: --strings applies to template match only'],
    [['parse', '--format', 'xml', '{x}'], 'urlgrammar template: --format must be text or json, not "xml"'],
    [['match', '--strngs', '{x}', 'a'], "urlgrammar template: unknown option '--strngs'; did you mean --strings?"],
  ])('%j', async (argv, message) => {
    const r = await run(['template', ...argv]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toEqual([message, `usage: ${SYNOPSIS.template}`, "Run 'urlgrammar help template' for the options and examples."]);
  });

  it('template --help, template SUB --help and help template print its help, with examples, exit 0', async () => {
    for (const argv of [['template', '--help'], ['template', 'parse', '--help'], ['template', 'match', '-h'], ['help', 'template']]) {
      expect(await run(argv)).toEqual({ code: 0, stdout: HELP.template + '\n', stderr: '' });
    }
    expect(HELP.template!.startsWith(`${SYNOPSIS.template}\n`)).toBe(true);
    expect(HELP.template).toMatch(/\nExamples:\n(?: {2}urlgrammar template (?:parse|expand|match) .+\n?){3,}$/);
    for (const sub of ['parse [TEMPLATE...]', 'expand TEMPLATE VALUES', 'match TEMPLATE [URI...]']) expect(USAGE).toContain(`  urlgrammar template ${sub}`);
  });

  it('each example of the help runs, and is answered (exit 0 or 1, never 2 or 3)', async () => {
    const examples = HELP.template!.slice(HELP.template!.indexOf('Examples:')).split('\n').slice(1);
    const words = (line: string) => [...line.matchAll(/'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2]!);
    let ran = 0;
    for (const line of examples) {
      const argv = words(line.trim()).slice(1);
      if (argv.includes('<') || argv.includes('--values')) continue;
      const r = await run(argv);
      expect([0, 1], `${line}: ${r.stderr}`).toContain(r.code);
      ran++;
    }
    expect(ran).toBeGreaterThanOrEqual(5);
  });
});

describe('template: no input reaches exit 3', () => {
  const binary = Buffer.from(Array.from({ length: 255 }, (_v, i) => i + 1)).toString('utf8');
  // A template past the capture engine's state budget (300 adjacent expressions; an expression of
  // 21 variables) is the library's CaptureBudgetError, an answer (exit 1).
  const odd = ['', ' ', '{', '}', '{{}}', '%', '{x:0}', '{x:10000}', '{x*:3}', binary, '{' + 'a,'.repeat(20) + 'a}', '{a}'.repeat(300), '\ud800{x}', 'é{\u{1F600}}'];
  it.each(odd.map((t) => [t.length > 40 ? `${t.slice(0, 40)}… (${t.length})` : t, t]))('%j as a template, a URI and values', async (_name, t) => {
    for (const argv of [
      ['template', 'parse', t],
      ['template', 'parse', '--json', t],
      ['template', 'expand', t, '{"x": "y"}'],
      ['template', 'expand', '{x}', t],
      ['template', 'match', t, 'a'],
      ['template', 'match', '{x}{/y}', t],
    ]) {
      const r = await run(argv);
      expect([0, 1], `${argv.join(' ').slice(0, 80)}: ${r.stderr}`).toContain(r.code);
    }
  }, 60_000);

  it('values nested deep, or of every JSON type, are answers', async () => {
    for (const v of ['[', '{"x": ' + '['.repeat(50_000) + ']'.repeat(50_000) + '}', '{"x": {"k": {"n": 1}}}', '{"x": [null]}', '{"x": true, "y": 1.5e300}', '{"__proto__": "p"}']) {
      const r = await run(['template', 'expand', '{x,y}', v]);
      expect([0, 1], `${v.slice(0, 40)}: ${r.stderr}`).toContain(r.code);
      expect(r.stderr).not.toContain('internal error');
    }
  });
});
