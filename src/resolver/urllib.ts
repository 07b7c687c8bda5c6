/**
 * CPython's `urllib.parse.urljoin`, transcribed as a resolver over components, with a trace.
 *
 * The algorithm works on the six components of `urlparse` (`Base` for the base, `R` for the
 * reference, `T` for the target, as in RFC 3986 §5.2.2, whose shape it follows) and returns either
 * the target components or "the reference as it was given". Each step of the trace cites
 * "CPython urllib.parse.urljoin" and, where the step does what RFC 3986 §5.2.2 / §5.2.3 / §5.2.4
 * prescribes, that section too.
 *
 * Where CPython departs from RFC 3986 (its quirks, kept on purpose):
 * - a reference with another scheme, or a scheme outside `uses_relative`, is returned as given
 *   (not even its dot segments are removed; RFC 3986 §5.2.2 would remove them);
 * - net_loc is inherited only for schemes of `uses_netloc`;
 * - params (`;x` of the last segment, `urlparse`) count as part of the path for "is the path
 *   empty?", and a reference with params but no path keeps the base's path;
 * - the merge drops empty segments (`a//b` + `../c`) everywhere but at the two ends of the
 *   merged path (not for an absolute reference path, though);
 * - a `..` may pop the root's empty segment (`/../g` gives path `g`, which the net_loc then
 *   re-roots when the URL is put back together);
 * - a `..` with nothing to pop is dropped (as RFC 3986 §5.2.4 2C, not as RFC 1808, which keeps it);
 * - an empty result path becomes `/`.
 *
 * Linear time: the segments are a stack. The target path is computed over segment boundaries
 * (`mergePath`: integer arrays, the result cut from the merged path in runs); with `trace: true`
 * the steps, one per segment (the segment and what happened to it), are recorded when `steps` is
 * first read, by the transcription that cites each rule (`mergeAndRemoveDots`).
 *
 * @module
 */

import { lazyProperty } from '../../grammar/index.js';
import { joinRuns, SEGMENTS } from './dots.js';
import type { ResolutionStep } from './types.js';

/** The six components of `urlparse`: scheme, netloc, path, params, query, fragment. */
export type UrlparseComponents = readonly [string, string, string, string, string, string];

/**
 * What {@link resolveUrljoin} decides: the target's components, or that the reference is returned
 * as it was given (CPython returns its `url` argument unchanged).
 *
 * @example
 * ```ts
 * const outcome: UrljoinOutcome = { kind: 'reference', steps: [] };
 * ```
 */
export type UrljoinOutcome =
  | { readonly kind: 'reference'; readonly steps: readonly ResolutionStep[] }
  | { readonly kind: 'target'; readonly target: UrlparseComponents; readonly steps: readonly ResolutionStep[] };

/**
 * Options of {@link resolveUrljoin}.
 *
 * @example
 * ```ts
 * const options: UrljoinResolveOptions = { uses_relative: ['http'], uses_netloc: ['http'], trace: true };
 * ```
 */
export interface UrljoinResolveOptions {
  /** Schemes that resolve (CPython's `uses_relative`, read at call time). */
  readonly uses_relative: readonly string[];
  /** Schemes that inherit a net_loc (CPython's `uses_netloc`). */
  readonly uses_netloc: readonly string[];
  /** Record the steps; default false. */
  readonly trace?: boolean;
}

const CITE = 'CPython urllib.parse.urljoin';
// The rules of the per-segment steps, made once.
const POPS = `${CITE} (RFC 3986 §5.2.4 2C): ".." removes the last segment`;
const DROPS = `${CITE} (RFC 3986 §5.2.4 2C): ".." with nothing to remove is dropped`;
const DOT = `${CITE} (RFC 3986 §5.2.4 2B): "." is dropped`;
const KEPT = `${CITE} (RFC 3986 §5.2.4 2E): the segment is kept`;

/**
 * Resolve reference components `R` against base components `Base` as CPython's `urljoin` does
 * (after both are split by `urlparse`, the reference with the base's scheme as its default).
 *
 * @example
 * ```ts
 * const opts = { uses_relative: ['http'], uses_netloc: ['http'], trace: true };
 * const out = resolveUrljoin(['http', 'a', '/b/c/d', 'p', 'q', 'f'], ['http', '', '../g', '', '', ''], opts);
 * out.kind === 'target' && out.target; // ['http', 'a', '/b/g', '', '', '']
 * ```
 */
export function resolveUrljoin(Base: UrlparseComponents, R: UrlparseComponents, options: UrljoinResolveOptions): UrljoinOutcome {
  const steps: ResolutionStep[] = [];
  const trace = options.trace ?? false;
  const step = (rule: string, values: Record<string, string | null>): void => {
    if (trace) steps.push({ rule, values });
  };
  const [bscheme, bnetloc, bpath, bparams, bquery] = Base;
  const scheme = R[0];
  let [, netloc, path, params, query] = R;
  const fragment = R[5];

  if (scheme !== bscheme || !options.uses_relative.includes(scheme)) {
    step(`${CITE}: R.scheme differs from Base.scheme or is not in uses_relative; R is returned as given`, {
      'R.scheme': scheme, 'Base.scheme': bscheme,
    });
    return { kind: 'reference', steps };
  }
  if (options.uses_netloc.includes(scheme)) {
    if (netloc) {
      step(`${CITE} (RFC 3986 §5.2.2: if defined(R.authority)): T = R`, { 'R.authority': netloc });
      return { kind: 'target', target: [scheme, netloc, path, params, query, fragment], steps };
    }
    netloc = bnetloc;
    step(`${CITE} (RFC 3986 §5.2.2: T.authority = Base.authority)`, { 'T.authority': netloc });
  }
  if (!path && !params) {
    path = bpath;
    params = bparams;
    if (!query) query = bquery;
    step(`${CITE} (RFC 3986 §5.2.2: if (R.path == "")): T.path = Base.path, T.params = Base.params; T.query = R.query or Base.query`, {
      'T.path': path, 'T.params': params, 'T.query': query,
    });
    return { kind: 'target', target: [scheme, netloc, path, params, query, fragment], steps };
  }

  const target: UrlparseComponents = [scheme, netloc, mergePath(bpath, path, null), params, query, fragment];
  if (!trace) return { kind: 'target', target, steps };
  // The steps of the merge and dot removal, one per segment, are recorded on first read.
  const outcome = lazyProperty({ kind: 'target' as const, target }, 'steps', () => {
    const more = steps.slice();
    mergePath(bpath, path, more);
    return more;
  });
  return outcome;
}

/**
 * The path part of CPython's urljoin, one algorithm with or without its steps: merge (RFC 3986
 * §5.2.3, but dropping empty segments inside the merged path) and dot removal (a segment stack,
 * like RFC 3986 §5.2.4, but able to pop the root), over the segment boundaries of one string (the
 * base's directories, "/", the reference's path), the kept segments as [start, end) in integer
 * arrays, the result cut from that string in runs. Returns the target path (`/` if it would be
 * empty). With `steps`, each step is appended to it too: the merge, one per segment, and the end.
 */
function mergePath(bpath: string, path: string, steps: ResolutionStep[] | null): string {
  const absolute = path.charCodeAt(0) === 0x2f;
  let s = path;
  if (!absolute) {
    // The base's segments but its last (not a directory), unless that one is empty.
    const lastSlash = bpath.lastIndexOf('/');
    if (bpath.length === 0 || lastSlash === bpath.length - 1) s = bpath + '/' + path;
    else if (lastSlash !== -1) s = bpath.slice(0, lastSlash) + '/' + path;
  }
  const n = s.length;
  // (Lent by the dot segments' walk's scratch: src/resolver/dots.ts.)
  const lent = SEGMENTS.take(n + 1);
  const [starts, ends] = lent as [Int32Array, Int32Array];
  let depth = 0;
  let endsInDots = false;
  // With `steps`: the merge's step goes where the walk starts, once the merged segments are known.
  const at = steps ? steps.length : 0;
  const merged: string[] | null = steps ? [] : null;
  for (let start = 0; ; ) {
    const slash = s.indexOf('/', start);
    const last = slash === -1;
    const end = last ? n : slash;
    const len = end - start;
    const dot = len === 1 && s.charCodeAt(start) === 0x2e;
    const dots = len === 2 && s.charCodeAt(start) === 0x2e && s.charCodeAt(start + 1) === 0x2e;
    // A merged path drops its empty inner segments (not the first, not the last).
    if (len === 0 && !absolute && start !== 0 && !last) {
      start = end + 1;
      continue;
    }
    const segment = merged ? s.slice(start, end) : '';
    merged?.push(segment);
    if (dots) {
      if (depth > 0) {
        depth--;
        steps?.push({ rule: POPS, values: { segment, removed: s.slice(starts[depth]!, ends[depth]!) } });
      } else steps?.push({ rule: DROPS, values: { segment } });
    } else if (dot) steps?.push({ rule: DOT, values: { segment } });
    else {
      starts[depth] = start;
      ends[depth++] = end;
      steps?.push({ rule: KEPT, values: { segment } });
    }
    if (last) {
      endsInDots = dot || dots;
      break;
    }
    start = end + 1;
  }
  let out = joinRuns(s, starts, ends, depth, '/');
  SEGMENTS.give(lent);
  // A path that ended in "." or ".." ends in "/" (an empty last segment).
  if (endsInDots && depth > 0) out += '/';
  out ||= '/';
  if (steps) {
    const first: ResolutionStep = absolute
      ? { rule: `${CITE} (RFC 3986 §5.2.2: if (R.path starts-with "/")): segments = R.path.split("/")`, values: { 'R.path': path } }
      : {
          rule: `${CITE} (RFC 3986 §5.2.3 merge, dropping empty inner segments): segments = Base.path's directories + R.path's segments`,
          values: { 'Base.path': bpath, 'R.path': path, merged: merged!.join('/') },
        };
    steps.splice(at, 0, first);
    if (endsInDots) steps.push({ rule: `${CITE}: the path ended in "${merged!.at(-1)}", so it ends in "/"`, values: {} });
    steps.push({ rule: `${CITE}: T.path = the segments joined with "/" (or "/" if empty)`, values: { 'T.path': out } });
  }
  return out;
}

/**
 * The urljoin path on `bpath` and `path`, untraced and traced (the path the traced run returns).
 * For tests.
 *
 * @internal
 */
export function urljoinPathsForTest(bpath: string, path: string): [fast: string, traced: string] {
  return [mergePath(bpath, path, null), mergePath(bpath, path, [])];
}
