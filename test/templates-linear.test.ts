/**
 * `matchTemplate` on long URIs (the ladders of bench/templates.ts), in counted steps (the capture
 * machines' `captureSteps`; no clock, DECISIONS 36): linear in the URI's length; and a template no
 * URI reads two ways (grammar/engine/capture/ambiguity.ts) is read at the lazy DFA's pace, a step
 * or so per code unit, where one that some URI reads two ways runs the `all` VM (many steps per
 * unit, still linear).
 */
import { describe, expect, it } from 'vitest';
import { captureSteps } from '../grammar/index.js';
import { matchTemplate } from '../src/templates/match.js';
import { parseTemplate } from '../src/templates/parse.js';
import type { ParsedTemplate } from '../src/templates/types.js';
import { allowed, RUNG } from './support/linear.js';

const parsed = (t: string): ParsedTemplate => {
  const r = parseTemplate(t);
  if (!r.ok) throw new Error(t);
  return r.template;
};

/** The steps of one match of `uri` (the template compiled and its DFA warm first). */
const stepsOf = (t: ParsedTemplate, uri: string, kind: string): number => {
  const before = captureSteps();
  expect(matchTemplate(t, uri).kind).toBe(kind);
  return captureSteps() - before;
};

/** Template, URI of about n units, the answer, whether some URI reads the template two ways. */
const SHAPES: ReadonlyArray<readonly [string, (n: number) => string, string, boolean]> = [
  ['/files/{+path}', (n) => `/files/${'ab/'.repeat(n / 3)}`, 'match', false],
  ['{/seg*}', (n) => '/ab'.repeat(n / 3), 'match', false],
  ['{?a,b,c}', (n) => `?a=${'x'.repeat(n)}&b=1&c=2`, 'match', false],
  ['/users/{id}', (n) => `/users/${'%C3%A9'.repeat(n / 6)}`, 'match', false],
  ['/repos/{owner}/{repo}/issues{?state,page}', (n) => `/repos/${'o'.repeat(n / 2)}/r/issues?state=${'s'.repeat(n / 2)}&page=2`, 'match', false],
  ['{x}.{y}', (n) => `${'a'.repeat(n / 2)}.${'b'.repeat(n / 2)}`, 'match', true],
  ['{x,y}', (n) => `${'a'.repeat(n / 2)},${'b'.repeat(n / 2)}`, 'ambiguous', true],
  ['/users/{id}', (n) => `/users/${'a'.repeat(n)}/`, 'no-match', false],
];

describe('matchTemplate on long URIs (counted steps)', () => {
  it.each(SHAPES)('%s: linear; at the DFA\'s pace where no URI reads it two ways', (source, make, kind, ambiguous) => {
    const t = parsed(source);
    stepsOf(t, make(3000), kind); // compiled, warm
    const n = 3000;
    const small = stepsOf(t, make(n), kind);
    const big = stepsOf(t, make(n * RUNG), kind);
    expect(small).toBeGreaterThan(0);
    expect(big).toBeLessThanOrEqual(allowed(small));
    // A match read by the lazy DFA alone counts a step per unit (and a no-match the VM's steps
    // that find where it dies); the all VM, several per unit.
    if (!ambiguous && kind === 'match') expect(big).toBeLessThanOrEqual(make(n * RUNG).length + 64);
    if (ambiguous) expect(big).toBeGreaterThan(2 * make(n * RUNG).length);
  });
});
