/**
 * `isValid`: the verdict of `parseURL` without the AST or the report, from the generated
 * recognizer of the grammar and start symbol (grammar/engine/recognize.ts): one table-driven pass
 * over the input, in time linear in its length, with no allocation. What the ajv plugin and the
 * Standard Schema validators call first; they ask `parseURL` for the report only when it says no.
 */
// RFC 3986's recognizers, the default (the main entry loads the others with their grammars).
import '../../grammar/rfc3986/recognize.js';
import { checkString, declaredOwnKeys, GrammarError, optionsSpec } from '../../base/args.js';
import { recognizerFor, type Recognizer, profiles, type GrammarName, type StartSymbol } from '../../grammar/index.js';
import { DEFAULT_GRAMMAR, DEFAULT_START, grammarAndStart, grammarOption, startOf } from '../parse/options.js';

/**
 * Options of {@link isValid}: the grammar and start symbol, as `parseURL` takes them (without
 * either, an RFC 3986 `URI`; a grammar named alone reads its own default start symbol, an absolute
 * URL with an optional fragment: `URI` under `rfc3986`).
 *
 * @example
 * ```ts
 * const o: IsValidOptions<'rfc3987'> = { grammar: 'rfc3987', start: 'IRI' };
 * isValid('http://例え.jp/', o); // true
 * ```
 */
export interface IsValidOptions<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>> {
  /** The grammar (default `'rfc3986'`, with the start symbol `URI`), as `parseURL`'s option. */
  readonly grammar?: G;
  /** The start symbol within the grammar (ABNF names are case-insensitive), as `parseURL`'s option. */
  readonly start?: S;
}

const IS_VALID_OPTIONS = optionsSpec<IsValidOptions>('isValid', { grammar: true, start: true });

/** The recognizer of the default, looked up on first use (a property: no hole check per call). */
const DEFAULT: { r: Recognizer | undefined } = { r: undefined };
const defaultRecognizer = (): Recognizer => (DEFAULT.r ??= lookup(DEFAULT_GRAMMAR, DEFAULT_START));

/**
 * The options {@link recognizerNamed} last resolved: the `grammar` and `start` values they held
 * (strings, or absent) and the recognizer those name. Which recognizer a grammar and start symbol
 * name never changes once found (a lookup that fails throws, and is not kept), so options holding
 * the same two values again name it again, whatever object holds them.
 */
let last: { readonly grammar: unknown; readonly start: unknown; readonly recognize: Recognizer } | undefined;

/**
 * The recognizer `options` name (see {@link IsValidOptions}); throws `GrammarError` for an unknown
 * grammar or start symbol, or a grammar the entry point did not load, and `ArgumentError` for
 * options of the wrong type. What the validators look up once, when they are made, and `isValid`
 * on each call that passes options.
 *
 * The options are the keys `declaredOwnKeys` gives (DECISIONS 34: own, enumerable, string keys,
 * each read once; an undeclared one is its "did you mean" error; nothing inherited), read without
 * the record `optionsOf` copies them into: the two values are compared with those of the options last
 * resolved, and the grammar and start symbol are looked up only when they differ. An object is
 * read afresh on every call (one changed between two calls is read as it is now), except the
 * frozen one last resolved whose options are data properties: those cannot change, nor can it
 * gain a key, so the same object names the same recognizer (what it inherits is never read).
 */
export function recognizerNamed(options: IsValidOptions | null | undefined, fn: string): Recognizer {
  if (options === undefined || options === null) return defaultRecognizer();
  const f = frozen;
  if (f !== undefined && options === f.options) return f.recognize;
  // The own, enumerable, string keys (Object.keys), each declared: the two names are compared here,
  // cheaper than asking the spec's null-prototype record on every call (npm run bench: 1.06 to 1.19 ×
  // isValid(u) over six runs, against 1.17 to 1.20); any other key, or options that are not an
  // object, is declaredOwnKeys's "did you mean" ArgumentError, before any option is read.
  if (typeof options !== 'object') declaredOwnKeys(options, IS_VALID_OPTIONS);
  const values = grammarAndStart(options);
  if (values === undefined) declaredOwnKeys(options, IS_VALID_OPTIONS);
  const { grammar, start } = values!;
  const l = last;
  let recognize: Recognizer;
  if (l !== undefined && l.grammar === grammar && l.start === start) recognize = l.recognize;
  else {
    recognize = recognizerOf(grammar, start, fn);
    last = { grammar, start, recognize };
  }
  if (Object.isFrozen(options) && dataOnly(options, Object.keys(options))) frozen = { options, recognize };
  return recognize;
}

/**
 * The frozen options object {@link recognizerNamed} last resolved, whose options are data
 * properties, and the recognizer it names (one object: a validator's, or a constant the caller
 * passes on every call).
 */
let frozen: { readonly options: object; readonly recognize: Recognizer } | undefined;

/** Whether each of `keys` is a data property of `object` (not a getter, which may answer differently next time). */
function dataOnly(object: object, keys: readonly string[]): boolean {
  for (const k of keys) {
    const d = Object.getOwnPropertyDescriptor(object, k);
    if (d === undefined || !('value' in d)) return false;
  }
  return true;
}

/** The recognizer a `grammar` and a `start` option's values name (each absent as `undefined` or `null`). */
function recognizerOf(grammarValue: unknown, start: unknown, fn: string): Recognizer {
  const named = grammarOption({ grammar: grammarValue as GrammarName | undefined }, fn);
  if (named === undefined && (start === undefined || start === null)) return defaultRecognizer();
  const grammar = named ?? DEFAULT_GRAMMAR;
  const s = startOf(grammar, start as string | undefined, fn) ?? profiles[grammar].start;
  return lookup(grammar, s.name);
}

/**
 * The recognizer of a grammar and start symbol, looked up once: a function `(input: string) =>
 * boolean` that answers as {@link isValid} does with the same options, minus the option handling
 * of each call (about 15 ns a URL: what a validator that checks many strings against one grammar
 * saves, as ajv's compiled formats do). It throws `ArgumentError` for an input that is not a
 * string.
 *
 * @param options - `grammar` and `start`, as `parseURL` takes them.
 * @throws GrammarError for an unknown grammar or start symbol, or a grammar the entry point did not load.
 *
 * @example
 * ```ts
 * const isIRI = recognizer({ grammar: 'rfc3987', start: 'IRI' });
 * ['http://例え.jp/', 'http://a b/', 'mailto:x@y'].filter(isIRI); // ['http://例え.jp/', 'mailto:x@y']
 * ```
 */
export function recognizer<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>>(options?: IsValidOptions<G, S> | null): (input: string) => boolean {
  return recognizerNamed(options, 'recognizer');
}

/**
 * The recognizer of one rule read on its own (`parseRule(rule, input, { rfc })`'s verdict), by its
 * key (`'3986:IPv6address'`), or null when none was generated for it: RFC 3986's `IPv4address` and
 * `IPv6address`, JSON Schema's `ipv4` and `ipv6` formats.
 */
export function ruleRecognizer(key: string): Recognizer | null {
  return recognizerFor('rule', key);
}

function lookup(grammar: GrammarName, start: string): Recognizer {
  const r = recognizerFor(grammar, start);
  if (!r) throw new GrammarError(`grammar ${grammar} is not loaded by this entry point (the main entry, 'urlgrammar', loads every grammar)`);
  return r;
}

/**
 * Whether `input` is valid under a grammar and start symbol: exactly `parseURL(input,
 * options).ok` (by default an RFC 3986 `URI`), the range and semantic checks included (an RFC
 * 1738 or WHATWG port over 65535, RFC 3987's bidirectional formatting characters), without building the
 * AST or the report. It runs the grammar's generated recognizer, a minimized DFA over the input's
 * UTF-16 code units written from the same rules at build time: about as fast as `URL.canParse`
 * (docs/performance.md), in time linear in the input. For where and why an input is invalid,
 * call `parseURL`.
 *
 * @param input - The string to check; anything else is an `ArgumentError`.
 * @param options - `grammar` and `start`, as `parseURL` takes them.
 * @throws GrammarError for an unknown grammar or start symbol, or a grammar the entry point did not load.
 *
 * @example
 * ```ts
 * isValid('https://example.com/a?b#c');                            // true: an RFC 3986 URI
 * isValid('https://server.example.com:port/');                     // false: a port is digits
 * isValid('../g');                                                 // false: a relative reference is no URI
 * isValid('../g', { start: 'URI-reference' });                     // true
 * isValid('http://a/%zz');                                         // false: "%" starts two hex digits
 * isValid('http://例え.jp/', { grammar: 'rfc3987', start: 'IRI' }); // true: an IRI
 * isValid('http://a:99999/', { grammar: 'rfc1738' });              // false: RFC 1738's port is 16 bits
 * isValid('https://a:99999/', { grammar: 'whatwg' });              // false: so is a URL-port string
 * ```
 */
export function isValid<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>>(input: string, options?: IsValidOptions<G, S> | null): boolean {
  if (typeof input !== 'string') checkString(input, 'isValid', 'input');
  const recognize = options === undefined ? defaultRecognizer() : recognizerNamed(options, 'isValid');
  return recognize(input);
}
