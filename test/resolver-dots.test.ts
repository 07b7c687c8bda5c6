import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dotPathsForTest, removeDotSegments } from '../src/resolver/dots.js';
import type { Rfc3986DotStep } from '../src/resolver/types.js';

/**
 * RFC 3986 §5.2.4, the two worked examples, verbatim ("showing the state of the two buffers after
 * each step"). Each row is `STEP  OUTPUT BUFFER  INPUT BUFFER`.
 */
const RFC3986_5_2_4_TABLES: readonly string[] = [
  `
      STEP   OUTPUT BUFFER         INPUT BUFFER

       1 :                         /a/b/c/./../../g
       2E:   /a                    /b/c/./../../g
       2E:   /a/b                  /c/./../../g
       2E:   /a/b/c                /./../../g
       2B:   /a/b/c                /../../g
       2C:   /a/b                  /../g
       2C:   /a                    /g
       2E:   /a/g
`,
  `
      STEP   OUTPUT BUFFER         INPUT BUFFER

       1 :                         mid/content=5/../6
       2E:   mid                   /content=5/../6
       2E:   mid/content=5         /../6
       2C:   mid                   /6
       2E:   mid/6
`,
];

/** Reads a table by its columns: STEP is columns 7-9, OUTPUT BUFFER 13-34, INPUT BUFFER 35 on. */
function readTable(table: string): { path: string; rows: [string, string, string][] } {
  const lines = table.split('\n').filter((l) => /^\s+(\d[A-E ]):/.test(l));
  const rows = lines.map((l): [string, string, string] => [
    l.slice(7, 9).trim(),
    l.slice(13, 35).trim(),
    l.slice(35).trim(),
  ]);
  return { path: rows[0]![2], rows };
}

function rowsOf(steps: readonly Rfc3986DotStep[]): [string, string, string][] {
  return steps.map((s) => [s.rule.replace('RFC 3986 §5.2.4 ', ''), s.after.output, s.after.input]);
}

describe('RFC 3986 §5.2.4 worked examples, line by line', () => {
  for (const table of RFC3986_5_2_4_TABLES) {
    const { path, rows } = readTable(table);
    it(`remove_dot_segments(${JSON.stringify(path)})`, () => {
      const result = removeDotSegments(path, { spec: 'rfc3986' });
      expect(rowsOf(result.steps)).toEqual(rows);
      expect(result.path).toBe(rows[rows.length - 1]![1]);
      // Each step's `before` is the previous step's `after`.
      for (let i = 1; i < result.steps.length; i++) {
        expect(result.steps[i]!.before).toEqual(result.steps[i - 1]!.after);
      }
    });
  }
});

/** RFC 3986 §5.2.4 rules 2A to 2E, one row per rule and branch: path, expected, rules used. */
const RFC3986_RULES: readonly [string, string, string][] = [
  ['../a', 'a', 'A E'],
  ['./a', 'a', 'A E'],
  ['/./a', '/a', 'B E'],
  ['/a/.', '/a/', 'E B E'],
  ['/a/../b', '/b', 'E C E'],
  ['/a/..', '/', 'E C E'],
  ['.', '', 'D'],
  ['..', '', 'D'],
  ['a/b', 'a/b', 'E E'],
  ['/..', '/', 'C E'],
  ['/a//../b', '/a/b', 'E E C E'],
  ['...', '...', 'E'],
  ['/.a/..b/a../b./', '/.a/..b/a../b./', 'E E E E E'],
];

describe('RFC 3986 §5.2.4 rules', () => {
  it.each(RFC3986_RULES)('%j -> %j by %s', (path, expected, rules) => {
    const result = removeDotSegments(path);
    expect(result.path).toBe(expected);
    expect(result.steps.slice(1).map((s) => s.rule.slice(-1)).join(' ')).toBe(rules);
  });
});

/**
 * RFC 1808 §4 step 6, rules a) to d), on the paths of RFC 1808 §5 (base path "b/c/d" without its
 * initial slash, as §2.4.6 parses it, merged with the reference's path), plus the cases the rules
 * leave alone.
 */
const RFC1808_RULES: readonly [string, string, string, string][] = [
  // [merged path, expected, rules applied, why]
  ['b/c/g', 'b/c/g', '', 'g: no dot segment'],
  ['b/c/./g', 'b/c/g', 'a', './g'],
  ['b/c/.', 'b/c/', 'b', '.: b) removes a final "." and keeps its slash'],
  ['b/c/./', 'b/c/', 'a', './: a) removes "./"'],
  ['b/c/..', 'b/', 'd', '..: d) removes a final "c/.."'],
  ['b/c/../', 'b/', 'c', '../: c)'],
  ['b/c/../g', 'b/g', 'c', '../g'],
  ['b/c/../..', '', 'c d', '../..: c) then d)'],
  ['b/c/../../', '', 'c c', '../../: c) twice, leftmost first'],
  ['b/c/../../g', 'g', 'c c', '../../g'],
  ['b/c/../../../g', '../g', 'c c', '../../../g: the leading ".." stays (http://a/../g)'],
  ['b/c/../../../../g', '../../g', 'c c', '../../../../g (http://a/../../g)'],
  ['b/c/g.', 'b/c/g.', '', 'g.: not a complete segment'],
  ['b/c/.g', 'b/c/.g', '', '.g'],
  ['b/c/g..', 'b/c/g..', '', 'g..'],
  ['b/c/..g', 'b/c/..g', '', '..g'],
  ['b/c/./../g', 'b/g', 'a c', './../g'],
  ['b/c/./g/.', 'b/c/g/', 'a b', './g/.'],
  ['b/c/g/./h', 'b/c/g/h', 'a', 'g/./h'],
  ['b/c/g/../h', 'b/c/h', 'c', 'g/../h'],
  ['/../g', '/../g', '', 'a leading slash is not part of the path (§2.4.6): /../g stays, as in §5.2'],
  ['..', '..', '', 'a lone ".." with nothing to remove stays'],
  ['../..', '../..', '', '"../.." stays: <segment> must not be ".."'],
  ['a/../..', '..', 'c', 'c) removes "a/../", the final ".." stays'],
  ['.', '', 'b', '"." alone'],
  ['./', '', 'a', '"./" alone'],
  ['a//../b', 'a/b', 'c', 'an empty segment is a complete segment'],
];

describe('RFC 1808 §4 step 6 rules a) to d)', () => {
  it.each(RFC1808_RULES)('%j -> %j by [%s] (%s)', (path, expected, rules) => {
    const result = removeDotSegments(path, { spec: 'rfc1808' });
    expect(result.path).toBe(expected);
    expect(result.steps.map((s) => s.rule.slice(-1)).join(' ')).toBe(rules);
    for (const s of result.steps) expect(s.spec).toBe('rfc1808');
    if (result.steps.length > 0) {
      expect(result.steps[0]!.before).toBe(path);
      expect(result.steps[result.steps.length - 1]!.after).toBe(expected);
    }
    for (let i = 1; i < result.steps.length; i++) {
      expect(result.steps[i]!.before).toBe(result.steps[i - 1]!.after);
    }
  });

  it('rule c) iterates leftmost first, one step per removal', () => {
    const steps = removeDotSegments('a/b/../c/../../d', { spec: 'rfc1808' }).steps;
    expect(steps.map((s) => [s.before, s.after])).toEqual([
      ['a/b/../c/../../d', 'a/c/../../d'],
      ['a/c/../../d', 'a/../d'],
      ['a/../d', 'd'],
    ]);
  });
});

describe('steps', () => {
  it('are plain data through toJSON, and read the same through their getters', () => {
    const [, second] = removeDotSegments('/a/../b').steps;
    expect(JSON.parse(JSON.stringify(second))).toEqual({
      spec: 'rfc3986', rule: 'RFC 3986 §5.2.4 2E',
      before: { output: '', input: '/a/../b' }, after: { output: '/a', input: '/../b' },
    });
    expect(second!.after).toEqual({ output: '/a', input: '/../b' });
    const [c] = removeDotSegments('a/../b', { spec: 'rfc1808' }).steps;
    expect(JSON.parse(JSON.stringify(c))).toEqual({
      spec: 'rfc1808', rule: 'RFC 1808 §4 step 6c', before: 'a/../b', after: 'b',
    });
  });
});

describe('linear time', () => {
  const n = 100_000;
  const cases: [string, string][] = [
    ['../'.repeat(n), 'n × "../"'],
    ['/..'.repeat(n), 'n × "/.."'],
    ['a/'.repeat(n) + '../'.repeat(n) + 'g', 'n segments then n × "../"'],
    ['/a'.repeat(n) + '/.'.repeat(n) + '/..'.repeat(n), 'n segments, n × "/.", n × "/.."'],
    ['x/'.repeat(n) + './'.repeat(n) + '..', 'n segments, n × "./", ".."'],
  ];
  for (const spec of ['rfc1808', 'rfc3986'] as const) {
    for (const [path, label] of cases) {
      it(`${spec}: ${label} (${path.length} characters), traced and untraced`, () => {
        const traced = removeDotSegments(path, { spec });
        const untraced = removeDotSegments(path, { spec, trace: false });
        expect(untraced.path).toBe(traced.path);
        expect(untraced.steps).toHaveLength(0);
        // Counted, not timed (DECISIONS 36): the rules applied are at most one per character of
        // the input (each consumes some of it); a quadratic copy of ~10^10 characters is the
        // test's timeout, and the time is `npm run bench -- --ladder`.
        expect(traced.steps.length).toBeLessThanOrEqual(path.length + 1);
        // Reading one step's strings costs one buffer, not the whole table.
        const last = traced.steps[traced.steps.length - 1];
        if (last !== undefined) expect(typeof JSON.stringify(last)).toBe('string');
      });
    }
  }

  it('rfc3986 on n × "../" records one step 2A per prefix', () => {
    const result = removeDotSegments('../'.repeat(n));
    expect(result.path).toBe('');
    expect(result.steps).toHaveLength(n + 1);
    expect(result.steps[n]!.rule).toBe('RFC 3986 §5.2.4 2A');
  });
});

// ---------------------------------------------------------------------------------------------
// Laws
// ---------------------------------------------------------------------------------------------

/** Paths built from segments where dots are common: "", ".", "..", "a", ".a", "a.", "...". */
const segment = fc.constantFrom('', '.', '..', '.', '..', 'a', 'b', '.a', 'a.', '...', '..a');
const path = fc
  .tuple(fc.boolean(), fc.array(segment, { maxLength: 12 }))
  .map(([absolute, segments]) => (absolute ? '/' : '') + segments.join('/'));

const completeDotSegment = (p: string) => p.split('/').some((s) => s === '.' || s === '..');

describe('laws (fast-check)', () => {
  // removeDotSegments computes the path with its own loop over segment boundaries and runs the
  // traced rules (the ones the steps cite) only when `steps` is read: both must give one path.
  it.each(['rfc1808', 'rfc3986'] as const)('%s: the path alone equals the traced run\'s path, and the last step\'s', (spec) => {
    const any = fc.oneof(path, fc.array(fc.constantFrom('/', '.', 'a', '%', ';'), { maxLength: 16 }).map((cs) => cs.join('')));
    fc.assert(
      fc.property(any, (p) => {
        const [fast, traced] = dotPathsForTest(p, spec);
        const r = removeDotSegments(p, { spec });
        const last = r.steps.at(-1);
        const lastPath = last === undefined ? p : typeof last.after === 'string' ? last.after : last.after.output + last.after.input;
        return fast === traced && r.path === fast && lastPath === fast;
      }),
      { numRuns: 5000 },
    );
  });

  it('rfc3986: no complete "." or ".." segment remains', () => {
    fc.assert(
      fc.property(path, (p) => !completeDotSegment(removeDotSegments(p, { trace: false }).path)),
      { numRuns: 2000 },
    );
  });

  it('rfc3986: idempotent', () => {
    fc.assert(
      fc.property(path, (p) => {
        const once = removeDotSegments(p, { trace: false }).path;
        return removeDotSegments(once, { trace: false }).path === once;
      }),
      { numRuns: 2000 },
    );
  });

  it('rfc1808: idempotent', () => {
    fc.assert(
      fc.property(path, (p) => {
        const once = removeDotSegments(p, { spec: 'rfc1808', trace: false }).path;
        return removeDotSegments(once, { spec: 'rfc1808', trace: false }).path === once;
      }),
      { numRuns: 2000 },
    );
  });

  it('rfc1808: the only complete dot segments left are leading ".." segments', () => {
    fc.assert(
      fc.property(path, (p) => {
        const out = removeDotSegments(p, { spec: 'rfc1808', trace: false }).path;
        const segments = (out.startsWith('/') ? out.slice(1) : out).split('/');
        let i = 0;
        while (segments[i] === '..') i++;
        return !segments.slice(i).some((s) => s === '.' || s === '..');
      }),
      { numRuns: 2000 },
    );
  });

  it('both: segments without dots pass through unchanged', () => {
    const plain = fc.array(fc.constantFrom('a', 'b.c', '', '.a', 'a..'), { maxLength: 8 }).map((s) => s.join('/'));
    fc.assert(
      fc.property(plain, (p) =>
        removeDotSegments(p, { trace: false }).path === p &&
        removeDotSegments(p, { spec: 'rfc1808', trace: false }).path === p,
      ),
    );
  });

  it('traced and untraced agree, and the steps chain from the input to the result', () => {
    fc.assert(
      fc.property(path, fc.constantFrom('rfc1808' as const, 'rfc3986' as const), (p, spec) => {
        const traced = removeDotSegments(p, { spec });
        const untraced = removeDotSegments(p, { spec, trace: false });
        if (traced.path !== untraced.path) return false;
        if (spec === 'rfc3986') {
          const steps = traced.steps as readonly Rfc3986DotStep[];
          const last = steps[steps.length - 1]!;
          return steps[0]!.after.input === p && last.after.input === '' && last.after.output === traced.path;
        }
        return true;
      }),
      { numRuns: 1000 },
    );
  });
});
