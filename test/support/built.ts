/**
 * Whether the tests load the library as built (dist/), and where the tests that read the public
 * API's declarations with TypeScript (test/tsdoc.test.ts, test/exports.test.ts) read them.
 *
 * The tests load dist/ where it is built from these sources (its stamp, scripts/source-stamp.mjs)
 * and URLGRAMMAR_TEST_SOURCE is not set (vitest.config.ts's plugin `builtLibrary`); else the
 * sources. The declarations follow: dist/**\/*.d.ts (what a program that installed the package
 * reads, its TSDoc included), or the sources. A program of the declarations is parsed and bound
 * in a third of the time (0.85 s against 2.6 s for the main entry's surface).
 */
import { builtFromSources } from '../../scripts/source-stamp.mjs';

/** Whether the tests load the library from dist/: built from these sources, and the sources not asked for. */
export const testsLoadBuilt = (): boolean => !process.env['URLGRAMMAR_TEST_SOURCE'] && builtFromSources();

/** Whether the declarations are read from dist/ (`testsLoadBuilt`, once). */
const DECLARATIONS_BUILT = testsLoadBuilt();

/** The file to read for an entry's source (`src/index.ts`): `dist/src/index.d.ts` where built. */
export const declarationsOf = (entry: string): string => (DECLARATIONS_BUILT ? `dist/${entry.replace(/\.ts$/, '.d.ts')}` : entry);
