/**
 * The AST's node types are the registry's: every rule that builds a node (every non-token rule, of
 * every grammar, the `urllib` one included) has its name in the `ASTNode` union, and nothing else is.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  allRules, carriesValue, isLoadedSource, isSplitNode, lookup, NODE_TYPES, nodeKindOf, RFC_STRUCT_NODE_TYPES, SPECIAL_NODE_TYPES, SPLIT_NODE_TYPES, TEXT_NODE_TYPES, VALUE_NODE_TYPES, wholeParser,
  type ASTNode, type GrammarName, type HostType, type NodeKinds, type NodeKindTypes,
} from '../grammar/all.js';
import { generateNodeTypes, kindNodeTypes, profileNodeTypes } from '../grammar/codegen/node-types.js';
import { parseURL, parseURLOrThrow, startSymbols, walk, type NodeOf, type ProfileNodeTypes } from '../src/index.js';
import { everyKth, FULL } from './support/scale.js';

it('the node types of the AST union are the names of the rules that build nodes', () => {
  const built = new Set(allRules().filter((r) => !r.token).map((r) => r.name));
  expect([...NODE_TYPES].sort()).toEqual([...built].sort());
  expect(new Set(NODE_TYPES).size).toBe(NODE_TYPES.length);
});

it('NODE_TYPES lists exactly ASTNode["type"]', () => {
  expectTypeOf<(typeof NODE_TYPES)[number]>().toEqualTypeOf<ASTNode['type']>();
});

describe('node kinds: declared with the rules, the types generated from the declarations', () => {
  it('the generated types are the registry\'s: grammar/generated/node-types.ts is what the generator writes now', () => {
    const written = readFileSync(new URL('../grammar/generated/node-types.ts', import.meta.url), 'utf8');
    expect(written).toBe(generateNodeTypes());
  });

  it("ASTNode's node types are the kinds' node types, and each kind's node interface takes its type from NodeKindTypes", () => {
    expectTypeOf<keyof NodeKinds>().toEqualTypeOf<keyof NodeKindTypes>();
    expectTypeOf<ASTNode['type']>().toEqualTypeOf<NodeKindTypes[keyof NodeKindTypes]>();
    expectTypeOf<NodeKinds['text']['type']>().toEqualTypeOf<NodeKindTypes['text']>();
    expectTypeOf<NodeKinds['struct']['type']>().toEqualTypeOf<NodeKindTypes['struct']>();
    expectTypeOf<NodeKinds['split']['type']>().toEqualTypeOf<NodeKindTypes['split']>();
    expectTypeOf<NodeKinds['host']['type']>().toEqualTypeOf<'host' | 'ihost'>();
    expectTypeOf<NodeKinds['port']['type']>().toEqualTypeOf<'port'>();
    expectTypeOf<NodeKinds['IPv4']['type']>().toEqualTypeOf<'hostnumber' | 'IPv4address'>();
    expectTypeOf<NodeKinds['IPv6']['type']>().toEqualTypeOf<'IPv6address'>();
  });

  it('every rule that builds a node declares its kind; the kinds of one name agree across the RFCs', () => {
    const byName = new Map<string, Set<string>>();
    for (const r of allRules()) {
      if (r.token || isLoadedSource(r.rfc)) continue;
      expect(nodeKindOf(r.name, r.rfc), r.key).toBe(r.node.kind);
      let kinds = byName.get(r.name);
      if (!kinds) byName.set(r.name, (kinds = new Set()));
      kinds.add(r.node.kind);
    }
    expect([...byName].filter(([, k]) => k.size > 1)).toEqual([]);
    for (const [kind, types] of kindNodeTypes()) for (const t of types) expect(nodeKindOf(t), t).toBe(kind);
    expect(nodeKindOf('pchar', 3986)).toBeUndefined();
    expect(nodeKindOf('no-such-rule')).toBeUndefined();
  });

  it('the deprecated lists are computed from the kinds, and hold what they held (as sets: the order is the declarations\')', () => {
    const kinds = Object.fromEntries(kindNodeTypes()) as Record<string, string[]>;
    expect([...TEXT_NODE_TYPES].sort()).toEqual(kinds['text']);
    expect([...RFC_STRUCT_NODE_TYPES].sort()).toEqual(kinds['struct']);
    expect([...SPLIT_NODE_TYPES].sort()).toEqual(kinds['split']);
    expect([...SPECIAL_NODE_TYPES].sort()).toEqual(['IPv4address', 'IPv6address', 'host', 'hostnumber', 'ihost', 'port']);
    expect([...VALUE_NODE_TYPES].sort()).toEqual(['IPv4address', 'IPv6address', 'hostnumber', 'port']);
    expect(NODE_TYPES.filter((t) => carriesValue(t)).sort()).toEqual([...VALUE_NODE_TYPES].sort());
    expect(Object.isFrozen(TEXT_NODE_TYPES) && Object.isFrozen(NODE_TYPES)).toBe(true);
    // The lists the engine kept by hand before the kinds were declared (as they were at the move),
    // and RFC 6570's node rules since (grammar/templates/: 3 text, 7 structure only).
    expect(TEXT_NODE_TYPES).toHaveLength(53 + 3);
    expect(RFC_STRUCT_NODE_TYPES).toHaveLength(98 + 7);
    expect(TEXT_NODE_TYPES.filter((t) => lookup(6570, t))).toEqual(['operator', 'varname', 'max-length']);
    expect(SPLIT_NODE_TYPES).toHaveLength(41);
  });

  it('each node a parse builds has the fields of its rule\'s kind', () => {
    const fields: Record<string, readonly string[]> = { text: ['decoded'], struct: [], split: [], host: ['hostType'], port: ['value'], IPv4: ['octets', 'octetSpans'], IPv6: ['groups', 'compressed'] };
    const seen = new Set<string>();
    const check = (n: ASTNode): void => {
      const kind = lookup(n.rfc, n.type)!.node.kind;
      seen.add(kind);
      expect(Object.keys(n), `${n.rfc}:${n.type}`).toEqual(['type', 'rfc', 'start', 'end', 'text', 'children', ...fields[kind]!]);
      expect(isSplitNode(n)).toBe(kind === 'split');
    };
    for (const [url, grammar] of [['http://u:p@[::1]:8080/a%20b?q#f', 'rfc3986'], ['http://1.2.3.4:80/', 'rfc3986'], ['http://ä/ö', 'rfc3987'], ['ftp://h:21/a;type=a', 'rfc1738'], ['http://[::1]:1/', 'rfc2396+2732']] as const) {
      const r = parseURL(url, { grammar });
      expect(r.ok, url).toBe(true);
      if (r.ok) walk(r.ast, (n) => void check(n));
    }
    // The urllib grammar's nodes and RFC 3986 Appendix B's are split nodes.
    for (const start of ['split-URL', 'B-URI-reference']) {
      const ast = wholeParser(lookup('urlgrammar', start)!)('http://u@h:1/p?q#f');
      expect(ast).not.toBeNull();
      walk(ast!, (n) => void check(n));
    }
    expect([...seen].sort()).toEqual(['IPv4', 'IPv6', 'host', 'port', 'split', 'struct', 'text']);
  });
});

describe('NodeOf<G>: the node union of one grammar, generated from the registry', () => {
  // The lists the generator writes into grammar/generated/node-types.ts (as types).
  const PROFILE_NODE_TYPES = Object.fromEntries(profileNodeTypes()) as Record<GrammarName, string[]>;
  // Every 25th corpus URL under test:full, every 100th under npm test.
  const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean).filter((_, i) => i % (FULL ? 25 : 100) === 0);
  // Inputs that reach the rarer productions: IP literals, IPvFuture, ports, userinfo, opaque and relative forms.
  const extra = ['http://u:p@[::1]:8080/a;b?c#d', 'http://[v7.x]/', 'http://[::ffff:1.2.3.4]/', 'http://1.2.3.4:1/', 'ftp://u:p@h/a/b;type=a', 'gopher://h/0sel', 'mailto:a@b', 'news:comp.x', 'nntp://h/g/1', 'telnet://u@h/', 'wais://h/db?q', 'prospero://h/p;a=b', 'file://h/p', 'x:y', '../a?b#c', '//h/p', '?q', '#f', '', 'a:', 'http://ä/ö?ü#ß'];

  it.each(Object.keys(PROFILE_NODE_TYPES) as GrammarName[])('%s: every node a parse builds has a type of its list, and the list names only rules that build nodes', (grammar) => {
    const allowed = new Set<string>(PROFILE_NODE_TYPES[grammar]);
    expect([...allowed].filter((t) => !(NODE_TYPES as readonly string[]).includes(t))).toEqual([]);
    const seen = new Set<string>();
    let parsed = 0;
    const inputs = [...corpus, ...extra, ...fc.sample(fc.string({ unit: fc.constantFrom(...'ab:/?#[]@%1.!;=-'), maxLength: 24 }), { seed: 20261126, numRuns: 400 })];
    // Under npm test each start symbol reads every second input, the start symbols taking turns;
    // every input under test:full.
    for (const [at, start] of startSymbols(grammar).entries()) {
      for (const url of everyKth(inputs, 2, at)) {
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
