/**
 * Reading the CPython oracle fixtures (test/oracle/gen_*.py). Value encoding, as the generators
 * write it: JSON scalars as themselves; `{ str16 }` a string as UTF-16 code units (so lone
 * surrogates survive JSON); `{ bytes }`, `{ tuple }`, `{ dict }` (pairs), `{ float }`, `{ int }`
 * (a big integer as a string), `{ fn }` (a function named by the test).
 */
import { readFileSync } from 'node:fs';

/** A JSON value as the fixtures hold it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One recorded call: its arguments, and CPython's result or exception. */
export interface Case {
  fn: string;
  args: Json[];
  kwargs: Record<string, Json>;
  result?: Json;
  error?: { type: string; message: string };
}

/** A fixture file: the Python version that wrote it, and its cases. */
export interface Fixture {
  python: string;
  cases: Case[];
}

/** Loads `test/oracle/fixtures/<name>.json`. */
export function loadFixture(name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Fixture;
}

/** Decodes a fixture value to its JavaScript counterpart; `fns` resolves `{ fn }` values. */
export function py(v: Json, fns: Record<string, unknown> = {}): unknown {
  if (Array.isArray(v)) return v.map((x) => py(x, fns));
  if (v === null || typeof v !== 'object') return v;
  if ('str16' in v) return String.fromCharCode(...(v.str16 as number[]));
  if ('bytes' in v) return new Uint8Array(v.bytes as number[]);
  if ('tuple' in v) return (v.tuple as Json[]).map((x) => py(x, fns));
  if ('dict' in v) return new Map((v.dict as Json[][]).map(([k, x]) => [py(k as Json, fns), py(x as Json, fns)]));
  if ('float' in v) return Number(String(v.float).replace(/^(-?)inf$/, '$1Infinity').replace('nan', 'NaN'));
  if ('int' in v) return BigInt(v.int as string);
  if ('fn' in v && (v.fn as string) in fns) return fns[v.fn as string];
  throw new Error(`unknown fixture value ${JSON.stringify(v)}`);
}

/** A stable text form of a value, bytes included. */
export const show = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? { int: String(x) } : x instanceof Uint8Array ? { bytes: [...x] } : x));

/**
 * Runs every case of the named functions; returns one line per disagreement with CPython, and one
 * per listed divergence (`diverges` returns its reason) that no longer occurs.
 */
export function disagreements(
  fixture: Fixture,
  fns: Record<string, (c: Case) => unknown>,
  diverges: (c: Case) => string | null,
  options: { expected?: (c: Case, value: unknown) => unknown; values?: Record<string, unknown> } = {},
): string[] {
  const expected = options.expected ?? ((_c: Case, value: unknown) => value);
  const dec = (v: Json) => py(v, options.values);
  const out: string[] = [];
  for (const c of fixture.cases) {
    const run = fns[c.fn];
    if (run === undefined) continue;
    let got: string;
    try {
      got = 'result ' + show(run(c));
    } catch (e) {
      // ArgumentError is CPython's TypeError (it extends TypeError): compared under Python's name.
      got = `error ${e instanceof TypeError ? 'TypeError' : (e as Error).name}: ${(e as Error).message}`;
    }
    const want = c.error ? `error ${c.error.type}: ${c.error.message}` : 'result ' + show(expected(c, dec(c.result as Json)));
    const reason = diverges(c);
    const call = `${c.fn}(${show(c.args.map(dec))}, ${show(c.kwargs)})`;
    if (reason === null && got !== want) out.push(`${call}: want ${want}, got ${got}`);
    else if (reason !== null && got === want) out.push(`${call}: listed divergence no longer occurs (${reason})`);
  }
  return out;
}
