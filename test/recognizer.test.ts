/**
 * The generated recognizers (grammar/codegen/recognizer.ts, grammar/engine/dfa.ts, run by
 * grammar/engine/recognize.ts) give `parseURL`'s verdict: for every grammar and every start symbol,
 * `isValid(input, { grammar, start })` equals `parseURL(input, { grammar, start }).ok` (the range
 * and semantic checks included) over the corpus, the RFC example tables, and generated, mutated
 * and troublemaker inputs (the generators of test/grammar-oracle.test.ts, fixed seeds). And the
 * parts the generator is built from: lookahead guards, delegated rules, the value languages.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alt, lit, NFA, profiles, range, ref, seq, star, type Expr, type GrammarName } from '../grammar/all.js';
import { plainResolver } from '../grammar/engine/charset.js';
import { buildDFA, checkDelegable, runDFA } from '../grammar/engine/dfa.js';
import { recognizerFor, recognizerOf, recognizerTablesFor } from '../grammar/engine/recognize.js';
import { nodeCheckKeys } from '../grammar/engine/checks.js';
import { decimalAtMost, DELEGATED, recognizerDFA, recognizerTables, VALUE_LANGUAGES } from '../grammar/codegen/recognizer.js';
import { ArgumentError, GrammarError, isValid, parseRule, parseURL, startSymbols } from '../src/index.js';
import { ruleRecognizer } from '../src/valid/index.js';
import { cleanedByParse } from '../src/urllib/split.js';
import { GrammarArbitraries, mutated, NASTY } from './support/arbitrary.js';
import { TABLE_INPUTS } from './support/table-inputs.js';
import { everyKth, FULL, sized } from './support/scale.js';

const RUNS = Number(process.env.ORACLE_RUNS ?? sized(300, 45));
const SEED = 20261125;

const CORPUS = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0);


/** Where the value checks, the dispatch, the delegated IP literals and code points meet the automaton. */
const EDGES = [
  'http://a:65535/', 'http://a:65536/', 'http://a:0065535/', 'http://a:000000065536/', 'ftp://u:65536@h:1/', 'telnet://h:99999/',
  'https://a:65535', 'https://a:65536', 'foo://a:', 'foo://a:0000000000000000000065535', 'foo://[::1]:99999999999999999999999', '//a:65536/', 'file://a:1/',
  'http://1.2.3.255/', 'http://1.2.3.256/', 'http://01.2.3.0255/', 'http://1.2.3.4.5/', 'x://1.2.3.999/',
  'http:foo', 'https:foo', 'ftp:x', 'xhttp:foo', 'http+x:foo', 'HTTP://a/', 'mailto:a@b', 'news:*', 'file:///x',
  'http://[::1]/', 'http://[::1', 'http://[::1]]/', 'http://[[::1]/', 'http://[v1.x]/', 'http://[V1.x]/', 'http://[::1]:80/a?[b]#[c]',
  'ftp://a:b@[::ffff:1.2.3.4]:21/x', 'http://[1:2:3:4:5:6:7:8]/', 'http://[1:2:3:4:5:6:7:8:9]/', 'http://[1:2:3:4:5:6:7::]/',
  'http://[1:2:3:4:5:6::7:8]/', 'http://[::1.2.3.256]/', 'http://[1::2::3]/', 'http://[:::]/', 'http://[]/', 'http://u@[::1]/', '//[::1]/', '[::1]',
  'http://a/\u200e', 'http://a/\u2066', 'http://a/\ud800', 'http://a/\udc00', 'http://a/\ud83d\ude00', 'http://a/?\ue000', 'http://a/\u{F0000}', 'http://a/?\u{F0000}',
  'http://例え.jp/', 'http://a/%zz', 'http://a/%4', 'http://a/%41', 'javascript:alert(1)', '', ':', '#', '?', '//', 'a', 'a:',
];

const soup = fc
  .tuple(
    fc.constantFrom('', 'http://', 'https://', 'ftp://', 'x:', 'news:', 'file://', 'mailto:', '//', '/', 'http://[', 'ftp://u:p@[', 'http://1.2.3.'),
    fc.array(fc.constantFrom(...NASTY, '[', ']', '::', '1.2.3.4', '255', '256', '65535', '65536', 'v1.', '%25', ':', '@', '\u200e', '\u{10300}', '\ud800', '\ue000'), { maxLength: 12 }),
  )
  .map(([a, b]) => a + b.join(''));

const STARTS = (Object.keys(profiles) as GrammarName[]).flatMap((g) => profiles[g].starts.map((x) => [g, x.name] as const));

/**
 * The corpus a grammar's differential reads: under test:full the whole of it for RFC 3986 and 3987
 * (the grammars a validator uses) and its first 4,000 URLs for the others; under npm test every
 * 160th of those, from an offset that is the start symbol's index (so the start symbols of a
 * grammar read different URLs).
 */
const corpusFor = (grammar: GrammarName, at: number): readonly string[] =>
  everyKth(grammar === 'rfc3986' || grammar === 'rfc3987' ? CORPUS : CORPUS.slice(0, 4000), 160, at);

/**
 * The RFC tables' inputs a start symbol reads: all under test:full; under npm test every eighth,
 * from the start symbol's index, so that the 32 start symbols share every table input between them.
 */
const tablesFor = (at: number): readonly string[] => everyKth(TABLE_INPUTS, 8, at);

describe.each(STARTS.map(([g, s], i) => [g, s, i] as const))('grammar %s, start symbol %s: isValid is parseURL(...).ok', (grammar, start, at) => {
  const opts = { grammar, start } as never;
  const check = (input: string) => expect(isValid(input, opts), JSON.stringify(input)).toBe(parseURL(input, opts).ok);

  it('on the corpus, the RFC tables and the edge cases', () => {
    let valid = 0;
    for (const input of [...corpusFor(grammar, at), ...tablesFor(at), ...EDGES]) {
      const want = parseURL(input, opts).ok;
      if (isValid(input, opts) !== want) expect(isValid(input, opts), JSON.stringify(input)).toBe(want);
      if (want) valid++;
    }
    // Both verdicts occur (a recognizer that answered one way throughout would fail above anyway).
    expect(valid).toBeGreaterThan(0);
  });

  it('on generated valid strings, their mutations and troublemakers', () => {
    const arbs = new GrammarArbitraries(grammar);
    const startRef = profiles[grammar].starts.find((x) => x.name === start)!;
    const valid = arbs.rule(arbs.resolve(1738, { k: 'ref', name: startRef.name, rfc: startRef.rfc }));
    fc.assert(fc.property(valid, (s) => void check(s)), { numRuns: RUNS, seed: SEED });
    fc.assert(fc.property(mutated(valid), (s) => void check(s)), { numRuns: RUNS, seed: SEED });
    fc.assert(fc.property(soup, (s) => void check(s)), { numRuns: RUNS, seed: SEED });
  });

  // Building an automaton from the registry is the cost here (a second each for the WHATWG starts):
  // npm test builds each grammar's first start symbol's, test:full every one.
  it.skipIf(!FULL && profiles[grammar].starts[0]!.name !== start)('the generated tables are the automaton built from the registry now', () => {
    const r = recognizerDFA(grammar, start);
    const run = recognizerFor(grammar, start)!;
    // The tables written now, decoded, run as the automaton they were written from.
    const fresh = recognizerOf(recognizerTables(r));
    // The WHATWG grammar's recognizer asks the domain parser after its automaton accepts
    // (grammar/whatwg/recognize.ts): the registered one is the automaton and that check.
    const checked = (input: string): boolean => grammar !== 'whatwg' || parseURL(input, { grammar, start: start as never }).ok;
    for (const input of [...TABLE_INPUTS, ...EDGES]) {
      expect(run(input), JSON.stringify(input)).toBe(runDFA(r.main, input, r.subs) && checked(input));
      expect(fresh(input), JSON.stringify(input)).toBe(runDFA(r.main, input, r.subs));
    }
  });
});

describe('the rule recognizers (the ipv4 and ipv6 formats) are parseRule(...).ok', () => {
  it.each([['IPv4address'], ['IPv6address']])('RFC 3986 %s', (name) => {
    const run = ruleRecognizer(`3986:${name}`)!;
    const arbs = new GrammarArbitraries(null);
    const valid = arbs.rule(arbs.resolve(3986, { k: 'ref', name, rfc: 3986 }));
    const check = (s: string) => expect(run(s), JSON.stringify(s)).toBe(parseRule(name, s, { rfc: 3986 }).ok);
    for (const s of [...TABLE_INPUTS, ...EDGES, '1.2.3.4', '255.255.255.255', '256.1.1.1', '01.1.1.1', '::', '::1', '1::', 'fe80::1%eth0', '1:2:3:4:5:6:1.2.3.4', '::ffff:1.2.3.256', '1:2:3:4:5:6:7:8:9']) check(s);
    fc.assert(fc.property(valid, (s) => void check(s)), { numRuns: RUNS, seed: SEED });
    fc.assert(fc.property(mutated(valid), (s) => void check(s)), { numRuns: RUNS, seed: SEED });
  });
});

describe("urllib's split-clean: the recognizer says no exactly where the cleaning parse changes the URL", () => {
  it('on the corpus, troublemakers and strings of controls, spaces, tabs, CRs, LFs and surrogates', () => {
    const run = recognizerFor('rule', 'urlgrammar:split-clean')!;
    const chars = fc.constantFrom(...NASTY, '\t', '\n', '\r', ' ', '\u0000', '\u001f', '\u0020', '\u0021', '\ud800', '\udfff', '\u{10300}', '\uffff');
    // Held to the cleaning parse itself (cleanURL asks the recognizer first, so it would agree with any answer).
    const check = (s: string) => expect(run(s), JSON.stringify(s)).toBe(cleanedByParse(s) === s);
    for (const s of [...CORPUS.slice(0, 2000), '', ' ', '\t', 'a', ' a', 'a ', 'a\tb', '\u0021', '\u0020x', 'x\u0000', '\ud800']) check(s);
    fc.assert(fc.property(fc.array(chars, { maxLength: 12 }).map((a) => a.join('')), (s) => void check(s)), { numRuns: RUNS * 3, seed: SEED });
  });
});

describe('isValid', () => {
  it('reads the options as parseURL does', () => {
    expect(isValid('http://a/b')).toBe(true);
    expect(isValid('../g')).toBe(false);
    expect(isValid('../g', { grammar: 'rfc3986' })).toBe(false); // rfc3986's default: URI, as with no options
    expect(isValid('../g', { grammar: 'rfc3986', start: 'URI-reference' })).toBe(true);
    expect(isValid('../g', { start: 'relative-ref' })).toBe(true);
    expect(isValid('../g', { start: 'uri-REFERENCE' as never })).toBe(true);
    expect(isValid('http://a/b', null)).toBe(true);
    expect(isValid('../g;x?y#s', { grammar: 'rfc1808' })).toBe(false); // URL-1808: absolute
    expect(isValid('../g;x?y#s', { grammar: 'rfc1808', start: 'URL' })).toBe(true);
    expect(startSymbols('rfc1808').every((s) => isValid('http://a/b', { grammar: 'rfc1808', start: s }) === parseURL('http://a/b', { grammar: 'rfc1808', start: s }).ok)).toBe(true);
  });

  it('throws the documented errors', () => {
    expect(() => isValid(5 as never)).toThrow(ArgumentError);
    expect(() => isValid('x', { grammar: 'rfc9999' as never })).toThrow(GrammarError);
    expect(() => isValid('x', { grammar: 'rfc3986', start: 'url' as never })).toThrow(GrammarError);
    expect(() => isValid('x', { grammar: 5 as never })).toThrow(ArgumentError);
    expect(() => isValid('x', { nope: 1 } as never)).toThrow(ArgumentError);
  });

  it('answers on a megabyte in one pass (a valid path, a rejected one, a long IP literal)', () => {
    expect(isValid(`http://a/${'b/'.repeat(500_000)}`)).toBe(true);
    expect(isValid(`http://a/${'b/'.repeat(500_000)}%`)).toBe(false);
    expect(isValid(`http://[${'1:'.repeat(500_000)}]/`)).toBe(false);
    expect(isValid(`http://[v1.${'a'.repeat(1_000_000)}]/`)).toBe(true);
  });
});

describe('the DFA construction', () => {
  const resolve = plainResolver;
  const dfa = (e: Expr, delegate?: string[]) => buildDFA(new NFA(e, 3986, { resolve, expandNodes: true, lookahead: true }), { delegate });
  const az = range(0x61, 0x7a);

  it('reads a negative lookahead as "does not begin with"', () => {
    const d = dfa(seq({ k: 'not', x: seq(alt(lit('ab'), lit('cd')), lit(':')) }, star(alt(az, lit(':')))));
    const cases: Array<[string, boolean]> = [['ab:x', false], ['cd:', false], ['ab', true], ['abc:', true], ['a:', true], ['', true], ['cdx:y', true]];
    for (const [s, want] of cases) expect(runDFA(d, s), s).toBe(want);
  });

  it('reads a positive lookahead as "begins with"', () => {
    const d = dfa(seq({ k: 'and', x: lit('ab') }, star(az)));
    const cases: Array<[string, boolean]> = [['ab', true], ['abz', true], ['a', false], ['ba', false], ['', false]];
    for (const [s, want] of cases) expect(runDFA(d, s), s).toBe(want);
  });

  it('minimizes: a language written two ways has one automaton', () => {
    const a = dfa(star(alt(az, lit('-'))));
    const b = dfa(alt(lit(''), seq(alt(az, lit('-')), star(alt(lit('-'), az)))));
    expect(a.states).toBe(b.states);
    expect(a.states).toBe(2); // dead and the loop
  });

  it('reads a surrogate pair of an astral class as one character, and a lone surrogate as nothing of it', () => {
    const d = dfa(seq(lit('x'), star(range(0x10000, 0x1fffd))));
    expect(runDFA(d, 'x\u{10000}\u{1FFFD}')).toBe(true);
    expect(runDFA(d, 'x\u{1FFFE}')).toBe(false);
    expect(runDFA(d, 'x\ud800')).toBe(false);
    expect(runDFA(d, 'x\udc00\ud800')).toBe(false);
  });

  it('delegates a bracketed rule and checks what it may delegate', () => {
    const main = dfa(seq(lit('h'), ref('IP-literal', 3986), star(az)), ['3986:IP-literal']);
    const sub = dfa(ref('IP-literal', 3986));
    checkDelegable(sub, 'IP-literal');
    expect(runDFA(main, 'h[::1]abc', [sub])).toBe(true);
    expect(runDFA(main, 'h[::1', [sub])).toBe(false);
    expect(runDFA(main, 'h[::g]', [sub])).toBe(false);
    expect(() => checkDelegable(dfa(star(az)), 'x')).toThrow(/other than "\["/);
    expect(() => checkDelegable(dfa(seq(lit('['), star(az), lit(']'), star(az))), 'y')).toThrow(/prefix-free/);
    expect(() => dfa(seq(alt(ref('IP-literal', 3986), seq(lit('['), az)), star(az)), ['3986:IP-literal'])).toThrow(/both as itself/);
    expect(DELEGATED).toEqual(['3986:IP-literal', '2732:ipv6reference']);
  });
});

describe('the value languages restate the range checks', () => {
  it('restate every node check of the languages (grammar/*/checks.ts), by the same rule key, but the WHATWG valid domain, an algorithm the recognizer runs after its automaton', () => {
    expect(nodeCheckKeys().sort()).toEqual([...VALUE_LANGUAGES.keys(), 'whatwg:valid-domain-string'].sort());
  });

  it('decimalAtMost(65535) takes exactly the digit strings whose value is at most 65535', () => {
    const d = buildDFA(new NFA(decimalAtMost(65535), 3986, { resolve: plainResolver, expandNodes: true }));
    for (let n = 0; n <= 70000; n += n < 1000 ? 1 : 7) {
      expect(runDFA(d, String(n)), String(n)).toBe(n <= 65535);
      expect(runDFA(d, `000${n}`), `000${n}`).toBe(n <= 65535);
    }
    for (const n of [65534, 65535, 65536, 65540, 65600, 66000, 99999, 100000]) expect(runDFA(d, String(n))).toBe(n <= 65535);
    expect(runDFA(d, '')).toBe(false);
    expect(runDFA(d, '0'.repeat(40))).toBe(true);
  });

  it('decimalAtMost(255, 3) takes 1 to 3 digits whose value is at most 255', () => {
    const d = buildDFA(new NFA(decimalAtMost(255, 3), 3986, { resolve: plainResolver, expandNodes: true }));
    for (let len = 1; len <= 4; len++) {
      for (let n = 0; n < 10 ** len; n++) {
        const s = String(n).padStart(len, '0');
        expect(runDFA(d, s), s).toBe(len <= 3 && n <= 255);
      }
    }
  });

  it('says which tables decide alone: every start symbol but the WHATWG ones, whose domain check comes after the automaton', () => {
    for (const g of Object.keys(profiles) as GrammarName[]) {
      for (const s of startSymbols(g)) expect(recognizerTablesFor(g, s)?.decides, `${g} ${s}`).toBe(g !== 'whatwg');
    }
  });

  it('covers every checked rule outside RFC 3986 (the WHATWG port too; its domain check is an algorithm)', () => {
    expect([...VALUE_LANGUAGES.keys()].sort()).toEqual(['1738:hostnumber', '1738:port', '2373:IPv4address', '2373:IPv6address', '2396:IPv4address', 'whatwg:URL-port-string']);
  });
});
