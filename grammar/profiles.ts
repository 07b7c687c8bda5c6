/**
 * The grammars `parseURL` reads, as profiles: a start rule plus substitutions (see
 * grammar/obsoleted/glue.ts for the rules of our own they name). Data only, no rule is declared here, so
 * the engine (which compiles a profile: `parserFor`) and an entry point can read the profiles
 * without loading every grammar; kept in the engine, beside the rule registry whose keys it names.
 */
import { ruleKey, type RFC } from './engine/dsl.js';

/**
 * A grammar selectable by `parseURL(input, { grammar })`.
 *
 * @example
 * ```ts
 * const g: GrammarName = 'rfc1808';
 * parseURL('http://a/b;p?q#f', { grammar: g }).ok; // true
 * parseURL('../x', { grammar: g }).ok;              // false: URL-1808, its default, is absolute
 * parseURL('../x', { grammar: g, start: 'URL' }).ok; // true: RFC 1808's URL, absolute or relative
 * ```
 */
export type GrammarName = 'rfc1738' | 'rfc1738-pure' | 'rfc1808' | 'rfc2396' | 'rfc2396+2732' | 'rfc3986' | 'rfc3987' | 'whatwg';

/** A start rule and the substitutions that extend it. */
export interface Profile {
  readonly name: GrammarName;
  /**
   * The grammar's own default start symbol: what `parseURL(input, { grammar })` reads without
   * `start`, an absolute URL with an optional fragment in every grammar (DECISIONS 37): `URI`,
   * `IRI`, `URL-1738`, `URL-1808`, `URI-2396`, `absolute-URL-with-fragment-string`.
   */
  readonly start: { readonly rfc: RFC; readonly name: string };
  /**
   * Every start symbol a user may name with `parseURL(input, { grammar, start })`, the grammar's
   * default first (`parseURL` without `grammar` and `start` reads `rfc3986`'s, `URI`).
   */
  readonly starts: ReadonlyArray<{ readonly rfc: RFC; readonly name: string }>;
  /** `from` key to `to` key. */
  readonly substitute: ReadonlyMap<string, string>;
  /** Text for docs: which extension the profile applies. */
  readonly description: string;
}

/**
 * The profiles, declared `as const` (and checked against {@link Profile} with `satisfies`), so that
 * the names of each grammar's start symbols are types too: {@link StartSymbol} reads them from
 * here, and `parseURL`'s `start` option takes exactly those of the chosen grammar.
 */
const PROFILES = {
  rfc1738: {
    name: 'rfc1738',
    start: { rfc: 'urlgrammar', name: 'URL-1738' },
    starts: [{ rfc: 'urlgrammar', name: 'URL-1738' }, { rfc: 1738, name: 'url' }],
    substitute: new Map([
      [ruleKey(1738, 'host'), ruleKey(2732, 'host')],
      [ruleKey(1738, 'url'), ruleKey('urlgrammar', 'url')],
    ]),
    description: 'RFC 1738 §5 url, dispatched on the scheme, with https read as http (RFC 2818 §2.4), hosts extended by RFC 2732 §3, then an optional RFC 1808 "#" fragment.',
  },
  'rfc1738-pure': {
    name: 'rfc1738-pure',
    start: { rfc: 'urlgrammar', name: 'URL-1738' },
    starts: [{ rfc: 'urlgrammar', name: 'URL-1738' }, { rfc: 1738, name: 'url' }],
    substitute: new Map(),
    description: 'RFC 1738 §5 url as published, dispatched on its ten schemes (https is an otherurl, hosts are RFC 1738 hosts), then an optional RFC 1808 "#" fragment.',
  },
  rfc1808: {
    name: 'rfc1808',
    start: { rfc: 'urlgrammar', name: 'URL-1808' },
    starts: [{ rfc: 'urlgrammar', name: 'URL-1808' }, { rfc: 1808, name: 'URL' }, { rfc: 1808, name: 'absoluteURL' }, { rfc: 1808, name: 'relativeURL' }],
    substitute: new Map([[ruleKey(1808, 'net_loc'), ruleKey('urlgrammar', 'net_loc-2732')]]),
    description: 'RFC 1808 §2.2 absoluteURL with an optional "#" fragment (URL-1808; its URL, absolute or relative, by name), net_loc extended by an RFC 2732 §3 IPv6reference host.',
  },
  rfc2396: {
    name: 'rfc2396',
    start: { rfc: 'urlgrammar', name: 'URI-2396' },
    starts: [{ rfc: 'urlgrammar', name: 'URI-2396' }, { rfc: 2396, name: 'URI-reference' }, { rfc: 2396, name: 'absoluteURI' }, { rfc: 2396, name: 'relativeURI' }],
    substitute: new Map(),
    description: 'RFC 2396 Appendix A absoluteURI with an optional "#" fragment (URI-2396; its URI-reference, absolute or relative, by name), as published.',
  },
  'rfc2396+2732': {
    name: 'rfc2396+2732',
    start: { rfc: 'urlgrammar', name: 'URI-2396' },
    starts: [{ rfc: 'urlgrammar', name: 'URI-2396' }, { rfc: 2396, name: 'URI-reference' }, { rfc: 2396, name: 'absoluteURI' }, { rfc: 2396, name: 'relativeURI' }],
    // RFC 2732 §3 amends RFC 2396 directly: its host (with IPv6reference), read with RFC 2396's
    // hostname (its optional trailing "."), and its reserved (with "[" and "]").
    substitute: new Map([
      [ruleKey(2396, 'host'), ruleKey(2732, 'host')],
      [ruleKey(1738, 'hostname'), ruleKey(2396, 'hostname')],
      [ruleKey(2396, 'reserved'), ruleKey(2732, 'reserved')],
    ]),
    description: 'RFC 2396 Appendix A absoluteURI with an optional "#" fragment (URI-2396; its URI-reference by name), with RFC 2732 §3 applied: IPv6 literals in brackets as hosts, "[" and "]" reserved.',
  },
  rfc3986: {
    name: 'rfc3986',
    start: { rfc: 3986, name: 'URI' },
    starts: [{ rfc: 3986, name: 'URI' }, { rfc: 3986, name: 'URI-reference' }, { rfc: 3986, name: 'absolute-URI' }, { rfc: 3986, name: 'relative-ref' }],
    substitute: new Map(),
    description: 'RFC 3986 Appendix A URI (absolute, with an optional fragment); start symbols URI-reference (a URI or a relative reference), absolute-URI, relative-ref.',
  },
  rfc3987: {
    name: 'rfc3987',
    start: { rfc: 3987, name: 'IRI' },
    starts: [{ rfc: 3987, name: 'IRI' }, { rfc: 3987, name: 'IRI-reference' }, { rfc: 3987, name: 'absolute-IRI' }, { rfc: 3987, name: 'irelative-ref' }],
    substitute: new Map(),
    description: 'RFC 3987 §2.2 IRI (absolute, with an optional fragment and non-ASCII characters); start symbols IRI-reference (an IRI or a relative reference), absolute-IRI, irelative-ref.',
  },
  whatwg: {
    name: 'whatwg',
    start: { rfc: 'whatwg', name: 'absolute-URL-with-fragment-string' },
    starts: [
      { rfc: 'whatwg', name: 'absolute-URL-with-fragment-string' },
      { rfc: 'whatwg', name: 'valid-URL-string' },
      { rfc: 'whatwg', name: 'absolute-URL-string' },
      { rfc: 'whatwg', name: 'relative-URL-with-fragment-string' },
      { rfc: 'urlgrammar', name: 'valid-URL-string-special-base' },
      { rfc: 'urlgrammar', name: 'valid-URL-string-file-base' },
      { rfc: 'urlgrammar', name: 'valid-URL-string-other-base' },
      { rfc: 'urlgrammar', name: 'valid-URL-string-opaque-base' },
    ],
    substitute: new Map(),
    description: 'WHATWG URL Standard §4.3: a valid URL string, absolute (other start symbols read relative ones).',
  },
} as const satisfies Readonly<Record<GrammarName, Profile>>;

/** The start symbols: each grammar's profile (see `PROFILES`, its declaration). */
export const profiles: Readonly<Record<GrammarName, Profile>> = PROFILES;

/**
 * The start symbols of grammar `G`, as `parseURL(input, { grammar, start })` takes them: read from
 * the one declaration of the grammars' profiles (`PROFILES`, above), so that a
 * name is spelled once. For a union of grammars,
 * the start symbols of every one of them.
 *
 * @example
 * ```ts
 * const s: StartSymbol<'rfc3986'> = 'absolute-URI';
 * parseURL('http://a/b', { grammar: 'rfc3986', start: s }).ok; // true
 * ```
 */
export type StartSymbol<G extends GrammarName = GrammarName> = (typeof PROFILES)[G]['starts'][number]['name'];

/**
 * The default start symbol of grammar `G`: what `parseURL(input, { grammar })` reads without
 * `start`, an absolute URL with an optional fragment (`'URI'` for `'rfc3986'`, `'URL-1808'` for
 * `'rfc1808'`). Read from the same declaration as {@link StartSymbol}; `parseURL` types the record
 * of a call without `start` by it (a scheme is always there).
 *
 * @example
 * ```ts
 * const s: DefaultStartSymbol<'rfc2396'> = 'URI-2396';
 * parseURL('http://a/b#f', { grammar: 'rfc2396', start: s }).ok; // true
 * ```
 */
export type DefaultStartSymbol<G extends GrammarName = GrammarName> = (typeof PROFILES)[G]['start']['name'];

/**
 * What a start symbol's grammar says of every string it reads, where the record's type can say
 * more than "any component may be null": `scheme: 'always'` (an absolute URI, IRI or URL),
 * `scheme: 'never'` (a relative reference), `fragment: 'never'` (RFC 3986's absolute-URI, the parts
 * before "#" of RFC 2396 and RFC 1808, RFC 1738's url). Types only, beside the profiles that list
 * the start symbols (every key is one of them); `ComponentsOf` reads it.
 */
interface StartFacts {
  readonly URI: { scheme: 'always' };
  readonly IRI: { scheme: 'always' };
  readonly 'absolute-URI': { scheme: 'always'; fragment: 'never' };
  readonly 'absolute-IRI': { scheme: 'always'; fragment: 'never' };
  readonly absoluteURI: { scheme: 'always'; fragment: 'never' };
  readonly absoluteURL: { scheme: 'always'; fragment: 'never' };
  readonly 'URL-1738': { scheme: 'always' };
  readonly url: { scheme: 'always'; fragment: 'never' };
  readonly 'URL-1808': { scheme: 'always' };
  readonly 'URI-2396': { scheme: 'always' };
  readonly 'absolute-URL-with-fragment-string': { scheme: 'always' };
  readonly 'absolute-URL-string': { scheme: 'always' };
  readonly 'relative-ref': { scheme: 'never' };
  readonly 'irelative-ref': { scheme: 'never' };
  readonly relativeURI: { scheme: 'never'; fragment: 'never' };
  readonly relativeURL: { scheme: 'never'; fragment: 'never' };
}

/**
 * The start symbols of {@link StartFacts} whose entry says `Fact`; none at all if a key of
 * `StartFacts` is no start symbol of any grammar (a misspelt key), which test/option-types.test.ts
 * then finds.
 */
type StartsWhere<Fact> = Checked<{ [S in keyof StartFacts]: StartFacts[S] extends Fact ? S : never }[keyof StartFacts]>;
type Checked<T> = [keyof StartFacts] extends [StartSymbol] ? T : never;

/**
 * The start symbols every string of which has a scheme: under these, a record's `scheme` is never
 * null.
 *
 * @example
 * ```ts
 * const s: StartsWithScheme = 'absolute-URI';
 * ```
 */
export type StartsWithScheme = StartsWhere<{ scheme: 'always' }>;

/**
 * The start symbols no string of which has a scheme (the relative references).
 *
 * @example
 * ```ts
 * const s: StartsWithoutScheme = 'relative-ref';
 * ```
 */
export type StartsWithoutScheme = StartsWhere<{ scheme: 'never' }>;

/**
 * The start symbols that read no fragment.
 *
 * @example
 * ```ts
 * const s: StartsWithoutFragment = 'absolute-URI';
 * ```
 */
export type StartsWithoutFragment = StartsWhere<{ fragment: 'never' }>;
