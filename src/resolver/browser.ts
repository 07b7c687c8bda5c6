/**
 * URL parsing and resolution as browsers did it in 2010, transcribed from Adam Barth's
 * Internet-Draft "Parsing URLs for Fun and Profit" (draft-abarth-url-00), §3 (parsing) and §4
 * (resolving), with the draft's own names: /control character/, /slash character/, /authority
 * terminating characters/, /remaining string/, /after-scheme/, /user-info/.
 *
 * This module reads URLs with a scanner, not a declared grammar, on purpose: the draft defines
 * parsing as a procedure (its §3 is a sequence of steps over characters, not a grammar), so the
 * procedure is transcribed as it stands. Every other split in the library (the strict grammars,
 * the urllib component grammar) goes through rules declared with the DSL.
 *
 * Where the draft leaves a rule open, the resolver uses RFC 3986's rule and says so in the step's
 * `gap` field (what the draft leaves open, and what was used instead):
 *
 * | draft text | filled with |
 * |---|---|
 * | §3 "TODO: Windows drive specs!" (one-letter scheme) | RFC 3986 Appendix B split; the letter is a scheme |
 * | §3 "TODO: File URLs!" | RFC 3986 Appendix B split (authority only after `//`, ended by `/ ? #`) |
 * | §3 "TODO: I think mailto URLs are special" | RFC 3986 Appendix B split (query and fragment split off) |
 * | §3 "If the scheme is hierarchical" (never defined) | hierarchical = `http`, `https`, `ftp`, `gopher`, `ws`, `wss` (ASCII case-insensitive), or an after-scheme that starts with `//` (RFC 3986 §3 `hier-part = "//" authority path-abempty`) |
 * | §4 "TODO: We probably need to trim leading and trailing control characters" | the draft's own §3.1 trim |
 * | §4 "TODO: Define valid scheme characters" | RFC 3986 §3.1 `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` |
 * | §4.1 "TODO: If base-url's scheme is not hierarchical" (and file, drive and mailto bases) | RFC 3986 §5.2.2 resolution |
 * | §4.6 "TODO: Handle path-relative URLs" | RFC 3986 §5.2.3 merge and §5.2.4 remove_dot_segments; the query and fragment are split off first (Appendix B groups 5 to 9); a base path with no "/" (the draft's path may start with `\` or `;`) merges as an empty one, `"/" + R.path`, so the authority is never extended |
 *
 * The copy of the draft this project was founded on breaks off §4.2 to §4.5 after "let resolved-url be"; the
 * concatenations used there are reconstructed from the section titles and recorded as gaps too:
 * scheme-relative `scheme ":" spec`; authority-relative `scheme "://" authority spec`;
 * query-relative `scheme "://" authority path spec`; fragment-relative the base without its
 * fragment, then `spec`.
 *
 * The draft does not canonicalise: no case folding, no percent-encoding, no default ports, and no
 * dot-segment removal outside path-relative resolution. `href` recomposes the parsed components
 * (RFC 3986 §5.3 order) with `//` before an authority, however many slash characters the input had.
 *
 * @module
 */

import { checkParts, checkString, lazyProperty, schemeFacts } from '../../grammar/index.js';
import { recomposeBrowserOf, type BrowserParts } from '../record/index.js';
import { removeDotSegments } from './dots.js';
import { merge3986, resolve3986, schemeErrorIndex, split3986 } from './rfc3986.js';
import { ResolutionError, type GapFilled, type ResolutionStep } from './types.js';

export { ResolutionError } from './types.js';
export type { BrowserParts } from '../record/index.js';

/**
 * The result of `resolve` under `spec: 'abarth-url-00'`: the resolved URL as a string (`href`) and as components
 * (`parts`), and the steps, citing the draft's sections (or the RFC 3986 rule that filled a gap).
 *
 * @example
 * ```ts
 * const { href, parts } = resolve('http://a/b/c/d;p?q', '..\\g', { spec: 'abarth-url-00' });
 * href; // 'http://a/b/c/..\\g' (the draft's path-relative rule is RFC 3986's: "\" is no separator)
 * ```
 */
export interface BrowserResolution {
  readonly href: string;
  readonly parts: BrowserParts;
  readonly steps: readonly ResolutionStep[];
}

const DRAFT = 'draft-abarth-url-00';


const HIERARCHICAL_GAP: GapFilled = {
  todo: '§3 "If the scheme is hierarchical": the draft never defines hierarchical',
  filledWith:
    // The `hierarchical` column of grammar/scheme-facts.ts (test/scheme-facts.test.ts holds this list to it).
    'http, https, ftp, gopher, ws and wss (ASCII case-insensitive), or any scheme whose after-scheme starts with "//" (RFC 3986 §3 hier-part = "//" authority path-abempty)',
};

/** A /control character/ is a character whose value is less than or equal to U+0020 (" "). */
function isControl(ch: string): boolean {
  return ch.charCodeAt(0) <= 0x20;
}

/** A /slash character/ is either "/" or "\". */
function isSlash(ch: string | undefined): boolean {
  return ch === '/' || ch === '\\';
}

/** An /authority terminating character/ is a slash character, "?", "#" or ";". */
function isAuthorityTerminator(ch: string): boolean {
  return isSlash(ch) || ch === '?' || ch === '#' || ch === ';';
}

/**
 * Trims leading and trailing /control characters/ (U+0000 to U+0020, space included) as
 * draft-abarth-url-00 §3.1 does ("Consume all leading and trailing control characters").
 *
 * @example
 * ```ts
 * trimControls('\t http://a/ \n'); // 'http://a/'
 * ```
 */
export function trimControls(input: string): string {
  checkString(input, 'trimControls', 'input');
  let start = 0;
  let end = input.length;
  while (start < end && isControl(input[start] as string)) start++;
  while (end > start && isControl(input[end - 1] as string)) end--;
  return input.slice(start, end);
}

type Kind = 'invalid' | 'hierarchical' | 'not-hierarchical' | 'windows-drive' | 'file' | 'mailto';

interface Parsed {
  readonly parts: BrowserParts;
  readonly kind: Kind;
}

const NONE: BrowserParts = {
  scheme: null,
  afterScheme: null,
  authority: null,
  userInfo: null,
  user: null,
  password: null,
  host: null,
  port: null,
  path: null,
  query: null,
  fragment: null,
};

/**
 * Parses a URL by draft-abarth-url-00 §3: trims /control characters/ (§3.1), finds the scheme
 * (§3.1); for a hierarchical scheme finds the authority, path, query and fragment (§3.2), the
 * user information (up to the *last* "@"), host and port (§3.3, with the bracket rule for IPv6
 * literals) and the user name and password (§3.4); otherwise the after-scheme is the path.
 * The draft's TODOs (one-letter schemes, `file`, `mailto`) are split by RFC 3986 Appendix B.
 * An invalid URL (no ":") gives every component `null`.
 *
 * @example
 * ```ts
 * parseBrowser(' http:\\\\u@v@h:8080;x/p?q#f ');
 * // { scheme: 'http', afterScheme: '\\\\u@v@h:8080;x/p?q#f', authority: 'u@v@h:8080',
 * //   userInfo: 'u@v', user: 'u@v', password: null, host: 'h', port: '8080',
 * //   path: ';x/p', query: 'q', fragment: 'f' }
 * parseBrowser('http://[::1]').host; // '[::1]'
 * parseBrowser('no colon').scheme;   // null
 * ```
 */
export function parseBrowser(input: string): BrowserParts {
  checkString(input, 'parseBrowser', 'input');
  return parseTraced(input, null, 'URL').parts;
}

/**
 * Recomposes {@link BrowserParts} into a URL string: `scheme ":"`, `"//" authority` when there is
 * an authority, the path, `"?" query`, `"#" fragment` (RFC 3986 §5.3 order; the draft defines no
 * serialisation). An invalid URL (`scheme === null`) recomposes to `""`.
 *
 * @deprecated use `recompose(parts, { spec: 'abarth-url-00' })` (the same string). Kept until 1.0.
 *
 * @example
 * ```ts
 * recomposeBrowser(parseBrowser('http:\\\\a\\b?c')); // 'http://a\\b?c'
 * ```
 */
export function recomposeBrowser(parts: BrowserParts): string {
  return recomposeBrowserOf(parts, 'recomposeBrowser');
}

function parseTraced(input: string, steps: ResolutionStep[] | null, name: string): Parsed {
  const log = (rule: string, values: Record<string, string | null>, gap?: GapFilled) => {
    if (steps !== null) steps.push(gap === undefined ? { rule, values } : { rule, values, gap });
  };

  // §3.1 Finding the scheme.
  // Consume all leading and trailing control characters.
  const remaining = trimControls(input);
  // If the remaining string does not contain a ":" character: the URL is invalid.
  const colon = remaining.indexOf(':');
  if (colon === -1) {
    log(`${DRAFT} §3.1 ${name} does not contain ":": the URL is invalid`, { [name]: remaining });
    return { parts: NONE, kind: 'invalid' };
  }
  // Consume characters up to, but not including, the first ":" character: the /scheme/.
  // Consume the ":" character. The remaining characters are the /after-scheme/.
  const scheme = remaining.slice(0, colon);
  const afterScheme = remaining.slice(colon + 1);
  log(`${DRAFT} §3.1 ${name}: scheme and after-scheme`, { scheme, afterScheme });

  const lower = scheme.toLowerCase();
  const gapKind: Kind | null = /^[A-Za-z]$/.test(scheme)
    ? 'windows-drive'
    : lower === 'file'
      ? 'file'
      : lower === 'mailto'
        ? 'mailto'
        : null;
  if (gapKind !== null) {
    const todo =
      gapKind === 'windows-drive'
        ? '§3 "If the scheme is a single upper or lower case ASCII character: TODO: Windows drive specs!"'
        : gapKind === 'file'
          ? '§3 "If the scheme is a ASCII case-insensitive match for "file": TODO: File URLs!"'
          : '§3 "If the scheme is a ASCII case-insensitive match for "mailto": TODO: I think mailto URLs are special"';
    const c = split3986(remaining);
    const auth = c.authority === null ? null : splitAuthority(c.authority);
    const parts: BrowserParts = {
      ...NONE,
      scheme,
      afterScheme,
      authority: c.authority,
      ...(auth ?? {}),
      path: c.path,
      query: c.query,
      fragment: c.fragment,
    };
    log(`${DRAFT} §3 ${name}: components`, { ...parts }, {
      todo,
      filledWith:
        'RFC 3986 Appendix B regular expression (authority only after "//", ended by "/", "?" or "#"); an authority is then split by the draft\'s §3.3 and §3.4',
    });
    return { parts, kind: gapKind };
  }

  // If the scheme is hierarchical (see HIERARCHICAL_GAP).
  if (schemeFacts(lower)?.hierarchical === true || afterScheme.startsWith('//')) {
    const found = findAuthorityPathQueryFragment(afterScheme);
    const auth = found.authority === null ? null : splitAuthority(found.authority);
    const parts: BrowserParts = { ...NONE, scheme, afterScheme, ...found, ...(auth ?? {}) };
    log(`${DRAFT} §3.2-§3.4 ${name}: hierarchical components`, { ...parts }, HIERARCHICAL_GAP);
    return { parts, kind: 'hierarchical' };
  }

  // The remaining string is the /path/.
  const parts: BrowserParts = { ...NONE, scheme, afterScheme, path: afterScheme };
  log(`${DRAFT} §3 ${name}: the scheme is not hierarchical; the remaining string is the path`, { ...parts }, HIERARCHICAL_GAP);
  return { parts, kind: 'not-hierarchical' };
}

/** §3.2 Finding the authority, path, query, and fragment (in the after-scheme). */
function findAuthorityPathQueryFragment(
  afterScheme: string,
): Pick<BrowserParts, 'authority' | 'path' | 'query' | 'fragment'> {
  let rest = afterScheme;
  // Consume any number of slash characters.
  let i = 0;
  while (i < rest.length && isSlash(rest[i])) i++;
  rest = rest.slice(i);
  // If the remaining string does not contain any authority terminating characters:
  // the remaining string is the /authority/.
  let t = 0;
  while (t < rest.length && !isAuthorityTerminator(rest[t] as string)) t++;
  if (t === rest.length) return { authority: rest, path: null, query: null, fragment: null };
  // Consume characters up to, but not including, the first authority terminating character.
  const authority = rest.slice(0, t);
  rest = rest.slice(t);
  // If the remaining string does not contain a "?" character or a "#" character:
  // the remaining string is the /path/.
  let q = 0;
  while (q < rest.length && rest[q] !== '?' && rest[q] !== '#') q++;
  if (q === rest.length) return { authority, path: rest, query: null, fragment: null };
  // Consume characters up to, but not including, the first "?" or "#" character: the /path/.
  const path = rest.slice(0, q);
  rest = rest.slice(q);
  let query: string | null = null;
  // If the first character of the remaining string is a "?" character:
  if (rest[0] === '?') {
    rest = rest.slice(1);
    const h = rest.indexOf('#');
    // If the remaining string does not contain a "#" character: the remaining string is the /query/.
    if (h === -1) return { authority, path, query: rest, fragment: null };
    query = rest.slice(0, h);
    rest = rest.slice(h);
  }
  // Consume the "#" character. The remaining string is the /fragment/.
  return { authority, path, query, fragment: rest.slice(1) };
}

/** §3.3 Finding the user information, host, and port; §3.4 Find the user name and password. */
function splitAuthority(
  authority: string,
): Pick<BrowserParts, 'userInfo' | 'user' | 'password' | 'host' | 'port'> {
  let rest = authority;
  let userInfo: string | null = null;
  // If the remaining string contains an "@" character: consume up to the *last* "@": /user-info/.
  const at = rest.lastIndexOf('@');
  if (at !== -1) {
    userInfo = rest.slice(0, at);
    rest = rest.slice(at + 1);
  }
  let user: string | null = null;
  let password: string | null = null;
  if (userInfo !== null) {
    // §3.4: no ":" -> the remaining string is the /user/; else up to the first ":" is the /user/,
    // the rest after it the /password/.
    const colon = userInfo.indexOf(':');
    if (colon === -1) user = userInfo;
    else {
      user = userInfo.slice(0, colon);
      password = userInfo.slice(colon + 1);
    }
  }
  // If the remaining string does not contain an ":" character: the remaining string is the /host/.
  const lastColon = rest.lastIndexOf(':');
  if (lastColon === -1) return { userInfo, user, password, host: rest, port: null };
  // If the first character is "[", the remaining string contains "]", and the last ":" occurs
  // before the last "]": the remaining string is the /host/.
  if (rest[0] === '[' && rest.includes(']') && lastColon < rest.lastIndexOf(']')) {
    return { userInfo, user, password, host: rest, port: null };
  }
  // Consume up to, but not including, the last ":": the /host/. Consume ":". The rest: the /port/.
  return { userInfo, user, password, host: rest.slice(0, lastColon), port: rest.slice(lastColon + 1) };
}

/**
 * Resolves `reference` against `base` by draft-abarth-url-00 §4: trims the reference, then
 * resolves it as an absolute URL, or (§4.1) as a scheme-relative (`//`), authority-relative (`/`),
 * query-relative (`?`), fragment-relative (`#`) or path-relative URL; a slash character is `/` or
 * `\`. A reference whose scheme equals the base's (ASCII case-insensitively) and is hierarchical
 * is resolved from its after-scheme. The draft's TODOs are filled with RFC 3986's rules; the step
 * that did so carries a `gap` saying which and how (see the module comment's table).
 *
 * @deprecated use `resolve(base, reference, { spec: 'abarth-url-00' })` (the same resolution). Kept until 1.0.
 *
 * @param base - An absolute URL.
 * @param reference - Any string.
 * @throws {@link ResolutionError} `'base.not-absolute'` when the base has no ":" (§3.1, the URL is
 *   invalid); `'base.scheme-invalid'` when its scheme breaks RFC 3986 §3.1.
 *
 * @example
 * ```ts
 * resolveBrowser('http://a/b/c/d;p?q', '\\\\g\\h').href; // 'http://g\\h' (scheme-relative)
 * resolveBrowser('http://a/b/c/d;p?q', 'http:g').href;   // 'http://a/b/c/g'
 * resolveBrowser('http://a/b/c/d;p?q', ' ../g ').href;   // 'http://a/b/g'
 * resolveBrowser('mailto:x@y', '#z').steps.some((s) => s.gap !== undefined); // true
 * ```
 */
export function resolveBrowser(base: string, reference: string): BrowserResolution {
  checkString(base, 'resolveBrowser', 'base');
  checkString(reference, 'resolveBrowser', 'reference');
  const steps: ResolutionStep[] = [];
  const b = parseTraced(base, steps, 'base-url');
  if (b.kind === 'invalid' || b.parts.scheme === null) {
    throw new ResolutionError(
      'base.not-absolute',
      `${DRAFT} §3.1: the base does not contain a ":" character, so the URL is invalid`,
      base,
      0,
    );
  }
  const Base = b.parts;
  const baseScheme = Base.scheme as string;
  const bad = schemeErrorIndex(baseScheme);
  if (bad !== -1) {
    throw new ResolutionError(
      'base.scheme-invalid',
      `RFC 3986 §3.1 (filling ${DRAFT} §4 "TODO: Define valid scheme characters"): the base's scheme "${baseScheme}" breaks scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`,
      base,
      base.indexOf(baseScheme) + bad,
    );
  }

  const absolute = (resolvedUrl: string): BrowserResolution => {
    const parsed = parseTraced(resolvedUrl, steps, 'resolved-url');
    const href = recomposeBrowserOf(parsed.parts, 'resolveBrowser');
    steps.push({ rule: `${DRAFT} §4 the resolved URL (recomposed)`, values: { href } });
    return { href, parts: parsed.parts, steps };
  };

  // §4: find the scheme of spec (trimmed first: a gap the draft itself notes).
  const spec = trimControls(reference);
  steps.push({
    rule: `${DRAFT} §4 spec = trim(reference)`,
    values: { spec },
    gap: {
      todo: '§4 "TODO: We probably need to trim leading and trailing control characters"',
      filledWith: 'the draft\'s own §3.1 rule: leading and trailing characters <= U+0020 are consumed',
    },
  });
  const colon = spec.indexOf(':');
  if (colon === -1) {
    steps.push({ rule: `${DRAFT} §4 spec is an invalid URL: resolved as a relative URL`, values: { spec } });
    return relative(spec);
  }
  const specScheme = spec.slice(0, colon);
  if (schemeErrorIndex(specScheme) !== -1) {
    steps.push({
      rule: `${DRAFT} §4 spec's scheme contains characters which are not valid scheme characters: resolved as a relative URL`,
      values: { scheme: specScheme },
      gap: {
        todo: '§4 "TODO: Define valid scheme characters"',
        filledWith: 'RFC 3986 §3.1 scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )',
      },
    });
    return relative(spec);
  }
  if (specScheme.toLowerCase() === baseScheme.toLowerCase() && b.kind === 'hierarchical') {
    const afterScheme = spec.slice(colon + 1);
    steps.push({
      rule: `${DRAFT} §4 base-url's scheme matches spec's scheme and is hierarchical: spec's after-scheme resolved as a relative URL`,
      values: { scheme: specScheme, afterScheme },
    });
    return relative(afterScheme);
  }
  steps.push({ rule: `${DRAFT} §4 spec parsed as an absolute URL`, values: { spec } });
  return absolute(spec);

  // §4.1 Resolving a string as a relative URL.
  function relative(rel: string): BrowserResolution {
    if (b.kind !== 'hierarchical') {
      const todo =
        b.kind === 'not-hierarchical'
          ? '§4.1 "TODO: If base-url\'s scheme is not hierarchical, we can\'t resolve as a relative URL"'
          : b.kind === 'file'
            ? '§3 "TODO: File URLs!" (a file base)'
            : b.kind === 'mailto'
              ? '§3 "TODO: I think mailto URLs are special" (a mailto base)'
              : '§3 "TODO: Windows drive specs!" (a one-letter-scheme base)';
      const r = resolve3986(trimControls(base), rel);
      steps.push({
        rule: `${DRAFT} §4.1 spec resolved against a base the draft cannot resolve against`,
        values: { spec: rel, 'resolved-url': r.href },
        gap: { todo, filledWith: 'RFC 3986 §5.2.2 (strict) with the base split by Appendix B' },
      });
      for (const st of r.steps) steps.push(st); // no spread: a long path has many steps
      return absolute(r.href);
    }
    const authority = Base.authority ?? '';
    const head = `${baseScheme}://${authority}`;
    const truncated = (section: string, formula: string): GapFilled => ({
      todo: `${section}: the seed copy of the draft breaks off after "let resolved-url be"`,
      filledWith: `${formula}, reconstructed from the section title`,
    });

    // If spec is empty: the resolved URL is identical to base-url, with the fragment removed.
    if (rel === '') {
      const parts: BrowserParts = { ...Base, fragment: null };
      const href = recomposeBrowserOf(parts, 'resolveBrowser');
      steps.push({
        rule: `${DRAFT} §4.1 spec is empty: base-url with the fragment, if any, removed`,
        values: { href },
      });
      return { href, parts, steps };
    }
    if (isSlash(rel[0])) {
      if (rel.length >= 2 && isSlash(rel[1])) {
        // §4.2 Resolving a string as a scheme-relative URL.
        const resolvedUrl = `${baseScheme}:${rel}`;
        steps.push({
          rule: `${DRAFT} §4.2 scheme-relative: resolved-url = base-url's scheme ":" spec`,
          values: { 'resolved-url': resolvedUrl },
          gap: truncated('§4.2', 'scheme ":" spec'),
        });
        return absolute(resolvedUrl);
      }
      // §4.3 Resolving a string as an authority-relative URL.
      const resolvedUrl = `${head}${rel}`;
      steps.push({
        rule: `${DRAFT} §4.3 authority-relative: resolved-url = base-url's scheme "://" authority spec`,
        values: { 'resolved-url': resolvedUrl },
        gap: truncated('§4.3', 'scheme "://" authority spec'),
      });
      return absolute(resolvedUrl);
    }
    if (rel[0] === '?') {
      // §4.4 Resolving a string as a query-relative URL.
      const resolvedUrl = `${head}${Base.path ?? ''}${rel}`;
      steps.push({
        rule: `${DRAFT} §4.4 query-relative: resolved-url = base-url's scheme "://" authority path spec`,
        values: { 'resolved-url': resolvedUrl },
        gap: truncated('§4.4', 'scheme "://" authority path spec'),
      });
      return absolute(resolvedUrl);
    }
    if (rel[0] === '#') {
      // §4.5 Resolving a string as a fragment-relative URL.
      const resolvedUrl = recomposeBrowserOf({ ...Base, fragment: null }, 'resolveBrowser') + rel;
      steps.push({
        rule: `${DRAFT} §4.5 fragment-relative: resolved-url = base-url without its fragment, then spec`,
        values: { 'resolved-url': resolvedUrl },
        gap: truncated('§4.5', 'base-url without its fragment, then spec'),
      });
      return absolute(resolvedUrl);
    }
    // §4.6 Resolving a string as a path-relative URL: "TODO: Handle path-relative URLs".
    const m = /^([^?#]*)(\?([^#]*))?(#(.*))?$/s.exec(rel) as RegExpExecArray;
    const RPath = m[1] ?? '';
    const query = m[3] ?? null;
    const fragment = m[5] ?? null;
    // RFC 3986 §5.2.3 assumes a base path that is empty or starts with "/" (path-abempty); the
    // draft's path starts at the authority terminator, which may be "\\" or ";". A base path with
    // no "/" has no directory to keep, so it merges as an empty one does: "/" + R.path.
    const basePath = Base.path ?? '';
    const merged = merge3986({ authority, path: basePath.includes('/') ? basePath : '' }, RPath);
    const dots = removeDotSegments(merged.path);
    const resolvedUrl =
      head + dots.path + (query === null ? '' : `?${query}`) + (fragment === null ? '' : `#${fragment}`);
    const step: { -readonly [K in keyof ResolutionStep]: ResolutionStep[K] } = {
      rule: `${DRAFT} §4.6 path-relative: resolved-url = base-url's scheme "://" authority remove_dot_segments(merge(path, spec's path)) spec's query and fragment`,
      values: { 'R.path': RPath, 'merge(Base.path, R.path)': merged.path, 'T.path': dots.path, 'resolved-url': resolvedUrl },
    };
    // The dot-segment steps are made when first read (an enumerable getter, before `gap` as the
    // key order was), as in the RFC resolvers.
    lazyProperty(step, 'dots', () => dots.steps);
    step.gap = {
      todo: '§4.6 "TODO: Handle path-relative URLs. This requires a bunch of path and dot semantics."',
      filledWith:
        'RFC 3986: the query and fragment split off (Appendix B groups 5 to 9), §5.2.3 merge (a base path with no "/", such as "\\b" or ";b", merges as an empty one: "/" + R.path) and §5.2.4 remove_dot_segments on the path',
    };
    steps.push(step);
    return absolute(resolvedUrl);
  }
}
