/**
 * The rule DSL: grammar productions as data.
 *
 * Every production is declared once, with its RFC name, RFC number, section and verbatim text, and
 * a body built from the combinators below. The same body is
 *   - compiled to a Parsimmon parser (see `compile.ts`),
 *   - printed back in the RFC's own notation and in RFC 5234 ABNF (see `print.ts`),
 *   - compiled to a Thompson NFA (see `nfa.ts`), the reference reading of the BNF used for
 *     viable-prefix offsets in error reports and for the language-equality tests.
 *
 * Where Parsimmon's ordered choice or greedy repetition needs a rewrite of a production, the rule
 * keeps the literal body (printed, and read by the NFA) and carries the rewrite as `peg`, with a
 * `pegNote` that starts with `PEG:`. The grammar README lists every such rule.
 */

/**
 * The sources of declared rules, as keys: `'urlgrammar'` for rules of our own, and the documents
 * each language folder declares (its `language.ts`, `sources`: RFC numbers, `'whatwg'`), which
 * `npm run gen` adds to this interface (grammar/generated/profiles.ts), so that the engine names no
 * document and a new language's source is declared in its folder.
 */
export interface DeclaredSources {
  readonly urlgrammar: true;
}

/**
 * The documents whose productions are declared here (every key of `DeclaredSources`: the RFCs of
 * the language folders, 1738, 1808, 2396, 2732, 2373, 2234, 3986 and 3987). `'urlgrammar'` marks
 * glue rules of our own; `'whatwg'` the WHATWG URL Standard's URL-writing productions
 * (grammar/whatwg/rules.ts); a `` `abnf:${string}` `` source names a grammar loaded from ABNF text
 * (its rules are derived, not declared by hand).
 *
 * @example
 * ```ts
 * const rfc: RFC = 1738;
 * grammar.abnf('scheme', { rfc }); // 'scheme = 1*( lowalpha / digit / "+" / "-" / "." )'
 * ```
 */
export type RFC = keyof DeclaredSources | `abnf:${string}`;

/**
 * The notation a rule's verbatim text is written in, and so the one its RFC form is printed in.
 * `'prose'`: the text is a definition in words (the WHATWG URL Standard's); the rule prints in ABNF.
 *
 * @example
 * ```ts
 * const n: Notation = 'abnf';
 * ```
 */
export type Notation = 'rfc1738' | 'rfc1808' | 'rfc2373' | 'abnf' | 'prose';

/**
 * A grammar expression. `k` is the node kind.
 *
 * @example
 * ```ts
 * const body: Expr = grammar.rules.find((r) => r.name === 'hostport')!.body;
 * body.k; // 'seq'
 * ```
 */
export type Expr =
  /** A quoted literal; `ci` for RFC 2234 case-insensitive strings; `spell` overrides how the RFC writes it. */
  | { readonly k: 'lit'; readonly s: string; readonly ci?: boolean; readonly spell?: string }
  /** A code-point range, RFC 2234 `%x30-39`. */
  | { readonly k: 'range'; readonly lo: number; readonly hi: number; readonly spell?: string }
  /** A reference to a rule, in `rfc` (default: the referring rule's RFC); `spell` is the spelling at the use site. */
  | { readonly k: 'ref'; readonly name: string; readonly rfc?: RFC; readonly spell?: string }
  | { readonly k: 'seq'; readonly xs: readonly Expr[] }
  | { readonly k: 'alt'; readonly xs: readonly Expr[] }
  /**
   * Repetition `min*max`; `br` is the bracket the RFC writes around the element (`*[ x ]`, `*( x )`);
   * `spell`, the repeat count as the RFC writes it where it says more than needed (RFC 6570's `0*3DIGIT`).
   */
  | { readonly k: 'rep'; readonly min: number; readonly max: number; readonly x: Expr; readonly br?: '[' | '('; readonly spell?: string }
  | { readonly k: 'opt'; readonly x: Expr }
  /** Explicit parentheses, as written in the RFC. */
  | { readonly k: 'group'; readonly x: Expr }
  /** PEG-only negative lookahead; never in a literal body. */
  | { readonly k: 'not'; readonly x: Expr }
  /** PEG-only positive lookahead; never in a literal body. */
  | { readonly k: 'and'; readonly x: Expr };

/**
 * Exhaustiveness check for a `switch` over a union: unreachable when every case is handled.
 * `what` names the value in the error thrown if it is reached anyway (an untyped caller).
 */
export function assertNever(value: never, what = 'value'): never {
  throw new Error(`unexpected ${what}: ${String(value)}`);
}

/** A quoted literal string, case-sensitive. */
export const lit = (s: string, spell?: string): Expr => (spell === undefined ? { k: 'lit', s } : { k: 'lit', s, spell });
/** A quoted literal string, case-insensitive as in RFC 2234 §2.3. */
export const ilit = (s: string): Expr => ({ k: 'lit', s, ci: true });
/** A code-point range, RFC 2234 `%xLO-HI`. */
export const range = (lo: number, hi: number): Expr => ({ k: 'range', lo, hi });
/** A reference to rule `name` (in the referring rule's RFC unless `rfc` is given). */
export const ref = (name: string, rfc?: RFC, spell?: string): Expr => {
  const e: { k: 'ref'; name: string; rfc?: RFC; spell?: string } = { k: 'ref', name };
  if (rfc !== undefined) e.rfc = rfc;
  if (spell !== undefined) e.spell = spell;
  return e;
};
/**
 * The RFC a reference names, or `undefined` when it names none (the referring rule's RFC): its
 * own `rfc` only, so that an `rfc` inherited from a polluted `Object.prototype` is never read.
 */
export const refRFC = (e: Extract<Expr, { k: 'ref' }>): RFC | undefined => (Object.hasOwn(e, 'rfc') ? e.rfc : undefined);
/** Concatenation. */
export const seq = (...xs: Expr[]): Expr => ({ k: 'seq', xs });
/** Alternation (`|` in the RFCs, `/` in ABNF); ordered when parsed. */
export const alt = (...xs: Expr[]): Expr => ({ k: 'alt', xs });
/** `n*m` repetition; `br` records the bracket style the RFC writes. */
export const rep = (min: number, max: number, x: Expr, br?: '[' | '('): Expr =>
  br === undefined ? { k: 'rep', min, max, x } : { k: 'rep', min, max, x, br };
/** `*x`, zero or more. */
export const star = (x: Expr, br?: '[' | '('): Expr => rep(0, Infinity, x, br);
/** `1*x`, one or more. */
export const plus = (x: Expr, br?: '[' | '('): Expr => rep(1, Infinity, x, br);
/** `[ x ]`, optional. */
export const opt = (x: Expr): Expr => ({ k: 'opt', x });
/** `( x )`, parentheses as written. */
export const group = (x: Expr): Expr => ({ k: 'group', x });
/** PEG negative lookahead `!x`. */
export const not = (x: Expr): Expr => ({ k: 'not', x });
/** PEG positive lookahead `&x`. */
export const and = (x: Expr): Expr => ({ k: 'and', x });
/**
 * A reorder-only PEG rewrite: the alternatives of `body` (an alternation) in the order `order`
 * gives by index. The alternatives are the body's own, so the language is the body's.
 */
export function reorder(body: Expr, order: readonly number[]): Expr {
  if (body.k !== 'alt') throw new Error('reorder: the body is not an alternation');
  if ([...order].sort().join() !== body.xs.map((_, i) => i).join()) throw new Error('reorder: not a permutation of the alternatives');
  return alt(...order.map((i) => body.xs[i]!));
}

/**
 * The body an automaton reads for `rule` (grammar/engine/nfa.ts): its `lang` where it has one; for a
 * token rule whose `peg` only reorders the body's alternatives (the same language: RFC 3986
 * `dec-octet`, longest first), the `peg`, so that the automaton's threads inside the token stand in
 * the order PEG tries its alternatives; else the body.
 *
 * @example
 * ```ts
 * import { lookup } from '../all.js';
 * automatonBody(lookup(3986, 'dec-octet')!) === lookup(3986, 'dec-octet')!.peg; // true
 * automatonBody(lookup(3986, 'h16')!) === lookup(3986, 'h16')!.body;            // true
 * ```
 */
export function automatonBody(rule: Rule): Expr {
  if (rule.lang !== undefined) return rule.lang;
  const { peg, body } = rule;
  if (rule.token === true && peg !== undefined && peg.k === 'alt' && body.k === 'alt' && peg.xs.length === body.xs.length && new Set(peg.xs).size === peg.xs.length && peg.xs.every((x) => body.xs.includes(x))) return peg;
  return body;
}

/** Alternation of single-character literals, as the RFCs spell character classes. */
export const chars = (s: string): Expr => alt(...Array.from(s, (c) => lit(c)));

/**
 * The tags a rule's `parts` may give the rules it references, by the module that names them: empty
 * here, where no language is known, and filled in by the module above the engine that names them,
 * by TypeScript's declaration merging (grammar/components.ts: `declare module './engine/dsl.js' {
 * interface PartTags { readonly components: ComponentTag } }`, the components of RFC 3986 §3). A
 * tag is any of its members' values; the same module says which at run time ({@link providePartTags}).
 *
 * @example
 * ```ts
 * const tag: PartTags[keyof PartTags] = 'host';
 * ```
 */
export interface PartTags {}

/**
 * What the builder of a {@link NodeShape} reads of a child node: the name of its production and
 * its own children (the AST's nodes have this shape, and more).
 */
export interface ShapeChild {
  readonly type: string;
  readonly children: readonly ShapeChild[];
}

/**
 * The kind of node a rule builds, declared with the rule (its `node`): its name (the key of its
 * node interface, `NodeKindTypes` lists the node types of each), whether the node carries its text
 * decoded, whether it carries a value the checks after the parse read, and how a node with fields
 * beyond the common ones is built. The engine knows two kinds, `'text'` and `'struct'` (the shapes
 * `TEXT` and `STRUCT`); a language declares its own shapes beside its rules (a host with how it was
 * written, a port with its number).
 *
 * @example
 * ```ts
 * const digits: NodeShape = { kind: 'number', value: true, build: (rule, start, end, text, children) => ({ type: rule.name, rfc: rule.rfc, start, end, text, children, value: Number(text) }) };
 * const spec: RuleSpec = { name: 'digits', rfc: 'abnf:example', section: '', text: 'digits = 1*DIGIT', body: plus(ref('DIGIT', 2234)), node: digits };
 * ```
 */
export interface NodeShape {
  /** The kind's name: `'text'`, `'struct'`, or a language's (`'host'`, `'port'`). */
  readonly kind: string;
  /** The node carries `decoded`: its text with its escapes decoded. */
  readonly decoded?: boolean;
  /** The node carries a value read from its text that the checks after the parse read (a port number, the octets of an address). */
  readonly value?: boolean;
  /**
   * Builds the node of a kind with fields of its own: the common ones first, in their order
   * (`type`: the rule's name, `rfc`: the rule's, `start`, `end`, `text`, `children`), then its
   * own, from its text, its span and its children; none for a kind with structure only. One object
   * literal (no spread of the fields into the node, which costs a parse about a tenth more per
   * node built).
   */
  readonly build?: (rule: Rule, start: number, end: number, text: string, children: readonly ShapeChild[]) => object;
}

/**
 * The kind of a rule whose node carries its text, decoded (a path segment, a user name, a query).
 *
 * @example
 * ```ts
 * TEXT.decoded; // true
 * ```
 */
export const TEXT: NodeShape = Object.freeze({ kind: 'text', decoded: true });

/**
 * The kind of a rule whose node has structure only: the default of a rule that is not a `token`.
 *
 * @example
 * ```ts
 * STRUCT.kind; // 'struct'
 * ```
 */
export const STRUCT: NodeShape = Object.freeze({ kind: 'struct' });

/**
 * What a rule declaration gives.
 *
 * @example
 * ```ts
 * const spec: RuleSpec = { name: 'digits', rfc: 'abnf:example', section: '', text: 'digits = 1*DIGIT', body: plus(ref('DIGIT', 2234)) };
 * ```
 */
export interface RuleSpec {
  /** The RFC's own spelling (`ip-schemepart`, `net_loc`, `gopher+_string`). */
  readonly name: string;
  readonly rfc: RFC;
  /** Section of the RFC, as printed there (`5`, `2.2`, `3`, `Appendix B`, `6.1`). */
  readonly section: string;
  /** The production verbatim from the RFC (for glue rules: our own definition). */
  readonly text: string;
  /**
   * The verified errata of its RFC (their Erratum IDs) whose corrected production `text` is, in
   * place of the RFC's: RFC 6570 `literals` is §2.1 as Erratum 6937 corrects it. The corrected text
   * stands in the RFC's errata record (grammar/rfc/rfcNNNN-errata.txt), not in the RFC.
   */
  readonly errata?: readonly number[];
  /** The production as combinators, transcribed literally. */
  readonly body: Expr;
  /** A rewrite for ordered choice and greedy repetition; same language unless `pegNote` says otherwise. */
  readonly peg?: Expr;
  /** Why `peg` exists; starts with `PEG:`. */
  readonly pegNote?: string;
  /**
   * The rewrite, lookahead and all, is the language the grammar means, not the literal body: RFC
   * 1738's scheme dispatch (`http:foo` is no `otherurl`). The recognizer (grammar/engine/dfa.ts)
   * reads `peg` for such a rule; everywhere else `peg` keeps the body's language.
   */
  readonly pegIsLanguage?: boolean;
  /**
   * The language the parser accepts, where it deliberately differs from the literal body (a row of
   * the deviation table); read by the NFA instead of `body`. Lookahead-free.
   */
  readonly lang?: Expr;
  /** Why `lang` differs from `body`. */
  readonly langNote?: string;
  /** Character-level rule: compiled into its users' regular-expression leaves, builds no AST node. */
  readonly token?: boolean;
  /** Notation of `text`; defaults to its source's, as its language says (`setNotation`), else ABNF. */
  readonly notation?: Notation;
  /** A short gloss for docs and reports. */
  readonly doc?: string;
  /**
   * Which of the rules this production references are components of the URI (RFC 3986 §3), by
   * the referenced rule's name: `{ userinfo: 'userinfo', host: 'host', port: 'port' }` on RFC 3986
   * `authority`. A reference, not a rule, is a component: RFC 1738 `search` is the query of an
   * `httpurl` but not of a `gopherurl`. The component record (`src/record/`) is read from these.
   * The tags are `ComponentTag`'s (the engine's `PartTags`: grammar/components.ts provides them).
   */
  readonly parts?: Readonly<Record<string, PartTags[keyof PartTags]>>;
  /**
   * The kind of node the rule builds: `'text'` (the node carries its text decoded), `'struct'`
   * (structure only: the default), or a {@link NodeShape} of the language's own. A `token` rule
   * builds no node and declares none.
   */
  readonly node?: 'text' | 'struct' | NodeShape;
}

/**
 * A declared rule (or one loaded from ABNF): its spec, its key and notation.
 *
 * @example
 * ```ts
 * const r: Rule | undefined = grammar.fromABNF('digits = 1*DIGIT', { name: 'doc-rule' }).rule('digits');
 * r?.key; // 'abnf:doc-rule:digits'
 * ```
 */
export interface Rule extends RuleSpec {
  /** `${rfc}:${name}`: rule identity is (RFC, name), never the bare name. */
  readonly key: string;
  readonly notation: Notation;
  readonly token: boolean;
  /** The kind of node the rule builds (`'struct'`, structure only, where the declaration names none). */
  readonly node: NodeShape;
}

/** The notation of each source's verbatim texts, as its language says (`setNotation`); ABNF where none is said. */
const notations = new Map<RFC, Notation>();

/**
 * Says which notation a source's productions are written in, so that its rules print in it (a
 * rule's own `notation` still wins): each language says so for its documents before it declares
 * their rules (RFC 1738 in its own BNF, RFC 2396 as RFC 1808 writes it). A source no one names is
 * read as RFC 5234 ABNF.
 *
 * @example
 * ```ts
 * setNotation('abnf:example', 'abnf');
 * notationOf('abnf:example'); // 'abnf'
 * ```
 */
export function setNotation(source: RFC, notation: Notation): void {
  notations.set(source, notation);
}

/**
 * The notation a source's rules are printed in where they name none: what {@link setNotation}
 * said, else ABNF.
 *
 * @example
 * ```ts
 * notationOf(3986); // 'abnf'
 * ```
 */
export function notationOf(source: RFC): Notation {
  return notations.get(source) ?? 'abnf';
}

/** The key of a rule: `1738:hostname`. */
export const ruleKey = (rfc: RFC, name: string): string => `${rfc}:${name}`;

const registry = new Map<string, Rule>();
const order: Rule[] = [];

/** The tags a rule's `parts` may give, as {@link providePartTags} provided them. */
const partTags = new Set<string>();
/** The rules with `parts` declared before any tag was provided: checked when the tags are. */
const untagged: Rule[] = [];

function checkPartTags(key: string, parts: Readonly<Record<string, unknown>>): void {
  for (const tag of Object.values(parts)) if (typeof tag !== 'string' || !partTags.has(tag)) throw new Error(`rule ${key}: unknown component ${String(tag)}`);
}

/**
 * Provides the tags a rule's `parts` may give ({@link PartTags}): the module above the engine that
 * names them calls it once, when it is loaded (grammar/components.ts, the components of RFC 3986
 * §3). A rule declared after is checked at once, one declared before (its module loaded first) now;
 * a tag none provides is an error. Where no module provides tags (the engine alone, or a bundle
 * that leaves grammar/components.ts out, reading no component), the tags are not checked.
 *
 * @example
 * ```ts
 * providePartTags(['host', 'port']);
 * ```
 */
export function providePartTags(tags: readonly PartTags[keyof PartTags][]): void {
  for (const t of tags) partTags.add(t);
  for (const rule of untagged.splice(0)) checkPartTags(rule.key, rule.parts!);
}

/** Declares a rule in the registry; returns it. Declaring the same (RFC, name) twice is an error. */
export function define(spec: RuleSpec): Rule {
  const key = ruleKey(spec.rfc, spec.name);
  if (registry.has(key)) throw new Error(`rule ${key} declared twice`);
  if (spec.parts) {
    // Each part names a rule the production references, and a tag that exists (once the tags are
    // provided: a rule declared before is checked when they are).
    const referenced = new Set(refsOf(spec.body).map((e) => e.name));
    for (const name of Object.keys(spec.parts)) if (!referenced.has(name)) throw new Error(`rule ${key}: its parts name ${name}, which its body does not reference`);
    if (partTags.size > 0) checkPartTags(key, spec.parts);
  }
  if (spec.token && spec.node !== undefined) throw new Error(`rule ${key}: a token rule builds no node, so declares no node kind`);
  const kind: unknown = spec.node ?? 'struct';
  const node = kind === 'text' ? TEXT : kind === 'struct' ? STRUCT : typeof kind === 'object' && kind !== null && typeof (kind as NodeShape).kind === 'string' ? (kind as NodeShape) : null;
  if (node === null) throw new Error(`rule ${key}: its node must be 'text', 'struct' or a NodeShape`);
  const rule: Rule = Object.freeze({
    ...spec,
    key,
    notation: spec.notation ?? notationOf(spec.rfc),
    token: spec.token ?? false,
    node,
  });
  registry.set(key, rule);
  order.push(rule);
  if (spec.parts && partTags.size === 0) untagged.push(rule);
  return rule;
}

/** Looks a rule up by (RFC, name); ABNF rule names are case-insensitive (RFC 2234 §2.1), so is this. */
export function lookup(rfc: RFC, name: string): Rule | undefined {
  const r = registry.get(ruleKey(rfc, name));
  if (r) return r;
  const lower = name.toLowerCase();
  for (const x of order) if (x.rfc === rfc && x.name.toLowerCase() === lower) return x;
  return undefined;
}

/**
 * The rule a key names (`'1738:hpath'`, as `Rule.key` and a report's `grammar` for `parseRule`
 * write it), or undefined: the registry's own map, no parsing of the key.
 *
 * @example
 * ```ts
 * ruleOfKey('3986:host')?.name; // 'host'
 * ruleOfKey('rfc3986');         // undefined: a grammar's name, not a rule key
 * ```
 */
export function ruleOfKey(key: string): Rule | undefined {
  return registry.get(key);
}

const citations = new Map<RFC, string>();

/**
 * What a report cites a source as, where it is not an RFC number of its own: a grammar loaded
 * from ABNF names the document it came from (`'RFC 6068'`) when its loader says (`loadABNF`'s
 * `rfc` option).
 *
 * @example
 * ```ts
 * setCitation('abnf:example', 'RFC 6068');
 * citationOf('abnf:example'); // 'RFC 6068'
 * ```
 */
export function setCitation(source: RFC, text: string): void {
  citations.set(source, text);
}

/**
 * The citation {@link setCitation} gave a source, or undefined.
 *
 * @example
 * ```ts
 * citationOf(3986); // undefined: an RFC number cites itself
 * ```
 */
export function citationOf(source: RFC): string | undefined {
  return citations.get(source);
}

/**
 * Whether a source is a grammar loaded from ABNF (`abnf:<name>`).
 *
 * @example
 * ```ts
 * isLoadedSource('abnf:rfc6068'); // true
 * isLoadedSource(3986);           // false
 * ```
 */
export function isLoadedSource(rfc: RFC | number): rfc is `abnf:${string}` {
  return typeof rfc === 'string' && rfc.startsWith('abnf:');
}

/**
 * How a report and the site cite a rule's source and section: `RFC 1738 §5`, `RFC 2373 Appendix B`;
 * `URL Standard §4.3` for the WHATWG URL Standard's rules; a grammar loaded from ABNF by the RFC
 * its loader names, then its source (`RFC 6068 §2 (abnf:rfc6068)`), or by its source alone.
 *
 * @example
 * ```ts
 * citeSource(3986, '3.2.2');    // 'RFC 3986 §3.2.2'
 * citeSource('whatwg', '4.3');  // 'URL Standard §4.3'
 * ```
 */
export function citeSource(rfc: RFC | number, section: string): string {
  let doc = `RFC ${rfc}`;
  let loaded = '';
  if (rfc === 'whatwg') doc = 'URL Standard';
  else if (isLoadedSource(rfc)) {
    // A loaded grammar cites the RFC it was loaded from, when its loader named one.
    const from = citationOf(rfc);
    doc = from ?? rfc;
    if (from) loaded = ` (${rfc})`;
  }
  if (section === '') return doc + loaded;
  return (/^\d/.test(section) ? `${doc} §${section}` : `${doc} ${section}`) + loaded;
}

/** Every declared rule, in declaration order (which follows each RFC's own order). */
export function allRules(): readonly Rule[] {
  return order;
}

/** The rule a reference in `from` points to (before any profile substitution). */
export function resolveRef(from: RFC, e: Extract<Expr, { k: 'ref' }>): Rule {
  const rfc = refRFC(e) ?? from;
  const r = lookup(rfc, e.name);
  if (!r) throw new Error(`unknown rule ${ruleKey(rfc, e.name)}`);
  return r;
}

/**
 * The references of an expression, in order of appearance.
 *
 * @example
 * ```ts
 * refsOf(seq(ref('host'), opt(seq(lit(':'), ref('port'))))).map((r) => r.name); // ['host', 'port']
 * ```
 */
export function refsOf(e: Expr | undefined, out: Array<Extract<Expr, { k: 'ref' }>> = []): Array<Extract<Expr, { k: 'ref' }>> {
  if (!e) return out;
  switch (e.k) {
    case 'ref':
      out.push(e);
      break;
    case 'seq':
    case 'alt':
      for (const x of e.xs) refsOf(x, out);
      break;
    case 'rep':
    case 'opt':
    case 'group':
    case 'not':
    case 'and':
      refsOf(e.x, out);
      break;
    case 'lit':
    case 'range':
      break;
  }
  return out;
}

/**
 * How many rules are declared: grows as grammars load (an entry point loads the ones it needs;
 * `grammar/all.ts` loads them all). A table computed over the registry is stale when this has
 * changed since.
 */
export function registryVersion(): number {
  return order.length;
}

/** The name sets of `ruleNames` not yet checked, each with names no loaded rule has. */
const unchecked: Array<{ readonly what: string; readonly names: readonly string[] }> = [];
let complete = false;

function checkNames(names: readonly string[]): readonly string[] {
  const declared = new Set(order.map((r) => r.name));
  return names.filter((n) => !declared.has(n));
}

/**
 * A set of rule names that a pass matches nodes or trace frames against, checked against the
 * registry: each name must be some declared rule's (in any RFC), so a misspelt name (`'hots'`)
 * throws instead of never matching. `what` names the set in the error. Once every grammar is loaded
 * (`grammar/all.ts`, which the main entry and the tests import) the check is made at once; before,
 * a name no loaded rule has may be a rule of a grammar not loaded yet, and is checked when
 * `grammar/all.ts` calls {@link registryComplete} (an entry point that loads only some grammars
 * never does).
 *
 * @example
 * ```ts
 * ruleNames('hosts', ['host', 'ihost']).has('ihost'); // true
 * ruleNames('hosts', ['host', 'hots']);                // throws Error('ruleNames hosts: no rule is named "hots"')
 * ```
 */
export function ruleNames(what: string, names: readonly string[]): ReadonlySet<string> {
  const missing = checkNames(names);
  if (missing.length > 0) {
    if (complete) throw new Error(`ruleNames ${what}: no rule is named ${JSON.stringify(missing[0])}`);
    unchecked.push({ what, names: missing });
  }
  return new Set(names);
}

/**
 * Says that every grammar is loaded (`grammar/all.ts` calls it last): the name sets of
 * {@link ruleNames} made before are checked now, and later ones at once.
 */
export function registryComplete(): void {
  complete = true;
  for (const { what, names } of unchecked.splice(0)) {
    const missing = checkNames(names);
    if (missing.length > 0) throw new Error(`ruleNames ${what}: no rule is named ${JSON.stringify(missing[0])}`);
  }
}
