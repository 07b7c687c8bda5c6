/**
 * scripts/near-misses.ts (issue 26, item 5): the mutants of a seed are made at its rule boundaries,
 * each read by RFC 3986, the WHATWG parser and the WHATWG writing grammar; the counts add up, and the disagreements it reports
 * are real ones (each example re-read gives what it says).
 */
import { describe, expect, it } from 'vitest';
import { mutants, readBoth, study } from '../scripts/near-misses.js';
import { parseURL, parseWHATWG } from '../src/index.js';

describe('near misses: RFC 3986 and the WHATWG URL Standard one mutation from a valid URL', () => {
  it('mutates at the rule boundaries, never gives the seed back, and each mutant once', () => {
    const m = mutants('http://a.b/c?d#e');
    expect(m).not.toContain('http://a.b/c?d#e');
    expect(new Set(m).size).toBe(m.length);
    expect(m).toContain('http:\\//a.b/c?d#e');
    expect(m).toContain('http://a.b\\/c?d#e');
    expect(mutants('not a url')).toEqual([]);
  });
  it('counts add up, and the examples are what the two readers say', () => {
    const { counts, examples } = study(['http://a.b/c?d#e', 'https://u@h:8080/p/q'], 3);
    expect(counts.bothValid + counts.bothInvalid + counts.rfcOnly + counts.whatwgOnly).toBe(counts.mutants);
    expect(counts.rfcOnly).toBeGreaterThan(0);
    expect(counts.whatwgOnly).toBeGreaterThan(0);
    expect(counts.hostDiffers).toBeGreaterThan(0);
    for (const x of examples.rfcOnly) expect([parseURL(x.input).ok, parseWHATWG(x.input).errors.length > 0 || !parseWHATWG(x.input).ok]).toEqual([true, true]);
    for (const x of examples.hostDiffers) expect(x.rfcHost).not.toBe(x.whatwgHost);
    expect(readBoth('', 'https:///h/')).toMatchObject({ rfc3986: true, whatwg: 'errors', writing: false, rfcHost: '', whatwgHost: 'h' });
    // The standard's two definitions of valid: each example is what the two readers say.
    for (const x of examples.writingOnly) expect([parseURL(x.input, { grammar: 'whatwg' }).ok, parseWHATWG(x.input).ok && parseWHATWG(x.input).errors.length === 0]).toEqual([true, false]);
    for (const x of examples.parserOnly) expect([parseURL(x.input, { grammar: 'whatwg' }).ok, parseWHATWG(x.input).ok && parseWHATWG(x.input).errors.length === 0]).toEqual([false, true]);
  });
});
