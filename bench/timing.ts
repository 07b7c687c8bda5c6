/**
 * Timing for the ratios `npm run bench -- --ratios` reports (bench/ratios.ts), which the tests held
 * to limits until issue 39 (DECISIONS 36: no wall clock decides a test). Every ratio goes through
 * {@link timeRatio}: each try starts from a collected heap (run with --expose-gc), and a ratio over
 * its limit is measured again, up to three tries, the best counting.
 */

/** Milliseconds per call: the best of `batches` batches, each long enough (5 ms) for the clock. */
export function perCall(f: () => unknown, batches = 3): number {
  let best = Infinity;
  for (let k = 0; k < batches; k++) {
    let n = 0;
    const t0 = performance.now();
    let t = t0;
    do {
      f();
      n++;
      t = performance.now();
    } while (t - t0 < 5);
    best = Math.min(best, (t - t0) / n);
  }
  return best;
}

/** Collects garbage where the process allows it (--expose-gc); a no-op elsewhere. */
export function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** What {@link timeRatio} measured. */
export interface Ratio {
  /** The best (lowest) ratio of the tries. */
  readonly ratio: number;
  /** The timings of that try, for the assertion's message. */
  readonly detail: string;
}

/** Options of {@link timeRatio}. */
export interface RatioOptions {
  /** The ratio the caller asserts under: a try under it ends the measuring. */
  readonly limit: number;
  /** At most this many tries (default 3). */
  readonly tries?: number;
  /** The floor of the denominator in ms (default 0.01): below it a timing is clock noise. */
  readonly floor?: number;
  /** Time each side by `perCall`'s batches (default) or by single calls (`single`, for slow calls). */
  readonly single?: boolean;
}

/** Milliseconds for one call of `f`, the best of `n`, each after a collection. */
function singleCall(f: () => unknown, n: number): number {
  let best = Infinity;
  for (let k = 0; k < n; k++) {
    collect();
    const t0 = performance.now();
    f();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/**
 * The ratio of `big`'s time to `small`'s (`small` and `big` run once first, to warm up): up to
 * `tries` measurements, each the fastest of three interleaved rounds of both sides, each side
 * from a collected heap, until one is under `limit`; the best counts.
 */
export function timeRatio(small: () => unknown, big: () => unknown, o: RatioOptions): Ratio {
  small();
  big();
  let best: Ratio = { ratio: Infinity, detail: '' };
  for (let k = 0; k < (o.tries ?? 3) && best.ratio >= o.limit; k++) {
    // The two sides interleaved, the fastest of each counting: a neighbour's burst of work (test
    // files run two at a time) then slows both sides' samples alike, and the minimum drops it.
    let a = Infinity;
    let b = Infinity;
    for (let round = 0; round < 3; round++) {
      collect();
      a = Math.min(a, o.single ? singleCall(small, 1) : perCall(small, 1));
      collect();
      b = Math.min(b, o.single ? singleCall(big, 1) : perCall(big, 1));
    }
    const ratio = b / Math.max(a, o.floor ?? 0.01);
    if (ratio < best.ratio) best = { ratio, detail: `small ${a.toFixed(3)} ms, big ${b.toFixed(3)} ms, ratio ${ratio.toFixed(1)} (limit ${o.limit})` };
  }
  return best;
}
