/**
 * Docs that cannot go stale (needs `npm run build` first: the examples run against dist/).
 *
 * 1. Every `expr; // result` line of the ```ts blocks of README.md and docs/**\/*.md, and of the
 *    TSDoc `@example` blocks of grammar/ and src/, is run against the built package and its value
 *    compared with the literal shown. The convention is documented in
 *    scripts/doc-examples/extract.ts and docs/contributing.md: the LEADING literal of the comment is
 *    checked; what follows a `:` or ` (` is explanation; `...` is elision; `// throws Name(...)`
 *    checks an exception. A check line that never runs fails.
 * 2. The shown reports and CLI outputs are what `npm run docs:examples` writes
 *    (scripts/doc-examples.ts); a stale doc fails with the command to regenerate it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderDocs } from '../scripts/doc-examples.js';
import { allBlocks, runExamples, type RunOutcome } from '../scripts/doc-examples/run.js';
import type { Block } from '../scripts/doc-examples/extract.js';

/**
 * Lines `expr; // comment` whose comment is not a literal, so nothing is checked: each with why.
 * Keyed by file and the line's text (trimmed), so that moving a line does not matter.
 */
const UNCHECKED: ReadonlyArray<{ file: string; text: string; reason: string }> = [
  {
    file: 'README.md',
    text: 'if (!r.ok) console.log(formatReport(r.error));         // prints the report below',
    reason: 'it prints; the report it prints is the generated ```text block that follows (doc-examples: report marker)',
  },
];

let outcome: RunOutcome;
const blocks = allBlocks();
const files = [...new Set(blocks.map((b) => b.file))];

beforeAll(async () => {
  outcome = await runExamples(blocks);
}, 60_000);

describe('the examples of the docs run and show what they compute', () => {
  it.each(files)('%s', (file) => {
    const problems: string[] = [];
    for (const plan of outcome.plans.filter((p) => p.block.file === file)) {
      const results = outcome.results.filter((r) => r.block === plan.id);
      for (const check of plan.checks) {
        const rs = results.filter((r) => r.line === check.line);
        if (rs.length === 0) problems.push(`${file}:${check.line} never ran: ${check.text}`);
        for (const r of rs) if (!r.ok) problems.push(`${file}:${check.line}: ${check.text}\n    value: ${r.actual}\n    shown: ${r.expected}`);
      }
      const error = outcome.errors.get(plan.id);
      if (error !== undefined) problems.push(`${file}:${plan.block.line}: the block threw: ${error}`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('checks a good number of lines in each kind of doc', () => {
    const count = (pred: (b: Block) => boolean): number =>
      outcome.plans.filter((p) => pred(p.block)).reduce((n, p) => n + p.checks.length, 0);
    expect(count((b) => b.file === 'README.md')).toBeGreaterThanOrEqual(10);
    expect(count((b) => b.file.startsWith('docs/'))).toBeGreaterThanOrEqual(40);
    expect(count((b) => b.origin === 'tsdoc')).toBeGreaterThanOrEqual(150);
  });

  it('every `expr; // comment` line that is not checked is listed in UNCHECKED, with its reason', () => {
    const found = outcome.plans.flatMap((p) => p.unchecked.map((u) => ({ file: p.block.file, text: u.text, line: u.line })));
    const unlisted = found.filter((f) => !UNCHECKED.some((u) => u.file === f.file && u.text === f.text));
    const stale = UNCHECKED.filter((u) => !found.some((f) => f.file === u.file && f.text === u.text));
    expect(unlisted.map((u) => `${u.file}:${u.line}: ${u.text}`), 'make the comment start with the result literal, or list the line').toEqual([]);
    expect(stale, 'listed lines that no longer exist').toEqual([]);
  });
});

describe('the checker itself', () => {
  it('fails a wrong result, a line that never runs, and a block that throws; honours "..." and throws', async () => {
    const code = [
      "import { urlsplit } from 'urlgrammar';",
      '1 + 1; // 3',
      '1 + 1; // 2: explanation',
      "if (false) 1; // 1",
      "[...urlsplit('http://h/p?q#f')]; // ['http', ..., 'f']",
      "[...urlsplit('http://h/p?q#f')]; // [..., 'q', ...]",
      "({ a: 1, b: 2 }); // { a: 1, ... }",
      "({ a: 1, b: 2 }); // { a: 1 }",
      "'RFC 1808 §4 step 1: the base'; // 'RFC 1808 §4 step 1: ...'",
      "JSON.parse('{'); // throws SyntaxError",
      'new Uint8Array([1, 2]); // Uint8Array [0x01, 0x02]',
      "const [x, y] = [1, 'b']; // 1, 'b'",
      "throw new Error('stop');",
      '0; // 0',
    ].join('\n');
    const out = await runExamples([{ file: 'self-test', line: 1, code, origin: 'markdown' }]);
    const plan = out.plans[0]!;
    const ok = new Map(out.results.map((r) => [r.line, r.ok]));
    expect(plan.checks.map((c) => c.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14]);
    expect([...ok]).toEqual([
      [2, false],
      [3, true],
      [5, true],
      [6, true],
      [7, true],
      [8, false],
      [9, true],
      [10, true],
      [11, true],
      [12, true],
    ]);
    expect(out.errors.get(0)).toMatch(/stop/);
  });
});

it('the reports and CLI outputs shown in the docs are current (run `npm run docs:examples` to regenerate)', async () => {
  const stale = (await renderDocs()).filter((d) => d.current !== d.generated);
  for (const d of stale) expect(d.current, `${d.file} is stale: run \`npm run docs:examples\``).toBe(d.generated);
  expect(stale.map((d) => d.file)).toEqual([]);
});
