import { parseURL } from '/work/main/dist/src/index.js';
const n = +(process.argv[2] ?? 1e6);
const shapes: Record<string,string> = { pct: 'http://a/' + '%'.repeat(n), colon: 'http://' + ':'.repeat(n), sp: 'http://a/' + ' '.repeat(n), br: 'http://[' + 'a'.repeat(n) };
for (const [k, s] of Object.entries(shapes)) {
  let t = performance.now(); const r1 = parseURL(s); const plain = performance.now() - t;
  t = performance.now(); const r2 = parseURL(s, { allErrors: true }); const all = performance.now() - t;
  console.log(k, plain.toFixed(0), all.toFixed(0), (all/plain).toFixed(1), (r2 as any).errors?.length, process.memoryUsage().rss>>20);
}
