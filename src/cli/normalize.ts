/**
 * `urlgrammar normalize` and `urlgrammar equal`: what they print for each input. The option
 * parsing, standard input and the exit status are src/cli/commands/normalize.ts's and
 * src/cli/commands/equal.ts's; this is the answer for one input (or, for `equal`, one set of
 * inputs), in text or JSON, with every password masked.
 *
 * Node-only (it is the command line's), but it reads nothing but its arguments.
 */
import { comparisonKey, equivalent, normalize, NormalizationError, type NormalizeOptions, type NormalizeStep } from '../index.js';
import { redactPasswords, type Redaction } from '../diagnostics/redact.js';
import { oneLine } from './check.js';
import { badUTF8Message, type BadUTF8 } from './input.js';
import { visibleWidth } from './wrap.js';

/** The options `normalize` and `equivalent` are called with (all but `trace`). */
export type NormalizeCallOptions = Omit<NormalizeOptions, 'trace'>;

/** How `urlgrammar normalize` answers, fixed for the whole run. */
export interface NormalizeCLIOptions {
  /** What `normalize` is called with. */
  readonly call: NormalizeCallOptions;
  /** `--trace`: each step after the URL (text), or `steps` (JSON). */
  readonly trace: boolean;
  /** `--json`: one JSON object per input. */
  readonly json: boolean;
  /** The width trace lines are wrapped to (0: never). */
  readonly width: number;
  /** `--show-password`: the normalized URL (the data) shows its password; the trace and reports never do. */
  readonly showPassword?: boolean;
}

/**
 * What an input came to: `'valid'` (normalized), `'invalid'` (the grammar rejects it, or a line of
 * standard input is not UTF-8), `'defect'` (the library's own `'meaning'` check failed: a bug,
 * reported for the input, and the run ends with exit status 3).
 */
export type NormalizeVerdict = 'valid' | 'invalid' | 'defect';

/** One input's answer: what to print (with its line end) and its verdict. */
export interface NormalizeAnswer {
  readonly verdict: NormalizeVerdict;
  readonly text: string;
  /** Whether a password was masked in the data (the normalized URL). */
  readonly masked?: boolean;
}

/** `s` with its password masked (`redactPasswords`, the length kept). */
const masked = (s: string): string => redactPasswords(s).text;

/**
 * A traced step with every password masked: `before` and `after` each as a URL of its own, and the
 * text of an edit that touches the password of `before` (a decoded `%61` in a password is an edit
 * of one letter of it) as asterisks.
 */
function maskedStep(s: NormalizeStep, input: Redaction = redactPasswords(s.before)): NormalizeStep {
  const hidden = redactPasswords(s.before).ranges;
  const touches = (e: { start: number; end: number }) => hidden.some(([a, b]) => (e.start < b && e.end > a) || (e.start === e.end && e.start >= a && e.start <= b));
  return {
    ...s,
    before: input.mask(s.before),
    after: input.mask(s.after),
    edits: s.edits.map((e) => (touches(e) ? { ...e, text: '*'.repeat(e.text.length) } : e)),
  };
}

/**
 * A traced step as `--trace` prints it: `  case (RFC 3986 §6.2.2.1) scheme: HTTP://a/ -> http://a/`
 * on one line where that fits in `width` (0: always), else the URLs under it, one a line, lined up
 * (a URL is never cut). A skipped step is one line: `  idn (RFC 3987 §5.3.3) host: skipped: <why>`.
 */
export function stepLines(s: NormalizeStep, width: number, input?: Redaction): string[] {
  const m = maskedStep(s, input);
  const head = `  ${m.step} (${m.section}) ${m.component}:`;
  // A step that was due but did not apply says so, and why (the URL is the one before it).
  if (m.skipped !== undefined) return [`${head} skipped: ${m.skipped}`];
  const one = `${head} ${m.before} -> ${m.after}`;
  if (width <= 0 || visibleWidth(one) <= width) return [one];
  return [head, `      ${m.before}`, `   -> ${m.after}`];
}

/** The error of a rejected input, as JSON: the report's code and position, and its message. */
function jsonError(e: NormalizationError): Record<string, unknown> {
  const r = e.report;
  if (r) return { code: r.code, offset: r.offset, line: r.line, column: r.column, message: r.message };
  return { code: `normalize.${e.code}`, message: defectLine(e.input, e).replace(/^error\[[^\]]*\]: /, '') };
}

/** The one line a rejected input gets in text: `invalid "URL" L:C code: found`, as `check --format line` prints it. */
function invalidLine(input: string, e: NormalizationError): string {
  if (e.report) return oneLine(e.report);
  return `invalid ${JSON.stringify(masked(input))} ${redactPasswords(input).mask(e.message).replace(/\s*\n\s*/g, ' ')}`;
}

/** A `'meaning'` failure (a defect of the library) as one line: said, with the input masked. */
function defectLine(input: string, e: NormalizationError): string {
  // Built from the masked input, not from the message (which quotes the input and its normalized form whole).
  const what = /\(([^()]*)\); please report this$/.exec(e.message)?.[1] ?? 'see normalize';
  return `error[normalize.meaning]: ${JSON.stringify(masked(input))}: its normalization would not mean what it means (${what}); a defect of urlgrammar, please report it`;
}

/**
 * `urlgrammar normalize`'s answer for one input: the normalized URI (and with `trace` its steps),
 * or the parser's report on one line; in JSON, `{input, href}` (and `steps`) or `{input, error}`.
 */
export function normalizeOne(input: string, o: NormalizeCLIOptions): NormalizeAnswer {
  const rd = redactPasswords(input);
  let n: ReturnType<typeof normalize>;
  try {
    n = normalize(input, { ...o.call, trace: o.trace });
  } catch (e) {
    if (!(e instanceof NormalizationError)) throw e;
    const verdict = e.code === 'syntax' ? 'invalid' : 'defect';
    if (o.json) return { verdict, text: JSON.stringify(rd.data({ input, error: jsonError(e) })) + '\n' };
    return { verdict, text: (verdict === 'invalid' ? invalidLine(input, e) : defectLine(input, e)) + '\n' };
  }
  if (o.json) {
    const body = rd.data({ input, href: '', ...(o.trace ? { steps: n.steps.map((s) => maskedStep(s, rd)) } : {}) }) as Record<string, unknown>;
    return { verdict: 'valid', text: JSON.stringify({ ...body, href: o.showPassword ? n.href : rd.mask(n.href) }) + '\n', masked: rd.found && !o.showPassword };
  }
  // The normalized URL is the data asked for (masked unless --show-password); the trace always is.
  let text = (o.showPassword ? n.href : rd.mask(n.href)) + '\n';
  if (o.trace) for (const s of n.steps) text += stepLines(s, o.width, rd).join('\n') + '\n';
  return { verdict: 'valid', text, masked: rd.found && !o.showPassword };
}

/**
 * `urlgrammar normalize`'s answer for a line of standard input that is not UTF-8: invalid, not
 * normalized, reported as `check --format line` reports it.
 */
export function normalizeBadLine(text: string, bad: BadUTF8, o: NormalizeCLIOptions): NormalizeAnswer {
  const input = masked(text);
  const message = badUTF8Message(bad);
  if (o.json) return { verdict: 'invalid', text: JSON.stringify(redactPasswords(text).data({ input: text, error: { code: 'input.invalid-utf8', message, inputLine: bad.inputLine, byte: bad.byte, bytes: bad.bytes } })) + '\n' };
  return { verdict: 'invalid', text: `invalid ${JSON.stringify(input)} 1:${Array.from(text.slice(0, bad.offset)).length + 1} input.invalid-utf8: ${bad.bytes} at byte ${bad.byte} of line ${bad.inputLine}\n` };
}

/** How `urlgrammar equal` answers. */
export interface EqualCLIOptions {
  readonly call: NormalizeCallOptions;
  readonly json: boolean;
}

/**
 * The string RFC 3987 §5.3 compares an IRI's normalization by (its URI mapping, with the host in
 * punycode where the `'idn'` step runs), shown beside the normalized IRI when it differs, so that
 * `rosé` and `ros%C3%A9` are seen to be one. Display only: the verdict is `equivalent`'s.
 */
function comparedAs(href: string, call: NormalizeCallOptions): string | null {
  if (call.grammar !== 'rfc3987' || (call.level ?? 'scheme') === 'string') return null;
  const { trace: _trace, ...options } = call as NormalizeOptions;
  const key = comparisonKey(href, options);
  return key === href ? null : key;
}

/**
 * `urlgrammar equal`'s answer: whether every input is equivalent to the first (`equivalent`, at the
 * options' level), and each input's normalized form; an input the grammar rejects is reported on
 * one line, and then no verdict is given. The exit status: 0 equivalent, 1 not (or an input is
 * invalid), 3 a defect of the library.
 */
export function equalAnswer(inputs: readonly string[], o: EqualCLIOptions): { code: 0 | 1 | 3; text: string; defects: number } {
  const level = o.call.level ?? 'scheme';
  const grammar = o.call.grammar ?? 'rfc3986';
  // Each input's passwords, and the others': an output line shows an input and its normalized form.
  const rd = inputs.length ? redactPasswords(inputs[0]!, { also: inputs.slice(1) }) : redactPasswords('');
  const read = inputs.map((input) => {
    try {
      return { input, href: normalize(input, o.call).href, error: null };
    } catch (e) {
      if (!(e instanceof NormalizationError)) throw e;
      return { input, href: null, error: e };
    }
  });
  const json = (body: object) => JSON.stringify(body, null, 2) + '\n';
  if (read.some((r) => r.error !== null)) {
    const defects = read.filter((r) => r.error?.code === 'meaning').length;
    const code = defects ? 3 : 1;
    if (o.json) {
      const shown = read.map((r) => rd.data(redactPasswords(r.input).data(r.error ? { input: r.input, error: jsonError(r.error) } : { input: r.input, href: r.href })));
      return { code, defects, text: json({ equivalent: null, level, grammar, inputs: shown }) };
    }
    const lines = read.flatMap((r) => (r.error === null ? [] : [r.error.code === 'syntax' ? invalidLine(r.input, r.error) : defectLine(r.input, r.error)]));
    return { code, defects, text: lines.join('\n') + '\n' };
  }
  const shown = read.map((r, i) => {
    const compared = comparedAs(r.href!, o.call);
    return { input: r.input, href: r.href!, equivalent: i === 0 || equivalent(inputs[0]!, r.input, o.call), ...(compared !== null ? { compared } : {}) };
  });
  const all = shown.every((x) => x.equivalent);
  if (o.json) return { code: all ? 0 : 1, defects: 0, text: json({ equivalent: all, level, grammar, inputs: shown.map((x) => rd.data(redactPasswords(x.input).data(x))) }) };
  const many = inputs.length > 2;
  const lines = shown.map(
    (x) => `  ${rd.mask(masked(x.input))} -> ${rd.mask(x.href)}${x.compared ? ` (compared as ${rd.mask(x.compared)})` : ''}${many && !x.equivalent ? ' (not equivalent to the first)' : ''}`,
  );
  return { code: all ? 0 : 1, defects: 0, text: [all ? 'equivalent' : 'not equivalent', ...lines].join('\n') + '\n' };
}
