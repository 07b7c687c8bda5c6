// Builds the command line as installed: the command (src/cli.ts) and the worker thread of `check
// --jobs N` (src/cli/check-worker.ts) are written again, from the sources, as two bundles that
// share one module of the code they both run (dist/src/cli/chunk-*.js), instead of tsc's modules,
// which import some 200 others. The command's bundle is dist/src/cli/bin.js, which dist/src/cli.js
// (the `bin`) imports, and the worker's is dist/src/cli/check-worker.js, in tsc's module's place.
// Node then reads three files, not two hundred: `urlgrammar check http://a/` took 0.41 s on this
// machine from tsc's modules and 0.26 s bundled, and a worker thread answered its first piece
// after 312-372 ms against 212-271 (docs/performance.md, "The command line, bundled"). The
// library's modules (dist/src/index.js and the rest) are not touched: `import 'urlgrammar'` reads
// them, and so do the tests that run the command in-process (dist/src/cli/main.js, whose worker
// threads are the bundled worker's).
//
// The package's dependencies stay imports, as the modules import them; the bundles are minified in
// their white space and syntax only, so that the stack `--debug` prints keeps the functions'
// names. `new URL(..., import.meta.url)` in the bundled code resolves as in tsc's modules: every
// bundle sits in dist/src/cli/, where src/cli/check-pool.ts finds its worker (`./check-worker.js`)
// and src/cli/help.ts the package.json (`../../../package.json`). Run by `npm run build`, after
// tsc and scripts/postbuild.mjs.
import { build } from 'esbuild';
import { chmodSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/src`;
// A chunk of an earlier build (its name is a hash of its contents) would be shipped beside the new one.
for (const f of readdirSync(`${outdir}/cli`)) if (/^chunk-.*\.js$/.test(f)) rmSync(`${outdir}/cli/${f}`);

const result = await build({
  entryPoints: { bin: `${root}src/cli.ts`, 'check-worker': `${root}src/cli/check-worker.ts` },
  outdir: `${outdir}/cli`,
  chunkNames: 'chunk-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  sourcemap: false,
  metafile: true,
  write: false,
  logLevel: 'warning',
});
// Each bundle holds what it runs: no import of another module of dist/ is left in it (only the
// shared chunk, Node's built-ins and the package's dependencies; esbuild, a development dependency,
// is imported only by the sources' run, src/cli/check-pool.ts, never by the bundle's).
const { dependencies } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
const allowed = new Set([...Object.keys(dependencies), 'esbuild']);
for (const [file, out] of Object.entries(result.metafile.outputs)) {
  const stray = out.imports.filter((i) => !i.external ? !/(^|\/)cli\/chunk-[^/]+\.js$/.test(i.path) : !(i.path.startsWith('node:') || allowed.has(i.path)));
  if (stray.length > 0) throw new Error(`${file}: the command line's bundle imports ${stray.map((i) => i.path).join(', ')}`);
}
for (const f of result.outputFiles) writeFileSync(f.path, f.contents);
// The `bin`: Node's `#!` line, and the command's bundle.
writeFileSync(`${outdir}/cli.js`, "#!/usr/bin/env node\n// The urlgrammar command (src/cli.ts), bundled: scripts/bundle-cli.mjs.\nimport './cli/bin.js';\n");
chmodSync(`${outdir}/cli.js`, 0o755);
