/**
 * The AST's node types are the registry's: every rule that builds a node (every non-token rule, of
 * every grammar, the `urllib` one included) has its name in the `ASTNode` union, and nothing else is.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { allRules, NODE_TYPES, type ASTNode, type GrammarName, type HostType } from '../grammar/all.js';
import { profileNodeTypes } from '../grammar/codegen/node-types.js';
import { parseURL, parseURLOrThrow, startSymbols, walk, type NodeOf, type ProfileNodeTypes } from '../src/index.js';

it('the node types of the AST union are the names of the rules that build nodes', () => {
  const built = new Set(allRules().filter((r) => !r.token).map((r) => r.name));
  expect([...NODE_TYPES].sort()).toEqual([...built].sort());
  expect(new Set(NODE_TYPES).size).toBe(NODE_TYPES.length);
});

it('NODE_TYPES lists exactly ASTNode["type"]', () => {
  expectTypeOf<(typeof NODE_TYPES)[number]>().toEqualTypeOf<ASTNode['type']>();
});

describe('NodeOf<G>: the node union of one grammar, generated from the registry', () => {
  // The lists the generator writes into grammar/generated/node-types.ts (as types).
  const PROFILE_NODE_TYPES = Object.fromEntries(profileNodeTypes()) as Record<GrammarName, string[]>;
  const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean).filter((_, i) => i % 25 === 0);
  // Inputs that reach the rarer productions: IP literals, IPvFuture, ports, userinfo, opaque and relative forms.
  const extra = ['http://u:p@[::1]:8080/a;b?c#d', 'http://[v7.x]/', 'http://[::ffff:1.2.3.4]/', 'http://1.2.3.4:1/', 'ftp://u:p@h/a/b;type=a', 'gopher://h/0sel', 'mailto:a@b', 'news:comp.x', 'nntp://h/g/1', 'telnet://u@h/', 'wais://h/db?q', 'prospero://h/p;a=b', 'file://h/p', 'x:y', '../a?b#c', '//h/p', '?q', '#f', '', 'a:', 'http://ä/ö?ü#ß'];

  it.each(Object.keys(PROFILE_NODE_TYPES) as GrammarName[])('%s: every node a parse builds has a type of its list, and the list names only rules that build nodes', (grammar) => {
    const allowed = new Set<string>(PROFILE_NODE_TYPES[grammar]);
    expect([...allowed].filter((t) => !(NODE_TYPES as readonly string[]).includes(t))).toEqual([]);
    const seen = new Set<string>();
    let parsed = 0;
    const inputs = [...corpus, ...extra, ...fc.sample(fc.string({ unit: fc.constantFrom(...'ab:/?#[]@%1.!;=-'), maxLength: 24 }), { seed: 20261126, numRuns: 400 })];
    for (const start of startSymbols(grammar)) {
      for (const url of inputs) {
        const r = parseURL(url, { grammar, start });
        if (!r.ok) continue;
        parsed++;
        walk(r.ast, (n) => void seen.add(n.type));
      }
    }
    expect(parsed).toBeGreaterThan(50);
    expect([...seen].filter((t) => !allowed.has(t))).toEqual([]);
    // The lists are reachability, not a guess: most of each is met by these inputs.
    expect(seen.size / allowed.size).toBeGreaterThan(0.5);
  });

  it('the lists tell the generations apart', () => {
    expect(PROFILE_NODE_TYPES.rfc3986).toContain('reg-name');
    expect(PROFILE_NODE_TYPES.rfc3986).not.toContain('ihost');
    expect(PROFILE_NODE_TYPES.rfc3987).toContain('ihost');
    expect(PROFILE_NODE_TYPES.rfc3987).not.toContain('segment');
    expect(PROFILE_NODE_TYPES['rfc1738-pure']).not.toContain('IPv6address');
    expect(PROFILE_NODE_TYPES.rfc1738).toContain('IPv6address');
    expect(PROFILE_NODE_TYPES.rfc3986.length).toBeLessThan(NODE_TYPES.length / 3);
  });

  it('NodeOf<G> is the ASTNode members of those types, each node narrowed to them', () => {
    expectTypeOf<NodeOf<'rfc3986'>['type']>().toEqualTypeOf<ProfileNodeTypes['rfc3986']>();
    expectTypeOf<'reg-name' | 'IP-literal' | 'path-abempty'>().toMatchTypeOf<ProfileNodeTypes['rfc3986']>();
    expectTypeOf<Extract<NodeOf<'rfc3986'>, { type: 'host' }>['hostType']>().toEqualTypeOf<HostType>();
    expectTypeOf<Extract<NodeOf<'rfc3987'>, { type: 'ihost' }>['type']>().toEqualTypeOf<'ihost'>();
    expectTypeOf<Extract<NodeOf<'rfc3986'>, { type: 'port' }>['value']>().toEqualTypeOf<number | null>();
    const r = parseURL('http://a:1/', { grammar: 'rfc3986' });
    if (r.ok) expectTypeOf(r.ast).toEqualTypeOf<NodeOf<'rfc3986'>>();
    expectTypeOf(parseURLOrThrow('x:y', { grammar: 'rfc2396' })).toEqualTypeOf<NodeOf<'rfc2396'>>();
    // @ts-expect-error an RFC 3987 node type is no RFC 3986 one
    const wrong: NodeOf<'rfc3986'>['type'] = 'ihost';
    expect(wrong).toBe('ihost');
  });
});
