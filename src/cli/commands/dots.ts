/**
 * `urlgrammar dots PATH`: dot-segment removal (RFC 3986 §5.2.4, or RFC 1808's steps), with
 * `--trace` each step. Also the trace lines `join` shares (`shown`, `dotLine`, `traceOut`): a
 * resolution's trace shows its dot-segment steps as `dots` does.
 */
import { removeDotSegments } from '../../index.js';
import { args, specOption } from '../args.js';
import type { CommandContext } from '../context.js';
import { wrapLine } from '../wrap.js';

/** A traced value: a string as JSON, an absent component as `(none)`. */
export const shown = (v: string | null | undefined) => (v === null || v === undefined ? '(none)' : JSON.stringify(v));

/** One step of dot-segment removal, as a trace line: the rule applied and what it left. */
export function dotLine(d: ReturnType<typeof removeDotSegments>['steps'][number]): string {
  if (d.spec === 'rfc1808') return `${d.rule}: ${shown(d.before)} -> ${shown(d.after)}`;
  return `${d.rule}: output ${shown(d.after.output)}, input ${shown(d.after.input)}`;
}

/** Lines of a trace, each wrapped with a hanging indent. */
export const traceOut = (cx: CommandContext, lines: string[]) => {
  for (const l of lines) cx.out(wrapLine(l, cx.width, 4).join('\n'));
};

/** `urlgrammar dots`. */
export function dots(cx: CommandContext, argv: string[]): number {
  const { values, positionals, format } = args(cx, 'dots', argv, { spec: { type: 'string' }, trace: { type: 'boolean' }, format: { type: 'string' } }, [1, 1], ['text', 'json']);
  const spec = specOption(cx, values.spec as string | undefined, ['rfc1808', 'rfc3986'], 'rfc3986') as 'rfc1808' | 'rfc3986';
  const r = removeDotSegments(positionals[0]!, { spec, trace: Boolean(values.trace) });
  if (format === 'json') {
    cx.out(JSON.stringify({ input: positionals[0], spec, path: r.path, ...(values.trace ? { steps: r.steps } : {}) }, null, 2));
    return 0;
  }
  cx.out(r.path);
  if (values.trace) traceOut(cx, r.steps.map((d, i) => `${String(i + 1).padStart(2)}. ${dotLine(d)}`));
  return 0;
}
