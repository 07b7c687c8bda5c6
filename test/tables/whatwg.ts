/**
 * The WHATWG URL Standard's URL-writing grammar (grammar/whatwg/rules.ts): accept and reject rows for
 * every production (`parseRule(key, input, { rfc: 'whatwg' })`), and for the start symbols of our
 * own for a known base (`rfc: 'urlgrammar'`, `WHATWG_BASE`).
 *
 * Data only. Each reject row carries the expected `offset` (the end of the longest viable prefix, the
 * NFA's; for `host.invalid-domain` and `host.ends-in-a-number`, the check after the parse, the
 * start of the domain; for `port.out-of-range`, the same check, the start of the port), the
 * expected `code` and a one-line reason in the standard's terms.
 */
import type { GrammarTable } from './errors.js';

/** The WHATWG URL-writing grammar's rules. */
export const WHATWG: GrammarTable = {
  'valid-host-string': {
    accept: ["example.com", "127.0.0.1", "[::1]", "EXAMPLE.com", "xn--53h.example", "\u2615.example"],
    reject: [
      { input: "a_b", offset: 1, code: 'syntax.unexpected-char', reason: "\"_\" is no character of a domain (UTS #46 UseSTD3ASCIIRules)" },
      { input: "a-.com", offset: 0, code: 'host.invalid-domain', reason: "a label ends with \"-\": the domain parser (CheckHyphens) rejects it" },
      { input: "example.255", offset: 0, code: 'host.ends-in-a-number', reason: "the last label is a number: no valid domain, and no IPv4 address" },
      { input: "[::1", offset: 4, code: 'ipv6.unclosed', reason: "an IPv6 address closes with \"]\"" },
      { input: "", offset: 0, code: 'input.empty', reason: "a valid domain string has one character at least" },
      { input: "a b", offset: 1, code: 'char.space', reason: "a space is in no host" },
      { input: "1.2.3.4.5", offset: 0, code: 'host.ends-in-a-number', reason: "five numbers: no IPv4 address, and a domain that ends in a number" },
    ],
  },
  'valid-domain-string': {
    accept: ["example", "a.b-c.d", "\u00f1.example"],
    reject: [
      { input: "a_b", offset: 1, code: 'syntax.unexpected-char', reason: "\"_\" is no character of a domain" },
      { input: "-a", offset: 0, code: 'host.invalid-domain', reason: "a label starts with \"-\" (CheckHyphens)" },
      { input: "a..b", offset: 0, code: 'host.invalid-domain', reason: "an empty label (VerifyDnsLength)" },
      { input: "", offset: 0, code: 'input.empty', reason: "empty" },
      { input: "x%41", offset: 1, code: 'escape.not-allowed', reason: "no percent-encoded bytes in a valid domain string" },
    ],
  },
  'valid-IPv4-address-string': {
    accept: ["0.0.0.0", "255.255.255.255", "192.0.2.1"],
    reject: [
      { input: "01.1.1.1", offset: 1, code: 'syntax.unexpected-char', reason: "\"shortest possible\": no leading zero" },
      { input: "256.1.1.1", offset: 2, code: 'syntax.unexpected-char', reason: "0 to 255: \"25\" then \"6\" is no \".\"" },
      { input: "1.2.3", offset: 5, code: 'input.unexpected-end', reason: "four numbers" },
      { input: "1.2.3.4.5", offset: 7, code: 'syntax.unexpected-char', reason: "four numbers, no fifth" },
    ],
  },
  'valid-IPv6-address-string': {
    accept: ["::", "::1", "1::", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4", "::ffff:192.0.2.1", "1:2:3:4:5:6:7::", "ABCD::ef01"],
    reject: [
      { input: "1:2:3:4:5:6:7", offset: 13, code: 'input.unexpected-end', reason: "seven pieces without \"::\": effective piece length 8 is needed" },
      { input: "1::2::3", offset: 5, code: 'ipv6.double-compression', reason: "\"::\" once" },
      { input: "01::1", offset: 1, code: 'ipv6.bad-char', reason: "a piece has no leading zero" },
      { input: "12345::", offset: 4, code: 'ipv6.hex4-too-long', reason: "a piece is at most four hex digits (0 to 0xFFFF)" },
      { input: ":1", offset: 1, code: 'ipv6.bad-char', reason: "a lone \":\" at the start" },
      { input: "1:", offset: 2, code: 'input.unexpected-end', reason: "a \":\" must be followed by a piece" },
      { input: "1:2:3:4:5:6:7:8:9", offset: 15, code: 'ipv6.bad-char', reason: "nine pieces" },
      { input: "::1.2.3.04", offset: 9, code: 'ipv6.bad-char', reason: "the IPv4 address's numbers have no leading zero either" },
    ],
  },
  'valid-opaque-host-string': {
    accept: ["a~b!c", "h%40x", "[::1]", "\u00e9"],
    reject: [
      { input: "a@b", offset: 1, code: 'syntax.unexpected-char', reason: "\"@\" is a forbidden host code point" },
      { input: "a:b", offset: 1, code: 'syntax.unexpected-char', reason: "\":\" is a forbidden host code point" },
      { input: "", offset: 0, code: 'input.empty', reason: "one URL unit at least (the empty host is opaque-host-and-port's)" },
      { input: "[::1", offset: 4, code: 'ipv6.unclosed', reason: "an IPv6 address closes with \"]\"" },
      { input: "a b", offset: 1, code: 'char.space', reason: "a space is no URL unit" },
    ],
  },
  'valid-URL-string': {
    accept: ["https://example.com/", "a/b", "#f", "//h/p", "?q", "foo:bar"],
    reject: [
      { input: "https:example.org", offset: 6, code: 'scheme.missing-slashes', reason: "a special scheme is followed by \"//\"" },
      { input: "a b", offset: 1, code: 'char.space', reason: "a space is no URL unit" },
      { input: "http://[::1", offset: 11, code: 'ipv6.unclosed', reason: "an IPv6 address closes with \"]\"" },
      { input: "https://u@h/", offset: 9, code: 'userinfo.not-allowed', reason: "there is no way to write credentials in a valid URL string" },
    ],
  },
  'absolute-URL-with-fragment-string': {
    accept: ["https://example.com/a?b#c", "foo:", "file:///C:/demo", "urn:isbn:0451450523", "hello:world#x"],
    reject: [
      { input: "https:example.org", offset: 6, code: 'scheme.missing-slashes', reason: "\"//\" after a special scheme" },
      { input: "file:/path", offset: 6, code: 'syntax.unexpected-char', reason: "a file URL is \"file://\" and an optional host" },
      { input: "a/b", offset: 1, code: 'syntax.unexpected-char', reason: "no scheme" },
      { input: "foo://h@x", offset: 7, code: 'userinfo.not-allowed', reason: "\"@\" in an opaque host: no credentials" },
      { input: "https://h/#%zz", offset: 12, code: 'syntax.unexpected-char', reason: "a percent-encoded byte is \"%\" and two hex digits" },
    ],
  },
  'absolute-URL-string': {
    accept: ["https://h", "ftp://h:21/a", "foo://", "foo:////bar", "foo:/x?y"],
    reject: [
      { input: "https://h#f", offset: 9, code: 'char.unsafe', reason: "an absolute-URL string has no fragment" },
      { input: "http:/x", offset: 6, code: 'scheme.missing-slashes', reason: "\"//\" after a special scheme, not \"/\"" },
      { input: "ws:x", offset: 3, code: 'scheme.missing-slashes', reason: "\"//\" after a special scheme" },
      { input: "file:", offset: 5, code: 'input.unexpected-end', reason: "\"//\" after \"file:\"" },
      { input: "1a:b", offset: 0, code: 'syntax.unexpected-char', reason: "a scheme starts with a letter" },
    ],
  },
  'special-non-file-scheme': {
    accept: ["http", "HTTPS", "ftp", "ws", "wSs"],
    reject: [
      { input: "file", offset: 1, code: 'syntax.unexpected-char', reason: "\"file\" is special, but not this rule's (\"f\" could start \"ftp\")" },
      { input: "htt", offset: 3, code: 'input.unexpected-end', reason: "not a special scheme: \"htt\" is a prefix of \"http\"" },
      { input: "mailto", offset: 0, code: 'syntax.unexpected-char', reason: "not special" },
      { input: "h", offset: 1, code: 'input.unexpected-end', reason: "a prefix of \"http\"" },
    ],
  },
  'non-special-scheme': {
    accept: ["foo", "httpx", "ht", "files", "w", "f1+.-"],
    reject: [
      { input: "http", offset: 4, code: 'input.unexpected-end', reason: "a special scheme" },
      { input: "FILE", offset: 4, code: 'input.unexpected-end', reason: "\"file\", in any case, is special" },
      { input: "wss", offset: 3, code: 'input.unexpected-end', reason: "a special scheme" },
      { input: "1a", offset: 0, code: 'syntax.unexpected-char', reason: "a scheme starts with a letter" },
      { input: "a_b", offset: 1, code: 'syntax.unexpected-char', reason: "\"_\" is no scheme character" },
    ],
  },
  'file-scheme': {
    accept: ["file", "FILE", "File"],
    reject: [
      { input: "fil", offset: 3, code: 'input.unexpected-end', reason: "\"file\" only" },
      { input: "files", offset: 4, code: 'syntax.unexpected-char', reason: "\"file\" only" },
      { input: "http", offset: 0, code: 'syntax.unexpected-char', reason: "\"file\" only" },
    ],
  },
  'URL-scheme-string': {
    accept: ["a", "http", "a1+-."],
    reject: [
      { input: "1a", offset: 0, code: 'syntax.unexpected-char', reason: "starts with an ASCII alpha" },
      { input: "", offset: 0, code: 'input.empty', reason: "one letter at least" },
      { input: "a_b", offset: 1, code: 'syntax.unexpected-char', reason: "\"_\" is no scheme character" },
      { input: "+a", offset: 0, code: 'syntax.unexpected-char', reason: "starts with an ASCII alpha" },
    ],
  },
  'relative-URL-with-fragment-string': {
    accept: ["#f", "a/b?c#d", "//h/p", "", "/p"],
    reject: [
      { input: "a:b", offset: 1, code: 'syntax.unexpected-char', reason: "a relative string does not start with a scheme and \":\"" },
      { input: "a b", offset: 1, code: 'char.space', reason: "a space is no URL unit" },
      { input: "//h:8x", offset: 5, code: 'port.bad-char', reason: "a port is digits" },
      { input: "#%", offset: 2, code: 'input.unexpected-end', reason: "\"%\" starts a percent-encoded byte" },
    ],
  },
  'relative-URL-string': {
    accept: ["/p", "p", "//h", "//h%40x", "?q", ""],
    reject: [
      { input: "a:b", offset: 1, code: 'syntax.unexpected-char', reason: "starts with a scheme and \":\"" },
      { input: "/p#f", offset: 2, code: 'char.unsafe', reason: "a relative-URL string has no fragment" },
      { input: "\\\\x", offset: 0, code: 'file.windows-path', reason: "\"\\\" is no URL unit" },
      { input: "//h:x", offset: 4, code: 'port.bad-char', reason: "a port is digits" },
    ],
  },
  'scheme-relative-special-URL-string': {
    accept: ["//h", "//h:80/p", "//1.2.3.4", "//[::1]:/"],
    reject: [
      { input: "//", offset: 2, code: 'input.unexpected-end', reason: "a special URL has a host" },
      { input: "/h", offset: 1, code: 'syntax.unexpected-char', reason: "\"//\" first" },
      { input: "//h:8x", offset: 5, code: 'port.bad-char', reason: "a port is digits" },
      { input: "//u@h", offset: 3, code: 'userinfo.not-allowed', reason: "no credentials" },
    ],
  },
  'URL-port-string': {
    accept: ["", "80", "00080", "65535", "0000065535"],
    reject: [
      { input: "65536", offset: 0, code: 'port.out-of-range', reason: "a 16-bit unsigned integer: at most 65535 (the check after the parse; DECISIONS 31)" },
      { input: "99999999999999999999999", offset: 0, code: 'port.out-of-range', reason: "over 65535, however many digits" },
      { input: "8x", offset: 1, code: 'syntax.unexpected-char', reason: "digits only" },
      { input: "-1", offset: 0, code: 'syntax.unexpected-char', reason: "digits only" },
      { input: " 80", offset: 0, code: 'paste.whitespace', reason: "digits only (the report calls a leading space a pasting mistake)" },
    ],
  },
  'scheme-relative-URL-string': {
    accept: ["//", "//h", "//h:1/p", "////p", "//[::1]"],
    reject: [
      { input: "//h@x", offset: 3, code: 'userinfo.not-allowed', reason: "\"@\" is a forbidden host code point" },
      { input: "/h", offset: 1, code: 'syntax.unexpected-char', reason: "\"//\" first" },
      { input: "//h:x", offset: 4, code: 'port.bad-char', reason: "a port is digits" },
      { input: "//a b", offset: 3, code: 'char.space', reason: "a space is no URL unit" },
    ],
  },
  'opaque-host-and-port-string': {
    accept: ["", "h", "h:", "h:80", "[::1]:80"],
    reject: [
      { input: ":80", offset: 0, code: 'syntax.unexpected-char', reason: "a port needs a host before it" },
      { input: "h:x", offset: 2, code: 'syntax.unexpected-char', reason: "a port is digits" },
      { input: "a@b", offset: 1, code: 'syntax.unexpected-char', reason: "\"@\" is a forbidden host code point" },
      { input: "[::1", offset: 4, code: 'ipv6.unclosed', reason: "an IPv6 address closes with \"]\"" },
    ],
  },
  'scheme-relative-file-URL-string': {
    accept: ["//", "//host", "//host/C:", "///path", "////p"],
    reject: [
      { input: "/path", offset: 1, code: 'syntax.unexpected-char', reason: "\"//\" first" },
      { input: "//host:80", offset: 6, code: 'syntax.unexpected-char', reason: "a file URL has no port" },
      { input: "//a b", offset: 3, code: 'char.space', reason: "a space is in no host" },
      { input: "//host?", offset: 6, code: 'syntax.unexpected-char', reason: "no query in this rule (absolute-URL-string adds it)" },
    ],
  },
  'path-absolute-URL-string': {
    accept: ["/", "//", "/a/b", "/./..", "/%2e/%41"],
    reject: [
      { input: "", offset: 0, code: 'input.empty', reason: "starts with \"/\"" },
      { input: "a", offset: 0, code: 'syntax.unexpected-char', reason: "starts with \"/\"" },
      { input: "/a b", offset: 2, code: 'char.space', reason: "a space is no URL unit" },
      { input: "/a?b", offset: 2, code: 'syntax.unexpected-char', reason: "\"?\" ends a path segment" },
      { input: "/%", offset: 2, code: 'input.unexpected-end', reason: "\"%\" starts a percent-encoded byte" },
    ],
  },
  'path-absolute-non-authority-URL-string': {
    accept: ["/", "/a", "/a//b", "/a/"],
    reject: [
      { input: "//", offset: 1, code: 'syntax.unexpected-char', reason: "does not start with \"//\"" },
      { input: "//a", offset: 1, code: 'syntax.unexpected-char', reason: "does not start with \"//\"" },
      { input: "a", offset: 0, code: 'syntax.unexpected-char', reason: "starts with \"/\"" },
      { input: "/a b", offset: 2, code: 'char.space', reason: "a space is no URL unit" },
    ],
  },
  'path-relative-URL-string': {
    accept: ["", "a", "a/b", "a:b", "a//"],
    reject: [
      { input: "/a", offset: 0, code: 'syntax.unexpected-char', reason: "does not start with \"/\"" },
      { input: "a b", offset: 1, code: 'char.space', reason: "a space is no URL unit" },
      { input: "a?b", offset: 1, code: 'syntax.unexpected-char', reason: "\"?\" ends a path segment" },
    ],
  },
  'path-relative-scheme-less-URL-string': {
    accept: ["", "a", "1a:b", "a/b:c", "a_b:c", "%41:b", ":a"],
    reject: [
      { input: "a:b", offset: 1, code: 'syntax.unexpected-char', reason: "\"a:\" is a scheme and \":\"" },
      { input: "http:x", offset: 4, code: 'syntax.unexpected-char', reason: "\"http:\" is a scheme and \":\"" },
      { input: "a+b:c", offset: 3, code: 'syntax.unexpected-char', reason: "\"a+b:\" is a scheme and \":\"" },
      { input: "/a", offset: 0, code: 'syntax.unexpected-char', reason: "does not start with \"/\"" },
      { input: "a b", offset: 1, code: 'char.space', reason: "a space is no URL unit" },
    ],
  },
  'opaque-path-URL-string': {
    accept: ["", "a", "a:b/c", "a@b", "world"],
    reject: [
      { input: "/a", offset: 0, code: 'syntax.unexpected-char', reason: "the first unit is not \"/\"" },
      { input: "a?b", offset: 1, code: 'syntax.unexpected-char', reason: "\"?\" ends an opaque path" },
      { input: "a b", offset: 1, code: 'char.space', reason: "a space is no URL unit" },
      { input: "a#b", offset: 1, code: 'char.unsafe', reason: "\"#\" is no URL unit" },
    ],
  },
  'URL-path-segment-string': {
    accept: ["", "a", ".", "..", "%2e%2E", "a:b@c"],
    reject: [
      { input: "a/b", offset: 1, code: 'syntax.unexpected-char', reason: "\"/\" ends a segment" },
      { input: "a?b", offset: 1, code: 'syntax.unexpected-char', reason: "\"?\" ends a segment" },
      { input: "a b", offset: 1, code: 'char.space', reason: "a space is no URL unit" },
      { input: "%", offset: 1, code: 'input.unexpected-end', reason: "\"%\" and two hex digits" },
      { input: "a\\b", offset: 1, code: 'char.unsafe', reason: "\"\\\" is no URL unit" },
    ],
  },
  'URL-query-string': {
    accept: ["", "a=b&c", "/?@:", "%25", "\ud83d\ude00"],
    reject: [
      { input: "a b", offset: 1, code: 'char.space', reason: "a space is no URL unit" },
      { input: "#", offset: 0, code: 'char.unsafe', reason: "\"#\" is no URL unit" },
      { input: "%zz", offset: 1, code: 'syntax.unexpected-char', reason: "\"%\" and two hex digits" },
      { input: "\u007f", offset: 0, code: 'char.control', reason: "DELETE is no URL code point" },
    ],
  },
  'URL-fragment-string': {
    accept: ["", "f", "/?", "\u00a0", "\udbff\udffd"],
    reject: [
      { input: "a#b", offset: 1, code: 'char.unsafe', reason: "\"#\" is no URL unit" },
      { input: "%", offset: 1, code: 'input.unexpected-end', reason: "\"%\" and two hex digits" },
      { input: "\ufdd0", offset: 0, code: 'char.non-ascii', reason: "a noncharacter is no URL code point" },
      { input: "\udbff\udfff", offset: 0, code: 'char.non-ascii', reason: "a noncharacter is no URL code point" },
      { input: "`", offset: 0, code: 'char.unsafe', reason: "\"`\" is no URL code point" },
    ],
  },
};

/** The start symbols of our own (grammar/whatwg/rules.ts, section `whatwg-base`): a valid URL string for a base of each kind. */
export const WHATWG_BASE: GrammarTable = {
  'valid-URL-string-special-base': {
    accept: ['https://example.com/', 'example', '//example.com/path', '/path', 'path/../file', '?q=%25#fragment', '#f', ''],
    reject: [
      { input: '//:80', offset: 2, code: 'syntax.unexpected-char', reason: 'a special base: "//" is followed by a host' },
      { input: '\\example\\path', offset: 0, code: 'char.unsafe', reason: 'a backslash is no URL unit (a special base reads it as "/"; a valid URL string writes "/")' },
      { input: 'foo/%', offset: 5, code: 'input.unexpected-end', reason: '"%" and two hex digits' },
    ],
  },
  'valid-URL-string-file-base': {
    accept: ['/C:/path', '../path', '//host/x', '///p', 'file:///x'],
    reject: [
      { input: '//:80', offset: 2, code: 'syntax.unexpected-char', reason: 'a file base: "//" is followed by a host or a path, not a port' },
      { input: 'c|/path/to/file', offset: 1, code: 'char.unsafe', reason: '"|" is no URL unit' },
    ],
  },
  'valid-URL-string-other-base': {
    accept: ['//h/p', '//', '//h%40x', 'p', '/p', 'foo:bar'],
    reject: [
      { input: '//h:8x', offset: 5, code: 'port.bad-char', reason: 'a port is digits' },
      { input: '//h@x', offset: 3, code: 'userinfo.not-allowed', reason: '"@" is a forbidden host code point' },
    ],
  },
  'valid-URL-string-opaque-base': {
    accept: ['#frag', '#frag%25', '#', 'foo:opaque'],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: 'a base with an opaque path: only "#" and a fragment, or an absolute URL' },
      { input: '?query', offset: 0, code: 'syntax.unexpected-char', reason: 'no query after a base with an opaque path' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'no path after a base with an opaque path ("a" could start a scheme)' },
      { input: '#frag%', offset: 6, code: 'input.unexpected-end', reason: '"%" and two hex digits' },
    ],
  },
};
