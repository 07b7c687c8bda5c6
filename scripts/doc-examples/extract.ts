/**
 * Finds the code examples of the hand-written docs and turns their `expr; // result` lines into
 * checks. Shared by `scripts/doc-examples.ts` (the command) and `test/docs-examples.test.ts`.
 *
 * THE CONVENTION (also in docs/contributing.md):
 *
 * - Every ```ts block of README.md and docs/**\/*.md, and every ```ts block under an `@example` tag
 *   of a TSDoc comment in grammar/**\/*.ts and src/**\/*.ts, runs as an ES module against the BUILT
 *   package (`import ... from 'urlgrammar'` resolves to this repository's `dist/`). A TSDoc
 *   example (or a block with no import statement, though test/docs-compile.test.ts holds every
 *   Markdown block to its own imports) gets the package's exports (and, for TSDoc, the exports of
 *   its own module) that it names; its own declarations shadow them.
 * - A line `code; // result` whose comment starts with a JavaScript literal is a check: the value
 *   of the code is compared with the literal by deep equality. The literal ends at the first `:`
 *   or ` (` (or anything that is not a literal) outside brackets and quotes; what follows is
 *   explanation and is not checked: `// 14: the first position ...`, `// true (RFC 2373 §2.2)`.
 *   Several literals separated by commas check several values: `r.hostname; r.port; // 'h', 80`
 *   (one literal for several statements checks each against it), `const [a, b] = x; // 1, 2`
 *   checks the declared names.
 * - The code is an expression statement (also as the body of an `if` without `else`, as in
 *   `if (!r.ok) r.error.code; // 'char.space'`), a declaration (its declared names are checked), or
 *   several expression statements. A comment alone on the next line checks the line above:
 *   `urljoin(a, b);` then `// 'http://...'`.
 * - Deep equality: arrays (and array subclasses such as `SplitResult`) by their elements; objects by
 *   their own enumerable keys, whatever their prototype (a null-prototype object equals `{ ... }`,
 *   and `__proto__: [...]` in a shown result is an ordinary key); `Uint8Array` by its bytes.
 * - `...` is elision: as an array element it stands for any number of elements (so `[a, ..., b]`
 *   checks the first and the last), as an object member for any other keys, and at the end of a
 *   string (`'RFC 1808 §4 step 1: ...'`) for the rest of the string (a prefix match).
 * - `expr; // throws Name` checks that evaluating `expr` throws an error whose `name` is `Name`;
 *   `// throws Name('message')` checks the message too, and so does `// throws Name:` followed by
 *   a comment line that is the message, verbatim.
 * - Every check line must run: a line inside an `if` whose condition is false, or after an
 *   exception, is a failure. A line `code; // comment` whose comment is not a literal is a failure
 *   too, unless it is listed in `UNCHECKED` (test/docs-examples.test.ts) with the reason; a
 *   declaration or an `if`/`try` line with prose after it is an annotation and is not a check.
 */
import ts from 'typescript';

export interface Block {
  /** Repository-relative file. */
  readonly file: string;
  /** 1-based line of the block's first code line in the file. */
  readonly line: number;
  readonly code: string;
  readonly origin: 'markdown' | 'tsdoc';
}

/** A fenced code block of a Markdown file, as written. */
export interface Fenced {
  /** 1-based line of its first code line. */
  readonly line: number;
  /** The word after the opening fence (`ts`, `js`, `sh`, or empty). */
  readonly lang: string;
  /** The opening fence's indentation (a block in a list item is indented). */
  readonly indent: number;
  /** Its lines, as written. */
  readonly lines: readonly string[];
  /** The line before the opening fence (a marker such as `<!-- partial: ... -->`), or ''. */
  readonly before: string;
}

/** Every fenced block (```) of a Markdown text. */
export function fencedBlocks(text: string): Fenced[] {
  const lines = text.split('\n');
  const out: Fenced[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\w*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    let j = i + 1;
    while (j < lines.length && !/^\s*```\s*$/.test(lines[j]!)) j++;
    out.push({ line: i + 2, lang: open[2]!, indent: open[1]!.length, lines: lines.slice(i + 1, j), before: i > 0 ? lines[i - 1]! : '' });
    i = j;
  }
  return out;
}

/** Fenced ```ts blocks of a markdown file. */
export function markdownBlocks(file: string, text: string): Block[] {
  return fencedBlocks(text)
    .filter((b) => b.lang === 'ts' || b.lang === 'typescript')
    .map((b) => ({ file, line: b.line, code: b.lines.join('\n'), origin: 'markdown' as const }));
}

export function tsdocBlocks(file: string, text: string): Block[] {
  const blocks: Block[] = [];
  const re = /\/\*\*[\s\S]*?\*\//g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const firstLine = text.slice(0, m.index).split('\n').length;
    const lines = m[0].split('\n').map((l) => l.replace(/^\s*\/?\*\*?\/?\s?/, '').replace(/\s*\*\/$/, ''));
    let inExample = false;
    for (let i = 0; i < lines.length; i++) {
      if (/^@example\b/.test(lines[i]!)) inExample = true;
      else if (/^@\w+/.test(lines[i]!)) inExample = false;
      if (!inExample || !/^```(ts|typescript)\s*$/.test(lines[i]!)) continue;
      let j = i + 1;
      while (j < lines.length && !/^```\s*$/.test(lines[j]!)) j++;
      blocks.push({ file, line: firstLine + i + 1, code: lines.slice(i + 1, j).join('\n'), origin: 'tsdoc' });
      i = j;
    }
  }
  return blocks;
}

/** Splits a line into its code and its `//` comment (outside quotes), or null when it has none. */
export function splitComment(line: string): { code: string; comment: string } | null {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '/' && line[i + 1] === '/') return { code: line.slice(0, i), comment: line.slice(i + 2).trim() };
  }
  return null;
}

/** A shown result, as a tree the checker compares with (see `EXPECT_RUNTIME`). */
export type Shown =
  | { readonly t: 'value'; readonly source: string }
  | { readonly t: 'prefix'; readonly text: string }
  | { readonly t: 'array'; readonly items: readonly (Shown | 'ellipsis')[] }
  | { readonly t: 'object'; readonly entries: readonly (readonly [string, Shown])[]; readonly open: boolean }
  | { readonly t: 'bytes'; readonly items: readonly number[] };

/** Reads one literal with the TypeScript parser, or null when `text` is not exactly one literal. */
export function parseLiteral(text: string): Shown | null {
  text = desugarBytes(text);
  const source = ts.createSourceFile('x.ts', `(${text}\n);`, ts.ScriptTarget.ES2022, true);
  if ((source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length > 0 && !text.includes('...')) return null;
  const stmt = source.statements[0];
  if (source.statements.length !== 1 || !stmt || !ts.isExpressionStatement(stmt) || !ts.isParenthesizedExpression(stmt.expression)) return null;
  try {
    return shown(stmt.expression.expression);
  } catch {
    return null;
  }
}

/** `Uint8Array [0x61, 0x62]` (as Node prints it) to `new Uint8Array([0x61, 0x62])`. */
function desugarBytes(text: string): string {
  const re = /(?<!new )Uint8Array\s*\[/;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const open = m.index + m[0].length - 1;
    const close = text.indexOf(']', open);
    if (close < 0) return text;
    text = `${text.slice(0, m.index)}new Uint8Array(${text.slice(open, close + 1)})${text.slice(close + 1)}`;
  }
  return text;
}

function isEllipsis(node: ts.Node): boolean {
  return (ts.isSpreadElement(node) || ts.isSpreadAssignment(node)) && ts.isIdentifier(node.expression) && node.expression.text === '';
}

function shown(node: ts.Expression): Shown {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text.endsWith('...') ? { t: 'prefix', text: node.text.slice(0, -3) } : { t: 'value', source: JSON.stringify(node.text) };
  }
  if (ts.isNumericLiteral(node)) return { t: 'value', source: node.text };
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(node.operand)) return { t: 'value', source: '-' + node.operand.text };
  if (node.kind === ts.SyntaxKind.TrueKeyword) return { t: 'value', source: 'true' };
  if (node.kind === ts.SyntaxKind.FalseKeyword) return { t: 'value', source: 'false' };
  if (node.kind === ts.SyntaxKind.NullKeyword) return { t: 'value', source: 'null' };
  if (ts.isIdentifier(node) && ['undefined', 'NaN', 'Infinity'].includes(node.text)) return { t: 'value', source: node.text };
  if (ts.isArrayLiteralExpression(node)) {
    return { t: 'array', items: node.elements.map((e) => (isEllipsis(e) ? 'ellipsis' : shown(e))) };
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries: [string, Shown][] = [];
    let open = false;
    for (const p of node.properties) {
      if (isEllipsis(p)) open = true;
      else if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name))) entries.push([p.name.text, shown(p.initializer)]);
      else throw new Error('not a literal');
    }
    return { t: 'object', entries, open };
  }
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Uint8Array' && node.arguments?.length === 1) {
    const arg = node.arguments[0]!;
    if (ts.isArrayLiteralExpression(arg) && arg.elements.every(ts.isNumericLiteral)) return { t: 'bytes', items: arg.elements.map((e) => Number((e as ts.NumericLiteral).text)) };
  }
  throw new Error('not a literal');
}

/** JavaScript source that builds the matcher for a shown result (functions of `__E`). */
export function shownSource(s: Shown): string {
  switch (s.t) {
    case 'value':
      return `__E.value(${s.source})`;
    case 'prefix':
      return `__E.prefix(${JSON.stringify(s.text)})`;
    case 'bytes':
      return `__E.bytes([${s.items.join(', ')}])`;
    case 'array':
      return `__E.array([${s.items.map((i) => (i === 'ellipsis' ? '__E.ELLIPSIS' : shownSource(i))).join(', ')}])`;
    case 'object':
      return `__E.object([${s.entries.map(([k, v]) => `[${JSON.stringify(k)}, ${shownSource(v)}]`).join(', ')}], ${s.open})`;
  }
}

/**
 * The leading literals of a comment: items separated by commas at depth 0, up to the first `:` or
 * ` (` at depth 0 or the first item that is not a literal. Also returns the explanation after them.
 */
export function leadingLiterals(comment: string): { literals: { text: string; shown: Shown }[]; rest: string } {
  const items: { text: string; end: number }[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  let stop = comment.length;
  for (let i = 0; i < comment.length; i++) {
    const c = comment[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '[' || c === '{' || (c === '(' && depth > 0)) depth++;
    else if (c === ']' || c === '}' || (c === ')' && depth > 0)) depth--;
    else if (depth === 0 && (c === ':' || (c === '(' && comment[i - 1] === ' ') || c === ';')) {
      stop = i;
      break;
    } else if (depth === 0 && c === ',') {
      items.push({ text: comment.slice(start, i), end: i });
      start = i + 1;
    }
  }
  if (start < stop) items.push({ text: comment.slice(start, stop), end: stop });
  const literals: { text: string; shown: Shown }[] = [];
  let end = 0;
  for (const item of items) {
    const text = item.text.trim();
    const s = text === '' ? null : parseLiteral(text);
    if (!s) break;
    literals.push({ text, shown: s });
    end = item.end;
  }
  return { literals, rest: comment.slice(end).replace(/^[\s,]+/, '') };
}

export interface Check {
  /** 1-based line in the file. */
  readonly line: number;
  /** The line as written. */
  readonly text: string;
  /** What is checked (expressions), and against what. */
  readonly exprs: readonly string[];
  readonly literals: readonly string[];
}

export interface Unchecked {
  readonly line: number;
  readonly text: string;
}

export interface Transformed {
  /** The block with its check lines replaced by recorder calls (still TypeScript). */
  readonly code: string;
  readonly checks: readonly Check[];
  /** `expr; // prose` lines: claims that are not literals. */
  readonly unchecked: readonly Unchecked[];
}

/** The statements of one line of code, or null when the line is not complete statements. */
function statementsOf(code: string): ts.NodeArray<ts.Statement> | null {
  const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.ES2022, true);
  if ((source as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length > 0) return null;
  return source.statements;
}

/** An expression statement, possibly as the body of `if (...)` without `else`: the `if` prefix and the expression. */
function checkable(stmt: ts.Statement, code: string): { prefix: string; expr: string } | null {
  if (ts.isExpressionStatement(stmt)) return { prefix: '', expr: stmt.expression.getText() };
  if (ts.isIfStatement(stmt) && !stmt.elseStatement && ts.isExpressionStatement(stmt.thenStatement)) {
    return { prefix: code.slice(stmt.getStart(), stmt.thenStatement.getStart()), expr: stmt.thenStatement.expression.getText() };
  }
  return null;
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  const out: string[] = [];
  for (const e of name.elements) if (!ts.isOmittedExpression(e)) out.push(...boundNames(e.name));
  return out;
}

/** Turns the check lines of a block into `__check(line, () => expr, expected)` calls. */
export function transform(block: Block): Transformed {
  const lines = block.code.split('\n');
  const out = [...lines];
  const checks: Check[] = [];
  const unchecked: Unchecked[] = [];
  for (let i = 0; i < lines.length; i++) {
    let split = splitComment(lines[i]!);
    let commentLine = i;
    if (split && split.code.trim() === '') continue;
    if (!split) {
      // `expr;` with the result alone on the next line.
      const next = lines[i + 1] === undefined ? null : splitComment(lines[i + 1]!);
      if (!lines[i]!.trim().endsWith(';') || !next || next.code.trim() !== '' || leadingLiterals(next.comment).literals.length === 0) continue;
      split = { code: lines[i]!, comment: next.comment };
      commentLine = i + 1;
    }
    const lineNo = block.line + i;
    const stmts = statementsOf(split.code);
    if (!stmts || stmts.length === 0) continue;
    const thrown = /^throws\s+([A-Za-z_$][\w$]*)(?:\((.*)\)|(:)\s*$)?/.exec(split.comment);
    if (thrown && stmts.length === 1) {
      // `expr; // throws Name`, `// throws Name('message')`, or `// throws Name:` with the message
      // alone on the next comment line.
      const part = checkable(stmts[0]!, split.code);
      if (!part) continue;
      let message = 'null';
      let text = lines[i]!.trim();
      if (thrown[2] !== undefined) {
        const lit = parseLiteral(thrown[2]);
        if (!lit || lit.t !== 'value') throw new Error(`${block.file}:${lineNo}: the message of "throws" is not a string literal`);
        message = lit.source;
      } else if (thrown[3] !== undefined) {
        const next = lines[i + 1] === undefined ? null : splitComment(lines[i + 1]!);
        if (!next || next.code.trim() !== '') throw new Error(`${block.file}:${lineNo}: "throws ${thrown[1]}:" needs the message on the next line`);
        message = JSON.stringify(next.comment);
        text += ' ' + lines[i + 1]!.trim();
      }
      checks.push({ line: lineNo, text, exprs: [part.expr], literals: [`throws ${thrown[1]}`] });
      out[i] = `${/^\s*/.exec(split.code)![0]}${part.prefix}__check(${lineNo}, () => (${part.expr}), __E.throws(${JSON.stringify(thrown[1])}, ${message}));`;
      continue;
    }
    const { literals } = leadingLiterals(split.comment);
    const indent = /^\s*/.exec(split.code)![0];
    const text = commentLine === i ? lines[i]!.trim() : `${lines[i]!.trim()} ${lines[commentLine]!.trim()}`;
    const last = stmts[stmts.length - 1]!;
    const expected = (n: number): string[] | null => {
      if (literals.length === n) return literals.map((l) => shownSource(l.shown));
      if (literals.length === 1) return Array(n).fill(shownSource(literals[0]!.shown));
      return null;
    };
    const record = (exprs: string[], code: string): void => {
      checks.push({ line: lineNo, text, exprs, literals: literals.map((l) => l.text) });
      out[i] = code;
    };
    if (stmts.length === 1 && ts.isVariableStatement(last)) {
      if (literals.length === 0) continue; // a declaration with prose after it: an annotation
      const names = last.declarationList.declarations.flatMap((d) => boundNames(d.name));
      const exp = expected(names.length);
      if (!exp) throw new Error(`${block.file}:${lineNo}: ${literals.length} results shown for ${names.length} names`);
      record(names, `${split.code.trimEnd()} ${names.map((n, k) => `__check(${lineNo}, () => (${n}), ${exp[k]});`).join(' ')}`);
      continue;
    }
    const parts = stmts.map((s) => checkable(s, split!.code));
    if (parts.some((p) => p === null)) continue; // control flow or declarations with prose: annotations
    if (literals.length === 0) {
      unchecked.push({ line: lineNo, text });
      continue;
    }
    const exp = expected(parts.length);
    if (!exp) throw new Error(`${block.file}:${lineNo}: ${literals.length} results shown for ${parts.length} expressions`);
    record(
      parts.map((p) => p!.expr),
      indent + parts.map((p, k) => `${p!.prefix}__check(${lineNo}, () => (${p!.expr}), ${exp[k]});`).join(' '),
    );
  }
  return { code: out.join('\n'), checks, unchecked };
}
