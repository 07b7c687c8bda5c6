/**
 * The valid result of `parseURL` (`ValidResult`), with its AST built by the parse or on demand
 * (DECISIONS 47), and the seam through which `parseURL` asks for a record-only reader
 * (`provideRecordReader`): where a grammar and start symbol have one, `parseURL` takes the record
 * from it and builds the AST only when `ast` is first read.
 */
import { INSPECT, type ASTNode, type GrammarName } from '../../grammar/index.js';
import { recordOf, type URLComponents } from '../record/index.js';
import type { URLWarning } from '../diagnostics/warnings.js';

/**
 * A validating record-only reader of one grammar and start symbol: the record of `input`, or null
 * exactly where `isValid` refuses it. What src/record/captured.ts's `capturedRecord` gives.
 *
 * @internal
 */
export type RecordReader = (input: string) => URLComponents | null;

/**
 * Where `parseURL` asks for the reader of a grammar and start symbol (the start symbol's name as
 * `startSymbols` lists it): a reader, or null where none exists (`parseURL` then parses as it
 * always did). The signature of `capturedRecord` (src/record/captured.ts).
 *
 * @internal
 */
export type RecordReaderSource = (grammar: GrammarName, start: string) => RecordReader | null;

/** How the AST of an input `parseURL`'s reader accepted is built when `ast` is first read. */
export type ASTBuilder = (input: string) => ASTNode;

/**
 * How many parses of a compiled start symbol build their AST with the parse before its reader is
 * made (`readingFor`). Making a reader compiles its capture machine: some 300 ms for RFC 1738's
 * (whose hosts, ports and paths differ by scheme), 90 for WHATWG's, a few for RFC 3986's, where
 * the reader saves a few hundred nanoseconds a parse: a program that parses a few URLs (one
 * `check` on the command line) would pay it for nothing. The results are the same either way.
 *
 * @internal
 */
export const READER_AFTER = 1000;

/**
 * The reader source (null: none registered; the entry points register the capture reader,
 * src/parse/reader.ts) and what it gave, per compiled start symbol.
 */
const seam: { source: RecordReaderSource | null; readers: WeakMap<object, Reading | null>; asked: WeakMap<object, number>; after: number } = {
  source: null,
  readers: new WeakMap(),
  asked: new WeakMap(),
  after: READER_AFTER,
};

/**
 * Sets how many parses of a compiled start symbol go without its reader before it is made (see
 * {@link READER_AFTER}; 0: from the first), counting afresh. The test suite's setup sets 0, so
 * that its tests read through the reader as a long-running program does; one test holds the
 * results of the parses before equal to those after.
 *
 * @internal
 * @example
 * ```ts
 * deferRecordReader(0);
 * ```
 */
export function deferRecordReader(parses: number): void {
  seam.after = parses;
  seam.asked = new WeakMap();
}

/**
 * A reader and how to build the AST of what it accepts, for one grammar and start symbol, with
 * what `parseURL` has seen of its callers (see {@link readsEagerly}).
 */
export interface Reading {
  readonly read: RecordReader;
  readonly build: ASTBuilder;
  /** Lazy results made in the current window, and how many of them had their AST read. */
  made: number;
  built: number;
  /** Parses left that build the AST with the parse (the callers read it). */
  eager: number;
}

/** How many lazy results `parseURL` makes before it looks at how many had their AST read. */
export const READ_WINDOW = 256;
/** How many parses then build the AST with the parse, where most callers read it, before it looks again. */
export const EAGER_RUN = 4096;

/**
 * Whether this parse of `r`'s grammar and start symbol should build its AST with the parse: where
 * the callers read the AST of most results (more than half of the last window of lazy results),
 * the record's pass is work thrown away (the AST's parse follows it), so for a run of parses
 * `parseURL` builds the tree with the parse, as without a reader, and then looks again. Either way
 * the result is the same (held by test/lazy-ast-reader.test.ts); only the time differs.
 *
 * @internal
 */
export function readsEagerly(r: Reading): boolean {
  if (r.eager > 0) {
    r.eager--;
    return true;
  }
  if (r.made >= READ_WINDOW) {
    if (2 * r.built > r.made) r.eager = EAGER_RUN;
    r.made = 0;
    r.built = 0;
    if (r.eager > 0) {
      r.eager--;
      return true;
    }
  }
  r.made++;
  return false;
}

/**
 * Registers where `parseURL` asks for a record-only reader (see {@link RecordReaderSource}), or,
 * with null, unregisters it (then `parseURL` builds the AST with every parse, as it did before the
 * reader). The entry points that export `parseURL` register the capture reader, `capturedRecord`
 * (src/parse/reader.ts); the tests register others.
 *
 * @internal
 * @example
 * ```ts
 * // None registered: parseURL builds the AST with every parse, as it always did.
 * provideRecordReader(null);
 * ```
 */
export function provideRecordReader(source: RecordReaderSource | null): void {
  seam.source = source;
  seam.readers = new WeakMap();
  seam.asked = new WeakMap();
}

/**
 * The record-only reader the registered source gives for a grammar and start symbol (null: no
 * source registered, or no reader for it): where `normalize` takes its record from, as `parseURL`
 * does, without making the capture engine part of a bundle that registers none.
 *
 * @internal
 */
export function registeredReader(grammar: GrammarName, start: string): RecordReader | null {
  const source = seam.source;
  return source === null ? null : source(grammar, start);
}

/**
 * The reading of a compiled start symbol (`parsers`, what `parserFor` gives: one object per
 * grammar and start symbol), asked of the registered source once and kept; null without a source
 * or a reader, and for its first `READER_AFTER` parses. `builder` makes, once, how the AST of
 * what the reader accepts is built.
 *
 * @internal
 */
export function readingFor<P extends object>(parsers: P, grammar: GrammarName, start: string, builder: (parsers: P, grammar: GrammarName) => ASTBuilder): Reading | null {
  const source = seam.source;
  if (source === null) return null;
  let r = seam.readers.get(parsers);
  if (r === undefined) {
    // The first parses go without it (`READER_AFTER`).
    if (seam.after > 0) {
      const n = seam.asked.get(parsers) ?? 0;
      if (n < seam.after) {
        seam.asked.set(parsers, n + 1);
        return null;
      }
    }
    const read = source(grammar, start);
    if (read) {
      const build = builder(parsers, grammar);
      const reading: Reading = {
        read,
        build: (input) => {
          reading.built++;
          return build(input);
        },
        made: 0,
        built: 0,
        eager: 0,
      };
      r = reading;
    } else r = null;
    seam.readers.set(parsers, r);
  }
  return r;
}

/**
 * A valid result of `parseURL`: `ast`, `ok` and `warnings` as own properties, and `components` a
 * getter on the class that reads the record from the AST on first use and keeps it. A class, not
 * a property defined per result: defining an accessor on each result made `parseURL` about five
 * times slower on the corpus (600 to 3,100 ns a URL, nearly all of it garbage collection), when
 * the accessor was a closure made per result. `JSON.stringify` and `util.inspect` show
 * `components` too (`toJSON`, and the inspect hook).
 *
 * Built from a record-only reader's record (`new ValidResult(null, input, undefined, record,
 * build)`), `ast` is an own, enumerable, configurable
 * accessor, the one getter and setter every such result shares (bench/lazy-ast.ts measured the
 * alternatives), that builds the AST on first read and keeps it; assigned, it keeps what it is
 * given, as a data property would (DECISIONS 47). Since it is enumerable, `Object.keys`, spread,
 * `structuredClone`, `JSON.stringify` and `util.inspect` see `ast` before it is read too, and read
 * it: what they see of an eager result (test/support/result-shape.ts pins it).
 */
export class ValidResult {
  declare readonly ast: ASTNode;
  declare readonly ok: true;
  declare readonly warnings?: readonly URLWarning[];
  readonly #input: string;
  #components: URLComponents | undefined;
  /** How to build the AST, while it is not built (a result from a reader's record). */
  #build: ASTBuilder | undefined;
  /** A lazy result's AST, once built (or assigned). */
  #ast: ASTNode | undefined;
  /** More of what was read, as own properties (`withMore`): shown by `toJSON` too. */
  #more: object | undefined;

  /**
   * The descriptor of a lazy result's `ast`: one object, one getter and one setter for every
   * result (a closure per result is what made results cost garbage collection). It stays an
   * accessor once read, as the package's other lazy properties do (base/inspect.ts): putting a
   * data property in its place on first read made V8 reshape the object, about 800 ns a read
   * (bench/lazy-ast.ts). Assigned, it keeps what it is given, as a data property would.
   */
  static readonly #LAZY_AST: PropertyDescriptor = {
    get(this: ValidResult): ASTNode {
      return (this.#ast ??= this.#build!(this.#input));
    },
    set(this: ValidResult, ast: ASTNode): void {
      this.#ast = ast;
    },
    enumerable: true,
    configurable: true,
  };

  /** An eager result: `ast` built by the parse; the record read from it when first asked for. */
  constructor(ast: ASTNode, input: string, warnings: readonly URLWarning[] | undefined);
  /** A lazy result: the record given, `ast` built by `build` when first read. */
  constructor(ast: null, input: string, warnings: undefined, components: URLComponents, build: ASTBuilder);
  constructor(ast: ASTNode | null, input: string, warnings: readonly URLWarning[] | undefined, components?: URLComponents, build?: ASTBuilder) {
    // `ast` first, then `ok`: the own keys in the order they always had.
    if (ast !== null) (this as { ast: ASTNode }).ast = ast;
    else {
      Object.defineProperty(this, 'ast', ValidResult.#LAZY_AST);
      this.#build = build;
      this.#components = components;
    }
    (this as { ok: true }).ok = true;
    this.#input = input;
    if (warnings) (this as { warnings?: readonly URLWarning[] }).warnings = warnings;
  }

  /** `r` with `more` as own properties: the same AST (built or not), input, warnings and record (not read again). */
  static withMore(r: ValidResult, more: object): ValidResult {
    const build = r.#build;
    let v: ValidResult;
    if (build === undefined) v = new ValidResult(r.ast, r.#input, r.warnings);
    else {
      v = new ValidResult(null, r.#input, undefined, r.#components!, build);
      v.#ast = r.#ast;
    }
    v.#components = r.#components;
    v.#more = more;
    return Object.assign(v, more);
  }

  /** What was read, as one record of components (from the reader, or from the AST on first read, then kept). */
  get components(): URLComponents {
    return (this.#components ??= recordOf(this.ast, this.#input));
  }

  /** The result as data: `ok`, `ast`, `components`, with `warnings: true` `warnings`, and what `withMore` added. */
  toJSON(): object {
    return { ok: true, ast: this.ast, components: this.components, ...(this.warnings ? { warnings: this.warnings } : {}), ...this.#more };
  }

  /** How `util.inspect` and `console.log` print it: as `toJSON` gives it (a plain symbol, no Node API). */
  [INSPECT](): object {
    return this.toJSON();
  }
}
