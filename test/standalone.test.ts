/**
 * The repository stands alone: a clone with nothing beside it passes its tests. Nothing in it names
 * the developers' reference folder (the one beside the repository on our own machines), no relative
 * path in code climbs out of the repository root, and the copied RFC texts and corpus are the files
 * their READMEs describe. `.ci/run` proves the rest by running the suite in a copy of the
 * repository in an empty folder.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'coverage', '.vitest-cache']);
const SKIP_PATHS = new Set(['docs/site', 'docs/api', 'test/artifacts']);
// Data files: the corpus and the RFC texts are read, never scanned for paths; the CPython fixtures
// are data too (URLs with `../` in them are test inputs, not paths we read).
const DATA = /^(test\/corpus|grammar\/rfc|test\/oracle\/fixtures|test\/fixtures)\//;

function files(dir = root, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const rel = path.relative(root, full).split(path.sep).join('/');
    if (SKIP_DIRS.has(name) || SKIP_PATHS.has(rel)) continue;
    if (statSync(full).isDirectory()) files(full, out);
    else out.push(rel);
  }
  return out;
}

const all = files();
const text = all.filter((f) => /\.(ts|mts|mjs|js|json|md|py|sh|txt)$|^\.ci\/run$|(^|\/)\.gitignore$/.test(f));
// A path to it (`../shared`, `shared/rfc`), or a path built from parts (`os.path.join(.., 'shared')`).
const SHARED = new RegExp(['\\.\\./', 'shared', '\\b|\\bshared/(rfc|corpus|seeds)\\b|[\'"]', 'shared', '[\'"]'].join(''));

/**
 * A relative path handed to the file system: `new URL('../x', import.meta.url)`, a `../` argument of
 * `path.resolve`/`path.join`/`readFileSync`-like calls, or `${dir}/../` in a template. It is resolved
 * against the file's own folder. (URL test data such as `'../g'` is not a path and is not matched.)
 */
const CLIMB = new RegExp(
  [
    String.raw`new URL\(\s*['"\`]((?:\.\./)+)`,
    String.raw`(?:path\\.resolve|path\\.join|[rR]ead\w*Sync|[wW]rite\w*Sync|existsSync|statSync|readdirSync|mkdirSync)\([^)\n]*?['"\`]((?:\.\./)+)`,
    String.raw`\}/((?:\.\./)+)`,
  ].join('|'),
  'g',
);

describe('the repository stands alone', () => {
  it('finds the files it scans', () => {
    expect(all).toContain('package.json');
    expect(all).toContain('grammar/rfc/rfc3986.txt');
    expect(text.length).toBeGreaterThan(50);
  });

  it('no file names the reference folder beside the repository', () => {
    const hits: string[] = [];
    for (const f of text) {
      if (f === 'test/standalone.test.ts') continue; // the checker spells what it looks for
      const lines = readFileSync(path.join(root, f), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (SHARED.test(line)) hits.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(hits).toEqual([]);
  });

  it('no relative path in code climbs out of the repository root', () => {
    const code = all.filter((f) => /\.(ts|mts|mjs|js|py|sh)$|^\.ci\/run$/.test(f) && !DATA.test(f));
    const hits: string[] = [];
    const rel = CLIMB;
    for (const f of code) {
      if (f === 'test/standalone.test.ts') continue; // its own sample below
      const src = readFileSync(path.join(root, f), 'utf8');
      // The library and the CLI run from dist/ (src/cli/main.ts reads dist/src/cli/../../../package.json).
      const from = /^(src|grammar)\//.test(f) ? path.join(root, 'dist', path.dirname(f)) : path.dirname(path.join(root, f));
      for (const m of src.matchAll(rel)) {
        const target = path.resolve(from, (m[1] ?? m[2] ?? m[3])!);
        if (path.relative(root, target).startsWith('..')) {
          const line = src.slice(0, m.index).split('\n').length;
          hits.push(`${f}:${line}: ${m[0]}`);
        }
      }
    }
    expect(hits).toEqual([]);
  });

  it('the scan catches a path that climbs out (the check itself can fail)', () => {
    const rel = CLIMB;
    const src = "readFileSync(new URL('../../other/x.txt', import.meta.url))";
    const m = [...src.matchAll(rel)][0]!;
    const target = path.resolve(path.join(root, 'test'), (m[1] ?? m[2] ?? m[3])!);
    expect(path.relative(root, target).startsWith('..')).toBe(true);
    expect(SHARED.test(['..', 'shared', 'rfc'].join('/'))).toBe(true);
    expect(SHARED.test(`os.path.join(HERE, '..', '${'shared'}', 'seeds')`)).toBe(true);
  });

  // Each README lists its files with their SHA-256: the copies are the published texts, unedited.
  it.each(['grammar/rfc', 'test/corpus'])('%s holds exactly the files its README lists, unchanged', (dir) => {
    const readme = readFileSync(path.join(root, dir, 'README.md'), 'utf8');
    const listed = [...readme.matchAll(/^\| `([^`]+\.txt)` \|.*`([0-9a-f]{64})` \|$/gm)].map((m) => [m[1]!, m[2]!] as const);
    const present = readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.txt')).sort();
    expect(listed.map(([f]) => f).sort()).toEqual(present);
    for (const [f, sha] of listed) {
      const got = createHash('sha256').update(readFileSync(path.join(root, dir, f))).digest('hex');
      expect(got, f).toBe(sha);
    }
  });

  it('.ci/run runs the README\'s full test command in a copy with nothing beside it', () => {
    const ci = readFileSync(path.join(root, '.ci/run'), 'utf8');
    expect(ci).toMatch(/mktemp -d/);
    expect(ci).toMatch(/\nnpm ci\nnpm run test:full\n/);
  });
});
