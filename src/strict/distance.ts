/**
 * Edit distance, for "did you mean" (rule names, `closestNames`) and the `scheme.typo` warning.
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
