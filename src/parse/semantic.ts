/**
 * The range and semantic checks: a separate pass over an AST the BNF accepted, reporting what the
 * grammar cannot say (an RFC 1738 port over 65535, an IPv4 octet over 255, the IPv6 group count)
 * in the same report shape as a syntax error (`report.ts`).
 */
import { buildNode, charsetOf, mayHoldOf, parserFor, lookup, treeCheckOf, type CheckProblem, pathAt, profiles, refsOf, registryVersion, nodeTypesWhere, walk, type ASTNode, type Expr, type GrammarName, type Rule, regexClass } from '../../grammar/index.js';
import type { ErrorCode } from '../diagnostics/codes.js';
import { finish, frameOf } from '../diagnostics/report.js';
import type { ReportExpected, ReportFrame, URLErrorReport } from '../diagnostics/types.js';

/**
 * The node types whose subtree may hold a checked node: the check pass does not descend into the
 * others (paths, queries, fragments...). Read from the loaded grammars, so made again when one loads.
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

/**
 * Whether a `port` node is range-checked as an error here: only RFC 1738's (`port = digits`, §3.1:
 * "the port number to connect to", and a TCP port is 16 bits). RFC 2396 `port = *digit` and RFC
 * 3986 `port = *DIGIT` (RFC 3987 takes RFC 3986's) set no bound, so over 65535 their port is valid,
 * with the warning `port.out-of-range` (`warnings.ts`; DECISIONS 19). The WHATWG URL-port string's
 * bound (a 16-bit unsigned integer: the error `port.out-of-range`, DECISIONS 31) is its grammar's
 * registered check (grammar/whatwg/index.ts), below.
 */
const rangeCheckedPort = (n: ASTNode): boolean => n.rfc === 1738;

/** The section of the rule that built a node (`5` for RFC 1738 `port`, `Appendix A` for RFC 2396's). */
const sectionOf = (n: ASTNode): string => lookup(n.rfc, n.type)?.section ?? '';

/** A node the range and semantic checks reject, with the nodes above it (and what was expected, from a registered check). */
interface Problem {
  readonly code: ErrorCode;
  readonly node: ASTNode;
  readonly at: number;
  readonly ancestors: readonly ASTNode[];
  readonly expected?: CheckProblem['expected'];
}

/** The problems of an accepted AST in input order: the first only, or all of them. */
function problemsOf(root: ASTNode, all: boolean, values: boolean, limit: number): Problem[] {
  const out: Problem[] = [];
  // Under RFC 3986 and RFC 3987 nothing is checked by value: `dec-octet` and the nine
  // `IPv6address` alternatives make the octets and the group count syntax, and the port is
  // unbounded (`rangeCheckedPort`).
  const MAY_HOLD_CHECKED = values && root.rfc !== 3986 && root.rfc !== 3987 && root.rfc !== 'whatwg' ? mayHoldCheckedTypes() : null;
  if (MAY_HOLD_CHECKED) walk(root, (n, ancestors) => {
    if ((!all && out.length > 0) || !MAY_HOLD_CHECKED.has(n.type)) return false;
    let problem: { code: ErrorCode; at: number } | null = null;
    switch (n.type) {
      case 'port':
        if (rangeCheckedPort(n) && n.value !== null && n.value > 65535) problem = { code: 'port.out-of-range', at: n.start };
        break;
      case 'hostnumber':
      case 'IPv4address': {
        // RFC 3986 dec-octet bounds every octet in the syntax itself.
        if (n.rfc === 3986) break;
        const i = n.octets.findIndex((o) => o > 255);
        if (i >= 0) problem = { code: 'ipv4.octet-out-of-range', at: n.octetSpans[i]![0] };
        break;
      }
      case 'IPv6address':
        // RFC 3986's ABNF fixes the group count itself.
        if (n.rfc === 3986) break;
        if (n.compressed ? n.groups > 7 : n.groups !== 8) problem = { code: 'ipv6.group-count', at: n.start };
        break;
      default:
        break;
    }
    if (problem) out.push({ ...problem, node: n, ancestors: [...ancestors] });
    return true;
  });
  // A check the grammar states as an algorithm, registered by its grammar module
  // (grammar/engine/checks.ts): the WHATWG URL-writing grammar's valid domain and port bound.
  // (No other check runs on such a tree: its problems are the only ones, in input order.)
  const check = treeCheckOf(root);
  if (check) return check(root, all, limit) as Problem[];
  // RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE,
  // LRO, RLO, and PDF)", which ucschar admits: a rule stated in prose, so a semantic check. The
  // characters are the rule `bidi-format` (grammar/rfc3987/rules.ts; the isolates of
  // `bidi-isolate` are a warning, warnings.ts). The first `limit` in input order are among the
  // first `limit` of each kind.
  if (root.rfc === 3987 && (all || out.length === 0)) {
    const re = bidiFormatRe();
    re.lastIndex = 0;
    let found = 0;
    for (let m = re.exec(root.text); m && found < (all ? limit : 1); m = re.exec(root.text), found++) {
      const at = root.start + m.index;
      const chain = pathAt(root, at);
      out.push({ code: 'iri.bidi-format', at, node: chain[chain.length - 1]!, ancestors: chain.slice(0, -1) });
    }
    if (found > 0) out.sort((a, b) => a.at - b.at);
  }
  return out.length > limit ? out.slice(0, limit) : out;
}

/** The characters of the rule `bidi-format` (RFC 3987 §4.1) as a global regular expression, built once. */
let bidiRe: RegExp | null = null;
const bidiFormatRe = (): RegExp => {
  if (bidiRe) return bidiRe;
  // The rule is RFC 3987's (grammar/rfc3987/rules.ts), loaded with the grammar these checks run under.
  const bidiFormat = lookup('urlgrammar', 'bidi-format')!;
  return (bidiRe = new RegExp(regexClass(charsetOf(bidiFormat.body, bidiFormat.rfc)!), 'g'));
};

/** Does an expression refer, through any chain of rules, to a rule the checks look at? */
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
 * The range and semantic checks, a separate pass over an accepted AST (the BNF matched): RFC 1738
 * ports over 65535 (§3.1: the port to connect to, 16 bits in TCP; the later RFCs' ports are
 * unbounded, see `rangeCheckedPort`; the WHATWG writing grammar's check, registered, bounds its own), octets over 255, and the RFC 2373 §2.2 group count. A check holds for every reading the grammar allows: where another reading of the
 * same text has no such value (RFC 1738 `schemepart = *xchar | ip-schemepart`), the input is
 * accepted, read that way. Returns the AST (as read) and the problems in input order (the first
 * only, unless `all`). `values: false` says that `root` holds no node with a value
 * (the nodes whose rule's kind carries a value: the generated parser counts the ones it builds), so only the checks that
 * read the text itself (RFC 3987 §4.1) run. With `all`, at most `limit` problems (the first ones).
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
 * Whether the checks read `root`'s text itself, whatever nodes it holds: RFC 3987 §4.1 (no
 * bidirectional formatting characters), stated in prose. With no node with a value either,
 * {@link settle} has nothing to do.
 */
export const textChecked = (root: ASTNode): boolean => root.rfc === 3987 || treeCheckOf(root) !== undefined;

function reportOf(input: string, grammar: string, f: Problem): URLErrorReport {
  const chain = [...f.ancestors, f.node];
  const trace: ReportFrame[] = [];
  for (const n of chain) {
    const r = lookup(n.rfc, n.type);
    if (r) trace.push(frameOf(r, n.start));
  }
  let expected: ReportExpected[] = [];
  if (f.code === 'ipv6.group-count') {
    const r = lookup(2373, 'IPv6address')!;
    const node = f.node as Extract<ASTNode, { type: 'IPv6address' }>;
    expected = [{
      rule: r.name, rfc: 2373, section: '2.2',
      terminals: [node.compressed ? `at most 7 groups with "::" (found ${node.groups})` : `8 groups (found ${node.groups})`],
    }];
    // The rule that is broken is §2.2's prose, not Appendix B's ABNF: the last frame cites it.
    trace[trace.length - 1] = { rule: 'IPv6address', rfc: 2373, section: '2.2', start: node.start, text: 'x:x:x:x:x:x:x:x (eight groups); "::" stands for one or more groups of zeros and appears once; x:x:x:x:x:x:d.d.d.d (an IPv4 tail counts as two groups)' };
  } else if (f.code === 'iri.bidi-format') {
    expected = [{ rule: f.node.type, rfc: 3987, section: '4.1', terminals: ['no bidirectional formatting character (LRM, RLM, LRE, RLE, LRO, RLO, PDF)'] }];
  } else if (f.expected) {
    // A registered check says what it expected (grammar/engine/checks.ts).
    expected = [f.expected as ReportExpected];
  } else if (f.code === 'port.out-of-range') {
    expected = [{ rule: 'port', rfc: f.node.rfc as number, section: sectionOf(f.node), terminals: ['0 to 65535'] }];
  } else {
    expected = [{ rule: f.node.type, rfc: f.node.rfc as number, section: sectionOf(f.node), terminals: ['0 to 255'] }];
  }
  return finish(input, grammar, f.code, f.at, undefined, expected, trace);
}
