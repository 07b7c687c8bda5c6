/**
 * Prints the tables of `docs/resolution.md` where the three resolution algorithms disagree, by
 * running them: `npx tsx scripts/resolution-table.ts --traces`, then paste the output into the page
 * (between its "generated" markers).
 *
 * Tables 1 and 2 resolve references against RFC 1808's base; table 3 resolves against bases the
 * three read differently; table 4 shows the components each takes from those bases. A cell is the
 * `href`, or `error <code>` when the resolver throws a `ResolutionError`. Then the traces of the
 * two worked examples, as `resolve(...).steps` gives them.
 */
import { pathToFileURL } from 'node:url';
import {
  parse1808,
  parseBrowser,
  resolve,
  ResolutionError,
  RESOLVE_SPECS,
  split3986,
  type ResolveSpec,
} from '../src/resolver/index.js';

/** RFC 1808 §5: "Within an object with a well-defined base URL of". */
const BASE = 'http://a/b/c/d;p?q#f';

interface Row {
  readonly base: string;
  readonly reference: string;
  readonly why: string;
}

const ABNORMAL: readonly Row[] = [
  ['', 'RFC 1808 §5.2: the empty reference'],
  ['../../../g', 'RFC 1808 §5.2: more ".." than levels'],
  ['../../../../g', 'RFC 1808 §5.2: more ".." than levels'],
  ['/./g', 'RFC 1808 §5.2: dots in an absolute path'],
  ['/../g', 'RFC 1808 §5.2: dots in an absolute path'],
  ['g.', 'RFC 1808 §5.2: not a complete segment'],
  ['.g', 'RFC 1808 §5.2: not a complete segment'],
  ['g..', 'RFC 1808 §5.2: not a complete segment'],
  ['..g', 'RFC 1808 §5.2: not a complete segment'],
  ['./../g', 'RFC 1808 §5.2: nonsensical dots'],
  ['./g/.', 'RFC 1808 §5.2: nonsensical dots'],
  ['g/./h', 'RFC 1808 §5.2: nonsensical dots'],
  ['g/../h', 'RFC 1808 §5.2: nonsensical dots'],
  ['http:g', 'RFC 1808 §5.2: the scheme loophole'],
  ['http:', 'RFC 1808 §5.2: the scheme loophole'],
].map(([reference, why]) => ({ base: BASE, reference: reference as string, why: why as string }));

const OTHERS: readonly Row[] = [
  [';x', 'params: RFC 1808 keeps the base path, RFC 3986 merges'],
  ['?', 'an empty query: RFC 1808 inherits the base query'],
  ['#', 'an empty fragment'],
  ['///g', 'an empty net_loc / authority'],
  ['//g/./x', 'dots after a net_loc (RFC 1808 step 3 skips step 6)'],
  ['g;x=1/../y', 'RFC 2396 C.2: ".." inside params'],
  ['..\\g', 'backslash: "national" in RFC 1808, a slash character in the draft'],
  ['\\\\g\\h', 'two backslashes: scheme-relative in the draft'],
  ['\\g', 'one backslash: authority-relative in the draft'],
  ['//u@v@h/p', 'two "@": the draft splits at the last'],
  ['//h;x/p', '";" in the authority: an authority terminator in the draft'],
  [' g ', 'spaces: the draft trims control characters'],
  ['HTTP:g', 'the loophole, with the scheme in capitals'],
].map(([reference, why]) => ({ base: BASE, reference: reference as string, why: why as string }));

const BASES: readonly Row[] = [
  ['http://h;x/p/q', 'g', '";" in the base authority'],
  ['http://h;x/p/q', '/g', '";" in the base authority, authority-relative reference'],
  ['http://u@v@h/p/q', 'g', 'two "@" in the base authority'],
  ['http://u?x@h/p/q', 'g', '"?" before "@": net_loc in RFC 1808, a query elsewhere'],
  ['http:\\\\a\\b\\c', 'g', 'a base written with backslashes'],
  ['http://a', 'g', 'an empty base path'],
  ['http://h//x/y', 'g', 'a base path that starts with "//": the opaque form in RFC 1808'],
  ['mailto:u@h', 'g', 'a scheme RFC 1808 §2.3 never uses with relative URLs'],
  ['mailto:u@h', '?subject=x', 'a query against a mailto base'],
].map(([base, reference, why]) => ({ base: base as string, reference: reference as string, why: why as string }));

/** A table cell: inline code, with "|" and "\" made safe for markdown tables. */
function code(text: string): string {
  if (text === '') return '(empty)';
  return '`' + text.replace(/\|/g, '\\|') + '`';
}

function cell(base: string, reference: string, spec: ResolveSpec): string {
  try {
    return code(resolve(base, reference, { spec, trace: false }).href);
  } catch (e) {
    if (e instanceof ResolutionError) return `error \`${e.code}\``;
    throw e;
  }
}

function resolutionTable(rows: readonly Row[]): string {
  const head = `| base | reference | ${RESOLVE_SPECS.join(' | ')} | agree? | why it is here |`;
  const rule = `|${' --- |'.repeat(RESOLVE_SPECS.length + 4)}`;
  const lines = rows.map(({ base, reference, why }) => {
    const cells = RESOLVE_SPECS.map((spec) => cell(base, reference, spec));
    const agree = new Set(cells).size === 1 ? 'yes' : 'no';
    return `| ${code(base)} | ${code(reference)} | ${cells.join(' | ')} | ${agree} | ${why} |`;
  });
  return [head, rule, ...lines].join('\n');
}

function show(value: string | null): string {
  return value === null ? '—' : code(value);
}

function componentsTable(bases: readonly string[]): string {
  const head = '| base | RFC 1808 `net_loc` / `path` | RFC 3986 `authority` / `path` | draft `user-info` / `host` / `port` / `path` |';
  const rule = '| --- | --- | --- | --- |';
  const lines = bases.map((base) => {
    const p = parse1808(base);
    const a = p.ok
      ? p.form === 'opaque'
        ? `opaque: ${show(p.parts.opaque)}`
        : `${show(p.parts.net_loc)} / ${show(p.parts.path)}`
      : `not in the grammar (\`${p.error.code}\` at ${p.error.offset})`;
    const r = split3986(base);
    const b = parseBrowser(base);
    return `| ${code(base)} | ${a} | ${show(r.authority)} / ${show(r.path)} | ${show(b.userInfo)} / ${show(b.host)} / ${show(b.port)} / ${show(b.path)} |`;
  });
  return [head, rule, ...lines].join('\n');
}

/** One trace as a numbered list: the rule, the values it read or set, its dot steps and gap. */
function traceList(base: string, reference: string, spec: ResolveSpec): string {
  const { href, steps } = resolve(base, reference, { spec });
  const lines = [`\`resolve(${JSON.stringify(base)}, ${JSON.stringify(reference)}, { spec: '${spec}' })\` → ${code(href)}`, ''];
  steps.forEach((step, i) => {
    const values = Object.entries(step.values)
      .map(([k, v]) => `${k} = ${v === null ? 'null' : JSON.stringify(v)}`)
      .join('; ');
    lines.push(`${i + 1}. **${step.rule}**${values === '' ? '' : ` — ${values.replace(/\|/g, '\\|')}`}`);
    for (const d of step.dots ?? []) {
      const text =
        d.spec === 'rfc1808'
          ? `${code(d.before)} → ${code(d.after)}`
          : `output ${code(d.after.output)}, input ${code(d.after.input)}`;
      lines.push(`   - ${d.rule}: ${text}`);
    }
    if (step.gap !== undefined) lines.push(`   - gap: ${step.gap.todo}; filled with ${step.gap.filledWith}`);
  });
  return lines.join('\n');
}

/**
 * The generated part of `docs/resolution.md`: the four tables, and with `traces` the two worked
 * examples. `test/resolver-resolve.test.ts` checks that the page contains it.
 *
 * @example
 * ```ts
 * renderResolutionTables(true).startsWith('<!-- generated by scripts/resolution-table.ts -->'); // true
 * ```
 */
export function renderResolutionTables(withTraces: boolean): string {
  const out = [
    `<!-- generated by scripts/resolution-table.ts -->`,
    '',
    `Table 1. RFC 1808 §5.2 abnormal examples, base ${code(BASE)}.`,
    '',
    resolutionTable(ABNORMAL),
    '',
    `Table 2. Other references where the algorithms part, base ${code(BASE)}.`,
    '',
    resolutionTable(OTHERS),
    '',
    'Table 3. Bases the algorithms read differently.',
    '',
    resolutionTable(BASES),
    '',
    'Table 4. The components each algorithm takes from those bases (— is absent).',
    '',
    componentsTable([...new Set(BASES.map((r) => r.base))]),
    '',
    `<!-- end of generated tables -->`,
  ];
  const traces = [
    '<!-- generated by scripts/resolution-table.ts --traces -->',
    '',
    '#### Worked example 1: `../../../g`, more ".." than levels',
    '',
    traceList(BASE, '../../../g', 'rfc1808'),
    '',
    traceList(BASE, '../../../g', 'rfc3986'),
    '',
    '#### Worked example 2: `;x`, params against a base with params',
    '',
    traceList(BASE, ';x', 'rfc1808'),
    '',
    traceList(BASE, ';x', 'abarth-url-00'),
    '',
    '<!-- end of generated traces -->',
  ];
  if (withTraces) out.push('', ...traces);
  return out.join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(renderResolutionTables(process.argv.includes('--traces')));
}
