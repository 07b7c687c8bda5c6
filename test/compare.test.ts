/** compare(): what `urlgrammar compare` prints, as data. */
import { describe, expect, it } from 'vitest';
import { compare, COMPONENTS } from '../src/index.js';

describe('compare', () => {
  it('reads an input with every reader, in a fixed order', () => {
    const c = compare('http://user@[::1]:80/a;p?q#f');
    expect(c.input).toBe('http://user@[::1]:80/a;p?q#f');
    const readers = c.readings.map((r) => r.reader);
    expect(readers.slice(0, 3)).toEqual(['RFC 1738 (strict)', 'RFC 1808 (strict)', 'RFC 2396 + 2732 (strict)']);
    expect(readers.slice(-4)).toEqual(['Python urlsplit', 'Python urlparse', 'browser draft (abarth-url-00)', 'WHATWG URL Standard (urlgrammar)']);
    expect(c.notes).toEqual([]);
    const by = (name: string) => c.readings.find((r) => r.reader === name)!;
    const [r1738, r1808, split, parse] = [by('RFC 1738 (strict)'), by('RFC 1808 (strict)'), by('Python urlsplit'), by('Python urlparse')];
    const r2396 = by('RFC 2396 + 2732 (strict)');
    expect([r2396.parts.user, r2396.parts.password, r2396.parts.host, r2396.parts.port, r2396.parts.path]).toEqual(['user', null, '[::1]', '80', '/a;p']);
    expect(r1738!.valid).toBe(false); // RFC 1738 http has no user information
    expect(r1738!.verdict).toMatch(/^http\.userinfo at 1:/);
    expect(r1808!.valid).toBe(true);
    expect(split!.parts.host).toBe('::1');
    expect(parse!.parts.params).toBe('p');
    expect(split!.parts.params).toBeUndefined(); // not a component of urlsplit
    for (const r of c.readings) for (const k of Object.keys(r.parts)) expect(COMPONENTS).toContain(k);
  });

  it('reads the same where there is no global URL: the WHATWG reading is the library\'s own, not the platform\'s', () => {
    const with_ = compare('http://a/');
    const saved = globalThis.URL;
    // @ts-expect-error: the environments of a SQL engine or a bare worker
    delete globalThis.URL;
    try {
      const c = compare('http://a/');
      expect(c.readings.map((r) => r.reader)).toContain('WHATWG URL Standard (urlgrammar)');
      expect(c.notes).toEqual([]);
      expect(JSON.stringify(c)).toBe(JSON.stringify(with_));
    } finally {
      globalThis.URL = saved;
    }
  });


  it('names the scheme of every RFC 1738 scheme production, https (RFC 2818 §2.4) included', () => {
    for (const [url, scheme] of [['https://a/b', 'https'], ['http://a/b', 'http'], ['ftp://a/b', 'ftp'], ['x-y:z', 'x-y']] as const) {
      expect(compare(url).readings[0]).toMatchObject({ reader: 'RFC 1738 (strict)', valid: true, parts: { scheme } });
    }
  });

  it('never throws for a string, and rejects a non-string', () => {
    const n = compare('x:').readings.length;
    for (const s of ['', '\u0000', 'http://[', '%', 'a'.repeat(10_000), '\uD800']) expect(compare(s).readings.length).toBe(n);
    expect(() => compare(5 as unknown as string)).toThrow(TypeError); // an ArgumentError
  });
});

describe('the WHATWG URL Standard\'s reading, and where the readers disagree (issue 26)', () => {
  it('reads with the transcribed parser, its validation errors positioned, each component with the state that wrote it', () => {
    const c = compare('http://a\\b/');
    const w = c.readings.find((r) => r.reader === 'WHATWG URL Standard (urlgrammar)')!;
    expect(w).toMatchObject({ valid: true, verdict: 'parsed, with validation errors: invalid-reverse-solidus', parts: { host: 'a', path: '/b/' } });
    expect(w.errors!.map((e) => [e.name, e.offset, e.state])).toEqual([['invalid-reverse-solidus', 8, 'path start state']]);
    expect(w.decidedBy!.host).toBe('host state (URL Standard §4.4)');
    const failed = compare('https://a:99999/').readings.find((r) => r.reader === 'WHATWG URL Standard (urlgrammar)')!;
    expect(failed).toMatchObject({ valid: false, verdict: 'failure: port-out-of-range at 10 (port state)' });
    // The strict grammars name the rule that holds each component.
    expect(compare('http://a.b/c').readings.find((r) => r.reader === 'RFC 3986 (strict)')!.decidedBy!.host).toBe('reg-name (RFC 3986)');
  });
  it.each([
    ['http://a\\b/', 'host', ['backslash'], [['a\\b', ['Python urlsplit', 'Python urlparse']], ['a', ['browser draft (abarth-url-00)', 'WHATWG URL Standard (urlgrammar)']]]],
    ['http:/h/p', 'host', ['slash'], null],
    ['http:///h/p', 'host', ['slash'], null],
    ['http://%61.com/', 'host', ['url-encoded'], null],
    ['ftp://a\\b/', 'host', ['backslash', 'scheme-mixup'], null],
  ] as const)('%s: the readers split on the %s, a %s confusion', (input, component, classes, values) => {
    const d = compare(input).disagreements.find((x) => x.component === component)!;
    expect(d.classes).toEqual(classes);
    if (values) expect(d.values.map((v) => [v.value, v.readers])).toEqual(values);
    for (const v of d.values) expect(v.decidedBy).toHaveLength(v.readers.length);
  });
  it('no disagreement where every reader reads the same (an empty query that urllib cannot tell from none, a scheme in capitals)', () => {
    expect(compare('http://example.com/a?b#c').disagreements).toEqual([]);
    expect(compare('HTTP://example.com/').disagreements).toEqual([]);
  });
});


describe('the scheme\'s own RFC as a reader (issue 27)', () => {
  const scheme = (u: string) => compare(u).readings.find((r) => r.reader === "the scheme's RFC (strict)")!;
  it('reads a URI by its scheme\'s grammar after RFC 3986: the verdict cites the scheme\'s RFC, each component the rule of its grammar that holds it', () => {
    expect(scheme('mailto:a@')).toMatchObject({ valid: false, verdict: 'input.unexpected-end at 1:10 (RFC 6068 §2)' });
    expect(scheme('http://')).toMatchObject({ valid: false, verdict: 'input.unexpected-end at 1:8 (RFC 9110 §4.2.1)' });
    const f = scheme('file://host/etc/x');
    expect(f).toMatchObject({ valid: true, verdict: 'valid (RFC 8089 §2)', parts: { scheme: 'file', host: 'host', path: '/etc/x' } });
    expect(f.decidedBy).toMatchObject({ scheme: 'file-scheme (RFC 8089)', host: 'reg-name (RFC 3986)', path: 'path-absolute (RFC 3986)' });
    expect(scheme('mailto:a@b.example').decidedBy).toEqual({ path: 'mailto-addr-spec (RFC 6068)' });
  });

  it('says why it does not read an input that is no URI, or whose scheme has no grammar here', () => {
    expect(scheme('ftp://h/')).toMatchObject({ valid: false, verdict: 'no grammar here for the scheme ftp' });
    expect(scheme('//h/')).toMatchObject({ valid: false, verdict: 'no RFC 3986 URI' });
  });

  it('agrees with RFC 3986 on every component it reads, so a disagreement is never its own', () => {
    for (const u of ['mailto:x@y.example?subject=a', 'urn:example:a?+r?=q#f', 'data:text/plain;base64,SGk=', 'file:///c:/x', 'https://u@h:8/p?q#f']) {
      const c = compare(u);
      const s = c.readings.find((r) => r.reader === "the scheme's RFC (strict)")!;
      const r3986 = c.readings.find((r) => r.reader === 'RFC 3986 (strict)')!;
      expect(s.valid, u).toBe(true);
      expect(s.parts, u).toEqual(r3986.parts);
    }
  });
});
