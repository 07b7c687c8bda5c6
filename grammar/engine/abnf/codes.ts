/**
 * The sets of report codes a grammar loaded from ABNF may ask for (`ABNFOptions.codes`), by name:
 * the loader knows none, checks the name against the ones provided ({@link provideReportCodes})
 * and carries it on the grammar (`ABNFGrammar.codes`), never reading it; the reader of the reports
 * gives each set's codes. Without one, a grammar's reports are the generic ones.
 */
import { ArgumentError, typeName } from '../../../base/args.js';

/**
 * The names of the sets of report codes a loaded grammar may ask for, as keys: empty here, where no
 * language is known, and filled in by the module above the engine that provides a set, by
 * TypeScript's declaration merging (grammar/report-codes.ts: `declare module
 * './engine/abnf/codes.js' { interface ReportCodeSets { readonly [URL_REPORT_CODES]: true } }`, `'url'`, the URL grammars'
 * codes, hints and fix-its), which provides it at run time too ({@link provideReportCodes}).
 *
 * @example
 * ```ts
 * const codes: keyof ReportCodeSets = 'url';
 * ```
 */
export interface ReportCodeSets {}

/** The names provided, in the order they were. */
const provided: string[] = [];

/**
 * Provides a set of report codes by its name, which `loadABNF`'s option `codes` may then give: the
 * module above the engine that names it calls it when it is loaded.
 *
 * @example
 * ```ts
 * provideReportCodes('url');
 * reportCodeSets().includes('url'); // true
 * ```
 */
export function provideReportCodes(name: keyof ReportCodeSets): void {
  if (!provided.includes(name)) provided.push(name);
}

/**
 * The names of the sets of report codes provided (what `loadABNF`'s option `codes` may give).
 *
 * @example
 * ```ts
 * reportCodeSets(); // ['url']
 * ```
 */
export function reportCodeSets(): readonly (keyof ReportCodeSets)[] {
  return provided as (keyof ReportCodeSets)[];
}

/** `loadABNF`'s option `codes`, checked: a name provided, or null where it is left out. */
export function codesOption(value: unknown): keyof ReportCodeSets | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && provided.includes(value)) return value as keyof ReportCodeSets;
  const known = provided.map((n) => `'${n}'`);
  const allowed = known.length === 0 ? 'left out (no set of report codes is provided)' : `${known.join(', ')} or left out`;
  throw new ArgumentError(`loadABNF: option 'codes' must be ${allowed}, not ${typeof value === 'string' ? JSON.stringify(value) : typeName(value)}`);
}
