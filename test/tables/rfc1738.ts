/**
 * RFC 1738 §5 "BNF for specific URL schemes": accept and reject rows per production.
 *
 * Key `rfc1738` is the start symbol (`parseURL(input, { grammar: 'rfc1738' })`: RFC 1738 url with RFC 2732 hosts and an
 * RFC 1808 fragment); every other key is an RFC 1738 rule, run with `parseRule(key, input, { rfc: 1738 })`.
 * The `url` rule dispatches on the scheme (grammar README deviation): a registered scheme must match its own
 * production, so `http:foo` is not an otherurl; offsets for http, ftp, ... read the scheme's production.
 *
 * Data only. Each reject row carries the expected `offset` (UTF-16), derived from the BNF as "the first
 * position at which no derivation of the BNF can continue", the expected `code` (src/diagnostics/codes.ts) and a
 * one-line reason.
 */
import type { GrammarTable } from './errors.js';

/** RFC 1738 §5, keyed by rule name. */
export const RFC1738: GrammarTable = {
  rfc1738: {
    accept: [
      'ftp://@host.com/', 'ftp://host.com/', 'ftp://foo:@host.com/', 'ftp://myname@host.dom/%2Fetc/motd',
      'ftp://myname@host.dom/etc/motd', 'ftp://myname@host.dom//etc/motd',
      'file://vms.host.edu/disk$user/my/notes/note12345.txt', 'prospero://host.dom//pros/name',
      'ftp://info.cern.ch/pub/www/doc;type=d', 'ftp://ds.internic.net/rfc/rfc1436.txt;type=a',
      'ftp://ds.internic.net/rfc/rfc1630.txt', 'ftp://info.cern.ch/pub/www/doc/http-spec.txt.Z',
      'ftp://uu.psi.com/wp/nir.txt', 'http://www.example.org/', 'http://www.example.org', 'http://a/',
      'http://example.org:80/', 'http://example.org:65535/', 'http://1.2.3.4/', 'http://255.255.255.255:8080/x',
      'http://a/b;c:d@e&f=g/h?i;j:k@l&m=n', 'http://a/?q', 'http://a/%7Euser/', 'http://a/b#frag', 'http://a#frag',
      'http://a/b?c#d', 'http://x-1.y2.z/', 'http://a/$-_.+!*\'(),', 'ftp://user:pass@host:21/a/b/c;type=I',
      'ftp://host/a?b:c@d&e=f', 'ftp://host/', 'ftp://host', 'ftp://host/file;type=A', 'file://localhost/etc/fstab',
      'file:///etc/fstab', 'file://host.example/a/b', 'file://1.2.3.4/x', 'file:///a?b:c@d&e=f',
      'gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles', 'gopher://host', 'gopher://host/',
      'gopher://host:70/1', 'gopher://host/1sel%09search%09gplus', 'mailto:mduerst@ifi.unizh.ch', 'mailto:a',
      'mailto:a@b;c=d', 'news:comp.infosystems.www.misc', 'news:*', 'news:123@host.example', 'news:a.b-c+d_e',
      'news:*@host', 'nntp://news.example.org/comp.lang', 'nntp://news.example.org:119/comp.lang/123',
      'telnet://host', 'telnet://host/', 'telnet://user:pass@host.example:23/', 'wais://host/db',
      'wais://host:210/db?query', 'wais://host/db/type/path', 'wais://host/', 'prospero://host/path',
      'prospero://host:1525/a/b;x=y;z=w', 'prospero://host/a;b=', 'foo:bar', 'x-y+z.1:anything;/?:@&=', 'foo:',
      'foo://[::1]/x', 'foo://user:pw@host:9/p', 'urn:isbn:0451450523', '1a:b', 'ftp://[::1]/pub',
      'telnet://u@[FEDC::1]:23/', 'gopher://[::1]:70/1',
    ],
    reject: [
      { input: 'http://www.exa mple.org/', offset: 14, code: 'char.space', reason: 'a space ends the domainlabel "exa"; no rule continues with a space' },
      { input: ' http://example.com/', offset: 0, code: 'paste.whitespace', reason: 'a leading space: pasted with the text around it, not a missing scheme (issue 12, report 1)' },
      { input: 'http://example.com/ ', offset: 19, code: 'paste.whitespace', reason: 'a trailing space, read up to it' },
      { input: '\u201chttp://example.com/\u201d', offset: 0, code: 'paste.quotes', reason: 'typographic quotation marks around the URL (issue 12, report 1)' },
      { input: '"http://example.com/"', offset: 0, code: 'paste.quotes', reason: 'straight quotation marks around the URL' },
      { input: '<URL:http://example.com/>', offset: 0, code: 'paste.brackets', reason: 'the RFC 1738 appendix wrapper' },
      { input: 'http://example.com)', offset: 18, code: 'paste.brackets', reason: 'the ")" that closes a Markdown link, which the URL does not open' },
      { input: 'http://example.com/a\r\nb', offset: 20, code: 'paste.tab-or-newline', reason: 'CR LF inside: a URL wrapped across lines' },
      { input: 'http//example.com', offset: 4, code: 'scheme.missing-colon', reason: 'the scheme "http" then "//": the ":" is missing (issue 12, report 2)' },
      { input: 'ftp://user:p@ss@host/', offset: 15, code: 'userinfo.unescaped-at', reason: 'the first "@" ended the password; the second is in the host (issue 12, report 4)' },
      { input: '', offset: 0, code: 'input.empty', reason: 'url needs at least scheme ":"' },
      { input: 'HTTP://example.org/', offset: 0, code: 'scheme.uppercase', reason: 'scheme = 1*[ lowalpha | ... ]: "H" is hialpha' },
      { input: 'Http://example.org/', offset: 0, code: 'scheme.uppercase', reason: 'scheme: upper case at the first letter' },
      { input: 'hTTP://example.org/', offset: 1, code: 'scheme.uppercase', reason: 'scheme reads "h", then "T" is neither a scheme char nor ":"' },
      { input: 'www.example.org', offset: 15, code: 'scheme.missing', reason: 'scheme reads the whole input (letters and dots) and then needs ":"' },
      { input: 'example', offset: 7, code: 'scheme.missing', reason: 'a bare word: scheme then ":" expected at the end' },
      { input: 'ht_tp://example.org/', offset: 2, code: 'scheme.bad-char', reason: '"_" is not in scheme' },
      { input: 'fo o:bar', offset: 2, code: 'char.space', reason: 'a space inside the scheme' },
      { input: ':foo', offset: 0, code: 'scheme.missing', reason: 'scheme = 1*[...]: at least one character before ":"' },
      { input: '/path', offset: 0, code: 'scheme.missing', reason: 'a relative reference is not an RFC 1738 url' },
      { input: 'http:example.org', offset: 5, code: 'scheme.missing-slashes', reason: 'httpurl = "http://" ...; otherurl does not take a registered scheme' },
      { input: 'http:/example.org', offset: 6, code: 'scheme.missing-slashes', reason: 'the literal "http://" stops after one slash' },
      { input: 'http:foo', offset: 5, code: 'scheme.missing-slashes', reason: 'http must match httpurl (RFC 1738 §3.3)' },
      { input: 'ftp:host/file', offset: 4, code: 'scheme.missing-slashes', reason: 'ftpurl = "ftp://" ...' },
      { input: 'file:/etc/passwd', offset: 6, code: 'scheme.missing-slashes', reason: 'fileurl = "file://" ...; one slash is not enough' },
      { input: 'telnet:host', offset: 7, code: 'scheme.missing-slashes', reason: 'telneturl = "telnet://" login' },
      { input: 'gopher:host', offset: 7, code: 'scheme.missing-slashes', reason: 'gopherurl = "gopher://" hostport' },
      { input: 'http://', offset: 7, code: 'host.empty', reason: 'hostport needs a host after "http://"' },
      { input: 'http:///path', offset: 7, code: 'host.empty', reason: 'empty host: "/" where host must start' },
      { input: 'http://:80/', offset: 7, code: 'host.empty', reason: 'empty host before the port' },
      { input: 'http://?q', offset: 7, code: 'host.empty', reason: 'empty host before "?"' },
      { input: 'http://exa_mple.org/', offset: 10, code: 'host.bad-char', reason: '"_" is not alphadigit or "-"' },
      { input: 'http://a!b/', offset: 8, code: 'host.bad-char', reason: '"!" in a host name' },
      { input: 'http://a..b/', offset: 9, code: 'host.empty-label', reason: 'an empty label: after "." a label must start with alphadigit' },
      { input: 'http://a.b./', offset: 11, code: 'host.empty-label', reason: 'RFC 1738 hostname has no trailing "."; toplabel expected after the dot' },
      { input: 'http://my-.example.org/', offset: 10, code: 'host.label-edge-hyphen', reason: 'domainlabel cannot end with "-"' },
      { input: 'http://-a.org/', offset: 7, code: 'host.label-edge-hyphen', reason: 'a label cannot start with "-"' },
      { input: 'http://a.-b.org/', offset: 9, code: 'host.label-edge-hyphen', reason: 'the second label starts with "-"' },
      { input: 'http://example.org-/', offset: 19, code: 'host.label-edge-hyphen', reason: 'toplabel cannot end with "-"' },
      { input: 'http://example.123/', offset: 18, code: 'host.toplabel-digit', reason: 'toplabel starts with alpha; "123" can only be a domainlabel, which needs "."' },
      { input: 'http://1.2.3.4a/', offset: 15, code: 'host.toplabel-digit', reason: 'not IPv4 ("a"), and "4a" can only be a domainlabel' },
      { input: 'http://1.2.3.1234/', offset: 17, code: 'host.toplabel-digit', reason: 'IPv4address (RFC 2373) allows 1*3DIGIT; as a hostname "1234" would need "." after it' },
      { input: 'http://1.2.3/', offset: 12, code: 'host.toplabel-digit', reason: 'three numbers: neither a hostname nor an IPv4address; "." expected' },
      { input: 'http://bücher.example/', offset: 8, code: 'host.non-ascii', reason: '"ü" is not alphadigit' },
      { input: 'http://例え.jp/', offset: 7, code: 'host.non-ascii', reason: 'a non-ASCII first character of the host' },
      { input: 'http://a\u00a0b/', offset: 8, code: 'host.non-ascii', reason: 'NO-BREAK SPACE in a host' },
      { input: 'http://a\tb/', offset: 8, code: 'paste.tab-or-newline', reason: 'a TAB in a host name' },
      { input: 'http://192.168.1.256/', offset: 17, code: 'ipv4.octet-out-of-range', reason: 'IPv4address matches 1*3DIGIT; 256 > 255' },
      { input: 'http://300.1.1.1/', offset: 7, code: 'ipv4.octet-out-of-range', reason: 'first octet 300 > 255' },
      { input: 'http://1.999.1.1:80/', offset: 9, code: 'ipv4.octet-out-of-range', reason: 'second octet 999 > 255' },
      { input: 'http://[::1/', offset: 11, code: 'ipv6.unclosed', reason: 'ipv6reference = "[" IPv6address "]": "]" expected before "/"' },
      { input: 'http://[::1', offset: 11, code: 'ipv6.unclosed', reason: 'input ends inside the brackets' },
      { input: 'http://[::1#f', offset: 11, code: 'ipv6.unclosed', reason: '"#" where "]" is expected' },
      { input: 'http://[fe80::1%eth0]/', offset: 15, code: 'ipv6.zone-id', reason: '"%" is not in IPv6address; RFC 2732 has no zone id' },
      { input: 'http://[fe80::1%25eth0]/', offset: 15, code: 'ipv6.zone-id', reason: 'RFC 6874 form, still not RFC 2732' },
      { input: 'http://[::12345]/', offset: 14, code: 'ipv6.hex4-too-long', reason: 'hex4 = 1*4HEXDIG; a fifth digit' },
      { input: 'http://[12345::1]/', offset: 12, code: 'ipv6.hex4-too-long', reason: 'five digits in the first group' },
      { input: 'http://[1::2::3]/', offset: 13, code: 'ipv6.double-compression', reason: '"::" may appear once; after "1::2:" only hex4 or IPv4address' },
      { input: 'http://[1:2:3:4:5:6:7:8:9]/', offset: 8, code: 'ipv6.group-count', reason: 'nine groups (RFC 2373 §2.2: eight)' },
      { input: 'http://[1:2:3:4:5:6:7]/', offset: 8, code: 'ipv6.group-count', reason: 'seven groups without "::"' },
      { input: 'http://[1:2:3:4:5:6:7:8::]/', offset: 8, code: 'ipv6.group-count', reason: 'eight groups and "::": at most seven with "::"' },
      { input: 'http://[fe80::g]/', offset: 14, code: 'ipv6.bad-char', reason: '"g" is not HEXDIG' },
      { input: 'http://[]/', offset: 8, code: 'ipv6.bad-char', reason: 'empty brackets: IPv6address expected' },
      { input: 'http://[www.example.org]/', offset: 8, code: 'ipv6.bad-char', reason: 'a host name inside brackets' },
      { input: 'http://[::ffff:1.2.3.256]/', offset: 21, code: 'ipv4.octet-out-of-range', reason: 'the IPv4 tail of an IPv6 address: 256 > 255' },
      { input: 'http://[::1]x/', offset: 12, code: 'syntax.unexpected-char', reason: 'after "]" only ":" port, "/", "#" or the end' },
      { input: 'http://[::1]:/', offset: 13, code: 'port.empty', reason: 'port = digits after the ":"' },
      { input: 'http://::1/', offset: 7, code: 'ipv6.unbracketed', reason: 'an IPv6 address needs brackets (RFC 2732 §2); ":" where the host starts (issue 24: no empty host, an address without brackets)' },
      { input: 'http://example.org:/', offset: 19, code: 'port.empty', reason: 'port = digits: at least one digit after ":"' },
      { input: 'http://example.org:', offset: 19, code: 'port.empty', reason: 'the input ends after ":"' },
      { input: 'http://example.org:80a/', offset: 21, code: 'port.bad-char', reason: 'port = digits; "a" is not a digit' },
      { input: 'http://example.org:8 0/', offset: 20, code: 'port.bad-char', reason: 'a space inside the port (it cannot be escaped there)' },
      { input: 'http://example.org:65536/', offset: 19, code: 'port.out-of-range', reason: 'digits match; 65536 > 65535' },
      { input: 'http://example.org:99999/', offset: 19, code: 'port.out-of-range', reason: '99999 > 65535' },
      { input: 'ftp://host:70000/', offset: 11, code: 'port.out-of-range', reason: 'ftp port 70000' },
      { input: 'http://user@example.org/', offset: 11, code: 'http.userinfo', reason: 'httpurl has hostport, not login: "@" cannot follow the host' },
      { input: 'http://@example.org/', offset: 7, code: 'http.userinfo', reason: 'an empty user part' },
      { input: 'http://user:pw@example.org/', offset: 12, code: 'http.userinfo', reason: '":" may start a port, so "p" is the first char no reading continues with' },
      { input: 'http://example.org?q=1', offset: 18, code: 'http.query-without-path', reason: 'httpurl: "?" search only after "/" hpath' },
      { input: 'http://example.org:80?q', offset: 21, code: 'http.query-without-path', reason: 'after the port, "?" without a path' },
      { input: 'http://a/b?x/y', offset: 12, code: 'syntax.unexpected-char', reason: 'search = *[ uchar | ";" | ":" | "@" | "&" | "=" ] has no "/"' },
      { input: 'http://a/?q?r', offset: 11, code: 'syntax.unexpected-char', reason: 'search has no "?"' },
      { input: 'http://example.org/a b', offset: 20, code: 'char.space', reason: 'space in hsegment' },
      { input: 'http://example.org/a\tb', offset: 20, code: 'paste.tab-or-newline', reason: 'TAB in hsegment' },
      { input: 'http://example.org/a\nb', offset: 20, code: 'paste.tab-or-newline', reason: 'LINE FEED in hsegment' },
      { input: 'http://example.org/\u007f', offset: 19, code: 'char.control', reason: 'DELETE' },
      { input: 'http://example.org/a{b}', offset: 20, code: 'char.unsafe', reason: '"{" is national (§2.2), not uchar' },
      { input: 'http://example.org/a|b', offset: 20, code: 'char.unsafe', reason: '"|" is national' },
      { input: 'http://example.org/a\\b', offset: 20, code: 'char.unsafe', reason: '"\\" is national' },
      { input: 'http://example.org/~user', offset: 19, code: 'char.unsafe', reason: '"~" is national in RFC 1738' },
      { input: 'http://example.org/a<b>', offset: 20, code: 'char.unsafe', reason: '"<" is punctuation' },
      { input: 'http://example.org/a"b', offset: 20, code: 'char.unsafe', reason: '<"> is punctuation' },
      { input: 'http://example.org/a[b]', offset: 20, code: 'char.unsafe', reason: '"[" is national in a path' },
      { input: 'http://example.org/a^b', offset: 20, code: 'char.unsafe', reason: '"^" is national' },
      { input: 'http://example.org/a`b', offset: 20, code: 'char.unsafe', reason: '"`" is national' },
      { input: 'http://example.org/café', offset: 22, code: 'char.non-ascii', reason: 'non-ASCII in a path' },
      { input: 'http://example.org/😀', offset: 19, code: 'char.non-ascii', reason: 'an astral character in a path' },
      { input: 'http://example.org/a😀b', offset: 20, code: 'char.non-ascii', reason: 'the astral character itself (one code point, two UTF-16 units)' },
      { input: 'http://example.org/?q=a b', offset: 23, code: 'char.space', reason: 'space in search' },
      { input: 'http://example.org/100%zz', offset: 23, code: 'escape.bad-hex', reason: 'escape = "%" hex hex; "z" is not hex' },
      { input: 'http://example.org/%4g', offset: 21, code: 'escape.bad-hex', reason: 'second hex digit missing' },
      { input: 'http://example.org/100%', offset: 23, code: 'escape.truncated', reason: 'input ends after "%"' },
      { input: 'http://example.org/%4', offset: 21, code: 'escape.truncated', reason: 'input ends after "%4"' },
      { input: 'http://example.org/?a=%', offset: 23, code: 'escape.truncated', reason: 'truncated escape in search' },
      { input: 'http://example.org/#a#b', offset: 21, code: 'fragment.second-hash', reason: 'fragment = *( uchar | reserved ): no "#"' },
      { input: 'http://example.org/#a b', offset: 21, code: 'char.space', reason: 'space in the fragment' },
      { input: 'http://example.org/#%g', offset: 21, code: 'escape.bad-hex', reason: 'bad escape in the fragment' },
      { input: 'ftp://ftp.example.org/file;type=x', offset: 32, code: 'ftp.bad-type', reason: 'ftptype = "A" | "I" | "D" | "a" | "i" | "d"' },
      { input: 'ftp://host/file;type=', offset: 21, code: 'ftp.bad-type', reason: 'no type code after ";type="' },
      { input: 'ftp://host/file;type=e', offset: 21, code: 'ftp.bad-type', reason: '"e" (EBCDIC is not in RFC 1738 ftptype)' },
      { input: 'ftp://host/file;type=ii', offset: 22, code: 'syntax.unexpected-char', reason: 'ftptype is one character' },
      { input: 'ftp://host/file;typo=i', offset: 19, code: 'syntax.unexpected-char', reason: 'fsegment has no ";", so only the literal ";type=" continues' },
      { input: 'ftp://host/file;TYPE=i', offset: 16, code: 'syntax.unexpected-char', reason: 'the literal ";type=" is lower case' },
      { input: 'ftp://host/a;b', offset: 13, code: 'syntax.unexpected-char', reason: '";" in an ftp path only as ";type="' },
      { input: 'ftp://host/a;type=d/b', offset: 19, code: 'syntax.unexpected-char', reason: ';type= ends the ftp url' },
      { input: 'ftp://host/a b', offset: 12, code: 'char.space', reason: 'space in fsegment' },
      { input: 'ftp://host/a[b', offset: 12, code: 'char.unsafe', reason: '"[" in fsegment' },
      { input: 'ftp:///file', offset: 6, code: 'host.empty', reason: 'login needs hostport' },
      { input: 'ftp://user@/file', offset: 11, code: 'host.empty', reason: 'login: host expected after "@"' },
      { input: 'ftp://us er@host/', offset: 8, code: 'char.space', reason: 'space in user' },
      { input: 'ftp://host:21x/', offset: 14, code: 'syntax.unexpected-char', reason: 'login reads "host:21x" as user ":" password, which needs "@"' },
      { input: 'file://localhost', offset: 16, code: 'input.unexpected-end', reason: 'fileurl needs "/" fpath after the host' },
      { input: 'file://host', offset: 11, code: 'input.unexpected-end', reason: '"/" expected after the host' },
      { input: 'file://a_b/', offset: 8, code: 'host.bad-char', reason: '"_" in the host' },
      { input: 'file:///a b', offset: 9, code: 'char.space', reason: 'space in fpath' },
      { input: 'file:///a;b', offset: 9, code: 'syntax.unexpected-char', reason: 'fsegment has no ";", and fileurl has no ";type="' },
      { input: 'gopher://host/1 a', offset: 15, code: 'char.space', reason: 'space in selector' },
      { input: 'gopher://host/1%0', offset: 17, code: 'escape.truncated', reason: 'truncated escape in selector' },
      { input: 'gopher://host/<', offset: 14, code: 'char.unsafe', reason: '"<" is not xchar (gtype)' },
      { input: 'gopher://', offset: 9, code: 'host.empty', reason: 'gopherurl needs a hostport' },
      { input: 'gopher://host:x/', offset: 14, code: 'port.empty', reason: 'non-digit right after ":"' },
      { input: 'mailto:', offset: 7, code: 'input.unexpected-end', reason: 'encoded822addr = 1*xchar' },
      { input: 'mailto:a b', offset: 8, code: 'char.space', reason: 'space in encoded822addr' },
      { input: 'mailto:<a@b>', offset: 7, code: 'char.unsafe', reason: '"<" is punctuation, not xchar' },
      { input: 'mailto:a@b"', offset: 10, code: 'paste.quotes', reason: '<"> is not xchar' },
      { input: 'mailto:J%C', offset: 10, code: 'escape.truncated', reason: 'the input ends inside an escape' },
      { input: 'news:', offset: 5, code: 'input.unexpected-end', reason: 'grouppart expected' },
      { input: 'news:1abc', offset: 9, code: 'input.unexpected-end', reason: 'not a group (alpha first); as an article "@" host is needed' },
      { input: 'news:comp lang', offset: 9, code: 'char.space', reason: 'space in a group' },
      { input: 'news:a@', offset: 7, code: 'host.empty', reason: 'article = ... "@" host' },
      { input: 'news:a@-b', offset: 7, code: 'host.label-edge-hyphen', reason: 'article host starts with "-"' },
      { input: 'news:*x', offset: 7, code: 'input.unexpected-end', reason: '"*" is a grouppart alone; "*x" could only be an article, which needs "@"' },
      { input: 'news:a#b#c', offset: 8, code: 'fragment.second-hash', reason: 'second "#"' },
      { input: 'nntp://host/', offset: 12, code: 'input.unexpected-end', reason: 'nntpurl needs a group after "/"' },
      { input: 'nntp://host', offset: 11, code: 'input.unexpected-end', reason: 'nntpurl needs "/" group' },
      { input: 'nntp://host/1group', offset: 12, code: 'syntax.unexpected-char', reason: 'group starts with alpha' },
      { input: 'nntp://host/group/12a', offset: 20, code: 'syntax.unexpected-char', reason: 'digits then the end' },
      { input: 'nntp://host/group/', offset: 18, code: 'input.unexpected-end', reason: 'digits expected after the second "/"' },
      { input: 'nntp://host/gr%41', offset: 14, code: 'escape.not-allowed', reason: 'group has no escapes' },
      { input: 'telnet://', offset: 9, code: 'host.empty', reason: 'login needs a host' },
      { input: 'telnet://host/path', offset: 14, code: 'syntax.unexpected-char', reason: 'telneturl = "telnet://" login [ "/" ]' },
      { input: 'telnet://a b', offset: 10, code: 'char.space', reason: 'space after the host' },
      { input: 'telnet://host:', offset: 14, code: 'port.empty', reason: 'empty port' },
      { input: 'wais://host', offset: 11, code: 'input.unexpected-end', reason: 'waisdatabase needs "/" database' },
      { input: 'wais://host/db/type', offset: 19, code: 'input.unexpected-end', reason: 'waisdoc needs "/" wpath after wtype' },
      { input: 'wais://host/db?a b', offset: 16, code: 'char.space', reason: 'space in search' },
      { input: 'wais://host/db/t/p/q', offset: 18, code: 'syntax.unexpected-char', reason: 'wpath = *uchar has no "/"' },
      { input: 'wais://host/db;x', offset: 14, code: 'syntax.unexpected-char', reason: 'database = *uchar has no ";"' },
      { input: 'prospero://host/path;field', offset: 26, code: 'input.unexpected-end', reason: 'fieldspec needs "=" fieldvalue' },
      { input: 'prospero://host/a;b=c=d', offset: 21, code: 'syntax.unexpected-char', reason: 'fieldvalue has no "="' },
      { input: 'prospero://host', offset: 15, code: 'input.unexpected-end', reason: 'prosperourl needs "/" ppath' },
      { input: 'prospero://host/a b', offset: 17, code: 'char.space', reason: 'space in psegment' },
      { input: 'foo:a b', offset: 5, code: 'char.space', reason: 'schemepart = *xchar' },
      { input: 'foo:a#b#c', offset: 7, code: 'fragment.second-hash', reason: 'second "#"' },
      { input: 'foo:%', offset: 5, code: 'escape.truncated', reason: 'bare "%" at the end' },
      { input: 'foo:a|b', offset: 5, code: 'char.unsafe', reason: '"|" is not xchar' },
      { input: 'foo:%zz', offset: 5, code: 'escape.bad-hex', reason: '"%" must be followed by two hex digits' },
      { input: 'foo://[::1/', offset: 10, code: 'ipv6.unclosed', reason: 'ip-schemepart with an RFC 2732 host; "[" is not xchar' },
      { input: 'foo://a b/', offset: 7, code: 'char.space', reason: 'space in the host of a generic url' },
      { input: 'foo', offset: 3, code: 'scheme.missing', reason: 'scheme then ":"' },
      { input: 'foo:aé', offset: 5, code: 'char.non-ascii', reason: 'non-ASCII in schemepart' },
      // The mistakes people make (issue 24; test/tables/mistakes.ts has them with their sources).
      { input: '[docs](http://example.com/docs)', offset: 0, code: 'paste.markdown-link', reason: 'a Markdown link: "[" starts no scheme' },
      { input: 'http://example.com,', offset: 18, code: 'paste.separator', reason: 'a list separator after the URL: "," is no host character' },
      { input: 'http:\\/\\/example.com/', offset: 5, code: 'paste.backslash-escape', reason: 'JSON\'s "\\/": "\\" is unsafe where "//" goes' },
      { input: 'https://example.com\uff0c\u8c22\u8c22', offset: 19, code: 'paste.trailing-text', reason: 'the sentence goes on after a full-width comma: no host character' },
      { input: 'http://http://example.org/', offset: 12, code: 'scheme.doubled', reason: 'hostport reads "http:" (an empty port), then "/" is no digit' },
      { input: 'file:C:\\Users\\me\\notes.txt', offset: 5, code: 'file.windows-path', reason: 'fileurl needs "//" after "file:"' },
      { input: 'http://2001:db8::1/', offset: 11, code: 'ipv6.unbracketed', reason: 'hostport reads host "2001" and ":", then "d" is no digit of a port' },
      { input: 'http\uff1a//example.org/', offset: 4, code: 'char.confusable', reason: 'a full-width colon: no scheme character' },
    ],
  },
  genericurl: {
    accept: [
      'foo:bar', 'foo:', 'http://x', 'a.b-c+d:;/?:@&=',
    ],
    reject: [
      { input: 'foo', offset: 3, code: 'scheme.missing', reason: 'genericurl = scheme ":" schemepart; ":" expected' },
      { input: ':bar', offset: 0, code: 'scheme.missing', reason: 'scheme = 1*[...]: empty scheme' },
      { input: 'foo:a b', offset: 5, code: 'char.space', reason: 'schemepart = *xchar' },
    ],
  },
  url: {
    accept: [
      'http://a/', 'ftp://a/b;type=i', 'news:*', 'mailto:a@b', 'foo:bar',
    ],
    reject: [
      { input: 'http:foo', offset: 5, code: 'scheme.missing-slashes', reason: 'the url dispatch: http must match httpurl' },
      { input: 'news:', offset: 5, code: 'input.unexpected-end', reason: 'newsurl needs a grouppart' },
    ],
  },
  otherurl: {
    accept: [
      'foo:bar', 'x:', 'foo://host:1/p',
    ],
    reject: [
      { input: 'foo', offset: 3, code: 'scheme.missing', reason: 'otherurl = genericurl: ":" expected' },
    ],
  },
  scheme: {
    accept: [
      'http', 'x-y+z.1', '1', 'a.b',
    ],
    reject: [
      { input: 'Http', offset: 0, code: 'scheme.uppercase', reason: 'scheme is lowalpha | digit | "+" | "-" | "."' },
      { input: 'ht tp', offset: 2, code: 'char.space', reason: 'space in a scheme' },
      { input: '', offset: 0, code: 'input.empty', reason: '1*[...]: at least one character' },
      { input: 'a_b', offset: 1, code: 'scheme.bad-char', reason: '"_" is not a scheme character' },
    ],
  },
  schemepart: {
    accept: [
      '//host/path', 'anything;/?:@&=', '', '//user:pw@host:1',
    ],
    reject: [
      { input: 'a b', offset: 1, code: 'char.space', reason: 'schemepart = *xchar | ip-schemepart' },
      { input: 'a#b', offset: 1, code: 'char.unsafe', reason: '"#" is punctuation, not xchar' },
    ],
  },
  'ip-schemepart': {
    accept: [
      '//host', '//user:pw@host:21/path', '//host/',
    ],
    reject: [
      { input: '/host', offset: 1, code: 'syntax.unexpected-char', reason: 'ip-schemepart = "//" login ...' },
      { input: '//', offset: 2, code: 'host.empty', reason: 'login needs a hostport' },
    ],
  },
  login: {
    accept: [
      'host', 'user@host', 'user:pass@host:80', ':@host', '@host', 'a;b?c&d=e:f@1.2.3.4',
    ],
    reject: [
      { input: 'user@', offset: 5, code: 'host.empty', reason: 'hostport expected after "@"' },
      { input: 'a b@host', offset: 1, code: 'char.space', reason: 'space in user' },
      { input: 'u:p@h@x', offset: 5, code: 'userinfo.unescaped-at', reason: 'one "@" only: the host cannot contain "@", so the first "@" (in the password) is the one to escape' },
    ],
  },
  hostport: {
    accept: [
      'host', 'host:80', '1.2.3.4:0', 'a.b.c:65535',
    ],
    reject: [
      { input: 'host:', offset: 5, code: 'port.empty', reason: 'port = digits, at least one' },
      { input: 'host:8a', offset: 6, code: 'port.bad-char', reason: 'port is all digits' },
      { input: 'host:65536', offset: 5, code: 'port.out-of-range', reason: '65536 > 65535' },
    ],
  },
  host: {
    accept: [
      'a.b', '1.2.3.4', 'localhost', 'x1-2.y',
    ],
    reject: [
      { input: '[::1]', offset: 0, code: 'host.bad-char', reason: 'RFC 1738 host alone has no IPv6reference (that comes from RFC 2732)' },
      { input: '', offset: 0, code: 'input.empty', reason: 'an empty host' },
      { input: '256.1.1.1', offset: 0, code: 'ipv4.octet-out-of-range', reason: 'hostnumber matches; 256 > 255' },
    ],
  },
  hostname: {
    accept: [
      'a', 'a-b.c', 'x.y.z', 'a1.b2c', '1a.com', 'www.example.org',
    ],
    reject: [
      { input: 'a-', offset: 2, code: 'host.label-edge-hyphen', reason: 'toplabel cannot end with "-"' },
      { input: 'a.1b', offset: 4, code: 'host.toplabel-digit', reason: 'toplabel starts with alpha: "1b" could only be a domainlabel, which needs "."' },
      { input: '1.2.3.4', offset: 7, code: 'host.toplabel-digit', reason: 'a dotted quad is a hostnumber, not a hostname' },
      { input: 'a..b', offset: 2, code: 'host.empty-label', reason: 'empty label' },
      { input: 'a_b', offset: 1, code: 'host.bad-char', reason: '"_" is not alphadigit' },
    ],
  },
  domainlabel: {
    accept: [
      'a', 'a1', '1a', 'a-b', 'a--b', '9',
    ],
    reject: [
      { input: '-a', offset: 0, code: 'host.label-edge-hyphen', reason: 'starts with alphadigit' },
      { input: 'a-', offset: 2, code: 'host.label-edge-hyphen', reason: 'ends with alphadigit' },
      { input: 'a.b', offset: 1, code: 'host.bad-char', reason: 'one label: no "."' },
    ],
  },
  toplabel: {
    accept: [
      'a', 'ab-c', 'a1', 'org',
    ],
    reject: [
      { input: '1a', offset: 0, code: 'host.toplabel-digit', reason: 'toplabel starts with alpha' },
      { input: 'a-', offset: 2, code: 'host.label-edge-hyphen', reason: 'ends with alphadigit' },
    ],
  },
  hostnumber: {
    accept: [
      '1.2.3.4', '255.255.255.255', '0.0.0.0', '010.1.1.1',
    ],
    reject: [
      { input: '1234.5.6.7', offset: 0, code: 'ipv4.octet-out-of-range', reason: 'digits = 1*digit matches; 1234 > 255' },
      { input: '1.2.3', offset: 5, code: 'input.unexpected-end', reason: 'four parts' },
      { input: '1.2.3.4.5', offset: 7, code: 'syntax.unexpected-char', reason: 'exactly four parts' },
      { input: '1..3.4', offset: 2, code: 'syntax.unexpected-char', reason: 'digits = 1*digit: empty part' },
    ],
  },
  port: {
    accept: [
      '80', '0', '65535', '00080',
    ],
    reject: [
      { input: '65536', offset: 0, code: 'port.out-of-range', reason: '65536 > 65535' },
      { input: '8a', offset: 1, code: 'port.bad-char', reason: 'digits only' },
      { input: '', offset: 0, code: 'input.empty', reason: 'digits = 1*digit' },
      { input: '-1', offset: 0, code: 'port.bad-char', reason: 'no sign' },
    ],
  },
  user: {
    accept: [
      '', 'a;b?c&d=e', '%41', 'joe.smith-1',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'user has no ":" (it separates the password)' },
      { input: 'a@b', offset: 1, code: 'syntax.unexpected-char', reason: 'user has no "@"' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'space' },
    ],
  },
  password: {
    accept: [
      '', 'pw', 's%40cret;?&=',
    ],
    reject: [
      { input: 'p:w', offset: 1, code: 'syntax.unexpected-char', reason: 'password has no ":"' },
      { input: 'p@w', offset: 1, code: 'syntax.unexpected-char', reason: 'password has no "@"' },
    ],
  },
  urlpath: {
    accept: [
      '', 'a/b;c?d', 'x:y@z&w=v',
    ],
    reject: [
      { input: 'a b', offset: 1, code: 'char.space', reason: 'urlpath = *xchar' },
      { input: 'a#b', offset: 1, code: 'char.unsafe', reason: '"#" is not xchar' },
    ],
  },
  ftpurl: {
    accept: [
      'ftp://host/path;type=i', 'ftp://host', 'ftp://u:p@h:21/a/b',
    ],
    reject: [
      { input: 'ftp://host/path;type=x', offset: 21, code: 'ftp.bad-type', reason: 'ftptype' },
      { input: 'ftp://host/a#b', offset: 12, code: 'char.unsafe', reason: 'ftpurl alone has no fragment: "#" is punctuation' },
    ],
  },
  fpath: {
    accept: [
      'a/b/c', '', '/', 'a?b/c:d',
    ],
    reject: [
      { input: 'a;b', offset: 1, code: 'syntax.unexpected-char', reason: 'fsegment has no ";"' },
      { input: 'a/b ', offset: 3, code: 'paste.whitespace', reason: 'a space at the end: white space around the URL' },
    ],
  },
  fsegment: {
    accept: [
      'a?b:c@d&e=f', '', '%2F',
    ],
    reject: [
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'one segment: no "/"' },
      { input: 'a;b', offset: 1, code: 'syntax.unexpected-char', reason: 'no ";"' },
    ],
  },
  ftptype: {
    accept: [
      'A', 'I', 'D', 'a', 'i', 'd',
    ],
    reject: [
      { input: 'x', offset: 0, code: 'ftp.bad-type', reason: 'A, I or D' },
      { input: '', offset: 0, code: 'input.empty', reason: 'one character needed' },
      { input: 'ai', offset: 1, code: 'ftp.bad-type', reason: 'ftptype is one character: "ai" is not a type code' },
    ],
  },
  fileurl: {
    accept: [
      'file:///etc/fstab', 'file://localhost/etc/fstab', 'file://h/',
    ],
    reject: [
      { input: 'file://h', offset: 8, code: 'input.unexpected-end', reason: '"/" fpath is required' },
      { input: 'file:etc', offset: 5, code: 'scheme.missing-slashes', reason: '"file://"' },
    ],
  },
  httpurl: {
    accept: [
      'http://a', 'http://a/', 'http://a:1/b?c',
    ],
    reject: [
      { input: 'http://a/#f', offset: 9, code: 'char.unsafe', reason: 'httpurl alone has no fragment' },
      { input: 'http://a?b', offset: 8, code: 'http.query-without-path', reason: '"?" only after "/" hpath' },
    ],
  },
  hpath: {
    accept: [
      'a/b;c', '', 'a//b', 'x:y@z&w=',
    ],
    reject: [
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'hpath has no "?"' },
      { input: 'a~', offset: 1, code: 'char.unsafe', reason: '"~" is national' },
    ],
  },
  hsegment: {
    accept: [
      'a;b:c@d&e=f', '', '%20',
    ],
    reject: [
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'one segment' },
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "?"' },
    ],
  },
  search: {
    accept: [
      'a;b:c@d&e=f', '', 'q=%3F',
    ],
    reject: [
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: 'search has no "?"' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'search has no "/"' },
    ],
  },
  gopherurl: {
    accept: [
      'gopher://h', 'gopher://h/', 'gopher://h/1', 'gopher://h/1sel%09s%09g',
    ],
    reject: [
      { input: 'gopher://h/1 ', offset: 12, code: 'paste.whitespace', reason: 'a space at the end: white space around the URL' },
      { input: 'gopher://h/1 x', offset: 12, code: 'char.space', reason: 'space in the selector' },
    ],
  },
  gtype: {
    accept: [
      '1', '0', '%41', ';',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: 'gtype = xchar, one' },
      { input: '12', offset: 1, code: 'syntax.unexpected-char', reason: 'one xchar only' },
    ],
  },
  selector: {
    accept: [
      '', 'a/b;c', 'x%09y',
    ],
    reject: [
      { input: 'a b', offset: 1, code: 'char.space', reason: 'space' },
    ],
  },
  'gopher+_string': {
    accept: [
      '', '+abc', '1/2',
    ],
    reject: [
      { input: 'a<', offset: 1, code: 'char.unsafe', reason: '"<" is not xchar' },
    ],
  },
  mailtourl: {
    accept: [
      'mailto:a@b', 'mailto:mduerst@ifi.unizh.ch',
    ],
    reject: [
      { input: 'mailto:', offset: 7, code: 'input.unexpected-end', reason: '1*xchar' },
    ],
  },
  encoded822addr: {
    accept: [
      'a@b', 'a', 'a%20b@c',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: '1*xchar' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'space' },
    ],
  },
  newsurl: {
    accept: [
      'news:*', 'news:comp.lang', 'news:1@h',
    ],
    reject: [
      { input: 'news:a@', offset: 7, code: 'host.empty', reason: 'article needs a host after "@"' },
    ],
  },
  grouppart: {
    accept: [
      '*', 'comp.lang', 'a1@host', '*@h',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: 'grouppart is not empty' },
      { input: '1', offset: 1, code: 'input.unexpected-end', reason: 'not a group (alpha first); an article needs "@"' },
    ],
  },
  group: {
    accept: [
      'comp.lang.c++', 'a_b', 'a', 'a-1.b+c_d',
    ],
    reject: [
      { input: '1a', offset: 0, code: 'syntax.unexpected-char', reason: 'group starts with alpha' },
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "/"' },
    ],
  },
  article: {
    accept: [
      '123@host.com', 'a;/?:&=b@h', '%41@1.2.3.4',
    ],
    reject: [
      { input: '@host', offset: 0, code: 'syntax.unexpected-char', reason: '1*[...] before "@"' },
      { input: 'abc', offset: 3, code: 'input.unexpected-end', reason: '"@" host expected' },
      { input: 'a@', offset: 2, code: 'host.empty', reason: 'host expected' },
    ],
  },
  nntpurl: {
    accept: [
      'nntp://h/g', 'nntp://h:119/g/1',
    ],
    reject: [
      { input: 'nntp://h/g/x', offset: 11, code: 'syntax.unexpected-char', reason: 'digits' },
    ],
  },
  telneturl: {
    accept: [
      'telnet://h', 'telnet://u:p@h:23/',
    ],
    reject: [
      { input: 'telnet://h/x', offset: 11, code: 'syntax.unexpected-char', reason: 'only an optional "/"' },
    ],
  },
  waisurl: {
    accept: [
      'wais://h/db', 'wais://h/db?s', 'wais://h/db/t/p',
    ],
    reject: [
      { input: 'wais://h/db/t', offset: 13, code: 'input.unexpected-end', reason: 'waisdoc: "/" wpath' },
    ],
  },
  waisdatabase: {
    accept: [
      'wais://h/db', 'wais://h/',
    ],
    reject: [
      { input: 'wais://h/db?s', offset: 11, code: 'syntax.unexpected-char', reason: 'waisdatabase alone ends after database' },
    ],
  },
  waisindex: {
    accept: [
      'wais://h/db?s', 'wais://h/?',
    ],
    reject: [
      { input: 'wais://h/db', offset: 11, code: 'input.unexpected-end', reason: '"?" search' },
    ],
  },
  waisdoc: {
    accept: [
      'wais://h/db/t/p', 'wais://h///',
    ],
    reject: [
      { input: 'wais://h/db/t', offset: 13, code: 'input.unexpected-end', reason: '"/" wpath' },
    ],
  },
  database: {
    accept: [
      'abc', '', '%2F',
    ],
    reject: [
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: '*uchar: no "/"' },
    ],
  },
  wtype: {
    accept: [
      'TEXT', '',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: '*uchar: no ":"' },
    ],
  },
  wpath: {
    accept: [
      'doc-id', '',
    ],
    reject: [
      { input: 'a?b', offset: 1, code: 'syntax.unexpected-char', reason: '*uchar: no "?"' },
    ],
  },
  prosperourl: {
    accept: [
      'prospero://h/p', 'prospero://h/a/b;x=y',
    ],
    reject: [
      { input: 'prospero://h', offset: 12, code: 'input.unexpected-end', reason: '"/" ppath' },
    ],
  },
  ppath: {
    accept: [
      'a/b', '', 'a?b:c@d&e=',
    ],
    reject: [
      { input: 'a;b', offset: 1, code: 'syntax.unexpected-char', reason: 'psegment has no ";"' },
    ],
  },
  psegment: {
    accept: [
      'a?b:c@d&e=f', '',
    ],
    reject: [
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'one segment' },
    ],
  },
  fieldspec: {
    accept: [
      ';a=b', ';=', ';a?:@&=v',
    ],
    reject: [
      { input: 'a=b', offset: 0, code: 'syntax.unexpected-char', reason: 'fieldspec starts with ";"' },
      { input: ';a', offset: 2, code: 'input.unexpected-end', reason: '"=" fieldvalue' },
    ],
  },
  fieldname: {
    accept: [
      'a?:@&', '',
    ],
    reject: [
      { input: 'a=b', offset: 1, code: 'syntax.unexpected-char', reason: 'fieldname has no "="' },
    ],
  },
  fieldvalue: {
    accept: [
      'v', '', 'a?:@&',
    ],
    reject: [
      { input: 'a;b', offset: 1, code: 'syntax.unexpected-char', reason: 'fieldvalue has no ";"' },
    ],
  },
  lowalpha: {
    accept: [
      'a', 'z',
    ],
    reject: [
      { input: 'A', offset: 0, code: 'syntax.unexpected-char', reason: 'lower case only' },
    ],
  },
  hialpha: {
    accept: [
      'A', 'Z',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'upper case only' },
    ],
  },
  alpha: {
    accept: [
      'a', 'Z',
    ],
    reject: [
      { input: '1', offset: 0, code: 'syntax.unexpected-char', reason: 'letters only' },
    ],
  },
  digit: {
    accept: [
      '0', '9',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'digits only' },
    ],
  },
  alphadigit: {
    accept: [
      'a', '7',
    ],
    reject: [
      { input: '-', offset: 0, code: 'syntax.unexpected-char', reason: 'not "-"' },
    ],
  },
  safe: {
    accept: [
      '$', '-', '_', '.', '+',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'safe is five characters' },
    ],
  },
  extra: {
    accept: [
      '!', '*', '\'', '(', ')', ',',
    ],
    reject: [
      { input: '~', offset: 0, code: 'char.unsafe', reason: '"~" is national' },
    ],
  },
  national: {
    accept: [
      '{', '}', '|', '\\', '^', '~', '[', ']', '`',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'not national' },
    ],
  },
  punctuation: {
    accept: [
      '<', '>', '#', '%', '"',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'not punctuation' },
    ],
  },
  reserved: {
    accept: [
      ';', '/', '?', ':', '@', '&', '=',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'not reserved' },
    ],
  },
  hex: {
    accept: [
      '0', 'F', 'f',
    ],
    reject: [
      { input: 'g', offset: 0, code: 'syntax.unexpected-char', reason: 'not hex' },
    ],
  },
  escape: {
    accept: [
      '%41', '%ff', '%0a',
    ],
    reject: [
      { input: '%4g', offset: 2, code: 'escape.bad-hex', reason: 'two hex digits' },
      { input: '%', offset: 1, code: 'escape.truncated', reason: 'ends after "%"' },
    ],
  },
  unreserved: {
    accept: [
      'a', '1', '$', '!',
    ],
    reject: [
      { input: '/', offset: 0, code: 'syntax.unexpected-char', reason: '"/" is reserved' },
    ],
  },
  uchar: {
    accept: [
      'a', '%41', '+',
    ],
    reject: [
      { input: '%2', offset: 2, code: 'escape.truncated', reason: 'escape needs two hex digits' },
      { input: '/', offset: 0, code: 'syntax.unexpected-char', reason: '"/" is reserved, not uchar' },
    ],
  },
  xchar: {
    accept: [
      'a', '/', '%41', '@',
    ],
    reject: [
      { input: '#', offset: 0, code: 'char.unsafe', reason: '"#" is punctuation' },
    ],
  },
  digits: {
    accept: [
      '0', '123',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: '1*digit' },
      { input: '1a', offset: 1, code: 'syntax.unexpected-char', reason: 'digits only' },
    ],
  },
};
