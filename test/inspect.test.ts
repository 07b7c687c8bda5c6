/**
 * Printing (issue 21 item 7): `console.log` and `util.inspect` show the lazy properties (a report's
 * `fixes`, the `children` of a node built on first read, the `steps` and `dots` of the traces)
 * with their values, not as `[Getter]`; the library adds only a non-enumerable
 * `Symbol.for('nodejs.util.inspect.custom')` hook, which keys, JSON and deep equality do not see.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { find, parseURL, removeDotSegments, resolve, urljoinTrace, type ASTNode } from '../src/index.js';

const HOOK = Symbol.for('nodejs.util.inspect.custom');

/** The first node whose `children` is a getter (a lazy property, built on first read), or undefined. */
function lazyNode(root: ASTNode): ASTNode | undefined {
  const stack = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (Object.getOwnPropertyDescriptor(n, 'children')?.get) return n;
    stack.push(...n.children);
  }
  return undefined;
}

describe('util.inspect shows lazy properties with their values', () => {
  it("a report's fixes", () => {
    const r = parseURL('http://www.exa mple.org/', { grammar: 'rfc3986' });
    if (r.ok) throw new Error('expected an error');
    expect(Object.getOwnPropertyDescriptor(r.error, 'fixes')?.get).toBeTypeOf('function');
    const text = inspect(r.error, { depth: 4 });
    expect(text).not.toContain('[Getter]');
    expect(text).toMatch(/fixes: \[\s*\{\s*edits: \[ \{ start: 14, end: 15, text: '' \} \],/);
    expect(text).toContain("url: 'http://www.example.org/'");
    // What inspect adds is invisible to keys, JSON and deep equality.
    expect(Object.keys(r.error)).not.toContain(HOOK);
    expect(Object.getOwnPropertyDescriptor(r.error, HOOK)?.enumerable).toBe(false);
    expect(JSON.parse(JSON.stringify(r.error))).toEqual({ ...r.error });
  });

  it('the reports of allErrors, printed inside the result', () => {
    const r = parseURL('http://host/a b?c d', { grammar: 'rfc3986', allErrors: true });
    if (r.ok) throw new Error('expected errors');
    const text = inspect(r, { depth: 6 });
    expect(text).not.toContain('[Getter]');
    expect(text).toContain("url: 'http://host/a%20b?c d'");
  });

  it("an AST node whose children are built on first read", () => {
    const r = parseURL(`http://a/${'b/'.repeat(40)}`, { grammar: 'rfc3986' });
    if (!r.ok) throw new Error(r.error.message);
    const node = lazyNode(r.ast);
    expect(node?.type).toBe('path-abempty'); // past 32 segments, the children are a getter
    const text = inspect(node, { depth: 2 });
    expect(text).not.toContain('[Getter]');
    expect(text).toContain("children: [\n    {\n      type: 'segment',");
    // The whole tree prints too, without a getter at any depth.
    expect(inspect(r.ast, { depth: Infinity })).not.toContain('[Getter]');
    expect(find(r.ast, 'path-abempty')!.children).toHaveLength(41); // the 40 'b' and the empty one after the last '/'
  });

  it('the steps of removeDotSegments and urljoinTrace, the dots of a resolution step', () => {
    const dots = removeDotSegments('/a/../b');
    expect(inspect(dots)).not.toContain('[Getter]');
    expect(inspect(dots)).toContain("rule: 'RFC 3986 §5.2.4 2C'");
    const joined = urljoinTrace('http://a/b/c', '../d');
    expect(inspect(joined)).not.toContain('[Getter]');
    expect(inspect(joined)).toContain("url: 'http://a/d'");
    for (const spec of ['rfc3986', 'rfc1808', 'abarth-url-00'] as const) {
      const j = resolve('http://a/b/c', '../d', { spec });
      const text = inspect(j.steps, { depth: 3 });
      expect(text, spec).not.toContain('[Getter]');
      expect(text, spec).toMatch(/dots: \[/);
    }
  });
});

describe('lazy properties share their getters', () => {
  // A getter made per object is an accessor V8 cannot share between objects: its closure, holding
  // the whole report, lives in the object's hidden class outside the young generation, and every
  // short-lived report survived until a full collection (the report of an invalid URI, read one
  // after another, took twice as long: bench/report-cpu.ts). One getter per key keeps them young.
  it("two reports' fixes and wholeFix are read by the same getters, each its own value", () => {
    const a = parseURL('http://a b/');
    const b = parseURL('http://c/d|e');
    if (a.ok || b.ok) throw new Error('expected errors');
    for (const key of ['fixes', 'wholeFix']) {
      const ga = Object.getOwnPropertyDescriptor(a.error, key)?.get;
      expect(ga, key).toBeTypeOf('function');
      expect(Object.getOwnPropertyDescriptor(b.error, key)?.get, key).toBe(ga);
    }
    expect(a.error.fixes[0]?.url).toBe('http://ab/');
    expect(b.error.fixes.map((f) => f.url)).toContain('http://c/d%7Ce');
    // Read again: the same value, made once.
    expect(a.error.fixes).toBe(a.error.fixes);
    // Keys, JSON and deep equality see no more than before.
    expect(Object.keys(a.error)).not.toContain('components');
    expect(JSON.parse(JSON.stringify(a.error))).toEqual({ ...a.error });
  });

  it('the lazy values are kept where no reflection sees them: the hook is the only symbol, and a copy holds values', () => {
    const a = parseURL('http://a b/');
    if (a.ok) throw new Error('expected an error');
    expect(Object.getOwnPropertySymbols(a.error)).toEqual([HOOK]);
    // A spread copy reads each enumerable getter once: its own data, no getter, nothing hidden.
    const copy = { ...a.error };
    expect(Object.getOwnPropertyDescriptor(copy, 'fixes')?.value).toBe(a.error.fixes);
    expect(Object.getOwnPropertySymbols(copy)).toEqual([]);
    // A getter moved to another object reads nothing there (the values are the report's).
    const moved = Object.defineProperty({}, 'fixes', Object.getOwnPropertyDescriptor(a.error, 'fixes')!);
    expect((moved as { fixes?: unknown }).fixes).toBeUndefined();
    // The components the classification read, and those read later, are the same kind of property.
    const b = parseURL('http://c/d|e');
    if (b.ok) throw new Error('expected an error');
    for (const r of [a.error, b.error]) {
      const d = Object.getOwnPropertyDescriptor(r, 'components');
      expect(d?.get).toBeTypeOf('function');
      expect(d?.enumerable).toBe(false);
      expect(r.components?.host?.text).toBe(r === a.error ? 'a b' : 'c');
    }
  });
});
