/**
 * The expander of the ABNF front end: the syntax trees the reader made (./read.ts) turned into the
 * DSL's expressions (`toExpr`: `ref`, `seq`, `alt`, `rep`, `opt`, `group`, in the shapes the
 * hand-declared rules use, so that RFC 3986 Appendix A read from its RFC text gives the bodies
 * grammar/rfc3986/rules.ts declares), each name resolved (`NameResolver`: the grammar's own rules,
 * then its imports, then the RFC 5234 core rules), each prose value given its meaning; the depth of
 * each rule through the rules it names held to the budget `depth` (`checkDepths`); and the rules
 * whose strings are each one character found (`ClassRules`: token rules, one edge of the NFA).
 */
import { closestNames } from '../../../base/distance.js';
import { charsetOf, plainResolver } from '../charset.js';
import { alt, group, lookup, opt, ref, refRFC, refsOf, rep, resolveRef, seq, type Expr, type RFC, type Rule } from '../dsl.js';
import { ABNF_BUDGET_CEILING } from './budget.js';
import { ABNFBudgetError, ABNFImportError, ABNFProseError, ABNFUndefinedRuleError } from './errors.js';
import type { Def, Node, Pos } from './read.js';

/** An import, checked: its grammar, and the rules it provides (null: all). */
export interface Import {
  readonly grammar: RuleSource;
  readonly rules: ReadonlySet<string> | null;
}

/** What an import reads rules from: a loaded grammar, or the declared rules of an RFC. */
export interface RuleSource {
  readonly name: string;
  readonly rules: readonly Rule[];
  rule(name: string): Rule | undefined;
}

/** Resolves the rule names a grammar uses: its own rules, then its imports, then the core rules. */
export class NameResolver {
  constructor(
    readonly grammar: string,
    private readonly defs: ReadonlyMap<string, Def>,
    private readonly imports: readonly Import[],
    /** The core rules' grammar (null while the core rules themselves are loaded). */
    private readonly core: RuleSource | null,
  ) {}

  /** The reference for `name` spelled at `pos`; undefined names throw. */
  ref(name: string, pos: Pos | null, spell: string | undefined = undefined): Expr {
    const lower = name.toLowerCase();
    const own = this.defs.get(lower);
    if (own) return ref(own.name, undefined, spell ?? (name === own.name ? undefined : name));
    const found: Rule[] = [];
    const from: string[] = [];
    for (const i of this.imports) {
      if (i.rules && !i.rules.has(lower)) continue;
      const r = i.grammar.rule(name);
      if (r && !found.includes(r)) {
        found.push(r);
        from.push(i.grammar.name);
      }
    }
    if (found.length > 1) {
      throw new ABNFImportError(this.grammar, `rule ${JSON.stringify(name)} is defined by ${from.map((n) => JSON.stringify(n)).join(' and ')}: list the rules of the import it is not to come from`, pos?.line ?? null, pos?.column ?? null);
    }
    const r = found.at(0) ?? this.core?.rule(name);
    if (r) return ref(r.name, r.rfc, spell ?? (name === r.name ? undefined : name));
    const near = closestNames(name, [...[...this.defs.values()].map((d) => d.name), ...this.imports.flatMap((i) => i.grammar.rules.map((x) => x.name))]);
    const hint = near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : '';
    throw new ABNFUndefinedRuleError(this.grammar, name, `rule ${JSON.stringify(name)} is not defined (nor imported, nor an RFC 5234 core rule)${hint}`, pos?.line ?? null, pos?.column ?? null);
  }

  /** An expression given for a prose value: its references must name rules that exist. */
  checked(e: Expr, prose: string, pos: Pos): Expr {
    for (const x of refsOf(e)) {
      const rfc = refRFC(x);
      const ok = rfc === undefined ? this.defs.has(x.name.toLowerCase()) : lookup(rfc, x.name) !== undefined;
      if (!ok) throw new ABNFProseError(this.grammar, prose, `the expression given for <${prose}> refers to rule ${JSON.stringify(x.name)}${rfc === undefined ? ', which the grammar does not define' : ` of ${String(rfc)}, which is not loaded`}`, pos.line, pos.column);
    }
    return e;
  }
}

/** The DSL's expression of a definition's syntax tree, its names resolved and its prose values given their meaning. */
export function toExpr(n: Node, names: NameResolver, prose: ReadonlyMap<string, string | Expr>): Expr {
  switch (n.t) {
    case 'expr':
      return n.e;
    case 'ref':
      return names.ref(n.name, n.pos);
    case 'prose': {
      const to = prose.get(n.text);
      if (to === undefined) {
        throw new ABNFProseError(names.grammar, n.text, `the prose value <${n.text}> has no meaning given (ABNFOptions.prose)`, n.pos.line, n.pos.column);
      }
      return typeof to === 'string' ? names.ref(to, n.pos, `<${n.text}>`) : names.checked(to, n.text, n.pos);
    }
    case 'seq':
      return seq(...n.xs.map((x) => toExpr(x, names, prose)));
    case 'alt':
      return alt(...n.xs.map((x) => toExpr(x, names, prose)));
    case 'rep':
      return rep(n.min, n.max, toExpr(n.x, names, prose), n.br);
    case 'opt':
      return opt(toExpr(n.x, names, prose));
    case 'group':
      return group(toExpr(n.x, names, prose));
  }
}

/**
 * Throws an {@link ABNFBudgetError} (`depth`) where a rule of `specs` nests deeper than `limit`
 * through the rules it names, counted as the automaton's builder recurses (grammar/engine/nfa.ts):
 * a reference is one level more than its rule's body, a group, option, repetition, alternation or
 * concatenation one more than its deepest part. The rules are visited by a loop with its own stack
 * (a chain of rules as long as the budget allows costs no JS recursion); a body is walked by
 * recursion, as deep as the parser let its parentheses nest (the same budget). A reference back
 * into a rule being measured (a recursive rule) counts one level: the `nesting` option bounds
 * those, and the builder counts them as it expands them.
 */
export function checkDepths(grammar: string, source: RFC, specs: ReadonlyArray<{ readonly name: string; readonly body: Expr; readonly line: number; readonly column: number }>, limit: number): void {
  interface Item {
    readonly key: string;
    readonly body: Expr;
    readonly from: RFC;
    readonly own: { readonly name: string; readonly line: number; readonly column: number } | null;
  }
  const own = new Map(specs.map((s) => [s.name.toLowerCase(), s]));
  const memo = new Map<string, number>();
  const open = new Set<string>();
  const itemOf = (e: Extract<Expr, { k: 'ref' }>, from: RFC): Item => {
    const rfc = refRFC(e) ?? from;
    if (rfc === source) {
      const s = own.get(e.name.toLowerCase())!;
      return { key: `own:${e.name.toLowerCase()}`, body: s.body, from: source, own: s };
    }
    const r = resolveRef(from, e);
    return { key: r.key, body: r.lang ?? r.body, from: r.rfc, own: null };
  };
  const depthOf = (e: Expr, from: RFC): number => {
    switch (e.k) {
      case 'lit':
      case 'range':
        return 0;
      case 'ref':
        // Its rule's depth (a reference back into an open rule: one level).
        return memo.get(itemOf(e, from).key) ?? 1;
      case 'seq':
      case 'alt': {
        let d = 0;
        for (const x of e.xs) d = Math.max(d, depthOf(x, from));
        return 1 + d;
      }
      default:
        return 1 + depthOf(e.x, from);
    }
  };
  for (const s of specs) {
    const stack: Array<{ item: Item; expanded: boolean }> = [{ item: { key: `own:${s.name.toLowerCase()}`, body: s.body, from: source, own: s }, expanded: false }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const { item } = top;
      if (memo.has(item.key)) {
        stack.pop();
        continue;
      }
      if (!top.expanded) {
        top.expanded = true;
        open.add(item.key);
        for (const e of refsOf(item.body)) {
          const next = itemOf(e, item.from);
          if (!memo.has(next.key) && !open.has(next.key)) stack.push({ item: next, expanded: false });
        }
        continue;
      }
      stack.pop();
      open.delete(item.key);
      // The rule's depth as a reference reaches it: its body one level down.
      const d = 1 + depthOf(item.body, item.from);
      memo.set(item.key, d);
      if (d > limit && item.own) {
        throw new ABNFBudgetError(grammar, 'depth', limit, item.own.name, `rule "${item.own.name}" nests ${d} levels deep (its groups and options, and the rules it names), more than the budget 'depth' allows (${limit}): raise budget.depth (at most ${ABNF_BUDGET_CEILING.depth})`, item.own.line, item.own.column);
      }
    }
  }
}

/**
 * Which rules are character classes (every string of theirs is one character): those are `token`
 * rules, read as one transition of the NFA (a terminal named by the rule, as `unreserved` is in
 * the declared grammar). The same cases as `charsetOf`, which reads them once they are registered.
 */
export class ClassRules {
  private readonly memo = new Map<string, boolean>();
  constructor(
    private readonly source: RFC,
    private readonly own: ReadonlyMap<string, Expr>,
  ) {}

  isClass(e: Expr, stack: readonly string[]): boolean {
    switch (e.k) {
      case 'lit': {
        const cps = [...e.s];
        if (cps.length !== 1) return false;
        return !e.ci || ([...e.s.toLowerCase()].length === 1 && [...e.s.toUpperCase()].length === 1);
      }
      case 'range':
        return true;
      case 'ref': {
        // A rule of another grammar (loaded or declared): a token rule whose strings are one
        // character each (a token rule of the `tokens` option may read more).
        const rfc = refRFC(e);
        if (rfc !== undefined && rfc !== this.source) {
          const r = lookup(rfc, e.name);
          return r !== undefined && r.token && charsetOf(r.lang ?? r.body, r.rfc, plainResolver) !== null;
        }
        const key = e.name.toLowerCase();
        const have = this.memo.get(key);
        if (have !== undefined) return have;
        if (stack.includes(key)) return false;
        const v = this.isClass(this.own.get(key)!, [...stack, key]);
        this.memo.set(key, v);
        return v;
      }
      case 'alt':
        return e.xs.every((x) => this.isClass(x, stack));
      case 'group':
        return this.isClass(e.x, stack);
      case 'seq':
        return e.xs.length === 1 && this.isClass(e.xs[0]!, stack);
      case 'rep':
        return e.min === 1 && e.max === 1 && this.isClass(e.x, stack);
      default:
        return false;
    }
  }
}
