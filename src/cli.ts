#!/usr/bin/env node
/**
 * The urlgrammar command line. Node-only (the library itself is not).
 *
 *   urlgrammar check [URL...]      validate URLs (arguments, or one per line on stdin)
 *   urlgrammar parse URL           the AST as an indented tree with spans, or --json
 *   urlgrammar grammar [RULE]      the grammar printed from the combinators
 */
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { compare, compareTable } from './cli/compare.js';
import { railroadSvg, standaloneSvg } from './railroad/index.js';
import {
  formatReport,
  grammar,
  parseURL,
  removeDotSegments,
  resolve,
  RESOLVE_SPECS,
  ResolutionError,
  urljoinTrace,
  urlparse,
  urlsplit,
  type ASTNode,
  type GrammarName,
  type ResolutionStep,
  type ResolveSpec,
  type RFC,
  type URLErrorReport,
} from './index.js';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const USAGE = `urlgrammar ${VERSION}: URLs parsed from their grammar (RFC 1738, RFC 1808, RFC 2732)

Usage:
  urlgrammar check [URL...]         validate URLs (arguments, or one per line on stdin)
  urlgrammar parse URL              the AST as an indented tree with spans
  urlgrammar split URL              Python's urlsplit, as JSON with the derived fields
  urlgrammar urlparse URL           Python's urlparse, as JSON with the derived fields
  urlgrammar join BASE REF          resolve a reference (--spec, --trace)
  urlgrammar dots PATH              remove dot segments (--spec, --trace)
  urlgrammar grammar [RULE...]      the grammar, printed from the combinators (or as railroad diagrams)
  urlgrammar compare URL            how each grammar and algorithm reads the input
  urlgrammar help COMMAND           help for one command
  urlgrammar --version

Examples:
  urlgrammar check 'http://www.exa mple.org/'
  printf 'http://a/\\nhttp://b c/\\n' | urlgrammar check --format line
  urlgrammar join 'http://a/b/c/d;p?q' '../../g' --spec rfc1808 --trace
  urlgrammar grammar hostname --rfc 1738
  urlgrammar compare 'HTTP://user@[::1]:80/a;p?q#f'

Exit status: 0 success (every URL valid), 1 an input is invalid, 2 usage error.`;

const HELP: Record<string, string> = {
  check: `urlgrammar check [URL...] [--grammar rfc1738|rfc1738-pure|rfc1808] [--format text|json|line]

Validates each URL (the arguments, or one per line on standard input) against a start symbol and
prints the ABNF-traced report of every invalid one, then a summary line "N checked, M invalid".
  --grammar   rfc1738 (default: absolute URLs, https as http by RFC 2818),
              rfc1738-pure (RFC 1738 as published) or rfc1808 (absolute or relative)
  --format    text (default; the rustc-style report), line (one line per URL, for logs),
              json (one JSON object per line; the last one is the summary)
Colour only when standard output is a terminal and NO_COLOR is unset. Standard input is read as
a stream, in constant memory; a progress line goes to standard error when it is a terminal.
Exit status 1 if any URL is invalid.

Examples:
  urlgrammar check 'http://www.exa mple.org/' 'ftp://ftp.example.org/pub;type=i'
  urlgrammar check --grammar rfc1808 '../a b'
  urlgrammar check --format line < urls.txt`,
  parse: `urlgrammar parse URL [--grammar rfc1738|rfc1738-pure|rfc1808] [--json]

Prints the AST: one node per line, indented, with its [start, end) span and text; hosts with their
type, ports with their value, text with its decoded form. --json prints the AST as JSON. An invalid
URL prints its report and exits 1.

Examples:
  urlgrammar parse 'http://[::1]:80/a%20b'
  urlgrammar parse --grammar rfc1808 --json '../g;x?y#s'`,
  split: `urlgrammar split URL [--scheme S] [--no-fragments]

Python's urllib.parse.urlsplit(URL, scheme=S, allow_fragments=...), as JSON: the five fields and
the derived username, password, hostname and port (or the ValueError reading it raises).

Example:
  urlgrammar split 'HTTP://User:Pw@[::1]:80/a?q#f'`,
  urlparse: `urlgrammar urlparse URL [--scheme S] [--no-fragments]

Python's urllib.parse.urlparse: as split, with params.

Example:
  urlgrammar urlparse 'http://h/p;a?q'`,
  join: `urlgrammar join BASE REF [--spec rfc1808|rfc3986|abarth-url-00|urllib] [--trace]

Resolves REF against BASE: RFC 1808 §4, RFC 3986 §5.2 (the default), the browser draft
draft-abarth-url-00 §4, or Python's urljoin (urllib). --trace prints every step with the RFC step
or branch it applied.

Examples:
  urlgrammar join 'http://a/b/c/d;p?q' '../g'
  urlgrammar join 'http://a/b/c/d;p?q' '../../../g' --spec rfc1808 --trace`,
  dots: `urlgrammar dots PATH [--spec rfc1808|rfc3986] [--trace]

Removes dot segments: RFC 1808 §4 step 6 or RFC 3986 §5.2.4 (the default). --trace prints each
rule applied with the text before and after.

Example:
  urlgrammar dots /a/b/c/./../../g --trace`,
  grammar: `urlgrammar grammar [RULE...] [--rfc N] [--format abnf|rfc|json|svg]

Prints the grammar (or the named rules) from the combinators: as RFC 5234 ABNF (default), in the
RFC's own notation (rfc), as JSON with the verbatim text, section and deviation notes, or as a
railroad diagram (svg: one rule as an SVG document, several as an HTML page of diagrams).

Examples:
  urlgrammar grammar --rfc 1808
  urlgrammar grammar hostname domainlabel --rfc 1738 --format rfc
  urlgrammar grammar hostname --rfc 1738 --format svg > hostname.svg`,
  compare: `urlgrammar compare URL [--json]

One table of how each grammar and algorithm reads URL: RFC 1738 strict, RFC 1808 strict, Python's
urlsplit and urlparse, the browser draft, and Node's WHATWG URL for reference, with the components
side by side and each verdict.

Example:
  urlgrammar compare 'http://a/b;p?q#f'`,
};

class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

function grammarOption(v: string | undefined): GrammarName {
  if (v === undefined) return 'rfc1738';
  if (v !== 'rfc1738' && v !== 'rfc1738-pure' && v !== 'rfc1808') fail(`--grammar must be rfc1738, rfc1738-pure or rfc1808, not ${JSON.stringify(v)}`);
  return v;
}

function useColor(): boolean {
  return Boolean(process.stdout.isTTY) && process.env.NO_COLOR === undefined;
}

const out = (s: string) => void process.stdout.write(s.endsWith('\n') ? s : s + '\n');

/** Options shared by every command. */
const common = { help: { type: 'boolean', short: 'h' } } as const;

type Values = Record<string, string | boolean | undefined>;
function args(cmd: string, argv: string[], options: Record<string, { type: 'string' | 'boolean'; short?: string }>, count?: [number, number]): { values: Values; positionals: string[] } {
  const r = parseArgs({ args: argv, allowPositionals: true, strict: true, options: { ...common, ...options } });
  if (r.values.help) {
    out(HELP[cmd]!);
    process.exit(0);
  }
  if (count && (r.positionals.length < count[0] || r.positionals.length > count[1])) {
    fail(count[0] === count[1] ? `${cmd} takes ${count[0]} argument${count[0] === 1 ? '' : 's'}` : `${cmd} takes ${count[0]} to ${count[1]} arguments`);
  }
  return { values: r.values as Values, positionals: r.positionals };
}

async function* inputLines(urls: string[]): AsyncGenerator<string> {
  if (urls.length) {
    yield* urls;
    return;
  }
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of rl) yield line;
}

function oneLine(r: URLErrorReport): string {
  return `invalid ${JSON.stringify(r.input)} ${r.line}:${r.column} ${r.code}: ${r.found ? (r.found.name ?? JSON.stringify(r.found.text)) : 'end of input'}`;
}

async function check(argv: string[]): Promise<number> {
  const { values, positionals } = args('check', argv, { grammar: { type: 'string' }, format: { type: 'string' } });
  const g = grammarOption(values.grammar as string | undefined);
  const format = (values.format as string | undefined) ?? 'text';
  if (!['text', 'json', 'line'].includes(format)) fail(`--format must be text, json or line, not ${JSON.stringify(format)}`);
  let checked = 0;
  let invalid = 0;
  const color = useColor();
  const progress = Boolean(process.stderr.isTTY) && positionals.length === 0;
  const t0 = Date.now();
  let lastShown = t0;
  const show = (final: boolean) => {
    const secs = (Date.now() - t0) / 1000;
    const rate = secs > 0 ? Math.round(checked / secs) : 0;
    process.stderr.write(`\r${checked} checked, ${invalid} invalid, ${rate}/s${final ? '\n' : ''}`);
  };
  // Output is written line by line; when a pipe is slow, wait for it to drain, so memory stays
  // constant however long the input is.
  const write = async (s: string) => {
    if (!process.stdout.write(s)) await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
  };
  for await (const url of inputLines(positionals)) {
    checked++;
    const r = parseURL(url, { grammar: g });
    if (!r.ok) invalid++;
    if (format === 'json') await write(JSON.stringify(r.ok ? { input: url, valid: true } : { input: url, valid: false, error: r.error }) + '\n');
    else if (!r.ok) await write((format === 'line' ? oneLine(r.error) : formatReport(r.error, { color }) + '\n') + '\n');
    else if (format === 'line') await write(`valid ${JSON.stringify(url)}\n`);
    if (progress && Date.now() - lastShown > 250) {
      lastShown = Date.now();
      show(false);
    }
  }
  if (progress) show(true);
  await write(format === 'json' ? JSON.stringify({ checked, invalid }) + '\n' : `${checked} checked, ${invalid} invalid\n`);
  return invalid ? 1 : 0;
}

function tree(n: ASTNode, depth = 0, lines: string[] = []): string[] {
  const extra =
    n.type === 'host' ? ` (${n.hostType})` : n.type === 'port' ? ` = ${n.value}` : 'decoded' in n && n.decoded !== n.text ? ` decoded ${JSON.stringify(n.decoded)}` : '';
  lines.push(`${'  '.repeat(depth)}${n.type} [${n.start}, ${n.end}) ${JSON.stringify(n.text)}${extra}`);
  for (const c of n.children) tree(c, depth + 1, lines);
  return lines;
}

function parse(argv: string[]): number {
  const { values, positionals } = args('parse', argv, { grammar: { type: 'string' }, json: { type: 'boolean' } }, [1, 1]);
  const r = parseURL(positionals[0]!, { grammar: grammarOption(values.grammar as string | undefined) });
  if (!r.ok) {
    out(values.json ? JSON.stringify(r.error, null, 2) : formatReport(r.error, { color: useColor() }));
    return 1;
  }
  out(values.json ? JSON.stringify(r.ast, null, 2) : tree(r.ast).join('\n'));
  return 0;
}

function split(cmd: 'split' | 'urlparse', argv: string[]): number {
  const { values, positionals } = args(cmd, argv, { scheme: { type: 'string' }, 'no-fragments': { type: 'boolean' } }, [1, 1]);
  const opts = { scheme: (values.scheme as string | undefined) ?? '', allow_fragments: !values['no-fragments'] };
  let r: ReturnType<typeof urlsplit> | ReturnType<typeof urlparse>;
  try {
    r = cmd === 'split' ? urlsplit(positionals[0]!, opts) : urlparse(positionals[0]!, opts);
  } catch (e) {
    out(JSON.stringify({ error: { type: (e as Error).name, message: (e as Error).message } }, null, 2));
    return 1;
  }
  const derived: Record<string, unknown> = { username: r.username, password: r.password, hostname: r.hostname };
  try {
    derived.port = r.port;
  } catch (e) {
    derived.port = { error: { type: (e as Error).name, message: (e as Error).message } };
  }
  out(JSON.stringify({ ...r._asdict(), ...derived, geturl: r.geturl() }, null, 2));
  return 0;
}

function specOption(v: string | undefined, allowed: readonly string[], fallback: string): string {
  const spec = v ?? fallback;
  if (!allowed.includes(spec)) fail(`--spec must be ${allowed.join(', ')}; not ${JSON.stringify(spec)}`);
  return spec;
}

function showStep(step: ResolutionStep, i: number): string[] {
  const vals = Object.entries(step.values)
    .map(([k, v]) => `${k}=${v === null ? 'undefined' : JSON.stringify(v)}`)
    .join(' ');
  const lines = [`${String(i + 1).padStart(2)}. ${step.rule}${vals ? `: ${vals}` : ''}`];
  if (step.gap) lines.push(`    gap filled: ${step.gap.todo} -> ${step.gap.filledWith}`);
  for (const d of step.dots ?? []) lines.push(`    ${dotLine(d)}`);
  return lines;
}

function dotLine(d: ReturnType<typeof removeDotSegments>['steps'][number]): string {
  if (d.spec === 'rfc1808') return `${d.rule}: ${JSON.stringify(d.before)} -> ${JSON.stringify(d.after)}`;
  return `${d.rule}: output ${JSON.stringify(d.after.output)}, input ${JSON.stringify(d.after.input)}`;
}

function join(argv: string[]): number {
  const { values, positionals } = args('join', argv, { spec: { type: 'string' }, trace: { type: 'boolean' } }, [2, 2]);
  const spec = specOption(values.spec as string | undefined, [...RESOLVE_SPECS, 'urllib'], 'rfc3986');
  const [base, ref] = positionals as [string, string];
  try {
    if (spec === 'urllib') {
      const r = urljoinTrace(base, ref);
      out(r.url);
      if (values.trace) r.steps.forEach((s, i) => out(showStep(s, i).join('\n')));
      return 0;
    }
    const r = resolve(base, ref, { spec: spec as ResolveSpec, trace: Boolean(values.trace) });
    out(r.href);
    if (values.trace) r.steps.forEach((s, i) => out(showStep(s, i).join('\n')));
    return 0;
  } catch (e) {
    if (e instanceof ResolutionError) {
      process.stdout.write(`error[${e.code}]: ${e.message}\n`);
      if (e.report) out(formatReport(e.report, { color: useColor() }));
      return 1;
    }
    throw e;
  }
}

function dots(argv: string[]): number {
  const { values, positionals } = args('dots', argv, { spec: { type: 'string' }, trace: { type: 'boolean' } }, [1, 1]);
  const spec = specOption(values.spec as string | undefined, ['rfc1808', 'rfc3986'], 'rfc3986') as 'rfc1808' | 'rfc3986';
  const r = removeDotSegments(positionals[0]!, { spec, trace: Boolean(values.trace) });
  out(r.path);
  if (values.trace) r.steps.forEach((d, i) => out(`${String(i + 1).padStart(2)}. ${dotLine(d)}`));
  return 0;
}

function printGrammar(argv: string[]): number {
  const { values, positionals } = args('grammar', argv, { rfc: { type: 'string' }, format: { type: 'string' } });
  const format = (values.format as string | undefined) ?? 'abnf';
  if (!['abnf', 'rfc', 'json', 'svg'].includes(format)) fail(`--format must be abnf, rfc, json or svg, not ${JSON.stringify(format)}`);
  const rfcText = values.rfc as string | undefined;
  const rfc = rfcText === undefined ? undefined : rfcText === 'urlgrammar' ? 'urlgrammar' : (Number(rfcText) as RFC);
  if (rfc !== undefined && !grammar.rules.some((r) => r.rfc === rfc)) fail(`--rfc must be one of 1738, 1808, 2732, 2373, 2234, urlgrammar; not ${JSON.stringify(rfcText)}`);
  let rules = grammar.rules;
  if (rfc !== undefined) rules = rules.filter((r) => r.rfc === rfc);
  if (positionals.length) {
    const unknown = positionals.filter((p) => !rules.some((r) => r.name === p));
    if (unknown.length) fail(`no rule named ${unknown.map((p) => JSON.stringify(p)).join(', ')}${rfc ? ` in RFC ${rfc}` : ''}`);
    rules = rules.filter((r) => positionals.includes(r.name));
  }
  if (format === 'json') {
    out(JSON.stringify(rules, null, 2));
    return 0;
  }
  if (format === 'svg') {
    // Railroad diagrams of the literal bodies: one rule as an SVG document, several as an HTML page.
    const svgOf = (rule: (typeof rules)[number]) =>
      standaloneSvg(railroadSvg(rule.body, rule.rfc, (ref) => ({ label: ref.spell ?? ref.name, href: null })));
    if (rules.length === 1) out(svgOf(rules[0]!));
    else {
      out('<!doctype html>\n<meta charset="utf-8"><title>urlgrammar railroad diagrams</title>');
      for (const r of rules) out(`<h2>${r.name} <small>(${r.rfc === 'urlgrammar' ? 'urlgrammar' : `RFC ${r.rfc} ${r.section}`})</small></h2>\n${svgOf(r)}`);
    }
    return 0;
  }
  let last: string | null = null;
  for (const r of rules) {
    const heading = r.rfc === 'urlgrammar' ? `urlgrammar ${r.section} rules (not RFC text)` : `RFC ${r.rfc} ${/^\d/.test(r.section) ? '§' : ''}${r.section}`;
    if (heading !== last && rules.length > 1) out(`${last === null ? '' : '\n'}; ${heading}`);
    last = heading;
    out(format === 'abnf' ? r.abnf : r.text.replace(/\s+/g, ' '));
  }
  return 0;
}

function compareCmd(argv: string[]): number {
  const { values, positionals } = args('compare', argv, { json: { type: 'boolean' } }, [1, 1]);
  const readings = compare(positionals[0]!);
  out(values.json ? JSON.stringify({ input: positionals[0], readings }, null, 2) : compareTable(positionals[0]!, readings));
  return 0;
}

function help(argv: string[]): number {
  const cmd = argv[0];
  if (cmd === undefined) out(USAGE);
  else if (HELP[cmd]) out(HELP[cmd]!);
  else fail(`no command ${JSON.stringify(cmd)}`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case 'check':
      return check(rest);
    case 'parse':
      return parse(rest);
    case 'split':
    case 'urlparse':
      return split(cmd, rest);
    case 'join':
      return join(rest);
    case 'dots':
      return dots(rest);
    case 'grammar':
      return printGrammar(rest);
    case 'compare':
      return compareCmd(rest);
    case 'help':
      return help(rest);
    case '--version':
    case '-V':
      out(VERSION);
      return 0;
    case '--help':
    case '-h':
    case undefined:
      out(USAGE);
      return 0;
    default:
      fail(`unknown command ${JSON.stringify(cmd)}`);
  }
}

// A reader that stops early (`urlgrammar check < big | head`) closes the pipe: stop quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    const usage = e instanceof UsageError || (e instanceof Error && 'code' in e && String((e as { code: unknown }).code).startsWith('ERR_PARSE_ARGS'));
    if (usage) {
      process.stderr.write(`urlgrammar: ${(e as Error).message}\n\n${USAGE}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`urlgrammar: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 3;
    }
  },
);
