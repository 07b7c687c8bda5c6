/**
 * `parseTemplate`: a URI Template (RFC 6570) read by its grammar, `URI-Template` of
 * grammar/templates/ (§2, Level 4), into a {@link ParsedTemplate} (./types.ts), or refused with a
 * positioned report.
 *
 * The template is read by the language's generated recognizer (a table, linear), and the parts of
 * an accepted one from the delimiters its grammar gives it (`partsOf`: an expression from "{" to
 * "}", its operator, its varspecs cut at ","), building no AST: the parts the AST of `URI-Template`
 * gives (each `expression` node an expression, the text between them, which
 * `URI-Template = *( literals / expression )` says is `literals`, literal text), as the tests hold
 * (test/support/template-ast.ts reads them from the AST). A refused
 * template gets the engine's report of a rule (src/diagnostics/report.ts, `genericReport`: the
 * furthest offset any reading of the template reaches, what was expected there, the rule stack with
 * RFC 6570's sections), its message saying what RFC 6570 says of the case, and the fixes of the
 * cases where one is sure, each checked by reading the corrected template again
 * (src/diagnostics/fixes.ts, `checkedFixes`).
 */
import '../../grammar/templates/load.js';
import '../../grammar/templates/recognize.js';
import { ArgumentError, WORK, lazyProperty, lookup, matches, parserFor, readsTo, recognizerFor, typeName, type CompiledGrammar, type Rule } from '../../grammar/index.js';
import { percentEncodeUTF8 } from '../../base/percent.js';
import { genericReport } from '../diagnostics/report.js';
import { checkedFixes, type Candidate, type Reparse } from '../diagnostics/fixes.js';
import type { URLErrorReport } from '../diagnostics/types.js';
import type { ParsedTemplate, TemplateOperator, TemplatePart, TemplateVariable } from './types.js';


/**
 * What `parseTemplate` returns: the parsed template, or the report of why the text is none: the
 * report the URL grammars give (`URLErrorReport`), for the rule `6570:URI-Template`. Its `offset`
 * is the furthest failure (the length of the longest prefix some template continues), `expected`
 * the terminals wanted there, `trace` the rule stack from `URI-Template` down with RFC 6570's
 * sections, `message` one line naming the case, `fixes` the repairs where one is sure, each checked
 * by parsing the corrected template again.
 *
 * @example
 * ```ts
 * const r: TemplateParseResult = parseTemplate('/users/{id}');
 * r.ok; // true
 * ```
 */
export type TemplateParseResult =
  | { readonly ok: true; readonly template: ParsedTemplate }
  | { readonly ok: false; readonly error: URLErrorReport };

const FN = 'parseTemplate';

/** The start symbol, and its compiled grammar (made on the first call). */
let start: { rule: Rule; compiled: CompiledGrammar; key: string; expression: Rule } | null = null;
function grammarOf(): { rule: Rule; compiled: CompiledGrammar; key: string; expression: Rule } {
  if (start) return start;
  const rule = lookup(6570, 'URI-Template');
  const expression = lookup(6570, 'expression');
  if (!rule || !expression) throw new Error('parseTemplate: RFC 6570 URI-Template is not loaded');
  start = { rule, compiled: parserFor(rule), key: rule.key, expression };
  return start;
}

/** The characters RFC 6570 §2.2 reserves as operators, by its rule (not a list of our own). */
const isReservedOperator = (ch: string): boolean => {
  const r = lookup(6570, 'op-reserve');
  return r !== undefined && matches(r, ch);
};

/**
 * Reads a URI Template (RFC 6570 §2). A string gives `{ ok: true, template }` (its literal text and
 * expressions in order, each with its span: see {@link ParsedTemplate}) or `{ ok: false, error }`,
 * a positioned report ({@link URLErrorReport}): an unclosed expression, a varname with a dot
 * at its end or two in a row (`{a.}`, `{a..b}`; `{a.b}` is a name), an expression without a
 * variable (`{?}`), a `%` without two hexadecimal digits, an operator RFC 6570 reserves (`=`, `,`,
 * `!`, `@`, `|`), a character that is no literal (a space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `|`, a
 * control). `{keys:1}` parses: whether a prefix applies to a value is a question of the value
 * (expansion's, §2.4.1). A parsed template is accepted wherever a template string is: given one,
 * `parseTemplate` checks it is what its `source` parses to and returns it as it is.
 *
 * @throws ArgumentError when `template` is neither a string nor a parsed template, or is a parsed
 * template whose parts are not those of its source.
 *
 * @example
 * ```ts
 * const r = parseTemplate('/search{?q,lang}');
 * if (r.ok) r.template.parts.map((p) => p.kind);                  // ['literal', 'expression']
 * if (r.ok && r.template.parts[1]!.kind === 'expression') r.template.parts[1]!.operator; // '?'
 * parseTemplate('{a.b}').ok;                                       // true
 * const bad = parseTemplate('{a..b}');
 * if (!bad.ok) bad.error.offset;                                   // 3
 * const again = parseTemplate('/users/{id}');
 * if (again.ok) parseTemplate(again.template).ok;                  // true
 * parseTemplate(42 as never);                                      // throws ArgumentError('parseTemplate: template must be a string or a parsed template, not number')
 * ```
 */
export function parseTemplate(template: string | ParsedTemplate): TemplateParseResult {
  if (typeof template === 'string') return read(template);
  if (typeof template === 'object' && template !== null && (template as { kind?: unknown }).kind === 'template') {
    return { ok: true, template: checkedTemplate(template) };
  }
  throw new ArgumentError(`${FN}: template must be a string or a parsed template, not ${typeName(template)}`);
}

/** The verdict and the parts, or the report. */
function read(text: string): TemplateParseResult {
  // The generated recognizer's verdict, then the parts of an accepted template read from its
  // delimiters (no AST built); a refused one gets the traced report.
  if (!recognizerOf()(text)) return { ok: false, error: reportOf(text) };
  return { ok: true, template: text.length > LAZY_PARTS_LENGTH ? lazyTemplate(text) : partsOf(text) };
}

/**
 * Templates longer than this (in UTF-16 units) get their `parts` when first read, not when parsed
 * (as the generated parsers build a long repetition's nodes, and the AST decodes a long text's
 * escapes, on first read): a long template is then checked at the recognizer's pace, and its
 * parts (a few objects per expression) are made once, for the caller that reads them.
 */
const LAZY_PARTS_LENGTH = 1024;

/** An accepted template whose `parts` are read on first use (`lazyProperty`: an enumerable getter, computed once). */
function lazyTemplate(source: string): ParsedTemplate {
  const t = { kind: 'template', source } as { kind: 'template'; source: string; parts?: readonly TemplatePart[] };
  return Object.freeze(lazyProperty(t, 'parts', () => partsOf(source).parts)) as ParsedTemplate;
}

/** The generated recognizer of `URI-Template` (grammar/templates/recognize.ts). */
let recognizer: ((s: string) => boolean) | null = null;
function recognizerOf(): (s: string) => boolean {
  if (recognizer) return recognizer;
  const r = recognizerFor('rule', grammarOf().key);
  if (!r) throw new Error('parseTemplate: the recognizer of RFC 6570 URI-Template is not generated (npm run gen)');
  return (recognizer = r);
}

/**
 * The operators of RFC 6570 §2.2 that expansion defines (`op-level2 / op-level3`: the grammar's
 * `operator` without `op-reserve`, which it refuses), as a table of the ASCII code units, read
 * from their rules once.
 */
let operatorTable: Uint8Array | null = null;
function operators(): Uint8Array {
  if (operatorTable) return operatorTable;
  const rules = [lookup(6570, 'op-level2'), lookup(6570, 'op-level3')];
  if (rules.some((r) => r === undefined)) throw new Error('parseTemplate: RFC 6570 op-level2 and op-level3 are not loaded');
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) if (rules.some((r) => matches(r!, String.fromCharCode(c)))) t[c] = 1;
  return (operatorTable = t);
}

/** A re-read for the fixes' check. */
const reparse: Reparse = (text) => {
  if (recognizerOf()(text)) return { ok: true };
  const t = grammarOf().compiled.trace(text);
  return { ok: false, offset: t.offset };
};

// ---------------------------------------------------------------------------------------------
// The parts of an accepted template, from its delimiters
// ---------------------------------------------------------------------------------------------

/**
 * The parts of a template the recognizer accepted, read from the delimiters RFC 6570 §2 gives its
 * grammar, which no other character of an accepted template can be:
 *
 *     URI-Template  = *( literals / expression )       literals never hold "{" or "}"
 *     expression    = "{" [ operator ] variable-list "}"
 *     variable-list = varspec *( "," varspec )          a varname never holds "," ":" "*" "}"
 *     varspec       = varname [ modifier-level4 ]
 *     modifier-level4 = prefix / explode ;  prefix = ":" max-length ;  explode = "*"
 *
 * An expression is from a "{" to the next "}"; its operator is its first character where that is
 * one (`operators`: a varname never begins with one); its varspecs are cut at each ","; a varspec
 * ending in "*" is exploded, one holding ":" has the prefix written after it. The same parts as the
 * AST's (test/support/template-ast.ts reads those: test/templates-parse.test.ts holds the two equal), each part and variable a
 * counted step, as there.
 */
function partsOf(source: string): ParsedTemplate {
  const parts: TemplatePart[] = [];
  const ops = operators();
  let at = 0;
  // The next "," at or after where it was last searched from (-1: none is left): each search
  // starts past the last one found, so that the searches read the template once.
  let comma = -2;
  for (let open = source.indexOf('{'); open >= 0; open = source.indexOf('{', at)) {
    WORK.steps++;
    if (open > at) parts.push(literal(source, at, open));
    const close = source.indexOf('}', open);
    const c = source.charCodeAt(open + 1);
    const operator = (c < 128 && ops[c] === 1 ? source[open + 1] : '') as TemplateOperator;
    const variables: TemplateVariable[] = [];
    for (let start = open + 1 + operator.length; start < close; ) {
      WORK.steps++;
      if (comma !== -1 && comma < start) comma = source.indexOf(',', start);
      const end = comma < 0 || comma > close ? close : comma;
      variables.push(varspecOf(source, start, end));
      start = end + 1;
    }
    parts.push(Object.freeze({ kind: 'expression', operator, variables: Object.freeze(variables), start: open, end: close + 1 }));
    at = close + 1;
  }
  if (at < source.length) parts.push(literal(source, at, source.length));
  return Object.freeze({ kind: 'template', source, parts: Object.freeze(parts) });
}

/** Literal text: `literals` of URI-Template, from `start` to `end`. */
const literal = (source: string, start: number, end: number): TemplatePart =>
  Object.freeze({ kind: 'literal', text: source.slice(start, end), start, end });

/** The varspec `source[start, end)` of an accepted template: its varname, and its prefix or explode. */
function varspecOf(source: string, start: number, end: number): TemplateVariable {
  if (source.charCodeAt(end - 1) === 0x2a) return Object.freeze({ name: source.slice(start, end - 1), explode: true, prefix: null, start, end });
  // A max-length is at most four digits (`max-length = %x31-39 0*3DIGIT`): its ":" among the last five.
  let colon = -1;
  for (let j = end - 2; j > start && j >= end - 5; j--) if (source.charCodeAt(j) === 0x3a) colon = j;
  if (colon < 0) return Object.freeze({ name: source.slice(start, end), explode: false, prefix: null, start, end });
  return Object.freeze({ name: source.slice(start, colon), explode: false, prefix: Number(source.slice(colon + 1, end)), start, end });
}

// ---------------------------------------------------------------------------------------------
// A parsed template given back
// ---------------------------------------------------------------------------------------------

/** The parsed template as given, once it is seen to be what its source parses to. */
function checkedTemplate(given: object): ParsedTemplate {
  const source = (given as { source?: unknown }).source;
  const parts = (given as { parts?: unknown }).parts;
  if (typeof source !== 'string' || !Array.isArray(parts)) {
    throw new ArgumentError(`${FN}: a parsed template has a string source and an array of parts`);
  }
  const again = read(source);
  if (!again.ok) throw new ArgumentError(`${FN}: the source of a parsed template is not a template (${again.error.message})`);
  const want = again.template.parts;
  const same = parts.length === want.length && want.every((w, i) => samePart(parts[i], w));
  if (!same) throw new ArgumentError(`${FN}: a parsed template whose parts are not those its source parses to`);
  return given as ParsedTemplate;
}

/** Whether `got` (anything) has the fields and values of the part `want`. */
function samePart(got: unknown, want: TemplatePart): boolean {
  if (typeof got !== 'object' || got === null) return false;
  const g = got as Record<string, unknown>;
  if (g.kind !== want.kind || g.start !== want.start || g.end !== want.end) return false;
  if (want.kind === 'literal') return g.text === want.text;
  if (g.operator !== want.operator || !Array.isArray(g.variables) || g.variables.length !== want.variables.length) return false;
  return want.variables.every((v, i) => {
    const x = (g.variables as unknown[])[i] as Record<string, unknown> | null;
    return typeof x === 'object' && x !== null && x.name === v.name && x.explode === v.explode && x.prefix === v.prefix && x.start === v.start && x.end === v.end;
  });
}

// ---------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------

/** The report of a refused template: the engine's for the rule, with what RFC 6570 says of the case, and its fixes. */
function reportOf(text: string): URLErrorReport {
  const { compiled, key } = grammarOf();
  const t = compiled.trace(text);
  const base = genericReport(text, key, t);
  const c = caseOf(base);
  const report: URLErrorReport = { ...base, message: `${base.code}: ${c.message} (${where(base)})` };
  // Checked when first read (each re-reads the corrected template), then kept; no URL record is
  // attached (a template is not a URL).
  return lazyProperty(report, 'fixes', () => checkedFixes(text, report.offset, c.fixes, reparse));
}

/** The "found … at line:column; expected …" of the generic message. */
function where(r: URLErrorReport): string {
  const found = r.found ? (r.found.name ?? JSON.stringify(r.found.text)) : 'end of input';
  const exp = r.expected.flatMap((e) => e.terminals).slice(0, 6).join(', ');
  return `found ${found} at ${r.line}:${r.column}${exp ? `; expected ${exp}` : ''}`;
}

/** What a refused template's failure is, by the rule stack and the expected terminals. */
function caseOf(r: URLErrorReport): { message: string; fixes: Candidate[] } {
  const rules = new Set(r.trace.map((f) => f.rule));
  const wants = (rule: string, terminal?: string) => r.expected.some((e) => e.rule === rule && (terminal === undefined || e.terminals.includes(terminal)));
  const ch = r.found?.text ?? '';
  const what = r.found ? (r.found.name ?? JSON.stringify(ch)) : 'the end';
  const at = r.offset;
  const input = r.input;
  // Inside an expression (its rules on the stack, or its "{" just read).
  const inExpression = rules.has('expression') && !wants('URI-Template');
  if (inExpression) {
    const open = [...r.trace].reverse().find((f) => f.rule === 'expression')?.start ?? at;
    if (r.found === null) {
      // The template ends inside an expression: its "}" is missing (RFC 6570 §2.2, §3.2).
      const close = wants('expression', '"}"');
      return {
        message: `the expression opened at ${open} is not closed: RFC 6570 §2.2 ends an expression with "}"`,
        fixes: close ? [{ edits: [{ start: at, end: at, text: '}' }], message: 'close the expression with "}"', applicability: 'maybe-incorrect' }] : [],
      };
    }
    if (wants('operator') && isReservedOperator(ch)) {
      return { message: `${JSON.stringify(ch)} is an operator RFC 6570 reserves for future extensions (§2.2): no expansion is defined for it`, fixes: [] };
    }
    if (r.found !== null && readsTo(grammarOf().expression, input, at) > at) {
      // Another expression where this one wants its next character: §3.2.
      return { message: `an expression inside the expression opened at ${open}: "Expressions cannot be nested" (RFC 6570 §3.2)`, fixes: [] };
    }
    if (wants('varname', 'varchar') && !wants('variable-list') && !wants('expression')) {
      // A varname that has read something and wants a varchar: it read a "." last.
      const name = r.trace.find((f) => f.rule === 'varname');
      if (name !== undefined && name.start < at) {
        return { message: 'a "." in a varname must stand between two varchars (RFC 6570 §2.3: varname = varchar *( ["."] varchar ))', fixes: [] };
      }
      return { message: 'an expression names at least one variable (RFC 6570 §2.3: a varname of ALPHA, DIGIT, "_" or pct-encoded)', fixes: [] };
    }
    if (rules.has('pct-encoded')) {
      return { message: 'a "%" in a varname begins a pct-encoded triplet: "%" and two hexadecimal digits (RFC 6570 §2.3)', fixes: [] };
    }
    if (rules.has('max-length')) {
      return { message: 'a prefix\'s max-length is a positive integer below 10000, without a leading zero (RFC 6570 §2.4.1: max-length = %x31-39 0*3DIGIT)', fixes: [] };
    }
    return { message: `${what} is not allowed here in an expression (RFC 6570 §2.2–§2.4)`, fixes: [] };
  }
  const pct = r.trace.find((f) => f.rule === 'pct-encoded');
  if (pct !== undefined) {
    // A "%" not followed by two hexadecimal digits, in literal text (§2.1): escape it (the
    // pct-encoded frame starts at the "%").
    return {
      message: 'a "%" in literal text begins a pct-encoded triplet: "%" and two hexadecimal digits (RFC 6570 §2.1)',
      fixes: [{ edits: [{ start: pct.start, end: pct.start + 1, text: '%25' }], message: 'escape the "%" as "%25"', applicability: 'machine-applicable' }],
    };
  }
  if (r.found !== null && wants('URI-Template', 'literals')) {
    // A character outside the literals of §2.1: percent-encode it, as expansion would (§3.1);
    // a "}" may close an expression that has no "{", so its escape is only maybe what was meant.
    const cp = input.codePointAt(at)!;
    const one = String.fromCodePoint(cp);
    const level = one === '}' ? 'maybe-incorrect' : 'machine-applicable';
    // A lone surrogate is no character: UTF-8 has no encoding of it, so no escape keeps it.
    const lone = cp >= 0xd800 && cp <= 0xdfff;
    return {
      message: `${r.found.name ?? JSON.stringify(one)} is not a literal character of a URI Template (RFC 6570 §2.1: no control, space, DQUOTE, "%" outside a pct-encoded triplet, "<", ">", "\\", "^", "\`", "{", "|", "}")`,
      fixes: lone ? [] : [{ edits: [{ start: at, end: at + one.length, text: percentEncodeUTF8(one) }], message: `percent-encode ${JSON.stringify(one)}`, applicability: level }],
    };
  }
  return { message: 'not a URI Template (RFC 6570 §2)', fixes: [] };
}
