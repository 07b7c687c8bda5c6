/**
 * The fast-path generator: from the one rule registry, a specialised recognizer and AST builder
 * per grammar (profile) and start symbol, written as plain JavaScript functions into
 * `grammar/generated/fast-<name>.ts`, one module per grammar module (`FAST_PATH_UNITS`, grammar/codegen/fastpath-module.ts; build output, git-ignored; `npm run gen`, run by
 * `npm run build`, `npm run typecheck` and the test setup).
 *
 * What it emits, and why it is the same parser as the plain build of `grammar/engine/compile.ts`:
 *
 *   - One function per node rule reachable from the profile's start symbols, the references read
 *     through the profile's substitutions (`profileResolver`); a function whose text is the same in
 *     several grammars is emitted once. It returns the end of its match or -1, and pushes its node
 *     (`buildNode`'s object, see `nodeCode`) onto its caller's array only at its own end: nodes are
 *     built at production boundaries. A node rule whose body is one leaf is read in place by its
 *     caller, which builds its node once the sequence around it has read what follows (up to the
 *     next element that builds nodes), so that `[ userinfo "@" ]` before a host builds nothing.
 *   - Sequences are straight-line code; ordered choice tries its alternatives in order, restoring
 *     the position and the children array between them (skipping, as the engine does, an
 *     alternative whose FIRST set excludes the next code unit and that cannot match nothing);
 *     repetition is a loop with the engine's rule for an element that matched nothing; lookahead
 *     restores both. No backtracking into a repetition or choice it has left: PEG, as `pseq`,
 *     `palt` and `prep` are.
 *   - The engine matches every maximal terminal-only sub-expression (a "leaf") with one sticky
 *     regular expression, and a regular expression backtracks. Where a leaf is deterministic
 *     (`det` below: every choice is decided by the next character, or by nothing at all when all
 *     that follows in the leaf can match nothing), the first match of the regular expression is the
 *     PEG match, and the leaf is emitted as code: character classes as 128-entry lookup tables
 *     (with range tests above U+007F), literals as code-unit comparisons, runs of a class as tight
 *     loops. Classes beyond the BMP (`ucschar`, `iprivate`) read a surrogate pair as one code
 *     point (`codePointAt`; a lone surrogate reads as itself), as the engine's `u` regular
 *     expressions and the NFA do. A leaf that is not deterministic is emitted as code that
 *     backtracks as the regular expression does (`backtracking`), or, where it repeats something
 *     wider than one code unit, keeps the engine's own regular expression (`plainLeafMatcher`; the
 *     generator prints how many).
 *
 *   - Every node rule read on its own (no profile) has an entry too (`fastRules`): what `parseRule`
 *     runs without a `grammar` option, and the component grammars of urllib's split and RFC 3986
 *     Appendix B (grammar/engine/fast.ts, `wholeParser`).
 *   - Past LAZY_AFTER elements of a repetition of nodes, the rest is read by a recognizer of the
 *     same code (emitted beside it, `#R`, building nothing: `rec`), and the node around it gets
 *     `children` as a lazy property (`lazyChildren`, through `lazyProperty` of base/inspect.ts, the
 *     package's one semantics: an enumerable, configurable getter that stays a getter) that runs
 *     the rule's function again from the node's start with FULL set on first read, and returns
 *     that array on every read after.
 *   - Counts the generated code keeps for the passes: `VN`, the nodes with a value built during one
 *     parse (a module-local counter that each whole-input entry resets, then returns beside the
 *     AST as `FastParse.valueNodes` of grammar/engine/fast.ts: none means the range checks have
 *     nothing to read), and per function `pn`, the '%' read (`pct`: a text node whose code read
 *     none has `decoded = text`).
 *   - The modules are type-checked (no `@ts-nocheck`): the functions' parameters and results are
 *     typed (a node rule's is a `RuleFn`), their arrays `ASTNode[]`, the tables `Uint8Array`, the
 *     rules `Rule`, the entries `FastParser`; the node literals are checked against the `ASTNode`
 *     union. Types only: the JavaScript is what it was. Where the generator knows more than the
 *     checker, two non-null assertions say so, each with its reason: `codePointAt` below the end
 *     (`one`), and `RR`, set by `init` before any rule function runs (every entry calls it first).
 *   - An optional sequence that must read a given character (`[ userinfo "@" ]`) is skipped where
 *     that character does not occur again (`nextAt`, one native search remembered per parse).
 *
 * test/fastpath.test.ts holds the two side by side on every grammar and start symbol, and on
 * every node rule read on its own.
 */
import { charsetOf, firstOf, hasSurrogateClass, intersects, isAstral, union, unitRanges, type Ranges, type Resolver } from '../engine/charset.js';
import { profileResolver } from '../parsers.js';
import type { Expr, RFC, Rule } from '../engine/dsl.js';
import { profiles, type GrammarName } from '../profiles.js';
import '../generated/load-rules.js';
import { allRules } from '../engine/dsl.js';
import { countsValue, findPath, nodeCode, Tables } from './fastpath-tables.js';

/**
 * How many elements of a repetition of nodes (path segments, domain labels, IPv6 groups) are built
 * as the parse reads them; the rest are recognized, and their node is built on first read.
 */
export const LAZY_AFTER = 32;

type Follow = { readonly set: Ranges; readonly all: boolean };
const ALL: Follow = { set: [], all: true };


/**
 * The statement counting a '%' read where `set` holds one: each function keeps `pn`, how many
 * times its code may have read a '%' (a leaf that backtracks counts one whenever it matches), so
 * that a text node whose code read none has `decoded` equal to `text` without a search. Reads on
 * paths later abandoned are counted too: the count never says "none" where there was one.
 */
const pct = (set: Ranges): string => (set.some(([lo, hi]) => lo <= 0x25 && 0x25 <= hi) ? ' pn++;' : '');

/** Statistics of one generation, printed by the script. */
export interface GenStats {
  grammars: number;
  starts: number;
  ruleFunctions: number;
  leaves: number;
  regexLeaves: number;
  bytes: number;
}

/**
 * One grammar's functions, by rule key. A function's text names the functions it calls by
 * placeholder (`\u0001key\u0001`) and itself as `\u0003`: `generateFastPath` gives one name to
 * functions whose text, callees named, is the same in several grammars (most rules of `rfc1738` and
 * `rfc1738-pure`, of `rfc2396` and `rfc2396+2732`, of `rfc3986` and `rfc3987` are), and emits each once.
 */
export class GrammarGen {
  readonly texts = new Map<string, string>();
  private readonly fnOf = new Map<string, string>();
  private readonly queue: Array<readonly [Rule, boolean]> = [];
  /** Whether the code being emitted is a recognizer's: it builds no node (see `rep`). */
  private rec = false;
  private readonly leafMemo = new Map<Expr, boolean>();
  private readonly nodesMemo = new Map<Expr, boolean>();
  private v = 0;
  leaves = 0;
  regexLeaves = 0;

  constructor(
    readonly id: string,
    readonly grammar: GrammarName | null,
    readonly resolve: Resolver,
    readonly tables: Tables,
  ) {}

  private fresh(p: string): string {
    return `${p}${this.v++}`;
  }

  /** The function name of a node rule, queueing its generation. */
  fn(r: Rule, rec = this.rec): string {
    const key = rec ? `${r.key}#R` : r.key;
    let name = this.fnOf.get(key);
    if (!name) {
      name = `\u0001${key}\u0001`;
      this.fnOf.set(key, name);
      this.queue.push([r, rec]);
    }
    return name;
  }

  drain(): void {
    while (this.queue.length) {
      const [r, rec] = this.queue.shift()!;
      this.emitRule(r, rec);
    }
  }

  /** Whether the code of `e` pushes nodes here (never in a recognizer). */
  private builds(e: Expr, from: RFC): boolean {
    return !this.rec && this.hasNodes(e, from);
  }

  /** Whether `e` is terminal-only: what the engine compiles to one regular expression (`computeRegex`). */
  isLeaf(e: Expr, from: RFC): boolean {
    const have = this.leafMemo.get(e);
    if (have !== undefined) return have;
    let v: boolean;
    switch (e.k) {
      case 'lit':
      case 'range':
        v = true;
        break;
      case 'ref': {
        const r = this.resolve(from, e);
        v = r.token && this.isLeaf(r.peg ?? r.body, r.rfc);
        break;
      }
      case 'seq':
      case 'alt':
        v = e.xs.every((x) => this.isLeaf(x, from));
        break;
      case 'group':
      case 'opt':
      case 'rep':
        v = this.isLeaf(e.x, from);
        break;
      case 'not':
      case 'and':
        v = false;
        break;
    }
    // A single character set is a leaf whatever its spelling (`charsetOf`, as `computeRegex` asks first).
    if (!v && this.classOf(e, from)) v = true;
    this.leafMemo.set(e, v);
    return v;
  }

  /** The class of a single-character expression, as `computeRegex` reads it first; null otherwise. */
  private classOf(e: Expr, from: RFC): Ranges | null {
    if (e.k === 'lit' && [...e.s].length > 1) return null;
    return charsetOf(e, from, this.resolve);
  }

  private first(e: Expr, from: RFC): { set: Ranges; nullable: boolean } {
    const f = firstOf(e, from, this.resolve);
    if (f.set === null) throw new Error('lookahead inside a leaf');
    return { set: f.set, nullable: f.nullable };
  }

  /**
   * Whether the regular expression of leaf `e`, followed within its leaf by what `follow` starts
   * (or by anything, `all`, when the rest of the leaf can match nothing), finds the PEG match.
   */
  det(e: Expr, from: RFC, follow: Follow): boolean {
    if (this.classOf(e, from)) return true;
    switch (e.k) {
      case 'lit':
      case 'range':
        return true;
      case 'ref': {
        const r = this.resolve(from, e);
        return this.det(r.peg ?? r.body, r.rfc, follow);
      }
      case 'group':
        return this.det(e.x, from, follow);
      case 'seq': {
        let f = follow;
        for (let k = e.xs.length - 1; k >= 0; k--) {
          const x = e.xs[k]!;
          if (!this.det(x, from, f)) return false;
          const fx = this.first(x, from);
          f = fx.nullable ? { set: union(fx.set, f.set), all: f.all } : { set: fx.set, all: false };
        }
        return true;
      }
      case 'alt': {
        const fs = e.xs.map((x) => this.first(x, from));
        // Only the last alternative may match nothing (else PEG commits to the empty match where a
        // later alternative would let the rest match).
        if (fs.slice(0, -1).some((f) => f.nullable)) return false;
        if (!e.xs.every((x) => this.det(x, from, follow))) return false;
        if (follow.all) return true;
        const eff = fs.map((f) => (f.nullable ? union(f.set, follow.set) : f.set));
        for (let i = 0; i < eff.length; i++) for (let j = i + 1; j < eff.length; j++) if (intersects(eff[i]!, eff[j]!)) return false;
        return true;
      }
      case 'opt':
      case 'rep': {
        const fx = this.first(e.x, from);
        if (fx.nullable) return false;
        if (!follow.all && intersects(fx.set, follow.set)) return false;
        return this.det(e.x, from, { set: union(fx.set, follow.set), all: follow.all });
      }
      case 'not':
      case 'and':
        return false;
    }
  }

  /**
   * A leaf whose regular expression may backtrack, as code that backtracks as it does: the
   * continuation (the rest of the leaf) is emitted after each choice, alternatives are tried in
   * order, and a repetition of one code unit tries its longest run first, then one fewer, down to
   * its minimum: the order in which the regular expression tries them, so its first match is
   * found. Null (the regular expression is kept) for a repetition of anything wider than one code
   * unit, or when the code would grow past a bound (each alternative repeats the continuation).
   */
  private backtracking(e: Expr, from: RFC, fail: string): string | null {
    const ok = this.fresh('OK');
    const p0 = this.fresh('p');
    let size = 0;
    const bt = (xs: ReadonlyArray<readonly [Expr, RFC]>): string | null => {
      if (++size > 400) return null;
      if (xs.length === 0) return `break ${ok};\n`;
      const [[x, xf], ...rest] = xs as [readonly [Expr, RFC], ...Array<readonly [Expr, RFC]>];
      const cls = this.classOf(x, xf);
      if (cls) {
        if (isAstral(cls)) return null;
        const k = bt(rest);
        if (k === null) return null;
        const q = this.fresh('q');
        return `{ const ${q} = p; c = s.charCodeAt(p); if (${this.test(cls, 'c')}) { p++; ${k} } p = ${q}; }\n`;
      }
      switch (x.k) {
        case 'lit': {
          const k = bt(rest);
          if (k === null) return null;
          const q = this.fresh('q');
          const lab = this.fresh('l');
          return `{ const ${q} = p; ${lab}: { ${this.gen(x, xf, `break ${lab};`, true)} ${k} } p = ${q}; }\n`;
        }
        case 'range':
          return null;
        case 'ref': {
          const r = this.resolve(xf, x);
          return bt([[r.peg ?? r.body, r.rfc], ...rest]);
        }
        case 'group':
          return bt([[x.x, xf], ...rest]);
        case 'seq':
          return bt([...x.xs.map((y) => [y, xf] as const), ...rest]);
        case 'alt': {
          let code = '';
          for (const y of x.xs) {
            const k = bt([[y, xf], ...rest]);
            if (k === null) return null;
            code += k;
          }
          return code;
        }
        case 'opt':
        case 'rep': {
          const min = x.k === 'opt' ? 0 : x.min;
          const max = x.k === 'opt' ? 1 : x.max;
          const set = this.classOf(x.x, xf);
          if (!set || isAstral(set)) return null;
          const k = bt(rest);
          if (k === null) return null;
          const q = this.fresh('q');
          const j = this.fresh('j');
          const lim = max === Infinity ? '' : ` && p - ${q} < ${max}`;
          return (
            `{ const ${q} = p; while (p < n) { c = s.charCodeAt(p); if (${this.test(set, 'c')}${lim}) p++; else break; } W += p - ${q};\n` +
            `for (let ${j} = p; ${j} >= ${q} + ${min}; ${j}--) { p = ${j}; ${k} } p = ${q}; }\n`
          );
        }
        case 'not':
        case 'and':
          return null;
      }
    };
    const code = bt([[e, from]]);
    if (code === null) return null;
    return `${ok}: { const ${p0} = p;\n${code}p = ${p0}; ${fail} }\n`;
  }

  /** The node rule `e` refers to when its body is one leaf (a segment, a scheme, a port), else null. */
  private leafRule(e: Expr, from: RFC): Rule | null {
    if (e.k !== 'ref') return null;
    const r = this.resolve(from, e);
    return !r.token && this.isLeaf(r.peg ?? r.body, r.rfc) ? r : null;
  }

  /** The code of a leaf-bodied node rule's body, read in its caller (a regular-expression leaf is found in `r`). */
  private inlineBody(r: Rule, fail: string): string {
    const owner = this.owner;
    this.owner = r;
    try {
      return this.gen(r.peg ?? r.body, r.rfc, fail, false);
    } finally {
      this.owner = owner;
    }
  }

  /** Whether `e` can push AST nodes (it references a node rule). */
  private hasNodes(e: Expr, from: RFC): boolean {
    const have = this.nodesMemo.get(e);
    if (have !== undefined) return have;
    let v: boolean;
    if (this.isLeaf(e, from)) v = false;
    else {
      switch (e.k) {
        case 'ref':
          v = !this.resolve(from, e).token;
          break;
        case 'seq':
        case 'alt':
          v = e.xs.some((x) => this.hasNodes(x, from));
          break;
        case 'group':
        case 'opt':
        case 'rep':
          v = this.hasNodes(e.x, from);
          break;
        default:
          v = false;
      }
    }
    this.nodesMemo.set(e, v);
    return v;
  }

  /** A boolean expression testing `c` against `set`. */
  private test(set: Ranges, c: string): string {
    // One character or one range: a comparison (NaN, past the end, fails both).
    if (set.length === 1) {
      const [lo, hi] = set[0]!;
      return lo === hi ? `${c} === ${lo}` : `(${c} >= ${lo} && ${c} <= ${hi})`;
    }
    const t = this.tables.table(set);
    const wide = set.filter(([, hi]) => hi > 127).map(([lo, hi]) => [Math.max(lo, 128), hi] as const);
    if (wide.length === 0) return `(${c} < 128 && ${t}[${c}] === 1)`;
    const parts = wide.map(([lo, hi]) => (lo === hi ? `${c} === ${lo}` : `(${c} >= ${lo} && ${c} <= ${hi})`));
    return `(${c} < 128 ? ${t}[${c}] === 1 : ${parts.join(' || ')})`;
  }

  /** A unit predicate for an alternative's FIRST set (pruning only: a superset is fine). */
  private unitTest(set: Ranges, c: string): string {
    return this.test(unitRanges(set), c);
  }


  /** The choice `x` is inside a leaf (through groups and token rules), with its RFC; null if it is none or a class. */
  private leafChoice(x: Expr, from: RFC): readonly [Extract<Expr, { k: 'alt' }>, RFC] | null {
    if (this.classOf(x, from)) return null;
    if (x.k === 'alt') return [x, from];
    if (x.k === 'group') return this.leafChoice(x.x, from);
    if (x.k === 'ref') {
      const r = this.resolve(from, x);
      return this.leafChoice(r.peg ?? r.body, r.rfc);
    }
    return null;
  }

  /** Code matching one character of `set` at `p`, or running `fail`. */
  private one(set: Ranges, fail: string): string {
    if (isAstral(set)) {
      if (hasSurrogateClass(set)) throw new Error('an astral class holding surrogates');
      // `p < n`: `codePointAt` gives a number there (`!`, a type assertion only).
      return `if (p < n) { c = s.codePointAt(p)!; if (${this.test(set, 'c')}) { p += c > 65535 ? 2 : 1;${pct(set)} } else ${fail} } else ${fail}\n`;
    }
    return `c = s.charCodeAt(p); if (${this.test(set, 'c')}) { p++;${pct(set)} } else ${fail}\n`;
  }

  /** Code for expression `e` (in a node rule or a leaf): on success `p` is its end; else `fail` runs. */
  gen(e: Expr, from: RFC, fail: string, inLeaf: boolean): string {
    if (!inLeaf && this.isLeaf(e, from)) {
      this.leaves++;
      if (!this.det(e, from, ALL)) {
        // A leaf that backtracks is counted as reading a '%' (see `pct`) whenever it matches.
        const bt = this.backtracking(e, from, fail);
        if (bt !== null) return `${bt}pn++;\n`;
        this.regexLeaves++;
        return `p = ${this.regexLeaf(e, from)}(s, p); if (p < 0) ${fail}\npn++;\n`;
      }
      return this.gen(e, from, fail, true);
    }
    const set = inLeaf ? this.classOf(e, from) : null;
    if (set) return this.one(set, fail);
    switch (e.k) {
      case 'lit': {
        if (e.s.length === 0) return '';
        const conds: string[] = [];
        let i = 0;
        for (const ch of e.s) {
          for (let u = 0; u < ch.length; u++) {
            const at = i === 0 ? 'p' : `p + ${i}`;
            const code = ch.charCodeAt(u);
            if (e.ci && ch.toLowerCase() !== ch.toUpperCase()) {
              const lo = ch.toLowerCase();
              const up = ch.toUpperCase();
              if (lo.length !== 1 || up.length !== 1) throw new Error(`case-insensitive literal with a wide case mapping: ${e.s}`);
              conds.push(`((c = s.charCodeAt(${at})) === ${lo.charCodeAt(0)} || c === ${up.charCodeAt(0)})`);
            } else conds.push(`s.charCodeAt(${at}) === ${code}`);
            i++;
          }
        }
        return `if (${conds.join(' && ')}) { p += ${i};${e.s.includes('%') ? ' pn++;' : ''} } else ${fail}\n`;
      }
      case 'range':
        return this.one([[e.lo, e.hi]], fail);
      case 'ref': {
        const r = this.resolve(from, e);
        if (inLeaf) return this.gen(r.peg ?? r.body, r.rfc, fail, true);
        if (r.token) throw new Error(`token rule outside a leaf: ${r.key}`);
        if (this.leafRule(e, from)) {
          const st = this.fresh('s');
          const n0 = this.fresh('n');
          return `{ const ${st} = p, ${n0} = pn;\n${this.inlineBody(r, fail)}${this.nodeHere(r, st, 'p', `pn !== ${n0}`)} }\n`;
        }
        return this.rec ? `p = ${this.fn(r)}(s, p); if (p < 0) ${fail}\n` : `p = ${this.fn(r)}(s, p, out); if (p < 0) ${fail}\n`;
      }
      case 'group':
        return this.gen(e.x, from, fail, inLeaf);
      case 'seq': {
        if (inLeaf) return e.xs.map((x) => this.gen(x, from, fail, inLeaf)).join('');
        // A node rule whose body is a leaf is read in place (no call), and its node is built when
        // the sequence has read what follows it, up to the next element that builds nodes: a
        // sequence that fails on the way (`[ userinfo "@" ]` before a host) builds none.
        let code = '';
        let deferred: string[] = [];
        const flush = () => {
          code += deferred.join('');
          deferred = [];
        };
        for (const x of e.xs) {
          const r = this.leafRule(x, from);
          if (r) {
            const st = this.fresh('s');
            const en = this.fresh('e');
            const n0 = this.fresh('n');
            const n1 = this.fresh('n');
            code += `const ${st} = p, ${n0} = pn;\n${this.inlineBody(r, fail)}const ${en} = p, ${n1} = pn;\n`;
            deferred.push(this.nodeHere(r, st, en, `${n1} !== ${n0}`) + '\n');
          } else {
            if (deferred.length && this.hasNodes(x, from)) flush();
            code += this.gen(x, from, fail, false);
          }
        }
        flush();
        return code;
      }
      case 'alt': {
        if (inLeaf) return this.leafAlt(e, from, fail);
        // Outside a leaf (a choice inside one is `leafAlt`'s).
        const done = this.fresh('A');
        const p0 = this.fresh('p');
        const nodes = this.builds(e, from);
        const o0 = this.fresh('o');
        let code = `${done}: { const ${p0} = p;${nodes ? ` const ${o0} = out.length;` : ''}\n`;
        const c = this.fresh('c');
        code += `const ${c} = s.charCodeAt(p);\n`;
        for (const x of e.xs) {
          const f = firstOf(x, from, this.resolve);
          const guard = f.set !== null && !f.nullable ? this.unitTest(f.set, c) : null;
          const lab = this.fresh('a');
          const body = `${lab}: { ${this.gen(x, from, `break ${lab};`, false)} break ${done}; }\n`;
          const reset = `p = ${p0};${nodes ? ` if (out.length !== ${o0}) out.length = ${o0};` : ''}`;
          code += guard ? `if (${guard}) { ${body} ${reset} }\n` : `${body} ${reset}\n`;
        }
        code += `${fail}\n}\n`;
        return code;
      }
      case 'opt':
        return this.rep(e.x, 0, 1, from, fail, inLeaf);
      case 'rep':
        return this.rep(e.x, e.min, e.max, from, fail, inLeaf);
      case 'not':
      case 'and': {
        const p0 = this.fresh('p');
        const o0 = this.fresh('o');
        const lab = this.fresh('L');
        const m = this.fresh('m');
        const nodes = this.builds(e.x, from);
        return (
          `{ const ${p0} = p${nodes ? `, ${o0} = out.length` : ''}; let ${m} = false;\n` +
          `${lab}: { ${this.gen(e.x, from, `break ${lab};`, inLeaf)} ${m} = true; }\n` +
          `p = ${p0};${nodes ? ` if (out.length !== ${o0}) out.length = ${o0};` : ''} if (${e.k === 'and' ? '!' : ''}${m}) ${fail} }\n`
        );
      }
    }
  }

  /**
   * An ordered choice inside a deterministic leaf, where the only outcome is the end position.
   * Nested choices and the token rules they name are read as one flat choice (PEG: `(a / b) / c`
   * is `a / b / c`). Every one-character alternative that no earlier wider alternative could start
   * with is tested first, all in one table: it ends the choice one unit on, as it would in its
   * place, since an earlier one-character alternative that also matched would end there too. The
   * rest keep their order, each guarded by its FIRST set.
   */
  private leafAlt(e: Extract<Expr, { k: 'alt' }>, from: RFC, fail: string): string {
    const { first, rest } = this.leafAltParts(e, from);
    if (rest.length === 0) return this.one(first!, fail);
    const done = this.fresh('A');
    const p0 = this.fresh('p');
    const c = this.fresh('c');
    let code = `${done}: { const ${p0} = p;\nconst ${c} = s.charCodeAt(p);\n`;
    if (first) code += `if (${this.test(first, c)}) { p++;${pct(first)} break ${done}; }\n`;
    code += this.restAlts(rest, c, `break ${done};`, p0);
    return code + `${fail}\n}\n`;
  }

  /** The rest of a leaf choice (see `leafAltParts`) tried in order at `c`, each running `ok` where it matched. */
  private restAlts(rest: ReadonlyArray<readonly [Expr, RFC]>, c: string, ok: string, p0: string): string {
    let code = '';
    for (const [x, f] of rest) {
      const cls = this.classOf(x, f);
      if (cls && !isAstral(cls)) {
        code += `if (${this.test(cls, c)}) { p++;${pct(cls)} ${ok} }\n`;
        continue;
      }
      const fx = firstOf(x, f, this.resolve);
      const guard = fx.set !== null && !fx.nullable ? this.unitTest(fx.set, c) : null;
      const lab = this.fresh('a');
      const body = `${lab}: { ${this.gen(x, f, `break ${lab};`, true)} ${ok} }\n`;
      code += guard ? `if (${guard}) { ${body} p = ${p0}; }\n` : `${body} p = ${p0};\n`;
    }
    return code;
  }

  /**
   * A leaf choice read flat, as `leafAlt` tests it: the union of the one-character alternatives
   * that go first (null if none), and the rest in order.
   */
  private leafAltParts(e: Extract<Expr, { k: 'alt' }>, from: RFC): { first: Ranges | null; rest: Array<readonly [Expr, RFC]> } {
    const flat: Array<readonly [Expr, RFC]> = [];
    const add = (x: Expr, f: RFC): void => {
      if (this.classOf(x, f)) flat.push([x, f]);
      else if (x.k === 'group') add(x.x, f);
      else if (x.k === 'ref') {
        const r = this.resolve(f, x);
        add(r.peg ?? r.body, r.rfc);
      } else if (x.k === 'alt') for (const y of x.xs) add(y, f);
      else flat.push([x, f]);
    };
    for (const x of e.xs) add(x, from);
    let first: Ranges | null = null;
    const wider: Ranges[] = []; // FIRST sets of the wider alternatives met so far
    const rest: Array<readonly [Expr, RFC]> = [];
    for (const [x, f] of flat) {
      const cls = this.classOf(x, f);
      if (cls && !isAstral(cls) && !wider.some((w) => intersects(w, cls))) {
        first = first ? union(first, cls) : cls;
        continue;
      }
      rest.push([x, f]);
      if (!(cls && !isAstral(cls))) {
        const fx = this.first(x, f);
        wider.push(fx.nullable ? [[0, 0x10ffff]] : fx.set);
      }
    }
    return { first, rest };
  }

  private rep(x: Expr, min: number, max: number, from: RFC, fail: string, inLeaf: boolean): string {
    const set = inLeaf ? this.classOf(x, from) : null;
    const bounded = max !== Infinity;
    if (set && !isAstral(set)) {
      // A run of a code-unit class: a tight loop (an element always reads one unit).
      const q = this.fresh('q');
      const t = this.test(set, 'c');
      const lim = bounded ? ` && p - ${q} < ${max}` : '';
      const counted = pct(set) ? ` if (p > ${q}) pn++;` : '';
      return `{ const ${q} = p; while (p < n) { c = s.charCodeAt(p); if (${t}${lim}) p++; else break; } W += p - ${q};${min > 0 ? ` if (p - ${q} < ${min}) ${fail}` : ''}${counted} }\n`;
    }
    const alt = inLeaf ? this.leafChoice(x, from) : null;
    if (alt) {
      // A run of a choice inside a leaf: one loop whose alternatives each go round again when they
      // match (the one-character ones first, in one table, as in `leafAlt`).
      const { first, rest } = this.leafAltParts(alt[0], alt[1]);
      const k = this.fresh('k');
      const R = this.fresh('R');
      const c = this.fresh('c');
      const p0 = this.fresh('p');
      const counted = min > 0 || bounded;
      const next = `${counted ? `${k}++; ` : ''}continue ${R};`;
      const w = this.fresh('w');
      let code = `{ const ${w} = p; ${counted ? `let ${k} = 0; ` : ''}${R}: while (true) {\n${bounded ? `if (${k} >= ${max}) break;\n` : ''}const ${p0} = p; const ${c} = s.charCodeAt(p);\n`;
      if (first) code += `if (${this.test(first, c)}) { p++;${pct(first)} ${next} }\n`;
      code += this.restAlts(rest, c, next, p0);
      code += `break;\n}\nW += p - ${w};\n${min > 0 ? `if (${k} < ${min}) ${fail}\n` : ''}}\n`;
      return code;
    }
    const k = this.fresh('k');
    const nodes = !inLeaf && this.builds(x, from);
    // The element may match nothing only outside leaves (`det` refuses it inside): the engine's
    // `prep` then counts the repetition as done (`n = min`) and stops.
    const mayBeEmpty = firstOf(x, from, this.resolve).nullable;
    const loop = (building: boolean, guard: string): string => {
      const R = this.fresh('R');
      const q = this.fresh('q');
      const o = this.fresh('o');
      const it = this.fresh('I');
      let code = `${R}: while (${bounded ? `${k} < ${max}` : 'true'}) {\n${guard}`;
      code += `const ${q} = p;${building ? ` const ${o} = out.length;` : ''}\n`;
      code += `${it}: { ${this.gen(x, from, `break ${it};`, inLeaf)} ${k}++;`;
      code += mayBeEmpty ? ` if (p === ${q}) { if (${k} < ${min}) ${k} = ${min}; break ${R}; }` : '';
      code += ` continue ${R}; }\n`;
      code += `p = ${q};${building ? ` if (out.length !== ${o}) out.length = ${o};` : ''} break;\n}\n`;
      return code;
    };
    // Counted (grammar/engine/work.ts): the code units the repetition advanced over, which bound its
    // iterations (each reads one at least, or the repetition stops).
    const w = this.fresh('w');
    let code = `{ let ${k} = 0; const ${w} = p;\n`;
    // An optional sequence that must read a given character (`[ userinfo "@" ]`) cannot match
    // where that character does not occur again: one native search (remembered per parse,
    // `nextAt`) instead of reading the sequence up to where it fails.
    const needed = !inLeaf && min === 0 && max === 1 ? this.neededChar(x, from) : null;
    if (needed !== null) code += `if (nextAt(s, p, ${needed}, ${JSON.stringify(String.fromCharCode(needed))}) >= 0) {\n`;
    if (nodes && max > LAZY_AFTER) {
      // Past LAZY_AFTER elements (unless a rebuild asks for every node, FULL), the rest of the
      // repetition is recognized without nodes, and the node of the rule around it gets its
      // children on first read (`lazyChildren`): a long path or host costs no object per segment.
      const z = this.fresh('z');
      code += `let ${z} = false;\n`;
      code += loop(true, `if (${k} === LAZY_AFTER && FULL === 0) { ${z} = true; break; }\n`);
      this.rec = true;
      try {
        code += `if (${z}) { lz = true;\n${loop(false, '')}}\n`;
      } finally {
        this.rec = false;
      }
    } else code += loop(nodes, '');
    if (needed !== null) code += '}\n';
    code += `W += p - ${w};\n`;
    code += min > 0 ? `if (${k} < ${min}) ${fail}\n` : '';
    code += '}\n';
    return code;
  }

  /**
   * The ASCII code unit every match of `x` reads (the last item of a sequence, a case-sensitive
   * literal), or null.
   */
  private neededChar(x: Expr, from: RFC): number | null {
    if (x.k === 'group') return this.neededChar(x.x, from);
    if (x.k !== 'seq' || x.xs.length === 0) return null;
    const last = x.xs[x.xs.length - 1]!;
    if (last.k !== 'lit' || last.ci || last.s.length === 0) return null;
    const c = last.s.charCodeAt(0);
    return c < 128 ? c : null;
  }

  /** The statement building leaf-bodied node rule `r` over `[st, en)` into `out`; in a recognizer, only its count if it has a value. */
  private nodeHere(r: Rule, st: string, en: string, pctRead: string): string {
    if (this.rec) return countsValue(r) ? 'VN++;' : '';
    return nodeCode(r, this.tables.rule(r), st, en, 'EMPTY', 'out', pctRead);
  }

  /** The rule whose body is being emitted (non-deterministic leaves are found in it by path). */
  private owner: Rule | null = null;
  readonly leafDecls: string[] = [];

  /**
   * A leaf left to the engine's own regular expression: found at init by its path in the owner
   * rule's body, and matched with `plainLeafMatcher` (the plain build's matcher, chunking and
   * surrogate handling included).
   */
  private regexLeaf(e: Expr, from: RFC): string {
    const owner = this.owner!;
    const field = owner.peg ? 'peg' : 'body';
    const path = findPath(owner[field]!, e);
    if (!path) throw new Error(`leaf not found in ${owner.key}`);
    const grammar = this.grammar !== null && profiles[this.grammar].substitute.size === 0 ? null : this.grammar;
    const key = JSON.stringify([grammar, owner.key, field, path, from]);
    const known = this.tables.leaves.get(key);
    if (known !== undefined) return known;
    const name = `M${this.tables.leaves.size}`;
    this.tables.leaves.set(key, name);
    this.leafDecls.push(
      `${name} = plainLeafMatcher(${JSON.stringify(grammar)}, at(${this.tables.rule(owner)}.${field}, ${JSON.stringify(path)}), ${JSON.stringify(from)});`,
    );
    return name;
  }

  private emitRule(r: Rule, rec: boolean): void {
    this.owner = r;
    this.rec = rec;
    // Names local to the function restart with each one, so the same rule reads the same in every grammar.
    this.v = 0;
    try {
      const body = r.peg ?? r.body;
      const code = this.gen(body, r.rfc, 'return -1;', false);
      if (rec) {
        // A recognizer: the end of the match or -1, no node (a node with a value is still counted).
        const count = countsValue(r) ? 'VN++;\n' : '';
        this.texts.set(`${r.key}#R`, `/** ${r.key} (recognizer) */\nfunction \u0003(s: string, p: number): number {\nW++; const st = p, n = s.length; let c = 0, pn = 0;\n${code}${count}return p;\n}\n`);
        return;
      }
      const nodes = this.hasNodes(body, r.rfc);
      const lazy = code.includes('lz = true;');
      if (lazy && (r.name === 'host' || r.name === 'ihost')) throw new Error(`${r.key}: a host node reads its first child, which a lazy node has not built`);
      this.texts.set(
        r.key,
        `/** ${r.key} */\nfunction \u0003(s: string, p: number, dst: ASTNode[]): number {\nW++; const st = p, n = s.length; let c = 0, pn = 0;${nodes ? ' const out: ASTNode[] = [];' : ' const out = EMPTY;'}${lazy ? ' let lz = false;' : ''}\n${code}` +
          // The count covers the node's own text only where no other function read part of it.
          `${nodeCode(r, this.tables.rule(r), 'st', 'p', 'out', 'dst', code.includes('\u0001') ? null : 'pn !== 0')}\n${lazy ? 'if (lz) lazyChildren(dst[dst.length - 1], \u0003, s, st);\n' : ''}return p;\n}\n`,
      );
    } finally {
      this.rec = false;
    }
  }

  /** The entry of a start rule: the whole input must match. */
  entry(start: Rule): string {
    this.owner = start;
    if (start.token) {
      const code = this.gen(start.peg ?? start.body, start.rfc, 'return null;', false);
      return `(s) => { if (RR === null) init(); VN = 0; nextGen(); let p = 0, c = 0, pn = 0; const n = s.length, out = EMPTY;\n${code}return p === n ? { ast: B(${this.tables.rule(start)}, s, 0, n, EMPTY), valueNodes: VN } : null; }`;
    }
    // Written out, not `ruleEntry(f, i)`: each start symbol's entry is a function literal of its
    // own, so its call of the rule's function keeps a call site of its own (closures of one literal
    // share their feedback, and `parseURL` runs every grammar's start through them).
    const f = this.fn(start);
    return `(s) => { if (RR === null) init(); VN = 0; nextGen(); const out: ASTNode[] = []; const p = ${f}(s, 0, out); if (p !== s.length) return null; return { ast: out.length === 1 ? out[0] : B(${this.tables.rule(start)}, s, 0, s.length, out), valueNodes: VN }; }`;
  }
}
