/**
 * The compiled fast path of `parseURL` and `parseRule`: the recognizers and AST builders generated
 * at build time (grammar/engine/fast.ts). They answer the valid case only; where one returns null,
 * the engine runs (the traced report), so every report is the engine's.
 */
import type { CompiledGrammar } from '../../grammar/core.js';
import { fastParser, fastRuleParser, type FastParse, type FastParser } from '../../grammar/core.js';

export { fastParser, fastRuleParser, type FastParse, type FastParser };

/** The generated parser of each compiled grammar (a profile's, from one start symbol), once looked up. */
const byCompiled = new WeakMap<CompiledGrammar, FastParser | null>();

/**
 * Says that `compiled` (a rule's grammar, `compiledRule(rule)`) has generated parser `fast`
 * (`fastRuleParser(rule)`): `parseRule` tells it here, since a rule key names no profile.
 */
export function useFastParser(compiled: CompiledGrammar, fast: FastParser | null): void {
  if (!byCompiled.has(compiled)) byCompiled.set(compiled, fast);
}

/**
 * The generated parser of `compiled` (the engine's grammar for `grammar`, a profile name, or a
 * rule's grammar that `useFastParser` named), or null when there is none.
 */
export function fastParserOf(compiled: CompiledGrammar, grammar: string): FastParser | null {
  let fast = byCompiled.get(compiled);
  if (fast === undefined) byCompiled.set(compiled, (fast = fastParser(grammar, compiled.start)));
  return fast;
}
