/**
 * `allErrors` as `parseURL` runs it (src/parse/parse.ts `run`), counted (grammar/engine/work.ts):
 * its steps, the errors it reports, and the lengths of the texts its rounds read their first errors
 * in (each a window of the repaired text, or the whole of it). DECISIONS 46 bounds an `allErrors`
 * run by the larger of 20 × the plain report's steps and 2 × those windows: test/linear.test.ts
 * holds it to that bound in steps, and bench/ladder.ts `--all-errors` in time.
 */
import { parserFor, profiles } from '../grammar/all.js';
import { readsOn, resumePoint, type FirstErrorPoint } from '../grammar/index.js';
import { workOf } from '../grammar/engine/work.js';
import { parseURL, type GrammarName, type StartSymbol } from '../src/index.js';
import { allErrors, type Recovery } from '../src/diagnostics/recover.js';
import { roundReport } from '../src/diagnostics/report.js';
import { settle } from '../src/parse/semantic.js';
import { AUTOMATON_FIRST_ERRORS, automatonFirstError, firstError } from '../src/parse/first-error.js';
import { WINDOW_MARGIN } from '../src/diagnostics/classify.js';

/** What an `allErrors` run counted: its steps, its errors, the code units of the windows its rounds read. */
export interface CountedRecovery {
  readonly steps: number;
  readonly errors: number;
  readonly windows: number;
}

/** `allErrors` on `input` (maxErrors 100, the default), counted; all zero where `input` parses. */
export function countedRecovery(input: string, grammar: GrammarName, start?: StartSymbol): CountedRecovery {
  const r = parseURL(input, { grammar, start });
  if (r.ok) return { steps: 0, errors: 0, windows: 0 };
  const c = parserFor(grammar, start === undefined ? undefined : profiles[grammar].starts.find((x) => x.name === start));
  let windows = 0;
  // A text is a window once, whether the automaton reads it, the plain report's reading does, or
  // both (the plain report's reading asked of the text the automaton just read): a text read is
  // counted, and a plain report's reading of the text read just before is not counted again.
  let justRead: string | null = null;
  const p: Recovery = {
    parse: (t) => (c.fast ? (c.fast(t)?.ast ?? null) : c.parse(t)),
    trace: (t) => {
      if (t !== justRead) windows += t.length;
      justRead = null;
      return firstError(c, grammar, t);
    },
    // (As parseURL gives it: absent where the grammar has no automaton, whose traced parse reads
    // each round's first error.)
    ...(AUTOMATON_FIRST_ERRORS.has(grammar) && {
      read: (t: string, from?: FirstErrorPoint | null) => {
        const r = automatonFirstError(c, grammar, t, from);
        // What the reading read: from where it resumed (or the start) to its failure and the margin
        // past it that a report reads (a window's end at most), or all of it.
        const end = r === null || r.matched ? t.length : Math.min(t.length, r.offset + WINDOW_MARGIN);
        windows += end - (from?.at ?? 0);
        justRead = t;
        return r;
      },
    }),
    // (Where the next error lies: the window read then is counted, and reads what this read.)
    scan: readsOn,
    report: (text, t) => roundReport(text, grammar, t),
    problems: (t, ast) => settle(t, grammar, ast, true, true, 100).problems,
    reparse: (t) => {
      const q = parseURL(t, { grammar, start });
      return q.ok ? { ok: true } : { ok: false, offset: q.error.culprit?.offset ?? q.error.offset };
    },
  };
  // The first error's point, kept as `parseURL` keeps it with `allErrors` (its plain report's
  // reading: not counted here, as the report is not).
  const at = r.error.kind === 'syntax' ? resumePoint(firstError(c, grammar, input, true)) : undefined;
  const { value, steps } = workOf(() => allErrors(input, r.error, 100, p, at));
  return { steps, errors: value.length, windows };
}
