/**
 * RFC 1808 §2.2 "BNF for Relative URLs" and the examples of §5.1 and §5.2.
 *
 * Key `rfc1808` is RFC 1808's URL read in the `rfc1808` profile (`parseURL(input, { grammar: 'rfc1808', start: 'URL' })`,
 * absolute or relative, net_loc extended by RFC 2732; the profile's default, URL-1808, is in ./rfc2732.ts's GLUE); every
 * other key is an RFC 1808 rule, run with `parseRule(key, input, { rfc: 1808 })` (plain RFC 1808 net_loc).
 *
 * Data only. Each reject row carries the expected `offset` (UTF-16), derived from the BNF as "the first
 * position at which no derivation of the BNF can continue", the expected `code` (src/diagnostics/codes.ts) and a
 * one-line reason.
 */
import type { GrammarTable } from './errors.js';

/** RFC 1808 §2.2, keyed by rule name; §5.1/§5.2 rows verbatim, without the `<URL:` wrapper. */
export const RFC1808: GrammarTable = {
  rfc1808: {
    accept: [
      'http://a/b/c/d;p?q#f', 'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', 'g?y/./x', '#s', 'g#s', 'g#s/./x',
      'g?y#s', ';x', 'g;x', 'g;x?y#s', '.', './', '..', '../', '../g', '../..', '../../', '../../g', 'http://a/b/c/g',
      'http://a/b/c/g/', 'http://a/g', 'http://g', 'http://a/b/c/d;p?y', 'http://a/b/c/g?y', 'http://a/b/c/g?y/./x',
      'http://a/b/c/d;p?q#s', 'http://a/b/c/g#s', 'http://a/b/c/g#s/./x', 'http://a/b/c/g?y#s', 'http://a/b/c/d;x',
      'http://a/b/c/g;x', 'http://a/b/c/g;x?y#s', 'http://a/b/c/', 'http://a/b/', 'http://a/b/g', 'http://a/', '',
      '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h',
      'http:g', 'http:', 'http://a/../g', 'http://a/../../g', 'http://a/./g', 'http://a/b/c/g.', 'http://a/b/c/.g',
      'http://a/b/c/g..', 'http://a/b/c/..g', 'http://a/b/c/h', 'this:that', './this:that', 'this%3Athat',
      'HTTP://a/', 'mailto:a@b', '//user:pw@[::1]:80/x', '//[::1]', 'http://[::1]:65536/',
    ],
    reject: [
      { input: 'a b', offset: 1, code: 'char.space', reason: 'rel_path: pchar has no space' },
      { input: '../a b', offset: 4, code: 'char.space', reason: 'space in a relative path' },
      { input: ' ', offset: 0, code: 'char.space', reason: 'a lone space' },
      { input: '#a#b', offset: 2, code: 'fragment.second-hash', reason: 'fragment = *( uchar | reserved )' },
      { input: '//a#b#c', offset: 5, code: 'fragment.second-hash', reason: 'second "#" after a net_path' },
      { input: 'http://a/b?c#d#e', offset: 14, code: 'fragment.second-hash', reason: 'second "#"' },
      { input: 'http://a/b c', offset: 10, code: 'char.space', reason: 'space in a segment' },
      { input: 'http://a b/', offset: 8, code: 'char.space', reason: 'net_loc = *( pchar | ";" | "?" )' },
      { input: 'http:/ /', offset: 6, code: 'char.space', reason: 'space after abs_path "/"' },
      { input: '%zz', offset: 1, code: 'escape.bad-hex', reason: 'escape = "%" hex hex' },
      { input: 'a%', offset: 2, code: 'escape.truncated', reason: 'input ends after "%"' },
      { input: 'a%4', offset: 3, code: 'escape.truncated', reason: 'input ends after "%4"' },
      { input: 'http://a/%', offset: 10, code: 'escape.truncated', reason: 'truncated escape' },
      { input: '?q=%g', offset: 4, code: 'escape.bad-hex', reason: 'bad escape in the query' },
      { input: 'a{b', offset: 1, code: 'char.unsafe', reason: '"{" is national' },
      { input: 'a<b', offset: 1, code: 'char.unsafe', reason: '"<" is punctuation' },
      { input: 'a"', offset: 1, code: 'paste.quotes', reason: '<"> is punctuation' },
      { input: 'a|', offset: 1, code: 'char.unsafe', reason: '"|" is national' },
      { input: 'a\\b', offset: 1, code: 'char.unsafe', reason: '"\\" is national' },
      { input: '~user', offset: 0, code: 'char.unsafe', reason: '"~" is national in RFC 1808' },
      { input: 'a[', offset: 1, code: 'char.unsafe', reason: '"[" outside a net_loc' },
      { input: '[::1]', offset: 0, code: 'char.unsafe', reason: 'an IPv6 reference only after "//"' },
      { input: 'a\tb', offset: 1, code: 'paste.tab-or-newline', reason: 'TAB' },
      { input: 'a\u0000', offset: 1, code: 'char.control', reason: 'NUL' },
      { input: 'café', offset: 3, code: 'char.non-ascii', reason: 'non-ASCII' },
      { input: '\u00a0', offset: 0, code: 'char.non-ascii', reason: 'NO-BREAK SPACE is non-ASCII' },
      { input: '?a b', offset: 2, code: 'char.space', reason: 'space in the query' },
      { input: ';a b', offset: 2, code: 'char.space', reason: 'space in params' },
      { input: 'g;x?y#s t', offset: 7, code: 'char.space', reason: 'space in the fragment' },
      { input: 'mailto:a b', offset: 8, code: 'char.space', reason: 'absoluteURL: *( uchar | reserved )' },
      { input: '//[::1/', offset: 6, code: 'ipv6.unclosed', reason: 'net_loc-2732: "]" expected' },
      { input: '//[::1', offset: 6, code: 'ipv6.unclosed', reason: 'the input ends inside the brackets' },
      { input: '//[', offset: 3, code: 'ipv6.unclosed', reason: 'only "[": IPv6address expected, input ends' },
      { input: '//[fe80::1%eth0]/', offset: 10, code: 'ipv6.zone-id', reason: 'no zone id in RFC 2732' },
      { input: '//[1::2::3]/', offset: 8, code: 'ipv6.double-compression', reason: '"::" once' },
      { input: '//[::12345]/', offset: 9, code: 'ipv6.hex4-too-long', reason: 'hex4 = 1*4HEXDIG' },
      { input: '//[1:2:3:4:5:6:7:8:9]/', offset: 3, code: 'ipv6.group-count', reason: 'nine groups' },
      { input: 'http://[1:2:3:4:5:6:7]/', offset: 8, code: 'ipv6.group-count', reason: 'seven groups without "::"' },
      { input: 'http://[::ffff:1.2.3.256]/', offset: 21, code: 'ipv4.octet-out-of-range', reason: 'octet 256 in the IPv4 tail' },
      { input: '//[::1]x/', offset: 7, code: 'syntax.unexpected-char', reason: 'after "]": ":" *digit, abs_path, "#" or the end' },
      { input: '//[::1]:x/', offset: 8, code: 'port.bad-char', reason: 'net_loc-2732: ":" *digit (the component record reads "x" as the port)' },
      { input: '//u@[::1]@x', offset: 9, code: 'syntax.unexpected-char', reason: 'nothing but a port after "]"' },
      { input: '//[::g]', offset: 5, code: 'ipv6.bad-char', reason: '"g" is not HEXDIG' },
    ],
  },
  URL: {
    accept: [
      '#f', 'g', 'http://a/b', '', 'g:h#f',
    ],
    reject: [
      { input: 'a#b#', offset: 3, code: 'fragment.second-hash', reason: 'one "#"' },
    ],
  },
  absoluteURL: {
    accept: [
      'http://a/b/c/d;p?q', 'g:h', 'http:', 'HTTP:x',
    ],
    reject: [
      { input: 'a', offset: 1, code: 'scheme.missing', reason: 'scheme ":" expected' },
      { input: ':a', offset: 0, code: 'scheme.missing', reason: 'scheme = 1*( ... )' },
      { input: 'a:b c', offset: 3, code: 'char.space', reason: 'space' },
    ],
  },
  'generic-RL': {
    accept: [
      'http://a', 'g:h', 'http:', 'ftp:/x;y?z',
    ],
    reject: [
      { input: 'http', offset: 4, code: 'scheme.missing', reason: '":" expected' },
    ],
  },
  relativeURL: {
    accept: [
      'g', '//a/b', '/a', '', ';p?q',
    ],
    reject: [
      { input: 'a b', offset: 1, code: 'char.space', reason: 'space' },
    ],
  },
  net_path: {
    accept: [
      '//g', '//a/b', '//',
    ],
    reject: [
      { input: '/g', offset: 1, code: 'syntax.unexpected-char', reason: '"//" expected' },
    ],
  },
  abs_path: {
    accept: [
      '/g', '/', '/a;b?c',
    ],
    reject: [
      { input: 'g', offset: 0, code: 'syntax.unexpected-char', reason: '"/" expected' },
    ],
  },
  rel_path: {
    accept: [
      '', 'g;x?y', 'g', ';x', '?y',
    ],
    reject: [
      { input: '/g', offset: 0, code: 'syntax.unexpected-char', reason: 'rel_path: fsegment = 1*pchar first, no "/"' },
    ],
  },
  path: {
    accept: [
      'a//b', 'a', 'a/', 'a:b/c@d',
    ],
    reject: [
      { input: '/a', offset: 0, code: 'syntax.unexpected-char', reason: 'fsegment = 1*pchar first' },
      { input: '', offset: 0, code: 'input.empty', reason: 'fsegment = 1*pchar' },
    ],
  },
  fsegment: {
    accept: [
      'a:b@c&d=e', 'a',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: '1*pchar' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'one segment' },
    ],
  },
  segment: {
    accept: [
      '', 'a', '..',
    ],
    reject: [
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'one segment' },
      { input: 'a;b', offset: 1, code: 'syntax.unexpected-char', reason: 'pchar has no ";"' },
    ],
  },
  params: {
    accept: [
      'a;b', '', 'a/b;c',
    ],
    reject: [
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'params have no "?"' },
    ],
  },
  param: {
    accept: [
      'a/b', '', 'type=a',
    ],
    reject: [
      { input: 'a;b', offset: 1, code: 'syntax.unexpected-char', reason: 'one param' },
    ],
  },
  scheme: {
    accept: [
      'http', 'HTTP', 'x+y-z.1',
    ],
    reject: [
      { input: 'ht_tp', offset: 2, code: 'scheme.bad-char', reason: '"_" is not a scheme character' },
      { input: '', offset: 0, code: 'input.empty', reason: '1*( ... )' },
    ],
  },
  net_loc: {
    accept: [
      'a@b:80', 'a;b?c', '', 'user:pw@host',
    ],
    reject: [
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'net_loc has no "/"' },
      { input: '[::1]', offset: 0, code: 'char.unsafe', reason: 'plain RFC 1808 net_loc has no IPv6 literal' },
    ],
  },
  query: {
    accept: [
      'a/b?c;d', '', 'a=%20',
    ],
    reject: [
      { input: 'a b', offset: 1, code: 'char.space', reason: 'space' },
    ],
  },
  fragment: {
    accept: [
      'a/b?c', '',
    ],
    reject: [
      { input: 'a#b', offset: 1, code: 'fragment.second-hash', reason: 'fragment has no "#"' },
    ],
  },
  pchar: {
    accept: [
      ':', '@', 'a', '%20',
    ],
    reject: [
      { input: '/', offset: 0, code: 'syntax.unexpected-char', reason: '"/" is not pchar' },
    ],
  },
  uchar: {
    accept: [
      'a', '%41',
    ],
    reject: [
      { input: ';', offset: 0, code: 'syntax.unexpected-char', reason: '";" is reserved' },
    ],
  },
  unreserved: {
    accept: [
      'a', '$', '!',
    ],
    reject: [
      { input: '?', offset: 0, code: 'syntax.unexpected-char', reason: 'reserved' },
    ],
  },
  escape: {
    accept: [
      '%7E',
    ],
    reject: [
      { input: '%x', offset: 1, code: 'escape.bad-hex', reason: 'two hex digits' },
    ],
  },
  hex: {
    accept: [
      'a', 'F', '0',
    ],
    reject: [
      { input: 'G', offset: 0, code: 'syntax.unexpected-char', reason: 'not hex' },
    ],
  },
  alpha: {
    accept: [
      'a', 'Q',
    ],
    reject: [
      { input: '_', offset: 0, code: 'syntax.unexpected-char', reason: 'not alpha' },
    ],
  },
  lowalpha: {
    accept: [
      'q',
    ],
    reject: [
      { input: 'Q', offset: 0, code: 'syntax.unexpected-char', reason: 'lower case' },
    ],
  },
  hialpha: {
    accept: [
      'Q',
    ],
    reject: [
      { input: 'q', offset: 0, code: 'syntax.unexpected-char', reason: 'upper case' },
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
  safe: {
    accept: [
      '$', '+',
    ],
    reject: [
      { input: '!', offset: 0, code: 'syntax.unexpected-char', reason: '"!" is extra' },
    ],
  },
  extra: {
    accept: [
      '!', ',',
    ],
    reject: [
      { input: '$', offset: 0, code: 'syntax.unexpected-char', reason: '"$" is safe' },
    ],
  },
  national: {
    accept: [
      '{', '~',
    ],
    reject: [
      { input: '#', offset: 0, code: 'char.unsafe', reason: '"#" is punctuation' },
    ],
  },
  reserved: {
    accept: [
      ';', '=',
    ],
    reject: [
      { input: '+', offset: 0, code: 'syntax.unexpected-char', reason: '"+" is safe' },
    ],
  },
  punctuation: {
    accept: [
      '<', '"',
    ],
    reject: [
      { input: '{', offset: 0, code: 'char.unsafe', reason: '"{" is national' },
    ],
  },
};
