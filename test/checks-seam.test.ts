/**
 * The seam of the checks after the parse (grammar/engine/checks.ts): whether a tree's root may have
 * a problem without a value node (`checksRootIn`, asked once per parse and kept per root rule), and
 * that what it keeps is made again when a check or a rule is added. A fresh copy of the engine's
 * modules (vi.resetModules), so that the checks registered here reach no other test.
 */
import { beforeEach, expect, it, vi } from 'vitest';

type Engine = typeof import('../grammar/engine/checks.js') & typeof import('../grammar/engine/dsl.js');
let e: Engine;

beforeEach(async () => {
  vi.resetModules();
  e = { ...(await import('../grammar/engine/checks.js')), ...(await import('../grammar/engine/dsl.js')) } as Engine;
});

const root = (rfc: string, type: string) => ({ rfc: rfc as never, type: type as never });
const NONE: never[] = [];

it('a text check of the root, added after the question was asked, changes the answer', () => {
  expect(e.checksRootIn(root('abnf:seam', 'word'), NONE)).toBe(false);
  expect(e.checksRootIn(root('abnf:seam', 'word'), NONE)).toBe(false);
  e.provideChecks({ texts: { 'abnf:seam': () => [] } });
  expect(e.checksRootIn(root('abnf:seam', 'word'), NONE)).toBe(true);
  expect(e.checksRootIn(root('abnf:other', 'word'), NONE)).toBe(false);
});

it('a node check of the root rule, or of a rule below it, makes the root checked; a rule added later is seen', () => {
  const ref = { k: 'ref', name: 'word' } as const;
  e.define({ name: 'word', rfc: 'abnf:seam2' as never, section: '1', text: 'word = "w"', body: { k: 'lit', s: 'w' } });
  e.define({ name: 'line', rfc: 'abnf:seam2' as never, section: '1', text: 'line = word', body: ref });
  expect(e.checksRootIn(root('abnf:seam2', 'line'), NONE)).toBe(false);
  e.provideChecks({ nodes: { 'abnf:seam2:word': () => null } });
  expect(e.checksRootIn(root('abnf:seam2', 'word'), NONE)).toBe(true);
  expect(e.checksRootIn(root('abnf:seam2', 'line'), NONE)).toBe(true);
  e.define({ name: 'page', rfc: 'abnf:seam2' as never, section: '1', text: 'page = line', body: { k: 'ref', name: 'line' } });
  expect(e.checksRootIn(root('abnf:seam2', 'page'), NONE)).toBe(true);
});
