/**
 * Every exported symbol of the public API (each entry point of the package's "exports" that has
 * TypeScript sources) has a TSDoc comment with an `@example`.
 */
import ts from 'typescript';
import { expect, it } from 'vitest';
import { declarationsOf } from './support/built.js';

const ENTRIES = ['src/index.ts', 'src/ajv/index.ts'];
/** The entry's declarations as built, where dist/ is built from these sources (test/support/built.ts), else its source. */
const path = (entry: string): string => new URL(`../${declarationsOf(entry)}`, import.meta.url).pathname;

/**
 * One program of every entry (they share most of their modules: one type check of them, not one an
 * entry). The exports and their comments are read from our sources alone: no `@types` package and
 * ES2022's lib only (not the DOM's), which take most of the time to parse and change neither (an
 * export that did not resolve would have no declaration, and fail below); `npm run typecheck`
 * checks the types.
 */
let program: ts.Program | undefined;
const programOfEntries = (): ts.Program =>
  (program ??= ts.createProgram(ENTRIES.map(path), { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2022, strict: true, noEmit: true, types: [], lib: ['lib.es2022.d.ts'] }));

it.each(ENTRIES)('every export of %s has TSDoc with an @example', (file) => {
  const entry = path(file);
  const program = programOfEntries();
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry)!;
  const moduleSymbol = checker.getSymbolAtLocation(source)!;
  const missing: string[] = [];
  for (const exp of checker.getExportsOfModule(moduleSymbol)) {
    const sym = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
    const decls = sym.getDeclarations() ?? [];
    const hasExample = decls.some((d) => ts.getJSDocTags(d).some((t) => t.tagName.text === 'example'));
    if (!hasExample) missing.push(exp.getName());
  }
  expect(missing).toEqual([]);
});
