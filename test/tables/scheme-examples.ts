/**
 * Every example the scheme RFCs give for the grammars loaded next, verbatim as each RFC prints it,
 * one row an example: the `mailto` URIs of RFC 6068, the `file` URIs of RFC 8089, the URNs of RFC
 * 8141, the `data` URLs of RFC 2397, the `http`/`https` URIs of RFC 9110 §4.2, the `tel` URIs of RFC
 * 3966, and the addr-specs
 * of RFC 5322 Appendix A (the `addr-spec` that RFC 6068 §2 restricts). The texts are the copies in
 * `grammar/rfc/` (see its README for where each came from); `test/scheme-examples.test.ts` finds
 * every row's `verbatim ?? input` in its RFC, whitespace-normalised, and checks the counts below.
 *
 * A row is `{ rfc, section, kind, input, valid, note }`, with `verbatim` when the RFC prints the
 * example differently from the string to use: across lines (the RFC breaks a long URI at a line end
 * and indents the rest; `input` joins the pieces with nothing between them), or escaped for HTML.
 * `valid` says whether `input` matches the RFC's own normative grammar for that scheme: RFC 6068 §2
 * (`mailtoURI`), RFC 8089 §2 (`file-URI`, without the non-standard rules of Appendices E and F), RFC
 * 8141 §2 (`namestring`, with the NID constraints of §5.1), RFC 2397 §3 (`dataurl`, `urlchar` from
 * RFC 2396), RFC 9110 §4.2.1/§4.2.2 (`http-URI`, `https-URI`), RFC 3966 §3 (`telephone-uri`) and RFC 5322 §3.4.1 (`addr-spec`,
 * without the obsolete syntax of §4). Where the RFC says why an example is wrong, non-standard or
 * obsolete, `note` says so in its words; where it does not, `note` gives the reason from the grammar.
 *
 * Rows per RFC (the test checks these lines against the table):
 *
 * - RFC 2397: 4 rows (3 valid, 1 invalid)
 * - RFC 3966: 8 rows (8 valid, 0 invalid)
 * - RFC 5322: 22 rows (19 valid, 3 invalid)
 * - RFC 6068: 23 rows (22 valid, 1 invalid)
 * - RFC 8089: 15 rows (9 valid, 6 invalid)
 * - RFC 8141: 27 rows (24 valid, 3 invalid)
 * - RFC 9110: 3 rows (3 valid, 0 invalid)
 *
 * Left out, because the RFC gives no example string for them (nothing here is made up): RFC 9110
 * §4.2.1/§4.2.2 state that an `http`/`https` URI with an empty host is invalid and §4.2.4 that
 * userinfo is deprecated, but print no such URI; RFC 8089 §2 and §3 print no example URI, nor do
 * Appendix E.1 (userinfo) and E.4 (backslashes); RFC 8141 states its NSS restrictions (§2.2) and the
 * "?" rule (§2) in prose only. Also left out: strings that are not URIs (the relative references of
 * RFC 8089 §E.2.1 and the UNC string of §E.3.1, the template `data:[<mediatype>][;base64],<data>` of
 * RFC 2397 §2, the prefix "urn:xmpp:" of RFC 8141 §4.4), RFC 8089 Appendix F, which repeats the URIs
 * of Appendices B and E (each row below notes it), and the RFC 5322 `msg-id`s, which are not
 * addr-specs.
 */

/** The RFCs the table draws on. */
export type SchemeExampleRfc = 2397 | 3966 | 5322 | 6068 | 8089 | 8141 | 9110;

/**
 * What a row's `input` is: a URI, an RFC 5322 addr-spec, an RFC 8141 namespace identifier, or a
 * prefix that RFC 8141 §5.1 reserves (no formal NID may start with it).
 */
export type SchemeExampleKind = 'uri' | 'addr-spec' | 'nid' | 'nid-prefix';

/** RFC 8089: which form a `file` URI takes, the standard one of §2/Appendix B or a non-standard one of Appendix E. */
export type FileUriForm =
  | 'standard'
  | 'E.2 drive letter'
  | 'E.2.1 drive-letter resolution'
  | 'E.2.2 vertical line'
  | 'E.3.1 UNC with authority'
  | 'E.3.2 UNC path';

/** One example, as the RFC gives it. */
export interface SchemeExample {
  /** The RFC that prints the example. */
  readonly rfc: SchemeExampleRfc;
  /** The section (or appendix) it is printed in, as the RFC numbers it: `'6.1'`, `'E.2.2'`, `'A.1.2'`. */
  readonly section: string;
  /** What `input` is. */
  readonly kind: SchemeExampleKind;
  /** The string to use: the example itself, or, when `verbatim` is given, the example made usable. */
  readonly input: string;
  /** The text as the RFC prints it, when it is not `input` (an example across lines, or HTML-escaped). */
  readonly verbatim?: string;
  /** Whether `input` matches the RFC's normative grammar (see the module comment). */
  readonly valid: boolean;
  /** RFC 6068: the email address the RFC says the URI stands for, as it prints it (the URI percent-encodes it). */
  readonly address?: string;
  /** RFC 8089: the form of the `file` URI. */
  readonly form?: FileUriForm;
  /** What the example shows, and why it is invalid, non-standard or obsolete where it is. */
  readonly note: string;
}

/** RFC 2397 §4 "Examples": every `data` URL it prints. */
export const RFC2397_EXAMPLES: readonly SchemeExample[] = [
  {
    rfc: 2397,
    section: '4',
    kind: 'uri',
    input: 'data:,A%20brief%20note',
    valid: true,
    note: 'Media type omitted (text/plain;charset=US-ASCII); encodes the string "A brief note".',
  },
  {
    rfc: 2397,
    section: '4',
    kind: 'uri',
    input:
      'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAwAAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFzByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSpa/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJlZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uisF81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PHhhx4dbgYKAAA7',
    verbatim:
      'data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw\n' +
      '   AAAC8IyPqcvt3wCcDkiLc7C0qwyGHhSWpjQu5yqmCYsapyuvUUlvONmOZtfzgFz\n' +
      '   ByTB10QgxOR0TqBQejhRNzOfkVJ+5YiUqrXF5Y5lKh/DeuNcP5yLWGsEbtLiOSp\n' +
      '   a/TPg7JpJHxyendzWTBfX0cxOnKPjgBzi4diinWGdkF8kjdfnycQZXZeYGejmJl\n' +
      '   ZeGl9i2icVqaNVailT6F5iJ90m6mvuTS4OK05M0vDk0Q4XUtwvKOzrcd3iq9uis\n' +
      '   F81M1OIcR7lEewwcLp7tuNNkM3uNna3F2JQFo97Vriy/Xl4/f1cf5VWzXyym7PH\n' +
      '   hhx4dbgYKAAA7',
    valid: true,
    note: 'The SRC of an HTML <IMG> ("a small inline image"), printed across seven lines; input joins them.',
  },
  {
    rfc: 2397,
    section: '4',
    kind: 'uri',
    input: 'data:text/plain;charset=iso-8859-7,%be%fg%be',
    valid: false,
    note: 'A charset parameter ("a short sequence of greek characters"). As printed, "%fg" is not an escape (g is not a hex digit), so the data is not *urlchar.',
  },
  {
    rfc: 2397,
    section: '4',
    kind: 'uri',
    input: 'data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local',
    verbatim: 'data:application/vnd-xxx-\n   query,select_vcount,fcol_from_fieldtable/local',
    valid: true,
    note: 'Media type application/vnd-xxx-query (named in the text); the line breaks after "vnd-xxx-", and the hyphen is part of the type.',
  },
];

/**
 * RFC 5322 Appendix A: the addr-specs of the example messages, each once (at its first appearance),
 * in angle-addrs, bare, with comments (A.5) and in the obsolete forms of A.6.
 */
export const RFC5322_EXAMPLES: readonly SchemeExample[] = [
  { rfc: 5322, section: 'A.1.1', kind: 'addr-spec', input: 'jdoe@machine.example', valid: true, note: 'From: John Doe <...>; also A.2, A.3, A.6.2.' },
  { rfc: 5322, section: 'A.1.1', kind: 'addr-spec', input: 'mary@example.net', valid: true, note: 'To: Mary Smith <...>; also A.2, A.3, A.4, A.6.2, A.6.3.' },
  { rfc: 5322, section: 'A.1.1', kind: 'addr-spec', input: 'mjones@machine.example', valid: true, note: 'Sender: Michael Jones <...>.' },
  { rfc: 5322, section: 'A.1.2', kind: 'addr-spec', input: 'john.q.public@example.com', valid: true, note: 'From: "Joe Q. Public" <...> (a quoted display name); also A.6.1.' },
  { rfc: 5322, section: 'A.1.2', kind: 'addr-spec', input: 'mary@x.test', valid: true, note: 'To: Mary Smith <...>.' },
  { rfc: 5322, section: 'A.1.2', kind: 'addr-spec', input: 'jdoe@example.org', valid: true, note: 'A bare addr-spec, "the simpler address form without the angle brackets".' },
  { rfc: 5322, section: 'A.1.2', kind: 'addr-spec', input: 'one@y.test', valid: true, note: 'Who? <...>: the display name needs no quotes, "?" being legal in an atom.' },
  { rfc: 5322, section: 'A.1.2', kind: 'addr-spec', input: 'boss@nil.test', valid: true, note: 'Cc: <...>, an angle-addr with no display name.' },
  { rfc: 5322, section: 'A.1.2', kind: 'addr-spec', input: 'sysservices@example.net', valid: true, note: 'Cc: "Giant; \\"Big\\" Box" <...>.' },
  { rfc: 5322, section: 'A.1.3', kind: 'addr-spec', input: 'pete@silly.example', valid: true, note: 'From: Pete <...>.' },
  { rfc: 5322, section: 'A.1.3', kind: 'addr-spec', input: 'c@a.test', valid: true, note: 'A member of the group "A Group".' },
  { rfc: 5322, section: 'A.1.3', kind: 'addr-spec', input: 'joe@where.test', valid: true, note: 'A bare member of the group "A Group".' },
  { rfc: 5322, section: 'A.1.3', kind: 'addr-spec', input: 'jdoe@one.test', valid: true, note: 'John <...> in the group "A Group"; also A.5.' },
  { rfc: 5322, section: 'A.2', kind: 'addr-spec', input: 'smith@home.example', valid: true, note: 'Reply-To: "Mary Smith: Personal Account" <...>.' },
  { rfc: 5322, section: 'A.3', kind: 'addr-spec', input: 'j-brown@other.example', valid: true, note: 'Resent-To: Jane Brown <...>.' },
  { rfc: 5322, section: 'A.4', kind: 'addr-spec', input: 'jdoe@node.example', valid: true, note: 'From: John Doe <...> in the message with trace fields.' },
  {
    rfc: 5322,
    section: 'A.5',
    kind: 'addr-spec',
    input: 'pete(his account)@silly.test(his host)',
    valid: true,
    note: 'Comments (CFWS) around the dot-atoms: "perfectly legal" in RFC 5322, but RFC 6068 §2 forbids comments in a mailto addr-spec.',
  },
  {
    rfc: 5322,
    section: 'A.5',
    kind: 'addr-spec',
    input: "c@(Chris's host.)public.example",
    valid: true,
    note: 'A comment before the domain, with "the special character (".") in the comment"; legal in RFC 5322, not in a mailto URI (RFC 6068 §2).',
  },
  { rfc: 5322, section: 'A.5', kind: 'addr-spec', input: 'joe@example.org', valid: true, note: 'A bare group member, with folding white space around it in the message.' },
  {
    rfc: 5322,
    section: 'A.6.1',
    kind: 'addr-spec',
    input: '@node.test:mary@example.net',
    valid: false,
    note: 'Obsolete: "the route that appears in the address for Mary Smith" (obs-route, §4.4); the addr-spec itself is mary@example.net.',
  },
  {
    rfc: 5322,
    section: 'A.6.1',
    kind: 'addr-spec',
    input: 'jdoe@test  . example',
    valid: false,
    note: 'Obsolete: "the spaces that appear around the "." in the jdoe address" (obs-domain, §4.4).',
  },
  {
    rfc: 5322,
    section: 'A.6.3',
    kind: 'addr-spec',
    input: 'jdoe@machine(comment).  example',
    valid: false,
    note: 'Obsolete: a comment and white space inside the domain (obs-domain, §4.4), "part of the obsolete syntax".',
  },
];

/** RFC 6068: the `mailto` URIs of §2 and §6 (the RFC encloses each in "<" and ">", which are not part of it). */
export const RFC6068_EXAMPLES: readonly SchemeExample[] = [
  {
    rfc: 6068,
    section: '2',
    kind: 'uri',
    input: 'mailto:addr1@an.example,addr2@an.example',
    valid: true,
    note: 'Two addresses in <to>; equivalent to the next two.',
  },
  {
    rfc: 6068,
    section: '2',
    kind: 'uri',
    input: 'mailto:?to=addr1@an.example,addr2@an.example',
    valid: true,
    note: 'No <to>; the addresses in a "to" hfield.',
  },
  {
    rfc: 6068,
    section: '2',
    kind: 'uri',
    input: 'mailto:addr1@an.example?to=addr2@an.example',
    valid: true,
    note: 'Syntactically valid but NOT RECOMMENDED: both <to> and a "to" hfname ("different user agents handle this case differently").',
  },
  { rfc: 6068, section: '6.1', kind: 'uri', input: 'mailto:chris@example.com', valid: true, note: 'An ordinary individual mailing address.' },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:infobot@example.com?subject=current-issue',
    valid: true,
    note: 'A subject header field.',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:infobot@example.com?body=send%20current-issue',
    valid: true,
    note: 'A body; %20 is a space.',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index',
    verbatim: 'mailto:infobot@\n   example.com?body=send%20current-issue%0D%0Asend%20index',
    valid: true,
    note: 'A two-line body (%0D%0A is CRLF); printed across two lines (RFC 6068 §1: line breaks are not part of the URI).',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E',
    verbatim: 'mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@\n   example.com%3E',
    valid: true,
    note: 'An In-Reply-To header field carrying a Message-ID (%3C and %3E are "<" and ">"); printed across two lines.',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:majordomo@example.com?body=subscribe%20bamboo-l',
    valid: true,
    note: 'A request to subscribe to a mailing list.',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:joe@example.com?cc=bob@example.com&body=hello',
    valid: true,
    note: 'A CC header field and a body, separated by the reserved "&".',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:joe@example.com?cc=bob@example.com?body=hello',
    valid: false,
    note: 'Printed with "; WRONG!": "using "?" twice, is incorrect" ("?" is not a qchar, so it cannot appear in an hfvalue).',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:gorby%25kremvax@example.com',
    valid: true,
    address: 'gorby%kremvax@example.com',
    note: 'A "%" in the addr-spec, percent-encoded as %25; percent-decoding gives the address.',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:unlikely%3Faddress@example.com?blat=foop',
    valid: true,
    address: 'unlikely?address@example.com',
    note: 'A "?" in the addr-spec, percent-encoded as %3F, and another header field; percent-decoding gives the address.',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:joe@an.example?cc=bob@an.example&body=hello',
    verbatim: 'mailto:joe@an.example?cc=bob@an.example&amp;body=hello',
    valid: true,
    note: 'Printed inside an HTML <a href="..."> (and as its text), with "&" written "&amp;"; input is the URI after HTML unescaping.',
  },
  {
    rfc: 6068,
    section: '6.1',
    kind: 'uri',
    input: 'mailto:Mike%26family@example.org',
    valid: true,
    address: 'Mike&family@example.org',
    note: 'An "&" in the addr-spec "has to be percent-encoded" (%26); percent-decoding gives the address.',
  },
  {
    rfc: 6068,
    section: '6.2',
    kind: 'uri',
    input: 'mailto:%22not%40me%22@example.org',
    valid: true,
    address: '"not@me"@example.org',
    note: 'A quoted-string local-part, wholly percent-encoded; percent-decoding gives the address.',
  },
  {
    rfc: 6068,
    section: '6.2',
    kind: 'uri',
    input: 'mailto:%22oh%5C%5Cno%22@example.org',
    valid: true,
    address: '"oh\\\\no"@example.org',
    note: 'A quoted-string with a quoted-pair (\\\\ as %5C%5C); percent-decoding gives the address.',
  },
  {
    rfc: 6068,
    section: '6.2',
    kind: 'uri',
    input: "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
    valid: true,
    address: '"\\\\\\"it\'s\\ ugly\\\\\\""@example.org',
    note: 'A quoted-string with quoted-pairs, a space and an apostrophe ("\'" is a some-delims qchar, left as is); percent-decoding gives the address.',
  },
  {
    rfc: 6068,
    section: '6.3',
    kind: 'uri',
    input: 'mailto:user@example.org?subject=caf%C3%A9',
    valid: true,
    note: 'Internationalized subject "café": UTF-8, then percent-encoded (%C3%A9 is U+00E9). A URI, not an IRI.',
  },
  {
    rfc: 6068,
    section: '6.3',
    kind: 'uri',
    input: 'mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D',
    verbatim: 'mailto:user@\n   example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D',
    valid: true,
    note: 'The same subject as a MIME encoded-word, its "=" and "?" percent-encoded (decodes to =?utf-8?Q?caf=C3=A9?=); printed across two lines.',
  },
  {
    rfc: 6068,
    section: '6.3',
    kind: 'uri',
    input: 'mailto:user@example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D',
    verbatim: 'mailto:user@\n   example.org?subject=%3D%3Fiso-8859-1%3FQ%3Fcaf%3DE9%3F%3D',
    valid: true,
    note: 'The same subject as an iso-8859-1 encoded-word (decodes to =?iso-8859-1?Q?caf=E9?=); printed across two lines.',
  },
  {
    rfc: 6068,
    section: '6.3',
    kind: 'uri',
    input: 'mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9',
    valid: true,
    note: 'UTF-8 percent-encoded subject and body.',
  },
  {
    rfc: 6068,
    section: '6.3',
    kind: 'uri',
    input: 'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO',
    valid: true,
    note: 'An internationalized domain label ("natto", U+7D0D U+8C46) as percent-encoded UTF-8 (§2 rule 4); converted to punycode (xn--99zt52a) when the mail is composed. A URI, not an IRI.',
  },
];

/**
 * RFC 8089: the `file` URIs of Appendix B (the standard forms) and Appendix E (the non-standard
 * variations, valid only under their replacement rules). Appendix F collects the B and E forms again.
 */
export const RFC8089_EXAMPLES: readonly SchemeExample[] = [
  {
    rfc: 8089,
    section: 'B',
    kind: 'uri',
    input: 'file:///path/to/file',
    valid: true,
    form: 'standard',
    note: 'Local file, empty authority: "the most common format in use today". Also in Appendix F.',
  },
  {
    rfc: 8089,
    section: 'B',
    kind: 'uri',
    input: 'file:/path/to/file',
    valid: true,
    form: 'standard',
    note: 'Local file, no authority: "the minimal representation". Also in Appendix F.',
  },
  {
    rfc: 8089,
    section: 'B',
    kind: 'uri',
    input: 'file://host.example.com/path/to/file',
    valid: true,
    form: 'standard',
    note: 'Non-local file with an explicit authority. Also in Appendix F.',
  },
  {
    rfc: 8089,
    section: 'E.2',
    kind: 'uri',
    input: 'file:c:/path/to/file',
    valid: false,
    form: 'E.2 drive letter',
    note: 'Non-standard: a drive letter with no authority and no leading "/" (local-path = [ drive-letter ] path-absolute, E.2). Not a path-absolute, so not a §2 file-URI. Also in Appendix F.',
  },
  {
    rfc: 8089,
    section: 'E.2',
    kind: 'uri',
    input: 'file:///c:/path/to/file',
    valid: true,
    form: 'E.2 drive letter',
    note: 'A drive letter as the first path segment: "already supported by the "path-absolute" rule".',
  },
  {
    rfc: 8089,
    section: 'E.2.1',
    kind: 'uri',
    input: 'file:///c:/path/to/file.txt',
    valid: true,
    form: 'E.2.1 drive-letter resolution',
    note: 'Base URI of the first resolution example (relative reference /some/other/thing.bmp).',
  },
  {
    rfc: 8089,
    section: 'E.2.1',
    kind: 'uri',
    input: 'file:///c:/some/other/thing.bmp',
    valid: true,
    form: 'E.2.1 drive-letter resolution',
    note: 'Resolved against the base above, the drive letter kept (RFC 3986 §5.2 would give file:///some/other/thing.bmp).',
  },
  {
    rfc: 8089,
    section: 'E.2.1',
    kind: 'uri',
    input: 'file:///c:/foo.txt',
    valid: true,
    form: 'E.2.1 drive-letter resolution',
    note: 'Base URI of the second resolution example (relative reference ../bar.txt).',
  },
  {
    rfc: 8089,
    section: 'E.2.1',
    kind: 'uri',
    input: 'file:///c:/bar.txt',
    valid: true,
    form: 'E.2.1 drive-letter resolution',
    note: '".." does not overwrite the drive letter (RFC 3986 §5.2 would give file:///bar.txt).',
  },
  {
    rfc: 8089,
    section: 'E.2.2',
    kind: 'uri',
    input: 'file:///c|/path/to/file',
    valid: false,
    form: 'E.2.2 vertical line',
    note: 'Historic "|" for ":" in the drive letter: "[RFC3986] forbids the use of the vertical line". Update by replacing "|" with ":". Also in Appendix F.',
  },
  {
    rfc: 8089,
    section: 'E.2.2',
    kind: 'uri',
    input: 'file:/c|/path/to/file',
    valid: false,
    form: 'E.2.2 vertical line',
    note: 'Vertical line, no authority (file-absolute); forbidden by RFC 3986. Also in Appendix F.',
  },
  {
    rfc: 8089,
    section: 'E.2.2',
    kind: 'uri',
    input: 'file:c|/path/to/file',
    valid: false,
    form: 'E.2.2 vertical line',
    note: 'Vertical line, no authority, no leading "/"; forbidden by RFC 3986. Also in Appendix F.',
  },
  {
    rfc: 8089,
    section: 'E.3.1',
    kind: 'uri',
    input: 'file://host.example.com/Share/path/to/file.txt',
    valid: true,
    form: 'E.3.1 UNC with authority',
    note: 'The UNC string \\\\host.example.com\\Share\\path\\to\\file.txt mapped segment by segment (host to authority); an ordinary §2 file-URI.',
  },
  {
    rfc: 8089,
    section: 'E.3.2',
    kind: 'uri',
    input: 'file:////host.example.com/path/to/file',
    valid: false,
    form: 'E.3.2 UNC path',
    note: 'Non-standard: empty authority and the whole UNC string in the path (unc-authority, E.3.2). A path starting "//" is not a path-absolute, so not a §2 file-URI. Also in Appendix F.',
  },
  {
    rfc: 8089,
    section: 'E.3.2',
    kind: 'uri',
    input: 'file://///host.example.com/path/to/file',
    valid: false,
    form: 'E.3.2 UNC path',
    note: 'Non-standard: as above "with an extra slash", per RFC 1738; "notably used by the Firefox web browser". Also in Appendix F.',
  },
];

/** RFC 8141: the URNs of §1, §2.2, §2.3.x, §3.2 and §5, the resolved URI of §2.3.2, and the NIDs and reserved NID prefixes of §2.1 and §5. */
export const RFC8141_EXAMPLES: readonly SchemeExample[] = [
  { rfc: 8141, section: '1', kind: 'uri', input: 'urn:example:foo', valid: true, note: 'A URN in the "example" namespace (RFC 6963).' },
  { rfc: 8141, section: '2.1', kind: 'nid', input: 'ISBN', valid: true, note: 'NIDs are case insensitive: "ISBN" and "isbn" are equivalent.' },
  { rfc: 8141, section: '2.1', kind: 'nid', input: 'isbn', valid: true, note: 'The same NID in lower case.' },
  {
    rfc: 8141,
    section: '2.2',
    kind: 'uri',
    input: 'urn:example:1/406/47452/2',
    valid: true,
    note: 'A hierarchical name with "/" in the NSS (not allowed by RFC 2141).',
  },
  {
    rfc: 8141,
    section: '2.3.1',
    kind: 'uri',
    input: 'urn:example:foo-bar-baz-qux?+CCResolve:cc=uk',
    valid: true,
    note: 'An r-component ("?+"), hypothetical; "r-components SHOULD NOT be used for URNs before their semantics have been standardized".',
  },
  {
    rfc: 8141,
    section: '2.3.2',
    kind: 'uri',
    input: 'urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z',
    verbatim: 'urn:example:weather?=op=map&lat=39.56\n         &lon=-104.85&datetime=1969-07-21T02:56:15Z',
    valid: true,
    note: 'A q-component ("?="); printed across two lines.',
  },
  {
    rfc: 8141,
    section: '2.3.2',
    kind: 'uri',
    input: 'https://weatherapp.example?op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z',
    verbatim: 'https://weatherapp.example?op=map&lat=39.56\n         &lon=-104.85&datetime=1969-07-21T02:56:15Z',
    valid: true,
    note: 'The HTTP URI the weather URN "might" resolve to: the q-component copied to the query. An https URI (valid per RFC 9110 §4.2.2); printed across two lines.',
  },
  {
    rfc: 8141,
    section: '2.3.3',
    kind: 'uri',
    input: 'urn:example:foo-bar-baz-qux#somepart',
    valid: true,
    note: 'An f-component ("#").',
  },
  { rfc: 8141, section: '3.2', kind: 'uri', input: 'urn:example:a123,z456', valid: true, note: 'URN-equivalent to the next two (scheme and NID are case insensitive).' },
  { rfc: 8141, section: '3.2', kind: 'uri', input: 'URN:example:a123,z456', valid: true, note: 'Upper-case scheme; URN-equivalent to urn:example:a123,z456.' },
  { rfc: 8141, section: '3.2', kind: 'uri', input: 'urn:EXAMPLE:a123,z456', valid: true, note: 'Upper-case NID; URN-equivalent to urn:example:a123,z456.' },
  {
    rfc: 8141,
    section: '3.2',
    kind: 'uri',
    input: 'urn:example:a123,z456?+abc',
    valid: true,
    note: 'r-component; URN-equivalent to the first three (r-, q- and f-components are ignored).',
  },
  { rfc: 8141, section: '3.2', kind: 'uri', input: 'urn:example:a123,z456?=xyz', valid: true, note: 'q-component; URN-equivalent to the first three.' },
  { rfc: 8141, section: '3.2', kind: 'uri', input: 'urn:example:a123,z456#789', valid: true, note: 'f-component; URN-equivalent to the first three.' },
  {
    rfc: 8141,
    section: '3.2',
    kind: 'uri',
    input: 'urn:example:a123,z456/foo',
    valid: true,
    note: '"/" in the NSS counts: not URN-equivalent to the others or to the six before.',
  },
  { rfc: 8141, section: '3.2', kind: 'uri', input: 'urn:example:a123,z456/bar', valid: true, note: 'Not URN-equivalent to /foo, /baz or the six before.' },
  { rfc: 8141, section: '3.2', kind: 'uri', input: 'urn:example:a123,z456/baz', valid: true, note: 'Not URN-equivalent to /foo, /bar or the six before.' },
  {
    rfc: 8141,
    section: '3.2',
    kind: 'uri',
    input: 'urn:example:a123%2Cz456',
    valid: true,
    note: '%2C is "," but is not decoded for URN-equivalence: equivalent only to the next one.',
  },
  {
    rfc: 8141,
    section: '3.2',
    kind: 'uri',
    input: 'URN:EXAMPLE:a123%2cz456',
    valid: true,
    note: 'Case of the scheme, the NID and the hex digits normalized: URN-equivalent to urn:example:a123%2Cz456.',
  },
  {
    rfc: 8141,
    section: '3.2',
    kind: 'uri',
    input: 'urn:example:A123,z456',
    valid: true,
    note: 'The NSS is case sensitive: not URN-equivalent to the first three.',
  },
  { rfc: 8141, section: '3.2', kind: 'uri', input: 'urn:example:a123,Z456', valid: true, note: 'The NSS is case sensitive: not URN-equivalent to the first three.' },
  {
    rfc: 8141,
    section: '3.2',
    kind: 'uri',
    input: 'urn:example:%D0%B0123,z456',
    valid: true,
    note: 'Percent-encoded U+0430 CYRILLIC SMALL LETTER A: looks like the first three when displayed decoded, but is not URN-equivalent to them.',
  },
  {
    rfc: 8141,
    section: '5',
    kind: 'uri',
    input: 'urn:example:apple:pear:plum:cherry',
    valid: true,
    note: 'The NSS is "apple:pear:plum:cherry" as a whole; its colons have no meaning unless the namespace gives them one.',
  },
  {
    rfc: 8141,
    section: '5.1',
    kind: 'nid-prefix',
    input: 'urn-',
    valid: false,
    note: 'A formal NID "MUST NOT start with "urn-" (which is reserved for informal URN namespaces)" (§5.1 rule 2).',
  },
  {
    rfc: 8141,
    section: '5.1',
    kind: 'nid-prefix',
    input: 'xn--',
    valid: false,
    note: 'A formal NID "MUST NOT start with the string "xn--" or any other string consisting of two letters followed by two hyphens" (§5.1 rule 3; nor with two letters and one hyphen).',
  },
  {
    rfc: 8141,
    section: '5.1',
    kind: 'nid-prefix',
    input: 'X-',
    valid: false,
    note: 'A formal NID "MUST NOT start with the string "X-"" (§5.1 rule 4); Appendix C: URNs in the old experimental namespaces "are not valid URNs".',
  },
  {
    rfc: 8141,
    section: '5.2',
    kind: 'nid',
    input: 'urn-7',
    valid: true,
    note: 'An informal namespace NID as IANA assigns them: "urn-" followed by a number (InformalNamespaceName).',
  },
];

/** RFC 9110 §4.2: the `http` URIs of §4.2.3, the only examples §4.2 gives. */
export const RFC9110_EXAMPLES: readonly SchemeExample[] = [
  {
    rfc: 9110,
    section: '4.2.3',
    kind: 'uri',
    input: 'http://example.com:80/~smith/home.html',
    valid: true,
    note: 'Equivalent to the next two: the default port 80 is omitted in normal form.',
  },
  {
    rfc: 9110,
    section: '4.2.3',
    kind: 'uri',
    input: 'http://EXAMPLE.com/%7Esmith/home.html',
    valid: true,
    note: 'Equivalent: the host is case-insensitive and %7E is the unreserved "~" (normal form does not encode it).',
  },
  {
    rfc: 9110,
    section: '4.2.3',
    kind: 'uri',
    input: 'http://EXAMPLE.com:/%7esmith/home.html',
    valid: true,
    note: 'Equivalent: an empty port means the default port, and %7e is "~".',
  },
];

/** RFC 3966: every `tel` URI it prints (§6 "Examples", and the links of §8, §9 and §11), each once. */
export const RFC3966_EXAMPLES: readonly SchemeExample[] = [
  {
    rfc: 3966,
    section: '6',
    kind: 'uri',
    input: 'tel:+1-201-555-0123',
    valid: true,
    note: 'A phone number in the United States; the hyphens separate country, area code and subscriber number.',
  },
  {
    rfc: 3966,
    section: '6',
    kind: 'uri',
    input: 'tel:7042;phone-context=example.com',
    valid: true,
    note: 'A local phone number valid within the context "example.com".',
  },
  {
    rfc: 3966,
    section: '6',
    kind: 'uri',
    input: 'tel:863-1234;phone-context=+1-914-555',
    valid: true,
    note: 'A local phone number valid within a particular phone prefix.',
  },
  {
    rfc: 3966,
    section: '8',
    kind: 'uri',
    input: 'tel:+1-212-555-0101',
    valid: true,
    note: 'A link in HTML (the number in the global form, as the text of the link).',
  },
  {
    rfc: 3966,
    section: '8',
    kind: 'uri',
    input: 'tel:+1-201-555-0111',
    valid: true,
    note: 'A link in HTML whose text is a local format: the URI keeps the global form.',
  },
  {
    rfc: 3966,
    section: '8',
    kind: 'uri',
    input: 'tel:+1-555-438-3732',
    valid: true,
    note: 'A link in HTML whose text spells the number in letters (1-555-IETF-RFC).',
  },
  {
    rfc: 3966,
    section: '9',
    kind: 'uri',
    input: 'tel:1234;phone-context=munich.example.com',
    valid: true,
    note: 'A local number a proxy may route to the SIP proxy at munich.example.com.',
  },
  {
    rfc: 3966,
    section: '11',
    kind: 'uri',
    input: 'tel:+1-900-555-0191',
    valid: true,
    note: 'A link whose text hides the true number (the text is another tel URI, +1-800-555-0191).',
  },
];

/** Every row, by RFC number. */
export const SCHEME_EXAMPLES: readonly SchemeExample[] = [
  ...RFC2397_EXAMPLES,
  ...RFC3966_EXAMPLES,
  ...RFC5322_EXAMPLES,
  ...RFC6068_EXAMPLES,
  ...RFC8089_EXAMPLES,
  ...RFC8141_EXAMPLES,
  ...RFC9110_EXAMPLES,
];

/** The RFC text file in `grammar/rfc/` each RFC's rows are found in. */
export const SCHEME_EXAMPLE_SOURCES: Readonly<Record<SchemeExampleRfc, string>> = {
  2397: 'rfc2397.txt',
  3966: 'rfc3966.txt',
  5322: 'rfc5322.txt',
  6068: 'rfc6068.txt',
  8089: 'rfc8089.txt',
  8141: 'rfc8141.txt',
  9110: 'rfc9110.txt',
};
