/**
 * The schemes RFC 1738 §5 registers, as data: `url` (rfc1738.ts) dispatches to a production
 * `<scheme>url` for each, and `url` of the glue (glue.ts) adds `httpsurl` (RFC 2818 §2.4) after
 * `httpurl`. Kept apart from the rules so that a pass can know the schemes (the warnings' list of
 * well-known schemes, the record's scheme productions) without loading RFC 1738's grammar.
 */
import { lookup, registryVersion, ruleKey, type Expr } from '../engine/dsl.js';
import { schemesWhere, SCHEME_FACTS, type SchemeFacts } from '../scheme-facts.js';

/** The `rfc1738` column of a scheme's row (grammar/scheme-facts.ts). */
const placeOf = (s: string) => (SCHEME_FACTS as Readonly<Record<string, SchemeFacts>>)[s]!.rfc1738!;

/** The schemes of the `rfc1738` start symbol's dispatch, in `url`'s order: RFC 1738's, with `https` (RFC 2818 §2.4) after `http`. */
const DISPATCHED: readonly string[] = schemesWhere((f) => f.rfc1738 !== undefined).sort((a, b) => placeOf(a).place - placeOf(b).place);

/**
 * RFC 1738 §5's registered schemes, in `url`'s order (`otherurl` takes the others): the rows of
 * grammar/scheme-facts.ts whose `rfc1738` column names RFC 1738.
 *
 * @example
 * ```ts
 * RFC1738_SCHEMES; // ['http', 'ftp', 'news', 'nntp', 'telnet', 'gopher', 'wais', 'mailto', 'file', 'prospero']
 * ```
 */
export const RFC1738_SCHEMES: readonly string[] = Object.freeze(DISPATCHED.filter((s) => placeOf(s).rfc === 1738));

/** The production RFC 1738 writes for a registered scheme (`http` → `httpurl`), and the glue for `https`. */
export const productionOfScheme = (scheme: string): string => `${scheme}url`;

/**
 * The scheme each scheme production of the `rfc1738` start symbol is for: RFC 1738's and
 * `httpsurl` (RFC 2818 §2.4), by production name. A node of one of these has no `scheme` child:
 * its leading literal is the scheme.
 */
export const schemeOfProduction: Readonly<Record<string, string>> = Object.fromEntries(DISPATCHED.map((s) => [productionOfScheme(s), s] as const));

let prefixRules: ReadonlySet<string> | null = null;
let prefixVersion = -1;

/**
 * The keys of the rules that write a scheme as their leading literal (`"http://"`, `"news:"`): the
 * scheme productions of the `rfc1738` start symbol, and the rules a scheme production that is only
 * a choice dispatches to (RFC 1738 `waisurl = waisdatabase | waisindex | waisdoc`). Read from the
 * productions, so a report can pick the prefixes it expected by rule, never by their printed text;
 * empty while RFC 1738's grammar is not loaded.
 */
export function schemePrefixRules(): ReadonlySet<string> {
  if (prefixRules !== null && prefixVersion === registryVersion()) return prefixRules;
  const out = new Set<string>();
  for (const [name, scheme] of Object.entries(schemeOfProduction)) {
    const rule = lookup(placeOf(scheme).rfc === 1738 ? 1738 : 'urlgrammar', name);
    if (!rule) continue;
    out.add(rule.key);
    const body = rule.body;
    if (body.k === 'alt') for (const x of body.xs) out.add(ruleKey((x as Extract<Expr, { k: 'ref' }>).rfc ?? rule.rfc, (x as Extract<Expr, { k: 'ref' }>).name));
  }
  prefixVersion = registryVersion();
  return (prefixRules = out);
}
