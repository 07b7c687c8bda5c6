/**
 * `urlgrammar normalize [URL...]`: each argument, or each line of standard input, normalized (RFC
 * 3986 §6, RFC 3987 §5.3); the answer for one input is src/cli/normalize.ts's. Also the options
 * `normalize` shares with `equal` (src/cli/commands/equal.ts): `NORMALIZE_OPTIONS`,
 * `normalizeSettings` and the line a defect prints (`defectNote`).
 */
import { NORMALIZE_LEVELS, NORMALIZE_STEP_INFO, NORMALIZE_STEPS, type NormalizeStepName } from '../../index.js';
import { args, choiceOption, didYouMean, orList, type OptionSpec, type Values } from '../args.js';
import type { CommandContext } from '../context.js';
import { linesOf } from '../input.js';
import { normalizeBadLine, normalizeOne, type NormalizeAnswer, type NormalizeCallOptions, type NormalizeCLIOptions } from '../normalize.js';
import { stdinPieces } from '../stdin.js';

/** The options shared by `normalize` and `equal`. */
export const NORMALIZE_OPTIONS = {
  level: { type: 'string' },
  grammar: { type: 'string' },
  start: { type: 'string' },
  step: { type: 'string', multiple: true },
  'no-step': { type: 'string', multiple: true },
  'escaped-dots': { type: 'string' },
  format: { type: 'string' },
} as const satisfies Record<string, OptionSpec>;

/**
 * `--level`, `--grammar`, `--start`, `--step`, `--no-step` and `--escaped-dots`, checked here (a bad
 * value is a usage error with the nearest names), as `normalize` and `equivalent` take them.
 */
export function normalizeSettings(cx: CommandContext, values: Values): NormalizeCallOptions {
  const level = choiceOption(cx, 'level', values.level as string | undefined, NORMALIZE_LEVELS) ?? 'scheme';
  const grammar = choiceOption(cx, 'grammar', values.grammar as string | undefined, ['rfc3986', 'rfc3987'] as const, ' (normalization is RFC 3986 §6 and RFC 3987 §5.3)') ?? 'rfc3986';
  const starts = grammar === 'rfc3986' ? (['URI', 'URI-reference', 'absolute-URI'] as const) : (['IRI', 'IRI-reference', 'absolute-IRI'] as const);
  const startText = values.start as string | undefined;
  let start: NormalizeCallOptions['start'];
  if (startText !== undefined) {
    // Case-insensitive, as check's --start.
    start = starts.find((x) => x.toLowerCase() === startText.toLowerCase());
    if (start === undefined) cx.fail(`--start must be ${orList(starts)} under ${grammar}, not ${JSON.stringify(startText)}${didYouMean(startText, starts)}`);
  }
  const escapedDots = choiceOption(cx, 'escaped-dots', values['escaped-dots'] as string | undefined, ['decode', 'keep'] as const);
  const steps: Partial<Record<NormalizeStepName, boolean>> = {};
  for (const [flag, on] of [['step', true], ['no-step', false]] as const) {
    for (const name of (values[flag] as string[] | undefined) ?? []) {
      const step = choiceOption(cx, flag, name, NORMALIZE_STEPS);
      if (step === undefined) continue;
      if (steps[step] !== undefined && steps[step] !== on) cx.fail(`--step ${step} and --no-step ${step} cannot go together`);
      if (on && level === 'string') cx.fail(`--step ${step}: no step runs at --level string (RFC 3986 §6.2.1 compares the strings as they are)`);
      // `--step` turning on a step that would not run (NORMALIZE_STEP_INFO) is a usage error, not a silent no-op.
      if (on && level === 'syntax' && NORMALIZE_STEP_INFO[step].level === 'scheme') cx.fail(`--step ${step} is a step of the scheme level (RFC 3986 §6.2.3); it does not run at --level syntax`);
      if (on && grammar === 'rfc3986' && NORMALIZE_STEP_INFO[step].iriOnly) cx.fail(`--step ${step} applies to IRIs (RFC 3987 §5.3); give --grammar rfc3987`);
      steps[step] = on;
    }
  }
  return {
    grammar,
    level,
    ...(start !== undefined ? { start } : {}),
    ...(escapedDots !== undefined ? { escapedDots } : {}),
    ...(Object.keys(steps).length ? { steps } : {}),
  };
}

/** The line standard error gets when the library's own check of a normalization failed (exit 3). */
export const defectNote = (cmd: string, n: number) =>
  `urlgrammar ${cmd}: internal error: the normalization of ${n} input${n === 1 ? '' : 's'} would not mean what ${n === 1 ? 'it' : 'they'} meant (error[normalize.meaning] above); please report this\n`;

/**
 * `urlgrammar normalize`: each argument, or without one each line of standard input, normalized
 * (`normalizeOne` of src/cli/normalize.ts), one answer per input. Exit 1 when an input was
 * invalid, 3 when the library's proof of a normalization failed (a defect, said on standard error).
 */
export async function normalizeCmd(cx: CommandContext, argv: string[]): Promise<number> {
  const { values, positionals, format } = args(cx, 'normalize', argv, { ...NORMALIZE_OPTIONS, trace: { type: 'boolean' } }, null, ['text', 'json']);
  const o: NormalizeCLIOptions = { call: normalizeSettings(cx, values), trace: values.trace === true, json: format === 'json', width: cx.width, showPassword: cx.show };
  let invalid = 0;
  let defects = 0;
  const take = (a: NormalizeAnswer): string => {
    if (a.verdict === 'invalid') invalid++;
    else if (a.verdict === 'defect') defects++;
    if (a.masked) cx.masked = true;
    return a.text;
  };
  if (positionals.length) {
    for (const url of positionals) await cx.write(take(normalizeOne(url, o)));
  } else {
    // One answer per line of standard input; a blank line an empty line in text (the answers line
    // up with the input), nothing in JSON; a line that is not UTF-8 is invalid.
    const onBOM = () => void cx.io.stderr.write('urlgrammar normalize: note: a UTF-8 byte order mark at the start of standard input was removed\n');
    for await (const piece of stdinPieces(cx.io.stdin, onBOM)) {
      let text = '';
      for (const line of linesOf(piece.bytes, piece.firstLine)) {
        if (line.bad) text += take(normalizeBadLine(line.text, line.bad, o));
        else if (/^\s*$/.test(line.text)) text += o.json ? '' : '\n';
        else text += take(normalizeOne(line.text, o));
      }
      await cx.write(text);
    }
  }
  if (defects) {
    cx.io.stderr.write(defectNote('normalize', defects));
    return 3;
  }
  return invalid ? 1 : 0;
}
