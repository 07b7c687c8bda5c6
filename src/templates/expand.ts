/**
 * URI Template expansion (RFC 6570 §3), checked: the writer (./writer.ts) and, for a template
 * whose expansions are not proven to be URI-references (./proof.ts), RFC 3986's check of each
 * result.
 *
 * @module
 */
import { compiledOf, TemplateExpansionError, writeTemplate, wroteGenDelim, type CompiledTemplate } from './writer.js';
import { blameOf, classOf, CLASS_WORDS, notURIReferenceAt, provenUnlessGenDelims, proveWithin } from './proof.js';
import type { ParsedTemplate, TemplateValue } from './types.js';

export { TemplateExpansionError, type TemplateExpansionCode } from './writer.js';

/**
 * The characters of a template's expansions checked before its proof is sought (each expansion
 * counts its length and 32): the proof costs milliseconds, as many as checking some hundred
 * thousand characters, so a template expanded a few times is only checked. A bound, not a policy:
 * the results are the same either way.
 */
const PROVE_AFTER = 16_384;

/**
 * The budget of the proof `expandTemplate` seeks, and the most expressions a template it seeks one
 * for has: the search's time grows with the states it makes and with the template's expressions
 * (a few hundred milliseconds at these bounds, for 32 adjacent expressions that may each be
 * empty); past either, the template stays checked (`templateProof` with its own budget may still
 * prove it, and the expansions use that proof).
 */
const AUTO_BUDGET = { setStates: 16_384 } as const;
const AUTO_EXPRESSIONS = 32;

/**
 * Seeks the proof of `c`'s template, where `expandTemplate` seeks one: `proven`, and where it is
 * not, `watch` where it is proven but for a gen-delim written by a value under `+` or `#`.
 */
function seekProof(c: CompiledTemplate): void {
  let n = 0;
  for (const p of c.template.parts) if (p.kind === 'expression') n++;
  c.proven = n <= AUTO_EXPRESSIONS && proveWithin(c.template, AUTO_BUDGET).proven;
  c.watch = !c.proven && n <= AUTO_EXPRESSIONS && provenUnlessGenDelims(c.template, AUTO_BUDGET);
}

/** The check of one expansion `out` of `c` with `values` (see {@link expandTemplate}). */
function check(c: CompiledTemplate, values: Readonly<Record<string, TemplateValue>>, out: string): void {
  if (c.proven === undefined && (c.checked += out.length + 32) >= PROVE_AFTER) {
    seekProof(c);
    if (c.proven) return;
  } else if (c.watch && !wroteGenDelim()) {
    // Proven but for a gen-delim under + or #, and the writer says none wrote one (it watches from
    // the expansion after the one the proof was sought at).
    return;
  }
  const offset = notURIReferenceAt(out);
  if (offset < 0) return;
  const blame = blameOf(c.template, values, offset)!;
  const v = blame.variable;
  const part = blame.part;
  const who = v === null ? `the literal at ${part.start}` : `the value of '${v.name}' (at ${v.start}) in the expression at ${part.start}`;
  throw new TemplateExpansionError(
    `expandTemplate: the expansion is no URI-reference (RFC 3986 §4.1): at its offset ${offset}, ${CLASS_WORDS[classOf(out, offset)]}, written by ${who} (templateProof says which templates can give one)`,
    'not-uri-reference',
    v === null ? part.start : v.start,
    part.start,
    part.end,
    v === null ? null : v.name,
  );
}

/**
 * Expands a URI Template (RFC 6570 §3) with the values of its variables, Levels 1 to 4.
 *
 * `template` is a template string, read by `parseTemplate` (a string that is no template throws
 * {@link TemplateSyntaxError} with the report), or a {@link ParsedTemplate}, taken as it is. Either
 * is compiled once (a parsed template per object: do not change one after use; the last 256
 * template strings by text), so that expanding a template again reads only the values. `values` maps each variable's name, as the template writes it (`{a.b}`
 * reads `values['a.b']`, `{Stra%C3%9Fe}` reads `values['Stra%C3%9Fe']`), to its value, read as
 * own properties only (an inherited key is no value). A value is (§2.3, §2.4.2):
 *
 * - a string; a number or a boolean is written as `String(x)` writes it (`6`, `37.76`, `true`);
 * - a list: an array of strings, numbers and booleans (`null`, `undefined` or a hole in one is an
 *   error, not a member);
 * - a map: a plain object, its own enumerable string keys in the order JavaScript gives them
 *   (integer-like keys such as `"11"` first, ascending), or, where the order matters, an array of
 *   `[key, value]` pairs (an array whose first member is an array), in its order, a repeated key
 *   written each time. A pair whose value is `null` or `undefined` is left out;
 * - undefined: `undefined`, `null`, a missing key, an empty list, or a map with no pair left.
 *
 * An undefined variable is left out of its expression, and an expression with none writes nothing
 * (§3.2.1). Characters outside the operator's set are written as the `pct-encoded` triplets of
 * their UTF-8 octets: the unreserved set for most operators; unreserved and reserved for `{+var}`
 * and `{#var}`, which also keep a value's `pct-encoded` triplets. A prefix `{var:3}` counts Unicode
 * code points. A literal's characters outside the unreserved and reserved sets are encoded too
 * (§3.1: `café` is written `caf%C3%A9`).
 *
 * The result is an RFC 3986 `URI-reference`: where {@link templateProof} does not prove that every
 * expansion of the template is one (a reserved expansion `{+x}` can write `:` first or `[`, two
 * fragments `{#x}{#y}` two `#`: docs/templates.md), the result is checked by RFC 3986's grammar
 * (the capture machine of `URI-reference`, linear), and one that is none throws (code
 * `'not-uri-reference'`, at the variable whose writing the URI cannot hold). A template is
 * checked until its proof is known: the proof takes milliseconds, so it is sought once the
 * template's checked expansions reach 16,384 characters (within a budget of 16,384 states of the
 * search, for a template of at most 32 expressions); a proven template is checked no more, nor is
 * a template proven but for the gen-delims (`: / ? # [ ] @`) of its values under `+` and `#`
 * (`{+q}`, `{#q}`) where no such value wrote one.
 *
 * Throws {@link TemplateExpansionError} for a prefix on a list or map (§2.4.1: `{keys:1}`), a value
 * of none of the forms above, a lone surrogate, or an expansion that is no URI-reference; {@link TemplateSyntaxError} for a template string
 * that is no template; `ArgumentError` for a template that is neither a string nor a parsed
 * template, or `values` that is not an object (or is a `Map`: its entries are no properties).
 *
 * @example
 * ```ts
 * expandTemplate('{half}', { half: '50%' }); // '50%25'
 * expandTemplate('/search{?q,lang,page}', { q: 'URI Templates', page: 5 }); // '/search?q=URI%20Templates&page=5'
 * expandTemplate('{+base}index{#frag}', { base: 'http://example.com/home/', frag: 'a b' }); // 'http://example.com/home/index#a%20b'
 * expandTemplate('{/list*}{?keys*}', { list: ['red', 'green'], keys: { semi: ';', dot: '.' } }); // '/red/green?semi=%3B&dot=.'
 * expandTemplate('{;keys*}', { keys: [['b', 2], ['a', 1], ['b', 3]] }); // ';b=2;a=1;b=3'
 * expandTemplate('{keys:1}', { keys: 'semicolon' }); // 's'
 * expandTemplate('{keys:1}', { keys: ['a'] }); // throws TemplateExpansionError
 * expandTemplate('{+base}/search', { base: 'https://example.com' }); // 'https://example.com/search'
 * expandTemplate('{+base}/search', { base: 'https://[example.com' }); // throws TemplateExpansionError
 * expandTemplate('{a..b}', {}); // throws TemplateSyntaxError
 * ```
 */
export function expandTemplate(template: string | ParsedTemplate, values: Readonly<Record<string, TemplateValue>>): string {
  const c = compiledOf(template);
  const out = writeTemplate(c, values);
  if (c.proven !== true) check(c, values, out);
  return out;
}
