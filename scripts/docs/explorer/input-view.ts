/**
 * The explorer's input, character by character (`#chars`), and the syntax tree (`#tree`): drawing, marks, keyboard and pointer.
 * Part of the grammar explorer's script (scripts/docs/explorer/client.ts starts it).
 *
 * Browser code: no Node API.
 */
import { type ASTNode } from '../../../src/index.js';
import { $, shownSlice, h, state, ruleLink, citeLink } from './page.js';

// ---------------------------------------------------------------------------------------------
// The input, character by character
// ---------------------------------------------------------------------------------------------

/** How a character is shown: control pictures for controls and the space. */
export function visible(ch: string): string {
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
export const charMarks = {
  input: '',
  /** Persistent marks: the failure, the culprit, warnings. */
  fixed: [] as { a: number; b: number; cls: string }[],
  /** The hovered node's span. */
  hl: null as { a: number; b: number } | null,
  /** The character under the pointer. */
  at: null as number | null,
};

/** The end of the character at `i`. */
export function charEnd(i: number): number {
  const cp = charMarks.input.codePointAt(i);
  return cp === undefined ? i + 1 : i + (cp > 0xffff ? 2 : 1);
}

export function paintChars(): void {
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

export function renderChars(input: string): void {
  charMarks.input = input;
  charMarks.fixed = [];
  charMarks.hl = null;
  charMarks.at = null;
}

/** Marks a range for good (the failure, the culprit, warnings); drawn by the next paint. */
export function markFixed(a: number, b: number, cls: string): void {
  charMarks.fixed.push({ a, b: Math.max(b, a + 1), cls });
}

/** The offset of the character under the point, or null. */
export function offsetAt(x: number, y: number): number | null {
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
export const nodeOf = new WeakMap<Element, ASTNode>();
const parentOf = new Map<ASTNode, ASTNode>();
export let root: ASTNode | null = null;

export function short(text: string, n = 48): string {
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

export function expand(li: HTMLElement, open: boolean): void {
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

export function renderTree(ast: ASTNode, into: HTMLElement): void {
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

export function focusItem(li: HTMLElement): void {
  document.querySelectorAll('#tree li[tabindex="0"]').forEach((x) => x.setAttribute('tabindex', '-1'));
  li.setAttribute('tabindex', '0');
  li.focus();
}

export function onTreeKey(ev: KeyboardEvent): void {
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

export function highlightNode(node: ASTNode | null): void {
  if (node === hovered) return;
  if (hovered) elementOf.get(hovered)?.classList.remove('hover');
  hovered = node;
  if (node) elementOf.get(node)?.classList.add('hover');
  charMarks.hl = node ? { a: node.start, b: node.end } : null;
  paintChars();
}

let chainNodes: ASTNode[] = [];

/** Forgets the tree drawn before (a new parse draws its own). */
export function resetTree(): void {
  root = null;
  hovered = null;
  chainNodes = [];
}

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

export function highlightChain(i: number | null): void {
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

