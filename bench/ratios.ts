/**
 * `npm run bench -- --ratios`: the cost ratios the tests asserted until issue 39 (DECISIONS 36: no
 * wall clock decides a test; a test that can fail because the machine is busy is a defect). Each
 * row times two calls (ten times the input against a tenth of it, a refusal against a parse, the
 * bundle against the module, RFC 3987 against RFC 3986) and prints the ratio beside the limit the
 * test held it to, "over" where it is past it. Nothing here fails a run: it is read, and a row over
 * its limit is looked into (the full ladder is `npm run bench -- --ladder`).
 *
 * Run with --expose-gc (npm run bench does) so that each side starts from a collected heap.
 */
import { existsSync, readFileSync } from 'node:fs';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import * as api from '../src/index.js';
import { urlgrammarFormats } from '../src/ajv/index.js';
import { API, API_FLOOR, API_LIMIT, API_PATTERNS, ASTRAL_SHAPES, ASTRAL_STARTS, build, PARSE_SHAPES } from './cases.js';
import { timeRatio, type RatioOptions } from './timing.js';

/** One ratio: what it compares, its two sides, and how the test measured it. */
interface Row {
  readonly name: string;
  readonly small: () => unknown;
  readonly big: () => unknown;
  readonly options: RatioOptions;
}

/** A call that may end in a documented error (a typed error is a result too). */
const quiet = (f: () => unknown) => () => {
  try {
    f();
  } catch (e) {
    if (!(e instanceof Error) || /^(RangeError|InternalError)$/.test(e.name)) throw e;
  }
};

function rows(only: string): Row[] {
  const out: Row[] = [];
  const add = (name: string, small: () => unknown, big: () => unknown, options: RatioOptions) => {
    if (!only || name.includes(only)) out.push({ name, small, big, options });
  };
  // test/linear.test.ts: parseURL at 10 KB against 100 KB; rfc3987 against rfc3986.
  for (const [name, grammar, , make, start] of PARSE_SHAPES) {
    const small = make(10_000);
    const big = make(100_000);
    add(`parseURL ${grammar}: ${name}, 100 KB / 10 KB`, () => api.parseURL(small, { grammar, start }), () => api.parseURL(big, { grammar, start }), { limit: 35, single: true });
  }
  for (const [name, iri, uri, limit] of ASTRAL_SHAPES) {
    const a = iri(100_000);
    const b = uri(100_000);
    add(`report rfc3987 / rfc3986: ${name}`, () => api.parseURL(b, ASTRAL_STARTS.rfc3986), () => api.parseURL(a, ASTRAL_STARTS.rfc3987), { limit, single: true });
  }
  // test/linear-api.test.ts: every public function on its worst shapes.
  for (const c of API) {
    for (const [prefix, unit] of API_PATTERNS[c.name] ?? []) {
      const small = build(prefix, unit, 10_000);
      const big = build(prefix, unit, 100_000);
      add(`${c.name} on ${JSON.stringify(prefix)} + ${JSON.stringify(unit)}, 100 KB / 10 KB`, () => c.run(small), () => c.run(big), { limit: API_LIMIT(c.name), floor: API_FLOOR(c.name), tries: 5 });
    }
  }
  // test/diagnostics.test.ts: allErrors, a fixed number of errors; maxErrors on marks everywhere.
  const spaced = (n: number) => 'http://h/' + 'a'.repeat(n) + ' b' + 'c'.repeat(n) + ' d';
  const s20 = spaced(20_000);
  const s80 = spaced(80_000);
  add('allErrors, two spaces, 80 KB / 20 KB', () => api.parseURL(s20, { allErrors: true }), () => api.parseURL(s80, { allErrors: true }), { limit: 12 });
  const marks = (n: number) => 'http://a/' + 'a\u200e'.repeat(n);
  const m2 = marks(2_000);
  const m32 = marks(32_000);
  const capped = { grammar: 'rfc3987', allErrors: true, maxErrors: 5 } as const;
  add('allErrors maxErrors 5, bidi marks, 32,000 / 2,000', () => api.parseURL(m2, capped), () => api.parseURL(m32, capped), { limit: 48 });
  // test/recover-bounds.test.ts: allErrors where recovery cycled, against the plain report.
  const unclosed = 'http://[aaaa' + '/a'.repeat(50_000);
  add('allErrors / plain report, an unclosed "[" before 100 KB', () => api.parseURL(unclosed), () => api.parseURL(unclosed, { allErrors: true }), { limit: 10, single: true });
  // test/query.test.ts and test/hostile.test.ts: max_num_fields refuses before parsing.
  const huge = 'a=1&'.repeat(1_000_000) + 'b=2';
  add('parse_qsl: refusing a million fields / parsing them', () => api.parse_qsl(huge, { max_num_fields: 1_000_001 }), quiet(() => api.parse_qsl(huge, { max_num_fields: 10 })), { limit: 1 / 50, single: true });
  add('parse_qs: refusing a million fields / parsing them', () => api.parse_qs(huge, { max_num_fields: 2_000_000 }), quiet(() => api.parse_qs(huge, { max_num_fields: 10 })), { limit: 1 / 50, single: true });
  // test/ajv.test.ts: the format and the keyword on long strings.
  const ajv = new Ajv({ strict: false });
  urlgrammarFormats(ajv);
  const check = ajv.compile({ format: 'uri' });
  const keyword = ajv.compile({ urlgrammar: {} });
  const p50 = 'http://h/' + 'a/'.repeat(50_000);
  const p500 = 'http://h/' + 'a/'.repeat(500_000);
  add('ajv format uri, 1 MB / 100 KB', () => check(p50), () => check(p500), { limit: 60, floor: 0.05 });
  add('ajv keyword rejecting, 1 MB / 100 KB', () => keyword(p50 + ' '), () => keyword(p500 + ' '), { limit: 60, single: true, floor: 1 });
  // test/whatwg-parser.test.ts: the basic URL parser, 1 MB against 100 KB.
  const whatwg: Array<[string, (n: number) => string]> = [
    ['"../" against a base', (n) => '../'.repeat(n / 3)],
    ['a query, then a fragment', (n) => 'http://h/?' + 'a=b&'.repeat(n / 8) + '#' + 'ab'.repeat(n / 4)],
    ['a host of labels', (n) => 'http://' + 'a.'.repeat(n / 2) + 'com/'],
    ['"@" repeated', (n) => 'http://' + 'a@'.repeat(n / 2) + 'h/'],
    ['spaces in the path', (n) => 'http://h/' + ' a'.repeat(n / 2)],
    ['IPv6 pieces', (n) => 'http://[' + '1:'.repeat(n / 2) + ']/'],
  ];
  for (const [name, make] of whatwg) {
    const small = make(100_000);
    const big = make(1_000_000);
    add(`parseWHATWG: ${name}, 1 MB / 100 KB`, () => api.parseWHATWG(small, { base: 'http://x/y/z' }), () => api.parseWHATWG(big, { base: 'http://x/y/z' }), { limit: 30, single: true, tries: 5 });
  }
  // test/resolver-rfc1808.test.ts and test/resolver-resolve.test.ts: "../" × n, every spec.
  for (const spec of api.RESOLVE_SPECS) {
    for (const [label, make] of [['"../"', (n: number) => '../'.repeat(n) + 'g'], ['"../" then a space', (n: number) => '../'.repeat(n) + ' g#a b']] as const) {
      const small = make(10_000);
      const big = make(100_000);
      add(`resolve ${spec}: ${label} × n, 100 KB / 10 KB`, quiet(() => api.resolve('http://a/b/c/d;p?q', small, { spec })), quiet(() => api.resolve('http://a/b/c/d;p?q', big, { spec })), { limit: spec === 'rfc1808' ? 60 : 90, single: true, floor: 1 });
    }
  }
  // test/bundle.test.ts: the warehouse bundle in a bare context against the module.
  const file = fileURLToPath(new URL('../dist/urlgrammar.bundle.js', import.meta.url));
  if (existsSync(file)) {
    const ctx = vm.createContext({});
    vm.runInContext(readFileSync(file, 'utf8'), ctx, { filename: 'urlgrammar.bundle.js' });
    const inBundle = vm.runInContext('(s, g) => urlgrammar.parseURL(s, { grammar: g }).ok', ctx) as (s: string, g: string) => boolean;
    for (const [grammar, prefix, unit] of [['rfc1738', 'http://[', '1:'], ['rfc1738', 'ftp://u@', '1.'], ['rfc3987', 'http://', ':']] as const) {
      const input = prefix + unit.repeat(100_000 / unit.length);
      add(`bundle / module, the report under ${grammar} on ${JSON.stringify(prefix)} + ${JSON.stringify(unit)}×n`, () => api.parseURL(input, { grammar }), () => inBundle(input, grammar), { limit: 1.6, single: true, tries: 5 });
    }
  }
  return out;
}

/** Runs the ratios (those whose name contains `only`) and prints them, one a line (or JSON). */
export function runRatios(o: { only: string; json: boolean }): void {
  const results: Array<{ name: string; ratio: number; limit: number; over: boolean; detail: string }> = [];
  for (const r of rows(o.only)) {
    const m = timeRatio(r.small, r.big, r.options);
    const row = { name: r.name, ratio: m.ratio, limit: r.options.limit, over: m.ratio >= r.options.limit, detail: m.detail };
    results.push(row);
    if (!o.json) console.log(`${row.over ? 'OVER' : 'ok  '}  ${row.ratio.toFixed(3).padStart(8)}  (limit ${String(+row.limit.toFixed(3)).padStart(5)})  ${row.name}`);
  }
  if (o.json) console.log(JSON.stringify(results, null, 2));
  else console.log(`${results.length} ratios, ${results.filter((r) => r.over).length} over their limits (the machine's load counts: read, then measure again)`);
}
