/**
 * `urlgrammar join BASE REF`: a reference resolved against a base by the algorithm `--spec` names
 * (RFC 3986 §5.2, RFC 1808 §4, draft-abarth-url-00 §4, or Python's urljoin), with `--trace` every
 * step and the RFC step or branch it applied.
 */
import { resolve, RESOLVE_SPECS, urljoinTrace, type ResolutionStep, type ResolveSpec } from '../../index.js';
import { args, specOption } from '../args.js';
import type { CommandContext } from '../context.js';
import { dotLine, shown, traceOut } from './dots.js';

/** One step of a resolution, as trace lines: the rule, its values, a gap filled and the dot-segment steps. */
function showStep(step: ResolutionStep, i: number): string[] {
  const vals = Object.entries(step.values)
    .map(([k, v]) => `${k}=${shown(v)}`)
    .join(' ');
  const lines = [`${String(i + 1).padStart(2)}. ${step.rule}${vals ? `: ${vals}` : ''}`];
  if (step.gap) lines.push(`    gap filled: ${step.gap.todo} -> ${step.gap.filledWith}`);
  for (const d of step.dots ?? []) lines.push(`    ${dotLine(d)}`);
  return lines;
}

/** `urlgrammar join`. */
export function join(cx: CommandContext, argv: string[]): number {
  const { values, positionals, format } = args(cx, 'join', argv, { spec: { type: 'string' }, trace: { type: 'boolean' }, strict: { type: 'boolean' }, format: { type: 'string' } }, [2, 2], ['text', 'json']);
  const spec = specOption(cx, values.spec as string | undefined, [...RESOLVE_SPECS, 'urllib'], 'rfc3986');
  const [base, ref] = positionals as [string, string];
  const rd = cx.inputs(base, [ref]);
  const trace = Boolean(values.trace);
  // --strict: the base must be an absolute-URI and the reference a URI-reference of RFC 3986 (the
  // resolver's own { strict: true }); RFC 1808's resolver always reads both with its grammar.
  const strict = values.strict === true;
  if (strict && spec !== 'rfc3986' && spec !== 'rfc1808') cx.fail(`--strict validates under RFC 3986 (--spec rfc3986; rfc1808 always validates); it cannot go with --spec ${spec}`);
  // A ResolutionError or a urllib ValueError is the library's answer for this input:
  // src/cli/main.ts prints it.
  const r =
    spec === 'urllib'
      ? (({ url, steps }) => ({ href: url, steps }))(urljoinTrace(base, ref))
      : spec === 'rfc3986' && strict
        ? resolve(base, ref, { spec, trace, strict: true })
        : resolve(base, ref, { spec: spec as ResolveSpec, trace });
  if (format === 'json') {
    // The inputs and the trace are always masked; the href is the data asked for.
    const shown = rd.data({ base, reference: ref, spec, ...(strict ? { strict } : {}), href: '', ...(values.trace ? { steps: r.steps } : {}) }) as Record<string, unknown>;
    cx.out(JSON.stringify({ ...shown, href: cx.data(rd, r.href) }, null, 2));
    return 0;
  }
  cx.out(cx.data(rd, r.href));
  if (values.trace) r.steps.forEach((s, i) => traceOut(cx, showStep(rd.data(s) as ResolutionStep, i)));
  return 0;
}
