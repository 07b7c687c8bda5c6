/**
 * Equivalence (RFC 3986 §6.2, RFC 3987 §5.3): two references are equivalent at a level when their
 * normalizations (steps.ts) are the same string, IRIs compared as the URIs they map to
 * (`comparisonKey`); `equivalent` answers, `equivalence` says why.
 */
import { redactPasswords } from '../diagnostics/redact.js';
import { checkString } from '../../grammar/index.js';
import { iriToURI } from '../iri/index.js';
import { NormalizationError, settings, type NormalizeOptions, type Settings } from './options.js';
import { normalizedHrefOf, parsed } from './steps.js';

/**
 * Whether two URIs (or IRIs) are equivalent at `level` (default `'scheme'`): their normalizations
 * are the same string. Under `'rfc3987'` the normalized IRIs are compared as URIs (RFC 3987
 * §5.3.2.3: "converting both IRIs to URIs ... eliminating escape differences"), so `rosé` and
 * `ros%C3%A9` are equivalent, and an internationalized host equals its punycode form (§5.3.3).
 * At `'string'`, it is RFC 3986 §6.2.1's simple string comparison.
 *
 * Total on strings: equivalence is defined on references valid under the grammar and start
 * symbol, so a string that is not one is equivalent to nothing (not even itself) and the answer is
 * `false`, never an exception. {@link equivalence} gives the same answer with its reason (which
 * input is not valid, and the parser's report; or the two forms compared).
 *
 * @throws ArgumentError (a `TypeError`) and GrammarError (a `RangeError`) for bad arguments or
 * options (a non-string input among them); nothing else for any two strings (a `'meaning'`
 * {@link NormalizationError} would be a defect of this library, as in {@link normalize}).
 *
 * @example
 * ```ts
 * equivalent('http://example.com:80/~smith/home.html', 'http://EXAMPLE.com:/%7esmith/home.html'); // true
 * equivalent('http://example.com/?', 'http://example.com/');                                      // false
 * equivalent('http://a/B', 'http://a/b');                                                          // false
 * equivalent('http://a b/', 'http://a b/');                                                        // false (not a URI)
 * ```
 */
export function equivalent(a: string, b: string, options?: Omit<NormalizeOptions, 'trace'> | null): boolean {
  checkString(a, 'equivalent', 'the first URI');
  checkString(b, 'equivalent', 'the second URI');
  return compare(a, b, settings(options, 'equivalent'), false).equivalent;
}

/**
 * What {@link equivalence} returns: {@link equivalent}'s answer and why. `compared` holds the two
 * strings compared (the comparison keys of the normalized forms, or the inputs themselves at the
 * `'string'` level), null for an input that is not valid; `errors` the `'syntax'`
 * {@link NormalizationError} of such an input (its `report` says where and why), else null.
 *
 * @example
 * ```ts
 * const e: Equivalence = equivalence('HTTP://a/', 'http://a');
 * e.equivalent; // true
 * e.compared;   // ['http://a/', 'http://a/']
 * ```
 */
export interface Equivalence {
  readonly equivalent: boolean;
  /** One sentence: why the answer is what it is. */
  readonly reason: string;
  /** The strings compared, first and second (null for an input that is not valid). */
  readonly compared: readonly [string | null, string | null];
  /** The `'syntax'` error of each input that is not valid, else null. */
  readonly errors: readonly [NormalizationError | null, NormalizationError | null];
}

/**
 * {@link equivalent} with its reason: the answer, the two strings compared and, for an input that
 * is not a valid reference under the grammar and start symbol, its `'syntax'`
 * {@link NormalizationError} (with the parser's report). Total on strings, as `equivalent` is.
 *
 * @throws ArgumentError (a `TypeError`) and GrammarError (a `RangeError`) for bad arguments or options.
 *
 * @example
 * ```ts
 * equivalence('http://a/%7e', 'http://A/~').reason; // 'equivalent: both normalize to "http://a/~"'
 * const bad = equivalence('http://a b/', 'http://a/');
 * bad.equivalent;        // false
 * bad.errors[0]?.code;   // 'syntax'
 * bad.errors[1];         // null
 * ```
 */
export function equivalence(a: string, b: string, options?: Omit<NormalizeOptions, 'trace'> | null): Equivalence {
  checkString(a, 'equivalence', 'the first URI');
  checkString(b, 'equivalence', 'the second URI');
  return compare(a, b, settings(options, 'equivalence'), true);
}

/** The key of one input, or its 'syntax' error (a 'meaning' error, a defect of this library, is thrown). */
function keyOrError(input: string, s: Settings): { key: string; error: null } | { key: null; error: NormalizationError } {
  try {
    if (s.level === 'string') {
      parsed(input, s.grammar, s.start, 'equivalent');
      return { key: input, error: null };
    }
    return { key: keyOf(normalizedHrefOf(input, s, 'equivalent'), s.grammar, s.on.has('idn')), error: null };
  } catch (e) {
    if (e instanceof NormalizationError && e.code === 'syntax') return { key: null, error: e };
    throw e;
  }
}

/** `equivalent`'s answer, with its reason where `explain` asks for it. */
function compare(a: string, b: string, s: Settings, explain: boolean): Equivalence {
  if (!explain && (a === b || s.level === 'string')) {
    // Simple string comparison (§6.2.1) of valid references; the same string is equivalent at every level when it is valid.
    if (a !== b) return { equivalent: false, reason: '', compared: [null, null], errors: [null, null] };
    const v = keyOrError(a, { ...s, level: 'string' });
    return { equivalent: v.error === null, reason: '', compared: [null, null], errors: [null, null] };
  }
  const x = keyOrError(a, s);
  // The same string is equivalent at every level, when it is valid.
  const y = a === b ? x : keyOrError(b, s);
  const answer = x.key !== null && x.key === y.key;
  if (!explain) return { equivalent: answer, reason: '', compared: [x.key, y.key], errors: [x.error, y.error] };
  const what = s.level === 'string' ? 'are' : 'normalize to';
  let reason: string;
  if (x.error !== null || y.error !== null) {
    const which = x.error !== null && y.error !== null ? 'neither input is' : x.error !== null ? 'the first input is not' : 'the second input is not';
    const article = /^[aI]/.test(s.start) ? 'an' : 'a';
    reason = `not equivalent: ${which} ${article} ${s.start} under ${s.grammar}, and equivalence is defined on valid references`;
  } else {
    // The reason is text to show: a password in the forms it quotes is masked (`compared` keeps them, as data).
    const shown = redactPasswords(a, { also: [b] });
    if (answer) reason = s.level === 'string' ? `equivalent: the same string` : `equivalent: both normalize to ${JSON.stringify(shown.mask(x.key!))}`;
    else reason = `not equivalent: they ${what} ${JSON.stringify(shown.mask(x.key!))} and ${JSON.stringify(shown.mask(y.key!))}`;
  }
  return { equivalent: answer, reason, compared: [x.key, y.key], errors: [x.error, y.error] };
}

/**
 * What {@link equivalent} compares, given a normalized URI (`normalize(...).href`, with the same
 * options): the URI itself under `rfc3986`; under `rfc3987`, the normalized IRI mapped to a URI
 * (RFC 3987 §5.3.2.3), its host in punycode where the `'idn'` step runs (§5.3.3).
 *
 * @example
 * ```ts
 * comparisonKey('http://a/rosé', { grammar: 'rfc3987' }); // 'http://a/ros%C3%A9'
 * comparisonKey('http://a/b');                             // 'http://a/b'
 * ```
 */
export function comparisonKey(normalized: string, options?: Omit<NormalizeOptions, 'trace'> | null): string {
  checkString(normalized, 'comparisonKey', 'the normalized URI');
  const s = settings(options, 'equivalent');
  return keyOf(normalized, s.grammar, s.on.has('idn'));
}

/**
 * The string equivalence compares: the normalized URI; a normalized IRI mapped to a URI (RFC 3987
 * §3.1: its escapes uppercase), its host in punycode where `'idn'` runs (§5.3.3), else escaped.
 */
function keyOf(href: string, grammar: 'rfc3986' | 'rfc3987', idn: boolean): string {
  if (grammar === 'rfc3986') return href;
  if (idn) {
    try {
      return iriToURI(href, { host: 'idna' });
    } catch {
      // A host UTS #46 rejects: compared escaped, as at the syntax level.
    }
  }
  return iriToURI(href);
}
