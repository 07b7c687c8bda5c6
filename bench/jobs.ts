/**
 * `urlgrammar check --jobs N` on the corpus ×100 (test/corpus/real-urls.txt repeated: 2.4 million
 * lines, 147 MB), from standard input to /dev/null, for N = 1 and each count up to the cores (and
 * one over). Each run is the built CLI (`npm run build` first) in its own process; the figure is
 * wall time and URLs per second, with the ratio to --jobs 1 measured in the same run.
 *
 *   npm run bench -- --jobs [--times 100] [--format line] [--max-jobs N]
 *   npm run bench:file -- bench/jobs.ts [--times 100] [--format line] [--max-jobs N]
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface JobsRun {
  readonly jobs: number;
  readonly seconds: number;
  readonly urlsPerSecond: number;
  readonly code: number | null;
}

export function runJobs(opts: { times: number; format: string; maxJobs: number }): JobsRun[] {
  const cli = path.join(root, 'dist/src/cli.js');
  const corpus = readFileSync(path.join(root, 'test/corpus/real-urls.txt'), 'utf8');
  const dir = mkdtempSync(path.join(tmpdir(), 'urlgrammar-jobs-'));
  const file = path.join(dir, 'corpus.txt');
  writeFileSync(file, corpus.repeat(opts.times));
  const lines = corpus.split('\n').filter((l) => l.trim()).length * opts.times;
  console.log(`check --format ${opts.format} on the corpus ×${opts.times}: ${lines} URLs, ${((corpus.length * opts.times) / 1e6).toFixed(0)} MB; ${availableParallelism()} cores`);
  const counts = [...new Set([1, ...Array.from({ length: opts.maxJobs }, (_v, i) => i + 1)])];
  const out: JobsRun[] = [];
  try {
    for (const jobs of counts) {
      const input = openSync(file, 'r');
      const t0 = performance.now();
      const r = spawnSync(process.execPath, [cli, 'check', '--format', opts.format, '--jobs', String(jobs)], { stdio: [input, 'ignore', 'pipe'], encoding: 'utf8' });
      const seconds = (performance.now() - t0) / 1000;
      closeSync(input);
      const run = { jobs, seconds, urlsPerSecond: Math.round(lines / seconds), code: r.status };
      out.push(run);
      const ratio = out[0]!.seconds / seconds;
      console.log(`--jobs ${jobs}: ${seconds.toFixed(1)} s, ${run.urlsPerSecond} URLs/s, ×${ratio.toFixed(2)} of --jobs 1 (exit ${r.status}; the CLI says: ${r.stderr.trim()})`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const argv = process.argv.slice(2);
  const opt = (f: string, d: string): string => (argv.includes(f) ? argv[argv.indexOf(f) + 1]! : d);
  runJobs({ times: Number(opt('--times', '100')), format: opt('--format', 'line'), maxJobs: Number(opt('--max-jobs', String(availableParallelism() + 1))) });
}
