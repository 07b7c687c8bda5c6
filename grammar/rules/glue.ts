/**
 * Glue: the two start symbols and the RFC 2732 host extension, as rules of our own (`rfc:
 * 'urlgrammar'`). None of these is an RFC production; each says which RFC rules it joins and why.
 *
 * - `URL-1738`: an absolute URL per RFC 1738 §5 `url`, followed by an optional RFC 1808 §2.2
 *   `"#" fragment` (RFC 1738 §2.2 leaves the fragment to its users; RFC 1808 defines it).
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
import { alt, define, lit, lookup, not, opt, ref, ruleKey, seq, star, type Expr, type RFC } from '../engine/dsl.js';
import { schemeProductions } from './rfc1738.js';

const rfc = 'urlgrammar' as const;
const section = 'glue';

define({
  rfc, section, name: 'URL-1738',
  text: 'URL-1738 = url [ "#" fragment ]',
  body: seq(ref('url', 1738), opt(seq(lit('#'), ref('fragment', 1808)))),
  doc: 'An RFC 1738 §5 url with an optional RFC 1808 §2.2 fragment.',
  parts: { fragment: 'fragment' },
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
  parts: { 'userinfo-2732': 'userinfo', ipv6reference: 'host' },
});

define({
  rfc, section, name: 'httpsurl',
  text: 'httpsurl = "https://" hostport [ "/" hpath [ "?" search ] ]',
  body: seq(lit('https://'), ref('hostport', 1738), opt(seq(lit('/'), ref('hpath', 1738), opt(seq(lit('?'), ref('search', 1738)))))),
  doc: 'RFC 2818 §2.4: an https URL is an RFC 1738 httpurl with "https" in place of "http".',
  parts: { hostport: 'authority', search: 'query' },
});

/**
 * RFC 1738 §5's scheme productions in `url`'s order (read from that rule, `schemeProductions`), with
 * `httpsurl` (RFC 2818 §2.4) after `httpurl`.
 */
const SCHEMES: ReadonlyArray<readonly [scheme: string, rule: Expr]> = schemeProductions.flatMap(({ scheme, rule }) => {
  const own = [scheme, ref(rule, 1738)] as const;
  return scheme === 'http' ? [own, ['https', ref('httpsurl')] as const] : [own];
});

/**
 * The scheme each scheme production of the `rfc1738` start symbol is for: RFC 1738's
 * (`schemeProductions`) and `httpsurl` (RFC 2818 §2.4), by production name. A node of one of these
 * has no `scheme` child: its leading literal is the scheme.
 */
export const schemeOfProduction: Readonly<Record<string, string>> = Object.fromEntries(
  SCHEMES.map(([scheme, e]) => [(e as Extract<Expr, { k: 'ref' }>).name, scheme] as const),
);

/**
 * The keys of the rules that write a scheme as their leading literal (`"http://"`, `"news:"`): the
 * scheme productions of the `rfc1738` start symbol, and the rules a scheme production that is only
 * a choice dispatches to (RFC 1738 `waisurl = waisdatabase | waisindex | waisdoc`). Read from the
 * productions, so a report can pick the prefixes it expected by rule, never by their printed text.
 */
export const schemePrefixRules: ReadonlySet<string> = new Set(
  SCHEMES.flatMap(([, e]) => {
    const ref = e as Extract<Expr, { k: 'ref' }>;
    const rule = lookup(ref.rfc ?? rfc, ref.name);
    if (!rule) throw new Error(`no rule ${ref.name}`);
    const body = rule.body;
    return body.k === 'alt' ? [rule.key, ...body.xs.map((x) => ruleKey((x as Extract<Expr, { k: 'ref' }>).rfc ?? rule.rfc, (x as Extract<Expr, { k: 'ref' }>).name))] : [rule.key];
  }),
);

define({
  rfc, section, name: 'url',
  text: 'url = httpurl / httpsurl / ftpurl / newsurl / nntpurl / telneturl / gopherurl / waisurl / mailtourl / fileurl / prosperourl / otherurl',
  body: alt(...SCHEMES.map(([, e]) => e), ref('otherurl', 1738)),
  peg: alt(...SCHEMES.map(([, e]) => e), seq(not(seq(alt(...SCHEMES.map(([s]) => lit(s))), lit(':'))), ref('otherurl', 1738))),
  pegNote: 'PEG: dispatch on the scheme, as RFC 1738 url does, with https (RFC 2818 §2.4) among the registered schemes: a registered scheme must match its own production; otherurl takes only other schemes, so "https://exa_mple.com/" is an error in httpsurl, not an otherurl.',
  doc: 'RFC 1738 §5 url amended by RFC 2818 §2.4: https joins the scheme dispatch with the http syntax.',
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
export type GrammarName = 'rfc1738' | 'rfc1738-pure' | 'rfc1808' | 'rfc2396' | 'rfc2396+2732' | 'rfc3986' | 'rfc3987';

/** A start rule and the substitutions that extend it. */
export interface Profile {
  readonly name: GrammarName;
  /** The grammar's own default start symbol: what `parseURL(input, { grammar })` reads without `start`. */
  readonly start: { readonly rfc: RFC; readonly name: string };
  /**
   * Every start symbol a user may name with `parseURL(input, { grammar, start })`, the grammar's
   * default first. (`parseURL` without `grammar` and `start` reads `rfc3986` from `URI`, not from its first.)
   */
  readonly starts: ReadonlyArray<{ readonly rfc: RFC; readonly name: string }>;
  /** `from` key to `to` key. */
  readonly substitute: ReadonlyMap<string, string>;
  /** Text for docs: which extension the profile applies. */
  readonly description: string;
}

/**
 * The profiles, declared `as const` (and checked against {@link Profile} with `satisfies`), so that
 * the names of each grammar's start symbols are types too: {@link StartSymbol} reads them from
 * here, and `parseURL`'s `start` option takes exactly those of the chosen grammar.
 */
const PROFILES = {
  rfc1738: {
    name: 'rfc1738',
    start: { rfc: 'urlgrammar', name: 'URL-1738' },
    starts: [{ rfc: 'urlgrammar', name: 'URL-1738' }, { rfc: 1738, name: 'url' }],
    substitute: new Map([
      [ruleKey(1738, 'host'), ruleKey(2732, 'host')],
      [ruleKey(1738, 'url'), ruleKey('urlgrammar', 'url')],
    ]),
    description: 'RFC 1738 §5 url, dispatched on the scheme, with https read as http (RFC 2818 §2.4), hosts extended by RFC 2732 §3, then an optional RFC 1808 "#" fragment.',
  },
  'rfc1738-pure': {
    name: 'rfc1738-pure',
    start: { rfc: 'urlgrammar', name: 'URL-1738' },
    starts: [{ rfc: 'urlgrammar', name: 'URL-1738' }, { rfc: 1738, name: 'url' }],
    substitute: new Map(),
    description: 'RFC 1738 §5 url as published, dispatched on its ten schemes (https is an otherurl, hosts are RFC 1738 hosts), then an optional RFC 1808 "#" fragment.',
  },
  rfc1808: {
    name: 'rfc1808',
    start: { rfc: 1808, name: 'URL' },
    starts: [{ rfc: 1808, name: 'URL' }, { rfc: 1808, name: 'absoluteURL' }, { rfc: 1808, name: 'relativeURL' }],
    substitute: new Map([[ruleKey(1808, 'net_loc'), ruleKey('urlgrammar', 'net_loc-2732')]]),
    description: 'RFC 1808 §2.2 URL (absolute or relative), net_loc extended by an RFC 2732 §3 IPv6reference host.',
  },
  rfc2396: {
    name: 'rfc2396',
    start: { rfc: 2396, name: 'URI-reference' },
    starts: [{ rfc: 2396, name: 'URI-reference' }, { rfc: 2396, name: 'absoluteURI' }, { rfc: 2396, name: 'relativeURI' }],
    substitute: new Map(),
    description: 'RFC 2396 Appendix A URI-reference (absolute or relative, with a fragment), as published.',
  },
  'rfc2396+2732': {
    name: 'rfc2396+2732',
    start: { rfc: 2396, name: 'URI-reference' },
    starts: [{ rfc: 2396, name: 'URI-reference' }, { rfc: 2396, name: 'absoluteURI' }, { rfc: 2396, name: 'relativeURI' }],
    // RFC 2732 §3 amends RFC 2396 directly: its host (with IPv6reference), read with RFC 2396's
    // hostname (its optional trailing "."), and its reserved (with "[" and "]").
    substitute: new Map([
      [ruleKey(2396, 'host'), ruleKey(2732, 'host')],
      [ruleKey(1738, 'hostname'), ruleKey(2396, 'hostname')],
      [ruleKey(2396, 'reserved'), ruleKey(2732, 'reserved')],
    ]),
    description: 'RFC 2396 Appendix A URI-reference with RFC 2732 §3 applied: IPv6 literals in brackets as hosts, "[" and "]" reserved.',
  },
  rfc3986: {
    name: 'rfc3986',
    start: { rfc: 3986, name: 'URI-reference' },
    starts: [{ rfc: 3986, name: 'URI-reference' }, { rfc: 3986, name: 'URI' }, { rfc: 3986, name: 'absolute-URI' }, { rfc: 3986, name: 'relative-ref' }],
    substitute: new Map(),
    description: 'RFC 3986 Appendix A URI-reference (a URI or a relative reference); start symbols URI, absolute-URI, relative-ref.',
  },
  rfc3987: {
    name: 'rfc3987',
    start: { rfc: 3987, name: 'IRI-reference' },
    starts: [{ rfc: 3987, name: 'IRI-reference' }, { rfc: 3987, name: 'IRI' }, { rfc: 3987, name: 'absolute-IRI' }, { rfc: 3987, name: 'irelative-ref' }],
    substitute: new Map(),
    description: 'RFC 3987 §2.2 IRI-reference (an IRI or a relative reference, with non-ASCII characters); start symbols IRI, absolute-IRI, irelative-ref.',
  },
} as const satisfies Readonly<Record<GrammarName, Profile>>;

/** The start symbols: each grammar's profile (see `PROFILES`, its declaration). */
export const profiles: Readonly<Record<GrammarName, Profile>> = PROFILES;

/**
 * The start symbols of grammar `G`, as `parseURL(input, { grammar, start })` takes them: read from
 * the one declaration of the grammars' profiles (`PROFILES` in grammar/rules/glue.ts), so that a
 * name is spelled once. For a union of grammars,
 * the start symbols of every one of them.
 *
 * @example
 * ```ts
 * const s: StartSymbol<'rfc3986'> = 'absolute-URI';
 * parseURL('http://a/b', { grammar: 'rfc3986', start: s }).ok; // true
 * ```
 */
export type StartSymbol<G extends GrammarName = GrammarName> = (typeof PROFILES)[G]['starts'][number]['name'];
