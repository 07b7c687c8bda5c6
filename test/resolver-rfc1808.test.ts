import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parse1808,
  recompose1808,
  resolve,
  resolve1808,
  ResolutionError,
  RFC1808_RESOLUTION_ERROR_CODES,
  type Rfc1808ResolutionErrorCode,
} from '../src/resolver/index.js';

/** RFC 1808 §5: "Within an object with a well-defined base URL of  Base: <URL:http://a/b/c/d;p?q#f>". */
const BASE = 'http://a/b/c/d;p?q#f';

/** RFC 1808 §5.1 Normal Examples, verbatim. */
const RFC1808_5_1 = `
      g:h        = <URL:g:h>
      g          = <URL:http://a/b/c/g>
      ./g        = <URL:http://a/b/c/g>
      g/         = <URL:http://a/b/c/g/>
      /g         = <URL:http://a/g>
      //g        = <URL:http://g>
      ?y         = <URL:http://a/b/c/d;p?y>
      g?y        = <URL:http://a/b/c/g?y>
      g?y/./x    = <URL:http://a/b/c/g?y/./x>
      #s         = <URL:http://a/b/c/d;p?q#s>
      g#s        = <URL:http://a/b/c/g#s>
      g#s/./x    = <URL:http://a/b/c/g#s/./x>
      g?y#s      = <URL:http://a/b/c/g?y#s>
      ;x         = <URL:http://a/b/c/d;x>
      g;x        = <URL:http://a/b/c/g;x>
      g;x?y#s    = <URL:http://a/b/c/g;x?y#s>
      .          = <URL:http://a/b/c/>
      ./         = <URL:http://a/b/c/>
      ..         = <URL:http://a/b/>
      ../        = <URL:http://a/b/>
      ../g       = <URL:http://a/b/g>
      ../..      = <URL:http://a/>
      ../../     = <URL:http://a/>
      ../../g    = <URL:http://a/g>
`;

/** RFC 1808 §5.2 Abnormal Examples, verbatim (the example lines; the prose between them is omitted). */
const RFC1808_5_2 = `
      <>            = <URL:http://a/b/c/d;p?q#f>

      ../../../g    = <URL:http://a/../g>
      ../../../../g = <URL:http://a/../../g>

      /./g          = <URL:http://a/./g>
      /../g         = <URL:http://a/../g>
      g.            = <URL:http://a/b/c/g.>
      .g            = <URL:http://a/b/c/.g>
      g..           = <URL:http://a/b/c/g..>
      ..g           = <URL:http://a/b/c/..g>

      ./../g        = <URL:http://a/b/g>
      ./g/.         = <URL:http://a/b/c/g/>
      g/./h         = <URL:http://a/b/c/g/h>
      g/../h        = <URL:http://a/b/c/h>

      http:g        = <URL:http:g>
      http:         = <URL:http:>
`;

interface Row {
  readonly reference: string;
  readonly expected: string;
}

/** Reads `ref = <URL:target>` rows; `<>` is the empty reference. */
function readRows(table: string): Row[] {
  const rows: Row[] = [];
  for (const line of table.split('\n')) {
    const m = /^\s+(\S+)\s+= <URL:([^>]*)>$/.exec(line);
    if (m) rows.push({ reference: m[1] === '<>' ? '' : m[1]!, expected: m[2]! });
  }
  return rows;
}

describe('the tables are verbatim', () => {
  it('every line is in the text of RFC 1808', () => {
    const text = readFileSync(new URL('../grammar/rfc/rfc1808.txt', import.meta.url), 'utf8');
    for (const line of (RFC1808_5_1 + RFC1808_5_2).split('\n').filter((l) => l.trim() !== '')) {
      expect(text).toContain(line);
    }
  });
});

describe('RFC 1808 §5.1 Normal Examples (every row, spec: rfc1808)', () => {
  const rows = readRows(RFC1808_5_1);
  it('has all 24 rows', () => expect(rows).toHaveLength(24));
  it.each(rows)('$reference = $expected', ({ reference, expected }) => {
    expect(resolve(BASE, reference, { spec: 'rfc1808' }).href).toBe(expected);
  });
});

describe('RFC 1808 §5.2 Abnormal Examples (every row, spec: rfc1808)', () => {
  const rows = readRows(RFC1808_5_2);
  it('has all 15 rows', () => expect(rows).toHaveLength(15));
  it.each(rows)('$reference = $expected', ({ reference, expected }) => {
    expect(resolve(BASE, reference, { spec: 'rfc1808' }).href).toBe(expected);
  });
});

describe('RFC 1808 §10 (appendix): the HTML BASE example', () => {
  it('../x against http://www.ics.uci.edu/Test/a/b/c', () => {
    expect(resolve1808('http://www.ics.uci.edu/Test/a/b/c', '../x').href).toBe('http://www.ics.uci.edu/Test/a/x');
  });
});

describe('components come from the RFC 1808 grammar (AST spans)', () => {
  it('the base of §5', () => {
    const r = parse1808(BASE);
    expect(r.ok && r.form).toBe('generic-RL');
    expect(r.ok && r.parts).toEqual({
      scheme: 'http', net_loc: 'a', path: '/b/c/d', params: 'p', query: 'q', fragment: 'f', opaque: null,
    });
  });
  it('an RFC 2732 net_loc, a params list with "/", and delimiters with nothing after them', () => {
    const r = parse1808('http://u@[::1]:80/a/;x=1/y;z?#');
    expect(r.ok && r.parts).toEqual({
      scheme: 'http', net_loc: 'u@[::1]:80', path: '/a/', params: 'x=1/y;z', query: '', fragment: '', opaque: null,
    });
  });
  it('relative forms: net_path, abs_path "/" alone, rel_path, empty', () => {
    const parts = (s: string) => {
      const r = parse1808(s);
      if (!r.ok) throw new Error(r.error.message);
      return [r.form, r.parts.net_loc, r.parts.path, r.parts.params, r.parts.query, r.parts.fragment];
    };
    expect(parts('//g')).toEqual(['relativeURL', 'g', '', null, null, null]);
    expect(parts('/')).toEqual(['relativeURL', null, '/', null, null, null]);
    expect(parts('g;x?y#s')).toEqual(['relativeURL', null, 'g', 'x', 'y', 's']);
    expect(parts('')).toEqual(['relativeURL', null, '', null, null, null]);
  });
  it('the opaque absoluteURL form: scheme ":" *( uchar | reserved )', () => {
    const r = parse1808('http://h//x?y#z');
    expect(r.ok && r.form).toBe('opaque');
    expect(r.ok && r.parts).toEqual({
      scheme: 'http', net_loc: null, path: '', params: null, query: null, fragment: 'z', opaque: '//h//x?y',
    });
  });
  it('recompose1808 is the inverse of parse1808', () => {
    for (const s of [BASE, 'http://h//x?y#z', '//g', '', 'g;x?y#s', 'http:', 'http://u@[::1]:80/a/;x=1/y;z?#', '/']) {
      const r = parse1808(s);
      expect(r.ok && recompose1808(r.parts)).toBe(s);
    }
  });
});

describe('RFC 1808 §4 decisions', () => {
  it('params do not take part in path resolution', () => {
    expect(resolve1808('ftp://h/a/b;type=d', 'c').href).toBe('ftp://h/a/c');
    expect(resolve1808('ftp://h/a/b/;type=d', 'c').href).toBe('ftp://h/a/b/c');
    expect(resolve1808(BASE, 'g;x=1/../y').href).toBe('http://a/b/c/g;x=1/../y');
  });
  it('fragments are inherited only by the entirely empty reference (step 2a)', () => {
    expect(resolve1808(BASE, '').href).toBe(BASE);
    expect(resolve1808(BASE, '?y').href).toBe('http://a/b/c/d;p?y');
    expect(resolve1808(BASE, ';x').href).toBe('http://a/b/c/d;x');
    expect(resolve1808(BASE, '#').href).toBe('http://a/b/c/d;p?q#');
  });
  it('empty components are inherited like absent ones (steps 3 and 5 test "non-empty")', () => {
    expect(resolve1808(BASE, '?').href).toBe('http://a/b/c/d;p?q');
    expect(resolve1808(BASE, ';').href).toBe('http://a/b/c/d;p?q');
    expect(resolve1808(BASE, ';?y').href).toBe('http://a/b/c/d;p?y');
    expect(resolve1808(BASE, '///g').href).toBe('http://a/g');
  });
  it('a delimiter the reference wrote is kept when nothing is inherited in its place', () => {
    expect(resolve1808(BASE, 'g?').href).toBe('http://a/b/c/g?');
    expect(resolve1808(BASE, 'g;').href).toBe('http://a/b/c/g;');
  });
  it('step 3 skips the dot rules after a net_loc, step 4 after a slash', () => {
    expect(resolve1808(BASE, '//g/./x').href).toBe('http://g/./x');
    expect(resolve1808(BASE, '/a/../g').href).toBe('http://a/a/../g');
  });
  it('step 7 puts a slash before a path that follows a net_loc (empty base path)', () => {
    const r = resolve1808('http://a', 'g');
    expect(r.href).toBe('http://a/g');
    expect(r.steps.map((s) => s.rule)).toContain(
      'RFC 1808 §4 step 7: a path after a <net_loc> is preceded by a slash (§2.2 net_path = "//" net_loc [ abs_path ]); the empty base path gave none',
    );
    expect(resolve1808('http://a', '../g').href).toBe('http://a/../g');
    expect(resolve1808('http://a', '.').href).toBe('http://a');
  });
  it('a base without a net_loc', () => {
    expect(resolve1808('http:d', 'g').href).toBe('http:g');
    expect(resolve1808('foo:/a/b', '../c').href).toBe('foo:/c');
  });
  it('an opaque absolute reference is absolute (step 2b): returned unchanged', () => {
    const r = resolve1808(BASE, 'http://h//x');
    expect(r.href).toBe('http://h//x');
    expect(r.parts.opaque).toBe('//h//x');
    expect(r.steps.at(-1)!.rule).toMatch(/^RFC 1808 §4 step 2b:/);
  });
  it('step 1: an empty base takes an absolute reference as it is', () => {
    const r = resolve1808('', 'http://x/./y');
    expect(r.href).toBe('http://x/./y');
    expect(r.steps.map((s) => s.rule.split(':')[0])).toEqual(['RFC 1808 §4 step 1']);
  });
  it('schemes differ in case: step 2b does not compare them', () => {
    expect(resolve1808(BASE, 'HTTP:g').href).toBe('HTTP:g');
  });
});

describe('the trace cites RFC 1808 §4 steps', () => {
  const label = (base: string, ref: string) => resolve1808(base, ref).steps.map((s) => s.rule.split(':')[0]);
  it('every step names its number, and nothing else', () => {
    for (const { reference } of [...readRows(RFC1808_5_1), ...readRows(RFC1808_5_2)]) {
      for (const s of resolve1808(BASE, reference).steps) {
        expect(s.rule).toMatch(/^RFC 1808 §4 step [1-7][a-d]?: /);
        for (const d of s.dots ?? []) expect(d.rule).toMatch(/^RFC 1808 §4 step 6[a-d]$/);
      }
    }
  });
  it('each branch', () => {
    const S = (n: string) => `RFC 1808 §4 step ${n}`;
    expect(label(BASE, '')).toEqual([S('1'), S('2'), S('2a')]);
    expect(label(BASE, 'g:h')).toEqual([S('1'), S('2'), S('2b')]);
    expect(label(BASE, '//g')).toEqual([S('1'), S('2'), S('2c'), S('3'), S('7')]);
    expect(label(BASE, '/g')).toEqual([S('1'), S('2'), S('2c'), S('3'), S('4'), S('7')]);
    expect(label(BASE, ';x')).toEqual([S('1'), S('2'), S('2c'), S('3'), S('4'), S('5'), S('5a'), S('7')]);
    expect(label(BASE, '?y')).toEqual([S('1'), S('2'), S('2c'), S('3'), S('4'), S('5'), S('5a'), S('5b'), S('7')]);
    expect(label(BASE, '#s')).toEqual([S('1'), S('2'), S('2c'), S('3'), S('4'), S('5'), S('5a'), S('5b'), S('7')]);
    expect(label(BASE, 'g')).toEqual([S('1'), S('2'), S('2c'), S('3'), S('4'), S('5'), S('6'), S('6'), S('7')]);
  });
  it('step 5 says which component it inherits or keeps', () => {
    const rules = resolve1808(BASE, '?y').steps.map((s) => s.rule);
    expect(rules).toContain("RFC 1808 §4 step 5a: the embedded URL's <params> is empty; it inherits the <params> of the base URL (if any)");
    expect(rules).toContain("RFC 1808 §4 step 5b: the embedded URL's <query> is non-empty; we skip to step 7");
  });
  it('step 6 carries the a) to d) steps of removeDotSegments(..., { spec: "rfc1808" })', () => {
    const step = (ref: string) => resolve1808(BASE, ref).steps.find((s) => s.dots !== undefined)!;
    const s = step('./g/../../../../g');
    expect(s.values).toEqual({ before: '/b/c/./g/../../../../g', path: '/../g' });
    expect(JSON.parse(JSON.stringify(s.dots))).toEqual([
      { spec: 'rfc1808', rule: 'RFC 1808 §4 step 6a', before: '/b/c/./g/../../../../g', after: '/b/c/g/../../../../g' },
      { spec: 'rfc1808', rule: 'RFC 1808 §4 step 6c', before: '/b/c/g/../../../../g', after: '/b/c/../../../g' },
      { spec: 'rfc1808', rule: 'RFC 1808 §4 step 6c', before: '/b/c/../../../g', after: '/b/../../g' },
      { spec: 'rfc1808', rule: 'RFC 1808 §4 step 6c', before: '/b/../../g', after: '/../g' },
    ]);
    expect(step('./g/.').dots!.map((d) => d.rule)).toEqual(['RFC 1808 §4 step 6a', 'RFC 1808 §4 step 6b']);
    expect(step('..').dots!.map((d) => d.rule)).toEqual(['RFC 1808 §4 step 6d']);
  });
  it('trace: false records no dot steps and resolves the same', () => {
    const r = resolve1808(BASE, '../../g', { trace: false });
    expect(r.href).toBe('http://a/g');
    expect(r.steps.every((s) => s.dots === undefined || s.dots.length === 0)).toBe(true);
  });
});

describe('errors (closed list, each with a case)', () => {
  /** [base, reference, input the error names, index, whether a report is attached] */
  const cases: Record<Rfc1808ResolutionErrorCode, readonly [string, string, string, number, boolean]> = {
    'base.empty': ['', 'g', 'g', 0, false],
    'base.syntax': ['http://a b/', 'g', 'http://a b/', 8, true],
    'base.not-absolute': ['/b/c/d;p?q', 'g', '/b/c/d;p?q', 0, false],
    'base.opaque': ['http://h//x', 'g', 'http://h//x', 9, true],
    'base.not-hierarchical': ['mailto:a@b', '?subject=x', 'mailto:a@b', 0, false],
    'reference.syntax': [BASE, '../a b', '../a b', 4, true],
  };
  it('every code has a case', () => {
    expect(Object.keys(cases).sort()).toEqual([...RFC1808_RESOLUTION_ERROR_CODES].sort());
  });
  it.each(Object.entries(cases))('%s', (code, [base, reference, input, index, hasReport]) => {
    let error: unknown;
    try {
      resolve(base, reference, { spec: 'rfc1808' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ResolutionError);
    const e = error as ResolutionError;
    expect(e.code).toBe(code);
    expect(e.input).toBe(input);
    expect(e.index).toBe(index);
    expect(e.reason).toMatch(/^RFC 1808 §/);
    expect(e.report !== null).toBe(hasReport);
    if (e.report !== null) expect(e.report.offset).toBe(index);
  });
  it('the base is checked before the reference, even an absolute or empty one', () => {
    expect(() => resolve1808('mailto:a@b', 'http://x/')).toThrow(/base\.not-hierarchical/);
    expect(() => resolve1808('NEWS:comp.lang', '')).toThrow(/base\.not-hierarchical/);
    expect(() => resolve1808('telnet://h/', 'x')).toThrow(/base\.not-hierarchical/);
    expect(() => resolve1808('/rel', 'a b')).toThrow(/base\.not-absolute/);
  });
  /** The error `f` throws: it must throw a ResolutionError (a call that returns fails the test). */
  const thrown = (f: () => unknown): ResolutionError => {
    let error: unknown = null;
    try {
      f();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ResolutionError);
    return error as ResolutionError;
  };
  it('the syntax reports are the parser\'s own', () => {
    const e = thrown(() => resolve1808(BASE, 'a{b'));
    expect(e.report).not.toBeNull();
    expect(e.report!.code).toBe('char.unsafe');
    expect(e.report!.grammar).toBe('rfc1808');
    expect(e.report!.offset).toBe(1);
  });
  it('the opaque base report is the generic-RL parse', () => {
    const e = thrown(() => resolve1808('http://h//x', 'g'));
    expect(e.report).not.toBeNull();
    expect(e.report!.grammar).toMatch(/generic-RL/);
  });
});

// A quadratic resolver would copy the 300,000-character path 100,000 times (minutes): the test's
// own timeout is the hang guard; the time of 10 KB against 100 KB is `npm run bench -- --ratios`.
describe('any length', () => {
  const ratio = (make: (n: number) => string) => {
    try {
      resolve1808(BASE, make(100_000));
    } catch (e) {
      if (!(e instanceof ResolutionError)) throw e; // a typed error is a result too
    }
  };
  it('100,000 "../" segments: 10x the input costs far less than 100x the time', () => {
    const make = (n: number) => '../'.repeat(n) + 'g';
    expect(resolve1808(BASE, make(100_000)).href).toBe('http://a/' + '../'.repeat(99_998) + 'g');
    ratio(make);
  }, 60_000);
  it('bad input of any length (a space after 100,000 "../")', () => {
    ratio((n) => '../'.repeat(n) + ' g');
  }, 60_000);
});
