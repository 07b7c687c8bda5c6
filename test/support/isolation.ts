/**
 * Which test files run in a module state of their own (vitest.config.ts's project `isolated`) and
 * which reuse one per worker (`reused`, Vitest's `isolate: false`): loading the library's modules
 * afresh costs about 0.7 s a file under Vitest (every grammar is declared, the generated tables
 * compiled), about 65 s of a 2-CPU machine's 190 s for `npm test`'s 92 files when every file paid it.
 *
 * Files that reuse a module state see what the files before them left in it, in an order that
 * depends on which worker was free. So a file runs isolated where it **changes** what is global
 * to the library, or **reads what only such a change makes differ**:
 *
 *   - the rule registry (grammar/engine/dsl.ts): a grammar loaded from ABNF stays registered
 *     (`fromABNF`, `loadABNF`, the CLI's `--abnf`, `coreRules`, `define`, `setCitation`; a second
 *     grammar of the same name and another text is an error), and the registry's enumerations
 *     (`allRules`, `registryVersion`, `loadedABNF`) list what was loaded, the scheme grammars
 *     once something has read them (they load on first use, the same rules whoever reads them);
 *     but not the declared rules, `allRules()` narrowed at once to the sources no ABNF text loaded
 *     (`DECLARED_RULES`, test/support/declared.ts): a grammar loaded from ABNF is an `abnf:` source,
 *     and only a `define()` adds another, which isolates the file that calls it;
 *   - the record reader `parseURL` asks for (`provideRecordReader`, src/parse/result.ts), and
 *     after how many parses it is made (`deferRecordReader`; the setup file sets 0);
 *   - documentation examples run as code (scripts/doc-examples): they load ABNF grammars;
 *   - the work a file bounds in counted steps where what it counts depends on what the lazy
 *     automata kept from the files before (`countedRecovery`, `rungs`);
 *   - Vitest's stubs and mocks, a built-in prototype, a global, an environment variable.
 *
 * The files are read for those names, and the test/support modules they import too (the guard is
 * the scan itself: a new test file that loads a grammar is isolated without being listed). They
 * are read as code (`codeOf`): not in comments, regular expressions' patterns, or what a template
 * literal says (its `${…}` are read): that is text, a module a test writes for a process of its
 * own or an ABNF grammar, not a call this process makes (test/add-language.test.ts writes a
 * language whose rules call `define(` and runs it in a copy of the sources).
 * Everything a reused file reads is the same whoever came before: the declared grammars, and the
 * counted-work counter where a file does not bound it (read as differences within one synchronous
 * call; the steps themselves can differ with what the lazy automata kept).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type * as TS from 'typescript';

// TypeScript (1.3 s to load) is loaded where a file is parsed: not where the configuration's scan
// is remembered (`testFileScan`).
let loaded: typeof TS | undefined;
const typescript = (): typeof TS => (loaded ??= createRequire(import.meta.url)('typescript') as typeof TS);

const PROTO = String.raw`\b(?:Object|Array|String|Function|Number|RegExp|Promise)\.prototype\b`;

/**
 * The declared rules (test/support/declared.ts): the enumeration narrowed at once to the rules no
 * ABNF text loaded, the same whichever files ran before (a reused file declares none); the scan
 * reads past this one expression.
 */
export const DECLARED_RULES = /\ballRules\(\)\.filter\(\(r\) => !isLoadedSource\(r\.rfc\)\)/g;

/** What makes a test file run isolated, each with the reason a report gives. */
export const ISOLATING: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(fromABNF|loadABNF|coreRules|setCitation)\b|\bdefine\(|['"]--abnf['"]/, 'loads a grammar into the rule registry'],
  [/\b(allRules|registryVersion|loadedABNF)\(/, "reads the rule registry's enumeration"],
  [/doc-examples|extractExamples|runExamples/, 'runs documentation examples (they load grammars)'],
  [/\bprovideRecordReader\(/, "registers parseURL's record reader"],
  [/\bdeferRecordReader\(/, "sets when parseURL's record reader is made"],
  // The work allErrors' rounds count reads state the files before may have left (a test:full run
  // counted 82,434 steps where the file alone counts 56,496, the shape and code the same): a file
  // that bounds it runs where the count is the same whoever ran before.
  [/\bcountedRecovery\b/, "bounds the work allErrors' rounds count"],
  // Likewise the work counted on two rungs of a ladder (test/support/linear.ts): what the lazy
  // automata keep for the process (up to 512 states each, and a state's steps on up to 1,024 code
  // units over U+007F) changes what a reading counts (`parseURL` of "http://[" + "é"×n from
  // URI-reference: 2,054 -> 8,054 steps in a fresh process, 1,551 -> 6,051 after 20,000 mutated
  // corpus URLs), and the files before can leave them so that the smaller rung reads cheaper than
  // the larger (npm test once counted `equivalent` on that shape 3,567 -> 16,062, x4.5, where the
  // file alone counts 4,126 -> 16,126).
  // (A call, not the definition test/support/linear.ts holds, which every file importing it would
  // otherwise be isolated for.)
  [/(?<!\bfunction\s+)\brungs\(/, 'bounds the work counted on the rungs of a ladder'],
  [/\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|useFakeTimers)\b/, 'stubs or mocks'],
  // A prototype written to, deleted from, defined on, or held by a name (then anything may write to it).
  [new RegExp(`${PROTO}(\\s+as\\s[^)]*\\))?\\s*(\\[[^\\]]*\\]|\\.[\\w$]+)\\s*=[^=]|\\bdelete\\s+\\(?\\s*${PROTO}|defineProperty\\(\\s*${PROTO}|[=:,]\\s*\\(?${PROTO}(?!\\s*[.[])`), 'changes a built-in prototype'],
  [/\bglobalThis\.[A-Za-z_$][\w$]*\s*=[^=]|\bprocess\.env(\.[A-Za-z_$][\w$]*|\[[^\]]*\])\s*=[^=]|\bdelete\s+process\.env/, 'sets a global or an environment variable'],
];

/**
 * The code of `text`, as TypeScript parses it: its comments, the patterns of its regular
 * expressions and what its template literals say (their `${…}` kept) blanked, each character but
 * a line end a space. String literals are kept: `'--abnf'` is an argument a call passes.
 */
export function codeOf(file: string, text: string): string {
  const ts = typescript();
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const spans: Array<[number, number]> = [];
  const comments = (ranges: TS.CommentRange[] | undefined): void => {
    for (const r of ranges ?? []) spans.push([r.pos, r.end]);
  };
  const visit = (node: TS.Node): void => {
    const kind = node.kind;
    comments(ts.getLeadingCommentRanges(text, node.pos));
    comments(ts.getTrailingCommentRanges(text, node.end));
    // A literal's text lies between its delimiters: "`" or "}" before, "`" or "${" after; a
    // pattern between its slashes.
    if (kind === ts.SyntaxKind.NoSubstitutionTemplateLiteral || kind === ts.SyntaxKind.TemplateTail) spans.push([node.getStart(source) + 1, node.end - 1]);
    else if (kind === ts.SyntaxKind.TemplateHead || kind === ts.SyntaxKind.TemplateMiddle) spans.push([node.getStart(source) + 1, node.end - 2]);
    else if (kind === ts.SyntaxKind.RegularExpressionLiteral) spans.push([node.getStart(source) + 1, node.getStart(source) + (node as TS.RegularExpressionLiteral).text.lastIndexOf('/')]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Comment ranges are found again from each node that starts there: one blank each.
  let out = '';
  let at = 0;
  for (const [from, to] of spans.sort((a, b) => a[0] - b[0])) {
    if (to <= at) continue;
    const start = Math.max(from, at);
    out += text.slice(at, start) + text.slice(start, to).replace(/[^\n]/g, ' ');
    at = to;
  }
  return out + text.slice(at);
}

/** The relative `./support/…` (or `../…`) modules a file imports, as paths. */
function localImports(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    const spec = (m[1] ?? m[2])!;
    const base = resolve(dirname(file), spec);
    for (const candidate of [base.replace(/\.js$/, '.ts'), base.replace(/\.mjs$/, '.mts'), base]) {
      if (existsSync(candidate) && candidate.includes(`${sep}test${sep}`)) {
        out.push(candidate);
        break;
      }
    }
  }
  return out;
}

/**
 * Why a test file must run isolated, or null: what it does, the text that says so, and where, if
 * not in the file itself (`in support/a.ts, imported by support/b.ts`).
 */
export function isolationReason(file: string): string | null {
  const seen = new Set<string>();
  const visit = (at: string): { why: string; where: string[] } | null => {
    if (seen.has(at)) return null;
    seen.add(at);
    const read = readFileSync(at, 'utf8').replace(DECLARED_RULES, 'declaredRules()');
    // Parsed only where a name is found (most files have none).
    const text = ISOLATING.some(([pattern]) => pattern.test(read)) ? codeOf(at, read) : read;
    for (const [pattern, reason] of ISOLATING) {
      const m = pattern.exec(text);
      if (m) return { why: `${reason} (${JSON.stringify(m[0].trim())})`, where: [] };
    }
    for (const dep of localImports(at, text)) {
      const found = visit(dep);
      if (found) return { why: found.why, where: [relative(dirname(file), dep).split(sep).join('/'), ...found.where] };
    }
    return null;
  };
  const found = visit(file);
  if (!found) return null;
  const [first, ...rest] = found.where.reverse();
  return first === undefined ? found.why : `${found.why} in ${first}${rest.map((r) => `, imported by ${r}`).join('')}`;
}

/** The test files (`test/*.test.ts`, relative to `root`) that run isolated, with their reasons. */
export function isolatedTestFiles(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const dir = join(root, 'test');
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.test.ts')) continue;
    const why = isolationReason(join(dir, name));
    if (why) out.set(`test/${name}`, why);
  }
  return out;
}

/**
 * Re-evaluating the library's modules (`vi.resetModules`, then a dynamic import): a file that does
 * loads the library from its sources (vitest.config.ts's project `sources`), whose modules Vite's
 * runner evaluates afresh, where the other files load the built library (dist/), which Node
 * imports once a process.
 */
export const RELOADS_MODULES = /\bvi\.resetModules\(/;

/** The test files (`test/*.test.ts`, relative to `root`) that load the library from its sources: they re-evaluate its modules. */
export function sourceTestFiles(root: string): string[] {
  const dir = join(root, 'test');
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.test.ts')) continue;
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    if (RELOADS_MODULES.test(text) && RELOADS_MODULES.test(codeOf(file, text))) out.push(`test/${name}`);
  }
  return out;
}

/** The test files vitest.config.ts runs isolated, and those that load the library from its sources. */
export interface TestFileScan {
  isolated: string[];
  sources: string[];
}

/**
 * `isolatedTestFiles` and `sourceTestFiles` of `root`, as vitest.config.ts reads them, remembered
 * in node_modules/.cache/urlgrammar/ under a hash of every file under test/ that the scan may read
 * (this module among them): Vitest evaluates its configuration once per project, and the scan
 * (TypeScript loaded, the files parsed) ran each time before the first test file: a one-file run
 * starts 1.3-1.5 s sooner without it. The answer is the scan's whenever a file it may read differs.
 */
export function testFileScan(root: string): TestFileScan {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const at = join(dir, e.name);
      if (e.isDirectory()) walk(at);
      else if (/\.m?ts$/.test(e.name)) hash.update(`${relative(root, at)}\0`).update(readFileSync(at)).update('\0');
    }
  };
  walk(join(root, 'test'));
  const key = hash.digest('hex');
  const cache = join(root, 'node_modules', '.cache', 'urlgrammar', 'test-scan.json');
  try {
    const kept = JSON.parse(readFileSync(cache, 'utf8')) as { key: string; scan: TestFileScan };
    if (kept.key === key) return kept.scan;
  } catch {
    // Not kept yet, or unreadable: scanned below.
  }
  const scan = { isolated: [...isolatedTestFiles(root).keys()], sources: sourceTestFiles(root) };
  try {
    mkdirSync(dirname(cache), { recursive: true });
    writeFileSync(cache, JSON.stringify({ key, scan }));
  } catch {
    // A read-only tree: scanned again next time.
  }
  return scan;
}
