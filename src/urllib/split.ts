/**
 * `urlsplit` and `urlparse`, as lowering passes over the component grammar of `grammar/urllib/rules.ts`.
 *
 * 1. Cleaning (`split-cleaning`): the nodes `split-leading` and `split-removed` mark what CPython
 *    strips (leading C0 controls and spaces) and removes (tab, CR, LF anywhere); the cleaned URL is
 *    the concatenation of the `split-kept` spans.
 * 2. The split (`split-URL`, or `split-URL-nofragment` for `allow_fragments: false`), read by a
 *    capture machine compiled from the rule (grammar/engine/capture/: `patternOfRule`, then
 *    `compileCaptures`): each component is the capture of its rule. The rule has no lookahead, so
 *    the machine reads its language exactly (test/urllib-captures.test.ts holds the captures equal
 *    to the nodes' spans). The cleaning stays a parse: a capture keeps the last run a repetition
 *    reads, and the kept runs are many.
 * 3. The checks CPython makes on a net_loc: brackets balanced, and, when there are brackets, the
 *    reading of `split-netloc-parts` must have nothing before "[" nor between "]" and ":"
 *    (CVE-2025-0938, as fixed in CPython 3.12.9 / 3.13.2), and the host between them must read as
 *    `split-bracketed`; then the NFKC check (characters like U+2100 that normalise to "/", "?",
 *    "#", "@" or ":").
 * 4. `urlparse` only: for a scheme of `uses_params`, the path is read by the capture machine of
 *    `split-params-path` (no lookahead either).
 *
 * @module
 */

import '../../grammar/urllib/index.js';
import { ArgumentError, isBytes, lookup, optionsOf, optionsSpec, recognizerFor, wholeParser, type ASTNode, type IPv6Node, type OptionsSpec, type Recognizer, type RegisterView } from '../../grammar/index.js';
import { captured, captureReader, cleanCaptureReader, registersOf, type CaptureReader } from './captures.js';
import { pyTypeName, ValueError } from './errors.js';
import { pyRepr, pyStr } from './pyrepr.js';
import { bytesRepr, DefragResult, DefragResultBytes, netlocParts, ParseResult, ParseResultBytes, parseResultOf, SplitResult, SplitResultBytes, splitResultOf } from './results.js';
import { uses_params } from './schemes.js';
import { coerceArgs, encodeResult, urlunparse, type Component } from './unsplit.js';

/** A rule of the urllib grammar with its whole-input parser (the generated one: grammar/engine/fast.ts). */
const rule = (name: string) => {
  const r = lookup('urlgrammar', name);
  if (!r) throw new Error(`rule ${name} is not declared`);
  return { start: r, parse: wholeParser(r) };
};

const cleaningGrammar = rule('split-cleaning');
/** The recognizer of `split-clean` (grammar/urllib/recognize.ts, loaded with the urllib grammar). */
const isClean: Recognizer = (() => {
  const r = recognizerFor('rule', 'urlgrammar:split-clean');
  if (!r) throw new Error('no recognizer for urlgrammar:split-clean: is grammar/urllib/index.ts loaded?');
  return r;
})();
const bracketedGrammar = rule('split-bracketed');

/** The split's reader (`split-URL`, or `split-URL-nofragment`), with the registers of its components. */
interface SplitReader extends CaptureReader {
  readonly scheme: number;
  readonly netloc: number;
  readonly path: number;
  readonly query: number;
  readonly fragment: number;
}

function splitReader(name: string, suffix: string, clean = false): SplitReader {
  const r = clean ? cleanCaptureReader(name) : captureReader(name);
  return {
    ...r,
    scheme: r.at('split-scheme'),
    netloc: r.at('split-netloc'),
    path: r.at(`split-path${suffix}`),
    query: r.at(`split-query${suffix}`),
    fragment: r.at('split-fragment'),
  };
}

// Compiled on first use, once each.
let urlReader: SplitReader | undefined;
let urlNoFragmentReader: SplitReader | undefined;
let paramsReader: (CaptureReader & { readonly pathpart: number; readonly params: number }) | undefined;

let cleanUrlReader: SplitReader | undefined;
let cleanUrlNoFragmentReader: SplitReader | undefined;

const urlReaderOf = (allowFragments: boolean): SplitReader =>
  allowFragments ? (urlReader ??= splitReader('split-URL', '')) : (urlNoFragmentReader ??= splitReader('split-URL-nofragment', '-nofragment'));
/** The readers of what the cleaning leaves as it is (`cleanCaptureReader`): a URL they refuse is cleaned, then split. */
const cleanReaderOf = (allowFragments: boolean): SplitReader =>
  allowFragments ? (cleanUrlReader ??= splitReader('split-URL', '', true)) : (cleanUrlNoFragmentReader ??= splitReader('split-URL-nofragment', '-nofragment', true));
const paramsReaderOf = () => {
  if (paramsReader) return paramsReader;
  const r = captureReader('split-params-path');
  return (paramsReader = { ...r, pathpart: r.at('split-params-pathpart'), params: r.at('split-params') });
};

function parseTotal(g: ReturnType<typeof rule>, input: string): ASTNode {
  const root = g.parse(input);
  if (root === null) throw new Error(`${g.start.name} is total`); // unreachable: the rule accepts every string
  return root;
}

// ---------------------------------------------------------------------------------------------
// 1. Cleaning

/**
 * CPython's input cleaning (WHATWG URL): leading C0 controls and spaces stripped, then every tab,
 * CR and LF removed. Read with the `split-cleaning` production.
 *
 * @example
 * ```ts
 * cleanURL(' \x00 http://h/\ta\nb\r'); // 'http://h/ab'
 * ```
 */
export function cleanURL(url: string): string {
  // Most URLs have nothing to clean: the recognizer of `split-clean` says so in one pass.
  return isClean(url) ? url : cleanedByParse(url);
}

/**
 * The cleaning read from the `split-cleaning` nodes alone (the kept spans, joined), without asking
 * `split-clean` first: what `cleanURL` does where the recognizer says no, and what the tests hold
 * the recognizer to.
 *
 * @internal
 */
export function cleanedByParse(url: string): string {
  const root = parseTotal(cleaningGrammar, url);
  const parts: string[] = [];
  for (const n of root.children) {
    const t = n.type;
    switch (t) {
      case 'split-leading':
      case 'split-removed':
        break;
      case 'split-kept':
        parts.push(n.text);
        break;
      default:
        throw new Error(`unexpected node ${t} in split-cleaning`);
    }
  }
  return parts.length === 1 ? parts[0]! : parts.join('');
}

/** The default scheme, cleaned: C0 controls and spaces stripped from both ends, tab/CR/LF removed. */
function cleanScheme(scheme: string): string {
  const s = cleanURL(scheme);
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) <= 0x20) end--;
  return s.slice(0, end);
}

// ---------------------------------------------------------------------------------------------
// 3. Checks

const isAscii = (s: string): boolean => /^[\x00-\x7f]*$/.test(s);

/** An IPv4 address as Python's ipaddress reads it: decimal octets at most 255, no leading zero. */
function validIPv4(n: ASTNode): boolean {
  return n.text.split('.').every((o) => (o === '0' || o[0] !== '0') && Number(o) <= 255);
}

/** The IPv6 address of a `split-IPv6-zoned` node is one that ipaddress accepts. */
function validIPv6(n: IPv6Node): boolean {
  if (n.compressed ? n.groups > 7 : n.groups !== 8) return false;
  return n.children.every((c) => c.type !== 'IPv4address' || validIPv4(c));
}

/**
 * CPython's `_check_bracketed_host`: an IPvFuture (`v` or `V` (gh-105708), hex digits, `.`, anything), or an address
 * that `ipaddress.ip_address` reads as IPv6; an IPv4 address is refused. Read with `split-bracketed`.
 *
 * @throws ValueError with CPython's message.
 */
function checkBracketedHost(host: string): void {
  const root = bracketedGrammar.parse(host);
  const form = root?.children[0];
  if (host[0] === 'v' || host[0] === 'V') {
    if (form?.type !== 'split-IPvFuture') throw new ValueError('IPvFuture address is invalid');
    return;
  }
  if (form !== undefined && form.type === 'split-IPv6-zoned') {
    const ip = form.children.find((c): c is IPv6Node => c.type === 'IPv6address');
    if (ip && validIPv6(ip)) return;
  } else if (form !== undefined && form.type === 'IPv4address' && validIPv4(form)) {
    throw new ValueError('An IPv4 address cannot be in brackets');
  }
  throw new ValueError(`${pyRepr(host)} does not appear to be an IPv4 or IPv6 address`);
}

/**
 * The bracket checks of `urlsplit`: "[" and "]" both or neither; and with both, the reading of
 * `split-netloc-parts` must have nothing before "[" nor between "]" and the port's ":" (CPython's
 * fix of CVE-2025-0938), and a host that {@link checkBracketedHost} accepts.
 */
function checkBrackets(netloc: string): void {
  const open = netloc.includes('[');
  const close = netloc.includes(']');
  if (open !== close) throw new ValueError('Invalid IPv6 URL');
  if (!open) return;
  const parts = netlocParts(netloc);
  if (parts.bracketed) {
    if (parts.prefix !== '') throw new ValueError('Invalid IPv6 URL');
    if (parts.suffix) throw new ValueError('Invalid IPv6 URL');
  }
  checkBracketedHost(parts.host);
}

/**
 * CPython's `_checknetloc`: a non-ASCII net_loc must not gain "/", "?", "#", "@" or ":" under NFKC
 * normalisation (once those already there are set aside).
 */
function checkNetlocNFKC(netloc: string): void {
  if (netloc === '' || isAscii(netloc)) return;
  const n = netloc.replace(/[@:#?]/g, '');
  const normalized = n.normalize('NFKC');
  if (n === normalized) return;
  for (const c of '/?#@:') {
    if (normalized.includes(c)) throw new ValueError(`netloc '${netloc}' contains invalid characters under NFKC normalization`);
  }
}

// ---------------------------------------------------------------------------------------------
// 2. The split

/** The five components, as strings. */
interface Components {
  scheme: string;
  netloc: string;
  path: string;
  query: string;
  fragment: string;
}

/**
 * The split of a cleaned URL: the captures of the `split-URL` (or `-nofragment`) machine, each
 * component the span of its rule's capture. The bracket and NFKC checks are not made here.
 *
 * @internal
 */
export function splitByCaptures(url: string, defaultScheme: string, allowFragments: boolean): Components {
  const r = urlReaderOf(allowFragments);
  return componentsOf(r, registersOf(r, url), url, defaultScheme);
}

/**
 * The split of a URL not yet cleaned: read in the pass that finds it clean, where the cleaning
 * would leave it as it is (`split-clean`); else cleaned (`cleanedByParse`), then split. What
 * `splitByCaptures(cleanURL(url), …)` gives (test/urllib-captures.test.ts holds the two equal).
 *
 * @internal
 */
export function splitUncleaned(url: string, defaultScheme: string, allowFragments: boolean): Components {
  const r = cleanReaderOf(allowFragments);
  const v = r.machine.execView(url);
  return v === null ? splitByCaptures(cleanedByParse(url), defaultScheme, allowFragments) : componentsOf(r, v, url, defaultScheme);
}

/** The five components the registers `regs` of reader `r` over `url` give. */
function componentsOf(r: SplitReader, regs: RegisterView, url: string, defaultScheme: string): Components {
  const scheme = captured(regs, r.scheme, url);
  return {
    scheme: scheme === null ? defaultScheme : scheme.toLowerCase(), // ASCII only, by the rule
    netloc: captured(regs, r.netloc, url) ?? '',
    path: captured(regs, r.path, url) ?? '',
    query: captured(regs, r.query, url) ?? '',
    fragment: captured(regs, r.fragment, url) ?? '',
  };
}

/** The split of a URL ({@link splitUncleaned}: cleaned first where it needs it), checked as CPython checks a net_loc (an empty one passes). */
function lowerSplit(url: string, defaultScheme: string, allowFragments: boolean): Components {
  const out = splitUncleaned(url, defaultScheme, allowFragments);
  checkBrackets(out.netloc);
  checkNetlocNFKC(out.netloc);
  return out;
}

/**
 * The path and params of a path: the captures of the `split-params-path` machine.
 *
 * @internal
 */
export function paramsByCaptures(path: string): { path: string; params: string } {
  const r = paramsReaderOf();
  const regs = registersOf(r, path);
  return { path: captured(regs, r.pathpart, path) ?? path, params: captured(regs, r.params, path) ?? '' };
}

/**
 * Options of {@link urlsplit} and {@link urlparse}, with Python's keyword names.
 *
 * @example
 * ```ts
 * const options: SplitOptions = { scheme: 'https', allow_fragments: false };
 * urlsplit('//h/p#x', options).path; // '/p#x'
 * ```
 */
export interface SplitOptions<S extends string | Uint8Array = string | Uint8Array> {
  /** The scheme when the URL has none; default `''`. Of the URL's kind (or empty). */
  scheme?: S | null;
  /** Whether `#` starts a fragment; default true. */
  allow_fragments?: unknown;
}

const URLSPLIT_OPTIONS = optionsSpec<SplitOptions>('urlsplit', { scheme: true, allow_fragments: true }, true);
const URLPARSE_OPTIONS = optionsSpec<SplitOptions>('urlparse', { scheme: true, allow_fragments: true }, true);

function splitArgs(url: Component, options: SplitOptions | null | undefined, spec: OptionsSpec<SplitOptions>): { c: Components; bytes: boolean } {
  // A string and no options (the common call): no default scheme to clean, fragments allowed.
  if (typeof url === 'string' && (options === undefined || options === null)) return { c: lowerSplit(url, '', true), bytes: false };
  if (typeof url !== 'string' && !(isBytes(url))) {
    throw new ArgumentError(`urlsplit() expected str or bytes, not ${pyTypeName(url)}`);
  }
  options = optionsOf(options, spec);
  const { args, bytes } = coerceArgs([url, options.scheme ?? '']);
  // An empty bytes scheme passes the mixing check with a str URL; `scheme.strip(str)` then fails.
  if (!bytes && isBytes(options.scheme)) throw new ArgumentError("a bytes-like object is required, not 'str'");
  const allow = options.allow_fragments === undefined ? true : Boolean(options.allow_fragments);
  const c = lowerSplit(args[0]!, cleanScheme(args[1] ?? ''), allow);
  return { c, bytes };
}

/**
 * Split a URL into five components, `scheme://netloc/path?query#fragment`, as CPython's
 * `urllib.parse.urlsplit`. The scheme is lowercased; nothing else is changed (`%` escapes stay).
 * A net_loc is recognised only after `//`. Bytes in (ASCII only), `SplitResultBytes` out.
 *
 * @param url - The URL (string or bytes). Leading C0 controls and spaces are stripped and tabs,
 *   CRs and LFs removed first.
 * @param options - `scheme`: the default scheme; `allow_fragments`: false keeps `#...` in the path
 *   or query.
 * @throws ValueError `Invalid IPv6 URL` (unbalanced brackets, or text around a bracketed host), a
 *   bad bracketed host (`IPvFuture address is invalid`, `An IPv4 address cannot be in brackets`,
 *   `'...' does not appear to be an IPv4 or IPv6 address`), or a net_loc that NFKC normalises to
 *   a delimiter.
 * @throws UnicodeDecodeError for a non-ASCII byte; TypeError when mixing strings and bytes.
 *
 * @example
 * ```ts
 * urlsplit('HTTP://u@[::1]:80/p?q#f');
 * // SplitResult(scheme='http', netloc='u@[::1]:80', path='/p', query='q', fragment='f')
 * urlsplit('www.cwi.nl/%7Eguido').path;               // 'www.cwi.nl/%7Eguido'
 * urlsplit('p#f', { allow_fragments: false }).path;   // 'p#f'
 * urlsplit('//h', { scheme: 'https' }).scheme;        // 'https'
 * ```
 */
export function urlsplit(url: string, options?: SplitOptions<string> | null): SplitResult;
export function urlsplit(url: Uint8Array, options?: SplitOptions | null): SplitResultBytes;
export function urlsplit(url: string | Uint8Array, options?: SplitOptions | null): SplitResult | SplitResultBytes;
export function urlsplit(url: string | Uint8Array, options?: SplitOptions | null): SplitResult | SplitResultBytes {
  if (typeof url === 'string' && (options === undefined || options === null)) {
    // The common call, as splitArgs reads it, without its answer's wrapper.
    const c = lowerSplit(url, '', true);
    return splitResultOf(c.scheme, c.netloc, c.path, c.query, c.fragment);
  }
  const { c, bytes } = splitArgs(url, options, URLSPLIT_OPTIONS);
  if (!bytes) return splitResultOf(c.scheme, c.netloc, c.path, c.query, c.fragment);
  const v = [c.scheme, c.netloc, c.path, c.query, c.fragment] as const;
  return SplitResultBytes._make(v.map(encodeResult));
}

/**
 * Split a URL into six components, `scheme://netloc/path;params?query#fragment`, as CPython's
 * `urllib.parse.urlparse`: {@link urlsplit}, then, for a scheme of `uses_params`, the params of
 * the last path segment (from its first `;`) split off the path.
 *
 * @throws as {@link urlsplit}.
 *
 * @example
 * ```ts
 * urlparse('http://h/a;x/b;y;z?q').path;   // '/a;x/b'
 * urlparse('http://h/a;x/b;y;z?q').params; // 'y;z'
 * urlparse('ssh://h/a;b').params;          // '' (ssh is not in uses_params)
 * ```
 */
export function urlparse(url: string, options?: SplitOptions<string> | null): ParseResult;
export function urlparse(url: Uint8Array, options?: SplitOptions | null): ParseResultBytes;
export function urlparse(url: string | Uint8Array, options?: SplitOptions | null): ParseResult | ParseResultBytes;
export function urlparse(url: string | Uint8Array, options?: SplitOptions | null): ParseResult | ParseResultBytes {
  const { c, bytes } = splitArgs(url, options, URLPARSE_OPTIONS);
  let path = c.path;
  let params = '';
  if (uses_params.includes(c.scheme) && path.includes(';')) ({ path, params } = paramsByCaptures(path));
  if (!bytes) return parseResultOf(c.scheme, c.netloc, path, params, c.query, c.fragment);
  const v = [c.scheme, c.netloc, path, params, c.query, c.fragment] as const;
  return ParseResultBytes._make(v.map(encodeResult));
}

// ---------------------------------------------------------------------------------------------
// urldefrag, unwrap

/**
 * Remove the fragment: `(url without fragment, fragment)`, as CPython's `urllib.parse.urldefrag`.
 * Without a `#` the URL is returned unchanged (not even cleaned); otherwise it is split by
 * {@link urlparse} and put back together by {@link urlunparse} without its fragment.
 *
 * @throws as {@link urlparse}.
 *
 * @example
 * ```ts
 * String(urldefrag('http://h/p?q#frag')); // "DefragResult(url='http://h/p?q', fragment='frag')"
 * urldefrag('http://h/p').fragment; // ''
 * ```
 */
export function urldefrag(url: string): DefragResult;
export function urldefrag(url: Uint8Array): DefragResultBytes;
export function urldefrag(url: string | Uint8Array): DefragResult | DefragResultBytes;
export function urldefrag(url: string | Uint8Array): DefragResult | DefragResultBytes {
  const { args, bytes } = coerceArgs([url]);
  const text = args[0] ?? '';
  let defrag: string;
  let frag: string;
  if (text.includes('#')) {
    const p = urlparse(text);
    frag = p.fragment;
    defrag = urlunparse([p.scheme, p.netloc, p.path, p.params, p.query, '']);
  } else {
    frag = '';
    defrag = text;
  }
  return bytes ? new DefragResultBytes(encodeResult(defrag), encodeResult(frag)) : new DefragResult(defrag, frag);
}

/** Python's `str.isspace()` characters: what `str.strip()` removes. */
const PY_WHITESPACE = '\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000';

function pyStrip(s: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && PY_WHITESPACE.includes(s[a]!)) a++;
  while (b > a && PY_WHITESPACE.includes(s[b - 1]!)) b--;
  return s.slice(a, b);
}

/**
 * Unwrap a URL written as `<URL:scheme://host/path>` (RFC 1738 Appendix, "Recommendations for URLs
 * in Context"): whitespace (as Python's `str.strip()`), `<...>` and a `URL:` prefix removed. Any
 * other string is returned stripped. As in Python, a non-string is first made a string (bytes as
 * their Python `repr`).
 *
 * @example
 * ```ts
 * unwrap('<URL:type://host/path>'); // 'type://host/path'
 * unwrap(' <http://h/> ');          // 'http://h/'
 * unwrap('URL: http://h/');         // 'http://h/'
 * ```
 */
export function unwrap(url: string | Uint8Array): string {
  let u = pyStrip(typeof url === 'string' ? url : isBytes(url) ? bytesRepr(url) : pyStr(url));
  if (u.startsWith('<') && u.endsWith('>')) u = pyStrip(u.slice(1, -1));
  if (u.startsWith('URL:')) u = pyStrip(u.slice(4));
  return u;
}
