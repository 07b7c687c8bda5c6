/**
 * The grammars `parseURL` reads, as profiles: a start rule plus substitutions (see
 * grammar/obsoleted/glue.ts for the rules of our own they name). Each language folder declares its
 * own (its `language.ts`), gathered in the registry's order (grammar/languages.ts, written out by
 * `npm run gen` as grammar/generated/profiles.ts); data only, no rule is declared here, so the
 * engine (which compiles a profile: `parserFor`) and an entry point can read the profiles without
 * loading every grammar. The types of the names (`GrammarName`, `StartSymbol<G>`) are read from
 * the same declarations.
 */
import type { RFC } from './engine/dsl.js';
import { EXCLUDED, GLOSSES, PROFILES, type DeclaredStart } from './generated/profiles.js';
import type { ProfileFacts } from './languages.js';


/**
 * A grammar selectable by `parseURL(input, { grammar })`: one per profile a language folder
 * declares (`grammar/<folder>/language.ts`).
 *
 * @example
 * ```ts
 * const g: GrammarName = 'rfc1808';
 * parseURL('http://a/b;p?q#f', { grammar: g }).ok; // true
 * parseURL('../x', { grammar: g }).ok;              // false: URL-1808, its default, is absolute
 * parseURL('../x', { grammar: g, start: 'URL' }).ok; // true: RFC 1808's URL, absolute or relative
 * ```
 */
export type GrammarName = keyof typeof PROFILES;

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

function profilesOf(): Record<GrammarName, Profile> {
  const out: Record<string, Profile> = {};
  for (const [name, p] of Object.entries(PROFILES as Readonly<Record<string, ProfileFacts>>)) {
    const starts = p.starts;
    out[name] = { name: name as GrammarName, start: starts[0]!, starts, substitute: new Map(p.substitute ?? []), description: p.description };
  }
  return out as Record<GrammarName, Profile>;
}

/**
 * The profiles, by grammar name, in the order of the language registry (grammar/languages.ts)
 * and of each folder's declaration.
 *
 * @example
 * ```ts
 * profiles.rfc3986.start.name; // 'URI'
 * ```
 */
export const profiles: Readonly<Record<GrammarName, Profile>> = profilesOf();

/**
 * The key of the rule whose characters no reading of `grammar` takes (its language's
 * `recognizer.exclude`: RFC 3987 §4.1's `bidi-format` under `rfc3987`), or undefined. Apart from
 * the profiles, so that a bundle that does not ask (the recognizers have it built in) leaves it out.
 *
 * @example
 * ```ts
 * import { excludedRule } from './profiles.js';
 * excludedRule('rfc3987'); // 'urlgrammar:bidi-format'
 * excludedRule('rfc3986'); // undefined
 * ```
 */
export function excludedRule(grammar: GrammarName): string | undefined {
  return Object.hasOwn(EXCLUDED, grammar) ? EXCLUDED[grammar] : undefined;
}

/**
 * What the command line's help says of a grammar where its name does not say it (its language's
 * `gloss`), or undefined.
 *
 * @example
 * ```ts
 * import { grammarGloss } from './profiles.js';
 * grammarGloss('rfc3987'); // 'IRIs'
 * ```
 */
export function grammarGloss(grammar: GrammarName): string | undefined {
  return Object.hasOwn(GLOSSES, grammar) ? GLOSSES[grammar] : undefined;
}

/**
 * The start symbols of grammar `G`, as `parseURL(input, { grammar, start })` takes them: read from
 * the one declaration of the grammars' profiles (each language's `language.ts`), so that a
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
export type DefaultStartSymbol<G extends GrammarName = GrammarName> = (typeof PROFILES)[G]['starts'][0]['name'];

/**
 * The start symbols whose declaration (`StartFacts` of grammar/languages.ts, beside each start
 * symbol in its language's `language.ts`) says `Fact` in every grammar that has it.
 */
type StartsWhere<Fact> = Exclude<Extract<DeclaredStart, Fact>['name'], Exclude<DeclaredStart, Fact>['name']>;

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
