/**
 * The component record (src/record/): the RFC's own examples as tables, the grammar's tags, the
 * reading of rejected input, and passwords kept out of every printed report.
 */
import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { inspect } from 'node:util';
import { readHead } from '../src/record/index.js';
import { componentsOf, formatReport, parseRule, parseURL, uriToIRI, readComponents, recompose, startSymbols, type GrammarName, type StartSymbol, type URLComponents } from '../src/index.js';
import { allRules, COMPONENT_TAGS, define, lit, lookup, ref, seq, walk, type ASTNode, type ComponentTag, type RuleSpec } from '../grammar/all.js';
import { checkOne } from '../src/cli/check.js';
import { redactPasswords } from '../src/diagnostics/redact.js';
import { everyKth, sized } from './support/scale.js';

/** A record as texts (null where absent), for tables. */
const texts = (c: URLComponents) => ({
  scheme: c.scheme?.text ?? null,
  userinfo: c.userinfo?.text ?? null,
  host: c.host?.text ?? null,
  hostType: c.hostType,
  port: c.port?.text ?? null,
  path: c.path.text,
  query: c.query?.text ?? null,
  fragment: c.fragment?.text ?? null,
});

const valid = (input: string, grammar: GrammarName, start?: string) => {
  const r = parseURL(input, start === undefined ? { grammar } : { grammar, start: start as StartSymbol });
  if (!r.ok) throw new Error(`${input} is invalid under ${grammar}: ${r.error.code}`);
  return r.components;
};

// RFC 3986 §1.1.2 "Examples", verbatim, and §3's figure, with the components §3 names.
const RFC3986_EXAMPLES: ReadonlyArray<readonly [string, ReturnType<typeof texts>]> = [
  ['ftp://ftp.is.co.za/rfc/rfc1808.txt', { scheme: 'ftp', userinfo: null, host: 'ftp.is.co.za', hostType: 'reg-name', port: null, path: '/rfc/rfc1808.txt', query: null, fragment: null }],
  ['http://www.ietf.org/rfc/rfc2396.txt', { scheme: 'http', userinfo: null, host: 'www.ietf.org', hostType: 'reg-name', port: null, path: '/rfc/rfc2396.txt', query: null, fragment: null }],
  ['ldap://[2001:db8::7]/c=GB?objectClass?one', { scheme: 'ldap', userinfo: null, host: '[2001:db8::7]', hostType: 'ipv6', port: null, path: '/c=GB', query: 'objectClass?one', fragment: null }],
  ['mailto:John.Doe@example.com', { scheme: 'mailto', userinfo: null, host: null, hostType: null, port: null, path: 'John.Doe@example.com', query: null, fragment: null }],
  ['news:comp.infosystems.www.servers.unix', { scheme: 'news', userinfo: null, host: null, hostType: null, port: null, path: 'comp.infosystems.www.servers.unix', query: null, fragment: null }],
  ['tel:+1-816-555-1212', { scheme: 'tel', userinfo: null, host: null, hostType: null, port: null, path: '+1-816-555-1212', query: null, fragment: null }],
  ['telnet://192.0.2.16:80/', { scheme: 'telnet', userinfo: null, host: '192.0.2.16', hostType: 'ipv4', port: '80', path: '/', query: null, fragment: null }],
  ['urn:oasis:names:specification:docbook:dtd:xml:4.1.2', { scheme: 'urn', userinfo: null, host: null, hostType: null, port: null, path: 'oasis:names:specification:docbook:dtd:xml:4.1.2', query: null, fragment: null }],
  ['foo://example.com:8042/over/there?name=ferret#nose', { scheme: 'foo', userinfo: null, host: 'example.com', hostType: 'reg-name', port: '8042', path: '/over/there', query: 'name=ferret', fragment: 'nose' }],
  ['urn:example:animal:ferret:nose', { scheme: 'urn', userinfo: null, host: null, hostType: null, port: null, path: 'example:animal:ferret:nose', query: null, fragment: null }],
];

describe('RFC 3986 §1.1.2 and §3: the examples, read into components', () => {
  it.each(RFC3986_EXAMPLES)('%s', (input, expected) => {
    const c = valid(input, 'rfc3986', 'URI');
    expect(texts(c)).toEqual(expected);
    expect(recompose(c)).toBe(input);
  });
});

// The same URLs under the older grammars: each grammar's own reading (RFC 1738 §3.1 login, RFC 1808 net_loc, RFC 2396 reg_name),
// from its default start symbol, or from the one a row names (a relative reference).
const OLDER: ReadonlyArray<readonly [GrammarName, string, Partial<ReturnType<typeof texts>> & { user?: string | null; password?: string | null }, start?: string]> = [
  ['rfc1738', 'ftp://anon:secret@ftp.example.org:21/pub/a;type=i#f', { scheme: 'ftp', userinfo: 'anon:secret', user: 'anon', password: 'secret', host: 'ftp.example.org', hostType: 'hostname', port: '21', path: '/pub/a;type=i', fragment: 'f' }],
  ['rfc1738', 'http://h.example/a/b?x=1', { scheme: 'http', host: 'h.example', path: '/a/b', query: 'x=1' }],
  ['rfc1738', 'https://[::1]:8443/', { scheme: 'https', host: '[::1]', hostType: 'ipv6', port: '8443', path: '/' }],
  ['rfc1738', 'file:///etc/hosts', { scheme: 'file', host: '', hostType: null, path: '/etc/hosts' }],
  ['rfc1738', 'file://localhost/etc/hosts', { scheme: 'file', host: 'localhost', hostType: 'hostname', path: '/etc/hosts' }],
  ['rfc1738', 'mailto:joe@example.org', { scheme: 'mailto', host: null, path: 'joe@example.org' }],
  ['rfc1738', 'gopher://g.example/1a%09b', { scheme: 'gopher', host: 'g.example', path: '/1a%09b', query: null }],
  ['rfc1738', 'wais://w.example/db?search', { scheme: 'wais', host: 'w.example', path: '/db', query: 'search' }],
  ['rfc1738', 'foo://u:p@h.example/x', { scheme: 'foo', user: 'u', password: 'p', host: 'h.example', path: '/x' }],
  ['rfc1808', '//u:p@h:80/a;b?c#d', { scheme: null, userinfo: 'u:p', user: 'u', password: 'p', host: 'h', hostType: null, port: '80', path: '/a;b', query: 'c', fragment: 'd' }, 'URL'],
  ['rfc1808', 'http://u:p@h:80/a;b?c#d', { scheme: 'http', userinfo: 'u:p', user: 'u', password: 'p', host: 'h', hostType: null, port: '80', path: '/a;b', query: 'c', fragment: 'd' }],
  ['rfc1808', 'http://[::1]:8/x', { host: '[::1]', hostType: 'ipv6', port: '8', path: '/x' }],
  ['rfc2396', '//a@b:c@d/x', { host: 'a@b:c@d', hostType: 'reg_name', userinfo: null, port: null, path: '/x' }, 'URI-reference'],
  ['rfc2396', 'x://a@b:c@d/x', { scheme: 'x', host: 'a@b:c@d', hostType: 'reg_name', userinfo: null, port: null, path: '/x' }],
  ['rfc2396', 'mailto:a?b', { scheme: 'mailto', path: 'a?b', query: null }],
  ['rfc2396+2732', 'http://u@[::1]:8/', { userinfo: 'u', user: 'u', password: null, host: '[::1]', hostType: 'ipv6', port: '8', path: '/' }],
  ['rfc3987', 'http://ü:ß@bü.example/ä?ö#ü', { userinfo: 'ü:ß', user: 'ü', password: 'ß', host: 'bü.example', hostType: 'ireg-name', path: '/ä', query: 'ö', fragment: 'ü' }],
];

describe("each grammar's reading", () => {
  for (const [grammar, input, expected, start] of OLDER) {
    it(`${grammar} ${input}`, () => {
      const c = valid(input, grammar, start);
      const got = { ...texts(c), user: c.user?.text ?? null, password: c.password?.text ?? null };
      expect(got).toMatchObject(expected);
      expect(recompose(c)).toBe(input);
    });
  }

  it('absent is not empty (RFC 3986 §5.3): http://h? has an empty query, http://h none', () => {
    expect(valid('http://h?', 'rfc3986').query).toEqual({ text: '', start: 9, end: 9, decoded: '' });
    expect(valid('http://h', 'rfc3986').query).toBeNull();
    expect(valid('http://h:/', 'rfc3986').port).toEqual({ text: '', start: 9, end: 9 });
    expect(valid('http://h:/', 'rfc3986').portNumber).toBeNull();
    expect(valid('x:', 'rfc3986').host).toBeNull();
    expect(valid('x://', 'rfc3986').host).toEqual({ text: '', start: 4, end: 4, decoded: '' });
  });

  it('decodes where the grammar defines escapes, never the scheme or the port', () => {
    const c = valid('http://us%65r@h%41/a%20b?q%3D#f%C3%A9', 'rfc3986');
    expect([c.user?.decoded, c.host?.decoded, c.path.decoded, c.query?.decoded, c.fragment?.decoded]).toEqual(['user', 'hA', '/a b', 'q=', 'fé']);
    expect(c.scheme).not.toHaveProperty('decoded');
  });

  it('is computed on first read and kept, and JSON and util.inspect show it', () => {
    const r = parseURL('http://a/', { grammar: 'rfc3986' });
    expect(r.ok && r.components).toBe(r.ok && r.components);
    expect(JSON.parse(JSON.stringify(r)).components.host.text).toBe('a');
    expect(inspect(r, { depth: 4 })).toContain("components: {");
    expect(inspect(r, { depth: 4 })).not.toContain('[Getter]');
    // A valid result still deep-equals its plain data (the class is an implementation detail).
    expect(r).toEqual({ ok: true, ast: r.ok ? r.ast : null });
  });

  it('componentsOf reads an AST the caller holds', () => {
    const r = parseURL('ftp://anon:secret@ftp.example.org/pub', { grammar: 'rfc1738' });
    expect(r.ok && componentsOf(r.ast, 'ftp://anon:secret@ftp.example.org/pub').user?.text).toBe('anon');
  });
});

describe('the tags', () => {
  it('a part names a rule the production references', () => {
    expect(() => define({ rfc: 'urlgrammar', section: 'test', name: 'record-test-bad-part', text: 'x', body: seq(lit('a'), ref('B-path', 'urlgrammar')), parts: { 'B-query': 'query' } })).toThrow(/does not reference/);
  });

  it('a part is a component (grammar/components.ts provides the tags to the engine, which knows none)', () => {
    expect(() => define({ rfc: 'urlgrammar', section: 'test', name: 'record-test-bad-tag', text: 'x', body: seq(lit('a'), ref('B-path', 'urlgrammar')), parts: { 'B-path': 'hots' as ComponentTag } })).toThrow('rule urlgrammar:record-test-bad-tag: unknown component hots');
    expect(lookup('urlgrammar', 'record-test-bad-tag')).toBeUndefined();
    expect(() => define({ rfc: 'urlgrammar', section: 'test', name: 'record-test-tag-type', text: 'x', body: seq(lit('a'), ref('B-path', 'urlgrammar')), parts: { 'B-path': 7 as never } })).toThrow('unknown component 7');
    // The type of `parts` is the components' (the engine's PartTags, filled in by declaration merging).
    const spec: RuleSpec = { rfc: 'urlgrammar', section: 'test', name: 'x', text: 'x', body: ref('B-path', 'urlgrammar'), parts: { 'B-path': 'path' } };
    expect(Object.values(spec.parts ?? {}).every((t) => COMPONENT_TAGS.includes(t))).toBe(true);
  });

  it('the tags are checked whichever is loaded first, the rules or the tags', async () => {
    vi.resetModules();
    const engine = await import('../grammar/engine/dsl.js');
    expect(engine).not.toHaveProperty('COMPONENT_TAGS');
    const body = seq(engine.lit('a'), engine.ref('b', 'urlgrammar'));
    // Declared before the tags: kept, and checked when they come.
    engine.define({ rfc: 'urlgrammar', section: 'test', name: 'early-good', text: 'x', body, parts: { b: 'host' as never } });
    engine.define({ rfc: 'urlgrammar', section: 'test', name: 'early-bad', text: 'x', body, parts: { b: 'hots' as never } });
    expect(() => engine.providePartTags(['host', 'port'] as never)).toThrow('rule urlgrammar:early-bad: unknown component hots');
    // Declared after: checked at once.
    expect(() => engine.define({ rfc: 'urlgrammar', section: 'test', name: 'late-bad', text: 'x', body, parts: { b: 'path' as never } })).toThrow('rule urlgrammar:late-bad: unknown component path');
    expect(engine.define({ rfc: 'urlgrammar', section: 'test', name: 'late-good', text: 'x', body, parts: { b: 'port' as never } }).parts).toEqual({ b: 'port' });
    vi.resetModules();
  });

  it('every grammar tags a scheme, a host and a query or fragment reachable from its start symbols', () => {
    const tagged = new Set(allRules().flatMap((r) => Object.values(r.parts ?? {})));
    for (const t of ['scheme', 'authority', 'userinfo', 'user', 'password', 'host', 'port', 'path', 'query', 'fragment']) expect(tagged).toContain(t);
  });

  // The RFC 3986 and RFC 3987 path rules are tagged `path`: their spans are the record's path
  // (on the corpus's first 3,000 URLs under test:full, 500 under npm test).
  const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean).slice(0, sized(3000, 500));
  for (const grammar of ['rfc3986', 'rfc3987'] as const) {
    it(`${grammar}: the node tagged path spans the record's path, on the corpus and every start symbol`, () => {
      let checked = 0;
      for (const start of startSymbols(grammar)) {
        for (const u of corpus) {
          const r = parseURL(u, { grammar, start });
          if (!r.ok) continue;
          const paths: ASTNode[] = [];
          walk(r.ast, (n) => {
            const parts = lookup(n.rfc, n.type)?.parts;
            for (const c of n.children) if (parts?.[c.type] === 'path') paths.push(c);
          });
          expect(paths.length, u).toBe(1);
          expect([paths[0]!.start, paths[0]!.end], u).toEqual([r.components.path.start, r.components.path.end]);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }
});

describe('a rejected input still has components (RFC 3986 Appendix B, read into the authority)', () => {
  it.each([
    ['http://us er:pa ss@ho st/x y', { user: 'us er', password: 'pa ss', host: 'ho st', path: '/x y' }],
    ['ftp://u:p@ss@word@h:x/', { user: 'u', password: 'p@ss@word', host: 'h', port: 'x' }],
    ['//[::1]x:8/', { host: '[::1]x', port: '8' }],
    ['//[::1', { host: '[::1', port: null }],
    ['a@b@c:1', { scheme: 'a@b@c', host: null, path: '1' }],
  ] as const)('%s', (input, expected) => {
    const c = readComponents(input);
    const got = { scheme: c.scheme?.text ?? null, user: c.user?.text ?? null, password: c.password?.text ?? null, host: c.host?.text ?? null, port: c.port?.text ?? null, path: c.path.text };
    expect(got).toMatchObject(expected);
    expect(recompose(c)).toBe(input);
  });

  it('a report carries it, not enumerable (a serialized report holds no second copy of the password)', () => {
    const r = parseURL('http://user:pa ss@host/', { grammar: 'rfc3986' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.components?.password?.text).toBe('pa ss');
    expect(Object.keys(r.error)).not.toContain('components');
    expect(JSON.stringify(r.error)).not.toContain('"components"');
  });
});

describe("readHead: a record's scheme and authority read from a prefix of the text (what a round of allErrors reads)", () => {
  const HEAD = ['scheme', 'authority', 'userinfo', 'user', 'password', 'host', 'port'] as const;
  const spans = (c: Pick<URLComponents, (typeof HEAD)[number] | 'portNumber'>) => [...HEAD.map((k) => (c[k] === null ? null : [c[k]!.text, c[k]!.start, c[k]!.end])), c.portNumber];
  // The corpus, its lines cut and joined at delimiters, and texts that end inside a head.
  const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.length > 0);
  const texts = [
    ...everyKth(corpus, sized(1, 10)),
    'aaaa',
    'a:',
    'a:/',
    'a://',
    '//h',
    '//u@h:8?q',
    ';?;?',
    '?//h',
    'x:\\..',
    'http://[::1]:80/x',
    'http://u:p@h:99999#f',
    'a'.repeat(300) + '://h',
    'http://' + 'h'.repeat(300) + '/',
  ];

  it('is null, or the record\'s spans, for every window of every text', () => {
    let read = 0;
    for (const text of texts) {
      const whole = readComponents(text);
      for (const cut of new Set([0, 1, 2, 3, 5, 8, 13, 21, 34, 64, 256, text.length])) {
        if (cut > text.length) continue;
        const h = readHead(text.slice(0, cut), text.length);
        if (h === null) continue;
        read++;
        expect(spans(h), `${JSON.stringify(text)} cut at ${cut}`).toEqual(spans(whole));
      }
      // The whole text as its own window always reads.
      expect(readHead(text, text.length)).not.toBeNull();
    }
    expect(read).toBeGreaterThan(texts.length);
  });

  it.each([
    ['http://u@h:8/x', 14, 'h'],
    ['aaaa', 9, null],
    ['http://host', 20, null],
    ['http://host/', 20, 'host'],
  ] as const)('readHead(%j, %i): host %j (null where the window may end inside the head)', (window, length, host) => {
    const h = readHead(window, length);
    expect(h === null ? null : (h.host?.text ?? null)).toBe(host);
  });
});

// Credentials with spaces, quotes, "@", "%" and non-ASCII characters, pasted into every report path.
const SECRET_INPUTS: ReadonlyArray<readonly [string, string, GrammarName]> = [
  ['http://user:pa ss@host/', 'pa ss', 'rfc3986'],
  ['ftp://us er:secret@host/x y', 'secret', 'rfc1738'],
  ['http://user:secret@ho st/', 'secret', 'rfc3986'],
  ['"http://u:sec ret@h/"', 'sec ret', 'rfc3986'],
  ["'http://u:sëcrét@h/ x'", 'sëcrét', 'rfc3987'],
  ['<URL:ftp://u:s3cr3t@h/ x>', 's3cr3t', 'rfc1738'],
  ['http://u:p@ss@w0rd@h/ x', 'ss@w0rd', 'rfc3986'],
  ['http://u:%zzh1dden@h/', 'h1dden', 'rfc3986'],
  ['http://u:"quo ted"@h/', 'quo ted', 'rfc3986'],
  ['http://u:pässwörd@h/', 'pässwörd', 'rfc3986'],
  ['http://u:hunter2@h/a b', 'hunter2', 'rfc1738'],
];

describe('a URL inside another\'s path has its password masked too (blob:, view-source:)', () => {
  it.each([
    ['blob:http://u:pw@h/x', 'blob:http://u:**@h/x'],
    ['view-source:blob:https://a:secret@h/', 'view-source:blob:https://a:******@h/'],
    ['mailto:a:b@c', 'mailto:a:b@c'],
  ])('%s', async (input, masked) => {
    expect(redactPasswords(input).text).toBe(masked);
    expect(JSON.stringify(redactPasswords(input).data({ input, error: { message: input } }))).not.toMatch(/:(pw|secret)@/);
  });
});

describe('no password reaches a printed report', () => {
  it.each(SECRET_INPUTS)('%s', (input, secret, grammar) => {
    const r = parseURL(input, { grammar, allErrors: true });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const outputs = [
      formatReport(r.error),
      formatReport(r.errors!),
      JSON.stringify(redactPasswords(input).data(r.error)),
      JSON.stringify(redactPasswords(input).data(r.errors)),
    ];
    for (const format of ['text', 'json', 'line'] as const) {
      for (const allErrors of [false, true]) outputs.push(checkOne(input, { grammar, start: undefined, format, allErrors, warnings: false, fix: false, color: false, width: 0 }, 1).text);
    }
    for (const out of outputs) expect(out).not.toContain(secret);
    // The mask keeps the columns: the source line is as long as the input.
    expect(formatReport(r.error)).toContain('*'.repeat(secret.length));
  });

  it('a valid URL with a password: its warnings and the CLI line format mask it', () => {
    for (const format of ['text', 'json', 'line'] as const) {
      const out = checkOne('http://user:hunter2@example.org/', { grammar: "rfc3986", start: undefined, format, allErrors: false, warnings: true, fix: false, color: false, width: 0 }, 1).text;
      expect(out).not.toContain('hunter2');
    }
  });
});

describe('the three defects issue 21 found, pinned', () => {
  it('one RFC 1738 error, one hint: through parseURL and through parseRule on its rule', () => {
    const a = parseURL('http://h/a{b', { grammar: 'rfc1738' });
    const b = parseRule('hpath', 'a{b', { rfc: 1738 });
    expect(a.ok || b.ok).toBe(false);
    if (a.ok || b.ok) return;
    expect(a.error.code).toBe('char.unsafe');
    expect(b.error.hints).toEqual(a.error.hints);
    expect(a.error.hints[0]?.message).toContain('RFC 1738 §2.2');
  });

  it("RFC 3987 §4.1's marks are one declaration: U+2066 is warned about, not rejected, and uriToIRI keeps it escaped", () => {
    const r = parseURL('http://a/x\u2066y', { grammar: 'rfc3987', warnings: true });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.warnings?.map((w) => w.code)).toContain('iri.bidi-isolate');
    expect(uriToIRI('http://a/x%E2%81%A6y')).toBe('http://a/x%E2%81%A6y');
    expect(parseURL('http://a/x\u200ey', { grammar: 'rfc3987' }).ok).toBe(false);
  });
});

describe('a long text decodes its escapes when its decoded value is first read', () => {
  it('the path of the record and the segment node: the same value, in JSON too, as a short text decodes now', () => {
    const path = '/' + 'a%C3%A9%2F%25zz'.repeat(200); // 3,001 units: over LAZY_DECODE_LENGTH
    const url = `http://h${path}?q=%41`;
    const expected = '/' + 'a\u00e9/%zz'.repeat(200);
    const r = parseURL(url, { grammar: 'rfc3986' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const c = r.components;
    expect(Object.getOwnPropertyDescriptor(c.path, 'decoded')?.get).toBeTypeOf('function');
    expect(c.path.decoded).toBe(expected);
    expect(JSON.parse(JSON.stringify(c.path)).decoded).toBe(expected);
    expect(c.query?.decoded).toBe('q=A');
    expect(Object.getOwnPropertyDescriptor(c.query!, 'decoded')?.value).toBe('q=A');
    // The AST's segment node, built by the generated parser and by the engine.
    const segs: ASTNode[] = [];
    walk(r.ast, (n) => void (n.type === 'segment' && segs.push(n)));
    expect(segs.map((n) => (n as { decoded: string }).decoded)).toEqual([expected.slice(1)]);
    expect(readComponents(url).path.decoded).toBe(expected);
  });
});

describe('deriveComponents: the record of a text after edits, from the record before (what allErrors\' recovery reads)', () => {
  it('is readComponents of the edited text wherever it answers, on random texts and edits; null where Appendix B could split it otherwise', async () => {
    const fc = (await import('fast-check')).default;
    const { deriveComponents } = await import('../src/record/index.js');
    const alphabet = fc.constantFrom('a', 'b', '%', '%41', '%C3%A9', ':', '/', '//', '?', '#', '@', '[', ']', '.', ' ', '\u00e9');
    const text = fc.array(alphabet, { maxLength: 14 }).map((xs) => xs.join(''));
    const prefix = fc.constantFrom('', 'http:', 'http://u:p@h:80', 'x:/', '/', '?', '#', ':', 'ab', '//', 'http://', 'http://[', 'ftp://u@', 'http://a@b@[v1');
    let answered = 0;
    let inAuthority = 0;
    fc.assert(
      fc.property(prefix, text, fc.array(fc.tuple(fc.nat(40), fc.nat(3), fc.constantFrom('', '%25', 'x', '?', '#', '/', ':', '@', '[', ']')), { maxLength: 3 }), (pre, body, raw) => {
        const before = pre + body;
        // Sorted, non-overlapping edits inside the text.
        const edits: Array<{ start: number; end: number; text: string }> = [];
        // From a little before the prefix's end: into the authority after a "//".
        let at = pre.includes('//') && raw.length % 2 === 1 ? Math.max(0, pre.length - 4) : 0;
        for (const [gap, len, t] of raw) {
          const start = Math.min(before.length, at + (gap % 6));
          const end = Math.min(before.length, start + len);
          edits.push({ start, end, text: t });
          at = end;
        }
        let after = '';
        let k = 0;
        for (const e of edits) {
          after += before.slice(k, e.start) + e.text;
          k = e.end;
        }
        after += before.slice(k);
        const derived = deriveComponents(before, readComponents(before), edits, after);
        if (derived === null) return;
        answered++;
        const a = readComponents(before).authority;
        if (a !== null && edits.some((e) => e.start < a.end)) inAuthority++;
        expect(JSON.parse(JSON.stringify(derived)), `${JSON.stringify(before)} ${JSON.stringify(edits)}`).toEqual(JSON.parse(JSON.stringify(readComponents(after))));
      }),
      { seed: 26, numRuns: 5000 },
    );
    expect(answered).toBeGreaterThan(800);
    // Edits inside the authority (user information, host, port) are answered too.
    expect(inAuthority, String(inAuthority)).toBeGreaterThan(100);
  });

  it('reads a prefix where the edits change the split, and stitches the rest of the record before it', async () => {
    const fc = (await import('fast-check')).default;
    const { deriveComponents } = await import('../src/record/index.js');
    const token = fc.constantFrom('a', 'b', '%41', ':', '/', '//', '?', '#', '@', '[', ']', '.', ' ');
    // Without "/", "?" and "#": long authorities, whose host and port a repair near their start changes.
    const authorityToken = fc.constantFrom('a', '1', ':', '@', '[', ']', '.', '%41');
    let reread = 0;
    fc.assert(
      fc.property(fc.constantFrom('', 'http:', 'http://', 'ftp://u@', 'x:', '/', '//', '?', '#', 'http://[', 'http://a:'), fc.boolean().chain((long) => fc.tuple(fc.array(long ? authorityToken : token, { maxLength: 10 }), fc.array(long ? authorityToken : token, { minLength: 1, maxLength: 6 }))), fc.integer({ min: 100, max: 400 }), fc.nat(14), fc.nat(2), fc.constantFrom('', '/', '?', '#', ':', '@', 'x', '[', ']'), (pre, [head, unit], n, at, len, text) => {
        const tail = unit.join('').repeat(Math.ceil(n / unit.join('').length));
        const before = pre + head.join('') + tail;
        const start = Math.min(before.length, at);
        const edits = [{ start, end: Math.min(before.length, start + len), text }];
        const after = before.slice(0, start) + text + before.slice(edits[0]!.end);
        const derived = deriveComponents(before, readComponents(before), edits, after);
        if (derived === null) return;
        reread++;
        expect(JSON.parse(JSON.stringify(derived)), `${JSON.stringify(before.slice(0, 40))}… ${JSON.stringify(edits)}`).toEqual(JSON.parse(JSON.stringify(readComponents(after))));
      }),
      { seed: 26, numRuns: 3000 },
    );
    expect(reread, String(reread)).toBeGreaterThan(2000);
  });

  // Each prefix read first ends in the authority where the text before was elsewhere in it, and a
  // longer one ends in the path (a long path follows): the record is read from that one.
  const path = '/' + 'p'.repeat(600);
  it.each([
    // The prefix ends in a host, where the text before was in an IP literal (whose ":" is no port's).
    ['http://[' + 'a'.repeat(100) + ':b]' + path, { start: 7, end: 8, text: '' }],
    // … where it was in a port (a ":" of which would end the host now).
    ['http://a:' + 'b'.repeat(100) + ':c' + path, { start: 8, end: 9, text: '' }],
    // … in the port, where it was in the user information (an "@" follows).
    ['http://u@h:' + 'p'.repeat(100) + '@h2:1' + path, { start: 8, end: 9, text: '' }],
    // … in the port, where it was in the host.
    ['http://a' + 'b'.repeat(100) + ':1' + path, { start: 8, end: 8, text: ':' }],
    // … in an IP literal (whose ":" is no port's), where it was in a host.
    ['http://' + 'a'.repeat(100) + ':b]:1' + path, { start: 7, end: 7, text: '[' }],
    // … in a host whose IP literal is closed, where it was in one too ("]" and "[" after a literal's "]" are host characters).
    ['http://[]' + '[]'.repeat(100) + ':1' + path, { start: 8, end: 9, text: '' }],
    ['http://[a]' + 'b'.repeat(100) + ':1' + path, { start: 7, end: 8, text: '' }],
    // A repair that deletes the "/" ending an authority: the path's first segment joins it.
    ['ftp://u@/.' + '/.'.repeat(100), { start: 8, end: 9, text: '' }],
  ] as const)('reads %s after %o as readComponents does', async (before, edit) => {
    const { deriveComponents } = await import('../src/record/index.js');
    const after = before.slice(0, edit.start) + edit.text + before.slice(edit.end);
    const derived = deriveComponents(before, readComponents(before), [edit], after);
    expect(derived).not.toBeNull();
    expect(JSON.parse(JSON.stringify(derived))).toEqual(JSON.parse(JSON.stringify(readComponents(after))));
  });

  it('keeps the split of a deletion that the next characters repeat, read as theirs (keepsSplit)', async () => {
    const { keepsSplit } = await import('../src/record/index.js');
    // The "/" ending the empty authority of "http:////x", less it, is the text less the next "/", of the path.
    const before = 'http:////x';
    expect(keepsSplit(before, readComponents(before), [{ start: 7, end: 8, text: '' }])).toBe(true);
    // With no repeat after it, the authority takes what follows: the split is not kept.
    expect(keepsSplit('http:///x', readComponents('http:///x'), [{ start: 7, end: 8, text: '' }])).toBe(false);
  });

  it('leaves a text with an edit per few characters to be read (null), and derives one with the same edits spread out', async () => {
    const { deriveComponents } = await import('../src/record/index.js');
    const { applyEdits: apply } = await import('../src/diagnostics/fixes.js');
    // Every "@" of the user information escaped: 200 edits.
    const escapes = (before: string) => [...before.matchAll(/@/g)].slice(0, -1).map((m) => ({ start: m.index, end: m.index + 1, text: '%40' }));
    const dense = 'ftp://u' + '@:'.repeat(200) + '@h/p';
    expect(deriveComponents(dense, readComponents(dense), escapes(dense), apply(dense, escapes(dense)))).toBeNull();
    const sparse = 'ftp://u' + ('@' + ':'.repeat(20)).repeat(200) + '@h/p';
    const derived = deriveComponents(sparse, readComponents(sparse), escapes(sparse), apply(sparse, escapes(sparse)));
    expect(derived).not.toBeNull();
    expect(JSON.parse(JSON.stringify(derived))).toEqual(JSON.parse(JSON.stringify(readComponents(apply(sparse, escapes(sparse))))));
  });

  it('answers edit after edit from the record it derived, as recovery reads round after round', async () => {
    const fc = (await import('fast-check')).default;
    const { deriveComponents } = await import('../src/record/index.js');
    const part = fc.array(fc.constantFrom('a', '1', '@', ':', '[', ']', '/', '?', '#', '.'), { maxLength: 12 }).map((xs) => xs.join(''));
    let chained = 0;
    fc.assert(
      fc.property(fc.constantFrom('http://', '//', 'ftp://u@', 'http://[', 'http://[a]', 'x:'), part, fc.array(fc.tuple(fc.nat(16), fc.nat(2), fc.constantFrom('', 'x', ':', ':', ']', '[')), { minLength: 2, maxLength: 8 }), (pre, body, steps) => {
        let text = pre + body + '/p?q#f';
        let record = readComponents(text);
        for (const [at, len, ins] of steps) {
          // Mostly inside the authority, near its start.
          const start = Math.min(text.length, at < 12 ? pre.length - 1 + (at % 8) : at);
          const edit = { start, end: Math.min(text.length, start + len), text: ins };
          const after = text.slice(0, start) + ins + text.slice(edit.end);
          const derived = deriveComponents(text, record, [edit], after);
          const read = readComponents(after);
          if (derived !== null) {
            chained++;
            expect(JSON.parse(JSON.stringify(derived)), `${JSON.stringify(text)} ${JSON.stringify(edit)}`).toEqual(JSON.parse(JSON.stringify(read)));
          }
          text = after;
          record = derived ?? read;
        }
      }),
      { seed: 26, numRuns: 3000 },
    );
    expect(chained, String(chained)).toBeGreaterThan(3000);
    // Where an IP literal closes moves with the edits before it: after "http://[a:b]:1" loses its
    // first ":", a ":" inserted after the "]" starts the port (it is no literal's).
    const steps = [{ start: 9, end: 10, text: '' }, { start: 11, end: 11, text: ':' }];
    let text = 'http://[a:b]:1/p';
    let record = readComponents(text);
    for (const edit of steps) {
      const after = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
      record = deriveComponents(text, record, [edit], after) ?? readComponents(after);
      expect(JSON.parse(JSON.stringify(record))).toEqual(JSON.parse(JSON.stringify(readComponents(after))));
      text = after;
    }
  });

  it('answers for edits inside the authority (its "@", ":", "[" and "]" too, where they delimit nothing), as readComponents reads the edited text', async () => {
    const fc = (await import('fast-check')).default;
    const { deriveComponents } = await import('../src/record/index.js');
    const part = fc.array(fc.constantFrom('a', '1', '@', ':', '[', ']', '%', 'é'), { maxLength: 10 }).map((xs) => xs.join(''));
    let answered = 0;
    let delimiters = 0;
    fc.assert(
      fc.property(fc.constantFrom('http://', '//', 'ftp://u@', 'http://['), part, fc.constantFrom('', '/p', '?q', '#f'), fc.nat(20), fc.nat(2), fc.constantFrom('', 'x', '@', ':', '[', ']'), (pre, auth, rest, at, len, text) => {
        const before = pre + auth + rest;
        const start = Math.min(before.length, pre.length - 2 + at);
        const edits = [{ start, end: Math.min(before.length, start + len), text }];
        const after = before.slice(0, start) + text + before.slice(edits[0]!.end);
        const derived = deriveComponents(before, readComponents(before), edits, after);
        if (derived === null) return;
        answered++;
        if (/[@:[\]]/.test(text + before.slice(start, edits[0]!.end))) delimiters++;
        expect(JSON.parse(JSON.stringify(derived)), `${JSON.stringify(before)} ${JSON.stringify(edits)}`).toEqual(JSON.parse(JSON.stringify(readComponents(after))));
      }),
      { seed: 26, numRuns: 6000 },
    );
    expect(answered, String(answered)).toBeGreaterThan(2000);
    expect(delimiters, String(delimiters)).toBeGreaterThan(500);
  });
});
