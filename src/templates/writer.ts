/**
 * URI Template expansion's writer (RFC 6570 §3): a template's literals and expressions written out
 * with a set of variable values, Levels 1 to 4 (every operator of §2.2, the prefix and explode
 * modifiers of §2.4), with the undefined rules of §2.3 and §3.2.1 and the percent-encoding of §3.2.1
 * (the `U` set for most operators, `U+R` for `+` and `#`, each character outside the set written as
 * the `pct-encoded` triplets of its UTF-8 octets). `expandTemplate` (./expand.ts) is this writer
 * and the check that its result is a URI-reference where the template is not proven to give only
 * those (./proof.ts); matching (./match.ts) reads the writer alone, so that it depends on no proof.
 *
 * A parsed template is compiled once (per object, in a `WeakMap`) into steps: each literal already
 * encoded (§3.1), each expression its `first`, `sep`, `named`, `ifemp` and `allow` from the table
 * of §3.2.1 / Appendix A, each variable its name and `name=` written out. Expanding is then one
 * pass over the steps and the values.
 *
 * @module
 */
import { ArgumentError, messageOf, typeName } from '../../base/args.js';
import { HEX_DIGITS, hexValue, isEscapeAt } from '../../base/percent.js';
import { TemplateSyntaxError } from './errors.js';
import { OPERATOR_TABLE } from './operators.js';
import { parseTemplate } from './parse.js';
import type { MatchedValue, ParsedTemplate, TemplateExpression, TemplateValue, TemplateVariable } from './types.js';

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/**
 * What went wrong in an expansion (a {@link TemplateExpansionError}'s `code`):
 *
 * - `'prefix-composite'`: a prefix modifier (`{keys:1}`) on a variable whose value is a list or a
 *   map. RFC 6570 §2.4.1: "Prefix modifiers are not applicable to variables that have composite
 *   values." The variable's span and its expression's span are given.
 * - `'value-type'`: a value that is none of the forms {@link TemplateValue} lists (a nested list, an
 *   object in a list, a `Date`, a `Map`, a function, a `bigint`, a symbol, a list member that is
 *   `null` or `undefined`, a `[key, value]` pair that is not one). The variable's span is given.
 * - `'lone-surrogate'`: a string (a value, a map key, or a literal of a hand-built template) holding
 *   a UTF-16 surrogate that is not half of a pair: it has no UTF-8 form to percent-encode (§3.2.1:
 *   "the value is first encoded as UTF-8"). Where it was found is given.
 * - `'not-uri-reference'`: the expansion is no RFC 3986 `URI-reference` (a second `#`, a `[` outside
 *   a host, a `:` in the first segment of a relative reference …), which only a template
 *   `templateProof` does not prove can give (docs/templates.md lists them). The part whose
 *   writing the URI cannot hold is given: the variable (its varspec) and its expression, or a
 *   literal (`variable` null).
 *
 * @example
 * ```ts
 * const code: TemplateExpansionCode = 'prefix-composite';
 * ```
 */
export type TemplateExpansionCode = 'prefix-composite' | 'value-type' | 'lone-surrogate' | 'not-uri-reference';

/**
 * Thrown by {@link expandTemplate} when a value cannot be expanded where the template puts it. It
 * extends `TypeError` (the value has a type the expression cannot take). `offset` is where the
 * blame lies: the variable's `varspec` in the template (its start; `start`…`end` is the whole
 * expression, `{` to `}`), or, for a literal's lone surrogate, the surrogate. `variable` is the
 * variable's name as the template writes it (`null` for a literal). The message names the types,
 * never the value.
 *
 * @example
 * ```ts
 * let caught: TemplateExpansionError | undefined;
 * try {
 *   expandTemplate('{keys:1}', { keys: { semi: ';', dot: '.' } });
 * } catch (e) {
 *   if (e instanceof TemplateExpansionError) caught = e;
 * }
 * caught?.code; // 'prefix-composite'
 * caught?.offset; // 1: the varspec `keys:1`
 * caught?.end; // 8: the expression `{keys:1}` is [0, 8)
 * caught?.variable; // 'keys'
 * ```
 */
export class TemplateExpansionError extends TypeError {
  override readonly name: string = 'TemplateExpansionError';
  /** What went wrong. */
  readonly code: TemplateExpansionCode;
  /** Where the blame lies: the start of the variable's varspec (or of a literal's bad character). */
  readonly offset: number;
  /** The start of the expression (its `{`), or of the literal. */
  readonly start: number;
  /** The end of the expression (after its `}`), or of the literal. */
  readonly end: number;
  /** The variable's name as the template writes it, or `null` for a literal. */
  readonly variable: string | null;

  constructor(message: string, code: TemplateExpansionCode, offset: number, start: number, end: number, variable: string | null) {
    super(messageOf(message));
    this.code = code;
    this.offset = offset;
    this.start = start;
    this.end = end;
    this.variable = variable;
  }
}

// ---------------------------------------------------------------------------------------------
// RFC 6570 §1.5 / RFC 3986 §2: the character sets of §3.2.1
// ---------------------------------------------------------------------------------------------

/** `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (RFC 6570 §1.5, from RFC 3986 §2.3). */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** `reserved = gen-delims / sub-delims`: `":" / "/" / "?" / "#" / "[" / "]" / "@"` and `"!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` (§1.5). */
const RESERVED = ":/?#[]@!$&'()*+,;=";

/** One flag per ASCII code: whether the set passes it through unencoded. */
const asciiSet = (chars: string): Uint8Array => {
  const table = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) table[chars.charCodeAt(i)] = 1;
  return table;
};
/** §3.2.1's `U`: the unreserved set (every operator but `+` and `#`). */
const SET_U = asciiSet(UNRESERVED);
/** §3.2.1's `U+R`: unreserved and reserved, and `pct-encoded` triplets kept as they are (`+`, `#`, literals). */
const SET_UR = asciiSet(UNRESERVED + RESERVED);

/** `%XX` for each octet, upper-case hex (RFC 3986 §2.1). */
const TRIPLET: readonly string[] = Array.from({ length: 256 }, (_, b) => '%' + HEX_DIGITS[b >> 4]! + HEX_DIGITS[b & 15]!);

/** Returned by {@link encode} for a lone surrogate (the caller knows where it was). */
const LONE_SURROGATE = -1;

/**
 * `s` with every character outside the set written as the `pct-encoded` triplets of its UTF-8
 * octets (§3.2.1); with `keepTriplets` (the `U+R` set) a `%` that starts a `pct-encoded` triplet is
 * kept, with its two hex digits as written. The index of a lone surrogate instead (negated, less
 * one), so that the caller can say where.
 */
function encode(s: string, set: Uint8Array, keepTriplets: boolean): string | number {
  const n = s.length;
  let i = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c < 128 && set[c] === 1) i++;
    else break;
  }
  if (i === n) return s;
  let out = '';
  let run = 0;
  while (i < n) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      if (set[c] === 1) {
        i++;
        continue;
      }
      if (c === 0x25 && keepTriplets && isEscapeAt(s, i)) {
        i += 3;
        continue;
      }
      out += s.slice(run, i) + TRIPLET[c]!;
      run = ++i;
      continue;
    }
    out += s.slice(run, i);
    if (c < 0x800) {
      out += TRIPLET[0xc0 | (c >> 6)]! + TRIPLET[0x80 | (c & 63)]!;
      i++;
    } else if (c < 0xd800 || c > 0xdfff) {
      out += TRIPLET[0xe0 | (c >> 12)]! + TRIPLET[0x80 | ((c >> 6) & 63)]! + TRIPLET[0x80 | (c & 63)]!;
      i++;
    } else {
      const d = i + 1 < n ? s.charCodeAt(i + 1) : 0;
      if (c > 0xdbff || d < 0xdc00 || d > 0xdfff) return LONE_SURROGATE - i;
      const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      out += TRIPLET[0xf0 | (cp >> 18)]! + TRIPLET[0x80 | ((cp >> 12) & 63)]! + TRIPLET[0x80 | ((cp >> 6) & 63)]! + TRIPLET[0x80 | (cp & 63)]!;
      i += 2;
    }
    run = i;
  }
  return out + s.slice(run);
}

/** The octet of the `pct-encoded` triplet at `i` of `s`, or -1. */
const tripletAt = (s: string, i: number): number => (isEscapeAt(s, i) ? (hexValue(s.charCodeAt(i + 1)) << 4) | hexValue(s.charCodeAt(i + 2)) : -1);

/**
 * The length of the character at `i` of `s` for a prefix: a surrogate pair is one character; under
 * `U+R` (`keepTriplets`), so is a `pct-encoded` triplet, or the triplets of one UTF-8 sequence
 * (a lead octet and its continuation octets, `%C3%A9`), which the expansion keeps as they are.
 */
function charLength(s: string, i: number, keepTriplets: boolean): number {
  const c = s.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff) return i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00 ? 2 : 1;
  if (c !== 0x25 || !keepTriplets) return 1;
  const b = tripletAt(s, i);
  if (b < 0) return 1;
  const more = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : 0;
  for (let k = 1; k <= more; k++) {
    const x = tripletAt(s, i + 3 * k);
    if (x < 0x80 || x > 0xbf) return 3; // not a whole sequence: the lead triplet alone
  }
  return 3 * (more + 1);
}

/**
 * The first `max` characters of `s` (§2.4.1: "a maximum number of characters from the beginning of
 * the variable's value as a Unicode string", "to avoid splitting between the octets of a
 * multi-octet-encoded character or within a pct-encoded triplet"): code points, a surrogate pair
 * never split; under `U+R`, where a value's triplets are kept, a triplet (or a UTF-8 sequence of
 * them) is one character and is never split either. Under `U` a `%` is a character like any other
 * (it is written `%25`).
 */
function prefixOf(s: string, max: number, keepTriplets: boolean): string {
  if (s.length <= max) return s;
  let i = 0;
  for (let k = 0; k < max && i < s.length; k++) i += charLength(s, i, keepTriplets);
  return s.slice(0, i);
}

// ---------------------------------------------------------------------------------------------
// The compiled template: RFC 6570 Appendix A's table, per expression
// ---------------------------------------------------------------------------------------------

/** A variable of a compiled expression. @internal */
export interface VarPlan {
  /** The name as written: the key of `values`, and what a named operator writes. */
  readonly name: string;
  /** `name` followed by `=` (named operators). */
  readonly nameEq: string;
  /** `name` followed by the operator's `ifemp` (named operators, empty value). */
  readonly nameEmpty: string;
  readonly explode: boolean;
  /** The prefix's max-length, or 0 for none. */
  readonly prefix: number;
  readonly start: number;
  readonly end: number;
}

/** An expression compiled with its operator's row of the table of §3.2.1 / Appendix A (./operators.ts). @internal */
export interface ExprPlan {
  /** §3.2.1's `first`: written before the first defined variable. */
  readonly first: string;
  /** `sep`: written between defined variables, and between an exploded value's members. */
  readonly sep: string;
  /** `named`: whether each value is written as `name=value`. */
  readonly named: boolean;
  /** `allow`: `U+R` (`+`, `#`) keeps reserved characters and `pct-encoded` triplets. */
  readonly reserved: boolean;
  readonly set: Uint8Array;
  readonly vars: readonly VarPlan[];
  readonly start: number;
  readonly end: number;
}

/** A template's steps: a literal (encoded once, §3.1) or an expression. @internal */
export type Step = string | ExprPlan;

/** Compiled templates, by object (a parsed template is read once: do not change one after use). */

/** An {@link ArgumentError} for a template object that is not a {@link ParsedTemplate}. */
const badTemplate = (what: string): ArgumentError => new ArgumentError(`expandTemplate: template is not a parsed template (${what})`);

/** A whole number in [min, max], or false. */
const isCount = (x: unknown, min: number, max: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;

function compileExpression(e: TemplateExpression): ExprPlan {
  const row = typeof e.operator === 'string' && Object.hasOwn(OPERATOR_TABLE, e.operator) ? OPERATOR_TABLE[e.operator] : undefined;
  if (row === undefined) throw badTemplate(`an expression's operator is not one of RFC 6570's`);
  const { first, sep, named, ifemp } = row;
  const reserved = row.allow === 'U+R';
  const vars = e.variables;
  if (!Array.isArray(vars) || vars.length === 0) throw badTemplate('an expression has no variables');
  const plans: VarPlan[] = [];
  for (let i = 0; i < vars.length; i++) {
    const v = vars[i] as TemplateVariable | undefined;
    if (v === null || typeof v !== 'object' || typeof v.name !== 'string') throw badTemplate(`variable ${i} of an expression has no name`);
    const prefix = v.prefix ?? 0;
    if (prefix !== 0 && !isCount(prefix, 1, 9999)) throw badTemplate(`the prefix of '${v.name}' is not a max-length from 1 to 9999`);
    plans.push({ name: v.name, nameEq: v.name + '=', nameEmpty: v.name + ifemp, explode: v.explode === true, prefix, start: v.start, end: v.end });
  }
  return { first, sep, named, reserved, set: reserved ? SET_UR : SET_U, vars: plans, start: e.start, end: e.end };
}

function compile(t: ParsedTemplate): readonly Step[] {
  const parts = t.parts;
  if (!Array.isArray(parts)) throw badTemplate('it has no parts');
  const steps: Step[] = [];
  for (const part of parts as readonly unknown[]) {
    const p = part as ParsedTemplate['parts'][number];
    if (p !== null && typeof p === 'object' && p.kind === 'literal' && typeof p.text === 'string') {
      // §3.1: a literal character allowed anywhere in a URI (unreserved, reserved, a pct-encoded
      // triplet) is copied; any other is written as the triplets of its UTF-8 octets.
      const text = encode(p.text, SET_UR, true);
      if (typeof text === 'number') {
        const at = p.start + (LONE_SURROGATE - text);
        throw new TemplateExpansionError(`expandTemplate: the literal at ${p.start} holds a lone surrogate at ${at}, which has no UTF-8 form (RFC 6570 §3.1)`, 'lone-surrogate', at, p.start, p.end, null);
      }
      if (text === '') continue;
      const last = steps.length - 1;
      if (last >= 0 && typeof steps[last] === 'string') steps[last] += text;
      else steps.push(text);
    } else if (p !== null && typeof p === 'object' && p.kind === 'expression') {
      steps.push(compileExpression(p));
    } else {
      throw badTemplate('a part is neither a literal nor an expression');
    }
  }
  return steps;
}

/**
 * A compiled template (./expand.ts reads it): the parsed template, its steps, and the state of the
 * URI-reference check of its expansions (`checked`: the characters checked so far; `proven`: the
 * proof's verdict once sought, undefined before; `watch`: see {@link wroteGenDelim}). @internal
 */
export interface CompiledTemplate {
  readonly template: ParsedTemplate;
  readonly steps: readonly Step[];
  checked: number;
  proven: boolean | undefined;
  /** Not proven, but proven where no value under `+` or `#` writes a gen-delim: such expansions are not checked. */
  watch: boolean;
}

/** Compiled templates, by object (a parsed template is read once: do not change one after use). */
const COMPILED = new WeakMap<ParsedTemplate, CompiledTemplate>();

function compiled(t: ParsedTemplate): CompiledTemplate {
  let c = COMPILED.get(t);
  if (c === undefined) {
    c = { template: t, steps: compile(t), checked: 0, proven: undefined, watch: false };
    COMPILED.set(t, c);
  }
  return c;
}

/** The most template strings kept compiled; past it the cache starts again (a bound, not a policy). */
const STRING_CACHE_SIZE = 256;
/** Compiled template strings, by text: a template string expanded again is not read again. */
const COMPILED_STRINGS = new Map<string, CompiledTemplate>();

/** A template string read by `parseTemplate` and compiled, or its {@link TemplateSyntaxError}. */
function compiledString(source: string): CompiledTemplate {
  let c = COMPILED_STRINGS.get(source);
  if (c !== undefined) return c;
  const r = parseTemplate(source);
  if (!r.ok) throw new TemplateSyntaxError(r.error);
  c = compiled(r.template);
  if (COMPILED_STRINGS.size >= STRING_CACHE_SIZE) COMPILED_STRINGS.clear();
  COMPILED_STRINGS.set(source, c);
  return c;
}

/**
 * The compiled form of a template argument (a string, read and compiled once by text; a parsed
 * template, compiled once per object). Throws {@link TemplateSyntaxError} for a string that is no
 * template, `ArgumentError` for an argument of neither kind. @internal
 */
export function compiledOf(template: string | ParsedTemplate): CompiledTemplate {
  if (typeof template === 'string') return compiledString(template);
  if (template !== null && typeof template === 'object' && template.kind === 'template') return compiled(template);
  throw new ArgumentError(`expandTemplate: template must be a string or a parsed template, not ${typeName(template)}`);
}

// ---------------------------------------------------------------------------------------------
// Values (RFC 6570 §2.3, §2.4.2)
// ---------------------------------------------------------------------------------------------

/** What kind of value a variable has, for the messages. */
const kindOf = (value: unknown): string => (Array.isArray(value) ? 'a list' : typeName(value));

function valueError(e: ExprPlan, v: VarPlan, what: string): TemplateExpansionError {
  return new TemplateExpansionError(
    `expandTemplate: the value of '${v.name}' (at ${v.start}) ${what} (RFC 6570 §2.3, §2.4.2: a string, a list of strings, or a map of strings)`,
    'value-type',
    v.start,
    e.start,
    e.end,
    v.name,
  );
}

/** A list member or a map's value as a string, or the error (null and undefined are no list members). */
function scalarOf(x: unknown, e: ExprPlan, v: VarPlan, where: string): string {
  if (typeof x === 'string') return x;
  if (typeof x === 'number' || typeof x === 'boolean') return String(x);
  throw valueError(e, v, `has ${where} that is ${x === undefined || x === null ? String(x) : kindOf(x)}`);
}

/** A whole string of `U` (unreserved) characters. */
const ALL_U = /^[A-Za-z0-9\-._~]*$/;
/** A whole string of `U+R` characters without a `%` (a triplet needs a look). */
const ALL_UR = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]*$/;
/** What `encodeURIComponent` keeps that `U` does not: `! ' ( ) *` (reserved sub-delims), with their triplets. */
const MARKS: ReadonlyArray<readonly [string, string]> = Array.from("!'()*", (c) => [c, TRIPLET[c.charCodeAt(0)]!] as const);
/** Any of `! ' ( ) *`. */
const ANY_MARK = /[!'()*]/;
/** What `encodeURI` writes otherwise than `U+R`: `[` and `]` (it escapes them), `%` (it escapes a triplet's). */
const NOT_ENCODE_URI = /[%[\]]/;

/**
 * `s` encoded for `U` or `U+R` by the platform's encoders where they write what §3.2.1 says (native,
 * faster than a loop on long or escaped values), else by {@link encode}. `encodeURIComponent` writes
 * `U` but for `!'()*`, which it keeps: they are escaped after it. `encodeURI` writes `U+R` for a
 * value without `[`, `]` and `%` (it escapes those three; `U+R` keeps the brackets and a triplet's
 * `%`): a value with one of them goes through {@link encode}. Both write UTF-8 triplets in upper
 * case, as {@link encode} does; on a lone surrogate (their `URIError`) {@link encode} gives its
 * place.
 */
function encodeFast(s: string, reserved: boolean): string | number {
  if ((reserved ? ALL_UR : ALL_U).test(s)) return s;
  if (reserved && NOT_ENCODE_URI.test(s)) return encode(s, SET_UR, true);
  let r: string;
  try {
    r = reserved ? encodeURI(s) : encodeURIComponent(s);
  } catch {
    return encode(s, reserved ? SET_UR : SET_U, reserved);
  }
  if (reserved || !ANY_MARK.test(s)) return r;
  for (let k = 0; k < MARKS.length; k++) {
    const [mark, triplet] = MARKS[k]!;
    if (s.includes(mark)) r = r.replaceAll(mark, triplet);
  }
  return r;
}

/**
 * RFC 3986's `gen-delims` (`: / ? # [ ] @`, RFC 6570 §1.5): a template whose expansions are
 * URI-references wherever no value under `+` or `#` writes one (./proof.ts, `watch`) is checked
 * only where one does.
 */
const GEN_DELIM = /[:/?#[\]@]/;
/** Whether the expansion being written watches its `U+R` values for a gen-delim, and whether one wrote one. */
let watching = false;
let genDelims = false;

/**
 * Whether a value under `+` or `#` of the last expansion written of a template that watches them
 * (`CompiledTemplate.watch`) wrote a gen-delim. @internal
 */
export const wroteGenDelim = (): boolean => genDelims;

/** `s` encoded for the expression, or the lone-surrogate error. */
function encodeFor(s: string, e: ExprPlan, v: VarPlan): string {
  const r = encodeFast(s, e.reserved);
  if (typeof r === 'string') {
    if (watching && e.reserved && !genDelims && GEN_DELIM.test(r)) genDelims = true;
    return r;
  }
  throw new TemplateExpansionError(
    `expandTemplate: the value of '${v.name}' (at ${v.start}) holds a lone surrogate at index ${LONE_SURROGATE - r}, which has no UTF-8 form (RFC 6570 §3.2.1)`,
    'lone-surrogate',
    v.start,
    e.start,
    e.end,
    v.name,
  );
}

/** Whether `x` is a plain object (its prototype `Object.prototype`, of any realm, or null): a map. */
function isPlainObject(x: object): boolean {
  const proto = Object.getPrototypeOf(x) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * A map's defined pairs, flat (`[k0, v0, k1, v1, ...]`), from a plain object (own enumerable
 * string keys, in the order JavaScript gives them: integer-like keys first, ascending) or an
 * array of `[key, value]` pairs (in its order, repeated keys kept). A pair whose value is `null`
 * or `undefined` is undefined and left out (§2.3).
 */
function pairsOf(value: object, isArray: boolean, e: ExprPlan, v: VarPlan): string[] {
  const out: string[] = [];
  if (isArray) {
    const list = value as readonly unknown[];
    for (let i = 0; i < list.length; i++) {
      const pair = Object.hasOwn(list, i) ? list[i] : undefined;
      if (!Array.isArray(pair) || pair.length !== 2 || !Object.hasOwn(pair, 0) || typeof pair[0] !== 'string') {
        throw valueError(e, v, `is a list of [key, value] pairs whose member ${i} is not a pair with a string key`);
      }
      const x: unknown = Object.hasOwn(pair, 1) ? pair[1] : undefined;
      if (x === undefined || x === null) continue;
      out.push(pair[0], scalarOf(x, e, v, `a pair '${pair[0]}' whose value`));
    }
  } else {
    const record = value as Readonly<Record<string, unknown>>;
    for (const key of Object.keys(record)) {
      const x = record[key];
      if (x === undefined || x === null) continue;
      out.push(key, scalarOf(x, e, v, `a key '${key}' whose value`));
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Expansion (RFC 6570 §3.2.1, Appendix A)
// ---------------------------------------------------------------------------------------------

/**
 * One expression with the values (Appendix A): each defined variable after `first` (the first) or
 * `sep` (the others); undefined ones (§2.3: `undefined`, `null`, an empty list, a map with no
 * defined pair) are left out, and an expression with none writes nothing.
 */
function expandExpression(e: ExprPlan, values: object): string {
  let out = '';
  let defined = false;
  const vars = e.vars;
  for (let vi = 0; vi < vars.length; vi++) {
    const v = vars[vi]!;
    const value = (values as Record<string, unknown>)[v.name];
    if (value === undefined || value === null || !Object.hasOwn(values, v.name)) continue;
    let text: string;
    const type = typeof value;
    if (type === 'string' || type === 'number' || type === 'boolean') {
      const scalar = type === 'string' ? (value as string) : String(value);
      const s = v.prefix !== 0 ? prefixOf(scalar, v.prefix, e.reserved) : scalar;
      text = !e.named ? encodeFor(s, e, v) : s === '' ? v.nameEmpty : v.nameEq + encodeFor(s, e, v);
    } else if (type === 'object') {
      const composite = expandComposite(e, v, value as object);
      if (composite === null) continue;
      text = composite;
    } else {
      throw valueError(e, v, `is ${typeName(value)}`);
    }
    out += defined ? e.sep : e.first;
    out += text;
    defined = true;
  }
  return out;
}

/** A list or a map (§2.4.2, Appendix A), or null where it is undefined (empty). */
function expandComposite(e: ExprPlan, v: VarPlan, value: object): string | null {
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) throw valueError(e, v, `is ${kindOf(value)}, not a plain object (a map)`);
  const list = value as readonly unknown[];
  const isPairs = isArray && list.length > 0 && Array.isArray(Object.hasOwn(list, 0) ? list[0] : undefined);
  if (isArray && !isPairs) {
    const n = list.length;
    if (n === 0) return null;
    if (v.prefix !== 0) throw prefixError(e, v, 'a list');
    // A list: its members joined by "," (or by `sep`, exploded); a named operator writes
    // `name=` once (or before each member, exploded: `name` and `ifemp` for an empty one).
    let out = '';
    if (!v.explode) {
      for (let i = 0; i < n; i++) {
        if (i > 0) out += ',';
        out += encodeFor(scalarOf(Object.hasOwn(list, i) ? list[i] : undefined, e, v, `a member ${i}`), e, v);
      }
      return e.named ? (out === '' ? v.nameEmpty : v.nameEq) + out : out;
    }
    for (let i = 0; i < n; i++) {
      if (i > 0) out += e.sep;
      const s = scalarOf(Object.hasOwn(list, i) ? list[i] : undefined, e, v, `a member ${i}`);
      out += !e.named ? encodeFor(s, e, v) : s === '' ? v.nameEmpty : v.nameEq + encodeFor(s, e, v);
    }
    return out;
  }
  const pairs = pairsOf(value, isArray, e, v);
  if (pairs.length === 0) return null;
  if (v.prefix !== 0) throw prefixError(e, v, 'a map');
  // A map: "key,value" pairs joined by "," (a named operator writes `name=` first); exploded,
  // "key=value" pairs joined by `sep` (a named operator writes `key` and `ifemp` for an empty value).
  let out = '';
  if (!v.explode) {
    for (let i = 0; i < pairs.length; i += 2) {
      if (i > 0) out += ',';
      out += encodeFor(pairs[i]!, e, v) + ',' + encodeFor(pairs[i + 1]!, e, v);
    }
    return e.named ? v.nameEq + out : out;
  }
  const ifemp = e.named ? v.nameEmpty.slice(v.name.length) : '=';
  for (let i = 0; i < pairs.length; i += 2) {
    if (i > 0) out += e.sep;
    const x = pairs[i + 1]!;
    out += encodeFor(pairs[i]!, e, v) + (x === '' ? ifemp : '=' + encodeFor(x, e, v));
  }
  return out;
}

function prefixError(e: ExprPlan, v: VarPlan, what: string): TemplateExpansionError {
  return new TemplateExpansionError(
    `expandTemplate: the prefix modifier :${v.prefix} of '${v.name}' (at ${v.start}) does not apply to its value, ${what} (RFC 6570 §2.4.1: prefix modifiers are not applicable to variables that have composite values)`,
    'prefix-composite',
    v.start,
    e.start,
    e.end,
    v.name,
  );
}

/**
 * Writes a compiled template's expansion with `values` (see `expandTemplate`, ./expand.ts, for
 * what a value is and what is thrown), without the URI-reference check. @internal
 */
export function writeTemplate(c: CompiledTemplate, values: Readonly<Record<string, TemplateValue>>): string {
  if (values === null || typeof values !== 'object' || Array.isArray(values) || values instanceof Map) {
    // A Map's entries are no own properties: it would expand as if every variable were undefined.
    throw new ArgumentError(`expandTemplate: values must be an object of own properties, not ${values instanceof Map ? 'a Map' : typeName(values)}`);
  }
  watching = c.watch;
  genDelims = false;
  const steps = c.steps;
  let out = '';
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    out += typeof step === 'string' ? step : expandExpression(step, values);
  }
  return out;
}

/**
 * A template's expansion with `values`, without the URI-reference check `expandTemplate` makes
 * (./expand.ts): what matching expands a reading back with, whatever the URI it was given. @internal
 */
export const expandUnchecked = (template: string | ParsedTemplate, values: Readonly<Record<string, TemplateValue>>): string => writeTemplate(compiledOf(template), values);

/**
 * Whether `values` (a reading's) expand `t` to `uri`, written by the writer without the
 * URI-reference check (a value the template cannot take: no). Matching, the any-order reading and
 * the proof check a reading so. @internal
 */
export function expandsTo(t: ParsedTemplate, values: Readonly<Record<string, MatchedValue>>, uri: string): boolean {
  try {
    return expandUnchecked(t, values as Readonly<Record<string, TemplateValue>>) === uri;
  } catch (e) {
    if (e instanceof TemplateExpansionError) return false;
    throw e;
  }
}
