/**
 * The scanner of test/no-rescan.test.ts: reads a TypeScript source with the `typescript` package's
 * parser and finds where code reads URL syntax from a raw string, whatever it is spelt as:
 *
 * - a string method called with a URL delimiter (`@ : / ? # [ ]`) in a string argument
 *   (`indexOf`, `lastIndexOf`, `split`, `includes`, `startsWith`, `endsWith`, `search`, `match`,
 *   `matchAll`, `replace`, `replaceAll`, `test`, `exec`);
 * - a character code compared with a delimiter's, in any spelling of the code: `c === 0x40`,
 *   `c === 64`, `c === '@'.charCodeAt(0)`, a constant of the file that holds one
 *   (`const AT = 0x40; … c === AT`), and `case 0x40:` of a `switch`;
 * - a character or a slice compared with a string of delimiters: `s[i] === '@'`,
 *   `s.slice(i, i + 2) !== '//'`, `case '#':`;
 * - a regular expression that reads a delimiter: a literal (`/[/?#]/`) or `new RegExp('…')` /
 *   `RegExp('…')` with a literal source, whose characters matched literally hold one (escapes and
 *   classes count; the expression's own syntax, `(?:`, quantifiers, does not).
 *
 * Comments and strings that no method reads are not code and are not flagged.
 */
import ts from 'typescript';

/** The URL delimiters RFC 3986 §2.2 `gen-delims` lists. */
export const DELIMITERS = ':/?#[]@';
const CODES = new Set([...DELIMITERS].map((c) => c.charCodeAt(0)));

const METHODS = new Set(['indexOf', 'lastIndexOf', 'split', 'includes', 'startsWith', 'endsWith', 'search', 'match', 'matchAll', 'replace', 'replaceAll', 'test', 'exec']);
const EQUALITY = new Set([ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken]);

/** What the scan found: the kind, the flagged expression's text on one line, and where it is. */
export interface Hit {
  readonly kind: 'method' | 'code' | 'char' | 'regex';
  readonly text: string;
  /** The names of the functions it is in, innermost first. */
  readonly fns: readonly string[];
}

/** The names of the functions `n` is in (named functions and methods, and variables holding a function), innermost first. */
function functionOf(n: ts.Node): string[] {
  const out: string[] = [];
  for (let p: ts.Node | undefined = n.parent; p !== undefined; p = p.parent) {
    if ((ts.isFunctionDeclaration(p) || ts.isMethodDeclaration(p)) && p.name !== undefined) out.push(p.name.getText());
    else if ((ts.isArrowFunction(p) || ts.isFunctionExpression(p)) && ts.isVariableDeclaration(p.parent) && ts.isIdentifier(p.parent.name)) out.push(p.parent.name.text);
  }
  return out;
}

const holdsDelimiter = (s: string): boolean => [...s].some((c) => DELIMITERS.includes(c));

/** A string literal made of delimiters only (`'@'`, `'//'`): what a character or a slice compared with it is read as. */
const isDelimiterText = (e: ts.Expression): boolean => {
  const s = stringOf(e);
  return s !== null && s.length > 0 && [...s].every((c) => DELIMITERS.includes(c));
};

/**
 * The characters a regular expression's source matches literally (escapes such as `\/` and `\?`
 * and every character of a class count; its syntax, `(?:`, quantifiers and class brackets, does
 * not), so that `/^[1-9]\d*$/` is no search for "[" and `/[/?#]/` is one for "/".
 */
export function literalChars(source: string): string {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const n = source[i + 1] ?? '';
      i++;
      if (n === 'x') i += 2;
      else if (n === 'u') i += source[i + 1] === '{' ? source.indexOf('}', i) - i : 4;
      else if (!/[dDwWsSbBnrtfv0-9pPk]/.test(n)) out += n;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      else if (c !== '^' && c !== '-') out += c;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(' && source[i + 1] === '?') i += source[i + 2] === '<' ? 3 : 2;
    else if (!'()|*+?{}^$.,0123456789'.includes(c)) out += c;
  }
  return out;
}

/** The text of a string literal or a template without substitutions, else null. */
function stringOf(e: ts.Node): string | null {
  return ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) ? e.text : null;
}

/** The source of a regular-expression literal (between its slashes). */
const regexSource = (e: ts.RegularExpressionLiteral): string => e.text.slice(1, e.text.lastIndexOf('/'));

/** One line of an expression's text, white space collapsed. */
const oneLine = (n: ts.Node, sf: ts.SourceFile): string => n.getText(sf).replace(/\s+/g, ' ').trim();

/** Scans one source text. */
export function scan(source: string, fileName = 'snippet.ts'): Hit[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  // The constants of the file that hold a delimiter's code (`const AT = 0x40`), by name.
  const codeConstants = new Set<string>();
  const isDelimiterCode = (e: ts.Expression): boolean => {
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e)) e = e.expression;
    if (ts.isNumericLiteral(e)) return CODES.has(Number(e.text));
    if (ts.isIdentifier(e)) return codeConstants.has(e.text);
    // '@'.charCodeAt(0), '@'.codePointAt(0)
    if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && ['charCodeAt', 'codePointAt'].includes(e.expression.name.text)) {
      const s = stringOf(e.expression.expression);
      const at = e.arguments[0];
      const i = at === undefined ? 0 : ts.isNumericLiteral(at) ? Number(at.text) : -1;
      return s !== null && i >= 0 && CODES.has(s.charCodeAt(i));
    }
    return false;
  };
  const collect = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isVariableDeclarationList(n.parent) && n.parent.flags & ts.NodeFlags.Const && isDelimiterCode(n.initializer)) codeConstants.add(n.name.text);
    ts.forEachChild(n, collect);
  };
  collect(sf);

  const hits: Hit[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) || ts.isNewExpression(n)) {
      const callee = n.expression;
      const args = n.arguments ?? ts.factory.createNodeArray();
      if (ts.isPropertyAccessExpression(callee) && METHODS.has(callee.name.text) && args.some((a) => holdsDelimiter(stringOf(a) ?? ''))) hits.push({ kind: 'method', text: oneLine(n, sf), fns: functionOf(n) });
      if (ts.isIdentifier(callee) && callee.text === 'RegExp') {
        const s = args[0] === undefined ? null : stringOf(args[0]);
        if (s !== null && holdsDelimiter(literalChars(s))) hits.push({ kind: 'regex', text: oneLine(n, sf), fns: functionOf(n) });
      }
    } else if (ts.isRegularExpressionLiteral(n)) {
      if (holdsDelimiter(literalChars(regexSource(n)))) hits.push({ kind: 'regex', text: oneLine(n.parent, sf), fns: functionOf(n) });
    } else if (ts.isBinaryExpression(n) && EQUALITY.has(n.operatorToken.kind)) {
      if (isDelimiterCode(n.left) || isDelimiterCode(n.right)) hits.push({ kind: 'code', text: oneLine(n, sf), fns: functionOf(n) });
      else if (isDelimiterText(n.left) || isDelimiterText(n.right)) hits.push({ kind: 'char', text: oneLine(n, sf), fns: functionOf(n) });
    } else if (ts.isCaseClause(n) && (isDelimiterCode(n.expression) || isDelimiterText(n.expression))) {
      hits.push({ kind: isDelimiterText(n.expression) ? 'char' : 'code', text: `case ${oneLine(n.expression, sf)}:`, fns: functionOf(n) });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return hits;
}
