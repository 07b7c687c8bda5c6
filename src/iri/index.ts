/**
 * IRIs and URIs: RFC 3987 §3.1 (mapping an IRI to a URI) and §3.2 (converting a URI to an IRI).
 *
 * The character classes come from the grammar registry: `ucschar` and `iprivate` of RFC 3987
 * §2.2, `unreserved` and `reserved` (RFC 3987 §2.2 repeats them from RFC 3986; read under either
 * RFC). They are read on first use, never spelled here a second time. The host conversions of the
 * `'idna'` option are UTS #46 ToASCII and ToUnicode from the `tr46` package (plain JavaScript, no
 * Node-only API), never the platform's `URL` and never a Punycode of our own.
 *
 * @module
 */
import '../../base/idna-tr46.js';
import { TO_ASCII, uts46Of } from '../../base/idna.js';
import { HEX_DIGITS } from '../../base/percent.js';
import { utf8EncodeCodePoint } from '../../base/utf.js';
import { bidiFormat, bidiIsolate } from '../../grammar/rfc3987/index.js';
import { ArgumentError, charsetOf, checkString, lookup, optionOf, optionsOf, optionsSpec, typeName, type RFC, type Ranges, type Rule, inRanges, union } from '../../grammar/index.js';
import { MARK_TEXT, readComponents } from '../record/index.js';

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

/**
 * Every {@link IRIErrorCode}: the list the type is read from.
 *
 * @example
 * ```ts
 * IRI_ERROR_CODES.includes('char.lone-surrogate'); // true
 * ```
 */
export const IRI_ERROR_CODES = ['char.lone-surrogate', 'char.not-allowed', 'escape.bad-hex', 'host.idna'] as const;

/**
 * The closed list of errors of {@link iriToURI} and {@link uriToIRI}. Each says where its `index`
 * (a UTF-16 offset into `input`) points.
 *
 * - `'char.lone-surrogate'`: a UTF-16 surrogate without its other half. It is no character, so it
 *   has no UTF-8 form (RFC 3629 §3) and cannot be mapped. `index`: the surrogate.
 * - `'char.not-allowed'`: a character that is in neither a URI nor an IRI: not `unreserved`,
 *   `reserved` or `%` (RFC 3986 §2), not `ucschar` or `iprivate` (RFC 3987 §2.2). The space,
 *   controls, `<`, `>`, `"`, `{`, `}`, `|`, `\`, `^`, `` ` `` (RFC 3987 §3.1: "If these characters
 *   are found but are not converted, then the conversion SHOULD fail"), and the non-characters
 *   such as U+FFFE. `index`: the character.
 * - `'escape.bad-hex'`: a `%` not followed by two hexadecimal digits (`pct-encoded`); the percent
 *   sign "MUST NOT be converted" (RFC 3987 §3.1), so it cannot be mended either. `index`: the `%`.
 * - `'host.idna'`: with `host: 'idna'`, UTS #46 ToASCII (with the RFC 3987 §3.1 flags) rejects
 *   the host: "this would mean that the IRI cannot be resolved". `index`: the start of the host.
 *
 * @example
 * ```ts
 * const code: IRIErrorCode = 'char.not-allowed';
 * ```
 */
export type IRIErrorCode = (typeof IRI_ERROR_CODES)[number];

/**
 * Thrown by {@link iriToURI} and {@link uriToIRI} for an input they cannot convert: the closed
 * `code` (see {@link IRIErrorCode} for where `index` points), the `reason` (a sentence citing the
 * rule), the `input` and the `index` into it.
 *
 * @example
 * ```ts
 * try {
 *   iriToURI('http://example.org/a b');
 * } catch (e) {
 *   (e as IRIError).code;  // 'char.not-allowed'
 *   (e as IRIError).index; // 20
 * }
 * ```
 */
export class IRIError extends Error {
  override readonly name = 'IRIError';
  readonly code: IRIErrorCode;
  readonly reason: string;
  readonly input: string;
  readonly index: number;

  constructor(code: IRIErrorCode, reason: string, input: string, index: number) {
    checkString(code, 'IRIError', 'the code');
    checkString(reason, 'IRIError', 'the reason');
    checkString(input, 'IRIError', 'the input');
    if (typeof index !== 'number') throw new ArgumentError(`IRIError: the index must be a number, not ${typeName(index)}`);
    super(`${code} at ${index}: ${reason}`);
    this.code = code;
    this.reason = reason;
    this.input = input;
    this.index = index;
  }
}

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

/**
 * What becomes of the host (an `ireg-name`; IP literals and IPv4 addresses are ASCII already).
 *
 * - `'percent'` (the default): the host is treated as the rest of the reference, its characters
 *   percent-encoded as UTF-8 (RFC 3987 §3.1 step 2) or decoded (§3.2). The pure mapping: it needs
 *   no Unicode tables, it is defined for every scheme, and {@link uriToIRI} reverses it.
 * - `'idna'`: the host goes through UTS #46 ToASCII ({@link iriToURI}) or ToUnicode
 *   ({@link uriToIRI}), as RFC 3987 §3.1 allows "for schemes known to use domain names": it gives
 *   the `xn--` name that DNS resolves.
 *
 * @example
 * ```ts
 * const host: HostConversion = 'idna';
 * ```
 */
export type HostConversion = 'percent' | 'idna';

/**
 * Options of {@link iriToURI} and {@link uriToIRI}.
 *
 * @example
 * ```ts
 * const options: IRIOptions = { host: 'idna' };
 * iriToURI('http://résumé.example.org/', options); // 'http://xn--rsum-bpad.example.org/'
 * ```
 */
export interface IRIOptions {
  /** How the host is converted; default `'percent'`. */
  readonly host?: HostConversion;
}

/**
 * Options of {@link uriToIRI}: those of {@link IRIOptions}, and whether escapes of `unreserved`
 * ASCII characters are decoded.
 *
 * @example
 * ```ts
 * const options: URIToIRIOptions = { decodeUnreserved: false };
 * uriToIRI('http://example.org/%7Euser/D%C3%BCrst', options); // 'http://example.org/%7Euser/Dürst'
 * uriToIRI('http://example.org/%7Euser/D%C3%BCrst');          // 'http://example.org/~user/Dürst'
 * ```
 */
export interface URIToIRIOptions extends IRIOptions {
  /**
   * Decode the escapes of `unreserved` ASCII characters (`%41` to `A`, `%7E` to `~`), as RFC 3987
   * §3.2 step 2 does (it keeps only `%25`, `reserved` characters and the ASCII characters not
   * allowed in URIs escaped); default `true`. With `false` every ASCII escape is kept as written,
   * so that `iriToURI` gives the URI back exactly (up to the case of the hex digits of the escapes
   * decoded): the reversibility §3.2 gives up "for potential percent-encoded unreserved characters".
   */
  readonly decodeUnreserved?: boolean;
}

const IRI_TO_URI_OPTIONS = optionsSpec<IRIOptions>('iriToURI', { host: true });
const URI_TO_IRI_OPTIONS = optionsSpec<URIToIRIOptions>('uriToIRI', { host: true, decodeUnreserved: true });

// ---------------------------------------------------------------------------------------------
// Character classes, from the grammar registry
// ---------------------------------------------------------------------------------------------

/** RFC 3987 in the registry's `RFC` type (declared by grammar/rfc3987/rules.ts). */
const RFC3987: RFC = 3987;
const RFC3986: RFC = 3986;

/** The characters of a single-character rule, read from its declaration under the first RFC that has it. */
function classOf(name: string, rfcs: readonly RFC[]): Ranges {
  for (const rfc of rfcs) {
    const rule = lookup(rfc, name);
    if (!rule) continue;
    const set = charsetOf(rule.lang ?? rule.body, rule.rfc);
    if (!set) throw new Error(`iri: rule ${rule.key} is not a character class`);
    return set;
  }
  throw new Error(`iri: the grammar declares no rule ${name} (RFC ${rfcs.join(' or ')})`);
}

interface Classes {
  /** ucschar, RFC 3987 §2.2. */
  readonly ucschar: Ranges;
  /** iprivate, RFC 3987 §2.2: allowed in `iquery` only. */
  readonly iprivate: Ranges;
  /** The ASCII characters of a URI besides `%`: unreserved and reserved (RFC 3986 §2.2, §2.3). */
  readonly uriChar: (c: number) => boolean;
  readonly unreserved: Ranges;
  readonly hexdig: (c: number) => boolean;
  /**
   * The bidirectional formatting characters that RFC 3987 §4.1 forbids in an IRI (the rule
   * `bidi-format`: LRM, RLM, LRE, RLE, LRO, RLO, PDF) and the isolates LRI, RLI, FSI and PDI that
   * Unicode 6.3 added later for the same purpose (`bidi-isolate`), both declared in
   * grammar/rfc3987/rules.ts and read by the check after the parse too. They are in `ucschar`, so
   * §3.1 maps them, but §3.2 leaves their escapes as they are (§3.2 step 4).
   */
  readonly bidi: Ranges;
}

/** The characters of a character-class rule declared by the grammar. */
const rangesOf = (rule: Rule): Ranges => charsetOf(rule.body, rule.rfc)!;

let classes: Classes | null = null;

/** The classes, read from the registry on first use (so importing the library never depends on them). */
function cls(): Classes {
  if (classes) return classes;
  const unreserved = classOf('unreserved', [RFC3987, RFC3986]);
  const reserved = classOf('reserved', [RFC3987, RFC3986]);
  const hex = classOf('HEXDIG', [2234]);
  const ascii = new Uint8Array(128);
  for (const set of [unreserved, reserved]) for (const [lo, hi] of set) for (let c = lo; c <= Math.min(hi, 127); c++) ascii[c] = 1;
  classes = {
    ucschar: classOf('ucschar', [RFC3987]),
    iprivate: classOf('iprivate', [RFC3987]),
    uriChar: (c) => c < 128 && ascii[c] === 1,
    unreserved,
    hexdig: (c) => inRanges(hex, c),
    bidi: union(rangesOf(bidiFormat), rangesOf(bidiIsolate)),
  };
  return classes;
}

// ---------------------------------------------------------------------------------------------
// The components, as far as the conversions need them (RFC 3986 Appendix B)
// ---------------------------------------------------------------------------------------------

/** Where the host and the query are: `[start, end)` offsets, or null when absent. */
interface Layout {
  readonly host: readonly [number, number] | null;
  readonly query: readonly [number, number] | null;
}

/**
 * The host and query spans, by the regular expression of RFC 3986 Appendix B (which reads any
 * string), the authority split as `[ userinfo "@" ] host [ ":" port ]` (RFC 3986 §3.2).
 */
/** RFC 3986 Appendix B's parser, looked up once. */
function layout(s: string): Layout {
  // The component record of any string (RFC 3986 Appendix B, read into the authority as §3.2
  // delimits it: the host after the last "@", up to "]" or the port's ":"): total, so any string
  // of characters is laid out, valid IRI or not.
  const c = readComponents(s);
  return { host: c.host === null ? null : [c.host.start, c.host.end], query: c.query === null ? null : [c.query.start, c.query.end] };
}

const hexCp = (cp: number) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');

/**
 * Checks that every character of `input` is one of a URI or of an IRI: `unreserved`, `reserved`,
 * `pct-encoded`, `ucschar`, `iprivate`. Throws the {@link IRIError} for the first that is not.
 */
function checkChars(input: string, fn: string): void {
  checkString(input, fn, 'input');
  const c = cls();
  for (let i = 0; i < input.length; i++) {
    const u = input.charCodeAt(i);
    if (u < 128) {
      if (u === 0x25) {
        if (!(i + 2 < input.length && c.hexdig(input.charCodeAt(i + 1)) && c.hexdig(input.charCodeAt(i + 2)))) {
          throw new IRIError('escape.bad-hex', `RFC 3986 §2.1: "%" starts pct-encoded = "%" HEXDIG HEXDIG; the percent sign itself is written %25`, input, i);
        }
        i += 2;
      } else if (!c.uriChar(u)) {
        const what = u === 0x20 ? 'U+0020 SPACE' : u < 0x20 || u === 0x7f ? `${hexCp(u)}, a control character,` : JSON.stringify(String.fromCharCode(u));
        throw new IRIError('char.not-allowed', `${what} is in neither a URI nor an IRI (RFC 3987 §3.1: the conversion fails for it); write it percent-encoded`, input, i);
      }
      continue;
    }
    const cp = input.codePointAt(i)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      throw new IRIError('char.lone-surrogate', `${hexCp(cp)} is a lone UTF-16 surrogate, not a character: it has no UTF-8 form (RFC 3629 §3)`, input, i);
    }
    if (!inRanges(c.ucschar, cp) && !inRanges(c.iprivate, cp)) {
      throw new IRIError('char.not-allowed', `${hexCp(cp)} is neither ucschar nor iprivate (RFC 3987 §2.2), so it is in no IRI`, input, i);
    }
    if (cp > 0xffff) i++;
  }
}

// ---------------------------------------------------------------------------------------------
// RFC 3987 §3.1: IRI to URI
// ---------------------------------------------------------------------------------------------


/** `%HH` for each UTF-8 octet of the code point `cp`, upper case (RFC 3987 §3.1 step 2.2). */
function utf8Escapes(cp: number): string {
  let out = '';
  utf8EncodeCodePoint(cp, { push: (b) => void (out += '%' + HEX_DIGITS[b >> 4]! + HEX_DIGITS[b & 15]!) });
  return out;
}

/** Step 2 of §3.1 on a string already checked: every non-ASCII character (ucschar, iprivate) as escapes. */
function percentEncode(s: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) < 128) continue;
    const cp = s.codePointAt(i)!;
    out += s.slice(from, i) + utf8Escapes(cp);
    if (cp > 0xffff) i++;
    from = i + 1;
  }
  return out + s.slice(from);
}

/**
 * Maps an IRI to a URI, RFC 3987 §3.1: every `ucschar` and `iprivate` character is converted to
 * UTF-8 and each octet written `%HH` in upper case; nothing else changes (escapes already there
 * stay as they are, so a URI maps to itself and the mapping is idempotent). No normalization
 * (step 1c: a JavaScript string is Unicode already).
 *
 * The host: `host: 'percent'` (the default) percent-encodes it like the rest, the pure mapping of
 * §3.1 step 2, which {@link uriToIRI} reverses and which needs no Unicode tables; `host: 'idna'`
 * replaces an `ireg-name` with non-ASCII characters by its UTS #46 ToASCII form (the `tr46`
 * package; flags of §3.1: UseSTD3ASCIIRules), the `xn--` name DNS resolves: use it for schemes
 * whose host is a domain name, when the URI goes to a resolver that does not do IDNA itself.
 *
 * The input is checked character by character, not parsed: any character of a URI or an IRI
 * (`unreserved`, `reserved`, `pct-encoded`, `ucschar`, `iprivate`) is accepted wherever it is, as
 * §3.1 is defined on the characters; a character in neither (a space, a control, `<`, a
 * non-character, a lone surrogate) or a `%` without two hex digits throws {@link IRIError}, so
 * the output is always ASCII and made of URI characters. Whether it is a well-formed URI
 * reference is for the parser to say.
 *
 * @example
 * ```ts
 * iriToURI('http://www.example.org/Dürst');      // 'http://www.example.org/D%C3%BCrst'
 * iriToURI('http://résumé.example.org');         // 'http://r%C3%A9sum%C3%A9.example.org'
 * iriToURI('http://résumé.example.org', { host: 'idna' }); // 'http://xn--rsum-bpad.example.org'
 * iriToURI('http://www.example.org/red%09rosé#red'); // 'http://www.example.org/red%09ros%C3%A9#red'
 * iriToURI('http://example.org/a\uD800');         // throws IRIError
 * ```
 */
export function iriToURI(iri: string, options?: IRIOptions | null): string {
  checkChars(iri, 'iriToURI');
  const hostMode = hostOption(optionsOf(options, IRI_TO_URI_OPTIONS), 'iriToURI');
  if (hostMode === 'idna') {
    const { host } = layout(iri);
    if (host && !iri.startsWith(MARK_TEXT.literalOpen, host[0])) {
      const name = iri.slice(host[0], host[1]);
      if (/[^\x00-\x7f]/.test(name)) {
        const ascii = uts46Of().toASCII(name, TO_ASCII);
        if (ascii === null) {
          throw new IRIError('host.idna', `UTS #46 ToASCII rejects the host ${JSON.stringify(name)} (RFC 3987 §3.1: "this would mean that the IRI cannot be resolved"); use host: 'percent'`, iri, host[0]);
        }
        return percentEncode(iri.slice(0, host[0])) + ascii + percentEncode(iri.slice(host[1]));
      }
    }
  }
  return percentEncode(iri);
}

function hostOption(options: IRIOptions, fn: string): HostConversion {
  const h: unknown = options.host ?? 'percent';
  if (h !== 'percent' && h !== 'idna') throw new ArgumentError(`${fn}: option 'host' must be 'percent' or 'idna', not ${typeof h === 'string' ? JSON.stringify(h) : typeName(h)}`);
  return h;
}

// ---------------------------------------------------------------------------------------------
// RFC 3987 §3.2: URI to IRI
// ---------------------------------------------------------------------------------------------

/**
 * The code point of the strictly legal UTF-8 sequence (RFC 3629 §4: no overlong forms, no
 * surrogates, nothing over U+10FFFF) at the start of `bytes[i..]`, with its length; or null.
 */
function utf8At(bytes: readonly number[], i: number): { cp: number; len: number } | null {
  const b0 = bytes[i]!;
  let len: number;
  let cp: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (b0 >= 0xc2 && b0 <= 0xdf) [len, cp] = [2, b0 & 0x1f];
  else if (b0 >= 0xe0 && b0 <= 0xef) {
    [len, cp] = [3, b0 & 0x0f];
    if (b0 === 0xe0) lo = 0xa0;
    if (b0 === 0xed) hi = 0x9f;
  } else if (b0 >= 0xf0 && b0 <= 0xf4) {
    [len, cp] = [4, b0 & 0x07];
    if (b0 === 0xf0) lo = 0x90;
    if (b0 === 0xf4) hi = 0x8f;
  } else return null;
  if (i + len > bytes.length) return null;
  for (let k = 1; k < len; k++) {
    const b = bytes[i + k]!;
    if (b < (k === 1 ? lo : 0x80) || b > (k === 1 ? hi : 0xbf)) return null;
    cp = (cp << 6) | (b & 0x3f);
  }
  return { cp, len };
}

/**
 * §3.2 steps 2 to 5 on `s[from, to)`: each run of escapes is read as octets; a strictly legal
 * UTF-8 sequence of a character an IRI allows here is decoded, every other escape is kept as
 * written (its case too). Of the ASCII escapes, step 2 decodes those of `unreserved` characters
 * (unless `unreserved` is false) and excludes the others: `%25`, `reserved` and the US-ASCII
 * characters not allowed in URIs.
 */
function decodeRange(s: string, from: number, to: number, inQuery: boolean, unreserved: boolean): string {
  const c = cls();
  const allowed = (cp: number) => !inRanges(c.bidi, cp) && (inRanges(c.ucschar, cp) || (inQuery && inRanges(c.iprivate, cp)));
  let out = '';
  let i = from;
  while (i < to) {
    if (s.charCodeAt(i) !== 0x25) {
      const next = s.indexOf('%', i);
      const end = next < 0 || next >= to ? to : next;
      out += s.slice(i, end);
      i = end;
      continue;
    }
    // A run of escapes (checkChars has made sure that every "%" starts one).
    const starts: number[] = [];
    const bytes: number[] = [];
    while (i < to && s.charCodeAt(i) === 0x25) {
      starts.push(i);
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 3;
    }
    for (let k = 0; k < bytes.length; ) {
      const b = bytes[k]!;
      if (b < 0x80 && unreserved && inRanges(c.unreserved, b)) {
        out += String.fromCharCode(b);
        k++;
        continue;
      }
      const seq = b >= 0x80 ? utf8At(bytes, k) : null;
      if (seq && allowed(seq.cp)) {
        out += String.fromCodePoint(seq.cp);
        k += seq.len;
      } else {
        const n = seq ? seq.len : 1;
        out += s.slice(starts[k]!, starts[k]! + 3 * n);
        k += n;
      }
    }
  }
  return out;
}

/** UTS #46 ToUnicode as WHATWG and ToASCII read it back; a label is converted only when both agree. */
const TO_UNICODE = { checkBidi: true, checkHyphens: true, checkJoiners: true, useSTD3ASCIIRules: true, transitionalProcessing: false } as const;

/** Each `xn--` label of `host` that ToUnicode decodes cleanly (and that ToASCII gives back), in Unicode. */
function unicodeLabels(host: string): string {
  const c = cls();
  return host
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      const r = uts46Of().toUnicode(label, TO_UNICODE);
      if (r.error || uts46Of().toASCII(r.domain, TO_ASCII) !== label.toLowerCase()) return label;
      for (const ch of r.domain) {
        const cp = ch.codePointAt(0)!;
        if (inRanges(c.bidi, cp) || !(inRanges(c.ucschar, cp) || inRanges(c.unreserved, cp))) return label;
      }
      return r.domain;
    })
    .join('.');
}

/**
 * Converts a URI to an IRI, RFC 3987 §3.2: the escapes that form a strictly legal UTF-8 sequence
 * (RFC 3629) of a character an IRI allows there (`ucschar`; `iprivate` in the query only) are
 * decoded, and so are the escapes of `unreserved` ASCII characters (step 2: `%41` is `A`, `%7E`
 * is `~`); every other escape stays exactly as written: `%25`, `reserved` characters and the
 * ASCII characters not allowed in URIs (step 2), octets that are not legal UTF-8 (step 3: `%FC`
 * stays `%FC`), and the bidirectional formatting characters of §4.1, LRM, RLM, LRE, RLE, PDF,
 * LRO, RLO (and the isolates LRI, RLI, FSI, PDI) (step 4). So `iriToURI(uriToIRI(uri))` is
 * `uri` again up to the case of the decoded escapes' hex digits (§3.1 writes upper case) and the
 * escaped `unreserved` characters, which §3.2 names as the two exceptions; with
 * `decodeUnreserved: false` ASCII escapes are all kept, and only the case may differ.
 *
 * `host: 'idna'` also converts each `xn--` label of the host with UTS #46 ToUnicode (the `tr46`
 * package) where the label is valid and converts back to itself, as §3.2.1 allows
 * ("Implementations with scheme-specific knowledge MAY convert punycode-encoded domain name
 * labels"); the default `'percent'` leaves `xn--` labels as they are.
 *
 * Like {@link iriToURI}, the input is checked character by character (IRI characters are accepted
 * too, so the conversion is idempotent): a lone surrogate, a character in neither a URI nor an
 * IRI, or a `%` without two hex digits throws {@link IRIError}.
 *
 * @example
 * ```ts
 * uriToIRI('http://www.example.org/D%C3%BCrst');           // 'http://www.example.org/Dürst'
 * uriToIRI('http://www.example.org/D%FCrst');              // 'http://www.example.org/D%FCrst'
 * uriToIRI('http://xn--99zt52a.example.org/%e2%80%ae');    // 'http://xn--99zt52a.example.org/%e2%80%ae'
 * uriToIRI('http://xn--99zt52a.example.org/%e2%80%ae', { host: 'idna' }); // 'http://納豆.example.org/%e2%80%ae'
 * uriToIRI('http://example.org/a%2Fb%25c');                 // 'http://example.org/a%2Fb%25c'
 * uriToIRI('http://example.org/%7Euser/%41');               // 'http://example.org/~user/A'
 * uriToIRI('http://example.org/%7Euser/%41', { decodeUnreserved: false }); // 'http://example.org/%7Euser/%41'
 * ```
 */
export function uriToIRI(uri: string, options?: URIToIRIOptions | null): string {
  checkChars(uri, 'uriToIRI');
  const o = optionsOf(options, URI_TO_IRI_OPTIONS);
  const hostMode = hostOption(o, 'uriToIRI');
  const unreserved = optionOf(o, 'decodeUnreserved', 'boolean', 'uriToIRI') ?? true;
  const { host, query } = layout(uri);
  const cuts = [0, uri.length];
  if (host) cuts.push(host[0], host[1]);
  if (query) cuts.push(query[0], query[1]);
  const points = [...new Set(cuts)].sort((a, b) => a - b);
  let out = '';
  for (let k = 0; k + 1 < points.length; k++) {
    const [a, b] = [points[k]!, points[k + 1]!];
    const inQuery = query !== null && a >= query[0] && b <= query[1];
    let part = decodeRange(uri, a, b, inQuery, unreserved);
    if (hostMode === 'idna' && host && a === host[0] && b === host[1] && !uri.startsWith(MARK_TEXT.literalOpen, a)) part = unicodeLabels(part);
    out += part;
  }
  return out;
}
