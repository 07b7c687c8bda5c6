/**
 * The explorer's Parse tab (the verdict, warnings and fixes, the syntax tree or the report with its rule stack and railroad diagrams) and its Compare tab.
 * Part of the grammar explorer's script (scripts/docs/explorer/client.ts starts it).
 *
 * Browser code: no Node API.
 */
import { lookup, profiles, resolveRef, type Expr, type GrammarName, type RFC, type Rule } from '../../../grammar/all.js';
import {
  COMPONENTS,
  compare,
  formatReport,
  parseRule,
  parseURL,
  redactPasswords,
  type ASTNode,
  type StrictParseResult,
  type URLErrorReport,
} from '../../../src/index.js';
import { railroadSvg } from '../../../src/railroad/index.js';
import { diagramPath } from './path.js';
import { $, type State, secrets, shownSlice, h, data, byKey, state, ruleLink, citeLink, explorerHref } from './page.js';
import { charEnd, paintChars, renderChars, markFixed, resetTree, short, renderTree, highlightChain } from './input-view.js';

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

/** The fixes of a report or warning; each fixed input links to this page with it (`open`: the state that holds it, the Parse tab's URL by default). */
function fixList(fixes: readonly FixLike[] | undefined, input = state.u, open: (fixed: string) => Partial<State> = (u) => ({ u })): HTMLElement | null {
  if (!Array.isArray(fixes) || fixes.length === 0) return null;
  const ul = h('ul', { class: 'fixes' });
  for (const f of fixes) {
    const li = h('li', {}, h('strong', {}, 'fix: '), String(f.message ?? ''));
    const fixed = typeof f.url === 'string' ? f.url : applyEdits(input, f.edits);
    if (fixed !== null) {
      // A fixed input that holds a password is no link: the address would keep it (see fragmentOf);
      // nor is one that holds the input's password where it reads as none (a repair that moved it
      // into the path).
      const held = redactPasswords(fixed).found || secrets.mask(fixed) !== fixed;
      li.append(' → ', held ? h('code', {}, fixed) : h('a', { href: explorerHref(open(fixed)), class: 'fix-link', title: 'open the fixed input' }, h('code', {}, fixed)));
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
export interface ReportPlace {
  readonly id: (part: string) => string;
  readonly heading: 'h2' | 'h3';
  readonly markInput: boolean;
  grammar: GrammarName | null;
  renders: number;
  /** The state a fix's link opens with the fixed input (the Parse tab's URL when absent). */
  readonly fixState?: (fixed: string) => Partial<State>;
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
export function renderInvalid(report: URLErrorReport, out: HTMLElement, place: ReportPlace): void {
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
  const fixes = fixList((report as { fixes?: readonly FixLike[] }).fixes, report.input, place.fixState);
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

export function updateParse(): void {
  const st = state;
  const t0 = performance.now();
  const out = $('result');
  const verdict = $('verdict');
  out.replaceChildren();
  resetTree();
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

export function updateCompare(): void {
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

