/**
 * The manifest of the generated code (`grammar/generated.manifest`, committed): one line per
 * function the fast-path generator emits and per automaton the recognizer generator emits, with a
 * short hash of its text, so that a change to a generator shows in review as the lines it changes
 * (the generated modules themselves are build output, not committed). `test/manifest.test.ts` fails
 * when the manifest is stale; after reviewing what changed, write it again with
 *
 *   npm run gen:manifest
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_DIR } from './write.js';

/** Where the manifest is kept. */
export const MANIFEST = fileURLToPath(new URL('../generated.manifest', import.meta.url));

const hash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The manifest of the modules in `dir` (as `npm run gen` wrote them). */
export function manifestOf(dir: string = GENERATED_DIR): string {
  const lines = ['# The generated code, one line per emitted function or automaton: module, name, what it is for, hash.', '# Written by npm run gen:manifest (grammar/codegen/manifest.ts); test/manifest.test.ts holds it to the generators.'];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    const text = readFileSync(dir + file, 'utf8');
    if (file.startsWith('fast-')) {
      // Each rule function: its doc line (the rule it parses) and its text up to the next one.
      const starts = [...text.matchAll(/\/\*\* ([^\n]*?) \*\/\nfunction (f\d+)\(/g)];
      const end = text.indexOf('\n/**\n * The generated whole-input parsers');
      starts.forEach((m, i) => {
        const body = text.slice(m.index, i + 1 < starts.length ? starts[i + 1]!.index : end);
        lines.push(`${file} ${m[2]} ${m[1]} ${hash(body)}`);
      });
      lines.push(`${file} (tables and entries) - ${hash(text.slice(0, starts[0]?.index ?? 0) + text.slice(end))}`);
    } else if (file === 'node-types.ts') {
      for (const m of text.matchAll(/^ {2}readonly "([^"]+)": (.*);$/gm)) lines.push(`${file} ${m[1]} ${m[2]!.split('|').length} types ${hash(m[2]!)}`);
    } else if (file.startsWith('dfa-')) {
      for (const m of text.matchAll(/^(?: {2}"([^"]+)": |const (D\d+): RecognizerTables = )(.*)$/gm)) {
        const body = m[3]!;
        const states = /"states":(\d+)/.exec(body)?.[1];
        lines.push(`${file} ${m[1] ?? m[2]} ${states ? `${states} states` : 'derived'} ${hash(body)}`);
      }
    }
  }
  return lines.join('\n') + '\n';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(MANIFEST, manifestOf());
  console.log(`wrote ${MANIFEST}`);
}
