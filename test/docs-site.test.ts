/**
 * The documentation site builds (the API reference with typedoc, warnings as errors, included),
 * every internal link of it resolves, and it has a page for every rule of the registry, every
 * error code and every guide. The site is built once, into a temporary directory.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRules, resolveRef } from '../grammar/index.js';
import { errorCodes } from '../src/diagnostics/codes.js';
import { buildSite, ROOT } from '../scripts/docs/build.js';
import { checkLinks } from '../scripts/docs/check-links.js';
import { errorPath } from '../scripts/docs/error-pages.js';
import { rfcIndexPath, rfcsInOrder, rulePath } from '../scripts/docs/grammar-pages.js';

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

describe('the documentation site', () => {
  it('builds, the API reference included (typedoc warnings are errors)', () => {
    expect(buildError === null ? null : String(buildError instanceof Error ? buildError.message : buildError)).toBeNull();
    expect(existsSync(join(out, 'api', 'index.html'))).toBe(true);
  });

  it('has no broken internal link (href or src, file or #anchor)', () => {
    expect(buildError === null, 'the build failed (see above), so the links were not checked').toBe(true);
    expect(checkLinks(out)).toEqual([]);
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
    expect(order).toEqual(['parse', 'compare', 'normalize', 'whatwg', 'resolve']);
    const js = read('explore/explorer.js');
    expect(js).toContain('normalize-verdict');
    expect(js).not.toMatch(/["'`]node:/);
    expect(read('explore/explorer.css')).toMatch(/del\.chg \{/);
  });

  it('has the WHATWG tab in the explorer, after Normalize: the tab, its panel, its labelled base field, and the view in its script', () => {
    const html = read('explore/index.html');
    expect(html).toContain('<button type="button" role="tab" id="tab-whatwg" aria-controls="panel-whatwg" aria-selected="false" tabindex="-1">WHATWG</button>');
    expect(html).toMatch(/<section role="tabpanel" id="panel-whatwg" aria-labelledby="tab-whatwg" hidden>/);
    expect(html).toMatch(/<label for="wbase">/);
    expect(html).toContain('<input type="text" id="wbase"');
    expect(html).toContain('<div id="whatwg-out"></div>');
    const order = [...html.matchAll(/role="tab" id="tab-(\w+)"/g)].map((m) => m[1]);
    expect(order.indexOf('whatwg')).toBe(order.indexOf('normalize') + 1);
    const js = read('explore/explorer.js');
    expect(js).toContain('whatwg-verdict');
    expect(js).toContain('url.spec.whatwg.org/commit-snapshots/');
    expect(read('explore/explorer.css')).toMatch(/mark\.wspan \{/);
  });
});
