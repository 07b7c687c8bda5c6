/**
 * A set of URI Templates matched as one (issue 44, "template sets": an MCP server's resources, a
 * router's routes): the templates' expansion languages (./match.ts `patternOfTemplate`) joined in
 * one union of the capture engine (`compileUnion`: one automaton, the members in the order given,
 * the first that matches wins), and the questions a set is checked with at start-up, each answered
 * with a shortest witness URI from the engine's set operations: which pairs of templates match a
 * URI in common (`overlaps`), and which templates no URI reaches because earlier ones take all of
 * theirs (`unreachable`).
 *
 * Budgets (DECISIONS 35): compiling each template and the union is bounded by the capture engine's
 * budgets (a `CaptureBudgetError`); the pairwise questions by `maxPairs` (a
 * {@link TemplateSetError} with `code: 'budget'` past it) and, per pair, by the engine's
 * `setStates`.
 */
import { ArgumentError, compileUnion, inclusion, optionOf, optionsOf, optionsSpec, overlap, P, typeName, type CaptureBudget, type PatternUnion } from '../../grammar/index.js';
import { matchOptionsOf, matchTemplate, patternOfTemplate, templateOf, type MatchTemplateOptions, type TemplateMatch } from './match.js';
import type { ParsedTemplate } from './types.js';

/**
 * A template set's question went past its budget (`code: 'budget'`, `max` the bound: the pairs of
 * templates `overlaps` would compare).
 *
 * @example
 * ```ts
 * const e = new TemplateSetError('budget', 'more than 10 pairs of templates to compare', 10);
 * [e.code, e.max]; // ['budget', 10]
 * ```
 */
export class TemplateSetError extends Error {
  override readonly name = 'TemplateSetError';
  readonly code: 'budget';
  readonly max: number;
  constructor(code: 'budget', message: string, max: number) {
    if (code !== 'budget') throw new ArgumentError(`TemplateSetError: the code must be 'budget', not ${typeName(code)}`);
    if (typeof message !== 'string') throw new ArgumentError(`TemplateSetError: the message must be a string, not ${typeName(message)}`);
    if (typeof max !== 'number' || !(max >= 0)) throw new ArgumentError(`TemplateSetError: the bound must be a number, not ${typeName(max)}`);
    super(`templateSet: ${message}`);
    this.code = code;
    this.max = max;
  }
}

/**
 * Options of {@link templateSet}: the capture engine's budgets for the templates, the union and
 * each pair's search (`budget`), and the most pairs `overlaps` compares (`maxPairs`, default
 * 1,000,000: about 1,400 templates).
 *
 * @example
 * ```ts
 * const o: TemplateSetOptions = { maxPairs: 10_000, budget: { setStates: 50_000 } };
 * ```
 */
export interface TemplateSetOptions {
  readonly budget?: CaptureBudget;
  readonly maxPairs?: number;
}

const OPTIONS = optionsSpec<TemplateSetOptions>('templateSet', { budget: true, maxPairs: true });
const MAX_PAIRS = 1_000_000;

/**
 * Two templates of a set that match a URI in common: their indexes (`a < b`), and a shortest such
 * URI (the least by code units among the shortest).
 *
 * @example
 * ```ts
 * const o: TemplateOverlap = { a: 0, b: 1, witness: '/users/me' };
 * ```
 */
export interface TemplateOverlap {
  readonly a: number;
  readonly b: number;
  readonly witness: string;
}

/**
 * A template of a set that no URI reaches (every URI it matches, an earlier template matches
 * first): its index, and a shortest URI it matches (which an earlier one takes), or null where it
 * matches none.
 *
 * @example
 * ```ts
 * const u: TemplateUnreachable = { index: 2, witness: '/a' };
 * ```
 */
export interface TemplateUnreachable {
  readonly index: number;
  readonly witness: string | null;
}

/**
 * What {@link TemplateSet.match} answers: the first template (in the set's order) that matches
 * the URI, with {@link matchTemplate}'s answer for it, or none.
 *
 * @example
 * ```ts
 * const r: TemplateSetMatch = { index: -1, match: null };
 * ```
 */
export interface TemplateSetMatch {
  readonly index: number;
  readonly match: TemplateMatch | null;
}

/**
 * A compiled set of templates (see {@link templateSet}).
 *
 * @example
 * ```ts
 * const s: TemplateSet | null = null;
 * ```
 */
export interface TemplateSet {
  readonly templates: readonly ParsedTemplate[];
  /**
   * The first template that matches `uri` (one pass of the union's automaton), and its match
   * (`matchTemplate`'s, with `options`). Under `query: 'any-order'`, where no template matches as
   * the inverse of expansion, the first (in the set's order) whose any-order reading matches: an
   * inverse reading wins over an earlier template's any-order one (each template is then tried
   * in turn, a pass of the URI each).
   */
  match(uri: string, options?: MatchTemplateOptions | null): TemplateSetMatch;
  /** Every pair of templates that match a URI in common, with a shortest such URI. */
  overlaps(): readonly TemplateOverlap[];
  /** Every template that no URI reaches, the set's order being the priority. */
  unreachable(): readonly TemplateUnreachable[];
}

/**
 * Compiles templates (strings, read by `parseTemplate`, or parsed templates) into a set matched
 * as one (see the file comment): the first template in the list's order that matches a URI wins.
 *
 * @throws ArgumentError for a list that is not an array of templates, or bad options;
 *   TemplateSyntaxError for a template string that is no URI Template;
 *   CaptureBudgetError where a template or the union needs more than the budget allows.
 *
 * @example
 * ```ts
 * const lit = (text: string, start: number) => ({ kind: 'literal', text, start, end: start + text.length }) as const;
 * const id = { kind: 'expression', operator: '', variables: [{ name: 'id', explode: false, prefix: null, start: 8, end: 10 }], start: 7, end: 11 } as const;
 * const users = { kind: 'template', source: '/users/{id}', parts: [lit('/users/', 0), id] } as const;
 * const me = { kind: 'template', source: '/users/me', parts: [lit('/users/me', 0)] } as const;
 * const s = templateSet([users, me]);
 * s.match('/users/42').index; // 0
 * s.overlaps(); // [{ a: 0, b: 1, witness: '/users/me' }]
 * s.unreachable(); // [{ index: 1, witness: '/users/me' }]
 * const api = templateSet(['/files{/path}', '/files/{name}.txt']);
 * api.unreachable(); // [{ index: 1, witness: '/files/.txt' }]
 * ```
 */
export function templateSet(templates: ReadonlyArray<string | ParsedTemplate>, options?: TemplateSetOptions | null): TemplateSet {
  const o = optionsOf(options, OPTIONS);
  const maxPairs = optionOf(o, 'maxPairs', 'number', 'templateSet') ?? MAX_PAIRS;
  if (!Number.isInteger(maxPairs) || maxPairs < 0) throw new ArgumentError(`templateSet: option 'maxPairs' must be a whole number, not ${maxPairs}`);
  if (!Array.isArray(templates)) throw new ArgumentError(`templateSet: the templates must be an array, not ${typeName(templates)}`);
  const list = templates.map((t) => templateOf(t, 'templateSet'));
  const budget = o.budget;
  const patterns = list.map(patternOfTemplate);
  const union: PatternUnion = compileUnion(patterns, budget === undefined ? undefined : { budget });
  const setOptions = budget === undefined ? undefined : { budget };
  return {
    templates: list,
    match(uri: string, options?: MatchTemplateOptions | null): TemplateSetMatch {
      const { query } = matchOptionsOf(options, 'templateSet.match');
      if (typeof uri !== 'string') throw new ArgumentError(`templateSet.match: the URI must be a string, not ${typeName(uri)}`);
      const index = union.first(uri);
      if (index >= 0) return { index, match: matchTemplate(list[index]!, uri, options) };
      if (query === 'any-order') {
        for (let i = 0; i < list.length; i++) {
          const m = matchTemplate(list[i]!, uri, options);
          if (m.kind !== 'no-match') return { index: i, match: m };
        }
      }
      return { index: -1, match: null };
    },
    overlaps(): readonly TemplateOverlap[] {
      const n = list.length;
      const pairs = (n * (n - 1)) / 2;
      if (pairs > maxPairs) throw new TemplateSetError('budget', `${pairs} pairs of templates to compare, more than ${maxPairs}`, maxPairs);
      const out: TemplateOverlap[] = [];
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) {
          const r = overlap(patterns[a]!, patterns[b]!, setOptions);
          if (r.holds) out.push({ a, b, witness: r.witness! });
        }
      }
      return out;
    },
    unreachable(): readonly TemplateUnreachable[] {
      const out: TemplateUnreachable[] = [];
      for (let i = 1; i < list.length; i++) {
        // Reached where some URI it matches no earlier template matches.
        const r = inclusion(patterns[i]!, P.alt(...patterns.slice(0, i)), setOptions);
        if (r.holds) out.push({ index: i, witness: shortest(patterns[i]!, setOptions) });
      }
      return out;
    },
  };
}

/** A shortest string of a pattern's language (the least among the shortest), or null where it is empty. */
function shortest(p: ReturnType<typeof patternOfTemplate>, options: { budget: CaptureBudget } | undefined): string | null {
  // The witness of "the language is not empty" is one: inclusion in the empty language.
  const r = inclusion(p, P.set([]), options);
  return r.holds ? null : r.witness;
}

