/**
 * Reference resolution by RFC 1808 §4 "Resolving Relative URLs", steps 1 to 7, transcribed with
 * the RFC's own numbering and names: the *base URL*, the *embedded URL* (the reference) and their
 * components `<scheme>`, `<net_loc>`, `<path>`, `<params>`, `<query>` and `<fragment>`.
 *
 * Both URLs are read by the RFC 1808 §2.2 grammar (`parseURL(x, { grammar: 'rfc1808' })`: the
 * start symbol `URL`, with `net_loc` extended by an RFC 2732 `IPv6reference`), and the components
 * are the spans of the AST nodes (`scheme`, `net_loc`, `abs_path`/`path`, `params`, `query`,
 * `fragment`): there is no hand-written splitter. This is the grammar §2.4's parsing rules
 * describe ("An accepted method for parsing URLs is useful to clarify the generic-RL syntax").
 *
 * Decisions the RFC leaves to the reader (each is also in `docs/resolution.md`):
 *
 * - **Empty versus absent.** §2.4 says a component whose delimiter "is the last character, or [is
 *   not] present" is empty, and steps 3 and 5 test "non-empty". The resolver follows that for
 *   inheritance (`?` inherits the base query, `;` the base params, `///g` the base net_loc), but
 *   keeps a delimiter the reference wrote when nothing is inherited in its place (`g?` gives
 *   `http://a/b/c/g?`), so `parts` keeps `null` (absent) apart from `''` (empty).
 * - **The opaque form** `absoluteURL = ... | ( scheme ":" *( uchar | reserved ) )`, which the
 *   parser uses only when `generic-RL` cannot read the whole input (such as `http://h//x`: an
 *   `abs_path` cannot start with `//`):
 *   as an embedded URL it "starts with a scheme name", so step 2b returns it unchanged; as a base
 *   it cannot serve, because it has no `<net_loc>`, `<path>`, `<params>` or `<query>` to inherit
 *   (§2.3: "Relative URLs can be used with these schemes whenever the applicable base URL follows
 *   the generic-RL syntax"): error `'base.opaque'`, with the parser's report for `generic-RL`.
 * - **A base that cannot serve is an error before step 2a**, whatever the reference (even an
 *   absolute or empty one): a relative base (`'base.not-absolute'`), an opaque one, one not in the
 *   grammar (`'base.syntax'`), and one whose scheme §2.3 says is "never used with relative URLs"
 *   (`mailto`, `news`, `telnet`: `'base.not-hierarchical'`). An empty base is step 1's "unknown"
 *   base: an absolute reference is returned as it is; a relative one is `'base.empty'`.
 * - **Step 7 and an empty base path.** When the base has a `<net_loc>` and an empty path
 *   (`http://a`), step 6 gives a path with no leading slash (`g`); recombined after the net_loc it
 *   would read `http://ag`. Since `net_path = "//" net_loc [ abs_path ]`, step 7 puts a `/` before
 *   such a path, and the trace says so (RFC 3986 §5.2.3 makes the same repair in its merge).
 *
 * @module
 */

// RFC 1808's grammar, which this resolver parses with.
import '../../grammar/obsoleted/index.js';
import { checkParts, checkString, optionOf, optionsOf, optionsSpec, lazyProperty, ruleNames, type ASTNode } from '../../grammar/index.js';
import { recompose1808Of, type Components1808, type URLComponents } from '../record/index.js';
import { parseRule, parseURLWithAST } from '../parse/parse.js';
import type { URLErrorReport } from '../diagnostics/types.js';
import { removeDotSegments, type DotResult } from './dots.js';
import { ResolutionError, type ResolutionStep } from './types.js';

export type { Components1808 } from '../record/index.js';

/**
 * Options of `resolve1808`, deprecated: `resolve` takes `ResolveOptions`.
 *
 * @deprecated use `ResolveOptions` (with `spec: 'rfc1808'`, what `resolve` takes). Kept until 1.0.
 *
 * @example
 * ```ts
 * const options: Resolve1808Options = { trace: false }; // no dot-segment steps recorded
 * ```
 */
export interface Resolve1808Options {
  /** Record the RFC 1808 §4 step 6 a) to d) steps in the step 6 entry's `dots`. Default `true`. */
  readonly trace?: boolean;
}

const RESOLVE_1808_OPTIONS = optionsSpec<Resolve1808Options>('resolve1808', { trace: true });

/**
 * The result of `resolve` under `spec: 'rfc1808'`: the absolute form (`href`), its components (`parts`) and the
 * steps of RFC 1808 §4 taken, each citing its number (`'RFC 1808 §4 step 5a: ...'`).
 *
 * @example
 * ```ts
 * const { href, parts } = resolve('http://a/b/c/d;p?q#f', 'g;x?y#s', { spec: 'rfc1808' });
 * href;         // 'http://a/b/c/g;x?y#s'
 * parts.params; // 'x'
 * ```
 */
export interface Resolution1808 {
  readonly href: string;
  readonly parts: Components1808;
  readonly steps: readonly ResolutionStep[];
}

/**
 * The schemes RFC 1808 §2.3 lists as "never used with relative URLs": a base with one of these
 * schemes cannot serve (`'base.not-hierarchical'`). Compared ASCII case-insensitively (RFC 1738
 * §2.1: "programs interpreting URLs should treat upper case letters as equivalent to lower case
 * in scheme names").
 *
 * @example
 * ```ts
 * RFC1808_NON_RELATIVE_SCHEMES.has('mailto'); // true
 * RFC1808_NON_RELATIVE_SCHEMES.has('gopher'); // false (usable when the base is a generic-RL)
 * ```
 */
export const RFC1808_NON_RELATIVE_SCHEMES: ReadonlySet<string> = new Set(['mailto', 'news', 'telnet']);

/** The form of a parsed URL: which alternative of `URL` the parser took. */
type Form = 'generic-RL' | 'opaque' | 'relativeURL';

interface Parsed1808 {
  readonly parts: Components1808;
  readonly form: Form;
}

/**
 * The RFC 1808 components of a parse, from its component record (`components`: the grammar's
 * tagged productions, src/record/): `<scheme>`, `<net_loc>` (the authority), `<query>` and
 * `<fragment>` as the record has them; `<params>` is the `params` node, which RFC 1808 §2.1 keeps
 * apart from `<path>` (the record's path, RFC 3986's, holds it after a ";"). In the opaque form
 * `scheme ":" *( uchar | reserved )` everything after the ":" is the opaque part (§2.2 writes no
 * structure below it), and the path is empty.
 */
const ABSOLUTE_URL = ruleNames('ABSOLUTE_URL', ['absoluteURL']);
const PARAMS = ruleNames('PARAMS', ['params']);
const GENERIC_RL = ruleNames('GENERIC_RL', ['generic-RL']);
/**
 * The productions above a component (§2.2: `URL` down to `rel_path`, and `URL-1808`, the
 * `rfc1808` grammar's default start symbol, above `absoluteURL`). `absoluteURL`, `generic-RL`
 * and `params` are found only among them and their children, so the search for each enters
 * nothing else: not a path's segments, which are as many as the path has slashes.
 */
const SPINE = ruleNames('SPINE_1808', ['URL', 'URL-1808', 'absoluteURL', 'generic-RL', 'relativeURL', 'net_path', 'abs_path', 'rel_path']);

/** The first node of `types` in document order, looked for on the spine only (depth at most 7: the grammar's, not the input's). */
function onSpine(node: ASTNode, types: ReadonlySet<string>): ASTNode | undefined {
  if (types.has(node.type)) return node;
  if (!SPINE.has(node.type)) return undefined;
  for (const child of node.children) {
    const hit = onSpine(child, types);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/**
 * The RFC 1808 components and form of a parse (`ast`, `c`: `parseURL(x, { grammar: 'rfc1808', start: 'URL' })`'s
 * `ast` and `components`, or those of its default, `URL-1808`); it reads the record and the spine's
 * nodes, never a path's segments.
 * Exported for test/linear-resolve1808.test.ts, which counts the nodes it reads.
 *
 * @internal
 * @example
 * ```ts
 * const r = parseURL('http://a/b;p', { grammar: 'rfc1808', start: 'URL' });
 * if (r.ok) partsOf(r.ast, r.components).parts.params; // 'p'
 * ```
 */
export function partsOf(ast: ASTNode, c: URLComponents): { readonly parts: Components1808; readonly form: Form } {
  const scheme = c.scheme?.text ?? null;
  const abs = onSpine(ast, ABSOLUTE_URL);
  if (abs !== undefined && abs.children[0]?.type === 'scheme') {
    return { parts: { scheme, net_loc: null, path: '', params: null, query: null, fragment: c.fragment?.text ?? null, opaque: c.path.text }, form: 'opaque' };
  }
  const params = onSpine(ast, PARAMS);
  const path = params === undefined ? c.path.text : c.path.text.slice(0, params.start - 1 - c.path.start);
  return {
    parts: { scheme, net_loc: c.authority?.text ?? null, path, params: params?.text ?? null, query: c.query?.text ?? null, fragment: c.fragment?.text ?? null, opaque: null },
    form: onSpine(ast, GENERIC_RL) !== undefined ? 'generic-RL' : 'relativeURL',
  };
}

/**
 * Parses `input` by the RFC 1808 §2.2 grammar (start symbol `URL`, with the RFC 2732 `net_loc`)
 * and returns its components, taken from the AST's node spans; `null` with the parser's report
 * when the input is not in the grammar.
 *
 * @example
 * ```ts
 * const r = parse1808('http://a/b/c/d;p?q#f');
 * if (r.ok) r.parts; // { scheme: 'http', net_loc: 'a', path: '/b/c/d', params: 'p', query: 'q', fragment: 'f', opaque: null }
 * parse1808('a b').ok; // false (r.error.code === 'char.space')
 * ```
 */
export function parse1808(
  input: string,
): { readonly ok: true; readonly parts: Components1808; readonly form: 'generic-RL' | 'opaque' | 'relativeURL' } | { readonly ok: false; readonly error: URLErrorReport } {
  checkString(input, 'parse1808', 'input');
  const r = parseURLWithAST(input, { grammar: 'rfc1808', start: 'URL' });
  if (!r.ok) return { ok: false, error: r.error };
  return { ok: true, ...partsOf(r.ast, r.components) };
}

/**
 * Recombines RFC 1808 components into a URL (§4 step 7): `scheme ":"`, `"//" net_loc`, the path
 * (with its slash), `";" params`, `"?" query`, `"#" fragment`, each when not `null`; an opaque URL
 * is `scheme ":" opaque` and its fragment.
 *
 * @deprecated use `recompose(parts, { spec: 'rfc1808' })` (the same string). Kept until 1.0.
 *
 * @example
 * ```ts
 * recompose1808({ scheme: 'http', net_loc: 'a', path: '/b/g', params: null, query: 'y', fragment: null, opaque: null });
 * // 'http://a/b/g?y'
 * ```
 */
export function recompose1808(parts: Components1808): string {
  return recompose1808Of(parts, 'recompose1808');
}

function componentValues(name: string, c: Components1808): Record<string, string | null> {
  const values: Record<string, string | null> = {
    [`${name}.scheme`]: c.scheme,
    [`${name}.net_loc`]: c.net_loc,
    [`${name}.path`]: c.path,
    [`${name}.params`]: c.params,
    [`${name}.query`]: c.query,
    [`${name}.fragment`]: c.fragment,
  };
  if (c.opaque !== null) values[`${name}.opaque`] = c.opaque;
  return values;
}

const nonEmpty = (value: string | null): value is string => value !== null && value !== '';

/**
 * Resolves `reference` (the *embedded URL*) against `base` by RFC 1808 §4, steps 1 to 7. Both are
 * parsed by the RFC 1808 §2.2 grammar and split into components by their AST spans. Every step
 * taken is recorded, its `rule` citing the step (`'RFC 1808 §4 step 2c: ...'`); step 6 carries the
 * a) to d) dot-segment steps of `removeDotSegments(path, { spec: 'rfc1808' })` in `dots`.
 *
 * <params> do not take part in path resolution; a fragment is inherited only by the entirely
 * empty reference (step 2a). Decisions the RFC leaves open (empty versus absent components, the
 * opaque `absoluteURL` form, step 7 after an empty base path) are in the module comment.
 *
 * Time is linear in the length of both strings (the parser, the span reads and the dot rules are
 * linear; the dot steps are recorded lazily).
 *
 * @deprecated use `resolve(base, reference, { spec: 'rfc1808' })` (the same resolution, options and errors). Kept until 1.0.
 *
 * @param base - The base URL: an absolute `generic-RL` whose scheme is not `mailto`, `news` or
 *   `telnet`; or `''`, the unknown base of step 1 (then the reference must be absolute).
 * @param reference - The embedded URL: any RFC 1808 `URL`, relative or absolute.
 * @param options - `trace` (default `true`): record the dot-segment steps.
 * @throws {@link ResolutionError} with a code from {@link Rfc1808ResolutionErrorCode}: the base is
 *   checked first (`'base.empty'`, `'base.syntax'`, `'base.not-absolute'`, `'base.opaque'`,
 *   `'base.not-hierarchical'`), then the reference (`'reference.syntax'`); syntax errors carry the
 *   parser's `report`.
 *
 * @example
 * ```ts
 * const B = 'http://a/b/c/d;p?q#f';
 * resolve1808(B, '../g').href;       // 'http://a/b/g'
 * resolve1808(B, '?y').href;         // 'http://a/b/c/d;p?y'
 * resolve1808(B, '').href;           // 'http://a/b/c/d;p?q#f' (step 2a)
 * resolve1808(B, '../../../g').href; // 'http://a/../g'
 * resolve1808(B, 'g;x').steps.map((s) => s.rule.split(':')[0]);
 * // ['RFC 1808 §4 step 1', 'RFC 1808 §4 step 2', 'RFC 1808 §4 step 2c', 'RFC 1808 §4 step 3',
 * //  'RFC 1808 §4 step 4', 'RFC 1808 §4 step 5', 'RFC 1808 §4 step 6', 'RFC 1808 §4 step 6',
 * //  'RFC 1808 §4 step 7']
 * ```
 */
export function resolve1808(base: string, reference: string, options?: Resolve1808Options | null): Resolution1808 {
  checkString(base, 'resolve1808', 'base');
  checkString(reference, 'resolve1808', 'reference');
  const trace = optionOf(optionsOf(options, RESOLVE_1808_OPTIONS), 'trace', 'boolean', 'resolve1808') ?? true;
  const steps: ResolutionStep[] = [];
  // A step that removed dot segments cites their steps in `dots`, read from the DotResult when
  // first read (an enumerable getter): recording them costs nothing until then.
  const step = (rule: string, values: Record<string, string | null>, dots?: DotResult): void => {
    const s: ResolutionStep = { rule, values };
    if (dots) lazyProperty(s, 'dots', () => dots.steps);
    steps.push(s);
  };

  // Step 1: The base URL is established according to the rules of Section 3. If the base URL is
  // the empty string (unknown), the embedded URL is interpreted as an absolute URL and we are done.
  if (base === '') {
    const embedded = parseReference(reference);
    if (embedded.parts.scheme === null) {
      throw new ResolutionError(
        'base.empty',
        `RFC 1808 §4 step 1: the base URL is the empty string (unknown), so the embedded URL is interpreted as an absolute URL, but ${JSON.stringify(reference)} has no scheme`,
        reference,
        0,
      );
    }
    step('RFC 1808 §4 step 1: the base URL is the empty string (unknown); the embedded URL is interpreted as an absolute URL and we are done', {
      base,
      href: reference,
    });
    return { href: reference, parts: embedded.parts, steps };
  }
  step('RFC 1808 §4 step 1: the base URL is established (given)', { base });

  // Step 2: Both the base and embedded URLs are parsed into their component parts as described in
  // Section 2.4 (here: by the §2.2 grammar, components from the AST spans).
  const Base = parseBase(base);
  const embedded = parseReference(reference);
  step('RFC 1808 §4 step 2: both the base and embedded URLs are parsed into their component parts', {
    ...componentValues('base', Base),
    ...componentValues('embedded', embedded.parts),
  });
  const E = embedded.parts;

  // a) If the embedded URL is entirely empty, it inherits the entire base URL (i.e., is set equal
  //    to the base URL) and we are done.
  if (reference === '') {
    step('RFC 1808 §4 step 2a: the embedded URL is entirely empty; it inherits the entire base URL and we are done', {
      href: base,
    });
    return { href: base, parts: Base, steps };
  }

  // b) If the embedded URL starts with a scheme name, it is interpreted as an absolute URL and we
  //    are done. (An opaque absoluteURL starts with a scheme name too.)
  if (E.scheme !== null) {
    step('RFC 1808 §4 step 2b: the embedded URL starts with a scheme name; it is interpreted as an absolute URL and we are done', {
      'embedded.scheme': E.scheme,
      href: reference,
    });
    return { href: reference, parts: E, steps };
  }

  // c) Otherwise, the embedded URL inherits the scheme of the base URL.
  const scheme = Base.scheme as string; // parseBase admits only a generic-RL, which has a scheme
  step('RFC 1808 §4 step 2c: the embedded URL inherits the scheme of the base URL', { scheme });

  // From here the result is built component by component; `fragment` is the embedded URL's own:
  // "Fragment identifiers are only inherited from the base URL when the entire embedded URL is
  // empty."
  let net_loc = E.net_loc;
  let path = E.path;
  let params = E.params;
  let query = E.query;
  const fragment = E.fragment;

  const finish = (): Resolution1808 => {
    // Step 7: The resulting URL components, including any inherited from the base URL, are
    // recombined to give the absolute form of the embedded URL.
    if (net_loc !== null && path !== '' && !path.startsWith('/')) {
      const before = path;
      path = `/${path}`;
      step(
        'RFC 1808 §4 step 7: a path after a <net_loc> is preceded by a slash (§2.2 net_path = "//" net_loc [ abs_path ]); the empty base path gave none',
        { net_loc, before, path },
      );
    }
    const parts: Components1808 = { scheme, net_loc, path, params, query, fragment, opaque: null };
    const href = recompose1808Of(parts, 'resolve1808');
    step('RFC 1808 §4 step 7: the resulting URL components are recombined to give the absolute form of the embedded URL', {
      ...componentValues('result', parts),
      href,
    });
    return { href, parts, steps };
  };

  // Step 3: If the embedded URL's <net_loc> is non-empty, we skip to Step 7. Otherwise, the
  // embedded URL inherits the <net_loc> (if any) of the base URL.
  if (nonEmpty(E.net_loc)) {
    step('RFC 1808 §4 step 3: the embedded URL\'s <net_loc> is non-empty; we skip to step 7', { net_loc: E.net_loc });
    return finish();
  }
  net_loc = Base.net_loc;
  step('RFC 1808 §4 step 3: the embedded URL\'s <net_loc> is empty; it inherits the <net_loc> (if any) of the base URL', {
    'embedded.net_loc': E.net_loc,
    net_loc,
  });

  // Step 4: If the embedded URL path is preceded by a slash "/", the path is not relative and we
  // skip to Step 7.
  if (E.path.startsWith('/')) {
    step('RFC 1808 §4 step 4: the embedded URL path is preceded by a slash "/"; the path is not relative and we skip to step 7', {
      path: E.path,
    });
    return finish();
  }
  step('RFC 1808 §4 step 4: the embedded URL path is not preceded by a slash "/"', { 'embedded.path': E.path });

  // Step 5: If the embedded URL path is empty (and not preceded by a slash), then the embedded URL
  // inherits the base URL path, and
  if (E.path === '') {
    path = Base.path;
    step('RFC 1808 §4 step 5: the embedded URL path is empty; the embedded URL inherits the base URL path', { path });
    // a) if the embedded URL's <params> is non-empty, we skip to step 7; otherwise, it inherits
    //    the <params> of the base URL (if any) and
    if (nonEmpty(E.params)) {
      step('RFC 1808 §4 step 5a: the embedded URL\'s <params> is non-empty; we skip to step 7', { params: E.params });
      return finish();
    }
    params = Base.params;
    step('RFC 1808 §4 step 5a: the embedded URL\'s <params> is empty; it inherits the <params> of the base URL (if any)', {
      'embedded.params': E.params,
      params,
    });
    // b) if the embedded URL's <query> is non-empty, we skip to step 7; otherwise, it inherits the
    //    <query> of the base URL (if any) and we skip to step 7.
    if (nonEmpty(E.query)) {
      step('RFC 1808 §4 step 5b: the embedded URL\'s <query> is non-empty; we skip to step 7', { query: E.query });
      return finish();
    }
    query = Base.query;
    step('RFC 1808 §4 step 5b: the embedded URL\'s <query> is empty; it inherits the <query> of the base URL (if any) and we skip to step 7', {
      'embedded.query': E.query,
      query,
    });
    return finish();
  }
  step('RFC 1808 §4 step 5: the embedded URL path is not empty', { 'embedded.path': E.path });

  // Step 6: The last segment of the base URL's path (anything following the rightmost slash "/",
  // or the entire path if no slash is present) is removed and the embedded URL's path is appended
  // in its place. (<params> are not part of the path: "Parameters, regardless of their purpose,
  // do not form a part of the URL path and thus do not affect the resolving of relative paths.")
  const merged = Base.path.slice(0, Base.path.lastIndexOf('/') + 1) + E.path;
  step('RFC 1808 §4 step 6: the last segment of the base URL\'s path is removed and the embedded URL\'s path is appended in its place', {
    'base.path': Base.path,
    'embedded.path': E.path,
    path: merged,
  });
  // The following operations are then applied, in order, to the new path: a) to d).
  const dots = removeDotSegments(merged, { spec: 'rfc1808', trace });
  path = dots.path;
  step(
    'RFC 1808 §4 step 6: the operations a) to d) are applied, in order, to the new path',
    { before: merged, path },
    dots,
  );
  return finish();

  function parseBase(input: string): Components1808 {
    const r = parse1808(input);
    if (!r.ok) {
      throw new ResolutionError(
        'base.syntax',
        `RFC 1808 §4 step 2: the base URL is not a URL by the RFC 1808 §2.2 grammar (${r.error.message})`,
        input,
        r.error.offset,
        r.error,
      );
    }
    if (r.form === 'relativeURL') {
      throw new ResolutionError(
        'base.not-absolute',
        'RFC 1808 §4 step 2c: the base URL is a relativeURL; it has no scheme for the embedded URL to inherit',
        input,
        0,
      );
    }
    if (r.form === 'opaque') {
      const g = parseRule('generic-RL', input, { rfc: 1808, grammar: 'rfc1808' });
      const report = g.ok ? null : g.error;
      throw new ResolutionError(
        'base.opaque',
        'RFC 1808 §2.3: "Relative URLs can be used with these schemes whenever the applicable base URL follows the generic-RL syntax", and this base is only an absoluteURL of the form scheme ":" *( uchar | reserved )' +
          (report === null ? '' : ` (generic-RL: ${report.message})`),
        input,
        report === null ? 0 : report.offset,
        report,
      );
    }
    const s = r.parts.scheme as string;
    if (RFC1808_NON_RELATIVE_SCHEMES.has(s.toLowerCase())) {
      throw new ResolutionError(
        'base.not-hierarchical',
        `RFC 1808 §2.3: the ${s} scheme is never used with relative URLs`,
        input,
        0,
      );
    }
    return r.parts;
  }

  function parseReference(input: string): Parsed1808 {
    const r = parse1808(input);
    if (!r.ok) {
      throw new ResolutionError(
        'reference.syntax',
        `RFC 1808 §4 step 2: the embedded URL is not a URL by the RFC 1808 §2.2 grammar (${r.error.message})`,
        input,
        r.error.offset,
        r.error,
      );
    }
    return { parts: r.parts, form: r.form };
  }
}
