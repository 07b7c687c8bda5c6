/**
 * Glue: the start symbols of our own and the RFC 2732 host extension, as rules of our own (`rfc:
 * 'urlgrammar'`). None of these is an RFC production; each says which RFC rules it joins and why.
 *
 * - `URL-1738`: an absolute URL per RFC 1738 §5 `url`, followed by an optional RFC 1808 §2.2
 *   `"#" fragment` (RFC 1738 §2.2 leaves the fragment to its users; RFC 1808 defines it).
 * - `URL-1808` and `URI-2396`: the default start symbols of `rfc1808` and of `rfc2396` and
 *   `rfc2396+2732` (DECISIONS 37): an absolute URL with an optional fragment, what the default
 *   (RFC 3986 `URI`) reads. RFC 1808 §2.2 `URL` and RFC 2396 Appendix A `URI-reference` take
 *   relative references too, and their `absoluteURL` and `absoluteURI` have no fragment; these join
 *   the absolute form to the RFC's own `"#" fragment`, as RFC 3986 `URI` does.
 * - `net_loc-2732`: RFC 1808 §2.2 `net_loc`, extended so that the host may be an RFC 2732 §3
 *   `IPv6reference`, with an optional user-information part (`userinfo-2732`, no "@") before it
 *   and a port after it.
 * - `httpsurl` and `url` (RFC 2818 §2.4): RFC 2818 writes no grammar; it says `https` URLs are
 *   `http` URLs with "https" in place of "http". `httpsurl` is RFC 1738 `httpurl` so amended, and
 *   `url` is RFC 1738 §5 `url` with `httpsurl` joining the scheme dispatch (no `otherurl` fallback
 *   for `https`), an amendment in the manner of RFC 2732's `host`.
 *
 * A profile is a start rule plus substitutions: in the `rfc1738` profile every reference to RFC
 * 1738 `host` reads RFC 2732 `host` and RFC 1738 `url` reads this `url` (with `https`); the
 * `rfc1738-pure` profile reads RFC 1738 as published (neither amendment: `https` is an `otherurl`,
 * hosts are RFC 1738 `host`); in the `rfc1808` profile RFC 1808 `net_loc` reads `net_loc-2732`.
 */
import { alt, define, lit, not, opt, ref, seq, star, type Expr, type RFC } from '../engine/dsl.js';
import { schemeProductions } from './rfc1738.js';
import { productionOfScheme, schemeOfProduction } from './schemes.js';

export { profiles, type DefaultStartSymbol, type GrammarName, type Profile, type StartSymbol } from '../profiles.js';
export { schemeOfProduction, schemePrefixRules } from './schemes.js';

const rfc = 'urlgrammar' as const;
const section = 'glue';

/** A start symbol of our own: `absolute` (a rule of RFC `of`) with an optional `"#" fragment` of RFC `fragmentOf`. */
function withFragment(name: string, absolute: string, of: RFC, fragmentOf: RFC, doc: string): void {
  define({
    rfc, section, name,
    text: `${name} = ${absolute} [ "#" fragment ]`,
    body: seq(ref(absolute, of), opt(seq(lit('#'), ref('fragment', fragmentOf)))),
    doc,
    parts: { fragment: 'fragment' },
  });
}

withFragment('URL-1738', 'url', 1738, 1808, 'An RFC 1738 §5 url with an optional RFC 1808 §2.2 fragment.');
withFragment('URL-1808', 'absoluteURL', 1808, 1808, 'An RFC 1808 §2.2 absoluteURL with an optional fragment: the default start symbol of rfc1808 (its URL takes relative URLs too).');
withFragment('URI-2396', 'absoluteURI', 2396, 2396, 'An RFC 2396 Appendix A absoluteURI with an optional fragment: the default start symbol of rfc2396 and rfc2396+2732 (their URI-reference takes relative URIs and the empty string too).');

define({
  rfc, section, name: 'userinfo-2732',
  text: 'userinfo-2732 = *( uchar / ":" / "&" / "=" / ";" / "?" )',
  body: star(alt(ref('uchar', 1808), lit(':'), lit('&'), lit('='), lit(';'), lit('?')), '('),
  doc: 'The user information before an RFC 2732 host in an RFC 1808 net_loc: the characters of a net_loc but "@" (RFC 2396 §3.2.2 userinfo has no "@" either).',
});

define({
  rfc, section, name: 'net_loc-2732', node: 'text',
  text: 'net_loc-2732 = [ userinfo-2732 "@" ] IPv6reference [ ":" *digit ] / *( pchar / ";" / "?" )',
  body: alt(
    seq(opt(seq(ref('userinfo-2732'), lit('@'))), ref('ipv6reference', 2732, 'IPv6reference'), opt(seq(lit(':'), star(ref('digit', 1808))))),
    star(alt(ref('pchar', 1808), lit(';'), lit('?')), '('),
  ),
  doc: 'RFC 1808 §2.2 net_loc, whose host may be an RFC 2732 §3 IPv6reference.',
  parts: { 'userinfo-2732': 'userinfo', ipv6reference: 'host' },
});

define({
  rfc, section, name: productionOfScheme('https'),
  text: 'httpsurl = "https://" hostport [ "/" hpath [ "?" search ] ]',
  body: seq(lit('https://'), ref('hostport', 1738), opt(seq(lit('/'), ref('hpath', 1738), opt(seq(lit('?'), ref('search', 1738)))))),
  doc: 'RFC 2818 §2.4: an https URL is an RFC 1738 httpurl with "https" in place of "http".',
  parts: { hostport: 'authority', search: 'query' },
});

/**
 * The `rfc1738` grammar's dispatch in `url`'s order (`schemeOfProduction`, from the `rfc1738` column of
 * grammar/scheme-facts.ts): RFC 1738 §5's scheme productions, and `httpsurl` (RFC 2818 §2.4) after
 * `httpurl`. RFC 1738's own are those its `url` rule dispatches to (`schemeProductions`).
 */
const OWN = new Set(schemeProductions.map((p) => p.rule));
const SCHEMES: ReadonlyArray<readonly [scheme: string, rule: Expr]> = Object.entries(schemeOfProduction).map(([production, scheme]) => [scheme, OWN.has(production) ? ref(production, 1738) : ref(production)] as const);

define({
  rfc, section, name: 'url',
  text: 'url = httpurl / httpsurl / ftpurl / newsurl / nntpurl / telneturl / gopherurl / waisurl / mailtourl / fileurl / prosperourl / otherurl',
  body: alt(...SCHEMES.map(([, e]) => e), ref('otherurl', 1738)),
  peg: alt(...SCHEMES.map(([, e]) => e), seq(not(seq(alt(...SCHEMES.map(([s]) => lit(s))), lit(':'))), ref('otherurl', 1738))),
  pegIsLanguage: true,
  pegNote: 'PEG: dispatch on the scheme, as RFC 1738 url does, with https (RFC 2818 §2.4) among the registered schemes: a registered scheme must match its own production; otherurl takes only other schemes, so "https://exa_mple.com/" is an error in httpsurl, not an otherurl.',
  doc: 'RFC 1738 §5 url amended by RFC 2818 §2.4: https joins the scheme dispatch with the http syntax.',
});

