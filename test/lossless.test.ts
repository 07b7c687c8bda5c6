/**
 * Machine-applicable means lossless (DECISIONS 33; issue 38, item 2). The predicate itself
 * (`keepsEveryCharacter`): the input, less white space and at most one pair of delimiters around
 * all of it, is a subsequence of the result, each character as itself or percent-encoded. Then
 * `check --fix` on the inputs whose second round used to remove a quotation mark the first round
 * had left alone, and a property over mutated corpus URLs, every gathered mistake and quotation
 * marks and brackets in every place, under every grammar: no machine-applicable fix of any error
 * (`fixes`, with `allErrors`), no whole-URL fix (`wholeFix`, `fixURL`), and no candidate the
 * actions table gives as machine-applicable, loses a character of the input.
 */
import { describe, expect, it } from 'vitest';
import { candidates } from '../src/diagnostics/actions.js';
import { applyEdits } from '../src/diagnostics/fixes.js';
import { keepsEveryCharacter } from '../src/diagnostics/lossless.js';
import { enclosure, pasteView } from '../src/diagnostics/paste.js';
import { fixURL, parseURL, type GrammarName } from '../src/index.js';
import { runCLI } from './support/cli.js';
import { losslessInputs, MARKS, QUOTE_FAMILY } from './support/lossless-inputs.js';
import { everyKth, FULL, sized } from './support/scale.js';

/**
 * The codes whose fixes are machine-applicable or not by what they remove (docs/errors.md says
 * when): the check of every fix (`checkedFixes`) gives their level.
 */
const CHECKED = ['paste.whitespace', 'paste.quotes', 'paste.brackets', 'file.windows-path', 'scheme.missing-colon', 'char.space'];

const GRAMMARS: readonly GrammarName[] = ['rfc1738', 'rfc1738-pure', 'rfc1808', 'rfc2396', 'rfc2396+2732', 'rfc3986', 'rfc3987', 'whatwg'];

describe('keepsEveryCharacter', () => {
  it.each([
    ['"http://a/"', 'http://a/'],
    ['<http://a/>', 'http://a/'],
    ['<URL:http://a/>', 'http://a/'],
    ['<url:http://a/>', 'http://a/'],
    ['  http://a/ \t', 'http://a/'],
    [' " http://a/ " ', 'http://a/'],
    ['\u201chttp://a/\u201d', 'http://a/'],
    ['\u201ehttp://a/\u201c', 'http://a/'],
    ['\u00abhttp://a/\u00bb', 'http://a/'],
    ["'http://a/'", 'http://a/'],
    ['`http://a/`', 'http://a/'],
    ['\u2018http://a/\u2019', 'http://a/'],
    ['\u200b<URL: http://a/ >\ufeff', 'http://a/'],
    ['"http://a/b c"', 'http://a/b%20c'],
  ])('the white space and one pair of delimiters around all of the input may go: %j to %j', (input, result) => {
    expect(keepsEveryCharacter(input, result)).toBe(true);
  });

  it.each([
    ['"<URL:http://a/>"', 'http://a/', 'a second pair'],
    ['<"http://a/">', 'http://a/', 'a second pair'],
    ['"http://a/', 'http://a/', 'a mark alone at the start'],
    ['http://a/"', 'http://a/', 'a mark alone at the end'],
    ['http://a/x"y"', 'http://a/x%22y', 'the second of two marks inside the URL'],
    ['(http://a/)', 'http://a/', 'parentheses'],
    ['\uff08http://a/\uff09', 'http://a/', 'full-width parentheses'],
    ['[http://a/]', 'http://a/', 'square brackets'],
    ["'http://a/\"", 'http://a/', 'marks that are no pair'],
    ['"http://a/>', 'http://a/', 'marks that are no pair'],
  ])('other marks are the input\'s characters: %j to %j (%s)', (input, result) => {
    expect(keepsEveryCharacter(input, result)).toBe(false);
  });

  it('takes each character as itself or as the escapes of its UTF-8 octets, hex digits in either case', () => {
    expect(keepsEveryCharacter('http://a/b c', 'http://a/b%20c')).toBe(true);
    expect(keepsEveryCharacter('http://a/\u00e9', 'http://a/%C3%A9')).toBe(true);
    expect(keepsEveryCharacter('http://a/\u00e9', 'http://a/%c3%a9')).toBe(true);
    expect(keepsEveryCharacter('http://a/\u00e9', 'http://a/%c3%A9')).toBe(true);
    expect(keepsEveryCharacter('http://a/\u4e2d', 'http://a/%E4%B8%AD')).toBe(true);
    // An astral character: one code point, two UTF-16 units, four octets.
    expect(keepsEveryCharacter('http://a/\u{1F600}x', 'http://a/%F0%9F%98%80x')).toBe(true);
    expect(keepsEveryCharacter('http://a/\u{1F600}', 'http://a/\u{1F600}')).toBe(true);
    expect(keepsEveryCharacter('http://a/\u{1F600}', 'http://a/%f0%9F%98%80')).toBe(true);
    expect(keepsEveryCharacter('http://a/\u{10FFFF}', 'http://a/%F4%8F%BF%BF')).toBe(true);
    // Half of its escapes, or the escapes of another character, are not it.
    expect(keepsEveryCharacter('http://a/\u{1F600}', 'http://a/%F0%9F')).toBe(false);
    expect(keepsEveryCharacter('http://a/\u00e9', 'http://a/%C3%A8')).toBe(false);
    expect(keepsEveryCharacter('http://a/\u00e9', 'http://a/e')).toBe(false);
    // A lone surrogate has no UTF-8 form: only itself.
    expect(keepsEveryCharacter('http://a/\ud800', 'http://a/\ud800')).toBe(true);
    expect(keepsEveryCharacter('http://a/\ud800', 'http://a/%ED%A0%80')).toBe(false);
    // A "%" kept as the first character of its escape %25; an ASCII letter or digit escaped.
    expect(keepsEveryCharacter('http://a/100%zz', 'http://a/100%25zz')).toBe(true);
    expect(keepsEveryCharacter('http://a/3', 'http://a/%33')).toBe(true);
    // An escape decoded is a replacement: "%41" is three characters, not "A".
    expect(keepsEveryCharacter('http://a/%41', 'http://a/A')).toBe(false);
  });

  it('allows insertions anywhere, and nothing removed, moved or replaced', () => {
    expect(keepsEveryCharacter('http//a', 'http://a')).toBe(true);
    expect(keepsEveryCharacter('http://2001:db8::1/', 'http://[2001:db8::1]/')).toBe(true);
    expect(keepsEveryCharacter('http://a/b', 'http://a/b')).toBe(true);
    expect(keepsEveryCharacter('http://a:/b', 'http://a/b')).toBe(false);
    expect(keepsEveryCharacter('HTTP://a/', 'http://a/')).toBe(false);
    expect(keepsEveryCharacter('http:\\\\a\\b', 'http://a/b')).toBe(false);
    expect(keepsEveryCharacter('http://a/ab', 'http://a/ba')).toBe(false);
    expect(keepsEveryCharacter('http://a/b', 'http://a/b'.slice(0, -1))).toBe(false);
    expect(keepsEveryCharacter('', '')).toBe(true);
  });

  it('matches where a character ends earliest, so that an escape does not hide a later match', () => {
    // "3" matched inside "%33" (its own escape would end later), leaving the second "3".
    expect(keepsEveryCharacter('33', '%333')).toBe(true);
    expect(keepsEveryCharacter('%3', '%33')).toBe(true);
    expect(keepsEveryCharacter('%33', '%2533')).toBe(true);
    expect(keepsEveryCharacter('aa', '%61a')).toBe(true);
    expect(keepsEveryCharacter('aaa', '%61a')).toBe(false);
  });

  it('reads the pair as the paste view reads the first layers of it (`pasteView`)', () => {
    for (const input of MARKS) {
      const [start, end] = enclosure(input);
      const v = pasteView(input);
      // What the one pair leaves is never less than the paste view's core: it peels no more.
      expect(start <= v.coreStart && end >= v.coreEnd, input).toBe(true);
    }
  });

  it('reads a long input and result (a million characters each) in one call', () => {
    const input = 'http://a/' + '\u00e9 '.repeat(500_000);
    const result = 'http://a/' + '%C3%A9%20'.repeat(500_000);
    expect(keepsEveryCharacter(input, result)).toBe(true);
    expect(keepsEveryCharacter(input + 'x', result)).toBe(false);
  });
});

describe('check --fix keeps every character of its input', () => {
  it('exits 1 on each quotation mark or bracket pair inside a URL, or prints a URL that keeps every character', async () => {
    const r = await runCLI(['check', '--fix', ...QUOTE_FAMILY]);
    const out = r.stdout.split('\n').slice(0, -1);
    expect(out).toHaveLength(QUOTE_FAMILY.length);
    for (const [i, input] of QUOTE_FAMILY.entries()) expect(keepsEveryCharacter(input, out[i]!), `${input} fixed as ${out[i]}`).toBe(true);
    // None of them validates without a maybe-incorrect fix: each is said on stderr, and the exit is 1.
    expect(r.code).toBe(1);
    expect(r.stderr.match(/^\d+: invalid /gm)).toHaveLength(QUOTE_FAMILY.length);
    // The first one: the first '"' escaped, the second withheld (it would be removed), not lost.
    expect(out[0]).toBe('http://a/x%22y"');
    expect(r.stderr).toContain('not applied (maybe-incorrect): remove the quotation marks around the URL');
  });

  it('still removes one pair of quotation marks around a URL, and escapes what it must inside', async () => {
    const r = await runCLI(['check', '--fix', '"http://a/b c"', '\u201chttp://a/\u00e9\u201d', '<URL:http://a/b>']);
    expect([r.code, r.stdout]).toEqual([0, 'http://a/b%20c\nhttp://a/%C3%A9\nhttp://a/b\n']);
  });

  it('with --unsafe-fixes, applies the fixes that lose characters too', async () => {
    const r = await runCLI(['check', '--fix', '--unsafe-fixes', 'http://a/x"y"', 'HTTP://a/']);
    expect(r.stdout).toBe('http://a/x%22y\nHTTP://a/\n');
    const u = await runCLI(['check', '--fix', '--unsafe-fixes', '--grammar', 'rfc1738', 'HTTP://a/']);
    expect([u.code, u.stdout]).toEqual([0, 'http://a/\n']);
  });
});

describe('no machine-applicable fix loses a character of the input (every grammar)', () => {
  // The named inputs, and 200 corpus mutants under test:full, 60 under npm test.
  const inputs = losslessInputs(sized(200, 60));

  it('in the fixes of every error, the whole-URL fix and fixURL; the table\'s own levels need the check only where the docs say so', () => {
    let reports = 0;
    let machine = 0;
    const lost: string[] = [];
    const checked = new Set<string>();
    // Under npm test each grammar reads every second input, the grammars taking turns (each input
    // is read under four grammars); under test:full every grammar reads every input.
    for (const [at, grammar] of GRAMMARS.entries()) {
      for (const input of everyKth(inputs, 2, at)) {
        const r = parseURL(input, { grammar, allErrors: true });
        if (r.ok) continue;
        reports++;
        for (const e of r.errors ?? [r.error]) {
          for (const f of e.fixes) {
            if (f.applicability !== 'machine-applicable') continue;
            machine++;
            if (!keepsEveryCharacter(input, f.url)) lost.push(`${grammar} ${e.code} fix ${JSON.stringify(input)} -> ${JSON.stringify(f.url)}`);
          }
        }
        // The table's own levels, before the check that demotes what loses a character: only
        // the codes whose level the docs say depends on the fix lean on the check.
        for (const c of candidates(r.error)) {
          const url = applyEdits(input, c.edits);
          if (c.applicability === 'machine-applicable' && url !== input && !keepsEveryCharacter(input, url)) checked.add(r.error.code);
        }
        const w = r.error.wholeFix;
        if (w && !keepsEveryCharacter(input, w.url)) lost.push(`${grammar} wholeFix ${JSON.stringify(input)} -> ${JSON.stringify(w.url)}`);
        const f = fixURL(input, { grammar });
        if (!keepsEveryCharacter(input, f.url)) lost.push(`${grammar} fixURL ${JSON.stringify(input)} -> ${JSON.stringify(f.url)}`);
      }
    }
    expect(lost).toEqual([]);
    expect([...checked].filter((code) => !CHECKED.includes(code))).toEqual([]);
    // Enough was checked for the property to mean something.
    expect(reports).toBeGreaterThan(FULL ? 1000 : 500);
    expect(machine).toBeGreaterThan(FULL ? 800 : 400);
  }, 60_000);
});
