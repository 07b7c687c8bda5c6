/**
 * RFC 2396, Uniform Resource Identifiers (URI): Generic Syntax, Appendix A "Collected BNF for URI".
 *
 * Transcribed in the RFC's own order. The notation (§1.6) is RFC 822's BNF with `|` for
 * alternatives, `( )` for grouping, `[ ]` for optional elements and `<n>*` for repetition, as in
 * RFC 1808. Literals are case-sensitive: "Each literal in the grammar corresponds to the character
 * it represents" (§1.6), and the RFC spells both cases where both are meant (`hex`,
 * `lowalpha`/`upalpha`).
 *
 * Names coincide with rules of other RFCs of different content (`host`, `port`, `IPv4address`,
 * `scheme`, `hostname`...): these are distinct rules, `2396:host` versus `1738:host`. RFC 2732 §3
 * amends this grammar (`host = hostname | IPv4address | IPv6reference`, and `reserved`); that
 * amendment is `grammar/obsoleted/rfc2732.ts`, selected by a profile, not merged in here.
 */
import { alt, chars, define, group, lit, not, and, opt, plus, ref, reorder, seq, star, setNotation } from '../engine/dsl.js';
import { IPV4, PORT } from '../node-types.js';
import { HOST_1738 } from './nodes.js';

const rfc = 2396 as const;
// RFC 2396 §1.6: RFC 822's BNF with "|" for alternatives, the notation of RFC 1808.
setNotation(rfc, 'rfc1808');
const section = 'Appendix A';
const r = (name: string) => ref(name);

define({
  rfc, section, name: 'URI-reference',
  text: 'URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]',
  body: seq(opt(alt(r('absoluteURI'), r('relativeURI'))), opt(seq(lit('#'), r('fragment')))),
  doc: 'A URI reference: an absolute or relative URI, or neither, with an optional fragment.',
  parts: { fragment: 'fragment' },
});

define({
  rfc, section, name: 'absoluteURI',
  text: 'absoluteURI   = scheme ":" ( hier_part | opaque_part )',
  body: seq(r('scheme'), lit(':'), group(alt(r('hier_part'), r('opaque_part')))),
  parts: { scheme: 'scheme', opaque_part: 'path' },
});

// RFC 2396 §5.2 step 2 and Appendix C read a reference with an empty path and a query ("?y"),
// which Appendix A cannot derive: the parser reads that form too (a `lang` deviation).
const relativeBody = seq(group(alt(r('net_path'), r('abs_path'), r('rel_path'))), opt(seq(lit('?'), r('query'))));
const relativeLang = alt(relativeBody, seq(lit('?'), r('query')));
define({
  rfc, section, name: 'relativeURI',
  text: 'relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]',
  body: relativeBody,
  peg: relativeLang,
  lang: relativeLang,
  pegNote: 'PEG: the language of `lang`, as written there: the production, or "?" query.',
  langNote: 'RFC 2396 §5.2 step 2 and Appendix C over Appendix A: a relative reference may have an empty path and a query ("?y", resolved in Appendix C.1 to "http://a/b/c/?y"; step 2 tells it from a same-document reference by its defined query). Appendix A needs a net_path, abs_path or rel_path before the "?", so it rejects "?y"; RFC 3986 (relative-part = ... / path-empty) derives it.',
  parts: { abs_path: 'path', rel_path: 'path', query: 'query' },
});

define({
  rfc, section, name: 'hier_part',
  text: 'hier_part     = ( net_path | abs_path ) [ "?" query ]',
  body: seq(group(alt(r('net_path'), r('abs_path'))), opt(seq(lit('?'), r('query')))),
  parts: { abs_path: 'path', query: 'query' },
});

define({
  rfc, section, name: 'opaque_part', node: 'text',
  text: 'opaque_part   = uric_no_slash *uric',
  body: seq(r('uric_no_slash'), star(r('uric'))),
});

define({
  rfc, section, name: 'uric_no_slash', token: true,
  text: `uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
                      "&" | "=" | "+" | "$" | ","`,
  body: alt(r('unreserved'), r('escaped'), ...Array.from(';?:@&=+$,', (c) => lit(c))),
});

define({
  rfc, section, name: 'net_path',
  text: 'net_path      = "//" authority [ abs_path ]',
  body: seq(lit('//'), r('authority'), opt(r('abs_path'))),
  parts: { authority: 'authority', abs_path: 'path' },
});

define({
  rfc, section, name: 'abs_path',
  text: 'abs_path      = "/"  path_segments',
  body: seq(lit('/'), r('path_segments')),
});

define({
  rfc, section, name: 'rel_path',
  text: 'rel_path      = rel_segment [ abs_path ]',
  body: seq(r('rel_segment'), opt(r('abs_path'))),
});

define({
  rfc, section, name: 'rel_segment', node: 'text',
  text: `rel_segment   = 1*( unreserved | escaped |
                          ";" | "@" | "&" | "=" | "+" | "$" | "," )`,
  body: plus(alt(r('unreserved'), r('escaped'), ...Array.from(';@&=+$,', (c) => lit(c))), '('),
});

define({
  rfc, section, name: 'scheme', node: 'text',
  text: 'scheme        = alpha *( alpha | digit | "+" | "-" | "." )',
  body: seq(r('alpha'), star(alt(r('alpha'), r('digit'), lit('+'), lit('-'), lit('.')), '(')),
});

const authorityBody = alt(r('server'), r('reg_name'));
define({
  rfc, section, name: 'authority',
  text: 'authority     = server | reg_name',
  body: authorityBody,
  peg: alt(seq(r('server'), not(alt(r('unreserved'), ...Array.from('%$,;:@&=+', (c) => lit(c))))), opt(r('reg_name'))),
  pegNote: 'PEG: server is kept only when nothing that can start a reg_name character (unreserved, "%", "$", ",", ";", ":", "@", "&", "=", "+") follows it; otherwise [ reg_name ]. server may be empty and stops early where reg_name reads on ("a@b@c": server reads "a@b"; "host:80a"), and ordered choice would commit to that prefix. Every non-empty server is a reg_name, so the language is the production\'s.',
  parts: { reg_name: 'host' },
});

define({
  rfc, section, name: 'reg_name', node: 'text',
  text: `reg_name      = 1*( unreserved | escaped | "$" | "," |
                          ";" | ":" | "@" | "&" | "=" | "+" )`,
  body: plus(alt(r('unreserved'), r('escaped'), ...Array.from('$,;:@&=+', (c) => lit(c))), '('),
});

define({
  rfc, section, name: 'server',
  text: 'server        = [ [ userinfo "@" ] hostport ]',
  body: opt(seq(opt(seq(r('userinfo'), lit('@'))), r('hostport'))),
  parts: { userinfo: 'userinfo' },
});

define({
  rfc, section, name: 'userinfo', node: 'text',
  text: `userinfo      = *( unreserved | escaped |
                         ";" | ":" | "&" | "=" | "+" | "$" | "," )`,
  body: star(alt(r('unreserved'), r('escaped'), ...Array.from(';:&=+$,', (c) => lit(c))), '('),
});

define({
  rfc, section, name: 'hostport',
  text: 'hostport      = host [ ":" port ]',
  body: seq(r('host'), opt(seq(lit(':'), r('port')))),
  parts: { host: 'host', port: 'port' },
});

define({
  rfc, section, name: 'host', node: HOST_1738,
  text: 'host          = hostname | IPv4address',
  body: alt(r('hostname'), r('IPv4address')),
});

define({
  rfc, section, name: 'hostname',
  text: 'hostname      = *( domainlabel "." ) toplabel [ "." ]',
  body: seq(star(seq(r('domainlabel'), lit('.')), '('), r('toplabel'), opt(lit('.'))),
  peg: seq(star(seq(r('domainlabel'), lit('.'), and(r('alphanum'))), '('), r('toplabel'), opt(lit('.'))),
  pegNote: 'PEG: a domainlabel "." is repeated only when a label follows (an alphanum). Greedy repetition would read the toplabel and its optional trailing "." as one more domainlabel "." ("www.example.com.") and leave no toplabel.',
});

const domainlabelBody = alt(r('alphanum'), seq(r('alphanum'), star(alt(r('alphanum'), lit('-')), '('), r('alphanum')));
define({
  rfc, section, name: 'domainlabel', node: 'text',
  text: 'domainlabel   = alphanum | alphanum *( alphanum | "-" ) alphanum',
  body: domainlabelBody,
  peg: reorder(domainlabelBody, [1, 0]),
  pegNote: 'PEG: alternatives reordered, longest first. Ordered choice takes the one-character alternative first, so "example" would be read as "e" and "example.com" rejected.',
});

const toplabelBody = alt(r('alpha'), seq(r('alpha'), star(alt(r('alphanum'), lit('-')), '('), r('alphanum')));
define({
  rfc, section, name: 'toplabel', node: 'text',
  text: 'toplabel      = alpha | alpha *( alphanum | "-" ) alphanum',
  body: toplabelBody,
  peg: reorder(toplabelBody, [1, 0]),
  pegNote: 'PEG: alternatives reordered, longest first, as in domainlabel: "com" would otherwise be read as "c".',
});

define({
  rfc, section, name: 'IPv4address', node: IPV4,
  text: 'IPv4address   = 1*digit "." 1*digit "." 1*digit "." 1*digit',
  body: seq(plus(r('digit')), lit('.'), plus(r('digit')), lit('.'), plus(r('digit')), lit('.'), plus(r('digit'))),
});

define({
  rfc, section, name: 'port', node: PORT,
  text: 'port          = *digit',
  body: star(r('digit')),
});

define({
  rfc, section, name: 'path',
  text: 'path          = [ abs_path | opaque_part ]',
  body: opt(alt(r('abs_path'), r('opaque_part'))),
});

define({
  rfc, section, name: 'path_segments',
  text: 'path_segments = segment *( "/" segment )',
  body: seq(r('segment'), star(seq(lit('/'), r('segment')), '(')),
});

define({
  rfc, section, name: 'segment', node: 'text',
  text: 'segment       = *pchar *( ";" param )',
  body: seq(star(r('pchar')), star(seq(lit(';'), r('param')), '(')),
});

define({
  rfc, section, name: 'param', node: 'text',
  text: 'param         = *pchar',
  body: star(r('pchar')),
});

define({
  rfc, section, name: 'pchar', token: true,
  text: `pchar         = unreserved | escaped |
                      ":" | "@" | "&" | "=" | "+" | "$" | ","`,
  body: alt(r('unreserved'), r('escaped'), ...Array.from(':@&=+$,', (c) => lit(c))),
});

define({
  rfc, section, name: 'query', node: 'text',
  text: 'query         = *uric',
  body: star(r('uric')),
});

define({
  rfc, section, name: 'fragment', node: 'text',
  text: 'fragment      = *uric',
  body: star(r('uric')),
});

define({
  rfc, section, name: 'uric', token: true,
  text: 'uric          = reserved | unreserved | escaped',
  body: alt(r('reserved'), r('unreserved'), r('escaped')),
});

define({
  rfc, section, name: 'reserved', token: true,
  text: `reserved      = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
                      "$" | ","`,
  body: chars(';/?:@&=+$,'),
});

define({
  rfc, section, name: 'unreserved', token: true,
  text: 'unreserved    = alphanum | mark',
  body: alt(r('alphanum'), r('mark')),
});

define({
  rfc, section, name: 'mark', token: true,
  text: `mark          = "-" | "_" | "." | "!" | "~" | "*" | "'" |
                      "(" | ")"`,
  body: chars(`-_.!~*'()`),
});

define({
  rfc, section, name: 'escaped', token: true,
  text: 'escaped       = "%" hex hex',
  body: seq(lit('%'), r('hex'), r('hex')),
});

define({
  rfc, section, name: 'hex', token: true,
  text: `hex           = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                              "a" | "b" | "c" | "d" | "e" | "f"`,
  body: alt(r('digit'), ...Array.from('ABCDEFabcdef', (c) => lit(c))),
});

define({
  rfc, section, name: 'alphanum', token: true,
  text: 'alphanum      = alpha | digit',
  body: alt(r('alpha'), r('digit')),
});

define({
  rfc, section, name: 'alpha', token: true,
  text: 'alpha         = lowalpha | upalpha',
  body: alt(r('lowalpha'), r('upalpha')),
});

define({
  rfc, section, name: 'lowalpha', token: true,
  text: `lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
                 "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
                 "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"`,
  body: chars('abcdefghijklmnopqrstuvwxyz'),
});

define({
  rfc, section, name: 'upalpha', token: true,
  text: `upalpha  = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
                 "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
                 "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"`,
  body: chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
});

define({
  rfc, section, name: 'digit', token: true,
  text: `digit    = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                 "8" | "9"`,
  body: chars('0123456789'),
});

export {};
