/**
 * The grammar reference: one page per production, an index per RFC in section order, and a top
 * index, all read from the rule registry (`allRules()`) and the test tables. No rule name is
 * spelled here. The registry holds the declared rules and, once {@link loadSiteGrammars} has run,
 * the rules of the scheme grammars loaded from their RFCs' ABNF (each under its source,
 * `abnf:<name>`), which get their pages as the declared ones do.
 *
 * A rule page shows the verbatim text (saying in which notation), the normalised ABNF printed from
 * the combinators, the RFC and section, a railroad diagram of the literal body whose non-terminals
 * link to their pages, the PEG rewrite and the language note where there is one, the accepted and
 * rejected rows of `test/tables/*.ts`, and the rules it uses and is used by.
 */
import {
  allRules,
  citationOf,
  citeSource,
  isLoadedSource,
  printAbnf,
  printExpr,
  printPeg,
  printRfc,
  profiles,
  refsOf,
  resolveRef,
  type Expr,
  type GrammarName,
  type Notation,
  type RFC,
  type Rule,
} from '../../grammar/all.js';
import { nonstandardSchemeGrammars, schemeGrammars, type ErrorCode } from '../../src/index.js';
import type { GrammarTable, RejectRow } from '../../test/tables/errors.js';
import { RFC1738 } from '../../test/tables/rfc1738.js';
import { RFC1808 } from '../../test/tables/rfc1808.js';
import { RFC2396 } from '../../test/tables/rfc2396.js';
import { RFC3986 } from '../../test/tables/rfc3986.js';
import { RFC3987 } from '../../test/tables/rfc3987.js';
import { WHATWG, WHATWG_BASE } from '../../test/tables/whatwg.js';
import { GLUE, RFC2373, RFC2732 } from '../../test/tables/rfc2732.js';
import { exploreHref, type ExploreTarget } from './explore-link.js';
import { esc, href, writePage, type Page } from './html.js';
import { renderInline, type MarkdownContext } from './markdown.js';
import { railroadSvg } from '../../src/railroad/index.js';
import { LANGUAGES } from '../../grammar/generated/languages.js';
import { declarationOrder } from '../../grammar/languages.js';
import { SCHEME_SOURCES } from '../../grammar/generated/scheme-modules.js';
import type { LoadedSourceInfo } from '../../grammar/schemes/types.js';

/**
 * What the site says about a source of rules: the document's title and address, `part` (which part
 * of it the rules are, for a grammar loaded from an RFC's ABNF), and `own` for a grammar loaded from
 * ABNF of urlgrammar's own (not RFC text: the restrictions an RFC states in prose, written as ABNF).
 */
export type SourceInfo = LoadedSourceInfo;

const rfcEditor = (n: number) => `https://www.rfc-editor.org/rfc/rfc${n}`;

/**
 * What the site says about each source of rules: the documents whose rules are declared (the
 * language folders', grammar/languages.ts), then the grammars {@link loadSiteGrammars} loads
 * (`abnf:<name>`): the start rules grammar/schemes/index.ts loads, and those of each scheme grammar
 * file, as the file says (its `sources`, gathered by `npm run gen` from the rows of
 * grammar/scheme-facts.ts into grammar/generated/scheme-modules.ts), in the order the site lists them.
 */
export const RFC_INFO: ReadonlyMap<RFC, SourceInfo> = new Map<RFC, SourceInfo>([
  // The documents of the declared rules, as each language folder names them (its language.ts, `sources`).
  ...declarationOrder(LANGUAGES).flatMap((l): Array<readonly [RFC, SourceInfo]> => l.sources.map(([rfc, info]) => [rfc as RFC, info])),
  ['urlgrammar', { title: 'Rules of our own: the start-symbol glue, the urllib component grammar, RFC 3986 Appendix B and the RFC 3987 §4.1 characters', url: null }],
  ['abnf:uri-schemes', { title: "NOT RFC TEXT: the start rules of the scheme grammars, one per scheme: the scheme's syntax, then RFC 3986's fragment where that syntax has none (RFC 3986 §3.5, RFC 9110 §4.2.5)", url: null, own: true }],
  // The grammars the scheme grammar files load, as each file says of them (its `sources`, grammar/schemes/types.ts), the files in the table's order.
  ...Object.values(SCHEME_SOURCES).flatMap((s): Array<readonly [RFC, SourceInfo]> => Object.entries(s).map(([name, info]) => [`abnf:${name}` as RFC, info])),
  ['abnf:uri-schemes-nonstandard', { title: "NOT RFC TEXT: the start rule of the non-standard file URIs: RFC 8089 Appendix F's file-URI, then RFC 3986's fragment", url: null, own: true }],
  ['abnf:rfc5234', { title: 'Augmented BNF for Syntax Specifications: ABNF', url: rfcEditor(5234), part: 'the core rules of Appendix B.1, verbatim, which every grammar loaded from ABNF may use' }],
]);

/**
 * Loads the grammars the site documents beside the declared ones: the scheme grammars, loaded
 * from their RFCs' ABNF (`schemeGrammars()`, `nonstandardSchemeGrammars()`), whose rules join
 * `allRules()` under their sources (`abnf:rfc6068`...). Call it before anything reads `allRules()`
 * for the site; a second call does nothing more.
 */
export function loadSiteGrammars(): void {
  schemeGrammars();
  nonstandardSchemeGrammars();
}

/** Whether a source is a grammar loaded from ABNF (`abnf:<name>`): the DSL's `isLoadedSource`. */
export const isLoaded = isLoadedSource;

/** A source's name as the site shows it: `RFC 3986`, `urlgrammar`, or a loaded grammar's source (`abnf:rfc6068`). */
export function sourceName(rfc: RFC): string {
  return rfc === 'urlgrammar' || isLoaded(rfc) ? rfc : `RFC ${rfc}`;
}

/** A source's title as the site shows it: the document's, and the part of it where a grammar loaded from ABNF says. */
export function sourceTitle(rfc: RFC): string {
  const info = RFC_INFO.get(rfc);
  if (!info) return '';
  return info.part ? `${info.title}: ${info.part}` : info.title;
}

const NOTATION: Record<Notation, string> = {
  rfc1738: "RFC 1738's BNF (RFC 822 style: | for alternatives, *[ x ] for repetition, [ x ] for an option)",
  rfc1808: 'the RFC 822-style BNF of RFC 1808 and RFC 2396 (| for alternatives, *( x ) for repetition, [ x ] for an option)',
  rfc2373: 'the ABNF of RFC 2373 Appendix B (RFC 2234)',
  abnf: 'ABNF (RFC 2234)',
  prose: 'prose (the WHATWG URL Standard defines its URL-writing productions in words; the body is printed in ABNF)',
};

/** The test tables, by the RFC whose rules they key. */
const TABLES: readonly { readonly rfc: RFC; readonly file: string; readonly table: GrammarTable }[] = [
  { rfc: 1738, file: 'test/tables/rfc1738.ts', table: RFC1738 },
  { rfc: 1808, file: 'test/tables/rfc1808.ts', table: RFC1808 },
  { rfc: 2396, file: 'test/tables/rfc2396.ts', table: RFC2396 },
  { rfc: 2732, file: 'test/tables/rfc2732.ts', table: RFC2732 },
  { rfc: 2373, file: 'test/tables/rfc2732.ts', table: RFC2373 },
  { rfc: 3986, file: 'test/tables/rfc3986.ts', table: RFC3986 },
  { rfc: 3987, file: 'test/tables/rfc3987.ts', table: RFC3987 },
  { rfc: 'urlgrammar', file: 'test/tables/rfc2732.ts', table: GLUE },
  { rfc: 'whatwg', file: 'test/tables/whatwg.ts', table: WHATWG },
  { rfc: 'urlgrammar', file: 'test/tables/whatwg.ts', table: WHATWG_BASE },
];

/** The RFCs in the order the site lists them. */
export function rfcsInOrder(): RFC[] {
  const present = new Set(allRules().map((r) => r.rfc));
  const known = [...RFC_INFO.keys()].filter((r) => present.has(r));
  return [...known, ...[...present].filter((r) => !RFC_INFO.has(r))];
}

/** A file-safe page name for a rule name (`gopher+_string` and `net_loc` are already safe). */
export function fileName(name: string): string {
  return `${name.replace(/[^A-Za-z0-9._+-]/g, '_')}.html`;
}

/** The folder of a source's pages: the RFC number, or the source with its ":" as "-" (`abnf-rfc6068`: a ":" would read as a scheme in a link). */
function sourceDir(rfc: RFC): string {
  return String(rfc).replace(/:/g, '-');
}

/** The site path of a rule's page. */
export function rulePath(rule: Rule): string {
  return `grammar/${sourceDir(rule.rfc)}/${fileName(rule.name)}`;
}

/** The site path of an RFC's index. */
export function rfcIndexPath(rfc: RFC): string {
  return `grammar/${sourceDir(rfc)}/index.html`;
}

/** The rule a start symbol begins with. */
function startRule(grammar: GrammarName): Rule {
  const p = profiles[grammar];
  return resolveRef(p.start.rfc, { k: 'ref', name: p.start.name });
}

/** How a row was run in the tests. */
export type Via = { readonly kind: 'rule' } | { readonly kind: 'start'; readonly grammar: GrammarName };

/** The rows of the tables for one page, as run by the tests. */
export interface Examples {
  readonly via: Via;
  readonly file: string;
  readonly accept: readonly string[];
  readonly reject: readonly RejectRow[];
}

/** Every table row set, with the rule whose page shows it. */
export function examples(): { readonly rule: Rule; readonly examples: Examples }[] {
  const out: { rule: Rule; examples: Examples }[] = [];
  for (const { rfc, file, table } of TABLES) {
    for (const [key, rows] of Object.entries(table)) {
      if (key === 'rfc1738' || key === 'rfc1808') {
        out.push({ rule: startRule(key), examples: { via: { kind: 'start', grammar: key }, file, ...rows } });
      } else {
        out.push({ rule: resolveRef(rfc, { k: 'ref', name: key }), examples: { via: { kind: 'rule' }, file, ...rows } });
      }
    }
  }
  return out;
}

/** Every reject row of the tables with an error code, with the rule page it is shown on. */
export function rejectRowsByCode(): ReadonlyMap<ErrorCode, { readonly rule: Rule; readonly via: Via; readonly row: RejectRow }[]> {
  const out = new Map<ErrorCode, { rule: Rule; via: Via; row: RejectRow }[]>();
  for (const { rule, examples: ex } of examples()) {
    for (const row of ex.reject) {
      const list = out.get(row.code) ?? [];
      list.push({ rule, via: ex.via, row });
      out.set(row.code, list);
    }
  }
  return out;
}


function uniqueRules(rules: Rule[]): Rule[] {
  return [...new Map(rules.map((r) => [r.key, r])).values()];
}

/** The rules that a rule's literal body uses, and those only its rewrite (`peg`, `lang`) uses. */
function usesOf(rule: Rule): { body: Rule[]; rewrite: Rule[] } {
  const body = uniqueRules(refsOf(rule.body).map((e) => resolveRef(rule.rfc, e)));
  const inBody = new Set(body.map((r) => r.key));
  const rewrite = uniqueRules([...refsOf(rule.peg), ...refsOf(rule.lang)].map((e) => resolveRef(rule.rfc, e))).filter((r) => !inBody.has(r.key));
  return { body, rewrite };
}

/** Numeric sections first, in numeric order, then appendices, then the others in declaration order. */
export function sectionsInOrder(rules: readonly Rule[]): string[] {
  const seen = [...new Set(rules.map((r) => r.section))];
  const rank = (s: string): [number, number[], number] => {
    if (/^\d+(\.\d+)*$/.test(s)) return [0, s.split('.').map(Number), 0];
    const app = /^Appendix ([A-Z])/.exec(s);
    if (app) return [1, [app[1]!.charCodeAt(0)], 0];
    return [2, [], seen.indexOf(s)];
  };
  return [...seen].sort((a, b) => {
    const [ka, pa, ia] = rank(a);
    const [kb, pb, ib] = rank(b);
    if (ka !== kb) return ka - kb;
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) if ((pa[i] ?? -1) !== (pb[i] ?? -1)) return (pa[i] ?? -1) - (pb[i] ?? -1);
    return ia - ib;
  });
}

/**
 * "RFC 1738 §5", or "urlgrammar (glue)" for rules of our own; a grammar loaded from ABNF as the
 * reports cite it (`formatReport`): the RFC its loader names, the section, and the source
 * ("RFC 6068 §2 (abnf:rfc6068-restricted)"), or the source alone.
 */
export function citation(rule: { readonly rfc: RFC | number; readonly section: string }): string {
  return rule.rfc === 'urlgrammar' ? `urlgrammar (${rule.section})` : citeSource(rule.rfc, rule.section);
}

/**
 * The address of a section of an RFC on rfc-editor.org (its first, where a loaded grammar's
 * section names several: "5.1, 5.2"), or `null` for rules of our own.
 */
export function sectionUrl(rfc: RFC, section: string): string | null {
  const base = RFC_INFO.get(rfc)?.url;
  if (!base) return null;
  const num = /^\d+(\.\d+)*/.exec(section);
  if (num) return `${base}#section-${num[0]}`;
  const app = /^Appendix ([A-Z](\.\d+)*)/.exec(section);
  return app ? `${base}#appendix-${app[1]}` : base;
}

/** Shows an input so that every character is visible (controls and spaces as control pictures). */
export function visible(s: string): string {
  return Array.from(s, (c) => {
    const cp = c.codePointAt(0)!;
    if (cp < 0x20) return String.fromCodePoint(0x2400 + cp);
    if (cp === 0x20) return '\u2420';
    if (cp === 0x7f) return '\u2421';
    return c;
  }).join('');
}

/** An input with the character at `offset` (a UTF-16 index) marked. */
export function markedInput(input: string, offset: number): string {
  const before = input.slice(0, offset);
  const at = input.codePointAt(offset);
  if (at === undefined) return `<code>${esc(visible(before))}<mark title="end of input">⟨end⟩</mark></code>`;
  const ch = String.fromCodePoint(at);
  return `<code>${esc(visible(before))}<mark>${esc(visible(ch))}</mark>${esc(visible(input.slice(offset + ch.length)))}</code>`;
}

function codeLinkFor(): (text: string) => string | null {
  const keys = new Map(allRules().map((r) => [r.key, rulePath(r)]));
  return (text) => keys.get(text) ?? null;
}

/** The Markdown context for short notes on a grammar page. */
function noteContext(page: string, pages: ReadonlyMap<string, string>): MarkdownContext {
  return { source: 'grammar/README.md', page, pages, codeLink: codeLinkFor() };
}

/** A link to a rule page, with its RFC and section when `withRfc`. */
export function ruleLink(from: string, rule: Rule, withRfc: boolean): string {
  const a = `<a href="${esc(href(from, rulePath(rule)))}"><code>${esc(rule.name)}</code></a>`;
  return withRfc ? `${a} <span class="meta">(${esc(citation(rule))})</span>` : a;
}

/** What the explorer opens for an input of a rule's examples: the start symbol they ran under, or the rule itself. */
function exploreTarget(rule: Rule, via: Via, input: string): Exclude<ExploreTarget, { readonly tab: 'schemes' }> {
  return via.kind === 'start' ? { grammar: via.grammar, input } : { rule, input };
}

function examplesHtml(page: string, rule: Rule, ex: Examples, errorPage: (code: ErrorCode) => string): string {
  const tryIt = (input: string, shown: string) => `<a href="${esc(exploreHref(page, exploreTarget(rule, ex.via, input)))}" title="open in the explorer">${shown}</a>`;
  const how =
    ex.via.kind === 'start'
      ? `Run as <code>parseURL(input, { grammar: '${ex.via.grammar}' })</code>, the start symbol that begins with this rule`
      : 'Run as <code>parseRule</code> of this rule';
  const out = [`<p class="meta">${how}; rows from <span class="repo-path">${esc(ex.file)}</span>.</p>`];
  if (ex.accept.length) {
    out.push(`<h3 class="accepted">Accepted (${ex.accept.length})</h3>`);
    out.push(`<ul class="examples">${ex.accept.map((s) => `<li>${tryIt(s, `<code>${s === '' ? '<span class="meta">(empty)</span>' : esc(visible(s))}</code>`)}</li>`).join('')}</ul>`);
  }
  if (ex.reject.length) {
    out.push(`<h3 class="rejected">Rejected (${ex.reject.length})</h3>`);
    out.push('<table><thead><tr><th>input (failure marked)</th><th>offset</th><th>code</th><th>why</th></tr></thead><tbody>');
    for (const row of ex.reject) {
      out.push(
        `<tr><td>${tryIt(row.input, markedInput(row.input, row.offset))}</td><td>${row.offset}</td><td><a href="${esc(href(page, errorPage(row.code)))}"><code>${esc(row.code)}</code></a></td><td>${esc(row.reason)}</td></tr>`,
      );
    }
    out.push('</tbody></table>');
  }
  return out.join('\n');
}

/** The site path of the index of the scheme pages (scripts/docs/scheme-pages.ts). */
export const SCHEMES_INDEX = 'schemes/index.html';

/** The site path of a scheme's page (`schemes/mailto.html`). */
export function schemePath(scheme: string): string {
  return `schemes/${fileName(scheme)}`;
}

/** What a scheme grammar's rule begins, by rule key: the scheme and a sentence (HTML, links relative to `page`). */
function schemeStarts(page: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (rule: Rule | undefined, html: string) => {
    if (rule) out.set(rule.key, [...(out.get(rule.key) ?? []), html]);
  };
  const schemeLink = (scheme: string) => `<a href="${esc(href(page, schemePath(scheme)))}"><code>${esc(scheme)}</code> URIs</a>`;
  for (const [scheme, g] of Object.entries(schemeGrammars())) {
    const start = g.grammar.rule(g.start);
    add(start, `<code>parseScheme</code> reads a <code>${esc(scheme)}</code> URI from this rule, after RFC 3986's <code>URI</code> (${schemeLink(scheme)}: ${esc(citation({ rfc: g.rfc, section: g.section }))}, with the examples of the RFC).`);
    const own = g.rfcGrammar.rule(g.rfcStart);
    if (own && own.key !== start?.key) {
      add(own, `The RFC's own rule for a <code>${esc(scheme)}</code> URI, without the restrictions its prose adds; <code>parseScheme</code> reads ${start ? ruleLink(page, start, true) : esc(g.start)} (${schemeLink(scheme)}).`);
    }
  }
  for (const [scheme, g] of Object.entries(nonstandardSchemeGrammars())) {
    add(g.grammar.rule(g.start), `Where <code>nonstandardSchemeGrammars().${esc(scheme)}</code> begins: the non-standard <code>${esc(scheme)}</code> URIs of ${esc(citation({ rfc: g.rfc, section: g.section }))}, for reading old URIs (${schemeLink(scheme)}).`);
  }
  return out;
}

/** Writes every rule page, the RFC indexes and the grammar index; returns the site paths written. */
export function writeGrammarPages(outDir: string, opts: { readonly pages: ReadonlyMap<string, string>; readonly errorPage: (code: ErrorCode) => string }): string[] {
  loadSiteGrammars();
  const rules = allRules();
  const written: string[] = [];
  const write = (p: Page) => {
    writePage(outDir, p);
    written.push(p.path);
  };

  // Page names must be unique, also on case-insensitive file systems.
  const byPath = new Map<string, Rule>();
  for (const r of rules) {
    const p = rulePath(r).toLowerCase();
    const other = byPath.get(p);
    if (other) throw new Error(`rules ${other.key} and ${r.key} would share the page ${rulePath(r)}`);
    byPath.set(p, r);
  }

  const usedBy = new Map<string, { rule: Rule; rewriteOnly: boolean }[]>();
  for (const r of rules) {
    const { body, rewrite } = usesOf(r);
    for (const [list, rewriteOnly] of [[body, false], [rewrite, true]] as const) {
      for (const u of list) {
        const users = usedBy.get(u.key) ?? [];
        users.push({ rule: r, rewriteOnly });
        usedBy.set(u.key, users);
      }
    }
  }
  const exByRule = new Map<string, Examples[]>();
  for (const { rule, examples: ex } of examples()) exByRule.set(rule.key, [...(exByRule.get(rule.key) ?? []), ex]);

  for (const rule of rules) {
    const page = rulePath(rule);
    const note = (md: string) => renderInline(md, noteContext(page, opts.pages));
    const link = (e: Extract<Expr, { k: 'ref' }>, from: RFC) => {
      const target = resolveRef(from, e);
      const label = (e.spell ?? e.name) + (target.rfc === from ? '' : ` [${target.rfc}]`);
      return { label, href: href(page, rulePath(target)) };
    };
    const cite = citation(rule);
    const url = sectionUrl(rule.rfc, rule.section);
    const body: string[] = [];
    body.push(`<h1><code>${esc(rule.name)}</code></h1>`);
    body.push(
      `<p class="meta">${url ? `<a href="${esc(url)}">${esc(cite)}</a>` : esc(cite)} · rule key <code>${esc(rule.key)}</code>${rule.token ? ' · character class' : ''}${rule.peg ? ' · PEG rewrite' : ''}${rule.lang ? ' · reads a different language' : ''}</p>`,
    );
    if (rule.doc) body.push(`<p>${note(rule.doc)}</p>`);
    if (isLoaded(rule.rfc)) {
      const info = RFC_INFO.get(rule.rfc);
      body.push(
        `<p>A rule of <a href="${esc(href(page, rfcIndexPath(rule.rfc)))}"><code>${esc(rule.rfc)}</code></a>, a grammar loaded from ${info?.own ? "ABNF of urlgrammar's own (not RFC text)" : 'the RFC\'s ABNF'} by the ABNF loader (<code>grammar.fromABNF</code>), read with ABNF's semantics; its body is read from the text below.</p>`,
      );
    }
    for (const s of schemeStarts(page).get(rule.key) ?? []) body.push(`<p class="note">${s}</p>`);
    {
      // "Try it": the explorer with the first example of the tables (an accepted one first), else empty.
      const exs = exByRule.get(rule.key) ?? [];
      const first = exs.find((x) => x.accept.length) ?? exs.find((x) => x.reject.length);
      const input = first ? (first.accept[0] ?? first.reject[0]!.input) : '';
      const target = first ? exploreTarget(rule, first.via, input) : { rule, input };
      const what = 'rule' in target ? `as <code>parseRule</code> of this rule` : `under <code>${esc(target.grammar)}</code>`;
      body.push(`<p class="try"><a class="try-it" href="${esc(exploreHref(page, target))}">Try it in the explorer</a> <span class="meta">(${what}${input ? `, with <code>${esc(visible(input))}</code>` : ''}; every example below opens there too)</span></p>`);
    }

    body.push('<h2 id="text">Verbatim text</h2>');
    const info = RFC_INFO.get(rule.rfc);
    // A rule that declares the corrected text of verified errata says so, each erratum linked.
    const errata = (rule.errata ?? []).map((id) => `<a href="https://www.rfc-editor.org/errata/eid${id}">Erratum ${id}</a>`);
    const whose = rule.rfc === 'urlgrammar' || info?.own ? 'Our own definition (not RFC text)' : errata.length > 0 ? `As ${esc(cite)} writes it, corrected by the verified ${errata.join(', ')} (grammar/rfc/rfc${String(rule.rfc)}-errata.txt)` : `As ${esc(cite)} writes it`;
    const notation = isLoaded(rule.rfc) ? "ABNF (RFC 5234, with RFC 7405's case-sensitive strings), as the ABNF loader reads it" : NOTATION[rule.notation];
    body.push(`<p class="meta">${whose}, in ${esc(notation)}${info?.part ? ` (${esc(info.part)})` : ''}.</p>`);
    body.push(`<pre><code>${esc(rule.text)}</code></pre>`);

    body.push('<h2 id="abnf">Normalised ABNF</h2>');
    body.push('<p class="meta">RFC 5234 ABNF printed from the combinators (the literal body); the conversion is described in <a href="' + esc(href(page, 'grammar/design.html#notation')) + '">the grammar notes</a>.</p>');
    body.push(`<pre><code>${esc(printAbnf(rule))}</code></pre>`);
    if (rule.notation !== 'abnf' && rule.notation !== 'rfc2373') {
      body.push(`<p class="meta">Printed back in the RFC's own notation: <code>${esc(printRfc(rule))}</code></p>`);
    }

    body.push('<h2 id="diagram">Railroad diagram</h2>');
    body.push('<p class="meta">Of the literal body. Boxes with square corners are rules (click to open); rounded ones are terminals.</p>');
    body.push(`<div class="diagram">${railroadSvg(rule.body, rule.rfc, link)}</div>`);

    const peg = printPeg(rule);
    if (peg || rule.lang) {
      body.push('<h2 id="parser">How the parser reads it</h2>');
      if (peg) {
        body.push('<p>The parser uses ordered choice and greedy repetition (PEG), so it reads a rewrite of this production; <code>!x</code> means "not followed by x", <code>&amp;x</code> "followed by x".</p>');
        body.push(`<pre><code>${esc(peg)}</code></pre>`);
        if (rule.pegNote) body.push(`<p class="note">${note(rule.pegNote)}</p>`);
      }
      if (rule.lang) {
        body.push('<p>The parser accepts a different language from the literal text (a row of the deviation table):</p>');
        body.push(`<pre><code>${esc(`${printAbnf(rule).split(' = ')[0]} = ${printExpr(rule.lang, 'abnf5234', rule.rfc)}`)}</code></pre>`);
        if (rule.langNote) body.push(`<p class="note">${note(rule.langNote)}</p>`);
      }
      body.push(`<p class="meta">Every rewrite is listed in the <a href="${esc(href(page, 'grammar/design.html#deviations'))}">deviation table</a>.</p>`);
    }

    const subs: string[] = [];
    for (const p of Object.values(profiles)) {
      for (const [from, to] of p.substitute) {
        const fromRule = rules.find((r) => r.key === from);
        const toRule = rules.find((r) => r.key === to);
        if (!fromRule || !toRule) continue;
        if (from === rule.key) subs.push(`In the <code>${p.name}</code> start symbol, every reference to this rule reads ${ruleLink(page, toRule, true)} instead.`);
        if (to === rule.key) subs.push(`In the <code>${p.name}</code> start symbol, this rule replaces ${ruleLink(page, fromRule, true)}.`);
      }
      if (startRule(p.name).key === rule.key) subs.push(`This is where the <code>${p.name}</code> start symbol begins (<code>parseURL(input, { grammar: '${p.name}' })</code>): ${esc(p.description)}`);
    }
    if (subs.length) {
      body.push('<h2 id="start-symbols">In the start symbols</h2>');
      body.push(`<ul>${subs.map((s) => `<li>${s}</li>`).join('')}</ul>`);
    }

    body.push('<h2 id="examples">Examples</h2>');
    const exs = exByRule.get(rule.key) ?? [];
    if (exs.length === 0) {
      const where = isLoaded(rule.rfc) ? `; the URI examples of the scheme RFCs, as <code>parseScheme</code> reads them, are on <a href="${esc(href(page, SCHEMES_INDEX))}">the scheme pages</a>` : '';
      body.push(`<p class="meta">The test tables have no rows for this rule${rule.token ? ' (a character class, tested through the rules that use it)' : ''}${where}.</p>`);
    }
    for (const ex of exs) body.push(examplesHtml(page, rule, ex, opts.errorPage));

    const uses = usesOf(rule);
    body.push('<h2 id="uses">Uses</h2>');
    body.push(uses.body.length ? `<ul class="rules">${uses.body.map((u) => `<li>${ruleLink(page, u, u.rfc !== rule.rfc)}</li>`).join('')}</ul>` : '<p class="meta">No other rule: only terminals.</p>');
    if (uses.rewrite.length) body.push(`<p>Only in the parser's reading: ${uses.rewrite.map((u) => ruleLink(page, u, u.rfc !== rule.rfc)).join(', ')}.</p>`);

    body.push('<h2 id="used-by">Used by</h2>');
    const users = usedBy.get(rule.key) ?? [];
    body.push(
      users.length
        ? `<ul class="rules">${users.map((u) => `<li>${ruleLink(page, u.rule, u.rule.rfc !== rule.rfc)}${u.rewriteOnly ? ' <span class="meta">(in its rewrite)</span>' : ''}</li>`).join('')}</ul>`
        : '<p class="meta">No rule refers to it.</p>',
    );

    write({
      path: page,
      title: `${rule.name} (${cite})`,
      body: body.join('\n'),
      crumbs: [
        ['Grammar', 'grammar/index.html'],
        [sourceName(rule.rfc), rfcIndexPath(rule.rfc)],
      ],
    });
  }

  for (const rfc of rfcsInOrder()) {
    const page = rfcIndexPath(rfc);
    const own = rules.filter((r) => r.rfc === rfc);
    const info = RFC_INFO.get(rfc);
    const name = sourceName(rfc);
    const body: string[] = [];
    if (isLoaded(rfc)) {
      // A loaded grammar's title says what of the document it holds, or what ABNF of our own it is: too long for a heading.
      body.push(`<h1><code>${esc(name)}</code></h1>`, `<p>${esc(sourceTitle(rfc))}</p>`);
      const from = citationOf(rfc);
      body.push(
        `<p class="meta">${own.length} rules, loaded from ${info?.own ? "ABNF of urlgrammar's own (not RFC text)" : `${esc(from ?? 'the RFC')}'s ABNF`} by the ABNF loader (<code>grammar.fromABNF</code>) when the scheme grammars load (<code>schemeGrammars()</code>, <code>nonstandardSchemeGrammars()</code>); see <a href="${esc(href(page, SCHEMES_INDEX))}">the scheme grammars</a>.${info?.url ? ` ${from ? `${esc(from)}: ` : ''}<a href="${esc(info.url)}">${esc(info.url)}</a>` : ''}</p>`,
      );
    } else {
      body.push(`<h1>${esc(name)}: ${esc(sourceTitle(rfc))}</h1>`);
      if (info?.url) body.push(`<p class="meta"><a href="${esc(info.url)}">${esc(info.url)}</a> · ${own.length} rules</p>`);
      else body.push(`<p class="meta">${own.length} rules. Not RFC text: rules of this project, declared with the same DSL.</p>`);
    }
    for (const section of sectionsInOrder(own)) {
      const inSection = own.filter((r) => r.section === section);
      const title = rfc === 'urlgrammar' ? section : citation({ rfc, section });
      body.push(`<h2 id="${esc(`section-${section.replace(/\s+/g, '-')}`)}">${esc(title)}</h2>`);
      body.push('<table><thead><tr><th>rule</th><th>normalised ABNF</th><th>notes</th></tr></thead><tbody>');
      for (const r of inSection) {
        const flags = [r.token ? 'character class' : '', r.peg ? 'PEG rewrite' : '', r.lang ? 'different language' : ''].filter(Boolean).join(', ');
        const gloss = r.doc ? renderInline(r.doc, noteContext(page, opts.pages)) : '';
        body.push(`<tr><td>${ruleLink(page, r, false)}</td><td><code>${esc(printAbnf(r))}</code></td><td>${[gloss, flags ? `<span class="meta">${flags}</span>` : ''].filter(Boolean).join('<br>')}</td></tr>`);
      }
      body.push('</tbody></table>');
    }
    write({ path: page, title: `${name}: ${sourceTitle(rfc)}`, body: body.join('\n'), crumbs: [['Grammar', 'grammar/index.html']] });
  }

  {
    const page = 'grammar/index.html';
    const body: string[] = [];
    body.push('<h1>Grammar reference</h1>');
    body.push(
      `<p>Every production the parser is built from, one page each, generated from the rule registry: the verbatim text, the ABNF printed from the combinators, a railroad diagram, the rows of the test tables, and the rules it uses and is used by. How the grammar is declared, the notation and the deviations: <a href="${esc(href(page, 'grammar/design.html'))}">the grammar notes</a>.</p>`,
    );
    const docItem = (rfc: RFC) =>
      `<li><a href="${esc(href(page, rfcIndexPath(rfc)))}">${esc(sourceName(rfc))}</a>: ${esc(sourceTitle(rfc))} <span class="meta">(${rules.filter((r) => r.rfc === rfc).length} rules)</span></li>`;
    body.push('<h2 id="documents">By document</h2><ul>');
    for (const rfc of rfcsInOrder().filter((r) => !isLoaded(r))) body.push(docItem(rfc));
    body.push('</ul>');
    body.push('<h2 id="scheme-grammars">Scheme grammars</h2>');
    body.push(
      `<p>The grammars of the schemes (${Object.keys(schemeGrammars()).map((k) => `<code>${esc(k)}</code>`).join(', ')}), loaded from their RFCs' own ABNF with the ABNF loader, beside the restrictions each RFC states in prose, written as ABNF of urlgrammar's own and marked NOT RFC TEXT. <code>parseScheme</code> reads a URI with RFC 3986 and then with its scheme's grammar: <a href="${esc(href(page, SCHEMES_INDEX))}">a page per scheme</a>, with its start rule and the examples of its RFC. By source:</p><ul>`,
    );
    for (const rfc of rfcsInOrder().filter(isLoaded)) body.push(docItem(rfc));
    body.push('</ul>');
    body.push('<h2 id="start-symbols">Start symbols</h2>');
    body.push('<p><code>parseURL(input, { grammar })</code> reads the grammar from the start symbol below, its own default; <code>{ grammar, start }</code> names another. Without <code>grammar</code> and <code>start</code>, <code>parseURL</code> (and <code>urlgrammar check</code> and <code>parse</code>) read <code>rfc3986</code> from <code>URI</code>.</p>');
    body.push('<table><thead><tr><th>grammar</th><th>starts with</th><th>what it reads</th></tr></thead><tbody>');
    for (const p of Object.values(profiles)) {
      body.push(`<tr><td><code>${esc(p.name)}</code></td><td>${ruleLink(page, startRule(p.name), true)}</td><td>${esc(p.description)}</td></tr>`);
    }
    body.push('</tbody></table>');
    body.push('<h2 id="all">All rules</h2><ul class="rules">');
    for (const r of [...rules].sort((a, b) => a.name.localeCompare(b.name, 'en') || String(a.rfc).localeCompare(String(b.rfc)))) {
      body.push(`<li>${ruleLink(page, r, false)} <span class="meta">${esc(String(r.rfc))}</span></li>`);
    }
    body.push('</ul>');
    write({ path: page, title: 'Grammar reference', body: body.join('\n') });
  }
  return written;
}
