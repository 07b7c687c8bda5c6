/**
 * URIs read by their scheme's own grammar (issue 27): RFC 3986 says what every URI is, and leaves
 * each scheme's syntax to the scheme's RFC (RFC 6068 `mailto`, RFC 8141 `urn`...: every row of
 * grammar/scheme-facts.ts with a `grammar` column). Their grammars are loaded from the RFCs' own ABNF
 * (grammar/schemes/) and read with ABNF's semantics
 * (src/parse/loaded.ts); a URI is first read as an RFC 3986 `URI`, then, where its scheme has a
 * grammar here, by that grammar, whose report cites the scheme's RFC.
 */
import { checkScheme, nonstandardSchemeGrammars, schemeGrammars, type SchemeCheck, type SchemeGrammar, type SchemeName } from '../../grammar/schemes/index.js';
import { ArgumentError, checkObject, checkString, optionsSpec, ownValue, find, findAll, type ABNFNode, type ASTNode, type GrammarName, type NodeOf, type StartSymbol, type DefaultStartSymbol } from '../../grammar/index.js';
import { parseABNF } from '../parse/loaded.js';
import { parseURL as parseDeclared, parseURLOrThrow as parseOrThrowDeclared, URLSyntaxError, withMore, type ParseURLOptions, type URLParseResult } from '../parse/parse.js';
import type { ComponentsOf, URLComponents } from '../record/index.js';
import type { URLErrorReport } from '../diagnostics/types.js';

export { checkScheme, nonstandardSchemeGrammars, schemeGrammars, type SchemeCheck, type SchemeGrammar, type SchemeName };

/**
 * The parts a scheme's RFC names, read from its grammar's tree, as written (percent-encoded):
 *
 * - `mailto` (RFC 6068 §2): `to`, the addresses (`addr-spec`s) before the "?"; `headers`, each
 *   `hfname` and `hfvalue`.
 * - `urn` (RFC 8141 §2): `nid`, `nss`, and the `rComponent`, `qComponent` and `fComponent` (null
 *   when absent). An r-component ends at the first "?=" (§2.3.1: "The r-component ends with a "?="
 *   sequence (which begins a q-component)"), which the ABNF alone leaves ambiguous.
 * - `data` (RFC 2397 §3): `mediaType` (as written; empty for the default,
 *   `text/plain;charset=US-ASCII`), `base64` (whether ";base64" precedes the ","), `data`.
 * - `file` (RFC 8089 §2): `host` (null for none; "" for "file:///"), `path`.
 * - `http`, `https` (RFC 9110 §4.2), and any other scheme with a grammar: none beyond the URI's `components`.
 *
 * @example
 * ```ts
 * const p: SchemeParts = { scheme: 'urn', nid: 'isbn', nss: '0451450523', rComponent: null, qComponent: null, fComponent: null };
 * ```
 */
export type SchemeParts =
  | { readonly scheme: 'mailto'; readonly to: readonly string[]; readonly headers: ReadonlyArray<readonly [name: string, value: string]> }
  | { readonly scheme: 'urn'; readonly nid: string; readonly nss: string; readonly rComponent: string | null; readonly qComponent: string | null; readonly fComponent: string | null }
  | { readonly scheme: 'data'; readonly mediaType: string; readonly base64: boolean; readonly data: string }
  | { readonly scheme: 'file'; readonly host: string | null; readonly path: string }
  | { readonly scheme: Exclude<SchemeName, 'mailto' | 'urn' | 'data' | 'file'> };

/**
 * The result of {@link parseScheme}. Valid: the scheme (lower case), the RFC and section whose
 * grammar read it (RFC 3986 §3 for a scheme without one here), the RFC 3986 `components`, and the
 * scheme's `parts` (null for a scheme without a grammar here). Invalid: the report of the grammar
 * that rejected it, RFC 3986's or the scheme's (its rule stack cites the scheme's RFC).
 *
 * @example
 * ```ts
 * const r: SchemeParseResult = parseScheme('mailto:a@');
 * r.ok; // false
 * ```
 */
export type SchemeParseResult =
  | { readonly ok: true; readonly scheme: string; readonly rfc: number; readonly section: string; readonly components: URLComponents; readonly parts: SchemeParts | null }
  | { readonly ok: false; readonly scheme: string | null; readonly rfc: number; readonly section: string; readonly error: URLErrorReport };

/** The first node of `type` at or below `node` (query.ts's `find`, on a loaded grammar's tree), or null. */
const first = (node: ABNFNode, type: string): ABNFNode | null => (find(node as unknown as ASTNode, type) as ABNFNode | undefined) ?? null;
/** Every node of `type` at or below `node`, in document order (query.ts's `findAll`). */
const all = (node: ABNFNode, type: string): ABNFNode[] => findAll(node as unknown as ASTNode, type) as unknown as ABNFNode[];

/**
 * The parts of a URI its scheme's grammar read (see {@link SchemeParts}), from the node of the
 * scheme RFC's rule (the first child of the tree's root, which is named by the scheme and holds
 * the fragment after it).
 */
function partsOf(scheme: SchemeName, tree: ABNFNode): SchemeParts {
  const top = tree.children[0]!;
  switch (scheme) {
    case 'mailto':
      return {
        scheme,
        to: all(top, 'mailto-addr-spec').map((n) => n.text),
        headers: all(top, 'hfield').map((h) => [first(h, 'hfname')?.text ?? '', first(h, 'hfvalue')?.text ?? ''] as const),
      };
    case 'urn': {
      // The r-component, as RFC 8141 §2.3.1 ends it: at the first "?=".
      let r = first(top, 'r-component')?.text ?? null;
      let q = first(top, 'q-component')?.text ?? null;
      if (r !== null && r.includes('?=')) {
        q = r.slice(r.indexOf('?=') + 2) + (q === null ? '' : `?=${q}`);
        r = r.slice(0, r.indexOf('?='));
      }
      return { scheme, nid: first(top, 'checked-NID')?.text ?? '', nss: first(top, 'NSS')?.text ?? '', rComponent: r, qComponent: q, fComponent: first(top, 'f-component')?.text ?? null };
    }
    case 'data': {
      // RFC 2397 §3: dataurl = "data:" [ mediatype ] [ ";base64" ] "," data. The ";base64" literal
      // has no node: it is there exactly where text stands between the media type (or "data:") and
      // the "," before the data.
      const mediaType = first(top, 'mediatype');
      const data = first(top, 'data')!;
      const afterType = mediaType ? mediaType.end : top.start + 'data:'.length;
      return { scheme, mediaType: mediaType?.text ?? '', base64: data.start - 1 > afterType, data: data.text };
    }
    case 'file': {
      // RFC 8089 §2: file-hier-part = ( "//" auth-path ) / local-path, auth-path = [ file-auth ] path-absolute.
      const authPath = first(top, 'auth-path');
      const auth = authPath ? first(authPath, 'file-auth') : null;
      const path = first(top, 'path-absolute') ?? first(top, 'local-path');
      return { scheme, host: auth ? auth.text : authPath ? '' : null, path: path?.text ?? '' };
    }
    default:
      return { scheme };
  }
}

/**
 * A URI whose RFC 3986 scheme has a grammar here, read by it: the grammar and the reading, or null
 * for another scheme. @internal (compare reads it too)
 */
export function readByScheme(input: string, components: URLComponents): { g: SchemeGrammar; scheme: SchemeName; read: ReturnType<typeof parseABNF> } | null {
  const scheme = components.scheme?.text.toLowerCase();
  const grammars = schemeGrammars();
  if (scheme === undefined || !Object.hasOwn(grammars, scheme)) return null;
  const g = grammars[scheme as SchemeName];
  return { g, scheme: scheme as SchemeName, read: parseABNF(g.grammar, input, { start: g.start }) };
}

/**
 * Reads `input` as a URI (an RFC 3986 `URI`: scheme, hierarchy, query, fragment) and then, where
 * its scheme has a grammar here ({@link schemeGrammars}: `mailto`, `urn`, `http`...), by that
 * grammar, loaded from the scheme's RFC and read with ABNF's semantics. `mailto:@@@` and `mailto:a@`
 * are RFC 3986 URIs, and not `mailto` URIs. A rejected input has the report of the grammar that
 * rejected it, citing the scheme's RFC; a valid one, its RFC 3986 `components` and its scheme's
 * `parts` ({@link SchemeParts}). The scheme grammars are loaded on the first call (about 50 ms).
 *
 * @example
 * ```ts
 * parseScheme('mailto:chris@example.com?subject=hi').ok; // true
 * const m = parseScheme('mailto:a@b.example,c@d.example');
 * m.ok && m.parts?.scheme === 'mailto' && m.parts.to;    // ['a@b.example', 'c@d.example']
 * const bad = parseScheme('mailto:a@');
 * if (!bad.ok) [bad.rfc, bad.error.offset];              // [6068, 9]
 * const u = parseScheme('urn:example:weather?=op=map');
 * u.ok && u.parts?.scheme === 'urn' && [u.parts.nid, u.parts.qComponent]; // ['example', 'op=map']
 * const d = parseScheme('data:text/plain;charset=utf-8;base64,SGk=');
 * d.ok && d.parts?.scheme === 'data' && [d.parts.mediaType, d.parts.base64]; // ['text/plain;charset=utf-8', true]
 * parseScheme('ftp://example.com/').ok;                 // true: RFC 3986 only (no grammar for ftp here)
 * ```
 */
export function parseScheme(input: string): SchemeParseResult {
  checkString(input, 'parseScheme', 'input');
  const r = parseDeclared(input, { grammar: 'rfc3986', start: 'URI' });
  if (!r.ok) return { ok: false, scheme: null, rfc: 3986, section: '3', error: r.error };
  const by = readByScheme(input, r.components);
  if (!by) return { ok: true, scheme: r.components.scheme!.text.toLowerCase(), rfc: 3986, section: '3', components: r.components, parts: null };
  const { g, scheme, read } = by;
  if (!read.ok) return { ok: false, scheme, rfc: g.rfc, section: g.section, error: read.error };
  return { ok: true, scheme, rfc: g.rfc, section: g.section, components: r.components, parts: partsOf(scheme, read.ast) };
}

/**
 * The options of the main entry's `parseURL` and `parseURLOrThrow`: `parseURL`'s own, and
 * `schemes`: read a URI whose scheme has a grammar here (`schemeGrammars()`) by that grammar too, after RFC 3986 (default false). Under the `rfc3986` grammar only
 * (the default); a relative reference, which has no scheme, is not read further.
 *
 * @example
 * ```ts
 * const o: ParseURLSchemesOptions = { schemes: true };
 * parseURL('mailto:a@', o).ok; // false: RFC 6068
 * ```
 */
export interface ParseURLSchemesOptions<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>> extends ParseURLOptions<G, S> {
  readonly schemes?: boolean;
}

/**
 * The result of the main entry's `parseURL`: `parseURL`'s own ({@link URLParseResult}), and, with
 * `{ schemes: true }`, a valid result's `parts`: what the scheme's grammar read ({@link SchemeParts}),
 * beside the RFC 3986 `components`; null for a relative reference or a scheme without a grammar here.
 *
 * @example
 * ```ts
 * const r: URLSchemesParseResult = parseURL('urn:isbn:0451450523', { schemes: true });
 * r.ok && r.parts?.scheme === 'urn' && r.parts.nid; // 'isbn'
 * ```
 */
export type URLSchemesParseResult<C extends URLComponents = URLComponents, N extends ASTNode = ASTNode> =
  | (Extract<URLParseResult<C, N>, { readonly ok: true }> & { readonly parts?: SchemeParts | null })
  | Extract<URLParseResult<C, N>, { readonly ok: false }>;

/**
 * The option the main entry's `parseURL` and `parseURLOrThrow` add to the declared grammars'
 * (whose keys `parseDeclared` checks): declared here so that the registry of option names
 * (`optionSpecs`) knows it.
 */
optionsSpec<{ schemes?: boolean }>('parseURL', { schemes: true });

/** The declared grammars' options, and whether `schemes` was asked for (checked): own keys only. */
function schemesOption<O extends { readonly schemes?: boolean }>(options: O | null | undefined, fn: string): { rest: Omit<O, 'schemes'> | null | undefined; schemes: boolean } {
  if (options === null || options === undefined || typeof options !== 'object' || !Object.hasOwn(options, 'schemes')) return { rest: options as Omit<O, 'schemes'> | null | undefined, schemes: false };
  checkObject(options, fn, 'options');
  const { schemes, ...rest } = options;
  if (schemes !== undefined && typeof schemes !== 'boolean') throw new ArgumentError(`${fn}: option 'schemes' must be a boolean, not ${typeof schemes}`);
  const grammar = ownValue(rest, 'grammar');
  if (schemes && grammar !== undefined && grammar !== null && grammar !== 'rfc3986') throw new ArgumentError(`${fn}: option 'schemes' reads RFC 3986 URIs by their schemes' grammars: it goes with grammar 'rfc3986' (the default), not ${JSON.stringify(grammar)}`);
  return { rest, schemes: schemes === true };
}

/**
 * Parses `input` strictly against a start symbol, as `parseURL` of `urlgrammar/rfc3986` does (by
 * default an RFC 3986 `URI`; see `ParseURLOptions`), and with `{ schemes: true }` reads a URI whose
 * scheme has a grammar of its own here (`schemeGrammars()`: see {@link parseScheme}) by that grammar too: where RFC 3986 accepts it and the scheme's RFC does not,
 * the result is the scheme grammar's report, citing the scheme's RFC; where both accept it, the
 * result has the scheme's `parts` ({@link URLSchemesParseResult}). The main entry's `parseURL`.
 *
 * @example
 * ```ts
 * parseURL('mailto:a@').ok;                    // true: an RFC 3986 URI
 * parseURL('mailto:a@', { schemes: true }).ok; // false: no RFC 6068 mailto URI
 * const r = parseURL('http://', { schemes: true });
 * if (!r.ok) r.error.trace[1]?.rule;          // 'http-URI-nonempty-host': RFC 9110 §4.2.1
 * const m = parseURL('mailto:a@b.example?subject=hi', { schemes: true });
 * m.ok && m.parts?.scheme === 'mailto' && m.parts.headers; // [['subject', 'hi']]
 * ```
 */
export function parseURL<G extends GrammarName = GrammarName, S extends StartSymbol<G> = DefaultStartSymbol<G>>(
  input: string,
  options?: ParseURLSchemesOptions<G, S> | null,
): URLSchemesParseResult<ComponentsOf<S>, NodeOf<G>> {
  const { rest, schemes } = schemesOption(options, 'parseURL');
  const r = parseDeclared(input, rest as ParseURLOptions<G, S> | null | undefined);
  if (!schemes || !r.ok) return r;
  const by = readByScheme(input, r.components);
  if (by !== null && !by.read.ok) return { ok: false, error: by.read.error };
  const parts = by === null || !by.read.ok ? null : partsOf(by.scheme, by.read.ast);
  const valid: unknown = r;
  return withMore(valid as Extract<URLParseResult, { readonly ok: true }>, { parts }) as unknown as URLSchemesParseResult<ComponentsOf<S>, NodeOf<G>>;
}

/**
 * {@link parseURL} (the main entry's, with `schemes`), throwing `URLSyntaxError` with the report
 * where it gives none; the AST of a valid input.
 *
 * @example
 * ```ts
 * parseURLOrThrow('mailto:a@b.example', { schemes: true }).type; // 'URI'
 * parseURLOrThrow('mailto:a@', { schemes: true });                // throws URLSyntaxError
 * ```
 */
export function parseURLOrThrow<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>>(
  input: string,
  options?: ParseURLSchemesOptions<G, S> | null,
): NodeOf<G> {
  const { rest, schemes } = schemesOption(options, 'parseURLOrThrow');
  const ast = parseOrThrowDeclared(input, rest as ParseURLOptions<G, S> | null | undefined);
  if (!schemes) return ast;
  const r: { ok: boolean; error?: URLErrorReport } = parseURL(input, options as ParseURLSchemesOptions | null | undefined);
  if (!r.ok) throw new URLSyntaxError(r.error!);
  return ast;
}
