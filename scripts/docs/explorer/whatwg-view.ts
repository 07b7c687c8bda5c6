/**
 * What the explorer's WHATWG tab shows, as data (scripts/docs/explorer/client.ts draws it; the
 * tests read it in Node): the WHATWG URL Standard's basic URL parser (`parseWHATWG`) on the input,
 * against an optional base: the href or failure, the URL record and what the URL class's getters
 * return, each with the text of the input it came from, each validation error with the input cut
 * into runs around its span, and the states the parser entered, in order, with their notes.
 *
 * Links go to the standard as transcribed: its commit snapshot at `WHATWG_STANDARD_COMMIT`.
 *
 * Browser code: no Node API.
 */
import {
  parseWHATWG,
  WHATWG_STANDARD_COMMIT,
  WHATWG_STATES,
  WHATWG_VALIDATION_ERRORS,
  whatwgGetters,
  type WHATWGGetters,
  type WHATWGSpan,
  type WHATWGSpans,
  type WHATWGURLRecord,
  type WHATWGValidationError,
} from '../../../src/index.js';
import { elide, type Segment } from './normalize-view.js';

/** The URL Standard as the parser transcribes it: its commit snapshot. */
export const WHATWG_SNAPSHOT = `https://url.spec.whatwg.org/commit-snapshots/${WHATWG_STANDARD_COMMIT}/`;

/** The anchors of the algorithms that report validation errors outside the state machine (url.bs's ids). */
const ALGORITHM_IDS: Readonly<Record<string, string>> = {
  'basic URL parser': 'concept-basic-url-parser',
  'host parser': 'concept-host-parser',
  'domain parser': 'concept-domain-to-ascii',
  'IPv4 parser': 'concept-ipv4-parser',
  'IPv6 parser': 'concept-ipv6-parser',
  'opaque-host parser': 'concept-opaque-host-parser',
  'API URL parser': 'api-url-parser',
};

/**
 * The address of a state of the basic URL parser (or of the algorithm that reported an error) in
 * the standard: url.bs gives each state an id of its name (`#scheme-start-state`; the opaque path
 * state keeps its old one, `#cannot-be-a-base-url-path-state`). Null for a name it does not define.
 */
export function stateHref(state: string): string | null {
  if (state === 'opaque path state') return `${WHATWG_SNAPSHOT}#cannot-be-a-base-url-path-state`;
  if ((WHATWG_STATES as readonly string[]).includes(state)) return `${WHATWG_SNAPSHOT}#${state.replace(/ /g, '-')}`;
  const id = ALGORITHM_IDS[state];
  return id === undefined ? null : `${WHATWG_SNAPSHOT}#${id}`;
}

/**
 * The address of a validation error's row in the standard's table: its name in lower case (the id
 * Bikeshed gives a `<dfn>`), but domain-to-ASCII's, which url.bs sets (`#validation-error-domain-to-ascii`).
 * A provisional row (not in the standard at its commit: IPv4-non-ASCII-input) links to the commit
 * of the open change that defines it.
 */
export function errorHref(name: string): string {
  const provisional = WHATWG_VALIDATION_ERRORS.find((e) => e.name === name)?.provisional;
  if (provisional) return `https://github.com/whatwg/url/commit/${provisional.commit}`;
  return `${WHATWG_SNAPSHOT}#${name === 'domain-to-ASCII' ? 'validation-error-domain-to-ascii' : name.toLowerCase()}`;
}

const DESCRIPTION = new Map(WHATWG_VALIDATION_ERRORS.map((e) => [e.name, e.description]));

/** A getter of the URL class, its value, and the text of the input it came from (null: none, or from the base). */
export interface ComponentRow {
  readonly getter: keyof WHATWGGetters;
  readonly value: string;
  /** The text of the input the component was read from (before the parser's encoding and lower-casing); null when it has none. */
  readonly from: string | null;
  readonly span: WHATWGSpan | null;
}

/** A validation error, ready to draw. */
export interface ErrorRow {
  readonly name: string;
  readonly href: string;
  /** The standard's description of the name. */
  readonly description: string;
  readonly failure: boolean;
  readonly state: string;
  readonly stateHref: string | null;
  readonly message: string;
  readonly offset: number;
  readonly length: number;
  readonly line: number;
  readonly column: number;
  /** Which text the span is in: the input, or (a base that fails to parse) the base. */
  readonly of: 'input' | 'base';
  /** That text cut into runs: the span `changed` (empty where something is missing), long runs elided. */
  readonly segments: readonly Segment[];
}

/** A state the parser entered, where, and what it did there (the notes of its trace). */
export interface StateRow {
  readonly state: string;
  readonly href: string | null;
  readonly offset: number;
  readonly line: number;
  readonly column: number;
  readonly notes: readonly { readonly text: string; readonly offset: number }[];
}

/** The tab's data. */
export interface WhatwgView {
  readonly ok: boolean;
  readonly href: string | null;
  /** The validation error at which the parser returned failure, or null. */
  readonly failure: ErrorRow | null;
  readonly record: WHATWGURLRecord | null;
  readonly components: readonly ComponentRow[];
  /** The first {@link MAX_ERRORS} validation errors, in the order the parser reported them. */
  readonly errors: readonly ErrorRow[];
  /** How many validation errors the parser reported. */
  readonly errorCount: number;
  /** The first {@link MAX_STATES} states the parser entered. */
  readonly states: readonly StateRow[];
  /** How many states the parser entered. */
  readonly stateCount: number;
  /** The base, when one was given (the empty string is none). */
  readonly base: string | null;
}

/** The getters in the order the table shows them, with the span each reads from (`host` spans host and port). */
const GETTERS: ReadonlyArray<readonly [keyof WHATWGGetters, ReadonlyArray<keyof WHATWGSpans>]> = [
  ['href', []],
  ['origin', []],
  ['protocol', ['scheme']],
  ['username', ['username']],
  ['password', ['password']],
  ['host', ['host', 'port']],
  ['hostname', ['host']],
  ['port', ['port']],
  ['pathname', ['path']],
  ['search', ['query']],
  ['hash', ['fragment']],
];

/** Line and column of `offset` in `text`, as the reports count them (code points; a line feed starts a line). */
function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0 && text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff) continue;
    column++;
    if (c === 0x0a) {
      line++;
      column = 1;
    }
  }
  return { line, column };
}

/** `text` cut into the runs before, in and after [offset, offset + length), long unchanged runs elided. */
export function spanSegments(text: string, offset: number, length: number): Segment[] {
  const a = Math.min(Math.max(0, offset), text.length);
  const b = Math.min(a + Math.max(0, length), text.length);
  const runs: Segment[] = [];
  if (a > 0) runs.push({ text: text.slice(0, a), changed: false });
  runs.push({ text: text.slice(a, b), changed: true });
  if (b < text.length) runs.push({ text: text.slice(b), changed: false });
  return elide(runs);
}

/** The most errors the tab draws (an input of 10 000 spaces has 10 000); the count says the rest. */
export const MAX_ERRORS = 200;

/** The most states drawn: the trace of a long path of dot segments has a note for each. */
export const MAX_STATES = 500;

/**
 * The WHATWG tab's data for `input`, parsed against `base` when it is a non-empty string (as
 * `new URL(input, base)`: a base that fails to parse fails the input, and its error is shown on the
 * base). At most {@link MAX_ERRORS} errors and {@link MAX_STATES} states (`errorCount` and
 * `stateCount` say how many there were).
 */
export function whatwgView(input: string, base: string | null = null, mask: (s: string) => string = (s) => s): WhatwgView {
  const b = base === null || base === '' ? null : base;
  // The parser keeps the first MAX_ERRORS errors and counts the rest (errorCount).
  const r = parseWHATWG(input, b === null ? { trace: true, maxErrors: MAX_ERRORS } : { base: b, trace: true, maxErrors: MAX_ERRORS });
  const baseFailure = b !== null && r.failure?.state === 'API URL parser' ? parseWHATWG(b).failure : null;
  const lines = new Map<number, { line: number; column: number }>();
  // Positions in one pass over the input, for the errors and states of a long input.
  const offsets = [...new Set([...r.errors.map((e) => e.offset), ...(r.failure === null ? [] : [r.failure.offset]), ...r.steps.map((s) => s.offset)])].sort((x, y) => x - y);
  {
    let line = 1;
    let column = 1;
    let i = 0;
    for (const offset of offsets) {
      for (; i < offset && i < input.length; i++) {
        const c = input.charCodeAt(i);
        if (c >= 0xdc00 && c <= 0xdfff && i > 0 && input.charCodeAt(i - 1) >= 0xd800 && input.charCodeAt(i - 1) <= 0xdbff) continue;
        column++;
        if (c === 0x0a) {
          line++;
          column = 1;
        }
      }
      lines.set(offset, { line, column });
    }
  }
  const row = (e: WHATWGValidationError): ErrorRow => {
    const onBase = e.state === 'API URL parser' && b !== null;
    const at = onBase ? (baseFailure ?? { offset: 0, length: 0 }) : e;
    const where = onBase ? position(b, at.offset) : lines.get(e.offset)!;
    return {
      name: e.name,
      href: errorHref(e.name),
      description: DESCRIPTION.get(e.name) ?? '',
      failure: e.failure,
      state: e.state,
      stateHref: stateHref(e.state),
      message: e.message,
      offset: at.offset,
      length: at.length,
      line: where.line,
      column: where.column,
      of: onBase ? 'base' : 'input',
      segments: spanSegments(mask(onBase ? b : input), at.offset, at.length),
    };
  };
  const errors = r.errors.map(row);
  const failureIndex = r.failure === null ? -1 : r.errors.indexOf(r.failure);
  const failure = r.failure === null ? null : failureIndex !== -1 && failureIndex < MAX_ERRORS ? errors[failureIndex]! : row(r.failure);
  const states: StateRow[] = [];
  for (const s of r.steps) {
    if (s.note !== undefined && states.length) {
      (states[states.length - 1]!.notes as { text: string; offset: number }[]).push({ text: s.note, offset: s.offset });
      continue;
    }
    const at = lines.get(s.offset)!;
    states.push({ state: s.state, href: stateHref(s.state), offset: s.offset, line: at.line, column: at.column, notes: [] });
  }
  let components: ComponentRow[] = [];
  if (r.url !== null) {
    const g = whatwgGetters(r.url);
    const spans = r.spans;
    components = GETTERS.map(([getter, keys]) => {
      const parts = keys.map((k) => spans?.[k] ?? null).filter((s): s is WHATWGSpan => s !== null);
      const span = parts.length === 0 ? null : { offset: parts[0]!.offset, length: parts[parts.length - 1]!.offset + parts[parts.length - 1]!.length - parts[0]!.offset };
      return { getter, value: g[getter], from: span === null ? null : input.slice(span.offset, span.offset + span.length), span };
    });
  }
  return {
    ok: r.ok,
    href: r.href,
    failure,
    record: r.url,
    components,
    errors,
    states: states.slice(0, MAX_STATES),
    base: b,
    errorCount: r.errorCount,
    stateCount: states.length,
  };
}
