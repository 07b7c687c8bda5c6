/**
 * Markdown to HTML for the site, with `marked`, plus what a static site of a repository needs:
 *
 * - headings get GitHub's ids, so `#anchor` links written for GitHub work on the site too;
 * - relative links to Markdown files that the site renders are rewritten to their pages; links to
 *   other repository files (source, tests) are not on the site and become plain text naming the path;
 * - a code span that is a rule key (`1738:hostname`) or an error code (`char.space`) links to its page;
 * - an image under `docs/images/` shows the copy the build puts in the site's `images/`, also when
 *   the Markdown gives the repository's own address for it (the README does, as npm shows no
 *   relative image), so that the site shows nothing from the network;
 * - an autolink whose scheme is not a web one (`<URL:...>`, RFC 3986 Appendix C's wrapper quoted in
 *   the error codes' text) is text, not a link to `URL:...`.
 */
import { Marked, type Renderer, type Tokens } from 'marked';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { esc, href, slugger } from './html.js';

/** Where a page is and how to link out of it. */
export interface MarkdownContext {
  /** The repository path of the Markdown source (`docs/guide/quickstart.md`), for relative links. */
  readonly source: string;
  /** The site path of the page (`guide/quickstart.html`). */
  readonly page: string;
  /** Repository path of a Markdown file to its site path. */
  readonly pages: ReadonlyMap<string, string>;
  /** The site page of a code span's text (a rule key or an error code), or null. */
  readonly codeLink?: (text: string) => string | null;
}

const external = /^[a-z][a-z0-9+.-]*:/i;

/** The repository folder of the images the docs show; the build copies it to the site's `images/`. */
export const IMAGES = 'docs/images';

/** The address of a file of this repository at a ref, less its ref and path (package.json's `repository`), or null. */
const RAW = ((): string | null => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { repository?: { url?: string } };
  const m = /github\.com\/([^/]+\/[^/]+?)(?:\.git)?$/.exec(pkg.repository?.url ?? '');
  return m ? `https://raw.githubusercontent.com/${m[1]}/` : null;
})();

/** The repository path of `target` when it is this repository's own address for a file (`RAW` REF/PATH), else null. */
function ownFile(target: string): string | null {
  if (RAW === null || !target.startsWith(RAW)) return null;
  const rest = target.slice(RAW.length);
  return rest.includes('/') ? rest.slice(rest.indexOf('/') + 1) : null;
}

/** The schemes an autolink (`<scheme:...>`) may link to; another is text. */
const AUTOLINK_SCHEMES = /^(?:https?|mailto|ftp):/i;

/** The rendered page: its HTML and the text of its first `#` heading. */
export interface RenderedMarkdown {
  readonly html: string;
  readonly title: string | null;
}

/** Renders a Markdown document. */
export function renderMarkdown(src: string, ctx: MarkdownContext): RenderedMarkdown {
  const nextSlug = slugger();
  let title: string | null = null;
  let inLink = false;
  const md = new Marked({ gfm: true });
  md.use({
    renderer: {
      heading(this: Renderer, { tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const plain = this.parser.parseInline(tokens, this.parser.textRenderer).replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
        if (depth === 1 && title === null) title = plain;
        const id = nextSlug(plain);
        return `<h${depth} id="${esc(id)}">${inner}</h${depth}>\n`;
      },
      link(this: Renderer, { href: target, title: t, tokens, raw }: Tokens.Link) {
        if (raw.startsWith('<') && !AUTOLINK_SCHEMES.test(target)) return esc(raw);
        inLink = true;
        const text = this.parser.parseInline(tokens);
        inLink = false;
        const resolved = resolveLink(target, ctx);
        if (resolved === null) return `<span class="repo-path" title="${esc(`in the repository: ${repoTarget(target, ctx)}`)}">${text}</span>`;
        return `<a href="${esc(resolved)}"${t ? ` title="${esc(t)}"` : ''}>${text}</a>`;
      },
      image({ href: target, title: t, text }: Tokens.Image) {
        const own = ownFile(target);
        const repo = own ?? repoTarget(target, ctx);
        const src = external.test(target) && own === null ? target : repo.startsWith(`${IMAGES}/`) ? href(ctx.page, `images/${repo.slice(IMAGES.length + 1)}`) : target;
        return `<img src="${esc(src)}" alt="${esc(text)}"${t ? ` title="${esc(t)}"` : ''}>`;
      },
      codespan({ text }: Tokens.Codespan) {
        const raw = text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
        const to = inLink ? null : (ctx.codeLink?.(raw) ?? null);
        const code = `<code>${esc(raw)}</code>`;
        return to === null ? code : `<a href="${esc(href(ctx.page, to))}">${code}</a>`;
      },
    },
  });
  const html = md.parse(src, { async: false });
  return { html, title };
}

/** Renders one line of Markdown (notes and glosses) without a paragraph. */
export function renderInline(src: string, ctx: MarkdownContext): string {
  const { html } = renderMarkdown(src, ctx);
  return html.trim().replace(/^<p>/, '').replace(/<\/p>$/, '');
}

function repoTarget(target: string, ctx: MarkdownContext): string {
  const [path] = target.split('#');
  return posix.normalize(posix.join(posix.dirname(ctx.source), path ?? ''));
}

/** The link on the site for a link in the Markdown, or null if the target is not on the site. */
function resolveLink(target: string, ctx: MarkdownContext): string | null {
  if (external.test(target) || target.startsWith('//')) return target;
  if (target.startsWith('#')) return target;
  const hash = target.includes('#') ? target.slice(target.indexOf('#')) : '';
  const page = ctx.pages.get(repoTarget(target, ctx));
  return page === undefined ? null : href(ctx.page, page) + hash;
}
