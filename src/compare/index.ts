/**
 * How each grammar and algorithm reads one input, as data: the strict grammars, Python's
 * `urlsplit`/`urlparse`, the browser draft, and the WHATWG URL Standard (this library's transcription).
 * `urlgrammar compare` prints it as a table (`src/cli/compare-table.ts`).
 *
 * @module
 */
import { checkString, citationOf, findFirstOf, profiles, schemesWhere, type ASTNode, type GrammarName } from '../../grammar/all.js';
import { parseBrowser } from '../resolver/index.js';
import { parseURL, parseURLWithAST } from '../parse/parse.js';
import type { URLComponents } from '../record/index.js';
import { readByScheme } from '../schemes/index.js';
import { urlparse, urlsplit } from '../urllib/index.js';
import { isSpecialWHATWG, parseWHATWG, whatwgGetters, type WHATWGValidationError } from '../whatwg/index.js';

/**
 * The components every reader is asked for.
 *
 * @example
 * ```ts
 * COMPONENTS.length; // 9
 * ```
 */
export const COMPONENTS = ['scheme', 'user', 'password', 'host', 'port', 'path', 'params', 'query', 'fragment'] as const;
/**
 * A component name of {@link COMPONENTS}.
 *
 * @example
 * ```ts
 * const c: ComponentName = 'host';
 * ```
 */
export type ComponentName = (typeof COMPONENTS)[number];

/**
 * One reader's view of the input.
 *
 * @example
 * ```ts
 * const r: Reading = compare('x:y').readings[0]!;
 * r.reader; // 'RFC 1738 (strict)'
 * ```
 */
export interface Reading {
  readonly reader: string;
  /** `valid`, or the reason it is not. */
  readonly verdict: string;
  readonly valid: boolean;
  /** `null`: absent; `undefined`: this reader has no such component. */
  readonly parts: Partial<Record<ComponentName, string | null>>;
  /**
   * For each component read, what decided it: the grammar rule that holds it (with its RFC), the
   * WHATWG parser state that wrote it, the urllib step or the draft's section.
   */
  readonly decidedBy?: Partial<Record<ComponentName, string>>;
  /** The WHATWG URL Standard's validation errors (its own reading only), each positioned in the input. */
  readonly errors?: readonly WHATWGValidationError[];
}

/** The first node of any of `types`, in document order. */
const firstOf = (root: ASTNode, types: readonly string[]): ASTNode | null => findFirstOf(root, new Set(types)) ?? null;

/** The strict grammars compare reads with, in generation order, and each reader's name. */
const STRICT: ReadonlyArray<readonly [grammar: GrammarName, reader: string]> = (
  [
    ['rfc1738', 'RFC 1738 (strict)'],
    ['rfc1808', 'RFC 1808 (strict)'],
    ['rfc2396+2732', 'RFC 2396 + 2732 (strict)'],
    ['rfc3986', 'RFC 3986 (strict)'],
    ['rfc3987', 'RFC 3987 (strict)'],
    ['whatwg', 'WHATWG URL writing (strict)'],
  ] as ReadonlyArray<readonly [string, string]>
).filter(([g]) => Object.hasOwn(profiles, g)) as ReadonlyArray<readonly [GrammarName, string]>;

/** The innermost node of `root` whose span is exactly `[start, end)`: a descent through the nodes that hold the span, not a walk of the tree. */
function innermostSpanning(root: ASTNode, start: number, end: number): ASTNode | null {
  let best: ASTNode | null = null;
  let n: ASTNode | undefined = root;
  while (n !== undefined) {
    if (n.start === start && n.end === end) best = n;
    n = n.children.find((c) => c.start <= start && end <= c.end && c.end > c.start);
  }
  return best;
}

/**
 * A valid reading's components, from the record `c` of the input, each decided by the innermost
 * node of `tree` whose span is exactly that component's (its rule, and its source as `cite` names it).
 */
function recordReading(c: URLComponents, tree: ASTNode, cite: (rfc: ASTNode['rfc']) => string): Pick<Reading, 'parts' | 'decidedBy'> {
  const text = (s: { readonly text: string } | null): string | null => (s === null ? null : s.text);
  const parts: Partial<Record<ComponentName, string | null>> = {
    scheme: text(c.scheme), user: text(c.user), password: text(c.password), host: text(c.host), port: text(c.port),
    path: c.path.text, query: text(c.query), fragment: text(c.fragment),
  };
  const decidedBy: Partial<Record<ComponentName, string>> = {};
  const spans: Array<[ComponentName, { readonly start: number; readonly end: number } | null]> = [
    ['scheme', c.scheme], ['user', c.user], ['password', c.password], ['host', c.host], ['port', c.port], ['path', c.path], ['query', c.query], ['fragment', c.fragment],
  ];
  for (const [name, sp] of spans) {
    if (sp === null || sp.end <= sp.start) continue;
    const n = innermostSpanning(tree, sp.start, sp.end);
    if (n !== null) decidedBy[name] = `${n.type} (${cite(n.rfc)})`;
  }
  return { parts, decidedBy };
}

function strict(input: string, grammar: GrammarName, reader: string): Reading {
  const r = parseURLWithAST(input, { grammar });
  if (!r.ok) return { reader, valid: false, verdict: `${r.error.code} at ${r.error.line}:${r.error.column}`, parts: {} };
  // The component record of the parse (src/record/): each grammar's own reading, from its tags;
  // what decided each component: the innermost rule whose node spans exactly that component.
  const c = r.components;
  const { parts, decidedBy } = recordReading(c, r.ast, (rfc) => (rfc === 'urlgrammar' ? 'urlgrammar' : `RFC ${rfc}`));
  if (grammar === 'rfc1808') {
    // RFC 1808 §2.1 writes the params apart from the path: `<path>;<params>`.
    const params = firstOf(r.ast, ['params']);
    parts.params = params?.text ?? null;
    if (params) parts.path = input.slice(c.path.start, params.start - 1);
  }
  return { reader, valid: true, verdict: 'valid', parts, decidedBy };
}

/** The reader of {@link schemeRFC}. */
const SCHEME_READER = "the scheme's RFC (strict)";

/**
 * The input read as an RFC 3986 `URI`, then by its scheme's own grammar where it has one here
 * (RFC 6068 `mailto`, RFC 8089 `file`, RFC 8141 `urn`, RFC 2397 `data`, RFC 9110 `http` and
 * `https`: `parseScheme`): the RFC 3986 components, each decided by the innermost rule of the
 * scheme grammar's tree that spans it. Not valid for an input that is no URI, nor for a scheme
 * without a grammar here (the verdict says which).
 */
function schemeRFC(input: string): Reading {
  const reader = SCHEME_READER;
  const r = parseURL(input, { grammar: 'rfc3986', start: 'URI' });
  if (!r.ok) return { reader, valid: false, verdict: 'no RFC 3986 URI', parts: {} };
  const c = r.components;
  const by = readByScheme(input, c);
  if (by === null) return { reader, valid: false, verdict: `no grammar here for the scheme ${c.scheme!.text.toLowerCase()}`, parts: {} };
  const cited = `RFC ${by.g.rfc} §${by.g.section}`;
  if (!by.read.ok) return { reader, valid: false, verdict: `${by.read.error.code} at ${by.read.error.line}:${by.read.error.column} (${cited})`, parts: {} };
  const { parts, decidedBy } = recordReading(c, by.read.ast as unknown as ASTNode, (rfc) => citationOf(rfc) ?? (typeof rfc === 'number' ? `RFC ${rfc}` : rfc));
  return { reader, valid: true, verdict: `valid (${cited})`, parts, decidedBy };
}

function urllib(input: string, fn: 'urlsplit' | 'urlparse'): Reading {
  const reader = `Python ${fn}`;
  try {
    const r = fn === 'urlsplit' ? urlsplit(input) : urlparse(input);
    let port: string | null;
    try {
      port = r.port === null ? null : String(r.port);
    } catch (e) {
      port = `ValueError: ${(e as Error).message}`;
    }
    return {
      reader,
      valid: true,
      verdict: 'split',
      parts: {
        scheme: r.scheme, user: r.username, password: r.password, host: r.hostname, port, path: r.path,
        params: 'params' in r ? (r as { params: string }).params : undefined, query: r.query, fragment: r.fragment,
      },
      decidedBy: URLLIB_DECIDED,
    };
  } catch (e) {
    return { reader, valid: false, verdict: `${(e as Error).name}: ${(e as Error).message}`, parts: {} };
  }
}

/** What decides each component in CPython's urlsplit (Lib/urllib/parse.py), in its own terms. */
const URLLIB_DECIDED: Partial<Record<ComponentName, string>> = {
  scheme: 'urlsplit: the text before the first ":" if it is all scheme characters (lowercased)',
  user: 'netloc (after "//", up to "/", "?" or "#"), before its last "@", up to ":"',
  password: 'netloc, before its last "@", after the first ":"',
  host: 'netloc, after its last "@" (hostname: lowercased, brackets removed)',
  port: 'netloc, after the last ":" of the host part',
  path: 'urlsplit: after the netloc, up to "?" or "#"',
  params: 'urlparse: the last path segment after ";"',
  query: 'urlsplit: after the first "?", up to "#"',
  fragment: 'urlsplit: after the first "#"',
};

/** The section of draft-abarth-url-00 that decides each component. */
const BROWSER_DECIDED: Partial<Record<ComponentName, string>> = {
  scheme: 'draft-abarth-url-00 §3.1', user: 'draft-abarth-url-00 §3.3', password: 'draft-abarth-url-00 §3.3', host: 'draft-abarth-url-00 §3.3',
  port: 'draft-abarth-url-00 §3.3', path: 'draft-abarth-url-00 §3.4', query: 'draft-abarth-url-00 §3.5', fragment: 'draft-abarth-url-00 §3.6',
};

function browser(input: string): Reading {
  const p = parseBrowser(input);
  if (p.scheme === null) return { reader: 'browser draft (abarth-url-00)', valid: false, verdict: 'invalid (no scheme)', parts: {} };
  return {
    reader: 'browser draft (abarth-url-00)',
    valid: true,
    verdict: 'parsed',
    parts: { scheme: p.scheme, user: p.user, password: p.password, host: p.host, port: p.port, path: p.path, query: p.query, fragment: p.fragment },
    decidedBy: BROWSER_DECIDED,
  };
}

/** The WHATWG parser state that writes each component (URL Standard §4.4). */
const WHATWG_STATE_OF: Partial<Record<ComponentName, string>> = {
  scheme: 'scheme state', user: 'authority state', password: 'authority state', host: 'host state', port: 'port state',
  path: 'path state', query: 'query state', fragment: 'fragment state',
};

/** The WHATWG URL Standard's reading, by this library's transcription of its basic URL parser. */
function standard(input: string): Reading {
  const reader = 'WHATWG URL Standard (urlgrammar)';
  const r = parseWHATWG(input);
  if (!r.ok || r.url === null) {
    const f = r.failure;
    return { reader, valid: false, verdict: f ? `failure: ${f.name} at ${f.offset} (${f.state})` : 'failure', parts: {}, errors: r.errors };
  }
  const u = r.url;
  const g = whatwgGetters(u);
  const opt = (x: string) => (x === '' ? null : x);
  const parts: Partial<Record<ComponentName, string | null>> = {
    scheme: u.scheme, user: opt(u.username), password: opt(u.password), host: u.host === null ? null : g.hostname, port: u.port === null ? null : String(u.port),
    path: g.pathname, query: u.query, fragment: u.fragment,
  };
  // The state that wrote each component; one that came from nowhere in the input came from the scheme's defaults.
  const decidedBy: Partial<Record<ComponentName, string>> = {};
  const spans = r.spans;
  const key: Partial<Record<ComponentName, keyof NonNullable<typeof spans>>> = { scheme: 'scheme', user: 'username', password: 'password', host: 'host', port: 'port', path: 'path', query: 'query', fragment: 'fragment' };
  for (const [name, state] of Object.entries(WHATWG_STATE_OF) as Array<[ComponentName, string]>) {
    if (parts[name] === null || parts[name] === undefined) continue;
    const sp = spans?.[key[name]!];
    decidedBy[name] = sp ? `${state} (URL Standard §4.4)` : `${name === 'path' && isSpecialWHATWG(u.scheme) ? 'path start state: a special URL\'s path is never empty' : 'not in the input'} (URL Standard §4.4)`;
  }
  const names = [...new Set(r.errors.map((e) => e.name))];
  const verdict = r.errors.length === 0 ? 'valid' : `parsed, with validation errors: ${names.join(', ')}`;
  return { reader, valid: true, verdict, parts, decidedBy, errors: r.errors };
}


/**
 * Every reading of one input, as `urlgrammar compare` prints it.
 *
 * @example
 * ```ts
 * const c = compare('http://a b/');
 * c.readings[0]!.verdict;                                        // 'char.space at 1:9'
 * c.readings.find((r) => r.reader === 'Python urlsplit')!.valid; // true
 * ```
 */
export interface Comparison {
  readonly input: string;
  /** One reading per reader, in a fixed order: the strict grammars, the scheme's RFC, urllib, the browser draft, the WHATWG URL Standard (this library's transcription). */
  readonly readings: readonly Reading[];
  /** Each component on which the readers that read the input disagree, why, and the confusion class it belongs to. */
  readonly disagreements: readonly Disagreement[];
  /** What was left out and why (none since the WHATWG reading is this library's own; kept for the shape). */
  readonly notes: readonly string[];
}

/**
 * The classes of URL parsing confusion of Claroty and Snyk's "Exploiting URL Parsing Confusion"
 * (2022), which a disagreement is put in by what the input holds:
 *
 * - `'scheme'`: the readers disagree on the scheme, or on whether there is one;
 * - `'slash'`: the scheme is followed by other than exactly two slashes (`http:/h`, `http:///h`), and
 *   the readers disagree on the host, user information, port or path;
 * - `'backslash'`: the input holds a `\`, which the WHATWG parser reads as `/` in a special URL;
 * - `'url-encoded'`: the component's text holds a `%`, which one reader decodes and another keeps;
 * - `'scheme-mixup'`: the scheme is one that the readers treat by different rules (special in the
 *   WHATWG URL Standard, or not; in urllib's `uses_netloc`, or not) and they disagree on the host or
 *   path.
 *
 * @example
 * ```ts
 * const k: ConfusionClass = 'backslash';
 * ```
 */
export type ConfusionClass = 'scheme' | 'slash' | 'backslash' | 'url-encoded' | 'scheme-mixup';

/**
 * One component on which readers disagree: each value with the readers that read it and what
 * decided it for each, and the confusion classes the split belongs to (none where no class fits).
 *
 * @example
 * ```ts
 * const d: Disagreement = compare('http://a\\b/').disagreements.find((x) => x.component === 'host')!;
 * d.classes; // ['backslash']
 * ```
 */
export interface Disagreement {
  readonly component: ComponentName;
  readonly values: ReadonlyArray<{ readonly value: string | null; readonly readers: readonly string[]; readonly decidedBy: readonly string[] }>;
  readonly classes: readonly ConfusionClass[];
}

/** The components each reader writes as '' both when empty and when absent. */
const EMPTY_OR_ABSENT = new Map<string, readonly ComponentName[]>([
  ['Python urlsplit', ['query', 'fragment', 'path', 'params']],
  ['Python urlparse', ['query', 'fragment', 'path', 'params']],
]);

/** The key a reading's value of `component` is grouped by, or undefined where the reader says nothing of it. */
function keyOf(r: Reading, component: ComponentName): string | undefined {
  const v = r.parts[component];
  if (v === undefined) return undefined;
  // A reader that writes an absent component as '' (urllib's results, the URL class's getters)
  // says nothing about whether an empty one is there.
  if (v === '' && EMPTY_OR_ABSENT.get(r.reader)?.includes(component)) return undefined;
  return v === null ? '\u0000null' : component === 'scheme' || component === 'host' ? sameKey(v) : v;
}

/**
 * A scheme or host as compared: without case (RFC 3986 §3.1, §3.2.2: "HTTP" and "http" are one
 * reading) and an IP literal without its brackets (urllib's `hostname` drops them).
 */
const sameKey = (v: string): string => (v.startsWith('[') && v.endsWith(']') ? v.slice(1, -1) : v).toLowerCase();

/** Whether every reading that says something of `component` says the same (the common case, decided without grouping). */
function agree(read: readonly Reading[], component: ComponentName): boolean {
  const caseless = component === 'scheme' || component === 'host';
  let seen = false;
  let first: string | null = null;
  for (const r of read) {
    const v = r.parts[component];
    if (v === undefined || v === first) {
      if (v !== undefined) seen = true;
      continue;
    }
    if (keyOf(r, component) === undefined) continue;
    if (!seen) {
      seen = true;
      first = v;
      continue;
    }
    // Unequal as written: equal only without case (and brackets), for a scheme or a host.
    if (!caseless || v === null || first === null || sameKey(v) !== sameKey(first)) return false;
  }
  return true;
}

/** The components of `input` on which the readers that read it disagree. */
function disagreements(input: string, readings: readonly Reading[]): Disagreement[] {
  const out: Disagreement[] = [];
  const read = readings.filter((r) => r.valid);
  for (const component of COMPONENTS) {
    if (agree(read, component)) continue;
    const groups = new Map<string, { value: string | null; readers: string[]; decidedBy: string[] }>();
    for (const r of read) {
      const k = keyOf(r, component);
      if (k === undefined) continue;
      const v = r.parts[component]!;
      const g = groups.get(k) ?? { value: v, readers: [], decidedBy: [] };
      g.readers.push(r.reader);
      g.decidedBy.push(r.decidedBy?.[component] ?? '');
      groups.set(k, g);
    }
    if (groups.size < 2) continue;
    out.push({ component, values: [...groups.values()], classes: classesOf(input, component, readings, [...groups.values()].map((g) => g.value)) });
  }
  return out;
}

/** http and https (RFC 9110 §4.2, grammar/scheme-facts.ts's `grammar` column), which every reader reads by the same rules. */
let HTTP_SCHEMES: ReadonlySet<string> | undefined;

/** The confusion classes a disagreement on `component` belongs to (see {@link ConfusionClass}). */
function classesOf(input: string, component: ComponentName, readings: readonly Reading[], values: ReadonlyArray<string | null>): ConfusionClass[] {
  const classes: ConfusionClass[] = [];
  const schemes = new Set(readings.filter((r) => r.valid && r.parts.scheme !== undefined).map((r) => r.parts.scheme?.toLowerCase() ?? null));
  const scheme = [...schemes].find((x) => x !== null) ?? null;
  const structural = component === 'host' || component === 'user' || component === 'password' || component === 'port' || component === 'path';
  if (component === 'scheme' || schemes.size > 1) classes.push('scheme');
  // The text after the scheme's ":" (the scheme as the readers read it).
  const after = scheme !== null && input.toLowerCase().trimStart().startsWith(scheme + ':') ? input.trimStart().slice(scheme.length + 1) : null;
  const slashes = after === null ? -1 : (/^[/\\]*/.exec(after)?.[0].length ?? 0);
  if (structural && after !== null && slashes !== 2 && slashes !== 0) classes.push('slash');
  if (structural && input.includes('\\')) classes.push('backslash');
  const escaped = /%[0-9A-Fa-f]{2}/;
  if (component !== 'scheme' && escaped.test(input) && values.some((v) => v !== null && escaped.test(v))) classes.push('url-encoded');
  if ((component === 'host' || component === 'path') && scheme !== null && !(HTTP_SCHEMES ??= new Set(schemesWhere((f) => f.grammar?.rfc === 9110))).has(scheme) && (isSpecialWHATWG(scheme) || !classes.includes('slash'))) classes.push('scheme-mixup');
  return classes;
}

/**
 * How each grammar and algorithm reads `input`: the strict grammars (RFC 1738, RFC 1808, RFC 2396
 * with RFC 2732, RFC 3986, RFC 3987, each under its default start symbol, and the WHATWG URL
 * writing grammar), the scheme's own RFC where its grammar is here (`parseScheme`), Python's
 * `urlsplit` and `urlparse`, the browser draft (draft-abarth-url-00), and the WHATWG URL Standard
 * (`parseWHATWG`, with its validation errors); and where they disagree, what decided each reading
 * and the confusion class (`disagreements`). Never throws for a string.
 *
 * @example
 * ```ts
 * const c = compare('HTTP://h/');
 * c.readings.map((r) => r.reader)[0]; // 'RFC 1738 (strict)'
 * c.readings[0]!.verdict;             // 'scheme.uppercase at 1:1'
 * c.readings.find((r) => r.reader === 'Python urlsplit')!.parts.scheme; // 'http'
 * ```
 */
export function compare(input: string): Comparison {
  checkString(input, 'compare', 'input');
  const readings = [...STRICT.map(([g, reader]) => strict(input, g, reader)), schemeRFC(input), urllib(input, 'urlsplit'), urllib(input, 'urlparse'), browser(input), standard(input)];
  // The WHATWG reading is this library's transcription of the standard (the platform's URL class
  // is a test oracle, not a reader: DECISIONS), so it is there in every environment.
  const notes: string[] = [];
  return { input, readings, disagreements: disagreements(input, readings), notes };
}

