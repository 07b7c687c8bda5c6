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
import { formatReport, grammar, parseURL, type ASTNode, type GrammarName, type RFC, type URLErrorReport } from './index.js';

const VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const USAGE = `urlgrammar ${VERSION}: URLs parsed from their grammar (RFC 1738, RFC 1808, RFC 2732)

Usage:
  urlgrammar check [URL...] [--grammar rfc1738|rfc1808] [--format text|json|line]
  urlgrammar parse URL [--grammar rfc1738|rfc1808] [--json]
  urlgrammar grammar [RULE] [--rfc N] [--format abnf|rfc|json]
  urlgrammar --help | --version

Examples:
  urlgrammar check 'http://www.exa mple.org/'
  printf 'http://a/\\nhttp://b c/\\n' | urlgrammar check --format line
  urlgrammar parse 'ftp://ftp.example.org/pub/file;type=i'
  urlgrammar grammar hostname --rfc 1738

Exit status: 0 all valid, 1 some input invalid, 2 usage error.`;

class UsageError extends Error {}

function fail(message: string): never {
  throw new UsageError(message);
}

function grammarOption(v: string | undefined): GrammarName {
  if (v === undefined) return 'rfc1738';
  if (v !== 'rfc1738' && v !== 'rfc1808') fail(`--grammar must be rfc1738 or rfc1808, not ${JSON.stringify(v)}`);
  return v;
}

function useColor(): boolean {
  return Boolean(process.stdout.isTTY) && process.env.NO_COLOR === undefined;
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

async function check(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { grammar: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return help();
  const g = grammarOption(values.grammar);
  const format = values.format ?? 'text';
  if (!['text', 'json', 'line'].includes(format)) fail(`--format must be text, json or line, not ${JSON.stringify(format)}`);
  let checked = 0;
  let invalid = 0;
  const color = useColor();
  for await (const url of inputLines(positionals)) {
    checked++;
    const r = parseURL(url, { grammar: g });
    if (format === 'json') {
      process.stdout.write(JSON.stringify(r.ok ? { input: url, valid: true } : { input: url, valid: false, error: r.error }) + '\n');
    } else if (!r.ok) {
      process.stdout.write((format === 'line' ? oneLine(r.error) : formatReport(r.error, { color }) + '\n') + '\n');
    } else if (format === 'line') {
      process.stdout.write(`valid ${JSON.stringify(url)}\n`);
    }
    if (!r.ok) invalid++;
  }
  if (format !== 'json') process.stdout.write(`${checked} checked, ${invalid} invalid\n`);
  return invalid ? 1 : 0;
}

function tree(n: ASTNode, depth = 0, out: string[] = []): string[] {
  const extra =
    n.type === 'host' ? ` (${n.hostType})` : n.type === 'port' ? ` = ${n.value}` : 'decoded' in n && n.decoded !== n.text ? ` decoded ${JSON.stringify(n.decoded)}` : '';
  out.push(`${'  '.repeat(depth)}${n.type} [${n.start}, ${n.end}) ${JSON.stringify(n.text)}${extra}`);
  for (const c of n.children) tree(c, depth + 1, out);
  return out;
}

function parse(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { grammar: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return help();
  if (positionals.length !== 1) fail('parse takes exactly one URL');
  const r = parseURL(positionals[0]!, { grammar: grammarOption(values.grammar) });
  if (!r.ok) {
    process.stdout.write((values.json ? JSON.stringify(r.error, null, 2) : formatReport(r.error, { color: useColor() })) + '\n');
    return 1;
  }
  process.stdout.write((values.json ? JSON.stringify(r.ast, null, 2) : tree(r.ast).join('\n')) + '\n');
  return 0;
}

function printGrammar(args: string[]): number {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { rfc: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return help();
  const format = values.format ?? 'abnf';
  if (!['abnf', 'rfc', 'json'].includes(format)) fail(`--format must be abnf, rfc or json, not ${JSON.stringify(format)}`);
  const rfc = values.rfc === undefined ? undefined : values.rfc === 'urlgrammar' ? 'urlgrammar' : (Number(values.rfc) as RFC);
  let rules = grammar.rules;
  if (rfc !== undefined) rules = rules.filter((r) => r.rfc === rfc);
  if (positionals.length) {
    rules = rules.filter((r) => positionals.includes(r.name));
    if (!rules.length) fail(`no rule named ${positionals.map((p) => JSON.stringify(p)).join(', ')}${rfc ? ` in RFC ${rfc}` : ''}`);
  }
  if (format === 'json') process.stdout.write(JSON.stringify(rules, null, 2) + '\n');
  else {
    let last: RFC | null = null;
    for (const r of rules) {
      if (r.rfc !== last && !positionals.length) process.stdout.write(`\n; ${r.rfc === 'urlgrammar' ? 'urlgrammar glue rules' : `RFC ${r.rfc} §${r.section}`}\n`);
      last = r.rfc;
      process.stdout.write((format === 'abnf' ? r.abnf : r.text.replace(/\s+/g, ' ')) + '\n');
    }
  }
  return 0;
}

function help(): number {
  process.stdout.write(USAGE + '\n');
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case 'check':
      return check(rest);
    case 'parse':
      return parse(rest);
    case 'grammar':
      return printGrammar(rest);
    case '--version':
    case '-V':
      process.stdout.write(VERSION + '\n');
      return 0;
    case '--help':
    case '-h':
    case 'help':
    case undefined:
      return help();
    default:
      fail(`unknown command ${JSON.stringify(cmd)}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError || (e instanceof Error && 'code' in e && String((e as { code: unknown }).code).startsWith('ERR_PARSE_ARGS'))) {
      process.stderr.write(`urlgrammar: ${(e as Error).message}\n\n${USAGE}\n`);
      process.exitCode = 2;
    } else {
      process.stderr.write(`urlgrammar: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 3;
    }
  },
);
