// Builds dist/urlgrammar.bundle.js (no source map: the package ships none, see docs/performance.md): the public API of src/index.ts in one self-contained
// file with no module system, as an IIFE defining the global `urlgrammar`, for the JavaScript
// user-defined functions of warehouses (BigQuery, Snowflake). Dependencies (parsimmon) are bundled.
// `platform: 'neutral'` resolves no Node built-in, so a `node:` import fails the build instead of
// reaching the bundle. The railroad renderer is browser-safe too, but not part of the public API:
// the grammar explorer bundles it with its own script (scripts/docs/explorer-page.ts). Run by
// `npm run build`.
import { build, transformSync } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';

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
let code = readFileSync(outfile);

// Snowflake in-lines the script between `$$` delimiters (docs/guide/warehouses.md), so the bundle
// must not hold `$$`. The minifier may name a local `$$` (esbuild has no option to keep a name
// free): each such identifier is renamed to a name the script holds nowhere, and the renamed
// script is held to the original by minifying both again (the same output: only a local was
// renamed, no string or other text changed). Any other `$$` fails the build.
if (code.includes('$$')) {
  const text = code.toString('utf8');
  let fresh = '';
  for (let i = 0; fresh === '' || text.includes(fresh); i++) fresh = `$_${i.toString(36)}`;
  const renamed = text.replace(/(?<![\w$])\$\$(?![\w$])/g, fresh);
  if (renamed.includes('$$')) throw new Error('the bundle holds "$$" that is not an identifier of its own (Snowflake\'s delimiter)');
  const again = (t) => transformSync(t, { minify: true, target: 'es2022' }).code;
  if (again(renamed) !== again(text)) throw new Error(`renaming the identifier "$$" to "${fresh}" changed the bundle's code`);
  writeFileSync(outfile, renamed);
  code = readFileSync(outfile);
}
if (process.argv.includes('--size')) {
  console.log(`dist/urlgrammar.bundle.js: ${code.length} bytes, ${gzipSync(code, { level: 9 }).length} gzipped`);
}
