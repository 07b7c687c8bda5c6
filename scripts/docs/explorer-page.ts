/**
 * The grammar explorer (`explore/index.html`): a page where an input meets the grammar. The page
 * is static HTML with every control labelled; its script (scripts/docs/explorer/client.ts) is
 * bundled here with esbuild as one classic script (an IIFE: Chromium runs no module script from
 * `file://`), so the page works opened from disk and from any static host.
 *
 * Other pages link into it with a state in the fragment (scripts/docs/explore-link.ts).
 */
import { buildSync } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allRules } from '../../grammar/all.js';
import { errorCodes } from '../../src/index.js';
import { errorPath } from './error-pages.js';
import { citation, loadSiteGrammars, rulePath, sectionUrl } from './grammar-pages.js';
import { href, writeFile, writePage } from './html.js';
import type { ExplorerData } from './explorer/page.js';
import { EXPLORE_PAGE } from './explore-link.js';

export { EXPLORE_PAGE, exploreHref, type ExploreTarget } from './explore-link.js';

const CLIENT = fileURLToPath(new URL('./explorer/client.ts', import.meta.url));

/** The explorer's own styles (the site's style.css gives the rest). */
const CSS = `main { max-width: 76em; }
.lede { margin-top: 0; }
.field { margin: .8em 0; }
.field label, .controls label { display: block; font-weight: 600; margin-bottom: .2em; }
.field label .meta { font-weight: normal; }
textarea, input[type=text], select { font: 1em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: var(--fg); background: #fff; border: 1px solid #8a939c; border-radius: 4px; padding: .4em .5em; max-width: 100%; }
textarea { width: 100%; resize: vertical; min-height: 3.2em; }
input[type=text] { width: 100%; }
select { font-family: system-ui, sans-serif; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 1px; }
.controls { display: flex; flex-wrap: wrap; gap: .6em 1.2em; align-items: flex-end; margin: .8em 0 .2em; }
.controls > div { min-width: 12em; }
.controls .check label { display: inline; font-weight: normal; }
[role=tablist] { display: flex; gap: .25em; border-bottom: 2px solid var(--line); margin: 1.2em 0 .4em; }
[role=tab] { font: inherit; font-weight: 600; color: var(--muted); background: none; border: 2px solid transparent; border-bottom: none; border-radius: 6px 6px 0 0; padding: .45em 1.1em; margin-bottom: -2px; cursor: pointer; }
[role=tab][aria-selected=true] { color: var(--fg); background: #fff; border-color: var(--line); border-bottom: 2px solid #fff; }
[role=tab]:hover { color: var(--link); }
.chars { font: 1.05em/1.9 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--bg-code); border: 1px solid var(--line); border-radius: 4px; padding: .3em .6em; overflow-wrap: anywhere; word-break: break-all; max-height: 12em; overflow-y: auto; cursor: default; }
.chars span { border-radius: 2px; }
.chars .ctl { color: #8a4b00; }
.chars .end { color: var(--muted); font-size: .8em; margin-left: .3em; }
.chars .hl { background: #cfe3ff; }
.chars .at { outline: 2px solid #0b57d0; }
.chars .warn { text-decoration: wavy underline #a05a00; }
.chars .fail { background: #b3261e; color: #fff; }
.chars .culprit { outline: 2px solid #b3261e; outline-offset: -1px; }
.chars .end.fail { padding: 0 .2em; }
.chain { min-height: 1.6em; margin: .3em 0; font-size: .92em; }
.chain-node { font-family: ui-monospace, monospace; }
.verdict { font-weight: 600; padding: .5em .8em; border-radius: 4px; margin: .8em 0; }
.verdict.good { background: #e6f4ea; color: #0d5323; }
.verdict.bad { background: #fce8e6; color: #8c1d18; }
.verdict .timing { font-weight: normal; }
ul[role=tree], ul[role=group] { list-style: none; margin: 0; padding-left: 0; }
ul[role=group] { padding-left: 1.3em; border-left: 1px dotted var(--line); margin-left: .45em; }
li[role=treeitem] > .row { padding: .1em .3em; border-radius: 3px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
li[role=treeitem]:focus { outline: none; }
li[role=treeitem]:focus > .row { outline: 3px solid #0b57d0; }
li[role=treeitem].hover > .row { background: #cfe3ff; }
li[role=treeitem].in-chain > .row { background: #fff3c4; }
.twisty { display: inline-block; width: 1.1em; color: var(--muted); cursor: pointer; user-select: none; }
a.rule { font-family: ui-monospace, monospace; font-weight: 600; }
.row .text { font-size: .85em; }
.row .range, .row .cite { font-size: .8em; }
.row .cite { color: var(--muted); }
pre.report { font-size: .88em; line-height: 1.4; }
.hints ul, ul.fixes { padding-left: 1.2em; }
ol.stack { padding-left: 1.6em; }
ol.stack li { margin: .35em 0; }
ol.stack .production { font-size: .82em; white-space: pre-wrap; overflow-wrap: anywhere; }
.frames { display: flex; flex-wrap: wrap; gap: .35em; margin: .6em 0; }
.frame-btn { font: .85em ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; padding: .2em .7em; border: 1px solid #8a939c; border-radius: 999px; background: #fff; color: var(--fg); cursor: pointer; }
.frame-btn[aria-pressed=true] { background: #0b57d0; border-color: #0b57d0; color: #fff; }
.legend .key { display: inline-block; padding: 0 .45em; border: 2px solid #333; border-radius: 3px; font-size: .85em; }
.legend .key.taken { background: #c8ecd2; }
.legend .key.failed { background: #ffd4cf; border-color: #b3261e; }
.legend .key.both { background: #c8ecd2; border: 2px dashed #b3261e; }
svg.railroad-diagram g.rr-taken > rect, svg.railroad-diagram a.nonterminal.rr-taken > rect { fill: #c8ecd2; }
svg.railroad-diagram g.rr-failed > rect, svg.railroad-diagram a.nonterminal.rr-failed > rect { fill: #ffd4cf; stroke: #b3261e; stroke-width: 3; }
svg.railroad-diagram g.rr-taken.rr-failed > rect, svg.railroad-diagram a.nonterminal.rr-taken.rr-failed > rect { fill: #c8ecd2; stroke: #b3261e; stroke-width: 3; stroke-dasharray: 5 3; }
svg.railroad-diagram a.rr-failed text { fill: #8c1d18; }
.scroll { overflow-x: auto; }
table.compare td, table.compare th { font-size: .88em; }
table.compare th.ok, table.compare td.ok { color: #0d5323; }
table.compare th.no, table.compare td.no { color: #8c1d18; }
table.compare td.na, table.compare td.absent { color: var(--muted); text-align: center; }
table.compare code { white-space: pre-wrap; word-break: break-all; }
ol.steps li { margin: .6em 0; }
.step-rule { font-weight: 600; }
dl.values { display: grid; grid-template-columns: max-content 1fr; gap: .1em .8em; margin: .3em 0; font-size: .9em; }
dl.values dt { font-family: ui-monospace, monospace; color: var(--muted); }
dl.values dd { margin: 0; overflow-wrap: anywhere; }
table.dots { font-size: .88em; }
table.levels td, table.levels th { font-size: .9em; }
code.url { white-space: pre-wrap; overflow-wrap: anywhere; word-break: break-all; }
ol.nsteps li { margin: .7em 0; }
ol.nsteps .step-name { font-family: ui-monospace, monospace; }
ol.nsteps .cite, ol.nsteps .step-rule .meta { font-weight: normal; }
ol.nsteps .cite { font-size: .9em; margin-left: .3em; }
ol.nsteps .change { margin-top: .2em; line-height: 1.9; }
ol.nsteps .arrow { color: var(--muted); }
del.chg { background: #ffd4cf; color: #5c0f0b; text-decoration: line-through; border-radius: 2px; }
del.chg.point { display: inline-block; width: 0; height: 1.1em; vertical-align: text-bottom; border-left: 2px solid #b3261e; background: none; }
ins.chg { background: #c8ecd2; color: #0d3b1c; text-decoration: underline; border-radius: 2px; }
ins.chg.point { display: inline-block; width: 0; height: 1.1em; vertical-align: text-bottom; border-left: 2px solid #1b7f3b; background: none; }
code.url .elided { color: var(--muted); }
.verdict.warn { background: #fff3c4; color: #5c4300; }
table.components td, table.components th { font-size: .9em; }
ol.werrors { padding-left: 1.6em; }
ol.werrors > li { margin: .8em 0; }
ol.werrors .wname { font-family: ui-monospace, monospace; }
ol.werrors .kind { font-size: .8em; padding: .05em .45em; border-radius: 3px; margin-left: .2em; }
ol.werrors .kind.failure { background: #fce8e6; color: #8c1d18; }
ol.werrors .kind.warning { background: #fff3c4; color: #5c4300; }
ol.werrors .wdesc { font-size: .9em; }
ol.werrors .change { margin: .25em 0; line-height: 1.9; }
ol.werrors .wmessage { font-size: .88em; }
mark.wspan { background: #ffd4cf; color: #5c0f0b; border-radius: 2px; outline: 1px solid #b3261e; }
mark.wspan.point { display: inline-block; width: 0; height: 1.1em; vertical-align: text-bottom; border-left: 2px solid #b3261e; outline: none; background: none; }
details.wtrace > summary { cursor: pointer; font-weight: 600; margin: .3em 0; }
ol.wtrace { padding-left: 2.2em; font-size: .92em; }
ol.wtrace > li { margin: .15em 0; }
ol.wtrace ul { margin: .1em 0 .3em; padding-left: 1.2em; list-style: circle; }
ol.wtrace a.wstate { font-family: ui-monospace, monospace; }
.tchars { margin: .4em 0 .6em; }
.tchars .tpart { border-radius: 3px; padding: .1em 0; }
.tchars .texpr { background: #e3ecfb; box-shadow: inset 0 -2px 0 #0b57d0; margin: 0 1px; }
mark.wspan.tend { font-size: .8em; padding: 0 .2em; margin-left: .2em; }
.tchars .tvar { text-decoration: underline; text-underline-offset: .2em; font-weight: 600; }
.tchars .tpart.hl, table.tparts tr.hl, code .tpiece.hl { background: #fff3c4; box-shadow: inset 0 0 0 2px #a05a00; }
code .tpiece.texpr { background: #e3ecfb; border-radius: 2px; }
table.tparts .tmod { font-family: ui-monospace, monospace; font-size: .9em; }
table.tparts tr:focus, table.tmatch tr:focus { outline: 3px solid #0b57d0; outline-offset: -3px; }
table.tparts tr.hl { background: #fff3c4; }
mark.tval { background: #c8ecd2; color: #0d3b1c; border-radius: 2px; outline: 1px solid #1b7f3b; margin: 0 1px; }
mark.tval.point { display: inline-block; width: 0; height: 1.1em; vertical-align: text-bottom; border-left: 2px solid #1b7f3b; outline: none; background: none; }
mark.tval.hl, table.tmatch tr.hl { background: #fff3c4; }
.texpr-outline { outline: 1px dashed #8c1d18; border-radius: 2px; }
.tflag { font-size: .8em; padding: .05em .45em; border-radius: 3px; margin-right: .3em; background: #fff3c4; color: #5c4300; }
.tuse { font: inherit; padding: .3em .9em; border: 1px solid #8a939c; border-radius: 4px; background: #fff; color: var(--fg); cursor: pointer; }
.tuse:disabled { color: #5f6368; cursor: default; }
.reading h4 { margin: .8em 0 .2em; }
@media (max-width: 40em) {
  header { flex-wrap: wrap; gap: .3em 1em; padding: .5em 1em; }
  header nav a { margin-right: .8em; }
  main { padding: .5em 1em 2em; }
  [role=tablist] { gap: .1em; flex-wrap: wrap; }
  [role=tab] { padding: .4em .45em; font-size: .9em; }
  .controls > div { min-width: 0; flex: 1 1 100%; }
  .row .cite { display: none; }
  select { width: 100%; }
}
`;

/** The rule and error-page data the script reads, with links relative to the explorer (the scheme grammars' rules included). */
function explorerData(): ExplorerData {
  loadSiteGrammars();
  const rules: Record<string, readonly [string, string, string | null]> = {};
  for (const r of allRules()) rules[r.key] = [href(EXPLORE_PAGE, rulePath(r)), citation(r), sectionUrl(r.rfc, r.section)];
  const errors: Record<string, string> = {};
  for (const c of errorCodes) errors[c] = href(EXPLORE_PAGE, errorPath(c));
  return { rules, errors };
}

/** Bundles the script and writes the page, its styles and its script; returns the site paths of the pages written. */
export function writeExplorer(outDir: string): string[] {
  const dir = join(outDir, 'explore');
  const bundle = buildSync({
    entryPoints: [CLIENT],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    mainFields: ['browser', 'module', 'main'],
    target: 'es2022',
    minify: true,
    legalComments: 'eof',
    write: false,
    logLevel: 'silent',
  });
  writeFile(join(dir, 'explorer.js'), bundle.outputFiles[0]!.text);
  writeFile(join(dir, 'explorer.css'), CSS);
  // `<` escaped so that no text of the data can close the script element.
  const json = JSON.stringify(explorerData()).replace(/</g, '\\u003c');
  const body = `<div class="explorer-page">
<h1>Grammar explorer</h1>
<p class="lede">Type a URL and watch a generation of the grammar read it: the syntax tree when it is valid, the traced report and the path through the railroad diagram when it is not. The URI Template tab reads RFC 6570 templates, expands them and matches URIs back. The state is in the address (<code>#g=rfc3986&amp;u=…</code>): copy it to link to this view.</p>
<div class="field" id="url-field">
<label for="url">URL <span class="meta" id="url-help">(the result updates as you type)</span></label>
<textarea id="url" rows="2" spellcheck="false" autocapitalize="off" autocomplete="off"></textarea>
</div>
<div role="tablist" aria-label="Views">
<button type="button" role="tab" id="tab-parse" aria-controls="panel-parse" aria-selected="true">Parse</button>
<button type="button" role="tab" id="tab-compare" aria-controls="panel-compare" aria-selected="false" tabindex="-1">Compare</button>
<button type="button" role="tab" id="tab-normalize" aria-controls="panel-normalize" aria-selected="false" tabindex="-1">Normalize</button>
<button type="button" role="tab" id="tab-whatwg" aria-controls="panel-whatwg" aria-selected="false" tabindex="-1">WHATWG</button>
<button type="button" role="tab" id="tab-schemes" aria-controls="panel-schemes" aria-selected="false" tabindex="-1">Schemes</button>
<button type="button" role="tab" id="tab-resolve" aria-controls="panel-resolve" aria-selected="false" tabindex="-1">Resolve</button>
<button type="button" role="tab" id="tab-template" aria-controls="panel-template" aria-selected="false" tabindex="-1">URI Template</button>
</div>
<p class="meta" id="address-note" role="status" hidden></p>
<section role="tabpanel" id="panel-parse" aria-labelledby="tab-parse">
<div class="controls">
<div><label for="grammar">Grammar</label><select id="grammar"></select></div>
<div><label for="start">Start symbol</label><select id="start"></select></div>
</div>
<p class="meta" id="grammar-desc"></p>
<div class="chars" id="chars" role="group" aria-label="The input, character by character"></div>
<p class="chain" id="chain" aria-live="polite"></p>
<div id="verdict" class="verdict" role="status"></div>
<div id="result"></div>
</section>
<section role="tabpanel" id="panel-compare" aria-labelledby="tab-compare" hidden>
<h2>Every reader side by side</h2>
<div id="compare-out"></div>
</section>
<section role="tabpanel" id="panel-normalize" aria-labelledby="tab-normalize" hidden>
<h2>Normalization (RFC 3986 §6)</h2>
<div class="controls">
<div><label for="ngrammar">Grammar</label><select id="ngrammar"><option value="rfc3986">rfc3986 (URIs)</option><option value="rfc3987">rfc3987 (IRIs)</option></select></div>
<div><label for="nstart">Start symbol</label><select id="nstart"></select></div>
<div><label for="ndots">Escaped dots (%2E)</label><select id="ndots"><option value="decode">decode (RFC 3986 §6.2.2.2)</option><option value="keep">keep</option></select></div>
</div>
<div id="normalize-out"></div>
</section>
<section role="tabpanel" id="panel-whatwg" aria-labelledby="tab-whatwg" hidden>
<h2>The WHATWG URL Standard's reading</h2>
<div class="controls">
<div style="flex: 2 1 18em"><label for="wbase">Base <span class="meta">(optional: the URL is parsed against it, as by <code>new URL(url, base)</code>)</span></label><input type="text" id="wbase" spellcheck="false" autocomplete="off"></div>
</div>
<div id="whatwg-out"></div>
</section>
<section role="tabpanel" id="panel-schemes" aria-labelledby="tab-schemes" hidden>
<h2>The scheme's own grammar</h2>
<div class="field">
<label for="suri">URI <span class="meta">(read as RFC 3986 has it, then by its scheme's grammar, loaded from the scheme's RFC: <code>parseScheme</code>; the same input as the other tabs)</span></label>
<textarea id="suri" rows="2" spellcheck="false" autocapitalize="off" autocomplete="off"></textarea>
</div>
<div id="schemes-out"></div>
</section>
<section role="tabpanel" id="panel-resolve" aria-labelledby="tab-resolve" hidden>
<h2>Reference resolution</h2>
<div class="controls">
<div style="flex: 2 1 18em"><label for="base">Base</label><input type="text" id="base" spellcheck="false" autocomplete="off"></div>
<div style="flex: 1 1 10em"><label for="ref">Reference</label><input type="text" id="ref" spellcheck="false" autocomplete="off"></div>
<div><label for="spec">Spec</label><select id="spec"></select></div>
<div class="check"><input type="checkbox" id="strict"> <label for="strict">strict (RFC 3986 §5.2.2)</label></div>
</div>
<div id="resolve-out"></div>
<h2>Dot-segment removal</h2>
<div class="controls">
<div style="flex: 2 1 18em"><label for="path">Path</label><input type="text" id="path" spellcheck="false" autocomplete="off"></div>
<div><label for="dspec">Rules of</label><select id="dspec"><option value="rfc3986">rfc3986 (§5.2.4)</option><option value="rfc1808">rfc1808 (§4 step 6)</option></select></div>
</div>
<div id="dots-out"></div>
</section>
<section role="tabpanel" id="panel-template" aria-labelledby="tab-template" hidden>
<h2>URI Templates (RFC 6570)</h2>
<div class="field">
<label for="tpl">Template <span class="meta">(read by <code>parseTemplate</code>: its parts, or where and why it is no template)</span></label>
<input type="text" id="tpl" spellcheck="false" autocapitalize="off" autocomplete="off">
</div>
<div id="template-out"></div>
<h3>Expansion</h3>
<div class="field">
<label for="tvalues">Values <span class="meta">(JSON: an object, each variable's name a key; strings, lists and maps; expanded by <code>expandTemplate</code>)</span></label>
<textarea id="tvalues" rows="3" spellcheck="false" autocapitalize="off" autocomplete="off"></textarea>
</div>
<div id="texpand-out"></div>
<h3>Match</h3>
<div class="field">
<label for="turi">URI <span class="meta">(read back into values by <code>matchTemplate</code>)</span></label>
<textarea id="turi" rows="2" spellcheck="false" autocapitalize="off" autocomplete="off"></textarea>
</div>
<div class="controls">
<div class="check"><input type="checkbox" id="tlists"> <label for="tlists">lists (a value holding “,” may be a list: <code>matchTemplate</code>'s <code>lists</code>)</label></div>
<div class="check"><input type="checkbox" id="tanyorder"> <label for="tanyorder">query in any order (<code>query: 'any-order'</code>: the trailing <code>{?…}{&amp;…}</code> read in any order, with parameters it does not name)</label></div>
<div class="check"><input type="checkbox" id="tsegment"> <label for="tsegment">one segment per value (<code>policy: 'segment'</code>: a value that is "." or "..", or holds "/", "\", "?" or "#", refused)</label></div>
<div><button type="button" id="tuse" class="tuse">Match the expansion</button></div>
</div>
<div id="tmatch-out"></div>
</section>
<noscript><p class="placeholder">The explorer needs JavaScript; the <a href="../grammar/index.html">grammar reference</a> does not.</p></noscript>
</div>`;
  writePage(outDir, {
    path: EXPLORE_PAGE,
    title: 'Grammar explorer',
    body,
    head: `<link rel="stylesheet" href="explorer.css">\n`,
    scripts: `<script type="application/json" id="explorer-data">${json}</script>\n<script src="explorer.js"></script>\n`,
  });
  return [EXPLORE_PAGE];
}

