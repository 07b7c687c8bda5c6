/**
 * IDNA, once: UTS #46 ToASCII and ToUnicode from the `tr46` package (the one `whatwg-url` uses;
 * plain JavaScript, no Node-only API), with the flags RFC 3987 §3.1 and the fix-its share. The
 * library never calls the platform's `URL` for IDNA and has no Punycode of its own.
 */
import { toASCII, toUnicode } from 'tr46';

/** UTS #46 ToASCII flags: STD3 rules, hyphen, bidi and joiner checks, nontransitional, DNS length. */
export const TO_ASCII = { checkBidi: true, checkHyphens: true, checkJoiners: true, useSTD3ASCIIRules: true, transitionalProcessing: false, verifyDNSLength: true } as const;

/**
 * The longest name `idnaToASCII` reads: DNS allows 253 octets (`verifyDNSLength`), and a longer
 * name fits only if nearly all of it maps to nothing under UTS #46. Past it the answer is null
 * at once (tr46 takes about a microsecond per character of a long name before it says no).
 */
export const IDNA_MAX_INPUT = 1024;

/**
 * The ToASCII form of a host name (`bücher.de` to `xn--bcher-kva.de`), or null when UTS #46 rejects
 * it, or when it is longer than {@link IDNA_MAX_INPUT} code units.
 */
export function idnaToASCII(name: string): string | null {
  if (name.length > IDNA_MAX_INPUT) return null;
  return toASCII(name, TO_ASCII);
}

export { toASCII, toUnicode };
