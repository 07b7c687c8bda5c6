/**
 * Issue 39, item 5: RFC 1808 resolution against a long base (`http://h/` + `a/` × n, then `../g`)
 * is linear, with the work counted, not timed (DECISIONS 36). The parse builds a long path's
 * segments lazily; reading the components (the record's walk) and RFC 1808's parts (`partsOf`)
 * should read a fixed number of nodes whatever the path's length, not every segment. The record's
 * walk once entered RFC 1808's `path` because RFC 2396's `path` (same name) reaches a tagged rule,
 * and `partsOf` looked for `params` through every segment: together about 130 ns/char at 1 MB
 * (bench/run.ts times it beside the rfc3986 resolution and Node's URL).
 */
import { describe, expect, it } from 'vitest';
import type { ASTNode } from '../grammar/all.js';
import { parseURL } from '../src/parse/parse.js';
import { componentsOf } from '../src/record/index.js';
import { partsOf, resolve1808 } from '../src/resolver/rfc1808.js';
import { resolve } from '../src/resolver/index.js';

/** `node` behind proxies that count the children read (each child handed out is one read). */
function counting(node: ASTNode): { readonly root: ASTNode; readonly reads: () => number } {
  let reads = 0;
  const seen = new WeakMap<ASTNode, ASTNode>();
  const wrap = (n: ASTNode): ASTNode => {
    let p = seen.get(n);
    if (p === undefined) {
      let kids: readonly ASTNode[] | undefined;
      p = new Proxy(n, {
        get(target, key, receiver) {
          if (key !== 'children') return Reflect.get(target, key, receiver) as unknown;
          if (kids === undefined) {
            kids = target.children.map(wrap);
            reads += kids.length;
          }
          return kids;
        },
      });
      seen.set(n, p);
    }
    return p;
  };
  return { root: wrap(node), reads: () => reads };
}

const longBase = (n: number): string => 'http://h/' + 'a/'.repeat(n);

/** The children read by the record and by `partsOf` on the RFC 1808 parse of `input`. */
function work(input: string): { record: number; parts: number } {
  const r = parseURL(input, { grammar: 'rfc1808', start: 'URL' });
  if (!r.ok) throw new Error(`not RFC 1808: ${input}`);
  const a = counting(r.ast);
  const c = componentsOf(a.root, input);
  const record = a.reads();
  const b = counting(r.ast);
  partsOf(b.root, c);
  return { record, parts: b.reads() };
}

describe('RFC 1808 resolution against a long base reads a fixed number of nodes', () => {
  it.each([
    ['a long path', (n: number) => longBase(n)],
    ['a long path with params and a query', (n: number) => longBase(n) + ';p;q?x#f'],
    ['a long relative path', (n: number) => 'a/'.repeat(n)],
  ])('%s', (_name, make) => {
    const small = work(make(10));
    const big = work(make(10_000));
    expect(big).toEqual(small);
    expect(small.record).toBeLessThan(40);
    expect(small.parts).toBeLessThan(40);
  });

  it('gives the same parts as before on the long shapes', () => {
    const r = partsOf(...((): [ASTNode, ReturnType<typeof componentsOf>] => {
      const p = parseURL(longBase(1000) + ';p;q?x#f', { grammar: 'rfc1808', start: 'URL' });
      if (!p.ok) throw new Error('not RFC 1808');
      return [p.ast, p.components];
    })());
    expect(r.form).toBe('generic-RL');
    expect(r.parts).toEqual({ scheme: 'http', net_loc: 'h', path: '/' + 'a/'.repeat(1000), params: 'p;q', query: 'x', fragment: 'f', opaque: null });
  });

  it('resolves the long base as the rfc3986 resolver and Node do', () => {
    const base = longBase(10_000);
    const want = 'http://h/' + 'a/'.repeat(9_999) + 'g';
    expect(resolve(base, '../g', { spec: 'rfc1808' }).href).toBe(want);
    expect(resolve1808(base, '../g', { trace: false }).href).toBe(want);
    expect(resolve(base, '../g').href).toBe(want);
    expect(new URL('../g', base).href).toBe(want);
  });
});
