/**
 * The compiled reading of loaded grammars (grammar/engine/read.ts) held to the NFA it is compiled
 * from: `read` gives the tree of the path `parsePath` (the Pike VM over the same automaton) finds,
 * and `check` the verdict and offset of the NFA's `viableEnd` and `run`, on the corpus and on
 * generated and mutated inputs (fixed seeds), under RFC 3986 Appendix A (as loaded verbatim, and
 * with the declared grammar's token rules), the scheme grammars, and small grammars written to
 * catch the hard cases (astral code points, surrogate pairs, ambiguous alternatives, empty
 * strings). And the `tokens` option of `loadABNF` those trees are shaped with.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ABNFGrammarConflictError, ABNFImportError, ABNFUndefinedRuleError, ArgumentError, extractABNF, loadABNF, NFA, parsePath, ref, type ABNFGrammar, type ABNFNode, type NfaEvent } from '../grammar/all.js';
import { plainResolver } from '../grammar/engine/charset.js';
import * as readModule from '../grammar/engine/read.js';
import { schemeGrammars } from '../grammar/schemes/index.js';
import { GrammarArbitraries, mutated, NASTY } from './support/arbitrary.js';
import { disagreements, recordChecks } from './support/abnf-agree.js';
import { sized } from './support/scale.js';

// parseABNF agrees with check on every input this file checks, and on generated ones (issue 39 item 2).
const recorded = recordChecks();
afterAll(() => {
  expect(disagreements(recorded).diffs).toEqual([]);
}, 120_000);

const APPENDIX_A = extractABNF(readFileSync(new URL('../grammar/rfc/rfc3986.txt', import.meta.url), 'utf8'), 'Appendix A');
const LOAD = { rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' } } as const;
/** The declared rfc3986 grammar's token rules (grammar/rfc3986/rules.ts). */
const DECLARED_TOKENS = ['h16', 'dec-octet', 'pchar', 'pct-encoded', 'unreserved', 'reserved', 'gen-delims', 'sub-delims'];
const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);

/**
 * The oracle: the tree of `parsePath`'s events, token rules folded into their parent (the tree
 * the loader built from the Pike VM's path before the compiled reading).
 */
function oracleTree(path: NfaEvent | null, input: string): ABNFNode | null {
  const events: NfaEvent[] = [];
  for (let e = path; e; e = e.prev) events.push(e);
  events.reverse();
  const top: ABNFNode[] = [];
  const stack: Array<{ e: NfaEvent; children: ABNFNode[] }> = [];
  for (const e of events) {
    if (e.rule) {
      stack.push({ e, children: [] });
      continue;
    }
    const f = stack.pop()!;
    const into = stack.length > 0 ? stack[stack.length - 1]!.children : top;
    const r = f.e.rule!;
    if (r.token) into.push(...f.children);
    else into.push({ type: r.name, rfc: r.rfc, start: f.e.at, end: e.at, text: input.slice(f.e.at, e.at), children: f.children });
  }
  return top[0] ?? null;
}

/** The NFA of a start rule, built as the loader builds it. */
function nfaOf(g: ABNFGrammar, start: string): NFA {
  const r = g.rule(start)!;
  return new NFA(ref(r.name, r.rfc), r.rfc, { resolve: plainResolver, expandNodes: true, ...(g.nesting === null ? {} : { maxNesting: g.nesting }) });
}

/** The differences between the compiled reading and the NFA on `inputs` (at most 20 kept), and how many were accepted. */
function differences(g: ABNFGrammar, start: string, inputs: Iterable<string>): { diffs: string[]; accepted: number; count: number } {
  const nfa = nfaOf(g, start);
  const diffs: string[] = [];
  let accepted = 0;
  let count = 0;
  for (const input of inputs) {
    count++;
    const path = parsePath(nfa, input, 0);
    const expected = path === undefined ? undefined : oracleTree(path, input);
    const read = g.read(input, start);
    const got = read.ok ? read.ast : undefined;
    if (JSON.stringify(got) !== JSON.stringify(expected)) diffs.push(`read ${start} ${JSON.stringify(input)}`);
    const end = nfa.viableEnd(input, 0);
    const check = { ok: end === input.length && nfa.run(input, 0).acceptsAtEnd, offset: end };
    if (JSON.stringify(g.check(input, start)) !== JSON.stringify(check)) diffs.push(`check ${start} ${JSON.stringify(input)}`);
    if (!read.ok && read.offset !== end) diffs.push(`read offset ${start} ${JSON.stringify(input)}`);
    if (path !== undefined) accepted++;
    if (diffs.length > 20) break;
  }
  return { diffs, accepted, count };
}

/** Generated strings of a rule, mutated, and delimiter soup: `n` of them, fixed seed. */
function generated(g: ABNFGrammar, start: string, n: number, seed: number, soup: readonly string[] = []): string[] {
  const arbs = new GrammarArbitraries(null);
  const valid = arbs.rule(g.rule(start)!);
  const parts = [...NASTY, ...soup];
  const noise = fc.array(fc.constantFrom(...parts), { maxLength: 8 }).map((xs) => xs.join(''));
  return fc.sample(fc.oneof(valid, mutated(valid), noise), { numRuns: n, seed });
}

const rfc3986 = loadABNF(APPENDIX_A, { name: 'read-rfc3986', ...LOAD });
const rfc3986Tokens = loadABNF(APPENDIX_A, { name: 'read-rfc3986-tokens', ...LOAD, tokens: DECLARED_TOKENS });
const URI_SOUP = ['http:', '//', '[', ']', '::', ':', '@', '1.2.3.4', '255', '256', 'v1.', '%25', '%', '?', '#', '/', '.', 'é', '😀', '\ud800'];

describe('the compiled reading of a loaded grammar is the NFA\'s (grammar/engine/read.ts)', () => {
  it.each([
    ['as loaded verbatim', rfc3986],
    ['with the declared grammar\'s token rules', rfc3986Tokens],
  ])('RFC 3986 Appendix A %s: the corpus (its first 6,000 URLs; 500 under npm test), every URL as a URI-reference', (_, g) => {
    const n = sized(6000, 500);
    const { diffs, accepted, count } = differences(g, 'URI-reference', corpus.slice(0, n));
    expect(diffs).toEqual([]);
    expect(count).toBe(n);
    expect(accepted).toBeGreaterThan(n * 0.98);
  }, 120_000);

  it.each(['URI-reference', 'URI', 'relative-ref', 'authority', 'IPv6address', 'host', 'path-abempty'])('RFC 3986 Appendix A from %s: 3,000 generated and mutated inputs (125 under npm test; fixed seed), both tree shapes', (start) => {
    const inputs = generated(rfc3986, start, sized(3000, 125), 3986 + start.length, URI_SOUP);
    for (const g of [rfc3986, rfc3986Tokens]) {
      const { diffs, accepted, count } = differences(g, start, inputs);
      expect(diffs).toEqual([]);
      expect(count).toBe(inputs.length);
      // The mutations and the soup make rejected inputs, the generator accepted ones.
      expect(accepted).toBeGreaterThan(inputs.length / 10);
      expect(accepted).toBeLessThan(inputs.length * 0.97);
    }
  }, 120_000);

  it('the scheme grammars, from each scheme\'s start rule: 2,000 generated and mutated inputs each (75 under npm test; fixed seeds)', () => {
    const soup = ['mailto:', 'urn:', 'data:', 'file:', 'http:', '//', ';base64', ',', '@', '?', '&', '=', '%20', ':', '/', 'a', 'é'];
    let total = 0;
    for (const [scheme, s] of Object.entries(schemeGrammars())) {
      const inputs = generated(s.grammar, s.start, sized(2000, 75), 6068 + scheme.length, [scheme + ':', ...soup]);
      const { diffs, count } = differences(s.grammar, s.start, inputs);
      expect(diffs, scheme).toEqual([]);
      total += count;
    }
    expect(total).toBe(Object.keys(schemeGrammars()).length * sized(2000, 75));
  }, 120_000);

  it('astral code points, surrogate pairs, lone surrogates and ambiguous alternatives', () => {
    const g = loadABNF(
      [
        'top   = 1*(word / pair / lone) ["!" end]',
        'word  = 1*(ALPHA / %x1F600-1F64F / %xE9)',
        'pair  = %xD83D %xDE00 / "x" %x1F600',
        'lone  = %xD800-DBFF',
        'end   = amb / amb2',
        'amb   = 1*DIGIT ["." 1*DIGIT]',
        'amb2  = 1*(DIGIT / ".")',
      ].join('\n'),
      { name: 'read-astral' },
    );
    const units = ['a', 'é', '😀', '\ud83d', '\ude00', '\ud800', 'x', '!', '1', '.', '2', '🙏', 'Z'];
    const inputs = fc.sample(fc.array(fc.constantFrom(...units), { maxLength: 9 }).map((xs) => xs.join('')), { numRuns: 4000, seed: 27 });
    const { diffs, accepted } = differences(g, 'top', ['', 'a😀', 'x😀', '\ud83d\ude00', 'a!1.2', 'a!1..2', 'a!.', ...inputs]);
    expect(diffs).toEqual([]);
    expect(accepted).toBeGreaterThan(200);
    // The choice pinned: ordered choice with full backtracking takes `amb` where it can, `amb2` where it must.
    const end = (s: string): string | undefined => {
      const r = g.read(s, 'top');
      return r.ok ? r.ast.children.find((c) => c.type === 'end')?.children[0]?.type : undefined;
    };
    expect([end('a!1.2'), end('a!1..2'), end('a!12')]).toEqual(['amb', 'amb2', 'amb']);
  });

  it('a recursive rule expanded by the nesting option: 3,000 strings of parentheses and letters (fixed seed)', () => {
    const g = loadABNF('top = *( list / word )\nlist = "(" *( list / word / " " ) ")"\nword = 1*ALPHA', { name: 'read-nesting', nesting: 4 });
    const inputs = fc.sample(fc.array(fc.constantFrom('(', ')', 'a', 'b', ' ', '(a)', '()'), { maxLength: 12 }).map((xs) => xs.join('')), { numRuns: 3000, seed: 5322 });
    const { diffs, accepted } = differences(g, 'top', inputs);
    expect(diffs).toEqual([]);
    expect(accepted).toBeGreaterThan(300);
  });

  it('the reading ABNF\'s ambiguity asks for: 1.2.3.4 is an IPv4address, 1.2.3.4.5 a reg-name, and [1:2:3:4:5::6] an IPv6address', () => {
    const host = (u: string): string | undefined => {
      const r = rfc3986Tokens.read(u, 'URI');
      const find = (n: ABNFNode): ABNFNode | undefined => (n.type === 'host' ? n : n.children.map(find).find(Boolean));
      return r.ok ? find(r.ast)?.children[0]?.type : undefined;
    };
    expect([host('http://1.2.3.4/'), host('http://1.2.3.4.5/'), host('http://[1:2:3:4:5::6]/')]).toEqual(['IPv4address', 'reg-name', 'IP-literal']);
  });

  it('past its bound on live sets, a read empties the tables and reads with the Pike VM: the same trees and verdicts', () => {
    const { PathReader } = readModule;
    const before = PathReader.maxSets;
    PathReader.maxSets = 3;
    try {
      const g = loadABNF(APPENDIX_A, { name: 'read-rfc3986-small-tables', ...LOAD, tokens: ['pchar'] });
      const inputs = [...corpus.slice(0, 300), ...generated(g, 'URI-reference', 300, 4291, URI_SOUP)];
      const { diffs, accepted } = differences(g, 'URI-reference', inputs);
      expect(diffs).toEqual([]);
      expect(accepted).toBeGreaterThan(300);
    } finally {
      PathReader.maxSets = before;
    }
  });

  it('a long input reads in one pass each way (1 MB, within the time of a few reads of the corpus)', () => {
    const long = 'http://a/' + 'b/'.repeat(500_000);
    // The test's timeout is the hang guard (DECISIONS 36: no clock in a test).
    const r = rfc3986Tokens.read(long, 'URI');
    expect(r.ok).toBe(true);
    expect(rfc3986Tokens.check(long + ' ', 'URI')).toEqual({ ok: false, offset: long.length });
  }, 60_000);
});

describe('loadABNF\'s tokens option: rules whose nodes fold into their parent\'s', () => {
  it('folds the named rules (a rule they use keeps its nodes) and leaves the language as it was', () => {
    const g = loadABNF('seg = 1*pchar\npchar = ALPHA / pct\npct = "%" 2HEXDIG', { name: 'read-tokens', tokens: ['PCHAR'] });
    const plain = loadABNF('seg = 1*pchar\npchar = ALPHA / pct\npct = "%" 2HEXDIG', { name: 'read-tokens-plain' });
    const shape = (n: ABNFNode): unknown => [n.type, n.text, ...n.children.map(shape)];
    const a = g.read('a%41b');
    const b = plain.read('a%41b');
    expect(a.ok && shape(a.ast)).toEqual(['seg', 'a%41b', ['pct', '%41']]);
    expect(b.ok && shape(b.ast)).toEqual(['seg', 'a%41b', ['pchar', 'a'], ['pchar', '%41', ['pct', '%41']], ['pchar', 'b']]);
    expect(g.rule('pchar')!.token).toBe(true);
    expect([g.check('a%4'), plain.check('a%4')]).toEqual([
      { ok: false, offset: 3 },
      { ok: false, offset: 3 },
    ]);
  });

  it('a name the grammar does not define, or a value that is no array of names, is a typed error; two loads of one name must agree on it', () => {
    expect(() => loadABNF('a = "x"', { name: 'read-tokens-bad', tokens: ['b'] })).toThrow(ABNFUndefinedRuleError);
    expect(() => loadABNF('a = "x"', { name: 'read-tokens-bad2', tokens: 'a' as never })).toThrow(ArgumentError);
    expect(() => loadABNF('a = "x"', { name: 'read-tokens-bad3', tokens: [3] as never })).toThrow(ArgumentError);
    loadABNF('a = "x" b\nb = "y" "z"', { name: 'read-tokens-twice', tokens: ['b'] });
    expect(loadABNF('a = "x" b\nb = "y" "z"', { name: 'read-tokens-twice', tokens: ['B'] }).rule('b')!.token).toBe(true);
    expect(() => loadABNF('a = "x" b\nb = "y" "z"', { name: 'read-tokens-twice' })).toThrow(ABNFGrammarConflictError);
  });

  it('an imported token rule that reads more than one character is not taken for a character class', () => {
    const base = loadABNF('pair = "a" "b"', { name: 'read-tokens-base', tokens: ['pair'] });
    const g = loadABNF('two = pair pair', { name: 'read-tokens-import', imports: [base] });
    expect(g.check('abab')).toEqual({ ok: true, offset: 4 });
    expect(g.check('ab')).toEqual({ ok: false, offset: 2 });
  });
});

describe('imports of declared rules: { from: 3986 }', () => {
  it('reads the declared rules with ABNF\'s semantics: the same verdicts and offsets as RFC 3986 Appendix A loaded verbatim, from the rules imported', () => {
    const g = loadABNF('top = host [ ":" port ]', { name: 'read-import-3986', imports: [{ from: 3986, rules: ['host', 'port'] }] });
    const verbatim = loadABNF('top = host [ ":" port ]', { name: 'read-import-verbatim', imports: [{ from: rfc3986, rules: ['host', 'port'] }] });
    const inputs = generated(verbatim, 'top', 3000, 27, ['[', ']', '::', ':', '1.2.3.4', '256', 'v1.x', '%41', '%4', '.', '80']);
    let accepted = 0;
    for (const s of inputs) {
      expect(g.check(s), s).toEqual(verbatim.check(s));
      if (g.check(s).ok) accepted++;
    }
    expect(accepted).toBeGreaterThan(300);
    expect(g.imports).toEqual([3986]);
    // The tree is the declared rules' (their token rules fold) and cites RFC 3986.
    const r = g.read('[::1]:8');
    expect(r.ok && [r.ast.children.map((n) => [n.type, n.rfc]), r.ast.children[0]!.children.map((n) => n.type)]).toEqual([
      [
        ['host', 3986],
        ['port', 3986],
      ],
      ['IP-literal'],
    ]);
  });

  it('an RFC with no declared rules, a rule it does not declare, or a number that is no RFC is a typed error', () => {
    expect(() => loadABNF('a = b', { name: 'read-import-none', imports: [1234 as never] })).toThrow(ABNFImportError);
    expect(() => loadABNF('a = b', { name: 'read-import-rule', imports: [{ from: 3986, rules: ['nosuch'] }] })).toThrow(ABNFImportError);
    expect(() => loadABNF('a = b', { name: 'read-import-frac', imports: [3.5 as never] })).toThrow(ArgumentError);
  });
});
