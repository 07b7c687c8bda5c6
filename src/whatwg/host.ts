/**
 * Hosts of the WHATWG URL Standard, transcribed from whatwg/url url.bs at commit
 * 6ae84860d12800bcf563668e7cc821360dce6062 (2026-07-02), with host parser step 8.1
 * (`IPv4-non-ASCII-input`) from the open change whatwg/url#925 at 92b3e16ba1ff7c628dbf73dcf669a6b03f9dbfbb,
 * provisional: §3.3 IDNA (the domain parser, through UTS #46 ToASCII), §3.5 Host
 * parsing (the host parser, the ends-in-a-number checker, the IPv4 parser and its number parser, the
 * IPv6 parser, the opaque-host parser) and §3.6 Host serializing, in the standard's step order and
 * with its variable names.
 *
 * UTS #46 is the `tr46` package, read through the slot of `base/idna.ts` (as the IRI functions read
 * it), with the standard's flags: CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength set to
 * beStrict, CheckBidi and CheckJoiners true, Transitional_Processing and IgnoreInvalidPunycode false.
 * Three shortcuts spare `tr46` work whose answer is known, and give the answer `tr46` would:
 *
 * - The strict run on an ASCII domain (it decides only whether domain-to-ASCII is reported): when a
 *   label is empty or longer than 63, or the domain longer than 253, VerifyDnsLength fails it, as
 *   `tr46` would after mapping (which keeps the length of an ASCII label) and Punycode (which gives
 *   an `xn--` label back unchanged, its encoding being unique).
 * - The strict run on an ASCII domain of letters, digits, hyphens and dots whose labels keep the
 *   hyphen rules (`plainLDH`): within DNS lengths it succeeds, UTS #46 only lowercasing it.
 * - The strict run on a non-ASCII domain comes after the relaxed one (the order of the reports is
 *   unchanged): its flags only add checks to the same mapping, so it fails where the relaxed run
 *   fails or where the relaxed result breaks DNS lengths, and `tr46` is asked only otherwise.
 *
 * What is left is `tr46`'s own cost: Punycode, there, takes time in the length of a label times the
 * number of its distinct code points (a label of 100 000 distinct code points takes seconds), so a
 * non-ASCII host with such a label (far beyond what DNS allows) is the one input not parsed in
 * linear time.
 *
 * @module
 */
// UTS #46 is loaded by the API (src/whatwg/index.ts), not here: the password redaction runs the
// parser up to the host state only, and bundles this module without tr46.
import { uts46Of } from '../../base/idna.js';
import { breaksDnsLength, endsInANumber, ipv4NumberParser, isASCII, strictASCIIDomain, TO_ASCII_FLAGS } from '../../grammar/index.js';
import { hexValue, percentDecode } from '../../base/percent.js';
import { utf8DecodeReplace, utf8Encode } from '../../base/utf.js';
import type { WHATWGErrorName } from './errors.js';
import { isURLCodePoint, utf8PercentEncodeCodePoint } from './percent.js';
export { isURLCodePoint };

/**
 * A host (§3.1): a domain, an IPv4 address (a 32-bit unsigned integer), an IPv6 address (its 8
 * 16-bit pieces), an opaque host or the empty host.
 *
 * @example
 * ```ts
 * const h: WHATWGHost = { type: 'ipv4', value: 0x7f000001 };
 * serializeHost(h); // '127.0.0.1'
 * ```
 */
export type WHATWGHost =
  | { readonly type: 'domain'; readonly value: string }
  | { readonly type: 'ipv4'; readonly value: number }
  | { readonly type: 'ipv6'; readonly value: readonly number[] }
  | { readonly type: 'opaque'; readonly value: string }
  | { readonly type: 'empty'; readonly value: '' };

/**
 * Where the host algorithms report validation errors: `start` and `end` are code point indexes into
 * the host parser's input (an error found after IDNA, which may change lengths, spans the whole
 * input); `algorithm` names the reporting algorithm (`'host parser'`, `'IPv6 parser'`, ...).
 *
 * @example
 * ```ts
 * const seen: string[] = [];
 * const sink: HostSink = { report: (name, algorithm) => void seen.push(`${algorithm}: ${name}`) };
 * parseHost('[::01]', false, sink);
 * seen; // ['IPv6 parser: IPv6-piece-leading-zero']
 * ```
 */
export interface HostSink {
  report(name: WHATWGErrorName, algorithm: string, start: number, end: number, failure: boolean, message: string): void;
}

const SECTION_IDNA = 'URL Standard §3.3 IDNA';
const SECTION_HOST = 'URL Standard §3.5 Host parsing';

/** U+0030 (0) to U+0039 (9). */
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
/** An ASCII digit, U+0041 (A) to U+0046 (F), or U+0061 (a) to U+0066 (f). */
const isHexDigit = (c: number): boolean => hexValue(c) >= 0;
const hex = (cp: number): string => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * A forbidden host code point: U+0000 NULL, U+0009 TAB, U+000A LF, U+000D CR, U+0020 SPACE,
 * U+0023 (#), U+002F (/), U+003A (:), U+003C (<), U+003E (>), U+003F (?), U+0040 (@), U+005B ([),
 * U+005C (\), U+005D (]), U+005E (^), or U+007C (|).
 */
const FORBIDDEN_HOST = new Set([0x00, 0x09, 0x0a, 0x0d, 0x20, 0x23, 0x2f, 0x3a, 0x3c, 0x3e, 0x3f, 0x40, 0x5b, 0x5c, 0x5d, 0x5e, 0x7c]);
const isForbiddenHost = (c: number): boolean => FORBIDDEN_HOST.has(c);
/** A forbidden domain code point: a forbidden host code point, a C0 control, U+0025 (%), or U+007F DELETE. */
const isForbiddenDomain = (c: number): boolean => isForbiddenHost(c) || c <= 0x1f || c === 0x25 || c === 0x7f;


/** The code points of a string (a lone surrogate is one). */
const codePoints = (s: string): number[] => Array.from(s, (ch) => ch.codePointAt(0)!);
const fromCodePoints = (cps: readonly number[], start = 0, end = cps.length): string => {
  let s = '';
  for (let i = start; i < end; i++) s += String.fromCodePoint(cps[i]!);
  return s;
};

// ---------------------------------------------------------------------------------------------
// §3.3 IDNA
// ---------------------------------------------------------------------------------------------

/**
 * The domain parser (§3.3) with beStrict false, as the host parser runs it: ToASCII with the strict
 * flags decides whether domain-to-ASCII is reported; an ASCII domain is then lowercased whatever
 * that run said, a non-ASCII one goes through ToASCII with the relaxed flags. Returns null for
 * failure (domain-to-ASCII is then reported as the failure).
 */
function domainParser(domain: string, sink: HostSink, end: number): string | null {
  const uts46 = uts46Of();
  const ascii = isASCII(domain);
  // (Order of evaluation; see the module comment: for a non-ASCII domain the relaxed run is made
  // first and read by the strict one.)
  const relaxed = ascii ? null : uts46.toASCII(domain, TO_ASCII_FLAGS.relaxed);
  // 1. Let strictResult be the result of running domain parser ToASCII with domain and true.
  let strictFails: boolean;
  if (ascii) strictFails = strictASCIIDomain(domain) === null;
  else strictFails = relaxed === null || breaksDnsLength(relaxed) || uts46.toASCII(domain, TO_ASCII_FLAGS.strict) === null;
  // 3. (beStrict is false.) 4. Let result be null.
  let result: string | null;
  let why = '';
  // 5. If domain is an ASCII string, then set result to domain, lowercased.
  if (ascii) result = domain.replace(/[A-Z]+/g, (m) => m.toLowerCase());
  else {
    // 6. Otherwise: set result to domain parser ToASCII with domain and false; failure: return failure.
    result = relaxed;
    if (result === null) why = 'Unicode ToASCII with the relaxed flags fails too';
  }
  // 7. If result is the empty string, then return failure.
  if (result === '') {
    result = null;
    why = 'the result is the empty string';
  }
  // 8. If result contains a forbidden domain code point, then return failure.
  if (result !== null) {
    for (let i = 0; i < result.length; i++) {
      const c = result.charCodeAt(i);
      if (isForbiddenDomain(c)) {
        why = `the result contains the forbidden domain code point ${hex(c)}`;
        result = null;
        break;
      }
    }
  }
  // 2. If strictResult is a failure value, domain-to-ASCII validation error (reported here, once
  // the failure is known: nothing is reported between the two).
  if (strictFails || result === null) {
    const failure = result === null;
    sink.report(
      'domain-to-ASCII',
      'domain parser',
      0,
      end,
      failure,
      `${SECTION_IDNA} (domain parser): Unicode ToASCII with CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength set rejects the domain ${JSON.stringify(domain.length > 80 ? domain.slice(0, 80) + '...' : domain)}` +
        (failure ? `, and ${why}: the host parser returns failure` : ''),
    );
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// §3.5 Host parsing
// ---------------------------------------------------------------------------------------------

/**
 * The host parser (§3.5) on `input` (a string of code points: the basic URL parser's buffer),
 * `isOpaque` true for a URL that is not special. Returns the host, or null for failure; validation
 * errors go to `sink`, positioned by code point index into `input`. `lone`: the code point indexes
 * of `input` (ascending) that were lone surrogates where the buffer was read (it holds U+FFFD for
 * them): an opaque host reports the first of them as `invalid-URL-unit`, as it would the surrogate.
 *
 * @example
 * ```ts
 * const sink: HostSink = { report: () => {} };
 * parseHost('EXAMPLE.com', false, sink);  // { type: 'domain', value: 'example.com' }
 * parseHost('0x7f.1', false, sink);       // { type: 'ipv4', value: 2130706433 }
 * parseHost('[::1]', false, sink)?.type;  // 'ipv6'
 * parseHost('EXAMPLE.com', true, sink);   // { type: 'opaque', value: 'EXAMPLE.com' }
 * parseHost('exa mple', false, sink);     // null
 * ```
 */
export function parseHost(input: string, isOpaque: boolean, sink: HostSink, lone: readonly number[] = []): WHATWGHost | null {
  // The common host: not "[", not opaque, ASCII, no "%". Steps 1, 2 and 4 do nothing, and step 5
  // gives the input back (an ASCII string is its own UTF-8 decoding), so it goes on at step 6 with
  // the input as domain, its code points its units.
  if (!isOpaque && input.charCodeAt(0) !== 0x5b && !input.includes('%') && isASCII(input)) return domainHost(input, input.length, true, sink);
  const cps = codePoints(input);
  const n = cps.length;
  // 1. If input starts with U+005B ([), then:
  if (cps[0] === 0x5b) {
    // 1. If input does not end with U+005D (]), IPv6-unclosed validation error, return failure.
    if (cps[n - 1] !== 0x5d) {
      sink.report('IPv6-unclosed', 'host parser', 0, n, true, `${SECTION_HOST} (host parser step 1.1): the host starts with "[" and does not end with "]": the host parser returns failure`);
      return null;
    }
    // 2. Return the result of IPv6 parsing input with its leading [ and trailing ] removed.
    const address = ipv6Parser(cps, 1, n - 1, sink);
    return address === null ? null : { type: 'ipv6', value: address };
  }
  // 2. If isOpaque is true, then return the result of opaque-host parsing input.
  if (isOpaque) return opaqueHostParser(cps, sink, lone);
  // 3. Assert: input is not the empty string.
  // 4. If input contains a percent-encoded byte, domain-percent-encoded validation error.
  for (let i = 0; i + 2 < n; i++) {
    if (cps[i] === 0x25 && isHexDigit(cps[i + 1]!) && isHexDigit(cps[i + 2]!)) {
      sink.report('domain-percent-encoded', 'host parser', i, i + 3, false, `${SECTION_HOST} (host parser step 4): the host to be processed as a domain contains the percent-encoded byte "${input.slice(i, i + 3)}"`);
      break;
    }
  }
  // 5. Let domain be the result of running UTF-8 decode without BOM on the percent-decoding of input.
  // (An ASCII input without a percent-encoded byte is its own decoding.)
  const bytes = utf8Encode(input);
  const decoded = percentDecodeBytes(bytes);
  const plain = decoded === bytes && isASCII(input);
  const domain = plain ? input : utf8DecodeReplace(decoded);
  return domainHost(domain, n, plain, sink);
}

/**
 * Steps 6 to 9 of the host parser on `domain` (step 5's result): `n` is the input's length in code
 * points, and `plain` says the domain is the input itself (so IPv4 errors can point into it).
 */
function domainHost(domain: string, n: number, plain: boolean, sink: HostSink): WHATWGHost | null {
  // 6. Let asciiDomain be the result of running domain parser with domain and false.
  const asciiDomain = domainParser(domain, sink, n);
  // 7. If asciiDomain is failure, then return failure.
  if (asciiDomain === null) return null;
  // 8. If asciiDomain ends in a number:
  if (endsInANumber(asciiDomain)) {
    // (Provisional: whatwg/url#925 at 92b3e16, not in the standard at 6ae8486; see
    // WHATWG_PROVISIONAL.) 1. If domain is not an ASCII string, IPv4-non-ASCII-input validation
    // error. (It spans the input: IDNA or percent-decoding made the address.)
    if (!isASCII(domain)) {
      sink.report('IPv4-non-ASCII-input', 'host parser', 0, n, false,
        `${SECTION_HOST} (host parser step 8.1, provisional: whatwg/url#925): the IPv4 address ${JSON.stringify(asciiDomain)} is derived from a non-ASCII host through IDNA processing`);
    }
    // 2. Return the result of IPv4 parsing asciiDomain.
    // The IPv4 parser's positions are the input's where the domain parser kept every code point
    // in place (an ASCII input without percent-encoding); elsewhere its errors span the input.
    const aligned = plain && asciiDomain.length === n;
    const address = ipv4Parser(asciiDomain, sink, aligned ? null : n);
    return address === null ? null : { type: 'ipv4', value: address };
  }
  // 9. Return asciiDomain.
  return { type: 'domain', value: asciiDomain };
}

/**
 * Percent-decode (§1.3) a byte sequence (base/percent.ts's `percentDecode`: a byte for each `%XX`,
 * every other byte as it is); `bytes` itself when it has no percent-encoded byte.
 */
function percentDecodeBytes(bytes: Uint8Array): Uint8Array {
  for (let i = 0; i + 2 < bytes.length; i++) {
    if (bytes[i] === 0x25 && isHexDigit(bytes[i + 1]!) && isHexDigit(bytes[i + 2]!)) return percentDecode((k) => bytes[k]!, 0, bytes.length);
  }
  return bytes;
}


/**
 * The IPv4 parser (§3.5) on an ASCII string. `whole`: null when positions in `input` are positions
 * in the host parser's input; else that input's length (errors then span all of it).
 */
function ipv4Parser(input: string, sink: HostSink, whole: number | null): number | null {
  const at = (s: number, e: number): [number, number] => (whole === null ? [s, e] : [0, whole]);
  const report = (name: WHATWGErrorName, [s, e]: [number, number], failure: boolean, message: string) =>
    sink.report(name, 'IPv4 parser', s, e, failure, `${SECTION_HOST} (IPv4 parser): ${message}`);
  // 1. Let parts be the result of strictly splitting input on U+002E (.).
  const parts = input.split('.');
  const starts: number[] = [];
  for (let i = 0, s = 0; i < parts.length; s += parts[i]!.length + 1, i++) starts.push(s);
  // 2. If the last item in parts is the empty string, then:
  if (parts[parts.length - 1] === '') {
    // 1. IPv4-empty-part validation error.
    report('IPv4-empty-part', at(input.length - 1, input.length), false, 'the address ends with "."');
    // 2. If parts's size is greater than 1, then remove the last item from parts.
    if (parts.length > 1) {
      parts.pop();
      starts.pop();
    }
  }
  // 3. If parts's size is less than 4, IPv4-too-few-parts validation error.
  const all = at(0, input.length);
  if (parts.length < 4) report('IPv4-too-few-parts', all, false, `the address has ${parts.length} part${parts.length === 1 ? '' : 's'}, fewer than 4`);
  // 4. If parts's size is greater than 4, IPv4-too-many-parts validation error, return failure.
  if (parts.length > 4) {
    report('IPv4-too-many-parts', all, true, `the address has ${parts.length} parts, more than 4: the host parser returns failure`);
    return null;
  }
  // 5. Let numbers be an empty list.
  const numbers: number[] = [];
  // 6. For each part of parts:
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const where = at(starts[i]!, starts[i]! + part.length);
    // 1. Let result be the result of parsing part.
    const result = ipv4NumberParser(part);
    // 2. If result is failure, IPv4-non-numeric-part validation error, return failure.
    if (result === null) {
      report('IPv4-non-numeric-part', where, true, `the part ${JSON.stringify(part.length > 40 ? part.slice(0, 40) + '...' : part)} is not an IPv4 number: the host parser returns failure`);
      return null;
    }
    // 3. If result[1] is true, IPv4-non-decimal-part validation error.
    if (result[1]) report('IPv4-non-decimal-part', where, false, `the part ${JSON.stringify(part.length > 40 ? part.slice(0, 40) + '...' : part)} is written in hexadecimal or octal`);
    // 4. Append result[0] to numbers.
    numbers.push(result[0]);
  }
  // 7. If any item in numbers is greater than 255, IPv4-out-of-range-part validation error.
  // 8. If any but the last item in numbers is greater than 255, then return failure.
  // 9. If the last item in numbers is greater than or equal to 256^(5 - numbers's size), then return failure.
  const big = numbers.findIndex((x) => x > 255);
  const last = numbers[numbers.length - 1]!;
  const lastFails = last >= 256 ** (5 - numbers.length);
  const failure = (big !== -1 && big < numbers.length - 1) || lastFails;
  if (big !== -1) {
    report(
      'IPv4-out-of-range-part',
      at(starts[big]!, starts[big]! + parts[big]!.length),
      failure,
      `the part ${JSON.stringify(parts[big]!.length > 40 ? parts[big]!.slice(0, 40) + '...' : parts[big])} exceeds 255` +
        (failure ? (lastFails && big === numbers.length - 1 ? `, and the last part must be below 256^${5 - numbers.length}: the host parser returns failure` : ': the host parser returns failure') : ''),
    );
  }
  if (failure) return null;
  // 10. Let ipv4 be the last item in numbers. 11. Remove the last item from numbers.
  let ipv4 = numbers.pop()!;
  // 12. Let counter be 0. 13. For each n of numbers: increment ipv4 by n × 256^(3 − counter); increment counter.
  let counter = 0;
  for (const n of numbers) {
    ipv4 += n * 256 ** (3 - counter);
    counter++;
  }
  // 14. Return ipv4.
  return ipv4;
}


/**
 * The IPv6 parser (§3.5) on the code points `cps[from, to)`; its pointer is a code point index of
 * the whole of `cps` (so that positions are the host parser's). Returns the 8 pieces, or null.
 */
function ipv6Parser(cps: readonly number[], from: number, to: number, sink: HostSink): number[] | null {
  const fail = (name: WHATWGErrorName, s: number, e: number, message: string): null => {
    sink.report(name, 'IPv6 parser', s, Math.min(e, to), true, `${SECTION_HOST} (IPv6 parser): ${message}: the host parser returns failure`);
    return null;
  };
  const EOF = -1;
  const c = (p: number): number => (p < to ? cps[p]! : EOF);
  const shown = (p: number): string => (c(p) === EOF ? 'the end of the address' : `"${String.fromCodePoint(c(p))}"`);
  // 1. Let address be a new IPv6 address whose pieces are all 0.
  const address = [0, 0, 0, 0, 0, 0, 0, 0];
  // 2. Let pieceIndex be 0. 3. Let compress be null. 4. Let pointer be a pointer for input.
  let pieceIndex = 0;
  let compress: number | null = null;
  let pointer = from;
  // 5. If c is U+003A (:), then:
  if (c(pointer) === 0x3a) {
    // 1. If remaining does not start with U+003A (:), IPv6-invalid-compression validation error, return failure.
    if (c(pointer + 1) !== 0x3a) return fail('IPv6-invalid-compression', pointer, pointer + 1, 'the address starts with a single ":"');
    // 2. Increase pointer by 2. 3. Increase pieceIndex by 1 and then set compress to pieceIndex.
    pointer += 2;
    pieceIndex++;
    compress = pieceIndex;
  }
  // 6. While c is not the EOF code point:
  while (c(pointer) !== EOF) {
    // 1. If pieceIndex is 8, IPv6-too-many-pieces validation error, return failure.
    if (pieceIndex === 8) return fail('IPv6-too-many-pieces', pointer, to, 'the address has more than 8 pieces');
    // 2. If c is U+003A (:), then:
    if (c(pointer) === 0x3a) {
      // 1. If compress is non-null, IPv6-multiple-compression validation error, return failure.
      if (compress !== null) return fail('IPv6-multiple-compression', pointer - 1, pointer + 1, 'the address has a second "::"');
      // 2. Increase pointer and pieceIndex by 1, set compress to pieceIndex, and then continue.
      pointer++;
      pieceIndex++;
      compress = pieceIndex;
      continue;
    }
    // 3. Let value and length be 0.
    let value = 0;
    let length = 0;
    const pieceStart = pointer;
    // 4. While length is less than 4 and c is an ASCII hex digit, set value to value × 0x10 + c
    // interpreted as a hexadecimal number, and increase pointer and length by 1.
    while (length < 4 && c(pointer) !== EOF && isHexDigit(c(pointer))) {
      value = value * 0x10 + hexValue(c(pointer));
      pointer++;
      length++;
    }
    // 5. If c is U+002E (.), then:
    if (c(pointer) === 0x2e) {
      // 1. If length is 0, IPv4-in-IPv6-invalid-code-point validation error, return failure.
      if (length === 0) return fail('IPv4-in-IPv6-invalid-code-point', pointer, pointer + 1, 'an IPv4 part of the address is empty');
      // 2. Decrease pointer by length.
      pointer -= length;
      const v4Start = pointer;
      // 3. If pieceIndex is greater than 6, IPv4-in-IPv6-too-many-pieces validation error, return failure.
      if (pieceIndex > 6) return fail('IPv4-in-IPv6-too-many-pieces', v4Start, to, 'an IPv4 address follows more than 6 pieces');
      // 4. Let numbersSeen be 0.
      let numbersSeen = 0;
      // 5. While c is not the EOF code point:
      while (c(pointer) !== EOF) {
        // 1. Let ipv4Piece be null.
        let ipv4Piece: number | null = null;
        // 2. If numbersSeen is greater than 0, then:
        if (numbersSeen > 0) {
          // 1. If c is a U+002E (.) and numbersSeen is less than 4, then increase pointer by 1.
          if (c(pointer) === 0x2e && numbersSeen < 4) pointer++;
          // 2. Otherwise, IPv4-in-IPv6-invalid-code-point validation error, return failure.
          else return fail('IPv4-in-IPv6-invalid-code-point', pointer, pointer + 1, `the IPv4 address in the address has ${shown(pointer)} where a "." or its end belongs`);
        }
        // 3. If c is not an ASCII digit, IPv4-in-IPv6-invalid-code-point validation error, return failure.
        if (c(pointer) === EOF || !isDigit(c(pointer))) return fail('IPv4-in-IPv6-invalid-code-point', pointer, pointer + 1, `an IPv4 part of the address starts with ${shown(pointer)}, not a digit`);
        const v4PieceStart = pointer;
        // 4. While c is an ASCII digit:
        while (c(pointer) !== EOF && isDigit(c(pointer))) {
          // 1. Let number be c interpreted as decimal number.
          const number = c(pointer) - 0x30;
          // 2. If ipv4Piece is null, then set ipv4Piece to number.
          if (ipv4Piece === null) ipv4Piece = number;
          // 3. Otherwise, if ipv4Piece is 0, IPv4-in-IPv6-invalid-code-point validation error, return failure.
          else if (ipv4Piece === 0) return fail('IPv4-in-IPv6-invalid-code-point', v4PieceStart, pointer + 1, 'an IPv4 part of the address has a leading 0');
          // 4. Otherwise, set ipv4Piece to ipv4Piece × 10 + number.
          else ipv4Piece = ipv4Piece * 10 + number;
          // 5. If ipv4Piece is greater than 255, IPv4-in-IPv6-out-of-range-part validation error, return failure.
          if (ipv4Piece > 255) {
            let partEnd = pointer + 1;
            while (c(partEnd) !== EOF && isDigit(c(partEnd))) partEnd++;
            return fail('IPv4-in-IPv6-out-of-range-part', v4PieceStart, partEnd, 'an IPv4 part of the address exceeds 255');
          }
          // 6. Increase pointer by 1.
          pointer++;
        }
        // 5. Set address[pieceIndex] to address[pieceIndex] × 0x100 + ipv4Piece.
        address[pieceIndex] = address[pieceIndex]! * 0x100 + ipv4Piece!;
        // 6. Increase numbersSeen by 1. 7. If numbersSeen is 2 or 4, then increase pieceIndex by 1.
        numbersSeen++;
        if (numbersSeen === 2 || numbersSeen === 4) pieceIndex++;
      }
      // 6. If numbersSeen is not 4, IPv4-in-IPv6-too-few-parts validation error, return failure.
      if (numbersSeen !== 4) return fail('IPv4-in-IPv6-too-few-parts', v4Start, to, `the IPv4 address in the address has ${numbersSeen} parts, not 4`);
      // 7. Break.
      break;
    } else if (c(pointer) === 0x3a) {
      // 6. Otherwise, if c is U+003A (:): increase pointer by 1; if c is the EOF code point,
      // IPv6-invalid-code-point validation error, return failure.
      pointer++;
      // (Where the piece that should follow is missing: at the end, length 0.)
      if (c(pointer) === EOF) return fail('IPv6-invalid-code-point', pointer, pointer, 'the address ends with a single ":" where a piece belongs');
    } else if (c(pointer) !== EOF) {
      // 7. Otherwise, if c is not the EOF code point, IPv6-invalid-code-point validation error, return failure.
      return fail('IPv6-invalid-code-point', pointer, pointer + 1, `the address has ${hex(c(pointer))} ${shown(pointer)}, neither a hex digit nor ":"${length === 4 ? ' (or a piece of more than 4 hex digits)' : ''}`);
    }
    // 8. If length is greater than 1 and value is less than 0x10^(length − 1), IPv6-piece-leading-zero validation error.
    if (length > 1 && value < 0x10 ** (length - 1)) {
      sink.report('IPv6-piece-leading-zero', 'IPv6 parser', pieceStart, pieceStart + length, false, `${SECTION_HOST} (IPv6 parser): the piece "${fromCodePoints(cps, pieceStart, pieceStart + length)}" has a leading 0`);
    }
    // 9. Set address[pieceIndex] to value. 10. Increase pieceIndex by 1.
    address[pieceIndex] = value;
    pieceIndex++;
  }
  // 7. If compress is non-null, then:
  if (compress !== null) {
    // 1. Let swaps be pieceIndex − compress. 2. Set pieceIndex to 7.
    let swaps = pieceIndex - compress;
    pieceIndex = 7;
    // 3. While pieceIndex is not 0 and swaps is greater than 0, swap address[pieceIndex] with
    // address[compress + swaps − 1], and then decrease both pieceIndex and swaps by 1.
    while (pieceIndex !== 0 && swaps > 0) {
      const other = compress + swaps - 1;
      [address[pieceIndex], address[other]] = [address[other]!, address[pieceIndex]!];
      pieceIndex--;
      swaps--;
    }
  } else if (pieceIndex !== 8) {
    // 8. Otherwise, if compress is null and pieceIndex is not 8, IPv6-too-few-pieces validation error, return failure.
    return fail('IPv6-too-few-pieces', from, to, `the address has ${pieceIndex} pieces and no "::"`);
  }
  // 9. Return address.
  return address;
}

/**
 * The opaque-host parser (§3.5) on the code points `cps`; `lone` holds the indexes of `cps` that
 * were lone surrogates in the input as given (the basic URL parser's buffer holds U+FFFD for them),
 * which step 2 reports as not URL code points.
 */
function opaqueHostParser(cps: readonly number[], sink: HostSink, lone: readonly number[]): WHATWGHost | null {
  const where = `${SECTION_HOST} (opaque-host parser)`;
  // 1. If input contains a forbidden host code point, host-invalid-code-point validation error, return failure.
  const forbidden = cps.findIndex(isForbiddenHost);
  if (forbidden !== -1) {
    const cp = cps[forbidden]!;
    sink.report('host-invalid-code-point', 'opaque-host parser', forbidden, forbidden + 1, true, `${where}: the host contains the forbidden host code point ${hex(cp)}${cp > 0x20 ? ` "${String.fromCodePoint(cp)}"` : ''}: the host parser returns failure`);
    return null;
  }
  // 2. If input contains a code point that is not a URL code point and not U+0025 (%), invalid-URL-unit validation error.
  let notURL = cps.findIndex((cp) => cp !== 0x25 && !isURLCodePoint(cp));
  if (lone.length > 0 && (notURL === -1 || lone[0]! < notURL)) notURL = lone[0]!;
  if (notURL !== -1) {
    const what = lone.includes(notURL) ? 'a lone surrogate' : hex(cps[notURL]!);
    sink.report('invalid-URL-unit', 'opaque-host parser', notURL, notURL + 1, false, `${where}: the host contains ${what}, which is not a URL code point`);
  }
  // 3. If input contains a U+0025 (%) and the two code points following it are not ASCII hex
  // digits, invalid-URL-unit validation error.
  for (let i = 0; i < cps.length; i++) {
    if (cps[i] === 0x25 && !(i + 2 < cps.length && isHexDigit(cps[i + 1]!) && isHexDigit(cps[i + 2]!))) {
      sink.report('invalid-URL-unit', 'opaque-host parser', i, i + 1, false, `${where}: the host contains a "%" not followed by two hex digits`);
      break;
    }
  }
  // 4. Return the result of running UTF-8 percent-encode on input using the C0 control percent-encode set.
  let value = '';
  for (const cp of cps) value += utf8PercentEncodeCodePoint(cp, 'C0 control');
  return value === '' ? { type: 'empty', value: '' } : { type: 'opaque', value };
}

// ---------------------------------------------------------------------------------------------
// §3.6 Host serializing
// ---------------------------------------------------------------------------------------------

/**
 * The host serializer (§3.6): an IPv4 address in dotted decimal, an IPv6 address in brackets
 * (compressed by RFC 5952's rule), any other host as it is.
 *
 * @example
 * ```ts
 * serializeHost({ type: 'ipv6', value: [0, 0xf, 0, 0, 0xf, 0xf, 0, 0] }); // '[0:f::f:f:0:0]'
 * serializeHost({ type: 'domain', value: 'example.org' });              // 'example.org'
 * ```
 */
export function serializeHost(host: WHATWGHost): string {
  switch (host.type) {
    case 'ipv4':
      return serializeIPv4(host.value);
    case 'ipv6':
      return `[${serializeIPv6(host.value)}]`;
    default:
      return host.value;
  }
}

/** The IPv4 serializer: n % 256 prepended four times, with "." between. */
function serializeIPv4(address: number): string {
  let output = '';
  let n = address;
  for (let i = 1; i <= 4; i++) {
    output = String(n % 256) + output;
    if (i !== 4) output = '.' + output;
    n = Math.floor(n / 256);
  }
  return output;
}

/** The IPv6 serializer, with "find the IPv6 address compressed piece index". */
function serializeIPv6(address: readonly number[]): string {
  // Find the compressed piece index: the first longest run of more than one 0 piece.
  let longestIndex: number | null = null;
  let longestSize = 1;
  let foundIndex: number | null = null;
  let foundSize = 0;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    if (address[pieceIndex] !== 0) {
      if (foundSize > longestSize) {
        longestIndex = foundIndex;
        longestSize = foundSize;
      }
      foundIndex = null;
      foundSize = 0;
    } else {
      if (foundIndex === null) foundIndex = pieceIndex;
      foundSize++;
    }
  }
  const compress = foundSize > longestSize ? foundIndex : longestIndex;
  let output = '';
  let ignore0 = false;
  for (let pieceIndex = 0; pieceIndex < 8; pieceIndex++) {
    if (ignore0 && address[pieceIndex] === 0) continue;
    else if (ignore0) ignore0 = false;
    if (compress === pieceIndex) {
      output += pieceIndex === 0 ? '::' : ':';
      ignore0 = true;
      continue;
    }
    output += address[pieceIndex]!.toString(16);
    if (pieceIndex !== 7) output += ':';
  }
  return output;
}
