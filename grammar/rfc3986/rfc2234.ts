/**
 * RFC 2234, Augmented BNF for Syntax Specifications: ABNF, section 6.1 "Core Rules": the two core
 * rules that RFC 2373 Appendix B and RFC 3986 Appendix A use. ABNF quoted strings are case-insensitive (RFC 2234 §2.3), so
 * `HEXDIG` matches "a" to "f" as well.
 */
import { alt, define, ilit, range, ref } from '../engine/dsl.js';

const rfc = 2234 as const;
const section = '6.1';

define({
  rfc, section, name: 'ALPHA', token: true,
  text: 'ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z',
  body: alt(range(0x41, 0x5a), range(0x61, 0x7a)),
});

define({
  rfc, section, name: 'DIGIT', token: true,
  text: 'DIGIT          =  %x30-39',
  body: range(0x30, 0x39),
});

define({
  rfc, section, name: 'HEXDIG', token: true,
  text: 'HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"',
  body: alt(ref('DIGIT'), ...Array.from('ABCDEF', (c) => ilit(c))),
});

export {};
