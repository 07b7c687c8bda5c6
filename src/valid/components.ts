/**
 * `parseComponents`: the record of a valid URL, read in one pass by the capture reader of its
 * grammar and start symbol (src/record/captured.ts), without the AST; null for an invalid one. A
 * module of its own, so that `isValid`'s bundle does not carry the capture engine.
 */
import { checkString, GrammarError, optionsOf, optionsSpec, profiles, type GrammarName, type StartSymbol, type DefaultStartSymbol } from '../../grammar/index.js';
import { DEFAULT_GRAMMAR, DEFAULT_START, grammarOption, startOf } from '../parse/options.js';
import { capturedRecord, type ComponentsOf, type URLComponents } from '../record/index.js';

/**
 * Options of {@link parseComponents}: the grammar and start symbol, as `parseURL` takes them
 * (without either, an RFC 3986 `URI`; a grammar named alone reads its own default start symbol).
 *
 * @example
 * ```ts
 * const o: ParseComponentsOptions<'rfc3986'> = { grammar: 'rfc3986', start: 'URI-reference' };
 * parseComponents('../g?q', o)?.query?.text; // 'q'
 * ```
 */
export interface ParseComponentsOptions<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>> {
  /** The grammar (default `'rfc3986'`, with the start symbol `URI`), as `parseURL`'s option. */
  readonly grammar?: G;
  /** The start symbol within the grammar (ABNF names are case-insensitive), as `parseURL`'s option. */
  readonly start?: S;
}

const OPTIONS = optionsSpec<ParseComponentsOptions>('parseComponents', { grammar: true, start: true });

type Reader = (input: string) => URLComponents | null;

/** The reader of the default grammar and start symbol, made on first use. */
let defaultReader: Reader | undefined;

/** The reader of a grammar and start symbol; a `GrammarError` where the entry point did not load the grammar. */
function readerOf(grammar: GrammarName, start: string): Reader {
  const read = capturedRecord(grammar, start);
  if (read === null) throw new GrammarError(`parseComponents: the grammar '${grammar}' is not loaded by this entry point (or has no capture reader for '${start}'): import it, or use parseURL`);
  return read;
}

/**
 * The component record of a valid URL, or null for an invalid one: what
 * `parseURL(input, options).components` gives where `parseURL` accepts, read in one pass by a
 * capture machine compiled from the grammar's own component tags, without building the AST (about
 * the cost of {@link isValid} and one more pass); null exactly where `isValid(input, options)` is
 * false. Options as `parseURL`'s `grammar` and `start` (default: an RFC 3986 `URI`); an unknown
 * grammar or start symbol is a `GrammarError`, options of the wrong type an `ArgumentError`.
 *
 * @example
 * ```ts
 * const c = parseComponents('https://user@example.org:8443/a/b?q=1#top');
 * c?.host?.text;   // 'example.org'
 * c?.hostType;     // 'reg-name'
 * c?.portNumber;   // 8443
 * c?.path.text;    // '/a/b'
 * parseComponents('http://a b/'); // null
 * parseComponents('ftp://anon@ftp.example.org/pub', { grammar: 'rfc1738' })?.user?.text; // 'anon'
 * parseComponents('../g', { start: 'relative-ref' })?.path.text; // '../g'
 * ```
 */
export function parseComponents<G extends GrammarName = GrammarName, S extends StartSymbol<G> = DefaultStartSymbol<G>>(
  input: string,
  options?: ParseComponentsOptions<G, S> | null,
): ComponentsOf<S> | null {
  checkString(input, 'parseComponents', 'input');
  if (options === undefined || options === null) return (defaultReader ??= readerOf(DEFAULT_GRAMMAR, DEFAULT_START))(input) as ComponentsOf<S> | null;
  return readerNamed(options)(input) as ComponentsOf<S> | null;
}

/** The `grammar` and `start` values last read, and the reader they name (a reader never changes once found). */
let last: { readonly grammar: unknown; readonly start: unknown; readonly read: Reader } | undefined;

/**
 * The reader `options` name: its own keys read once (an undeclared one is `optionsOf`'s "did you
 * mean" error), the values compared with those last read, and looked up only where they differ.
 */
function readerNamed(options: ParseComponentsOptions): Reader {
  if (typeof options !== 'object') optionsOf(options, OPTIONS);
  const own = Object.keys(options);
  let grammarValue: unknown;
  let startValue: unknown;
  for (let i = 0; i < own.length; i++) {
    if (own[i] === 'grammar') grammarValue = options.grammar;
    else if (own[i] === 'start') startValue = options.start;
    else optionsOf(options, OPTIONS);
  }
  const l = last;
  if (l !== undefined && l.grammar === grammarValue && l.start === startValue) return l.read;
  const named = grammarOption({ grammar: grammarValue as GrammarName | undefined }, 'parseComponents');
  const grammar = named ?? DEFAULT_GRAMMAR;
  const s = startOf(grammar, startValue as string | undefined, 'parseComponents');
  const start = s?.name ?? (named === undefined ? DEFAULT_START : profiles[grammar].start.name);
  const read = readerOf(grammar, start);
  last = { grammar: grammarValue, start: startValue, read };
  return read;
}
