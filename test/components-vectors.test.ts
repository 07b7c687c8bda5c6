/**
 * The component record (`parseURL(...).components`, issue 21) against the component tables of two
 * other URI libraries, Haskell network-uri and Rust iri-string, vendored with their provenance in
 * test/fixtures/components/ (README.md there), and their valid/invalid classifications.
 *
 * - Each vector's asserted components must be the record's texts (`null` for absent), each span
 *   must be its text's place in the input, and `recompose` must give the input back.
 * - Where the library deliberately rejects what an upstream accepts, the input is listed in
 *   `DIVERGES` with the reason and the library's error code; a listed input that parses fails.
 * - vectors.json must be what test/fixtures/components/generate.ts writes from the excerpts, and
 *   the excerpts the files the README lists.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseURL, recompose, type URLComponents } from '../src/index.js';
import { FIXTURE, generate, serialize, type Expected, type Field, type Vectors } from './fixtures/components/generate.js';

const vectors = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Vectors;
const show = (x: unknown) => JSON.stringify(x);

/** Inputs the library rejects though an upstream expects them valid: the error and why. */
// Empty: iri-string's unbounded ports (`//localhost:999999999`, `//255.255.255.255:65536`) were
// listed here until RFC 3986's `port = *DIGIT` stood (DECISIONS 19: valid, with a warning).
const DIVERGES: Record<string, { readonly code: string; readonly reason: string }> = {};

/** One line per disagreement of a vector (or listed divergence) with the library. */
function componentProblems(upstream: string): string[] {
  const out: string[] = [];
  for (const v of vectors.components.filter((x) => x.from.startsWith(upstream + ' '))) {
    const at = `${v.from}: ${show(v.input)} (${v.grammar} ${v.start})`;
    const r = parseURL(v.input, { grammar: v.grammar, start: v.start as never });
    const listed = DIVERGES[v.input];
    if (listed) {
      if (r.ok || r.error.code !== listed.code) out.push(`${at}: listed divergence (${listed.reason}) gives ${r.ok ? 'a valid parse' : r.error.code}, not ${listed.code}`);
      continue;
    }
    if (!r.ok) {
      out.push(`${at}: rejected (${r.error.code} at ${r.error.offset})`);
      continue;
    }
    const c: URLComponents = r.components;
    for (const [k, want] of Object.entries(v.expected) as Array<[Field, Expected[Field]]>) {
      const span = c[k];
      const got = span === null ? null : span.text;
      if (got !== want) out.push(`${at}: ${k} is ${show(got)}, upstream expects ${show(want)}`);
      if (span !== null && v.input.slice(span.start, span.end) !== span.text) out.push(`${at}: ${k} span ${span.start}-${span.end} is not its text ${show(span.text)}`);
    }
    if ('port' in v.expected) {
      const want = v.expected.port === null || v.expected.port === '' ? null : Number(v.expected.port);
      if (c.portNumber !== want) out.push(`${at}: portNumber is ${show(c.portNumber)}, not ${show(want)}`);
    }
    const back = recompose(c);
    if (back !== v.input) out.push(`${at}: recompose gives ${show(back)}`);
  }
  return out;
}

function validityProblems(upstream: string): string[] {
  const out: string[] = [];
  for (const v of vectors.validity.filter((x) => x.from.startsWith(upstream + ' '))) {
    const r = parseURL(v.input, { grammar: v.grammar, start: v.start as never });
    const listed = DIVERGES[v.input];
    const at = `${v.from}: ${show(v.input)} as ${v.grammar} ${v.start}`;
    if (listed && v.valid) {
      if (r.ok || r.error.code !== listed.code) out.push(`${at}: listed divergence (${listed.reason}) gives ${r.ok ? 'a valid parse' : r.error.code}, not ${listed.code}`);
    } else if (r.ok !== v.valid) {
      out.push(`${at}: upstream says ${v.valid ? 'valid' : 'invalid'}, the library ${r.ok ? 'accepts it' : `rejects it (${r.error.code} at ${r.error.offset})`}`);
    }
  }
  return out;
}

describe('the vendored vectors', () => {
  it('vectors.json is what generate.ts writes from the excerpts', () => {
    expect(readFileSync(FIXTURE, 'utf8')).toBe(serialize(generate()));
  });

  it('the excerpts and licences are the files the README lists (SHA-256)', () => {
    const readme = readFileSync(new URL('./fixtures/components/README.md', import.meta.url), 'utf8');
    const rows = [...readme.matchAll(/^\| `([\w./-]+)` \|.*\| `([0-9a-f]{64})` \|$/gm)];
    expect(rows.length).toBe(6);
    for (const [, file, sha] of rows) {
      const bytes = readFileSync(new URL(`./fixtures/components/${file}`, import.meta.url));
      expect(createHash('sha256').update(bytes).digest('hex'), file).toBe(sha);
    }
  });

  it('holds the counts the README gives, and every divergence is an input of the vectors', () => {
    const count = (xs: ReadonlyArray<{ from: string }>, u: string) => xs.filter((x) => x.from.startsWith(u + ' ')).length;
    expect([count(vectors.components, 'network-uri'), count(vectors.validity, 'network-uri'), count(vectors.skipped, 'network-uri')]).toEqual([9, 349, 3]);
    expect([count(vectors.components, 'iri-string'), count(vectors.validity, 'iri-string'), count(vectors.skipped, 'iri-string')]).toEqual([267, 801, 4]);
    const inputs = new Set(vectors.components.map((v) => v.input));
    for (const x of Object.keys(DIVERGES)) expect(inputs.has(x), x).toBe(true);
  });
});

describe.each(['network-uri', 'iri-string'])('%s', (upstream) => {
  it('components: the record has the texts upstream expects, its spans are their places, and recompose gives the input back', () => {
    expect(componentProblems(upstream)).toEqual([]);
  });

  it('validity: the library accepts and rejects what upstream does, for each start symbol', () => {
    expect(validityProblems(upstream)).toEqual([]);
  });
});
