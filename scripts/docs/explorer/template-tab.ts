/**
 * The explorer's URI Template tab: a template read by `parseTemplate` (its parts with their spans
 * marked in the template, or the positioned report with its rule stack and diagrams, as the Parse
 * tab draws a URL's), the expansion of values by `expandTemplate` (each part's share of the URI, or
 * the `TemplateExpansionError` at its span), and a URI read back by `matchTemplate` (each
 * variable's value with its span in the URI, raw and decoded, and flags; both readings of an
 * ambiguous URI; the place a URI leaves the template's language). The data is template-view.ts's.
 * Part of the grammar explorer's script (scripts/docs/explorer/client.ts starts it).
 *
 * Browser code: no Node API.
 */
import { $, secrets, h, state } from './page.js';
import { visible } from './input-view.js';
import { renderInvalid, type ReportPlace } from './parse-tab.js';
import { rfc6570Href, templateView, type MatchRow, type TemplatePartRow, type TemplateView, type AnyOrderView } from './template-view.js';

/** The tab's report: its own ids (`tpl-report`...), no grammar's substitutions; a fix opens the fixed template in this tab. */
const TEMPLATE_REPORT: ReportPlace = { id: (part) => `tpl-${part}`, heading: 'h3', markInput: false, grammar: null, renders: 0, fixState: (tt) => ({ tab: 'template', tt }) };

/** The last expansion (as the library gave it), for the "match the expansion" button; null where there is none. */
export let lastExpansion: string | null = null;

/** A text as drawn: its passwords masked (the length kept, so spans hold), controls and the space as control pictures. */
function shown(text: string): string {
  return secrets.mask(text);
}
const pictures = (s: string): string => s.replace(/[\u0000-\u0020\u007f]/g, visible);

/** "RFC 6570 §2.3", linked to the section. */
const sectionLink = (section: string): HTMLElement => h('a', { href: rfc6570Href(section), class: 'cite' }, `RFC 6570 §${section}`);

/** The end of the character at `i` of `text`. */
function charEnd(text: string, i: number): number {
  const cp = text.codePointAt(i);
  return cp === undefined ? i + 1 : i + (cp > 0xffff ? 2 : 1);
}

/**
 * A text with one place marked (`[a, b)`; an empty one, or one at the end, as a point): the
 * template where a report or an expansion error blames it, the URI where it leaves the template's
 * language. `outline`: a wider span drawn around it (the expression of an expansion error).
 */
function markedText(text: string, a: number, b: number, id: string, title: string, outline: readonly [number, number] | null = null): HTMLElement {
  const t = shown(text);
  const code = h('code', { class: 'url tsource', id });
  const wrap = outline ? h('span', { class: 'texpr-outline' }) : null;
  /** Where the text at `at` goes: the outline (once appended) inside it, the code outside. */
  const into = (at: number): HTMLElement => {
    if (!wrap || at < outline![0] || at >= outline![1]) return code;
    if (!wrap.parentNode) code.append(wrap);
    return wrap;
  };
  const cuts = [...new Set([0, a, b, t.length, ...(outline ?? [])])].filter((x) => x >= 0 && x <= t.length).sort((x, y) => x - y);
  for (let k = 0; k < cuts.length; k++) {
    const from = cuts[k]!;
    // An empty place: a point, or past the text's end a mark of its end.
    if (from === a && b <= a) into(from).append(a >= t.length ? h('mark', { class: 'wspan tend', title }, '⟨end⟩') : h('mark', { class: 'wspan point', title }));
    const to = cuts[k + 1];
    if (to === undefined) break;
    const piece = pictures(t.slice(from, to));
    into(from).append(from >= a && to <= b ? h('mark', { class: 'wspan', title }, piece) : piece);
  }
  return code;
}

/** The template, each part a span (`data-part`), each varspec of an expression a span inside it (`data-var`). */
function templateText(template: string, parts: readonly TemplatePartRow[]): HTMLElement {
  const t = shown(template);
  const box = h('div', { class: 'chars tchars', id: 'tpl-chars', role: 'group', 'aria-label': 'The template, its parts marked' });
  parts.forEach((p, i) => {
    const span = h('span', { class: `tpart ${p.kind === 'literal' ? 'tlit' : 'texpr'}`, 'data-part': String(i), title: `${p.kind} [${p.start}, ${p.end})` });
    let at = p.start;
    p.variables.forEach((v, j) => {
      span.append(pictures(t.slice(at, v.start)), h('span', { class: 'tvar', 'data-var': `${i}.${j}` }, pictures(t.slice(v.start, v.end))));
      at = v.end;
    });
    span.append(pictures(t.slice(at, p.end)));
    box.append(span);
  });
  return box;
}

/** The parts as a table: a row a part (`data-part`), its span, text, operator and variables. */
function partsTable(parts: readonly TemplatePartRow[]): HTMLElement {
  const table = h('table', { class: 'components tparts', id: 'tparts' });
  table.append(h('thead', {}, h('tr', {}, ...['part', 'span', 'text', 'operator', 'variables'].map((c) => h('th', { scope: 'col' }, c)))));
  const body = h('tbody');
  parts.forEach((p, i) => {
    const kind = h('th', { scope: 'row' }, p.kind, ' ', h('span', { class: 'meta' }, '('), sectionLink(p.kind === 'literal' ? '2.1' : '2.2'), h('span', { class: 'meta' }, ')'));
    const op = p.operator === null ? h('td', { class: 'meta' }, '–') : h('td', { class: 'top' }, h('code', {}, p.operator.op === '' ? 'none' : p.operator.op), ` ${p.operator.name} `, sectionLink(p.operator.section));
    const vars = h('td', { class: 'tvars' });
    if (p.variables.length === 0) vars.append(h('span', { class: 'meta' }, '–'));
    p.variables.forEach((v, j) => {
      vars.append(
        ...(j ? [h('br')] : []),
        h('code', { class: 'tvarname', 'data-var': `${i}.${j}` }, v.name),
        ...(v.modifier ? [' ', h('span', { class: 'tmod' }, v.modifier), ' ', sectionLink(v.section!)] : []),
        h('span', { class: 'meta' }, ` [${v.start}, ${v.end})`),
      );
    });
    body.append(
      h('tr', { 'data-part': String(i), tabindex: '0' }, kind, h('td', { class: 'meta' }, `[${p.start}, ${p.end})`), h('td', {}, h('code', { class: 'url' }, pictures(shown(state.tt).slice(p.start, p.end)))), op, vars),
    );
  });
  table.append(body);
  return h('div', { class: 'scroll' }, table);
}

/** The parse: the verdict, the template with its parts marked and the parts table, or the report. */
function renderParse(v: TemplateView, out: HTMLElement): void {
  if (v.parse.ok) {
    const parts = v.parse.parts;
    const n = parts.filter((p) => p.kind === 'expression').length;
    out.append(
      h('p', { class: 'verdict good', id: 'template-verdict' }, `✓ A URI Template: ${parts.length} part${parts.length === 1 ? '' : 's'}, ${n} expression${n === 1 ? '' : 's'}`),
      h('p', { class: 'meta' }, 'As ', h('code', {}, 'parseTemplate'), ' reads it (', sectionLink('2'), '): literal text and expressions, each with its span; an expression’s operator says how its variables expand, a variable’s modifier how much of its value. Point at a part to see it in the template and in the expansion.'),
      templateText(v.template, parts),
      partsTable(parts),
    );
    return;
  }
  const e = v.parse.error;
  out.append(
    h('p', { class: 'verdict bad', id: 'template-verdict' }, `✗ Not a URI Template: ${e.code} at ${e.line}:${e.column}`),
    h('div', { class: 'chars tchars', id: 'tpl-chars', role: 'group', 'aria-label': 'The template, the failure marked' }, markedText(v.template, e.offset, e.offset < v.template.length ? charEnd(v.template, e.offset) : e.offset, 'tpl-failed', 'the parse stopped here')),
  );
  const report = h('div', { id: 'tpl-report-box' });
  renderInvalid(e, report, TEMPLATE_REPORT);
  out.append(report);
}

/** The expansion: the URI with each part's share (`data-part`), or the error at its span. */
function renderExpansion(v: TemplateView, out: HTMLElement): void {
  const x = v.expansion;
  lastExpansion = null;
  if (x === null) {
    out.append(h('p', { class: 'meta', id: 'texpand-verdict' }, 'No expansion: the template is no URI Template (its report is above).'));
    return;
  }
  if (!x.ok) {
    out.append(h('p', { class: 'verdict bad', id: 'texpand-verdict' }, x.span ? `✗ TemplateExpansionError [${x.code}]: ${x.message}` : `✗ ${x.message}`));
    if (x.span) {
      out.append(
        h('p', { class: 'meta' }, x.span.variable === null ? 'The literal character blamed:' : `The varspec whose value the expression cannot take (${JSON.stringify(x.span.variable)}), in its expression [${x.span.exprStart}, ${x.span.exprEnd}):`),
        h('div', { class: 'change' }, markedText(v.template, x.span.offset, x.span.end, 'texpand-span', x.span.variable === null ? 'this character' : `the value of ${x.span.variable}`, [x.span.exprStart, x.span.exprEnd])),
      );
    }
    return;
  }
  lastExpansion = x.uri;
  const t = shown(x.uri);
  const code = h('code', { class: 'url texpansion', id: 'texpand-uri' });
  if (x.pieces.length) {
    for (const p of x.pieces) {
      const part = v.parse.ok ? v.parse.parts[p.part]! : null;
      code.append(h('span', { class: `tpiece ${part?.kind === 'expression' ? 'texpr' : 'tlit'}`, 'data-part': String(p.part), title: part ? `from ${part.kind} [${part.start}, ${part.end})` : '' }, t.slice(p.start, p.end)));
    }
  } else code.append(t);
  out.append(
    h('p', { class: 'verdict good', id: 'texpand-verdict' }, 'Expansion: ', x.uri === '' ? h('span', { class: 'meta' }, '(empty)') : code),
    h('p', { class: 'meta' }, 'As ', h('code', {}, 'expandTemplate'), ' writes it (', sectionLink('3.2'), '); each part’s share of the URI is marked.'),
  );
}

/** A URI with each variable's span of a reading marked (`data-var` its name; an empty span as a point). */
function matchedURI(uri: string, rows: readonly MatchRow[], id: string): HTMLElement {
  const t = shown(uri);
  const code = h('code', { class: 'url tsource', id });
  let at = 0;
  for (const r of rows) {
    if (r.start < at) continue;
    code.append(pictures(t.slice(at, r.start)));
    code.append(h('mark', { class: r.end > r.start ? 'tval' : 'tval point', 'data-var': r.name, title: r.name }, pictures(t.slice(r.start, r.end))));
    at = r.end;
  }
  code.append(pictures(t.slice(at)));
  return code;
}

const json = (x: unknown): string => JSON.stringify(x);

/** A reading as a table: a row a variable (`data-var`), its value, raw text, decoded value, span and flags. */
function readingTable(rows: readonly MatchRow[], id: string): HTMLElement {
  if (rows.length === 0) return h('p', { class: 'meta', id }, 'No variable is defined by this reading.');
  const table = h('table', { class: 'components tmatch', id });
  table.append(h('thead', {}, h('tr', {}, ...['variable', 'value', 'raw', 'decoded', 'span', 'flags'].map((c) => h('th', { scope: 'col' }, c)))));
  const body = h('tbody');
  for (const r of rows) {
    body.append(
      h(
        'tr',
        { 'data-var': r.name, tabindex: '0' },
        h('th', { scope: 'row' }, h('code', {}, r.name)),
        h('td', {}, h('code', { class: 'url' }, json(r.value))),
        h('td', {}, h('code', { class: 'url' }, r.raw === '' ? '(empty)' : r.raw)),
        h('td', {}, h('code', { class: 'url' }, json(r.decoded))),
        h('td', { class: 'meta' }, `[${r.start}, ${r.end})`),
        h('td', { class: 'tflags' }, ...(r.flags.length ? r.flags.map((f) => h('span', { class: 'kind warning tflag' }, f)) : [h('span', { class: 'meta' }, 'none')])),
      ),
    );
  }
  table.append(body);
  return h('div', { class: 'scroll' }, table);
}

/** The query's parameters the template does not name (`query: 'any-order'`), as a table; nothing where there are none. */
function extraTable(extra: AnyOrderView['extra']): HTMLElement[] {
  if (!extra || extra.length === 0) return [];
  const body = h('tbody', {});
  for (const f of extra) body.append(h('tr', {}, h('td', {}, h('code', {}, f.name)), h('td', {}, f.value === null ? h('span', { class: 'meta' }, '(no "=")') : h('code', {}, f.value)), h('td', { class: 'meta' }, `${f.start}–${f.end}`)));
  return [h('h4', {}, 'Parameters the template does not name'), h('div', { class: 'scroll' }, h('table', { id: 'tmatch-extra' }, h('thead', {}, h('tr', {}, h('th', {}, 'name'), h('th', {}, 'value'), h('th', {}, 'span'))), body))];
}

/** The match: one reading, two, where the URI leaves the template's language, or a refused value. */
function renderMatch(v: TemplateView, out: HTMLElement): void {
  const m = v.match;
  if (m === null) {
    out.append(h('p', { class: 'meta', id: 'tmatch-verdict' }, 'No match: the template is no URI Template (its report is above).'));
    return;
  }
  const how = h(
    'p',
    { class: 'meta' },
    'As ',
    h('code', {}, 'matchTemplate'),
    ' reads it: the values whose expansion is the URI, each with its span in the URI, its text as written (raw) and decoded, and flags for a value that decodes to a dot segment or holds "/", "?", "#" or a control character.',
  );
  if (m.kind === 'error') {
    out.append(h('p', { class: 'verdict bad', id: 'tmatch-verdict' }, `✗ ${m.name}: ${m.message}`));
    return;
  }
  if (m.kind === 'no-match') {
    const uri = state.tu;
    out.append(
      h('p', { class: 'verdict bad', id: 'tmatch-verdict' }, `✗ No match: the URI leaves the template's language at offset ${m.offset}`),
      h('div', { class: 'change' }, markedText(uri, m.offset, m.offset < uri.length ? charEnd(uri, m.offset) : m.offset, 'tmatch-uri', 'the URI leaves the template here')),
      h('p', { class: 'meta', id: 'tmatch-found' }, `At offset ${m.offset}: ${m.found}.`),
    );
    return;
  }
  if (m.kind === 'refused') {
    const uri = state.tu;
    out.append(
      h('p', { class: 'verdict bad', id: 'tmatch-verdict' }, `✗ Refused: the value of ${m.variable} is no single path segment (${m.flag}, at offset ${m.offset})`),
      h('div', { class: 'change' }, markedText(uri, m.offset, m.offset < uri.length ? charEnd(uri, m.offset) : m.offset, 'tmatch-uri', `the value of ${m.variable} raises ${m.flag} here`, [m.start, m.end])),
      h('p', { class: 'meta', id: 'tmatch-found' }, 'Under ', h('code', {}, "policy: 'segment'"), ` a value that decodes to "." or "..", or holds "/", "\\", "?", "#" or a control character, is refused: its span is outlined, the character that raised ${m.flag} marked.`),
    );
    return;
  }
  if (m.kind === 'match') {
    const flagged = m.rows.filter((r) => r.flags.length).length;
    const order = m.inverse === false ? ' (the query in another order, or with parameters the template does not name: not the inverse of expansion)' : '';
    out.append(
      h('p', { class: `verdict ${flagged || m.inverse === false ? 'warn' : 'good'}`, id: 'tmatch-verdict' }, `✓ Match: ${m.rows.length} variable${m.rows.length === 1 ? '' : 's'} read${flagged ? `, ${flagged} flagged` : ''}${order}`),
      how,
      h('div', { class: 'reading', id: 'treading-0' }, h('div', { class: 'change' }, matchedURI(state.tu, m.rows, 'tmatch-uri')), readingTable(m.rows, 'tmatch-table')),
      ...extraTable(m.extra),
    );
    return;
  }
  out.append(
    h('p', { class: 'verdict warn', id: 'tmatch-verdict' }, 'Ambiguous: two readings expand to this URI'),
    h('p', { class: 'meta' }, 'Both assignments below expand to the URI: ', h('code', {}, 'matchTemplate'), ' does not choose between them. Unchecking “lists” resolves readings that differ only in whether a value holding “,” is a list.'),
    how,
    ...m.readings.map((rows, k) => h('div', { class: 'reading', id: `treading-${k + 1}` }, h('h4', {}, `Reading ${k + 1}`), h('div', { class: 'change' }, matchedURI(state.tu, rows, `tmatch-uri-${k + 1}`)), readingTable(rows, `tmatch-table-${k + 1}`))),
    ...extraTable(m.extra),
  );
}

export function updateTemplate(): void {
  for (const [id, value] of [
    ['tpl', state.tt],
    ['tvalues', state.tv],
    ['turi', state.tu],
  ] as const) {
    const field = $<HTMLInputElement | HTMLTextAreaElement>(id);
    if (field.value !== value) field.value = value;
  }
  $<HTMLInputElement>('tlists').checked = state.tl;
  $<HTMLInputElement>('tanyorder').checked = state.tq;
  $<HTMLInputElement>('tsegment').checked = state.tp;
  const v = templateView(state.tt, state.tv, state.tu, state.tl, { anyOrder: state.tq, segment: state.tp });
  const parse = $('template-out');
  parse.replaceChildren();
  renderParse(v, parse);
  const expand = $('texpand-out');
  expand.replaceChildren();
  renderExpansion(v, expand);
  $<HTMLButtonElement>('tuse').disabled = lastExpansion === null;
  const match = $('tmatch-out');
  match.replaceChildren();
  renderMatch(v, match);
}

/** Marks a part (`data-part`) everywhere in the tab (the template, the table, the expansion); null clears. */
export function highlightPart(part: string | null): void {
  for (const el of Array.from($('panel-template').querySelectorAll('[data-part]'))) el.classList.toggle('hl', el.getAttribute('data-part') === part);
}

/** Marks a variable of a reading (`data-var`) in its URI and its table; null clears. */
export function highlightVar(reading: Element | null, name: string | null): void {
  for (const el of Array.from($('tmatch-out').querySelectorAll('[data-var]'))) el.classList.toggle('hl', name !== null && el.closest('.reading') === reading && el.getAttribute('data-var') === name);
}
