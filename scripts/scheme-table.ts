/**
 * The guide's table of the scheme grammars (the marked region of docs/guide/schemes.md), written
 * from the table of scheme facts (grammar/scheme-facts.ts: each row with a `grammar` column, its RFC,
 * section and rule) and from what each grammar file says of the ABNF of urlgrammar's own it loads
 * (`adds`, in its `sources`: grammar/schemes/types.ts). A new scheme (a row and its grammar file)
 * gets its line by running it; test/scheme-facts.test.ts holds the region to it.
 *
 *   npx tsx scripts/scheme-table.ts           print the table
 *   npx tsx scripts/scheme-table.ts --write   write it into docs/guide/schemes.md
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withRegion } from './doc-region.js';
import { SCHEME_SOURCES } from '../grammar/generated/scheme-modules.js';
import { SCHEME_FACTS, schemesWhere, type SchemeFacts, type SchemeGrammarModule } from '../grammar/scheme-facts.js';

/** The page of the table, and the comments around the region `--write` rewrites. */
export const SCHEME_TABLE_DOC = 'docs/guide/schemes.md';
export const SCHEME_TABLE_BEGIN = '<!-- the scheme grammars: written by `npx tsx scripts/scheme-table.ts --write` from grammar/scheme-facts.ts and the grammar files, checked by test/scheme-facts.test.ts -->';
export const SCHEME_TABLE_END = '<!-- end of the scheme grammars -->';

/** The table: a line per grammar file (the schemes whose rows name it), in the table's order. */
export function schemeTable(): string {
  const rows = SCHEME_FACTS as Readonly<Record<string, SchemeFacts>>;
  const byModule = new Map<string, string[]>();
  for (const s of schemesWhere((f) => f.grammar !== undefined)) byModule.set(rows[s]!.grammar!.module, [...(byModule.get(rows[s]!.grammar!.module) ?? []), s]);
  const lines = ['| scheme | RFC | its rule | what its prose adds (our own ABNF, marked as such) |', '|---|---|---|---|'];
  for (const [module, schemes] of byModule) {
    const facts = schemes.map((s) => rows[s]!.grammar!);
    const sections = [...new Set(facts.map((g) => `§${g.section}`))].join(', ');
    const adds = Object.values(SCHEME_SOURCES[module as SchemeGrammarModule]).flatMap((info) => (info.adds ? [info.adds] : []));
    lines.push(
      `| ${schemes.map((s) => `\`${s}\``).join(', ')} | RFC ${facts[0]!.rfc} ${sections} | ${[...new Set(facts.map((g) => `\`${g.rfcRule}\``))].join(', ')} | ${adds.length ? adds.join('; ') : 'none'} |`,
    );
  }
  return lines.join('\n');
}

/** `text` (the page) with its region replaced by `table`. */
export function withSchemeTable(text: string, table: string): string {
  return withRegion(text, { doc: SCHEME_TABLE_DOC, begin: SCHEME_TABLE_BEGIN, end: SCHEME_TABLE_END }, table);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const path = fileURLToPath(new URL(`../${SCHEME_TABLE_DOC}`, import.meta.url));
  if (process.argv.includes('--write')) writeFileSync(path, withSchemeTable(readFileSync(path, 'utf8'), schemeTable()));
  else console.log(schemeTable());
}
