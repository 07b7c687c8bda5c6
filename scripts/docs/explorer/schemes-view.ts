/**
 * What the explorer's Schemes tab shows, as data (scripts/docs/explorer/client.ts draws it; the
 * scheme pages of the site, scripts/docs/scheme-pages.ts, and the tests read it in Node): what
 * `parseScheme` says of a URI. It reads the URI as an RFC 3986 `URI`, then, where its scheme has a
 * grammar here (`schemeGrammars()`), by that grammar, loaded from the scheme's RFC: the scheme, the
 * RFC and section whose grammar read it, the rule it was read from, the scheme's parts and the RFC
 * 3986 components, or the report of the grammar that rejected it.
 *
 * Browser code: no Node API.
 */
import { COMPONENT_TAGS, parseScheme, schemeGrammars, type Rule, type SchemeName, type SchemeParseResult, type SchemeParts, type URLErrorReport } from '../../../src/index.js';

/** A part of the URI as the view shows it: its name, and its values (several for a list, `null` when absent). */
export interface PartRow {
  readonly name: string;
  readonly values: readonly string[] | null;
}

/** The Schemes tab's data for one input. */
export interface SchemesView {
  readonly ok: boolean;
  /** The scheme (lower case), or null where RFC 3986 rejected the input before it had one. */
  readonly scheme: string | null;
  /** The RFC and section whose grammar read the input (RFC 3986 §3 for a scheme without a grammar here). */
  readonly rfc: number;
  readonly section: string;
  /** Which grammar gave the verdict: the scheme's, or RFC 3986's (it rejected the input, or the scheme has no grammar here). */
  readonly by: 'scheme' | 'rfc3986';
  /** The rule of the scheme grammar the URI is read from (`schemeGrammars()[scheme].start`), when the scheme has a grammar here. */
  readonly start: Rule | null;
  /** The scheme's parts (`parts` of `parseScheme`, the scheme itself left out); empty for a scheme without a grammar here or an invalid input. */
  readonly parts: readonly PartRow[];
  /** The RFC 3986 components that are present (valid inputs only). */
  readonly components: readonly PartRow[];
  /** The report of the grammar that rejected the input. */
  readonly error: URLErrorReport | null;
  /** What `parseScheme` gave. */
  readonly result: SchemeParseResult;
}

/** The parts of `parseScheme`'s result as rows: a list as its items, a header as `name=value`, as the URI writes them. */
export function partRows(parts: SchemeParts | null): PartRow[] {
  if (parts === null) return [];
  const rows: PartRow[] = [];
  for (const [name, v] of Object.entries(parts) as [string, unknown][]) {
    if (name === 'scheme') continue;
    if (v === null || v === undefined) rows.push({ name, values: null });
    else if (Array.isArray(v)) rows.push({ name, values: v.map((x) => (Array.isArray(x) ? x.join('=') : String(x))) });
    else rows.push({ name, values: [String(v)] });
  }
  return rows;
}

/** The view of `input` (see {@link SchemesView}). */
export function schemesView(input: string): SchemesView {
  const result = parseScheme(input);
  const grammars = schemeGrammars();
  const g = result.scheme !== null && Object.hasOwn(grammars, result.scheme) ? grammars[result.scheme as SchemeName] : null;
  const start = g ? (g.grammar.rule(g.start) ?? null) : null;
  const base = { scheme: result.scheme, rfc: result.rfc, section: result.section, start, result };
  if (!result.ok) return { ...base, ok: false, by: result.scheme === null || g === null ? 'rfc3986' : 'scheme', parts: [], components: [], error: result.error };
  const components: PartRow[] = [];
  for (const name of COMPONENT_TAGS) {
    const c = result.components[name];
    if (c !== null) components.push({ name, values: [c.text] });
  }
  return { ...base, ok: true, by: result.parts === null ? 'rfc3986' : 'scheme', parts: partRows(result.parts), components, error: null };
}
