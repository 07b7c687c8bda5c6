/**
 * The AST's node types are the registry's: every rule that builds a node (every non-token rule, of
 * every grammar, the `urllib` one included) has its name in the `ASTNode` union, and nothing else is.
 */
import { expect, expectTypeOf, it } from 'vitest';
import { allRules, NODE_TYPES, type ASTNode } from '../grammar/index.js';

it('the node types of the AST union are the names of the rules that build nodes', () => {
  const built = new Set(allRules().filter((r) => !r.token).map((r) => r.name));
  expect([...NODE_TYPES].sort()).toEqual([...built].sort());
  expect(new Set(NODE_TYPES).size).toBe(NODE_TYPES.length);
});

it('NODE_TYPES lists exactly ASTNode["type"]', () => {
  expectTypeOf<(typeof NODE_TYPES)[number]>().toEqualTypeOf<ASTNode['type']>();
});
