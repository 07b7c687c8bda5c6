/**
 * The set of report codes of the URL grammars, by the name a grammar loaded from ABNF gives as its
 * option `codes`: `'url'`, for a grammar of URLs (the scheme grammars of grammar/schemes/ ask for
 * it): its reports take the URL grammars' codes, hints and fix-its (src/diagnostics/, which
 * src/parse/loaded.ts applies), not the generic ones. The engine knows no set of codes (its
 * `ReportCodeSets`, filled in here by declaration merging, and `provideReportCodes`, called here
 * when this module is loaded, so that `loadABNF` takes the name). Read by value (its name) by those
 * that use it, the loader's users: a bundle without them leaves this module out.
 */
import { provideReportCodes } from './engine/abnf/codes.js';

/**
 * The name of the URL grammars' set of report codes (`ABNFOptions.codes`).
 *
 * @example
 * ```ts
 * URL_REPORT_CODES; // 'url'
 * ```
 */
export const URL_REPORT_CODES = 'url';

declare module './engine/abnf/codes.js' {
  interface ReportCodeSets {
    /** The URL grammars' codes, hints and fix-its. */
    readonly [URL_REPORT_CODES]: true;
  }
}
provideReportCodes(URL_REPORT_CODES);
