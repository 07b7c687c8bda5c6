/**
 * Fix-its: edits that repair what a report names, each checked by parsing the edited input again
 * under the same grammar and start symbol. A fix is offered only when the edited input validates,
 * or when its first error lies strictly further on (in the original input's coordinates); those
 * that validate come first. The edits are made at the report's culprit (DECISIONS: "fix-its edit
 * at the culprit").
 */
import { readComponents, type URLComponents } from '../record/index.js';
import { lazyProperty } from '../../base/inspect.js';
import { keepsEveryCharacter } from './lossless.js';
import type { Chars } from './text.js';

/**
 * One edit of a fix: replace `input.slice(start, end)` (UTF-16 offsets into the input) with `text`.
 *
 * @example
 * ```ts
 * const r = parseURL('http//example.com');
 * if (!r.ok) r.error.fixes[0]?.edits; // [{ start: 4, end: 4, text: ':' }]
 * ```
 */
export interface FixEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * How far a fix may be trusted, rustc's levels (its `Applicability`): `'machine-applicable'`, the fix
 * is what was meant and keeps every character of the input, as itself or percent-encoded, less the
 * white space and at most one pair of quotation marks, `<...>` or `<URL:...>` around all of it (an
 * escape of a character that cannot stand unescaped, the quotation marks around a pasted URL
 * removed, a missing ":" after a well-known scheme): `check --fix` and a report's `wholeFix` apply
 * these, and only these; `'maybe-incorrect'`, a likely repair that may not be what was meant, or
 * that removes, moves or replaces a character (user information removed, a "\\" written as "/", a
 * scheme lower-cased, a "#" escaped into the path, a guessed scheme): shown, never applied
 * unasked; `'has-placeholders'`, the fix holds a part the user must fill in; `'unspecified'`, not
 * judged. Each error code's level, and why, is in docs/errors.md.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/b c');
 * if (!r.ok) r.error.fixes[0]?.applicability; // 'machine-applicable'
 * ```
 */
export type Applicability = 'machine-applicable' | 'maybe-incorrect' | 'has-placeholders' | 'unspecified';

/**
 * The levels of {@link Applicability}, most trusted first.
 *
 * @example
 * ```ts
 * APPLICABILITIES[0]; // 'machine-applicable'
 * ```
 */
export const APPLICABILITIES: readonly Applicability[] = Object.freeze(['machine-applicable', 'maybe-incorrect', 'has-placeholders', 'unspecified'] as const);

/**
 * A suggested repair: its edits, a one-line description, the corrected URL, whether the corrected
 * URL parses under the same grammar (`false`: a partial fix, which repairs this error while the
 * next error lies further on), and how far it may be trusted ({@link Applicability}).
 *
 * @example
 * ```ts
 * const r = parseURL('\u201chttp://example.com/\u201d');
 * if (!r.ok) r.error.fixes[0]; // { edits: [{ start: 0, end: 1, text: '' }, { start: 20, end: 21, text: '' }], message: 'remove the quotation marks around the URL', url: 'http://example.com/', validates: true, applicability: 'machine-applicable' }
 * ```
 */
export interface ReportFix {
  readonly edits: readonly FixEdit[];
  readonly message: string;
  readonly url: string;
  readonly validates: boolean;
  readonly applicability: Applicability;
  /**
   * Present on a least-cost repair (found by searching the grammar's automaton, issue 46): its
   * cost, and its edits (the same as `edits`) each with its kind: `escape`, `replace`, `insert` or
   * `delete`.
   */
  readonly repair?: FixRepair;
}

/**
 * What a least-cost repair did (`ReportFix.repair`): its edits, each with its kind and span, and
 * its cost under the documented cost model (src/diagnostics/repair.ts).
 *
 * @example
 * ```ts
 * const r = parseURL('ssh://git@github.com:team/repo.git');
 * if (!r.ok) r.error.fixes.find((f) => f.repair?.edits[0]?.kind === 'replace')?.repair; // { cost: 10, edits: [{ start: 20, end: 21, text: '/', kind: 'replace' }] }
 * ```
 */
export interface FixRepair {
  readonly cost: number;
  readonly edits: ReadonlyArray<FixEdit & { readonly kind: string }>;
}

/** What a fix's check needs of a re-parse: valid, or where its furthest failure is. */
export type Reparse = (input: string) => { readonly ok: true } | { readonly ok: false; readonly offset: number };

/** The part of a report the candidates are read from (a report, or a warning's view of one). */
export interface FixSubject {
  readonly code: string;
  /** The text (a string; in allErrors' recovery, the repaired text's characters). */
  readonly input: Chars;
  readonly grammar: string;
  readonly offset: number;
  readonly culprit: { readonly offset: number } | null;
  readonly trace: ReadonlyArray<{ readonly rule: string; readonly start: number }>;
  /** The input's components (a report's `components`); read from the input when absent. */
  readonly components?: URLComponents;
}

/** A fix before its check: edits (sorted, not overlapping), a description and its level. */
export interface Candidate {
  readonly edits: readonly FixEdit[];
  readonly message: string;
  readonly applicability: Applicability;
  /** A least-cost repair's own account (kept on the fix). */
  readonly repair?: FixRepair;
  /**
   * Its URL is known valid without a parse: a least-cost repair that the grammar's automaton
   * accepts, where the automaton alone gives `parseURL`'s verdict (`recognizerTablesFor`'s
   * `decides`). Not parsed again (test/fix-check.test.ts holds every fix's `validates` to
   * `parseURL`).
   */
  readonly valid?: true;
}

/** Applies sorted, non-overlapping edits. */
export function applyEdits(input: string, edits: readonly FixEdit[]): string {
  let out = '';
  let at = 0;
  for (const e of edits) {
    out += input.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + input.slice(at);
}

/**
 * Sorted, non-overlapping edits with each run of adjacent ones (one ends where the next starts)
 * made one edit: the same corrected text, one object per run instead of one per character.
 */
export function joinAdjacent(edits: readonly FixEdit[]): readonly FixEdit[] {
  // A list with no run (escapes of characters apart) is given back as it is, not copied.
  if (edits.every((e, i) => i === 0 || e.start !== edits[i - 1]!.end)) return edits;
  const out: FixEdit[] = [];
  for (let i = 0; i < edits.length; ) {
    let j = i + 1;
    let text = edits[i]!.text;
    while (j < edits.length && edits[j]!.start === edits[j - 1]!.end) text += edits[j++]!.text;
    out.push(j === i + 1 ? edits[i]! : { start: edits[i]!.start, end: edits[j - 1]!.end, text });
    i = j;
  }
  return out;
}

/**
 * An offset of the edited input, in the original input's coordinates: inside an edit's new text it
 * is that edit's start; after it, shifted back by what the edit added.
 */
export function mapBack(offset: number, edits: readonly FixEdit[]): number {
  let delta = 0;
  for (const e of edits) {
    const newStart = e.start + delta;
    const newEnd = newStart + e.text.length;
    if (offset < newStart) break;
    if (offset < newEnd) return e.start;
    delta += e.text.length - (e.end - e.start);
  }
  return offset - delta;
}

/**
 * The level of a fix of `input` that gives `url`: `level`, except that a machine-applicable fix
 * that does not keep every character of the input (`keepsEveryCharacter`, DECISIONS 33) is
 * maybe-incorrect.
 */
export function losslessLevel(input: string, url: string, level: Applicability): Applicability {
  return level === 'machine-applicable' && !keepsEveryCharacter(input, url) ? 'maybe-incorrect' : level;
}

/** A re-parse's answer for a text known valid. */
const VALID = Object.freeze({ ok: true as const });

/**
 * The candidates that survive their check, validating ones first, then the ones that move the
 * first error furthest; duplicates (the same corrected URL) dropped. A machine-applicable
 * candidate that loses a character of `input` is given as maybe-incorrect (`losslessLevel`),
 * unless `judged` is false: the caller holds the fixes to another text, the original input of a
 * repaired `input`.
 */
export function checkedFixes(input: string, firstOffset: number, list: readonly Candidate[], reparse: Reparse, judged = true): ReportFix[] {
  // The fixes kept, each with how far its first error moved (its place in the order, not a field
  // of the fix: each is made once, with its own fields, in their order).
  const kept: Array<{ readonly fix: ReportFix; readonly reach: number }> = [];
  const seen = new Set<string>();
  for (const c of list) {
    if (c.edits.length === 0) continue;
    const url = applyEdits(input, c.edits);
    if (url === input || seen.has(url)) continue;
    seen.add(url);
    const r = c.valid === true ? VALID : reparse(url);
    const applicability = judged ? losslessLevel(input, url, c.applicability) : c.applicability;
    const reach = r.ok ? Infinity : mapBack(r.offset, c.edits);
    if (!(r.ok || reach > firstOffset)) continue;
    kept.push({ fix: fixOf(c.edits, c.message, url, r.ok, applicability, c.repair), reach });
  }
  kept.sort((a, b) => (a.fix.validates === b.fix.validates ? b.reach - a.reach : a.fix.validates ? -1 : 1));
  return kept.map((k) => k.fix);
}

/**
 * A checked fix, made with its own fields in their order (`repair` only on a least-cost repair's):
 * made once, not copied from another object (a spread or a rest copy takes a generic path).
 *
 * @example
 * ```ts
 * Object.keys(fixOf([{ start: 1, end: 2, text: '%20' }], 'escape', 'a%20b', true, 'machine-applicable', undefined)); // ['edits', 'message', 'url', 'validates', 'applicability']
 * ```
 */
export function fixOf(edits: readonly FixEdit[], message: string, url: string, validates: boolean, applicability: Applicability, repair: FixRepair | undefined): ReportFix {
  return repair ? { edits, message, url, validates, applicability, repair } : { edits, message, url, validates, applicability };
}

/**
 * Gives `report` its `fixes` as an enumerable property computed by `make` on first read and kept
 * (so `JSON.stringify` and deep equality see the array): checking the fixes parses again. It
 * prints (`util.inspect`, `console.log`) with the fixes, not `[Getter]` (`printsResolved`).
 */
export function lazyFixes<R extends { readonly input: string }>(report: R, make: () => readonly ReportFix[]): R {
  // A report made with its `fixes` as data (`finish`: an empty list, its last property) has it
  // taken off first, then given as an accessor: turning the data property into an accessor made
  // V8 keep the report's properties in a dictionary (a slower report to make and to read; half
  // of what giving its lazy properties cost), where taking off the last property and adding one
  // keeps them fast. (`fixes` stays the last enumerable property.)
  if (Object.hasOwn(report, 'fixes')) delete (report as { fixes?: unknown }).fixes;
  withReading(report);
  return lazyProperty(report, 'fixes', make);
}

/**
 * Gives a report its `components`: the Appendix B reading of its input (`readComponents`), read
 * when first asked for, and not enumerable (it holds the password, which no serialized report
 * shows outside `input`).
 */
export function withReading<R extends { readonly input: string }>(report: R): R {
  if (Object.hasOwn(report, 'components')) return report;
  return lazyProperty(report, 'components', (): URLComponents => readComponents(report.input), { enumerable: false });
}
