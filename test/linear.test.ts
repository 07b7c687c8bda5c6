/**
 * Input of any size gives a result or a documented error: parseURL's verdict on the worst repeats
 * found, at 10 KB and 100 KB. Their time (10 KB against 100 KB, and a report under rfc3987 against
 * the same under rfc3986) is `npm run bench -- --ratios` (bench/ratios.ts; DECISIONS 36: no wall
 * clock decides a test); the full ladder is `npm run bench -- --ladder`.
 */
import { describe, expect, it } from 'vitest';
import { parseURL, type ErrorCode, type GrammarName, type StartSymbol } from '../src/index.js';
import { ASTRAL_SHAPES, ASTRAL_STARTS, PARSE_SHAPES } from '../bench/cases.js';

const verdict = (input: string, grammar: GrammarName, start?: StartSymbol): ErrorCode | null => {
  const r = parseURL(input, { grammar, start });
  return r.ok ? null : r.error.code;
};

describe('parseURL answers the same at every size', () => {
  it.each(PARSE_SHAPES)('%s (%s): %s at 10 KB and 100 KB', (_name, grammar, code, make, start) => {
    expect(verdict(make(10_000), grammar, start)).toBe(code);
    expect(verdict(make(100_000), grammar, start)).toBe(code);
  });
});

describe('a report under rfc3987 and the same under rfc3986', () => {
  it.each(ASTRAL_SHAPES)('%s', (_name, iri, uri) => {
    expect(verdict(iri(100_000), 'rfc3987', ASTRAL_STARTS.rfc3987.start)).toBe('input.unexpected-end');
    expect(verdict(uri(100_000), 'rfc3986', ASTRAL_STARTS.rfc3986.start)).toBe('input.unexpected-end');
  });
});
