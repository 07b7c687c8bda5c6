/**
 * A valid result of `parseURL` as `Object.keys`, `JSON.stringify`, spread, `structuredClone` and
 * `util.inspect` see it (test/support/result-shape.ts), pinned on the eager result: what
 * DECISIONS 47 holds a result whose AST is built on demand to (test/lazy-ast-reader.test.ts).
 */
import { describe } from 'vitest';
import { provideRecordReader } from '../src/parse/parse.js';
import { pinResultShape, RESULT_CASES } from './support/result-shape.js';

// The eager result: no record reader, whatever one the library registers (the file runs isolated).
provideRecordReader(null);

describe('a valid result of parseURL, as each way of looking at an object sees it', () => {
  for (const [name, parse, keys] of RESULT_CASES) pinResultShape(name, parse, keys);
});
