/**
 * The urllib layer: every public function and class of Python's `urllib.parse`, with Python's
 * names, behaving as CPython does (see `docs/urllib.md` for the table and the divergences).
 *
 * @module
 */
export { urlsplit, urlparse, urldefrag, unwrap, cleanURL, type SplitOptions } from './split.js';
export { urlunsplit, urlunparse, type Component } from './unsplit.js';
export { urljoin, urljoinTrace, type JoinOptions } from './join.js';
export {
  SplitResult, ParseResult, DefragResult, SplitResultBytes, ParseResultBytes, DefragResultBytes,
  StrTuple, BytesTuple, NetlocResultStr, NetlocResultBytes, netlocParts, bytesRepr, type NetlocParts, type Changes,
} from './results.js';
export { uses_relative, uses_netloc, uses_params, non_hierarchical, uses_query, uses_fragment, scheme_chars } from './schemes.js';
export { resolveUrljoin, type UrljoinOutcome, type UrljoinResolveOptions, type UrlparseComponents } from '../resolver/urllib.js';
export {
  quote, quote_plus, quote_from_bytes, unquote, unquote_plus, unquote_to_bytes,
  type QuoteOptions, type UnquoteOptions,
} from './quoting.js';
export {
  parse_qs, parse_qsl, urlencode,
  type ParseQsOptions, type QuoteVia, type UrlencodeOptions, type UrlencodeQuery,
} from './querystring.js';
export { pyRepr } from './pyrepr.js';
export * from './errors.js';
export { encode, decode, lookup, type CodecName } from './codec.js';
