/**
 * The urlgrammar command line: `main(argv, streams)`, which runs one command on the streams it is
 * given and returns the exit status (src/cli.ts is the executable that calls it with the process's
 * own). The dispatcher: it reads the command's name, makes the run's context (src/cli/context.ts:
 * the streams and what the command reports in, passed to the command, never global) and hands
 * over to the command's module (src/cli/commands/); then it prints what a command ended with: a
 * library error for the input (src/cli/library-error.ts), a usage error with the command's synopsis,
 * or an internal error. The help texts are src/cli/help.ts's. Node-only (the library itself is not).
 *
 *   urlgrammar check [URL...]      validate URLs (arguments, or one per line on stdin)
 *   urlgrammar parse URL           the AST as an indented tree with spans, or --json
 *   urlgrammar grammar [RULE]      the grammar printed from the combinators
 *   urlgrammar normalize [URL...]  RFC 3986 §6 normalization (arguments, or one per line on stdin)
 *   urlgrammar equal A B [C...]    whether URIs are equivalent (RFC 3986 §6.2)
 *   urlgrammar whatwg [URL...]     the WHATWG URL Standard's basic URL parser, its validation errors and trace
 *   urlgrammar template parse|expand|match ...   URI Templates (RFC 6570): the parts, an expansion, a match
 *
 * Exit status: 0 valid, 1 an input is invalid (or the library reports a documented error for it),
 * 2 usage error, 3 internal error (one line; the stack with --debug).
 */
import { closestNames } from '../../grammar/all.js';
// The error codes' summaries under RFC 2396 and the URL Standard, whose grammars are loaded.
import '../diagnostics/under.js';
import { CommandContext, Done, MASKED_NOTE, processStreams, UsageError, type CLIStreams, type Command } from './context.js';
import { SYNOPSIS, USAGE, version } from './help.js';
import { libraryError, printLibraryError } from './library-error.js';
import { check } from './commands/check.js';
import { compareCmd } from './commands/compare.js';
import { dots } from './commands/dots.js';
import { equalCmd } from './commands/equal.js';
import { printGrammar } from './commands/grammar.js';
import { help } from './commands/help.js';
import { iriCmd } from './commands/iri.js';
import { join } from './commands/join.js';
import { normalizeCmd } from './commands/normalize.js';
import { parse } from './commands/parse.js';
import { schemeCmd } from './commands/scheme.js';
import { split } from './commands/split.js';
import { templateCmd } from './commands/template.js';
import { whatwgCmd } from './commands/whatwg.js';

export { processStreams, type CLIStreams } from './context.js';

/** Each command, by its name: the module that runs it. */
const COMMANDS: Record<string, Command> = {
  check,
  parse,
  split: (cx, a) => split(cx, 'split', a),
  urlparse: (cx, a) => split(cx, 'urlparse', a),
  join,
  dots,
  grammar: printGrammar,
  compare: compareCmd,
  iri: iriCmd,
  normalize: normalizeCmd,
  equal: equalCmd,
  whatwg: whatwgCmd,
  scheme: schemeCmd,
  template: templateCmd,
  help,
};

/** Runs the command `argv` names (or `--version`, `--help`) in the run's context; its exit status. */
async function command(cx: CommandContext, argv: string[]): Promise<number> {
  // `--debug` may also come first, before the command.
  const [cmd, ...rest] = argv[0] === '--debug' ? argv.slice(1) : argv;
  if (cmd !== undefined && Object.hasOwn(COMMANDS, cmd)) {
    cx.cmd = cmd;
    let code: number;
    try {
      code = await COMMANDS[cmd]!(cx, rest);
    } catch (e) {
      const err = libraryError(e);
      if (!err) throw e;
      printLibraryError(cx, err);
      code = 1;
    }
    if (cx.masked && !cx.show) cx.io.stderr.write(MASKED_NOTE);
    return code;
  }
  switch (cmd) {
    case '--version':
    case '-V':
      cx.out(version());
      return 0;
    case '--help':
    case '-h':
    case undefined:
      cx.out(USAGE);
      return 0;
    default: {
      const near = closestNames(cmd, Object.keys(COMMANDS));
      cx.fail(`unknown command ${JSON.stringify(cmd)}${near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : ''}`);
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
  const cx = new CommandContext(streams);
  const debug = argv.slice(0, argv.includes('--') ? argv.indexOf('--') : undefined).includes('--debug');
  try {
    return await command(cx, [...argv]);
  } catch (e) {
    if (e instanceof Done) return e.code;
    if (e instanceof UsageError) {
      streams.stderr.write(usageMessage(e));
      return 2;
    }
    // A bug: one line, and the stack only when asked for.
    const message = (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).replace(/\s*\n\s*/g, ' ');
    streams.stderr.write(`urlgrammar: internal error: ${message}${debug ? '' : ' (run with --debug for the stack)'}\n`);
    if (debug && e instanceof Error && e.stack) streams.stderr.write(`${e.stack}\n`);
    return 3;
  }
}
