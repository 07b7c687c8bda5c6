/**
 * RFC 3986's node of its own: the `host` (§3.2.2), with how it was written, which RFC 3987's
 * `ihost` shares (grammar/rfc3987/rules.ts). The node interface is `HostNode` (grammar/node-types.ts,
 * where RFC 1738's host, grammar/obsoleted/nodes.ts, builds it too).
 */
import type { NodeShape, Rule, ShapeChild } from '../engine/dsl.js';
import type { HostType } from '../node-types.js';

/**
 * The host node of RFC 3986 `host = IP-literal / IPv4address / reg-name` (§3.2.2), and of RFC 3987
 * `ihost` (with `ireg-name`, §2.2): `hostType` says which alternative was read, the address inside
 * an `IP-literal` (an `IPv6address` or an `IPvFuture`); an empty host has no child, and is a
 * `regName` too. @internal
 */
export function hostShape(regName: 'reg-name' | 'ireg-name'): NodeShape {
  return Object.freeze({
    kind: 'host',
    build: (rule: Rule, start: number, end: number, text: string, children: readonly ShapeChild[]) => {
      const first = children[0];
      const inner = first?.type === 'IP-literal' ? first.children[0] : first;
      const hostType: HostType = inner?.type === 'IPv6address' ? 'IPv6address' : inner?.type === 'IPvFuture' ? 'IPvFuture' : inner?.type === 'IPv4address' ? 'IPv4address' : regName;
      return { type: rule.name, rfc: rule.rfc, start, end, text, children, hostType };
    },
  });
}

/** RFC 3986's host node (`reg-name` where no address was written). @internal */
export const HOST_3986: NodeShape = hostShape('reg-name');
