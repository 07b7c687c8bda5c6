/**
 * RFC 2396 Appendix A "Collected BNF for URI", and the examples of Appendix C.
 *
 * Every key is an RFC 2396 rule, run with `parseRule(key, input, { rfc: 2396 })` (no profile selects
 * RFC 2396 yet). `URI-reference` accepts the base and every reference of Appendix C.1 and C.2
 * verbatim (`<>` is the empty reference), and every resolved target; `?y` is read by the
 * `relativeURI` deviation (grammar/README.md).
 *
 * Data only. Each reject row carries the expected `offset` (UTF-16), derived from the BNF as "the first
 * position at which no derivation of the BNF can continue", the expected `code` (src/diagnostics/codes.ts) and a
 * one-line reason.
 */
import type { GrammarTable } from './errors.js';

/** RFC 2396 Appendix A, keyed by rule name. */
export const RFC2396: GrammarTable = {
  'URI-reference': {
    accept: [
      'http://a/b/c/d;p?q', 'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '.', './', '..', '../', '../g', '../..', '../../', '../../g', '', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y', 'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g', 'http://a/b/c/g', 'http://a/b/c/g/', 'http://a/g', 'http://g', 'http://a/b/c/?y', 'http://a/b/c/g?y', 'http://a/b/c/g#s', 'http://a/b/c/g?y#s', 'http://a/b/c/;x', 'http://a/b/c/g;x', 'http://a/b/c/g;x?y#s', 'http://a/b/c/', 'http://a/b/', 'http://a/b/g', 'http://a/', 'http://a/../g', 'http://a/../../g', 'http://a/./g', 'http://a/b/c/g.', 'http://a/b/c/.g', 'http://a/b/c/g..', 'http://a/b/c/..g', 'http://a/b/c/g/h', 'http://a/b/c/h', 'http://a/b/c/g;x=1/y', 'http://a/b/c/y', 'http://a/b/c/g?y/./x', 'http://a/b/c/g?y/../x', 'http://a/b/c/g#s/./x', 'http://a/b/c/g#s/../x', 'http://www.ics.uci.edu/pub/ietf/uri/#Related', 'ftp://ftp.is.co.za/rfc/rfc1808.txt', 'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles', 'mailto:mduerst@ifi.unizh.ch', 'news:comp.infosystems.www.servers.unix', 'telnet://melvyl.ucop.edu/', 'HTTP://Example.COM:/~user/', 'http://user:pw@host.example.:8080/p?q#f', 'http://h:99/', '//a@b@c/x', '//reg_name$,;:@&=+/x', '//h:99999/', 'http://1.2.3.999/', 'urn:isbn:0-395-36341-1',
    ],
    reject: [
      { input: 'a b', offset: 1, code: 'char.space', reason: 'rel_segment: no space' },
      { input: 'http://a/b c', offset: 10, code: 'char.space', reason: 'space in a segment' },
      { input: '#a#b', offset: 2, code: 'fragment.second-hash', reason: 'fragment = *uric: no second "#"' },
      { input: 'http://a/b?c#d#e', offset: 14, code: 'fragment.second-hash', reason: 'second "#" in the fragment' },
      { input: '%zz', offset: 1, code: 'escape.bad-hex', reason: 'escaped = "%" hex hex' },
      { input: 'a%4', offset: 3, code: 'escape.truncated', reason: 'the input ends inside an escape' },
      { input: 'http://a/%', offset: 10, code: 'escape.truncated', reason: 'truncated escape in a path' },
      { input: 'a{b', offset: 1, code: 'char.unsafe', reason: "\"{\" is unwise (§2.4.3), in no production" },
      { input: 'a|b', offset: 1, code: 'char.unsafe', reason: '"|" is unwise' },
      { input: 'a"b', offset: 1, code: 'char.unsafe', reason: "<\"> is a delimiter (§2.4.3)" },
      { input: 'a<b', offset: 1, code: 'char.unsafe', reason: '"<" is a delimiter' },
      { input: 'a^b', offset: 1, code: 'char.unsafe', reason: '"^" is unwise' },
      { input: 'a`b', offset: 1, code: 'char.unsafe', reason: '"`" is unwise' },
      { input: 'a[b', offset: 1, code: 'char.unsafe', reason: '"[" is unwise in RFC 2396 (RFC 2732 made it reserved)' },
      { input: 'http://[::1]/', offset: 7, code: 'host.bad-char', reason: 'no IPv6 literal without RFC 2732: "[" starts neither a server nor a reg_name' },
      { input: "a\tb", offset: 1, code: 'paste.tab-or-newline', reason: 'TAB' },
      { input: "café", offset: 3, code: 'char.non-ascii', reason: 'non-ASCII' },
      { input: '1http://a/', offset: 5, code: 'scheme.bad-char', reason: 'a scheme starts with alpha: "1http" is read as a rel_segment, which has no ":" (culprit: the "1")' },
      { input: 'ht_tp://a/', offset: 5, code: 'scheme.bad-char', reason: '"_" is no scheme character: "ht_tp" is read as a rel_segment, which has no ":" (culprit: the "_")' },
      { input: 'http:', offset: 5, code: 'input.unexpected-end', reason: 'absoluteURI: hier_part or opaque_part must follow ":"' },
      { input: 'http:#f', offset: 5, code: 'char.unsafe', reason: 'an empty opaque_part' },
      { input: '?a b', offset: 2, code: 'char.space', reason: 'space in the query' },
      { input: 'g;x?y#s t', offset: 7, code: 'char.space', reason: 'space in the fragment' },
    ],
  },
  absoluteURI: {
    accept: [
      'g:h', 'http://a/b/c/d;p?q', 'http:g', 'mailto:a@b', 'x:/', 'x://', 'a+b-c.d:?',
    ],
    reject: [
      { input: 'a', offset: 1, code: 'scheme.missing', reason: 'no ":"' },
      { input: 'a:', offset: 2, code: 'input.unexpected-end', reason: 'nothing after ":"' },
      { input: '/a', offset: 0, code: 'scheme.missing', reason: 'no scheme' },
      { input: 'a:#', offset: 2, code: 'char.unsafe', reason: '"#" is no uric' },
      { input: 'http://a/#f', offset: 9, code: 'char.unsafe', reason: 'a fragment belongs to URI-reference' },
    ],
  },
  relativeURI: {
    accept: [
      'g', '//g', '/g', 'g;x?y', '?y', '?', '../g', '//a:80/b?c',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'rel_segment has no ":"' },
      { input: '', offset: 0, code: 'input.empty', reason: 'empty: a relativeURI has a path or a query' },
      { input: 'g#s', offset: 1, code: 'char.unsafe', reason: 'a fragment belongs to URI-reference' },
      { input: 'g?y z', offset: 3, code: 'char.space', reason: 'space in the query' },
    ],
  },
  hier_part: {
    accept: [
      '//a/b', '/b', '/b?q', '//a?q', '//',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'hier_part starts with "/"' },
      { input: '/a b', offset: 2, code: 'char.space', reason: 'space in a segment' },
    ],
  },
  opaque_part: {
    accept: [
      'a', 'a/b', '?x', 'isbn:0-395-36341-1', '%2F',
    ],
    reject: [
      { input: '/a', offset: 0, code: 'syntax.unexpected-char', reason: 'uric_no_slash: no "/" first' },
      { input: '', offset: 0, code: 'input.empty', reason: 'at least one character' },
      { input: 'a#b', offset: 1, code: 'char.unsafe', reason: '"#" is no uric' },
    ],
  },
  net_path: {
    accept: [
      '//a', '//a/b', '//', '//u@h:1/p', '//a@b@c',
    ],
    reject: [
      { input: '/a', offset: 1, code: 'syntax.unexpected-char', reason: 'two slashes' },
      { input: '//a?b', offset: 3, code: 'host.bad-char', reason: 'no query in net_path' },
      { input: '//a b', offset: 3, code: 'char.space', reason: 'space in the authority' },
    ],
  },
  abs_path: {
    accept: [
      '/', '/a/b;p', '//', '/a;b;c/d',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: '"/" first' },
      { input: '/a?b', offset: 2, code: 'syntax.unexpected-char', reason: 'no query in abs_path' },
    ],
  },
  rel_path: {
    accept: [
      'a', 'a/b', 'a;b/c', 'a@b',
    ],
    reject: [
      { input: '/a', offset: 0, code: 'syntax.unexpected-char', reason: 'rel_segment first' },
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'no ":" in rel_segment' },
      { input: '', offset: 0, code: 'input.empty', reason: 'rel_segment = 1*( ... )' },
    ],
  },
  rel_segment: {
    accept: [
      'a', ';@&=+$,', 'a%20b', '-_.!~*\'()',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: 'one character at least' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "/"' },
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'no ":"' },
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "?"' },
    ],
  },
  scheme: {
    accept: [
      'http', 'a', 'A+b-c.1', 'HTTP',
    ],
    reject: [
      { input: '1a', offset: 0, code: 'scheme.bad-char', reason: 'alpha first' },
      { input: '', offset: 0, code: 'input.empty', reason: 'alpha first' },
      { input: 'a_b', offset: 1, code: 'scheme.bad-char', reason: '"_" is no scheme character' },
      { input: '+a', offset: 0, code: 'scheme.missing', reason: 'alpha first' },
    ],
  },
  authority: {
    accept: [
      '', 'a', 'host:80', 'u@host:80', 'a@b@c', 'host:80a', 'reg_name', '1.2.3.4', 'a.b.', '%41',
    ],
    reject: [
      { input: 'a b', offset: 1, code: 'char.space', reason: 'space' },
      { input: 'a/b', offset: 1, code: 'host.bad-char', reason: 'no "/"' },
      { input: '[::1]', offset: 0, code: 'host.bad-char', reason: 'no IPv6 literal in RFC 2396 (RFC 2732 adds it)' },
    ],
  },
  reg_name: {
    accept: [
      'a', '$,;:@&=+', 'a@b@c', 'reg_name.example',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: '1*( ... )' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "/"' },
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "?"' },
    ],
  },
  server: {
    accept: [
      '', 'host', 'u:p@host:80', '1.2.3.4:8', 'host:', 'host.',
    ],
    reject: [
      { input: 'a@b@c', offset: 3, code: 'host.bad-char', reason: 'userinfo has no "@"' },
      { input: 'host:8a', offset: 7, code: 'input.unexpected-end', reason: 'not a port (*digit): still a userinfo, which must be followed by "@"' },
      { input: 'u@', offset: 2, code: 'host.empty', reason: 'a hostport must follow "@"' },
      { input: '-a', offset: 2, code: 'input.unexpected-end', reason: 'no label starts with "-": only a userinfo, which must be followed by "@"' },
      { input: 'h:8/', offset: 3, code: 'port.bad-char', reason: '"/" ends no userinfo and is no digit' },
    ],
  },
  userinfo: {
    accept: [
      '', 'user', 'user:pw', ';:&=+$,', 'a%40b',
    ],
    reject: [
      { input: 'a@b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "@"' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "/"' },
    ],
  },
  hostport: {
    accept: [
      'host', 'host:80', 'host:', '1.2.3.4:65535', 'www.example.com.:8',
      // port = *digit sets no bound (DECISIONS 19): valid, with the warning port.out-of-range.
      'host:99999',
    ],
    reject: [
      { input: 'host:8a', offset: 6, code: 'port.bad-char', reason: 'port = *digit' },
      { input: ':80', offset: 0, code: 'host.empty', reason: 'a host first' },
      { input: 'exa_mple:80', offset: 3, code: 'host.bad-char', reason: '"_" in a hostname' },
    ],
  },
  host: {
    accept: [
      'host', '1.2.3.4', 'a.b.', 'a1.b2c',
    ],
    reject: [
      { input: '1.2.3', offset: 5, code: 'host.toplabel-digit', reason: 'three numbers: not an IPv4address, and a toplabel starts with alpha' },
      { input: '-a', offset: 0, code: 'host.label-edge-hyphen', reason: 'a label starts with alphanum' },
      { input: '1.2.3.256', offset: 6, code: 'ipv4.octet-out-of-range', reason: 'an octet over 255' },
      { input: '[::1]', offset: 0, code: 'host.bad-char', reason: 'no IPv6 literal in RFC 2396' },
    ],
  },
  hostname: {
    accept: [
      'a', 'www.example.com', 'www.example.com.', 'a-b.c-d', '1a.b', 'a.b.c.d.e.',
    ],
    reject: [
      { input: 'a..b', offset: 2, code: 'host.empty-label', reason: 'an empty label' },
      { input: 'a.1b', offset: 4, code: 'host.toplabel-digit', reason: 'a toplabel starts with alpha' },
      { input: 'example.123', offset: 11, code: 'host.toplabel-digit', reason: 'the last label starts with a digit' },
      { input: 'a-.b', offset: 2, code: 'host.label-edge-hyphen', reason: 'a label ends with alphanum' },
      { input: 'exa_mple', offset: 3, code: 'host.bad-char', reason: '"_" in a hostname' },
      { input: '.a', offset: 0, code: 'host.bad-char', reason: 'a label first' },
      { input: 'a.b..', offset: 4, code: 'host.empty-label', reason: 'one trailing "." at most' },
    ],
  },
  domainlabel: {
    accept: [
      'a', '1', 'a-b', '1a-2', 'a--b',
    ],
    reject: [
      { input: 'a-', offset: 2, code: 'host.label-edge-hyphen', reason: 'ends with alphanum' },
      { input: '-a', offset: 0, code: 'host.label-edge-hyphen', reason: 'starts with alphanum' },
      { input: '', offset: 0, code: 'input.empty', reason: 'one alphanum at least' },
    ],
  },
  toplabel: {
    accept: [
      'a', 'com', 'a-1', 'x--y',
    ],
    reject: [
      { input: '1a', offset: 0, code: 'host.toplabel-digit', reason: 'alpha first' },
      { input: 'a-', offset: 2, code: 'host.label-edge-hyphen', reason: 'ends with alphanum' },
      { input: 'a.b', offset: 1, code: 'host.bad-char', reason: 'one label' },
    ],
  },
  'IPv4address': {
    accept: [
      '1.2.3.4', '192.0.2.1', '0.0.0.0', '255.255.255.255', '0001.2.3.4',
    ],
    reject: [
      { input: '1.2.3', offset: 5, code: 'input.unexpected-end', reason: 'four numbers' },
      { input: '1.2.3.a', offset: 6, code: 'syntax.unexpected-char', reason: 'digits only' },
      { input: '1.2.3.999', offset: 6, code: 'ipv4.octet-out-of-range', reason: 'an octet over 255' },
      { input: '1..2.3', offset: 2, code: 'syntax.unexpected-char', reason: '1*digit between dots' },
    ],
  },
  port: {
    accept: [
      '', '80', '65535', '00080', '65536',
    ],
    reject: [
      { input: '8a', offset: 1, code: 'port.bad-char', reason: 'digits only' },
      { input: '-1', offset: 0, code: 'port.bad-char', reason: 'digits only' },
    ],
  },
  path: {
    accept: [
      '', '/a/b', 'a/b', '/', 'a:b',
    ],
    reject: [
      { input: 'a#b', offset: 1, code: 'char.unsafe', reason: '"#" is no uric' },
      { input: '/a?b', offset: 2, code: 'syntax.unexpected-char', reason: 'an abs_path has no "?"' },
    ],
  },
  path_segments: {
    accept: [
      '', 'a', 'a/b', 'a;p/b;q;r', '/',
    ],
    reject: [
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "?"' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'space' },
    ],
  },
  segment: {
    accept: [
      '', 'a', 'a;p', ';p;q', 'a:b@c',
    ],
    reject: [
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "/"' },
      { input: 'a?', offset: 1, code: 'syntax.unexpected-char', reason: 'no "?"' },
    ],
  },
  param: {
    accept: [
      '', 'p', 'a=b', 'a:b',
    ],
    reject: [
      { input: 'a;b', offset: 1, code: 'syntax.unexpected-char', reason: 'no ";"' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "/"' },
    ],
  },
  query: {
    accept: [
      '', 'a=b&c=d', '/?:@;', '%20',
    ],
    reject: [
      { input: 'a#b', offset: 1, code: 'char.unsafe', reason: 'no "#"' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'space' },
      { input: '%g0', offset: 1, code: 'escape.bad-hex', reason: 'escaped = "%" hex hex' },
    ],
  },
  fragment: {
    accept: [
      '', 's', 's/./x', 'a?b',
    ],
    reject: [
      { input: 'a#b', offset: 1, code: 'fragment.second-hash', reason: 'no second "#"' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'space' },
    ],
  },
  uric_no_slash: {
    accept: [
      'a', '?', ';', '%2F',
    ],
    reject: [
      { input: '/', offset: 0, code: 'syntax.unexpected-char', reason: '"/" excluded' },
      { input: '#', offset: 0, code: 'char.unsafe', reason: '"#" is a delimiter' },
    ],
  },
  pchar: {
    accept: [
      'a', ':', '@', '%41',
    ],
    reject: [
      { input: '/', offset: 0, code: 'syntax.unexpected-char', reason: '"/" separates segments' },
      { input: ';', offset: 0, code: 'syntax.unexpected-char', reason: '";" starts a param' },
      { input: '?', offset: 0, code: 'syntax.unexpected-char', reason: '"?" ends the path' },
    ],
  },
  uric: {
    accept: [
      '/', '?', 'a', '%41',
    ],
    reject: [
      { input: '#', offset: 0, code: 'char.unsafe', reason: '"#" is a delimiter' },
      { input: '[', offset: 0, code: 'char.unsafe', reason: '"[" is unwise in RFC 2396' },
    ],
  },
  reserved: {
    accept: [
      ';', '/', '?', ':', '@', '&', '=', '+', '$', ',',
    ],
    reject: [
      { input: '-', offset: 0, code: 'syntax.unexpected-char', reason: '"-" is a mark' },
      { input: '[', offset: 0, code: 'char.unsafe', reason: '"[" only after RFC 2732' },
    ],
  },
  unreserved: {
    accept: [
      'a', 'Z', '0', '-', '~',
    ],
    reject: [
      { input: ';', offset: 0, code: 'syntax.unexpected-char', reason: 'reserved' },
      { input: '%', offset: 0, code: 'char.unsafe', reason: '"%" starts an escape' },
    ],
  },
  mark: {
    accept: [
      '-', '_', '.', '!', '~', '*', '\'', '(', ')',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'alphanum' },
      { input: '"', offset: 0, code: 'char.unsafe', reason: 'a delimiter' },
    ],
  },
  escaped: {
    accept: [
      '%41', '%aF',
    ],
    reject: [
      { input: '%4', offset: 2, code: 'escape.truncated', reason: 'two hex digits' },
      { input: '%g1', offset: 1, code: 'escape.bad-hex', reason: 'hex' },
      { input: '41', offset: 0, code: 'syntax.unexpected-char', reason: '"%" first' },
    ],
  },
  hex: {
    accept: [
      '0', 'A', 'f',
    ],
    reject: [
      { input: 'g', offset: 0, code: 'syntax.unexpected-char', reason: 'not hex' },
      { input: 'G', offset: 0, code: 'syntax.unexpected-char', reason: 'not hex' },
    ],
  },
  alphanum: {
    accept: [
      'a', 'Z', '5',
    ],
    reject: [
      { input: '-', offset: 0, code: 'syntax.unexpected-char', reason: 'a mark' },
    ],
  },
  alpha: {
    accept: [
      'a', 'Z',
    ],
    reject: [
      { input: '5', offset: 0, code: 'syntax.unexpected-char', reason: 'a digit' },
    ],
  },
  lowalpha: {
    accept: [
      'q',
    ],
    reject: [
      { input: 'Q', offset: 0, code: 'syntax.unexpected-char', reason: 'upper case' },
    ],
  },
  upalpha: {
    accept: [
      'Q',
    ],
    reject: [
      { input: 'q', offset: 0, code: 'syntax.unexpected-char', reason: 'lower case' },
    ],
  },
  digit: {
    accept: [
      '5',
    ],
    reject: [
      { input: 'x', offset: 0, code: 'syntax.unexpected-char', reason: 'not a digit' },
    ],
  },
};
