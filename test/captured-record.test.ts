/**
 * The record read in one pass by a capture machine (src/record/captured.ts `capturedRecord`, public
 * as `parseComponents`) is the record of the AST walk (src/record/tags.ts `componentsOf` over
 * `parseURL`'s AST), and its verdict `parseURL`'s and `isValid`'s: for every grammar and every start
 * symbol, on the corpus, the RFC example tables, edge cases, and generated, mutated and soup inputs
 * (the generators of test/grammar-oracle.test.ts, fixed seeds). Sampled under `npm test`, in full
 * under `npm run test:full`. And the reader is linear in counted steps (`captureSteps`, DECISIONS
 * 36) on the ladder's shapes (bench/cases.ts `PARSE_SHAPES`), a megabyte at the top rung under
 * test:full.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { captureSteps, charsetOf, excludedRule, NFA, profileResolver, profiles, ref, ruleOfKey, type Expr, type GrammarName, type RFC, type Rule } from '../grammar/all.js';
import { buildDFA, equivalentWithout } from '../grammar/engine/dfa.js';
import { recognizerDFA } from '../grammar/codegen/recognizer.js';
import { componentsOf, isValid, parseComponents, parseURL, type URLComponents } from '../src/index.js';
import { capturedRecord, DECIDES, readingOf } from '../src/record/captured.js';
import { PARSE_SHAPES } from '../bench/cases.js';
import { GrammarArbitraries, mutated, NASTY } from './support/arbitrary.js';
import { TABLE_INPUTS } from './support/table-inputs.js';
import { everyKth, FULL, sized } from './support/scale.js';
import { RUNG } from './support/linear.js';

const RUNS = Number(process.env.ORACLE_RUNS ?? sized(300, 12));
const SEED = 20261129;

const CORPUS = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0);

/** Where the value checks, the scheme dispatch, the hosts' kinds and the derived parts meet the captures. */
const EDGES = [
  'http://a:65535/', 'http://a:65536/', 'foo://h:99999/', 'telnet://h:99999/', 'ftp://u:65536@h:1/', 'foo://a:', 'http://a:/', 'http://:80/',
  'http://1.2.3.255/', 'http://1.2.3.256/', 'http://1.2.3.4.5/', 'x://1.2.3.999/', 'http://1.2.3/', 'http://01.2.3.4/',
  'http:foo', 'https:foo', 'ftp:x', 'HTTP://a/', 'mailto:a@b', 'news:*', 'news:a@b', 'nntp://h/g/1', 'file:///x', 'file://h/x', 'file://localhost/x',
  'gopher://h/1sel', 'wais://h/db?q', 'wais://h/db/t/p', 'prospero://h/p;a=b', 'telnet://u:p@h/', 'https://u:p@h:8/p?q#f',
  'http://[::1]/', 'http://[::1]:80/a?[b]#[c]', 'ftp://a:b@[::ffff:1.2.3.4]:21/x', 'http://[v1.x]/', 'http://[1:2:3:4:5:6:7:8]/', 'http://[::1.2.3.4]/',
  'http://u@[::1]/', '//[::1]/', '//[::1]:5', 'http://u:p:q@h/', 'http://u@@h/', 'http://@h/', 'http://u:@h/', 'http://:p@h/',
  'http://a/\u200e', 'http://a/\ud83d\ude00', 'http://a/?\ue000', 'http://例え.jp/', 'http://a/%41', 'http://a/%zz', 'javascript:alert(1)',
  '', ':', '#', '?', '//', 'a', 'a:', '?y', '#f', '//a', '//a?b#c', '/a;p?q', 'a;p', ';p', 'g;x?y#s', '../g', './', '.',
  'https://example.org', 'https://example.org:443/', 'foo://a/b', 'foo:a/b', 'file:/x', 'file:c:/x', 'https://xn--nxasmq6b.com/', 'https://1.2.3.4/', 'https://0x7f.1/',
];

const soup = fc
  .tuple(
    fc.constantFrom('', 'http://', 'https://', 'ftp://', 'x:', 'news:', 'file://', 'mailto:', '//', '/', 'http://[', 'ftp://u:p@[', 'http://1.2.3.', 'wais://', 'gopher://'),
    fc.array(fc.constantFrom(...NASTY, '[', ']', '::', '1.2.3.4', '255', '256', '65535', '65536', 'v1.', '%25', ':', '@', '/', '?', '#', ';', 'a', '.', '\u200e', '\u{10300}', '\ue000'), { maxLength: 12 }),
  )
  .map(([a, b]) => a + b.join(''));

const STARTS = (Object.keys(profiles) as GrammarName[]).flatMap((g) => profiles[g].starts.map((x) => [g, x.name] as const));

/**
 * The corpus a start symbol's differential reads: the whole of it under test:full; under npm test
 * every 320th URL, from an offset that is the start symbol's index (the start symbols read different URLs).
 */
const corpusFor = (at: number): readonly string[] => everyKth(CORPUS, 320, at);

/** The RFC example tables: all of them under test:full, every tenth under npm test, from the start symbol's index. */
const tablesFor = (at: number): readonly string[] => everyKth(TABLE_INPUTS, 10, at);

/** The record as a plain value (its spans' lazily decoded texts read). */
const plain = (c: URLComponents | null): unknown => (c === null ? null : JSON.parse(JSON.stringify(c)));

describe.each(STARTS.map(([g, s], i) => [g, s, i] as const))('grammar %s, start symbol %s: the captured record is the AST walk’s', (grammar, start, at) => {
  const opts = { grammar, start } as never;
  const read = capturedRecord(grammar, start);
  let valid = 0;
  const check = (input: string): void => {
    const r = parseURL(input, opts);
    const want = r.ok ? componentsOf(r.ast, input) : null;
    const got = read!(input);
    if (r.ok) valid++;
    if (!isDeepStrictEqual(plain(got), plain(want))) expect(plain(got), JSON.stringify(input)).toEqual(plain(want));
    if ((got !== null) !== isValid(input, opts)) expect(got !== null, `isValid ${JSON.stringify(input)}`).toBe(isValid(input, opts));
  };

  it('has a reader', () => {
    expect(read).not.toBeNull();
  });

  it('on the corpus, the RFC tables and the edge cases', () => {
    valid = 0;
    for (const input of [...corpusFor(at), ...tablesFor(at), ...EDGES]) check(input);
    expect(valid).toBeGreaterThan(0);
  });

  it('on generated valid strings, their mutations and a soup of troublemakers', () => {
    const arbs = new GrammarArbitraries(grammar);
    const s = profiles[grammar].starts.find((x) => x.name === start)!;
    const gen = arbs.rule(arbs.resolve(s.rfc, { k: 'ref', name: s.name, rfc: s.rfc }));
    valid = 0;
    fc.assert(fc.property(gen, (x) => void check(x)), { numRuns: RUNS, seed: SEED });
    // The generator's strings are the grammar's (a few fail a check after the parse: a port over 65535).
    expect(valid).toBeGreaterThan(RUNS / 2);
    fc.assert(fc.property(mutated(gen), (x) => void check(x)), { numRuns: RUNS, seed: SEED });
    fc.assert(fc.property(soup, (x) => void check(x)), { numRuns: RUNS, seed: SEED });
  });
});

/** An expression with its lookaheads read as the empty string, as the capture pattern reads them. */
const withoutLookahead = (e: Expr): Expr => {
  switch (e.k) {
    case 'not':
    case 'and':
      return { k: 'lit', s: '' };
    case 'seq':
    case 'alt':
      return { ...e, xs: e.xs.map(withoutLookahead) };
    case 'rep':
    case 'opt':
    case 'group':
      return { ...e, x: withoutLookahead(e.x) } as Expr;
    default:
      return e;
  }
};

/**
 * Whether the language the capture pattern of a grammar and start symbol reads (each rule's
 * `readingOf`, lookaheads as the empty string) is its recognizer's: both as automata, the IP
 * literals delegated alike, compared state pair by state pair.
 */
function sameLanguage(grammar: GrammarName, start: string): boolean {
  const base = profileResolver(grammar);
  const memo = new Map<Rule, Rule>();
  const resolve = (from: RFC, e: Extract<Expr, { k: 'ref' }>): Rule => {
    const r = base(from, e);
    let out = memo.get(r);
    // The lookaheads of a rewrite that is the grammar's language (RFC 1738's scheme dispatch) kept, as the pattern keeps them.
    if (!out) memo.set(r, (out = { ...r, lang: r.pegIsLanguage ? readingOf(r) : withoutLookahead(readingOf(r)), peg: undefined } as Rule));
    return out;
  };
  const rec = recognizerDFA(grammar, start);
  const s = profiles[grammar].starts.find((x) => x.name === start)!;
  const nfaOf = (name: string, rfc: RFC) => new NFA(ref(name, rfc), rfc, { resolve, expandNodes: true, lookahead: true });
  // The grammar's excluded characters (RFC 3987 §4.1's, under rfc3987), as the reader takes them out.
  const key = excludedRule(grammar);
  const rule = key === undefined ? undefined : ruleOfKey(key)!;
  const exclude = rule === undefined ? [] : charsetOf(rule.body, rule.rfc)!;
  if (!equivalentWithout(buildDFA(nfaOf(s.name, s.rfc), { exclude, delegate: rec.delegated.map((r) => r.key) }), rec.main, new Set())) return false;
  return rec.delegated.every((r, k) => equivalentWithout(buildDFA(nfaOf(r.name, r.rfc), { exclude }), rec.subs[k]!, new Set()));
}

describe('where the capture machine alone gives the verdict (DECIDES), its language is the recognizer’s', () => {
  // npm test: RFC 3986's start symbols and each other grammar's first (not rfc1738-pure's nor
  // rfc2396+2732's: rfc1738's and rfc2396's with a few rules changed); test:full every one listed.
  const listed = STARTS.filter(([g, s]) => DECIDES.has(`${g}|${s}`) && (FULL || g === 'rfc3986' || (g !== 'rfc1738-pure' && g !== 'rfc2396+2732' && profiles[g].starts[0]!.name === s)));
  it.each(listed)('%s %s', (grammar, start) => {
    expect(sameLanguage(grammar, start)).toBe(true);
  });
  it('RFC 1738’s scheme dispatch is read as its lookahead: without it, the languages differ', () => {
    // The registered schemes' readings only: "http:foo" is no otherurl, as the recognizer says.
    for (const u of ['http:foo', 'ftp:x', 'https:foo', 'telnet:x']) {
      expect(isValid(u, { grammar: 'rfc1738' }), u).toBe(false);
      expect(parseComponents(u, { grammar: 'rfc1738' }), u).toBeNull();
    }
    expect(parseComponents('httpx:foo', { grammar: 'rfc1738' })?.scheme?.text).toBe('httpx');
    expect(parseComponents('foo:http:x', { grammar: 'rfc1738' })?.scheme?.text).toBe('foo');
  });
});

describe('RFC 3987 §4.1: the bidirectional formatting characters, in every component, refused by the reader as by isValid', () => {
  const MARKS = ['\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e'];
  const PLACES = [(m: string) => `http://u${m}@h/`, (m: string) => `http://h${m}.example/`, (m: string) => `http://h/a${m}b`, (m: string) => `http://h/?q${m}`, (m: string) => `http://h/#f${m}`];
  it.each(MARKS.map((m) => [m.codePointAt(0)!.toString(16)]))('U+%s', (hex) => {
    const m = String.fromCodePoint(parseInt(hex, 16));
    for (const start of ['IRI', 'IRI-reference'] as const) {
      for (const place of PLACES) {
        const u = place(m);
        expect(isValid(u, { grammar: 'rfc3987', start })).toBe(false);
        expect(parseComponents(u, { grammar: 'rfc3987', start })).toBeNull();
        // Without the mark, both take it (the mark is what is refused).
        expect(parseComponents(place(''), { grammar: 'rfc3987', start })).not.toBeNull();
      }
    }
  });
});

describe('parseComponents', () => {
  it('reads the options as parseURL does, and gives the record or null', () => {
    expect(parseComponents('http://a/b?q')?.query?.text).toBe('q');
    expect(parseComponents('../g')).toBeNull();
    expect(parseComponents('../g', { start: 'relative-ref' })?.path.text).toBe('../g');
    expect(parseComponents('ftp://u@h/', { grammar: 'rfc1738' })?.user?.text).toBe('u');
    expect((parseComponents('http://a/', { grammar: 'rfc3986', start: 'uri' } as never) as URLComponents | null)?.host?.text).toBe('a');
    expect(() => parseComponents('x', { grammar: 'nope' as never })).toThrow(/unknown grammar/);
    expect(() => parseComponents('x', { start: 'nope' as never })).toThrow(/no start symbol/);
    expect(() => parseComponents('x', { grammer: 'rfc3986' } as never)).toThrow(/grammer/);
    expect(() => parseComponents(1 as never)).toThrow(/string/);
    expect(parseComponents('http://a/', null)?.scheme?.text).toBe('http');
  });
});

/** The rungs: n and 4n code units, a megabyte at the top under test:full. */
const N = sized(1 << 18, 2_500);

/** Valid shapes of the ladder's kind for the grammars a validator reads, each part of the record long in turn. */
const VALID_SHAPES: Array<[string, GrammarName, (n: number) => string, string?]> = [
  ['a path of segments', 'rfc3986', (n) => 'http://example.org/' + 'a/'.repeat(n / 2)],
  ['a long query', 'rfc3986', (n) => 'http://example.org/?' + 'a=b&'.repeat(n / 4)],
  ['a long fragment', 'rfc3986', (n) => 'http://example.org/#' + 'f'.repeat(n)],
  ['a long user', 'rfc3986', (n) => 'http://' + 'u'.repeat(n) + '@h/'],
  ['many labels', 'rfc3986', (n) => 'http://' + 'a.'.repeat(n / 2) + 'com/'],
  ['a port of zeros', 'rfc3986', (n) => 'http://h:' + '0'.repeat(n) + '/'],
  ['a relative path of "../"', 'rfc3986', (n) => '../'.repeat(n / 3), 'relative-ref'],
  ['escapes in the path', 'rfc3986', (n) => 'http://h/' + '%41'.repeat(n / 3)],
  ['astral characters in the path', 'rfc3987', (n) => 'http://h/' + '\u{10000}'.repeat(n / 2)],
  ['an opaque path', 'rfc3986', (n) => 'urn:' + 'x:'.repeat(n / 2)],
];

describe('the captured record counts steps in proportion to the input', () => {
  it.each(PARSE_SHAPES)('%s (%s)', (_name, grammar, code, make, start) => {
    const s = start ?? profiles[grammar].starts[0]!.name;
    const read = capturedRecord(grammar, s)!;
    const steps = (input: string): { steps: number; ok: boolean } => {
      const before = captureSteps();
      const ok = read(input) !== null;
      return { steps: captureSteps() - before, ok };
    };
    const small = steps(make(N));
    const big = steps(make(RUNG * N));
    expect([small.ok, big.ok]).toEqual([code === null, code === null]);
    // A valid shape reads every unit once at least; the larger rung at most in proportion (the
    // lazy DFA's states, made on the smaller, are kept). An invalid one is refused by the
    // recognizer (linear on its own: test/linear-api.test.ts) before any capture step, or by the
    // capture machine where it decides.
    if (code === null) expect(small.steps).toBeGreaterThanOrEqual(N);
    else if (!DECIDES.has(`${grammar}|${s}`)) expect([small.steps, big.steps]).toEqual([0, 0]);
    expect(big.steps, `${small.steps} -> ${big.steps} steps`).toBeLessThanOrEqual(RUNG * 1.1 * small.steps + 64);
  });

  it.each(VALID_SHAPES)('%s (%s): valid at both rungs, at least a step per unit', (_name, grammar, make, start) => {
    const read = capturedRecord(grammar, start ?? profiles[grammar].starts[0]!.name)!;
    const steps = (input: string): number => {
      const before = captureSteps();
      expect(read(input)).not.toBeNull();
      return captureSteps() - before;
    };
    const small = steps(make(N));
    const big = steps(make(RUNG * N));
    expect(small).toBeGreaterThanOrEqual(make(N).length);
    expect(big, `${small} -> ${big} steps`).toBeLessThanOrEqual(RUNG * 1.1 * small + 64);
  });

  it('on a valid shape its record is the AST walk’s', () => {
    const shapes = [...PARSE_SHAPES.filter(([, , c]) => c === null).map(([, g, , make, start]) => [g, make, start] as const), ...VALID_SHAPES.map(([, g, make, start]) => [g, make, start] as const)];
    for (const [grammar, make, start] of shapes) {
      const s = start ?? profiles[grammar].starts[0]!.name;
      const input = make(400);
      const r = parseURL(input, { grammar, start: s } as never);
      expect(r.ok, `${grammar} ${input.slice(0, 40)}`).toBe(true);
      if (r.ok) expect(plain(capturedRecord(grammar, s)!(input))).toEqual(plain(componentsOf(r.ast, input)));
    }
  });
});
