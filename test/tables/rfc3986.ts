/**
 * RFC 3986 Appendix A: accept and reject rows for every production (`parseRule(key, input, { rfc: 3986 })`),
 * and the RFC's own examples verbatim: §1.1.2 (accepted by `URI`), the §5.4 base and every reference
 * of §5.4.1 and §5.4.2 (accepted by `URI-reference`, read from `rfc3986-examples.ts`), and the
 * RFC 2732 §2 example URLs (accepted by `URI`: RFC 3986 §3.2.2 took IP-literal over from RFC 2732).
 *
 * Data only. Each reject row carries the expected `offset` (UTF-16), the end of the longest viable
 * prefix of the BNF (the NFA's), the expected `code` (src/diagnostics/codes.ts) and a one-line reason.
 */
import type { GrammarTable, RuleRows } from './errors.js';
import { BASE, readRows, RFC3986_5_4_1, RFC3986_5_4_2 } from './rfc3986-examples.js';
import { RFC2732 } from './rfc2732.js';

/** RFC 3986 §1.1.2 "Examples", verbatim. */
export const RFC3986_1_1_2 = [
  'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  'http://www.ietf.org/rfc/rfc2396.txt',
  'ldap://[2001:db8::7]/c=GB?objectClass?one',
  'mailto:John.Doe@example.com',
  'news:comp.infosystems.www.servers.unix',
  'tel:+1-816-555-1212',
  'telnet://192.0.2.16:80/',
  'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
] as const;

/** RFC 3986 §5.4: the base URI and every reference of §5.4.1 and §5.4.2, once each. */
export const RFC3986_5_4_REFERENCES: readonly string[] = [...new Set([BASE, ...readRows(RFC3986_5_4_1 + RFC3986_5_4_2).map((r) => r.reference)])];

/** RFC 2732 §2 example URLs, verbatim (the same list as the RFC 2732 table's). */
export const RFC2732_2_URLS: readonly string[] = RFC2732.rfc1738!.accept;

const rows: Record<string, RuleRows> = {
  URI: {
    accept: [
      'http://example.org/', 'HTTP://EXAMPLE.ORG/', 'http://user:pass@host:8080/p/a/t/h?query=1#frag', 'http://1.2.3.256/', 'http://h:/', 'foo:', 'a:b', 'http://[V1.x]/', 'http://ex%41mple.com/', 'file:///etc/hosts', 'http://[::1]:80/a?b#c',
      // port = *DIGIT sets no bound (DECISIONS 19): valid, with the warning port.out-of-range.
      'http://h:99999/', 'http://[::1]:65536/',
    ],
    reject: [
      { input: '//example.org/', offset: 0, code: 'scheme.missing', reason: 'no scheme: URI starts with ALPHA' },
      { input: '1http://x/', offset: 0, code: 'scheme.bad-char', reason: 'a scheme starts with ALPHA' },
      { input: 'http://x/a b', offset: 10, code: 'char.space', reason: 'a space is not a pchar' },
      { input: 'http://x/%zz', offset: 10, code: 'escape.bad-hex', reason: 'pct-encoded needs two HEXDIG' },
      { input: 'http://x/#a#b', offset: 11, code: 'fragment.second-hash', reason: 'a fragment holds no "#"' },
      { input: 'http://[::1/', offset: 11, code: 'ipv6.unclosed', reason: 'IP-literal closes with "]"' },
      { input: 'http://[fe80::1%25eth0]/', offset: 15, code: 'ipv6.zone-id', reason: 'no zone id in RFC 3986 (RFC 6874)' },
      { input: 'http://a<b/', offset: 8, code: 'reg-name.bad-char', reason: '"<" is not a reg-name character' },
      { input: 'http', offset: 4, code: 'scheme.missing', reason: 'no ":" after the scheme' },
      { input: 'http://x/é', offset: 9, code: 'char.non-ascii', reason: 'non-ASCII must be percent-encoded' },
    ],
  },
  'hier-part': {
    accept: [
      '//a/b', '//', '/a', 'a/b', '', '//user@[::1]:8/x',
    ],
    reject: [
      { input: '//a b', offset: 3, code: 'char.space', reason: 'a space in the authority' },
      { input: '//[::1', offset: 6, code: 'ipv6.unclosed', reason: 'IP-literal not closed' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'a space is not a pchar' },
      { input: '/a#', offset: 2, code: 'char.unsafe', reason: 'hier-part holds no "#"' },
    ],
  },
  'URI-reference': {
    accept: [
      'a:b', 'a/b:c', './a:b', '//g', '?y', '#s', 'http://a/b/c/d;p?q',
      '//localhost:999999999',
    ],
    reject: [
      { input: 'http://[v1]/', offset: 10, code: 'ipvfuture.bad-char', reason: 'IPvFuture needs "." after its hex digits' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'a space' },
      { input: '%zz', offset: 1, code: 'escape.bad-hex', reason: 'pct-encoded needs two HEXDIG' },
      { input: 'a:b c', offset: 3, code: 'char.space', reason: 'a space in the URI\'s path' },
      { input: 'http://x/#a#b', offset: 11, code: 'fragment.second-hash', reason: 'a second "#"' },
      { input: '[::1]', offset: 0, code: 'char.unsafe', reason: '"[" is not a path character: IP-literal only after "//"' },
    ],
  },
  'absolute-URI': {
    accept: [
      'http://a/b/c/d;p?q', 'urn:isbn:0451450523', 'a:',
    ],
    reject: [
      { input: 'http://x/#frag', offset: 9, code: 'char.unsafe', reason: 'absolute-URI has no fragment' },
      { input: 'x', offset: 1, code: 'scheme.missing', reason: 'no ":" after the scheme' },
      { input: '-x:y', offset: 0, code: 'scheme.missing', reason: 'a scheme starts with ALPHA' },
    ],
  },
  'relative-ref': {
    accept: [
      '', 'g', '//g', '/g?y#s', './a:b', 'a/b:c', '?', '#',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'path.colon-in-first-segment', reason: '":" in the first segment of path-noscheme' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'a space' },
      { input: '?a#b#c', offset: 4, code: 'fragment.second-hash', reason: 'a second "#"' },
      { input: '//[v1.a/', offset: 7, code: 'ipv6.unclosed', reason: 'IP-literal not closed' },
    ],
  },
  'relative-part': {
    accept: [
      '//a', '/a', 'a/b:c', '', '//[::1]:80/x',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'path.colon-in-first-segment', reason: '":" in the first segment of path-noscheme' },
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'relative-part holds no "?"' },
      { input: '//a:b', offset: 5, code: 'port.bad-char', reason: 'port is DIGITs (read on as userinfo, the input ends before an "@"; the culprit is the "b" of the port)' },
    ],
  },
  scheme: {
    accept: [
      'http', 'HTTP', 'a+b-c.d', 'z9',
    ],
    reject: [
      { input: '1ab', offset: 0, code: 'scheme.bad-char', reason: 'a scheme starts with ALPHA' },
      { input: 'a_b', offset: 1, code: 'scheme.bad-char', reason: '"_" is not a scheme character' },
      { input: '', offset: 0, code: 'input.empty', reason: 'a scheme has one character at least' },
    ],
  },
  authority: {
    accept: [
      '', 'host', 'user@host:80', 'u:p@[::1]:', '1.2.3.4:8080', '%41@%42',
    ],
    reject: [
      { input: 'a@b@c', offset: 3, code: 'userinfo.unescaped-at', reason: 'one "@": the first is the one to escape' },
      { input: 'a:b', offset: 3, code: 'input.unexpected-end', reason: 'port is DIGITs' },
      { input: '[::1]x', offset: 5, code: 'syntax.unexpected-char', reason: 'after IP-literal only ":" port' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'a space' },
    ],
  },
  userinfo: {
    accept: [
      '', 'user', 'user:pass', 'a%20b!$&\'()*+,;=:',
    ],
    reject: [
      { input: 'a@b', offset: 1, code: 'syntax.unexpected-char', reason: '"@" ends userinfo' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: '"/" is not a userinfo character' },
      { input: '%4', offset: 2, code: 'escape.truncated', reason: 'pct-encoded truncated' },
    ],
  },
  host: {
    accept: [
      '', 'example.org', '1.2.3.4', '1.2.3.4x', '1.2.3.456', '[::1]', '[v7.abc:def]', 'ex%41mple', 'a.b-c_d~e!',
    ],
    reject: [
      { input: '[::1', offset: 4, code: 'ipv6.unclosed', reason: 'IP-literal closes with "]"' },
      { input: '[fe80::1%25eth0]', offset: 8, code: 'ipv6.zone-id', reason: 'no zone id' },
      { input: '[1::2::3]', offset: 6, code: 'ipv6.double-compression', reason: '"::" once' },
      { input: '[]', offset: 1, code: 'ipv6.bad-char', reason: 'empty brackets' },
      { input: 'a:b', offset: 1, code: 'reg-name.bad-char', reason: '":" is not a reg-name character' },
      { input: '200.100.10.2%zz00', offset: 13, code: 'escape.bad-hex', reason: 'a bad escape after an IPv4 prefix: reg-name reads on to the "%"' },
      { input: '[V1.x]y', offset: 6, code: 'reg-name.bad-char', reason: 'nothing after the IP-literal' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'a space' },
    ],
  },
  port: {
    accept: [
      '', '80', '65535', '000000000000080', '65536', '999999999999999999999999999999',
    ],
    reject: [
      { input: '8a', offset: 1, code: 'port.bad-char', reason: 'port is DIGITs' },
      { input: '-1', offset: 0, code: 'port.bad-char', reason: 'no sign' },
      { input: ' 80', offset: 0, code: 'paste.whitespace', reason: 'a leading space' },
      { input: '8 0', offset: 1, code: 'port.bad-char', reason: 'a space' },
    ],
  },
  'IP-literal': {
    accept: [
      '[::1]', '[V1.x]', '[v1A.a:b]', '[::FFFF:129.144.52.38]',
    ],
    reject: [
      { input: '::1', offset: 0, code: 'syntax.unexpected-char', reason: 'IP-literal starts with "["' },
      { input: '[::1', offset: 4, code: 'ipv6.unclosed', reason: '"]" expected' },
      { input: '[v1]', offset: 3, code: 'ipvfuture.bad-char', reason: 'IPvFuture needs "." after its hex digits' },
      { input: '[vx.a]', offset: 2, code: 'ipvfuture.bad-char', reason: 'IPvFuture needs a hex digit after "v"' },
      { input: '[v1.]', offset: 4, code: 'ipvfuture.bad-char', reason: 'IPvFuture needs a character after "."' },
      { input: '[v1.a/', offset: 5, code: 'ipv6.unclosed', reason: 'IPvFuture not closed' },
      { input: '[1.2.3.4]', offset: 2, code: 'ipv6.bad-char', reason: 'an IPv4address alone is not an IPv6address' },
      { input: '[::1%eth0]', offset: 4, code: 'ipv6.zone-id', reason: 'no zone id' },
    ],
  },
  IPvFuture: {
    accept: [
      'v1.x', 'V1.x', 'vFF.a:b!$', 'v0.:',
    ],
    reject: [
      { input: 'v.a', offset: 1, code: 'ipvfuture.bad-char', reason: 'one HEXDIG at least' },
      { input: 'w1.a', offset: 0, code: 'syntax.unexpected-char', reason: 'IPvFuture starts with "v"' },
      { input: 'v1.a/b', offset: 4, code: 'ipvfuture.bad-char', reason: '"/" not allowed' },
      { input: 'v1', offset: 2, code: 'input.unexpected-end', reason: '"." expected' },
    ],
  },
  'IPv6address': {
    accept: [
      'FEDC:BA98:7654:3210:FEDC:BA98:7654:3210', '1080:0:0:0:8:800:200C:417A', '1080::8:800:200C:417A', '::1', '::', '1::', '1:2:3:4:5:6:7::', '::13.1.68.3', '::FFFF:129.144.52.38', '1:2:3:4:5:6:1.2.3.4', '1:2::3:4', '2001:db8::7',
    ],
    reject: [
      { input: '1:2:3:4:5:6:7:8:9', offset: 15, code: 'ipv6.bad-char', reason: 'nine groups' },
      { input: '1:2:3:4:5:6:7', offset: 13, code: 'input.unexpected-end', reason: 'seven groups without "::"' },
      { input: '1:2:3:4:5:6::7:8', offset: 14, code: 'ipv6.bad-char', reason: '"::" stands for at least one group' },
      { input: '12345::1', offset: 4, code: 'ipv6.hex4-too-long', reason: 'h16 is 1 to 4 HEXDIG' },
      { input: '1::2::3', offset: 5, code: 'ipv6.double-compression', reason: '"::" once' },
      { input: ':::', offset: 2, code: 'ipv6.double-compression', reason: '":::"' },
      { input: '::1.2.3.256', offset: 10, code: 'ipv6.bad-char', reason: 'dec-octet is at most 255' },
      { input: '1:2:', offset: 4, code: 'input.unexpected-end', reason: 'ends after ":"' },
      { input: '::g', offset: 2, code: 'ipv6.bad-char', reason: '"g" is not a HEXDIG' },
      { input: '1:2:3:4:5:6:7:1.2.3.4', offset: 15, code: 'ipv6.bad-char', reason: 'an IPv4 tail counts two groups: nine' },
    ],
  },
  'h16': {
    accept: [
      '0', 'ffff', 'FfFf', '12',
    ],
    reject: [
      { input: '12345', offset: 4, code: 'ipv6.hex4-too-long', reason: 'at most four HEXDIG' },
      { input: 'g', offset: 0, code: 'syntax.unexpected-char', reason: 'not a HEXDIG' },
      { input: '', offset: 0, code: 'input.empty', reason: 'one HEXDIG at least' },
    ],
  },
  'ls32': {
    accept: [
      '1:2', 'ffff:0', '1.2.3.4', '255.255.255.255',
    ],
    reject: [
      { input: '1:', offset: 2, code: 'input.unexpected-end', reason: 'h16 expected after ":"' },
      { input: '1.2.3', offset: 5, code: 'input.unexpected-end', reason: 'four dec-octets' },
      { input: '1:2:3', offset: 3, code: 'ipv6.bad-char', reason: 'two groups only' },
    ],
  },
  'IPv4address': {
    accept: [
      '0.0.0.0', '1.2.3.4', '255.255.255.255', '199.249.100.9',
    ],
    reject: [
      { input: '1.2.3.256', offset: 8, code: 'syntax.unexpected-char', reason: 'dec-octet is at most 255' },
      { input: '1.2.3', offset: 5, code: 'input.unexpected-end', reason: 'four dec-octets' },
      { input: '01.2.3.4', offset: 1, code: 'syntax.unexpected-char', reason: 'no leading zero' },
      { input: '1.2.3.4.5', offset: 7, code: 'syntax.unexpected-char', reason: 'four dec-octets only' },
      { input: '1..2.3', offset: 2, code: 'syntax.unexpected-char', reason: 'empty octet' },
    ],
  },
  'dec-octet': {
    accept: [
      '0', '9', '10', '99', '100', '199', '200', '249', '250', '255',
    ],
    reject: [
      { input: '256', offset: 2, code: 'syntax.unexpected-char', reason: 'at most 255' },
      { input: '01', offset: 1, code: 'syntax.unexpected-char', reason: 'no leading zero' },
      { input: '1000', offset: 3, code: 'syntax.unexpected-char', reason: 'at most three digits' },
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'a DIGIT' },
    ],
  },
  'reg-name': {
    accept: [
      '', 'example.org', '1.2.3.256', 'a%20b', '!$&\'()*+,;=',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: '":" is not a reg-name character' },
      { input: 'a@b', offset: 1, code: 'syntax.unexpected-char', reason: '"@" is not a reg-name character' },
      { input: 'a%zz', offset: 2, code: 'escape.bad-hex', reason: 'pct-encoded needs two HEXDIG' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: '"/" is not a reg-name character' },
    ],
  },
  path: {
    accept: [
      '', '/', '/a/b', '//a', 'a/b', 'a:b/c',
    ],
    reject: [
      { input: 'a b', offset: 1, code: 'char.space', reason: 'a space' },
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'path holds no "?"' },
      { input: '/%', offset: 2, code: 'escape.truncated', reason: 'pct-encoded truncated' },
    ],
  },
  'path-abempty': {
    accept: [
      '', '/', '/a//b/', '//a',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'path-abempty starts with "/"' },
      { input: '/a?', offset: 2, code: 'syntax.unexpected-char', reason: 'no "?"' },
      { input: '/a b', offset: 2, code: 'char.space', reason: 'a space' },
    ],
  },
  'path-absolute': {
    accept: [
      '/', '/a', '/a//b', '/a:b',
    ],
    reject: [
      { input: '//a', offset: 1, code: 'syntax.unexpected-char', reason: 'path-absolute does not start with "//"' },
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'starts with "/"' },
      { input: '/a#', offset: 2, code: 'char.unsafe', reason: 'no "#"' },
    ],
  },
  'path-noscheme': {
    accept: [
      'a', 'a/b:c', 'a@b/c', '%41/',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'path.colon-in-first-segment', reason: '":" in the first segment' },
      { input: '/a', offset: 0, code: 'syntax.unexpected-char', reason: 'starts with a segment' },
      { input: '', offset: 0, code: 'input.empty', reason: 'one character at least' },
    ],
  },
  'path-rootless': {
    accept: [
      'a', 'a:b/c', 'a/b/',
    ],
    reject: [
      { input: '/a', offset: 0, code: 'syntax.unexpected-char', reason: 'starts with a segment' },
      { input: '', offset: 0, code: 'input.empty', reason: 'one character at least' },
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "?"' },
    ],
  },
  'path-empty': {
    accept: [
      '',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'zero characters' },
      { input: '/', offset: 0, code: 'syntax.unexpected-char', reason: 'zero characters' },
    ],
  },
  segment: {
    accept: [
      '', 'a', 'a:b@c', '%41',
    ],
    reject: [
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: '"/" ends a segment' },
      { input: 'a?', offset: 1, code: 'syntax.unexpected-char', reason: 'no "?"' },
    ],
  },
  'segment-nz': {
    accept: [
      'a', 'a:b', '@',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: 'one pchar at least' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: '"/" ends a segment' },
    ],
  },
  'segment-nz-nc': {
    accept: [
      'a', 'a@b', '%41', '!$&\'()*+,;=',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'no ":"' },
      { input: '', offset: 0, code: 'input.empty', reason: 'one character at least' },
      { input: ':', offset: 0, code: 'syntax.unexpected-char', reason: 'no ":"' },
    ],
  },
  pchar: {
    accept: [
      'a', ':', '@', '%41', '~', '=',
    ],
    reject: [
      { input: '/', offset: 0, code: 'syntax.unexpected-char', reason: 'not a pchar' },
      { input: '%2', offset: 2, code: 'escape.truncated', reason: 'pct-encoded truncated' },
      { input: 'ab', offset: 1, code: 'syntax.unexpected-char', reason: 'one character' },
    ],
  },
  query: {
    accept: [
      '', 'a=b&c=d', '/?:@', '%20',
    ],
    reject: [
      { input: 'a#b', offset: 1, code: 'char.unsafe', reason: 'no "#"' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'a space' },
      { input: '[', offset: 0, code: 'char.unsafe', reason: 'gen-delims "[" only in IP-literal' },
    ],
  },
  fragment: {
    accept: [
      '', 's', '/./x', 'a?b',
    ],
    reject: [
      { input: 'a#b', offset: 1, code: 'fragment.second-hash', reason: 'no "#"' },
      { input: '%GG', offset: 1, code: 'escape.bad-hex', reason: 'pct-encoded needs HEXDIG' },
      { input: 'a]', offset: 1, code: 'char.unsafe', reason: '"]" is not allowed' },
    ],
  },
  'pct-encoded': {
    accept: [
      '%41', '%aF', '%00',
    ],
    reject: [
      { input: '%G0', offset: 1, code: 'escape.bad-hex', reason: 'HEXDIG expected' },
      { input: '%4', offset: 2, code: 'escape.truncated', reason: 'two HEXDIG' },
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'starts with "%"' },
    ],
  },
  unreserved: {
    accept: [
      'a', 'Z', '0', '-', '.', '_', '~',
    ],
    reject: [
      { input: '!', offset: 0, code: 'syntax.unexpected-char', reason: 'a sub-delim, not unreserved' },
      { input: '%41', offset: 0, code: 'escape.not-allowed', reason: 'pct-encoded is not unreserved' },
    ],
  },
  reserved: {
    accept: [
      ':', '/', '?', '#', '[', ']', '@', '!', '=',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'not reserved' },
      { input: '%', offset: 0, code: 'char.unsafe', reason: 'not reserved' },
    ],
  },
  'gen-delims': {
    accept: [
      ':', '/', '?', '#', '[', ']', '@',
    ],
    reject: [
      { input: '!', offset: 0, code: 'syntax.unexpected-char', reason: 'a sub-delim' },
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'not a delimiter' },
    ],
  },
  'sub-delims': {
    accept: [
      '!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=',
    ],
    reject: [
      { input: ':', offset: 0, code: 'syntax.unexpected-char', reason: 'a gen-delim' },
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'not a delimiter' },
    ],
  },
};

/** RFC 3986 Appendix A. */
export const RFC3986: GrammarTable = {
  ...rows,
  URI: { accept: [...rows.URI!.accept, ...RFC3986_1_1_2, ...RFC2732_2_URLS, BASE], reject: rows.URI!.reject },
  'URI-reference': { accept: [...rows['URI-reference']!.accept, ...RFC3986_5_4_REFERENCES, ...RFC3986_1_1_2], reject: rows['URI-reference']!.reject },
};
