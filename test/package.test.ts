/**
 * The package as a user sees it: the `exports` map (self-reference by name), the `bin`, and the
 * grammar README's deviation table covering every rewritten rule.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declaredRules } from './support/declared.js';

const root = new URL('..', import.meta.url);
const built = existsSync(new URL('dist/src/index.js', root));

describe('the package', () => {
  it.runIf(built)('code in the repository can import it by name (self-reference through "exports")', async () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', "import('urlgrammar').then((m) => console.log(typeof m.parseURL, m.parseURL('http://a b/').ok))"], {
      cwd: new URL('.', root),
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('function false');
  });

  // Spawned (one of the CLI's five smoke tests; test/cli.test.ts has the others): the executable
  // itself, as the package's `bin` names it, in a process of its own.
  it.runIf(built)('the bin runs: urlgrammar check reports and exits 1 for an invalid URL', () => {
    let status = 0;
    let out = '';
    let err = '';
    try {
      execFileSync(process.execPath, ['dist/src/cli.js', 'check', 'http://www.exa mple.org/'], { cwd: new URL('.', root), encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      const failed = e as { status: number; stdout: string; stderr: string };
      status = failed.status;
      out = failed.stdout;
      err = failed.stderr;
    }
    expect(status).toBe(1);
    expect(out).toContain('error[char.space]');
    expect(err).toBe('1 checked, 1 invalid\n');
  });

  // The command as built is bundled (scripts/bundle-cli.mjs): the bin imports the command's
  // bundle, which, like the worker's, imports nothing of dist/ but the chunk they share, Node's
  // built-ins and the package's dependencies; what it runs is the sources' (the version it prints
  // is package.json's, found from the chunk's folder; `check --jobs 2` starts the bundled worker
  // and prints what the in-process command prints: test/cli.test.ts).
  it.runIf(built)('the bin is bundled: three files of dist/src/cli/ and the dependencies, and it prints the package\'s version', () => {
    const dir = new URL('dist/src/cli/', root);
    expect(readFileSync(new URL('dist/src/cli.js', root), 'utf8')).toBe("#!/usr/bin/env node\n// The urlgrammar command (src/cli.ts), bundled: scripts/bundle-cli.mjs.\nimport './cli/bin.js';\n");
    const chunks = readdirSync(dir).filter((f) => /^chunk-.*\.js$/.test(f));
    expect(chunks).toHaveLength(1);
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string; dependencies: Record<string, string> };
    const importsOf = (file: string): string[] => [...readFileSync(new URL(file, dir), 'utf8').matchAll(/(?<![.\w$"'`])import\s*(?:\(|[\w$*{][^"]*?\bfrom\s*)?"([^"]+)"/g)].map((m) => m[1]!);
    for (const file of ['bin.js', 'check-worker.js', chunks[0]!]) {
      const stray = importsOf(file).filter((s) => s !== `./${chunks[0]}` && !s.startsWith('node:') && !(s in pkg.dependencies) && s !== 'esbuild');
      expect(stray, file).toEqual([]);
    }
    expect(importsOf('bin.js')).toContain(`./${chunks[0]}`);
    expect(importsOf('check-worker.js')).toEqual([`./${chunks[0]}`, 'node:worker_threads']);
    const out = execFileSync(process.execPath, ['dist/src/cli.js', '--version'], { cwd: new URL('.', root), encoding: 'utf8' });
    expect(out.trim()).toBe(pkg.version);
  });

  it('the README opens with the install for users (DECISIONS 38: the tarball, git, the registry after the release), and keeps the commands for contributors', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const install = readme.slice(readme.indexOf('\n## Install\n'), readme.indexOf('\n## ', readme.indexOf('\n## Install\n') + 1));
    const blocks = [...install.matchAll(/```(\w*)\n([^`]*?)```/g)].map((m) => [m[1], m[2]]);
    expect(readme.match(/```\w*\n[^`]*?```/)?.[0], 'the first block is the install').toBe(`\`\`\`sh\n${blocks[0]?.[1]}\`\`\``);
    expect(blocks[0]?.[1]).toMatch(/^git clone https:\/\/github\.com\/urlgrammar\/urlgrammar\.git\n.*npm ci && npm pack .*\n.*npm install \.\.\/urlgrammar\/urlgrammar-\*\.tgz\n$/);
    expect(blocks[1]).toEqual(['sh', 'npm install git+https://github.com/urlgrammar/urlgrammar.git\n']);
    expect(install).toMatch(/prepare/);
    expect(install).toContain('After the first release: `npm install urlgrammar`');
    const contributing = readme.slice(readme.indexOf('\n## Contributing\n'));
    expect(contributing).toMatch(/^\n## Contributing\n[^#]*?```sh\nnpm ci && npx urlgrammar check .*\nnpm test .*\nnpm run test:full /);
    // DECISIONS 48: CI runs the full suite and the browser suite; the README names both test commands.
    const ci = readFileSync(new URL('.ci/run', root), 'utf8');
    expect(ci).toMatch(/npm ci\nnpm run test:full\nnpm run test:browser\n/);
  });

  it('the grammar README lists every rewritten rule (the RFCs\' and the urllib grammar\'s) in its deviation table', () => {
    const readme = readFileSync(new URL('grammar/README.md', root), 'utf8');
    for (const r of declaredRules()) if (r.peg || r.lang) expect(readme, r.key).toContain(`| \`${r.key}\` |`);
  });
});
