/** Timing for the linear-time tests. */

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
