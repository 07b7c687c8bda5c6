/**
 * `urlgrammar iri [URL]`: an IRI mapped to a URI (RFC 3987 §3.1), or a URI converted to an IRI
 * (§3.2), for the argument, or without one for each line of standard input.
 */
import { iriToURI, uriToIRI } from '../../index.js';
import { args } from '../args.js';
import type { CommandContext } from '../context.js';
import { badUTF8Message, linesOf } from '../input.js';
import { libraryError } from '../library-error.js';
import { stdinPieces } from '../stdin.js';

/** `urlgrammar iri`. */
export async function iriCmd(cx: CommandContext, argv: string[]): Promise<number> {
  const { values, positionals, format } = args(cx, 'iri', argv, { to: { type: 'string' }, host: { type: 'string' }, 'keep-unreserved': { type: 'boolean' }, format: { type: 'string' } }, [0, 1], ['text', 'json']);
  const to = (values.to as string | undefined) ?? 'uri';
  if (to !== 'uri' && to !== 'iri') cx.fail(`--to must be uri or iri, not ${JSON.stringify(to)}`);
  const host = (values.host as string | undefined) ?? 'percent';
  if (host !== 'percent' && host !== 'idna') cx.fail(`--host must be percent or idna, not ${JSON.stringify(host)}`);
  const keep = values['keep-unreserved'] === true;
  if (keep && to !== 'iri') cx.fail('--keep-unreserved applies to --to iri only');
  const convert = (input: string) => (to === 'uri' ? iriToURI(input, { host }) : uriToIRI(input, { host, decodeUnreserved: !keep }));
  if (positionals.length === 0) return iriLines(cx, convert, { to, host, json: format === 'json' });
  // An IRIError is the library's answer for this input: src/cli/main.ts prints it. The input's
  // password is masked in the JSON; the output is the answer asked for (as `check --fix` prints its
  // corrected URLs).
  const rd = cx.inputs(positionals[0]!);
  const output = cx.data(rd, convert(positionals[0]!));
  cx.out(format === 'json' ? JSON.stringify({ input: rd.text, to, host, output }, null, 2) : output);
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
async function iriLines(cx: CommandContext, convert: (input: string) => string, o: { to: string; host: string; json: boolean }): Promise<number> {
  let failed = 0;
  const onBOM = () => void cx.io.stderr.write('urlgrammar iri: note: a UTF-8 byte order mark at the start of standard input was removed\n');
  for await (const piece of stdinPieces(cx.io.stdin, onBOM)) {
    let text = '';
    for (const line of linesOf(piece.bytes, piece.firstLine)) {
      const rd = cx.inputs(line.text);
      const input = rd.text;
      let answer: string;
      if (line.bad) {
        failed++;
        const { inputLine, byte, bytes } = line.bad;
        const message = badUTF8Message(line.bad);
        answer = o.json ? JSON.stringify({ input, error: { code: 'input.invalid-utf8', message, inputLine, byte, bytes } }) : `error[input.invalid-utf8]: ${message}`;
      } else {
        try {
          const output = cx.data(rd, convert(line.text));
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
    await cx.write(text);
  }
  return failed ? 1 : 0;
}
