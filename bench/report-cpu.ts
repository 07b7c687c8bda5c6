/**
 * The CPU time of the report of an invalid URI (issue 45), one input at a time: `process.cpuUsage`
 * (the machine is shared; wall time is noisy), per input, on the bench's invalid set (the corpus
 * URLs that are no RFC 3986 URI, as bench/run.ts's "report, invalid URI" row) and on corpus mutants,
 * beside `new URL` on the valid corpus in the same process. Prints mean, median, p99, worst (ns per
 * call) and the worst inputs; then each set read one input after another (as a program meets them,
 * and as `npm run bench` times its row), the least of several passes. `--fixes` also reads each
 * report's `fixes` (the verified fix-its).
 *
 *   npm run bench:file -- bench/report-cpu.ts [--fixes] [--reps 20]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import * as api from '../src/index.js';
import { mutated } from '../test/support/arbitrary.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const has = (f: string): boolean => argv.includes(f);
const opt = (f: string, d: number): number => (argv.includes(f) ? Number(argv[argv.indexOf(f) + 1]) : d);
const REPS = opt('--reps', 20);
const FIXES = has('--fixes');

const urls = readFileSync(path.join(here, '../test/corpus/real-urls.txt'), 'utf8').split('\n').filter((l) => l.length > 0);
const validURI = urls.filter((u) => api.parseURL(u).ok);
const invalidURI = urls.filter((u) => !api.parseURL(u).ok);
const mutants = [...new Set(fc.sample(mutated(fc.constantFrom(...urls)), { numRuns: 3000, seed: 20261129 }))].filter((u) => !api.parseURL(u).ok);

let sink = 0;
const report = (x: string): void => {
  const r = api.parseURL(x);
  if (!r.ok) sink += FIXES ? r.error.fixes.length + r.error.message.length : r.error.message.length;
};
/** As bench/run.ts calls it (an invalid WHATWG URL throws). */
const whatwg = (x: string): void => {
  try {
    sink += new URL(x).href.length;
  } catch {
    sink++;
  }
};

/** CPU ns per call of `f` on each input: `reps` calls in a row, the least of 3 such runs. */
function perInput(inputs: readonly string[], f: (x: string) => void, reps = REPS): number[] {
  for (const x of inputs) f(x), f(x); // warm
  const out: number[] = [];
  for (const x of inputs) {
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const t0 = process.cpuUsage();
      for (let r = 0; r < reps; r++) f(x);
      const t = process.cpuUsage(t0);
      best = Math.min(best, ((t.user + t.system) * 1000) / reps);
    }
    out.push(best);
  }
  return out;
}

function stats(name: string, inputs: readonly string[], ns: number[]): { mean: number; median: number } {
  const s = [...ns].sort((a, b) => a - b);
  const mean = ns.reduce((a, b) => a + b, 0) / ns.length;
  const q = (p: number): number => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  console.log(`${name.padEnd(34)} n=${String(ns.length).padStart(5)}  mean ${mean.toFixed(0).padStart(7)}  median ${q(0.5).toFixed(0).padStart(7)}  p99 ${q(0.99).toFixed(0).padStart(7)}  worst ${s.at(-1)!.toFixed(0).padStart(8)} ns`);
  return { mean, median: q(0.5) };
}

function worst(inputs: readonly string[], ns: number[], k = 6): void {
  const idx = ns.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]).slice(0, k);
  for (const [v, i] of idx) {
    const r = api.parseURL(inputs[i]!);
    // (Shown with its password masked, as every output of the package shows a URL.)
    console.log(`   ${v.toFixed(0).padStart(8)} ns  ${r.ok ? '' : r.error.code.padEnd(24)} ${JSON.stringify(api.redactPasswords(inputs[i]!).text.slice(0, 100))}`);
  }
}

const w = perInput(validURI, whatwg, REPS * 20);
const a = perInput(invalidURI, report);
const m = perInput(mutants, report);
const sw = stats('new URL (valid corpus URIs)', validURI, w);
const sa = stats(`report${FIXES ? '+fixes' : ''} (invalid corpus URIs)`, invalidURI, a);
worst(invalidURI, a);
const sm = stats(`report${FIXES ? '+fixes' : ''} (corpus mutants)`, mutants, m);
worst(mutants, m);
console.log(`ratio to new URL: invalid corpus mean ${(sa.mean / sw.mean).toFixed(1)}×, median ${(sa.median / sw.median).toFixed(1)}×; mutants mean ${(sm.mean / sw.mean).toFixed(1)}×, median ${(sm.median / sw.median).toFixed(1)}×`);

/**
 * One input after another, as a program meets them (and as bench/run.ts's row times its set): CPU
 * ns per call over whole passes of the set, the least of `rounds` passes, after as many calls as
 * the set of valid URIs has inputs.
 */
function sequential(inputs: readonly string[], f: (x: string) => void, rounds = 15): number {
  for (let made = 0; made < validURI.length; made += inputs.length) for (const x of inputs) f(x);
  let best = Infinity;
  for (let r = 0; r < rounds; r++) {
    const t0 = process.cpuUsage();
    for (const x of inputs) f(x);
    const t = process.cpuUsage(t0);
    best = Math.min(best, ((t.user + t.system) * 1000) / inputs.length);
  }
  return best;
}
const qw = sequential(validURI, whatwg, 5);
const qa = sequential(invalidURI, report);
const qm = sequential(mutants, report, 5);
console.log(`one after another (CPU ns a call, the least of the passes): new URL ${qw.toFixed(0)}; report${FIXES ? '+fixes' : ''} invalid corpus ${qa.toFixed(0)} (${(qa / qw).toFixed(1)}×), mutants ${qm.toFixed(0)} (${(qm / qw).toFixed(1)}×)`);
if (sink === -1) console.log(sink);
