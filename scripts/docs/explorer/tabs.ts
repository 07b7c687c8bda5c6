/**
 * The explorer's Normalize, WHATWG, Schemes and Resolve tabs.
 * Part of the grammar explorer's script (scripts/docs/explorer/client.ts starts it).
 *
 * Browser code: no Node API.
 */
import { formatReport, removeDotSegments, resolve, schemeGrammars, type URLErrorReport } from '../../../src/index.js';
import { normalizationView, normalizeStart, NORMALIZE_STARTS, type Segment, type SectionPart } from './normalize-view.js';
import { MAX_STATES, stateHref, WHATWG_SNAPSHOT, whatwgView, type ErrorRow } from './whatwg-view.js';
import { schemesView, type PartRow } from './schemes-view.js';
import { $, secrets, h, loadSchemeGrammars, state, ruleLink, citeLink, explorerHref } from './page.js';
import { visible } from './input-view.js';
import { type ReportPlace, renderInvalid } from './parse-tab.js';

// ---------------------------------------------------------------------------------------------
// Normalize
// ---------------------------------------------------------------------------------------------

/** The grammar the Normalize tab reads with: the one selected, when it has a normalization (RFC 3986 or 3987). */
export function normalizeGrammar(): 'rfc3986' | 'rfc3987' {
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

export function updateNormalize(): void {
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

export function updateWhatwg(): void {
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

export function updateSchemes(): void {
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

export function updateResolve(): void {
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
