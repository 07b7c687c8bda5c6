/**
 * `urlgrammar scheme URI...`: each URI read by RFC 3986, then by its scheme's own grammar (the rows
 * of grammar/scheme-facts.ts with a `grammar` column: src/schemes/, each loaded from its RFC's
 * ABNF): "valid" and the parts the RFC names, or the report of the grammar that rejected it.
 */
import { parseScheme } from '../../index.js';
import { args } from '../args.js';
import type { CommandContext } from '../context.js';

/** `scheme URI...`: each URI by RFC 3986, then by its scheme's grammar (src/schemes/). */
export function schemeCmd(cx: CommandContext, argv: string[]): number {
  const { positionals, format } = args(cx, 'scheme', argv, { format: { type: 'string' } }, [1, Infinity], ['text', 'json']);
  let invalid = 0;
  for (const input of positionals) {
    const r = parseScheme(input);
    if (!r.ok) invalid++;
    const rd = cx.inputs(input);
    const shown = rd.text;
    if (format === 'json') {
      const body = r.ok ? { input, valid: true, scheme: r.scheme, rfc: r.rfc, section: r.section, parts: null } : { input, valid: false, scheme: r.scheme, rfc: r.rfc, section: r.section, error: r.error };
      const masked = rd.data(body) as Record<string, unknown>;
      cx.out(JSON.stringify(r.ok ? { ...masked, parts: cx.dataValue(rd, r.parts) ?? null } : masked));
    } else if (r.ok) {
      const cite = /^\d/.test(r.section) ? `§${r.section}` : r.section;
      cx.out(`valid  ${shown}  (${r.scheme}: RFC ${r.rfc} ${cite})`);
      if (r.parts) for (const [k, v] of Object.entries(r.parts)) if (k !== 'scheme') cx.out(`  ${k}: ${JSON.stringify(cx.dataValue(rd, v))}`);
    } else cx.out(cx.report(r.error) + '\n');
  }
  return invalid > 0 ? 1 : 0;
}
