import { readFileSync } from 'node:fs';
import { isValid } from './src/index.js';
import { capturedRecord, machineOf } from './src/record/captured.js';
const urls = readFileSync('test/corpus/real-urls.txt', 'utf8').split('\n').filter((u) => u && isValid(u) && URL.canParse(u));
const read = capturedRecord('rfc3986', 'URI')!;
const m = machineOf(read)!;
const d: any = (m as any).dfa;
let sink = 0;
const sides: Array<[string, () => void]> = [
  ['isValid', () => { for (const u of urls) sink += isValid(u) ? 1 : 0; }],
  ['d.exec', () => { for (const u of urls) sink += d.exec(u, 0, u.length)![0]!; }],
  ['read', () => { for (const u of urls) sink += read(u)!.path.end; }],
];
const best = new Map<string, number>();
for (let round = 0; round < 10; round++) for (const [n, f] of sides) { const t = process.hrtime.bigint(); f(); const ns = Number(process.hrtime.bigint() - t) / urls.length; if (round > 1) best.set(n, Math.min(best.get(n) ?? Infinity, ns)); }
for (const [n, v] of best) console.log(n.padEnd(10), v.toFixed(0));
