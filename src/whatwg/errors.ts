/**
 * The validation errors of the WHATWG URL Standard (§1.1 Writing, its table of error types), as
 * data: one row per name the standard defines, with its description, whether it is a failure,
 * and the standard's examples. The parser reports names of the type {@link WHATWGErrorName}, which
 * is read from this table: a name that is not in it does not compile.
 *
 * @module
 */

/**
 * The commit of whatwg/url whose `url.bs` the parser and this table are transcribed from: the
 * `main` branch at `6ae8486` (2026-07-02, "Close more gaps between URL writing and parser
 * sections").
 *
 * One addition comes from an open change on top of it, and is marked provisional (see
 * {@link WHATWG_PROVISIONAL}): `IPv4-non-ASCII-input`, from whatwg/url#925 at commit `92b3e16`
 * (`92b3e16ba1ff7c628dbf73dcf669a6b03f9dbfbb`, 2026-07-02, "Report a validation error for IPv4
 * addresses from non-ASCII input", whose parent is `6ae8486`), which whatwg-url 17.3 implements.
 * Should the change be merged differently or closed, that row and its step follow it.
 *
 * @example
 * ```ts
 * WHATWG_STANDARD_COMMIT.slice(0, 7); // '6ae8486'
 * WHATWG_PROVISIONAL.commit.slice(0, 7); // '92b3e16'
 * ```
 */
export const WHATWG_STANDARD_COMMIT = '6ae84860d12800bcf563668e7cc821360dce6062';

/**
 * Where the table's provisional rows come from: an open change to the standard (not merged into
 * `main` at {@link WHATWG_STANDARD_COMMIT}), its pull request and the commit transcribed. A row
 * whose `provisional` is this object is defined there only.
 *
 * @example
 * ```ts
 * WHATWG_PROVISIONAL.pullRequest; // 'whatwg/url#925'
 * WHATWG_VALIDATION_ERRORS.filter((e) => e.provisional !== null).map((e) => e.name); // ['IPv4-non-ASCII-input']
 * ```
 */
export const WHATWG_PROVISIONAL: WHATWGProvisional = Object.freeze({
  pullRequest: 'whatwg/url#925',
  commit: '92b3e16ba1ff7c628dbf73dcf669a6b03f9dbfbb',
});

/**
 * An open change to the WHATWG URL Standard a provisional row comes from: its pull request
 * (`'whatwg/url#925'`) and the commit of it transcribed.
 *
 * @example
 * ```ts
 * const p: WHATWGProvisional = { pullRequest: 'whatwg/url#925', commit: '92b3e16ba1ff7c628dbf73dcf669a6b03f9dbfbb' };
 * ```
 */
export interface WHATWGProvisional {
  readonly pullRequest: string;
  readonly commit: string;
}

/**
 * The row groups of the standard's table of validation errors: the algorithm that reports them.
 *
 * @example
 * ```ts
 * const group: WHATWGErrorGroup = 'Host parsing';
 * ```
 */
export type WHATWGErrorGroup = 'IDNA' | 'Host parsing' | 'URL parsing';

/**
 * One example the standard gives for an error type: a URL string, or a `new URL(input, base)` call
 * of its JavaScript examples (`base` is then set).
 *
 * @example
 * ```ts
 * const e: WHATWGErrorExample = { input: 'https:example.org', base: null };
 * ```
 */
export interface WHATWGErrorExample {
  readonly input: string;
  readonly base: string | null;
}

/**
 * One row of the standard's table of validation errors.
 *
 * - `name`: the error type, as the standard spells it (`'invalid-URL-unit'`).
 * - `failure`: the table's "Failure" column says "Yes": the parser returns failure where it reports
 *   the error. `failureCondition` holds the column's qualification, where it has one (the error is
 *   then a failure only under it; a reported error says in its own `failure` whether it was one).
 * - `description`: the table's description, in its own words.
 * - `group`: the table's row group (the algorithm that reports it).
 * - `examples`: the table's examples.
 * - `provisional`: null for a row of the standard at {@link WHATWG_STANDARD_COMMIT}; for a row
 *   defined only by an open change, that change ({@link WHATWG_PROVISIONAL}).
 *
 * @example
 * ```ts
 * const row: WHATWGErrorType = WHATWG_VALIDATION_ERRORS[0];
 * row.name; // 'domain-to-ASCII'
 * ```
 */
export interface WHATWGErrorType {
  readonly name: string;
  readonly failure: boolean;
  readonly failureCondition: string | null;
  readonly description: string;
  readonly group: WHATWGErrorGroup;
  readonly examples: readonly WHATWGErrorExample[];
  readonly provisional: WHATWGProvisional | null;
}

const row = (
  name: WHATWGErrorName,
  group: WHATWGErrorGroup,
  failure: boolean,
  description: string,
  examples: readonly (string | readonly [string, string | null])[],
  failureCondition: string | null = null,
  provisional: WHATWGProvisional | null = null,
) => ({
  name,
  failure,
  failureCondition,
  description,
  group,
  examples: examples.map((e) => (typeof e === 'string' ? { input: e, base: null } : { input: e[0], base: e[1] })),
  provisional,
});

const ROWS = [
  row('domain-to-ASCII', 'IDNA', true, 'Unicode ToASCII records an error when CheckHyphens, UseSTD3ASCIIRules, and VerifyDnsLength are all set to true.', ['https://exa%23mple.org'],
    'when beStrict is true, or domain is not an ASCII string and Unicode ToASCII with relaxed parameters also fails'),
  row('domain-percent-encoded', 'Host parsing', false, "The input's host to be processed as a domain contains a percent-encoded byte.", ['https://exam%70le.org']),
  row('host-invalid-code-point', 'Host parsing', true, 'An opaque host (in a URL that is not special) contains a forbidden host code point.', ['foo://exa[mple.org']),
  row('IPv4-empty-part', 'Host parsing', false, 'An IPv4 address ends with a U+002E (.).', ['https://127.0.0.1./']),
  row('IPv4-too-few-parts', 'Host parsing', false, 'An IPv4 address has fewer than 4 parts.', ['https://1.2.3/']),
  row('IPv4-too-many-parts', 'Host parsing', true, 'An IPv4 address has more than 4 parts.', ['https://1.2.3.4.5/']),
  row('IPv4-non-numeric-part', 'Host parsing', true, 'An IPv4 address part is not numeric.', ['https://test.42']),
  row('IPv4-non-decimal-part', 'Host parsing', false, 'The IPv4 address contains numbers expressed using hexadecimal or octal digits.', ['https://127.0.0x0.1']),
  row('IPv4-out-of-range-part', 'Host parsing', true, 'An IPv4 address part exceeds 255.', ['https://255.255.4000.1'], 'only if applicable to the last part'),
  // Provisional: whatwg/url#925 at 92b3e16, not in the standard at 6ae8486.
  row('IPv4-non-ASCII-input', 'Host parsing', false, 'An IPv4 address is derived from a non-ASCII string through IDNA processing.', ['https://①.②.③.④'], null, WHATWG_PROVISIONAL),
  row('IPv6-unclosed', 'Host parsing', true, 'An IPv6 address is missing the closing U+005D (]).', ['https://[::1']),
  row('IPv6-invalid-compression', 'Host parsing', true, 'An IPv6 address begins with improper compression.', ['https://[:1]']),
  row('IPv6-too-many-pieces', 'Host parsing', true, 'An IPv6 address contains more than 8 pieces.', ['https://[1:2:3:4:5:6:7:8:9]']),
  row('IPv6-multiple-compression', 'Host parsing', true, 'An IPv6 address is compressed in more than one spot.', ['https://[1::1::1]']),
  row('IPv6-invalid-code-point', 'Host parsing', true, 'An IPv6 address contains a code point that is neither an ASCII hex digit nor a U+003A (:). Or it unexpectedly ends.', ['https://[1:2:3!:4]', 'https://[1:2:3:]']),
  row('IPv6-too-few-pieces', 'Host parsing', true, 'An uncompressed IPv6 address contains fewer than 8 pieces.', ['https://[1:2:3]']),
  row('IPv6-piece-leading-zero', 'Host parsing', false, 'An IPv6 address piece contains a leading U+0030 (0).', ['https://[::01]']),
  row('IPv4-in-IPv6-too-many-pieces', 'Host parsing', true, 'An IPv6 address with IPv4 address syntax: the IPv6 address has more than 6 pieces.', ['https://[1:1:1:1:1:1:1:127.0.0.1]']),
  row('IPv4-in-IPv6-invalid-code-point', 'Host parsing', true, 'An IPv6 address with IPv4 address syntax: An IPv4 part is empty or contains a non-ASCII digit. An IPv4 part contains a leading 0. There are too many IPv4 parts.',
    ['https://[ffff::.0.0.1]', 'https://[ffff::127.0.xyz.1]', 'https://[ffff::127.0xyz]', 'https://[ffff::127.00.0.1]', 'https://[ffff::127.0.0.1.2]']),
  row('IPv4-in-IPv6-out-of-range-part', 'Host parsing', true, 'An IPv6 address with IPv4 address syntax: an IPv4 part exceeds 255.', ['https://[ffff::127.0.0.4000]']),
  row('IPv4-in-IPv6-too-few-parts', 'Host parsing', true, 'An IPv6 address with IPv4 address syntax: an IPv4 address contains too few parts.', ['https://[ffff::127.0.0]']),
  row('invalid-URL-unit', 'URL parsing', false, 'A code point is found that is not a URL unit.', ['https://example.org/>', ' https://example.org ', 'ht\ntps://example.org', 'https://example.org/%s']),
  row('special-scheme-missing-following-solidus', 'URL parsing', false, 'The input\'s scheme is not followed by "//".', ['file:c:/my-secret-folder', 'https:example.org', ['https:foo.html', 'https://example.org/']]),
  row('missing-scheme-non-relative-URL', 'URL parsing', true, 'The input is missing a scheme, because it does not begin with an ASCII alpha, and either no base URL was provided or the base URL cannot be used as a base URL because it has an opaque path.',
    [['💩', null], ['💩', 'mailto:user@example.org']]),
  row('invalid-reverse-solidus', 'URL parsing', false, 'The URL has a special scheme and it uses U+005C (\\) instead of U+002F (/).', ['https://example.org\\path\\to\\file']),
  row('invalid-credentials', 'URL parsing', false, 'The input includes credentials.', ['https://user@example.org', 'ssh://user@example.org']),
  row('host-missing', 'URL parsing', true, 'The input has a special scheme, but does not contain a host.', ['https://#fragment', 'https://:443', 'https://user:pass@']),
  row('port-out-of-range', 'URL parsing', true, "The input's port is too big.", ['https://example.org:70000']),
  row('port-invalid', 'URL parsing', true, "The input's port is invalid.", ['https://example.org:7z']),
  row('file-invalid-Windows-drive-letter', 'URL parsing', false, 'The input is a relative-URL string that starts with a Windows drive letter and the base URL\'s scheme is "file".', [['/c:/path/to/file', 'file:///c:/']]),
  row('file-invalid-Windows-drive-letter-host', 'URL parsing', false, "A file: URL's host is a Windows drive letter.", ['file://c:']),
] as const;

/**
 * The name of a validation error of the WHATWG URL Standard (the first column of its table).
 *
 * @example
 * ```ts
 * const name: WHATWGErrorName = 'invalid-credentials';
 * ```
 */
export type WHATWGErrorName =
  'domain-to-ASCII' |
  'domain-percent-encoded' |
  'host-invalid-code-point' |
  'IPv4-empty-part' |
  'IPv4-too-few-parts' |
  'IPv4-too-many-parts' |
  'IPv4-non-numeric-part' |
  'IPv4-non-decimal-part' |
  'IPv4-out-of-range-part' |
  'IPv4-non-ASCII-input' |
  'IPv6-unclosed' |
  'IPv6-invalid-compression' |
  'IPv6-too-many-pieces' |
  'IPv6-multiple-compression' |
  'IPv6-invalid-code-point' |
  'IPv6-too-few-pieces' |
  'IPv6-piece-leading-zero' |
  'IPv4-in-IPv6-too-many-pieces' |
  'IPv4-in-IPv6-invalid-code-point' |
  'IPv4-in-IPv6-out-of-range-part' |
  'IPv4-in-IPv6-too-few-parts' |
  'invalid-URL-unit' |
  'special-scheme-missing-following-solidus' |
  'missing-scheme-non-relative-URL' |
  'invalid-reverse-solidus' |
  'invalid-credentials' |
  'host-missing' |
  'port-out-of-range' |
  'port-invalid' |
  'file-invalid-Windows-drive-letter' |
  'file-invalid-Windows-drive-letter-host';

/**
 * Every validation error type the WHATWG URL Standard defines (whatwg/url `url.bs` at
 * {@link WHATWG_STANDARD_COMMIT}), in the order of its table: 30 rows, 19 of them failures (two only
 * under a condition, see `failureCondition`); and one provisional row, `IPv4-non-ASCII-input` (not a
 * failure), from the open change {@link WHATWG_PROVISIONAL} (whatwg/url#925), placed where that
 * change puts it, after `IPv4-out-of-range-part`: 31 rows.
 *
 * @example
 * ```ts
 * WHATWG_VALIDATION_ERRORS.length; // 31
 * WHATWG_VALIDATION_ERRORS.filter((e) => e.provisional === null).length; // 30
 * WHATWG_VALIDATION_ERRORS.find((e) => e.name === 'port-invalid')?.failure; // true
 * WHATWG_VALIDATION_ERRORS.find((e) => e.name === 'invalid-credentials')?.examples[0];
 * // { input: 'https://user@example.org', base: null }
 * ```
 */
export const WHATWG_VALIDATION_ERRORS: readonly WHATWGErrorType[] = Object.freeze(
  ROWS.map((r) => Object.freeze({ ...r, examples: Object.freeze(r.examples.map((e) => Object.freeze(e))) })),
);

/**
 * A validation error the parser reported: the standard's `name`; where in the input as given it
 * points (`offset` and `length`, UTF-16 code units: see {@link parseWHATWG} for what each name points
 * at); the `state` of the basic URL parser (or the algorithm: `'host parser'`, `'IPv4 parser'`,
 * ...) that reported it; whether the parser returned failure there (`failure`); and a `message`
 * citing the standard's section.
 *
 * @example
 * ```ts
 * import { parseWHATWG } from './index.js';
 *
 * parseWHATWG('https:example.org').errors[0];
 * // { name: 'special-scheme-missing-following-solidus', offset: 6, length: 1, state: 'special authority slashes state', failure: false, ... }
 * ```
 */
export interface WHATWGValidationError {
  readonly name: WHATWGErrorName;
  readonly offset: number;
  readonly length: number;
  readonly state: string;
  readonly failure: boolean;
  readonly message: string;
}
