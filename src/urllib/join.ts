/**
 * `urljoin`: CPython's resolution of a reference against a base. Both are split by
 * {@link urlparse}; the resolution itself is the transcribed, step-traced algorithm of
 * `src/resolver/urllib.ts`; the target is put back together by {@link urlunparse}.
 *
 * @module
 */

import { checkString, isBytes, optionsOf, optionsSpec, lazyProperty } from '../../grammar/index.js';
import { resolveUrljoin, type UrljoinOutcome, type UrlparseComponents } from '../resolver/urllib.js';
import { urlparse } from './split.js';
import { uses_netloc, uses_relative } from './schemes.js';
import { coerceArgs, encodeResult, urlunparse, type Component } from './unsplit.js';

/**
 * Options of {@link urljoin}, with Python's keyword names.
 *
 * @example
 * ```ts
 * const options: JoinOptions = { allow_fragments: false };
 * urljoin('http://h/a', 'b#c', options); // 'http://h/b#c'
 * ```
 */
export interface JoinOptions {
  /** Whether `#` starts a fragment in both URLs; default true. */
  allow_fragments?: unknown;
}

const URLJOIN_OPTIONS = optionsSpec<JoinOptions>('urljoin', { allow_fragments: true }, true);
const URLJOIN_TRACE_OPTIONS = optionsSpec<JoinOptions>('urljoinTrace', { allow_fragments: true });

const isComponent = (x: unknown): x is Component => typeof x === 'string' || isBytes(x) || x === null || x === undefined;

const truthy = (x: Component): boolean => x !== null && x !== undefined && x.length > 0;

/** Both URLs split and resolved: the outcome, with the decoded reference and the result kind. */
function resolve(base: Component, url: Component, options: JoinOptions, trace: boolean): { outcome: UrljoinOutcome; url: string; bytes: boolean } {
  const { args, bytes } = coerceArgs([base, url]);
  const allow_fragments = options.allow_fragments === undefined ? true : options.allow_fragments;
  const B = urlparse(args[0]!, { scheme: '', allow_fragments });
  const R = urlparse(args[1]!, { scheme: B.scheme, allow_fragments });
  const outcome = resolveUrljoin([...B] as unknown as UrlparseComponents, [...R] as unknown as UrlparseComponents, {
    uses_relative, uses_netloc, trace,
  });
  return { outcome, url: args[1]!, bytes };
}

/**
 * Resolve `url` against `base`, as CPython's `urllib.parse.urljoin`. An empty base gives `url`,
 * an empty `url` gives `base` (both as given, unchecked). A reference with another scheme, or a
 * scheme not in `uses_relative`, is returned as given. Bytes in, bytes out.
 *
 * Follows CPython's own algorithm (RFC 3986 §5.2 in shape, with its quirks: see
 * `src/resolver/urllib.ts`), and the URL is rebuilt by {@link urlunparse}, hence with the
 * gh-67693 and gh-85110 fixes.
 *
 * @throws as {@link urlparse} for either URL; TypeError when mixing strings and bytes.
 *
 * @example
 * ```ts
 * urljoin('http://www.cwi.nl/%7Eguido/Python.html', 'FAQ.html');
 * // 'http://www.cwi.nl/%7Eguido/FAQ.html'
 * urljoin('http://a/b/c/d;p?q', '../../g');       // 'http://a/g'
 * urljoin('http://a/b/c/d;p?q', '//x/y');         // 'http://x/y'
 * urljoin('http://a/b', 'https://c/d');           // 'https://c/d'
 * ```
 */
export function urljoin(base: string | null | undefined, url: string, options?: JoinOptions | null): string;
export function urljoin(base: Uint8Array | null | undefined, url: Uint8Array, options?: JoinOptions | null): Uint8Array;
export function urljoin(base: Component, url: Component, options?: JoinOptions | null): string | Uint8Array | null | undefined;
export function urljoin(base: Component, url: Component, options?: JoinOptions | null): string | Uint8Array | null | undefined {
  options = optionsOf(options, URLJOIN_OPTIONS);
  if (!isComponent(base) || !isComponent(url)) coerceArgs([base, url]); // the ArgumentError CPython's TypeError is
  if (!truthy(base)) return url;
  if (!truthy(url)) return base;
  const { outcome, url: ref, bytes } = resolve(base, url, options, false);
  const out = outcome.kind === 'reference' ? ref : urlunparse(outcome.target);
  return bytes ? encodeResult(out) : out;
}

/**
 * {@link urljoin} with the steps of the resolution (each citing CPython's urljoin and the RFC 3986
 * §5.2 rule it matches), for reports and teaching. Strings only; an empty base or reference is
 * returned with no steps.
 *
 * @example
 * ```ts
 * const { url, steps } = urljoinTrace('http://a/b/c/d;p?q', '../g');
 * url;                  // 'http://a/b/g'
 * steps.map((s) => s.rule);
 * ```
 */
export function urljoinTrace(base: string, url: string, options?: JoinOptions | null): { url: string; steps: UrljoinOutcome['steps'] } {
  options = optionsOf(options, URLJOIN_TRACE_OPTIONS);
  checkString(base, 'urljoinTrace', 'base');
  checkString(url, 'urljoinTrace', 'url');
  if (!base) return { url, steps: [] };
  if (!url) return { url: base, steps: [] };
  const { outcome, url: ref } = resolve(base, url, options, true);
  // `steps` is read from the outcome when first read (an enumerable getter): the one step per
  // path segment is recorded then, not by the call.
  const result = { url: outcome.kind === 'reference' ? ref : urlunparse(outcome.target) } as { url: string; steps: UrljoinOutcome['steps'] };
  lazyProperty(result, 'steps', () => outcome.steps);
  return result;
}
