/**
 * `npm run gen`: the build output written from the rule registry before anything compiles: the
 * generated fast path (grammar/engine/gen/write-fastpath.ts), the recognizers
 * (grammar/engine/gen/write-recognizer.ts) and the node types of each grammar
 * (grammar/engine/gen/node-types.ts), into grammar/engine/generated/ (git-ignored). The test setup
 * (test/support/fastpath-setup.ts) runs {@link writeAllIfStale}: the same, unless nothing the
 * generators read changed since they last wrote.
 *
 *   tsx grammar/engine/gen/write-all.ts [--quiet]
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateNodeTypes } from './node-types.js';
import { describeFastPath, writeFastPath } from './write-fastpath.js';
import { describeRecognizers, writeRecognizers } from './write-recognizer.js';
import { writeGenerated } from './write.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const GENERATED = join(ROOT, 'grammar/engine/generated');
/** The hash of what the generators read when they last wrote (git-ignored, as the modules are). */
const STAMP = join(GENERATED, '.inputs-stamp');

/**
 * A hash of what the generators read: the rule registry's sources and everything they import
 * (base/, grammar/ but the generated modules, src/), and package.json.
 */
export function inputsStamp(): string {
  const h = createHash('sha256');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.name === 'generated' ? [] : d.isDirectory() ? files(join(dir, d.name)) : [join(dir, d.name)]));
  for (const f of [...['base', 'grammar', 'src'].flatMap((d) => files(join(ROOT, d))), join(ROOT, 'package.json')].sort()) {
    h.update(relative(ROOT, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return h.digest('hex');
}

/** Writes every generated module whose text changed, then the stamp of its inputs; returns a line per generator. */
export function writeAll(): string[] {
  const stamp = inputsStamp();
  const fast = writeFastPath();
  const dfa = writeRecognizers();
  const types = writeGenerated('', new Map([['node-types', generateNodeTypes()]]));
  writeFileSync(STAMP, stamp + '\n');
  return [describeFastPath(fast), describeRecognizers(dfa), `node types: one list per grammar${types ? '' : ' (unchanged)'}`];
}

/**
 * {@link writeAll}, unless the generated modules were written from these very inputs (the stamp
 * {@link writeAll} leaves): what the test setup runs, after `npm test`'s `npm run gen` has written
 * them (the generators take seconds; the hash, milliseconds). Returns whether it wrote.
 */
export function writeAllIfStale(): boolean {
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === inputsStamp()) return false;
  writeAll();
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const lines = writeAll();
  if (!process.argv.includes('--quiet')) for (const l of lines) console.log(l);
}
