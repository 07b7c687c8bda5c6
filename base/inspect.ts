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
  // Defined once per object (a report gets three lazy properties).
  if (Object.hasOwn(obj, INSPECT) && (obj as { [INSPECT]?: unknown })[INSPECT] === resolvedView) return obj;
  // (An accessor, shared by every object, that gives the hook: defining an accessor costs less
  // than defining a data property that is not enumerable, and a report defines several.)
  Object.defineProperty(obj, INSPECT, { get: hookOf, configurable: true });
  return obj;
}

/** The getter of the printing hook: the same function for every object. */
function hookOf(): typeof resolvedView {
  return resolvedView;
}

/**
 * Gives `obj` the lazy property `key`: a getter that runs `make` on first read and returns that
 * value on every read after (`make` runs at most once). Every lazy property of the package is made
 * here, with one semantics: the property stays a getter (it does not replace itself), is
 * configurable (a caller may redefine it), and is enumerable unless `enumerable: false` (so that
 * `JSON.stringify` and deep equality see an enumerable one's value); `obj` prints with its
 * enumerable getters read (`printsResolved`). Returns `obj`.
 *
 * @example
 * ```ts
 * const o = lazyProperty({ a: 1 }, 'b', () => 2);
 * JSON.stringify(o); // '{"a":1,"b":2}'
 * ```
 */
export function lazyProperty<T extends object, K extends string, V>(obj: T, key: K, make: () => V, options: { readonly enumerable?: boolean } = {}): T & { readonly [P in K]: V } {
  slotsFor(obj)[key] = { make, value: undefined };
  Object.defineProperty(obj, key, { enumerable: options.enumerable ?? true, configurable: true, get: getterOf(key) });
  return obj as T & { readonly [P in K]: V };
}

/**
 * Gives `obj` the property `key` with `value`, as a lazy property already read (`lazyProperty`'s
 * getter, which returns it): for a value that is sometimes made on first read and sometimes known
 * when the object is made (a report's `components`, which its classification may have read), so
 * that the property is the same kind of property either way. Returns `obj`.
 *
 * @example
 * ```ts
 * const o = lazyValue({ a: 1 }, 'b', 2, { enumerable: false });
 * o.b; // 2
 * ```
 */
export function lazyValue<T extends object, K extends string, V>(obj: T, key: K, value: V, options: { readonly enumerable?: boolean } = {}): T & { readonly [P in K]: V } {
  slotsFor(obj)[key] = { make: null, value };
  Object.defineProperty(obj, key, { enumerable: options.enumerable ?? true, configurable: true, get: getterOf(key) });
  return obj as T & { readonly [P in K]: V };
}

/** A lazy value: `make` until it ran (then null), and what it gave. */
interface Slot {
  make: (() => unknown) | null;
  value: unknown;
}

/** An object's lazy values by key (an object whose prototype has no keys: none is inherited). */
type Slots = Record<string, Slot | undefined>;
const NO_KEYS = Object.create(null) as object;

/**
 * Where an object's lazy values are kept: a private field that `Slotted` gives the object (a class
 * field on any object, through a base constructor that returns it). It is no property: keys,
 * symbols, spread, `JSON.stringify`, `structuredClone` and deep equality do not see it, and it
 * costs a store (a non-enumerable property under a symbol is defined through a runtime call, as
 * much as the getters it serves). The getters are shared, one per key (`getterOf`): a getter made
 * per object would be an accessor V8 cannot share between objects, whose closure (with the whole
 * object it was made for) lives in the object's hidden class, outside the young generation, and
 * outlives every short-lived report until a full collection.
 */
class Adopting {
  constructor(obj: object) {
    return obj;
  }
}
class Slotted extends Adopting {
  #slots: Slots;
  /** Gives `obj` its slots (once). */
  constructor(obj: object, slots: Slots) {
    super(obj);
    this.#slots = slots;
  }
  /** `obj`'s slots, else undefined. */
  static of(obj: object): Slots | undefined {
    return #slots in obj ? obj.#slots : undefined;
  }
}

/** `obj`'s slots, made (with the hook that prints it resolved) on its first lazy property. */
function slotsFor(obj: object): Slots {
  let slots = Slotted.of(obj);
  if (slots === undefined) {
    new Slotted(obj, (slots = Object.create(NO_KEYS) as Slots));
    printsResolved(obj);
  }
  return slots;
}

/** The shared getter of lazy property `key`, by key. */
const getters = new Map<string, () => unknown>();

function getterOf(key: string): () => unknown {
  let g = getters.get(key);
  if (g === undefined) {
    g = function (this: object): unknown {
      const slot = Object(this) === this ? Slotted.of(this)?.[key] : undefined;
      if (slot === undefined) return undefined;
      if (slot.make !== null) {
        const make = slot.make;
        slot.value = make();
        slot.make = null;
      }
      return slot.value;
    };
    getters.set(key, g);
  }
  return g;
}

/** A plain copy of `this` with every own enumerable string-keyed property read. */
function resolvedView(this: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const k of Object.keys(this)) view[k] = this[k];
  return view;
}
