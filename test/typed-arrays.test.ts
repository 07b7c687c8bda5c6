/**
 * No typed array outside V8's heap per report. A typed array of more than 64 bytes has its memory
 * allocated outside the JavaScript heap: 1.3-2.6 µs each on this machine, against some 20 ns for
 * one of 16 integers and 50 for an array of small integers of the same length (docs/performance.md,
 * session 65), where a report of a short URL costs some 9 µs. A recovery round made four (its piece
 * table), a fifth of an `allErrors` run on a short input. Here the typed-array constructors are
 * replaced, for the calls under test, by ones that count each new buffer of more than 64 bytes and
 * where it was made: the report of each invalid URI of the corpus, its fixes, its whole-URL fix,
 * `allErrors` on 100 errors, the WHATWG parser and the walks over a path's dot segments make none
 * (once warm: the first use of a grammar builds its automata, which keep their tables). The
 * constructors are put back before the call returns, so no other file sees them (a file runs
 * alone in its worker).
 *
 * Not yet held here: `quote` makes one for a string of more than 64 bytes to escape (its UTF-8),
 * the urllib codecs' buffers likewise.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseURL, parseWHATWG, removeDotSegments, resolve, urljoin } from '../src/index.js';

const CORPUS = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0);
const INVALID = CORPUS.filter((u) => !parseURL(u).ok);

const NAMES = ['Int8Array', 'Uint8Array', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array'] as const;

/** The typed arrays of more than 64 bytes `f` makes, by where (the first frame outside this file). */
function largeTypedArrays(f: () => void): string[] {
  const made: string[] = [];
  const seen = new WeakSet<ArrayBufferLike>();
  const g = globalThis as unknown as Record<string, unknown>;
  const saved = NAMES.map((n) => g[n]);
  NAMES.forEach((n, k) => {
    const Base = saved[k] as new (...a: unknown[]) => { readonly buffer: ArrayBufferLike; readonly byteLength: number };
    g[n] = class extends Base {
      constructor(...a: unknown[]) {
        super(...a);
        if (this.byteLength > 64 && !seen.has(this.buffer)) {
          seen.add(this.buffer);
          made.push(`${n} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
        }
      }
    };
  });
  try {
    f();
  } finally {
    NAMES.forEach((n, k) => (g[n] = saved[k]));
  }
  return made;
}

describe('no typed array outside the heap per report', () => {
  it('counts one where one is made (the guard sees what it guards)', () => {
    expect(largeTypedArrays(() => new Int32Array(17))).toHaveLength(1);
    expect(largeTypedArrays(() => new Int32Array(16))).toHaveLength(0);
  });

  it("the report of each invalid corpus URI, its fixes and its whole-URL fix", () => {
    const read = () => {
      for (const u of INVALID) {
        const r = parseURL(u);
        if (!r.ok) void [r.error.message, r.error.fixes, r.error.wholeFix];
      }
    };
    read();
    expect(INVALID.length).toBeGreaterThan(50);
    expect(largeTypedArrays(read)).toEqual([]);
  });

  it("the WHATWG parser's code points, and the segments of a path's dot segments (resolve, urljoin, removeDotSegments)", () => {
    // (Bases both RFC 3986 and RFC 1808 read: `resolve` refuses any other.)
    const urls = CORPUS.slice(0, 400).filter((u) => parseURL(u).ok && parseURL(u, { grammar: 'rfc1808' }).ok);
    const read = () => {
      for (const u of urls) {
        parseWHATWG(u);
        parseWHATWG('../x/./y', { base: u });
        void [resolve(u, '../../g/./h/..').href, resolve(u, '../g', { spec: 'rfc1808' }).href];
        urljoin(u, '../../g/./h/..');
        removeDotSegments(`/a/b/c/./../d/e/f/g/h/i/j/../k${u.slice(0, 20)}`);
      }
    };
    read();
    expect(urls.filter((u) => u.length > 40).length).toBeGreaterThan(100);
    expect(largeTypedArrays(read)).toEqual([]);
  });

  it('allErrors on 100 errors, under rfc3986 and rfc1738', () => {
    for (const grammar of ['rfc3986', 'rfc1738'] as const) {
      const run = () => {
        const r = parseURL('http://a#' + '%'.repeat(2000), { grammar, allErrors: true });
        if (r.ok || r.errors?.length !== 100) throw new Error(`${grammar}: expected 100 errors`);
      };
      run();
      expect(largeTypedArrays(run), grammar).toEqual([]);
    }
  });
});
