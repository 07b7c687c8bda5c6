/**
 * The WHATWG URL Standard's URL-writing productions: §4.3 "URL writing" and §3.4 "Host writing", with
 * the definitions they use from §1.3 (percent-encoded byte) and §4.1 (single-dot and double-dot
 * path segments), transcribed from whatwg/url `url.bs` at commit
 * 6ae84860d12800bcf563668e7cc821360dce6062 (test/fixtures/whatwg/url.bs). The standard calls these
 * "valid" strings: what a URL's author should write. Its parser (src/whatwg/) accepts far more.
 *
 * The standard defines them in prose, not ABNF. Each rule's `text` is the standard's own sentence
 * (or sentences), verbatim with the markup removed (test/grammar-text.test.ts finds each paragraph in
 * url.bs); each `body` is the language that prose describes, written with the DSL, and printed back
 * in ABNF. Names: the standard's term with spaces as hyphens (`valid URL string` is
 * `valid-URL-string`). Where one bullet of a definition names a string the other rules need on
 * its own (a special scheme that is not "file"), the bullet's words are the text of a rule of its
 * own. How the prose becomes a grammar, where that takes a choice:
 *
 * - "not an ASCII case-insensitive match for a special scheme" and "does not start with: a
 *   URL-scheme string, followed by U+003A (:)" are complements of finite or regular sets, written
 *   out lookahead-free (`nonSpecialScheme`, `schemeLessFirstSegment`), so the NFA, the recognizer
 *   and the parser read one language.
 * - The effective piece length of an IPv6 address is counted by bounded repetitions, as RFC 3986's
 *   `IPv6address` counts its groups; "shortest possible" digits means no leading zero.
 * - A valid domain is "a string that is a valid domain": an algorithm (UTS #46 ToASCII with the
 *   strict flags, then the ends-in-a-number checker), not a grammar. The body is the characters
 *   such a string can hold; the algorithm is the check after the parse (checks.ts, error codes
 *   `host.invalid-domain` and `host.ends-in-a-number`).
 * - A URL-port string is digits "representing a decimal number that is a 16-bit unsigned integer":
 *   the body is `*DIGIT` (leading zeros allowed) and the bound is the check after the parse
 *   (checks.ts): a larger value is the range error `port.out-of-range`, as RFC 1738's port
 *   (DECISIONS 31, as whatwg-url's `isValidURLString` reads it; the standard's parser fails on it
 *   too).
 * - "switching on base URL's scheme": `relative-URL-string` is the union of the three cases (the
 *   reading without a base); the four rules of our own at the end (`rfc: 'urlgrammar'`) are the
 *   valid URL strings for a base of each kind (special, file, another, an opaque path), as start
 *   symbols (`writingStartFor(base)` in src/whatwg/ picks one).
 */
import { type Ranges } from '../engine/charset.js';
import { alt, and, define, group, ilit, lit, not, opt, plus, range, ref, rep, seq, star, type Expr, setNotation } from '../engine/dsl.js';
import { schemesWhere } from '../scheme-facts.js';

const rfc = 'whatwg' as const;
// The URL Standard defines its strings in prose; the rules print in ABNF.
setNotation(rfc, 'prose');
const r = (name: string) => ref(name);
const HEXDIG = ref('HEXDIG', 2234);
const DIGIT = ref('DIGIT', 2234);
const ALPHA = ref('ALPHA', 2234);

// ---------------------------------------------------------------------------------------------
// Character sets, as code point ranges.
// ---------------------------------------------------------------------------------------------

/** Code points U+00A0 to U+10FFFD, excluding surrogates and noncharacters (U+FDD0-FDEF, U+xFFFE-xFFFF). */
const NON_ASCII: Ranges = (() => {
  const out: Array<[number, number]> = [[0xa0, 0xd7ff], [0xe000, 0xfdcf], [0xfdf0, 0xfffd]];
  for (let plane = 1; plane <= 0x10; plane++) out.push([plane * 0x10000, plane * 0x10000 + 0xfffd]);
  return out;
})();

define({
  rfc: 'urlgrammar', section: 'whatwg-base', name: 'non-ASCII-URL-code-point', token: true,
  text: `non-ASCII-URL-code-point = ${NON_ASCII.map(([lo, hi]) => `%x${lo.toString(16).toUpperCase()}-${hi.toString(16).toUpperCase()}`).join(' / ')}`,
  body: alt(...NON_ASCII.map(([lo, hi]) => range(lo, hi))),
  doc: 'The URL code points beyond ASCII (URL Standard §4.3): "code points in the range U+00A0 to U+10FFFD, inclusive, excluding surrogates and noncharacters". A class of our own, so that a report names it once.',
});

/** The ASCII URL code points (§4.3). */
const ASCII_CODE_POINTS = `!$&'()*+,-./:;=?@_~`;

function asciiSet(chars: string, alnum: boolean): Array<[number, number]> {
  const out: Array<[number, number]> = alnum ? [[0x30, 0x39], [0x41, 0x5a], [0x61, 0x7a]] : [];
  for (const c of chars) out.push([c.charCodeAt(0), c.charCodeAt(0)]);
  return out;
}

/**
 * A set of ranges as an alternation of literals and ranges, in code point order; the non-ASCII URL
 * code points as one reference to `non-ASCII-URL-code-point` (a class of our own, below), so that a
 * report names them once instead of listing nineteen ranges.
 */
function charClass(set: Ranges): Expr {
  const sorted = [...set].sort((a, b) => a[0] - b[0]);
  const ascii = sorted.filter(([lo]) => lo < 0x80);
  const xs = ascii.map(([lo, hi]) => (lo === hi ? lit(String.fromCodePoint(lo)) : range(lo, hi)));
  if (sorted.length > ascii.length) {
    if (sorted.length - ascii.length !== NON_ASCII.length) throw new Error('charClass: a non-ASCII part other than the URL code points\'');
    xs.push(ref('non-ASCII-URL-code-point', 'urlgrammar'));
  }
  return xs.length === 1 ? xs[0]! : alt(...xs);
}

/** The URL code points with the ASCII ones in `except` removed. */
function codePointsExcept(except: string): Expr {
  const ascii = [...ASCII_CODE_POINTS].filter((c) => !except.includes(c)).join('');
  return charClass([...asciiSet(ascii, true), ...NON_ASCII]);
}

/** "URL units excluding" the ASCII characters of `except`: percent-encoded bytes and the other URL code points. */
const unitsExcept = (except: string): Expr => alt(codePointsExcept(except), r('percent-encoded-byte'));

/** The first character of a URL-scheme string: an ASCII alpha. */
const SCHEME_FIRST: Ranges = [[0x41, 0x5a], [0x61, 0x7a]];

/** The characters of a URL-scheme string after its first. */
const SCHEME_REST: Ranges = asciiSet('+-.', true);

// ---------------------------------------------------------------------------------------------
// §1.3 Percent-encoded bytes
// ---------------------------------------------------------------------------------------------

define({
  rfc, section: '1.3', name: 'percent-encoded-byte', token: true,
  text: 'A percent-encoded byte is a string consisting of U+0025 (%) followed by two ASCII hex digits.',
  body: seq(lit('%'), HEXDIG, HEXDIG),
});

// ---------------------------------------------------------------------------------------------
// §3.4 Host writing
// ---------------------------------------------------------------------------------------------

/** A character a valid domain string may hold. */
const domainChar = alt(ALPHA, DIGIT, lit('-'), lit('.'), charClass(NON_ASCII));

define({
  rfc, section: '3.4', name: 'valid-host-string',
  text: 'A valid host string must be a valid domain string, a valid IPv4-address string, or: U+005B ([), followed by a valid IPv6-address string, followed by U+005D (]).',
  body: alt(r('valid-domain-string'), r('valid-IPv4-address-string'), seq(lit('['), r('valid-IPv6-address-string'), lit(']'))),
  peg: alt(seq(lit('['), r('valid-IPv6-address-string'), lit(']')), seq(r('valid-IPv4-address-string'), not(domainChar)), r('valid-domain-string')),
  pegNote: 'PEG: the IPv6 literal first, then a valid IPv4-address string only where no character a domain may hold follows it (else the host is read as a domain: "1.2.3.45" and "1.2.3.4x" are no IPv4 addresses of four octets then the end), then the domain. Every IPv4-address string is also a domain string; read as IPv4, it is not put through the domain check (which rejects a domain that ends in a number).',
  doc: 'A host of a special URL: a domain, an IPv4 address, or an IPv6 address in brackets (URL Standard §3.4).',
});

define({
  rfc, section: '3.4', name: 'valid-domain-string', node: 'text',
  text: `A valid domain string must be a string that is a valid domain.

A string input is a valid domain if these steps return true:`,
  body: plus(domainChar, '('),
  doc: 'The characters a valid domain can hold (ASCII letters, digits, "-", "." and non-ASCII code points); whether they are one is the domain parser\'s answer (UTS #46 ToASCII, strict), checked after the parse.',
});

define({
  rfc, section: '3.4', name: 'valid-IPv4-address-string',
  text: 'A valid IPv4-address string must be four shortest possible strings of ASCII digits, representing a decimal number in the range 0 to 255, inclusive, separated from each other by U+002E (.).',
  body: seq(ref('dec-octet', 3986), lit('.'), ref('dec-octet', 3986), lit('.'), ref('dec-octet', 3986), lit('.'), ref('dec-octet', 3986)),
  doc: 'Four decimal numbers 0 to 255 without leading zeros: the language of RFC 3986 dec-octet, which it reads.',
});

const piece = r('valid-IPv6-piece-string');
/** `n` pieces separated by ":". */
const pieces = (n: number): Expr => (n === 1 ? piece : seq(piece, rep(n - 1, n - 1, seq(lit(':'), piece), '(')));
/** 1 to `n` pieces separated by ":". */
const upTo = (n: number): Expr => (n === 1 ? piece : seq(piece, rep(0, n - 1, seq(lit(':'), piece), '(')));
const v4 = r('valid-IPv4-address-string');
/** What may follow "::" when at most `n` effective pieces are left: pieces, or pieces-and-IPv4. */
function following(n: number): Expr[] {
  const out: Expr[] = [];
  // Pieces and ":" as pairs, so that ordered choice never takes the IPv4 address's first number for a piece.
  if (n >= 3) out.push(seq(rep(1, n - 2, seq(piece, lit(':')), '('), v4));
  if (n >= 2) out.push(v4);
  if (n >= 1) out.push(upTo(n));
  return out;
}
/** The third bullet: "::" with k pieces before it (k = 0 to 7) and what may follow. */
const compressed = (k: number): Expr => seq(...(k === 0 ? [] : [pieces(k)]), lit('::'), ...(k < 7 ? [opt(alt(...following(7 - k)))] : []));
const ipv6Forms: Expr[] = [pieces(8), seq(pieces(6), lit(':'), v4), ...Array.from({ length: 8 }, (_, k) => compressed(k))];
/**
 * Followed by "]" or the end: the form read is the whole address. Every use of the rule closes it
 * with "]" (and read on its own, the address is the whole input), so the check keeps the language;
 * a positive check states what it expects ("]") where it fails, so the report's offset is the
 * NFA's (a negative one states nothing).
 */
const ipv6End = and(alt(lit(']'), not(alt(range(0, 0xd7ff), range(0xe000, 0x10ffff)))));

define({
  rfc, section: '3.4', name: 'valid-IPv6-address-string',
  text: `A valid IPv6-address string must be one of the following:

a valid IPv6-pieces string with effective piece length 8. a valid IPv6-pieces-and-IPv4 string with effective piece length 8. U+003A U+003A (::), optionally preceded by a valid IPv6-pieces string, and optionally followed by either a valid IPv6-pieces string or a valid IPv6-pieces-and-IPv4 string, such that the sum of the effective piece lengths of the preceding and following strings is at most 7.

A valid IPv6-pieces-and-IPv4 string is either a valid IPv6-pieces string, followed by U+003A (:), followed by a valid IPv4-address string; or a valid IPv4-address string alone.

A valid IPv6-pieces string is one or more valid IPv6-piece strings, separated from each other by U+003A (:).`,
  body: alt(...ipv6Forms),
  peg: alt(...ipv6Forms.map((f) => seq(f, ipv6End))),
  pegNote: 'PEG: each form is followed by a check that "]" or the end comes next (the rule is always closed by "]", or read on its own), so a form that reads only a prefix of the address (eight pieces of "1:2:3:4:5:6:7:8:9", or "::1" of "::1.2.3.4") fails and the next form is tried. After "::" the pieces-and-IPv4 forms come first.',
  doc: 'An IPv6 address: eight pieces, six and an IPv4 address, or "::" with at most seven effective pieces around it (an IPv4 address counts two); no leading zeros.',
});

define({
  rfc, section: '3.4', name: 'valid-IPv6-piece-string', token: true,
  text: `A valid IPv6-piece string is a shortest possible string of ASCII hex digits, representing a hexadecimal number in the range 0 to 0xFFFF, inclusive.

The effective piece length of a valid IPv6-pieces string is the number of valid IPv6-piece strings it contains. The effective piece length of a valid IPv6-pieces-and-IPv4 string is the number of valid IPv6-piece strings it contains, plus 2.`,
  body: alt(lit('0'), seq(alt(range(0x31, 0x39), ...Array.from('ABCDEF', (c) => ilit(c))), rep(0, 3, HEXDIG))),
  doc: 'One to four hex digits without a leading zero ("0" alone is one).',
});

define({
  rfc, section: '3.4', name: 'valid-opaque-host-string', node: 'text',
  text: `A valid opaque-host string must be one of the following:

one or more URL units excluding forbidden host code points U+005B ([), followed by a valid IPv6-address string, followed by U+005D (]).`,
  // The forbidden host code points among the URL code points: "/", ":", "?" and "@" (§3.2).
  body: alt(plus(unitsExcept('/:?@'), '('), seq(lit('['), r('valid-IPv6-address-string'), lit(']'))),
  doc: 'The host of a URL that is not special: URL units but "/", ":", "?" and "@", or an IPv6 address in brackets.',
});

// ---------------------------------------------------------------------------------------------
// §4.1 URL representation
// ---------------------------------------------------------------------------------------------

define({
  rfc, section: '4.1', name: 'single-dot-URL-path-segment', token: true,
  text: 'A single-dot URL path segment is a URL path segment that is "." or an ASCII case-insensitive match for "%2e".',
  body: alt(lit('.'), ilit('%2e')),
});

define({
  rfc, section: '4.1', name: 'double-dot-URL-path-segment', token: true,
  text: 'A double-dot URL path segment is a URL path segment that is ".." or an ASCII case-insensitive match for ".%2e", "%2e.", or "%2e%2e".',
  body: alt(lit('..'), ilit('.%2e'), ilit('%2e.'), ilit('%2e%2e')),
});

// ---------------------------------------------------------------------------------------------
// §4.3 URL writing
// ---------------------------------------------------------------------------------------------

const section = '4.3';
const query = opt(seq(lit('?'), r('URL-query-string')));
const fragment = opt(seq(lit('#'), r('URL-fragment-string')));
/**
 * What may follow a relative URL string's path: "?", "#" or the end (no character a URL holds: a
 * lone surrogate, which none does, counts as the end here and fails the parse after it).
 */
const pathEnd = alt(lit('?'), lit('#'), not(alt(range(0, 0xd7ff), range(0xe000, 0x10ffff))));

define({
  rfc, section, name: 'valid-URL-string',
  text: 'A valid URL string must be either a relative-URL-with-fragment string or an absolute-URL-with-fragment string.',
  body: alt(r('relative-URL-with-fragment-string'), r('absolute-URL-with-fragment-string')),
  doc: 'A valid URL string, relative (read without knowing the base) or absolute (URL Standard §4.3).',
});

define({
  rfc, section, name: 'absolute-URL-with-fragment-string',
  text: 'An absolute-URL-with-fragment string must be an absolute-URL string, optionally followed by U+0023 (#) and a URL-fragment string.',
  body: seq(r('absolute-URL-string'), fragment),
  doc: 'An absolute URL with an optional fragment: what a valid URL string is without a base.',
  parts: { 'URL-fragment-string': 'fragment' },
});

define({
  rfc, section, name: 'absolute-URL-string',
  text: `An absolute-URL string must be one of the following:

a URL-scheme string that is an ASCII case-insensitive match for a special scheme and not an ASCII case-insensitive match for "file", followed by U+003A (:) and a scheme-relative-special-URL string a URL-scheme string that is not an ASCII case-insensitive match for a special scheme, followed by U+003A (:) and one of: a scheme-relative-URL string, a path-absolute-non-authority-URL string, or an opaque-path-URL string a URL-scheme string that is an ASCII case-insensitive match for "file", followed by U+003A (:) and a scheme-relative-file-URL string

any optionally followed by U+003F (?) and a URL-query string.`,
  body: seq(
    group(alt(
      seq(r('special-non-file-scheme'), lit(':'), r('scheme-relative-special-URL-string')),
      seq(r('non-special-scheme'), lit(':'), group(alt(r('scheme-relative-URL-string'), r('path-absolute-non-authority-URL-string'), r('opaque-path-URL-string')))),
      seq(r('file-scheme'), lit(':'), r('scheme-relative-file-URL-string')),
    )),
    query,
  ),
  parts: {
    'special-non-file-scheme': 'scheme', 'non-special-scheme': 'scheme', 'file-scheme': 'scheme',
    'path-absolute-non-authority-URL-string': 'path', 'opaque-path-URL-string': 'path', 'URL-query-string': 'query',
  },
});

/** The special scheme the standard names apart (§4.2: "not an ASCII case-insensitive match for \"file\"", the file state). */
const FILE = 'file';
/** The special schemes of §4.2's table (the `special` column of grammar/scheme-facts.ts), "file" apart, in code-unit order. */
const SPECIAL_NOT_FILE = schemesWhere((f) => f.special === true).filter((s) => s !== FILE).sort();
define({
  rfc, section, name: 'special-non-file-scheme', node: 'text',
  text: 'a URL-scheme string that is an ASCII case-insensitive match for a special scheme and not an ASCII case-insensitive match for "file"',
  body: alt(...SPECIAL_NOT_FILE.map((s) => ilit(s))),
  // Longest first where one is a prefix of another (the end of a string sorts after every character).
  peg: alt(...[...SPECIAL_NOT_FILE].sort((a, b) => (a.startsWith(b) ? -1 : b.startsWith(a) ? 1 : a < b ? -1 : 1)).map((s) => ilit(s))),
  pegNote: 'PEG: "https" before "http" and "wss" before "ws", so that ordered choice does not stop at the shorter scheme.',
  doc: 'ftp, http, https, ws or wss, in any case (the special schemes of URL Standard §4.2 but file).',
});

/**
 * The URL-scheme strings that are not an ASCII case-insensitive match for a special scheme, as a
 * lookahead-free expression: a walk down the trie of the special schemes, where a string either
 * leaves the trie (a character no special scheme has there, then any scheme characters) or stops
 * at a node that ends no special scheme.
 */
function nonSpecialScheme(words: readonly string[]): Expr {
  interface Node { end: boolean; next: Map<string, Node> }
  const root: Node = { end: false, next: new Map() };
  for (const w of words) {
    let n = root;
    for (const c of w) {
      if (!n.next.has(c)) n.next.set(c, { end: false, next: new Map() });
      n = n.next.get(c)!;
    }
    n.end = true;
  }
  const rest = charClass(SCHEME_REST);
  const walk = (n: Node, first: boolean): Expr => {
    const here: Ranges = first ? SCHEME_FIRST : SCHEME_REST;
    const taken = [...n.next.keys()].flatMap((c) => [c.toLowerCase().charCodeAt(0), c.toUpperCase().charCodeAt(0)]);
    const others: Array<[number, number]> = [];
    for (const [lo, hi] of here) {
      let from = lo;
      for (let c = lo; c <= hi + 1; c++) {
        if (c > hi || taken.includes(c)) {
          if (c - 1 >= from) others.push([from, c - 1]);
          from = c + 1;
        }
      }
    }
    const xs: Expr[] = [...n.next.entries()].map(([c, child]) => seq(ilit(c), child.end ? walk(child, false) : opt(walk(child, false))));
    if (others.length > 0) xs.push(seq(charClass(others), star(rest)));
    return xs.length === 1 ? xs[0]! : alt(...xs);
  };
  return walk(root, true);
}

define({
  rfc, section, name: 'non-special-scheme', node: 'text',
  text: 'a URL-scheme string that is not an ASCII case-insensitive match for a special scheme',
  body: nonSpecialScheme([...SPECIAL_NOT_FILE, FILE]),
  doc: 'A URL-scheme string but ftp, file, http, https, ws and wss in any case: written out as the strings that leave the trie of those six, so no lookahead is needed.',
});

define({
  rfc, section, name: 'file-scheme', node: 'text',
  text: 'a URL-scheme string that is an ASCII case-insensitive match for "file"',
  body: ilit(FILE),
});

define({
  rfc, section, name: 'URL-scheme-string', node: 'text',
  text: 'A URL-scheme string must be one ASCII alpha, followed by zero or more of ASCII alphanumeric, U+002B (+), U+002D (-), and U+002E (.).',
  body: seq(ALPHA, star(charClass(SCHEME_REST))),
  doc: 'A scheme: an ASCII letter, then letters, digits, "+", "-" and "." (the language of RFC 3986 scheme).',
});

define({
  rfc, section, name: 'relative-URL-with-fragment-string',
  text: 'A relative-URL-with-fragment string must be U+0023 (#) followed by a URL-fragment string, if base URL has an opaque path; otherwise, a relative-URL string, optionally followed by U+0023 (#) and a URL-fragment string.',
  body: alt(seq(lit('#'), r('URL-fragment-string')), seq(r('relative-URL-string'), fragment)),
  doc: 'A relative URL with an optional fragment, read without knowing the base: any of the base-dependent forms.',
  parts: { 'URL-fragment-string': 'fragment' },
});

const relativeForms = ['path-absolute-non-authority-URL-string', 'path-relative-scheme-less-URL-string', 'scheme-relative-special-URL-string', 'scheme-relative-file-URL-string', 'scheme-relative-URL-string'];
define({
  rfc, section, name: 'relative-URL-string',
  text: `A relative-URL string must be:

a path-absolute-non-authority-URL string, a path-relative-scheme-less-URL string, or, switching on base URL's scheme:

A special scheme that is not "file" a scheme-relative-special-URL string "file" a scheme-relative-file-URL string Otherwise a scheme-relative-URL string

any optionally followed by U+003F (?) and a URL-query string.`,
  body: seq(group(alt(...relativeForms.map(r))), query),
  peg: seq(alt(...[2, 3, 4, 0, 1].map((i) => seq(r(relativeForms[i]!), and(pathEnd)))), query),
  pegNote: 'PEG: the union of the base-dependent forms. The forms overlap ("//h" is a scheme-relative string of all three kinds), so each is kept only where it reads up to a "?", a "#" or the end, and the next is tried otherwise ("//h%40x" is no special host but an opaque one); the forms that start with "//" come first.',
  doc: 'A relative URL, read without knowing the base: the union of the forms a special, a file and another base allow.',
  parts: { 'path-absolute-non-authority-URL-string': 'path', 'path-relative-scheme-less-URL-string': 'path', 'URL-query-string': 'query' },
});

define({
  rfc, section, name: 'scheme-relative-special-URL-string',
  text: 'A scheme-relative-special-URL string must be "//", followed by a valid host string, optionally followed by U+003A (:) and a URL-port string, optionally followed by a path-absolute-URL string.',
  body: seq(lit('//'), r('valid-host-string'), opt(seq(lit(':'), r('URL-port-string'))), opt(r('path-absolute-URL-string'))),
  parts: { 'valid-host-string': 'host', 'URL-port-string': 'port', 'path-absolute-URL-string': 'path' },
});

define({
  rfc, section, name: 'URL-port-string', node: 'text',
  text: `A URL-port string must be one of the following:

the empty string one or more ASCII digits representing a decimal number that is a 16-bit unsigned integer.`,
  body: star(DIGIT),
  doc: 'Digits, or nothing. Leading zeros are allowed; a value over 65535 (no 16-bit unsigned integer) is the range error port.out-of-range, checked after the parse (DECISIONS 31), as under RFC 1738.',
});

define({
  rfc, section, name: 'scheme-relative-URL-string',
  text: 'A scheme-relative-URL string must be "//", followed by an opaque-host-and-port string, optionally followed by a path-absolute-URL string.',
  body: seq(lit('//'), r('opaque-host-and-port-string'), opt(r('path-absolute-URL-string'))),
  parts: { 'path-absolute-URL-string': 'path' },
});

define({
  rfc, section, name: 'opaque-host-and-port-string',
  text: 'An opaque-host-and-port string must be either the empty string or: a valid opaque-host string, optionally followed by U+003A (:) and a URL-port string.',
  body: opt(seq(r('valid-opaque-host-string'), opt(seq(lit(':'), r('URL-port-string'))))),
  parts: { 'valid-opaque-host-string': 'host', 'URL-port-string': 'port' },
});

define({
  rfc, section, name: 'scheme-relative-file-URL-string',
  text: `A scheme-relative-file-URL string must be "//", optionally followed by one of the following:

a valid host string, optionally followed by a path-absolute-URL string a path-absolute-URL string.`,
  body: seq(lit('//'), opt(alt(seq(r('valid-host-string'), opt(r('path-absolute-URL-string'))), r('path-absolute-URL-string')))),
  parts: { 'valid-host-string': 'host', 'path-absolute-URL-string': 'path' },
});

const segments = star(seq(lit('/'), r('URL-path-segment-string')), '(');

define({
  rfc, section, name: 'path-absolute-URL-string',
  text: 'A path-absolute-URL string must be U+002F (/), followed by zero or more URL-path-segment strings, separated from each other by U+002F (/).',
  body: seq(lit('/'), opt(seq(r('URL-path-segment-string'), segments))),
});

/** A non-empty path segment: one or more URL units but "/" and "?". */
const segmentNz = plus(unitsExcept('/?'), '(');

define({
  rfc, section, name: 'path-absolute-non-authority-URL-string',
  text: 'A path-absolute-non-authority-URL string must be a path-absolute-URL string that does not start with two U+002F (/) code points.',
  body: seq(lit('/'), opt(seq(segmentNz, segments))),
  doc: 'A path-absolute-URL string whose first segment is not empty (so it does not start with "//").',
});

define({
  rfc, section, name: 'path-relative-URL-string',
  text: 'A path-relative-URL string must be zero or more URL-path-segment strings, separated from each other by U+002F (/), and not start with U+002F (/).',
  body: opt(seq(segmentNz, segments)),
  doc: 'Path segments separated by "/", the first not empty (or no segment at all).',
});

/**
 * A first path segment that does not start with a URL-scheme string followed by ":": it starts with
 * a unit that is no ASCII letter, or with a letter and scheme characters that are followed by the
 * end of the segment or a unit that is neither a scheme character nor ":".
 */
const schemeLessFirstSegment = (): Expr => {
  const units = star(unitsExcept('/?'), '(');
  const nonLetterUnit = alt(charClass([...asciiSet(`!$&'()*+,-.:;=@_~`, false), [0x30, 0x39], ...NON_ASCII]), r('percent-encoded-byte'));
  const afterScheme = alt(charClass([...asciiSet(`!$&'()*,;=@_~`, false), ...NON_ASCII]), r('percent-encoded-byte'));
  return alt(seq(nonLetterUnit, units), seq(ALPHA, star(charClass(SCHEME_REST)), opt(seq(afterScheme, units))));
};

define({
  rfc, section, name: 'path-relative-scheme-less-URL-string',
  text: 'A path-relative-scheme-less-URL string must be a path-relative-URL string that does not start with: a URL-scheme string, followed by U+003A (:).',
  body: opt(seq(schemeLessFirstSegment(), segments)),
  doc: 'A path-relative-URL string whose first segment is no scheme and ":" (written out without lookahead: a first unit that is no letter, or a letter and scheme characters followed by a unit that is neither a scheme character nor ":").',
});

define({
  rfc, section, name: 'opaque-path-URL-string', node: 'text',
  text: 'An opaque-path-URL string must be zero or more URL units excluding U+003F (?), the first of which (if any) is not U+002F (/).',
  body: opt(seq(unitsExcept('/?'), star(unitsExcept('?'), '('))),
});

define({
  rfc, section, name: 'URL-path-segment-string', node: 'text',
  text: `A URL-path-segment string must be one of the following:

zero or more URL units excluding U+002F (/) and U+003F (?), that together are not a single-dot URL path segment or a double-dot URL path segment. a single-dot URL path segment a double-dot URL path segment.`,
  body: star(unitsExcept('/?'), '('),
  doc: 'Zero or more URL units but "/" and "?": the first bullet excludes the dot segments and the other two put them back, so every such string is one.',
});

define({
  rfc, section, name: 'URL-query-string', node: 'text',
  text: 'A URL-query string must be zero or more URL units.',
  body: star(r('URL-units'), '('),
});

define({
  rfc, section, name: 'URL-fragment-string', node: 'text',
  text: 'A URL-fragment string must be zero or more URL units.',
  body: star(r('URL-units'), '('),
});

define({
  rfc, section, name: 'URL-units', token: true,
  text: 'The URL units are URL code points and percent-encoded bytes.',
  body: alt(r('URL-code-points'), r('percent-encoded-byte')),
});

define({
  rfc, section, name: 'URL-code-points', token: true,
  text: "The URL code points are ASCII alphanumeric, U+0021 (!), U+0024 ($), U+0026 (&), U+0027 ('), U+0028 LEFT PARENTHESIS, U+0029 RIGHT PARENTHESIS, U+002A (*), U+002B (+), U+002C (,), U+002D (-), U+002E (.), U+002F (/), U+003A (:), U+003B (;), U+003D (=), U+003F (?), U+0040 (@), U+005F (_), U+007E (~), and code points in the range U+00A0 to U+10FFFD, inclusive, excluding surrogates and noncharacters.",
  body: codePointsExcept(''),
});

// ---------------------------------------------------------------------------------------------
// Start symbols for a known base (rules of our own)
// ---------------------------------------------------------------------------------------------

const w = (name: string) => ref(name, 'whatwg');
const glue = { rfc: 'urlgrammar', section: 'whatwg-base' } as const;
const wQuery = opt(seq(lit('?'), w('URL-query-string')));
const wFragment = opt(seq(lit('#'), w('URL-fragment-string')));
/** A relative-URL string for a base whose scheme-relative form is `schemeRelative`, with its query and fragment. */
const relativeFor = (schemeRelative: string): Expr =>
  seq(group(alt(w('path-absolute-non-authority-URL-string'), w('path-relative-scheme-less-URL-string'), w(schemeRelative))), wQuery, wFragment);

for (const [name, schemeRelative, kind] of [
  ['valid-URL-string-special-base', 'scheme-relative-special-URL-string', 'whose scheme is special and not "file"'],
  ['valid-URL-string-file-base', 'scheme-relative-file-URL-string', 'whose scheme is "file"'],
  ['valid-URL-string-other-base', 'scheme-relative-URL-string', 'whose scheme is not special and whose path is not opaque'],
] as const) {
  define({
    ...glue, name,
    text: `${name} = absolute-URL-with-fragment-string / ( path-absolute-non-authority-URL-string / path-relative-scheme-less-URL-string / ${schemeRelative} ) [ "?" URL-query-string ] [ "#" URL-fragment-string ]`,
    body: alt(w('absolute-URL-with-fragment-string'), relativeFor(schemeRelative)),
    peg: alt(
      w('absolute-URL-with-fragment-string'),
      seq(alt(...[w(schemeRelative), w('path-absolute-non-authority-URL-string'), w('path-relative-scheme-less-URL-string')].map((x) => seq(x, and(pathEnd)))), wQuery, wFragment),
    ),
    pegNote: 'PEG: the absolute form first (no relative form starts with a scheme and ":"), then the scheme-relative form; each relative form is kept only where it reads up to a "?", a "#" or the end (as relative-URL-string).',
    doc: `A valid URL string (URL Standard §4.3) for a base URL ${kind}: absolute, or the relative-URL-with-fragment string that base allows.`,
    parts: { 'path-absolute-non-authority-URL-string': 'path', 'path-relative-scheme-less-URL-string': 'path', 'URL-query-string': 'query', 'URL-fragment-string': 'fragment' },
  });
}

define({
  ...glue, name: 'valid-URL-string-opaque-base',
  text: 'valid-URL-string-opaque-base = absolute-URL-with-fragment-string / "#" URL-fragment-string',
  body: alt(w('absolute-URL-with-fragment-string'), seq(lit('#'), w('URL-fragment-string'))),
  doc: 'A valid URL string (URL Standard §4.3) for a base URL with an opaque path: absolute, or "#" and a fragment.',
  parts: { 'URL-fragment-string': 'fragment' },
});
