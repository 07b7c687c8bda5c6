/**
 * RFC 1738's character classes loaded (§5's miscellaneous definitions, `national` and
 * `punctuation` among them), without the rest of RFC 1738: what the reports read under every
 * grammar (the §2.2 unsafe characters of `char.unsafe`), so `urlgrammar/rfc3986` loads these alone.
 */
import './rfc1738-misc.js';
