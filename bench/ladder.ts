/**
 * The scaling ladder: every public function on 1 KB, 10 KB, 100 KB, 1 MB and 10 MB of its worst
 * repeats, and the growth factor from one rung to the next (10 is linear, 100 quadratic).
 *
 *   npm run bench -- --ladder [--max-mb 10] [--json]    the ladder on the worst patterns
 *   npm run bench:file -- bench/ladder.ts --probe [--probe-kb 20]     find the worst patterns (all prefixes × units)
 *   npm run bench:file -- bench/ladder.ts --stack                     every function on six 10 MB inputs (also run
 *                                                       at the end of a 10 MB ladder)
 *   npm run bench:file -- bench/ladder.ts --fixed [--size 1000000]    the fixed shapes (FIXED below) at one size,
 *                                                       ns/char beside Node's URL, best of 3: the same
 *                                                       rows before and after a change
 *   npm run bench:file -- bench/ladder.ts --rejected-ladder [--top 20] parseURL on every shape it rejects at 1 MB,
 *                                                       the slowest first (a target of npm run bench)
 *       [--grammars all|rfc3987,...] [--bundle FILE]    under other grammars than rfc1738 and rfc3986
 *                                                       (all: the seven); the bundle's parseURL (the
 *                                                       IIFE of scripts/bundle.mjs) in a bare node:vm
 *                                                       context instead of the module's
 *   npm run bench:file -- bench/ladder.ts --ladder-json valid|rejected|repair|isValid|record
 *                                                       one ladder as JSON (bench/run.ts runs each so;
 *                                                       record: issue 43's reader beside isValid)
 *   node --expose-gc --import ./scripts/bench-loader.mjs bench/ladder.ts --all-errors [--size 1000000] [--top 20] [--only rfc1738] [--reader]
 *                                                       parseURL with allErrors (the default cap, 100)
 *                                                       on every rejected shape: its time over the
 *                                                       plain report's, and the bytes its result
 *                                                       keeps per input character (with --expose-gc;
 *                                                       issue 24's targets: 20x, 50 B/char; the best
 *                                                       of three runs), DECISIONS 46's bound in time
 *                                                       and the reports' floor; the plain report by
 *                                                       the generated parse's road (a fresh
 *                                                       process's), or with --reader the record
 *                                                       reader's (a long-running program's). About
 *                                                       a minute at 1 MB
 *   npm run bench:file -- bench/ladder.ts --rejected [--size 1000000] parseURL on rejected shapes split into its
 *                                                       two runs: the plain build (which fails) and
 *                                                       the traced build (the report's furthest
 *                                                       failure and expectations)
 *
 * The worst patterns are found by probing every prefix × unit of bench/cases.ts at one size per
 * function and keeping the slowest few; the ladder then climbs with those. A rung whose growth
 * factor exceeds 30 is marked "SUPERLINEAR" when the cost per character at the top rung is also over
 * 3 times that at 100 KB; a stack overflow or an undocumented error is reported.
 *
 * The quoting and query functions also climb CPython's antagonistic mixed units (MIXED_UNIT and
 * MIXED_QUERY_UNIT of bench/cases.ts) whether or not the probe picks them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { parserFor } from '../grammar/parsers.js';
import { profiles } from '../grammar/profiles.js';
import type { GrammarName } from '../grammar/all.js';
import * as api from '../src/index.js';
import { API, build, MIXED_QUERY_UNIT, MIXED_UNIT, PREFIXES, timeIt, UNITS, type ApiCase } from './cases.js';
import { countedRecovery } from './all-errors-count.js';
import { workOf } from '../grammar/engine/work.js';

const SIZES = [1e3, 1e4, 1e5, 1e6, 1e7];

interface Probe {
  readonly prefix: string;
  readonly unit: string;
  readonly ms: number;
}

/** The slowest `keep` prefix × unit patterns of `c` at `n` code units. */
export function probe(c: ApiCase, n: number, keep: number): Probe[] {
  const out: Probe[] = [];
  for (const prefix of PREFIXES) {
    for (const unit of UNITS) {
      const s = build(prefix, unit, n);
      out.push({ prefix, unit, ms: timeIt(() => c.run(s), 1) });
    }
  }
  return out.sort((a, b) => b.ms - a.ms).slice(0, keep);
}

/** The mixed units each quoting and query function always climbs. */
const MIXED_LADDER: Readonly<Record<string, readonly string[]>> = {
  quote: [MIXED_UNIT],
  quote_plus: [MIXED_UNIT],
  quote_from_bytes: [MIXED_UNIT],
  unquote: [MIXED_UNIT],
  unquote_plus: [MIXED_UNIT],
  unquote_to_bytes: [MIXED_UNIT],
  parse_qs: [MIXED_UNIT, MIXED_QUERY_UNIT],
  parse_qsl: [MIXED_UNIT, MIXED_QUERY_UNIT],
  urlencode: [MIXED_UNIT],
};

export interface Rung {
  readonly bytes: number;
  readonly ms: number;
  readonly nsPerChar: number;
  readonly growth: number | null;
}

export interface LadderRow {
  readonly fn: string;
  readonly prefix: string;
  readonly unit: string;
  readonly rungs: Rung[];
  readonly error: string | null;
  readonly maxGrowth: number;
  /** ns per character at the top rung over ns per character at 100 KB: 1 is linear. */
  readonly drift: number;
  /** The peer in the same run: Node's WHATWG `URL` on the top rung's input, ns per character. */
  readonly peerNsPerChar: number | null;
}

/** Node's WHATWG `URL` (ada) on `s`: the peer each ladder row prints beside its top rung. */
function nodeURL(s: string): unknown {
  try {
    return new URL(s);
  } catch {
    return null;
  }
}

function climb(c: ApiCase, prefix: string, unit: string, maxBytes: number): LadderRow {
  const rungs: Rung[] = [];
  let error: string | null = null;
  for (const n of SIZES.filter((x) => x <= maxBytes)) {
    const s = build(prefix, unit, n);
    let ms: number;
    try {
      ms = timeIt(() => c.run(s), n <= 1e6 ? 3 : 1);
    } catch (e) {
      error = `${n} chars: ${(e as Error)?.name}: ${(e as Error)?.message}`;
      break;
    }
    const prev = rungs.at(-1);
    rungs.push({ bytes: n, ms, nsPerChar: (ms * 1e6) / s.length, growth: prev ? ms / Math.max(prev.ms, 0.05) : null });
    if (ms > 60_000) break; // superlinear for sure; do not climb further
  }
  const maxGrowth = Math.max(0, ...rungs.filter((r) => r.bytes >= 1e5).map((r) => r.growth ?? 0));
  const at100k = rungs.find((r) => r.bytes === 1e5);
  const top = rungs.at(-1);
  const drift = at100k && top && top.bytes > 1e5 ? top.nsPerChar / Math.max(at100k.nsPerChar, 1e-3) : 1;
  let peerNsPerChar: number | null = null;
  if (top) {
    const s = build(prefix, unit, top.bytes);
    peerNsPerChar = (timeIt(() => nodeURL(s), top.bytes <= 1e6 ? 3 : 1) * 1e6) / s.length;
  }
  return { fn: c.name, prefix, unit, rungs, error, maxGrowth, drift, peerNsPerChar };
}

export async function runLadder(opts: { maxMB: number; json: boolean; probeKB?: number; keep?: number; only?: string }): Promise<LadderRow[]> {
  const log = (s: string): void => void (opts.json ? process.stderr : process.stdout).write(s + '\n');
  const rows: LadderRow[] = [];
  const probeN = (opts.probeKB ?? 20) * 1000;
  const t0 = performance.now();
  for (const c of API) {
    if (opts.only && !c.name.includes(opts.only)) continue;
    const worst: Array<{ prefix: string; unit: string }> = probe(c, probeN, opts.keep ?? 2);
    for (const unit of MIXED_LADDER[c.name] ?? []) {
      if (!worst.some((w) => w.prefix === '' && w.unit === unit)) worst.push({ prefix: '', unit });
    }
    for (const w of worst) {
      const row = climb(c, w.prefix, w.unit, opts.maxMB * 1e6);
      rows.push(row);
      const rungs = row.rungs.map((r) => `${r.bytes >= 1e6 ? r.bytes / 1e6 + 'MB' : r.bytes / 1e3 + 'KB'} ${r.ms.toFixed(1)}ms${r.growth ? ` (×${r.growth.toFixed(1)})` : ''}`).join(', ');
      const top = row.rungs.at(-1);
      const perChar = top ? ` | ${top.nsPerChar.toFixed(1)} ns/char (Node URL ${row.peerNsPerChar?.toFixed(1)})` : '';
      log(
        `${superlinear(row) ? 'SUPERLINEAR ' : ''}${row.error ? 'ERROR ' : ''}${c.name} | ${JSON.stringify(w.prefix)} + ${JSON.stringify(w.unit)}* | ${rungs}${perChar}${row.error ? ' | ' + row.error : ''}`,
      );
    }
  }
  log(`ladder: ${rows.length} rows in ${((performance.now() - t0) / 1000).toFixed(0)} s; ${rows.filter(superlinear).length} superlinear, ${rows.filter((r) => r.error).length} errors`);
  const big = opts.maxMB >= 10 ? stackCheck(log) : [];
  if (opts.json) process.stdout.write(JSON.stringify({ rows, stack: big }, null, 2) + '\n');
  return rows;
}

/**
 * Superlinear: one rung grew over 30x and the cost per character at the top rung is over 3 times
 * that at 100 KB (a single slow rung is a GC pause or a JIT tier, not the algorithm).
 */
function superlinear(r: LadderRow): boolean {
  return r.maxGrowth > 30 && r.drift > 3 && (r.rungs.at(-1)?.ms ?? 0) > 50;
}

/** Inputs of 10 MB that are one long run for a single regular expression, or deep nesting. */
const STACK_INPUTS: ReadonlyArray<readonly [string, string]> = [
  ['one 10 MB path segment', 'http://example.org/' + 'a'.repeat(1e7)],
  ['one 10 MB query', 'http://example.org/?' + 'a'.repeat(1e7)],
  ['10 MB of "/" after a scheme', 'x:' + '/'.repeat(1e7)],
  ['10 MB relative path', 'a'.repeat(1e7)],
  ['10 MB of "%41"', 'http://example.org/' + '%41'.repeat(3_333_333)],
  ['10 MB of "../"', '../'.repeat(3_333_333)],
];

/** Every function on the 10 MB inputs: a stack overflow (or any undocumented error) is reported. */
function stackCheck(log: (s: string) => void): Array<{ fn: string; input: string; error: string | null; ms: number }> {
  const out: Array<{ fn: string; input: string; error: string | null; ms: number }> = [];
  for (const [what, s] of STACK_INPUTS) {
    for (const c of API) {
      const t0 = performance.now();
      let error: string | null = null;
      try {
        c.run(s);
      } catch (e) {
        error = `${(e as Error)?.name}: ${(e as Error)?.message}`;
      }
      const ms = performance.now() - t0;
      out.push({ fn: c.name, input: what, error, ms });
      if (error) log(`STACK ${c.name} | ${what} | ${error} (${ms.toFixed(0)} ms)`);
    }
  }
  log(`10 MB inputs: ${out.length} calls, ${out.filter((r) => r.error).length} errors`);
  return out;
}

/** `--probe`: the slowest patterns per function and their 10 KB → 100 KB growth. */
function runProbe(kb: number, keep: number, only: string | undefined): void {
  for (const c of API) {
    if (only && !c.name.includes(only)) continue;
    for (const w of probe(c, kb * 1000, keep)) {
      const small = build(w.prefix, w.unit, 1e4);
      const big = build(w.prefix, w.unit, 1e5);
      const t1 = timeIt(() => c.run(small), 3);
      const t2 = timeIt(() => c.run(big), 3);
      console.log(`${c.name} | ${JSON.stringify(w.prefix)} + ${JSON.stringify(w.unit)}* | ${kb}KB ${w.ms.toFixed(2)}ms | 10KB ${t1.toFixed(2)}ms 100KB ${t2.toFixed(2)}ms ×${(t2 / Math.max(t1, 0.05)).toFixed(1)}`);
    }
  }
}

/**
 * The shapes docs/performance.md follows from one change to the next (the probe picks whatever is
 * slowest now, so its rows move): issue 16's table, and the worst shapes the ladder found for the
 * resolvers, dot-segment removal, urljoin and the urllib functions before they were reworked.
 */
export const FIXED: ReadonlyArray<readonly [fn: string, prefix: string, unit: string]> = [
  ['parseURL rfc1738', 'http://[', '1:'],
  ['parseURL rfc1738', 'http://', 'a.'],
  ['parseURL rfc1738', 'http://', '1.'],
  ['parseURL rfc1738', 'http://h/', 'a/'],
  ['parseURL rfc1738', 'http://h/', '%41'],
  ['parseURL rfc1808', 'http://[', '1:'],
  ['parseURLOrThrow', 'http://[', '1:'],
  ['formatReport', 'http://[', '1:'],
  ['formatReport', 'ftp://u@', '1.'],
  ['parseRule 2373 IPv6address', '', '1:'],
  ['resolve rfc3986 (reference)', 'http://h/', 'a/'],
  ['resolve rfc3986 (reference)', 'http://', '/'],
  ['resolve rfc3986 (reference)', 'x:', ':/'],
  ['resolve rfc3986 (base)', '/', '//'],
  ['resolve rfc3986 (base)', 'http://', '//'],
  ['resolve rfc1808', 'http://h/', 'a/'],
  ['resolve rfc1808', '', ';'],
  ['resolve abarth-url-00', 'http://h/', 'a/'],
  ['resolve abarth-url-00', '', ':/'],
  ['urljoin (reference)', 'http://h/', 'a/'],
  ['urljoin (reference)', 'http://', '/'],
  ['urljoin (reference)', '/', '//'],
  ['urljoin (base)', 'ftp://u@', ':/'],
  ['urljoinTrace', 'http://h/', 'a/'],
  ['urljoinTrace', 'http://', '/'],
  ['removeDotSegments rfc3986', 'http://h/', 'a/'],
  ['removeDotSegments rfc3986', 'x:', '/'],
  ['removeDotSegments rfc3986', 'ftp://u@', '/?'],
  ['removeDotSegments rfc1808', 'http://h/', 'a/'],
  ['removeDotSegments rfc1808', '', '//'],
  ['urlsplit (+ attributes)', 'http://', '@'],
  ['urlsplit (+ attributes)', '//', '@:'],
  ['urlparse (+ attributes)', 'ftp://u@', '@'],
  ['parse_qs', '', '&='],
  ['parse_qs', '', MIXED_QUERY_UNIT],
  ['parse_qsl', '', '&='],
  ['parse_qsl', '', MIXED_QUERY_UNIT],
  ['urlencode', 'http://a/', 'é'],
];

/** `--fixed`: each FIXED shape at `n` code units, best of 3, beside Node's URL on the same input. */
function runFixed(n: number): void {
  console.log(`| function | input | ns/char | Node URL ns/char |\n|---|---|---:|---:|`);
  for (const [fn, prefix, unit] of FIXED) {
    const c = API.find((a) => a.name === fn);
    if (!c) throw new Error(`no function ${fn} in bench/cases.ts`);
    const s = build(prefix, unit, n);
    c.run(build(prefix, unit, 1e4)); // warm up
    const ms = timeIt(() => c.run(s), 3);
    const peer = timeIt(() => nodeURL(s), 3);
    console.log(`| ${fn} | \`${JSON.stringify(prefix)}\` + \`${JSON.stringify(unit)}\`×n | ${((ms * 1e6) / s.length).toFixed(1)} | ${((peer * 1e6) / s.length).toFixed(1)} |`);
  }
}

/** Rejected inputs whose report `--rejected` splits into the plain run and the traced run. */
const REJECTED: ReadonlyArray<readonly [grammar: GrammarName, prefix: string, unit: string]> = [
  ['rfc1738', 'http://[', '1:'],
  ['rfc1738', 'http://', '1.'],
  ['rfc1738', 'http://', 'a.'],
  ['rfc1808', 'http://[', '1:'],
  ['rfc3986', 'http://[', '1:'],
  ['rfc1738', 'ftp://u@', '1.'],
];

/**
 * `--rejected`: `parseURL` of a rejected input runs the generated parser (which fails) and then the
 * traced build, which finds the furthest failure and what was expected there (the report is made
 * from that); the engine's plain build, which it no longer runs there, is shown for comparison.
 * Each at `n` code units, best of 3, beside Node's URL.
 */
function runRejected(n: number): void {
  console.log(`| grammar | input | parseURL ns/char | generated run | traced run | (plain run) | Node URL |\n|---|---|---:|---:|---:|---:|---:|`);
  for (const [g, prefix, unit] of REJECTED) {
    const compiled = parserFor(g);
    const s = build(prefix, unit, n);
    const warm = build(prefix, unit, 1e4);
    api.parseURL(warm, { grammar: g });
    if (api.parseURL(warm, { grammar: g }).ok) throw new Error(`${prefix}${unit}… is valid under ${g}`);
    const per = (ms: number): string => ((ms * 1e6) / s.length).toFixed(1);
    const all = timeIt(() => api.parseURL(s, { grammar: g }), 3);
    const fast = compiled.fast;
    const generated = fast ? timeIt(() => fast(s), 3) : NaN;
    const plain = timeIt(() => compiled.parse(s), 3);
    const traced = timeIt(() => compiled.trace(s), 3);
    const peer = timeIt(() => nodeURL(s), 3);
    console.log(`| ${g} | \`${JSON.stringify(prefix)}\` + \`${JSON.stringify(unit)}\`×n | ${per(all)} | ${per(generated)} | ${per(traced)} | ${per(plain)} | ${per(peer)} |`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const argv = process.argv.slice(2);
  const opt = (f: string): string | undefined => (argv.includes(f) ? argv[argv.indexOf(f) + 1] : undefined);
  if (argv.includes('--stack')) stackCheck((s) => console.log(s));
  else if (argv.includes('--fixed')) runFixed(Number(opt('--size') ?? 1e6));
  else if (argv.includes('--rejected')) runRejected(Number(opt('--size') ?? 1e6));
  else if (argv.includes('--ladder-json')) {
    // One ladder as JSON on stdout, for bench/run.ts, which runs each in a process of its own.
    const which = opt('--ladder-json');
    const bytes = Number(opt('--size') ?? 1e6);
    const rungs = which === 'rejected' ? await rejectedLadder(bytes) : which === 'repair' ? await repairLadder(bytes) : which === 'isValid' ? await isValidLadder(bytes) : which === 'record' ? await recordLadder(bytes) : await validLadder(bytes);
    process.stdout.write(JSON.stringify(rungs) + '\n');
  } else if (argv.includes('--rejected-ladder')) {
    const gs = opt('--grammars');
    const grammars = gs === undefined ? undefined : gs === 'all' ? (Object.keys(profiles) as GrammarName[]) : (gs.split(',') as GrammarName[]);
    const bundle = opt('--bundle');
    const rungs = await rejectedLadder(Number(opt('--size') ?? 1e6), 100, { grammars, parseURL: bundle ? bundleParseURL(bundle) : undefined });
    for (const r of [...rungs].sort((a, b) => b.nsPerChar - a.nsPerChar).slice(0, Number(opt('--top') ?? 20))) {
      console.log(`${r.grammar} | ${JSON.stringify(r.prefix)} + ${JSON.stringify(r.unit)}×n | ${r.nsPerChar.toFixed(1)} ns/char`);
    }
    if (grammars) {
      for (const g of grammars) {
        const own = rungs.filter((r) => r.grammar === g).sort((a, b) => b.nsPerChar - a.nsPerChar);
        if (own[0]) console.log(`worst under ${g}: ${JSON.stringify(own[0].prefix)} + ${JSON.stringify(own[0].unit)}×n, ${own[0].nsPerChar.toFixed(1)} ns/char (${own.length} shapes)`);
      }
    }
    console.log(`rejected ladder: ${rungs.length} shapes, ${rungs.filter((r) => r.nsPerChar > 250).length} over 250 ns/char, ${rungs.filter((r) => r.nsPerChar > 100).length} over 100 (issue 45)`);
  } else if (argv.includes('--all-errors')) {
    await runAllErrors(Number(opt('--size') ?? 1e6), Number(opt('--top') ?? 20), opt('--only'), argv.includes('--reader') ? 'reader' : 'parse');
  } else if (argv.includes('--probe')) runProbe(Number(opt('--probe-kb') ?? 20), Number(opt('--keep') ?? 4), opt('--only'));
  else await runLadder({ maxMB: Number(opt('--max-mb') ?? 10), json: argv.includes('--json'), keep: Number(opt('--keep') ?? 2), only: opt('--only') });
}

/**
 * `parseURL` of a bundle built by scripts/bundle.mjs, loaded into a bare `node:vm` context (the
 * ECMAScript globals only), as test/bundle.test.ts loads it and a warehouse runs it.
 */
function bundleParseURL(file: string): typeof api.parseURL {
  const ctx = vm.createContext({});
  vm.runInContext(readFileSync(file, 'utf8'), ctx, { filename: 'urlgrammar.bundle.js' });
  return vm.runInContext('urlgrammar.parseURL', ctx) as typeof api.parseURL;
}

/** One shape of the valid ladder: a prefix × unit input that the grammar accepts. */
export interface ValidRung {
  readonly grammar: GrammarName;
  readonly prefix: string;
  readonly unit: string;
  readonly bytes: number;
  readonly nsPerChar: number;
}

/**
 * The shapes of the valid ladder: every prefix × unit of bench/cases.ts, and the shapes of the
 * issue's table whose valid form needs an end (`http://` + `a.`×n + `com/`).
 */
function ladderShapes(): Array<readonly [prefix: string, unit: string, suffix: string]> {
  const shapes: Array<readonly [string, string, string]> = [];
  for (const prefix of PREFIXES) for (const unit of UNITS) shapes.push([prefix, unit, '']);
  shapes.push(['http://', 'a.', 'com/'], ['http://', 'a-', 'a/'], ['ftp://u@', 'a.', 'com/']);
  return shapes;
}

/**
 * The valid ladder: every prefix × unit of bench/cases.ts (and a URL suffix for the shapes of the
 * hostname, which need a top label) that `parseURL` accepts at 1 KB, under rfc1738 and rfc3986,
 * timed through `parseURL` (the compiled fast path, then the range checks) at `bytes`: the cost per
 * character of a valid parse with its full AST.
 */
export async function validLadder(bytes = 1e6): Promise<ValidRung[]> {
  const { parseURL } = await import('../src/index.js');
  const out: ValidRung[] = [];
  for (const grammar of ['rfc1738', 'rfc3986'] as const) {
    for (const [prefix, unit, suffix] of ladderShapes()) {
      const small = build(prefix, unit, 1e3) + suffix;
      if (!parseURL(small, { grammar }).ok) continue;
      const s = build(prefix, unit, bytes) + suffix;
      if (!parseURL(s, { grammar }).ok) continue;
      const ms = timeIt(() => parseURL(s, { grammar }), 3);
      out.push({ grammar, prefix: prefix, unit: suffix ? `${unit}…${suffix}` : unit, bytes: s.length, nsPerChar: (ms * 1e6) / s.length });
    }
  }
  return out;
}

/**
 * The rejected ladder: every prefix × unit of bench/cases.ts that `parseURL` rejects at 1 KB,
 * under rfc1738 and rfc3986 (or `o.grammars`), timed through `parseURL` (or `o.parseURL`, a
 * bundle's) at `bytes` (the generated parser's failing run, then the traced run and the report;
 * the fix-its are computed only when read, and are not read here): once each, and best of 3 where
 * the first run is over `limit` ns per character (issue 45's target, 100: a single run of a
 * megabyte moves by a collection of the garbage of the shapes before it).
 */
export async function rejectedLadder(
  bytes = 1e6,
  limit = 100,
  o: { readonly grammars?: readonly GrammarName[]; readonly parseURL?: typeof api.parseURL } = {},
): Promise<ValidRung[]> {
  const parseURL = o.parseURL ?? (await import('../src/index.js')).parseURL;
  const out: ValidRung[] = [];
  for (const grammar of o.grammars ?? (['rfc1738', 'rfc3986'] as const)) {
    for (const prefix of PREFIXES) {
      for (const unit of UNITS) {
        if (parseURL(build(prefix, unit, 1e3), { grammar }).ok) continue;
        const s = build(prefix, unit, bytes);
        let ms = timeIt(() => parseURL(s, { grammar }), 1);
        if ((ms * 1e6) / s.length > limit) ms = Math.min(ms, timeIt(() => parseURL(s, { grammar }), 2));
        out.push({ grammar, prefix, unit, bytes: s.length, nsPerChar: (ms * 1e6) / s.length });
      }
    }
  }
  return out;
}

/**
 * The repair ladder (issue 46): every prefix × unit of bench/cases.ts that `parseURL` rejects at
 * 1 KB, under rfc1738 and rfc3986, timed through the least-cost repair alone (the search over the
 * grammar's automaton with the URL cost model, `urlRepair`: what a report's fixes run beside the
 * hand-written candidates) at `bytes`: once each, best of 3 where the first is over `limit` ns/char.
 */
export async function repairLadder(bytes = 1e6, limit = 200): Promise<ValidRung[]> {
  const { parseURL } = await import('../src/index.js');
  const { urlRepair } = await import('../src/diagnostics/repair.js');
  const out: ValidRung[] = [];
  for (const [grammar, start] of [
    ['rfc1738', 'URL-1738'],
    ['rfc3986', 'URI'],
  ] as const) {
    for (const prefix of PREFIXES) {
      for (const unit of UNITS) {
        if (parseURL(build(prefix, unit, 1e3), { grammar }).ok) continue;
        const s = build(prefix, unit, bytes);
        let ms = timeIt(() => urlRepair(s, grammar, start), 1);
        if ((ms * 1e6) / s.length > limit) ms = Math.min(ms, timeIt(() => urlRepair(s, grammar, start), 2));
        out.push({ grammar, prefix, unit, bytes: s.length, nsPerChar: (ms * 1e6) / s.length });
      }
    }
  }
  return out;
}

/**
 * The isValid ladder (issue 22): every prefix × unit of bench/cases.ts (valid or not, with the
 * valid ladder's suffixed shapes), under rfc1738 and rfc3986, timed through `isValid` at `bytes`
 * (best of 3): the generated recognizer's cost per character, on inputs it reads to the end and on
 * inputs it rejects early.
 */
export async function isValidLadder(bytes = 1e6): Promise<ValidRung[]> {
  const { isValid } = await import('../src/index.js');
  const out: ValidRung[] = [];
  for (const grammar of ['rfc1738', 'rfc3986'] as const) {
    for (const [prefix, unit, suffix] of ladderShapes()) {
      const s = build(prefix, unit, bytes) + suffix;
      const ms = timeIt(() => isValid(s, { grammar }), 3);
      out.push({ grammar, prefix, unit: suffix ? `${unit}…${suffix}` : unit, bytes: s.length, nsPerChar: (ms * 1e6) / s.length });
    }
  }
  return out;
}

/** One shape of the record reader's ladder: the reader's ns/char (`nsPerChar`) and isValid's on the same input. */
export interface RecordRung extends ValidRung {
  readonly isValidNsPerChar: number;
}

/**
 * The record reader's ladder (issue 43): every shape of the isValid ladder, under rfc1738 and
 * rfc3986, at `bytes`, timed through the record-only reader (`parseComponents` of the main entry,
 * bench/issue43.ts) and through `isValid` on the same input (best of 3 each): the issue's target is
 * the reader within 2× isValid on every shape. Empty while the main entry has no `parseComponents`.
 */
export async function recordLadder(bytes = 1e6): Promise<RecordRung[]> {
  const { isValid } = await import('../src/index.js');
  const { recordReader } = await import('./issue43.js');
  const reader = recordReader();
  if (!reader) return [];
  const out: RecordRung[] = [];
  for (const grammar of ['rfc1738', 'rfc3986'] as const) {
    for (const [prefix, unit, suffix] of ladderShapes()) {
      const s = build(prefix, unit, bytes) + suffix;
      const o = { grammar };
      const valid = timeIt(() => isValid(s, o), 3);
      const read = timeIt(() => reader(s, o), 3);
      out.push({ grammar, prefix, unit: suffix ? `${unit}…${suffix}` : unit, bytes: s.length, nsPerChar: (read * 1e6) / s.length, isValidNsPerChar: (valid * 1e6) / s.length });
    }
  }
  return out;
}

/** One shape of the allErrors ladder. */
export interface AllErrorsRung {
  readonly grammar: GrammarName;
  readonly prefix: string;
  readonly unit: string;
  readonly bytes: number;
  readonly errors: number;
  /** The plain report (`parseURL` without `allErrors`), best of 3, in ms. */
  readonly plainMs: number;
  /** `parseURL` with `allErrors` (maxErrors 100), best of 3, in ms (as the plain report's). */
  readonly allMs: number;
  /** The heap its result keeps, per input character (NaN without --expose-gc). */
  readonly bytesPerChar: number;
  /** The plain report's counted steps (grammar/engine/work.ts). */
  readonly plainSteps: number;
  /** The `allErrors` run's counted steps, and the code units of the windows its rounds read (bench/all-errors-count.ts). */
  readonly allSteps: number;
  readonly windows: number;
  /**
   * DECISIONS 46's bound in time: the larger of 20 × the plain report's time and 2 × the windows
   * at the plain report's time per counted step (the bound in steps, at the plain report's pace).
   */
  readonly boundMs: number;
  /**
   * The least the run's reports cost (not a bound): the plain report, and each later error's
   * report as the plain report of a 64-code-unit text of the shape, best of 3 over 100 calls.
   * Where it is over `boundMs`, the bound in time is below what writing the errors' reports costs,
   * whatever the rounds read (DECISIONS 46's bound counts the steps of reading, not of writing).
   */
  readonly floorMs: number;
}

/**
 * The allErrors ladder (issue 24, item 4): every prefix × unit of bench/cases.ts that `parseURL`
 * rejects at 1 KB, under rfc1738 and rfc3986 (or the grammars named by `only`), at `bytes`: the
 * plain report's time, `allErrors`'s with the default cap (after a warm-up on 1 KB of the shape),
 * and the heap its result keeps per input character (from a collected heap before and after, the
 * result alive; fixes not read).
 */
export async function allErrorsLadder(bytes = 1e6, only?: string, each?: (r: AllErrorsRung) => void, road: 'parse' | 'reader' = 'parse'): Promise<AllErrorsRung[]> {
  const { parseURL } = await import('../src/index.js');
  // The plain report's road, one for every shape (src/parse/result.ts): a process's first 1,000
  // parses of a start symbol go without the record reader (the generated parse first, whose search
  // for an "@" reads a rejected text to its end: one native indexOf, a million counted steps at
  // 1 MB); after them, the reader refuses the text where it fails (a few dozen steps). Until
  // session 72 the ladder took whichever road its process was on at each shape: the same shape's
  // bound in time moved with its place in the ladder. `parse` (the default, the stricter bound:
  // every plain report as a fresh process's) or `reader` (a long-running program's, as the tests read).
  const { deferRecordReader } = await import('../src/parse/result.js');
  deferRecordReader(road === 'reader' ? 0 : Number.MAX_SAFE_INTEGER);
  const gc = (globalThis as { gc?: () => void }).gc;
  const heap = (): number => {
    gc?.();
    return process.memoryUsage().heapUsed;
  };
  const out: AllErrorsRung[] = [];
  for (const grammar of ['rfc1738', 'rfc3986'] as const) {
    if (only && !only.split(',').includes(grammar)) continue;
    for (const prefix of PREFIXES) {
      for (const unit of UNITS) {
        const small = build(prefix, unit, 1e3);
        if (parseURL(small, { grammar }).ok) continue;
        parseURL(small, { grammar, allErrors: true });
        const s = build(prefix, unit, bytes);
        const plainMs = timeIt(() => parseURL(s, { grammar }), 3);
        // Timed as the plain report is: the best of three runs one after another, and before the
        // bytes kept are measured (below). Not straight after a forced collection: `gc()` throws
        // away the optimized code of the report's path (the maps it checks for, which no live
        // object has any more: "weak objects" in `--trace-deopt`), and the run after it pays to
        // make it again (about twice a warm run on the shapes of 100 errors; docs/performance.md,
        // issue 45). Until session 72 the kept bytes' collection came just before these runs.
        const allMs = timeIt(() => parseURL(s, { grammar, allErrors: true }), 3);
        // The bytes kept: from a collected heap before and after one run, its result alive.
        const before = heap();
        let r: ReturnType<typeof parseURL> | null = parseURL(s, { grammar, allErrors: true });
        const kept = heap() - before;
        const errors = r.ok ? 0 : (r.errors?.length ?? 0);
        r = null;
        // The floor: each later error's report as the plain report of a short text of the shape
        // (64 code units: its error, read from its start), the first the plain report itself. A
        // round gives such a report, of its window; 100 of them are what 100 errors cost at the
        // least, whatever the rounds read.
        const short = build(prefix, unit, 64);
        const shortMs = timeIt(() => {
          for (let k = 0; k < 100; k++) parseURL(short, { grammar });
        }, 3) / 100;
        const floorMs = plainMs + Math.max(0, errors - 1) * shortMs;
        // The same run counted (not timed): its steps and windows, and the plain report's steps.
        const plainSteps = workOf(() => parseURL(s, { grammar })).steps;
        const counted = countedRecovery(s, grammar);
        const boundMs = Math.max(20 * plainMs, ((2 * counted.windows) / plainSteps) * plainMs);
        const rung = { grammar, prefix, unit, bytes: s.length, errors, plainMs, allMs, bytesPerChar: gc ? kept / s.length : NaN, plainSteps, allSteps: counted.steps, windows: counted.windows, boundMs, floorMs };
        out.push(rung);
        each?.(rung);
      }
    }
  }
  return out;
}

/** `--all-errors`: the allErrors ladder, each shape as it is measured, then the worst and the count over the targets. */
async function runAllErrors(bytes: number, top: number, only: string | undefined, road: 'parse' | 'reader'): Promise<void> {
  if (!(globalThis as { gc?: unknown }).gc) console.log('(no --expose-gc: the bytes kept are not measured; run node --expose-gc --import ./scripts/bench-loader.mjs bench/ladder.ts --all-errors)');
  const line = (r: AllErrorsRung): string =>
    `${r.grammar} | ${JSON.stringify(r.prefix)} + ${JSON.stringify(r.unit)}×n | ${r.errors} errors | plain ${r.plainMs.toFixed(2)} ms | allErrors ${r.allMs.toFixed(1)} ms | ×${(r.allMs / r.plainMs).toFixed(1)} | ` +
    `bound ${r.boundMs.toFixed(1)} ms (${(r.allMs / r.boundMs).toFixed(2)} of it) | floor ${r.floorMs.toFixed(2)} ms (${(r.floorMs / r.boundMs).toFixed(2)} of the bound) | steps ${r.allSteps} against ${r.plainSteps}, windows ${r.windows} | ${r.bytesPerChar.toFixed(1)} B/char`;
  const rungs = await allErrorsLadder(bytes, only, (r) => console.log(line(r)), road);
  console.log(`\nthe ${top} nearest DECISIONS 46's bound in time:`);
  for (const r of [...rungs].sort((a, b) => b.allMs / b.boundMs - a.allMs / a.boundMs).slice(0, top)) console.log(line(r));
  const ratio = (r: AllErrorsRung) => r.allMs / r.plainMs;
  const over = rungs.filter((r) => ratio(r) > 20);
  const overTime = rungs.filter((r) => r.allMs > r.boundMs);
  const overSteps = rungs.filter((r) => r.allSteps > Math.max(20 * r.plainSteps, 2 * r.windows));
  const floorOver = overTime.filter((r) => r.floorMs > r.boundMs);
  /** The least and the most of `f` over `rs`, as "a-b" ("-" for none). */
  const span = (rs: readonly AllErrorsRung[], f: (r: AllErrorsRung) => number): string => (rs.length ? `${Math.min(...rs.map(f)).toFixed(2)}-${Math.max(...rs.map(f)).toFixed(2)}` : '-');
  console.log(
    `allErrors ladder (the plain report by the ${road === 'reader' ? "record reader's road" : "generated parse's road"}): ${rungs.length} shapes at ${bytes} characters; DECISIONS 46's bound: ${overSteps.length} over it in counted steps, ${overTime.length} over it in time ` +
      `(worst ${Math.max(...rungs.map((r) => r.allMs / r.boundMs)).toFixed(2)} of it); ${over.length} over 20x the plain report alone (${over.filter((r) => r.errors >= 100).length} of them with 100 errors), ` +
      `max ×${Math.max(...rungs.map(ratio)).toFixed(1)}; ${rungs.filter((r) => r.bytesPerChar > 50).length} over 50 B/char kept, max ${Math.max(...rungs.map((r) => r.bytesPerChar)).toFixed(1)}; ` +
      `allErrors ${(rungs.reduce((a, r) => a + r.allMs, 0) / 1000).toFixed(1)} s in all, slowest ${Math.max(...rungs.map((r) => r.allMs)).toFixed(0)} ms; ` +
      `of those over the bound in time, ${floorOver.length} have their reports' floor over it too (floor ${span(floorOver, (r) => r.floorMs / r.boundMs)} of it), ` +
      `and their runs are ${span(overTime, (r) => r.allMs / r.floorMs)} × the floor`,
  );
}
