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
 * in test/no-rescan.test.ts. The facts about the input that rows share with the fix-its of
 * actions.ts (the mistakes people make, read from the record) are in facts.ts.
 */
// RFC 1738's character classes: its unsafe characters (national, punctuation) are classified under every grammar.
import '../../grammar/obsoleted/rfc1738-classes.js';
import { charsetOf, lookup, matches, readsTo, ruleNames, ruleOfKey, schemePrefixRules } from '../../grammar/index.js';
import { citedGrammar } from './wording.js';
import type { ErrorCode } from './codes.js';
import { AUTHORITY_MARK, MARK, MARK_TEXT, authorityIn, readComponents, readHead, type RecordHead, type URLComponents } from '../record/index.js';
import { isTabOrNewline, markdownLink, pasteCulprit, pasteView, type PasteArtefact } from './paste.js';
import type { Chars } from './text.js';
import { SCHEME_3986_RULE, WELL_KNOWN_SCHEMES, confusableAt, doubledSchemeAt, isDigitCode, portBadAt, proseAfterHost, unbracketedIPv6, windowsPath } from './facts.js';

export type { Chars };
import type { ReportFrame } from './types.js';

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
  /** The whole text (in allErrors' recovery, built from its pieces when first read: rows that can, read `window`). */
  readonly input: string;
  /**
   * A prefix of the text that holds every character up to the failure and at least
   * `WINDOW_MARGIN` after it (or the whole text): what a row reads near the failure.
   */
  readonly window: string;
  /** The length of the text. */
  readonly length: number;
  /** The text, read where asked: what the facts that read far from the failure read. */
  readonly chars: Chars;
  /** The text's component record (`readComponents` of it), once. */
  components(): URLComponents;
  /** The record, where a row has read it (else undefined: nothing reads it for that). */
  recordRead(): URLComponents | undefined;
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


/**
 * The text a failure is read in: all of it, or (in allErrors' recovery, where each round's text is
 * the input with its repairs made, held as pieces) a window of it and the means to read the rest.
 * @internal
 */
export interface FailureText {
  /** A prefix of the text: all of it, or at least `WINDOW_MARGIN` characters past the failure. */
  readonly window: string;
  /** The text's length. */
  readonly length: number;
  /** The whole text. */
  full(): string;
  /** The text, read where asked (the whole text's characters, without building it). */
  readonly chars: Chars;
  /** The text's component record (`readComponents` of it). */
  record(): URLComponents;
}

/**
 * How far past the failure a window reaches at least: further than any row reads ahead of the
 * failure, and than any lookahead of the grammars reads (a scheme name and its ":").
 * @internal
 */
export const WINDOW_MARGIN = 64;

/** A whole string as a failure's text. @internal */
export const wholeText = (input: string): FailureText => ({ window: input, length: input.length, full: () => input, chars: input, record: () => readComponents(input) });

class Failure implements FailureContext {
  readonly c: number;
  readonly ch: string;
  readonly prev: string;
  readonly cls: CharClass;
  readonly inner: ReportFrame | undefined;
  readonly innerName: string;
  readonly window: string;
  readonly length: number;
  readonly chars: Chars;
  /** The facts computed, each followed by its value. */
  private facts: unknown[] | null = null;
  /** The expected terminals: the set made of the groups' terminals, when first read. */
  private expectedSet: ReadonlySet<string> | undefined;
  /** The record, once a row has read it. */
  private record: URLComponents | undefined;

  constructor(
    private readonly text: FailureText,
    readonly grammar: string,
    readonly offset: number,
    readonly stack: readonly ReportFrame[],
    private readonly groups: ReadonlyArray<{ readonly terminals: readonly string[] }>,
  ) {
    const w = (this.window = text.window);
    this.length = text.length;
    this.chars = text.chars;
    this.c = offset < w.length ? w.codePointAt(offset)! : offset < text.length ? text.full().codePointAt(offset)! : -1;
    this.ch = this.c >= 0 ? String.fromCodePoint(this.c) : '';
    this.prev = offset > 0 ? w[offset - 1]! : '';
    this.cls = charClass(this.c);
    this.inner = stack[stack.length - 1];
    this.innerName = this.inner?.rule ?? '';
  }

  get input(): string {
    return this.text.full();
  }

  get expected(): ReadonlySet<string> {
    // (Few rows read it: the set of every group's terminals is made only for those.)
    if (this.expectedSet === undefined) {
      const all = new Set<string>();
      for (const g of this.groups) for (const t of g.terminals) all.add(t);
      this.expectedSet = all;
    }
    return this.expectedSet;
  }

  components(): URLComponents {
    return (this.record ??= this.text.record());
  }

  inRule(rule: string): boolean {
    // (A stack is a few frames: a loop, not a set made per failure.)
    const stack = this.stack;
    for (let i = 0; i < stack.length; i++) if (stack[i]!.rule === rule) return true;
    return false;
  }

  startOf(rule: string): number | undefined {
    for (let i = this.stack.length - 1; i >= 0; i--) if (this.stack[i]!.rule === rule) return this.stack[i]!.start;
    return undefined;
  }

  charAt(offset: number): string {
    return offset < 0 || offset >= this.length ? '' : offset < this.window.length ? this.window[offset]! : this.chars.slice(offset, offset + 1);
  }

  once<T>(fact: (x: FailureContext) => T): T {
    // (A few facts a failure: found in a list, not a map made per failure.)
    const facts = (this.facts ??= []);
    for (let k = 0; k < facts.length; k += 2) if (facts[k] === fact) return facts[k + 1] as T;
    const v = fact(this);
    facts.push(fact, v);
    return v;
  }

  /** The record, where a row has read it. */
  recordRead(): URLComponents | undefined {
    return this.record;
  }
}

/**
 * The context of a failure at `offset` of `text` (a string, or a text read through a window) with
 * rule stack `stack`, expecting the terminals of `groups` (a report's `expected`, grouped by rule:
 * the set of them all is made when a row first reads `expected`).
 * @internal
 */
export function failureContext(
  text: string | FailureText,
  grammar: string,
  offset: number,
  stack: readonly ReportFrame[],
  groups: ReadonlyArray<{ readonly terminals: readonly string[] }>,
): FailureContext {
  return new Failure(typeof text === 'string' ? wholeText(text) : text, grammar, offset, stack, groups);
}

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
const IPV6_RULES = ruleNames('IPV6_RULES', ['ipv6reference', 'IPv6address', 'IPv6prefix', 'hexpart', 'hexseq', 'hex4', 'IP-literal', 'ls32', 'h16', 'valid-IPv6-address-string']);
/** The rules that open an IPv6 literal with "[": RFC 2732 and RFC 3986. */
const bracketOf = (x: FailureContext) => x.startOf('ipv6reference') ?? x.startOf('IP-literal') ?? whatwgBracket(x);
/** The "[" before the URL Standard's IPv6 address string (its host-string rule reads the brackets). */
const whatwgBracket = (x: FailureContext): number | undefined => {
  const s = x.startOf('valid-IPv6-address-string');
  return s !== undefined && s > 0 && x.charAt(s - 1) === MARK_TEXT.literalOpen ? s - 1 : undefined;
};
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
  if (x.inRule('IPv6prefix') && x.window.lastIndexOf('/', x.offset - 1) >= v6.start) return null;
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
const record = (x: FailureContext): URLComponents => x.components();
/**
 * The record's scheme and authority (what the Windows-path and unbracketed-IPv6 rows read of it):
 * of a text read through a window (a round of allErrors' recovery), read from the window where it
 * holds them (`readHead`: a round at a "?" of a long text reads its first characters, not the
 * record of all of it, which a round's report does not keep); of a whole text, the record, which
 * its report keeps as its `components`.
 */
const head = (x: FailureContext): RecordHead => x.once(headFact);
const headFact = (x: FailureContext): RecordHead => x.recordRead() ?? (x.window.length < x.length ? readHead(x.window, x.length) : null) ?? record(x);

/** The pasting artefact (white space, quotation marks, brackets around the URL) that explains the failure, if any. */
const paste = (x: FailureContext): PasteArtefact | null => x.once(pasteFact);
const pasteFact = (x: FailureContext): PasteArtefact | null => pasteCulprit(pasteView(x.chars), x.offset);

/**
 * The failure is at an "@" of the authority (the record's), and the authority holds an "@" before
 * it: where the authority starts and where its first "@" is (the user information, which ends at
 * the authority's last "@", holds every "@" but that one).
 */
function secondAt(x: FailureContext): { start: number; firstAt: number } | null {
  if (x.ch !== '@') return null;
  const start = x.startOf('login') ?? x.startOf('authority') ?? x.startOf('iauthority');
  if (start === undefined) return null;
  const info = authorityIn(record(x), start, () => x.input).userinfo;
  if (info === null) return null;
  let firstAt = info.end; // the last "@", unless one comes before it
  for (let i = info.start; i < info.end; i++) {
    if (x.chars.charCodeAt(i) === MARK.userinfo) {
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
  return s !== undefined && x.ch === ':' && !x.window.slice(s, x.offset).includes('/');
};

/** A scheme rule has started, and cannot go on. */
const inScheme = (x: FailureContext) => x.innerName === 'scheme' || x.innerName === 'split-scheme';

/**
 * In a scheme, a character other than ":" inside what the record reads as the scheme (the text
 * before the first ":" that no "/", "?" or "#" precedes; or the scheme is the start rule): a
 * scheme with a bad character in it.
 */
const inSchemeBeforeColon = (x: FailureContext) => {
  if (!inScheme(x) || x.c < 0 || x.c === MARK.scheme) return false;
  if (x.stack[0]?.rule === x.innerName) return true;
  const scheme = record(x).scheme;
  return scheme !== null && scheme.end > x.offset;
};

/**
 * RFC 2396: a `rel_segment` that starts the input and fails at a ":" (a relative path's first
 * segment has no colon), where the text before it is no scheme: the first character of it that
 * RFC 2396's `scheme` does not read, or -1.
 */
function rfc2396SchemeBadChar(x: FailureContext): number {
  if (x.ch !== ':' || !x.stack.some((f) => f.rule === 'rel_segment' && f.rfc === 2396 && f.start === 0)) return -1;
  // How far RFC 2396's own `scheme` reads the text before the ":" (none of it: its first character).
  const text = x.window.slice(0, x.offset);
  const end = readsTo(SCHEME_2396, text, 0);
  return end < 0 ? 0 : end === text.length ? -1 : end;
}

/** RFC 2396 §3.1 `scheme`, the rule of the grammar at hand where `rfc2396SchemeBadChar` asks. */
const SCHEME_2396 = { rfc: 2396, name: 'scheme' } as const;

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
  const labelStart = Math.max(x.window.lastIndexOf('.', x.offset - 1) + 1, hostStart);
  const label = x.window.slice(labelStart, x.offset);
  return labelStart < x.offset && /^[0-9][0-9A-Za-z-]*$/.test(label) ? labelStart : -1;
}

const doubledScheme = (x: FailureContext): number | null => x.once(doubledSchemeFact);
const doubledSchemeFact = (x: FailureContext): number | null => {
  const at = doubledSchemeAt(x.chars, record(x));
  return at !== null && x.offset > at ? at : null;
};
const ipv6Bare = (x: FailureContext) => x.once(ipv6BareFact);
const ipv6BareFact = (x: FailureContext) => {
  const v = unbracketedIPv6(x.chars, head(x));
  return v !== null && x.offset >= v.start ? v : null;
};
const winPath = (x: FailureContext) => x.once(winPathFact);
const winPathFact = (x: FailureContext) => windowsPath(x.chars, () => head(x));
/** In an authority, by the rule stack or the component record: the failure lies inside the record's authority. */
const inAuthority = (x: FailureContext) => {
  if (host(x) !== null || x.inRule('authority') || x.inRule('iauthority') || x.inRule('userinfo') || x.inRule('iuserinfo')) return true;
  const a = record(x).authority;
  return a !== null && x.offset >= a.start && x.offset < a.end;
};
const confusable = (x: FailureContext): string | null => (x.cls === 'non-ascii' ? confusableAt(x.window, record(x), x.offset, inScheme(x), inAuthority(x)) : null);
/** The failure is in the record's user information (before the authority's last "@"). */
const inUserinfo = (x: FailureContext) => {
  const u = record(x).userinfo;
  return u !== null && x.offset >= u.start && x.offset < u.end;
};

/**
 * The classifier: the first row whose `when` holds gives the code. Order matters: the most
 * specific context wins. Each row's pinned input and reason are in `classify-why.ts`, row for row
 * (documentation, which the library does not carry).
 * @internal
 */
export const CLASSIFIER: readonly ClassifierRow[] = [
  {
    when: (x) => x.length === 0,
    code: 'input.empty',
  },
  {
    when: (x) => paste(x)?.kind === 'whitespace',
    code: 'paste.whitespace',
    culprit: (x) => paste(x)!.start,
  },
  {
    when: (x) => paste(x)?.kind === 'quotes',
    code: 'paste.quotes',
    culprit: (x) => paste(x)!.start,
  },
  {
    when: (x) => paste(x)?.kind === 'brackets',
    code: 'paste.brackets',
    culprit: (x) => paste(x)!.start,
  },
  {
    when: (x) => isTabOrNewline(x.ch),
    code: 'paste.tab-or-newline',
  },
  {
    when: (x) => markdownLink(x.chars) !== null,
    code: 'paste.markdown-link',
    culprit: () => 0,
  },
  {
    when: (x) => (x.ch === ',' || x.ch === ';') && x.length > 1 && (x.offset === 0 || x.offset === x.length - 1),
    code: 'paste.separator',
  },
  {
    when: (x) => winPath(x) !== null,
    code: 'file.windows-path',
    culprit: (x) => winPath(x)!.culprit,
  },
  {
    when: (x) => x.ch === '\\' && (x.charAt(x.offset + 1) === '/' || x.charAt(x.offset + 1) === ':'),
    code: 'paste.backslash-escape',
  },
  {
    when: (x) => isEscapeRule(x.innerName) && x.inner!.start < x.offset && x.c < 0,
    code: 'escape.truncated',
    culprit: (x) => x.inner!.start,
  },
  {
    when: (x) => isEscapeRule(x.innerName) && x.inner!.start < x.offset,
    code: 'escape.bad-hex',
    culprit: (x) => x.inner!.start,
  },
  {
    when: (x) => x.innerName === 'escaped' && x.inner!.rfc === 2396 && x.inner!.start < x.offset && x.c < 0,
    code: 'escape.truncated',
    culprit: (x) => x.inner!.start,
  },
  {
    when: (x) => x.innerName === 'escaped' && x.inner!.rfc === 2396 && x.inner!.start < x.offset,
    code: 'escape.bad-hex',
    culprit: (x) => x.inner!.start,
  },
  {
    when: (x) => x.cls === 'non-ascii' && proseAfterHost(x.window, x.offset) && host(x) !== null,
    code: 'paste.trailing-text',
  },
  {
    when: (x) => confusable(x) !== null,
    code: 'char.confusable',
  },
  {
    when: (x) => x.cls === 'control',
    code: 'char.control',
  },
  {
    when: (x) => x.cls === 'non-ascii' && !inScheme(x) && (x.grammar === 'rfc3987' || ruleOfKey(x.grammar)?.rfc === 3987 || x.stack.some((f) => f.rfc === 3987)),
    code: 'iri.bad-char',
  },
  {
    when: (x) => inIPvFuture(x) && x.startOf('IP-literal') !== undefined && (x.c < 0 || '/?#'.includes(x.ch)),
    code: 'ipv6.unclosed',
    culprit: (x) => x.startOf('IP-literal')!,
  },
  {
    when: (x) => inIPvFuture(x) && x.cls !== 'space' && x.cls !== 'non-ascii' && x.c >= 0,
    code: 'ipvfuture.bad-char',
  },
  {
    when: colonInFirstSegment,
    code: 'path.colon-in-first-segment',
  },
  {
    when: (x) => ipv6Bare(x) !== null && ipv6Literal(x) === null,
    code: 'ipv6.unbracketed',
    culprit: (x) => ipv6Bare(x)!.start,
  },
  {
    when: (x) => ipv6Literal(x) !== null && x.ch === '%',
    code: 'ipv6.zone-id',
  },
  {
    when: (x) => {
      const v6 = ipv6Literal(x);
      return v6 !== null && isHex(x.ch) && x.offset - 4 >= v6.addrStart && /^[0-9A-Fa-f]{4}$/.test(x.window.slice(x.offset - 4, x.offset));
    },
    code: 'ipv6.hex4-too-long',
  },
  {
    when: (x) => {
      const v6 = ipv6Literal(x);
      return v6 !== null && x.ch === ':' && x.prev === ':' && (x.window.slice(v6.addrStart, x.offset - 1).includes('::') || x.charAt(x.offset - 2) === ':');
    },
    code: 'ipv6.double-compression',
  },
  {
    when: (x) => {
      const v6 = ipv6Literal(x);
      return v6 !== null && v6.bracket !== undefined && (x.c < 0 || '/?#'.includes(x.ch));
    },
    code: 'ipv6.unclosed',
    culprit: (x) => ipv6Literal(x)!.bracket!,
  },
  {
    when: (x) => ipv6Literal(x) !== null && x.c < 0,
    code: 'input.unexpected-end',
  },
  {
    when: (x) => ipv6Literal(x) !== null && x.cls === 'space',
    code: 'char.space',
  },
  {
    when: (x) => ipv6Literal(x) !== null && x.cls === 'non-ascii',
    code: 'char.non-ascii',
  },
  {
    when: (x) => ipv6Literal(x) !== null,
    code: 'ipv6.bad-char',
  },
  {
    when: (x) => inScheme(x) && /[A-Z]/.test(x.ch) && x.inner!.rfc === 1738,
    code: 'scheme.uppercase',
  },
  {
    when: (x) => inScheme(x) && x.offset === x.inner!.start && x.ch !== '' && !/[A-Za-z0-9]/.test(x.ch) && x.ch !== ':',
    code: 'scheme.missing',
  },
  {
    when: (x) => inScheme(x) && x.offset === x.inner!.start && isDigitCode(x.c) && /^[0-9]+(?:\.[0-9]+)+$/.test(record(x).scheme?.text ?? ''),
    code: 'scheme.missing',
  },
  {
    when: (x) => inScheme(x) && x.window.startsWith(AUTHORITY_MARK, x.offset) && matches(SCHEME_3986_RULE, x.window.slice(x.inner!.start, x.offset)),
    code: 'scheme.missing-colon',
  },
  {
    when: (x) => inScheme(x) && x.ch === ';' && WELL_KNOWN_SCHEMES.has(x.window.slice(x.inner!.start, x.offset).toLowerCase()),
    code: 'scheme.missing-colon',
  },
  {
    when: (x) => inSchemeBeforeColon(x) && x.cls === 'space',
    code: 'char.space',
  },
  {
    when: (x) => inSchemeBeforeColon(x) && x.cls === 'non-ascii',
    code: 'char.non-ascii',
  },
  {
    when: inSchemeBeforeColon,
    code: 'scheme.bad-char',
  },
  {
    when: inScheme,
    code: 'scheme.missing',
    culprit: (x) => x.inner!.start,
  },
  {
    when: (x) => rfc2396SchemeBadChar(x) >= 0,
    code: 'scheme.bad-char',
    culprit: rfc2396SchemeBadChar,
  },
  {
    when: (x) => {
      // The record's scheme starts the production, and at most one "/" follows its ":".
      if (!SCHEME_PRODUCTIONS.has(x.innerName)) return false;
      const scheme = record(x).scheme;
      if (scheme === null || scheme.start !== x.inner!.start || !/^[a-z]+$/.test(scheme.text)) return false;
      const read = x.offset - (scheme.end + 1);
      return read === 0 || (read === 1 && x.charAt(scheme.end + 1) === AUTHORITY_MARK.slice(0, 1));
    },
    code: 'scheme.missing-slashes',
  },
  {
    when: (x) => {
      // The URL Standard's special schemes: its writing grammar wants "//" and a host after the ":".
      if (citedGrammar(x.grammar) !== 'whatwg' || x.innerName !== 'scheme-relative-special-URL-string') return false;
      const scheme = record(x).scheme;
      if (scheme === null) return false;
      const read = x.offset - (scheme.end + 1);
      return read === 0 || (read === 1 && x.charAt(scheme.end + 1) === AUTHORITY_MARK.slice(0, 1));
    },
    code: 'scheme.missing-slashes',
  },
  {
    when: (x) => doubledScheme(x) !== null,
    code: 'scheme.doubled',
    culprit: (x) => doubledScheme(x)!,
  },
  {
    when: (x) => {
      const hp = httpHostport(x);
      if (hp === undefined) return false;
      // The authority as the record reads it: user information (up to its last "@") in it.
      const { userinfo } = authorityIn(record(x), hp, () => x.input);
      return userinfo !== null && (x.ch === '@' || x.ch === ':' || userinfo.end >= x.offset);
    },
    code: 'http.userinfo',
    culprit: (x) => httpHostport(x)!,
  },
  {
    when: (x) => {
      // Under the URL Standard's writing grammar, which has no credentials: the failure is in the
      // record's user information, or at the "@" that ends it.
      if (citedGrammar(x.grammar) !== 'whatwg') return false;
      const info = record(x).userinfo;
      return info !== null && x.offset >= info.start && x.offset <= info.end;
    },
    code: 'userinfo.not-allowed',
    culprit: (x) => record(x).userinfo!.start,
  },
  {
    when: (x) => secondAt(x) !== null,
    code: 'userinfo.unescaped-at',
    culprit: (x) => secondAt(x)!.firstAt,
  },
  {
    when: (x) => {
      const hp = httpHostport(x);
      return hp !== undefined && x.ch === '?' && x.offset > hp;
    },
    code: 'http.query-without-path',
  },
  {
    when: (x) => inPort(x) && x.prev === ':' && (x.startOf('port') === undefined || x.startOf('port') === x.offset),
    code: 'port.empty',
    culprit: (x) => x.offset - 1,
  },
  {
    when: inPort,
    code: 'port.bad-char',
  },
  {
    when: (x) => {
      const rec = record(x);
      const at = portBadAt(rec, x.chars);
      return at >= 0 && rec.authority !== null && x.offset >= at && x.offset <= rec.authority.end && inAuthority(x);
    },
    code: 'port.bad-char',
    culprit: (x) => portBadAt(record(x), x.chars),
  },
  {
    when: (x) => x.cls === 'unsafe' && inUserinfo(x),
    code: 'char.unsafe',
  },
  {
    when: (x) => x.ch === '\\' && host(x) !== null,
    code: 'char.unsafe',
  },
  {
    when: (x) => host(x) !== null && x.cls === 'non-ascii',
    code: 'host.non-ascii',
  },
  {
    when: (x) => host(x)?.frame?.rfc === 3986 && x.c >= 0 && x.cls !== 'space',
    code: 'reg-name.bad-char',
  },
  {
    when: (x) => {
      const h = host(x);
      return h !== null && x.offset === h.start && endsHost(x);
    },
    code: 'host.empty',
  },
  {
    when: (x) => host(x) !== null && x.prev === '.' && (endsHost(x) || x.ch === '.'),
    code: 'host.empty-label',
    culprit: (x) => x.offset - 1,
  },
  {
    when: (x) => host(x) !== null && x.prev === '-' && (x.innerName === 'domainlabel' || x.innerName === 'toplabel'),
    code: 'host.label-edge-hyphen',
    culprit: (x) => x.offset - 1,
  },
  {
    when: (x) => {
      const h = host(x);
      return h !== null && x.ch === '-' && (x.prev === '.' || x.offset === h.start);
    },
    code: 'host.label-edge-hyphen',
  },
  {
    when: (x) => {
      const h = host(x);
      return h !== null && digitToplabel(x, h.start) >= 0;
    },
    code: 'host.toplabel-digit',
    culprit: (x) => digitToplabel(x, host(x)!.start),
  },
  {
    when: (x) => host(x) !== null && x.innerName === 'toplabel' && x.offset === x.inner!.start && /[0-9]/.test(x.ch),
    code: 'host.toplabel-digit',
  },
  {
    when: (x) => host(x) !== null && x.cls === 'space',
    code: 'char.space',
  },
  {
    when: (x) => host(x)?.frame !== undefined && x.c >= 0,
    code: 'host.bad-char',
  },
  {
    when: (x) => x.innerName === 'ftptype' || (x.inRule('ftpurl') && x.expected.has('"A"') && x.expected.has('"d"')),
    code: 'ftp.bad-type',
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
  },
  {
    when: (x) => x.ch === '%' && /^%[0-9A-Fa-f]{2}/.test(x.window.slice(x.offset, x.offset + 3)),
    code: 'escape.not-allowed',
  },
  { when: (x) => x.cls === 'end', code: 'input.unexpected-end' },
  { when: (x) => x.cls === 'space', code: 'char.space' },
  { when: (x) => x.cls === 'non-ascii', code: 'char.non-ascii' },
  { when: (x) => x.cls === 'unsafe', code: 'char.unsafe' },
  { when: () => true, code: 'syntax.unexpected-char' },
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
