/**
 * Hostile arguments at the API boundary (issue 15 item 6): every function and class that
 * src/index.ts exports (and the methods of `grammar`) is called with values of every JSON type,
 * `undefined`, an `ArrayBuffer`, a `Symbol`, a `Uint8Array`, functions, objects with throwing
 * getters, and option objects whose known keys hold such values, in up to three positions.
 *
 * A call may return, or throw an instance of an error class that src/index.ts exports
 * (`ArgumentError`, `GrammarError`, `ValueError`, ...), or let through the error a caller's own
 * getter or function threw (`Hostile` below). Anything else (a bare `TypeError: Cannot read
 * properties of null`, an `Error` from an internal assertion, a `RangeError`) fails. The getters
 * `.hostname`, `.port`, `.username`, `.password` and `.geturl()` of every result are read too.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as api from '../src/index.js';

/** What a caller's own getter or function throws: the library lets it through. */
class Hostile extends Error {
  override name = 'Hostile';
}

const isClass = (f: Function): boolean => /^class\b/.test(Function.prototype.toString.call(f));

const exported = Object.entries(api as Record<string, unknown>);
/** The exported error classes: the only things a call may throw. */
const errorClasses = exported
  .filter(([, v]) => typeof v === 'function' && (v as Function).prototype instanceof Error)
  .map(([, v]) => v as new (...a: never[]) => Error);

type Callee = { name: string; call: (args: unknown[]) => unknown };
const callees: Callee[] = [];
for (const [name, v] of exported) {
  if (typeof v !== 'function') continue;
  const f = v as (...a: unknown[]) => unknown;
  if (isClass(f)) callees.push({ name: `new ${name}`, call: (a) => Reflect.construct(f, a) });
  else callees.push({ name, call: (a) => f(...a) });
}
for (const m of ['abnf', 'rfcText', 'parser'] as const) {
  callees.push({ name: `grammar.${m}`, call: (a) => (api.grammar[m] as (...x: unknown[]) => unknown)(...a) });
}

/** Every option name the API reads, to build option objects whose values are hostile. */
const OPTION_KEYS = [
  'scheme', 'allow_fragments', 'safe', 'encoding', 'errors', 'keep_blank_values', 'strict_parsing',
  'max_num_fields', 'separator', 'doseq', 'quote_via', 'grammar', 'start', 'allErrors', 'maxErrors',
  'warnings', 'rfc', 'spec', 'strict', 'trace', 'color', 'showPassword', 'host',
  // keys no function takes: an ArgumentError (an unknown option)
  'width', 'context', 'rule', 'unicode',
];

const throwingGetters = (): unknown => {
  const o: Record<string, unknown> = {};
  for (const k of [...OPTION_KEYS, 'length', 'type', 'children', 'code', 'input', 'offset', 'message', '0']) {
    Object.defineProperty(o, k, { get: () => { throw new Hostile(k); }, enumerable: true });
  }
  return o;
};

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom<unknown>(
    undefined, null, 0, -1, 1.5, NaN, true, false, '', 'http://a/b/c?d#e', 'a', '%zz%41', 'hostname', 'rfc3986',
    'rfc1808', 'abarth-url-00', 1738, 1808,
  ),
  fc.constant(null).map(() => new ArrayBuffer(2)),
  fc.constant(null).map(() => Symbol('s')),
  fc.uint8Array({ maxLength: 6 }),
  fc.constant(null).map(() => () => 'x'),
  fc.constant(null).map(() => () => { throw new Hostile('fn'); }),
  fc.constant(null).map(() => function () { return 5; }),
  fc.constant(null).map(throwingGetters),
  fc.constant(null).map(() => [1, 2, 3, 4, 5]),
  fc.constant(null).map(() => ['http', 'h', 5, '', '']),
  fc.constant(null).map(() => ['x', null, 1738, '', '']),
);
const options = fc.dictionary(fc.constantFrom(...OPTION_KEYS), leaf, { maxKeys: 3 });
const value = fc.oneof({ weight: 3, arbitrary: leaf }, { weight: 1, arbitrary: options }, { weight: 1, arbitrary: fc.array(leaf, { maxLength: 6 }) });

function allowed(e: unknown): boolean {
  return e instanceof Hostile || errorClasses.some((c) => e instanceof c && e.constructor !== TypeError && e.constructor !== Error && e.constructor !== RangeError);
}

/** The result getters of a result object (SplitResult, ParseResult, DefragResult, ...). */
function readGetters(r: unknown): void {
  if (r === null || typeof r !== 'object') return;
  for (const k of ['hostname', 'port', 'username', 'password']) {
    if (k in r) void (r as Record<string, unknown>)[k];
  }
  if (typeof (r as { geturl?: unknown }).geturl === 'function') (r as { geturl(): unknown }).geturl();
}

function describeValue(v: unknown): string {
  if (typeof v === 'symbol') return 'Symbol()';
  if (typeof v === 'function') return 'function';
  if (v instanceof ArrayBuffer) return 'ArrayBuffer';
  if (v instanceof Uint8Array) return `Uint8Array[${[...v]}]`;
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return 'object with throwing getters';
  }
}

describe('hostile arguments: a result, or an exported error class', () => {
  it('the exported error classes are collected', () => {
    const names = errorClasses.map((c) => c.name).sort();
    expect(names).toEqual(expect.arrayContaining(['ArgumentError', 'GrammarError', 'ValueError', 'URLSyntaxError', 'ResolutionError']));
  });

  it('every export, up to three arguments of every kind', () => {
    const failures = new Map<string, string>();
    fc.assert(
      fc.property(fc.constantFrom(...callees), fc.array(value, { maxLength: 3 }), (callee, args) => {
        try {
          readGetters(callee.call(args));
        } catch (e) {
          if (!allowed(e)) {
            const key = `${callee.name}: ${(e as Error)?.name}`;
            if (!failures.has(key)) failures.set(key, `${callee.name}(${args.map(describeValue).join(', ')}) threw ${String(e)}`);
          }
        }
      }),
      { numRuns: 1_000_000, interruptAfterTimeLimit: Number(process.env.HOSTILE_MS ?? 4000), seed: 20260515 },
    );
    expect([...failures.values()]).toEqual([]);
  });

  it.each([
    ['quote', () => api.quote('a', null as never)],
    ['urlsplit', () => api.urlsplit('http://a/', null as never)],
    ['urljoin', () => api.urljoin('http://a/', 'b', null as never)],
    ['parse_qs', () => api.parse_qs('a=1', null as never)],
    ['unquote', () => api.unquote('%41', null as never)],
    ['urlencode', () => api.urlencode({ a: '1' }, null as never)],
    ['parseURL', () => api.parseURL('http://a/', null as never)],
    ['resolve', () => api.resolve('http://a/b', 'c', null as never)],
    ['resolve3986', () => api.resolve3986('http://a/b', 'c', null as never)],
    ['resolve1808', () => api.resolve1808('http://a/b', 'c', null as never)],
    ['removeDotSegments', () => api.removeDotSegments('/a/../b', null as never)],
  ] as const)('%s: a null options object means the defaults', (_name, f) => {
    expect(f).not.toThrow();
  });
});

describe('the findings, one test each', () => {
  it('quote(a, null) and the other null options objects: the defaults', () => {
    expect(api.quote('a b', null)).toBe('a%20b');
    expect(api.urlsplit('http://a/', null).netloc).toBe('a');
  });
  it('an options argument that is not an object is an ArgumentError', () => {
    expect(() => api.parseURL('http://a/', 'rfc1808' as never)).toThrow(new api.ArgumentError('parseURL: options must be an object, not string'));
    expect(() => api.quote('a', 5 as never)).toThrow(api.ArgumentError);
  });
  it("urlsplit('http://a/', { scheme: 5 }): CPython's TypeError message", () => {
    expect(() => api.urlsplit('http://a/', { scheme: 5 as never })).toThrow(new api.ArgumentError('Cannot mix str and non-str arguments'));
  });
  it("urlunsplit(['http','h',5,'','']) and (['x',null,1738,'','']): CPython's TypeError", () => {
    expect(() => api.urlunsplit(['http', 'h', 5 as never, '', ''])).toThrow(new api.ArgumentError('Cannot mix str and non-str arguments'));
    expect(() => api.urlunsplit(['x', null, 1738 as never, '', ''])).toThrow(new api.ArgumentError('Cannot mix str and non-str arguments'));
    expect(() => api.urlunsplit(5 as never)).toThrow(api.ArgumentError);
  });
  it("quote('a', { safe: 5 }): CPython's message", () => {
    expect(() => api.quote('a', { safe: 5 as never })).toThrow(new api.ArgumentError("'int' object is not iterable"));
  });
  it('an unknown spec or grammar name is a GrammarError (a RangeError) everywhere', () => {
    expect(() => api.removeDotSegments('/a/..', { spec: 'abarth-url-00' as never })).toThrow(api.GrammarError);
    expect(() => api.resolve('http://a/', 'b', { spec: 'rfc2396' as never })).toThrow(api.GrammarError);
    expect(() => api.parseURL('http://a/', { grammar: 'rfc4000' as never })).toThrow(api.GrammarError);
    expect(() => api.parseURL('http://a/', { grammar: 'rfc3986', start: 'nope' as never })).toThrow(api.GrammarError);
    expect(() => api.startSymbols('rfc4000' as never)).toThrow(api.GrammarError);
    expect(() => api.parseRule('host', 'a', { rfc: 1738, grammar: 'x' as never })).toThrow(api.GrammarError);
    expect(new api.GrammarError('x')).toBeInstanceOf(RangeError);
    expect(() => api.resolve('http://a/', 'b', { spec: 3986 as never })).toThrow(api.ArgumentError);
  });
  it('new SplitResult with a non-string field is an ArgumentError, so hostname never meets one', () => {
    expect(() => new api.SplitResult('http', new ArrayBuffer(2) as never, '/', '', '')).toThrow(
      new api.ArgumentError("SplitResult() argument 'netloc' must be a string, not ArrayBuffer"),
    );
    expect(() => new (api.StrTuple as unknown as new () => unknown)()).toThrow(api.ArgumentError);
  });
  it('option values of the wrong type', () => {
    expect(() => api.resolve3986('http://a/', 'b', { trace: 'yes' as never })).toThrow(new api.ArgumentError("resolve3986: option 'trace' must be a boolean, not string"));
    expect(() => api.urlencode({ a: 1 }, { quote_via: 5 as never })).toThrow(new api.ArgumentError("'int' object is not callable"));
    expect(() => api.parse_qs('a=1', { max_num_fields: 'x' as never })).toThrow(api.ArgumentError);
  });
});

describe('an unknown option is an ArgumentError with a "did you mean" (issue 21 item 7)', () => {
  const report = (() => {
    const r = api.parseURL('http://a b/', { grammar: 'rfc3986' });
    if (r.ok) throw new Error('expected an error');
    return r.error;
  })();
  // Every public function that takes an options object, with a misspelt key and the message.
  const cases: ReadonlyArray<readonly [string, (o: object) => unknown, object, string]> = [
    ['parseURL', (o) => api.parseURL('http://a/', o), { grammer: 'rfc3986' }, "parseURL: unknown option 'grammer'; did you mean 'grammar'?"],
    ['parseURLOrThrow', (o) => api.parseURLOrThrow('http://a/', o), { allErrrors: true }, "parseURLOrThrow: unknown option 'allErrrors'; did you mean 'allErrors'?"],
    ['parseRule', (o) => api.parseRule('host', 'a', o), { rfcs: 1738 }, "parseRule: unknown option 'rfcs'; did you mean 'rfc'?"],
    ['grammar.parser', (o) => api.grammar.parser('host', o), { gramar: 'rfc1738', rfc: 1738 }, "grammar.parser: unknown option 'gramar'; did you mean 'grammar'?"],
    ['grammar.abnf', (o) => api.grammar.abnf('hostname', o), { RFC: 1738 }, "grammar.abnf: unknown option 'RFC'; did you mean 'rfc'?"],
    ['grammar.rfcText', (o) => api.grammar.rfcText('hostname', o), { grammar: 'rfc1738' }, "grammar.rfcText: unknown option 'grammar'; the options are 'rfc'"],
    ['formatReport', (o) => api.formatReport(report, o), { colour: true }, "formatReport: unknown option 'colour'; did you mean 'color'?"],
    ['formatReport (a list)', (o) => api.formatReport([report, report], o), { showPasword: true }, "formatReport: unknown option 'showPasword'; did you mean 'showPassword'?"],
    ['resolve', (o) => api.resolve('http://a/b', 'c', o), { specs: 'rfc1808' }, "resolve: unknown option 'specs'; did you mean 'spec'?"],
    ['resolve3986', (o) => api.resolve3986('http://a/b', 'c', o), { stict: false }, "resolve3986: unknown option 'stict'; did you mean 'strict'?"],
    ['resolve1808', (o) => api.resolve1808('http://a/b', 'c', o), { tarce: false }, "resolve1808: unknown option 'tarce'; did you mean 'trace'?"],
    ['removeDotSegments', (o) => api.removeDotSegments('/a/../b', o), { spec: 'rfc1808', traces: false }, "removeDotSegments: unknown option 'traces'; did you mean 'trace'?"],
    ['iriToURI', (o) => api.iriToURI('http://é/', o), { hosts: 'idna' }, "iriToURI: unknown option 'hosts'; did you mean 'host'?"],
    ['uriToIRI', (o) => api.uriToIRI('http://a/', o), { idna: true }, "uriToIRI: unknown option 'idna'; the options are 'host'"],
    ['urljoinTrace', (o) => api.urljoinTrace('http://a/b', 'c', o), { allowFragments: false }, "urljoinTrace: unknown option 'allowFragments'; did you mean 'allow_fragments'?"],
    // The urllib layer: CPython's TypeError for an unexpected keyword argument (3.13's "Did you mean").
    ['urlsplit', (o) => api.urlsplit('http://a/', o), { allow_fragment: false }, "urlsplit() got an unexpected keyword argument 'allow_fragment'. Did you mean 'allow_fragments'?"],
    ['urlparse', (o) => api.urlparse('http://a/', o), { schema: 'http' }, "urlparse() got an unexpected keyword argument 'schema'. Did you mean 'scheme'?"],
    ['urljoin', (o) => api.urljoin('http://a/b', 'c', o), { allowfragments: false }, "urljoin() got an unexpected keyword argument 'allowfragments'. Did you mean 'allow_fragments'?"],
    ['quote', (o) => api.quote('a b', o), { saf: '' }, "quote() got an unexpected keyword argument 'saf'. Did you mean 'safe'?"],
    ['quote_plus', (o) => api.quote_plus('a b', o), { encodings: 'utf-8' }, "quote_plus() got an unexpected keyword argument 'encodings'. Did you mean 'encoding'?"],
    ['quote_from_bytes', (o) => api.quote_from_bytes(new Uint8Array([0x20]), o), { encoding: 'utf-8' }, "quote_from_bytes() got an unexpected keyword argument 'encoding'"],
    ['unquote', (o) => api.unquote('%41', o), { error: 'strict' }, "unquote() got an unexpected keyword argument 'error'. Did you mean 'errors'?"],
    ['unquote_plus', (o) => api.unquote_plus('%41', o), { safe: '' }, "unquote_plus() got an unexpected keyword argument 'safe'"],
    ['parse_qs', (o) => api.parse_qs('a=1', o), { keep_blank_value: true }, "parse_qs() got an unexpected keyword argument 'keep_blank_value'. Did you mean 'keep_blank_values'?"],
    ['parse_qsl', (o) => api.parse_qsl('a=1', o), { max_fields: 1 }, "parse_qsl() got an unexpected keyword argument 'max_fields'"],
    ['urlencode', (o) => api.urlencode({ a: 1 }, o), { quote_vía: api.quote }, "urlencode() got an unexpected keyword argument 'quote_vía'. Did you mean 'quote_via'?"],
  ];

  it.each(cases)('%s', (_name, call, options, message) => {
    expect(() => call(options)).toThrow(new api.ArgumentError(message));
  });

  it('the known keys still work, and an unknown key with the value undefined is still unknown', () => {
    expect(api.parseURL('../x', { grammar: 'rfc1808', start: 'relativeURL', allErrors: true, maxErrors: 3, warnings: true }).ok).toBe(true);
    expect(api.quote('a b', { safe: '', encoding: 'utf-8', errors: 'strict' })).toBe('a%20b');
    expect(api.urlsplit('http://a/#f', { scheme: 'x', allow_fragments: false }).path).toBe('/#f');
    expect(() => api.parseURL('http://a/', { grammar: 'rfc3986', grammer: undefined } as never)).toThrow(api.ArgumentError);
  });

  it('only own keys count: inherited and symbol keys are not options', () => {
    const options = Object.create({ inherited: true }) as { grammar?: 'rfc3986' };
    options.grammar = 'rfc3986';
    expect(api.parseURL('http://a/', options).ok).toBe(true);
    expect(api.quote('a b', { [Symbol('x')]: 1 } as never)).toBe('a%20b');
  });

  it('a long unknown key is cut in the message and costs no edit distance', () => {
    const key = 'k'.repeat(1_000_000);
    const t = performance.now();
    expect(() => api.parseURL('http://a/', { [key]: 1 } as never)).toThrow(/^parseURL: unknown option 'k{60}\.\.\.'; the options are 'grammar', 'start', 'allErrors', 'maxErrors' and 'warnings'$/);
    expect(performance.now() - t).toBeLessThan(1000);
  });
});
