/**
 * What the fast path's generated functions share (grammar/codegen/fastpath.ts): the tables of a
 * module (character-class tables, the rule objects its nodes are built for, the regular-expression
 * leaves), the code that builds a node, and the path to an expression in a rule's body.
 */
import type { Ranges } from '../engine/charset.js';
import type { Expr, Rule } from '../engine/dsl.js';
import { buildNode } from '../engine/ast.js';

/** Whether the generated code counts the nodes of rule `r` (`VN`, returned as `FastParse.valueNodes`): its kind carries a value. */
export const countsValue = (r: Rule): boolean => r.node.value === true;

/** Shared across grammars: class tables, and the rule objects the nodes are built for. */
export class Tables {
  readonly decls: string[] = [];
  readonly rules: Rule[] = [];
  /** The index of a rule object in the module's rule array `RR` (looked up once, at first use). */
  ruleIndex(r: Rule): number {
    let i = this.rules.indexOf(r);
    if (i < 0) {
      i = this.rules.length;
      this.rules.push(r);
    }
    return i;
  }
  /** A rule object, as the generated code names it (`RR[i]`). */
  rule(r: Rule): string {
    return `RR[${this.ruleIndex(r)}]`;
  }
  private readonly byKey = new Map<string, string>();
  /**
   * The regular-expression leaves declared so far, by what they match (the leaf's place in its
   * rule, and the grammar whose substitutions it reads: none for a profile without any, which
   * reads a rule as the rules read on their own do): one matcher per leaf, so that a rule's
   * function reads the same in a grammar without substitutions and on its own, and is emitted once.
   */
  readonly leaves = new Map<string, string>();
  /** The name of the 128-entry table of `set`'s ASCII part. */
  table(set: Ranges): string {
    const bits = new Array<number>(128).fill(0);
    for (const [lo, hi] of set) for (let c = lo; c <= Math.min(hi, 127); c++) bits[c] = 1;
    const key = bits.join('');
    let name = this.byKey.get(key);
    if (!name) {
      name = `T${this.byKey.size}`;
      this.byKey.set(key, name);
      this.decls.push(`const ${name} = tab(${JSON.stringify(key)});`);
    }
    return name;
  }
}

/** The path from `root` to the sub-expression `e` (an index into `xs`, or `'x'`), or null. */
export function findPath(root: Expr, e: Expr): Array<number | 'x'> | null {
  if (root === e) return [];
  switch (root.k) {
    case 'seq':
    case 'alt':
      for (let i = 0; i < root.xs.length; i++) {
        const p = findPath(root.xs[i]!, e);
        if (p) return [i, ...p];
      }
      return null;
    case 'group':
    case 'opt':
    case 'rep':
    case 'not':
    case 'and': {
      const p = findPath(root.x, e);
      return p ? ['x', ...p] : null;
    }
    default:
      return null;
  }
}

/**
 * The statement pushing the node of rule `r` over `[st, p)` of `s` with children `out` onto `dst`: `buildNode` itself for the kinds
 * whose shape builds its node (host, port, addresses: fields of their own), and otherwise the object literal it builds, with
 * its keys in its order (checked here against `buildNode`, and by the differential test through
 * JSON), so the common nodes cost no call and no type dispatch.
 */
export function nodeCode(r: Rule, ruleRef: string, st = 'st', en = 'p', kids = 'out', dst = 'dst', pctRead: string | null = null): string {
  const type = r.name;
  const special = r.node.build !== undefined;
  const text = r.node.decoded === true;
  // A node with a value (port, IPv4, IPv6) is counted (`VN`, returned as `FastParse.valueNodes`),
  // even if a later failure drops it again: the count is never below what the AST holds.
  const value = countsValue(r) ? 'VN++; ' : '';
  if (special) return `${value}${dst}.push(B(${ruleRef}, s, ${st}, ${en}, ${kids}));`;
  const keys = ['type', 'rfc', 'start', 'end', 'text', 'children', ...(text ? ['decoded'] : [])];
  const sample = Object.keys(buildNode(r, 'x', 0, 1, []));
  if (sample.join() !== keys.join()) throw new Error(`buildNode builds ${type} with keys ${sample.join()}, not ${keys.join()}`);
  const head = `type: ${JSON.stringify(type)}, rfc: ${JSON.stringify(r.rfc)}, start: ${st}, end: ${en}, text: t, children: ${kids}`;
  if (!text) return `{ const t = s.slice(${st}, ${en}); ${dst}.push({ ${head} }); }`;
  // `decoded` needs a search for '%' only where the code that read the text did not count them
  // (`pct`); with one, `setDecoded` decodes now, or on first read for a long text.
  return `{ const t = s.slice(${st}, ${en}); const n: ASTNode = { ${head}, decoded: t }; if (${pctRead ?? "t.includes('%')"}) D(n); ${dst}.push(n); }`;
}
