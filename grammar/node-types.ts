/**
 * The AST's node interfaces, above the engine (which knows a node's kind by the rule that built
 * it, `Rule.node`, and no language's node): the node kinds the URL grammars share (text,
 * structure only, the `urllib` and Appendix B split, and the host, port and address nodes that
 * carry what was read), with the shapes of those several languages build; their node types,
 * which the build computes from the rules' declarations (grammar/generated/node-types.ts, written
 * by grammar/codegen/node-types.ts); the node union of one grammar; and the kinds asked of the
 * registry at run time. A shape only one language builds lives in its folder (RFC 3986's host in
 * grammar/rfc3986/nodes.ts, RFC 1738's in grammar/obsoleted/nodes.ts).
 */
import { ArgumentError, typeName } from '../base/args.js';
import { digitsValue, type ASTNode, type NodeBase } from './engine/ast.js';
import { allRules, isLoadedSource, registryVersion, ruleKey, ruleOfKey, type NodeShape, type RFC, type Rule, type ShapeChild } from './engine/dsl.js';
import type { NodeKindTypes, ProfileNodeTypes } from './generated/node-types.js';

export type { NodeKindTypes, ProfileNodeTypes };

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

/**
 * Productions whose nodes carry text, decoded: the rules that declare `node: 'text'`.
 *
 * @example
 * ```ts
 * const t: TextNodeType = 'hsegment';
 * ```
 */
export type TextNodeType = NodeKindTypes['text'];

/**
 * Productions that have structure only: the rules that declare no node kind (or `node: 'struct'`).
 *
 * @example
 * ```ts
 * const t: StructNodeType = 'hostport';
 * ```
 */
export type StructNodeType = NodeKindTypes['struct'];

/**
 * The node types of the `urllib` grammar and of RFC 3986 Appendix B read as a grammar (the
 * urlsplit passes read them): the rules that declare the node kind `split`.
 *
 * @example
 * ```ts
 * const t: SplitNodeType = 'split-netloc';
 * ```
 */
export type SplitNodeType = NodeKindTypes['split'];

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
  readonly type: NodeKindTypes['host'];
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
  readonly type: NodeKindTypes['port'];
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
  readonly type: NodeKindTypes['IPv4'];
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
  readonly type: NodeKindTypes['IPv6'];
  readonly groups: number;
  /** Whether "::" stands for one or more zero groups. */
  readonly compressed: boolean;
}

// The AST's node interfaces, by kind: the engine's `ASTNode` is their union. A kind a rule
// declares with no interface here leaves its nodes out of `ASTNode` (test/ast-types.test.ts holds
// the keys equal to the generated `NodeKindTypes`').
declare module './engine/ast.js' {
  interface NodeKinds {
    readonly text: TextNode;
    readonly struct: StructNode;
    readonly split: SplitNode;
    readonly host: HostNode;
    readonly port: PortNode;
    readonly IPv4: IPv4Node;
    readonly IPv6: IPv6Node;
  }
}

/**
 * The kind of the `urllib` grammar's rules and of RFC 3986 Appendix B's (grammar/urllib/rules.ts,
 * grammar/appendix-b/rules.ts): structure only, in a union of their own ({@link SplitNode}).
 * @internal
 */
export const SPLIT: NodeShape = Object.freeze({ kind: 'split' });

/**
 * The port's node (RFC 1738 §5 `port = digits`, RFC 2396 `port = *digit`, RFC 3986 `port =
 * *DIGIT`): its number, `null` where the port is empty (RFC 1738's never is). @internal
 */
export const PORT: NodeShape = Object.freeze({
  kind: 'port',
  value: true,
  build: (rule: Rule, start: number, end: number, text: string, children: readonly ShapeChild[]) => ({ type: rule.name, rfc: rule.rfc, start, end, text, children, value: text === '' ? null : digitsValue(text) }),
});

/**
 * An IPv4 address's node (RFC 1738 `hostnumber`, RFC 2373 and RFC 3986 `IPv4address`): its four
 * octets, by value, and where each is written. @internal
 */
export const IPV4: NodeShape = Object.freeze({
  kind: 'IPv4',
  value: true,
  build: (rule: Rule, start: number, end: number, text: string, children: readonly ShapeChild[]) => {
    // One scan: each run between dots is an octet (the grammar wrote four of them, digits only).
    const octets: number[] = [];
    const octetSpans: (readonly [number, number])[] = [];
    for (let from = 0, i = 0; i <= text.length; i++) {
      if (i < text.length && text.charCodeAt(i) !== 0x2e) continue;
      octets.push(digitsValue(text.slice(from, i)));
      octetSpans.push([start + from, start + i]);
      from = i + 1;
    }
    return { type: rule.name, rfc: rule.rfc, start, end, text, children, octets, octetSpans };
  },
});

/**
 * An IPv6 address's node (RFC 2373 §2.2, RFC 3986 §3.2.2): the 16-bit pieces written (an IPv4
 * tail counts two), and whether "::" stands for zero groups. @internal
 */
export const IPV6: NodeShape = Object.freeze({
  kind: 'IPv6',
  value: true,
  build: (rule: Rule, start: number, end: number, text: string, children: readonly ShapeChild[]) => {
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
    return { type: rule.name, rfc: rule.rfc, start, end, text, children, groups, compressed: text.includes('::') };
  },
});

/** The declared rules' kinds by node type (the first declared rule's, where several share a name), made again when a grammar loads. */
let kindsByType: ReadonlyMap<string, NodeShape> | null = null;
let kindsVersion = -1;

function kinds(): ReadonlyMap<string, NodeShape> {
  if (kindsByType === null || kindsVersion !== registryVersion()) {
    const m = new Map<string, NodeShape>();
    for (const r of allRules()) if (!r.token && !isLoadedSource(r.rfc) && !m.has(r.name)) m.set(r.name, r.node);
    kindsByType = m;
    kindsVersion = registryVersion();
  }
  return kindsByType;
}

/**
 * The kind of node a production builds, as its rule declares it (`node`): `'text'` (the node
 * carries `decoded`), `'struct'` (structure only), or a language's kind (`'split'`, `'host'`,
 * `'port'`, `'IPv4'`, `'IPv6'`); `undefined` for a name no rule that builds a node has. With
 * `rfc`, that RFC's rule (a grammar loaded from ABNF builds `'struct'` nodes); without, the URL
 * grammars' rule of that name. What the lists `TEXT_NODE_TYPES` and its peers said, asked of the
 * rules.
 *
 * @example
 * ```ts
 * nodeKindOf('segment');             // 'text'
 * nodeKindOf('hostport');            // 'struct'
 * nodeKindOf('port');                // 'port'
 * nodeKindOf('IPv4address', 2373);   // 'IPv4'
 * nodeKindOf('pchar', 3986);         // undefined: a token rule builds no node
 * ```
 */
export function nodeKindOf(type: string, rfc?: RFC): keyof NodeKindTypes | undefined {
  return shapeOf(type, rfc)?.kind as keyof NodeKindTypes | undefined;
}

/**
 * Whether a production's node carries a value the checks after the parse read (a port number, the
 * octets of an IPv4 address, the group count of an IPv6 one), as its rule's kind declares it. With
 * `rfc`, that RFC's rule; without, the URL grammars' rule of that name.
 *
 * @example
 * ```ts
 * carriesValue('port');     // true
 * carriesValue('host');     // false
 * ```
 */
export function carriesValue(type: string, rfc?: RFC): boolean {
  return shapeOf(type, rfc)?.value === true;
}

/** The kind the rule of `type` (in `rfc`, else the URL grammars' first of that name) declares, or undefined. */
function shapeOf(type: string, rfc: RFC | undefined): NodeShape | undefined {
  if (typeof type !== 'string') return undefined;
  if (rfc === undefined) return kinds().get(type);
  if (typeof rfc !== 'number' && typeof rfc !== 'string') throw new ArgumentError(`nodeKindOf: the RFC must be a number or a source name (as a node's rfc), not ${typeName(rfc)}`);
  const r = ruleOfKey(ruleKey(rfc, type));
  return r === undefined || r.token ? undefined : r.node;
}

/**
 * The node types of the URL grammars' rules whose kind `which` accepts, each once, in the order
 * the rules are declared: what the run-time lists (`NODE_TYPES`, and the deprecated
 * `TEXT_NODE_TYPES` and its peers) are computed from. @internal
 */
export function nodeTypesWhere(which: (kind: NodeShape) => boolean): string[] {
  const out: string[] = [];
  for (const [type, kind] of kinds()) if (which(kind)) out.push(type);
  return out;
}

/**
 * Whether a node is one of the `urllib` grammar's or RFC 3986 Appendix B's (which the RFC grammars
 * never build): its rule's kind is `split`.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/');
 * if (r.ok) isSplitNode(r.ast); // false
 * ```
 */
export const isSplitNode = (n: ASTNode): n is SplitNode =>
  typeof n === 'object' && n !== null && typeof (n as { type?: unknown }).type === 'string' && kinds().get(n.type) === SPLIT;

/**
 * The AST node union of one grammar: the nodes `parseURL(input, { grammar: G })` can build, from
 * any of its start symbols (about 20 to 50 types, where {@link ASTNode} has every grammar's). The
 * lists are computed from the rule registry at build time (`grammar/codegen/node-types.ts`:
 * the rules reachable from the grammar's start symbols, read through its substitutions), so that a
 * `switch` over `node.type` is checked against the grammar's own productions. With `G` a union of
 * grammars, the union of their nodes.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a/b', { grammar: 'rfc3986' });
 * const kind = (n: NodeOf<'rfc3986'>): string => (n.type === 'reg-name' ? 'a name' : n.type);
 * if (r.ok) kind(r.ast); // 'URI'
 * ```
 */
export type NodeOf<G extends keyof ProfileNodeTypes> = ASTNode extends infer N
  ? N extends { readonly type: infer T }
    ? [Extract<T, ProfileNodeTypes[G]>] extends [never]
      ? never
      : N & { readonly type: Extract<T, ProfileNodeTypes[G]> }
    : never
  : never;
