/**
 * `urlgrammar template parse|expand|match …`: URI Templates (RFC 6570) on the command line, through
 * the public API of src/templates/. The subcommand comes first; its arguments, standard input and
 * exit status are read here, the answer for one input is src/cli/template.ts's.
 *
 *   urlgrammar template parse [TEMPLATE...]          the parts, or the positioned report
 *   urlgrammar template expand TEMPLATE [VALUES]     the URI (VALUES a JSON object; --values FILE)
 *   urlgrammar template match TEMPLATE [URI...]      the values, ambiguous, or no-match at an offset
 *
 * Without the inputs, each line of standard input is one (a template, a JSON object of values, a
 * URI). Exit 0 when every answer is a template, an expansion or a match; 1 when one is refused (no
 * template, an expansion error, values that are no JSON object, ambiguous, no-match); 2 usage.
 */
import { readFileSync } from 'node:fs';
import { GrammarError, matchTemplate, parseTemplate, type ParsedTemplate } from '../../index.js';
import { args, choiceOption, didYouMean, orList, type Values } from '../args.js';
import type { CommandContext } from '../context.js';
import { badUTF8Message, linesOf, type BadUTF8 } from '../input.js';
import { stdinPieces } from '../stdin.js';
import { expandAnswer, matchAnswer, matchErrorAnswer, parseAnswer, type TemplateAnswer } from '../template.js';

/** The subcommands, in the order the help lists them. */
const SUBCOMMANDS = ['parse', 'expand', 'match'] as const;
type Subcommand = (typeof SUBCOMMANDS)[number];

/** The options of each subcommand (all are read, so that one given to another is our own usage error). */
const OPTIONS = { format: { type: 'string' }, values: { type: 'string' }, strings: { type: 'boolean' }, query: { type: 'string' }, policy: { type: 'string' } } as const;
const OWN: Readonly<Record<string, Subcommand>> = { values: 'expand', strings: 'match', query: 'match', policy: 'match' };
/** The values of `--query` and `--policy` (matchTemplate's options of those names), the default first. */
const CHOICES = { query: ['inverse', 'any-order'], policy: ['none', 'segment'] } as const;

/**
 * `urlgrammar template`: the subcommand, then its arguments. Each answer is written as it is made;
 * the exit status says whether any was refused.
 */
export async function templateCmd(cx: CommandContext, argv: string[]): Promise<number> {
  const sub = argv[0];
  if (sub === undefined) cx.fail(`needs a subcommand: ${orList(SUBCOMMANDS)}`);
  if (!(SUBCOMMANDS as readonly string[]).includes(sub)) {
    // --help before the subcommand is the command's help, as after it.
    if (sub.startsWith('-')) args(cx, 'template', argv, OPTIONS, null, ['text', 'json']);
    cx.fail(`the subcommand comes first: ${orList(SUBCOMMANDS)}, not ${JSON.stringify(sub)}${didYouMean(sub, SUBCOMMANDS)}`);
  }
  const { values, positionals, format } = args(cx, 'template', argv.slice(1), OPTIONS, null, ['text', 'json']);
  for (const [option, owner] of Object.entries(OWN)) if (values[option] !== undefined && owner !== sub) cx.fail(`--${option} applies to template ${owner} only`);
  const json = format === 'json';
  switch (sub as Subcommand) {
    case 'parse':
      return parseCmd(cx, positionals, json);
    case 'expand':
      return expandCmd(cx, positionals, values, json);
    case 'match':
      return matchCmd(cx, positionals, values, json);
  }
}

/** The answers' exit status and writer: each answer written, a blank line between text blocks. */
function answers(cx: CommandContext, blocks: boolean) {
  let refused = 0;
  let count = 0;
  return {
    text(a: TemplateAnswer): string {
      if (a.refused) refused++;
      return blocks && count++ > 0 ? `\n${a.text}` : a.text;
    },
    get code(): number {
      return refused ? 1 : 0;
    },
  };
}

/**
 * Each line of standard input, answered by `one` (blank lines by `blank`, a line that is not UTF-8
 * by `bad`), the answers of a piece written together as the piece arrives.
 */
async function eachLine(cx: CommandContext, sub: Subcommand, one: (text: string, inputLine: number) => string, blank: () => string, bad: (text: string, b: BadUTF8) => string): Promise<void> {
  const onBOM = () => void cx.io.stderr.write(`urlgrammar template ${sub}: note: a UTF-8 byte order mark at the start of standard input was removed\n`);
  for await (const piece of stdinPieces(cx.io.stdin, onBOM)) {
    let text = '';
    for (const line of linesOf(piece.bytes, piece.firstLine)) text += line.bad ? bad(line.text, line.bad) : /^\s*$/.test(line.text) ? blank() : one(line.text, line.inputLine);
    await cx.write(text);
  }
}

/** A line of standard input that is not UTF-8: an error in its place (not read), refused. */
function badLine(cx: CommandContext, text: string, b: BadUTF8, json: boolean): TemplateAnswer {
  const rd = cx.inputs(text);
  const message = badUTF8Message(b);
  if (json) return { refused: true, text: JSON.stringify({ input: rd.text, inputLine: b.inputLine, error: { code: 'input.invalid-utf8', message, inputLine: b.inputLine, byte: b.byte, bytes: b.bytes } }) + '\n' };
  return { refused: true, text: `error[input.invalid-utf8]: ${message}\n` };
}

/** `template parse [TEMPLATE...]`: each template's parts, or its report; without one, each line of standard input. */
async function parseCmd(cx: CommandContext, templates: string[], json: boolean): Promise<number> {
  const out = answers(cx, !json);
  const one = (t: string, inputLine: number | null) => out.text(parseAnswer(cx, t, parseTemplate(t), inputLine, json));
  if (templates.length) for (const t of templates) await cx.write(one(t, null));
  else
    await eachLine(
      cx,
      'parse',
      (t, n) => one(t, n),
      () => '',
      (t, b) => out.text(badLine(cx, t, b, json)),
    );
  return out.code;
}

/**
 * The template every expansion or match of the run uses, parsed once; a template that is none is
 * the run's answer (its report, exit 1), and nothing else is read.
 */
function theTemplate(cx: CommandContext, template: string, json: boolean): ParsedTemplate | TemplateAnswer {
  const r = parseTemplate(template);
  return r.ok ? r.template : parseAnswer(cx, template, r, null, json);
}

const isAnswer = (x: ParsedTemplate | TemplateAnswer): x is TemplateAnswer => (x as { kind?: unknown }).kind !== 'template';

/**
 * `template expand TEMPLATE [VALUES]`: the URI the values (a JSON object) expand the template to;
 * `--values FILE` reads them from a file (`-`: all of standard input); without either, each line
 * of standard input is a JSON object of values, one URI (or one-line error) a line.
 */
async function expandCmd(cx: CommandContext, positionals: string[], values: Values, json: boolean): Promise<number> {
  if (positionals.length === 0) cx.fail('takes the TEMPLATE, then its VALUES (a JSON object) or --values FILE; not 0 arguments');
  if (positionals.length > 2) cx.fail(`takes the TEMPLATE and at most one VALUES argument (a JSON object), not ${positionals.length} arguments`);
  const file = values.values as string | undefined;
  if (file !== undefined && positionals.length === 2) cx.fail('takes VALUES as an argument or --values FILE, not both');
  const t = theTemplate(cx, positionals[0]!, json);
  if (isAnswer(t)) return (await cx.write(t.text), 1);
  const out = answers(cx, false);
  if (positionals.length === 2) await cx.write(out.text(expandAnswer(cx, t, positionals[1]!, null, json, false)));
  else if (file !== undefined) await cx.write(out.text(expandAnswer(cx, t, await readAll(cx, file), null, json, false)));
  else
    await eachLine(
      cx,
      'expand',
      (v, n) => out.text(expandAnswer(cx, t, v, n, json, true)),
      () => (json ? '' : '\n'),
      (v, b) => out.text(badLine(cx, v, b, json)),
    );
  return out.code;
}

/** The text of `--values FILE` (`-`: standard input, whole): a file that cannot be read is a usage error. */
async function readAll(cx: CommandContext, file: string): Promise<string> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    for await (const c of cx.io.stdin) chunks.push(typeof c === 'string' ? Buffer.from(c) : Buffer.from(c.buffer, c.byteOffset, c.byteLength));
    return Buffer.concat(chunks).toString('utf8').replace(/^\ufeff/, '');
  }
  try {
    return readFileSync(file, 'utf8').replace(/^\ufeff/, '');
  } catch (e) {
    return cx.fail(`cannot read --values ${JSON.stringify(file)}: ${(e as { code?: string }).code ?? String(e)}`);
  }
}

/**
 * `template match TEMPLATE [URI...]`: each URI read back into the values whose expansion it is;
 * without a URI, each line of standard input (blank lines skipped). `--strings`: the values are
 * strings (a "," under the unreserved set only separates variables: `lists: false`); `--query
 * any-order`: the query's parameters in any order, repeated or not named (`query: 'any-order'`);
 * `--policy segment`: a value that is no single path segment is refused (`policy: 'segment'`).
 */
async function matchCmd(cx: CommandContext, positionals: string[], values: Values, json: boolean): Promise<number> {
  if (positionals.length === 0) cx.fail('takes the TEMPLATE, then the URIs to match (or none: each line of standard input); not 0 arguments');
  const t = theTemplate(cx, positionals[0]!, json);
  if (isAnswer(t)) return (await cx.write(t.text), 1);
  const query = choiceOption(cx, 'query', values.query as string | undefined, CHOICES.query) ?? 'inverse';
  const policy = choiceOption(cx, 'policy', values.policy as string | undefined, CHOICES.policy) ?? 'none';
  const options = { lists: values.strings !== true, query, policy };
  const out = answers(cx, !json);
  // A template past the capture engine's budget: the template's
  // answer (the machine is built lazily, so a budget may also be met on a later URI).
  const guarded = (f: () => TemplateAnswer): TemplateAnswer => {
    try {
      return f();
    } catch (e) {
      if (e instanceof GrammarError) return matchErrorAnswer(cx, t, e, json);
      throw e;
    }
  };
  // The template is compiled first (matched against the empty URI), so that such a template is
  // the run's answer before any URI is read.
  const first = guarded(() => (matchTemplate(t, '', options), { refused: false, text: '' }));
  if (first.refused) return (await cx.write(out.text(first)), out.code);
  const one = (uri: string, inputLine: number | null): string => out.text(guarded(() => matchAnswer(cx, t, uri, options, inputLine, json)));
  if (positionals.length > 1) for (const uri of positionals.slice(1)) await cx.write(one(uri, null));
  else
    await eachLine(
      cx,
      'match',
      one,
      () => '',
      (u, b) => out.text(badLine(cx, u, b, json)),
    );
  return out.code;
}
