/**
 * The seam for the checks after the parse: what a language's prose states that its productions do
 * not (a port's range, an octet's, RFC 2373's group count, RFC 3987 §4.1's bidirectional marks,
 * the WHATWG URL Standard's "valid domain"). Each language folder states its checks in its own
 * `checks.ts` and registers them here with {@link provideChecks}, the same way for every language;
 * the loader of the language (`<language>/index.ts`) imports it, so an entry point that does not
 * load a grammar carries neither its checks nor their data.
 *
 * Two kinds, both found by what the tree holds, never by the name of a grammar:
 *
 * - a node check, by the key of the rule it checks (`'1738:port'`): run on every node of that rule
 *   an accepted tree holds, in input order (the walk descends only into the nodes whose rule may
 *   hold a checked one, `mayHoldOfRulesIn`);
 * - a text check, by the tree's root (an RFC, `'3987'`: any of its rules; or a rule key): run once
 *   on the whole tree, for a rule stated over the text rather than a node.
 *
 * {@link checkTreeIn} runs them (the node checks' problems first, then the text checks', sorted
 * into input order when there are any). The strict parser's pass (src/parse/semantic.ts) turns
 * each problem into a report, trying the other readings of the text first; a recognizer that
 * reads again after its automaton (grammar/whatwg/recognize.ts) runs the same checks. The engine
 * knows no check: the engine's part is the registry, the walk and the order.
 */
import { walk, type ASTNode } from './ast.js';
import { mayHoldOfRulesIn } from './query.js';
import { registryVersion, ruleKey, ruleOfKey, type RFC } from './dsl.js';

/**
 * One problem a check finds: the error code (a `range` or `semantic` one of
 * src/diagnostics/codes.ts), where it points, the node at fault with the nodes above it, what the
 * report says was expected there (the rule, its document and section, and the expectation in
 * words), and, where the rule broken is stated in prose rather than by the node's production, that
 * prose (the report's last frame cites it).
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
  /** The prose the problem breaks, cited in place of the node's production (RFC 2373 §2.2's group count). */
  readonly prose?: { readonly rule: string; readonly rfc: RFC; readonly section: string; readonly text: string };
}

/**
 * What a node check finds wrong with one node: a problem without the node and its ancestors (the
 * walk adds them), or null when the node is right.
 *
 * @example
 * ```ts
 * const found: NodeProblem = { code: 'port.out-of-range', at: 5, expected: { rule: 'port', rfc: 1738, section: '5', terminals: ['0 to 65535'] } };
 * ```
 */
export type NodeProblem = Omit<CheckProblem, 'node' | 'ancestors'>;

/**
 * A check of one node of the rule it is registered for.
 *
 * @example
 * ```ts
 * const none: NodeCheck = () => null;
 * ```
 */
export type NodeCheck = (node: ASTNode) => NodeProblem | null;

/**
 * A check of an accepted tree's whole text: its problems in input order, at most `most`.
 *
 * @example
 * ```ts
 * const none: TextCheck = () => [];
 * ```
 */
export type TextCheck = (root: ASTNode, most: number) => CheckProblem[];

/**
 * A language's checks after the parse, as its folder's `checks.ts` provides them.
 *
 * @example
 * ```ts
 * const checks: LanguageChecks = { nodes: { 'example:word': (n) => (n.text.length > 8 ? { code: 'x', at: n.start, expected: { rule: 'word', rfc: 'example' as never, section: '1', terminals: ['at most 8 letters'] } } : null) } };
 * ```
 */
export interface LanguageChecks {
  /** Node checks, by the key of the rule whose nodes they check (`'1738:port'`). */
  readonly nodes?: Readonly<Record<string, NodeCheck>>;
  /** Text checks, by the root of the trees they check: an RFC (`'3987'`) or a rule key. */
  readonly texts?: Readonly<Record<string, TextCheck>>;
}

const nodeChecks = new Map<string, NodeCheck>();
const textChecks = new Map<string, TextCheck>();
/** Bumped by each registration: the tables below are made again. */
let checksVersion = 0;

/**
 * Registers a language's checks after the parse (its folder's `checks.ts` calls it once).
 *
 * @example
 * ```ts
 * provideChecks({ texts: { 'example:word': () => [] } });
 * checksRootIn({ rfc: 'example' as never, type: 'word' }, []); // true
 * ```
 */
export function provideChecks(checks: LanguageChecks): void {
  for (const [key, check] of Object.entries(checks.nodes ?? {})) nodeChecks.set(key, check);
  for (const [root, check] of Object.entries(checks.texts ?? {})) textChecks.set(root, check);
  checksVersion++;
}

/**
 * The keys of the rules that have a node check, in the order they were registered.
 *
 * @example
 * ```ts
 * import { lookup } from '../all.js';
 * lookup(1738, 'port')?.name;            // 'port': RFC 1738's rules and checks are loaded
 * nodeCheckKeys().includes('1738:port'); // true
 * ```
 */
export const nodeCheckKeys = (): string[] => [...nodeChecks.keys()];

/** The text check of a tree's root (its rule's, else its RFC's), or undefined. */
const textCheckOf = (root: Pick<ASTNode, 'rfc' | 'type'>): TextCheck | undefined => textChecks.get(ruleKey(root.rfc, root.type)) ?? textChecks.get(String(root.rfc));

/** Whether the rule of a key builds a value node (its kind says so: a port, an address), which the generated parser counts. */
const isValueRule = (key: string): boolean => ruleOfKey(key)?.node.value === true;

/** The keys a walk checks and those it descends into: with the value checks, and without them. */
interface Walk {
  readonly checked: ReadonlySet<string>;
  readonly holders: ReadonlySet<string>;
}
let walks: { readonly rules: number; readonly checks: number; readonly all: Walk; readonly noValues: Walk } | null = null;

/** The walks under `profiles`' substitutions, made again when a rule or a check is added. */
function walksOf(profiles: Iterable<{ readonly substitute: ReadonlyMap<string, string> }>): NonNullable<typeof walks> {
  const rules = registryVersion();
  if (walks !== null && walks.rules === rules && walks.checks === checksVersion) return walks;
  const make = (keys: ReadonlySet<string>): Walk => ({ checked: keys, holders: mayHoldOfRulesIn((r) => keys.has(r.key), profiles) });
  const all = new Set(nodeChecks.keys());
  const noValues = new Set([...all].filter((k) => !isValueRule(k)));
  return (walks = { rules, checks: checksVersion, all: make(all), noValues: make(noValues) });
}

/**
 * Options of {@link checkTreeIn}.
 *
 * @example
 * ```ts
 * const o: CheckOptions = { all: false, limit: 1, values: true };
 * ```
 */
export interface CheckOptions {
  /** Every problem (at most `limit`), or the first only. */
  readonly all: boolean;
  readonly limit: number;
  /**
   * False where the tree holds no value node (a node whose rule's kind carries a value: the generated parser counts the
   * ones it builds): the checks of those rules are skipped.
   */
  readonly values: boolean;
}

/**
 * The problems the registered checks find in an accepted tree, in input order: the first only
 * unless `all`, at most `limit`. `profiles` are the grammars whose substitutions the walk reads
 * (grammar/parsers.ts `checkTree` passes every grammar's).
 *
 * @example
 * ```ts
 * import { profiles } from '../all.js';
 * const r = parseRule('hostport', 'a:99999', { rfc: 2396 }); // RFC 2396's port is unbounded
 * if (r.ok) checkTreeIn(r.ast, { all: true, limit: 9, values: true }, Object.values(profiles)).length; // 0
 * ```
 */
export function checkTreeIn(root: ASTNode, o: CheckOptions, profiles: Iterable<{ readonly substitute: ReadonlyMap<string, string> }>): CheckProblem[] {
  const most = o.all ? o.limit : 1;
  const out: CheckProblem[] = [];
  const w = nodeChecks.size === 0 ? null : o.values ? walksOf(profiles).all : walksOf(profiles).noValues;
  if (w && w.checked.size > 0 && most > 0) {
    // In input order; the walk descends only into the nodes whose rule may hold a checked one.
    walk(root, (node, ancestors) => {
      if (out.length >= most) return false;
      const key = ruleKey(node.rfc, node.type);
      if (w.checked.has(key)) {
        const found = nodeChecks.get(key)!(node);
        if (found) out.push({ ...found, node, ancestors: [...ancestors] });
      }
      return w.holders.has(key);
    });
  }
  // A text check runs where the first problem is still to find, or for all of them.
  const text = textCheckOf(root);
  if (text && (o.all || out.length === 0)) {
    const more = text(root, most);
    if (more.length > 0) {
      out.push(...more);
      out.sort((a, b) => a.at - b.at);
    }
  }
  return out.length > most ? out.slice(0, most) : out;
}

/**
 * Whether a check may find a problem in a tree with this root that holds no value node: a text
 * check of the root, or a node check of a rule that builds no value node (its kind says) below
 * it. Where not, and the tree holds no value node, there is nothing to check.
 *
 * @example
 * ```ts
 * import { profiles } from '../all.js';
 * checksRootIn(parseURL('http://a/').ast!, Object.values(profiles)); // false: RFC 3986 has none
 * ```
 */
export function checksRootIn(root: Pick<ASTNode, 'rfc' | 'type'>, profiles: Iterable<{ readonly substitute: ReadonlyMap<string, string> }>): boolean {
  // Asked once per parse: the answer is kept per root rule (no key built per call), and made
  // again when a rule or a check is added, or other profiles are given.
  const rules = registryVersion();
  if (roots === null || roots.rules !== rules || roots.checks !== checksVersion || roots.profiles !== profiles) roots = { rules, checks: checksVersion, profiles, byRFC: new Map() };
  let byType = roots.byRFC.get(root.rfc);
  if (byType === undefined) roots.byRFC.set(root.rfc, (byType = new Map()));
  let answer = byType.get(root.type);
  if (answer === undefined) byType.set(root.type, (answer = rootChecked(root, profiles)));
  return answer;
}

/** What {@link checksRootIn} keeps: its answers by the root's RFC and type, and what they were made under. */
let roots: { readonly rules: number; readonly checks: number; readonly profiles: unknown; readonly byRFC: Map<RFC, Map<string, boolean>> } | null = null;

/** {@link checksRootIn}, worked out. */
function rootChecked(root: Pick<ASTNode, 'rfc' | 'type'>, profiles: Iterable<{ readonly substitute: ReadonlyMap<string, string> }>): boolean {
  if (textCheckOf(root) !== undefined) return true;
  if (nodeChecks.size === 0) return false;
  const w = walksOf(profiles).noValues;
  const key = ruleKey(root.rfc, root.type);
  return w.checked.has(key) || w.holders.has(key);
}
