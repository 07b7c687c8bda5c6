/**
 * The engine's compiled parsers and rule queries, asked by grammar name: the engine takes a
 * profile (grammar/engine/compile.ts `compiledGrammar`, `resolverOf`, `leafMatcherOf`;
 * grammar/engine/query.ts `mayHoldOfIn`; grammar/engine/checks.ts `checkTreeIn`), this module names the URL grammars' profiles
 * (grammar/profiles.ts) for it. What the door exports, and what the generated fast path's leaves
 * call (`plainLeafMatcher`). And the one way a pass asks the grammar about a text: `matches` (is
 * the whole text one?) and `readsTo` (how far does a rule read from a point?).
 */
import { ArgumentError, GrammarError, checkString, typeName } from '../base/args.js';
import type { Resolver } from './engine/charset.js';
import { compiledGrammar, exprReaderOf, leafMatcherOf, readerOf, resolverOf, type CompiledGrammar, type StartRef } from './engine/compile.js';
import { alt, lit, lookup, opt, range, ref, rep, seq, star, type Expr, type RFC, type Rule } from './engine/dsl.js';
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
 * A rule, as the door names one: a {@link Rule} (from `lookup`, or a language's export), or its
 * RFC and name, `{ rfc: 3986, name: 'scheme' }` (a rule's name is found as `lookup` finds it,
 * case-insensitively).
 */
export type RuleName = { readonly rfc: RFC; readonly name: string };

/** What `matches` and `readsTo` run for one rule (in one grammar, or none): made once. */
interface Asker {
  readonly whole: (text: string) => boolean;
  readonly reads: (text: string, at: number) => number;
}

const askers = new Map<string, Asker>();
/** The same, by the object that named the rule (a pass's constant `{ rfc, name }`, a Rule) read on its own: no key made per call. */
const askersByName = new WeakMap<object, Asker>();

function askerOf(rule: RuleName, grammar: GrammarName | null | undefined, fn: string): Asker {
  const plain = grammar === undefined || grammar === null;
  if (plain && rule !== null && typeof rule === 'object') {
    const known = askersByName.get(rule);
    if (known !== undefined) return known;
  }
  const a = makeAsker(rule, grammar, fn);
  if (plain) askersByName.set(rule, a);
  return a;
}

function makeAsker(rule: RuleName, grammar: GrammarName | null | undefined, fn: string): Asker {
  if (rule === null || typeof rule !== 'object') throw new ArgumentError(`${fn}: the rule must be a Rule or { rfc, name }, not ${typeName(rule)}`);
  const r = 'key' in rule && typeof rule.key === 'string' ? (rule as Rule) : lookup(rule.rfc, rule.name);
  if (r === undefined) throw new GrammarError(`${fn}: RFC ${String(rule.rfc)} declares no rule ${JSON.stringify(rule.name)}, or its grammar is not loaded`);
  const name = grammar ?? null;
  const key = `${name ?? ''}|${r.key}`;
  let a = askers.get(key);
  if (a !== undefined) return a;
  if (name !== null && !Object.hasOwn(profiles, name)) throw new ArgumentError(`${fn}: no grammar is named ${JSON.stringify(name)}`);
  const reads = readerOf(name === null ? null : profiles[name], r);
  // The whole text: the plain build's reading to the end (what `parse` answers). (Not the
  // generated recognizers: the parse's bundle does not carry their run time.)
  a = { reads, whole: (text) => reads(text, 0) === text.length };
  askers.set(key, a);
  return a;
}

/**
 * How far the plain build of grammar `grammar` reads expression `e` of rule `owner` in `text` from
 * `at` (-1: it reads nothing): what the first error from the automaton reads of an ordered
 * choice's earlier alternatives (src/parse/first-error.ts). Not checked: the caller's own values.
 * @internal
 * @example
 * ```ts
 * import { lookup } from './all.js';
 * const host = lookup(3986, 'host')!;
 * readsExprTo(host.body.k === 'alt' ? host.body.xs[1]! : host.body, host, 'http://10.0.0.1/', 7, 'rfc3986'); // 15
 * ```
 */
export function readsExprTo(e: Expr, owner: Rule, text: string, at: number, grammar: GrammarName | null): number {
  return exprReaderOf(grammar === null ? null : profiles[grammar], e, owner)(text, at);
}

/**
 * Whether the whole of `text` is one `rule`, read in grammar `grammar` (its substitutions apply;
 * null or left out: the rule on its own): the grammar's verdict, as the parse that
 * `parseRule(name, text, { rfc, grammar })` runs gives it (before any check after the parse, such
 * as a port's range), with no AST and no report. The rule's reader is made on first use
 * and kept (for the object that names the rule too: name it with a constant, and do not change
 * it after): a rule whose body is terminals and character classes only is one sticky regular
 * expression, and builds no node. A pass that asks what a text is asks here, not a regular
 * expression of its own.
 *
 * @example
 * ```ts
 * import { lookup } from './all.js';
 * matches({ rfc: 3986, name: 'scheme' }, 'svn+ssh'); // true
 * matches({ rfc: 3986, name: 'scheme' }, '1http');   // false
 * matches(lookup(3986, 'IPv4address')!, '1.2.3.4');  // true
 * ```
 */
export function matches(rule: RuleName, text: string, grammar?: GrammarName | null): boolean {
  const a = askerOf(rule, grammar, 'matches');
  checkString(text, 'matches', 'the text');
  return a.whole(text);
}

/**
 * How far `rule` reads `text` from offset `at` (read in grammar `grammar`, or on its own): the
 * offset where its reading ends (the reading the parser gives: ordered choice, greedy repetition,
 * so not always the longest prefix that is one), or -1 where it reads nothing there, not even an
 * empty match (a rule that matches the empty string gives `at`). Offsets are UTF-16 code units,
 * as every span is; `at` must be a whole number from 0 to `text.length`.
 *
 * @example
 * ```ts
 * readsTo({ rfc: 3986, name: 'scheme' }, 'http://a/', 0); // 4
 * readsTo({ rfc: 3986, name: 'scheme' }, '//a', 0);       // -1
 * readsTo({ rfc: 3986, name: 'port' }, 'a:80/', 2);       // 4
 * ```
 */
export function readsTo(rule: RuleName, text: string, at: number, grammar?: GrammarName | null): number {
  const a = askerOf(rule, grammar, 'readsTo');
  checkString(text, 'readsTo', 'the text');
  if (!Number.isInteger(at) || at < 0 || at > text.length) throw new ArgumentError(`readsTo: the offset must be a whole number from 0 to the text's length (${text.length}), not ${typeof at === 'number' ? at : typeName(at)}`);
  return a.reads(text, at);
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

const digitIn = (lo: number, hi: number): Expr => range(0x30 + lo, 0x30 + hi);
const DIGIT: Expr = { k: 'range', lo: 0x30, hi: 0x39 };
const exactly = (n: number, x: Expr): Expr => rep(n, n, x);

/** Decimal strings of exactly `digits.length` digits (leading zeros allowed) whose value is at most `digits`. */
function atMostSameLength(digits: string): Expr {
  if (digits.length === 0) return lit('');
  const d = Number(digits[0]);
  const rest = digits.slice(1);
  const here = seq(digitIn(d, d), atMostSameLength(rest));
  return d === 0 ? here : alt(seq(digitIn(0, d - 1), exactly(rest.length, DIGIT)), here);
}

/**
 * Decimal strings of at least one digit, and at most `maxLength`, whose value (leading zeros
 * allowed, as `digitsValue` reads them) is at most `max`.
 *
 * @example
 * ```ts
 * decimalAtMost(255, 3).k; // 'alt'
 * ```
 */
export function decimalAtMost(max: number, maxLength = Infinity): Expr {
  const D = String(max);
  const L = D.length;
  if (maxLength === Infinity) {
    const shorter = L > 1 ? [rep(1, L - 1, DIGIT)] : [];
    return seq(star(lit('0')), alt(...shorter, atMostSameLength(D)));
  }
  const lengths: Expr[] = [];
  for (let n = 1; n <= maxLength; n++) {
    if (n < L) lengths.push(exactly(n, DIGIT));
    else lengths.push(seq(exactly(n - L, lit('0')), atMostSameLength(D)));
  }
  return alt(...lengths);
}

const octets = (octet: Expr): Expr => seq(octet, lit('.'), octet, lit('.'), octet, lit('.'), octet);

/**
 * RFC 2373 §2.2's addresses with their group count (settle's `ipv6.group-count`): eight groups, or
 * at most seven with "::", an IPv4 tail counting two.
 */
function ipv6Counted(): Expr {
  const G = ref('hex4', 2373);
  const V = ref('IPv4address', 2373);
  const groups = (n: number): Expr => seq(G, exactly(n - 1, seq(lit(':'), G)));
  const rights = (b: number): Expr[] => {
    const out: Expr[] = [];
    if (b >= 1) out.push(groups(b));
    if (b === 2) out.push(V);
    if (b >= 3) out.push(seq(groups(b - 2), lit(':'), V));
    return out;
  };
  const compressed: Expr[] = [];
  for (let a = 0; a <= 7; a++) {
    const right: Expr[] = [];
    for (let b = 1; a + b <= 7; b++) right.push(...rights(b));
    compressed.push(seq(a === 0 ? lit('') : groups(a), lit('::'), right.length ? opt(alt(...right)) : lit('')));
  }
  return alt(groups(8), seq(groups(6), lit(':'), V), ...compressed);
}

/**
 * The checks after the parse (grammar/obsoleted/checks.ts, grammar/whatwg/checks.ts: node checks,
 * by the same rule keys) as languages, by rule key: what
 * the recognizer reads in place of the rule. RFC 3986's own `dec-octet`, `IPv6address` and
 * unbounded port need none. The WHATWG `URL-port-string` (`*DIGIT`, whose value grammar/whatwg/checks.ts
 * bounds to 65535; DECISIONS 31) may be empty.
 */
let values: ReadonlyMap<string, Expr> | undefined;

/**
 * The checks after the parse as languages (see above), made on first call and kept: the recognizer
 * generator (grammar/codegen/recognizer.ts `VALUE_LANGUAGES`) and the capture record
 * (src/record/captured.ts) read each rule with a value in place of its body through it.
 *
 * @example
 * ```ts
 * valueLanguages().has('1738:port'); // true
 * ```
 */
export function valueLanguages(): ReadonlyMap<string, Expr> {
  return (values ??= new Map([
    ['1738:port', decimalAtMost(65535)],
    ['1738:hostnumber', octets(decimalAtMost(255))],
    ['2396:IPv4address', octets(decimalAtMost(255))],
    ['2373:IPv4address', octets(decimalAtMost(255, 3))],
    ['2373:IPv6address', ipv6Counted()],
    ['whatwg:URL-port-string', opt(decimalAtMost(65535))],
  ]));
}

