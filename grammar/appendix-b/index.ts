/**
 * RFC 3986 Appendix B's component grammar loaded (it reads any string), with its generated
 * parsers: what the component record and the RFC 3986 resolver import. The parsers of the three
 * rules they read are looked up here, once, for both.
 */
import './rules.js';
import type { ASTNode } from '../engine/ast.js';
import { lookup } from '../engine/dsl.js';
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
