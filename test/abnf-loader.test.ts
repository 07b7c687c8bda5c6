/**
 * The ABNF loader (grammar/engine/abnf.ts): a grammar read from RFC 5234 ABNF text registers its
 * rules beside the declared ones and runs as ABNF (its NFA).
 *
 *   (a) the parser on every construct of RFC 5234 and RFC 7405, and its typed errors;
 *   (b) THE PROOF: RFC 3986 Appendix A, extracted verbatim from grammar/rfc/rfc3986.txt and loaded,
 *       is the hand-declared rfc3986 grammar: the same rule texts and bodies, every rule's language
 *       equal (minimized DFAs), and on the corpus and on 100,000 generated and mutated inputs (1,200 under npm test)
 *       (fixed seeds) the same verdict and failure offset as the declared grammar's reports, from
 *       every start symbol.
 */
import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ABNFBudgetError,
  ABNFDuplicateRuleError,
  ABNFError,
  ABNFGrammarConflictError,
  ABNFImportError,
  ABNFIncrementalError,
  ABNFProseError,
  ABNFRecursionError,
  ABNFSyntaxError,
  ABNFUndefinedRuleError,
  allRules,
  alt,
  ArgumentError,
  CORE_RULES_ABNF,
  coreRules,
  extractABNF,
  GrammarError,
  group,
  ilit,
  lit,
  loadABNF,
  loadedABNF,
  lookup,
  NFA,
  opt,
  printRfc,
  profiles,
  range,
  ref,
  rep,
  seq,
  star,
  type ABNFGrammar,
  type Expr,
  type RFC,
  type Rule,
  type StartSymbol,
} from '../grammar/all.js';
import { plainResolver } from '../grammar/engine/charset.js';
import { buildDFA, equivalentWithout } from '../grammar/engine/dfa.js';
import { parseURL } from '../src/index.js';
import { loadRFC5322AddrSpec } from '../grammar/schemes/rfc5322.js';
import { GrammarArbitraries, mutated, NASTY } from './support/arbitrary.js';
import { FULL, sized } from './support/scale.js';
import { disagreements, recordChecks } from './support/abnf-agree.js';
import { thrown } from './support/thrown.js';

// parseABNF agrees with check on every input this file checks, and on generated ones (issue 39 item 2).
const recorded = recordChecks();
afterAll(() => {
  expect(disagreements(recorded).diffs).toEqual([]);
}, 120_000);

const rfcText = (n: number): string => readFileSync(new URL(`../grammar/rfc/rfc${n}.txt`, import.meta.url), 'utf8');
const RFC3986 = rfcText(3986);
const CORE = 'abnf:rfc5234' as const;

/** A fresh grammar name per call: the registry is global, and a name loads once. */
let counter = 0;
const fresh = (what: string): string => `t-${what}-${++counter}`;
const load = (text: string, o: Omit<Parameters<typeof loadABNF>[1], 'name'> = {}): ABNFGrammar => loadABNF(text, { name: fresh('g'), ...o });


/** `e` with its references to rules of `from` made references to `to` (the same rules, loaded twice). */
function withSource(e: Expr, from: RFC, to: RFC): Expr {
  switch (e.k) {
    case 'ref':
      return e.rfc === from ? ref(e.name, to, e.spell) : e;
    case 'seq':
    case 'alt':
      return { k: e.k, xs: e.xs.map((x) => withSource(x, from, to)) };
    case 'rep':
    case 'opt':
    case 'group':
    case 'not':
    case 'and':
      return { ...e, x: withSource(e.x, from, to) };
    default:
      return e;
  }
}

/** The minimized DFA of a rule's language (its NFA with every reference expanded). */
const dfaOf = (name: string, rfc: RFC) => buildDFA(new NFA(ref(name, rfc), rfc, { resolve: plainResolver, expandNodes: true }));

// ---------------------------------------------------------------------------------------------
// (a) The parser
// ---------------------------------------------------------------------------------------------

describe('the ABNF parser, construct by construct', () => {
  it('rules, continuation lines, comments and blank lines; the verbatim text of each rule', () => {
    const g = load(
      [
        '   ; a comment at the margin belongs to no rule',
        '   greeting  = salute SP name   ; a trailing comment',
        '             / name',
        '                 ; a comment line inside the rule',
        '',
        '   salute    = "hi"',
        '',
        '   name      = 1*ALPHA',
      ].join('\n'),
    );
    expect(g.rules.map((r) => r.name)).toEqual(['greeting', 'salute', 'name']);
    expect(g.start).toBe('greeting');
    expect(g.rule('greeting')!.text).toBe(['greeting  = salute SP name   ; a trailing comment', '             / name', '                 ; a comment line inside the rule'].join('\n'));
    expect(g.rule('salute')!.text).toBe('salute    = "hi"');
    expect(g.rule('greeting')!.body).toEqual(alt(seq(ref('salute'), ref('SP', CORE), ref('name')), ref('name')));
    expect(g.rule('name')!.body).toEqual(rep(1, Infinity, ref('ALPHA', CORE)));
    expect(g.check('HI bob')).toEqual({ ok: true, offset: 6 });
    expect(g.check('hi  bob')).toEqual({ ok: false, offset: 3 });
  });

  it('registers each rule under abnf:<name>, as the declared rules are registered', () => {
    const name = fresh('reg');
    const g = loadABNF('a = "x"', { name, rfc: 9999, section: '1.2' });
    const r = lookup(`abnf:${name}`, 'A')!;
    expect(r).toBe(g.rules[0]);
    expect(r).toMatchObject({ key: `abnf:${name}:a`, rfc: `abnf:${name}`, section: '1.2', notation: 'abnf', token: true, text: 'a = "x"' });
    expect(g).toMatchObject({ name, source: `abnf:${name}`, rfc: 9999, section: '1.2' });
    expect(loadedABNF(name)).toBe(g);
    expect(printRfc(r)).toBe('a = "x"');
  });

  it('rule names are case-insensitive: the first definition spells the rule, a use keeps its own spelling', () => {
    const g = load('Word = 1*letter\nLETTER = %x61-7A');
    expect(g.rule('word')!.name).toBe('Word');
    expect(g.rule('Word')!.body).toEqual(rep(1, Infinity, ref('LETTER', undefined, 'letter')));
    expect(printRfc(g.rule('word')!)).toBe('Word = 1*letter');
    expect(g.check('abc', 'WORD').ok).toBe(true);
  });

  it('=/ adds alternatives to a rule: its body is one alternation, its text both definitions', () => {
    const g = load('a = "x" / "y"\nb = "b"\na =/ "z"\na =/ b / ( "v" / "w" )');
    const a = g.rule('a')!;
    expect(a.body).toEqual(alt(ilit('x'), ilit('y'), ilit('z'), ref('b'), group(alt(ilit('v'), ilit('w')))));
    expect(a.text).toBe('a = "x" / "y"\na =/ "z"\na =/ b / ( "v" / "w" )');
    expect(g.rules.map((r) => r.name)).toEqual(['a', 'b']);
    for (const s of ['x', 'y', 'z', 'b', 'v', 'w']) expect(g.check(s, 'a').ok, s).toBe(true);
  });

  it('repetition: n*m, n*, *m, *, n, 0; on an element or a group', () => {
    const g = load('r = 2*3"x" "-" *"y" "-" 1*DIGIT "-" *2"z" "-" 3"w" "-" 0"v" "-" 2*"u" "-" *( "a" / "b" )');
    const body = g.rule('r')!.body;
    expect(body).toEqual(
      seq(
        rep(2, 3, ilit('x')),
        lit('-'),
        star(ilit('y')),
        lit('-'),
        rep(1, Infinity, ref('DIGIT', CORE)),
        lit('-'),
        rep(0, 2, ilit('z')),
        lit('-'),
        rep(3, 3, ilit('w')),
        lit('-'),
        rep(0, 0, ilit('v')),
        lit('-'),
        rep(2, Infinity, ilit('u')),
        lit('-'),
        rep(0, Infinity, alt(ilit('a'), ilit('b')), '('),
      ),
    );
    expect(g.check('xx--1--www--uu-').ok).toBe(true);
    expect(g.check('xxx-yy-12-zz-WWW--uuu-abba').ok).toBe(true);
    expect(g.check('xxxx')).toEqual({ ok: false, offset: 3 });
    expect(g.check('xx--1-zzz')).toEqual({ ok: false, offset: 8 });
    expect(g.check('xx--1--www-v')).toEqual({ ok: false, offset: 11 });
  });

  it('options [ ] and groups ( ), as the declared rules write them', () => {
    const g = load('o = [ "a" "b" ] ( "c" / "d" ) *[ "e" ]');
    expect(g.rule('o')!.body).toEqual(seq(opt(seq(ilit('a'), ilit('b'))), group(alt(ilit('c'), ilit('d'))), star(opt(ilit('e')))));
    expect(g.check('abc').ok).toBe(true);
    expect(g.check('d').ok).toBe(true);
    expect(g.check('cee').ok).toBe(true);
    expect(g.check('ac')).toEqual({ ok: false, offset: 1 });
  });

  it('quoted strings are case-insensitive (RFC 5234 §2.3); %s"..." is case-sensitive and %i"..." insensitive (RFC 7405)', () => {
    const g = load('ci = "Ab1"\ncs = %s"Ab1"\nci2 = %i"Ab1"\ndigits = "12"\nsensitive-digits = %s"12"');
    expect(g.rule('ci')!.body).toEqual(ilit('Ab1'));
    expect(g.rule('cs')!.body).toEqual(lit('Ab1', '%s"Ab1"'));
    expect(g.rule('ci2')!.body).toEqual({ k: 'lit', s: 'Ab1', ci: true, spell: '%i"Ab1"' });
    expect(g.rule('digits')!.body).toEqual(lit('12'));
    expect(g.rule('sensitive-digits')!.body).toEqual(lit('12', '%s"12"'));
    for (const s of ['Ab1', 'ab1', 'AB1', 'aB1']) {
      expect(g.check(s, 'ci').ok, s).toBe(true);
      expect(g.check(s, 'ci2').ok, s).toBe(true);
      expect(g.check(s, 'cs').ok, s).toBe(s === 'Ab1');
    }
    expect(g.check('ab1', 'cs')).toEqual({ ok: false, offset: 0 });
    expect(g.check('Ab', 'cs')).toEqual({ ok: false, offset: 2 });
    expect(printRfc(g.rule('cs')!)).toBe('cs = %s"Ab1"');
    expect(load('e = ""').check('').ok).toBe(true);
  });

  it('values: %x, %d, %b, one value, a range, a concatenation; beyond the BMP', () => {
    const g = load(
      'x = %x41\nd = %d65\nb = %b1000001\nrx = %x30-39\nrd = %d48-57\nrb = %b110000-111001\ncat = %x0D.0A\ncatd = %d104.105\nastral = %x1F600-1F64F\nlow = %xa',
    );
    expect(g.rule('x')!.body).toEqual(lit('A', '%x41'));
    expect(g.rule('d')!.body).toEqual(lit('A', '%d65'));
    expect(g.rule('b')!.body).toEqual(lit('A', '%b1000001'));
    expect(g.rule('rx')!.body).toEqual(range(0x30, 0x39));
    expect(g.rule('rd')!.body).toEqual({ k: 'range', lo: 0x30, hi: 0x39, spell: '%d48-57' });
    expect(g.rule('rb')!.body).toEqual({ k: 'range', lo: 0x30, hi: 0x39, spell: '%b110000-111001' });
    expect(g.rule('cat')!.body).toEqual(lit('\r\n', '%x0D.0A'));
    expect(g.rule('catd')!.body).toEqual(lit('hi', '%d104.105'));
    expect(g.rule('astral')!.body).toEqual(range(0x1f600, 0x1f64f));
    expect(g.rule('low')!.body).toEqual(lit('\n', '%xa'));
    expect(g.check('A', 'x').ok).toBe(true);
    expect(g.check('a', 'x').ok).toBe(false); // a value is one code point, exactly
    for (const r of ['rx', 'rd', 'rb']) expect([g.check('5', r).ok, g.check('a', r).ok]).toEqual([true, false]);
    expect(g.check('\r\n', 'cat').ok).toBe(true);
    expect(g.check('HI', 'catd').ok).toBe(false);
    expect(g.check('\u{1F600}', 'astral')).toEqual({ ok: true, offset: 2 });
    expect(g.check('\ud83d', 'astral')).toEqual({ ok: false, offset: 0 });
    expect(g.recognize('\u{1F64F}', 'astral')).toBe(true);
    // Character classes are token rules: one NFA transition, as `ALPHA` is in the declared grammar.
    expect(g.rules.filter((r) => r.token).map((r) => r.name)).toEqual(['x', 'd', 'b', 'rx', 'rd', 'rb', 'astral', 'low']);
  });

  it('prose values mean what the caller maps them to: a rule name or an expression', () => {
    const g = load('a = 0<pchar>\nb = <any letter>\nc = <x or y>\npchar = "p"', { prose: { pchar: 'pchar', 'any letter': 'ALPHA', 'x or y': alt(lit('x'), ref('pchar')) } });
    expect(g.rule('a')!.body).toEqual(rep(0, 0, ref('pchar', undefined, '<pchar>')));
    expect(g.rule('b')!.body).toEqual(ref('ALPHA', CORE, '<any letter>'));
    expect(g.rule('c')!.body).toEqual(alt(lit('x'), ref('pchar')));
    expect(printRfc(g.rule('a')!)).toBe('a = 0<pchar>');
    expect([g.check('', 'a').ok, g.check('p', 'a').ok, g.check('Q', 'b').ok, g.check('p', 'c').ok]).toEqual([true, false, true, true]);
    const e = thrown(() => load('a = "x"\n    / <unknown words>')) as ABNFProseError;
    expect(e).toBeInstanceOf(ABNFProseError);
    expect([e.code, e.prose, e.line, e.column]).toEqual(['unmapped-prose', 'unknown words', 2, 7]);
    expect(thrown(() => load('a = <p>', { prose: { p: ref('nosuch') } }))).toBeInstanceOf(ABNFProseError);
    expect(thrown(() => load('a = <p>', { prose: { p: 'nosuch' } }))).toBeInstanceOf(ABNFUndefinedRuleError);
  });

  it('the RFC 5234 core rules are every grammar\'s; a grammar\'s own rule of the same name comes first', () => {
    const g = load('a = DIGIT HEXDIG CRLF WSP VCHAR DQUOTE');
    expect(g.check('7f\r\n\t~"').ok).toBe(true);
    const own = load('DIGIT = "x"\na = DIGIT');
    expect(own.rule('a')!.body).toEqual(ref('DIGIT'));
    expect([own.check('x', 'a').ok, own.check('1', 'a').ok]).toEqual([true, false]);
  });

  it('imports: a whole grammar, or the rules listed; a name two imports provide is an error', () => {
    const uri = load('unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"\npct-encoded = "%" HEXDIG HEXDIG\nword = 1*ALPHA');
    const mail = load('word = 1*DIGIT\natom = 1*ALPHA');
    const whole = load('thing = 1*( unreserved / pct-encoded )', { imports: [uri] });
    expect(whole.rule('thing')!.body).toEqual(rep(1, Infinity, alt(ref('unreserved', uri.source), ref('pct-encoded', uri.source)), '('));
    expect(whole.check('a-%41~').ok).toBe(true);
    expect(whole.imports).toEqual([uri]);
    // By name, and restricted to the rules listed: `word` comes from `mail` only.
    const both = load('x = word "@" atom / unreserved', { imports: [{ from: uri.name, rules: ['UNRESERVED'] }, mail] });
    expect(both.check('12@ab').ok).toBe(true);
    expect(both.check('ab@ab').ok).toBe(false);
    const amb = thrown(() => load('x = word', { imports: [uri, mail] })) as ABNFImportError;
    expect(amb).toBeInstanceOf(ABNFImportError);
    expect([amb.code, amb.line, amb.column]).toEqual(['import', 1, 5]);
    expect(thrown(() => load('x = y', { imports: ['no-such-grammar'] }))).toBeInstanceOf(ABNFImportError);
    expect(thrown(() => load('x = word', { imports: [{ from: uri, rules: ['nosuch'] }] }))).toBeInstanceOf(ABNFImportError);
    // An imported grammar's own imports are not imported with it.
    expect(thrown(() => load('y = thing / unreserved', { imports: [whole] }))).toBeInstanceOf(ABNFUndefinedRuleError);
  });

  it('the grammar is run as ABNF (unordered alternation, repetition that gives back), not as PEG', () => {
    const g = load('a = "x" / "xy"\nb = *"a" "a"\nc = ( "ab" / "a" ) "bc"');
    expect(g.check('xy', 'a').ok).toBe(true);
    expect(g.check('aaaa', 'b').ok).toBe(true);
    expect(g.check('abc', 'c').ok).toBe(true);
    expect(g.check('abbc', 'c').ok).toBe(true);
    // The offset is the end of the longest viable prefix.
    expect(g.check('abx', 'c')).toEqual({ ok: false, offset: 2 });
    expect(g.check('ab', 'c')).toEqual({ ok: false, offset: 2 });
    for (const [s, r] of [['xy', 'a'], ['aaaa', 'b'], ['abbc', 'c'], ['ab', 'c'], ['abx', 'c']] as const) expect(g.recognize(s, r), `${r} ${s}`).toBe(g.check(s, r).ok);
  });

  it('the nesting option: a recursive rule expanded that many levels deep, deeper nestings rejected where they start; read, check and recognize agree', () => {
    const g = loadABNF('list = "(" *list ")"\nitem = "i"', { name: 'nesting-list', nesting: 3 });
    const rows: Array<[string, boolean, number]> = [
      ['()', true, 2],
      ['(())', true, 4],
      ['((()))', true, 6],
      ['(()(()))', true, 8],
      ['(((())))', false, 3],
      ['(()', false, 3],
    ];
    for (const [s, ok, offset] of rows) {
      expect(g.check(s, 'list'), s).toEqual({ ok, offset });
      expect(g.recognize(s, 'list'), s).toBe(ok);
      expect(g.read(s, 'list').ok, s).toBe(ok);
    }
    const r = g.read('(())', 'list');
    expect(r.ok && [r.ast.type, r.ast.children.map((c) => [c.type, c.text])]).toEqual(['list', [['list', '()']]]);
    // One level reads no nesting at all.
    expect(loadABNF('list = "(" *list ")"', { name: 'nesting-one', nesting: 1 }).check('(())')).toEqual({ ok: false, offset: 1 });
    // A bound that would build too large an automaton (two recursive references a level) is a typed
    // error: the budget 'states', counted as the automaton is built.
    const e = thrown(() => loadABNF('e = "x" / "(" e "+" e ")"', { name: 'nesting-big', nesting: 40 }).check('x')) as ABNFBudgetError;
    expect(e).toBeInstanceOf(ABNFBudgetError);
    expect([e.code, e.budget, e.limit]).toEqual(['budget', 'states', 100_000]);
    expect(e.message).toContain('give a smaller nesting');
    for (const bad of [0, 65, 1.5, '3']) expect(thrown(() => loadABNF('a = "x"', { name: `nesting-bad-${String(bad)}`, nesting: bad as never }))).toBeInstanceOf(ArgumentError);
    // A second load of the name must agree on it.
    expect(thrown(() => loadABNF('list = "(" *list ")"\nitem = "i"', { name: 'nesting-list', nesting: 2 }))).toBeInstanceOf(ABNFGrammarConflictError);
    // RFC 5322's comments, as the mailto addresses read them (grammar/schemes/rfc5322.ts: nesting 3).
    expect(['a(b)@c.example', 'a(b(c(d)))@c.example', 'a(b(c(d(e))))@c.example'].map((s) => loadRFC5322AddrSpec().check(s).ok)).toEqual([true, true, false]);
  });

  it('check and recognize: argument errors, start symbols, recursive rules', () => {
    const g = load('list = "(" *list ")"\nitem = "i"');
    expect(thrown(() => g.check('()', 'list'))).toBeInstanceOf(ABNFRecursionError);
    expect((thrown(() => g.check('()')) as ABNFRecursionError).cycle).toEqual(['list', 'list']);
    expect(g.check('i', 'ITEM').ok).toBe(true);
    const e = thrown(() => g.check('i', 'itme')) as GrammarError;
    expect(e).toBeInstanceOf(GrammarError);
    expect(e.message).toContain('did you mean "item"?');
    expect(thrown(() => g.check(5 as never, 'item'))).toBeInstanceOf(ArgumentError);
    expect(thrown(() => g.recognize(null as never, 'item'))).toBeInstanceOf(ArgumentError);
    expect(thrown(() => loadABNF('a = "x"', null as never))).toBeInstanceOf(ArgumentError);
    expect(thrown(() => loadABNF('a = "x"', { name: fresh('o'), grammer: 'x' } as never))).toBeInstanceOf(ArgumentError);
    expect(thrown(() => loadABNF('a = "x"', { name: 'has:colon' }))).toBeInstanceOf(GrammarError);
  });

  it('a name loads once: the same text and options give the same grammar, anything else is an error', () => {
    const name = fresh('once');
    const g = loadABNF('a = "x"', { name });
    expect(loadABNF('a = "x"', { name })).toBe(g);
    expect(thrown(() => loadABNF('a = "y"', { name }))).toBeInstanceOf(ABNFGrammarConflictError);
    expect(thrown(() => loadABNF('a = "x"', { name, section: '2' }))).toBeInstanceOf(ABNFGrammarConflictError);
    expect(loadABNF(CORE_RULES_ABNF, { name: 'rfc5234', rfc: 5234, section: 'Appendix B.1' })).toBe(coreRules());
    expect(thrown(() => loadABNF('ALPHA = "a"', { name: 'rfc5234' }))).toBeInstanceOf(ABNFGrammarConflictError);
    // A failed load registers nothing.
    const bad = fresh('bad');
    expect(thrown(() => loadABNF('a = "x"\nb = c', { name: bad }))).toBeInstanceOf(ABNFUndefinedRuleError);
    expect(lookup(`abnf:${bad}`, 'a')).toBeUndefined();
    expect(loadedABNF(bad)).toBeUndefined();
  });
});

describe('errors in ABNF text are typed, with line:column', () => {
  const table: Array<[string, string, new (...a: never[]) => ABNFError, number, number]> = [
    ['a stray character', 'a = "x" )', ABNFSyntaxError, 1, 9],
    ['no "="', 'a "x"', ABNFSyntaxError, 1, 3],
    ['no elements', 'a = ', ABNFSyntaxError, 1, 5],
    ['an element missing after "/"', 'a = "x"\n    / ', ABNFSyntaxError, 2, 7],
    ['elements not separated by white space', 'a = "x""y"', ABNFSyntaxError, 1, 8],
    ['a quoted string not closed', 'a = "x', ABNFSyntaxError, 1, 5],
    ['a character a quoted string cannot hold', 'a = "\u00e9"', ABNFSyntaxError, 1, 6],
    ['an unknown %-value', 'a = %q1', ABNFSyntaxError, 1, 6],
    ['hexadecimal digits missing', 'a = %x', ABNFSyntaxError, 1, 7],
    ['a value past U+10FFFF', 'a = %x110000', ABNFSyntaxError, 1, 7],
    ['a range that ends before it starts', 'a = %x39-30', ABNFSyntaxError, 1, 5],
    ['a repetition whose minimum passes its maximum', 'a = 3*2"x"', ABNFSyntaxError, 1, 5],
    ['white space between a repetition and its element', 'a = 2 "x"', ABNFSyntaxError, 1, 6],
    ['a group not closed', 'a = ( "x"', ABNFSyntaxError, 1, 5],
    ['an empty option', 'a = [ ]', ABNFSyntaxError, 1, 7],
    ['a prose value not closed', 'a = <x', ABNFSyntaxError, 1, 5],
    ['a continuation line with nothing to continue', '  / "x"', ABNFSyntaxError, 1, 3],
    ['a rule name that is not ABNF', 'net_loc = "x"', ABNFSyntaxError, 1, 4],
    ['a text with no rule', '; only a comment\n', ABNFSyntaxError, 1, 1],
    ['an undefined rule', 'a = "x"\nb = a / c', ABNFUndefinedRuleError, 2, 9],
    ['a rule defined twice with "="', 'a = "x"\n\nA = "y"', ABNFDuplicateRuleError, 3, 1],
    ['"=/" before "="', 'a =/ "x"\na = "y"', ABNFIncrementalError, 1, 1],
    ['"=/" for a rule never defined', 'a = "y"\nb =/ "x"', ABNFIncrementalError, 2, 1],
    // Indented deeper than `a`, the line continues `a`: `a = "y" b`, then a stray "=".
    ['a rule indented deeper than the one before', 'a = "y"\n   b = "x"', ABNFSyntaxError, 2, 6],
    ['unmapped prose', 'a = <text>', ABNFProseError, 1, 5],
  ];
  it.each(table)('%s', (_what, text, type, line, column) => {
    const e = thrown(() => load(text)) as ABNFError;
    expect(e).toBeInstanceOf(type);
    expect(e).toBeInstanceOf(ABNFError);
    expect([e.line, e.column]).toEqual([line, column]);
    expect(e.message).toMatch(new RegExp(`^${e.grammar}:${line}:${column}: `));
    expect(e.name).toBe(type.name);
  });

  it('the messages say what is wrong', () => {
    expect((thrown(() => loadABNF('a = "x"\n\nA = "y"', { name: 'msg-dup' })) as Error).message).toBe('msg-dup:3:1: rule "A" is defined twice with "=" (first on line 1); use "=/" to add alternatives');
    expect((thrown(() => loadABNF('foo = "x"\nbar = fooo', { name: 'msg-undef' })) as ABNFUndefinedRuleError).message).toBe(
      'msg-undef:2:7: rule "fooo" is not defined (nor imported, nor an RFC 5234 core rule); did you mean "foo"?',
    );
    expect((thrown(() => loadABNF('a = "x" )', { name: 'msg-syntax' })) as Error).message).toBe('msg-syntax:1:9: unexpected ")"');
    expect((thrown(() => loadABNF('a = "x""y"', { name: 'msg-ws' })) as Error).message).toBe('msg-ws:1:8: elements must be separated by white space (RFC 5234 §4: concatenation), found "\\""');
  });
});

describe('extractABNF: the ABNF of an RFC section, page breaks and prose removed', () => {
  it('RFC 3986 Appendix A: every line a line of the RFC, the page break between IPv4address and dec-octet gone', () => {
    const abnf = extractABNF(RFC3986, 'Appendix A');
    const lines = abnf.split('\n');
    expect(lines[0]).toBe('   URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]');
    expect(lines.at(-1)).toBe('                 / "*" / "+" / "," / ";" / "="');
    expect(abnf).not.toMatch(/\[Page|\f|January 2005/);
    const at = lines.findIndex((l) => l.startsWith('   IPv4address'));
    expect(lines[at + 1]).toMatch(/^ {3}dec-octet {5}= DIGIT/);
    const rfcLines = new Set(RFC3986.split('\n'));
    for (const l of lines) if (l !== '') expect(rfcLines.has(l), l).toBe(true);
  });

  it('RFC 2234 §6.1: the prose is dropped, a rule goes on across a page break, and the RFC\'s own slip is an ABNF error', () => {
    const abnf = extractABNF(rfcText(2234), '6.1');
    expect(abnf).not.toContain('Certain');
    expect(abnf.split('\n')[0]).toBe('        ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z');
    // `SP = %x20` is on page 11, its comment "; space" on page 12.
    expect(abnf).toContain('        SP             =  %x20\n                               ; space');
    // RFC 2234 writes CHAR's second comment line without its ";" (RFC 5234 Appendix B.1 has it):
    // read as ABNF, "excluding" is a rule name, and no rule has it.
    const e = thrown(() => loadABNF(abnf, { name: fresh('rfc2234') })) as ABNFUndefinedRuleError;
    expect(e).toBeInstanceOf(ABNFUndefinedRuleError);
    expect(e.rule).toBe('excluding');
    expect(abnf.split('\n')[e.line! - 1]).toBe('                                  excluding NUL');
    expect(e.column).toBe(35);
  });

  it('a section that is not there', () => {
    expect(thrown(() => extractABNF(RFC3986, 'Appendix Z'))).toBeInstanceOf(GrammarError);
  });
});

describe('the RFC 5234 core rules (Appendix B.1)', () => {
  const core = coreRules();
  it('are a loaded grammar of their own, abnf:rfc5234', () => {
    expect(core.rules.map((r) => r.name)).toEqual(['ALPHA', 'BIT', 'CHAR', 'CR', 'CRLF', 'CTL', 'DIGIT', 'DQUOTE', 'HEXDIG', 'HTAB', 'LF', 'LWSP', 'OCTET', 'SP', 'VCHAR', 'WSP']);
    expect(core.source).toBe(CORE);
    expect(core.rules.filter((r) => !r.token).map((r) => r.name)).toEqual(['CRLF', 'LWSP']);
    expect(core.check(' \t\r\n ', 'LWSP').ok).toBe(true);
    expect(core.check('\r\n', 'LWSP')).toEqual({ ok: false, offset: 2 });
  });

  it('ALPHA, DIGIT and HEXDIG are the declared RFC 2234 core rules\' languages', () => {
    for (const name of ['ALPHA', 'DIGIT', 'HEXDIG']) expect(equivalentWithout(dfaOf(name, CORE), dfaOf(name, 2234), new Set()), name).toBe(true);
  });

  const file = new URL('../grammar/rfc/rfc5234.txt', import.meta.url);
  // The library cannot read files (no Node API there): it keeps Appendix B.1 as CORE_RULES_ABNF.
  // Where the RFC's text is in grammar/rfc/, the core rules are read from it here, and must be
  // the constant's: every line of the constant a line of the RFC, the same rules, texts and bodies.
  it.runIf(existsSync(file))('CORE_RULES_ABNF is RFC 5234 Appendix B.1 read from grammar/rfc/rfc5234.txt, rule by rule', () => {
    const text = readFileSync(file, 'utf8');
    const abnf = extractABNF(text, 'B.1');
    const lines = new Set(text.split('\n'));
    for (const l of CORE_RULES_ABNF.split('\n')) if (l !== '') expect(lines.has(l), l).toBe(true);
    expect(abnf.split('\n').filter((l) => l !== '')).toEqual(CORE_RULES_ABNF.split('\n').filter((l) => l !== ''));
    const fromFile = loadABNF(abnf, { name: fresh('rfc5234-file') });
    const body = (e: Expr): Expr => withSource(e, fromFile.source, CORE);
    expect(fromFile.rules.map((r) => [r.name, r.text, body(r.body)])).toEqual(core.rules.map((r) => [r.name, r.text, r.body]));
  });
});

describe('imports between RFCs: RFC 6068 §2 over RFC 3986 and RFC 5322', () => {
  const has = (n: number) => existsSync(new URL(`../grammar/rfc/rfc${n}.txt`, import.meta.url));
  it.runIf(has(5322) && has(6068))('RFC 5322 §3 and §4 load verbatim; RFC 6068 §2 takes the rules its prose names from each', () => {
    const text5322 = rfcText(5322);
    const g5322 = loadABNF(['3', '4'].map((section) => extractABNF(text5322, section)).join('\n\n'), { name: fresh('rfc5322'), rfc: 5322, section: '3, 4' });
    expect(g5322.rules.length).toBe(133);
    // Every line of every rule is the RFC's; obs-zone alone spans a page break (page 33 to 34).
    const lines = text5322.split('\n');
    const rfcLines = new Set(lines);
    for (const r of g5322.rules) {
      r.text.split('\n').forEach((l, k) => expect(k === 0 ? lines.some((x) => x.trimStart() === l) : rfcLines.has(l), `${r.name}: ${l}`).toBe(true));
    }
    expect(g5322.rules.filter((r) => !text5322.includes(r.text)).map((r) => r.name)).toEqual(['obs-zone']);

    // "non-terminal definitions from [RFC5322] (dot-atom-text, quoted-string), and non-terminal
    // definitions from [STD66] (unreserved, pct-encoded)": the imports say just that.
    const mailto = extractABNF(rfcText(6068), '2');
    const bare = thrown(() => loadABNF(mailto, { name: fresh('rfc6068') })) as ABNFUndefinedRuleError;
    expect([bare.rule, bare.line, bare.column]).toEqual(['dot-atom-text', 8, 22]);
    const g = loadABNF(mailto, {
      name: fresh('rfc6068'),
      rfc: 6068,
      section: '2',
      imports: [
        { from: g5322, rules: ['dot-atom-text', 'quoted-string'] },
        { from: rfc3986, rules: ['unreserved', 'pct-encoded'] },
      ],
    });
    expect(g.rules.map((r) => r.name)).toEqual(['mailtoURI', 'to', 'hfields', 'hfield', 'hfname', 'hfvalue', 'addr-spec', 'local-part', 'domain', 'dtext-no-obs', 'qchar', 'some-delims']);
    expect(g.rule('qchar')!.body).toEqual(alt(ref('unreserved', rfc3986.source), ref('pct-encoded', rfc3986.source), ref('some-delims')));
    // Its own addr-spec, not RFC 5322's.
    expect(g.rule('local-part')!.body).toEqual(alt(ref('dot-atom-text', g5322.source), ref('quoted-string', g5322.source)));
    expect(g.check('?subject=hi%20there&body=x', 'hfields').ok).toBe(true);
    expect(g.check('?subject=hi there', 'hfields')).toEqual({ ok: false, offset: 11 });
    expect([g.check('[1.2.3.4]', 'domain').ok, g.check('example.org', 'domain').ok]).toEqual([true, true]);
    expect(g.check('a..b', 'domain')).toEqual({ ok: false, offset: 2 });
    // RFC 6068 §2 excludes RFC 5322's comments in prose ("excluding <comment>"), which ABNF cannot
    // say: quoted-string reaches comment through CFWS, and comment is recursive.
    const e = thrown(() => g.check('mailto:a@b', 'mailtoURI')) as ABNFRecursionError;
    expect(e).toBeInstanceOf(ABNFRecursionError);
    expect(e.cycle).toEqual(['comment', 'ccontent', 'comment']);
  });
});

// ---------------------------------------------------------------------------------------------
// (b) THE PROOF: RFC 3986 Appendix A, loaded verbatim, is the declared rfc3986 grammar
// ---------------------------------------------------------------------------------------------

const rfc3986 = loadABNF(extractABNF(RFC3986, 'Appendix A'), { name: 'rfc3986', rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' } });
const declared = (name: string): Rule => lookup(3986, name)!;

const STARTS = profiles.rfc3986.starts.map((s) => s.name as StartSymbol<'rfc3986'>);

interface Difference {
  readonly start: string;
  readonly input: string;
  readonly loaded: { ok: boolean; offset: number; recognized: boolean };
  readonly declared: { ok: boolean; offset: number };
}

/**
 * The loaded grammar's answers (`check`, and `recognize`, which must agree with it) against the
 * declared grammar's report, from one start symbol: the difference, or null; and the verdict.
 */
function compare(input: string, start: StartSymbol<'rfc3986'>): { readonly difference: Difference | null; readonly ok: boolean } {
  const l = rfc3986.check(input, start);
  const recognized = rfc3986.recognize(input, start);
  const r = parseURL(input, { grammar: 'rfc3986', start });
  // A range or semantic error is a syntactically valid input (the grammar accepts it).
  const d = r.ok || r.error.kind !== 'syntax' ? { ok: true, offset: input.length } : { ok: false, offset: r.error.offset };
  const same = l.ok === d.ok && l.offset === d.offset && recognized === l.ok;
  return { difference: same ? null : { start, input, loaded: { ...l, recognized }, declared: d }, ok: l.ok };
}

describe('THE PROOF: RFC 3986 Appendix A, loaded from grammar/rfc/rfc3986.txt, is the declared rfc3986 grammar', () => {
  it('its rules are the declared rules, by name, in the RFC\'s order', () => {
    expect(rfc3986.rules.map((r) => r.name)).toEqual(allRules().filter((r) => r.rfc === 3986).map((r) => r.name));
  });

  it('every loaded rule\'s text stands verbatim in the RFC file, and is the declared rule\'s text', () => {
    for (const r of rfc3986.rules) {
      expect(RFC3986.includes(r.text), r.name).toBe(true);
      expect(r.text, r.name).toBe(declared(r.name).text);
    }
  });

  it('every loaded rule\'s body is the declared rule\'s literal body (core rules read as RFC 2234\'s), and prints the same', () => {
    for (const r of rfc3986.rules) {
      // The declared grammar reads the core rules as RFC 2234 §6.1's, the loaded one as RFC 5234's.
      expect(withSource(r.body, CORE, 2234), r.name).toEqual(declared(r.name).body);
      expect(printRfc(r), r.name).toBe(printRfc(declared(r.name)));
    }
  });

  it('every loaded rule\'s language equals the declared rule\'s (minimized DFAs, equivalentWithout)', () => {
    for (const r of rfc3986.rules) expect(equivalentWithout(dfaOf(r.name, rfc3986.source), dfaOf(r.name, 3986), new Set()), r.name).toBe(true);
  });

  it('accepts http://1.2.3.4.5/ (a reg-name) and http://[1:2:3:4:5::6]/ (five groups, "::", one)', () => {
    for (const s of ['http://1.2.3.4.5/', 'http://[1:2:3:4:5::6]/']) {
      for (const start of STARTS.filter((x) => x !== 'relative-ref')) {
        expect(rfc3986.check(s, start), `${start} ${s}`).toEqual({ ok: true, offset: s.length });
        expect(rfc3986.recognize(s, start)).toBe(true);
        expect(compare(s, start)).toEqual({ difference: null, ok: true });
      }
    }
  });

  it('the corpus (test/corpus/real-urls.txt; every sixth URL under npm test, the start symbols sharing them out): the same verdict and offset from every start symbol', () => {
    const lines = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n');
    const corpus = lines.filter((u, i) => u !== '' && (FULL || i % 6 === 0));
    const differences: Difference[] = [];
    let checked = 0;
    let rejected = 0;
    for (const [k, start] of STARTS.entries()) {
      // Under npm test start symbol k reads the corpus URLs at 6k, 6k + 6 × STARTS.length, ...
      const mine = FULL ? corpus : lines.filter((u, i) => u !== '' && i % (6 * STARTS.length) === 6 * k);
      for (const u of mine) {
        const { difference, ok } = compare(u, start);
        checked++;
        if (difference) differences.push(difference);
        if (!ok) rejected++;
      }
    }
    console.info(`abnf proof, corpus: ${corpus.length} URLs, ${FULL ? `x ${STARTS.length} start symbols` : 'shared out among the start symbols'} = ${checked} checks (${rejected} rejected), ${differences.length} differences`);
    expect(differences).toEqual([]);
    expect(rejected).toBeGreaterThan(FULL ? 1000 : 250);
  }, 120_000);

  it('100,000 generated and mutated inputs (600 under npm test; fixed seeds): the same verdict and offset from every start symbol', () => {
    const arbs = new GrammarArbitraries(null);
    // Strings of delimiters and troublemakers, after a start typical of each form.
    const soup = fc
      .tuple(
        fc.constantFrom('', 'http:', 'http://', 'a:', 'a+b.c-d:', '//', '/', './', '../', 'x/y', '?', '#', '//[', '//u@', '//1.2.3.'),
        fc.array(fc.constantFrom(...NASTY, '[', ']', '::', ':', '@', '1.2.3.4', '25', '255', '256', '.5', 'v1.', 'V7.x', '%25', 'ffff:', '1:2:3:4:5:6:', '::1', '?#'), { maxLength: 10 }),
      )
      .map(([a, b]) => a + b.join(''));
    // About 20 s alone (2 CPUs) for 400,000 comparisons under `npm run test:full`; `npm test` takes
    // the first 150 of each start symbol's inputs (the same seeds).
    const PER_START = sized(25_000, 150);
    // Fixed seeds, one per start symbol: the same inputs on every run.
    const SEED = 3986;
    const differences: Difference[] = [];
    let inputs = 0;
    let checks = 0;
    let invalid = 0;
    STARTS.forEach((start, k) => {
      // Valid strings from both readings of the start symbol, mutated, and soup.
      const fromDeclared = arbs.rule(declared(start));
      const fromLoaded = arbs.rule(rfc3986.rule(start)!);
      const arb = fc.oneof(fromDeclared, fromLoaded, mutated(fromDeclared), mutated(fromLoaded), soup);
      const sample = fc.sample(arb, { numRuns: PER_START, seed: SEED + k });
      for (const s of sample) {
        inputs++;
        // Each input against every start symbol.
        for (const other of STARTS) {
          checks++;
          const { difference, ok } = compare(s, other);
          if (difference) differences.push(difference);
          if (other === start && !ok) invalid++;
        }
      }
    });
    console.info(`abnf proof, generated: ${inputs} inputs (${invalid} invalid for their own start symbol) x ${STARTS.length} start symbols = ${checks} checks, ${differences.length} differences`);
    expect(inputs).toBe(PER_START * STARTS.length);
    expect(differences.slice(0, 20)).toEqual([]);
    expect(differences.length).toBe(0);
    // The mutations must really produce invalid inputs, or this would prove little.
    expect(invalid).toBeGreaterThan(inputs / 5);
  }, 120_000);
});
