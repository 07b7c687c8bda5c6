import { parserFor } from '/work/main/dist/grammar/engine/compile.js';
import { profiles } from '/work/main/dist/grammar/engine/profiles.js';
import * as core from '/work/main/dist/grammar/core.js';
const ab = (await import('/work/main/dist/grammar/appendix-b.js')) as any;
console.log(Object.keys(ab));
const flat = 'http://a/' + '%'.repeat(1000000);
let cons = 'http://a/'; for (let i = 0; i < 10; i++) cons = cons.slice(0, cons.length - (i ? 1 : 0)) + '%'.repeat(100000);
const p = ab.appendixBReference;
for (const [k, s] of [['flat', flat], ['cons', cons]] as const) {
  for (let i = 0; i < 3; i++) { const t = performance.now(); const r = p(s); console.log(k, (performance.now() - t).toFixed(2)); }
}
