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
