/**
 * The main entry's surface (issue 42 §5: one name per concept). Read from the TypeScript AST by
 * scripts/exports.ts (`npm run exports -- --list` prints it):
 *
 * 1. The number of names the main entry exports that are not `@deprecated`, values and types apart,
 *    is the figure recorded here: adding an export is a conscious edit of this file (and of the
 *    release notes), as is deprecating one.
 * 2. Every deprecated export's `@deprecated` tag says what to use instead ("use `X`"), and X is
 *    itself exported by the main entry and not deprecated.
 * 3. Each deprecated name still works, and gives what its replacement gives (kept until 1.0).
 */
import { describe, expect, it } from 'vitest';
import { surfaceOf, type ExportedName } from '../scripts/exports.js';
import { declarationsOf } from './support/built.js';
import * as api from '../src/index.js';

/**
 * The main entry's names that are not deprecated. Before issue 42 §5: 149 values and 154 types
 * (303 names, none deprecated). The figure moves only on purpose: a new export adds one; a name
 * deprecated in favour of another takes one away. After §5: 133 values and 153 types; the scheme
 * facts' table (§1) adds SCHEME_FACTS, schemeFacts and three types; the node kinds (§3) deprecate
 * five *_NODE_TYPES lists and add nodeKindOf, carriesValue, NodeKinds, NodeShape and NodeKindTypes.
 * Issue 43 adds parseComponents and ParseComponentsOptions (the record read by a capture machine).
 * Issue 44 adds URI Templates: parseTemplate, expandTemplate, matchTemplate, templateSet and their
 * three error classes (7 values), and 19 types (the parsed template's parts, values, results, options);
 * and uriTemplate, the Standard Schema validator of JSON Schema's `uri-template` format; and the
 * capture engine's CaptureBudgetError with the types CaptureBudget and CaptureBudgetName (templateSet
 * takes its budgets and throws it); templateProof (whether a template's expansions are all RFC 3986
 * URI-references) with TemplateProof, TemplateProofOptions and NotURIReferenceClass; and
 * TemplateQueryField (a query parameter the template does not name, which matchTemplate's
 * `query: 'any-order'` reports). Issue 46 adds the type FixRepair (a least-cost repair's account on a fix).
 */
const NOT_DEPRECATED = { values: 148, types: 186 };

// (Read from the built declarations where dist/ is built from these sources: test/support/built.ts.)
const surface = surfaceOf(declarationsOf('src/index.ts'));
const isDeprecated = (n: ExportedName): boolean => n.deprecated !== null;
const byName = new Map(surface.names.map((n) => [n.name, n]));

/** The names a `@deprecated` text points to: the identifiers of its code spans (`...`, strings left out) and `{@link X}` targets. */
function named(text: string): string[] {
  const spans = [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/'[^']*'|"[^"]*"/g, ''));
  const links = [...text.matchAll(/\{@link(?:code|plain)?\s+([A-Za-z_$][\w$.]*)/g)].map((m) => m[1]!);
  return [...spans, ...links].flatMap((s) => s.match(/[A-Za-z_$][\w$]*/g) ?? []);
}

describe('the main entry exports one name per concept', () => {
  it('the names not deprecated are as many as recorded (values and types apart)', () => {
    const kept = surface.names.filter((n) => !isDeprecated(n));
    const count = { values: kept.filter((n) => n.kind === 'value').length, types: kept.filter((n) => n.kind === 'type').length };
    expect(count, 'an export was added or deprecated: record the new figure here, and say so in the release notes').toEqual(NOT_DEPRECATED);
  });

  it("every deprecated export's TSDoc names its replacement, which is exported and not deprecated", () => {
    const deprecated = surface.names.filter((n) => n.deprecated !== null);
    expect(deprecated.length).toBeGreaterThanOrEqual(13);
    const problems: string[] = [];
    for (const n of deprecated) {
      const text = n.deprecated!;
      if (!/\buse\b/i.test(text)) problems.push(`${n.name}: the tag does not say what to use: ${JSON.stringify(text)}`);
      const replacements = named(text).filter((id) => byName.has(id) && id !== n.name);
      if (replacements.length === 0) problems.push(`${n.name}: the tag names no export of the main entry: ${JSON.stringify(text)}`);
      for (const id of replacements) if (isDeprecated(byName.get(id)!)) problems.push(`${n.name}: its replacement ${id} is deprecated too`);
    }
    expect(problems).toEqual([]);
  });

  it('reads what it counts: a deprecated declaration, a type, a value and a class are told apart', () => {
    expect(byName.get('COMPONENT_NAMES')).toMatchObject({ kind: 'value', deprecated: expect.stringContaining('COMPONENT_TAGS') });
    expect(byName.get('COMPONENT_TAGS')).toEqual({ name: 'COMPONENT_TAGS', kind: 'value', deprecated: null });
    expect(byName.get('ResolveOptions')).toEqual({ name: 'ResolveOptions', kind: 'type', deprecated: null });
    expect(byName.get('Resolve1808Options')?.kind).toBe('type');
    expect(byName.get('URLSyntaxError')).toEqual({ name: 'URLSyntaxError', kind: 'value', deprecated: null });
    expect(named("use `recompose(parts, { spec: 'rfc1808' })` or {@link resolve}")).toEqual(['recompose', 'parts', 'spec', 'resolve']);
    // Every runtime export is a value of the count, and no type is one.
    const values = surface.names.filter((n) => n.kind === 'value').map((n) => n.name).sort();
    expect(values).toEqual(Object.keys(api).sort());
  });
});

describe('each deprecated name still works, and gives what its replacement gives', () => {
  it('COMPONENT_NAMES is COMPONENT_TAGS; errorCodes the keys of ERROR_CODES; WHATWG_MAX_ERRORS_CEILING MAX_ERRORS_CEILING', () => {
    expect([...api.COMPONENT_NAMES]).toEqual([...api.COMPONENT_TAGS]);
    expect(api.errorCodes).toEqual(Object.keys(api.ERROR_CODES));
    expect(api.WHATWG_MAX_ERRORS_CEILING).toBe(api.MAX_ERRORS_CEILING);
    // The ceiling holds for parseWHATWG as the replacement's TSDoc says.
    expect(api.parseWHATWG('https://h/' + '<'.repeat(api.MAX_ERRORS_CEILING + 50), { maxErrors: 1e9 }).errors.length).toBe(api.MAX_ERRORS_CEILING);
  });

  it('SCHEME_3986.test(s) is schemeErrorIndex(s) === -1', () => {
    const table = ['http', 'svn+ssh', 'a.b-c', 'A1', '', '1http', 'a b', 'é', 'h:', '+', 'x'.repeat(300)];
    for (const s of table) expect(api.SCHEME_3986.test(s), s).toBe(api.schemeErrorIndex(s) === -1);
    expect(table.filter((s) => api.SCHEME_3986.test(s))).toEqual(['http', 'svn+ssh', 'a.b-c', 'A1', 'x'.repeat(300)]);
  });

  it('loadABNF is grammar.fromABNF (the same grammar for the same text and name)', () => {
    const text = 'pair = key "=" value\nkey = 1*ALPHA\nvalue = 1*DIGIT';
    const g = api.loadABNF(text, { name: 'surface-pair' });
    expect(api.grammar.fromABNF(text, { name: 'surface-pair' })).toBe(g);
    expect(g.check('port=80')).toEqual({ ok: true, offset: 7 });
    expect(() => api.loadABNF('pair = "x"', { name: 'surface-pair' })).toThrow(api.ABNFGrammarConflictError);
  });

  const B = 'http://a/b/c/d;p?q';
  // RFC 3986 §5.4.1 and §5.4.2, and the draft's backslashes: every resolver's cases.
  const REFS = ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', '', '.', './', '..', '../', '../g', '../..', '../../g', '../../../g', '/./g', 'g.', '.g', 'g..', '..g', './../g', 'g/./h', 'g;x=1/../y', 'g?y/./x', 'http:g', '..\\g', '\\\\h\\p'];

  it('resolve1808, resolve3986 and resolveBrowser are resolve with the spec', () => {
    for (const ref of REFS) {
      const same = <T>(old: () => T, now: () => T): void => {
        let a: T | Error, b: T | Error;
        try { a = old(); } catch (e) { a = e as Error; }
        try { b = now(); } catch (e) { b = e as Error; }
        expect(b, ref).toEqual(a);
      };
      same(() => api.resolve3986(B, ref), () => api.resolve(B, ref));
      same(() => api.resolve3986(B, ref, { strict: false }), () => api.resolve(B, ref, { strict: false }));
      same(() => api.resolve3986(B, ref, { trace: false }), () => api.resolve(B, ref, { spec: 'rfc3986', trace: false }));
      same(() => api.resolve1808(B, ref), () => api.resolve(B, ref, { spec: 'rfc1808' }));
      same(() => api.resolve1808(B, ref, { trace: false }), () => api.resolve(B, ref, { spec: 'rfc1808', trace: false }));
      same(() => api.resolveBrowser(B, ref), () => api.resolve(B, ref, { spec: 'abarth-url-00' }));
    }
    expect(api.resolve(B, '../g', { spec: 'rfc1808' }).href).toBe('http://a/b/g');
    expect(() => api.resolve1808(B, 'a b')).toThrow(api.ResolutionError);
  });

  it('recompose3986, recompose1808 and recomposeBrowser are recompose with the spec; recompose writes strings and spans alike', () => {
    const inputs = ['http://a/b/c/d;p?q#f', 'http://u:p@h:80/p?q#f', '//g', '?y', '#s', '', 'g;x?y#s', 'mailto:a@b', 'http://a/b?', 'http://[::1]/', 'news:comp.x', 'http:\\\\a\\b?c', ' http://a/ ', 'no colon'];
    for (const s of inputs) {
      const p3986 = api.split3986(s);
      expect(api.recompose(p3986), s).toBe(api.recompose3986(p3986));
      expect(api.recompose(p3986, { spec: 'rfc3986' }), s).toBe(s);
      const pBrowser = api.parseBrowser(s);
      expect(api.recompose(pBrowser, { spec: 'abarth-url-00' }), s).toBe(api.recomposeBrowser(pBrowser));
      const p1808 = api.parse1808(s);
      if (p1808.ok) {
        expect(api.recompose(p1808.parts, { spec: 'rfc1808' }), s).toBe(api.recompose1808(p1808.parts));
        expect(api.recompose(p1808.parts, { spec: 'rfc1808' }), s).toBe(s);
      }
      const r = api.parseURL(s, { start: 'URI-reference' });
      if (r.ok) {
        expect(api.recompose(r.components), s).toBe(s);
        // A record's spans and strings mixed: each component is either.
        expect(api.recompose({ ...r.components, path: r.components.path.text, query: 'z' } as never), s).toBe(api.recompose3986({ ...p3986, query: 'z' }));
      }
    }
    expect(api.recompose({ scheme: 'http', net_loc: 'a', path: '/b/g', params: 'p', query: 'y', fragment: null, opaque: null }, { spec: 'rfc1808' })).toBe('http://a/b/g;p?y');
    expect(api.recompose(api.parseBrowser('no colon'), { spec: 'abarth-url-00' })).toBe('');
    expect(() => api.recompose(api.split3986('a'), { spec: 'rfc2396' as never })).toThrow(api.GrammarError);
    expect(() => api.recompose(api.split3986('a'), { sepc: 'rfc1808' } as never)).toThrow(api.ArgumentError);
    expect(() => api.recompose({ scheme: 1, authority: null, path: '', query: null, fragment: null } as never)).toThrow(new api.ArgumentError('recompose: scheme must be null, a string or a component ({ text, start, end }), not number'));
    expect(() => api.recompose({ scheme: null, path: '' } as never, { spec: 'rfc1808' })).toThrow(api.ArgumentError);
  });
});
