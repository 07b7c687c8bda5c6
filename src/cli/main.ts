/**
 * The urlgrammar command line: `main(argv, io)`, which runs one command on the streams it is given
 * and returns the exit status (src/cli.ts is the executable that calls it with the process's own).
 * Node-only (the library itself is not).
 *
 *   urlgrammar check [URL...]      validate URLs (arguments, or one per line on stdin)
 *   urlgrammar parse URL           the AST as an indented tree with spans, or --json
 *   urlgrammar grammar [RULE]      the grammar printed from the combinators
 *   urlgrammar normalize [URL...]  RFC 3986 §6 normalization (arguments, or one per line on stdin)
 *   urlgrammar equal A B [C...]    whether URIs are equivalent (RFC 3986 §6.2)
 *   urlgrammar whatwg [URL...]     the WHATWG URL Standard's basic URL parser, its validation errors and trace
 *
 * Exit status: 0 valid, 1 an input is invalid (or the library reports a documented error for it),
 * 2 usage error, 3 internal error (one line; the stack with --debug).
 */
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { closestNames, printAbnf, profiles } from '../../grammar/index.js';
// The error codes' summaries under RFC 2396 and the URL Standard, whose grammars are loaded.
import '../diagnostics/under.js';
import { checkBatch, checkPiece, rateLine, rateOf, type CheckBatchAnswer, type CheckBatchResult, type CheckOptions } from './check.js';
import { badUTF8Message, completeLinesEnd, countLineEnds, linesOf, mayStartBOM, piecesOf, startsWithBOM } from './input.js';
import { compareTable, maskedComparison } from './compare-table.js';
import { equalAnswer, normalizeBadLine, normalizeOne, type NormalizeAnswer, type NormalizeCallOptions, type NormalizeCLIOptions } from './normalize.js';
import { MAX_REPORTS, whatwgAnswerer, type WhatwgAnswer } from './whatwg.js';
import { wrapLine, wrapReport, wrapText } from './wrap.js';
import { HELP, SYNOPSIS, USAGE, version } from './help.js';
import { railroadSvg, standaloneSvg } from '../railroad/index.js';
import { DEFAULT_GRAMMAR, DEFAULT_START, rulesNamed } from '../parse/parse.js';
import { redactPasswords, type Redaction } from '../diagnostics/redact.js';
import {
  ABNFError,
  extractABNF,
  formatReport,
  grammar,
  GrammarError,
  parseABNF,
  parseScheme,
  type ABNFGrammar,
  IRIError,
  iriToURI,
  LookupError,
  NORMALIZE_LEVELS,
  NORMALIZE_STEPS,
  parseURL,
  startSymbols,
  removeDotSegments,
  resolve,
  RESOLVE_SPECS,
  ResolutionError,
  URLSyntaxError,
  urljoinTrace,
  WHATWG_STANDARD_COMMIT,
  WHATWG_MAX_ERRORS_CEILING,
  uriToIRI,
  NORMALIZE_STEP_INFO,
  urlparse,
  urlsplit,
  ValueError,
  type ASTNode,
  type GrammarName,
  type NormalizeStepName,
  type ResolutionStep,
  type ResolveSpec,
  type RFC,
  type StartSymbol,
  type URLErrorReport,
} from '../index.js';

/** A usage error: exit 2, with the command's synopsis. `cmd` null: no command was recognised. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly cmd: string | null,
  ) {
    super(message);
  }
}

/** What the command running now reports in: set once its arguments are read. */
const state: { cmd: string | null; format: string; width: number; show: boolean; masked: boolean; inputs: string[] } = {
  cmd: null,
  format: 'text',
  width: 80,
  show: false,
  masked: false,
  inputs: [],
};

/**
 * The passwords of the command's inputs (`redactPasswords`: every reading, every form), kept for
 * the library errors it may print.
 */
function inputs(text: string, also: readonly string[] = []): Redaction {
  state.inputs = [text, ...also];
  return redactPasswords(text, { also });
}

/** A data output (a result the command computes): masked unless --show-password, the masking noted for stderr. */
function data(r: Redaction, s: string): string {
  if (state.show) return s;
  if (r.found) state.masked = true;
  return r.mask(s);
}

/** A data output as JSON data: masked unless --show-password (then as JSON reads it). */
function dataValue(r: Redaction, v: unknown): unknown {
  if (state.show) return JSON.parse(JSON.stringify(v) ?? 'null') as unknown;
  if (r.found) state.masked = true;
  return r.data(v);
}

/** Said once on standard error when a data output had a password masked. */
const MASKED_NOTE = 'urlgrammar: note: passwords are masked (****) in the output; --show-password shows them in the data (never in reports)\n';

function fail(message: string): never {
  throw new UsageError(message, state.cmd);
}

/**
 * `--grammar` and `--start`, as `parseURL` reads them: neither given, the default (rfc3986, start
 * URI); a grammar alone, its own default start symbol (an absolute URL with an optional fragment);
 * a start symbol alone, one of rfc3986's.
 */
function readingOptions(values: Values): { grammar: GrammarName; start: StartSymbol | undefined } {
  const grammar = grammarOption(values.grammar as string | undefined);
  // startOption checked the name against the grammar's start symbols (case-insensitively).
  const start = startOption(grammar, values.start as string | undefined) as StartSymbol | undefined;
  return { grammar, start: start ?? (values.grammar === undefined ? DEFAULT_START : undefined) };
}

function grammarOption(v: string | undefined): GrammarName {
  if (v === undefined) return DEFAULT_GRAMMAR;
  const names = Object.keys(profiles) as GrammarName[];
  if (!(names as string[]).includes(v)) fail(`--grammar must be one of ${names.join(', ')}, not ${JSON.stringify(v)}`);
  return v as GrammarName;
}

/** `--start`: a start symbol of the grammar (case-insensitive), checked here so a miss is a usage error. */
function startOption(g: GrammarName, v: string | undefined): StartSymbol | undefined {
  if (v === undefined) return undefined;
  const starts = startSymbols(g);
  const hit = starts.find((s) => s.toLowerCase() === v.toLowerCase());
  if (hit === undefined) fail(`--start must be a start symbol of ${g} (${starts.join(', ')}), not ${JSON.stringify(v)}`);
  return hit;
}

function useColor(): boolean {
  return Boolean(io.stdout.isTTY) && io.env.NO_COLOR === undefined;
}

const out = (s: string) => void io.stdout.write(s.endsWith('\n') ? s : s + '\n');

/** Options shared by every command. */
const common = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  width: { type: 'string' },
  debug: { type: 'boolean' },
  'show-password': { type: 'boolean' },
} as const;

/** What each option that takes a value wants: said when the value is missing. */
const VALUE_OF: Readonly<Record<string, string>> = {
  width: 'a number of columns; 0: no wrapping',
  jobs: 'a number of worker threads',
  grammar: 'a grammar name',
  start: 'a start symbol',
  format: 'an output format',
  only: 'valid or invalid',
  spec: 'an algorithm',
  rfc: 'an RFC number',
  to: 'uri or iri',
  host: 'percent or idna',
  scheme: 'a default scheme',
  level: 'string, syntax or scheme',
  step: 'a step name',
  'no-step': 'a step name',
  'escaped-dots': 'decode or keep',
  base: 'a URL to parse against',
};

/**
 * The arguments with every option that takes a value joined to its value (`--width -3` as
 * `--width=-3`, `-j 2` as `--jobs=2`), so that a value starting with "-" reaches our own check of
 * it rather than Node's parser; a missing value, an unknown option (with the nearest names) and a
 * value given to a flag are our usage errors. After `--` everything is a positional.
 */
function joinValues(argv: readonly string[], options: Record<string, OptionSpec>): string[] {
  const out: string[] = [];
  const longNames = Object.keys(options);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      out.push(...argv.slice(i));
      break;
    }
    if (!a.startsWith('-') || a === '-') {
      out.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.startsWith('--') ? a.slice(2, eq === -1 ? undefined : eq) : longNames.find((n) => options[n]!.short !== undefined && `-${options[n]!.short}` === a);
    if (name === undefined || !Object.hasOwn(options, name)) {
      // A short option we do not know, or several together (-hj): Node's parser says what it makes of them.
      if (!a.startsWith('--')) {
        out.push(a);
        continue;
      }
      const near = closestNames(name ?? '', longNames);
      fail(`unknown option '--${name}'${near.length ? `; did you mean ${near.map((n) => `--${n}`).join(' or ')}?` : ''}`);
    }
    const option = options[name]!;
    if (option.type === 'boolean') {
      if (eq !== -1 && a.startsWith('--')) fail(`--${name} takes no value`);
      out.push(a);
    } else if (eq !== -1 && a.startsWith('--')) out.push(a);
    else if (i + 1 < argv.length) out.push(`--${name}=${argv[++i]}`);
    else fail(`--${name} needs a value (${VALUE_OF[name] ?? 'see the help'})`);
  }
  return out;
}

/** Node's argument-parser message, as one short line. */
function parseArgsMessage(e: Error): string {
  const m = e.message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '');
  return m.charAt(0).toLowerCase() + m.slice(1);
}

function widthOption(v: string | undefined): number {
  if (v === undefined) return io.stdout.isTTY && io.stdout.columns ? io.stdout.columns : 80;
  if (!/^\d+$/.test(v)) fail(`--width must be a number of columns (0: no wrapping), not ${JSON.stringify(v)}`);
  return Number(v);
}

/** An option as `parseArgs` takes it (`multiple`: repeatable, its values a list). */
type OptionSpec = { type: 'string' | 'boolean'; short?: string; multiple?: boolean };
type Values = Record<string, string | boolean | string[] | undefined>;
function args(
  cmd: string,
  argv: string[],
  options: Record<string, OptionSpec>,
  count: [number, number] | null,
  formats: readonly string[],
): { values: Values; positionals: string[]; format: string } {
  let r: ReturnType<typeof parseArgs>;
  try {
    r = parseArgs({ args: joinValues(argv, { ...common, ...options }), allowPositionals: true, strict: true, options: { ...common, ...options } });
  } catch (e) {
    if (e instanceof Error && String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) fail(parseArgsMessage(e));
    throw e;
  }
  if (r.values.help) {
    out(HELP[cmd]!);
    throw new Done(0);
  }
  const values = r.values as Values;
  state.width = widthOption(values.width as string | undefined);
  state.show = values['show-password'] === true;
  let format = (values.format as string | undefined) ?? formats[0]!;
  if (values.json) {
    if (values.format !== undefined && values.format !== 'json') fail(`--json is --format json; it cannot go with --format ${values.format}`);
    format = 'json';
  }
  if (!formats.includes(format)) {
    fail(`--format must be ${formats.length === 1 ? formats[0] : `${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}`}, not ${JSON.stringify(format)}`);
  }
  state.format = format;
  if (count && (r.positionals.length < count[0] || r.positionals.length > count[1])) {
    const names: Record<string, string> = { parse: 'URL', split: 'URL', urlparse: 'URL', compare: 'URL', iri: 'URL', join: 'BASE and REF', dots: 'PATH', scheme: 'URI' };
    const how = count[0] === count[1] ? `${count[0]}` : count[0] === 0 ? `at most ${count[1]}` : count[1] === Infinity ? `at least ${count[0]}` : `${count[0]} to ${count[1]}`;
    const one = count[1] === 1 || (count[1] === Infinity && count[0] === 1);
    fail(`takes ${how} argument${one ? '' : 's'} (${names[cmd] ?? ''}), not ${r.positionals.length}`);
  }
  return { values, positionals: r.positionals, format };
}

/** A report as the CLI prints it: `formatReport`, wrapped to the width. */
function report(r: URLErrorReport): string {
  return wrapReport(formatReport(r, { color: useColor() }), state.width);
}

/**
 * The most worker threads `--jobs` starts: 64, or the number of cores where there are more (each
 * worker compiles the grammars and has a heap of its own).
 */
const maxJobs = () => Math.max(64, availableParallelism());

/**
 * `--jobs`: a number of worker threads, from 1 to `maxJobs()`. The default is 1: on the 2-CPU
 * machine this is measured on, worker threads did not make a large input faster (docs/performance.md,
 * "check --jobs N").
 */
function jobsOption(v: string | undefined): number {
  if (v === undefined) return 1;
  if (!/^[1-9]\d*$/.test(v) || Number(v) > maxJobs()) fail(`--jobs must be a number of worker threads from 1 to ${maxJobs()}, not ${JSON.stringify(v)}`);
  return Number(v);
}

/**
 * Bytes of standard input per piece checked at once, at most (on a worker thread with --jobs N),
 * and the bytes `check --jobs N` checks on the main thread before it starts its workers.
 */
const PIECE_BYTES = 1 << 16;

/** A piece of standard input: whole lines, as bytes, the number of its first line, and whether it is the last. */
interface InputPiece {
  readonly bytes: Buffer;
  readonly firstLine: number;
  readonly last: boolean;
}

/**
 * Standard input, as bytes, in pieces of whole lines, each with the number of its first line. A
 * line is handed on as soon as it is complete (its line end has arrived: `completeLinesEnd`), so
 * that `tail -f log | urlgrammar check` answers each line when it is written; the lines of a chunk
 * that arrive together are cut after a line feed (a byte that is never inside a UTF-8 sequence)
 * into pieces of at most `PIECE_BYTES` (a longer line is a piece of its own). Only the line being
 * written is held, so memory is bounded by the longest line. The last piece is what remains at
 * the end, a line without its line end (it may be empty). A UTF-8 byte order mark at the very
 * start is removed, and `onBOM` called. The bytes are not decoded here: the lines of a piece are
 * read by `linesOf` (src/cli/input.ts), on a worker thread with `check --jobs N`.
 */
async function* stdinPieces(onBOM: () => void): AsyncGenerator<InputPiece> {
  /** The bytes of the line not yet complete. */
  let rest: Buffer[] = [];
  let line = 1;
  let atStart = true;
  const pieces = function* (bytes: Buffer): Generator<InputPiece> {
    for (const piece of piecesOf(bytes, PIECE_BYTES)) {
      yield { bytes: piece, firstLine: line, last: false };
      line += countLineEnds(piece);
    }
  };
  for await (const read of io.stdin) {
    let chunk = typeof read === 'string' ? Buffer.from(read) : Buffer.from(read.buffer, read.byteOffset, read.byteLength);
    if (atStart) {
      const head = rest.length ? Buffer.concat([...rest, chunk]) : chunk;
      rest = [];
      if (head.length < 3 && mayStartBOM(head)) {
        rest = [head]; // too short to tell yet
        continue;
      }
      atStart = false;
      chunk = head;
      if (startsWithBOM(head)) {
        chunk = head.subarray(3);
        onBOM();
      }
    }
    if (chunk.length === 0) continue;
    const cut = completeLinesEnd(chunk);
    const held = rest.at(-1);
    if (cut === 0) {
      // No line ends in this chunk; but a CR that ended the held bytes is a line end now that another byte (not LF) follows it.
      if (held !== undefined && held[held.length - 1] === 0x0d && chunk[0] !== 0x0a) {
        yield* pieces(Buffer.concat(rest));
        rest = [];
      }
      rest.push(chunk);
      continue;
    }
    const complete = rest.length ? Buffer.concat([...rest, chunk.subarray(0, cut)]) : chunk.subarray(0, cut);
    rest = cut < chunk.length ? [chunk.subarray(cut)] : [];
    yield* pieces(complete);
  }
  yield { bytes: Buffer.concat(rest), firstLine: line, last: true };
}

/** The code of `check --jobs N`'s worker when run from the source (`sourceWorkerCode`), once per process. */
let sourceWorker: Promise<string> | undefined;

/**
 * The worker of `check --jobs N` run from the source (`main` called in-process by the tests, or
 * `tsx src/cli.ts`): src/cli/check-worker.ts and what it imports, bundled by esbuild (a development
 * dependency) into one script, once per process, so that the worker threads run the same source as
 * the main thread, and start as fast as the built worker.
 */
function sourceWorkerCode(): Promise<string> {
  sourceWorker ??= import('esbuild').then(async ({ build }) => {
    const r = await build({ entryPoints: [fileURLToPath(new URL('./check-worker.ts', import.meta.url))], bundle: true, platform: 'node', format: 'cjs', target: 'node20', write: false, logLevel: 'error' });
    return r.outputFiles[0]!.text;
  });
  return sourceWorker;
}

/**
 * The worker threads' code: the built worker beside this module (the command as installed: this
 * module is a `.js` file), or the source's, bundled (`sourceWorkerCode`).
 */
async function checkWorkerStart(): Promise<(options: CheckOptions) => Worker> {
  if (!import.meta.url.endsWith('.ts')) return (options) => new Worker(new URL('./check-worker.js', import.meta.url), { workerData: options });
  const code = await sourceWorkerCode();
  return (options) => new Worker(code, { eval: true, workerData: options });
}

/**
 * The worker threads of `check --jobs N`: a piece of input goes to the least busy worker, and
 * `send` returns its answer (the caller writes the answers in the order the pieces were sent).
 */
class CheckPool {
  private readonly workers: Array<{ worker: Worker; busy: number }> = [];
  private readonly waiting = new Map<number, { resolve: (r: CheckBatchAnswer) => void; reject: (e: unknown) => void }>();
  private nextId = 0;

  constructor(jobs: number, options: CheckOptions, start: (options: CheckOptions) => Worker) {
    for (let i = 0; i < jobs; i++) {
      const worker = start(options);
      const slot = { worker, busy: 0 };
      worker.on('message', (m: CheckBatchAnswer & { id: number }) => {
        slot.busy--;
        const w = this.waiting.get(m.id)!;
        this.waiting.delete(m.id);
        w.resolve(m);
      });
      worker.on('error', (e) => {
        for (const w of this.waiting.values()) w.reject(e);
        this.waiting.clear();
      });
      this.workers.push(slot);
    }
  }

  /** Sends a piece of input (whole lines, as bytes: copied once, then moved to the worker) and the number of its first line; the worker's answer. */
  send(piece: Uint8Array, firstLine: number): Promise<CheckBatchAnswer> {
    const id = this.nextId++;
    const slot = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    slot.busy++;
    const answer = new Promise<CheckBatchAnswer>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    answer.catch(() => undefined); // awaited in order by the caller; not an unhandled rejection meanwhile
    const bytes = new Uint8Array(piece); // its own buffer (stdin's chunks share a pool), then moved
    slot.worker.postMessage({ id, bytes, firstLine }, [bytes.buffer]);
    return answer;
  }

  close(): Promise<unknown> {
    return Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}

async function check(argv: string[]): Promise<number> {
  const { values, positionals, format } = args(
    'check',
    argv,
    {
      grammar: { type: 'string' }, start: { type: 'string' }, format: { type: 'string' }, jobs: { type: 'string', short: 'j' }, fix: { type: 'boolean' }, 'unsafe-fixes': { type: 'boolean' },
      'all-errors': { type: 'boolean' }, warnings: { type: 'boolean' }, only: { type: 'string' }, trace: { type: 'boolean' }, schemes: { type: 'boolean' }, quiet: { type: 'boolean', short: 'q' },
    },
    null,
    ['text', 'json', 'line', 'jsonl'],
  );
  const { grammar, start } = readingOptions(values);
  const jobs = jobsOption(values.jobs as string | undefined);
  const only = values.only as string | undefined;
  if (only !== undefined && only !== 'valid' && only !== 'invalid') fail(`--only must be valid or invalid, not ${JSON.stringify(only)}`);
  const options: CheckOptions = {
    grammar, start, format, color: useColor(), width: state.width,
    fix: values.fix === true, unsafeFixes: values['unsafe-fixes'] === true, allErrors: values['all-errors'] === true, warnings: values.warnings === true,
    only: only ?? null, trace: values.trace === true, schemes: values.schemes === true, showPassword: state.show,
  };
  if (options.schemes && grammar !== 'rfc3986') fail(`--schemes reads RFC 3986 URIs by their schemes' grammars; it cannot go with --grammar ${grammar}`);
  if (options.schemes && options.fix) fail('--fix applies the fixes of the RFC 3986 report; it cannot go with --schemes');
  if (options.unsafeFixes && !options.fix) fail('--unsafe-fixes says which fixes --fix applies; give --fix too');
  if (options.fix && (format === 'line' || format === 'jsonl')) fail(`--fix prints the corrected URLs (or JSON with --format json); it cannot go with --format ${format}`);
  if (options.fix && only !== undefined) fail('--fix prints every URL, corrected; it cannot go with --only');
  if (options.trace && format !== 'jsonl') fail(`--trace adds the rule stack to --format jsonl (--format json always has it); it cannot go with --format ${format}`);
  const quiet = values.quiet === true;
  let checked = 0;
  let invalid = 0;
  let blank = 0;
  const fromStdin = positionals.length === 0;
  const progress = Boolean(io.stderr.isTTY) && fromStdin && !quiet;
  // The rate at the end: on a terminal, and whenever --jobs is given (standard error either way).
  const rateAtEnd = fromStdin && !quiet && (progress || values.jobs !== undefined);
  const t0 = performance.now();
  let lastShown = t0;
  const seconds = () => (performance.now() - t0) / 1000;
  const show = () => {
    lastShown = performance.now();
    const r = rateOf(checked, seconds());
    io.stderr.write(`\r${checked} checked, ${invalid} invalid${r === null ? '' : `, ${r}/s`}`);
  };
  // Output is written piece by piece; when a pipe is slow, wait for it to drain, so memory stays
  // constant however long the input is.
  const write = async (s: string | Uint8Array) => {
    if (s.length && !io.stdout.write(s)) await new Promise<void>((resolve) => io.stdout.once?.('drain', () => resolve()) ?? resolve());
  };
  const take = async (r: CheckBatchResult | CheckBatchAnswer) => {
    checked += r.checked;
    invalid += r.invalid;
    blank += r.blank;
    if (r.masked) state.masked = true;
    await write(r.text);
    if (r.err) io.stderr.write(r.err);
    if (progress && performance.now() - lastShown > 250) show();
  };
  // Standard input is cut, as bytes, into pieces of whole lines (`stdinPieces`), each as soon as
  // its lines are complete. With --jobs 1, and for the first PIECE_BYTES with --jobs N, each piece
  // is checked on this thread and written before the next is read; after that, on `jobs` worker
  // threads, each answer written once it and every answer before it are in (a chain of writes in
  // input order), while the next pieces are read: at most jobs × 4 pieces in flight, so memory
  // stays bounded. The workers decode their pieces and encode their answers: the main thread only
  // reads, counts lines, hands out and writes bytes.
  let pool: CheckPool | null = null;
  if (!fromStdin) {
    // A byte order mark pasted at the start of an argument: removed, and said once.
    const marked = positionals.flatMap((u, i) => (u.startsWith('\ufeff') ? [i + 1] : []));
    if (marked.length) {
      io.stderr.write(`urlgrammar check: note: a byte order mark (U+FEFF) at the start of argument${marked.length > 1 ? 's' : ''} ${marked.join(', ')} was removed\n`);
    }
    await take(checkBatch(positionals.map((u) => (u.startsWith('\ufeff') ? u.slice(1) : u)), options));
  } else {
    let onMain = 0;
    let written: Promise<void> = Promise.resolve();
    const inFlight: Array<Promise<void>> = [];
    try {
      const onBOM = () => void io.stderr.write('urlgrammar check: note: a UTF-8 byte order mark at the start of standard input was removed\n');
      for await (const p of stdinPieces(onBOM)) {
        if (jobs === 1 || (pool === null && (onMain < PIECE_BYTES || p.last))) {
          onMain += p.bytes.length;
          await take(checkPiece(p.bytes, p.firstLine, options));
          continue;
        }
        if (p.bytes.length === 0) continue;
        pool ??= new CheckPool(jobs, options, await checkWorkerStart());
        const answer = pool.send(p.bytes, p.firstLine);
        written = written.then(async () => take(await answer));
        inFlight.push(written);
        // The writes end in order: the one that ended is the oldest.
        written.then(
          () => inFlight.shift(),
          () => inFlight.shift(),
        );
        while (inFlight.length >= jobs * 4) await inFlight[0];
      }
      await written;
    } finally {
      await (pool as CheckPool | null)?.close();
    }
  }
  if (progress) {
    show();
    io.stderr.write('\n');
  }
  if (rateAtEnd) io.stderr.write(`${rateLine(checked, seconds(), pool ? `${jobs} worker threads` : 'one thread')}\n`);
  // The summary goes to standard error in every format: standard output holds the records (or
  // under --fix the URLs) alone, one shape to a stream.
  const skipped = blank ? `, ${blank} blank line${blank === 1 ? '' : 's'} skipped` : '';
  if (!quiet) io.stderr.write(`${checked} checked, ${invalid} ${options.fix ? 'still invalid' : 'invalid'}${skipped}\n`);
  return invalid ? 1 : 0;
}

function tree(n: ASTNode, depth = 0, lines: string[] = []): string[] {
  const extra =
    n.type === 'host' || n.type === 'ihost' ? ` (${n.hostType})` : n.type === 'port' ? ` = ${n.value ?? '(empty)'}` : 'decoded' in n && n.decoded !== n.text ? ` decoded ${JSON.stringify(n.decoded)}` : '';
  lines.push(`${'  '.repeat(depth)}${n.type} [${n.start}, ${n.end}) ${JSON.stringify(n.text)}${extra}`);
  for (const c of n.children) tree(c, depth + 1, lines);
  return lines;
}

function parse(argv: string[]): number {
  const { values, positionals, format } = args('parse', argv, { grammar: { type: 'string' }, start: { type: 'string' }, format: { type: 'string' } }, [1, 1], ['text', 'json']);
  const rd = inputs(positionals[0]!);
  const r = parseURL(positionals[0]!, readingOptions(values));
  if (!r.ok) {
    out(format === 'json' ? JSON.stringify(rd.data(r.error), null, 2) : report(r.error));
    return 1;
  }
  // The tree shows every node's text: the password's too, masked unless --show-password.
  const ast = dataValue(rd, r.ast) as ASTNode;
  out(format === 'json' ? JSON.stringify(ast, null, 2) : tree(ast).join('\n'));
  return 0;
}

function split(cmd: 'split' | 'urlparse', argv: string[]): number {
  const { values, positionals } = args(cmd, argv, { scheme: { type: 'string' }, 'no-fragments': { type: 'boolean' }, format: { type: 'string' } }, [1, 1], ['json']);
  const rd = inputs(positionals[0]!, [(values.scheme as string | undefined) ?? '']);
  const opts = { scheme: (values.scheme as string | undefined) ?? '', allow_fragments: !values['no-fragments'] };
  // A ValueError (say, "Invalid IPv6 URL") is the library's answer for this input: see run().
  const r = cmd === 'split' ? urlsplit(positionals[0]!, opts) : urlparse(positionals[0]!, opts);
  const derived: Record<string, unknown> = { username: r.username, password: r.password, hostname: r.hostname };
  try {
    derived.port = r.port;
  } catch (e) {
    if (!(e instanceof ValueError)) throw e;
    derived.port = { error: { type: e.name, message: e.message } };
  }
  out(JSON.stringify(dataValue(rd, { ...r._asdict(), ...derived, geturl: r.geturl() }), null, 2));
  return 0;
}

function specOption(v: string | undefined, allowed: readonly string[], fallback: string): string {
  const spec = v ?? fallback;
  if (!allowed.includes(spec)) fail(`--spec must be ${allowed.join(', ')}; not ${JSON.stringify(spec)}`);
  return spec;
}

/** A traced value: a string as JSON, an absent component as `(none)`. */
const shown = (v: string | null | undefined) => (v === null || v === undefined ? '(none)' : JSON.stringify(v));

function showStep(step: ResolutionStep, i: number): string[] {
  const vals = Object.entries(step.values)
    .map(([k, v]) => `${k}=${shown(v)}`)
    .join(' ');
  const lines = [`${String(i + 1).padStart(2)}. ${step.rule}${vals ? `: ${vals}` : ''}`];
  if (step.gap) lines.push(`    gap filled: ${step.gap.todo} -> ${step.gap.filledWith}`);
  for (const d of step.dots ?? []) lines.push(`    ${dotLine(d)}`);
  return lines;
}

function dotLine(d: ReturnType<typeof removeDotSegments>['steps'][number]): string {
  if (d.spec === 'rfc1808') return `${d.rule}: ${shown(d.before)} -> ${shown(d.after)}`;
  return `${d.rule}: output ${shown(d.after.output)}, input ${shown(d.after.input)}`;
}

/** Lines of a trace, each wrapped with a hanging indent. */
const traceOut = (lines: string[]) => {
  for (const l of lines) out(wrapLine(l, state.width, 4).join('\n'));
};

function join(argv: string[]): number {
  const { values, positionals, format } = args('join', argv, { spec: { type: 'string' }, trace: { type: 'boolean' }, strict: { type: 'boolean' }, format: { type: 'string' } }, [2, 2], ['text', 'json']);
  const spec = specOption(values.spec as string | undefined, [...RESOLVE_SPECS, 'urllib'], 'rfc3986');
  const [base, ref] = positionals as [string, string];
  const rd = inputs(base, [ref]);
  const trace = Boolean(values.trace);
  // --strict: the base must be an absolute-URI and the reference a URI-reference of RFC 3986 (the
  // resolver's own { strict: true }); RFC 1808's resolver always reads both with its grammar.
  const strict = values.strict === true;
  if (strict && spec !== 'rfc3986' && spec !== 'rfc1808') fail(`--strict validates under RFC 3986 (--spec rfc3986; rfc1808 always validates); it cannot go with --spec ${spec}`);
  // A ResolutionError or a urllib ValueError is the library's answer for this input: see run().
  const r =
    spec === 'urllib'
      ? (({ url, steps }) => ({ href: url, steps }))(urljoinTrace(base, ref))
      : spec === 'rfc3986' && strict
        ? resolve(base, ref, { spec, trace, strict: true })
        : resolve(base, ref, { spec: spec as ResolveSpec, trace });
  if (format === 'json') {
    // The inputs and the trace are always masked; the href is the data asked for.
    const shown = rd.data({ base, reference: ref, spec, ...(strict ? { strict } : {}), href: '', ...(values.trace ? { steps: r.steps } : {}) }) as Record<string, unknown>;
    out(JSON.stringify({ ...shown, href: data(rd, r.href) }, null, 2));
    return 0;
  }
  out(data(rd, r.href));
  if (values.trace) r.steps.forEach((s, i) => traceOut(showStep(rd.data(s) as ResolutionStep, i)));
  return 0;
}

function dots(argv: string[]): number {
  const { values, positionals, format } = args('dots', argv, { spec: { type: 'string' }, trace: { type: 'boolean' }, format: { type: 'string' } }, [1, 1], ['text', 'json']);
  const spec = specOption(values.spec as string | undefined, ['rfc1808', 'rfc3986'], 'rfc3986') as 'rfc1808' | 'rfc3986';
  const r = removeDotSegments(positionals[0]!, { spec, trace: Boolean(values.trace) });
  if (format === 'json') {
    out(JSON.stringify({ input: positionals[0], spec, path: r.path, ...(values.trace ? { steps: r.steps } : {}) }, null, 2));
    return 0;
  }
  out(r.path);
  if (values.trace) traceOut(r.steps.map((d, i) => `${String(i + 1).padStart(2)}. ${dotLine(d)}`));
  return 0;
}

function printGrammar(argv: string[]): number {
  const { values, positionals, format } = args(
    'grammar', argv,
    { rfc: { type: 'string' }, format: { type: 'string' }, abnf: { type: 'string' }, section: { type: 'string' }, name: { type: 'string' }, prose: { type: 'string', multiple: true }, nesting: { type: 'string' }, start: { type: 'string' } },
    null, ['abnf', 'rfc', 'json', 'svg'],
  );
  if (values.abnf !== undefined) return loadedGrammar(values, positionals, format);
  for (const o of ['section', 'name', 'prose', 'start'] as const) if (values[o] !== undefined) fail(`--${o} goes with --abnf FILE`);
  const rfcText = values.rfc as string | undefined;
  // A number as written (not "0x6ca" or "1738.0", which Number() would take).
  const rfc = rfcText === undefined ? undefined : rfcText === 'urlgrammar' ? 'urlgrammar' : ((/^\d+$/.test(rfcText) ? Number(rfcText) : NaN) as RFC);
  if (rfc !== undefined && !grammar.rules.some((r) => r.rfc === rfc)) fail(`--rfc must be one of 1738, 1808, 2732, 2373, 2234, urlgrammar; not ${JSON.stringify(rfcText)}`);
  let rules = grammar.rules;
  if (rfc !== undefined) rules = rules.filter((r) => r.rfc === rfc);
  if (positionals.length) {
    const chosen = new Set<(typeof rules)[number]>();
    const misses: string[] = [];
    for (const p of positionals) {
      const found = rulesNamed(rules, p);
      if (!found.length) {
        const near = closestNames(p, rules.map((r) => r.name));
        misses.push(`no rule named ${JSON.stringify(p)}${rfc ? ` in RFC ${rfc}` : ''}${near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : ''}`);
      }
      for (const r of found) chosen.add(r);
    }
    if (misses.length) fail(misses.join('; '));
    rules = rules.filter((r) => chosen.has(r));
  }
  if (format === 'json') {
    out(JSON.stringify(rules, null, 2));
    return 0;
  }
  if (format === 'svg') {
    // Railroad diagrams of the literal bodies: one rule as an SVG document, several as an HTML page.
    const svgOf = (rule: (typeof rules)[number]) =>
      standaloneSvg(railroadSvg(rule.body, rule.rfc, (ref) => ({ label: ref.spell ?? ref.name, href: null })));
    if (rules.length === 1) out(svgOf(rules[0]!));
    else {
      out('<!doctype html>\n<meta charset="utf-8"><title>urlgrammar railroad diagrams</title>');
      for (const r of rules) out(`<h2>${r.name} <small>(${r.rfc === 'urlgrammar' ? 'urlgrammar' : `RFC ${r.rfc} ${r.section}`})</small></h2>\n${svgOf(r)}`);
    }
    return 0;
  }
  let last: string | null = null;
  for (const r of rules) {
    const heading = r.rfc === 'urlgrammar' ? `urlgrammar ${r.section} rules (not RFC text)` : `RFC ${r.rfc} ${/^\d/.test(r.section) ? '§' : ''}${r.section}`;
    if (heading !== last && rules.length > 1) out(`${last === null ? '' : '\n'}; ${heading}`);
    last = heading;
    out(format === 'abnf' ? r.abnf : r.text.replace(/\s+/g, ' '));
  }
  return 0;
}

/** `grammar --abnf FILE`: a grammar loaded from ABNF, printed, or reading inputs (`check`). */
function loadedGrammar(values: Values, positionals: string[], format: string): number {
  const file = values.abnf as string;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    fail(`cannot read --abnf ${JSON.stringify(file)}: ${(e as { code?: string }).code ?? String(e)}`);
  }
  const section = values.section as string | undefined;
  if (section !== undefined) {
    try {
      text = extractABNF(text, section);
    } catch (e) {
      fail(e instanceof Error ? e.message : String(e));
    }
  }
  const prose: Record<string, string> = {};
  for (const p of (values.prose as string[] | undefined) ?? []) {
    const eq = p.lastIndexOf('=');
    if (eq <= 0 || eq === p.length - 1) fail(`--prose must be TEXT=RULE (the text between < and >, then the rule it reads as), not ${JSON.stringify(p)}`);
    prose[p.slice(0, eq)] = p.slice(eq + 1);
  }
  const name = (values.name as string | undefined) ?? basename(file, extname(file));
  const nestingText = values.nesting as string | undefined;
  const nesting = nestingText === undefined ? undefined : Number(nestingText);
  if (nesting !== undefined && !(/^[0-9]+$/.test(nestingText!) && nesting >= 1 && nesting <= 64)) fail(`--nesting must be a whole number from 1 to 64, not ${JSON.stringify(nestingText)}`);
  let g: ABNFGrammar;
  try {
    g = grammar.fromABNF(text, { name, prose, ...(nesting === undefined ? {} : { nesting }) });
  } catch (e) {
    if (e instanceof ABNFError) fail(`${file}: ${e.message}`);
    throw e;
  }
  if (positionals[0] !== 'check') {
    if (values.start !== undefined) fail('--start goes with check');
    const rules = positionals.length ? positionals.map((p) => g.rule(p) ?? fail(`${file} defines no rule ${JSON.stringify(p)}`)) : g.rules;
    if (format === 'json') out(JSON.stringify(rules.map((r) => ({ name: r.name, rfc: r.rfc, text: r.text, abnf: printAbnf(r) })), null, 2));
    else if (format === 'svg') {
      if (rules.length !== 1) fail('--format svg draws one rule: name it');
      out(standaloneSvg(railroadSvg(rules[0]!.body, rules[0]!.rfc, (ref) => ({ label: ref.spell ?? ref.name, href: null }))));
    } else for (const r of rules) out(format === 'abnf' ? printAbnf(r) : r.text.replace(/\s+/g, ' '));
    return 0;
  }
  if (format !== 'abnf' && format !== 'json') fail('check prints text or --json');
  const start = (values.start as string | undefined) ?? g.start;
  if (!g.rule(start)) fail(`${file} defines no rule ${JSON.stringify(start)}${closestNames(start, g.rules.map((r) => r.name)).map((n) => `; did you mean ${JSON.stringify(n)}?`)[0] ?? ''}`);
  const inputs = positionals.slice(1);
  if (inputs.length === 0) fail('check takes INPUT... (one or more inputs to read)');
  let invalid = 0;
  const results = [];
  for (const input of inputs) {
    let r: ReturnType<typeof parseABNF>;
    try {
      r = parseABNF(g, input, { start });
    } catch (e) {
      // A recursive start symbol without --nesting: the grammar cannot run, whatever the input.
      if (e instanceof ABNFError) fail(`${file}: ${e.message}${e.code === 'recursion' ? ': give --nesting N' : ''}`);
      throw e;
    }
    if (!r.ok) invalid++;
    // Every output masks a password, as check's does (a URL's user information, where the input reads as one).
    const rd = redactPasswords(input);
    if (format === 'json') results.push(rd.data(r.ok ? { input, valid: true } : { input, valid: false, error: r.error }));
    else out(r.ok ? `valid  ${rd.text}` : report(r.error) + '\n');
  }
  if (format === 'json') out(JSON.stringify(results, null, 2));
  return invalid > 0 ? 1 : 0;
}

/** `scheme URI...`: each URI by RFC 3986, then by its scheme's grammar (src/schemes/). */
function schemeCmd(argv: string[]): number {
  const { positionals, format } = args('scheme', argv, { format: { type: 'string' } }, [1, Infinity], ['text', 'json']);
  let invalid = 0;
  for (const input of positionals) {
    const r = parseScheme(input);
    if (!r.ok) invalid++;
    const rd = inputs(input);
    const shown = rd.text;
    if (format === 'json') {
      const body = r.ok ? { input, valid: true, scheme: r.scheme, rfc: r.rfc, section: r.section, parts: null } : { input, valid: false, scheme: r.scheme, rfc: r.rfc, section: r.section, error: r.error };
      const masked = rd.data(body) as Record<string, unknown>;
      out(JSON.stringify(r.ok ? { ...masked, parts: dataValue(rd, r.parts) ?? null } : masked));
    } else if (r.ok) {
      const cite = /^\d/.test(r.section) ? `§${r.section}` : r.section;
      out(`valid  ${shown}  (${r.scheme}: RFC ${r.rfc} ${cite})`);
      if (r.parts) for (const [k, v] of Object.entries(r.parts)) if (k !== 'scheme') out(`  ${k}: ${JSON.stringify(dataValue(rd, v))}`);
    } else out(report(r.error) + '\n');
  }
  return invalid > 0 ? 1 : 0;
}

function compareCmd(argv: string[]): number {
  const { positionals, format } = args('compare', argv, { format: { type: 'string' } }, [1, 1], ['text', 'json']);
  // Every reading's password, and the input's, masked as in every output of the CLI.
  const { input, readings, disagreements, notes } = maskedComparison(positionals[0]!);
  out(format === 'json' ? JSON.stringify({ input, readings, disagreements, notes }, null, 2) : compareTable(input, readings, { width: state.width, disagreements }) + notes.map((n) => `\nnote: ${n}`).join(''));
  return 0;
}

async function iriCmd(argv: string[]): Promise<number> {
  const { values, positionals, format } = args('iri', argv, { to: { type: 'string' }, host: { type: 'string' }, 'keep-unreserved': { type: 'boolean' }, format: { type: 'string' } }, [0, 1], ['text', 'json']);
  const to = (values.to as string | undefined) ?? 'uri';
  if (to !== 'uri' && to !== 'iri') fail(`--to must be uri or iri, not ${JSON.stringify(to)}`);
  const host = (values.host as string | undefined) ?? 'percent';
  if (host !== 'percent' && host !== 'idna') fail(`--host must be percent or idna, not ${JSON.stringify(host)}`);
  const keep = values['keep-unreserved'] === true;
  if (keep && to !== 'iri') fail('--keep-unreserved applies to --to iri only');
  const convert = (input: string) => (to === 'uri' ? iriToURI(input, { host }) : uriToIRI(input, { host, decodeUnreserved: !keep }));
  if (positionals.length === 0) return iriLines(convert, { to, host, json: format === 'json' });
  // An IRIError is the library's answer for this input: see run(). The input's password is masked
  // in the JSON; the output is the answer asked for (as `check --fix` prints its corrected URLs).
  const rd = inputs(positionals[0]!);
  const output = data(rd, convert(positionals[0]!));
  out(format === 'json' ? JSON.stringify({ input: rd.text, to, host, output }, null, 2) : output);
  return 0;
}

/**
 * `urlgrammar iri` without an argument: each line of standard input converted, one output line per
 * input line (an empty line stays empty), so that the output lines up with the input. A line the
 * conversion rejects, or that is not UTF-8, gives its one-line error in its place (not wrapped),
 * and the exit status 1 at the end. With --json, one JSON object per line:
 * {input, to, host, output} or {input, error}. A UTF-8 byte order mark at the start is removed (and
 * said on standard error).
 */
async function iriLines(convert: (input: string) => string, o: { to: string; host: string; json: boolean }): Promise<number> {
  let failed = 0;
  const write = async (s: string) => {
    if (s.length && !io.stdout.write(s)) await new Promise<void>((resolve) => io.stdout.once?.('drain', () => resolve()) ?? resolve());
  };
  const onBOM = () => void io.stderr.write('urlgrammar iri: note: a UTF-8 byte order mark at the start of standard input was removed\n');
  for await (const piece of stdinPieces(onBOM)) {
    let text = '';
    for (const line of linesOf(piece.bytes, piece.firstLine)) {
      const rd = inputs(line.text);
      const input = rd.text;
      let answer: string;
      if (line.bad) {
        failed++;
        const { inputLine, byte, bytes } = line.bad;
        const message = badUTF8Message(line.bad);
        answer = o.json ? JSON.stringify({ input, error: { code: 'input.invalid-utf8', message, inputLine, byte, bytes } }) : `error[input.invalid-utf8]: ${message}`;
      } else {
        try {
          const output = data(rd, convert(line.text));
          answer = o.json ? JSON.stringify({ input, to: o.to, host: o.host, output }) : output;
        } catch (e) {
          const err = libraryError(e);
          if (!err) throw e;
          failed++;
          answer = o.json ? JSON.stringify({ input, error: rd.data(err) }) : `error[${err.code ?? err.type}]: ${rd.mask(err.message).replace(/\s*\n\s*/g, ' ')}`;
        }
      }
      text += answer + '\n';
    }
    await write(text);
  }
  return failed ? 1 : 0;
}


/** The options shared by `normalize` and `equal`. */
const NORMALIZE_OPTIONS = {
  level: { type: 'string' },
  grammar: { type: 'string' },
  start: { type: 'string' },
  step: { type: 'string', multiple: true },
  'no-step': { type: 'string', multiple: true },
  'escaped-dots': { type: 'string' },
  format: { type: 'string' },
} as const satisfies Record<string, OptionSpec>;

/** "a, b or c". */
const orList = (xs: readonly string[]) => (xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);

/** The nearest of `names` to `v`, as "; did you mean ...?" (or nothing). */
function didYouMean(v: string, names: readonly string[]): string {
  const near = closestNames(v, names);
  return near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : '';
}

/** An option's value that must be one of `allowed` (exactly), or a usage error that lists them. */
function choiceOption<T extends string>(name: string, v: string | undefined, allowed: readonly T[], why = ''): T | undefined {
  if (v === undefined) return undefined;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  return fail(`--${name} must be ${orList(allowed)}${why}, not ${JSON.stringify(v)}${didYouMean(v, allowed)}`);
}

/**
 * `--level`, `--grammar`, `--start`, `--step`, `--no-step` and `--escaped-dots`, checked here (a bad
 * value is a usage error with the nearest names), as `normalize` and `equivalent` take them.
 */
function normalizeSettings(values: Values): NormalizeCallOptions {
  const level = choiceOption('level', values.level as string | undefined, NORMALIZE_LEVELS) ?? 'scheme';
  const grammar = choiceOption('grammar', values.grammar as string | undefined, ['rfc3986', 'rfc3987'] as const, ' (normalization is RFC 3986 §6 and RFC 3987 §5.3)') ?? 'rfc3986';
  const starts = grammar === 'rfc3986' ? (['URI', 'URI-reference', 'absolute-URI'] as const) : (['IRI', 'IRI-reference', 'absolute-IRI'] as const);
  const startText = values.start as string | undefined;
  let start: NormalizeCallOptions['start'];
  if (startText !== undefined) {
    // Case-insensitive, as check's --start.
    start = starts.find((x) => x.toLowerCase() === startText.toLowerCase());
    if (start === undefined) fail(`--start must be ${orList(starts)} under ${grammar}, not ${JSON.stringify(startText)}${didYouMean(startText, starts)}`);
  }
  const escapedDots = choiceOption('escaped-dots', values['escaped-dots'] as string | undefined, ['decode', 'keep'] as const);
  const steps: Partial<Record<NormalizeStepName, boolean>> = {};
  for (const [flag, on] of [['step', true], ['no-step', false]] as const) {
    for (const name of (values[flag] as string[] | undefined) ?? []) {
      const step = choiceOption(flag, name, NORMALIZE_STEPS);
      if (step === undefined) continue;
      if (steps[step] !== undefined && steps[step] !== on) fail(`--step ${step} and --no-step ${step} cannot go together`);
      if (on && level === 'string') fail(`--step ${step}: no step runs at --level string (RFC 3986 §6.2.1 compares the strings as they are)`);
      // `--step` turning on a step that would not run (NORMALIZE_STEP_INFO) is a usage error, not a silent no-op.
      if (on && level === 'syntax' && NORMALIZE_STEP_INFO[step].level === 'scheme') fail(`--step ${step} is a step of the scheme level (RFC 3986 §6.2.3); it does not run at --level syntax`);
      if (on && grammar === 'rfc3986' && NORMALIZE_STEP_INFO[step].iriOnly) fail(`--step ${step} applies to IRIs (RFC 3987 §5.3); give --grammar rfc3987`);
      steps[step] = on;
    }
  }
  return {
    grammar,
    level,
    ...(start !== undefined ? { start } : {}),
    ...(escapedDots !== undefined ? { escapedDots } : {}),
    ...(Object.keys(steps).length ? { steps } : {}),
  };
}

/** The line standard error gets when the library's own check of a normalization failed (exit 3). */
const defectNote = (cmd: string, n: number) =>
  `urlgrammar ${cmd}: internal error: the normalization of ${n} input${n === 1 ? '' : 's'} would not mean what ${n === 1 ? 'it' : 'they'} meant (error[normalize.meaning] above); please report this\n`;

/**
 * `urlgrammar normalize`: each argument, or without one each line of standard input, normalized
 * (`normalizeOne` of src/cli/normalize.ts), one answer per input. Exit 1 when an input was
 * invalid, 3 when the library's proof of a normalization failed (a defect, said on standard error).
 */
async function normalizeCmd(argv: string[]): Promise<number> {
  const { values, positionals, format } = args('normalize', argv, { ...NORMALIZE_OPTIONS, trace: { type: 'boolean' } }, null, ['text', 'json']);
  const o: NormalizeCLIOptions = { call: normalizeSettings(values), trace: values.trace === true, json: format === 'json', width: state.width, showPassword: state.show };
  let invalid = 0;
  let defects = 0;
  const take = (a: NormalizeAnswer): string => {
    if (a.verdict === 'invalid') invalid++;
    else if (a.verdict === 'defect') defects++;
    if (a.masked) state.masked = true;
    return a.text;
  };
  const write = async (s: string) => {
    if (s.length && !io.stdout.write(s)) await new Promise<void>((resolve) => io.stdout.once?.('drain', () => resolve()) ?? resolve());
  };
  if (positionals.length) {
    for (const url of positionals) await write(take(normalizeOne(url, o)));
  } else {
    // One answer per line of standard input; a blank line an empty line in text (the answers line
    // up with the input), nothing in JSON; a line that is not UTF-8 is invalid.
    const onBOM = () => void io.stderr.write('urlgrammar normalize: note: a UTF-8 byte order mark at the start of standard input was removed\n');
    for await (const piece of stdinPieces(onBOM)) {
      let text = '';
      for (const line of linesOf(piece.bytes, piece.firstLine)) {
        if (line.bad) text += take(normalizeBadLine(line.text, line.bad, o));
        else if (/^\s*$/.test(line.text)) text += o.json ? '' : '\n';
        else text += take(normalizeOne(line.text, o));
      }
      await write(text);
    }
  }
  if (defects) {
    io.stderr.write(defectNote('normalize', defects));
    return 3;
  }
  return invalid ? 1 : 0;
}

/**
 * `urlgrammar equal A B [C...]`: whether every URL is equivalent to the first (`equalAnswer` of
 * src/cli/normalize.ts). Exit 0 equivalent, 1 not (or an input is invalid), 3 a defect.
 */
function equalCmd(argv: string[]): number {
  const { values, positionals, format } = args('equal', argv, NORMALIZE_OPTIONS, null, ['text', 'json']);
  if (positionals.length < 2) fail(`takes at least 2 arguments (A B [C...]), not ${positionals.length}`);
  const r = equalAnswer(positionals, { call: normalizeSettings(values), json: format === 'json' });
  io.stdout.write(r.text);
  if (r.defects) io.stderr.write(defectNote('equal', r.defects));
  return r.code;
}

/**
 * `urlgrammar whatwg`: each argument, or without one each line of standard input, parsed with the
 * WHATWG URL Standard's basic URL parser (`whatwgAnswerer` of src/cli/whatwg.ts), one answer per
 * input. Exit 0 when every input parsed with no validation error, 1 when one failed or had any.
 */
async function whatwgCmd(argv: string[]): Promise<number> {
  const { values, positionals, format } = args('whatwg', argv, { base: { type: 'string' }, trace: { type: 'boolean' }, format: { type: 'string' } }, null, ['text', 'json']);
  const answer = whatwgAnswerer({ base: values.base as string | undefined, trace: values.trace === true, json: format === 'json', width: state.width, color: useColor(), showPassword: state.show });
  let unclean = 0;
  const take = (a: WhatwgAnswer): string => {
    if (a.verdict !== 'clean') unclean++;
    if (a.masked) state.masked = true;
    return a.text;
  };
  const write = async (s: string) => {
    if (s.length && !io.stdout.write(s)) await new Promise<void>((resolve) => io.stdout.once?.('drain', () => resolve()) ?? resolve());
  };
  if (positionals.length) {
    for (const url of positionals) await write(take(answer.one(url)));
  } else {
    // One answer per line of standard input; a blank line an empty line in text, nothing in JSON
    // (as normalize); a line that is not UTF-8 is not parsed, a failure.
    const onBOM = () => void io.stderr.write('urlgrammar whatwg: note: a UTF-8 byte order mark at the start of standard input was removed\n');
    for await (const piece of stdinPieces(onBOM)) {
      let text = '';
      for (const line of linesOf(piece.bytes, piece.firstLine)) {
        if (line.bad) text += take(answer.badLine(line.text, line.bad));
        else if (/^\s*$/.test(line.text)) text += format === 'json' ? '' : '\n';
        else text += take(answer.one(line.text));
      }
      await write(text);
    }
  }
  return unclean ? 1 : 0;
}

function help(argv: string[]): number {
  const cmd = argv[0];
  if (argv.length > 1) fail(`takes at most one argument (COMMAND), not ${argv.length}`);
  if (cmd === undefined) out(USAGE);
  else if (HELP[cmd]) out(HELP[cmd]!);
  else {
    const near = closestNames(cmd, Object.keys(HELP));
    fail(`no command ${JSON.stringify(cmd)}; ${near.length ? `did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : `the commands are ${Object.keys(HELP).join(', ')}`}`);
  }
  return 0;
}

/**
 * The library's documented errors for an input: `ValueError` (and its Unicode subclasses) and
 * `LookupError` from the urllib layer, `ResolutionError`, `URLSyntaxError`, `GrammarError` and `IRIError`.
 */
function libraryError(e: unknown): { type: string; code?: string; message: string; report?: URLErrorReport } | null {
  if (e instanceof ResolutionError) return { type: e.name, code: e.code, message: e.message, ...(e.report ? { report: e.report } : {}) };
  if (e instanceof URLSyntaxError) return { type: e.name, code: e.report.code, message: e.message, report: e.report };
  if (e instanceof IRIError) return { type: e.name, code: e.code, message: e.message };
  if (e instanceof ValueError || e instanceof LookupError || e instanceof GrammarError) return { type: e.name, message: e.message };
  return null;
}

/**
 * Prints a documented library error as the command's answer for its input (exit 1). In JSON, a
 * report's input (and anything else that holds its password) is masked, as in every output.
 */
function printLibraryError(err: NonNullable<ReturnType<typeof libraryError>>): void {
  // The message quotes the input: masked by the report's input's passwords and the command's inputs'.
  const rd = redactPasswords(err.report?.input ?? state.inputs.at(0) ?? '', { also: state.inputs });
  const mask = (v: unknown): unknown => rd.data(v);
  if (state.format === 'json') {
    out(JSON.stringify({ error: mask(err) }, null, 2));
    return;
  }
  out(wrapText(`error[${err.code ?? err.type}]: ${(mask(err.message) as string).replace(/\s*\n\s*/g, ' ')}`, state.width));
  if (err.report) out(report(err.report));
}

const COMMANDS: Record<string, (argv: string[]) => number | Promise<number>> = {
  check,
  parse,
  split: (a) => split('split', a),
  urlparse: (a) => split('urlparse', a),
  join,
  dots,
  grammar: printGrammar,
  compare: compareCmd,
  iri: iriCmd,
  normalize: normalizeCmd,
  equal: equalCmd,
  whatwg: whatwgCmd,
  scheme: schemeCmd,
  help,
};

async function command(argv: string[]): Promise<number> {
  // `--debug` may also come first, before the command.
  const [cmd, ...rest] = argv[0] === '--debug' ? argv.slice(1) : argv;
  if (cmd !== undefined && Object.hasOwn(COMMANDS, cmd)) {
    state.cmd = cmd;
    let code: number;
    try {
      code = await COMMANDS[cmd]!(rest);
    } catch (e) {
      const err = libraryError(e);
      if (!err) throw e;
      printLibraryError(err);
      code = 1;
    }
    if (state.masked && !state.show) io.stderr.write(MASKED_NOTE);
    return code;
  }
  switch (cmd) {
    case '--version':
    case '-V':
      out(version());
      return 0;
    case '--help':
    case '-h':
    case undefined:
      out(USAGE);
      return 0;
    default: {
      const near = closestNames(cmd, Object.keys(COMMANDS));
      fail(`unknown command ${JSON.stringify(cmd)}${near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : ''}`);
    }
  }
}

/** What a usage error prints: the message on one line, then the command's synopsis. */
function usageMessage(e: UsageError): string {
  const message = e.message.replace(/\s*\n\s*/g, ' ');
  if (e.cmd === null) {
    const commands = USAGE.slice(USAGE.indexOf('Usage:'), USAGE.indexOf('\n\n', USAGE.indexOf('Usage:')));
    return `urlgrammar: ${message}\n\n${commands}\n\nRun 'urlgrammar help COMMAND' for a command's options and examples.\n`;
  }
  const more = e.cmd === 'help' ? 'urlgrammar help' : `urlgrammar help ${e.cmd}`;
  return `urlgrammar ${e.cmd}: ${message}\nusage: ${SYNOPSIS[e.cmd]}\nRun '${more}' for the options and examples.\n`;
}

/** The streams a run of the command line reads and writes, and its environment. */
export interface CLIStreams {
  /** Where the answers go. `once('drain')` is awaited when `write` says the buffer is full. */
  readonly stdout: { write(s: string | Uint8Array): boolean; readonly isTTY?: boolean; readonly columns?: number; once?(event: 'drain', listener: () => void): unknown };
  /** Where progress, rates, summaries, notes and errors go. */
  readonly stderr: { write(s: string): boolean; readonly isTTY?: boolean };
  /** Standard input (read by `check` without URL arguments). */
  readonly stdin: AsyncIterable<Uint8Array | string>;
  /** The environment (`NO_COLOR`). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The process's own streams. */
export const processStreams = (): CLIStreams => ({ stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env });

/** The streams of the run in progress (one at a time: `main` sets them). */
let io: CLIStreams = processStreams();

/** A command that has finished early (`--help`), with its exit status. */
class Done {
  constructor(readonly code: number) {}
}

/**
 * Runs the command line on `argv` (the arguments after the program's name) with `streams`, and
 * returns the exit status: 0 valid, 1 an input is invalid (or the library reports a documented
 * error for it), 2 usage error (its message and the command's synopsis on standard error), 3
 * internal error (one line on standard error; the stack with `--debug`).
 *
 * What `urlgrammar check http://example.org/` runs (src/cli.ts), and what test/cli.test.ts calls
 * in-process with streams of its own.
 */
export async function main(argv: readonly string[], streams: CLIStreams = processStreams()): Promise<number> {
  io = streams;
  state.cmd = null;
  state.format = 'text';
  state.width = 80;
  state.show = false;
  state.masked = false;
  state.inputs = [];
  const debug = argv.slice(0, argv.includes('--') ? argv.indexOf('--') : undefined).includes('--debug');
  try {
    return await command([...argv]);
  } catch (e) {
    if (e instanceof Done) return e.code;
    if (e instanceof UsageError) {
      io.stderr.write(usageMessage(e));
      return 2;
    }
    // A bug: one line, and the stack only when asked for.
    const message = (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).replace(/\s*\n\s*/g, ' ');
    io.stderr.write(`urlgrammar: internal error: ${message}${debug ? '' : ' (run with --debug for the stack)'}\n`);
    if (debug && e instanceof Error && e.stack) io.stderr.write(`${e.stack}\n`);
    return 3;
  }
}
