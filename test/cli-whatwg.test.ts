/**
 * `urlgrammar whatwg` (src/cli/main.ts, src/cli/whatwg.ts): in this process through
 * `main(argv, streams)`, as test/cli.test.ts runs the command line (its smoke tests run the built
 * executable), standard input in chunks as a pipe gives it.
 */
import { describe, expect, it } from 'vitest';
import { runCLI } from './support/cli.js';
import { main } from '../src/cli/main.js';
import { parseWHATWG, whatwgGetters, WHATWG_VALIDATION_ERRORS } from '../src/index.js';

/** The command line in this process (test/support/cli.ts); `tty`: standard output is a terminal. */
const run = (args: string[], input?: string | Uint8Array | Uint8Array[], tty = false) => runCLI(args, input, { stdoutTTY: tty });

/** The JSON objects of a JSON-lines output. */
const jsonLines = (s: string) => s.trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

/** What --json prints for an input without a password: the library's own reading. */
function expected(input: string, base?: string, trace = false) {
  const r = parseWHATWG(input, base === undefined ? {} : { base });
  const t = parseWHATWG(input, base === undefined ? { trace: true } : { base, trace: true });
  return {
    input,
    ...(base !== undefined ? { base } : {}),
    ok: r.ok,
    href: r.href,
    url: r.url,
    getters: r.url && whatwgGetters(r.url),
    errors: r.errors,
    errorCount: r.errorCount,
    failure: r.failure,
    ...(trace ? { steps: t.steps } : {}),
  };
}

const description = (name: string) => WHATWG_VALIDATION_ERRORS.find((e) => e.name === name)!.description;

describe('urlgrammar whatwg', () => {
  it('prints the href of a URL the parser reads with no validation error; exit 0', async () => {
    expect(await run(['whatwg', 'HTTP://EXAMPLE.org:80/a/../b?q#f', 'mailto:a@b', 'http://[0:0::1]:8080/a/./b'])).toEqual({
      code: 0,
      stdout: 'http://example.org/b?q#f\nmailto:a@b\nhttp://[::1]:8080/a/b\n',
      stderr: '',
    });
    expect((await run(['whatwg', 'web+demo:/.//not-a-host/'])).stdout).toBe(`${parseWHATWG('web+demo:/.//not-a-host/').href}\n`);
  });

  it('a validation error that is not a failure: the href, then a warning report (line:column, state, caret, message); exit 1', async () => {
    const r = await run(['whatwg', '--width', '0', 'https:example.org/a b']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'https://example.org/a%20b',
        `warning[special-scheme-missing-following-solidus]: ${description('special-scheme-missing-following-solidus')}`,
        ' --> 1:7 (special authority slashes state)',
        '  |',
        '  | https:example.org/a b',
        '  |       ^',
        '  |',
        '  = note: URL Standard §4.4 URL parsing (special authority slashes state): the scheme "https:" is not followed by "//"',
        '',
        `warning[invalid-URL-unit]: ${description('invalid-URL-unit')}`,
        ' --> 1:20 (path state)',
        '  |',
        '  | https:example.org/a b',
        '  |                    ^',
        '  |',
        '  = note: URL Standard §4.4 URL parsing (path state): U+0020 SPACE is not a URL code point',
        '',
        '',
      ].join('\n'),
    );
  });

  it('a failure: "failure (NAME)", then an error report with a caret under the span; a missing part marked where it is missing', async () => {
    const port = await run(['whatwg', '--width', '0', 'https://example.org:70000']);
    expect(port.code).toBe(1);
    expect(port.stdout.split('\n').slice(0, 6)).toEqual([
      'failure (port-out-of-range)',
      `error[port-out-of-range]: ${description('port-out-of-range')}`,
      ' --> 1:21 (port state; the parser returns failure)',
      '  |',
      '  | https://example.org:70000',
      '  |                     ^^^^^',
    ]);
    const host = await run(['whatwg', 'https://#frag']);
    expect(host.stdout).toContain('  |         ^ missing here\n');
    expect(host.stdout).toContain(' --> 1:9 (host state; the parser returns failure)');
    // The host parser's errors point into the host.
    expect((await run(['whatwg', 'http://[::1'])).stdout).toContain(' --> 1:8 (host parser; the parser returns failure)\n  |\n  | http://[::1\n  |        ^^^^\n');
    // Each input answered in turn; the exit status is 1 when any is not clean.
    const many = await run(['whatwg', 'http://a/', 'https://example.org:70000', 'http://b/']);
    expect(many.code).toBe(1);
    expect(many.stdout.startsWith('http://a/\nfailure (port-out-of-range)\n')).toBe(true);
    expect(many.stdout.endsWith('\n\nhttp://b/\n')).toBe(true);
  });

  it('control characters in a report as control pictures; tabs and newlines removed (one error), C0 and spaces at the ends (one)', async () => {
    const r = await run(['whatwg', '--width', '0', ' http://a/\tb\n ']);
    expect(r.code).toBe(1);
    expect(r.stdout.startsWith('http://a/b\n')).toBe(true);
    expect(r.stdout).toContain('  |  http://a/\u2409b\u240a \n');
    // The spaces at the ends (pointing at the leading one), then the tab and the line feed (at the first).
    expect(r.stdout.match(/ --> .*/g)).toEqual([' --> 1:1 (basic URL parser)', ' --> 1:11 (basic URL parser)']);
    // After a line feed, a position is on the next line (as the other reports count it).
    expect((await run(['whatwg', 'http://a/\n<'])).stdout).toContain(' --> 2:1 (path state)');
  });

  it('--base: each input parsed against it (new URL(input, base)); a base that fails fails every input, reported on the base', async () => {
    expect(await run(['whatwg', '--base', 'http://h/a/b/', '../c', '//other/', '?q'])).toEqual({ code: 0, stdout: 'http://h/a/c\nhttp://other/\nhttp://h/a/b/?q\n', stderr: '' });
    expect((await run(['whatwg', '--base=http://h/a/b/', '../c'])).stdout).toBe('http://h/a/c\n');
    const bad = await run(['whatwg', '--width', '0', '--base', 'nope', 'x', 'http://a/']);
    expect(bad.code).toBe(1);
    expect(bad.stdout.split('\n').slice(0, 8)).toEqual([
      'failure (missing-scheme-non-relative-URL, of the base)',
      `error[missing-scheme-non-relative-URL]: ${description('missing-scheme-non-relative-URL')}`,
      ' --> the base, 1:1 (no scheme state; the parser returns failure)',
      '  |',
      '  | nope',
      '  | ^ missing here',
      '  |',
      `  = note: ${parseWHATWG('x', { base: 'nope' }).failure!.message}`,
    ]);
    // The API URL parser parses the base first: an absolute input fails too.
    expect(bad.stdout.split('\n').filter((l) => l.startsWith('failure ('))).toHaveLength(2);
  });

  it('--trace: each state in order with its position, and the notes under it', async () => {
    const r = await run(['whatwg', '--trace', 'http://h:8080/a/../b']);
    expect(r.code).toBe(0);
    const steps = parseWHATWG('http://h:8080/a/../b', { trace: true }).steps;
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('http://h:8080/b');
    expect(lines[1]).toBe('trace (each state the parser entered, in order, and what it did there):');
    const trace = lines.slice(2, 2 + steps.length);
    expect(trace.map((l) => l.trim().replace(/^\d+:\d+\s+/, ''))).toEqual(steps.map((s) => s.note ?? s.state));
    expect(trace[0]).toBe('   1:1  scheme start state');
    expect(trace).toContain('  1:14    port 8080');
    expect(trace.some((l) => /^ +1:\d+ {4}double-dot segment "\.\.": the path shortened$/.test(l))).toBe(true);
    expect(lines.slice(2 + steps.length)).toEqual(['', '']);
    // With a base that fails, no state was entered.
    expect((await run(['whatwg', '--trace', '--base', '', 'x'])).stdout).toContain('trace: none (the base fails to parse, so the input is not parsed)\n');
  });

  it('--json (= --format json): one object per input, {input, base?, ok, href, url, getters, errors, errorCount, failure, steps?}', async () => {
    const inputs = ['HTTP://u@EXAMPLE.org:80/a/../b?q#f', 'https:example.org/a b', 'https://example.org:70000', 'mailto:a@b'];
    const r = await run(['whatwg', '--json', ...inputs]);
    expect(r.code).toBe(1);
    expect(jsonLines(r.stdout)).toEqual(inputs.map((i) => expected(i)));
    expect((await run(['whatwg', '--format', 'json', ...inputs])).stdout).toBe(r.stdout);
    // Compact: one line each.
    expect(r.stdout.split('\n')).toHaveLength(inputs.length + 1);
    expect(jsonLines((await run(['whatwg', '--json', '--trace', inputs[0]!])).stdout)).toEqual([expected(inputs[0]!, undefined, true)]);
    expect(jsonLines((await run(['whatwg', '--json', '--base', 'http://h/a/b/', '../c', 'x'])).stdout)).toEqual([expected('../c', 'http://h/a/b/'), expected('x', 'http://h/a/b/')]);
    const failed = jsonLines((await run(['whatwg', '--json', '--base', 'nope', 'x'])).stdout)[0]!;
    expect(failed).toEqual(expected('x', 'nope'));
    expect((failed['failure'] as { state: string }).state).toBe('API URL parser');
    expect((await run(['whatwg', '--json', 'http://a/'])).code).toBe(0);
  });

  it('never prints a password: text, trace, JSON, failures, the base, standard input (as the WHATWG parser reads it, and as redactPasswords does)', async () => {
    const cases: string[][] = [
      ['http://user:secret@h/'],
      ['https:user:secret@host:99999'], // a failure after the user information: no spans, found from the parse
      ['http:\\\\u:secret@h:99999'], // backslashes a special URL reads as slashes
      ['https://u:sec\tret@h/'], // a tab the parser removes
      ['http://a:b:secret@c@h/'], // several "@": the password runs to the last
      ['https://u:secret@'], // host-missing
      ['http://u:secret@exa%zzmple/'], // a host the host parser rejects
      ['foo://u:secret@[x/'],
      ['--base', 'http://u:secret@h/a/', 'b', '//v:secret@k/', 'nope:/', '/x'],
      ['--base', 'http://u:secret@h:99999/', 'x'], // a base that fails, with a password
      ['--base', 'http://h/', '//u:secret@h:99999'], // user information in a reference, and a failure after it
      ['http://u:secret@h\\@x/'], // where RFC 3986's reading of the user information differs
    ];
    for (const args of cases) {
      for (const flags of [[], ['--trace'], ['--json'], ['--json', '--trace'], ['--width', '0']]) {
        const r = await run(['whatwg', ...flags, ...args]);
        expect(r.code, args.join(' ')).toBe(1);
        expect(r.stdout + r.stderr, `${flags.join(' ')} ${args.join(' ')}`).not.toMatch(/secret|sec\tret|sec␉ret/);
      }
    }
    // Masked where it shows, its length kept (columns line up): the input, the href, the record, the getters.
    const j = jsonLines((await run(['whatwg', '--json', 'http://user:secret@h/'])).stdout)[0]!;
    expect(j['input']).toBe('http://user:******@h/');
    expect(j['href']).toBe('http://user:******@h/');
    expect((j['url'] as { password: string }).password).toBe('******');
    expect((j['getters'] as { password: string; href: string }).password).toBe('******');
    const text = await run(['whatwg', 'http://user:secret@h/']);
    expect(text.stdout.startsWith('http://user:******@h/\n')).toBe(true);
    expect(text.stdout).toContain('  | http://user:******@h/\n  |                   ^\n');
    // The base's password, in the href the base gave.
    expect((await run(['whatwg', '--base', 'http://u:secret@h/a/', 'b'])).stdout).toBe('http://u:******@h/a/b\n');
    expect(jsonLines((await run(['whatwg', '--json', '--base', 'http://u:secret@h/a/', 'b'])).stdout)[0]!['base']).toBe('http://u:******@h/a/');
    // Standard input.
    const piped = await run(['whatwg'], 'http://user:secret@h/\nhttps:user:secret@host:99999\n');
    expect(piped.stdout).not.toContain('secret');
    expect(jsonLines((await run(['whatwg', '--json'], 'http://user:secret@h/\n')).stdout)[0]!['href']).toBe('http://user:******@h/');
  });

  it('reads standard input without URL: one answer per line, blank lines kept in text (none in JSON), a BOM removed, invalid UTF-8 a failure', async () => {
    const r = await run(['whatwg'], '\ufeffHTTP://A/\n\n  \r\nhttp://b/\r\n');
    expect(r).toEqual({ code: 0, stdout: 'http://a/\n\n\nhttp://b/\n', stderr: 'urlgrammar whatwg: note: a UTF-8 byte order mark at the start of standard input was removed\n' });
    expect(jsonLines((await run(['whatwg', '--json'], 'http://a/\n\nhttp://b/\n')).stdout).map((o) => o['href'])).toEqual(['http://a/', 'http://b/']);
    expect(await run(['whatwg'], '')).toEqual({ code: 0, stdout: '', stderr: '' });
    // A line that is not UTF-8: not parsed, a failure, reported as check reports it.
    const bad = await run(['whatwg', '--width', '0'], Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f, 0x2f, 0x61, 0x2f, 0x0a, 0x61, 0xe9, 0x0a]));
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe(
      [
        'http://a/',
        'failure (input.invalid-utf8)',
        'error[input.invalid-utf8]: invalid UTF-8 at byte 2 of line 2 of standard input: the byte E9 is not a character (shown as U+FFFD); the line is not parsed',
        ' --> 1:2',
        '  |',
        '  | a\ufffd',
        '  |  ^ not UTF-8',
        '',
        '',
      ].join('\n'),
    );
    const json = jsonLines((await run(['whatwg', '--json'], Buffer.from([0x61, 0xe9, 0x0a]))).stdout)[0]!;
    expect(json).toMatchObject({ input: 'a\ufffd', ok: false, href: null, errors: [], errorCount: 0, failure: null, error: { code: 'input.invalid-utf8', inputLine: 1, byte: 2, bytes: 'E9' } });
    // Chunks that split a line and a UTF-8 sequence.
    const chunks = [Buffer.from('http://r\xc3'.slice(0, 8), 'latin1'), Buffer.from([0xc3]), Buffer.from([0xa9, 0x2f, 0x0a])];
    expect((await run(['whatwg'], chunks)).stdout).toBe(`${parseWHATWG('http://r\u00e9/').href}\n`);
  });

  it('a long input: the report shows the text around the span (…), its position in full; at most 100 reports, --json has every error', async () => {
    const input = 'http://h/' + 'a'.repeat(100_000) + ' <' + 'b'.repeat(1000);
    const r = await run(['whatwg', '--width', '0', input]);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(parseWHATWG(input).href);
    expect(lines).toContain(' --> 1:100010 (path state)');
    const source = lines.find((l) => l.startsWith('  | …'))!;
    expect(source).toBe(`  | …${'a'.repeat(60)} <${'b'.repeat(59)}…`);
    expect(lines[lines.indexOf(source) + 1]).toBe(`  | ${' '.repeat(61)}^`);
    expect(r.stdout.length).toBeLessThan(input.length + 2000);
    // A path of 1000 spaces: 1000 errors; 100 reports, then the count.
    const spaces = 'http://h/' + ' x'.repeat(1000);
    const many = await run(['whatwg', spaces]);
    expect(many.stdout.match(/^warning\[invalid-URL-unit\]/gm)).toHaveLength(100);
    expect(many.stdout).toContain('\n... and 900 more validation errors (--json lists up to 1000, and counts them all in errorCount)\n');
    const listed = jsonLines((await run(['whatwg', '--json', spaces])).stdout)[0]!;
    expect([(listed['errors'] as unknown[]).length, listed['errorCount']]).toEqual([1000, 1000]);
    // 5000 errors: 1000 listed in JSON, all counted.
    const more = jsonLines((await run(['whatwg', '--json', 'http://h/' + '<'.repeat(5000)])).stdout)[0]!;
    expect([(more['errors'] as unknown[]).length, more['errorCount']]).toEqual([1000, 5000]);
    // A span longer than the excerpt (the leading spaces of a long input) is cut, and said.
    const lead = ' '.repeat(300) + 'http://h/';
    expect((await run(['whatwg', '--width', '0', lead])).stdout).toContain(`  | ${'^'.repeat(60)} (the span goes on: 300 code points in all)`);
  });

  it('--width wraps the reports and the trace (not the href); colour only on a terminal without NO_COLOR', async () => {
    const narrow = await run(['whatwg', '--width', '40', 'https:example.org/a b']);
    expect(narrow.stdout.split('\n').every((l) => l.length <= 40 || l.startsWith('https://'))).toBe(true);
    const wide = await run(['whatwg', '--width', '0', 'https:example.org/a b']);
    expect(wide.stdout.split('\n').some((l) => l.length > 80)).toBe(true);
    expect(wide.stdout).not.toContain('\u001b[');
    const tty = await run(['whatwg', 'https:example.org/a b', 'https://example.org:70000'], undefined, true);
    expect(tty.stdout).toContain('\u001b[1;33mwarning[invalid-URL-unit]\u001b[0m');
    expect(tty.stdout).toContain('\u001b[1;31merror[port-out-of-range]\u001b[0m');
  });

  it('usage errors (exit 2) with the synopsis, and a "did you mean" for a misspelt command or option', async () => {
    const cases: Array<[string[], string]> = [
      [['whatwg', '--bas', 'x'], "whatwg: unknown option '--bas'; did you mean --base?"],
      [['whatwg', '--trac', 'x'], "whatwg: unknown option '--trac'; did you mean --trace?"],
      [['whatwg', '--base'], 'whatwg: --base needs a value (a URL to parse against)'],
      [['whatwg', '--trace=yes', 'x'], 'whatwg: --trace takes no value'],
      [['whatwg', '--format', 'line', 'x'], 'whatwg: --format must be text or json, not "line"'],
      [['whatwg', '--json', '--format', 'text', 'x'], 'whatwg: --json is --format json; it cannot go with --format text'],
      [['whatwg', '--width', 'wide', 'x'], 'whatwg: --width must be a number of columns (0: no wrapping), not "wide"'],
    ];
    for (const [args, message] of cases) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(`urlgrammar ${message}\nusage: urlgrammar whatwg [URL...] [--base URL] [--trace] [--format text|json] [--json] [--width N]\nRun 'urlgrammar help whatwg' for the options and examples.\n`);
    }
    const cmd = await run(['whatwgg', 'x']);
    expect(cmd.code).toBe(2);
    expect(cmd.stderr).toContain('urlgrammar: unknown command "whatwgg"; did you mean "whatwg"?');
    expect(cmd.stderr).toContain("  urlgrammar whatwg [URL...]        the WHATWG URL Standard's basic URL parser");
    expect((await run(['help', 'whatwgg'])).stderr).toContain('did you mean "whatwg"?');
  });

  it('help: in the usage listing, `help whatwg` and `whatwg --help` (options, exit status, examples)', async () => {
    expect((await run([])).stdout).toContain("  urlgrammar whatwg [URL...]        the WHATWG URL Standard's basic URL parser: the href, each");
    const help = await run(['help', 'whatwg']);
    expect(help.code).toBe(0);
    expect(help.stdout.startsWith('urlgrammar whatwg [URL...] [--base URL] [--trace]')).toBe(true);
    for (const s of ['--base URL', '--trace', '--json', 'Exit status 0 when every URL parsed with no validation error, 1 when a URL failed', 'Examples:', 'masked']) expect(help.stdout).toContain(s);
    expect((await run(['whatwg', '--help'])).stdout).toBe(help.stdout);
    expect((await run(['whatwg', '-h'])).stdout).toBe(help.stdout);
  });

  it('an internal error is one line on standard error, exit 3', async () => {
    let err = '';
    const code = await main(['whatwg', 'http://a/'], {
      stdout: {
        write: () => {
          throw new Error('the disk is full');
        },
      },
      stderr: { write: (s) => ((err += s), true) },
      stdin: (async function* () {})(),
      env: {},
    });
    expect(code).toBe(3);
    expect(err).toBe('urlgrammar: internal error: Error: the disk is full (run with --debug for the stack)\n');
  });
});

describe('standard input in chunks', () => {
  it('reads standard input in chunks (one ends inside the password): the answers, the exit status, no password', async () => {
    const input = Buffer.from('HTTP://A:80/./b\n\nhttp://user:secret@h:99999/\n');
    const r = await run(['whatwg', '--width', '0'], [input.subarray(0, 9), input.subarray(9, 30), input.subarray(30)]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.startsWith('http://a/b\n\nfailure (port-out-of-range)\n')).toBe(true);
    expect(r.stdout).not.toContain('secret');
    expect(r.stdout).toContain('  | http://user:******@h:99999/\n');
    expect((await run(['whatwg', '--json', '--base', 'http://h/a/', 'b'])).stdout).toBe(JSON.stringify(expected('b', 'http://h/a/')) + '\n');
  });
});
