/**
 * The verdict of a parse under a compiled start symbol: the AST, or the report of its first error
 * (read from the grammar's automaton where it answers, else by the traced parse: ./first-error.ts),
 * or a range or semantic check's report; and the re-parse the fix-its' check runs on a candidate.
 * @internal
 * @module
 */
import { resumePoint, type ASTNode, type CompiledGrammar, type FirstErrorPoint, type TraceResult } from '../../grammar/index.js';
import { syntaxOffset, syntaxReport } from '../diagnostics/report.js';
import type { Reparse } from '../diagnostics/fixes.js';
import type { URLErrorReport } from '../diagnostics/types.js';
import { automatonFirstError, firstError } from './first-error.js';
import { settle, textChecked } from './semantic.js';

/** What `judged` gives: the AST, or the failure written by its `write`, or a check's report. */
type Verdict<E> = { readonly ok: true; readonly ast: ASTNode } | { readonly ok: false; readonly error: E | URLErrorReport; readonly point?: FirstErrorPoint };

/** A grammar's parsers, from `parserFor`: the engine's two builds and the generated parser. @internal */
export type Compiled = CompiledGrammar;

/**
 * The verdict of a parse: the AST, or the report without its fixes. `rejected`: the input is
 * known not to be valid (the record reader refused it), see `judged`. `keep`: a syntax failure
 * the automaton read keeps its point (`point`, where all-errors recovery resumes).
 */
export function verdict(compiled: Compiled, input: string, grammar: string, rejected = false, keep = false): Verdict<URLErrorReport> {
  return judged(compiled, input, grammar, syntaxReport, rejected, keep);
}

/**
 * `verdict` with the syntax failure written by `write` (the report, or only where its first error
 * is: see `reparser`); a range or semantic check's failure is its report. `rejected`: the input is
 * known not to be valid, so that no parse need say so again: the first error is read at once from
 * the grammar's automaton where it answers, and only an input it reads whole (a check's failure)
 * is parsed.
 */
function judged<E>(
  compiled: Compiled,
  input: string,
  grammar: string,
  write: (input: string, grammar: string, t: TraceResult) => E,
  rejected = false,
  keep = false,
): Verdict<E> {
  // The automaton read a rejected input whole (a check's failure, or a rejection PEG makes):
  // should the parse reject it too, the traced parse answers without the automaton read again.
  let readWhole = false;
  if (rejected) {
    const t = automatonFirstError(compiled, grammar, input, keep ? null : undefined);
    if (t === null) return traced(compiled, input, grammar, write, compiled.trace(input), keep);
    // (A point is asked for only where one was kept: the lookup of one never kept is a report's waste.)
    if (!t.matched) return { ok: false, error: write(input, grammar, t), point: keep ? resumePoint(t) : undefined };
    readWhole = true;
  }
  const fast = compiled.fast;
  // The generated fast path first. Where it rejects, the first error is read at once (the engine's
  // plain parse would only reject again: test/fastpath.test.ts holds the two to the same verdicts):
  // from the grammar's automaton where it answers as the traced parse does, else by the traced
  // parse (./first-error.ts), and the report is written from it; should the traced parse read the
  // whole input after all, the engine's plain parse gives the AST, so the engine stays the judge.
  // Without a generated parser (`parseRule` with a `grammar` option), the plain parse decides first.
  // A generated parse that built no node with a value (a port, an IPv4 or IPv6 address) leaves
  // the range checks nothing to look at (its `valueNodes`).
  const got = fast ? fast(input) : null;
  const ast = got ? got.ast : fast ? null : compiled.parse(input);
  const values = got ? got.valueNodes > 0 : true;
  if (!ast) return traced(compiled, input, grammar, write, readWhole ? compiled.trace(input) : firstError(compiled, grammar, input, keep), keep);
  if (!values && !textChecked(ast)) return { ok: true, ast };
  return settled(input, grammar, ast, values);
}

/** `judged` where no parse gave an AST: the report of the first error `t`, or, where the traced parse read the whole input after all, the plain parse's AST, checked. */
function traced<E>(compiled: Compiled, input: string, grammar: string, write: (input: string, grammar: string, t: TraceResult) => E, t: TraceResult, keep = false): Verdict<E> {
  // (The point of an automaton's failure, where it was kept.)
  if (!t.matched) return { ok: false, error: write(input, grammar, t), point: keep ? resumePoint(t) : undefined };
  const ast = compiled.parse(input);
  return ast ? settled(input, grammar, ast, true) : { ok: false, error: write(input, grammar, t) };
}

/** The range and semantic checks of a parsed `ast`: its first problem, else the AST. */
function settled(input: string, grammar: string, ast: ASTNode, values: boolean): Verdict<URLErrorReport> {
  const s = settle(input, grammar, ast, false, values);
  const problem = s.problems.at(0); // at(0): an empty list has no first, whatever Array.prototype holds
  return problem ? { ok: false, error: problem } : { ok: true, ast: s.ast };
}

/**
 * A re-parse for the fix-its' check: valid, or the furthest failure (the report's culprit, else its
 * offset). A syntax failure's is read from its classification alone (`syntaxOffset`), without the
 * message, hints and positions of a report nobody reads: the same offset, held by test/fix-check.test.ts.
 * `accepts`: the record reader's verdict, where `parseURL` has one (it refuses exactly what the
 * parse refuses): a text it accepts is valid without a parse, and one it refuses has its first
 * error read at once (as `parseURL` reads it).
 */
export function reparser(compiled: Compiled, grammar: string, accepts?: (text: string) => boolean): Reparse {
  return (text) => {
    const known = accepts?.(text);
    if (known === true) return { ok: true };
    const r = judged(compiled, text, grammar, syntaxOffset, known === false);
    return r.ok ? { ok: true } : { ok: false, offset: typeof r.error === 'number' ? r.error : (r.error.culprit?.offset ?? r.error.offset) };
  };
}
