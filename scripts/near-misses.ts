/**
 * Near misses: inputs one mutation away from a valid URL, made at each rule boundary of its parse,
 * read by RFC 3986 (the grammar), by the WHATWG URL Standard's parser (`parseWHATWG`) and by its
 * writing grammar (`grammar: 'whatwg'`, a valid URL string), and counted where they disagree: on
 * validity (RFC 3986 valid and WHATWG invalid, or the reverse; the standard's two definitions of
 * valid against each other), and, where both read a host, on the host. Issue 26, item 5.
 *
 *   npx tsx scripts/near-misses.ts [--urls N] [--examples K] [--json]
 *
 * The seeds are the first N (default 2,000) URLs of test/corpus/real-urls.txt that are RFC 3986
 * URIs. At the start and the end of every node of each seed's AST (the rule boundaries), each of
 * MUTATIONS is made: a character inserted, the character there deleted, or replaced. WHATWG
 * validity is the parser's (a URL with no validation error) in the RFC 3986 columns; the writing
 * grammar's verdict is counted against it apart (the standard means the two to agree).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { walk } from '../grammar/all.js';
import { parseURL, parseWHATWG, whatwgGetters } from '../src/index.js';

/** What is inserted, or replaces the character at a boundary. */
export const MUTATIONS: readonly string[] = ['\\', '/', '//', '@', ':', '%', '%2e', ' ', '\t', '#', '?', '.', '[', ']', '\u00e9', '\u3002', '\u007f', '%00', ''];

/** One mutant: the seed, the offset, what was done, and how the readers read it. */
export interface NearMiss {
  readonly seed: string;
  readonly input: string;
  readonly rfc3986: boolean;
  readonly whatwg: 'valid' | 'errors' | 'failure';
  /** Valid under the standard's writing grammar (an absolute-URL-with-fragment string). */
  readonly writing: boolean;
  readonly rfcHost: string | null;
  readonly whatwgHost: string | null;
}

/** Every mutant of `seed` at the boundaries of its parse (each input once). */
export function mutants(seed: string): string[] {
  const r = parseURL(seed);
  if (!r.ok) return [];
  const points = new Set<number>();
  walk(r.ast, (n) => {
    points.add(n.start);
    points.add(n.end);
  });
  const out = new Set<string>();
  for (const p of points) {
    for (const m of MUTATIONS) {
      out.add(seed.slice(0, p) + m + seed.slice(p)); // insert (the empty mutation: the seed itself)
      if (p < seed.length) out.add(seed.slice(0, p) + m + seed.slice(p + 1)); // replace (empty: delete)
    }
  }
  out.delete(seed);
  return [...out];
}

/** How RFC 3986 and the WHATWG parser read `input`. */
export function readBoth(seed: string, input: string): NearMiss {
  const r = parseURL(input);
  const w = parseWHATWG(input);
  const rfcHost = r.ok ? (r.components.host?.text.toLowerCase() ?? null) : null;
  const whatwgHost = w.ok && w.url !== null && w.url.host !== null ? whatwgGetters(w.url).hostname : null;
  const writing = parseURL(input, { grammar: 'whatwg' }).ok;
  return { seed, input, rfc3986: r.ok, whatwg: !w.ok ? 'failure' : w.errors.length ? 'errors' : 'valid', writing, rfcHost, whatwgHost };
}

/** The counts, with up to `k` examples of each disagreement. */
export function study(seeds: readonly string[], k: number) {
  const counts = { seeds: seeds.length, mutants: 0, bothValid: 0, bothInvalid: 0, rfcOnly: 0, whatwgOnly: 0, hostDiffers: 0, writingOnly: 0, parserOnly: 0 };
  const examples: Record<'rfcOnly' | 'whatwgOnly' | 'hostDiffers' | 'writingOnly' | 'parserOnly', NearMiss[]> = { rfcOnly: [], whatwgOnly: [], hostDiffers: [], writingOnly: [], parserOnly: [] };
  for (const seed of seeds) {
    for (const input of mutants(seed)) {
      counts.mutants++;
      const m = readBoth(seed, input);
      const w = m.whatwg === 'valid';
      if (m.rfc3986 && w) counts.bothValid++;
      else if (!m.rfc3986 && !w) counts.bothInvalid++;
      else if (m.rfc3986) {
        counts.rfcOnly++;
        if (examples.rfcOnly.length < k) examples.rfcOnly.push(m);
      } else {
        counts.whatwgOnly++;
        if (examples.whatwgOnly.length < k) examples.whatwgOnly.push(m);
      }
      // The standard's two definitions: a valid URL string, and a parse with no validation error.
      if (m.writing && !w) {
        counts.writingOnly++;
        if (examples.writingOnly.length < k) examples.writingOnly.push(m);
      } else if (!m.writing && w) {
        counts.parserOnly++;
        if (examples.parserOnly.length < k) examples.parserOnly.push(m);
      }
      // Both read a host, and not the same one (RFC 3986's lowercased; WHATWG's as it serializes it).
      if (m.rfcHost !== null && m.whatwgHost !== null && m.rfcHost !== m.whatwgHost.toLowerCase()) {
        counts.hostDiffers++;
        if (examples.hostDiffers.length < k) examples.hostDiffers.push(m);
      }
    }
  }
  return { counts, examples };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name: string, d: number) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? Number(process.argv[i + 1]) : d;
  };
  const corpus = readFileSync(new URL('../test/corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean);
  const seeds = corpus.filter((u) => parseURL(u).ok).slice(0, arg('--urls', 2000));
  const { counts, examples } = study(seeds, arg('--examples', 5));
  if (process.argv.includes('--json')) process.stdout.write(JSON.stringify({ counts, examples }, null, 2) + '\n');
  else {
    process.stdout.write(`${counts.seeds} seeds, ${counts.mutants} mutants\n`);
    process.stdout.write(`both valid ${counts.bothValid}, both invalid ${counts.bothInvalid}, RFC 3986 only ${counts.rfcOnly}, WHATWG only ${counts.whatwgOnly}, a different host ${counts.hostDiffers}\n`);
    process.stdout.write(`WHATWG writing grammar valid and parser not ${counts.writingOnly}, parser valid and writing grammar not ${counts.parserOnly}\n`);
    for (const [kind, list] of Object.entries(examples)) {
      process.stdout.write(`\n${kind}:\n`);
      for (const m of list) process.stdout.write(`  ${JSON.stringify(m.input)}  rfc3986 ${m.rfc3986 ? 'valid' : 'invalid'}, whatwg ${m.whatwg}, writing ${m.writing ? 'valid' : 'invalid'}${kind === 'hostDiffers' ? `, hosts ${JSON.stringify(m.rfcHost)} / ${JSON.stringify(m.whatwgHost)}` : ''}\n`);
    }
  }
}
