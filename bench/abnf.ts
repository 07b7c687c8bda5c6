/**
 * The ABNF loader (grammar/engine/abnf.ts) on the benchmark: how long RFC 3986 Appendix A takes to
 * load from its RFC text (target ≤ 50 ms), and how long the loaded grammar takes to read the corpus
 * against the declared rfc3986 grammar, from the start symbol URI-reference.
 *
 *   npm run bench -- --only abnf     its rows in the table of bench/run.ts (with the peers)
 *   npm run bench:file -- bench/abnf.ts [--rounds 11]   the same rows alone, without the Python peer
 *
 * Rows:
 *   - `abnf load RFC 3986 Appendix A`: `extractABNF` of the RFC text and `loadABNF` (every rule read
 *     and registered), under a new name each time (a name loads once); and the same plus the NFA of
 *     URI-reference (what the first `check` builds).
 *   - `abnf check corpus`: every corpus URL, as a URI-reference: the loaded grammar's `check` (the
 *     compiled reading's backward pass, grammar/engine/read.ts; the NFA's viable prefix on a
 *     rejection) and `recognize` (its minimized DFA, built once before the rounds), against the
 *     declared grammar read the same way (its NFA, as the oracle tests build it), `parseURL` (the
 *     generated parser, and the traced report on a rejection), and `isValid` (the generated
 *     recognizer).
 *   - `abnf read corpus`: the same URLs read to a tree: the loaded grammar's `read` (the compiled
 *     reading; the NFA's run on a rejection), loaded with the declared grammar's token rules
 *     (`tokens`, so that both trees have the same nodes) and as loaded verbatim (a node per
 *     `pchar`, `pct-encoded`...), against the declared `parseURL` (AST, or the report). Issue 27's
 *     target: the first within 1.5x of `parseURL`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractABNF, loadABNF, NFA, profileResolver, ref, type ABNFGrammar } from '../grammar/all.js';
import { isValid, parseURL } from '../src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const RFC3986 = readFileSync(path.join(here, '../grammar/rfc/rfc3986.txt'), 'utf8');
const LOAD = { rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' } } as const;
/** The declared rfc3986 grammar's token rules (grammar/rfc3986/rules.ts): the same tree shape. */
const DECLARED_TOKENS = ['h16', 'dec-octet', 'pchar', 'pct-encoded', 'unreserved', 'reserved', 'gen-delims', 'sub-delims'];

/** A row of bench/run.ts (its `Impl`). */
export interface AbnfImpl {
  readonly op: string;
  readonly impl: string;
  readonly set: string;
  readonly ours?: boolean;
  readonly pass: (xs: any[]) => void;
}

/** A target of bench/run.ts's table. */
export interface AbnfTarget {
  readonly target: string;
  readonly ours: number;
  readonly peer: number;
  readonly limit: number;
}

let loads = 0;
let sink = 0;

/** Loads Appendix A under a new name: the loader's whole work, each time. */
function loadFresh(): ABNFGrammar {
  return loadABNF(extractABNF(RFC3986, 'Appendix A'), { name: `bench-rfc3986-${++loads}`, ...LOAD });
}

/**
 * The loader's rows, sets and targets for bench/run.ts: `urls` is the corpus. The grammar the check
 * rows read is loaded here (as `rfc3986`), and its DFA built, before any round.
 */
export function abnfBench(urls: readonly string[]): {
  sets: Record<string, readonly unknown[]>;
  impls: AbnfImpl[];
  targets: (med: (op: string, impl: string) => number) => AbnfTarget[];
} {
  const g = loadABNF(extractABNF(RFC3986, 'Appendix A'), { name: 'rfc3986', ...LOAD });
  g.recognize('', 'URI-reference');
  const shaped = loadABNF(extractABNF(RFC3986, 'Appendix A'), { name: 'bench-rfc3986-tokens', ...LOAD, tokens: DECLARED_TOKENS });
  const declared = new NFA(ref('URI-reference', 3986), 3986, { resolve: profileResolver(null), expandNodes: true });
  const declaredCheck = (u: string): boolean => declared.viableEnd(u, 0) === u.length && declared.run(u, 0).acceptsAtEnd;
  const each =
    (f: (x: string) => unknown) =>
    (xs: string[]): void => {
      for (const x of xs) if (f(x)) sink++;
    };
  const LOAD_OP = 'abnf load RFC 3986 Appendix A';
  const CHECK_OP = 'abnf check corpus (URI-reference)';
  const READ_OP = 'abnf read corpus (URI-reference, to a tree)';
  return {
    sets: { abnfText: [RFC3986] },
    impls: [
      { op: LOAD_OP, impl: 'extractABNF + loadABNF', set: 'abnfText', ours: true, pass: (xs) => xs.forEach(() => loadFresh()) },
      { op: LOAD_OP, impl: 'extractABNF + loadABNF + first check (NFA and compiled reading built)', set: 'abnfText', pass: (xs) => xs.forEach(() => loadFresh().check('', 'URI-reference')) },
      { op: CHECK_OP, impl: 'loaded check (compiled reading)', set: 'urls', ours: true, pass: each((u) => g.check(u, 'URI-reference').ok) },
      { op: CHECK_OP, impl: 'loaded recognize (DFA)', set: 'urls', pass: each((u) => g.recognize(u, 'URI-reference')) },
      { op: CHECK_OP, impl: 'declared NFA (viableEnd + run)', set: 'urls', pass: each(declaredCheck) },
      { op: CHECK_OP, impl: 'declared parseURL (report on failure)', set: 'urls', pass: each((u) => parseURL(u, { grammar: 'rfc3986' }).ok) },
      { op: CHECK_OP, impl: 'declared isValid (generated DFA)', set: 'urls', pass: each((u) => isValid(u, { grammar: 'rfc3986' })) },
      { op: READ_OP, impl: 'loaded read, declared tokens', set: 'urls', ours: true, pass: each((u) => shaped.read(u, 'URI-reference').ok) },
      { op: READ_OP, impl: 'loaded read, verbatim', set: 'urls', pass: each((u) => g.read(u, 'URI-reference').ok) },
      { op: READ_OP, impl: 'declared parseURL (report on failure)', set: 'urls', pass: each((u) => parseURL(u, { grammar: 'rfc3986' }).ok) },
    ],
    targets: (med) => [
      // ns against 1 ms: the ratio is milliseconds.
      { target: 'ABNF loader: RFC 3986 Appendix A extracted and loaded in ≤ 50 ms (ratio: ms)', ours: med(LOAD_OP, 'extractABNF + loadABNF'), peer: 1e6, limit: 50 },
      { target: 'ABNF loader: the loaded RFC 3986 read to a tree within 1.5x of the declared parseURL (corpus)', ours: med(READ_OP, 'loaded read, declared tokens'), peer: med(READ_OP, 'declared parseURL (report on failure)'), limit: 1.5 },
    ],
  };
}

// Alone: the loader's rows, without the peers (the same rounds as bench/run.ts).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const rounds = argv.includes('--rounds') ? Number(argv[argv.indexOf('--rounds') + 1]) : 11;
  const urls = readFileSync(path.join(here, '../test/corpus/real-urls.txt'), 'utf8').split('\n').filter((l) => l.length > 0);
  // The first load is the cold one (the module's first run, before the JIT): shown on its own.
  const t0 = performance.now();
  loadFresh();
  const cold = performance.now() - t0;
  const b = abnfBench(urls);
  const sets: Record<string, readonly unknown[]> = { urls, ...b.sets };
  const samples = new Map<AbnfImpl, number[]>();
  for (let r = 0; r < 2 + rounds; r++) {
    for (const i of b.impls) {
      const xs = sets[i.set] as any[];
      const s = process.hrtime.bigint();
      i.pass(xs);
      const ns = Number(process.hrtime.bigint() - s) / xs.length;
      if (r >= 2) samples.set(i, [...(samples.get(i) ?? []), ns]);
    }
  }
  const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
  const med = (op: string, impl: string): number => median(samples.get(b.impls.find((i) => i.op === op && i.impl === impl)!)!);
  const fmt = (ns: number): string => (ns >= 1e5 ? `${(ns / 1e6).toFixed(2)} ms` : `${ns.toFixed(0)} ns`);
  console.log(`corpus: ${urls.length} URLs; 2 warm-up + ${rounds} rounds; the first (cold) load: ${cold.toFixed(1)} ms`);
  console.log('| operation | implementation | inputs | median per input | min | max |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const i of b.impls) {
    const s = samples.get(i)!;
    console.log(`| ${i.op} | ${i.impl} | ${sets[i.set]!.length} | ${fmt(median(s))} | ${fmt(Math.min(...s))} | ${fmt(Math.max(...s))} |`);
  }
  for (const t of b.targets(med)) console.log(`target: ${t.target}: ${(t.ours / t.peer).toFixed(2)} (limit ${t.limit}) ${t.ours / t.peer <= t.limit ? 'holds' : 'FAILS'}`);
  if (sink < 0) console.log(sink);
}
