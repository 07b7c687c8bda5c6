/** The result classes: named tuples with derived net_loc attributes. */
import { describe, expect, it } from 'vitest';
import { ValueError } from '../src/urllib/errors.js';
import {
  DefragResult, DefragResultBytes, ParseResult, ParseResultBytes, SplitResult, SplitResultBytes, urldefrag, urlparse, urlsplit,
} from '../src/urllib/index.js';

const enc = (s: string) => new TextEncoder().encode(s);

describe('result classes', () => {
  it('are tuples: index, name, length, destructuring, immutability', () => {
    const r = urlsplit('http://u:p@H:8/p?q#f');
    const [scheme, netloc, path, query, fragment] = r;
    expect([scheme, netloc, path, query, fragment]).toEqual(['http', 'u:p@H:8', '/p', 'q', 'f']);
    expect([r.length, r[2], r.path]).toEqual([5, '/p', '/p']);
    expect(Object.isFrozen(r)).toBe(true);
    expect(r.map((x) => x.length)).not.toBeInstanceOf(SplitResult);
    expect(SplitResult._fields).toEqual(['scheme', 'netloc', 'path', 'query', 'fragment']);
    expect(r._asdict()).toEqual({ scheme: 'http', netloc: 'u:p@H:8', path: '/p', query: 'q', fragment: 'f' });
    expect(String(r)).toBe("SplitResult(scheme='http', netloc='u:p@H:8', path='/p', query='q', fragment='f')");
  });

  it('derive username, password, hostname, port as CPython does', () => {
    const r = urlparse('http://a@b:c@D:e@[FE80::A%ZoNe]:080/');
    expect([r.username, r.password, r.hostname, r.port]).toEqual(['a@b', 'c@D:e', 'fe80::a%ZoNe', 80]);
    const n = new SplitResult('http', 'x[::1]y:1', '', '', '');
    expect([n.hostname, n.port]).toEqual(['::1', 1]); // lenient reading of a hand-made net_loc
    expect(new SplitResult('', '', '', '', '').hostname).toBeNull();
    expect(() => new SplitResult('', 'h:x', '', '', '').port).toThrow(new ValueError("Port could not be cast to integer value as 'x'"));
    expect(() => new SplitResult('', 'h:65536', '', '', '').port).toThrow(new ValueError('Port out of range 0-65535'));
    expect(new SplitResult('', 'h:', '', '', '').port).toBeNull();
  });

  it('_replace, geturl, encode and decode', () => {
    const r = urlparse('http://h/p;x?q#f');
    expect(r._replace({ params: '', fragment: '' }).geturl()).toBe('http://h/p?q');
    expect(() => r._replace({ nope: 'x' })).toThrow("Got unexpected field names: ['nope']");
    const b = r.encode();
    expect(b).toBeInstanceOf(ParseResultBytes);
    expect(b.decode()).toEqual(r);
    expect(urlsplit(enc('//h:1')).decode()).toBeInstanceOf(SplitResult);
    expect(new SplitResultBytes(enc('http'), enc('U@H'), enc(''), enc(''), enc('')).hostname).toEqual(enc('h'));
    expect(String(new SplitResultBytes(enc('a'), enc("'"), enc(''), enc(''), enc('\xff')))).toContain(`netloc=b"'"`);
  });

  it('DefragResult', () => {
    const d = urldefrag('http://h/p#f');
    expect(d).toBeInstanceOf(DefragResult);
    expect([d.url, d.fragment, d.geturl()]).toEqual(['http://h/p', 'f', 'http://h/p#f']);
    const db = urldefrag(enc('http://h/p#f'));
    expect(db).toBeInstanceOf(DefragResultBytes);
    expect(new TextDecoder().decode(db.geturl())).toBe('http://h/p#f');
    expect(new ParseResult('a', 'b', 'c', 'd', 'e', 'f').length).toBe(6);
  });
});
