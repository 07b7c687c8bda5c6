/**
 * Argument checking at the API boundary, shared by every export: the two errors a caller's
 * mistake raises, and the checks (a `typeof` or two per call) that raise them.
 *
 * - {@link ArgumentError} (a `TypeError`): an argument or option of the wrong type, or an
 *   options argument that is not an object. The urllib layer uses CPython's message where
 *   CPython raises `TypeError` for the same call.
 * - {@link GrammarError} (a `RangeError`): a name the API does not know, of the right type: a
 *   start symbol, a rule, a resolver or dot-segment spec.
 *
 * Conventions: an options argument that is `null` or `undefined` means the defaults; an option
 * that is `undefined` (or `null`, except where `null` is a meaningful value) means its default;
 * an own key the function does not know (a misspelt option: `{ grammer: 'rfc3986' }`) is an
 * {@link ArgumentError} with a "did you mean": each function declares its keys once, with
 * {@link optionsSpec}, and {@link optionsOf} checks the options against them.
 *
 * An option is an own, enumerable, string-keyed property (DECISIONS 34): {@link optionsOf} copies
 * the declared own keys, each read once, into a null-prototype record, so that a key inherited
 * from `Object.prototype` (a polluted prototype) or a symbol key is never an option; an array
 * argument is read by own index ({@link ownItem}: a hole is `undefined`, whatever
 * `Array.prototype` holds).
 *
 * @module
 */
import { closestNames } from './distance.js';

/**
 * Thrown for an argument of the wrong type: a positional argument (a number where a string is
 * needed), an options argument that is not an object, an option the function does not take (with
 * the closest names it takes: "did you mean"), or an option of the wrong type. It extends
 * `TypeError`, so code that catches `TypeError` (as Python code catches CPython's `TypeError`)
 * catches it too; the urllib functions give CPython's message where CPython raises `TypeError`.
 *
 * @example
 * ```ts
 * urlsplit('http://a/', { scheme: 5 as never }); // throws ArgumentError('Cannot mix str and non-str arguments')
 * parseURL('http://a/', 'rfc1808' as never);     // throws ArgumentError('parseURL: options must be an object, not string')
 * parseURL('http://a/', { grammer: 'rfc3986' } as never); // throws ArgumentError("parseURL: unknown option 'grammer'; did you mean 'grammar'?")
 * quote('a', null).length;                        // 1: null options are the defaults
 * new ArgumentError('x') instanceof TypeError;    // true
 * ```
 */
export class ArgumentError extends TypeError {
  override readonly name: string = 'ArgumentError';
  constructor(message?: string) {
    super(messageOf(message));
  }
}

/**
 * Thrown for a misuse of the grammar and resolver API by name: an unknown start symbol
 * (`grammar`), rule, resolver `spec` or dot-segment `spec`, or a rule name that several RFCs
 * define when no `rfc` was given. It extends `RangeError`: the argument has the right type and a
 * value outside the names the API knows.
 *
 * @example
 * ```ts
 * parseRule('scheme', 'http');                        // throws GrammarError: 1738 or 1808?
 * resolve('http://a/', 'b', { spec: 'rfc2396' as never }); // throws GrammarError
 * new GrammarError('x') instanceof RangeError;        // true
 * ```
 */
export class GrammarError extends RangeError {
  override readonly name: string = 'GrammarError';
  constructor(message?: string) {
    super(messageOf(message));
  }
}

/**
 * The message of an error built by a caller: a string or nothing. Anything else (a symbol, an
 * object without a usable `toString`) is an {@link ArgumentError}, where `Error` itself would throw
 * a bare `TypeError` from its string conversion.
 */
export function messageOf(message: unknown): string | undefined {
  if (message === undefined || typeof message === 'string') return message;
  throw new ArgumentError(`an error message must be a string, not ${typeName(message)}`);
}

/**
 * The name of a value's type in a message: `typeof`, but `null`, `array`, and the class name of
 * the binary types (`Uint8Array`, `ArrayBuffer`). Never calls anything on the value.
 *
 * @example
 * ```ts
 * typeName(null);           // 'null'
 * typeName([1]);            // 'array'
 * typeName(new ArrayBuffer(1)); // 'ArrayBuffer'
 * ```
 */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value !== 'object') return typeof value;
  if (Array.isArray(value)) return 'array';
  if (value instanceof Uint8Array) return 'Uint8Array';
  if (value instanceof ArrayBuffer) return 'ArrayBuffer';
  return 'object';
}

/** The options of a call that has none: an empty record with no prototype, so that nothing is inherited. */
const NO_OPTIONS: object = Object.freeze(Object.create(null) as object);

/**
 * Every key of an options type `T`, each `true`: TypeScript checks that the record names every
 * key of `T` and no other, so the keys a function checks are the keys its type declares.
 */
export type OptionKeys<T> = { readonly [K in keyof T]-?: true };

/** What {@link optionsOf} knows of one function's options: its name, its keys, its style of message. */
export interface OptionsSpec<T> {
  /** The function, as messages name it (`parseURL`, `grammar.parser`, `urlsplit`). */
  readonly fn: string;
  /** The keys of its options (a null-prototype record of `true`). */
  readonly keys: OptionKeys<T>;
  /** The names of the keys, in their declared order, for messages. */
  readonly names: readonly string[];
  /**
   * A function of Python's `urllib.parse`: an unknown key is CPython's `TypeError` for an
   * unexpected keyword argument (with CPython 3.13's "Did you mean"), not our own message.
   */
  readonly python: boolean;
}

/**
 * Every spec {@link optionsSpec} has made, in the order the modules declared them: what the
 * pollution test (test/pollution.test.ts) reads to set every option name on `Object.prototype`.
 */
const SPECS: Array<OptionsSpec<unknown>> = [];

/**
 * The option specs declared so far (by the modules loaded): each function's name and keys.
 *
 * @example
 * ```ts
 * optionSpecs().some((s) => s.fn === 'parseURL' && s.names.includes('grammar')); // true
 * ```
 */
export function optionSpecs(): ReadonlyArray<OptionsSpec<unknown>> {
  return SPECS.slice();
}

/**
 * The one declaration of a function's options: its name and every key its options type has
 * (checked by TypeScript, see {@link OptionKeys}). `python: true` for the functions of the urllib
 * layer, whose options are Python's keyword arguments.
 */
export function optionsSpec<T>(fn: string, keys: OptionKeys<T>, python = false): OptionsSpec<T> {
  const names = Object.keys(keys);
  const record = Object.create(null) as Record<string, true>;
  for (const k of names) record[k] = true;
  const spec = Object.freeze({ fn, keys: Object.freeze(record) as OptionKeys<T>, names: Object.freeze(names), python });
  SPECS.push(spec as OptionsSpec<unknown>);
  return spec;
}

/**
 * An options argument, as a record with no prototype that holds the declared options the caller
 * gave as own, enumerable, string-keyed properties, each read once (a getter runs once):
 * `null` and `undefined` are the defaults (an empty record); anything that is not an object is an
 * {@link ArgumentError} naming the function, and so is an own enumerable key that `spec` does not
 * declare (with the closest declared names: "did you mean"). Inherited keys (a polluted
 * `Object.prototype`) and symbol keys are never read.
 */
export function optionsOf<T extends object>(options: T | null | undefined, spec: OptionsSpec<T>): Partial<T> {
  if (options === undefined || options === null) return NO_OPTIONS as Partial<T>;
  const own = declaredOwnKeys(options, spec);
  const out = Object.create(null) as Record<string, unknown>;
  for (const k of own) out[k] = (options as Record<string, unknown>)[k];
  return out as Partial<T>;
}

/**
 * The keys of an options object that are options (DECISIONS 34): its own, enumerable, string keys
 * (`Object.keys`: nothing inherited), each one `spec` declares. Anything that is not an object is
 * an {@link ArgumentError} naming the function, and so is an undeclared key ("did you mean").
 * What {@link optionsOf} copies; a caller on a hot path reads the values itself (`isValid`).
 */
export function declaredOwnKeys<T extends object>(options: T, spec: OptionsSpec<T>): readonly string[] {
  if (typeof options !== 'object') throw new ArgumentError(`${spec.fn}: options must be an object, not ${typeName(options)}`);
  const keys = spec.keys as Readonly<Record<string, true | undefined>>;
  const own = Object.keys(options);
  for (let i = 0; i < own.length; i++) {
    if (keys[own[i]!] !== true) throw unknownOption(own[i]!, spec);
  }
  return own;
}

/**
 * An own property of `object` (an option, a field of a caller's record), or `undefined` when it
 * has none of its own: an inherited value (a polluted `Object.prototype`) is never read.
 */
export function ownValue(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
}

/**
 * Item `i` of an array argument, read by own index: a hole is `undefined`, whatever
 * `Array.prototype` (or the array's own prototype) holds at that index.
 */
export function ownItem<T>(array: ArrayLike<T>, i: number): T | undefined {
  return Object.hasOwn(array, i) ? array[i] : undefined;
}

/** The error for an unknown option `key` of `spec`'s function. */
function unknownOption(key: string, spec: OptionsSpec<unknown>): ArgumentError {
  const shown = key.length > 60 ? `${key.slice(0, 60)}...` : key;
  const near = closestNames(key, spec.names);
  const list = (names: readonly string[], conjunction: string) => {
    const q = names.map((n) => `'${n}'`);
    return q.length > 1 ? `${q.slice(0, -1).join(', ')} ${conjunction} ${q.at(-1)}` : q[0]!;
  };
  if (spec.python) {
    return new ArgumentError(`${spec.fn}() got an unexpected keyword argument '${shown}'${near.length ? `. Did you mean ${list(near, 'or')}?` : ''}`);
  }
  const hint = near.length ? `did you mean ${list(near, 'or')}?` : `the options are ${list(spec.names, 'and')}`;
  return new ArgumentError(`${spec.fn}: unknown option '${shown}'; ${hint}`);
}

/**
 * Whether `value` is bytes the API can read: a genuine `Uint8Array` (not a `Proxy` of one, nor an
 * object that only has its prototype, whose reads would throw the engine's `TypeError`). A
 * genuine one whose `ArrayBuffer` was detached (transferred) has no bytes to read: an
 * {@link ArgumentError}. (A view that a resizable buffer shrank past reads as empty bytes.)
 */
export function isBytes(value: unknown): value is Uint8Array {
  if (!(value instanceof Uint8Array) || !ArrayBuffer.isView(value)) return false;
  if (value.byteLength > 0) return true;
  // A detached or out-of-bounds view reads as zero bytes, yet its methods throw: a view of no
  // bytes at its offset cannot be made on its buffer then.
  try {
    new Uint8Array(value.buffer, value.byteOffset, 0);
  } catch {
    throw new ArgumentError('a Uint8Array whose ArrayBuffer is detached has no bytes to read');
  }
  return true;
}

/** A string argument, or an {@link ArgumentError}: `${fn}: ${what} must be a string, not ${type}`. */
export function checkString(value: unknown, fn: string, what: string): asserts value is string {
  if (typeof value !== 'string') throw new ArgumentError(`${fn}: ${what} must be a string, not ${typeName(value)}`);
}

/** An object argument (not `null`, not an array), or an {@link ArgumentError}. */
export function checkObject(value: unknown, fn: string, what: string): asserts value is object {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ArgumentError(`${fn}: ${what} must be an object, not ${typeName(value)}`);
  }
}

/** An own option of `typeof` `type`, or `undefined` for `undefined`, `null` and an inherited key (the default). */
export function optionOf<K extends 'string' | 'boolean' | 'number' | 'function'>(
  options: object,
  key: string,
  type: K,
  fn: string,
): (K extends 'string' ? string : K extends 'boolean' ? boolean : K extends 'number' ? number : (...a: never[]) => unknown) | undefined {
  const v = ownValue(options, key);
  if (v === undefined || v === null) return undefined;
  if (typeof v !== type) throw new ArgumentError(`${fn}: option '${key}' must be a ${type}, not ${typeName(v)}`);
  return v as never;
}

/**
 * An option naming one of `names` (a spec, a grammar): `undefined` for `undefined` and `null`
 * (the default); a non-string is an {@link ArgumentError}, an unknown name a {@link GrammarError}.
 */
export function choiceOf<N extends string>(options: object, key: string, names: readonly N[], fn: string): N | undefined {
  const v = ownValue(options, key);
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new ArgumentError(`${fn}: option '${key}' must be a string, not ${typeName(v)}`);
  if (!(names as readonly string[]).includes(v)) {
    const list = names.map((n) => `'${n}'`);
    throw new GrammarError(`${fn}: unknown ${key} ${JSON.stringify(v)}; use ${list.length > 1 ? `${list.slice(0, -1).join(', ')} or ${list.at(-1)}` : list[0]}`);
  }
  return v as N;
}

/**
 * A record of URL components (`recompose3986`'s parts, `merge3986`'s base...): an object whose
 * own `strings` are strings and whose own `nullable` fields are strings or `null` (an inherited
 * field is a missing one); otherwise an
 * {@link ArgumentError} naming the first bad field.
 */
export function checkParts(parts: unknown, fn: string, strings: readonly string[], nullable: readonly string[]): void {
  checkObject(parts, fn, 'the parts');
  for (const k of strings) {
    const v = ownValue(parts as object, k);
    if (typeof v !== 'string') throw new ArgumentError(`${fn}: part '${k}' must be a string, not ${typeName(v)}`);
  }
  for (const k of nullable) {
    const v = ownValue(parts as object, k);
    if (v !== null && typeof v !== 'string') throw new ArgumentError(`${fn}: part '${k}' must be a string or null, not ${typeName(v)}`);
  }
}
