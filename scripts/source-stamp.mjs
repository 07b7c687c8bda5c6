// The build's stamp: a hash of what the build reads (the sources, the scripts, package.json and
// the tsconfig files; not the generated code, which the build writes from them). `npm run build`
// writes it to dist/.source-stamp when it ends (--write); `npm test` builds only when dist/ has no
// stamp or another one (--build-if-stale), so that `npm ci && npm test` builds once (the install's
// `prepare` builds). `npm run gen` writes it beside the generated modules (--gen,
// grammar/generated/.inputs-stamp), and the test setup (test/support/fastpath-setup.ts)
// generates them again only when it differs (what the generators read is part of what it hashes).
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = join(root, 'dist', '.source-stamp');
/** Where `npm run gen` leaves the stamp of the sources it generated from. */
export const GEN_STAMP = join(root, 'grammar', 'generated', '.inputs-stamp');
const SKIP = new Set(['node_modules', 'dist', 'generated', '.git', 'site', 'api', 'test-artifacts', '.cache', '.vitest-cache']);

function files(dir) {
  const out = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(d.name)) continue;
    const p = join(dir, d.name);
    if (d.isDirectory()) out.push(...files(p));
    else out.push(p);
  }
  return out;
}

export function sourceStamp() {
  const h = createHash('sha256');
  const inputs = [...['base', 'grammar', 'src', 'scripts'].flatMap((d) => files(join(root, d))), ...['package.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.lib.json'].map((f) => join(root, f))];
  for (const f of inputs.sort()) {
    h.update(relative(root, f));
    h.update('\0');
    h.update(readFileSync(f));
    h.update('\0');
  }
  return h.digest('hex');
}

/** Whether dist/ is built from the sources as they are: its stamp is theirs. */
export function builtFromSources() {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === sourceStamp();
}

// Run as a command, not when imported (test/support/fastpath-setup.ts reads `sourceStamp`, vitest.config.ts `builtFromSources`).
const arg = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1] ? process.argv[2] : undefined;
if (arg === '--write') writeFileSync(stampFile, sourceStamp() + '\n');
else if (arg === '--gen') writeFileSync(GEN_STAMP, sourceStamp() + '\n');
else if (arg === '--build-if-stale') {
  if (builtFromSources()) console.error('dist/ is built from these sources: not building again');
  else execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}
