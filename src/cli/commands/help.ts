/**
 * `urlgrammar help [COMMAND]`: the usage (no command), or a command's help; the texts are
 * src/cli/help.ts's.
 */
import { closestNames } from '../../../grammar/all.js';
import type { CommandContext } from '../context.js';
import { HELP, USAGE } from '../help.js';

/** `urlgrammar help`. */
export function help(cx: CommandContext, argv: string[]): number {
  const cmd = argv[0];
  if (argv.length > 1) cx.fail(`takes at most one argument (COMMAND), not ${argv.length}`);
  if (cmd === undefined) cx.out(USAGE);
  else if (HELP[cmd]) cx.out(HELP[cmd]!);
  else {
    const near = closestNames(cmd, Object.keys(HELP));
    cx.fail(`no command ${JSON.stringify(cmd)}; ${near.length ? `did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : `the commands are ${Object.keys(HELP).join(', ')}`}`);
  }
  return 0;
}
