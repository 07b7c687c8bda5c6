/**
 * The checks after the parse that a grammar states as an algorithm rather than a production (the
 * WHATWG URL Standard's "a valid domain string must be a string that is a valid domain": the domain
 * parser over UTS #46), registered by the grammar module that loads the grammar's fast path
 * (grammar/whatwg/index.ts), by the rules a parse's root may be: an entry point that does not read the
 * grammar carries neither the check nor its data. The strict parser's check pass
 * (src/parse/semantic.ts) runs the check of a root's rule (else of its RFC), reporting each problem
 * as a `semantic` error, and the grammar's recognizers (grammar/whatwg/recognize.ts) run it after
 * their automaton. A root whose grammar module is not loaded has no check: the entry points that
 * load a grammar's rules load its module too (a profile whose start rule is not loaded is a
 * `GrammarError`, grammar/engine/compile.ts).
 */
import type { ASTNode } from './ast.js';
import type { RFC } from './dsl.js';

/**
 * One problem a check finds: the error code (a `semantic` one of src/diagnostics/codes.ts), where
 * it points, the node at fault with the nodes above it, and what the report says was expected
 * there (the rule, its document and section, and the expectation in words).
 *
 * @example
 * ```ts
 * const p: CheckProblem['expected'] = { rule: 'valid-domain-string', rfc: 'whatwg', section: '3.4', terminals: ['a valid domain'] };
 * ```
 */
export interface CheckProblem {
  readonly code: string;
  readonly at: number;
  readonly node: ASTNode;
  readonly ancestors: readonly ASTNode[];
  readonly expected: { readonly rule: string; readonly rfc: RFC; readonly section: string; readonly terminals: readonly string[] };
}

/**
 * A check of an accepted tree: its problems in input order, the first only unless `all`, at most
 * `limit`.
 *
 * @example
 * ```ts
 * const none: TreeCheck = () => [];
 * ```
 */
export type TreeCheck = (root: ASTNode, all: boolean, limit: number) => CheckProblem[];

const checks = new Map<string, TreeCheck>();

/**
 * Registers `check` for the trees whose root is a node of one of `roots`: an RFC (`'whatwg'`: any
 * of its rules) or a rule key (`'urlgrammar:valid-URL-string-file-base'`).
 *
 * @example
 * ```ts
 * provideTreeCheck(['example:word'], () => []);
 * treeCheckOf({ rfc: 'example' as never, type: 'word' } as never) !== undefined; // true
 * ```
 */
export function provideTreeCheck(roots: readonly string[], check: TreeCheck): void {
  for (const r of roots) checks.set(r, check);
}

/**
 * The check registered for a tree's root (its rule's, else its RFC's), or undefined.
 *
 * @example
 * ```ts
 * treeCheckOf(parseURL('http://a/').ast); // undefined: RFC 3986 has none
 * ```
 */
export function treeCheckOf(root: Pick<ASTNode, 'rfc' | 'type'>): TreeCheck | undefined {
  return checks.get(`${root.rfc}:${root.type}`) ?? checks.get(String(root.rfc));
}
