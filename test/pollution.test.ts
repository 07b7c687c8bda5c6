/**
 * Options from own keys only (DECISIONS 34, issue 38 item 3): an option is an own, enumerable,
 * string-keyed property, and an array argument is read by own index (a hole is `undefined`).
 * Every export of the main entry is run with the arguments of its TSDoc examples (each example
 * block, in this process, against the sources: test/support/examples.ts),
 * and gives the same results with every option name the library declares (`optionSpecs`, the
 * registry `optionsSpec` fills) set on `Object.prototype`, and with the indexes 0 to 10 set on
 * `Array.prototype`. The polluting properties are deleted in `finally` blocks.
 *
 * `urlgrammar/ajv`'s examples are not run so: ajv itself (and fast-uri, which it uses) reads
 * options through `Object.prototype` (`new Ajv()` warns of every polluted name, and `compile`
 * fails), so the plugin is called with a recording stand-in for an ajv instance instead.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../src/index.js';
import * as ajvEntry from '../src/ajv/index.js';
import { optionSpecs } from '../base/args.js';
import { compileBlock, exportExamples, type CompiledBlock, type LineOutcome } from './support/examples.js';
import { everyKth, FULL } from './support/scale.js';

/** Every option name of every spec the library declares (the entries above are loaded, so all of them). */
const OPTION_NAMES = [...new Set(optionSpecs().flatMap((s) => s.names))].sort();

type Pollution = { readonly name: string; readonly object: object; readonly values: ReadonlyMap<string, unknown> };

/** A value per option name that changes what the option's default does (else a wrong type: an error, also a change). */
const EFFECTIVE: Readonly<Record<string, unknown>> = {
  base: 'http://evil.example/', grammar: 'rfc1808', start: 'relativeURL', spec: 'rfc1808', rfc: 1738, host: 'idna',
  scheme: 'evil', safe: '/:?=&', encoding: 'latin-1', errors: 'ignore', separator: ';', quote_via: () => 'EVIL',
  max_num_fields: 0, maxErrors: 1, level: 'none', steps: ['case'], escapedDots: 'keep', output: 'components',
  allow_fragments: false, strict: false, decodeUnreserved: false, formats: false, keyword: 'evil', nesting: 0,
  name: 'evil', section: '9.9', prose: 'accept', tokens: 'evil', imports: 'evil',
};

function pollutions(): Pollution[] {
  const each = (name: string, value: (k: string) => unknown): Pollution => ({ name, object: Object.prototype, values: new Map(OPTION_NAMES.map((k) => [k, value(k)])) });
  const indexes = (name: string, value: unknown): Pollution => ({ name, object: Array.prototype, values: new Map(Array.from({ length: 11 }, (_, i) => [String(i), value])) });
  return [
    each('every option name = true', () => true),
    each("every option name = 'polluted'", () => 'polluted'),
    each('every option name = an effective value', (k) => (Object.hasOwn(EFFECTIVE, k) ? EFFECTIVE[k] : true)),
    indexes("Array.prototype[0..10] = 'EVIL'", 'EVIL'),
    indexes('Array.prototype[0..10] = 5', 5),
  ];
}

/** Runs `f` with the pollution's properties set, and deletes them whatever happens. */
function polluted<T>(p: Pollution, f: () => T): T {
  try {
    for (const [k, v] of p.values) Object.defineProperty(p.object, k, { value: v, writable: true, enumerable: true, configurable: true });
    return f();
  } finally {
    for (const k of p.values.keys()) delete (p.object as Record<string, unknown>)[k];
  }
}


interface Runnable {
  readonly name: string;
  readonly blocks: readonly CompiledBlock[];
}

/** What each block gives with nothing polluted: run once, before any pollution, for every pollution to compare with. */
const cleanRuns = new Map<CompiledBlock, readonly LineOutcome[]>();

const runnables: Runnable[] = [];

beforeAll(async () => {
  for (const e of exportExamples('src/index.ts')) runnables.push({ name: e.name, blocks: await Promise.all(e.blocks.map(compileBlock)) });
  // The capture engine's door: its functions take options (budgets, modes) from the templates and
  // patterns users will write, so they are held to DECISIONS 34 as the package's exports are.
  for (const e of exportExamples('grammar/engine/capture/index.ts')) runnables.push({ name: e.name, blocks: await Promise.all(e.blocks.map(compileBlock)) });
  for (const r of runnables) for (const b of r.blocks) cleanRuns.set(b, b.run());
}, 60_000);

describe('the registry of options', () => {
  it('holds every option of the API, each function once per spec', () => {
    // A few names that must be there: each was read through Object.prototype before (issue 38).
    expect(OPTION_NAMES).toEqual(expect.arrayContaining(['base', 'grammar', 'start', 'spec', 'safe', 'encoding', 'errors', 'separator', 'host', 'schemes', 'formats', 'keyword', 'scheme', 'allow_fragments']));
    const fns = optionSpecs().map((s) => s.fn);
    expect(fns).toEqual(expect.arrayContaining(['parseURL', 'parseWHATWG', 'resolve', 'quote', 'unquote', 'parse_qsl', 'urlencode', 'iriToURI', 'urlgrammarFormats', 'loadABNF', 'normalize']));
  });

  it('every function that takes options (a spec) has an export whose examples run here', () => {
    const ran = new Set(runnables.filter((r) => r.blocks.some((b) => b.checks > 0)).map((r) => r.name));
    // A spec's function by its export: `grammar.parser` is an example of `grammar`; the urllib
    // functions' Python names and the rest are exports of their own name.
    const exportOf = (fn: string): string => fn.split('.')[0]!;
    // (`url` is the schema entry's, `uri` and `iri` its examples; urlgrammarFormats is tested below.)
    // (formatReport's examples print: it has a test of its own below.)
    const missing = [...new Set(optionSpecs().map((s) => exportOf(s.fn)))].filter((n) => !ran.has(n) && !['url', 'urlgrammarFormats', 'formatReport'].includes(n));
    expect(missing).toEqual([]);
    expect(ran.has('url') || ran.has('uri')).toBe(true);
  });
});

describe('every export gives its examples the same results with a polluted prototype (DECISIONS 34)', () => {
  // Under test:full every pollution runs every block; under npm test each runs every second block,
  // the pollutions taking turns (the first the even blocks, the second the odd, ...), so that each
  // block runs under an Object.prototype pollution and under an Array.prototype one.
  it.each(pollutions().map((p, i) => ({ ...p, at: i })))('$name', (p) => {
    const differences: string[] = [];
    let lines = 0;
    const blocks = everyKth(runnables.flatMap((r) => r.blocks.map((b) => ({ r, b }))), 2, p.at);
    for (const { r, b } of blocks) {
      {
        const clean = cleanRuns.get(b)!;
        const dirty = polluted(p, () => b.run());
        lines += clean.length;
        const show = (o: readonly LineOutcome[]) => o.map((x) => `${x.line}: ${x.outcome}`);
        const [c, d] = [show(clean), show(dirty)];
        for (let i = 0; i < Math.max(c.length, d.length); i++) {
          if (c[i] !== d[i]) {
            differences.push(`${r.name} (${b.block.file}:${b.block.line})\n    clean:    ${c[i]?.slice(0, 300)}\n    polluted: ${d[i]?.slice(0, 300)}`);
            break;
          }
        }
      }
    }
    expect(differences).toEqual([]);
    expect(lines).toBeGreaterThan(FULL ? 300 : 150);
  });
});

describe('urlgrammar/ajv: urlgrammarFormats reads its own options only', () => {
  /** A stand-in for an ajv instance that records what the plugin registers, and the keyword's verdicts. */
  function register(options?: ajvEntry.URLGrammarAjvOptions): string[] {
    const log: string[] = [];
    const fake = {
      addFormat(name: string, f: { validate: (s: string) => boolean }) {
        log.push(`format ${name}: ${['http://a/b', 'a b', '::1', '1.2.3.4'].map((x) => f.validate(x)).join(',')}`);
      },
      addKeyword(d: { keyword: string; compile: (schema: object) => (data: unknown) => boolean }) {
        const v = d.compile({});
        log.push(`keyword ${d.keyword}: ${['http://a/b', 'a b', '../x'].map((x) => v(x)).join(',')}`);
      },
    };
    ajvEntry.urlgrammarFormats(fake as never, options);
    return log;
  }

  it.each(pollutions())('$name', (p) => {
    for (const options of [undefined, { formats: ['uri', 'ipv6'] as ajvEntry.URLFormatName[] }, { keyword: 'k' }]) {
      expect(polluted(p, () => register(options))).toEqual(register(options));
    }
    // A hole in the list of formats is no format name, whatever Array.prototype holds.
    // eslint-disable-next-line no-sparse-arrays
    const holey = ['uri', , 'iri'] as unknown as ajvEntry.URLFormatName[];
    expect(() => polluted(p, () => register({ formats: holey }))).toThrow(ajvEntry.ArgumentError);
  });
});

describe('the findings of issue 38, one test each', () => {
  const with_ = <T,>(object: object, values: Record<string, unknown>, f: () => T): T =>
    polluted({ name: '', object, values: new Map(Object.entries(values)) }, f);

  it("parseWHATWG('x') takes no base from Object.prototype", () => {
    expect(api.parseWHATWG('x').href).toBeNull();
    expect(with_(Object.prototype, { base: 'http://evil.example/' }, () => api.parseWHATWG('x').href)).toBeNull();
  });

  it("parseURL's grammar and start, resolve's spec: not inherited", () => {
    const clean = api.parseURL('http://a/b');
    expect(with_(Object.prototype, { grammar: 'rfc1808', start: 'relativeURL' }, () => api.parseURL('http://a/b'))).toEqual(clean);
    // RFC 3986 removes the dot-segments past the root; RFC 1808 keeps them.
    expect(api.resolve('http://a/b/c/d;p?q', '../../../g', { spec: 'rfc1808' }).href).toBe('http://a/../g');
    expect(with_(Object.prototype, { spec: 'rfc1808' }, () => api.resolve('http://a/b/c/d;p?q', '../../../g').href)).toBe('http://a/g');
  });

  it('formatReport takes no option from Object.prototype (a password stays masked)', () => {
    const r = api.parseURL('http://user:secret@a b/');
    if (r.ok) throw new Error('expected an error');
    const clean = api.formatReport(r.error);
    expect(clean).not.toContain('secret');
    expect(with_(Object.prototype, { showPassword: true, color: true }, () => api.formatReport(r.error))).toBe(clean);
  });

  it("quote, unquote, parse_qsl, urlencode and iriToURI: Python's keywords are not inherited", () => {
    const o = Object.prototype;
    expect(with_(o, { safe: 'a b' }, () => api.quote('a b/'))).toBe('a%20b/');
    expect(with_(o, { encoding: 'latin-1', errors: 'strict' }, () => api.unquote('%C3%A9'))).toBe('é');
    expect(with_(o, { keep_blank_values: true, separator: ';' }, () => api.parse_qsl('a=1;b=&c=3'))).toEqual([['a', '1;b='], ['c', '3']]);
    expect(with_(o, { quote_via: () => 'EVIL', doseq: true }, () => api.urlencode({ a: ['1', '2'] }))).toBe('a=%5B%271%27%2C+%272%27%5D');
    expect(with_(o, { host: 'idna' }, () => api.iriToURI('http://é.example/'))).toBe(api.iriToURI('http://é.example/'));
    expect(api.iriToURI('http://é.example/')).toBe('http://%C3%A9.example/');
  });

  it("urlunsplit(['http', 'h', '/p', , 'f']): a hole is an empty query, not Array.prototype[3]", () => {
    // eslint-disable-next-line no-sparse-arrays
    const parts = ['http', 'h', '/p', , 'f'];
    expect(with_(Array.prototype, { 3: 'EVIL' }, () => api.urlunsplit(parts))).toBe('http://h/p#f');
    // eslint-disable-next-line no-sparse-arrays
    expect(with_(Array.prototype, { 3: 'EVIL', 4: 'x' }, () => api.urlunparse(['http', 'h', '/p', , , 'f']))).toBe('http://h/p#f');
    // A hole among urlencode's pairs is None, which is no pair; a hole in a doseq list is None.
    // eslint-disable-next-line no-sparse-arrays
    expect(() => with_(Array.prototype, { 1: ['EVIL', 'x'] }, () => api.urlencode([['a', '1'], ,] as never))).toThrow(/^cannot unpack non-iterable None/);
    // eslint-disable-next-line no-sparse-arrays
    expect(with_(Array.prototype, { 1: 'EVIL' }, () => api.urlencode([['a', ['1', , '3']]], { doseq: true }))).toBe('a=1&a=None&a=3');
  });

  it('a one-character key on Object.prototype is no pair of quotation marks or brackets around a pasted URL', () => {
    // "h" ... "c" read as a pair would drop the first and last characters of the URL.
    const pasted = 'http://a/b c';
    const clean = api.fixURL(pasted);
    expect(clean.url).toBe('http://a/b%20c');
    expect(with_(Object.prototype, { h: 'c', '<': ']' }, () => api.fixURL(pasted))).toEqual(clean);
    expect(with_(Object.prototype, { h: 'c', '<': ']' }, () => api.fixURL('<http://a/b c]'))).toEqual(api.fixURL('<http://a/b c]'));
    const fixes = (r: ReturnType<typeof api.parseURL>) => (r.ok ? null : r.error.fixes);
    expect(with_(Object.prototype, { h: 'c' }, () => fixes(api.parseURL(pasted)))).toEqual(fixes(api.parseURL(pasted)));
  });

  it('an own option is read once, and a symbol key is no option', () => {
    let reads = 0;
    const options = Object.defineProperty({}, 'safe', { enumerable: true, get: () => (reads++, '/') });
    expect(api.quote('a b/', options)).toBe('a%20b/');
    expect(reads).toBe(1);
    expect(api.quote('a b/', { [Symbol('safe')]: '' } as never)).toBe('a%20b/');
  });
});
