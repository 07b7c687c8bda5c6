/**
 * The compiled fast path of `parseURL`: the recognizer and AST builder generated at build time for
 * each grammar and start symbol (scripts/fastpath/generate.ts, emitted to
 * grammar/engine/generated/fastpath.ts). It answers the valid case only; where it returns null,
 * `parseURL` runs the engine (the plain parse, then the traced report), so every report is the
 * engine's.
 */
import type { ASTNode, CompiledGrammar, GrammarName, Rule } from '../../grammar/index.js';
import { fastParsers, valueNodesBuilt } from '../../grammar/engine/generated/fastpath.js';

export { valueNodesBuilt };

/** A generated whole-input parser: the AST the engine's plain build gives, or null. */
export type FastParser = (input: string) => ASTNode | null;

/**
 * The generated parser of `grammar` from start rule `start` (as the profile resolves it), or null
 * when none was generated for it.
 */
export function fastParser(grammar: GrammarName | string, start: Rule): FastParser | null {
  return fastParsers[`${grammar}|${start.key}`] ?? null;
}

/** The generated parser of each compiled grammar (a profile's, from one start symbol), once looked up. */
const byCompiled = new WeakMap<CompiledGrammar, FastParser | null>();

/**
 * Parses `input` with the generated parser of `compiled` (the engine's grammar for `grammar`, a
 * profile name; `parseRule` passes a rule key, which has none): the AST, or null when the parser
 * rejects the input or there is no generated parser.
 */
export function fastParse(compiled: CompiledGrammar, grammar: string, input: string): ASTNode | null {
  const fast = fastParserOf(compiled, grammar);
  return fast === null ? null : fast(input);
}

/** The generated parser of `compiled` (see {@link fastParse}), or null when there is none. */
export function fastParserOf(compiled: CompiledGrammar, grammar: string): FastParser | null {
  let fast = byCompiled.get(compiled);
  if (fast === undefined) byCompiled.set(compiled, (fast = fastParser(grammar, compiled.start)));
  return fast;
}
