/**
 * `urlgrammar whatwg [URL...]`: each argument, or each line of standard input, parsed with the
 * WHATWG URL Standard's basic URL parser; the answer for one input is src/cli/whatwg.ts's.
 */
import { args } from '../args.js';
import type { CommandContext } from '../context.js';
import { linesOf } from '../input.js';
import { stdinPieces } from '../stdin.js';
import { whatwgAnswerer, type WhatwgAnswer } from '../whatwg.js';

/**
 * `urlgrammar whatwg`: each argument, or without one each line of standard input, parsed with the
 * WHATWG URL Standard's basic URL parser (`whatwgAnswerer` of src/cli/whatwg.ts), one answer per
 * input. Exit 0 when every input parsed with no validation error, 1 when one failed or had any.
 */
export async function whatwgCmd(cx: CommandContext, argv: string[]): Promise<number> {
  const { values, positionals, format } = args(cx, 'whatwg', argv, { base: { type: 'string' }, trace: { type: 'boolean' }, format: { type: 'string' } }, null, ['text', 'json']);
  const answer = whatwgAnswerer({ base: values.base as string | undefined, trace: values.trace === true, json: format === 'json', width: cx.width, color: cx.useColor(), showPassword: cx.show });
  let unclean = 0;
  const take = (a: WhatwgAnswer): string => {
    if (a.verdict !== 'clean') unclean++;
    if (a.masked) cx.masked = true;
    return a.text;
  };
  if (positionals.length) {
    for (const url of positionals) await cx.write(take(answer.one(url)));
  } else {
    // One answer per line of standard input; a blank line an empty line in text, nothing in JSON
    // (as normalize); a line that is not UTF-8 is not parsed, a failure.
    const onBOM = () => void cx.io.stderr.write('urlgrammar whatwg: note: a UTF-8 byte order mark at the start of standard input was removed\n');
    for await (const piece of stdinPieces(cx.io.stdin, onBOM)) {
      let text = '';
      for (const line of linesOf(piece.bytes, piece.firstLine)) {
        if (line.bad) text += take(answer.badLine(line.text, line.bad));
        else if (/^\s*$/.test(line.text)) text += format === 'json' ? '' : '\n';
        else text += take(answer.one(line.text));
      }
      await cx.write(text);
    }
  }
  return unclean ? 1 : 0;
}
