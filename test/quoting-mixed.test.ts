/**
 * The quoting and query functions on long mixed inputs give exactly CPython's answers: CPython's
 * own antagonistic `unquote` input (`'\u0141%%%20a%fe' * 100000`, bench/cases.ts MIXED_UNIT) and
 * variants with every error handler, lone surrogates, runs long enough for the native UTF-8
 * decoder, and the query forms. The expected values come from the `python3` on the PATH
 * (test/oracle/gen_mixed.py, skipped without one). bench/run.ts times the same inputs.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIXED_QUERY_UNIT, MIXED_UNIT } from '../bench/cases.js';
import * as api from '../src/index.js';

const hasPython = spawnSync('python3', ['--version']).status === 0;
const GENERATOR = fileURLToPath(new URL('./oracle/gen_mixed.py', import.meta.url));

type Kwargs = Record<string, unknown>;
type Call = [fn: string, unit: string, repeats: number, kwargs: Kwargs, asBytes: boolean];

const SURROGATE_UNIT = MIXED_UNIT + '\udcfe';
/** An ASCII run of 300 percent-decoded bytes with one bad byte: over the native-decoder threshold. */
const LONG_RUN_UNIT = '%e2%82%ac'.repeat(100) + '%fe%C3' + 'x%c3%a9'.repeat(50) + '\u0141';

const CALLS: Call[] = [
  ['unquote', MIXED_UNIT, 100_000, {}, false],
  ['unquote', SURROGATE_UNIT, 1000, {}, false],
  ['unquote_plus', MIXED_UNIT + '+', 1000, {}, false],
  ['unquote_to_bytes', MIXED_UNIT, 1000, {}, false],
  ['unquote_to_bytes', MIXED_UNIT, 1000, {}, true],
  ['unquote', LONG_RUN_UNIT, 3, {}, false],
  ['unquote', LONG_RUN_UNIT, 3, { errors: 'strict' }, false],
  ['unquote', LONG_RUN_UNIT, 3, { errors: 'backslashreplace' }, false],
  ['unquote', LONG_RUN_UNIT.replace('%fe%C3', ''), 3, { errors: 'strict' }, false],
  ['quote', MIXED_UNIT, 1000, {}, false],
  ['quote', MIXED_UNIT + '\u{1F600} /', 1000, { safe: '%' }, false],
  ['quote_plus', MIXED_UNIT + ' +/', 1000, {}, false],
  ['quote_plus', MIXED_UNIT + ' +/', 1000, { safe: '/+' }, false],
  ['quote', SURROGATE_UNIT, 1000, {}, false],
  ['quote', SURROGATE_UNIT, 1000, { errors: 'surrogateescape' }, false],
  ['quote', SURROGATE_UNIT, 1000, { encoding: 'latin-1', errors: 'xmlcharrefreplace' }, false],
  ['quote_from_bytes', MIXED_UNIT, 1000, {}, true],
  ['parse_qs', MIXED_QUERY_UNIT, 1000, {}, false],
  ['parse_qsl', MIXED_QUERY_UNIT, 1000, { keep_blank_values: true }, false],
  ['parse_qsl', MIXED_UNIT, 1000, { keep_blank_values: true }, false],
  ['parse_qsl', MIXED_QUERY_UNIT, 1000, { encoding: 'latin-1' }, false],
  ['urlencode', MIXED_UNIT, 1000, {}, false],
  ['urlencode', SURROGATE_UNIT, 1000, { errors: 'backslashreplace' }, false],
];
for (const errors of ['strict', 'ignore', 'backslashreplace', 'surrogateescape']) {
  CALLS.push(['unquote', MIXED_UNIT, 1000, { errors }, false]);
  CALLS.push(['unquote', MIXED_UNIT, 1000, { encoding: 'ascii', errors }, false]);
}
CALLS.push(['unquote', MIXED_UNIT, 1000, { encoding: 'latin-1' }, false]);

const hex = (b: Uint8Array): { hex: string } => ({ hex: Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('') });

/** Our answer in the generator's JSON shape. */
function ours([fn, unit, repeats, kwargs, asBytes]: Call): unknown {
  const s = unit.repeat(repeats);
  const x = asBytes ? new TextEncoder().encode(s) : s;
  const shape = (v: unknown): unknown =>
    v instanceof Uint8Array ? hex(v) : Array.isArray(v) ? v.map(shape) : v;
  try {
    switch (fn) {
      case 'parse_qs':
        return { result: Object.entries(api.parse_qs(x as string, kwargs)).map(([k, v]) => [k, shape(v)]) };
      case 'urlencode':
        return { result: api.urlencode([[x, x]], kwargs) };
      case 'unquote_to_bytes':
        return { result: shape(api.unquote_to_bytes(x)) };
      default:
        return { result: shape((api as unknown as Record<string, (a: unknown, k: Kwargs) => unknown>)[fn]!(x, kwargs)) };
    }
  } catch (e) {
    return { error: [e instanceof TypeError ? 'TypeError' : (e as Error).name, (e as Error).message] }; // ArgumentError is Python's TypeError
  }
}

describe.skipIf(!hasPython)('mixed inputs: exactly CPython', () => {
  const py = spawnSync('python3', [GENERATOR], { input: JSON.stringify(CALLS), maxBuffer: 1 << 28, encoding: 'utf8' });
  const answers = py.status === 0 ? (JSON.parse(py.stdout) as unknown[]) : [];

  it('python3 answers every call', () => {
    expect(py.status, py.stderr).toBe(0);
    expect(answers.length).toBe(CALLS.length);
  });

  it.each(CALLS.map((c, i) => [i, c[0], JSON.stringify(c[1]).slice(0, 40), c[2], JSON.stringify(c[3]), c[4]] as const))(
    '#%i %s(%s * %i, %s) bytes=%s',
    (i) => {
      const got = ours(CALLS[i]!);
      // Compare as JSON text: one long string each, and a short message on failure.
      const a = JSON.stringify(got);
      const b = JSON.stringify(answers[i]);
      if (a !== b) {
        let k = 0;
        while (k < a.length && a[k] === b[k]) k++;
        expect(a.slice(Math.max(0, k - 60), k + 60)).toBe(b.slice(Math.max(0, k - 60), k + 60));
      }
      expect(a === b).toBe(true);
    },
  );
});
