/**
 * The grammar explorer in a real browser: the Debian `chromium` package driven by playwright-core.
 * The site is built into a temporary directory and the page opened from `file://`, as a reader
 * opens a downloaded copy. The suite types a valid and an invalid URL as a person does, checks the
 * tree, the span highlighting both ways, the keyboard, the report (the same text `formatReport`
 * gives in Node), the failure marked in the input and on the railroad diagram, follows a node to
 * its rule page and a rule page's "try it" link back, loads a fragment link, runs the compare and
 * resolve tabs, and saves screenshots at desktop and phone widths in `test-artifacts/explorer/`
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

  it('the tabs are one row the arrow keys walk: compare → normalize → whatwg → schemes → resolve', async () => {
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
    expect(await page.locator('#tab-parse').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('#tab-resolve').getAttribute('aria-selected')).toBe('true');
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

  it('logged no console error and no uncaught exception with passwords', () => {
    expect(problems).toEqual([]);
  });
});
