/**
 * Integer arrays lent to a call, given back when it ends, and lent again to the next one. A typed
 * array of more than 64 bytes has its memory allocated outside V8's heap: 1.3-2.6 µs each on this
 * project's 2-CPU machine, against some 20 ns for one of 16 integers (docs/performance.md, session
 * 65), which is more than a short URL's parse. A call that needs a few integers per code unit of
 * its input (the WHATWG parser's code points and their offsets, the segments a path's dot
 * segments keep) takes them from here.
 *
 * What is lent is not cleared: the call writes an entry before it reads it. A call that takes
 * while another holds the arrays (one inside another) gets arrays of its own; one that ends by an
 * exception gives nothing back, and the next takes new ones. Arrays longer than `keep` (16,384
 * entries unless said) are not kept: a long input pays its own allocation, once per call, and
 * the module keeps at most 64 KB an array.
 *
 * @module
 */

/**
 * `count` integer arrays of one length, lent and given back (see the module comment).
 *
 * @example
 * ```ts
 * const pairs = new IntScratch(2);
 * const [a, b] = pairs.take(100); // two Int32Arrays of at least 100 entries
 * a[0] = 1; b[0] = 2;
 * pairs.give([a, b]);
 * pairs.take(50)[0] === a; // true: lent again
 * ```
 */
export class IntScratch {
  private kept: Int32Array[] | null = null;

  /** `count` arrays a loan; the longest kept between loans, in entries. */
  constructor(
    private readonly count: number,
    private readonly keep: number = 1 << 14,
  ) {}

  /** The arrays, each at least `length` entries long, of unknown content. */
  take(length: number): Int32Array[] {
    const k = this.kept;
    if (k !== null && k[0]!.length >= length) {
      this.kept = null;
      return k;
    }
    // Grown to twice the last length (and 64 at least), so that longer inputs do not each allocate.
    const size = Math.max(length, 64, 2 * (k?.[0]!.length ?? 0));
    const out: Int32Array[] = [];
    for (let i = 0; i < this.count; i++) out.push(new Int32Array(size));
    return out;
  }

  /** Gives back what `take` lent (kept for the next loan unless longer than `keep`). */
  give(arrays: Int32Array[]): void {
    if (arrays[0]!.length <= this.keep) this.kept = arrays;
  }
}
