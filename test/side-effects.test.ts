/**
 * package.json's `sideEffects`: a module imported for its effects alone (`import './x.js';`: it
 * registers rules, provides summaries, loads tables) must be listed, or a bundler that believes the
 * list drops it, and what it provides is silently missing. Listed twice: as the built file under
 * `dist/` (what a bundler of the installed package reads) and as the source (what
 * scripts/bundle.mjs and scripts/size.ts bundle from). Session 37 found the IIFE bundle without
 * src/diagnostics/under.ts and iri.ts: only their built files were listed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { sideEffects: string[] };

/** The library's sources: src/, grammar/ (but the generators under grammar/codegen/, build tools, and of grammar/generated/ the loaders' imports alone) and base/. */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (rel === 'grammar/codegen') continue;
    // Of the generated modules, the loaders' imports (written from the language registry).
    if (dir === 'grammar/generated' && !/^load-[\w-]+\.ts$/.test(name)) continue;
    if (statSync(path.join(root, rel)).isDirectory()) sources(rel, out);
    else if (rel.endsWith('.ts')) out.push(rel);
  }
  return out;
}

/** The modules imported for their effects alone, as repository paths without extension. */
function bareImports(): Array<{ file: string; target: string }> {
  const out: Array<{ file: string; target: string }> = [];
  for (const file of ['src', 'grammar', 'base'].flatMap((d) => sources(d))) {
    for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(/^import '(\.[^']+)\.js';$/gm)) {
      out.push({ file, target: path.posix.join(path.posix.dirname(file), m[1]!) });
    }
  }
  return out;
}

/** Whether a `sideEffects` entry (a path with `*` for any run of characters but "/") lists `file`. */
const listed = (file: string): boolean =>
  pkg.sideEffects.some((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(file));

describe("package.json's sideEffects", () => {
  const found = bareImports();

  it('finds the modules imported for their effects (the grammars, the summaries, UTS #46)', () => {
    const targets = new Set(found.map((x) => x.target));
    for (const t of ['grammar/rfc3986/index', 'src/diagnostics/under', 'src/diagnostics/iri', 'base/idna-tr46', 'grammar/obsoleted/rfc1738']) expect(targets).toContain(t);
  });

  const byTarget = new Map(found.map((x) => [x.target, x.file]));
  it.each([...byTarget])('lists %s (imported for its effects by %s), built and as source', (target) => {
    expect(listed(`./dist/${target}.js`), `./dist/${target}.js`).toBe(true);
    expect(listed(`./${target}.ts`), `./${target}.ts`).toBe(true);
  });
});
