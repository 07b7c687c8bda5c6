/**
 * What a parsed URI Template is (RFC 6570 §2): its parts in order, each literal text or an
 * expression, with their `[start, end)` spans into the template (UTF-16 offsets, like a report's
 * `offset`). `parseTemplate` (./parse.ts) makes one from the AST of the `URI-Template` rule
 * (grammar/templates/); expansion (./expand.ts) and matching (./match.ts) read it. Types only.
 */

/**
 * An expression's operator (RFC 6570 §2.2, the table of §3.2.1 / Appendix A): `''` for none
 * (simple string expansion), `'+'` reserved, `'#'` fragment, `'.'` label, `'/'` path segment,
 * `';'` path-style parameters, `'?'` form-style query, `'&'` form-style query continuation. The
 * operators RFC 6570 reserves (`=`, `,`, `!`, `@`, `|`) are no operator: a template that uses one
 * is refused.
 *
 * @example
 * ```ts
 * const op: TemplateOperator = '?';
 * ```
 */
export type TemplateOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

/**
 * One `varspec` of an expression (RFC 6570 §2.3, §2.4): the variable's name as written (a
 * `varname`: its `pct-encoded` triplets kept as they are), its modifier (`explode` for `*`,
 * `prefix` the `max-length` of `:n`, both absent without one), and its span in the template.
 *
 * @example
 * ```ts
 * // The varspec of "{var:3}":
 * const v: TemplateVariable = { name: 'var', explode: false, prefix: 3, start: 1, end: 6 };
 * ```
 */
export interface TemplateVariable {
  readonly name: string;
  readonly explode: boolean;
  /** The prefix modifier's `max-length` (1 to 9999), or null. */
  readonly prefix: number | null;
  readonly start: number;
  readonly end: number;
}

/**
 * Literal text of a template (RFC 6570 §2.1: `literals`), copied into every expansion as it is
 * (but for characters outside the unreserved and reserved sets, which expansion percent-encodes).
 *
 * @example
 * ```ts
 * const l: TemplateLiteral = { kind: 'literal', text: '/users/', start: 0, end: 7 };
 * ```
 */
export interface TemplateLiteral {
  readonly kind: 'literal';
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/**
 * An expression (RFC 6570 §2.2): `{` operator variable-list `}`, its span from the `{` to after
 * the `}`.
 *
 * @example
 * ```ts
 * const e: TemplateExpression = {
 *   kind: 'expression', operator: '?', start: 0, end: 7,
 *   variables: [{ name: 'x', explode: false, prefix: null, start: 2, end: 3 }, { name: 'y', explode: false, prefix: null, start: 4, end: 5 }],
 * };
 * e.variables.length; // 2
 * ```
 */
export interface TemplateExpression {
  readonly kind: 'expression';
  readonly operator: TemplateOperator;
  readonly variables: readonly TemplateVariable[];
  readonly start: number;
  readonly end: number;
}

/**
 * A part of a template: literal text, or an expression.
 *
 * @example
 * ```ts
 * const p: TemplatePart = { kind: 'literal', text: '/a', start: 0, end: 2 };
 * p.kind; // 'literal'
 * ```
 */
export type TemplatePart = TemplateLiteral | TemplateExpression;

/**
 * A parsed URI Template: the text it was read from, and its parts in order (adjacent literal text
 * is one part). Accepted wherever a template string is.
 *
 * @example
 * ```ts
 * const t: ParsedTemplate = {
 *   kind: 'template', source: '/users/{id}',
 *   parts: [
 *     { kind: 'literal', text: '/users/', start: 0, end: 7 },
 *     { kind: 'expression', operator: '', variables: [{ name: 'id', explode: false, prefix: null, start: 8, end: 10 }], start: 7, end: 11 },
 *   ],
 * };
 * t.parts.length; // 2
 * ```
 */
export interface ParsedTemplate {
  readonly kind: 'template';
  readonly source: string;
  readonly parts: readonly TemplatePart[];
}

/**
 * A value a variable may have (RFC 6570 §2.3, §2.4.2): a string (numbers and booleans are written
 * as JavaScript writes them), a list, or an associative array (an object's own enumerable string
 * keys in order, or an array of `[key, value]` pairs where the order matters); `undefined` and
 * `null` are undefined (the variable is left out), and so are an empty list and an empty map.
 *
 * @example
 * ```ts
 * const values: Record<string, TemplateValue> = { id: 42, list: ['red', 'green'], keys: { semi: ';', dot: '.' } };
 * ```
 */
export type TemplateValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number | boolean)[]
  | readonly (readonly [string, string | number | boolean | null | undefined])[]
  | { readonly [key: string]: string | number | boolean | null | undefined };

/**
 * A matched variable's value: a string, a list, or a map (an object; its pairs where a key comes
 * twice), what `expandTemplate` takes to write the URI back.
 *
 * @example
 * ```ts
 * const v: MatchedValue = { semi: ';', dot: '.' };
 * ```
 */
export type MatchedValue = string | readonly string[] | Readonly<Record<string, string>> | ReadonlyArray<readonly [string, string]>;

/**
 * Flags of a matched value that a caller using it as a file name or path segment must know
 * (DECISIONS 41, issue 44): it decodes to `.` or `..` (`dot-segment`), or holds once decoded a `/`
 * (`slash`), a `\` (`backslash`: the URL Standard reads it as a path separator in the special
 * schemes, and so do Windows paths), a `?`, a `#`, or a control character (C0, DEL or C1).
 * `matchTemplate`'s `policy: 'segment'` refuses a reading with any of them.
 *
 * @example
 * ```ts
 * const f: TemplateValueFlag = 'dot-segment';
 * ```
 */
export type TemplateValueFlag = 'dot-segment' | 'slash' | 'backslash' | 'question-mark' | 'number-sign' | 'control';

/**
 * One reading of a URI by a template: for each variable the template reads, `values` (what
 * `expandTemplate` takes to write the URI back: a string, or under U a list where the text holds
 * a "," — a map's keys and values are read as such a list), `raw` (the URI's text), `decoded` (its
 * escapes decoded as UTF-8), `spans` (`[start, end)` in the URI) and `flags`; a variable the
 * reading leaves undefined is absent from each.
 *
 * @example
 * ```ts
 * const a: TemplateAssignment = { values: { id: 'a b' }, raw: { id: 'a%20b' }, decoded: { id: 'a b' }, spans: { id: [7, 12] }, flags: {} };
 * ```
 */
export interface TemplateAssignment {
  readonly values: Readonly<Record<string, MatchedValue>>;
  readonly raw: Readonly<Record<string, string>>;
  readonly decoded: Readonly<Record<string, MatchedValue>>;
  readonly spans: Readonly<Record<string, readonly [number, number]>>;
  readonly flags: Readonly<Record<string, readonly TemplateValueFlag[]>>;
}

/**
 * A query parameter that `matchTemplate`'s `query: 'any-order'` reading found but the template
 * does not name: `raw` the parameter as written (`name=value`), `name` and `value` with their
 * escapes decoded as UTF-8 (`value` null where the parameter has no `=`), `span` its `[start, end)`
 * in the URI. Data the caller gave: kept as it is, never printed by the library.
 *
 * @example
 * ```ts
 * const x: TemplateQueryField = { raw: 'utm_source=mail', name: 'utm_source', value: 'mail', span: [12, 27] };
 * ```
 */
export interface TemplateQueryField {
  readonly raw: string;
  readonly name: string;
  readonly value: string | null;
  readonly span: readonly [number, number];
}

/**
 * What `matchTemplate` answers: a reading (`match`), two readings whose variables differ
 * (`ambiguous`: the URI is the expansion of both), none (`no-match`, `offset`: the first code unit
 * of the URI no reading could take, or its length where it ended too early), or, under
 * `policy: 'segment'` only, a reading refused because a value is no single path segment
 * (`refused`: the `variable`, the `flag` it raised, the value's `span` in the URI and the `offset`
 * of the character that raised it, or of the value where no one character does: `dot-segment`).
 *
 * Under `query: 'any-order'` a `match` or `ambiguous` answer also says whether it is the inverse
 * of expansion (`inverse`: true where the URI is the expansion of its values, false where the
 * query's parameters were read out of the template's order, repeated or not named by it) and
 * lists the parameters the template does not name (`extra`); without the option both are absent.
 *
 * @example
 * ```ts
 * const r: TemplateMatch = { kind: 'no-match', offset: 3 };
 * const s: TemplateMatch = { kind: 'refused', variable: 'name', flag: 'slash', span: [7, 15], offset: 9 };
 * ```
 */
export type TemplateMatch =
  | ({ readonly kind: 'match'; readonly inverse?: boolean; readonly extra?: readonly TemplateQueryField[] } & TemplateAssignment)
  | { readonly kind: 'ambiguous'; readonly assignments: readonly [TemplateAssignment, TemplateAssignment]; readonly inverse?: boolean; readonly extra?: readonly TemplateQueryField[] }
  | { readonly kind: 'no-match'; readonly offset: number }
  | { readonly kind: 'refused'; readonly variable: string; readonly flag: TemplateValueFlag; readonly span: readonly [number, number]; readonly offset: number };
