/**
 * `urlgrammar grammar [RULE...]`: the grammar's rules printed from the combinators (as ABNF, as the
 * RFC writes them, as JSON, or as railroad diagrams), and `urlgrammar grammar --abnf FILE`: a
 * grammar loaded from ABNF, printed, or reading inputs (`check`).
 */
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { closestNames, printAbnf } from '../../../grammar/all.js';
import { railroadSvg, standaloneSvg } from '../../railroad/index.js';
import { rulesNamed } from '../../parse/parse.js';
import { redactPasswords } from '../../diagnostics/redact.js';
import { ABNFError, extractABNF, grammar, parseABNF, type ABNFGrammar, type RFC } from '../../index.js';
import { args, type Values } from '../args.js';
import type { CommandContext } from '../context.js';

/** `urlgrammar grammar`. */
export function printGrammar(cx: CommandContext, argv: string[]): number {
  const { values, positionals, format } = args(
    cx,
    'grammar', argv,
    { rfc: { type: 'string' }, format: { type: 'string' }, abnf: { type: 'string' }, section: { type: 'string' }, name: { type: 'string' }, prose: { type: 'string', multiple: true }, nesting: { type: 'string' }, codes: { type: 'string' }, start: { type: 'string' } },
    null, ['abnf', 'rfc', 'json', 'svg'],
  );
  if (values.abnf !== undefined) return loadedGrammar(cx, values, positionals, format);
  for (const o of ['section', 'name', 'prose', 'codes', 'start'] as const) if (values[o] !== undefined) cx.fail(`--${o} goes with --abnf FILE`);
  const rfcText = values.rfc as string | undefined;
  // A number as written (not "0x6ca" or "1738.0", which Number() would take).
  const rfc = rfcText === undefined ? undefined : rfcText === 'urlgrammar' ? 'urlgrammar' : ((/^\d+$/.test(rfcText) ? Number(rfcText) : NaN) as RFC);
  if (rfc !== undefined && !grammar.rules.some((r) => r.rfc === rfc)) cx.fail(`--rfc must be one of 1738, 1808, 2732, 2373, 2234, urlgrammar; not ${JSON.stringify(rfcText)}`);
  let rules = grammar.rules;
  if (rfc !== undefined) rules = rules.filter((r) => r.rfc === rfc);
  if (positionals.length) {
    const chosen = new Set<(typeof rules)[number]>();
    const misses: string[] = [];
    for (const p of positionals) {
      const found = rulesNamed(rules, p);
      if (!found.length) {
        const near = closestNames(p, rules.map((r) => r.name));
        misses.push(`no rule named ${JSON.stringify(p)}${rfc ? ` in RFC ${rfc}` : ''}${near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : ''}`);
      }
      for (const r of found) chosen.add(r);
    }
    if (misses.length) cx.fail(misses.join('; '));
    rules = rules.filter((r) => chosen.has(r));
  }
  if (format === 'json') {
    cx.out(JSON.stringify(rules, null, 2));
    return 0;
  }
  if (format === 'svg') {
    // Railroad diagrams of the literal bodies: one rule as an SVG document, several as an HTML page.
    const svgOf = (rule: (typeof rules)[number]) =>
      standaloneSvg(railroadSvg(rule.body, rule.rfc, (ref) => ({ label: ref.spell ?? ref.name, href: null })));
    if (rules.length === 1) cx.out(svgOf(rules[0]!));
    else {
      cx.out('<!doctype html>\n<meta charset="utf-8"><title>urlgrammar railroad diagrams</title>');
      for (const r of rules) cx.out(`<h2>${r.name} <small>(${r.rfc === 'urlgrammar' ? 'urlgrammar' : `RFC ${r.rfc} ${r.section}`})</small></h2>\n${svgOf(r)}`);
    }
    return 0;
  }
  let last: string | null = null;
  for (const r of rules) {
    const heading = r.rfc === 'urlgrammar' ? `urlgrammar ${r.section} rules (not RFC text)` : `RFC ${r.rfc} ${/^\d/.test(r.section) ? '§' : ''}${r.section}`;
    if (heading !== last && rules.length > 1) cx.out(`${last === null ? '' : '\n'}; ${heading}`);
    last = heading;
    cx.out(format === 'abnf' ? r.abnf : r.text.replace(/\s+/g, ' '));
  }
  return 0;
}

/** `grammar --abnf FILE`: a grammar loaded from ABNF, printed, or reading inputs (`check`). */
function loadedGrammar(cx: CommandContext, values: Values, positionals: string[], format: string): number {
  const file = values.abnf as string;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    cx.fail(`cannot read --abnf ${JSON.stringify(file)}: ${(e as { code?: string }).code ?? String(e)}`);
  }
  const section = values.section as string | undefined;
  if (section !== undefined) {
    try {
      text = extractABNF(text, section);
    } catch (e) {
      cx.fail(e instanceof Error ? e.message : String(e));
    }
  }
  const prose: Record<string, string> = {};
  for (const p of (values.prose as string[] | undefined) ?? []) {
    const eq = p.lastIndexOf('=');
    if (eq <= 0 || eq === p.length - 1) cx.fail(`--prose must be TEXT=RULE (the text between < and >, then the rule it reads as), not ${JSON.stringify(p)}`);
    prose[p.slice(0, eq)] = p.slice(eq + 1);
  }
  const name = (values.name as string | undefined) ?? basename(file, extname(file));
  const nestingText = values.nesting as string | undefined;
  const nesting = nestingText === undefined ? undefined : Number(nestingText);
  if (nesting !== undefined && !(/^[0-9]+$/.test(nestingText!) && nesting >= 1 && nesting <= 64)) cx.fail(`--nesting must be a whole number from 1 to 64, not ${JSON.stringify(nestingText)}`);
  const codes = values.codes as string | undefined;
  if (codes !== undefined && codes !== 'url') cx.fail(`--codes must be url (the URL grammars' codes, hints and fix-its), not ${JSON.stringify(codes)}`);
  let g: ABNFGrammar;
  try {
    g = grammar.fromABNF(text, { name, prose, ...(nesting === undefined ? {} : { nesting }), ...(codes === undefined ? {} : { codes }) });
  } catch (e) {
    if (e instanceof ABNFError) cx.fail(`${file}: ${e.message}`);
    throw e;
  }
  if (positionals[0] !== 'check') {
    if (values.start !== undefined) cx.fail('--start goes with check');
    const rules = positionals.length ? positionals.map((p) => g.rule(p) ?? cx.fail(`${file} defines no rule ${JSON.stringify(p)}`)) : g.rules;
    if (format === 'json') cx.out(JSON.stringify(rules.map((r) => ({ name: r.name, rfc: r.rfc, text: r.text, abnf: printAbnf(r) })), null, 2));
    else if (format === 'svg') {
      if (rules.length !== 1) cx.fail('--format svg draws one rule: name it');
      cx.out(standaloneSvg(railroadSvg(rules[0]!.body, rules[0]!.rfc, (ref) => ({ label: ref.spell ?? ref.name, href: null }))));
    } else for (const r of rules) cx.out(format === 'abnf' ? printAbnf(r) : r.text.replace(/\s+/g, ' '));
    return 0;
  }
  if (format !== 'abnf' && format !== 'json') cx.fail('check prints text or --json');
  const start = (values.start as string | undefined) ?? g.start;
  if (!g.rule(start)) cx.fail(`${file} defines no rule ${JSON.stringify(start)}${closestNames(start, g.rules.map((r) => r.name)).map((n) => `; did you mean ${JSON.stringify(n)}?`)[0] ?? ''}`);
  const inputs = positionals.slice(1);
  if (inputs.length === 0) cx.fail('check takes INPUT... (one or more inputs to read)');
  let invalid = 0;
  const results = [];
  for (const input of inputs) {
    let r: ReturnType<typeof parseABNF>;
    try {
      r = parseABNF(g, input, { start });
    } catch (e) {
      // A recursive start symbol without --nesting: the grammar cannot run, whatever the input.
      if (e instanceof ABNFError) cx.fail(`${file}: ${e.message}${e.code === 'recursion' ? ': give --nesting N' : ''}`);
      throw e;
    }
    if (!r.ok) invalid++;
    // Every output masks a password, as check's does (a URL's user information, where the input reads as one).
    const rd = redactPasswords(input);
    if (format === 'json') results.push(rd.data(r.ok ? { input, valid: true } : { input, valid: false, error: r.error }));
    else cx.out(r.ok ? `valid  ${rd.text}` : cx.report(r.error) + '\n');
  }
  if (format === 'json') cx.out(JSON.stringify(results, null, 2));
  return invalid > 0 ? 1 : 0;
}
