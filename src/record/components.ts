/**
 * The component record's shape: one record of a URI's components (RFC 3986 §3) as one reading
 * gave them, whichever reading it was (the grammar's tags, tags.ts; Appendix B's reading of any
 * text, any-text.ts; the derivation from edits, edits.ts): its spans and their names, the kinds of
 * host, the record typed by start symbol (the string it writes: recompose.ts).
 */
import { type StartsWithoutFragment, type StartsWithoutScheme, type StartsWithScheme } from '../../grammar/index.js';

/**
 * One component as read: its text, its `[start, end)` span into the input (UTF-16 offsets, like a
 * report's `offset`), and where the grammar defines escapes (every component but the scheme and
 * the port), the text with them decoded as UTF-8 (invalid sequences as U+FFFD).
 *
 * @example
 * ```ts
 * const r = parseURL('http://h/a%20b', { grammar: 'rfc3986' });
 * if (r.ok) r.components.path; // { text: '/a%20b', start: 8, end: 14, decoded: '/a b' }
 * ```
 */
export interface ComponentSpan {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly decoded?: string;
}

/**
 * How the host was written: RFC 3986 §3.2.2's `'reg-name'`, `'ipv4'` (`IPv4address`), `'ipv6'`
 * (an `IP-literal` holding an `IPv6address`, or RFC 2732's `IPv6reference`) and `'ipvfuture'`;
 * RFC 1738's and RFC 2396's `'hostname'`, RFC 2396's `'reg_name'` (an authority that is not a
 * server), RFC 3987's `'ireg-name'`; the WHATWG URL-writing grammar's `'domain'` (a valid domain
 * string) and `'opaque-host'` (a valid opaque-host string that is no IPv6 address). `null` where
 * there is no host, or where the reading does not classify it (an RFC 1808 `net_loc`, the
 * Appendix B reading of a rejected input).
 *
 * @example
 * ```ts
 * const r = parseURL('http://[::1]/', { grammar: 'rfc3986' });
 * if (r.ok) r.components.hostType; // 'ipv6'
 * ```
 */
export type HostKind = 'reg-name' | 'ipv4' | 'ipv6' | 'ipvfuture' | 'hostname' | 'reg_name' | 'ireg-name' | 'domain' | 'opaque-host';

/**
 * The record of a URI's components (RFC 3986 §3), as one parse read them. A component that is
 * absent is `null`; one that is present but empty is a span with `text: ''` (RFC 3986 §5.3 tells
 * "undefined" from "empty": `http://h?` has an empty query, `http://h` none). The path is always
 * there (possibly empty). `host` is non-null exactly when there is an authority (after "//"); an IP
 * literal keeps its brackets (`[::1]`), as RFC 3986's `host` does. `user` and `password` are the
 * user information split at its first ":" (RFC 3986 §3.2.1, RFC 1738 §3.1); `password` is null
 * where there is no ":". `portNumber` is the port's value (null when the port is absent or
 * empty; a port of more than 15 digits is the nearest double).
 *
 * `recompose` gives the input back from it (RFC 3986 §5.3).
 *
 * @example
 * ```ts
 * const r = parseURL('https://user:pw@example.com:8443/a/b?q=1#top', { grammar: 'rfc3986' });
 * if (r.ok) r.components.host?.text;    // 'example.com'
 * if (r.ok) r.components.portNumber;    // 8443
 * if (r.ok) r.components.password?.text; // 'pw'
 * if (r.ok) r.components.fragment?.text; // 'top'
 * ```
 */
export interface URLComponents {
  readonly scheme: ComponentSpan | null;
  /** The whole authority (`userinfo@host:port`), null when there is none. */
  readonly authority: ComponentSpan | null;
  readonly userinfo: ComponentSpan | null;
  readonly user: ComponentSpan | null;
  readonly password: ComponentSpan | null;
  readonly host: ComponentSpan | null;
  readonly hostType: HostKind | null;
  readonly port: ComponentSpan | null;
  readonly portNumber: number | null;
  readonly path: ComponentSpan;
  readonly query: ComponentSpan | null;
  readonly fragment: ComponentSpan | null;
}

/**
 * The record of a parse from start symbol `S`, typed by what `S` allows: under `'URI'` the scheme
 * is always there, under `'relative-ref'` never, and under `'absolute-URI'` there is no fragment.
 * Without `start`, `parseURL` reads the grammar's default start symbol (an absolute URL with an
 * optional fragment), so the scheme is there too. For a union of start symbols that differ (a
 * `start` option typed `StartSymbol`), the plain {@link URLComponents}.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/b', { grammar: 'rfc3986', start: 'absolute-URI' });
 * if (r.ok) r.components.scheme.text; // 'http': no null check, a URI always has one
 * if (r.ok) r.components.fragment;    // null: typed null, absolute-URI has none
 * ```
 */
export type ComponentsOf<S extends string> = URLComponents &
  // What the start symbol's grammar says of every string it reads (grammar/profiles.ts, beside the
  // start symbols): a scheme always (a URI, an IRI, an absolute URL), never (relative references),
  // no fragment (RFC 3986 §4.3 absolute-URI, the parts before "#" of RFC 2396 and RFC 1808, RFC 1738's url).
  ([S] extends [StartsWithScheme] ? { readonly scheme: ComponentSpan } : unknown) &
  ([S] extends [StartsWithoutScheme] ? { readonly scheme: null } : unknown) &
  ([S] extends [StartsWithoutFragment] ? { readonly fragment: null } : unknown);

/**
 * The names of a record's spans, in the order they are written: the same list as `COMPONENT_TAGS`,
 * the components a rule's `parts` name.
 *
 * @deprecated use `COMPONENT_TAGS` (the same names in the same order; its type is `ComponentTag`). Kept until 1.0.
 *
 * @example
 * ```ts
 * COMPONENT_NAMES.length; // 10
 * COMPONENT_NAMES[COMPONENT_NAMES.length - 1]; // 'fragment'
 * ```
 */
export const COMPONENT_NAMES = ['scheme', 'authority', 'userinfo', 'user', 'password', 'host', 'port', 'path', 'query', 'fragment'] as const;
