/**
 * Every code block of the README and the guides compiles as shown (issue 40), from the packed
 * tarball installed in a scratch project, each block as its own file with its own imports:
 *
 * - every ```ts/```typescript block of README.md and docs/**\/*.md (docs/site and docs/api are
 *   generated) is a `.ts` file, every ```js/```javascript block a `.mjs` file (a `.cjs` file when it
 *   `require`s and imports nothing), checked as JavaScript (`checkJs`);
 * - type-checked under `module: nodenext` and under `module: esnext, moduleResolution: bundler`,
 *   both `strict`, `skipLibCheck: false` (one compiler program per setting over all the blocks):
 *   `npm run test:full` checks both so. `npm test` checks nodenext with `skipLibCheck: true` (one
 *   block importing urlgrammar, zod, ajv and valibot: 14.8 s with `false`, 2.2 s with `true`,
 *   almost all of it the 402 declaration files of those packages and @types/node); the package's
 *   own are checked with `skipLibCheck: false` by test/install.test.ts (its TypeScript project,
 *   `types: []`, under npm test too);
 * - the scratch project has the tarball installed (its dependencies from the registry, or npm's
 *   cache), and, linked from this repository's node_modules, the packages the blocks import (ajv,
 *   zod, valibot) and @types/node (test/install.test.ts installs ajv from a tarball, as a user
 *   would);
 * - a block reads only what the package ships: every `'urlgrammar…'` specifier in a block resolves
 *   in the scratch project, and no block reads a file by a path of this repository.
 *
 * A block that is deliberately partial carries, on the line before its fence, a marker with its
 * reason: `<!-- partial: reason -->`. It is not compiled; the test lists the marked blocks.
 *
 * What the blocks compute is test/docs-examples.test.ts's (it runs their `expr; // result` lines
 * against the repository's dist/).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fencedBlocks } from '../scripts/doc-examples/extract.js';
import { markdownFiles } from '../scripts/doc-examples/run.js';
import { installInto, linkDependency, packAsTheReadmeSays, ROOT, write } from './support/pack.js';
import { FULL } from './support/scale.js';

const built = existsSync(join(ROOT, 'dist/src/index.js'));

/** A fenced code block of a Markdown file that the test compiles or lists. */
interface CodeBlock {
  readonly file: string;
  /** 1-based line of its first code line. */
  readonly line: number;
  readonly lang: 'ts' | 'js';
  readonly code: string;
  /** The reason of its `<!-- partial: ... -->` marker, or null. */
  readonly partial: string | null;
}

const PARTIAL = /^<!--\s*partial:\s*(.+?)\s*-->\s*$/;
const LANGS: Record<string, 'ts' | 'js'> = { ts: 'ts', typescript: 'ts', js: 'js', javascript: 'js' };

/** The ```ts/```typescript/```js/```javascript blocks of a Markdown file. */
function codeBlocks(file: string, text: string): CodeBlock[] {
  return fencedBlocks(text).flatMap((b) => {
    const lang = Object.hasOwn(LANGS, b.lang) ? LANGS[b.lang] : undefined;
    if (!lang) return [];
    const marker = PARTIAL.exec(b.before.trim());
    return [{ file, line: b.line, lang, code: b.lines.map((l) => l.slice(b.indent)).join('\n'), partial: marker ? marker[1]! : null }];
  });
}

/** The file a block is written to in the scratch project, named after where it is. */
function fileOf(b: CodeBlock): string {
  const ext = b.lang === 'ts' ? 'ts' : /\brequire\(/.test(b.code) && !/^\s*import\b/m.test(b.code) ? 'cjs' : 'mjs';
  return `blocks/${b.file.replace(/\.md$/, '').replace(/[^\w-]/g, '_')}_${b.line}.${ext}`;
}

const SETTINGS = FULL
  ? [
      { name: 'module: nodenext', options: { module: 'nodenext', moduleResolution: 'nodenext', skipLibCheck: false } },
      { name: 'module: esnext, moduleResolution: bundler', options: { module: 'esnext', moduleResolution: 'bundler', skipLibCheck: false } },
    ]
  : [{ name: 'module: nodenext', options: { module: 'nodenext', moduleResolution: 'nodenext', skipLibCheck: true } }];

const blocks = markdownFiles().flatMap((f) => codeBlocks(f, readFileSync(join(ROOT, f), 'utf8')));
const compiled = blocks.filter((b) => b.partial === null);

/** The bare module specifiers the blocks import, but the package's own and Node's. */
function importedPackages(): string[] {
  const names = new Set<string>();
  for (const b of compiled) {
    const source = ts.createSourceFile('block.ts', b.code, ts.ScriptTarget.ES2022, false);
    for (const s of source.statements) {
      if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) continue;
      const spec = s.moduleSpecifier.text;
      if (spec.startsWith('.') || spec.startsWith('node:') || spec === 'urlgrammar' || spec.startsWith('urlgrammar/')) continue;
      const parts = spec.split('/');
      names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!);
    }
  }
  return [...names].sort();
}

let tmp = '';
let project = '';
let offline: string | null = null;

beforeAll(() => {
  if (!built) return;
  tmp = mkdtempSync(join(tmpdir(), 'urlgrammar-docs-compile-'));
  const { tarball } = packAsTheReadmeSays(tmp);
  project = join(tmp, 'project');
  offline = installInto(project, [tarball], 'module').offline;
  if (offline) {
    console.warn(`test/docs-compile.test.ts: SKIPPING: ${offline}`);
    return;
  }
  for (const name of [...importedPackages(), '@types/node']) linkDependency(name, project);
  for (const b of compiled) write(join(project, fileOf(b)), `${b.code}\n`);
}, 180_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}, 60_000);

/** Type-checks every block under one setting; the errors as `file:line: TSnnnn message`, in the Markdown's lines. */
function typeCheck(options: { module: string; moduleResolution: string; skipLibCheck: boolean }): string[] {
  const { options: compilerOptions, errors } = ts.convertCompilerOptionsFromJson(
    {
      ...options,
      target: 'es2022',
      strict: true,
      noEmit: true,
      allowJs: true,
      checkJs: true,
      // Each block is its own module, as a file of a user's program would be (a block without an
      // import would otherwise be a script whose declarations are global).
      moduleDetection: 'force',
      types: ['node'],
    },
    project,
  );
  expect(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n'))).toEqual([]);
  const files = compiled.map((b) => join(project, fileOf(b)));
  const program = ts.createProgram(files, compilerOptions);
  const where = new Map(compiled.map((b) => [join(project, fileOf(b)), b]));
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const text = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file || d.start === undefined) return `TS${d.code}: ${text}`;
    const block = where.get(d.file.fileName);
    const { line } = d.file.getLineAndCharacterOfPosition(d.start);
    return block ? `${block.file}:${block.line + line}: TS${d.code}: ${text}` : `${d.file.fileName}:${line + 1}: TS${d.code}: ${text}`;
  });
}

describe.runIf(built)('every code block of the README and the guides compiles as shown, from the tarball', () => {
  it('finds the blocks: the README\'s and each guide\'s, TypeScript and JavaScript; lists the partial ones', () => {
    const marked = blocks.filter((b) => b.partial !== null);
    console.log(
      `test/docs-compile.test.ts: ${compiled.length} blocks compiled, ${marked.length} marked partial` +
        marked.map((b) => `\n  ${b.file}:${b.line}: ${b.partial}`).join(''),
    );
    expect(compiled.filter((b) => b.file === 'README.md').length).toBeGreaterThanOrEqual(5);
    const guides = readdirSync(join(ROOT, 'docs/guide')).filter((f) => f.endsWith('.md'));
    const withBlocks = new Set(compiled.map((b) => b.file));
    expect(guides.filter((g) => !withBlocks.has(`docs/guide/${g}`)), 'guides without a compiled block').toEqual([]);
    expect(compiled.some((b) => b.lang === 'js')).toBe(true);
    // A marker names its reason.
    for (const b of marked) expect(b.partial!.length, `${b.file}:${b.line}`).toBeGreaterThan(10);
  });

  it.for(SETTINGS)('$name, strict, skipLibCheck: $options.skipLibCheck', { timeout: 240_000 }, (setting, ctx) => {
    if (offline) ctx.skip(offline);
    const problems = typeCheck(setting.options);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('a block reads only what the package ships: its `urlgrammar…` specifiers resolve in the scratch project, and it reads no file of this repository', (ctx) => {
    if (offline) ctx.skip(offline);
    const require = createRequire(join(project, 'package.json'));
    const unresolved: string[] = [];
    let specifiers = 0;
    for (const b of compiled) {
      for (const m of b.code.matchAll(/(['"])(urlgrammar(?:\/[^'"]*)?)\1/g)) {
        specifiers++;
        try {
          require.resolve(m[2]!);
        } catch {
          unresolved.push(`${b.file}:${b.line}: ${m[2]}`);
        }
      }
    }
    expect(unresolved).toEqual([]);
    expect(specifiers).toBeGreaterThanOrEqual(compiled.length);
    const repoPaths = compiled.filter((b) => /\b(readFileSync|readFile|createReadStream)\(\s*['"`](?!\/)/.test(b.code)).map((b) => `${b.file}:${b.line}`);
    expect(repoPaths, 'a block that reads a relative path reads this repository, not the package').toEqual([]);
  });
});
