/**
 * Checks the internal links of the built site: every `href` and `src` of every HTML page under the
 * site directory (the API reference too) must point to a file of the site, and a `#fragment` to an
 * `id` (or `name`) in that file. External links (with a scheme, or `//`) are not checked. A fragment
 * of the form `key=value&...` is not an anchor but the grammar explorer's state (`#g=rfc3986&u=...`):
 * its file must exist; the state is the explorer's to read. On a page of the API reference, a
 * fragment may also name an icon of typedoc's sprite (`api/assets/icons.svg`), which typedoc's
 * `assets/icons.js` puts into every page (the build points the icons there: `localIcons`).
 *
 *   npx tsx scripts/docs/check-links.ts [DIR]   # default docs/site; exits 1 on a broken link
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const ATTR = /\s(?:href|src|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const ID = /\s(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The broken internal links of the site in `dir`, as `page: link (why)` lines; empty when all resolve. */
export function checkLinks(dir: string): string[] {
  const root = resolve(dir);
  const files = walk(root);
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let set = ids.get(file);
    if (!set) {
      set = new Set();
      if (/\.(html|svg)$/.test(file)) for (const m of readFileSync(file, 'utf8').matchAll(ID)) set.add(decodeEntities(m[1] ?? m[2] ?? ''));
      ids.set(file, set);
    }
    return set;
  };
  const problems: string[] = [];
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = readFileSync(file, 'utf8').replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '<script></script>');
    const page = relative(root, file).split(sep).join('/');
    for (const m of html.matchAll(ATTR)) {
      const link = decodeEntities(m[1] ?? m[2] ?? '').trim();
      if (link === '' || /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
      const hashAt = link.indexOf('#');
      const pathPart = (hashAt < 0 ? link : link.slice(0, hashAt)).replace(/\?.*$/, '');
      const fragment = hashAt < 0 ? null : safeDecode(link.slice(hashAt + 1));
      let target = pathPart === '' ? file : resolve(dirname(file), safeDecode(pathPart));
      if (pathPart.endsWith('/') || (existsSync(target) && statSync(target).isDirectory())) target = join(target, 'index.html');
      if (!target.startsWith(root + sep) && target !== root) {
        problems.push(`${page}: ${link} (outside the site)`);
        continue;
      }
      if (!existsSync(target)) {
        problems.push(`${page}: ${link} (no such file)`);
        continue;
      }
      const state = fragment !== null && /^[a-z]+=/.test(fragment);
      const sprite = join(root, 'api', 'assets', 'icons.svg');
      const icon = target === file && page.startsWith('api/') && existsSync(sprite) && idsOf(sprite).has(fragment ?? '');
      if (fragment !== null && fragment !== '' && !state && !icon && !idsOf(target).has(fragment)) problems.push(`${page}: ${link} (no id "${fragment}" in ${relative(root, target).split(sep).join('/')})`);
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../../docs/site', import.meta.url));
  const problems = checkLinks(dir);
  for (const p of problems) process.stderr.write(`broken link: ${p}\n`);
  if (problems.length) process.exit(1);
  process.stdout.write(`check-links: every internal link of ${dir} resolves\n`);
}
