/**
 * RFC 3986 Appendix B, "Parsing a URI Reference with a Regular Expression", as a component
 * grammar of our own (`rfc: 'urlgrammar'`, `section: 'rfc3986-B'`, names prefixed `B-`): the
 * lenient split that RFC 3986 §5.2 resolves on. Appendix B writes it as the regular expression
 *
 *     ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 *
 * whose groups 2, 4, 5, 7 and 9 are the scheme, authority, path, query and fragment. Every string
 * matches, so the reading is total: the resolver (`src/resolver/rfc3986.ts`) reads the five
 * components from this grammar's AST instead of a regular expression of its own.
 *
 * The authority is read further, as RFC 3986 §3.2 delimits its parts, and still totally (any
 * authority text matches): the user information up to the *last* "@" (§3.2.1: a host holds no
 * "@"), split into user and password at its first ":"; a host in brackets (§3.2.2 IP-literal) or
 * up to the first ":"; and the port after that ":" (§3.2.3), whatever it holds. That is the
 * reading the component record (`src/record/`) gives an input the grammar rejects, so that a
 * report can still say where the password is. Appendix B itself stops at the authority.
 *
 * Characters are UTF-16 code units (`%x00-FFFF`), as the expression's `.` and `[^...]` read them.
 */
import { alt, define, lit, not, opt, plus, range, ref, seq, star } from '../engine/dsl.js';
import { SPLIT } from '../node-types.js';

const rfc = 'urlgrammar' as const;
const section = 'rfc3986-B';
const r = (name: string) => ref(name, rfc);

define({
  rfc, section, name: 'B-char', token: true,
  text: 'B-char = %x00-FFFF',
  body: range(0x00, 0xffff),
  doc: 'Any code unit (the "." of the Appendix B expression, which matches line ends too).',
});

define({
  rfc, section, name: 'B-scheme-char', token: true,
  text: 'B-scheme-char = %x00-22 / %x24-2E / %x30-39 / %x3B-3E / %x40-FFFF',
  body: alt(range(0x00, 0x22), range(0x24, 0x2e), range(0x30, 0x39), range(0x3b, 0x3e), range(0x40, 0xffff)),
  doc: 'Anything but ":", "/", "?" and "#" (`[^:/?#]`).',
});

define({
  rfc, section, name: 'B-authority-char', token: true,
  text: 'B-authority-char = %x00-22 / %x24-2E / %x30-3E / %x40-FFFF',
  body: alt(range(0x00, 0x22), range(0x24, 0x2e), range(0x30, 0x3e), range(0x40, 0xffff)),
  doc: 'Anything but "/", "?" and "#" (`[^/?#]`).',
});

define({
  rfc, section, name: 'B-hostport-char', token: true,
  text: 'B-hostport-char = %x00-22 / %x24-2E / %x30-3E / %x41-FFFF',
  body: alt(range(0x00, 0x22), range(0x24, 0x2e), range(0x30, 0x3e), range(0x41, 0xffff)),
  doc: 'An authority character but "@" (`[^/?#@]`): what may follow the last "@".',
});

define({
  rfc, section, name: 'B-user-char', token: true,
  text: 'B-user-char = %x00-22 / %x24-2E / %x30-39 / %x3B-3E / %x41-FFFF',
  body: alt(range(0x00, 0x22), range(0x24, 0x2e), range(0x30, 0x39), range(0x3b, 0x3e), range(0x41, 0xffff)),
  doc: 'An authority character but "@" and ":" (`[^/?#@:]`): a user name\'s, and a host\'s outside brackets.',
});

define({
  rfc, section, name: 'B-literal-char', token: true,
  text: 'B-literal-char = %x00-22 / %x24-2E / %x30-3E / %x41-5C / %x5E-FFFF',
  body: alt(range(0x00, 0x22), range(0x24, 0x2e), range(0x30, 0x3e), range(0x41, 0x5c), range(0x5e, 0xffff)),
  doc: 'An authority character but "@" and "]" (`[^/?#@\\]]`): what stands between the brackets of an IP literal.',
});

define({
  rfc, section, name: 'B-path-char', token: true,
  text: 'B-path-char = %x00-22 / %x24-3E / %x40-FFFF',
  body: alt(range(0x00, 0x22), range(0x24, 0x3e), range(0x40, 0xffff)),
  doc: 'Anything but "?" and "#" (`[^?#]`).',
});

define({
  rfc, section, name: 'B-query-char', token: true,
  text: 'B-query-char = %x00-22 / %x24-FFFF',
  body: alt(range(0x00, 0x22), range(0x24, 0xffff)),
  doc: 'Anything but "#" (`[^#]`).',
});

define({
  rfc, section, name: 'B-scheme', node: SPLIT,
  text: 'B-scheme = 1*B-scheme-char',
  body: plus(r('B-scheme-char')),
  doc: 'Group 2 of the expression: the scheme, before the first ":" that no "/", "?" or "#" precedes.',
});

define({
  rfc, section, name: 'B-authority', node: SPLIT,
  text: 'B-authority = [ B-userinfo "@" ] B-host [ ":" B-port ]',
  body: seq(opt(seq(r('B-userinfo'), lit('@'))), r('B-host'), opt(seq(lit(':'), r('B-port')))),
  lang: star(r('B-authority-char')),
  langNote: 'The same language as Appendix B\'s group 4, `*B-authority-char` (any text up to "/", "?" or "#"): every such text splits at its last "@", and what follows it, which holds no "@", is a B-host and an optional ":" B-port.',
  doc: 'Group 4: the authority, after "//" and up to the next "/", "?" or "#"; its user information up to the last "@", then host and port.',
  parts: { 'B-userinfo': 'userinfo', 'B-host': 'host', 'B-port': 'port' },
});

/**
 * An "@" that is not the last one of the authority: "@" not followed by `*B-hostport-char` and
 * the authority's end (`!B-authority-char`: "/", "?", "#" or the end of the input). PEG negative
 * lookahead; linear, since each lookahead reads one "@"-free run.
 */
const atNotLast = seq(lit('@'), not(seq(star(r('B-hostport-char')), not(r('B-authority-char')))));

define({
  rfc, section, name: 'B-userinfo', node: SPLIT,
  text: 'B-userinfo = B-user [ ":" B-password ]',
  body: seq(r('B-user'), opt(seq(lit(':'), r('B-password')))),
  doc: 'The user information (RFC 3986 §3.2.1): a user name up to the first ":", and a password after it.',
  parts: { 'B-user': 'user', 'B-password': 'password' },
});

define({
  rfc, section, name: 'B-user', node: SPLIT,
  text: 'B-user = *( B-user-char / "@" )',
  body: star(alt(r('B-user-char'), lit('@'))),
  peg: star(alt(plus(r('B-user-char')), atNotLast)),
  pegNote: 'PEG: an "@" is taken only when another "@" of the authority follows it (negative lookahead), since the user information ends at the last "@"; greedy repetition would take them all.',
  lang: star(r('B-user-char')),
  langNote: 'Parsed on its own, to the end of the input, no "@" has another after it: the rule then reads no "@" at all. Inside B-authority it reads every "@" but the last.',
  doc: 'The user name: no ":".',
});

define({
  rfc, section, name: 'B-password', node: SPLIT,
  text: 'B-password = *( B-hostport-char / "@" )',
  body: star(alt(r('B-hostport-char'), lit('@'))),
  peg: star(alt(plus(r('B-hostport-char')), atNotLast)),
  pegNote: 'PEG: an "@" is taken only when another "@" of the authority follows it (negative lookahead), since the user information ends at the last "@"; greedy repetition would take them all.',
  lang: star(r('B-hostport-char')),
  langNote: 'Parsed on its own, to the end of the input, no "@" has another after it: the rule then reads no "@" at all. Inside B-authority it reads every "@" but the last.',
  doc: 'The password: anything after the first ":" of the user information (":" included).',
});

define({
  rfc, section, name: 'B-host', node: SPLIT,
  text: 'B-host = "[" *B-literal-char [ "]" *B-user-char ] / *B-user-char',
  body: alt(seq(lit('['), star(r('B-literal-char')), opt(seq(lit(']'), star(r('B-user-char'))))), star(r('B-user-char'))),
  doc: 'The host (RFC 3986 §3.2.2): from "[" up to "]" (an IP literal; its colons are not a port\'s, and what follows the "]" up to a ":" stays with it), else up to the first ":".',
});

define({
  rfc, section, name: 'B-port', node: SPLIT,
  text: 'B-port = *B-hostport-char',
  body: star(r('B-hostport-char')),
  doc: 'The port (RFC 3986 §3.2.3): anything after the host\'s ":" (a valid one is *DIGIT).',
});

define({
  rfc, section, name: 'B-path', node: SPLIT,
  text: 'B-path = *B-path-char',
  body: star(r('B-path-char')),
  doc: 'Group 5: the path, up to the first "?" or "#" (it may be empty).',
});

define({
  rfc, section, name: 'B-query', node: SPLIT,
  text: 'B-query = *B-query-char',
  body: star(r('B-query-char')),
  doc: 'Group 7: the query, after "?" and up to the first "#".',
});

define({
  rfc, section, name: 'B-fragment', node: SPLIT,
  text: 'B-fragment = *B-char',
  body: star(r('B-char')),
  doc: 'Group 9: the fragment, everything after the first "#".',
});

define({
  rfc, section, name: 'B-URI-reference', node: SPLIT,
  text: 'B-URI-reference = [ B-scheme ":" ] [ "//" B-authority ] B-path [ "?" B-query ] [ "#" B-fragment ]',
  body: seq(opt(seq(r('B-scheme'), lit(':'))), opt(seq(lit('//'), r('B-authority'))), r('B-path'), opt(seq(lit('?'), r('B-query'))), opt(seq(lit('#'), r('B-fragment')))),
  doc: 'RFC 3986 Appendix B: any string, split into its five components.',
  parts: { 'B-scheme': 'scheme', 'B-authority': 'authority', 'B-path': 'path', 'B-query': 'query', 'B-fragment': 'fragment' },
});
