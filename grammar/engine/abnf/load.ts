/**
 * The loader of the ABNF front end: {@link loadABNF} reads a text (./read.ts), expands it
 * (./expand.ts), registers each rule with `define()` under the source `abnf:<name>` beside the
 * declared rules (`notation: 'abnf'`), and returns the grammar (./grammar.ts), kept by name
 * ({@link loadedABNF}); its options and imports (a loaded grammar, or the declared rules of an
 * RFC), checked. The core rules of RFC 5234 Appendix B.1 are a loaded grammar of their own
 * ({@link coreRules}, source `abnf:rfc5234`), read from {@link CORE_RULES_ABNF}, and every loaded
 * grammar may use them.
 */
import { ArgumentError, checkObject, checkString, GrammarError, optionsOf, optionsSpec, typeName } from '../../../base/args.js';
import { allRules, alt, define, lookup, type Expr, type RFC, type Rule } from '../dsl.js';
import { ABNF_BUDGET_CEILING, budgetOf, type ABNFBudget } from './budget.js';
import { codesOption, type ReportCodeSets } from './codes.js';
import { ABNFBudgetError, ABNFDuplicateRuleError, ABNFGrammarConflictError, ABNFImportError, ABNFIncrementalError, ABNFSyntaxError, ABNFUndefinedRuleError } from './errors.js';
import { Loaded, type ABNFGrammar, type DeclaredRFC } from './grammar.js';
import { checkDepths, ClassRules, NameResolver, toExpr, type Import, type RuleSource } from './expand.js';
import { groupLines, parseGroup, type Def, type Group } from './read.js';

/**
 * A grammar another one imports rules from: a loaded grammar (or its name), all of its rules; or
 * `{ from, rules }`, only the rules listed (names as that grammar spells them, case-insensitive).
 *
 * @example
 * ```ts
 * const uri = grammar.fromABNF('unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"', { name: 'doc-uri-part' });
 * const imp: ABNFImport = { from: uri, rules: ['unreserved'] };
 * grammar.fromABNF('word = 1*unreserved', { name: 'doc-words', imports: [imp] }).check('a-b').ok; // true
 * ```
 */
export type ABNFImport = ABNFGrammar | string | DeclaredRFC | { readonly from: ABNFGrammar | string | DeclaredRFC; readonly rules?: readonly string[] };

/**
 * The options of `grammar.fromABNF` (the engine's `loadABNF`).
 *
 * @example
 * ```ts
 * const o: ABNFOptions = { name: 'rfc3986', rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' } };
 * ```
 */
export interface ABNFOptions {
  /**
   * The grammar's name (letters, digits, `.`, `_`, `-`): its rules are registered under the source
   * `abnf:<name>` (`lookup('abnf:rfc3986', 'host')`). The name `rfc5234` is the core rules'.
   */
  readonly name: string;
  /**
   * What each prose value means, by its text between the angle brackets (exactly): a rule name
   * (read as a reference written there: the grammar's own rule, an imported one or a core rule),
   * or an expression of the DSL (its references must name the grammar's own rules, or carry their
   * source). RFC 3986 writes `path-empty = 0<pchar>`: zero repetitions of anything are the empty
   * string, and `{ pchar: 'pchar' }` reads it as the hand-declared rule does. Unmapped prose is an
   * {@link ABNFProseError}.
   */
  readonly prose?: Readonly<Record<string, string | Expr>>;
  /**
   * The grammars whose rules this one uses without defining them (RFC 6068 uses RFC 3986's and
   * RFC 5322's), searched for every name the grammar does not define; a name two imports both
   * provide is an {@link ABNFImportError} (restrict one with `{ from, rules }`). The grammar's own
   * rules come first, then the imports, then the RFC 5234 core rules.
   */
  readonly imports?: readonly ABNFImport[];
  /**
   * Rules whose nodes are folded into their parent's, as the declared grammars' token rules are
   * (`pchar`, `pct-encoded` in rfc3986): their text is read, and a rule they use that builds
   * nodes still builds them, but the tree has no node of theirs. Names of the grammar's own rules
   * (case-insensitive); a name it does not define is an {@link ABNFUndefinedRuleError}. A rule
   * every string of which is one character is folded already.
   */
  readonly tokens?: readonly string[];
  /**
   * How many levels deep a recursive rule may nest in itself (a whole number from 1 to 64) when the
   * grammar is run from a rule that reaches one (RFC 5322's `comment` holds `comment`s). An
   * automaton cannot count: each level is expanded, and a deeper nesting is rejected, so the
   * language read is the rule's nestings up to this depth, not all of ABNF's. Without it, running
   * such a rule is an {@link ABNFRecursionError}.
   */
  readonly nesting?: number;
  /**
   * What the grammar may cost ({@link ABNFBudget}): repetition bounds, states of a start symbol's
   * automaton, nesting depth, rule definitions, alternatives. Each left out is its default
   * ({@link ABNF_BUDGET}); each given may be raised up to its ceiling ({@link ABNF_BUDGET_CEILING}).
   * Past one, an {@link ABNFBudgetError}.
   */
  readonly budget?: ABNFBudget;
  /** The RFC the text is from, for its citation (`rfc: 3986`). */
  readonly rfc?: number;
  /** Its section, as the RFC prints it (`'Appendix A'`): each rule's `section`. */
  readonly section?: string;
  /**
   * The error codes of its reports (`parseABNF`), by the name of a set of codes a language
   * provides (the engine's `ReportCodeSets`): `'url'` for a grammar of URLs (the declared grammars'
   * classifier, with its hints and fix-its, which read the input as a URL: the scheme grammars of
   * grammar/schemes/ say so); left out, the generic report, which assumes nothing of the language:
   * `input.unexpected-end` at the end of the input, else `syntax.unexpected-char`, with the offset,
   * the expected terminals and the rule stack, and no hint or fix-it.
   */
  readonly codes?: keyof ReportCodeSets;
}

const LOAD_OPTIONS = optionsSpec<ABNFOptions>('loadABNF', { name: true, prose: true, imports: true, tokens: true, nesting: true, budget: true, rfc: true, section: true, codes: true });

// ---------------------------------------------------------------------------------------------
// The core rules
// ---------------------------------------------------------------------------------------------

/**
 * RFC 5234 Appendix B.1 "Core Rules", the ABNF lines verbatim (the RFC's indentation kept; its
 * page break after `CHAR` removed, with its prose line "Certain basic rules are in uppercase...").
 * D. Crocker, Ed., P. Overell, "Augmented BNF for Syntax Specifications: ABNF", STD 68, RFC 5234,
 * January 2008, https://www.rfc-editor.org/rfc/rfc5234.txt. Loaded as the grammar `rfc5234`
 * ({@link coreRules}), whose rules every loaded grammar may use.
 *
 * @example
 * ```ts
 * CORE_RULES_ABNF.includes('DIGIT          =  %x30-39'); // true
 * ```
 */
export const CORE_RULES_ABNF = `         ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z

         BIT            =  "0" / "1"

         CHAR           =  %x01-7F
                                ; any 7-bit US-ASCII character,
                                ;  excluding NUL

         CR             =  %x0D
                                ; carriage return

         CRLF           =  CR LF
                                ; Internet standard newline

         CTL            =  %x00-1F / %x7F
                                ; controls

         DIGIT          =  %x30-39
                                ; 0-9

         DQUOTE         =  %x22
                                ; " (Double Quote)

         HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"

         HTAB           =  %x09
                                ; horizontal tab

         LF             =  %x0A
                                ; linefeed

         LWSP           =  *(WSP / CRLF WSP)
                                ; Use of this linear-white-space rule
                                ;  permits lines containing only white
                                ;  space that are no longer legal in
                                ;  mail headers and have caused
                                ;  interoperability problems in other
                                ;  contexts.
                                ; Do not use when defining mail
                                ;  headers and use with caution in
                                ;  other contexts.

         OCTET          =  %x00-FF
                                ; 8 bits of data

         SP             =  %x20

         VCHAR          =  %x21-7E
                                ; visible (printing) characters

         WSP            =  SP / HTAB
                                ; white space`;

/** The name of the core rules' grammar. */
const CORE = 'rfc5234';

/** Every loaded grammar, by name. */
const loaded = new Map<string, Loaded>();

/**
 * The core rules of RFC 5234 Appendix B.1 (ALPHA, BIT, CHAR, CR, CRLF, CTL, DIGIT, DQUOTE, HEXDIG,
 * HTAB, LF, LWSP, OCTET, SP, VCHAR, WSP), loaded from {@link CORE_RULES_ABNF} as the grammar
 * `rfc5234` (source `abnf:rfc5234`) on first use; every loaded grammar may use them.
 *
 * @example
 * ```ts
 * coreRules().rule('hexdig')?.name;   // 'HEXDIG'
 * coreRules().check('f', 'HEXDIG').ok; // true: "F" is case-insensitive
 * ```
 */
export function coreRules(): ABNFGrammar {
  return loaded.get(CORE) ?? load(CORE_RULES_ABNF, { name: CORE, rfc: 5234, section: 'Appendix B.1' }, true);
}

/**
 * A grammar loaded before, by name, or undefined.
 *
 * @example
 * ```ts
 * loadedABNF('rfc5234') === coreRules(); // true
 * ```
 */
export function loadedABNF(name: string): ABNFGrammar | undefined {
  checkString(name, 'loadedABNF', 'the name');
  if (name === CORE) return coreRules();
  return loaded.get(name);
}

// ---------------------------------------------------------------------------------------------
// Loading
// ---------------------------------------------------------------------------------------------

/**
 * Loads a grammar from RFC 5234 ABNF text (RFC 7405's `%s` and `%i` strings too): reads every
 * rule, resolves its references (the grammar's own rules, then `imports`, then the RFC 5234 core
 * rules), registers each rule with `define()` under the source `abnf:<name>` (so `lookup`,
 * `parserFor` and the printers see it as any declared rule), and returns the grammar, to be run
 * as ABNF with `check` and `recognize`. Nothing is registered when the text has an error.
 * Loading the same name again returns the grammar loaded before when the text and options are the
 * same, and is an {@link ABNFGrammarConflictError} otherwise.
 *
 * @param text - The ABNF (from an RFC: {@link extractABNF}).
 * @param options - `name` (required), `prose`, `imports`, `rfc`, `section`: see {@link ABNFOptions}.
 * @throws ABNFSyntaxError, ABNFUndefinedRuleError, ABNFDuplicateRuleError, ABNFIncrementalError,
 *   ABNFProseError, ABNFImportError, ABNFGrammarConflictError (each an {@link ABNFError});
 *   ArgumentError for an argument of the wrong type; GrammarError for a name that is not a name.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * const rfc3986 = readFileSync('grammar/rfc/rfc3986.txt', 'utf8');
 * const options = { name: 'rfc3986', rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' } };
 * const g = loadABNF(extractABNF(rfc3986, 'Appendix A'), options);
 * g.check('http://[1:2:3:4:5::6]/', 'URI'); // { ok: true, offset: 22 }
 * g.check('http://a b/', 'URI');            // { ok: false, offset: 8 }
 * g.rule('ipv4address')?.text;              // 'IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet'
 * g.rule('ipv4address')?.key;               // 'abnf:rfc3986:IPv4address'
 * ```
 */
export function loadABNF(text: string, options: ABNFOptions): ABNFGrammar {
  checkString(text, 'loadABNF', 'the text');
  if (options === undefined || options === null) throw new ArgumentError('loadABNF: options with a name are required');
  checkObject(options, 'loadABNF', 'the options');
  const o = optionsOf(options, LOAD_OPTIONS);
  if (o.name === CORE) {
    const core = coreRules();
    if (text === CORE_RULES_ABNF && signatureOf(o, [], budgetOf(o.budget)) === (core as Loaded).signature) return core;
    throw new ABNFGrammarConflictError(CORE, 'the name "rfc5234" is the RFC 5234 core rules\' (CORE_RULES_ABNF)');
  }
  coreRules();
  return load(text, o, false);
}

function load(text: string, o: Partial<ABNFOptions>, isCore: boolean): Loaded {
  const name = o.name;
  checkString(name, 'loadABNF', "option 'name'");
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name)) throw new GrammarError(`loadABNF: the name ${JSON.stringify(name)} is not letters, digits, ".", "_" and "-"`);
  if (o.rfc !== undefined && (typeof o.rfc !== 'number' || !Number.isInteger(o.rfc) || o.rfc <= 0)) throw new ArgumentError(`loadABNF: option 'rfc' must be an RFC number, not ${typeName(o.rfc)}`);
  if (o.section !== undefined) checkString(o.section, 'loadABNF', "option 'section'");
  const codes = codesOption(o.codes);
  const prose = proseOf(o.prose);
  const nesting = o.nesting ?? null;
  if (nesting !== null && (typeof nesting !== 'number' || !Number.isInteger(nesting) || nesting < 1 || nesting > 64)) throw new ArgumentError(`loadABNF: option 'nesting' must be a whole number from 1 to 64, not ${typeof nesting === 'number' ? nesting : typeName(nesting)}`);
  const budget = budgetOf(o.budget);
  const imports = importsOf(name, o.imports);
  const signature = signatureOf(o, imports.map((i) => i.grammar), budget);
  const before = loaded.get(name);
  if (before) {
    if (before.text === text && before.signature === signature) return before;
    throw new ABNFGrammarConflictError(name, before.text === text ? 'a grammar of this name is loaded already, with other options' : 'a grammar of this name is loaded already, from another text');
  }
  const source = `abnf:${name}` as const;

  // 1. The rules, each from its lines (syntax errors first, in the order of the text), no more
  //    definitions than the budget 'rules'.
  const groups: Group[] = [];
  for (const lines of groupLines(text)) {
    const g = parseGroup(name, lines, budget);
    if (groups.length === budget.rules) {
      throw new ABNFBudgetError(name, 'rules', budget.rules, g.name, `rule "${g.name}" is one definition more than the budget 'rules' allows (${budget.rules}): raise budget.rules (at most ${ABNF_BUDGET_CEILING.rules})`, g.line, g.column);
    }
    groups.push(g);
  }
  if (groups.length === 0) throw new ABNFSyntaxError(name, 'the text defines no rule', 1, 1);

  // 2. The definitions: `=` once per rule, `=/` after it; the alternatives of each (its `=/`
  //    additions too) within the budget 'alternatives'.
  const defs = new Map<string, Def>();
  const alternatives = new Map<Def, number>();
  for (const g of groups) {
    const key = g.name.toLowerCase();
    let def = defs.get(key);
    if (!g.incremental) {
      if (def) throw new ABNFDuplicateRuleError(name, g.name, def.line, g.line, g.column);
      def = { name: g.name, line: g.line, groups: [g] };
      defs.set(key, def);
    } else {
      if (!def) throw new ABNFIncrementalError(name, g.name, g.line, g.column);
      def.groups.push(g);
    }
    const n = (alternatives.get(def) ?? 0) + (g.ast.t === 'alt' ? g.ast.xs.length : 1);
    alternatives.set(def, n);
    if (n > budget.alternatives) {
      throw new ABNFBudgetError(name, 'alternatives', budget.alternatives, def.name, `rule "${def.name}" has more alternatives than the budget 'alternatives' allows (${budget.alternatives}), with these "=/" additions: raise budget.alternatives (at most ${ABNF_BUDGET_CEILING.alternatives})`, g.line, g.column);
    }
  }
  if (lookupAny(source, defs)) throw new ABNFGrammarConflictError(name, `the registry already holds rules of ${source}`);

  // 3. The references, in the order of the text: each to a rule of its own, an import or a core rule.
  const resolver = new NameResolver(name, defs, imports, isCore ? null : coreRules());
  const bodies = new Map<Group, Expr>();
  for (const g of groups) bodies.set(g, toExpr(g.ast, resolver, prose));

  // 4. Each rule's body: its `=/` additions are alternatives.
  const specs = [...defs.values()].map((d) => {
    const parts = d.groups.map((g) => bodies.get(g)!);
    const body = parts.length === 1 ? parts[0]! : alt(...parts.flatMap((p) => (p.k === 'alt' ? p.xs : [p])));
    return { name: d.name, text: d.groups.map((g) => g.text).join('\n'), body, line: d.line, column: d.groups[0]!.column };
  });
  // 5. How deep each rule nests through the rules it names (the budget 'depth'), before anything
  //    recurses through them (the class rules below, the automaton's builder).
  checkDepths(name, source, specs, budget.depth);

  // 6. Register.
  const classes = new ClassRules(source, new Map(specs.map((s) => [s.name.toLowerCase(), s.body])));
  const tokens = tokensOf(name, o.tokens, defs);
  const rules = specs.map((s) =>
    define({ rfc: source, section: o.section ?? '', name: s.name, text: s.text, body: s.body, token: classes.isClass(s.body, []) || tokens.has(s.name.toLowerCase()), notation: 'abnf' }),
  );
  const g = new Loaded(name, text, o.rfc ?? null, o.section ?? null, imports.map((i) => (i.grammar instanceof DeclaredRules ? i.grammar.rfc : (i.grammar as Loaded))), rules, signature, nesting, budget, codes);
  loaded.set(name, g);
  return g;
}

/** The checked `tokens` option: the names, lower-cased, each a rule the grammar defines. */
function tokensOf(name: string, t: unknown, defs: ReadonlyMap<string, Def>): ReadonlySet<string> {
  if (t === undefined || t === null) return new Set();
  if (!Array.isArray(t)) throw new ArgumentError(`loadABNF: option 'tokens' must be an array of rule names, not ${typeName(t)}`);
  const out = new Set<string>();
  for (const x of t as unknown[]) {
    checkString(x, 'loadABNF', "a name of option 'tokens'");
    if (!defs.has(x.toLowerCase())) throw new ABNFUndefinedRuleError(name, x, `option 'tokens' names rule ${JSON.stringify(x)}, which the grammar does not define`, null, null);
    out.add(x.toLowerCase());
  }
  return out;
}

function lookupAny(source: RFC, defs: Map<string, Def>): boolean {
  for (const d of defs.values()) if (lookup(source, d.name)) return true;
  return false;
}

/** The options that make the rules, as a string: two loads of one name must agree on it. */
function signatureOf(o: Partial<ABNFOptions>, imports: readonly { readonly name: string }[], budget: Required<ABNFBudget>): string {
  const prose = o.prose ? Object.keys(o.prose).sort().map((k) => [k, o.prose![k]]) : [];
  const rules = (o.imports ?? []).map((i) => (typeof i === 'object' && !(i instanceof Loaded) ? (i.rules ?? null) : null));
  const tokens = Array.isArray(o.tokens) ? [...new Set(o.tokens.map((x) => String(x).toLowerCase()))].sort() : [];
  return JSON.stringify([o.rfc ?? null, o.section ?? null, prose, imports.map((g) => g.name), rules, tokens, o.nesting ?? null, budget, o.codes ?? null]);
}

/** The checked prose mapping. */
function proseOf(p: unknown): ReadonlyMap<string, string | Expr> {
  const out = new Map<string, string | Expr>();
  if (p === undefined || p === null) return out;
  checkObject(p, 'loadABNF', "option 'prose'");
  for (const [k, v] of Object.entries(p)) {
    if (typeof v === 'string' || (v !== null && typeof v === 'object' && typeof (v as { k?: unknown }).k === 'string')) out.set(k, v as string | Expr);
    else throw new ArgumentError(`loadABNF: prose ${JSON.stringify(k)} must map to a rule name or an expression, not ${typeName(v)}`);
  }
  return out;
}

/**
 * The declared rules of an RFC (source `rfc`, a number: `3986`), as an import reads them: their
 * languages are ABNF's (the NFA reads a rule's `lang` where its body is written for ordered
 * choice), held so by the oracle tests and, for RFC 3986, by the loader's proof.
 */
class DeclaredRules implements RuleSource {
  readonly name: string;
  readonly rules: readonly Rule[];
  constructor(readonly rfc: DeclaredRFC) {
    this.name = `RFC ${rfc}`;
    this.rules = allRules().filter((r) => r.rfc === rfc);
  }
  rule(name: string): Rule | undefined {
    return lookup(this.rfc, name);
  }
}

/** The RFC numbers whose rules are declared (not loaded from ABNF), in order: what an import by number may name. */
function declaredRFCs(): number[] {
  return [...new Set(allRules().flatMap((r) => (typeof r.rfc === 'number' ? [r.rfc] : [])))].sort((a, b) => a - b);
}

function importsOf(name: string, imports: unknown): Import[] {
  if (imports === undefined || imports === null) return [];
  if (!Array.isArray(imports)) throw new ArgumentError(`loadABNF: option 'imports' must be an array, not ${typeName(imports)}`);
  const grammarOf = (x: unknown): RuleSource => {
    if (x instanceof Loaded) return x;
    if (typeof x === 'number') {
      if (!Number.isInteger(x) || x <= 0) throw new ArgumentError(`loadABNF: an import by number is an RFC whose rules are declared, not ${x}`);
      const d = new DeclaredRules(x as DeclaredRFC);
      if (d.rules.length === 0) throw new ABNFImportError(name, `no declared rules of RFC ${x} are registered (the declared grammars: RFC ${declaredRFCs().join(', ')})`);
      return d;
    }
    if (typeof x === 'string') {
      const g = x === CORE ? (coreRules() as Loaded) : loaded.get(x);
      if (!g) throw new ABNFImportError(name, `no grammar named ${JSON.stringify(x)} is loaded`);
      return g;
    }
    throw new ArgumentError(`loadABNF: an import must be a loaded grammar, its name, an RFC number (its declared rules) or { from, rules }, not ${typeName(x)}`);
  };
  return imports.map((x: unknown) => {
    if (x !== null && typeof x === 'object' && !(x instanceof Loaded)) {
      const { from, rules } = x as { from?: unknown; rules?: unknown };
      const g = grammarOf(from);
      if (rules === undefined || rules === null) return { grammar: g, rules: null };
      if (!Array.isArray(rules)) throw new ArgumentError(`loadABNF: the rules of an import must be an array, not ${typeName(rules)}`);
      const set = new Set<string>();
      for (const r of rules as unknown[]) {
        checkString(r, 'loadABNF', 'an imported rule name');
        if (!g.rule(r)) throw new ABNFImportError(name, `the import from ${JSON.stringify(g.name)} lists rule ${JSON.stringify(r)}, which that grammar does not define`);
        set.add(r.toLowerCase());
      }
      return { grammar: g, rules: set };
    }
    return { grammar: grammarOf(x), rules: null };
  });
}
