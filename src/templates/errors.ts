/**
 * The error a template string that is no URI Template raises where the API throws rather than
 * returns a report (`expandTemplate`): it carries `parseTemplate`'s report.
 */
import { checkObject } from '../../base/args.js';
import type { URLErrorReport } from '../diagnostics/types.js';

/**
 * Thrown for a template string that is no URI Template (RFC 6570 §2) by a function that takes a
 * template string and throws rather than returns a report (`expandTemplate`). `report` is the
 * object `parseTemplate` returns as `error` (offset, expected terminals, the rule stack with RFC
 * 6570's sections, fixes); `offset` is its offset. The message is the report's. `parseTemplate`
 * itself never throws it: it returns the report.
 *
 * @example
 * ```ts
 * const e = new TemplateSyntaxError({ offset: 3, message: 'a varname has two dots in a row' } as never);
 * [e.name, e.offset, e.message]; // ['TemplateSyntaxError', 3, 'a varname has two dots in a row']
 * e instanceof Error; // true
 * ```
 */
export class TemplateSyntaxError extends Error {
  override readonly name: string = 'TemplateSyntaxError';
  /** The report of why the template is none, as `parseTemplate` returns it. */
  readonly report: URLErrorReport;
  /** The report's offset: the furthest the template could be read as one. */
  readonly offset: number;

  constructor(report: URLErrorReport) {
    checkObject(report, 'TemplateSyntaxError', 'the report');
    const message: unknown = report.message;
    super(typeof message === 'string' ? message : 'not a URI Template');
    this.report = report;
    this.offset = report.offset;
  }
}
