/**
 * The languages: one line per language folder, naming it.
 * Everything that enumerates the languages reads this list: the grammars `parseURL` takes (their
 * profiles), the loaders (`rfcs.ts`, `all.ts`) and the generators' order of the rule files, the
 * generated fast path and recognizers, the docs site's sources, the layout test's ranks. What a
 * language is (its profiles and start symbols, its rule files, its generated modules, its
 * documents) is declared by its folder, in `<folder>/language.ts` ({@link Language}: data only,
 * importing no rule), which `npm run gen` gathers into `grammar/generated/languages.ts` in this
 * order (and their profiles alone, what a bundle carries, into `grammar/generated/profiles.ts`). Adding a language is a folder and a line here (docs/contributing.md, "Adding a
 * language"; test/add-language.test.ts adds one).
 */
import type { RFC } from './engine/dsl.js';

/**
 * A source of declared rules as a language names it: an RFC number, or a name (`'whatwg'`); `npm
 * run gen` makes each a member of the `RFC` type.
 *
 * @example
 * ```ts
 * import type { SourceName } from './languages.js';
 * const s: SourceName = 6570;
 * ```
 */
export type SourceName = number | string;

/**
 * The language folders, in order: the order their loaders run in (and so of their modules in a
 * bundle), of their generated modules, and, but where a language says it is declared before
 * another ({@link Language} `declaredBefore`), of their rules and profiles ({@link declarationOrder}).
 *
 * @example
 * ```ts
 * import { LANGUAGE_FOLDERS } from './languages.js';
 * LANGUAGE_FOLDERS.includes('rfc3986'); // true
 * ```
 */
export const LANGUAGE_FOLDERS = [
  'rfc3986',
  'rfc3987',
  'obsoleted',
  'urllib',
  'appendix-b',
  'whatwg',
  'schemes',
  'templates',
] as const;

/**
 * A start symbol: the rule, by its source and name, and what every string it reads has
 * (`scheme: 'always'`, an absolute URI; `'never'`, a relative reference; `fragment: 'never'`),
 * where the record's type can say more than "any component may be null".
 */
export interface StartFacts {
  readonly rfc: RFC;
  readonly name: string;
  readonly scheme?: 'always' | 'never';
  readonly fragment?: 'never';
}

/** A grammar of `parseURL(input, { grammar })`, as its language declares it. */
export interface ProfileFacts {
  /** Every start symbol a user may name, the default first (an absolute URL with an optional fragment: DECISIONS 37). */
  readonly starts: readonly StartFacts[];
  /** Rule keys read in place of others (`['1738:host', '2732:host']`), as `from`, `to`. */
  readonly substitute?: ReadonlyArray<readonly [string, string]>;
  /** Text for docs: which extension the profile applies. */
  readonly description: string;
  /** What `--grammar` in the command line's help says of it, where its name does not say it. */
  readonly gloss?: string;
}

/**
 * The language's rule files (modules of its folder, without `.ts`), by kind, each kind in the
 * order of declaration: every language's `core` rules are declared first (the core rules the other
 * grammars read), then every language's `spec` rules (the productions of its specification), then
 * every language's `own` rules (urlgrammar's own, which may read several specifications'), the
 * languages in {@link declarationOrder}: all of the languages loaded with the RFC grammars
 * (`loadedBy: 'rfcs'`) first, then the others.
 */
export interface LanguageRules {
  readonly core?: readonly string[];
  readonly spec?: readonly string[];
  readonly own?: readonly string[];
}

/**
 * What a language folder declares of itself (`<folder>/language.ts`, data only).
 *
 * @example
 * ```ts
 * import type { Language } from './languages.js';
 * const greeting = {
 *   folder: 'greeting',
 *   reads: [],
 *   rules: { spec: ['rules'] },
 *   loadedBy: 'all',
 *   loaders: ['index', 'recognize'],
 *   profiles: { greeting: { starts: [{ rfc: 'urlgrammar', name: 'greeting' }], description: 'A greeting.' } },
 *   fastPath: { own: ['greeting'] },
 *   recognizer: {},
 *   sources: [],
 * } as const satisfies Language;
 * greeting.folder; // 'greeting'
 * ```
 */
export interface Language {
  /** The folder's name under `grammar/`, as the registry names it. */
  readonly folder: string;
  /** The language folders whose modules its modules import (the layout test ranks it above them). */
  readonly reads: readonly string[];
  /**
   * The languages whose rules (and profiles) its own are declared before, whatever the registry's
   * order ({@link declarationOrder}): the RFCs that RFC 3986 obsoletes come first in `grammar.rules`.
   */
  readonly declaredBefore?: readonly string[];
  /** Its rule files, by kind (the order of declaration). */
  readonly rules: LanguageRules;
  /**
   * Which loader loads it: `'rfcs'` (`grammar/rfcs.ts`, the RFC grammars, what the validator entry
   * points bundle, and so `grammar/all.ts`), `'all'` (`grammar/all.ts` only), or null (loaded on
   * demand by the module that reads it).
   */
  readonly loadedBy: 'rfcs' | 'all' | null;
  /** The modules of the folder the loader imports (its loader `index`, its recognizers `recognize`), in order. */
  readonly loaders: readonly string[];
  /** The grammars `parseURL` takes that it declares, by name, in the order they are listed. */
  readonly profiles: Readonly<Record<string, ProfileFacts>>;
  /**
   * Its generated fast path (`grammar/generated/fast-<folder>.ts`: every start symbol of its
   * profiles, and the node rules read on their own of these sources and of these sections of
   * urlgrammar's own rules), or none.
   */
  readonly fastPath?: { readonly rfcs?: readonly RFC[]; readonly own?: readonly string[] };
  /**
   * Its generated recognizers (`grammar/generated/dfa-<folder>.ts`: every start symbol of its
   * profiles, and the rules read on their own named here by key; `exclude`, the key of a rule
   * whose characters no edge of its profiles' automata reads), or none.
   */
  readonly recognizer?: { readonly rules?: readonly string[]; readonly exclude?: string };
  /**
   * The sources of its rules (the `rfc` of its rules: `RFC`'s members are every language's), each
   * with what the docs site says of it (title and address), in the order the site lists them.
   */
  readonly sources: ReadonlyArray<readonly [SourceName, { readonly title: string; readonly url: string | null }]>;
}

/**
 * The languages in the order their rules and profiles are declared: the registry's, but that a
 * language that says it is `declaredBefore` others goes just before the first of them.
 *
 * @example
 * ```ts
 * import { declarationOrder } from './languages.js';
 * declarationOrder([{ folder: 'b' }, { folder: 'a', declaredBefore: ['b'] }]).map((l) => l.folder); // ['a', 'b']
 * ```
 */
export function declarationOrder<L extends Pick<Language, 'folder' | 'declaredBefore'>>(languages: readonly L[]): L[] {
  const out = [...languages];
  for (const l of languages) {
    const first = out.findIndex((o) => l.declaredBefore?.includes(o.folder));
    if (first >= 0 && first < out.indexOf(l)) out.splice(first, 0, ...out.splice(out.indexOf(l), 1));
  }
  return out;
}
