/**
 * The scheme pages: one page per scheme with a grammar here (`schemeGrammars()`), and their index.
 * A page shows the RFC and section of the scheme's syntax, the rule `parseScheme` reads a URI of
 * the scheme from (linked to its rule page, with the sources of the rules it reaches), the RFC's own
 * rule, and every URI example of test/tables/scheme-examples.ts for the scheme, valid and invalid,
 * with what `parseScheme` says of it (its parts, or the code and offset of its report and the grammar
 * that gave it); each example opens in the explorer's Schemes tab. No scheme or rule name is spelled
 * here: they are read from the loaded grammars and the table.
 */
import { refsOf, resolveRef, type RFC, type Rule } from '../../grammar/all.js';
import { nonstandardSchemeGrammars, schemeGrammars, type ErrorCode, type SchemeGrammar } from '../../src/index.js';
import { SCHEME_EXAMPLES, type SchemeExample } from '../../test/tables/scheme-examples.js';
import { exploreHref } from './explore-link.js';
import { schemesView, type PartRow, type SchemesView } from './explorer/schemes-view.js';
import { citation, isLoaded, loadSiteGrammars, markedInput, rfcIndexPath, rfcsInOrder, RFC_INFO, ruleLink, SCHEMES_INDEX, schemePath, sectionUrl, sourceName, sourceTitle, visible } from './grammar-pages.js';
import { esc, href, writePage } from './html.js';

export { SCHEMES_INDEX, schemePath } from './grammar-pages.js';

/** Where the examples come from. */
const EXAMPLES_FILE = 'test/tables/scheme-examples.ts';

/** The scheme of a URI (RFC 3986's `scheme` before the first ":"), lower case, or null. */
function schemeOf(uri: string): string | null {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(uri);
  return m ? m[1]!.toLowerCase() : null;
}

/** The URI examples of test/tables/scheme-examples.ts for a scheme: the rows of kind `uri` whose input has that scheme. */
export function schemeExamples(scheme: string): SchemeExample[] {
  return SCHEME_EXAMPLES.filter((x) => x.kind === 'uri' && schemeOf(x.input) === scheme);
}

/** The address of a section or appendix of an RFC as the example table numbers it (`4`, `E.2.2`). */
function exampleSectionUrl(rfc: number, section: string): string {
  const base = `https://www.rfc-editor.org/rfc/rfc${rfc}`;
  if (/^\d/.test(section)) return `${base}#section-${section}`;
  return /^[A-Z](\.\d+)*$/.test(section) ? `${base}#appendix-${section}` : base;
}

/** The sources of the rules `start` reaches (itself included), in the order the site lists them. */
function sourcesReached(start: Rule): RFC[] {
  const seen = new Set<string>([start.key]);
  const sources = new Set<RFC>([start.rfc]);
  const todo = [start];
  while (todo.length) {
    const r = todo.pop()!;
    for (const e of refsOf(r.body)) {
      const t = resolveRef(r.rfc, e);
      if (seen.has(t.key)) continue;
      seen.add(t.key);
      sources.add(t.rfc);
      todo.push(t);
    }
  }
  return rfcsInOrder().filter((s) => sources.has(s));
}

/** The RFC and section of a scheme grammar, linked to the section (through the source of the RFC's own ABNF, which knows its address). */
function rfcCitation(g: SchemeGrammar): string {
  const cite = citation({ rfc: g.rfc, section: g.section });
  const url = sectionUrl(g.rfcGrammar.source, g.section);
  return url ? `<a href="${esc(url)}">${esc(cite)}</a>` : esc(cite);
}

/** Parts as a short list: each name and its values (`absent` for none). */
function partsHtml(rows: readonly PartRow[]): string {
  return rows
    .map((p) => `<code>${esc(p.name)}</code>: ${p.values === null ? '<span class="meta">absent</span>' : p.values.length === 0 ? '<span class="meta">none</span>' : p.values.map((v) => `<code>${v === '' ? '<span class="meta">(empty)</span>' : esc(visible(v))}</code>`).join(', ')}`)
    .join('<br>');
}

/** What `parseScheme` says of an input, as a table cell's HTML (links relative to `page`). */
function verdictHtml(page: string, v: SchemesView, errorPage: (code: ErrorCode) => string): string {
  if (v.ok) {
    const by = v.by === 'scheme' ? citation({ rfc: v.rfc, section: v.section }) : 'RFC 3986 alone';
    const shown = v.parts.length ? partsHtml(v.parts) : `<span class="meta">no parts beyond RFC 3986's components:</span><br>${partsHtml(v.components.filter((c) => c.name !== 'scheme'))}`;
    return `<span class="accepted">✓ valid</span> <span class="meta">(${esc(by)})</span><br>${shown}`;
  }
  const e = v.error!;
  const by = v.by === 'scheme' ? citation({ rfc: v.rfc, section: v.section }) : 'RFC 3986: no URI';
  return `<span class="rejected">✗ invalid</span> <span class="meta">(${esc(by)})</span><br><a href="${esc(href(page, errorPage(e.code as ErrorCode)))}"><code>${esc(e.code)}</code></a> at offset ${e.offset}`;
}

/** Writes a page per scheme and their index; returns the site paths written. */
export function writeSchemePages(outDir: string, opts: { readonly pages: ReadonlyMap<string, string>; readonly errorPage: (code: ErrorCode) => string }): string[] {
  loadSiteGrammars();
  const written: string[] = [];
  const grammars = Object.entries(schemeGrammars());
  const nonstandard: Readonly<Record<string, SchemeGrammar>> = nonstandardSchemeGrammars();
  const guide = opts.pages.get('docs/guide/schemes.md');

  for (const [scheme, g] of grammars) {
    const page = schemePath(scheme);
    const start = g.grammar.rule(g.start);
    const own = g.rfcGrammar.rule(g.rfcStart);
    const apart = Object.hasOwn(nonstandard, scheme) ? nonstandard[scheme]! : null;
    const examples = schemeExamples(scheme);
    const body: string[] = [];
    body.push(`<h1><code>${esc(scheme)}</code> URIs</h1>`);
    body.push(`<p class="meta">${rfcCitation(g)}: ${esc(RFC_INFO.get(g.rfcGrammar.source)?.title ?? '')} · read by <code>parseScheme</code>${guide ? ` (<a href="${esc(href(page, guide))}">the guide</a>)` : ''}</p>`);
    const first = examples.find((x) => x.valid) ?? examples[0];
    const input = first?.input ?? `${scheme}:`;
    body.push(
      `<p class="try"><a class="try-it" href="${esc(exploreHref(page, { tab: 'schemes', input }))}">Try it in the explorer</a> <span class="meta">(the Schemes tab, with <code>${esc(visible(input))}</code>; every example below opens there too)</span></p>`,
    );

    body.push('<h2 id="grammar">The grammar</h2>');
    body.push(
      `<p><code>parseScheme(uri)</code> reads the URI as an RFC 3986 <code>URI</code> first; then, its scheme being <code>${esc(scheme)}</code> (case-insensitively), from ${start ? ruleLink(page, start, true) : `<code>${esc(g.start)}</code>`}, the rule <code>schemeGrammars().${esc(scheme)}</code> starts with, read with ABNF's semantics. A URI either grammar rejects gets that grammar's report.</p>`,
    );
    if (start) {
      body.push(`<pre><code>${esc(start.text)}</code></pre>`);
      const sources = sourcesReached(start);
      body.push(`<p>The rules it reaches, by source:</p><ul>${sources.map((s) => `<li><a href="${esc(href(page, rfcIndexPath(s)))}">${esc(sourceName(s))}</a>: ${esc(sourceTitle(s))}</li>`).join('')}</ul>`);
    }
    if (own) {
      body.push(
        `<p>The RFC's own rule for the URI: ${ruleLink(page, own, true)} (<code>rfcGrammar</code> and <code>rfcStart</code>: the RFC's ABNF as loaded, without the restrictions its prose adds).</p>`,
      );
    }
    if (apart) {
      const ns = apart.grammar.rule(apart.start);
      body.push(
        `<p>Apart: the non-standard <code>${esc(scheme)}</code> URIs of ${rfcCitation(apart)}, from ${ns ? ruleLink(page, ns, true) : `<code>${esc(apart.start)}</code>`} (<code>nonstandardSchemeGrammars().${esc(scheme)}</code>, for reading old URIs; <code>parseScheme</code> does not use it).</p>`,
      );
    }

    const valid = examples.filter((x) => x.valid).length;
    body.push(`<h2 id="examples">Examples (${examples.length}: ${valid} valid, ${examples.length - valid} invalid)</h2>`);
    if (examples.length === 0) body.push(`<p class="meta"><span class="repo-path">${esc(EXAMPLES_FILE)}</span> has no URI example of this scheme.</p>`);
    else {
      body.push(
        `<p class="meta">Every URI of this scheme the RFCs print, as <span class="repo-path">${esc(EXAMPLES_FILE)}</span> gives them: "the RFC" says whether it matches the RFC's normative grammar (the table's verdict), "<code>parseScheme</code>" what the library says of it: its parts (as written, percent-encoded), or the code of its report and the offset, marked in the input.${apart ? ` "Non-standard" says whether <code>nonstandardSchemeGrammars().${esc(scheme)}</code> reads it.` : ''} Each input opens in the explorer.</p>`,
      );
      body.push(`<table class="scheme-examples"><thead><tr><th>input</th><th>where</th><th>the RFC</th><th><code>parseScheme</code></th>${apart ? '<th>non-standard</th>' : ''}<th>note</th></tr></thead><tbody>`);
      for (const x of examples) {
        const v = schemesView(x.input);
        const shown = v.ok ? `<code>${esc(visible(x.input))}</code>` : markedInput(x.input, v.error!.offset);
        const differs = v.ok !== x.valid ? ' <strong class="rejected">(not what the table says)</strong>' : '';
        const ns = apart ? `<td>${apart.grammar.check(x.input, apart.start).ok ? '<span class="accepted">✓</span>' : '<span class="rejected">✗</span>'}</td>` : '';
        body.push(
          `<tr><td><a href="${esc(exploreHref(page, { tab: 'schemes', input: x.input }))}" title="open in the explorer">${shown}</a></td><td><a href="${esc(exampleSectionUrl(x.rfc, x.section))}">RFC ${x.rfc} ${/^\d/.test(x.section) ? '§' : ''}${esc(x.section)}</a></td><td>${x.valid ? '<span class="accepted">valid</span>' : '<span class="rejected">invalid</span>'}${x.form && x.form !== 'standard' ? `<br><span class="meta">${esc(x.form)}</span>` : ''}</td><td>${verdictHtml(page, v, opts.errorPage)}${differs}</td>${ns}<td>${esc(x.note)}</td></tr>`,
        );
      }
      body.push('</tbody></table>');
    }
    writePage(outDir, { path: page, title: `${scheme} URIs (${citation({ rfc: g.rfc, section: g.section })})`, body: body.join('\n'), crumbs: [['Scheme grammars', SCHEMES_INDEX]] });
    written.push(page);
  }

  {
    const page = SCHEMES_INDEX;
    const body: string[] = [];
    const sample = grammars.map(([scheme]) => schemeExamples(scheme).find((x) => x.valid)?.input).find((x) => x !== undefined) ?? '';
    body.push('<h1>Scheme grammars</h1>');
    body.push(
      `<p>RFC 3986 says what every URI is, and leaves each scheme's own syntax to the scheme's specification. <code>parseScheme(uri)</code> reads a URI with RFC 3986 first and then, where its scheme has a grammar here, with that grammar, loaded from the scheme's RFC's own ABNF (with the restrictions its prose adds, as ABNF of urlgrammar's own, marked NOT RFC TEXT) and read with ABNF's semantics.${guide ? ` See <a href="${esc(href(page, guide))}">the guide</a>.` : ''} The explorer's <a href="${esc(exploreHref(page, { tab: 'schemes', input: sample }))}">Schemes tab</a> reads any URI so.</p>`,
    );
    body.push('<table><thead><tr><th>scheme</th><th>RFC</th><th>read from</th><th>examples</th></tr></thead><tbody>');
    for (const [scheme, g] of grammars) {
      const start = g.grammar.rule(g.start);
      const ex = schemeExamples(scheme);
      const valid = ex.filter((x) => x.valid).length;
      body.push(
        `<tr><td><a href="${esc(href(page, schemePath(scheme)))}"><code>${esc(scheme)}</code></a></td><td>${rfcCitation(g)}</td><td>${start ? ruleLink(page, start, true) : esc(g.start)}</td><td>${ex.length ? `${ex.length} (${valid} valid, ${ex.length - valid} invalid)` : '<span class="meta">none</span>'}</td></tr>`,
      );
    }
    body.push('</tbody></table>');
    body.push('<h2 id="sources">The grammars, by source</h2>');
    body.push(`<p class="meta">Each loaded grammar registers its rules beside the declared ones, under its source; every rule has its page.</p><ul>`);
    for (const s of rfcsInOrder().filter(isLoaded)) {
      body.push(`<li><a href="${esc(href(page, rfcIndexPath(s)))}">${esc(sourceName(s))}</a>: ${esc(sourceTitle(s))}</li>`);
    }
    body.push('</ul>');
    writePage(outDir, { path: page, title: 'Scheme grammars', body: body.join('\n'), crumbs: [['Grammar', 'grammar/index.html']] });
    written.push(page);
  }
  return written;
}
