/**
 * The node the obsoleted RFCs build of their own: the `host` of RFC 1738 §5 (`host = hostname |
 * hostnumber`), which RFC 2396 (`host = hostname | IPv4address`) and RFC 2732 (`host = hostname |
 * IPv4address | IPv6reference`) extend. The node interface is `HostNode` (grammar/node-types.ts,
 * where RFC 3986's host, grammar/rfc3986/nodes.ts, builds it too).
 */
import type { NodeShape, Rule, ShapeChild } from '../engine/dsl.js';
import type { HostType } from '../node-types.js';

/**
 * The host node of RFC 1738, RFC 2396 and RFC 2732: `hostType` `'hostname'` (or an empty host),
 * `'IPv6address'` for an RFC 2732 `ipv6reference`, else `'IPv4address'` (RFC 1738 `hostnumber`,
 * RFC 2396 `IPv4address`). @internal
 */
export const HOST_1738: NodeShape = Object.freeze({
  kind: 'host',
  build: (rule: Rule, start: number, end: number, text: string, children: readonly ShapeChild[]) => {
    const first = children[0];
    const hostType: HostType = first === undefined || first.type === 'hostname' ? 'hostname' : first.type === 'ipv6reference' ? 'IPv6address' : 'IPv4address';
    return { type: rule.name, rfc: rule.rfc, start, end, text, children, hostType };
  },
});
