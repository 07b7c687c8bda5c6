/**
 * The public surface of an entry point, read from the TypeScript AST: every name the module exports,
 * whether it is a value (a function, constant or class) or a type only, and whether its TSDoc marks
 * it `@deprecated` (and with which text). test/exports.test.ts holds the main entry's count of
 * non-deprecated names to a recorded figure; `npm run exports` prints the figures.
 *
 *   npm run exports [-- src/entry/urllib.ts] [-- --list | --json]
 */
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import { relative, resolve } from 'node:path';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** One exported name. */
export interface ExportedName {
  readonly name: string;
  /** `'value'` for a function, constant, class or enum (classes are types too); `'type'` for a type or interface only. */
  readonly kind: 'value' | 'type';
  /** The text of the `@deprecated` tag of the exported declaration (white space collapsed), or `null` when it is not deprecated. */
  readonly deprecated: string | null;
}

/** The figures of one entry: names by kind, deprecated or not. */
export interface Surface {
  readonly entry: string;
  readonly names: readonly ExportedName[];
  readonly values: number;
  readonly types: number;
  readonly deprecatedValues: number;
  readonly deprecatedTypes: number;
}

/**
 * The exports of `entry` (a path under the repository), in name order. A name is deprecated when
 * every declaration it stands for carries `@deprecated` (an overloaded function with one deprecated
 * signature is not).
 */
export function surfaceOf(entry = 'src/index.ts'): Surface {
  const file = resolve(ROOT, entry);
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    // What an entry exports and its tags are read from our files alone: ES2022's lib, not the DOM's
    // (the most of the lib to parse), changes neither.
    types: [],
    lib: ['lib.es2022.d.ts'],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error(`exports: no source file ${entry}`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`exports: ${entry} is not a module`);
  const names: ExportedName[] = [];
  for (const exp of checker.getExportsOfModule(moduleSymbol)) {
    const sym = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
    const kind = sym.flags & ts.SymbolFlags.Value ? 'value' : 'type';
    const decls = sym.getDeclarations() ?? [];
    const tags = decls.map((d) => ts.getJSDocTags(d).find((t) => t.tagName.text === 'deprecated'));
    const deprecated = decls.length > 0 && tags.every((t) => t !== undefined) ? tagText(tags[0]!) : null;
    names.push({ name: exp.getName(), kind, deprecated });
  }
  names.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const count = (kind: 'value' | 'type', deprecated: boolean): number =>
    names.filter((n) => n.kind === kind && (n.deprecated !== null) === deprecated).length;
  return {
    entry: relative(ROOT, file),
    names,
    values: count('value', false),
    types: count('type', false),
    deprecatedValues: count('value', true),
    deprecatedTypes: count('type', true),
  };
}

function tagText(tag: ts.JSDocTag): string {
  const comment = tag.comment;
  if (comment === undefined) return '';
  if (typeof comment === 'string') return comment.replace(/\s+/g, ' ').trim();
  return comment.map((part) => (ts.isJSDocLink(part) || ts.isJSDocLinkCode(part) || ts.isJSDocLinkPlain(part) ? `{@link ${part.name === undefined ? '' : part.name.getText()}${part.text}}` : part.text)).join('').replace(/\s+/g, ' ').trim();
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const entry = args.find((a) => !a.startsWith('--')) ?? 'src/index.ts';
  const s = surfaceOf(entry);
  if (args.includes('--json')) {
    console.log(JSON.stringify(s, null, 2));
  } else {
    console.log(`${s.entry}: ${s.values + s.types} names not deprecated (${s.values} values, ${s.types} types); ` +
      `${s.deprecatedValues + s.deprecatedTypes} deprecated (${s.deprecatedValues} values, ${s.deprecatedTypes} types); ${s.names.length} in all`);
    if (args.includes('--list')) for (const n of s.names) console.log(`  ${n.kind === 'value' ? 'value' : 'type '} ${n.name}${n.deprecated === null ? '' : `  (deprecated: ${n.deprecated})`}`);
  }
}
