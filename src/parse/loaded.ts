/**
 * Reading with a grammar loaded from ABNF (grammar/engine/abnf.ts): the verdict and the tree are
 * the Thompson NFA's (ABNF's semantics, unordered alternation; the tree is the reading ordered
 * choice with full backtracking finds, `ABNFGrammar.read`). A rejected input gets a report from
 * the automaton's run at the end of the longest viable prefix: its offset, expected terminals and
 * rule stack; its code is the generic one (`input.unexpected-end` or `syntax.unexpected-char`),
 * unless the grammar was loaded with `codes: 'url'` (a grammar of URLs: the scheme grammars of
 * grammar/schemes/; the set of codes grammar/report-codes.ts provides): then the code is the URL
 * classifier's, with hints, and fix-its each checked by reading the fixed text again with the same
 * grammar, as under a declared grammar (`REPORTS`, one report per set of codes).
 */
import { checkString, framesOf, GrammarError, loadedABNF, optionsOf, optionsSpec, type ABNFGrammar, type ABNFNode, type NfaRun, type ReportCodeSets, type Rule, type TraceExpectation, type TraceResult, URL_REPORT_CODES } from '../../grammar/index.js';
import { candidates } from '../diagnostics/actions.js';
import { checkedFixes, lazyFixes, type Reparse } from '../diagnostics/fixes.js';
import { genericReport, syntaxReport } from '../diagnostics/report.js';
import type { URLErrorReport } from '../diagnostics/types.js';
import { loadedReader, type StrictParseResult } from './parse.js';

/**
 * The result of {@link parseABNF}: the tree of a valid input, or the report of a rejected one.
 *
 * @example
 * ```ts
 * const r: ABNFParseResult = parseABNF(grammar.fromABNF('digits = 1*DIGIT', { name: 'doc-digits' }), '42');
 * r.ok; // true
 * ```
 */
export type ABNFParseResult = { readonly ok: true; readonly ast: ABNFNode } | { readonly ok: false; readonly error: URLErrorReport };

/**
 * Options of {@link parseABNF}.
 *
 * @example
 * ```ts
 * const o: ParseABNFOptions = { start: 'URI' };
 * ```
 */
export interface ParseABNFOptions {
  /** The start symbol: a rule of the grammar (default: its first rule). */
  readonly start?: string;
}

const PARSE_ABNF_OPTIONS = optionsSpec<ParseABNFOptions>('parseABNF', { start: true });

/**
 * The automaton's run as the traced parse's result, which the report is written from: the end of
 * the longest viable prefix, each terminal wanted there with the rule stack that wanted it, and
 * "end of input" for the start rule where a thread there could end.
 */
function traceOf(start: Rule, input: string, run: NfaRun): TraceResult {
  const expected: TraceExpectation[] = run.expected.map((e) => ({ label: e.label, frames: framesOf(e.frames) }));
  if (run.acceptsAtEnd && run.viableEnd < input.length) expected.push({ label: 'end of input', frames: [{ rule: start, start: 0 }] });
  return { start, offset: run.viableEnd, expected, matched: false };
}

/**
 * The report of a rejected input under each set of report codes a loaded grammar may ask for
 * (`ABNFOptions.codes`, grammar/report-codes.ts), from the automaton's run: one entry per set
 * provided, so that a set without its report does not compile.
 */
const REPORTS: { readonly [K in keyof ReportCodeSets]: (g: ABNFGrammar, startName: string, input: string, start: Rule, trace: TraceResult) => URLErrorReport } = {
  // The URL classifier's code and hints, and fix-its each checked by reading the fixed text again with the same grammar.
  [URL_REPORT_CODES]: (g, startName, input, start, trace) => {
    const error = syntaxReport(input, start.key, trace);
    const reparse: Reparse = (text) => {
      const c = g.check(text, startName);
      return c.ok ? { ok: true } : { ok: false, offset: c.offset };
    };
    lazyFixes(error, () => checkedFixes(input, error.culprit?.offset ?? error.offset, candidates(error), reparse));
    return error;
  },
};

/**
 * Reads `input` with a grammar loaded from ABNF (`grammar.fromABNF`), from its first rule or
 * `options.start`: `{ ok: true, ast }`, the tree of ABNF's reading (each rule of more than one
 * character a node `{ type, rfc, start, end, text, children }`, `type` the rule's name; where the
 * ABNF is ambiguous, the reading ordered choice with full backtracking finds: see
 * `ABNFGrammar.read`), or `{ ok: false, error }`, a report (offset, expected terminals, the rule
 * stack citing the grammar's source): with the generic code `input.unexpected-end` or
 * `syntax.unexpected-char`, or, for a grammar loaded with `codes: 'url'`, as `parseURL` writes one
 * (the URL classifier's code, hints, and `fixes`, each read again with the same grammar). Linear in
 * the input.
 *
 * @throws GrammarError for a start symbol the grammar does not define, or a grammar of another
 *   loader; ABNFRecursionError for a recursive start symbol (the automaton cannot run it).
 *
 * @example
 * ```ts
 * const g = grammar.fromABNF('pair = key "=" value\nkey = 1*ALPHA\nvalue = 1*DIGIT', { name: 'doc-pair-2' });
 * const r = parseABNF(g, 'x=42');
 * r.ok && r.ast.children.map((c) => [c.type, c.text]); // [['key', 'x'], ['value', '42']]
 * const bad = parseABNF(g, 'x=4y');
 * if (!bad.ok) [bad.error.code, bad.error.offset];     // ['syntax.unexpected-char', 3]
 * if (!bad.ok) bad.error.trace.map((f) => f.rule);     // ['pair', 'value']
 * ```
 */
export function parseABNF(g: ABNFGrammar, input: string, options?: ParseABNFOptions | null): ABNFParseResult {
  checkString(input, 'parseABNF', 'input');
  const o = optionsOf(options, PARSE_ABNF_OPTIONS);
  if (typeof g !== 'object' || g === null || loadedABNF(String((g as ABNFGrammar).name)) !== g) throw new GrammarError('parseABNF: the grammar must be one grammar.fromABNF loaded');
  const startName = o.start ?? g.start;
  const read = g.read(input, startName);
  if (read.ok) return { ok: true, ast: read.ast };
  const start = g.rule(startName)!;
  const trace = traceOf(start, input, read.run);
  // The grammar's codes: the set it asked for (the URL classifier's), else the generic report (no fix-it).
  return { ok: false, error: g.codes === null ? genericReport(input, start.key, trace) : REPORTS[g.codes](g, startName, input, start, trace) };
}

// `parseRule` of a loaded grammar's rule reads here (src/parse/parse.ts).
loadedReader.read = (rule: Rule, input: string): StrictParseResult =>
  parseABNF(loadedABNF(String(rule.rfc).slice('abnf:'.length))!, input, { start: rule.name }) as unknown as StrictParseResult;
