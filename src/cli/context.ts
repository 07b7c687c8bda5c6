/**
 * What one run of the command line works with: the streams it reads and writes (`CLIStreams`), and
 * the `CommandContext` that `main` (src/cli/main.ts) makes for the run and passes to the command it
 * runs (src/cli/commands/), which holds those streams and what the command reports in (its name,
 * output format, width, whether passwords are shown, whether one was masked, its inputs). No state
 * is global: each run has a context of its own. Also the two ways a command ends early: a usage
 * error (`UsageError`, exit 2) and `Done` (`--help`).
 */
import { formatReport, type URLErrorReport } from '../index.js';
import { redactPasswords, type Redaction } from '../diagnostics/redact.js';
import { wrapReport } from './wrap.js';

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

/** A usage error: exit 2, with the command's synopsis. `cmd` null: no command was recognised. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly cmd: string | null,
  ) {
    super(message);
  }
}

/** A command that has finished early (`--help`), with its exit status. */
export class Done {
  constructor(readonly code: number) {}
}

/** Said once on standard error when a data output had a password masked. */
export const MASKED_NOTE = 'urlgrammar: note: passwords are masked (****) in the output; --show-password shows them in the data (never in reports)\n';

/**
 * One run of the command line: its streams (`io`), and what the command running now reports in,
 * set once its arguments are read (src/cli/args.ts). Every command takes it as its first argument.
 */
export class CommandContext {
  /** The command running, once recognised (null before: a usage error then names no command). */
  cmd: string | null = null;
  /** The output format (`--format`, `--json`). */
  format = 'text';
  /** The width text output is wrapped to (`--width`; 0: no wrapping). */
  width = 80;
  /** `--show-password`: the data a command prints shows its passwords. */
  show = false;
  /** Whether a data output had a password masked (standard error says so once, at the end). */
  masked = false;
  /** The command's inputs, whose passwords a library error it prints is masked by. */
  inputTexts: string[] = [];

  constructor(readonly io: CLIStreams) {}

  /** A usage error of the command running. */
  fail(message: string): never {
    throw new UsageError(message, this.cmd);
  }

  /** Writes `s` to standard output as a line (a line end added where it has none). */
  out(s: string): void {
    void this.io.stdout.write(s.endsWith('\n') ? s : s + '\n');
  }

  /**
   * Writes `s` to standard output as it is; when the stream says its buffer is full, waits for it
   * to drain, so that memory stays constant however long the input is.
   */
  async write(s: string | Uint8Array): Promise<void> {
    if (s.length && !this.io.stdout.write(s)) await new Promise<void>((resolve) => this.io.stdout.once?.('drain', () => resolve()) ?? resolve());
  }

  /** Whether text output is coloured: standard output is a terminal and NO_COLOR is unset. */
  useColor(): boolean {
    return Boolean(this.io.stdout.isTTY) && this.io.env.NO_COLOR === undefined;
  }

  /**
   * The passwords of the command's inputs (`redactPasswords`: every reading, every form), kept for
   * the library errors it may print.
   */
  inputs(text: string, also: readonly string[] = []): Redaction {
    this.inputTexts = [text, ...also];
    return redactPasswords(text, { also });
  }

  /** A data output (a result the command computes): masked unless --show-password, the masking noted for stderr. */
  data(r: Redaction, s: string): string {
    if (this.show) return s;
    if (r.found) this.masked = true;
    return r.mask(s);
  }

  /** A data output as JSON data: masked unless --show-password (then as JSON reads it). */
  dataValue(r: Redaction, v: unknown): unknown {
    if (this.show) return JSON.parse(JSON.stringify(v) ?? 'null') as unknown;
    if (r.found) this.masked = true;
    return r.data(v);
  }

  /** A report as the CLI prints it: `formatReport`, wrapped to the width. */
  report(r: URLErrorReport): string {
    return wrapReport(formatReport(r, { color: this.useColor() }), this.width);
  }
}

/** A command: runs on its arguments (after its name) in the run's context, and returns the exit status. */
export type Command = (cx: CommandContext, argv: string[]) => number | Promise<number>;
