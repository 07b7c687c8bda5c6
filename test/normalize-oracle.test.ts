/**
 * `normalize` (level 'scheme', grammar rfc3986, default options) held to an independent RFC 3986 §6
 * oracle in standard-library Python (test/oracle/gen_normalize.py: Appendix B, §5.2.4 verbatim,
 * §6.2.2, §6.2.3), through its committed fixture test/oracle/fixtures/normalize.json: the corpus,
 * 3,000 of its mutants (test/support/arbitrary.ts's `mutated`, seed 39) and the edge cases the
 * generator lists. Every difference must be a line of test/oracle/normalize-divergences (input,
 * normalize's answer, reason), and every line there must still differ so. With a python3 on the
 * PATH, URLGRAMMAR_FULL=1 adds a live run: 20,000 fresh mutants answered by one python3 process.
 *
 * Regenerate the fixture (after a change to the corpus, the generator or fast-check's draws):
 *     npx tsx test/oracle/normalize-mutants.ts | python3 test/oracle/gen_normalize.py --mutants -
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { normalize, NormalizationError } from '../src/index.js';
import { corpusLines, oracleMutants, ORACLE_MUTANTS } from './oracle/normalize-mutants.js';

interface Part {
  readonly inputs?: string[];
  readonly changed: Array<[number, string]>;
}
const fixture = JSON.parse(readFileSync(new URL('./oracle/fixtures/normalize.json', import.meta.url), 'utf8')) as {
  python: string;
  corpus: Part & { sha256: string; lines: number };
  mutants: Part;
  edges: Part;
};
const corpus = corpusLines();

/** The characters a URI is written with; the oracle does not read other strings (gen_normalize.py's URI_CHARACTERS). */
const URI_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/;
const OPTIONS = { level: 'scheme', grammar: 'rfc3986' } as const;

/** normalize's answer, or null for an input it rejects as not a URI. */
function ours(input: string): string | null {
  try {
    return normalize(input, OPTIONS).href;
  } catch (e) {
    if (e instanceof NormalizationError && e.code === 'syntax') return null;
    throw e;
  }
}

/** The listed divergences: input -> [normalize's answer, reason]. */
const DIVERGENCES = new Map(
  readFileSync(new URL('./oracle/normalize-divergences', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => {
      const [input, answer, reason] = l.split('\t') as [string, string, string | undefined];
      return [input, [answer, reason ?? '']] as const;
    }),
);

/** Each input the library reads as a URI whose answer is not the oracle's: `input<TAB>ours<TAB>oracle`. */
function differences(inputs: readonly string[], part: Part): { valid: number; diffs: Map<string, string> } {
  const oracle = new Map(part.changed);
  const diffs = new Map<string, string>();
  let valid = 0;
  inputs.forEach((input, i) => {
    const got = ours(input);
    if (got === null) return;
    valid++;
    // A URI is written in URI characters, so the oracle read it; its answer is the input itself where the fixture gives none.
    const expected = oracle.get(i) ?? (URI_CHARACTERS.test(input) ? input : '(not read by the oracle)');
    if (got !== expected) diffs.set(input, got + '\t' + expected);
  });
  return { valid, diffs };
}

describe('normalize against the RFC 3986 §6 oracle (Python, committed fixture)', () => {
  it('the fixture is of this corpus and of the mutants the generator draws, and says which Python made it', () => {
    expect(fixture.corpus.sha256).toBe(createHash('sha256').update(readFileSync(new URL('./corpus/real-urls.txt', import.meta.url))).digest('hex'));
    expect(fixture.corpus.lines).toBe(corpus.length);
    expect(fixture.mutants.inputs).toEqual(oracleMutants(corpus, ORACLE_MUTANTS.seed, ORACLE_MUTANTS.runs));
    expect(fixture.python).toMatch(/^3\.\d+\.\d+/);
    for (const [input, [answer, reason]] of DIVERGENCES) expect([input, answer, reason.length > 20]).toEqual([input, answer, true]);
  });

  it('no difference but the listed divergences, and each listed one still occurs', () => {
    const all = new Map<string, string>();
    let valid = 0;
    for (const [inputs, part] of [
      [corpus, fixture.corpus],
      [fixture.mutants.inputs!, fixture.mutants],
      [fixture.edges.inputs!, fixture.edges],
    ] as const) {
      const r = differences(inputs, part);
      valid += r.valid;
      for (const [k, v] of r.diffs) all.set(k, v);
    }
    const unlisted = [...all].filter(([input, d]) => DIVERGENCES.get(input)?.[0] !== d.split('\t')[0]).map(([input, d]) => `${JSON.stringify(input)}: normalize ${JSON.stringify(d.split('\t')[0])}, oracle ${JSON.stringify(d.split('\t')[1])}`);
    const gone = [...DIVERGENCES].filter(([input, [answer]]) => all.get(input)?.split('\t')[0] !== answer).map(([input]) => `${JSON.stringify(input)} is listed but no longer differs so`);
    expect([...unlisted, ...gone]).toEqual([]);
    // Most of the corpus is made of URIs; the count guards against a reader that rejects everything.
    expect(valid).toBeGreaterThan(20_000);
    // The oracle changes what it should: over a thousand corpus URLs have a different normal form.
    expect(fixture.corpus.changed.length).toBeGreaterThan(1000);
  }, 60_000);
});

const hasPython = spawnSync('python3', ['--version']).status === 0;
const FULL = process.env.URLGRAMMAR_FULL === '1';

describe.skipIf(!hasPython || !FULL)('normalize against the oracle live (URLGRAMMAR_FULL=1)', () => {
  it('agrees on 20,000 fresh mutants of the corpus (seed 3939), but for the listed kind of divergence', () => {
    const inputs = oracleMutants(corpus, 3939, 20_000);
    const py = spawnSync('python3', [fileURLToPath(new URL('./oracle/gen_normalize.py', import.meta.url)), '--serve'], { input: JSON.stringify(inputs), maxBuffer: 1 << 28, encoding: 'utf8' });
    expect(py.status, py.stderr).toBe(0);
    const answers = JSON.parse(py.stdout) as Array<string | null>;
    const bad: string[] = [];
    inputs.forEach((input, i) => {
      const got = ours(input);
      const want = answers[i] ?? null;
      if (got === null || got === want) return;
      // The one listed kind: no authority, and "/." kept before a "//" path (normalize-divergences).
      const m = /^([^:/?#]+:)(\/\/.*)$/s.exec(want ?? '');
      if (m && !/^[^:/?#]+:\/\//.test(input) && got === `${m[1]}/.${m[2]}`) return;
      bad.push(`${JSON.stringify(input)}: normalize ${JSON.stringify(got)}, oracle ${JSON.stringify(want)}`);
    });
    expect(bad).toEqual([]);
  }, 120_000);
});
