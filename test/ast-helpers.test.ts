/** walk, find, findAll and nodeAt: the AST queries a user would otherwise write. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { find, findAll, nodeAt, parseURL, walk, type ASTNode } from '../src/index.js';

/** The innermost covering node, the slow way: the last node in document order that covers. */
function brute(ast: ASTNode, offset: number): ASTNode | undefined {
  if (offset === ast.end) return ast;
  let hit: ASTNode | undefined;
  walk(ast, (n) => {
    if (n.start <= offset && offset < n.end) hit = n;
    else return false;
    return true;
  });
  return hit;
}

const corpus = readFileSync(new URL('./corpus/real-urls.txt', import.meta.url), 'utf8').split('\n').filter(Boolean).filter((_, i) => i % 40 === 0);

describe('AST queries', () => {
  it('nodeAt is the innermost node covering each offset, on corpus URLs under both grammars', () => {
    let checked = 0;
    for (const url of corpus) {
      for (const grammar of ['rfc1738', 'rfc1808'] as const) {
        const r = parseURL(url, { grammar });
        if (!r.ok) continue;
        for (let i = -1; i <= url.length + 1; i++) {
          expect(nodeAt(r.ast, i), `${url} @${i}`).toBe(brute(r.ast, i));
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('find returns the first node of a type in document order, findAll all of them', () => {
    const r = parseURL('ftp://u:p@a.b/c/d;type=i', { grammar: 'rfc1738' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(find(r.ast, 'fsegment')?.text).toBe('c');
    expect(findAll(r.ast, 'fsegment').map((n) => n.text)).toEqual(['c', 'd']);
    expect(find(r.ast, 'nothing')).toBeUndefined();
    expect(find(r.ast, r.ast.type)).toBe(r.ast);
  });

  it('walk skips the children of a node when visit returns false', () => {
    const r = parseURL('http://a.b/c', { grammar: 'rfc1738' });
    if (!r.ok) throw new Error('valid');
    const all: string[] = [];
    walk(r.ast, (n) => void all.push(n.type));
    const pruned: string[] = [];
    walk(r.ast, (n) => (pruned.push(n.type), n.type !== 'hostport'));
    expect(all).toContain('domainlabel');
    expect(pruned).not.toContain('domainlabel');
    expect(pruned).toContain('hsegment');
  });
});

describe('decoded values', () => {
  it('keep an escaped U+FEFF at the start of a run of escapes (it is text, not a byte-order mark)', () => {
    const r = parseURL('http://h/%EF%BB%BFa', { grammar: 'rfc1738' });
    if (!r.ok) throw new Error('valid');
    const seg = find(r.ast, 'hsegment') as { decoded?: string } | undefined;
    expect(seg?.decoded).toBe('\uFEFFa');
  });
});
