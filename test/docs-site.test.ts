/**
 * The documentation site builds (the API reference with typedoc, warnings as errors, included),
 * every internal link of it resolves, and it has a page for every rule of the registry (the scheme
 * grammars' rules, loaded from their RFCs' ABNF, included), every scheme, every error code and
 * every guide. The site is built once, into a temporary directory, the API reference included
 * (typedoc's warnings are what finds a public type that names an unexported one). `npm run
 * test:full` runs this file (vitest.config.ts `PACKAGE`), `npm test` does not: typedoc, with its
 * own type check of the sources, is most of its 13 CPU seconds.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRules, refsOf, resolveRef } from '../grammar/all.js';
import { errorCodes } from '../src/diagnostics/codes.js';
import { nonstandardSchemeGrammars, schemeGrammars } from '../src/index.js';
import { buildSite, ROOT } from '../scripts/docs/build.js';
import { checkLinks } from '../scripts/docs/check-links.js';
import { errorPath } from '../scripts/docs/error-pages.js';
import { schemesView } from '../scripts/docs/explorer/schemes-view.js';
import { isLoaded, loadSiteGrammars, markedInput, rfcIndexPath, rfcsInOrder, RFC_INFO, rulePath, visible } from '../scripts/docs/grammar-pages.js';
import { esc, href } from '../scripts/docs/html.js';
import { schemeExamples, SCHEMES_INDEX, schemePath } from '../scripts/docs/scheme-pages.js';

// The scheme grammars' rules are in allRules() once loaded, as the site build loads them.
loadSiteGrammars();

let out = '';
let buildError: unknown = null;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'urlgrammar-site-'));
  try {
    buildSite({ outDir: out });
  } catch (e) {
    buildError = e;
  }
}, 120_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

const read = (page: string) => readFileSync(join(out, page), 'utf8');

/**
 * The explorer's tab `id` (labelled `label`, right after tab `after`): its button, its panel with
 * its output, the labelled `field`, and its view in the script (`<id>-verdict`, no Node API).
 */
function explorerTab(id: string, label: string, after: string, field: string): { html: string; js: string } {
  const html = read('explore/index.html');
  expect(html).toContain(`<button type="button" role="tab" id="tab-${id}" aria-controls="panel-${id}" aria-selected="false" tabindex="-1">${label}</button>`);
  expect(html).toMatch(new RegExp(`<section role="tabpanel" id="panel-${id}" aria-labelledby="tab-${id}" hidden>`));
  expect(html).toMatch(new RegExp(`<label for="${field}">`));
  expect(html).toContain(`<div id="${id}-out"></div>`);
  const order = [...html.matchAll(/role="tab" id="tab-(\w+)"/g)].map((m) => m[1]);
  expect(order.indexOf(id)).toBe(order.indexOf(after) + 1);
  const js = read('explore/explorer.js');
  expect(js).toContain(`${id}-verdict`);
  expect(js).not.toMatch(/["'`]node:/);
  return { html, js };
}

describe('the documentation site', () => {
  it('builds, the API reference included (typedoc warnings are errors)', () => {
    expect(buildError === null ? null : String(buildError instanceof Error ? buildError.message : buildError)).toBeNull();
    expect(existsSync(join(out, 'api', 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'api', 'functions', 'parseURL.html'))).toBe(true);
  });

  it('has no broken internal link (href or src, file or #anchor)', () => {
    expect(buildError === null, 'the build failed (see above), so the links were not checked').toBe(true);
    expect(checkLinks(out)).toEqual([]);
  });

  it('reads offline: no page shows an image from the network or links to "URL:...", and the API pages draw their icons from the page, not from the sprite file (file:// refuses it)', () => {
    const pages = (readdirSync(out, { recursive: true }) as string[]).filter((f) => f.endsWith('.html'));
    const wrong: string[] = [];
    for (const p of pages) {
      const html = read(p);
      for (const m of html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/g)) if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(m[1]!) && !m[1]!.startsWith('data:')) wrong.push(`${p}: an image from ${m[1]}`);
      for (const m of html.matchAll(/<a\b[^>]*\shref="(URL:[^"]*)"/gi)) wrong.push(`${p}: a link to ${m[1]}`);
      if (/<use\b[^>]*\shref="[^"#]*icons\.svg#/.test(html)) wrong.push(`${p}: an icon from assets/icons.svg`);
    }
    expect(pages.length).toBeGreaterThan(500);
    expect(wrong).toEqual([]);
    // What the three checks are about is there: the screenshot (the site's copy), the quoted wrapper as text, the icons.
    expect(read('readme.html')).toMatch(/<img src="images\/explorer\.png"/);
    expect(read('guide/quickstart.html')).toMatch(/<img src="\.\.\/images\/explorer\.png"/);
    expect(read('errors/paste.brackets.html')).toContain('&quot;&lt;URL:...&gt;&quot;');
    expect(read('api/functions/parseURL.html')).toMatch(/<use href="#icon-/);
  });

  it('has a page for every rule of allRules(), with its text, ABNF and a diagram', () => {
    const missing = allRules().filter((r) => !existsSync(join(out, rulePath(r)))).map((r) => r.key);
    expect(missing).toEqual([]);
    for (const r of allRules()) {
      const html = read(rulePath(r));
      expect(html, r.key).toContain('id="text"');
      expect(html, r.key).toContain('id="abnf"');
      expect(html, r.key).toContain('<svg');
    }
  });

  it('links every non-terminal of a diagram to the page of the rule it resolves to', () => {
    const rule = allRules().find((r) => r.rfc === 1738 && r.name === 'hostport')!;
    const host = resolveRef(rule.rfc, { k: 'ref', name: 'host' });
    expect(read(rulePath(rule))).toMatch(new RegExp(`<a href="${host.name}\\.html" class="nonterminal">`));
  });

  it('has an index per RFC, listing its rules in order', () => {
    for (const rfc of rfcsInOrder()) {
      const html = read(rfcIndexPath(rfc));
      const positions = allRules()
        .filter((r) => r.rfc === rfc)
        .map((r) => html.indexOf(`href="${rulePath(r).split('/').pop()}"`));
      expect(positions.every((p) => p >= 0), String(rfc)).toBe(true);
    }
  });

  it('has a page for every error code, with a real report', () => {
    const missing = errorCodes.filter((c) => !existsSync(join(out, errorPath(c))));
    expect(missing).toEqual([]);
    for (const c of errorCodes) expect(read(errorPath(c)), c).toContain(`error[${c}]`);
  });

  it('renders every docs/**/*.md, and links every guide from the top index', () => {
    const guides = readdirSync(join(ROOT, 'docs', 'guide')).filter((f) => f.endsWith('.md'));
    expect(guides).toEqual(expect.arrayContaining(['quickstart.md', 'strict-validation.md', 'urllib.md', 'resolution.md', 'how-the-specs-differ.md']));
    const index = read('index.html');
    for (const g of guides) {
      const page = `guide/${g.replace(/\.md$/, '.html')}`;
      expect(existsSync(join(out, page)), page).toBe(true);
      expect(index, page).toContain(`href="${page}"`);
    }
  });

  it('has the explorer: its page, its one classic script (no module system, no Node API) and its styles', () => {
    const html = read('explore/index.html');
    expect(html).toContain('<script src="explorer.js"></script>');
    expect(html).not.toMatch(/type="module"/);
    for (const id of ['url', 'grammar', 'start', 'base', 'ref', 'spec', 'path', 'dspec']) expect(html, id).toMatch(new RegExp(`<label for="${id}">`));
    const js = read('explore/explorer.js');
    expect(js).not.toMatch(/\brequire\s*\(\s*["'`]/);
    expect(js).not.toMatch(/(^|[;{}\s])import(\s*[{*"'`(]|\s+[\w$]+\s*(,\s*[{*]|from\s*["'`]))/);
    expect(js).not.toMatch(/["'`]node:/);
    expect(js).not.toContain('createRequire');
    expect(existsSync(join(out, 'explore', 'explorer.css'))).toBe(true);
    expect(read('index.html')).toContain('href="explore/index.html"');
  });

  it('links every rule page and every error page into the explorer, with an example', () => {
    for (const r of allRules()) {
      const m = /<a class="try-it" href="([^"]*)">/.exec(read(rulePath(r)));
      expect(m, r.key).not.toBeNull();
      const [page, state] = m![1]!.replace(/&amp;/g, '&').split('#') as [string, string];
      expect(page.endsWith('explore/index.html'), r.key).toBe(true);
      const q = new URLSearchParams(state);
      expect(q.has('u'), r.key).toBe(true);
      expect(q.get('r') === r.key || q.has('g'), r.key).toBe(true);
    }
    const port = read(errorPath('port.bad-char'));
    expect(port).toMatch(/<a class="try-it" href="\.\.\/explore\/index\.html#g=rfc1738&amp;u=/);
  });

  it('keeps the marked placeholder for the compare output', () => {
    expect(read('guide/how-the-specs-differ.html')).toContain('<!-- compare-output -->');
  });

  it('has the normalize tab in the explorer: the tab, its panel and its labelled controls, and the view in its script', () => {
    const html = read('explore/index.html');
    expect(html).toContain('<button type="button" role="tab" id="tab-normalize" aria-controls="panel-normalize" aria-selected="false" tabindex="-1">Normalize</button>');
    expect(html).toMatch(/<section role="tabpanel" id="panel-normalize" aria-labelledby="tab-normalize" hidden>/);
    for (const id of ['ngrammar', 'nstart', 'ndots']) expect(html, id).toMatch(new RegExp(`<label for="${id}">`));
    expect(html).toContain('<div id="normalize-out"></div>');
    // The tabs in their order: the arrow keys walk them so.
    const order = [...html.matchAll(/role="tab" id="tab-(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['parse', 'compare', 'normalize', 'whatwg', 'schemes', 'resolve', 'template']);
    const js = read('explore/explorer.js');
    expect(js).toContain('normalize-verdict');
    expect(js).not.toMatch(/["'`]node:/);
    expect(read('explore/explorer.css')).toMatch(/del\.chg \{/);
  });

  it('has the WHATWG tab in the explorer, after Normalize: the tab, its panel, its labelled base field, and the view in its script', () => {
    const { html, js } = explorerTab('whatwg', 'WHATWG', 'normalize', 'wbase');
    expect(html).toContain('<input type="text" id="wbase"');
    expect(js).toContain('url.spec.whatwg.org/commit-snapshots/');
    expect(read('explore/explorer.css')).toMatch(/mark\.wspan \{/);
  });

  it('has the scheme grammars in allRules(), under their sources, each source with its entry and its index, linked from the indexes', () => {
    const loaded = [...new Set(allRules().map((r) => r.rfc))].filter(isLoaded);
    expect(loaded.length).toBeGreaterThan(0);
    for (const g of [...Object.values(schemeGrammars()), ...Object.values(nonstandardSchemeGrammars())]) {
      expect(loaded, g.grammar.source).toContain(g.grammar.source);
      expect(loaded, g.rfcGrammar.source).toContain(g.rfcGrammar.source);
    }
    const top = read('index.html');
    const grammarIndex = read('grammar/index.html');
    for (const source of loaded) {
      const info = RFC_INFO.get(source);
      expect(info, source).toBeDefined();
      // An RFC's own text names its RFC; a grammar of urlgrammar's own says that it is not RFC text.
      if (info!.own) expect(info!.title, source).toMatch(/^NOT RFC TEXT/);
      else expect(info!.url, source).toMatch(/^https:\/\/www\.rfc-editor\.org\/rfc\/rfc\d+$/);
      expect(existsSync(join(out, rfcIndexPath(source))), source).toBe(true);
      expect(rfcIndexPath(source), source).not.toContain(':');
      expect(top, source).toContain(`href="${esc(rfcIndexPath(source))}"`);
      expect(grammarIndex, source).toContain(`href="${esc(href('grammar/index.html', rfcIndexPath(source)))}"`);
    }
  });

  it("gives every rule of a scheme grammar its page: the verbatim text, the ABNF, a diagram whose non-terminals link to their rules' pages, uses and used by", () => {
    const loaded = allRules().filter((r) => isLoaded(r.rfc));
    for (const r of loaded) {
      const page = rulePath(r);
      const html = read(page);
      expect(html, r.key).toContain(`<pre><code>${esc(r.text)}</code></pre>`);
      expect(html, r.key).toContain('id="abnf"');
      expect(html, r.key).toContain('<svg');
      expect(html, r.key).toContain('id="uses"');
      expect(html, r.key).toContain('id="used-by"');
      for (const e of refsOf(r.body)) {
        const target = resolveRef(r.rfc, e);
        expect(html, `${r.key} -> ${target.key}`).toContain(`<a href="${esc(href(page, rulePath(target)))}" class="nonterminal">`);
      }
    }
  });

  it('has a page per scheme: its RFC, its start rule linked, every URI example of its RFC with what parseScheme says, and a link into the Schemes tab', () => {
    const index = read(SCHEMES_INDEX);
    expect(read('index.html')).toContain(`href="${SCHEMES_INDEX}"`);
    for (const [scheme, g] of Object.entries(schemeGrammars())) {
      const page = schemePath(scheme);
      expect(index, scheme).toContain(`href="${esc(href(SCHEMES_INDEX, page))}"`);
      const html = read(page);
      expect(html, scheme).toContain(`RFC ${g.rfc} §${g.section}`);
      const start = g.grammar.rule(g.start)!;
      expect(html, scheme).toContain(`href="${esc(href(page, rulePath(start)))}"`);
      // The start rule's page links back to the scheme's.
      expect(read(rulePath(start)), scheme).toContain(`href="${esc(href(rulePath(start), page))}"`);
      const tryIt = /<a class="try-it" href="([^"]*)">/.exec(html);
      expect(tryIt, scheme).not.toBeNull();
      const [to, state] = tryIt![1]!.replace(/&amp;/g, '&').split('#') as [string, string];
      expect(to.endsWith('explore/index.html'), scheme).toBe(true);
      expect(new URLSearchParams(state).get('t'), scheme).toBe('schemes');
      for (const x of schemeExamples(scheme)) {
        const v = schemesView(x.input);
        expect(v.ok, x.input).toBe(x.valid);
        expect(html, x.input).toContain(v.ok ? `<code>${esc(visible(x.input))}</code>` : markedInput(x.input, v.error!.offset));
        if (!v.ok) expect(html, x.input).toContain(`<code>${esc(v.error!.code)}</code></a> at offset ${v.error!.offset}`);
        else for (const p of v.parts) expect(html, `${x.input} ${p.name}`).toContain(`<code>${esc(p.name)}</code>: `);
      }
      expect(html, scheme).not.toContain('not what the table says');
    }
    // Every URI example of the table is on its scheme's page.
    const shown = Object.keys(schemeGrammars()).flatMap((s) => schemeExamples(s));
    expect(shown.length).toBeGreaterThan(50);
  });

  it('has the Schemes tab in the explorer, after WHATWG: the tab, its panel, its labelled URI field, and the view in its script', () => {
    const { html, js } = explorerTab('schemes', 'Schemes', 'whatwg', 'suri');
    expect(html).toContain('<textarea id="suri"');
    expect(js).toContain('"schemes"');
  });

  it('has the URI Template tab in the explorer, after Resolve: the tab, its panel, its labelled template, values and URI fields, and the view in its script', () => {
    const { html, js } = explorerTab('template', 'URI Template', 'resolve', 'tpl');
    expect(html).toMatch(/<label for="tvalues">/);
    expect(html).toMatch(/<label for="turi">/);
    expect(html).toMatch(/<label for="tlists">/);
    expect(html).toMatch(/<label for="tanyorder">/);
    expect(html).toMatch(/<label for="tsegment">/);
    expect(html).toContain('<div id="texpand-out"></div>');
    expect(html).toContain('<div id="tmatch-out"></div>');
    expect(js).toContain('tmatch-verdict');
    expect(read('explore/explorer.css')).toMatch(/mark\.tval \{/);
  });
});
