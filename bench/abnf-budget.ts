/**
 * The hostile grammars of issue 39, each loaded and checked once under the default budgets of
 * grammars loaded from ABNF (grammar/engine/abnf.ts, `ABNFOptions.budget`): how long each takes to
 * end, in a typed error or an answer, with what it ended in and the NFA states it made. Reported,
 * not asserted (DECISIONS 36: test/abnf-budget.test.ts holds the counted work). Before the budgets
 * (measured on main): the huge repetition ran out of memory after 49 s, `1000000*DIGIT` took
 * 11.8 s and 1.8 GB, the 21 doubling rules passed 60 s and 3.5 GB, the parentheses and the 2,001
 * rule chain were RangeErrors, the 201 rule chain a plain Error, the 50,000 alternatives 7.6 s.
 *
 *   npm run bench -- --abnf-budget        this table alone
 *   npm run bench:file -- bench/abnf-budget.ts          the same
 *   (and at the end of `npm run bench`, unless --only)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ABNFBudgetError, loadABNF, nfaStatesMade } from '../grammar/all.js';

/** One hostile grammar's run. */
export interface BudgetRow {
  readonly grammar: string;
  readonly outcome: string;
  readonly states: number;
  readonly ms: number;
}

const lines = (n: number, line: (i: number) => string): string => Array.from({ length: n }, (_, i) => line(i)).join('\n');

/** The hostile grammars: a description, the text, an input to check. */
export const HOSTILE: ReadonlyArray<readonly [string, () => string, string]> = [
  ['a = 99999999999999999999*DIGIT', () => 'a = 99999999999999999999*DIGIT', '1'],
  ['a = 1000000*DIGIT', () => 'a = 1000000*DIGIT', '1'],
  ['a = 1000(1000DIGIT)', () => 'a = 1000(1000DIGIT)', '1'],
  ['21 rules r0 = r1 r1 ... r20 = "x"', () => lines(21, (i) => (i === 20 ? 'r20 = "x"' : `r${i} = r${i + 1} r${i + 1}`)), 'x'],
  ['2,000 nested parentheses', () => `a = ${'('.repeat(2000)}"x"${')'.repeat(2000)}`, 'x'],
  ['a chain r0 = r1 ... r2000 = "x"', () => lines(2001, (i) => (i === 2000 ? 'r2000 = "x"' : `r${i} = r${i + 1}`)), 'x'],
  ['a chain rI = "a" rI+1, 201 rules', () => lines(201, (i) => (i === 200 ? 'r200 = "a"' : `r${i} = "a" r${i + 1}`)), 'a'.repeat(201)],
  ['50,000 string alternatives', () => `a = ${Array.from({ length: 50_000 }, (_, i) => `"s${i}"`).join(' / ')}`, 's49999'],
];

let runs = 0;

/** Each hostile grammar loaded (under a new name) and checked once: its time, outcome and states made. */
export function runAbnfBudget(): BudgetRow[] {
  runs++;
  return HOSTILE.map(([grammar, text, input], k) => {
    const src = text();
    const states = nfaStatesMade();
    const t = performance.now();
    let outcome: string;
    try {
      outcome = JSON.stringify(loadABNF(src, { name: `bench-hostile-${runs}-${k}` }).check(input));
    } catch (e) {
      outcome = e instanceof ABNFBudgetError ? `ABNFBudgetError ${e.budget} (rule ${e.rule})` : `${(e as Error).constructor.name}: ${(e as Error).message.slice(0, 80)}`;
    }
    const ms = performance.now() - t;
    return { grammar, outcome, states: nfaStatesMade() - states, ms };
  });
}

/** The rows as a markdown table. */
export function budgetTable(rows: readonly BudgetRow[]): string[] {
  return ['| hostile grammar (default budgets) | ends in | NFA states made | wall time |', '|---|---|---:|---:|', ...rows.map((r) => `| ${r.grammar} | ${r.outcome} | ${r.states} | ${r.ms.toFixed(1)} ms |`)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const l of budgetTable(runAbnfBudget())) console.log(l);
}
