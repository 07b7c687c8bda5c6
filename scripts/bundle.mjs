// Builds dist/urlgrammar.bundle.js (no source map: the package ships none, see docs/performance.md): the public API of src/index.ts in one self-contained
// file with no module system, as an IIFE defining the global `urlgrammar`, for the JavaScript
// user-defined functions of warehouses (BigQuery, Snowflake). Dependencies (parsimmon) are bundled.
// `platform: 'neutral'` resolves no Node built-in, so a `node:` import fails the build instead of
// reaching the bundle. The railroad renderer is browser-safe too, but not part of the public API:
// the grammar explorer bundles it with its own script (scripts/docs/explorer-page.ts). Run by
// `npm run build`.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

const outfile = new URL('../dist/urlgrammar.bundle.js', import.meta.url);
const result = await build({
  entryPoints: [new URL('../src/index.ts', import.meta.url).pathname],
  outfile: outfile.pathname,
  bundle: true,
  format: 'iife',
  globalName: 'urlgrammar',
  platform: 'neutral',
  mainFields: ['module', 'main'],
  target: 'es2022',
  minify: true,
  sourcemap: false,
  legalComments: 'eof',
  metafile: true,
  logLevel: 'warning',
});

const inputs = Object.keys(result.metafile.inputs);
const bad = inputs.filter((f) => f.startsWith('src/railroad/') || f.startsWith('src/cli') || f.startsWith('node:'));
if (bad.length > 0) throw new Error(`the bundle must not contain ${bad.join(', ')}`);
const code = readFileSync(outfile);
if (process.argv.includes('--size')) {
  console.log(`dist/urlgrammar.bundle.js: ${code.length} bytes, ${gzipSync(code, { level: 9 }).length} gzipped`);
}
