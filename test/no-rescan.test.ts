/**
 * Nothing under src/ reads URL syntax from a raw string: where a component is, the grammar's
 * component record says (src/record/), and what a text is, the grammar says (`matches`,
 * `readsTo` from grammar/index.ts; the marks between components, src/record/marks.ts, from RFC 3986
 * Appendix B's productions). This test reads the source with the TypeScript parser
 * (test/support/rescan.ts) and finds, whatever the spelling: string methods called with a URL
 * delimiter `@ : / ? # [ ]`, character codes compared with a delimiter's (`=== 0x40`, `=== 64`,
 * `=== '@'.charCodeAt(0)`, a constant holding one, `case 0x40:`), characters or slices compared
 * with delimiters (`s[i] === '@'`, `case '#':`), and regular expressions (literals,
 * `new RegExp('…')`) that read one.
 *
 * Some places read strings by definition and are not scanned: the browser draft resolver
 * (src/resolver/browser.ts, a procedure that draft-abarth-url-00 writes as string steps), the
 * dot-segment removal (src/resolver/dots.ts), the urllib layer (src/urllib/ and
 * src/resolver/urllib.ts, CPython's own string code, mirrored to be checked against it), and the
 * URL Standard's parser (src/whatwg/, transcribed state by state in the standard's words, which are
 * steps over code points: "if c is U+0040 (@)"; DECISIONS 26, 39). Every other hit must be in
 * ALLOWED with the reason it is not a reading of URL syntax; an entry that no longer matches fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scan, type Hit } from './support/rescan.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The folders whose specifications are string or code-point steps (see above). */
const EXEMPT_DIRS = ['src/urllib/', 'src/whatwg/'];
/**
 * The procedures whose specs are string steps: the browser draft, RFC 3986 §5.2.4's dot-segment
 * removal ("if the input buffer begins with a prefix of "../" …", on the path alone), and the
 * transcription of CPython's urljoin that the urllib layer runs.
 */
const EXEMPT_FILES = ['src/resolver/browser.ts', 'src/resolver/dots.ts', 'src/resolver/urllib.ts'];

/**
 * Each entry: the file, and the function the hits are in (`in`: every hit there) or a piece of the
 * flagged expression (`text`), or both; and why it is not a reading of URL syntax.
 */
type Allowed = { readonly file: string; readonly in?: string; readonly text?: string; readonly why: string };
const ALLOWED: readonly Allowed[] = [
  // Not a URL at all.
  { file: 'src/cli/main.ts', text: "USAGE.indexOf('Usage:')", why: "the CLI's own help text" },
  { file: 'src/cli/normalize.ts', text: "replace(/^error\\[[^\\]]*\\]: /, '')", why: "the CLI's own report line (its `error[code]: ` head), not a URL" },
  { file: 'src/cli/wrap.ts', text: '/\\u001b\\[[0-9;]*m/', why: 'terminal colour codes in a report being wrapped' },
  { file: 'src/diagnostics/paste.ts', in: 'markdownLink', why: 'Markdown\'s link syntax, `[text](destination)`, around a pasted URL: its brackets, not an IP literal\'s' },
  { file: 'src/diagnostics/facts.ts', in: 'windowsPathAfter', why: 'a Windows path\'s drive letter ("C:" or "C|") and separators ("\\" or "/"), read to write the file URL it stands for, from where the path starts (after "file:", or at the start)' },
  { file: 'src/diagnostics/facts.ts', in: 'isSlashCode', why: 'a Windows path\'s separator (windowsPath)' },
  { file: 'src/diagnostics/facts.ts', in: 'isSeparatorCode', why: 'a Windows path\'s separators (windowsPath)' },
  { file: 'src/diagnostics/facts.ts', in: 'escapingBackslashes', why: 'the "\\/" of JSON and the "\\:" of a properties file: an escape of the text the URL was pasted from' },
  // URI Template expansion writes a value: which of its characters it may leave as they are.
  { file: 'src/templates/writer.ts', text: 'ALL_UR = ', why: 'expansion writing a value: whether all its characters are in RFC 6570 §3.2.1\'s U+R set (left as they are), a fast path of the encoder; no URL is read' },
  { file: 'src/templates/writer.ts', text: 'NOT_ENCODE_URI = ', why: 'expansion writing a value: the characters the platform encoder treats otherwise than RFC 6570 §3.2.1 (a kept escape, brackets), so that the RFC\'s own encoder runs; no URL is read' },
  { file: 'src/templates/writer.ts', text: 'GEN_DELIM = ', why: "expansion writing a value under + or #: whether the text it wrote holds one of RFC 3986's gen-delims, where the template's proof of URI-reference holds only without them (src/templates/proof.ts; test/templates-proof.test.ts holds the set to the rule's); no URL is read" },
  // A URI Template's own syntax, not a URL's.
  { file: 'src/templates/parse.ts', in: 'varspecOf', why: 'the ":" of a varspec\'s prefix (RFC 6570 §2.4.1, `prefix = ":" max-length`) in a template the generated recognizer of URI-Template accepted: a template\'s delimiter, not a URL\'s (test/templates-parse.test.ts holds these parts to the AST\'s)' },
  // A matched template variable's value, once decoded: data, not a URL.
  { file: 'src/templates/match.ts', text: 'FLAGGED = ', why: "the characters DECISIONS 41's flags (but dot-segment) are raised for, tested on a matched value once decoded (flagsOf's fast path): data, not the URL the template matched" },
  { file: 'src/templates/match.ts', in: 'flagsOf', why: 'the characters a value holds once its escapes are decoded (what it would mean as a path segment: DECISIONS 41 flags), read on the value, not on the URL the template matched' },
  // A parsed template's operators (RFC 6570 §2.2), read from its parts: no URL is read.
  { file: 'src/templates/query.ts', in: 'opensFragment', text: 'charCodeAt(p.start) === FRAGMENT', why: "a parsed template's literal part that starts a fragment (its first character, RFC 6570 §2.1's literals), which `query: 'any-order'` reads after the query; the template's parts, not a URL" },
  { file: 'src/templates/query.ts', in: 'opensFragment', text: "p.operator === '#'", why: "a parsed template's expression whose operator is fragment expansion (RFC 6570 §3.2.4); the template's parts, not a URL" },
  { file: 'src/templates/query.ts', in: 'shapeOf', text: "p.operator === '?'", why: "a parsed template's expression whose operator is the form-style query's (RFC 6570 §3.2.8), which `query: 'any-order'` reads; the template's parts, not a URL" },
  { file: 'src/templates/policy.ts', in: 'segmentPolicy', text: "p.operator === '/'", why: "a parsed template's expression whose operator is path segment expansion (RFC 6570 §3.2.6), whose separator is no value's; the template's parts, not a URL" },
  // RFC 3986 Appendix B's own regular expression, for users.
  { file: 'src/resolver/rfc3986.ts', text: 'APPENDIX_B = ', why: "RFC 3986 Appendix B's own regular expression, exported as the RFC prints it for users and tests; nothing in src/ reads with it (the resolver reads the B-URI-reference grammar)" },
  // An IPv6 address's own text (RFC 4291 §2.2), inside the brackets: its ":" groups and "::".
  { file: 'src/normalize/steps.ts', in: 'ipv6Canonical', why: "RFC 4291 §2.2 / RFC 5952 §4-5: an IPv6 address's groups and compression mark, read and written inside the brackets, not URL delimiters" },
  { file: 'src/diagnostics/facts.ts', in: 'unbracketedIPv6', text: 'c === 0x3a', why: 'the ":" groups of an IPv6 address written without its brackets, counted on the host and port the record read' },
  { file: 'src/diagnostics/facts.ts', in: 'unbracketedIPv6', text: "addr.includes('::')", why: "the \"::\" of an IPv6 address written without its brackets: the address's own compression mark" },
  { file: 'src/diagnostics/classify.ts', text: "includes('::')", why: 'a second "::" inside an IPv6 address: the address\'s own compression mark, not a URL delimiter' },
  { file: 'src/diagnostics/classify.ts', in: 'ipv6LiteralFact', why: 'the "/" of RFC 2373 IPv6prefix (a prefix length inside the address rule), not a URL delimiter' },
  // The path component alone (from the record), as the RFCs write their rules on it.
  { file: 'src/normalize/steps.ts', in: 'dotsDecoded', why: 'the path component with its escaped dots decoded where a segment is only dots (escapedDots: decode): RFC 3986 §6.2.2.2-3 on the path\'s segments, as the dot-segment step reads them' },
  { file: 'src/normalize/steps.ts', in: 'hasDotSegment', why: 'RFC 3986 §5.2.4: whether the path component holds a "." or ".." segment (what the dot-segment removal would change)' },
  { file: 'src/normalize/steps.ts', text: 'path.startsWith(', why: 'RFC 3986 §4.2 and §3.3 on the path component alone: a relative-path reference\'s path does not begin with "/"; without an authority a path cannot begin with "//"' },
  { file: 'src/normalize/steps.ts', text: 'path.text.startsWith(', why: 'RFC 3986 §4.2: a relative-path reference is one whose path does not begin with "/" (the path component alone)' },
  { file: 'src/resolver/rfc3986.ts', text: "Base.path.lastIndexOf('/')", why: 'RFC 3986 §5.2.3 Merge Paths: "all but the last segment of the base URI\'s path (i.e., excluding any characters after the right-most "/")"' },
  { file: 'src/resolver/rfc3986.ts', text: "R.path.startsWith('/')", why: 'RFC 3986 §5.2.2: "if (R.path starts-with "/") then"' },
  { file: 'src/resolver/rfc3986.ts', text: "T.path.startsWith('//')", why: 'RFC 3986 §3.3: without an authority, the path cannot begin with "//" (the target\'s path component alone, before §5.3 writes it out)' },
  { file: 'src/resolver/rfc1808.ts', text: "Base.path.lastIndexOf('/')", why: 'RFC 1808 §4 step 6: "the last segment of the Base URL\'s path (anything following the rightmost slash "/" …) is removed"' },
  { file: 'src/resolver/rfc1808.ts', text: "E.path.startsWith('/')", why: 'RFC 1808 §4 step 5: "If the embedded URL path is preceded by a slash "/""' },
  { file: 'src/resolver/rfc1808.ts', in: 'finish', why: 'RFC 1808 §4 step 7 and §2.2 net_path: a path after a <net_loc> begins with "/"' },
  { file: 'src/diagnostics/repair.ts', in: 'urlRepairModel', text: 'cp === 0x3a', why: 'the edit model: which arcs a repair may take for a code point (a ":" outside the record\'s authority is only escaped), not a reading of the input' },
  { file: 'src/diagnostics/repair.ts', in: 'knownFormCandidates', text: "scheme.text.indexOf('@')", why: 'an scp-like git remote (git-clone(1)) is no URL: Appendix B reads its user@host as the scheme, which this reads as git does' },
  { file: 'src/diagnostics/repair.ts', in: 'knownFormCandidates', text: "rec.path.text.startsWith('/')", why: 'the path of an scp-like git remote, which git reads relative to the home directory unless it starts with "/"' },
  { file: 'src/diagnostics/repair.ts', in: 'knownFormCandidates', text: "input.includes('[')", why: 'a defanged URL ("hxxp", "[.]") is no URL: its brackets are the defang\'s, read before any production can' },
  { file: 'src/diagnostics/repair.ts', text: 'DEFANGS = ', why: 'the defangs of threat reports ("[.]", "(.)", "[://]"): text that is no URL, read whole before it is one' },
  { file: 'src/diagnostics/repair.ts', text: 'HXXP = ', why: 'the "hxxp" of a defanged URL, which no scheme production reads as "http"' },
  { file: 'src/diagnostics/repair.ts', text: 'BRACKETS = ', why: 'the opening brackets of the defangs (DEFANGS), looked for before their global search is made' },
  { file: 'src/diagnostics/actions.ts', text: 'path.text.charCodeAt(k) === 0x2f', why: 'the empty segments that open the path component (the record\'s), which the fix for an empty host removes' },
  // A scheme RFC's prose deciding what its ABNF leaves ambiguous, on the text of the node the grammar read.
  { file: 'src/schemes/index.ts', in: 'partsOf', why: 'RFC 8141 §2.3.1: "The r-component ends with a "?=" sequence (which begins a q-component)", where the ABNF lets r-component hold "?=": the r-component node\'s text is cut there' },
  // compare's explanation of a disagreement: readers' values, and the raw text the confusion classes are defined on.
  { file: 'src/compare/index.ts', in: 'sameKey', why: "readers' host values compared: an IP literal that one reader writes with its brackets and urllib's hostname without (values, not the input)" },
  { file: 'src/compare/index.ts', in: 'classesOf', why: 'the slash confusion class (Claroty/Snyk 2022) is defined on the raw text: how many slashes or backslashes follow the scheme, which is what the readers read differently' },
  // The classifier at a failure, where no reading of the text around it exists.
  { file: 'src/diagnostics/classify.ts', text: 'x.ch ', why: 'the character at the failure: what the trace found there (its `found`), which names the code' },
  { file: 'src/diagnostics/classify.ts', text: 'x.prev ', why: 'the character before the failure, the last one the parse read' },
  { file: 'src/diagnostics/classify.ts', text: 'x.charAt(x.offset', why: 'the characters beside the failure ("\\" followed by "/" or ":"; the ":" of a "::" before it), where the trace stopped' },
  { file: 'src/diagnostics/classify.ts', in: 'colonInFirstSegment', why: 'RFC 3986 §4.2\'s first-segment rule: whether the failing ":" is in the first segment of the path-noscheme the parse is in (the record would read that ":" as a scheme\'s; the segment rules stop at a broken escape before it)' },
];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const p = `${dir}/${d.name}`;
    if (d.isDirectory()) out.push(...sources(p));
    else if (d.name.endsWith('.ts') && !d.name.endsWith('.d.ts')) out.push(p);
  }
  return out.sort();
}

type Found = Hit & { readonly file: string };

function hits(): Found[] {
  const out: Found[] = [];
  for (const file of sources('src')) {
    if (EXEMPT_FILES.includes(file) || EXEMPT_DIRS.some((d) => file.startsWith(d))) continue;
    for (const h of scan(readFileSync(join(ROOT, file), 'utf8'), file)) out.push({ ...h, file });
  }
  return out;
}

const allows = (a: Allowed, h: Found): boolean => a.file === h.file && (a.in === undefined || h.fns.includes(a.in)) && (a.text === undefined || h.text.includes(a.text));
const show = (h: Found) => `${h.file} (${h.fns[0] ?? 'top level'}) [${h.kind}]: ${h.text}`;

describe('no pass re-reads URL syntax from the raw string', () => {
  const found = hits();

  it('every search for a delimiter is in the allow-list, with its reason', () => {
    expect(found.filter((h) => !ALLOWED.some((a) => allows(a, h))).map(show)).toEqual([]);
  });

  it('every allow-list entry still matches a hit (remove it when its code goes), and gives a reason', () => {
    expect(ALLOWED.filter((a) => !found.some((h) => allows(a, h))).map((a) => `${a.file}: ${a.in ?? ''} ${a.text ?? ''}`)).toEqual([]);
    expect(ALLOWED.filter((a) => (a.in === undefined && a.text === undefined) || a.why.length < 20)).toEqual([]);
  });

  it('the exempt files exist (an exemption of a file that moved would exempt nothing)', () => {
    const all = sources('src');
    expect(EXEMPT_FILES.filter((f) => !all.includes(f))).toEqual([]);
    expect(EXEMPT_DIRS.filter((d) => !all.some((f) => f.startsWith(d)))).toEqual([]);
  });
});

describe('the scanner finds what it looks for, in every spelling, and nothing else', () => {
  const kinds = (src: string) => scan(src).map((h) => h.kind);

  it.each([
    // String methods with a delimiter argument.
    ["const at = input.lastIndexOf('@');", ['method']],
    ["parts.split(':')", ['method']],
    ['const i = s.indexOf(`?`, 3);', ['method']],
    ["if (s.startsWith('//')) go();", ['method']],
    ["s.replaceAll('#', '%23')", ['method']],
    // Character codes compared with a delimiter's, in each spelling.
    ['if (c === 0x40) at = i;', ['code']],
    ['if (input.charCodeAt(i) !== 64) continue;', ['code']],
    ["if (c === '@'.charCodeAt(0)) at = i;", ['code']],
    ["if (c == ':'.codePointAt(0)) x();", ['code']],
    ['const AT = 0x40;\nif (c === AT) at = i;', ['code']],
    ['if (0x2f === s.charCodeAt(i)) n++;', ['code']],
    ['switch (c) {\n  case 0x3f: q = i; break;\n  case 0x23: f = i; break;\n}', ['code', 'code']],
    ['const isSlash = (c: number) => c === 0x2F;', ['code']],
    // Regular expressions that read a delimiter.
    ['const rest = input.slice(start).search(/[/?#]/);', ['regex']],
    ['const m = /^(\\w+):/.exec(s);', ['regex']],
    ['const q = /a\\?b/;', ['regex']],
    ["const re = new RegExp('^[^@]*@');", ['regex']],
    ["const re = RegExp(`[\\\\[\\\\]]`, 'g');", ['regex']],
    ['const x = (s: string) => /\\]$/.test(s);', ['regex']],
    // Characters and slices compared with delimiters.
    ["if (s[i] === '@') at = i;", ['char']],
    ["if ('#' !== s.charAt(i)) go();", ['char']],
    ["if (s.slice(i, i + 2) === '//') auth = true;", ['char']],
    ["switch (ch) {\n  case '?': q = i; break;\n  case 'a': break;\n}", ['char']],
  ] as const)('flags %s', (src, want) => {
    expect(kinds(src)).toEqual(want);
  });

  it.each([
    "name.indexOf('x')",
    'const n = a / b / c;',
    'if (!/^[1-9]\\d*$/.test(v)) fail();',
    'const at = /[^\\x00-\\x7f]/.test(name);',
    'const q = /(?:a|b)?c/;',
    // Not a delimiter's code, or not compared.
    'if (c === 0x41) up++;',
    'if (n > 64) long = true;',
    "if (c === 'a'.charCodeAt(0)) x();",
    "if (s[i] === '%') pct++;",
    "if (s === '') empty();",
    "if (s.slice(0, 2) === 'a:') x();",
    'const AT = 0x41;\nif (c === AT) x();',
    'switch (c) { case 0x20: break; }',
    // A delimiter asked of the grammar, not spelt.
    'if (c === MARK.userinfo) at = i;',
    'if (ch === MARK_TEXT.fragment) x();',
    'if (text.startsWith(AUTHORITY_MARK, i)) x();',
    'if (!IS.authority(c)) return false;',
    // Comments and strings no method reads are not code.
    "// input.indexOf('@') and c === 0x40\nconst s = 'a:b';",
    "/** c === 0x40, /[/?#]/ */\nconst x = 1;",
    "const message = `add \"/\" after \"${s}:\"`;",
    "out.join(':')",
  ])('passes %s', (src) => {
    expect(scan(src)).toEqual([]);
  });

  it('names the function a hit is in, innermost first', () => {
    const [h] = scan("function outer() {\n  const inner = (s: string) => s.split(':');\n  return inner;\n}");
    expect(h!.fns).toEqual(['inner', 'outer']);
  });
});
