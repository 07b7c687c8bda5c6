/**
 * RFC 3987 §2.2: accept and reject rows for every production (`parseRule(key, input, { rfc: 3987 })`),
 * with RFC 3987's own IRI examples (§3.1, §3.2) written as the real characters, IRIs with
 * characters beyond the BMP, and rejects of lone surrogates and noncharacters (U+FFFE, U+1FFFE).
 *
 * Data only. Each reject row carries the expected `offset` (UTF-16), the end of the longest viable
 * prefix of the BNF (the NFA's: a surrogate pair is one character, a lone surrogate matches nothing
 * astral), the expected `code` (src/diagnostics/codes.ts, the classifier's) and a one-line reason.
 */
import type { GrammarTable, RuleRows } from './errors.js';

/** RFC 3987 §3.1 and §3.2: the examples that are IRIs, as the characters the RFC's `&#x...;` notation stands for. */
export const RFC3987_EXAMPLES: readonly string[] = [
  'http://r\u00e9sum\u00e9.example.org', // §3.1 "http://r&#xE9;sum&#xE9;.example.org"
  'http://www.example.org/red%09ros\u00e9#red', // §3.1 "http://www.example.org/red%09ros&#xE9;#red"
  'http://example.com/\u{10300}\u{10301}\u{10302}', // §3.1 "http://example.com/&#x10300;&#x10301;&#x10302" (beyond the BMP)
  'http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org', // §3.1 note, the IRI
  'http://www.example.org/D\u00fcrst', // §3.2 "http://www.example.org/D&#xFC;rst"
  'http://www.example.org/D%FCrst', // §3.2, kept as is
  'http://\u7d0d\u8c46.example.org/%E2%80%AE', // §3.2 "http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE"
];

/**
 * RFC 3987 §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE,
 * LRO, RLO, and PDF)". The §2.2 ABNF does not say so (U+200E-200F and U+202A-202E lie in
 * `ucschar`'s %xA0-D7FF), and the rules here are the ABNF: the grammar accepts them, and the
 * §4.1 check after the parse rejects them (`iri.bidi-format`, a semantic error at the character).
 * The characters are the rule `urlgrammar:bidi-format` (grammar/rfc3987/rules.ts).
 */
export const RFC3987_4_1_BIDI: readonly { rule: string; input: string; offset: number }[] = [
  { rule: 'ireg-name', input: 'a\u202eb', offset: 1 },
  { rule: 'IRI', input: 'http://a\u202eb.example/', offset: 8 },
  { rule: 'isegment', input: '\u200e', offset: 0 },
  { rule: 'IRI-reference', input: 'a/\u200fb?\u202a', offset: 2 },
];

const rows: Record<string, RuleRows> = {
  IRI: {
    accept: [
      // The isolates Unicode added after RFC 3987 (bidi-isolate) are a warning, not an error (DECISIONS 21).
      'http://a/x\u2066y', 'http://a/\u2067?\u2068#\u2069',
      'http://r\u00e9sum\u00e9.example.org', 'http://example.com/\u{10300}\u{10301}\u{10302}', 'http://www.example.org/red%09ros\u00e9#red', 'http://www.example.org/D\u00fcrst', 'http://www.example.org/D%FCrst', 'http://\u7d0d\u8c46.example.org/%E2%80%AE', 'http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org', 'http://example.org/', 'urn:isbn:\u{20000}', 'http://[::1]/\u{E1000}', 'http://h/?\u{F0000}',
    ],
    reject: [
      { input: '//r\u00e9sum\u00e9.example.org', offset: 0, code: 'scheme.missing', reason: 'no scheme: IRI starts with ALPHA' },
      { input: 'http://example.org/\ud800x', offset: 19, code: 'iri.bad-char', reason: 'a lone surrogate is no ucschar' },
      { input: 'http://example.org/a\u202eb', offset: 20, code: 'iri.bidi-format', reason: 'RLO: ucschar takes it, RFC 3987 §4.1 forbids it (a semantic check)' },
      { input: 'http://example.org/\ufffe', offset: 19, code: 'iri.bad-char', reason: 'U+FFFE is a noncharacter, outside ucschar' },
      { input: 'http://example.org/#\u{F0000}', offset: 20, code: 'iri.bad-char', reason: 'iprivate only in an iquery' },
      { input: 'http://h/ a', offset: 9, code: 'char.space', reason: 'a space is not an ipchar' },
      { input: 'http://[::1/', offset: 11, code: 'ipv6.unclosed', reason: 'IP-literal closes with "]"' },
      { input: 'http://h/%zz', offset: 10, code: 'escape.bad-hex', reason: 'pct-encoded needs two HEXDIG' },
      { input: 'http://h/\u{1FFFE}', offset: 9, code: 'iri.bad-char', reason: 'U+1FFFE is a noncharacter, outside ucschar' },
    ],
  },
  'ihier-part': {
    accept: [
      '//\u00e9/b', '//', '/a', '\u00e9/b', '', '//u@[::1]:8/\u{10300}\u{10301}\u{10302}',
    ],
    reject: [
      { input: '//a b', offset: 3, code: 'char.space', reason: 'a space in the iauthority' },
      { input: '/a#', offset: 2, code: 'char.unsafe', reason: 'ihier-part holds no "#"' },
      { input: 'a\udc00', offset: 1, code: 'iri.bad-char', reason: 'a lone low surrogate' },
    ],
  },
  'IRI-reference': {
    accept: [
      'http://r\u00e9sum\u00e9.example.org', '\u00e9/b:c', '', '//\u00e9?q#f', '#\u{10300}\u{10301}\u{10302}', '../g', 'a:b',
    ],
    reject: [
      { input: '\u00e9:b', offset: 1, code: 'syntax.unexpected-char', reason: 'a first segment with ":" is a scheme, and a scheme starts with ALPHA' },
      { input: 'a:b#c#d', offset: 5, code: 'fragment.second-hash', reason: 'an ifragment holds no "#"' },
      { input: '//h/\uffff', offset: 4, code: 'iri.bad-char', reason: 'U+FFFF is a noncharacter' },
      { input: '?\ud83d', offset: 1, code: 'iri.bad-char', reason: 'a lone high surrogate' },
    ],
  },
  'absolute-IRI': {
    accept: [
      'http://r\u00e9sum\u00e9.example.org/a?b', 'a:', 'x:\u{10300}\u{10301}\u{10302}',
    ],
    reject: [
      { input: 'http://h/#f', offset: 9, code: 'char.unsafe', reason: 'absolute-IRI has no fragment' },
      { input: '\u00e9:x', offset: 0, code: 'scheme.missing', reason: 'a scheme is ASCII' },
    ],
  },
  'irelative-ref': {
    accept: [
      '\u00e9/b', '//\u00e9', '?q', '#f', '', '/\u{10300}\u{10301}\u{10302}?\u{100000}#x',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'a ":" in the first segment of a relative reference' },
      { input: '#\ue000', offset: 1, code: 'iri.bad-char', reason: 'iprivate only in an iquery' },
      { input: ' ', offset: 0, code: 'char.space', reason: 'a space' },
    ],
  },
  'irelative-part': {
    accept: [
      '//\u00e9/b', '/a', '\u00e9', '', '//\u{10300}\u{10301}\u{10302}',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'ipath-noscheme: no ":" in the first segment' },
      { input: '/a?', offset: 2, code: 'syntax.unexpected-char', reason: 'irelative-part holds no "?"' },
    ],
  },
  iauthority: {
    accept: [
      'us\u00e9r@h\u00e9:80', '[::1]', '', '\u{10300}\u{10301}\u{10302}', '1.2.3.4:',
    ],
    reject: [
      { input: 'h:x', offset: 3, code: 'input.unexpected-end', reason: 'port = *DIGIT' },
      { input: 'a@b@c', offset: 3, code: 'userinfo.unescaped-at', reason: 'a second "@": the first is the one to escape' },
      { input: 'h\u202e\ud800', offset: 2, code: 'iri.bad-char', reason: 'a lone surrogate in ireg-name' },
    ],
  },
  iuserinfo: {
    accept: [
      'us\u00e9r:p\u00e9ss', '', '%41\u{10300}\u{10301}\u{10302}',
    ],
    reject: [
      { input: 'a@b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "@" in iuserinfo' },
      { input: 'a\ue000', offset: 1, code: 'iri.bad-char', reason: 'iprivate only in an iquery' },
    ],
  },
  ihost: {
    accept: [
      'r\u00e9sum\u00e9.example.org', '1.2.3.4', '1.2.3.4\u00e9', '1.2.3.456', '[::1]', '[v7.x]', '', '\u{10300}\u{10301}\u{10302}',
    ],
    reject: [
      { input: '[::1', offset: 4, code: 'ipv6.unclosed', reason: 'IP-literal closes with "]"' },
      { input: 'a b', offset: 1, code: 'char.space', reason: 'a space' },
      { input: 'a\ufdd0', offset: 1, code: 'iri.bad-char', reason: 'U+FDD0 is a noncharacter' },
    ],
  },
  'ireg-name': {
    accept: [
      'r\u00e9sum\u00e9.example.org', '\u7d0d\u8c46.example.org', '\u{10300}\u{10301}\u{10302}', '', '%E2%80%AE',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'no ":" in ireg-name' },
      { input: 'a\ud800', offset: 1, code: 'iri.bad-char', reason: 'a lone surrogate' },
      { input: 'a\ufffe', offset: 1, code: 'iri.bad-char', reason: 'U+FFFE is a noncharacter' },
      { input: 'a\u{F0000}', offset: 1, code: 'iri.bad-char', reason: 'iprivate only in an iquery' },
    ],
  },
  ipath: {
    accept: [
      'a/b', '//a', '\u00e9:b/c', '', '/', '/\u{10300}\u{10301}\u{10302}',
    ],
    reject: [
      { input: 'a?', offset: 1, code: 'syntax.unexpected-char', reason: 'no "?" in ipath' },
      { input: 'a\udc00', offset: 1, code: 'iri.bad-char', reason: 'a lone low surrogate' },
    ],
  },
  'ipath-abempty': {
    accept: [
      '', '/a', '//\u00e9', '/\u{10300}\u{10301}\u{10302}/',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'begins with "/" or is empty' },
      { input: '/a b', offset: 2, code: 'char.space', reason: 'a space' },
    ],
  },
  'ipath-absolute': {
    accept: [
      '/', '/\u00e9/b', '/\u{10300}\u{10301}\u{10302}',
    ],
    reject: [
      { input: '//a', offset: 1, code: 'syntax.unexpected-char', reason: 'not "//"' },
      { input: '', offset: 0, code: 'input.empty', reason: 'begins with "/"' },
    ],
  },
  'ipath-noscheme': {
    accept: [
      '\u00e9/b:c', '\u{10300}\u{10301}\u{10302}', 'a@b',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'no ":" in the first segment' },
      { input: '', offset: 0, code: 'input.empty', reason: 'one isegment-nz-nc at least' },
    ],
  },
  'ipath-rootless': {
    accept: [
      '\u00e9:b/c', '\u{10300}\u{10301}\u{10302}/',
    ],
    reject: [
      { input: '/a', offset: 0, code: 'syntax.unexpected-char', reason: 'begins with a segment' },
      { input: 'a\ufffe', offset: 1, code: 'iri.bad-char', reason: 'U+FFFE is a noncharacter' },
    ],
  },
  'ipath-empty': {
    accept: [
      '',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'zero characters' },
      { input: '\u{10300}\u{10301}\u{10302}', offset: 0, code: 'iri.bad-char', reason: 'zero characters' },
    ],
  },
  isegment: {
    accept: [
      '', 'r\u00e9sum\u00e9', '\u{10300}\u{10301}\u{10302}', ':@',
    ],
    reject: [
      { input: 'a/b', offset: 1, code: 'syntax.unexpected-char', reason: 'no "/" in a segment' },
      { input: '\ud800', offset: 0, code: 'iri.bad-char', reason: 'a lone surrogate' },
    ],
  },
  'isegment-nz': {
    accept: [
      '\u00e9', '\u{10300}\u{10301}\u{10302}', 'a:b',
    ],
    reject: [
      { input: '', offset: 0, code: 'input.empty', reason: 'one ipchar at least' },
      { input: 'a\ue000', offset: 1, code: 'iri.bad-char', reason: 'iprivate only in an iquery' },
    ],
  },
  'isegment-nz-nc': {
    accept: [
      '\u00e9', '\u{10300}\u{10301}\u{10302}@',
    ],
    reject: [
      { input: 'a:b', offset: 1, code: 'syntax.unexpected-char', reason: 'no ":"' },
      { input: '', offset: 0, code: 'input.empty', reason: 'one character at least' },
    ],
  },
  iquery: {
    accept: [
      '', 'q=\u00e9', '\ue000\u{F0000}\u{10FFFD}', '/?', '\u{10300}\u{10301}\u{10302}',
    ],
    reject: [
      { input: 'a#b', offset: 1, code: 'char.unsafe', reason: 'no "#" in an iquery' },
      { input: '\u{10FFFE}', offset: 0, code: 'iri.bad-char', reason: 'U+10FFFE is a noncharacter, outside iprivate' },
      { input: '\udbff', offset: 0, code: 'iri.bad-char', reason: 'a lone surrogate' },
    ],
  },
  ifragment: {
    accept: [
      '', '\u00e9', '/?', '\u{10300}\u{10301}\u{10302}',
    ],
    reject: [
      { input: '\ue000', offset: 0, code: 'iri.bad-char', reason: 'iprivate only in an iquery' },
      { input: 'a#', offset: 1, code: 'char.unsafe', reason: 'no "#" in an ifragment' },
    ],
  },
  ipchar: {
    accept: [
      'a', '\u00e9', '\u{10300}', '%41', ':', '@', '\u{E1000}',
    ],
    reject: [
      { input: '/', offset: 0, code: 'syntax.unexpected-char', reason: '"/" is no ipchar' },
      { input: '\u{E0001}', offset: 0, code: 'iri.bad-char', reason: 'U+E0001 (a tag) is outside ucschar' },
      { input: '\ud800', offset: 0, code: 'iri.bad-char', reason: 'a lone surrogate' },
    ],
  },
  iunreserved: {
    accept: [
      'a', '~', '\u00e9', '\ud7ff', '\u{10300}', '\u{DFFFD}',
    ],
    reject: [
      { input: '%', offset: 0, code: 'char.unsafe', reason: '"%" is no iunreserved' },
      { input: '\ud800\ud800', offset: 0, code: 'iri.bad-char', reason: 'a lone high surrogate' },
      { input: '\u{10FFFD}', offset: 0, code: 'iri.bad-char', reason: 'iprivate is no ucschar' },
    ],
  },
  ucschar: {
    accept: [
      '\u00a0', '\ud7ff', '\uf900', '\ufdcf', '\ufdf0', '\uffef', '\u{10000}', '\u{1FFFD}', '\u{20000}', '\u{DFFFD}', '\u{E1000}', '\u{EFFFD}',
    ],
    reject: [
      { input: 'a', offset: 0, code: 'syntax.unexpected-char', reason: 'ASCII is no ucschar' },
      { input: '\u009f', offset: 0, code: 'char.control', reason: 'C1 control' },
      { input: '\ue000', offset: 0, code: 'iri.bad-char', reason: 'private use' },
      { input: '\ufdd0', offset: 0, code: 'iri.bad-char', reason: 'noncharacter' },
      { input: '\ufff0', offset: 0, code: 'iri.bad-char', reason: 'specials' },
      { input: '\ufffe', offset: 0, code: 'iri.bad-char', reason: 'noncharacter' },
      { input: '\u{1FFFE}', offset: 0, code: 'iri.bad-char', reason: 'noncharacter' },
      { input: '\u{E0001}', offset: 0, code: 'iri.bad-char', reason: 'tag characters' },
      { input: '\u{F0000}', offset: 0, code: 'iri.bad-char', reason: 'private use' },
      { input: '\udc00', offset: 0, code: 'iri.bad-char', reason: 'a lone low surrogate' },
      { input: '\ud800', offset: 0, code: 'iri.bad-char', reason: 'a lone high surrogate' },
    ],
  },
  iprivate: {
    accept: [
      '\ue000', '\uf8ff', '\u{F0000}', '\u{FFFFD}', '\u{100000}', '\u{10FFFD}',
    ],
    reject: [
      { input: '\uf900', offset: 0, code: 'iri.bad-char', reason: 'above the BMP private use area' },
      { input: '\u{FFFFE}', offset: 0, code: 'iri.bad-char', reason: 'noncharacter' },
      { input: '\u{10FFFE}', offset: 0, code: 'iri.bad-char', reason: 'noncharacter' },
      { input: '\udbc0', offset: 0, code: 'iri.bad-char', reason: 'a lone surrogate' },
    ],
  },
};

/** The RFC 3987 table. */
export const RFC3987: GrammarTable = rows;
