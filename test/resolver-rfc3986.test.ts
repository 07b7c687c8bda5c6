import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeDotSegments } from '../src/resolver/dots.js';
import {
  APPENDIX_B,
  merge3986,
  recompose3986,
  resolve3986,
  ResolutionError,
  schemeErrorIndex,
  split3986,
} from '../src/resolver/rfc3986.js';
import { RESOLUTION_ERROR_CODES, type ResolutionErrorCode } from '../src/resolver/types.js';

import { BASE, readRows, RFC3986_5_4_1, RFC3986_5_4_2 } from './tables/rfc3986-examples.js';


describe('RFC 3986 §5.4.1 Normal Examples (every row)', () => {
  const rows = readRows(RFC3986_5_4_1);
  it('has all 23 rows', () => expect(rows).toHaveLength(23));
  it.each(rows)('$reference = $expected', ({ reference, expected }) => {
    expect(resolve3986(BASE, reference).href).toBe(expected);
  });
});

describe('RFC 3986 §5.4.2 Abnormal Examples (every row)', () => {
  const rows = readRows(RFC3986_5_4_2);
  it('has all 20 rows (http:g twice)', () => expect(rows).toHaveLength(20));
  it.each(rows)('$reference = $expected ($note)', ({ reference, expected, note }) => {
    const strict = note !== 'for backward compatibility';
    expect(resolve3986(BASE, reference, { strict }).href).toBe(expected);
  });
});

/**
 * RFC 2396 Appendix C, verbatim (base `http://a/b/c/d;p?q`, the same as RFC 3986 §5.4). Each row
 * says which spec the resolver's result follows: `both` when RFC 3986 §5.4 gives the same target,
 * otherwise `3986` with the RFC 3986 target and why the two differ.
 */
const RFC2396_C: readonly (readonly [string, string, 'both' | '3986', string?, string?])[] = [
  // C.1 Normal Examples
  ['g:h', 'g:h', 'both'],
  ['g', 'http://a/b/c/g', 'both'],
  ['./g', 'http://a/b/c/g', 'both'],
  ['g/', 'http://a/b/c/g/', 'both'],
  ['/g', 'http://a/g', 'both'],
  ['//g', 'http://g', 'both'],
  ['?y', 'http://a/b/c/?y', '3986', 'http://a/b/c/d;p?y',
    'RFC 2396 §5.2 step 6 merges a query-only reference as a relative path; RFC 3986 §5.2.2 keeps Base.path when R.path is empty'],
  ['g?y', 'http://a/b/c/g?y', 'both'],
  ['#s', '(current document)#s', '3986', 'http://a/b/c/d;p?q#s',
    'RFC 2396 §4.2 makes a fragment-only reference a same-document reference, not a resolution; RFC 3986 §5.2.2 resolves it (§4.4 keeps the same-document meaning for retrieval)'],
  ['g#s', 'http://a/b/c/g#s', 'both'],
  ['g?y#s', 'http://a/b/c/g?y#s', 'both'],
  [';x', 'http://a/b/c/;x', 'both'],
  ['g;x', 'http://a/b/c/g;x', 'both'],
  ['g;x?y#s', 'http://a/b/c/g;x?y#s', 'both'],
  ['.', 'http://a/b/c/', 'both'],
  ['./', 'http://a/b/c/', 'both'],
  ['..', 'http://a/b/', 'both'],
  ['../', 'http://a/b/', 'both'],
  ['../g', 'http://a/b/g', 'both'],
  ['../..', 'http://a/', 'both'],
  ['../../', 'http://a/', 'both'],
  ['../../g', 'http://a/g', 'both'],
  // C.2 Abnormal Examples
  ['', '(current document)', '3986', 'http://a/b/c/d;p?q',
    'RFC 2396 §4.2: an empty reference is the current document; RFC 3986 §5.2.2 resolves it to the base (without fragment)'],
  ['../../../g', 'http://a/../g', '3986', 'http://a/g',
    'RFC 2396 §5.2 step 6 leaves a ".." with nothing to remove; RFC 3986 §5.2.4 rule 2C drops it (the behaviour 2396 reports of "some implementations")'],
  ['../../../../g', 'http://a/../../g', '3986', 'http://a/g', 'as above'],
  ['/./g', 'http://a/./g', '3986', 'http://a/g',
    'RFC 2396 §5.2 step 5 takes an absolute path as is; RFC 3986 §5.2.2 applies remove_dot_segments to it too'],
  ['/../g', 'http://a/../g', '3986', 'http://a/g', 'as above'],
  ['g.', 'http://a/b/c/g.', 'both'],
  ['.g', 'http://a/b/c/.g', 'both'],
  ['g..', 'http://a/b/c/g..', 'both'],
  ['..g', 'http://a/b/c/..g', 'both'],
  ['./../g', 'http://a/b/g', 'both'],
  ['./g/.', 'http://a/b/c/g/', 'both'],
  ['g/./h', 'http://a/b/c/g/h', 'both'],
  ['g/../h', 'http://a/b/c/h', 'both'],
  ['g;x=1/./y', 'http://a/b/c/g;x=1/y', 'both'],
  ['g;x=1/../y', 'http://a/b/c/y', 'both'],
  ['g?y/./x', 'http://a/b/c/g?y/./x', 'both'],
  ['g?y/../x', 'http://a/b/c/g?y/../x', 'both'],
  ['g#s/./x', 'http://a/b/c/g#s/./x', 'both'],
  ['g#s/../x', 'http://a/b/c/g#s/../x', 'both'],
  ['http:g', 'http:g', 'both', undefined, '; for validating parsers (strict)'],
];

describe('RFC 2396 Appendix C (every row, with where RFC 3986 differs)', () => {
  it('has all 42 rows (the backward-compatible http:g is the next test)', () => expect(RFC2396_C).toHaveLength(42));
  const rows = RFC2396_C.map(([reference, rfc2396, follows, rfc3986, why]) => ({ reference, rfc2396, follows, rfc3986, why }));
  it.each(rows)('$reference = $rfc2396 (follows $follows)', ({ reference, rfc2396, follows, rfc3986 }) => {
    const href = resolve3986(BASE, reference).href;
    if (follows === 'both') {
      expect(href).toBe(rfc2396);
    } else {
      expect(href).toBe(rfc3986);
      expect(href).not.toBe(rfc2396);
    }
  });
  it('http:g = http://a/b/c/g ; for backwards compatibility (non-strict)', () => {
    expect(resolve3986(BASE, 'http:g', { strict: false }).href).toBe('http://a/b/c/g');
  });
});

describe('RFC 3986 Appendix B', () => {
  it('splits the example of the appendix into $1..$9 as listed', () => {
    const m = APPENDIX_B.exec('http://www.ics.uci.edu/pub/ietf/uri/#Related')!;
    expect([...m].slice(1)).toEqual([
      'http:', 'http', '//www.ics.uci.edu', 'www.ics.uci.edu', '/pub/ietf/uri/',
      undefined, undefined, '#Related', 'Related',
    ]);
    expect(split3986('http://www.ics.uci.edu/pub/ietf/uri/#Related')).toEqual({
      scheme: 'http', authority: 'www.ics.uci.edu', path: '/pub/ietf/uri/', query: null, fragment: 'Related',
    });
  });
  it('keeps undefined and empty apart, and recomposes (§5.3) to the input', () => {
    expect(split3986('s:?#')).toEqual({ scheme: 's', authority: null, path: '', query: '', fragment: '' });
    expect(split3986('//')).toEqual({ scheme: null, authority: '', path: '', query: null, fragment: null });
    for (const s of ['s:?#', '//', 'a/b?c#d', 'http://u@h:1/p;q?x#y\nz', '']) {
      expect(recompose3986(split3986(s))).toBe(s);
    }
  });
});

describe('RFC 3986 §5.2.3 merge', () => {
  it('a defined authority and an empty path: "/" + R.path', () => {
    expect(merge3986({ authority: 'a', path: '' }, 'g')).toEqual({ path: '/g', branch: 'empty-base-path' });
    expect(resolve3986('http://a', 'g').href).toBe('http://a/g');
  });
  it('otherwise all but the last segment of Base.path', () => {
    expect(merge3986({ authority: null, path: 'x' }, 'g')).toEqual({ path: 'g', branch: 'all-but-last' });
    expect(resolve3986('urn:x', 'g').href).toBe('urn:g');
    expect(resolve3986('mailto:a@b', '?subject=x').href).toBe('mailto:a@b?subject=x');
  });
});

describe('the trace cites RFC 3986 §5.2.2 with R, Base and T', () => {
  it('a relative path', () => {
    const { steps } = resolve3986(BASE, 'g/../h');
    const rules = steps.map((s) => s.rule);
    expect(rules).toEqual([
      'RFC 3986 §5.2.1 Base = parse(Base)',
      'RFC 3986 §5.2.2 (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R)',
      'RFC 3986 §5.2.2 T.path = merge(Base.path, R.path)',
      'RFC 3986 §5.2.3 merge: R.path appended to all but the last segment of Base.path',
      'RFC 3986 §5.2.2 T.path = remove_dot_segments(T.path)',
      'RFC 3986 §5.2.2 T.query = R.query',
      'RFC 3986 §5.2.2 T.authority = Base.authority',
      'RFC 3986 §5.2.2 T.scheme = Base.scheme',
      'RFC 3986 §5.2.2 T.fragment = R.fragment',
      'RFC 3986 §5.3 result = recompose(T)',
    ]);
    const merge = steps[2]!;
    expect(merge.values).toEqual({ 'Base.path': '/b/c/d;p', 'R.path': 'g/../h', 'T.path': '/b/c/g/../h' });
    const dots = steps[4]!.dots!;
    expect(dots.map((s) => s.rule.replace('RFC 3986 §5.2.4 ', ''))).toEqual(['1', '2E', '2E', '2E', '2C', '2E']);
  });
  it('each branch of the pseudocode', () => {
    const has = (ref: string, rule: string, options = {}) =>
      expect(resolve3986(BASE, ref, options).steps.map((s) => s.rule)).toContain(`RFC 3986 §5.2.2 ${rule}`);
    has('g:h', 'defined(R.scheme): T.scheme = R.scheme; T.authority = R.authority; T.query = R.query');
    has('//g', 'defined(R.authority): T.authority = R.authority; T.query = R.query');
    has('?y', 'defined(R.query): T.query = R.query');
    has('#s', 'not defined(R.query): T.query = Base.query');
    has('', 'R.path == "": T.path = Base.path');
    has('/g', 'R.path starts-with "/": T.path = remove_dot_segments(R.path)');
    has('http:g', '(not strict) and (R.scheme == Base.scheme): undefine(R.scheme)', { strict: false });
  });
  it('trace: false records no dot steps but resolves the same', () => {
    const r = resolve3986(BASE, '../../g', { trace: false });
    expect(r.href).toBe('http://a/g');
    expect(r.steps.every((s) => s.dots === undefined || s.dots.length === 0)).toBe(true);
  });
  it('a fragment in the base is ignored, as the pseudocode ignores it', () => {
    expect(resolve3986('http://a/b#f', '').href).toBe('http://a/b');
    expect(resolve3986('http://a/b#f', '?q').href).toBe('http://a/b?q');
  });
});

describe('errors (closed list, each with a case)', () => {
  const cases: Record<Exclude<ResolutionErrorCode, `${string}.syntax`>, [string, number]> = {
    'base.not-absolute': ['/b/c/d;p?q', 0],
    'base.scheme-invalid': ['ht tp://a/b', 2],
  };
  it('every code has a case (the strict checks\' codes below)', () => {
    expect(Object.keys(cases).sort()).toEqual(RESOLUTION_ERROR_CODES.filter((c) => !c.endsWith('.syntax')).sort());
  });
  it('strict: true checks the base, the reference and the target; the target check is defensive (no valid pair fails it)', () => {
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e as ResolutionError;
      }
      return null;
    };
    expect(err(() => resolve3986('/b', 'g', { strict: true }))?.code).toBe('base.syntax');
    expect(err(() => resolve3986('http://a/', 'g h', { strict: true }))?.code).toBe('reference.syntax');
    expect(err(() => resolve3986('http://a/', 'g h', { strict: true }))?.report?.code).toBe('char.space');
    // 'result.syntax': every target of valid inputs is a URI (with the "/." guard), so it is never raised.
    const seg = fc.constantFrom('', '.', '..', 'g', 'a:b', 'C:::', '%41', '@');
    const path = fc.array(seg, { maxLength: 5 }).map((xs) => xs.join('/'));
    const base = fc.tuple(fc.constantFrom('x:', 'f:/', 'http://a/', 'x:a/'), path).map(([p, q]) => p + q);
    const ref = fc.tuple(fc.constantFrom('', './', './/', '/', '//h/', '../', '?', '#'), path).map(([p, q]) => p + q);
    let resolved = 0;
    fc.assert(
      fc.property(base, ref, (b, r) => {
        const e = err(() => resolve3986(b, r, { strict: true }));
        if (e !== null) expect(e.code, `${b} + ${r}`).not.toBe('result.syntax');
        else resolved++;
      }),
      { seed: 33, numRuns: 5000 },
    );
    expect(resolved).toBeGreaterThan(1000);
  });
  it.each(Object.entries(cases))('%s', (code, [base, index]) => {
    let error: unknown;
    try {
      resolve3986(base, 'g');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ResolutionError);
    expect(error).toBeInstanceOf(Error);
    expect((error as ResolutionError).code).toBe(code);
    expect((error as ResolutionError).index).toBe(index);
    expect((error as ResolutionError).input).toBe(base);
    expect((error as ResolutionError).reason).toMatch(/^RFC 3986 §/);
  });
  it('schemeErrorIndex', () => {
    expect(schemeErrorIndex('svn+ssh')).toBe(-1);
    expect(schemeErrorIndex('')).toBe(0);
    expect(schemeErrorIndex('1a')).toBe(0);
    expect(schemeErrorIndex('a_b')).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Laws
// ---------------------------------------------------------------------------------------------

const alpha = fc.constantFrom(...'abcxyz');
const scheme = fc.tuple(alpha, fc.string({ unit: fc.constantFrom(...'az09+-.'), maxLength: 4 })).map(([a, b]) => a + b);
const pchar = fc.constantFrom('a', 'b', '.', '..', '', '%2E', ';p', '=', ':');
const segments = fc.array(pchar, { maxLength: 6 }).map((s) => s.join('/'));
const authority = fc.option(fc.constantFrom('', 'h', 'u@h:1', '[::1]:8'), { nil: null });
const query = fc.option(fc.constantFrom('', 'q', 'a/../b', '?'), { nil: null });
const fragment = fc.option(fc.constantFrom('', 'f', './x', '#'), { nil: null });
/** An absolute URI (RFC 3986 §4.3 plus a fragment), built per component. */
const absoluteUri = fc
  .tuple(scheme, authority, segments, query, fragment)
  .map(([s, a, p, q, f]) => {
    // path-abempty after an authority; otherwise a path that cannot start with "//".
    const path = a !== null ? (p === '' ? '' : `/${p}`) : p.startsWith('/') ? `/x${p}` : p;
    return { s, a, path, q, f, uri: recompose3986({ scheme: s, authority: a, path, query: q, fragment: f }) };
  });
const base = fc.constantFrom(BASE, 'http://a', 'foo:x/y', 'http://a/b/c/d;p?q#f', 'file:///etc/hosts');

describe('laws (fast-check)', () => {
  it('an absolute reference resolves to itself, up to dot segments in its path', () => {
    fc.assert(
      fc.property(base, absoluteUri, (b, { s, a, path, q, f, uri }) => {
        // Dot segments removed, and "/." in front where the path would then read as an authority.
        const p = removeDotSegments(path, { trace: false }).path;
        const expected = recompose3986({
          scheme: s, authority: a, path: a === null && p.startsWith('//') ? '/.' + p : p, query: q, fragment: f,
        });
        return resolve3986(b, uri).href === expected;
      }),
      { numRuns: 1000 },
    );
  });
  it('an absolute reference with no dot segment resolves to itself exactly', () => {
    fc.assert(
      fc.property(base, absoluteUri, (b, { path, uri }) => {
        fc.pre(!path.split('/').some((x) => x === '.' || x === '..'));
        return resolve3986(b, uri).href === uri;
      }),
    );
  });
  it('the target path never has a complete dot segment when the base path has none', () => {
    const ref = fc.tuple(segments, query).map(([p, q]) => p + (q === null ? '' : `?${q}`));
    fc.assert(
      fc.property(ref, (r) => {
        const { path } = resolve3986(BASE, r).parts;
        return !path.split('/').some((x) => x === '.' || x === '..');
      }),
    );
  });
  it('resolving is idempotent: the target, as a reference, resolves to itself', () => {
    const ref = fc.tuple(segments, query, fragment).map(([p, q, f]) =>
      recompose3986({ scheme: null, authority: null, path: p.replace(/^[^/]*:/, './$&'), query: q, fragment: f }),
    );
    fc.assert(
      fc.property(base, ref, (b, r) => {
        const t = resolve3986(b, r).href;
        return resolve3986(b, t).href === t;
      }),
    );
  });
});

describe('Appendix B as a component grammar', () => {
  it('splits every string as the RFC\'s own regular expression does (the expression is the oracle)', async () => {
    const fc = (await import('fast-check')).default;
    const soup = fc.array(fc.constantFrom(':', '/', '?', '#', '//', 'a', 'h', '%', '\n', '\uD800', '\u00e9', 'x:'), { maxLength: 14 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(fc.oneof(soup, fc.string()), (s) => {
        const m = APPENDIX_B.exec(s)!;
        expect(split3986(s)).toEqual({ scheme: m[2] ?? null, authority: m[4] ?? null, path: m[5] ?? '', query: m[7] ?? null, fragment: m[9] ?? null });
      }),
      { numRuns: 3000, seed: 20261123 },
    );
  });
});

describe('strict: true validates both inputs under the rfc3986 grammar', () => {
  it('resolves valid inputs as before, and reports an invalid base or reference with the parser\'s report', () => {
    expect(resolve3986('http://a/b/c/d;p?q', '../g', { strict: true }).href).toBe('http://a/b/g');
    // Left out, any string resolves (RFC 3986 §5.2 splits with Appendix B).
    expect(resolve3986('http://a/b/c/d;p?q', 'g h').href).toBe('http://a/b/c/g h');
    const bad = (base: string, ref: string) => {
      try {
        resolve3986(base, ref, { strict: true });
        return null;
      } catch (e) {
        if (!(e instanceof ResolutionError)) throw e;
        return [e.code, e.index, e.report?.code];
      }
    };
    expect(bad('http://a/b/c/d;p?q', 'g h')).toEqual(['reference.syntax', 1, 'char.space']);
    expect(bad('http://a/b#f', 'g')).toEqual(['base.syntax', 10, 'char.unsafe']); // an absolute-URI has no fragment
    expect(bad('http://a b/', 'g')).toEqual(['base.syntax', 8, 'char.space']);
    expect(bad('http://a/b/c/d;p?q', 'http://[::1/')).toEqual(['reference.syntax', 11, 'ipv6.unclosed']);
  });
});

describe('a target keeps its meaning (issue 25): "/." before a path that would read as an authority', () => {
  it.each([
    ['f:/a', './/g', 'f:/.//g'],
    ['x:', './//C:::', 'x:/.//C:::'],
    ['f:/a/b', '..//g', 'f:/.//g'],
    ['f:/a', '/..//g', 'f:/.//g'],
  ])('%s + %s = %s, with a warning; the target parses, and re-resolves to itself', (base, ref, href) => {
    const r = resolve3986(base, ref, { strict: true });
    expect(r.href).toBe(href);
    expect(r.warnings.map((w) => w.code)).toEqual(['path.dot-inserted']);
    expect(r.warnings[0]!.message).toContain('"/."');
    expect(r.steps.some((s) => s.rule.startsWith('RFC 3986 §3.3'))).toBe(true);
    expect(resolve3986(href, '').href).toBe(href);
    expect(resolve3986(base, ref).parts.authority).toBeNull();
  });
  it('no warning where the literal result keeps its meaning', () => {
    expect(resolve3986('http://a/b/c/d;p?q', '../g').warnings).toEqual([]);
    expect(resolve3986('http://a/b', '//g')).toMatchObject({ href: 'http://g', warnings: [] });
  });
});
