/**
 * The recognizer generator: from the one rule registry, a minimized DFA per grammar (profile) and
 * start symbol (grammar/engine/dfa.ts), written as tables into
 * `grammar/generated/dfa-<name>.ts`, one module per grammar module (`RECOGNIZER_UNITS`;
 * build output, git-ignored; `npm run gen`). `grammar/engine/recognize.ts` runs them.
 *
 * The language of each automaton is `parseURL`'s verdict, not only the BNF's:
 *
 *   - every rule is read as the NFA reads it (`lang`, else the literal body), except a rule whose
 *     rewrite is its language (`pegIsLanguage`: RFC 1738's scheme dispatch), read from its `peg`
 *     with the lookahead as a guard;
 *   - the checks after the parse (each language folder's checks.ts, run by `settle` in
 *     src/parse/semantic.ts), which accept an input when
 *     some reading of it holds no problem, are restated as languages here (`VALUE_LANGUAGES`): a
 *     reading with an RFC 1738 port over 65535, an octet over 255 outside RFC 3986, or an RFC 2373
 *     address with the wrong number of groups is not in the language, so the union of readings
 *     is exactly what `settle` lets through; and the WHATWG URL-port string's bound (a 16-bit
 *     unsigned integer, checked after the parse by grammar/whatwg/checks.ts), so that its automaton
 *     rejects such a port itself (the domain check, an algorithm, still runs after it:
 *     grammar/whatwg/recognize.ts);
 *   - under RFC 3987 no edge reads a character of `bidi-format` (§4.1, checked by `settle` anywhere
 *     in the text: its language's `recognizer.exclude`).
 *
 * test/recognizer.test.ts holds every automaton to `parseURL` on the corpus and on generated and
 * mutated inputs, every grammar and start symbol.
 */
import { charsetOf, type Ranges, type Resolver } from '../engine/charset.js';
import { decimalAtMost, profileResolver, valueLanguages } from '../parsers.js';
import { buildDFA, checkDelegable, classOfUnit, equivalentWithout, unitsRead, type DFA } from '../engine/dfa.js';
import { ref, refsOf, ruleOfKey, type Expr, type RFC, type Rule } from '../engine/dsl.js';
import { NFA } from '../engine/nfa.js';
import { profiles, type GrammarName } from '../profiles.js';
import '../generated/load-rules.js';
import { LANGUAGES } from '../generated/languages.js';
import { B64, type RecognizerTables } from '../engine/recognize.js';

/**
 * The checks after the parse as languages, by rule key (grammar/parsers.ts `valueLanguages`, which
 * the capture record reads too): what the recognizer reads in place of the rule.
 */
export const VALUE_LANGUAGES: ReadonlyMap<string, Expr> = valueLanguages();
export { decimalAtMost };

/** The profile's resolver, reading each rule as the recognizer does (see the file comment). */
function recognizerResolver(grammar: GrammarName | null): Resolver {
  const base = profileResolver(grammar);
  const memo = new Map<Rule, Rule>();
  return (from, e) => {
    const r = base(from, e);
    let out = memo.get(r);
    if (!out) {
      const value = VALUE_LANGUAGES.get(r.key);
      out = value ? ({ ...r, lang: value } as Rule) : r.pegIsLanguage && r.peg ? ({ ...r, lang: r.peg } as Rule) : r;
      memo.set(r, out);
    }
    return out;
  };
}

/**
 * The characters no edge reads under `grammar`: those of the rule its language names
 * (`recognizer.exclude`: RFC 3987 §4.1's `bidi-format`, under rfc3987).
 */
function excluded(grammar: GrammarName): Ranges {
  const key = RECOGNIZER_UNITS.find((u) => u.grammars.includes(grammar))?.exclude;
  if (key === undefined) return [];
  const r = ruleOfKey(key);
  if (!r) throw new Error(`recognizer: ${key} is not loaded`);
  return charsetOf(r.body, r.rfc)!;
}

/**
 * The rules each recognizer reads with an automaton of its own (grammar/engine/dfa.ts,
 * `DFAOptions.delegate`): the IP literals in brackets. RFC 2373's counted groups (and RFC 3986's
 * nine IPv6 forms) would otherwise be copied into the automaton at every place a host is read:
 * under `rfc1738` (eight schemes with hosts) they were 1,271 of its 1,865 states.
 */
export const DELEGATED: readonly string[] = ['3986:IP-literal', '2732:ipv6reference'];

/** The delegated rules reachable from `start` under `resolve`, in `DELEGATED`'s order. */
function reachableDelegated(resolve: Resolver, start: Rule): Rule[] {
  const found = new Map<string, Rule>();
  const seen = new Set<string>();
  const visit = (r: Rule) => {
    if (seen.has(r.key)) return;
    seen.add(r.key);
    if (DELEGATED.includes(r.key)) {
      found.set(r.key, r);
      return;
    }
    for (const e of refsOf(r.lang ?? r.body)) visit(resolve(r.rfc, e));
  };
  visit(start);
  return DELEGATED.flatMap((k) => (found.has(k) ? [found.get(k)!] : []));
}

/** A recognizer's automata: the main one and one per delegated rule (in `main.delegated`'s order). */
export interface RecognizerDFA {
  readonly main: DFA;
  readonly subs: readonly DFA[];
  readonly delegated: readonly Rule[];
}

/** The minimized DFA of `grammar` from start symbol `start` (its profile spelling), with its delegated rules' own. */
export function recognizerDFA(grammar: GrammarName, start: string): RecognizerDFA {
  const s = profiles[grammar].starts.find((x) => x.name === start);
  if (!s) throw new Error(`recognizer: no start symbol ${start} in ${grammar}`);
  const resolve = recognizerResolver(grammar);
  const exclude = excluded(grammar);
  const startRule = resolve(s.rfc, ref(s.name, s.rfc) as Extract<Expr, { k: 'ref' }>);
  const delegated = reachableDelegated(resolve, startRule);
  const nfaOf = (name: string, rfc: RFC) => new NFA(ref(name, rfc), rfc, { resolve, expandNodes: true, lookahead: true });
  const main = buildDFA(nfaOf(s.name, s.rfc), { exclude, delegate: delegated.map((r) => r.key) });
  const subs = delegated.map((r) => {
    const d = buildDFA(nfaOf(r.name, r.rfc), { exclude });
    checkDelegable(d, r.key);
    return d;
  });
  return { main, subs, delegated };
}

/** `next` run-length coded (`RecognizerTables.next`): per run, its length then its state, in base 64. */
function runLengths(next: Int32Array): string {
  const out: string[] = [];
  for (let i = 0; i < next.length; ) {
    let j = i;
    while (j < next.length && next[j] === next[i] && j - i < 64) j++;
    const to = next[i]!;
    if (to >= 64 * 64) throw new Error(`recognizer: state ${to} does not fit two digits of base 64`);
    out.push(B64[j - i - 1]!, B64[to >> 6]!, B64[to & 63]!);
    i = j;
  }
  return out.join('');
}

/** A DFA as the tables `recognize.ts` reads (without its delegated rules). */
export function tablesOf(d: DFA): RecognizerTables {
  const ascii: number[] = [];
  for (let u = 0; u < 128; u++) ascii.push(classOfUnit(d, u));
  const high: number[] = [128, classOfUnit(d, 128)];
  for (const [u, c] of d.classRuns) if (u > 128) high.push(u, c);
  return { classes: d.classes, states: d.states, start: d.start, ascii, high, next: runLengths(d.next), accept: [...d.accept].flatMap((a, i) => (a ? [i] : [])) };
}

/** A recognizer's tables, its delegated rules' included. */
export function recognizerTables(r: RecognizerDFA): RecognizerTables {
  const t = tablesOf(r.main);
  return r.subs.length === 0 ? t : { ...t, delegated: r.subs.map((d, k) => ({ class: r.main.delegated[k]!, tables: tablesOf(d) })) };
}

/**
 * The recognizer of one rule read on its own, with no profile (`parseRule(name, input, { rfc })`'s
 * verdict), by its key.
 */
export function ruleRecognizerDFA(key: string): RecognizerDFA {
  const r = ruleOfKey(key);
  if (!r) throw new Error(`recognizer: no rule ${key}`);
  const resolve = recognizerResolver(null);
  const main = buildDFA(new NFA(ref(r.name, r.rfc), r.rfc, { resolve, expandNodes: true, lookahead: true }));
  return { main, subs: [], delegated: [] };
}

/** The smallest automaton worth replacing by another start symbol's (fewer states stay tables). */
const DERIVE_ABOVE = 100;

/**
 * Another start symbol of the same grammar whose language, without a few code units, is this
 * one's (RFC 1738's `url` is `URL-1738` without "#": no `url` holds one): this one is then that
 * recognizer plus a search for those units (`DerivedRecognizer`), not a second copy of the tables.
 * Proven here by walking both automata (`equivalentWithout`); only where `r` is large and the
 * units are at most four that no delegated rule reads.
 */
function derivedFrom(r: RecognizerDFA, others: ReadonlyArray<{ readonly name: string; readonly r: RecognizerDFA }>): { of: string; without: string } | null {
  if (r.main.states <= DERIVE_ABOVE) return null;
  const read = unitsRead(r.main);
  const inRead = (u: number) => read.some(([a, b]) => a <= u && u <= b);
  for (const o of others) {
    if (o.r.main.states > r.main.states + DERIVE_ABOVE / 2 || o.r.delegated.map((x) => x.key).join() !== r.delegated.map((x) => x.key).join()) continue;
    // The units the other reads and this one never does.
    const extra: number[] = [];
    for (const [a, b] of unitsRead(o.r.main)) for (let u = a; u <= b && extra.length <= 4; u++) if (!inRead(u)) extra.push(u);
    if (extra.length === 0 || extra.length > 4) continue;
    if (o.r.subs.some((d) => unitsRead(d).some(([a, b]) => extra.some((u) => a <= u && u <= b)))) continue;
    if (equivalentWithout(o.r.main, r.main, new Set(extra))) return { of: o.name, without: String.fromCharCode(...extra) };
  }
  return null;
}

/** A generated module: which grammars it holds, and which rules read on their own. */
export interface RecognizerUnit {
  readonly name: string;
  readonly grammars: readonly GrammarName[];
  /** Rule keys (JSON Schema's `ipv4` and `ipv6` formats, src/ajv; urllib's `split-clean`): keyed `rule|<key>`. */
  readonly rules?: readonly string[];
  /** The key of a rule whose characters no edge of its grammars' automata reads. */
  readonly exclude?: string;
}

/**
 * One module per language folder that declares recognizers (its `language.ts`, `recognizer`), in
 * the registry's order (grammar/languages.ts): its profiles' grammars, and the rules it names.
 */
export const RECOGNIZER_UNITS: readonly RecognizerUnit[] = LANGUAGES.flatMap((l): RecognizerUnit[] => {
  if (!('recognizer' in l)) return [];
  return [{ name: l.folder, grammars: Object.keys(l.profiles) as GrammarName[], ...('rules' in l.recognizer ? { rules: l.recognizer.rules } : {}), ...('exclude' in l.recognizer ? { exclude: l.recognizer.exclude } : {}) }];
});

/** Statistics of one generation, printed by the script. */
export interface RecognizerStats {
  readonly automata: number;
  readonly states: number;
  readonly bytes: number;
}

/** Every generated module's source, or those of `units` (test/add-language.test.ts writes one language's). */
export function generateRecognizers(units: readonly RecognizerUnit[] = RECOGNIZER_UNITS): { sources: ReadonlyMap<string, string>; stats: RecognizerStats } {
  const covered = RECOGNIZER_UNITS.flatMap((u) => u.grammars);
  const missing = (Object.keys(profiles) as GrammarName[]).filter((g) => !covered.includes(g));
  if (missing.length > 0) throw new Error(`recognizer: no generated module for ${missing.join(', ')}`);
  const sources = new Map<string, string>();
  let automata = 0;
  let states = 0;
  let bytes = 0;
  for (const unit of units) {
    const lines: string[] = [];
    const decls: string[] = [];
    const shared = new Map<string, string>();
    for (const g of unit.grammars) {
      const built = profiles[g].starts.map((s) => ({ name: s.name, r: recognizerDFA(g, s.name) }));
      const derivedNames = new Set<string>();
      for (const { name, r } of built) {
        // Derived from one with tables of its own only (no chains).
        const derived = derivedFrom(r, built.filter((x) => x.name !== name && !derivedNames.has(x.name)));
        if (derived) {
          derivedNames.add(name);
          automata++;
          lines.push(`  ${JSON.stringify(`${g}|${name}`)}: ${JSON.stringify({ of: `${g}|${derived.of}`, without: derived.without })},`);
          continue;
        }
        const s = { name };
        const t = recognizerTables(r);
        automata++;
        states += t.states;
        // A delegated rule's tables once per module (every start symbol of a grammar shares them).
        const delegated = (t.delegated ?? []).map((d) => {
          const text = JSON.stringify(d.tables);
          let name = shared.get(text);
          if (!name) {
            name = `D${shared.size}`;
            shared.set(text, name);
            decls.push(`const ${name}: RecognizerTables = ${text};`);
            states += d.tables.states;
          }
          return `{ class: ${d.class}, tables: ${name} }`;
        });
        const { delegated: _, ...own } = t;
        const body = JSON.stringify(own);
        lines.push(`  ${JSON.stringify(`${g}|${s.name}`)}: ${delegated.length ? `{ ...${body}, delegated: [${delegated.join(', ')}] }` : body},`);
      }
    }
    for (const key of unit.rules ?? []) {
      const t = recognizerTables(ruleRecognizerDFA(key));
      automata++;
      states += t.states;
      lines.push(`  ${JSON.stringify(`rule|${key}`)}: ${JSON.stringify(t)},`);
    }
    const source = [
      '// Generated by grammar/codegen/write-recognizer.ts from the rule registry: do not edit (npm run gen).',
      `// The recognizers of ${[...unit.grammars, ...(unit.rules ?? [])].join(', ')}, one minimized DFA each (grammar/engine/dfa.ts).`,
      "import type { DerivedRecognizer, RecognizerTables } from '../engine/recognize.js';",
      '',
      ...decls,
      '',
      'export const recognizerTables: Readonly<Record<string, RecognizerTables | DerivedRecognizer>> = {',
      ...lines,
      '};',
      '',
    ].join('\n');
    bytes += source.length;
    sources.set(unit.name, source);
  }
  return { sources, stats: { automata, states, bytes } };
}
