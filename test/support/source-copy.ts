/**
 * A copy of the repository's sources in a temporary folder, changed as a contributor would change
 * them (test/add-language.test.ts adds a language folder and a registry line; test/add-scheme.test.ts
 * a row and a grammar file), a driver run in it with tsx, and the files that differ from the
 * original afterwards.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** What to copy and what to change in the copy. */
export interface CopySpec {
  /** The temporary folder's prefix (`urlgrammar-add-language-`). */
  readonly prefix: string;
  /** Repository paths (folders or files) copied. */
  readonly copied: readonly string[];
  /** Folders under them left out of the copy and of the comparison. */
  readonly skipped: ReadonlySet<string>;
  /** Copy the generated modules as the test setup wrote them (else the driver writes them all). */
  readonly keepGenerated: boolean;
  /** New files: repository path to text. */
  readonly files: Readonly<Record<string, string>>;
  /** Existing files changed: repository path to the change of its text. */
  readonly edits: Readonly<Record<string, (text: string) => string>>;
}

/** A copy made by {@link makeCopy}: the temporary folder and the repository's copy inside it. */
export interface SourceCopy {
  readonly temp: string;
  readonly copy: string;
  /** Removes the temporary folder. */
  remove(): void;
}

/** Every file under `path` (repository paths) in `base`, but for the skipped folders. */
export function filesUnder(base: string, path: string, skipped: ReadonlySet<string>): string[] {
  const abs = join(base, path);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [path];
  return readdirSync(abs).flatMap((n) => (skipped.has(`${path}/${n}`) ? [] : filesUnder(base, `${path}/${n}`, skipped)));
}

/** Copies the sources (node_modules linked), and writes the spec's files and edits into the copy. */
export function makeCopy(spec: CopySpec): SourceCopy {
  const temp = mkdtempSync(join(tmpdir(), spec.prefix));
  const copy = join(temp, 'repo');
  for (const p of spec.copied) for (const f of filesUnder(ROOT, p, spec.skipped)) cpSync(join(ROOT, f), join(copy, f));
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  if (spec.keepGenerated) cpSync(join(ROOT, 'grammar/generated'), join(copy, 'grammar/generated'), { recursive: true });
  for (const [path, text] of Object.entries(spec.files)) {
    mkdirSync(dirname(join(copy, path)), { recursive: true });
    writeFileSync(join(copy, path), text);
  }
  for (const [path, edit] of Object.entries(spec.edits)) writeFileSync(join(copy, path), edit(readFileSync(join(copy, path), 'utf8')));
  return { temp, copy, remove: () => rmSync(temp, { recursive: true, force: true }) };
}

/** Runs a driver script (its text, given the copy's path with forward slashes) with tsx in the copy; returns the JSON of its last line. */
export function runDriver<T>(c: SourceCopy, driver: (copy: string) => string): T {
  writeFileSync(join(c.temp, 'driver.mts'), driver(c.copy.split(sep).join('/')));
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(c.temp, 'driver.mts')], { cwd: c.copy, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`the driver failed (exit ${run.status}):\n${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as T;
}

/** The copied files that differ from the original or are new, sorted. */
export function changedFiles(c: SourceCopy, spec: Pick<CopySpec, 'copied' | 'skipped'>): string[] {
  const changed: string[] = [];
  for (const p of spec.copied) {
    for (const f of filesUnder(c.copy, p, spec.skipped)) {
      const original = join(ROOT, f);
      if (!existsSync(original) || !readFileSync(original).equals(readFileSync(join(c.copy, f)))) changed.push(f);
    }
  }
  return changed.sort();
}
