/**
 * The grammar explorer in a real browser: the Debian `chromium` package driven by playwright-core.
 * The site is built into a temporary directory and the page opened from `file://`, as a reader
 * opens a downloaded copy. The suite types a valid and an invalid URL as a person does, checks the
 * tree, the span highlighting both ways, the keyboard, the report (the same text `formatReport`
 * gives in Node), the failure marked in the input and on the railroad diagram, follows a node to
 * its rule page and a rule page's "try it" link back, loads a fragment link, runs the compare,
 * resolve, normalize, WHATWG, schemes and URI Template tabs, and saves screenshots at desktop and phone widths in `test-artifacts/explorer/`
 * (git-ignored). No console error or uncaught exception may be logged.
 *
 * It runs under `npm run test:browser` (and `.ci/run`), which set `URLGRAMMAR_BROWSER=required`: a
 * missing browser (`/usr/bin/chromium`, or `CHROMIUM_PATH`) fails the run. `npm test` and
 * `npm run test:full` leave this file out (vitest.config.ts). Run by hand without chromium, it
 * skips and says so.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, ROOT } from '../scripts/docs/build.js';
import { compare, errorCodes, formatReport, normalize, parseScheme, parseURL, parseWHATWG, schemeGrammars, whatwgGetters, WHATWG_STANDARD_COMMIT } from '../src/index.js';
import { expandTemplate, matchTemplate, parseTemplate, TemplateExpansionError } from '../src/entry/templates.js';
import { rulePath } from '../scripts/docs/grammar-pages.js';
import { PASSWORDS, shownForms } from './support/secrets.js';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const REQUIRED = process.env['URLGRAMMAR_BROWSER'] === 'required';
const HAVE = existsSync(CHROMIUM);
const ARTIFACTS = join(ROOT, 'test-artifacts', 'explorer');

if (!HAVE && !REQUIRED) {
  console.warn(
    `test/explorer-browser.test.ts: SKIPPED, no chromium at ${CHROMIUM} (install the Debian package: apt-get install -y chromium, or set CHROMIUM_PATH). ` +
      '`npm run test:browser` and .ci/run do not skip it.',
  );
}

describe.runIf(REQUIRED && !HAVE)('the browser suite', () => {
  it('has a chromium to run in (URLGRAMMAR_BROWSER=required)', () => {
    expect(existsSync(CHROMIUM), `no chromium at ${CHROMIUM}: apt-get install -y chromium`).toBe(true);
  });
});

describe.runIf(HAVE)('the grammar explorer in Chromium (file://)', () => {
  let site = '';
  let profile = '';
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  const explorer = (fragment = '') => pathToFileURL(join(site, 'explore', 'index.html')).href + fragment;

  const watch = (p: Page) => {
    p.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error on ${p.url()}: ${m.text()}`);
    });
    p.on('pageerror', (e) => problems.push(`uncaught exception on ${p.url()}: ${e.message}`));
  };

  /** Opens the explorer at a fragment and waits for its script. */
  async function open(fragment = ''): Promise<void> {
    await page.goto(explorer(fragment));
    await page.waitForSelector('body[data-ready="true"]');
  }

  /** Replaces the URL the way a person does: select all, then type it key by key. */
  async function typeURL(text: string): Promise<void> {
    const box = page.locator('#url');
    await box.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await box.pressSequentially(text, { delay: 5 });
    await page.waitForFunction((t) => (document.querySelector('#verdict')?.textContent ?? '').includes(`(${t.length} characters`), text);
  }

  async function shoot(name: string): Promise<void> {
    await page.screenshot({ path: join(ARTIFACTS, `${name}-desktop.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    // At a phone's width nothing but the scrolling boxes (pre, tables, diagrams) may be wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow, `${name}: the page scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(ARTIFACTS, `${name}-phone.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  /** The text of the page (outside the diagrams) with less than 4.5:1 contrast against its background (WCAG AA). */
  function lowContrast(): Promise<string[]> {
    return page.evaluate(() => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
      };
      const background = (el: Element | null): number[] => {
        for (; el; el = el.parentElement) {
          const c = rgb(getComputedStyle(el).backgroundColor);
          if (c.length === 3 || (c.length === 4 && c[3]! > 0.9)) return c.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const out: string[] = [];
      const seen = new Set<string>();
      for (const el of Array.from(document.querySelectorAll('main *'))) {
        const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== '');
        if (!own || (el as HTMLElement).offsetParent === null || el.closest('svg')) continue;
        const fg = lum(rgb(getComputedStyle(el).color));
        const bg = lum(background(el));
        const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        const what = `${el.tagName.toLowerCase()}.${el.className} ${getComputedStyle(el).color} on ${background(el).join(',')}`;
        if (ratio < 4.5 && !seen.has(what)) {
          seen.add(what);
          out.push(`${what}: ${ratio.toFixed(2)}`);
        }
      }
      return out;
    });
  }

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'urlgrammar-explorer-'));
    profile = mkdtempSync(join(tmpdir(), 'urlgrammar-chromium-'));
    mkdirSync(ARTIFACTS, { recursive: true });
    buildSite({ outDir: site, api: false });
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    context.on('page', watch);
    page = context.pages()[0] ?? (await context.newPage());
    watch(page);
  }, 120_000);

  afterAll(async () => {
    await context?.close();
    for (const d of [site, profile]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it('opens from file:// with a valid example and its tree', async () => {
    await open();
    expect(await page.locator('#verdict').textContent()).toContain('Valid under rfc3986');
    expect(await page.locator('#tree li[role="treeitem"]').first().getAttribute('aria-label')).toMatch(/^URI, 0 to /);
  });

  it('types a valid URL: the tree names each production, the fragment keeps the input', async () => {
    await typeURL('http://example.org:81/a?b');
    expect(await page.locator('#verdict').textContent()).toContain('✓ Valid under rfc3986');
    const names = await page.locator('#tree a.rule').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['URI', 'scheme', 'hier-part', 'authority', 'host', 'reg-name', 'port', 'path-abempty', 'segment', 'query']));
    const host = page.locator('#tree li[role="treeitem"]', { has: page.locator(':scope > .row > a.rule', { hasText: /^host$/ }) });
    expect(await host.locator(':scope > .row .text').textContent()).toBe('example.org');
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#g=rfc3986&u=http://example.org:81/a?b');
  });

  it('hovering a node marks its span; hovering a character names the nodes that contain it', async () => {
    const host = page.locator('#tree li[role="treeitem"]', { has: page.locator(':scope > .row > a.rule', { hasText: /^host$/ }) });
    await host.locator(':scope > .row .text').hover();
    expect((await page.locator('#chars .hl').allTextContents()).join('')).toBe('example.org');
    // The pointer over the "1" of the port (offset 20).
    const at = await page.evaluate(() => {
      const run = Array.from(document.querySelectorAll<HTMLElement>('#chars span[data-start]')).find((s) => Number(s.dataset['start']) <= 20 && 20 < Number(s.dataset['start']) + (s.textContent ?? '').length)!;
      const range = document.createRange();
      const k = 20 - Number(run.dataset['start']);
      range.setStart(run.firstChild!, k);
      range.setEnd(run.firstChild!, k + 1);
      const r = range.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    await page.mouse.move(at.x, at.y);
    expect(await page.locator('#chars .at').textContent()).toBe('1');
    expect(await page.locator('#chain').textContent()).toContain('URI › hier-part › authority › port');
    expect(await page.locator('#tree li.in-chain > .row > a.rule').allTextContents()).toEqual(['URI', 'hier-part', 'authority', 'port']);
    // The same from the keyboard: the cursor in the URL box before the "/" of the path (offset 21).
    await page.mouse.move(0, 0);
    await page.locator('#url').focus();
    await page.keyboard.press('End');
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    expect(await page.locator('#chain').textContent()).toBe('offset 21: URI › hier-part › path-abempty');
  });

  it('the tree is one tab stop, navigable with the arrow keys', async () => {
    await page.locator('#tree li[role="treeitem"]').first().focus();
    const focused = () => page.evaluate(() => document.activeElement?.querySelector(':scope > .row > a.rule')?.textContent ?? null);
    expect(await focused()).toBe('URI');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe('scheme');
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe('URI');
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    expect(await page.locator('#tree [tabindex="0"]').count()).toBe(1);
    expect(await lowContrast()).toEqual([]);
    await shoot('valid');
  });

  it('follows a node to its rule page', async () => {
    await page.locator('#tree a.rule', { hasText: /^reg-name$/ }).click();
    await page.waitForURL(/grammar\/3986\/reg-name\.html$/);
    expect(await page.locator('h1').textContent()).toBe('reg-name');
    await page.goBack();
    await page.waitForSelector('body[data-ready="true"]');
  });

  it('types an invalid URL: the report as formatReport prints it, the failure marked in the input and on the diagram', async () => {
    const input = 'http://www.exa mple.org/';
    await typeURL(input);
    await page.waitForSelector('#diagram svg');
    const r = parseURL(input, { grammar: 'rfc3986' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(await page.locator('#verdict').textContent()).toContain('✗ Invalid under rfc3986: char.space at 1:15');
    const report = await page.locator('#report').textContent();
    expect(report).toBe(formatReport(r.error));
    expect(report).toContain('|               ^ found U+0020 SPACE');
    expect(await page.locator('#chars .fail').getAttribute('data-start')).toBe('14');
    expect(await page.locator('#chars .fail').textContent()).toBe('\u2420'); // the space, as a control picture
    // The rule stack, innermost first, each with its RFC section link.
    expect(await page.locator('#stack > li > a.rule').allTextContents()).toEqual(['reg-name', 'host', 'authority', 'hier-part', 'URI']);
    expect(await page.locator('#stack a.cite').first().getAttribute('href')).toBe('https://www.rfc-editor.org/rfc/rfc3986#appendix-A');
    // The failing rule's diagram: the loop the host went through, and what it could have read next.
    expect(await page.locator('#diagram-heading a.rule').textContent()).toBe('reg-name');
    expect(await page.locator('#diagram svg .rr-taken text').allTextContents()).toEqual(['unreserved']);
    expect(await page.locator('#diagram svg .rr-failed text').allTextContents()).toEqual(['unreserved', 'pct-encoded', 'sub-delims']);
    // One level up: authority read its host, and ":" port was next.
    await page.locator('#frames button[aria-label="diagram of authority"]').click();
    expect(await page.locator('#diagram-heading a.rule').textContent()).toBe('authority');
    expect(await page.locator('#diagram svg .rr-taken text').allTextContents()).toEqual(['host']);
    expect(await page.locator('#diagram svg .rr-failed text').allTextContents()).toEqual(['":"']);
    await page.locator('#frames button[aria-label="diagram of URI"]').click();
    expect(await page.locator('#diagram svg .rr-taken text').allTextContents()).toEqual(['scheme', '":"', 'hier-part']);
    expect(await page.locator('#diagram svg .rr-failed text').allTextContents()).toEqual(['"?"', '"#"']);
    await page.locator('#frames button[aria-label="diagram of hier-part"]').click();
    // The view the README shows (docs/images/explorer.png is a copy of this file).
    await page.setViewportSize({ width: 1100, height: 900 });
    const bottom = await page.locator('#diagram').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY + 16);
    await page.screenshot({ path: join(ARTIFACTS, 'readme.png'), fullPage: true, clip: { x: 0, y: 0, width: 1100, height: Math.ceil(bottom) } });
    await page.setViewportSize({ width: 1280, height: 900 });
    await shoot('invalid');
  });

  it('text has enough contrast against its background (WCAG AA, 4.5:1)', async () => {
    expect(await lowContrast()).toEqual([]);
  });

  it('loads a fragment link: grammar, start symbol and input', async () => {
    await open('#g=rfc1808&s=relativeURL&u=' + encodeURIComponent('../g;x?y'));
    expect(await page.locator('#grammar').inputValue()).toBe('rfc1808');
    expect(await page.locator('#start').inputValue()).toBe('relativeURL');
    expect(await page.locator('#url').inputValue()).toBe('../g;x?y');
    expect(await page.locator('#verdict').textContent()).toContain('Valid under rfc1808 (relativeURL)');
    expect(await page.locator('#tree a.rule').first().textContent()).toBe('relativeURL');
  });

  it("a rule page's try-it link opens the explorer on that rule with its example", async () => {
    await page.goto(pathToFileURL(join(site, 'grammar', '1738', 'hostport.html')).href);
    await page.locator('a.try-it').click();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#grammar').inputValue()).toBe('rule:1738:hostport');
    expect(await page.locator('#start').isDisabled()).toBe(true);
    expect(await page.locator('#tree a.rule').first().textContent()).toBe('hostport');
  });

  it("an error page's link opens its example, failing with its code", async () => {
    await page.goto(pathToFileURL(join(site, 'errors', 'port.bad-char.html')).href);
    await page.locator('a.try-it').click();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#verdict').textContent()).toContain('port.bad-char');
  });

  it('every error page opens its example in the explorer, failing with that code', async () => {
    const wrong: string[] = [];
    for (const code of errorCodes) {
      const html = readFileSync(join(site, 'errors', `${code}.html`), 'utf8');
      const link = /<a class="try-it" href="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
      if (!link) {
        wrong.push(`${code}: no link`);
        continue;
      }
      await page.goto(new URL(link, pathToFileURL(join(site, 'errors', `${code}.html`))).href);
      await page.waitForSelector('body[data-ready="true"]');
      const verdict = (await page.locator('#verdict').textContent()) ?? '';
      if (!verdict.includes(`✗ Invalid under`) || !verdict.includes(`: ${code} at `)) wrong.push(`${code}: ${verdict}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the compare tab: every reader, as compare() reads it', async () => {
    const input = 'HTTP://user@[::1]:80/a;p?q#f';
    await open('#t=compare&g=rfc3986&u=' + encodeURIComponent(input));
    expect(await page.locator('#tab-compare').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#panel-parse').isHidden()).toBe(true);
    const heads = await page.locator('#compare-table thead th').allTextContents();
    const want = compare(input).readings;
    expect(heads.slice(1)).toEqual(want.map((r) => r.reader));
    const verdicts = await page.locator('#compare-table tbody tr').first().locator('td').allTextContents();
    expect(verdicts).toEqual(want.map((r) => r.verdict));
    const hosts = await page.locator('#compare-table tbody tr', { has: page.locator('th', { hasText: /^host$/ }) }).locator('td').allTextContents();
    expect(hosts).toEqual(want.map((r) => (!r.valid ? '' : r.parts.host === undefined ? '·' : r.parts.host === null ? '–' : JSON.stringify(r.parts.host))));
    expect(await lowContrast()).toEqual([]);
    await shoot('compare');
  });

  it('the resolve tab: the resolved URL, its steps with their RFC citations, and dot-segment removal', async () => {
    await open('#t=resolve');
    const base = page.locator('#base');
    await base.fill('http://a/b/c/d;p?q');
    await page.locator('#ref').fill('../../g');
    await page.waitForFunction(() => document.querySelector('#resolved')?.textContent === 'Resolved: http://a/g');
    const steps = await page.locator('#steps .step-rule').allTextContents();
    expect(steps.some((s) => s.startsWith('RFC 3986 §5.2.2'))).toBe(true);
    expect(await page.locator('#steps table.dots td').first().textContent()).toBe('RFC 3986 §5.2.4 1');
    await page.locator('#spec').selectOption('rfc1808');
    await page.waitForFunction(() => (document.querySelector('#steps .step-rule')?.textContent ?? '').startsWith('RFC 1808 §4'));
    await page.locator('#path').fill('/a/b/c/./../../g');
    await page.waitForFunction(() => document.querySelector('#dots-result')?.textContent === 'Result: /a/g');
    expect(await page.locator('#dots-out table.dots tbody tr').count()).toBeGreaterThan(2);
    const hash = decodeURIComponent(new URL(page.url()).hash);
    expect(hash).toContain('t=resolve');
    expect(hash).toContain('spec=rfc1808');
    expect(hash).toContain('path=/a/b/c/./../../g');
    expect(await lowContrast()).toEqual([]);
    await shoot('resolve');
  });

  it('takes a 10 KB input (the time is printed, not asserted)', async () => {
    await open();
    const long = 'http://example.org/' + 'abcdefgh/'.repeat(1136);
    await page.locator('#url').fill(long);
    await page.waitForFunction((n) => (document.querySelector('#verdict')?.textContent ?? '').includes(`(${n} characters`), long.length);
    // The page's own timing (its verdict says it), printed: no clock in the test (DECISIONS 36).
    console.log(`explorer: ${await page.locator('#verdict .timing').textContent()}`);
    expect(await page.locator('#verdict').textContent()).toContain('Valid under rfc3986');
  });

  it('logged no console error and no uncaught exception', () => {
    expect(problems).toEqual([]);
  });

  it('the normalize tab: the URL at each level, and each step with what it changed marked, as normalize traces them', async () => {
    const input = 'HTTP://www.Example.com:80/a/./b/../%7Euser/%2a';
    await open('#t=normalize&g=rfc3986&u=' + encodeURIComponent(input));
    expect(await page.locator('#tab-normalize').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#panel-parse').isHidden()).toBe(true);
    expect(await page.locator('#url').isVisible()).toBe(true);
    expect(await page.locator('#normalize-verdict').textContent()).toBe(`Normalized: ${normalize(input, { start: 'URI' }).href}`);
    // The ladder: each level, its section linked, the URL normalized up to it.
    const rows = page.locator('#levels tbody tr');
    expect(await rows.locator('th').allTextContents()).toEqual(['string', 'syntax', 'scheme']);
    expect(await rows.locator('td code').allTextContents()).toEqual(['string', 'syntax', 'scheme'].map((level) => normalize(input, { level: level as 'string', start: 'URI' }).href));
    expect(await rows.first().locator('a').getAttribute('href')).toBe('https://www.rfc-editor.org/rfc/rfc3986#section-6.2.1');
    // The steps, in order, each with its section, component and level, the changed runs marked.
    const traced = normalize(input, { trace: true, start: 'URI' }).steps;
    expect(await page.locator('#nsteps > li .step-name').allTextContents()).toEqual(traced.map((s) => s.step));
    expect(await page.locator('#nsteps > li').first().locator('.step-rule').textContent()).toBe('case RFC 3986 §6.2.2.1 scheme, syntax level');
    expect(await page.locator('#nsteps > li').first().locator('code.before').textContent()).toBe(traced[0]!.before);
    expect(await page.locator('#nsteps > li').first().locator('code.after').textContent()).toBe(traced[0]!.after);
    expect(await page.locator('#nsteps > li').first().locator('del.chg').textContent()).toBe('HTTP');
    expect(await page.locator('#nsteps > li').first().locator('ins.chg').textContent()).toBe('http');
    const dots = page.locator('#nsteps > li[data-step="dot-segments"]');
    expect(await dots.locator('del.chg').textContent()).toBe('./b/../');
    expect(await dots.locator('ins.chg.point').count()).toBe(1);
    const port = page.locator('#nsteps > li[data-step="default-port"]');
    expect(await port.locator('.step-rule').textContent()).toContain('port, scheme level');
    expect(await port.locator('.cite a').allTextContents()).toEqual(['RFC 3986 §6.2.3', 'RFC 1738 §3.3', 'RFC 9110 §4.2.1']);
    expect(await lowContrast()).toEqual([]);
    await shoot('normalize');
  });

  it('the normalize tab follows the URL typed, the grammar and the escaped dots chosen, and says why an input has no normalization', async () => {
    await open('#t=normalize&u=' + encodeURIComponent('http://a/%2E%2E/b'));
    expect(await page.locator('#normalize-verdict').textContent()).toBe('Normalized: http://a/b');
    await page.locator('#ndots').selectOption('keep');
    await page.waitForFunction(() => document.querySelector('#normalize-verdict')?.textContent === 'Normalized: http://a/%2E%2E/b');
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain('nd=keep');
    // Typed: an IRI is not a URI; under rfc3987 its IDN host is shown in Unicode at the scheme level.
    await page.locator('#url').fill('http://xn--rsum-bpad.example.org/Dürst');
    await page.waitForFunction(() => (document.querySelector('#normalize-verdict')?.textContent ?? '').startsWith('✗ Not a URI under rfc3986: char.non-ascii'));
    expect(await page.locator('#normalize-out pre.report').textContent()).toContain('error[char.non-ascii]');
    await page.locator('#ngrammar').selectOption('rfc3987');
    await page.waitForFunction(() => document.querySelector('#normalize-verdict')?.textContent === 'Normalized: http://résumé.example.org/Dürst');
    expect(await page.locator('#levels tbody tr[data-level="syntax"] td code').textContent()).toBe('http://xn--rsum-bpad.example.org/Dürst');
    expect(await page.locator('#nsteps > li .step-name').allTextContents()).toEqual(['idn']);
    expect(await page.locator('#levels tbody tr[data-level="scheme"] a').textContent()).toBe('RFC 3987 §5.3.3');
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain('g=rfc3987');
    // The Parse tab reads with the same grammar.
    await page.locator('#tab-parse').click();
    expect(await page.locator('#grammar').inputValue()).toBe('rfc3987');
    // A start symbol chosen here is the Parse tab's too: absolute-IRI refuses a fragment.
    await page.locator('#tab-normalize').click();
    await page.locator('#url').fill('http://a/#F');
    await page.waitForFunction(() => document.querySelector('#normalize-verdict')?.textContent === 'Normalized: http://a/#F');
    await page.locator('#nstart').selectOption('absolute-IRI');
    await page.waitForFunction(() => (document.querySelector('#normalize-verdict')?.textContent ?? '').startsWith('✗ Not an absolute-IRI under rfc3987'));
    // An input already normalized: no step.
    await page.locator('#nstart').selectOption('');
    await page.locator('#url').fill('http://a/');
    await page.waitForFunction(() => document.querySelector('#nsteps-none') !== null);
    // A grammar without a normalization (chosen in the Parse tab): read under rfc3986, and said.
    await open('#t=normalize&g=rfc1738&u=' + encodeURIComponent('HTTP://a/'));
    expect(await page.locator('#normalize-note').textContent()).toContain("read under rfc3986 (the Parse tab's rfc1738 has none)");
    expect(await page.locator('#normalize-verdict').textContent()).toBe('Normalized: http://a/');
    expect(await page.locator('#ngrammar').inputValue()).toBe('rfc3986');
  });

  it('the tabs are one row the arrow keys walk: compare → normalize → whatwg → schemes → resolve → URI Template', async () => {
    await open('#t=compare&u=' + encodeURIComponent('http://a/'));
    await page.locator('#tab-compare').focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#tab-normalize').getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-normalize');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#tab-whatwg').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#tab-schemes').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#tab-resolve').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#tab-template').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#tab-parse').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('#tab-template').getAttribute('aria-selected')).toBe('true');
  });

  it('the normalize tab takes a 10 KB input, showing the changed runs of each step and eliding the rest', async () => {
    const long = 'HTTP://example.org/' + 'abcdefgh/'.repeat(1136) + '%7e';
    await open('#t=normalize');
    await page.locator('#url').fill(long);
    await page.waitForFunction(() => (document.querySelector('#normalize-verdict')?.textContent ?? '').endsWith('/~'));
    expect(await page.locator('#nsteps > li .step-name').allTextContents()).toEqual(['case', 'case', 'percent-encoding']);
    expect(await page.locator('#nsteps code .elided').count()).toBeGreaterThan(0);
    expect(((await page.locator('#nsteps > li').first().textContent()) ?? '').length).toBeLessThan(400);
  });

  it('logged no console error and no uncaught exception in the normalize tab', () => {
    expect(problems).toEqual([]);
  });

  it("the whatwg tab: the WHATWG basic URL parser's href, the getters and where each was read from, each validation error with its span marked, the state trace", async () => {
    const input = 'HTTPS://user@EXAMPLE.org:443/a/../b c?q#f';
    const r = parseWHATWG(input, { trace: true });
    await open('#t=whatwg&u=' + encodeURIComponent(input));
    expect(await page.locator('#tab-whatwg').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#panel-parse').isHidden()).toBe(true);
    expect(await page.locator('#url').isVisible()).toBe(true);
    expect(await page.locator('#whatwg-verdict').textContent()).toBe(`✓ Parsed, with ${r.errors.length} validation errors: ${r.href}`);
    expect(await page.locator('#whatwg-verdict').getAttribute('class')).toBe('verdict warn');
    // The getters, as the library's whatwgGetters gives them, with the text each was read from.
    const g = whatwgGetters(r.url!);
    const rows = page.locator('#wcomponents tbody tr');
    expect(await rows.locator('th').allTextContents()).toEqual(Object.keys(g));
    expect(await page.locator('#wcomponents tr[data-getter="hostname"] td').allTextContents()).toEqual(['example.org', 'EXAMPLE.org']);
    expect(await page.locator('#wcomponents tr[data-getter="port"] td').allTextContents()).toEqual(['(empty)', '443']);
    expect(await page.locator('#wcomponents tr[data-getter="pathname"] td').allTextContents()).toEqual([g.pathname, '/a/../b c']);
    expect(await page.locator('#wrecord dd').first().textContent()).toBe('"https"');
    // Each validation error: its name linked to the standard's table, its state, the input with the span marked.
    expect(await page.locator('#werrors > li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-name')))).toEqual(r.errors.map((e) => e.name));
    const unit = page.locator('#werrors > li[data-name="invalid-URL-unit"]');
    expect(await unit.locator('a.wname').getAttribute('href')).toBe(`https://url.spec.whatwg.org/commit-snapshots/${WHATWG_STANDARD_COMMIT}/#invalid-url-unit`);
    expect(await unit.locator('a.wstate').textContent()).toBe('path state');
    expect(await unit.locator('.kind').textContent()).toBe('validation error');
    expect(await unit.locator('mark.wspan').textContent()).toBe('\u2420'); // the space, as a control picture
    expect(await unit.locator('code.wsource').textContent()).toBe(input.replace(' ', '\u2420'));
    expect(await unit.locator('.wmessage').textContent()).toBe(r.errors.find((e) => e.name === 'invalid-URL-unit')!.message);
    // The trace: open for a short one, the states in order, the notes under theirs; it collapses.
    const states = r.steps.filter((s) => s.note === undefined).map((s) => s.state);
    expect(await page.locator('#wtrace').getAttribute('open')).toBe('');
    expect(await page.locator('#wtrace ol.wtrace > li > a.wstate').allTextContents()).toEqual(states);
    expect(await page.locator('#wtrace ol.wtrace > li ul > li').allTextContents()).toEqual(r.steps.flatMap((s) => (s.note === undefined ? [] : [s.note])));
    expect(await lowContrast()).toEqual([]);
    await shoot('whatwg');
    await page.locator('#wtrace > summary').click();
    expect(await page.locator('#wtrace ol.wtrace').isVisible()).toBe(false);
    await page.locator('#wtrace > summary').click();
    expect(await page.locator('#wtrace ol.wtrace').isVisible()).toBe(true);
  });

  it('the whatwg tab follows the URL typed and the base, keeps the base in the fragment, and shows a failure on the input or on the base', async () => {
    await open('#t=whatwg&u=' + encodeURIComponent('http://a/'));
    expect(await page.locator('#whatwg-verdict').textContent()).toBe('✓ Parsed: http://a/');
    expect(await page.locator('#werrors-none').isVisible()).toBe(true);
    await page.locator('#url').fill('https://example.org:70000');
    await page.waitForFunction(() => document.querySelector('#whatwg-verdict')?.textContent === '✗ Failure: port-out-of-range at 1:21 (port state)');
    expect(await page.locator('#wcomponents').count()).toBe(0);
    expect(await page.locator('#werrors > li .kind').textContent()).toBe('failure');
    expect(await page.locator('#werrors > li mark.wspan').textContent()).toBe('70000');
    // A relative reference: against the base typed.
    await page.locator('#url').fill('../c?x');
    await page.waitForFunction(() => (document.querySelector('#whatwg-verdict')?.textContent ?? '').startsWith('✗ Failure: missing-scheme-non-relative-URL'));
    expect(await page.locator('#werrors > li mark.wspan.point').count()).toBe(1);
    await page.locator('#wbase').fill('http://h/a/b/');
    await page.waitForFunction(() => document.querySelector('#whatwg-verdict')?.textContent === '✓ Parsed: http://h/a/c?x');
    expect(await page.locator('#wcomponents tr[data-getter="hostname"] td').allTextContents()).toEqual(['h', 'the base']);
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain('wb=http://h/a/b/');
    // A fragment link with its base; a base that fails, shown on the base.
    await open('#t=whatwg&wb=' + encodeURIComponent('http://h:99999/') + '&u=x');
    expect(await page.locator('#wbase').inputValue()).toBe('http://h:99999/');
    expect(await page.locator('#whatwg-verdict').textContent()).toBe('✗ Failure (the base fails to parse): port-out-of-range at the base, 1:10 (API URL parser)');
    expect(await page.locator('#werrors > li mark.wspan').textContent()).toBe('99999');
    expect(await page.locator('#wtrace p.meta').textContent()).toContain('the base fails to parse');
    expect(await lowContrast()).toEqual([]);
  });

  it('the whatwg tab takes a 10 KB input with a thousand validation errors: a bounded list, runs elided', async () => {
    const long = 'http://example.org/' + 'a b/'.repeat(2500);
    await open('#t=whatwg');
    await page.locator('#url').fill(long);
    await page.waitForFunction(() => (document.querySelector('#whatwg-verdict')?.textContent ?? '').includes('2500 validation errors'));
    expect(await page.locator('#werrors > li').count()).toBe(200);
    expect(await page.locator('#werrors code .elided').count()).toBeGreaterThan(0);
    expect(((await page.locator('#werrors > li').first().textContent()) ?? '').length).toBeLessThan(600);
    expect(await page.locator('#werrors-heading').textContent()).toBe('Validation errors (2500)');
  });

  it('logged no console error and no uncaught exception in the whatwg tab', () => {
    expect(problems).toEqual([]);
  });

  it("the schemes tab: what parseScheme says, the scheme grammar's report with its rule stack and diagram, or the parts", async () => {
    const bad = 'mailto:a@';
    const r = parseScheme(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    await open('#t=schemes&u=' + encodeURIComponent(bad));
    expect(await page.locator('#tab-schemes').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#url-field').isHidden()).toBe(true);
    expect(await page.locator('#suri').inputValue()).toBe(bad);
    expect(await page.locator('#schemes-verdict').textContent()).toBe(`✗ Invalid, by the grammar of mailto URIs: ${r.error.code} at ${r.error.line}:${r.error.column} (RFC ${r.rfc} §${r.section})`);
    expect(await page.locator('#scheme-report').textContent()).toBe(formatReport(r.error));
    expect(await page.locator('#scheme-stack > li > a.rule').allTextContents()).toEqual([...r.error.trace].reverse().map((f) => f.rule));
    await page.waitForSelector('#scheme-diagram svg');
    // The start rule, linked to its page.
    const g = schemeGrammars().mailto;
    expect(await page.locator('#schemes-how a.rule').getAttribute('href')).toBe(`../${rulePath(g.grammar.rule(g.start)!)}`);
    // Typed in the tab's own field: the parts, and the state in the fragment.
    await page.locator('#suri').fill('mailto:a@b.example,c@d.example?subject=hi');
    await page.waitForFunction(() => (document.querySelector('#schemes-verdict')?.textContent ?? '').startsWith('✓ Valid, by the grammar of mailto URIs'));
    expect(await page.locator('#sparts tr[data-part="to"] td code').allTextContents()).toEqual(['a@b.example', 'c@d.example']);
    expect(await page.locator('#sparts tr[data-part="headers"] td').textContent()).toBe('subject=hi');
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain('t=schemes');
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain('u=mailto:a@b.example,c@d.example?subject=hi');
    expect(await lowContrast()).toEqual([]);
    await shoot('schemes');
    // RFC 3986 first; a scheme without a grammar here; the same input in the Parse tab.
    await page.locator('#suri').fill('mailto:a b');
    await page.waitForFunction(() => (document.querySelector('#schemes-verdict')?.textContent ?? '').startsWith('✗ Invalid, by RFC 3986: char.space'));
    await page.locator('#suri').fill('ftp://example.com/');
    await page.waitForFunction(() => (document.querySelector('#schemes-verdict')?.textContent ?? '') === '✓ Valid, by RFC 3986 §3 alone: no grammar here for the scheme ftp');
    expect(await page.locator('#scomponents tr[data-part="host"] td').textContent()).toBe('example.com');
    await page.locator('#tab-parse').click();
    expect(await page.locator('#url').inputValue()).toBe('ftp://example.com/');
  });

  it("a scheme grammar's rule page opens the explorer on that rule, and a scheme page's examples open the schemes tab", async () => {
    const g = schemeGrammars().urn;
    const start = g.grammar.rule(g.start)!;
    await page.goto(pathToFileURL(join(site, rulePath(start))).href);
    await page.locator('a.try-it').click();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#grammar').inputValue()).toBe(`rule:${start.key}`);
    await page.locator('#url').fill('urn:example:a123,z456');
    await page.waitForFunction(() => (document.querySelector('#verdict')?.textContent ?? '').includes('✓ Valid under the rule'));
    expect(await page.locator('#tree a.rule').first().textContent()).toBe(start.name);
    await page.goto(pathToFileURL(join(site, 'schemes', 'urn.html')).href);
    await page.locator('table.scheme-examples tbody tr').first().locator('a[title="open in the explorer"]').click();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#tab-schemes').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#schemes-verdict').textContent()).toMatch(/^✓ Valid, by the grammar of urn URIs/);
  });

  it('logged no console error and no uncaught exception in the schemes tab', () => {
    expect(problems).toEqual([]);
  });

  /** Replaces a field of the URI Template tab the way a person does (select all, type it key by key), and waits for `done` (given `arg`). */
  async function typeInto(id: string, text: string, done: (arg: string) => boolean, arg = ''): Promise<void> {
    const box = page.locator(`#${id}`);
    await box.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await box.pressSequentially(text, { delay: 5 });
    await page.waitForFunction(done, arg);
  }

  /** The offset of the first `mark` in an element: the length of the text before it (the marked texts keep their lengths). */
  const markOffset = (selector: string) => page.locator(selector).evaluate((el) => {
    const mark = el.querySelector('mark')!;
    const range = document.createRange();
    range.setStart(el, 0);
    range.setEndBefore(mark);
    return range.toString().length;
  });

  it('the URI Template tab: a template typed shows its parts with their spans marked, values their expansion, a URI the values read back with their spans', async () => {
    await open('#t=template');
    expect(await page.locator('#tab-template').getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('#url-field').isHidden()).toBe(true);
    const t = '/files{/dir}/{name}{?v*}{#f}';
    await typeInto('tpl', t, () => (document.querySelector('#template-verdict')?.textContent ?? '') === '✓ A URI Template: 6 parts, 4 expressions');
    const parsed = parseTemplate(t);
    if (!parsed.ok) throw new Error('the template parses');
    const parts = parsed.template.parts;
    // The template, each part its own span, each varspec inside its expression; the table, a row a part.
    expect(await page.locator('#tpl-chars .tpart').allTextContents()).toEqual(parts.map((p) => t.slice(p.start, p.end)));
    expect(await page.locator('#tpl-chars .tpart').evaluateAll((els) => els.map((e) => e.className))).toEqual(parts.map((p) => `tpart ${p.kind === 'literal' ? 'tlit' : 'texpr'}`));
    expect(await page.locator('#tpl-chars .tvar').allTextContents()).toEqual(parts.flatMap((p) => (p.kind === 'expression' ? p.variables.map((v) => t.slice(v.start, v.end)) : [])));
    expect(await page.locator('#tparts tbody tr td:nth-child(2)').allTextContents()).toEqual(parts.map((p) => `[${p.start}, ${p.end})`));
    expect(await page.locator('#tparts tbody tr th').allTextContents()).toEqual(parts.map((p) => `${p.kind} (RFC 6570 §${p.kind === 'literal' ? '2.1' : '2.2'})`));
    expect(await page.locator('#tparts tbody tr[data-part="4"] td.top').textContent()).toBe('? form-style query expansion RFC 6570 §3.2.8');
    expect(await page.locator('#tparts tbody tr[data-part="4"] a.cite').last().getAttribute('href')).toBe('https://www.rfc-editor.org/rfc/rfc6570#section-2.4.2');
    expect(await page.locator('#tparts tbody tr[data-part="4"] .tvars').textContent()).toBe('v explode RFC 6570 §2.4.2 [21, 23)');
    expect(await page.locator('#tparts tbody tr[data-part="5"] td.top').textContent()).toBe('# fragment expansion RFC 6570 §3.2.4');
    // Values typed: the expansion as expandTemplate writes it, each part's share marked.
    const values = { dir: 'a b', name: 'r\u00e9sum\u00e9.pdf', v: { x: '1', y: '2' }, f: 'top' };
    const uri = expandTemplate(t, JSON.parse(JSON.stringify(values)) as never);
    await typeInto('tvalues', JSON.stringify(values), (want) => document.querySelector('#texpand-verdict')?.textContent === `Expansion: ${want}`, uri);
    expect(await page.locator('#texpand-uri').textContent()).toBe(uri);
    expect(await page.locator('#texpand-uri .tpiece').allTextContents()).toEqual(parts.map((p) => expandTemplate(t.slice(p.start, p.end), JSON.parse(JSON.stringify(values)) as never)));
    // Pointing at a row marks its part in the template and its share of the expansion.
    await page.locator('#tparts tbody tr[data-part="3"] td').first().hover();
    expect(await page.locator('#tpl-chars .tpart.hl').allTextContents()).toEqual(['{name}']);
    expect(await page.locator('#texpand-uri .tpiece.hl').allTextContents()).toEqual(['r%C3%A9sum%C3%A9.pdf']);
    expect(await page.locator('#tparts tr.hl').getAttribute('data-part')).toBe('3');
    // The expansion as the URI to match: each variable's span marked in the URI, raw and decoded.
    await page.locator('#tuse').click();
    await page.waitForFunction(() => (document.querySelector('#tmatch-verdict')?.textContent ?? '').startsWith('✓ Match'));
    expect(await page.locator('#turi').inputValue()).toBe(uri);
    const m = matchTemplate(t, uri);
    if (m.kind !== 'match') throw new Error('the expansion matches');
    const names = Object.keys(m.spans).sort((a, b) => m.spans[a]![0] - m.spans[b]![0]);
    expect(await page.locator('#tmatch-uri mark.tval').allTextContents()).toEqual(names.map((n) => uri.slice(...m.spans[n]!)));
    expect(await page.locator('#tmatch-uri mark.tval').evaluateAll((els) => els.map((e) => e.getAttribute('data-var')))).toEqual(names);
    expect(await page.locator('#tmatch-table tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => c.textContent)))).toEqual(
      names.map((n) => [n, JSON.stringify(m.values[n]), m.raw[n], JSON.stringify(m.decoded[n]), `[${m.spans[n]![0]}, ${m.spans[n]![1]})`, m.flags[n]!.length ? m.flags[n]!.join('') : 'none']),
    );
    expect(await page.locator('#tmatch-table tr[data-var="name"] td').nth(1).textContent()).toBe('r%C3%A9sum%C3%A9.pdf');
    expect(await page.locator('#tmatch-table tr[data-var="name"] td').nth(2).textContent()).toBe('"résumé.pdf"');
    // Pointing at a row marks the variable's span in the URI.
    await page.locator('#tmatch-table tr[data-var="dir"] th').hover();
    expect(await page.locator('#tmatch-uri mark.tval.hl').allTextContents()).toEqual(['a%20b']);
    // A value flagged: a slash, decoded.
    await typeInto('turi', '/files/a%2F..%2Fb/x.pdf', () => (document.querySelector('#tmatch-verdict')?.textContent ?? '').includes('flagged'));
    expect(await page.locator('#tmatch-verdict').textContent()).toBe('✓ Match: 2 variables read, 1 flagged');
    expect(await page.locator('#tmatch-table tr[data-var="dir"] .tflag').allTextContents()).toEqual(['slash']);
    expect(await page.locator('#tmatch-table tr[data-var="dir"] td').nth(2).textContent()).toBe('"a/../b"');
    // The state is in the address; the link reopens it.
    const link = page.url();
    const q = new URLSearchParams(new URL(link).hash.slice(1));
    expect([q.get('t'), q.get('tt'), JSON.parse(q.get('tv')!), q.get('tu')]).toEqual(['template', t, values, '/files/a%2F..%2Fb/x.pdf']);
    await open('#t=parse');
    await page.goto(link);
    await page.waitForSelector('body[data-ready="true"]');
    expect(await page.locator('#tab-template').getAttribute('aria-selected')).toBe('true');
    expect([await page.locator('#tpl').inputValue(), await page.locator('#tvalues').inputValue(), await page.locator('#turi').inputValue()]).toEqual([t, JSON.stringify(values), '/files/a%2F..%2Fb/x.pdf']);
    expect(await page.locator('#tmatch-verdict').textContent()).toBe('✓ Match: 2 variables read, 1 flagged');
    expect(await lowContrast()).toEqual([]);
    await shoot('template');
  });

  it('the URI Template tab: a template that is none shows its report, the failure at its offset, the rule stack with RFC 6570 sections, and a fix that opens the fixed template', async () => {
    await open('#t=template');
    const t = '/search{?q,lang';
    await typeInto('tpl', t, () => (document.querySelector('#template-verdict')?.textContent ?? '').startsWith('✗ Not a URI Template'));
    const r = parseTemplate(t);
    if (r.ok) throw new Error('the template is none');
    expect(await page.locator('#template-verdict').textContent()).toBe(`✗ Not a URI Template: ${r.error.code} at ${r.error.line}:${r.error.column}`);
    expect(await page.locator('#tpl-report').textContent()).toBe(formatReport(r.error));
    // The failure in the template: at the end, where "}" was wanted.
    expect(r.error.offset).toBe(t.length);
    expect(await markOffset('#tpl-failed')).toBe(t.length);
    expect(await page.locator('#tpl-failed mark').textContent()).toBe('⟨end⟩');
    expect(await page.locator('#tpl-stack > li > a.rule').allTextContents()).toEqual([...r.error.trace].reverse().map((f) => f.rule));
    expect(await page.locator('#tpl-stack > li a.cite').allTextContents()).toEqual([...r.error.trace].reverse().map((f) => `RFC 6570 §${f.section}`));
    await page.waitForSelector('#tpl-diagram svg');
    expect(await page.locator('#tpl-diagram-heading a.rule').textContent()).toBe(r.error.trace.at(-1)!.rule);
    expect(await page.locator('#texpand-verdict').textContent()).toContain('No expansion');
    // A character in the middle: the mark on it.
    await typeInto('tpl', '/a b/{x}', () => (document.querySelector('#template-verdict')?.textContent ?? '').startsWith('✗ Not a URI Template: syntax.unexpected-char at 1:3'));
    expect(await markOffset('#tpl-failed')).toBe(2);
    expect(await page.locator('#tpl-failed mark').textContent()).toBe('\u2420');
    // The fix (percent-encode the space) opens the fixed template in this tab.
    await page.locator('#tpl-report-box a.fix-link').first().click();
    await page.waitForFunction(() => (document.querySelector('#template-verdict')?.textContent ?? '').startsWith('✓'));
    expect(await page.locator('#tpl').inputValue()).toBe('/a%20b/{x}');
    // Every negative case of the issue: refused, with the offset parseTemplate gives.
    for (const bad of ['{a.}', '{a..b}', '{?}', '%4', '{=x}', '{!x}', 'a"b']) {
      const e = parseTemplate(bad);
      if (e.ok) throw new Error(`${bad} parses`);
      await open('#t=template&tt=' + encodeURIComponent(bad));
      expect(await page.locator('#template-verdict').textContent(), bad).toBe(`✗ Not a URI Template: ${e.error.code} at ${e.error.line}:${e.error.column}`);
      expect(await markOffset('#tpl-failed'), bad).toBe(e.error.offset);
    }
  });

  it('the URI Template tab: an expansion error at its varspec, two readings of an ambiguous URI, and where a URI leaves the template', async () => {
    const values = { keys: { semi: ';', dot: '.' }, x: 'a' };
    await open(`#t=template&tt=${encodeURIComponent('/k{x}{keys:1}')}&tv=${encodeURIComponent(JSON.stringify(values))}&tu=ab`);
    let caught: unknown = null;
    try {
      expandTemplate('/k{x}{keys:1}', values);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(TemplateExpansionError);
    const e = caught as TemplateExpansionError;
    expect(await page.locator('#texpand-verdict').textContent()).toBe(`✗ TemplateExpansionError [${e.code}]: ${e.message}`);
    expect(await page.locator('#texpand-span mark').textContent()).toBe('keys:1');
    expect(await markOffset('#texpand-span')).toBe(e.offset);
    expect(await page.locator('#texpand-span .texpr-outline').textContent()).toBe('/k{x}{keys:1}'.slice(e.start, e.end));
    expect(await page.locator('#tuse').isDisabled()).toBe(true);
    // Ambiguous: both readings, each with its spans; lists off resolves {x,y} on a,b.
    await open(`#t=template&tt=${encodeURIComponent('{x,y}')}&tu=${encodeURIComponent('a,b')}`);
    const amb = matchTemplate('{x,y}', 'a,b');
    if (amb.kind !== 'ambiguous') throw new Error('ambiguous');
    expect(await page.locator('#tmatch-verdict').textContent()).toBe('Ambiguous: two readings expand to this URI');
    for (const k of [0, 1]) {
      const a = amb.assignments[k]!;
      const names = Object.keys(a.spans).sort((p, q) => a.spans[p]![0] - a.spans[q]![0]);
      expect(await page.locator(`#tmatch-table-${k + 1} tbody th`).allTextContents()).toEqual(names);
      expect(await page.locator(`#tmatch-table-${k + 1} tbody td:nth-child(2)`).allTextContents()).toEqual(names.map((n) => JSON.stringify(a.values[n])));
      expect(await page.locator(`#tmatch-uri-${k + 1} mark.tval`).allTextContents()).toEqual(names.map((n) => 'a,b'.slice(...a.spans[n]!)));
    }
    await page.locator('#tlists').uncheck();
    await page.waitForFunction(() => (document.querySelector('#tmatch-verdict')?.textContent ?? '').startsWith('✓ Match'));
    expect(await page.locator('#tmatch-uri mark.tval').allTextContents()).toEqual(['a', 'b']);
    expect(new URL(page.url()).hash).toContain('tl=0');
    // No match: the place the URI leaves the template's language.
    await open(`#t=template&tt=${encodeURIComponent('/users/{id}/posts')}&tu=${encodeURIComponent('/users/7/comments')}`);
    const nm = matchTemplate('/users/{id}/posts', '/users/7/comments');
    if (nm.kind !== 'no-match') throw new Error('no match');
    expect(await page.locator('#tmatch-verdict').textContent()).toBe(`✗ No match: the URI leaves the template's language at offset ${nm.offset}`);
    expect(await markOffset('#tmatch-uri')).toBe(nm.offset);
    expect(await page.locator('#tmatch-uri mark').textContent()).toBe('/users/7/comments'[nm.offset]);
    expect(await page.locator('#tmatch-found').textContent()).toBe(`At offset ${nm.offset}: no expansion of the template goes on with "${'/users/7/comments'[nm.offset]}".`);
    await page.locator('#turi').fill('/users/7');
    await page.waitForFunction(() => (document.querySelector('#tmatch-found')?.textContent ?? '').includes('the URI ends here'));
    expect(await page.locator('#tmatch-uri mark').textContent()).toBe('⟨end⟩');
    // The query in any order: the reading, its parameters the template does not name, the address.
    await open(`#t=template&tt=${encodeURIComponent('/search{?q,lang}')}&tu=${encodeURIComponent('/search?lang=en&q=x&page=2')}`);
    expect(await page.locator('#tmatch-verdict').textContent()).toMatch(/^✗ No match/);
    await page.locator('#tanyorder').check();
    await page.waitForFunction(() => (document.querySelector('#tmatch-verdict')?.textContent ?? '').startsWith('✓ Match'));
    expect(await page.locator('#tmatch-verdict').textContent()).toContain('not the inverse of expansion');
    expect(await page.locator('#tmatch-uri mark.tval').allTextContents()).toEqual(['en', 'x']);
    expect(await page.locator('#tmatch-extra tbody td').allTextContents()).toEqual(['page', '2', '20–26']);
    expect(new URL(page.url()).hash).toContain('tq=1');
    // One segment per value: a value holding an escaped "/" refused, its span outlined, the escape marked.
    await open(`#t=template&tp=1&tt=${encodeURIComponent('/files/{name}')}&tu=${encodeURIComponent('/files/a%2Fb')}`);
    expect(await page.locator('#tsegment').isChecked()).toBe(true);
    expect(await page.locator('#tmatch-verdict').textContent()).toBe('✗ Refused: the value of name is no single path segment (slash, at offset 8)');
    expect(await markOffset('#tmatch-uri')).toBe(8);
    await page.locator('#tsegment').uncheck();
    await page.waitForFunction(() => (document.querySelector('#tmatch-verdict')?.textContent ?? '').startsWith('✓ Match'));
    expect(new URL(page.url()).hash).not.toContain('tp=1');
    expect(await lowContrast()).toEqual([]);
  });

  it('logged no console error and no uncaught exception in the URI Template tab', () => {
    expect(problems).toEqual([]);
  });

  /** Everything the page shows or keeps where a reader or a link sees it: its text (outside the input boxes), every attribute, the title and the address. */
  function shownOnPage(): Promise<string> {
    return page.evaluate(() => {
      const parts: string[] = [location.href, document.title];
      const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(); n; n = walk.nextNode()) if (!n.parentElement?.closest('textarea, input')) parts.push(n.textContent ?? '');
      for (const el of Array.from(document.querySelectorAll('*'))) for (const a of Array.from(el.attributes)) if (!(el.matches('textarea, input') && a.name === 'value')) parts.push(a.value);
      return parts.join('\n');
    });
  }

  // DECISIONS 32: the explorer's every view masks a password (the report, its fix line, the
  // railroad caption, the tree, the characters, compare, normalize, WHATWG, schemes, resolve), and
  // the address leaves out an input that holds one, saying so.
  it('no view shows a password, in its text, its attributes or the address', async () => {
    const shapes = [
      (p: string) => `http://user:${p}@example.org/a`,
      (p: string) => `https:user:${p}@example.org/a b`,
      (p: string) => `http://user:${p}@exa mple.org/`,
      (p: string) => `blob:http://user:${p}@example.org/x`,
    ];
    const tabs = ['parse', 'compare', 'normalize', 'whatwg', 'schemes', 'resolve'];
    const shown: string[] = [];
    let k = 0;
    for (const tab of tabs) {
      for (const make of shapes) {
        const p = PASSWORDS[k++ % PASSWORDS.length]!;
        const u = make(p);
        const extra = tab === 'resolve' ? `&base=${encodeURIComponent(u)}&ref=..%2Fg` : tab === 'whatwg' ? `&wb=${encodeURIComponent(`http://v:${p}@b/`)}` : '';
        await open(`#t=${tab}&g=rfc1738&u=${encodeURIComponent(u)}${extra}`);
        const text = await shownOnPage();
        const found = shownForms(text, p);
        if (found.length) shown.push(`${tab} ${JSON.stringify(u)}: ${found.join(', ')}`);
        expect(await page.locator('#address-note').isHidden(), `${tab}: the page says the address leaves the input out`).toBe(false);
      }
    }
    expect(shown).toEqual([]);
    // Typed, as a person does: the address never takes it, the report and its fix line mask it.
    await open('#g=rfc1738&u=http%3A%2F%2Fa%2F');
    await typeURL('ftp://user:Zq9p@w@host/');
    expect(await page.locator('.report').first().textContent()).toContain('ftp://user:******@host/');
    expect(shownForms(await shownOnPage(), 'Zq9p@w')).toEqual([]);
    await typeURL('http://a/');
    expect(page.url()).toContain('u=http%3A%2F%2Fa%2F');
    expect(await page.locator('#address-note').isHidden()).toBe(true);
  });

  // The URI Template tab masks as `urlgrammar template` does (src/cli/template.ts): the template,
  // the URI and the values' strings are inputs, and the expansion joins them; a password is masked
  // in the parts, the expansion, the values a match reads, the reports; the address leaves it out.
  it('the URI Template tab shows no password: in the template, the values, the expansion, the URI matched, or the address', async () => {
    // A string as RFC 6570's {?u} writes it.
    const escapedValue = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const shown: string[] = [];
    let k = 0;
    const cases = (p: string): { tt: string; tv: string; tu: string }[] => [
      // The password is the values': the expansion holds it.
      { tt: 'http://{+auth}@example.org/{path}', tv: JSON.stringify({ auth: `user:${p}`, path: 'a' }), tu: '/x' },
      // The URI to match holds it: the values read back hold it.
      { tt: 'http://{user}:{pass}@example.org/{+path}', tv: '{}', tu: `http://bob:${p}@example.org/a/..%2Fb` },
      // A value is a URL with one; and the template's own literal.
      { tt: '{+base}/x{?u}', tv: JSON.stringify({ base: `ftp://u:${p}@h`, u: `http://v:${p}@w/` }), tu: `ftp://u:${p}@h/x` },
      { tt: `ftp://u:${p}@h/{id}`, tv: '{"id": "1"}', tu: `ftp://u:${p}@h/2` },
      // A template that is none: its report.
      { tt: `ftp://u:${p}@h/{id`, tv: '{}', tu: '' },
      // An expansion error.
      { tt: `ftp://u:${p}@h/{id:1}`, tv: '{"id": ["a"]}', tu: '' },
      // A URL escaped into a query value: no reading of the URI finds its password, the value the match reads holds it.
      { tt: '/r{?u}', tv: '{}', tu: `/r?u=${escapedValue(`http://v:${p}@w/`)}` },
    ];
    for (const p of PASSWORDS.slice(0, 3)) {
      for (const c of cases(p)) {
        await open(`#t=template&tt=${encodeURIComponent(c.tt)}&tv=${encodeURIComponent(c.tv)}&tu=${encodeURIComponent(c.tu)}`);
        const found = shownForms(await shownOnPage(), p);
        if (found.length) shown.push(`${JSON.stringify(c)}: ${found.join(', ')}`);
        expect(await page.locator('#address-note').isHidden(), `${JSON.stringify(c)}: the page says the address leaves an input out`).toBe(false);
        k++;
      }
    }
    expect(k).toBe(21);
    expect(shown).toEqual([]);
    // Typed, as a person does: the expansion masked, the address never takes the values. (The
    // password's "@" escaped: under "+" a raw "@" would write a second "@" into the authority, an
    // expansion that is no URI-reference, which expandTemplate refuses.)
    await open('#t=template&tt=' + encodeURIComponent('http://{+auth}@h/'));
    await typeInto('tvalues', '{"auth": "u:Zq9p%40w"}', () => (document.querySelector('#texpand-verdict')?.textContent ?? '').startsWith('Expansion: http://u:'));
    expect(await page.locator('#texpand-uri').textContent()).toBe('http://u:********@h/');
    expect(shownForms(await shownOnPage(), 'Zq9p@w')).toEqual([]);
    expect(new URLSearchParams(new URL(page.url()).hash.slice(1)).get('tv')).toBe('');
    await page.locator('#tuse').click();
    await page.waitForFunction(() => (document.querySelector('#tmatch-verdict')?.textContent ?? '').startsWith('✓ Match'));
    expect(await page.locator('#tmatch-table tr[data-var="auth"] td').first().textContent()).toBe('"u:********"');
    expect(shownForms(await shownOnPage(), 'Zq9p@w')).toEqual([]);
  });

  it('logged no console error and no uncaught exception with passwords', () => {
    expect(problems).toEqual([]);
  });
});
