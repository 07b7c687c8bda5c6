/**
 * The entry points that give users `parseURL` register the capture reader (src/parse/reader.ts,
 * through src/parse/public.ts): a valid result's record is the capture reader's, read without the
 * AST, and its AST is built when first read (DECISIONS 47). Counted work, no clock (DECISIONS 36):
 * the parser's steps a read of `ast` takes, and the capture machines' steps the parse took.
 */
import { describe, expect, it } from 'vitest';
import { parseURL } from '../src/entry/rfc3986.js';
import { parseURL as mainParseURL } from '../src/index.js';
import { componentsOf } from '../src/record/index.js';
import { captureSteps } from '../grammar/engine/capture/index.js';
import { workOf } from '../grammar/engine/work.js';

const URLS = ['http://user:pw@example.com:8080/a/b?q=1#f', 'urn:isbn:0451450523', 'http://[::1]/', 'http://1.2.3.4/'];

describe.each([
  ['urlgrammar/rfc3986', parseURL],
  ['urlgrammar', mainParseURL],
] as const)('%s: parseURL reads its record with the capture reader', (_entry, parse) => {
  it.each(URLS)('%s: the record from the capture machine, the AST on first read', (u) => {
    const before = captureSteps();
    const r = parse(u);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(captureSteps()).toBeGreaterThan(before);
    const d = Object.getOwnPropertyDescriptor(r, 'ast');
    expect(typeof d?.get).toBe('function');
    expect(d?.enumerable).toBe(true);
    // The first read of `ast` runs the parser; the second does not.
    expect(workOf(() => r.ast).steps).toBeGreaterThan(0);
    expect(workOf(() => r.ast).steps).toBe(0);
    expect(r.components).toEqual(componentsOf(r.ast, u));
  });

  it('an invalid input gives the traced report, as before', () => {
    const r = parse('http://a b/');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('char.space');
  });
});
