/**
 * The compiled fast path (grammar/codegen/fastpath.ts, emitted to grammar/generated/) is
 * the same parser as the engine: for every grammar and every start symbol `parseURL` accepts, the
 * generated parser and the engine's plain build (`parserFor(...).parse`, whose failure is what
 * sends `parseURL` to the traced report) agree on validity and on the AST (types, spans, values, the
 * key order of every node included: JSON output prints them) over the corpus, the RFC example
 * tables, and generated and mutated inputs (the generators of test/grammar-oracle.test.ts).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriesValue, fastParser, fastRuleParser, parserFor, profiles, walk, type ASTNode, type CompiledGrammar, type GrammarName } from '../grammar/all.js';
import type { FastParser } from '../grammar/all.js';
import { parseRule, parseURL } from '../src/index.js';
import { GrammarArbitraries, mutated, NASTY } from './support/arbitrary.js';
import { TABLE_INPUTS } from './support/table-inputs.js';
import { build, PREFIXES, UNITS } from '../bench/cases.js';
import { LAZY_AFTER } from '../grammar/generated/fast-rfc3986.js';
import { everyKth, FULL, randomSeed, sized } from './support/scale.js';
import { declaredRules } from './support/declared.js';

const RUNS = Number(process.env.ORACLE_RUNS ?? sized(600, 70));
/**
 * The whole corpus under every start symbol (37 s here), or every 146th input from the start
 * symbol's index (the default; the start symbols share the corpus out, odd and even offsets, so
 * that both the bases and the references of the join pairs are among them: the time goes to the
 * generated and mutated inputs, which find what the corpus does not).
 */
const FULL_CORPUS = FULL || process.env.URLGRAMMAR_FULL_CORPUS === '1';

const CORPUS = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0);
const PAIRS = readFileSync(new URL('./corpus/join-pairs.txt', import.meta.url), 'utf8')
  .split('\n')
  .flatMap((l) => l.split('\t'))
  .filter((l) => l.length > 0);


/** Astral characters, lone surrogates and their neighbours, where code units and code points differ. */
const IRI_NASTY = ['\u00e9', '\u202e', '\ufffe', '\uffff', '\ue000', '\u{10300}', '\u{1FFFE}', '\u{E0001}', '\u{F0000}', '\u{10FFFD}', '\ud800', '\udc00', '\ud83d', '\ude00'];

const soup = fc
  .tuple(
    fc.constantFrom('', 'http://', 'https://', 'ftp://', 'x:', 'news:', 'file://', 'mailto:', '//', '/', 'http://[', 'http://1.2.3.'),
    fc.array(fc.constantFrom(...NASTY, ...IRI_NASTY, '[', ']', '::', '1.2.3.4', '255', '256', 'v1.', '%25', ':', '@', 'a-', '-'), { maxLength: 12 }),
  )
  .map(([a, b]) => a + b.join(''));

const STARTS = (Object.keys(profiles) as GrammarName[]).flatMap((g) => profiles[g].starts.map((x) => [g, x.name] as const));

/** The generated parser and the engine agree on `input`; returns whether it is valid. */
function agree(fast: FastParser, engine: CompiledGrammar, input: string): boolean {
  const want = engine.parse(input);
  const parsed = fast(input);
  const got = parsed === null ? null : parsed.ast;
  expect(got === null, `validity of ${JSON.stringify(input)}`).toBe(want === null);
  if (parsed !== null) {
    // parseURL skips the range checks when the count is 0: it never undercounts the AST's value nodes.
    let values = 0;
    walk(parsed.ast, (n) => void (carriesValue(n.type, n.rfc) && values++));
    expect(parsed.valueNodes, `value nodes of ${JSON.stringify(input)}`).toBeGreaterThanOrEqual(values);
  }
  // JSON pins the key order of every node too (the CLI's JSON output prints it).
  if (want !== null) expect(JSON.stringify(got), `AST of ${JSON.stringify(input)}`).toBe(JSON.stringify(want));
  return want !== null;
}

describe.each(STARTS.map(([g, x], i) => [g, x, i] as const))('grammar %s, start symbol %s: the fast path is the engine', (grammar, startName, at) => {
  const startRef = profiles[grammar].starts.find((x) => x.name === startName)!;
  const engine = parserFor(grammar, startRef);
  const fast = fastParser(grammar, engine.start);

  it('has a generated parser', () => {
    expect(fast).not.toBeNull();
  });

  it('on the corpus and the join pairs (a sample: every 146th, from the start symbol\'s index; test:full or URLGRAMMAR_FULL_CORPUS=1 for all)', () => {
    let valid = 0;
    for (const u of [...CORPUS, ...PAIRS].filter((_u, i) => FULL_CORPUS || i % 146 === at % 146)) if (agree(fast!, engine, u)) valid++;
    // Under every start symbol some of the corpus is valid (the relative references at least).
    expect(valid).toBeGreaterThan(0);
  });

  // Under npm test every fourth input, from the start symbol's index (the start symbols share them out).
  it('on every input of the RFC tables and the RFCs\' examples', () => {
    let valid = 0;
    for (const u of everyKth(TABLE_INPUTS, 4, at)) if (agree(fast!, engine, u)) valid++;
    expect(valid).toBeGreaterThan(0);
  });

  it('on long repetitions (every ladder shape under test:full, every fourteenth under npm test, and with a valid end), where nodes past LAZY_AFTER are built on first read', () => {
    let valid = 0;
    let k = 0;
    for (const prefix of PREFIXES) {
      for (const unit of UNITS) {
        // 14 and the 55 units share no factor: the shapes npm test takes move through units and prefixes.
        if (!FULL && k++ % 14 !== 0) continue;
        const s = build(prefix, unit, 40 * LAZY_AFTER);
        for (const u of [s, s + 'com/', s + ']/', s + '1]/']) if (agree(fast!, engine, u)) valid++;
      }
    }
    expect(valid).toBeGreaterThan(0);
  });

  it('on generated valid strings, their mutations and delimiter soup', () => {
    const arbs = new GrammarArbitraries(grammar);
    const valid = arbs.rule(arbs.resolve(1738, { k: 'ref', name: startRef.name, rfc: startRef.rfc }));
    let accepted = 0;
    let rejected = 0;
    fc.assert(
      fc.property(fc.oneof(valid, mutated(valid), soup), (s) => {
        if (agree(fast!, engine, s)) accepted++;
        else rejected++;
      }),
      { numRuns: RUNS, seed: process.env.ORACLE_RUNS ? randomSeed() : 20261123 },
    );
    // Both sides of the comparison are exercised.
    expect(accepted).toBeGreaterThan(RUNS / 10);
    expect(rejected).toBeGreaterThan(RUNS / 10);
  });
});

describe('every node rule read on its own (parseRule without a grammar, the component grammars): the fast path is the engine', () => {
  const rules = declaredRules().filter((r) => !r.token);
  // Inputs for a rule alone: the tables (every third input under npm test), pieces of corpus URLs (a
  // rule matches a part of a URL: 300 URLs' under test:full, 60 under npm test), the ladder shapes.
  const pieces = [...TABLE_INPUTS.filter((_u, i) => FULL || i % 3 === 0), ...CORPUS.slice(0, sized(300, 60)).flatMap((u) => [u, u.slice(u.indexOf('//') + 2), u.slice(u.lastIndexOf('/') + 1), u.slice(u.indexOf('?') + 1)])];
  const long = PREFIXES.flatMap((p) => ['a.', '1:', '/', 'a/', ';', '@', '%41'].map((u) => build(p, u, 20 * LAZY_AFTER)));

  // Under npm test a rule reads every sixth piece and every second long input, from its own offset
  // (the rules share them out), and 15 generated strings; under test:full every piece and long
  // input, and 40 generated strings.
  it.each(rules.map((r, i) => [r.key, r, i] as const))('%s', (_key, rule, at) => {
    const fast = fastRuleParser(rule);
    expect(fast).not.toBeNull();
    const engine = parserFor(rule);
    for (const u of [...everyKth(pieces, 6, at), ...everyKth(long, 2, at)]) agree(fast!, engine, u);
    const arbs = new GrammarArbitraries(null);
    const valid = arbs.rule(rule);
    fc.assert(
      fc.property(fc.oneof(valid, mutated(valid), soup), (s) => void agree(fast!, engine, s)),
      { numRuns: sized(40, 15), seed: 20261124 },
    );
  });

  it('parseRule uses it, and keeps the engine\'s reports', () => {
    const r = parseRule('IPv6address', '1:2::3:4', { rfc: 2373 });
    expect(r.ok && JSON.stringify(r.ast)).toBe(JSON.stringify(parserFor(declaredRules().find((x) => x.rfc === 2373 && x.name === 'IPv6address')!).parse('1:2::3:4')));
    const bad = parseRule('hostname', '1.2.3.', { rfc: 1738 });
    expect(bad.ok).toBe(false);
    // The generated parser's mark: a long repetition's node builds its children on first read.
    const long = parseRule('path', 'a/'.repeat(LAZY_AFTER * 2) + 'b', { rfc: 1808 });
    expect(long.ok && typeof Object.getOwnPropertyDescriptor(long.ast, 'children')?.get).toBe('function');
    expect(long.ok && long.ast.children.length).toBe(LAZY_AFTER * 2 + 1);
  });
});

describe('parseURL goes through the fast path and keeps the engine\'s answers', () => {
  it('a valid input gives the generated AST (the same object the fast path builds)', () => {
    const r = parseURL('http://example.org/a?b#c', { grammar: 'rfc3986' });
    const engine = parserFor('rfc3986');
    expect(r.ok && JSON.stringify(r.ast)).toBe(JSON.stringify(engine.parse('http://example.org/a?b#c')));
  });

  it('builds the nodes of a long repetition on first read, the same nodes the engine builds', () => {
    const fast = fastParser('rfc3986', parserFor('rfc3986').start)!;
    const input = 'http://h' + '/a'.repeat(LAZY_AFTER * 3) + '?q';
    const ast = fast(input)!.ast;
    // Down to the path without reading its children.
    const pathOf = (n: ASTNode): ASTNode | undefined => (n.type === 'path-abempty' ? n : n.children.map(pathOf).find((x) => x));
    const path = pathOf(ast)!;
    // children is a lazy property (lazyProperty of base/inspect.ts): an enumerable, configurable
    // getter, before the first read and after it, that builds every segment once.
    const lazy = Object.getOwnPropertyDescriptor(path, 'children')!;
    expect(typeof lazy.get).toBe('function');
    expect(lazy).toMatchObject({ enumerable: true, configurable: true });
    expect(path.children).toHaveLength(LAZY_AFTER * 3);
    expect(path.children).toBe(path.children);
    const read = Object.getOwnPropertyDescriptor(path, 'children')!;
    expect(read.get).toBe(lazy.get);
    expect(read).toMatchObject({ enumerable: true, configurable: true });
    expect('value' in read).toBe(false);
    expect(path.children.map((n) => n.text).join('/')).toBe('a/'.repeat(LAZY_AFTER * 3).slice(0, -1));
    expect(Object.keys(path)).toEqual(['type', 'rfc', 'start', 'end', 'text', 'children']);
    expect(JSON.stringify(ast)).toBe(JSON.stringify(parserFor('rfc3986').parse(input)));
    // Frozen before the first read (a deep freeze freezes, then reads): the getter stays, with one array.
    const frozen = pathOf(fast(input)!.ast)!;
    Object.freeze(frozen);
    expect(frozen.children).toHaveLength(LAZY_AFTER * 3);
    expect(frozen.children).toBe(frozen.children);
    // A short path is built as it is read.
    const short = pathOf(fast('http://h/a/b')!.ast)!;
    expect(Object.getOwnPropertyDescriptor(short, 'children')!.get).toBeUndefined();
  });

  it('counts the value nodes it builds, with the AST: none for a plain URL, one for a port', () => {
    const fast = fastParser('rfc3986', parserFor('rfc3986').start)!;
    expect(fast('http://example.org/a?b#c')!.valueNodes).toBe(0);
    expect(fast('http://example.org:8080/')!.valueNodes).toBe(1);
    const two = fast('http://192.0.2.1:8080/')!;
    expect(two.valueNodes).toBe(2);
    // Each parse's count is its own: a later parse (of this module or another) does not change it.
    expect(fast('http://example.org/')!.valueNodes).toBe(0);
    expect(fastParser('rfc1738', parserFor('rfc1738').start)!('http://192.0.2.1:80/')!.valueNodes).toBe(2);
    expect(two.valueNodes).toBe(2);
    // A rejected input gives null, not a count.
    expect(fast('http://a b/')).toBeNull();
    // A node rule read on its own counts too.
    const v6 = fastRuleParser(declaredRules().find((r) => r.rfc === 2373 && r.name === 'IPv6address')!)!;
    expect(v6('1:2::3:4')!.valueNodes).toBe(1);
    // A port out of range is still reported when the parse before it built no other value node.
    expect(parseURL('http://h:99999/', { grammar: 'rfc1738' }).ok).toBe(false);
  });

  it('a valid parse that a range check rejects still reports the check (settle runs on the fast AST)', () => {
    const r = parseURL('http://example.org:99999/', { grammar: 'rfc1738' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.kind).not.toBe('syntax');
    const v6 = parseURL('http://[1:2:3:4:5:6:7:8:9]/', { grammar: 'rfc2396+2732' });
    expect(v6.ok ? null : [v6.error.code, v6.error.kind]).toEqual(['ipv6.group-count', 'semantic']);
  });

  it('a rejected input gives the traced report', () => {
    const r = parseURL('http://a b/', { grammar: 'rfc3986' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.offset]).toEqual(['char.space', 8]);
  });
});

describe('the traced parse is the judge where the fast path rejects', () => {
  // parseURL skips the engine's plain parse when the generated parser rejects, and runs the traced
  // parse at once; `matched` says whether the traced parse read the whole input, the safety net
  // that would send a disagreement back to the plain parse. It must say true for valid inputs and
  // false for rejected ones.
  it.each(Object.keys(profiles) as GrammarName[])('%s: matched is the verdict, on corpus and table inputs', (grammar) => {
    const compiled = parserFor(grammar);
    const inputs = [...CORPUS.filter((_u, i) => i % 53 === 0), ...TABLE_INPUTS];
    let valid = 0;
    let rejected = 0;
    for (const input of inputs) {
      const ok = compiled.parse(input) !== null;
      if (ok) valid++;
      else rejected++;
      expect(compiled.trace(input).matched, JSON.stringify(input)).toBe(ok);
    }
    expect(valid).toBeGreaterThan(50);
    expect(rejected).toBeGreaterThan(50);
  });
});
