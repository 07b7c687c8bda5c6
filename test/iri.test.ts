/**
 * RFC 3987 §3.1 (IRI to URI) and §3.2 (URI to IRI): the RFC's examples verbatim, the rules of
 * each step, the typed errors, and the round-trip laws as property tests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charsetOf, lookup, type RFC } from '../grammar/all.js';
import { bidiFormat, bidiIsolate } from '../grammar/rfc3987/index.js';
import { IRI_ERROR_CODES, IRIError, iriToURI, parseURL, uriToIRI, type IRIErrorCode } from '../src/index.js';

/** The RFC's XML notation (`&#xE9;`, and `&#x10302` without its semicolon, as §3.1 prints it) as characters. */
const xml = (s: string) => s.replace(/&#x([0-9A-Fa-f]+);?/g, (_m, h: string) => String.fromCodePoint(parseInt(h, 16)));

/** The same string with the hex digits of its escapes in upper case. */
const upperEscapes = (s: string) => s.replace(/%[0-9a-fA-F]{2}/g, (e) => e.toUpperCase());

function thrown(f: () => unknown): IRIError {
  try {
    f();
  } catch (e) {
    if (e instanceof IRIError) return e;
    throw e;
  }
  throw new Error('did not throw');
}

describe('RFC 3987 §3.1 examples, verbatim', () => {
  it('"http://r&#xE9;sum&#xE9;.example.org": ToASCII gives "http://xn--rsum-bpad.example.org", the general mapping "http://r%C3%A9sum%C3%A9.example.org"', () => {
    const iri = xml('http://r&#xE9;sum&#xE9;.example.org');
    expect(iri).toBe('http://résumé.example.org');
    expect(iriToURI(iri, { host: 'idna' })).toBe('http://xn--rsum-bpad.example.org');
    expect(iriToURI(iri)).toBe('http://r%C3%A9sum%C3%A9.example.org');
    expect(iriToURI(iri, { host: 'percent' })).toBe('http://r%C3%A9sum%C3%A9.example.org');
  });

  it('an IDN in the query is not the host: the validator example', () => {
    // The RFC breaks both lines after "r&#xE9;sum&#xE9;." and "r%C3%A9sum%C3%A9."; joined here.
    const iri = xml('http://validator.w3.org/check?uri=http%3A%2F%2Fr&#xE9;sum&#xE9;.example.org');
    const uri = 'http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org';
    expect(iriToURI(iri)).toBe(uri);
    expect(iriToURI(iri, { host: 'idna' })).toBe(uri);
  });

  it('existing escapes are not encoded further: "http://www.example.org/red%09ros&#xE9;#red"', () => {
    expect(iriToURI(xml('http://www.example.org/red%09ros&#xE9;#red'))).toBe('http://www.example.org/red%09ros%C3%A9#red');
  });

  it('characters outside the BMP: "http://example.com/&#x10300;&#x10301;&#x10302"', () => {
    expect(iriToURI(xml('http://example.com/&#x10300;&#x10301;&#x10302'))).toBe('http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82');
  });

  it('the mapping is an identity on URIs and idempotent', () => {
    for (const u of ['http://www.example.org/D%C3%BCrst', 'http://www.example.org/D%FCrst', 'http://xn--99zt52a.example.org/%e2%80%ae', 'mailto:a@b?c=%20']) {
      expect(iriToURI(u)).toBe(u);
    }
    const once = iriToURI('http://例え.テスト/パス?q=値#frag');
    expect(iriToURI(once)).toBe(once);
  });
});

describe('RFC 3987 §3.2 and §3.2.1 examples, verbatim', () => {
  it('"http://www.example.org/D%C3%BCrst" converts to "http://www.example.org/D&#xFC;rst"', () => {
    expect(uriToIRI('http://www.example.org/D%C3%BCrst')).toBe(xml('http://www.example.org/D&#xFC;rst'));
    expect(iriToURI(xml('http://www.example.org/D&#xFC;rst'))).toBe('http://www.example.org/D%C3%BCrst');
  });

  it('"http://www.example.org/D%FCrst": <fc> is not legal UTF-8 and stays "%FC"', () => {
    expect(uriToIRI('http://www.example.org/D%FCrst')).toBe('http://www.example.org/D%FCrst');
  });

  it('"http://xn--99zt52a.example.org/%e2%80%ae": U+202E RLO (forbidden by §4.1) stays escaped, the xn-- label stays', () => {
    const out = uriToIRI('http://xn--99zt52a.example.org/%e2%80%ae');
    // The RFC's step 5 shows "%E2%80%AE" ("the case ... may not be preserved"); escapes that
    // are not decoded are kept exactly as written here, so the case is preserved.
    expect(out).toBe('http://xn--99zt52a.example.org/%e2%80%ae');
    expect(upperEscapes(out)).toBe('http://xn--99zt52a.example.org/%E2%80%AE');
  });

  it('with ToUnicode, the label "xn--99zt52a" becomes U+7D0D U+8C46: "http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE"', () => {
    expect(uriToIRI('http://xn--99zt52a.example.org/%E2%80%AE', { host: 'idna' })).toBe(xml('http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE'));
    expect(upperEscapes(uriToIRI('http://xn--99zt52a.example.org/%e2%80%ae', { host: 'idna' }))).toBe(xml('http://&#x7D0D;&#x8C46;.example.org/%E2%80%AE'));
  });

  it('"http://www.example.org/r%E9sum%E9.html" must not be read as iso-8859-1', () => {
    expect(uriToIRI('http://www.example.org/r%E9sum%E9.html')).toBe('http://www.example.org/r%E9sum%E9.html');
    expect(iriToURI(xml('http://www.example.org/r&#xE9;sum&#xE9;.html'))).toBe('http://www.example.org/r%C3%A9sum%C3%A9.html');
  });
});

describe('uriToIRI: what is decoded and what is not', () => {
  it('never %25, reserved or the ASCII characters not allowed in URIs (§3.2 step 2)', () => {
    expect(uriToIRI('http://a/%25C3%25BC')).toBe('http://a/%25C3%25BC');
    expect(uriToIRI('http://a/a%2Fb%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D')).toBe('http://a/a%2Fb%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D');
    expect(uriToIRI('http://a/%20%3C%3E%22%7B%7D%7C%5C%5E%60%00%7F')).toBe('http://a/%20%3C%3E%22%7B%7D%7C%5C%5E%60%00%7F');
  });

  it('unreserved ASCII escapes are decoded (§3.2 step 2), in every component; decodeUnreserved: false keeps them', () => {
    // unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" (RFC 3986 §2.3), each escape in either case.
    const all = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
    const escaped = [...all].map((ch, i) => '%' + ch.charCodeAt(0).toString(16)[i % 2 ? 'toUpperCase' : 'toLowerCase']()).join('');
    expect(uriToIRI(`http://a/${escaped}`)).toBe(`http://a/${all}`);
    expect(uriToIRI('http://a/%41%7e')).toBe('http://a/A~');
    expect(uriToIRI('http://%7Eu@ex%61mple.org:80/%7Ea?%41=%2D#%5F')).toBe('http://~u@example.org:80/~a?A=-#_');
    // Next to other escapes in one run: each octet is read on its own.
    expect(uriToIRI('http://a/%41%C3%BC%2F%7E%25%42')).toBe('http://a/Aü%2F~%25B');
    // The escape of "." decodes too: "%2E%2E" becomes "..", which RFC 3986 §2.3 calls equivalent.
    expect(uriToIRI('http://a/b/%2E%2E/c')).toBe('http://a/b/../c');
    expect(uriToIRI('http://a/%41%7e', { decodeUnreserved: false })).toBe('http://a/%41%7e');
    expect(uriToIRI(`http://a/${escaped}%C3%BC`, { decodeUnreserved: false })).toBe(`http://a/${escaped}ü`);
    expect(uriToIRI('http://ex%61mple.org/', { decodeUnreserved: true, host: 'idna' })).toBe('http://example.org/');
  });

  it('decodeUnreserved is a boolean option', () => {
    expect(() => uriToIRI('http://a/', { decodeUnreserved: 'no' as unknown as boolean })).toThrow(TypeError);
    expect(uriToIRI('http://a/%41', { decodeUnreserved: undefined })).toBe('http://a/A');
  });

  it('every bidi formatting character of §4.1 (LRM RLM LRE RLE PDF LRO RLO) and the isolates stays escaped', () => {
    for (const cp of [0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const esc = iriToURI(String.fromCodePoint(cp));
      expect(uriToIRI(`http://a/x${esc}y?${esc}#${esc}`)).toBe(`http://a/x${esc}y?${esc}#${esc}`);
    }
  });

  it('RFC 3987 §4.1 declared once (DECISIONS 21): seven formatting characters, four isolates, read by the mapping and the check alike', () => {
    expect(charsetOf(bidiFormat.body, bidiFormat.rfc)).toEqual([[0x200e, 0x200f], [0x202a, 0x202e]]);
    expect(charsetOf(bidiIsolate.body, bidiIsolate.rfc)).toEqual([[0x2066, 0x2069]]);
    // Every character of the General Punctuation block is ucschar: uriToIRI keeps its escape
    // exactly when the rfc3987 parse rejects it (bidi-format) or warns of it (bidi-isolate).
    for (let cp = 0x2000; cp <= 0x206f; cp++) {
      const esc = iriToURI(String.fromCodePoint(cp));
      const kept = uriToIRI(`http://a/x${esc}y`) === `http://a/x${esc}y`;
      const r = parseURL(`http://a/x${String.fromCodePoint(cp)}y`, { grammar: 'rfc3987', warnings: true });
      const flagged = r.ok ? r.warnings!.some((w) => w.code === 'iri.bidi-isolate') : r.error.code === 'iri.bidi-format';
      expect([cp.toString(16), kept], 'the mapping and the check disagree').toEqual([cp.toString(16), flagged]);
    }
  });

  it('U+2066 (LRI) is valid under rfc3987 with the warning iri.bidi-isolate, and stays escaped (the two once disagreed)', () => {
    const r = parseURL('http://a/x\u2066y', { grammar: 'rfc3987', warnings: true });
    expect(r.ok && r.warnings!.map((w) => [w.code, w.start, w.end, w.fixes[0]?.url])).toEqual([['iri.bidi-isolate', 10, 11, 'http://a/x%E2%81%A6y']]);
    expect(uriToIRI('http://a/x%E2%81%A6y')).toBe('http://a/x%E2%81%A6y');
    const rlo = parseURL('http://a/x\u202ey', { grammar: 'rfc3987' });
    expect(rlo.ok ? null : [rlo.error.code, rlo.error.offset]).toEqual(['iri.bidi-format', 10]);
  });

  it('invalid UTF-8 is re-escaped as it was: overlong, surrogate, truncated, over U+10FFFF, stray continuation', () => {
    for (const u of ['%C0%AF', '%E0%80%AF', '%ED%A0%80', '%C3', '%E2%82', '%F4%90%80%80', '%F5%80%80%80', '%80', '%bf%C3', '%FE%FF']) {
      expect(uriToIRI(`http://a/${u}`)).toBe(`http://a/${u}`);
    }
    // A legal sequence next to illegal octets is decoded; the octets around it stay.
    expect(uriToIRI('http://a/%FC%C3%BC%C3')).toBe('http://a/%FCü%C3');
  });

  it('non-characters and C1 controls (not ucschar) stay escaped', () => {
    for (const cp of [0x80, 0x9f, 0xfdd0, 0xfffe, 0xffff, 0x1fffe, 0x10ffff]) {
      const esc = Array.from(new TextEncoder().encode(String.fromCodePoint(cp)), (b) => '%' + b.toString(16).toUpperCase()).join('');
      expect(uriToIRI(`http://a/${esc}`)).toBe(`http://a/${esc}`);
    }
  });

  it('iprivate is decoded in the query only (RFC 3987 §2.2: iquery is the only production with iprivate)', () => {
    expect(uriToIRI('http://a/%EE%80%80?%EE%80%80#%EE%80%80')).toBe('http://a/%EE%80%80?\uE000#%EE%80%80');
    expect(iriToURI('http://a/?\uE000\u{100000}')).toBe('http://a/?%EE%80%80%F4%80%80%80');
  });

  it('non-ASCII host escapes are decoded by default; xn-- labels only with host: "idna", and only when they convert back', () => {
    expect(uriToIRI('http://r%C3%A9sum%C3%A9.example.org/')).toBe('http://résumé.example.org/');
    expect(uriToIRI('http://xn--rsum-bpad.example.org/')).toBe('http://xn--rsum-bpad.example.org/');
    expect(uriToIRI('http://u@xn--rsum-bpad.Example.org:80/', { host: 'idna' })).toBe('http://u@résumé.Example.org:80/');
    expect(uriToIRI('http://xn--a.example/', { host: 'idna' })).toBe('http://xn--a.example/');
    expect(uriToIRI('http://[::1]/xn--rsum-bpad', { host: 'idna' })).toBe('http://[::1]/xn--rsum-bpad');
  });
});

describe('iriToURI: the host option and the errors', () => {
  it('host: "idna" converts only an ireg-name with non-ASCII characters; a failing ToASCII is IRIError host.idna', () => {
    expect(iriToURI('http://user@Bücher.example:8080/ö?ö#ö', { host: 'idna' })).toBe('http://user@xn--bcher-kva.example:8080/%C3%B6?%C3%B6#%C3%B6');
    expect(iriToURI('http://EXAMPLE.org/ö', { host: 'idna' })).toBe('http://EXAMPLE.org/%C3%B6');
    const e = thrown(() => iriToURI('http://a_b.ü/', { host: 'idna' }));
    expect(e.code).toBe('host.idna');
    expect(e.index).toBe(7);
  });

  it('a lone surrogate is IRIError char.lone-surrogate at its offset, from both functions', () => {
    for (const [s, index] of [['http://a/\uD800', 9], ['http://a/\uDC00x', 9], ['\uDBFF', 0], ['a\uD83D\uD83D\uDE00', 1]] as const) {
      for (const f of [iriToURI, uriToIRI]) {
        const e = thrown(() => f(s));
        expect(e).toBeInstanceOf(IRIError);
        expect([e.name, e.code, e.index, e.input]).toEqual(['IRIError', 'char.lone-surrogate', index, s]);
      }
    }
  });

  it('a character in neither a URI nor an IRI is char.not-allowed; a bad "%" is escape.bad-hex', () => {
    const cases: Array<[string, IRIErrorCode, number]> = [
      ['http://a/b c', 'char.not-allowed', 10],
      ['http://a/<b>', 'char.not-allowed', 9],
      ['http://a/\u0085', 'char.not-allowed', 9],
      ['http://a/\uFFFE', 'char.not-allowed', 9],
      ['http://a/\u{10FFFF}', 'char.not-allowed', 9],
      ['http://a/%', 'escape.bad-hex', 9],
      ['http://a/%4', 'escape.bad-hex', 9],
      ['http://a/%zz', 'escape.bad-hex', 9],
    ];
    for (const [s, code, index] of cases) {
      for (const f of [iriToURI, uriToIRI]) {
        const e = thrown(() => f(s));
        expect([e.code, e.index]).toEqual([code, index]);
        expect(e.message).toMatch(new RegExp(`^${code.replace('.', '\\.')} at ${index}: `));
      }
    }
    expect([...IRI_ERROR_CODES].sort()).toEqual(['char.lone-surrogate', 'char.not-allowed', 'escape.bad-hex', 'host.idna']);
  });

  it('a bad option or a non-string is a TypeError', () => {
    expect(() => iriToURI('a', { host: 'dns' as 'idna' })).toThrow(TypeError);
    expect(() => uriToIRI(42 as unknown as string)).toThrow(TypeError);
  });
});

describe('the character classes are the grammar registry\'s', () => {
  it('every ucschar and iprivate range end is encoded, every code point just outside is rejected', () => {
    const r3987: RFC = 3987;
    for (const name of ['ucschar', 'iprivate']) {
      const rule = lookup(r3987, name)!;
      const set = charsetOf(rule.body, rule.rfc)!;
      for (const [lo, hi] of set) {
        for (const cp of [lo, hi]) expect(iriToURI(String.fromCodePoint(cp))).toMatch(/^(%[0-9A-F]{2})+$/);
        for (const cp of [lo - 1, hi + 1]) {
          if (cp < 0x80 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff) || set.some(([a, b]) => cp >= a && cp <= b)) continue;
          const inOther = ['ucschar', 'iprivate'].some((n) => charsetOf(lookup(r3987, n)!.body, r3987)!.some(([a, b]) => cp >= a && cp <= b));
          if (!inOther) expect(thrown(() => iriToURI(String.fromCodePoint(cp))).code).toBe('char.not-allowed');
        }
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Laws
// ---------------------------------------------------------------------------------------------

const URI_CHARS = "ABCXYZabcxyz0189-._~:/?#[]@!$&'()*+,;=";
const hex2 = (b: number, upper: boolean) => '%' + (upper ? b.toString(16).toUpperCase() : b.toString(16)).padStart(2, '0');
const utf8 = (s: string) => Array.from(new TextEncoder().encode(s));

/** A code point an IRI may hold somewhere, or one it may not (bidi controls, non-characters, C1). */
const anyCodePoint = fc.oneof(
  fc.integer({ min: 0xa0, max: 0xd7ff }),
  fc.integer({ min: 0xe000, max: 0xffff }),
  fc.integer({ min: 0x10000, max: 0x10ffff }),
  fc.constantFrom(0x80, 0x85, 0x200e, 0x202e, 0x2066, 0xfdd0, 0xfeff, 0xfffe, 0x1fffe, 0xe0000, 0xe1000, 0xf0000),
);

/** One piece of a URI: an ASCII URI character, an escape of any octet, or the UTF-8 escapes of a code point. */
const uriPiece = (upper: fc.Arbitrary<boolean>) =>
  fc.oneof(
    fc.constantFrom(...URI_CHARS),
    fc.tuple(fc.integer({ min: 0, max: 255 }), upper).map(([b, u]) => hex2(b, u)),
    fc.tuple(anyCodePoint, upper).map(([cp, u]) => utf8(String.fromCodePoint(cp)).map((b) => hex2(b, u)).join('')),
    fc.constantFrom('http://', 'xn--rsum-bpad.', '//', '?', '#', '%25', '%C3', '%BC'),
  );
const uriOf = (upper: fc.Arbitrary<boolean>) => fc.array(uriPiece(upper), { maxLength: 20 }).map((xs) => xs.join(''));

/** An IRI: URI pieces and characters of any code point (some not allowed in an IRI). */
const iriish = fc
  .array(fc.oneof(uriPiece(fc.boolean()), anyCodePoint.map((cp) => String.fromCodePoint(cp)), fc.constantFrom(' ', '<', '%', '\uD800', '\uDFFF')), { maxLength: 20 })
  .map((xs) => xs.join(''));

/** `u` with the escapes of unreserved ASCII characters decoded (RFC 3986 §2.3), every other escape kept. */
const unreservedDecoded = (u: string) =>
  u.replace(/%([0-9A-Fa-f]{2})/g, (esc, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(ch) ? ch : esc;
  });

const convert = (f: () => string): string | IRIError => {
  try {
    return f();
  } catch (e) {
    if (e instanceof IRIError) return e;
    throw e;
  }
};

describe('laws (fast-check)', () => {
  it('with decodeUnreserved: false, iriToURI(uriToIRI(u)) is u for a URI whose escapes are upper case', () => {
    fc.assert(fc.property(uriOf(fc.constant(true)), (u) => iriToURI(uriToIRI(u, { decodeUnreserved: false })) === u), { numRuns: 2000 });
  });

  it('iriToURI(uriToIRI(u)) is u up to the case of the hex digits and the escaped unreserved characters (§3.2), for any escapes', () => {
    fc.assert(fc.property(uriOf(fc.boolean()), (u) => upperEscapes(iriToURI(uriToIRI(u, { decodeUnreserved: false }))) === upperEscapes(u)), { numRuns: 2000 });
    fc.assert(fc.property(uriOf(fc.boolean()), (u) => upperEscapes(iriToURI(uriToIRI(u))) === upperEscapes(unreservedDecoded(u))), { numRuns: 2000 });
  });

  it('iriToURI gives ASCII URI characters only, or a typed IRIError; it is idempotent', () => {
    fc.assert(
      fc.property(iriish, fc.constantFrom('percent', 'idna') as fc.Arbitrary<'percent' | 'idna'>, (s, host) => {
        const r = convert(() => iriToURI(s, { host }));
        if (r instanceof IRIError) return IRI_ERROR_CODES.includes(r.code) && r.index >= 0 && r.index <= s.length;
        return /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/.test(r) && iriToURI(r) === r;
      }),
      { numRuns: 2000 },
    );
  });

  it('uriToIRI never throws on a URI and is idempotent; it accepts exactly what iriToURI accepts', () => {
    fc.assert(fc.property(uriOf(fc.boolean()), (u) => uriToIRI(uriToIRI(u)) === uriToIRI(u)), { numRuns: 1000 });
    fc.assert(fc.property(uriOf(fc.boolean()), (u) => uriToIRI(uriToIRI(u, { decodeUnreserved: false }), { decodeUnreserved: false }) === uriToIRI(u, { decodeUnreserved: false })), { numRuns: 500 });
    fc.assert(
      fc.property(iriish, (s) => {
        const a = convert(() => iriToURI(s));
        const b = convert(() => uriToIRI(s));
        return a instanceof IRIError ? b instanceof IRIError && a.code === b.code && a.index === b.index : !(b instanceof IRIError);
      }),
      { numRuns: 1000 },
    );
  });
});
