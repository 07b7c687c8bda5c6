/**
 * Where the tests that read the public API's declarations with TypeScript (test/tsdoc.test.ts,
 * test/exports.test.ts) read them: from the built declarations (dist/**\/*.d.ts, what a program
 * that installed the package reads, its TSDoc included) where dist/ is built from these sources,
 * as the tests' imports of the library load dist/ (vitest.config.ts); else from the sources. A
 * program of the declarations is parsed and bound in a third of the time (0.85 s against 2.6 s
 * for the main entry's surface).
 */
import { builtFromSources } from '../../scripts/source-stamp.mjs';

/** Whether the declarations are read from dist/. */
export const DECLARATIONS_BUILT = !process.env['URLGRAMMAR_TEST_SOURCE'] && builtFromSources();

/** The file to read for an entry's source (`src/index.ts`): `dist/src/index.d.ts` where built. */
export const declarationsOf = (entry: string): string => (DECLARATIONS_BUILT ? `dist/${entry.replace(/\.ts$/, '.d.ts')}` : entry);
