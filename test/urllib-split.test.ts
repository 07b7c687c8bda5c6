/** urlsplit, urlparse, urlunsplit, urldefrag, unwrap: the documented examples, the fixes, the laws, speed. */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArgumentError } from '../src/index.js';
import { ValueError } from '../src/urllib/errors.js';
import { cleanURL, unwrap, urldefrag, urlparse, urlsplit, urlunparse, urlunsplit } from '../src/urllib/index.js';

describe('urlsplit / urlparse', () => {
  it('follows the examples of the Python documentation', () => {
    expect([...urlparse('scheme://netloc/path;parameters?query#fragment')]).toEqual(['scheme', 'netloc', '/path;parameters', '', 'query', 'fragment']);
    const o = urlparse('http://docs.python.org:80/3/library/urllib.parse.html?highlight=params#url-parsing');
    expect([o.scheme, o.netloc, o.hostname, o.port]).toEqual(['http', 'docs.python.org:80', 'docs.python.org', 80]);
    expect(o._replace({ fragment: '' }).geturl()).toBe('http://docs.python.org:80/3/library/urllib.parse.html?highlight=params');
    expect([...urlparse('//www.cwi.nl:80/%7Eguido/Python.html')]).toEqual(['', 'www.cwi.nl:80', '/%7Eguido/Python.html', '', '', '']);
    expect([...urlparse('www.cwi.nl/%7Eguido/Python.html')]).toEqual(['', '', 'www.cwi.nl/%7Eguido/Python.html', '', '', '']);
    const r1 = urlsplit('HTTP://www.Python.org/doc/#');
    expect(r1.geturl()).toBe('http://www.Python.org/doc/');
    expect(urlsplit(r1.geturl()).geturl()).toBe('http://www.Python.org/doc/');
  });

  it('reads an IPvFuture "v" in either case (gh-105708, newer CPython; RFC 3986 §3.2.2)', () => {
    expect(urlsplit('http://[V1.fe]/').hostname).toBe('v1.fe');
    expect(urlsplit('http://[v1.fe]/').hostname).toBe('v1.fe');
    expect(urlsplit('http://[V1.fe]:8080/').port).toBe(8080);
    expect(() => urlsplit('http://[V.fe]/')).toThrow('IPvFuture address is invalid');
    expect(() => urlsplit('http://[Vg.x]/')).toThrow('IPvFuture address is invalid');
  });

  it('cleans the input as CPython does', () => {
    expect(cleanURL(' \x00\x1f http://h/\ta\nb\r ')).toBe('http://h/ab ');
    expect(urlsplit('\x00 ht\ttp://h').scheme).toBe('http');
    expect(urlsplit('p', { scheme: ' \x00ht\ntp\x1f ' }).scheme).toBe('http');
  });

  it('keeps "#" when fragments are not allowed', () => {
    expect([...urlsplit('//h#x/p?q#f', { allow_fragments: false })]).toEqual(['', 'h', '#x/p', 'q#f', '']);
  });

  it('splits params off the last segment for uses_params schemes only', () => {
    expect([...urlparse('http://h/a;x/b;y;z')].slice(2, 4)).toEqual(['/a;x/b', 'y;z']);
    expect([...urlparse('ssh://h/a;b')].slice(2, 4)).toEqual(['/a;b', '']);
  });

  it('refuses text around a bracketed host (CVE-2025-0938, newer CPython)', () => {
    expect(() => urlsplit('http://a[::1]/')).toThrow(new ValueError('Invalid IPv6 URL'));
    expect(() => urlsplit('http://[::1]x:80/')).toThrow(new ValueError('Invalid IPv6 URL'));
    expect(() => urlsplit('http://[::1]]/')).toThrow(new ValueError('Invalid IPv6 URL'));
    expect(() => urlsplit('http://[1.2.3.4]/')).toThrow('An IPv4 address cannot be in brackets');
    expect(() => urlsplit('http://[vz.x]/')).toThrow('IPvFuture address is invalid');
    expect(() => urlsplit('http://[::1%]/')).toThrow("'::1%' does not appear to be an IPv4 or IPv6 address");
    expect(urlsplit('http://u@[fe80::1%Eth0]:8/').hostname).toBe('fe80::1%Eth0');
  });

  it('applies the NFKC check to non-ASCII net_locs', () => {
    expect(() => urlsplit('http://a\u2100b/')).toThrow("netloc 'a\u2100b' contains invalid characters under NFKC normalization");
    expect(urlsplit('http://caf\u00e9/').netloc).toBe('caf\u00e9');
  });

  it('takes bytes and gives bytes; refuses to mix', () => {
    const r = urlsplit(new TextEncoder().encode('HTTP://H:80/p'));
    expect(new TextDecoder().decode(r.scheme)).toBe('http');
    expect(r.port).toBe(80);
    expect(() => urlsplit(new Uint8Array([0xe9]))).toThrow("'ascii' codec can't decode byte 0xe9 in position 0: ordinal not in range(128)");
    expect(() => urlsplit('x', { scheme: new Uint8Array([0x61]) as never })).toThrow(new ArgumentError('Cannot mix str and non-str arguments'));
  });

  it('runs in linear time on 1 MB of delimiters', () => {
    for (const c of ['@', '[', ':', '%', '/', '?', '#', ';', '\t', 'a@', ']', '[]']) {
      const big = 'http://' + c.repeat(Math.floor(1_000_000 / c.length));
      // The test's timeout is the hang guard (DECISIONS 36).
      let r: unknown;
      try {
        const s = urlparse(big);
        r = [s.username, s.hostname];
        try { r = s.port; } catch { /* ValueError */ }
      } catch (e) {
        expect(e).toBeInstanceOf(ValueError);
      }
      void r;
    }
  }, 60_000);
});

describe('urlunsplit / urlunparse', () => {
  it('keeps an empty authority before a path starting with "//" (gh-67693, newer CPython)', () => {
    expect(urlunsplit(['', '', '//x', '', ''])).toBe('////x');
    expect(urlsplit(urlunsplit(['http', '', '//x', '', ''])).path).toBe('//x');
    expect(urlunsplit(['file', '', '/etc', '', ''])).toBe('file:///etc');
  });

  it('keeps a relative path relative (gh-85110, newer CPython): "http:80" stays "http:80"', () => {
    expect(urlunsplit(['http', '', 'x', '', ''])).toBe('http:x');
    expect(urlsplit('http:80').geturl()).toBe('http:80');
    expect(urlunsplit(['http', '', '', '', ''])).toBe('http://');
  });

  it('labels each listed divergence with the fix that explains it', () => {
    const list = readFileSync(new URL('./oracle/known-divergences', import.meta.url), 'utf8');
    const rows = list.split('\n').filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t'));
    const reason = (fn: string, url: string): string | undefined =>
      rows.find(([f, args]) => f === fn && JSON.stringify(JSON.parse(args!)) === JSON.stringify([[url], {}]))?.[2];
    expect(reason('roundtrip', '////')).toBe('gh-67693');
    expect(reason('roundtrip', 'http:g')).toBe('gh-85110');
    expect(reason('urlsplit', 'http://[V1.fe]/')).toBe('gh-105708');
    expect(reason('urlsplit', '//[::1]80')).toBe('CVE-2025-0938');
  });

  it('raises Python\'s unpacking errors', () => {
    expect(() => urlunsplit(['a', 'b'])).toThrow('not enough values to unpack (expected 6, got 3)');
    expect(() => urlunparse(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toThrow('too many values to unpack (expected 7)');
  });

  it('round-trips: urlsplit(urlunsplit(urlsplit(u))) equals urlsplit(u)', () => {
    const alphabet = fc.constantFrom(...':/?#@;.aZ'.split(''), '//', 'http:', '[::1]');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 16 }).map((x) => x.join('')), (u) => {
        let s;
        try { s = urlsplit(u); } catch { return; }
        expect([...urlsplit(urlunsplit(s))]).toEqual([...s]);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('urldefrag / unwrap', () => {
  it('follows CPython', () => {
    expect([...urldefrag('http://h/p?q#f')]).toEqual(['http://h/p?q', 'f']);
    expect([...urldefrag(' http://h/p')]).toEqual([' http://h/p', '']);
    expect(unwrap('<URL:type://host/path>')).toBe('type://host/path');
    expect(unwrap('\u3000 URL: x ')).toBe('x');
  });
});
