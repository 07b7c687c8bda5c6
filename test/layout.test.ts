/**
 * The source layout: imports go one way through the layers, and the repository paths the docs
 * name exist.
 *
 * Layers, lowest first: base (what every layer shares) < grammar/engine (the grammar machinery,
 * importing nothing above it: it takes a profile) < the language registry (grammar/languages.ts,
 * each folder's language.ts, data only, and grammar/generated/languages.ts, which gathers them)
 * < grammar/profiles.ts (each grammar's start symbols and rule resolution) < grammar/components.ts,
 * grammar/report-codes.ts (what the engine is told of URLs: the components a rule's `parts` name,
 * the URL grammars' report codes; peers) < grammar/scheme-facts.ts
 * (the scheme facts: a table, importing nothing, that the grammars and src/ read, the WHATWG parser
 * among them) < grammar/parsers.ts (the engine's parsers asked by grammar name)
 * < grammar/generated (the build's output: the fast path, the recognizers, the node types) <
 * grammar/node-types.ts (the AST's node types per grammar) < the
 * language folders (the registry's: each ranked above the folders it reads, as its language.ts
 * says: grammar/rfc3986, grammar/appendix-b < grammar/rfc3987, grammar/obsoleted, grammar/whatwg,
 * grammar/schemes < grammar/urllib: each its rules, loader, recognizers; grammar/schemes with
 * grammar/generated/scheme-modules.ts, its grammar files' map written from the scheme facts)
 * < the door (grammar/index.ts, the API with no grammar loaded; grammar/generated/load-*.ts, the
 * rule files in their order of declaration and the loaders, written from the registry;
 * grammar/rfcs.ts and grammar/all.ts, which load the RFC grammars and every grammar) < grammar/codegen (the generators, a build step, reading the rules in order)
 * < src/whatwg (the URL Standard's parser, a transcription that reads only base/: the password
 * redaction of the reports reads credentials with it) < src/record (the component record every
 * pass reads) < src/diagnostics (the reports: codes, classifier, fix-its, formatting, recovery,
 * warnings) < src/parse (the strict parse API, its generated fast path and its semantic checks),
 * src/urllib, src/resolver, src/railroad, src/iri, src/templates (peers) < src/valid (the recognizers, reading
 * the strict parser's options) < src/schemes (the scheme grammars, after the strict parse) <
 * src/compare, src/ajv, src/schema, src/normalize (consumers of the API, peers) < src/index.ts
 * and src/entry/ (the other entry points) < src/cli.ts and src/cli/.
 * A file may import its own layer or a lower one. Peers do not import each other, but for the
 * imports listed in KNOWN below.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../grammar/generated/languages.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const repoPath = (abs: string) => relative(ROOT, abs).split(sep).join('/');

function files(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const d of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const p = `${dir}/${d.name}`;
    if (d.isDirectory()) out.push(...files(p, ext));
    else if (ext.test(d.name)) out.push(p);
  }
  return out.sort();
}

/** The language folders of the registry (grammar/languages.ts), by name. */
const FOLDERS = new Map<string, { readonly reads: readonly string[] }>(LANGUAGES.map((l) => [l.folder, l]));
/** A module of a language folder: the language, and the module's name. */
const LANGUAGE_MODULE = new RegExp(`^grammar/(${[...FOLDERS.keys()].join('|')})/([\\w-]+)\\.ts$`);
/** A language folder's declaration (data only, below the engine's readers). */
const LANGUAGE_DECLARATION = new RegExp(`^grammar/(${[...FOLDERS.keys()].join('|')})/language\\.ts$`);
/** How many folders a language reads through (0: none). */
function depthOf(folder: string): number {
  const reads = FOLDERS.get(folder)?.reads ?? [];
  return reads.length === 0 ? 0 : 1 + Math.max(...reads.map(depthOf));
}

/** The scheme grammar files' map (grammar/codegen/schemes.ts writes it from grammar/scheme-facts.ts). */
const SCHEME_MODULES = 'grammar/generated/scheme-modules.ts';

/** The layer of a source file: its rank, and its folder (peers share a rank). */
function layerOf(file: string): { rank: number; group: string } | null {
  // What every layer shares, below the grammar: argument checks, UTF codecs, percent-encoding,
  // UTS #46, lazy properties, "did you mean".
  if (file.startsWith('base/')) return { rank: -1, group: 'base' };
  if (file.startsWith('grammar/engine/')) return { rank: 0, group: 'grammar/engine' };
  // The language registry: the list of folders, each folder's declaration (data only), and the
  // generated modules that gather them in order (every declaration; the profiles alone).
  if (file === 'grammar/languages.ts' || file === 'grammar/generated/languages.ts' || file === 'grammar/generated/profiles.ts' || LANGUAGE_DECLARATION.test(file)) return { rank: 0.9, group: 'grammar/languages' };
  // The loaders' imports, written from the registry (npm run gen): the door's.
  if (/^grammar\/generated\/load-[\w-]+\.ts$/.test(file)) return { rank: 2.5, group: 'grammar/door' };
  if (file === 'grammar/profiles.ts') return { rank: 1, group: 'grammar/profiles' };
  // What the engine is told of URLs, by declaration merging and at load: the components a rule's
  // `parts` name, and the URL grammars' set of report codes (`codes: 'url'`).
  if (file === 'grammar/components.ts') return { rank: 1.05, group: 'grammar/components' };
  if (file === 'grammar/report-codes.ts') return { rank: 1.05, group: 'grammar/report-codes' };
  // The scheme facts: data (it imports nothing but base/) that the language folders and src/ read.
  if (file === 'grammar/scheme-facts.ts') return { rank: 1.1, group: 'grammar/scheme-facts' };
  // The engine's parsers and queries asked by grammar name (the engine takes a profile).
  if (file === 'grammar/parsers.ts') return { rank: 1.2, group: 'grammar/parsers' };
  // The scheme grammar files' map, written from the table of scheme facts (npm run gen): the
  // schemes folder's, with it (grammar/schemes/index.ts reads it; it reads the grammar files).
  if (file === SCHEME_MODULES) return { rank: 2 + 0.1 * depthOf('schemes'), group: 'grammar/schemes' };
  // Build output (npm run gen): it reads the engine, and the parsers by grammar name.
  if (file.startsWith('grammar/generated/')) return { rank: 1.5, group: 'grammar/generated' };
  // The AST's node types per grammar (NodeOf), from the generated lists.
  if (file === 'grammar/node-types.ts') return { rank: 1.6, group: 'grammar/node-types' };
  // The languages of the registry, each above the folders it reads (its language.ts, `reads`):
  // RFC 3986 first (RFC 3987 and the obsoleted RFCs read its rules), urllib last (its split
  // grammar reads RFC 2373's).
  const language = LANGUAGE_MODULE.exec(file);
  if (language) return { rank: 2 + 0.1 * depthOf(language[1]!), group: `grammar/${language[1]}` };
  // The door: the API (index.ts), the loaders (rfcs.ts, all.ts).
  if (file === 'grammar/index.ts') return { rank: 2.5, group: 'grammar/door' };
  if (file === 'grammar/rfcs.ts' || file === 'grammar/all.ts') return { rank: 2.6, group: 'grammar/door' };
  // The generators (npm run gen): they read the rules in their order and the profiles.
  if (file.startsWith('grammar/codegen/')) return { rank: 3, group: 'grammar/codegen' };
  // The URL Standard's basic URL parser: it reads base/ only, and the reports' password redaction
  // (src/diagnostics/redact.ts) reads credentials with it.
  if (file.startsWith('src/whatwg/')) return { rank: 4.4, group: 'src/whatwg' };
  if (file.startsWith('src/record/')) return { rank: 4.5, group: 'src/record' };
  // The reports, read by the strict parse and by the passes that return its reports.
  if (file.startsWith('src/diagnostics/')) return { rank: 4.75, group: 'src/diagnostics' };
  const peer = /^src\/(parse|urllib|resolver|railroad|iri|templates)\//.exec(file);
  if (peer) return { rank: 5, group: `src/${peer[1]}` };
  // isValid and recognizer(): the generated recognizers, with the strict parser's options.
  if (file.startsWith('src/valid/')) return { rank: 5.25, group: 'src/valid' };
  // Readers that combine the layers (every grammar, urllib, the browser draft, side by side).
  if (file.startsWith('src/compare/')) return { rank: 5.5, group: 'src/compare' };
  // Plugins for schema validators, on the public API (urlgrammar/ajv).
  if (file.startsWith('src/ajv/')) return { rank: 5.5, group: 'src/ajv' };
  // Standard Schema validators: a consumer of the strict parser and the record.
  if (file.startsWith('src/schema/')) return { rank: 5.5, group: 'src/schema' };
  // RFC 3986 §6 normalization: reads the strict parse's record, dot segments and the IRI mapping.
  if (file.startsWith('src/normalize/')) return { rank: 5.5, group: 'src/normalize' };
  // The scheme grammars (issue 27): the strict parse, then the scheme's grammar loaded from ABNF;
  // below compare, which reads with them.
  if (file.startsWith('src/schemes/')) return { rank: 5.4, group: 'src/schemes' };
  if (file === 'src/index.ts') return { rank: 6, group: 'src/index' };
  // The entry points beside the main one (urlgrammar/rfc3986, ...): each imports what it needs.
  if (file.startsWith('src/entry/')) return { rank: 6, group: 'src/entry' };
  if (file === 'src/cli.ts' || file.startsWith('src/cli/')) return { rank: 7, group: 'src/cli' };
  return null;
}

/**
 * The imports against the layering that the code already had when the folders were made. Each is
 * a debt: remove the line when the import goes. The test fails on any other, and on a line here
 * that no longer matches an import.
 */
const KNOWN = [
  // across: the RFC 1808 resolver parses with the strict parser and returns its reports
  'src/resolver/rfc1808.ts -> src/parse/parse.ts',
  // across: resolve3986 with strict: true validates both inputs under the rfc3986 grammar
  'src/resolver/rfc3986.ts -> src/parse/parse.ts',
  // across: urljoin runs the resolver's transcription of CPython's algorithm
  'src/urllib/index.ts -> src/resolver/urllib.ts',
  'src/urllib/join.ts -> src/resolver/urllib.ts',
];


/** The repository paths of the modules a source file imports (relative specifiers). */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.filter((i) => i.fileName.startsWith('.')).map((i) => posix.join(posix.dirname(file), i.fileName).replace(/\.js$/, '.ts'));
}

describe('the source layout', () => {
  const sources = [...files('base', /\.ts$/), ...files('grammar', /\.ts$/), ...files('src', /\.ts$/)];

  it("src/ enters the grammar by its door: grammar/index.ts, the loaders, and a language's loader (its index.ts, load.ts, recognize.ts), never the engine, the generated code or a language's rules (the scheme facts, data, may be read directly: the WHATWG parser reads them so, loading no grammar)", () => {
    const through: string[] = [];
    for (const file of sources.filter((f) => f.startsWith('src/'))) {
      for (const target of importsOf(file)) {
        if (!target.startsWith('grammar/')) continue;
        const door = ['grammar/index.ts', 'grammar/rfcs.ts', 'grammar/all.ts', 'grammar/scheme-facts.ts'].includes(target);
        const loader = LANGUAGE_MODULE.exec(target)?.[2];
        if (!door && loader !== 'index' && loader !== 'load' && loader !== 'recognize' && target !== 'grammar/obsoleted/rfc1738-classes.ts') through.push(`${file} -> ${target}`);
      }
    }
    expect(through).toEqual([]);
  });

  it("a language's rule modules are read by its own folder, the languages after it, the rule files' order (grammar/generated/load-*.ts), the scheme grammar files' map and the generators; the door and the loaders read its loader, the registry its declaration", () => {
    const found: string[] = [];
    for (const file of sources.filter((f) => f.startsWith('grammar/') && !/^grammar\/generated\/load-/.test(f) && f !== SCHEME_MODULES && !f.startsWith('grammar/codegen/') && !LANGUAGE_MODULE.test(f))) {
      for (const target of importsOf(file)) {
        const module = LANGUAGE_MODULE.exec(target)?.[2];
        if (module !== undefined && module !== 'index' && module !== 'recognize' && !(module === 'language' && file === 'grammar/generated/languages.ts')) found.push(`${file} -> ${target}`);
      }
    }
    // The door's list of RFC 1738's schemes (data, no rule), and the URL Standard's host checks
    // (algorithms, no rule: the grammar's check after the parse, which the traced parser in
    // src/whatwg/ reads through the door).
    expect(found.sort()).toEqual(['grammar/index.ts -> grammar/obsoleted/schemes.ts', 'grammar/index.ts -> grammar/whatwg/host.ts']);
  });

  it('every .ts file under grammar/ and src/ belongs to a layer', () => {
    expect(sources.filter((f) => !layerOf(f))).toEqual([]);
  });

  it('imports go only down the layers (or across, where KNOWN says)', () => {
    const found: string[] = [];
    for (const file of sources) {
      const from = layerOf(file)!;
      const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
      for (const { fileName: spec } of info.importedFiles) {
        if (!spec.startsWith('.')) continue;
        const target = posix.join(posix.dirname(file), spec).replace(/\.js$/, '.ts');
        expect(existsSync(join(ROOT, target)), `${file} imports ${spec}`).toBe(true);
        const to = layerOf(target);
        expect(to, `${file} imports ${target}, outside grammar/ and src/`).not.toBeNull();
        if (to!.rank > from.rank || (to!.rank === from.rank && to!.group !== from.group)) found.push(`${file} -> ${target}`);
      }
    }
    expect([...new Set(found)].sort()).toEqual([...KNOWN].sort());
  });
});

/** The import circles of a graph (Tarjan's strongly connected components): each component of more than one module, or a module importing itself. */
function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) circles.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return circles;
}

/** Whether `node` is inside a function (made each call), not at a module's top (made once: `grammar` of src/parse/parse.ts). */
function madePerCall(node: ts.Node): boolean {
  for (let p = node.parent; p !== undefined; p = p.parent) if (ts.isFunctionLike(p)) return true;
  return false;
}

/** The getters and setters of object literals made in functions in `text` (file `name`), as `name:line get key`. */
function literalAccessors(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node)) && ts.isObjectLiteralExpression(node.parent) && madePerCall(node.parent)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      out.push(`${name}:${line} ${ts.isGetAccessorDeclaration(node) ? 'get' : 'set'} ${node.name.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('the rooms', () => {
  // The source the library, its generators, scripts and bench are made of (tests and generated code aside).
  const rooms = ['base', 'grammar', 'src', 'scripts', 'bench'].flatMap((d) => files(d, /\.(ts|mjs)$/)).filter((f) => !f.startsWith('grammar/generated/'));

  it('no source file is over 800 lines', () => {
    const big = rooms.map((f) => [f, readFileSync(join(ROOT, f), 'utf8').split('\n').length] as const).filter(([, n]) => n > 800);
    expect(big).toEqual([]);
  });

  it('no import circle: the modules import one another as a tree of layers, type-only imports included', () => {
    const graph = new Map<string, string[]>();
    const all = [...rooms, ...(existsSync(join(ROOT, 'grammar/generated')) ? files('grammar/generated', /\.ts$/) : [])];
    for (const file of all) {
      const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
      graph.set(
        file,
        info.importedFiles
          .map((i) => i.fileName)
          .filter((spec) => spec.startsWith('.'))
          .map((spec) => posix.join(posix.dirname(file), spec).replace(/\.js$/, '.ts'))
          .filter((t) => existsSync(join(ROOT, t))),
      );
    }
    expect(circlesOf(graph)).toEqual([]);
    expect(graph.size).toBeGreaterThan(200);
  });

  // An object literal with a getter or setter: V8 gives each such object a hidden class of its own
  // (some 0.5 µs a getter to make, and a map for the collector to sweep: a report's fixes and each
  // round of allErrors made one or two, src/diagnostics/actions.ts `Context`); a class's accessors
  // are its prototype's. A module's own literal (made once), and the command line (src/cli/),
  // which makes its few once a command, aside.
  it('no object literal the library makes in a function has a getter or setter (a class has them)', () => {
    const library = rooms.filter((f) => /^(base|grammar|src)\//.test(f) && !f.startsWith('src/cli/') && f.endsWith('.ts'));
    const found = library.flatMap((f) => literalAccessors(f, readFileSync(join(ROOT, f), 'utf8')));
    expect(found).toEqual([]);
    expect(library.length).toBeGreaterThan(200);
  });

  it('the accessor finder finds a literal\'s made in a function, not a class\'s nor a module\'s one', () => {
    expect(literalAccessors('a.ts', 'function f() {\n  return {\n    x: 1,\n    get y() { return 2; },\n  };\n}\nclass C { get z() { return 3; } }')).toEqual(['a.ts:4 get y']);
    expect(literalAccessors('b.ts', 'const f = () => ({ set y(v: number) {} });')).toEqual(['b.ts:1 set y']);
    expect(literalAccessors('c.ts', 'class C { get z() { return 3; } set z(v) {} }')).toEqual([]);
    expect(literalAccessors('d.ts', 'export const o = { get y() { return 2; } };')).toEqual([]);
  });

  it('the circle finder finds circles', () => {
    const g = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
    expect(circlesOf(g({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    expect(circlesOf(g({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] }))).toEqual([['a', 'b', 'c']]);
    expect(circlesOf(g({ a: ['a'], b: [] }))).toEqual([['a']]);
  });
});

describe('the paths the docs name', () => {
  const docs = ['README.md', 'grammar/README.md', ...files('docs', /\.md$/)];
  const ROOTED = /^(src|grammar|test|scripts|bench|docs)\//;
  /** Build outputs (.gitignore): named in the docs, absent from a fresh checkout. */
  const generated = readFileSync(join(ROOT, '.gitignore'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.endsWith('/') && !l.startsWith('#'));

  it.each(docs)('%s: every repository path in backticks exists', (doc) => {
    const text = readFileSync(join(ROOT, doc), 'utf8');
    const missing: string[] = [];
    for (const m of text.matchAll(/`([^`\s]+)`/g)) {
      const token = m[1]!.replace(/^\.\//, '');
      if (ROOTED.test(token)) {
        if (generated.some((g) => token.startsWith(g)) || token.includes("*")) continue; // build output, or a glob
        if (!existsSync(join(ROOT, token))) missing.push(token);
      } else if (/^[\w.-]+(\/[\w.-]+)*\.(ts|md|py|mjs|json)$/.test(token)) {
        // A file named relative to the document (`engine/dsl.ts` in grammar/README.md) or to the root.
        if (!existsSync(join(ROOT, dirname(doc), token)) && !existsSync(join(ROOT, token))) missing.push(token);
      }
    }
    expect(missing).toEqual([]);
  });
});
