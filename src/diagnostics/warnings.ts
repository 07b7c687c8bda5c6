/**
 * Warnings: what a grammar accepts but a reader should look at twice (`parseURL(input, { warnings:
 * true })`). A pass over the AST of a valid parse, like the range checks: it reads the nodes the
 * grammar built (scheme, authority, host, port, path segments), never the raw input where a
 * production says where a part is. Each warning has a code from the closed list
 * `WARNING_CODES`, a span, a message, and fix-its checked by parsing again (a warning's fix must
 * keep the URL valid).
 */
import { charsetOf, findFirstOf as first, findOutermost as all, lookup, ruleNames, schemeFacts, schemesWhere, type ASTNode, regexClass, editDistance } from '../../grammar/index.js';
import { MARK, recordOf, type URLComponents } from '../record/index.js';
import { idnaToUnicode } from '../../base/idna.js';
import { percentEncodeUTF8 } from '../../base/percent.js';
import { invisibleName } from './report.js';
import { checkedFixes, type Candidate, type FixEdit, type Reparse, type ReportFix } from './fixes.js';

/**
 * What the documentation says about one warning code.
 *
 * @example
 * ```ts
 * const info: WarningCodeInfo = WARNING_CODES['port.default'];
 * info.example; // { input: 'http://example.com:80/', grammar: 'rfc3986' }
 * ```
 */
export interface WarningCodeInfo {
  /** One line: what is suspicious. */
  readonly summary: string;
  /** What `start` and `end` cover. */
  readonly span: string;
  /** An input that gives this warning, with the grammar to use. */
  readonly example: { readonly input: string; readonly grammar: 'rfc1738' | 'rfc1808' | 'rfc2396' | 'rfc2396+2732' | 'rfc3986' | 'rfc3987' };
}

/**
 * Every warning code, with its documentation (docs/errors.md has a section per code).
 *
 * @example
 * ```ts
 * Object.keys(WARNING_CODES).includes('scheme.typo'); // true
 * ```
 */
export const WARNING_CODES = {
  'scheme.typo': {
    summary: 'A scheme one edit (an insertion, deletion, substitution or swap of two letters) away from a well-known one, and not itself well known: "htttp", "htps".',
    span: 'the scheme.',
    example: { input: 'htttp://example.com/', grammar: 'rfc3986' },
  },
  'scheme.uppercase': {
    summary: 'Upper-case letters in the scheme. The grammar allows them (schemes are case-insensitive), but RFC 3986 §3.1 says to produce lower case, and RFC 1738 §2.1 to treat them as equal.',
    span: 'the scheme.',
    example: { input: 'HTTP://example.com/', grammar: 'rfc3986' },
  },
  'prose.trailing-punctuation': {
    summary: 'The URL ends with ".", "," or a ")" it does not open: often the end of the sentence or the Markdown link it was copied from.',
    span: 'the last character.',
    example: { input: 'http://example.com/page).', grammar: 'rfc3986' },
  },
  'userinfo.multiple-at': {
    summary: 'More than one "@" in the authority: where the user information ends depends on who reads it (an "@" inside it should be written %40).',
    span: 'the authority.',
    example: { input: 'http://user@evil.example@example.com/', grammar: 'rfc1808' },
  },
  'userinfo.password': {
    summary: 'A password in clear text in the URL: RFC 3986 §3.2.1 deprecates "user:password" (it is shown wherever the URL is).',
    span: 'the password.',
    example: { input: 'ftp://user:secret@example.com/', grammar: 'rfc3986' },
  },
  'http.userinfo': {
    summary: 'User information in an http or https URI: RFC 9110 §4.2.4 deprecates it ("A sender MUST NOT generate the userinfo subcomponent (and its "@" delimiter)"; "a recipient SHOULD parse for userinfo and treat its presence as an error"), since "it is likely being used to obscure the authority for the sake of phishing attacks". Under `rfc1738` (§3.3: an http URL has no user information) it is the error `http.userinfo`.',
    span: 'the user information and its "@".',
    example: { input: 'https://user@example.com/', grammar: 'rfc3986' },
  },
  'host.ipv4-leading-zero': {
    summary: 'A dotted IPv4 address with a leading zero in a part: browsers and inet_aton read "010" as octal (8), RFC 3986 §7.4 warns of it.',
    span: 'the host.',
    example: { input: 'http://010.1.1.1/', grammar: 'rfc3986' },
  },
  'host.ipv4-like-reg-name': {
    summary: 'A host of four dot-separated numbers that is not an IPv4 address (a part over 255): RFC 3986 reads it as a registered name, which DNS will not resolve as the address it looks like.',
    span: 'the host.',
    example: { input: 'http://1.2.3.256/', grammar: 'rfc3986' },
  },
  'host.mixed-script': {
    summary: 'A host label that mixes scripts (Latin with Cyrillic, Greek with Latin...), as homograph attacks do: UTS #39 §5.2 "highly restrictive" allows only Latin with Han, Hiragana and Katakana, with Han and Bopomofo, or with Han and Hangul. Labels in punycode ("xn--") are decoded first.',
    span: 'the label.',
    example: { input: 'http://p\u0430ypal.com/', grammar: 'rfc3987' },
  },
  'port.default': {
    summary: "The port is the scheme's default (80 for http, 443 for https, 21 for ftp...): RFC 3986 §3.2.3 says to omit it.",
    span: 'the ":" and the port.',
    example: { input: 'http://example.com:80/', grammar: 'rfc3986' },
  },
  'port.out-of-range': {
    summary: 'A port over 65535, under a grammar that sets no bound (RFC 1808\'s net_loc, RFC 2396 `port = *digit`, RFC 3986 §3.2.3 `port = *DIGIT`, which RFC 3987 takes): the URL is valid, but no TCP or UDP port is that high. No fix is offered: the intended port cannot be guessed, and removing it would change where the URL points. Under `rfc1738` (§3.1: "the port number to connect to") and `whatwg` (URL Standard §4.3: a URL-port string is "a 16-bit unsigned integer") it is the error `port.out-of-range`.',
    span: 'the port (its digits).',
    example: { input: 'http://example.com:65536/', grammar: 'rfc3986' },
  },
  'path.above-root': {
    summary: 'A ".." segment that climbs above the root of an absolute path: RFC 3986 §5.2.4 drops it, so "/../a" is "/a" (servers differ on such paths: path traversal).',
    span: 'the ".." segment.',
    example: { input: 'http://example.com/../etc/passwd', grammar: 'rfc3986' },
  },
  'iri.bidi-isolate': {
    summary: 'A bidirectional isolate (U+2066 LRI, U+2067 RLI, U+2068 FSI, U+2069 PDI) in an IRI: Unicode 6.3 added them after RFC 3987, whose §4.1 forbids the older formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, PDF: the error iri.bidi-format) because they can make an IRI display as another; the isolates can too. Under rfc3987 only (elsewhere a non-ASCII character is an error already); the fix escapes them.',
    span: 'from the first isolate to the end of the last.',
    example: { input: 'http://example.org/a\u2066b\u2069', grammar: 'rfc3987' },
  },
} as const satisfies Record<string, WarningCodeInfo>;

/**
 * A stable warning code.
 *
 * @example
 * ```ts
 * const code: WarningCode = 'port.default';
 * ```
 */
export type WarningCode = keyof typeof WARNING_CODES;

/**
 * Something legal but suspicious in a valid URL.
 *
 * @example
 * ```ts
 * const r = parseURL('http://example.com:80/', { grammar: 'rfc3986', warnings: true });
 * if (r.ok) r.warnings?.[0]?.code; // 'port.default'
 * if (r.ok) r.warnings?.[0]?.fixes[0]?.url; // 'http://example.com/'
 * ```
 */
export interface URLWarning {
  readonly code: WarningCode;
  /** UTF-16 offsets of what the warning is about. */
  readonly start: number;
  readonly end: number;
  /** One line. */
  readonly message: string;
  /** Repairs that keep the URL valid, best first (may be empty). */
  readonly fixes: readonly ReportFix[];
}

/**
 * Well-known schemes (IANA's permanent registrations most URLs use, and RFC 1738's): what a typo is
 * measured against, RFC 1738's dispatch first (grammar/scheme-facts.ts's `known` and `rfc1738` columns).
 */
const KNOWN_SCHEMES = new Set<string>(schemesWhere((f) => f.known?.includes('typo') === true).sort((a, b) => (schemeFacts(a)!.rfc1738?.place ?? 99) - (schemeFacts(b)!.rfc1738?.place ?? 99)));

/** The scripts a host label's letters are in (Common and Inherited left out). */
const SCRIPTS = ['Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Devanagari', 'Bengali', 'Thai', 'Georgian', 'Hangul', 'Hiragana', 'Katakana', 'Han', 'Bopomofo', 'Ethiopic', 'Cherokee', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Gujarati', 'Gurmukhi', 'Khmer', 'Lao', 'Tibetan', 'Sinhala', 'Myanmar'] as const;
const SCRIPT_RES = SCRIPTS.map((s) => [s, new RegExp(`^\\p{Script=${s}}$`, 'u')] as const);
/** UTS #39 §5.2 "highly restrictive": the combinations of several scripts a label may have. */
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];
function scriptsOf(label: string): Set<string> {
  const out = new Set<string>();
  for (const ch of label) {
    for (const [name, re] of SCRIPT_RES) {
      if (re.test(ch)) {
        out.add(name);
        break;
      }
    }
  }
  return out;
}
const mixedScript = (label: string): boolean => {
  const s = scriptsOf(label);
  return s.size > 1 && !ALLOWED_MIXES.some((allowed) => [...s].every((x) => allowed.has(x)));
};

/** The path productions whose segments are rooted (they start with "/"). */
const ROOTED = ruleNames('ROOTED', ['hpath', 'fpath', 'urlpath', 'abs_path', 'path-abempty', 'path-absolute', 'ipath-abempty', 'ipath-absolute']);
const SEGMENTS = ruleNames('SEGMENTS', ['hsegment', 'fsegment', 'segment', 'segment-nz', 'isegment', 'isegment-nz', 'psegment']);

/** The characters of the rule `bidi-isolate` (grammar/rfc3987/rules.ts) as a global regular expression, built once. */
let isolateRe: RegExp | null = null;
const isolates = (): RegExp => {
  if (isolateRe) return isolateRe;
  // The rule is RFC 3987's (grammar/rfc3987/rules.ts), loaded with the grammar the warning is for.
  const bidiIsolate = lookup('urlgrammar', 'bidi-isolate')!;
  return (isolateRe = new RegExp(regexClass(charsetOf(bidiIsolate.body, bidiIsolate.rfc)!), 'g'));
};

/** A port's digits for a message: all of them, or the first few and the count of a long one. */
const shownPort = (text: string): string => (text.length > 20 ? `${text.slice(0, 8)}... (${text.length} digits)` : text);

/**
 * The warnings of a valid parse, in input order.
 */
export function warningsOf(input: string, ast: ASTNode, reparse: Reparse, c: URLComponents = recordOf(ast, input)): URLWarning[] {
  const out: URLWarning[] = [];
  const warn = (code: WarningCode, start: number, end: number, message: string, ...candidates: Candidate[]) => {
    // A warning's fix keeps the URL valid: the first error of what it gives is "at infinity".
    const fixes = checkedFixes(input, Infinity, candidates, reparse).filter((f) => f.validates);
    out.push({ code, start, end, message, fixes });
  };
  const edit = (start: number, end: number, text: string): FixEdit => ({ start, end, text });

  // Where each part is comes from the component record (src/record/), under every grammar.
  const scheme = c.scheme === null ? null : { start: c.scheme.start, end: c.scheme.end, name: c.scheme.text };
  if (scheme) {
    const lower = scheme.name.toLowerCase();
    if (lower !== scheme.name) {
      warn('scheme.uppercase', scheme.start, scheme.end, `the scheme "${scheme.name}" is in upper case: write "${lower}" (RFC 3986 §3.1)`, { message: 'write the scheme in lower case', edits: [edit(scheme.start, scheme.end, lower)], applicability: 'maybe-incorrect' });
    }
    if (!KNOWN_SCHEMES.has(lower)) {
      const near = [...KNOWN_SCHEMES].filter((k) => Math.abs(k.length - lower.length) <= 1 && editDistance(lower, k, true) === 1);
      if (near.length) {
        warn('scheme.typo', scheme.start, scheme.end, `the scheme "${scheme.name}" is one letter away from ${near.map((k) => `"${k}"`).join(' and ')}`, ...near.map((k): Candidate => ({ message: `write "${k}"`, edits: [edit(scheme.start, scheme.end, k)], applicability: 'maybe-incorrect' })));
      }
    }
  }

  const authority = c.authority;
  if (authority) {
    // The "@" characters of the authority (the record's span): more than one, and readers differ.
    const ats: number[] = [];
    for (let i = authority.start; i < authority.end; i++) if (input.charCodeAt(i) === MARK.userinfo) ats.push(i);
    if (ats.length > 1) {
      warn('userinfo.multiple-at', authority.start, authority.end, `${ats.length} "@" in the authority: readers disagree on where the user information ends`, {
        message: 'escape the "@" inside the user information as %40',
        edits: ats.slice(0, -1).map((i) => edit(i, i + 1, '%40')),
        applicability: 'machine-applicable',
      });
    }
  }
  // The password: RFC 1738 `password`; in RFC 2396/3986/3987 userinfo (and RFC 1808's net_loc),
  // what follows the first ":" of the user information.
  const pw = c.password;
  if (pw) {
    warn('userinfo.password', pw.start, pw.end, 'a password in clear text: RFC 3986 §3.2.1 deprecates "user:password" in a URL', { message: 'remove the password', edits: [edit(pw.start - 1, pw.end, '')], applicability: 'maybe-incorrect' });
  }

  // RFC 9110 §4.2.4: no user information in an http or https URI.
  const info = c.userinfo;
  if (info && scheme && schemeFacts(scheme.name)?.noUserinfo === true) {
    warn('http.userinfo', info.start, info.end + 1, `user information in an ${scheme.name.toLowerCase()} URI: RFC 9110 §4.2.4 deprecates it, and a recipient should treat it as an error`, { message: 'remove the user information', edits: [edit(info.start, info.end + 1, '')], applicability: 'maybe-incorrect' });
  }

  // A host the grammar classifies (not an RFC 2396 reg_name authority, nor RFC 1808's net_loc).
  const host = c.host !== null && c.hostType !== null && c.hostType !== 'reg_name' ? c.host : null;
  if (host) {
    const numbers = host.text.split('.');
    const dotted = numbers.length === 4 && numbers.every((n) => /^[0-9]+$/.test(n));
    if (dotted && numbers.some((n) => n.length > 1 && n.startsWith('0'))) {
      const decimal = numbers.map((n) => String(Number(n))).join('.');
      warn('host.ipv4-leading-zero', host.start, host.end, `"${host.text}" has a leading zero: browsers read such a part as octal`, { message: `write the address without leading zeros, read in decimal: ${decimal}`, edits: [edit(host.start, host.end, decimal)], applicability: 'maybe-incorrect' });
    } else if (dotted && c.hostType !== 'ipv4' && numbers.some((n) => Number(n) > 255)) {
      warn('host.ipv4-like-reg-name', host.start, host.end, `"${host.text}" looks like an IPv4 address, and is read as a registered name (a part is over 255)`);
    }
    if (c.hostType !== 'ipv6' && c.hostType !== 'ipvfuture') {
      let at = host.start;
      for (const label of host.text.split('.')) {
        let shown = label;
        if (/^xn--/i.test(label)) {
          // UTS #46 when it is loaded (base/idna.ts); else the label as written.
          const u = idnaToUnicode(label, { checkHyphens: false, checkBidi: false, checkJoiners: false, useSTD3ASCIIRules: false });
          if (u && !u.error) shown = u.domain;
        }
        if (mixedScript(shown)) warn('host.mixed-script', at, at + label.length, `the label "${shown}" mixes scripts (${[...scriptsOf(shown)].join(', ')}): a homograph of another name?`);
        at += label.length + 1;
      }
    }
  }

  // The port and its value, as the record has them (an RFC 1808 net_loc's too); none when empty
  // or not all digits.
  const port = c.port !== null && c.portNumber !== null ? { start: c.port.start, end: c.port.end, text: c.port.text, value: c.portNumber } : null;
  if (port && scheme && schemeFacts(scheme.name)?.port === port.value) {
    warn('port.default', port.start - 1, port.end, `${port.text} is the default port of ${scheme.name.toLowerCase()}: omit it (RFC 3986 §3.2.3)`, { message: `remove ":${port.text}"`, edits: [edit(port.start - 1, port.end, '')], applicability: 'maybe-incorrect' });
  }
  // Under rfc1738 and whatwg a port over 65535 is the error of the same name, so a valid parse holds none.
  // No fix: the intended port cannot be guessed, and removing it changes where the URL points.
  if (port && port.value > 65535) {
    warn('port.out-of-range', port.start, port.end, `the port ${shownPort(port.text)} is over 65535: no TCP or UDP port is that high`);
  }

  const path = first(ast, ROOTED);
  if (path) {
    let depth = 0;
    for (const seg of all(path, SEGMENTS)) {
      // RFC 3986 §2.3: "%2E" is "." (the segment's decoded text).
      const dots = 'decoded' in seg ? seg.decoded : seg.text;
      if (dots === '..') {
        if (depth === 0) {
          warn('path.above-root', seg.start, seg.end, 'this ".." climbs above the root of the path', { message: 'remove the ".." segment', edits: [edit(seg.start - 1, seg.end, '')], applicability: 'maybe-incorrect' });
          break;
        }
        depth--;
      } else if (dots !== '.') depth++;
    }
  }

  // RFC 3987 §4.1's list predates Unicode's isolates (the rule bidi-isolate): warned about under
  // rfc3987, where the grammar takes them; one warning for all of them, whose fix escapes each.
  if (ast.rfc === 3987) {
    const at: number[] = [];
    const re = isolates();
    re.lastIndex = 0;
    for (let m = re.exec(input); m; m = re.exec(input)) at.push(m.index);
    if (at.length > 0) {
      const firstName = invisibleName(input.charCodeAt(at[0]!)) ?? 'a bidirectional isolate';
      const what = at.length === 1 ? firstName : `${at.length} bidirectional isolates (the first: ${firstName})`;
      warn('iri.bidi-isolate', at[0]!, at[at.length - 1]! + 1, `${what}: ${at.length === 1 ? 'it' : 'they'} can make the IRI display as another, as the formatting characters RFC 3987 §4.1 forbids can`, {
        message: at.length === 1 ? `escape it as ${percentEncodeUTF8(input[at[0]!]!)}` : 'escape them as UTF-8',
        edits: at.map((i) => edit(i, i + 1, percentEncodeUTF8(input[i]!))),
        applicability: 'machine-applicable',
      });
    }
  }

  const last = input.slice(-1);
  if (last === '.' || last === ',' || (last === ')' && !input.includes('('))) {
    warn('prose.trailing-punctuation', input.length - 1, input.length, `the URL ends with "${last}": often the end of the sentence it was copied from`, { message: `remove the trailing "${last}"`, edits: [edit(input.length - 1, input.length, '')], applicability: 'maybe-incorrect' });
  }
  out.sort((a, b) => a.start - b.start);
  return out;
}
