/**
 * The generated parsers (grammar/codegen/fastpath.ts, emitted to grammar/generated/, build
 * output), one module per grammar module (`grammar/rfc3986/index.ts` and its peers), each registered
 * here by the grammar module that loads it: one parser per grammar and start symbol, and one per
 * node rule read on its own. Each gives the AST the engine's plain build gives for the whole input,
 * or null where it rejects (test/fastpath.test.ts holds the two side by side).
 */
import type { ASTNode } from './ast.js';
import type { Rule } from './dsl.js';

/**
 * What a generated whole-input parser gives where it accepts: the AST the engine's plain build
 * gives, and how many value nodes (nodes whose rule's kind carries a value: `NodeShape.value`) the parse built, including
 * any it then dropped on backtracking, so never fewer than the AST holds: 0 means it holds none,
 * and the range checks have nothing to read.
 */
export interface FastParse {
  readonly ast: ASTNode;
  readonly valueNodes: number;
}

/** A generated whole-input parser: the AST the engine's plain build gives and its count of value nodes, or null. */
export type FastParser = (input: string) => FastParse | null;

/** A whole-input parser that gives the AST alone, or null (see {@link wholeParser}). */
export type WholeParser = (input: string) => ASTNode | null;

/** What a generated module exports. */
export interface FastPathModule {
  /** Keyed `grammar|rfc:start` (the start rule as the profile resolves it). */
  readonly fastParsers: Readonly<Record<string, FastParser>>;
  /** Keyed by the rule's key. */
  readonly fastRules: Readonly<Record<string, FastParser>>;
}

const parsers = new Map<string, FastParser>();
const rules = new Map<string, FastParser>();

/** Registers a generated module's parsers (a grammar module does, when it is imported). */
export function provideFastPath(m: FastPathModule): void {
  for (const [k, f] of Object.entries(m.fastParsers)) parsers.set(k, f);
  for (const [k, f] of Object.entries(m.fastRules)) rules.set(k, f);
}

/**
 * The generated parser of `grammar` from start rule `start` (as the profile resolves it), or null
 * when none was generated for it (or its grammar module is not loaded).
 */
export function fastParser(grammar: string, start: Rule): FastParser | null {
  return parsers.get(`${grammar}|${start.key}`) ?? null;
}

/**
 * The generated parser of node rule `rule` read on its own, with no profile (as
 * `parserFor(rule)` reads it), or null for a token rule.
 */
export function fastRuleParser(rule: Rule): FastParser | null {
  return rules.get(rule.key) ?? null;
}

/**
 * A node rule's whole-input parser, read on its own: the generated one, giving the AST alone. What
 * the passes that run a component grammar (urllib's split, RFC 3986 Appendix B) call; the grammar
 * module that declares the rule has loaded its parser, and there is one for every node rule (the
 * generator makes it), so a missing one is a bug, not a fallback to the engine (which these passes
 * do not bundle).
 */
export function wholeParser(rule: Rule): WholeParser {
  const fast = fastRuleParser(rule);
  if (!fast) throw new Error(`no generated parser for ${rule.key}: is its grammar module loaded?`);
  return (input) => {
    const r = fast(input);
    return r === null ? null : r.ast;
  };
}
