/** docs/errors.md is generated from the code list; it must be current. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderErrorsDoc } from '../scripts/errors-doc.js';
import { errorCodes } from '../src/index.js';

it('docs/errors.md is what scripts/errors-doc.ts writes (run `npx tsx scripts/errors-doc.ts` to update)', () => {
  const doc = readFileSync(new URL('../docs/errors.md', import.meta.url), 'utf8');
  expect(doc).toBe(renderErrorsDoc());
  for (const code of errorCodes) expect(doc).toContain(`## \`${code}\``);
});
