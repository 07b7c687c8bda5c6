/**
 * The fix-its' check reads where a candidate's first error is without writing its report
 * (`syntaxOffset`, src/diagnostics/report.ts): the classifier's culprit, else the offset. Held here
 * to what the report gives (`culprit?.offset ?? offset` of `syntaxReport`), on the first error of
 * every rejected input (corpus, mutants, the ladder's shapes, the RFC tables) under every grammar
 * and start symbol, read as `parseURL` reads it (`firstError`) and by the traced parse. Sampled
 * with fixed seeds under `npm test` (the start symbols share the inputs out: each reads every second
 * of them, and every sixteenth through parseURL, from its own index), whole under test:full.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parserFor, profiles, type GrammarName } from '../grammar/index.js';
import { syntaxOffset, syntaxReport } from '../src/diagnostics/report.js';
import { firstError } from '../src/parse/first-error.js';
import { parseURL, type StartSymbol } from '../src/index.js';
import { PREFIXES, UNITS, build } from '../bench/cases.js';
import { mutated } from './support/arbitrary.js';
import { TABLE_INPUTS } from './support/table-inputs.js';
import { everyKth, FULL, sized } from './support/scale.js';

const SEED = 20261129;
const CORPUS = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0);
/** Every corpus URL under test:full, every 100th under npm test. */
const CORPUS_USED = CORPUS.filter((_u, i) => FULL || i % 100 === 0);
const MUTANTS = fc.sample(mutated(fc.constantFrom(...CORPUS_USED)), { numRuns: sized(10000, 150), seed: SEED });
const LADDER = PREFIXES.flatMap((p) => UNITS.map((u) => build(p, u, 6)));
const INPUTS = [...new Set([...CORPUS_USED, ...MUTANTS, ...LADDER, ...TABLE_INPUTS])];
const STARTS = (Object.keys(profiles) as GrammarName[]).flatMap((g) => profiles[g].starts.map((x) => [g, x.name] as const));

describe("the fix-its' check: where a rejected candidate's first error is", () => {
  // Under npm test every second input, from the start symbol's index (the start symbols share them out).
  it.each(STARTS.map(([g, s], i) => [g, s, i] as const))('%s %s: syntaxOffset is the report culprit, else its offset', (grammar, start, at) => {
    const compiled = parserFor(grammar, profiles[grammar].starts.find((x) => x.name === start)!);
    let rejected = 0;
    const differences: string[] = [];
    for (const input of everyKth(INPUTS, 2, at)) {
      if (compiled.parse(input) !== null) continue;
      rejected++;
      for (const t of [firstError(compiled, grammar, input), compiled.trace(input)]) {
        if (t.matched) continue;
        const r = syntaxReport(input, grammar, t);
        const want = r.culprit?.offset ?? r.offset;
        const got = syntaxOffset(input, grammar, t);
        if (got !== want) differences.push(`${JSON.stringify(input)}: report ${want}, syntaxOffset ${got}`);
      }
    }
    expect(rejected).toBeGreaterThan(0);
    expect(differences.slice(0, 5)).toEqual([]);
  });
});

describe("the fix-its' check as parseURL runs it: the record reader's verdict, then the first error", () => {
  // (Every input under test:full; every sixteenth under npm test, from the start symbol's index:
  // each report's fixes are searched.)
  it.each(STARTS.map(([g, s], i) => [g, s, i] as const))('%s %s: a fix validates exactly where parseURL accepts its URL', (grammar, start, at) => {
    let fixes = 0;
    const differences: string[] = [];
    for (const input of everyKth(INPUTS, 16, at)) {
      const r = parseURL(input, { grammar, start: start as StartSymbol });
      if (r.ok) continue;
      for (const f of r.error.fixes) {
        fixes++;
        if (f.validates !== parseURL(f.url, { grammar, start: start as StartSymbol }).ok) differences.push(`${JSON.stringify(input)} -> ${JSON.stringify(f.url)}: validates ${f.validates}`);
      }
    }
    expect(fixes).toBeGreaterThan(0);
    expect(differences.slice(0, 5)).toEqual([]);
  });
});
