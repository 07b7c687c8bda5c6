/**
 * The benchmark: urlgrammar against its peers on the corpus (test/corpus), interleaved round by round.
 *
 *   npm run bench                         the table (and the memory of `check`)
 *   npm run bench -- --json               the same as JSON on stdout
 *   npm run bench -- --rounds 15          rounds measured (after 2 warm-up rounds); default 11
 *   npm run bench -- --no-memory          skip the peak-memory runs of the CLI
 *   npm run bench -- --memory-urls 1000000
 *   npm run bench -- --ladder [--max-mb 10]   the scaling ladder instead (bench/ladder.ts)
 *   npm run bench -- --ratios [--only S]  the cost ratios the tests once asserted (bench/ratios.ts)
 *   npm run bench -- --only mixed         only the operations whose name contains "mixed"
 *   npm run bench -- --no-valid-ladder    skip the valid and rejected ladders (every shape at 1 MB through parseURL)
 *   npm run bench -- --valid-bytes 100000 its size (default 1 MB)
 *   npm run bench -- --jobs [--times 100] `check --jobs N` on the corpus ×100 (bench/jobs.ts)
 *   npm run bench -- --abnf-budget        the hostile ABNF grammars of issue 39 under the default budgets
 *                                         (bench/abnf-budget.ts; also at the end of the table, unless --only)
 *   npm run bench -- --only normalize     RFC 3986 §6 normalize (scheme and syntax levels) against
 *                                         fast-uri's and uri-js's normalize (--only equivalent: their equal)
 *   npm run bench -- --only "template expand"  URI Template expansion (bench/templates.ts) against
 *                                         std-uritemplate, url-template and uri-template-lite
 *   npm run bench -- --only "template match"   matchTemplate against uri-templates' fromUri (bench/templates.ts)
 *   npm run bench -- --only "template ladder"  parseTemplate and matchTemplate on 1 MB ladders (ns/char)
 *   npm run bench -- --only repair        the repair ladder alone (issue 46: the least-cost repair on every
 *                                         rejected shape at 1 MB, its target and 10 slowest shapes)
 *   npm run bench -- --only "issue 43"    issue 43's rows (bench/issue43.ts): parseURL reading components or
 *                                         the AST, the record-only reader and its 1 MB ladder, against new URL
 *
 * Peers: Node's legacy `url.parse`/`url.resolve`, WHATWG `URL`, `fast-uri`, `uri-js`, Node's
 * `querystring`/`URLSearchParams`, and CPython's `urllib.parse` in one `python3` process that times
 * itself on the same inputs (bench/peer.py; uncached `urlsplit`, see there). Each round runs every
 * operation once for every implementation, in an order rotated per round, so drift hits all alike;
 * the figure is the median over rounds of the time of one pass divided by the number of inputs.
 *
 * Besides the corpus, the quoting and query functions run on CPython's antagonistic mixed input
 * (non-ASCII, bad escapes, escapes that decode to invalid UTF-8, lone surrogates: MIXED_CASES in
 * bench/cases.ts), one long input per operation, against the same call in the Python peer.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import querystring from 'node:querystring';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import legacyUrl from 'node:url';
import fastUri from 'fast-uri';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { urlgrammarFormats } from '../src/ajv/index.js';
import * as URIjs from 'uri-js';
import * as api from '../src/index.js';
import { parserFor } from '../grammar/all.js';
import { fastParser } from '../grammar/all.js';
import { MIXED_CASES, type MixedInput } from './cases.js';
import { syntaxReport } from '../src/diagnostics/report.js';
import { urlRepairModel } from '../src/diagnostics/repair.js';
import { readComponents } from '../src/record/index.js';
import { recognizerTablesFor } from '../grammar/engine/recognize.js';
import { repairSearch, type RepairModel } from '../grammar/engine/repair.js';
import type { URLErrorReport } from '../src/diagnostics/types.js';
import { abnfBench } from './abnf.js';
import { issue43Bench, issue43Sink, READER_OP } from './issue43.js';
import { templateMatchBench, templatesBench, templatesSink } from './templates.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const corpusDir = path.resolve(root, 'test/corpus');
const argv = process.argv.slice(2);
const has = (f: string): boolean => argv.includes(f);
const opt = (f: string, d: number): number => (argv.includes(f) ? Number(argv[argv.indexOf(f) + 1]) : d);

if (has('--ladder')) {
  const { runLadder } = await import('./ladder.js');
  await runLadder({ maxMB: opt('--max-mb', 10), json: has('--json') });
  process.exit(0);
}
if (has('--ratios')) {
  const { runRatios } = await import('./ratios.js');
  runRatios({ only: argv.includes('--only') ? argv[argv.indexOf('--only') + 1]! : '', json: has('--json') });
  process.exit(0);
}
if (has('--abnf-budget')) {
  const { runAbnfBudget, budgetTable } = await import('./abnf-budget.js');
  for (const l of budgetTable(runAbnfBudget())) console.log(l);
  process.exit(0);
}
if (has('--jobs')) {
  const { runJobs } = await import('./jobs.js');
  runJobs({ times: opt('--times', 100), format: 'line', maxJobs: opt('--max-jobs', os.availableParallelism() + 1) });
  process.exit(0);
}

process.noDeprecation = true; // url.parse warns on some corpus URLs (DEP0170); the warnings are not the point
const JSON_OUT = has('--json');
const ROUNDS = opt('--rounds', 11);
const WARMUP = 2;
const log = (s: string): void => void (JSON_OUT ? process.stderr : process.stdout).write(s + '\n');

// ---------------------------------------------------------------------------------------------
// Inputs.
const urls = readFileSync(path.join(corpusDir, 'real-urls.txt'), 'utf8').split('\n').filter((l) => l.length > 0);
const pairs = readFileSync(path.join(corpusDir, 'join-pairs.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.includes('\t'))
  .map((l) => l.split('\t', 2) as [string, string]);
const valid: string[] = [];
const invalid: string[] = [];
// Split by the rfc1738 grammar (named: the default became rfc3986 in 0.2.0), as docs/performance.md says.
for (const u of urls) (api.parseURL(u, { grammar: 'rfc1738' }).ok ? valid : invalid).push(u);
// The URLs both rfc1738 and rfc3986 accept: the two generations compared on the same inputs.
const valid3986 = valid.filter((u) => api.parseURL(u, { grammar: 'rfc3986' }).ok);
// Issue 22's set: the corpus URLs that are RFC 3986 URIs (the default; JSON Schema's uri).
const validURI = urls.filter((u) => api.parseURL(u).ok);
// Normalization and equivalence (RFC 3986 §6) on the same URIs (normalize is defined on valid
// ones), and each against itself with its scheme uppercased: equivalent at the syntax level.
// Issue 45's set: the corpus URLs that are no RFC 3986 URI (the default grammar), whose report
// parseURL reads from the automaton (src/parse/first-error.ts).
const invalidURI = urls.filter((u) => !api.parseURL(u).ok);
// The same 98 URIs 25 times over (2,450 reports a pass, near the 24,002 calls of new URL's pass):
// a pass of 98 pays, at its start, for bringing the report's code and tables back into the caches
// after the other rows ran (here, up to a millisecond after 3 ms of other work, in some series
// nothing: it varies with the machine's state), which new URL's pass spreads over its 24,002
// calls. Not a target: the gap between this row and the one-pass row is that cost
// (docs/performance.md, issue 45, session 67).
const invalidURIx25 = Array.from({ length: 25 }, () => invalidURI).flat();
// Issue 45's floor for the report with its fixes (not a target): the least-cost repair of each
// rejected URI (issue 46), one search for the cheapest repair alone, from the report's position,
// with its model and the automaton's tables made outside the timed loop: the least a report's
// fixes run beside the report (they run up to three such searches, then check what they find).
const tables3986 = recognizerTablesFor('rfc3986', 'URI')!;
const invalidURIRepair = invalidURI.map((u) => {
  const r = api.parseURL(u);
  const from = r.ok ? 0 : (r.error.culprit?.offset ?? r.error.offset);
  return { u, model: urlRepairModel(u, readComponents(u), from) };
});
const oneRepair = (x: { u: string; model: RepairModel }): boolean => repairSearch(tables3986.tables, x.u, x.model, { count: 1, without: tables3986.without }).kind === 'repairs';
const validURIPairs = validURI.map((u) => [u, u.replace(/^[^:]+/, (m) => m.toUpperCase())] as [string, string]);
const queries = urls
  .map((u) => {
    try {
      return api.urlsplit(u).query;
    } catch {
      return '';
    }
  })
  .filter((q) => q.length > 0);
const mixedSets = Object.fromEntries(MIXED_CASES.map((c, k) => [`mixed${k}`, [c.input]]));
// The ABNF loader's rows (bench/abnf.ts): RFC 3986 Appendix A loaded from its text, and read on the corpus.
const abnf = abnfBench(urls);
// Issue 43's rows (bench/issue43.ts): parseURL reading components or the AST, the record-only reader.
const issue43 = issue43Bench();
for (const line of issue43.skipped) log(line);
// URI Template expansion (bench/templates.ts): pre-parsed templates against std-uritemplate,
// url-template and uri-template-lite, on uritemplate-test's cases and API-shaped templates.
const templates = templatesBench();
for (const line of templates.notes) log(line);
// URI Template matching (bench/templates.ts): against uri-templates' fromUri, and the 1 MB ladders
// of parseTemplate and matchTemplate.
const templateMatch = templateMatchBench();
for (const line of templateMatch.notes) log(line);
// Issue 39 item 5: a base of 1 MB whose path is 500,000 segments, resolved with '../g'.
const LONG_BASE = 'http://h/' + 'a/'.repeat(499_996);
const longBase = [LONG_BASE];
const sets: Readonly<Record<string, readonly unknown[]>> = { urls, valid, valid3986, validURI, invalidURI, invalidURIx25, invalidURIRepair, validURIPairs, invalid, pairs, queries, longBase, ...mixedSets, ...abnf.sets, ...templates.sets, ...templateMatch.sets };
type SetName = string;

// ---------------------------------------------------------------------------------------------
// Implementations.
let sink = 0;
interface Impl {
  readonly op: string;
  readonly impl: string;
  readonly set: SetName;
  readonly ours?: boolean;
  /** One pass over the set (JS), or null for the Python peer. */
  readonly pass: ((xs: any[]) => void) | null;
  /** The Python op name. */
  readonly py?: string;
  /** Keyword arguments of the Python call. */
  readonly pyKwargs?: Readonly<Record<string, unknown>>;
}

const each =
  (f: (x: string) => unknown) =>
  (xs: string[]): void => {
    for (const x of xs) {
      try {
        if (f(x)) sink++;
      } catch {
        sink--; // urlsplit raises ValueError on some corpus URLs, as CPython does
      }
    }
  };
const eachPair =
  (f: (b: string, r: string) => unknown) =>
  (xs: Array<[string, string]>): void => {
    for (const [b, r] of xs) {
      try {
        if (f(b, r)) sink++;
      } catch {
        sink--;
      }
    }
  };
/** The report of an input RFC 3986 rejects as parseURL wrote it before issue 45: the generated parse, then the traced parse. */
const parsers3986 = parserFor('rfc3986');
const tracedReport3986 = (x: string): URLErrorReport => {
  if (parsers3986.fast!(x)) throw new Error(`${x} is a URI`);
  return syntaxReport(x, 'rfc3986', parsers3986.trace(x));
};
/** The report of an invalid URI, its message read (issue 45's row). */
const reportMessage = (x: string): number => {
  const r = api.parseURL(x);
  return r.ok ? -1 : r.error.message.length;
};
/** The same with its fixes read: each candidate checked by parsing it again, the least-cost repairs searched. */
const reportFixes = (x: string): number => {
  const r = api.parseURL(x);
  return r.ok ? -1 : r.error.message.length + r.error.fixes.length;
};
const whatwg = (x: string): unknown => {
  try {
    return new URL(x);
  } catch {
    return null;
  }
};
const whatwgJoin = (b: string, r: string): unknown => {
  try {
    return new URL(r, b).href;
  } catch {
    return null;
  }
};
const legacyParse = (x: string): unknown => {
  try {
    return legacyUrl.parse(x);
  } catch {
    return null; // url.parse throws on some invalid hosts
  }
};
const legacyResolve = (b: string, r: string): unknown => {
  try {
    return legacyUrl.resolve(b, r);
  } catch {
    return null;
  }
};

const engine3986 = parserFor('rfc3986');
const engine1738 = parserFor('rfc1738');
// The generated parsers alone: the AST without parseURL's argument checks and range checks.
const fast3986 = fastParser('rfc3986', engine3986.start)!;
const fast1738 = fastParser('rfc1738', engine1738.start)!;

// The validators (issue 22): ajv-formats' full `uri` (its regular expression and the check around
// it, as ajv calls it), and ajv itself with each plugin, one compiled `{ format: 'uri' }` schema.
const isURI = api.recognizer();
const ajvFormatsUri = (fullFormats as unknown as { uri: (s: string) => boolean }).uri;
// ajv-formats is CommonJS: its default export is the module object (`.default` is the plugin).
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (a: Ajv, o: object) => Ajv;
const ajvWithFormats = addFormats(new Ajv({ validateFormats: true }), { mode: 'full' }).compile({ type: 'string', format: 'uri' });
const ajvWithPlugin = urlgrammarFormats(new Ajv({ validateFormats: true })).compile({ type: 'string', format: 'uri' });

const PY = 'CPython';
const IS_VALID_URI = { grammar: 'rfc3986', start: 'URI' } as const;
const IS_VALID_URI_FROZEN = Object.freeze({ grammar: 'rfc3986', start: 'URI' } as const);
const RESOLVE_1808 = { spec: 'rfc1808' } as const;
const impls: Impl[] = [
  { op: 'urlsplit', impl: 'urlgrammar', set: 'urls', ours: true, pass: each((x) => api.urlsplit(x)) },
  { op: 'urlsplit', impl: PY, set: 'urls', pass: null, py: 'urlsplit' },
  { op: 'urlsplit', impl: 'node url.parse', set: 'urls', pass: each(legacyParse) },
  { op: 'urlsplit', impl: 'WHATWG URL', set: 'urls', pass: each(whatwg) },
  { op: 'urlsplit', impl: 'fast-uri', set: 'urls', pass: each((x) => fastUri.parse(x)) },
  { op: 'urlsplit', impl: 'uri-js', set: 'urls', pass: each((x) => URIjs.parse(x)) },

  { op: 'urlparse', impl: 'urlgrammar', set: 'urls', ours: true, pass: each((x) => api.urlparse(x)) },
  { op: 'urlparse', impl: PY, set: 'urls', pass: null, py: 'urlparse' },

  { op: 'urljoin', impl: 'urlgrammar', set: 'pairs', ours: true, pass: eachPair((b, r) => api.urljoin(b, r)) },
  { op: 'urljoin', impl: PY, set: 'pairs', pass: null, py: 'urljoin' },
  { op: 'urljoin', impl: 'node url.resolve', set: 'pairs', pass: eachPair(legacyResolve) },
  { op: 'urljoin', impl: 'WHATWG URL', set: 'pairs', pass: eachPair(whatwgJoin) },
  { op: 'urljoin', impl: 'fast-uri', set: 'pairs', pass: eachPair((b, r) => fastUri.resolve(b, r)) },
  { op: 'urljoin', impl: 'uri-js', set: 'pairs', pass: eachPair((b, r) => URIjs.resolve(b, r)) },

  { op: 'parseURL valid', impl: 'urlgrammar', set: 'valid', ours: true, pass: each((x) => api.parseURL(x, { grammar: 'rfc1738' }).ok) },
  { op: 'parseURL valid', impl: 'node url.parse', set: 'valid', pass: each(legacyParse) },
  { op: 'parseURL valid', impl: 'WHATWG URL', set: 'valid', pass: each(whatwg) },
  { op: 'parseURL valid', impl: 'fast-uri', set: 'valid', pass: each((x) => fastUri.parse(x)) },
  { op: 'parseURL valid', impl: 'uri-js', set: 'valid', pass: each((x) => URIjs.parse(x)) },

  { op: 'parseURL valid (both)', impl: 'urlgrammar rfc1738', set: 'valid3986', ours: true, pass: each((x) => api.parseURL(x, { grammar: 'rfc1738' }).ok) },
  { op: 'parseURL valid (both)', impl: 'urlgrammar rfc3986', set: 'valid3986', ours: true, pass: each((x) => api.parseURL(x, { grammar: 'rfc3986' }).ok) },
  { op: 'parseURL valid (both)', impl: 'fast-uri', set: 'valid3986', pass: each((x) => fastUri.parse(x)) },
  // The compiled fast path (grammar/codegen/fastpath.ts): valid URLs with the full AST, against
  // WHATWG URL (ada) and fast-uri on the URLs both grammars accept; "generated parser alone" is the
  // fast path without parseURL's option handling and range checks (src/parse/semantic.ts), "engine
  // only" the plain build of the combinators alone (what parseURL ran before), for the gain.
  { op: 'parseURL valid, fast path', impl: 'urlgrammar rfc3986', set: 'valid3986', ours: true, pass: each((x) => api.parseURL(x, { grammar: 'rfc3986' }).ok) },
  { op: 'parseURL valid, fast path', impl: 'urlgrammar rfc1738', set: 'valid3986', pass: each((x) => api.parseURL(x, { grammar: 'rfc1738' }).ok) },
  { op: 'parseURL valid, fast path', impl: 'generated parser alone rfc3986', set: 'valid3986', pass: each((x) => fast3986(x)) },
  { op: 'parseURL valid, fast path', impl: 'generated parser alone rfc1738', set: 'valid3986', pass: each((x) => fast1738(x)) },
  { op: 'parseURL valid, fast path', impl: 'engine only rfc3986', set: 'valid3986', pass: each((x) => engine3986.parse(x)) },
  { op: 'parseURL valid, fast path', impl: 'engine only rfc1738', set: 'valid3986', pass: each((x) => engine1738.parse(x)) },
  { op: 'parseURL valid, fast path', impl: 'WHATWG URL', set: 'valid3986', pass: each(whatwg) },
  { op: 'parseURL valid, fast path', impl: 'fast-uri', set: 'valid3986', pass: each((x) => fastUri.parse(x)) },
  { op: 'parseURL invalid', impl: 'urlgrammar', set: 'invalid', ours: true, pass: each((x) => !api.parseURL(x, { grammar: 'rfc1738' }).ok) },
  { op: 'parseURL invalid', impl: 'WHATWG URL', set: 'invalid', pass: each(whatwg) },
  // Issue 45: the report of a corpus URL that is no URI, its first error from the automaton (what
  // parseURL does), and the same report from the traced parse (what it did: test/first-error.test.ts
  // holds the two equal), beside new URL on the valid URIs (the issue's yardstick).
  { op: 'report, invalid URI (rfc3986)', impl: 'urlgrammar', set: 'invalidURI', ours: true, pass: each(reportMessage) },
  // The same report with its verified fixes read (the issue's target names them; they are lazy).
  { op: 'report, invalid URI (rfc3986)', impl: 'urlgrammar, with the fixes read', set: 'invalidURI', pass: each(reportFixes) },
  // Not a report: the least-cost repair's search alone, one repair (see `oneRepair`), the floor of the fixes' cost.
  {
    op: 'report, invalid URI (rfc3986)',
    impl: 'urlgrammar, one least-cost repair search alone',
    set: 'invalidURIRepair',
    pass: (xs: Array<{ u: string; model: RepairModel }>) => {
      for (const x of xs) if (oneRepair(x)) sink++;
    },
  },
  { op: 'report, invalid URI (rfc3986)', impl: 'urlgrammar, traced parse', set: 'invalidURI', pass: each((x) => tracedReport3986(x).offset >= 0) },
  // The first row's reports, 25 passes of the 98 a sample (see invalidURIx25): the caches' refill spread out.
  { op: 'report, invalid URI (rfc3986)', impl: 'urlgrammar, 25 passes a sample', set: 'invalidURIx25', pass: each(reportMessage) },
  { op: 'report, invalid URI (rfc3986)', impl: 'WHATWG URL (valid URIs)', set: 'validURI', pass: each(whatwg) },
  { op: 'parseURL invalid', impl: 'fast-uri', set: 'invalid', pass: each((x) => fastUri.parse(x)) },

  // Validity alone (issue 22): the generated recognizer against the platform's and ajv-formats'.
  { op: 'isValid rfc3986 URI', impl: 'urlgrammar isValid', set: 'validURI', ours: true, pass: each((x) => api.isValid(x)) },
  { op: 'isValid rfc3986 URI', impl: 'urlgrammar recognizer()', set: 'validURI', pass: each(isURI) },
  // Issue 39 item 5: the same call with its options named (the object made once, outside the loop,
  // as a caller holding them would; and frozen), beside the call without and URL.canParse.
  { op: 'isValid rfc3986 URI', impl: 'urlgrammar isValid(u, { grammar, start })', set: 'validURI', pass: each((x) => api.isValid(x, IS_VALID_URI)) },
  { op: 'isValid rfc3986 URI', impl: 'urlgrammar isValid(u, frozen options)', set: 'validURI', pass: each((x) => api.isValid(x, IS_VALID_URI_FROZEN)) },
  { op: 'isValid rfc3986 URI', impl: 'URL.canParse', set: 'validURI', pass: each((x) => URL.canParse(x)) },
  { op: 'isValid rfc3986 URI', impl: "ajv-formats full uri", set: 'validURI', pass: each((x) => ajvFormatsUri(x)) },
  { op: 'isValid rfc3986 URI', impl: 'parseURL rfc3986 URI (full AST)', set: 'validURI', pass: each((x) => api.parseURL(x).ok) },
  { op: 'ajv format uri', impl: 'ajv + urlgrammar/ajv', set: 'validURI', ours: true, pass: each((x) => ajvWithPlugin(x)) },
  { op: 'ajv format uri', impl: 'ajv + ajv-formats (full)', set: 'validURI', pass: each((x) => ajvWithFormats(x)) },

  // RFC 3986 §6 normalization (the scheme level is the default, and includes the syntax level; each
  // result re-parsed, as normalize proves it) against the peers' normalize (fast-uri's and uri-js's:
  // parse, lowercase the scheme and host, decode unreserved escapes, remove dot segments, serialize),
  // and equivalence against their `equal`.
  { op: 'normalize', impl: 'urlgrammar normalize (scheme)', set: 'validURI', ours: true, pass: each((x) => api.normalize(x).href) },
  { op: 'normalize', impl: 'urlgrammar normalize (syntax)', set: 'validURI', pass: each((x) => api.normalize(x, { level: 'syntax' }).href) },
  { op: 'normalize', impl: 'fast-uri', set: 'validURI', pass: each((x) => fastUri.normalize(x)) },
  { op: 'normalize', impl: 'uri-js', set: 'validURI', pass: each((x) => URIjs.normalize(x)) },
  { op: 'equivalent', impl: 'urlgrammar equivalent (scheme)', set: 'validURIPairs', ours: true, pass: eachPair((a, b) => api.equivalent(a, b)) },
  { op: 'equivalent', impl: 'fast-uri equal', set: 'validURIPairs', pass: eachPair((a, b) => fastUri.equal(a, b)) },
  { op: 'equivalent', impl: 'uri-js equal', set: 'validURIPairs', pass: eachPair((a, b) => URIjs.equal(a, b)) },

  // Issue 39 item 5: resolution against LONG_BASE (1 MB, 500,000 segments) of '../g', RFC 1808's
  // beside RFC 3986's and WHATWG URL's (reported in ns/char below the table).
  { op: 'resolve, 1 MB base + ../g', impl: 'urlgrammar resolve rfc1808', set: 'longBase', ours: true, pass: each((b) => api.resolve(b, '../g', RESOLVE_1808).href) },
  { op: 'resolve, 1 MB base + ../g', impl: 'urlgrammar resolve rfc3986', set: 'longBase', pass: each((b) => api.resolve(b, '../g').href) },
  { op: 'resolve, 1 MB base + ../g', impl: 'WHATWG URL', set: 'longBase', pass: each((b) => new URL('../g', b).href) },

  { op: 'quote', impl: 'urlgrammar', set: 'urls', ours: true, pass: each((x) => api.quote(x)) },
  { op: 'quote', impl: PY, set: 'urls', pass: null, py: 'quote' },
  { op: 'quote', impl: 'node querystring.escape', set: 'urls', pass: each((x) => querystring.escape(x)) },

  { op: 'unquote', impl: 'urlgrammar', set: 'urls', ours: true, pass: each((x) => api.unquote(x)) },
  { op: 'unquote', impl: PY, set: 'urls', pass: null, py: 'unquote' },
  { op: 'unquote', impl: 'node querystring.unescape', set: 'urls', pass: each((x) => querystring.unescape(x)) },

  { op: 'parse_qsl', impl: 'urlgrammar', set: 'queries', ours: true, pass: each((x) => api.parse_qsl(x)) },
  { op: 'parse_qsl', impl: PY, set: 'queries', pass: null, py: 'parse_qsl' },
  { op: 'parse_qsl', impl: 'node querystring.parse', set: 'queries', pass: each((x) => querystring.parse(x)) },
  { op: 'parse_qsl', impl: 'URLSearchParams', set: 'queries', pass: each((x) => [...new URLSearchParams(x)]) },
];
for (const [k, c] of MIXED_CASES.entries()) {
  const pass = (xs: MixedInput[]): void => {
    for (const x of xs) if (c.run(x)) sink++;
  };
  impls.push({ op: c.op, impl: 'urlgrammar', set: `mixed${k}`, ours: true, pass });
  impls.push({ op: c.op, impl: PY, set: `mixed${k}`, pass: null, py: c.py.fn, pyKwargs: c.py.kwargs ?? {} });
}
impls.push(...abnf.impls);
impls.push(...issue43.impls);
impls.push(...templates.impls);
impls.push(...templateMatch.impls);
const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]! : '';
const OPS = [...new Set(impls.map((i) => i.op))].filter((op) => op.includes(ONLY));

// ---------------------------------------------------------------------------------------------
// The Python peer.
const python = spawn('python3', [path.join(here, 'peer.py')], { stdio: ['pipe', 'pipe', 'inherit'] });
const pyLines = createInterface({ input: python.stdout! })[Symbol.asyncIterator]();
async function py(msg: unknown): Promise<any> {
  python.stdin!.write(JSON.stringify(msg) + '\n');
  const r = await pyLines.next();
  if (r.done) throw new Error('python3 peer exited');
  return JSON.parse(r.value);
}
/** A mixed input for JSON: bytes as a list of numbers, pairs as lists (the peer makes tuples). */
const pyMixed = (x: MixedInput): unknown => (x instanceof Uint8Array ? { bytes: Array.from(x) } : x);
const pyHello = await py({
  cmd: 'load',
  sets: { urls, pairs, queries },
  mixed: Object.fromEntries(MIXED_CASES.map((c, k) => [`mixed${k}`, pyMixed(c.input)])),
});
if (!pyHello.uncached) throw new Error('peer.py: CPython urlsplit is still cached');

// ---------------------------------------------------------------------------------------------
// Rounds.
const samples = new Map<string, number[]>();
const key = (i: Impl): string => `${i.op}\u0000${i.impl}`;
log(
  `corpus: ${urls.length} URLs (${valid.length} valid, ${invalid.length} invalid for rfc1738), ${pairs.length} join pairs, ${queries.length} queries; ${WARMUP} warm-up + ${ROUNDS} rounds`,
);
for (let r = 0; r < WARMUP + ROUNDS; r++) {
  for (const op of OPS) {
    const list = impls.filter((i) => i.op === op);
    const order = list.map((_, k) => list[(k + r) % list.length]!);
    for (const i of order) {
      const xs = sets[i.set] as any[];
      let ns: number;
      // A warm-up round calls a pass over a small set as often as it takes to make as many calls
      // as the largest set of its operation has inputs (the invalid URIs, 98, beside the 24,002
      // valid ones `new URL` reads): each side as warm as its peer before it is timed.
      if (i.pass && r < WARMUP) for (let made = xs.length; made < Math.max(...list.map((j) => (sets[j.set] as unknown[]).length)); made += xs.length) i.pass(xs);
      if (i.pass) {
        const t0 = process.hrtime.bigint();
        i.pass(xs);
        ns = Number(process.hrtime.bigint() - t0);
      } else {
        ns = (await py({ cmd: 'run', op: i.py, set: i.set, kwargs: i.pyKwargs })).ns;
      }
      if (r >= WARMUP) {
        const k = key(i);
        if (!samples.has(k)) samples.set(k, []);
        samples.get(k)!.push(ns / xs.length);
      }
    }
  }
  log(`round ${r + 1}/${WARMUP + ROUNDS}${r < WARMUP ? ' (warm-up)' : ''}`);
}
await py({ cmd: 'quit' }).catch(() => undefined);
python.kill();

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

interface Row {
  op: string;
  impl: string;
  set: SetName;
  n: number;
  medianNs: number;
  minNs: number;
  maxNs: number;
  /** ours / this (for a peer): > 1 means urlgrammar is slower. */
  oursOverPeer: number | null;
}
const rows: Row[] = [];
for (const op of OPS) {
  const list = impls.filter((i) => i.op === op);
  const ours = median(samples.get(key(list.find((i) => i.ours)!))!);
  for (const i of list) {
    const s = samples.get(key(i))!;
    const m = median(s);
    rows.push({
      op,
      impl: i.impl,
      set: i.set,
      n: sets[i.set].length,
      medianNs: m,
      minNs: Math.min(...s),
      maxNs: Math.max(...s),
      oursOverPeer: i.ours ? null : ours / m,
    });
  }
}
const med = (op: string, impl: string): number => rows.find((r) => r.op === op && r.impl === impl)?.medianNs ?? NaN;

const targets = [
  { target: 'urlsplit no slower than CPython (uncached)', ours: med('urlsplit', 'urlgrammar'), peer: med('urlsplit', PY), limit: 1 },
  { target: 'urlparse no slower than CPython (uncached)', ours: med('urlparse', 'urlgrammar'), peer: med('urlparse', PY), limit: 1 },
  { target: "strict parseURL (valid) no slower than fast-uri's parse", ours: med('parseURL valid', 'urlgrammar'), peer: med('parseURL valid', 'fast-uri'), limit: 1 },
  { target: 'strict parseURL under rfc3986 no slower than under rfc1738 (same valid URLs)', ours: med('parseURL valid (both)', 'urlgrammar rfc3986'), peer: med('parseURL valid (both)', 'urlgrammar rfc1738'), limit: 1 },
  { target: "strict parseURL under rfc3986 no slower than fast-uri's parse (same RFC)", ours: med('parseURL valid (both)', 'urlgrammar rfc3986'), peer: med('parseURL valid (both)', 'fast-uri'), limit: 1 },
  {
    target: 'fast path: parseURL (valid, full AST) under rfc3986 within 3x WHATWG URL',
    ours: med('parseURL valid, fast path', 'urlgrammar rfc3986'),
    peer: med('parseURL valid, fast path', 'WHATWG URL'),
    limit: 3,
  },
  {
    target: 'fast path: parseURL (valid, full AST) under rfc1738 within 4x WHATWG URL',
    ours: med('parseURL valid, fast path', 'urlgrammar rfc1738'),
    peer: med('parseURL valid, fast path', 'WHATWG URL'),
    limit: 4,
  },
  { target: 'urljoin no slower than CPython', ours: med('urljoin', 'urlgrammar'), peer: med('urljoin', PY), limit: 1 },
  // Issue 22's targets.
  { target: 'issue 22: isValid rfc3986 URI (valid corpus URIs) ≤ 1.0× URL.canParse', ours: med('isValid rfc3986 URI', 'urlgrammar isValid'), peer: med('isValid rfc3986 URI', 'URL.canParse'), limit: 1 },
  { target: "issue 22: isValid rfc3986 URI ≤ 0.6× ajv-formats' full uri", ours: med('isValid rfc3986 URI', 'urlgrammar isValid'), peer: med('isValid rfc3986 URI', 'ajv-formats full uri'), limit: 0.6 },
  { target: "issue 22: the recognizer (recognizer(), what ajv calls) ≤ 0.6× ajv-formats' full uri", ours: med('isValid rfc3986 URI', 'urlgrammar recognizer()'), peer: med('isValid rfc3986 URI', 'ajv-formats full uri'), limit: 0.6 },
  { target: 'issue 22: ajv with the plugin ≤ 1.0× ajv with ajv-formats (full), one uri check', ours: med('ajv format uri', 'ajv + urlgrammar/ajv'), peer: med('ajv format uri', 'ajv + ajv-formats (full)'), limit: 1 },
  { target: 'issue 22: parseURL rfc3986 (valid, full AST) ≤ 2.0× WHATWG URL', ours: med('parseURL valid, fast path', 'urlgrammar rfc3986'), peer: med('parseURL valid, fast path', 'WHATWG URL'), limit: 2 },
  { target: 'issue 22: parseURL rfc1738 (valid, full AST) ≤ 2.5× WHATWG URL', ours: med('parseURL valid, fast path', 'urlgrammar rfc1738'), peer: med('parseURL valid, fast path', 'WHATWG URL'), limit: 2.5 },
  { target: 'issue 22: urlsplit ≤ 0.5× CPython (uncached)', ours: med('urlsplit', 'urlgrammar'), peer: med('urlsplit', PY), limit: 0.5 },
  { target: 'issue 22: urlsplit ≤ 2.0× WHATWG URL', ours: med('urlsplit', 'urlgrammar'), peer: med('urlsplit', 'WHATWG URL'), limit: 2 },
  // Issue 39 item 5.
  { target: 'issue 39: isValid(u, { grammar, start }) ≤ 1.1× isValid(u) (valid corpus URIs)', ours: med('isValid rfc3986 URI', 'urlgrammar isValid(u, { grammar, start })'), peer: med('isValid rfc3986 URI', 'urlgrammar isValid'), limit: 1.1 },
  { target: 'issue 39: isValid(u, frozen options) ≤ 1.1× isValid(u) (valid corpus URIs)', ours: med('isValid rfc3986 URI', 'urlgrammar isValid(u, frozen options)'), peer: med('isValid rfc3986 URI', 'urlgrammar isValid'), limit: 1.1 },
  {
    target: "issue 39: resolve rfc1808 of '../g' against a 1 MB base ≤ 50 ns/char",
    ours: med('resolve, 1 MB base + ../g', 'urlgrammar resolve rfc1808') / LONG_BASE.length,
    peer: 1,
    limit: 50,
  },
  { target: 'issue 45: the report of an invalid corpus URI ≤ 30× new URL on the valid corpus', ours: med('report, invalid URI (rfc3986)', 'urlgrammar'), peer: med('report, invalid URI (rfc3986)', 'WHATWG URL (valid URIs)'), limit: 30 },
  { target: 'issue 45: the same report with its verified fixes read ≤ 30× new URL', ours: med('report, invalid URI (rfc3986)', 'urlgrammar, with the fixes read'), peer: med('report, invalid URI (rfc3986)', 'WHATWG URL (valid URIs)'), limit: 30 },
  { target: 'invalid URL (traced report) within 10x of a valid parse', ours: med('parseURL invalid', 'urlgrammar'), peer: med('parseURL valid', 'urlgrammar'), limit: 10 },
  { target: "normalize (scheme level) ≤ 1.0× fast-uri's normalize (valid corpus URIs)", ours: med('normalize', 'urlgrammar normalize (scheme)'), peer: med('normalize', 'fast-uri'), limit: 1 },
  { target: "normalize (syntax level) ≤ 1.0× fast-uri's normalize (valid corpus URIs)", ours: med('normalize', 'urlgrammar normalize (syntax)'), peer: med('normalize', 'fast-uri'), limit: 1 },
  ...MIXED_CASES.map((c) => ({ target: `${c.op} no slower than CPython`, ours: med(c.op, 'urlgrammar'), peer: med(c.op, PY), limit: 1 })),
  ...abnf.targets(med),
  ...issue43.targets(med, PY),
  ...templates.targets(med),
  ...templateMatch.targets(med),
]
  .filter((t) => !Number.isNaN(t.ours) && !Number.isNaN(t.peer))
  .map((t) => ({ ...t, ratio: t.ours / t.peer, holds: t.ours / t.peer <= t.limit }));

// ---------------------------------------------------------------------------------------------
// The valid ladder: every shape of bench/cases.ts that parseURL accepts, at 1 MB (fast path).
const VALID_LIMIT = 50;
/**
 * A ladder of bench/ladder.ts run in a process of its own: on a fresh heap, not the one the table
 * above leaves behind (the corpus, the peers' results), which made 1 MB inputs up to twice as slow.
 */
function ladderInChild<R = import('./ladder.js').ValidRung>(which: 'valid' | 'rejected' | 'repair' | 'isValid' | 'record'): R[] {
  const r = spawnSync(process.execPath, [...process.execArgv, path.join(here, 'ladder.ts'), '--ladder-json', which, '--size', String(opt('--valid-bytes', 1e6))], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.status !== 0) throw new Error(`the ${which} ladder failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as R[];
}
const validRungs = has('--no-valid-ladder') || ONLY ? [] : ladderInChild('valid');
const worstValid = validRungs.reduce((a, b) => (b.nsPerChar > a ? b.nsPerChar : a), 0);
if (validRungs.length) {
  targets.push({
    target: `fast path: every valid ladder shape at 1 MB through parseURL (${validRungs.length} shapes) ≤ ${VALID_LIMIT} ns/char (worst)`,
    ours: worstValid,
    peer: 1,
    limit: VALID_LIMIT,
    ratio: worstValid,
    holds: worstValid <= VALID_LIMIT,
  });
}

// The rejected ladder: every shape parseURL rejects, at 1 MB (the failing generated run, then the
// traced run and the report).
const REJECTED_LIMIT = 250;
const REJECTED_LIMIT_45 = 100;
const rejectedRungs = has('--no-valid-ladder') || ONLY ? [] : ladderInChild('rejected');
const worstRejected = rejectedRungs.reduce((a, b) => (b.nsPerChar > a ? b.nsPerChar : a), 0);
if (rejectedRungs.length) {
  targets.push({
    target: `report: every rejected ladder shape at 1 MB through parseURL (${rejectedRungs.length} shapes) ≤ ${REJECTED_LIMIT} ns/char (worst)`,
    ours: worstRejected,
    peer: 1,
    limit: REJECTED_LIMIT,
    ratio: worstRejected,
    holds: worstRejected <= REJECTED_LIMIT,
  });
  // Issue 45's target for the same ladder (the report of every rejected 1 MB shape).
  targets.push({
    target: `issue 45: the report of every rejected ladder shape at 1 MB (${rejectedRungs.length} shapes) ≤ ${REJECTED_LIMIT_45} ns/char (worst)`,
    ours: worstRejected,
    peer: 1,
    limit: REJECTED_LIMIT_45,
    ratio: worstRejected,
    holds: worstRejected <= REJECTED_LIMIT_45,
  });
}

// The repair ladder (issue 46): the least-cost repair alone on every shape parseURL rejects, at 1 MB.
const REPAIR_LIMIT = 200;
const repairRungs = has('--no-valid-ladder') || (ONLY && !'repair ladder'.includes(ONLY)) ? [] : ladderInChild('repair');
const worstRepair = repairRungs.reduce((a, b) => (b.nsPerChar > a ? b.nsPerChar : a), 0);
if (repairRungs.length) {
  targets.push({
    target: `issue 46: the least-cost repair on every rejected ladder shape at 1 MB (${repairRungs.length} shapes) ≤ ${REPAIR_LIMIT} ns/char (worst)`,
    ours: worstRepair,
    peer: 1,
    limit: REPAIR_LIMIT,
    ratio: worstRepair,
    holds: worstRepair <= REPAIR_LIMIT,
  });
}

// The isValid ladder (issue 22): every shape of both ladders, valid and rejected, at 1 MB through
// isValid under rfc1738 and rfc3986, ≤ 5 ns per character.
const IS_VALID_LIMIT = 5;
const isValidRungs = has('--no-valid-ladder') || (ONLY && !'isValid'.includes(ONLY)) ? [] : ladderInChild('isValid');
const worstIsValid = isValidRungs.reduce((a, b) => (b.nsPerChar > a ? b.nsPerChar : a), 0);
if (isValidRungs.length) {
  targets.push({
    target: `issue 22: isValid on every ladder shape at 1 MB (${isValidRungs.length} shapes, valid and rejected) ≤ ${IS_VALID_LIMIT} ns/char (worst)`,
    ours: worstIsValid,
    peer: 1,
    limit: IS_VALID_LIMIT,
    ratio: worstIsValid,
    holds: worstIsValid <= IS_VALID_LIMIT,
  });
}

// The record reader's ladder (issue 43): every isValid ladder shape at 1 MB through the record-only
// reader and isValid on the same input; the worst ratio ≤ 2. Empty while there is no reader.
// isValid's time is floored at 10 µs an input (0.01 ns/char at 1 MB): a shape it refuses in its
// first characters takes microseconds either way, where the timer and the call are the figure.
const RECORD_LIMIT = 2;
const RECORD_FLOOR_MS = 0.01;
const recordRungs = has('--no-valid-ladder') || !READER_OP.includes(ONLY) || issue43.skipped.length ? [] : ladderInChild<import('./ladder.js').RecordRung>('record');
const recordRatio = (r: import('./ladder.js').RecordRung): number => r.nsPerChar / Math.max(r.isValidNsPerChar, (RECORD_FLOOR_MS * 1e6) / r.bytes);
const worstRecord = recordRungs.reduce((a, b) => Math.max(a, recordRatio(b)), 0);
if (recordRungs.length) {
  targets.push({
    target: `issue 43: the record-only reader on every ladder shape at 1 MB (${recordRungs.length} shapes) ≤ ${RECORD_LIMIT}× isValid on the same shape (worst; isValid floored at 10 µs)`,
    ours: worstRecord,
    peer: 1,
    limit: RECORD_LIMIT,
    ratio: worstRecord,
    holds: worstRecord <= RECORD_LIMIT,
  });
}

// ---------------------------------------------------------------------------------------------
// Peak memory of `check` over stdin.
interface MemRow {
  urls: number;
  maxRssKB: number;
  seconds: number;
}
function memory(): MemRow[] | { skipped: string } {
  if (has('--no-memory')) return { skipped: '--no-memory' };
  const cli = path.join(root, 'dist/src/cli.js');
  if (!existsSync(cli)) return { skipped: 'dist/src/cli.js missing: run `npm run build` first' };
  const newest = (dir: string): number =>
    Math.max(...readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile() && d.name.endsWith('.ts')).map((d) => statSync(path.join(d.parentPath, d.name)).mtimeMs));
  if (statSync(cli).mtimeMs < Math.max(newest(path.join(root, 'src')), newest(path.join(root, 'grammar')))) {
    log('warning: dist/ is older than src/ or grammar/: run `npm run build` for current figures');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'urlgrammar-bench-'));
  const out: MemRow[] = [];
  for (const n of [0, Math.round(opt('--memory-urls', 1_000_000) / 10), opt('--memory-urls', 1_000_000)]) {
    const file = path.join(dir, `urls-${n}.txt`);
    const lines: string[] = [];
    for (let i = 0; i < n; i++) lines.push(urls[i % urls.length]!);
    execFileSync('sh', ['-c', `cat > ${JSON.stringify(file)}`], { input: lines.join('\n') + (n ? '\n' : ''), maxBuffer: 1 << 30 });
    const t0 = performance.now();
    const r = spawnSync('sh', ['-c', `/usr/bin/time -v node ${JSON.stringify(cli)} check --format line < ${JSON.stringify(file)} > /dev/null`], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    });
    const seconds = (performance.now() - t0) / 1000;
    const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr);
    if (!m) return { skipped: `/usr/bin/time gave no figure: ${r.stderr.slice(0, 200)}` };
    out.push({ urls: n, maxRssKB: Number(m[1]), seconds });
    log(`memory: ${n} URLs: ${(Number(m[1]) / 1024).toFixed(1)} MB peak RSS, ${seconds.toFixed(1)} s`);
  }
  return out;
}
const mem = memory();

// ---------------------------------------------------------------------------------------------
// Machine and versions.
const cpu = (() => {
  try {
    return /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  } catch {
    return os.cpus()[0]?.model ?? 'unknown';
  }
})();
const version = (pkg: string): string => (JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
const machine = {
  nproc: os.availableParallelism(),
  cpu,
  memoryGB: +(os.totalmem() / 2 ** 30).toFixed(1),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  python: pyHello.version as string,
  'fast-uri': version('fast-uri'),
  'uri-js': version('uri-js'),
  date: new Date().toISOString(),
};

if (JSON_OUT) {
  process.stdout.write(
    JSON.stringify({ machine, rounds: ROUNDS, warmup: WARMUP, rows, targets, validLadder: validRungs, rejectedLadder: rejectedRungs, repairLadder: repairRungs, isValidLadder: isValidRungs, recordLadder: recordRungs, skipped: issue43.skipped, memory: mem, sink: sink + issue43Sink() + templatesSink() }, null, 2) + '\n',
  );
} else {
  const fmt = (ns: number): string => (ns >= 1e5 ? ns.toExponential(2) : ns.toFixed(0));
  log('');
  log(`machine: ${machine.nproc} CPUs, ${machine.cpu}, ${machine.memoryGB} GB; Node ${machine.node}, Python ${machine.python}, fast-uri ${machine['fast-uri']}, uri-js ${machine['uri-js']}`);
  log('');
  log('| operation | implementation | inputs | median ns/input | min | max | urlgrammar ÷ peer |');
  log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    log(`| ${r.op} | ${r.impl} | ${r.n} | ${fmt(r.medianNs)} | ${fmt(r.minNs)} | ${fmt(r.maxNs)} | ${r.oursOverPeer === null ? '—' : r.oursOverPeer.toFixed(2) + '×'} |`);
  }
  log('');
  log('| target | urlgrammar ns | reference ns | ratio | limit | holds |');
  log('|---|---:|---:|---:|---:|---|');
  for (const t of targets) log(`| ${t.target} | ${fmt(t.ours)} | ${fmt(t.peer)} | ${t.ratio.toFixed(2)} | ${t.limit} | ${t.holds ? 'yes' : 'no'} |`);
  const long = rows.filter((r) => r.set === 'longBase');
  if (long.length) {
    log('');
    log(`| resolve '../g' against a 1 MB base (${LONG_BASE.length} chars) | median ns/char | min | max |`);
    log('|---|---:|---:|---:|');
    for (const r of long) log(`| ${r.impl} | ${(r.medianNs / LONG_BASE.length).toFixed(1)} | ${(r.minNs / LONG_BASE.length).toFixed(1)} | ${(r.maxNs / LONG_BASE.length).toFixed(1)} |`);
  }
  /** A ladder as a table, the slowest first (`top` of them). */
  const rungTable = (title: string, rungs: readonly import('./ladder.js').ValidRung[], top = Infinity): void => {
    if (rungs.length === 0) return;
    log('');
    log(`| ${title} | grammar | chars | ns/char |`);
    log('|---|---|---:|---:|');
    for (const v of [...rungs].sort((a, b) => b.nsPerChar - a.nsPerChar).slice(0, top)) {
      log(`| ${JSON.stringify(v.prefix)} + ${JSON.stringify(v.unit)}×n | ${v.grammar} | ${v.bytes} | ${v.nsPerChar.toFixed(1)} |`);
    }
  };
  rungTable('valid ladder (parseURL, fast path)', validRungs);
  rungTable('rejected ladder (parseURL, the report), the 10 slowest', rejectedRungs, 10);
  rungTable('repair ladder (the least-cost repair alone), the 10 slowest', repairRungs, 10);
  rungTable('isValid ladder, the 10 slowest', isValidRungs, 10);
  if (recordRungs.length) {
    log('');
    log('| record-only reader ladder, the 10 worst ratios | grammar | chars | reader ns/char | isValid ns/char | reader ÷ isValid (floored) |');
    log('|---|---|---:|---:|---:|---:|');
    for (const v of [...recordRungs].sort((a, b) => recordRatio(b) - recordRatio(a)).slice(0, 10)) {
      log(`| ${JSON.stringify(v.prefix)} + ${JSON.stringify(v.unit)}×n | ${v.grammar} | ${v.bytes} | ${v.nsPerChar.toFixed(3)} | ${v.isValidNsPerChar.toFixed(3)} | ${recordRatio(v).toFixed(2)}× |`);
    }
  }
  for (const line of issue43.skipped) log(line);
  if (!ONLY) {
    // The hostile ABNF grammars (issue 39), each ended by a budget or answered: reported, not asserted.
    const { runAbnfBudget, budgetTable } = await import('./abnf-budget.js');
    log('');
    for (const l of budgetTable(runAbnfBudget())) log(l);
  }
  if (Array.isArray(mem)) {
    log('');
    log('| `check --format line`, URLs on stdin | peak RSS | wall time |');
    log('|---:|---:|---:|');
    for (const m of mem) log(`| ${m.urls} | ${(m.maxRssKB / 1024).toFixed(1)} MB | ${m.seconds.toFixed(1)} s |`);
  } else log(`memory: skipped (${mem.skipped})`);
}
