/**
 * Laws of the component record (`parseURL(...).components`, issue 21), on real URLs
 * (test/corpus) and on strings generated per production (test/support/arbitrary.ts), under every
 * grammar and every start symbol it offers. For every valid input:
 *
 *   (a) `recompose(components)` is the input;
 *   (b) each present span is its text's place in the input;
 *   (c) under rfc3986 (and rfc3987, whose generic syntax has the same delimiters), scheme,
 *       authority (userinfo "@" host ":" port, reassembled), path, query and fragment are the
 *       split of the RFC 3986 Appendix B regular expression;
 *   (d) the spans come in input order and do not overlap; user and password lie within the
 *       userinfo, and the record's other fields agree with its spans.
 *
 * (e) lists, on the whole corpus under rfc3986, where the record differs from the urllib layer's
 * `urlsplit`, grouped by kind, in the test output; a kind not listed in `URLSPLIT_KINDS` fails.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profiles, type GrammarName, type StartSymbol } from '../grammar/all.js';
import { parseURL, recompose, startSymbols, urlsplit, ValueError, type URLComponents } from '../src/index.js';
import { GrammarArbitraries, mutated, NASTY } from './support/arbitrary.js';
import { randomSeed, sized } from './support/scale.js';

const RUNS = Number(process.env.LAW_RUNS ?? 60);
const cfg = { numRuns: RUNS, seed: process.env.LAW_RUNS ? randomSeed() : 20261122 };

const GRAMMARS: readonly GrammarName[] = ['rfc1738', 'rfc1738-pure', 'rfc1808', 'rfc2396', 'rfc2396+2732', 'rfc3986', 'rfc3987'];
const STARTS = GRAMMARS.flatMap((g) => startSymbols(g).map((s) => [g, s] as const));

const readLines = (name: string) => readFileSync(new URL(`./corpus/${name}`, import.meta.url), 'utf8').split('\n').filter(Boolean);
const REAL = readLines('real-urls.txt');
/**
 * Every fourth real URL (every 24th under npm test), and the references of the join pairs
 * (relative references of every form; every other one, every twelfth under npm test).
 */
const SAMPLE = [...REAL.filter((_, i) => i % sized(4, 24) === 0), ...readLines('join-pairs.txt').filter((_, i) => i % sized(2, 12) === 0).map((l) => l.split('\t')[1] ?? '')];

const SPANS = ['scheme', 'userinfo', 'user', 'password', 'host', 'port', 'path', 'query', 'fragment'] as const;
/** The fields in the order they occur in a URL (user and password are within the userinfo). */
const ORDER = ['scheme', 'userinfo', 'host', 'port', 'path', 'query', 'fragment'] as const;
const HOST_TYPES = new Set(['reg-name', 'ipv4', 'ipv6', 'ipvfuture', 'hostname', 'reg_name', 'ireg-name']);

/** RFC 3986 Appendix B. */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

/** The authority as the record gives it: userinfo "@" host ":" port, or null without a host. */
function authorityOf(c: URLComponents): string | null {
  if (c.host === null) return null;
  return (c.userinfo === null ? '' : c.userinfo.text + '@') + c.host.text + (c.port === null ? '' : ':' + c.port.text);
}

/** Laws (a), (b), (d) and, under rfc3986 and rfc3987, (c): the first that fails, or null. */
function broken(input: string, grammar: GrammarName, c: URLComponents): string | null {
  // (a)
  const back = recompose(c);
  if (back !== input) return `(a) recompose gives ${JSON.stringify(back)}`;
  // (b)
  if (c.path === null || c.path === undefined) return '(b) path is not defined';
  for (const k of SPANS) {
    const s = c[k];
    if (s === null) continue;
    if (!(Number.isInteger(s.start) && Number.isInteger(s.end) && 0 <= s.start && s.start <= s.end && s.end <= input.length)) return `(b) ${k} span ${s.start}-${s.end} is out of the input`;
    if (input.slice(s.start, s.end) !== s.text) return `(b) ${k} span ${s.start}-${s.end} is ${JSON.stringify(input.slice(s.start, s.end))}, its text ${JSON.stringify(s.text)}`;
  }
  // (d)
  let prev: { k: string; end: number } | null = null;
  for (const k of ORDER) {
    const s = c[k];
    if (s === null) continue;
    if (prev && s.start < prev.end) return `(d) ${k} (${s.start}-${s.end}) starts before ${prev.k} ends (${prev.end})`;
    prev = { k, end: s.end };
  }
  if (c.userinfo === null) {
    if (c.user !== null || c.password !== null) return '(d) a user or password without a userinfo';
  } else {
    const colon = c.userinfo.text.indexOf(':');
    const user = colon < 0 ? c.userinfo.text : c.userinfo.text.slice(0, colon);
    if (c.user === null || c.user.text !== user || c.user.start !== c.userinfo.start) return `(d) user is ${JSON.stringify(c.user)}, not the userinfo before its first ':'`;
    if (colon < 0 ? c.password !== null : c.password === null || c.password.text !== c.userinfo.text.slice(colon + 1) || c.password.end !== c.userinfo.end || c.password.start !== c.user.end + 1)
      return `(d) password is ${JSON.stringify(c.password)}, not the userinfo after its first ':'`;
  }
  if (c.host === null && (c.userinfo !== null || c.port !== null)) return '(d) a userinfo or port without a host';
  // A host type only with a host; an IP literal keeps its brackets.
  if ((c.host === null && c.hostType !== null) || (c.hostType !== null && !HOST_TYPES.has(c.hostType))) return `(d) host ${JSON.stringify(c.host?.text)} with hostType ${JSON.stringify(c.hostType)}`;
  if ((c.hostType === 'ipv6' || c.hostType === 'ipvfuture') && !/^\[.*\]$/s.test(c.host?.text ?? '')) return `(d) the ${c.hostType} host ${JSON.stringify(c.host?.text)} has lost its brackets`;
  // A port that is not all digits (RFC 1808's net_loc does not restrict it) has no number.
  const portNumber = c.port === null || !/^[0-9]+$/.test(c.port.text) ? null : Number(c.port.text);
  if (c.portNumber !== portNumber) return `(d) portNumber ${c.portNumber} for port ${JSON.stringify(c.port?.text)}`;
  // (c)
  if (grammar === 'rfc3986' || grammar === 'rfc3987') {
    const m = APPENDIX_B.exec(input)!;
    const want = { scheme: m[1] === undefined ? null : m[2]!, authority: m[3] === undefined ? null : m[4]!, path: m[5]!, query: m[6] === undefined ? null : m[7]!, fragment: m[8] === undefined ? null : m[9]! };
    const got = { scheme: c.scheme?.text ?? null, authority: authorityOf(c), path: c.path.text, query: c.query?.text ?? null, fragment: c.fragment?.text ?? null };
    for (const k of Object.keys(want) as Array<keyof typeof want>) if (got[k] !== want[k]) return `(c) ${k} is ${JSON.stringify(got[k])}, Appendix B splits ${JSON.stringify(want[k])}`;
  }
  return null;
}

/** Checks the laws on a valid input (an invalid one has no record); returns whether it was valid. */
function check(input: string, grammar: GrammarName, start: string): boolean {
  const r = parseURL(input, { grammar, start: start as StartSymbol });
  if (!r.ok) return false;
  expect(r.components, `${JSON.stringify(input)} (${grammar} ${start}): no components`).toBeDefined();
  const why = broken(input, grammar, r.components);
  expect(why, `${JSON.stringify(input)} (${grammar} ${start})`).toBeNull();
  return true;
}

describe.each(STARTS)('grammar %s, start symbol %s', (grammar, start) => {
  it('the laws hold on the corpus sample', () => {
    let valid = 0;
    for (const u of SAMPLE) if (check(u, grammar, start)) valid++;
    // Every start symbol reads some of the sample: absolute URLs from real-urls.txt, relative references from join-pairs.txt.
    expect(valid).toBeGreaterThan(0);
  });

  it('the laws hold on generated and mutated strings', () => {
    const arbs = new GrammarArbitraries(grammar);
    const s = profiles[grammar].starts.find((x) => x.name === start)!;
    const valid = arbs.rule(arbs.resolve(1738, { k: 'ref', name: s.name, rfc: s.rfc }));
    const soup = fc
      .tuple(fc.constantFrom('', 'http://', 'ftp://', 'x:', 'news:', 'file://', 'mailto:', '//', '/', '?', '#'), fc.array(fc.constantFrom(...NASTY), { maxLength: 10 }))
      .map(([a, b]) => a + b.join(''));
    fc.assert(
      fc.property(fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: mutated(valid), weight: 1 }, { arbitrary: soup, weight: 1 }), (u) => {
        check(u, grammar, start);
      }),
      cfg,
    );
  });
});

/**
 * (e) The kinds of difference between the record (rfc3986, URI-reference) and `urlsplit` on the
 * corpus, each with what explains it. urlsplit has no null: an absent component is '' there, so
 * the record's null is compared as ''.
 */
const URLSPLIT_KINDS: Record<string, string> = {
  'scheme-case': 'urlsplit lowercases the scheme; the record keeps it as written',
  'empty-query': 'a "?" with nothing after it: the record has an empty query, urlsplit the same "" it gives for no query',
  'empty-fragment': 'a "#" with nothing after it: the record has an empty fragment, urlsplit the same "" it gives for no fragment',
  'empty-authority': 'a "//" with nothing before the path: the record has an empty host, urlsplit the same "" netloc it gives for no authority',
};

function urlsplitKinds(input: string, c: URLComponents): string[] {
  let s: ReturnType<typeof urlsplit>;
  try {
    s = urlsplit(input);
  } catch (e) {
    if (e instanceof ValueError) return [`urlsplit-raises: ${e.message}`];
    throw e;
  }
  const kinds: string[] = [];
  const ours = { scheme: c.scheme?.text ?? '', netloc: authorityOf(c) ?? '', path: c.path.text, query: c.query?.text ?? '', fragment: c.fragment?.text ?? '' };
  for (const k of Object.keys(ours) as Array<keyof typeof ours>) {
    if (ours[k] === s[k]) continue;
    if (k === 'scheme' && ours.scheme.toLowerCase() === s.scheme) kinds.push('scheme-case');
    else kinds.push(`${k}: ${JSON.stringify(ours[k])} / urlsplit ${JSON.stringify(s[k])}`);
  }
  if (c.query?.text === '') kinds.push('empty-query');
  if (c.fragment?.text === '') kinds.push('empty-fragment');
  if (c.host?.text === '' && c.userinfo === null && c.port === null) kinds.push('empty-authority');
  return kinds;
}

/** Groups the differences of each valid input (rfc3986, URI-reference) by kind, prints them, and returns the unexplained kinds. */
function urlsplitReport(what: string, inputs: readonly string[]): string[] {
  const found = new Map<string, { count: number; example: string }>();
  for (const u of inputs) {
    const r = parseURL(u, { grammar: 'rfc3986' });
    if (!r.ok) continue;
    for (const k of urlsplitKinds(u, r.components)) {
      const have = found.get(k);
      if (have) have.count++;
      else found.set(k, { count: 1, example: u });
    }
  }
  const lines = [...found].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, { count, example }]) => `${String(count).padStart(6)}  ${k}: ${URLSPLIT_KINDS[k] ?? 'UNEXPLAINED'}\n          e.g. ${JSON.stringify(example)}`);
  console.log(`components vs urlsplit on ${what} (rfc3986):\n${lines.join('\n') || '  no differences'}`);
  return [...found.keys()].filter((k) => !(k in URLSPLIT_KINDS));
}

describe('(e) the record against urlsplit under rfc3986', () => {
  it('on the whole corpus: differs only in the kinds listed, and prints them', () => {
    expect(urlsplitReport(`the ${REAL.length} corpus URLs`, REAL)).toEqual([]);
  });

  it('on generated URI references: differs only in the kinds listed, and prints them', () => {
    const arbs = new GrammarArbitraries('rfc3986');
    const inputs = profiles.rfc3986.starts.flatMap((s) => fc.sample(arbs.rule(arbs.resolve(1738, { k: 'ref', name: s.name, rfc: s.rfc })), { numRuns: 500, seed: cfg.seed }));
    expect(urlsplitReport(`${inputs.length} generated strings`, inputs)).toEqual([]);
  });
});
