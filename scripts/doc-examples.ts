/**
 * The outputs shown in README.md and docs/**\/*.md, regenerated from the built package and CLI:
 *
 *   npm run docs:examples            # npm run build, then rewrite the generated parts in place
 *   npm run docs:examples -- --check # exit 1 when a doc differs from what this script would write
 *
 * What it writes (everything else is left as it is):
 *
 * - a ```text block right after `<!-- doc-examples: report "INPUT" [GRAMMAR] -->`: the report of
 *   `parseURL(INPUT, { grammar })`, as `formatReport` prints it (INPUT is a JSON string);
 * - a ```json block right after `<!-- doc-examples: report-json "INPUT" [GRAMMAR] -->`: that
 *   report's `JSON.stringify`, one key per line and one array item per line;
 * - in a ```sh block, the `# ` lines right after a line `npx urlgrammar ARGS` (or `urlgrammar ARGS`,
 *   `$ urlgrammar ARGS`): the output of the built CLI for ARGS, each line as `# line`. A command
 *   followed by no `# ` line is a synopsis and is not run;
 * - the `compare-output` section of docs/guide/how-the-specs-differ.md (scripts/compare-examples.ts).
 *
 * The `expr; // result` lines of the ```ts blocks are not written: test/docs-examples.test.ts runs
 * them (see scripts/doc-examples/extract.ts for the convention), and a wrong one is fixed by hand,
 * after checking which of the doc and the library is right.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderCompareSection } from './compare-examples.js';
import { markdownFiles, ROOT } from './doc-examples/run.js';

type Dist = typeof import('../src/index.js');

let dist: Dist | null = null;
async function lib(): Promise<Dist> {
  dist ??= (await import(pathToFileURL(join(ROOT, 'dist/src/index.js')).href)) as Dist;
  return dist;
}

/** Splits a shell command line the way sh would for plain words and '...' / "..." quoting; stops at an unquoted `#`. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let text = '';
      for (; line[j] !== '"'; j++) text += line[j] === '\\' && '"\\$`'.includes(line[j + 1]!) ? line[++j] : line[j];
      word = (word ?? '') + text;
      i = j;
    } else if (c === ' ' || c === '\t') {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === '#' && word === null) break;
    else word = (word ?? '') + c;
  }
  if (word !== null) words.push(word);
  return words;
}

/**
 * The built CLI's standard output (and error, after it) for `args`: its `main` (dist/src/cli/main.js,
 * what dist/src/cli.js runs) in this process, on streams that collect what it writes, with no
 * standard input, neither stream a terminal and NO_COLOR set: what a spawned `urlgrammar ARGS`
 * prints, without a Node start per example (test/cli.test.ts holds the spawned executable to the
 * in-process `main`).
 */
export async function runCli(args: readonly string[]): Promise<string> {
  const { main } = (await import(pathToFileURL(join(ROOT, 'dist/src/cli/main.js')).href)) as typeof import('../src/cli/main.js');
  let stdout = '';
  let stderr = '';
  const text = (s: string | Uint8Array) => (typeof s === 'string' ? s : new TextDecoder().decode(s));
  await main(args, {
    stdout: { write: (s) => ((stdout += text(s)), true) },
    stderr: { write: (s) => ((stderr += s), true), isTTY: false },
    stdin: (async function* () {})(),
    env: { ...(process.env as Record<string, string>), NO_COLOR: '1' },
  });
  return (stdout + stderr).trimEnd();
}

/** `JSON.stringify(report)` laid out one key per line, one array item per line. */
function reportJson(report: object): string {
  const lines = Object.entries(report).map(([k, v]) => {
    if (Array.isArray(v)) return `  ${JSON.stringify(k)}: [\n${v.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`;
    return `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  return `{\n${lines.join(',\n')}\n}`;
}

async function marked(kind: string, args: string): Promise<string> {
  const m = /^("(?:[^"\\]|\\.)*")(?:\s+(\S+))?$/.exec(args.trim());
  if (!m) throw new Error(`doc-examples: bad marker arguments: ${args}`);
  const input = JSON.parse(m[1]!) as string;
  const { parseURL, formatReport } = await lib();
  const r = parseURL(input, m[2] ? { grammar: m[2] as 'rfc1738' } : {});
  if (r.ok) throw new Error(`doc-examples: ${input} is valid: no report to show`);
  return kind === 'report' ? formatReport(r.error) : reportJson(r.error);
}

const COMMAND = /^(?:\$ |npx )?urlgrammar\s+(.*)$/;

/** A markdown file as this script would write it. */
export async function renderDoc(file: string, text: string): Promise<string> {
  const lines = text.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    out.push(line);
    const marker = /^<!-- doc-examples: (report|report-json) (.*) -->$/.exec(line);
    if (marker && fence === null) {
      const want = marker[1] === 'report' ? 'text' : 'json';
      if (lines[i + 1] !== '```' + want) throw new Error(`${file}:${i + 1}: a \`\`\`${want} block must follow the marker`);
      let j = i + 2;
      while (j < lines.length && lines[j] !== '```') j++;
      out.push('```' + want, await marked(marker[1]!, marker[2]!), '```');
      i = j;
      continue;
    }
    const open = /^```(\w*)\s*$/.exec(line);
    if (open && fence === null) fence = open[1]!;
    else if (/^```\s*$/.test(line) && fence !== null) fence = null;
    else if (fence === 'sh') {
      const cmd = COMMAND.exec(line);
      if (cmd && /^# /.test(lines[i + 1] ?? '')) {
        let j = i + 1;
        while (j < lines.length && /^# /.test(lines[j]!)) j++;
        out.push(...(await runCli(shellWords(cmd[1]!))).split('\n').map((l) => `# ${l}`.trimEnd()));
        i = j - 1;
      }
    }
  }
  let result = out.join('\n');
  if (result.includes('<!-- compare-output -->')) result = await renderCompareSection(result);
  return result;
}

/** Every doc this script writes to, with its current and its generated text. */
export async function renderDocs(): Promise<Array<{ file: string; current: string; generated: string }>> {
  return Promise.all(
    markdownFiles().map(async (file) => {
      const current = readFileSync(join(ROOT, file), 'utf8');
      return { file, current, generated: await renderDoc(file, current) };
    }),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const { file, current, generated } of await renderDocs()) {
    if (current === generated) continue;
    stale++;
    if (check) console.error(`${file} is stale`);
    else {
      writeFileSync(join(ROOT, file), generated);
      console.log(`wrote ${file}`);
    }
  }
  if (check && stale > 0) {
    console.error('run `npm run docs:examples` to regenerate');
    process.exit(1);
  }
}
