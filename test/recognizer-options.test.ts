/**
 * Issue 39, item 5: `isValid(input, options)` reads its two options without `optionsOf`'s record,
 * compares their values with those last resolved, and keeps the last frozen options object whose
 * options are data properties (src/valid/index.ts, recognizerNamed). These hold it to the reading
 * of DECISIONS 34 whatever the order of calls: an object changed between calls is read afresh, a
 * frozen one names the same recognizer, an unknown key is the "did you mean" ArgumentError every
 * time (cached object or not), a getter runs once per call, and nothing inherited is read, even
 * with `Object.prototype` polluted between calls. (test/pollution.test.ts runs every example so.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ArgumentError, GrammarError, isValid, parseURL, recognizer } from '../src/index.js';

const REL = '../g'; // a relative-ref: not a URI, a URI-reference
const want = (input: string, grammar: string | undefined, start: string | undefined): boolean =>
  parseURL(input, { ...(grammar === undefined ? {} : { grammar }), ...(start === undefined ? {} : { start }) } as never).ok;

describe('isValid with options: the options read on every call', () => {
  afterEach(() => {
    delete (Object.prototype as Record<string, unknown>)['grammar'];
    delete (Object.prototype as Record<string, unknown>)['start'];
    delete (Object.prototype as Record<string, unknown>)['strat'];
  });

  it('a mutated (not frozen) object is read as it is now', () => {
    const o: { grammar?: string; start?: string } = { grammar: 'rfc3986', start: 'URI' };
    expect(isValid(REL, o as never)).toBe(false);
    o.start = 'URI-reference';
    expect(isValid(REL, o as never)).toBe(true);
    o.start = 'URI';
    expect(isValid(REL, o as never)).toBe(false);
    delete o.start; // rfc3986 from its own default start symbol: URI
    expect(isValid(REL, o as never)).toBe(want(REL, 'rfc3986', undefined));
    expect(isValid(REL, o as never)).toBe(false);
    o.grammar = 'rfc1808'; // URL-1808: absolute, as every grammar's default
    expect(isValid(REL, o as never)).toBe(false);
    o.start = 'URL'; // RFC 1808's URL: a relativeURL is one
    expect(isValid(REL, o as never)).toBe(true);
    delete o.start;
    o.grammar = 'rfc9999';
    expect(() => isValid(REL, o as never)).toThrow(GrammarError);
    o.grammar = 'rfc3986';
    (o as Record<string, unknown>)['strat'] = 'URI';
    expect(() => isValid(REL, o as never)).toThrow(/isValid: unknown option 'strat'; did you mean 'start'\?/);
  });

  it('a frozen object names the same recognizer on every call, mixed with other options', () => {
    const f = Object.freeze({ grammar: 'rfc3986', start: 'URI-reference' } as const);
    const g = Object.freeze({ grammar: 'rfc3986', start: 'URI' } as const);
    for (let i = 0; i < 3; i++) {
      expect(isValid(REL, f)).toBe(true);
      expect(isValid(REL, g)).toBe(false);
      expect(isValid(REL, { grammar: 'rfc3986', start: 'URI' })).toBe(false);
      expect(isValid(REL, f)).toBe(true);
      expect(isValid(REL)).toBe(false);
      expect(isValid(REL, null)).toBe(false);
      expect(isValid(REL, f)).toBe(true);
      expect(isValid('http://a/b', { grammar: 'rfc1738' })).toBe(true);
      expect(isValid(REL, f)).toBe(true);
    }
  });

  it('a frozen object with a getter runs the getter on every call', () => {
    let reads = 0;
    const starts = ['URI', 'URI-reference'];
    const f = Object.freeze({
      grammar: 'rfc3986',
      get start() {
        return starts[reads++ % 2];
      },
    });
    expect([isValid(REL, f as never), isValid(REL, f as never), isValid(REL, f as never)]).toEqual([false, true, false]);
    expect(reads).toBe(3); // once per call
  });

  it('an unknown own key is the ArgumentError with "did you mean", the first time and every time after', () => {
    const bad = Object.freeze({ grammar: 'rfc3986', strat: 'URI' });
    const msg = "isValid: unknown option 'strat'; did you mean 'start'?";
    for (let i = 0; i < 3; i++) {
      expect(() => isValid(REL, bad as never)).toThrow(ArgumentError);
      expect(() => isValid(REL, bad as never)).toThrow(msg);
      expect(isValid(REL, { grammar: 'rfc3986', start: 'URI-reference' })).toBe(true);
    }
    expect(() => isValid(REL, { grammer: 'rfc3986' } as never)).toThrow("isValid: unknown option 'grammer'; did you mean 'grammar'?");
    expect(() => isValid(REL, 'rfc3986' as never)).toThrow('isValid: options must be an object, not string');
    expect(() => isValid(REL, { grammar: 5 } as never)).toThrow("isValid: option 'grammar' must be a string, not number");
    expect(() => isValid(REL, { start: [] } as never)).toThrow(ArgumentError);
    expect(() => isValid(REL, { grammar: 'rfc3986', start: 'url' } as never)).toThrow(GrammarError);
  });

  it('an unknown key is checked before any option is read', () => {
    let reads = 0;
    const o = {
      get grammar() {
        reads++;
        return 'rfc3986';
      },
      strat: 'URI',
    };
    expect(() => isValid(REL, o as never)).toThrow(ArgumentError);
    expect(reads).toBe(0);
  });

  it('never reads an inherited key (Object.prototype polluted between calls, a frozen object cached before)', () => {
    const empty = Object.freeze({});
    const f = Object.freeze({ grammar: 'rfc3986' } as const);
    const plain = { grammar: 'rfc3986' } as const;
    const before = [isValid(REL, empty), isValid(REL, f), isValid(REL, plain), isValid(REL, {})];
    expect(before).toEqual([false, want(REL, 'rfc3986', undefined), want(REL, 'rfc3986', undefined), false]);
    const proto = Object.prototype as Record<string, unknown>;
    proto['grammar'] = 'rfc1808';
    proto['start'] = 'URI-reference';
    proto['strat'] = 'polluted'; // an inherited unknown key is not an unknown option either
    expect([isValid(REL, empty), isValid(REL, f), isValid(REL, plain), isValid(REL, {})]).toEqual(before);
    expect(isValid(REL, Object.create({ start: 'URI-reference' }))).toBe(false);
    expect(isValid(REL, Object.freeze(Object.create({ start: 'URI-reference' })))).toBe(false);
    expect(recognizer({ grammar: 'rfc3986' })(REL)).toBe(want(REL, 'rfc3986', undefined));
  });

  it('a non-enumerable or symbol key is not an option', () => {
    const o = Object.defineProperty({}, 'start', { value: 'URI-reference', enumerable: false });
    expect(isValid(REL, o)).toBe(false);
    expect(isValid(REL, Object.freeze(o))).toBe(false);
    expect(isValid(REL, { [Symbol('start')]: 'URI-reference' } as never)).toBe(false);
  });

  it('gives what parseURL gives for every grammar and start symbol, in any order of calls', () => {
    const cases: Array<[string | undefined, string | undefined]> = [
      [undefined, undefined], ['rfc3986', undefined], [undefined, 'URI-reference'], ['rfc3986', 'relative-ref'],
      ['rfc1808', undefined], ['rfc1738', undefined], ['rfc3987', 'IRI-reference'], ['rfc3986', 'uri-REFERENCE'],
    ];
    const inputs = ['http://a/b', REL, 'http://a b/', '//h/p?q', 'http://例え.jp/', ''];
    for (let round = 0; round < 2; round++) {
      for (const [g, s] of round === 0 ? cases : [...cases].reverse()) {
        const o: Record<string, string> = {};
        if (g !== undefined) o['grammar'] = g;
        if (s !== undefined) o['start'] = s;
        for (const input of inputs) {
          const w = want(input, g, s);
          expect(isValid(input, o as never), `${JSON.stringify(o)} ${input}`).toBe(w);
          expect(isValid(input, Object.freeze({ ...o }) as never), `frozen ${JSON.stringify(o)} ${input}`).toBe(w);
        }
      }
    }
  });
});
