/**
 * `matchTemplate`'s `query: 'any-order'` reading (DECISIONS 41; modelcontextprotocol/typescript-sdk
 * #1079: `{?selector,includeText}` on `?includeText=1&selector=x`). A query whose parameters are
 * out of the template's order, repeated, or not named by the template is no expansion of the
 * template, so the inverse reading (./match.ts) refuses it; this reading takes it, and its answer
 * says it is no inverse (`inverse: false`).
 *
 * Its scope is the template's trailing form-style query expressions: the `{?…}` and `{&…}`
 * expressions (RFC 6570 §3.2.8, §3.2.9) that end the template, or that a fragment follows (a
 * literal that starts with "#", or a `{#…}` expression: the suffix). What comes before them (the
 * prefix: the path, and a literal query such as the `?fixed=1` of `/x?fixed=1{&a}`, whose
 * parameters stay where the template writes them) and the suffix are read as the inverse reading
 * reads them. A template with anything else after its query expressions (a literal such as `/x`)
 * has no trailing query, and the option changes nothing for it.
 *
 * The inverse reading comes first: where the URI is an expansion, its answer is kept, marked
 * `inverse: true`, but for a reading that takes a parameter named by a query variable as a key of
 * another exploded variable's map (`{?a,keys*}` on `?keys=1&a=2`: under this option a parameter
 * belongs to the variable it names). Where none is kept, the any-order reading, in steps:
 *
 * 1. One capture pattern, compiled once per template: the prefix's pattern (./match.ts), then the
 *    query captured whole as RFC 3986 query characters in `lead field *( "&" field )`, `lead` the
 *    first query expression's operator (`?`, or `&` after a literal query), then, where the
 *    template has a suffix, an optional `"#" *character` (no query character is a "#": the query
 *    ends at the first). The engine's machine (`all` mode) says where the prefix ends; two places
 *    where they differ are both read.
 * 2. The prefix is matched by the inverse reading: its values, spans and flags are that reading's;
 *    so is the suffix, on the rest of the URI after the query (a variable it shares with the prefix
 *    or the query must have the same value).
 * 3. The query the machine took is cut at the operator's separator (`&`, RFC 6570 Appendix A's
 *    `sep`; no parameter holds one, which the pattern checked), and each parameter is read by a
 *    capture pattern of `name [ "=" value ]` (the engine, not string code, finds its `=`). A
 *    parameter whose name is a query variable's (as the template writes it: names are compared as
 *    written, not decoded) is matched by the one-expression template of that variable (`{?name}`):
 *    its value is read, decoded, listed and flagged as the inverse reading reads values, and a
 *    parameter that is no expansion of its variable (no `=`, a lower-case escape, a `+`, a value
 *    longer than its prefix) is no match there. A parameter the template does not name is an
 *    `extra` (its text as written, its name and value decoded); an empty one (`&&`) is skipped.
 * 4. An exploded variable (`{?list*}`) collects every parameter of its name, in the URI's order, as
 *    a list (never a map: a parameter the template does not name is an `extra`, not a key); its
 *    `raw` is those parameters joined by `&`, its span from the first to the last. A variable that
 *    is not exploded and comes twice with values that differ gives two readings: `ambiguous`
 *    (nothing is chosen silently); twice with the same value, the first is kept. A variable the
 *    prefix reads too must have the same value in the query.
 *
 * Its answer is marked `inverse: false`, or true where its values expand to the URI after all (an
 * inverse reading the machine's two readings did not show). Linear in the URI's length: one run of
 * the machine, then one run per parameter on its own text.
 */
import { compileCaptures, decodeEscapes, P, withoutCharacters, type CaptureMachine, type Pattern, type Ranges } from '../../grammar/index.js';
import { expandsTo } from './writer.js';
import { ByName } from './values.js';
import { OPERATOR_TABLE, ruleSet } from './operators.js';
import type { MatchedValue, ParsedTemplate, TemplateAssignment, TemplateMatch, TemplateQueryField, TemplateValueFlag, TemplateVariable } from './types.js';

/** What the any-order reading needs of ./match.ts (passed in: this file is below it). */
export interface AnyOrderReaders {
  /** The inverse reading of a template (the same `lists` as the caller's). */
  readonly strict: (t: ParsedTemplate, uri: string) => TemplateMatch;
  /** The capture pattern of a template's expansions (the same `lists`). */
  readonly pattern: (t: ParsedTemplate) => Pattern;
  readonly lists: boolean;
}

/** A template split at its trailing query expressions. */
interface Shape {
  /** The template's parts before the query expressions (the same source). */
  readonly prefix: ParsedTemplate;
  /** Its parts after them, which start a fragment (the same source), or null. */
  readonly suffix: ParsedTemplate | null;
  /** The first query expression's operator: what the query starts with. */
  readonly lead: '?' | '&';
  /** The query variables by name, in the template's order (a name written twice: its first varspec). */
  readonly vars: ReadonlyMap<string, TemplateVariable>;
  /** Each variable's one-expression templates, `{?v}` (`[0]`) and `{&v}` (`[1]`), made once. */
  readonly single: Map<TemplateVariable, [ParsedTemplate, ParsedTemplate]>;
  /** The machine of step 1, by `lists` (`[0]` true, `[1]` false). */
  readonly machines: [CaptureMachine | undefined, CaptureMachine | undefined];
}

/** The capture that holds the query (the prefix's captures are named by number). */
const QUERY = 'query';
/** The "#" that starts a fragment (RFC 3986 §3.5): a literal of the suffix starts with it. */
const FRAGMENT = 0x23;

const shapes = new WeakMap<ParsedTemplate, Shape | null>();

/** The template's shape, or null where it does not end in query expressions. */
function shapeOf(t: ParsedTemplate): Shape | null {
  let s = shapes.get(t);
  if (s !== undefined) return s;
  // Where a fragment starts (a literal "#…" or a {#…} expression right after query expressions), else the end.
  const opensFragment = (p: ParsedTemplate['parts'][number]): boolean => (p.kind === 'literal' ? t.source.charCodeAt(p.start) === FRAGMENT : p.operator === '#');
  const isQuery = (p: ParsedTemplate['parts'][number] | undefined): boolean => p !== undefined && p.kind === 'expression' && (p.operator === '?' || p.operator === '&');
  let f = t.parts.length;
  for (let i = 1; i < t.parts.length; i++) {
    if (opensFragment(t.parts[i]!) && isQuery(t.parts[i - 1])) {
      f = i;
      break;
    }
  }
  let k = f;
  for (let p = t.parts[k - 1]; isQuery(p); p = t.parts[k - 1]) k--;
  if (k === f) s = null;
  else {
    const vars = new Map<string, TemplateVariable>();
    for (const p of t.parts.slice(k, f)) if (p.kind === 'expression') for (const v of p.variables) if (!vars.has(v.name)) vars.set(v.name, v);
    const first = t.parts[k]!;
    s = {
      prefix: { kind: 'template', source: t.source, parts: t.parts.slice(0, k) },
      suffix: f < t.parts.length ? { kind: 'template', source: t.source, parts: t.parts.slice(f) } : null,
      lead: first.kind === 'expression' && first.operator === '&' ? '&' : '?',
      vars,
      single: new Map(),
      machines: [undefined, undefined],
    };
  }
  shapes.set(t, s);
  return s;
}

/** The one-expression template of `v` under operator `op`. */
function singleOf(shape: Shape, v: TemplateVariable, op: '?' | '&'): ParsedTemplate {
  let pair = shape.single.get(v);
  if (pair === undefined) {
    const of = (operator: '?' | '&'): ParsedTemplate => {
      const source = `{${operator}${shape.prefix.source.slice(v.start, v.end)}}`;
      return { kind: 'template', source, parts: [{ kind: 'expression', operator, variables: [{ ...v, start: 2, end: source.length - 1 }], start: 0, end: source.length }] };
    };
    shape.single.set(v, (pair = [of('?'), of('&')]));
  }
  return pair[op === '&' ? 1 : 0];
}

let units: { readonly field: Pattern; readonly name: Pattern } | undefined;
/**
 * One character of a query parameter (RFC 3986 `query = *( pchar / "/" / "?" )`, less the `&`
 * that separates parameters), and of its name (less the `=` too); an escape is one unit.
 */
function unitsOf(): { readonly field: Pattern; readonly name: Pattern } {
  if (units) return units;
  const of = ruleSet;
  const hex = of(2234, 'HEXDIG');
  const escape = P.seq(P.chars('%'), P.set(hex), P.set(hex));
  // pchar's characters, and "/" and "?".
  const chars: Ranges = [...of(3986, 'unreserved'), ...of(3986, 'sub-delims'), ...[':', '@', '/', '?'].map((c): [number, number] => [c.charCodeAt(0), c.charCodeAt(0)])];
  const amp: Ranges = [[0x26, 0x26]];
  const field = P.alt(withoutCharacters(P.set(chars), amp), escape);
  const name = P.alt(withoutCharacters(P.set(chars), [...amp, [0x3d, 0x3d]]), escape);
  return (units = { field, name });
}

/** The query as the machine of step 1 takes it: nothing, or `lead field *( "&" field )`. */
function tailOf(lead: '?' | '&'): Pattern {
  const field = P.star(unitsOf().field);
  return P.opt(P.seq(P.chars(lead), field, P.star(P.seq(P.chars(OPERATOR_TABLE['&'].sep), field))));
}

let fieldMachine: CaptureMachine | undefined;
/** One parameter, `name [ "=" value ]` (step 3): the name's and the value's registers. */
function fieldOf(): { readonly machine: CaptureMachine; readonly name: number; readonly value: number } {
  fieldMachine ??= compileCaptures(P.seq(P.cap('name', P.star(unitsOf().name)), P.opt(P.seq(P.chars('='), P.cap('value', P.star(unitsOf().field))))));
  return { machine: fieldMachine, name: 2 * fieldMachine.names.indexOf('name'), value: 2 * fieldMachine.names.indexOf('value') };
}

/** A parameter read for a query variable. */
interface Occurrence {
  readonly value: MatchedValue;
  readonly raw: string;
  readonly decoded: MatchedValue;
  readonly span: readonly [number, number];
  readonly flags: readonly TemplateValueFlag[];
}

/** What the query says: each variable's parameters, the extras; or where it is no match. */
interface QueryReading {
  readonly found: Map<string, Occurrence[]>;
  readonly extra: TemplateQueryField[];
}

/** Step 3: the parameters of `uri[from, to)` (the query, its lead included), or where one is no match. */
function readQuery(shape: Shape, uri: string, from: number, to: number, readers: AnyOrderReaders): QueryReading | number {
  const found = new Map<string, Occurrence[]>();
  const extra: TemplateQueryField[] = [];
  if (from === to) return { found, extra };
  const { machine, name: N, value: V } = fieldOf();
  const sep = OPERATOR_TABLE['&'].sep;
  for (let start = from + 1; start <= to; ) {
    // The parameters end at the separator (which no parameter holds: step 1's pattern).
    const at = uri.indexOf(sep, start);
    const end = at < 0 || at > to ? to : at;
    const field = start;
    start = end + 1;
    if (field === end) continue;
    const regs = machine.execShared(uri, field, end);
    if (regs === null) return field; // unreachable: step 1's pattern read it as a parameter
    const nameEnd = regs[N + 1]!;
    const hasValue = regs[V]! >= 0;
    const name = uri.slice(field, nameEnd);
    const v = shape.vars.get(name);
    if (v === undefined) {
      extra.push({ raw: uri.slice(field, end), name: decodeEscapes(name), value: hasValue ? decodeEscapes(uri.slice(regs[V]!, end)) : null, span: [field, end] });
      continue;
    }
    // A query variable's parameter is the expansion of its variable alone, or no match.
    if (!hasValue) return nameEnd;
    const lead = field === from + 1 ? shape.lead : '&';
    const r = readers.strict(singleOf(shape, v, lead), uri.slice(field - 1, end));
    if (r.kind === 'no-match') return field - 1 + r.offset;
    // One variable alone reads one way (a second reading would differ in it, and give another URI).
    if (r.kind !== 'match' || r.spans[v.name] === undefined) return field;
    const [s, e] = r.spans[v.name]!;
    const o: Occurrence = { value: r.values[v.name]!, raw: r.raw[v.name]!, decoded: r.decoded[v.name]!, span: [field - 1 + s, field - 1 + e], flags: r.flags[v.name] ?? [] };
    const list = found.get(v.name);
    if (list) list.push(o);
    else found.set(v.name, [o]);
  }
  return { found, extra };
}

/** A record of variables (as the inverse reading's are: ./values.ts `ByName`), with `a`'s entries. */
function copy<T>(a: Readonly<Record<string, T>>): Record<string, T> {
  return Object.assign(new ByName<T>(), a);
}

const same = (a: MatchedValue, b: MatchedValue): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Step 4: the prefix's reading `p` with the query's variables added, `pick` choosing among the
 * parameters of a variable that is not exploded; or where it is no match (a variable of the prefix
 * given another value in the query).
 */
function merged(shape: Shape, p: TemplateAssignment, q: QueryReading, pick: (name: string, os: readonly Occurrence[]) => Occurrence): TemplateAssignment | number {
  const values = copy(p.values);
  const raw = copy(p.raw);
  const decoded = copy(p.decoded);
  const spans = copy(p.spans);
  const flags = copy(p.flags);
  for (const [name, v] of shape.vars) {
    const os = q.found.get(name);
    if (os === undefined) continue;
    let o: Occurrence;
    if (v.explode) {
      // Every parameter's items, in the URI's order.
      const items = (x: MatchedValue): string[] => (typeof x === 'string' ? [x] : (x as readonly string[]).slice());
      o = {
        value: os.flatMap((x) => items(x.value)),
        raw: os.map((x) => x.raw).join(OPERATOR_TABLE['&'].sep),
        decoded: os.flatMap((x) => items(x.decoded)),
        span: [os[0]!.span[0], os[os.length - 1]!.span[1]],
        flags: [...new Set(os.flatMap((x) => x.flags))],
      };
    } else o = pick(name, os);
    if (Object.hasOwn(values, name)) {
      if (!same(decoded[name]!, o.decoded)) return o.span[0];
      continue;
    }
    values[name] = o.value;
    raw[name] = o.raw;
    decoded[name] = o.decoded;
    spans[name] = o.span;
    flags[name] = o.flags;
  }
  return { values, raw, decoded, spans, flags };
}

/** The first variable (not exploded) whose parameters give two values, and the first that differs from its first. */
function repeated(shape: Shape, q: QueryReading): { readonly name: string; readonly other: Occurrence } | null {
  for (const [name, v] of shape.vars) {
    const os = q.found.get(name);
    if (v.explode || os === undefined) continue;
    const other = os.find((o) => !same(o.decoded, os[0]!.decoded));
    if (other !== undefined) return { name, other };
  }
  return null;
}

/**
 * The suffix's reading `s` of `uri` from `end` (where the query ends) added to `a`, its spans
 * moved there; or where it is no match (a variable it shares given another value).
 */
function withSuffix(a: TemplateAssignment, s: TemplateAssignment, end: number): TemplateAssignment | number {
  const values = copy(a.values);
  const raw = copy(a.raw);
  const decoded = copy(a.decoded);
  const spans = copy(a.spans);
  const flags = copy(a.flags);
  for (const name of Object.keys(s.values)) {
    const span: [number, number] = [s.spans[name]![0] + end, s.spans[name]![1] + end];
    if (Object.hasOwn(values, name)) {
      if (!same(decoded[name]!, s.decoded[name]!)) return span[0];
      continue;
    }
    values[name] = s.values[name]!;
    raw[name] = s.raw[name]!;
    decoded[name] = s.decoded[name]!;
    spans[name] = span;
    flags[name] = s.flags[name] ?? [];
  }
  return { values, raw, decoded, spans, flags };
}

/** The readings of `uri` whose query is `[start, end)` (steps 2 to 4, and the suffix after it), or where they stop. */
function readingsAt(shape: Shape, uri: string, start: number, end: number, readers: AnyOrderReaders): { readonly readings: TemplateAssignment[]; readonly extra: TemplateQueryField[] } | number {
  const p = readers.strict(shape.prefix, uri.slice(0, start));
  if (p.kind === 'no-match') return p.offset;
  if (p.kind !== 'match' && p.kind !== 'ambiguous') return start;
  let suffixes: readonly TemplateAssignment[] = [];
  if (shape.suffix !== null) {
    const s = readers.strict(shape.suffix, uri.slice(end));
    if (s.kind === 'no-match') return end + s.offset;
    if (s.kind !== 'match' && s.kind !== 'ambiguous') return end;
    suffixes = s.kind === 'match' ? [s] : s.assignments;
  } else if (end !== uri.length) return end;
  const q = readQuery(shape, uri, start, end, readers);
  if (typeof q === 'number') return q;
  const prefixes = p.kind === 'match' ? [p] : p.assignments;
  const first = (_: string, os: readonly Occurrence[]) => os[0]!;
  const twice = repeated(shape, q);
  const readings: Array<TemplateAssignment | number> =
    prefixes.length === 2 ? prefixes.map((a) => merged(shape, a, q, first)) : twice === null ? [merged(shape, prefixes[0]!, q, first)] : [merged(shape, prefixes[0]!, q, first), merged(shape, prefixes[0]!, q, (name, os) => (name === twice.name ? twice.other : os[0]!))];
  let kept = readings.filter((r): r is TemplateAssignment => typeof r !== 'number');
  if (kept.length === 0) return Math.max(...(readings as number[]));
  if (suffixes.length > 0) {
    const whole = kept.flatMap((a) => suffixes.map((x) => withSuffix(a, x, end)));
    kept = whole.filter((r): r is TemplateAssignment => typeof r !== 'number');
    if (kept.length === 0) return Math.max(...(whole as number[]));
  }
  return { readings: kept, extra: q.extra };
}

/**
 * Whether reading `a` takes a parameter named by a query variable as a key of another exploded
 * variable's map (`{?a,list*}` on `?list=1&a=2&list=3`: `list` the map `list=1, a=2, list=3`).
 */
function absorbs(shape: Shape, a: TemplateAssignment): boolean {
  for (const [name, v] of shape.vars) {
    const x = a.decoded[name];
    if (!v.explode || x === undefined || typeof x === 'string') continue;
    const keys = Array.isArray(x) ? (x as ReadonlyArray<string | readonly [string, string]>).flatMap((i) => (typeof i === 'string' ? [] : [i[0]])) : Object.keys(x);
    if (keys.some((k) => k !== name && shape.vars.has(k))) return true;
  }
  return false;
}

/**
 * The answer under `query: 'any-order'`, given the inverse reading's `r` of `uri`: `r` itself,
 * marked `inverse: true`, where it is a reading; else the any-order reading (see the file comment),
 * marked `inverse: false` (true where its values expand to the URI after all), or `r` where there
 * is none (at the further of the two offsets). @internal
 */
export function anyOrder(t: ParsedTemplate, uri: string, r: TemplateMatch, readers: AnyOrderReaders): TemplateMatch {
  const shape = shapeOf(t);
  if (r.kind === 'match' || r.kind === 'ambiguous') {
    // The inverse readings, but for those that read a query variable's parameter as a key of
    // another's map: under this option a parameter belongs to the variable it names.
    if (shape === null) return { ...r, inverse: true, extra: [] };
    const kept = (r.kind === 'match' ? [r] : r.assignments).filter((a) => !absorbs(shape, a));
    if (kept.length === (r.kind === 'match' ? 1 : 2)) return { ...r, inverse: true, extra: [] };
    if (kept.length === 1) {
      const { values, raw, decoded, spans, flags } = kept[0]!;
      return { kind: 'match', values, raw, decoded, spans, flags, inverse: true, extra: [] };
    }
    r = { kind: 'no-match', offset: 0 };
  }
  if (r.kind !== 'no-match' || shape === null) return r;
  const k = readers.lists ? 0 : 1;
  // (With a suffix: the fragment after the query, any characters, which the suffix's reading judges.)
  const fragment = shape.suffix === null ? P.empty() : P.opt(P.seq(P.chars('#'), P.star(P.set([[0, 0x10ffff]]))));
  const machine = (shape.machines[k] ??= compileCaptures(P.seq(readers.pattern(shape.prefix), P.cap(QUERY, tailOf(shape.lead)), fragment), { mode: 'all' }));
  const out = machine.match(uri);
  if (out.kind === 'no-match') return { kind: 'no-match', offset: Math.max(r.offset, out.offset) };
  // Where the query is: one place, or two where the machine reads the URI two ways.
  const places = new Map<string, readonly [number, number]>();
  for (const a of out.kind === 'match' ? [out] : out.assignments) places.set(String(a.spans[QUERY]), a.spans[QUERY]!);
  let offset = r.offset;
  const found: Array<{ readonly readings: TemplateAssignment[]; readonly extra: TemplateQueryField[] }> = [];
  for (const [s, e] of places.values()) {
    const x = readingsAt(shape, uri, s, e, readers);
    if (typeof x === 'number') offset = Math.max(offset, x);
    else found.push(x);
  }
  if (found.length === 0) return { kind: 'no-match', offset };
  const readings = found.flatMap((f) => f.readings);
  const extra = found[0]!.extra;
  // Inverse where the values expand to the URI after all (an inverse reading the machine's two did
  // not show, its others read a variable's parameter as a map's key).
  const inverse = extra.length === 0 && readings.slice(0, 2).every((a) => expandsTo(t, a.values, uri));
  if (readings.length === 1) return { kind: 'match', ...readings[0]!, inverse, extra };
  return { kind: 'ambiguous', assignments: [readings[0]!, readings[1]!], inverse, extra };
}

