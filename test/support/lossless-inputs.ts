/**
 * The inputs test/lossless.test.ts holds the fixes of (DECISIONS 33): mutants of corpus URLs (the
 * near-miss study's mutations at rule boundaries, and the breaks and wraps of
 * test/applicability.test.ts), every gathered mistake, and quotation marks and brackets inside a
 * URL, which a first round of fixes may escape one of and leave the other looking like a paste.
 * Sampled with a fixed seed: the same inputs on every run.
 */
import { readFileSync } from 'node:fs';
import { MUTATIONS } from '../../scripts/near-misses.js';
import { MISTAKES } from '../tables/mistakes.js';
import { prng } from './prng.js';

/** The eight inputs of issue 38 whose `check --fix` lost a quotation mark or bracket. */
export const QUOTE_FAMILY: readonly string[] = ['http://a/x"y"', 'http://a/"x"', 'http://a/<b>', 'http://a/`x`', 'http://a/b?q="v"', 'http://a/#"f"', 'http://a/\u201cb\u201d', 'http://a/<URL:x>'];

/** More of the family: every pair of marks, inside the URL, around it, and one mark alone at an end. */
const PAIRS = ['""', '<>', '``', "''", '()', '\u201c\u201d', '\u201e\u201c', '\u00ab\u00bb', '\u2018\u2019', '[]', '{}'];
export const MARKS: readonly string[] = PAIRS.flatMap(([o, c]) => [
  `http://a/${o}b${c}`, `http://a/b${o}c${c}`, `${o}http://a/b${c}`, `${o}http://a/b c${c}`, `${o}<URL:http://a/b>${c}`, `http://a/b${c}`, `${o}http://a/b`, ` ${o} http://a/b ${c} `, `${o}http://a/${o}b${c}${c}`,
]);


/** What people break URLs with (test/applicability.test.ts's list), and the wraps of a paste. */
const BREAKS = [' ', '<', '>', '"', '{', '}', '|', '\\', '^', '`', '\u00e9', '\u4e2d', '%', '%g', '\t', '\u00a0', '[', ']', '#', '@', '::', 'HTTP', ',', ';', '\uff1a', '\u{1F600}'];
const WRAPS = [null, '"', ' ', '<>', '()', '\u201c\u201d', '<URL:>', "''"];

/** `count` mutants of corpus URLs: one mutation each (inserted, or replacing a character), some wrapped as a paste. */
export function corpusMutants(count: number, seed = 20261126): string[] {
  const urls = readFileSync(new URL('../corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
  const next = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const out = new Set<string>();
  for (let guard = 0; out.size < count && guard < count * 4; guard++) {
    const url = pick(urls);
    const i = Math.floor(next() * (url.length + 1));
    const m = next() < 0.5 ? pick(MUTATIONS) : pick(BREAKS);
    let input = next() < 0.5 ? url.slice(0, i) + m + url.slice(i) : url.slice(0, i) + m + url.slice(i + 1);
    const wrap = next() < 0.25 ? pick(WRAPS) : null;
    if (wrap === '<URL:>') input = `<URL:${input}>`;
    else if (wrap) input = wrap.length === 2 ? wrap[0] + input + wrap[1] : wrap + input + wrap;
    if (input !== url) out.add(input);
  }
  return [...out];
}

/** Every input of the property: the family, the gathered mistakes, and `count` corpus mutants. */
export function losslessInputs(count: number): string[] {
  return [...new Set([...QUOTE_FAMILY, ...MARKS, ...MISTAKES.map((c) => c.input), ...corpusMutants(count)])];
}
