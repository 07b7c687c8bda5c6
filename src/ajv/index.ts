/**
 * `urlgrammar/ajv`: a plugin for ajv 8 that checks JSON Schema's URI formats by their RFC grammars
 * (`uri`, `uri-reference`, `iri`, `iri-reference`, and `ipv4`, `ipv6` by RFC 3986's rules, and
 * `uri-template` by RFC 6570 §2's), and a keyword, `urlgrammar`, that reads a string by any grammar
 * and start symbol (or as a URI Template, `grammar: 'rfc6570'`) and explains a rejection in the
 * error's `params`: the report's offset, code, innermost rule, message and first fix that
 * validates, with any password masked.
 *
 * ajv is an optional peer dependency: this module imports no code of it, only its types.
 *
 * @module
 */
import type { ErrorObject, FormatDefinition, FuncKeywordDefinition, KeywordDefinition } from 'ajv';
// Every grammar: the keyword reads any of them, and the formats RFC 3986's and RFC 3987's.
import '../../grammar/rfcs.js';
// The error codes' summaries under RFC 2396, whose grammar rfcs.js loads.
import '../diagnostics/under.js';
// RFC 6570's recognizer of `URI-Template`: the format `uri-template`'s verdict.
import '../../grammar/templates/recognize.js';
import type { GrammarName } from '../../grammar/rfcs.js';
import { redactPasswords } from '../diagnostics/redact.js';
import { GrammarError, parseRule, parseURL } from '../parse/parse.js';
import type { URLErrorReport } from '../diagnostics/types.js';
import { URI_FORMATS } from '../valid/formats.js';
import { parseTemplate } from '../templates/parse.js';
import { ArgumentError, optionsOf, optionsSpec, ownItem, ownValue, typeName } from '../../base/args.js';
import { recognizerNamed, ruleRecognizer, type IsValidOptions } from '../valid/index.js';

/**
 * The formats {@link urlgrammarFormats} registers, each with the grammar and start symbol (or, for
 * `ipv4` and `ipv6`, the RFC 3986 rule, and for `uri-template` RFC 6570's) that decides it.
 *
 * @example
 * ```ts
 * import { URL_FORMATS } from 'urlgrammar/ajv';
 *
 * URL_FORMATS['iri-reference']; // { grammar: 'rfc3987', start: 'IRI-reference' }
 * URL_FORMATS.ipv6;             // { rule: 'IPv6address', rfc: 3986 }
 * URL_FORMATS['uri-template'];  // { rule: 'URI-Template', rfc: 6570 }
 * ```
 */
export const URL_FORMATS = {
  ...URI_FORMATS,
  ipv4: { rule: 'IPv4address', rfc: 3986 },
  ipv6: { rule: 'IPv6address', rfc: 3986 },
  'uri-template': { rule: 'URI-Template', rfc: 6570 },
} as const;

/**
 * The keyword's `grammar` that reads a URI Template (RFC 6570 §2, its start symbol `URI-Template`):
 * not a grammar of `parseURL` (a template is not a URL), read by `parseTemplate`.
 */
const TEMPLATE_GRAMMAR = 'rfc6570';
/** The one start symbol of {@link TEMPLATE_GRAMMAR}. */
const TEMPLATE_START = 'URI-Template';

/**
 * A format name of {@link URL_FORMATS}.
 *
 * @example
 * ```ts
 * import type { URLFormatName } from 'urlgrammar/ajv';
 *
 * const f: URLFormatName = 'iri';
 * ```
 */
export type URLFormatName = keyof typeof URL_FORMATS;

/**
 * Options of {@link urlgrammarFormats}.
 *
 * @example
 * ```ts
 * import Ajv from 'ajv';
 * import { urlgrammarFormats, type URLGrammarAjvOptions } from 'urlgrammar/ajv';
 *
 * const options: URLGrammarAjvOptions = { formats: ['uri', 'iri'], keyword: 'uriGrammar' };
 * const ajv = urlgrammarFormats(new Ajv(), options);
 * ajv.validate({ uriGrammar: { grammar: 'rfc1808', start: 'URL' } }, '../g;x'); // true
 * ajv.validate({ uriGrammar: { grammar: 'rfc1808' } }, '../g;x');                // false: URL-1808 is absolute
 * ```
 */
export interface URLGrammarAjvOptions {
  /** The formats to register: all of {@link URL_FORMATS} (the default, `true`), a list of them, or none (`false`). */
  readonly formats?: boolean | readonly URLFormatName[];
  /** The name of the keyword (default `'urlgrammar'`), or `false` for no keyword. */
  readonly keyword?: string | false;
}

/**
 * The value of the `urlgrammar` keyword in a schema: the grammar and start symbol, as
 * `parseURL` takes them (`{}` reads an RFC 3986 `URI`, `parseURL`'s default; a grammar alone, its
 * default start symbol, an absolute URL with an optional fragment), or `grammar: 'rfc6570'`, which
 * reads a URI Template as `parseTemplate` does (RFC 6570 §2; its one start symbol, `URI-Template`,
 * may be named). A grammar or start symbol that does not exist fails the schema's compilation with
 * a `GrammarError`.
 *
 * @example
 * ```ts
 * import type { URLGrammarKeyword } from 'urlgrammar/ajv';
 *
 * const k: URLGrammarKeyword = { grammar: 'rfc3987', start: 'IRI' };
 * const t: URLGrammarKeyword = { grammar: 'rfc6570' }; // a URI Template
 * ```
 */
export interface URLGrammarKeyword {
  readonly grammar?: GrammarName | 'rfc6570';
  readonly start?: string;
}

/**
 * The `params` of an error of the `urlgrammar` keyword: where the input fails and why, from the
 * report `parseURL` gives (`parseTemplate`'s under `grammar: 'rfc6570'`: `offset` in UTF-16 code
 * units, `code` from `ERROR_CODES`, `rule` the innermost rule of the report's trace, `message` the
 * report's one-line message), and `fix`, the corrected input of the first fix-it that makes it
 * valid (else `null`). A password of the input is masked (`*` for each code unit) in `message` and
 * `fix`, as `formatReport` masks it.
 *
 * @example
 * ```ts
 * import Ajv from 'ajv';
 * import { urlgrammarFormats, type URLGrammarErrorParams } from 'urlgrammar/ajv';
 *
 * const validate = urlgrammarFormats(new Ajv()).compile({ urlgrammar: {} });
 * validate('http://exa mple.org/');
 * const p = validate.errors![0]!.params as URLGrammarErrorParams;
 * p.offset; // 10
 * p.code;   // 'char.space'
 * p.rule;   // 'reg-name'
 * p.fix;    // 'http://example.org/'
 * ```
 */
export interface URLGrammarErrorParams {
  readonly offset: number;
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
  readonly fix: string | null;
}

/** What the plugin needs of an ajv instance (`Ajv`, `Ajv2019`, `Ajv2020` and `AjvJTD` all have it). */
interface AjvInstance {
  addFormat(name: string, format: FormatDefinition<string>): unknown;
  addKeyword(definition: KeywordDefinition): unknown;
}

const OPTIONS = optionsSpec<URLGrammarAjvOptions>('urlgrammarFormats', { formats: true, keyword: true });

/**
 * The format check of one of {@link URL_FORMATS}: validity is `parseURL(...).ok` (or `parseRule`'s
 * for a rule), answered by the generated recognizer (`isValid`'s), which test/recognizer.test.ts
 * holds to them.
 */
function formatCheck(name: URLFormatName): (s: string) => boolean {
  const f = URL_FORMATS[name];
  if ('rule' in f) {
    if (f.rfc === 6570) return templateCheck();
    const rule = ruleRecognizer(`${f.rfc}:${f.rule}`);
    return rule ?? ((s) => parseRule(f.rule, s, { rfc: f.rfc }).ok);
  }
  return recognizerNamed({ grammar: f.grammar, start: f.start }, 'urlgrammarFormats');
}

/**
 * The verdict on a URI Template: `parseTemplate(s).ok`, answered by the generated recognizer of
 * `URI-Template` (grammar/templates/recognize.ts), which test/templates-parse.test.ts holds to it.
 */
function templateCheck(): (s: string) => boolean {
  return ruleRecognizer(`6570:${TEMPLATE_START}`) ?? ((s) => parseTemplate(s).ok);
}

/** The error params of a report, the password of its input masked. */
function paramsOf(report: URLErrorReport): URLGrammarErrorParams {
  const input = report.input;
  const fix = report.fixes.find((f) => f.validates)?.url ?? null;
  const raw = { offset: report.offset, code: report.code, rule: report.trace.at(-1)?.rule ?? null, message: report.message, fix };
  const redaction = redactPasswords(input);
  const hidden = redaction.ranges;
  const params = redaction.data(raw) as { -readonly [K in keyof URLGrammarErrorParams]: URLGrammarErrorParams[K] };
  // The character the message names is itself part of the password when it lies inside it.
  const found = report.found;
  if (found && hidden.some(([a, b]) => report.offset >= a && report.offset < b)) {
    const shown = 'found ' + (found.name ?? JSON.stringify(found.text)) + ' at ';
    params.message = params.message.split(shown).join('found "*" at ');
  }
  return params;
}

/** The keyword's definition: the grammar and start checked when a schema is compiled. */
function keywordDefinition(keyword: string): FuncKeywordDefinition {
  return {
    keyword,
    // No `type: 'string'`: ajv's strictTypes would then warn on every schema without a `type`; the
    // check lets non-strings pass itself, as a format does.
    schemaType: 'object',
    errors: true,
    metaSchema: {
      type: 'object',
      properties: { grammar: { type: 'string' }, start: { type: 'string' } },
      additionalProperties: false,
    },
    compile(schema: URLGrammarKeyword) {
      // The schema's own keys only (ajv's meta-schema checked them): nothing inherited is read.
      const options = { grammar: ownValue(schema, 'grammar'), start: ownValue(schema, 'start') } as Parameters<typeof parseURL>[1];
      if ((options?.grammar as string | undefined) === TEMPLATE_GRAMMAR) return templateKeyword(keyword, options?.start);
      // Looked up now: an unknown grammar or start symbol fails the schema's compilation.
      let valid: (s: string) => boolean;
      try {
        valid = recognizerNamed(options as IsValidOptions, keyword);
      } catch (e) {
        if (e instanceof GrammarError) throw new GrammarError(`${keyword}: ${e.message}`);
        throw e;
      }
      return validatorOf(keyword, valid, (data) => {
        const r = parseURL(data, options);
        return r.ok ? null : r.error;
      });
    },
  };
}

/**
 * The keyword's validate function: a string the recognizer `valid` takes passes; another is
 * explained by `explain` (the traced parse runs only to explain a rejection: its report, or null
 * where it takes the string after all), its report the error's `params`. Not a string: passes.
 */
function validatorOf(keyword: string, valid: (s: string) => boolean, explain: (s: string) => URLErrorReport | null) {
  const validate = (data: unknown): boolean => {
    if (typeof data !== 'string') return true;
    const report = valid(data) ? null : explain(data);
    if (report === null) {
      validate.errors = undefined;
      return true;
    }
    const params = paramsOf(report);
    validate.errors = [{ keyword, message: params.message, params }];
    return false;
  };
  validate.errors = undefined as Array<Partial<ErrorObject>> | undefined;
  return validate;
}

/** The keyword's check of a URI Template (`grammar: 'rfc6570'`): the recognizer, then `parseTemplate`'s report. */
function templateKeyword(keyword: string, start: string | undefined) {
  if (start !== undefined && start !== TEMPLATE_START) {
    throw new GrammarError(`${keyword}: no start symbol ${JSON.stringify(start)} in grammar ${TEMPLATE_GRAMMAR} (a URI Template, RFC 6570 §2: its start symbol is ${TEMPLATE_START})`);
  }
  return validatorOf(keyword, templateCheck(), (data) => {
    const r = parseTemplate(data);
    return r.ok ? null : r.error;
  });
}

/**
 * Adds to an ajv 8 instance the formats `uri`, `uri-reference` (RFC 3986 `URI`,
 * `URI-reference`), `iri`, `iri-reference` (RFC 3987 `IRI`, `IRI-reference`), `ipv4` and `ipv6`
 * (RFC 3986's `IPv4address` and `IPv6address`) and `uri-template` (RFC 6570 §2's `URI-Template`,
 * `parseTemplate`'s verdict), each valid exactly when the grammar takes the whole string (formats
 * apply to strings only), and the keyword `urlgrammar: { grammar, start }` (`{ grammar: 'rfc6570' }`
 * for a URI Template), whose error's `params` explain a rejection ({@link URLGrammarErrorParams}). Returns the instance, as
 * ajv plugins do. Works with `Ajv`, `Ajv2019` and `Ajv2020`; registering a format again replaces
 * ajv-formats' (add this plugin after it). A first argument that is not an ajv instance, options
 * that are not an object, an unknown option or format name, or a keyword that is not a name
 * throw `ArgumentError` (a `TypeError`); only the options' own keys are read.
 *
 * @example
 * ```ts
 * import Ajv from 'ajv';
 * import { urlgrammarFormats } from 'urlgrammar/ajv';
 *
 * const ajv = urlgrammarFormats(new Ajv());
 * ajv.validate({ format: 'uri' }, 'https://server.example.com:port/'); // false: a port is digits
 * ajv.validate({ format: 'iri' }, 'http://ƒøø.ßår/?∂éœ=πîx#πîüx'); // true
 * ajv.validate({ format: 'ipv6' }, '::ffff:192.0.2.1'); // true
 * ajv.validate({ format: 'uri' }, 42); // true: formats check strings only
 * ajv.validate({ format: 'uri-template' }, '/users/{id}{?fields*}'); // true
 * ajv.validate({ format: 'uri-template' }, '{a..b}'); // false: a "." stands between two varchars
 * const validate = ajv.compile({ urlgrammar: { grammar: 'rfc6570' } });
 * validate('/users/{id'); // false
 * validate.errors?.[0]?.params; // { offset: 10, code: 'input.unexpected-end', rule: 'prefix', message: 'input.unexpected-end: the expression opened at 7 is not closed: ...', fix: '/users/{id}' }
 * ```
 */
export function urlgrammarFormats<A extends AjvInstance>(ajv: A, options?: URLGrammarAjvOptions | null): A {
  if (ajv === null || typeof ajv !== 'object' || typeof ajv.addFormat !== 'function' || typeof ajv.addKeyword !== 'function') {
    throw new ArgumentError('urlgrammarFormats: the first argument must be an ajv instance (new Ajv())');
  }
  const opts = optionsOf(options, OPTIONS);
  const formats = opts.formats ?? true;
  const names: URLFormatName[] = [];
  if (formats === true) names.push(...(Object.keys(URL_FORMATS) as URLFormatName[]));
  else if (formats !== false) {
    if (!Array.isArray(formats)) throw new ArgumentError(`urlgrammarFormats: option 'formats' must be a boolean or an array of format names, not ${typeName(formats)}`);
    // By own index: a hole is no name, whatever Array.prototype holds.
    for (let i = 0; i < formats.length; i++) {
      const name: unknown = ownItem(formats, i);
      if (typeof name !== 'string' || !Object.hasOwn(URL_FORMATS, name)) {
        throw new ArgumentError(`urlgrammarFormats: unknown format ${typeof name === 'string' ? JSON.stringify(name) : typeName(name)}; use one of ${Object.keys(URL_FORMATS).join(', ')}`);
      }
      names.push(name as URLFormatName);
    }
  }
  for (const name of names) ajv.addFormat(name, { type: 'string', validate: formatCheck(name) });
  const keyword = opts.keyword ?? 'urlgrammar';
  if (keyword !== false) {
    if (typeof keyword !== 'string' || keyword === '') throw new ArgumentError('urlgrammarFormats: option keyword must be a name or false');
    ajv.addKeyword(keywordDefinition(keyword));
  }
  return ajv;
}

export { ArgumentError, GrammarError };
export default urlgrammarFormats;
