/**
 * Adding a language is one folder and one line of the registry (docs/contributing.md, "Adding a
 * language"; issue 42 §6). In a copy of the repository (the sources, not node_modules, which is
 * linked), a fixture language is added as the checklist says: a folder `grammar/greeting/` (its
 * `language.ts`, its rules declared with the DSL, its loader, its recognizers, a README) and the
 * line `'greeting',` in grammar/languages.ts, and nothing else. Then the generators run there, and
 * the new grammar has, with no other change:
 *
 * - parse: `parseURL(input, { grammar: 'greeting' })` and `parseRule`, from the main entry, and
 *   the command line's `--grammar`;
 * - report: a rejected input's offset, expected terminals and rule stack;
 * - recognizer: its generated DFA (`isValid`), which agrees with the parse;
 * - fast path: its generated module, whose parser gives the engine's AST;
 * - docs: its rule pages with their railroad diagrams (scripts/docs/grammar-pages.ts), and the
 *   grammar index naming the new grammar.
 *
 * `npm test` generates the fast path of every language (about 1 s; the existing modules must come
 * out byte for byte as they are) and the recognizers of the new language alone (the others' are
 * copied: the recognizers of every language take about 15 s on this machine); `npm run
 * test:full` (URLGRAMMAR_FULL=1) runs `npm run gen`'s whole generation (grammar/codegen/write-all.ts)
 * in the copy and holds every existing generated module to the original's.
 *
 * The copy is run with tsx. Under test:full it is type-checked too (`tsc --noEmit` on the copy,
 * every generated module included): the types hold the new language with no line elsewhere, its
 * grammar in `GrammarName`, its source in `RFC` and its node types in `ASTNode['type']` (the rules
 * declare their node kinds, and `npm run gen` writes the types from them).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFiles, makeCopy, ROOT, runDriver, type SourceCopy } from './support/source-copy.js';

const FULL = process.env.URLGRAMMAR_FULL === '1';

/** What the copy holds: what the generators, the library and the docs' grammar pages read. */
const COPIED = ['base', 'grammar', 'src', 'scripts', 'test/tables', 'package.json', 'tsconfig.json'];
/** Not copied: the specification texts (no generator or page reads them) and the build output. */
const SKIPPED = new Set(['grammar/rfc', 'grammar/generated']);

/** The fixture language, as docs/contributing.md's checklist has it: every file of its folder. */
export const FIXTURE: Readonly<Record<string, string>> = {
  'grammar/greeting/language.ts': `/** A greeting, the fixture language of test/add-language.test.ts. Data only. */
import type { Language } from '../languages.js';

export const language = {
  folder: 'greeting',
  // Its rules read RFC 2234's ALPHA (rfc3986/rfc2234.ts).
  reads: ['rfc3986'],
  rules: { spec: ['rules'] },
  loadedBy: 'all',
  loaders: ['index', 'recognize'],
  profiles: {
    greeting: {
      starts: [{ rfc: 'greeting', name: 'greeting' }, { rfc: 'greeting', name: 'greeted' }],
      description: 'A greeting: "hello", a space and a name.',
    },
  },
  fastPath: { rfcs: ['greeting'] },
  recognizer: {},
  // The source of its rules (their \`rfc\`), a member of the RFC type once generated.
  sources: [['greeting', { title: 'A greeting: the fixture language of test/add-language.test.ts', url: null }]],
} as const satisfies Language;
`,
  'grammar/greeting/rules.ts': `/** The fixture language's rules (test/add-language.test.ts), of its own source, \`greeting\`. */
import { define, ilit, lit, plus, ref, seq } from '../engine/dsl.js';

const rfc = 'greeting' as const;
const section = '1';

define({
  rfc, section, name: 'greeting',
  text: 'greeting = "hello" %x20 greeted',
  body: seq(ilit('hello'), lit(' '), ref('greeted', rfc)),
  doc: 'A greeting: "hello", a space, and who is greeted.',
});

define({
  rfc, section, name: 'greeted',
  text: 'greeted = 1*ALPHA',
  body: plus(ref('ALPHA', 2234)),
});
`,
  'grammar/greeting/index.ts': `/** The fixture language loaded: its rules and its generated fast path. */
import './rules.js';
import { provideFastPath } from '../engine/fast.js';
import * as generated from '../generated/fast-greeting.js';

provideFastPath(generated);
`,
  'grammar/greeting/recognize.ts': `/** The fixture language's recognizers: the generated tables, registered for \`isValid\`. */
import { provideRecognizers } from '../engine/recognize.js';
import * as generated from '../generated/dfa-greeting.js';

provideRecognizers(generated);
`,
  'grammar/greeting/README.md': `# grammar/greeting/

The fixture language of test/add-language.test.ts: \`greeting = "hello" %x20 greeted\`, \`greeted = 1*ALPHA\`.
`,
};

/** The registry's line for it. */
export const REGISTRY_LINE = "  'greeting',";

/** Adds the line to the registry's list of folders, as its last line. */
function addRegistryLine(text: string): string {
  const end = text.indexOf('\n] as const;', text.indexOf('export const LANGUAGE_FOLDERS = ['));
  if (end < 0) throw new Error('grammar/languages.ts: no LANGUAGE_FOLDERS list');
  return `${text.slice(0, end)}\n${REGISTRY_LINE}${text.slice(end)}`;
}

/** The driver run in the copy (tsx): generates, then reads the new grammar every way; prints JSON. */
const DRIVER = (copy: string, full: boolean) => `
const copy = ${JSON.stringify(copy)};
const at = (p) => copy + '/' + p;
${
  full
    ? `const { writeAll } = await import(at('grammar/codegen/write-all.ts'));
await writeAll();`
    : `const { writeLanguages } = await import(at('grammar/codegen/languages.ts'));
await writeLanguages();
const { writeFastPath } = await import(at('grammar/codegen/write-fastpath.ts'));
writeFastPath();
const { generateRecognizers, RECOGNIZER_UNITS } = await import(at('grammar/codegen/recognizer.ts'));
const { writeGenerated } = await import(at('grammar/codegen/write.ts'));
writeGenerated('dfa-', generateRecognizers(RECOGNIZER_UNITS.filter((u) => u.name === 'greeting')).sources);
const { generateNodeTypes } = await import(at('grammar/codegen/node-types.ts'));
writeGenerated('', new Map([['node-types', generateNodeTypes()]]));`
}
const api = await import(at('src/index.ts'));
const { fastParser, lookup, parserFor, profiles, recognizerFor } = await import(at('grammar/all.ts'));
const out = {};
out.grammars = Object.keys(profiles);
out.startSymbols = api.startSymbols('greeting');
const good = api.parseURL('hello world', { grammar: 'greeting' });
out.parse = { ok: good.ok, type: good.ast?.type, children: good.ast?.children?.map((c) => [c.type, c.text]) };
const rule = api.parseRule('greeted', 'world');
out.parseRule = { ok: rule.ok, type: rule.ast?.type };
const bad = api.parseURL('hello 42', { grammar: 'greeting' });
out.report = bad.ok ? null : { offset: bad.error.offset, code: bad.error.code, expected: bad.error.expected.flatMap((e) => e.terminals.map((t) => e.rule + ': ' + t)), stack: bad.error.trace.map((f) => f.rule), text: api.formatReport(bad.error) };
const inputs = ['hello world', 'hello 42', 'hello ', 'hello', 'hello  world', 'Hello world', 'hello WORLD', '', 'hello wörld', 'hello world!'];
const dfa = recognizerFor('greeting', 'greeting');
const fast = fastParser('greeting', lookup('greeting', 'greeting'));
out.recognizer = dfa ? inputs.map((x) => [x, api.parseURL(x, { grammar: 'greeting' }).ok, dfa(x), api.isValid(x, { grammar: 'greeting' })]) : null;
// The engine: the compiled grammar (no fast path), what the fast path is held to (test/fastpath.test.ts).
const engine = parserFor('greeting');
out.fastPath = fast ? inputs.map((x) => { const f = fast(x); const e = engine.parse(x); return [x, f ? JSON.stringify(f.ast) : null, e ? JSON.stringify(e) : null]; }) : null;
const { writeGrammarPages } = await import(at('scripts/docs/grammar-pages.ts'));
const { errorPath } = await import(at('scripts/docs/error-pages.ts'));
const site = at('site');
const written = writeGrammarPages(site, { pages: new Map(), errorPage: errorPath });
const { readFileSync } = await import('node:fs');
const page = (p) => (written.includes(p) ? readFileSync(site + '/' + p, 'utf8') : null);
out.docs = { greeting: page('grammar/greeting/greeting.html'), greeted: page('grammar/greeting/greeted.html'), index: page('grammar/index.html'), source: page('grammar/greeting/index.html') };
const { HELP } = await import(at('src/cli/help.ts'));
out.cliHelp = HELP.check.replace(/\\s+/g, ' ');
console.log(JSON.stringify(out));
`;

describe("docs/contributing.md's checklist, \"Adding a language\"", () => {
  const doc = readFileSync(join(ROOT, 'docs/contributing.md'), 'utf8');
  const section = doc.slice(doc.indexOf('\n## Adding a language\n'));

  it('is there, and names every file of the fixture folder, the registry and its list', () => {
    expect(section.length).toBeGreaterThan(100);
    for (const path of Object.keys(FIXTURE)) expect(section, path).toContain(`\`<folder>/${path.split('/').at(-1)}\``);
    expect(section).toContain('`LANGUAGE_FOLDERS` of `grammar/languages.ts`');
    expect(section).toContain('`test/add-language.test.ts`');
  });

  it("names every field the fixture's language.ts declares", () => {
    const fields = [...FIXTURE['grammar/greeting/language.ts']!.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]!);
    expect(fields.length).toBeGreaterThan(5);
    for (const f of fields) expect(section, f).toContain(`\`${f}\``);
  });
});

describe('adding a language: a folder and a line of the registry', () => {
  let c: SourceCopy | undefined;
  let copy = '';
  let result: {
    grammars: string[] | null;
    startSymbols: string[];
    parse: { ok: boolean; type?: string; children?: Array<[string, string]> };
    parseRule: { ok: boolean; type?: string };
    report: { offset: number; code: string; expected: string[]; stack: string[]; text: string } | null;
    recognizer: Array<[string, boolean, boolean, boolean]> | null;
    fastPath: Array<[string, string | null, string | null]> | null;
    docs: { greeting: string | null; greeted: string | null; index: string | null; source: string | null };
    cliHelp: string;
  };

  beforeAll(() => {
    // The existing generated modules are copied as the test setup wrote them under npm test (the
    // generators rewrite only what the change needs); under test:full the driver writes them all.
    c = makeCopy({ prefix: 'urlgrammar-add-language-', copied: COPIED, skipped: SKIPPED, keepGenerated: !FULL, files: FIXTURE, edits: { 'grammar/languages.ts': addRegistryLine } });
    copy = c.copy;
    result = runDriver(c, (at) => DRIVER(at, FULL));
  }, 240_000);

  afterAll(() => c?.remove());

  it('touches nothing but its folder and one line of grammar/languages.ts', () => {
    const changed = changedFiles(c!, { copied: COPIED, skipped: SKIPPED });
    expect(changed).toEqual(['grammar/greeting/README.md', 'grammar/greeting/index.ts', 'grammar/greeting/language.ts', 'grammar/greeting/recognize.ts', 'grammar/greeting/rules.ts', 'grammar/languages.ts']);
    const before = readFileSync(join(ROOT, 'grammar/languages.ts'), 'utf8').split('\n');
    const after = readFileSync(join(copy, 'grammar/languages.ts'), 'utf8').split('\n');
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((l) => l !== REGISTRY_LINE)).toEqual(before);
  });

  it('is a grammar of parseURL, with its start symbols', () => {
    expect(result.grammars).toContain('greeting');
    expect(result.startSymbols).toEqual(['greeting', 'greeted']);
    expect(result.parse).toEqual({ ok: true, type: 'greeting', children: [['greeted', 'world']] });
    expect(result.parseRule).toEqual({ ok: true, type: 'greeted' });
    // The command line's --grammar lists it (its language declares no gloss: its name says it).
    expect(result.cliHelp).toMatch(/whatwg \(the URL Standard's valid URL strings\), greeting\b/);
  });

  it('reports a rejected input: offset, expected terminals, rule stack', () => {
    expect(result.report).not.toBeNull();
    expect(result.report!.offset).toBe(6);
    expect(result.report!.code).toBe('syntax.unexpected-char');
    expect(result.report!.expected).toEqual(['greeted: ALPHA']);
    expect(result.report!.stack).toEqual(['greeting', 'greeted']);
    expect(result.report!.text).toContain('greeted = 1*ALPHA');
  });

  it('has a generated recognizer that agrees with the parse', () => {
    expect(result.recognizer).not.toBeNull();
    for (const [input, parsed, dfa, valid] of result.recognizer!) {
      expect(dfa, input).toBe(parsed);
      expect(valid, input).toBe(parsed);
    }
    expect(result.recognizer!.filter((r) => r[1]).map((r) => r[0])).toEqual(['hello world', 'Hello world', 'hello WORLD']);
  });

  it('has a generated fast path that gives the engine’s AST', () => {
    expect(result.fastPath).not.toBeNull();
    for (const [input, fast, engine] of result.fastPath!) expect(fast, input).toBe(engine);
    expect(result.fastPath!.filter((r) => r[1] !== null).length).toBe(3);
  });

  it('gets docs pages with railroad diagrams, and the grammar index names it', () => {
    for (const page of [result.docs.greeting, result.docs.greeted]) {
      expect(page).not.toBeNull();
      expect(page).toContain('<svg');
    }
    expect(result.docs.greeting).toContain('greeting = &quot;hello&quot; %x20 greeted');
    expect(result.docs.index).toContain('greeting');
    // Its source's index, with the title its language.ts gives it.
    expect(result.docs.source).toContain('A greeting: the fixture language of test/add-language.test.ts');
  });

  it("needs no line in package.json's sideEffects: the globs cover the modules its loaders import", () => {
    const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { sideEffects: string[] };
    const listed = (file: string): boolean => pkg.sideEffects.some((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`).test(file));
    const imported = ['load-rfcs', 'load-all'].flatMap((m) => [...readFileSync(join(copy, `grammar/generated/${m}.ts`), 'utf8').matchAll(/^import '\.\.\/([^']+)\.js';$/gm)].map((x) => `grammar/${x[1]}`));
    expect(imported).toEqual(expect.arrayContaining(['grammar/greeting/rules', 'grammar/greeting/index', 'grammar/greeting/recognize']));
    expect(imported.filter((f) => !listed(`./dist/${f}.js`) || !listed(`./${f}.ts`))).toEqual([]);
  });

  it.runIf(FULL)('type-checks, the new language in the types (GrammarName, RFC, the node types)', () => {
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], { cwd: copy, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    const types = readFileSync(join(copy, 'grammar/generated/node-types.ts'), 'utf8');
    expect(types).toContain('"greeting"');
    expect(types).toContain('"greeted"');
  }, 240_000);

  it("leaves every existing language's generated code as it was", () => {
    const generated = join(copy, 'grammar/generated');
    const same = readdirSync(join(ROOT, 'grammar/generated')).filter((f) => /^(fast|dfa)-.*\.ts$/.test(f));
    expect(same.length).toBeGreaterThan(5);
    for (const f of same) expect(readFileSync(join(generated, f), 'utf8') === readFileSync(join(ROOT, 'grammar/generated', f), 'utf8'), f).toBe(true);
    expect(existsSync(join(generated, 'fast-greeting.ts'))).toBe(true);
    expect(existsSync(join(generated, 'dfa-greeting.ts'))).toBe(true);
    expect(relative(ROOT, generated).startsWith('..')).toBe(true);
  });
});
