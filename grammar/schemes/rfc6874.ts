/**
 * RFC 6874, Representing IPv6 Zone Identifiers in Address Literals and Uniform Resource Identifiers,
 * §2: the three rules that replace RFC 3986's `IP-literal` ({@link RFC6874_ABNF}), and RFC 3986's
 * `host` read over them ({@link HOST_6874_ABNF}), the `host` RFC 8089 §2 imports: "importing the
 * "host" and "path-absolute" rules from [RFC3986] (as updated by [RFC6874])".
 *
 * A `host` with a zone identifier (`[fe80::a%25en1]`) is not an RFC 3986 host: a `file` URI that has
 * one is valid by RFC 8089 and not by RFC 3986 (test/uri-schemes.test.ts lists it as the one exception
 * to "scheme-valid implies RFC 3986-valid", decided by RFC 8089 §2's words above).
 *
 * B. Carpenter, S. Cheshire, R. Hinden, "Representing IPv6 Zone Identifiers in Address Literals and
 * Uniform Resource Identifiers", RFC 6874, February 2013. Library code: no Node API;
 * test/uri-schemes.test.ts holds {@link RFC6874_ABNF} equal to the end of `extractABNF` of
 * grammar/rfc/rfc6874.txt, section 2 (whose first rule is RFC 3986's `IP-literal`, quoted by RFC 6874
 * as the rule it replaces).
 */
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import type { LoadedSourceInfo } from './types.js';

/**
 * RFC 6874 §2, the three rules "The rule quoted above from the previous URI syntax specification
 * [RFC3986] is replaced by", verbatim (the RFC's lines and the blank lines between them). §2 also
 * quotes RFC 3986's `IP-literal` before them: that quotation is left out (it is the rule replaced).
 *
 * @example
 * ```ts
 * RFC6874_ABNF.split('\n')[4]; // '      IPv6addrz = IPv6address "%25" ZoneID'
 * ```
 */
export const RFC6874_ABNF = `      IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"

      ZoneID = 1*( unreserved / pct-encoded )

      IPv6addrz = IPv6address "%25" ZoneID`;

/**
 * RFC 6874 §2 loaded (`abnf:rfc6874`), with `IPv6address`, `IPvFuture`, `unreserved` and
 * `pct-encoded` from RFC 3986.
 *
 * @example
 * ```ts
 * loadRFC6874().check('[fe80::a%25en1]', 'IP-literal').ok; // true
 * loadRFC6874().check('[fe80::a%en1]', 'IP-literal').ok;   // false: "%" must be "%25"
 * ```
 */
export function loadRFC6874(): ABNFGrammar {
  return loadABNF(RFC6874_ABNF, {
    name: 'rfc6874',
    rfc: 6874,
    section: '2',
    imports: [{ from: 3986, rules: ['IPv6address', 'IPvFuture', 'unreserved', 'pct-encoded'] }],
  });
}

/**
 * RFC 3986's `host` rule, its line of Appendix A verbatim, loaded as a grammar of its own so that its
 * `IP-literal` is RFC 6874's (the rule RFC 6874 §2 says replaces RFC 3986's) and its `IPv4address` and
 * `reg-name` RFC 3986's: RFC 3986's `host` "as updated by [RFC6874]". The line is RFC 3986's text; the
 * composition (which `IP-literal` it reads) is urlgrammar's.
 *
 * @example
 * ```ts
 * HOST_6874_ABNF; // 'host          = IP-literal / IPv4address / reg-name'
 * ```
 */
export const HOST_6874_ABNF = 'host          = IP-literal / IPv4address / reg-name';

/**
 * {@link HOST_6874_ABNF} loaded (`abnf:rfc6874-host`, one rule, `host`).
 *
 * @example
 * ```ts
 * loadHost6874().check('[fe80::a%25en1]', 'host').ok; // true
 * loadHost6874().check('example.com', 'host').ok;     // true
 * ```
 */
export function loadHost6874(): ABNFGrammar {
  return loadABNF(HOST_6874_ABNF, {
    name: 'rfc6874-host',
    rfc: 3986,
    section: '3.2.2',
    imports: [
      { from: loadRFC6874(), rules: ['IP-literal'] },
      { from: 3986, rules: ['IPv4address', 'reg-name'] },
    ],
  });
}

/**
 * What the docs site says of `abnf:rfc6874` (grammar/schemes/types.ts): rfc8089.ts lists it among
 * its `sources`.
 *
 * @example
 * ```ts
 * RFC6874_SOURCE.title; // 'Representing IPv6 Zone Identifiers in Address Literals and Uniform Resource Identifiers'
 * ```
 */
export const RFC6874_SOURCE = { title: 'Representing IPv6 Zone Identifiers in Address Literals and Uniform Resource Identifiers', url: 'https://www.rfc-editor.org/rfc/rfc6874', part: "§2, the three rules that replace RFC 3986's IP-literal, verbatim" } as const satisfies LoadedSourceInfo;

/**
 * What the docs site says of `abnf:rfc6874-host` (grammar/schemes/types.ts): rfc8089.ts lists it among
 * its `sources`.
 *
 * @example
 * ```ts
 * HOST_6874_SOURCE.title; // 'Uniform Resource Identifier (URI): Generic Syntax'
 * ```
 */
export const HOST_6874_SOURCE = { title: 'Uniform Resource Identifier (URI): Generic Syntax', url: 'https://www.rfc-editor.org/rfc/rfc3986', part: 'RFC 3986\'s host rule, its line verbatim, read over RFC 6874\'s IP-literal: the host "as updated by [RFC6874]" that RFC 8089 §2 imports (the composition is urlgrammar\'s)' } as const satisfies LoadedSourceInfo;
