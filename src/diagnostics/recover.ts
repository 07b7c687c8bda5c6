/**
 * Every error at once (`parseURL(input, { allErrors: true })`): panic-mode recovery over the same
 * grammar. After each error the offending character is skipped (deleted), or, for the errors whose
 * repair is not a deletion (quotation marks around the URL, a missing ":" or "//", an "@" to
 * escape, an unclosed "["), the error's own first fix-it is applied; then the repaired input is
 * parsed again from the start, so the next error is found by the same grammar in the same way.
 * When the repaired input parses, its range and semantic problems are added. Every report is
 * given in the original input's coordinates.
 *
 * Cost: one parse (and one traced parse per error) for each error found: at most `maxErrors`
 * parses of the input, so linear in its length for a given cap.
 */
import type { ASTNode } from '../../grammar/core.js';
import { applyEdits, checkedFixes, lazyFixes, mapBack, type FixEdit, type Reparse, type ReportFix } from './fixes.js';
import { candidates, repairsByFix } from './actions.js';
import { finish, type URLErrorReport } from './report.js';

/** What recovery needs of the parser: a parse, its report on failure, and the range checks. */
export interface Recovery {
  /** The plain parse: the AST, or null. */
  parse(input: string): ASTNode | null;
  /** The report of a failed parse (no fixes). */
  syntax(input: string): URLErrorReport;
  /** Every range and semantic problem of an accepted AST, in input order. */
  problems(input: string, ast: ASTNode): URLErrorReport[];
  /** The re-parse the fix-its are checked with. */
  reparse: Reparse;
}

/** The repair after `report`: edits of `text`, or null when there is nothing to skip. */
function repairOf(report: URLErrorReport, text: string): FixEdit[] | null {
  if (repairsByFix(report.code)) {
    const c = candidates(report)[0];
    if (c && c.edits.length) return [...c.edits];
  }
  if (report.offset < text.length) {
    const cp = text.codePointAt(report.offset)!;
    return [{ start: report.offset, end: report.offset + (cp > 0xffff ? 2 : 1), text: '' }];
  }
  const c = candidates(report)[0];
  return c && c.edits.length ? [...c.edits] : null;
}

/** Moves a report on a repaired text back onto the original input. */
function remap(report: URLErrorReport, input: string, back: (offset: number) => number, fixes: () => readonly ReportFix[]): URLErrorReport {
  const culprit = report.culprit ? back(report.culprit.offset) : undefined;
  const trace = report.trace.map((f) => ({ ...f, start: back(f.start) }));
  return lazyFixes(finish(input, report.grammar, report.code, back(report.offset), culprit, report.expected, trace), fixes);
}

/**
 * Every error of `input`, `first` (the report `parseURL` gives without `allErrors`) first, the
 * others in input order; at most `max`.
 */
export function allErrors(input: string, first: URLErrorReport, max: number, p: Recovery): URLErrorReport[] {
  const errors: URLErrorReport[] = [first];
  const seen = new Set([`${first.code}@${first.offset}`]);
  const chain: FixEdit[][] = [];
  const back = (edits: readonly FixEdit[][]) => (offset: number) => {
    for (let k = edits.length - 1; k >= 0; k--) offset = mapBack(offset, edits[k]!);
    return offset;
  };
  // The fixes of a later error: checked where it is the first error (the repaired text), then
  // moved onto the original input and checked there.
  const laterFixes = (report: URLErrorReport, text: string, steps: readonly FixEdit[][]) => (): readonly ReportFix[] => {
    const m = back(steps);
    const local = checkedFixes(text, report.culprit?.offset ?? report.offset, candidates(report), p.reparse);
    return local.flatMap((f) => {
      const edits = f.edits.map((e) => ({ start: m(e.start), end: m(e.end), text: e.text }));
      for (let i = 1; i < edits.length; i++) if (edits[i]!.start < edits[i - 1]!.end) return [];
      const url = applyEdits(input, edits);
      return [{ edits, message: f.message, url, validates: p.reparse(url).ok, applicability: f.applicability }];
    });
  };
  if (first.kind !== 'syntax') {
    // The parse succeeded: the errors are its range and semantic problems.
    const ast = p.parse(input);
    if (ast) for (const r of p.problems(input, ast).slice(1, max)) errors.push(r);
    return errors;
  }
  let text = input;
  let current = first;
  for (let guard = 0; errors.length < max && guard < 2 * max; guard++) {
    const repair = repairOf(current, text);
    if (!repair) break;
    const next = applyEdits(text, repair);
    if (next === text) break;
    chain.push(repair);
    text = next;
    const steps = chain.slice();
    const m = back(steps);
    const ast = p.parse(text);
    if (ast) {
      for (const r of p.problems(text, ast)) {
        const mapped = remap(r, input, m, laterFixes(r, text, steps));
        const key = `${mapped.code}@${mapped.offset}`;
        if (!seen.has(key) && errors.length < max) {
          seen.add(key);
          errors.push(mapped);
        }
      }
      break;
    }
    current = p.syntax(text);
    const mapped = remap(current, input, m, laterFixes(current, text, steps));
    const key = `${mapped.code}@${mapped.offset}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(mapped);
  }
  const [head, ...rest] = errors;
  rest.sort((a, b) => (a.culprit?.offset ?? a.offset) - (b.culprit?.offset ?? b.offset) || a.offset - b.offset);
  return [head!, ...rest];
}
