/**
 * Every input of every RFC table (accept and reject rows, of every production) and the RFCs'
 * examples, once each: what the differential tests (test/fastpath.test.ts, test/recognizer.test.ts)
 * run beside the corpus.
 */
import type { GrammarTable } from '../tables/errors.js';
import { RFC1738 } from '../tables/rfc1738.js';
import { RFC1808 } from '../tables/rfc1808.js';
import { RFC2396 } from '../tables/rfc2396.js';
import { GLUE, RFC2373, RFC2732 } from '../tables/rfc2732.js';
import { RFC3986, RFC3986_1_1_2, RFC3986_5_4_REFERENCES } from '../tables/rfc3986.js';
import { RFC3987, RFC3987_4_1_BIDI, RFC3987_EXAMPLES } from '../tables/rfc3987.js';

export const TABLE_INPUTS: readonly string[] = [
  ...new Set([
    ...[RFC1738, RFC1808, RFC2396, RFC2732, RFC2373, GLUE, RFC3986, RFC3987].flatMap((t: GrammarTable) =>
      Object.values(t).flatMap((rows) => [...rows.accept, ...rows.reject.map((r) => r.input)]),
    ),
    ...RFC3986_1_1_2,
    ...RFC3986_5_4_REFERENCES,
    ...RFC3987_EXAMPLES,
    ...RFC3987_4_1_BIDI.map((r) => r.input),
  ]),
];
