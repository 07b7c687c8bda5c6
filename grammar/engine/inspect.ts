/**
 * Printing objects that have lazy properties. A report's `fixes`, an AST node's `children` past 32
 * repetitions, a trace's `steps` and `dots` are enumerable getters that compute their value on
 * first read; Node's `util.inspect` (and so `console.log`) shows a getter as `[Getter]`. Such an
 * object gets, as a non-enumerable property, the hook `util.inspect` looks for under
 * `Symbol.for('nodejs.util.inspect.custom')`: a plain symbol of the language (no Node API is
 * touched; Deno and Bun read it too, browsers ignore it), whose function returns a copy of the
 * object with every enumerable property read, which `util.inspect` then prints as it would any
 * object. `Object.keys`, `JSON.stringify` and deep equality do not see it.
 *
 * @module
 */

/** The key under which Node's `util.inspect` looks for an object's own way of being printed. */
export const INSPECT: unique symbol = Symbol.for('nodejs.util.inspect.custom') as never;

/**
 * Makes `obj` print, under `util.inspect` and `console.log`, with its enumerable getters read (the
 * lazy values computed, as a first read would compute them), instead of `[Getter]`. Returns `obj`.
 */
export function printsResolved<T extends object>(obj: T): T {
  Object.defineProperty(obj, INSPECT, { value: resolvedView, writable: true, configurable: true });
  return obj;
}

/** A plain copy of `this` with every own enumerable string-keyed property read. */
function resolvedView(this: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const k of Object.keys(this)) view[k] = this[k];
  return view;
}
