/**
 * The split of the test files between a module state of their own and one reused per worker
 * (test/support/isolation.ts, vitest.config.ts): what the scan finds, in files written here and in
 * the repository's own; and which library they load, the built one (dist/) or the sources.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseURL } from '../src/index.js';
import { isolatedTestFiles, isolationReason, sourceTestFiles, testFileScan } from './support/isolation.js';
import { testsLoadBuilt } from './support/built.js';
import { ROOT } from './support/pack.js';

const tmp = mkdtempSync(join(tmpdir(), 'urlgrammar-isolation-'));
mkdirSync(join(tmp, 'test', 'support'), { recursive: true });
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(tmp, 'test', name);
  writeFileSync(path, text);
  return path;
}

describe('a test file runs isolated where it changes what is global, or reads what such a change makes differ', () => {
  it.for([
    [`grammar.fromABNF('a = "x"', { name: 'x' });`, 'loads a grammar into the rule registry'],
    [`loadABNF(text, { name: 'y' });`, 'loads a grammar into the rule registry'],
    [`await main(['rules', '--abnf', file]);`, 'loads a grammar into the rule registry'],
    [`define({ rfc: 3986, name: "x", body });`, 'loads a grammar into the rule registry'],
    [`const n = allRules().length;`, "reads the rule registry's enumeration"],
    [`const mine = allRules().filter((r) => r.rfc === 3986);`, "reads the rule registry's enumeration"],
    [`const n = allRules().filter((r) => !isLoadedSource(r.rfc)).length + allRules().length;`, "reads the rule registry's enumeration"],
    [`import { run } from '../scripts/doc-examples/run.js';`, 'runs documentation examples'],
    [`vi.spyOn(console, 'warn');`, 'stubs or mocks'],
    [`provideRecordReader(fake);`, "registers parseURL's record reader"],
    [`const { small, big } = rungs(run, (n) => build(prefix, unit, n), 500);`, 'bounds the work counted on the rungs of a ladder'],
    [`(Object.prototype as any).grammar = 'x';`, 'changes a built-in prototype'],
    [`delete (Object.prototype as Record<string, unknown>)['start'];`, 'changes a built-in prototype'],
    [`Object.defineProperty(Array.prototype, '0', { value: 1, configurable: true });`, 'changes a built-in prototype'],
    [`const proto = Object.prototype as Record<string, unknown>;`, 'changes a built-in prototype'],
    [`const polluted = { object: Array.prototype, values };`, 'changes a built-in prototype'],
    [`globalThis.URL = undefined as never;`, 'sets a global or an environment variable'],
    [`process.env['NO_COLOR'] = '1';`, 'sets a global or an environment variable'],
    [`process.env.FORCE_COLOR = "0";`, 'sets a global or an environment variable'],
  ] as const)('%s', ([code, reason], { task }) => {
    const path = file(`case-${task.id}.test.ts`, `it('x', () => {\n  ${code}\n});\n`);
    expect(isolationReason(path)).toContain(reason);
  });

  it('reads nothing else: parsing, comparing a global, reading the environment or a prototype reuse the state', () => {
    const path = file(
      'plain.test.ts',
      [
        "import { parseURL } from '../src/index.js';",
        "expect(parseURL('http://a/').ok).toBe(true);",
        "if (globalThis.URL === undefined || process.env['CI'] === '1') {}",
        'expect(Object.keys(Object.prototype)).toEqual([]);',
        "Object.prototype.hasOwnProperty.call(Object.prototype, '1');",
        'Function.prototype.toString.call(f);',
        // The declared rules (test/support/declared.ts): the same whichever files ran before.
        `const declared = allRules().filter((r) => !isLoadedSource(r.rfc));`,
        // The ladder's helper defined (test/support/linear.ts), not called.
        'export function rungs(f: (s: string) => unknown): void {}',
      ].join('\n'),
    );
    expect(isolationReason(path)).toBe(null);
  });

  it("reads code, not comments, patterns or what a template literal says (a module written for another process, an ABNF text); a call inside `${…}` is code", () => {
    const writes = file(
      'writes.test.ts',
      [
        'const RULES = `',
        "import { define, lit } from '../engine/dsl.js';",
        `define({ rfc: 'greeting', name: 'greeting', body: lit('hello') });`,
        `export const load = () => loadABNF('a = "x"', { name: 'a' });`,
        '`;',
        "const args = `check --abnf ${file} ${'x'}`;",
        `spawnSync(process.execPath, ['-e', \`\${RULES}\nglobalThis.URL = undefined;\`]);`,
        `// A comment that names loadABNF(text) and define({ ... }).`,
        `/* vi.spyOn(console, 'warn') */ const re = /\\bdefine\\(|fromABNF|globalThis\\.URL = /;`,
      ].join('\n'),
    );
    expect(isolationReason(writes)).toBe(null);
    const calls = file('calls.test.ts', `const s = \`a \${loadABNF('a = "x"', { name: 'a' }).name} b\`;\n`);
    expect(isolationReason(calls)).toContain(`loads a grammar into the rule registry ("loadABNF")`);
    const nested = file('nested.test.ts', `const s = \`a \${\`b \${define({ rfc: 3986, name: 'x', body })}\`} c\`;\n`);
    expect(isolationReason(nested)).toContain(`loads a grammar into the rule registry ("define(")`);
  });

  it('reads the test modules a file imports, and names the one that isolates it', () => {
    writeFileSync(join(tmp, 'test', 'support', 'loads.ts'), `export const g = () => grammar.fromABNF('a = "x"', { name: 'z' });\n`);
    writeFileSync(join(tmp, 'test', 'support', 'via.ts'), "export { g } from './loads.js';\n");
    const path = file('indirect.test.ts', "import { g } from './support/via.js';\nit('x', () => g());\n");
    expect(isolationReason(path)).toBe(`loads a grammar into the rule registry ("fromABNF") in support/loads.ts, imported by support/via.ts`);
  });

  it("in this repository: the files that load ABNF grammars or read the registry's enumerations are isolated, most others reuse a state", () => {
    const isolated = isolatedTestFiles(ROOT);
    for (const name of ['test/abnf-loader.test.ts', 'test/grammar-text.test.ts', 'test/ast-types.test.ts', 'test/docs-examples.test.ts', 'test/pollution.test.ts', 'test/uri-schemes.test.ts', 'test/linear.test.ts', 'test/linear-api.test.ts']) {
      expect(isolated.get(name), name).toBeTypeOf('string');
    }
    // add-language and add-scheme write modules that load grammars, run in copies of the sources;
    // this file's cases are template literals, and its scan's patterns regular expressions.
    for (const name of ['test/cli.test.ts', 'test/first-error.test.ts', 'test/normalize.test.ts', 'test/fastpath.test.ts', 'test/ask.test.ts', 'test/add-language.test.ts', 'test/add-scheme.test.ts', 'test/isolation.test.ts']) expect(isolated.has(name), name).toBe(false);
    const all = readdirSync(join(ROOT, 'test')).filter((f) => f.endsWith('.test.ts'));
    expect(isolated.size).toBeLessThan(all.length / 2);
  });

  it("the configuration's scan (testFileScan) is the scan's answer, remembered until a file under test/ changes", () => {
    const direct = (root: string) => ({ isolated: [...isolatedTestFiles(root).keys()], sources: sourceTestFiles(root) });
    expect(testFileScan(ROOT)).toEqual(direct(ROOT));
    const root = mkdtempSync(join(tmpdir(), 'urlgrammar-scan-'));
    try {
      mkdirSync(join(root, 'test', 'support'), { recursive: true });
      const write = (name: string, text: string) => writeFileSync(join(root, 'test', name), text);
      write('a.test.ts', "import { g } from './support/g.js';\nit('x', () => g());\n");
      write('support/g.ts', 'export const g = () => 1;\n');
      write('b.test.ts', "it('x', () => {});\n");
      expect(testFileScan(root)).toEqual({ isolated: [], sources: [] });
      expect(existsSync(join(root, 'node_modules', '.cache', 'urlgrammar', 'test-scan.json'))).toBe(true);
      expect(testFileScan(root)).toEqual({ isolated: [], sources: [] });
      // A module a test file imports changes: the remembered answer is not read.
      write('support/g.ts', `export const g = () => grammar.fromABNF('a = "x"', { name: 'g' });\n`);
      expect(testFileScan(root)).toEqual({ isolated: ['test/a.test.ts'], sources: [] });
      // A new test file.
      write('c.test.ts', `beforeEach(() => { vi.resetModules(); });\n`);
      expect(testFileScan(root)).toEqual({ isolated: ['test/a.test.ts'], sources: ['test/c.test.ts'] });
      expect(testFileScan(root)).toEqual(direct(root));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the tests load the library as built, where dist/ is built from these sources (vitest.config.ts)', () => {
  it('a file that re-evaluates the library (vi.resetModules) loads the sources; the scan reads code', () => {
    expect(sourceTestFiles(ROOT)).toEqual(['test/checks-seam.test.ts', 'test/record.test.ts']);
    // (A template literal: what it says is not this file's code.)
    file('reloads.test.ts', `beforeEach(() => { vi.resetModules(); });\n`);
    file('says-reloads.test.ts', `// vi.resetModules() would make a fresh copy\nit('x', () => {});\n`);
    expect(sourceTestFiles(tmp)).toEqual(['test/reloads.test.ts']);
  });

  it('this file runs the built modules where dist/ is built from these sources, else the sources', () => {
    const built = testsLoadBuilt();
    let stack = '';
    try {
      parseURL(42 as never);
    } catch (e) {
      stack = (e as Error).stack ?? '';
    }
    // The frame of the library's own code that threw: its module's path.
    expect(stack).toMatch(built ? /[\\/]dist[\\/]src[\\/][^\s:]+\.js:/ : /[\\/]src[\\/][^\s:]+\.ts:/);
  });
});
