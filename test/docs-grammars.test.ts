/**
 * The docs' counts and lists of grammars are the registry's (`profiles`, grammar/profiles.ts):
 *
 * - every "N grammars" (a numeral or a number word) in the README, the guides, the grammar notes and
 *   the reference pages says how many there are (a text about some of them names them instead);
 * - a paragraph, list or table that names nearly every grammar (all but two at most, as code spans:
 *   `rfc1738` or `'rfc1738'`) names every one; a table whose first column is the grammars lists
 *   them once each, in the registry's order;
 * - the CLI's `check --help` names every grammar in its `--grammar` item, and the usage error of a
 *   wrong `--grammar` lists them.
 *
 * docs/performance.md is the dated development record (its counts are of their day) and the
 * changelog the release notes; neither is read here. Fenced code is not read (the examples are
 * test/docs-examples.test.ts's).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profiles, type GrammarName } from '../grammar/all.js';
import { runCLI } from './support/cli.js';

const GRAMMARS = Object.keys(profiles) as GrammarName[];
const root = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const DOCS = [
  'README.md',
  'grammar/README.md',
  ...readdirSync(new URL('docs/', root)).filter((f) => f.endsWith('.md') && f !== 'performance.md').map((f) => `docs/${f}`),
  ...readdirSync(new URL('docs/guide/', root)).filter((f) => f.endsWith('.md')).map((f) => `docs/guide/${f}`),
];

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen'];

/** A document's blocks outside fenced code (paragraphs, lists, tables: what blank lines separate), each with its first line. */
function blocks(text: string): Array<{ line: number; text: string }> {
  const out: Array<{ line: number; text: string }> = [];
  let cur: string[] = [];
  let start = 0;
  let fenced = false;
  const flush = () => {
    if (cur.length) out.push({ line: start, text: cur.join('\n') });
    cur = [];
  };
  text.split('\n').forEach((l, i) => {
    if (/^\s*(```|~~~)/.test(l)) {
      flush();
      fenced = !fenced;
      return;
    }
    if (fenced) return;
    if (l.trim() === '') return flush();
    if (!cur.length) start = i + 1;
    cur.push(l);
  });
  flush();
  return out;
}

/** The grammars a text names in code spans (`rfc1738`, `'rfc1738'`, `{ grammar: 'rfc1738' }`), in the order it first names them. */
function named(text: string): GrammarName[] {
  const seen: GrammarName[] = [];
  for (const span of text.matchAll(/`([^`]+)`/g)) {
    for (const m of span[1]!.matchAll(/^'?([a-z0-9+-]+)'?$|grammar:\s*'([a-z0-9+-]+)'/g)) {
      const g = (m[1] ?? m[2]) as GrammarName;
      if (GRAMMARS.includes(g) && !seen.includes(g)) seen.push(g);
    }
  }
  return seen;
}

describe('the docs count and list the grammars of the registry', () => {
  it('there are eight, as the docs say', () => {
    // What the quickstart says; a new grammar changes this line and the docs' counts together.
    expect(GRAMMARS.length).toBe(8);
  });

  it.each(DOCS)('%s: every "N grammars" is the number of grammars', (path) => {
    const wrong: string[] = [];
    for (const b of blocks(read(path))) {
      for (const m of b.text.matchAll(/\b(\d+|[a-z]+)\s+(?:URL\s+)?grammars\b/gi)) {
        const word = m[1]!.toLowerCase();
        const n = /^\d+$/.test(word) ? Number(word) : WORDS.indexOf(word);
        if (n < 0) continue;
        if (n !== GRAMMARS.length) wrong.push(`${path}:${b.line}: "${m[0]}" (there are ${GRAMMARS.length}: ${GRAMMARS.join(', ')})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(DOCS)('%s: a paragraph, list or table that names nearly every grammar names every one; a table of them is in the registry\'s order', (path) => {
    const wrong: string[] = [];
    for (const b of blocks(read(path))) {
      const names = named(b.text);
      if (names.length < GRAMMARS.length - 2) continue;
      const missing = GRAMMARS.filter((g) => !names.includes(g));
      if (missing.length) wrong.push(`${path}:${b.line}: names ${names.length} grammars, not ${missing.join(', ')}`);
      const rows = b.text.split('\n').filter((l) => l.startsWith('|'));
      const firstCells = rows.map((l) => named(l.split('|')[1] ?? '')[0]).filter((g) => g !== undefined);
      if (firstCells.length >= GRAMMARS.length - 2) {
        if (JSON.stringify(firstCells) !== JSON.stringify(GRAMMARS)) wrong.push(`${path}:${b.line}: a table of ${firstCells.join(', ')}, not the registry's ${GRAMMARS.join(', ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('finds what it checks: the quickstart counts them and has a row for each; the README names each', () => {
    const quickstart = read('docs/guide/quickstart.md');
    expect(quickstart).toMatch(/There are eight grammars/);
    const table = blocks(quickstart).find((b) => b.text.startsWith('| `grammar` |'))!;
    expect(table.text.split('\n').slice(2).map((l) => named(l.split('|')[1]!)[0])).toEqual(GRAMMARS);
    expect(blocks(read('README.md')).some((b) => named(b.text).length === GRAMMARS.length)).toBe(true);
  });
});

describe('the CLI lists the grammars of the registry', () => {
  it('check --help: its --grammar item names each, the default first', async () => {
    const help = (await runCLI(['check', '--help'])).stdout;
    const item = /^ {2}--grammar {3}([\s\S]*?)\n {2}--/m.exec(help)![1]!;
    const listed = item.replace(/\([^)]*\)/g, '').split(',').map((s) => s.trim());
    expect(listed).toEqual(['rfc3986', ...GRAMMARS.filter((g) => g !== 'rfc3986')]);
  });

  it('a wrong --grammar is a usage error that lists each', async () => {
    const r = await runCLI(['check', '--grammar', 'rfc9999', 'http://a/']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--grammar must be one of ${GRAMMARS.join(', ')}`);
  });
});
