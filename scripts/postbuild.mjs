// After tsc: makes the built CLI executable, so `npx urlgrammar` and the `bin` link work after
// `npm ci`; and writes the generated fast path's modules (dist/grammar/engine/generated/*.js)
// without the layout tsc gives them. tsc prints the compact generated code one statement a line,
// indented, which more than doubles it (about 400 KB of source to 900 KB); whitespace-only
// minification keeps every name, statement and string as generated.
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const cli = new URL('../dist/src/cli.js', import.meta.url);
if (existsSync(cli)) chmodSync(cli, 0o755);

const generated = new URL('../dist/grammar/engine/generated/', import.meta.url);
if (existsSync(generated)) {
  for (const name of readdirSync(generated)) {
    if (!name.endsWith('.js')) continue;
    const file = new URL(name, generated);
    const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'js', format: 'esm', minifyWhitespace: true, target: 'es2022' });
    writeFileSync(file, code);
  }
}
