/**
 * Issue 43's targets (the parts of a URL at recognizer speed) on the benchmark, each against an
 * outside peer in the same run (DECISIONS 44), on the corpus's RFC 3986 URIs (`validURI`):
 *
 *   npm run bench -- --only "issue 43"    these rows, and the record reader's 1 MB ladder
 *   npm run bench -- --only urlsplit      (also: equivalent, normalize) the existing rows these
 *                                         targets read: urlsplit against WHATWG URL and CPython's
 *                                         uncached urlsplit (bench/peer.py), equivalent against
 *                                         fast-uri's equal, normalize against fast-uri's normalize
 *
 * Rows:
 *   - `parseURL` reading only `components` (where a record reader exists, the AST is not built:
 *     DECISIONS 47), and reading `ast` (the full AST), each against `new URL`;
 *   - the record-only reader, `parseComponents(u, { grammar: 'rfc3986', start: 'URI' })`, against
 *     `new URL` and `isValid`: only where the main entry exports it (else a printed line says it
 *     was skipped);
 *   - beside the reader, its floor: `isValid` and then the same record built from offsets known
 *     before the timed loop (no parse, no capture: the record's objects and slices alone, checked
 *     equal to the reader's record before timing). A one-pass reader that validates and builds
 *     this record cannot be faster than that row, whatever its automaton costs;
 *   - its 1 MB ladder (bench/ladder.ts `--ladder-json record`): every shape of the isValid ladder,
 *     the reader and `isValid` timed on the same input, ≤ 2× (worst shape; isValid floored at 10 µs
 *     an input, so that a shape refused in its first characters compares the timer with itself).
 */
import * as api from '../src/index.js';
import { provideRecordReader } from '../src/parse/result.js';
import { capturedRecord } from '../src/record/index.js';
import { decodeEscapes } from '../grammar/index.js';
import { isDeepStrictEqual } from 'node:util';

/** A row of bench/run.ts (its `Impl`). */
export interface Issue43Impl {
  readonly op: string;
  readonly impl: string;
  readonly set: string;
  readonly ours?: boolean;
  readonly pass: (xs: any[]) => void;
}

/** A target of bench/run.ts's table. */
export interface Issue43Target {
  readonly target: string;
  readonly ours: number;
  readonly peer: number;
  readonly limit: number;
}

/** The record-only reader's signature: the record, or null where `isValid` refuses. */
export type ParseComponents = (input: string, options?: { readonly grammar?: string; readonly start?: string }) => api.URLComponents | null;

/** The record-only reader the main entry exports as `parseComponents`, or null while it does not. */
export function recordReader(): ParseComponents | null {
  const f = (api as Record<string, unknown>)['parseComponents'];
  return typeof f === 'function' ? (f as ParseComponents) : null;
}

export const COMPONENTS_OP = 'issue 43: parseURL rfc3986 URI, reading components';
export const AST_OP = 'issue 43: parseURL rfc3986 URI, reading ast (full AST)';
export const READER_OP = 'issue 43: record-only reader rfc3986 URI';
const FLOOR_IMPL = 'floor: isValid, then the record from offsets known beforehand';
const URI = { grammar: 'rfc3986', start: 'URI' } as const;

let sink = 0;
const each =
  (f: (x: string) => unknown) =>
  (xs: string[]): void => {
    for (const x of xs) if (f(x)) sink++;
  };
/**
 * `each`, with what `parseURL` has seen of its callers forgotten first (the reader registered
 * anew): the two parseURL rows read the AST of none, and of every, result, and `parseURL` chooses
 * its road by that, so each pass starts from the same state, as a program that reads one way would.
 */
const fresh =
  (f: (x: string) => unknown) =>
  (xs: string[]): void => {
    provideRecordReader(capturedRecord);
    each(f)(xs);
  };
const whatwg = (x: string): unknown => {
  try {
    return new URL(x);
  } catch {
    return null;
  }
};

type Spans = ReadonlyArray<{ readonly start: number; readonly end: number } | null>;
const SPAN_KEYS = ['scheme', 'authority', 'userinfo', 'user', 'password', 'host', 'port', 'path', 'query', 'fragment'] as const;
const plainSpan = (u: string, start: number, end: number) => ({ text: u.slice(start, end), start, end });
const sameSpan = (u: string, start: number, end: number) => {
  const text = u.slice(start, end);
  return { text, start, end, decoded: text };
};
const escapedSpan = (u: string, start: number, end: number) => {
  const text = u.slice(start, end);
  return { text, start, end, decoded: decodeEscapes(text) };
};
/** The record of `u` from its spans `s` and the reader's `hostType` and `portNumber`: objects and slices only. */
function recordFrom(u: string, s: Spans, hostType: unknown, portNumber: unknown): unknown {
  const d = u.includes('%') ? escapedSpan : sameSpan;
  const [scheme, authority, userinfo, user, password, host, port, path, query, fragment] = s;
  return {
    scheme: scheme && plainSpan(u, scheme.start, scheme.end),
    authority: authority && d(u, authority.start, authority.end),
    userinfo: userinfo && d(u, userinfo.start, userinfo.end),
    user: user && d(u, user.start, user.end),
    password: password && d(u, password.start, password.end),
    host: host && d(u, host.start, host.end),
    hostType,
    port: port && plainSpan(u, port.start, port.end),
    portNumber,
    path: path && d(u, path.start, path.end),
    query: query && d(u, query.start, query.end),
    fragment: fragment && d(u, fragment.start, fragment.end),
  };
}
/** Each URL's spans, hostType and portNumber, read by the reader once per set (outside the timed loop). */
const known = new WeakMap<readonly string[], Array<{ s: Spans; hostType: unknown; portNumber: unknown }>>();
function knownOf(reader: ParseComponents, xs: readonly string[]): Array<{ s: Spans; hostType: unknown; portNumber: unknown }> {
  let k = known.get(xs);
  if (k !== undefined) return k;
  k = xs.map((x) => {
    const r = reader(x, URI)!;
    const s = SPAN_KEYS.map((key) => r[key]);
    const out = { s, hostType: r.hostType, portNumber: r.portNumber };
    // The floor builds the reader's record, key for key (else it measures something else).
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(recordFrom(x, s, r.hostType, r.portNumber))), JSON.parse(JSON.stringify(r)))) throw new Error(`bench floor: the record of ${JSON.stringify(x)} differs`);
    return out;
  });
  known.set(xs, k);
  return k;
}

/**
 * The rows and targets of issue 43 for bench/run.ts: `med` reads a row's median there. `skipped`
 * says what was left out (the record reader's rows, while the main entry has no `parseComponents`).
 */
export function issue43Bench(): {
  impls: Issue43Impl[];
  targets: (med: (op: string, impl: string) => number, py: string) => Issue43Target[];
  skipped: string[];
} {
  const reader = recordReader();
  const impls: Issue43Impl[] = [
    {
      op: COMPONENTS_OP,
      impl: 'urlgrammar parseURL(u).components',
      set: 'validURI',
      ours: true,
      pass: fresh((x) => {
        const r = api.parseURL(x, URI);
        return r.ok && r.components;
      }),
    },
    { op: COMPONENTS_OP, impl: 'WHATWG URL', set: 'validURI', pass: each(whatwg) },
    {
      op: AST_OP,
      impl: 'urlgrammar parseURL(u).ast',
      set: 'validURI',
      ours: true,
      pass: fresh((x) => {
        const r = api.parseURL(x, URI);
        return r.ok && r.ast;
      }),
    },
    { op: AST_OP, impl: 'WHATWG URL', set: 'validURI', pass: each(whatwg) },
  ];
  if (reader) {
    impls.push(
      { op: READER_OP, impl: 'urlgrammar parseComponents(u, { grammar, start })', set: 'validURI', ours: true, pass: each((x) => reader(x, URI)) },
      { op: READER_OP, impl: 'WHATWG URL', set: 'validURI', pass: each(whatwg) },
      { op: READER_OP, impl: 'urlgrammar isValid(u, { grammar, start })', set: 'validURI', pass: each((x) => api.isValid(x, URI)) },
      {
        op: READER_OP,
        impl: FLOOR_IMPL,
        set: 'validURI',
        pass: (xs: string[]): void => {
          const k = knownOf(reader, xs);
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i]!;
            const o = k[i]!;
            if (api.isValid(x, URI) && recordFrom(x, o.s, o.hostType, o.portNumber)) sink++;
          }
        },
      },
    );
  }
  return {
    impls,
    targets: (med, py) => [
      ...(reader ? [{ target: 'issue 43: the record-only reader (rfc3986 URI, valid corpus URIs) ≤ 1.0× WHATWG URL', ours: med(READER_OP, 'urlgrammar parseComponents(u, { grammar, start })'), peer: med(READER_OP, 'WHATWG URL'), limit: 1 }] : []),
      { target: 'issue 43: parseURL rfc3986 URI reading components ≤ 1.5× WHATWG URL', ours: med(COMPONENTS_OP, 'urlgrammar parseURL(u).components'), peer: med(COMPONENTS_OP, 'WHATWG URL'), limit: 1.5 },
      { target: 'issue 43: parseURL rfc3986 URI with the full AST ≤ 2.0× WHATWG URL', ours: med(AST_OP, 'urlgrammar parseURL(u).ast'), peer: med(AST_OP, 'WHATWG URL'), limit: 2 },
      { target: 'issue 43: urlsplit ≤ 1.5× WHATWG URL', ours: med('urlsplit', 'urlgrammar'), peer: med('urlsplit', 'WHATWG URL'), limit: 1.5 },
      { target: 'issue 43: urlsplit ≤ 0.35× CPython (uncached)', ours: med('urlsplit', 'urlgrammar'), peer: med('urlsplit', py), limit: 0.35 },
      { target: "issue 43: equivalent (scheme level) ≤ 1.0× fast-uri's equal", ours: med('equivalent', 'urlgrammar equivalent (scheme)'), peer: med('equivalent', 'fast-uri equal'), limit: 1 },
      { target: "issue 43: normalize (scheme level) ≤ 0.8× fast-uri's normalize", ours: med('normalize', 'urlgrammar normalize (scheme)'), peer: med('normalize', 'fast-uri'), limit: 0.8 },
    ],
    skipped: reader ? [] : [`${READER_OP}: skipped (the main entry exports no parseComponents yet), and its 1 MB ladder`],
  };
}

/** Keeps the sink alive (the passes' results are counted into it). */
export const issue43Sink = (): number => sink;
