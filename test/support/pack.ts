/**
 * The package packed as the README's install section says (`npm pack`, its `prepack` and
 * `postpack` run), and a scratch project to install it in. Shared by test/install.test.ts and
 * test/docs-compile.test.ts.
 *
 * `npm pack` runs in a copy of the repository's pack inputs (what `files` names, package.json, and
 * the sources that the build stamp hashes), so that `prepack`'s strip of package.json and
 * `postpack`'s restore never touch the repository while other test files read it. `prepack` builds
 * when dist/ is stale (scripts/source-stamp.mjs): the copy has no node_modules, so dist/ must be
 * built from the sources as they are (`npm run build`; `npm test` builds it).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export function run(cmd: string, args: string[], cwd: string): Run {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** What the copy holds: the pack's inputs and the build stamp's (scripts/source-stamp.mjs). */
const COPIED = ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.lib.json', 'README.md', 'CHANGELOG.md', 'base', 'grammar', 'src', 'scripts', 'dist', 'docs'];
/** Generated or local directories the copy leaves out (the stamp skips them too). */
const LEFT_OUT = new Set(['grammar/generated', 'docs/site', 'docs/api']);

export interface Packed {
  /** The tarball's path. */
  readonly tarball: string;
  /** The tarball's files, without the `package/` prefix, sorted. */
  readonly files: string[];
  /** The package.json in the tarball, as text. */
  readonly manifest: string;
  /** The copy's package.json after `npm pack` (postpack restored it), as text. */
  readonly after: string;
  /** Whether `npm pack` left the kept copy of package.json (scripts/pack-manifest.mjs) behind. */
  readonly leftover: boolean;
}

/** `npm pack` (scripts run) in a copy of the repository under `tmp`; the tarball is written to `tmp`. */
export function packAsTheReadmeSays(tmp: string): Packed {
  const stamp = join(ROOT, 'dist/.source-stamp');
  const now = execFileSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/source-stamp.mjs').then((m) => console.log(m.sourceStamp()))"], { cwd: ROOT, encoding: 'utf8' }).trim();
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== now) {
    throw new Error('dist/ is not built from the sources as they are: run `npm run build` (`npm test` builds it)');
  }
  const repo = join(tmp, 'repository');
  for (const entry of COPIED) {
    cpSync(join(ROOT, entry), join(repo, entry), {
      recursive: true,
      filter: (src) => !LEFT_OUT.has(relative(ROOT, src).split(sep).join('/')),
    });
  }
  const r = run(npm, ['pack', '--json', '--pack-destination', tmp], repo);
  if (r.status !== 0) throw new Error(`npm pack failed (exit ${r.status}):\n${r.stderr}${r.stdout}`);
  const info = JSON.parse(r.stdout) as { filename: string; files: { path: string }[] }[];
  const tarball = join(tmp, info[0]!.filename);
  const unpacked = join(tmp, 'manifest');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked, 'package/package.json']);
  return {
    tarball,
    files: info[0]!.files.map((f) => f.path).sort(),
    manifest: readFileSync(join(unpacked, 'package/package.json'), 'utf8'),
    after: readFileSync(join(repo, 'package.json'), 'utf8'),
    leftover: existsSync(join(repo, 'package.json.prepack')),
  };
}

/** What a git snapshot leaves out: what .gitignore names (build output, installs, caches). */
const UNTRACKED = new Set(['.git', 'node_modules', 'dist', 'coverage', 'test-artifacts', '.cache', '.vitest-cache', 'docs/site', 'docs/api', 'grammar/generated', 'package.json.prepack']);

/**
 * The sources as they are, committed to a new git repository under `tmp` (what a git install clones):
 * its directory and the commit. The repository's own history is not read, so that this works where
 * the sources have none (CI runs in a copy without `.git`) and installs the working tree, not HEAD.
 */
export function gitSnapshot(tmp: string): { dir: string; commit: string } {
  const dir = join(tmp, 'git-snapshot');
  cpSync(ROOT, dir, { recursive: true, filter: (src) => !UNTRACKED.has(relative(ROOT, src).split(sep).join('/')) });
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=urlgrammar tests', '-c', 'user.email=tests@urlgrammar.invalid', '-c', 'init.defaultBranch=main', ...args], { cwd: dir, encoding: 'utf8' }).trim();
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-gpg-sign', '-m', 'snapshot');
  return { dir, commit: git('rev-parse', 'HEAD') };
}

/** A tarball of a package in this repository's node_modules (`npm pack`, no scripts), written to `tmp`. */
export function packDependency(name: string, tmp: string): string {
  const out = execFileSync(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp, join(ROOT, 'node_modules', name)], { cwd: tmp, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return join(tmp, (JSON.parse(out) as { filename: string }[])[0]!.filename);
}

/**
 * Makes a package of this repository's node_modules resolvable from the project at `dir` (a link
 * in its node_modules to the repository's copy; its own dependencies resolve from there), unless
 * the project has it installed already: for test/docs-compile.test.ts, whose blocks import the
 * peers (ajv, zod, valibot) only to be type-checked, where packing and installing them cost more
 * than the check (test/install.test.ts installs ajv from a tarball, as a user would).
 */
export function linkDependency(name: string, dir: string): void {
  const to = join(dir, 'node_modules', name);
  if (existsSync(to)) return;
  mkdirSync(dirname(to), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules', name), to, 'junction');
}

/**
 * `npm install` of `specs` into a new project at `dir` (the runtime dependencies from the npm
 * registry, or its cache): the install's result, and why it failed for want of the registry
 * (the caller skips), or null.
 */
export function installInto(dir: string, specs: string[], type?: 'module' | 'commonjs'): { install: Run; offline: string | null } {
  write(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, ...(type ? { type } : {}) }, null, 2));
  const install = run(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-package-lock', ...specs], dir);
  let offline: string | null = null;
  if (install.status !== 0) {
    const why = install.stderr + install.stdout;
    if (/E(NOTFOUND|AI_AGAIN|CONNREFUSED|CONNRESET|TIMEDOUT|NETUNREACH|HOSTUNREACH)|ENETUNREACH|network|offline/i.test(why)) {
      offline = `the npm registry is unreachable, so the tarball's dependencies cannot be installed:\n${why.split('\n').filter((l) => /ERR|error/i.test(l)).slice(0, 5).join('\n')}`;
    } else throw new Error(`npm install ${specs.join(' ')} failed (exit ${install.status}):\n${why}`);
  }
  return { install, offline };
}
