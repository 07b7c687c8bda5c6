/**
 * `urlgrammar normalize` and `urlgrammar equal` (src/cli/main.ts, src/cli/normalize.ts): in this
 * process through `main(argv, streams)`, as test/cli.test.ts runs the command line (its smoke
 * tests run the built executable), standard input in chunks as a pipe gives it.
 */
import { describe, expect, it } from 'vitest';
import { sized } from './support/scale.js';
import { runCLI } from './support/cli.js';
import { normalize, NORMALIZE_STEPS } from '../src/index.js';

/** The command line in this process (test/support/cli.ts). */
const run = (args: string[], input?: string | Uint8Array | Uint8Array[]) => runCLI(args, input);

/** The JSON objects of a JSON-lines output. */
const jsonLines = (s: string) => s.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

/** RFC 3986 §6.2.2's and §6.2.3's example (with a dot segment and an escape of each kind). */
const EXAMPLE = 'HTTP://www.Example.com:80/a/./b/../%7Euser/%2a';

describe('urlgrammar normalize', () => {
  it('prints each URL normalized, one per line, at the scheme level by default; exit 0', async () => {
    expect(await run(['normalize', EXAMPLE, 'http://example.com', 'http://EXAMPLE.com:/%7esmith/home.html'])).toEqual({
      code: 0,
      stdout: 'http://www.example.com/a/~user/%2A\nhttp://example.com/\nhttp://example.com/~smith/home.html\n',
      stderr: '',
    });
    // The same as the library says.
    expect((await run(['normalize', EXAMPLE])).stdout).toBe(normalize(EXAMPLE).href + '\n');
    // Dot segments that would leave "//" at the start of a path without an authority: "/." in front.
    expect((await run(['normalize', 'foo:/..//bar'])).stdout).toBe('foo:/.//bar\n');
  });

  it('--level string, syntax or scheme (RFC 3986 §6.2.1 to §6.2.3)', async () => {
    const url = 'HTTP://a:80/%7e/./b';
    expect((await run(['normalize', '--level', 'string', url])).stdout).toBe(`${url}\n`);
    expect((await run(['normalize', '--level', 'syntax', url])).stdout).toBe('http://a:80/~/b\n');
    expect((await run(['normalize', '--level', 'scheme', url])).stdout).toBe('http://a/~/b\n');
    expect((await run(['normalize', '--level=syntax', 'http://a'])).stdout).toBe('http://a\n');
    expect((await run(['normalize', 'http://a'])).stdout).toBe('http://a/\n');
  });

  it('--grammar rfc3987 normalizes IRIs (RFC 3987 §5.3): the IDN host in Unicode at the scheme level', async () => {
    expect((await run(['normalize', '--grammar', 'rfc3987', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/rosé'])).stdout).toBe(
      `${normalize('eXAMPLE://a/./b/../b/%63/%7bfoo%7d/rosé', { grammar: 'rfc3987' }).href}\n`,
    );
    expect((await run(['normalize', '--grammar', 'rfc3987', 'http://xn--rsum-bpad.example.org/'])).stdout).toBe('http://résumé.example.org/\n');
    expect((await run(['normalize', '--grammar', 'rfc3987', '--no-step', 'idn', 'http://xn--rsum-bpad.example.org/'])).stdout).toBe('http://xn--rsum-bpad.example.org/\n');
    // An IRI is invalid under rfc3986.
    const uri = await run(['normalize', 'http://a/rosé']);
    expect(uri.code).toBe(1);
    expect(uri.stdout).toBe('invalid "http://a/rosé" 1:13 char.non-ascii: "é"\n');
  });

  it('--start: URI-reference (case-insensitive) keeps the dot segments of a relative path, removes those of an absolute one', async () => {
    expect((await run(['normalize', '--start', 'URI-reference', 'a/../b', '/a/./b/../c'])).stdout).toBe('a/../b\n/a/c\n');
    expect((await run(['normalize', '--start', 'uri-reference', '../G'])).stdout).toBe('../G\n');
    expect((await run(['normalize', '--start', 'absolute-URI', 'http://a/#f'])).code).toBe(1);
    expect((await run(['normalize', '--grammar', 'rfc3987', '--start', 'IRI-reference', './é'])).stdout).toBe('./é\n');
    // The default start symbol is URI: a relative reference is invalid.
    const relative = await run(['normalize', '../g']);
    expect(relative).toEqual({ code: 1, stdout: 'invalid "../g" 1:1 scheme.missing: "."\n', stderr: '' });
  });

  it('--step and --no-step turn steps on and off, repeatable', async () => {
    expect((await run(['normalize', '--step', 'ipv6', 'http://[2001:DB8:0:0:0:0:0:1]/'])).stdout).toBe('http://[2001:db8::1]/\n');
    // Off by default: the host is only lowercased (RFC 3986 §6.2.2.1).
    expect((await run(['normalize', 'http://[2001:DB8:0:0:0:0:0:1]/'])).stdout).toBe('http://[2001:db8:0:0:0:0:0:1]/\n');
    expect((await run(['normalize', '--no-step', 'dot-segments', '--no-step', 'default-port', 'http://a:80/./b'])).stdout).toBe('http://a:80/./b\n');
    expect((await run(['normalize', '--no-step', 'case', 'HTTP://A/%7e'])).stdout).toBe('HTTP://A/~\n');
    expect((await run(['normalize', '--no-step', 'percent-encoding', 'HTTP://A/%7e'])).stdout).toBe('http://a/%7E\n');
    expect((await run(['normalize', '--no-step', 'empty-port', 'http://a:/'])).stdout).toBe('http://a:/\n');
    expect((await run(['normalize', '--no-step', 'empty-path', 'http://a'])).stdout).toBe('http://a\n');
    // NFC (RFC 3987 §5.3.2.2) only when asked for: "e" + U+0301 COMBINING ACUTE ACCENT is "é".
    expect((await run(['normalize', '--grammar', 'rfc3987', 'http://a/e\u0301'])).stdout).toBe('http://a/e\u0301\n');
    expect((await run(['normalize', '--grammar', 'rfc3987', '--step', 'characters', 'http://a/e\u0301'])).stdout).toBe('http://a/\u00e9\n');
    // Every step name is taken.
    for (const step of NORMALIZE_STEPS) expect((await run(['normalize', '--grammar', 'rfc3987', '--no-step', step, 'http://a/'])).code, step).toBe(0);
  });

  it('--escaped-dots decode (the default) or keep', async () => {
    expect((await run(['normalize', 'http://a/%2E%2E/b'])).stdout).toBe('http://a/b\n');
    expect((await run(['normalize', '--escaped-dots', 'decode', 'http://a/%2e%2e/b'])).stdout).toBe('http://a/b\n');
    expect((await run(['normalize', '--escaped-dots', 'keep', 'http://a/%2e%2e/b'])).stdout).toBe('http://a/%2E%2E/b\n');
    // An escaped slash stays escaped under both.
    expect((await run(['normalize', '--escaped-dots', 'decode', 'http://a/%2f'])).stdout).toBe('http://a/%2F\n');
  });

  it('--trace prints each step after its URL: name, section, component, the URL before and after', async () => {
    const r = await run(['normalize', '--trace', '--width', '0', 'HTTP://a:80/%7e/./b', 'http://a/']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        'http://a/~/b',
        '  case (RFC 3986 §6.2.2.1) scheme: HTTP://a:80/%7e/./b -> http://a:80/%7e/./b',
        '  case (RFC 3986 §6.2.2.1) path: http://a:80/%7e/./b -> http://a:80/%7E/./b',
        '  percent-encoding (RFC 3986 §6.2.2.2) path: http://a:80/%7E/./b -> http://a:80/~/./b',
        '  dot-segments (RFC 3986 §6.2.2.3) path: http://a:80/~/./b -> http://a:80/~/b',
        '  default-port (RFC 3986 §6.2.3 (RFC 1738 §3.3; RFC 9110 §4.2.1)) port: http://a:80/~/b -> http://a/~/b',
        'http://a/', // already normalized: no step
        '',
      ].join('\n'),
    );
    // The "meaning" step: "/." in front of a path that would read as an authority.
    expect((await run(['normalize', '--trace', 'foo:/..//bar'])).stdout).toBe(
      'foo:/.//bar\n  dot-segments (RFC 3986 §6.2.2.3) path: foo:/..//bar -> foo://bar\n  meaning (RFC 3986 §5.2, §4.2) path: foo://bar -> foo:/.//bar\n',
    );
  });

  it('--trace: a step too long for --width puts its URLs under it, lined up, never cut (--width 0: one line)', async () => {
    const url = 'HTTP://example.org/' + 'a'.repeat(40);
    const lower = url.replace('HTTP', 'http');
    expect((await run(['normalize', '--trace', '--width', '60', url])).stdout).toBe(`${lower}\n  case (RFC 3986 §6.2.2.1) scheme:\n      ${url}\n   -> ${lower}\n`);
    expect((await run(['normalize', '--trace', '--width', '0', url])).stdout).toBe(`${lower}\n  case (RFC 3986 §6.2.2.1) scheme: ${url} -> ${lower}\n`);
    // 80 columns when not a terminal, as every command.
    expect((await run(['normalize', '--trace', url])).stdout.split('\n')).toHaveLength(5);
    expect((await run(['normalize', '--trace', 'HTTP://a/'])).stdout).toBe('http://a/\n  case (RFC 3986 §6.2.2.1) scheme: HTTP://a/ -> http://a/\n');
  });

  it('--trace: a skipped step is one line saying why (the idn step on a host UTS #46 reports an error for; issue 39)', async () => {
    expect((await run(['normalize', '--grammar', 'rfc3987', '--trace', 'https://www.\u3002kernel.org/'])).stdout).toBe(
      'https://www.\u3002kernel.org/\n  idn (RFC 3987 §5.3.3) host: skipped: UTS #46 reports an error for this host (ToASCII or ToUnicode fails): left as written\n',
    );
    const json = JSON.parse((await run(['normalize', '--grammar', 'rfc3987', '--json', '--trace', 'https://www.\u3002kernel.org/'])).stdout) as { steps: Array<{ step: string; skipped?: string; edits: unknown[] }> };
    expect(json.steps).toMatchObject([{ step: 'idn', edits: [], skipped: expect.stringMatching(/^UTS #46/) }]);
  });

  it('--json: one object per line, {input, href}, with --trace the steps as the library records them', async () => {
    const r = await run(['normalize', '--json', EXAMPLE, 'http://a/']);
    expect(r.code).toBe(0);
    expect(jsonLines(r.stdout)).toEqual([
      { input: EXAMPLE, href: 'http://www.example.com/a/~user/%2A' },
      { input: 'http://a/', href: 'http://a/' },
    ]);
    expect((await run(['normalize', '--format', 'json', EXAMPLE, 'http://a/'])).stdout).toBe(r.stdout);
    const traced = jsonLines((await run(['normalize', '--json', '--trace', 'HTTP://a/%7e'])).stdout);
    expect(traced).toEqual([{ input: 'HTTP://a/%7e', href: 'http://a/~', steps: normalize('HTTP://a/%7e', { trace: true }).steps }]);
    expect(traced[0]!['steps']).toEqual([
      { step: 'case', section: 'RFC 3986 §6.2.2.1', component: 'scheme', before: 'HTTP://a/%7e', after: 'http://a/%7e', edits: [{ start: 0, end: 4, text: 'http' }] },
      { step: 'case', section: 'RFC 3986 §6.2.2.1', component: 'path', before: 'http://a/%7e', after: 'http://a/%7E', edits: [{ start: 11, end: 12, text: 'E' }] },
      { step: 'percent-encoding', section: 'RFC 3986 §6.2.2.2', component: 'path', before: 'http://a/%7E', after: 'http://a/~', edits: [{ start: 9, end: 12, text: '~' }] },
    ]);
  });

  it('an invalid input: the report on one line (as check --format line), the others go on; exit 1', async () => {
    const r = await run(['normalize', 'HTTP://a/', 'http://a b/', 'http://[::1/', 'http://b/']);
    expect(r).toEqual({
      code: 1,
      stdout: 'http://a/\ninvalid "http://a b/" 1:9 char.space: U+0020 SPACE\ninvalid "http://[::1/" 1:12 ipv6.unclosed: "/"\nhttp://b/\n',
      stderr: '',
    });
    // The line check --format line prints, without its input line (normalize's answers line up with
    // the input) and its fix (normalize does not repair).
    expect((await run(['check', '--format', 'line', 'http://[::1/'])).stdout.split('\n')[0]).toBe('1: invalid "http://[::1/" 1:12 ipv6.unclosed: "/" fix (machine-applicable) "http://[::1]/"');
    const json = jsonLines((await run(['normalize', '--json', 'http://a b/'])).stdout);
    expect(json).toEqual([{ input: 'http://a b/', error: { code: 'char.space', offset: 8, line: 1, column: 9, message: expect.stringContaining('char.space') } }]);
    // An empty argument is not a URI.
    expect((await run(['normalize', ''])).code).toBe(1);
  });

  it('without URL, reads one per line from stdin: blank lines kept as blank lines (text), skipped (JSON); exit 1 for an invalid line', async () => {
    const input = 'HTTP://A/\n\nhttp://a b/\r\nfoo:/..//bar\n   \nhttp://a:80';
    expect(await run(['normalize'], input)).toEqual({ code: 1, stdout: 'http://a/\n\ninvalid "http://a b/" 1:9 char.space: U+0020 SPACE\nfoo:/.//bar\n\nhttp://a/\n', stderr: '' });
    expect(jsonLines((await run(['normalize', '--json'], input)).stdout).map((o) => o['href'] ?? (o['error'] as { code: string }).code)).toEqual([
      'http://a/',
      'char.space',
      'foo:/.//bar',
      'http://a/',
    ]);
    expect(await run(['normalize'], 'http://A/\nhttp://B/\n')).toEqual({ code: 0, stdout: 'http://a/\nhttp://b/\n', stderr: '' });
    expect(await run(['normalize'], '')).toEqual({ code: 0, stdout: '', stderr: '' });
    // Chunks that cut a line in two are read as whole lines; --trace works on stdin too.
    expect((await run(['normalize', '--trace'], [Buffer.from('HTTP://a'), Buffer.from('/\n')])).stdout).toBe('http://a/\n  case (RFC 3986 §6.2.2.1) scheme: HTTP://a/ -> http://a/\n');
  });

  it('stdin: a byte order mark is removed (and said), a line that is not UTF-8 is invalid', async () => {
    const bom = await run(['normalize'], Buffer.from('\ufeffHTTP://a/\n'));
    expect(bom).toEqual({ code: 0, stdout: 'http://a/\n', stderr: 'urlgrammar normalize: note: a UTF-8 byte order mark at the start of standard input was removed\n' });
    const bad = await run(['normalize'], Buffer.from([...Buffer.from('http://a/'), 0xe9, 0x0a, ...Buffer.from('http://B/\n')]));
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('invalid "http://a/\ufffd" 1:10 input.invalid-utf8: E9 at byte 10 of line 1\nhttp://b/\n');
    const json = jsonLines((await run(['normalize', '--json'], Buffer.from([0x61, 0xe9, 0x0a]))).stdout);
    expect(json).toEqual([{ input: 'a\ufffd', error: { code: 'input.invalid-utf8', message: expect.stringContaining('invalid UTF-8 at byte 2 of line 1'), inputLine: 1, byte: 2, bytes: 'E9' } }]);
  });

  it('masks the password in every output: the URL, the trace, the JSON (edits included) and the reports', async () => {
    const url = 'HTTP://user:s%65cret@a/%7e';
    const text = await run(['normalize', '--trace', '--width', '0', url]);
    expect(text.stdout).toBe(
      [
        'http://user:******@a/~',
        '  case (RFC 3986 §6.2.2.1) scheme: HTTP://user:********@a/%7e -> http://user:********@a/%7e',
        '  case (RFC 3986 §6.2.2.1) path: http://user:********@a/%7e -> http://user:********@a/%7E',
        '  percent-encoding (RFC 3986 §6.2.2.2) userinfo: http://user:********@a/%7E -> http://user:******@a/%7E',
        '  percent-encoding (RFC 3986 §6.2.2.2) path: http://user:******@a/%7E -> http://user:******@a/~',
        '',
      ].join('\n'),
    );
    const json = (await run(['normalize', '--json', '--trace', url])).stdout;
    expect(json).not.toMatch(/secret|s%65cret|"e"/);
    const [o] = jsonLines(json);
    expect(o!['input']).toBe('HTTP://user:********@a/%7e');
    expect(o!['href']).toBe('http://user:******@a/~');
    // The decoded "e" of the password is an edit of it: masked; the path's "~" is not.
    expect((o!['steps'] as Array<{ component: string; edits: unknown[] }>).map((s) => [s.component, s.edits])).toEqual([
      ['scheme', [{ start: 0, end: 4, text: 'http' }]],
      ['path', [{ start: 25, end: 26, text: 'E' }]],
      ['userinfo', [{ start: 13, end: 16, text: '*' }]],
      ['path', [{ start: 21, end: 24, text: '~' }]],
    ]);
    // An invalid input's report, in text and JSON.
    const bad = await run(['normalize', 'http://user:hunter2@a b/']);
    expect(bad.stdout).toBe('invalid "http://user:*******@a b/" 1:22 char.space: U+0020 SPACE\n');
    const badJSON = (await run(['normalize', '--json', 'http://user:hunter2@a b/'])).stdout;
    expect(badJSON).not.toContain('hunter2');
    expect(jsonLines(badJSON)[0]!['input']).toBe('http://user:*******@a b/');
    // Standard input too.
    expect((await run(['normalize'], 'HTTP://u:pw@a/\n')).stdout).toBe('http://u:**@a/\n');
  });

  it('usage errors (exit 2): our own message, the synopsis, and the nearest name', async () => {
    const cases: Array<[string[], string]> = [
      [['normalize', '--level', 'sytnax', 'http://a/'], 'normalize: --level must be string, syntax or scheme, not "sytnax"; did you mean "syntax"?'],
      [['normalize', '--level', '-1', 'http://a/'], 'normalize: --level must be string, syntax or scheme, not "-1"'],
      [['normalize', '--grammar', 'rfc3897', 'http://a/'], 'normalize: --grammar must be rfc3986 or rfc3987 (normalization is RFC 3986 §6 and RFC 3987 §5.3), not "rfc3897"; did you mean "rfc3987"?'],
      [['normalize', '--grammar', 'rfc1738', 'http://a/'], 'normalize: --grammar must be rfc3986 or rfc3987 (normalization is RFC 3986 §6 and RFC 3987 §5.3), not "rfc1738"'],
      [['normalize', '--start', 'URI-refrence', 'http://a/'], 'normalize: --start must be URI, URI-reference or absolute-URI under rfc3986, not "URI-refrence"; did you mean "URI-reference"?'],
      [['normalize', '--grammar', 'rfc3987', '--start', 'URI-reference', 'a'], 'normalize: --start must be IRI, IRI-reference or absolute-IRI under rfc3987, not "URI-reference"; did you mean "IRI-reference"?'],
      [['normalize', '--step', 'dot-segment', 'http://a/'], 'normalize: --step must be characters, case, percent-encoding, dot-segments, ipv6, empty-port, default-port, empty-path or idn, not "dot-segment"; did you mean "dot-segments"?'],
      [['normalize', '--no-step', 'cases', 'http://a/'], 'normalize: --no-step must be characters, case, percent-encoding, dot-segments, ipv6, empty-port, default-port, empty-path or idn, not "cases"; did you mean "case"?'],
      [['normalize', '--step', 'case', '--no-step', 'case', 'http://a/'], 'normalize: --step case and --no-step case cannot go together'],
      [['normalize', '--level', 'syntax', '--step', 'default-port', 'http://a/'], 'normalize: --step default-port is a step of the scheme level (RFC 3986 §6.2.3); it does not run at --level syntax'],
      [['normalize', '--level', 'string', '--step', 'case', 'http://a/'], 'normalize: --step case: no step runs at --level string'],
      [['normalize', '--step', 'idn', 'http://a/'], 'normalize: --step idn applies to IRIs (RFC 3987 §5.3); give --grammar rfc3987'],
      [['normalize', '--escaped-dots', 'kep', 'http://a/'], 'normalize: --escaped-dots must be decode or keep, not "kep"; did you mean "keep"?'],
      [['normalize', '--format', 'line', 'http://a/'], 'normalize: --format must be text or json, not "line"'],
      [['normalize', '--stpe', 'case', 'http://a/'], "normalize: unknown option '--stpe'; did you mean --step?"],
      [['normalize', '--step'], 'normalize: --step needs a value (a step name)'],
      [['normalize', '--trace=yes', 'http://a/'], 'normalize: --trace takes no value'],
      [['equal', 'http://a/'], 'equal: takes at least 2 arguments (A B [C...]), not 1'],
      [['equal'], 'equal: takes at least 2 arguments (A B [C...]), not 0'],
      [['equal', '--level', 'sheme', 'a:', 'b:'], 'equal: --level must be string, syntax or scheme, not "sheme"; did you mean "scheme"?'],
      [['equal', '--grammar', 'rfc1808', 'a:', 'b:'], 'equal: --grammar must be rfc3986 or rfc3987'],
      [['equal', '--escaped-dots', 'x', 'a:', 'b:'], 'equal: --escaped-dots must be decode or keep, not "x"'],
      [['equal', '--trace', 'a:', 'b:'], "equal: unknown option '--trace'"],
    ];
    for (const [argv, message] of cases) {
      const r = await run(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines[0]!.startsWith(`urlgrammar ${message}`), `${lines[0]} <> ${message}`).toBe(true);
      expect(lines[1]).toMatch(new RegExp(`^usage: urlgrammar ${argv[0]} `));
      expect(lines).toHaveLength(3);
      expect(r.stderr).not.toMatch(/ambiguous|To specify|<value>|Option '/);
      expect(r.stdout).toBe('');
    }
  });

  it('--help and help COMMAND print the help with its examples; the usage lists both commands', async () => {
    for (const cmd of ['normalize', 'equal']) {
      const r = await run([cmd, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout.startsWith(`urlgrammar ${cmd}`)).toBe(true);
      expect(r.stdout).toMatch(/Examples?:/);
      expect((await run(['help', cmd])).stdout).toBe(r.stdout);
    }
    const usage = (await run(['--help'])).stdout;
    expect(usage).toContain('  urlgrammar normalize [URL...] ');
    expect(usage).toContain('  urlgrammar equal A B [C...] ');
    // An unknown command lists them too.
    expect((await run(['frobnicate'])).stderr).toContain('urlgrammar normalize [URL...]');
  });

  it('"did you mean" knows both commands', async () => {
    expect((await run(['normalise', 'http://a/'])).stderr.split('\n')[0]).toBe('urlgrammar: unknown command "normalise"; did you mean "normalize"?');
    expect((await run(['equl', 'a:', 'b:'])).stderr.split('\n')[0]).toBe('urlgrammar: unknown command "equl"; did you mean "equal"?');
    expect((await run(['help', 'normalze'])).stderr.split('\n')[0]).toBe('urlgrammar help: no command "normalze"; did you mean "normalize"?');
  });
});

describe('urlgrammar equal', () => {
  it('equivalent: the verdict, then each URL with its normalized form; exit 0', async () => {
    expect(await run(['equal', 'http://example.com:80/~smith/home.html', 'http://EXAMPLE.com:/%7esmith/home.html'])).toEqual({
      code: 0,
      stdout: 'equivalent\n  http://example.com:80/~smith/home.html -> http://example.com/~smith/home.html\n  http://EXAMPLE.com:/%7esmith/home.html -> http://example.com/~smith/home.html\n',
      stderr: '',
    });
  });

  it('not equivalent: exit 1; with three URLs or more, those that differ from the first are marked', async () => {
    expect(await run(['equal', 'http://a/B', 'http://a/b'])).toEqual({ code: 1, stdout: 'not equivalent\n  http://a/B -> http://a/B\n  http://a/b -> http://a/b\n', stderr: '' });
    expect((await run(['equal', 'http://example.com/?', 'http://example.com/'])).code).toBe(1);
    const three = await run(['equal', 'HTTP://a/', 'http://A:80', 'http://a/x']);
    expect(three).toEqual({ code: 1, stdout: 'not equivalent\n  HTTP://a/ -> http://a/\n  http://A:80 -> http://a/\n  http://a/x -> http://a/x (not equivalent to the first)\n', stderr: '' });
    expect((await run(['equal', 'HTTP://a/', 'http://A:80', 'http://a'])).code).toBe(0);
  });

  it('--level: string compares as written, syntax leaves the port and the empty path', async () => {
    expect((await run(['equal', '--level', 'string', 'http://a/', 'http://a/'])).code).toBe(0);
    expect(await run(['equal', '--level', 'string', 'HTTP://a/', 'http://a/'])).toEqual({ code: 1, stdout: 'not equivalent\n  HTTP://a/ -> HTTP://a/\n  http://a/ -> http://a/\n', stderr: '' });
    expect((await run(['equal', '--level', 'syntax', 'HTTP://a/%7e', 'http://a/~'])).code).toBe(0);
    expect((await run(['equal', '--level', 'syntax', 'http://a:80/', 'http://a/'])).code).toBe(1);
    expect((await run(['equal', '--level', 'scheme', 'http://a:80/', 'http://a/'])).code).toBe(0);
    expect((await run(['equal', 'http://a:80/', 'http://a/'])).code).toBe(0); // scheme by default
  });

  it('--grammar rfc3987 compares IRIs as URIs (RFC 3987 §5.3.2.3), and shows the form compared', async () => {
    expect(await run(['equal', '--grammar', 'rfc3987', 'http://a/rosé', 'http://a/ros%C3%A9'])).toEqual({
      code: 0,
      stdout: 'equivalent\n  http://a/rosé -> http://a/rosé (compared as http://a/ros%C3%A9)\n  http://a/ros%C3%A9 -> http://a/ros%C3%A9\n',
      stderr: '',
    });
    expect((await run(['equal', '--grammar', 'rfc3987', 'http://résumé.example.org/', 'http://xn--rsum-bpad.example.org/'])).code).toBe(0);
    expect((await run(['equal', '--grammar', 'rfc3987', '--level', 'syntax', 'http://résumé.example.org/', 'http://xn--rsum-bpad.example.org/'])).code).toBe(1);
  });

  it('--escaped-dots, --start, --step and --no-step as normalize takes them', async () => {
    expect((await run(['equal', 'http://a/%2E%2E/b', 'http://a/b'])).code).toBe(0);
    expect((await run(['equal', '--escaped-dots', 'keep', 'http://a/%2E%2E/b', 'http://a/b'])).code).toBe(1);
    expect((await run(['equal', '--start', 'URI-reference', 'A/%7e', 'A/~'])).code).toBe(0);
    expect((await run(['equal', '--step', 'ipv6', 'http://[::0:1]/', 'http://[::1]/'])).code).toBe(0);
    expect((await run(['equal', 'http://[::0:1]/', 'http://[::1]/'])).code).toBe(1);
    expect((await run(['equal', '--no-step', 'default-port', 'http://a:80/', 'http://a/'])).code).toBe(1);
  });

  it('--json: {equivalent, level, grammar, inputs: [{input, href, equivalent}]}', async () => {
    const r = await run(['equal', '--json', 'HTTP://a/', 'http://a:80', 'http://b/']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      equivalent: false,
      level: 'scheme',
      grammar: 'rfc3986',
      inputs: [
        { input: 'HTTP://a/', href: 'http://a/', equivalent: true },
        { input: 'http://a:80', href: 'http://a/', equivalent: true },
        { input: 'http://b/', href: 'http://b/', equivalent: false },
      ],
    });
    expect((await run(['equal', '--format', 'json', 'HTTP://a/', 'http://a:80', 'http://b/'])).stdout).toBe(r.stdout);
    const iri = JSON.parse((await run(['equal', '--json', '--grammar', 'rfc3987', '--level', 'syntax', 'http://a/é', 'http://a/%C3%A9'])).stdout);
    expect(iri).toEqual({
      equivalent: true,
      level: 'syntax',
      grammar: 'rfc3987',
      inputs: [
        { input: 'http://a/é', href: 'http://a/é', equivalent: true, compared: 'http://a/%C3%A9' },
        { input: 'http://a/%C3%A9', href: 'http://a/%C3%A9', equivalent: true },
      ],
    });
  });

  it('an invalid URL: its report on one line, no verdict, exit 1; in JSON equivalent null and {input, error}', async () => {
    expect(await run(['equal', 'http://a/', 'http://a b/'])).toEqual({ code: 1, stdout: 'invalid "http://a b/" 1:9 char.space: U+0020 SPACE\n', stderr: '' });
    expect((await run(['equal', 'x', 'http://a b/'])).stdout).toBe('invalid "x" 1:2 scheme.missing: end of input\ninvalid "http://a b/" 1:9 char.space: U+0020 SPACE\n');
    const r = await run(['equal', '--json', 'http://a b/', 'http://a/']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({
      equivalent: null,
      level: 'scheme',
      grammar: 'rfc3986',
      inputs: [
        { input: 'http://a b/', error: { code: 'char.space', offset: 8, line: 1, column: 9, message: expect.stringContaining('char.space') } },
        { input: 'http://a/', href: 'http://a/' },
      ],
    });
  });

  it('masks passwords: the inputs, the normalized forms, the reports, the JSON', async () => {
    const r = await run(['equal', 'HTTP://u:secret@a/', 'http://u:s%65cret@A:80']);
    expect(r).toEqual({ code: 0, stdout: 'equivalent\n  HTTP://u:******@a/ -> http://u:******@a/\n  http://u:********@A:80 -> http://u:******@a/\n', stderr: '' });
    const json = await run(['equal', '--json', 'HTTP://u:secret@a/', 'http://u:s%65cret@A:80', 'http://u:secret@a b/']);
    expect(json.stdout).not.toMatch(/secret|%65/);
    expect(JSON.parse(json.stdout).inputs.map((x: { input: string }) => x.input)).toEqual(['HTTP://u:******@a/', 'http://u:********@A:80', 'http://u:******@a b/']);
    const text = await run(['equal', 'http://u:secret@a/', 'http://u:secret@a b/']);
    expect(text.stdout).toBe('invalid "http://u:******@a b/" 1:18 char.space: U+0020 SPACE\n');
  });
});

describe('standard input in chunks, and arguments', () => {
  /** UTF-8 bytes in chunks of `size`, as a pipe delivers them (a chunk may end inside a line). */
  const chunked = (s: string, size: number) => {
    const b = Buffer.from(s);
    return Array.from({ length: Math.ceil(b.length / size) }, (_v, i) => b.subarray(i * size, (i + 1) * size));
  };

  it('normalize reads standard input in chunks, and exits 1 for an invalid line', async () => {
    const r = await run(['normalize'], chunked('HTTP://A:80/./b\nhttp://a b/\n', 5));
    expect(r).toEqual({ code: 1, stdout: 'http://a/b\ninvalid "http://a b/" 1:9 char.space: U+0020 SPACE\n', stderr: '' });
    expect((await run(['normalize', '--json', '--trace'], chunked('HTTP://a/\n', 3))).stdout).toBe(
      JSON.stringify({ input: 'HTTP://a/', href: 'http://a/', steps: [{ step: 'case', section: 'RFC 3986 §6.2.2.1', component: 'scheme', before: 'HTTP://a/', after: 'http://a/', edits: [{ start: 0, end: 4, text: 'http' }] }] }) + '\n',
    );
  });

  it('normalize and equal as arguments; a usage error is exit 2', async () => {
    expect(await run(['normalize', 'HTTP://a/%7e'])).toEqual({ code: 0, stdout: 'http://a/~\n', stderr: '' });
    expect((await run(['equal', 'HTTP://a/%7e', 'http://a/~'])).code).toBe(0);
    expect((await run(['equal', 'http://a/', 'http://b/'])).code).toBe(1);
    const usage = await run(['normalize', '--level', 'x', 'http://a/']);
    expect(usage.code).toBe(2);
    expect(usage.stderr.split('\n')[0]).toBe('urlgrammar normalize: --level must be string, syntax or scheme, not "x"');
  });

  it('a large standard input (20,000 lines under test:full, 6,000 under npm test: 240 KB; in chunks of 64 KiB) streams, in order', async () => {
    const n = sized(20_000, 6_000);
    const lines = Array.from({ length: n }, (_, i) => `HTTP://Host${i}.example/a/./b/%7e${i}`);
    const r = await run(['normalize'], chunked(lines.join('\n') + '\n', 1 << 16));
    expect(r.code).toBe(0);
    const got = r.stdout.split('\n');
    expect(got).toHaveLength(n + 1);
    expect(got[0]).toBe('http://host0.example/a/b/~0');
    expect(got[n - 1]).toBe(`http://host${n - 1}.example/a/b/~${n - 1}`);
  }, 60_000);
});

describe('no input reaches exit 3 (malformed URLs, binary stdin)', () => {
  const malformed = ['', ' ', 'http://[::1', '//[a]/', 'http://a/%zz', 'http://a:99999999999999999999/', '[', '%', '\\\\', 'http://[v1.x]/', 'a'.repeat(3000), '\ud800\uffff', 'é:/\u{1F600}'];

  it.each(['rfc3986', 'rfc3987'])('%s: every malformed input is exit 0 or 1, never an internal error', async (grammar) => {
    for (const u of malformed) {
      for (const cmd of [['normalize', '--trace', u], ['normalize', '--json', u], ['equal', u, u], ['equal', '--json', u, 'http://a/']]) {
        const r = await run([...cmd, '--grammar', grammar]);
        expect([0, 1], `${cmd.join(' ')}: ${r.stderr}`).toContain(r.code);
        expect(r.stderr).not.toContain('internal error');
      }
    }
  });

  it('binary standard input (every byte 0x00-0xff)', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_v, i) => i));
    for (const flags of [[], ['--json'], ['--trace']]) {
      const r = await run(['normalize', ...flags], Buffer.concat([bytes, Buffer.from(bytes).reverse()]));
      expect(r.code).toBe(1);
      expect(r.stderr).toBe('');
    }
  });
});
