/**
 * The wording of a report under its grammar: which generation of RFCs a grammar cites
 * (`citedGrammar`), a code's summary as a report under it gives it (`summaryOf`), and the summaries
 * that the entries loading RFC 2396's, the URL Standard's and RFC 3987's grammars provide
 * (`provideSummaries`, from under.ts and iri.ts). The summaries themselves are codes.ts's.
 */
import { profiles, ruleOfKey, type GrammarName } from '../../grammar/index.js';
import { CODE_SUMMARIES, type CitedGrammar, type ErrorCode, type Summaries } from './codes.js';

/**
 * The generation of RFCs that a report's `grammar` (a start symbol's name, or a rule key such as
 * `3986:URI` for `parseRule`) cites: `rfc3986` and `rfc3987` and their rules read RFC 3986's
 * wording; `rfc2396`, `rfc2396+2732` and the rules of RFC 2396 and RFC 2732 read RFC 2396's;
 * `whatwg` and its rules the URL Standard's; the rest (`rfc1738`, `rfc1738-pure`, `rfc1808`, RFC
 * 2373 and our glue) RFC 1738's.
 * @internal
 */
export function citedGrammar(grammar: string): CitedGrammar {
  // The grammar's first start rule that is an RFC's (its default may be one of ours, `URI-2396`
  // joining RFC 2396 rules), or the rule itself: read from the profiles and the registry, so a
  // rule key and a grammar's name cite alike (never a pattern over the name).
  const starts = Object.hasOwn(profiles, grammar) ? profiles[grammar as GrammarName].starts : undefined;
  const rule = starts ? (starts.find((s) => s.rfc !== 'urlgrammar') ?? starts[0]) : ruleOfKey(grammar);
  const rfc = rule?.rfc;
  if (rfc === 3986 || rfc === 3987) return 'rfc3986';
  if (rfc === 2396 || rfc === 2732) return 'rfc2396';
  // The WHATWG rules, and our start rules that read the URL Standard's writing against a base.
  if (rfc === 'whatwg' || (rule !== undefined && 'section' in rule && rule.section === 'whatwg-base')) return 'whatwg';
  return 'rfc1738';
}

/**
 * A code's summary as a report under `grammar` gives it: the wording of `ErrorCodeInfo.under` for
 * that grammar's RFCs, else `summary`.
 * @internal
 */
export function summaryOf(code: ErrorCode, grammar: string): string {
  const info: { readonly summary: string; readonly under?: { readonly rfc3986?: string } } = CODE_SUMMARIES[code];
  const cited = citedGrammar(grammar);
  const more = provided[code];
  return (cited === 'rfc3986' ? info.under?.rfc3986 : cited === 'rfc1738' ? undefined : more?.[cited]) || info.summary || more?.summary || code;
}

/** The summaries `whatwg2396Summaries` and `iriSummaries` give, as the entries that load their grammars provided them. */
const provided: Record<string, Summaries[ErrorCode]> = {};

/**
 * Adds summaries to those reports read (`src/diagnostics/under.ts` and `src/diagnostics/iri.ts`
 * call it where their grammars are loaded).
 * @internal
 */
export function provideSummaries(summaries: Summaries): void {
  for (const [code, s] of Object.entries(summaries)) provided[code] = { ...provided[code], ...s };
}
