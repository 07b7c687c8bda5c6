/**
 * What the explorer's Normalize tab shows, as data (scripts/docs/explorer/client.ts draws it; the
 * tests read it in Node): the input normalized at each rung of RFC 3986 §6.2's ladder (RFC 3987
 * §5.3's for IRIs), and the steps of the highest rung as `normalize` traces them, each with its
 * URL before and after cut into runs, the runs its edits changed marked.
 *
 * Browser code: no Node API.
 */
import { normalize, NormalizationError, NORMALIZE_LEVELS, type NormalizeLevel, type NormalizeOptions, type NormalizeStep } from '../../../src/index.js';

/** A run of a URL as the view shows it: `changed` by the step's edits, or `elided` (a long unchanged run shortened to "…"). */
export interface Segment {
  readonly text: string;
  readonly changed: boolean;
  readonly elided?: boolean;
}

/** A part of a step's section: text, with the RFC section's address where it names one. */
export interface SectionPart {
  readonly text: string;
  readonly href: string | null;
}

/** A step of the trace, ready to draw. */
export interface ViewStep {
  readonly step: NormalizeStep['step'];
  readonly section: string;
  readonly sectionParts: readonly SectionPart[];
  readonly component: NormalizeStep['component'];
  /** The rung of the ladder it belongs to: `'syntax'` or `'scheme'`. */
  readonly level: 'syntax' | 'scheme';
  readonly before: readonly Segment[];
  readonly after: readonly Segment[];
  /** The step's edits, as `normalize` records them (offsets in `before`). */
  readonly edits: NormalizeStep['edits'];
}

/** A rung of the ladder: the input normalized up to it. */
export interface LevelRow {
  readonly level: NormalizeLevel;
  readonly section: string;
  readonly sectionParts: readonly SectionPart[];
  readonly href: string;
  /** Whether it differs from the rung below (for `'string'`, whether it differs from nothing: false). */
  readonly changed: boolean;
}

/** What the view is asked for: the grammar, the start symbol and how escaped dots are read. */
export interface ViewOptions {
  readonly grammar: 'rfc3986' | 'rfc3987';
  readonly start?: NormalizeOptions['start'];
  readonly escapedDots?: 'decode' | 'keep';
  /** How a URL is shown: its password masked, its length kept (the page's `redactPasswords`). */
  readonly mask?: (s: string) => string;
}

/** The view: the rungs and the steps, or the input's error. */
export type NormalizationView =
  | { readonly ok: true; readonly levels: readonly LevelRow[]; readonly steps: readonly ViewStep[] }
  | { readonly ok: false; readonly error: NormalizationError };

/** Each rung's section, by grammar: RFC 3986 §6.2.1 to §6.2.3, RFC 3987 §5.3.1 to §5.3.3. */
const LEVEL_SECTIONS: Readonly<Record<'rfc3986' | 'rfc3987', Readonly<Record<NormalizeLevel, string>>>> = {
  rfc3986: { string: 'RFC 3986 §6.2.1', syntax: 'RFC 3986 §6.2.2', scheme: 'RFC 3986 §6.2.3' },
  rfc3987: { string: 'RFC 3987 §5.3.1', syntax: 'RFC 3987 §5.3.2', scheme: 'RFC 3987 §5.3.3' },
};

/**
 * A section as `normalize` cites it (`RFC 3986 §3.2.3, §6.2.3`, `RFC 3986 §6.2.3 (RFC 1738 §3.3;
 * RFC 9110 §4.2.1)`) in parts, each `§N` linked to its section at rfc-editor.org under the RFC
 * named last before it.
 */
export function sectionParts(section: string): SectionPart[] {
  const out: SectionPart[] = [];
  let rfc: string | null = null;
  let at = 0;
  const re = /(RFC (\d+) )?§([\d.]+\d|\d)/g;
  for (let m = re.exec(section); m; m = re.exec(section)) {
    if (m[2]) rfc = m[2];
    if (m.index > at) out.push({ text: section.slice(at, m.index), href: null });
    out.push({ text: m[0], href: rfc === null ? null : `https://www.rfc-editor.org/rfc/rfc${rfc}#section-${m[3]}` });
    at = m.index + m[0].length;
  }
  if (at < section.length) out.push({ text: section.slice(at), href: null });
  return out;
}

/**
 * The runs of `before` and of the URL the edits make of it, the edited runs marked: an insertion
 * is an empty changed run in `before`, a deletion one in the URL after (drawn as a mark where the
 * text was written or removed).
 */
export function editSegments(before: string, edits: NormalizeStep['edits'], mask: (s: string) => string = (s) => s): { before: Segment[]; after: Segment[] } {
  const b: Segment[] = [];
  const a: Segment[] = [];
  // The runs are cut from `before` as shown (a password masked, its length kept); an edit of a
  // masked character (a decoded escape in a password) is shown masked too.
  const shown = mask(before);
  const hidden = (i: number): boolean => i >= 0 && i < before.length && shown[i] !== before[i];
  let at = 0;
  for (const e of [...edits].sort((x, y) => x.start - y.start)) {
    if (e.start > at) {
      const same = shown.slice(at, e.start);
      b.push({ text: same, changed: false });
      a.push({ text: same, changed: false });
    }
    let touches = e.start === e.end ? hidden(e.start - 1) || hidden(e.start) : false;
    for (let i = e.start; i < e.end && !touches; i++) touches = hidden(i);
    b.push({ text: shown.slice(e.start, e.end), changed: true });
    a.push({ text: touches ? '*'.repeat(e.text.length) : e.text, changed: true });
    at = Math.max(at, e.end);
  }
  if (at < before.length) {
    const same = shown.slice(at);
    b.push({ text: same, changed: false });
    a.push({ text: same, changed: false });
  }
  return { before: b, after: a };
}

/** Characters of an unchanged run kept beside a change (and at the ends) when the run is long. */
const CONTEXT = 24;

/**
 * `segments` with each unchanged run longer than `2 × context + 8` code points shortened to its
 * first and last `context` characters around "…": a step of a 10 KB URL shows what changed and
 * where (the start of the URL, the text next to the change), not the 10 KB twice.
 */
export function elide(segments: readonly Segment[], context = CONTEXT): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const cps = Array.from(s.text);
    if (s.changed || cps.length <= 2 * context + 8) out.push(s);
    else out.push({ text: cps.slice(0, context).join(''), changed: false }, { text: '…', changed: false, elided: true }, { text: cps.slice(-context).join(''), changed: false });
  }
  return out;
}

/**
 * The Normalize tab's data for `input`: the input at each rung (`'string'`, `'syntax'`,
 * `'scheme'`), and the steps `normalize` traces at the scheme rung (those of the syntax rung
 * first, as they run), each with its runs before and after; or the `NormalizationError` of an
 * input the grammar rejects.
 */
export function normalizationView(input: string, o: ViewOptions): NormalizationView {
  const base = { grammar: o.grammar, ...(o.start ? { start: o.start } : {}), ...(o.escapedDots ? { escapedDots: o.escapedDots } : {}) };
  let hrefs: Record<NormalizeLevel, string>;
  let traced: readonly NormalizeStep[];
  let syntaxSteps: number;
  try {
    const syntax = normalize(input, { ...base, level: 'syntax', trace: true });
    const scheme = normalize(input, { ...base, level: 'scheme', trace: true });
    hrefs = { string: normalize(input, { ...base, level: 'string' }).href, syntax: syntax.href, scheme: scheme.href };
    traced = scheme.steps;
    // The syntax rung's steps run first, and are the same at the scheme rung.
    syntaxSteps = syntax.steps.length;
  } catch (e) {
    if (e instanceof NormalizationError) return { ok: false, error: e };
    throw e;
  }
  const levels = NORMALIZE_LEVELS.map((level, i): LevelRow => {
    const section = LEVEL_SECTIONS[o.grammar][level];
    return { level, section, sectionParts: sectionParts(section), href: hrefs[level], changed: i > 0 && hrefs[level] !== hrefs[NORMALIZE_LEVELS[i - 1]!] };
  });
  const steps = traced.map((s, i): ViewStep => {
    const runs = editSegments(s.before, s.edits, o.mask);
    return {
      step: s.step,
      section: s.section,
      sectionParts: sectionParts(s.section),
      component: s.component,
      level: i < syntaxSteps ? 'syntax' : 'scheme',
      before: elide(runs.before),
      after: elide(runs.after),
      edits: s.edits,
    };
  });
  return { ok: true, levels, steps };
}

/**
 * The start symbol the Normalize tab reads with, from the parse view's (`''` is the grammar's
 * default, `URI` or `IRI`, as `normalize`'s): a relative reference alone is read as a `-reference`
 * (which takes it), any other start symbol as it is.
 */
export function normalizeStart(grammar: 'rfc3986' | 'rfc3987', start: string): NonNullable<NormalizeOptions['start']> {
  const names = NORMALIZE_STARTS[grammar];
  if (start === 'relative-ref' || start === 'irelative-ref') return names[1];
  return names.find((n) => n === start) ?? names[0];
}

/** The start symbols of the Normalize tab, the default (the Parse tab's, and `normalize`'s) first. */
export const NORMALIZE_STARTS = {
  rfc3986: ['URI', 'URI-reference', 'absolute-URI'],
  rfc3987: ['IRI', 'IRI-reference', 'absolute-IRI'],
} as const;
