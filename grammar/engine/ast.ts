/**
 * The typed AST. Every node names the production that built it (`type`, spelled as in the RFC) and
 * the RFC it comes from (`rfc`: rule identity is (RFC, name)), and carries its `[start, end)` span
 * into the input (UTF-16 indices). Character-class rules (`token` rules) build no nodes.
 */
import { ArgumentError, checkObject, typeName } from '../../base/args.js';
import type { RFC, Rule } from './dsl.js';
import { hexValue, isEscapeAt } from '../../base/percent.js';
import { fromUnits, utf8DecodeReplace } from '../../base/utf.js';
import { lazyProperty } from '../../base/inspect.js';

/**
 * How a host was written: RFC 1738 `hostname` or `hostnumber` (as 'IPv4address'), RFC 2732
 * `ipv6reference` (as 'IPv6address'), or RFC 3986 `reg-name`, `IPv4address`, or an `IP-literal`
 * holding an `IPv6address` or an `IPvFuture`.
 *
 * @example
 * ```ts
 * // parseURL('http://[::1]/') gives a `host` node with hostType 'IPv6address'
 * const t: HostType = 'IPv6address';
 * ```
 */
export type HostType = 'hostname' | 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'reg-name' | 'ireg-name';

/** Fields every node has. */
export interface NodeBase {
  /** The production's name, as the RFC spells it. */
  readonly type: string;
  readonly rfc: RFC;
  /** Start offset (UTF-16 index, inclusive). */
  readonly start: number;
  /** End offset (UTF-16 index, exclusive). */
  readonly end: number;
  /** `input.slice(start, end)`: escapes kept raw. */
  readonly text: string;
  /**
   * The child nodes in input order. Where a production repeats more than 32 times (a long path or
   * host), the generated parser leaves this a lazy property (`lazyProperty`): an enumerable,
   * configurable getter that builds the children on first read and returns that same array on
   * every read after, staying a getter: the same nodes either way (and `console.log` /
   * `util.inspect` print them, not `[Getter]`).
   */
  readonly children: readonly ASTNode[];
}

/**
 * A node of a production with text content (a path segment, a user name, a query...).
 *
 * @example
 * ```ts
 * // in parseURL('http://h/a%20b'), the segment node has text 'a%20b' and decoded 'a b'
 * ```
 */
export interface TextNode extends NodeBase {
  readonly type: TextNodeType;
  /** `text` with its escapes decoded (as UTF-8; invalid sequences become U+FFFD). */
  readonly decoded: string;
}

/**
 * `host` (RFC 1738 §5, or RFC 2732 §3 in the extended grammars), classified.
 *
 * @example
 * ```ts
 * // parseURL('http://192.0.2.1/'): the host node has hostType 'IPv4address'
 * ```
 */
export interface HostNode extends NodeBase {
  /** `host`, or RFC 3987 `ihost` (whose `hostType` is `'ireg-name'` where RFC 3986's is `'reg-name'`). */
  readonly type: 'host' | 'ihost';
  readonly hostType: HostType;
}

/**
 * `port` (RFC 1738 §5 `port = digits`, RFC 2396 Appendix A `port = *digit`, RFC 3986 §3.2.3
 * `port = *DIGIT`). `value` may exceed 65535: under `rfc1738` the range check reports it as an
 * error (`port.out-of-range`); the later RFCs set no bound, and `parseURL` with `warnings: true`
 * warns of it (the warning `port.out-of-range`). (The WHATWG writing grammar's port is a
 * `URL-port-string`, over 65535 the error `port.out-of-range`.) Leading zeros are skipped (`00080` is 80); a value
 * of more than 15 significant digits is `Infinity`, never a rounded number (the text keeps the
 * digits). An RFC 2396 or RFC 3986 port may be empty (`http://h:/`): its `value` is `null` (no
 * number is written; the scheme's default applies).
 *
 * @example
 * ```ts
 * // parseURL('http://h:8080/'): the port node has value 8080
 * ```
 */
export interface PortNode extends NodeBase {
  readonly type: 'port';
  readonly value: number | null;
}

/**
 * `hostnumber` (RFC 1738 §5) or `IPv4address` (RFC 2373 Appendix B, RFC 3986 Appendix A), with its
 * four octets and where each is written.
 *
 * @example
 * ```ts
 * // parseRule('IPv4address', '192.0.2.1', { rfc: 2373 }): octets [192, 0, 2, 1],
 * // octetSpans [[0, 3], [4, 5], [6, 7], [8, 9]]
 * ```
 */
export interface IPv4Node extends NodeBase {
  readonly type: 'hostnumber' | 'IPv4address';
  /** Each octet's value, by value, not length (leading zeros skipped: `0300` is 300, which a range check may then reject). */
  readonly octets: readonly number[];
  /** Each octet's `[start, end)` span into the input (UTF-16 offsets, like the node's own `start` and `end`). */
  readonly octetSpans: readonly (readonly [start: number, end: number])[];
}

/**
 * `IPv6address` (RFC 2373 §2.2, RFC 3986 §3.2.2): `groups` counts 16-bit pieces written (an IPv4
 * tail counts two).
 *
 * @example
 * ```ts
 * // parseRule('IPv6address', '::FFFF:129.144.52.38', { rfc: 2373 }): groups 3, compressed true
 * ```
 */
export interface IPv6Node extends NodeBase {
  readonly type: 'IPv6address';
  readonly groups: number;
  /** Whether "::" stands for one or more zero groups. */
  readonly compressed: boolean;
}

/**
 * The productions whose nodes carry text, decoded: the list {@link TextNodeType} is read from.
 *
 * @example
 * ```ts
 * TEXT_NODE_TYPES.includes('hsegment'); // true
 * ```
 */
export const TEXT_NODE_TYPES = [
  'user', 'password', 'urlpath', 'fsegment', 'hsegment', 'search', 'selector', 'gtype', 'gopher+_string',
  'encoded822addr', 'database', 'wtype', 'wpath', 'psegment', 'fieldname', 'fieldvalue', 'segment',
  'param', 'query', 'fragment', 'net_loc', 'net_loc-2732', 'article', 'group', 'ftptype', 'domainlabel',
  'toplabel', 'scheme', 'opaque_part', 'rel_segment', 'reg_name', 'userinfo', 'reg-name', 'segment-nz',
  'segment-nz-nc',
  'iuserinfo', 'ireg-name', 'isegment', 'isegment-nz', 'isegment-nz-nc', 'iquery', 'ifragment',
  // The WHATWG URL Standard's URL writing (grammar/whatwg/rules.ts)
  'special-non-file-scheme', 'non-special-scheme', 'file-scheme', 'URL-scheme-string', 'valid-domain-string',
  'valid-opaque-host-string', 'URL-port-string', 'URL-path-segment-string', 'opaque-path-URL-string',
  'URL-query-string', 'URL-fragment-string',
] as const;

/**
 * Productions whose nodes carry text, decoded.
 *
 * @example
 * ```ts
 * const t: TextNodeType = 'hsegment';
 * ```
 */
export type TextNodeType = (typeof TEXT_NODE_TYPES)[number];

/**
 * The productions of the RFC grammars that have structure only: the list {@link StructNodeType} is read from.
 *
 * @example
 * ```ts
 * RFC_STRUCT_NODE_TYPES.includes('hostport'); // true
 * ```
 */
export const RFC_STRUCT_NODE_TYPES = [
  // The default start symbols of our own (grammar/obsoleted/glue.ts)
  'URL-1738', 'URL-1808', 'URI-2396',
  'url', 'genericurl', 'otherurl', 'schemepart', 'ip-schemepart', 'login', 'hostport',
  'hostname', 'ftpurl', 'fpath', 'fileurl', 'httpurl', 'httpsurl', 'hpath', 'gopherurl', 'mailtourl',
  'newsurl', 'grouppart', 'nntpurl', 'telneturl', 'waisurl', 'waisdatabase', 'waisindex', 'waisdoc',
  'prosperourl', 'ppath', 'fieldspec', 'URL', 'absoluteURL', 'generic-RL', 'relativeURL',
  'net_path', 'abs_path', 'rel_path', 'path', 'params', 'ipv6reference', 'IPv6prefix', 'hexpart',
  'hexseq', 'hex4', 'userinfo-2732', 'URI-reference', 'absoluteURI', 'relativeURI', 'hier_part',
  'authority', 'server', 'path_segments', 'URI', 'hier-part', 'absolute-URI', 'relative-ref',
  'relative-part', 'IP-literal', 'IPvFuture', 'ls32', 'path-abempty', 'path-absolute',
  'path-noscheme', 'path-rootless', 'path-empty',
  'IRI', 'ihier-part', 'IRI-reference', 'absolute-IRI', 'irelative-ref', 'irelative-part', 'iauthority',
  'ipath', 'ipath-abempty', 'ipath-absolute', 'ipath-noscheme', 'ipath-rootless', 'ipath-empty',
  // The WHATWG URL Standard's URL writing (grammar/whatwg/rules.ts), and its start symbols for a known base
  'valid-URL-string', 'absolute-URL-with-fragment-string', 'absolute-URL-string', 'relative-URL-with-fragment-string',
  'relative-URL-string', 'scheme-relative-special-URL-string', 'scheme-relative-URL-string', 'opaque-host-and-port-string',
  'scheme-relative-file-URL-string', 'path-absolute-URL-string', 'path-absolute-non-authority-URL-string',
  'path-relative-URL-string', 'path-relative-scheme-less-URL-string', 'valid-host-string', 'valid-IPv4-address-string',
  'valid-IPv6-address-string', 'valid-URL-string-special-base', 'valid-URL-string-file-base',
  'valid-URL-string-other-base', 'valid-URL-string-opaque-base',
] as const;

/**
 * The productions of the component grammars that build nodes, all with structure only: the
 * `urllib` split (grammar/urllib/rules.ts) and RFC 3986 Appendix B
 * (grammar/appendix-b/rules.ts). The list {@link SplitNodeType} is read from.
 *
 * @example
 * ```ts
 * SPLIT_NODE_TYPES.includes('split-netloc'); // true
 * ```
 */
export const SPLIT_NODE_TYPES = [
  'split-cleaning', 'split-leading', 'split-removed', 'split-kept',
  'split-URL', 'split-URL-nofragment', 'split-scheme', 'split-netloc', 'split-path',
  'split-path-nofragment', 'split-query', 'split-query-nofragment', 'split-fragment',
  'split-params-path', 'split-params-pathpart', 'split-params',
  'split-netloc-parts', 'split-userinfo', 'split-username', 'split-password', 'split-hostinfo',
  'split-host-prefix', 'split-bracketed-host', 'split-host-suffix', 'split-hostname', 'split-port',
  'split-bracketed', 'split-IPvFuture', 'split-IPv6-zoned', 'split-zone',
  // RFC 3986 Appendix B as a component grammar (grammar/appendix-b/rules.ts)
  'B-URI-reference', 'B-scheme', 'B-authority', 'B-path', 'B-query', 'B-fragment',
  'B-userinfo', 'B-user', 'B-password', 'B-host', 'B-port',
] as const;

/**
 * The node types of the `urllib` grammar (the urlsplit passes read them).
 *
 * @example
 * ```ts
 * const t: SplitNodeType = 'split-netloc';
 * ```
 */
export type SplitNodeType = (typeof SPLIT_NODE_TYPES)[number];

/**
 * Productions that have structure only.
 *
 * @example
 * ```ts
 * const t: StructNodeType = 'hostport';
 * ```
 */
export type StructNodeType = (typeof RFC_STRUCT_NODE_TYPES)[number];

/**
 * The productions with a node of their own shape ({@link HostNode}, {@link PortNode}, {@link IPv4Node}, {@link IPv6Node}).
 *
 * @example
 * ```ts
 * SPECIAL_NODE_TYPES.includes('port'); // true
 * ```
 */
export const SPECIAL_NODE_TYPES = ['host', 'ihost', 'port', 'hostnumber', 'IPv4address', 'IPv6address'] as const;

/**
 * The node types whose node carries a value read from its text (a port number, IPv4 octets, an
 * IPv6 group count): the values the range checks of `parseURL` look at. The generated fast path
 * counts the ones it builds, so that a parse that built none skips those checks.
 *
 * @example
 * ```ts
 * VALUE_NODE_TYPES.includes('port'); // true
 * ```
 */
export const VALUE_NODE_TYPES = ['port', 'hostnumber', 'IPv4address', 'IPv6address'] as const;

/**
 * Every node type any grammar builds: each non-token rule's name, once. `ASTNode['type']` is this
 * list's element type (test/ast-types.test.ts holds both equal to the registry's names).
 *
 * @example
 * ```ts
 * NODE_TYPES.includes('hostname'); // true
 * ```
 */
export const NODE_TYPES = Object.freeze([...TEXT_NODE_TYPES, ...RFC_STRUCT_NODE_TYPES, ...SPLIT_NODE_TYPES, ...SPECIAL_NODE_TYPES]);

const splitTypes: ReadonlySet<string> = new Set<string>(SPLIT_NODE_TYPES);

/**
 * Whether a node is one of the `urllib` grammar's (which the RFC grammars never build).
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/');
 * if (r.ok) isSplitNode(r.ast); // false
 * ```
 */
export const isSplitNode = (n: ASTNode): n is SplitNode =>
  typeof n === 'object' && n !== null && typeof (n as { type?: unknown }).type === 'string' && splitTypes.has(n.type);

/**
 * A node of a production with structure only.
 *
 * @example
 * ```ts
 * // parseURL('http://h/') gives a tree URI > scheme, hier-part > authority > host > reg-name, and hier-part > path-abempty > segment
 * ```
 */
export interface StructNode extends NodeBase {
  readonly type: StructNodeType;
}

/**
 * Any AST node: a discriminated union on `type`.
 *
 * @example
 * ```ts
 * function show(n: ASTNode): string {
 *   return n.type === 'port' ? `port ${n.value}` : n.type === 'host' ? `host (${n.hostType})` : n.type;
 * }
 * ```
 */
export type ASTNode = StructNode | TextNode | HostNode | PortNode | IPv4Node | IPv6Node | SplitNode;

/**
 * A node of the `urllib` grammar (grammar/urllib/rules.ts), with structure only: the urlsplit
 * passes read its `type` and `text`.
 *
 * @example
 * ```ts
 * // urlsplit reads 'http://h/p' as split-URL > split-scheme, split-netloc, split-path
 * ```
 */
export interface SplitNode extends NodeBase {
  readonly type: SplitNodeType;
}

const textTypes: ReadonlySet<string> = new Set<string>(TEXT_NODE_TYPES);


/**
 * Decodes the escapes (`"%" hex hex`, RFC 1738 §2.2) of a text the grammar has accepted, as UTF-8;
 * a `%` not followed by two hex digits is kept as it is. An escape of an ASCII byte is its
 * character; each run of adjacent escapes of bytes 0x80 and above is decoded as UTF-8 on its own,
 * invalid sequences as U+FFFD. (That is the whole run decoded at once: in UTF-8 an ASCII byte
 * stands alone and ends any sequence before it, with the same U+FFFD the end of the run gives.)
 */
export function decodeEscapes(text: string): string {
  const i = text.indexOf('%');
  if (i < 0) return text;
  return text.length > 256 ? decodeLong(text, i) : decodeShort(text, i);
}

/**
 * Texts longer than this (in UTF-16 units) decode their escapes when `decoded` is first read (even
 * the search for a `%` waits), not when the node or span is built: a report's classification and
 * `allErrors`' recovery build the component record of a long text on every round and never read
 * its decoded values.
 */
export const LAZY_DECODE_LENGTH = 1024;

/**
 * Gives `obj` (a text node or a component span) its `decoded` value: `text` with its escapes
 * decoded (`decodeEscapes`), computed now when the text is short, else on first read
 * (`lazyProperty`: an enumerable getter, computed once, so `JSON.stringify` and deep equality see
 * the value). Returns `obj`.
 * @internal
 */
export function setDecoded<T extends { readonly text: string; decoded?: string }>(obj: T): T & { readonly decoded: string } {
  const text = obj.text;
  if (text.length > LAZY_DECODE_LENGTH) return lazyProperty(obj, 'decoded', () => decodeEscapes(text));
  obj.decoded = decodeEscapes(text);
  return obj as T & { readonly decoded: string };
}

/** The byte of the escape at `k` of `text` (`isEscapeAt(text, k)` holds). */
const escapedByte = (text: string, k: number): number => (hexValue(text.charCodeAt(k + 1)) << 4) | hexValue(text.charCodeAt(k + 2));

/** The run of escapes of bytes 0x80 and above at `i`, decoded as UTF-8, and where it ends. */
function highRun(text: string, i: number): [string, number] {
  let k = i + 3;
  while (isEscapeAt(text, k) && escapedByte(text, k) >= 0x80) k += 3;
  const bytes = new Uint8Array((k - i) / 3);
  for (let j = i, b = 0; j < k; j += 3) bytes[b++] = escapedByte(text, j);
  // A byte order mark is kept: an escaped U+FEFF (%EF%BB%BF) at the start of a run is text.
  return [utf8DecodeReplace(bytes), k];
}

/** `decodeEscapes` of a short text (`i`, its first `%`): strings joined, which is cheapest when they are few. */
function decodeShort(text: string, i: number): string {
  let out = '';
  let kept = 0; // start of the text not yet copied to `out`
  while (i >= 0) {
    if (!isEscapeAt(text, i)) {
      i = text.indexOf('%', i + 1);
      continue;
    }
    if (kept < i) out += text.slice(kept, i);
    const b = escapedByte(text, i);
    if (b < 0x80) {
      out += String.fromCharCode(b);
      i += 3;
    } else {
      const [d, end] = highRun(text, i);
      out += d;
      i = end;
    }
    kept = i;
    i = text.indexOf('%', i);
  }
  return out + text.slice(kept);
}

/** `decodeEscapes` of a long text: code units into one typed array (no growth, no string per escape). */
function decodeLong(text: string, i: number): string {
  const n = text.length;
  // Never more code units than the text has: UTF-8 of k bytes is at most k of them.
  const out = new Uint16Array(n);
  let o = 0;
  for (let k = 0; k < i; k++) out[o++] = text.charCodeAt(k);
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c !== 0x25 || !isEscapeAt(text, i)) {
      out[o++] = c;
      i++;
      continue;
    }
    const b = escapedByte(text, i);
    if (b < 0x80) {
      out[o++] = b;
      i += 3;
      continue;
    }
    const [d, end] = highRun(text, i);
    for (let m = 0; m < d.length; m++) out[o++] = d.charCodeAt(m);
    i = end;
  }
  return fromUnits(out.subarray(0, o));
}

/**
 * The value of a run of decimal digits, judged by value, not length: leading zeros are skipped
 * (`000000000000000000080` is 80, RFC 1738 §5 `port = digits`), and what is left is read exactly
 * up to 15 digits; a longer value is `Infinity` (above every range we check), never a rounded
 * number. Linear in the text. (Also read by the warnings, for the port of an RFC 1808 net_loc.)
 */
export function digitsValue(text: string): number {
  let i = 0;
  while (i < text.length && text.charCodeAt(i) === 0x30) i++;
  return text.length - i > 15 ? Infinity : i === text.length ? 0 : Number(text.slice(i));
}

/** Builds the node for `rule` over `[start, end)` of `input`. */
export function buildNode(rule: Rule, input: string, start: number, end: number, children: ASTNode[]): ASTNode {
  const text = input.slice(start, end);
  const type = rule.name;
  switch (type) {
    case 'host':
    case 'ihost': {
      const first = children[0];
      if (rule.rfc === 3986 || rule.rfc === 3987) {
        // RFC 3986 host / RFC 3987 ihost: IP-literal (holding IPv6address or IPvFuture) / IPv4address
        // / reg-name (ireg-name). An empty host has no child: a reg-name (ireg-name) too.
        const inner = first?.type === 'IP-literal' ? first.children[0] : first;
        const name = rule.rfc === 3987 ? 'ireg-name' : 'reg-name';
        const hostType: HostType = inner?.type === 'IPv6address' ? 'IPv6address' : inner?.type === 'IPvFuture' ? 'IPvFuture' : inner?.type === 'IPv4address' ? 'IPv4address' : name;
        return { type, rfc: rule.rfc, start, end, text, children, hostType };
      }
      const hostType: HostType =
        first === undefined || first.type === 'hostname' ? 'hostname' : first.type === 'ipv6reference' ? 'IPv6address' : 'IPv4address';
      return { type, rfc: rule.rfc, start, end, text, children, hostType };
    }
    case 'port':
      // RFC 2396 `port = *digit` and RFC 3986 `port = *DIGIT` may be empty: no value (RFC 1738 `port = digits` never is).
      return { type, rfc: rule.rfc, start, end, text, children, value: text === '' ? null : digitsValue(text) };
    case 'hostnumber':
    case 'IPv4address':
    {
      // One scan: each run between dots is an octet (the grammar wrote four of them, digits only).
      const octets: number[] = [];
      const octetSpans: (readonly [number, number])[] = [];
      for (let from = 0, i = 0; i <= text.length; i++) {
        if (i < text.length && text.charCodeAt(i) !== 0x2e) continue;
        octets.push(digitsValue(text.slice(from, i)));
        octetSpans.push([start + from, start + i]);
        from = i + 1;
      }
      return { type, rfc: rule.rfc, start, end, text, children, octets, octetSpans };
    }
    case 'IPv6address': {
      // Counted in the text, on each side of "::" (an IPv4 tail counts two), not from the children:
      // RFC 3986's are ls32 (and its IPv4address), not one node per group, and a long RFC 2373
      // address may have its children built only when they are read (the generated parser's lazy
      // nodes). Both grammars write "::" at most once and never ":::", so the text says it all.
      // One scan, no substrings: a group is a run between colons, two if it holds a dot.
      let groups = 0;
      let inGroup = false;
      let dotted = false;
      for (let i = 0; i <= text.length; i++) {
        const c = i < text.length ? text.charCodeAt(i) : 0x3a;
        if (c === 0x3a) {
          if (inGroup) groups += dotted ? 2 : 1;
          inGroup = dotted = false;
        } else {
          inGroup = true;
          if (c === 0x2e) dotted = true;
        }
      }
      return { type, rfc: rule.rfc, start, end, text, children, groups, compressed: text.includes('::') };
    }
  }
  if (textTypes.has(type)) return setDecoded({ type: type as TextNodeType, rfc: rule.rfc, start, end, text, children, decoded: text });
  if (splitTypes.has(type)) return { type: type as SplitNodeType, rfc: rule.rfc, start, end, text, children };
  return { type: type as StructNodeType, rfc: rule.rfc, start, end, text, children };
}

/**
 * Calls `visit` on `node` and every descendant, depth first, with the path of ancestors; when
 * `visit` returns `false`, the node's children are skipped. The walk is a loop, not a recursion,
 * so a tree of any depth is walked; a tree that is not one (a node among its own descendants, or
 * a child that is not a node) is an {@link ArgumentError}.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/b');
 * const seen: string[] = [];
 * if (r.ok) walk(r.ast, (n) => { seen.push(n.type); return n.type !== 'authority'; });
 * seen; // ['URI', 'scheme', 'hier-part', 'authority', 'path-abempty', 'segment']
 * ```
 */
export function walk(node: ASTNode, visit: (n: ASTNode, ancestors: readonly ASTNode[]) => boolean | void): void {
  walkNodes(node, visit, 'walk');
}

/**
 * Past this depth, the walk and {@link pathAt} keep the nodes of the path in a set, to find a node
 * that is its own ancestor (a cyclic "tree" would otherwise be walked forever). The trees the
 * parser builds are far shallower: the set costs nothing on them.
 */
export const CYCLE_CHECK_DEPTH = 256;

/** {@link walk}, its messages naming `fn` (`walk`, `find`, `findAll`). @internal */
export function walkNodes(root: ASTNode, visit: (n: ASTNode, ancestors: readonly ASTNode[]) => boolean | void, fn: string): void {
  checkNode(root, fn);
  if (typeof visit !== 'function') throw new ArgumentError(`${fn}: visit must be a function, not ${typeName(visit)}`);
  if (visit(root, []) === false) return;
  // The path from the root (the `ancestors` of the next child), and per level the children (each
  // node's `children` read once) and the index of the next one.
  const ancestors: ASTNode[] = [root];
  const kids: Array<readonly ASTNode[]> = [childrenOf(root, fn)];
  const next: number[] = [0];
  let deep: Set<ASTNode> | null = null;
  for (let depth = 0; depth >= 0; ) {
    const cs = kids[depth]!;
    const i = next[depth]!;
    if (i >= cs.length) {
      if (depth >= CYCLE_CHECK_DEPTH) deep!.delete(ancestors[depth]!);
      ancestors.pop();
      kids.pop();
      next.pop();
      depth--;
      continue;
    }
    next[depth] = i + 1;
    const c = cs[i];
    if (typeof c !== 'object' || c === null) throw new ArgumentError(`${fn}: a node's children must be ASTNodes (as parseURL returns), not ${typeName(c)}`);
    if (visit(c, ancestors) === false) continue;
    const below = childrenOf(c, fn);
    if (++depth >= CYCLE_CHECK_DEPTH) {
      deep ??= new Set();
      if (deep.has(c)) throw new ArgumentError(`${fn}: the AST is cyclic (a node is among its own descendants)`);
      deep.add(c);
    }
    ancestors.push(c);
    kids.push(below);
    next.push(0);
  }
}

/** A node's `children`, read once, or an {@link ArgumentError} when it is not an array. */
function childrenOf(n: ASTNode, fn: string): readonly ASTNode[] {
  const cs: unknown = n.children;
  if (!Array.isArray(cs)) throw new ArgumentError(`${fn}: a node's children must be an array of ASTNodes (as parseURL returns), not ${typeName(cs)}`);
  return cs as readonly ASTNode[];
}

/**
 * An AST node argument, checked at its top level (an object with a string `type`, numeric
 * `start` and `end`, and an array of `children`), or an {@link ArgumentError}.
 */
export function checkNode(node: unknown, fn: string): asserts node is ASTNode {
  checkObject(node, fn, 'the node');
  const n = node as Record<string, unknown>;
  if (typeof n['type'] !== 'string' || typeof n['start'] !== 'number' || typeof n['end'] !== 'number' || !Array.isArray(n['children'])) {
    throw new ArgumentError(`${fn}: the node must be an ASTNode (as parseURL returns)`);
  }
}
