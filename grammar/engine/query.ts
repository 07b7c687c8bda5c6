/**
 * Queries over an AST a user would otherwise write: {@link find}, {@link findAll} and
 * {@link nodeAt}, beside {@link walk} (in `ast.ts`). They read spans and node types only, so they
 * work on the tree of every grammar.
 *
 * @module
 */
import { ArgumentError, checkString, typeName } from '../../base/args.js';
import { checkNode, CYCLE_CHECK_DEPTH, walk, walkNodes, type ASTNode } from './ast.js';
import { allRules, lookup, refRFC, refsOf, ruleOfKey, type Expr, type Rule } from './dsl.js';

/**
 * The first node of `type` in document order (the node itself, then its descendants depth first),
 * or `undefined`.
 *
 * @example
 * ```ts
 * const r = parseURL('http://example.org:8080/a');
 * if (r.ok) find(r.ast, 'port')?.text; // '8080'
 * if (r.ok) find(r.ast, 'query');      // undefined
 * ```
 */
export function find(ast: ASTNode, type: string): ASTNode | undefined {
  checkString(type, 'find', 'the type');
  let hit: ASTNode | undefined;
  walkNodes(ast, (n) => {
    if (hit) return false;
    if (n.type === type) {
      hit = n;
      return false;
    }
    return true;
  }, 'find');
  return hit;
}

/**
 * Every node of `type`, in document order (an outer node before the nodes inside it).
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/b/c');
 * if (r.ok) findAll(r.ast, 'segment').map((n) => n.text); // ['b', 'c']
 * ```
 */
export function findAll(ast: ASTNode, type: string): ASTNode[] {
  checkString(type, 'findAll', 'the type');
  const out: ASTNode[] = [];
  walkNodes(ast, (n) => {
    if (n.type === type) out.push(n);
  }, 'findAll');
  return out;
}

/**
 * The first node whose type is one of `types`, in document order (as {@link find}), or
 * `undefined`: for passes that read a component whatever production spells it in a grammar
 * (`host` or `ihost`, `path-abempty` or `hpath`).
 * @internal
 */
export function findFirstOf(ast: ASTNode, types: ReadonlySet<string>): ASTNode | undefined {
  let hit: ASTNode | undefined;
  walk(ast, (n) => {
    if (hit) return false;
    if (types.has(n.type)) {
      hit = n;
      return false;
    }
    return true;
  });
  return hit;
}

/**
 * The outermost nodes whose type is one of `types`, in document order: the walk does not enter
 * a node it returns (a path's segments, not what a segment holds).
 * @internal
 */
export function findOutermost(ast: ASTNode, types: ReadonlySet<string>): ASTNode[] {
  const out: ASTNode[] = [];
  walk(ast, (n) => {
    if (!types.has(n.type)) return true;
    out.push(n);
    return false;
  });
  return out;
}

/**
 * The innermost node whose span covers the UTF-16 `offset` (`start <= offset < end`), or the
 * root when `offset` is the end of the input; `undefined` outside the root's span. Children are
 * ordered by position, so each level is a binary search: `O(depth × log width)`.
 *
 * @example
 * ```ts
 * const r = parseURL('http://example.org:8080/a');
 * if (r.ok) nodeAt(r.ast, 19)?.type; // 'port'
 * if (r.ok) nodeAt(r.ast, 7)?.type;  // 'reg-name'
 * ```
 */
export function nodeAt(ast: ASTNode, offset: number): ASTNode | undefined {
  checkNode(ast, 'nodeAt');
  if (typeof offset !== 'number') throw new ArgumentError(`nodeAt: the offset must be a number, not ${typeName(offset)}`);
  if (offset === ast.end && offset >= ast.start) return ast;
  if (!(offset >= ast.start && offset < ast.end)) return undefined;
  const path = pathAt(ast, offset);
  return path[path.length - 1];
}

/**
 * The nodes from `ast` down to the innermost one whose span covers `offset` (which `ast` covers),
 * each level a binary search over the children (see {@link nodeAt}). A node whose `children` is
 * not an array, a child that is not an object, or a node among its own descendants (a cyclic
 * "tree", which would be descended forever) is an {@link ArgumentError} naming `fn`.
 */
export function pathAt(ast: ASTNode, offset: number, fn = 'nodeAt'): ASTNode[] {
  const path = [ast];
  let node = ast;
  let deep: Set<ASTNode> | null = null;
  const child = (cs: readonly ASTNode[], i: number): ASTNode => {
    const c = cs[i];
    if (typeof c !== 'object' || c === null) throw new ArgumentError(`${fn}: a node's children must be ASTNodes (as parseURL returns), not ${typeName(c)}`);
    return c;
  };
  for (;;) {
    const cs: unknown = node.children;
    if (!Array.isArray(cs)) throw new ArgumentError(`${fn}: a node's children must be an array of ASTNodes (as parseURL returns), not ${typeName(cs)}`);
    let lo = 0;
    let hi = cs.length - 1;
    let next: ASTNode | undefined;
    // The last child that starts at or before offset; it covers offset if it ends after it.
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const c = child(cs, mid);
      if (c.start <= offset) {
        next = c;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    // Empty children may share a start with the covering one: step back to one that covers.
    let i = lo - 1;
    while (next && next.end <= offset && i > 0 && child(cs, i - 1).start === next.start) next = cs[--i];
    if (!next || next.end <= offset) return path;
    if (path.length >= CYCLE_CHECK_DEPTH) {
      deep ??= new Set(path);
      if (deep.has(next)) throw new ArgumentError(`${fn}: the AST is cyclic (a node is among its own descendants)`);
      deep.add(next);
    }
    path.push(next);
    node = next;
  }
}

/**
 * The rules (by key, `'1808:path'`) whose nodes may hold a node of a rule `seed` accepts below
 * them: a rule that refers, through any chain of references resolved in its own RFC (and read
 * with every profile's substitutions: a rule a profile replaces reaches what its replacement
 * does), to one. {@link mayHoldOf} answers by name, which joins the RFCs that share one (RFC
 * 2396's `path` reaches a tagged rule through `abs_path`, RFC 1808's `path` does not); a walk
 * that looks up each node's own rule (the component record's) asks this one, and need not descend
 * into a path's segments.
 *
 * @example
 * ```ts
 * import { profiles } from '../all.js';
 * mayHoldOfRulesIn((r) => r.parts !== undefined, Object.values(profiles)).has('1808:path'); // false
 * ```
 */
export function mayHoldOfRulesIn(seed: (rule: Rule) => boolean, profiles: Iterable<{ readonly substitute: ReadonlyMap<string, string> }>): ReadonlySet<string> {
  const refs = new Map<string, Set<string>>();
  const collect = (from: Rule, e: Expr | undefined, out: Set<string>) => {
    for (const x of refsOf(e)) {
      const t = lookup(refRFC(x) ?? from.rfc, x.name);
      if (t) out.add(t.key);
    }
  };
  const may = new Set<string>();
  for (const r of allRules()) {
    const out = new Set<string>();
    collect(r, r.body, out);
    collect(r, r.peg, out);
    collect(r, r.lang, out);
    refs.set(r.key, out);
    if (seed(r)) may.add(r.key);
  }
  for (const profile of profiles) {
    for (const [from, to] of profile.substitute) refs.get(from)?.add(to);
  }
  return reaching(refs, may);
}

/**
 * The rule names whose nodes may hold a node of one of `names` below them, computed from the
 * grammar: a rule that refers (through any chain of references, read with every profile's
 * substitutions) to one of them. A walk need not descend into the others: the record's walk for
 * tagged components, the checks after the parse (grammar/engine/checks.ts) for checked nodes.
 *
 * @example
 * ```ts
 * import { profiles } from '../all.js';
 * mayHoldOfIn(new Set(['port']), Object.values(profiles)).has('authority'); // true
 * ```
 */
export function mayHoldOfIn(names: ReadonlySet<string>, profiles: Iterable<{ readonly substitute: ReadonlyMap<string, string> }>): ReadonlySet<string> {
  const refs = new Map<string, Set<string>>();
  const collect = (e: Expr, out: Set<string>) => {
    for (const r of refsOf(e)) out.add(r.name);
  };
  for (const r of allRules()) {
    const out = refs.get(r.name) ?? new Set<string>();
    collect(r.body, out);
    if (r.peg) collect(r.peg, out);
    if (r.lang) collect(r.lang, out);
    refs.set(r.name, out);
  }
  // A profile reads one rule as another (RFC 1738 host as RFC 2732 host, RFC 1808 net_loc as
  // net_loc-2732): the first reaches what the second does.
  for (const profile of profiles) {
    for (const [from, to] of profile.substitute) {
      const name = (key: string) => ruleOfKey(key)?.name ?? '';
      for (const x of refs.get(name(to)) ?? []) refs.get(name(from))?.add(x);
    }
  }
  return reaching(refs, new Set<string>(names));
}

/**
 * `may` grown to a fixed point: every key of `refs` whose references reach one already in it (the
 * rules that may hold, through any chain, one of those it started with).
 */
function reaching(refs: ReadonlyMap<string, ReadonlySet<string>>, may: Set<string>): Set<string> {
  for (let changed = true; changed; ) {
    changed = false;
    for (const [key, out] of refs) {
      if (may.has(key)) continue;
      for (const x of out) {
        if (may.has(x)) {
          may.add(key);
          changed = true;
          break;
        }
      }
    }
  }
  return may;
}
