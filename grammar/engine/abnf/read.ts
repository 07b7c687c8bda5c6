/**
 * The reader of the ABNF front end: an ABNF text cut into rule definitions and each read into its
 * syntax tree (`parseGroup`, a `Group`: its name, whether `=` or `=/`, its verbatim text and its
 * elements, references not yet resolved), and the ABNF of a section of an RFC's text
 * ({@link extractABNF}).
 *
 * What it reads (RFC 5234 §2 to §4, RFC 7405 §2.2; RFC 2234's syntax is the same):
 *   - rules `name = elements` and incremental alternatives `name =/ elements` (§3.3); rule names
 *     are case-insensitive (§2.1): the first `=` definition's spelling is the rule's name;
 *   - a rule begins on a line of its own, and goes on over every line indented deeper than its
 *     first (the RFCs indent their ABNF: the margin is the first line's indentation, not column 1);
 *     `;` comments, inline or on lines of their own; blank lines inside a rule are allowed (a page
 *     break of an RFC leaves them), which RFC 5234 §4 does not strictly allow;
 *   - alternation `/`, concatenation (elements separated by white space, as §4 requires),
 *     repetition `n*m`, `n*`, `*m`, `*`, `n` (§3.6, §3.7), groups `( )` and options `[ ]`;
 *   - quoted strings `"..."`, case-insensitive (§2.3), and RFC 7405's `%s"..."` (case-sensitive)
 *     and `%i"..."`; values `%x`, `%d`, `%b`: one value, a range `%x30-39`, a concatenation
 *     `%x0D.0A` (§2.3, §3.4);
 *   - prose values `<...>` (§2.1, §4), which ABNF leaves to the reader: the caller maps each prose
 *     text it admits to a rule name or an expression (`ABNFOptions.prose`, read by ./expand.ts);
 *     any other is an `ABNFProseError`.
 *
 * Terminals are made here with the DSL's constructors (`lit`, `ilit`, `range`), their spelling
 * kept where it is not the printed one; the budgets `repeat`, `alternatives` and `depth` are
 * counted as the text is read. Library code: no Node API; the RFC text comes from the caller.
 */
import { checkString, GrammarError } from '../../../base/args.js';
import { ilit, lit, range, type Expr } from '../dsl.js';
import { rangeTerminal } from '../print.js';
import { ABNF_BUDGET_CEILING, type ABNFBudget, type ABNFBudgetName } from './budget.js';
import { ABNFBudgetError, ABNFSyntaxError } from './errors.js';

// ---------------------------------------------------------------------------------------------
// ABNF from an RFC's text
// ---------------------------------------------------------------------------------------------

/** An RFC page footer: `Berners-Lee, et al.   Standards Track   [Page 49]`. */
const FOOTER = /\[Page \d+\]\s*$/;
/** An RFC page header: `RFC 3986   URI Generic Syntax   January 2005`. */
const HEADER = /^\f?RFC \d+\s/;
const BLANK = /^[ \t]*$/;
/** The start of a rule: `name =` or `name =/`. */
const RULE_START = /^[ \t]*[A-Za-z][A-Za-z0-9-]*[ \t]*=/;

/**
 * The ABNF of one section of an RFC's plain text (as the RFC Editor publishes it), verbatim: the
 * lines from the section's heading (a line at the left margin that starts with `section`:
 * `'Appendix A'`, `'B.1'`, `'6.1'`, `'2.2'`) to the next heading that is not one of its
 * subsections, with
 *   - the page breaks removed: each page footer (`... [Page 49]`), form feed and page header
 *     (`RFC 3986 ... January 2005`), with the blank lines around them, so that a rule split by a
 *     page break reads on;
 *   - the prose removed: a line is kept where it starts a rule (`name =`, `name =/`), continues
 *     one (indented deeper than the rule's first line), or is a comment (`;`); any other line
 *     (a sentence at the rules' margin or left of it) is dropped.
 * What is left is the text {@link loadABNF} reads; each rule's lines are the RFC's own.
 *
 * @throws GrammarError when no heading starts with `section`.
 *
 * @example
 * ```ts
 * import { readFileSync } from 'node:fs';
 * const abnf = extractABNF(readFileSync('grammar/rfc/rfc3986.txt', 'utf8'), 'Appendix A');
 * abnf.split('\n')[0]; // '   URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]'
 * abnf.includes('[Page 49]'); // false
 * ```
 */
export function extractABNF(rfcText: string, section: string): string {
  checkString(rfcText, 'extractABNF', 'the RFC text');
  checkString(section, 'extractABNF', 'the section');
  const lines = unpage(rfcText.split(/\r\n|\r|\n/));
  const id = section.trim();
  // Compared as strings, not compiled into a regular expression: a section of any length (the
  // engine's limit on a pattern's size made a long one a SyntaxError) is a section not found.
  const heading = (l: string): boolean => {
    if (!l.startsWith(id)) return false;
    const k = l[id.length] === '.' ? id.length + 1 : id.length;
    return k === l.length || /\s/.test(l[k]!);
  };
  const start = lines.findIndex(heading);
  if (start < 0) throw new GrammarError(`extractABNF: no heading of section ${JSON.stringify(section)} at the left margin`);
  // Subsections go on (`B.1` under `Appendix B`, `6.1` under `6`); any other heading ends it.
  const subPrefix = `${id.replace(/^Appendix\s+/, '')}.`;
  const sub = (l: string): boolean => l.startsWith(subPrefix) && /\d/.test(l[subPrefix.length] ?? '');
  let end = start + 1;
  while (end < lines.length && (BLANK.test(lines[end]!) || /^[ \t]/.test(lines[end]!) || sub(lines[end]!))) end++;
  const out: string[] = [];
  let ruleIndent = -1;
  for (const line of lines.slice(start + 1, end)) {
    if (BLANK.test(line)) {
      out.push(line);
      continue;
    }
    const indent = /^[ \t]*/.exec(line)![0].length;
    if (RULE_START.test(line)) {
      ruleIndent = indent;
      out.push(line);
    } else if (ruleIndent >= 0 && indent > ruleIndent) {
      out.push(line);
    } else if (line[indent] === ';') {
      out.push(line);
    } else {
      ruleIndent = -1;
    }
  }
  while (out.length && BLANK.test(out[0]!)) out.shift();
  while (out.length && BLANK.test(out[out.length - 1]!)) out.pop();
  return out.join('\n');
}

/** The lines without their page breaks (footer, form feed, header, and the blank lines around them). */
function unpage(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!FOOTER.test(line) && !line.includes('\f')) {
      out.push(line);
      continue;
    }
    while (out.length && BLANK.test(out[out.length - 1]!)) out.pop();
    // Past the footer: the form feed, then the next page's header, then its blank lines.
    let j = FOOTER.test(line) ? i + 1 : i;
    while (j < lines.length && (BLANK.test(lines[j]!) || /^\f[ \t]*$/.test(lines[j]!))) j++;
    if (j < lines.length && HEADER.test(lines[j]!)) j++;
    else if (j < lines.length && lines[j]!.startsWith('\f')) j++;
    while (j < lines.length && BLANK.test(lines[j]!)) j++;
    i = j - 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Lines and rules
// ---------------------------------------------------------------------------------------------

/** A line of the text, with its 1-based number. */
interface Line {
  readonly no: number;
  readonly text: string;
}

/** The lines of one rule definition (`=` or `=/`): its first line and the lines indented deeper. */
interface Lines {
  readonly lines: Line[];
  readonly indent: number;
}

/**
 * The text cut into rule definitions: a definition starts on a line that is not indented deeper
 * than the definition before, and takes every following line indented deeper (blank lines between
 * them too). A comment line not indented deeper ends the definition and belongs to none.
 */
export function groupLines(text: string): Lines[] {
  const out: Lines[] = [];
  let cur: Lines | null = null;
  let blanks: Line[] = [];
  text.split(/\r\n|\r|\n/).forEach((t, i) => {
    const line = { no: i + 1, text: t };
    if (/^[ \t]*$/.test(t)) {
      if (cur) blanks.push(line);
      return;
    }
    const indent = /^[ \t]*/.exec(t)![0].length;
    if (cur && indent > cur.indent) {
      cur.lines.push(...blanks, line);
      blanks = [];
      return;
    }
    blanks = [];
    if (t[indent] === ';') {
      cur = null;
      return;
    }
    cur = { lines: [line], indent };
    out.push(cur);
  });
  return out;
}

/** A position in the text, for references and prose values (resolved after every rule is read). */
export interface Pos {
  readonly line: number;
  readonly column: number;
}

/** The syntax tree of one definition's elements, before its references are resolved. */
export type Node =
  | { readonly t: 'ref'; readonly name: string; readonly pos: Pos }
  | { readonly t: 'prose'; readonly text: string; readonly pos: Pos }
  | { readonly t: 'expr'; readonly e: Expr }
  | { readonly t: 'seq' | 'alt'; readonly xs: readonly Node[] }
  | { readonly t: 'rep'; readonly min: number; readonly max: number; readonly x: Node; readonly br?: '(' }
  | { readonly t: 'opt' | 'group'; readonly x: Node };

/** One definition, read. */
export interface Group {
  readonly name: string;
  readonly incremental: boolean;
  readonly line: number;
  readonly column: number;
  readonly ast: Node;
  /** Its lines, the first without its indentation. */
  readonly text: string;
}

/** A rule of the grammar: its `=` definition and its `=/` additions. */
export interface Def {
  readonly name: string;
  readonly line: number;
  readonly groups: Group[];
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isAlpha = (c: string | undefined): boolean => c !== undefined && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'));
/** Can a repetition start with `c`? */
const startsRepetition = (c: string | undefined): boolean => isDigit(c) || isAlpha(c) || (c !== undefined && '*([%"<'.includes(c));

/**
 * Reads one definition (RFC 5234 §4: `rule = rulename defined-as elements c-nl`), within the
 * budgets `repeat` (each repetition's numbers), `alternatives` (each alternation's) and `depth`
 * (the parentheses and brackets: the parser recurses once per level).
 */
export function parseGroup(grammar: string, g: Lines, budget: Required<ABNFBudget>): Group {
  const src = g.lines.map((l) => l.text).join('\n');
  let pos = g.indent;
  const where = (at: number): Pos => {
    let k = 0;
    let start = 0;
    for (let i = src.indexOf('\n'); i >= 0 && i < at; i = src.indexOf('\n', i + 1)) {
      k++;
      start = i + 1;
    }
    return { line: g.lines[k]!.no, column: at - start + 1 };
  };
  const fail = (reason: string, at = pos): never => {
    const p = where(at);
    throw new ABNFSyntaxError(grammar, reason, p.line, p.column);
  };
  const shown = (at: number): string => {
    const c = src.codePointAt(at);
    if (c === undefined) return 'the end of the rule';
    if (c === 0x0a) return 'the end of the line';
    if (c === 0x20) return 'a space';
    if (c === 0x09) return 'a tab';
    return c >= 0x21 && c <= 0x7e ? JSON.stringify(String.fromCodePoint(c)) : `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  };
  /** `*c-wsp`: white space, line ends (the next line is indented deeper) and comments; whether any. */
  const cwsp = (): boolean => {
    const from = pos;
    for (;;) {
      const c = src[pos];
      if (c === ' ' || c === '\t' || c === '\n') pos++;
      else if (c === ';') {
        const nl = src.indexOf('\n', pos);
        pos = nl < 0 ? src.length : nl;
      } else break;
    }
    return pos > from;
  };
  const rulename = (): string => {
    const m = /[A-Za-z][A-Za-z0-9-]*/y;
    m.lastIndex = pos;
    const hit = m.exec(src);
    if (!hit) return fail(`expected a rule name, found ${shown(pos)}`);
    pos = m.lastIndex;
    return hit[0];
  };
  /** The rule's name, read ahead for a budget's error (the definition is not read to its end). */
  const ruleName = (): string => /[A-Za-z][A-Za-z0-9-]*/.exec(src)?.[0] ?? '';
  const overBudget = (which: ABNFBudgetName, reason: string, at: number): never => {
    const p = where(at);
    const max = ABNF_BUDGET_CEILING[which];
    throw new ABNFBudgetError(grammar, which, budget[which], ruleName(), `${reason}: raise budget.${which} (at most ${max})`, p.line, p.column);
  };
  /** How many groups and options are open. */
  let nest = 0;
  const digits = (): number | null => {
    const from = pos;
    while (isDigit(src[pos])) pos++;
    return pos > from ? Number(src.slice(from, pos)) : null;
  };

  const alternation = (): Node => {
    const xs = [concatenation()];
    for (;;) {
      const save = pos;
      cwsp();
      if (src[pos] !== '/') {
        pos = save;
        break;
      }
      pos++;
      cwsp();
      if (xs.length === budget.alternatives) overBudget('alternatives', `more alternatives than the budget 'alternatives' allows (${budget.alternatives})`, pos);
      xs.push(concatenation());
    }
    return xs.length === 1 ? xs[0]! : { t: 'alt', xs };
  };
  const concatenation = (): Node => {
    const xs = [repetition()];
    for (;;) {
      const save = pos;
      if (!cwsp()) {
        if (startsRepetition(src[pos])) fail(`elements must be separated by white space (RFC 5234 §4: concatenation), found ${shown(pos)}`);
        break;
      }
      if (!startsRepetition(src[pos])) {
        pos = save;
        break;
      }
      xs.push(repetition());
    }
    return xs.length === 1 ? xs[0]! : { t: 'seq', xs };
  };
  const repetition = (): Node => {
    const from = pos;
    if (!isDigit(src[pos]) && src[pos] !== '*') return element();
    let min: number;
    let max: number;
    const a = digits();
    let b: number | null = null;
    if (src[pos] === '*') {
      pos++;
      b = digits();
      min = a ?? 0;
      max = b ?? Infinity;
    } else {
      min = max = a!;
    }
    // A number past the budget (one too long for a double reads as Infinity: past it too).
    if ((a !== null && a > budget.repeat) || (b !== null && b > budget.repeat)) overBudget('repeat', `the repetition ${pos - from > 24 ? `${src.slice(from, from + 20)}...` : src.slice(from, pos)} is more than the budget 'repeat' allows (${budget.repeat})`, from);
    if (min > max) fail(`the repetition ${src.slice(from, pos)} has more at least than at most`, from);
    if (!startsElement(src[pos])) fail(`expected an element right after the repetition ${src.slice(from, pos)}, found ${shown(pos)}`);
    const x = element();
    return x.t === 'group' ? { t: 'rep', min, max, x: x.x, br: '(' } : { t: 'rep', min, max, x };
  };
  const startsElement = (c: string | undefined): boolean => isAlpha(c) || (c !== undefined && '([%"<'.includes(c));
  const element = (): Node => {
    const c = src[pos];
    if (isAlpha(c)) {
      const p = where(pos);
      return { t: 'ref', name: rulename(), pos: p };
    }
    if (c === '(' || c === '[') {
      const close = c === '(' ? ')' : ']';
      const open = pos;
      if (++nest > budget.depth) overBudget('depth', `the groups and options nest more than ${budget.depth} deep (the budget 'depth')`, open);
      pos++;
      cwsp();
      if (src[pos] === close) fail(`empty ${c === '(' ? 'group' : 'option'}: expected an element`);
      const x = alternation();
      nest--;
      cwsp();
      if (src[pos] !== close) fail(src[pos] === undefined ? `${JSON.stringify(c)} is not closed` : `expected ${JSON.stringify(close)}, found ${shown(pos)}`, src[pos] === undefined ? open : pos);
      pos++;
      return { t: c === '(' ? 'group' : 'opt', x };
    }
    if (c === '"') return { t: 'expr', e: quoted(true, '') };
    if (c === '%') {
      const k = src[pos + 1]?.toLowerCase();
      if ((k === 's' || k === 'i') && src[pos + 2] === '"') {
        const prefix = src.slice(pos, pos + 2);
        pos += 2;
        return { t: 'expr', e: quoted(k === 'i', prefix) };
      }
      if (k === 'x' || k === 'd' || k === 'b') return { t: 'expr', e: numVal(k) };
      return fail(`expected %x, %d, %b (a value) or %s, %i (a string) after "%", found ${shown(pos + 1)}`, pos + 1);
    }
    if (c === '<') {
      const from = pos;
      const end = src.indexOf('>', pos);
      const nl = src.indexOf('\n', pos);
      if (end < 0 || (nl >= 0 && nl < end)) fail('the prose value "<" is not closed on its line');
      const text = src.slice(pos + 1, end);
      for (let i = 0; i < text.length; i++) {
        const u = text.charCodeAt(i);
        if (u < 0x20 || u > 0x7e) fail(`${shown(pos + 1 + i)} is not allowed in a prose value (RFC 5234: %x20-3D / %x3F-7E)`, pos + 1 + i);
      }
      pos = end + 1;
      return { t: 'prose', text, pos: where(from) };
    }
    return fail(`expected an element (a rule name, "(", "[", a quoted string, a %-value or a <prose> value), found ${shown(pos)}`);
  };
  /** `"..."` (at `pos`, after its `%s`/`%i` prefix): case-insensitive strings are `ilit` where they hold letters. */
  const quoted = (ci: boolean, prefix: string): Expr => {
    const from = pos - prefix.length;
    pos++;
    let s = '';
    for (;;) {
      const c = src[pos];
      if (c === undefined || c === '\n') return fail('the quoted string is not closed on its line', from);
      if (c === '"') break;
      const u = c.charCodeAt(0);
      if (u < 0x20 || u > 0x7e) fail(`${shown(pos)} is not allowed in a quoted string (RFC 5234: %x20-21 / %x23-7E)`);
      s += c;
      pos++;
    }
    pos++;
    const letters = /[A-Za-z]/.test(s);
    const spell = src.slice(from, pos);
    // `ilit` with the RFC 7405 spelling `%i"..."` kept for printing (the DSL's `ilit` takes none).
    if (ci) return letters ? (prefix ? { k: 'lit', s, ci: true, spell } : ilit(s)) : prefix ? lit(s, spell) : lit(s);
    return lit(s, spell);
  };
  /** `%x41`, `%x30-39`, `%x0D.0A` (at `pos`, its base `k`). */
  const numVal = (k: 'x' | 'd' | 'b'): Expr => {
    const from = pos;
    pos += 2;
    const re = k === 'x' ? /[0-9A-Fa-f]+/y : k === 'd' ? /[0-9]+/y : /[01]+/y;
    const base = k === 'x' ? 16 : k === 'd' ? 10 : 2;
    const value = (): number => {
      re.lastIndex = pos;
      const m = re.exec(src);
      if (!m) return fail(`expected ${k === 'x' ? 'hexadecimal' : k === 'd' ? 'decimal' : 'binary'} digits, found ${shown(pos)}`);
      const at = pos;
      pos = re.lastIndex;
      const v = parseInt(m[0], base);
      if (v > 0x10ffff) fail(`the value ${m[0]} is past U+10FFFF`, at);
      return v;
    };
    const first = value();
    if (src[pos] === '-') {
      pos++;
      const last = value();
      if (last < first) fail(`the range ${src.slice(from, pos)} ends before it starts`, from);
      const spell = src.slice(from, pos);
      // `range` with the spelling kept where it is not the printed one (`%d48-57`, `%x3a-3f`).
      return spell === rangeTerminal(first, last) ? range(first, last) : { k: 'range', lo: first, hi: last, spell };
    }
    const values = [first];
    while (src[pos] === '.') {
      pos++;
      values.push(value());
    }
    return lit(String.fromCodePoint(...values), src.slice(from, pos));
  };

  const nameAt = where(pos);
  const name = rulename();
  cwsp();
  if (src[pos] !== '=') fail(`expected "=" or "=/" after the rule name ${JSON.stringify(name)}, found ${shown(pos)}`);
  pos++;
  const incremental = src[pos] === '/';
  if (incremental) pos++;
  cwsp();
  if (!startsRepetition(src[pos])) fail(`expected the elements of rule ${JSON.stringify(name)}, found ${shown(pos)}`);
  const ast = alternation();
  cwsp();
  if (pos < src.length) fail(`unexpected ${shown(pos)}`);
  const [first, ...rest] = g.lines;
  let last = g.lines.length;
  while (last > 1 && /^[ \t]*$/.test(g.lines[last - 1]!.text)) last--;
  const text = [first!.text.slice(g.indent), ...rest.slice(0, last - 1).map((l) => l.text)].join('\n');
  return { name, incremental, line: nameAt.line, column: nameAt.column, ast, text };
}
