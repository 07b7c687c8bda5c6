/**
 * The built command line, run as a subprocess (`dist/src/cli.js`; `npm test` builds it first).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const cli = new URL('../dist/src/cli.js', import.meta.url).pathname;

function run(args: string[], input?: string, env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '', ...env } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('urlgrammar check', () => {
  it('reports an invalid URL with the traced report, a summary line, and exit 1', () => {
    const r = run(['check', 'http://www.exa mple.org/', 'http://example.org/']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('error[char.space]');
    expect(r.stdout).toContain('  | http://www.exa mple.org/');
    expect(r.stdout).toContain('domainlabel at 1:12  [RFC 1738 §5]');
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('2 checked, 1 invalid');
  });

  it('exits 0 when every URL is valid', () => {
    const r = run(['check', 'http://example.org/', 'ftp://ftp.example.org/pub/f;type=i']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('2 checked, 0 invalid\n');
  });

  it('reads one URL per line from stdin, --format line', () => {
    const r = run(['check', '--format', 'line'], 'http://a.example/\nhttp://b c/\nnews:comp.lang\n');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')).toEqual([
      'valid "http://a.example/"',
      'invalid "http://b c/" 1:9 char.space: U+0020 SPACE',
      'valid "news:comp.lang"',
      '3 checked, 1 invalid',
      '',
    ]);
  });

  it('--format json prints one JSON object per line, the last one the summary', () => {
    const r = run(['check', '--format', 'json', '--grammar', 'rfc1808', '../a b', '../g']);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ input: '../a b', valid: false, error: { code: 'char.space', offset: 4 } });
    expect(lines[1]).toEqual({ input: '../g', valid: true });
    expect(lines[2]).toEqual({ checked: 2, invalid: 1 });
  });

  it('streams a large stdin (20,000 lines) and colours nothing when stdout is not a terminal', () => {
    const input = Array.from({ length: 20_000 }, (_v, i) => (i % 1000 === 0 ? `http://bad host/${i}` : `http://h${i}.example/p`)).join('\n');
    const r = run(['check', '--format', 'line'], input, { FORCE_COLOR: '1' });
    expect(r.code).toBe(1);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('20000 checked, 20 invalid');
    expect(r.stdout).not.toContain('\u001b[');
    expect(r.stderr).toBe('');
  });
});

describe('urlgrammar parse, split, urlparse', () => {
  it('parse prints the AST with spans', () => {
    const r = run(['parse', 'http://[::1]:80/a%20b']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('      host [7, 12) "[::1]" (IPv6address)');
    expect(r.stdout).toContain('        port [13, 15) "80" = 80');
    expect(r.stdout).toContain('hsegment [16, 21) "a%20b" decoded "a b"');
  });

  it('parse --json prints the AST as JSON; an invalid URL prints the report and exits 1', () => {
    const ok = run(['parse', '--json', '--grammar', 'rfc1808', '../g;x?y#s']);
    expect((JSON.parse(ok.stdout) as { type: string }).type).toBe('URL');
    const bad = run(['parse', 'http://a b/']);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('error[char.space]');
  });

  it('split and urlparse print Python\'s results with the derived fields', () => {
    const r = run(['split', 'HTTP://User:Pw@[::1]:80/a;p?q#f']);
    expect(JSON.parse(r.stdout)).toEqual({
      scheme: 'http', netloc: 'User:Pw@[::1]:80', path: '/a;p', query: 'q', fragment: 'f',
      username: 'User', password: 'Pw', hostname: '::1', port: 80, geturl: 'http://User:Pw@[::1]:80/a;p?q#f',
    });
    const p = run(['urlparse', 'http://h/p;a?q']);
    expect(JSON.parse(p.stdout)).toMatchObject({ path: '/p', params: 'a', query: 'q' });
    const port = run(['split', 'http://h:99999/']);
    expect(JSON.parse(port.stdout).port).toEqual({ error: { type: 'ValueError', message: 'Port out of range 0-65535' } });
  });
});

describe('urlgrammar join and dots', () => {
  it('join resolves under each spec', () => {
    expect(run(['join', 'http://a/b/c/d;p?q', '../g']).stdout).toBe('http://a/b/g\n');
    expect(run(['join', 'http://a/b/c/d;p?q', '../../../g', '--spec', 'rfc1808']).stdout).toBe('http://a/../g\n');
    expect(run(['join', 'http://a/b/c/d;p?q', '../../../g', '--spec', 'rfc3986']).stdout).toBe('http://a/g\n');
    // The draft reads "\\" as a slash where it looks for "//": a scheme-relative reference.
    expect(run(['join', 'http://a/b/c/d;p?q', '\\\\x\\y', '--spec', 'abarth-url-00']).stdout).toBe('http://x\\y\n');
    expect(run(['join', 'http://a/b/c/d;p?q', 'g?y', '--spec', 'urllib']).stdout).toBe('http://a/b/c/g?y\n');
  });

  it('join --trace cites the RFC step of every change', () => {
    const r = run(['join', 'http://a/b/c/d;p?q', '../../g', '--spec', 'rfc1808', '--trace']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('http://a/g');
    expect(lines.filter((l) => /^\s*\d+\. /.test(l)).every((l) => /\d+\. RFC 1808 §4 step \d/.test(l))).toBe(true);
    expect(r.stdout).toContain('RFC 1808 §4 step 6c: "/b/c/../../g" -> "/b/../g"');
  });

  it('a reader that closes the pipe early ends the command quietly', () => {
    const r = spawnSync('sh', ['-c', `node ${cli} join 'http://a/b/c/d;p?q' '../../g' --spec rfc1808 --trace | head -1`], { encoding: 'utf8' });
    expect(r.stdout).toBe('http://a/g\n');
    expect(r.stderr).toBe('');
  });

  it('join with a base that cannot serve prints a typed error and exits 1', () => {
    const r = run(['join', 'mailto:a@b', 'g', '--spec', 'rfc1808']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^error\[base\./);
  });

  it('dots removes dot segments, with the steps of RFC 3986 §5.2.4', () => {
    const r = run(['dots', '/a/b/c/./../../g', '--trace']);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toBe('/a/g');
    expect(lines[1]).toBe(' 1. RFC 3986 §5.2.4 1: output "", input "/a/b/c/./../../g"');
    expect(lines.at(-1)).toMatch(/2E: output "\/a\/g", input ""$/);
    expect(run(['dots', '../a', '--spec', 'rfc1808']).stdout).toBe('../a\n');
  });
});

describe('urlgrammar grammar and compare', () => {
  it('grammar prints rules from the combinators in each format', () => {
    expect(run(['grammar', 'hostname', '--rfc', '1738']).stdout).toBe('hostname = *( domainlabel "." ) toplabel\n');
    expect(run(['grammar', 'hostname', '--rfc', '1738', '--format', 'rfc']).stdout).toBe('hostname = *[ domainlabel "." ] toplabel\n');
    const json = JSON.parse(run(['grammar', 'net_loc', '--format', 'json']).stdout) as Array<{ rfc: number; abnf: string }>;
    expect(json).toEqual([expect.objectContaining({ rfc: 1808, abnf: 'net-loc = *( pchar / ";" / "?" )' })]);
    const all = run(['grammar', '--rfc', '1808']).stdout;
    expect(all.startsWith('; RFC 1808 §2.2\nURL = ')).toBe(true);
  });

  it('grammar --format svg draws a railroad diagram from the combinators', () => {
    const one = run(['grammar', 'hostname', '--rfc', '1738', '--format', 'svg']).stdout;
    expect(one.startsWith('<svg')).toBe(true);
    expect(one).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(one).toContain('<style>');
    expect(one).toContain('domainlabel');
    expect(one).toContain('toplabel');
    const page = run(['grammar', '--rfc', '2373', '--format', 'svg']).stdout;
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page.match(/<svg/g)).toHaveLength(6);
  });

  it('grammar with an unknown rule is a usage error', () => {
    const r = run(['grammar', 'nosuchrule']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no rule named "nosuchrule"');
  });

  it('compare reads one input with every grammar and algorithm', () => {
    const r = run(['compare', 'http://a/b;p?q#f']);
    expect(r.code).toBe(0);
    for (const reader of ['RFC 1738 (strict)', 'RFC 1808 (strict)', 'Python urlsplit', 'Python urlparse', 'browser draft (abarth-url-00)', 'WHATWG URL (Node)']) {
      expect(r.stdout).toContain(reader);
    }
    const json = JSON.parse(run(['compare', '--json', 'HTTP://h/']).stdout) as { readings: Array<{ reader: string; valid: boolean; verdict: string }> };
    expect(json.readings[0]).toMatchObject({ reader: 'RFC 1738 (strict)', valid: false, verdict: 'scheme.uppercase at 1:1' });
    expect(json.readings[1]).toMatchObject({ reader: 'RFC 1808 (strict)', valid: true });
  });
});

describe('help, version, usage errors', () => {
  it('--version prints the package version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(run(['--version']).stdout).toBe(pkg.version + '\n');
  });

  it.each(['check', 'parse', 'split', 'urlparse', 'join', 'dots', 'grammar', 'compare'])('%s --help prints its help with examples', (cmd) => {
    const r = run([cmd, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout.startsWith(`urlgrammar ${cmd}`)).toBe(true);
    expect(r.stdout).toMatch(/Examples?:/);
    expect(run(['help', cmd]).stdout).toBe(r.stdout);
  });

  it('an unknown command prints a one-line error and the usage, exit 2', () => {
    const r = run(['frobnicate']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('urlgrammar: unknown command "frobnicate"');
    expect(r.stderr).toContain('Usage:');
  });

  it('a bad flag prints a one-line error and the usage, exit 2', () => {
    const r = run(['check', '--nope', 'http://a/']);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toMatch(/^urlgrammar: Unknown option '--nope'/);
    expect(r.stderr).toContain('Usage:');
    expect(run(['check', '--format', 'xml', 'http://a/']).code).toBe(2);
    expect(run(['join', 'only-one']).code).toBe(2);
  });
});
