/**
 * The least-cost repair search (grammar/engine/repair.ts) held to the search as it was before its
 * speed work (test/support/repair-reference.ts, kept unchanged as the oracle): the same answers
 * (kind, repairs with their edits and costs, or why none) on every prefix × unit of the ladder
 * (bench/cases.ts) at small sizes (20 code units, and 300: past `MEMO_FROM`, where the search keeps
 * its memo), on the mistakes tables, on fixed-seed mutations of them (some long), under the URL
 * cost model (`urlRepairModel`) and under tight budgets; and never more counted work.
 */
import { describe, expect, it } from 'vitest';
import { recognizerTablesFor, repairSearch, type RepairOptions, type RepairResult } from '../grammar/index.js';
import { urlRepairModel } from '../src/diagnostics/repair.js';
import { readComponents } from '../src/record/index.js';
import { build, PREFIXES, UNITS } from '../bench/cases.js';
import { MEMO_FROM } from '../grammar/engine/repair-run.js';
import { referenceRepairSearch } from './support/repair-reference.js';
import { prng } from './support/prng.js';
import { FULL, sized } from './support/scale.js';
import { MISTAKES } from './tables/mistakes.js';
import { WILD_MISTAKES } from './tables/mistakes-wild.js';

const GOALS = [
  ['rfc3986', 'URI'],
  ['rfc3986', 'URI-reference'],
  ['rfc1738', 'URL-1738'],
  ['rfc1808', 'URL'],
  ['rfc3987', 'IRI'],
] as const;

/** The answer without its count of steps (compared apart: the new search may count fewer). */
const answer = (r: RepairResult) => ({ ...r, steps: 0 });

/** Both searches on `input` under each goal; the inputs whose answers differ, and the steps of each. */
function compare(inputs: readonly string[], options?: RepairOptions): { differ: string[]; steps: number; referenceSteps: number } {
  const differ: string[] = [];
  let steps = 0;
  let referenceSteps = 0;
  for (const [grammar, start] of GOALS) {
    const found = recognizerTablesFor(grammar, start);
    if (!found) throw new Error(`${grammar} ${start}: no tables`);
    for (const input of inputs) {
      const model = urlRepairModel(input, readComponents(input));
      const o = { ...options, without: found.without };
      const a = repairSearch(found.tables, input, model, o);
      const b = referenceRepairSearch(found.tables, input, model, o);
      steps += a.steps;
      referenceSteps += b.steps;
      if (JSON.stringify(answer(a)) !== JSON.stringify(answer(b))) differ.push(`${grammar} ${start} ${JSON.stringify(input)}`);
    }
  }
  return { differ, steps, referenceSteps };
}

/**
 * Every prefix × unit of the ladder at 20 code units; at 300 every one under test:full, every sixth
 * (in the order prefix, then unit) under npm test.
 */
const ladder = PREFIXES.flatMap((p) => UNITS.map((u) => [p, u] as const)).flatMap(([p, u], i) => [build(p, u, 20), ...(FULL || i % 6 === 0 ? [build(p, u, 300)] : [])]);
const mistakes = [...MISTAKES, ...WILD_MISTAKES].map((c) => c.input);

/**
 * `count` mutations of the mistakes (fixed seed): a unit of the ladder put in (repeated up to 4
 * times), a character taken out, or a few repeated; `long`, first a unit repeated 260 to 400 times
 * put in (past `MEMO_FROM`).
 */
function mutations(seed: number, count: number, long = false): string[] {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    let s = pick(mistakes);
    if (long) {
      const at = Math.floor(rand() * (s.length + 1));
      s = s.slice(0, at) + pick(UNITS).repeat(260 + Math.floor(rand() * 141)) + s.slice(at);
    }
    for (let e = 1 + Math.floor(rand() * 3); e > 0; e--) {
      const at = Math.floor(rand() * (s.length + 1));
      const r = rand();
      if (r < 0.4) s = s.slice(0, at) + pick(UNITS).repeat(1 + Math.floor(rand() * 4)) + s.slice(at);
      else if (r < 0.7) s = s.slice(0, at) + s.slice(at + 1);
      else s = s.slice(0, at) + s.slice(at, at + 3).repeat(1 + Math.floor(rand() * 5)) + s.slice(at);
    }
    out.push(s);
  }
  return out;
}

describe('the repair search gives the answers of the search before its speed work', () => {
  // (npm test: every shape at 20 code units, every third at 300.)
  it('on every ladder shape at 20 and 300 code units, with no more steps', () => {
    const r = compare(ladder);
    expect(r.differ).toEqual([]);
    expect(r.steps).toBeLessThanOrEqual(r.referenceSteps);
  });

  it('on the mistakes tables, and under tight budgets (a beam of 2, a slack of 5, four repairs; a cost budget of 30)', () => {
    expect(compare(mistakes).differ).toEqual([]);
    expect(compare(mistakes, { maxStates: 2, slack: 5, count: 4 }).differ).toEqual([]);
    expect(compare(mistakes, { maxCost: 30, count: 2 }).differ).toEqual([]);
  });

  // (npm test: 100 and 30; test:full: 400 and 150.)
  it('on 400 fixed-seed mutations of the mistakes, and 150 long ones', () => {
    const inputs = mutations(46, sized(400, 100));
    expect(compare(inputs).differ).toEqual([]);
    expect(compare(inputs, { maxStates: 3, slack: 12 }).differ).toEqual([]);
    const long = mutations(47, sized(150, 30), true);
    expect(long.every((s) => s.length >= MEMO_FROM)).toBe(true);
    expect(compare(long).differ).toEqual([]);
    expect(compare(long, { maxStates: 3, slack: 12, count: 4 }).differ).toEqual([]);
  });
});
