/**
 * The error classifier: an ordered table of rows, each a predicate over the failure (a
 * `FailureContext`, computed once per rejected input), the code it yields, an input that pins it,
 * and why. The first row whose predicate holds gives the code; the order is the order of
 * specificity (the most specific context first). A new grammar adds rows, not branches.
 *
 * A failed parse has no AST: rows read the component record of the input (`readComponents`: where
 * the scheme, user information and fragment are), and the few that must look at the raw input
 * around the failure (a "/" before an IPv6 prefix length, a "//" where a scheme's ":" is missing)
 * do so through the context's `input`, `charAt` and `prev`, say so in their `why`, and are listed
 * in test/no-rescan.test.ts.
 */
// RFC 1738's character classes: its unsafe characters (national, punctuation) are classified under every grammar.
import '../../grammar/rfc1738-classes.js';
import { charsetOf, lookup, ruleNames, ruleOfKey, schemePrefixRules, type GrammarName, type RFC } from '../../grammar/core.js';
import type { ErrorCode } from './codes.js';
import { readAuthorityAt, readComponents, type URLComponents } from '../record/index.js';
import { isTabOrNewline, pasteCulprit, pasteView, type PasteArtefact } from './paste.js';
import type { ReportFrame } from './report.js';

/** The class of the character at the failure, for the generic codes. */
export type CharClass = 'end' | 'space' | 'control' | 'non-ascii' | 'unsafe' | 'other';

/** The RFC 1738 §2.2 unsafe characters: the rules `national` and `punctuation`, read from the registry. */
const UNSAFE = (() => {
  const table = new Uint8Array(128);
  for (const name of ['national', 'punctuation']) {
    const rule = lookup(1738, name);
    const set = rule && charsetOf(rule.body, rule.rfc);
    if (!set) throw new Error(`RFC 1738 ${name} is not a character set`);
    for (const [lo, hi] of set) for (let c = lo; c <= Math.min(hi, 127); c++) table[c] = 1;
  }
  return table;
})();

/**
 * The class of a code point (-1 at the end of the input).
 * @internal
 */
export function charClass(c: number): CharClass {
  if (c < 0) return 'end';
  if (c === 0x20) return 'space';
  if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return 'control';
  if (c > 0x7f) return 'non-ascii';
  if (UNSAFE[c] === 1) return 'unsafe';
  return 'other';
}

/**
 * What a classifier row may look at: the furthest failure of a traced parse, computed once.
 * @internal
 */
export interface FailureContext {
  readonly input: string;
  /** The grammar (`rfc3986`, `rfc1738`...) or rule key (`1738:hostname`) parsed. */
  readonly grammar: string;
  /** The failure offset (UTF-16 index, at most the input's length). */
  readonly offset: number;
  /** The code point at the offset, or -1 at the end of the input. */
  readonly c: number;
  /** That code point as a string, or `''` at the end of the input. */
  readonly ch: string;
  /** The UTF-16 unit before the offset, or `''` at the start. */
  readonly prev: string;
  /** The class of `c`. */
  readonly cls: CharClass;
  /** The terminals any derivation expected at the offset. */
  readonly expected: ReadonlySet<string>;
  /** The rule stack of the deepest expectation, start rule first. */
  readonly stack: readonly ReportFrame[];
  /** The innermost frame of `stack`. */
  readonly inner: ReportFrame | undefined;
  /** Its rule name, or `''`. */
  readonly innerName: string;
  /** Is `rule` on the stack? */
  inRule(rule: string): boolean;
  /** Where the innermost frame of `rule` started, if `rule` is on the stack. */
  startOf(rule: string): number | undefined;
  /** The UTF-16 unit of the input at `offset`, or `''` outside it. */
  charAt(offset: number): string;
  /** A fact derived from the context, computed at most once per failure (shared by the rows of a family). */
  once<T>(fact: (x: FailureContext) => T): T;
}

class Failure implements FailureContext {
  readonly c: number;
  readonly ch: string;
  readonly prev: string;
  readonly cls: CharClass;
  readonly inner: ReportFrame | undefined;
  readonly innerName: string;
  private readonly names: Set<string>;
  private facts: Map<unknown, unknown> | null = null;

  constructor(
    readonly input: string,
    readonly grammar: string,
    readonly offset: number,
    readonly stack: readonly ReportFrame[],
    readonly expected: ReadonlySet<string>,
  ) {
    this.c = offset < input.length ? input.codePointAt(offset)! : -1;
    this.ch = this.c >= 0 ? String.fromCodePoint(this.c) : '';
    this.prev = offset > 0 ? input[offset - 1]! : '';
    this.cls = charClass(this.c);
    this.inner = stack[stack.length - 1];
    this.innerName = this.inner?.rule ?? '';
    this.names = new Set(stack.map((f) => f.rule));
  }

  inRule(rule: string): boolean {
    return this.names.has(rule);
  }

  startOf(rule: string): number | undefined {
    for (let i = this.stack.length - 1; i >= 0; i--) if (this.stack[i]!.rule === rule) return this.stack[i]!.start;
    return undefined;
  }

  charAt(offset: number): string {
    return offset >= 0 && offset < this.input.length ? this.input[offset]! : '';
  }

  once<T>(fact: (x: FailureContext) => T): T {
    this.facts ??= new Map();
    if (this.facts.has(fact)) return this.facts.get(fact) as T;
    const v = fact(this);
    this.facts.set(fact, v);
    return v;
  }
}

/**
 * The context of a failure at `offset` with rule stack `stack` and expected terminals `expected`.
 * @internal
 */
export function failureContext(input: string, grammar: string, offset: number, stack: readonly ReportFrame[], expected: ReadonlySet<string>): FailureContext {
  return new Failure(input, grammar, offset, stack, expected);
}

/**
 * The input a row is pinned by: a string parsed with `parseURL` under `rfc1738`, or an input with
 * its start symbol, or with a rule (and its RFC) to parse with `parseRule`.
 * @internal
 */
export type Pinned = string | { readonly input: string; readonly grammar: GrammarName } | { readonly input: string; readonly rule: string; readonly rfc: RFC };

/**
 * One row of the classifier.
 * @internal
 */
export interface ClassifierRow {
  /** When the row applies (the rows before it did not). */
  readonly when: (x: FailureContext) => boolean;
  readonly code: ErrorCode;
  /** Where a human would put the caret, when not at the offset. */
  readonly culprit?: (x: FailureContext) => number;
  /** An input this row, and no row before it, classifies (checked by test/classifier.test.ts). */
  readonly pinned: Pinned;
  /** One line: why this code, here. */
  readonly why: string;
}

// Families of rows share a fact, computed once per failure.

/** The productions of the registered schemes (RFC 1738 url's alternatives and the WAIS forms), and https (RFC 2818 §2.4). */
/** The rules that write a scheme as their leading literal (`schemePrefixRules`, read from the scheme productions), by name. */
let schemeProductionNames: ReadonlySet<string> | null = null;
let schemeProductionRules: ReadonlySet<string> | null = null;
const SCHEME_PRODUCTIONS = {
  has(name: string): boolean {
    // Read again when RFC 1738's grammar loads (schemePrefixRules is empty before).
    const keys = schemePrefixRules();
    if (keys !== schemeProductionRules) {
      schemeProductionRules = keys;
      schemeProductionNames = new Set([...keys].map((key) => ruleOfKey(key)!.name));
    }
    return schemeProductionNames!.has(name);
  },
};
const HOSTNAME_FRAMES = ruleNames('HOSTNAME_FRAMES', ['host', 'hostname', 'domainlabel', 'toplabel']);
// RFC 2732/2373 and RFC 3986 (`IP-literal`, `ls32`, `h16`): the names are disjoint but for IPv6address.
const IPV6_RULES = ruleNames('IPV6_RULES', ['ipv6reference', 'IPv6address', 'IPv6prefix', 'hexpart', 'hexseq', 'hex4', 'IP-literal', 'ls32', 'h16']);
/** The rules that open an IPv6 literal with "[": RFC 2732 and RFC 3986. */
const bracketOf = (x: FailureContext) => x.startOf('ipv6reference') ?? x.startOf('IP-literal');
const DELIMS = '/?#:@;';
const isHex = (ch: string) => /^[0-9A-Fa-f]$/.test(ch);

/**
 * Inside an IPv6 literal, once "[" (or, for a bare address rule, its first character) has been
 * read: where the address starts, and the "[" if any. `null` outside one, at a "[" not yet read,
 * and in a prefix length (looks back in the raw input for the "/").
 */
const ipv6Literal = (x: FailureContext): { addrStart: number; bracket: number | undefined } | null =>
  x.once(ipv6LiteralFact);
function ipv6LiteralFact(x: FailureContext): { addrStart: number; bracket: number | undefined } | null {
  const v6 = x.stack.find((f) => IPV6_RULES.has(f.rule));
  if (!v6) return null;
  // An RFC 3986 IPvFuture literal is not an IPv6 address: its own row classifies it.
  if (x.inRule('IPvFuture')) return null;
  if (x.inRule('IPv6prefix') && x.input.lastIndexOf('/', x.offset - 1) >= v6.start) return null;
  if ((v6.rule === 'ipv6reference' || v6.rule === 'IP-literal') && v6.start === x.offset && x.innerName === v6.rule) return null;
  const bracket = bracketOf(x);
  const addrStart = x.startOf('IPv6address') ?? x.startOf('IPv6prefix') ?? x.startOf('hexpart') ?? (bracket !== undefined ? bracket + 1 : v6.start);
  return { addrStart, bracket };
}

/**
 * The component record of the rejected input (`readComponents`: RFC 3986 Appendix B read into the
 * authority), once per failure: where the scheme, the user information, the authority and the
 * fragment are, which rows read instead of searching the raw input for delimiters.
 */
const record = (x: FailureContext): URLComponents => x.once(recordFact);
const recordFact = (x: FailureContext): URLComponents => readComponents(x.input);

/** The pasting artefact (white space, quotation marks, brackets around the URL) that explains the failure, if any. */
const paste = (x: FailureContext): PasteArtefact | null => x.once(pasteFact);
const pasteFact = (x: FailureContext): PasteArtefact | null => pasteCulprit(pasteView(x.input), x.offset);

/**
 * The failure is at an "@" of the authority (the record's), and the authority holds an "@" before
 * it: where the authority starts and where its first "@" is (the user information, which ends at
 * the authority's last "@", holds every "@" but that one).
 */
function secondAt(x: FailureContext): { start: number; firstAt: number } | null {
  if (x.ch !== '@') return null;
  const start = x.startOf('login') ?? x.startOf('authority') ?? x.startOf('iauthority');
  if (start === undefined) return null;
  const info = readAuthorityAt(x.input, start).userinfo;
  if (info === null) return null;
  let firstAt = info.end; // the last "@", unless one comes before it
  for (let i = info.start; i < info.end; i++) {
    if (x.input.charCodeAt(i) === 0x40) {
      firstAt = i;
      break;
    }
  }
  return firstAt >= start && firstAt < x.offset ? { start, firstAt } : null;
}

/** An escape: RFC 1738/1808 `escape`, RFC 3986 `pct-encoded`. */
const isEscapeRule = (name: string) => name === 'escape' || name === 'pct-encoded';

/** In an RFC 3986 IPvFuture literal, past its "v". */
const inIPvFuture = (x: FailureContext) => {
  const s = x.startOf('IPvFuture');
  return s !== undefined && x.offset > s;
};

/** A ":" in the first segment of an RFC 3986 path-noscheme (looks back in the raw input for a "/"). */
const colonInFirstSegment = (x: FailureContext) => {
  const s = x.startOf('path-noscheme');
  return s !== undefined && x.ch === ':' && !x.input.slice(s, x.offset).includes('/');
};

/** A scheme rule has started, and cannot go on. */
const inScheme = (x: FailureContext) => x.innerName === 'scheme' || x.innerName === 'split-scheme';

/**
 * In a scheme, a character other than ":" inside what the record reads as the scheme (the text
 * before the first ":" that no "/", "?" or "#" precedes; or the scheme is the start rule): a
 * scheme with a bad character in it.
 */
const inSchemeBeforeColon = (x: FailureContext) => {
  if (!inScheme(x) || x.c < 0 || x.c === 0x3a) return false;
  if (x.stack[0]?.rule === x.innerName) return true;
  const scheme = record(x).scheme;
  return scheme !== null && scheme.end > x.offset;
};

/**
 * RFC 2396: a `rel_segment` that starts the input and fails at a ":" (a relative path's first
 * segment has no colon), where the text before it is no scheme: the first character of it that a
 * scheme cannot have (looks back in the raw input), or -1.
 */
function rfc2396SchemeBadChar(x: FailureContext): number {
  if (x.ch !== ':' || !x.stack.some((f) => f.rule === 'rel_segment' && f.rfc === 2396 && f.start === 0)) return -1;
  const text = x.input.slice(0, x.offset);
  if (!/^[A-Za-z]/.test(text)) return 0;
  const bad = text.search(/[^A-Za-z0-9+.-]/);
  return bad;
}

/** In an http (or https, RFC 2818 §2.4) hostport, with no hpath begun: where the hostport starts. */
const httpHostport = (x: FailureContext): number | undefined =>
  (x.inRule('httpurl') || x.inRule('httpsurl')) && !x.inRule('hpath') ? x.startOf('hostport') : undefined;

/** In a port, or right after a hostport's ":". */
const inPort = (x: FailureContext) => x.startOf('port') !== undefined || (x.innerName === 'hostport' && x.prev === ':');

/** In a host (or a hostport or login not yet in its host): where the host starts. */
const host = (x: FailureContext): { start: number; frame: ReportFrame | undefined } | null => x.once(hostFact);
function hostFact(x: FailureContext): { start: number; frame: ReportFrame | undefined } | null {
  const frame = x.stack.find((f) => HOSTNAME_FRAMES.has(f.rule));
  if (!frame && x.innerName !== 'hostport' && x.innerName !== 'login') return null;
  return { start: x.startOf('host') ?? frame?.start ?? x.startOf('hostport') ?? x.offset, frame };
}

/** The end of the input, or a delimiter that ends a host. */
const endsHost = (x: FailureContext) => x.c < 0 || DELIMS.includes(x.ch);

/**
 * The label just read ends the host and starts with a digit (looks back in the raw input to the
 * last "."): where the label starts, or -1.
 */
function digitToplabel(x: FailureContext, hostStart: number): number {
  if (!endsHost(x)) return -1;
  const labelStart = Math.max(x.input.lastIndexOf('.', x.offset - 1) + 1, hostStart);
  const label = x.input.slice(labelStart, x.offset);
  return labelStart < x.offset && /^[0-9][0-9A-Za-z-]*$/.test(label) ? labelStart : -1;
}

/**
 * The classifier: the first row whose `when` holds gives the code. Order matters: the most
 * specific context wins.
 * @internal
 */
export const CLASSIFIER: readonly ClassifierRow[] = [
  {
    when: (x) => x.input.length === 0,
    code: 'input.empty',
    pinned: '',
    why: 'nothing to parse: no grammar of ours accepts the empty input as a URL',
  },
  {
    when: (x) => paste(x)?.kind === 'whitespace',
    code: 'paste.whitespace',
    culprit: (x) => paste(x)!.start,
    pinned: ' http://example.com/',
    why: 'white space around the URL (looks at both ends of the raw input): a pasting mistake, named before what the grammar expected there',
  },
  {
    when: (x) => paste(x)?.kind === 'quotes',
    code: 'paste.quotes',
    culprit: (x) => paste(x)!.start,
    pinned: '\u201chttp://example.com/\u201d',
    why: 'quotation marks around the URL (looks at both ends of the raw input): a pasting mistake, not a missing scheme',
  },
  {
    when: (x) => paste(x)?.kind === 'brackets',
    code: 'paste.brackets',
    culprit: (x) => paste(x)!.start,
    pinned: { input: '<http://example.com/>', grammar: 'rfc3986' },
    why: 'angle brackets or parentheses around the URL, or a closing ")" it does not open (looks at both ends of the raw input): delimiters from the text around it',
  },
  {
    when: (x) => isTabOrNewline(x.ch),
    code: 'paste.tab-or-newline',
    pinned: 'http://example.com/a\nb',
    why: 'a tab or line break inside the URL: a URL wrapped across lines (RFC 3986 Appendix C: such white space is removed)',
  },
  {
    when: (x) => isEscapeRule(x.innerName) && x.inner!.start < x.offset && x.c < 0,
    code: 'escape.truncated',
    culprit: (x) => x.inner!.start,
    pinned: 'http://example.org/100%',
    why: 'inside an escape: "%" read, and the input ends before its two hex digits',
  },
  {
    when: (x) => isEscapeRule(x.innerName) && x.inner!.start < x.offset,
    code: 'escape.bad-hex',
    culprit: (x) => x.inner!.start,
    pinned: 'http://example.org/100%zz',
    why: 'inside an escape: "%" read, and a character that is not a hex digit follows',
  },
  {
    when: (x) => x.innerName === 'escaped' && x.inner!.rfc === 2396 && x.inner!.start < x.offset && x.c < 0,
    code: 'escape.truncated',
    culprit: (x) => x.inner!.start,
    pinned: { input: 'a%4', rule: 'URI-reference', rfc: 2396 },
    why: 'inside an RFC 2396 escape (`escaped`): "%" read, and the input ends before its two hex digits',
  },
  {
    when: (x) => x.innerName === 'escaped' && x.inner!.rfc === 2396 && x.inner!.start < x.offset,
    code: 'escape.bad-hex',
    culprit: (x) => x.inner!.start,
    pinned: { input: '%zz', rule: 'URI-reference', rfc: 2396 },
    why: 'inside an RFC 2396 escape (`escaped`): "%" read, and a character that is not a hex digit follows',
  },
  {
    when: (x) => x.cls === 'control',
    code: 'char.control',
    pinned: 'http://example.org/a\u0001b',
    why: 'no component allows a control character, so it is named as such wherever it stands',
  },
  {
    when: (x) => x.cls === 'non-ascii' && !inScheme(x) && (x.grammar === 'rfc3987' || ruleOfKey(x.grammar)?.rfc === 3987 || x.stack.some((f) => f.rfc === 3987)),
    code: 'iri.bad-char',
    pinned: { input: 'http://example.org/a\uD800b', grammar: 'rfc3987' },
    why: 'an IRI allows non-ASCII characters, so one it rejects is a character RFC 3987 excludes here (not "non-ASCII" as such)',
  },
  {
    when: (x) => inIPvFuture(x) && x.startOf('IP-literal') !== undefined && (x.c < 0 || '/?#'.includes(x.ch)),
    code: 'ipv6.unclosed',
    culprit: (x) => x.startOf('IP-literal')!,
    pinned: { input: '[v1.a/', rule: 'IP-literal', rfc: 3986 },
    why: 'the end, or a "/", "?" or "#", inside an RFC 3986 IPvFuture literal: the "[" was never closed',
  },
  {
    when: (x) => inIPvFuture(x) && x.cls !== 'space' && x.cls !== 'non-ascii' && x.c >= 0,
    code: 'ipvfuture.bad-char',
    pinned: { input: '[v1]', rule: 'IP-literal', rfc: 3986 },
    why: 'in an RFC 3986 IPvFuture literal, past its "v": a character the literal does not allow there (hex digits, then ".", then unreserved, sub-delims or ":")',
  },
  {
    when: colonInFirstSegment,
    code: 'path.colon-in-first-segment',
    pinned: { input: 'a:b', rule: 'relative-ref', rfc: 3986 },
    why: 'a ":" in the first segment of an RFC 3986 path-noscheme (a relative reference that would read as a scheme)',
  },
  {
    when: (x) => ipv6Literal(x) !== null && x.ch === '%',
    code: 'ipv6.zone-id',
    pinned: 'http://[fe80::1%eth0]/',
    why: 'a "%" in an IPv6 literal: a zone identifier, which neither RFC 2732 nor RFC 3986 has (RFC 6874 added them)',
  },
  {
    when: (x) => {
      const v6 = ipv6Literal(x);
      return v6 !== null && isHex(x.ch) && x.offset - 4 >= v6.addrStart && /^[0-9A-Fa-f]{4}$/.test(x.input.slice(x.offset - 4, x.offset));
    },
    code: 'ipv6.hex4-too-long',
    pinned: 'http://[12345::1]/',
    why: 'a fifth hex digit after four in an IPv6 literal (looks back in the raw input): hex4 is 1 to 4 digits',
  },
  {
    when: (x) => {
      const v6 = ipv6Literal(x);
      return v6 !== null && x.ch === ':' && x.prev === ':' && (x.input.slice(v6.addrStart, x.offset - 1).includes('::') || x.charAt(x.offset - 2) === ':');
    },
    code: 'ipv6.double-compression',
    pinned: 'http://[1::2::3]/',
    why: 'a second "::" (or ":::") in an IPv6 literal (looks back in the raw input): RFC 2373 allows one',
  },
  {
    when: (x) => {
      const v6 = ipv6Literal(x);
      return v6 !== null && v6.bracket !== undefined && (x.c < 0 || '/?#'.includes(x.ch));
    },
    code: 'ipv6.unclosed',
    culprit: (x) => ipv6Literal(x)!.bracket!,
    pinned: 'http://[::1/',
    why: 'the end, or a "/", "?" or "#", inside "[": the IPv6 literal was never closed',
  },
  {
    when: (x) => ipv6Literal(x) !== null && x.c < 0,
    code: 'input.unexpected-end',
    pinned: { input: '1:2:', rule: 'IPv6address', rfc: 2373 },
    why: 'an IPv6 address with no "[" (a bare address rule) ends too early',
  },
  {
    when: (x) => ipv6Literal(x) !== null && x.cls === 'space',
    code: 'char.space',
    pinned: 'http://[::1 ]/',
    why: 'a space in an IPv6 literal is a space first',
  },
  {
    when: (x) => ipv6Literal(x) !== null && x.cls === 'non-ascii',
    code: 'char.non-ascii',
    pinned: 'http://[::1é]/',
    why: 'a non-ASCII character in an IPv6 literal is non-ASCII first',
  },
  {
    when: (x) => ipv6Literal(x) !== null,
    code: 'ipv6.bad-char',
    pinned: 'http://[::g]/',
    why: 'any other character an IPv6 literal does not allow',
  },
  {
    when: (x) => inScheme(x) && /[A-Z]/.test(x.ch) && x.inner!.rfc === 1738,
    code: 'scheme.uppercase',
    pinned: 'HTTP://example.org/',
    why: 'an upper-case letter in an RFC 1738 scheme, whose BNF is lower case',
  },
  {
    when: (x) => inScheme(x) && x.offset === x.inner!.start && x.ch !== '' && !/[A-Za-z0-9]/.test(x.ch) && x.ch !== ':',
    code: 'scheme.missing',
    pinned: '/path',
    why: 'the first character cannot start a scheme: nothing of a scheme at all',
  },
  {
    when: (x) => inScheme(x) && x.input.startsWith('//', x.offset) && /^[A-Za-z][A-Za-z0-9+.-]*$/.test(x.input.slice(x.inner!.start, x.offset)),
    code: 'scheme.missing-colon',
    pinned: 'http//example.com',
    why: 'a scheme name read, then "//" where its ":" should be (looks ahead in the raw input for the "//")',
  },
  {
    when: (x) => inSchemeBeforeColon(x) && x.cls === 'space',
    code: 'char.space',
    pinned: 'ht tp://example.org/',
    why: 'a space inside a scheme that a colon follows is a space first',
  },
  {
    when: (x) => inSchemeBeforeColon(x) && x.cls === 'non-ascii',
    code: 'char.non-ascii',
    pinned: 'hté://example.org/',
    why: 'a non-ASCII character inside a scheme that a colon follows is non-ASCII first',
  },
  {
    when: inSchemeBeforeColon,
    code: 'scheme.bad-char',
    pinned: 'ht_tp://example.org/',
    why: 'a character a scheme does not allow, inside what the component record reads as the scheme (before the first ":"): a scheme with a bad character in it',
  },
  {
    when: inScheme,
    code: 'scheme.missing',
    culprit: (x) => x.inner!.start,
    pinned: 'www.example.org',
    why: 'a scheme has started and cannot go on, and no colon follows: there is no scheme',
  },
  {
    when: (x) => rfc2396SchemeBadChar(x) >= 0,
    code: 'scheme.bad-char',
    culprit: rfc2396SchemeBadChar,
    pinned: { input: '1http://a/', rule: 'URI-reference', rfc: 2396 },
    why: 'an RFC 2396 reference whose first path segment runs into a ":" (looks back in the raw input): a scheme was meant, and a character before the colon cannot be in one',
  },
  {
    when: (x) => {
      // The record's scheme starts the production, and at most one "/" follows its ":".
      if (!SCHEME_PRODUCTIONS.has(x.innerName)) return false;
      const scheme = record(x).scheme;
      if (scheme === null || scheme.start !== x.inner!.start || !/^[a-z]+$/.test(scheme.text)) return false;
      const read = x.offset - (scheme.end + 1);
      return read === 0 || (read === 1 && x.charAt(scheme.end + 1) === '/');
    },
    code: 'scheme.missing-slashes',
    pinned: 'http:example.org',
    why: 'a registered scheme and ":" (and at most one "/") read, and the scheme\'s "//" does not follow',
  },
  {
    when: (x) => {
      const hp = httpHostport(x);
      if (hp === undefined) return false;
      // The authority as the record reads it: user information (up to its last "@") in it.
      const { userinfo } = readAuthorityAt(x.input, hp);
      return userinfo !== null && (x.ch === '@' || x.ch === ':' || userinfo.end >= x.offset);
    },
    code: 'http.userinfo',
    culprit: (x) => httpHostport(x)!,
    pinned: 'http://user@example.org/',
    why: 'user information in an http authority (the component record\'s, up to its last "@"): RFC 1738 http URLs have none',
  },
  {
    when: (x) => secondAt(x) !== null,
    code: 'userinfo.unescaped-at',
    culprit: (x) => secondAt(x)!.firstAt,
    pinned: 'ftp://user:p@ss@host/',
    why: 'a second "@" in an authority (the first is in the component record\'s user information): the first "@" ended the user information too early, so an "@" inside it must be escaped',
  },
  {
    when: (x) => {
      const hp = httpHostport(x);
      return hp !== undefined && x.ch === '?' && x.offset > hp;
    },
    code: 'http.query-without-path',
    pinned: 'http://example.org?q=1',
    why: 'a "?" right after an http hostport: RFC 1738 http needs "/" before the search',
  },
  {
    when: (x) => inPort(x) && x.prev === ':' && (x.startOf('port') === undefined || x.startOf('port') === x.offset),
    code: 'port.empty',
    culprit: (x) => x.offset - 1,
    pinned: 'http://example.org:/',
    why: 'a ":" after the host with no digit after it',
  },
  {
    when: inPort,
    code: 'port.bad-char',
    pinned: 'http://example.org:8a/',
    why: 'a port has started (or its ":" was read), and a character that is not a digit follows',
  },
  {
    when: (x) => host(x) !== null && x.cls === 'non-ascii',
    code: 'host.non-ascii',
    pinned: 'http://bücher.example/',
    why: 'a non-ASCII character in a host: RFC 1738 host names are ASCII (IDNA is the way)',
  },
  {
    when: (x) => host(x)?.frame?.rfc === 3986 && x.c >= 0 && x.cls !== 'space',
    code: 'reg-name.bad-char',
    pinned: { input: 'a<b', rule: 'host', rfc: 3986 },
    why: 'a character an RFC 3986 host does not allow (a reg-name is unreserved, pct-encoded and sub-delims; the label rules of RFC 1738 do not apply)',
  },
  {
    when: (x) => {
      const h = host(x);
      return h !== null && x.offset === h.start && endsHost(x);
    },
    code: 'host.empty',
    pinned: 'http:///path',
    why: 'the end or a delimiter where the host starts: an empty host',
  },
  {
    when: (x) => host(x) !== null && x.prev === '.' && (endsHost(x) || x.ch === '.'),
    code: 'host.empty-label',
    culprit: (x) => x.offset - 1,
    pinned: 'http://www.example.org./',
    why: 'a "." followed by the end of the host or another ".": an empty label',
  },
  {
    when: (x) => host(x) !== null && x.prev === '-' && (x.innerName === 'domainlabel' || x.innerName === 'toplabel'),
    code: 'host.label-edge-hyphen',
    culprit: (x) => x.offset - 1,
    pinned: 'http://my-.example.org/',
    why: 'a label ends with "-" (known bad at the character after it)',
  },
  {
    when: (x) => {
      const h = host(x);
      return h !== null && x.ch === '-' && (x.prev === '.' || x.offset === h.start);
    },
    code: 'host.label-edge-hyphen',
    pinned: 'http://-a.example.org/',
    why: 'a label starts with "-"',
  },
  {
    when: (x) => {
      const h = host(x);
      return h !== null && digitToplabel(x, h.start) >= 0;
    },
    code: 'host.toplabel-digit',
    culprit: (x) => digitToplabel(x, host(x)!.start),
    pinned: 'http://example.123/',
    why: 'the host ends with a label that starts with a digit (looks back in the raw input to the last "."): a toplabel starts with a letter',
  },
  {
    when: (x) => host(x) !== null && x.innerName === 'toplabel' && x.offset === x.inner!.start && /[0-9]/.test(x.ch),
    code: 'host.toplabel-digit',
    pinned: { input: '1a', rule: 'toplabel', rfc: 1738 },
    why: 'a digit where a toplabel starts (the toplabel rule parsed alone: in a host, the row before reads the whole label)',
  },
  {
    when: (x) => host(x) !== null && x.cls === 'space',
    code: 'char.space',
    pinned: 'http://www.exa mple.org/',
    why: 'a space in a host is a space first',
  },
  {
    when: (x) => host(x)?.frame !== undefined && x.c >= 0,
    code: 'host.bad-char',
    pinned: 'http://exa_mple.org/',
    why: 'any other character a host name does not allow (letters, digits, "-" and "." only)',
  },
  {
    when: (x) => x.innerName === 'ftptype' || (x.inRule('ftpurl') && x.expected.has('"A"') && x.expected.has('"d"')),
    code: 'ftp.bad-type',
    pinned: 'ftp://host/file;type=x',
    why: 'in an ftp ";type=" code (the ftptype rule, or where its letters are what is expected): the code is a, i or d',
  },
  {
    when: (x) => {
      if (x.ch !== '#') return false;
      if (x.innerName === 'fragment') return true;
      // A second "#": the record's fragment (after the first "#") started before the failure.
      const fragment = record(x).fragment;
      return fragment !== null && fragment.start <= x.offset && x.expected.has('end of input');
    },
    code: 'fragment.second-hash',
    pinned: 'http://example.org/#a#b',
    why: 'a "#" in a fragment, or after an earlier "#" (the component record\'s fragment has begun) where only the end may come',
  },
  {
    when: (x) => x.ch === '%' && /^%[0-9A-Fa-f]{2}/.test(x.input.slice(x.offset)),
    code: 'escape.not-allowed',
    pinned: 'nntp://news.example.org/comp%2Elang',
    why: 'a well-formed escape (looks ahead in the raw input) where the production allows none',
  },
  { when: (x) => x.cls === 'end', code: 'input.unexpected-end', pinned: 'nntp://host/', why: 'the input ends where the grammar needs more' },
  { when: (x) => x.cls === 'space', code: 'char.space', pinned: 'http://example.org/a b', why: 'a space, which must be escaped as %20' },
  { when: (x) => x.cls === 'non-ascii', code: 'char.non-ascii', pinned: 'http://example.org/café', why: 'a non-ASCII character, which must be UTF-8 escaped' },
  { when: (x) => x.cls === 'unsafe', code: 'char.unsafe', pinned: 'http://example.org/a{b}', why: 'an RFC 1738 §2.2 unsafe character (national or punctuation; RFC 2396 §2.4.3 excludes the same, and RFC 3986 has none of them outside its delimiters), which must be escaped' },
  { when: () => true, code: 'syntax.unexpected-char', pinned: 'nntp://host/group/12a', why: 'any other character the grammar does not allow here' },
];

/**
 * The row that classifies a failure: the first whose `when` holds.
 * @internal
 */
export function classify(x: FailureContext): ClassifierRow {
  for (const row of CLASSIFIER) if (row.when(x)) return row;
  // The last row always holds.
  throw new Error('unreachable: the classifier has no catch-all row');
}
