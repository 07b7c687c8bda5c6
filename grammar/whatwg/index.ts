/**
 * The WHATWG URL Standard's URL-writing grammar loaded (grammar/whatwg/rules.ts: §4.3 URL writing
 * and §3.4 Host writing, on RFC 3986's `dec-octet` and the RFC 2234 core rules), with its generated
 * fast path and the checks after the parse its prose asks for (grammar/engine/checks.ts), in input
 * order:
 *
 * - "A valid domain string must be a string that is a valid domain": the domain parser with
 *   beStrict true (UTS #46 through `tr46`, which this module loads) and the ends-in-a-number
 *   checker, on every `valid-domain-string` of the tree. Its problems are the errors
 *   `host.invalid-domain` and `host.ends-in-a-number`, pointing at the domain.
 * - A URL-port string is "one or more ASCII digits representing a decimal number that is a 16-bit
 *   unsigned integer" (§4.3): on every `URL-port-string`, a value over 65535 is the error
 *   `port.out-of-range` (a range error, as RFC 1738's port), pointing at the start of the port
 *   (DECISIONS 31). Leading zeros are allowed (`00080` is 80, as whatwg-url's `isValidURLString`
 *   reads it), and a value of more than 15 significant digits is `Infinity` (`digitsValue`, as a
 *   `port` node's value): no count of digits overflows.
 */
import '../../base/idna-tr46.js';
import { invalidDomain } from '../../base/whatwg-host.js';
import '../rfc3986/index.js';
import './rules.js';
import { digitsValue, walk, type ASTNode } from '../engine/ast.js';
import { provideTreeCheck, type CheckProblem } from '../engine/checks.js';
import { mayHoldOf } from '../parsers.js';
import { provideFastPath } from '../engine/fast.js';
import { profiles } from '../profiles.js';
import * as generated from '../generated/fast-whatwg.js';

provideFastPath(generated);

/** What a report of each problem says was expected at the domain. */
const EXPECTED = {
  'domain-to-ASCII': ['a valid domain (UTS #46 ToASCII with the strict flags)'],
  'ends-in-a-number': ['a domain whose last label is no number'],
} as const;

/** The rules the checks look at. */
const CHECKED = new Set(['valid-domain-string', 'URL-port-string']);

/** The node types whose subtree may hold a checked rule (the walk descends into no other). */
let holders: ReadonlySet<string> | null = null;

function writingProblems(root: ASTNode, all: boolean, limit: number): CheckProblem[] {
  holders ??= mayHoldOf(CHECKED);
  const out: CheckProblem[] = [];
  const most = all ? limit : 1;
  // In input order; the walk descends only into the nodes that may hold a checked rule.
  walk(root, (node, ancestors) => {
    if (out.length >= most) return false;
    if (!CHECKED.has(node.type)) return node === root || holders!.has(node.type);
    if (node.type === 'URL-port-string') {
      // digitsValue: leading zeros skipped, more than 15 significant digits Infinity (no overflow).
      if (digitsValue(node.text) > 65535) {
        out.push({
          code: 'port.out-of-range', at: node.start, node, ancestors: [...ancestors],
          expected: { rule: 'URL-port-string', rfc: 'whatwg', section: '4.3', terminals: ['0 to 65535'] },
        });
      }
      return false;
    }
    const why = invalidDomain(node.text);
    if (why) {
      out.push({
        code: why === 'domain-to-ASCII' ? 'host.invalid-domain' : 'host.ends-in-a-number',
        at: node.start, node, ancestors: [...ancestors],
        expected: { rule: 'valid-domain-string', rfc: 'whatwg', section: '3.4', terminals: EXPECTED[why] },
      });
    }
    return false;
  });
  return out;
}

provideTreeCheck(['whatwg', ...profiles.whatwg.starts.filter((s) => s.rfc !== 'whatwg').map((s) => `${s.rfc}:${s.name}`)], writingProblems);
