/**
 * The engine knows no URL (grammar/engine/): no production of a URL grammar is named in its code.
 * A node's kind is the rule's declaration (`node`), read by `buildNode`; the languages' node shapes
 * live with their rules. The names are the registry's (every rule a URL grammar declares, not the
 * RFC 2234 core rules, which belong to ABNF itself); a string literal in an engine module that
 * spells one fails, unless the allow-list below says why it must stay.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { allRules, isLoadedSource, nodeKindOf } from '../grammar/all.js';
import { grammar } from '../src/index.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Every .ts file under a folder of the repository. */
function files(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const p = `${dir}/${d.name}`;
    if (d.isDirectory()) out.push(...files(p));
    else if (d.name.endsWith('.ts')) out.push(p);
  }
  return out.sort();
}

/** The string literals of a module (the literal parts of template literals too), with their lines. */
function stringsOf(file: string): Array<{ text: string; line: number }> {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Array<{ text: string; line: number }> = [];
  const lineOf = (n: ts.Node): number => source.getLineAndCharacterOfPosition(n.getStart()).line + 1;
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) out.push({ text: n.text, line: lineOf(n) });
    else if (ts.isTemplateExpression(n)) {
      out.push({ text: n.head.text, line: lineOf(n) });
      for (const s of n.templateSpans) out.push({ text: s.literal.text, line: lineOf(s) });
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return out;
}

const GROUP = "the Expr kind 'group' (parentheses as written): the engine's own word, which RFC 1738's news `group` happens to share";

/**
 * `file: literal`: the string literals of the engine that spell a URL production's name and must
 * stay, each with its reason. A line here that no longer matches any literal fails too.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  'grammar/engine/abnf/expand.ts: group': GROUP,
  'grammar/engine/abnf/read.ts: group': GROUP,
  'grammar/engine/capture/grammar.ts: group': GROUP,
  'grammar/engine/charset.ts: group': GROUP,
  'grammar/engine/compile.ts: group': GROUP,
  'grammar/engine/dsl.ts: group': GROUP,
  'grammar/engine/first-error.ts: group': GROUP,
  'grammar/engine/nfa.ts: group': GROUP,
  'grammar/engine/nfa/expect.ts: group': GROUP,
  'grammar/engine/print.ts: group': GROUP,
};

it("no string literal in grammar/engine/ spells the name of a URL grammar's production (but the allow-list's, each with its reason)", () => {
  const names = new Set(allRules().filter((r) => !isLoadedSource(r.rfc) && r.rfc !== 2234).map((r) => r.name));
  expect(names.size).toBeGreaterThan(250);
  const found: string[] = [];
  const allowedSeen = new Set<string>();
  const engine = files('grammar/engine');
  expect(engine.length).toBeGreaterThan(20);
  for (const file of engine) {
    for (const { text, line } of stringsOf(file)) {
      if (!names.has(text)) continue;
      const key = `${file}: ${text}`;
      if (Object.hasOwn(ALLOWED, key)) allowedSeen.add(key);
      else found.push(`${file}:${line}: '${text}'`);
    }
  }
  expect(found).toEqual([]);
  expect(Object.keys(ALLOWED).filter((k) => !allowedSeen.has(k))).toEqual([]);
});

it('the scan finds what it looks for: a language rule file spells its productions', () => {
  const names = new Set(allRules().filter((r) => r.rfc === 3986).map((r) => r.name));
  const spelt = new Set(stringsOf('grammar/rfc3986/rules.ts').map((s) => s.text).filter((t) => names.has(t)));
  expect([...spelt]).toEqual(expect.arrayContaining(['host', 'port', 'IPv4address', 'reg-name', 'segment']));
});

it('a rule loaded from ABNF builds a node of structure only, whatever its name: the kinds are declared, not guessed from names', () => {
  const g = grammar.fromABNF('port = *DIGIT\nsegment = *ALPHA\n', { name: 'engine-names-probe' });
  expect(g.rule('port')!.node.kind).toBe('struct');
  expect(nodeKindOf('port', 'abnf:engine-names-probe')).toBe('struct');
  expect(nodeKindOf('port')).toBe('port'); // the URL grammars' port
  // Compiled as a Parsimmon parser (grammar.parser), as read by its own loader: the common fields only.
  expect(grammar.parser('port', { rfc: 'abnf:engine-names-probe' }).parse('80')).toEqual({ status: true, value: { type: 'port', rfc: 'abnf:engine-names-probe', start: 0, end: 2, text: '80', children: [] } });
  expect(grammar.parser('segment', { rfc: 'abnf:engine-names-probe' }).parse('ab')).toEqual({ status: true, value: { type: 'segment', rfc: 'abnf:engine-names-probe', start: 0, end: 2, text: 'ab', children: [] } });
});
