/**
 * RFC 3986 Appendix B's component grammar loaded (it reads any string), with its generated
 * parsers: what the component record and the RFC 3986 resolver import. The parsers of the three
 * rules they read are looked up here, once, for both. And the grammar's delimiters, read from its
 * token rules and productions (`appendixBDelimiters`, `appendixBClasses`, `literalReadsTo`): what
 * the incremental record (src/record/edits.ts, any-text.ts) asks where a character ends a
 * component, instead of spelling the characters itself.
 */
import './rules.js';
import type { ASTNode } from '../engine/ast.js';
import { charsetOf, predicate, regexClass, regexLiteral, type Ranges } from '../engine/charset.js';
import { lookup, ref, type Expr } from '../engine/dsl.js';
import { provideFastPath, wholeParser } from '../engine/fast.js';
import * as generated from '../generated/fast-appendix-b.js';

provideFastPath(generated);

/** A rule of the component grammar read on its own: its node for the whole input, or null. */
const whole = (name: string): ((input: string) => ASTNode | null) => wholeParser(lookup('urlgrammar', name)!);

/**
 * RFC 3986 Appendix B's `B-URI-reference` over a whole string: the node whose children are the
 * components present (`B-scheme`, `B-authority`, `B-path`, `B-query`, `B-fragment`). Total: every
 * string is one (every part is optional).
 */
export const appendixBReference = (input: string): ASTNode => reference(input)!;
const reference = whole('B-URI-reference');

/**
 * `B-authority` over a whole string (children `B-userinfo`, `B-host`, `B-port`), or null where the
 * string holds a "/", "?" or "#" (which end Appendix B's authority; an RFC 1808 `net_loc` may hold a "?").
 */
export const appendixBAuthority: (input: string) => ASTNode | null = whole('B-authority');

/** `B-userinfo` over a whole string (children `B-user`, `B-password`), or null where it is not one. */
export const appendixBUserinfo: (input: string) => ASTNode | null = whole('B-userinfo');

const B = 'urlgrammar' as const;

/** The code units of token rule `name` of the component grammar (its character class). */
const classOf = (name: string): Ranges => {
  const set = charsetOf(ref(name, B), B);
  if (set === null) throw new Error(`${name} is no character class`);
  return set;
};

/**
 * The code units below U+10000 that token rule `name` leaves out, as a string: the delimiters that
 * end a run of its characters (`B-path-char` leaves out "?" and "#").
 */
function leftOut(name: string): string {
  let out = '';
  let next = 0;
  for (const [lo, hi] of [...classOf(name), [0x10000, 0x10000] as const]) {
    for (let c = next; c < lo && c <= 0xffff; c++) out += String.fromCharCode(c);
    next = hi + 1;
  }
  if (out.length > 8) throw new Error(`${name} leaves out ${out.length} code units: no delimiter set`);
  return out;
}

/** The characters of `a` that are not in `b`. */
const less = (a: string, b: string): string => [...a].filter((ch) => !b.includes(ch)).join('');

/** Whether `e` reads rule `name` first (a reference to it, or an option, a group or a repetition of one). */
const reads = (e: Expr, name: string): boolean => (e.k === 'ref' ? e.name === name : e.k === 'group' || e.k === 'opt' || e.k === 'rep' ? reads(e.x, name) : false);

/**
 * The literal that production `of` puts just before (`side` -1) or just after (+1) what reads rule
 * `name`, in any sequence of its body: B-URI-reference's ":" after B-scheme.
 */
function markBeside(of: string, name: string, side: -1 | 1): string {
  const seqs: Array<readonly Expr[]> = [];
  const walk = (e: Expr): void => {
    if (e.k === 'seq' || e.k === 'alt') {
      if (e.k === 'seq') seqs.push(e.xs);
      for (const x of e.xs) walk(x);
    } else if (e.k === 'group' || e.k === 'opt' || e.k === 'rep') walk(e.x);
  };
  walk(lookup(B, of)!.body);
  for (const xs of seqs) {
    for (let i = 0; i < xs.length; i++) {
      const beside = xs[i + side];
      if (beside?.k === 'lit' && reads(xs[i]!, name)) return beside.s;
    }
  }
  throw new Error(`${of} puts no literal beside ${name}`);
}

/** The delimiters of RFC 3986 Appendix B's split, as its token rules and productions declare them. */
export interface AppendixBDelimiters {
  /** What a scheme cannot hold (`B-scheme-char` leaves out): ":", "/", "?", "#". */
  readonly scheme: string;
  /** What ends an authority (`B-authority-char` leaves out): "/", "?", "#". */
  readonly authority: string;
  /** What ends the user information, in an authority (`B-hostport-char` leaves out besides): "@". */
  readonly userinfo: string;
  /** What ends a user name, and a host outside brackets (`B-user-char` leaves out besides): ":". */
  readonly user: string;
  /** What closes an IP literal (`B-literal-char` leaves out besides): "]". */
  readonly literal: string;
  /** What ends a path (`B-path-char` leaves out): "?", "#". */
  readonly path: string;
  /** What ends a query (`B-query-char` leaves out): "#". */
  readonly query: string;
  /** The mark after a scheme (`B-URI-reference`): ":". */
  readonly schemeMark: string;
  /** The mark before an authority (`B-URI-reference`): "//". */
  readonly authorityMark: string;
  /** The mark after the user information (`B-authority`): "@". */
  readonly userinfoMark: string;
  /** The mark before a port (`B-authority`): ":". */
  readonly portMark: string;
  /** The mark before a query (`B-URI-reference`): "?". */
  readonly queryMark: string;
  /** The mark before a fragment (`B-URI-reference`): "#". */
  readonly fragmentMark: string;
  /** The mark that opens an IP literal (`B-host`): "[". */
  readonly literalMark: string;
  /** The mark that closes an IP literal (`B-host`): "]". */
  readonly literalCloseMark: string;
}

/**
 * The delimiters of Appendix B's split, read from the grammar: what its token rules leave out, and
 * the literals its productions put between the components.
 *
 * @example
 * ```ts
 * appendixBDelimiters.authority;     // '#/?'
 * appendixBDelimiters.user;          // ':'
 * appendixBDelimiters.authorityMark; // '//'
 * ```
 */
export const appendixBDelimiters: AppendixBDelimiters = (() => {
  const authority = leftOut('B-authority-char');
  const hostport = leftOut('B-hostport-char');
  const user = leftOut('B-user-char');
  return Object.freeze({
    scheme: leftOut('B-scheme-char'),
    authority,
    userinfo: less(hostport, authority),
    user: less(user, hostport),
    literal: less(leftOut('B-literal-char'), hostport),
    path: leftOut('B-path-char'),
    query: leftOut('B-query-char'),
    schemeMark: markBeside('B-URI-reference', 'B-scheme', 1),
    authorityMark: markBeside('B-URI-reference', 'B-authority', -1),
    userinfoMark: markBeside('B-authority', 'B-userinfo', 1),
    portMark: markBeside('B-authority', 'B-port', -1),
    queryMark: markBeside('B-URI-reference', 'B-query', -1),
    fragmentMark: markBeside('B-URI-reference', 'B-fragment', -1),
    literalMark: markBeside('B-host', 'B-literal-char', -1),
    literalCloseMark: markBeside('B-host', 'B-user-char', -1),
  });
})();

/**
 * Predicates over UTF-16 code units, one per token rule the split reads: whether a unit is one of
 * the rule's characters (`authority(0x2f)` is false: "/" ends an authority).
 *
 * @example
 * ```ts
 * appendixBClasses.hostport('@'.charCodeAt(0)); // false
 * appendixBClasses.user('x'.charCodeAt(0));     // true
 * ```
 */
export const appendixBClasses: {
  readonly scheme: (c: number) => boolean;
  readonly authority: (c: number) => boolean;
  readonly hostport: (c: number) => boolean;
  readonly user: (c: number) => boolean;
  readonly literal: (c: number) => boolean;
} = Object.freeze({
  scheme: predicate(classOf('B-scheme-char')),
  authority: predicate(classOf('B-authority-char')),
  hostport: predicate(classOf('B-hostport-char')),
  user: predicate(classOf('B-user-char')),
  literal: predicate(classOf('B-literal-char')),
});

/** A sticky expression of one rule's run, `*B-x-char`, after a literal (or none). */
const run = (lead: string, name: string): RegExp => new RegExp(`${regexLiteral(lead)}${regexClass(classOf(name))}*`, 'y');
const AUTHORITY_RUN = run('', 'B-authority-char');
const LITERAL_RUN = run(appendixBDelimiters.literalMark, 'B-literal-char');

/** Where a sticky run that starts at `start` of `text` ends, or -1. */
const runEnd = (re: RegExp, text: string, start: number): number => {
  re.lastIndex = start;
  return re.test(text) ? re.lastIndex : -1;
};

/**
 * Where Appendix B's authority (group 4, `*B-authority-char`, B-authority's language) that starts
 * at `start` of `text` ends: at the first "/", "?" or "#" from there, or the end.
 *
 * @example
 * ```ts
 * authorityReadsTo('http://u@h:1/p', 7); // 12
 * ```
 */
export const authorityReadsTo = (text: string, start: number): number => runEnd(AUTHORITY_RUN, text, start);

/**
 * How far B-host's IP literal, `"[" *B-literal-char`, reads `text` from `start`: the offset of its
 * closing "]" (or of what else ends it), or -1 where no "[" opens one there.
 *
 * @example
 * ```ts
 * literalReadsTo('[::1]:80', 0); // 4
 * literalReadsTo('h:80', 0);     // -1
 * ```
 */
export const literalReadsTo = (text: string, start: number): number => runEnd(LITERAL_RUN, text, start);
