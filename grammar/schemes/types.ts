/**
 * What a scheme's grammar file (`grammar/schemes/<module>.ts`, the module a row of
 * grammar/scheme-facts.ts names in its `grammar` column) exports, in one shape for every scheme:
 *
 * - `grammars` ({@link SchemeModuleGrammars}): its loaders, the grammar a URI of the scheme is
 *   checked with and its RFC's ABNF loaded verbatim. `npm run gen` writes the map of every row's
 *   module (`grammar/generated/scheme-modules.ts`, grammar/codegen/schemes.ts), which `index.ts`
 *   reads: no list of the modules is written by hand.
 * - `sources` ({@link SchemeModuleSources}): what the docs site says of each grammar it loads (the
 *   document's title and address, and which part of it the ABNF is), by the grammar's name. The
 *   library never reads it (a bundle leaves it out); the site's list of sources reads it.
 *
 * Types only.
 */
import type { ABNFGrammar } from '../engine/abnf.js';

/**
 * A scheme grammar file's loaders (its `grammars` export): `checked`, the grammar that holds the
 * row's `rule` (the RFC's ABNF with the restrictions its prose states, or the RFC's ABNF itself
 * where its prose adds none), and `verbatim`, the RFC's ABNF as loaded, which holds the row's
 * `rfcRule`. Each returns the grammar it loaded before on a second call (loadABNF keeps one per name).
 *
 * @example
 * ```ts
 * import type { SchemeModuleGrammars } from './types.js';
 * import { loadRFC2397 } from './rfc2397.js';
 * const grammars: SchemeModuleGrammars = { checked: loadRFC2397, verbatim: loadRFC2397 };
 * grammars.checked().check('data:,hi', 'dataurl').ok; // true
 * ```
 */
export interface SchemeModuleGrammars {
  readonly checked: () => ABNFGrammar;
  readonly verbatim: () => ABNFGrammar;
}

/**
 * What the docs site says of a grammar loaded from ABNF (its source, `abnf:<name>`): the document's
 * title and address (null for none), `part` (which part of the document the ABNF is), and `own` for
 * ABNF of urlgrammar's own (the restrictions an RFC states in prose), whose title says `NOT RFC TEXT`
 * first, with what it `adds`.
 *
 * @example
 * ```ts
 * import type { LoadedSourceInfo } from './types.js';
 * const info: LoadedSourceInfo = { title: 'The "data" URL scheme', url: 'https://www.rfc-editor.org/rfc/rfc2397', part: '§3' };
 * ```
 */
export interface LoadedSourceInfo {
  readonly title: string;
  readonly url: string | null;
  readonly part?: string;
  readonly own?: boolean;
  /**
   * For ABNF of urlgrammar's own, what it adds to the RFC's ABNF (the restrictions of its prose),
   * in a few words: the guide's table of schemes says it (docs/guide/schemes.md, written by
   * scripts/scheme-table.ts).
   */
  readonly adds?: string;
}

/**
 * A scheme grammar file's `sources` export: for each grammar it loads, by the name it loads it under
 * (loadABNF's `name`, the source `abnf:<name>`), what the docs site says of it, in the order the site
 * lists them. A file that loads another file's grammars lists theirs too, each by a constant that
 * file exports (`rfc5322: RFC5322_SOURCE`), not by spreading an object of them: a bundle leaves the
 * object out only where it is made of literals and names.
 *
 * @example
 * ```ts
 * import type { SchemeModuleSources } from './types.js';
 * const sources: SchemeModuleSources = { rfc2397: { title: 'The "data" URL scheme', url: 'https://www.rfc-editor.org/rfc/rfc2397', part: '§3' } };
 * ```
 */
export type SchemeModuleSources = Readonly<Record<string, LoadedSourceInfo>>;
