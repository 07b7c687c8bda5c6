import { parseURL } from '/work/main/dist/src/index.js';
const s = process.argv[2] === 'br' ? 'http://[' + 'a'.repeat(1000000) : 'http://a/' + '%'.repeat(1000000);
const r2 = parseURL(s, { allErrors: true });
console.log((r2 as any).errors.length);
