/**
 * The record from tags: one record of what a parse read, built from the grammar's own tags.
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
 *   the mark before an authority, Appendix B's "//" (`AUTHORITY_MARK`: `"file://" [ host |
 *   "localhost" ] "/" fpath` has one even with no host).
 * - **user** and **password** inside a `userinfo` the grammar does not split (RFC 2396, RFC 3986,
 *   RFC 3987) are read with RFC 3986 Appendix B's component grammar (`B-userinfo`: the user name
 *   up to the first ":", RFC 3986 §3.2.1), and so is an authority the grammar does not split at all
 *   (RFC 1808 `net_loc = *( pchar | ";" | "?" )`).
 */
import { appendixBAuthority, appendixBUserinfo } from '../../grammar/appendix-b/index.js';
import { allRules, assertNever, decodeEscapes, LAZY_DECODE_LENGTH, setDecoded, digitsValue, mayHoldOfRules, registryVersion, schemeOfProduction, ArgumentError, COMPONENT_TAGS, checkNode, checkString, profiles, type ASTNode, type ComponentTag, type Rule } from '../../grammar/index.js';
import type { ComponentSpan, HostKind, URLComponents } from './components.js';
import { AUTHORITY_MARK } from './marks.js';

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

/**
 * A mutable record while it is built, of spans (an AST's nodes, or a capture machine's registers:
 * src/record/captured.ts builds one too). @internal
 */
export interface Draft {
  scheme: Span | null;
  authority: Span | null;
  userinfo: Span | null;
  user: Span | null;
  password: Span | null;
  host: Span | null;
  port: Span | null;
  path: Span | null;
  query: Span | null;
  fragment: Span | null;
  hostType: HostKind | null;
  portNumber: number | null;
  /** Where an authority begins after a leading `"…//"` literal, when no rule marks the authority. */
  authorityStart: number;
  /** The authority is a rule's (a tagged reference read it), not derived from `authorityStart`. */
  authorityMarked: boolean;
}

/** A span of the input. @internal */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** What the walk needs of a rule, read once from the registry. @internal */
export interface RuleInfo {
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
  return ruleInfo(node.rfc, node.type);
}

/** What the walk reads of the rule `name` of `rfc` (a node's `rfc` and `type`): undefined for a token. @internal */
export function ruleInfo(rfc: unknown, name: string): RuleInfo | undefined {
  if (!infos || infosVersion !== registryVersion()) {
    infos = buildInfos();
    infosVersion = registryVersion();
  }
  return infos.get(rfc)?.get(name);
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
    byName.set(r.name, { tags, scheme, authorityLead: lead !== null && lead.endsWith(AUTHORITY_MARK) ? lead.length : -1, reaches: reaches(r) });
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
  if (tag === 'host') {
    if (d.host === null) {
      d.host = node;
      d.hostType = kindOf(node);
    }
    return;
  }
  takeSpan(d, tag, node);
}

/** Records span `s` as component `tag` (not the host, whose kind comes with it) unless one is recorded already. @internal */
export function takeSpan(d: Draft, tag: ComponentTag, s: Span): void {
  // One property per case: a keyed store `d[tag]` is megamorphic, and this runs per tagged node.
  switch (tag) {
    case 'scheme': if (d.scheme === null) d.scheme = s; break;
    case 'authority':
      if (d.authority === null) {
        d.authority = s;
        d.authorityMarked = true;
      }
      break;
    case 'userinfo': if (d.userinfo === null) d.userinfo = s; break;
    case 'user': if (d.user === null) d.user = s; break;
    case 'password': if (d.password === null) d.password = s; break;
    case 'host': if (d.host === null) d.host = s; break;
    case 'port': if (d.port === null) d.port = s; break;
    case 'path': if (d.path === null) d.path = s; break;
    case 'query': if (d.query === null) d.query = s; break;
    case 'fragment': if (d.fragment === null) d.fragment = s; break;
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

/** The kind of host a host node is (its type, or how it was written). @internal */
export function kindOf(host: ASTNode): HostKind | null {
  if (host.type === 'reg_name') return 'reg_name';
  if (host.type === 'host' || host.type === 'ihost') return HOST_KINDS[(host as { hostType: string }).hostType] ?? null;
  if (host.type === 'ipv6reference') return 'ipv6';
  // WHATWG: a valid host string is one of its three children; an opaque host holds an IPv6 address or is text.
  if (host.type === 'valid-host-string') return HOST_KINDS[host.children[0]?.type ?? ''] ?? null;
  if (host.type === 'valid-opaque-host-string') return host.children[0]?.type === 'valid-IPv6-address-string' ? 'ipv6' : 'opaque-host';
  return HOST_KINDS[host.type] ?? null;
}

/** A draft with nothing recorded. @internal */
export const EMPTY_DRAFT = (): Draft => ({
  scheme: null, authority: null, userinfo: null, user: null, password: null, host: null, port: null,
  path: null, query: null, fragment: null, hostType: null, portNumber: null, authorityStart: -1, authorityMarked: false,
});

/** Empties `d` in place (a draft a reader reuses): what `EMPTY_DRAFT` gives. @internal */
export function clearDraft(d: Draft): Draft {
  d.scheme = d.authority = d.userinfo = d.user = d.password = d.host = d.port = d.path = d.query = d.fragment = null;
  d.hostType = null;
  d.portNumber = null;
  d.authorityStart = -1;
  d.authorityMarked = false;
  return d;
}

/** Reads `text` (the input's `[offset, …)`) with a component rule and walks its tags into `d` at that offset (nothing, where the rule does not read it). */
function readPart(parse: (s: string) => ASTNode | null, text: string, offset: number, d: Draft): void {
  const node = parse(text);
  if (!node) return; // a text Appendix B does not read as that rule (an RFC 1808 net_loc holding a "?"): no split
  const sub = EMPTY_DRAFT();
  walkInto(node, sub);
  for (const name of COMPONENT_TAGS) {
    const s = sub[name];
    if (s !== null && d[name] === null) d[name] = { start: s.start + offset, end: s.end + offset };
  }
}

/**
 * The number a port's text writes, as a port node's `value` is read (`digitsValue`: past 15
 * significant digits, the nearest double or Infinity), or null when it is empty or not all digits
 * (a port that Appendix B's reading took, which no grammar checked).
 * @internal
 */
export const portValue = (text: string): number | null => (/^[0-9]+$/.test(text) ? digitsValue(text) : null);

/**
 * The record of a draft: what no rule marks derived from what is marked (see the file comment),
 * for the whole input (`end` its length) or, in the AST walk, the root node's span. Shared by the
 * AST walk (`recordOf`) and the capture reader (src/record/captured.ts). @internal
 */
export function finish(input: string, root: Span, d: Draft): URLComponents {
  // The record is made of new objects: `d` and its spans are read, never kept (the capture reader
  // passes a draft and spans it reuses from read to read).
  // An authority that no rule marks, after a leading "…//" literal (RFC 1738 fileurl): from there
  // to the end of what the authority holds.
  if (d.authority === null && d.authorityStart >= 0) {
    let end = d.authorityStart;
    for (const s of [d.userinfo, d.host, d.port]) if (s !== null && s.end > end) end = s.end;
    d.authority = { start: d.authorityStart, end };
  }
  const auth = d.authority;
  if (auth !== null) {
    const a = auth;
    if (d.host === null && d.userinfo === null && d.port === null) {
      // The grammar does not split this authority (RFC 1808 net_loc): Appendix B's reading of it.
      readPart(appendixBAuthority, input.slice(a.start, a.end), a.start, d);
    } else if (d.host !== null && d.port === null && d.authorityMarked && d.host.end < a.end) {
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
    // A port node's value is its digits' (`digitsValue`), null where empty: the same as `portValue` of its text.
    d.portNumber = portValue(input.slice(d.port.start, d.port.end));
  }
  const pathStart = auth !== null ? auth.end : d.scheme !== null ? d.scheme.end + 1 : root.start;
  const pathEnd = d.query !== null ? d.query.start - 1 : d.fragment !== null ? d.fragment.start - 1 : root.end;
  // Escapes to decode: none in any span where the parse read no "%" (one search, not one a span).
  const at = input.indexOf('%', root.start);
  const decodedSpan = at < 0 || at >= root.end ? plainDecodedSpan : escapedSpan;
  return {
    scheme: d.scheme === null ? null : plainSpan(input, d.scheme.start, d.scheme.end),
    authority: auth === null ? null : decodedSpan(input, auth.start, auth.end),
    userinfo: d.userinfo === null ? null : decodedSpan(input, d.userinfo.start, d.userinfo.end),
    user: d.user === null ? null : decodedSpan(input, d.user.start, d.user.end),
    password: d.password === null ? null : decodedSpan(input, d.password.start, d.password.end),
    host: d.host === null ? null : decodedSpan(input, d.host.start, d.host.end),
    hostType: d.hostType,
    port: d.port === null ? null : plainSpan(input, d.port.start, d.port.end),
    portNumber: d.portNumber,
    path: decodedSpan(input, pathStart, pathEnd),
    query: d.query === null ? null : decodedSpan(input, d.query.start, d.query.end),
    fragment: d.fragment === null ? null : decodedSpan(input, d.fragment.start, d.fragment.end),
  };
}

/** The record's span `[start, end)` of `input`, without escapes to decode (the scheme, the port). */
const plainSpan = (input: string, start: number, end: number): ComponentSpan => ({ text: input.slice(start, end), start, end });

/**
 * The record's span `[start, end)` of `input`, with its escapes decoded: in one object literal
 * (the shape `setDecoded` gives, made at once), the long text's `decoded` left to its first read.
 */
function escapedSpan(input: string, start: number, end: number): ComponentSpan {
  const text = input.slice(start, end);
  if (text.length > LAZY_DECODE_LENGTH) return setDecoded({ text, start, end });
  return { text, start, end, decoded: decodeEscapes(text) };
}

/** `escapedSpan` of a span that holds no "%": its decoded text is its text. */
function plainDecodedSpan(input: string, start: number, end: number): ComponentSpan {
  const text = input.slice(start, end);
  return { text, start, end, decoded: text };
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
