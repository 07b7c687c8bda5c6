/**
 * One fix for the whole URL: every independent fix of a trusted level applied at once, round by
 * round, until the URL parses or nothing more applies (eslint's fix passes, at most ten; rustc's
 * applicability decides what is applied). Each round reads every error of the current text (the
 * recovery of `allErrors`), takes each error's first fix at an allowed level whose edits touch no
 * edit already taken, applies them together, and parses again; so the same mistake made several
 * times (two spaces, three backslashes) is fixed at every occurrence, and a fix that only a first
 * repair makes possible is found in a later round. The result is verified by that last parse.
 * With only machine-applicable fixes allowed, every round's result is held to the original input
 * (`keepsEveryCharacter`, DECISIONS 33): a round that would lose a character of it ends the fix
 * before it is applied, so the result keeps every character, valid or not. Where the rounds do not
 * make the URL valid, the cheapest least-cost repair of the input (issue 46: a fix with `repair`,
 * offered with every report) that validates at an allowed level is the whole fix.
 *
 * Cost: at most `MAX_ROUNDS` rounds, each one `allErrors` parse (at most `maxErrors` parses of
 * the text) and the checks of the fixes it reads: linear in the input for a given cap.
 */
import { APPLICABILITIES, applyEdits, mapBack, type Applicability, type FixEdit, type ReportFix } from './fixes.js';
import { keepsEveryCharacter } from './lossless.js';
import type { URLErrorReport, WholeFix } from './types.js';

/** The rounds a whole-URL fix takes at most (eslint's limit of fix passes). */
export const MAX_ROUNDS = 10;

/** What a whole-URL fix needs of the parser: every error of a text (its `allErrors`), or none when it parses. */
export type ParseAll = (text: string) => readonly URLErrorReport[] | null;

/** Whether fixes of `level` are applied when `most` is the least trusted level allowed. */
export const allowed = (level: Applicability, most: Applicability): boolean => APPLICABILITIES.indexOf(level) <= APPLICABILITIES.indexOf(most);

/** Does any edit of `edits` overlap (or touch at one point, both inserting there) an edit of `taken`? */
function clashes(edits: readonly FixEdit[], taken: readonly FixEdit[]): boolean {
  for (const e of edits) {
    for (const t of taken) {
      if (e.start < t.end && t.start < e.end) return true;
      if (e.start === t.start && (e.start === e.end || t.start === t.end)) return true;
    }
  }
  return false;
}

/**
 * The whole-URL fix of `input` (see {@link WholeFix}), applying fixes of `most` and every more
 * trusted level. `first` is the input's errors when the caller has them already.
 */
export function wholeFixOf(input: string, parseAll: ParseAll, most: Applicability = 'machine-applicable', first?: readonly URLErrorReport[]): WholeFix {
  let text = input;
  const applied: Array<ReportFix & { round: number }> = [];
  let errors: readonly URLErrorReport[] | null = first ?? parseAll(text);
  const initial = errors;
  let round = 0;
  while (errors !== null && round < MAX_ROUNDS) {
    round++;
    const taken: FixEdit[] = [];
    const chosen: ReportFix[] = [];
    const seen = new Set<string>();
    for (const e of errors) {
      const f = e.fixes.find((x) => allowed(x.applicability, most));
      // The same fix (by its edits: comparing its URL would compare whole copies of a long input).
      const key = f ? f.edits.map((x) => `${x.start},${x.end},${x.text}`).join(';') : '';
      if (!f || seen.has(key)) continue;
      seen.add(key);
      if (clashes(f.edits, taken)) continue;
      taken.push(...f.edits);
      chosen.push(f);
    }
    if (chosen.length === 0) break;
    taken.sort((a, b) => a.start - b.start || a.end - b.end);
    const next = applyEdits(text, taken);
    if (next === text) break;
    // Machine-applicable means lossless against the original input, not the text this round read
    // (DECISIONS 33): a round that loses one of its characters (a first round escaped one of two
    // quotation marks, and the other now looks like a paste's) is not applied, and the fix stops.
    if (most === 'machine-applicable' && !keepsEveryCharacter(input, next)) break;
    // A round must make progress: fewer errors, or the first one further on (in this round's
    // coordinates); else it is undone and the fix stops (a "]" added before a "]" the grammar
    // still rejects would be added again every round).
    const after = parseAll(next);
    if (after !== null && !(after.length < errors.length || mapBack(after[0]!.offset, taken) > errors[0]!.offset)) break;
    for (const f of chosen) applied.push({ ...f, round });
    text = next;
    errors = after;
  }
  // No round made the URL valid: the cheapest least-cost repair of the input at an allowed level
  // that validates, if there is one, is the whole-URL fix (one round). A repair mends the whole
  // input at once, so it is read from the first error's fixes.
  // (A machine-applicable fix keeps every character already: `checkedFixes` held it to the input.)
  const repair = errors && initial?.[0]?.fixes.find((f) => f.repair && f.validates && allowed(f.applicability, most));
  if (repair) return { url: repair.url, validates: true, applied: [{ ...repair, round: 1 }], withheld: [], rounds: 1 };
  const withheld: ReportFix[] = [];
  for (const e of errors ?? []) {
    const f = e.fixes[0];
    if (f && !allowed(f.applicability, most)) withheld.push(f);
  }
  return { url: text, validates: errors === null, applied, withheld, rounds: round };
}
