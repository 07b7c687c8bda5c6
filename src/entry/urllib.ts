/**
 * `urlgrammar/urllib`: Python's `urllib.parse`, with Python's names (`urlsplit`, `urlparse`,
 * `urljoin`, `quote`, `parse_qs`, ...), as the main entry exports them, loading only the urllib
 * split grammar (docs/urllib.md; docs/guide/entry-points.md for the sizes).
 *
 * @example
 * ```ts
 * import { urlsplit } from 'urlgrammar/urllib';
 *
 * urlsplit('http://a/b?c#d').query; // 'c'
 * ```
 *
 * @module
 */
export {
  urlsplit, urlparse, urldefrag, unwrap, urlunsplit, urlunparse, urljoin, urljoinTrace,
  SplitResult, ParseResult, DefragResult, SplitResultBytes, ParseResultBytes, DefragResultBytes,
  StrTuple, BytesTuple, NetlocResultStr, NetlocResultBytes,
  uses_relative, uses_netloc, uses_params, non_hierarchical, uses_query, uses_fragment, scheme_chars,
  quote, quote_plus, quote_from_bytes, unquote, unquote_plus, unquote_to_bytes,
  parse_qs, parse_qsl, urlencode,
  ValueError, UnicodeDecodeError, UnicodeEncodeError, LookupError,
} from '../urllib/index.js';
export type {
  SplitOptions, Component, JoinOptions, Changes, QuoteOptions, UnquoteOptions, ParseQsOptions, QuoteVia, UrlencodeOptions, UrlencodeQuery,
} from '../urllib/index.js';
export { ArgumentError } from '../../grammar/index.js';
