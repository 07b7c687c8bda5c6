/**
 * The hooks of scripts/bench-loader.mjs (they run on the loader's thread): resolve a relative `.js`
 * specifier that names no file to the `.ts` beside it, and compile `.ts` modules with esbuild
 * (target ES2022, format ESM, no `keepNames`, an inline source map for stack traces).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

export async function resolve(specifier, context, next) {
  if ((specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('file:')) && specifier.endsWith('.js') && context.parentURL) {
    const url = new URL(specifier, context.parentURL);
    if (url.protocol === 'file:' && !existsSync(fileURLToPath(url))) {
      const ts = new URL(url.href.slice(0, -3) + '.ts');
      if (existsSync(fileURLToPath(ts))) return { url: ts.href, shortCircuit: true, format: 'module' };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !(url.endsWith('.ts') || url.endsWith('.mts'))) return next(url, context);
  const file = fileURLToPath(url);
  const { code } = transformSync(readFileSync(file, 'utf8'), { loader: 'ts', format: 'esm', target: 'es2022', sourcefile: file, sourcemap: 'inline' });
  return { format: 'module', source: code, shortCircuit: true };
}
