/**
 * RFC 2373, IP Version 6 Addressing Architecture: Appendix B "ABNF Description of Text
 * Representations", read together with §2.2 "Text Representation of Addresses".
 *
 * Appendix B taken literally disagrees with §2.2 twice: it rejects the compressed mixed form that
 * §2.2 lists as valid (`::13.1.68.3`, since `"::" [ hexseq ]` cannot be followed by an IPv4 part
 * without another ":"), and it accepts any number of 16-bit groups. The rules below are declared as
 * Appendix B writes them; `IPv6address` parses the §2.2 shapes (its `peg`/`lang`), and the group
 * count (eight, or fewer with "::") is checked after the parse as a `semantic` problem citing §2.2.
 */
import { alt, define, lit, opt, ref, rep, seq, star, setNotation } from '../engine/dsl.js';
import { IPV4, IPV6 } from '../node-types.js';

const rfc = 2373 as const;
// RFC 2373 Appendix B writes its own ABNF-like notation.
setNotation(rfc, 'rfc2373');
const section = 'Appendix B';
const DIGIT = ref('DIGIT', 2234);
const HEXDIG = ref('HEXDIG', 2234);

// The PEG reading of §2.2, without lookahead: groups are read as `hex4 ":"` pairs, and the last
// piece is an IPv4 address (tried first: a hex4 followed by "." is never valid) or a hex4.
const h4 = ref('hex4');
const pairs = (min: number) => rep(min, Infinity, seq(h4, lit(':')));
const lastP = alt(ref('IPv4address'), h4);
const tailP = seq(pairs(0), lastP);
const hexseqL = ref('hexseq');
const tailL = alt(seq(hexseqL, opt(seq(lit(':'), ref('IPv4address')))), ref('IPv4address'));

define({
  rfc, section, name: 'IPv6address', node: IPV6,
  text: 'IPv6address = hexpart [ ":" IPv4address ]',
  body: seq(ref('hexpart'), opt(seq(lit(':'), ref('IPv4address')))),
  peg: alt(seq(lit('::'), opt(tailP)), seq(pairs(1), alt(seq(lit(':'), opt(tailP)), lastP)), h4),
  lang: alt(seq(lit('::'), opt(tailL)), seq(hexseqL, opt(alt(seq(lit('::'), opt(tailL)), seq(lit(':'), ref('IPv4address')))))),
  pegNote: 'PEG: read as "::" [ tail ] / 1*( hex4 ":" ) ( ":" [ tail ] / IPv4address / hex4 ) / hex4, where tail = *( hex4 ":" ) ( IPv4address / hex4 ). Greedy hexseq would read the first octet of an IPv4 tail as a group, and ordered choice would commit to hexseq before "::". The groups are read once, then what follows them.',
  langNote: 'RFC 2373 §2.2 over Appendix B: an IPv4 tail may follow "::" directly (`::13.1.68.3`, listed as valid in §2.2, rejected by Appendix B); the number of groups is checked after the parse (eight, or at most seven with "::"), as a semantic problem.',
});

define({
  rfc, section, name: 'IPv4address', node: IPV4,
  text: 'IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT',
  body: seq(rep(1, 3, DIGIT), lit('.'), rep(1, 3, DIGIT), lit('.'), rep(1, 3, DIGIT), lit('.'), rep(1, 3, DIGIT)),
});

define({
  rfc, section, name: 'IPv6prefix',
  text: 'IPv6prefix  = hexpart "/" 1*2DIGIT',
  body: seq(ref('hexpart'), lit('/'), rep(1, 2, DIGIT)),
});

define({
  rfc, section, name: 'hexpart',
  text: 'hexpart = hexseq | hexseq "::" [ hexseq ] | "::" [ hexseq ]',
  body: alt(ref('hexseq'), seq(ref('hexseq'), lit('::'), opt(ref('hexseq'))), seq(lit('::'), opt(ref('hexseq')))),
  peg: alt(seq(ref('hexseq'), lit('::'), opt(ref('hexseq'))), ref('hexseq'), seq(lit('::'), opt(ref('hexseq')))),
  pegNote: 'PEG: hexseq "::" [ hexseq ] before hexseq alone, which is its prefix.',
});

define({
  rfc, section, name: 'hexseq',
  text: 'hexseq  = hex4 *( ":" hex4)',
  body: seq(ref('hex4'), star(seq(lit(':'), ref('hex4')), '(')),
});

define({
  rfc, section, name: 'hex4',
  text: 'hex4    = 1*4HEXDIG',
  body: rep(1, 4, HEXDIG),
});

export {};
