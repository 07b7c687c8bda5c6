/**
 * The value encoding of the urllib oracle (test/oracle/gen_urllib.py): fixture JSON to JavaScript
 * values and back, and the answer of a call in the generator's shape.
 */
import { DefragResult, DefragResultBytes, NetlocResultBytes, NetlocResultStr } from '../../src/urllib/index.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Answer = { result: Json } | { error: { type: string; message: string } };

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Fixture JSON to a JavaScript value: `{str16}` to a string, `{bytes}` to a Uint8Array. */
export function fromPy(v: Json): unknown {
  if (Array.isArray(v)) return v.map(fromPy);
  if (v === null || typeof v !== 'object') return v;
  if ('str16' in v) return String.fromCharCode(...(v.str16 as number[]));
  if ('bytes' in v) return new Uint8Array(v.bytes as number[]);
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fromPy(x)]));
}

/** A JavaScript value as fixture JSON. */
export function toPy(v: unknown): Json {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return LONE_SURROGATE.test(v) ? { str16: Array.from({ length: v.length }, (_, i) => v.charCodeAt(i)) } : v;
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Uint8Array) return { bytes: [...v] };
  if (v instanceof DefragResult || v instanceof DefragResultBytes) {
    return { fields: [...v].map(toPy), geturl: answerOf(() => v.geturl()) };
  }
  if (v instanceof NetlocResultStr || v instanceof NetlocResultBytes) {
    const r = v as NetlocResultStr & { geturl(): unknown };
    return {
      fields: [...r].map(toPy), username: toPy(r.username), password: toPy(r.password), hostname: toPy(r.hostname),
      port: answerOf(() => r.port), geturl: answerOf(() => r.geturl()),
    };
  }
  if (Array.isArray(v)) return v.map(toPy);
  throw new Error(`cannot encode ${String(v)}`);
}

/** The answer of a call: its result as fixture JSON, or its error's Python class and message. */
export function answerOf(f: () => unknown): Answer {
  let value: unknown;
  try {
    value = f();
  } catch (e) {
    // ArgumentError is CPython's TypeError (it extends TypeError): compare it under Python's name.
    return { error: { type: e instanceof TypeError ? 'TypeError' : (e as Error).name, message: (e as Error).message } };
  }
  return { result: toPy(value) };
}
