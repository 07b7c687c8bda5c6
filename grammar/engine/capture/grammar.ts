/**
 * A grammar's rules read into a capture {@link Pattern}: the engine's expressions (grammar/engine/
 * dsl.ts `Expr`) with every reference expanded in place, through the same resolver the NFA builder
 * takes (a profile's substitutions), so that one pattern reads a whole start symbol.
 *
 * - A literal is its characters (`ci`: each character in either case, as `charsetOf` reads it); a
 *   range, and a reference to a character-class rule (a `token` whose language is one character),
 *   is one `set`; a sequence, an alternation (ordered: the engine's ordered choice), a repetition
 *   (greedy), an option and a group are the pattern's own.
 * - Each reference to a rule that is not a `token` is offered to the caller's `enter` hook, which
 *   says whether to capture its text (and under which name), which expression to read for it (its
 *   reading), what to capture inside its leading literal, and the context its own references are
 *   offered with. The engine knows no URL: which rule is a component is the caller's to say.
 * - A lookahead (`not`, `and`: PEG-only, in a rule's rewrite) is read as one (`P.not`, `P.and`) in
 *   the rules the caller's `lookaheadsIn` names, its expression as a language (each reference's
 *   `lang` or body, no capture), as the recognizers read a guard; elsewhere it has no pattern: it
 *   is read as the empty string and counted in `lookaheads`, so that the caller decides whether
 *   the pattern is exact where it was dropped (the `priority` mode's backtracking tries the next
 *   alternative wherever the rest does not match, which is what such a guard is usually there for).
 *
 * The expansion walks the grammar, never the input: it recurses as deep as the rules nest, counted
 * against `maxDepth` (a {@link CaptureBudgetError} past it).
 */
import { charsetOf, type Resolver } from '../charset.js';
import type { Expr, RFC, Rule } from '../dsl.js';
import { CaptureBudgetError } from './nfa.js';
import { P, type Pattern } from './pattern.js';

/**
 * What a capture is made of inside a rule's leading literal: the `length` characters from
 * `at` (0: an empty capture at that offset), under `name`. An empty capture at 0 needs no literal.
 *
 * @example
 * ```ts
 * const lead: LeadCapture = { name: 'scheme', at: 0, length: 4 }; // "http" of "http://"
 * ```
 */
export interface LeadCapture {
  readonly name: string;
  readonly at: number;
  readonly length: number;
}

/**
 * What the caller's hook says of one reference (see {@link patternOfRule}).
 *
 * @example
 * ```ts
 * const plan: RefPlan<number> = { capture: 'host', ctx: 1 };
 * ```
 */
export interface RefPlan<C> {
  /** Capture the reference's text under this name (none: no capture). */
  readonly capture?: string | null;
  /** The context the rule's own references are offered with. */
  readonly ctx: C;
  /** The expression read for the rule (default: its PEG rewrite where it has one, else its body). */
  readonly reading?: Expr;
  /** Captures inside the reading's leading literal (the reading must be, or begin with, a literal that long). */
  readonly lead?: readonly LeadCapture[];
}

/**
 * The hook {@link patternOfRule} offers each reference to a rule that is not a token: `from` is
 * the rule being read (null for the start rule itself), `rule` the rule referenced (resolved).
 *
 * @example
 * ```ts
 * const hook: EnterRule<null> = (from, rule, ctx) => ({ capture: rule.name === 'port' ? 'port' : null, ctx });
 * ```
 */
export type EnterRule<C> = (from: Rule | null, rule: Rule, ctx: C) => RefPlan<C>;

/**
 * The pattern of a start rule, and how many lookaheads were read as the empty string.
 *
 * @example
 * ```ts
 * import { P } from './pattern.js';
 * const g: GrammarPattern = { pattern: P.chars('a'), lookaheads: 0 };
 * ```
 */
export interface GrammarPattern {
  readonly pattern: Pattern;
  readonly lookaheads: number;
}

/** The default nesting bound of {@link patternOfRule} (rules within rules, expressions within them). */
const MAX_DEPTH = 500;

/**
 * Reads rule `start` into a capture pattern (see the file comment), every reference resolved with
 * `resolve` and offered to `enter` (the start rule too, with `from` null), beginning with context
 * `ctx`; the lookaheads of the rules `lookaheadsIn` holds read as lookaheads (none by default).
 * Throws a {@link CaptureBudgetError} (`depth`) where the rules nest deeper than `maxDepth`.
 *
 * @example
 * ```ts
 * import { plainResolver } from '../charset.js';
 * import { compileCaptures } from './index.js';
 * const digits = grammar.fromABNF('pair = key "=" val\nkey = 1*ALPHA\nval = 1*DIGIT', { name: 'doc-capture-pair' });
 * const rule = digits.rule('pair')!;
 * const { pattern } = patternOfRule(rule, plainResolver, (from, r, ctx) => ({ capture: from === null ? null : r.name, ctx }), null);
 * compileCaptures(pattern).match('port=80')?.values.val; // '80'
 * ```
 */
export function patternOfRule<C>(start: Rule, resolve: Resolver, enter: EnterRule<C>, ctx: C, maxDepth = MAX_DEPTH, lookaheadsIn: (rule: Rule) => boolean = () => false): GrammarPattern {
  let lookaheads = 0;

  const literal = (s: string, ci: boolean, from: RFC): Pattern[] => {
    const xs: Pattern[] = [];
    for (const ch of s) {
      const c = ch.codePointAt(0)!;
      const set = ci ? (charsetOf({ k: 'lit', s: ch, ci: true }, from, resolve) ?? [[c, c]]) : [[c, c] as const];
      xs.push(P.set(set));
    }
    return xs;
  };

  /** The rule `rule`, referenced from `from` in context `c`. */
  const ruleOf = (from: Rule | null, rule: Rule, c: C, depth: number): Pattern => {
    const plan = enter(from, rule, c);
    const reading = plan.reading ?? rule.peg ?? rule.body;
    let inner: Pattern;
    if (plan.lead && plan.lead.length > 0) inner = withLead(rule, reading, plan.lead, plan.ctx, depth);
    else inner = expr(reading, rule, plan.ctx, depth + 1);
    return plan.capture ? P.cap(plan.capture, inner) : inner;
  };

  /** The reading of `rule` with captures inside its leading literal. */
  const withLead = (rule: Rule, reading: Expr, lead: readonly LeadCapture[], c: C, depth: number): Pattern => {
    // Empty captures at the start need no literal.
    if (lead.every((l) => l.at === 0 && l.length === 0)) return P.seq(...lead.map((l) => P.cap(l.name, P.empty())), expr(reading, rule, c, depth + 1));
    const first = reading.k === 'seq' ? reading.xs[0] : reading;
    if (first === undefined || first.k !== 'lit') throw new Error(`patternOfRule: ${rule.key} has no leading literal to capture in`);
    const chars = literal(first.s, first.ci ?? false, rule.rfc);
    const cuts = [...new Set([0, chars.length, ...lead.flatMap((l) => [l.at, l.at + l.length])])].sort((a, b) => a - b);
    if (cuts[cuts.length - 1]! > chars.length) throw new Error(`patternOfRule: ${rule.key}'s leading literal is shorter than its captures`);
    // The literal cut at every capture's bounds; each capture the run of pieces it spans.
    const pieces: Pattern[] = [];
    for (let i = 0; i + 1 < cuts.length; i++) pieces.push(P.seq(...chars.slice(cuts[i], cuts[i + 1])));
    const out: Pattern[] = [];
    let at = 0;
    const opened = [...lead].sort((a, b) => a.at - b.at || b.length - a.length);
    const build = (from: number, to: number): Pattern[] => {
      const xs: Pattern[] = [];
      for (let i = 0; i < pieces.length; i++) if (cuts[i]! >= from && cuts[i + 1]! <= to) xs.push(pieces[i]!);
      return xs;
    };
    for (const l of opened) {
      if (l.at < at) throw new Error(`patternOfRule: ${rule.key}: overlapping lead captures`);
      out.push(...build(at, l.at), P.cap(l.name, P.seq(...build(l.at, l.at + l.length))));
      at = l.at + l.length;
    }
    out.push(...build(at, chars.length));
    const rest = reading.k === 'seq' ? reading.xs.slice(1).map((x) => expr(x, rule, c, depth + 1)) : [];
    return P.seq(...out, ...rest);
  };

  /** A literal's or a range's pattern. */
  const terminal = (e: Extract<Expr, { k: 'lit' | 'range' }>, from: RFC): Pattern => {
    if (e.k === 'range') return P.set([[e.lo, e.hi]]);
    const xs = literal(e.s, e.ci ?? false, from);
    return xs.length === 1 ? xs[0]! : P.seq(...xs);
  };

  const expr = (e: Expr, rule: Rule, c: C, depth: number): Pattern => {
    if (depth > maxDepth) throw new CaptureBudgetError('depth', maxDepth, rule.name);
    const from = rule.rfc;
    switch (e.k) {
      case 'lit':
      case 'range':
        return terminal(e, from);
      case 'ref': {
        const r = resolve(from, e);
        if (r.token) {
          const set = charsetOf(e, from, resolve);
          if (set) return P.set(set);
          // A token of more than one character: its reading, with no capture inside (it builds no node).
          return tokenOf(r, depth + 1);
        }
        return ruleOf(rule, r, c, depth + 1);
      }
      case 'seq':
        return P.seq(...e.xs.map((x) => expr(x, rule, c, depth + 1)));
      case 'alt':
        return P.alt(...e.xs.map((x) => expr(x, rule, c, depth + 1)));
      case 'rep':
        return P.rep(expr(e.x, rule, c, depth + 1), e.min, e.max);
      case 'opt':
        return P.opt(expr(e.x, rule, c, depth + 1));
      case 'group':
        return expr(e.x, rule, c, depth + 1);
      case 'not':
      case 'and':
        if (lookaheadsIn(rule)) {
          const x = languageOf(e.x, from, depth + 1);
          return e.k === 'not' ? P.not(x) : P.and(x);
        }
        lookaheads++;
        return P.empty();
    }
  };

  /** A lookahead's expression as a language: each reference's `lang` or body, no capture, no hook. */
  const languageOf = (e: Expr, from: RFC, depth: number): Pattern => {
    if (depth > maxDepth) throw new CaptureBudgetError('depth', maxDepth, null);
    switch (e.k) {
      case 'lit':
      case 'range':
        return terminal(e, from);
      case 'ref': {
        const set = charsetOf(e, from, resolve);
        if (set) return P.set(set);
        const r = resolve(from, e);
        return languageOf(r.lang ?? r.body, r.rfc, depth + 1);
      }
      case 'seq':
        return P.seq(...e.xs.map((x) => languageOf(x, from, depth + 1)));
      case 'alt':
        return P.alt(...e.xs.map((x) => languageOf(x, from, depth + 1)));
      case 'rep':
        return P.rep(languageOf(e.x, from, depth + 1), e.min, e.max);
      case 'opt':
        return P.opt(languageOf(e.x, from, depth + 1));
      case 'group':
        return languageOf(e.x, from, depth + 1);
      case 'not':
        return P.not(languageOf(e.x, from, depth + 1));
      case 'and':
        return P.and(languageOf(e.x, from, depth + 1));
    }
  };

  /** A token rule's reading: its references are tokens too, offered to no hook. */
  const tokenOf = (r: Rule, depth: number): Pattern => {
    const tokenExpr = (e: Expr, d: number): Pattern => {
      if (d > maxDepth) throw new CaptureBudgetError('depth', maxDepth, r.name);
      switch (e.k) {
        case 'ref': {
          const t = resolve(r.rfc, e);
          const set = charsetOf(e, r.rfc, resolve);
          if (set) return P.set(set);
          if (!t.token) throw new Error(`patternOfRule: token ${r.key} references ${t.key}, which is not a token`);
          return tokenOf(t, d + 1);
        }
        case 'seq':
          return P.seq(...e.xs.map((x) => tokenExpr(x, d + 1)));
        case 'alt':
          return P.alt(...e.xs.map((x) => tokenExpr(x, d + 1)));
        case 'rep':
          return P.rep(tokenExpr(e.x, d + 1), e.min, e.max);
        case 'opt':
          return P.opt(tokenExpr(e.x, d + 1));
        case 'group':
          return tokenExpr(e.x, d + 1);
        default:
          return expr(e, r, ctx, d + 1);
      }
    };
    return tokenExpr(r.peg ?? r.body, depth);
  };

  const pattern = ruleOf(null, start, ctx, 0);
  return { pattern, lookaheads };
}
