/**
 * The least-cost repair of a rejected URL (issue 46): the engine's search over the grammar and
 * start symbol's automaton (grammar/engine/repair.ts, which knows no URL) with the edits a URL may
 * take, and two hand-written readings of whole inputs that are another form of a URL (an scp-like
 * git remote, a defanged URL). The repairs are candidates like the hand-written ones: each is
 * parsed again (`checkedFixes`) and judged by the applicability rules (DECISIONS 33).
 *
 * The cost model (`REPAIR_COSTS`), in the engine's integer units:
 *
 * - escaping a character that may never stand unescaped in a URL (a space, a control, `"<>\^`{|}`,
 *   a non-ASCII character, a "%" that starts no escape) as its UTF-8 percent-encoding: 4, the
 *   cheapest, since it keeps the character's data;
 * - escaping a delimiter (`:/?#[]@!$&'()*+,;=`), which keeps its data but changes how it reads: 9;
 * - replacing a character by the one it is a common mistake for (a typographer's apostrophe for
 *   "'", "\\" for "/", an scp-like ":" for "/", a second "?" for "&"): 10;
 * - inserting a delimiter (":", "/", "@", "]"; "//" 12): 10;
 * - deleting a character: 24 (an invisible format character, U+200B to U+200D, U+2060, U+FEFF,
 *   U+00AD: 6): user data is expensive to lose. Only a character that may never stand unescaped
 *   (not a "%", which starts an escape) or an invisible one is deleted: a repair that deletes any
 *   other is not offered (`plausible`), so the search does not make one (nor any but an invisible
 *   one where the report's own fixes make the URL valid already).
 *
 * A letter or digit is never inserted or replaced: a repair never makes up data. Among repairs of
 * equal cost the engine keeps the first found. A repair that only escapes characters that may never
 * stand unescaped, none in the host nor a quotation mark or bracket that may be a paste's, and keeps
 * how the URL is delimited (`escapeLevel`), may be
 * machine-applicable (unless the report's hand-written candidates judged otherwise: `fixesWithRepairs`);
 * every other repair (an insertion, a replacement, a deletion, an escaped delimiter) is at most
 * maybe-incorrect: the lossless check (`losslessLevel`) then still holds every candidate to the input.
 *
 * Every report's fixes come from here (src/parse/parse.ts calls `fixesWithRepairs`), and every
 * grammar module loads its automaton with its rules (`grammar/rfc3986/index.ts` and its peers): a
 * report offers the same fixes from whichever entry it is made, whatever else the program imports.
 *
 * Where the automaton accepts the input (a range or semantic check rejected it), or the report's
 * failure lies in the host, no repair is offered.
 */
import { recognizerTablesFor, repairSearch, type RepairArc, type RepairEdit, type RepairModel, type RepairResult } from '../../grammar/index.js';
import { percentEncodeUTF8 } from '../../base/percent.js';
import { keepsSplit, readComponents, type URLComponents } from '../record/index.js';
import { schemeFacts } from '../../grammar/scheme-facts.js';
import { escapeLevel } from './actions.js';
import { isDigitCode } from './facts.js';
import { applyEdits, checkedFixes, type Applicability, type Candidate, type Reparse, type ReportFix } from './fixes.js';
import { keepsEveryCharacter } from './lossless.js';

/**
 * The costs of the URL repair's edits (see the module comment).
 *
 * @example
 * ```ts
 * REPAIR_COSTS.escapeUnsafe < REPAIR_COSTS.delete; // true
 * ```
 */
export const REPAIR_COSTS = Object.freeze({ escapeUnsafe: 4, replace: 10, escapeDelimiter: 9, insert: 10, insertTwo: 12, deleteInvisible: 6, delete: 24 });

/** Characters that may stand in a URL only escaped (besides controls, the space and non-ASCII). */
const UNSAFE = '"<>\\^`{|}%';
/** RFC 3986's delimiters (gen-delims and sub-delims). */
const DELIMITERS = ":/?#[]@!$&'()*+,;=";
/** The common mistakes: a character written for another. */
const MISTAKEN: ReadonlyMap<number, string> = new Map([
  [0x2019, "'"],
  [0x2018, "'"],
  [0x5c, '/'],
  [0x3a, '/'],
  [0x3f, '&'],
]);
const INVISIBLE = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff, 0xad]);

/** Whether code point `cp` may stand in a URL only escaped. */
const unsafe = (cp: number): boolean => cp <= 0x20 || cp >= 0x7f || UNSAFE.includes(String.fromCharCode(cp));

/**
 * What deleting `cp` costs: an invisible character is cheap; one that may never stand unescaped,
 * and is no "%", costs `delete`; any other is never deleted (`plausible` would drop the repair).
 */
const deleteCost = (cp: number): number => (INVISIBLE.has(cp) ? REPAIR_COSTS.deleteInvisible : unsafe(cp) && cp !== 0x25 ? REPAIR_COSTS.delete : Infinity);
/** The same where no deletion is offered but of an invisible character (the report's own fixes validate). */
const deleteInvisibleOnly = (cp: number): number => (INVISIBLE.has(cp) ? REPAIR_COSTS.deleteInvisible : Infinity);

/** The marks that may enclose a paste (quotation marks, brackets: test/support/lossless-inputs.ts's pairs). */
const MARKS = '"<>`{}\u201c\u201d\u201e\u00ab\u00bb\u2018\u2019';
/** Whether an escape of `cp` may be machine-applicable: it may never stand unescaped, and is no mark of a paste. */
const safeEscape = (cp: number): boolean => unsafe(cp) && !MARKS.includes(String.fromCodePoint(cp));

const asciiArcs: Array<readonly RepairArc[]> = [];
function arcsOf(cp: number): readonly RepairArc[] {
  const out: RepairArc[] = [];
  // A lone surrogate has no UTF-8 form: it can only be deleted.
  if (cp >> 11 === 0x1b) return out;
  const ch = String.fromCodePoint(cp);
  const mistaken = MISTAKEN.get(cp);
  // A "%" is read as the start of an escape: that it starts none is seen only further on.
  if (unsafe(cp)) out.push({ text: percentEncodeUTF8(ch), cost: REPAIR_COSTS.escapeUnsafe, kind: 'escape', readable: cp === 0x25 });
  if (mistaken !== undefined) out.push({ text: mistaken, cost: REPAIR_COSTS.replace, kind: 'replace', readable: true });
  if (DELIMITERS.includes(ch)) out.push({ text: percentEncodeUTF8(ch), cost: REPAIR_COSTS.escapeDelimiter, kind: 'escape', readable: true });
  return out;
}

/** The arcs of the non-ASCII code points met lately (a few hundred kept: the search asks once a unit). */
const highArcs = new Map<number, readonly RepairArc[]>();
function highArcsOf(cp: number): readonly RepairArc[] {
  let arcs = highArcs.get(cp);
  if (arcs === undefined) {
    arcs = arcsOf(cp);
    if (highArcs.size >= 256) highArcs.clear();
    highArcs.set(cp, arcs);
  }
  return arcs;
}

const INSERTS: readonly RepairArc[] = [
  { text: ':', cost: REPAIR_COSTS.insert, kind: 'insert' },
  { text: '/', cost: REPAIR_COSTS.insert, kind: 'insert' },
  { text: '//', cost: REPAIR_COSTS.insertTwo, kind: 'insert' },
  { text: '@', cost: REPAIR_COSTS.insert, kind: 'insert' },
  { text: ']', cost: REPAIR_COSTS.insert, kind: 'insert' },
];
const NONE: readonly RepairArc[] = [];
/** A ":" outside an authority: escaped only (see `urlRepairModel`). */
const COLON_OUTSIDE: readonly RepairArc[] = arcsOf(0x3a).filter((a) => a.kind !== 'replace');

/**
 * The edits `input` may take (the cost model above). The delimiters that give the input its shape
 * as RFC 3986 Appendix B reads it, the ":" after the scheme and the "//" before the authority, are
 * neither escaped nor replaced: a repair that did so would read another URL, not mend this one.
 * Nothing before `from` is escaped nor replaced either (insertions and deletions are made only
 * where the reading fails, which it does not before the mistake): the text before it is read as
 * the automaton reads it, one lane. A character is deleted only where a repair that deletes it may
 * be offered (see the cost model above; with `deletions` false, only an invisible one). (What
 * `urlRepair` searches with; exported for test/repair-differential.test.ts.)
 *
 * @example
 * ```ts
 * urlRepairModel('http://a/b c', readComponents('http://a/b c')).alternatives(0x20, 10)[0]?.text; // '%20'
 * ```
 */
export function urlRepairModel(input: string, rec: URLComponents, from = 0, deletions = true): RepairModel {
  const scheme = rec.scheme?.end ?? -1;
  const authority = rec.authority ? rec.authority.start - 2 : -2;
  // The ":" before a port that is a number (out of range, perhaps) is a port's, no scp-like path's.
  const port = rec.port !== null && rec.portNumber !== null ? rec.port.start - 1 : -1;
  // A ":" is written for a "/" only inside an authority (an scp-like path after the host): outside
  // one, the "/" would make an authority of what Appendix B reads as a path (`https:user:pw@h` as
  // `https://user/pw@h`, a password moved into the path).
  const inAuthority = (at: number): boolean => rec.authority !== null && at >= rec.authority.start && at < rec.authority.end;
  return {
    alternatives: (cp, at) => (at < from || at === scheme || at === authority || at === authority + 1 || at === port ? NONE : cp === 0x3a && !inAuthority(at) ? COLON_OUTSIDE : cp < 128 ? (asciiArcs[cp] ??= arcsOf(cp)) : highArcsOf(cp)),
    deleteCost: deletions ? deleteCost : deleteInvisibleOnly,
    inserts: INSERTS,
  };
}

/**
 * The engine's answer for `input` under `grammar` from `start` with the URL cost model, or null when
 * the grammar's tables are not loaded: what `repairCandidates` reads, and the linearity test counts.
 * `from`: no edit before it; `deletions` false: no character deleted but an invisible one
 * (`urlRepairModel`).
 *
 * @example
 * ```ts
 * const r = urlRepair('http//a', 'rfc3986', 'URI');
 * if (r?.kind === 'repairs') r.repairs[0]!.edits; // [{ start: 4, end: 4, text: ':', kind: 'insert' }]
 * ```
 */
export function urlRepair(input: string, grammar: string, start: string, rec: URLComponents = readComponents(input), from = 0, deletions = true): RepairResult | null {
  const found = recognizerTablesFor(grammar, start);
  return found && repairSearch(found.tables, input, urlRepairModel(input, rec, from, deletions), { without: found.without });
}

/** How an edit reads in a repair's message: its kind and span, never its text (it may be part of a password). */
const spanOf = (e: RepairEdit): string => (e.start === e.end ? `${e.kind} at ${e.start}` : `${e.kind} ${e.start}\u2013${e.end}`);

/** The message of a repair: its cost and its edits (at most six named). */
function messageOf(edits: readonly RepairEdit[], cost: number): string {
  const named = edits.slice(0, 6).map(spanOf).join(', ');
  const more = edits.length > 6 ? `, and ${edits.length - 6} more` : '';
  return `the least-cost repair (cost ${cost}): ${named}${more}`;
}

/**
 * The least-cost repairs of `input` under `grammar` from `start` (the start rule's name), as fix
 * candidates, cheapest first: none where the grammar's tables are not loaded, where its automaton
 * accepts the input, or where no repair fits the engine's budgets. Each carries `repair`: its edits
 * with their kinds and spans, and its cost. `most` caps their level (`fixesWithRepairs`); `from`
 * is the report's position (none edits text before its mistake); with
 * `deletions` false none deletes a character; only the `plausible` ones are given. `rec`: the
 * input's Appendix B reading, where the caller has it already.
 *
 * @example
 * ```ts
 * repairCandidates('http://a/b<c', 'rfc3986', 'URI')[0]?.edits; // [{ start: 10, end: 11, text: '%3C' }]
 * ```
 */
export function repairCandidates(input: string, grammar: string, start: string, most: Applicability = 'machine-applicable', from = 0, deletions = true, rec: URLComponents = readComponents(input)): Candidate[] {
  // A failure inside the host (as Appendix B delimits it): a name no repair mends without making
  // one up (escapes in a host name no host anyone meant; a delimiter inserted cuts it in two).
  if (rec.host !== null && from >= rec.host.start && from < rec.host.end) return [];
  // A repair mends the mistake the report names: one whose first edit lies before it changes text
  // the parser read as valid (an "h:" made a scheme of "http//a"), and is not offered. "Before it":
  // before the last delimiter up to the report's position (the ":" of "host:1path" is the mistake
  // where the parser stops at the "p"), or, with none, before the position itself. The search
  // makes none there (the cheapest three from the mistake on, not the cheapest three of which
  // those before it are then dropped), and reads the text before it as one lane; the filter below
  // holds where the automaton's reading fails before it after all (an insertion there).
  let limit = Math.min(from, input.length);
  for (let k = limit; k >= 0; k--) {
    if (DELIMITERS.includes(input.charAt(k))) {
      limit = k;
      break;
    }
  }
  const r = urlRepair(input, grammar, start, rec, limit, deletions);
  if (r === null || r.kind !== 'repairs') return [];
  // Where the automaton alone gives the verdict, a repair it accepts is valid: not parsed again.
  const valid = recognizerTablesFor(grammar, start)?.decides === true;
  return r.repairs.filter((x) => x.edits[0]!.start >= limit && plausible(input, rec, x.edits)).map(({ edits, cost }) => {
    const plain = edits.map(({ start: s, end, text }) => ({ start: s, end, text }));
    // Only escapes of characters that may never stand unescaped, outside the host (a host that
    // holds escaped spaces or brackets names no host anyone meant), and none of a quotation mark or
    // bracket (which may be a paste's, DECISIONS 33), may be machine-applicable.
    const host = rec.host;
    const escapesOnly = edits.every((e) => e.kind === 'escape' && safeEscape(input.codePointAt(e.start)!) && !(host !== null && e.start >= host.start && e.start < host.end));
    const applicability = escapesOnly && most === 'machine-applicable' ? escapeLevel(input, rec, plain, 'machine-applicable') : 'maybe-incorrect';
    const message = messageOf(edits, cost);
    return valid ? { edits: plain, message, applicability, repair: { cost, edits }, valid: true } : { edits: plain, message, applicability, repair: { cost, edits } };
  });
}

/**
 * Whether a repair is one a person might have meant: the automaton admits edits no one would make,
 * and these are not offered.
 *
 * - Where it only escapes, no escape lands in the host (`http://h%3A80a/` names no host anyone meant).
 * - An authority it makes where there was none holds no other edit but escapes.
 * - Else, it keeps what RFC 3986 Appendix B reads of the input: the scheme and a host that is not empty
 *   (in any case), the authority, the query and the fragment (a "/" written in a password for its
 *   ":" would make a host of the user name); a scheme it makes where the input had none
 *   is one the scheme facts know (`http//a` as `http://a`, not `www.example.com` as a scheme).
 * - It splits no number: no delimiter inserted between two digits (and `urlRepairModel` neither escapes
 *   nor replaces the ":" before a port that is a number: a port out of range is no scp-like path).
 * - It deletes at most two characters (an invisible one is not counted): a deletion loses user
 *   data. (Each one that may never stand unescaped in a URL, a space, a control, `<`, a non-ASCII
 *   character, not a "%", which starts an escape; and none where the report's own fixes make the
 *   URL valid already: the cost model's `deleteCost` makes no other deletion.)
 *
 * With `shortcut` (the default), edits that leave Appendix B's split as it was and touch neither
 * the scheme nor the host, and escapes that leave it and escape a character of the host, are
 * judged without reading the repaired text; test/repair.test.ts holds the two ways to the same
 * answers.
 *
 * @example
 * ```ts
 * plausible('http://a/b c', readComponents('http://a/b c'), [{ start: 10, end: 11, text: '%20', kind: 'escape' }]); // true
 * ```
 * @internal
 */
export function plausible(input: string, rec: URLComponents, edits: readonly RepairEdit[], shortcut = true): boolean {
  let deleted = 0;
  for (const e of edits) {
    // (Which characters may be deleted at all, the cost model says: `deleteCost`.)
    if (e.kind === 'delete' && !INVISIBLE.has(input.codePointAt(e.start)!)) {
      if (++deleted > 2) return false;
    } else if (e.start === e.end) {
      if (e.start > 0 && isDigitCode(input.charCodeAt(e.start - 1)) && isDigitCode(input.charCodeAt(e.start))) return false;
    }
  }
  // Edits that leave Appendix B's split as it was (`keepsSplit`) and touch neither the scheme nor
  // the host (nor insert at either's ends) keep every part read below: the repaired text's scheme,
  // host, authority, query and fragment are the input's, and no edit lands in its host. No reading
  // of it is needed (most repairs escape a character of the path, the query or the fragment).
  if (shortcut && !edits.some((e) => touches(rec.scheme, e)) && keepsSplit(input, rec, edits)) {
    if (!edits.some((e) => touches(rec.host, e))) return true;
    // Escapes only, one of a character of the host: with the split as it was, it lands in the
    // repaired text's host (what the first test below refuses).
    if (edits.every((e) => e.kind === 'escape') && edits.some((e) => e.start < rec.host!.end && e.end > rec.host!.start)) return false;
  }
  const after = readComponents(applyEdits(input, edits));
  // Where each edit stands in the result (the edits are sorted and do not overlap).
  const at: number[] = [];
  for (let k = 0, delta = 0; k < edits.length; k++) {
    const e = edits[k]!;
    at.push(e.start + delta);
    delta += e.text.length - (e.end - e.start);
  }
  // Whether an edit (other than the `but`th) of the repair lands inside `span` of its result.
  // (`closed`: an edit at the span's end, which ends it, lands too.)
  const lands = (span: { readonly start: number; readonly end: number }, but = -1, closed = false): boolean =>
    edits.some((e, k) => k !== but && (at[k]! < span.end || (closed && at[k] === span.end)) && at[k]! + Math.max(e.text.length, 1) > span.start);
  // Escapes only: an escaped delimiter may change how the URL is delimited (a "#" in a password
  // escaped makes the rest of it an authority again), but no escape lands in the host.
  if (edits.every((e) => e.kind === 'escape')) return after.host === null || !lands(after.host);
  // An authority made where there was none ("//" inserted) holds no other edit but escapes, nor
  // ends at one: a delimiter inserted in it would cut the user information (a password moved into
  // the path).
  if (rec.authority === null && after.authority !== null) {
    // The insertion that opens it: the one that ends where the authority starts.
    const start = after.authority.start;
    const made = edits.findIndex((e, k) => e.kind === 'insert' && at[k]! + e.text.length === start);
    if (!edits.every((e, k) => k === made || e.kind === 'escape') && lands(after.authority, made, true)) return false;
  }
  if (rec.scheme !== null ? after.scheme?.text.toLowerCase() !== rec.scheme.text.toLowerCase() : after.scheme !== null && schemeFacts(after.scheme.text.toLowerCase()) === undefined) return false;
  if ((rec.authority !== null && after.authority === null) || (rec.query !== null && after.query === null) || (rec.fragment !== null && after.fragment === null)) return false;
  return rec.host === null || rec.host.text.length === 0 || after.host?.text.toLowerCase() === rec.host.text.toLowerCase();
}

/** Whether edit `e` changes, or inserts at either end of, `span` (null: there is none). */
const touches = (span: { readonly start: number; readonly end: number } | null, e: RepairEdit): boolean => span !== null && e.start <= span.end && e.end >= span.start;

/** A user name or a host of an scp-like remote (git-clone(1), "GIT URLS"). */
const SCP_USER = /^[A-Za-z0-9._-]+$/;
const SCP_HOST = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
/** A defang: "[.]", "[:]", "[://]", "[/]", "(.)", "{.}", and "hxxp" for "http". */
const DEFANGS = /\[(\.|:|:\/\/|\/)\]|\((\.)\)|\{(\.)\}/g;
const HXXP = /^h[xX]{2}p(?=s?(?::|\[))/;
/** An opening bracket of a defang (`DEFANGS`). */
const BRACKETS = /[[({]/;

/**
 * Hand-written candidates for inputs that are another form of a URL, read whole: an scp-like git
 * remote (`git@github.com:user/repo.git`, whose URL is `ssh://git@github.com/user/repo.git`), and a
 * defanged URL (`hxxps://example[.]com`, refanged). Both move or remove characters: maybe-incorrect.
 * `rec`: the input's Appendix B reading, where the caller has it already.
 *
 * @example
 * ```ts
 * knownFormCandidates('git@github.com:user/repo.git')[0]?.message; // 'this is an scp-like git remote; as a URL it is `ssh://git@github.com/user/repo.git`'
 * ```
 */
export function knownFormCandidates(input: string, rec: URLComponents = readComponents(input)): Candidate[] {
  const out: Candidate[] = [];
  // Appendix B reads `user@host` as the scheme of `user@host:path`, with no authority.
  const scheme = rec.scheme;
  if (scheme !== null && rec.authority === null && rec.path.text.length > 0) {
    const at = scheme.text.indexOf('@');
    if (at > 0 && SCP_USER.test(scheme.text.slice(0, at)) && SCP_HOST.test(scheme.text.slice(at + 1))) {
      const colon = { start: scheme.end, end: scheme.end + 1, text: rec.path.text.startsWith('/') ? '' : '/' };
      const url = 'ssh://' + input.slice(0, scheme.end) + colon.text + input.slice(scheme.end + 1);
      out.push({ edits: [{ start: 0, end: 0, text: 'ssh://' }, colon], message: `this is an scp-like git remote; as a URL it is \`${url}\``, applicability: 'maybe-incorrect' });
    }
  }
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const hxxp = HXXP.exec(input);
  if (hxxp) edits.push({ start: 1, end: 3, text: 'tt' });
  // (Most inputs hold no bracket a defang writes: no global search is made of them.)
  if (BRACKETS.test(input)) for (const m of input.matchAll(DEFANGS)) edits.push({ start: m.index, end: m.index + m[0].length, text: m[1] ?? m[2] ?? m[3] ?? '' });
  if (edits.length > 0 && (hxxp === null || edits.length > 1 || input.includes('[') === false)) {
    out.push({ edits, message: 'refang the defanged URL ("hxxp" as "http", "[.]" as ".", "[:]" as ":", "[/]" as "/")', applicability: 'maybe-incorrect' });
  }
  return out;
}

/**
 * A report's fixes: its hand-written candidates (the whole-input readings of `knownFormCandidates`,
 * then its code's, `hand`), checked, which keep their wording and come first (those that validate,
 * then the partial ones), then the least-cost repairs, checked, less any URL a hand-written fix
 * gives already. Where hand-written candidates are offered and none is machine-applicable (their
 * authors judged the mistake one a machine should not mend unseen: a "\\" that meant "/", a
 * full-width "."), no repair is machine-applicable either; where none is, the cheapest lossless
 * repair may be (and `wholeFixOf` falls back on it). `rec`: the input's Appendix B reading (a
 * report's `components`), read once for every candidate.
 *
 * @example
 * ```ts
 * const r = parseURL('ssh://git@github.com:team/repo.git');
 * if (!r.ok) r.error.fixes.some((f) => f.url === 'ssh://git@github.com/team/repo.git'); // true
 * ```
 */
export function fixesWithRepairs(input: string, firstOffset: number, hand: readonly Candidate[], grammar: string, start: string, reparse: Reparse, rec: URLComponents = readComponents(input)): ReportFix[] {
  const all = [...knownFormCandidates(input, rec), ...hand];
  // A hand-written candidate's level as its check will judge it: lossy, it is maybe-incorrect.
  const trusted = (c: Candidate) => c.applicability === 'machine-applicable' && keepsEveryCharacter(input, applyEdits(input, c.edits));
  const fixes = checkedFixes(input, firstOffset, all, reparse);
  // (A checked fix that is machine-applicable is a trusted candidate's: its check found it lossless.)
  const most: Applicability = all.length === 0 || fixes.some((f) => f.applicability === 'machine-applicable') || all.some(trusted) ? 'machine-applicable' : 'maybe-incorrect';
  const seen = new Set(fixes.map((f) => f.url));
  const valid = fixes.some((f) => f.validates);
  for (const f of checkedFixes(input, firstOffset, repairCandidates(input, grammar, start, most, firstOffset, !valid, rec), reparse)) if (!seen.has(f.url)) fixes.push(f);
  return fixes;
}

