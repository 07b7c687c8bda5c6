/**
 * `urlgrammar parse URL`: the AST of the URL as an indented tree with spans (or `--json`), or the
 * report of the grammar that rejects it (exit 1).
 */
import { parseURL, type ASTNode } from '../../index.js';
import { args, readingOptions } from '../args.js';
import type { CommandContext } from '../context.js';

/** The AST as lines: each node indented by its depth, with its span, text and what else it holds. */
function tree(n: ASTNode, depth = 0, lines: string[] = []): string[] {
  const extra =
    n.type === 'host' || n.type === 'ihost' ? ` (${n.hostType})` : n.type === 'port' ? ` = ${n.value ?? '(empty)'}` : 'decoded' in n && n.decoded !== n.text ? ` decoded ${JSON.stringify(n.decoded)}` : '';
  lines.push(`${'  '.repeat(depth)}${n.type} [${n.start}, ${n.end}) ${JSON.stringify(n.text)}${extra}`);
  for (const c of n.children) tree(c, depth + 1, lines);
  return lines;
}

/** `urlgrammar parse`. */
export function parse(cx: CommandContext, argv: string[]): number {
  const { values, positionals, format } = args(cx, 'parse', argv, { grammar: { type: 'string' }, start: { type: 'string' }, format: { type: 'string' } }, [1, 1], ['text', 'json']);
  const rd = cx.inputs(positionals[0]!);
  const r = parseURL(positionals[0]!, readingOptions(cx, values));
  if (!r.ok) {
    cx.out(format === 'json' ? JSON.stringify(rd.data(r.error), null, 2) : cx.report(r.error));
    return 1;
  }
  // The tree shows every node's text: the password's too, masked unless --show-password.
  const ast = cx.dataValue(rd, r.ast) as ASTNode;
  cx.out(format === 'json' ? JSON.stringify(ast, null, 2) : tree(ast).join('\n'));
  return 0;
}
