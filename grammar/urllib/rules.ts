/**
 * The component grammar of CPython's `urllib.parse.urlsplit`: the lenient reading of a URL that
 * Python's standard library implements, declared with the same rule DSL as the RFC grammars (rules
 * of our own: `rfc: 'urlgrammar'`, `section: 'urllib'`, names prefixed `split-`).
 *
 * It is not an RFC grammar: every string is accepted (the start rules are total), and the rules
 * only say where the components are. What CPython checks afterwards (bracketed hosts, NFKC) is
 * checked by the passes in `src/urllib/split.ts`, over the nodes built here:
 *
 * - `split-cleaning`: the input cleaning done first (leading C0 controls and spaces stripped, tab,
 *   CR and LF removed anywhere; WHATWG URL "basic URL parser" steps 1 and 3), and `split-clean`,
 *   the URLs it leaves as they are (what `cleanURL` asks first, of a generated recognizer;
 *   `urlsplit` reads a URL with a split machine whose language is `split-clean`'s, and cleans only
 *   what it refuses);
 * - `split-URL` / `split-URL-nofragment`: `[ scheme ":" ] [ "//" net_loc ] path [ "?" query ]
 *   [ "#" fragment ]`, the second for `allow_fragments=False` (a "#" is then part of the path or
 *   of the query; the net_loc still ends at "#");
 * - `split-params-path`: `urlparse`'s split of the path into path and `;params` (only the last
 *   segment's params, for the schemes of `uses_params`);
 * - `split-netloc-parts`: the reading of a net_loc by the result objects' `username`, `password`,
 *   `hostname` and `port` (user information up to the last "@", a host in brackets, a port after
 *   the first ":" that follows the host);
 * - `split-bracketed`: what CPython accepts between the brackets (an IPvFuture, or what Python's
 *   `ipaddress.ip_address` reads: an RFC 2373 IPv6 address with an optional zone, or an IPv4
 *   address, which is then refused).
 *
 * Character classes ("any character except ...") are token rules made of `range`s over UTF-16
 * code units, declared once each. Where PEG's ordered choice or greedy repetition needs a rewrite
 * (the "last @" of a net_loc), the rule keeps the literal body and carries a `peg`.
 */
import { alt, define, ilit, lit, not, opt, plus, range, ref, seq, star, type Expr } from '../engine/dsl.js';
import { SPLIT } from '../node-types.js';

const rfc = 'urlgrammar' as const;
const section = 'urllib';
const r = (name: string): Expr => ref(name);

/** Every UTF-16 code unit except the given ASCII ones, as ranges. */
function except(...excluded: string[]): Expr {
  const cs = excluded.map((c) => c.charCodeAt(0)).sort((a, b) => a - b);
  const parts: Expr[] = [];
  let lo = 0;
  for (const c of cs) {
    if (c > lo) parts.push(range(lo, c - 1));
    lo = c + 1;
  }
  parts.push(range(lo, 0xffff));
  return parts.length === 1 ? parts[0]! : alt(...parts);
}

// ---------------------------------------------------------------------------------------------
// Character classes

define({
  rfc, section, name: 'split-char', token: true,
  text: 'split-char = %x00-FFFF',
  body: range(0x00, 0xffff),
  doc: 'Any UTF-16 code unit (a lone surrogate too).',
});

define({
  rfc, section, name: 'split-C0-or-space', token: true,
  text: 'split-C0-or-space = %x00-20',
  body: range(0x00, 0x20),
  doc: 'A C0 control or a space: stripped from the start of the URL (and from both ends of the default scheme).',
});

define({
  rfc, section, name: 'split-unsafe', token: true,
  text: 'split-unsafe = %x09 / %x0A / %x0D',
  body: alt(lit('\t'), lit('\n'), lit('\r')),
  doc: 'Tab, LF and CR: removed anywhere in the URL.',
});

define({
  rfc, section, name: 'split-safe', token: true,
  text: 'split-safe = %x00-08 / %x0B-0C / %x0E-FFFF',
  body: alt(range(0x00, 0x08), range(0x0b, 0x0c), range(0x0e, 0xffff)),
  doc: 'Any character but tab, LF and CR: kept by the cleaning.',
});

define({
  rfc, section, name: 'split-visible', token: true,
  text: 'split-visible = %x21-FFFF',
  body: range(0x21, 0xffff),
  doc: 'A character neither stripped from the start (split-C0-or-space) nor removed (split-unsafe).',
});

define({
  rfc, section, name: 'split-clean', token: true,
  text: 'split-clean = [ split-visible *split-safe ]',
  body: opt(seq(r('split-visible'), star(r('split-safe')))),
  doc: 'A URL the cleaning leaves as it is: nothing to strip at the start, nothing to remove. What `cleanURL` asks first, of a generated recognizer, and the language of the machine `urlsplit` reads a URL with (the cleaning parse runs only where it says no).',
});

define({
  rfc, section, name: 'split-scheme-char', token: true,
  text: 'split-scheme-char = %x41-5A / %x61-7A / %x30-39 / "+" / "-" / "."',
  body: alt(range(0x41, 0x5a), range(0x61, 0x7a), range(0x30, 0x39), lit('+'), lit('-'), lit('.')),
  doc: 'A character of `scheme_chars`: ASCII letters and digits, "+", "-" and ".".',
});

define({
  rfc, section, name: 'split-netloc-char', token: true,
  text: 'split-netloc-char = %x00-22 / %x24-2E / %x30-3E / %x40-FFFF',
  body: except('#', '/', '?'),
  doc: 'Any character but "/", "?" and "#", which end a net_loc.',
});

define({
  rfc, section, name: 'split-path-char', token: true,
  text: 'split-path-char = %x00-22 / %x24-3E / %x40-FFFF',
  body: except('#', '?'),
  doc: 'Any character but "?" and "#", which end a path.',
});

define({
  rfc, section, name: 'split-path-char-nofragment', token: true,
  text: 'split-path-char-nofragment = %x00-3E / %x40-FFFF',
  body: except('?'),
  doc: 'Any character but "?": a path when fragments are not allowed.',
});

define({
  rfc, section, name: 'split-query-char', token: true,
  text: 'split-query-char = %x00-22 / %x24-FFFF',
  body: except('#'),
  doc: 'Any character but "#", which ends a query.',
});

define({
  rfc, section, name: 'split-nonslash', token: true,
  text: 'split-nonslash = %x00-2E / %x30-FFFF',
  body: except('/'),
  doc: 'Any character but "/".',
});

define({
  rfc, section, name: 'split-segment-char', token: true,
  text: 'split-segment-char = %x00-2E / %x30-3A / %x3C-FFFF',
  body: except('/', ';'),
  doc: 'Any character but "/" and ";": the last path segment before its params.',
});

define({
  rfc, section, name: 'split-nonat', token: true,
  text: 'split-nonat = %x00-3F / %x41-FFFF',
  body: except('@'),
  doc: 'Any character but "@".',
});

define({
  rfc, section, name: 'split-username-char', token: true,
  text: 'split-username-char = %x00-39 / %x3B-3F / %x41-FFFF',
  body: except(':', '@'),
  doc: 'Any character but ":" and "@".',
});

define({
  rfc, section, name: 'split-hostname-char', token: true,
  text: 'split-hostname-char = %x00-39 / %x3B-3F / %x41-5A / %x5C-FFFF',
  body: except(':', '@', '['),
  doc: 'Any character but ":", "@" and "[": a host name not in brackets.',
});

define({
  rfc, section, name: 'split-prefix-char', token: true,
  text: 'split-prefix-char = %x00-3F / %x41-5A / %x5C-FFFF',
  body: except('@', '['),
  doc: 'Any character but "@" and "[": what stands before an opening bracket.',
});

define({
  rfc, section, name: 'split-bracketed-char', token: true,
  text: 'split-bracketed-char = %x00-3F / %x41-5C / %x5E-FFFF',
  body: except('@', ']'),
  doc: 'Any character but "@" and "]": a host in brackets.',
});

define({
  rfc, section, name: 'split-nonnewline', token: true,
  text: 'split-nonnewline = %x00-09 / %x0B-FFFF',
  body: alt(range(0x00, 0x09), range(0x0b, 0xffff)),
  doc: 'Any character but LF (the "." of the IPvFuture regular expression).',
});

define({
  rfc, section, name: 'split-nonpercent', token: true,
  text: 'split-nonpercent = %x00-24 / %x26-FFFF',
  body: except('%'),
  doc: 'Any character but "%".',
});

// ---------------------------------------------------------------------------------------------
// Cleaning

define({
  rfc, section, name: 'split-cleaning', node: SPLIT,
  text: 'split-cleaning = split-leading *( split-removed / split-kept )',
  body: seq(r('split-leading'), star(alt(r('split-removed'), r('split-kept')))),
  doc: 'The input before cleaning: the stripped start, then runs of removed and kept characters.',
});

define({
  rfc, section, name: 'split-leading', node: SPLIT,
  text: 'split-leading = *split-C0-or-space',
  body: star(r('split-C0-or-space')),
  doc: 'Leading C0 controls and spaces, stripped (`url.lstrip(...)`).',
});

define({
  rfc, section, name: 'split-removed', node: SPLIT,
  text: 'split-removed = 1*split-unsafe',
  body: plus(r('split-unsafe')),
  doc: 'A run of tabs, CRs and LFs, removed.',
});

define({
  rfc, section, name: 'split-kept', node: SPLIT,
  text: 'split-kept = 1*split-safe',
  body: plus(r('split-safe')),
  doc: 'A run of characters the cleaning keeps.',
});

// ---------------------------------------------------------------------------------------------
// The split

define({
  rfc, section, name: 'split-URL', node: SPLIT,
  text: 'split-URL = [ split-scheme ":" ] [ "//" split-netloc ] split-path [ "?" split-query ] [ "#" split-fragment ]',
  body: seq(
    opt(seq(r('split-scheme'), lit(':'))),
    opt(seq(lit('//'), r('split-netloc'))),
    r('split-path'),
    opt(seq(lit('?'), r('split-query'))),
    opt(seq(lit('#'), r('split-fragment'))),
  ),
  doc: 'A cleaned URL as urlsplit(url, allow_fragments=True) reads it (start rule).',
  parts: { 'split-scheme': 'scheme', 'split-netloc': 'authority', 'split-path': 'path', 'split-query': 'query', 'split-fragment': 'fragment' },
});

define({
  rfc, section, name: 'split-URL-nofragment', node: SPLIT,
  text: 'split-URL-nofragment = [ split-scheme ":" ] [ "//" split-netloc ] split-path-nofragment [ "?" split-query-nofragment ]',
  body: seq(
    opt(seq(r('split-scheme'), lit(':'))),
    opt(seq(lit('//'), r('split-netloc'))),
    r('split-path-nofragment'),
    opt(seq(lit('?'), r('split-query-nofragment'))),
  ),
  doc: 'A cleaned URL as urlsplit(url, allow_fragments=False) reads it (start rule): "#" is not a delimiter.',
  parts: { 'split-scheme': 'scheme', 'split-netloc': 'authority', 'split-path-nofragment': 'path', 'split-query-nofragment': 'query' },
});

define({
  rfc, section, name: 'split-scheme', node: SPLIT,
  text: 'split-scheme = ( %x41-5A / %x61-7A ) *split-scheme-char',
  body: seq(alt(range(0x41, 0x5a), range(0x61, 0x7a)), star(r('split-scheme-char'))),
  doc: 'An ASCII letter, then scheme_chars, up to the first ":" (lowercased by the pass).',
});

define({
  rfc, section, name: 'split-netloc', node: SPLIT,
  text: 'split-netloc = *split-netloc-char',
  body: star(r('split-netloc-char')),
  doc: 'After "//", up to the first "/", "?" or "#".',
});

define({
  rfc, section, name: 'split-path', node: SPLIT,
  text: 'split-path = *split-path-char',
  body: star(r('split-path-char')),
  doc: 'Up to the first "?" or "#".',
});

define({
  rfc, section, name: 'split-path-nofragment', node: SPLIT,
  text: 'split-path-nofragment = *split-path-char-nofragment',
  body: star(r('split-path-char-nofragment')),
  doc: 'Up to the first "?" ("#" included).',
});

define({
  rfc, section, name: 'split-query', node: SPLIT,
  text: 'split-query = *split-query-char',
  body: star(r('split-query-char')),
  doc: 'After the first "?", up to the first "#".',
});

define({
  rfc, section, name: 'split-query-nofragment', node: SPLIT,
  text: 'split-query-nofragment = *split-char',
  body: star(r('split-char')),
  doc: 'After the first "?", to the end ("#" included).',
});

define({
  rfc, section, name: 'split-fragment', node: SPLIT,
  text: 'split-fragment = *split-char',
  body: star(r('split-char')),
  doc: 'After the first "#", to the end.',
});

// ---------------------------------------------------------------------------------------------
// urlparse: params of the last path segment

define({
  rfc, section, name: 'split-params-path', node: SPLIT,
  text: 'split-params-path = split-params-pathpart [ ";" split-params ]',
  body: seq(r('split-params-pathpart'), opt(seq(lit(';'), r('split-params')))),
  doc: 'A path as urlparse splits it for a scheme of uses_params: params start at the first ";" of the last segment.',
});

define({
  rfc, section, name: 'split-params-pathpart', node: SPLIT,
  text: 'split-params-pathpart = *( *split-nonslash "/" ) *split-segment-char',
  body: seq(star(seq(star(r('split-nonslash')), lit('/'))), star(r('split-segment-char'))),
  doc: 'The path up to its last "/", then the last segment up to its first ";".',
});

define({
  rfc, section, name: 'split-params', node: SPLIT,
  text: 'split-params = *split-nonslash',
  body: star(r('split-nonslash')),
  doc: 'The params of the last segment (";" included, "/" never).',
});

// ---------------------------------------------------------------------------------------------
// The net_loc, as the result objects read it

/**
 * An "@" that is not the last one: "@" not followed by `*split-nonat` and the end of the input
 * (`!split-char`). PEG negative lookahead; linear, since each lookahead reads one "@"-free run.
 */
const atNotLast = seq(lit('@'), not(seq(star(r('split-nonat')), not(r('split-char')))));

define({
  rfc, section, name: 'split-netloc-parts', node: SPLIT,
  text: 'split-netloc-parts = [ split-userinfo "@" ] split-hostinfo',
  body: seq(opt(seq(r('split-userinfo'), lit('@'))), r('split-hostinfo')),
  lang: seq(opt(seq(star(r('split-char')), lit('@'))), r('split-hostinfo')),
  langNote: 'The user information of the literal body may hold "@", but as its rules are parsed (split-username, split-password) it stops before the last "@"; read as a whole, any text up to the last "@".',
  doc: 'A net_loc: user information up to the last "@", then host and port.',
  parts: { 'split-userinfo': 'userinfo' },
});

define({
  rfc, section, name: 'split-userinfo', node: SPLIT,
  text: 'split-userinfo = split-username [ ":" split-password ]',
  body: seq(r('split-username'), opt(seq(lit(':'), r('split-password')))),
  doc: 'User name up to the first ":", password after it (`userinfo.partition(":")`).',
  parts: { 'split-username': 'user', 'split-password': 'password' },
});

define({
  rfc, section, name: 'split-username', node: SPLIT,
  text: 'split-username = *( split-username-char / "@" )',
  body: star(alt(r('split-username-char'), lit('@'))),
  peg: star(alt(plus(r('split-username-char')), atNotLast)),
  pegNote: 'PEG: an "@" is taken only when another "@" follows it (negative lookahead: not "@"-free text up to the end), since the user information ends at the last "@"; greedy repetition would take them all.',
  lang: star(r('split-username-char')),
  langNote: 'Parsed on its own, to the end of the input, no "@" has another after it: the rule then reads no "@" at all. Inside split-netloc-parts it reads every "@" but the last.',
  doc: 'The user name: no ":".',
});

define({
  rfc, section, name: 'split-password', node: SPLIT,
  text: 'split-password = *split-char',
  body: star(r('split-char')),
  peg: star(alt(plus(r('split-nonat')), atNotLast)),
  pegNote: 'PEG: an "@" is taken only when another "@" follows it (negative lookahead: not "@"-free text up to the end), since the user information ends at the last "@"; greedy repetition would take them all.',
  lang: star(r('split-nonat')),
  langNote: 'Parsed on its own, to the end of the input, no "@" has another after it: the rule then reads no "@" at all. Inside split-netloc-parts it reads every "@" but the last.',
  doc: 'The password: anything (":" included).',
});

define({
  rfc, section, name: 'split-hostinfo', node: SPLIT,
  text: 'split-hostinfo = split-host-prefix "[" split-bracketed-host [ "]" split-host-suffix [ ":" split-port ] ] / split-hostname [ ":" split-port ]',
  body: alt(
    seq(r('split-host-prefix'), lit('['), r('split-bracketed-host'),
      opt(seq(lit(']'), r('split-host-suffix'), opt(seq(lit(':'), r('split-port')))))),
    seq(r('split-hostname'), opt(seq(lit(':'), r('split-port')))),
  ),
  doc: 'Host and port: with a "[" anywhere, the host is what follows the first "[" up to the next "]", and the port follows the first ":" after it; otherwise the host ends at the first ":".',
  parts: { 'split-bracketed-host': 'host', 'split-hostname': 'host', 'split-port': 'port' },
});

define({
  rfc, section, name: 'split-host-prefix', node: SPLIT,
  text: 'split-host-prefix = *split-prefix-char',
  body: star(r('split-prefix-char')),
  doc: 'Text before "[": ignored by hostname, refused by urlsplit (CVE-2025-0938).',
});

define({
  rfc, section, name: 'split-bracketed-host', node: SPLIT,
  text: 'split-bracketed-host = *split-bracketed-char',
  body: star(r('split-bracketed-char')),
  doc: 'The host between the brackets.',
});

define({
  rfc, section, name: 'split-host-suffix', node: SPLIT,
  text: 'split-host-suffix = *split-username-char',
  body: star(r('split-username-char')),
  doc: 'Text between "]" and ":": ignored by hostname, refused by urlsplit (CVE-2025-0938).',
});

define({
  rfc, section, name: 'split-hostname', node: SPLIT,
  text: 'split-hostname = *split-hostname-char',
  body: star(r('split-hostname-char')),
  doc: 'A host not in brackets, up to the first ":".',
});

define({
  rfc, section, name: 'split-port', node: SPLIT,
  text: 'split-port = *split-nonat',
  body: star(r('split-nonat')),
  doc: 'The port text: anything; the port property checks it is 1*DIGIT and at most 65535.',
});

// ---------------------------------------------------------------------------------------------
// What may stand between the brackets

define({
  rfc, section, name: 'split-bracketed', node: SPLIT,
  text: 'split-bracketed = split-IPvFuture / IPv4address / split-IPv6-zoned',
  // Ordered choice: IPv4address before split-IPv6-zoned, whose hex4 would read the "1" of "1.2.3.4"
  // and commit. No IPv6 address starts with an IPv4 address, so the order changes no answer.
  body: alt(r('split-IPvFuture'), ref('IPv4address', 2373), r('split-IPv6-zoned')),
  doc: 'A bracketed host as CPython checks it: an IPvFuture, an IPv6 address (zone allowed), or an IPv4 address (refused).',
});

define({
  rfc, section, name: 'split-IPvFuture', node: SPLIT,
  text: 'split-IPvFuture = "v" 1*HEXDIG "." 1*split-nonnewline',
  body: seq(ilit('v'), plus(ref('HEXDIG', 2234)), lit('.'), plus(r('split-nonnewline'))),
  doc: 'CPython\'s IPvFuture: `[vV][a-fA-F0-9]+\\..+` ("v" in either case since gh-105708, as RFC 3986 §3.2.2 says; anything but LF after the ".").',
});

define({
  rfc, section, name: 'split-IPv6-zoned', node: SPLIT,
  text: 'split-IPv6-zoned = IPv6address [ "%" split-zone ]',
  body: seq(ref('IPv6address', 2373), opt(seq(lit('%'), r('split-zone')))),
  doc: 'An IPv6 address as Python\'s ipaddress reads it: RFC 2373 text form (eight groups, or fewer with "::"), then an optional zone.',
});

define({
  rfc, section, name: 'split-zone', node: SPLIT,
  text: 'split-zone = 1*split-nonpercent',
  body: plus(r('split-nonpercent')),
  doc: 'A zone (scope id): one or more characters, no "%".',
});

export {};
