/**
 * The resolver: reference resolution by three specifications behind one function, `resolve`, and
 * everything the resolvers export (dot-segment removal, the RFC 3986 and RFC 1808 resolvers and
 * their component records, the browser draft's parser and resolver, the shared step and error
 * types). `src/index.ts` re-exports this module whole. The per-spec functions (`resolve1808`,
 * `resolve3986`, `resolveBrowser`, and their `recompose*`) are deprecated for `resolve` (and
 * `recompose`) with `spec`, and kept until 1.0.
 *
 * | `spec` | algorithm | components from |
 * |---|---|---|
 * | `'rfc1808'` | RFC 1808 §4 steps 1 to 7 ({@link resolve1808}) | the RFC 1808 §2.2 grammar's AST |
 * | `'rfc3986'` (default) | RFC 3986 §5.2.2 to §5.2.4 ({@link resolve3986}) | RFC 3986 Appendix B |
 * | `'abarth-url-00'` | draft-abarth-url-00 §4 ({@link resolveBrowser}) | the draft's §3 |
 *
 * @module
 */

import { choiceOf, GrammarError, optionOf, optionsOf, optionsSpec } from '../../grammar/index.js';
import { resolveBrowser, type BrowserResolution } from './browser.js';
import { resolve1808, type Resolution1808 } from './rfc1808.js';
import { resolve3986, type Resolution3986 } from './rfc3986.js';

export { removeDotSegments, type DotOptions, type DotResult } from './dots.js';
export {
  APPENDIX_B,
  SCHEME_3986,
  merge3986,
  recompose3986,
  resolve3986,
  schemeErrorIndex,
  split3986,
  type Components3986,
  type Resolution3986,
  type Resolve3986Options,
  type ResolutionWarning,
} from './rfc3986.js';
export {
  parseBrowser,
  recomposeBrowser,
  resolveBrowser,
  trimControls,
  type BrowserParts,
  type BrowserResolution,
} from './browser.js';
export {
  RFC1808_NON_RELATIVE_SCHEMES,
  parse1808,
  recompose1808,
  resolve1808,
  type Components1808,
  type Resolution1808,
  type Resolve1808Options,
} from './rfc1808.js';
export {
  ALL_RESOLUTION_ERROR_CODES,
  RESOLUTION_ERROR_CODES,
  RFC1808_RESOLUTION_ERROR_CODES,
  ResolutionError,
  type AnyResolutionErrorCode,
  type DotBuffers,
  type DotSpec,
  type DotStep,
  type GapFilled,
  type ResolutionErrorCode,
  type ResolutionStep,
  type Rfc1808DotRule,
  type Rfc1808DotStep,
  type Rfc1808ResolutionErrorCode,
  type Rfc3986DotRule,
  type Rfc3986DotStep,
} from './types.js';

/**
 * The specification {@link resolve} follows: RFC 1808 §4, RFC 3986 §5.2, or the browser draft
 * draft-abarth-url-00 §4 (with its gaps filled by RFC 3986, see `resolveBrowser`).
 *
 * @example
 * ```ts
 * const spec: ResolveSpec = 'abarth-url-00';
 * ```
 */
export type ResolveSpec = 'rfc1808' | 'rfc3986' | 'abarth-url-00';

/**
 * Every {@link ResolveSpec}, in the order of their publication.
 *
 * @example
 * ```ts
 * for (const spec of RESOLVE_SPECS) console.log(spec, resolve('http://a/b', 'c', { spec }).href);
 * ```
 */
export const RESOLVE_SPECS: readonly ResolveSpec[] = ['rfc1808', 'rfc3986', 'abarth-url-00'];

/**
 * Options of {@link resolve}. `strict` applies to `'rfc3986'` only (RFC 3986 §5.2.2's non-strict
 * parser ignores a reference scheme equal to the base's); `trace` (default `true`) records the
 * dot-segment steps for `'rfc1808'` and `'rfc3986'`.
 *
 * @example
 * ```ts
 * const options: ResolveOptions = { spec: 'rfc3986', strict: false };
 * ```
 */
export interface ResolveOptions {
  /** Which algorithm. Default `'rfc3986'`. */
  readonly spec?: ResolveSpec;
  /** RFC 3986 only: default `true`. */
  readonly strict?: boolean;
  /** RFC 1808 and RFC 3986: record the dot-segment steps. Default `true`. */
  readonly trace?: boolean;
}

const RESOLVE_OPTIONS = optionsSpec<ResolveOptions>('resolve', { spec: true, strict: true, trace: true });

/**
 * What {@link resolve} returns, by spec: `{ href, parts, steps }`, where `parts` are the
 * components as that spec names them.
 *
 * @example
 * ```ts
 * const r: Resolution = resolve('http://a/b/c/d;p?q', '../g');
 * r.href; // 'http://a/b/g'
 * ```
 */
export type Resolution = Resolution1808 | Resolution3986 | BrowserResolution;

/**
 * Resolves `reference` against `base` by the algorithm of `options.spec`:
 *
 * - `'rfc1808'`: RFC 1808 §4 steps 1 to 7 over the RFC 1808 grammar's AST;
 * - `'rfc3986'` (default): RFC 3986 §5.2.2 with §5.2.3 merge and §5.2.4 remove_dot_segments;
 * - `'abarth-url-00'`: the browser draft's §4 (its gaps filled by RFC 3986).
 *
 * Returns `{ href, parts, steps }`; each step's `rule` cites the spec and its step, branch or
 * section (`'RFC 1808 §4 step 5a: ...'`, `'RFC 3986 §5.2.2 ...'`, `'draft-abarth-url-00 §4.6 ...'`,
 * or the RFC 3986 rule that fills one of the draft's gaps, with `gap` set).
 *
 * @param base - The base URL (absolute).
 * @param reference - The reference (relative or absolute).
 * @param options - `spec` (default `'rfc3986'`), and `strict`/`trace` (see {@link ResolveOptions}).
 * @throws {@link ResolutionError} when the base cannot serve, or (RFC 1808) when either string is
 *   not in the RFC 1808 grammar (with the parser's `report`).
 * @throws GrammarError (a `RangeError`) for an unknown `spec`; ArgumentError for an argument or
 *   option of the wrong type.
 *
 * @example
 * ```ts
 * const B = 'http://a/b/c/d;p?q#f';
 * resolve(B, ';x', { spec: 'rfc1808' }).href;         // 'http://a/b/c/d;x'
 * resolve(B, ';x').href;                              // 'http://a/b/c/;x' (RFC 3986)
 * resolve(B, '..\\g', { spec: 'abarth-url-00' }).href; // 'http://a/b/c/..\\g'
 * resolve(B, '../../../g', { spec: 'rfc1808' }).href; // 'http://a/../g'
 * resolve(B, '../../../g').href;                      // 'http://a/g'
 * ```
 */
export function resolve(base: string, reference: string, options: ResolveOptions & { readonly spec: 'rfc1808' }): Resolution1808;
export function resolve(
  base: string,
  reference: string,
  options: ResolveOptions & { readonly spec: 'abarth-url-00' },
): BrowserResolution;
export function resolve(
  base: string,
  reference: string,
  options?: (ResolveOptions & { readonly spec?: 'rfc3986' }) | null,
): Resolution3986;
export function resolve(base: string, reference: string, options?: ResolveOptions | null): Resolution;
export function resolve(base: string, reference: string, options?: ResolveOptions | null): Resolution {
  const o = optionsOf(options, RESOLVE_OPTIONS);
  const spec = choiceOf(o, 'spec', RESOLVE_SPECS, 'resolve') ?? 'rfc3986';
  const strict = optionOf(o, 'strict', 'boolean', 'resolve');
  const trace = optionOf(o, 'trace', 'boolean', 'resolve');
  switch (spec) {
    case 'rfc1808':
      return resolve1808(base, reference, trace === undefined ? {} : { trace });
    case 'rfc3986': {
      const o3986: { strict?: boolean; trace?: boolean } = {};
      if (strict !== undefined) o3986.strict = strict;
      if (trace !== undefined) o3986.trace = trace;
      return resolve3986(base, reference, o3986);
    }
    case 'abarth-url-00':
      return resolveBrowser(base, reference);
    default:
      return unknownSpec(spec);
  }
}

function unknownSpec(spec: never): never {
  throw new GrammarError(`resolve: unknown spec ${JSON.stringify(spec)}; use 'rfc1808', 'rfc3986' or 'abarth-url-00'`);
}
