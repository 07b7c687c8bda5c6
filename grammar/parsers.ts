/**
 * The engine's compiled parsers and rule queries, asked by grammar name: the engine takes a
 * profile (grammar/engine/compile.ts `compiledGrammar`, `resolverOf`, `leafMatcherOf`;
 * grammar/engine/query.ts `mayHoldOfIn`; grammar/engine/checks.ts `checkTreeIn`), this module
 * names the URL grammars' profiles (grammar/profiles.ts) for it. What the door exports, and what the generated fast path's leaves
 * call (`plainLeafMatcher`).
 */
import type { Resolver } from './engine/charset.js';
import { compiledGrammar, leafMatcherOf, resolverOf, type CompiledGrammar, type StartRef } from './engine/compile.js';
import type { Expr, RFC, Rule } from './engine/dsl.js';
import { mayHoldOfIn, mayHoldOfRulesIn } from './engine/query.js';
import { checkTreeIn, checksRootIn, type CheckOptions, type CheckProblem } from './engine/checks.js';
import type { ASTNode } from './engine/ast.js';
import { profiles, type GrammarName } from './profiles.js';

/**
 * The parsers of a grammar from its default start symbol or from `start` (one of the profile's
 * `starts`, as the caller checked), with the profile's substitutions; or of a single rule as the
 * start symbol, read in grammar `profile` (its substitutions apply) or with none. Compiled on first
 * use and kept (the engine's one cache of parsers).
 *
 * @example
 * ```ts
 * import { lookup } from './all.js';
 * parserFor('rfc3986').parse('http://a/b')?.type; // 'URI'
 * parserFor(lookup(3986, 'scheme')!).fast?.('http')?.ast.type; // 'scheme'
 * ```
 */
export function parserFor(grammar: GrammarName, start?: StartRef): CompiledGrammar;
export function parserFor(rule: Rule, profile?: GrammarName | null): CompiledGrammar;
export function parserFor(target: GrammarName | Rule, second?: StartRef | GrammarName | null): CompiledGrammar {
  if (typeof target === 'string') return compiledGrammar(profiles[target], (second ?? undefined) as StartRef | undefined);
  return compiledGrammar(target, typeof second === 'string' ? profiles[second] : null);
}

/**
 * The resolver of a grammar (its substitutions applied), or of none, for the NFA and the printers.
 *
 * @example
 * ```ts
 * profileResolver('rfc1738')(1738, { k: 'ref', name: 'host', rfc: 1738 }).key; // '2732:host'
 * ```
 */
export function profileResolver(name: GrammarName | null): Resolver {
  return resolverOf(name === null ? null : profiles[name]);
}

/**
 * The plain build's matcher of a terminal-only expression under grammar `name` (null: none): what
 * the generated fast path calls for the leaves whose regular expression may backtrack.
 */
export function plainLeafMatcher(name: GrammarName | null, e: Expr, from: RFC): (input: string, i: number) => number {
  return leafMatcherOf(name === null ? null : profiles[name], e, from);
}

const ALL = Object.values(profiles);

/**
 * The rule names whose nodes may hold a node of one of `names` below them, read with every
 * grammar's substitutions (grammar/engine/query.ts `mayHoldOfIn`).
 *
 * @example
 * ```ts
 * mayHoldOf(new Set(['port'])).has('authority'); // true
 * ```
 */
export function mayHoldOf(names: ReadonlySet<string>): ReadonlySet<string> {
  return mayHoldOfIn(names, ALL);
}

/**
 * The keys of the rules that may hold, through any chain of references read with every grammar's
 * substitutions, a rule `seed` picks (grammar/engine/query.ts `mayHoldOfRulesIn`).
 *
 * @example
 * ```ts
 * mayHoldOfRules((r) => r.parts !== undefined).has('1808:path'); // false
 * ```
 */
export function mayHoldOfRules(seed: (rule: Rule) => boolean): ReadonlySet<string> {
  return mayHoldOfRulesIn(seed, ALL);
}

/**
 * The problems the checks after the parse find in an accepted tree (the checks each language
 * folder registers, grammar/engine/checks.ts `checkTreeIn`), read with every grammar's
 * substitutions: in input order, the first only unless `all`, at most `limit`.
 *
 * @example
 * ```ts
 * import { lookup } from './all.js';
 * // The tree the engine reads, before any check: an RFC 1738 port is 16 bits.
 * const ast = parserFor(lookup(1738, 'hostport')!).parse('a:99999')!;
 * checkTree(ast, { all: true, limit: 9, values: true }).map((p) => [p.code, p.at]); // [['port.out-of-range', 2]]
 * ```
 */
export function checkTree(root: ASTNode, o: CheckOptions): CheckProblem[] {
  return checkTreeIn(root, o, ALL);
}

/**
 * Whether a check may find a problem in a tree with this root that holds no value node
 * (grammar/engine/checks.ts `checksRootIn`, with every grammar's substitutions).
 *
 * @example
 * ```ts
 * import { lookup } from './all.js';
 * lookup(3987, 'IRI')?.name;               // 'IRI'
 * checksRoot({ rfc: 3987, type: 'IRI' });  // true: RFC 3987 §4.1 reads the text
 * checksRoot({ rfc: 3986, type: 'URI' });  // false
 * ```
 */
export function checksRoot(root: Pick<ASTNode, 'rfc' | 'type'>): boolean {
  return checksRootIn(root, ALL);
}
