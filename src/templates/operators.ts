/**
 * RFC 6570 Appendix A, "Table: Value for expression types": what each operator writes before the
 * first defined variable (`first`), between two (`sep`), whether it writes each variable's name
 * (`named`), what it writes after the name of an empty value (`ifemp`), and which characters it
 * writes as they are (`allow`: U, the unreserved set; U+R, unreserved and reserved, and escapes
 * already in a value kept). Expansion (./expand.ts) writes by it and matching (./match.ts) reads
 * by it. Data only.
 */
import type { TemplateOperator } from './types.js';

/**
 * One row of RFC 6570 Appendix A's table.
 *
 * @example
 * ```ts
 * const row: OperatorRow = OPERATOR_TABLE['?'];
 * [row.first, row.sep, row.named, row.ifemp, row.allow]; // ['?', '&', true, '=', 'U']
 * ```
 */
export interface OperatorRow {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  readonly allow: 'U' | 'U+R';
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
  '': { first: '', sep: ',', named: false, ifemp: '', allow: 'U' },
  '+': { first: '', sep: ',', named: false, ifemp: '', allow: 'U+R' },
  '.': { first: '.', sep: '.', named: false, ifemp: '', allow: 'U' },
  '/': { first: '/', sep: '/', named: false, ifemp: '', allow: 'U' },
  ';': { first: ';', sep: ';', named: true, ifemp: '', allow: 'U' },
  '?': { first: '?', sep: '&', named: true, ifemp: '=', allow: 'U' },
  '&': { first: '&', sep: '&', named: true, ifemp: '=', allow: 'U' },
  '#': { first: '#', sep: ',', named: false, ifemp: '', allow: 'U+R' },
};
