/** The component grammar of urlsplit (grammar/urllib/rules.ts): declared honestly, and total. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parserFor, lookup, printAbnf } from '../grammar/all.js';
import { declaredRules } from './support/declared.js';

const rules = declaredRules().filter((r) => r.rfc === 'urlgrammar' && r.section === 'urllib');
const norm = (s: string) => s.replace(/\s+/g, '');

describe('grammar/urllib/rules.ts', () => {
  it('declares the split- rules', () => {
    expect(rules.length).toBeGreaterThan(30);
    for (const r of rules) {
      expect(r.name).toMatch(/^split-/);
      expect(r.doc, r.name).toBeTruthy();
    }
  });

  it.each(rules.map((r) => [r.name, r] as const))('%s prints its text as ABNF', (_name, rule) => {
    const printed = printAbnf(rule);
    expect(norm(printed.slice(printed.indexOf(' = ') + 3))).toBe(norm(rule.text.slice(rule.text.indexOf('=') + 1)));
    expect(rule.text.startsWith(`${rule.name} =`)).toBe(true);
  });

  it('the start rules, the cleaning, the params and the net_loc reading are total', () => {
    const starts = ['split-URL', 'split-URL-nofragment', 'split-cleaning', 'split-params-path', 'split-netloc-parts'];
    const alphabet = fc.constantFrom(...':/?#[]@;%.\\ \t\n\x00aZ9é\ud800'.split(''), '::1', '//');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 30 }).map((x) => x.join('')), (s) => {
        for (const name of starts) expect(parserFor(lookup('urlgrammar', name)!).parse(s), `${name} ${JSON.stringify(s)}`).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('split-netloc-parts reads the user information up to the last "@"', () => {
    const n = parserFor(lookup('urlgrammar', 'split-netloc-parts')!).parse('a@b:c@d:e@[::1]x:8')!;
    const flat: Record<string, string> = {};
    const visit = (x: typeof n) => { flat[x.type] = x.text; x.children.forEach(visit); };
    visit(n);
    expect(flat).toMatchObject({
      'split-username': 'a@b', 'split-password': 'c@d:e', 'split-host-prefix': '',
      'split-bracketed-host': '::1', 'split-host-suffix': 'x', 'split-port': '8',
    });
  });

  it('split-bracketed tells IPvFuture, IPv4 and zoned IPv6 apart', () => {
    const g = parserFor(lookup('urlgrammar', 'split-bracketed')!);
    expect(g.parse('v1f.x:y')!.children[0]!.type).toBe('split-IPvFuture');
    expect(g.parse('1.2.3.4')!.children[0]!.type).toBe('IPv4address');
    expect(g.parse('fe80::1%eth0')!.children[0]!.type).toBe('split-IPv6-zoned');
    expect(g.parse('::1%')).toBeNull();
    expect(g.parse('1.2.3.4%x')).toBeNull();
  });
});
