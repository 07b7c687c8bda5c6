/**
 * `parseABNF(g, s, { start }).ok === g.check(s, start).ok` on every grammar loaded from ABNF (issue
 * 39 item 2: a start rule whose strings are one character was `input.unexpected-end` for
 * `parseABNF` where `check` accepted it). A test file calls {@link recordChecks} once at its top:
 * every `check` its tests make is recorded (the inputs of its own tables, corpora and generators),
 * and {@link disagreements}, in its `afterAll`, reads a capped sample of them again with
 * `parseABNF`, with strings generated from the start symbols of every loaded grammar (its default
 * one, and each a test checked it from; fixed seed).
 */
import fc from 'fast-check';
import { allRules, coreRules, isLoadedSource, loadedABNF, type ABNFCheck, type ABNFGrammar } from '../../grammar/index.js';
import { parseABNF } from '../../src/parse/loaded.js';
import { GrammarArbitraries, mutated } from './arbitrary.js';

/** The inputs `check` was given, by grammar and start symbol (`''`: the default). */
export type Recorded = Map<ABNFGrammar, Map<string, Set<string>>>;

/** Records every `check` of a loaded grammar from here on (the loaded grammars' shared prototype). */
export function recordChecks(): Recorded {
  const recorded: Recorded = new Map();
  const proto = Object.getPrototypeOf(coreRules()) as { check(this: ABNFGrammar, input: string, start?: string): ABNFCheck };
  const check = proto.check;
  proto.check = function (this: ABNFGrammar, input: string, start?: string): ABNFCheck {
    if (typeof input === 'string' && (start === undefined || typeof start === 'string')) {
      let byStart = recorded.get(this);
      if (!byStart) recorded.set(this, (byStart = new Map()));
      let inputs = byStart.get(start ?? '');
      if (!inputs) byStart.set(start ?? '', (inputs = new Set()));
      if (inputs.size < 1000) inputs.add(input);
    }
    return check.call(this, input, start);
  };
  return recorded;
}

/** What one call gives: its `ok`, or the class of what it threw. */
function outcome(f: () => { readonly ok: boolean }): string {
  try {
    return String(f().ok);
  } catch (e) {
    return `throws ${(e as Error).constructor.name}`;
  }
}

/**
 * Where `parseABNF` and `check` disagree: on up to `perStart` recorded inputs of each grammar and
 * start symbol, and on `perRule` strings generated (and mutated) from the start symbols of each
 * loaded grammar (seed `seed`).
 */
export function disagreements(recorded: Recorded, { perStart = 150, perRule = 12, seed = 39 } = {}): { diffs: string[]; checked: number } {
  const diffs: string[] = [];
  let checked = 0;
  const compare = (g: ABNFGrammar, start: string, s: string): void => {
    checked++;
    const c = outcome(() => g.check(s, start));
    const p = outcome(() => parseABNF(g, s, { start }));
    if (c !== p && diffs.length < 20) diffs.push(`${g.name} ${start} ${JSON.stringify(s)}: check ${c}, parseABNF ${p}`);
  };
  for (const [g, byStart] of recorded) {
    if (loadedABNF(g.name) !== g) continue;
    for (const [start, inputs] of byStart) [...inputs].slice(0, perStart).forEach((s) => compare(g, start || g.start, s));
  }
  const names = new Set(allRules().filter((r) => isLoadedSource(r.rfc)).map((r) => String(r.rfc).slice('abnf:'.length)));
  const arbs = new GrammarArbitraries(null);
  for (const name of names) {
    const g = loadedABNF(name);
    if (!g) continue;
    // Its default start symbol, and each start symbol a test checked it from (each has an automaton
    // built already: a start symbol is an automaton of its own).
    const starts = new Set([g.start, ...[...(recorded.get(g)?.keys() ?? [])].filter((x) => x !== '')]);
    // (A start symbol a test gave that the grammar does not define: both throw, compared above.)
    for (const r of [...starts].flatMap((x) => g.rule(x) ?? [])) {
      // A start symbol the automaton cannot run (a recursive rule without nesting, or past a budget): both throw.
      const first = outcome(() => g.check('', r.name));
      compare(g, r.name, '');
      if (first.startsWith('throws')) continue;
      let samples: string[];
      try {
        const valid = arbs.rule(r);
        samples = fc.sample(fc.oneof(valid, mutated(valid)), { numRuns: perRule, seed });
      } catch {
        // A recursive rule the generator cannot expand (it has no nesting bound).
        continue;
      }
      for (const s of samples) compare(g, r.name, s);
    }
  }
  return { diffs, checked };
}
