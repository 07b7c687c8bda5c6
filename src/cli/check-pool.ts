/**
 * The worker threads of `urlgrammar check --jobs N` (src/cli/check-worker.ts): started from the
 * built worker beside this module, or, run from the source, from the source's worker bundled once
 * per process; `CheckPool` hands each piece of standard input to the least busy worker and returns
 * its answer. src/cli/commands/check.ts writes the answers in input order.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CheckBatchAnswer, CheckOptions } from './check.js';

/** The code of `check --jobs N`'s worker when run from the source (`sourceWorkerCode`), once per process. */
let sourceWorker: Promise<string> | undefined;

/**
 * The worker of `check --jobs N` run from the source (`main` called in-process by the tests, or
 * `tsx src/cli.ts`): src/cli/check-worker.ts and what it imports, bundled by esbuild (a development
 * dependency) into one script, once per process, so that the worker threads run the same source as
 * the main thread, and start as fast as the built worker.
 */
function sourceWorkerCode(): Promise<string> {
  sourceWorker ??= import('esbuild').then(async ({ build }) => {
    const r = await build({ entryPoints: [fileURLToPath(new URL('./check-worker.ts', import.meta.url))], bundle: true, platform: 'node', format: 'cjs', target: 'node20', write: false, logLevel: 'error' });
    return r.outputFiles[0]!.text;
  });
  return sourceWorker;
}

/**
 * The worker threads' code: the built worker beside this module (the command as installed: this
 * module is a `.js` file in dist/src/cli/, tsc's or inside the command's bundle there, and the
 * worker beside it is its bundle: scripts/bundle-cli.mjs), or the source's, bundled
 * (`sourceWorkerCode`).
 */
export async function checkWorkerStart(): Promise<(options: CheckOptions) => Worker> {
  if (!import.meta.url.endsWith('.ts')) return (options) => new Worker(new URL('./check-worker.js', import.meta.url), { workerData: options });
  const code = await sourceWorkerCode();
  return (options) => new Worker(code, { eval: true, workerData: options });
}

/**
 * The worker threads of `check --jobs N`: a piece of input goes to the least busy worker, and
 * `send` returns its answer (the caller writes the answers in the order the pieces were sent).
 */
export class CheckPool {
  private readonly workers: Array<{ worker: Worker; busy: number }> = [];
  private readonly waiting = new Map<number, { resolve: (r: CheckBatchAnswer) => void; reject: (e: unknown) => void }>();
  private nextId = 0;

  constructor(jobs: number, options: CheckOptions, start: (options: CheckOptions) => Worker) {
    for (let i = 0; i < jobs; i++) {
      const worker = start(options);
      const slot = { worker, busy: 0 };
      worker.on('message', (m: CheckBatchAnswer & { id: number }) => {
        slot.busy--;
        const w = this.waiting.get(m.id)!;
        this.waiting.delete(m.id);
        w.resolve(m);
      });
      worker.on('error', (e) => {
        for (const w of this.waiting.values()) w.reject(e);
        this.waiting.clear();
      });
      this.workers.push(slot);
    }
  }

  /** Sends a piece of input (whole lines, as bytes: copied once, then moved to the worker) and the number of its first line; the worker's answer. */
  send(piece: Uint8Array, firstLine: number): Promise<CheckBatchAnswer> {
    const id = this.nextId++;
    const slot = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    slot.busy++;
    const answer = new Promise<CheckBatchAnswer>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    answer.catch(() => undefined); // awaited in order by the caller; not an unhandled rejection meanwhile
    const bytes = new Uint8Array(piece); // its own buffer (stdin's chunks share a pool), then moved
    slot.worker.postMessage({ id, bytes, firstLine }, [bytes.buffer]);
    return answer;
  }

  /** Ends every worker thread. */
  close(): Promise<unknown> {
    return Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}
