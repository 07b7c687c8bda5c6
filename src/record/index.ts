/**
 * The component record: one record of what a parse read, built from the grammar's own tags.
 *
 * Each production says which of the rules it references are components of the URI (`parts` in
 * grammar/engine/dsl.ts: `authority`'s `host` is the host, RFC 1738 `httpurl`'s `search` is the
 * query). `componentsOf` walks an AST and reads those tags; nothing here looks for a delimiter
 * in the input. What no rule marks is derived from the spans of what is marked, as RFC 3986 §3
 * delimits the components:
 *
 * - the **path** is what lies between the authority (or the scheme's ":", or the start) and the
 *   query's "?" (or the fragment's "#", or the end): RFC 3986 §3.3 "terminated by the first
 *   question mark or number sign or by the end". The rules tagged `path` (RFC 3986's `path-*`)
 *   span exactly that (a test holds it); RFC 1738's `hpath` does not (its "/" is outside it).
 * - the **scheme** of an RFC 1738 scheme production (`httpurl`, `ftpurl` …) is its leading
 *   literal (`schemeOfProduction`); an **authority** begins after a leading literal that ends in
 *   "//" (`"file://" [ host | "localhost" ] "/" fpath` has one even with no host).
 * - **user** and **password** inside a `userinfo` the grammar does not split (RFC 2396, RFC 3986,
 *   RFC 3987) are read with RFC 3986 Appendix B's component grammar (`B-userinfo`: the user name
 *   up to the first ":", RFC 3986 §3.2.1), and so is an authority the grammar does not split at all
 *   (RFC 1808 `net_loc = *( pchar | ";" | "?" )`).
 *
 * `readComponents` gives the same record for any string, valid or not, from RFC 3986 Appendix B
 * extended to the authority (`B-URI-reference`): the reading reports, fix-its, warnings and
 * password masking use where the grammar rejects the input.
 */
import { appendixBAuthority, appendixBReference, appendixBUserinfo } from '../../grammar/appendix-b/index.js';
import { allRules, assertNever, setDecoded, decodeEscapes, lazyProperty, digitsValue, mayHoldOfRules, refsOf, registryVersion, ruleOfKey, schemeOfProduction, type ASTNode, type ComponentTag, type Expr, type GrammarName, type Rule, ArgumentError, checkNode, checkObject, checkString, profiles, typeName } from '../../grammar/index.js';

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
  // Every string of these has a scheme (a URI, an IRI, an absolute URL) …
  ([S] extends ['URI' | 'IRI' | 'absolute-URI' | 'absolute-IRI' | 'absoluteURI' | 'absoluteURL' | 'URL-1738' | 'url' | 'URL-1808' | 'URI-2396' | 'absolute-URL-with-fragment-string' | 'absolute-URL-string'] ? { readonly scheme: ComponentSpan } : unknown) &
  // … none of these (relative references) …
  ([S] extends ['relative-ref' | 'irelative-ref' | 'relativeURI' | 'relativeURL'] ? { readonly scheme: null } : unknown) &
  // … and these have no fragment (RFC 3986 §4.3 absolute-URI, the parts before "#" of RFC 2396 and RFC 1808, RFC 1738's url).
  ([S] extends ['absolute-URI' | 'absolute-IRI' | 'absoluteURI' | 'absoluteURL' | 'relativeURI' | 'relativeURL' | 'url'] ? { readonly fragment: null } : unknown);

/**
 * The names of a record's spans, in the order they are written.
 *
 * @example
 * ```ts
 * COMPONENT_NAMES.length; // 10
 * COMPONENT_NAMES[COMPONENT_NAMES.length - 1]; // 'fragment'
 * ```
 */
export const COMPONENT_NAMES = ['scheme', 'authority', 'userinfo', 'user', 'password', 'host', 'port', 'path', 'query', 'fragment'] as const;

const HOST_KINDS: Readonly<Record<string, HostKind>> = {
  'reg-name': 'reg-name',
  'ireg-name': 'ireg-name',
  hostname: 'hostname',
  IPv4address: 'ipv4',
  IPv6address: 'ipv6',
  IPvFuture: 'ipvfuture',
  // The WHATWG URL-writing grammar's hosts (the child of a valid-host-string or valid-opaque-host-string).
  'valid-domain-string': 'domain',
  'valid-IPv4-address-string': 'ipv4',
  'valid-IPv6-address-string': 'ipv6',
};

/** A mutable record while it is built. */
interface Draft {
  scheme: ASTNode | Span | null;
  authority: ASTNode | Span | null;
  userinfo: ASTNode | Span | null;
  user: ASTNode | Span | null;
  password: ASTNode | Span | null;
  host: ASTNode | Span | null;
  port: ASTNode | Span | null;
  path: ASTNode | Span | null;
  query: ASTNode | Span | null;
  fragment: ASTNode | Span | null;
  hostType: HostKind | null;
  portNumber: number | null;
  /** Where an authority begins after a leading `"…//"` literal, when no rule marks the authority. */
  authorityStart: number;
}

interface Span {
  readonly start: number;
  readonly end: number;
}

/** What the walk needs of a rule, read once from the registry. */
interface RuleInfo {
  /** The component each child of its node is, by the child's type (a profile's replacement rules under their own names too). */
  readonly tags: ReadonlyMap<string, ComponentTag> | null;
  /** Its scheme, for an RFC 1738 scheme production (the leading literal). */
  readonly scheme: string | undefined;
  /** The length of a leading literal that ends in "//" (an authority follows it), else -1. */
  readonly authorityLead: number;
  /** Whether a tagged component can be found below its node. */
  readonly reaches: boolean;
}

/** RuleInfo by RFC, then by name: no string is built per node. */
let infos: Map<unknown, Map<string, RuleInfo>> | undefined;
/** The registry's size when `infos` was built: made again when a grammar loads after. */
let infosVersion = -1;

function infoOf(node: ASTNode): RuleInfo | undefined {
  if (!infos || infosVersion !== registryVersion()) {
    infos = buildInfos();
    infosVersion = registryVersion();
  }
  return infos.get(node.rfc)?.get(node.type);
}

function buildInfos(): Map<unknown, Map<string, RuleInfo>> {
  const rules = allRules();
  const byKey = new Map(rules.map((r) => [r.key, r] as const));
  // The names a referenced rule's node may have: its own, and those of the rules a profile puts in its place.
  const aliases = new Map<string, string[]>();
  for (const profile of Object.values(profiles)) {
    for (const [from, to] of profile.substitute) {
      const f = byKey.get(from);
      const t = byKey.get(to);
      if (f && t && t.name !== f.name) aliases.set(f.name, [...(aliases.get(f.name) ?? []), t.name]);
    }
  }
  const out = new Map<unknown, Map<string, RuleInfo>>();
  for (const r of rules) {
    if (r.token) continue;
    let tags: Map<string, ComponentTag> | null = null;
    if (r.parts) {
      tags = new Map();
      for (const [name, tag] of Object.entries(r.parts)) {
        tags.set(name, tag);
        for (const alias of aliases.get(name) ?? []) tags.set(alias, tag);
      }
    }
    const first = r.body.k === 'seq' ? r.body.xs[0] : r.body;
    const lead = first?.k === 'lit' ? first.s : null;
    const scheme = r.rfc === 1738 || r.rfc === 'urlgrammar' ? schemeOfProduction[r.name] : undefined;
    let byName = out.get(r.rfc);
    if (!byName) out.set(r.rfc, (byName = new Map()));
    byName.set(r.name, { tags, scheme, authorityLead: lead !== null && lead.endsWith('//') ? lead.length : -1, reaches: reaches(r) });
  }
  return out;
}


/**
 * The rules (by key) below whose nodes a tagged component can be found: those with parts or a
 * scheme of their own, and every rule that reaches one in its own RFC (by name, RFC 1808's `path`
 * would reach one through RFC 2396's, and the walk would read every segment of a long path).
 */
let reaching: ReadonlySet<string> | undefined;
/** The registry's size when `reaching` was computed: computed again when a grammar loads after. */
let reachingVersion = -1;
const reaches = (rule: Rule): boolean => {
  if (reaching === undefined || reachingVersion !== registryVersion()) {
    reaching = mayHoldOfRules((x) => x.parts !== undefined || schemeOfProduction[x.name] !== undefined);
    reachingVersion = registryVersion();
  }
  return reaching.has(rule.key);
};


/** Records `node` as component `tag` unless one is recorded already (the first, outermost, wins). */
function take(d: Draft, tag: ComponentTag, node: ASTNode): void {
  // One property per case: a keyed store `d[tag]` is megamorphic, and this runs per tagged node.
  switch (tag) {
    case 'scheme': if (d.scheme === null) d.scheme = node; break;
    case 'authority': if (d.authority === null) d.authority = node; break;
    case 'userinfo': if (d.userinfo === null) d.userinfo = node; break;
    case 'user': if (d.user === null) d.user = node; break;
    case 'password': if (d.password === null) d.password = node; break;
    case 'host':
      if (d.host === null) {
        d.host = node;
        d.hostType = kindOf(node);
      }
      break;
    case 'port': if (d.port === null) d.port = node; break;
    case 'path': if (d.path === null) d.path = node; break;
    case 'query': if (d.query === null) d.query = node; break;
    case 'fragment': if (d.fragment === null) d.fragment = node; break;
    default: assertNever(tag, 'component');
  }
}

function walkInto(node: ASTNode, d: Draft): void {
  const info = infoOf(node);
  if (!info) return;
  if (info.scheme !== undefined && d.scheme === null) d.scheme = { start: node.start, end: node.start + info.scheme.length };
  if (info.authorityLead >= 0 && d.authorityStart < 0) d.authorityStart = node.start + info.authorityLead;
  const tags = info.tags;
  for (const child of node.children) {
    const tag = tags?.get(child.type);
    if (tag !== undefined) {
      take(d, tag, child);
      // A component's inside is walked only where it holds components (an authority, a user
      // information, RFC 1738's login); a path, query or fragment never does.
      if (tag === 'authority' || tag === 'userinfo') walkInto(child, d);
      continue;
    }
    if (infoOf(child)?.reaches) walkInto(child, d);
  }
}

function kindOf(host: ASTNode): HostKind | null {
  if (host.type === 'reg_name') return 'reg_name';
  if (host.type === 'host' || host.type === 'ihost') return HOST_KINDS[(host as { hostType: string }).hostType] ?? null;
  if (host.type === 'ipv6reference') return 'ipv6';
  // WHATWG: a valid host string is one of its three children; an opaque host holds an IPv6 address or is text.
  if (host.type === 'valid-host-string') return HOST_KINDS[host.children[0]?.type ?? ''] ?? null;
  if (host.type === 'valid-opaque-host-string') return host.children[0]?.type === 'valid-IPv6-address-string' ? 'ipv6' : 'opaque-host';
  return HOST_KINDS[host.type] ?? null;
}

const EMPTY_DRAFT = (): Draft => ({
  scheme: null, authority: null, userinfo: null, user: null, password: null, host: null, port: null,
  path: null, query: null, fragment: null, hostType: null, portNumber: null, authorityStart: -1,
});

/** Reads `text` (the input's `[offset, …)`) with a component rule and walks its tags into `d` at that offset (nothing, where the rule does not read it). */
function readPart(parse: (s: string) => ASTNode | null, text: string, offset: number, d: Draft): void {
  const node = parse(text);
  if (!node) return; // a text Appendix B does not read as that rule (an RFC 1808 net_loc holding a "?"): no split
  const sub = EMPTY_DRAFT();
  walkInto(node, sub);
  for (const name of COMPONENT_NAMES) {
    const s = sub[name];
    if (s !== null && d[name] === null) d[name] = { start: s.start + offset, end: s.end + offset };
  }
}

/**
 * The number a port's text writes, as a port node's `value` is read (`digitsValue`: past 15
 * significant digits, the nearest double or Infinity), or null when it is empty or not all digits
 * (a port that Appendix B's reading took, which no grammar checked).
 */
const portValue = (text: string): number | null => (/^[0-9]+$/.test(text) ? digitsValue(text) : null);

function finish(input: string, root: Span, d: Draft): URLComponents {
  // An authority that no rule marks, after a leading "…//" literal (RFC 1738 fileurl): from there
  // to the end of what the authority holds.
  if (d.authority === null && d.authorityStart >= 0) {
    let end = d.authorityStart;
    for (const s of [d.userinfo, d.host, d.port]) if (s !== null && s.end > end) end = s.end;
    d.authority = { start: d.authorityStart, end };
  }
  const auth = d.authority;
  if (auth !== null) {
    const a = auth as ASTNode | Span;
    const authNode = 'children' in a ? a : null;
    if (d.host === null && d.userinfo === null && d.port === null) {
      // The grammar does not split this authority (RFC 1808 net_loc): Appendix B's reading of it.
      readPart(appendixBAuthority, input.slice(a.start, a.end), a.start, d);
    } else if (d.host !== null && d.port === null && authNode !== null && d.host.end < a.end) {
      // A host the grammar marks, with a port it writes without a rule of its own (RFC 2732's
      // `[ ":" *digit ]` in net_loc-2732): Appendix B's reading of the authority, where it agrees on the host.
      const sub = EMPTY_DRAFT();
      readPart(appendixBAuthority, input.slice(a.start, a.end), a.start, sub);
      if (sub.host && sub.host.start === d.host.start && sub.host.end === d.host.end && sub.port) {
        d.port = sub.port;
      }
    }
    if (d.host === null) d.host = { start: a.start, end: a.start };
    if (d.userinfo !== null && d.user === null) readPart(appendixBUserinfo, input.slice(d.userinfo.start, d.userinfo.end), d.userinfo.start, d);
    if (d.userinfo === null && d.user !== null) d.userinfo = { start: d.user.start, end: (d.password ?? d.user).end };
  }
  if (d.port !== null) {
    const p = d.port;
    d.portNumber = 'type' in p && p.type === 'port' ? (p as { value: number | null }).value : portValue(input.slice(p.start, p.end));
  }
  const pathStart = auth !== null ? auth.end : d.scheme !== null ? d.scheme.end + 1 : root.start;
  const pathEnd = d.query !== null ? d.query.start - 1 : d.fragment !== null ? d.fragment.start - 1 : root.end;
  const span = (s: Span | null, decode = true): ComponentSpan | null => {
    if (s === null) return null;
    const text = input.slice(s.start, s.end);
    return decode ? setDecoded({ text, start: s.start, end: s.end, decoded: text }) : { text, start: s.start, end: s.end };
  };
  return {
    scheme: span(d.scheme, false),
    authority: span(auth),
    userinfo: span(d.userinfo),
    user: span(d.user),
    password: span(d.password),
    host: span(d.host),
    hostType: d.hostType,
    port: span(d.port, false),
    portNumber: d.portNumber,
    path: span({ start: pathStart, end: pathEnd })!,
    query: span(d.query),
    fragment: span(d.fragment),
  };
}

/**
 * The component record of a parse: what the grammar's tagged rules read in `ast`, the AST of
 * `input` (whole: `ast.start` 0 and `ast.end` its length, as `parseURL` gives it), under any
 * grammar. `parseURL` gives it as `components` on a valid result; this is for an AST you hold.
 *
 * @example
 * ```ts
 * const ast = parseURLOrThrow('ftp://anon:secret@ftp.example.org/pub', { grammar: 'rfc1738' });
 * componentsOf(ast, 'ftp://anon:secret@ftp.example.org/pub').user?.text; // 'anon'
 * ```
 */
export function componentsOf(ast: ASTNode, input: string): URLComponents {
  checkNode(ast, 'componentsOf');
  checkString(input, 'componentsOf', 'input');
  if (ast.start !== 0 || ast.end !== input.length) throw new ArgumentError(`componentsOf: the AST must span the whole input (0 to ${input.length}), not ${ast.start} to ${ast.end}`);
  return recordOf(ast, input);
}

/** `componentsOf` without the argument checks: what `parseURL` calls on the AST it built. */
export function recordOf(ast: ASTNode, input: string): URLComponents {
  const d = EMPTY_DRAFT();
  walkInto(ast, d);
  return finish(input, ast, d);
}

/**
 * The component record of any string, valid or not: RFC 3986 Appendix B's split (scheme,
 * authority, path, query, fragment), with the authority read as RFC 3986 §3.2 delimits it (the
 * user information up to the last "@", split at its first ":"; a host in brackets or up to the
 * first ":"; the port after it). Never fails. `hostType` is null: this reading does not classify.
 * It is the `components` of a rejected report.
 *
 * @example
 * ```ts
 * readComponents('http://us er:pa ss@ho st/x y').password?.text; // 'pa ss'
 * readComponents('http://us er:pa ss@ho st/x y').host?.text;     // 'ho st'
 * ```
 */
export function readComponents(input: string): URLComponents {
  checkString(input, 'readComponents', 'input');
  if (remembered !== null) {
    const known = recall(input);
    if (known !== undefined) return known;
  }
  const ast = appendixBReference(input);
  const record = recordOf(ast, input);
  if (remembered !== null) remember(input, record);
  return record;
}

/**
 * The records `readComponents` answers from while `rememberingRecords` runs (null outside it):
 * the last few texts read, with their records. A text is found by `===`, which is one comparison
 * for the same string and a native comparison of units for another of the same length.
 */
let remembered: Array<{ readonly text: string; readonly record: URLComponents }> | null = null;

/** How many records a scope keeps: the input's, the last repaired text's and the one before. */
const REMEMBERED = 3;

/** The record remembered for `text`, if any. @internal */
export function recall(text: string): URLComponents | undefined {
  if (remembered === null) return undefined;
  for (const k of remembered) if (k.text === text) return k.record;
  return undefined;
}

/**
 * Remembers `record` as `text`'s (in a `rememberingRecords` scope; else nothing). The input's
 * record, the first remembered, is kept for the whole scope; the others, the last few. @internal
 */
export function remember(text: string, record: URLComponents): void {
  if (remembered === null || recall(text) !== undefined) return;
  remembered.push({ text, record });
  if (remembered.length > REMEMBERED) remembered.splice(1, 1);
}

/**
 * Runs `run` with `readComponents` remembering the records it reads (and those `remember` is
 * given), so that the reports of one recovery, which read the record of the same text many times
 * (the classifier, the hints, the fixes), read it once; the scope ends with `run` (nothing is kept
 * after it), and an inner scope has records of its own. @internal
 */
export function rememberingRecords<T>(run: () => T): T {
  const outer = remembered;
  remembered = [];
  try {
    return run();
  } finally {
    remembered = outer;
  }
}

/**
 * The record of `after`, the text `before` with `edits` (sorted, not overlapping, in `before`'s
 * coordinates) applied, derived from `record` (`before`'s, as `readComponents` reads it) reading
 * as little of `after` as it can: null when it would have to read all of it, or when the edits are
 * more than one per 8 characters of `after` (over 64 of them), which cost more to check than the
 * text does to read.
 *
 * Where the edits leave Appendix B's split as it was, nothing is read: an edit may stand wholly in
 * the path, the query or the fragment, after the point up to which Appendix B decides whether
 * there is a scheme and an authority (the delimiter after the authority; else the two characters
 * after the scheme's ":", the first two of a text that starts with "/", the first of one that
 * starts with ":", "?" or "#", or nothing for one with neither scheme nor authority, whose edits
 * then neither remove nor insert ":" or "/" nor make it start with a delimiter), and neither what
 * it removes nor what it inserts may hold a character that ends its component ("?" or "#" in the
 * path, "#" in the query); or inside the authority, neither removing nor inserting what delimits
 * its parts there (see `keeps`). A deletion that its next characters repeat is read as theirs.
 * The components before the edits are `record`'s own spans; the ones after, moved.
 *
 * Else a prefix of `after` is read, from the start to past the edits, longer and longer until its
 * reading has decided the scheme and the authority and ends in the component (path, query or
 * fragment) that `record` has at the same character of `before`: from there on the two texts are
 * the same and are read the same way, so the prefix's components and `record`'s later ones, moved,
 * are `after`'s. A repair that deletes the "/" ending an authority reads the authority and the
 * path's first segment, not the text. What `allErrors`' recovery reads the repaired text's record
 * with. A property test holds it to `readComponents(after)`.
 * @internal
 */
export function deriveComponents(before: TextLike, record: URLComponents, given: readonly TextEdit[], after: TextLike): URLComponents | null {
  // An edit per few characters (every "@" of a long user information escaped): the text read
  // costs less than the edits checked (1.5 MB: 9 ms read, 43 ms derived from 500,000 edits).
  if (given.length > 64 && given.length * 8 > after.length) return null;
  const edits = splitKeeping(before, record, given);
  if (edits === null) return reread(before, record, given, after);
  // The change of length of the edits before each (`shift[k]`: of edits 0 to k - 1), and a count
  // of the edits that start before an offset (or at it), in one binary search each: a repair may
  // be a million edits (every "@" escaped).
  const shift = new Int32Array(edits.length + 1);
  for (let k = 0; k < edits.length; k++) shift[k + 1] = shift[k]! + edits[k]!.text.length - (edits[k]!.end - edits[k]!.start);
  const delta = shift[edits.length]!;
  if (after.length !== before.length + delta) return null;
  const startingBefore = (offset: number, orAt: boolean): number => {
    let lo = 0;
    let hi = edits.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (edits[mid]!.start < offset || (orAt && edits[mid]!.start === offset)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // A component's start moves by the edits before it; its end, by those before it and in it (an
  // insertion at the end of a span is in it: it comes before the delimiter that ends the span).
  const moved = (x: ComponentSpan | null): ComponentSpan | null => {
    if (x === null) return null;
    const a = startingBefore(x.start, false);
    const b = startingBefore(x.end, true);
    const inside = b > a;
    const start = x.start + shift[a]!;
    const end = x.end + shift[b]!;
    // The scheme and the port have no `decoded`.
    const decodes = 'decoded' in x;
    if (!inside) return x.start === start ? x : decodes ? setDecoded({ text: x.text, start, end, decoded: x.text }) : { text: x.text, start, end };
    // The text of a span an edit is in is read from `after` when first asked for (a repaired
    // text's record is read for its offsets far more often than for its texts).
    return lazySpan(after, start, end, decodes);
  };
  const derived = {
    ...record,
    authority: moved(record.authority),
    userinfo: moved(record.userinfo),
    user: moved(record.user),
    password: moved(record.password),
    host: moved(record.host),
    port: moved(record.port),
    path: moved(record.path)!,
    query: moved(record.query),
    fragment: moved(record.fragment),
  };
  // A port an edit is in is read again, when first asked for.
  const port = derived.port;
  if (port !== null && port !== record.port && edits.some((e) => e.start >= port.start && e.start <= port.end)) lazyProperty(derived, 'portNumber', () => portOf(after, port));
  return derived;
}

/** `portValue` of a port of `text`, read in pieces up to its first character that is no digit (a long port of a repaired text is built only when it is all digits). */
function portOf(text: TextLike, port: ComponentSpan): number | null {
  for (let i = port.start; i < port.end; i += 64) if (!/^[0-9]*$/.test(text.slice(i, Math.min(port.end, i + 64)))) return null;
  return portValue(port.text);
}

/** The span of `[start, end)` of `text`, its text (and decoded text, where `decodes`) read when first asked for. */
function lazySpan(text: TextLike, start: number, end: number, decodes: boolean): ComponentSpan {
  const span = { start, end } as { text: string; start: number; end: number; decoded?: string };
  lazyProperty(span, 'text', () => text.slice(start, end));
  return (decodes ? lazyProperty(span, 'decoded', () => decodeEscapes(span.text)) : span) as ComponentSpan;
}

/** `deriveComponents` where the edits change the split: a prefix of `after` read, stitched to `record`'s later components. */
function reread(before: TextLike, record: URLComponents, edits: readonly TextEdit[], after: TextLike): URLComponents | null {
  let delta = 0;
  for (const e of edits) delta += e.text.length - (e.end - e.start);
  const last = edits[edits.length - 1];
  if (last === undefined) return null;
  // The end of the last edit in `after`: from there on, `after` is `before` moved by `delta`.
  const edited = last.end + delta;
  const { path, query, fragment } = record;
  // The component `before` is in when it reaches offset `q` (before reading the character there).
  const stateOf = (q: number): string | null => (fragment !== null && q >= fragment.start ? 'f' : query !== null && q >= query.start ? 'q' : q >= path.start && q <= path.end ? 'p' : null);
  const moved = (x: ComponentSpan | null, decodes = true): ComponentSpan | null => (x === null ? null : lazySpan(after, x.start + delta, x.end + delta, decodes));
  const open = (x: ComponentSpan, old: ComponentSpan, decodes = true): ComponentSpan => lazySpan(after, x.start, old.end + delta, decodes);
  const { authority, userinfo, host, port } = record;
  // Prefixes doubled up to 4,096 characters, then up to an eighth of the text: a long text whose
  // prefixes decide nothing (no delimiter that settles the scheme, `/` + "."×n less its "/") is
  // then read whole once, after reading a quarter of it in prefixes (twice its length before).
  for (let end = edited + 64; end < after.length && (end <= 4096 || end <= after.length / 8); end *= 2) {
    const prefix = after.slice(0, end);
    const r = readComponents(prefix);
    // The prefix has decided the scheme (it has one, or a delimiter no scheme can precede).
    if (r.scheme === null && !/[:/?#]/.test(prefix)) continue;
    const q = end - delta;
    if (r.authority !== null && r.authority.end >= end) {
      // The prefix ends in an authority, and `before` is in one there too, with no "@" after it
      // (the user information ends at the last "@"). Then the rest of the authority is read the
      // same way where the prefix ends in a port (which runs to the authority's end), or in a host
      // where `before` is in one too, neither in an IP literal still open (the host runs to the
      // same ":" in both).
      if (authority === null || q < authority.start || q > authority.end || (userinfo !== null && userinfo.end >= q) || r.host === null || host === null) continue;
      const inPort = r.port !== null;
      if (!inPort && (literalOpenAt(prefix, r.host, end) || literalOpenAt(before, host, q) || q < host.start || q > host.end)) continue;
      const derived = {
        ...r,
        authority: open(r.authority, authority),
        host: inPort ? r.host : open(r.host, host),
        port: inPort ? open(r.port!, authority, false) : moved(port, false),
        path: moved(path)!,
        query: moved(query),
        fragment: moved(fragment),
      };
      const p = derived.port;
      return p === null ? { ...derived, portNumber: null } : lazyProperty(derived, 'portNumber', () => portOf(after, p));
    }
    // The prefix has decided the authority (there is none, or it ends inside the prefix), and ends
    // in the component (path, query or fragment) `before` is in at the same character.
    const state = r.fragment !== null ? 'f' : r.query !== null ? 'q' : 'p';
    if (stateOf(q) !== state) continue;
    return {
      ...r,
      path: state === 'p' ? open(r.path, path) : r.path,
      query: state === 'p' ? moved(query) : state === 'q' ? open(r.query!, query!) : r.query,
      fragment: state === 'f' ? open(r.fragment!, fragment!) : moved(fragment),
    };
  }
  return null;
}

/**
 * Whether `host`, a span of `text`, is an IP literal still open at `at`: it starts with "[", and
 * its first "]" (its end, where it has none) does not come before `at`. A ":" there is the
 * literal's, not a port's. The host is read up to `at`, which for a repair near its start is short.
 */
function literalOpenAt(text: TextLike, host: ComponentSpan, at: number): boolean {
  return host.end > host.start && text.slice(host.start, host.start + 1) === '[' && !text.slice(host.start + 1, Math.min(at, host.end)).includes(']');
}

/** What `deriveComponents` reads of a text: a string, or the pieces of a repaired one. @internal */
export interface TextLike {
  readonly length: number;
  slice(start: number, end: number): string;
}

/** An edit of a text: `[start, end)` replaced by `text`. @internal */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/**
 * Whether `edits` of `before` (whose record is `record`) leave Appendix B's split of it as it was,
 * as `deriveComponents` says (without building the edited text). @internal
 */
export function keepsSplit(before: TextLike, record: URLComponents, edits: readonly TextEdit[]): boolean {
  return splitKeeping(before, record, edits) !== null;
}

/**
 * `edits`, or edits that make the same text of `before`, that leave Appendix B's split as it was;
 * null when neither does. A deletion of characters that the next ones repeat makes the text that
 * the deletion of those next ones makes ("a??b" less its first "?" is "a?b" less its second), and
 * the second may stand inside a component where the first is its delimiter: `http:///` + "/" less
 * the "/" that ends its empty authority is the same text less a "/" of its path.
 */
function splitKeeping(before: TextLike, record: URLComponents, edits: readonly TextEdit[]): readonly TextEdit[] | null {
  if (keeps(before, record, edits)) return edits;
  let shifted = false;
  const later = edits.map((e, i) => {
    const k = e.end - e.start;
    const next = edits[i + 1];
    if (e.text !== '' || k === 0 || (next !== undefined && next.start < e.end + k) || before.slice(e.end, e.end + k) !== before.slice(e.start, e.end)) return e;
    shifted = true;
    return { start: e.start + k, end: e.end + k, text: '' };
  });
  return shifted && keeps(before, record, later) ? later : null;
}

function keeps(before: TextLike, record: URLComponents, edits: readonly TextEdit[]): boolean {
  const { scheme, authority, userinfo, password, host, port, path, query, fragment } = record;
  const c = before.slice(0, 1);
  // Up to where Appendix B decides on a scheme and an authority: no edit may start before it but
  // inside the authority. A text that starts with ":", "?" or "#" has neither, whatever follows.
  const fixedUntil = authority ? authority.end + 1 : scheme ? scheme.end + 3 : c === '/' ? 2 : c && ':?#'.includes(c) ? 1 : 0;
  // Else, with neither and no delimiter first, the text's first segment (up to "/", "?", "#" or
  // the end) holds no ":". It stays so while no edit removes or inserts a ":" or a "/" (one
  // removed could join a later ":" to the first segment), and the edited text's first character
  // is again no delimiter, so that it does not start with "//" (two edits at the start: refused).
  const loose = !fixedUntil;
  if (loose) {
    const f = edits[0];
    const first = f?.start !== 0 ? c : f.text ? f.text[0] : edits[1]?.start === f.end ? ':' : before.slice(f.end, f.end + 1);
    if (!first || ':/?#'.includes(first)) return false;
  }
  // Inside the authority: "/", "?" and "#" end it; the last "@" ends the user information (an "@"
  // before it is the user's or the password's); the first ":" of the user information ends the user
  // name (a ":" of the password is the password's), and the first ":" after a host not in brackets
  // ends it (a ":" of the port is the port's); a "[" that starts the host opens an IP literal, whose
  // first "]" closes it (a ":" between them is the literal's). An edit at the host's start may not
  // make or unmake the "[" there.
  const literal = host !== null && before.slice(host.start, host.start + 1) === '[';
  const inAuthority = (e: TextEdit): boolean => {
    if (authority === null || host === null || e.start < authority.start || e.start >= authority.end || e.end > authority.end) return false;
    if (e.start === host.start && (literal || (e.text ? e.text[0] : before.slice(e.end, e.end + 1)) === '[')) return false;
    // What the edit inserts, then what it removes (a repair may be a million edits: no string is
    // made of the two).
    return harmless(e, e.text) && (e.end === e.start || harmless(e, before.slice(e.start, e.end)));
  };
  // Whether the characters `t` that edit `e` inserts or removes delimit nothing where it stands.
  const harmless = (e: TextEdit, t: string): boolean => {
    const inUserinfo = userinfo !== null && e.end <= userinfo.end;
    for (let i = 0; i < t.length; i++) {
      const c = t.charCodeAt(i);
      if (c === 0x2f || c === 0x3f || c === 0x23) return false;
      if (c === 0x40 && !inUserinfo) return false;
      if (c === 0x3a && !(inUserinfo && password !== null && e.start >= password.start) && !(port !== null && e.start >= port.start) && !(e.start > host!.start && literalOpenAt(before, host!, e.end))) return false;
      if (c === 0x5d && !inUserinfo && literalOpenAt(before, host!, e.start)) return false;
    }
    return true;
  };
  for (const e of edits) {
    if (e.start < fixedUntil) {
      if (inAuthority(e)) continue;
      return false;
    }
    // The delimiters that end the component the edit stands in.
    const ends = path.start <= e.start && e.end <= path.end ? '?#' : query !== null && query.start <= e.start && e.end <= query.end ? '#' : fragment !== null && fragment.start <= e.start && e.end <= fragment.end ? '' : null;
    if (ends === null) return false;
    const touched = e.text + before.slice(e.start, e.end);
    for (const ch of loose ? ends + ':/' : ends) if (touched.includes(ch)) return false;
  }
  return true;
}

/**
 * The components of the authority that starts at `start` of `input` (the text from there up to
 * "/", "?", "#" or the end), read as `readComponents` reads an authority: user information up to
 * its last "@" (user, password), host, port. For a reading that knows where an authority begins
 * but not that the input is a whole URI (a report of `parseRule` on `authority`). Spans are into
 * `input`.
 *
 * @internal
 */
export function readAuthorityAt(input: string, start: number): AuthorityReading {
  // Only the authority is read: Appendix B's authority is `[^/?#]*`, so it ends at the first of
  // those (a search, not a parse of the rest: the reports of allErrors' recovery read an
  // authority on every round, and the rest of a long text is not theirs to pay for).
  AUTHORITY_END.lastIndex = start;
  const end = AUTHORITY_END.test(input) ? AUTHORITY_END.lastIndex - 1 : input.length;
  const c = readComponents('//' + input.slice(start, end));
  // Spans moved into `input`, their decoded values still read when first asked for.
  const shift = (x: ComponentSpan | null): ComponentSpan | null => {
    if (x === null) return null;
    const moved = { text: x.text, start: x.start - 2 + start, end: x.end - 2 + start };
    return 'decoded' in x ? setDecoded({ ...moved, decoded: x.text }) : moved;
  };
  return { authority: shift(c.authority), userinfo: shift(c.userinfo), user: shift(c.user), password: shift(c.password), host: shift(c.host), port: shift(c.port), portNumber: c.portNumber };
}

/**
 * The authority that starts at `start` of a text whose record is `rec`, as `readAuthorityAt` reads
 * it: the record's own where its authority starts there (the same reading of the same text, which
 * a repaired text's record has derived), else read from the text (`text()`).
 * @internal
 */
export function authorityIn(rec: URLComponents, start: number, text: () => string): AuthorityReading {
  return rec.authority?.start === start ? rec : readAuthorityAt(text(), start);
}

/** Where an authority ends (RFC 3986 Appendix B: at the first "/", "?" or "#"). */
const AUTHORITY_END = /[/?#]/g;

/**
 * What `readAuthorityAt` reads: the authority and its parts, as a record gives them.
 * @internal
 */
export type AuthorityReading = Pick<URLComponents, 'authority' | 'userinfo' | 'user' | 'password' | 'host' | 'port' | 'portNumber'>;

/**
 * The string a record writes (RFC 3986 §5.3, Component Recomposition): `scheme ":"`, `"//"
 * authority`, the path, `"?" query`, `"#" fragment`, each where it is defined. On the record of a
 * parse it gives the input back.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/b?c#d', { grammar: 'rfc3986' });
 * if (r.ok) recompose(r.components); // 'http://a/b?c#d'
 * ```
 */
export function recompose(c: Pick<URLComponents, 'scheme' | 'authority' | 'path' | 'query' | 'fragment'>): string {
  checkObject(c, 'recompose', 'the components');
  const part = (name: 'scheme' | 'authority' | 'path' | 'query' | 'fragment', nullable: boolean): void => {
    const v: unknown = (c as Record<string, unknown>)[name];
    if (v === null && nullable) return;
    if (typeof v !== 'object' || v === null || typeof (v as { text?: unknown }).text !== 'string') {
      throw new ArgumentError(`recompose: ${name} must be ${nullable ? 'null or ' : ''}a component ({ text, start, end }), not ${typeName(v)}`);
    }
  };
  part('scheme', true);
  part('authority', true);
  part('path', false);
  part('query', true);
  part('fragment', true);
  let out = '';
  if (c.scheme !== null) out += c.scheme.text + ':';
  if (c.authority !== null) out += '//' + c.authority.text;
  out += c.path.text;
  if (c.query !== null) out += '?' + c.query.text;
  if (c.fragment !== null) out += '#' + c.fragment.text;
  return out;
}

/** The grammars whose start symbols the record is typed for. */
export type { GrammarName };
