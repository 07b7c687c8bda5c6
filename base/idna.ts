/**
 * IDNA, once: UTS #46 ToASCII and ToUnicode from the `tr46` package (the one `whatwg-url` uses;
 * plain JavaScript, no Node-only API), with the flags RFC 3987 §3.1 and the fix-its share. The
 * library never calls the platform's `URL` for IDNA and has no Punycode of its own.
 *
 * `tr46` carries the Unicode mapping table (about 240 KB minified, 62 KB gzipped: more than the rest
 * of an RFC 3986 parser with its reports), so the reports read it through this slot, which
 * `idna-tr46.ts` fills when it is imported: the main entry and `urlgrammar/rfc3987` import it,
 * `urlgrammar/idna` is it. Without it, a report on a non-ASCII host gives no punycode fix-it and
 * the mixed-script warning reads an `xn--` label as written (docs/guide/entry-points.md).
 */

/** UTS #46 ToASCII flags: STD3 rules, hyphen, bidi and joiner checks, nontransitional, DNS length. */
export const TO_ASCII = { checkBidi: true, checkHyphens: true, checkJoiners: true, useSTD3ASCIIRules: true, transitionalProcessing: false, verifyDNSLength: true } as const;

/** The two functions of `tr46` the library calls, as `tr46` declares them. */
export interface UTS46 {
  toASCII(domainName: string, options?: Record<string, boolean>): string | null;
  toUnicode(domainName: string, options?: Record<string, boolean>): { domain: string; error: boolean };
}

let uts46: UTS46 | null = null;

/** Fills the slot (`idna-tr46.ts` does, with `tr46`). */
export function provideIDNA(impl: UTS46): void {
  uts46 = impl;
}

/** UTS #46, for a caller that imported `idna-tr46.ts` itself (the IRI functions); throws if it is not loaded. */
export function uts46Of(): UTS46 {
  if (uts46 === null) throw new Error('UTS #46 is not loaded (base/idna-tr46.js loads it)');
  return uts46;
}

/**
 * The longest name `idnaToASCII` reads: DNS allows 253 octets (`verifyDNSLength`), and a longer
 * name fits only if nearly all of it maps to nothing under UTS #46. Past it the answer is null
 * at once (tr46 takes about a microsecond per character of a long name before it says no).
 */
export const IDNA_MAX_INPUT = 1024;

/**
 * The ToASCII form of a host name (`bücher.de` to `xn--bcher-kva.de`), or null when UTS #46 rejects
 * it, when it is longer than {@link IDNA_MAX_INPUT} code units, or when UTS #46 is not loaded.
 */
export function idnaToASCII(name: string): string | null {
  if (uts46 === null || name.length > IDNA_MAX_INPUT) return null;
  return uts46.toASCII(name, TO_ASCII);
}

/**
 * UTS #46 ToUnicode of `name` with `options`, or null when UTS #46 is not loaded.
 */
export function idnaToUnicode(name: string, options: Record<string, boolean>): { domain: string; error: boolean } | null {
  return uts46 === null ? null : uts46.toUnicode(name, options);
}
