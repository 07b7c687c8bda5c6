import { readFileSync } from 'node:fs';
import { parseURL } from '../src/index.js';
import { compiledProfile } from '../grammar/index.js';
import { fastParser } from '../src/strict/fast.js';
import { checkAST, settle } from '../src/strict/check.js';
const urls = readFileSync('test/corpus/real-urls.txt', 'utf8').split('\n').filter(Boolean);
for (const g of ['rfc3986', 'rfc1738'] as const) {
const c = compiledProfile(g); const f = fastParser(g, c.start)!;
const v = urls.filter((u) => parseURL(u, { grammar: 'rfc3986' }).ok && parseURL(u).ok);
const asts = v.map((u) => f(u)!);
const impls: Record<string, () => void> = {
  fast: () => { for (const u of v) f(u); },
  settle: () => { for (let i = 0; i < v.length; i++) settle(v[i]!, g, asts[i]!); },
  compiledProfile: () => { for (const u of v) compiledProfile(g); },
  parseURL: () => { for (const u of v) parseURL(u, { grammar: g }); },
  URL: () => { for (const u of v) new URL(u); },
};
const res: Record<string, number[]> = {};
for (let r = 0; r < 12; r++) for (const [k, fn] of Object.entries(impls)) { const t = performance.now(); fn(); if (r > 1) (res[k] ??= []).push((performance.now() - t) * 1e6 / v.length); }
for (const [k, xs] of Object.entries(res)) { xs.sort((a, b) => a - b); console.log(g, k.padEnd(16), xs[xs.length >> 1]!.toFixed(0)); }
}
