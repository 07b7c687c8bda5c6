/**
 * The normalization vectors (test/fixtures/normalization-vectors.json, provenance in its .md):
 * RFC 3986 §6.2, RFC 9110 §4.2.3 and RFC 3987 §5.3 examples, the cases, and inputs from
 * the public test suites of fast-uri, uri-js, fluent-uri and iri-string, each with the value our
 * reading gives (where a peer reads it otherwise, the case says so in `peer`). 100% pass.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { equivalent, normalize, NormalizationError, type NormalizeOptions } from '../src/index.js';

interface VectorOptions extends Omit<NormalizeOptions, 'steps'> {
  readonly ipv6?: 'as-is' | 'rfc5952';
  readonly steps?: Record<string, boolean>;
}
interface Vector {
  readonly id: string;
  readonly source: string;
  readonly options: VectorOptions;
  readonly input?: string;
  readonly expected?: string;
  readonly invalid?: true;
  readonly equivalent?: readonly string[];
  readonly expect?: boolean;
}

const vectors = JSON.parse(readFileSync(new URL('./fixtures/normalization-vectors.json', import.meta.url), 'utf8')) as Vector[];

/** The file's options as the API takes them (`ipv6: 'rfc5952'` is the `'ipv6'` step). */
function optionsOf(v: Vector): NormalizeOptions {
  const { ipv6, steps, ...rest } = v.options;
  const all = { ...(steps ?? {}), ...(ipv6 === 'rfc5952' ? { ipv6: true } : {}) };
  return { ...rest, ...(Object.keys(all).length ? { steps: all } : {}) } as NormalizeOptions;
}

describe('normalization vectors', () => {
  it('at least 60 cases, from the RFCs and four peers\' suites', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(60);
    for (const peer of ['RFC 3986', 'RFC 9110', 'RFC 3987', 'fast-uri', 'uri-js', 'fluent-uri', 'iri-string']) expect(vectors.some((v) => v.source.includes(peer)), peer).toBe(true);
  });
  it.each(vectors.filter((v) => v.input !== undefined).map((v) => [v.id, v] as const))('%s', (_id, v) => {
    if (v.invalid) {
      expect(() => normalize(v.input!, optionsOf(v))).toThrow(NormalizationError);
      return;
    }
    const n = normalize(v.input!, optionsOf(v));
    expect(n.href, v.source).toBe(v.expected);
    expect(normalize(n.href, optionsOf(v)).href).toBe(n.href);
  });
  it.each(vectors.filter((v) => v.equivalent !== undefined).map((v) => [v.id, v] as const))('%s (equivalence)', (_id, v) => {
    const [first, ...rest] = v.equivalent!;
    const o = optionsOf(v);
    const { trace: _t, ...eo } = o;
    for (const other of rest) expect(equivalent(first!, other, eo), `${first} ~ ${other} (${v.source})`).toBe(v.expect);
  });
});
