/**
 * URI Template expansion (src/templates/expand.ts) on the benchmark, against the JavaScript
 * expanders the project has as exact dev dependencies, each called as its README shows, the
 * templates built outside the timed loop on both sides wherever the peer can build one (DECISIONS
 * 44):
 *
 *   - std-uritemplate 2.0.12: `StdUriTemplate.expand(template, substitutions)`, its only API (it
 *     reads the template string on every call);
 *   - url-template 3.1.1: `parseTemplate(t)` outside the loop, `.expand(values)` timed;
 *   - uri-template-lite 23.4.0: `new UriTemplate(t)` outside the loop, `.expand(data)` timed;
 *   - urlgrammar: `parseTemplate(t)` outside the loop, `expandTemplate(parsed, values)` timed (its
 *     compiled form is made on the first expansion, in the warm-up rounds); and, for information,
 *     `expandTemplate(t, values)` with the string (compiled once, then found by text).
 *
 *   npm run bench -- --only "template expand"   these rows in the table of bench/run.ts
 *   npm run bench:file -- bench/templates.ts [--rounds 11]     the same rows alone, without the Python peer
 *
 * Sets: `templateSuite`, every expansion case of uritemplate-test (spec-examples, by-section,
 * extended: test/fixtures/uritemplate/) that no peer throws on (a throw would time the peer's
 * exception); `templateApi`, templates of the shape web APIs publish (paths, a query of optional
 * parameters, exploded lists and maps), each with values, most of them plain ASCII; `templateLong`,
 * five operators with values of about 2,000 characters (prose, unreserved text, international text,
 * text that is mostly triplets).
 *
 * Target (issue 44): expansion of a pre-parsed template ≤ 1.0× the fastest JavaScript expander in
 * the same run, on each set.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdUriTemplate } from '@std-uritemplate/std-uritemplate';
import { parseTemplate as urlTemplateParse } from 'url-template';
import UriTemplateModule from 'uri-template-lite';
import uriTemplates from 'uri-templates';
import { expandTemplate } from '../src/templates/expand.js';
import { matchTemplate } from '../src/templates/match.js';
import { parseTemplate } from '../src/templates/parse.js';
import type { ParsedTemplate, TemplateValue } from '../src/templates/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** uri-template-lite is CommonJS: its export is the constructor (with `.expand`). */
const UriTemplate = ((UriTemplateModule as unknown as { default?: unknown }).default ?? UriTemplateModule) as typeof UriTemplateModule;

/** A row of bench/run.ts (its `Impl`). */
export interface TemplateImpl {
  readonly op: string;
  readonly impl: string;
  readonly set: string;
  readonly ours?: boolean;
  readonly pass: (xs: any[]) => void;
}

/** A target of bench/run.ts's table. */
export interface TemplateTarget {
  readonly target: string;
  readonly ours: number;
  readonly peer: number;
  readonly limit: number;
}

/** One (template, values) case, with each side's template built outside the timed loop. */
interface Case {
  readonly source: string;
  readonly values: Record<string, TemplateValue>;
  readonly parsed: ParsedTemplate;
  readonly urlTemplate: { expand(values: object): string };
  readonly lite: { expand(data: object): string };
}

/** Templates of the shape web APIs publish, with values. */
const API: ReadonlyArray<readonly [string, Record<string, TemplateValue>]> = [
  ['/repos/{owner}/{repo}/issues{?state,labels,sort,direction,per_page,page}', { owner: 'octocat', repo: 'hello-world', state: 'open', labels: 'bug,ui', per_page: 50, page: 2 }],
  ['/users/{id}', { id: 'fred' }],
  ['/users/{id}/posts/{postId}{?fields}', { id: 42, postId: 'a1b2c3', fields: ['title', 'body', 'author'] }],
  ['{+base}/search{?q,lang,limit}', { base: 'https://api.example.com/v1', q: 'uri templates', lang: 'en', limit: 10 }],
  ['/files{/path*}{?version}', { path: ['docs', 'guide', 'templates.md'], version: 3 }],
  ['/items{?filter*}', { filter: { color: 'red', size: 'M', sort: 'price' } }],
  ['mcp://resources/{name}{?selector,includeText}', { name: 'report-2024', selector: 'h1', includeText: true }],
  ['https://www.googleapis.com/drive/v3/files/{fileId}{?fields,supportsAllDrives}', { fileId: '1aBcD_EfGhIjKlMnOpQrStUvWxYz', fields: 'id,name,mimeType', supportsAllDrives: true }],
  ['/map{;lat,lng,zoom}', { lat: 52.52, lng: 13.405, zoom: 12 }],
  ['{/segments*}{#section}', { segments: ['a', 'b', 'c'], section: 'intro' }],
];

/** Long values (2,000 characters or so): prose with punctuation, unreserved text, international text with an emoji, and text that is mostly triplets. */
const LONG_VALUES = [
  'hello world and some text, with punctuation! (yes) it*s '.repeat(36),
  'abcdefghijklmnopqrstuvwxyz0123456789-._~'.repeat(50),
  'Grüße aus Köln — 東京 😀 '.repeat(90),
  'a%2Fb%C3%A9 [x]='.repeat(125),
];
const LONG: ReadonlyArray<readonly [string, Record<string, TemplateValue>]> = ['{q}', '{+q}', '{#q}', '{/q}', '{?q}'].flatMap((t) => LONG_VALUES.map((q) => [t, { q }] as const));

/** The suites' expansion cases. */
function suiteCases(): Array<readonly [string, Record<string, TemplateValue>]> {
  const out: Array<readonly [string, Record<string, TemplateValue>]> = [];
  for (const file of ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json']) {
    const json = JSON.parse(readFileSync(path.join(here, '../test/fixtures/uritemplate', file), 'utf8')) as Record<string, { variables: Record<string, TemplateValue>; testcases: Array<[string, unknown]> }>;
    for (const g of Object.values(json)) for (const [t] of g.testcases) out.push([t, g.variables]);
  }
  return out;
}

/** The cases every side expands without throwing, each side's template built. */
function built(list: ReadonlyArray<readonly [string, Record<string, TemplateValue>]>): { cases: Case[]; left: number } {
  const cases: Case[] = [];
  let left = 0;
  for (const [source, values] of list) {
    const r = parseTemplate(source);
    if (!r.ok) throw new Error(`bench/templates.ts: ${source} is no template`);
    const c: Case = { source, values, parsed: r.template, urlTemplate: urlTemplateParse(source), lite: new UriTemplate(source) };
    try {
      expandTemplate(c.parsed, values);
      StdUriTemplate.expand(source, values as never);
      c.urlTemplate.expand(values);
      c.lite.expand(values);
      cases.push(c);
    } catch {
      left++;
    }
  }
  return { cases, left };
}

let sink = 0;
const each =
  (f: (c: Case) => string) =>
  (xs: Case[]): void => {
    for (const c of xs) sink += f(c).length;
  };

export const SUITE_OP = 'template expand, uritemplate-test cases';
export const API_OP = 'template expand, API-shaped templates';
export const LONG_OP = 'template expand, long values';
const OURS = 'urlgrammar expandTemplate(parsed, values)';
const PEERS = ['std-uritemplate StdUriTemplate.expand(t, values)', "url-template parseTemplate(t) outside, .expand(values)", 'uri-template-lite new UriTemplate(t) outside, .expand(data)'] as const;

/** The rows, sets and targets of template expansion for bench/run.ts; `notes` says what was left out. */
export function templatesBench(): {
  sets: Record<string, readonly unknown[]>;
  impls: TemplateImpl[];
  targets: (med: (op: string, impl: string) => number) => TemplateTarget[];
  notes: string[];
} {
  const suite = built(suiteCases());
  const api = built(API);
  const long = built(LONG);
  const rows = (op: string, set: string): TemplateImpl[] => [
    { op, impl: OURS, set, ours: true, pass: each((c) => expandTemplate(c.parsed, c.values)) },
    { op, impl: 'urlgrammar expandTemplate(t, values) (string, compiled once)', set, pass: each((c) => expandTemplate(c.source, c.values)) },
    { op, impl: PEERS[0], set, pass: each((c) => StdUriTemplate.expand(c.source, c.values as never)) },
    { op, impl: PEERS[1], set, pass: each((c) => c.urlTemplate.expand(c.values)) },
    { op, impl: PEERS[2], set, pass: each((c) => c.lite.expand(c.values)) },
  ];
  const fastest = (med: (op: string, impl: string) => number, op: string): number => Math.min(...PEERS.map((p) => med(op, p)));
  return {
    // Each set repeated, so that one pass (what bench/run.ts times) lasts long enough for the clock.
    sets: { templateSuite: Array.from({ length: 4 }, () => suite.cases).flat(), templateApi: Array.from({ length: 100 }, () => api.cases).flat(), templateLong: Array.from({ length: 5 }, () => long.cases).flat() },
    impls: [...rows(SUITE_OP, 'templateSuite'), ...rows(API_OP, 'templateApi'), ...rows(LONG_OP, 'templateLong')],
    targets: (med) => [
      { target: 'issue 44: expansion of a pre-parsed template (uritemplate-test cases) ≤ 1.0× the fastest JS expander', ours: med(SUITE_OP, OURS), peer: fastest(med, SUITE_OP), limit: 1 },
      { target: 'issue 44: expansion of a pre-parsed template (API-shaped templates) ≤ 1.0× the fastest JS expander', ours: med(API_OP, OURS), peer: fastest(med, API_OP), limit: 1 },
      { target: 'issue 44: expansion of a pre-parsed template (long values) ≤ 1.0× the fastest JS expander', ours: med(LONG_OP, OURS), peer: fastest(med, LONG_OP), limit: 1 },
    ],
    notes: [`template expand: ${suite.cases.length} uritemplate-test cases (${suite.left} left out: a peer throws on them) ×4 a pass, ${api.cases.length} API-shaped templates ×100 a pass, ${long.cases.length} long values (${long.left} left out) ×5 a pass`],
  };
}

/**
 * Matching (src/templates/match.ts) against uri-templates 0.2.0, the JavaScript matcher the project
 * has as an exact dev dependency, called as its README shows: `uriTemplate(t)` outside the timed
 * loop, `.fromUri(uri)` timed (and, for information, `.fromUri(uri, { strict: true })`); ours:
 * `parseTemplate(t)` outside the loop, `matchTemplate(parsed, uri)` timed (compiled in the warm-up
 * rounds). Each URI is the expansion of its template (so both sides match it).
 *
 * Target (issue 44): matching ≤ 1.0× uri-templates' `fromUri` on API-shaped templates, while right
 * where it is wrong (`wrongNote`: the cases where uri-templates' reading does not expand back).
 *
 * The ladders (1 MB): `parseTemplate` on six shapes (target ≤ 50 ns/char; a template that long gets
 * its parts on first read, so a second row reads every part), and `matchTemplate` of a short
 * template on a 1 MB URI on three (target ≤ 50 ns/char), uri-templates beside it.
 */
const MATCH_API: ReadonlyArray<readonly [string, Record<string, TemplateValue>]> = [
  ...API,
  ['/repos/{owner}/{repo}/issues{?state,page}', { owner: 'octocat', repo: 'hello-world', state: 'open', page: 2 }],
  ['{/path*}', { path: ['src', 'templates', 'match.ts'] }],
  ['file:///{path}', { path: 'notes.txt' }],
  ['file:///{+path}', { path: 'home/user/notes.txt' }],
  ['/orgs/{org}/members/{username}', { org: 'nodejs', username: 'someone' }],
  ['/v1/projects/{project}/locations/{location}/functions{?pageSize,pageToken}', { project: 'p-123', location: 'europe-west1', pageSize: 20 }],
];

/** Templates and URIs where uri-templates' `fromUri` reads what does not expand back (or misses a match). */
const MATCH_WRONG: ReadonlyArray<readonly [string, string]> = [
  ['/prefix/{value}/{suffix}', '/prefix/foo/bar/suffix'],
  ['/users/{id}', '/users/a/b'],
  ['/users/{id}', '/users/a%2'],
  ['{?q}', '?q=a&r=b'],
  ['/files{/path*}', '/files/a%2Fb/c'],
  ['{x}.{y}', 'a.b.c'],
  ['/search{?q,page}', '/search?page=2&q=x'],
];

/** URIs that are no expansion of their template (uri-templates answers `undefined` or a wrong reading, without throwing). */
const MATCH_NONE: ReadonlyArray<readonly [string, string]> = [
  ['/repos/{owner}/{repo}/issues{?state,page}', '/repos/octocat/hello-world/pulls?state=open'],
  ['/users/{id}', '/repos/octocat'],
  ['/users/{id}', '/users/a/b'],
  ['file:///{path}', 'file:///home/user/notes.txt'],
  ['/repos/{owner}/{repo}/issues{?state,page}', '/repos/octocat/hello-world/issues?stat=open'],
];

/** One match case, each side's template built outside the timed loop. */
interface MatchCase {
  readonly uri: string;
  readonly parsed: ParsedTemplate;
  readonly peer: ReturnType<typeof uriTemplates>;
}

const matchCase = (source: string, uri: string): MatchCase => {
  const r = parseTemplate(source);
  if (!r.ok) throw new Error(`bench/templates.ts: ${source} is no template`);
  return { uri, parsed: r.template, peer: uriTemplates(source) };
};

/** How many of `MATCH_WRONG` uri-templates reads wrongly (its reading does not expand back to the URI), and how many ours does. */
export function wrongNote(): string {
  let theirs = 0;
  let throws = 0;
  let ours = 0;
  for (const [t, uri] of MATCH_WRONG) {
    const c = matchCase(t, uri);
    let p: Record<string, unknown> | undefined;
    try {
      p = c.peer.fromUri(uri);
    } catch {
      throws++;
      continue;
    }
    let back: string | null = null;
    try {
      back = p === undefined ? null : expandTemplate(c.parsed, p as Record<string, TemplateValue>);
    } catch {
      back = null;
    }
    if (p !== undefined && back !== uri) theirs++;
    const m = matchTemplate(c.parsed, uri);
    if (m.kind === 'match' && expandTemplate(c.parsed, m.values as Record<string, TemplateValue>) !== uri) ours++;
  }
  return `template match: of ${MATCH_WRONG.length} URIs no template expansion writes as the peer reads them, uri-templates fromUri reads ${theirs} to values that do not expand back and throws on ${throws}; urlgrammar matchTemplate reads ${ours} so (it answers no-match)`;
}

/** The ladder shapes (1 MB) for parseTemplate and matchTemplate. */
const MB = 1_000_000;
const fill = (unit: string, head = '', tail = ''): string => head + unit.repeat(Math.floor((MB - head.length - tail.length) / unit.length)) + tail;
const PARSE_LADDER: ReadonlyArray<readonly [string, string]> = [
  ['long literal', fill('a')],
  ['{a}×n', fill('{a}')],
  ['one variable list {a,b,c,…}', fill(',v', '{v', '}')],
  ['{+x} with a long name', fill('x', '{+', '}')],
  ['{x:3}×n', fill('{x:3}')],
  ['%20×n in literals', fill('%20')],
];
const MATCH_LADDER: ReadonlyArray<readonly [string, string]> = [
  ['/files/{+path}', fill('ab/', '/files/')],
  ['{/seg*}', fill('/ab')],
  ['{?a,b,c}', fill('x', '?a=', '&b=1&c=2')],
];

export const MATCH_OP = 'template match, API-shaped templates';
export const NONE_OP = 'template match, URIs no expansion writes';
export const LADDER_OP = 'template ladder';
const OURS_MATCH = 'urlgrammar matchTemplate(parsed, uri)';
const PEER_MATCH = 'uri-templates uriTemplate(t) outside, .fromUri(uri)';
const LADDER_LIMIT = 50;

/** The rows, sets and targets of template matching and the ladders for bench/run.ts. */
export function templateMatchBench(): {
  sets: Record<string, readonly unknown[]>;
  impls: TemplateImpl[];
  targets: (med: (op: string, impl: string) => number) => TemplateTarget[];
  notes: string[];
} {
  const api = MATCH_API.map(([t, values]) => matchCase(t, expandTemplate(t, values)));
  for (const c of api) {
    if (matchTemplate(c.parsed, c.uri).kind === 'no-match' || c.peer.fromUri(c.uri) === undefined) throw new Error(`bench/templates.ts: ${c.parsed.source} does not match ${c.uri}`);
  }
  const matchEach =
    (f: (c: MatchCase) => unknown) =>
    (xs: MatchCase[]): void => {
      for (const c of xs) if (f(c) !== undefined) sink++;
    };
  const impls: TemplateImpl[] = [
    { op: MATCH_OP, impl: OURS_MATCH, set: 'templateMatchApi', ours: true, pass: matchEach((c) => matchTemplate(c.parsed, c.uri)) },
    { op: MATCH_OP, impl: 'urlgrammar matchTemplate(t, uri) (string, compiled once)', set: 'templateMatchApi', pass: matchEach((c) => matchTemplate(c.parsed.source, c.uri)) },
    { op: MATCH_OP, impl: PEER_MATCH, set: 'templateMatchApi', pass: matchEach((c) => c.peer.fromUri(c.uri)) },
    { op: MATCH_OP, impl: 'uri-templates uriTemplate(t) outside, .fromUri(uri, { strict: true })', set: 'templateMatchApi', pass: matchEach((c) => c.peer.fromUri(c.uri, { strict: true })) },
  ];
  const none = MATCH_NONE.map(([t, uri]) => matchCase(t, uri));
  for (const c of none) if (matchTemplate(c.parsed, c.uri).kind !== 'no-match') throw new Error(`bench/templates.ts: ${c.parsed.source} matches ${c.uri}`);
  impls.push(
    { op: NONE_OP, impl: OURS_MATCH, set: 'templateMatchNone', ours: true, pass: matchEach((c) => matchTemplate(c.parsed, c.uri)) },
    { op: NONE_OP, impl: PEER_MATCH, set: 'templateMatchNone', pass: matchEach((c) => c.peer.fromUri(c.uri)) },
  );
  const sets: Record<string, readonly unknown[]> = { templateMatchApi: Array.from({ length: 50 }, () => api).flat(), templateMatchNone: Array.from({ length: 100 }, () => none).flat() };
  const ladder: Array<{ op: string; chars: number }> = [];
  for (const [name, text] of PARSE_LADDER) {
    const op = `${LADDER_OP}, parseTemplate ${name}`;
    sets[op] = [text];
    ladder.push({ op, chars: text.length });
    impls.push({ op, impl: 'urlgrammar parseTemplate', set: op, ours: true, pass: (xs: string[]) => void (sink += parseTemplate(xs[0]!).ok ? 1 : 0) });
    // A template past 1,024 units gets its parts on first read: that read, timed too.
    impls.push({ op, impl: 'urlgrammar parseTemplate, every part read', set: op, pass: (xs: string[]) => {
      const r = parseTemplate(xs[0]!);
      if (r.ok) for (const p of r.template.parts) sink += p.kind === 'expression' ? p.variables.length : 1;
    } });
  }
  for (const [t, uri] of MATCH_LADDER) {
    const op = `${LADDER_OP}, matchTemplate ${t}`;
    const c = matchCase(t, uri);
    if (matchTemplate(c.parsed, uri).kind !== 'match') throw new Error(`bench/templates.ts: ${t} does not match its ladder`);
    sets[op] = [c];
    ladder.push({ op, chars: uri.length });
    impls.push({ op, impl: 'urlgrammar matchTemplate(parsed, uri)', set: op, ours: true, pass: matchEach((x) => matchTemplate(x.parsed, x.uri)) });
    impls.push({ op, impl: PEER_MATCH, set: op, pass: matchEach((x) => x.peer.fromUri(x.uri)) });
  }
  return {
    sets,
    impls,
    targets: (med) => [
      { target: "issue 44: matchTemplate (API-shaped templates, pre-parsed) ≤ 1.0× uri-templates' fromUri", ours: med(MATCH_OP, OURS_MATCH), peer: med(MATCH_OP, PEER_MATCH), limit: 1 },
      ...ladder.map(({ op, chars }) => ({ target: `issue 44: ${op.slice(LADDER_OP.length + 2)} at 1 MB ≤ ${LADDER_LIMIT} ns/char`, ours: med(op, op.includes('parseTemplate') ? 'urlgrammar parseTemplate' : 'urlgrammar matchTemplate(parsed, uri)') / chars, peer: 1, limit: LADDER_LIMIT })),
    ],
    notes: [`template match: ${api.length} API-shaped templates ×50 a pass; ladders of 1 MB: ${ladder.length} shapes`, wrongNote()],
  };
}

/** Keeps the sink alive. */
export const templatesSink = (): number => sink;

// Alone: the rows, without the Python peer (the rounds of bench/run.ts: each op's sides in an order
// rotated per round, 2 warm-up rounds, the median of the rest).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const rounds = argv.includes('--rounds') ? Number(argv[argv.indexOf('--rounds') + 1]) : 11;
  const repeat = argv.includes('--repeat') ? Number(argv[argv.indexOf('--repeat') + 1]) : 20;
  const e = templatesBench();
  const mb = argv.includes('--match') ? templateMatchBench() : null;
  const b = mb ?? e;
  const samples = new Map<TemplateImpl, number[]>();
  const ops = [...new Set(b.impls.map((i) => i.op))];
  for (let r = 0; r < 2 + rounds; r++) {
    for (const op of ops) {
      const list = b.impls.filter((i) => i.op === op);
      for (let k = 0; k < list.length; k++) {
        const i = list[(k + r) % list.length]!;
        const xs = b.sets[i.set] as any[];
        const s = process.hrtime.bigint();
        for (let n = 0; n < repeat; n++) i.pass(xs);
        const ns = Number(process.hrtime.bigint() - s) / (xs.length * repeat);
        if (r >= 2) samples.set(i, [...(samples.get(i) ?? []), ns]);
      }
    }
  }
  const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[xs.length >> 1]!;
  const med = (op: string, impl: string): number => median(samples.get(b.impls.find((i) => i.op === op && i.impl === impl)!)!);
  for (const n of b.notes) console.log(n);
  console.log(`2 warm-up + ${rounds} rounds, each pass over a set repeated ${repeat} times`);
  console.log('| operation | implementation | inputs | median per input | min | max | urlgrammar / this |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const i of b.impls) {
    const s = samples.get(i)!;
    const ours = med(i.op, b.impls.find((x) => x.op === i.op && x.ours)!.impl);
    console.log(`| ${i.op} | ${i.impl} | ${b.sets[i.set]!.length} | ${median(s).toFixed(0)} ns | ${Math.min(...s).toFixed(0)} ns | ${Math.max(...s).toFixed(0)} ns | ${i.ours ? '' : (ours / median(s)).toFixed(2)} |`);
  }
  for (const t of b.targets(med)) console.log(`target: ${t.target}: ${(t.ours / t.peer).toFixed(2)} (limit ${t.limit}) ${t.ours / t.peer <= t.limit ? 'holds' : 'FAILS'}`);
  if (sink < 0) console.log(sink);
}
