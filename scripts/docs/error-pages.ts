/**
 * The errors pages, from the error-code list (`src/diagnostics/codes.ts`): the index is `docs/errors.md` as
 * `scripts/errors-doc.ts` renders it (every code with a real report, and the report's JSON
 * schema), and each code has a page of its own with the example's report as text and as JSON,
 * the rules on its trace, and every reject row of the test tables that gives the code.
 */
import { lookup, type RFC } from '../../grammar/all.js';
import { ERROR_CODES, errorCodes, formatReport, parseRule, parseURL, type ErrorCode } from '../../src/index.js';
import { renderErrorsDoc } from '../errors-doc.js';
import { markedInput, rejectRowsByCode, ruleLink, rulePath, sourceName } from './grammar-pages.js';
import { exploreHref } from './explore-link.js';
import { esc, href, writePage } from './html.js';
import { renderInline, renderMarkdown } from './markdown.js';

/** The site path of an error code's page. */
export function errorPath(code: ErrorCode): string {
  return `errors/${code}.html`;
}

/** The site path of the errors index (the rendering of `docs/errors.md`). */
export const ERRORS_INDEX = 'errors/index.html';

/** Writes the errors index and one page per code; returns the site paths written. */
export function writeErrorPages(outDir: string, opts: { readonly pages: ReadonlyMap<string, string>; readonly codeLink: (text: string) => string | null }): string[] {
  const written: string[] = [];
  const rows = rejectRowsByCode();

  {
    const page = ERRORS_INDEX;
    // Each code's heading is a code span, which links to the code's own page.
    const { html } = renderMarkdown(renderErrorsDoc(), { source: 'docs/errors.md', page, pages: opts.pages, codeLink: opts.codeLink });
    writePage(outDir, { path: page, title: 'Error codes', body: html });
    written.push(page);
  }

  for (const code of errorCodes) {
    const page = errorPath(code);
    const info = ERROR_CODES[code];
    const ex = info.example;
    const r = 'grammar' in ex ? parseURL(ex.input, { grammar: ex.grammar }) : parseRule(ex.rule, ex.input, { rfc: ex.rfc });
    if (r.ok) throw new Error(`the example of ${code} parses`);
    if (r.error.code !== code) throw new Error(`the example of ${code} gives ${r.error.code}`);
    const report = r.error;
    const body: string[] = [];
    body.push(`<h1><code>${esc(code)}</code></h1>`);
    body.push(`<p class="meta">${esc(info.kind)} error · <a href="${esc(href(page, `${ERRORS_INDEX}#${code.replace(/\./g, '')}`))}">in the list of codes</a></p>`);
    const inline = (md: string) => renderInline(md, { source: 'docs/errors.md', page, pages: opts.pages, codeLink: opts.codeLink });
    body.push(`<p>${inline(info.summary)}</p>`);
    body.push(`<p><strong>Where <code>offset</code> points:</strong> ${inline(info.offset)}</p>`);
    body.push('<h2 id="example">Example</h2>');
    const call = 'grammar' in ex ? `parseURL(${JSON.stringify(ex.input)}, { grammar: '${ex.grammar}' })` : `parseRule('${ex.rule}', ${JSON.stringify(ex.input)}, { rfc: ${ex.rfc} })`;
    body.push(`<p><code>${esc(call)}</code> fails at offset ${report.offset}: ${markedInput(report.input, report.offset)}</p>`);
    const target = 'grammar' in ex ? { grammar: ex.grammar, input: ex.input } : { rule: lookup(ex.rfc as RFC, ex.rule)!, input: ex.input };
    body.push(`<p class="try"><a class="try-it" href="${esc(exploreHref(page, target))}">Open this example in the explorer</a> <span class="meta">(the report, the failure marked, and the path through the railroad diagram)</span></p>`);
    body.push('<h3 id="report-text">As <code>formatReport</code> prints it</h3>');
    body.push(`<pre><code>${esc(formatReport(report))}</code></pre>`);
    body.push('<h3 id="report-json">As JSON</h3>');
    body.push(`<pre><code>${esc(JSON.stringify(report, null, 2))}</code></pre>`);

    const traced = new Map<string, string>();
    for (const f of [...report.trace, ...report.expected]) {
      const rule = lookup(f.rfc as RFC, f.rule);
      if (rule) traced.set(rule.key, `<a href="${esc(href(page, rulePath(rule)))}"><code>${esc(rule.name)}</code></a> <span class="meta">(${esc(sourceName(rule.rfc))})</span>`);
    }
    if (traced.size) {
      body.push('<h2 id="rules">Rules in this report</h2>');
      body.push(`<ul class="rules">${[...traced.values()].map((x) => `<li>${x}</li>`).join('')}</ul>`);
    }

    const list = rows.get(code) ?? [];
    body.push(`<h2 id="table-rows">Rows of the test tables with this code (${list.length})</h2>`);
    if (list.length === 0) body.push('<p class="meta">None: the example above is its test case (test/errors-doc.test.ts).</p>');
    else {
      body.push('<table><thead><tr><th>input (failure marked)</th><th>offset</th><th>read as</th><th>why</th></tr></thead><tbody>');
      for (const { rule, via, row } of list) {
        const how = via.kind === 'start' ? `<code>${via.grammar}</code> (starts at ${ruleLink(page, rule, true)})` : ruleLink(page, rule, true);
        const open = via.kind === 'start' ? { grammar: via.grammar, input: row.input } : { rule, input: row.input };
        body.push(`<tr><td><a href="${esc(exploreHref(page, open))}" title="open in the explorer">${markedInput(row.input, row.offset)}</a></td><td>${row.offset}</td><td>${how}</td><td>${esc(row.reason)}</td></tr>`);
      }
      body.push('</tbody></table>');
    }
    writePage(outDir, { path: page, title: code, body: body.join('\n'), crumbs: [['Errors', ERRORS_INDEX]] });
    written.push(page);
  }
  return written;
}
