/**
 * The proof that a URI Template's expansions are URI-references (issue 44, item 2): the strings a
 * template's expansion can give are a regular language (./match.ts `patternOfTemplate`, the
 * pattern matching reads), and so is RFC 3986's `URI-reference` (its rules read into a capture
 * pattern by `patternOfRule`, grammar/engine/capture/grammar.ts, as the record's reader reads RFC
 * 3986: src/record/captured.ts, whose `DECIDES` test holds that pattern's language equal to the
 * generated recognizer's). Whether the first is included in the second is the capture engine's
 * `inclusion` (grammar/engine/capture/sets.ts), which, where it is not, gives a shortest string of
 * the template's language outside URI-reference: the least by code units among the shortest.
 *
 * - **Proven** templates (most: `/users/{id}{?q,page}`, `http://example.com/{x}{/p*}`) give a
 *   URI-reference whatever the values: `expandTemplate` checks none of their expansions once the
 *   proof is known (./expand.ts).
 * - **Not proven** ones come with that witness, the values that expand to it (read back by
 *   `matchTemplate`, and expanded again to be sure), where URI-reference leaves it, the class of
 *   the failure, and the part of the template that wrote the character there: a reserved
 *   expansion (`{+x}` can write `:` first, `[`, or a second `#`), a fragment twice (`{#x}{#y}`,
 *   `a#{#b}`), a colon in the first segment (`{x}:{y}`)… docs/templates.md has the table.
 * - The pattern of a template that writes a variable twice (`{x}/{x}`), or has a prefix over 32,
 *   holds more than its expansions (it reads each writing on its own): where its shortest string
 *   outside URI-reference is no expansion, the answer is `undecided` (not proven, no witness).
 * - **Budget** (DECISIONS 35): building the template's pattern and the search are counted by the
 *   capture engine's budgets (`CAPTURE_BUDGET`, `setStates` for the search); past one the answer
 *   is `budget` (not proven), never an error: such a template's expansions are all checked.
 *
 * - **Proven but for gen-delims**: a template not proven may still be proven where no value under
 *   `+` or `#` writes one of RFC 3986's `gen-delims` (`: / ? # [ ] @`): the same inclusion, those
 *   values' patterns without them (`{+q}`, `{#q}`, `{+base}/search`). `expandTemplate` checks such
 *   a template's expansion only where one of those values wrote a gen-delim (./writer.ts).
 *
 * Each answer is kept per parsed template (a `WeakMap`, as the matcher is).
 */
import '../../grammar/templates/load.js';
import { CaptureBudgetError, compileCaptures, inclusion, lookup, optionsOf, optionsSpec, patternOfRule, plainResolver, withoutCharacters, type CaptureBudget, type CaptureBudgetName, type CaptureMachine, type Pattern, type Ranges } from '../../grammar/index.js';
import { matchTemplate, patternOfTemplate, templateOf, type MatchedValue } from './match.js';
import { OPERATOR_TABLE, ruleSet } from './operators.js';
import type { ParsedTemplate, TemplatePart, TemplateValue, TemplateVariable } from './types.js';
import { expandsTo, expandUnchecked } from './writer.js';

/**
 * How a string fails to be an RFC 3986 `URI-reference`, by the character where the recognizer
 * leaves it (its offset): `'number-sign'` a `#` in the fragment (a second `#`) or inside `[…]`;
 * `'bracket'` a `[` or `]` outside an IP-literal host; `'colon'` a `:` where none may be (in the
 * first segment of a relative reference, which would read as a scheme, or past a port's);
 * `'incomplete'` the string ends where RFC 3986 needs more (an IP literal left open, `//h:,` a
 * userinfo without its `@`); `'character'`
 * any other character RFC 3986 does not allow at that place (a port that is not digits).
 *
 * @example
 * ```ts
 * const c: NotURIReferenceClass = 'number-sign';
 * ```
 */
export type NotURIReferenceClass = 'number-sign' | 'bracket' | 'colon' | 'incomplete' | 'character';

/** Each class in words, for the messages. @internal */
export const CLASS_WORDS: Readonly<Record<NotURIReferenceClass, string>> = {
  'number-sign': "a '#' in the fragment or inside '[…]' (RFC 3986 allows one '#', which begins the fragment)",
  bracket: "a '[' or ']' outside an IP-literal host",
  colon: "a ':' where none may be (in the first segment of a relative reference, which would read as a scheme, or past a port's)",
  incomplete: "an end where RFC 3986 needs more (an IP literal left open, a userinfo without its '@')",
  character: 'a character RFC 3986 does not allow at that place',
};

/** The classes of the characters that have one of their own (the others: `'character'`). */
const CLASS_OF: ReadonlyMap<string, NotURIReferenceClass> = new Map([
  ['#', 'number-sign'],
  ['[', 'bracket'],
  [']', 'bracket'],
  [':', 'colon'],
]);

/** The class of a failure at `offset` of `s`. @internal */
export const classOf = (s: string, offset: number): NotURIReferenceClass => (offset >= s.length ? 'incomplete' : (CLASS_OF.get(s[offset]!) ?? 'character'));

/**
 * What {@link templateProof} answers: `proven` (every expansion is a URI-reference, whatever the
 * values), or not, and why (`reason`):
 *
 * - `'witness'`: `witness` is a shortest expansion outside URI-reference (the least by code units
 *   among the shortest), `values` values that expand to it, `offset` where URI-reference leaves
 *   it and `class` how ({@link NotURIReferenceClass}); `start`…`end` is the span in the template
 *   of the part that wrote the character there (an expression, `{` to `}`, or a literal), and
 *   `variable` the variable whose writing it is (null for a literal).
 * - `'undecided'`: the template writes a variable twice or has a prefix over 32, and the shortest
 *   string of its pattern outside URI-reference is no expansion (see the file comment).
 * - `'budget'`: compiling the template's language or the search passed the capture engine's
 *   budget `budget` (DECISIONS 35).
 *
 * `states` counts the search's work (the product states it made; null where it did not end).
 *
 * @example
 * ```ts
 * const p: TemplateProof = { proven: false, reason: 'budget', budget: 'setStates', states: null };
 * ```
 */
export type TemplateProof =
  | { readonly proven: true; readonly states: number }
  | {
      readonly proven: false;
      readonly reason: 'witness';
      readonly witness: string;
      readonly values: Readonly<Record<string, MatchedValue>>;
      readonly offset: number;
      readonly class: NotURIReferenceClass;
      readonly start: number;
      readonly end: number;
      readonly variable: string | null;
      readonly states: number;
    }
  | { readonly proven: false; readonly reason: 'undecided'; readonly states: number }
  | { readonly proven: false; readonly reason: 'budget'; readonly budget: CaptureBudgetName; readonly states: null };

/** RFC 3986's `URI-reference` as a pattern, and its machine (made once, on first use). */
let uriReference: { readonly pattern: Pattern; readonly machine: CaptureMachine } | undefined;

function uriReferenceOf(): { readonly pattern: Pattern; readonly machine: CaptureMachine } {
  if (uriReference) return uriReference;
  const rule = lookup(3986, 'URI-reference');
  if (!rule) throw new Error('RFC 3986 URI-reference is not loaded');
  // No capture: the language alone. RFC 3986 has no substitutions (its resolver is the plain one),
  // and its two lookaheads are read as the empty string, as the record's reader reads them.
  const { pattern } = patternOfRule<null>(rule, plainResolver, () => ({ capture: null, ctx: null }), null);
  return (uriReference = { pattern, machine: compileCaptures(pattern) });
}

/**
 * Where `s` stops being an RFC 3986 `URI-reference` (the offset of the first code unit no reading
 * takes, or its length where it ends too early), or -1 where it is one. @internal
 */
export function notURIReferenceAt(s: string): number {
  const m = uriReferenceOf().machine;
  if (m.test(s)) return -1;
  const r = m.match(s);
  return r === null || r.kind !== 'no-match' ? s.length : r.offset;
}

/** The part of a template (and the variable, for an expression) whose writing holds `offset` of its expansion with `values`. @internal */
export interface Blame {
  readonly part: TemplatePart;
  readonly variable: TemplateVariable | null;
}

/**
 * The part of `t` (and the variable) that wrote the character at `offset` of its expansion with
 * `values`, or the last part that wrote anything where `offset` is the expansion's end: each part
 * expanded on its own (a literal; each variable of an expression alone, after the expression's
 * `first` or `sep`), their lengths laid end to end. @internal
 */
export function blameOf(t: ParsedTemplate, values: Readonly<Record<string, TemplateValue>>, offset: number): Blame | null {
  let at = 0;
  let last: Blame | null = null;
  const alone = (part: TemplatePart): string => expandUnchecked({ kind: 'template', source: t.source, parts: [part] }, values);
  for (const part of t.parts) {
    if (part.kind === 'literal') {
      const n = alone(part).length;
      if (n === 0) continue;
      last = { part, variable: null };
      if (offset < (at += n)) return last;
      continue;
    }
    const op = OPERATOR_TABLE[part.operator];
    let defined = false;
    for (const v of part.variables) {
      const one = alone({ ...part, variables: [v] });
      if (one === '') continue;
      // Alone, the variable is written after `first`; in the expression, after `sep` where another came before.
      const n = one.length - op.first.length + (defined ? op.sep.length : op.first.length);
      defined = true;
      last = { part, variable: v };
      if (offset < (at += n)) return last;
    }
  }
  return last;
}

/** RFC 3986's `gen-delims`, read from its rule. */
const genDelimsOf = (): Ranges => ruleSet(3986, 'gen-delims');

const UNLESS = new WeakMap<ParsedTemplate, boolean>();

/**
 * Whether `t`, not proven, is proven where no value under `+` or `#` writes a gen-delim (see the
 * file comment), within `budget`: false where it is not, has no such value, or the search passed
 * the budget. Kept where the search ended. @internal
 */
export function provenUnlessGenDelims(t: ParsedTemplate, budget: CaptureBudget | undefined): boolean {
  const known = UNLESS.get(t);
  if (known !== undefined) return known;
  // The captures are numbered by the template's variables in order (./match.ts).
  const names = new Set<string>();
  let i = 0;
  for (const p of t.parts) {
    if (p.kind !== 'expression') continue;
    for (const _ of p.variables) {
      if (OPERATOR_TABLE[p.operator].allow === 'U+R') names.add(String(i));
      i++;
    }
  }
  if (names.size === 0) return false;
  let holds: boolean;
  try {
    holds = inclusion(withoutCharacters(patternOfTemplate(t), genDelimsOf(), names), uriReferenceOf().pattern, budget === undefined ? null : { budget }).holds;
  } catch (e) {
    if (e instanceof CaptureBudgetError) return false;
    throw e;
  }
  UNLESS.set(t, holds);
  return holds;
}

/** The proofs that ended, per parsed template. */
const PROOFS = new WeakMap<ParsedTemplate, TemplateProof>();

/** The values `matchTemplate` reads `s` into where they expand back to `s`, else null. */
function valuesOf(t: ParsedTemplate, s: string): Readonly<Record<string, MatchedValue>> | null {
  const m = matchTemplate(t, s);
  const values = m.kind === 'match' ? m.values : m.kind === 'ambiguous' ? m.assignments[0].values : null;
  return values !== null && expandsTo(t, values, s) ? values : null;
}

/**
 * The proof of `t` within `budget` (the capture engine's defaults where undefined), kept where it
 * ended (an answer that ended is the same under any budget). @internal
 */
export function proveWithin(t: ParsedTemplate, budget: CaptureBudget | undefined): TemplateProof {
  const known = PROOFS.get(t);
  if (known !== undefined) return known;
  const p = prove(t, budget);
  if (p.proven || p.reason !== 'budget') PROOFS.set(t, p);
  return p;
}

function prove(t: ParsedTemplate, budget: CaptureBudget | undefined): TemplateProof {
  let answer;
  try {
    answer = inclusion(patternOfTemplate(t), uriReferenceOf().pattern, budget === undefined ? null : { budget });
  } catch (e) {
    if (e instanceof CaptureBudgetError) return { proven: false, reason: 'budget', budget: e.budget, states: null };
    throw e;
  }
  if (answer.holds) return { proven: true, states: answer.states };
  const witness = answer.witness!;
  const values = valuesOf(t, witness);
  if (values === null) return { proven: false, reason: 'undecided', states: answer.states };
  const offset = notURIReferenceAt(witness);
  const blame = blameOf(t, values as Readonly<Record<string, TemplateValue>>, offset)!;
  return {
    proven: false,
    reason: 'witness',
    witness,
    values,
    offset,
    class: classOf(witness, offset),
    start: blame.part.start,
    end: blame.part.end,
    variable: blame.variable === null ? null : blame.variable.name,
    states: answer.states,
  };
}

/**
 * Options of {@link templateProof}: `budget`, the capture engine's budgets for the search
 * (`setStates`) and for compiling the template's language (`states`, `depth`, …), each left out
 * its default (`CAPTURE_BUDGET`).
 *
 * @example
 * ```ts
 * const o: TemplateProofOptions = { budget: { setStates: 5000 } };
 * ```
 */
export interface TemplateProofOptions {
  readonly budget?: CaptureBudget;
}

const OPTIONS = optionsSpec<TemplateProofOptions>('templateProof', { budget: true });

/**
 * Whether every expansion of a template (a string, read by `parseTemplate`, or a parsed
 * template) is an RFC 3986 `URI-reference`, whatever the values: the inclusion of the template's
 * language of expansions in URI-reference, decided by the capture engine (see the file comment and
 * {@link TemplateProof}). Not proven, it gives a shortest expansion that is none, the values that
 * give it, and the part of the template to blame. Computed once per parsed template (milliseconds:
 * `expandTemplate` seeks it only for a template it expands often, checking each expansion until
 * then); past the capture engine's budget (`options.budget`, DECISIONS 35) the answer is `budget`,
 * never an error, and it is sought again at the next call.
 *
 * @throws TemplateSyntaxError for a template string that is no URI Template; ArgumentError for an
 *   argument that is neither a string nor a parsed template, or options that are none.
 *
 * @example
 * ```ts
 * templateProof('/users/{id}{?q,page}').proven; // true
 * const p = templateProof('{+base}/search');
 * p.proven === false && p.reason === 'witness' ? [p.witness, p.class, p.start, p.end, p.variable] : null; // [':/search', 'colon', 0, 7, 'base']
 * const f = templateProof('/a{#x}{#y}');
 * f.proven === false && f.reason === 'witness' ? [f.witness, f.offset, f.class] : null; // ['/a##', 3, 'number-sign']
 * templateProof('{/a}{/b}{/c}', { budget: { setStates: 10 } }); // { proven: false, reason: 'budget', budget: 'setStates', states: null }
 * ```
 */
export function templateProof(template: string | ParsedTemplate, options?: TemplateProofOptions | null): TemplateProof {
  const budget = optionsOf(options, OPTIONS).budget;
  return proveWithin(templateOf(template, 'templateProof'), budget);
}
