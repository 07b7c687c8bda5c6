/**
 * Matching a URI against a URI Template as the inverse of expansion (RFC 6570 §3.2, DECISIONS
 * 41): the strings a template's expansion can give are a regular language, read here into one
 * capture pattern (grammar/engine/capture/), each variable a capture; a URI is matched by the
 * engine's machine in `all` mode (linear, no backtracking), which also says where two readings
 * whose variables differ give the same URI: by the lazy DFA alone where the template's pattern
 * reads no URI two ways (`compileSpans`, grammar/engine/capture/ambiguity.ts, decided once per
 * template), by the `all` VM elsewhere.
 *
 * The pattern of an expression is RFC 6570 Appendix A's algorithm read backwards: its operator's
 * `first` string, then the variables that were defined joined by `sep`, each written as the
 * operator writes a string value: its `name` first where the operator is named (`;`, `?`, `&`),
 * then its characters encoded for the operator's `allow` set. Under the unreserved set (`U`, every
 * operator but `+` and `#`) a value is read as expansion writes one: unreserved characters and the
 * upper-case `%XX` escapes of the UTF-8 of every other character, and nothing else, so that its
 * decoded text expands back to the same characters. Under `U+R` (`+`, `#`) escapes already in a
 * value are kept by expansion, so a value is its text as written (the `values` of a match) and its
 * escapes are decoded only in `decoded`.
 *
 * A template that writes one variable twice (`{x}/{x}`) has no regular language of expansions:
 * its pattern reads each writing as a variable of its own, and a reading is kept only where its
 * values expand back to the URI (where neither reading the machine gives does, the answer is
 * `no-match` at the URI's end). A prefix longer than 32 characters is read so too: without its
 * bound, each reading checked. So is an exploded variable, but a list under an operator that names
 * no variable (`{/seg*}`): its items, cut at each separator, write its text back.
 *
 * `matchTemplate`'s options beyond this reading post-process its answer: `query: 'any-order'`
 * (./query.ts) and `policy: 'segment'` (./policy.ts).
 */
import { HEX_DIGITS, percentEncodeUTF8 } from '../../base/percent.js';
import { utf8DecodeFatal } from '../../base/utf.js';
import { ArgumentError, CAPTURE_BUDGET, CaptureBudgetError, compileSpans, decodeEscapes, optionOf, optionsOf, optionsSpec, P, typeName, type Pattern, type Ranges, type SpansMachine } from '../../grammar/index.js';
import { TemplateSyntaxError } from './errors.js';
import { expandsTo } from './writer.js';
import { ByName } from './values.js';
import { parseTemplate } from './parse.js';
import { OPERATOR_TABLE as OPERATORS, ruleSet, type OperatorRow as Operator } from './operators.js';
import { anyOrder } from './query.js';
import { segmentPolicy } from './policy.js';
import type { MatchedValue, ParsedTemplate, TemplateAssignment, TemplateExpression, TemplateMatch, TemplateValueFlag, TemplateVariable } from './types.js';

// The result types are declared in ./types.ts (./query.ts and ./policy.ts read them too), and
// exported from here as before.
export type { MatchedValue, TemplateAssignment, TemplateMatch, TemplateQueryField, TemplateValueFlag } from './types.js';

/** What a value may hold in the URI, per set: RFC 3986's `unreserved` and `reserved`, and `HEXDIG`. */
interface Sets {
  readonly unreserved: Ranges;
  readonly reserved: Ranges;
  readonly hex: Ranges;
}

let sets: Sets | undefined;
function setsOf(): Sets {
  if (sets) return sets;
  const of = ruleSet;
  // HEXDIG is RFC 2234's core rule (either case, as ABNF's literals are), which RFC 3986 reads.
  return (sets = { unreserved: of(3986, 'unreserved'), reserved: of(3986, 'reserved'), hex: of(2234, 'HEXDIG') });
}

/**
 * The escapes `%XY` of the bytes `lo` to `hi`: with upper-case hex digits, as expansion writes
 * them, or (`anyCase`) in either case, as a value's own escapes are kept under U+R.
 */
function bytes(lo: number, hi: number, anyCase = false): Pattern {
  const digit = (d: number): Array<[number, number]> => {
    const u = HEX_DIGITS.charCodeAt(d);
    return anyCase && d >= 10 ? [[u, u], [u + 0x20, u + 0x20]] : [[u, u]];
  };
  const alts: Pattern[] = [];
  for (let h = lo >> 4; h <= hi >> 4; h++) {
    const a = h === lo >> 4 ? lo & 15 : 0;
    const b = h === hi >> 4 ? hi & 15 : 15;
    const digits: Array<[number, number]> = [];
    for (let d = a; d <= b; d++) digits.push(...digit(d));
    alts.push(P.seq(P.chars('%'), P.set(digit(h)), P.set(digits)));
  }
  return P.alt(...alts);
}

/** Bytes 0x80 to 0xBF: a UTF-8 continuation byte. */
const cont = (): Pattern => bytes(0x80, 0xbf);

/**
 * One character of a value as expansion writes it under U: an unreserved character, or the
 * escapes of the UTF-8 of any other (never a surrogate's, never an overlong form).
 */
function unitU(): Pattern {
  const { unreserved } = setsOf();
  const ascii: Pattern[] = [];
  // The ASCII bytes that are not unreserved, as runs.
  for (let lo = 0; lo < 0x80; ) {
    while (lo < 0x80 && unreserved.some(([a, b]) => lo >= a && lo <= b)) lo++;
    let hi = lo;
    while (hi + 1 < 0x80 && !unreserved.some(([a, b]) => hi + 1 >= a && hi + 1 <= b)) hi++;
    if (lo < 0x80) ascii.push(bytes(lo, hi));
    lo = hi + 1;
  }
  return P.alt(
    P.set(unreserved),
    ...ascii,
    P.seq(bytes(0xc2, 0xdf), cont()),
    P.seq(bytes(0xe0, 0xe0), bytes(0xa0, 0xbf), cont()),
    P.seq(bytes(0xe1, 0xec), cont(), cont()),
    P.seq(bytes(0xed, 0xed), bytes(0x80, 0x9f), cont()),
    P.seq(bytes(0xee, 0xef), cont(), cont()),
    P.seq(bytes(0xf0, 0xf0), bytes(0x90, 0xbf), cont(), cont()),
    P.seq(bytes(0xf1, 0xf3), cont(), cont(), cont()),
    P.seq(bytes(0xf4, 0xf4), bytes(0x80, 0x8f), cont(), cont()),
  );
}

/**
 * One character of a value under U+R, as a prefix counts them: unreserved, reserved, an escape
 * (kept as written, either case), or the escapes of one UTF-8 sequence (a lead octet and its
 * continuation octets, `%C3%A9`, which expansion keeps whole: its prefix never splits one).
 */
function unitUR(): Pattern {
  const { unreserved, reserved, hex } = setsOf();
  const c = (): Pattern => bytes(0x80, 0xbf, true);
  return P.alt(
    P.set(unreserved),
    P.set(reserved),
    P.seq(bytes(0xc2, 0xdf, true), c()),
    P.seq(bytes(0xe0, 0xef, true), c(), c()),
    P.seq(bytes(0xf0, 0xf4, true), c(), c(), c()),
    P.seq(P.chars('%'), P.set(hex), P.set(hex)),
  );
}

/**
 * The longest prefix read as a bound of the pattern: a bound is as many copies of a character's
 * automaton (tens of states each), and a prefix may be 9999 long (RFC 6570 §2.4.1).
 */
const PREFIX_READ = 32;

/** The text of a variable's value: `max` characters at most (a prefix), and at least one where `nonEmpty`. */
function valueOf(op: Operator, v: TemplateVariable, nonEmpty: boolean, lists: boolean): Pattern {
  const min = nonEmpty ? 1 : 0;
  // A prefix is counted in characters (an escape of UTF-8, one): read unit by unit. Longer than
  // PREFIX_READ, it is read without its bound, and the reading checked.
  if (v.prefix !== null && v.prefix <= PREFIX_READ) return P.rep(op.allow === 'U+R' ? unitUR() : unitU(), min, v.prefix);
  if (op.allow === 'U+R') return P.rep(escapedUR(), min, Infinity);
  // Under U a "," is no character of a string (expansion writes %2C): it separates the items of
  // a list (or the keys and values of a map, RFC 6570 §3.2.1), which a prefix is not applied to.
  if (v.prefix !== null || !lists) return P.rep(escapedU(), min, Infinity);
  return P.rep(P.alt(escapedU(), P.chars(',')), min, Infinity);
}

/**
 * A character of a value under U, without counting: unreserved, or an escape with upper-case hex
 * digits of a byte that is not an unreserved character (a score of states of the automaton, not
 * the tens a character of `unitU` takes). That the escapes of bytes from 0x80 are the UTF-8 of
 * characters is checked on the value read (`unwrittenEscape`).
 */
function escapedU(): Pattern {
  const { unreserved } = setsOf();
  const digit = (d: number): [number, number] => [HEX_DIGITS.charCodeAt(d), HEX_DIGITS.charCodeAt(d)];
  const upper: Ranges = [[0x30, 0x39], [0x41, 0x46]];
  // The escape of an ASCII byte only where the byte is not unreserved (expansion writes those as
  // they are): the automaton refuses "%41" itself, as it refuses what follows a varname "%41"
  // read as a key. A byte of 0x80 and above: any escape (their UTF-8 is checked on the value).
  const ascii: Pattern[] = [];
  for (let h = 0; h < 8; h++) {
    const lows: Array<[number, number]> = [];
    for (let l = 0; l < 16; l++) {
      const b = (h << 4) | l;
      if (!unreserved.some(([x, y]) => b >= x && b <= y)) lows.push(digit(l));
    }
    if (lows.length) ascii.push(P.seq(P.set([digit(h)]), P.set(lows)));
  }
  const high = P.seq(P.set([[0x38, 0x39], [0x41, 0x46]]), P.set(upper));
  return P.alt(P.set(unreserved), P.seq(P.chars('%'), P.alt(...ascii, high)));
}

/** A character of a value under U+R, without counting: unreserved or reserved, or an escape (kept as written). */
function escapedUR(): Pattern {
  const { unreserved, reserved, hex } = setsOf();
  return P.alt(P.set([...unreserved, ...reserved]), P.seq(P.chars('%'), P.set(hex), P.set(hex)));
}

/**
 * Where the escapes of `text` (a value read under U by `escapedU`) are not what expansion writes
 * (the UTF-8 of characters that are not unreserved), or -1 where they all are.
 */
function unwrittenEscape(text: string): number {
  let i = text.indexOf('%');
  if (i < 0) return -1;
  const { unreserved } = setsOf();
  while (i >= 0) {
    let end = i;
    const bytes: number[] = [];
    while (end < text.length && text.charCodeAt(end) === 0x25) {
      bytes.push(Number.parseInt(text.slice(end + 1, end + 3), 16));
      end += 3;
    }
    const decoded = utf8DecodeFatal(Uint8Array.from(bytes));
    if (decoded === undefined) return i;
    for (const ch of decoded) if (unreserved.some(([a, b]) => ch.codePointAt(0)! >= a && ch.codePointAt(0)! <= b)) return i;
    i = text.indexOf('%', end);
  }
  return -1;
}

/** The characters of one item, key or value of an exploded variable (at least one where `nonEmpty`). */
const chars = (op: Operator, nonEmpty: boolean): Pattern => P.rep(op.allow === 'U+R' ? escapedUR() : escapedU(), nonEmpty ? 1 : 0, Infinity);

/**
 * An exploded variable that is defined (RFC 6570 Appendix A, `explode`), all it writes captured
 * under `capture`: a list's items joined by `sep`, or a map's pairs `key=value` joined by `sep`;
 * under a named operator each item or pair is `name=value` (the variable's name for a list's, the
 * key for a map's), with the operator's `ifemp` for an empty value: every piece of one writing
 * named alike (a list's) or by keys (a map's), never both. At least one character where
 * `nonEmpty`.
 */
function explodedOf(op: Operator, v: TemplateVariable, capture: string, nonEmpty: boolean): Pattern {
  const sep = P.chars(op.sep);
  const joined = (piece: (nonEmpty: boolean) => Pattern): Pattern =>
    nonEmpty ? P.alt(P.seq(piece(true), P.star(P.seq(sep, piece(false)))), P.seq(piece(false), P.plus(P.seq(sep, piece(false))))) : P.seq(piece(false), P.star(P.seq(sep, piece(false))));
  if (op.named) {
    const value = op.ifemp === '' ? P.opt(P.seq(P.chars('='), chars(op, true))) : P.seq(P.chars('='), chars(op, false));
    // A list's items are each named by the variable as the template writes it (its escapes as
    // they are); a map's pairs by their keys, written as values are.
    const list = joined(() => P.seq(P.chars(v.name), value));
    const map = joined(() => P.seq(chars(op, false), value));
    return P.cap(capture, P.alt(list, map));
  }
  const list = joined((n) => chars(op, n));
  const map = joined(() => P.seq(chars(op, false), P.chars('='), chars(op, false)));
  return P.cap(capture, op.allow === 'U+R' ? list : P.alt(list, map));
}

/** A variable that is defined, as the operator writes it; its value captured under `capture` (at least one character where `nonEmpty`). */
function variableOf(op: Operator, v: TemplateVariable, capture: string, nonEmpty: boolean, lists: boolean): Pattern {
  if (v.explode) return explodedOf(op, v, capture, nonEmpty);
  if (!op.named) return P.cap(capture, valueOf(op, v, nonEmpty, lists));
  const name = P.chars(v.name);
  if (op.ifemp === '') return P.seq(name, P.alt(P.seq(P.chars('='), P.cap(capture, valueOf(op, v, true, lists))), P.cap(capture, P.empty())));
  return P.seq(name, P.chars('='), P.cap(capture, valueOf(op, v, false, lists)));
}

/** The fewest states a variable's value takes in the automaton (`escapedU`'s character, its loop, its capture). */
const STATES_PER_VALUE = 20;

/**
 * An expression's pattern: nothing (no variable defined), or `first` and the defined variables
 * joined by `sep`. Where `first` is empty and the operator is not named, one defined variable
 * whose value is empty writes what none writes: such a reading is left out (RFC 6570 makes the
 * two indistinguishable), so a lone defined variable has a value of at least one character. The
 * readings are enumerated by the first defined variable and, for an unnamed operator, the second
 * (each later one optional after a separator).
 */
function expressionOf(e: TemplateExpression, names: (v: TemplateVariable) => string, lists: boolean): Pattern {
  const op = OPERATORS[e.operator];
  const vars = e.variables;
  // The readings are enumerated (a variable written once per reading it may be in): refused
  // before they are built where their count alone passes the engine's state budget (a value takes
  // a score of states), so that a long variable list is a typed error, not a pattern too big to hold.
  const n = vars.length;
  const written = op.named || op.first !== '' ? (n * (n + 1)) / 2 : n + (n * (n - 1) * (n + 4)) / 6;
  if (written * STATES_PER_VALUE > CAPTURE_BUDGET.states) throw new CaptureBudgetError('states', CAPTURE_BUDGET.states, null);
  const one = (v: TemplateVariable, nonEmpty: boolean): Pattern => variableOf(op, v, names(v), nonEmpty, lists);
  const later = (from: number): Pattern[] => vars.slice(from).map((v) => P.opt(P.seq(P.chars(op.sep), one(v, false))));
  const alts: Pattern[] = [];
  for (let k = 0; k < vars.length; k++) {
    if (op.named || op.first !== '') {
      alts.push(P.seq(one(vars[k]!, false), ...later(k + 1)));
      continue;
    }
    alts.push(one(vars[k]!, true));
    for (let j = k + 1; j < vars.length; j++) alts.push(P.seq(one(vars[k]!, false), P.chars(op.sep), one(vars[j]!, false), ...later(j + 1)));
  }
  return P.alt(P.seq(P.chars(op.first), P.alt(...alts)), P.empty());
}

/** A compiled template: its pattern and machine, and for each capture the variable it reads. */
interface Matcher {
  readonly template: ParsedTemplate;
  readonly pattern: Pattern;
  readonly machine: SpansMachine;
  /**
   * The pattern's language holds more than the expansions (the template writes some variable
   * twice, or has a prefix longer than PREFIX_READ): every reading is one only where it expands
   * back. An exploded variable's reading is expanded back only where its split is not exact (see
   * `assignmentOf`).
   */
  readonly checkedAlways: boolean;
  /** By capture index: the variable (its first occurrence's spec), and the operator it is read under. */
  readonly reads: ReadonlyArray<{ readonly v: TemplateVariable; readonly op: Operator }>;
}

/** The literal text of a template as expansion writes it: characters outside U+R and not in an escape, encoded. */
function literalOf(text: string): Pattern {
  // RFC 6570 §3.1: literal characters in U+R or a pct-encoded triplet are copied; any other is
  // pct-encoded as UTF-8. The template's literals are read from its grammar, where an escape is
  // always a complete triplet.
  const { unreserved, reserved } = setsOf();
  const kept = (c: number) => c === 0x25 || [...unreserved, ...reserved].some(([a, b]) => c >= a && c <= b);
  let out = '';
  for (const ch of text) out += kept(ch.codePointAt(0)!) ? ch : percentEncodeUTF8(ch);
  return P.chars(out);
}

function compile(t: ParsedTemplate, lists: boolean): Matcher {
  const reads: Array<{ v: TemplateVariable; op: Operator }> = [];
  const index = new Map<TemplateVariable, number>();
  const parts: Pattern[] = [];
  for (const part of t.parts) {
    if (part.kind === 'literal') {
      parts.push(literalOf(part.text));
      continue;
    }
    const op = OPERATORS[part.operator];
    // The captures numbered in the template's order.
    for (const v of part.variables) {
      index.set(v, reads.length);
      reads.push({ v, op });
    }
    parts.push(expressionOf(part, (v) => String(index.get(v)!), lists));
  }
  const pattern = P.seq(...parts);
  const names = new Set(reads.map((r) => r.v.name));
  const checkedAlways = names.size < reads.length || reads.some((r) => r.v.prefix !== null && r.v.prefix > PREFIX_READ);
  const machine = compileSpans(pattern);
  // The captures are numbered in the order the pattern first writes them, which is the variables'
  // (`matchSpans` gives the spans by that number).
  if (machine.names.length !== reads.length || machine.names.some((n, i) => n !== String(i))) throw new Error('matchTemplate: the captures are not in the order of the variables');
  return { template: t, pattern, machine, reads, checkedAlways };
}

/** A character some flag but `dot-segment` is raised for (`flagsOf` looks no further where there is none). */
const FLAGGED = /[/\\?#\u0000-\u001f\u007f-\u009f]/;
/** The flags of a value that raises none (shared: the flags are read-only). */
const NO_FLAGS: readonly TemplateValueFlag[] = Object.freeze([]);

/** The flags of a decoded value. */
function flagsOf(decoded: string): readonly TemplateValueFlag[] {
  // Most values hold none of the characters a flag is raised for: one test, and no array made.
  if (!FLAGGED.test(decoded) && decoded !== '.' && decoded !== '..') return NO_FLAGS;
  const out: TemplateValueFlag[] = [];
  if (decoded === '.' || decoded === '..') out.push('dot-segment');
  if (decoded.includes('/')) out.push('slash');
  if (decoded.includes('\\')) out.push('backslash');
  if (decoded.includes('?')) out.push('question-mark');
  if (decoded.includes('#')) out.push('number-sign');
  if (/[\u0000-\u001f\u007f-\u009f]/.test(decoded)) out.push('control');
  return out;
}


/** The assignment of one reading (`spans` by capture index). */
function assignmentOf(m: Matcher, spans: ReadonlyArray<readonly [number, number] | undefined>, uri: string): TemplateAssignment | number {
  const values = new ByName<MatchedValue>();
  const raw = new ByName<string>();
  const decoded = new ByName<MatchedValue>();
  const at = new ByName<readonly [number, number]>();
  const flags = new ByName<readonly TemplateValueFlag[]>();
  let expandBack = m.checkedAlways;
  for (let i = 0; i < m.reads.length; i++) {
    const span = spans[i];
    if (span === undefined) continue;
    const { v, op } = m.reads[i]!;
    const text = uri.slice(span[0], span[1]);
    let dec: MatchedValue;
    let value: MatchedValue;
    // A list under U and an operator that names no variable (no "=" in its text: a map's pairs
    // always write one), holding no escape: its items are its text cut at each separator.
    const plainList = v.explode && op.allow === 'U' && !op.named && !text.includes('=') && !text.includes('%');
    if (plainList) {
      dec = text.split(op.sep);
      value = dec;
    } else if (v.explode) {
      // Each item, key and value read is checked (a list's items are named by the variable as written).
      let bad = -1;
      const read = (x: string): string => {
        if (op.allow === 'U' && bad < 0 && unwrittenEscape(x) >= 0) bad = span[0];
        return decodeEscapes(x);
      };
      dec = explodedValue(op, v, text, read);
      if (bad >= 0) return bad;
      // A list under U and an operator that names no variable (no "=" in the text: a map's pairs
      // always write one) is cut at each separator, and each item's escapes are as expansion
      // writes them (checked above): the items joined by the separator are the text, so its
      // expansion is. (Under "." an item may hold a "."; the cut still writes the text back.) Any
      // other exploded reading is expanded back.
      if (!(op.allow === 'U' && !op.named && !text.includes('='))) expandBack = true;
      value = op.allow === 'U+R' ? explodedValue(op, v, text, (x) => x) : dec;
    } else {
      if (op.allow === 'U') {
        const bad = unwrittenEscape(text);
        if (bad >= 0) return span[0] + bad;
      }
      // Under U, a "," separates a list's items: the value is the list of their decoded texts.
      const list = op.allow === 'U' && text.includes(',');
      dec = list ? text.split(',').map(decodeEscapes) : decodeEscapes(text);
      value = op.allow === 'U+R' ? text : dec;
    }
    // A variable written twice: its value is its longest writing (a prefix's is shorter); the
    // reading is checked below.
    if (Object.hasOwn(values, v.name) && (v.prefix !== null || String(values[v.name]!).length >= String(value).length)) continue;
    values[v.name] = value;
    raw[v.name] = text;
    decoded[v.name] = dec;
    at[v.name] = span;
    flags[v.name] = typeof dec === 'string' ? flagsOf(dec) : plainList && !FLAGGED.test(text) ? dotSegments(dec as readonly string[]) : flagsOfAll(textsOf(dec));
  }
  const a = { values, raw, decoded, spans: at, flags };
  // Two writings of one variable are no regular language ({x}/{x}): such a reading is checked by
  // expanding it back, and is none where it does not give the URI.
  if (expandBack && !expandsTo(m.template, values, uri)) return uri.length;
  return a;
}

/** The flags of a list whose text holds no character but "." that a flag is raised for. */
const dotSegments = (items: readonly string[]): readonly TemplateValueFlag[] => (items.some((x) => x === '.' || x === '..') ? DOT_SEGMENT : NO_FLAGS);
const DOT_SEGMENT: readonly TemplateValueFlag[] = Object.freeze(['dot-segment']);

/** The flags of a list's items or a map's keys and values, each flag once. */
function flagsOfAll(texts: readonly string[]): readonly TemplateValueFlag[] {
  let out: Set<TemplateValueFlag> | null = null;
  for (const t of texts) {
    const f = flagsOf(t);
    if (f.length > 0) for (const x of f) (out ??= new Set()).add(x);
  }
  return out === null ? NO_FLAGS : [...out];
}

/** The texts a matched value holds (a map's keys and values). */
const textsOf = (v: MatchedValue): readonly string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? (v.length === 0 || typeof v[0] === 'string' ? (v as readonly string[]) : v.flat()) : Object.entries(v).flat();

/**
 * The value an exploded variable's text `text` writes (see `explodedOf`), each item, key and value
 * read with `read` (its escapes decoded, or kept under U+R): a list, or a map (an object, or its
 * pairs where a key comes twice). Under a named operator, pieces all named by the variable are a
 * list's items (a map whose keys are all the variable's name writes the same: read as the list).
 * Under the label operator a "." may be inside an item as well as between two: the items are cut
 * at each, which writes the same text back.
 */
function explodedValue(op: Operator, v: TemplateVariable, text: string, read: (s: string) => string): MatchedValue {
  const pieces = text.split(op.sep);
  if (op.named) {
    const pairs = pieces.map((p): [string, string] => {
      const eq = p.indexOf('=');
      return eq < 0 ? [p, ''] : [p.slice(0, eq), p.slice(eq + 1)];
    });
    if (pairs.every(([k]) => k === v.name)) return pairs.map(([, x]) => read(x));
    return mapOf(pairs.map(([k, x]) => [read(k), read(x)]));
  }
  if (op.allow === 'U+R' || !text.includes('=')) return pieces.map(read);
  // A map: the "=" of each pair (escaped everywhere else under U); a piece with none is joined to
  // the one before it (a "." inside a key or a value of the label operator).
  const pairs: Array<[string, string]> = [];
  let pending = '';
  for (const p of pieces) {
    const eq = p.indexOf('=');
    if (eq < 0) {
      if (pairs.length > 0) pairs[pairs.length - 1]![1] += op.sep + p;
      else pending += (pending ? op.sep : '') + p;
      continue;
    }
    pairs.push([(pending ? pending + op.sep : '') + p.slice(0, eq), p.slice(eq + 1)]);
    pending = '';
  }
  return mapOf(pairs.map(([k, x]) => [read(k), read(x)]));
}

/**
 * A map read from its pairs: an object, or the pairs themselves where an object would not keep
 * them in order (a key that comes twice; keys that are array indexes, which an object orders by
 * number).
 */
function mapOf(pairs: ReadonlyArray<readonly [string, string]>): MatchedValue {
  const o: Record<string, string> = Object.create(null);
  for (const [k, x] of pairs) o[k] = x;
  const keys = Object.keys(o);
  return keys.length === pairs.length && keys.every((k, i) => k === pairs[i]![0]) ? o : pairs;
}


/** The most template strings kept parsed; past it the cache starts again (a bound, not a policy). */
const STRING_CACHE_SIZE = 256;
const PARSED = new Map<string, ParsedTemplate>();

/**
 * The parsed template a template argument stands for: a string read by `parseTemplate` (kept by
 * text, so that its machine is compiled once; a {@link TemplateSyntaxError} where it is no
 * template), or a parsed template, taken as it is. `fn` names the caller in errors. @internal
 */
export function templateOf(template: string | ParsedTemplate, fn: string): ParsedTemplate {
  if (typeof template === 'string') {
    let t = PARSED.get(template);
    if (t !== undefined) return t;
    const r = parseTemplate(template);
    if (!r.ok) throw new TemplateSyntaxError(r.error);
    if (PARSED.size >= STRING_CACHE_SIZE) PARSED.clear();
    PARSED.set(template, (t = r.template));
    return t;
  }
  if (template === null || typeof template !== 'object' || (template as { kind?: unknown }).kind !== 'template') throw new ArgumentError(`${fn}: the template must be a template string or a parsed template, not ${typeName(template)}`);
  return template;
}

/** Compiled templates: reading lists and strings (`[0]`), strings only (`[1]`). */
const matchers = new WeakMap<ParsedTemplate, [Matcher | undefined, Matcher | undefined]>();

/** The compiled template (made once per parsed template and `lists`). @internal */
export function matcherOf(template: ParsedTemplate, lists = true): Matcher {
  let pair = matchers.get(template);
  if (pair === undefined) matchers.set(template, (pair = [undefined, undefined]));
  const k = lists ? 0 : 1;
  return (pair[k] ??= compile(template, lists));
}

/**
 * The language of a template's expansions as a capture pattern (each variable a capture named by
 * its index among the template's variables): what the set operations compare. @internal
 */
export const patternOfTemplate = (template: ParsedTemplate): Pattern => matcherOf(template).pattern;

/**
 * Options of {@link matchTemplate}:
 *
 * - `lists` (default true) reads a value under U that holds a "," as a list (or a map's keys and
 *   values), as expansion writes one; false says the values are strings (a "," under U then only
 *   separates variables), which resolves the readings that differ only in that (`{x,y}` on `a,b`:
 *   with lists, `x = ['a', 'b']` or `x = 'a', y = 'b'`).
 * - `query` (default `'inverse'`: only the URIs that are expansions match). `'any-order'` also
 *   reads the template's trailing form-style query expressions (`{?a,b}{&c}`, RFC 6570 §3.2.8 and
 *   §3.2.9; a fragment may follow them: `{?a,b}{#f}`) as parameters in any order, repeated, or beside parameters the template does not name
 *   (./query.ts): such a reading is no inverse (DECISIONS 41), and says so (`inverse: false`,
 *   the parameters not named in `extra`).
 * - `policy` (default `'none'`: values are flagged, never refused). `'segment'`, for values that
 *   must stay one path segment, answers `refused` where a value raises a flag (./policy.ts).
 *
 * @example
 * ```ts
 * const o: MatchTemplateOptions = { lists: false, query: 'any-order', policy: 'segment' };
 * ```
 */
export interface MatchTemplateOptions {
  readonly lists?: boolean;
  readonly query?: 'inverse' | 'any-order';
  readonly policy?: 'none' | 'segment';
}

const OPTIONS = optionsSpec<MatchTemplateOptions>('matchTemplate', { lists: true, query: true, policy: true });

/** An option whose value is one of `allowed` (the first the default), or an ArgumentError. */
function choiceOf<T extends string>(o: object, key: string, allowed: readonly T[], fn: string): T {
  const v = optionOf(o, key, 'string', fn) ?? allowed[0]!;
  if (!(allowed as readonly string[]).includes(v)) throw new ArgumentError(`${fn}: option '${key}' must be ${allowed.map((a) => `'${a}'`).join(' or ')}, not ${JSON.stringify(v)}`);
  return v as T;
}

/**
 * {@link matchTemplate}'s options read (own keys only; a wrong value is an ArgumentError naming
 * `fn`), each with its default. @internal
 */
export function matchOptionsOf(options: MatchTemplateOptions | null | undefined, fn: string): Required<MatchTemplateOptions> {
  const o = optionsOf(options, OPTIONS);
  return {
    lists: optionOf(o, 'lists', 'boolean', fn) ?? true,
    query: choiceOf(o, 'query', ['inverse', 'any-order'] as const, fn),
    policy: choiceOf(o, 'policy', ['none', 'segment'] as const, fn),
  };
}

/**
 * Matches `uri` against a template (a string, read by `parseTemplate`, or a parsed template) as
 * the inverse of expansion (see the file comment):
 * `match` with the one assignment of the variables whose expansion is `uri` (up to the forms
 * RFC 6570 makes indistinguishable: an undefined variable and an empty one where the operator
 * writes nothing), `ambiguous` with two that differ, or `no-match` with where `uri` leaves the
 * template's language. Linear in the URI's length (the capture engine's machine, compiled once
 * per template). Under `query: 'any-order'` a query whose parameters are out of the template's
 * order, repeated or not named by it matches too, marked `inverse: false`; under
 * `policy: 'segment'` a reading with a flagged value is `refused` (see
 * {@link MatchTemplateOptions}).
 *
 * @throws TemplateSyntaxError for a template string that is no URI Template (with
 *   `parseTemplate`'s report); ArgumentError for arguments of the wrong kind.
 *
 * @example
 * ```ts
 * const t = { kind: 'template', source: '/users/{id}', parts: [
 *   { kind: 'literal', text: '/users/', start: 0, end: 7 },
 *   { kind: 'expression', operator: '', variables: [{ name: 'id', explode: false, prefix: null, start: 8, end: 10 }], start: 7, end: 11 },
 * ] } as const;
 * const r = matchTemplate(t, '/users/a%20b');
 * r.kind === 'match' ? r.values.id : null; // 'a b'
 * matchTemplate(t, '/groups/1'); // { kind: 'no-match', offset: 1 }
 * const pair = { kind: 'template', source: '{x,y}', parts: [{ kind: 'expression', operator: '', start: 0, end: 5, variables: [
 *   { name: 'x', explode: false, prefix: null, start: 1, end: 2 }, { name: 'y', explode: false, prefix: null, start: 3, end: 4 }] }] } as const;
 * matchTemplate(pair, 'a,b').kind; // 'ambiguous'
 * const strings = matchTemplate(pair, 'a,b', { lists: false });
 * strings.kind === 'match' ? strings.values : null; // { x: 'a', y: 'b' }
 * const q = matchTemplate('/search{?q,page}', '/search?q=urls&page=2');
 * q.kind === 'match' ? q.values : null; // { q: 'urls', page: '2' }
 * const mcp = matchTemplate('/r{?selector,includeText}', '/r?includeText=1&selector=x', { query: 'any-order' });
 * mcp.kind === 'match' ? [mcp.values, mcp.inverse] : null; // [{ selector: 'x', includeText: '1' }, false]
 * matchTemplate(t, '/users/..', { policy: 'segment' }); // { kind: 'refused', variable: 'id', flag: 'dot-segment', span: [7, 9], offset: 7 }
 * ```
 */
export function matchTemplate(template: string | ParsedTemplate, uri: string, options?: MatchTemplateOptions | null): TemplateMatch {
  const { lists, query, policy } = matchOptionsOf(options, 'matchTemplate');
  if (typeof uri !== 'string') throw new ArgumentError(`matchTemplate: the URI must be a string, not ${typeName(uri)}`);
  const t = templateOf(template, 'matchTemplate');
  let r = matchInverse(t, uri, lists);
  if (query === 'any-order') r = anyOrder(t, uri, r, { strict: (p, u) => matchInverse(p, u, lists), pattern: (p) => matcherOf(p, lists).pattern, lists });
  return policy === 'segment' ? segmentPolicy(t, uri, r) : r;
}

/** The `match` answer of an assignment (one object literal: a spread costs more). */
const matched = (a: TemplateAssignment): TemplateMatch => ({ kind: 'match', values: a.values, raw: a.raw, decoded: a.decoded, spans: a.spans, flags: a.flags });

/** `uri` read by the template's machine: the inverse of expansion (matchTemplate without options but `lists`). */
function matchInverse(t: ParsedTemplate, uri: string, lists: boolean): TemplateMatch {
  const m = matcherOf(t, lists);
  const out = m.machine.matchSpans(uri);
  if (out.kind === 'no-match') return out;
  // A reading whose escapes expansion does not write, or (where the template is checked) that
  // does not expand back, is none: a number, where the URI stops being one.
  if (out.kind === 'match') {
    const a = assignmentOf(m, out.spans, uri);
    return typeof a === 'number' ? { kind: 'no-match', offset: a } : matched(a);
  }
  const a = assignmentOf(m, out.assignments[0].spans, uri);
  const b = assignmentOf(m, out.assignments[1].spans, uri);
  if (typeof a === 'number' || typeof b === 'number') {
    if (typeof a !== 'number') return matched(a);
    if (typeof b !== 'number') return matched(b);
    return { kind: 'no-match', offset: Math.min(a, b) };
  }
  return { kind: 'ambiguous', assignments: [a, b] };
}
