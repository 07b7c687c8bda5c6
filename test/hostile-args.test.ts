/**
 * Hostile arguments at the API boundary (issue 15 item 6): every function and class that
 * src/index.ts exports (and the methods of `grammar`) is called with values of every JSON type,
 * `undefined`, an `ArrayBuffer`, a `Symbol`, a `Uint8Array` (a detached one too), Proxies of a
 * String, a Uint8Array and a Map, functions, objects with throwing getters, and option objects
 * whose known keys hold such values, in up to three positions.
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
import { optionSpecs } from '../base/args.js';
import { FULL } from './support/scale.js';

const TIMED = FULL || process.env.HOSTILE_MS !== undefined;

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
  // Every key some function declares (the registry optionsSpec fills: base/args.ts).
  ...new Set(optionSpecs().flatMap((spec) => spec.names)),
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
  // Values the engine's built-ins refuse to read: a detached Uint8Array, Proxies of a String, a
  // Uint8Array and a Map (issue 38 item 4).
  fc.constant(null).map(() => {
    const b = new ArrayBuffer(4);
    const u = new Uint8Array(b);
    structuredClone(b, { transfer: [b] });
    return u;
  }),
  fc.constant(null).map(() => new Proxy(new String('http://a/'), {})),
  fc.constant(null).map(() => new Proxy(new Uint8Array([0x61]), {})),
  fc.constant(null).map(() => new Proxy(new Map([['a', 1]]), {})),
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
      // npm test: 25,000 calls, the same on every machine (about 200,000 fit the 4 s of test:full,
      // which stops at 1,000,000 or after HOSTILE_MS milliseconds; setting HOSTILE_MS asks for that here too).
      TIMED ? { numRuns: 1_000_000, interruptAfterTimeLimit: Number(process.env.HOSTILE_MS ?? 4000), seed: 20260515 } : { numRuns: 25_000, seed: 20260515 },
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

describe('engine errors become exported errors (issue 38 item 4)', () => {
  /** A Uint8Array whose ArrayBuffer was transferred away: its length reads 0, and its methods throw. */
  const detached = (): Uint8Array => {
    const b = new ArrayBuffer(8);
    const u = new Uint8Array(b);
    structuredClone(b, { transfer: [b] });
    return u;
  };
  const DETACHED = new api.ArgumentError('a Uint8Array whose ArrayBuffer is detached has no bytes to read');

  it.each([
    ['quote_plus', () => api.quote_plus(detached())],
    ['quote', () => api.quote(detached())],
    ['quote_from_bytes', () => api.quote_from_bytes(detached())],
    ["quote's safe", () => api.quote('a', { safe: detached() })],
    ['unquote', () => api.unquote(detached())],
    ['unquote_to_bytes', () => api.unquote_to_bytes(detached())],
    ['unwrap', () => api.unwrap(detached() as never)],
    ['urlsplit', () => api.urlsplit(detached())],
    ['urljoin', () => api.urljoin(detached(), detached())],
    ['urldefrag', () => api.urldefrag(detached() as never)],
    ['parse_qs', () => api.parse_qs(detached())],
    ['urlencode', () => api.urlencode([[detached(), 'x']])],
    ['urlunsplit (an item)', () => api.urlunsplit([detached(), detached(), detached(), detached(), detached()])],
    ['new SplitResultBytes', () => new api.SplitResultBytes(detached(), detached(), detached(), detached(), detached())],
  ] as const)('%s: a detached Uint8Array is an ArgumentError', (_name, call) => {
    expect(call).toThrow(DETACHED);
  });

  it('a detached Uint8Array or a Proxy of a String as the iterable of urlunsplit, urlunparse and _make', () => {
    expect(() => api.urlunsplit(detached() as never)).toThrow(/^urlunsplit\(\) argument cannot be iterated: /);
    expect(() => api.urlunparse(detached() as never)).toThrow(/^urlunparse\(\) argument cannot be iterated: /);
    expect(() => api.urlunsplit(detached() as never)).toThrow(api.ArgumentError);
    const s = new Proxy(new String('http://a/'), {});
    expect(() => api.urlunsplit(s as never)).toThrow(api.ArgumentError);
    expect(() => api.SplitResult._make(s as never)).toThrow(api.ArgumentError);
    // A String object itself is an iterable of its characters, as a Python str: nine, too many.
    expect(() => api.urlunsplit(new String('http://a/') as never)).toThrow(new api.ValueError('too many values to unpack (expected 6)'));
  });

  it('a Proxy of a Uint8Array or of a Map is not bytes, nor a mapping', () => {
    const bytes = new Proxy(new Uint8Array([0x61]), {});
    expect(() => api.quote(bytes as never)).toThrow(api.ArgumentError);
    expect(() => api.urlsplit(bytes as never)).toThrow(new api.ArgumentError('urlsplit() expected str or bytes, not object'));
    expect(() => api.urlencode(new Proxy(new Map([['a', '1']]), {}) as never)).toThrow(new api.ArgumentError('not a valid non-string sequence or mapping object'));
  });

  it('a view that a resizable buffer shrank past reads as empty bytes', () => {
    // (ES2024's resizable buffers: typed by hand, the library's types being ES2022's.)
    const Resizable = ArrayBuffer as unknown as new (n: number, o: { maxByteLength: number }) => ArrayBuffer & { resize(n: number): void };
    const buffer = new Resizable(8, { maxByteLength: 16 });
    const view = new Uint8Array(buffer, 4, 4);
    buffer.resize(2);
    expect(api.quote(view)).toBe('');
  });

  it("urlgrammarFormats(42): an ArgumentError (urlgrammar/ajv exports it)", async () => {
    const ajv = await import('../src/ajv/index.js');
    expect(() => ajv.urlgrammarFormats(42 as never)).toThrow(new ajv.ArgumentError('urlgrammarFormats: the first argument must be an ajv instance (new Ajv())'));
    const fake = { addFormat() {}, addKeyword() {} };
    expect(() => ajv.urlgrammarFormats(fake as never, 42 as never)).toThrow(new ajv.ArgumentError('urlgrammarFormats: options must be an object, not number'));
    expect(() => ajv.urlgrammarFormats(fake as never, { formats: 'uri' as never })).toThrow(ajv.ArgumentError);
    expect(() => ajv.urlgrammarFormats(fake as never, { formats: [5 as never] })).toThrow(new ajv.ArgumentError('urlgrammarFormats: unknown format number; use one of uri, uri-reference, iri, iri-reference, ipv4, ipv6, uri-template'));
  });

  it("extractABNF with a section of 100,000 characters: no heading found (a GrammarError), not the engine's SyntaxError", () => {
    expect(() => api.extractABNF('x', 'a'.repeat(1e5))).toThrow(api.GrammarError);
    // The headings are still found as before, a subsection included.
    const text = ['Intro', '', 'B.  Rules', '', '   a = "x"', 'B.1.  More', '   b = "y"', 'C.  Next', '   c = "z"'].join('\n');
    expect(api.extractABNF(text, 'B')).toBe('   a = "x"\n   b = "y"');
    expect(api.extractABNF(text, 'B.1')).toBe('   b = "y"');
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
    ['formatReport (a list)', (o) => api.formatReport([report, report], o), { colour: true }, "formatReport: unknown option 'colour'; did you mean 'color'?"],
    ['resolve', (o) => api.resolve('http://a/b', 'c', o), { specs: 'rfc1808' }, "resolve: unknown option 'specs'; did you mean 'spec'?"],
    ['resolve3986', (o) => api.resolve3986('http://a/b', 'c', o), { stict: false }, "resolve3986: unknown option 'stict'; did you mean 'strict'?"],
    ['resolve1808', (o) => api.resolve1808('http://a/b', 'c', o), { tarce: false }, "resolve1808: unknown option 'tarce'; did you mean 'trace'?"],
    ['removeDotSegments', (o) => api.removeDotSegments('/a/../b', o), { spec: 'rfc1808', traces: false }, "removeDotSegments: unknown option 'traces'; did you mean 'trace'?"],
    ['iriToURI', (o) => api.iriToURI('http://é/', o), { hosts: 'idna' }, "iriToURI: unknown option 'hosts'; did you mean 'host'?"],
    ['uriToIRI', (o) => api.uriToIRI('http://a/', o), { idna: true }, "uriToIRI: unknown option 'idna'; the options are 'host' and 'decodeUnreserved'"],
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
    // An edit distance to a million-character key would take minutes: the timeout is the hang guard.
    expect(() => api.parseURL('http://a/', { [key]: 1 } as never)).toThrow(/^parseURL: unknown option 'k{60}\.\.\.'; the options are 'grammar', 'start', 'allErrors', 'maxErrors' and 'warnings'$/);
  }, 10_000);
});

describe('hostile structured arguments end in an exported error (issue 21 item 7)', () => {
  /**
   * A "tree" whose root is its own child. Its `children` getter counts its reads and throws a
   * plain Error past `limit`, so that code that descends forever (the old `nodeAt` ran out of
   * heap, `walk` out of stack) fails this test with that Error instead of taking the runner down.
   */
  function cyclic(limit = 5_000): { node: api.ASTNode; reads: () => number } {
    let reads = 0;
    const node = { type: 'x', rfc: 3986, start: 0, end: 5, text: 'abcde' } as Record<string, unknown>;
    const children = [node];
    Object.defineProperty(node, 'children', {
      enumerable: true,
      get: () => {
        if (++reads > limit) throw new Error(`children read ${reads} times: the cycle was not found`);
        return children;
      },
    });
    return { node: node as unknown as api.ASTNode, reads: () => reads };
  }

  it.each([
    ['nodeAt', (n: api.ASTNode) => api.nodeAt(n, 2)],
    ['walk', (n: api.ASTNode) => api.walk(n, () => true)],
    ['find', (n: api.ASTNode) => api.find(n, 'nope')],
    ['findAll', (n: api.ASTNode) => api.findAll(n, 'x')],
  ] as const)('a cyclic AST given to %s', (name, call) => {
    const { node, reads } = cyclic();
    expect(() => call(node)).toThrow(new api.ArgumentError(`${name}: the AST is cyclic (a node is among its own descendants)`));
    expect(reads()).toBeLessThan(1_000);
  });

  it('a cycle further down, and a node that is shared but not its own ancestor', () => {
    const r = api.parseURL('http://a/b', { grammar: 'rfc3986' });
    if (!r.ok) throw new Error(r.error.message);
    const { node } = cyclic();
    const root = { ...r.ast, children: [...r.ast.children, { ...node, start: 10, end: 10 }, node] } as api.ASTNode;
    expect(() => api.findAll(root, 'x')).toThrow(api.ArgumentError);
    // The same leaf twice under one parent is a DAG, not a cycle: walked twice.
    const leaf = api.find(r.ast, 'segment')!;
    const dag = { ...leaf, children: [leaf, leaf] } as api.ASTNode;
    expect(api.findAll(dag, 'segment')).toHaveLength(3);
  });

  it('a deep but finite tree is walked without a stack overflow', () => {
    let n = { type: 'leaf', rfc: 3986, start: 0, end: 1, text: 'a', children: [] } as unknown as api.ASTNode;
    for (let i = 0; i < 100_000; i++) n = { type: 'inner', rfc: 3986, start: 0, end: 1, text: 'a', children: [n] } as unknown as api.ASTNode;
    expect(api.findAll(n, 'leaf')).toHaveLength(1);
    expect(api.nodeAt(n, 0)?.type).toBe('leaf');
    let depth = 0;
    api.walk(n, (_x, ancestors) => void (depth = Math.max(depth, ancestors.length)));
    expect(depth).toBe(100_000);
  });

  it('children that are not nodes', () => {
    const n = (children: unknown) => ({ type: 'x', rfc: 3986, start: 0, end: 5, text: 'abcde', children: [{ type: 'y', start: 0, end: 5, children }] }) as unknown as api.ASTNode;
    expect(() => api.walk(n(undefined), () => true)).toThrow(new api.ArgumentError("walk: a node's children must be an array of ASTNodes (as parseURL returns), not undefined"));
    expect(() => api.find(n([null]), 'z')).toThrow(new api.ArgumentError("find: a node's children must be ASTNodes (as parseURL returns), not null"));
    expect(() => api.nodeAt(n('abc'), 1)).toThrow(new api.ArgumentError("nodeAt: a node's children must be an array of ASTNodes (as parseURL returns), not string"));
    expect(() => api.nodeAt(n([5]), 1)).toThrow(api.ArgumentError);
    // Four billion holes: the first one is the error, read at once.
    expect(() => api.findAll(n(new Array(2 ** 32 - 1)), 'z')).toThrow(api.ArgumentError);
  });

  /** An endless iterable that throws a plain Error past `limit` items, so that reading it all fails the test, not the runner. */
  function* endless(item: unknown, limit = 1_000): Generator<unknown> {
    for (let i = 0; ; i++) {
      if (i >= limit) throw new Error('read past the arity: the iterable was not bounded');
      yield item;
    }
  }

  it('an endless iterable given to urlunsplit, urlunparse and _make: read one item past the arity', () => {
    expect(() => api.urlunsplit(endless('a') as Iterable<string>)).toThrow(new api.ValueError('too many values to unpack (expected 6)'));
    expect(() => api.urlunparse(endless('a') as Iterable<string>)).toThrow(new api.ValueError('too many values to unpack (expected 7)'));
    expect(() => api.urlunsplit(endless(new Uint8Array([0x61])) as Iterable<Uint8Array>)).toThrow(api.ValueError);
    for (const [cls, n, item] of [
      [api.SplitResult, 5, 'a'], [api.ParseResult, 6, 'a'], [api.DefragResult, 2, 'a'],
      [api.SplitResultBytes, 5, new Uint8Array()], [api.ParseResultBytes, 6, new Uint8Array()], [api.DefragResultBytes, 2, new Uint8Array()],
    ] as const) {
      expect(() => (cls._make as (v: Iterable<unknown>) => unknown)(endless(item)), cls.name).toThrow(new api.ArgumentError(`Expected ${n} arguments, got more than ${n}`));
    }
    // A mistyped item before the arity is still CPython's TypeError, and an array's count is its length.
    expect(() => api.urlunsplit(endless(5) as Iterable<string>)).toThrow(api.ArgumentError);
    expect(() => api.SplitResult._make(['a', 'b', 'c', 'd', 'e', 'f'])).toThrow(new api.ArgumentError('Expected 5 arguments, got 6'));
    // (Arrays of a modest length: before the bound, an array of 2 ** 32 - 1 holes was spread whole,
    // which a regression must not be allowed to do to the test runner.)
    expect(() => api.SplitResult._make(new Array(100_000))).toThrow(new api.ArgumentError('Expected 5 arguments, got 100000'));
    expect(() => api.SplitResult._make(5 as never)).toThrow(new api.ArgumentError("'int' object is not iterable"));
    expect(() => api.urlunsplit(new Array(100_000))).toThrow(new api.ValueError('too many values to unpack (expected 6)'));
    // Exactly the arity: the iterable is read, and closed when it has more than that.
    let closed = false;
    function* five() {
      try {
        yield* ['http', 'h', '/p', 'q', 'f'];
      } finally {
        closed = true;
      }
    }
    expect(api.urlunsplit(five())).toBe('http://h/p?q#f');
    expect(api.SplitResult._make(five()).geturl()).toBe('http://h/p?q#f');
    expect(closed).toBe(true);
  });

  describe('formatReport: malformed nested fields are an ArgumentError naming the field', () => {
    const r = api.parseURL('http://a b/', { grammar: 'rfc3986' });
    if (r.ok) throw new Error('expected an error');
    const good = { ...r.error, fixes: r.error.fixes };
    const prefix = 'formatReport: the report must be a URLErrorReport (as parseURL returns): ';
    const cycle = { ...good } as Record<string, unknown>;
    cycle['trace'] = [...good.trace, cycle];
    it.each([
      ['trace is not an array', { ...good, trace: 'x' }, 'trace must be an array, not string'],
      ['a frame whose start is a string', { ...good, trace: [{ ...good.trace[0], start: '3' }] }, 'trace[0].start must be a number, not string'],
      ['the offset is a string', { ...good, offset: '3' }, 'offset must be a number, not string'],
      ['the grammar is a symbol', { ...good, grammar: Symbol('g') }, 'grammar must be a string, not symbol'],
      ['the kind has no prototype', { ...good, kind: Object.create(null) }, 'kind must be a string, not object'],
      ['a terminal is a symbol', { ...good, expected: [{ ...good.expected[0], terminals: [Symbol('t')] }] }, 'expected[0].terminals[0] must be a string, not symbol'],
      ['an expectation is null', { ...good, expected: [null] }, 'expected[0] must be an object, not null'],
      ['an rfc is a symbol', { ...good, expected: [{ ...good.expected[0], rfc: Symbol('r') }] }, "expected[0].rfc must be a number or 'urlgrammar', not symbol"],
      ['found.text is a bigint', { ...good, found: { text: 1n, codePoint: 1, name: null } }, 'found.text must be a string, not bigint'],
      ['the culprit is a string', { ...good, culprit: '1:1' }, 'culprit must be an object, not string'],
      ['culprit.line is missing', { ...good, culprit: { offset: 1, column: 1 } }, 'culprit.line must be a number, not undefined'],
      ['a fix whose url is a number', { ...good, fixes: [{ message: 'm', url: 5, edits: [], validates: true }] }, 'fixes[0].url must be a string, not number'],
      ['hints of four billion holes', { ...good, hints: new Array(2 ** 32 - 1) }, 'hints[0] must be an object, not undefined'],
      ['a trace that holds the report itself', cycle, `trace[${good.trace.length}].rule must be a string, not undefined`],
    ] as const)('%s', (_name, report, message) => {
      expect(() => api.formatReport(report as never)).toThrow(new api.ArgumentError(prefix + message));
      expect(() => api.formatReport([report, report] as never)).toThrow(new api.ArgumentError(prefix + message));
    });
    it('a report whose culprit is itself is still a report: printed', () => {
      const self = { ...good } as Record<string, unknown>;
      self['culprit'] = self;
      expect(api.formatReport(self as never)).toMatch(/^error\[char\.space\]/);
      expect(api.formatReport(good)).toBe(api.formatReport(r.error));
    });
  });
});
