/**
 * RFC 3987's check after the parse (grammar/engine/checks.ts): §4.1, "IRIs MUST NOT contain
 * bidirectional formatting characters (LRM, RLM, LRE, RLE, LRO, RLO, and PDF)", which `ucschar`
 * admits. A rule stated in prose over the whole text, so a text check of every tree whose root is
 * an RFC 3987 rule: each character of the rule `bidi-format` (rules.ts) is the error
 * `iri.bidi-format`, at the character (the isolates of `bidi-isolate` are a warning,
 * src/diagnostics/warnings.ts). The recognizers read no such character under `rfc3987`
 * (grammar/codegen/recognizer.ts).
 */
import { charsetOf, regexClass } from '../engine/charset.js';
import { provideChecks, type CheckProblem } from '../engine/checks.js';
import { lookup } from '../engine/dsl.js';
import { pathAt } from '../engine/query.js';
import type { ASTNode } from '../engine/ast.js';

/** The characters of the rule `bidi-format` as a global regular expression, built on first use. */
let bidiRe: RegExp | null = null;
const bidiFormatRe = (): RegExp => {
  if (bidiRe) return bidiRe;
  const bidiFormat = lookup('urlgrammar', 'bidi-format')!;
  return (bidiRe = new RegExp(regexClass(charsetOf(bidiFormat.body, bidiFormat.rfc)!), 'g'));
};

/** The first `most` bidirectional formatting characters of the tree's text, in input order, each at the innermost node that holds it. */
function bidiFormats(root: ASTNode, most: number): CheckProblem[] {
  const out: CheckProblem[] = [];
  const re = bidiFormatRe();
  re.lastIndex = 0;
  for (let m = re.exec(root.text); m && out.length < most; m = re.exec(root.text)) {
    const at = root.start + m.index;
    const chain = pathAt(root, at);
    const node = chain[chain.length - 1]!;
    out.push({
      code: 'iri.bidi-format', at, node, ancestors: chain.slice(0, -1),
      expected: { rule: node.type, rfc: 3987, section: '4.1', terminals: ['no bidirectional formatting character (LRM, RLM, LRE, RLE, LRO, RLO, PDF)'] },
    });
  }
  return out;
}

provideChecks({ texts: { 3987: bidiFormats } });
