/**
 * `urlgrammar compare`: one table of how each grammar and algorithm reads an input. Node-only
 * (it includes Node's WHATWG `URL` for reference).
 */
import { schemeProductions } from '../../grammar/index.js';
import { parseBrowser, parseURL, urlparse, urlsplit, type ASTNode } from '../index.js';

/** The components every reader is asked for. */
export const COMPONENTS = ['scheme', 'user', 'password', 'host', 'port', 'path', 'params', 'query', 'fragment'] as const;
export type ComponentName = (typeof COMPONENTS)[number];

/** One reader's view of the input. */
export interface Reading {
  readonly reader: string;
  /** `valid`, or the reason it is not. */
  readonly verdict: string;
  readonly valid: boolean;
  /** `null`: absent; `undefined`: this reader has no such component. */
  readonly parts: Partial<Record<ComponentName, string | null>>;
}

const SCHEME_OF: Record<string, string> = Object.fromEntries(schemeProductions.map((p) => [p.rule, p.scheme]));

function find(root: ASTNode, types: readonly string[]): ASTNode | null {
  if (types.includes(root.type)) return root;
  for (const c of root.children) {
    const f = find(c, types);
    if (f) return f;
  }
  return null;
}

function strict(input: string, grammar: 'rfc1738' | 'rfc1808'): Reading {
  const reader = grammar === 'rfc1738' ? 'RFC 1738 (strict)' : 'RFC 1808 (strict)';
  const r = parseURL(input, { grammar });
  if (!r.ok) return { reader, valid: false, verdict: `${r.error.code} at ${r.error.line}:${r.error.column}`, parts: {} };
  const ast = r.ast;
  const text = (types: string[]) => find(ast, types)?.text ?? null;
  const parts: Partial<Record<ComponentName, string | null>> = {};
  if (grammar === 'rfc1738') {
    const url = ast.children[0]?.children[0];
    parts.scheme = url && SCHEME_OF[url.type] ? SCHEME_OF[url.type]! : text(['scheme']);
    parts.user = text(['user']);
    parts.password = text(['password']);
    parts.host = text(['host']);
    parts.port = text(['port']);
    parts.path = text(['hpath', 'fpath', 'ppath', 'urlpath', 'selector', 'encoded822addr', 'grouppart', 'database']);
    parts.query = text(['search']);
    parts.fragment = ast.children.find((c) => c.type === 'fragment')?.text ?? null;
  } else {
    parts.scheme = text(['scheme']);
    parts.host = text(['net_loc', 'net_loc-2732']);
    const opaque = find(ast, ['absoluteURL']) !== null && find(ast, ['generic-RL']) === null;
    if (opaque) {
      // The opaque form `scheme ":" *( uchar | reserved )`: no structure below the scheme.
      const abs = find(ast, ['absoluteURL'])!;
      parts.path = abs.text.slice(parts.scheme!.length + 1);
    } else {
      const path = find(ast, ['path'])?.text ?? '';
      parts.path = find(ast, ['abs_path']) ? '/' + path : path;
    }
    parts.params = text(['params']);
    parts.query = text(['query']);
    parts.fragment = text(['fragment']);
  }
  return { reader, valid: true, verdict: 'valid', parts };
}

function urllib(input: string, fn: 'urlsplit' | 'urlparse'): Reading {
  const reader = `Python ${fn}`;
  try {
    const r = fn === 'urlsplit' ? urlsplit(input) : urlparse(input);
    let port: string | null;
    try {
      port = r.port === null ? null : String(r.port);
    } catch (e) {
      port = `ValueError: ${(e as Error).message}`;
    }
    return {
      reader,
      valid: true,
      verdict: 'split',
      parts: {
        scheme: r.scheme, user: r.username, password: r.password, host: r.hostname, port, path: r.path,
        params: 'params' in r ? (r as { params: string }).params : undefined, query: r.query, fragment: r.fragment,
      },
    };
  } catch (e) {
    return { reader, valid: false, verdict: `${(e as Error).name}: ${(e as Error).message}`, parts: {} };
  }
}

function browser(input: string): Reading {
  const p = parseBrowser(input);
  if (p.scheme === null) return { reader: 'browser draft (abarth-url-00)', valid: false, verdict: 'invalid (no scheme)', parts: {} };
  return {
    reader: 'browser draft (abarth-url-00)',
    valid: true,
    verdict: 'parsed',
    parts: { scheme: p.scheme, user: p.user, password: p.password, host: p.host, port: p.port, path: p.path, query: p.query, fragment: p.fragment },
  };
}

function whatwg(input: string): Reading {
  const reader = 'WHATWG URL (Node)';
  try {
    const u = new URL(input);
    const opt = (s: string, prefix = '') => (s === '' ? null : s.slice(prefix.length));
    return {
      reader,
      valid: true,
      verdict: 'valid',
      parts: {
        scheme: u.protocol.replace(/:$/, ''), user: opt(u.username), password: opt(u.password), host: opt(u.hostname), port: opt(u.port),
        path: u.pathname, query: opt(u.search, '?'), fragment: opt(u.hash, '#'),
      },
    };
  } catch (e) {
    return { reader, valid: false, verdict: `TypeError: ${(e as Error).message}`, parts: {} };
  }
}

/** Every reading of `input`. */
export function compare(input: string): Reading[] {
  return [strict(input, 'rfc1738'), strict(input, 'rfc1808'), urllib(input, 'urlsplit'), urllib(input, 'urlparse'), browser(input), whatwg(input)];
}

const cell = (v: string | null | undefined): string => (v === undefined ? '·' : v === null ? '-' : JSON.stringify(v));

const LEGEND = '"-" absent, "·" not a component of that reader';

/** Options of `compareTable`. */
export interface CompareTableOptions {
  /**
   * The width to fit, in columns (default 0: no limit, every cell in full). When the table is
   * wider, the readers are shown in groups of columns that fit, one table under the other, and a
   * cell wider than its column wraps onto more lines.
   */
  readonly width?: number;
}

/** `text` cut into pieces of at most `w` code points, at spaces where it can. */
function cellLines(text: string, w: number): string[] {
  const cps = Array.from(text);
  if (cps.length <= w) return [text];
  const out: string[] = [];
  let rest = cps;
  while (rest.length > w) {
    let cut = rest.lastIndexOf(' ', w);
    if (cut <= 0) cut = w;
    out.push(rest.slice(0, cut).join('').trimEnd());
    rest = rest.slice(rest[cut] === ' ' ? cut + 1 : cut);
  }
  if (rest.length) out.push(rest.join(''));
  return out;
}

/** The readings as a text table: one column per reader. */
export function compareTable(input: string, readings: readonly Reading[], options: CompareTableOptions = {}): string {
  const width = options.width ?? 0;
  const len = (s: string) => Array.from(s).length;
  const labels = ['', 'verdict', ...COMPONENTS];
  const columns = readings.map((r) => [r.reader, r.verdict, ...COMPONENTS.map((c) => (r.valid ? cell(r.parts[c]) : ''))]);
  const labelWidth = Math.max(...labels.map(len));
  const natural = columns.map((col) => Math.max(...col.map(len)));
  // The widest a reader's column may be: the room left of the line after the label column.
  const cap = width > 0 ? Math.max(8, width - labelWidth - 3) : Infinity;
  const widths = natural.map((w) => Math.min(w, cap));
  // Groups of readers that fit side by side.
  const groups: number[][] = [];
  for (let i = 0; i < readings.length; i++) {
    const g = groups.at(-1);
    const used = g ? labelWidth + g.reduce((n, j) => n + 3 + widths[j]!, 0) : 0;
    if (g && (width <= 0 || used + 3 + widths[i]! <= width)) g.push(i);
    else groups.push([i]);
  }
  const pad = (s: string, w: number) => s + ' '.repeat(Math.max(0, w - len(s)));
  const block = (group: number[]): string[] => {
    const lines: string[] = [];
    const row = (r: number) => {
      const cells = [[labels[r]!], ...group.map((j) => cellLines(columns[j]![r]!, widths[j]!))];
      const height = Math.max(...cells.map((c) => c.length));
      for (let k = 0; k < height; k++) {
        lines.push(cells.map((c, ci) => pad(c[k] ?? '', ci === 0 ? labelWidth : widths[group[ci - 1]!]!)).join(' | ').trimEnd());
      }
    };
    row(0);
    lines.push([labelWidth, ...group.map((j) => widths[j]!)].map((w) => '-'.repeat(w)).join('-+-'));
    for (let r = 1; r < labels.length; r++) row(r);
    return lines;
  };
  const inputLine = `input: ${JSON.stringify(input)}`;
  return [
    ...(width > 0 ? cellLines(inputLine, width) : [inputLine]),
    ...groups.flatMap((g, i) => (i === 0 ? block(g) : ['', ...block(g)])),
    '',
    ...(width > 0 ? cellLines(LEGEND, width) : [LEGEND]),
  ].join('\n');
}
