/**
 * The grammar explorer's script: runs in the page (`explore/index.html` of the docs site), bundled
 * by scripts/docs/explorer-page.ts with esbuild as one classic script (an IIFE: Chromium does not
 * run module scripts from `file://`). It uses the library as a user would (`parseURL`,
 * `parseRule`, `formatReport`, `compare`, `normalize`, `parseWHATWG`, `parseScheme`, `resolve`,
 * `removeDotSegments`), the rule registry for the diagrams (with the scheme grammars, loaded from
 * their RFCs' ABNF at start, as the site's rule pages are), and the railroad renderer of the CLI
 * and the rule pages.
 *
 * The state lives in the fragment (`#g=rfc3986&u=...`, see `readState`), so a view can be linked.
 * Passwords never show: every text the page draws goes through `redactPasswords` of the inputs
 * (`h`, the input's characters, the tree, the captions), and an input that holds a password is
 * left out of the address (a link or the browser's history would keep it), which the page says.
 * The page's static HTML has every control; this script fills the selectors and the outputs.
 *
 * Browser code: no Node API.
 */
import { allRules, lookup, profiles, resolveRef, type Expr, type GrammarName, type RFC, type Rule } from '../../../grammar/all.js';
import {
  COMPONENTS,
  compare,
  formatReport,
  parseRule,
  parseURL,
  nonstandardSchemeGrammars,
  redactPasswords,
  removeDotSegments,
  resolve,
  RESOLVE_SPECS,
  schemeGrammars,
  startSymbols,
  type ASTNode,
  type Redaction,
  type ResolveSpec,
  type StartSymbol,
  type StrictParseResult,
  type URLErrorReport,
} from '../../../src/index.js';
import { railroadSvg } from '../../../src/railroad/index.js';
import { diagramPath } from './path.js';
import { normalizationView, normalizeStart, NORMALIZE_STARTS, type Segment, type SectionPart } from './normalize-view.js';
import { MAX_ERRORS, MAX_STATES, stateHref, WHATWG_SNAPSHOT, whatwgView, type ErrorRow } from './whatwg-view.js';
import { schemesView, type PartRow } from './schemes-view.js';

/** What the page generator embeds (`<script type="application/json" id="explorer-data">`). */
export interface ExplorerData {
  /** Rule key to [page (relative to the explorer), citation, RFC section URL or null]. */
  readonly rules: Readonly<Record<string, readonly [string, string, string | null]>>;
  /** Error code to its page. */
  readonly errors: Readonly<Record<string, string>>;
}

/** The view, as the fragment holds it. */
interface State {
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
}

/** The tabs, in their order on the page (the arrow keys follow it). */
const TABS = ['parse', 'compare', 'normalize', 'whatwg', 'schemes', 'resolve'] as const;
type Tab = (typeof TABS)[number];

const GRAMMARS = Object.keys(profiles) as GrammarName[];
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
};

const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`explorer: no #${id} in the page`);
  return el as T;
};

/**
 * The passwords of the inputs (the URL, the base and reference, the WHATWG base), read again on
 * every update: every text the page draws is masked by it.
 */
let secrets: Redaction = redactPasswords('');

/** The inputs of a state, the URL first, for `redactPasswords`. */
const inputsOf = (st: State): [string, string[]] => [st.u, [st.base, st.ref, st.path, st.wb]];

/** The passwords of a state's inputs. */
function secretsOf(st: State): Redaction {
  const [u, also] = inputsOf(st);
  return redactPasswords(u, { base: st.wb === '' ? null : st.wb, also });
}

/** `input.slice(a, b)` as shown: the input's passwords masked by their spans (the length kept, so offsets hold). */
const shownSlice = (input: string, a: number, b: number): string => secrets.mask(input).slice(a, b);

function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string | null)[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') el.className = v;
    else el.setAttribute(k, k === 'href' ? v : secrets.mask(v));
  }
  for (const c of children) if (c !== null) el.append(typeof c === 'string' ? secrets.mask(c) : c);
  return el;
}

let data: ExplorerData = { rules: {}, errors: {} };
const byKey = new Map<string, Rule>();

let schemesLoaded = false;

/**
 * Loads the scheme grammars from their RFCs' ABNF, once: their rules join the registry (a rule
 * page of theirs links here with `r=abnf:...`; the Schemes tab's reports cite them). Not done
 * before a view needs them, so that the other views do not wait for it.
 */
function loadSchemeGrammars(): void {
  if (schemesLoaded) return;
  schemesLoaded = true;
  schemeGrammars();
  nonstandardSchemeGrammars();
  for (const r of allRules()) byKey.set(r.key, r);
}

// ---------------------------------------------------------------------------------------------
// State and fragment
// ---------------------------------------------------------------------------------------------

/** Reads the state from a fragment: `t`, `g`, `s`, `r`, `u`, `base`, `ref`, `spec`, `strict`, `path`, `dspec`, `nd`, `wb`. */
function readState(hash: string): State {
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
  if (held(u) || also.some(held)) st = { ...st, u: held(u) ? '' : u, base: held(st.base) ? '' : st.base, ref: held(st.ref) ? '' : st.ref, path: held(st.path) ? '' : st.path, wb: held(st.wb) ? '' : st.wb };
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
  q.set('u', st.u);
  return '#' + q.toString().replace(/\+/g, '%20');
}

let state: State = { ...DEFAULTS };

function saveState(): void {
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

function ruleLink(rfc: RFC | number, name: string, cls = 'rule'): HTMLElement {
  const info = ruleInfo(rfc, name);
  return info ? h('a', { href: info.page, class: cls }, name) : h('span', { class: cls }, name);
}

function citeLink(rfc: RFC | number, name: string): HTMLElement | null {
  const info = ruleInfo(rfc, name);
  if (!info) return null;
  return info.url ? h('a', { href: info.url, class: 'cite' }, info.cite) : h('span', { class: 'cite' }, info.cite);
}

/** A link to this page in another state. */
function explorerHref(change: Partial<State>): string {
  return fragmentOf({ ...state, ...change });
}

// ---------------------------------------------------------------------------------------------
// The input, character by character
// ---------------------------------------------------------------------------------------------

/** How a character is shown: control pictures for controls and the space. */
function visible(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp < 0x20) return String.fromCodePoint(0x2400 + cp);
  if (cp === 0x20) return '\u2420';
  if (cp === 0x7f) return '\u2421';
  return ch;
}

/**
 * The input shown in `#chars` with its marks. It is drawn as runs of text, one span per run of
 * characters with the same marks (a 10 KB input is a few spans, not ten thousand); each run's
 * `data-start` is its offset, and the character under the pointer is found from the caret position.
 * Control characters and the space show as control pictures, one UTF-16 unit for one, so offsets
 * in a run's text are offsets in the input.
 */
const charMarks = {
  input: '',
  /** Persistent marks: the failure, the culprit, warnings. */
  fixed: [] as { a: number; b: number; cls: string }[],
  /** The hovered node's span. */
  hl: null as { a: number; b: number } | null,
  /** The character under the pointer. */
  at: null as number | null,
};

/** The end of the character at `i`. */
function charEnd(i: number): number {
  const cp = charMarks.input.codePointAt(i);
  return cp === undefined ? i + 1 : i + (cp > 0xffff ? 2 : 1);
}

function paintChars(): void {
  const input = charMarks.input;
  const n = input.length;
  const ranges: { a: number; b: number; cls: string }[] = [...charMarks.fixed];
  if (charMarks.hl) ranges.push({ ...charMarks.hl, cls: 'hl' });
  if (charMarks.at !== null) ranges.push({ a: charMarks.at, b: charMarks.at < n ? charEnd(charMarks.at) : n + 1, cls: 'at' });
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    if (c <= 0x20 || c === 0x7f) ranges.push({ a: i, b: i + 1, cls: 'ctl' });
  }
  const cuts = new Set<number>([0, n]);
  for (const r of ranges) {
    cuts.add(Math.max(0, Math.min(r.a, n)));
    cuts.add(Math.max(0, Math.min(r.b, n)));
  }
  const points = [...cuts].sort((x, y) => x - y);
  const frag = document.createDocumentFragment();
  for (let k = 0; k + 1 < points.length; k++) {
    const a = points[k]!;
    const b = points[k + 1]!;
    const classes = [...new Set(ranges.filter((r) => r.a <= a && b <= r.b).map((r) => r.cls))];
    const span = document.createElement('span');
    span.dataset['start'] = String(a);
    if (classes.length) span.className = classes.join(' ');
    span.textContent = shownSlice(input, a, b).replace(/[\u0000-\u0020\u007f]/g, visible);
    frag.append(span);
  }
  const endClasses = ranges.filter((r) => r.a <= n && n < r.b).map((r) => r.cls);
  frag.append(h('span', { class: ['end', ...endClasses].join(' '), 'data-start': String(n), title: 'end of input' }, '⟨end⟩'));
  $('chars').replaceChildren(frag);
}

function renderChars(input: string): void {
  charMarks.input = input;
  charMarks.fixed = [];
  charMarks.hl = null;
  charMarks.at = null;
}

/** Marks a range for good (the failure, the culprit, warnings); drawn by the next paint. */
function markFixed(a: number, b: number, cls: string): void {
  charMarks.fixed.push({ a, b: Math.max(b, a + 1), cls });
}

/** The offset of the character under the point, or null. */
function offsetAt(x: number, y: number): number | null {
  const doc = document as Document & { caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null };
  let node: Node | null = null;
  let offset = 0;
  if (doc.caretPositionFromPoint) {
    const p = doc.caretPositionFromPoint(x, y);
    if (p) ({ offsetNode: node, offset } = p);
  } else if (document.caretRangeFromPoint) {
    const r = document.caretRangeFromPoint(x, y);
    if (r) ({ startContainer: node, startOffset: offset } = r);
  }
  const span = node?.parentElement;
  if (!node || node.nodeType !== 3 || !span?.dataset['start'] || !span.closest('#chars')) return null;
  const text = node.textContent ?? '';
  // The caret is between two characters: take the one whose box holds the point.
  for (const k of [offset, offset - 1]) {
    if (k < 0 || k >= text.length) continue;
    const range = document.createRange();
    range.setStart(node, k);
    range.setEnd(node, Math.min(text.length, k + (text.codePointAt(k)! > 0xffff ? 2 : 1)));
    for (const rect of Array.from(range.getClientRects())) {
      if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return Number(span.dataset['start']) + k;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// The AST tree
// ---------------------------------------------------------------------------------------------

const elementOf = new Map<ASTNode, HTMLElement>();
const nodeOf = new WeakMap<Element, ASTNode>();
const parentOf = new Map<ASTNode, ASTNode>();
let root: ASTNode | null = null;

function short(text: string, n = 48): string {
  const cps = Array.from(text);
  return cps.length <= n ? text : cps.slice(0, n - 1).join('') + '…';
}

function treeItem(node: ASTNode, level: number): HTMLElement {
  const hasKids = node.children.length > 0;
  const li = h('li', { role: 'treeitem', 'aria-level': String(level), tabindex: '-1' });
  if (hasKids) li.setAttribute('aria-expanded', 'false');
  const cite = citeLink(node.rfc, node.type);
  const row = h(
    'div',
    { class: 'row' },
    h('span', { class: 'twisty', 'aria-hidden': 'true' }, hasKids ? '▸' : '·'),
    ruleLink(node.rfc, node.type, 'rule'),
    ' ',
    h('code', { class: 'text' }, node.text === '' ? '(empty)' : short(Array.from(shownSlice(state.u, node.start, node.end), visible).join(''))),
    ' ',
    h('span', { class: 'meta range' }, `${node.start}–${node.end}`),
    cite ? ' ' : null,
    cite,
  );
  row.querySelectorAll('a').forEach((a) => a.setAttribute('tabindex', '-1'));
  li.append(row);
  li.setAttribute('aria-label', `${node.type}, ${node.start} to ${node.end}: ${short(shownSlice(state.u, node.start, node.end), 80)}`);
  elementOf.set(node, li);
  nodeOf.set(li, node);
  return li;
}

function expand(li: HTMLElement, open: boolean): void {
  const node = nodeOf.get(li);
  if (!node || node.children.length === 0) return;
  li.setAttribute('aria-expanded', String(open));
  li.querySelector(':scope > .row > .twisty')!.textContent = open ? '▾' : '▸';
  let group = li.querySelector<HTMLElement>(':scope > ul');
  if (open && !group) {
    group = h('ul', { role: 'group' });
    const level = Number(li.getAttribute('aria-level')) + 1;
    for (const c of node.children) {
      parentOf.set(c, node);
      group.append(treeItem(c, level));
    }
    li.append(group);
  }
  if (group) group.hidden = !open;
}

function renderTree(ast: ASTNode, into: HTMLElement): void {
  elementOf.clear();
  parentOf.clear();
  root = ast;
  const tree = h('ul', { role: 'tree', id: 'tree', 'aria-label': 'The syntax tree: arrow keys move, Enter opens the rule page' });
  const top = treeItem(ast, 1);
  top.setAttribute('tabindex', '0');
  tree.append(top);
  // Open the tree breadth first while it stays small.
  let budget = 250;
  let level: HTMLElement[] = [top];
  while (level.length && budget > 0) {
    const next: HTMLElement[] = [];
    for (const li of level) {
      const n = nodeOf.get(li)!;
      if (!n.children.length || n.children.length > budget) continue;
      expand(li, true);
      budget -= n.children.length;
      next.push(...Array.from(li.querySelectorAll<HTMLElement>(':scope > ul > li')));
    }
    level = next;
  }
  into.append(tree);
}

function visibleItems(): HTMLElement[] {
  const tree = document.getElementById('tree');
  if (!tree) return [];
  return Array.from(tree.querySelectorAll<HTMLElement>('li[role="treeitem"]')).filter((li) => li.offsetParent !== null || li.closest('ul[hidden]') === null);
}

function focusItem(li: HTMLElement): void {
  document.querySelectorAll('#tree li[tabindex="0"]').forEach((x) => x.setAttribute('tabindex', '-1'));
  li.setAttribute('tabindex', '0');
  li.focus();
}

function onTreeKey(ev: KeyboardEvent): void {
  const li = (ev.target as HTMLElement).closest<HTMLElement>('li[role="treeitem"]');
  if (!li) return;
  const items = visibleItems().filter((x) => !x.closest('ul[hidden]'));
  const at = items.indexOf(li);
  const open = li.getAttribute('aria-expanded');
  switch (ev.key) {
    case 'ArrowDown':
      if (items[at + 1]) focusItem(items[at + 1]!);
      break;
    case 'ArrowUp':
      if (at > 0) focusItem(items[at - 1]!);
      break;
    case 'ArrowRight':
      if (open === 'false') expand(li, true);
      else if (open === 'true') {
        const first = li.querySelector<HTMLElement>(':scope > ul > li');
        if (first) focusItem(first);
      }
      break;
    case 'ArrowLeft':
      if (open === 'true') expand(li, false);
      else {
        const up = li.parentElement?.closest<HTMLElement>('li[role="treeitem"]');
        if (up) focusItem(up);
      }
      break;
    case 'Home':
      if (items[0]) focusItem(items[0]);
      break;
    case 'End':
      if (items.length) focusItem(items[items.length - 1]!);
      break;
    case 'Enter': {
      const a = li.querySelector<HTMLAnchorElement>(':scope > .row > a.rule');
      if (a) a.click();
      break;
    }
    default:
      return;
  }
  ev.preventDefault();
}

let hovered: ASTNode | null = null;

function highlightNode(node: ASTNode | null): void {
  if (node === hovered) return;
  if (hovered) elementOf.get(hovered)?.classList.remove('hover');
  hovered = node;
  if (node) elementOf.get(node)?.classList.add('hover');
  charMarks.hl = node ? { a: node.start, b: node.end } : null;
  paintChars();
}

let chainNodes: ASTNode[] = [];

/** The nodes that contain the character at `i`, outermost first. */
function chainAt(i: number): ASTNode[] {
  const out: ASTNode[] = [];
  let n: ASTNode | null = root;
  while (n && n.start <= i && i < n.end) {
    out.push(n);
    n = n.children.find((c) => c.start <= i && i < c.end) ?? null;
  }
  return out;
}

function highlightChain(i: number | null): void {
  if (i === charMarks.at && i !== null) return;
  for (const n of chainNodes) elementOf.get(n)?.classList.remove('in-chain');
  charMarks.at = i;
  paintChars();
  chainNodes = i === null ? [] : chainAt(i);
  for (const n of chainNodes) elementOf.get(n)?.classList.add('in-chain');
  const chain = $('chain');
  if (i === null || !root) {
    chain.textContent = root ? 'Hover a character (or put the cursor before it in the URL box) to see the nodes that contain it; hover or focus a node to see its span.' : '';
    return;
  }
  chain.replaceChildren(
    h('span', { class: 'meta' }, `offset ${i}: `),
    ...chainNodes.flatMap((n, k) => [k ? ' › ' : '', h('span', { class: 'chain-node' }, n.type)]),
  );
}

// ---------------------------------------------------------------------------------------------
// Parse
// ---------------------------------------------------------------------------------------------

/** A warning of a valid parse, where the library gives them (`{ warnings: true }`). */
interface WarningLike {
  readonly code?: string;
  readonly start?: number;
  readonly end?: number;
  readonly message?: string;
  readonly fixes?: readonly FixLike[];
}

/** A fix-it, where the library gives them. */
interface FixLike {
  readonly message?: string;
  readonly url?: string;
  readonly validates?: boolean;
  readonly edits?: readonly { readonly start: number; readonly end: number; readonly text: string }[];
}

/** The input with a fix's edits applied (the last first, so that offsets hold), or null without edits. */
function applyEdits(input: string, edits: FixLike['edits']): string | null {
  if (!Array.isArray(edits) || edits.length === 0) return null;
  let out = input;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) {
    if (typeof e.start !== 'number' || typeof e.end !== 'number' || typeof e.text !== 'string') return null;
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  }
  return out;
}

function run(st: State): StrictParseResult {
  // `warnings` is read where the library knows it, and ignored where it does not.
  const opts = { grammar: st.g, warnings: true } as Parameters<typeof parseURL>[1] & object;
  if (st.r) {
    const rule = byKey.get(st.r)!;
    return parseRule(rule.name, st.u, { rfc: rule.rfc });
  }
  return parseURL(st.u, st.s ? { ...opts, start: st.s } : opts);
}

function fixList(fixes: readonly FixLike[] | undefined): HTMLElement | null {
  if (!Array.isArray(fixes) || fixes.length === 0) return null;
  const ul = h('ul', { class: 'fixes' });
  for (const f of fixes) {
    const li = h('li', {}, h('strong', {}, 'fix: '), String(f.message ?? ''));
    const fixed = typeof f.url === 'string' ? f.url : applyEdits(state.u, f.edits);
    if (fixed !== null) {
      // A fixed input that holds a password is no link: the address would keep it (see fragmentOf).
      const held = redactPasswords(fixed).found;
      li.append(' → ', held ? h('code', {}, fixed) : h('a', { href: explorerHref({ u: fixed }), class: 'fix-link', title: 'open the fixed input' }, h('code', {}, fixed)));
      if (f.validates === false) li.append(h('span', { class: 'meta' }, ' (still invalid)'));
    }
    ul.append(li);
  }
  return ul;
}

function renderValid(ast: ASTNode, result: StrictParseResult, out: HTMLElement): void {
  const warnings = (result as { warnings?: readonly WarningLike[] }).warnings;
  if (Array.isArray(warnings) && warnings.length) {
    const box = h('div', { class: 'warnings' }, h('h2', {}, `Warnings (${warnings.length})`));
    const ul = h('ul', {});
    for (const w of warnings) {
      const li = h('li', {});
      if (w.code) li.append(h('code', {}, w.code), ' ');
      li.append(String(w.message ?? ''));
      if (typeof w.start === 'number') li.append(h('span', { class: 'meta' }, ` (${w.start}–${w.end ?? w.start})`));
      const fixes = fixList(w.fixes);
      if (fixes) li.append(fixes);
      ul.append(li);
      if (typeof w.start === 'number') markFixed(w.start, w.end ?? w.start + 1, 'warn');
    }
    box.append(ul);
    out.append(box);
  }
  out.append(h('h2', { id: 'tree-heading' }, 'Syntax tree'));
  out.append(h('p', { class: 'meta' }, 'Each node is named after its production and links to its rule page. ▸ opens a node (or → on the keyboard).'));
  renderTree(ast, out);
}

/** The rule a frame names, for the diagram. */
function frameRule(f: { rule: string; rfc: number | string }): Rule | null {
  return lookup(f.rfc as RFC, f.rule) ?? null;
}

function refResolver(grammar: GrammarName | null): (from: RFC, e: Extract<Expr, { k: 'ref' }>) => Rule {
  const sub = grammar ? profiles[grammar].substitute : new Map<string, string>();
  return (from, e) => {
    const r = resolveRef(from, e);
    const s = sub.get(r.key);
    return (s && byKey.get(s)) || r;
  };
}

/**
 * Where a report is drawn: the ids of its parts (`id('report')`: the Parse tab's own, or the
 * Schemes tab's, prefixed), the level of its headings, whether the input of the Parse tab is marked,
 * the grammar whose substitutions the diagrams follow (null: none), and the count of its renders,
 * so that a deferred diagram of an older one is dropped.
 */
interface ReportPlace {
  readonly id: (part: string) => string;
  readonly heading: 'h2' | 'h3';
  readonly markInput: boolean;
  grammar: GrammarName | null;
  renders: number;
}

/** The Parse tab's report: its ids as they are, the failure marked in its input. */
const PARSE_REPORT: ReportPlace = { id: (part) => part, heading: 'h2', markInput: true, grammar: null, renders: 0 };

function renderDiagram(report: URLErrorReport, frameIndex: number, box: HTMLElement, place: ReportPlace): void {
  const frame = report.trace[frameIndex];
  box.replaceChildren();
  if (!frame) return;
  const rule = frameRule(frame);
  if (!rule) {
    box.append(h('p', { class: 'meta' }, `No diagram: ${frame.rule} is not in the registry.`));
    return;
  }
  const resolver = refResolver(place.grammar);
  const path = diagramPath(rule, report.input, frame.start, report.offset, resolver);
  const link = (e: Extract<Expr, { k: 'ref' }>, from: RFC) => {
    const target = resolver(from, e);
    const d = data.rules[target.key];
    return { label: (e.spell ?? e.name) + (target.rfc === from ? '' : ` [${target.rfc}]`), href: d ? d[0] : null };
  };
  const svg = railroadSvg(rule.body, rule.rfc, link, {
    mark: (_e, at) => [path?.taken.has(at) ? 'taken' : '', path?.failed.has(at) ? 'failed' : ''].filter(Boolean).join(' ') || null,
  });
  const cite = citeLink(rule.rfc, rule.name);
  box.append(
    h(place.heading === 'h2' ? 'h3' : 'h4', { id: place.id('diagram-heading') }, 'Railroad diagram of ', ruleLink(rule.rfc, rule.name), cite ? ' ' : null, cite ? h('span', { class: 'meta' }, '(', cite, ')') : null),
  );
  const from = shownSlice(report.input, frame.start, report.offset);
  const legend = h(
    'p',
    { class: 'legend' },
    h('span', { class: 'key taken' }, 'taken'),
    ' boxes the input went through, ',
    h('span', { class: 'key failed' }, 'next'),
    ' what the rule would have read where the parse stopped; ',
    ...(path && [...path.failed].some((at) => path.taken.has(at)) ? [h('span', { class: 'key both' }, 'both'), ' a box it went through and would have read again. '] : []),
    `The rule started at offset ${frame.start}; it read ${JSON.stringify(short(from, 40))} before offset ${report.offset}.`,
  );
  if (!path) legend.append(' (The path could not be traced within the work bound; the diagram is shown unmarked.)');
  else if (path.complete && path.failed.size === 0) legend.append(` ${rule.name} could end there: the rule above it wanted more.`);
  box.append(legend);
  const wrap = h('div', { class: 'diagram', id: place.id('diagram') });
  wrap.innerHTML = svg;
  box.append(wrap);
}

/**
 * The report of an invalid input, as the Parse tab draws it: the text `formatReport` prints, the
 * hints and fixes, and the rule stack with the path through each rule's railroad diagram.
 */
function renderInvalid(report: URLErrorReport, out: HTMLElement, place: ReportPlace): void {
  if (place.markInput) {
    // The failure, and the culprit where the report blames another place (issue 12's {offset, length} or a position).
    markFixed(report.offset, report.offset < report.input.length ? charEnd(report.offset) : report.offset + 1, 'fail');
    const culprit = report.culprit as { offset?: number; length?: number } | null;
    if (culprit && typeof culprit.offset === 'number') {
      const len = typeof culprit.length === 'number' && culprit.length > 0 ? culprit.length : charEnd(culprit.offset) - culprit.offset;
      markFixed(culprit.offset, culprit.offset + len, 'culprit');
    }
  }
  const codePage = data.errors[report.code];
  const sub = place.heading === 'h2' ? 'h2' : 'h3';
  out.append(
    h(sub, {}, 'Report'),
    h(
      'p',
      { class: 'meta' },
      'As ',
      h('code', {}, 'formatReport'),
      ' prints it. Code ',
      codePage ? h('a', { href: codePage, class: 'code-link' }, report.code) : h('code', {}, report.code),
      `; the parse stopped at offset ${report.offset}${place.markInput ? ' (marked in the input above)' : ''}.`,
    ),
  );
  out.append(h('pre', { class: 'report', id: place.id('report') }, formatReport(report)));
  const fixes = fixList((report as { fixes?: readonly FixLike[] }).fixes);
  if (report.hints.length || fixes) {
    const box = h('div', { class: 'hints' });
    if (report.hints.length) box.append(h('ul', {}, ...report.hints.map((x) => h('li', {}, h('strong', {}, 'help: '), x.message))));
    if (fixes) box.append(fixes);
    out.append(box);
  }
  if (report.trace.length === 0) {
    out.append(h('p', { class: 'meta' }, 'No rule stack: this report comes from a check after the parse, not from the grammar.'));
    return;
  }
  // The diagram first (the failing rule's, with a chip per frame to choose another), then the stack.
  out.append(h(sub, { id: place.id('path-heading') }, 'The path through the diagram'));
  out.append(h('p', { class: 'meta' }, 'The rules the parse was inside, from the failing rule out to the start symbol; choose one to see the path the parse took through its railroad diagram.'));
  const chips = h('div', { class: 'frames', id: place.id('frames'), role: 'group', 'aria-label': 'The rule stack' });
  const diagram = h('div', { class: 'diagram-box' });
  const list = h('ol', { class: 'stack', id: place.id('stack') });
  const frames = report.trace.map((f, i) => ({ f, i })).reverse();
  for (const { f, i } of frames) {
    const btn = h('button', { type: 'button', class: 'frame-btn', 'aria-label': `diagram of ${f.rule}`, 'aria-pressed': String(i === report.trace.length - 1) }, f.rule);
    btn.addEventListener('click', () => {
      chips.querySelectorAll('button').forEach((b) => b.setAttribute('aria-pressed', String(b === btn)));
      renderDiagram(report, i, diagram, place);
    });
    chips.append(btn);
    const cite = citeLink(f.rfc, f.rule);
    list.append(h('li', {}, ruleLink(f.rfc, f.rule), ' ', h('span', { class: 'meta' }, `from offset ${f.start}`), cite ? ' ' : null, cite, h('br'), h('code', { class: 'production' }, f.text)));
  }
  out.append(chips, diagram, h(sub, {}, 'Rule stack'), list);
  // The path through a long input takes a moment: the report is shown first, the diagram after.
  diagram.append(h('p', { class: 'meta' }, 'Tracing the path…'));
  const generation = ++place.renders;
  setTimeout(() => {
    if (generation === place.renders) renderDiagram(report, report.trace.length - 1, diagram, place);
  }, 0);
}

function updateParse(): void {
  const st = state;
  const t0 = performance.now();
  const out = $('result');
  const verdict = $('verdict');
  out.replaceChildren();
  root = null;
  hovered = null;
  chainNodes = [];
  renderChars(st.u);
  let result: StrictParseResult;
  try {
    result = run(st);
  } catch (e) {
    verdict.className = 'verdict bad';
    verdict.textContent = secrets.mask(`${(e as Error).name}: ${(e as Error).message}`);
    paintChars();
    return;
  }
  const what = st.r ? `the rule ${byKey.get(st.r)!.name} (${data.rules[st.r]?.[1] ?? ''})` : `${st.g}${st.s ? ` (${st.s})` : ''}`;
  if (result.ok) {
    verdict.className = 'verdict good';
    verdict.textContent = `✓ Valid under ${what}`;
    renderValid(result.ast, result, out);
  } else {
    verdict.className = 'verdict bad';
    verdict.textContent = `✗ Invalid under ${what}: ${result.error.code} at ${result.error.line}:${result.error.column}`;
    PARSE_REPORT.grammar = st.r ? null : st.g;
    renderInvalid(result.error, out, PARSE_REPORT);
  }
  highlightChain(null);
  const ms = performance.now() - t0;
  verdict.append(h('span', { class: 'meta timing', title: 'parse and render (the diagram of an invalid input follows)' }, ` (${st.u.length} characters, ${ms < 1 ? '<1' : Math.round(ms)} ms)`));
}

// ---------------------------------------------------------------------------------------------
// Compare
// ---------------------------------------------------------------------------------------------

function updateCompare(): void {
  const out = $('compare-out');
  const { readings, notes } = compare(state.u);
  const table = h('table', { class: 'compare', id: 'compare-table' });
  const label = (reader: string) => reader;
  table.append(h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, ''), ...readings.map((r) => h('th', { scope: 'col', class: r.valid ? 'ok' : 'no' }, label(r.reader))))));
  const body = h('tbody');
  body.append(h('tr', {}, h('th', { scope: 'row' }, 'verdict'), ...readings.map((r) => h('td', { class: r.valid ? 'ok' : 'no' }, r.verdict))));
  for (const c of COMPONENTS) {
    body.append(
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, c),
        ...readings.map((r) => {
          if (!r.valid) return h('td', { class: 'no' });
          const v = r.parts[c];
          return v === undefined ? h('td', { class: 'na', title: 'not a component of this reader' }, '·') : v === null ? h('td', { class: 'absent', title: 'absent' }, '–') : h('td', {}, h('code', {}, JSON.stringify(v)));
        }),
      ),
    );
  }
  table.append(body);
  out.replaceChildren(
    h('p', { class: 'meta' }, '“–” absent, “·” not a component of that reader. The strict grammars read the input under their default start symbol; both WHATWG columns are this library’s (its writing grammar, and its transcription of the standard’s basic URL parser), not the browser’s URL class.'),
    h('div', { class: 'scroll' }, table),
    ...notes.map((n) => h('p', { class: 'note' }, n)),
  );
}

// ---------------------------------------------------------------------------------------------
// Normalize
// ---------------------------------------------------------------------------------------------

/** The grammar the Normalize tab reads with: the one selected, when it has a normalization (RFC 3986 or 3987). */
function normalizeGrammar(): 'rfc3986' | 'rfc3987' {
  return state.g === 'rfc3987' ? 'rfc3987' : 'rfc3986';
}

/** A section as links to the RFC's sections. */
function sectionLinks(parts: readonly SectionPart[]): HTMLElement {
  return h('span', { class: 'cite' }, ...parts.map((p) => (p.href ? h('a', { href: p.href }, p.text) : p.text)));
}

/** A URL of a step, its runs drawn: what the step removed as `del`, what it wrote as `ins`. */
function runs(segments: readonly Segment[], mark: 'del' | 'ins', cls: string): HTMLElement {
  const code = h('code', { class: `url ${cls}` });
  for (const s of segments) {
    if (s.elided) code.append(h('span', { class: 'elided', title: 'unchanged characters left out' }, s.text));
    else if (s.changed) code.append(h(mark, { class: s.text === '' ? 'chg point' : 'chg', ...(s.text === '' ? { title: mark === 'del' ? 'written here' : 'removed here' } : {}) }, s.text));
    else code.append(s.text);
  }
  return code;
}

function fillNormalizeSelectors(): void {
  const g = normalizeGrammar();
  $<HTMLSelectElement>('ngrammar').value = g;
  const start = normalizeStart(g, state.s);
  const s = $<HTMLSelectElement>('nstart');
  const names = NORMALIZE_STARTS[g];
  s.replaceChildren(...names.map((n, i) => h('option', { value: i === 0 ? '' : n }, i === 0 ? `${n} (default)` : n)));
  s.value = start === names[0] ? '' : start;
  $<HTMLSelectElement>('ndots').value = state.nd;
}

function updateNormalize(): void {
  fillNormalizeSelectors();
  const out = $('normalize-out');
  const grammar = normalizeGrammar();
  const start = normalizeStart(grammar, state.s);
  const notes: HTMLElement[] = [];
  if (state.r || state.g !== grammar) notes.push(h('p', { class: 'note', id: 'normalize-note' }, `Normalization is defined for RFC 3986 URIs and RFC 3987 IRIs: the input is read under ${grammar}${state.r ? ' (not the rule chosen in the Parse tab)' : ` (the Parse tab's ${state.g} has none)`}.`));
  else if (state.s && state.s !== start) notes.push(h('p', { class: 'note', id: 'normalize-note' }, `Read as ${start}, which takes a ${state.s}.`));
  const v = normalizationView(state.u, { grammar, start, escapedDots: state.nd, mask: (x) => secrets.mask(x) });
  if (!v.ok) {
    const r = v.error.report;
    out.replaceChildren(
      ...notes,
      h(
        'p',
        { class: 'verdict bad', id: 'normalize-verdict' },
        `✗ Not ${/^[aI]/.test(start) ? 'an' : 'a'} ${start} under ${grammar}${r ? `: ${r.code} at ${r.line}:${r.column}` : ''}. Normalization is defined on valid references; the `,
        h('a', { href: explorerHref({ tab: 'parse' }) }, 'Parse tab'),
        ' shows why.',
      ),
      ...(r ? [h('pre', { class: 'report' }, formatReport(r))] : []),
    );
    return;
  }
  const top = v.levels.at(-1)!;
  const table = h('table', { class: 'levels', id: 'levels' });
  table.append(h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'level'), h('th', { scope: 'col' }, 'section'), h('th', { scope: 'col' }, 'normalized'))));
  const body = h('tbody');
  for (const l of v.levels) {
    body.append(
      h(
        'tr',
        { 'data-level': l.level },
        h('th', { scope: 'row' }, l.level),
        h('td', {}, sectionLinks(l.sectionParts)),
        h('td', {}, h('code', { class: 'url' }, l.href === '' ? '(empty)' : l.href), l.changed ? null : h('span', { class: 'meta' }, l.level === 'string' ? ' (as typed)' : ' (unchanged)')),
      ),
    );
  }
  table.append(body);
  const list = h('ol', { class: 'nsteps', id: 'nsteps' });
  for (const s of v.steps) {
    list.append(
      h(
        'li',
        { 'data-step': s.step },
        h('div', { class: 'step-rule' }, h('span', { class: 'step-name' }, s.step), ' ', sectionLinks(s.sectionParts), h('span', { class: 'meta' }, ` ${s.component}, ${s.level} level`)),
        h('div', { class: 'change' }, runs(s.before, 'del', 'before'), h('span', { class: 'arrow', 'aria-label': 'becomes' }, ' → '), runs(s.after, 'ins', 'after')),
      ),
    );
  }
  out.replaceChildren(
    ...notes,
    h('p', { class: 'verdict good', id: 'normalize-verdict' }, 'Normalized: ', h('code', {}, top.href === '' ? '(empty)' : top.href)),
    h('p', { class: 'meta' }, `The input under ${grammar} (${start}), at each level of the comparison ladder; each level includes the one above it. Where it differs from the input, the normalized URI is proven by re-parsing: it means what the input meant.`),
    h('div', { class: 'scroll' }, table),
    h('h3', {}, 'Steps'),
    v.steps.length
      ? h('p', { class: 'meta' }, 'Each step that changed the URL, in the order they run, with its section: what it removed struck through, what it wrote underlined.')
      : h('p', { class: 'meta', id: 'nsteps-none' }, 'No step changed it: the input is already normalized.'),
    ...(v.steps.length ? [list] : []),
  );
}

// ---------------------------------------------------------------------------------------------
// WHATWG
// ---------------------------------------------------------------------------------------------

/** Controls as control pictures; in the marked run the space too, so that a marked space shows. */
function shownText(text: string, marked: boolean): string {
  return secrets.mask(text).replace(marked ? /[\u0000-\u0020\u007f]/g : /[\u0000-\u001f\u007f]/g, visible);
}

/** The input (or the base) of an error, its span marked; an empty span as a mark where something is missing. */
function spanCode(row: ErrorRow): HTMLElement {
  const code = h('code', { class: 'url wsource' });
  for (const s of row.segments) {
    if (s.elided) code.append(h('span', { class: 'elided', title: 'characters left out' }, s.text));
    else if (s.changed) code.append(h('mark', { class: s.text === '' ? 'wspan point' : 'wspan', ...(s.text === '' ? { title: 'missing here' } : {}) }, shownText(s.text, true)));
    else code.append(shownText(s.text, false));
  }
  return code;
}

/** A link to the standard (its commit snapshot), or the text when it has no anchor. */
function specLink(text: string, href: string | null, cls: string): HTMLElement {
  return href ? h('a', { href, class: cls }, text) : h('span', { class: cls }, text);
}

function updateWhatwg(): void {
  const out = $('whatwg-out');
  const v = whatwgView(state.u, state.wb, (x) => secrets.mask(x));
  const nodes: HTMLElement[] = [];
  const where = (e: ErrorRow) => `${e.of === 'base' ? 'the base, ' : ''}${e.line}:${e.column}`;
  if (!v.ok) {
    const f = v.failure!;
    nodes.push(h('p', { class: 'verdict bad', id: 'whatwg-verdict' }, `✗ Failure${f.of === 'base' ? ' (the base fails to parse)' : ''}: ${f.name} at ${where(f)} (${f.state})`));
  } else {
    const n = v.errorCount;
    nodes.push(
      h(
        'p',
        { class: `verdict ${n ? 'warn' : 'good'}`, id: 'whatwg-verdict' },
        n ? `✓ Parsed, with ${n} validation error${n === 1 ? '' : 's'}: ` : '✓ Parsed: ',
        h('code', {}, v.href!),
      ),
    );
  }
  nodes.push(
    h(
      'p',
      { class: 'meta' },
      'The ',
      h('a', { href: stateHref('basic URL parser')! }, 'basic URL parser'),
      ' of the ',
      h('a', { href: WHATWG_SNAPSHOT }, 'WHATWG URL Standard'),
      ` (at ${WHATWG_SNAPSHOT.split('/').at(-2)!.slice(0, 7)}) as this library transcribes it (the Compare tab shows it beside the other readers). A validation error that is not a failure leaves the URL parsed.`,
    ),
  );
  if (v.ok) {
    const table = h('table', { class: 'components', id: 'wcomponents' });
    table.append(h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'getter'), h('th', { scope: 'col' }, 'value'), h('th', { scope: 'col' }, 'read from'))));
    const body = h('tbody');
    for (const c of v.components) {
      const from =
        c.from !== null
          ? h('code', { class: 'url' }, c.from === '' ? '(empty)' : shownText(c.from, false))
          : c.getter === 'href' || c.getter === 'origin'
            ? h('span', { class: 'meta' }, 'the whole record')
            : v.base !== null && c.value !== ''
              ? h('span', { class: 'meta' }, 'the base')
              : h('span', { class: 'meta' }, '–');
      body.append(h('tr', { 'data-getter': c.getter }, h('th', { scope: 'row' }, c.getter), h('td', {}, c.value === '' ? h('span', { class: 'meta' }, '(empty)') : h('code', { class: 'url' }, c.value)), h('td', {}, from)));
    }
    table.append(body);
    const r = v.record!;
    const record = h('dl', { class: 'values', id: 'wrecord' });
    const show = (x: unknown) => (x === null ? h('span', { class: 'meta' }, 'null') : h('code', {}, JSON.stringify(x)));
    for (const [k, x] of [
      ['scheme', r.scheme],
      ['username', r.username],
      ['password', r.password],
      ['host', r.host],
      ['host type', r.hostType],
      ['port', r.port],
      ['path', r.path],
      ['query', r.query],
      ['fragment', r.fragment],
    ] as const) record.append(h('dt', {}, k), h('dd', {}, show(x)));
    nodes.push(h('h3', {}, 'Components'), h('p', { class: 'meta' }, 'What the URL class’s getters return, and the text of the input each was read from.'), h('div', { class: 'scroll' }, table), h('h3', {}, 'URL record'), record);
  }
  nodes.push(h('h3', { id: 'werrors-heading' }, `Validation errors (${v.errorCount})`));
  if (v.errorCount === 0) nodes.push(h('p', { class: 'meta', id: 'werrors-none' }, 'The parser reported no validation error.'));
  else {
    const list = h('ol', { class: 'werrors', id: 'werrors' });
    for (const e of v.errors) {
      list.append(
        h(
          'li',
          { 'data-name': e.name },
          h(
            'div',
            { class: 'step-rule' },
            specLink(e.name, e.href, 'wname'),
            ' ',
            h('span', { class: `kind ${e.failure ? 'failure' : 'warning'}` }, e.failure ? 'failure' : 'validation error'),
            h('span', { class: 'meta' }, ` at ${where(e)}, in the `),
            specLink(e.state, e.stateHref, 'wstate'),
          ),
          h('div', { class: 'meta wdesc' }, e.description),
          h('div', { class: 'change' }, spanCode(e)),
          h('div', { class: 'wmessage' }, e.message),
        ),
      );
    }
    nodes.push(list);
    if (v.errorCount > v.errors.length) nodes.push(h('p', { class: 'meta', id: 'werrors-more' }, `… and ${v.errorCount - v.errors.length} more (the parser keeps the first ${v.errors.length} of ${v.errorCount} and counts the rest).`));
  }
  const trace = h('details', { class: 'wtrace', id: 'wtrace' });
  if (v.stateCount <= 60) trace.setAttribute('open', '');
  trace.append(h('summary', {}, `State trace (${v.stateCount} state${v.stateCount === 1 ? '' : 's'} entered)`));
  if (v.stateCount === 0) trace.append(h('p', { class: 'meta' }, 'None: the base fails to parse, so the input is not parsed.'));
  else {
    const ol = h('ol', { class: 'wtrace' });
    for (const s of v.states) {
      const li = h('li', {}, specLink(s.state, s.href, 'wstate'), h('span', { class: 'meta' }, ` at ${s.line}:${s.column}`));
      if (s.notes.length) li.append(h('ul', {}, ...s.notes.map((n) => h('li', {}, n.text))));
      ol.append(li);
    }
    trace.append(ol);
    if (v.stateCount > v.states.length) trace.append(h('p', { class: 'meta' }, `The first ${MAX_STATES} of ${v.stateCount} are shown.`));
  }
  nodes.push(h('h3', {}, 'Trace'), trace);
  out.replaceChildren(...nodes);
}

// ---------------------------------------------------------------------------------------------
// Schemes
// ---------------------------------------------------------------------------------------------

/** The Schemes tab's report: its own ids (`scheme-report`...), no input of its own to mark, no grammar's substitutions. */
const SCHEMES_REPORT: ReportPlace = { id: (part) => `scheme-${part}`, heading: 'h3', markInput: false, grammar: null, renders: 0 };

/** "RFC 6068 §2", linked to the section (the first, where it names several) at rfc-editor.org. */
function rfcSection(rfc: number, section: string): HTMLElement {
  const num = /^\d+(\.\d+)*/.exec(section)?.[0];
  const text = `RFC ${rfc}${section ? ` §${section}` : ''}`;
  return h('a', { href: `https://www.rfc-editor.org/rfc/rfc${rfc}${num ? `#section-${num}` : ''}`, class: 'cite' }, text);
}

/** Parts as a table: a row a part, its values one a line, `absent` where it has none. */
function partsTable(rows: readonly PartRow[], id: string, head: string): HTMLElement {
  const table = h('table', { class: 'components', id });
  table.append(h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, head), h('th', { scope: 'col' }, 'as written'))));
  const body = h('tbody');
  for (const p of rows) {
    const cell = h('td', {});
    if (p.values === null) cell.append(h('span', { class: 'meta' }, 'absent'));
    else if (p.values.length === 0) cell.append(h('span', { class: 'meta' }, 'none'));
    else p.values.forEach((v, i) => cell.append(...(i ? [h('br')] : []), v === '' ? h('span', { class: 'meta' }, '(empty)') : h('code', { class: 'url' }, shownText(v, false))));
    body.append(h('tr', { 'data-part': p.name }, h('th', { scope: 'row' }, p.name), cell));
  }
  table.append(body);
  return h('div', { class: 'scroll' }, table);
}

function updateSchemes(): void {
  loadSchemeGrammars();
  const field = $<HTMLTextAreaElement>('suri');
  if (field.value !== state.u) field.value = state.u;
  const out = $('schemes-out');
  const v = schemesView(state.u);
  const nodes: HTMLElement[] = [];
  if (v.ok) {
    nodes.push(
      v.by === 'scheme'
        ? h('p', { class: 'verdict good', id: 'schemes-verdict' }, `✓ Valid, by the grammar of ${v.scheme} URIs: `, rfcSection(v.rfc, v.section))
        : h('p', { class: 'verdict good', id: 'schemes-verdict' }, '✓ Valid, by ', rfcSection(v.rfc, v.section), ` alone: no grammar here for the scheme ${v.scheme}`),
    );
  } else {
    const e = v.error!;
    nodes.push(
      v.by === 'scheme'
        ? h('p', { class: 'verdict bad', id: 'schemes-verdict' }, `✗ Invalid, by the grammar of ${v.scheme} URIs: ${e.code} at ${e.line}:${e.column} (`, rfcSection(v.rfc, v.section), ')')
        : h('p', { class: 'verdict bad', id: 'schemes-verdict' }, `✗ Invalid, by RFC 3986: ${e.code} at ${e.line}:${e.column} (`, rfcSection(v.rfc, v.section), '); no scheme grammar reads it'),
    );
  }
  const schemes = Object.keys(schemeGrammars());
  const how = h(
    'p',
    { class: 'meta', id: 'schemes-how' },
    'As ',
    h('code', {}, 'parseScheme'),
    ` reads it: as an RFC 3986 URI first, then, for a scheme with a grammar here (${schemes.join(', ')}), by that grammar, loaded from the scheme's RFC's ABNF and read with ABNF's semantics`,
  );
  if (v.start) {
    const cite = citeLink(v.start.rfc, v.start.name);
    how.append(': this one from ', ruleLink(v.start.rfc, v.start.name), ...(cite ? [' ', h('span', { class: 'meta' }, '(', cite, ')')] : []), '.');
  } else how.append('.');
  nodes.push(how);
  if (v.ok) {
    if (v.by === 'scheme') {
      nodes.push(h('h3', {}, `The parts RFC ${v.rfc} names`));
      nodes.push(v.parts.length ? partsTable(v.parts, 'sparts', 'part') : h('p', { class: 'meta', id: 'sparts-none' }, 'None beyond the RFC 3986 components below.'));
    }
    nodes.push(h('h3', {}, 'The RFC 3986 components'), partsTable(v.components, 'scomponents', 'component'));
    out.replaceChildren(...nodes);
    return;
  }
  const report = h('div', { id: 'schemes-report' });
  renderInvalid(v.error!, report, SCHEMES_REPORT);
  out.replaceChildren(...nodes, report);
}

// ---------------------------------------------------------------------------------------------
// Resolve
// ---------------------------------------------------------------------------------------------

function valuesList(values: Readonly<Record<string, string | null>>): HTMLElement {
  const dl = h('dl', { class: 'values' });
  for (const [k, v] of Object.entries(values)) dl.append(h('dt', {}, k), h('dd', {}, v === null ? h('span', { class: 'meta' }, 'undefined') : h('code', {}, JSON.stringify(v))));
  return dl;
}

function dotTable(steps: ReturnType<typeof removeDotSegments>['steps']): HTMLElement {
  const table = h('table', { class: 'dots' });
  const is3986 = steps.some((s) => s.spec === 'rfc3986');
  table.append(h('thead', {}, h('tr', {}, h('th', {}, 'rule'), ...(is3986 ? [h('th', {}, 'output buffer'), h('th', {}, 'input buffer')] : [h('th', {}, 'before'), h('th', {}, 'after')]))));
  const body = h('tbody');
  for (const s of steps) {
    if (s.spec === 'rfc3986') body.append(h('tr', {}, h('td', {}, s.rule), h('td', {}, h('code', {}, s.after.output)), h('td', {}, h('code', {}, s.after.input))));
    else body.append(h('tr', {}, h('td', {}, s.rule), h('td', {}, h('code', {}, s.before)), h('td', {}, h('code', {}, s.after))));
  }
  table.append(body);
  return table;
}

function updateResolve(): void {
  const out = $('resolve-out');
  out.replaceChildren();
  try {
    const r = resolve(state.base, state.ref, state.spec === 'rfc3986' ? { spec: 'rfc3986', strict: state.strict } : { spec: state.spec });
    out.append(h('p', { class: 'verdict good', id: 'resolved' }, 'Resolved: ', h('code', {}, r.href)));
    const ol = h('ol', { class: 'steps', id: 'steps' });
    for (const step of r.steps) {
      const li = h('li', {}, h('div', { class: 'step-rule' }, step.rule), valuesList(step.values));
      if (step.gap) li.append(h('p', { class: 'note' }, `Gap in the draft: ${step.gap.todo}; filled with ${step.gap.filledWith}`));
      if (step.dots?.length) li.append(dotTable(step.dots));
      ol.append(li);
    }
    out.append(h('h3', {}, 'Steps'), ol);
  } catch (e) {
    const err = e as Error & { code?: string; index?: number; report?: URLErrorReport | null };
    out.append(h('p', { class: 'verdict bad', id: 'resolved' }, `${err.name}${err.code ? ` [${err.code}]` : ''}: ${err.message}`));
    if (err.report) out.append(h('pre', { class: 'report' }, formatReport(err.report)));
  }
  const dots = $('dots-out');
  const d = removeDotSegments(state.path, { spec: state.dspec });
  dots.replaceChildren(h('p', { class: 'verdict good', id: 'dots-result' }, 'Result: ', h('code', {}, d.path === '' ? '(empty)' : d.path)), dotTable(d.steps));
}

// ---------------------------------------------------------------------------------------------
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
  // The Resolve tab reads its own fields; the Schemes tab the URL in its own field (`#suri`, the same state).
  $('url-field').hidden = state.tab === 'resolve' || state.tab === 'schemes';
}

function update(): void {
  saveState();
  showTab();
  if (state.tab === 'parse') updateParse();
  else if (state.tab === 'compare') updateCompare();
  else if (state.tab === 'normalize') updateNormalize();
  else if (state.tab === 'whatwg') updateWhatwg();
  else if (state.tab === 'schemes') updateSchemes();
  else updateResolve();
}

function load(hash: string): void {
  state = readState(hash);
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
  if (el?.textContent) data = JSON.parse(el.textContent) as ExplorerData;
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
