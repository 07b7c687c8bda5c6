/**
 * Builds the documentation site (`npm run docs`): static HTML in `docs/site/` (git-ignored).
 *
 *   npx tsx scripts/docs/build.ts [--out DIR] [--no-api]
 *
 * - `grammar/`: one page per production, an index per RFC, from the rule registry and the test
 *   tables (scripts/docs/grammar-pages.ts), the rules of the scheme grammars loaded from their
 *   RFCs' ABNF included (loaded first, `loadSiteGrammars`);
 * - `schemes/`: a page per scheme with a grammar here, with its start rule and its RFC's examples
 *   as `parseScheme` reads them (scripts/docs/scheme-pages.ts);
 * - `errors/`: the error codes from src/diagnostics/codes.ts, each with a real report (scripts/docs/error-pages.ts);
 * - `explore/`: the grammar explorer, the library bundled for the page (scripts/docs/explorer-page.ts);
 * - every `docs/**\/*.md` (guides under `guide/`), the README, the grammar notes and the changelog,
 *   rendered to HTML;
 * - `api/`: the API reference, by typedoc from the TSDoc of src/index.ts (typedoc.json; warnings
 *   are errors);
 * - `index.html` links them all, and `style.css` is the one style sheet; `images/` is a copy of
 *   `docs/images/` (the screenshots the Markdown shows).
 *
 * The output directory is emptied first. After the build every internal link is checked
 * (scripts/docs/check-links.ts); any error exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRules, profiles } from '../../grammar/all.js';
import { ERROR_CODES, errorCodes, schemeGrammars, type ErrorCode } from '../../src/index.js';
import { checkLinks } from './check-links.js';
import { ERRORS_INDEX, errorPath, writeErrorPages } from './error-pages.js';
import { EXPLORE_PAGE, writeExplorer } from './explorer-page.js';
import { isLoaded, loadSiteGrammars, rfcIndexPath, rfcsInOrder, rulePath, sourceName, sourceTitle, writeGrammarPages } from './grammar-pages.js';
import { SCHEMES_INDEX, schemePath, writeSchemePages } from './scheme-pages.js';
import { CSS, esc, href, writeFile, writePage } from './html.js';
import { IMAGES, renderMarkdown } from './markdown.js';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The guides, in reading order; a guide not listed here follows them. */
const GUIDE_ORDER = ['quickstart', 'strict-validation', 'parsimmon', 'urllib', 'resolution', 'iri', 'how-the-specs-differ', 'warehouses'];

/** Page titles where the file's first heading is not one (the grammar README's is `grammar/`). */
const TITLES: Readonly<Record<string, string>> = {
  'README.md': 'README',
  'grammar/README.md': 'The grammar notes: declaration, notation, deviations',
};

/** Options of `buildSite`. */
export interface BuildOptions {
  /** The output directory; emptied first. */
  readonly outDir: string;
  /** Build the API reference with typedoc (default true); without it, `api/index.html` says so. */
  readonly api?: boolean;
  /**
   * Let typedoc type-check the sources first (default true). Its own warnings (an export naming an
   * unexported type, a broken link, an undocumented export) do not depend on it: `npm test` passes
   * false, its `npm run typecheck` having checked tsconfig.lib.json (typedoc's program) already.
   */
  readonly typeCheck?: boolean;
}

/** What was built. */
export interface BuildResult {
  /** Site paths of the pages written by this script (not counting typedoc's). */
  readonly pages: readonly string[];
  /** Milliseconds per step. */
  readonly timings: Readonly<Record<string, number>>;
}

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const rel = relative(ROOT, p).split(sep).join('/');
    if (rel === 'docs/site' || rel === 'docs/api') continue;
    if (statSync(p).isDirectory()) markdownFiles(p, out);
    else if (name.endsWith('.md')) out.push(rel);
  }
  return out;
}

/** Repository path of every Markdown file on the site, to its site path. */
export function markdownPages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const md of markdownFiles(join(ROOT, 'docs'))) {
    pages.set(md, md === 'docs/errors.md' ? ERRORS_INDEX : md.replace(/^docs\//, '').replace(/\.md$/, '.html'));
  }
  pages.set('README.md', 'readme.html');
  pages.set('grammar/README.md', 'grammar/design.html');
  if (existsSync(join(ROOT, 'CHANGELOG.md'))) pages.set('CHANGELOG.md', 'changelog.html');
  return pages;
}

/** A code span that names a rule key (`1738:hostname`), a loaded grammar's source (`abnf:rfc6068`) or an error code links to its page. */
function codeLinker(): (text: string) => string | null {
  const rules = new Map(allRules().map((r) => [r.key, rulePath(r)]));
  for (const source of rfcsInOrder().filter(isLoaded)) rules.set(source, rfcIndexPath(source));
  const codes = new Set<string>(errorCodes);
  return (text) => rules.get(text) ?? (codes.has(text) ? errorPath(text as ErrorCode) : null);
}

function runTypedoc(outDir: string, typeCheck: boolean): void {
  const bin = join(ROOT, 'node_modules', 'typedoc', 'bin', 'typedoc');
  const args = [bin, '--options', join(ROOT, 'typedoc.json'), '--out', join(outDir, 'api'), ...(typeCheck ? [] : ['--skipErrorChecking'])];
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) {
    throw new Error(`typedoc failed (exit ${r.status}; warnings are errors, see typedoc.json):\n${(r.stdout + r.stderr).replace(/\x1b\[[0-9;]*m/g, '')}`);
  }
  localIcons(join(outDir, 'api'));
}

/**
 * typedoc's pages draw their icons from a sprite file (`<use href="../assets/icons.svg#icon-…">`),
 * which a browser refuses to load from `file://` (one "Unsafe attempt to load URL" console error per
 * icon, hundreds a page). Its `assets/icons.js` puts the same sprite into the page and, on
 * `file://`, points the references at it once the page has loaded: too late for the errors, and
 * typedoc has no option for it. So the references are written here as that script writes them
 * (`href="#icon-…"`), in every page, whatever the protocol; the script still inlines the sprite,
 * and the icons the search and the navigation add already point there.
 */
export function localIcons(apiDir: string): number {
  let changed = 0;
  const walk = (dir: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, d.name);
      if (d.isDirectory()) walk(p);
      else if (d.name.endsWith('.html')) {
        const html = readFileSync(p, 'utf8');
        const local = html.replace(/(<use\b[^>]*?\shref=")[^"#]*assets\/icons\.svg(#icon-[^"]*")/g, '$1$2');
        if (local !== html) {
          writeFileSync(p, local);
          changed++;
        }
      }
    }
  };
  walk(apiDir);
  return changed;
}

/** Builds the site into `outDir`. Throws on any error. */
export function buildSite(opts: BuildOptions): BuildResult {
  const outDir = resolve(opts.outDir);
  const timings: Record<string, number> = {};
  const step = <T>(name: string, f: () => T): T => {
    const t = performance.now();
    const v = f();
    timings[name] = Math.round(performance.now() - t);
    return v;
  };
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFile(join(outDir, 'style.css'), CSS);
  if (existsSync(join(ROOT, IMAGES))) cpSync(join(ROOT, IMAGES), join(outDir, 'images'), { recursive: true });

  // The scheme grammars' rules join allRules() before anything reads it.
  step('load', loadSiteGrammars);
  const pages = markdownPages();
  const codeLink = codeLinker();
  const written: string[] = [];
  step('grammar', () => written.push(...writeGrammarPages(outDir, { pages, errorPage: errorPath })));
  step('schemes', () => written.push(...writeSchemePages(outDir, { pages, errorPage: errorPath })));
  step('errors', () => written.push(...writeErrorPages(outDir, { pages, codeLink })));
  step('explorer', () => written.push(...writeExplorer(outDir)));

  const titles = new Map<string, string>();
  step('markdown', () => {
    for (const [source, page] of pages) {
      if (source === 'docs/errors.md') continue;
      const src = readFileSync(join(ROOT, source), 'utf8');
      const { html, title } = renderMarkdown(src, { source, page, pages, codeLink });
      const t = TITLES[source] ?? title ?? source;
      titles.set(source, t);
      const crumbs = source.startsWith('docs/guide/') ? ([['Guides', 'index.html#guides']] as const) : undefined;
      writePage(outDir, { path: page, title: t, body: html, ...(crumbs ? { crumbs } : {}) });
      written.push(page);
    }
  });

  step('index', () => {
    const page = 'index.html';
    const link = (to: string, label: string) => `<a href="${esc(href(page, to))}">${esc(label)}</a>`;
    const guides = [...pages.keys()]
      .filter((s) => s.startsWith('docs/guide/'))
      .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
    const other = [...pages.keys()].filter((s) => s.startsWith('docs/') && !s.startsWith('docs/guide/') && s !== 'docs/errors.md');
    const body: string[] = [];
    body.push('<h1>urlgrammar documentation</h1>');
    body.push(
      '<p>urlgrammar parses URLs from their grammar: the productions of RFC 1738, RFC 1808, RFC 2396 (with RFC 2732\'s IPv6 literals and the IPv6 text forms of RFC 2373), RFC 3986, RFC 3987 (IRIs) and the WHATWG URL Standard\'s URL writing (valid URL strings) are declared once as combinators that build a typed AST with spans, print themselves back as ABNF, and explain every invalid input with an ABNF-traced report. By default, <code>parseURL</code> and <code>urlgrammar check</code> read an RFC 3986 <code>URI</code>; the older generations are there to study and compare.</p>',
    );
    body.push(`<p><strong>${link(EXPLORE_PAGE, 'The grammar explorer')}</strong>: type a URL and watch each generation of the grammar read it (the syntax tree, or the traced report with the path through the railroad diagram), compare every reader, read a URI by its scheme's own grammar, resolve references step by step.</p>`);
    body.push('<h2 id="guides">Guides</h2><ul>');
    for (const g of guides) body.push(`<li>${link(pages.get(g)!, titles.get(g) ?? g)}</li>`);
    body.push('</ul>');
    body.push('<h2 id="reference">Reference</h2><ul>');
    body.push(`<li>${link('api/index.html', 'API reference')}: every export of the package, from its TSDoc.</li>`);
    body.push(`<li>${link('grammar/index.html', 'Grammar reference')}: ${allRules().length} productions, one page each, with railroad diagrams and the test tables' examples. By document:<ul>`);
    for (const rfc of rfcsInOrder().filter((r) => !isLoaded(r))) body.push(`<li>${link(rfcIndexPath(rfc), sourceName(rfc))}: ${esc(sourceTitle(rfc))}</li>`);
    body.push('</ul></li>');
    body.push(`<li>${link(SCHEMES_INDEX, 'Scheme grammars')}: a page per scheme (${Object.keys(schemeGrammars()).map((s) => `${link(schemePath(s), s)}`).join(', ')}), its RFC, the rule <code>parseScheme</code> reads it from, and its RFC's examples as <code>parseScheme</code> reads them. The grammars, loaded from the RFCs' own ABNF, by source:<ul>`);
    for (const rfc of rfcsInOrder().filter(isLoaded)) body.push(`<li>${link(rfcIndexPath(rfc), sourceName(rfc))}: ${esc(sourceTitle(rfc))}</li>`);
    body.push('</ul></li>');
    body.push(`<li>${link(ERRORS_INDEX, 'Error codes')}: the ${Object.keys(ERROR_CODES).length} codes of the strict parser, each with a real report, and the report's JSON schema.</li>`);
    body.push(`<li>Grammars: ${Object.values(profiles).map((p) => `<code>${esc(p.name)}</code>`).join(', ')}, each with its start symbols (see ${link('grammar/index.html#start-symbols', 'the grammar reference')}); without options, <code>parseURL</code> reads <code>rfc3986</code> from <code>URI</code>.</li>`);
    body.push('</ul>');
    if (other.length) {
      body.push('<h2 id="more">More documents</h2><ul>');
      for (const o of other) body.push(`<li>${link(pages.get(o)!, titles.get(o) ?? o)}</li>`);
      body.push('</ul>');
    }
    body.push('<h2 id="project">The project</h2><ul>');
    for (const s of ['README.md', 'grammar/README.md', 'CHANGELOG.md']) {
      if (pages.has(s)) body.push(`<li>${link(pages.get(s)!, titles.get(s) ?? s)} <span class="meta">(${esc(s)})</span></li>`);
    }
    body.push('</ul>');
    writePage(outDir, { path: page, title: 'urlgrammar documentation', body: body.join('\n') });
    written.push(page);
  });

  if (opts.api ?? true) step('api', () => runTypedoc(outDir, opts.typeCheck ?? true));
  else writePage(outDir, { path: 'api/index.html', title: 'API reference', body: '<h1>API reference</h1><p>Not built: the site was built with <code>--no-api</code>. Run <code>npm run docs</code> for the full site.</p>' });

  const problems = step('links', () => checkLinks(outDir));
  if (problems.length) throw new Error(`${problems.length} broken internal links:\n${problems.slice(0, 50).join('\n')}`);
  return { pages: written, timings };
}

function rank(source: string): number {
  const name = source.replace(/^docs\/guide\//, '').replace(/\.md$/, '');
  const i = GUIDE_ORDER.indexOf(name);
  return i < 0 ? GUIDE_ORDER.length : i;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 && args[outAt + 1] ? resolve(args[outAt + 1]!) : join(ROOT, 'docs', 'site');
  const t = performance.now();
  try {
    const { pages, timings } = buildSite({ outDir, api: !args.includes('--no-api') });
    const ms = Math.round(performance.now() - t);
    process.stdout.write(`docs: ${pages.length} pages${args.includes('--no-api') ? '' : ' and the API reference'} in ${relative(process.cwd(), outDir) || '.'} (${ms} ms: ${Object.entries(timings).map(([k, v]) => `${k} ${v}`).join(', ')}); every internal link resolves\n`);
  } catch (e) {
    process.stderr.write(`docs: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
}
