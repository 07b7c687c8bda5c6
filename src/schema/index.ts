/**
 * Standard Schema validators (https://standardschema.dev, version 1): `uri()`, `uriReference()`,
 * `iri()`, `iriReference()`, `url({ grammar, start })` and `uriTemplate()` (RFC 6570 URI
 * Templates), objects with a `~standard` property that
 * any library consuming Standard Schema accepts, and that zod and valibot can call in a refinement
 * (docs/guide/standard-schema.md).
 *
 * The interface is declared here, as the spec asks of implementers (types only: no dependency).
 *
 * @module
 */
// Every grammar: url({ grammar, start }) takes any of them.
import '../../grammar/rfcs.js';
// The error codes' summaries under RFC 2396, whose grammar rfcs.js loads.
import '../diagnostics/under.js';
// RFC 6570's recognizer of `URI-Template`: uriTemplate()'s verdict.
import '../../grammar/templates/recognize.js';
import { ArgumentError, optionsOf, optionsSpec, type GrammarName, type OptionsSpec, type StartSymbol } from '../../grammar/index.js';
import { redactPasswords } from '../diagnostics/redact.js';
import { parseURL } from '../parse/parse.js';
import { recognizerNamed, ruleRecognizer } from '../valid/index.js';
import { parseTemplate } from '../templates/parse.js';
import type { URLErrorReport } from '../diagnostics/types.js';
import type { URLComponents } from '../record/index.js';
import { URI_FORMATS } from '../valid/formats.js';

/**
 * One reason a value is not valid: Standard Schema's issue (`message`, no `path`: the value itself
 * is at fault), with the report's `offset` and `code` (`parseURL`'s report, or `parseTemplate`'s
 * for `uriTemplate()`), and `fix`, the first fix-it that validates
 * (the corrected input, or null). `message` and `fix` mask a password (`http://u:****@h/`), as
 * every printed output of urlgrammar does; `parseURL`'s report keeps the corrected URL in
 * `fixes[].url` for a program to apply. A value that is not a string gives one
 * issue with `code` `'type'`, `offset` 0 and no fix.
 *
 * @example
 * ```ts
 * const r = uri()['~standard'].validate('http://exa mple.org/');
 * r.issues?.[0]?.code;   // 'char.space'
 * r.issues?.[0]?.offset; // 10
 * r.issues?.[0]?.fix;    // 'http://example.org/'
 * ```
 */
export interface URLSchemaIssue {
  /** The report's one-line message, its code first. */
  readonly message: string;
  /** Absent: the issue is about the value as a whole. */
  readonly path?: undefined;
  /** Where the input stops being a valid string of the start symbol (UTF-16 code units). */
  readonly offset: number;
  /** The error code (`ERROR_CODES`), or `'type'` for a value that is not a string. */
  readonly code: string;
  /** The first fix-it whose result validates, as the corrected input; null when there is none. */
  readonly fix: string | null;
}

/**
 * What `validate` returns: Standard Schema's result, synchronous. `{ value }` for a valid string
 * (the string, or its component record with `output: 'components'`), else `{ issues }`.
 *
 * @example
 * ```ts
 * const r: URLSchemaResult<string> = uri()['~standard'].validate('http://a/');
 * r.issues; // undefined
 * ```
 */
export type URLSchemaResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly URLSchemaIssue[] };

/**
 * A Standard Schema (v1) validator of URL strings: its `~standard` property has `version` 1,
 * `vendor` `'urlgrammar'` and a synchronous `validate(value)`. Assignable to the spec's
 * `StandardSchemaV1<string, Output>`.
 *
 * @example
 * ```ts
 * const s: URLSchema<string> = uri();
 * s['~standard'].vendor;                         // 'urlgrammar'
 * s['~standard'].validate('http://a/b').value;   // 'http://a/b'
 * ```
 */
export interface URLSchema<Output = string> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'urlgrammar';
    /** Validates `value`; never throws, whatever the value. */
    readonly validate: (value: unknown, options?: unknown) => URLSchemaResult<Output>;
    /** The input and output types, for type inference only (absent at run time). */
    readonly types?: { readonly input: string; readonly output: Output } | undefined;
  };
}

/**
 * Options of `url()`, the grammar and start symbol as `parseURL` takes them, and what a valid value
 * gives: `output: 'string'` (default) the input, `output: 'components'` its component record.
 *
 * @example
 * ```ts
 * const o: URLSchemaOptions<'rfc1808', 'relativeURL'> = { grammar: 'rfc1808', start: 'relativeURL' };
 * url(o)['~standard'].validate('../g;p?q').value; // '../g;p?q'
 * ```
 */
export interface URLSchemaOptions<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>> {
  /** The grammar (default `'rfc3986'`), as `parseURL`'s. */
  readonly grammar?: G;
  /**
   * The start symbol, as `parseURL`'s: without it, the grammar's default, an absolute URL with an
   * optional fragment (with neither option: an RFC 3986 `URI`).
   */
  readonly start?: S;
  /** What a valid value gives: the string (default) or the component record (`URLComponents`). */
  readonly output?: 'string' | 'components';
}

/** The keys of {@link URLSchemaOptions}: any other is an `ArgumentError`, as in `parseURL`. */
const URL_OPTIONS: OptionsSpec<URLSchemaOptions> = optionsSpec<URLSchemaOptions>('url', { grammar: true, start: true, output: true });

/**
 * A Standard Schema validator for any grammar and start symbol of `parseURL`. An unknown grammar or
 * start symbol throws `GrammarError` here, when the validator is made, not when it validates.
 *
 * @example
 * ```ts
 * const rel = url({ grammar: 'rfc3986', start: 'relative-ref' });
 * rel['~standard'].validate('../g?q').value;          // '../g?q'
 * rel['~standard'].validate('http://a/').issues?.length; // 1
 * const parts = url({ output: 'components' });
 * parts['~standard'].validate('http://h:8080/p').value?.portNumber; // 8080
 * url({ grammar: 'rfc3986', start: 'URL' as never });  // throws GrammarError: no start symbol URL in rfc3986
 * ```
 */
export function url<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>>(options: URLSchemaOptions<G, S> & { readonly output: 'components' }): URLSchema<URLComponents>;
/**
 * `url()` with a string output (the default): a valid value gives the input string.
 *
 * @example
 * ```ts
 * url({ grammar: 'rfc3987' })['~standard'].validate('http://a/é').value; // 'http://a/é': an IRI
 * url({ grammar: 'rfc3987' })['~standard'].validate('./é').issues?.[0]?.code; // 'scheme.missing'
 * url({ grammar: 'rfc3987', start: 'IRI-reference' })['~standard'].validate('./é').value; // './é'
 * ```
 */
export function url<G extends GrammarName = GrammarName, S extends StartSymbol<G> = StartSymbol<G>>(options?: URLSchemaOptions<G, S> & { readonly output?: 'string' }): URLSchema<string>;
export function url(options?: URLSchemaOptions): URLSchema<string | URLComponents> {
  const opts = optionsOf(options, URL_OPTIONS);
  const { grammar, start } = opts;
  const output = opts.output ?? 'string';
  if (output !== 'string' && output !== 'components') throw new ArgumentError(`url: option 'output' must be 'string' or 'components', not ${typeof output === 'string' ? JSON.stringify(output) : typeof output}`);
  const parseOptions = { grammar, start } as { grammar?: GrammarName; start?: never };
  // An unknown grammar or start symbol throws GrammarError now, when the validator is made.
  const valid = recognizerNamed(parseOptions, 'url');
  const validate = (value: unknown): URLSchemaResult<string | URLComponents> => {
    if (typeof value !== 'string') return notAString(value);
    // The recognizer answers a string output; the parse runs for the record or to explain a rejection.
    if (output === 'string' && valid(value)) return { value };
    const r = parseURL(value, parseOptions);
    if (r.ok) return { value: output === 'components' ? r.components : value };
    return issuesOf(value, r.error);
  };
  return { '~standard': { version: 1, vendor: 'urlgrammar', validate } };
}

/** The issue of a value that is not a string. */
const notAString = (value: unknown): URLSchemaResult<never> => ({
  issues: [{ message: `expected a string, not ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`, offset: 0, code: 'type', fix: null }],
});

/** The issue of a report on `value` (a URL's or a template's): its message, offset, code and first fix that validates. */
function issuesOf(value: string, e: URLErrorReport): URLSchemaResult<never> {
  // An issue ends up in logs and in forms: the fix is shown with its password masked, as ajv's
  // plugin shows it (the report's `fixes` keep the corrected URL for a program to apply).
  const found = e.fixes.find((f) => f.validates)?.url;
  const redaction = redactPasswords(value);
  const fix = found === undefined ? null : redaction.mask(found);
  return { issues: [{ message: redaction.mask(e.message), offset: e.offset, code: e.code, fix }] };
}

/**
 * A Standard Schema validator of RFC 3986 URIs (`URI`: absolute, with an optional fragment).
 *
 * @example
 * ```ts
 * uri()['~standard'].validate('https://example.org/a?b#c').value; // 'https://example.org/a?b#c'
 * uri()['~standard'].validate('../g').issues?.[0]?.code;          // 'scheme.missing'
 * uri()['~standard'].validate(42).issues?.[0]?.message;           // 'expected a string, not number'
 * ```
 */
export function uri(): URLSchema<string> {
  return url(URI_FORMATS.uri);
}

/**
 * A Standard Schema validator of RFC 3986 URI references (`URI-reference`: a URI or a relative
 * reference).
 *
 * @example
 * ```ts
 * uriReference()['~standard'].validate('../g?q').value; // '../g?q'
 * ```
 */
export function uriReference(): URLSchema<string> {
  return url(URI_FORMATS['uri-reference']);
}

/**
 * A Standard Schema validator of RFC 3987 IRIs (`IRI`: a URI that may hold non-ASCII characters).
 *
 * @example
 * ```ts
 * iri()['~standard'].validate('http://例え.jp/パス').value; // 'http://例え.jp/パス'
 * uri()['~standard'].validate('http://例え.jp/パス').issues?.length; // 1
 * ```
 */
export function iri(): URLSchema<string> {
  return url(URI_FORMATS.iri);
}

/**
 * A Standard Schema validator of RFC 3987 IRI references (`IRI-reference`).
 *
 * @example
 * ```ts
 * iriReference()['~standard'].validate('./café').value; // './café'
 * ```
 */
export function iriReference(): URLSchema<string> {
  return url(URI_FORMATS['iri-reference']);
}

/**
 * A Standard Schema validator of URI Templates (RFC 6570 §2, Level 4: JSON Schema's `uri-template`
 * format): valid exactly where `parseTemplate(value).ok`, answered by the generated recognizer of
 * `URI-Template`; a refused template's issue is `parseTemplate`'s report (its `offset`, `code`,
 * the message naming the case and RFC 6570's section, the first fix that validates), a password
 * masked as in the other validators' issues. A value that is not a string is an issue (`'type'`).
 *
 * @example
 * ```ts
 * uriTemplate()['~standard'].validate('/users/{id}{?fields*}').value; // '/users/{id}{?fields*}'
 * uriTemplate()['~standard'].validate('{a.b}').value;                 // '{a.b}': a dot inside a varname
 * const bad = uriTemplate()['~standard'].validate('/users/{id');
 * bad.issues?.[0]?.offset;                                            // 10
 * bad.issues?.[0]?.code;                                              // 'input.unexpected-end'
 * bad.issues?.[0]?.fix;                                               // '/users/{id}'
 * uriTemplate()['~standard'].validate('{a..b}').issues?.[0]?.offset;  // 3
 * ```
 */
export function uriTemplate(): URLSchema<string> {
  const valid = ruleRecognizer('6570:URI-Template') ?? ((s: string) => parseTemplate(s).ok);
  const validate = (value: unknown): URLSchemaResult<string> => {
    if (typeof value !== 'string') return notAString(value);
    // The recognizer answers; the traced parse runs only to explain a refusal.
    if (valid(value)) return { value };
    const r = parseTemplate(value);
    return r.ok ? { value } : issuesOf(value, r.error);
  };
  return { '~standard': { version: 1, vendor: 'urlgrammar', validate } };
}
