/**
 * RFC 2732, Format for Literal IPv6 Addresses in URL's, section 3 "Changes to RFC 2396".
 *
 * RFC 2732 amends RFC 2396; this project applies its `host` to RFC 1738 (see `glue.ts`). In `host`,
 * `hostname` is RFC 2396's, read here as RFC 1738's (the same language but for RFC 2396's optional
 * trailing "."), and `IPv4address` is RFC 2373's, as change (2) of the section says.
 * `reserved` and `unwise` are declared for completeness; no start symbol uses them.
 */
import { alt, chars, define, lit, ref, seq, setNotation } from '../engine/dsl.js';
import { HOST_1738 } from './nodes.js';

const rfc = 2732 as const;
// RFC 2732 §3 writes its rules as RFC 2396 does (RFC 1808's notation).
setNotation(rfc, 'rfc1808');
const section = '3';

define({
  rfc, section, name: 'host', node: HOST_1738,
  text: 'host          = hostname | IPv4address | IPv6reference',
  body: alt(ref('hostname', 1738), ref('IPv4address', 2373), ref('ipv6reference', 2732, 'IPv6reference')),
});

define({
  rfc, section, name: 'ipv6reference',
  text: 'ipv6reference = "[" IPv6address "]"',
  body: seq(lit('['), ref('IPv6address', 2373), lit(']')),
});

define({
  rfc, section, name: 'reserved', token: true,
  text: `reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
                    "$" | "," | "[" | "]"`,
  body: chars(';/?:@&=+$,[]'),
});

define({
  rfc, section, name: 'unwise', token: true,
  text: 'unwise      = "{" | "}" | "|" | "\\" | "^" | "`"',
  body: chars('{}|\\^`'),
});

export {};
