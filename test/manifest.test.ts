/**
 * The generated code is what its committed manifest says (grammar/codegen/manifest.ts): a change to a
 * generator, or to a rule that changes what it generates, shows in review as the manifest lines it
 * changes. The test setup has just written the modules from the registry, or found them written from
 * the sources as they are.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MANIFEST, manifestOf } from '../grammar/codegen/manifest.js';
import { GEN_STAMP, sourceStamp } from '../scripts/source-stamp.mjs';

it('grammar/generated.manifest is current (review the generated change, then run npm run gen:manifest)', () => {
  const now = manifestOf();
  const committed = readFileSync(MANIFEST, 'utf8');
  const a = new Set(committed.split('\n'));
  const b = new Set(now.split('\n'));
  expect({ gone: [...a].filter((l) => !b.has(l)), new: [...b].filter((l) => !a.has(l)) }).toEqual({ gone: [], new: [] });
  expect(now.split('\n').length).toBeGreaterThan(250);
});

it('the generated modules were written from the sources as they are (the stamp the test setup compares)', () => {
  // The setup (test/support/fastpath-setup.ts) skips the generators when this stamp is the hash of the sources now.
  const stamp = readFileSync(GEN_STAMP, 'utf8').trim();
  expect(stamp).toMatch(/^[0-9a-f]{64}$/);
  expect(stamp).toBe(sourceStamp());
});
