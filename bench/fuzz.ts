/**
 * Fuzzes every public function with arbitrary strings and byte arrays.
 *
 *   npm run fuzz -- [seconds=60] [--seed N] [--max-len N]
 *
 * A call fails the run when it
 *   - throws anything but a documented error (ValueError and its Unicode subclasses, LookupError,
 *     URLSyntaxError, GrammarError, ResolutionError, and TypeError only where CPython raises it:
 *     str/bytes mixed, or an encoding option given with bytes),
 *   - returns something that is not of the documented shape,
 *   - or takes longer than its time budget (confirmed by a second run, so a GC pause is no finding).
 * Findings are printed as JSON lines (`FINDING {...}`) and de-duplicated by function and error;
 * the exit status is 1 if there was any. A finding shows its arguments with every password masked
 * (`redactPasswords`, over all the call's strings; bytes that hold one are withheld) and its
 * call's number: the calls are drawn from the seed alone (a call's run draws nothing), so
 *
 *   npm run fuzz -- --seed S --replay N [--write FILE]
 *
 * draws the same N calls, runs the N-th, prints its outcome (masked), and with `--write` writes
 * its arguments unmasked to FILE, for the test in test/fuzz-regressions.test.ts that every finding
 * becomes (nothing this prints shows a password).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as api from '../src/index.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const argv = process.argv.slice(2);
const flag = (name: string, dflt: number): number => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const positional = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && argv[i - 1]!.startsWith('--')));
const SECONDS = Number(positional[0] ?? 60);
const SEED = flag('--seed', Date.now() % 2 ** 31);
const MAX_LEN = flag('--max-len', 400);

// ---------------------------------------------------------------------------------------------
// A seeded PRNG (mulberry32), so a run is reproducible from its seed.
let state = SEED >>> 0;
function rnd(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (n: number): number => Math.floor(rnd() * n);
const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
const chance = (p: number): boolean => rnd() < p;

const corpus = readFileSync(`${here}/../test/corpus/real-urls.txt`, 'utf8').split('\n').filter(Boolean);

const ATOMS = [
  ...':/?#[]@!$&\'()*+,;=%-._~ \t\r\n"<>{}|\\^`',
  'a', 'Z', '0', '9', 'f', 'F', 'é', 'ß', 'İ', 'ﬀ', '\u0000', '\u0001', '\u001f', '\u007f', '\u0085', '\u00a0', '\u2028', '\ufeff',
  '\ud83d\ude00', '\ud800', '\udfff', '\uff0f', '\uff03', '\u2100', '%2', '%zz', '%%', '%41', '%C3%A9', '%C3', '%ED%A0%80', '%00',
  '::', '//', '../', './', '..', '[::1]', '[v1.x]', '[::ffff:1.2.3.4]', '[fe80::1%25eth0]', '1.2.3.256', ':65536', ':0x50', '@@',
  'http:', 'https://', 'ftp://', 'file:///', 'mailto:', 'news:', 'javascript:', 'x-y.z+w:', 'HTTP://', 'a=b', '&&', ';type=i',
];
const SCHEMES = ['', 'http://', 'https://', 'ftp://', 'file://', 'x:', '//', '/', 'mailto:', 'news:', 'gopher://', 'wais://', 'telnet://', 'HTTP://', 'urn:'];

function soup(max: number): string {
  const n = int(max + 1);
  let s = chance(0.5) ? pick(SCHEMES) : '';
  while (s.length < n) s += pick(ATOMS);
  return s;
}

function randomUnits(max: number): string {
  const n = int(max + 1);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const r = rnd();
    out.push(r < 0.6 ? 0x20 + int(0x5f) : r < 0.7 ? int(0x20) : r < 0.8 ? 0x80 + int(0x780) : r < 0.9 ? 0xd800 + int(0x800) : int(0x10000));
  }
  return String.fromCharCode(...out);
}

function mutate(s: string): string {
  let out = s;
  const edits = 1 + int(5);
  for (let k = 0; k < edits; k++) {
    const i = int(out.length + 1);
    const what = chance(0.2) ? pick(ATOMS).repeat(1 + int(20)) : pick(ATOMS);
    const kind = int(4);
    if (kind === 0) out = out.slice(0, i) + what + out.slice(i);
    else if (kind === 1) out = out.slice(0, i) + what + out.slice(i + 1);
    else if (kind === 2) out = out.slice(0, i) + out.slice(i + 1 + int(5));
    else out = out.slice(0, i) + out.slice(i, i + int(30)).repeat(2 + int(3)) + out.slice(i);
  }
  return out;
}

function str(): string {
  const r = int(5);
  const max = chance(0.05) ? MAX_LEN * 10 : MAX_LEN;
  if (r === 0) return soup(max);
  if (r === 1) return randomUnits(Math.min(max, 60));
  if (r === 2) return pick(corpus);
  if (r === 3) return mutate(pick(corpus));
  return mutate(soup(Math.min(max, 80)));
}

function bytes(): Uint8Array {
  const r = int(3);
  if (r === 0) return new Uint8Array(Array.from({ length: int(80) }, () => int(256)));
  const s = str();
  if (r === 1) return new TextEncoder().encode(s);
  // ASCII only: most functions then succeed rather than raise UnicodeDecodeError.
  return Uint8Array.from(s, (c) => c.charCodeAt(0) & 0x7f);
}

const ENCODINGS = [null, 'utf-8', 'UTF8', 'latin-1', 'iso-8859-1', 'ascii', 'us-ascii', 'utf-16', 'bogus'];
const HANDLERS = [null, 'strict', 'replace', 'ignore', 'backslashreplace', 'xmlcharrefreplace', 'surrogateescape', 'surrogatepass', 'namereplace', 'bogus'];

// ---------------------------------------------------------------------------------------------
// Shapes.
class Shape extends Error {}
function must(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Shape(what);
}
const isStr = (x: unknown): x is string => typeof x === 'string';
const isBytes = (x: unknown): x is Uint8Array => x instanceof Uint8Array;

function checkNetloc(r: api.SplitResult | api.ParseResult | api.SplitResultBytes | api.ParseResultBytes): void {
  // Reading the attributes is part of the API: hostname, username, password never throw; port may
  // raise ValueError as in CPython.
  const h = r.hostname;
  must(h === null || isStr(h) || isBytes(h), 'hostname type');
  must(r.username === null || isStr(r.username) || isBytes(r.username), 'username type');
  must(r.password === null || isStr(r.password) || isBytes(r.password), 'password type');
  try {
    const p = r.port;
    must(p === null || (Number.isInteger(p) && p >= 0 && p <= 65535), `port ${String(p)}`);
  } catch (e) {
    if (!(e instanceof api.ValueError)) throw e;
  }
  const u = r.geturl();
  must(isStr(u) || isBytes(u), 'geturl type');
}

function checkTuple(r: unknown, cls: Function, n: number, elem: (x: unknown) => boolean, name: string): void {
  must(r instanceof cls, `${name}: not a ${cls.name}`);
  const a = r as unknown[];
  must(a.length === n, `${name}: length ${a.length}`);
  must(a.every(elem), `${name}: element types`);
}

function checkReport(e: api.URLErrorReport, input: string): void {
  must(Object.hasOwn(api.ERROR_CODES, e.code), `unknown code ${e.code}`);
  must(Number.isInteger(e.offset) && e.offset >= 0 && e.offset <= input.length, `offset ${e.offset} of ${input.length}`);
  must(e.input === input, 'report input');
  must(isStr(e.message) && e.message.length > 0, 'message');
  must(Array.isArray(e.expected) && Array.isArray(e.trace) && Array.isArray(e.hints), 'report arrays');
  must(isStr(api.formatReport(e)), 'formatReport');
  JSON.stringify(e);
}

function checkParse(r: api.StrictParseResult, input: string): void {
  must(typeof r === 'object' && r !== null && typeof r.ok === 'boolean', 'result shape');
  if (r.ok) {
    must(r.ast.start === 0 && r.ast.end === input.length && r.ast.text === input, 'ast span');
  } else checkReport(r.error, input);
}

function checkResolution(r: api.Resolution): void {
  must(isStr(r.href), 'href');
  must(typeof r.parts === 'object' && r.parts !== null, 'parts');
  must(Array.isArray(r.steps), 'steps');
}

// ---------------------------------------------------------------------------------------------
// The calls. Each returns a thunk and the errors it may throw.
type Allowed = readonly Function[];
const URLLIB: Allowed = [api.ValueError, api.LookupError];
interface Call {
  readonly fn: string;
  readonly args: unknown[];
  readonly run: () => void;
  readonly allowed: Allowed;
}

const GRAMMARS = ['rfc1738', 'rfc1808'] as const;
/** Every grammar: parseURL and the recognizers are fuzzed under each. */
const ALL_GRAMMARS: readonly api.GrammarName[] = ['rfc1738', 'rfc1738-pure', 'rfc1808', 'rfc2396', 'rfc2396+2732', 'rfc3986', 'rfc3987'];
const SPECS = api.RESOLVE_SPECS;
const RULES = api.grammar.rules;

function splitOpts(): api.SplitOptions<string> {
  const o: { scheme?: string; allow_fragments?: boolean } = {};
  if (chance(0.3)) o.scheme = pick(['', 'http', 'ftp', 'x', soup(6)]);
  if (chance(0.3)) o.allow_fragments = chance(0.5);
  return o;
}
function quoteOpts(): api.QuoteOptions {
  const o: api.QuoteOptions = {};
  if (chance(0.3)) o.safe = chance(0.8) ? soup(6) : randomUnits(4);
  if (chance(0.3)) o.encoding = pick(ENCODINGS);
  if (chance(0.3)) o.errors = pick(HANDLERS);
  return o;
}
function unquoteOpts(): api.UnquoteOptions {
  const o: api.UnquoteOptions = {};
  if (chance(0.3)) o.encoding = pick(ENCODINGS);
  if (chance(0.3)) o.errors = pick(HANDLERS);
  return o;
}
function qsOpts(): api.ParseQsOptions {
  const o: api.ParseQsOptions = {};
  if (chance(0.3)) o.keep_blank_values = chance(0.5);
  if (chance(0.2)) o.strict_parsing = chance(0.5);
  if (chance(0.3)) o.encoding = pick(ENCODINGS);
  if (chance(0.3)) o.errors = pick(HANDLERS);
  if (chance(0.2)) o.max_num_fields = pick([null, 0, 1, 2, 5, 100, -1]);
  if (chance(0.2)) o.separator = pick([null, '&', ';', '&&', ';&', '=', '%']);
  return o;
}

/**
 * Encode-only handlers given to a decoder: CPython raises
 * TypeError("don't know how to handle UnicodeDecodeError in error callback").
 */
const decodeAllowed = (errors: string | null | undefined): Allowed =>
  errors === 'xmlcharrefreplace' || errors === 'namereplace' ? [...URLLIB, TypeError] : URLLIB;

/** Wraps a call with its recorded arguments (for the reproducer). */
const call = (fn: string, args: unknown[], run: () => void, allowed: Allowed = URLLIB): Call => ({ fn, args, run, allowed });

function makeCall(): Call {
  const s = str();
  switch (int(26)) {
    case 0: {
      const o = splitOpts();
      return call('urlsplit', [s, o], () => {
        const r = api.urlsplit(s, o);
        checkTuple(r, api.SplitResult, 5, isStr, 'urlsplit');
        checkNetloc(r);
        // The law of CPython's round trip, as a shape check: unsplit gives a string.
        must(isStr(api.urlunsplit(r)), 'urlunsplit of a split');
      });
    }
    case 1: {
      const o = splitOpts();
      return call('urlparse', [s, o], () => {
        const r = api.urlparse(s, o);
        checkTuple(r, api.ParseResult, 6, isStr, 'urlparse');
        checkNetloc(r);
        must(isStr(api.urlunparse(r)), 'urlunparse of a parse');
      });
    }
    case 2: {
      const b = bytes();
      return call('urlsplit(bytes)', [b], () => {
        const r = api.urlsplit(b);
        checkTuple(r, api.SplitResultBytes, 5, isBytes, 'urlsplit bytes');
        checkNetloc(r);
      });
    }
    case 3: {
      const b = bytes();
      return call('urlparse(bytes)', [b], () => {
        const r = api.urlparse(b);
        checkTuple(r, api.ParseResultBytes, 6, isBytes, 'urlparse bytes');
        checkNetloc(r);
      });
    }
    case 4: {
      const base = chance(0.5) ? pick(corpus) : str();
      const af = chance(0.8);
      return call('urljoin', [base, s, { allow_fragments: af }], () => must(isStr(api.urljoin(base, s, { allow_fragments: af })), 'urljoin type'));
    }
    case 5: {
      const base = bytes();
      const b = bytes();
      return call('urljoin(bytes)', [base, b], () => must(isBytes(api.urljoin(base, b)), 'urljoin bytes type'));
    }
    case 6: {
      const b = bytes();
      // Mixing str and bytes: CPython's TypeError('Cannot mix str and non-str arguments').
      return call('urljoin(mixed)', [s, b], () => void api.urljoin(s, b as unknown as string), [...URLLIB, TypeError]);
    }
    case 7: {
      const parts = [str(), str(), str(), str(), str()].map((x) => (x.length > 30 ? x.slice(0, 30) : x));
      return call('urlunsplit', [parts], () => {
        const u = api.urlunsplit(parts);
        must(isStr(u), 'urlunsplit type');
      });
    }
    case 8: {
      const parts = [str(), str(), str(), str(), str(), str()].map((x) => (x.length > 30 ? x.slice(0, 30) : x));
      return call('urlunparse', [parts], () => must(isStr(api.urlunparse(parts)), 'urlunparse type'));
    }
    case 9:
      return call('urldefrag', [s], () => {
        const r = api.urldefrag(s);
        checkTuple(r, api.DefragResult, 2, isStr, 'urldefrag');
        must(isStr(r.geturl()), 'defrag geturl');
      });
    case 10: {
      const o = quoteOpts();
      const plus = chance(0.5);
      return call(plus ? 'quote_plus' : 'quote', [s, o], () => {
        const q = (plus ? api.quote_plus : api.quote)(s, o);
        must(isStr(q) && /^[\x00-\x7f]*$/.test(q) === /^[\x00-\x7f]*$/.test(q), 'quote type');
      });
    }
    case 11: {
      const b = bytes();
      const o: api.QuoteOptions = chance(0.2) ? { encoding: 'utf-8' } : chance(0.5) ? { safe: soup(5) } : {};
      // CPython: quote(bytes, encoding=...) raises TypeError("quote() doesn't support 'encoding' for bytes").
      return call('quote(bytes)', [b, o], () => must(isStr(api.quote(b, o)), 'quote bytes type'), o.encoding ? [...URLLIB, TypeError] : URLLIB);
    }
    case 12: {
      const b = bytes();
      return call('quote_from_bytes', [b], () => must(/^[\x00-\x7f]*$/.test(api.quote_from_bytes(b)), 'quote_from_bytes ASCII'));
    }
    case 13: {
      const o = unquoteOpts();
      const plus = chance(0.5);
      return call(plus ? 'unquote_plus' : 'unquote', [s, o], () => must(isStr((plus ? api.unquote_plus : api.unquote)(s, o)), 'unquote type'), decodeAllowed(o.errors));
    }
    case 14: {
      const b = chance(0.5) ? bytes() : s;
      return call('unquote_to_bytes', [b], () => must(isBytes(api.unquote_to_bytes(b)), 'unquote_to_bytes type'));
    }
    case 15: {
      const o = qsOpts();
      const b = chance(0.2) ? bytes() : s;
      const both = chance(0.5);
      return call(both ? 'parse_qs' : 'parse_qsl', [b, o], () => {
        if (both) {
          const r = api.parse_qs(b as string, o);
          must(Object.getPrototypeOf(r) === Object.prototype || Object.getPrototypeOf(r) === null, 'parse_qs prototype');
          for (const v of Object.values(r)) must(Array.isArray(v) && v.every((x) => isStr(x) || isBytes(x)), 'parse_qs values');
        } else {
          const r = api.parse_qsl(b as string, o);
          must(Array.isArray(r) && r.every((p) => Array.isArray(p) && p.length === 2), 'parse_qsl pairs');
        }
      }, decodeAllowed(o.errors));
    }
    case 16: {
      const pairs: Array<[string, string]> = Array.from({ length: int(5) }, () => [str().slice(0, 20), str().slice(0, 20)]);
      const o: api.UrlencodeOptions = chance(0.3) ? { safe: soup(4) } : chance(0.3) ? { doseq: true } : {};
      return call('urlencode', [pairs, o], () => must(isStr(api.urlencode(pairs, o)), 'urlencode type'));
    }
    case 17: {
      const grammar = pick(ALL_GRAMMARS);
      return call('parseURL', [s, { grammar }], () => {
        const r = api.parseURL(s, { grammar });
        checkParse(r, s);
        // The generated recognizer (issue 22) gives the same verdict.
        must(api.isValid(s, { grammar }) === r.ok, 'isValid is parseURL(...).ok');
      }, []);
    }
    case 18: {
      const grammar = pick(GRAMMARS);
      return call('parseURLOrThrow', [s, { grammar }], () => void api.parseURLOrThrow(s, { grammar }), [api.URLSyntaxError]);
    }
    case 19: {
      const r = pick(RULES);
      const short = s.slice(0, 60);
      const opts = { rfc: r.rfc, ...(chance(0.5) ? { grammar: pick(GRAMMARS) } : {}) };
      return call('parseRule', [r.name, short, opts], () => checkParse(api.parseRule(r.name, short, opts), short), [api.GrammarError]);
    }
    case 20: {
      const spec = pick(SPECS);
      const base = chance(0.6) ? pick(corpus) : str();
      return call('resolve', [base, s, { spec }], () => checkResolution(api.resolve(base, s, { spec })), [api.ResolutionError]);
    }
    case 21: {
      const spec = pick(['rfc1808', 'rfc3986'] as const);
      const p = chance(0.5) ? s : Array.from({ length: int(40) }, () => pick(['.', '..', '', 'a', '...', '.a', 'a.'])).join('/');
      return call('removeDotSegments', [p, { spec }], () => {
        const r = api.removeDotSegments(p, { spec });
        must(isStr(r.path) && Array.isArray(r.steps), 'removeDotSegments shape');
      }, []);
    }
    case 22:
      return call('parseBrowser', [s], () => {
        const p = api.parseBrowser(s);
        must(typeof p === 'object' && p !== null && 'scheme' in p, 'parseBrowser shape');
        if (p.scheme !== null) must(isStr(api.recomposeBrowser(p)), 'recomposeBrowser');
      }, []);
    case 23: {
      const base = chance(0.5) ? pick(corpus) : str();
      return call('urljoinTrace', [base, s], () => {
        const r = api.urljoinTrace(base, s);
        must(isStr(r.url) && Array.isArray(r.steps), 'urljoinTrace shape');
      });
    }
    case 24: {
      const b = chance(0.3) ? bytes() : s;
      return call('unwrap', [b], () => must(isStr(api.unwrap(b)), 'unwrap type'));
    }
    default: {
      const b = bytes();
      return call('urldefrag(bytes)', [b], () => checkTuple(api.urldefrag(b), api.DefragResultBytes, 2, isBytes, 'urldefrag bytes'));
    }
  }
}

// ---------------------------------------------------------------------------------------------
function reproducer(c: Call): unknown {
  return c.args.map((a) => (a instanceof Uint8Array ? { bytes: [...a] } : a));
}

/** Every string of a call's arguments, inside option objects and arrays too, and its bytes read as UTF-8 and as Latin-1. */
function stringsOf(x: unknown, out: string[] = []): string[] {
  if (typeof x === 'string') out.push(x);
  else if (x instanceof Uint8Array) out.push(new TextDecoder().decode(x), Array.from(x, (b) => String.fromCharCode(b)).join(''));
  else if (Array.isArray(x)) for (const y of x) stringsOf(y, out);
  else if (x !== null && typeof x === 'object') for (const y of Object.values(x)) stringsOf(y, out);
  return out;
}

/**
 * A call's arguments as a finding prints them: each string with every password of the call masked
 * (found in any of its strings, masked in every form: `redactPasswords` with the others `also`),
 * bytes that hold one withheld (with how to write them); and `mask`, which masks any other text
 * the call gives (an error's message) the same way.
 */
function masked(c: Call, n: number): { args: unknown; mask: (text: string) => string } {
  const all = stringsOf(c.args);
  const r = api.redactPasswords(all[0] ?? '', { also: all.slice(1) });
  const mask = (t: string): string => (r.found ? r.mask(t) : t);
  const shown = (x: unknown): unknown => {
    if (typeof x === 'string') return mask(x);
    if (x instanceof Uint8Array) {
      const held = stringsOf(x).some((t) => mask(t) !== t);
      return held ? { bytes: `${x.length} bytes holding a password: npm run fuzz -- --seed ${SEED} --replay ${n} --write FILE` } : { bytes: [...x] };
    }
    if (Array.isArray(x)) return x.map(shown);
    if (x !== null && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, shown(v)]));
    return x;
  };
  return { args: shown(c.args), mask };
}

const BUDGET_MS = 250;
const seen = new Map<string, number>();
let findings = 0;
let calls = 0;
const byFn = new Map<string, number>();
const t0 = performance.now();
const deadline = t0 + SECONDS * 1000;
let nextReport = t0 + 30_000;

function report(kind: string, c: Call, detail: string, call = calls): void {
  const key = `${c.fn}|${kind}|${detail.replace(/\d+/g, 'N').slice(0, 80)}`;
  const n = (seen.get(key) ?? 0) + 1;
  seen.set(key, n);
  if (n > 1) return;
  findings++;
  const { args, mask } = masked(c, call);
  console.log('FINDING ' + JSON.stringify({ kind, fn: c.fn, detail: mask(detail), call, seed: SEED, args }));
}

/** Runs `c`, and reports what it did wrong but its time. */
function judge(c: Call, call: number): void {
  try {
    c.run();
  } catch (e) {
    if (e instanceof Shape) report('shape', c, e.message, call);
    else if (e instanceof RangeError && /call stack/.test(e.message)) report('stack overflow', c, e.message, call);
    else if (!c.allowed.some((cls) => e instanceof cls)) report('exception', c, `${(e as Error)?.name}: ${(e as Error)?.message}`, call);
  }
}

const REPLAY = flag('--replay', 0);
if (REPLAY > 0) {
  // The N-th call of the seed's run, drawn again (the draws are makeCall's alone), run once.
  let c = makeCall();
  for (let k = 1; k < REPLAY; k++) c = makeCall();
  const out = argv.indexOf('--write');
  if (out >= 0) {
    writeFileSync(argv[out + 1]!, JSON.stringify({ fn: c.fn, seed: SEED, call: REPLAY, args: reproducer(c) }) + '\n');
    console.log(`fuzz: call ${REPLAY} of seed ${SEED} (${c.fn}) written, unmasked, to ${argv[out + 1]}`);
  }
  judge(c, REPLAY);
  console.log(`fuzz: call ${REPLAY} of seed ${SEED}: ${c.fn} ${JSON.stringify(masked(c, REPLAY).args)}, ${findings} findings`);
  process.exit(findings ? 1 : 0);
}

console.log(`fuzz: ${SECONDS}s, seed ${SEED}, max length ${MAX_LEN}`);
while (performance.now() < deadline) {
  for (let k = 0; k < 200; k++) {
    const c = makeCall();
    calls++;
    byFn.set(c.fn, (byFn.get(c.fn) ?? 0) + 1);
    let t = performance.now();
    judge(c, calls);
    t = performance.now() - t;
    if (t > BUDGET_MS) {
      const t1 = performance.now();
      try {
        c.run();
      } catch {
        /* judged above */
      }
      const t2 = performance.now() - t1;
      if (t2 > BUDGET_MS) report('slow', c, `${Math.round(Math.min(t, t2))} ms`);
    }
  }
  if (performance.now() > nextReport) {
    nextReport += 30_000;
    console.log(`fuzz: ${Math.round((performance.now() - t0) / 1000)}s, ${calls} calls, ${findings} findings`);
  }
}

console.log(`fuzz: done, ${calls} calls in ${SECONDS}s (seed ${SEED}), ${findings} distinct findings`);
console.log('calls per function: ' + JSON.stringify(Object.fromEntries([...byFn].sort())));
process.exitCode = findings ? 1 : 0;
