/**
 * How each grammar and algorithm reads one input, as data: the strict grammars, Python's
 * `urlsplit`/`urlparse`, the browser draft, and the platform's WHATWG `URL` where there is one.
 * `urlgrammar compare` prints it as a table (`src/cli/compare-table.ts`).
 *
 * @module
 */
import { checkString, findFirstOf, profiles, type ASTNode, type GrammarName } from '../../grammar/index.js';
import { parseBrowser } from '../resolver/index.js';
import { parseURL } from '../parse/parse.js';
import { urlparse, urlsplit } from '../urllib/index.js';

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
  ] as ReadonlyArray<readonly [string, string]>
).filter(([g]) => Object.hasOwn(profiles, g)) as ReadonlyArray<readonly [GrammarName, string]>;

function strict(input: string, grammar: GrammarName, reader: string): Reading {
  const r = parseURL(input, { grammar });
  if (!r.ok) return { reader, valid: false, verdict: `${r.error.code} at ${r.error.line}:${r.error.column}`, parts: {} };
  // The component record of the parse (src/record/): each grammar's own reading, from its tags.
  const c = r.components;
  const text = (s: { readonly text: string } | null): string | null => (s === null ? null : s.text);
  const parts: Partial<Record<ComponentName, string | null>> = {
    scheme: text(c.scheme), user: text(c.user), password: text(c.password), host: text(c.host), port: text(c.port),
    path: c.path.text, query: text(c.query), fragment: text(c.fragment),
  };
  if (grammar === 'rfc1808') {
    // RFC 1808 §2.1 writes the params apart from the path: `<path>;<params>`.
    const params = firstOf(r.ast, ['params']);
    parts.params = params?.text ?? null;
    if (params) parts.path = input.slice(c.path.start, params.start - 1);
  }
  return { reader, valid: true, verdict: 'valid', parts };
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
    };
  } catch (e) {
    return { reader, valid: false, verdict: `${(e as Error).name}: ${(e as Error).message}`, parts: {} };
  }
}

function browser(input: string): Reading {
  const p = parseBrowser(input);
  if (p.scheme === null) return { reader: 'browser draft (abarth-url-00)', valid: false, verdict: 'invalid (no scheme)', parts: {} };
  return {
    reader: 'browser draft (abarth-url-00)',
    valid: true,
    verdict: 'parsed',
    parts: { scheme: p.scheme, user: p.user, password: p.password, host: p.host, port: p.port, path: p.path, query: p.query, fragment: p.fragment },
  };
}

function whatwg(input: string): Reading {
  const reader = 'WHATWG URL (Node)';
  try {
    const u = new URL(input);
    const opt = (s: string, prefix = '') => (s === '' ? null : s.slice(prefix.length));
    return {
      reader,
      valid: true,
      verdict: 'valid',
      parts: {
        scheme: u.protocol.replace(/:$/, ''), user: opt(u.username), password: opt(u.password), host: opt(u.hostname), port: opt(u.port),
        path: u.pathname, query: opt(u.search, '?'), fragment: opt(u.hash, '#'),
      },
    };
  } catch (e) {
    return { reader, valid: false, verdict: `TypeError: ${(e as Error).message}`, parts: {} };
  }
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
  /** One reading per reader, in a fixed order: the strict grammars, urllib, the browser draft, WHATWG. */
  readonly readings: readonly Reading[];
  /** What was left out and why (the WHATWG reading where the platform has no global `URL`). */
  readonly notes: readonly string[];
}

/**
 * How each grammar and algorithm reads `input`: the strict grammars (RFC 1738, RFC 1808, RFC 2396
 * with RFC 2732, RFC 3986, RFC 3987, each under its default start symbol), Python's
 * `urlsplit` and `urlparse`, the browser draft (draft-abarth-url-00), and the platform's WHATWG
 * `URL` (omitted, with a note, where there is no global `URL`). Never throws for a string.
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
  const readings = [...STRICT.map(([g, reader]) => strict(input, g, reader)), urllib(input, 'urlsplit'), urllib(input, 'urlparse'), browser(input)];
  const notes: string[] = [];
  if (typeof (globalThis as { URL?: unknown }).URL === 'function') readings.push(whatwg(input));
  else notes.push('WHATWG URL omitted: this environment has no global URL');
  return { input, readings, notes };
}

