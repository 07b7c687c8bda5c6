/**
 * `parseURL` with a record-only reader registered (DECISIONS 47; src/parse/result.ts): the record
 * from the reader, the AST built when `ast` is first read. The reader here is a stand-in for
 * src/record/captured.ts's: the record of the AST walk where `isValid` accepts, else null. Held:
 * the result is the eager one (deep-equal, and the same JSON to the key order, once `ast` is read)
 * on the corpus, the join pairs and the component vectors, under every grammar and start symbol;
 * keys, JSON, spread, structuredClone and util.inspect see what they see of an eager result
 * (test/support/result-shape.ts); `warnings`, `allErrors` and `parseURLOrThrow` build the AST
 * with the parse, as before. Whether a read builds the AST is counted work (DECISIONS 36): the
 * parser's steps, which a read of an AST already built does not take.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentsOf, isValid, parseURL, parseURLOrThrow, startSymbols, type GrammarName, type StartSymbol, type URLComponents } from '../src/index.js';
import { provideRecordReader, type RecordReader, type RecordReaderSource } from '../src/parse/parse.js';
import { deferRecordReader, READER_AFTER } from '../src/parse/result.js';
import { profiles } from '../grammar/all.js';
import { workOf } from '../grammar/engine/work.js';
import { everyKth, FULL } from './support/scale.js';
import { pinResultShape, RESULT_CASES } from './support/result-shape.js';

/** What the stand-in reader was asked: readers made, and inputs read, per grammar and start symbol. */
const asked = { readers: [] as string[], reads: 0 };

/** The stand-in: the AST walk's record of a valid input (the eager parse), null where isValid refuses. */
const standIn: RecordReaderSource = (grammar: GrammarName, start: string): RecordReader => {
  asked.readers.push(`${grammar} ${start}`);
  const o = { grammar, start: start as StartSymbol };
  return (input: string): URLComponents | null => {
    asked.reads++;
    return isValid(input, o) ? componentsOf(parseURLOrThrow(input, o), input) : null;
  };
};

const lines = (file: string): string[] => readFileSync(new URL(file, import.meta.url), 'utf8').split('\n').filter((l) => l.length > 0);
const CORPUS = lines('./corpus/real-urls.txt').filter((_u, i) => FULL || i % 193 === 0);
const PAIRS = lines('./corpus/join-pairs.txt')
  .flatMap((l) => l.split('\t', 2))
  .filter((_u, i) => FULL || i % 59 === 0);
const vectors = JSON.parse(readFileSync(new URL('./fixtures/components/vectors.json', import.meta.url), 'utf8')) as {
  components: Array<{ input: string }>;
  validity: Array<{ input: string }>;
};
const INPUTS = [...new Set([...CORPUS, ...PAIRS, ...vectors.components.map((v) => v.input), ...vectors.validity.map((v) => v.input)])];
const STARTS = (Object.keys(profiles) as GrammarName[]).flatMap((g) => startSymbols(g).map((s) => [g, s as string] as const));

/** A parse with no reader registered, then one with the stand-in: the eager result and the lazy one. */
function both(input: string, o: object): [eager: unknown, lazy: unknown] {
  provideRecordReader(null);
  const eager = parseURL(input, o as never);
  provideRecordReader(standIn);
  return [eager, parseURL(input, o as never)];
}

/** The parser's steps a read of `r.ast` takes: more than none where this read builds it, none where it was built. */
const astSteps = (r: object): number => workOf(() => (r as { ast: unknown }).ast).steps;

beforeAll(() => provideRecordReader(standIn));
afterAll(() => provideRecordReader(null));

// Under npm test each start symbol reads every twelfth input, from its own offset (the start
// symbols share the inputs out); under test:full every input, and every corpus URL.
describe.each(STARTS.map(([g, s], i) => [g, s, i] as const))('grammar %s, start symbol %s: the lazy result is the eager one', (grammar, start, at) => {
  const inputs = everyKth(INPUTS, 12, at);
  it(`on the corpus, the join pairs and the component vectors (${inputs.length} of ${INPUTS.length} inputs; test:full for all, and every corpus URL)`, () => {
    const o = { grammar, start };
    let valid = 0;
    for (const input of inputs) {
      const [eager, lazy] = both(input, o) as [{ ok: boolean; ast?: unknown; components?: unknown }, { ok: boolean; ast?: unknown; components?: unknown }];
      expect(lazy.ok, input).toBe(eager.ok);
      if (!eager.ok) {
        // Refused by the reader: the parse as before, the same report.
        expect(JSON.stringify(lazy), input).toBe(JSON.stringify(eager));
        continue;
      }
      valid++;
      // The record first: the reader's, no parse.
      expect(workOf(() => lazy.components).steps, input).toBe(0);
      expect(lazy.components, input).toEqual(eager.components);
      // Then the AST, built on this read (and on this one only): equal, and the same to the key order (JSON).
      expect(astSteps(lazy), input).toBeGreaterThan(0);
      expect(astSteps(lazy), input).toBe(0);
      expect(JSON.stringify(lazy.ast), input).toBe(JSON.stringify(eager.ast));
      expect(lazy, input).toEqual(eager);
      expect(JSON.stringify(lazy), input).toBe(JSON.stringify(eager));
    }
    // Under every start symbol some of these inputs are valid (the relative references at least).
    expect(valid).toBeGreaterThan(0);
  });
});

describe('what each way of looking at a lazy result sees (as test/lazy-ast.test.ts pins it on an eager one)', () => {
  // Each pin reads a fresh result: registered before the cases run, the stand-in makes every
  // result of these cases lazy, except those with `warnings`, which build the AST with the parse.
  for (const [name, parse, keys] of RESULT_CASES) pinResultShape(`lazy: ${name}`, parse, keys, name === 'with warnings' ? 'eager' : 'lazy');

  it('the pinned results are lazy ones (the stand-in read them, their AST built on first read)', () => {
    const before = asked.reads;
    const r = parseURL('http://u:p@a.example:8080/b/c?d=e#f');
    expect(asked.reads).toBe(before + 1);
    expect(astSteps(r)).toBeGreaterThan(0);
    expect(astSteps(parseURL('mailto:a@b.example?subject=hi', { schemes: true }))).toBeGreaterThan(0);
  });
});

describe('where the AST is needed, it is built with the parse, and the reader is not asked', () => {
  it.for([
    ['warnings', { warnings: true }],
    ['allErrors', { allErrors: true }],
    ['warnings and allErrors', { warnings: true, allErrors: true }],
  ] as const)('%s', ([, o]) => {
    const before = asked.reads;
    const r = parseURL('http://a.example:80/b', o);
    expect(r.ok).toBe(true);
    expect(astSteps(r)).toBe(0);
    expect(Object.getOwnPropertyDescriptor(r, 'ast')?.writable).toBe(true);
    expect(asked.reads).toBe(before);
  });

  it('parseURLOrThrow returns the AST of the parse, without the reader', () => {
    const before = asked.reads;
    expect(parseURLOrThrow('http://a/b?c').type).toBe('URI');
    expect(asked.reads).toBe(before);
  });

  it('options that ask for nothing more (false) leave the result lazy', () => {
    expect(astSteps(parseURL('http://a/b', { warnings: false, allErrors: false }))).toBeGreaterThan(0);
  });
});

describe('a lazy result, once read or frozen', () => {
  it('reads the reader once per grammar and start symbol, and builds the AST once', () => {
    provideRecordReader(standIn); // a new registration: the readers are asked for again
    asked.readers.length = 0;
    parseURL('http://a/b');
    parseURL('http://a/c');
    parseURL('../g', { start: 'relative-ref' });
    expect(asked.readers).toEqual(['rfc3986 URI', 'rfc3986 relative-ref']);
    const r = parseURL('http://a/b');
    const ast = r.ok ? r.ast : null;
    expect(r.ok && r.ast).toBe(ast);
  });

  it('frozen before its ast is read: built on first read all the same, then kept', () => {
    const r = Object.freeze(parseURL('http://a/b?c'));
    expect(astSteps(r)).toBeGreaterThan(0);
    expect(astSteps(r)).toBe(0);
    const ast = r.ok ? r.ast : null;
    expect(ast?.type).toBe('URI');
    expect(r.ok && r.ast).toBe(ast);
    expect(JSON.stringify(r)).toBe(JSON.stringify(both('http://a/b?c', {})[0]));
  });

  it('the scheme parts (withMore) keep the result lazy, and read its AST as before', () => {
    const [eager, lazy] = both('mailto:a@b.example?subject=hi', { schemes: true }) as [object, object];
    const json = JSON.stringify(eager);
    const read = workOf(() => JSON.stringify(lazy));
    expect(read.steps).toBeGreaterThan(0);
    expect(read.value).toBe(json);
    expect(astSteps(lazy)).toBe(0);
    expect(lazy).toEqual(eager);
  });
});

describe("a start symbol's first parses go without its reader (READER_AFTER), and give what it gives", () => {
  it('the reader is asked for at the parse after them, and every result is the same before and after', () => {
    // A program makes the reader once it has parsed a start symbol READER_AFTER times (the capture
    // machine's compile, some 300 ms under RFC 1738, is not worth it for a few URLs); the test
    // suite's setup makes it at once.
    expect(READER_AFTER).toBeGreaterThan(100);
    const inputs = ['http://a/b?c#d', 'http://user@[::1]:8080/p', 'mailto:a@b.example'];
    try {
      // (Afresh: no reader made yet.)
      provideRecordReader(standIn);
      deferRecordReader(3);
      asked.readers.length = 0;
      const before = inputs.map((u) => parseURL(u));
      expect(asked.readers).toEqual([]);
      const after = inputs.map((u) => parseURL(u));
      expect(asked.readers).toEqual(['rfc3986 URI']);
      // Those before built their AST with the parse (none to build on a read); those after did not.
      expect(before.map(astSteps)).toEqual([0, 0, 0]);
      expect(after.map(astSteps).every((n) => n > 0)).toBe(true);
      expect(after).toEqual(before);
      expect(JSON.stringify(after)).toBe(JSON.stringify(before));
    } finally {
      deferRecordReader(0);
    }
  });
});
