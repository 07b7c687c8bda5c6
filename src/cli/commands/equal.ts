/**
 * `urlgrammar equal A B [C...]`: whether URIs are equivalent (RFC 3986 §6.2), with each normalized
 * form; the answer is src/cli/normalize.ts's (`equalAnswer`), the options `normalize`'s
 * (src/cli/commands/normalize.ts).
 */
import { args } from '../args.js';
import type { CommandContext } from '../context.js';
import { equalAnswer } from '../normalize.js';
import { defectNote, NORMALIZE_OPTIONS, normalizeSettings } from './normalize.js';

/**
 * `urlgrammar equal A B [C...]`: whether every URL is equivalent to the first (`equalAnswer` of
 * src/cli/normalize.ts). Exit 0 equivalent, 1 not (or an input is invalid), 3 a defect.
 */
export function equalCmd(cx: CommandContext, argv: string[]): number {
  const { values, positionals, format } = args(cx, 'equal', argv, NORMALIZE_OPTIONS, null, ['text', 'json']);
  if (positionals.length < 2) cx.fail(`takes at least 2 arguments (A B [C...]), not ${positionals.length}`);
  const r = equalAnswer(positionals, { call: normalizeSettings(cx, values), json: format === 'json' });
  cx.io.stdout.write(r.text);
  if (r.defects) cx.io.stderr.write(defectNote('equal', r.defects));
  return r.code;
}
