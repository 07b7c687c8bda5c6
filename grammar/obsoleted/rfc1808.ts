/**
 * RFC 1808, Relative Uniform Resource Locators, section 2.2 "BNF for Relative URLs".
 *
 * Transcribed in the RFC's own order. The notation is RFC 822 BNF with `|` for alternatives,
 * parentheses for grouping and `[ ]` for optional elements. Several names (`scheme`, `fsegment`,
 * `uchar`, ...) coincide with RFC 1738 rules of different content: these are distinct rules,
 * `1808:scheme` versus `1738:scheme`.
 */
import { alt, chars, define, group, lit, not, opt, plus, ref, seq, star, setNotation } from '../engine/dsl.js';

const rfc = 1808 as const;
// RFC 1808 §2.2 writes RFC 822's BNF, with `|` for alternatives.
setNotation(rfc, 'rfc1808');
const section = '2.2';
const r = (name: string) => ref(name);

define({
  rfc, section, name: 'URL',
  text: 'URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]',
  body: seq(group(alt(r('absoluteURL'), r('relativeURL'))), opt(seq(lit('#'), r('fragment')))),
  parts: { fragment: 'fragment' },
});

define({
  rfc, section, name: 'absoluteURL',
  text: 'absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )',
  body: alt(r('generic-RL'), group(seq(r('scheme'), lit(':'), star(alt(r('uchar'), r('reserved')), '(')))),
  peg: alt(seq(r('generic-RL'), not(alt(r('unreserved'), r('reserved'), lit('%')))), seq(r('scheme'), lit(':'), star(alt(r('uchar'), r('reserved')), '('))),
  pegNote: 'PEG: generic-RL is kept only when nothing that can start a uchar or reserved (unreserved, reserved, "%") follows it. generic-RL can stop early where the opaque form reads on: an abs_path cannot hold "//" ("http://host//x"), since rel_path starts with a non-empty fsegment.',
  parts: { scheme: 'scheme' },
});

define({
  rfc, section, name: 'generic-RL',
  text: 'generic-RL  = scheme ":" relativeURL',
  body: seq(r('scheme'), lit(':'), r('relativeURL')),
  parts: { scheme: 'scheme' },
});

define({
  rfc, section, name: 'relativeURL',
  text: 'relativeURL = net_path | abs_path | rel_path',
  body: alt(r('net_path'), r('abs_path'), r('rel_path')),
});

define({
  rfc, section, name: 'net_path',
  text: 'net_path    = "//" net_loc [ abs_path ]',
  body: seq(lit('//'), r('net_loc'), opt(r('abs_path'))),
  parts: { net_loc: 'authority' },
});

define({
  rfc, section, name: 'abs_path',
  text: 'abs_path    = "/"  rel_path',
  body: seq(lit('/'), r('rel_path')),
});

define({
  rfc, section, name: 'rel_path',
  text: 'rel_path    = [ path ] [ ";" params ] [ "?" query ]',
  body: seq(opt(r('path')), opt(seq(lit(';'), r('params'))), opt(seq(lit('?'), r('query')))),
  parts: { query: 'query' },
});

define({
  rfc, section, name: 'path',
  text: 'path        = fsegment *( "/" segment )',
  body: seq(r('fsegment'), star(seq(lit('/'), r('segment')), '(')),
});

define({
  rfc, section, name: 'fsegment', node: 'text',
  text: 'fsegment    = 1*pchar',
  body: plus(r('pchar')),
});

define({
  rfc, section, name: 'segment', node: 'text',
  text: 'segment     =  *pchar',
  body: star(r('pchar')),
});

define({
  rfc, section, name: 'params',
  text: 'params      = param *( ";" param )',
  body: seq(r('param'), star(seq(lit(';'), r('param')), '(')),
});

define({
  rfc, section, name: 'param', node: 'text',
  text: 'param       = *( pchar | "/" )',
  body: star(alt(r('pchar'), lit('/')), '('),
});

define({
  rfc, section, name: 'scheme', node: 'text',
  text: 'scheme      = 1*( alpha | digit | "+" | "-" | "." )',
  body: plus(alt(r('alpha'), r('digit'), lit('+'), lit('-'), lit('.')), '('),
});

define({
  rfc, section, name: 'net_loc', node: 'text',
  text: 'net_loc     =  *( pchar | ";" | "?" )',
  body: star(alt(r('pchar'), lit(';'), lit('?')), '('),
});

define({
  rfc, section, name: 'query', node: 'text',
  text: 'query       =  *( uchar | reserved )',
  body: star(alt(r('uchar'), r('reserved')), '('),
});

define({
  rfc, section, name: 'fragment', node: 'text',
  text: 'fragment    =  *( uchar | reserved )',
  body: star(alt(r('uchar'), r('reserved')), '('),
});

define({
  rfc, section, name: 'pchar', token: true,
  text: 'pchar       = uchar | ":" | "@" | "&" | "="',
  body: alt(r('uchar'), lit(':'), lit('@'), lit('&'), lit('=')),
});

define({
  rfc, section, name: 'uchar', token: true,
  text: 'uchar       = unreserved | escape',
  body: alt(r('unreserved'), r('escape')),
});

define({
  rfc, section, name: 'unreserved', token: true,
  text: 'unreserved  = alpha | digit | safe | extra',
  body: alt(r('alpha'), r('digit'), r('safe'), r('extra')),
});

define({
  rfc, section, name: 'escape', token: true,
  text: 'escape      = "%" hex hex',
  body: seq(lit('%'), r('hex'), r('hex')),
});

define({
  rfc, section, name: 'hex', token: true,
  text: `hex         = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                         "a" | "b" | "c" | "d" | "e" | "f"`,
  body: alt(r('digit'), ...Array.from('ABCDEFabcdef', (c) => lit(c))),
});

define({
  rfc, section, name: 'alpha', token: true,
  text: 'alpha       = lowalpha | hialpha',
  body: alt(r('lowalpha'), r('hialpha')),
});

define({
  rfc, section, name: 'lowalpha', token: true,
  text: `lowalpha    = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
                 "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
                 "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"`,
  body: chars('abcdefghijklmnopqrstuvwxyz'),
});

define({
  rfc, section, name: 'hialpha', token: true,
  text: `hialpha     = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
                 "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
                 "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"`,
  body: chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
});

define({
  rfc, section, name: 'digit', token: true,
  text: `digit       = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                 "8" | "9"`,
  body: chars('0123456789'),
});

define({
  rfc, section, name: 'safe', token: true,
  text: 'safe        = "$" | "-" | "_" | "." | "+"',
  body: chars('$-_.+'),
});

define({
  rfc, section, name: 'extra', token: true,
  text: `extra       = "!" | "*" | "'" | "(" | ")" | ","`,
  body: chars(`!*'(),`),
});

define({
  rfc, section, name: 'national', token: true,
  text: 'national    = "{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`"',
  body: chars('{}|\\^~[]`'),
});

define({
  rfc, section, name: 'reserved', token: true,
  text: 'reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "="',
  body: chars(';/?:@&='),
});

define({
  rfc, section, name: 'punctuation', token: true,
  text: 'punctuation = "<" | ">" | "#" | "%" | <">',
  body: alt(lit('<'), lit('>'), lit('#'), lit('%'), lit('"', '<">')),
});

export {};
