#!/usr/bin/env node
/**
 * The urlgrammar executable: the command line (src/cli/main.ts) on the process's own streams,
 * its exit status the process's.
 *
 *   urlgrammar check [URL...]      validate URLs (arguments, or one per line on stdin)
 *   urlgrammar parse URL           the AST as an indented tree with spans, or --json
 *   urlgrammar grammar [RULE]      the grammar printed from the combinators
 *
 * Exit status: 0 valid, 1 an input is invalid (or the library reports a documented error for it),
 * 2 usage error, 3 internal error (one line; the stack with --debug).
 */
import { main, processStreams } from './cli/main.js';

// A reader that stops early (`urlgrammar check < big | head`) closes the pipe: stop quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

main(process.argv.slice(2), processStreams()).then((code) => {
  process.exitCode = code;
});
