/**
 * The entry points that give users `parseURL` register the capture reader (src/parse/reader.ts,
 * through src/parse/public.ts): a valid result's record is the capture reader's, read without the
 * AST, and its AST is built when first read (DECISIONS 47). Counted work, no clock (DECISIONS 36):
 * the parser's steps a read of `ast` takes, and the capture machines' steps the parse took.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { parseURL } from '../src/entry/rfc3986.js';
import { parseURL as mainParseURL } from '../src/index.js';
import { capturedRecord, componentsOf } from '../src/record/index.js';
import { EAGER_RUN, provideRecordReader, READ_WINDOW } from '../src/parse/result.js';
import { captureSteps } from '../grammar/engine/capture/index.js';
import { workOf } from '../grammar/engine/work.js';

const URLS = ['http://user:pw@example.com:8080/a/b?q=1#f', 'urn:isbn:0451450523', 'http://[::1]/', 'http://1.2.3.4/'];

// The capture reader, registered anew before each test: what parseURL has seen of its callers
// (whether they read the AST) starts over.
beforeEach(() => provideRecordReader(capturedRecord));

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

describe('where the callers read the AST of most results, parseURL builds it with the parse for a run of parses', () => {
  const lazy = (r: object): boolean => typeof Object.getOwnPropertyDescriptor(r, 'ast')?.get === 'function';
  const u = 'http://example.com/a/b?q=1';

  it('a window of results whose AST is read: the next parses build it with the parse (no capture pass), then it looks again', () => {
    for (let i = 0; i < READ_WINDOW; i++) {
      const r = parseURL(u);
      expect(lazy(r)).toBe(true);
      if (r.ok) void r.ast;
    }
    const before = captureSteps();
    const eager = parseURL(u);
    expect(captureSteps()).toBe(before);
    expect(lazy(eager)).toBe(false);
    // The same result either way.
    provideRecordReader(null);
    expect(JSON.stringify(eager)).toBe(JSON.stringify(parseURL(u)));
    provideRecordReader(capturedRecord);
  });

  it('the run ends: after EAGER_RUN parses it reads lazily again, and stays lazy where the AST is not read', () => {
    for (let i = 0; i < READ_WINDOW; i++) {
      const r = parseURL(u);
      if (r.ok) void r.ast;
    }
    for (let i = 0; i < EAGER_RUN; i++) expect(lazy(parseURL(u))).toBe(false);
    // Back to lazy; the components alone read for two windows: lazy throughout.
    for (let i = 0; i < 2 * READ_WINDOW + 1; i++) {
      const r = parseURL(u);
      expect(lazy(r)).toBe(true);
      if (r.ok) void r.components;
    }
  });

  it('half or fewer of a window read: lazy goes on', () => {
    for (let i = 0; i < READ_WINDOW; i++) {
      const r = parseURL(u);
      if (r.ok && i % 2 === 0) void r.ast;
    }
    expect(lazy(parseURL(u))).toBe(true);
  });
});
