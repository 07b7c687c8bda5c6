/**
 * The documentation site read offline: built into a temporary directory (the API reference
 * included) and each kind of page opened from `file://` in the Debian `chromium` package, driven by
 * playwright-core as test/explorer-browser.test.ts drives it (the same launch flags): the README,
 * a guide, an error page whose text quotes `<URL:...>`, the errors index, an API page, the API
 * index and the grammar explorer. On each: no console error and no uncaught exception, no image
 * that did not load, no link to `URL:...`, no request to anything but the site's own files, and on
 * the API pages every icon drawn from the sprite in the page.
 *
 * It runs under `npm run test:browser` (and `.ci/run`), which set `URLGRAMMAR_BROWSER=required`: a
 * missing browser (`/usr/bin/chromium`, or `CHROMIUM_PATH`) fails the run. `npm test` and
 * `npm run test:full` leave this file out (vitest.config.ts). Run by hand without chromium, it
 * skips and says so.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../scripts/docs/build.js';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const REQUIRED = process.env['URLGRAMMAR_BROWSER'] === 'required';
const HAVE = existsSync(CHROMIUM);

if (!HAVE && !REQUIRED) {
  console.warn(`test/site-browser.test.ts: SKIPPED, no chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH). \`npm run test:browser\` and .ci/run do not skip it.`);
}

describe.runIf(REQUIRED && !HAVE)('the site in a browser', () => {
  it('has a chromium to run in (URLGRAMMAR_BROWSER=required)', () => {
    expect(existsSync(CHROMIUM), `no chromium at ${CHROMIUM}: apt-get install -y chromium`).toBe(true);
  });
});

/** Each kind of page, by its site path. */
const PAGES = [
  ['the README', 'readme.html'],
  ['a guide (with the screenshot)', 'guide/quickstart.html'],
  ['an error page that quotes "<URL:...>"', 'errors/paste.brackets.html'],
  ['the errors index', 'errors/index.html'],
  ['an API page', 'api/functions/parseURL.html'],
  ['the API index', 'api/index.html'],
  ['the grammar explorer', 'explore/index.html'],
] as const;

describe.runIf(HAVE)('the documentation site from file:// in Chromium', () => {
  let site = '';
  let profile = '';
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];

  beforeAll(async () => {
    site = mkdtempSync(join(tmpdir(), 'urlgrammar-site-browser-'));
    profile = mkdtempSync(join(tmpdir(), 'urlgrammar-chromium-'));
    buildSite({ outDir: site });
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 900 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`uncaught exception: ${e.message}`));
    page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText ?? ''})`));
    page.on('request', (r) => {
      if (!/^(?:file|data|blob|about):/.test(r.url())) problems.push(`a request to the network: ${r.url()}`);
    });
  }, 300_000);

  afterAll(async () => {
    await context?.close();
    for (const d of [site, profile]) if (d) rmSync(d, { recursive: true, force: true });
  });

  it.each(PAGES)('%s (%s): no console error, no broken image, no link to URL:..., nothing from the network', async (_, path) => {
    problems = [];
    await page.goto(pathToFileURL(join(site, path)).href, { waitUntil: 'load' });
    if (path.startsWith('api/')) {
      // typedoc's scripts: the sprite put into the page (assets/icons.js), then the page shown.
      await page.waitForFunction(() => document.getElementById('icon-search') !== null);
      const unresolved = await page.evaluate(() =>
        Array.from(document.querySelectorAll('use'))
          .map((u) => u.getAttribute('href') ?? '')
          .filter((h) => !h.startsWith('#') || document.getElementById(h.slice(1)) === null),
      );
      expect(unresolved, 'icons not drawn from the sprite in the page').toEqual([]);
    }
    if (path.startsWith('explore/')) await page.waitForSelector('body[data-ready="true"]');
    const seen = await page.evaluate(() => ({
      images: document.images.length,
      broken: Array.from(document.images)
        .filter((i) => !i.complete || i.naturalWidth === 0)
        .map((i) => i.src),
      urlLinks: Array.from(document.querySelectorAll('a[href]'))
        .map((a) => a.getAttribute('href')!)
        .filter((h) => /^url:/i.test(h)),
      text: document.body.textContent ?? '',
    }));
    expect(problems, `${path}: console errors, exceptions, failed or network requests`).toEqual([]);
    expect(seen.broken, `${path}: images that did not load`).toEqual([]);
    expect(seen.urlLinks, `${path}: links to URL:...`).toEqual([]);
    if (path === 'readme.html' || path === 'guide/quickstart.html') expect(seen.images, `${path} shows the explorer's screenshot`).toBeGreaterThan(0);
    if (path.startsWith('errors/')) expect(seen.text).toContain('"<URL:...>"');
  });
});
