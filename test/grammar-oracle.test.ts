/**
 * The parser against the BNF read as an automaton (grammar/engine/nfa.ts), on generated and mutated inputs:
 *   - every PEG rewrite accepts the same language as the literal production;
 *   - every generated valid string parses, and its AST spans tile the input;
 *   - where an input is invalid, the reported offset is the first position at which no derivation
 *     of the BNF can continue (the end of the longest viable prefix).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookup, NFA, profileResolver, profiles, ruleKey, type ASTNode, type Expr, type GrammarName, type RFC, type StartSymbol } from '../grammar/all.js';
import { parseRule, parseURL } from '../src/index.js';
import { DISPATCH, GrammarArbitraries, mutated, NASTY } from './support/arbitrary.js';
import { randomSeed, sized } from './support/scale.js';
import { declaredRules } from './support/declared.js';

const RUNS = Number(process.env.ORACLE_RUNS ?? sized(400, 15));

const ref = (name: string, rfc: RFC): Expr => ({ k: 'ref', name, rfc });
const withFragment = (e: Expr): Expr => ({ k: 'seq', xs: [e, { k: 'opt', x: { k: 'seq', xs: [{ k: 'lit', s: '#' }, ref('fragment', 1808)] } }] });

const nfaCache = new Map<string, NFA>();
function nfa(key: string, e: Expr, profile: GrammarName | null): NFA {
  let n = nfaCache.get(key);
  if (!n) {
    n = new NFA(e, 1738, { resolve: profileResolver(profile), expandNodes: true });
    nfaCache.set(key, n);
  }
  return n;
}

/** The BNF reading of a start symbol for an input: RFC 1738 dispatches on a registered scheme. */
function oracle(grammar: GrammarName, input: string, startName?: string): NFA {
  const start = startName === undefined ? profiles[grammar].start : profiles[grammar].starts.find((x) => x.name === startName)!;
  if (grammar !== 'rfc1738' && grammar !== 'rfc1738-pure') return nfa(`${grammar}|${start.name}`, ref(start.name, start.rfc), grammar);
  const m = /^([a-z]+):/.exec(input);
  // The rfc1738 profile reads RFC 1738 url as the RFC 2818 amendment (https among the schemes).
  const dispatch = DISPATCH[grammar === 'rfc1738' ? ruleKey('urlgrammar', 'url') : ruleKey(1738, 'url')]!;
  const hit = m ? dispatch.find(([x]) => x === m[1]) : undefined;
  // URL-1738 adds the fragment; the start symbol `url` alone has none.
  const frag = start.name === 'URL-1738' ? withFragment : (e: Expr) => e;
  if (hit) return nfa(`${grammar}|${start.name}:${hit[0]}`, frag(ref(hit[2], hit[1])), grammar);
  return nfa(`${grammar}|${start.name}:any`, ref(start.name, start.rfc), grammar);
}

function accepts(n: NFA, input: string): boolean {
  const r = n.run(input, 0);
  return r.viableEnd === input.length && r.acceptsAtEnd;
}

function tiles(node: ASTNode, input: string): void {
  expect(node.text).toBe(input.slice(node.start, node.end));
  let at = node.start;
  for (const c of node.children) {
    expect(c.start).toBeGreaterThanOrEqual(at);
    expect(c.end).toBeGreaterThanOrEqual(c.start);
    expect(c.end).toBeLessThanOrEqual(node.end);
    tiles(c, input);
    at = c.end;
  }
}

/** Strings of delimiters and troublemakers, with a scheme in front half of the time. */
const soup = fc
  .tuple(fc.constantFrom('', 'http://', 'ftp://', 'x:', 'news:', 'file://', 'mailto:', '//', '/'), fc.array(fc.constantFrom(...NASTY), { maxLength: 12 }))
  .map(([a, b]) => a + b.join(''));

const cfg = { numRuns: RUNS, seed: process.env.ORACLE_RUNS ? randomSeed() : 20261122 };

// Every grammar with every start symbol it offers.
const STARTS = (Object.keys(profiles) as GrammarName[]).flatMap((g) => profiles[g].starts.map((x) => [g, x.name as StartSymbol] as const));

describe.each(STARTS)('grammar %s, start symbol %s', (grammar, startName) => {
  const arbs = new GrammarArbitraries(grammar);
  const startRef = profiles[grammar].starts.find((x) => x.name === startName)!;
  // The start rule as the profile reads it (RFC 1738 url is the RFC 2818 amendment under rfc1738).
  const start = arbs.resolve(1738, { k: 'ref', name: startRef.name, rfc: startRef.rfc });
  const valid = arbs.rule(start);

  it('every generated valid string parses (no syntax error) and its spans tile the input', () => {
    fc.assert(
      fc.property(valid, (s) => {
        const r = parseURL(s, { grammar, start: startName });
        if (!r.ok) {
          expect(r.error.kind, `${JSON.stringify(s)}: ${r.error.message}`).not.toBe('syntax');
          return;
        }
        expect(r.ast.start).toBe(0);
        expect(r.ast.end).toBe(s.length);
        tiles(r.ast, s);
      }),
      cfg,
    );
  });

  it('accepts exactly what the BNF accepts, and reports the end of the longest viable prefix', () => {
    let invalid = 0;
    fc.assert(
      fc.property(fc.oneof(valid, mutated(valid), soup), (s) => {
        const r = parseURL(s, { grammar, start: startName });
        if (!r.ok && r.error.kind === 'syntax') invalid++;
        const n = oracle(grammar, s, startName);
        const run = n.run(s, 0);
        const inBnf = run.viableEnd === s.length && run.acceptsAtEnd;
        if (r.ok || r.error.kind !== 'syntax') {
          expect(inBnf, `parser accepts ${JSON.stringify(s)}, the BNF does not`).toBe(true);
        } else {
          expect(inBnf, `parser rejects ${JSON.stringify(s)} (${r.error.message}), the BNF accepts it`).toBe(false);
          expect(r.error.offset, `offset for ${JSON.stringify(s)}`).toBe(run.viableEnd);
        }
      }),
      cfg,
    );
    // The mutations must really produce invalid inputs, or this test would prove nothing.
    expect(invalid).toBeGreaterThan(RUNS / 5);
  });
});

describe('RFC 2396 Appendix A: URI-reference, absoluteURI and relativeURI against the BNF', () => {
  // No profile selects RFC 2396 yet: its start symbols are read as rules, with no substitution.
  const soup2396 = fc
    .tuple(fc.constantFrom('', 'http://', 'g:', '//', '/', './', 'a@b'), fc.array(fc.constantFrom(...NASTY, '@', ':', '.', '%', '%4'), { maxLength: 12 }))
    .map(([a, b]) => a + b.join(''));
  it.each(['URI-reference', 'absoluteURI', 'relativeURI'])('%s', (name) => {
    const rule = lookup(2396, name)!;
    const valid = new GrammarArbitraries(null).rule(rule);
    const n = nfa(`rule:${rule.key}`, ref(rule.name, rule.rfc), null);
    let invalid = 0;
    fc.assert(
      fc.property(fc.oneof(valid, mutated(valid), soup2396), (s) => {
        const r = parseRule(rule.name, s, { rfc: 2396 });
        const syntaxOk = r.ok || r.error.kind !== 'syntax';
        if (!syntaxOk) invalid++;
        expect(syntaxOk, `${rule.key} on ${JSON.stringify(s)}`).toBe(accepts(n, s));
        if (!syntaxOk && !r.ok) expect(r.error.offset, `offset for ${JSON.stringify(s)}`).toBe(n.run(s, 0).viableEnd);
        if (r.ok) tiles(r.ast, s);
      }),
      cfg,
    );
    expect(invalid).toBeGreaterThan(RUNS / 5);
  });
});

describe('every PEG rewrite keeps the language of its production', () => {
  const rules = declaredRules().filter((r) => (r.peg || r.lang) && !DISPATCH[r.key]);
  it.each(rules.map((r) => [r.key, r] as const))('%s', (_key, rule) => {
    const arbs = new GrammarArbitraries(null);
    const valid = arbs.rule(rule);
    const n = nfa(`rule:${rule.key}`, ref(rule.name, rule.rfc), null);
    fc.assert(
      fc.property(fc.oneof(valid, mutated(valid)), (s) => {
        const r = parseRule(rule.name, s, { rfc: rule.rfc });
        const syntaxOk = r.ok || r.error.kind !== 'syntax';
        expect(syntaxOk, `${rule.key} on ${JSON.stringify(s)}`).toBe(accepts(n, s));
        if (!syntaxOk && !r.ok) expect(r.error.offset, `offset for ${JSON.stringify(s)}`).toBe(n.run(s, 0).viableEnd);
      }),
      // 300 inputs a rule under test:full, 25 under npm test.
      { numRuns: sized(300, 25), seed: 7 },
    );
  });
});

describe('the RFC 3986 start symbols accept exactly what the BNF accepts', () => {
  // No profile yet: the start symbols are read as rules. The rules without a rewrite (URI-reference,
  // hier-part, relative-part, ls32, IP-literal...) keep the BNF's language in the RFC's own order;
  // this holds them (and every rewrite below them) against the NFA.
  const soup3986 = fc
    .tuple(
      fc.constantFrom('', 'http:', 'http://', 'a:', '//', '/', 'x/y', '?', '#'),
      fc.array(fc.constantFrom(...NASTY, '[', ']', '::', '1.2.3.4', '255', '256', 'v1.', 'V7.x', '%25', 'ffff:', ':', '@'), { maxLength: 10 }),
    )
    .map(([a, b]) => a + b.join(''));
  it.each(['URI-reference', 'URI', 'absolute-URI', 'relative-ref', 'authority', 'host', 'IP-literal', 'ls32'])('%s', (name) => {
    const rule = lookup(3986, name)!;
    const valid = new GrammarArbitraries(null).rule(rule);
    const n = nfa(`rule:${rule.key}`, ref(rule.name, rule.rfc), null);
    fc.assert(
      fc.property(fc.oneof(valid, mutated(valid), soup3986), (s) => {
        const r = parseRule(rule.name, s, { rfc: 3986 });
        const syntaxOk = r.ok || r.error.kind !== 'syntax';
        expect(syntaxOk, `${rule.key} on ${JSON.stringify(s)}`).toBe(accepts(n, s));
        if (!syntaxOk && !r.ok) expect(r.error.offset, `offset for ${JSON.stringify(s)}`).toBe(n.run(s, 0).viableEnd);
        if (r.ok) tiles(r.ast, s);
      }),
      { numRuns: RUNS, seed: process.env.ORACLE_RUNS ? randomSeed() : 3986 },
    );
  });
});

describe('every RFC 3987 rule accepts exactly what the BNF accepts, astral characters and lone surrogates included', () => {
  // No profile yet: every rule of RFC 3987 §2.2 is read as a start symbol (the integrator's
  // rfc3987 profile will start at IRI, IRI-reference, absolute-IRI and irelative-ref).
  const IRI_NASTY = ['\u00e9', '\u202e', '\ufffe', '\uffff', '\ue000', '\u{10300}', '\u{1FFFE}', '\u{E0001}', '\u{F0000}', '\u{10FFFD}', '\ud800', '\udc00', '\ud83d', '\ude00'];
  const soup3987 = fc
    .tuple(
      fc.constantFrom('', 'http:', 'http://', 'a:', '//', '/', 'x/y', '?', '#', 'http://r\u00e9sum\u00e9.example.org/'),
      fc.array(fc.constantFrom(...NASTY, ...IRI_NASTY, '[', ']', '::', '1.2.3.4', '256', 'v1.', '%25', ':', '@'), { maxLength: 10 }),
    )
    .map(([a, b]) => a + b.join(''));
  const rules = declaredRules().filter((r) => r.rfc === 3987);
  it.each(rules.map((r) => [r.name, r] as const))('%s', (_name, rule) => {
    const valid = new GrammarArbitraries(null).rule(rule);
    const n = nfa(`rule:${rule.key}`, ref(rule.name, rule.rfc), null);
    fc.assert(
      fc.property(fc.oneof(valid, mutated(valid), soup3987), (s) => {
        const r = parseRule(rule.name, s, { rfc: 3987 });
        const syntaxOk = r.ok || r.error.kind !== 'syntax';
        expect(syntaxOk, `${rule.key} on ${JSON.stringify(s)}`).toBe(accepts(n, s));
        if (!syntaxOk && !r.ok) expect(r.error.offset, `offset for ${JSON.stringify(s)}`).toBe(n.run(s, 0).viableEnd);
        if (r.ok && !rule.token) tiles(r.ast, s);
      }),
      // A token rule: 100 inputs under test:full, 30 under npm test.
      { numRuns: rule.token ? sized(100, 30) : RUNS, seed: process.env.ORACLE_RUNS ? randomSeed() : 3987 },
    );
  });
});

describe('the pinned inputs that motivate each rewrite', () => {
  const table: Array<[string, string, 1738 | 1808 | 2373 | 2396 | 3986 | 3987, string, boolean]> = [
    ['domainlabel', 'hostname', 1738, 'example.com', true],
    ['toplabel', 'hostname', 1738, 'www.example.com', true],
    ['schemepart', 'genericurl', 1738, 'x-scheme://[::1]/a', true],
    ['schemepart', 'genericurl', 1738, 'x-scheme://host:abc', true],
    ['grouppart', 'newsurl', 1738, 'news:comp.lang@host.example', true],
    ['grouppart', 'newsurl', 1738, 'news:*@host', true],
    ['waisurl', 'waisurl', 1738, 'wais://host/db?search', true],
    ['waisurl', 'waisurl', 1738, 'wais://host/db/type/path', true],
    ['hexpart', 'hexpart', 2373, '1::2', true],
    ['IPv6address', 'IPv6address', 2373, '::13.1.68.3', true],
    ['IPv6address', 'IPv6address', 2373, '1:2:3:4:5:6:1.2.3.4', true],
    ['2396 relativeURI', 'URI-reference', 2396, '?y', true],
    ['2396 relativeURI', 'URI-reference', 2396, '?y#s', true],
    ['2396 domainlabel', 'hostname', 2396, 'example.com', true],
    ['2396 toplabel', 'hostname', 2396, 'www.example.com', true],
    ['2396 hostname', 'hostname', 2396, 'www.example.com.', true],
    ['2396 hostname', 'hostport', 2396, 'a.b.:80', true],
    ['2396 authority', 'authority', 2396, 'a@b@c', true],
    ['2396 authority', 'URI-reference', 2396, 'http://a@b@c/x', true],
    ['2396 authority', 'URI-reference', 2396, '//host:80a/x', true],
    ['3986 host', 'host', 3986, '1.2.3.4x', true],
    ['3986 host', 'host', 3986, '1.2.3.456', true],
    ['3986 dec-octet', 'IPv4address', 3986, '1.2.3.255', true],
    ['3986 dec-octet', 'dec-octet', 3986, '255', true],
    ['3986 IPv6address', 'IPv6address', 3986, '1::', true],
    ['3986 IPv6address', 'IPv6address', 3986, '1:2:3:4:5:6:7::', true],
    ['3986 IPv6address', 'IPv6address', 3986, '1:2::3:4', true],
    ['3986 IPv6address', 'IPv6address', 3986, '::1.2.3.4', true],
    ['3986 IPv6address', 'IPv6address', 3986, '1:2:3:4:5:6::7:8', false],
    ['3986 path', 'path', 3986, 'a/b', true],
    ['3986 path', 'path', 3986, '//a', true],
    ['3986 path', 'path', 3986, 'a:b/c', true],
    ['3986 URI-reference (URI first, as the RFC orders it)', 'URI-reference', 3986, 'a:b', true],
    ['3986 URI-reference', 'URI-reference', 3986, 'a/b:c', true],
    ['3986 relative-ref', 'relative-ref', 3986, 'a:b', false],
    ['3986 IP-literal (IPvFuture, case-insensitive "v")', 'IP-literal', 3986, '[V1.x]', true],
    ['3986 hier-part (authority form first, as the RFC orders it)', 'hier-part', 3986, '//a/b', true],
    ['3987 ihost', 'ihost', 3987, '1.2.3.4x', true],
    ['3987 ihost (a ucschar after an IPv4address)', 'ihost', 3987, '1.2.3.4\u00e9', true],
    ['3987 ihost', 'ihost', 3987, '1.2.3.456', true],
    ['3987 ihost (astral after an IPv4address)', 'ihost', 3987, '1.2.3.4\u{10300}', true],
    ['3987 ipath', 'ipath', 3987, 'a/b', true],
    ['3987 ipath', 'ipath', 3987, '//a', true],
    ['3987 ipath', 'ipath', 3987, '\u00e9:b/c', true],
    ['3987 IRI-reference (IRI first, as the RFC orders it)', 'IRI-reference', 3987, 'a:\u00e9', true],
    ['3987 IRI-reference', 'IRI-reference', 3987, '\u00e9/b:c', true],
    ['3987 irelative-ref', 'irelative-ref', 3987, 'a:b', false],
    ['3987 ihier-part (authority form first, as the RFC orders it)', 'ihier-part', 3987, '//\u00e9/b', true],
    ['3987 irelative-part (authority form first)', 'irelative-part', 3987, '//\u{10300}/b', true],
  ];
  it.each(table)('%s: %s %j', (_why, rule, rfc, input, ok) => {
    expect(parseRule(rule, input, rfc === 3986 || rfc === 3987 ? { rfc } : { rfc, grammar: 'rfc1738' }).ok).toBe(ok);
  });

  it('url dispatches on the scheme: "http:foo" is an error in httpurl, not an otherurl', () => {
    const r = parseURL('http:foo', { grammar: 'rfc1738' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.offset).toBe(5);
      expect(r.error.trace.map((f) => f.rule)).toContain('httpurl');
    }
    expect(parseURL('httpx:foo', { grammar: 'rfc1738' }).ok).toBe(true);
  });
});
