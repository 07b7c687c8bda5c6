/**
 * Nothing under src/ reads URL syntax from a raw string: where a component is, the grammar's
 * component record says (src/record/). This test scans the source for string searches and regular
 * expressions on the URL delimiters `@ : / ? # [ ]` (`indexOf`, `lastIndexOf`, `split`,
 * `includes`, `startsWith`, `endsWith`, `search`, `match`, `replace`, `test`, and any regular
 * expression literal that holds one). Two places read strings by definition and are not scanned:
 * the browser draft resolver (src/resolver/browser.ts, a procedure that draft-abarth-url-00 writes
 * as string steps) and the urllib layer (src/urllib/, CPython's own string code, mirrored to be
 * checked against it). Every other hit must be in ALLOWED with the reason it is not a reading of
 * URL syntax; an entry that no longer matches fails too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const EXEMPT_DIRS = ['src/urllib/'];
/**
 * The procedures whose specs are string steps: the browser draft, RFC 3986 §5.2.4's dot-segment
 * removal ("if the input buffer begins with a prefix of "../" …", on the path alone), and the
 * transcription of CPython's urljoin that the urllib layer runs.
 */
const EXEMPT_FILES = ['src/resolver/browser.ts', 'src/resolver/dots.ts', 'src/resolver/urllib.ts'];

/** Each entry: the file, a piece of the flagged line, and why it is not a scan of URL syntax. */
const ALLOWED: ReadonlyArray<{ readonly file: string; readonly line: string; readonly why: string }> = [
  // RFC 3986 §6.2.2.2 on one component's text, not a reading of the URL's syntax.
  { file: 'src/normalize/steps.ts', line: "seg.replace(/%2[Ee]/g, '.')", why: 'the path component (from the record) with its escaped dots decoded where a segment is only dots (escapedDots: decode with the percent-encoding step off): §6.2.2.2 on the segment text, as the dot-segment step reads it' },
  // Not a URL at all.
  { file: 'src/record/tags.ts', line: "lead.endsWith('//')", why: 'a production\'s own leading literal ("file://"), read from the grammar: an authority follows it' },
  { file: 'src/cli/main.ts', line: "USAGE.indexOf('Usage:')", why: "the CLI's own help text" },
  // A scheme RFC's prose deciding what its ABNF leaves ambiguous, on the text of the node the grammar read.
  { file: 'src/schemes/index.ts', line: "r.includes('?=')", why: 'RFC 8141 §2.3.1: "The r-component ends with a "?=" sequence (which begins a q-component)", where the ABNF lets r-component hold "?=": the r-component node\'s text is cut there' },
  { file: 'src/schemes/index.ts', line: "r.slice(r.indexOf('?=') + 2)", why: 'as above: the q-component after the "?=" (RFC 8141 §2.3.1)' },
  { file: 'src/schemes/index.ts', line: "r.slice(0, r.indexOf('?='))", why: 'as above: the r-component before the "?=" (RFC 8141 §2.3.1)' },
  { file: 'src/cli/wrap.ts', line: 'const ANSI = /\\u001b\\[', why: 'terminal colour codes in a report being wrapped' },
  { file: 'src/cli/wrap.ts', line: 's.replace(/\\u001b\\[', why: 'terminal colour codes in a report being wrapped' },
  { file: 'src/resolver/rfc3986.ts', line: 'export const APPENDIX_B = ', why: "RFC 3986 Appendix B's own regular expression, exported as the RFC prints it for users and tests; nothing in src/ reads with it (the resolver reads the B-URI-reference grammar)" },
  // The resolvers' steps, which their RFCs write as string operations on the path component alone.
  { file: 'src/resolver/rfc3986.ts', line: "Base.path.lastIndexOf('/')", why: 'RFC 3986 §5.2.3 Merge Paths: "all but the last segment of the base URI\'s path (i.e., excluding any characters after the right-most "/")"' },
  { file: 'src/resolver/rfc3986.ts', line: "R.path.startsWith('/')", why: 'RFC 3986 §5.2.2: "if (R.path starts-with "/") then"' },
  { file: 'src/resolver/rfc1808.ts', line: "Base.path.lastIndexOf('/')", why: 'RFC 1808 §4 step 6: "the last segment of the Base URL\'s path (anything following the rightmost slash "/", or the entire path if no slash is present) is removed"' },
  { file: 'src/resolver/rfc1808.ts', line: "E.path.startsWith('/')", why: 'RFC 1808 §4 step 5: "If the embedded URL path is preceded by a slash "/""' },
  { file: 'src/resolver/rfc1808.ts', line: "!path.startsWith('/')", why: 'RFC 1808 §4 step 7 and §2.2 net_path: a path after a <net_loc> begins with "/"' },
  { file: 'src/cli/normalize.ts', line: "replace(/^error\\[[^\\]]*\\]: /, '')", why: "the CLI's own report line (its `error[code]: ` head), not a URL" },
  // compare's explanation of a disagreement: readers' values, and the raw text the confusion classes are defined on.
  { file: 'src/compare/index.ts', line: "v.startsWith('[') && v.endsWith(']')", why: "readers' host values compared: an IP literal that one reader writes with its brackets and urllib's hostname without (values, not the input)" },
  { file: 'src/compare/index.ts', line: 'const slashes = after === null ? -1 : (/^[/', why: 'the slash confusion class (Claroty/Snyk 2022) is defined on the raw text: how many slashes or backslashes follow the scheme, which is what the readers read differently' },
  // Normalization (RFC 3986 §6): an IPv6 address's own text, and the rules RFC 3986 writes on the path alone.
  { file: 'src/normalize/steps.ts', line: "text.includes('::') ? text.split('::')", why: "RFC 4291 §2.2 / RFC 5952 §4: an IPv6 address's own compression mark, inside the brackets (ipv6Canonical), not a URL delimiter" },
  { file: 'src/normalize/steps.ts', line: "s.split(':').map((g) => parseInt(g, 16))", why: "the groups of an IPv6 address (ipv6Canonical), not a URL delimiter" },
  { file: 'src/normalize/steps.ts', line: "out.endsWith(':') ? v4 : ':' + v4", why: "writing an IPv6 address's text (RFC 5952 §5's mixed notation), not reading a URL" },
  { file: 'src/normalize/steps.ts', line: "!parts.path.startsWith('/')", why: 'RFC 3986 §4.2: a relative-path reference is one whose path does not begin with "/" (the path component alone, as §5.2.2 tests it)' },
  { file: 'src/normalize/steps.ts', line: "!a.path.text.startsWith('/')", why: 'RFC 3986 §4.2: a relative-path reference is one whose path does not begin with "/" (the path component alone)' },
  { file: 'src/normalize/steps.ts', line: "parts.path.startsWith('//')", why: 'RFC 3986 §3.3: "If a URI does not contain an authority component, then the path cannot begin with two slash characters" (the path component alone, written out)' },
  { file: 'src/resolver/rfc3986.ts', line: "T.path.startsWith('//')", why: 'RFC 3986 §3.3: without an authority, the path cannot begin with "//" (the target\'s path component alone, before §5.3 writes it out)' },
  { file: 'src/record/edits.ts', line: "!/[:/?#]/.test(prefix)", why: "RFC 3986 Appendix B's scheme, `^([^:/?#]+):`: whether a prefix the record was read from has decided it (a later \":\" could make a scheme only of a text with none of these), before its reading is taken for the whole text's (deriveComponents)" },
  { file: 'src/record/edits.ts', line: "!text.slice(host.start + 1, Math.min(at, host.end)).includes(']')", why: "the B-host production, `\"[\" *B-literal-char [ \"]\" *B-user-char ]`: whether the IP literal of a host the record read is closed before a point, after which the host runs to a \":\" as any host does (deriveComponents)" },
  { file: 'src/diagnostics/codes.ts', line: '/* @__PURE__ */', why: "a bundler's annotation (the call has no effects: a bundle that does not read the documentation tables drops them), not a URL" },
  { file: 'src/record/any-text.ts', line: 'const AUTHORITY_END = /[/?#]/g;', why: "RFC 3986 Appendix B's authority, `[^/?#]*`: where an authority that a report knows the start of ends, so that only it is read (each round of allErrors reads one)" },
  // The classifier at a failure, where no reading of the text around it exists.
  { file: 'src/diagnostics/classify.ts', line: "x.window.lastIndexOf('/', x.offset - 1) >= v6.start", why: 'the "/" of RFC 2373 IPv6prefix (a prefix length inside the address rule), not a URL delimiter' },
  { file: 'src/diagnostics/classify.ts', line: "includes('::')", why: 'a second "::" inside an IPv6 address: the address\'s own compression mark, not a URL delimiter' },
  { file: 'src/diagnostics/facts.ts', line: "addr.includes('::')", why: 'the "::" of an IPv6 address written without its brackets (unbracketedIPv6, on the host and port the record read): the address\'s own compression mark, not a URL delimiter' },
  { file: 'src/diagnostics/classify.ts', line: "!x.window.slice(s, x.offset).includes('/')", why: 'RFC 3986 §4.2\'s first-segment rule: whether the failing ":" is in the first segment of the path-noscheme the parse is in (the record would read that ":" as a scheme\'s)' },
  { file: 'src/diagnostics/classify.ts', line: "x.window.startsWith('//', x.offset)", why: 'a scheme followed by "//" where its ":" is missing ("http//"): no reading of components exists without that ":"' },
];

const METHOD = /\.(indexOf|lastIndexOf|split|includes|startsWith|endsWith|search|match|replace|test)\(\s*(['"`])((?:\\.|(?!\2).)*)\2/g;
const REGEX_LITERAL = /(?:^|[=(,:!&|?{};]|return|\.\w+\()\s*\/((?:\\.|\[(?:\\.|[^\]\n])*\]|[^/\n[])+)\/[dgimsuyv]*/g;
const DELIMS = /[@:/?#[\]]/;

/**
 * The characters a regular expression's source matches literally (escapes such as `\/` and `\?`
 * and every character of a class count; its syntax, `(?:`, quantifiers and class brackets, does
 * not), so that `/^[1-9]\d*$/` is no search for "[" and `/[/?#]/` is one for "/".
 */
function literalChars(source: string): string {
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

const flagged = (line: string): boolean =>
  [...line.matchAll(METHOD)].some((m) => DELIMS.test(m[3]!)) || [...line.matchAll(REGEX_LITERAL)].some((m) => DELIMS.test(literalChars(m[1]!)));

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const p = `${dir}/${d.name}`;
    if (d.isDirectory()) out.push(...sources(p));
    else if (d.name.endsWith('.ts') && !d.name.endsWith('.d.ts')) out.push(p);
  }
  return out.sort();
}

/** The code of a line, without a trailing `//` comment or a TSDoc line. */
function code(line: string): string {
  const t = line.trim();
  if (t.startsWith('*') || t.startsWith('/*') || t.startsWith('//')) return '';
  return line;
}

function hits(): Array<{ file: string; line: string }> {
  const out: Array<{ file: string; line: string }> = [];
  for (const file of sources('src')) {
    if (EXEMPT_FILES.includes(file) || EXEMPT_DIRS.some((d) => file.startsWith(d))) continue;
    for (const raw of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
      const line = code(raw);
      if (!line) continue;
      if (flagged(line)) out.push({ file, line: raw.trim() });
    }
  }
  return out;
}

describe('no pass re-reads URL syntax from the raw string', () => {
  const found = hits();

  it('every search for a delimiter is in the allow-list, with its reason', () => {
    const unexplained = found.filter((h) => !ALLOWED.some((a) => a.file === h.file && h.line.includes(a.line)));
    expect(unexplained.map((h) => `${h.file}: ${h.line}`)).toEqual([]);
  });

  it('every allow-list entry still matches a line (remove it when its code goes)', () => {
    const stale = ALLOWED.filter((a) => !found.some((h) => h.file === a.file && h.line.includes(a.line)));
    expect(stale.map((a) => `${a.file}: ${a.line}`)).toEqual([]);
  });

  it('the scan finds what it looks for (a line of each shape)', () => {
    const probe = flagged;
    expect(probe("const at = input.lastIndexOf('@');")).toBe(true);
    expect(probe('const rest = input.slice(start).search(/[/?#]/);')).toBe(true);
    expect(probe('const m = /^(\\w+):/.exec(s);')).toBe(true);
    expect(probe("parts.split(':')")).toBe(true);
    expect(probe("name.indexOf('x')")).toBe(false);
    expect(probe('const n = a / b / c;')).toBe(false);
    expect(probe('if (!/^[1-9]\\d*$/.test(v)) fail();')).toBe(false);
    expect(probe('const at = /[^\\x00-\\x7f]/.test(name);')).toBe(false);
    expect(probe('const q = /(?:a|b)?c/;')).toBe(false);
    expect(probe('const q = /a\\?b/;')).toBe(true);
  });
});
