/**
 * Reference resolution by RFC 3986 §5.2, transcribed with the RFC's own names: the reference `R`,
 * the base `Base` and the target `T`, each with the five components of Appendix B's regular
 * expression; §5.2.2 (transform references), §5.2.3 (merge), §5.2.4 (remove_dot_segments, in
 * `dots.ts`) and §5.3 (recomposition). Every branch taken is a step citing its pseudocode line.
 *
 * @module
 */

import { appendixBReference } from '../../grammar/appendix-b/index.js';
import { checkParts, checkString, matches, optionOf, optionsOf, optionsSpec, lazyProperty, readsTo } from '../../grammar/index.js';
import { parseURL } from '../parse/parse.js';
import { recompose3986Of, type Components3986 } from '../record/index.js';
import { removeDotSegments, type DotResult } from './dots.js';
import { ResolutionError, type ResolutionStep } from './types.js';

export { ResolutionError } from './types.js';
export type { ResolutionErrorCode, ResolutionStep } from './types.js';
export type { Components3986 } from '../record/index.js';

/**
 * RFC 3986 Appendix B, verbatim: "the regular expression for breaking-down a well-formed URI
 * reference into its components". The `s` flag makes `.` match every character, as the POSIX
 * expression's `.` does; the other groups are negated classes and match line breaks already.
 *
 * @example
 * ```ts
 * const m = APPENDIX_B.exec('http://www.ics.uci.edu/pub/ietf/uri/#Related');
 * m?.[2]; // 'http'
 * m?.[4]; // 'www.ics.uci.edu'
 * ```
 */
export const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

/**
 * Splits a URI reference into its five components by RFC 3986 Appendix B, read with the
 * Appendix B component grammar (`B-URI-reference`, whose rules are the expression's groups 2, 4,
 * 5, 7 and 9). Total: every string is split.
 *
 * @example
 * ```ts
 * split3986('http://www.ics.uci.edu/pub/ietf/uri/#Related');
 * // { scheme: 'http', authority: 'www.ics.uci.edu', path: '/pub/ietf/uri/', query: null,
 * //   fragment: 'Related' }
 * ```
 */
export function split3986(reference: string): Components3986 {
  checkString(reference, 'split3986', 'the reference');
  // Total: every string is a B-URI-reference (every part is optional), so the parse never fails.
  const root = appendixBReference(reference);
  const parts: Components3986 = { scheme: null, authority: null, path: '', query: null, fragment: null };
  const out = parts as { -readonly [K in keyof Components3986]: Components3986[K] };
  for (const n of root.children) {
    switch (n.type) {
      case 'B-scheme': out.scheme = n.text; break;
      case 'B-authority': out.authority = n.text; break;
      case 'B-path': out.path = n.text; break;
      case 'B-query': out.query = n.text; break;
      case 'B-fragment': out.fragment = n.text; break;
      default: break;
    }
  }
  return parts;
}

/**
 * Recomposes components into a URI reference by RFC 3986 §5.3, keeping the difference between an
 * undefined (`null`) and an empty component.
 *
 * @deprecated use `recompose(parts)` (the same string; it takes a record's spans too). Kept until 1.0.
 *
 * @example
 * ```ts
 * recompose3986({ scheme: 'http', authority: 'a', path: '/b', query: '', fragment: null });
 * // 'http://a/b?'
 * ```
 */
export function recompose3986(parts: Components3986): string {
  return recompose3986Of(parts, 'recompose3986');
}

/** RFC 3986 §3.1 `scheme`, as the grammar declares it, read on its own. */
const SCHEME = { rfc: 3986, name: 'scheme' } as const;

/**
 * `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` (RFC 3986 §3.1): whether a string is one,
 * asked of the grammar's own `scheme` rule (`test`, as a regular expression's).
 *
 * @deprecated use `schemeErrorIndex(scheme) === -1` (the same answer, from the same rule; where not,
 *   the offset of the first character that breaks it). Kept until 1.0.
 *
 * @example
 * ```ts
 * SCHEME_3986.test('svn+ssh'); // true
 * SCHEME_3986.test('1http');   // false
 * ```
 */
export const SCHEME_3986: {
  /** Whether `scheme` is an RFC 3986 §3.1 `scheme`. */
  readonly test: (scheme: string) => boolean;
} = Object.freeze({
  test(scheme: string): boolean {
    checkString(scheme, 'SCHEME_3986.test', 'the scheme');
    return matches(SCHEME, scheme);
  },
});

/**
 * The index of the first character of `scheme` that breaks RFC 3986 §3.1's `scheme` rule, or -1
 * when it conforms (an empty scheme breaks it at 0): the furthest offset the grammar's `scheme`
 * rule reads.
 *
 * @example
 * ```ts
 * schemeErrorIndex('http');  // -1
 * schemeErrorIndex('a b');   // 1
 * schemeErrorIndex('1http'); // 0
 * ```
 */
export function schemeErrorIndex(scheme: string): number {
  checkString(scheme, 'schemeErrorIndex', 'the scheme');
  // The furthest offset the rule reads is the end of its run: it reads each character of a
  // scheme, and no text that begins with another could become one.
  const end = readsTo(SCHEME, scheme, 0);
  return end === scheme.length ? -1 : Math.max(end, 0);
}

/**
 * Implements RFC 3986 §5.2.3 "Merge Paths" and returns the merged path with the branch taken.
 *
 * @example
 * ```ts
 * merge3986({ authority: 'a', path: '/b/c/d;p' }, 'g'); // { path: '/b/c/g', branch: 'all-but-last' }
 * merge3986({ authority: 'a', path: '' }, 'g');         // { path: '/g', branch: 'empty-base-path' }
 * ```
 */
export function merge3986(
  Base: Pick<Components3986, 'authority' | 'path'>,
  RPath: string,
): { path: string; branch: 'empty-base-path' | 'all-but-last' } {
  checkParts(Base, 'merge3986', ['path'], ['authority']);
  checkString(RPath, 'merge3986', 'the reference path');
  // o If the base URI has a defined authority component and an empty path, then return a string
  //   consisting of "/" concatenated with the reference's path; otherwise,
  if (Base.authority !== null && Base.path === '') {
    return { path: `/${RPath}`, branch: 'empty-base-path' };
  }
  // o return a string consisting of the reference's path component appended to all but the last
  //   segment of the base URI's path (i.e., excluding any characters after the right-most "/" in
  //   the base URI path, or excluding the entire base URI path if it does not contain any "/").
  const slash = Base.path.lastIndexOf('/');
  return { path: Base.path.slice(0, slash + 1) + RPath, branch: 'all-but-last' };
}

/**
 * Options of `resolve3986`, deprecated: `resolve` takes `ResolveOptions`.
 *
 * @deprecated use `ResolveOptions` (what `resolve` takes; `'rfc3986'` is its default spec). Kept until 1.0.
 *
 * @example
 * ```ts
 * const options: Resolve3986Options = { strict: false }; // "http:g" resolves like "g"
 * ```
 */
export interface Resolve3986Options {
  /**
   * RFC 3986 §5.2.2: "A non-strict parser may ignore a scheme in the reference if it is identical
   * to the base URI's scheme." Default `true` (strict). Given explicitly as `true`, it is strict in
   * the other sense too: the base must be an `absolute-URI` and the reference a `URI-reference`
   * under the `rfc3986` grammar, or a {@link ResolutionError} (`base.syntax`, `reference.syntax`)
   * carries the parser's report; left out, any string resolves (Appendix B splits every string). Identical means equal as strings: the
   * pseudocode compares before any normalization (§6.2.2.1 case folding is a separate, optional
   * step).
   */
  readonly strict?: boolean;
  /** Record the dot-segment steps of each `remove_dot_segments` call. Default `true`. */
  readonly trace?: boolean;
}

const RESOLVE_3986_OPTIONS = optionsSpec<Resolve3986Options>('resolve3986', { strict: true, trace: true });

/**
 * The result of `resolve` under `spec: 'rfc3986'` (its default): the target URI `T` as a string (`href`) and as components
 * (`parts`), and the steps that produced it.
 *
 * @example
 * ```ts
 * const { href, parts } = resolve('http://a/b/c/d;p?q', '../g');
 * href;       // 'http://a/b/g'
 * parts.path; // '/b/g'
 * ```
 */
export interface Resolution3986 {
  readonly href: string;
  readonly parts: Components3986;
  readonly steps: readonly ResolutionStep[];
  /** What was written differently from the literal recomposition to keep the meaning ({@link ResolutionWarning}); usually empty. */
  readonly warnings: readonly ResolutionWarning[];
}

/**
 * Resolves `reference` against `base` by RFC 3986 §5.2.2, transcribing its pseudocode with the
 * RFC's names (`R`, `Base`, `T`); each branch taken is a step citing it. Both strings are split by
 * Appendix B; nothing is validated beyond the base's scheme (a base must be an absolute URI,
 * §5.2.1). A fragment in the base is ignored, as the pseudocode ignores it.
 *
 * @deprecated use `resolve(base, reference)` (`spec: 'rfc3986'` is its default; the same resolution, options and errors). Kept until 1.0.
 *
 * @param base - An absolute URI (it must have a scheme).
 * @param reference - Any URI reference.
 * @param options - `strict` (default `true`): see {@link Resolve3986Options}.
 * @throws {@link ResolutionError} `'base.not-absolute'` if the base has no scheme;
 *   `'base.scheme-invalid'` if its scheme breaks RFC 3986 §3.1.
 *
 * @example
 * ```ts
 * resolve3986('http://a/b/c/d;p?q', '../../g').href;               // 'http://a/g'
 * resolve3986('http://a/b/c/d;p?q', 'http:g').href;                // 'http:g'
 * resolve3986('http://a/b/c/d;p?q', 'http:g', { strict: false }).href; // 'http://a/b/c/g'
 * resolve3986('http://a/b/c/d;p?q', 'g').steps.map((s) => s.rule);
 * // [..., 'RFC 3986 §5.2.2 T.path = merge(Base.path, R.path)', ...]
 * ```
 */
export function resolve3986(
  base: string,
  reference: string,
  options?: Resolve3986Options | null,
): Resolution3986 {
  checkString(base, 'resolve3986', 'base');
  checkString(reference, 'resolve3986', 'reference');
  const o = optionsOf(options, RESOLVE_3986_OPTIONS);
  const strict = optionOf(o, 'strict', 'boolean', 'resolve3986') ?? true;
  const trace = optionOf(o, 'trace', 'boolean', 'resolve3986') ?? true;
  const steps: ResolutionStep[] = [];
  // A step that removed dot segments cites their steps in `dots`, read from the DotResult when
  // first read (an enumerable getter): recording them costs nothing until then.
  const step = (rule: string, values: Record<string, string | null>, dots?: DotResult) => {
    const s: ResolutionStep = { rule, values };
    if (dots) lazyProperty(s, 'dots', () => dots.steps);
    steps.push(s);
  };
  const removeDots = (path: string) => removeDotSegments(path, { spec: 'rfc3986', trace });

  // `strict: true` given explicitly: both inputs are validated under the rfc3986 grammar first,
  // the base as an absolute-URI (§5.1: "A base URI must conform to the <absolute-URI> syntax
  // rule"), the reference as a URI-reference; the report says why one is not.
  if (o.strict === true) {
    const b = parseURL(base, { grammar: 'rfc3986', start: 'absolute-URI' });
    if (!b.ok) throw new ResolutionError('base.syntax', `RFC 3986 §5.1: a base URI must conform to absolute-URI (${b.error.code})`, base, b.error.offset, b.error);
    const r = parseURL(reference, { grammar: 'rfc3986', start: 'URI-reference' });
    if (!r.ok) throw new ResolutionError('reference.syntax', `RFC 3986 §4.1: the reference is not a URI-reference (${r.error.code})`, reference, r.error.offset, r.error);
  }

  // §5.2.1 Pre-parse the Base URI: "only the scheme component is required to be present".
  const Base = split3986(base);
  step('RFC 3986 §5.2.1 Base = parse(Base)', components('Base', Base));
  if (Base.scheme === null) {
    throw new ResolutionError(
      'base.not-absolute',
      'RFC 3986 §5.2.1: only the scheme component is required to be present in a base URI, and this base has none',
      base,
      0,
    );
  }
  const bad = schemeErrorIndex(Base.scheme);
  if (bad !== -1) {
    throw new ResolutionError(
      'base.scheme-invalid',
      `RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), and Base.scheme "${Base.scheme}" breaks it at ${JSON.stringify(Base.scheme[bad])}`,
      base,
      bad,
    );
  }

  // (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R);
  let R = split3986(reference);
  step('RFC 3986 §5.2.2 (R.scheme, R.authority, R.path, R.query, R.fragment) = parse(R)', components('R', R));

  // if ((not strict) and (R.scheme == Base.scheme)) then undefine(R.scheme);
  if (!strict && R.scheme === Base.scheme) {
    R = { ...R, scheme: null };
    step('RFC 3986 §5.2.2 (not strict) and (R.scheme == Base.scheme): undefine(R.scheme)', {
      'R.scheme': null,
    });
  }

  let T: { scheme: string | null; authority: string | null; path: string; query: string | null; fragment: string | null };

  if (R.scheme !== null) {
    const dots = removeDots(R.path);
    T = { scheme: R.scheme, authority: R.authority, path: dots.path, query: R.query, fragment: null };
    step('RFC 3986 §5.2.2 defined(R.scheme): T.scheme = R.scheme; T.authority = R.authority; T.query = R.query', {
      'T.scheme': T.scheme,
      'T.authority': T.authority,
      'T.query': T.query,
    });
    step('RFC 3986 §5.2.2 T.path = remove_dot_segments(R.path)', { 'R.path': R.path, 'T.path': T.path }, dots);
  } else {
    let authority: string | null;
    let path: string;
    let query: string | null;
    if (R.authority !== null) {
      const dots = removeDots(R.path);
      authority = R.authority;
      path = dots.path;
      query = R.query;
      step('RFC 3986 §5.2.2 defined(R.authority): T.authority = R.authority; T.query = R.query', {
        'T.authority': authority,
        'T.query': query,
      });
      step('RFC 3986 §5.2.2 T.path = remove_dot_segments(R.path)', { 'R.path': R.path, 'T.path': path }, dots);
    } else {
      if (R.path === '') {
        path = Base.path;
        step('RFC 3986 §5.2.2 R.path == "": T.path = Base.path', { 'T.path': path });
        if (R.query !== null) {
          query = R.query;
          step('RFC 3986 §5.2.2 defined(R.query): T.query = R.query', { 'T.query': query });
        } else {
          query = Base.query;
          step('RFC 3986 §5.2.2 not defined(R.query): T.query = Base.query', { 'T.query': query });
        }
      } else {
        if (R.path.startsWith('/')) {
          const dots = removeDots(R.path);
          path = dots.path;
          step(
            'RFC 3986 §5.2.2 R.path starts-with "/": T.path = remove_dot_segments(R.path)',
            { 'R.path': R.path, 'T.path': path },
            dots,
          );
        } else {
          const merged = merge3986(Base, R.path);
          step('RFC 3986 §5.2.2 T.path = merge(Base.path, R.path)', {
            'Base.path': Base.path,
            'R.path': R.path,
            'T.path': merged.path,
          });
          step(
            merged.branch === 'empty-base-path'
              ? 'RFC 3986 §5.2.3 merge: defined(Base.authority) and Base.path == "": "/" + R.path'
              : 'RFC 3986 §5.2.3 merge: R.path appended to all but the last segment of Base.path',
            { 'Base.authority': Base.authority, 'Base.path': Base.path, 'R.path': R.path, 'T.path': merged.path },
          );
          const dots = removeDots(merged.path);
          path = dots.path;
          step('RFC 3986 §5.2.2 T.path = remove_dot_segments(T.path)', { 'T.path': path }, dots);
        }
        query = R.query;
        step('RFC 3986 §5.2.2 T.query = R.query', { 'T.query': query });
      }
      authority = Base.authority;
      step('RFC 3986 §5.2.2 T.authority = Base.authority', { 'T.authority': authority });
    }
    T = { scheme: Base.scheme, authority, path, query, fragment: null };
    step('RFC 3986 §5.2.2 T.scheme = Base.scheme', { 'T.scheme': T.scheme });
  }

  T.fragment = R.fragment;
  step('RFC 3986 §5.2.2 T.fragment = R.fragment', { 'T.fragment': T.fragment });

  // §5.2's result read back: without an authority, a path that starts with "//" would read as
  // one (§3.3: "the path cannot begin with two slash characters"): `f:/a` + `.//g` gives the path
  // "//g", and "f://g" names a host g. "/." in front is the same path (remove_dot_segments takes
  // it away again) and keeps the meaning, as uriparser and fluent-uri do.
  const warnings: ResolutionWarning[] = [];
  if (T.authority === null && T.path.startsWith('//')) {
    const path = '/.' + T.path;
    warnings.push({
      code: 'path.dot-inserted',
      message: `RFC 3986 §3.3: the resolved path ${JSON.stringify(T.path)} starts with "//" and there is no authority, so written out it would read as one; "/." was put in front (${JSON.stringify(path)}, the same path)`,
    });
    T.path = path;
    step('RFC 3986 §3.3 no authority and T.path starts with "//": T.path = "/." + T.path', { 'T.path': path });
  }

  const parts: Components3986 = { ...T };
  const href = recompose3986Of(parts, 'resolve3986');
  step('RFC 3986 §5.3 result = recompose(T)', { T: href });
  if (o.strict === true) {
    // Strict both ways: what comes out is a URI too, as what went in was checked to be.
    const t = parseURL(href, { grammar: 'rfc3986', start: 'URI' });
    if (!t.ok) throw new ResolutionError('result.syntax', `RFC 3986 §5.3: the recomposed target is not a URI (${t.error.code})`, href, t.error.offset, t.error);
  }
  return { href, parts, steps, warnings };
}

/**
 * What `resolve` under `spec: 'rfc3986'` says about a result it had to write differently from §5.3's literal
 * recomposition to keep its meaning: `'path.dot-inserted'` ("/." put in front of a path that
 * starts with "//" where there is no authority).
 *
 * @example
 * ```ts
 * resolve('f:/a', './/g').warnings[0]?.code; // 'path.dot-inserted'
 * ```
 */
export interface ResolutionWarning {
  readonly code: 'path.dot-inserted';
  readonly message: string;
}

function components(name: string, c: Components3986): Record<string, string | null> {
  return {
    [`${name}.scheme`]: c.scheme,
    [`${name}.authority`]: c.authority,
    [`${name}.path`]: c.path,
    [`${name}.query`]: c.query,
    [`${name}.fragment`]: c.fragment,
  };
}
