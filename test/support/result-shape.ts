/**
 * What a valid result of `parseURL` shows to the ways of looking at an object (DECISIONS 47):
 * `Object.keys`, `JSON.stringify`, spread, `structuredClone`, `util.inspect`, and `ast`'s own
 * property descriptor once read. Pinned on the eager result (test/lazy-ast.test.ts: the AST built
 * by the parse) and held on the result whose AST is built on demand (test/lazy-ast-reader.test.ts).
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseURL } from '../../src/index.js';
import type { ASTNode, URLComponents } from '../../src/index.js';

/** A valid result as the tests look at it. */
export type Valid = { readonly ok: true; readonly ast: ASTNode; readonly components: URLComponents; readonly [k: string]: unknown };

/** The cases: a name, a parse (a fresh result on each call), the own keys expected, and the extra keys `toJSON` shows after `components`. */
export const RESULT_CASES: ReadonlyArray<readonly [name: string, parse: () => Valid, keys: readonly string[]]> = [
  ['plain', () => parseURL('http://u:p@a.example:8080/b/c?d=e#f') as Valid, ['ast', 'ok']],
  ['with warnings', () => parseURL('http://a.example:80/', { warnings: true }) as Valid, ['ast', 'ok', 'warnings']],
  ['with the scheme parts', () => parseURL('mailto:a@b.example?subject=hi', { schemes: true }) as unknown as Valid, ['ast', 'ok', 'parts']],
  ['rfc1738', () => parseURL('ftp://ftp.example.org/pub/file;type=i', { grammar: 'rfc1738' }) as Valid, ['ast', 'ok']],
  ['a long path (children built on first read)', () => parseURL(`http://a/${'b/'.repeat(40)}`) as Valid, ['ast', 'ok']],
];

/** What `toJSON` gives: ok, ast, components, then the result's other own keys. */
function asData(r: Valid, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ok: true, ast: r.ast, components: r.components };
  for (const k of keys) if (k !== 'ast' && k !== 'ok') out[k] = r[k];
  return out;
}

/**
 * The pins, each on a fresh result (so that the first look at a result is the one tested, before
 * anything has read its `ast`), against a reference result read in full.
 */
export function pinResultShape(name: string, parse: () => Valid, keys: readonly string[], kind: 'eager' | 'lazy' = 'eager'): void {
  describe(name, () => {
    const ref = parse();
    if (!ref.ok) throw new Error(`${name}: expected a valid result`);
    const data = asData(ref, keys);

    it('Object.keys: the own enumerable keys, in order', () => {
      expect(Object.keys(parse())).toEqual(keys);
    });

    it('JSON.stringify: ok, ast, components and the rest (toJSON)', () => {
      expect(JSON.stringify(parse())).toBe(JSON.stringify(data));
    });

    it('spread: the own keys with their values (no components)', () => {
      const s = { ...parse() };
      expect(Object.keys(s)).toEqual(keys);
      expect(s).toEqual(Object.fromEntries(keys.map((k) => [k, ref[k]])));
    });

    it('structuredClone: a plain object of the own keys', () => {
      const c = structuredClone(parse()) as Record<string, unknown>;
      expect(Object.getPrototypeOf(c)).toBe(Object.prototype);
      expect(Object.keys(c)).toEqual(keys);
      expect(c).toEqual(Object.fromEntries(keys.map((k) => [k, ref[k]])));
    });

    it('util.inspect: as toJSON gives it, with no [Getter]', () => {
      const text = inspect(parse(), { depth: Infinity });
      expect(text).toBe(inspect(data, { depth: Infinity }));
      expect(text).not.toContain('[Getter]');
    });

    it(`ast, once read: an own, enumerable, configurable ${kind === 'eager' ? 'data property' : 'accessor'}, kept, and assignable`, () => {
      const r = parse();
      const ast = r.ast;
      const d = Object.getOwnPropertyDescriptor(r, 'ast');
      // An eager result's is a data property; a lazy one's the accessor every lazy result shares
      // (src/parse/result.ts), which keeps what it built and what it is given.
      if (kind === 'eager') expect(d).toEqual({ value: ast, writable: true, enumerable: true, configurable: true });
      else expect(d).toEqual({ get: expect.any(Function), set: expect.any(Function), enumerable: true, configurable: true });
      expect(r.ast).toBe(ast);
      expect(ast).toEqual(ref.ast);
      const other = { ...ast };
      (r as { ast: unknown }).ast = other;
      expect(r.ast).toBe(other);
    });

    it('components: a getter of the class, not an own key, equal to the reference', () => {
      const r = parse();
      expect(Object.hasOwn(r, 'components')).toBe(false);
      expect(r.components).toEqual(ref.components);
      expect(r.components).toBe(r.components);
    });
  });
}

