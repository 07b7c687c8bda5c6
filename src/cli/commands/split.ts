/**
 * `urlgrammar split URL` and `urlgrammar urlparse URL`: Python's `urlsplit` and `urlparse` (the
 * urllib layer), as JSON with the derived fields (username, password, hostname, port).
 */
import { urlparse, urlsplit, ValueError } from '../../index.js';
import { args } from '../args.js';
import type { CommandContext } from '../context.js';

/** `urlgrammar split` (`cmd` split) and `urlgrammar urlparse` (`cmd` urlparse). */
export function split(cx: CommandContext, cmd: 'split' | 'urlparse', argv: string[]): number {
  const { values, positionals } = args(cx, cmd, argv, { scheme: { type: 'string' }, 'no-fragments': { type: 'boolean' }, format: { type: 'string' } }, [1, 1], ['json']);
  const rd = cx.inputs(positionals[0]!, [(values.scheme as string | undefined) ?? '']);
  const opts = { scheme: (values.scheme as string | undefined) ?? '', allow_fragments: !values['no-fragments'] };
  // A ValueError (say, "Invalid IPv6 URL") is the library's answer for this input: src/cli/main.ts
  // prints it.
  const r = cmd === 'split' ? urlsplit(positionals[0]!, opts) : urlparse(positionals[0]!, opts);
  const derived: Record<string, unknown> = { username: r.username, password: r.password, hostname: r.hostname };
  try {
    derived.port = r.port;
  } catch (e) {
    if (!(e instanceof ValueError)) throw e;
    derived.port = { error: { type: e.name, message: e.message } };
  }
  cx.out(JSON.stringify(cx.dataValue(rd, { ...r._asdict(), ...derived, geturl: r.geturl() }), null, 2));
  return 0;
}
