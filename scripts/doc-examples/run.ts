/**
 * Runs the doc examples (see ./extract.ts for the convention) against the built package, in one
 * child `node` process: each block is written as an ES module under .cache/doc-examples/ (git-ignored,
 * inside the package and outside node_modules, so that `import ... from 'urlgrammar'` resolves by
 * Node's package self-reference, through `exports`, to this repository's dist/), imported in
 * turn, and every `__check` it reaches is recorded.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { markdownBlocks, transform, tsdocBlocks, type Block, type Check, type Unchecked } from './extract.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** README.md and the hand-written docs (docs/site and docs/api are generated). */
export function markdownFiles(): string[] {
  const out = ['README.md'];
  const walk = (dir: string): void => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory() && rel !== 'docs/site' && rel !== 'docs/api') walk(rel);
      else if (e.isFile() && e.name.endsWith('.md')) out.push(rel);
    }
  };
  walk('docs');
  return out;
}

/** The TypeScript sources whose TSDoc examples count as docs. */
export function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  walk('grammar');
  walk('src');
  return out;
}

export function allBlocks(): Block[] {
  return [
    ...markdownFiles().flatMap((f) => markdownBlocks(f, readFileSync(join(ROOT, f), 'utf8'))),
    ...sourceFiles().flatMap((f) => tsdocBlocks(f, readFileSync(join(ROOT, f), 'utf8'))),
  ];
}

/** The recorder and the matchers, prepended to the runner. */
const RUNTIME = String.raw`
import { isDeepStrictEqual, inspect } from 'node:util';
const ELLIPSIS = Symbol('...');
const isObj = (v) => typeof v === 'object' && v !== null;
const E = {
  ELLIPSIS,
  value: (x) => ({ show: () => inspect(x), test: (v) => isDeepStrictEqual(v, x) || (Number.isNaN(x) && Number.isNaN(v)) }),
  prefix: (p) => ({ show: () => inspect(p + '...'), test: (v) => typeof v === 'string' && v.startsWith(p) }),
  bytes: (b) => ({ show: () => 'Uint8Array [' + b.join(', ') + ']', test: (v) => v instanceof Uint8Array && v.length === b.length && b.every((x, i) => v[i] === x) }),
  array: (items) => ({
    show: () => '[ ' + items.map((i) => (i === ELLIPSIS ? '...' : i.show())).join(', ') + ' ]',
    test: (v) => {
      if (!Array.isArray(v)) return false;
      // "..." matches any run of elements (a glob over the array).
      const match = (i, j) => {
        if (i === items.length) return j === v.length;
        if (items[i] === ELLIPSIS) {
          for (let k = j; k <= v.length; k++) if (match(i + 1, k)) return true;
          return false;
        }
        return j < v.length && items[i].test(v[j]) && match(i + 1, j + 1);
      };
      return match(0, 0);
    },
  }),
  object: (entries, open) => ({
    show: () => '{ ' + entries.map(([k, m]) => k + ': ' + m.show()).concat(open ? ['...'] : []).join(', ') + ' }',
    test: (v) => {
      if (!isObj(v) || Array.isArray(v)) return false;
      const keys = Object.keys(v);
      if (!open && keys.length !== entries.length) return false;
      return entries.every(([k, m]) => Object.prototype.hasOwnProperty.call(v, k) && m.test(v[k]));
    },
  }),
};
E.throws = (name, message) => ({
  throws: true,
  show: () => 'throws ' + name + (message === null ? '' : '(' + inspect(message) + ')'),
  test: (e) => isObj(e) && (e.name === name || e.constructor?.name === name) && (message === null || e.message === message),
});
globalThis.__E = E;
const results = [];
globalThis.__docCheck = (block, line, thunk, matcher) => {
  let ok = false, actual;
  try {
    const v = thunk();
    actual = inspect(v, { depth: 6, breakLength: Infinity });
    ok = !matcher.throws && matcher.test(v);
  } catch (e) {
    actual = 'threw ' + (e && e.name ? e.name + '(' + inspect(e.message) + ')' : String(e));
    ok = Boolean(matcher.throws) && matcher.test(e);
  }
  results.push({ block, line, ok, actual, expected: matcher.show() });
};
`;

export interface BlockPlan {
  readonly block: Block;
  readonly id: number;
  readonly checks: readonly Check[];
  readonly unchecked: readonly Unchecked[];
  readonly module: string;
}

export interface CheckResult {
  readonly block: number;
  readonly line: number;
  readonly ok: boolean;
  readonly actual: string;
  readonly expected: string;
}

export interface RunOutcome {
  readonly plans: readonly BlockPlan[];
  readonly results: readonly CheckResult[];
  /** Blocks that threw (the message), by id. */
  readonly errors: ReadonlyMap<number, string>;
}

/** The dist module a source file compiles to, for the names its TSDoc examples use. */
function distOf(file: string): string {
  return join(ROOT, 'dist', file.replace(/\.ts$/, '.js'));
}

async function exportNames(file: string): Promise<string[]> {
  return Object.keys(await import(pathToFileURL(file).href));
}

/** Builds the module of one block: its imports, then the package's names it uses, then its body in a block scope. */
async function plan(block: Block, id: number, pkgNames: readonly string[]): Promise<BlockPlan> {
  const { code, checks, unchecked } = transform(block);
  // esbuild's TypeScript transform (types stripped, imports used only as types dropped, as
  // `tsc` does): some twenty times cheaper than `ts.transpileModule` over the ~760 blocks.
  let js: string;
  try {
    js = transformSync(code, { loader: 'ts', format: 'esm', target: 'es2022', sourcefile: 'block.ts' }).code;
  } catch (e) {
    // A block that does not parse is that block's error, as one that throws (esbuild throws where
    // `ts.transpileModule` wrote code that failed to load), not the whole run's.
    const why = `${block.file}:${block.line}: ${(e as Error).message.replace(/\s+/g, ' ')}`;
    return { block, id, checks, unchecked, module: `throw new SyntaxError(${JSON.stringify(why)});\n` };
  }
  const importRe = /^import[\s\S]*?from\s*['"][^'"]+['"];?\s*$/gm;
  let imports: string[] = js.match(importRe) ?? [];
  if (block.origin === 'tsdoc') {
    // A TSDoc example's relative import is relative to its own module, compiled in dist/.
    const base = pathToFileURL(distOf(block.file)).href;
    imports = imports.map((i) => i.replace(/from\s*(['"])(\.\.?\/[^'"]+)\1/, (_m, _q, spec: string) => `from ${JSON.stringify(new URL(spec, base).href)}`));
  }
  const body = js.replace(importRe, '').replace(/^export \{\};\s*$/m, '');
  const imported = new Set(imports.flatMap((i) => [...i.matchAll(/(?:\bas\s+)?\b([A-Za-z_$][\w$]*)\b(?=\s*[,}])/g)].map((m) => m[1]!)));
  const used = (name: string): boolean => new RegExp(`(?<![\\w$])(?<![^.]\\.)${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(body);
  const header: string[] = [`const __check = (line, thunk, m) => globalThis.__docCheck(${id}, line, thunk, m);`, 'const __E = globalThis.__E;'];
  const names = new Set<string>();
  if (block.origin === 'tsdoc') {
    const own = distOf(block.file);
    const ownNames = (await exportNames(own)).filter((n) => !imported.has(n) && used(n));
    if (ownNames.length > 0) header.push(`import { ${ownNames.join(', ')} } from ${JSON.stringify(pathToFileURL(own).href)};`);
    ownNames.forEach((n) => names.add(n));
  }
  const fromPkg = pkgNames.filter((n) => !imported.has(n) && !names.has(n) && used(n));
  if (fromPkg.length > 0) header.push(`import { ${fromPkg.join(', ')} } from 'urlgrammar';`);
  const module = `${imports.join('\n')}\n${header.join('\n')}\n{\n${body}\n}\n`;
  return { block, id, checks, unchecked, module };
}

/** Runs every block; `blocks` defaults to all of them. Needs `npm run build` first. */
export async function runExamples(blocks: readonly Block[] = allBlocks()): Promise<RunOutcome> {
  const pkgNames = await exportNames(join(ROOT, 'dist/src/index.js'));
  const plans = await Promise.all(blocks.map((b, i) => plan(b, i, pkgNames)));
  const dir = join(ROOT, '.cache/doc-examples');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const files = plans.map((p) => {
    const f = join(dir, `block-${p.id}.mjs`);
    writeFileSync(f, `// ${p.block.file}:${p.block.line}\n${p.module}`);
    return f;
  });
  const out = join(dir, 'results.json');
  const runner = `${RUNTIME}
const errors = {};
const log = console.log;
console.log = () => {};
for (const [id, file] of ${JSON.stringify(files.map((f, i) => [i, relative(dir, f)]))}) {
  try { await import('./' + file); } catch (e) { errors[id] = e && e.stack ? String(e.stack).split('\\n').slice(0, 3).join(' | ') : String(e); }
}
console.log = log;
(await import('node:fs')).writeFileSync(${JSON.stringify(out)}, JSON.stringify({ results, errors }));
`;
  writeFileSync(join(dir, 'runner.mjs'), runner);
  const child = spawnSync(process.execPath, [join(dir, 'runner.mjs')], { encoding: 'utf8', cwd: ROOT });
  if (child.status !== 0) throw new Error(`the example runner failed:\n${child.stderr}`);
  const data = JSON.parse(readFileSync(out, 'utf8')) as { results: CheckResult[]; errors: Record<string, string> };
  return { plans, results: data.results, errors: new Map(Object.entries(data.errors).map(([k, v]) => [Number(k), v])) };
}
