/**
 * The ABNF-traced error report: built from the traced parse's furthest failure (syntax errors), or
 * from an AST node that the range and semantic checks reject.
 */
import type { URLComponents } from '../record/index.js';
import { ArgumentError, typeName } from '../../grammar/core.js';
import { allRules, printRfc, quoteTerminal, ruleKey, schemePrefixRules, type GrammarName, type RFC, type Rule, type TraceResult } from '../../grammar/core.js';
import { percentEncodeUTF8 } from '../../grammar/engine/percent.js';
import { classify, failureContext, type FailureContext } from './classify.js';
import { citedGrammar, ERROR_CODES, summaryOf, type ErrorCode, type ErrorKind, type HintCode } from './codes.js';
import { inHost, type ReportFix } from './fixes.js';
import { pasteView, pasteWhat } from './paste.js';

/**
 * A frame of the rule stack: a production the parser was inside when it stopped.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a b/');
 * if (!r.ok) r.error.trace.map((f) => `${f.rule} (RFC ${f.rfc} §${f.section})`);
 * ```
 */
export interface ReportFrame {
  /** The rule's name, as the RFC spells it. */
  readonly rule: string;
  /** The RFC number, or `'urlgrammar'` for a glue rule of our own. */
  readonly rfc: number | 'urlgrammar';
  readonly section: string;
  /** Where in the input this rule started (UTF-16 index). */
  readonly start: number;
  /** The production in its RFC's own notation, printed from the combinators (equal, up to white space, to the RFC text). */
  readonly text: string;
}

/**
 * The terminals one rule would have accepted at the failure.
 *
 * @example
 * ```ts
 * const r = parseURL('http://h/a%g1');
 * if (!r.ok) r.error.expected; // [{ rule: 'pct-encoded', rfc: 3986, section: 'Appendix A', terminals: ['HEXDIG'] }]
 * ```
 */
export interface ReportExpected {
  readonly rule: string;
  readonly rfc: number | 'urlgrammar';
  readonly section: string;
  /** ABNF terminals or character-class names: `"/"`, `alphadigit`, `hex`, `end of input`. */
  readonly terminals: readonly string[];
}

/**
 * The character at the failure.
 *
 * @example
 * ```ts
 * const r = parseURL('http://a\tb/');
 * if (!r.ok) r.error.found; // { text: '\t', codePoint: 9, name: 'U+0009 CHARACTER TABULATION' }
 * ```
 */
export interface ReportFound {
  /** The character (a whole code point). */
  readonly text: string;
  readonly codePoint: number;
  /** `U+0009 CHARACTER TABULATION` for invisible characters, otherwise `null`. */
  readonly name: string | null;
}

/**
 * A position in the input.
 *
 * @example
 * ```ts
 * const r = parseURL('ftp://user:p@ss@host/');
 * if (!r.ok) r.error.culprit; // { offset: 12, line: 1, column: 13, codePointOffset: 12 }: the first "@"
 * ```
 */
export interface ReportPosition {
  /** UTF-16 index. */
  readonly offset: number;
  /** 1-based line. */
  readonly line: number;
  /** 1-based column, in code points. */
  readonly column: number;
  /** 0-based index in code points. */
  readonly codePointOffset: number;
}

/**
 * A suggestion for a common mistake.
 *
 * @example
 * ```ts
 * const r = parseURL('http://example.org/a b');
 * if (!r.ok) r.error.hints; // [{ code: 'escape-space', message: 'write the space as %20, or remove it' }]
 * ```
 */
export interface ReportHint {
  readonly code: HintCode;
  readonly message: string;
}

/**
 * Why an input is not a URL of the grammar. Plain data: `JSON.stringify` gives the documented
 * schema (see `docs/errors.md`).
 *
 * @example
 * ```ts
 * const r = parseURL('http://www.exa mple.org/');
 * if (!r.ok) r.error.offset; // 14
 * if (!r.ok) r.error.code;   // 'char.space'
 * if (!r.ok) r.error.kind;   // 'syntax'
 * ```
 */
export interface URLErrorReport extends ReportPosition {
  readonly kind: ErrorKind;
  /** A stable code from the closed list in `ERROR_CODES`. */
  readonly code: ErrorCode;
  /** One line, for logs. */
  readonly message: string;
  /** The grammar that answered (`rfc3986`, the default; `rfc1738`, `rfc1808`...), or the rule (`1738:hostname`) parsed by `parseRule`. */
  readonly grammar: string;
  readonly input: string;
  /** The character at `offset`, or `null` at the end of the input. */
  readonly found: ReportFound | null;
  /** Where a human would put the caret, when it differs from `offset` (else `null`). */
  readonly culprit: ReportPosition | null;
  readonly expected: readonly ReportExpected[];
  /** The rule stack from the start rule down to the failing rule. */
  readonly trace: readonly ReportFrame[];
  readonly hints: readonly ReportHint[];
  /**
   * Suggested repairs, best first, each checked by parsing the corrected URL again under the same
   * grammar: those that make it valid first (`validates: true`), then those after which the first
   * error lies further on. Computed when first read (it re-parses), then kept; `console.log` and
   * `util.inspect` print them (not `[Getter]`).
   */
  readonly fixes: readonly ReportFix[];
  /**
   * The input's components as RFC 3986 Appendix B delimits them, extended to the authority
   * (`readComponents`): the reading a rejected input still has, which the report's password mask
   * reads. Not enumerable, so a serialized report does not carry the password twice; read it from
   * the object (`report.components?.host`). Present on `parseURL`'s and `parseRule`'s reports.
   */
  readonly components?: URLComponents;
}

const NAMES: Record<number, string> = {
  0x00: 'NULL', 0x01: 'START OF HEADING', 0x02: 'START OF TEXT', 0x03: 'END OF TEXT', 0x04: 'END OF TRANSMISSION',
  0x05: 'ENQUIRY', 0x06: 'ACKNOWLEDGE', 0x07: 'BELL', 0x08: 'BACKSPACE', 0x09: 'CHARACTER TABULATION',
  0x0a: 'LINE FEED', 0x0b: 'LINE TABULATION', 0x0c: 'FORM FEED', 0x0d: 'CARRIAGE RETURN', 0x0e: 'SHIFT OUT',
  0x0f: 'SHIFT IN', 0x10: 'DATA LINK ESCAPE', 0x11: 'DEVICE CONTROL ONE', 0x12: 'DEVICE CONTROL TWO',
  0x13: 'DEVICE CONTROL THREE', 0x14: 'DEVICE CONTROL FOUR', 0x15: 'NEGATIVE ACKNOWLEDGE', 0x16: 'SYNCHRONOUS IDLE',
  0x17: 'END OF TRANSMISSION BLOCK', 0x18: 'CANCEL', 0x19: 'END OF MEDIUM', 0x1a: 'SUBSTITUTE', 0x1b: 'ESCAPE',
  0x1c: 'INFORMATION SEPARATOR FOUR', 0x1d: 'INFORMATION SEPARATOR THREE', 0x1e: 'INFORMATION SEPARATOR TWO',
  0x1f: 'INFORMATION SEPARATOR ONE', 0x20: 'SPACE', 0x7f: 'DELETE', 0x85: 'NEXT LINE (NEL)', 0xa0: 'NO-BREAK SPACE',
  0xad: 'SOFT HYPHEN', 0x1680: 'OGHAM SPACE MARK', 0x180e: 'MONGOLIAN VOWEL SEPARATOR', 0x2000: 'EN QUAD',
  0x2001: 'EM QUAD', 0x2002: 'EN SPACE', 0x2003: 'EM SPACE', 0x2004: 'THREE-PER-EM SPACE', 0x2005: 'FOUR-PER-EM SPACE',
  0x2006: 'SIX-PER-EM SPACE', 0x2007: 'FIGURE SPACE', 0x2008: 'PUNCTUATION SPACE', 0x2009: 'THIN SPACE',
  0x200a: 'HAIR SPACE', 0x200b: 'ZERO WIDTH SPACE', 0x200c: 'ZERO WIDTH NON-JOINER', 0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK', 0x200f: 'RIGHT-TO-LEFT MARK', 0x2028: 'LINE SEPARATOR', 0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING', 0x202b: 'RIGHT-TO-LEFT EMBEDDING', 0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE', 0x202e: 'RIGHT-TO-LEFT OVERRIDE', 0x202f: 'NARROW NO-BREAK SPACE',
  0x205f: 'MEDIUM MATHEMATICAL SPACE', 0x2060: 'WORD JOINER', 0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE', 0x2068: 'FIRST STRONG ISOLATE', 0x2069: 'POP DIRECTIONAL ISOLATE',
  0x3000: 'IDEOGRAPHIC SPACE', 0xfeff: 'ZERO WIDTH NO-BREAK SPACE', 0xfffd: 'REPLACEMENT CHARACTER',
};

const hexCp = (cp: number) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');

/**
 * Names a character for a report: `U+0009 CHARACTER TABULATION`, or null when it is visible.
 *
 * @example
 * ```ts
 * invisibleName(0x200b); // 'U+200B ZERO WIDTH SPACE'
 * invisibleName(0x41); // null
 * ```
 */
export function invisibleName(cp: number): string | null {
  if (typeof cp !== 'number') throw new ArgumentError(`invisibleName: the code point must be a number, not ${typeName(cp)}`);
  const n = NAMES[cp];
  if (n) return `${hexCp(cp)} ${n}`;
  if (cp >= 0x80 && cp <= 0x9f) return `${hexCp(cp)} <control>`;
  if (cp >= 0xd800 && cp <= 0xdfff) return `${hexCp(cp)} <lone surrogate>`;
  if (cp >= 0xe000 && cp <= 0xf8ff) return `${hexCp(cp)} <private use>`;
  if ((cp & 0xfffe) === 0xfffe || (cp >= 0xfdd0 && cp <= 0xfdef)) return `${hexCp(cp)} <noncharacter>`;
  if (cp >= 0xfe00 && cp <= 0xfe0f) return `${hexCp(cp)} VARIATION SELECTOR-${cp - 0xfe00 + 1}`;
  if (cp >= 0xe0000 && cp <= 0xe007f) return `${hexCp(cp)} <tag>`;
  return null;
}

/** The position of a UTF-16 offset: line, column and code-point offset. */
export function position(input: string, offset: number): ReportPosition {
  let line = 1;
  let lineStart = 0;
  let cps = 0;
  let colCps = 0;
  for (let i = 0; i < offset && i < input.length; i++) {
    const c = input.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff && i > 0) {
      const p = input.charCodeAt(i - 1);
      if (p >= 0xd800 && p <= 0xdbff) continue;
    }
    cps++;
    colCps++;
    if (c === 0x0a) {
      line++;
      lineStart = i + 1;
      colCps = 0;
    }
  }
  void lineStart;
  return { offset, line, column: colCps + 1, codePointOffset: cps };
}

function foundAt(input: string, offset: number): ReportFound | null {
  if (offset >= input.length) return null;
  const cp = input.codePointAt(offset)!;
  return { text: String.fromCodePoint(cp), codePoint: cp, name: invisibleName(cp) };
}

/** A rule as the report shows it: printed from its combinators, in its RFC's own notation. */
const printed = new Map<string, string>();
function ruleText(rule: Rule): string {
  let t = printed.get(rule.key);
  if (t === undefined) {
    t = printRfc(rule);
    printed.set(rule.key, t);
  }
  return t;
}

/** A frame of the rule stack for `rule`, entered at `start` (also used by `check.ts`). @internal */
export function frameOf(rule: Rule, start: number): ReportFrame {
  return { rule: rule.name, rfc: rule.rfc as number | 'urlgrammar', section: rule.section, start, text: ruleText(rule) };
}

/** Why a character the classifier calls unsafe must be escaped, in the words of the grammar's RFCs. */
const UNSAFE_WHY: Readonly<Record<ReturnType<typeof citedGrammar>, (ch: string) => string>> = {
  rfc1738: (ch) => `"${ch}" is unsafe (RFC 1738 §2.2)`,
  rfc2396: (ch) => `"${ch}" is excluded (RFC 2396 §2.4.3)`,
  rfc3986: (ch) => `"${ch}" cannot appear unescaped here`,
};

function hintsFor(input: string, grammar: string, code: ErrorCode, offset: number, trace: readonly ReportFrame[]): ReportHint[] {
  const c = offset < input.length ? input.codePointAt(offset)! : -1;
  const ch = c >= 0 ? String.fromCodePoint(c) : '';
  const out: ReportHint[] = [];
  const add = (h: HintCode, m: string) => out.push({ code: h, message: m });
  switch (code) {
    case 'char.space':
      if (inHost(trace)) add('remove-space', 'a host cannot hold a space, escaped or not: remove it');
      else add('escape-space', 'write the space as %20, or remove it');
      break;
    case 'paste.whitespace':
    case 'paste.quotes':
    case 'paste.brackets':
      add('remove-paste', `remove the ${pasteWhat(pasteView(input))} around the URL: they come from the text it was copied from`);
      break;
    case 'paste.tab-or-newline':
      add('remove-paste', 'remove the tabs and line breaks: the URL was wrapped across lines');
      break;
    case 'scheme.missing-colon': {
      const start = trace[trace.length - 1]?.start ?? 0;
      add('add-colon', `write ":" after "${input.slice(start, offset)}": a scheme ends with a colon`);
      break;
    }
    case 'userinfo.unescaped-at':
      add('escape-at', `the first "@" ends the user information: write an "@" inside the user name or password as %40`);
      break;
    case 'char.control':
      add('escape-control', `${invisibleName(c) ?? 'this control character'} cannot appear in a URL: remove it, or escape it as ${percentEncodeUTF8(ch)}`);
      break;
    case 'char.unsafe':
      if (ch === '%') add('escape-percent', 'a bare "%" starts an escape: write a literal percent sign as %25');
      else if (ch === '\\') add('escape-unsafe', `"\\" is no URL delimiter: write it as "/", or escape it as ${percentEncodeUTF8(ch)}`);
      else add('escape-unsafe', `${UNSAFE_WHY[citedGrammar(grammar)](ch)}: escape it as ${percentEncodeUTF8(ch)}`);
      break;
    case 'escape.bad-hex':
    case 'escape.truncated':
      add('escape-percent', 'a "%" must be followed by two hex digits; write a literal percent sign as %25');
      break;
    case 'char.non-ascii':
      add('utf8-escape', `encode "${ch}" as UTF-8 and escape each byte: ${percentEncodeUTF8(ch)}`);
      break;
    case 'host.non-ascii':
      add('idna', 'host names in a URL are ASCII: use the IDNA (punycode, "xn--") form of the name');
      break;
    case 'ipv6.unclosed':
      add('close-bracket', 'close the IPv6 literal with "]" before the port or path');
      break;
    case 'ipv6.zone-id':
      if (citedGrammar(grammar) !== 'rfc3986') add('zone-id', 'RFC 2732 has no zone identifiers; RFC 6874 later allowed them, written "%25" inside the brackets');
      else if (input.startsWith('%25', offset)) add('zone-id', '"%25" and a zone identifier after the address are RFC 6874 syntax, which RFC 3986 lacks: without the zone identifier the URL is an RFC 3986 URI');
      else add('zone-id', 'RFC 3986 has no zone identifiers; RFC 6874 later allowed them, written "%25" inside the brackets');
      break;
    case 'http.userinfo':
      add('http-no-userinfo', 'RFC 1738 §3.3 http URLs have no user name or password: remove the "user@" part');
      break;
    case 'http.query-without-path':
      add('http-path-before-query', 'RFC 1738 §3.3 needs a path before the search: write "/?" instead of "?"');
      break;
    case 'path.colon-in-first-segment':
      add('dot-segment', 'a relative path whose first segment holds ":" starts with "./" (RFC 3986 §4.2): write "./" before it');
      break;
    case 'port.empty':
      add('empty-port', 'remove the ":" or give a port number');
      break;
    case 'iri.bidi-format':
      add('escape-control', `remove ${invisibleName(c) ?? 'it'}, or escape it as ${percentEncodeUTF8(ch)} (RFC 3987 §4.1)`);
      break;
    case 'port.out-of-range':
      add('port-range', 'ports are 0 to 65535');
      break;
    case 'ipv4.octet-out-of-range':
      add('octet-range', 'each part of a dotted IPv4 address is 0 to 255');
      break;
    case 'scheme.uppercase':
      add('lowercase-scheme', 'RFC 1738 §5 writes schemes in lower case: write the scheme in lower case');
      break;
    case 'scheme.missing':
      add('add-scheme', 'an absolute URL starts with a scheme, such as "http://"');
      break;
    case 'host.empty-label':
      add('empty-label', 'remove the extra "." (RFC 1738 host names have no empty labels and no trailing dot)');
      break;
    case 'escape.not-allowed':
      add('no-escape-here', 'this part of the URL allows no %-escapes: write the character itself, if the production allows it');
      break;
    case 'host.label-edge-hyphen':
      add('label-hyphen', 'host labels start and end with a letter or digit; remove the "-" at the edge');
      break;
    default:
      break;
  }
  return out;
}

/** The leading literal of a scheme-prefix rule, as a report prints it (`"http://"`), by rule key; null for any other rule. */
const leadTerminals = new Map<string, string | null>();
function leadTerminal(key: string): string | null {
  let t = leadTerminals.get(key);
  if (t === undefined) {
    const rule = schemePrefixRules().has(key) ? allRules().find((r) => r.key === key) : undefined;
    const first = rule?.body.k === 'seq' ? rule.body.xs[0] : undefined;
    leadTerminals.set(key, (t = first?.k === 'lit' ? quoteTerminal(first.s) : null));
  }
  return t;
}

/** The folded entry that stands for them and the scheme's own characters. */
const SCHEME_ENTRY = 'a scheme (letters, digits, "+", "-", ".") then ":"';

/**
 * The expected terminals as a report shows them: where two or more registered-scheme prefixes
 * (`"http://"`, `"ftp://"`...) are expected with the characters of a generic `scheme`, they fold
 * into one entry, {@link SCHEME_ENTRY}, in the `scheme` rule's place; the rest are kept as they
 * are, grouped by rule. The report's data (`expected`) keeps every terminal.
 * @internal
 */
export function foldExpected(expected: readonly ReportExpected[]): readonly ReportExpected[] {
  // The registered-scheme prefixes of RFC 1738's `url` alternatives (`"http://"`, `"news:"`): the
  // rules that write a scheme as their leading literal (picked by rule key), expected whole, at
  // their start (after "http", the "://" still to come is kept).
  const prefixes = expected.filter((e) => {
    const lead = leadTerminal(ruleKey(e.rfc as RFC, e.rule));
    return lead !== null && e.terminals.length > 0 && e.terminals.every((t) => t === lead);
  });
  const scheme = expected.find((e) => e.rule === 'scheme');
  if (prefixes.length < 2 || !scheme) return expected;
  const out: ReportExpected[] = [];
  for (const e of expected) {
    if (prefixes.includes(e)) continue;
    if (e === scheme) out.push({ ...scheme, terminals: [SCHEME_ENTRY] });
    else if (e.rule === 'genericurl' && e.terminals.length === 1 && e.terminals[0] === '":"') continue;
    else out.push(e);
  }
  return out;
}

function messageFor(code: ErrorCode, grammar: string, found: ReportFound | null, pos: ReportPosition, expected: readonly ReportExpected[]): string {
  const what = found ? (found.name ?? JSON.stringify(found.text)) : 'end of input';
  const exp = foldExpected(expected).flatMap((e) => e.terminals).slice(0, 6).join(', ');
  const summary = summaryOf(code, grammar);
  return `${code}: ${summary.endsWith('.') ? summary.slice(0, -1) : summary} (found ${what} at ${pos.line}:${pos.column}${exp ? `; expected ${exp}` : ''})`;
}

/**
 * The classifier's view of a failed traced parse (the offset, the rule stack of the deepest
 * expectation, the expected terminals), and the expected terminals grouped by rule for the report.
 * @internal
 */
export function syntaxFailure(input: string, grammar: string, t: TraceResult): { context: FailureContext; expected: ReportExpected[] } {
  const offset = Math.min(t.offset, input.length);
  // Group the expected terminals by the rule that wanted them (the innermost frame).
  const groups = new Map<string, { rule: Rule; terminals: string[] }>();
  let primary: readonly ReportFrame[] = [];
  const terminals = new Set<string>();
  for (const e of t.expected) {
    // A character-class rule that has not read anything yet is not a rule the parser is inside:
    // the terminal's own name already says it (`uchar`), so such frames are dropped.
    const kept = e.frames.slice();
    while (kept.length && kept[kept.length - 1]!.rule.token && kept[kept.length - 1]!.start === offset) kept.pop();
    const frames = kept.map((f) => frameOf(f.rule, f.start));
    if (frames.length > primary.length) primary = frames;
    const owner = kept[kept.length - 1]?.rule;
    const key = owner ? owner.key : '';
    terminals.add(e.label);
    let g = groups.get(key);
    if (!g) {
      g = { rule: owner ?? t.start, terminals: [] };
      groups.set(key, g);
    }
    if (!g.terminals.includes(e.label)) g.terminals.push(e.label);
  }
  const expected: ReportExpected[] = [...groups.values()].map((g) => ({
    rule: g.rule.name,
    rfc: g.rule.rfc as number | 'urlgrammar',
    section: g.rule.section,
    terminals: g.terminals,
  }));
  return { context: failureContext(input, grammar, offset, primary, terminals), expected };
}

/** Builds the report of a failed traced parse: the first row of the classifier that holds gives the code. */
export function syntaxReport(input: string, grammar: string, t: TraceResult): URLErrorReport {
  const { context, expected } = syntaxFailure(input, grammar, t);
  const row = classify(context);
  return finish(input, grammar, row.code, context.offset, row.culprit?.(context), expected, context.stack);
}

/** The report for `code` at `offset`, with its position, message and hints (also used by `check.ts`). @internal */
export function finish(
  input: string,
  grammar: string,
  code: ErrorCode,
  offset: number,
  culprit: number | undefined,
  expected: readonly ReportExpected[],
  trace: readonly ReportFrame[],
): URLErrorReport {
  const pos = position(input, offset);
  const found = foundAt(input, offset);
  return {
    kind: ERROR_CODES[code].kind,
    code,
    message: messageFor(code, grammar, found, pos, expected),
    grammar,
    input,
    ...pos,
    found,
    culprit: culprit !== undefined && culprit !== offset ? position(input, culprit) : null,
    expected,
    trace,
    hints: hintsFor(input, grammar, code, offset, trace),
    fixes: [],
  };
}

export type { GrammarName };
