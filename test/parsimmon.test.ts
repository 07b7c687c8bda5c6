/**
 * Every rule is a public Parsimmon parser (`grammar.parser`): composed with plain Parsimmon, through
 * its public API only, into two small grammars of our own: an HTTP `Link:` header and a markdown
 * link. The values are our AST nodes, with spans into the whole input the user's parser runs on.
 */
import P from 'parsimmon';
import { describe, expect, it } from 'vitest';
import { GrammarError, grammar, parseRule, type ASTNode } from '../src/index.js';

/** A node as [type, text, start, end]. */
const span = (n: ASTNode) => [n.type, n.text, n.start, n.end];

/** A node with its spans (and its children's) moved by `by`. */
const shift = (n: ASTNode, by: number): ASTNode => ({ ...n, start: n.start + by, end: n.end + by, children: n.children.map((c) => shift(c, by)) }) as ASTNode;

// ---- (a) HTTP Link header: `<uri-reference>; rel="next", <...>; rel="prev"` (RFC 8288 §3, reduced)
const URL = grammar.parser('URL', { rfc: 1808 });
const ows = P.optWhitespace;
const token = P.regexp(/[!#$%&'*+.^_`|~0-9A-Za-z-]+/).desc('token');
const quoted = P.regexp(/"((?:[^"\\]|\\.)*)"/, 1).desc('quoted-string');
const param = P.seqObj<{ name: string; value: string }>(['name', token], ows, P.string('='), ows, ['value', P.alt(quoted, token)]);
const linkValue = P.seqObj<{ target: ASTNode; params: Array<{ name: string; value: string }> }>(
  P.string('<'),
  ['target', URL],
  P.string('>'),
  ['params', P.seq(ows, P.string(';'), ows).then(param).many()],
);
const linkHeader = P.string('Link:').then(ows).then(P.sepBy(linkValue, P.string(',').trim(ows)));

// ---- (b) markdown inline link: `[text](destination "title")`. RFC 1808 allows `(` and `)` in a
// URL (`extra`), so a bare destination runs on through a `)`: the destination is either written in
// `<` `>` (CommonMark's form for that) or followed by a title.
const text = P.regexp(/[^\]]*/);
const title = P.regexp(/"([^"]*)"/, 1);
const destination = P.alt(P.string('<').then(URL).skip(P.string('>')), URL);
const mdLink = P.seqMap(
  P.string('['),
  text,
  P.string(']('),
  destination,
  P.whitespace.then(title).atMost(1),
  P.string(')'),
  (_o, label, _m, url, t, _c) => ({ label, url, title: t[0] ?? null }),
);

describe('grammar.parser: our rules inside a Parsimmon grammar', () => {
  it('is a genuine Parsimmon parser', () => {
    expect(P.isParser(URL)).toBe(true);
    expect(grammar.parser('URL', { rfc: 1808 })).toBe(URL); // one parser per rule and profile
  });

  it('(a) parses an HTTP Link header with P.sepBy, our URL rule inside < >', () => {
    const input = 'Link: <http://example.org/items?page=3>; rel="next", </items?page=1>;rel=prev; title="first"';
    const links = linkHeader.tryParse(input);
    expect(links.map((l) => span(l.target))).toEqual([
      ['URL', 'http://example.org/items?page=3', 7, 38],
      ['URL', '/items?page=1', 54, 67],
    ]);
    // The spans are offsets into the whole header.
    for (const l of links) expect(input.slice(l.target.start, l.target.end)).toBe(l.target.text);
    expect(links.map((l) => l.params)).toEqual([
      [{ name: 'rel', value: 'next' }],
      [
        { name: 'rel', value: 'prev' },
        { name: 'title', value: 'first' },
      ],
    ]);
    // Each node is the one parseRule builds for its text alone, shifted to where the text is.
    for (const l of links) {
      const alone = parseRule('URL', l.target.text, { rfc: 1808 });
      expect(alone.ok && shift(alone.ast, l.target.start)).toEqual(l.target);
    }
    expect(links[0]!.target.children.map(span)).toEqual([['absoluteURL', 'http://example.org/items?page=3', 7, 38]]);
    expect(links[1]!.target.children.map((c) => c.type)).toEqual(['relativeURL']);
  });

  it('(a) a bad header: .tryParse throws Parsimmon\'s error, .parse gives the furthest failure', () => {
    expect(() => linkHeader.tryParse('Link: <http://exa mple.org/>; rel="next"')).toThrow(/PARSING FAILED[\s\S]*Expected:\s+'>'/);
    const r = linkHeader.parse('Link: <http://a/>; rel="next", <http://b/> rel="prev"');
    expect(r.status).toBe(false);
    if (!r.status) expect(r.index.offset).toBe(43); // `;` expected before `rel`
    // Our parser fails where it was called, expecting the rule.
    const bare = P.string('<').then(URL).skip(P.string('>')).parse('<>');
    expect(bare.status).toBe(true); // an empty relative URL is a URL
    const noUrl = P.string('<').then(grammar.parser('url', { rfc: 1738 })).parse('<>');
    expect(noUrl).toMatchObject({ status: false, index: { offset: 1 }, expected: ['url (RFC 1738)'] });
    // A range check fails where it points, with the report's message (as parseRule's).
    const port = P.string('host:').then(grammar.parser('hostport', { rfc: 1738 })).parse('host:h:99999');
    expect(port).toMatchObject({ status: false, index: { offset: 7 } });
    const viaRule = parseRule('hostport', 'h:99999', { rfc: 1738 });
    expect(viaRule.ok).toBe(false);
    if (!port.status && !viaRule.ok) expect(port.expected).toEqual([viaRule.error.message.replace('at 1:3', 'at 1:8')]);
    // RFC 2396 and RFC 3986 ports are unbounded (DECISIONS 19): the rule parsers agree with parseRule.
    for (const [name, rfc, text] of [['hostport', 2396, 'h:99999'], ['authority', 3986, 'h:99999'], ['port', 3986, '9'.repeat(30)], ['iauthority', 3987, 'h:65536']] as const) {
      expect(grammar.parser(name, { rfc }).parse(text).status, `${rfc}:${name}`).toBe(true);
      expect(parseRule(name, text, { rfc }).ok, `${rfc}:${name}`).toBe(true);
    }
  });

  it('(b) parses markdown links, with P.alt, .atMost and P.seqMap; the spans are into the markdown', () => {
    const md = '[RFC 1738](<ftp://ftp.example.org/rfc1738.txt>)';
    const a = mdLink.tryParse(md);
    expect(a.label).toBe('RFC 1738');
    expect(a.title).toBeNull();
    expect(span(a.url)).toEqual(['URL', 'ftp://ftp.example.org/rfc1738.txt', 12, 45]);
    const b = mdLink.tryParse('[next](../b/c?d#frag "Next page")');
    expect(b).toMatchObject({ label: 'next', title: 'Next page' });
    expect(span(b.url)).toEqual(['URL', '../b/c?d#frag', 7, 20]);
    expect(b.url.children.map(span)).toEqual([
      ['relativeURL', '../b/c?d', 7, 15],
      ['fragment', 'frag', 16, 20],
    ]);
    // Many links in a text, with .many and .chain/.map on our parser.
    const prose = P.regexp(/[^[]+/).map(() => null);
    const doc = P.alt(mdLink, prose).many().map((xs) => xs.filter((x) => x !== null));
    const found = doc.tryParse('See [a](<http://a/>) and [b](http://b/x "B").');
    expect(found.map((l) => [l.label, l.url.text, l.url.start])).toEqual([
      ['a', 'http://a/', 9],
      ['b', 'http://b/x', 29],
    ]);
    // A bare destination reads the `)` as part of the URL (RFC 1808 `extra`), so the link fails.
    expect(() => mdLink.tryParse('[x](http://a/b)')).toThrow(/Got the end of the input\s+Expected one of the following: \s+'\)', whitespace/);
  });

  it('.map, .chain, .desc, .many, .sepBy, .tryParse and .parse work on our parsers', () => {
    const host = grammar.parser('host', { rfc: 2732 });
    expect(host.map((n) => n.type === 'host' && n.hostType).tryParse('[::1]')).toBe('IPv6address');
    expect(host.map((n) => n.type === 'host' && n.hostType).tryParse('192.0.2.1')).toBe('IPv4address');
    // .chain: the scheme decides what follows.
    const scheme = grammar.parser('scheme', { rfc: 1808 });
    const chained = scheme.skip(P.string(':')).chain((s) => (s.text === 'mailto' ? P.all.map((rest) => ['mail', rest]) : URL.map((u) => ['url', u.start])));
    expect(chained.tryParse('mailto:x@y')).toEqual(['mail', 'x@y']);
    expect(chained.tryParse('http://h/p')).toEqual(['url', 5]);
    // .desc: the failure names what we asked for.
    const described = grammar.parser('port', { rfc: 1738 }).desc('a port number');
    expect(() => described.tryParse('x')).toThrow(/Expected:\s+a port number/);
    // .many and .sepBy: our parser repeated, each node spanning its own part of the input.
    const segments = grammar.parser('hsegment', { rfc: 1738 }).sepBy(P.string('/'));
    expect(segments.tryParse('a/b%20c//d').map(span)).toEqual([
      ['hsegment', 'a', 0, 1],
      ['hsegment', 'b%20c', 2, 7],
      ['hsegment', '', 8, 8],
      ['hsegment', 'd', 9, 10],
    ]);
    const digits = grammar.parser('digit', { rfc: 1738 }).many();
    expect(digits.tryParse('123').map(span)).toEqual([
      ['digit', '1', 0, 1],
      ['digit', '2', 1, 2],
      ['digit', '3', 2, 3],
    ]);
    // .parse requires the whole input; our parser alone stops where the rule does.
    expect(grammar.parser('hostname', { rfc: 1738 }).parse('example.org').status).toBe(true);
    const r = grammar.parser('hostname', { rfc: 1738 }).parse('example.org/');
    expect(r).toMatchObject({ status: false, index: { offset: 11 }, expected: ['EOF'] });
    // Called at any index inside a larger input, as part of a P.seq.
    expect(P.seq(P.string('xx'), grammar.parser('hostnumber', { rfc: 1738 }), P.string('yy')).map(([, n]) => span(n)).tryParse('xx10.0.0.1yy')).toEqual([
      'hostnumber',
      '10.0.0.1',
      2,
      10,
    ]);
  });

  it('our replies are fresh: .desc and P.lookahead, which write into replies, leave the next parse alone', () => {
    const hostname = grammar.parser('hostname', { rfc: 1738 });
    for (let k = 0; k < 3; k++) {
      expect(P.lookahead(hostname).then(P.all).tryParse('a.b')).toBe('a.b');
      expect(hostname.desc('a host name').parse('-')).toMatchObject({ status: false, expected: ['a host name'] });
      expect(hostname.parse('-')).toMatchObject({ status: false, expected: ['hostname (RFC 1738)'] });
    }
  });

  it('where a range check settles on another reading, the parser yields the node parseRule returns', () => {
    // RFC 1738 schemepart = *xchar | ip-schemepart: port 99999 is out of range as an ip-schemepart,
    // so parseRule reads the text as *xchar (a node without children); the parser must too.
    for (const [rule, text, options] of [
      ['schemepart', '//host:99999/', { rfc: 1738 }],
      ['url', 'foo://host:99999/', { rfc: 1738 }],
      ['url', 'foo://host:99999/', { rfc: 1738, grammar: 'rfc1738-pure' }],
      ['genericurl', 'x://a:1/b', { rfc: 1738 }], // nothing to settle: the same node either way
    ] as const) {
      const viaRule = parseRule(rule, text, options);
      if (!viaRule.ok) throw new Error(viaRule.error.message);
      const parser = grammar.parser(rule, options);
      expect(parser.tryParse(text), `${rule} ${text}`).toEqual(viaRule.ast);
      // Inside a larger input: the same node, its spans moved.
      const inside = P.string('<').then(parser).skip(P.string('>')).tryParse(`<${text}>`);
      expect(inside, `${rule} <${text}>`).toEqual(shift(viaRule.ast, 1));
    }
    const viaRule = parseRule('schemepart', '//host:99999/', { rfc: 1738 });
    expect(viaRule.ok && viaRule.ast.children).toEqual([]); // the *xchar reading
    // Where every reading holds the problem, both fail.
    expect(parseRule('hostport', 'h:99999', { rfc: 1738 }).ok).toBe(false);
    expect(grammar.parser('hostport', { rfc: 1738 }).parse('h:99999').status).toBe(false);
  });

  it('an unknown rule or grammar, or an ambiguous name, throws GrammarError', () => {
    expect(() => grammar.parser('nosuchrule', { rfc: 1738 })).toThrow(GrammarError);
    expect(() => grammar.parser('nosuchrule')).toThrow(GrammarError);
    expect(() => grammar.parser('scheme')).toThrow(GrammarError); // 1738 or 1808?
    expect(() => grammar.parser('host', { rfc: 1738, grammar: 'rfc9999' as 'rfc1738' })).toThrow(GrammarError);
    expect(() => parseRule('nosuchrule', 'x', { rfc: 1738 })).toThrow(GrammarError);
  });
});
