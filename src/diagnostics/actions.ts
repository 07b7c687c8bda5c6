/**
 * What each error code does, one record per code (rust-url's `ParseError` table is the model): the
 * report's hint, the fix-it candidates, the label of the caret under a culprit, and how `allErrors`
 * repairs the input to read on. `codes.ts` holds what each code *is* (its kind, summary, offset,
 * example: the public, documented data); this table holds what the diagnostics *do* with it, and
 * `hintsFor`, `candidates`, `culpritLabel` and `repairsByFix` are lookups into it. Every code has
 * an entry (the mapped type says so at compile time); a code with no hint or no fix says why in
 * `actions-why.ts` (documentation, which the library does not carry), as every code's fix level does.
 */
import { AUTHORITY_MARK, MARK, MARK_TEXT, authorityIn, keepsSplit, readComponents, readHead, type RecordHead, type URLComponents } from '../record/index.js';
import { idnaToASCII } from '../../base/idna.js';
import { percentEncodeUTF8 } from '../../base/percent.js';
import { WORK, isSpecialScheme, ruleNames } from '../../grammar/index.js';
import { invisibleName } from './chars.js';
import type { ErrorCode, HintCode } from './codes.js';
import { citedGrammar } from './wording.js';
import { applyEdits, joinAdjacent, type Applicability, type Candidate, type FixEdit, type FixSubject } from './fixes.js';
import { isTabOrNewline, markdownLink, pasteView, pasteWhat } from './paste.js';
import { runEdits, skipWhile, type Chars } from './text.js';
import { AUTHORITY_SCHEMES, WELL_KNOWN_SCHEMES, confusableDelimiter, doubledSchemeAt, escapingBackslashes, unbracketedIPv6, windowsPath } from './facts.js';

/** What a hint is read from: the input and where the report points, in the grammar's words. */
export interface HintContext {
  readonly input: string;
  readonly grammar: string;
  readonly offset: number;
  readonly trace: ReadonlyArray<{ readonly rule: string; readonly start: number }>;
  /** The code point at `offset` (-1 at the end). */
  readonly c: number;
  /** That code point as a string ('' at the end). */
  readonly ch: string;
  /** Adds a hint. */
  readonly add: (code: HintCode, message: string) => void;
}

/** What a fix's candidates are read from, and how they are given. */
export interface FixContext {
  readonly s: FixSubject;
  /** The input (built when first read, where the subject's is a repaired text's characters). */
  readonly input: string;
  /** Where the fix edits: the culprit, or the furthest failure. */
  readonly at: number;
  /** The character there ('' at the end). */
  readonly ch: string;
  /** The input's components (RFC 3986 Appendix B read into the authority). */
  readonly rec: URLComponents;
  /**
   * Their scheme and authority with its parts (the same spans): in a report's fixes, `rec`; in a
   * repair of allErrors' recovery, read from the text's first characters where they hold them
   * (`readHead`), not the record of a long text, which a round does not keep.
   */
  readonly head: RecordHead;
  /**
   * The edits that write each run of a unit: an edit a run (`runEdits`, a report's fixes), or one
   * edit of their span (`spanEdits`, allErrors' repairs, which read the text and not the edits).
   */
  readonly runs: typeof runEdits;
  /** A candidate of the edits given, at the code's level (`level` of its entry). */
  readonly add: (message: string, ...edits: FixEdit[]) => void;
  /** A candidate of many edits (no spread arguments), each run of adjacent ones made one, at the code's level. */
  readonly addAll: (message: string, edits: readonly FixEdit[]) => void;
  /** A candidate at another level than the code's (where the code's entry says when). */
  readonly addAs: (level: Applicability, message: string, ...edits: FixEdit[]) => void;
  /** `addAll` at another level than the code's. */
  readonly addAllAs: (level: Applicability, message: string, edits: readonly FixEdit[]) => void;
}

/** No hint, or no fix, and why. */
export interface None {
  readonly none: true;
}

/**
 * No hint, or no fix: the entry says only that. Why, and why a code's fixes have their level, is
 * documentation (docs/errors.md prints it), kept in `actions-why.ts` beside this table so that the
 * library does not carry the text (the bundles of `parseURL` do not read it).
 */
export const NONE: None = Object.freeze({ none: true });

/** What one code does. */
export type CodeActions = CodeActionsBase & (
  | {
      /** The fix-it candidates (each checked by parsing again afterwards). */
      readonly fixes: (x: FixContext) => void;
      /** How far its fixes may be trusted (a candidate may say another level: `addAs`); why, in `actions-why.ts`. */
      readonly level: Applicability;
    }
  | {
      /** Why there is no fix-it. */
      readonly fixes: None;
    }
);

/** What every code's entry has. */
export interface CodeActionsBase {
  /** The report's hints (its `help` lines), or why it has none. */
  readonly hint: ((x: HintContext) => void) | None;
  /** The label of the caret under the culprit, where the report blames another place (default "here"). */
  readonly culprit?: string;
  /**
   * How `allErrors` reads on past the error: `'fix'`, apply the first fix-it (a pasting mistake,
   * a missing ":" or "//", an "@" to escape); `'skip'` (the default), skip the character.
   */
  readonly repair?: 'fix' | 'skip';
}


/** The rules of a host in every grammar: where a space or an escape is never the fix. */
const HOST_FRAMES = ruleNames('HOST_FRAMES', ['host', 'hostname', 'domainlabel', 'toplabel', 'hostport', 'reg-name', 'ihost', 'ireg-name', 'IP-literal', 'ipv6reference', 'IPv6address', 'IPv4address', 'hostnumber']);
/** The rules of a scheme. */
const SCHEME_FRAMES = ruleNames('SCHEME_FRAMES', ['scheme', 'split-scheme']);

/** Is a frame of `trace` a host's rule? */
const inHost = (trace: HintContext['trace']): boolean => trace.some((f) => HOST_FRAMES.has(f.rule));
const inScheme = (trace: HintContext['trace']) => trace.length > 0 && SCHEME_FRAMES.has(trace[trace.length - 1]!.rule);

/** An "@" of the user information (the record's delimiter of it). */
const isUserinfoMark = (c: number): boolean => c === MARK.userinfo;

/** Where the innermost frame of the first of `names` on the stack starts (the names in order of preference). */
const frameStart = (s: FixSubject, names: readonly string[]): number | undefined => {
  for (const name of names) for (let i = s.trace.length - 1; i >= 0; i--) if (s.trace[i]!.rule === name) return s.trace[i]!.start;
  return undefined;
};

/** Why a character the classifier calls unsafe must be escaped, in the words of the grammar's RFCs. */
const UNSAFE_WHY: Readonly<Record<ReturnType<typeof citedGrammar>, (ch: string) => string>> = {
  rfc1738: (ch) => `"${ch}" is unsafe (RFC 1738 §2.2)`,
  rfc2396: (ch) => `"${ch}" is excluded (RFC 2396 §2.4.3)`,
  rfc3986: (ch) => `"${ch}" cannot appear unescaped here`,
  whatwg: (ch) => `"${ch}" is no URL code point here (URL Standard §4.3)`,
};

/**
 * The candidates of the pasting codes: the artefacts around the URL removed (and the tabs and line
 * breaks inside). Machine-applicable as the check of every fix finds it (`checkedFixes`): where
 * what goes is white space and at most one pair of quotation marks, `<...>` or `<URL:...>` around
 * all of the URL (`enclosure`, DECISIONS 33); a mark alone at one end, a second pair, parentheses
 * or other brackets may be the URL's own characters, and the fix is then maybe-incorrect, as it is
 * with the tabs and line breaks inside.
 */
const pasteFixes = ({ input, addAll }: FixContext) => {
  const v = pasteView(input);
  const edits = [...v.lead, ...v.trail].map((a) => ({ start: a.start, end: a.end, text: '' }));
  addAll(`remove the ${pasteWhat(v)} around the URL`, edits);
  const inner: FixEdit[] = [];
  for (let i = v.coreStart; i < v.coreEnd; i++) if (isTabOrNewline(input[i]!)) inner.push({ start: i, end: i + 1, text: '' });
  if (inner.length) addAll(`remove the ${pasteWhat(v)} around the URL, and the tabs and line breaks inside it`, edits.concat(inner).sort((a, b) => a.start - b.start));
};
const pasteHint = ({ input, add }: HintContext) => add('remove-paste', `remove the ${pasteWhat(pasteView(input))} around the URL: they come from the text it was copied from`);
const escapeHint = ({ add }: HintContext) => add('escape-percent', 'a "%" must be followed by two hex digits; write a literal percent sign as %25');
const escapeFix = ({ add, at }: FixContext) => add('write the "%" as %25', { start: at, end: at + 1, text: '%25' });

/** Letters typed for digits in a port: "O" and "o" for 0, "l" and "I" for 1. */
const LOOKALIKE_DIGITS: Readonly<Record<string, string>> = { O: '0', o: '0', l: '1', I: '1' };
const isAlnum = (ch: string | undefined) => ch !== undefined && /^[A-Za-z0-9]$/.test(ch);
/** The ASCII character a look-alike stands for: a delimiter, or any full-width form of ASCII. */
const asciiLookalike = (c: number): string | null => confusableDelimiter(c) ?? (c >= 0xff01 && c <= 0xff5e ? String.fromCharCode(c - 0xfee0) : null);
const hexCodePoint = (c: number) => 'U+' + c.toString(16).toUpperCase().padStart(4, '0');
/** Is `at` inside the record's user information (which takes escapes, even where a host rule is on the stack)? */
const inUserinfoAt = (rec: URLComponents, at: number) => rec.userinfo !== null && at >= rec.userinfo.start && at < rec.userinfo.end;


/** Every code's actions. */
export const CODE_ACTIONS: { readonly [C in ErrorCode]: CodeActions } = {
  'input.empty': { hint: NONE, fixes: NONE },
  'paste.whitespace': { hint: pasteHint, level: 'machine-applicable', fixes: pasteFixes, culprit: 'white space around the URL', repair: 'fix' },
  'paste.quotes': { hint: pasteHint, level: 'machine-applicable', fixes: pasteFixes, culprit: 'a quotation mark around the URL', repair: 'fix' },
  'paste.brackets': { hint: pasteHint, level: 'machine-applicable', fixes: pasteFixes, culprit: 'a bracket around the URL', repair: 'fix' },
  'paste.tab-or-newline': {
    hint: ({ add }) => add('remove-paste', 'remove the tabs and line breaks: the URL was wrapped across lines'),
    level: 'maybe-incorrect',
    fixes: ({ input, addAll }) => {
      const edits: FixEdit[] = [];
      for (let i = 0; i < input.length; i++) if (isTabOrNewline(input[i]!)) edits.push({ start: i, end: i + 1, text: '' });
      addAll('remove the tabs and line breaks (a URL wrapped across lines)', edits);
    },
  },
  'paste.markdown-link': {
    hint: ({ add }) => add('remove-paste', 'keep the URL of the Markdown link: remove the "[", the link text and "](" before it, and the ")" after it'),
    level: 'maybe-incorrect',
    fixes: ({ input, addAll }) => {
      const m = markdownLink(input);
      if (m) addAll('keep the URL of the Markdown link', [{ start: 0, end: m.start, text: '' }, { start: m.end, end: input.length, text: '' }]);
    },
    culprit: 'a Markdown link starts here',
    repair: 'fix',
  },
  'paste.separator': {
    hint: ({ ch, add }) => add('remove-paste', `remove the "${ch}": it separated the URL from the next item of the list it was copied from`),
    level: 'maybe-incorrect',
    fixes: ({ ch, at, add }) => {
      if (ch === ',' || ch === ';') add(`remove the "${ch}"`, { start: at, end: at + 1, text: '' });
    },
    culprit: 'a list separator',
    repair: 'fix',
  },
  'paste.backslash-escape': {
    hint: ({ add }) => add('remove-paste', 'remove the backslashes before "/" and ":": they escape the text the URL was copied from (JSON may write "/" as "\\/")'),
    level: 'maybe-incorrect',
    fixes: ({ input, addAll }) => {
      const edits = escapingBackslashes(input);
      if (edits.length) addAll('remove the backslashes that escape "/" and ":"', edits);
    },
    culprit: 'an escaping backslash',
    repair: 'fix',
  },
  'paste.trailing-text': {
    hint: ({ ch, add }) => add('remove-paste', `the URL ends before "${ch}": what follows it is the sentence it was copied from`),
    level: 'maybe-incorrect',
    fixes: ({ input, at, add }) => add('remove the text after the URL', { start: at, end: input.length, text: '' }),
    culprit: 'the URL ends here',
    repair: 'fix',
  },
  'input.unexpected-end': { hint: NONE, fixes: NONE },
  'syntax.unexpected-char': { hint: NONE, fixes: NONE },
  'scheme.missing': {
    hint: ({ add }) => add('add-scheme', 'an absolute URL starts with a scheme, such as "http://"'),
    // A network-path reference (an authority, no scheme) takes "http:"; a bare host "http://".
    level: 'maybe-incorrect',
    fixes: ({ s, head, add }) => {
      if (head.scheme === null && head.authority !== null) add('add a scheme: "http:"', { start: 0, end: 0, text: 'http:' });
      else if (/^[A-Za-z0-9]/.test(s.input.slice(0, 1))) add('add a scheme: "http://"', { start: 0, end: 0, text: 'http://' });
    },
    culprit: 'no scheme here',
    repair: 'fix',
  },
  'scheme.missing-colon': {
    hint: ({ input, offset, trace, ch, add }) => {
      const start = trace[trace.length - 1]?.start ?? 0;
      if (ch === ';') add('add-colon', `write ":" for the ";" after "${input.slice(start, offset)}": a scheme ends with a colon`);
      else add('add-colon', `write ":" after "${input.slice(start, offset)}": a scheme ends with a colon`);
    },
    level: 'machine-applicable',
    fixes: ({ s, input, add, addAs }) => {
      const start = s.trace[s.trace.length - 1]?.start ?? 0;
      const name = input.slice(start, s.offset).toLowerCase();
      let edit: FixEdit = { start: s.offset, end: s.offset, text: ':' };
      let message = 'add ":" after the scheme';
      if (input.charCodeAt(s.offset) === 0x3b) {
        // ";" typed for ":": the ":" in its place, and the "//" an authority scheme needs.
        // The part of an authority's "//" that follows it already.
        let slashes = 0;
        while (slashes < AUTHORITY_MARK.length && input.slice(s.offset + 1 + slashes, s.offset + 2 + slashes) === AUTHORITY_MARK[slashes]) slashes++;
        edit = { start: s.offset, end: s.offset + 1, text: ':' + (AUTHORITY_SCHEMES.has(name) ? AUTHORITY_MARK.slice(slashes) : '') };
        // It replaces the ";": maybe-incorrect, as the check of every fix finds (DECISIONS 33).
        message = `write "${edit.text}" for the ";" after the scheme`;
      }
      if (WELL_KNOWN_SCHEMES.has(name)) add(message, edit);
      else addAs('maybe-incorrect', message, edit);
    },
    repair: 'fix',
  },
  'scheme.bad-char': {
    hint: NONE,
    level: 'maybe-incorrect',
    fixes: ({ ch, at, add }) => {
      if (ch) add(`remove ${JSON.stringify(ch)} from the scheme`, { start: at, end: at + ch.length, text: '' });
    },
    culprit: 'a character no scheme can hold',
  },
  'scheme.uppercase': {
    hint: ({ add }) => add('lowercase-scheme', 'RFC 1738 §5 writes schemes in lower case: write the scheme in lower case'),
    level: 'maybe-incorrect',
    fixes: ({ s, input, rec, add }) => {
      const start = frameStart(s, ['scheme']) ?? 0;
      const end = rec.scheme !== null && rec.scheme.start === start ? rec.scheme.end : -1;
      if (end > start) add('write the scheme in lower case', { start, end, text: input.slice(start, end).toLowerCase() });
    },
    repair: 'fix',
  },
  'scheme.missing-slashes': {
    hint: NONE,
    level: 'machine-applicable',
    fixes: ({ s, input, rec, add, addAs }) => {
      if (rec.scheme === null) return;
      const colon = rec.scheme.end;
      // What is missing of the "//" that opens an authority (the classifier read none of it, or its first "/").
      const read = input.slice(colon + 1, s.offset);
      const missing = read.length < AUTHORITY_MARK.length && AUTHORITY_MARK.startsWith(read) ? AUTHORITY_MARK.slice(read.length) : AUTHORITY_MARK;
      const message = `add "${missing}" after "${input.slice(0, colon + 1)}"`;
      const edit = { start: s.offset, end: s.offset, text: missing };
      // Text before a "//" further on ("https:x//host") is more likely a stray character than a
      // host whose slashes were left out: the fix would make it the host.
      // And the host the fix makes must look like one (a dotted name, or localhost): "http:/é/x.org/"
      // has a stray character between its slashes, not a host "é".
      const fixed = applyEdits(input, [edit]);
      const after = readComponents(fixed);
      // The fixed URL's path (as the record has it) opens with an empty segment: "//" came next.
      const strayBeforeSlashes = after.path.text.startsWith(AUTHORITY_MARK);
      const host = after.host?.text ?? '';
      const hostLike = host.includes('.') || host.toLowerCase() === 'localhost';
      if (AUTHORITY_SCHEMES.has(input.slice(rec.scheme.start, rec.scheme.end).toLowerCase()) && !strayBeforeSlashes && hostLike) add(message, edit);
      else addAs('maybe-incorrect', message, edit);
    },
    repair: 'fix',
  },
  'scheme.doubled': {
    hint: ({ input, add }) => {
      const at = doubledSchemeAt(input, readComponents(input));
      if (at !== null) add('remove-prefix', `the URL starts over after "${input.slice(0, at)}": remove that first prefix`);
    },
    level: 'maybe-incorrect',
    fixes: ({ input, rec, add }) => {
      const at = doubledSchemeAt(input, rec);
      if (at !== null && rec.scheme !== null) add(`remove "${input.slice(rec.scheme.start, at)}" before the URL that starts over`, { start: rec.scheme.start, end: at, text: '' });
    },
    culprit: 'the URL starts over here',
    repair: 'fix',
  },
  'file.windows-path': {
    hint: ({ add }) => add('file-url', 'write a Windows path as a file URL: file:///C:/dir/file for a drive, file://server/share/file for a UNC name, with "/" between the folders (RFC 8089 Appendix E)'),
    level: 'machine-applicable',
    // (The record read only where the path's reading asks for its scheme: `c.rec` is read when asked.)
    fixes: (c) => {
      const w = windowsPath(c.input, () => c.rec);
      // Machine-applicable where it only adds ("file:///" before "C:/dir/file"); where it writes a
      // "\\" as "/" or a "|" as ":", the check of every fix makes it maybe-incorrect (DECISIONS 33).
      if (w) c.addAll('write the Windows path as a file URL', w.edits(c.runs));
    },
    culprit: 'a file URL writes this differently',
    repair: 'fix',
  },
  'host.empty': {
    hint: NONE,
    level: 'maybe-incorrect',
    fixes: ({ s, input, rec, add }) => {
      const { scheme, authority, path } = rec;
      if (scheme === null || authority === null || authority.start !== authority.end || s.offset !== authority.start || path.start !== authority.end) return;
      let k = 0;
      while (k < path.text.length && path.text.charCodeAt(k) === 0x2f) k++;
      if (k === 0 || k === path.text.length) return;
      const edit = { start: path.start, end: path.start + k, text: '' };
      // It removes the slashes (DECISIONS 33: maybe-incorrect, even where the host it makes looks like one).
      add(`remove the extra "${path.text.slice(0, k)}" after "${input.slice(scheme.start, authority.start)}"`, edit);
    },
  },
  'host.bad-char': {
    hint: ({ ch, add }) => {
      if (ch === ',' || ch === ';') add('comma-for-dot', `a "${ch}" cannot separate the labels of a host name: write "." (the key beside it)`);
    },
    level: 'maybe-incorrect',
    fixes: ({ input, rec, ch, addAll }) => {
      if ((ch !== ',' && ch !== ';') || rec.host === null) return;
      const { start, end } = rec.host;
      const edits: FixEdit[] = [];
      for (let i = start + 1; i < end - 1; i++) {
        const c = input.charCodeAt(i);
        if ((c === 0x2c || c === 0x3b) && isAlnum(input[i - 1]) && isAlnum(input[i + 1])) edits.push({ start: i, end: i + 1, text: '.' });
      }
      if (edits.length) addAll(`write "." for the "${ch}" between the labels`, edits);
    },
  },
  'iri.bad-char': { hint: NONE, fixes: NONE },
  'iri.bidi-format': {
    hint: ({ c, ch, add }) => add('escape-control', `remove ${invisibleName(c) ?? 'it'}, or escape it as ${percentEncodeUTF8(ch)} (RFC 3987 §4.1)`),
    level: 'maybe-incorrect',
    fixes: ({ ch, at, add }) => {
      if (ch) add(`remove the bidirectional formatting character`, { start: at, end: at + ch.length, text: '' });
    },
  },
  'reg-name.bad-char': { hint: NONE, fixes: NONE },
  'host.invalid-domain': {
    hint: ({ add }) => add('whatwg-domain', 'labels of letters, digits and "-" (not at an edge), 1 to 63 characters, no trailing dot'),
    level: 'maybe-incorrect',
    fixes: ({ rec, add }) => {
      // A trailing dot (the DNS root) is the one mistake with a known edit: the same name without it.
      const host = rec.host;
      if (host !== null && host.text.length > 1 && host.text.endsWith('.') && !host.text.endsWith('..')) add('remove the trailing "."', { start: host.end - 1, end: host.end, text: '' });
    },
  },
  'host.ends-in-a-number': {
    hint: ({ add }) => add('whatwg-number', 'write an IPv4 address as four decimal numbers, or end the name with a label that is no number'),
    fixes: NONE,
  },
  'host.empty-label': {
    hint: ({ add }) => add('empty-label', 'remove the extra "." (RFC 1738 host names have no empty labels and no trailing dot)'),
    level: 'maybe-incorrect',
    fixes: ({ input, at, rec, add, addAll }) => {
      const host = rec.host;
      let from = at;
      while (from > 0 && input.charCodeAt(from - 1) === 0x2e) from--;
      let to = at;
      while (to < input.length && input.charCodeAt(to) === 0x2e) to++;
      if (host !== null && from > host.start && to < host.end) {
        // Every run of dots between two labels of the host, made one dot.
        const edits: FixEdit[] = [];
        for (let i = host.start + 1; i < host.end; i++) {
          if (input.charCodeAt(i) !== 0x2e || input.charCodeAt(i - 1) !== 0x2e) continue;
          let j = i;
          while (j < host.end && input.charCodeAt(j) === 0x2e) j++;
          if (j < host.end && i - 1 > host.start) edits.push({ start: i, end: j, text: '' });
          i = j;
        }
        if (edits.length) addAll('remove the extra "."', edits);
      } else add('remove the extra "."', { start: at, end: at + 1, text: '' });
    },
    culprit: 'an extra "."',
  },
  'host.label-edge-hyphen': {
    hint: ({ add }) => add('label-hyphen', 'host labels start and end with a letter or digit; remove the "-" at the edge'),
    level: 'maybe-incorrect',
    fixes: ({ input, at, add }) => {
      if (input.charCodeAt(at) !== 0x2d) return;
      // The run of "-" the one at the edge is in, whole: removing one of "a---" leaves the label
      // ending with "-" (and recovery would meet the same error once per "-").
      let start = at;
      while (start > 0 && input.charCodeAt(start - 1) === 0x2d) start--;
      // Counted (grammar/engine/work.ts), as `skipWhile` counts the run after it.
      WORK.steps += at - start;
      const end = skipWhile(input, at + 1, input.length, (c) => c === 0x2d);
      add(end - start === 1 ? 'remove the "-" at the edge of the label' : `remove the ${end - start} "-" at the edge of the label`, { start, end, text: '' });
    },
    culprit: 'a "-" at the edge of a label',
    repair: 'fix',
  },
  'host.toplabel-digit': {
    hint: NONE,
    fixes: NONE,
    culprit: 'the last label starts with a digit',
  },
  'host.non-ascii': {
    hint: ({ add }) => add('idna', 'host names in a URL are ASCII: use the IDNA (punycode, "xn--") form of the name'),
    level: 'maybe-incorrect',
    fixes: ({ input, rec, add }) => {
      if (rec.host === null) return;
      const { start, end } = rec.host;
      const ascii = idnaToASCII(input.slice(start, end));
      // Only a host name (letters, digits, "-" and "."): a mapping that makes punctuation of a
      // character (a full-width "," before the prose that follows a URL) names no host.
      if (ascii !== null && ascii !== input.slice(start, end) && /^[A-Za-z0-9.-]+$/.test(ascii)) add(`write the host in its IDNA (punycode) form: ${ascii}`, { start, end, text: ascii });
    },
  },
  'ipv4.octet-out-of-range': {
    hint: ({ add }) => add('octet-range', 'each part of a dotted IPv4 address is 0 to 255'),
    fixes: NONE,
  },
  'ipv6.bad-char': { hint: NONE, fixes: NONE },
  'ipv6.unbracketed': {
    hint: ({ add }) => add('bracket-ipv6', 'an IPv6 address in a URL is written in brackets, with the port after them: http://[2001:db8::1]:8080/'),
    level: 'machine-applicable',
    fixes: ({ input, rec, add, addAs }) => {
      const v = unbracketedIPv6(input, rec);
      if (v === null || rec.authority === null) return;
      for (const edits of v.readings) {
        const close = edits[1];
        const message = close !== undefined && close.start < rec.authority.end ? 'write the address in brackets, and the last group as the port' : 'write the address in brackets';
        if (v.readings.length === 1) add(message, ...edits);
        else addAs('maybe-incorrect', message, ...edits);
      }
    },
    culprit: 'the address starts here',
    repair: 'fix',
  },
  'ipv6.unclosed': {
    hint: ({ add }) => add('close-bracket', 'close the IPv6 literal with "]" before the port or path'),
    level: 'machine-applicable',
    fixes: ({ s, add }) => add('close the IPv6 literal with "]"', { start: s.offset, end: s.offset, text: ']' }),
    culprit: 'the "[" opened here',
    repair: 'fix',
  },
  'ipv6.zone-id': {
    hint: ({ input, grammar, offset, add }) => {
      if (citedGrammar(grammar) === 'rfc1738' || citedGrammar(grammar) === 'rfc2396') add('zone-id', 'RFC 2732 has no zone identifiers; RFC 6874 later allowed them, written "%25" inside the brackets');
      else if (citedGrammar(grammar) === 'whatwg') add('zone-id', 'the URL Standard has no zone identifiers in a host: remove the "%" and the zone after the address');
      else if (input.startsWith('%25', offset)) add('zone-id', '"%25" and a zone identifier after the address are RFC 6874 syntax, which RFC 3986 lacks: without the zone identifier the URL is an RFC 3986 URI');
      else add('zone-id', 'RFC 3986 has no zone identifiers; RFC 6874 later allowed them, written "%25" inside the brackets');
    },
    fixes: NONE,
  },
  'ipv6.hex4-too-long': { hint: NONE, fixes: NONE },
  'ipv6.double-compression': { hint: NONE, fixes: NONE },
  'ipv6.group-count': { hint: NONE, fixes: NONE },
  'ipvfuture.bad-char': { hint: NONE, fixes: NONE },
  'path.colon-in-first-segment': {
    hint: ({ add }) => add('dot-segment', 'a relative path whose first segment holds ":" starts with "./" (RFC 3986 §4.2): write "./" before it'),
    level: 'machine-applicable',
    fixes: ({ s, add }) => {
      const start = frameStart(s, ['path-noscheme', 'ipath-noscheme']) ?? 0;
      add('write "./" before the path', { start, end: start, text: './' });
    },
    repair: 'fix',
  },
  'port.empty': {
    hint: ({ add }) => add('empty-port', 'remove the ":" or give a port number'),
    level: 'maybe-incorrect',
    // Only where the record's port is empty: after `host:team/`, removing the ":" would join the
    // host and what follows (an scp-like path, which the least-cost repair writes after a "/").
    fixes: ({ at, add, rec }) => {
      if (rec.port === null || rec.port.text.length === 0) add('remove the ":" of the empty port', { start: at, end: at + 1, text: '' });
    },
    culprit: 'a ":" with no port after it',
    repair: 'fix',
  },
  'port.bad-char': {
    hint: NONE,
    level: 'maybe-incorrect',
    fixes: ({ rec, add }) => {
      const port = rec.port;
      if (port === null) return;
      const t = port.text;
      const half = (t.length - 1) / 2;
      if (t.length >= 3 && Number.isInteger(half) && t.charCodeAt(half) === MARK.port && t.slice(0, half) === t.slice(half + 1) && /^[0-9]+$/.test(t.slice(0, half))) {
        add('remove the port written a second time', { start: port.start + half, end: port.end, text: '' });
        return;
      }
      let digits = '';
      let lookalike = false;
      for (const c of t) {
        if (c >= '0' && c <= '9') digits += c;
        else if (LOOKALIKE_DIGITS[c] !== undefined) {
          digits += LOOKALIKE_DIGITS[c];
          lookalike = true;
        } else return;
      }
      if (lookalike) add('write the letters that stand for digits as digits', { start: port.start, end: port.end, text: digits });
    },
  },
  'port.out-of-range': {
    hint: ({ add }) => add('port-range', 'ports are 0 to 65535'),
    fixes: NONE,
  },
  'escape.bad-hex': { hint: escapeHint, level: 'machine-applicable', fixes: escapeFix, culprit: 'the escape starts here', repair: 'fix' },
  'escape.truncated': { hint: escapeHint, level: 'machine-applicable', fixes: escapeFix, culprit: 'the escape starts here', repair: 'fix' },
  'escape.not-allowed': {
    hint: ({ add }) => add('no-escape-here', 'this part of the URL allows no %-escapes: write the character itself, if the production allows it'),
    fixes: NONE,
  },
  'char.space': {
    hint: ({ trace, add }) => {
      if (inHost(trace)) add('remove-space', 'a host cannot hold a space, escaped or not: remove it');
      else add('escape-space', 'write the space as %20, or remove it');
    },
    level: 'machine-applicable',
    fixes: ({ s, input, at, rec, add, addAs }) => {
      // White space right after "scheme:" or "scheme://" ("tel: 123", "http:// host"): typed, not data.
      if (rec.scheme !== null && (at === rec.scheme.end + 1 || (rec.authority !== null && at === rec.authority.start))) {
        let end = at;
        while (end < input.length && input.charCodeAt(end) === 0x20) end++;
        // (Maybe-incorrect, as the check of every fix finds: it removes characters.)
        add('remove the space after the scheme', { start: at, end, text: '' });
        return;
      }
      if (inHost(s.trace) || inScheme(s.trace)) addAs('maybe-incorrect', `remove the space (a ${inHost(s.trace) ? 'host' : 'scheme'} cannot hold one, escaped or not)`, { start: at, end: at + 1, text: '' });
      else add('write the space as %20', { start: at, end: at + 1, text: '%20' });
    },
  },
  'char.control': {
    hint: ({ c, ch, add }) => add('escape-control', `${invisibleName(c) ?? 'this control character'} cannot appear in a URL: remove it, or escape it as ${percentEncodeUTF8(ch)}`),
    level: 'maybe-incorrect',
    fixes: ({ ch, at, add }) => {
      if (ch) add(`remove the control character`, { start: at, end: at + ch.length, text: '' });
    },
  },
  'char.unsafe': {
    hint: ({ grammar, ch, add }) => {
      if (ch === '%') add('escape-percent', 'a bare "%" starts an escape: write a literal percent sign as %25');
      else if (ch === '\\') add('escape-unsafe', `"\\" is no URL delimiter: write it as "/", or escape it as ${percentEncodeUTF8(ch)}`);
      else add('escape-unsafe', `${UNSAFE_WHY[citedGrammar(grammar)](ch)}: escape it as ${percentEncodeUTF8(ch)}`);
    },
    level: 'machine-applicable',
    fixes: ({ s, input, ch, at, rec, add, addAs, addAll, addAllAs }) => {
      if (ch === '\\') {
        // Every "\\" written as "/": what the WHATWG URL parser reads in the URLs of its special
        // schemes, and no more than a guess elsewhere; it replaces characters either way
        // (DECISIONS 33), so it is maybe-incorrect.
        const edits: FixEdit[] = [];
        for (let i = 0; i < input.length; i++) if (input[i] === '\\') edits.push({ start: i, end: i + 1, text: '/' });
        addAllAs('maybe-incorrect', 'write every "\\" as "/"', edits);
      }
      const escape = { start: at, end: at + ch.length, text: percentEncodeUTF8(ch) };
      // An escaped "#" is data of the path (or query), no longer the start of the fragment; an
      // escaped "\\" is data where a browser reads a "/" (the special schemes): guesses both.
      if (ch === MARK_TEXT.fragment) addAs('maybe-incorrect', `escape "#" as %23 (what follows it is then no fragment)`, escape);
      else if (ch && (!inHost(s.trace) || inUserinfoAt(rec, at))) (ch === '\\' && isSpecialScheme(rec.scheme?.text.toLowerCase() ?? '') ? addAs.bind(null, 'maybe-incorrect') : add)(`escape ${JSON.stringify(ch)} as ${percentEncodeUTF8(ch)}`, escape);
    },
  },
  'char.confusable': {
    hint: ({ c, ch, add }) => {
      const ascii = asciiLookalike(c);
      if (ascii !== null) add('ascii-punctuation', `"${ch}" (${hexCodePoint(c)}) looks like "${ascii}" but is another character: write the ASCII "${ascii}"`);
    },
    level: 'maybe-incorrect',
    fixes: ({ input, at, ch, add }) => {
      const ascii = asciiLookalike(input.codePointAt(at) ?? -1);
      if (ascii !== null) add(`write "${ch}" as the ASCII "${ascii}"`, { start: at, end: at + ch.length, text: ascii });
    },
    culprit: 'a look-alike of ASCII punctuation',
    repair: 'fix',
  },
  'char.non-ascii': {
    hint: ({ ch, add }) => add('utf8-escape', `encode "${ch}" as UTF-8 and escape each byte: ${percentEncodeUTF8(ch)}`),
    level: 'machine-applicable',
    fixes: ({ s, ch, at, add }) => {
      if (ch && !inHost(s.trace)) add(`encode ${JSON.stringify(ch)} as UTF-8 and escape it: ${percentEncodeUTF8(ch)}`, { start: at, end: at + ch.length, text: percentEncodeUTF8(ch) });
    },
  },
  'userinfo.unescaped-at': {
    hint: ({ add }) => add('escape-at', `the first "@" ends the user information: write an "@" inside the user name or password as %40`),
    // Every "@" of the user information (which ends at the authority's last "@") is data:
    // percent-encode it, one edit per run (see joinAdjacent).
    level: 'machine-applicable',
    fixes: ({ s, rec, addAll, runs }) => {
      const start = frameStart(s, ['login', 'authority', 'iauthority', 'hostport']);
      const info = start === undefined ? rec.userinfo : authorityIn(rec, start, () => s.input.slice(0)).userinfo;
      if (info === null) return;
      // The user information alone is read (a repaired text is not built whole for it).
      const text = s.input.slice(info.start, info.end);
      const edits = runs(text, info.start, isUserinfoMark, '%40');
      if (edits.length) addAll('escape the "@" inside the user information as %40', edits);
    },
    culprit: 'this "@" ends the user information',
    repair: 'fix',
  },
  'http.userinfo': {
    hint: ({ add }) => add('http-no-userinfo', 'RFC 1738 §3.3 http URLs have no user name or password: remove the "user@" part'),
    // The user information and the "@" that ends it (the authority's last), in the authority the
    // parse was in (the whole input's record when it is a URL, read from the frame otherwise).
    level: 'maybe-incorrect',
    fixes: ({ s, rec, add }) => {
      const start = frameStart(s, ['hostport']);
      const info = start === undefined ? rec.userinfo : authorityIn(rec, start, () => s.input.slice(0)).userinfo;
      if (info !== null) add('remove the user information (RFC 1738 http URLs have none)', { start: info.start, end: info.end + 1, text: '' });
    },
    culprit: 'user information starts here',
    repair: 'fix',
  },
  'userinfo.not-allowed': {
    hint: ({ add }) => add('no-credentials', 'a valid URL string has no user name or password (URL Standard §4.3): remove the "user@" part'),
    // The record's user information and the "@" that ends it (the authority's last).
    level: 'maybe-incorrect',
    fixes: ({ rec, add }) => {
      if (rec.userinfo !== null) add('remove the user information', { start: rec.userinfo.start, end: rec.userinfo.end + 1, text: '' });
    },
    culprit: 'user information starts here',
    repair: 'fix',
  },
  'http.query-without-path': {
    hint: ({ add }) => add('http-path-before-query', 'RFC 1738 §3.3 needs a path before the search: write "/?" instead of "?"'),
    level: 'machine-applicable',
    fixes: ({ s, add }) => add('add "/" before the "?"', { start: s.offset, end: s.offset, text: '/' }),
    repair: 'fix',
  },
  'ftp.bad-type': { hint: NONE, fixes: NONE },
  'fragment.second-hash': {
    hint: NONE,
    level: 'machine-applicable',
    fixes: ({ s, add }) => add('escape the second "#" as %23', { start: s.offset, end: s.offset + 1, text: '%23' }),
  },
};

/** The actions of a code (an unknown one, a warning's view of a report: none). */
const actionsOf = (code: string): CodeActions | undefined => (Object.hasOwn(CODE_ACTIONS, code) ? CODE_ACTIONS[code as ErrorCode] : undefined);

/** The hints of a report (its `help` lines), from its code's entry. */
export function hintsFor(input: string, grammar: string, code: ErrorCode, offset: number, trace: HintContext['trace']): Array<{ readonly code: HintCode; readonly message: string }> {
  const out: Array<{ code: HintCode; message: string }> = [];
  const hint = actionsOf(code)?.hint;
  if (typeof hint !== 'function') return out;
  const c = offset < input.length ? input.codePointAt(offset)! : -1;
  hint({ input, grammar, offset, trace, c, ch: c >= 0 ? String.fromCodePoint(c) : '', add: (h, m) => out.push({ code: h, message: m }) });
  return out;
}

/**
 * The fix candidates for a report, best guess first (each is checked afterwards), from its code's
 * entry; with `levels` false, each at its code's level (an escape's is not checked against the
 * split, which reads the text: what a repair, which reads only the edits, asks for). `runs`:
 * `FixContext.runs` (an edit a run; allErrors' repairs pass `spanEdits`, one edit of their span).
 */
export function candidates(s: FixSubject, levels = true, runs: typeof runEdits = runEdits): Candidate[] {
  const out: Candidate[] = [];
  const entry = actionsOf(s.code);
  if (!entry || typeof entry.fixes !== 'function' || !('level' in entry)) return out;
  const { fixes, level } = entry;
  const chars = s.input;
  const at = s.culprit?.offset ?? s.offset;
  if (!levels) return repairCandidatesOf(s, fixes, level, at, runs);
  // The components of the rejected input (RFC 3986 Appendix B read into the authority): where the
  // scheme, the user information and the host are, from the grammar of components, not a scan.
  const rec = s.components ?? readComponents(chars.slice(0));
  fixes(new Context(s, at, runs, collector(out, (edits) => escapeLevel(chars, rec, edits, level)), rec));
  return out;
}

/**
 * A fix's context (`FixContext`): the text, and (where not given) the record and its head, read
 * when a fix first asks for them. A class, whose getters are its prototype's: an object literal
 * with getters cost some 0.5 µs a getter to make (V8 gives each such object a map of its own), and
 * a report's fixes made one, each round of allErrors two.
 */
class Context implements FixContext {
  readonly ch: string;
  readonly add: FixContext['add'];
  readonly addAll: FixContext['addAll'];
  readonly addAs: FixContext['addAs'];
  readonly addAllAs: FixContext['addAllAs'];
  private text: string | undefined = undefined;
  private headRead: RecordHead | undefined = undefined;

  constructor(
    readonly s: FixSubject,
    readonly at: number,
    readonly runs: typeof runEdits,
    sink: Pick<FixContext, 'add' | 'addAll' | 'addAs' | 'addAllAs'>,
    private record: URLComponents | undefined = undefined,
  ) {
    this.ch = at < s.input.length ? String.fromCodePoint(s.input.codePointAt(at)!) : '';
    ({ add: this.add, addAll: this.addAll, addAs: this.addAs, addAllAs: this.addAllAs } = sink);
  }

  /** A fix that reads the text reads all of it (`slice(0)` of a string is the string itself). */
  get input(): string {
    return (this.text ??= this.s.input.slice(0));
  }

  get rec(): URLComponents {
    return (this.record ??= this.s.components ?? readComponents(this.s.input.slice(0)));
  }

  get head(): RecordHead {
    const chars = this.s.input;
    return (this.headRead ??= this.record ?? readHead(chars.slice(0, Math.min(chars.length, HEAD_WINDOW)), chars.length) ?? this.rec);
  }
}

/** How much of a repaired text's start a repair reads its record's head from (`readHead`; a longer head reads the record). */
const HEAD_WINDOW = 256;

/**
 * `candidates` with no levels (a repair of recovery's), each at its code's level: the record read
 * when a fix first asks for it (a record costs the text's length, and some fixes, a separator's
 * removal, read none: recovery on a million ";" read it every round).
 */
function repairCandidatesOf(s: FixSubject, fixes: (c: FixContext) => void, level: Applicability, at: number, runs: typeof runEdits): Candidate[] {
  const out: Candidate[] = [];
  fixes(new Context(s, at, runs, collector(out, () => level)));
  return out;
}

/**
 * The four ways a code's fixes add a candidate to `out`, each at `levelOf` its edits unless it
 * names its own; `addAll` for edits as many as the input has characters (no spread arguments, which
 * would overflow the stack), with each run of adjacent edits made one (a run of 1,000,000 "@" is
 * one edit).
 */
function collector(out: Candidate[], levelOf: (edits: readonly FixEdit[]) => Applicability): Pick<FixContext, 'add' | 'addAll' | 'addAs' | 'addAllAs'> {
  return {
    add: (message, ...edits) => void out.push({ message, edits, applicability: levelOf(edits) }),
    addAll: (message, edits) => {
      const joined = joinAdjacent(edits);
      out.push({ message, edits: joined, applicability: levelOf(joined) });
    },
    addAs: (applicability, message, ...edits) => void out.push({ message, edits, applicability }),
    addAllAs: (applicability, message, edits) => void out.push({ message, edits: joinAdjacent(edits), applicability }),
  };
}

/** Edits that only escape characters (each replaces text with %-escapes). */
const ESCAPES = /^(?:%[0-9A-Fa-f]{2})+$/;

/** Which components an input has, as RFC 3986 Appendix B delimits them. */
const shape = (input: string): string => {
  const c = readComponents(input);
  return [c.scheme, c.authority, c.userinfo, c.host, c.port, c.query, c.fragment].map((x) => (x === null ? '0' : '1')).join('');
};

/**
 * The level of a candidate that escapes characters: `level`, unless the escapes change how the URL
 * is delimited. Escaping keeps a character's data, but where the character stands between
 * delimiters (a space after "https:" and before "//") the escaped URL reads other components than
 * the URL without it ("https:%20//host/" has no host, "https://host/" has one): then the escape is
 * not what was meant, only maybe.
 */
export function escapeLevel(chars: Chars, rec: URLComponents, edits: readonly FixEdit[], level: Applicability): Applicability {
  if (level !== 'machine-applicable' || edits.length === 0 || !edits.every((e) => ESCAPES.test(e.text))) return level;
  // Where neither the escapes nor the characters' removal can change Appendix B's split (they stand
  // inside the path, query or fragment, and are not its delimiters), the shape is the input's: no
  // need to read either text (a long text's record costs its length).
  if (keepsSplit(chars, rec, edits) && keepsSplit(chars, rec, edits.map((e) => ({ ...e, text: '' })))) return level;
  const input = chars.slice(0);
  let without = '';
  let escaped = '';
  let at = 0;
  for (const e of edits) {
    without += input.slice(at, e.start);
    escaped += input.slice(at, e.start) + e.text;
    at = e.end;
  }
  without += input.slice(at);
  escaped += input.slice(at);
  return shape(without) === shape(escaped) ? level : 'maybe-incorrect';
}

/** What the caret under a report's culprit says. */
export const culpritLabel = (code: string): string => actionsOf(code)?.culprit ?? 'here';

/** Whether `allErrors` reads on past this code's error by its first fix-it (else it skips a character). */
export const repairsByFix = (code: string): boolean => actionsOf(code)?.repair === 'fix';
