/**
 * RFC 1738 §5, its last part: the miscellaneous definitions (the character classes), declared
 * after the rest of rfc1738.ts (`language.ts` lists the two in turn). Kept apart because the
 * strict reports read `national` and `punctuation` (the §2.2 unsafe characters, `char.unsafe`)
 * under every grammar, so `urlgrammar/rfc3986` loads these without the rest of RFC 1738.
 */
import { alt, chars, define, lit, plus, ref, seq, setNotation } from '../engine/dsl.js';

const rfc = 1738 as const;
// RFC 1738 §5 writes its own BNF.
setNotation(rfc, 'rfc1738');
const section = '5';
const r = (name: string) => ref(name);

// ---------------------------------------------------------------------------------------------
// RFC 1738, section 5: miscellaneous definitions (the character classes)
// ---------------------------------------------------------------------------------------------

define({
  rfc, section, name: 'lowalpha', token: true,
  text: `lowalpha       = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" |
                 "i" | "j" | "k" | "l" | "m" | "n" | "o" | "p" |
                 "q" | "r" | "s" | "t" | "u" | "v" | "w" | "x" |
                 "y" | "z"`,
  body: chars('abcdefghijklmnopqrstuvwxyz'),
});

define({
  rfc, section, name: 'hialpha', token: true,
  text: `hialpha        = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
                 "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
                 "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"`,
  body: chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
});

define({
  rfc, section, name: 'alpha', token: true,
  text: 'alpha          = lowalpha | hialpha',
  body: alt(r('lowalpha'), r('hialpha')),
});

define({
  rfc, section, name: 'digit', token: true,
  text: `digit          = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
                 "8" | "9"`,
  body: chars('0123456789'),
});

define({
  rfc, section, name: 'safe', token: true,
  text: 'safe           = "$" | "-" | "_" | "." | "+"',
  body: chars('$-_.+'),
});

define({
  rfc, section, name: 'extra', token: true,
  text: `extra          = "!" | "*" | "'" | "(" | ")" | ","`,
  body: chars(`!*'(),`),
});

define({
  rfc, section, name: 'national', token: true,
  text: 'national       = "{" | "}" | "|" | "\\" | "^" | "~" | "[" | "]" | "`"',
  body: chars('{}|\\^~[]`'),
});

define({
  rfc, section, name: 'punctuation', token: true,
  text: 'punctuation    = "<" | ">" | "#" | "%" | <">',
  body: alt(lit('<'), lit('>'), lit('#'), lit('%'), lit('"', '<">')),
});

define({
  rfc, section, name: 'reserved', token: true,
  text: 'reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "="',
  body: chars(';/?:@&='),
});

define({
  rfc, section, name: 'hex', token: true,
  text: `hex            = digit | "A" | "B" | "C" | "D" | "E" | "F" |
                 "a" | "b" | "c" | "d" | "e" | "f"`,
  body: alt(r('digit'), ...Array.from('ABCDEFabcdef', (c) => lit(c))),
});

define({
  rfc, section, name: 'escape', token: true,
  text: 'escape         = "%" hex hex',
  body: seq(lit('%'), r('hex'), r('hex')),
});

define({
  rfc, section, name: 'unreserved', token: true,
  text: 'unreserved     = alpha | digit | safe | extra',
  body: alt(r('alpha'), r('digit'), r('safe'), r('extra')),
});

define({
  rfc, section, name: 'uchar', token: true,
  text: 'uchar          = unreserved | escape',
  body: alt(r('unreserved'), r('escape')),
});

define({
  rfc, section, name: 'xchar', token: true,
  text: 'xchar          = unreserved | reserved | escape',
  body: alt(r('unreserved'), r('reserved'), r('escape')),
});

define({
  rfc, section, name: 'digits', token: true,
  text: 'digits         = 1*digit',
  body: plus(r('digit')),
});

