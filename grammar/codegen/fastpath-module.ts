/**
 * The fast path's modules: which grammars and node rules each generated module holds
 * (`FAST_PATH_UNITS`, one per language folder, as its `language.ts` declares it), and the module's source, assembled from the
 * functions grammar/codegen/fastpath.ts generates (its tables, its entries by start symbol and by
 * rule). What grammar/codegen/write-fastpath.ts writes into grammar/generated/.
 */
import type { RFC, Rule } from '../engine/dsl.js';
import { allRules } from '../engine/dsl.js';
import { profileResolver } from '../parsers.js';
import { LANGUAGES } from '../generated/languages.js';
import { profiles, type GrammarName } from '../profiles.js';
import { GrammarGen, LAZY_AFTER, type GenStats } from './fastpath.js';
import { Tables } from './fastpath-tables.js';

/**
 * A generated module: the parsers of some grammars (each start symbol) and of some node rules read
 * on their own, for one grammar module (`grammar/rfc3986/index.ts` and its peers), which loads the rules
 * they read and registers the module with `grammar/engine/fast.ts`. Rules of our own
 * (`'urlgrammar'`) go with the grammar module that declares them, by their section.
 */
export interface FastPathUnit {
  /** The module is `grammar/generated/fast-${name}.ts`. */
  readonly name: string;
  readonly grammars: readonly GrammarName[];
  /** The node rules whose parsers, read on their own, the module holds. */
  readonly rules: (r: Rule) => boolean;
}

/**
 * The generated modules: one per language folder that declares a fast path (its `language.ts`,
 * `fastPath`), in the registry's order (grammar/languages.ts): its profiles' grammars, and the node
 * rules of its sources and of its sections of urlgrammar's own rules. Every grammar in one, every
 * node rule in one (test/fastpath.test.ts).
 */
export const FAST_PATH_UNITS: readonly FastPathUnit[] = LANGUAGES.flatMap((l): FastPathUnit[] => {
  if (!('fastPath' in l)) return [];
  const rfcs: readonly RFC[] = 'rfcs' in l.fastPath ? l.fastPath.rfcs : [];
  const own: readonly string[] = 'own' in l.fastPath ? l.fastPath.own : [];
  return [{ name: l.folder, grammars: Object.keys(l.profiles) as GrammarName[], rules: (r) => rfcs.includes(r.rfc) || (r.rfc === 'urlgrammar' && own.includes(r.section)) }];
});

/** Every generated module's source (FAST_PATH_UNITS), and what they hold together. */
export function generateFastPaths(): { sources: ReadonlyMap<string, string>; stats: GenStats } {
  const sources = new Map<string, string>();
  const stats: GenStats = { grammars: 0, starts: 0, ruleFunctions: 0, leaves: 0, regexLeaves: 0, bytes: 0 };
  const units = new Map<string, string>();
  for (const r of allRules()) {
    if (r.token) continue;
    const of = FAST_PATH_UNITS.filter((u) => u.rules(r)).map((u) => u.name);
    if (of.length !== 1) throw new Error(`fast path: node rule ${r.key} is in ${of.length} generated modules (${of.join(', ')}), not one`);
    units.set(r.key, of[0]!);
  }
  const covered = FAST_PATH_UNITS.flatMap((u) => u.grammars);
  const missing = (Object.keys(profiles) as GrammarName[]).filter((g) => !covered.includes(g));
  if (missing.length > 0) throw new Error(`fast path: no generated module for ${missing.join(', ')}`);
  for (const unit of FAST_PATH_UNITS) {
    const { source, stats: s } = generateFastPath(unit);
    sources.set(unit.name, source);
    for (const k of Object.keys(stats) as Array<keyof GenStats>) stats[k] += s[k];
  }
  return { sources, stats };
}

/** The source of one generated module, and what it holds. */
export function generateFastPath(unit: FastPathUnit): { source: string; stats: GenStats } {
  const tables = new Tables();
  const fns: string[] = [];
  const entries: string[] = [];
  const leafDecls: string[] = [];
  // One name per distinct function text (callees named): shared by the grammars that agree.
  const byText = new Map<string, string>();
  const named = new Map<string, string>();
  const nameOf = (g: GrammarGen, key: string): string => {
    const memo = named.get(`${g.id}|${key}`);
    if (memo) return memo;
    const text = resolveNames(g, g.texts.get(key)!);
    let name = byText.get(text);
    if (!name) {
      name = `f${byText.size}`;
      byText.set(text, name);
      fns.push(text.replaceAll('\u0003', name));
    }
    named.set(`${g.id}|${key}`, name);
    return name;
  };
  const resolveNames = (g: GrammarGen, text: string): string => text.replace(/\u0001([^\u0001]*)\u0001/g, (_m, k: string) => nameOf(g, k));
  const stats: GenStats = { grammars: 0, starts: 0, ruleFunctions: 0, leaves: 0, regexLeaves: 0, bytes: 0 };
  unit.grammars.forEach((grammar, gi) => {
    const resolve = profileResolver(grammar);
    const g = new GrammarGen(`g${gi}`, grammar, resolve, tables);
    const starts = profiles[grammar].starts.map((st) => {
      // The start rule is read through the profile, as `parserFor` reads it.
      const rule = resolve(1738, { k: 'ref', name: st.name, rfc: st.rfc });
      return { key: `${grammar}|${rule.key}`, code: g.entry(rule) };
    });
    g.drain();
    leafDecls.push(...g.leafDecls);
    for (const s of starts) entries.push(`  ${JSON.stringify(s.key)}: ${resolveNames(g, s.code)},`);
    stats.grammars++;
    stats.starts += starts.length;
    stats.leaves += g.leaves;
    stats.regexLeaves += g.regexLeaves;
  });
  // Every node rule read on its own, with no profile (what `parseRule` runs without a `grammar`
  // option, and the component grammars the passes run: urllib's split, RFC 3986 Appendix B).
  const ruleEntries: string[] = [];
  {
    const g = new GrammarGen('gr', null, profileResolver(null), tables);
    const keyed = allRules()
      .filter((r) => !r.token && unit.rules(r))
      .map((r) => ({ r, f: g.fn(r) }));
    g.drain();
    leafDecls.push(...g.leafDecls);
    for (const { r, f } of keyed) ruleEntries.push(`  ${JSON.stringify(r.key)}: ruleEntry(${resolveNames(g, f)}, ${tables.ruleIndex(r)}),`);
    stats.leaves += g.leaves;
    stats.regexLeaves += g.regexLeaves;
  }
  const source =
    `/* GENERATED by grammar/codegen/fastpath.ts from the rule registry (npm run gen). Do not edit; not committed. */\n` +
    `import { buildNode as B, setDecoded as D, type ASTNode } from '../engine/ast.js';\n` +
    `import { lookup, type Expr, type Rule } from '../engine/dsl.js';\n` +
    `import type { FastParser } from '../engine/fast.js';\n` +
    (leafDecls.length ? `import { plainLeafMatcher } from '../parsers.js';\n` : '') +
    `import { lazyProperty } from '../../base/inspect.js';\n` +
    `import { countedBy } from '../engine/work.js';\n\n` +
    `/** A node rule's function: the end of its match from \`p\` in \`s\`, or -1; it pushes its node onto \`dst\`. */\n` +
    `type RuleFn = (s: string, p: number, dst: ASTNode[]) => number;\n` +
    (leafDecls.length ? `/** A leaf left to the engine's regular expression (\`plainLeafMatcher\`): the end of its match from \`i\`, or -1. */\ntype LeafMatcher = (input: string, i: number) => number;\n` : '') +
    `/** The sub-expression of \`e\` at \`path\` (an index into \`xs\`, or 'x'), where the generator found a leaf. */\n` +
    `function at(e: Expr | undefined, path: readonly (number | 'x')[]): Expr {\n` +
    `  for (const k of path) e = e === undefined ? e : typeof k === 'number' ? ('xs' in e ? e.xs[k] : undefined) : 'x' in e ? e.x : undefined;\n` +
    `  if (e === undefined) throw new Error('fast path: a leaf is not where the generator found it');\n` +
    `  return e;\n` +
    `}\n` +
    `/** The children of the functions that build no node (shared: never written). */\n` +
    `const EMPTY: ASTNode[] = [];\n` +

    `/** Per parse (GEN), for each ASCII code unit: from where (NX_Q) its next occurrence (NX_R, or -1) was searched. */\n` +
    `const NX_Q = new Int32Array(128), NX_R = new Int32Array(128), NX_G = new Int32Array(128); let GEN = 0;\n` +
    `function nextGen(): void { if (++GEN === 0x7fffffff) { GEN = 1; NX_G.fill(0); } }\n` +
    `/** The first index of \`ch\` (code unit \`c\`) at or after \`p\` in \`s\`, or -1: searched once for the positions up to it. */\n` +
    `function nextAt(s: string, p: number, c: number, ch: string): number {\n` +
    `  if (NX_G[c] === GEN && NX_Q[c] <= p && (NX_R[c] < 0 || NX_R[c] >= p)) return NX_R[c];\n` +
    `  const r = s.indexOf(ch, p);\n` +
    `  W += 1 + (r < 0 ? s.length : r) - p;\n` +
    `  NX_G[c] = GEN; NX_Q[c] = p; NX_R[c] = r;\n` +
    `  return r;\n` +
    `}\n` +
    `/**\n * The value nodes (VALUE_NODE_TYPES: port, IPv4, IPv6) built since the running parse's entry began, including any\n * then dropped on backtracking: each entry resets it and returns it beside the AST (\`FastParse.valueNodes\`).\n */\n` +
    `let VN = 0;\n` +
    `/** The steps counted (grammar/engine/work.ts): rule function calls, code units read by class runs, advanced over by repetitions, searched by \`nextAt\`. */\n` +
    `let W = 0;\n` +
    `countedBy(() => W);\n` +

    `/** A repetition builds the nodes of its first LAZY_AFTER elements; past them it recognizes the rest, and the rule's node gets its children on first read. */\n` +
    `export const LAZY_AFTER = ${LAZY_AFTER};\n` +
    `/** Above 0 while a lazy node's children are built: every repetition then builds all its nodes. */\n` +
    `let FULL = 0;\n` +
    `/**\n * Gives \`node\` its \`children\` on first read (\`lazyProperty\` of base/inspect.ts, the package's one semantics: an enumerable,\n * configurable getter that stays a getter, computes once, and prints resolved): \`f\`, the function that built the node, runs\n * again from \`st\` in \`s\` with every node built. A function of its own, so that the closure captures its parameters, not\n * the rule function's \`s\` and \`st\` (which would then live in a context allocated on every call).\n */\n` +
    `function lazyChildren(node: ASTNode, f: RuleFn, s: string, st: number): void {\n` +
    `  lazyProperty(node, 'children', () => {\n` +
    `    const o: ASTNode[] = [];\n` +
    `    FULL++; nextGen();\n` +
    `    try { f(s, st, o); } finally { FULL--; }\n` +
    `    return o[0].children;\n` +
    `  });\n` +
    `}\n` +
    `function tab(bits: string): Uint8Array { const t = new Uint8Array(128); for (let i = 0; i < 128; i++) t[i] = bits.charCodeAt(i) - 48; return t; }\n` +
    tables.decls.join('\n') +
    '\n\n' +
    `/** The rule objects the nodes are built for: set by \`init\`, which every entry runs before any rule function (so typed as set). */\n` +
    `let RR: readonly Rule[] = null!;${leafDecls.length ? ` let ${leafDecls.map((d) => `${d.slice(0, d.indexOf(' '))}: LeafMatcher`).join(', ')};` : ''}\n` +
    `function init(): void {\nconst rr: (Rule | undefined)[] = [${tables.rules.map((r) => `lookup(${JSON.stringify(r.rfc)}, ${JSON.stringify(r.name)})`).join(', ')}];\n` +
    `if (!rr.every((r): r is Rule => r !== undefined)) throw new Error('fast path: a rule is missing');\nRR = rr;\n${leafDecls.join('\n')}\n}\n\n` +
    fns.join('') +
    `\n/**\n * The generated whole-input parsers, keyed \`grammar|rfc:start\` (the start rule as the profile resolves it): the AST the plain build gives\n * and the count of value nodes built, or null.\n */\n` +
    `export const fastParsers: Readonly<Record<string, FastParser>> = {\n${entries.join('\n')}\n};\n` +
    `\n/** The whole-input parser of a node rule's function \`f\` (rule \`RR[ri]\`). */\n` +
    `function ruleEntry(f: RuleFn, ri: number): FastParser {\n  return (s) => { if (RR === null) init(); VN = 0; nextGen(); const out: ASTNode[] = []; const p = f(s, 0, out); if (p !== s.length) return null; return { ast: out.length === 1 ? out[0] : B(RR[ri], s, 0, s.length, out), valueNodes: VN }; };\n}\n` +
    `\n/** The generated parser of each node rule read on its own (no profile), keyed by the rule's key: the AST the plain build gives and the count of value nodes built, or null. */\n` +
    `export const fastRules: Readonly<Record<string, FastParser>> = {\n${ruleEntries.join('\n')}\n};\n`;
  stats.ruleFunctions = fns.length;
  stats.bytes = source.length;
  return { source, stats };
}

