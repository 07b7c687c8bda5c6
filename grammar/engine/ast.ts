/**
 * The typed AST. Every node names the production that built it (`type`, spelled as in the RFC) and
 * the RFC it comes from (`rfc`: rule identity is (RFC, name)), and carries its `[start, end)` span
 * into the input (UTF-16 indices). Character-class rules (`token` rules) build no nodes. A node's
 * kind is its rule's declaration (`Rule.node`: text, structure only, or a language's shape), which
 * `buildNode` reads: the engine names no production, and the node interfaces are the languages'
 * ({@link NodeKinds}).
 */
import { ArgumentError, checkObject, typeName } from '../../base/args.js';
import type { RFC, Rule } from './dsl.js';
import { hexValue, isEscapeAt } from '../../base/percent.js';
import { fromUnits, utf8DecodeReplace } from '../../base/utf.js';
import { lazyProperty } from '../../base/inspect.js';

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
 * The AST's node interfaces, by the name of their kind ({@link NodeShape}'s `kind`): empty here,
 * where no language is known, and filled in by the module above the engine that declares the
 * languages' node interfaces, by TypeScript's declaration merging (grammar/node-types.ts:
 * `declare module './engine/ast.js' { interface NodeKinds { … } }`). {@link ASTNode} is their union.
 *
 * @example
 * ```ts
 * const kind: keyof NodeKinds = 'port';
 * ```
 */
export interface NodeKinds {}

/**
 * Any AST node: a discriminated union on `type`, of the node interfaces the languages declare
 * ({@link NodeKinds}).
 *
 * @example
 * ```ts
 * function show(n: ASTNode): string {
 *   return n.type === 'port' ? `port ${n.value}` : n.type === 'host' ? `host (${n.hostType})` : n.type;
 * }
 * ```
 */
export type ASTNode = NodeKinds[keyof NodeKinds];


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

/**
 * Builds the node for `rule` over `[start, end)` of `input`, of the kind the rule declares
 * (`Rule.node`): the common fields, then `decoded` for a text node, or the node its shape builds.
 */
export function buildNode(rule: Rule, input: string, start: number, end: number, children: ASTNode[]): ASTNode {
  const text = input.slice(start, end);
  const shape = rule.node;
  if (shape.build !== undefined) return shape.build(rule, start, end, text, children) as ASTNode;
  if (shape.decoded === true) return setDecoded({ type: rule.name, rfc: rule.rfc, start, end, text, children, decoded: text }) as unknown as ASTNode;
  return { type: rule.name, rfc: rule.rfc, start, end, text, children } as unknown as ASTNode;
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
