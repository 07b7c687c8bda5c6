/**
 * The library's documented errors for an input (`libraryError`), and how a command prints one as
 * its answer (`printLibraryError`, exit 1): one line `error[CODE]: message` (and the report, where
 * there is one), or `{error}` in JSON, every password masked. What the dispatcher (src/cli/main.ts)
 * does with such an error thrown by a command, and what `iri` does on each line of standard input.
 */
import { GrammarError, IRIError, LookupError, ResolutionError, URLSyntaxError, ValueError, type URLErrorReport } from '../index.js';
import { redactPasswords } from '../diagnostics/redact.js';
import type { CommandContext } from './context.js';
import { wrapText } from './wrap.js';

/**
 * The library's documented errors for an input: `ValueError` (and its Unicode subclasses) and
 * `LookupError` from the urllib layer, `ResolutionError`, `URLSyntaxError`, `GrammarError` and `IRIError`.
 */
export function libraryError(e: unknown): { type: string; code?: string; message: string; report?: URLErrorReport } | null {
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
export function printLibraryError(cx: CommandContext, err: NonNullable<ReturnType<typeof libraryError>>): void {
  // The message quotes the input: masked by the report's input's passwords and the command's inputs'.
  const rd = redactPasswords(err.report?.input ?? cx.inputTexts.at(0) ?? '', { also: cx.inputTexts });
  const mask = (v: unknown): unknown => rd.data(v);
  if (cx.format === 'json') {
    cx.out(JSON.stringify({ error: mask(err) }, null, 2));
    return;
  }
  cx.out(wrapText(`error[${err.code ?? err.type}]: ${(mask(err.message) as string).replace(/\s*\n\s*/g, ' ')}`, cx.width));
  if (err.report) cx.out(cx.report(err.report));
}
