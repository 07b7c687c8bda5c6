// The package.json that npm packs (DECISIONS 38): the repository keeps `prepare` (so that `npm ci`
// and a git-URL install build), the tarball has no script that npm would run when installing it
// (`prepare`, `preinstall`, `install`, `postinstall`), so installing the tarball runs nothing and
// npm lists no install script.
//
//   prepack:  node scripts/source-stamp.mjs --build-if-stale && node scripts/pack-manifest.mjs --strip
//   postpack: node scripts/pack-manifest.mjs --restore
//
// npm runs `prepack`, then packs the files as they are on disk (the manifest it reads then has no
// `prepare`, so npm does not run it: `prepack` builds instead, when dist/ is stale), then runs
// `postpack` (npm 11, `npm help scripts`: "Life Cycle Operation Order", npm pack). --strip keeps the
// repository's package.json, byte for byte, in package.json.prepack, and --restore puts it back. A
// pack that failed between the two leaves the copy; the next --strip restores it first.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The scripts npm runs when it installs a package from a file or a git URL. */
export const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare'];

const manifest = fileURLToPath(new URL('../package.json', import.meta.url));
const kept = `${manifest}.prepack`;

/** The manifest to pack: `text` (a package.json) without the install scripts. */
export function packedManifest(text) {
  const pkg = JSON.parse(text);
  for (const s of INSTALL_SCRIPTS) if (pkg.scripts) delete pkg.scripts[s];
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

function restore() {
  if (existsSync(kept)) renameSync(kept, manifest);
}

const arg = process.argv[2];
if (arg === '--strip') {
  restore();
  const text = readFileSync(manifest, 'utf8');
  writeFileSync(kept, text);
  writeFileSync(manifest, packedManifest(text));
} else if (arg === '--restore') restore();
else if (arg !== undefined) {
  console.error(`pack-manifest: unknown argument ${arg} (--strip or --restore)`);
  process.exit(2);
}
