/**
 * `urlgrammar compare URL`: how each grammar and algorithm reads the input, as one table (or JSON),
 * with the notes on where the readers disagree. The table is src/cli/compare-table.ts's.
 */
import { args } from '../args.js';
import { compareTable, maskedComparison } from '../compare-table.js';
import type { CommandContext } from '../context.js';

/** `urlgrammar compare`. */
export function compareCmd(cx: CommandContext, argv: string[]): number {
  const { positionals, format } = args(cx, 'compare', argv, { format: { type: 'string' } }, [1, 1], ['text', 'json']);
  // Every reading's password, and the input's, masked as in every output of the CLI.
  const { input, readings, disagreements, notes } = maskedComparison(positionals[0]!);
  cx.out(format === 'json' ? JSON.stringify({ input, readings, disagreements, notes }, null, 2) : compareTable(input, readings, { width: cx.width, disagreements }) + notes.map((n) => `\nnote: ${n}`).join(''));
  return 0;
}
