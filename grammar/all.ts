/**
 * The grammar: every language of the registry (grammar/languages.ts) loaded, the RFC grammars
 * (`rfcs.ts`) and then the others (the WHATWG URL Standard's URL writing, §4.3 and §3.4), each
 * rule declared once with the rule DSL, as `npm run gen` writes their imports
 * (grammar/generated/load-all.ts): what the main entry, the CLI, the docs and the tests import. The
 * passes import the door (`index.ts`) and the grammars they read.
 */
import './rfcs.js';
import './generated/load-all.js';
import { registryComplete, type NodeShape } from './engine/dsl.js';
import type { ASTNode } from './engine/ast.js';
import { nodeTypesWhere, type HostNode, type IPv4Node, type IPv6Node, type PortNode, type SplitNodeType, type StructNodeType, type TextNodeType } from './node-types.js';

export * from './rfcs.js';

/** A frozen list of the node types whose rule's kind `which` accepts, in the order the rules are declared. */
const list = <T>(which: (k: NodeShape) => boolean): readonly T[] => Object.freeze(nodeTypesWhere(which)) as readonly T[];

/**
 * Every node type any grammar builds: each non-token rule's name, once, in the order the rules are
 * declared (computed from the rules when the grammars are loaded). `ASTNode['type']` is its
 * element type (test/ast-types.test.ts holds both equal to the registry's names). A rule's kind is
 * asked with `nodeKindOf(type)`.
 *
 * @example
 * ```ts
 * NODE_TYPES.includes('hostname'); // true
 * ```
 */
export const NODE_TYPES: readonly ASTNode['type'][] = /* @__PURE__ */ list(() => true);

/**
 * The productions whose nodes carry text, decoded: the list {@link TextNodeType} is read from.
 *
 * @deprecated Use `nodeKindOf(type) === 'text'` (the rules declare their kind, `node`).
 * Kept until 1.0; the list is now computed from the rules, in their order of declaration.
 *
 * @example
 * ```ts
 * TEXT_NODE_TYPES.includes('hsegment'); // true
 * ```
 */
export const TEXT_NODE_TYPES: readonly TextNodeType[] = /* @__PURE__ */ list((k) => k.kind === 'text');

/**
 * The productions of the RFC grammars that have structure only: the list {@link StructNodeType} is read from.
 *
 * @deprecated Use `nodeKindOf(type) === 'struct'` (the rules declare their kind, `node`).
 * Kept until 1.0; the list is now computed from the rules, in their order of declaration.
 *
 * @example
 * ```ts
 * RFC_STRUCT_NODE_TYPES.includes('hostport'); // true
 * ```
 */
export const RFC_STRUCT_NODE_TYPES: readonly StructNodeType[] = /* @__PURE__ */ list((k) => k.kind === 'struct');

/**
 * The productions of the component grammars that build nodes, all with structure only: the
 * `urllib` split (grammar/urllib/rules.ts) and RFC 3986 Appendix B
 * (grammar/appendix-b/rules.ts). The list {@link SplitNodeType} is read from.
 *
 * @deprecated Use `nodeKindOf(type) === 'split'`, or `isSplitNode(node)`. Kept until
 * 1.0; the list is now computed from the rules, in their order of declaration.
 *
 * @example
 * ```ts
 * SPLIT_NODE_TYPES.includes('split-netloc'); // true
 * ```
 */
export const SPLIT_NODE_TYPES: readonly SplitNodeType[] = /* @__PURE__ */ list((k) => k.kind === 'split');

/**
 * The productions with a node of their own shape ({@link HostNode}, {@link PortNode}, {@link IPv4Node}, {@link IPv6Node}).
 *
 * @deprecated Use `nodeKindOf(type)` is `'host'`, `'port'`, `'IPv4'` or `'IPv6'`. Kept
 * until 1.0; the list is now computed from the rules, in their order of declaration.
 *
 * @example
 * ```ts
 * SPECIAL_NODE_TYPES.includes('port'); // true
 * ```
 */
export const SPECIAL_NODE_TYPES: readonly (HostNode | PortNode | IPv4Node | IPv6Node)['type'][] = /* @__PURE__ */ list((k) => k.build !== undefined);

/**
 * The node types whose node carries a value read from its text (a port number, IPv4 octets, an
 * IPv6 group count): the values the range checks of `parseURL` look at. The generated fast path
 * counts the ones it builds, so that a parse that built none skips those checks.
 *
 * @deprecated Use `carriesValue(type)` (the kind a rule declares says whether its node
 * carries a value). Kept until 1.0; the list is now computed from the rules, in their order of
 * declaration.
 *
 * @example
 * ```ts
 * VALUE_NODE_TYPES.includes('port'); // true
 * ```
 */
export const VALUE_NODE_TYPES: readonly (PortNode | IPv4Node | IPv6Node)['type'][] = /* @__PURE__ */ list((k) => k.value === true);

// Every grammar is loaded: the rule-name sets made before are checked now.
registryComplete();
