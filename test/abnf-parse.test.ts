/**
 * Reading with a grammar loaded from ABNF (src/parse/loaded.ts, `parsePath` of grammar/engine/nfa.ts): the tree exists
 * exactly where the NFA accepts (ABNF's verdict), its choice between readings is the documented one
 * (ordered choice with full backtracking, greedy repetition), pinned here on the inputs where it
 * matters; the report is the declared grammars' (code, offset, expected, rule stack, fix-its read
 * again with the same grammar); `parseRule` and the CLI reach it.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ABNFRecursionError, extractABNF, formatReport, grammar, GrammarError, parseABNF, parseRule, parseURL, type ABNFNode } from '../src/index.js';
import { runCLI } from './support/cli.js';
import { disagreements, recordChecks } from './support/abnf-agree.js';
import { everyKth, sized } from './support/scale.js';

// parseABNF agrees with check on every input this file checks, and on generated ones (issue 39 item 2).
const recorded = recordChecks();
afterAll(() => {
  expect(disagreements(recorded).diffs).toEqual([]);
}, 120_000);

const RFC3986 = extractABNF(readFileSync(new URL('../grammar/rfc/rfc3986.txt', import.meta.url), 'utf8'), 'Appendix A');
// A grammar of URLs: its reports take the URL grammars' codes.
const uri = grammar.fromABNF(RFC3986, { name: 'rfc3986', rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' }, codes: 'url' });

/** The node types of a tree, depth first. */
const types = (n: ABNFNode): string[] => [n.type, ...n.children.flatMap(types)];
/** Every node's text is its span of the input, and the children lie in order inside it. */
function spansHold(n: ABNFNode, input: string): boolean {
  if (n.text !== input.slice(n.start, n.end)) return false;
  let at = n.start;
  for (const c of n.children) {
    if (c.start < at || c.end > n.end) return false;
    at = c.end;
  }
  return n.children.every((c) => spansHold(c, input));
}

describe('the tree of a loaded grammar', () => {
  it('pins the choice between readings: the first alternative that reads the whole input, repetitions greedy', () => {
    const a = parseABNF(uri, 'http://1.2.3.4/x', { start: 'URI' });
    expect(a.ok && types(a.ast)).toContain('IPv4address');
    const b = parseABNF(uri, 'http://1.2.3.4.5/', { start: 'URI' });
    expect(b.ok && types(b.ast)).toContain('reg-name');
    expect(b.ok && types(b.ast)).not.toContain('IPv4address');
    const c = parseABNF(uri, 'http://[1:2:3:4:5::6]/', { start: 'URI' });
    expect(c.ok && types(c.ast).filter((t) => t === 'h16').length).toBe(6);
    // A repetition reads as much as it can while the rest still parses.
    const g = grammar.fromABNF('s = *a a\na = "x" / "xx"', { name: 'test-greedy' });
    const r = parseABNF(g, 'xxx');
    expect(r.ok && r.ast.children.map((n) => n.text)).toEqual(['x', 'x', 'x']);
  });

  it('exists exactly where the NFA accepts, with every span its text, on the corpus and generated inputs', () => {
    // The first 3,000 corpus URLs and 2,000 generated strings under test:full; a quarter of each under npm test.
    const corpus = everyKth(readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean).slice(0, 3000), 4);
    for (const input of corpus) {
      const r = parseABNF(uri, input, { start: 'URI-reference' });
      expect(r.ok, input).toBe(uri.check(input, 'URI-reference').ok);
      if (r.ok) expect(spansHold(r.ast, input), input).toBe(true);
      else expect(r.error.offset, input).toBe(uri.check(input, 'URI-reference').offset);
    }
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab:/?#[]@%1.-~ é'), maxLength: 24 }), (input) => {
        const r = parseABNF(uri, input, { start: 'URI-reference' });
        expect(r.ok).toBe(uri.check(input, 'URI-reference').ok);
        // And the declared grammar agrees (the proof, test/abnf-loader.test.ts, at large).
        expect(r.ok).toBe(parseURL(input, { grammar: 'rfc3986', start: 'URI-reference' }).ok);
      }),
      { numRuns: sized(2000, 500), seed: 27 },
    );
  });
});

describe('the report of a loaded grammar', () => {
  it('is the declared grammar\'s: code, offset, rule stack, fix-its read again with the same grammar', () => {
    const r = parseABNF(uri, 'http://exa mple.org/', { start: 'URI' });
    const d = parseURL('http://exa mple.org/', { grammar: 'rfc3986', start: 'URI' });
    expect(r.ok || d.ok).toBe(false);
    if (r.ok || d.ok) return;
    expect([r.error.code, r.error.offset]).toEqual([d.error.code, d.error.offset]);
    expect(r.error.trace.map((f) => f.rule)).toContain('authority');
    expect(r.error.trace.every((f) => f.rfc === 'abnf:rfc3986')).toBe(true);
    expect(r.error.fixes.map((f) => f.url)).toEqual(['http://exa%20mple.org/']);
    expect(formatReport(r.error)).toContain('[RFC 3986 Appendix A (abnf:rfc3986)]');
  });

  it('is the generic report for a grammar loaded without codes: the same offset, expected terminals and rule stack, no URL code, hint or fix-it', () => {
    const plain = grammar.fromABNF(RFC3986, { name: 'rfc3986-generic', rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' } });
    expect([uri.codes, plain.codes]).toEqual(['url', null]);
    for (const input of ['http://exa mple.org/', 'http://a/%zz', '"http://a/"', 'http://[::1', '']) {
      const r = parseABNF(plain, input, { start: 'URI' });
      const u = parseABNF(uri, input, { start: 'URI' });
      expect(r.ok || u.ok, input).toBe(false);
      if (r.ok || u.ok) continue;
      expect([r.error.code, r.error.hints, r.error.fixes, r.error.culprit], input).toEqual([r.error.offset === input.length ? 'input.unexpected-end' : 'syntax.unexpected-char', [], [], null]);
      expect([r.error.offset, r.error.expected.map((e) => [e.rule, e.terminals]), r.error.trace.map((f) => f.rule)], input).toEqual([u.error.offset, u.error.expected.map((e) => [e.rule, e.terminals]), u.error.trace.map((f) => f.rule)]);
    }
    // What the URL classifier would have called quotes around a URL is, in a grammar of pairs, a character the grammar does not allow.
    const kv = grammar.fromABNF('pair = key "=" value\nkey = 1*ALPHA\nvalue = 1*DIGIT', { name: 'test-generic-kv' });
    const q = parseABNF(kv, '"port=80"');
    expect(q.ok ? null : [q.error.code, q.error.offset, q.error.fixes.length]).toEqual(['syntax.unexpected-char', 0, 0]);
    expect(() => grammar.fromABNF('a = "x"', { name: 'test-bad-codes', codes: 'uri' as never })).toThrow(/option 'codes' must be 'url'/);
  });

  it('parseRule reaches it by the source; a bare name still means a declared rule', () => {
    expect(parseRule('URI', 'http://1.2.3.4.5/', { rfc: 'abnf:rfc3986' }).ok).toBe(true);
    expect(parseRule('host', '1.2.3.4.5', { rfc: 'abnf:rfc3986' }).ok).toBe(true);
    expect(() => parseRule('URI', 'x', { rfc: 'abnf:rfc3986', grammar: 'rfc3986' })).toThrow(GrammarError);
    // "IP-literal" is RFC 3986's alone: the loaded copy does not make the bare name ambiguous.
    expect(parseRule('IP-literal', '[::1]').ok).toBe(true);
  });

  it('refuses what it cannot run, with typed errors', () => {
    expect(() => parseABNF({ name: 'nope' } as never, 'x')).toThrow(GrammarError);
    expect(() => parseABNF(uri, 'x', { start: 'nosuchrule' })).toThrow(GrammarError);
    const rec = grammar.fromABNF('list = "(" *list ")"', { name: 'test-recursive' });
    expect(() => parseABNF(rec, '()')).toThrow(ABNFRecursionError);
  });
});

describe('urlgrammar grammar --abnf', () => {
  const file = new URL('../grammar/rfc/rfc3986.txt', import.meta.url).pathname;
  it('prints the loaded rules, and checks inputs with ABNF\'s semantics', async () => {
    const printed = await runCLI(['grammar', '--abnf', file, '--name', 'cli-rfc3986', '--section', 'Appendix A', '--prose', 'pchar=pchar', 'host']);
    expect([printed.code, printed.stdout.trim()]).toEqual([0, 'host = IP-literal / IPv4address / reg-name']);
    const checked = await runCLI(['grammar', '--abnf', file, '--name', 'cli-rfc3986', '--section', 'Appendix A', '--prose', 'pchar=pchar', 'check', '--start', 'URI', 'http://1.2.3.4.5/', 'http://a b/', 'http://u:secret@a b/']);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain('valid  http://1.2.3.4.5/');
    // The generic report: the grammar did not ask for the URL grammars' codes.
    expect(checked.stdout).toContain('error[syntax.unexpected-char]');
    expect(checked.stdout).not.toContain('secret');
    // --codes url: a grammar of URLs, with the URL grammars' codes.
    const json = await runCLI(['grammar', '--abnf', file, '--name', 'cli-rfc3986-url', '--section', 'Appendix A', '--prose', 'pchar=pchar', '--codes', 'url', 'check', '--json', '--start', 'URI', 'http://u:secret@a b/']);
    expect(json.code).toBe(1);
    expect(json.stdout).not.toContain('secret');
    expect(JSON.parse(json.stdout)[0]).toMatchObject({ valid: false, error: { code: 'char.space' } });
    const badCodes = await runCLI(['grammar', '--abnf', file, '--section', 'Appendix A', '--prose', 'pchar=pchar', '--codes', 'uri', 'check', 'x']);
    expect([badCodes.code, badCodes.stderr]).toEqual([2, expect.stringContaining('--codes must be url')]);
  });
  it('says where an ABNF text is wrong, as a usage error', async () => {
    const bad = await runCLI(['grammar', '--abnf', new URL('./fixtures/abnf/undefined-rule.abnf', import.meta.url).pathname]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('undefined-rule:1:11: rule "y" is not defined');
    const noProse = await runCLI(['grammar', '--abnf', file, '--section', 'Appendix A', '--prose', 'pchar']);
    expect(noProse.code).toBe(2);
    expect(noProse.stderr).toContain('--prose must be TEXT=RULE');
  });
  it('--nesting N runs a recursive rule N levels deep; a bad value is a usage error', async () => {
    const nested = new URL('./fixtures/abnf/nested-list.abnf', import.meta.url).pathname;
    const ok = await runCLI(['grammar', '--abnf', nested, '--nesting', '2', 'check', '(())', '((()))']);
    expect(ok.code).toBe(1);
    expect(ok.stdout).toContain('valid  (())');
    expect(ok.stdout).not.toContain('valid  ((()))');
    const without = await runCLI(['grammar', '--abnf', nested, '--name', 'nested-list-2', 'check', '()']);
    expect([without.code, without.stderr]).toEqual([2, expect.stringContaining('give --nesting N')]);
    const bad = await runCLI(['grammar', '--abnf', nested, '--name', 'nested-list-3', '--nesting', 'two', 'check', '()']);
    expect([bad.code, bad.stderr]).toEqual([2, expect.stringContaining('--nesting must be a whole number from 1 to 64')]);
  });
});
