/**
 * What the explorer's URI Template tab shows, as data (scripts/docs/explorer/template-tab.ts draws
 * it; test/explorer-path.test.ts reads it in Node): a template read by `parseTemplate` (its parts
 * with their spans, or the report), values (JSON) expanded by `expandTemplate` (the URI, each
 * part's share of it, or the `TemplateExpansionError` with its span), and a URI read back by
 * `matchTemplate` (a match, two readings, or where the URI leaves the template's language). It
 * uses the library as a user would, through `urlgrammar/templates`.
 *
 * Masking is the drawing's (page.ts's `secrets`): this view returns the texts as the library
 * gives them, and {@link templateTexts} the strings whose passwords the page masks, as the CLI's
 * `template` command reads them (src/cli/template.ts: the template, the URI, every string of the
 * values, the expansion).
 *
 * Browser code: no Node API.
 */
import {
  expandTemplate,
  matchTemplate,
  parseTemplate,
  TemplateExpansionError,
  type MatchedValue,
  type ParsedTemplate,
  type TemplateAssignment,
  type TemplateOperator,
  type TemplateValue,
  type TemplateValueFlag,
  type URLErrorReport,
} from '../../../src/entry/templates.js';
import { OPERATOR_TABLE } from '../../../src/templates/operators.js';
import { matchValueStrings, readTemplateValues, templateValueStrings, type TemplateValuesRead } from '../../../src/templates/values.js';
import { expandUnchecked } from '../../../src/templates/writer.js';

/** Each operator of RFC 6570 §2.2 by the name and section of §3.2 that expands it (the library's table, as the CLI's tree names them). */
export const OPERATORS: Readonly<Record<TemplateOperator, readonly [string, string]>> = Object.fromEntries(
  Object.entries(OPERATOR_TABLE).map(([op, row]) => [op, [row.name, row.section] as const]),
) as Record<TemplateOperator, readonly [string, string]>;

/** A link to a section of RFC 6570 at rfc-editor.org. */
export const rfc6570Href = (section: string): string => `https://www.rfc-editor.org/rfc/rfc6570#section-${section}`;

/** The values as read from their JSON text, or why they are none (the message gives a position, never the text). */
export type ValuesRead = TemplateValuesRead;

/**
 * Reads the values box: a JSON object, each variable's name a key, as `urlgrammar template expand`
 * reads its values (the library's reader, its message as a sentence).
 */
export function readValues(text: string): ValuesRead {
  const r = readTemplateValues(text);
  return r.ok ? r : { ...r, message: `${r.message[0]!.toUpperCase()}${r.message.slice(1)}.` };
}

/** The strings of a values object, down to a list's members and a map's keys and values (what the CLI's redaction reads). */
export const valueStrings = templateValueStrings;

/** A variable of an expression, as the parts table shows it. */
export interface VariableRow {
  readonly name: string;
  /** `explode (RFC 6570 §2.4.2)`, `prefix 3 (RFC 6570 §2.4.1)`, or `''`. */
  readonly modifier: string;
  readonly section: string | null;
  readonly start: number;
  readonly end: number;
}

/** A part of the template, as the parts table shows it. */
export interface TemplatePartRow {
  readonly kind: 'literal' | 'expression';
  readonly start: number;
  readonly end: number;
  /** The part's text in the template. */
  readonly text: string;
  /** An expression's operator as written (`''` for none), its name and the section of §3.2 that expands it; null for a literal. */
  readonly operator: { readonly op: TemplateOperator; readonly name: string; readonly section: string } | null;
  readonly variables: readonly VariableRow[];
}

/** The expansion: the URI, and each part's share of it (`[start, end)` in the URI, by part index); or the error. */
export type ExpansionView =
  | { readonly ok: true; readonly uri: string; readonly pieces: readonly { readonly part: number; readonly start: number; readonly end: number }[] }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      /** `TemplateExpansionError`'s place: the varspec (or literal character) blamed, `[offset, end)`, and its expression `[start, end)`; null for the values' own errors. */
      readonly span: { readonly offset: number; readonly end: number; readonly exprStart: number; readonly exprEnd: number; readonly variable: string | null } | null;
    };

/** A variable of a reading, as the match table shows it. */
export interface MatchRow {
  readonly name: string;
  readonly value: MatchedValue;
  readonly raw: string;
  readonly decoded: MatchedValue;
  readonly start: number;
  readonly end: number;
  readonly flags: readonly TemplateValueFlag[];
}

/** The match: one reading, two, where the URI leaves the template's language, or an error the matcher threw (its budget). */
export type MatchView =
  | ({ readonly kind: 'match'; readonly rows: readonly MatchRow[] } & AnyOrderView)
  | ({ readonly kind: 'ambiguous'; readonly readings: readonly [readonly MatchRow[], readonly MatchRow[]] } & AnyOrderView)
  | { readonly kind: 'no-match'; readonly offset: number; readonly found: string }
  | { readonly kind: 'refused'; readonly variable: string; readonly flag: TemplateValueFlag; readonly start: number; readonly end: number; readonly offset: number }
  | { readonly kind: 'error'; readonly name: string; readonly message: string };

/**
 * What `query: 'any-order'` adds to a reading: whether the URI is the expansion of its values
 * (`inverse`), and the query's parameters the template does not name (`extra`, with their spans).
 * Absent without the option.
 */
export interface AnyOrderView {
  readonly inverse?: boolean;
  readonly extra?: ReadonlyArray<{ readonly name: string; readonly value: string | null; readonly start: number; readonly end: number }>;
}

/** The tab's matching options besides `lists`: `matchTemplate`'s `query` and `policy`, where asked for. */
export interface MatchChoices {
  readonly anyOrder?: boolean;
  readonly segment?: boolean;
}

/** The tab's data for a template, values and a URI. */
export interface TemplateView {
  readonly template: string;
  readonly parse: { readonly ok: true; readonly parsed: ParsedTemplate; readonly parts: readonly TemplatePartRow[] } | { readonly ok: false; readonly error: URLErrorReport };
  /** Null where the template is none. */
  readonly expansion: ExpansionView | null;
  /** Null where the template is none. */
  readonly match: MatchView | null;
}

/** The parts of a parsed template as rows. */
export function templatePartRows(t: ParsedTemplate): TemplatePartRow[] {
  return t.parts.map((p) => {
    const text = t.source.slice(p.start, p.end);
    if (p.kind === 'literal') return { kind: 'literal', start: p.start, end: p.end, text, operator: null, variables: [] };
    const [name, section] = OPERATORS[p.operator];
    return {
      kind: 'expression',
      start: p.start,
      end: p.end,
      text,
      operator: { op: p.operator, name, section },
      variables: p.variables.map((v) => ({
        name: v.name,
        modifier: v.explode ? 'explode' : v.prefix !== null ? `prefix ${v.prefix}` : '',
        section: v.explode ? '2.4.2' : v.prefix !== null ? '2.4.1' : null,
        start: v.start,
        end: v.end,
      })),
    };
  });
}

/** The end of the varspec that starts at `offset` (an expansion error's), or of the character there. */
function varspecEnd(t: ParsedTemplate, offset: number): number {
  for (const p of t.parts) if (p.kind === 'expression') for (const v of p.variables) if (v.start === offset) return v.end;
  return offset + 1;
}

/**
 * The expansion of `t` by `valuesText`. Each part's share of the URI is the expansion of the part
 * alone (RFC 6570 §3: a template's expansion is its parts' expansions in order); where their
 * concatenation were not the whole expansion, no shares are given.
 */
export function expansionOf(t: ParsedTemplate, valuesText: string): ExpansionView {
  const read = readValues(valuesText);
  if (!read.ok) return { ok: false, code: read.code, message: read.message, span: null };
  let uri: string;
  try {
    uri = expandTemplate(t, read.values);
  } catch (e) {
    if (!(e instanceof TemplateExpansionError)) throw e;
    const end = e.variable === null ? e.offset + 1 : varspecEnd(t, e.offset);
    return { ok: false, code: e.code, message: e.message, span: { offset: e.offset, end, exprStart: e.start, exprEnd: e.end, variable: e.variable } };
  }
  const pieces: { part: number; start: number; end: number }[] = [];
  let joined = '';
  t.parts.forEach((p, i) => {
    // A part's share is a piece of the URI, not a URI (`:` alone is no URI-reference): written by
    // the writer, without expandTemplate's URI-reference check.
    const text = expandUnchecked(t.source.slice(p.start, p.end), read.values);
    pieces.push({ part: i, start: joined.length, end: joined.length + text.length });
    joined += text;
  });
  return { ok: true, uri, pieces: joined === uri ? pieces : [] };
}

/** A reading's variables as rows, in the order of their spans in the URI. */
function rowsOf(a: TemplateAssignment): MatchRow[] {
  return Object.keys(a.spans)
    .map((name) => ({ name, value: a.values[name]!, raw: a.raw[name]!, decoded: a.decoded[name]!, start: a.spans[name]![0], end: a.spans[name]![1], flags: a.flags[name] ?? [] }))
    .sort((x, y) => x.start - y.start || x.end - y.end);
}

/** What the URI goes on with where it leaves the template's language, as the CLI says it. */
function foundAt(uri: string, offset: number): string {
  if (offset >= uri.length) return 'the URI ends here; the template goes on';
  const ch = String.fromCodePoint(uri.codePointAt(offset)!);
  return `no expansion of the template goes on with ${/^[\u0021-\u007e]$/.test(ch) ? JSON.stringify(ch) : `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`}`;
}

/** `uri` read back by `t` (`matchTemplate`, with `lists`, and `query: 'any-order'` and `policy: 'segment'` where `choices` asks). */
export function matchOf(t: ParsedTemplate, uri: string, lists: boolean, choices: MatchChoices = {}): MatchView {
  let m: ReturnType<typeof matchTemplate>;
  try {
    m = matchTemplate(t, uri, { lists, query: choices.anyOrder ? 'any-order' : 'inverse', policy: choices.segment ? 'segment' : 'none' });
  } catch (e) {
    // The capture engine's budget (DECISIONS 35): a typed error, shown as it is.
    if (e instanceof Error) return { kind: 'error', name: e.name, message: e.message };
    throw e;
  }
  if (m.kind === 'no-match') return { kind: 'no-match', offset: m.offset, found: foundAt(uri, m.offset) };
  if (m.kind === 'refused') return { kind: 'refused', variable: m.variable, flag: m.flag, start: m.span[0], end: m.span[1], offset: m.offset };
  const more: AnyOrderView =
    m.inverse === undefined ? {} : { inverse: m.inverse, extra: (m.extra ?? []).map((f) => ({ name: f.name, value: f.value, start: f.span[0], end: f.span[1] })) };
  if (m.kind === 'match') return { kind: 'match', rows: rowsOf(m), ...more };
  return { kind: 'ambiguous', readings: [rowsOf(m.assignments[0]), rowsOf(m.assignments[1])], ...more };
}

/** The tab's data: the template's parse, the expansion of the values, the match of the URI. */
export function templateView(template: string, valuesText: string, uri: string, lists: boolean, choices: MatchChoices = {}): TemplateView {
  const r = parseTemplate(template);
  if (!r.ok) return { template, parse: { ok: false, error: r.error }, expansion: null, match: null };
  return { template, parse: { ok: true, parsed: r.template, parts: templatePartRows(r.template) }, expansion: expansionOf(r.template, valuesText), match: matchOf(r.template, uri, lists, choices) };
}

/**
 * The texts of the tab whose passwords the page masks (page.ts's `secrets`), as the CLI's
 * `template` command reads them: the template, the URI to match, every string of the values (or
 * their text, where it is no JSON object), the expansion, and the strings the match reads out of
 * the URI (`matched`: a query value may be a URL with a password, given escaped), under the tab's options.
 */
export function templateTexts(template: string, valuesText: string, uri: string, lists = true, choices: MatchChoices = {}): { template: string; uri: string; values: string[]; expansion: string | null; matched: string[] } {
  const read = readValues(valuesText);
  let expansion: string | null = null;
  if (read.ok) {
    try {
      expansion = expandTemplate(template, read.values);
    } catch {
      // A template that is none, or values it cannot take: no expansion to mask.
    }
  }
  let matched: string[] = [];
  try {
    matched = matchValueStrings(matchTemplate(template, uri, { lists, query: choices.anyOrder ? 'any-order' : 'inverse', policy: choices.segment ? 'segment' : 'none' }), uri);
  } catch {
    // A template that is none, or past the matcher's budget: nothing read.
  }
  // Values that are no JSON object: their text, and its runs between quotes, brackets, commas and spaces (where a URL in them would be).
  return { template, uri, values: read.ok ? valueStrings(read.values) : [valuesText, ...valuesText.split(/["\s,{}[\]]+/).filter((x) => x !== '')], expansion, matched };
}
