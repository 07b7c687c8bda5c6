/**
 * The checks after the parse of the obsoleted RFCs' rules (grammar/engine/checks.ts, one node
 * check per rule), for what their BNF matches and their prose bounds:
 *
 * - RFC 1738 `port = digits`: "the port number to connect to" (§3.1), and a TCP port is 16 bits:
 *   over 65535, the error `port.out-of-range`, at the port. RFC 2396 `port = *digit` and RFC 3986
 *   `port = *DIGIT` (RFC 3987 takes RFC 3986's) set no bound, so over 65535 their port is valid,
 *   with the warning `port.out-of-range` (src/diagnostics/warnings.ts; DECISIONS 19).
 * - An IPv4 address of RFC 1738 (`hostnumber`), RFC 2396 and RFC 2373 (`IPv4address`), whose BNF
 *   reads any digits: an octet over 255 is the error `ipv4.octet-out-of-range`, at the octet.
 *   RFC 3986's `dec-octet` bounds every octet in the syntax itself.
 * - RFC 2373 §2.2's group count, stated in prose ("x:x:x:x:x:x:x:x", "::" standing for one or
 *   more groups of zeros): eight groups, at most seven with "::" (an IPv4 tail counts two), else
 *   the error `ipv6.group-count`, at the address, its report citing §2.2's prose. RFC 3986's ABNF
 *   fixes the group count itself.
 *
 * The recognizers read the same bounds as languages (grammar/codegen/recognizer.ts
 * `VALUE_LANGUAGES`). Loaded by this folder's loader (index.ts). urllib's loader reads RFC 2373's
 * rules without it: the urllib layer runs no strict parse, and the entry point whose strict parser
 * reads urllib's rules (the main entry) loads this folder too.
 */
import { lookup } from '../engine/dsl.js';
import { provideChecks, type NodeCheck } from '../engine/checks.js';
import type { ASTNode } from '../engine/ast.js';

/** The section of the rule that built a node (`5` for RFC 1738 `port`, `Appendix A` for RFC 2396's). */
const sectionOf = (n: ASTNode): string => lookup(n.rfc, n.type)?.section ?? '';

/** A port of RFC 1738: at most 65535. */
const port: NodeCheck = (n) => {
  const value = (n as Extract<ASTNode, { type: 'port' }>).value;
  if (value === null || value <= 65535) return null;
  return { code: 'port.out-of-range', at: n.start, expected: { rule: 'port', rfc: n.rfc, section: sectionOf(n), terminals: ['0 to 65535'] } };
};

/** An IPv4 address whose BNF reads any digits: every octet at most 255. */
const octets: NodeCheck = (n) => {
  const v4 = n as Extract<ASTNode, { type: 'IPv4address' | 'hostnumber' }>;
  const i = v4.octets.findIndex((o) => o > 255);
  if (i < 0) return null;
  return { code: 'ipv4.octet-out-of-range', at: v4.octetSpans[i]![0], expected: { rule: n.type, rfc: n.rfc, section: sectionOf(n), terminals: ['0 to 255'] } };
};

/** RFC 2373 §2.2's prose, which the report of a wrong group count cites in place of Appendix B's production. */
const GROUPS_PROSE = 'x:x:x:x:x:x:x:x (eight groups); "::" stands for one or more groups of zeros and appears once; x:x:x:x:x:x:d.d.d.d (an IPv4 tail counts as two groups)';

/** An RFC 2373 address: eight groups, or at most seven with "::". */
const groups: NodeCheck = (n) => {
  const v6 = n as Extract<ASTNode, { type: 'IPv6address' }>;
  if (v6.compressed ? v6.groups <= 7 : v6.groups === 8) return null;
  return {
    code: 'ipv6.group-count',
    at: n.start,
    expected: { rule: 'IPv6address', rfc: 2373, section: '2.2', terminals: [v6.compressed ? `at most 7 groups with "::" (found ${v6.groups})` : `8 groups (found ${v6.groups})`] },
    prose: { rule: 'IPv6address', rfc: 2373, section: '2.2', text: GROUPS_PROSE },
  };
};

provideChecks({
  nodes: {
    '1738:port': port,
    '1738:hostnumber': octets,
    '2396:IPv4address': octets,
    '2373:IPv4address': octets,
    '2373:IPv6address': groups,
  },
});
