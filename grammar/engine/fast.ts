/**
 * The generated parsers (scripts/fastpath/generate.ts, emitted to grammar/engine/generated/,
 * build output): one per grammar and start symbol, and one per node rule read on its own. Each
 * gives the AST the engine's plain build gives for the whole input, or null where it rejects
 * (test/fastpath.test.ts holds the two side by side).
 */
import type { ASTNode } from './ast.js';
import type { Rule } from './dsl.js';
import { compiledRule } from './compile.js';
import { fastParsers, fastRules, valueNodesBuilt } from './generated/fastpath.js';

export { valueNodesBuilt };

/** A generated whole-input parser: the AST the engine's plain build gives, or null. */
export type FastParser = (input: string) => ASTNode | null;

/**
 * The generated parser of `grammar` from start rule `start` (as the profile resolves it), or null
 * when none was generated for it.
 */
export function fastParser(grammar: string, start: Rule): FastParser | null {
  return fastParsers[`${grammar}|${start.key}`] ?? null;
}

/**
 * The generated parser of node rule `rule` read on its own, with no profile (as
 * `compiledRule(rule)` reads it), or null for a token rule.
 */
export function fastRuleParser(rule: Rule): FastParser | null {
  return fastRules[rule.key] ?? null;
}

/**
 * A node rule's whole-input parser, read on its own: the generated one, or the engine's plain
 * build for a rule that has none. What the passes that run a component grammar (urllib's split,
 * RFC 3986 Appendix B) call.
 */
export function wholeParser(rule: Rule): FastParser {
  const fast = fastRuleParser(rule);
  if (fast) return fast;
  const compiled = compiledRule(rule);
  return (input) => compiled.parse(input);
}
