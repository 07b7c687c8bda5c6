/**
 * The WHATWG URL Standard's URL-writing grammar loaded (grammar/rules/whatwg.ts: §4.3 URL writing
 * and §3.4 Host writing, on RFC 3986's `dec-octet` and the RFC 2234 core rules), with its generated
 * fast path and the check after the parse its prose asks for (grammar/engine/checks.ts): "A valid
 * domain string must be a string that is a valid domain", the domain parser with beStrict true
 * (UTS #46 through `tr46`, which this module loads) and the ends-in-a-number checker, on every
 * `valid-domain-string` of the tree. Its problems are the errors `host.invalid-domain` and
 * `host.ends-in-a-number`, pointing at the domain.
 */
import '../base/idna-tr46.js';
import { invalidDomain } from '../base/whatwg-host.js';
import './rfc3986.js';
import './rules/whatwg.js';
import { walk, type ASTNode } from './engine/ast.js';
import { provideTreeCheck, type CheckProblem } from './engine/checks.js';
import { mayHoldOf } from './engine/query.js';
import { provideFastPath } from './engine/fast.js';
import { profiles } from './engine/profiles.js';
import * as generated from './engine/generated/fast-whatwg.js';

provideFastPath(generated);

/** What a report of each problem says was expected at the domain. */
const EXPECTED = {
  'domain-to-ASCII': ['a valid domain (UTS #46 ToASCII with the strict flags)'],
  'ends-in-a-number': ['a domain whose last label is no number'],
} as const;

/** The node types whose subtree may hold a `valid-domain-string` (the walk descends into no other). */
let holders: ReadonlySet<string> | null = null;

function domainProblems(root: ASTNode, all: boolean, limit: number): CheckProblem[] {
  holders ??= mayHoldOf(new Set(['valid-domain-string']));
  const out: CheckProblem[] = [];
  const most = all ? limit : 1;
  // In input order; the walk descends only into the nodes that may hold a domain.
  walk(root, (node, ancestors) => {
    if (out.length >= most) return false;
    if (node.type !== 'valid-domain-string') return node === root || holders!.has(node.type);
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

provideTreeCheck(['whatwg', ...profiles.whatwg.starts.filter((s) => s.rfc !== 'whatwg').map((s) => `${s.rfc}:${s.name}`)], domainProblems);
