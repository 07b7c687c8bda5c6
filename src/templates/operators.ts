/**
 * RFC 6570 Appendix A, "Table: Value for expression types": what each operator writes before the
 * first defined variable (`first`), between two (`sep`), whether it writes each variable's name
 * (`named`), what it writes after the name of an empty value (`ifemp`), and which characters it
 * writes as they are (`allow`: U, the unreserved set; U+R, unreserved and reserved, and escapes
 * already in a value kept), with the name and section of §3.2 that expands it (`name`,
 * `section`: what the CLI's tree and the explorer show). Expansion (./expand.ts) writes by it and
 * matching (./match.ts) reads by it. Data, and `ruleSet`, the reader of a rule's characters that
 * matching, the any-order query reader and the proof share.
 */
import { charsetOf, lookup, type Ranges } from '../../grammar/index.js';
import type { TemplateOperator } from './types.js';

/**
 * The characters a rule of RFC 3986 (or RFC 2234's core) is one of, read from the rule (matching,
 * the any-order query reader and the proof read their sets so). @internal
 *
 * @example
 * ```ts
 * ruleSet(2234, 'DIGIT'); // [[48, 57]]
 * ```
 */
export function ruleSet(rfc: 3986 | 2234, name: string): Ranges {
  const r = lookup(rfc, name);
  const set = r && charsetOf(r.body, r.rfc);
  if (!set) throw new Error(`RFC ${rfc} ${name} is not loaded`);
  return set;
}

/**
 * One row of RFC 6570 Appendix A's table.
 *
 * @example
 * ```ts
 * const row: OperatorRow = OPERATOR_TABLE['?'];
 * [row.first, row.sep, row.named, row.ifemp, row.allow]; // ['?', '&', true, '=', 'U']
 * [row.name, row.section]; // ['form-style query expansion', '3.2.8']
 * ```
 */
export interface OperatorRow {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  readonly allow: 'U' | 'U+R';
  /** The name of §3.2's subsection that expands the operator. */
  readonly name: string;
  /** That subsection's number (`'3.2.8'`). */
  readonly section: string;
}

/**
 * The table, by operator (`''` for none).
 *
 * @example
 * ```ts
 * OPERATOR_TABLE['#'].allow; // 'U+R'
 * OPERATOR_TABLE[''].sep;    // ','
 * ```
 */
export const OPERATOR_TABLE: Readonly<Record<TemplateOperator, OperatorRow>> = {
  '': { first: '', sep: ',', named: false, ifemp: '', allow: 'U', name: 'simple string expansion', section: '3.2.2' },
  '+': { first: '', sep: ',', named: false, ifemp: '', allow: 'U+R', name: 'reserved expansion', section: '3.2.3' },
  '.': { first: '.', sep: '.', named: false, ifemp: '', allow: 'U', name: 'label expansion with dot-prefix', section: '3.2.5' },
  '/': { first: '/', sep: '/', named: false, ifemp: '', allow: 'U', name: 'path segment expansion', section: '3.2.6' },
  ';': { first: ';', sep: ';', named: true, ifemp: '', allow: 'U', name: 'path-style parameter expansion', section: '3.2.7' },
  '?': { first: '?', sep: '&', named: true, ifemp: '=', allow: 'U', name: 'form-style query expansion', section: '3.2.8' },
  '&': { first: '&', sep: '&', named: true, ifemp: '=', allow: 'U', name: 'form-style query continuation', section: '3.2.9' },
  '#': { first: '#', sep: ',', named: false, ifemp: '', allow: 'U+R', name: 'fragment expansion', section: '3.2.4' },
};
