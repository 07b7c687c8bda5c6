/**
 * The table of templates and their proofs in docs/templates.md (its marked region): for each
 * template of `PROOF_TEMPLATES`, what `templateProof` answers (src/templates/proof.ts): proven, or
 * its shortest expansion outside RFC 3986's URI-reference, the values that give it, where and how
 * it fails, and the part of the template to blame. test/templates-proof.test.ts holds the region
 * to it.
 *
 *   npx tsx scripts/template-proof-table.ts           print the table
 *   npx tsx scripts/template-proof-table.ts --write   write it into docs/templates.md
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withRegion } from './doc-region.js';
import { templateProof } from '../src/templates/proof.js';

/** The page of the table, and the comments around the region `--write` rewrites. */
export const PROOF_TABLE_DOC = 'docs/templates.md';
export const PROOF_TABLE_BEGIN = '<!-- template proofs: written by `npx tsx scripts/template-proof-table.ts --write` from templateProof, checked by test/templates-proof.test.ts -->';
export const PROOF_TABLE_END = '<!-- end of template proofs -->';

/** Typical templates: proven ones, and one of each way a template is not. */
export const PROOF_TEMPLATES: readonly string[] = [
  '/users/{id}{?fields}',
  '/repos/{owner}/{repo}/issues{?state,labels,page}',
  'http://example.com/{x}{/path*}{?q*}',
  '{/path*}{;params*}{?query*}{&more*}',
  'file{.ext}',
  '{+base}/search{?q}',
  '{?q}{+x}',
  '/files{+path}',
  'mailto:{+to}',
  '{#frag}',
  '/a{#x}{#y}',
  'a#{#b}',
  'a#b#c',
  '{x}:{y}',
  'http://h:{port}',
  'http://[{ip}]/',
  '{+x}{+x}',
];

/** A cell's code span (a `|` escaped for the table). */
const code = (s: string): string => (s === '' ? '(empty)' : '`' + s.replaceAll('|', '\\|') + '`');

/** The table's Markdown. */
export function proofTable(): string {
  const lines = [
    '| template | proven | shortest expansion outside URI-reference | values (JSON) | where it fails | part blamed |',
    '|---|---|---|---|---|---|',
  ];
  for (const t of PROOF_TEMPLATES) {
    const p = templateProof(t);
    if (p.proven) {
      lines.push(`| ${code(t)} | yes | | | | |`);
    } else if (p.reason === 'witness') {
      const part = code(t.slice(p.start, p.end)) + (p.variable === null ? ' (literal)' : ` (\`${p.variable}\`)`);
      lines.push(`| ${code(t)} | no | ${code(p.witness)} | ${code(JSON.stringify(p.values))} | ${p.offset}, \`${p.class}\` | ${part} |`);
    } else {
      lines.push(`| ${code(t)} | no (${p.reason}) | | | | |`);
    }
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const table = proofTable();
  if (process.argv.includes('--write')) {
    const file = fileURLToPath(new URL(`../${PROOF_TABLE_DOC}`, import.meta.url));
    writeFileSync(file, withRegion(readFileSync(file, 'utf8'), { doc: PROOF_TABLE_DOC, begin: PROOF_TABLE_BEGIN, end: PROOF_TABLE_END }, table));
  } else {
    console.log(table);
  }
}
