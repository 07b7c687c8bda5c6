/**
 * Edit distance, for "did you mean" (rule names and option names, {@link closestNames}) and the
 * `scheme.typo` warning.
 *
 * @module
 */

/**
 * The number of single-character insertions, deletions and substitutions that turn `a` into `b`
 * (Levenshtein), and with `swaps`, also of swaps of two adjacent characters, each swap counting
 * one (the optimal string alignment distance: "htpt" is one from "http").
 */
export function editDistance(a: string, b: string, swaps = false): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_v, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (swaps && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The names in `names` closest to `name` (case-insensitive edit distance with swaps of adjacent
 * characters, at most a third of the name's length, and at least 1), best first: the "did you mean" of an unknown rule or option
 * name. A name whose length differs from `name`'s by more than that bound is not scored (its
 * distance is at least the difference), so a long `name` costs nothing.
 */
export function closestNames(name: string, names: Iterable<string>): string[] {
  const a = name.toLowerCase();
  const limit = Math.max(1, Math.floor(a.length / 3));
  const scored = [...new Set(names)]
    .filter((n) => Math.abs(n.length - a.length) <= limit)
    .map((n) => ({ n, d: editDistance(a, n.toLowerCase(), true) }))
    .filter((x) => x.d <= limit);
  const best = Math.min(...scored.map((x) => x.d));
  return scored.filter((x) => x.d === best).map((x) => x.n);
}
