/**
 * The command line: in this process (`main(argv, streams)` of src/cli/main.ts) for every case,
 * worker threads (--jobs N, started from the source: src/cli/main.ts bundles the worker) and
 * standard input in chunks included; and as the built executable (`dist/src/cli.js`; `npm test`
 * builds it first) in the four smoke tests at the end, where a process of its own is the point
 * (test/package.test.ts has the fifth: the bin runs).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.js';
import { rateLine, rateOf } from '../src/cli/check.js';
import { runCLI } from './support/cli.js';
import { FULL } from './support/scale.js';

const cli = new URL('../dist/src/cli.js', import.meta.url).pathname;

/** `s` as standard input delivers it: UTF-8 bytes in chunks of `size` (a chunk may end inside a line, or inside a character). */
const chunked = (s: string | Uint8Array, size = 4096): Uint8Array[] => {
  const b = typeof s === 'string' ? Buffer.from(s) : s;
  return Array.from({ length: Math.ceil(b.length / size) }, (_v, i) => b.subarray(i * size, (i + 1) * size));
};

/** The command line in this process (test/support/cli.ts). */
const run = (args: string[], input?: string | Uint8Array | Uint8Array[], env: Record<string, string> = {}, stderrTTY = false) => runCLI(args, input, { env, stderrTTY });

describe('urlgrammar check', () => {
  it('--fix prints each URL corrected (a valid one as it is), exits 0 when all now validate', async () => {
    const r = (await run(['check', '--fix', '\u201chttp://example.com/\u201d', 'http//example.com', 'http://host/a b?c d', 'http://ok.example/']));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('http://example.com/\nhttp://example.com\nhttp://host/a%20b?c%20d\nhttp://ok.example/\n');
    expect(r.stderr).toBe('4 checked, 0 still invalid\n');
  });

  it('--fix says on stderr what stays invalid, and exits 1', async () => {
    const r = (await run(['check', '--fix', 'http://[v1]/'], ''));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('http://[v1]/\n');
    expect(r.stderr).toContain('invalid "http://[v1]/" 1:11 ipvfuture.bad-char: "]" (no fix)');
    const rfc1738 = (await run(['check', '--fix', '--grammar', 'rfc1738', 'nntp://host/'], ''));
    expect(rfc1738.code).toBe(1);
    expect(rfc1738.stderr).toContain('invalid "nntp://host/" 1:13 input.unexpected-end: end of input (no fix)');
  });

  it('--fix --json gives {input, valid, fixed, validates, applied, withheld}; --json alone carries the fixes', async () => {
    const r = (await run(['check', '--fix', '--json', 'http//example.com']));
    const first = JSON.parse(r.stdout.split('\n')[0]!);
    expect(first).toMatchObject({ input: 'http//example.com', valid: false, fixed: 'http://example.com', validates: true });
    const j = JSON.parse((await run(['check', '--json', 'http//example.com'])).stdout.split('\n')[0]!);
    expect(j.error.fixes).toEqual([expect.objectContaining({ edits: [{ start: 4, end: 4, text: ':' }], message: 'add ":" after the scheme', url: 'http://example.com', validates: true })]);
  });

  it('--all-errors draws every caret, then each report; --warnings reports a valid URL\'s warnings', async () => {
    const r = (await run(['check', '--all-errors', '--grammar', 'rfc3986', 'http://host/a b?c d']));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error: 2 errors in this input (rfc3986)\n  |\n  | http://host/a b?c d\n  |              ^   ^ char.space');
    expect(r.stdout.match(/^error\[char\.space\]/gm)).toHaveLength(2);
    const j = JSON.parse((await run(['check', '--all-errors', '--json', '--grammar', 'rfc3986', 'http://host/a b?c d'])).stdout.split('\n')[0]!);
    expect(j.errors.map((e: { offset: number }) => e.offset)).toEqual([13, 17]);
    const w = (await run(['check', '--warnings', '--grammar', 'rfc3986', 'http://example.com:80/']));
    expect(w.code).toBe(0);
    expect(w.stdout).toContain('warning[port.default]: 80 is the default port of http');
    expect(w.stdout).toContain('  = fix (maybe-incorrect): remove ":80"\n      http://example.com/');
    expect(await run(['check', '--warnings', '--format', 'line', 'http://example.com:80/'])).toEqual({ code: 0, stdout: '1: valid "http://example.com:80/" warning port.default\n', stderr: '1 checked, 0 invalid\n' });
  });

  // Issue 24: --fix applied every fix alike: credentials dropped, a host changed, a fragment moved
  // into the path, and exit 0. Now only machine-applicable fixes; the others are named.
  it('--fix applies machine-applicable fixes only, names the others on stderr, and exits 1 while a URL stays invalid', async () => {
    const creds = await run(['check', '--fix', '--grammar', 'rfc1738', 'http://user:secret@host/']);
    expect(creds.code).toBe(1);
    // The URL is the data: its password masked (said once on stderr) unless --show-password.
    expect(creds.stdout).toBe('http://user:******@host/\n');
    expect(creds.stderr.endsWith('urlgrammar: note: passwords are masked (****) in the output; --show-password shows them in the data (never in reports)\n')).toBe(true);
    expect((await run(['check', '--fix', '--show-password', '--grammar', 'rfc1738', 'http://user:secret@host/'])).stdout).toBe('http://user:secret@host/\n');
    expect(creds.stderr).toContain('not applied (maybe-incorrect): remove the user information (RFC 1738 http URLs have none): "http://host/"; --unsafe-fixes applies it');
    expect(creds.stderr).not.toContain('secret');
    const host = await run(['check', '--fix', '--grammar', 'rfc1738', 'http://a b/']);
    expect([host.code, host.stdout]).toEqual([1, 'http://a b/\n']);
    const fragment = await run(['check', '--fix', '--start', 'absolute-URI', 'http://a/#f']);
    expect([fragment.code, fragment.stdout]).toEqual([1, 'http://a/#f\n']);
    // Several mistakes, applied together: every space and "|" escaped, the quotes removed.
    const many = await run(['check', '--fix', '"http://a/b c|d e"']);
    expect([many.code, many.stdout]).toEqual([0, 'http://a/b%20c%7Cd%20e\n']);
  });

  it('--unsafe-fixes applies the maybe-incorrect fixes too; without --fix it is a usage error', async () => {
    const r = await run(['check', '--fix', '--unsafe-fixes', '--grammar', 'rfc1738', 'http://user:secret@host/', 'http://a b/']);
    expect([r.code, r.stdout]).toEqual([0, 'http://host/\nhttp://ab/\n']);
    expect((await run(['check', '--unsafe-fixes', 'x'])).code).toBe(2);
  });

  it('--fix --json names what was applied and what was withheld, with their levels', async () => {
    const masked = JSON.parse((await run(['check', '--fix', '--json', '--grammar', 'rfc1738', 'http://user:pw@host/a b'])).stdout.split('\n')[0]!);
    expect(masked).toMatchObject({ input: 'http://user:**@host/a b', fixed: 'http://user:**@host/a%20b' });
    const j = JSON.parse((await run(['check', '--fix', '--json', '--show-password', '--grammar', 'rfc1738', 'http://user:pw@host/a b'])).stdout.split('\n')[0]!);
    expect(j).toMatchObject({
      input: 'http://user:**@host/a b',
      valid: false,
      validates: false,
      fixed: 'http://user:pw@host/a%20b',
      applied: [{ message: 'write the space as %20', applicability: 'machine-applicable' }],
      withheld: [{ applicability: 'maybe-incorrect' }],
    });
  });

  it('--fix cannot go with --format line (exit 2)', async () => {
    expect((await run(['check', '--fix', '--format', 'line', 'x'])).code).toBe(2);
  });

  it('reports an invalid URL with the traced report, a summary line on stderr, and exit 1', async () => {
    const r = (await run(['check', 'http://example.org/', 'http://www.exa mple.org/']));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error[char.space]');
    expect(r.stdout).toContain('  | http://www.exa mple.org/');
    // The default grammar, RFC 3986 from the start symbol URI, and the report names it. The
    // position is the input's: the second argument (as the second line of standard input would be).
    expect(r.stdout).toContain(' --> 2:15 (rfc3986, syntax error)');
    expect(r.stdout).toContain('reg-name at 2:8  [RFC 3986 Appendix A]');
    expect(r.stdout).toMatch(/\n {6}URI at 2:1 {2}\[RFC 3986 Appendix A\]/);
    expect(r.stdout).not.toContain('checked');
    expect(r.stderr).toBe('2 checked, 1 invalid\n');
  });

  it('exits 0 when every URL is valid', async () => {
    const r = (await run(['check', 'http://example.org/', 'ftp://ftp.example.org/pub/f;type=i']));
    expect(r).toEqual({ code: 0, stdout: '', stderr: '2 checked, 0 invalid\n' });
  });

  it('reads one URL per line from stdin, --format line: each line with its input line first', async () => {
    const r = (await run(['check', '--format', 'line'], 'http://a.example/\nhttp://b c/\n\nnews:comp.lang\n'));
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      '1: valid "http://a.example/"',
      '2: invalid "http://b c/" 1:9 char.space: U+0020 SPACE fix (maybe-incorrect) "http://bc/"',
      '4: valid "news:comp.lang"',
      '',
    ]);
    expect(r.stderr).toBe('3 checked, 1 invalid, 1 blank line skipped\n');
  });

  it('--format json prints one JSON object per line, each with its inputLine; the summary on stderr', async () => {
    const r = (await run(['check', '--format', 'json', '--grammar', 'rfc1808', '--start', 'URL', '../a b', '../g']));
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ input: '../a b', inputLine: 1, valid: false, error: { code: 'char.space', offset: 4, line: 1, column: 5 } });
    expect(lines[1]).toEqual({ input: '../g', inputLine: 2, valid: true });
    expect(r.stderr).toBe('2 checked, 1 invalid\n');
  });

  it('streams a large stdin (20,000 lines) and colours nothing when stdout is not a terminal', async () => {
    const input = Array.from({ length: 20_000 }, (_v, i) => (i % 1000 === 0 ? `http://bad host/${i}` : `http://h${i}.example/p`)).join('\n');
    // In chunks, as a pipe gives it: more than one piece of standard input, read as a stream (on the main thread: --jobs defaults to 1).
    const r = await run(['check', '--format', 'line'], chunked(input), { FORCE_COLOR: '1' });
    expect(r.code).toBe(1);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('20000: valid "http://h19999.example/p"');
    expect(r.stdout.split('\n')).toHaveLength(20_001);
    expect(r.stdout).not.toContain('\u001b[');
    expect(r.stderr).toBe('20000 checked, 20 invalid\n');
  });
});

describe('check answers standard input as it arrives (a handshake: no sleep, no clock)', () => {
  /**
   * `check ARGS` in this process, its standard input a writer that gives it `head` (lines that go in
   * one chunk, ahead of the rest), waits until their records are on standard output, then gives it
   * each line of `lines` alone and waits for its record before it gives the next: what `tail -f
   * log | urlgrammar check` does. `records(line)` is how many output lines a line makes. A command
   * that held a line back until more input came would wait for ever (the test's timeout: the only
   * clock here). `seen` is how many output lines there were when each line of `lines` was given.
   */
  const handshake = async (args: string[], head: string[], lines: string[], records: (line: string) => number) => {
    let stdout = '';
    let stderr = '';
    let waiting: { n: number; resolve: () => void } | null = null;
    const count = () => stdout.split('\n').length - 1;
    const until = (n: number) =>
      new Promise<void>((resolve) => {
        if (count() >= n) resolve();
        else waiting = { n, resolve };
      });
    const seen: number[] = [];
    const stdin = (async function* () {
      let due = 0;
      if (head.length) {
        yield Buffer.from(head.map((l) => l + '\n').join(''));
        due += head.reduce((n, l) => n + records(l), 0);
        await until(due);
      }
      for (const line of lines) {
        seen.push(count());
        yield Buffer.from(line + '\n');
        due += records(line);
        await until(due);
      }
    })();
    const code = await main(args, {
      stdout: {
        write: (s) => {
          stdout += typeof s === 'string' ? s : Buffer.from(s).toString('utf8');
          if (waiting && count() >= waiting.n) {
            const w = waiting;
            waiting = null;
            w.resolve();
          }
          return true;
        },
      },
      stderr: { write: (s) => ((stderr += s), true) },
      stdin,
      env: { NO_COLOR: '' },
    });
    return { code, stdout, stderr, seen };
  };

  const lines = ['http://a.example/', '', 'http://b c/', 'http://u:hunter2@h/ x', '   ', 'http://c.example/'];
  /** A JSONL record per non-blank line. */
  const jsonl = (l: string) => (/^\s*$/.test(l) ? 0 : 1);

  it('--jobs 1, --format jsonl: each record before the next line is written, with its inputLine; the summary on stderr', async () => {
    const r = await handshake(['check', '--format', 'jsonl'], [], lines, jsonl);
    expect(r.seen).toEqual([0, 1, 1, 2, 3, 3]);
    const records = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { input: string; inputLine: number; valid: boolean });
    expect(records.map((x) => [x.inputLine, x.input, x.valid])).toEqual([
      [1, 'http://a.example/', true],
      [3, 'http://b c/', false],
      [4, 'http://u:*******@h/ x', false],
      [6, 'http://c.example/', true],
    ]);
    expect(r.stdout).not.toContain('hunter2');
    expect(r.stderr).toBe('4 checked, 2 invalid, 2 blank lines skipped\n');
  });

  it('--jobs 1, --fix: one output line per input line, each before the next line is written', async () => {
    const r = await handshake(['check', '--fix'], [], lines, () => 1);
    expect(r.seen).toEqual([0, 1, 2, 3, 4, 5]);
    expect(r.stdout).toBe('http://a.example/\n\nhttp://b c/\nhttp://u:*******@h/%20x\n   \nhttp://c.example/\n');
  });

  it('--jobs 2: past the first 64 KiB (checked on this thread), each line goes to a worker thread and its record comes back before the next line is written', async () => {
    const head = Array.from({ length: 3000 }, (_v, i) => (i % 100 === 7 ? `http://bad host/${i}` : `http://h${i}.example/p`));
    expect(head.join('\n').length).toBeGreaterThan(1 << 16);
    const r = await handshake(['check', '--format', 'jsonl', '--jobs', '2'], head, lines, jsonl);
    expect(r.seen).toEqual([3000, 3001, 3001, 3002, 3003, 3003]);
    const records = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { inputLine: number });
    expect(records.map((x) => x.inputLine)).toEqual([...Array.from({ length: 3000 }, (_v, i) => i + 1), 3001, 3003, 3004, 3006]);
    // The worker threads answered (the rate line says so), and the records are the same as with --jobs 1.
    expect(r.stderr).toMatch(/\(2 worker threads\)\n3004 checked, 32 invalid, 2 blank lines skipped\n/);
    const one = await run(['check', '--format', 'jsonl'], [...head, ...lines].join('\n') + '\n');
    expect(r.stdout).toBe(one.stdout);
  });
});

describe('urlgrammar check --jobs N', () => {
  // Over 64 KiB, so that --jobs 3 runs on worker threads after the first 64 KiB (checked on the
  // main thread): corpus URLs with invalid, blank and whitespace-only lines between them.
  const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').slice(0, 2600);
  const mixed = corpus.flatMap((u, i) => (i % 97 === 0 ? [u, '', `http://bad host/${i}`, ' \t'] : i % 131 === 0 ? [u, 'http://[::1'] : [u])).join('\n') + '\n';

  // Each starts worker threads: text under npm test (the flag sets below cover jsonl), all four under test:full.
  it.each(FULL ? ['text', 'json', 'line', 'jsonl'] : ['text'])('--format %s: stdout byte-identical to --jobs 1, the same exit code, the rate on stderr', async (format) => {
    const one = (await run(['check', '--format', format, '--jobs', '1', '--width', '100'], mixed));
    const three = await run(['check', '--format', format, '--jobs', '3', '--width', '100'], chunked(mixed));
    expect(one.code).toBe(1);
    expect(three.code).toBe(one.code);
    expect(three.stdout).toBe(one.stdout);
    expect(one.stdout.length).toBeGreaterThan(corpus.length);
    expect(mixed.length).toBeGreaterThan(2 << 16);
    // The rate (none under a second: it is wall-clock time, not asserted), then the summary, both on standard error.
    expect(three.stderr).toMatch(/^\d+ URLs in \d+\.\d\d s(?:: [\d.]+ URLs\/s)? \(3 worker threads\)\n\d+ checked, \d+ invalid, \d+ blank lines skipped\n$/);
    expect(one.stderr).toMatch(/\(one thread\)\n\d+ checked/);
  });

  // Each starts worker threads (a second and more each): one under npm test (--fix; jsonl with
  // worker threads is the handshake's and the spawned smoke test's), all under test:full.
  const flagSets: string[][] = [
    ['--fix'], ['--all-errors'], ['--warnings'], ['--fix', '--format', 'json'], ['--all-errors', '--format', 'json'], ['--all-errors', '--format', 'line'],
    ['--only', 'invalid'], ['--only', 'valid', '--format', 'line'], ['--all-errors', '--warnings', '--trace', '--format', 'jsonl'],
  ];
  it.each(FULL ? flagSets : [flagSets[0]!])('%s ...: stdout byte-identical to --jobs 1; under --fix what stays invalid is on stderr, in input order', async (...flags) => {
    const one = (await run(['check', ...flags, '--jobs', '1', '--width', '100'], mixed));
    const three = await run(['check', ...flags, '--jobs', '3', '--width', '100'], chunked(mixed));
    expect(three.code).toBe(one.code);
    expect(three.stdout).toBe(one.stdout);
    const said = (e: string) => e.split('\n').filter((l) => /^\d+: invalid /.test(l)).join('\n');
    expect(said(three.stderr)).toBe(said(one.stderr));
    // "http://[::1" is fixed ("]" closes it); what has no fix stays, said on standard error.
    if (flags[0] === '--fix' && flags.length === 1) {
      expect(one.stdout).toContain('\nhttp://[::1]\n');
      expect(said(one.stderr)).toMatch(/^\d+: invalid "/);
      // One output line per input line, blank lines included.
      expect(one.stdout.split('\n')).toHaveLength(mixed.split('\n').length);
    }
  });

  it('exit 0 for valid input in both, and the summary counts the blank lines', async () => {
    const input = ['http://a.example/', '', 'ftp://f.example/x;type=a', '  ', ''].join('\n').repeat(300);
    const one = (await run(['check', '--jobs', '1'], input));
    const two = await run(['check', '--jobs', '2'], chunked(input));
    expect([one.code, two.code]).toEqual([0, 0]);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stdout).toBe('');
    expect(two.stderr.split('\n').at(-2)).toBe('600 checked, 0 invalid, 600 blank lines skipped');
  });

  it('bytes as lines: the leading BOM removed (said once), ill-formed UTF-8 flagged with its line and byte, CR and CR LF ends, an incomplete last sequence flagged', async () => {
    const lines = ['\ufeffhttp://a/', 'http://b\u00e9/', 'http://c/\r', 'http://d/\rhttp://e/'].map((l) => Buffer.from(l));
    const bad = Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0x2f, 0x2f, 0x78, 0xe2, 0x82, 0x2f]); // "http://x" + a cut sequence + "/"
    const body = Buffer.concat(Array.from({ length: 6000 }, (_v, i) => Buffer.concat([lines[i % 4]!, Buffer.from('\n'), i % 7 ? Buffer.alloc(0) : Buffer.concat([bad, Buffer.from('\n')])])));
    const input = Buffer.concat([body, Buffer.from('http://tail'), Buffer.from([0xf0, 0x9f, 0x98])]);
    // In chunks of 1000 bytes: a chunk may end inside a character, or between CR and LF.
    const runBytes = (jobs: string) => run(['check', '--format', 'line', '--jobs', jobs], chunked(input, 1000));
    const one = await runBytes('1');
    const three = await runBytes('3');
    expect(three.stdout).toBe(one.stdout);
    expect(three.code).toBe(one.code);
    expect(one.code).toBe(1);
    const out = one.stdout.split('\n');
    // The byte order mark at the start of standard input is removed, and said once on standard error.
    expect(out[0]).toBe('1: valid "http://a/"');
    for (const e of [one.stderr, three.stderr]) expect(e.split('\n').filter((l) => l.includes('byte order mark'))).toEqual(['urlgrammar check: note: a UTF-8 byte order mark at the start of standard input was removed']);
    // One at the start of a later line is a character of that line (issue 12: paste.whitespace), with its fix.
    expect(out[6]).toBe('7: invalid "\ufeffhttp://a/" 1:1 paste.whitespace: U+FEFF ZERO WIDTH NO-BREAK SPACE fix (machine-applicable) "http://a/"');
    expect(out).toContain('4: valid "http://c/"');
    expect(out).toContain('6: valid "http://e/"');
    // Input lines: 1 "http://a/" (i = 0), 2 the bad line, 3 "http://b\u00e9/", 4 "http://c/\r\n", 5 and 6 "http://d/\rhttp://e/", ...
    expect(out[1]).toBe('2: invalid "http://x\ufffd/" 1:9 input.invalid-utf8: E2 82 at byte 9 of line 2');
    // The line numbers stay right across pieces and worker threads: of the 6000 URL lines, each
    // fourth holds two lines ("d/\re"), and each seventh has a bad line after it.
    const badLines = out.filter((l) => l.includes('input.invalid-utf8: E2 82'));
    expect(badLines).toHaveLength(Math.ceil(6000 / 7));
    const start = (i: number) => i + 1 + Math.floor(i / 4) + Math.ceil(i / 7); // the input line where URL line i starts
    // The last URL line (i = 5999, "d/\re": two lines) has a bad line after it (5999 = 7 × 857).
    expect(badLines.at(-1)).toBe(`${start(5999) + 2}: invalid "http://x\ufffd/" 1:9 input.invalid-utf8: E2 82 at byte 9 of line ${start(5999) + 2}`);
    // Every line of the output begins with the line of the input it answers, in input order.
    const numbers = out.slice(0, -1).map((l) => Number(/^(\d+): /.exec(l)![1]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // The last line ends in a sequence cut short: flagged, not dropped.
    expect(out.at(-2)).toBe(`${start(5999) + 3}: invalid "http://tail\ufffd" 1:12 input.invalid-utf8: F0 9F 98 at byte 12 of line ${start(5999) + 3}`);
    expect(one.stderr.split('\n').at(-2)).toMatch(/^\d+ checked, \d+ invalid$/);
  });

  it('--jobs takes a number from 1 to 64 (usage error, exit 2)', async () => {
    for (const bad of ['0', 'x', '1.5', '', '-3', '65', '99999999']) {
      for (const flag of [['--jobs', bad], [`--jobs=${bad}`], ['-j', bad]]) {
        const r = (await run(['check', ...flag, 'http://a/']));
        expect(r.code).toBe(2);
        expect(r.stderr.split('\n')[0]).toBe(`urlgrammar check: --jobs must be a number of worker threads from 1 to 64, not ${JSON.stringify(bad)}`);
      }
    }
    expect((await run(['check', '--jobs', '64', 'http://a/'])).code).toBe(0);
  });
});

describe('urlgrammar parse, split, urlparse', () => {
  it('parse prints the AST with spans', async () => {
    const r = (await run(['parse', 'http://[::1]:80/a%20b']));
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('URI [0, 21) "http://[::1]:80/a%20b"');
    expect(r.stdout).toContain('      host [7, 12) "[::1]" (IPv6address)');
    expect(r.stdout).toContain('      port [13, 15) "80" = 80');
    expect(r.stdout).toContain('segment [16, 21) "a%20b" decoded "a b"');
    const old = (await run(['parse', '--grammar', 'rfc1738', 'http://[::1]:80/a%20b']));
    expect(old.stdout.split('\n')[0]).toBe('URL-1738 [0, 21) "http://[::1]:80/a%20b"');
    expect(old.stdout).toContain('        port [13, 15) "80" = 80');
    expect(old.stdout).toContain('hsegment [16, 21) "a%20b" decoded "a b"');
  });

  it('parse --json prints the AST as JSON; an invalid URL prints the report and exits 1', async () => {
    const ok = (await run(['parse', '--json', '--grammar', 'rfc1808', '--start', 'URL', '../g;x?y#s']));
    expect((JSON.parse(ok.stdout) as { type: string }).type).toBe('URL');
    const bad = (await run(['parse', 'http://a b/']));
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('error[char.space]');
  });

  it('split and urlparse print Python\'s results with the derived fields', async () => {
    const masked = await run(['split', 'HTTP://User:Pw@[::1]:80/a;p?q#f']);
    expect(JSON.parse(masked.stdout)).toMatchObject({ netloc: 'User:**@[::1]:80', password: '**', geturl: 'http://User:**@[::1]:80/a;p?q#f' });
    expect(masked.stderr).toBe('urlgrammar: note: passwords are masked (****) in the output; --show-password shows them in the data (never in reports)\n');
    const r = (await run(['split', '--show-password', 'HTTP://User:Pw@[::1]:80/a;p?q#f']));
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      scheme: 'http', netloc: 'User:Pw@[::1]:80', path: '/a;p', query: 'q', fragment: 'f',
      username: 'User', password: 'Pw', hostname: '::1', port: 80, geturl: 'http://User:Pw@[::1]:80/a;p?q#f',
    });
    const p = (await run(['urlparse', 'http://h/p;a?q']));
    expect(JSON.parse(p.stdout)).toMatchObject({ path: '/p', params: 'a', query: 'q' });
    const port = (await run(['split', 'http://h:99999/']));
    expect(JSON.parse(port.stdout).port).toEqual({ error: { type: 'ValueError', message: 'Port out of range 0-65535' } });
  });
});

describe('urlgrammar join and dots', () => {
  it('join resolves under each spec', async () => {
    expect((await run(['join', 'http://a/b/c/d;p?q', '../g'])).stdout).toBe('http://a/b/g\n');
    expect((await run(['join', 'http://a/b/c/d;p?q', '../../../g', '--spec', 'rfc1808'])).stdout).toBe('http://a/../g\n');
    expect((await run(['join', 'http://a/b/c/d;p?q', '../../../g', '--spec', 'rfc3986'])).stdout).toBe('http://a/g\n');
    // The draft reads "\\" as a slash where it looks for "//": a scheme-relative reference.
    expect((await run(['join', 'http://a/b/c/d;p?q', '\\\\x\\y', '--spec', 'abarth-url-00'])).stdout).toBe('http://x\\y\n');
    expect((await run(['join', 'http://a/b/c/d;p?q', 'g?y', '--spec', 'urllib'])).stdout).toBe('http://a/b/c/g?y\n');
  });

  it('join --trace cites the RFC step of every change', async () => {
    const r = (await run(['join', 'http://a/b/c/d;p?q', '../../g', '--spec', 'rfc1808', '--trace']));
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('http://a/g');
    expect(lines.filter((l) => /^\s*\d+\. /.test(l)).every((l) => /\d+\. RFC 1808 §4 step \d/.test(l))).toBe(true);
    expect(r.stdout).toContain('RFC 1808 §4 step 6c: "/b/c/../../g" -> "/b/../g"');
  });

  it('join with a base that cannot serve prints a typed error and exits 1', async () => {
    const r = (await run(['join', 'mailto:a@b', 'g', '--spec', 'rfc1808']));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^error\[base\./);
  });

  it('dots removes dot segments, with the steps of RFC 3986 §5.2.4', async () => {
    const r = (await run(['dots', '/a/b/c/./../../g', '--trace']));
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('/a/g');
    expect(lines[1]).toBe(' 1. RFC 3986 §5.2.4 1: output "", input "/a/b/c/./../../g"');
    expect(lines.at(-1)).toMatch(/2E: output "\/a\/g", input ""$/);
    expect((await run(['dots', '../a', '--spec', 'rfc1808'])).stdout).toBe('../a\n');
  });
});

describe('urlgrammar grammar and compare', () => {
  it('grammar prints rules from the combinators in each format', async () => {
    expect((await run(['grammar', 'hostname', '--rfc', '1738'])).stdout).toBe('hostname = *( domainlabel "." ) toplabel\n');
    expect((await run(['grammar', 'hostname', '--rfc', '1738', '--format', 'rfc'])).stdout).toBe('hostname = *[ domainlabel "." ] toplabel\n');
    const json = JSON.parse((await run(['grammar', 'net_loc', '--format', 'json'])).stdout) as Array<{ rfc: number; abnf: string }>;
    expect(json).toEqual([expect.objectContaining({ rfc: 1808, abnf: 'net-loc = *( pchar / ";" / "?" )' })]);
    const all = (await run(['grammar', '--rfc', '1808'])).stdout;
    expect(all.startsWith('; RFC 1808 §2.2\nURL = ')).toBe(true);
  });

  it('grammar --format svg draws a railroad diagram from the combinators', async () => {
    const one = (await run(['grammar', 'hostname', '--rfc', '1738', '--format', 'svg'])).stdout;
    expect(one.startsWith('<svg')).toBe(true);
    expect(one).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(one).toContain('<style>');
    expect(one).toContain('domainlabel');
    expect(one).toContain('toplabel');
    const page = (await run(['grammar', '--rfc', '2373', '--format', 'svg'])).stdout;
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page.match(/<svg/g)).toHaveLength(6);
  });

  it('grammar with an unknown rule is a usage error', async () => {
    const r = (await run(['grammar', 'nosuchrule']));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no rule named "nosuchrule"');
  });

  it('compare reads one input with every grammar and algorithm', async () => {
    const r = (await run(['compare', 'http://a/b;p?q#f']));
    expect(r.code).toBe(0);
    for (const reader of ['RFC 1738 (strict)', 'RFC 1808 (strict)', 'Python urlsplit', 'Python urlparse', 'browser draft (abarth-url-00)', 'WHATWG URL Standard (urlgrammar)']) {
      expect(r.stdout).toContain(reader);
    }
    const json = JSON.parse((await run(['compare', '--json', 'HTTP://h/'])).stdout) as { readings: Array<{ reader: string; valid: boolean; verdict: string }> };
    expect(json.readings[0]).toMatchObject({ reader: 'RFC 1738 (strict)', valid: false, verdict: 'scheme.uppercase at 1:1' });
    expect(json.readings[1]).toMatchObject({ reader: 'RFC 1808 (strict)', valid: true });
  });
});

describe('help, version, usage errors', () => {
  it('--version prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect((await run(['--version'])).stdout).toBe(pkg.version + '\n');
  });

  it.each(['check', 'parse', 'split', 'urlparse', 'join', 'dots', 'grammar', 'compare', 'iri'])('%s --help prints its help with examples', async (cmd) => {
    const r = (await run([cmd, '--help']));
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith(`urlgrammar ${cmd}`)).toBe(true);
    expect(r.stdout).toMatch(/Examples?:/);
    expect((await run(['help', cmd])).stdout).toBe(r.stdout);
  });

  it('an unknown command prints a one-line error and the list of commands, exit 2', async () => {
    const r = (await run(['frobnicate']));
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('urlgrammar: unknown command "frobnicate"');
    expect(r.stderr).toContain('Usage:');
    expect(r.stdout).toBe('');
  });

  it('a bad flag prints "urlgrammar CMD: message" and that command\'s synopsis (not the general help), exit 2', async () => {
    const r = (await run(['check', '--nope', 'http://a/']));
    expect(r.code).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe("urlgrammar check: unknown option '--nope'");
    expect(lines[1]).toMatch(/^usage: urlgrammar check \[URL\.\.\.\]/);
    expect(lines).toHaveLength(3);
    expect(r.stderr).not.toContain('Examples:');
    expect((await run(['check', '--format', 'xml', 'http://a/'])).stderr.split('\n')[0]).toBe('urlgrammar check: --format must be text, json, line or jsonl, not "xml"');
    const one = (await run(['join', 'only-one']));
    expect(one.code).toBe(2);
    expect(one.stderr.split('\n')[0]).toBe('urlgrammar join: takes 2 arguments (BASE and REF), not 1');
    expect(one.stderr.split('\n')[1]).toMatch(/^usage: urlgrammar join BASE REF/);
  });

  it.each([
    ['check', ['--grammar', 'x', 'http://a/']],
    ['parse', []],
    ['split', ['a', 'b']],
    ['urlparse', ['--format', 'text', 'http://a/']],
    ['join', ['--spec', 'x', 'a', 'b']],
    ['dots', ['--spec', 'urllib', '/a']],
    ['grammar', ['--rfc', '9999']],
    ['compare', ['--width', 'wide', 'http://a/']],
    ['iri', ['--to', 'urn', 'http://a/']],
    ['iri', ['--host', 'dns', 'http://a/']],
    ['iri', ['a', 'b']],
    ['help', ['nosuchcommand']],
  ])('%s: a usage error names the command, on one line, then its synopsis, exit 2', async (cmd, rest) => {
    const r = (await run([cmd, ...rest]));
    expect(r.code).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^urlgrammar ${cmd}: \\S`));
    expect(lines[1]).toMatch(new RegExp(`^usage: urlgrammar ${cmd}`));
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(r.stdout).toBe('');
  });
});

describe('library errors are answers for the input (exit 1), never crashes', () => {
  it.each([
    ['http://[::1', 'c', 'Invalid IPv6 URL'],
    ['http://a/', '//[a]/', "'a' does not appear to be an IPv4 or IPv6 address"],
  ])('join %s %s --spec urllib: the ValueError on one line, exit 1', async (base, ref, message) => {
    const r = (await run(['join', base, ref, '--spec', 'urllib']));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe(`error[ValueError]: ${message}\n`);
    expect(r.stderr).toBe('');
    const json = (await run(['join', base, ref, '--spec', 'urllib', '--json']));
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ error: { type: 'ValueError', message } });
  });

  it('split and urlparse print the ValueError as JSON, exit 1', async () => {
    for (const cmd of ['split', 'urlparse']) {
      const r = (await run([cmd, 'http://[::1']));
      expect(r.code).toBe(1);
      expect(JSON.parse(r.stdout)).toEqual({ error: { type: 'ValueError', message: 'Invalid IPv6 URL' } });
    }
  });
});

describe('--json is --format json on every command that reports', () => {
  it('check --json prints what check --format json prints', async () => {
    const a = (await run(['check', '--json', 'http://a/', 'http://b c/']));
    expect(a.code).toBe(1);
    expect(a.stdout).toBe((await run(['check', '--format', 'json', 'http://a/', 'http://b c/'])).stdout);
    expect(a.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { inputLine: number }).inputLine)).toEqual([1, 2]);
    expect(a.stderr).toBe('2 checked, 1 invalid\n');
  });

  it.each([
    ['parse', ['http://a/']],
    ['split', ['http://a/']],
    ['urlparse', ['http://a/']],
    ['join', ['http://a/b', 'c']],
    ['dots', ['/a/../b']],
    ['grammar', ['hostname', '--rfc', '1738']],
    ['compare', ['http://a/']],
    ['iri', ['http://a/ü']],
  ])('%s --json and --format json print the same JSON', async (cmd, rest) => {
    const a = (await run([cmd, '--json', ...rest]));
    expect(a.code).toBe(0);
    expect(() => JSON.parse(a.stdout) as unknown).not.toThrow();
    expect((await run([cmd, '--format', 'json', ...rest])).stdout).toBe(a.stdout);
  });

  it('join and dots --json', async () => {
    expect(JSON.parse((await run(['join', 'http://a/b/c', '../g', '--json'])).stdout)).toEqual({ base: 'http://a/b/c', reference: '../g', spec: 'rfc3986', href: 'http://a/g' });
    expect(JSON.parse((await run(['dots', '/a/./b', '--json'])).stdout)).toEqual({ input: '/a/./b', spec: 'rfc3986', path: '/a/b' });
  });

  it('--json with another --format is a usage error', async () => {
    const r = (await run(['check', '--json', '--format', 'line', 'http://a/']));
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('urlgrammar check: --json is --format json; it cannot go with --format line');
  });
});

describe('check skips blank lines of standard input', () => {
  it('a file of valid URLs with blank and whitespace-only lines exits 0, the blank lines counted', async () => {
    const r = (await run(['check'], 'http://a/\n\nhttp://b/\n   \t\r\nhttp://c/\n\n'));
    expect(r).toEqual({ code: 0, stdout: '', stderr: '3 checked, 0 invalid, 3 blank lines skipped\n' });
    const one = (await run(['check', '--format', 'line'], 'http://a/\n\n'));
    expect(one).toEqual({ code: 0, stdout: '1: valid "http://a/"\n', stderr: '1 checked, 0 invalid, 1 blank line skipped\n' });
    const json = (await run(['check', '--json'], '\nhttp://a/\n'));
    expect(json).toEqual({ code: 0, stdout: '{"input":"http://a/","inputLine":2,"valid":true}\n', stderr: '1 checked, 0 invalid, 1 blank line skipped\n' });
  });

  it('an empty argument is still checked (and invalid)', async () => {
    const r = (await run(['check', '']));
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error[input.empty]');
  });
});

describe('--trace shows absent parts as (none), never undefined', () => {
  it.each(['rfc1808', 'rfc3986', 'abarth-url-00', 'urllib'])('join --trace --spec %s', async (spec) => {
    const r = (await run(['join', 'http://a/b', 'g#x', '--spec', spec, '--trace']));
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('undefined');
    if (spec !== 'urllib') expect(r.stdout).toContain('=(none)');
  });

  it('dots --trace', async () => {
    for (const spec of ['rfc1808', 'rfc3986']) {
      const r = (await run(['dots', '../a/./b/../c', '--spec', spec, '--trace']));
      expect(r.code).toBe(0);
      expect(r.stdout).not.toContain('undefined');
    }
  });
});

describe('grammar rule names are case-insensitive (RFC 5234 §2.1)', () => {
  it('grammar Hostname prints hostname; an exact spelling wins over other cases', async () => {
    expect((await run(['grammar', 'Hostname', '--rfc', '1738'])).stdout).toBe('hostname = *( domainlabel "." ) toplabel\n');
    expect((await run(['grammar', 'HOSTNAME'])).stdout).toBe((await run(['grammar', 'hostname'])).stdout);
    // `url` (RFC 1738, and the RFC 2818 amendment among the glue rules) is spelled exactly so;
    // `URL` (RFC 1808) only case-insensitively.
    expect((await run(['grammar', 'url', '--rfc', '1738'])).stdout.startsWith('url = ')).toBe(true);
    expect((await run(['grammar', 'url'])).stdout).not.toContain('URL = ');
    expect((await run(['grammar', 'url', '--rfc', '1808'])).stdout.startsWith('URL = ')).toBe(true);
  });

  it('a miss says "did you mean"', async () => {
    const r = (await run(['grammar', 'hostnme']));
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('urlgrammar grammar: no rule named "hostnme"; did you mean "hostname"?');
    expect((await run(['grammar', 'zzzzzzzz'])).stderr.split('\n')[0]).toBe('urlgrammar grammar: no rule named "zzzzzzzz"');
  });

  it('parseRule matches case-insensitively too, and suggests on a miss', async () => {
    const { parseRule } = await import('../src/index.js');
    expect(parseRule('Hostname', 'www.example.org', { rfc: 1738 }).ok).toBe(true);
    expect(parseRule('HOSTNAME', 'www.example.org', { rfc: 2396 }).ok).toBe(true);
    // RFC 1738 and RFC 2396 both declare hostname: without { rfc } the name is ambiguous.
    expect(() => parseRule('HOSTNAME', 'www.example.org')).toThrow('"HOSTNAME" is declared by RFC 1738 and RFC 2396: pass { rfc }');
    expect(() => parseRule('hostnme', 'x')).toThrow('no rule is named "hostnme"; did you mean "hostname"?');
  });
});

describe('output wraps to the terminal (80 columns when piped, --width N, 0 for none)', () => {
  const long = `http://www.exa mple.org/${'a'.repeat(150)}`;
  const widest = (s: string) => Math.max(...s.split('\n').map((l) => Array.from(l).length));

  it('a report fits 80 columns when piped; the input line is elided around the caret, which stays aligned', async () => {
    const r = (await run(['check', long]));
    expect(r.code).toBe(1);
    expect(widest(r.stdout)).toBeLessThanOrEqual(80);
    const lines = r.stdout.split('\n');
    const src = lines.findIndex((l) => l.startsWith('  | http://'));
    expect(lines[src]!.endsWith('…')).toBe(true);
    const caret = Array.from(lines[src + 1]!).indexOf('^');
    expect(Array.from(lines[src]!)[caret]).toBe(' ');
    expect(Array.from(lines[src]!)[caret - 1]).toBe('a');
    // A long `= inside` line wraps with a hanging indent.
    expect(r.stdout).toMatch(/\n {6}hier-part at 1:6 {2}\[RFC 3986 Appendix A\] .*\n {10}\S/);
  });

  it('a late caret: the start of the input line is elided, and the caret still points at its character', async () => {
    const r = (await run(['check', `http://example.org/${'a'.repeat(120)}/b c/${'x'.repeat(60)}`]));
    const lines = r.stdout.split('\n');
    const src = lines.findIndex((l) => l.startsWith('  | …'));
    expect(src).toBeGreaterThan(0);
    const caret = Array.from(lines[src + 1]!).indexOf('^');
    expect(Array.from(lines[src]!).slice(caret - 1, caret + 2).join('')).toBe('b c');
    expect(widest(r.stdout)).toBeLessThanOrEqual(80);
  });

  it('--width 0 does not wrap; --width N wraps to N', async () => {
    const none = (await run(['check', '--width', '0', long]));
    expect(none.stdout).toContain(`  | ${long}\n`);
    expect(widest((await run(['check', '--width', '60', long])).stdout)).toBeLessThanOrEqual(60);
    expect(widest((await run(['join', 'http://a/b/c/d;p?q', '../g', '--trace', '--width', '50'])).stdout)).toBeLessThanOrEqual(50);
  });

  it('the compare table fits 80 columns: the readers in groups, every reader still shown', async () => {
    const r = (await run(['compare', 'http://example.org:99999/a/b;p?q#f']));
    expect(widest(r.stdout)).toBeLessThanOrEqual(80);
    for (const reader of ['RFC 1738 (strict)', 'RFC 1808 (strict)', 'Python urlsplit', 'Python urlparse', 'browser draft (abarth-url-00)', 'WHATWG URL Standard (urlgrammar)']) {
      expect(r.stdout).toContain(reader);
    }
    expect(widest((await run(['compare', '--width', '40', 'http://example.org:99999/'])).stdout)).toBeLessThanOrEqual(40);
    expect(widest((await run(['compare', '--width', '0', 'http://a/b;p?q#f'])).stdout)).toBeGreaterThan(120);
  });
});

describe('an internal error is one line (exit 3), the stack only with --debug', () => {
  // Standard output that fails (a full disk) when `split` prints its answer.
  const crash = async (extra: string[]) => {
    let stderr = '';
    const code = await main(['split', 'http://a/', ...extra], {
      stdout: {
        write: () => {
          throw new Error('boom\nsecond line');
        },
      },
      stderr: { write: (s) => ((stderr += s), true) },
      stdin: (async function* () {})(),
      env: {},
    });
    return { code, stderr };
  };

  it('without --debug: one line', async () => {
    expect(await crash([])).toEqual({ code: 3, stderr: 'urlgrammar: internal error: Error: boom second line (run with --debug for the stack)\n' });
  });

  it('with --debug: the stack', async () => {
    const r = await crash(['--debug']);
    expect(r.code).toBe(3);
    expect(r.stderr.split('\n')[0]).toBe('urlgrammar: internal error: Error: boom second line');
    expect(r.stderr).toMatch(/\n {4}at /);
  });
});

describe('no input reaches exit 3: malformed URLs, unknown flags, empty and binary input', () => {
  // Every byte but NUL (which argv cannot hold), as Node decodes the argv the shell passes (not
  // valid UTF-8: U+FFFD for each ill-formed sequence; the spawned smoke test at the end holds it to
  // the executable's own argv).
  const binaryArgv = Buffer.from(Array.from({ length: 255 }, (_v, i) => i + 1)).toString('utf8');
  const malformed = ['', ' ', 'http://[::1', '//[a]/', 'http://a/%zz', 'http://a:99999999999999999999/', '[', '%', '\\\\', 'http://[v1.x]/', 'a'.repeat(3000), '\u0000\ud800\uffff', 'é:/\u{1F600}'];
  const commands: Array<[string, (u: string) => string[]]> = [
    ['check', (u) => ['check', u]],
    ['check-1808', (u) => ['check', '--grammar', 'rfc1808', u]],
    ['parse', (u) => ['parse', u]],
    ['split', (u) => ['split', u]],
    ['urlparse', (u) => ['urlparse', u]],
    ['join-urllib', (u) => ['join', u, u, '--spec', 'urllib', '--trace']],
    ['join-1808', (u) => ['join', 'http://a/b', u, '--spec', 'rfc1808', '--trace']],
    ['join-3986', (u) => ['join', u, 'g', '--trace']],
    ['join-abarth', (u) => ['join', u, u, '--spec', 'abarth-url-00', '--trace']],
    ['dots', (u) => ['dots', u, '--trace']],
    ['grammar', (u) => ['grammar', u]],
    ['compare', (u) => ['compare', u]],
    ['iri', (u) => ['iri', u, '--host', 'idna']],
    ['iri-to-iri', (u) => ['iri', '--to', 'iri', u, '--host', 'idna']],
  ];
  const ok = (r: { status?: number | null; code?: number | null; stdout: string; stderr: string }) => {
    expect([0, 1, 2]).toContain(r.status ?? r.code);
    expect(r.stdout + r.stderr).not.toMatch(/^\s+at (?:.+ \()?(?:file|node):.*:\d+:\d+\)?$|internal error/m);
  };

  it.each(commands)('%s: malformed URLs and binary argv', async (_name, argv) => {
    for (const u of [...malformed, binaryArgv]) ok(await run(argv(u.replace(/\u0000/g, ''))));
  }, 60_000);

  it.each(commands)('%s: an unknown flag and missing arguments are usage errors', async (_name, argv) => {
    const [cmd] = argv('x');
    const r = await run([...argv('http://a/'), '--no-such-flag']);
    expect(r.code).toBe(2);
    ok(r);
    ok(await run([cmd!], ''));
  }, 60_000);

  it('check: empty, blank and binary standard input (every byte 0x00-0xff)', async () => {
    ok(await run(['check'], ''));
    expect(await run(['check'], '')).toEqual({ code: 0, stdout: '', stderr: '0 checked, 0 invalid\n' });
    const bytes = Buffer.from(Array.from({ length: 256 }, (_v, i) => i));
    for (const format of ['text', 'json', 'line']) {
      const r = await run(['check', '--format', format], Buffer.concat([bytes, Buffer.from(bytes).reverse()]));
      expect(r.code).toBe(1);
      ok(r);
    }
    // In chunks of 7 bytes, as a pipe may cut it (inside a sequence).
    ok(await run(['check'], chunked(Buffer.concat([bytes, Buffer.from(bytes).reverse()]), 7)));
  }, 60_000);
});

describe('--start', () => {
  it('checks from a named start symbol of the grammar; an unknown one is a usage error that lists them', async () => {
    expect((await run(['check', '--grammar', 'rfc1808', '--start', 'absoluteURL', '../g'])).code).toBe(1);
    expect((await run(['check', '--grammar', 'rfc1808', '--start', 'relativeurl', '../g'])).code).toBe(0);
    const bad = (await run(['check', '--grammar', 'rfc1808', '--start', 'nope', 'x']));
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe('urlgrammar check: --start must be a start symbol of rfc1808 (URL-1808, URL, absoluteURL, relativeURL), not "nope"');
    expect((await run(['parse', '--grammar', 'rfc1738', '--start', 'url', '--json', 'http://a/'])).code).toBe(0);
  });

  it('defaults to rfc3986 from URI; a grammar named alone reads its own default, an absolute URL; --start alone is one of rfc3986\'s', async () => {
    // DECISIONS 18, 37: check and parse default to { grammar: 'rfc3986', start: 'URI' }, as parseURL does;
    // --grammar alone reads the same kind of input, the grammar's default start symbol.
    const relative = (await run(['check', '--format', 'line', '../g']));
    expect(relative.code).toBe(1);
    expect(relative).toEqual({ code: 1, stdout: '1: invalid "../g" 1:1 scheme.missing: "."\n', stderr: '1 checked, 1 invalid\n' });
    expect((await run(['check', '--grammar', 'rfc3986', '../g'])).code).toBe(1); // URI, as without --grammar
    for (const g of ['rfc3987', 'rfc1808', 'rfc2396', 'rfc2396+2732', 'whatwg']) expect((await run(['check', '--grammar', g, '../g'])).code, g).toBe(1);
    expect((await run(['check', '--grammar', 'rfc1808', '--start', 'URL', '../g'])).code).toBe(0);
    expect((await run(['check', '--start', 'URI-reference', '../g'])).code).toBe(0);
    expect((await run(['check', '--start', 'relative-ref', '../g'])).code).toBe(0);
    expect((await run(['check', 'HTTP://a/'])).code).toBe(0); // RFC 3986: a scheme's case does not matter
    expect((await run(['check', '--grammar', 'rfc1738', 'HTTP://a/'])).code).toBe(1); // RFC 1738: lowalpha
    const wrong = (await run(['check', '--start', 'relativeURL', 'x']));
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.split('\n')[0]).toBe('urlgrammar check: --start must be a start symbol of rfc3986 (URI, URI-reference, absolute-URI, relative-ref), not "relativeURL"');
    expect((JSON.parse((await run(['parse', '--json', 'http://a/'])).stdout) as { type: string }).type).toBe('URI');
    expect((JSON.parse((await run(['parse', '--json', '--grammar', 'rfc3986', '--start', 'URI-reference', '../g'])).stdout) as { type: string }).type).toBe('URI-reference');
    expect((JSON.parse((await run(['parse', '--json', '--grammar', 'rfc2396', 'http://a/#f'])).stdout) as { type: string }).type).toBe('URI-2396');
    expect(JSON.parse((await run(['parse', '--json', '--grammar', 'rfc3986', '../g'])).stdout)).toMatchObject({ code: 'scheme.missing', grammar: 'rfc3986' });
    expect(JSON.parse((await run(['parse', '--json', '../g'])).stdout)).toMatchObject({ code: 'scheme.missing', grammar: 'rfc3986' });
  });
});

describe('urlgrammar iri', () => {
  it('maps an IRI to a URI (RFC 3987 §3.1), the host percent-encoded or by IDNA', async () => {
    expect((await run(['iri', 'http://www.example.org/Dürst']))).toEqual({ code: 0, stdout: 'http://www.example.org/D%C3%BCrst\n', stderr: '' });
    expect((await run(['iri', 'http://résumé.example.org'])).stdout).toBe('http://r%C3%A9sum%C3%A9.example.org\n');
    expect((await run(['iri', 'http://résumé.example.org', '--host', 'idna'])).stdout).toBe('http://xn--rsum-bpad.example.org\n');
  });

  it('converts a URI to an IRI with --to iri (RFC 3987 §3.2.1)', async () => {
    expect((await run(['iri', '--to', 'iri', 'http://www.example.org/D%C3%BCrst'])).stdout).toBe('http://www.example.org/Dürst\n');
    expect((await run(['iri', '--to', 'iri', 'http://www.example.org/D%FCrst'])).stdout).toBe('http://www.example.org/D%FCrst\n');
    expect((await run(['iri', '--to', 'iri', '--host', 'idna', 'http://xn--99zt52a.example.org/%E2%80%AE'])).stdout).toBe('http://納豆.example.org/%E2%80%AE\n');
    // Step 2 decodes the escapes of unreserved characters; --keep-unreserved keeps them.
    expect((await run(['iri', '--to', 'iri', 'http://a/%7Eu/%C3%BC'])).stdout).toBe('http://a/~u/ü\n');
    expect((await run(['iri', '--to', 'iri', '--keep-unreserved', 'http://a/%7Eu/%C3%BC'])).stdout).toBe('http://a/%7Eu/ü\n');
    const bad = (await run(['iri', '--keep-unreserved', 'http://a/']));
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe('urlgrammar iri: --keep-unreserved applies to --to iri only');
  });

  it('--json prints {input, to, host, output}', async () => {
    expect(JSON.parse((await run(['iri', '--json', '--to', 'iri', 'http://a/%C3%BC'])).stdout)).toEqual({ input: 'http://a/%C3%BC', to: 'iri', host: 'percent', output: 'http://a/ü' });
  });

  it('an input it cannot convert is the IRIError on one line, exit 1 (as JSON with --json)', async () => {
    const r = (await run(['iri', '--width', '0', 'http://a/b c']));
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^error\[char\.not-allowed\]: char\.not-allowed at 10: U\+0020 SPACE is in neither a URI nor an IRI/);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stderr).toBe('');
    const idna = (await run(['iri', '--json', '--host', 'idna', 'http://a_b.ü/']));
    expect(idna.code).toBe(1);
    expect(JSON.parse(idna.stdout)).toMatchObject({ error: { type: 'IRIError', code: 'host.idna' } });
    const bad = (await run(['iri', '--to', 'iri', 'http://a/%zz']));
    expect([bad.code, bad.stdout.split('\n')[0]!.slice(0, 25)]).toEqual([1, 'error[escape.bad-hex]: es']);
  });
});

describe('check for batches (issue 40 item 4): every record traced to its input line', () => {
  const input = 'http://a/\n\nhttp://b c/\n';

  it('the text report\'s --> line is the input\'s line:column (it said 1:9 for the third line)', async () => {
    const r = await run(['check', '--width', '0'], input);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(' --> 3:9 (rfc3986, syntax error)');
    expect(r.stdout).toMatch(/\n {6}URI at 3:1 {2}\[RFC 3986 Appendix A\]/);
    expect(r.stdout).not.toMatch(/\b1:\d/);
    // A warning's too; an argument is numbered as a line would be.
    const w = await run(['check', '--warnings'], 'http://a/\nhttp://example.com:80/\n');
    expect(w.stdout).toMatch(/^warning\[port\.default\]: 80 is the default port of http[^\n]*\n --> 2:19\n/);
    expect((await run(['check', '--warnings', 'http://a/', 'http://a/', 'http://example.com:80/'])).stdout).toContain(' --> 3:19\n');
  });

  it('json and jsonl carry inputLine on every record; line and column stay the position in the URL', async () => {
    const jsonl = await run(['check', '--format', 'jsonl'], input);
    expect(jsonl.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)).toEqual([
      { input: 'http://a/', inputLine: 1, valid: true },
      expect.objectContaining({ input: 'http://b c/', inputLine: 3, valid: false, line: 1, column: 9 }),
    ]);
    const json = await run(['check', '--json', '--fix'], input);
    expect(json.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { inputLine: number }).inputLine)).toEqual([1, 3]);
  });

  it('--format line begins each line with its input line; a fix shows its applicability', async () => {
    const r = await run(['check', '--format', 'line', '--grammar', 'rfc1738'], 'http://a/\n\nhttp://b c/\nhttp://a/b c\n');
    expect(r.stdout).toBe(
      '1: valid "http://a/"\n' +
        '3: invalid "http://b c/" 1:9 char.space: U+0020 SPACE fix (maybe-incorrect) "http://bc/"\n' +
        '4: invalid "http://a/b c" 1:11 char.space: U+0020 SPACE fix (machine-applicable) "http://a/b%20c"\n',
    );
  });

  it('--fix: one output line per input line (5 in, 5 out), blank lines as they were', async () => {
    const five = 'http://a/\n\nhttp://b c/\n \t\nhttp//x\n';
    const r = await run(['check', '--fix'], five);
    expect(r.stdout).toBe('http://a/\n\nhttp://b c/\n \t\nhttp://x\n');
    expect(r.stdout.split('\n')).toHaveLength(five.split('\n').length);
    expect(r.stderr).toBe('3: invalid "http://b c/" 1:9 char.space: U+0020 SPACE\n  not applied (maybe-incorrect): remove the space (a host cannot hold one, escaped or not): "http://bc/"; --unsafe-fixes applies it\n3 checked, 1 still invalid, 2 blank lines skipped\n');
    // Without a line end at the end: still 5 lines.
    expect((await run(['check', '--fix'], five.slice(0, -1))).stdout).toBe(r.stdout);
  });

  it('the summary goes to standard error in every format; --quiet drops it (and the rate), not the notes', async () => {
    for (const format of ['text', 'line', 'json', 'jsonl']) {
      const r = await run(['check', '--format', format], input);
      expect(r.stderr, format).toBe('2 checked, 1 invalid, 1 blank line skipped\n');
      expect(r.stdout, format).not.toContain('checked');
      const q = await run(['check', '--format', format, '--quiet'], input);
      expect(q, format).toEqual({ code: 1, stdout: r.stdout, stderr: '' });
    }
    expect((await run(['check', '-q', '--jobs', '2'], input)).stderr).toBe('');
    // The password-masking notice stays (under --fix, the URLs are data), and so does what --fix could not fix.
    const masked = await run(['check', '--fix', '--quiet', 'http://u:hunter2@h/', 'http://b c/']);
    expect(masked.stdout).toBe('http://u:*******@h/\nhttp://b c/\n');
    expect(masked.stderr).toBe(
      '2: invalid "http://b c/" 1:9 char.space: U+0020 SPACE\n  not applied (maybe-incorrect): remove the space (a host cannot hold one, escaped or not): "http://bc/"; --unsafe-fixes applies it\n' +
        'urlgrammar: note: passwords are masked (****) in the output; --show-password shows them in the data (never in reports)\n',
    );
    const help = (await run(['help', 'check'])).stdout;
    for (const said of ['-q, --quiet', 'inputLine', 'on standard error (in every format', 'one output line per\n              input line']) expect(help).toContain(said);
    const bom = await run(['check', '--quiet'], Buffer.from('\ufeffhttp://a/\n'));
    expect(bom.stderr).toBe('urlgrammar check: note: a UTF-8 byte order mark at the start of standard input was removed\n');
  });

  it('the rate line: "1 URL", and no rate for a run under a second (a table: no clock is read here)', () => {
    expect(rateLine(1, 0.02, 'one thread')).toBe('1 URL in 0.02 s (one thread)');
    expect(rateLine(1, 3.29, 'one thread')).toBe('1 URL in 3.29 s: 0.3 URLs/s (one thread)');
    expect(rateLine(2, 0.999, 'one thread')).toBe('2 URLs in 1.00 s (one thread)');
    expect(rateLine(200_000, 12.5, '2 worker threads')).toBe('200000 URLs in 12.50 s: 16000 URLs/s (2 worker threads)');
    expect(rateLine(0, 0, 'one thread')).toBe('0 URLs in 0.00 s (one thread)');
    expect([rateOf(5, 0.5), rateOf(5, 1), rateOf(95, 10), rateOf(100, 10)]).toEqual([null, '5.0', '9.5', '10']);
    // What the command writes has that shape.
    return run(['check', '--jobs', '1'], 'http://a/\n').then((r) => expect(r.stderr).toMatch(/^1 URL in \d+\.\d\d s(?:: [\d.]+ URLs\/s)? \(one thread\)\n1 checked, 0 invalid\n$/));
  });
});

describe('check for batches (issue 24 item 5)', () => {
  const NOTE = 'urlgrammar check: note: a UTF-8 byte order mark at the start of standard input was removed\n';
  const bom = Buffer.from([0xef, 0xbb, 0xbf]);

  it('a UTF-8 byte order mark at the start of standard input is removed and said once on stderr', async () => {
    const r = await run(['check', '--format', 'line'], Buffer.concat([bom, Buffer.from('http://a/\nhttp://b/\n')]));
    expect(r).toEqual({ code: 0, stdout: '1: valid "http://a/"\n2: valid "http://b/"\n', stderr: NOTE + '2 checked, 0 invalid\n' });
    // However the bytes arrive: the mark cut across chunks, a byte at a time.
    const bytes = Buffer.concat([bom, Buffer.from('http://a/\n')]);
    const split = await run(['check', '--format', 'line'], Array.from(bytes, (b) => Uint8Array.of(b)));
    expect(split).toEqual({ code: 0, stdout: '1: valid "http://a/"\n', stderr: NOTE + '1 checked, 0 invalid\n' });
    // A mark alone is no line; without a mark, no note.
    expect(await run(['check'], bom)).toEqual({ code: 0, stdout: '', stderr: NOTE + '0 checked, 0 invalid\n' });
    expect((await run(['check'], 'http://a/\n')).stderr).toBe('1 checked, 0 invalid\n');
    // A first line shorter than a mark is answered without waiting for more.
    expect((await run(['check', '--format', 'line'], [Buffer.from('a\n'), Buffer.concat([bom, Buffer.from('b')])])).stdout).toMatch(/^1: invalid "a" 1:2 scheme\.missing: end of input[^\n]*\n2: invalid "\ufeffb" 1:1 paste\.whitespace: U\+FEFF[^\n]*\n$/);
    // Only the very start: a U+FEFF at the start of a later line is a character of that URL.
    const later = await run(['check', '--format', 'line'], Buffer.concat([bom, Buffer.from('http://a/\n'), bom, Buffer.from('http://b/\n')]));
    expect(later.code).toBe(1);
    expect(later.stdout.split('\n')[1]).toMatch(/^2: invalid "\ufeffhttp:\/\/b\/" 1:1 paste\.whitespace: U\+FEFF/);
    expect(later.stderr).toBe(NOTE + '2 checked, 1 invalid\n');
  });

  it('a byte order mark at the start of an argument is removed and said once', async () => {
    const r = await run(['check', '--format', 'line', '\ufeffhttp://a/', 'http://b/', '\ufeffhttp://c/']);
    expect(r).toEqual({
      code: 0,
      stdout: '1: valid "http://a/"\n2: valid "http://b/"\n3: valid "http://c/"\n',
      stderr: 'urlgrammar check: note: a byte order mark (U+FEFF) at the start of arguments 1, 3 was removed\n3 checked, 0 invalid\n',
    });
    expect((await run(['check', '\ufeffhttp://a/'])).stderr).toBe('urlgrammar check: note: a byte order mark (U+FEFF) at the start of argument 1 was removed\n1 checked, 0 invalid\n');
  });

  describe('a line that is not UTF-8 is flagged, with its line and byte, never silently replaced', () => {
    // Line 1 valid, line 2 blank, line 3 a sequence cut short (E2 82) at byte 9, line 4 a password and a lone FF.
    const input = Buffer.concat([Buffer.from('http://a/\n\nhttp://x'), Buffer.from([0xe2, 0x82]), Buffer.from('/\nhttp://u:hunter2@h'), Buffer.from([0xff]), Buffer.from('/\n')]);

    it('--format line', async () => {
      const r = await run(['check', '--format', 'line'], input);
      expect(r.code).toBe(1);
      expect(r.stdout).toBe(
        '1: valid "http://a/"\n' +
          '3: invalid "http://x\ufffd/" 1:9 input.invalid-utf8: E2 82 at byte 9 of line 3\n' +
          '4: invalid "http://u:*******@h\ufffd/" 1:19 input.invalid-utf8: FF at byte 19 of line 4\n',
      );
      expect(r.stderr).toBe('3 checked, 2 invalid, 1 blank line skipped\n');
    });

    it('--format text: the message, then the line with a caret under the first bad sequence', async () => {
      const r = await run(['check', '--width', '0'], input);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain(
        'error[input.invalid-utf8]: invalid UTF-8 at byte 9 of line 3 of standard input: the bytes E2 82 are not a character (shown as U+FFFD); the line is not checked\n' +
          ' --> 3:9\n  |\n  | http://x\ufffd/\n  |         ^ not UTF-8\n',
      );
      expect(r.stdout).toContain('the byte FF is not a character');
      expect(r.stdout).not.toContain('hunter2');
      expect(r.stderr).toBe('3 checked, 2 invalid, 1 blank line skipped\n');
    });

    it('--format json and jsonl: the code input.invalid-utf8, the line of the input and the byte', async () => {
      const json = (await run(['check', '--json'], input)).stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(json[1]).toEqual({
        input: 'http://x\ufffd/',
        inputLine: 3,
        valid: false,
        error: {
          code: 'input.invalid-utf8', message: 'invalid UTF-8 at byte 9 of line 3 of standard input: the bytes E2 82 are not a character (shown as U+FFFD)',
          inputLine: 3, byte: 9, bytes: 'E2 82', offset: 8, line: 1, column: 9, fixes: [],
        },
      });
      expect(json).toHaveLength(3);
      const jsonl = await run(['check', '--format', 'jsonl'], input);
      expect(jsonl.code).toBe(1);
      const lines = jsonl.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines[2]).toEqual({
        input: 'http://u:*******@h\ufffd/', inputLine: 4, valid: false, code: 'input.invalid-utf8', offset: 18, line: 1, column: 19, culprit: 18,
        message: 'invalid UTF-8 at byte 19 of line 4 of standard input: the byte FF is not a character (shown as U+FFFD)', byte: 19,
      });
      expect(jsonl.stdout).not.toContain('hunter2');
    });

    it('the ill-formed sequences of Unicode Table 3-7: overlong forms, surrogates, beyond U+10FFFF, stray continuation bytes', async () => {
      const cases: Array<[number[], string]> = [
        [[0xc0, 0xaf], 'C0'], // overlong "/"
        [[0xe0, 0x80, 0xaf], 'E0'], // overlong: E0 takes A0-BF next
        [[0xed, 0xa0, 0x80], 'ED'], // a surrogate (U+D800)
        [[0xf4, 0x90, 0x80, 0x80], 'F4'], // over U+10FFFF
        [[0xf0, 0x9f, 0x98], 'F0 9F 98'], // cut short
        [[0x80], '80'], // a continuation byte with no lead
        [[0xf8, 0x88, 0x80, 0x80, 0x80], 'F8'],
      ];
      for (const [bytes, shown] of cases) {
        const r = await run(['check', '--format', 'line'], Buffer.concat([Buffer.from('http://a/'), Buffer.from(bytes), Buffer.from('\n')]));
        expect(r.code).toBe(1);
        expect(r.stdout.split('\n')[0]).toMatch(new RegExp(`^1: invalid "http://a/\ufffd+" 1:10 input\\.invalid-utf8: ${shown} at byte 10 of line 1$`));
      }
      // Well-formed sequences of every length are not flagged.
      expect((await run(['check', '--format', 'line', '--grammar', 'rfc3987'], 'http://a/\u00e9\u20ac\u{1F600}\n')).stdout).toBe('1: valid "http://a/\u00e9\u20ac\u{1F600}"\n');
    });

    it('--fix: the line as read on stdout, "(no fix)" on stderr, exit 1', async () => {
      const r = await run(['check', '--fix'], input);
      expect(r.code).toBe(1);
      // One output line per input line: the blank line 2 stays.
      expect(r.stdout).toBe('http://a/\n\nhttp://x\ufffd/\nhttp://u:*******@h\ufffd/\n');
      expect((await run(['check', '--fix', '--show-password'], input)).stdout).toBe('http://a/\n\nhttp://x\ufffd/\nhttp://u:hunter2@h\ufffd/\n');
      expect(r.stderr).toContain('3: invalid "http://x\ufffd/" 1:9 input.invalid-utf8: E2 82 at byte 9 of line 3 (no fix)\n');
      expect(r.stderr).toContain('3 checked, 2 still invalid, 1 blank line skipped\n');
    });

    it.each(['text', 'json', 'jsonl'])('--format %s: --jobs 3 prints the same bytes as --jobs 1, line numbers included', async (format) => {
      // Over 64 KiB, so that --jobs 3 runs on worker threads: each piece numbers its lines from where the last left off.
      const lines: Buffer[] = [];
      const bad: string[] = [];
      for (let i = 0; i < 3000; i++) {
        if (i % 500 === 250) {
          lines.push(Buffer.concat([Buffer.from(`http://h${i}/`), Buffer.from([0xc3]), Buffer.from('\r\n')])); // a lead byte with nothing after it, then CR LF
          bad.push(`at byte ${`http://h${i}/`.length + 1} of line ${lines.length}`);
        } else {
          lines.push(Buffer.from(`http://h${i}.example/p\n`));
          if (i % 3 === 0) lines.push(Buffer.from('\n')); // a blank line: counted in the line numbers
        }
      }
      const big = Buffer.concat(lines);
      const one = await run(['check', '--format', format, '--jobs', '1', '--width', '100'], big);
      const three = await run(['check', '--format', format, '--jobs', '3', '--width', '100'], chunked(big, 1 << 16));
      expect(one.code).toBe(1);
      expect(three.code).toBe(1);
      expect(three.stdout).toBe(one.stdout);
      expect(one.stdout.match(/at byte \d+ of line \d+/g)).toEqual(bad);
      expect(bad.at(-1)).toBe('at byte 14 of line 3666');
    });
  });

  describe('--only valid|invalid: only those inputs are printed; the summary and the exit status count every input', () => {
    const input = 'http://a/\nhttp://b c/\n\nhttp://c/\nhttp://[::1\n';

    it('--only invalid', async () => {
      expect(await run(['check', '--format', 'line', '--only', 'invalid'], input)).toEqual({
        code: 1,
        stdout: '2: invalid "http://b c/" 1:9 char.space: U+0020 SPACE fix (maybe-incorrect) "http://bc/"\n5: invalid "http://[::1" 1:12 ipv6.unclosed: end of input fix (machine-applicable) "http://[::1]"\n',
        stderr: '4 checked, 2 invalid, 1 blank line skipped\n',
      });
      const jsonl = (await run(['check', '--format', 'jsonl', '--only', 'invalid'], input)).stdout.trim().split('\n').map((l) => JSON.parse(l) as { input?: string; inputLine?: number });
      expect(jsonl.map((l) => [l.inputLine, l.input])).toEqual([[2, 'http://b c/'], [5, 'http://[::1']]);
      const text = await run(['check', '--only', 'invalid', '--warnings', 'http://a:80/', 'http://b c/']);
      expect(text.stdout).not.toContain('warning[');
      expect(text.stdout.match(/^error\[/gm)).toHaveLength(1);
    });

    it('--only valid', async () => {
      const r = await run(['check', '--format', 'line', '--only', 'valid'], input);
      expect(r).toEqual({ code: 1, stdout: '1: valid "http://a/"\n4: valid "http://c/"\n', stderr: '4 checked, 2 invalid, 1 blank line skipped\n' });
      const json = await run(['check', '--json', '--only', 'valid'], input);
      expect(json.stdout).toBe('{"input":"http://a/","inputLine":1,"valid":true}\n{"input":"http://c/","inputLine":4,"valid":true}\n');
      // A line that is not UTF-8 is invalid: not printed under --only valid, but counted.
      const bad = await run(['check', '--format', 'line', '--only', 'valid'], Buffer.from([0x68, 0xff, 0x0a]));
      expect(bad).toEqual({ code: 1, stdout: '', stderr: '1 checked, 1 invalid\n' });
    });

    it('a bad value, or with --fix: a usage error', async () => {
      const bad = await run(['check', '--only', 'broken', 'http://a/']);
      expect(bad.code).toBe(2);
      expect(bad.stderr.split('\n')[0]).toBe('urlgrammar check: --only must be valid or invalid, not "broken"');
      const fix = await run(['check', '--fix', '--only', 'invalid', 'http://a/']);
      expect(fix.code).toBe(2);
      expect(fix.stderr.split('\n')[0]).toBe('urlgrammar check: --fix prints every URL, corrected; it cannot go with --only');
    });
  });

  describe('--format jsonl: one compact object per input', () => {
    it('input and valid; for an invalid URL code, offset, line, column, culprit, message and the first fix; no trace', async () => {
      const r = await run(['check', '--format', 'jsonl', 'http://a/', 'http://www.exa mple.org/', 'ftp://user:p@ss@host/']);
      expect(r.code).toBe(1);
      const records = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      // One record per input, of one shape; the summary is on standard error.
      expect(records).toHaveLength(3);
      const [valid, space, at] = records;
      expect(r.stderr).toBe('3 checked, 2 invalid\n');
      expect(valid).toEqual({ input: 'http://a/', inputLine: 1, valid: true });
      expect(space).toEqual({
        input: 'http://www.exa mple.org/', inputLine: 2, valid: false, code: 'char.space', offset: 14, line: 1, column: 15, culprit: 14,
        message: expect.stringMatching(/^char\.space: /), fix: { url: 'http://www.example.org/', partial: false, applicability: expect.any(String) },
      });
      // The culprit is where to fix (the first "@"), the offset where the parser stopped; the password is masked.
      expect(at).toMatchObject({ inputLine: 3, valid: false, culprit: 12 });
      expect((at as { offset: number }).offset).not.toBe(12);
      expect(JSON.stringify(at)).not.toContain('p@ss');
      for (const line of [space, at]) expect(Object.keys(line!)).not.toContain('trace');
    });

    it('is compact: under a third of --format json on invalid URLs, and no expected terminals, hints or rule stack', async () => {
      const urls = Array.from({ length: 50 }, (_v, i) => `http://h${i}.example/a b${i}`);
      const json = (await run(['check', '--json', ...urls])).stdout;
      const jsonl = (await run(['check', '--format', 'jsonl', ...urls])).stdout;
      expect(jsonl.length * 3).toBeLessThan(json.length);
      expect(jsonl).not.toMatch(/"(expected|hints|trace|edits)"/);
    });

    it('a partial fix (another error remains) says partial; --all-errors lists each error with its own fix', async () => {
      const one = JSON.parse((await run(['check', '--format', 'jsonl', 'http://host/a b?c d'])).stdout.split('\n')[0]!) as Record<string, unknown>;
      expect(one.fix).toMatchObject({ url: 'http://host/a%20b?c d', partial: true });
      const all = JSON.parse((await run(['check', '--format', 'jsonl', '--all-errors', 'http://host/a b?c d'])).stdout.split('\n')[0]!) as { errors: Array<Record<string, unknown>> };
      expect(all.errors.map((e) => [e.code, e.offset, e.fix])).toEqual([
        ['char.space', 13, expect.objectContaining({ url: 'http://host/a%20b?c d', partial: true })],
        ['char.space', 17, expect.objectContaining({ url: 'http://host/a b?c%20d', partial: true })],
      ]);
      expect(all).toMatchObject({ code: 'char.space', offset: 13 });
    });

    it('--trace adds the rule stack; it goes with jsonl only', async () => {
      const r = JSON.parse((await run(['check', '--format', 'jsonl', '--trace', 'http://a b/'])).stdout.split('\n')[0]!) as { trace: Array<{ rule: string }> };
      expect(r.trace.map((f) => f.rule)).toEqual(['URI', 'hier-part', 'authority', 'host', 'reg-name']);
      const bad = await run(['check', '--trace', '--format', 'json', 'http://a b/']);
      expect(bad.code).toBe(2);
      expect(bad.stderr.split('\n')[0]).toBe('urlgrammar check: --trace adds the rule stack to --format jsonl (--format json always has it); it cannot go with --format json');
      expect((await run(['check', '--fix', '--format', 'jsonl', 'x'])).code).toBe(2);
    });

    it('--warnings: each warning with its position and fix; passwords masked', async () => {
      const r = JSON.parse((await run(['check', '--format', 'jsonl', '--warnings', 'http://u:hunter2@example.com:80/'])).stdout.split('\n')[0]!) as { valid: boolean; warnings: Array<Record<string, unknown>> };
      expect(r.valid).toBe(true);
      expect(r.warnings.find((w) => w.code === 'port.default')).toEqual({
        code: 'port.default', start: 28, end: 31, line: 1, column: 29, message: expect.any(String), fix: expect.objectContaining({ url: 'http://u:*******@example.com/', partial: false }),
      });
      expect(JSON.stringify(r)).not.toContain('hunter2');
    });
  });

  it('--format line: a partial fix is labelled partial-fix; with --all-errors each error has its own fix on its own line', async () => {
    const r = await run(['check', '--format', 'line', 'http://host/a b?c d', 'http://b c/']);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual([
      '1: invalid "http://host/a b?c d" 1:14 char.space: U+0020 SPACE partial-fix (machine-applicable) "http://host/a%20b?c d"',
      '2: invalid "http://b c/" 1:9 char.space: U+0020 SPACE fix (maybe-incorrect) "http://bc/"',
    ]);
    const all = await run(['check', '--format', 'line', '--all-errors', 'http://host/a b?c d']);
    expect(all.stdout).toBe(
      '1: invalid "http://host/a b?c d" 1:14 char.space: U+0020 SPACE partial-fix (machine-applicable) "http://host/a%20b?c d"\n' +
        '1: invalid "http://host/a b?c d" 1:18 char.space: U+0020 SPACE partial-fix (machine-applicable) "http://host/a b?c%20d"\n',
    );
    // The text report (formatReport) says "partial fix" too, and JSON has validates: false.
    expect((await run(['check', 'http://host/a b?c d'])).stdout).toMatch(/= partial fix\b/);
    expect(JSON.parse((await run(['check', '--json', 'http://host/a b?c d'])).stdout.split('\n')[0]!).error.fixes[0].validates).toBe(false);
  });

  it('an input over 64 KiB is given once: errors without input, fixes as edits, lines as excerpts (--all-errors made hundreds of MB and exit 3)', async () => {
    const url = 'http://a/' + '%'.repeat(70_000);
    const json = await run(['check', '--all-errors', '--format', 'json'], url);
    expect(json.code).toBe(1);
    const j = JSON.parse(json.stdout.split('\n')[0]!) as { input: string; error: Record<string, unknown>; errors: Array<Record<string, unknown>> };
    expect(j.input).toBe(url);
    expect(j.errors).toHaveLength(100);
    for (const e of [j.error, ...j.errors]) {
      expect(e).not.toHaveProperty('input');
      for (const f of e['fixes'] as Array<Record<string, unknown>>) {
        expect(f).not.toHaveProperty('url');
        expect(f['edits']).toEqual([{ start: e['culprit'] && (e['culprit'] as { offset: number }).offset, end: (e['culprit'] as { offset: number }).offset + 1, text: '%25' }]);
      }
    }
    // The input once, the rest small.
    expect(json.stdout.length).toBeLessThan(url.length + 200_000);
    const jsonl = await run(['check', '--all-errors', '--format', 'jsonl'], url);
    const l = JSON.parse(jsonl.stdout.split('\n')[0]!) as { errors: Array<{ fix: Record<string, unknown> }> };
    expect(l.errors[1]!.fix).toEqual({ edits: [{ start: 10, end: 11, text: '%25' }], partial: true, applicability: 'machine-applicable' });
    expect(jsonl.stdout.length).toBeLessThan(url.length + 100_000);
    const line = await run(['check', '--all-errors', '--format', 'line'], url);
    const lines = line.stdout.split('\n');
    expect(lines[1]).toBe(`1: invalid "http://a/${'%'.repeat(63)}…" 1:12 escape.bad-hex: "%" partial-fix-edits (machine-applicable) [{"start":10,"end":11,"text":"%25"}]`);
    expect(line.stdout.length).toBeLessThan(30_000);
    // Text was bounded already (excerpts); a URL of 64 KiB or less keeps every format as it was.
    // (Under test:full: text's excerpts are test/recover-bounds.test.ts's too.)
    if (FULL) expect((await run(['check', '--all-errors', '--format', 'text'], url)).stdout.length).toBeLessThan(200_000);
  });

  it('--jobs defaults to 1: standard input is checked on the main thread, as the rate line says', async () => {
    const input = Array.from({ length: 6000 }, (_v, i) => `http://h${i}.example/p`).join('\n'); // over 64 KiB: several pieces
    const r = await run(['check', '--format', 'line'], input, {}, true);
    expect(r.code).toBe(0);
    // Standard error a terminal: the progress line, then the rate (none under a second), then the summary.
    expect(r.stderr).toMatch(/^(?:\r\d+ checked, 0 invalid(?:, [\d.]+\/s)?)+\n6000 URLs in \d+\.\d\d s(?:: [\d.]+ URLs\/s)? \(one thread\)\n6000 checked, 0 invalid\n$/);
    expect((await run(['check', '--help'])).stdout).toContain('(default 1:');
  });

  it('warnings give their position as line:column, as errors do, with carets under what they are about', async () => {
    const r = await run(['check', '--warnings', 'http://example.com:80/']);
    expect(r.stdout).toContain('warning[port.default]: 80 is the default port of http');
    expect(r.stdout).toContain(' --> 1:19\n  |\n  | http://example.com:80/\n  |                   ^^^\n  |\n  = fix (maybe-incorrect): remove ":80"\n      http://example.com/\n');
    expect(r.stdout).not.toMatch(/\d+\.\.\d+/);
    const pw = await run(['check', '--warnings', 'http://u:hunter2@example.org/']);
    expect(pw.stdout).toContain('  | http://u:*******@example.org/\n  |          ^^^^^^^\n');
    expect(pw.stdout).not.toContain('hunter2');
  });
});

describe('did you mean, for commands', () => {
  it('a misspelt command suggests the nearest (exit 2)', async () => {
    const r = await run(['chek', 'http://a/']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('urlgrammar: unknown command "chek"; did you mean "check"?');
    expect(r.stdout).toBe('');
    expect((await run(['joim'])).stderr.split('\n')[0]).toBe('urlgrammar: unknown command "joim"; did you mean "join"?');
    expect((await run(['frobnicate'])).stderr.split('\n')[0]).toBe('urlgrammar: unknown command "frobnicate"');
    const help = await run(['help', 'comapre']);
    expect(help.code).toBe(2);
    expect(help.stderr.split('\n')[0]).toBe('urlgrammar help: no command "comapre"; did you mean "compare"?');
  });

  it('a misspelt option suggests the nearest (exit 2)', async () => {
    const r = await run(['check', '--formt', 'line', 'http://a/']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe("urlgrammar check: unknown option '--formt'; did you mean --format?");
  });
});

describe('urlgrammar iri reads standard input without an argument', () => {
  it('one output line per input line: an empty line stays, an error takes its line, exit 1', async () => {
    const r = await run(['iri'], 'http://www.example.org/D\u00fcrst\n\nhttp://a/b c\nhttp://r\u00e9sum\u00e9.example.org/\n');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      'http://www.example.org/D%C3%BCrst',
      '',
      'error[char.not-allowed]: char.not-allowed at 10: U+0020 SPACE is in neither a URI nor an IRI (RFC 3987 §3.1: the conversion fails for it); write it percent-encoded',
      'http://r%C3%A9sum%C3%A9.example.org/',
      '',
    ]);
    expect(await run(['iri', '--host', 'idna', '--to', 'uri'], 'http://r\u00e9sum\u00e9.example.org/\r\nhttp://a/\u00fc')).toEqual({ code: 0, stdout: 'http://xn--rsum-bpad.example.org/\nhttp://a/%C3%BC\n', stderr: '' });
    expect(await run(['iri', '--to', 'iri'], 'http://a/%C3%BC\n')).toEqual({ code: 0, stdout: 'http://a/\u00fc\n', stderr: '' });
    expect(await run(['iri'], '')).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('--json: one object per line; a BOM is removed and said; a line that is not UTF-8 is an error', async () => {
    const input = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('http://u:hunter2@a/\u00fc\nhttp://a/'), Buffer.from([0xe9]), Buffer.from('\n')]);
    const r = await run(['iri', '--json'], input);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('urlgrammar iri: note: a UTF-8 byte order mark at the start of standard input was removed\nurlgrammar: note: passwords are masked (****) in the output; --show-password shows them in the data (never in reports)\n');
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toEqual({ input: 'http://u:*******@a/\u00fc', to: 'uri', host: 'percent', output: 'http://u:*******@a/%C3%BC' });
    expect(lines[1]).toEqual({ input: 'http://a/\ufffd', error: { code: 'input.invalid-utf8', message: 'invalid UTF-8 at byte 10 of line 2 of standard input: the byte E9 is not a character (shown as U+FFFD)', inputLine: 2, byte: 10, bytes: 'E9' } });
    const text = await run(['iri'], Buffer.from([0x61, 0xe9, 0x0a]));
    expect(text).toMatchObject({ code: 1, stdout: 'error[input.invalid-utf8]: invalid UTF-8 at byte 2 of line 1 of standard input: the byte E9 is not a character (shown as U+FFFD)\n' });
  });

  it('two arguments are a usage error', async () => {
    const r = await run(['iri', 'http://a/', 'http://b/']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('urlgrammar iri: takes at most 1 argument (URL), not 2');
  });

  it('the argument still wins: one URL, pretty JSON, the input\'s password masked', async () => {
    expect(JSON.parse((await run(['iri', '--json', 'http://u:hunter2@a/\u00fc'])).stdout)).toEqual({ input: 'http://u:*******@a/\u00fc', to: 'uri', host: 'percent', output: 'http://u:*******@a/%C3%BC' });
    expect(JSON.parse((await run(['iri', '--json', '--show-password', 'http://u:hunter2@a/\u00fc'])).stdout)).toEqual({ input: 'http://u:*******@a/\u00fc', to: 'uri', host: 'percent', output: 'http://u:hunter2@a/%C3%BC' });
  });
});

describe('urlgrammar join --strict', () => {
  it('resolves as without it when both are valid', async () => {
    expect(await run(['join', '--strict', 'http://a/b/c/d;p?q', '../g'])).toEqual({ code: 0, stdout: 'http://a/b/g\n', stderr: '' });
    expect(JSON.parse((await run(['join', '--strict', '--json', 'http://a/b', 'c'])).stdout)).toEqual({ base: 'http://a/b', reference: 'c', spec: 'rfc3986', strict: true, href: 'http://a/c' });
    expect((await run(['join', '--strict', '--spec', 'rfc1808', 'http://a/b/c/d;p?q', '../g'])).stdout).toBe('http://a/b/g\n');
  });

  it('an invalid base or reference: error[base.syntax] or error[reference.syntax] and the report, exit 1', async () => {
    // Without --strict, RFC 3986 §5.2 resolves any string.
    expect((await run(['join', 'http://a b/c', 'g'])).code).toBe(0);
    const base = await run(['join', '--strict', '--width', '0', 'http://a b/c', 'g']);
    expect(base.code).toBe(1);
    expect(base.stdout.split('\n')[0]).toBe('error[base.syntax]: base.syntax at 8: RFC 3986 §5.1: a base URI must conform to absolute-URI (char.space)');
    expect(base.stdout).toContain('error[char.space]');
    expect(base.stdout).toContain('  | http://a b/c\n');
    // §5.1: a base is an absolute-URI, without a fragment.
    expect((await run(['join', '--strict', 'http://a/b#f', 'g'])).stdout).toMatch(/^error\[base\.syntax\]/);
    const ref = await run(['join', '--strict', '--width', '0', 'http://a/b', 'g h']);
    expect(ref.code).toBe(1);
    expect(ref.stdout).toMatch(/^error\[reference\.syntax\]: reference\.syntax at 1: RFC 3986 §4\.1: the reference is not a URI-reference \(char\.space\)/);
  });

  it('--json: the error with its report, the password masked', async () => {
    const r = await run(['join', '--strict', '--json', 'http://u:hunter2@a b/', 'g']);
    expect(r.code).toBe(1);
    const j = JSON.parse(r.stdout) as { error: { type: string; code: string; report: { code: string; input: string } } };
    expect(j.error).toMatchObject({ type: 'ResolutionError', code: 'base.syntax', report: { code: 'char.space', input: 'http://u:*******@a b/' } });
    expect(r.stdout).not.toContain('hunter2');
  });

  it('with an algorithm that takes any string, a usage error', async () => {
    for (const spec of ['urllib', 'abarth-url-00']) {
      const r = await run(['join', '--strict', '--spec', spec, 'http://a/', 'g']);
      expect(r.code).toBe(2);
      expect(r.stderr.split('\n')[0]).toBe(`urlgrammar join: --strict validates under RFC 3986 (--spec rfc3986; rfc1808 always validates); it cannot go with --spec ${spec}`);
    }
  });
});

describe('our own message for a bad or missing option value (exit 2), never Node\'s parser\'s', () => {
  it.each([
    [['check', '--width', '-3', 'http://a/'], 'check: --width must be a number of columns (0: no wrapping), not "-3"'],
    [['check', '--width=-3', 'http://a/'], 'check: --width must be a number of columns (0: no wrapping), not "-3"'],
    [['check', '--width', 'abc', 'http://a/'], 'check: --width must be a number of columns (0: no wrapping), not "abc"'],
    [['check', '--width', '1.5', 'http://a/'], 'check: --width must be a number of columns (0: no wrapping), not "1.5"'],
    [['check', 'http://a/', '--width'], 'check: --width needs a value (a number of columns; 0: no wrapping)'],
    [['check', '--jobs', '0', 'http://a/'], 'check: --jobs must be a number of worker threads from 1 to 64, not "0"'],
    [['check', '--jobs', 'x', 'http://a/'], 'check: --jobs must be a number of worker threads from 1 to 64, not "x"'],
    [['check', '-j'], 'check: --jobs needs a value (a number of worker threads)'],
    [['check', '--grammar', '-x', 'http://a/'], 'check: --grammar must be one of '],
    [['check', '--grammar'], 'check: --grammar needs a value (a grammar name)'],
    [['check', '--start', '-1', 'http://a/'], 'check: --start must be a start symbol of rfc3986 '],
    [['check', '--format', '--json', 'http://a/'], 'check: --format must be text, json, line or jsonl, not "--json"'],
    [['check', '--only', '-v', 'http://a/'], 'check: --only must be valid or invalid, not "-v"'],
    [['check', '--json=yes', 'http://a/'], 'check: --json takes no value'],
    [['parse', '--width', '-1', 'http://a/'], 'parse: --width must be a number of columns'],
    [['join', '--spec', '-1', 'a', 'b'], 'join: --spec must be rfc1808, rfc3986, abarth-url-00, urllib; not "-1"'],
    [['join', 'a', 'b', '--spec'], 'join: --spec needs a value (an algorithm)'],
    [['dots', '--spec', '--trace', '/a'], 'dots: --spec must be rfc1808, rfc3986; not "--trace"'],
    [['grammar', '--rfc', '-1738'], 'grammar: --rfc must be one of '],
    [['grammar', '--rfc', '0x6ca'], 'grammar: --rfc must be one of 1738, 1808, 2732, 2373, 2234, urlgrammar; not "0x6ca"'],
    [['compare', '--width', '-80', 'http://a/'], 'compare: --width must be a number of columns'],
    [['iri', '--to', '-uri', 'http://a/'], 'iri: --to must be uri or iri, not "-uri"'],
    [['iri', '--host', '', 'http://a/'], 'iri: --host must be percent or idna, not ""'],
    [['split', '--scheme'], 'split: --scheme needs a value (a default scheme)'],
  ])('%j', async (argv, message) => {
    const r = await run(argv as string[]);
    expect(r.code).toBe(2);
    const first = r.stderr.split('\n')[0]!;
    expect(first.startsWith(`urlgrammar ${message}`)).toBe(true);
    expect(r.stderr.split('\n')[1]).toMatch(new RegExp(`^usage: urlgrammar ${(argv as string[])[0]}`));
    expect(r.stderr).not.toMatch(/ambiguous|To specify|<value>|Option '/);
    expect(r.stdout).toBe('');
  });

  it('a value that starts with "-" is taken where a value is due: split --scheme -x', async () => {
    expect(JSON.parse((await run(['split', '--scheme', '-x', '//h/p'])).stdout)).toMatchObject({ scheme: '-x', netloc: 'h' });
    // After "--", every argument is a URL.
    expect((await run(['check', '--format', 'line', '--', '--width'])).stdout).toBe('1: invalid "--width" 1:1 scheme.missing: "-"\n');
  });
});

describe('the built executable (spawned smoke tests: what only a process of its own shows)', () => {
  /** The built executable, on a pipe: its exit status, standard output and standard error. */
  const spawned = (args: string[], input?: string | Uint8Array) => {
    const r = spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, NO_COLOR: '' } });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  // Spawned: EPIPE exists only on a real pipe whose reader has gone (src/cli.ts handles it, not main).
  it('a reader that closes the pipe early (| head -1) ends the command quietly', () => {
    // Some 110 bytes a line of output: 4,000 lines are six times a pipe's 64 KiB.
    const input = Array.from({ length: FULL ? 20_000 : 4_000 }, (_v, i) => `http://h${i}.example/ b`).join('\n') + '\n';
    // The command's own exit status goes to standard error ($? of the left side of the pipe).
    const r = spawnSync('sh', ['-c', `{ "$0" "$1" check --format line; echo "exit $?" >&2; } | head -1`, process.execPath, cli], { input, encoding: 'utf8' });
    expect(r.stdout).toBe('1: invalid "http://h0.example/ b" 1:19 char.space: U+0020 SPACE fix (machine-applicable) "http://h0.example/%20b"\n');
    expect(r.stderr).toMatch(/^exit [01]\n$/);
  });

  // Spawned: the bytes go through a shell to the process's argv, which Node decodes (the in-process
  // tests above give the decoded string: this holds them to it).
  it('binary argv: every byte but NUL, through a shell, is read as the decoded string the in-process tests give (exit 1, no internal error)', async () => {
    const octal = Array.from({ length: 255 }, (_v, i) => `\\${(i + 1).toString(8).padStart(3, '0')}`).join('');
    const r = spawnSync('sh', ['-c', `"$0" "$1" check --format line "$(printf '${octal}')"`, process.execPath, cli], { encoding: 'utf8' });
    const decoded = Buffer.from(Array.from({ length: 255 }, (_v, i) => i + 1)).toString('utf8');
    const inProcess = await run(['check', '--format', 'line', decoded]);
    expect({ code: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual(inProcess);
    expect(inProcess.code).toBe(1);
    expect(inProcess.stdout).toMatch(/^1: invalid "/);
  });

  // Spawned: the built worker (dist/src/cli/check-worker.js) on the process's own standard input;
  // the tests above run the source's.
  it('--jobs 2 through the real process: the same bytes as --jobs 1 in this process', async () => {
    const input = Array.from({ length: 6000 }, (_v, i) => (i % 250 === 0 ? `http://bad host/${i}` : i % 333 === 0 ? '' : `http://h${i}.example/p`)).join('\n') + '\n';
    expect(input.length).toBeGreaterThan(1 << 17); // over two pieces: the workers get work
    const one = await run(['check', '--format', 'jsonl', '--jobs', '1'], input);
    const two = spawned(['check', '--format', 'jsonl', '--jobs', '2'], input);
    expect(two.code).toBe(1);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stderr).toMatch(/\(2 worker threads\)\n\d+ checked, \d+ invalid, \d+ blank lines skipped\n$/);
  });

  // Spawned: a preloaded module breaks JSON.stringify in the whole process, which `split` calls to
  // print its answer: what the executable prints, and its exit status, for a bug.
  it('an internal error prints one line and exits 3', () => {
    const breakIt = ['--import', 'data:text/javascript,JSON.stringify=()=>{throw new Error("boom\\nsecond line")}'];
    const r = spawnSync(process.execPath, [...breakIt, cli, 'split', 'http://a/'], { encoding: 'utf8' });
    expect(r.status).toBe(3);
    expect(r.stderr).toBe('urlgrammar: internal error: Error: boom second line (run with --debug for the stack)\n');
  });
});
