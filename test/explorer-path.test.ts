/**
 * The path the grammar explorer marks on a railroad diagram (scripts/docs/explorer/path.ts): the
 * boxes a failed parse went through in one rule of its stack, and the boxes that were next.
 * Checked here in Node for reports of the library; test/explorer-browser.test.ts checks the marks
 * in the page.
 */
import { describe, expect, it } from 'vitest';
import { allRules, lookup, printExpr, profiles, resolveRef, type Expr, type GrammarName, type RFC } from '../grammar/index.js';
import { diagramPath, exprAt } from '../scripts/docs/explorer/path.js';
import { parseURL } from '../src/index.js';

const byKey = new Map(allRules().map((r) => [r.key, r]));

/** The marks of each frame of the report of `input` under `grammar`, as printed expressions. */
function marks(input: string, grammar: GrammarName): Record<string, { taken: string[]; next: string[]; complete: boolean } | null> {
  const r = parseURL(input, { grammar });
  if (r.ok) throw new Error(`${input} parses`);
  const sub = profiles[grammar].substitute;
  const resolver = (from: RFC, e: Extract<Expr, { k: 'ref' }>) => {
    const rule = resolveRef(from, e);
    return byKey.get(sub.get(rule.key) ?? '') ?? rule;
  };
  const out: Record<string, { taken: string[]; next: string[]; complete: boolean } | null> = {};
  for (const f of r.error.trace) {
    const rule = lookup(f.rfc as RFC, f.rule)!;
    const p = diagramPath(rule, input, f.start, r.error.offset, resolver);
    const show = (at: string) => printExpr(exprAt(rule.body, at)!, 'abnf5234', rule.rfc);
    out[f.rule] = p && { taken: [...p.taken].map(show), next: [...p.failed].map(show), complete: p.complete };
  }
  return out;
}

describe('the path through a diagram', () => {
  it('a space in the host (RFC 3986): each rule of the stack, what it read and what was next', () => {
    const m = marks('http://www.exa mple.org/', 'rfc3986');
    expect(m['URI']).toEqual({ taken: ['scheme', '":"', 'hier-part'], next: ['"?"', '"#"'], complete: true });
    expect(m['hier-part']).toEqual({ taken: ['"//"', 'authority'], next: ['path-abempty'], complete: true });
    expect(m['authority']).toEqual({ taken: ['host'], next: ['":"'], complete: true });
    expect(m['reg-name']).toEqual({ taken: ['unreserved'], next: ['unreserved', 'pct-encoded', 'sub-delims'], complete: true });
  });

  it('a failure inside a reference marks the reference as next, and the rule as unfinished', () => {
    const m = marks('http://[::1/', 'rfc3986');
    expect(m['URI']).toEqual({ taken: ['scheme', '":"'], next: ['hier-part'], complete: false });
    expect(m['IP-literal']).toEqual({ taken: ['"["', 'IPv6address'], next: ['"]"'], complete: false });
  });

  it('reads the grammar with its substitutions (RFC 1738 with RFC 2732 hosts)', () => {
    const m = marks('http://example.org:8o/', 'rfc1738');
    expect(m['hostport']).toEqual({ taken: ['host', '":"', 'port'], next: [], complete: true });
    expect(m['httpurl']!.next).toEqual(['"/"']);
  });

  it('marks one occurrence of an expression, not every place it is used (dec-octet has five DIGITs)', () => {
    const m = marks('http://[::1/', 'rfc3986');
    expect(m['dec-octet']).toEqual({ taken: ['DIGIT'], next: [], complete: true });
    const rule = lookup(3986, 'dec-octet')!;
    const p = diagramPath(rule, 'http://[::1/', 10, 11, (from, e) => resolveRef(from, e))!;
    expect([...p.taken]).toEqual(['0']); // the first branch, DIGIT
  });

  it('a rule started after the failure, or past the work bound, has no path', () => {
    const rule = lookup(3986, 'reg-name')!;
    const resolver = (from: RFC, e: Extract<Expr, { k: 'ref' }>) => resolveRef(from, e);
    expect(diagramPath(rule, 'abc', 2, 1, resolver)).toBeNull();
    expect(diagramPath(rule, 'a'.repeat(5000) + ' ', 0, 5000, resolver, 100)).toBeNull();
    expect(diagramPath(rule, 'a'.repeat(5000) + ' ', 0, 5000, resolver)).not.toBeNull();
  });
});
