/**
 * Writes generated modules into grammar/generated/ (git-ignored build output): one file
 * `<prefix><name>.ts` per source, rewritten only where its text changed, so that an unchanged
 * generation leaves the files (and tsc's and vitest's caches) alone.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The folder of the generated modules. */
export const GENERATED_DIR = fileURLToPath(new URL('../generated/', import.meta.url));

/** Writes `sources` (name to text) as `<prefix><name>.ts`; whether any file changed. */
export function writeGenerated(prefix: string, sources: ReadonlyMap<string, string>): boolean {
  mkdirSync(GENERATED_DIR, { recursive: true });
  let changed = false;
  for (const [name, source] of sources) {
    const path = `${GENERATED_DIR}${prefix}${name}.ts`;
    if (!existsSync(path) || readFileSync(path, 'utf8') !== source) {
      writeFileSync(path, source);
      changed = true;
    }
  }
  return changed;
}
