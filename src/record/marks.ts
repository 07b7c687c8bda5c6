/**
 * The marks between a URI's components, as RFC 3986 Appendix B's productions write them
 * (grammar/appendix-b: `B-URI-reference`, `B-authority`, `B-host`), for the passes that look at a
 * text no reading has split yet (a report's fix-its and warnings at a failure): they compare with
 * these, read from the grammar, and spell no delimiter of their own.
 */
import { appendixBDelimiters as B } from '../../grammar/appendix-b/index.js';

/**
 * The UTF-16 codes of the one-character marks: the ":" after a scheme, the "@" after the user
 * information, the ":" before a port, the "[" and "]" around an IP literal.
 *
 * @example
 * ```ts
 * String.fromCharCode(MARK.userinfo); // '@'
 * ```
 * @internal
 */
export const MARK: {
  readonly scheme: number;
  readonly userinfo: number;
  readonly port: number;
  readonly literalOpen: number;
  readonly literalClose: number;
} = Object.freeze({
  scheme: B.schemeMark.charCodeAt(0),
  userinfo: B.userinfoMark.charCodeAt(0),
  port: B.portMark.charCodeAt(0),
  literalOpen: B.literalMark.charCodeAt(0),
  literalClose: B.literalCloseMark.charCodeAt(0),
});

/**
 * The same marks as text, and the "?" before a query and the "#" before a fragment.
 *
 * @example
 * ```ts
 * MARK_TEXT.fragment; // '#'
 * ```
 * @internal
 */
export const MARK_TEXT: {
  readonly scheme: string;
  readonly userinfo: string;
  readonly port: string;
  readonly literalOpen: string;
  readonly literalClose: string;
  readonly query: string;
  readonly fragment: string;
} = Object.freeze({
  scheme: B.schemeMark,
  userinfo: B.userinfoMark,
  port: B.portMark,
  literalOpen: B.literalMark,
  literalClose: B.literalCloseMark,
  query: B.queryMark,
  fragment: B.fragmentMark,
});

/**
 * The mark before an authority (`B-URI-reference`'s "//"), and after a scheme's ":".
 *
 * @example
 * ```ts
 * AUTHORITY_MARK; // '//'
 * ```
 * @internal
 */
export const AUTHORITY_MARK: string = B.authorityMark;
