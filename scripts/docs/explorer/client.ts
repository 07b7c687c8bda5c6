/**
 * The grammar explorer's script: runs in the page (`explore/index.html` of the docs site), bundled
 * by scripts/docs/explorer-page.ts with esbuild as one classic script (an IIFE: Chromium does not
 * run module scripts from `file://`). It uses the library as a user would (`parseURL`,
 * `parseRule`, `formatReport`, `compare`, `normalize`, `parseWHATWG`, `parseScheme`, `resolve`,
 * `removeDotSegments`, and `parseTemplate`, `expandTemplate`, `matchTemplate` of
 * `urlgrammar/templates`), the rule registry for the diagrams (with the scheme grammars, loaded from
 * their RFCs' ABNF at start, as the site's rule pages are), and the railroad renderer of the CLI
 * and the rule pages.
 *
 * The state lives in the fragment (`#g=rfc3986&u=...`, see `readState`), so a view can be linked.
 * Passwords never show: every text the page draws goes through `redactPasswords` of the inputs
 * (`h`, the input's characters, the tree, the captions), and an input that holds a password is
 * left out of the address (a link or the browser's history would keep it), which the page says.
 * The page's static HTML has every control; this script fills the selectors and the outputs. This
 * module starts the page and wires its controls; the parts it draws with are `page.ts` (the state,
 * its fragment, the masking, the element helpers and links), `input-view.ts` (the input's characters
 * and the syntax tree), `parse-tab.ts` (the Parse and Compare tabs), `tabs.ts` (Normalize,
 * WHATWG, Schemes, Resolve) and `template-tab.ts` (URI Template), with the data views beside them (`*-view.ts`, `path.ts`).
 *
 * Browser code: no Node API.
 */
import { allRules, profiles, type GrammarName } from '../../../grammar/all.js';
import { RESOLVE_SPECS, startSymbols, type ResolveSpec, type StartSymbol } from '../../../src/index.js';
import { $, type ExplorerData, type State, TABS, GRAMMARS, h, data, byKey, readState, fragmentOf, state, saveState, setState, setData } from './page.js';
import { charMarks, offsetAt, nodeOf, root, expand, focusItem, onTreeKey, highlightNode, highlightChain } from './input-view.js';
import { updateParse, updateCompare } from './parse-tab.js';
import { normalizeGrammar, updateNormalize, updateWhatwg, updateSchemes, updateResolve } from './tabs.js';
import { highlightPart, highlightVar, lastExpansion, updateTemplate } from './template-tab.js';

// Wiring
// ---------------------------------------------------------------------------------------------

function fillSelectors(): void {
  const g = $<HTMLSelectElement>('grammar');
  g.replaceChildren();
  for (const name of GRAMMARS) g.append(h('option', { value: name }, name));
  if (state.r) {
    const rule = byKey.get(state.r)!;
    g.append(h('option', { value: `rule:${state.r}` }, `rule ${rule.name} (${data.rules[state.r]?.[1] ?? rule.rfc})`));
    g.value = `rule:${state.r}`;
  } else g.value = state.g;
  $('grammar-desc').textContent = state.r ? `parseRule: the input must match this one production.` : profiles[state.g].description;
  const s = $<HTMLSelectElement>('start');
  s.replaceChildren();
  if (state.r) {
    s.append(h('option', { value: '' }, '(the rule itself)'));
    s.disabled = true;
  } else {
    s.disabled = false;
    startSymbols(state.g).forEach((name, i) => s.append(h('option', { value: i === 0 ? '' : name }, i === 0 ? `${name} (default)` : name)));
    s.value = state.s;
  }
}

function showTab(): void {
  for (const t of TABS) {
    const on = state.tab === t;
    const tab = $(`tab-${t}`);
    tab.setAttribute('aria-selected', String(on));
    tab.setAttribute('tabindex', on ? '0' : '-1');
    $(`panel-${t}`).hidden = !on;
  }
  // The Resolve and URI Template tabs read their own fields; the Schemes tab the URL in its own field (`#suri`, the same state).
  $('url-field').hidden = state.tab === 'resolve' || state.tab === 'schemes' || state.tab === 'template';
}

function update(): void {
  saveState();
  showTab();
  if (state.tab === 'parse') updateParse();
  else if (state.tab === 'compare') updateCompare();
  else if (state.tab === 'normalize') updateNormalize();
  else if (state.tab === 'whatwg') updateWhatwg();
  else if (state.tab === 'schemes') updateSchemes();
  else if (state.tab === 'template') updateTemplate();
  else updateResolve();
}

function load(hash: string): void {
  setState(readState(hash));
  $<HTMLTextAreaElement>('url').value = state.u;
  $<HTMLTextAreaElement>('suri').value = state.u;
  $<HTMLInputElement>('base').value = state.base;
  $<HTMLInputElement>('ref').value = state.ref;
  $<HTMLSelectElement>('spec').value = state.spec;
  $<HTMLInputElement>('strict').checked = state.strict;
  $<HTMLInputElement>('strict').disabled = state.spec !== 'rfc3986';
  $<HTMLInputElement>('path').value = state.path;
  $<HTMLSelectElement>('dspec').value = state.dspec;
  $<HTMLInputElement>('wbase').value = state.wb;
  $<HTMLInputElement>('tpl').value = state.tt;
  $<HTMLTextAreaElement>('tvalues').value = state.tv;
  $<HTMLTextAreaElement>('turi').value = state.tu;
  $<HTMLInputElement>('tlists').checked = state.tl;
  $<HTMLInputElement>('tanyorder').checked = state.tq;
  $<HTMLInputElement>('tsegment').checked = state.tp;
  fillSelectors();
  update();
}

function debounce(f: () => void, ms: number): () => void {
  let t: ReturnType<typeof setTimeout> | undefined;
  return () => {
    if (t !== undefined) clearTimeout(t);
    t = setTimeout(f, ms);
  };
}

function init(): void {
  const el = document.getElementById('explorer-data');
  if (el?.textContent) setData(JSON.parse(el.textContent) as ExplorerData);
  for (const r of allRules()) byKey.set(r.key, r);

  const spec = $<HTMLSelectElement>('spec');
  for (const s of RESOLVE_SPECS) spec.append(h('option', { value: s }, s));

  const later = debounce(update, 150);
  const url = $<HTMLTextAreaElement>('url');
  url.addEventListener('input', (ev) => {
    state.u = (ev.target as HTMLTextAreaElement).value;
    later();
  });
  // The Schemes tab's URI field: the same input as the URL field above the tabs.
  $<HTMLTextAreaElement>('suri').addEventListener('input', (ev) => {
    state.u = (ev.target as HTMLTextAreaElement).value;
    url.value = state.u;
    later();
  });
  // From the keyboard: the nodes that contain the character after the cursor (once the tree is the input's).
  const caret = () => {
    if (!root || state.tab !== 'parse' || url.value !== charMarks.input || url.selectionStart !== url.selectionEnd) return;
    highlightChain(url.selectionStart < url.value.length ? url.selectionStart : null);
  };
  url.addEventListener('keyup', caret);
  url.addEventListener('click', caret);
  for (const id of ['base', 'ref', 'path'] as const) {
    $<HTMLInputElement>(id).addEventListener('input', (ev) => {
      state[id] = (ev.target as HTMLInputElement).value;
      later();
    });
  }
  $<HTMLSelectElement>('grammar').addEventListener('change', (ev) => {
    const v = (ev.target as HTMLSelectElement).value;
    if (v.startsWith('rule:')) return;
    state.g = v as GrammarName;
    state.r = '';
    state.s = '';
    fillSelectors();
    update();
  });
  $<HTMLSelectElement>('start').addEventListener('change', (ev) => {
    state.s = (ev.target as HTMLSelectElement).value as StartSymbol; // an option of the grammar's start symbols
    update();
  });
  spec.addEventListener('change', () => {
    state.spec = spec.value as ResolveSpec;
    $<HTMLInputElement>('strict').disabled = state.spec !== 'rfc3986';
    update();
  });
  $<HTMLInputElement>('strict').addEventListener('change', (ev) => {
    state.strict = (ev.target as HTMLInputElement).checked;
    update();
  });
  $<HTMLSelectElement>('dspec').addEventListener('change', (ev) => {
    state.dspec = (ev.target as HTMLSelectElement).value as State['dspec'];
    update();
  });
  // The Normalize tab's grammar and start symbol are the Parse tab's (the grammar limited to those
  // with a normalization).
  $<HTMLSelectElement>('ngrammar').addEventListener('change', (ev) => {
    state.g = (ev.target as HTMLSelectElement).value as GrammarName;
    state.r = '';
    state.s = '';
    fillSelectors();
    update();
  });
  $<HTMLSelectElement>('nstart').addEventListener('change', (ev) => {
    state.g = normalizeGrammar();
    state.r = '';
    state.s = (ev.target as HTMLSelectElement).value as StartSymbol; // a start symbol of that grammar
    fillSelectors();
    update();
  });
  $<HTMLSelectElement>('ndots').addEventListener('change', (ev) => {
    state.nd = (ev.target as HTMLSelectElement).value as State['nd'];
    update();
  });
  $<HTMLInputElement>('wbase').addEventListener('input', (ev) => {
    state.wb = (ev.target as HTMLInputElement).value;
    later();
  });

  // The URI Template tab: its template, values and URI; the lists option; the expansion as the URI to match.
  for (const [id, key] of [
    ['tpl', 'tt'],
    ['tvalues', 'tv'],
    ['turi', 'tu'],
  ] as const) {
    $<HTMLInputElement | HTMLTextAreaElement>(id).addEventListener('input', (ev) => {
      state[key] = (ev.target as HTMLInputElement | HTMLTextAreaElement).value;
      later();
    });
  }
  $<HTMLInputElement>('tlists').addEventListener('change', (ev) => {
    state.tl = (ev.target as HTMLInputElement).checked;
    update();
  });
  $<HTMLInputElement>('tanyorder').addEventListener('change', (ev) => {
    state.tq = (ev.target as HTMLInputElement).checked;
    update();
  });
  $<HTMLInputElement>('tsegment').addEventListener('change', (ev) => {
    state.tp = (ev.target as HTMLInputElement).checked;
    update();
  });
  $<HTMLButtonElement>('tuse').addEventListener('click', () => {
    if (lastExpansion === null) return;
    state.tu = lastExpansion;
    $<HTMLTextAreaElement>('turi').value = state.tu;
    update();
  });
  // Pointing at a part (in the template, the table or the expansion) marks it in all three; at a
  // variable of a reading, its span in the URI and its row.
  const panel = $('panel-template');
  const point = (ev: Event) => {
    const t = ev.target as HTMLElement;
    highlightPart(t.closest<HTMLElement>('[data-part]')?.dataset['part'] ?? null);
    const v = t.closest<HTMLElement>('#tmatch-out [data-var]');
    highlightVar(v?.closest('.reading') ?? null, v?.dataset['var'] ?? null);
  };
  panel.addEventListener('mouseover', point);
  panel.addEventListener('focusin', point);
  panel.addEventListener('mouseleave', () => {
    highlightPart(null);
    highlightVar(null, null);
  });

  const tabs = TABS;
  for (const t of tabs) {
    const tab = $(`tab-${t}`);
    tab.addEventListener('click', () => {
      state.tab = t;
      update();
    });
    tab.addEventListener('keydown', (ev) => {
      const k = tabs.indexOf(t);
      const to = ev.key === 'ArrowRight' ? tabs[(k + 1) % tabs.length] : ev.key === 'ArrowLeft' ? tabs[(k + tabs.length - 1) % tabs.length] : null;
      if (!to) return;
      ev.preventDefault();
      state.tab = to;
      update();
      $(`tab-${to}`).focus();
    });
  }

  const tree = $('result');
  tree.addEventListener('keydown', (ev) => {
    if ((ev.target as HTMLElement).closest('#tree')) onTreeKey(ev);
  });
  tree.addEventListener('click', (ev) => {
    const t = ev.target as HTMLElement;
    if (t.closest('a')) return;
    const li = t.closest<HTMLElement>('#tree li[role="treeitem"]');
    if (!li) return;
    if (t.classList.contains('twisty')) expand(li, li.getAttribute('aria-expanded') !== 'true');
    focusItem(li);
  });
  tree.addEventListener('mouseover', (ev) => {
    const li = (ev.target as HTMLElement).closest<HTMLElement>('#tree li[role="treeitem"]');
    highlightNode(li ? (nodeOf.get(li) ?? null) : null);
  });
  tree.addEventListener('mouseleave', () => highlightNode(null));
  tree.addEventListener('focusin', (ev) => {
    const li = (ev.target as HTMLElement).closest<HTMLElement>('#tree li[role="treeitem"]');
    if (li) highlightNode(nodeOf.get(li) ?? null);
  });

  const chars = $('chars');
  chars.addEventListener('mousemove', (ev) => {
    if (!root) return;
    const t = ev.target as HTMLElement;
    const i = t.classList.contains('end') ? null : offsetAt(ev.clientX, ev.clientY);
    highlightChain(i);
  });
  chars.addEventListener('mouseleave', () => highlightChain(null));

  window.addEventListener('hashchange', () => {
    if (location.hash !== fragmentOf(state)) load(location.hash);
  });
  load(location.hash);
  document.body.dataset['ready'] = 'true';
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
else init();
