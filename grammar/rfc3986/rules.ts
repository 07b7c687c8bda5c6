/**
 * RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, Appendix A "Collected ABNF for URI".
 *
 * Transcribed in the RFC's own order, in ABNF (RFC 2234, which RFC 3986 cites): quoted strings are
 * case-insensitive (RFC 2234 §2.3), so the letter literals are `ilit` (`[V1.x]` is an IPvFuture);
 * `ALPHA`, `DIGIT` and `HEXDIG` are the RFC 2234 §6.1 core rules. Several names (`scheme`, `host`,
 * `port`, `IPv4address`, `IPv6address`, `segment`, `query`, `fragment`, `pchar`...) coincide with
 * rules of RFC 1738, RFC 1808 or RFC 2373 of different content: they are distinct rules,
 * `3986:host` versus `1738:host`.
 *
 * Unlike RFC 2373, the ABNF fixes the number of IPv6 groups itself, and `dec-octet` bounds each
 * IPv4 octet: neither needs a check after the parse (`http://1.2.3.256/` is a `reg-name`). Only the
 * port (`*DIGIT`, possibly empty) is range-checked after the parse.
 */
import { alt, define, group, ilit, lit, not, opt, plus, range, ref, reorder, rep, seq, star } from '../engine/dsl.js';
import { IPV4, IPV6, PORT } from '../node-types.js';
import { HOST_3986 } from './nodes.js';

const rfc = 3986 as const;
const section = 'Appendix A';
const r = (name: string) => ref(name);
const ALPHA = ref('ALPHA', 2234);
const DIGIT = ref('DIGIT', 2234);
const HEXDIG = ref('HEXDIG', 2234);
const h16 = r('h16');
const ls32 = r('ls32');
const pair = seq(h16, lit(':'));
/** `n( h16 ":" )`, as the RFC writes it. */
const pairs = (n: number) => rep(n, n, pair, '(');
/** `[ *n( h16 ":" ) h16 ]`: up to n + 1 groups before "::". */
const before = (n: number) => opt(seq(rep(0, n, pair, '('), h16));
/** The PEG reading of `before(n)`: `[ h16 *n( ":" h16 ) ]`, which stops at "::" on its own. */
const beforeP = (n: number) => opt(seq(h16, rep(0, n, seq(lit(':'), h16), '(')));
const dc = lit('::');

define({
  rfc, section, name: 'URI',
  text: 'URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]',
  body: seq(r('scheme'), lit(':'), r('hier-part'), opt(seq(lit('?'), r('query'))), opt(seq(lit('#'), r('fragment')))),
  doc: 'An absolute URI, with an optional fragment (RFC 3986 §3).',
  parts: { scheme: 'scheme', query: 'query', fragment: 'fragment' },
});

define({
  rfc, section, name: 'hier-part',
  text: `hier-part     = "//" authority path-abempty
                 / path-absolute
                 / path-rootless
                 / path-empty`,
  body: alt(seq(lit('//'), r('authority'), r('path-abempty')), r('path-absolute'), r('path-rootless'), r('path-empty')),
  parts: { authority: 'authority', 'path-abempty': 'path', 'path-absolute': 'path', 'path-rootless': 'path', 'path-empty': 'path' },
});

define({
  rfc, section, name: 'URI-reference',
  text: 'URI-reference = URI / relative-ref',
  body: alt(r('URI'), r('relative-ref')),
  doc: 'A URI or a relative reference (RFC 3986 §4.1).',
});

define({
  rfc, section, name: 'absolute-URI',
  text: 'absolute-URI  = scheme ":" hier-part [ "?" query ]',
  body: seq(r('scheme'), lit(':'), r('hier-part'), opt(seq(lit('?'), r('query')))),
  doc: 'A URI without a fragment (RFC 3986 §4.3), as a base URI.',
  parts: { scheme: 'scheme', query: 'query' },
});

define({
  rfc, section, name: 'relative-ref',
  text: 'relative-ref  = relative-part [ "?" query ] [ "#" fragment ]',
  body: seq(r('relative-part'), opt(seq(lit('?'), r('query'))), opt(seq(lit('#'), r('fragment')))),
  doc: 'A relative reference (RFC 3986 §4.2).',
  parts: { query: 'query', fragment: 'fragment' },
});

define({
  rfc, section, name: 'relative-part',
  text: `relative-part = "//" authority path-abempty
                 / path-absolute
                 / path-noscheme
                 / path-empty`,
  body: alt(seq(lit('//'), r('authority'), r('path-abempty')), r('path-absolute'), r('path-noscheme'), r('path-empty')),
  parts: { authority: 'authority', 'path-abempty': 'path', 'path-absolute': 'path', 'path-noscheme': 'path', 'path-empty': 'path' },
});

define({
  rfc, section, name: 'scheme', node: 'text',
  text: 'scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )',
  body: seq(ALPHA, star(alt(ALPHA, DIGIT, lit('+'), lit('-'), lit('.')), '(')),
});

define({
  rfc, section, name: 'authority',
  text: 'authority     = [ userinfo "@" ] host [ ":" port ]',
  body: seq(opt(seq(r('userinfo'), lit('@'))), r('host'), opt(seq(lit(':'), r('port')))),
  parts: { userinfo: 'userinfo', host: 'host', port: 'port' },
});

define({
  rfc, section, name: 'userinfo', node: 'text',
  text: 'userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )',
  body: star(alt(r('unreserved'), r('pct-encoded'), r('sub-delims'), lit(':')), '('),
});

const regNameChar = alt(r('unreserved'), r('pct-encoded'), r('sub-delims'));

define({
  rfc, section, name: 'host', node: HOST_3986,
  text: 'host          = IP-literal / IPv4address / reg-name',
  body: alt(r('IP-literal'), r('IPv4address'), r('reg-name')),
  peg: alt(r('IP-literal'), seq(r('IPv4address'), not(alt(r('unreserved'), r('sub-delims'), lit('%')))), r('reg-name')),
  pegNote: 'PEG: IPv4address is kept only when nothing that can start a reg-name character (unreserved, sub-delims, "%") follows it; otherwise the host is read as a reg-name (every IPv4address is one). Ordered choice would commit to the IPv4address prefix of "1.2.3.4x" or of "1.2.3.456" (dec-octet reads "45"), both reg-names; after "1.2.3.4%" the reg-name reading goes on to the escape, so a bad escape is reported where it fails.',
});

define({
  rfc, section, name: 'port', node: PORT,
  text: 'port          = *DIGIT',
  body: star(DIGIT),
});

define({
  rfc, section, name: 'IP-literal',
  text: 'IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"',
  body: seq(lit('['), group(alt(r('IPv6address'), r('IPvFuture'))), lit(']')),
});

define({
  rfc, section, name: 'IPvFuture',
  text: 'IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )',
  body: seq(ilit('v'), plus(HEXDIG), lit('.'), plus(alt(r('unreserved'), r('sub-delims'), lit(':')), '(')),
});

const ipv6Body = alt(
  seq(pairs(6), ls32),
  seq(dc, pairs(5), ls32),
  seq(opt(h16), dc, pairs(4), ls32),
  seq(before(1), dc, pairs(3), ls32),
  seq(before(2), dc, pairs(2), ls32),
  seq(before(3), dc, h16, lit(':'), ls32),
  seq(before(4), dc, ls32),
  seq(before(5), dc, h16),
  seq(before(6), dc),
);

define({
  rfc, section, name: 'IPv6address', node: IPV6,
  text: `IPv6address   =                            6( h16 ":" ) ls32
                 /                       "::" 5( h16 ":" ) ls32
                 / [               h16 ] "::" 4( h16 ":" ) ls32
                 / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
                 / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
                 / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
                 / [ *4( h16 ":" ) h16 ] "::"              ls32
                 / [ *5( h16 ":" ) h16 ] "::"              h16
                 / [ *6( h16 ":" ) h16 ] "::"`,
  body: ipv6Body,
  peg: alt(
    seq(pairs(6), ls32),
    seq(dc, pairs(5), ls32),
    seq(opt(h16), dc, pairs(4), ls32),
    seq(beforeP(1), dc, pairs(3), ls32),
    seq(beforeP(2), dc, pairs(2), ls32),
    seq(beforeP(3), dc, h16, lit(':'), ls32),
    seq(beforeP(4), dc, ls32),
    seq(beforeP(5), dc, h16),
    seq(beforeP(6), dc),
  ),
  pegNote: 'PEG: the groups before "::" are read as [ h16 *n( ":" h16 ) ] instead of [ *n( h16 ":" ) h16 ] (the same strings): greedy *n( h16 ":" ) takes the last group and its ":" from "1::", and the h16 before "::" is then missing. The nine alternatives stay in the RFC\'s order, which after "::" tries the most groups first; ls32 reads IPv4address where h16 ":" h16 fails.',
});

define({
  rfc, section, name: 'h16', token: true,
  text: 'h16           = 1*4HEXDIG',
  body: rep(1, 4, HEXDIG),
});

define({
  rfc, section, name: 'ls32',
  text: 'ls32          = ( h16 ":" h16 ) / IPv4address',
  body: alt(group(seq(h16, lit(':'), h16)), r('IPv4address')),
});

define({
  rfc, section, name: 'IPv4address', node: IPV4,
  text: 'IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet',
  body: seq(r('dec-octet'), lit('.'), r('dec-octet'), lit('.'), r('dec-octet'), lit('.'), r('dec-octet')),
});

const decOctet = alt(
  DIGIT,
  seq(range(0x31, 0x39), DIGIT),
  seq(lit('1'), rep(2, 2, DIGIT)),
  seq(lit('2'), range(0x30, 0x34), DIGIT),
  seq(lit('25'), range(0x30, 0x35)),
);

define({
  rfc, section, name: 'dec-octet', token: true,
  text: `dec-octet     = DIGIT                 ; 0-9
                 / %x31-39 DIGIT         ; 10-99
                 / "1" 2DIGIT            ; 100-199
                 / "2" %x30-34 DIGIT     ; 200-249
                 / "25" %x30-35          ; 250-255`,
  body: decOctet,
  peg: reorder(decOctet, [4, 3, 2, 1, 0]),
  pegNote: 'PEG: alternatives reordered, longest first: ordered choice would read "255" as "2" (DIGIT), and IPv4address "1.2.3.255" would stop after "1.2.3.2".',
});

define({
  rfc, section, name: 'reg-name', node: 'text',
  text: 'reg-name      = *( unreserved / pct-encoded / sub-delims )',
  body: star(regNameChar, '('),
});

const pathBody = alt(r('path-abempty'), r('path-absolute'), r('path-noscheme'), r('path-rootless'), r('path-empty'));

define({
  rfc, section, name: 'path',
  text: `path          = path-abempty    ; begins with "/" or is empty
                 / path-absolute   ; begins with "/" but not "//"
                 / path-noscheme   ; begins with a non-colon segment
                 / path-rootless   ; begins with a segment
                 / path-empty      ; zero characters`,
  body: pathBody,
  peg: alt(seq(r('path-absolute'), not(lit('/'))), r('path-rootless'), r('path-abempty')),
  pegNote: 'PEG: read as path-absolute !"/" / path-rootless / path-abempty. path-abempty matches the empty string, so as the first choice it would end "a/b" before "a"; path-absolute stops at "//" (path-abempty reads on), and path-noscheme stops at a ":" (path-rootless reads on). path-noscheme and path-empty are sublanguages of path-rootless and path-abempty, which read them.',
});

define({
  rfc, section, name: 'path-abempty',
  text: 'path-abempty  = *( "/" segment )',
  body: star(seq(lit('/'), r('segment')), '('),
});

define({
  rfc, section, name: 'path-absolute',
  text: 'path-absolute = "/" [ segment-nz *( "/" segment ) ]',
  body: seq(lit('/'), opt(seq(r('segment-nz'), star(seq(lit('/'), r('segment')), '(')))),
});

define({
  rfc, section, name: 'path-noscheme',
  text: 'path-noscheme = segment-nz-nc *( "/" segment )',
  body: seq(r('segment-nz-nc'), star(seq(lit('/'), r('segment')), '(')),
});

define({
  rfc, section, name: 'path-rootless',
  text: 'path-rootless = segment-nz *( "/" segment )',
  body: seq(r('segment-nz'), star(seq(lit('/'), r('segment')), '(')),
});

define({
  rfc, section, name: 'path-empty',
  text: 'path-empty    = 0<pchar>',
  // ABNF `0<pchar>`: zero repetitions of pchar (the RFC writes the element in prose brackets).
  body: rep(0, 0, ref('pchar', undefined, '<pchar>')),
});

define({
  rfc, section, name: 'segment', node: 'text',
  text: 'segment       = *pchar',
  body: star(r('pchar')),
});

define({
  rfc, section, name: 'segment-nz', node: 'text',
  text: 'segment-nz    = 1*pchar',
  body: plus(r('pchar')),
});

define({
  rfc, section, name: 'segment-nz-nc', node: 'text',
  text: `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
                 ; non-zero-length segment without any colon ":"`,
  body: plus(alt(r('unreserved'), r('pct-encoded'), r('sub-delims'), lit('@')), '('),
});

define({
  rfc, section, name: 'pchar', token: true,
  text: 'pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"',
  body: alt(r('unreserved'), r('pct-encoded'), r('sub-delims'), lit(':'), lit('@')),
});

define({
  rfc, section, name: 'query', node: 'text',
  text: 'query         = *( pchar / "/" / "?" )',
  body: star(alt(r('pchar'), lit('/'), lit('?')), '('),
});

define({
  rfc, section, name: 'fragment', node: 'text',
  text: 'fragment      = *( pchar / "/" / "?" )',
  body: star(alt(r('pchar'), lit('/'), lit('?')), '('),
});

define({
  rfc, section, name: 'pct-encoded', token: true,
  text: 'pct-encoded   = "%" HEXDIG HEXDIG',
  body: seq(lit('%'), HEXDIG, HEXDIG),
});

define({
  rfc, section, name: 'unreserved', token: true,
  text: 'unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"',
  body: alt(ALPHA, DIGIT, lit('-'), lit('.'), lit('_'), lit('~')),
});

define({
  rfc, section, name: 'reserved', token: true,
  text: 'reserved      = gen-delims / sub-delims',
  body: alt(r('gen-delims'), r('sub-delims')),
});

define({
  rfc, section, name: 'gen-delims', token: true,
  text: 'gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"',
  body: alt(lit(':'), lit('/'), lit('?'), lit('#'), lit('['), lit(']'), lit('@')),
});

define({
  rfc, section, name: 'sub-delims', token: true,
  text: `sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
                 / "*" / "+" / "," / ";" / "="`,
  body: alt(...Array.from(`!$&'()*+,;=`, (c) => lit(c))),
});

export {};
