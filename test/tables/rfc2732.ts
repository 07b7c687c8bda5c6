/**
 * RFC 2732 §3 (and §2 examples), RFC 2373 Appendix B / §2.2 (IPv6 text forms), and the glue rules.
 *
 * `RFC2732` keys `rfc1738` / `rfc1808` are start symbols (the §2 example URLs, under both grammars); other keys are
 * RFC 2732 rules (`{ rfc: 2732 }`). `RFC2373` keys are RFC 2373 rules (`{ rfc: 2373 }`); `GLUE` keys are the
 * project's glue rules (`{ rfc: 'urlgrammar' }`).
 *
 * Data only. Each reject row carries the expected `offset` (UTF-16), derived from the BNF as "the first
 * position at which no derivation of the BNF can continue", the expected `code` (src/diagnostics/codes.ts) and a
 * one-line reason.
 */
import type { GrammarTable } from './errors.js';

/** RFC 2732 §3, and the §2 example URLs verbatim. */
export const RFC2732: GrammarTable = {
  rfc1738: {
    accept: [
      'http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html',
      'http://[1080:0:0:0:8:800:200C:417A]/index.html', 'http://[3ffe:2a00:100:7031::1]',
      'http://[1080::8:800:200C:417A]/foo', 'http://[::192.9.5.5]/ipng',
      'http://[::FFFF:129.144.52.38]:80/index.html', 'http://[2010:836B:4179::836B:4179]',
    ],
    reject: [
    ],
  },
  rfc1808: {
    accept: [
      'http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html',
      'http://[1080:0:0:0:8:800:200C:417A]/index.html', 'http://[3ffe:2a00:100:7031::1]',
      'http://[1080::8:800:200C:417A]/foo', 'http://[::192.9.5.5]/ipng',
      'http://[::FFFF:129.144.52.38]:80/index.html', 'http://[2010:836B:4179::836B:4179]',
    ],
    reject: [
    ],
  },
  host: {
    accept: [
      '[::1]', 'www.example.org', '1.2.3.4', '[::FFFF:129.144.52.38]',
    ],
    reject: [
      { input: '[::1', offset: 4, code: 'ipv6.unclosed', reason: '"]" expected' },
      { input: '[fe80::1%eth0]', offset: 8, code: 'ipv6.zone-id', reason: 'no zone id' },
      { input: '[1::2::3]', offset: 6, code: 'ipv6.double-compression', reason: '"::" once' },
      { input: '[]', offset: 1, code: 'ipv6.bad-char', reason: 'empty brackets' },
      { input: '[::1]x', offset: 5, code: 'host.bad-char', reason: 'host ends at "]"' },
      { input: '[::1]]', offset: 5, code: 'host.bad-char', reason: 'one "]"' },
      { input: '-a', offset: 0, code: 'host.label-edge-hyphen', reason: 'hostname label starts with "-"' },
      { input: '256.1.1.1', offset: 0, code: 'ipv4.octet-out-of-range', reason: 'IPv4address (RFC 2373) matches; 256 > 255' },
      { input: '1.2.3.4.5', offset: 9, code: 'host.toplabel-digit', reason: 'five numbers: not IPv4address; as hostname the last label starts with a digit' },
    ],
  },
  ipv6reference: {
    accept: [
      '[::1]', '[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]', '[::13.1.68.3]',
    ],
    reject: [
      { input: '::1', offset: 0, code: 'syntax.unexpected-char', reason: 'ipv6reference starts with "["' },
      { input: '[::1', offset: 4, code: 'ipv6.unclosed', reason: '"]" expected' },
    ],
  },
  reserved: {
    accept: [
      ';', '/', '?', ':', '@', '&', '=', '+', '$', ',', '[', ']',
    ],
    reject: [
      { input: '{', offset: 0, code: 'char.unsafe', reason: '"{" is unwise' },
    ],
  },
  unwise: {
    accept: [
      '{', '}', '|', '\\', '^', '`',
    ],
    reject: [
      { input: '[', offset: 0, code: 'char.unsafe', reason: 'RFC 2732 removes "[" from unwise' },
    ],
  },
};

/** RFC 2373: every §2.2 example (and every RFC 2732 §2 address) verbatim must be accepted. */
export const RFC2373: GrammarTable = {
  IPv6address: {
    accept: [
      'FEDC:BA98:7654:3210:FEDC:BA98:7654:3210', '1080:0:0:0:8:800:200C:417A', 'FF01:0:0:0:0:0:0:101',
      '0:0:0:0:0:0:0:1', '0:0:0:0:0:0:0:0', '1080::8:800:200C:417A', 'FF01::101', '::1', '::',
      '0:0:0:0:0:0:13.1.68.3', '0:0:0:0:0:FFFF:129.144.52.38', '::13.1.68.3', '::FFFF:129.144.52.38',
      '1080:0:0:0:8:800:200C:4171', '3ffe:2a00:100:7031::1', '::192.9.5.5', '2010:836B:4179::836B:4179', '1::',
      '1:2:3:4:5:6:7::', '::1:2:3:4:5:6:7', '1:2:3:4:5:6:1.2.3.4', '1::1.2.3.4', 'abcd::EF01', 'fe80::1',
    ],
    reject: [
      { input: '1:2:3:4:5:6:7:8:9', offset: 0, code: 'ipv6.group-count', reason: 'nine groups; RFC 2373 §2.2 has eight' },
      { input: '1::2::3', offset: 5, code: 'ipv6.double-compression', reason: '"::" can only appear once (§2.2)' },
      { input: '12345::', offset: 4, code: 'ipv6.hex4-too-long', reason: 'hex4 = 1*4HEXDIG' },
      { input: '1:2:3:4:5:6:7', offset: 0, code: 'ipv6.group-count', reason: 'seven groups without "::"' },
      { input: '::1:2:3:4:5:6:7:8', offset: 0, code: 'ipv6.group-count', reason: 'eight groups and "::"' },
      { input: '1:2:3:4:5:6:7:1.2.3.4', offset: 0, code: 'ipv6.group-count', reason: 'seven groups and an IPv4 tail (two more)' },
      { input: ':1', offset: 1, code: 'ipv6.bad-char', reason: 'a single leading ":"' },
      { input: '1:', offset: 2, code: 'input.unexpected-end', reason: 'hex4 or ":" expected after "1:"' },
      { input: '1:::2', offset: 3, code: 'ipv6.double-compression', reason: '":::" holds "::" twice (after "::" a hex4, an IPv4address, or the end)' },
      { input: 'g::', offset: 0, code: 'ipv6.bad-char', reason: '"g" is not HEXDIG' },
      { input: '::g', offset: 2, code: 'ipv6.bad-char', reason: '"g" is not HEXDIG' },
      { input: '1.2.3.4', offset: 1, code: 'ipv6.bad-char', reason: 'an IPv4address alone is not an IPv6address' },
      { input: '::1.2.3.4.5', offset: 9, code: 'ipv6.bad-char', reason: 'the IPv4 tail has four parts' },
      { input: '::1.2.3.256', offset: 8, code: 'ipv4.octet-out-of-range', reason: 'octet 256' },
      { input: '::1.2.3.1234', offset: 11, code: 'ipv6.bad-char', reason: 'IPv4address: 1*3DIGIT' },
      { input: '::1.2.3', offset: 7, code: 'input.unexpected-end', reason: 'IPv4address needs four parts' },
      { input: '', offset: 0, code: 'input.empty', reason: 'empty' },
      { input: '::1%eth0', offset: 3, code: 'ipv6.zone-id', reason: 'zone id' },
    ],
  },
  IPv4address: {
    accept: [
      '1.2.3.4', '255.255.255.255', '0.0.0.0', '13.1.68.3',
    ],
    reject: [
      { input: '256.1.1.1', offset: 0, code: 'ipv4.octet-out-of-range', reason: '256 > 255' },
      { input: '1.2.3', offset: 5, code: 'input.unexpected-end', reason: 'four parts' },
      { input: '1.2.3.4.5', offset: 7, code: 'syntax.unexpected-char', reason: 'four parts only' },
      { input: '1234.1.1.1', offset: 3, code: 'syntax.unexpected-char', reason: '1*3DIGIT' },
      { input: 'a.b.c.d', offset: 0, code: 'syntax.unexpected-char', reason: 'DIGIT expected' },
      { input: '1..2.3', offset: 2, code: 'syntax.unexpected-char', reason: 'empty part' },
    ],
  },
  IPv6prefix: {
    accept: [
      '12AB:0000:0000:CD30:0000:0000:0000:0000/60', '12AB::CD30:0:0:0:0/60', '12AB:0:0:CD30::/60',
      '12AB:0:0:CD30:123:4567:89AB:CDEF/60',
    ],
    reject: [
      { input: '12AB::/', offset: 7, code: 'input.unexpected-end', reason: '1*2DIGIT' },
      { input: '12AB::/123', offset: 9, code: 'syntax.unexpected-char', reason: 'prefix length is 1*2DIGIT' },
      { input: '::', offset: 2, code: 'input.unexpected-end', reason: '"/" expected' },
    ],
  },
  hexpart: {
    accept: [
      '1::2', '::', '1:2', '1::', '::1',
    ],
    reject: [
      { input: '1::2::3', offset: 5, code: 'ipv6.double-compression', reason: '"::" once' },
      { input: ':', offset: 1, code: 'input.unexpected-end', reason: '"::" or hex4' },
    ],
  },
  hexseq: {
    accept: [
      '1:2:3', 'ffff', '1:2:3:4:5:6:7:8:9',
    ],
    reject: [
      { input: '1::2', offset: 2, code: 'ipv6.bad-char', reason: 'hexseq has no "::"' },
      { input: '1:', offset: 2, code: 'input.unexpected-end', reason: 'hex4 after ":"' },
    ],
  },
  hex4: {
    accept: [
      'ABCD', 'abcd', '0', 'fF0',
    ],
    reject: [
      { input: '12345', offset: 4, code: 'ipv6.hex4-too-long', reason: '1*4HEXDIG' },
      { input: '', offset: 0, code: 'input.empty', reason: 'at least one HEXDIG' },
      { input: 'g', offset: 0, code: 'ipv6.bad-char', reason: 'not HEXDIG' },
    ],
  },
};

/** The glue rules of grammar/glue.ts. */
export const GLUE: GrammarTable = {
  'URL-1738': {
    accept: [
      'http://a/#f', 'foo:bar#x', 'ftp://h/p;type=a#x',
    ],
    reject: [
      { input: 'http://a/#f#g', offset: 11, code: 'fragment.second-hash', reason: 'one "#" fragment' },
    ],
  },
  'URL-1808': {
    accept: [
      'http://a/b/c/d;p?q#f', 'g:h', 'http:g', 'mailto:a@b#x', 'HTTP://a/#', 'urn:isbn:0451450523#p',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: 'an absoluteURL starts with a scheme' },
      { input: '../g', offset: 2, code: 'scheme.missing', reason: 'a relativeURL is RFC 1808 URL, not URL-1808 ("." is a scheme character: ":" expected at "/")' },
      { input: '//g', offset: 0, code: 'scheme.missing', reason: 'a net_path is relative' },
      { input: '#s', offset: 0, code: 'scheme.missing', reason: 'a fragment alone is relative' },
      { input: 'http://a/#f#g', offset: 11, code: 'fragment.second-hash', reason: 'one "#" fragment' },
      { input: 'http://[::1]/', offset: 7, code: 'char.unsafe', reason: 'read alone, net_loc is RFC 1808\'s (the rfc1808 profile reads net_loc-2732)' },
    ],
  },
  'URI-2396': {
    accept: [
      'http://a/b/c/d;p?q#f', 'g:h', 'http:g', 'mailto:a@b#x', 'HTTP://a/#', 'urn:isbn:0451450523#p',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: 'an absoluteURI starts with a scheme (URI-reference takes the empty string)' },
      { input: '../g', offset: 0, code: 'scheme.missing', reason: 'a relativeURI is RFC 2396 URI-reference, not URI-2396' },
      { input: '//g', offset: 0, code: 'scheme.missing', reason: 'a net_path is relative' },
      { input: '#s', offset: 0, code: 'scheme.missing', reason: 'a fragment alone is relative' },
      { input: 'http://a/#f#g', offset: 11, code: 'fragment.second-hash', reason: 'one "#" fragment' },
      { input: 'http://[::1]/', offset: 7, code: 'host.bad-char', reason: 'read alone, host is RFC 2396\'s (the rfc2396+2732 profile reads RFC 2732 host)' },
    ],
  },
  'userinfo-2732': {
    accept: ['', 'user', 'u:p', 'a%41;b?c&d=e'],
    reject: [
      { input: 'a@b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "@" in the user information (RFC 2396 §3.2.2)' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'a space' },
    ],
  },
  'net_loc-2732': {
    accept: [
      '[::1]', 'u@[::1]:80', 'host:80', '', '[::1]:', 'a@b@host',
    ],
    reject: [
      { input: 'a@b@[::1]', offset: 4, code: 'char.unsafe', reason: 'before an IPv6 literal the user information has no "@"; the plain net_loc has no "["' },
      { input: '[::1', offset: 4, code: 'ipv6.unclosed', reason: '"]" expected' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'net_loc has no "/"' },
    ],
  },
  httpsurl: {
    accept: ['https://example.com', 'https://h:8080/a?b', 'https://1.2.3.4/'],
    reject: [
      { input: 'https://exa_mple.com/', offset: 11, code: 'host.bad-char', reason: 'the http host rules (RFC 2818 §2.4): no "_" in a hostname' },
      { input: 'http://h/', offset: 4, code: 'syntax.unexpected-char', reason: '"https://" is the literal' },
      { input: 'https://h:/', offset: 10, code: 'port.empty', reason: 'port = digits, at least one' },
    ],
  },
  url: {
    accept: ['https://h/', 'http://h/', 'x:y'],
    reject: [
      { input: 'https:foo', offset: 6, code: 'scheme.missing-slashes', reason: 'https must match httpsurl; no otherurl fallback' },
      { input: 'https://a b/', offset: 9, code: 'char.space', reason: 'a space in the host' },
    ],
  },
};
