/**
 * RFC 3987, Internationalized Resource Identifiers (IRIs), §2.2 "ABNF for IRI References and IRIs".
 *
 * §2.2 lists its grammar in two parts: "the following rules are different from those in
 * [RFC3986]" (the `i`-rules, `IRI`, `IRI-reference`, `absolute-IRI`, `ucschar`, `iprivate`), and
 * "the following rules are the same as those in [RFC3986]" (`scheme`, `port`, `IP-literal`, ...,
 * `sub-delims`). The first part is declared here, in the RFC's order; the second is RFC 3986's own
 * rules, referenced as `ref('scheme', 3986)` and not declared twice (test/grammar-text.test.ts holds
 * each restated production equal to the RFC 3986 rule, and grammar/README.md explains the split).
 *
 * At the end, two rules of our own (`rfc: 'urlgrammar'`, section `rfc3987-4.1`): the bidirectional
 * formatting characters §4.1 forbids in prose, and Unicode's later isolates, declared once for the
 * check after the parse and for the URI-to-IRI mapping.
 *
 * ABNF per RFC 2234 (which §2.2 cites): `ALPHA` and `DIGIT` are the RFC 2234 §6.1 core rules.
 * `ucschar` and `iprivate` reach past U+FFFF: the engine reads their ranges by code point
 * (a surrogate pair is one character; see grammar/engine/charset.ts and nfa.ts).
 */
import { alt, define, lit, not, opt, plus, range, ref, rep, seq, star } from '../engine/dsl.js';
import { hostShape } from '../rfc3986/nodes.js';

const rfc = 3987 as const;
/** RFC 3987 `ihost`'s node: RFC 3986's host node, with `ireg-name` where no address was written. */
const HOST_3987 = hostShape('ireg-name');
const section = '2.2';
const r = (name: string) => ref(name);
/** A rule §2.2 restates as "the same as those in [RFC3986]". */
const u = (name: string) => ref(name, 3986);
const ALPHA = ref('ALPHA', 2234);
const DIGIT = ref('DIGIT', 2234);
const isegments = star(seq(lit('/'), r('isegment')), '(');

define({
  rfc, section, name: 'IRI',
  text: `IRI            = scheme ":" ihier-part [ "?" iquery ]
                         [ "#" ifragment ]`,
  body: seq(u('scheme'), lit(':'), r('ihier-part'), opt(seq(lit('?'), r('iquery'))), opt(seq(lit('#'), r('ifragment')))),
  doc: 'An IRI, with an optional fragment (RFC 3987 §2.2).',
  parts: { scheme: 'scheme', iquery: 'query', ifragment: 'fragment' },
});

define({
  rfc, section, name: 'ihier-part',
  text: `ihier-part     = "//" iauthority ipath-abempty
                  / ipath-absolute
                  / ipath-rootless
                  / ipath-empty`,
  body: alt(seq(lit('//'), r('iauthority'), r('ipath-abempty')), r('ipath-absolute'), r('ipath-rootless'), r('ipath-empty')),
  parts: { iauthority: 'authority', 'ipath-abempty': 'path', 'ipath-absolute': 'path', 'ipath-rootless': 'path', 'ipath-empty': 'path' },
});

define({
  rfc, section, name: 'IRI-reference',
  text: 'IRI-reference  = IRI / irelative-ref',
  body: alt(r('IRI'), r('irelative-ref')),
  doc: 'An IRI or a relative IRI reference (RFC 3987 §2.2).',
});

define({
  rfc, section, name: 'absolute-IRI',
  text: 'absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]',
  body: seq(u('scheme'), lit(':'), r('ihier-part'), opt(seq(lit('?'), r('iquery')))),
  doc: 'An IRI without a fragment (RFC 3987 §2.2), as a base IRI.',
  parts: { scheme: 'scheme', iquery: 'query' },
});

define({
  rfc, section, name: 'irelative-ref',
  text: 'irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]',
  body: seq(r('irelative-part'), opt(seq(lit('?'), r('iquery'))), opt(seq(lit('#'), r('ifragment')))),
  doc: 'A relative IRI reference (RFC 3987 §2.2).',
  parts: { iquery: 'query', ifragment: 'fragment' },
});

define({
  rfc, section, name: 'irelative-part',
  text: `irelative-part = "//" iauthority ipath-abempty
                       / ipath-absolute
                  / ipath-noscheme
                  / ipath-empty`,
  body: alt(seq(lit('//'), r('iauthority'), r('ipath-abempty')), r('ipath-absolute'), r('ipath-noscheme'), r('ipath-empty')),
  parts: { iauthority: 'authority', 'ipath-abempty': 'path', 'ipath-absolute': 'path', 'ipath-noscheme': 'path', 'ipath-empty': 'path' },
});

define({
  rfc, section, name: 'iauthority',
  text: 'iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]',
  body: seq(opt(seq(r('iuserinfo'), lit('@'))), r('ihost'), opt(seq(lit(':'), u('port')))),
  parts: { iuserinfo: 'userinfo', ihost: 'host', port: 'port' },
});

define({
  rfc, section, name: 'iuserinfo', node: 'text',
  text: 'iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )',
  body: star(alt(r('iunreserved'), u('pct-encoded'), u('sub-delims'), lit(':')), '('),
});

define({
  rfc, section, name: 'ihost', node: HOST_3987,
  text: 'ihost          = IP-literal / IPv4address / ireg-name',
  body: alt(u('IP-literal'), u('IPv4address'), r('ireg-name')),
  peg: alt(u('IP-literal'), seq(u('IPv4address'), not(alt(r('iunreserved'), u('sub-delims'), lit('%')))), r('ireg-name')),
  pegNote: 'PEG: IPv4address is kept only when nothing that can start an ireg-name character (iunreserved, sub-delims, "%") follows it; otherwise the host is read as an ireg-name (every IPv4address is one). Ordered choice would commit to the IPv4address prefix of "1.2.3.4x", of "1.2.3.4é" or of "1.2.3.456" (dec-octet reads "45"), all ireg-names. As RFC 3986 host.',
});

define({
  rfc, section, name: 'ireg-name', node: 'text',
  text: 'ireg-name      = *( iunreserved / pct-encoded / sub-delims )',
  body: star(alt(r('iunreserved'), u('pct-encoded'), u('sub-delims')), '('),
});

const ipathBody = alt(r('ipath-abempty'), r('ipath-absolute'), r('ipath-noscheme'), r('ipath-rootless'), r('ipath-empty'));

define({
  rfc, section, name: 'ipath',
  text: `ipath          = ipath-abempty   ; begins with "/" or is empty
                  / ipath-absolute  ; begins with "/" but not "//"
                  / ipath-noscheme  ; begins with a non-colon segment
                  / ipath-rootless  ; begins with a segment
                  / ipath-empty     ; zero characters`,
  body: ipathBody,
  peg: alt(seq(r('ipath-absolute'), not(lit('/'))), r('ipath-rootless'), r('ipath-abempty')),
  pegNote: 'PEG: read as ipath-absolute !"/" / ipath-rootless / ipath-abempty, as RFC 3986 path. ipath-abempty matches the empty string, so as the first choice it would end "a/b" before "a"; ipath-absolute stops at "//" (ipath-abempty reads on), and ipath-noscheme stops at a ":" (ipath-rootless reads on). ipath-noscheme and ipath-empty are sublanguages of ipath-rootless and ipath-abempty, which read them.',
});

define({
  rfc, section, name: 'ipath-abempty',
  text: 'ipath-abempty  = *( "/" isegment )',
  body: isegments,
});

define({
  rfc, section, name: 'ipath-absolute',
  text: 'ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]',
  body: seq(lit('/'), opt(seq(r('isegment-nz'), isegments))),
});

define({
  rfc, section, name: 'ipath-noscheme',
  text: 'ipath-noscheme = isegment-nz-nc *( "/" isegment )',
  body: seq(r('isegment-nz-nc'), isegments),
});

define({
  rfc, section, name: 'ipath-rootless',
  text: 'ipath-rootless = isegment-nz *( "/" isegment )',
  body: seq(r('isegment-nz'), isegments),
});

define({
  rfc, section, name: 'ipath-empty',
  text: 'ipath-empty    = 0<ipchar>',
  // ABNF `0<ipchar>`: zero repetitions of ipchar (the RFC writes the element in prose brackets).
  body: rep(0, 0, ref('ipchar', undefined, '<ipchar>')),
});

define({
  rfc, section, name: 'isegment', node: 'text',
  text: 'isegment       = *ipchar',
  body: star(r('ipchar')),
});

define({
  rfc, section, name: 'isegment-nz', node: 'text',
  text: 'isegment-nz    = 1*ipchar',
  body: plus(r('ipchar')),
});

define({
  rfc, section, name: 'isegment-nz-nc', node: 'text',
  text: `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
                        / "@" )
                  ; non-zero-length segment without any colon ":"`,
  body: plus(alt(r('iunreserved'), u('pct-encoded'), u('sub-delims'), lit('@')), '('),
});

define({
  rfc, section, name: 'ipchar', token: true,
  text: `ipchar         = iunreserved / pct-encoded / sub-delims / ":"
                  / "@"`,
  body: alt(r('iunreserved'), u('pct-encoded'), u('sub-delims'), lit(':'), lit('@')),
});

define({
  rfc, section, name: 'iquery', node: 'text',
  text: 'iquery         = *( ipchar / iprivate / "/" / "?" )',
  body: star(alt(r('ipchar'), r('iprivate'), lit('/'), lit('?')), '('),
});

define({
  rfc, section, name: 'ifragment', node: 'text',
  text: 'ifragment      = *( ipchar / "/" / "?" )',
  body: star(alt(r('ipchar'), lit('/'), lit('?')), '('),
});

define({
  rfc, section, name: 'iunreserved', token: true,
  text: 'iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar',
  body: alt(ALPHA, DIGIT, lit('-'), lit('.'), lit('_'), lit('~'), r('ucschar')),
});

define({
  rfc, section, name: 'ucschar', token: true,
  text: `ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
                  / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
                  / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
                  / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
                  / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
                  / %xD0000-DFFFD / %xE1000-EFFFD`,
  body: alt(
    range(0xa0, 0xd7ff), range(0xf900, 0xfdcf), range(0xfdf0, 0xffef),
    ...Array.from({ length: 13 }, (_, k) => range((k + 1) * 0x10000, (k + 1) * 0x10000 + 0xfffd)),
    range(0xe1000, 0xefffd),
  ),
  doc: 'The UCS characters allowed unescaped in an IRI (RFC 3987 §2.2): no controls, no surrogates, no noncharacters, no private use, no specials.',
});

define({
  rfc, section, name: 'iprivate', token: true,
  text: 'iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD',
  body: alt(range(0xe000, 0xf8ff), range(0xf0000, 0xffffd), range(0x100000, 0x10fffd)),
  doc: 'Private-use characters, allowed only in an iquery (RFC 3987 §2.2).',
});

// ---------------------------------------------------------------------------------------------
// §4.1, in prose: the bidirectional formatting characters
// ---------------------------------------------------------------------------------------------
//
// RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE,
// LRO, RLO, and PDF)." §2.2's ucschar takes them (they lie in %xA0-D7FF), and §4.1 writes no
// ABNF, so they are declared here as rules of our own (`rfc: 'urlgrammar'`, section
// `rfc3987-4.1`), once, for both readers: the check after the parse (checks.ts: an error
// under rfc3987, `iri.bidi-format`; src/diagnostics/warnings.ts: the isolates, a warning,
// `iri.bidi-isolate`) and the mapping (src/iri: §3.2 step 4 leaves the escapes of all eleven as
// they are). DECISIONS 21.

/**
 * The seven bidirectional formatting characters RFC 3987 §4.1 forbids in an IRI: U+200E LRM,
 * U+200F RLM, U+202A LRE, U+202B RLE, U+202C PDF, U+202D LRO, U+202E RLO.
 */
export const bidiFormat = define({
  rfc: 'urlgrammar', section: 'rfc3987-4.1', name: 'bidi-format', token: true,
  text: 'bidi-format = %x200E-200F / %x202A-202E',
  body: alt(range(0x200e, 0x200f), range(0x202a, 0x202e)),
  doc: 'RFC 3987 §4.1 (prose): "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)", which ucschar takes: an error after the parse under rfc3987 (iri.bidi-format); uriToIRI keeps their escapes (§3.2 step 4).',
});

/**
 * The bidirectional isolates Unicode 6.3 added after RFC 3987 (U+2066 LRI, U+2067 RLI, U+2068 FSI,
 * U+2069 PDI), for the same purpose as the characters of {@link bidiFormat}. §4.1 does not list
 * them: under rfc3987 they are a warning, not an error; uriToIRI keeps their escapes too.
 */
export const bidiIsolate = define({
  rfc: 'urlgrammar', section: 'rfc3987-4.1', name: 'bidi-isolate', token: true,
  text: 'bidi-isolate = %x2066-2069',
  body: range(0x2066, 0x2069),
  doc: 'The bidirectional isolates LRI, RLI, FSI and PDI (Unicode 6.3, after RFC 3987): not in §4.1\'s list, so a warning under rfc3987 (iri.bidi-isolate), not an error; uriToIRI keeps their escapes, as those of bidi-format.',
});
