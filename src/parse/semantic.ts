/**
 * The checks after the parse, the generic part: a separate pass over an AST the BNF accepted,
 * running the checks its languages register (each language folder's `checks.ts`, through
 * grammar/engine/checks.ts: an RFC 1738 port over 65535, an IPv4 octet over 255, RFC 2373's group
 * count, RFC 3987 §4.1's bidirectional marks, the WHATWG valid domain...), trying the other
 * readings of the text where one holds no problem, and reporting what is left in the same report
 * shape as a syntax error (`report.ts`). No check is stated here, and no grammar is named.
 */
import { buildNode, checkTree, checksRoot, mayHoldOf, parserFor, lookup, type CheckProblem, profiles, refsOf, registryVersion, type ASTNode, type Expr, type GrammarName, type Rule, nodeTypesWhere } from '../../grammar/index.js';
import type { ErrorCode } from '../diagnostics/codes.js';
import { finish, frameOf } from '../diagnostics/report.js';
import type { ReportExpected, ReportFrame, URLErrorReport } from '../diagnostics/types.js';

/**
 * The node types whose subtree may hold a node with a value (a node whose rule's kind carries one, `carriesValue`): the other
 * readings tried for a problem are the alternatives that hold none. Read from the loaded grammars,
 * so made again when one loads.
 */
let mayHold: ReadonlySet<string> | null = null;
let mayHoldVersion = -1;
function mayHoldCheckedTypes(): ReadonlySet<string> {
  if (mayHold === null || mayHoldVersion !== registryVersion()) {
    // The node types the range and semantic checks look at: those whose rule's kind carries a value.
    mayHold = mayHoldOf(new Set(nodeTypesWhere((kind) => kind.value === true)));
    mayHoldVersion = registryVersion();
  }
  return mayHold;
}

/** A problem of an accepted AST, as a check found it (grammar/engine/checks.ts), its code one of the closed list. */
type Problem = CheckProblem & { readonly code: ErrorCode };

/** The problems of an accepted AST in input order: the first only, or all of them (at most `limit`). */
const problemsOf = (root: ASTNode, all: boolean, values: boolean, limit: number): Problem[] => checkTree(root, { all, limit, values }) as Problem[];

/** Does an expression refer, through any chain of rules, to a rule whose nodes have a value (`carriesValue`)? */
const mayHoldChecked = (e: Expr): boolean => refsOf(e).some((r) => mayHoldCheckedTypes().has(r.name));

/**
 * Another reading of the input around a problem: the innermost rule above the problem node whose
 * production (the RFC's literal body) is an alternation with another alternative that holds no
 * checked rule and matches exactly that rule's span. RFC 1738 `schemepart = *xchar |
 * ip-schemepart` is the case: `foo://host:99999/` is out of range as an `ip-schemepart` and a
 * plain `*xchar` string as well, so the grammar accepts it. Returns the AST with that subtree
 * read the other way, or null when every reading holds the problem.
 */
function otherReading(input: string, grammar: string, p: Problem): ASTNode | null {
  const chain = [...p.ancestors, p.node];
  const profile = Object.hasOwn(profiles, grammar) ? (grammar as GrammarName) : null;
  for (let i = chain.length - 2; i >= 0; i--) {
    const a = chain[i]!;
    const rule = lookup(a.rfc, a.type);
    if (!rule || rule.body.k !== 'alt') continue;
    for (const [k, x] of rule.body.xs.entries()) {
      if (mayHoldChecked(x)) continue;
      const alt: Rule = { ...rule, body: x, peg: undefined, lang: undefined, key: `${rule.key}|reading${k}` } as Rule;
      const read = parserFor(alt, profile).parse(input.slice(a.start, a.end));
      if (!read) continue;
      let node = shift(read, a.start, input);
      for (let j = i - 1; j >= 0; j--) {
        const parent = chain[j]!;
        const children = parent.children.map((c) => (c === chain[j + 1] ? node : c));
        node = buildNode(lookup(parent.rfc, parent.type)!, input, parent.start, parent.end, children);
      }
      return node;
    }
  }
  return null;
}

/**
 * A node read from a slice of the input, moved to its place in the whole input: built again there
 * (`buildNode`), so that every span it carries (an IPv4 node's `octetSpans` too) is moved.
 */
function shift(n: ASTNode, by: number, input: string): ASTNode {
  if (by === 0) return n;
  return buildNode(lookup(n.rfc, n.type)!, input, n.start + by, n.end + by, n.children.map((c) => shift(c, by, input)));
}

/**
 * The checks after the parse, a separate pass over an accepted AST (the BNF matched): the checks
 * its languages register (grammar/engine/checks.ts; each language folder's `checks.ts`). A check
 * holds for every reading the grammar allows: where another reading of the same text has no such
 * value (RFC 1738 `schemepart = *xchar | ip-schemepart`), the input is accepted, read that way.
 * Returns the AST (as read) and the problems in input order (the first only, unless `all`).
 * `values: false` says that `root` holds no node with a value (a node whose rule's kind carries
 * one: the generated parser counts the ones it builds), so the checks of those nodes are skipped. With `all`, at most
 * `limit` problems (the first ones).
 */
export function settle(input: string, grammar: string, root: ASTNode, all = false, values = true, limit = Infinity): { ast: ASTNode; problems: URLErrorReport[] } {
  let ast = root;
  for (let guard = 0; guard < 64; guard++) {
    const problems = problemsOf(ast, all, values || ast !== root, limit);
    if (problems.length === 0) return { ast, problems: [] };
    const other = otherReading(input, grammar, problems[0]!);
    if (!other) return { ast, problems: problems.map((p) => reportOf(input, grammar, p)) };
    ast = other;
  }
  return { ast, problems: problemsOf(ast, all, true, limit).map((p) => reportOf(input, grammar, p)) };
}

/**
 * Whether a check may find a problem in a tree with this root that holds no node with a value (a
 * text check, RFC 3987 §4.1; a node check of another rule, the WHATWG valid domain). Where not,
 * and the tree holds no node with a value, {@link settle} has nothing to do.
 */
export const textChecked = (root: ASTNode): boolean => checksRoot(root);

function reportOf(input: string, grammar: string, f: Problem): URLErrorReport {
  const chain = [...f.ancestors, f.node];
  const trace: ReportFrame[] = [];
  for (const n of chain) {
    const r = lookup(n.rfc, n.type);
    if (r) trace.push(frameOf(r, n.start));
  }
  // Where the rule broken is stated in prose (RFC 2373 §2.2's group count), the last frame cites it.
  if (f.prose) trace[trace.length - 1] = { rule: f.prose.rule, rfc: f.prose.rfc, section: f.prose.section, start: f.node.start, text: f.prose.text };
  const expected = [f.expected as ReportExpected];
  return finish(input, grammar, f.code, f.at, undefined, expected, trace);
}
