/**
 * The bench's TypeScript loader (`npm run bench`, `npm run fuzz`): compiles each `.ts` module with
 * esbuild as the shipped build is compiled (target ES2022, no `keepNames`), so that what is timed
 * is the code users run. tsx, which the scripts ran under before, always sets esbuild's `keepNames`:
 * every named closure a function makes is then wrapped in a `__name` call that defines its `name`
 * (`Object.defineProperty` per closure made), which the tsc output in `dist/` and the esbuild bundle
 * never do. On the report of an invalid corpus URI that cost about a third of the time, and half
 * of the least-cost repair's (CPU time, same session, bench/report-cpu.ts under both loaders).
 *
 *   node --import ./scripts/bench-loader.mjs bench/run.ts [options]
 *
 * Imports are written as `./x.js` for a `./x.ts` source (TypeScript's ESM convention): a relative
 * `.js` specifier that names no file resolves to the `.ts` beside it.
 */
import { register } from 'node:module';

register('./bench-hooks.mjs', import.meta.url);
