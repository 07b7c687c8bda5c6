/**
 * The WHATWG URL Standard's host checks that both of its readings share (whatwg/url url.bs at
 * 6ae84860d12800bcf563668e7cc821360dce6062): the URL-writing grammar's "valid domain", this
 * language's check after the parse (checks.ts), and the basic URL parser's host parser, the
 * traced transcription (src/whatwg/host.ts), which reads them through the door (grammar/index.ts):
 * one implementation of the domain parser's ToASCII flags, the ends-in-a-number checker and the
 * IPv4 number parser for the two. UTS #46 through the `tr46` slot of base/idna.ts; no Node-only
 * API, and no rule: importing this module loads no grammar.
 *
 * @module
 */
import { IDNA_MAX_INPUT, uts46Of } from '../../base/idna.js';
import { hexValue } from '../../base/percent.js';

/** Unicode ToASCII's flags for the domain parser ToASCII (§3.3) with beStrict true and false. */
export const TO_ASCII_FLAGS = {
  strict: { checkHyphens: true, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true, transitionalProcessing: false, verifyDNSLength: true, ignoreInvalidPunycode: false },
  relaxed: { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: false, transitionalProcessing: false, verifyDNSLength: false, ignoreInvalidPunycode: false },
} as const;

/** Whether a ToASCII result breaks VerifyDnsLength as `tr46` checks it (an empty label or domain too). */
export function breaksDnsLength(ascii: string): boolean {
  if (ascii.length === 0 || ascii.length > 253) return true;
  let start = 0;
  for (let i = 0; i <= ascii.length; i++) {
    if (i === ascii.length || ascii.charCodeAt(i) === 0x2e) {
      if (i - start === 0 || i - start > 63) return true;
      start = i + 1;
    }
  }
  return false;
}

/** Whether every code unit of `s` is ASCII. */
export const isASCII = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
};

/**
 * Whether `domain` is letters, digits, hyphens and dots only, and no label begins or ends with a
 * hyphen or has hyphens in its third and fourth places (so no `xn--` label): where UTS #46
 * ToASCII with the strict flags maps only the case of its letters and its validity criteria (§4.1:
 * CheckHyphens; UseSTD3ASCIIRules allows exactly these) all hold, so only the DNS lengths can fail
 * it (checked before). The third shortcut of the module comment: the common host costs no `tr46`
 * run; a test holds it to `tr46` on random domains of these characters.
 */
export function plainLDH(domain: string): boolean {
  if (!/^[A-Za-z0-9.-]*$/.test(domain)) return false;
  for (const label of domain.split('.')) {
    if (label === '') continue;
    if (label.startsWith('-') || label.endsWith('-') || (label.length >= 4 && label[2] === '-' && label[3] === '-')) return false;
  }
  return true;
}

/**
 * The ends in a number checker (§3.5): whether the last label of a domain (a trailing empty one
 * removed) is all ASCII digits or parses as an IPv4 number ("0x" and hex digits).
 *
 * @example
 * ```ts
 * endsInANumber('example.255'); // true
 * endsInANumber('1.2.3.');      // true
 * endsInANumber('example.0xg'); // false
 * ```
 */
export function endsInANumber(input: string): boolean {
  // 2. Let parts be the result of strictly splitting input on U+002E (.).
  const parts = input.split('.');
  // 3. If the last item in parts is the empty string, then remove the last item from parts.
  if (parts[parts.length - 1] === '' && parts.length > 0) parts.pop();
  // 4. Let last be the last item in parts.
  const last = parts[parts.length - 1] ?? '';
  // 5. If last is not the empty string and contains only ASCII digits, then return true.
  if (last !== '' && /^[0-9]+$/.test(last)) return true;
  // 6. If parsing last as an IPv4 number does not return failure, then return true.
  if (ipv4NumberParser(last) !== null) return true;
  // 7. Return false.
  return false;
}

/**
 * The IPv4 number parser (§3.5): a tuple of the number and whether it was written in hex or octal
 * (a validation error for the caller), or null for failure. A number too large to hold exactly is
 * returned as a larger one (the parser only compares it with 255 and 256^k).
 */
export function ipv4NumberParser(input: string): [number, boolean] | null {
  // 1. If input is the empty string, then return failure.
  if (input === '') return null;
  // 2. Let validationError be false. 3. Let R be 10.
  let validationError = false;
  let R = 10;
  // 4. If input contains at least two code points and the first two code points are "0X" or "0x":
  if (input.length >= 2 && input[0] === '0' && (input[1] === 'x' || input[1] === 'X')) {
    validationError = true;
    input = input.slice(2);
    R = 16;
  } else if (input.length >= 2 && input[0] === '0') {
    // 5. Otherwise, if input contains at least two code points and the first is U+0030 (0):
    validationError = true;
    input = input.slice(1);
    R = 8;
  }
  // 6. If input is the empty string, then return (0, true).
  if (input === '') return [0, true];
  // 7. If input contains a code point that is not a radix-R digit, then return failure.
  const digit = R === 10 ? /^[0-9]+$/ : R === 8 ? /^[0-7]+$/ : /^[0-9A-Fa-f]+$/;
  if (!digit.test(input)) return null;
  // 8. Let output be the mathematical integer value that is represented by input in radix-R notation.
  let output = 0;
  for (let i = 0; i < input.length && output < 2 ** 40; i++) output = output * R + hexValue(input.charCodeAt(i));
  // 9. Return (output, validationError).
  return [output, validationError];
}

/**
 * The domain parser ToASCII with beStrict true (§3.3) on an ASCII domain: its result, or null for
 * failure. A domain outside DNS's lengths fails at once; a plain letters-digits-hyphens one
 * (`plainLDH`) is only lowercased, with no `tr46` run; any other is UTS #46's answer.
 *
 * @example
 * ```ts
 * strictASCIIDomain('EXAMPLE.com'); // 'example.com'
 * strictASCIIDomain('a_b.com');     // null (UseSTD3ASCIIRules)
 * ```
 */
export function strictASCIIDomain(domain: string): string | null {
  if (breaksDnsLength(domain)) return null;
  if (plainLDH(domain)) return domain.toLowerCase();
  return uts46Of().toASCII(domain, TO_ASCII_FLAGS.strict);
}

/**
 * Why a string is not a valid domain (§3.4 Host writing), or null when it is one: the domain
 * parser with beStrict true (§3.3: Unicode ToASCII with CheckHyphens, UseSTD3ASCIIRules and
 * VerifyDnsLength) fails (`'domain-to-ASCII'`), or its result ends in a number
 * (`'ends-in-a-number'`, §3.5). Needs UTS #46 loaded (base/idna-tr46.ts).
 *
 * @example
 * ```ts
 * invalidDomain('example.com');  // null
 * invalidDomain('a_b.com');      // 'domain-to-ASCII' (UseSTD3ASCIIRules)
 * invalidDomain('example.255');  // 'ends-in-a-number'
 * ```
 */
export function invalidDomain(input: string): 'domain-to-ASCII' | 'ends-in-a-number' | null {
  // Let domain be the result of running domain parser with input and true; failure: false.
  let domain: string | null;
  if (input.length > IDNA_MAX_INPUT) domain = null;
  else if (isASCII(input)) domain = strictASCIIDomain(input);
  else {
    domain = uts46Of().toASCII(input, TO_ASCII_FLAGS.strict);
    if (domain !== null && breaksDnsLength(domain)) domain = null;
  }
  if (domain === null) return 'domain-to-ASCII';
  // If running the ends in a number checker on domain returns true, then return false.
  return endsInANumber(domain) ? 'ends-in-a-number' : null;
}
