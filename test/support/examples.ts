/**
 * The TSDoc examples of an entry point's exports, run in the test's own process against the
 * sources (not dist/, unlike scripts/doc-examples/run.ts, which runs them in a child `node`):
 * for tests that must run an example under conditions of their own, such as a polluted
 * `Object.prototype` (test/pollution.test.ts). The blocks and their check lines are found by
 * scripts/doc-examples/extract.ts, the same convention the docs test checks; here a check line
 * records what its expression gives (a snapshot of the value, or the error it throws), and the
 * shown literal is not compared.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { transform, tsdocBlocks, type Block } from '../../scripts/doc-examples/extract.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** An export of an entry point and the TSDoc example blocks of its declarations (class members included). */
export interface ExportExamples {
  readonly name: string;
  readonly blocks: readonly Block[];
}

/** The programs `exportExamples` built: one for each entry that no earlier one held. */
const programs: ts.Program[] = [];

/**
 * Each export of `entry` (a repository-relative source file, `src/index.ts`) with the ```ts blocks
 * under `@example` in the TSDoc comments inside its declarations (a class's members, an object's
 * methods), as scripts/doc-examples/extract.ts finds them.
 */
export function exportExamples(entry: string): ExportExamples[] {
  const file = join(ROOT, entry);
  // A program built for an earlier entry that holds this one (src/index.ts holds the capture
  // engine's door) answers for it too: one type check of the modules they share.
  let program = programs.find((p) => p.getSourceFile(file) !== undefined);
  // `types: []`: no @types package read but those a module imports (the exports and their
  // declarations are the same; the program costs a third to a half less to build).
  if (!program) programs.push((program = ts.createProgram([file], { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true, noEmit: true, types: [] })));
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  const blocksOf = new Map<string, Block[]>();
  const out: ExportExamples[] = [];
  for (const exp of checker.getExportsOfModule(moduleSymbol)) {
    const sym = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
    const blocks: Block[] = [];
    for (const d of sym.getDeclarations() ?? []) {
      const node = ts.isVariableDeclaration(d) ? d.parent.parent : d;
      const source = node.getSourceFile();
      const rel = relative(ROOT, source.fileName);
      if (!blocksOf.has(rel)) blocksOf.set(rel, tsdocBlocks(rel, readFileSync(source.fileName, 'utf8')));
      const first = source.getLineAndCharacterOfPosition(node.getFullStart()).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      blocks.push(...blocksOf.get(rel)!.filter((b) => b.line >= first && b.line <= last));
    }
    out.push({ name: exp.getName(), blocks });
  }
  return out;
}

/** One check line's outcome: the line, and a snapshot of its value or the error it threw. */
export interface LineOutcome {
  readonly line: number;
  readonly outcome: string;
}

/** The module a specifier of an example names: the package's entry points as their sources. */
function sourceOf(specifier: string, block: Block): string {
  if (specifier === 'urlgrammar') return pathToFileURL(join(ROOT, 'src/index.ts')).href;
  if (specifier.startsWith('urlgrammar/')) {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { exports: Record<string, { default: string }> };
    const target = pkg.exports[`./${specifier.slice('urlgrammar/'.length)}`]!.default;
    return pathToFileURL(join(ROOT, target.replace(/^\.\/dist\//, '').replace(/\.js$/, '.ts'))).href;
  }
  if (specifier.startsWith('.')) return pathToFileURL(join(ROOT, dirname(block.file), specifier.replace(/\.js$/, '.ts'))).href;
  return specifier;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** An example block, compiled once, run as often as a test likes. */
export interface CompiledBlock {
  readonly block: Block;
  /** The number of check lines. */
  readonly checks: number;
  /** Runs the block: every check line it reaches, in order, then `threw ...` if the block threw. */
  run(): LineOutcome[];
}

/**
 * Compiles an example block into a function of its imports and of the names it may use without
 * importing them (the exports of its own module, then the package's), as the doc-examples runner
 * provides them.
 */
export async function compileBlock(block: Block): Promise<CompiledBlock> {
  const { code, checks } = transform(block);
  let js: string;
  try {
    js = transformSync(code, { loader: 'ts', format: 'cjs', target: 'es2022', sourcefile: 'block.ts' }).code;
  } catch (e) {
    throw new SyntaxError(`${block.file}:${block.line}: ${(e as Error).message.replace(/\s+/g, ' ')}`);
  }
  const specifiers = [...new Set([...code.matchAll(/^\s*import\s[\s\S]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)].map((m) => (m[1] ?? m[2])!))];
  const modules = new Map<string, unknown>();
  for (const s of specifiers) modules.set(s, await import(sourceOf(s, block)));
  const scope = new Map<string, unknown>();
  for (const [k, v] of Object.entries(await import(pathToFileURL(join(ROOT, 'src/index.ts')).href))) scope.set(k, v);
  for (const [k, v] of Object.entries(await import(pathToFileURL(join(ROOT, block.file)).href))) scope.set(k, v);
  const names = [...scope.keys()].filter((n) => IDENTIFIER.test(n) && n !== 'default');
  const fn = new Function('require', 'exports', '__check', '__E', ...names, `{\n${js}\n}`) as (...a: unknown[]) => void;
  const require = (s: string): unknown => {
    if (!modules.has(s)) throw new Error(`${block.file}:${block.line}: the example imports ${s}, which was not loaded`);
    return modules.get(s);
  };
  const values = names.map((n) => scope.get(n));
  return {
    block,
    checks: checks.length,
    run(): LineOutcome[] {
      const out: LineOutcome[] = [];
      const check = (line: number, thunk: () => unknown): void => {
        let outcome: string;
        try {
          outcome = snapshot(thunk());
        } catch (e) {
          outcome = `threw ${errorText(e)}`;
        }
        out.push({ line, outcome });
      };
      // What an example prints (console.log) is not its result: silenced, as the docs runner does.
      const log = console.log;
      console.log = () => {};
      try {
        fn(require, Object.create(null), check, MATCHERS, ...values);
      } catch (e) {
        out.push({ line: -1, outcome: `the block threw ${errorText(e)}` });
      } finally {
        console.log = log;
      }
      return out;
    },
  };
}

/** The matchers the transformed lines build (`__E.value(...)`...): not compared here, so inert. */
const MATCHERS = Object.freeze({
  ELLIPSIS: null,
  value: () => null,
  prefix: () => null,
  bytes: () => null,
  array: () => null,
  object: () => null,
  throws: () => null,
});

function errorText(e: unknown): string {
  if (e instanceof Error) return `${e.constructor.name}(${JSON.stringify(e.message)})`;
  return snapshot(e);
}

/**
 * A value as a string, read only through its own properties (so that it reads the same whatever
 * `Object.prototype` and `Array.prototype` hold while it is taken): primitives, functions by name,
 * `Uint8Array`s by their bytes, `Map`s and `Set`s by their entries, arrays by own index, other
 * objects by their class and own enumerable string keys. Cycles and depths past 8 are cut, and
 * at most 20,000 values are written.
 */
export function snapshot(value: unknown): string {
  const seen = new Set<unknown>();
  let budget = 20_000;
  const go = (v: unknown, depth: number): string => {
    if (--budget < 0) return '…';
    switch (typeof v) {
      case 'string':
        return JSON.stringify(v);
      case 'number':
      case 'boolean':
      case 'undefined':
        return String(v);
      case 'bigint':
        return `${String(v)}n`;
      case 'symbol':
        return 'Symbol()';
      case 'function':
        return `[function ${Object.hasOwn(v, 'name') ? String((v as { name: unknown }).name) : ''}]`;
    }
    if (v === null) return 'null';
    const o = v as object;
    if (seen.has(o)) return '[cycle]';
    if (depth > 8) return '[deep]';
    seen.add(o);
    try {
      const proto: unknown = Object.getPrototypeOf(o);
      const ctor = proto !== null && Object.hasOwn(proto as object, 'constructor') ? (proto as { constructor: { name?: unknown } }).constructor : null;
      const cls = typeof ctor === 'function' && Object.hasOwn(ctor, 'name') ? String(ctor.name) : 'null';
      if (o instanceof Error) return `${cls}(${JSON.stringify(Object.hasOwn(o, 'message') ? o.message : '')})`;
      if (o instanceof Uint8Array) {
        const bytes: number[] = [];
        for (let i = 0; i < o.length; i++) bytes.push(o[i]!);
        return `Uint8Array[${bytes.join(',')}]`;
      }
      if (o instanceof Map) {
        const items: string[] = [];
        for (const [k, x] of Map.prototype.entries.call(o)) items.push(`${go(k, depth + 1)} => ${go(x, depth + 1)}`);
        return `Map{${items.join(', ')}}`;
      }
      if (o instanceof Set) {
        const items: string[] = [];
        for (const x of Set.prototype.values.call(o)) items.push(go(x, depth + 1));
        return `Set{${items.join(', ')}}`;
      }
      const parts: string[] = [];
      if (Array.isArray(o)) {
        for (let i = 0; i < o.length && i < 10_000; i++) parts.push(Object.hasOwn(o, i) ? go(o[i], depth + 1) : '<hole>');
      }
      for (const k of Object.keys(o)) {
        if (Array.isArray(o) && /^\d+$/.test(k)) continue;
        let x: unknown;
        try {
          x = (o as Record<string, unknown>)[k];
        } catch (e) {
          x = `<getter threw ${errorText(e)}>`;
        }
        parts.push(`${JSON.stringify(k)}: ${go(x, depth + 1)}`);
      }
      return `${cls}{${parts.join(', ')}}`;
    } finally {
      seen.delete(o);
    }
  };
  return go(value, 0);
}
