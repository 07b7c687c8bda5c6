/**
 * Glue: the two start symbols and the RFC 2732 host extension, as rules of our own (`rfc:
 * 'urlgrammar'`). None of these is an RFC production; each says which RFC rules it joins and why.
 *
 * - `URL-1738`: an absolute URL per RFC 1738 §5 `url`, followed by an optional RFC 1808 §2.2
 *   `"#" fragment` (RFC 1738 §2.2 leaves the fragment to its users; RFC 1808 defines it).
 * - `net_loc-2732`: RFC 1808 §2.2 `net_loc`, extended so that the host may be an RFC 2732 §3
 *   `IPv6reference`, with an optional user-information part (`userinfo-2732`, no "@") before it
 *   and a port after it.
 *
 * A profile is a start rule plus substitutions: in the `rfc1738` profile every reference to RFC
 * 1738 `host` reads RFC 2732 `host`; in the `rfc1808` profile RFC 1808 `net_loc` reads
 * `net_loc-2732`.
 */
import { alt, define, lit, opt, ref, ruleKey, seq, star, type RFC } from '../engine/dsl.js';

const rfc = 'urlgrammar' as const;
const section = 'glue';

define({
  rfc, section, name: 'URL-1738',
  text: 'URL-1738 = url [ "#" fragment ]',
  body: seq(ref('url', 1738), opt(seq(lit('#'), ref('fragment', 1808)))),
  doc: 'An RFC 1738 §5 url with an optional RFC 1808 §2.2 fragment.',
});

define({
  rfc, section, name: 'userinfo-2732',
  text: 'userinfo-2732 = *( uchar / ":" / "&" / "=" / ";" / "?" )',
  body: star(alt(ref('uchar', 1808), lit(':'), lit('&'), lit('='), lit(';'), lit('?')), '('),
  doc: 'The user information before an RFC 2732 host in an RFC 1808 net_loc: the characters of a net_loc but "@" (RFC 2396 §3.2.2 userinfo has no "@" either).',
});

define({
  rfc, section, name: 'net_loc-2732',
  text: 'net_loc-2732 = [ userinfo-2732 "@" ] IPv6reference [ ":" *digit ] / *( pchar / ";" / "?" )',
  body: alt(
    seq(opt(seq(ref('userinfo-2732'), lit('@'))), ref('ipv6reference', 2732, 'IPv6reference'), opt(seq(lit(':'), star(ref('digit', 1808))))),
    star(alt(ref('pchar', 1808), lit(';'), lit('?')), '('),
  ),
  doc: 'RFC 1808 §2.2 net_loc, whose host may be an RFC 2732 §3 IPv6reference.',
});

/**
 * A grammar selectable by `parseURL(input, { grammar })`.
 *
 * @example
 * ```ts
 * const g: GrammarName = 'rfc1808';
 * parseURL('../x', { grammar: g }).ok; // true
 * ```
 */
export type GrammarName = 'rfc1738' | 'rfc1808';

/** A start rule and the substitutions that extend it. */
export interface Profile {
  readonly name: GrammarName;
  readonly start: { readonly rfc: RFC; readonly name: string };
  /** `from` key to `to` key. */
  readonly substitute: ReadonlyMap<string, string>;
  /** Text for docs: which extension the profile applies. */
  readonly description: string;
}

/** The two start symbols. */
export const profiles: Readonly<Record<GrammarName, Profile>> = {
  rfc1738: {
    name: 'rfc1738',
    start: { rfc: 'urlgrammar', name: 'URL-1738' },
    substitute: new Map([[ruleKey(1738, 'host'), ruleKey(2732, 'host')]]),
    description: 'RFC 1738 §5 url, dispatched on the scheme, hosts extended by RFC 2732 §3, then an optional RFC 1808 "#" fragment.',
  },
  rfc1808: {
    name: 'rfc1808',
    start: { rfc: 1808, name: 'URL' },
    substitute: new Map([[ruleKey(1808, 'net_loc'), ruleKey('urlgrammar', 'net_loc-2732')]]),
    description: 'RFC 1808 §2.2 URL (absolute or relative), net_loc extended by an RFC 2732 §3 IPv6reference host.',
  },
};
