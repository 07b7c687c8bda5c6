import { parseURL } from '/work/main/dist/src/index.js';
const [g, pre, unit] = [process.argv[2], process.argv[3], process.argv[4]];
const s = pre + unit.repeat(Math.ceil(1e6 / unit.length));
for (let i = 0; i < 3; i++) parseURL(s, { grammar: g as any });
let t = performance.now(); parseURL(s, { grammar: g as any }); const plain = performance.now() - t;
t = performance.now(); const r2 = parseURL(s, { grammar: g as any, allErrors: true }); const all = performance.now() - t;
console.log('plain', plain.toFixed(1), 'all', all.toFixed(0), (all / plain).toFixed(0) + 'x', (r2 as any).errors?.length);
