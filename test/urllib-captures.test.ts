/**
 * urlsplit and urlparse read their split, and the results their net_loc, through capture machines
 * of the urllib grammar (src/urllib/split.ts `splitByCaptures`, `paramsByCaptures`;
 * src/urllib/results.ts `readNetloc`): held equal here to the reading of the same rules' AST (the
 * generated parser's tree, its nodes' spans: how split.ts and results.ts read them before), on the
 * corpus, its net_locs, its mutants and generated strings (fixed seeds). `split-netloc-parts` has
 * lookaheads, which its capture pattern reads as the empty string: this test is what holds its
 * machine to the rule.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookup, patternOfRule, profileResolver, wholeParser, type ASTNode } from '../grammar/all.js';
import { cleanURL, paramsByCaptures, splitByCaptures, splitUncleaned, urlsplit } from '../src/urllib/split.js';
import { captureReader, cleanCaptureReader } from '../src/urllib/captures.js';
import { equivalence } from '../grammar/engine/capture/index.js';
import { readNetloc } from '../src/urllib/results.js';
import { mutated, NASTY } from './support/arbitrary.js';
import { FULL, sized } from './support/scale.js';

const CORPUS = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0);

/** The whole-input tree of a urllib start rule (each is total). */
function tree(name: string, input: string): ASTNode {
  const root = wholeParser(lookup('urlgrammar', name)!)(input);
  if (root === null) throw new Error(`${name} refused ${JSON.stringify(input)}`);
  return root;
}

/** The split read from the top-level nodes of `split-URL` (or `-nofragment`). */
function splitByTree(url: string, defaultScheme: string, allowFragments: boolean) {
  const out = { scheme: defaultScheme, netloc: '', path: '', query: '', fragment: '' };
  for (const n of tree(allowFragments ? 'split-URL' : 'split-URL-nofragment', url).children) {
    switch (n.type) {
      case 'split-scheme':
        out.scheme = n.text.toLowerCase();
        break;
      case 'split-netloc':
        out.netloc = n.text;
        break;
      case 'split-path':
      case 'split-path-nofragment':
        out.path = n.text;
        break;
      case 'split-query':
      case 'split-query-nofragment':
        out.query = n.text;
        break;
      case 'split-fragment':
        out.fragment = n.text;
        break;
      default:
        throw new Error(`unexpected node ${n.type}`);
    }
  }
  return out;
}

/** The path and params read from the top-level nodes of `split-params-path`. */
function paramsByTree(path: string) {
  const out = { path, params: '' };
  for (const n of tree('split-params-path', path).children) {
    if (n.type === 'split-params-pathpart') out.path = n.text;
    else if (n.type === 'split-params') out.params = n.text;
    else throw new Error(`unexpected node ${n.type}`);
  }
  return out;
}

/** The pieces of a net_loc read from the nodes of `split-netloc-parts` (every level). */
function netlocByTree(netloc: string) {
  const out = { username: null as string | null, password: null as string | null, bracketed: false, prefix: '', host: '', suffix: null as string | null, port: null as string | null };
  const visit = (n: ASTNode): void => {
    switch (n.type) {
      case 'split-netloc-parts':
      case 'split-userinfo':
      case 'split-hostinfo':
        break;
      case 'split-username':
        out.username = n.text;
        break;
      case 'split-password':
        out.password = n.text;
        break;
      case 'split-host-prefix':
        out.bracketed = true;
        out.prefix = n.text;
        break;
      case 'split-bracketed-host':
      case 'split-hostname':
        out.host = n.text;
        break;
      case 'split-host-suffix':
        out.suffix = n.text;
        break;
      case 'split-port':
        out.port = n.text;
        break;
      default:
        throw new Error(`unexpected node ${n.type}`);
    }
    n.children.forEach(visit);
  };
  visit(tree('split-netloc-parts', netloc));
  return out;
}

/** Both readings of one input, for every rule read through a machine. */
function check(s: string): void {
  for (const allow of [true, false]) {
    expect(splitByCaptures(s, 'dflt', allow), `${JSON.stringify(s)} allow_fragments=${allow}`).toEqual(splitByTree(s, 'dflt', allow));
    // The split of the URL as given (one pass where it is clean): the split of the cleaned URL.
    expect(splitUncleaned(s, 'dflt', allow), `uncleaned ${JSON.stringify(s)} allow_fragments=${allow}`).toEqual(splitByTree(cleanURL(s), 'dflt', allow));
  }
  expect(paramsByCaptures(s), JSON.stringify(s)).toEqual(paramsByTree(s));
  expect({ ...readNetloc(s) }, JSON.stringify(s)).toEqual(netlocByTree(s));
}

/** The net_loc `urlsplit` finds in a URL ('' where it raises). */
function netlocOf(u: string): string {
  try {
    return urlsplit(u).netloc;
  } catch {
    return '';
  }
}

const ALPHABET = fc.constantFrom(...':/?#[]@;%.\\ \taZ9é'.split(''), '\u0000', '\ud800', '\udc00', '\ud83d\ude00', '::1', '//', 'http:', ';a=b', '@@', ']:', 'v1.');

describe('the capture readings of the urllib grammar', () => {
  it('read rules with no lookahead (their patterns are exact)', () => {
    for (const name of ['split-URL', 'split-URL-nofragment', 'split-params-path']) {
      const { lookaheads } = patternOfRule(lookup('urlgrammar', name)!, profileResolver(null), () => ({ ctx: null }), null);
      expect(lookaheads, name).toBe(0);
    }
    // split-netloc-parts has two ("an @ that is not the last one"): its machine is held to its nodes below.
    expect(patternOfRule(lookup('urlgrammar', 'split-netloc-parts')!, profileResolver(null), () => ({ ctx: null }), null).lookaheads).toBe(2);
  });

  it('read a URL as given in one pass exactly where the cleaning leaves it as it is (split-clean)', () => {
    // Both languages as patterns (split-URL is total): equivalent, no witness of a difference.
    const clean = captureReader('split-clean', 0).pattern;
    for (const name of ['split-URL', 'split-URL-nofragment']) {
      const eq = equivalence(cleanCaptureReader(name).pattern, clean);
      expect([name, eq.holds, eq.witness]).toEqual([name, true, null]);
    }
    // And what the equivalence would find: a URL to clean is refused, one to keep is read.
    const m = cleanCaptureReader('split-URL').machine;
    for (const u of [' http://h/', '\x00x', 'http://h/\ta', 'http://h/\n', 'h\r']) expect(m.test(u), JSON.stringify(u)).toBe(false);
    for (const u of ['', 'http://h/ a', 'x\u0000y', '\u00a0x']) expect(m.test(u), JSON.stringify(u)).toBe(true);
  });

  it('agree with the AST on the table of shapes', () => {
    const table = [
      '', ':', '//', '///', 'http:', 'http://', 'http://h', 'HTTP://u@[::1]:80/p?q#f', 'h:p', '1h:p', 'a+b.c-d:x',
      'p#f', 'p?q#f', '?#', '#?', '//h#f?q', '//h?q#f', 'http://h/a;x/b;y;z?q', ';', 'a;b;c', '/a/b;', 'a/;', '//a;b/c;d',
      'mailto:x@y', 'http:\ud800', 'http://\ud83d\ude00/\udc00', 'é:x', 'x:é', 'http::80', '::',
      // net_locs: the last "@", brackets before, inside and after, ports after "]" and after text
      'a@b:c@d:e@[::1]x:8', '@', '@@', 'u@', 'u:p@h:80', ':@:', '[', ']', '[]', '[::1', '::1]', 'a[b]c:d', 'x@[v1.a]:', '[@]', 'a@[b@c]:d',
    ];
    for (const s of table) check(s);
  });

  it('agree with the AST on the corpus, cleaned, and on its net_locs', () => {
    CORPUS.forEach((u, i) => {
      // The URL as given (split in the pass that finds it clean), cleaned, and its net_loc: every
      // URL under test:full; in the sampled run every second URL one of the three.
      if (FULL || i % 6 === 0) check(u);
      if (FULL || i % 6 === 2) check(cleanURL(u));
      if (FULL || i % 6 === 4) check(netlocOf(u));
    });
  });

  it('agree with the AST on mutated corpus URLs and generated strings (fixed seeds)', () => {
    const corpus = fc.constantFrom(...CORPUS.map(cleanURL));
    fc.assert(fc.property(mutated(corpus), check), { numRuns: sized(20_000, 1_000), seed: 43 });
    fc.assert(
      fc.property(fc.array(fc.oneof(ALPHABET, fc.constantFrom(...NASTY)), { maxLength: 40 }).map((x) => x.join('')), check),
      { numRuns: sized(20_000, 1_000), seed: 4343 },
    );
  });
});
