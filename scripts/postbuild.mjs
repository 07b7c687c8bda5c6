// After tsc: makes the built CLI executable, so `npx urlgrammar` and the `bin` link work after
// `npm ci`; writes the generated fast path's modules (dist/grammar/generated/*.js)
// without the layout tsc gives them (tsc prints the compact generated code one statement a line,
// indented, which more than doubles it, about 400 KB of source to 900 KB; whitespace-only
// minification keeps every name, statement and string as generated); and the other modules
// without comments (below).
import { chmodSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { transformSync } from 'esbuild';

const cli = new URL('../dist/src/cli.js', import.meta.url);
if (existsSync(cli)) chmodSync(cli, 0o755);

// And every other module without its comments: the TSDoc a user's editor shows is in the .d.ts files
// (tsc writes it there); the .js files keep their layout, names and strings, and lose only the
// comments (about a third of their size).
const dist = new URL('../dist/', import.meta.url);
const generated = new URL('../dist/grammar/generated/', import.meta.url);
for (const entry of existsSync(dist) ? readdirSync(dist, { recursive: true }) : []) {
  const name = String(entry);
  if (!name.endsWith('.js') || name === 'urlgrammar.bundle.js') continue;
  const file = new URL(name, dist);
  const isGenerated = file.href.startsWith(generated.href);
  const source = readFileSync(file, 'utf8');
  // The executable's "#!" line stays first (esbuild keeps a hashbang).
  const { code } = transformSync(source, { loader: 'js', format: 'esm', target: 'es2022', legalComments: 'none', minifyWhitespace: isGenerated });
  writeFileSync(file, code);
}
