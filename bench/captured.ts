/**
 * The capture reader's cost per URL beside its peers, on the corpus (issue 43's target: the
 * record-only reader ≤ 1.0× `new URL` on valid corpus URLs, rfc3986 `URI`): `parseComponents`,
 * `isValid`, `parseURL(...).components` and `new URL`, in one process, the inputs built outside
 * the timed loops, the sides interleaved and the best of the rounds kept (DECISIONS 44). A script,
 * not a test: `npm run bench:file -- bench/captured.ts [grammar start]`.
 */
import { readFileSync } from 'node:fs';
import { isValid, parseComponents, parseURL, type GrammarName } from '../src/index.js';
import { capturedRecord } from '../src/record/captured.js';

const grammar = (process.argv[2] ?? 'rfc3986') as GrammarName;
const start = process.argv[3] ?? 'URI';
const opts = { grammar, start } as never;
const all = readFileSync(new URL('../test/corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.length > 0);
// Valid corpus URLs (by the grammar, and by new URL, so that both sides read the same inputs).
const urls = all.filter((u) => isValid(u, opts) && URL.canParse(u));
const read = capturedRecord(grammar, start)!;

let sink = 0;
const sides: Array<[string, () => void]> = [
  ['new URL', () => {
    for (let i = 0; i < urls.length; i++) sink += new URL(urls[i]!).host.length;
  }],
  ['isValid', () => {
    for (let i = 0; i < urls.length; i++) sink += isValid(urls[i]!, opts) ? 1 : 0;
  }],
  ['parseComponents', () => {
    for (let i = 0; i < urls.length; i++) sink += parseComponents(urls[i]!, opts)!.path.end;
  }],
  ['capturedRecord (no option checks)', () => {
    for (let i = 0; i < urls.length; i++) sink += read(urls[i]!)!.path.end;
  }],
  ['parseURL(...).components', () => {
    for (let i = 0; i < urls.length; i++) {
      const r = parseURL(urls[i]!, opts);
      if (r.ok) sink += r.components.path.end;
    }
  }],
];

const best = new Map<string, number>();
for (let round = 0; round < 7; round++) {
  for (const [name, f] of sides) {
    const t0 = performance.now();
    f();
    const ns = ((performance.now() - t0) * 1e6) / urls.length;
    if (round > 0) best.set(name, Math.min(best.get(name) ?? Infinity, ns));
  }
}
const peer = best.get('new URL')!;
console.log(`${grammar} ${start}: ${urls.length} valid corpus URLs (of ${all.length}), best of 6 rounds after a warm-up`);
for (const [name, ns] of best) console.log(`  ${name.padEnd(36)} ${ns.toFixed(0).padStart(6)} ns/URL  ${(ns / peer).toFixed(2)}× new URL`);
if (sink === 0) console.log('');
