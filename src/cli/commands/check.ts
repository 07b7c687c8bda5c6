/**
 * `urlgrammar check [URL...]`: validates each URL (the arguments, or each line of standard input)
 * and prints the report of every invalid one, then a summary on standard error. This module reads
 * the options, reads standard input in pieces and writes the answers, on this thread or on worker
 * threads (`--jobs N`, src/cli/check-pool.ts); what is written for each URL is src/cli/check.ts's.
 */
import { availableParallelism } from 'node:os';
import { args, readingOptions } from '../args.js';
import { checkBatch, checkPiece, rateLine, rateOf, type CheckBatchAnswer, type CheckBatchResult, type CheckOptions } from '../check.js';
import { CheckPool, checkWorkerStart } from '../check-pool.js';
import type { CommandContext } from '../context.js';
import { PIECE_BYTES, stdinPieces } from '../stdin.js';

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
function jobsOption(cx: CommandContext, v: string | undefined): number {
  if (v === undefined) return 1;
  if (!/^[1-9]\d*$/.test(v) || Number(v) > maxJobs()) cx.fail(`--jobs must be a number of worker threads from 1 to ${maxJobs()}, not ${JSON.stringify(v)}`);
  return Number(v);
}

/** `urlgrammar check`: exit 1 if any URL is invalid. */
export async function check(cx: CommandContext, argv: string[]): Promise<number> {
  const { values, positionals, format } = args(
    cx,
    'check',
    argv,
    {
      grammar: { type: 'string' }, start: { type: 'string' }, format: { type: 'string' }, jobs: { type: 'string', short: 'j' }, fix: { type: 'boolean' }, 'unsafe-fixes': { type: 'boolean' },
      'all-errors': { type: 'boolean' }, warnings: { type: 'boolean' }, only: { type: 'string' }, trace: { type: 'boolean' }, schemes: { type: 'boolean' }, quiet: { type: 'boolean', short: 'q' },
    },
    null,
    ['text', 'json', 'line', 'jsonl'],
  );
  const { grammar, start } = readingOptions(cx, values);
  const jobs = jobsOption(cx, values.jobs as string | undefined);
  const only = values.only as string | undefined;
  if (only !== undefined && only !== 'valid' && only !== 'invalid') cx.fail(`--only must be valid or invalid, not ${JSON.stringify(only)}`);
  const options: CheckOptions = {
    grammar, start, format, color: cx.useColor(), width: cx.width,
    fix: values.fix === true, unsafeFixes: values['unsafe-fixes'] === true, allErrors: values['all-errors'] === true, warnings: values.warnings === true,
    only: only ?? null, trace: values.trace === true, schemes: values.schemes === true, showPassword: cx.show,
  };
  if (options.schemes && grammar !== 'rfc3986') cx.fail(`--schemes reads RFC 3986 URIs by their schemes' grammars; it cannot go with --grammar ${grammar}`);
  if (options.schemes && options.fix) cx.fail('--fix applies the fixes of the RFC 3986 report; it cannot go with --schemes');
  if (options.unsafeFixes && !options.fix) cx.fail('--unsafe-fixes says which fixes --fix applies; give --fix too');
  if (options.fix && (format === 'line' || format === 'jsonl')) cx.fail(`--fix prints the corrected URLs (or JSON with --format json); it cannot go with --format ${format}`);
  if (options.fix && only !== undefined) cx.fail('--fix prints every URL, corrected; it cannot go with --only');
  if (options.trace && format !== 'jsonl') cx.fail(`--trace adds the rule stack to --format jsonl (--format json always has it); it cannot go with --format ${format}`);
  const quiet = values.quiet === true;
  let checked = 0;
  let invalid = 0;
  let blank = 0;
  const fromStdin = positionals.length === 0;
  const progress = Boolean(cx.io.stderr.isTTY) && fromStdin && !quiet;
  // The rate at the end: on a terminal, and whenever --jobs is given (standard error either way).
  const rateAtEnd = fromStdin && !quiet && (progress || values.jobs !== undefined);
  const t0 = performance.now();
  let lastShown = t0;
  const seconds = () => (performance.now() - t0) / 1000;
  const show = () => {
    lastShown = performance.now();
    const r = rateOf(checked, seconds());
    cx.io.stderr.write(`\r${checked} checked, ${invalid} invalid${r === null ? '' : `, ${r}/s`}`);
  };
  const take = async (r: CheckBatchResult | CheckBatchAnswer) => {
    checked += r.checked;
    invalid += r.invalid;
    blank += r.blank;
    if (r.masked) cx.masked = true;
    // Output is written piece by piece; when a pipe is slow, wait for it to drain, so memory stays
    // constant however long the input is.
    await cx.write(r.text);
    if (r.err) cx.io.stderr.write(r.err);
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
      cx.io.stderr.write(`urlgrammar check: note: a byte order mark (U+FEFF) at the start of argument${marked.length > 1 ? 's' : ''} ${marked.join(', ')} was removed\n`);
    }
    await take(checkBatch(positionals.map((u) => (u.startsWith('\ufeff') ? u.slice(1) : u)), options));
  } else {
    let onMain = 0;
    let written: Promise<void> = Promise.resolve();
    const inFlight: Array<Promise<void>> = [];
    try {
      const onBOM = () => void cx.io.stderr.write('urlgrammar check: note: a UTF-8 byte order mark at the start of standard input was removed\n');
      for await (const p of stdinPieces(cx.io.stdin, onBOM)) {
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
    cx.io.stderr.write('\n');
  }
  if (rateAtEnd) cx.io.stderr.write(`${rateLine(checked, seconds(), pool ? `${jobs} worker threads` : 'one thread')}\n`);
  // The summary goes to standard error in every format: standard output holds the records (or
  // under --fix the URLs) alone, one shape to a stream.
  const skipped = blank ? `, ${blank} blank line${blank === 1 ? '' : 's'} skipped` : '';
  if (!quiet) cx.io.stderr.write(`${checked} checked, ${invalid} ${options.fix ? 'still invalid' : 'invalid'}${skipped}\n`);
  return invalid ? 1 : 0;
}
