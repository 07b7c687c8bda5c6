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
 * Characters are UTF-16 code units (`%x00-FFFF`), as the expression's `.` and `[^...]` read them.
 */
import { alt, define, lit, opt, plus, range, ref, seq, star } from '../engine/dsl.js';

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
  rfc, section, name: 'B-scheme',
  text: 'B-scheme = 1*B-scheme-char',
  body: plus(r('B-scheme-char')),
  doc: 'Group 2 of the expression: the scheme, before the first ":" that no "/", "?" or "#" precedes.',
});

define({
  rfc, section, name: 'B-authority',
  text: 'B-authority = *B-authority-char',
  body: star(r('B-authority-char')),
  doc: 'Group 4: the authority, after "//" and up to the next "/", "?" or "#".',
});

define({
  rfc, section, name: 'B-path',
  text: 'B-path = *B-path-char',
  body: star(r('B-path-char')),
  doc: 'Group 5: the path, up to the first "?" or "#" (it may be empty).',
});

define({
  rfc, section, name: 'B-query',
  text: 'B-query = *B-query-char',
  body: star(r('B-query-char')),
  doc: 'Group 7: the query, after "?" and up to the first "#".',
});

define({
  rfc, section, name: 'B-fragment',
  text: 'B-fragment = *B-char',
  body: star(r('B-char')),
  doc: 'Group 9: the fragment, everything after the first "#".',
});

define({
  rfc, section, name: 'B-URI-reference',
  text: 'B-URI-reference = [ B-scheme ":" ] [ "//" B-authority ] B-path [ "?" B-query ] [ "#" B-fragment ]',
  body: seq(opt(seq(r('B-scheme'), lit(':'))), opt(seq(lit('//'), r('B-authority'))), r('B-path'), opt(seq(lit('?'), r('B-query'))), opt(seq(lit('#'), r('B-fragment')))),
  doc: 'RFC 3986 Appendix B: any string, split into its five components.',
});
