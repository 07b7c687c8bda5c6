/**
 * `https` under the `rfc1738` grammar (RFC 2818 §2.4: an https URL is an http URL with "https" in
 * place of "http"): it joins RFC 1738's scheme dispatch with the http syntax and no `otherurl`
 * fallback; the `rfc1738-pure` profile reads RFC 1738 as published, where `https` is an `otherurl`.
 */
import { describe, expect, it } from 'vitest';
import { grammar, parseURL, type ASTNode } from '../src/index.js';

const types = (n: ASTNode): string[] => [n.type, ...n.children.flatMap(types)];
const verdict = (input: string, g: 'rfc1738' | 'rfc1738-pure' = 'rfc1738') => {
  const r = parseURL(input, { grammar: g });
  return r.ok ? 'valid' : `${r.error.code} at ${r.error.offset}`;
};

describe('https by RFC 2818 §2.4 (the rfc1738 grammar)', () => {
  it('reads https with the http rules: host, port, path and search', () => {
    const r = parseURL('https://example.com:8080/a?b', { grammar: 'rfc1738' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const t = types(r.ast);
    expect(t.slice(0, 3)).toEqual(['URL-1738', 'url', 'httpsurl']);
    expect(t).toEqual(expect.arrayContaining(['hostport', 'hostname', 'port', 'hpath', 'search']));
    expect(r.ast.children[0]!.rfc).toBe('urlgrammar');
  });

  it.each([
    ['https://exa_mple.com/', 'host.bad-char at 11', 'the same as http'],
    ['https://host:8o80/', 'port.bad-char at 14', 'the same as http'],
    ['https://host:99999/', 'port.out-of-range at 13', 'the range check reaches https ports'],
    ['https://1.2.3.256/', 'ipv4.octet-out-of-range at 14', 'and https addresses'],
    ['https://[::1]:443/x', 'valid', 'RFC 2732 hosts too'],
    ['https://user:p@ss@host/', 'http.userinfo at 13', 'no user information in http, so none in https'],
    ['https:example.org', 'scheme.missing-slashes at 6', 'the "//" of the http syntax'],
  ])('%s: %s (%s)', (input, want) => {
    expect(verdict(input)).toBe(want);
    expect(verdict(input.replace('https', 'http'))).toBe(want.replace(/at (\d+)/, (_, n) => `at ${Number(n) - 1}`));
    const r = parseURL(input, { grammar: 'rfc1738' });
    if (!r.ok && r.error.code === 'http.userinfo') expect(r.error.culprit?.offset).toBe(8);
  });

  it('has no otherurl fallback for https', () => {
    expect(verdict('https:foo')).not.toBe('valid');
    expect(verdict('httpsx://a')).toBe('valid'); // another scheme is still an otherurl
  });

  it('prints the amended url and httpsurl from the combinators', () => {
    expect(grammar.abnf('httpsurl', { rfc: 'urlgrammar' })).toBe('httpsurl = %s"https://" hostport [ "/" hpath [ "?" search ] ]');
    expect(grammar.abnf('url', { rfc: 'urlgrammar' })).toContain('httpurl / httpsurl / ftpurl');
  });
});

describe('the rfc1738-pure grammar: RFC 1738 as published', () => {
  it.each([
    ['https://example.com:8080/a?b', 'valid'],
    ['https://exa_mple.com/', 'valid'],
    ['https:foo', 'valid'],
  ])('reads %s as an otherurl: %s', (input, want) => {
    expect(verdict(input, 'rfc1738-pure')).toBe(want);
    const r = parseURL(input, { grammar: 'rfc1738-pure' });
    if (r.ok) expect(types(r.ast).slice(0, 3)).toEqual(['URL-1738', 'url', 'otherurl']);
  });

  it('has RFC 1738 hosts (no RFC 2732 literal)', () => {
    expect(verdict('http://[::1]/', 'rfc1738-pure')).toBe('host.bad-char at 7');
    expect(verdict('http://[::1]/')).toBe('valid');
  });

  it('is named in the error for an unknown grammar', () => {
    expect(() => parseURL('x:', { grammar: 'rfc1739' as 'rfc1738' })).toThrow(/'rfc1738', 'rfc1738-pure', 'rfc1808'/);
  });
});

describe('start symbols', () => {
  it('each grammar lists its start symbols, the default first', async () => {
    const { startSymbols } = await import('../src/index.js');
    expect(startSymbols('rfc1738')).toEqual(['URL-1738', 'url']);
    expect(startSymbols('rfc1808')).toEqual(['URL-1808', 'URL', 'absoluteURL', 'relativeURL']);
  });

  it('parses from a named start symbol, case-insensitively, and lists the valid ones on a miss', () => {
    expect(parseURL('../g', { grammar: 'rfc1808', start: 'relativeURL' }).ok).toBe(true);
    expect(parseURL('../g', { grammar: 'rfc1808', start: 'absoluteURL' }).ok).toBe(false);
    expect(parseURL('http://a/', { grammar: 'rfc1808', start: 'ABSOLUTEURL' as never }) /* case-insensitive at run time; the type takes the RFC's spelling */.ok).toBe(true);
    // The rfc1738 profile reads RFC 1738 url as its amendment: https is http there too.
    expect(verdict('https://a/#f')).toBe('valid');
    const r = parseURL('https://exa_mple.com/', { grammar: 'rfc1738', start: 'url' });
    expect(r.ok ? 'valid' : r.error.code).toBe('host.bad-char');
    expect(parseURL('http://a/#f', { grammar: 'rfc1738', start: 'url' }).ok).toBe(false); // no fragment in url itself
    // Without a grammar, a start symbol is one of rfc3986's (the default grammar).
    expect(() => parseURL('http://a/', { start: 'url' })).toThrow("no start symbol \"url\" in grammar 'rfc3986'; use one of 'URI', 'URI-reference', 'absolute-URI', 'relative-ref'");
    expect(() => parseURL('x', { grammar: 'rfc1808', start: 'nope' as never })).toThrow("no start symbol \"nope\" in grammar 'rfc1808'; use one of 'URL-1808', 'URL', 'absoluteURL', 'relativeURL'");
  });
});
