/**
 * Golden text reports: `test/golden/<name>.txt` holds `formatReport(error)` for each input of
 * `GOLDEN_CASES` (test/tables/errors.ts), read with its grammar (and its start symbol, where the row
 * names one; else the grammar's default), and this test compares.
 *
 * To regenerate the files after an intended change of the report text, run
 *
 *     UPDATE_GOLDEN=1 npx vitest run test/golden.test.ts
 *
 * which rewrites every file instead of comparing; then review the diff by eye (the caret must sit
 * under the character the code names) before committing. Each case's code, offset and culprit are
 * in its row of GOLDEN_CASES and are asserted first, in update mode too: a regeneration cannot change a verdict.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatReport } from '../src/diagnostics/format.js';
import { parseURL } from '../src/parse/parse.js';
import { GOLDEN_CASES } from './tables/errors.js';

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'golden');
const UPDATE = process.env['UPDATE_GOLDEN'] === '1';

describe('golden reports', () => {
  it.each(GOLDEN_CASES.map((c) => [c.name, c]))('%s', (name, c) => {
    const r = parseURL(c.input, { grammar: c.grammar, start: c.start });
    expect(r.ok, `${JSON.stringify(c.input)} should be rejected`).toBe(false);
    if (r.ok) return;
    // What the report says, before how it says it (UPDATE_GOLDEN rewrites the text, never these).
    expect({ code: r.error.code, offset: r.error.offset, culprit: r.error.culprit?.offset ?? null }).toEqual({ code: c.code, offset: c.offset, culprit: c.culprit });
    const text = formatReport(r.error) + '\n';
    const file = join(DIR, `${name}.txt`);
    if (UPDATE) {
      writeFileSync(file, text);
      return;
    }
    expect(existsSync(file), `${file} is missing: run with UPDATE_GOLDEN=1`).toBe(true);
    expect(text).toBe(readFileSync(file, 'utf8'));
  });

  it.each(GOLDEN_CASES.map((c) => [c.name, c]))('%s: every fix it offers re-parses as it says', (_name, c) => {
    const r = parseURL(c.input, { grammar: c.grammar, start: c.start });
    if (r.ok) throw new Error(`${JSON.stringify(c.input)} was accepted`);
    for (const f of r.error.fixes) {
      const again = parseURL(f.url, { grammar: c.grammar, start: c.start });
      expect(again.ok, f.url).toBe(f.validates);
      if (!again.ok) expect(again.error.offset + f.url.length - c.input.length).toBeGreaterThanOrEqual(r.error.culprit?.offset ?? r.error.offset);
    }
  });

  it('has at least a dozen cases, with distinct names', () => {
    expect(GOLDEN_CASES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GOLDEN_CASES.map((c) => c.name)).size).toBe(GOLDEN_CASES.length);
  });
});
