import { parseURL } from '/work/main/dist/src/index.js';
const s = '%4'.repeat(500000);
let t = performance.now(); parseURL(s, { grammar: 'rfc1738' }); console.log('plain', performance.now() - t);
t = performance.now(); const r2 = parseURL(s, { grammar: 'rfc1738', allErrors: true }); console.log('all', performance.now() - t);
console.log((r2 as any).errors.length, (r2 as any).errors.slice(0,3).map((e: any) => e.code + '@' + e.offset));
