/**
 * Template values as text: the JSON object the CLI's `template expand` and the explorer's URI
 * Template tab read (each variable's name a key), and the strings of a values object that the one
 * redaction reads for passwords (src/diagnostics/redact.ts). Shared by both readers; no Node API.
 */
import { decodeEscapes } from '../../grammar/index.js';
import type { TemplateMatch, TemplateValue } from './types.js';

/**
 * Values read from their JSON text, or why they are none: `values.json` (no JSON: the message
 * gives the position of the syntax error, never the text, which may hold a password) or
 * `values.object` (JSON, but no object).
 *
 * @example
 * ```ts
 * const r: TemplateValuesRead = readTemplateValues('{"id": 7}');
 * r.ok; // true
 * ```
 */
export type TemplateValuesRead =
  | { readonly ok: true; readonly values: Readonly<Record<string, TemplateValue>> }
  | { readonly ok: false; readonly code: 'values.json' | 'values.object'; readonly message: string };

/**
 * Reads values written as a JSON object (RFC 8259), each variable's name a key. JSON.parse's own
 * message may quote the text: only its position is kept.
 *
 * @example
 * ```ts
 * readTemplateValues('{"q": "urls", "page": 2}'); // { ok: true, values: { q: 'urls', page: 2 } }
 * readTemplateValues('[1]').ok;                   // false (code 'values.object')
 * readTemplateValues('{"q": x}').ok;              // false (code 'values.json')
 * ```
 */
export function readTemplateValues(text: string): TemplateValuesRead {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    const at = /position (\d+)/.exec(e instanceof Error ? e.message : '')?.[1];
    return { ok: false, code: 'values.json', message: `the values are not JSON (RFC 8259)${at === undefined ? '' : `: a syntax error at position ${at}`}` };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    return { ok: false, code: 'values.object', message: `the values are a JSON object, each variable's name a key; not ${v === null ? 'null' : Array.isArray(v) ? 'an array' : `a ${typeof v}`}` };
  }
  return { ok: true, values: v as Record<string, TemplateValue> };
}

/**
 * The strings of a values object, down to a list's members and a map's keys and values (pairs
 * included): what the redaction reads for passwords.
 *
 * @example
 * ```ts
 * templateValueStrings({ a: 'x', b: ['y', 1], c: { d: 'e' }, f: [['g', 'h']] }); // ['a', 'x', 'b', 'y', 'c', 'd', 'e', 'f', 'g', 'h']
 * ```
 */
export function templateValueStrings(values: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  const scalar = (x: unknown) => {
    if (typeof x === 'string') out.push(x);
  };
  for (const [k, v] of Object.entries(values)) {
    out.push(k);
    if (Array.isArray(v)) {
      for (const m of v) {
        if (Array.isArray(m)) m.forEach(scalar);
        else scalar(m);
      }
    } else if (typeof v === 'object' && v !== null) {
      for (const [mk, mv] of Object.entries(v)) {
        out.push(mk);
        scalar(mv);
      }
    } else scalar(v);
  }
  return out;
}

/**
 * The strings a match read out of `uri` (its decoded values, the any-order reading's extra
 * parameters, a refused value decoded): inputs of the redaction too, since a query value may be a
 * URL with a password, given escaped, which no reading of the URI itself finds.
 *
 * @example
 * ```ts
 * matchValueStrings({ kind: 'refused', variable: 'p', flag: 'slash', span: [3, 8], offset: 4 }, '/f/a%2Fb'); // ['a/b']
 * ```
 */
export function matchValueStrings(m: TemplateMatch, uri: string): string[] {
  const extras = (m.kind === 'match' || m.kind === 'ambiguous' ? (m.extra ?? []) : []).flatMap((f) => (f.value === null ? [f.name] : [f.name, f.value]));
  if (m.kind === 'match') return [...templateValueStrings(m.decoded), ...extras];
  if (m.kind === 'ambiguous') return [...m.assignments.flatMap((a) => templateValueStrings(a.decoded)), ...extras];
  if (m.kind === 'refused') return [decodeEscapes(uri.slice(m.span[0], m.span[1]))];
  return [];
}

/**
 * A record keyed by variable names (an assignment's `values`, `raw`, `decoded`, `spans`, `flags`):
 * nothing of `Object.prototype` in its chain, so that a variable named `__proto__`, `constructor`
 * or `toString` is an own key like any other, and, unlike `Object.create(null)` (which V8 keeps in
 * dictionary mode: 164 against 71 ns for a record of five keys, measured on Node 20), made as fast
 * as an object literal. Its prototype is an empty object with no prototype. Matching and the
 * any-order reading make their records so. @internal
 */
export const ByName = function ByName() {} as unknown as new <T>() => Record<string, T>;
ByName.prototype = Object.create(null);
