/**
 * The AST's node types per grammar: the lists the build computes from the rule registry
 * (grammar/generated/node-types.ts, written by grammar/codegen/node-types.ts), and the node union
 * of one grammar they make. Above the engine, which knows nodes by their shape, not by grammar.
 */
import type { ASTNode } from './engine/ast.js';
import type { ProfileNodeTypes } from './generated/node-types.js';

export type { ProfileNodeTypes };

/**
 * The AST node union of one grammar: the nodes `parseURL(input, { grammar: G })` can build, from
 * any of its start symbols (about 20 to 50 types, where {@link ASTNode} has every grammar's). The
 * lists are computed from the rule registry at build time (`grammar/codegen/node-types.ts`:
 * the rules reachable from the grammar's start symbols, read through its substitutions), so that a
 * `switch` over `node.type` is checked against the grammar's own productions. With `G` a union of
 * grammars, the union of their nodes.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/b', { grammar: 'rfc3986' });
 * const kind = (n: NodeOf<'rfc3986'>): string => (n.type === 'reg-name' ? 'a name' : n.type);
 * if (r.ok) kind(r.ast); // 'URI'
 * ```
 */
export type NodeOf<G extends keyof ProfileNodeTypes> = ASTNode extends infer N
  ? N extends { readonly type: infer T }
    ? [Extract<T, ProfileNodeTypes[G]>] extends [never]
      ? never
      : N & { readonly type: Extract<T, ProfileNodeTypes[G]> }
    : never
  : never;
