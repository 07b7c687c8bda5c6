/**
 * What the modules of the WHATWG URL Standard's basic URL parser share (src/whatwg/parser.ts, the
 * parser; src/whatwg/parser-state.ts, its shared state; src/whatwg/states.ts and
 * src/whatwg/path-states.ts, its states): the
 * names of the states, the URL record (§4.1) the states write, the special schemes and their
 * default ports (§4.2), the shapes of what the parser reports beside the record (the spans of the
 * components and the steps of the trace), and the host parser it is given. Transcribed from
 * whatwg/url url.bs at commit 6ae84860d12800bcf563668e7cc821360dce6062 (2026-07-02), as
 * src/whatwg/parser.ts says. src/whatwg/parser.ts re-exports each of them.
 *
 * @module
 */
import { isSpecialScheme, SCHEME_FACTS, type SchemeFacts } from '../../grammar/scheme-facts.js';
import type { HostSink, WHATWGHost } from './host.js';

/**
 * The states of the basic URL parser, as the standard names them, and the algorithms that report
 * validation errors outside the state machine.
 *
 * @example
 * ```ts
 * WHATWG_STATES.includes('special authority ignore slashes state'); // true
 * ```
 */
export const WHATWG_STATES = [
  'scheme start state',
  'scheme state',
  'no scheme state',
  'special relative or authority state',
  'path or authority state',
  'relative state',
  'relative slash state',
  'special authority slashes state',
  'special authority ignore slashes state',
  'authority state',
  'host state',
  'port state',
  'file state',
  'file slash state',
  'file host state',
  'path start state',
  'path state',
  'opaque path state',
  'query state',
  'fragment state',
] as const;

/**
 * A state of the basic URL parser (the hostname state, which only the `hostname` setter enters,
 * is not among them: see src/whatwg/parser.ts).
 *
 * @example
 * ```ts
 * const s: WHATWGState = 'authority state';
 * ```
 */
export type WHATWGState = (typeof WHATWG_STATES)[number];

/**
 * A URL record (§4.1) as the parser builds it: the host as a {@link WHATWGHost}, the path a list of
 * segments or, for an opaque path, a string.
 *
 * @example
 * ```ts
 * const u: URLRecord = { scheme: 'urn', username: '', password: '', host: null, port: null, path: 'isbn:1', query: null, fragment: null };
 * ```
 */
export interface URLRecord {
  scheme: string;
  username: string;
  password: string;
  host: WHATWGHost | null;
  port: number | null;
  path: string[] | string;
  query: string | null;
  fragment: string | null;
}

/**
 * Where in the input each component of a parsed URL came from: a UTF-16 `offset` and `length` into
 * the input as given, or null when the component is absent or came from the base.
 *
 * @example
 * ```ts
 * const s: WHATWGSpan = { offset: 7, length: 4 };
 * ```
 */
export interface WHATWGSpan {
  readonly offset: number;
  readonly length: number;
}

/**
 * The spans of {@link WHATWGSpan} for each component: `path` runs from the path's first code
 * point to the `?`, `#` or end that ended it; `username` and `password` are the user information
 * up to its last `@`, split at its first `:`.
 *
 * @example
 * ```ts
 * const spans: WHATWGSpans = { scheme: { offset: 0, length: 4 }, username: null, password: null, host: null, port: null, path: null, query: null, fragment: null };
 * ```
 */
export interface WHATWGSpans {
  readonly scheme: WHATWGSpan | null;
  readonly username: WHATWGSpan | null;
  readonly password: WHATWGSpan | null;
  readonly host: WHATWGSpan | null;
  readonly port: WHATWGSpan | null;
  readonly path: WHATWGSpan | null;
  readonly query: WHATWGSpan | null;
  readonly fragment: WHATWGSpan | null;
}

/**
 * One step of the trace: the state the parser ran (or, with `note`, what it did there), and the
 * UTF-16 offset of its `c` in the input as given (the input's end for the EOF code point).
 *
 * @example
 * ```ts
 * const step: WHATWGStep = { state: 'scheme start state', offset: 0 };
 * ```
 */
export interface WHATWGStep {
  readonly state: string;
  readonly offset: number;
  readonly note?: string;
}

/** Whether a scheme is special (§4.2): the `special` column of grammar/scheme-facts.ts. */
export { isSpecialScheme };

/**
 * The default port of a scheme (§4.2): 21, 80 or 443 for the special schemes but file, else null
 * (the `port` column of grammar/scheme-facts.ts, for the special schemes).
 *
 * @example
 * ```ts
 * defaultPort('https'); // 443
 * defaultPort('file');  // null
 * ```
 */
export function defaultPort(scheme: string): number | null {
  return isSpecialScheme(scheme) ? ((SCHEME_FACTS as Readonly<Record<string, SchemeFacts>>)[scheme]!.port ?? null) : null;
}

/**
 * The host parser (§3.5) and serializer (§3.6) the basic URL parser calls: src/whatwg/host.ts's,
 * given by its caller (src/whatwg/index.ts), so that a reader of the user information alone (the
 * password redaction) loads no host parser and no UTS #46.
 *
 * @example
 * ```ts
 * import { parseHost, serializeHost } from './host.js';
 * const hosts: HostParser = { parse: parseHost, serialize: serializeHost };
 * ```
 */
export interface HostParser {
  parse(input: string, isOpaque: boolean, sink: HostSink, lone?: readonly number[]): WHATWGHost | null;
  serialize(host: WHATWGHost): string;
}

