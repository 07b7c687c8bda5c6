/**
 * The explorer page's state and what every view draws with: the view as the fragment holds it (read and written), the passwords of its inputs (every text drawn is masked by them), the element helpers and the links to rule pages.
 * Part of the grammar explorer's script (scripts/docs/explorer/client.ts starts it).
 *
 * Browser code: no Node API.
 */
import { allRules, lookup, profiles, type GrammarName, type RFC, type Rule } from '../../../grammar/all.js';
import {
  nonstandardSchemeGrammars,
  redactPasswords,
  RESOLVE_SPECS,
  schemeGrammars,
  startSymbols,
  type Redaction,
  type ResolveSpec,
  type StartSymbol,
} from '../../../src/index.js';
import { templateTexts } from './template-view.js';


/** What the page generator embeds (`<script type="application/json" id="explorer-data">`). */
export interface ExplorerData {
  /** Rule key to [page (relative to the explorer), citation, RFC section URL or null]. */
  readonly rules: Readonly<Record<string, readonly [string, string, string | null]>>;
  /** Error code to its page. */
  readonly errors: Readonly<Record<string, string>>;
}

/** The view, as the fragment holds it. */
export interface State {
  tab: Tab;
  /** The grammar (start symbols of `parseURL`). */
  g: GrammarName;
  /** The start symbol; '' for the grammar's default. */
  s: StartSymbol | '';
  /** A rule key (`3986:reg-name`) read with `parseRule` instead of a start symbol; '' for none. */
  r: string;
  u: string;
  base: string;
  ref: string;
  spec: ResolveSpec;
  strict: boolean;
  path: string;
  dspec: 'rfc1808' | 'rfc3986';
  /** How the Normalize tab reads escaped dots (`%2E`). */
  nd: 'decode' | 'keep';
  /** The WHATWG tab's base ('' for none). */
  wb: string;
  /** The URI Template tab's template, values (JSON text), URI to match, and whether a match reads lists (`matchTemplate`'s `lists`). */
  tt: string;
  tv: string;
  tu: string;
  tl: boolean;
  /** `matchTemplate`'s `query: 'any-order'` and `policy: 'segment'`, where the tab asks for them. */
  tq: boolean;
  tp: boolean;
}

/** The tabs, in their order on the page (the arrow keys follow it). */
export const TABS = ['parse', 'compare', 'normalize', 'whatwg', 'schemes', 'resolve', 'template'] as const;
type Tab = (typeof TABS)[number];

export const GRAMMARS = Object.keys(profiles) as GrammarName[];
const DEFAULTS: State = {
  tab: 'parse',
  g: 'rfc3986',
  s: '',
  r: '',
  u: 'http://user@example.org:8080/a/b;p?q=1#frag',
  base: 'http://a/b/c/d;p?q',
  ref: '../g',
  spec: 'rfc3986',
  strict: true,
  path: '/a/b/c/./../../g',
  dspec: 'rfc3986',
  nd: 'decode',
  wb: '',
  tt: '/users/{id}{/path*}{?q,lang:2}',
  tv: '{"id": "a b", "path": ["docs", "v1"], "q": "uri templates", "lang": "en-GB"}',
  tu: '/users/42/docs/v1?q=uri%20templates&lang=en',
  tl: true,
  tq: false,
  tp: false,
};

export const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`explorer: no #${id} in the page`);
  return el as T;
};

/**
 * The passwords of the inputs (the URL, the base and reference, the WHATWG base), read again on
 * every update: every text the page draws is masked by it.
 */
export let secrets: Redaction = redactPasswords('');

/** The inputs of a state, the URL first, for `redactPasswords` (the URI Template tab's as the CLI's `template` command reads them: the values' strings and the expansion too). */
const inputsOf = (st: State): [string, string[]] => {
  const t = templateTexts(st.tt, st.tv, st.tu, st.tl, { anyOrder: st.tq, segment: st.tp });
  return [st.u, [st.base, st.ref, st.path, st.wb, t.template, t.uri, ...t.values, ...(t.expansion === null ? [] : [t.expansion]), ...t.matched]];
};

/** The passwords of a state's inputs. */
function secretsOf(st: State): Redaction {
  const [u, also] = inputsOf(st);
  return redactPasswords(u, { base: st.wb === '' ? null : st.wb, also });
}

/** `input.slice(a, b)` as shown: the input's passwords masked by their spans (the length kept, so offsets hold). */
export const shownSlice = (input: string, a: number, b: number): string => secrets.mask(input).slice(a, b);

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string | null)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') el.className = v;
    else el.setAttribute(k, k === 'href' ? v : secrets.mask(v));
  }
  for (const c of children) if (c !== null) el.append(typeof c === 'string' ? secrets.mask(c) : c);
  return el;
}

export let data: ExplorerData = { rules: {}, errors: {} };

/** Sets what the page generator embedded (the client reads it at start). */
export function setData(d: ExplorerData): void {
  data = d;
}
export const byKey = new Map<string, Rule>();

let schemesLoaded = false;

/**
 * Loads the scheme grammars from their RFCs' ABNF, once: their rules join the registry (a rule
 * page of theirs links here with `r=abnf:...`; the Schemes tab's reports cite them). Not done
 * before a view needs them, so that the other views do not wait for it.
 */
export function loadSchemeGrammars(): void {
  if (schemesLoaded) return;
  schemesLoaded = true;
  schemeGrammars();
  nonstandardSchemeGrammars();
  for (const r of allRules()) byKey.set(r.key, r);
}

// ---------------------------------------------------------------------------------------------
// State and fragment
// ---------------------------------------------------------------------------------------------

/** Reads the state from a fragment: `t`, `g`, `s`, `r`, `u`, `base`, `ref`, `spec`, `strict`, `path`, `dspec`, `nd`, `wb`, and the URI Template tab's `tt`, `tv`, `tu`, `tl`, `tq`, `tp`. */
export function readState(hash: string): State {
  const q = new URLSearchParams(hash.replace(/^#/, ''));
  const st: State = { ...DEFAULTS };
  const t = q.get('t');
  if ((TABS as readonly string[]).includes(t ?? '')) st.tab = t as Tab;
  const g = q.get('g');
  if (g && (GRAMMARS as string[]).includes(g)) st.g = g as GrammarName;
  const s = q.get('s');
  // The default start symbol is written as none (the selector's first option).
  if (s && (startSymbols(st.g) as string[]).includes(s) && s !== startSymbols(st.g)[0]) st.s = s as StartSymbol;
  const r = q.get('r');
  if (r?.startsWith('abnf:')) loadSchemeGrammars();
  if (r && byKey.has(r)) st.r = r;
  const u = q.get('u');
  if (u !== null) st.u = u;
  for (const k of ['base', 'ref', 'path'] as const) {
    const v = q.get(k);
    if (v !== null) st[k] = v;
  }
  const spec = q.get('spec');
  if (spec && (RESOLVE_SPECS as readonly string[]).includes(spec)) st.spec = spec as ResolveSpec;
  if (q.get('strict') === '0') st.strict = false;
  const dspec = q.get('dspec');
  if (dspec === 'rfc1808' || dspec === 'rfc3986') st.dspec = dspec;
  if (q.get('nd') === 'keep') st.nd = 'keep';
  const wb = q.get('wb');
  if (wb !== null) st.wb = wb;
  for (const k of ['tt', 'tv', 'tu'] as const) {
    const v = q.get(k);
    if (v !== null) st[k] = v;
  }
  if (q.get('tl') === '0') st.tl = false;
  if (q.get('tq') === '1') st.tq = true;
  if (q.get('tp') === '1') st.tp = true;
  return st;
}

/**
 * The fragment of a state: only what differs from the defaults, the URL last. An input that holds
 * a password (by any reading, `redactPasswords`) is left out: the address goes into links, the
 * browser's history and whatever the page is shared with.
 */
export function fragmentOf(st: State): string {
  const [u, also] = inputsOf(st);
  const held = (text: string): boolean => redactPasswords(text, { base: st.wb === '' ? null : st.wb }).found;
  if (held(u) || also.some(held)) {
    // The values are left out where a string of theirs holds one, or the expansion they give holds
    // one the template alone does not (`http://u:{p}@h/` and `{"p": "secret"}`).
    const t = templateTexts(st.tt, st.tv, st.tu, st.tl, { anyOrder: st.tq, segment: st.tp });
    const passwords = (text: string): string[] => redactPasswords(text, { base: st.wb === '' ? null : st.wb }).ranges.map(([a, b]) => text.slice(a, b));
    const own = passwords(st.tt);
    const values = t.values.some(held) || (t.expansion !== null && passwords(t.expansion).some((p) => !own.includes(p)));
    st = { ...st, u: held(u) ? '' : u, base: held(st.base) ? '' : st.base, ref: held(st.ref) ? '' : st.ref, path: held(st.path) ? '' : st.path, wb: held(st.wb) ? '' : st.wb, tt: held(st.tt) ? '' : st.tt, tv: values ? '' : st.tv, tu: held(st.tu) || t.matched.some(held) ? '' : st.tu };
  }
  const q = new URLSearchParams();
  if (st.tab !== 'parse') q.set('t', st.tab);
  if (st.r) q.set('r', st.r);
  else {
    q.set('g', st.g);
    if (st.s) q.set('s', st.s);
  }
  if (st.tab === 'resolve') {
    q.set('base', st.base);
    q.set('ref', st.ref);
    if (st.spec !== DEFAULTS.spec) q.set('spec', st.spec);
    if (!st.strict) q.set('strict', '0');
    q.set('path', st.path);
    if (st.dspec !== DEFAULTS.dspec) q.set('dspec', st.dspec);
  }
  if (st.tab === 'normalize' && st.nd !== DEFAULTS.nd) q.set('nd', st.nd);
  if (st.tab === 'whatwg' && st.wb !== '') q.set('wb', st.wb);
  if (st.tab === 'template') {
    q.set('tt', st.tt);
    q.set('tv', st.tv);
    q.set('tu', st.tu);
    if (!st.tl) q.set('tl', '0');
    if (st.tq) q.set('tq', '1');
    if (st.tp) q.set('tp', '1');
  }
  q.set('u', st.u);
  return '#' + q.toString().replace(/\+/g, '%20');
}

export let state: State = { ...DEFAULTS };

/** Sets the view (the client reads it from the fragment). */
export function setState(st: State): void {
  state = st;
}

export function saveState(): void {
  secrets = secretsOf(state);
  const frag = fragmentOf(state);
  if (location.hash !== frag) history.replaceState(null, '', frag);
  // Said where the address would have held the input.
  const note = document.getElementById('address-note');
  if (note) {
    note.hidden = !secrets.found;
    note.textContent = secrets.found ? 'The address leaves out an input that holds a password, so that links and the browser history do not keep it; passwords are masked (****) on this page.' : '';
  }
}

// ---------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------

function ruleInfo(rfc: RFC | number, name: string): { key: string; page: string; cite: string; url: string | null } | null {
  const rule = lookup(rfc as RFC, name);
  if (!rule) return null;
  const d = data.rules[rule.key];
  return d ? { key: rule.key, page: d[0], cite: d[1], url: d[2] } : null;
}

export function ruleLink(rfc: RFC | number, name: string, cls = 'rule'): HTMLElement {
  const info = ruleInfo(rfc, name);
  return info ? h('a', { href: info.page, class: cls }, name) : h('span', { class: cls }, name);
}

export function citeLink(rfc: RFC | number, name: string): HTMLElement | null {
  const info = ruleInfo(rfc, name);
  if (!info) return null;
  return info.url ? h('a', { href: info.url, class: 'cite' }, info.cite) : h('span', { class: 'cite' }, info.cite);
}

/** A link to this page in another state. */
export function explorerHref(change: Partial<State>): string {
  return fragmentOf({ ...state, ...change });
}

