/**
 * The scheme example table (test/tables/scheme-examples.ts) holds only what the RFCs print: every
 * row's `verbatim ?? input` is found, whitespace-normalised, in its RFC's text in grammar/rfc/, inside
 * the section the row names; a row's `input` is its `verbatim` with the line breaks (and, for the
 * one HTML example, the `&amp;` escape) taken out; and the counts per RFC in the module's header are
 * the table's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  SCHEME_EXAMPLE_SOURCES,
  SCHEME_EXAMPLES,
  type SchemeExample,
  type SchemeExampleRfc,
} from './tables/scheme-examples.js';

const rfcText = (rfc: SchemeExampleRfc): string =>
  readFileSync(new URL(`../grammar/rfc/${SCHEME_EXAMPLE_SOURCES[rfc]}`, import.meta.url), 'utf8');

/** Runs of white space (line ends, indentation, form feeds) as one space. */
const normalise = (s: string): string => s.replace(/\s+/g, ' ');

/** A numbered heading at the start of a line: `6.1.  Basic Examples`, `Appendix A.1.1.  A Message`, `E.2.1.  Relative`. */
const HEADING = /^(?:Appendix )?([A-Z]|[0-9]+)((?:\.[0-9]+)*)\.\s+\S/gm;

/**
 * The text of a section: from its heading to the next heading that is not one of its subsections
 * (the table of contents is indented, so only the headings themselves start a line).
 */
function sectionText(text: string, section: string): string | undefined {
  const headings = [...text.matchAll(HEADING)].map((m) => ({ number: m[1]! + m[2]!, at: m.index! }));
  const i = headings.findIndex((h) => h.number === section);
  if (i < 0) return undefined;
  const next = headings.slice(i + 1).find((h) => !h.number.startsWith(`${section}.`));
  return text.slice(headings[i]!.at, next?.at);
}

const label = (row: SchemeExample): string => `RFC ${row.rfc} §${row.section} ${JSON.stringify(row.input)}`;

describe('every example is printed in its RFC', () => {
  it.each(SCHEME_EXAMPLES.map((row) => [label(row), row] as const))('%s', (_, row) => {
    const text = rfcText(row.rfc);
    const printed = normalise(row.verbatim ?? row.input);
    expect(normalise(text)).toContain(printed);
    const section = sectionText(text, row.section);
    expect(section, `no section ${row.section} in RFC ${row.rfc}`).toBeDefined();
    expect(normalise(section!)).toContain(printed);
    if (row.address !== undefined) expect(normalise(section!)).toContain(normalise(row.address));
  });
});

describe('the table', () => {
  it('gives the usable string of a verbatim example by joining its lines (and unescaping HTML)', () => {
    const withVerbatim = SCHEME_EXAMPLES.filter((row) => row.verbatim !== undefined);
    expect(withVerbatim.length).toBeGreaterThan(0);
    for (const row of withVerbatim) {
      expect(row.verbatim, label(row)).not.toBe(row.input);
      expect(row.input, label(row)).toBe(row.verbatim!.replace(/\n[ \t]*/g, '').replaceAll('&amp;', '&'));
    }
  });

  it('has no row twice, and no white space inside a URI', () => {
    const keys = SCHEME_EXAMPLES.map((row) => `${row.rfc} ${row.section} ${row.input}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of SCHEME_EXAMPLES.filter((r) => r.kind === 'uri')) {
      expect(row.input, label(row)).toMatch(/^[A-Za-z][A-Za-z0-9+.-]*:\S*$/);
    }
  });

  it('marks the form of every RFC 8089 URI, and only those', () => {
    for (const row of SCHEME_EXAMPLES) expect(row.form !== undefined, label(row)).toBe(row.rfc === 8089);
  });

  it('has the counts its module comment lists', () => {
    const source = readFileSync(new URL('./tables/scheme-examples.ts', import.meta.url), 'utf8');
    const header = source.slice(0, source.indexOf('*/'));
    const listed = new Map(
      [...header.matchAll(/^ \* - RFC (\d{4}): (\d+) rows \((\d+) valid, (\d+) invalid\)$/gm)].map((m) => [
        Number(m[1]),
        { rows: Number(m[2]), valid: Number(m[3]), invalid: Number(m[4]) },
      ]),
    );
    const counted = new Map<number, { rows: number; valid: number; invalid: number }>();
    for (const row of SCHEME_EXAMPLES) {
      const c = counted.get(row.rfc) ?? { rows: 0, valid: 0, invalid: 0 };
      c.rows += 1;
      if (row.valid) c.valid += 1;
      else c.invalid += 1;
      counted.set(row.rfc, c);
    }
    expect(Object.fromEntries(listed)).toEqual(Object.fromEntries(counted));
    expect([...listed.keys()].sort()).toEqual(Object.keys(SCHEME_EXAMPLE_SOURCES).map(Number).sort());
  });
});
