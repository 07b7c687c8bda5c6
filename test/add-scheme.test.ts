/**
 * Adding a scheme is one row of the table of scheme facts and one grammar file (with its RFC's
 * text) (docs/contributing.md, "Adding a scheme"; issue 42 §1 and §6). In a copy of the repository
 * (the sources, not node_modules, which is linked), a fixture scheme is added as the checklist says:
 * `greet:`, of a made-up RFC 99999 whose §2 has two rules, with a restriction "its prose" states
 * as ABNF of our own: the row `greet` in grammar/scheme-facts.ts, the grammar file
 * grammar/schemes/rfc99999.ts and the text grammar/rfc/rfc99999.txt, and nothing else. Then
 * `npm run gen`'s scheme step and the guide's table writer (scripts/scheme-table.ts --write) run
 * there, and the new scheme is read, with no other change, by:
 *
 * - `schemeGrammars()`, `checkScheme`, `parseScheme` and `parseURL(..., { schemes: true })` (its
 *   report citing its RFC);
 * - the command line's help (`scheme`, `check --schemes`);
 * - the docs site: its sources' titles (what the grammar file says), its rule pages with railroad
 *   diagrams, its scheme page; and the guide's table of schemes (docs/guide/schemes.md), one line
 *   more, written by the script.
 *
 * `npm test` runs the scheme step of the generation alone (grammar/codegen/schemes.ts: the other
 * generated modules are copied, and read no scheme); `npm run test:full` (URLGRAMMAR_FULL=1) runs
 * `npm run gen`'s whole generation in the copy and holds every other generated module to the
 * original's. The copy is run with tsx, not type-checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedFiles, makeCopy, ROOT, runDriver, type SourceCopy } from './support/source-copy.js';
import { extractABNF } from '../src/index.js';

const FULL = process.env.URLGRAMMAR_FULL === '1';

/** What the copy holds: what the generators, the library, the docs pages and the guide's table writer read. */
const COPIED = ['base', 'grammar', 'src', 'scripts', 'test/tables', 'docs/guide/schemes.md', 'package.json', 'tsconfig.json'];
/** Not compared: the build output. */
const SKIPPED = new Set(['grammar/generated']);

/** The ABNF of the fixture RFC's §2, as its text prints it. */
const FIXTURE_ABNF = `   greet-URI = "greet:" name
   name      = 1*ALPHA`;

/** The fixture scheme, as docs/contributing.md's checklist has it: the grammar file and the RFC's text. */
export const FIXTURE: Readonly<Record<string, string>> = {
  'grammar/schemes/rfc99999.ts': `/**
 * RFC 99999 (made up: the fixture scheme of test/add-scheme.test.ts), §2 "Syntax": its ABNF
 * verbatim, and the restriction its prose states ("a name has at most 8 letters") as ABNF of
 * urlgrammar's own (NOT RFC text), the grammar a \`greet\` URI is checked with.
 */
import { loadABNF, type ABNFGrammar } from '../engine/abnf.js';
import type { SchemeModuleGrammars, SchemeModuleSources } from './types.js';

/** RFC 99999 §2, verbatim. */
export const RFC99999_ABNF = \`${FIXTURE_ABNF}\`;

/** NOT RFC TEXT: the restriction of RFC 99999 §2's prose. */
export const GREET_RESTRICTED_ABNF = \`; NOT RFC TEXT. RFC 99999 section 2's prose: a name has at most 8 letters.
greet-short = "greet:" 1*8ALPHA\`;

/** RFC 99999 §2 loaded (\`abnf:rfc99999\`, start \`greet-URI\`). */
export function loadRFC99999(): ABNFGrammar {
  return loadABNF(RFC99999_ABNF, { name: 'rfc99999', rfc: 99999, section: '2' });
}

/** {@link GREET_RESTRICTED_ABNF} loaded (\`abnf:rfc99999-restricted\`, start \`greet-short\`). */
export function loadGreetRestricted(): ABNFGrammar {
  return loadABNF(GREET_RESTRICTED_ABNF, { name: 'rfc99999-restricted', rfc: 99999, section: '2' });
}

/** The loaders (grammar/schemes/types.ts). */
export const grammars = { checked: loadGreetRestricted, verbatim: loadRFC99999 } as const satisfies SchemeModuleGrammars;

/** What the docs site says of the grammars it loads (grammar/schemes/types.ts). */
export const sources = {
  rfc99999: { title: 'The greet URI Scheme (made up)', url: 'https://www.rfc-editor.org/rfc/rfc99999', part: '§2, its ABNF verbatim' },
  'rfc99999-restricted': { title: "NOT RFC TEXT: the restriction of RFC 99999 §2's prose, as ABNF of urlgrammar's own", url: 'https://www.rfc-editor.org/rfc/rfc99999', own: true, adds: '§2: a name of at most 8 letters' },
} as const satisfies SchemeModuleSources;
`,
  'grammar/rfc/rfc99999.txt': `Request for Comments: 99999                                     (made up)

                        The greet URI Scheme

1.  Introduction

   A greet URI greets someone by name.

2.  Syntax

${FIXTURE_ABNF}

   A name has at most 8 letters.
`,
};

/** The table's row for it. */
export const ROW = "  greet: { grammar: { rfc: 99999, section: '2', module: 'rfc99999', rule: 'greet-short', rfcRule: 'greet-URI', fragment: true } },";

/** Adds the row to the table, as its last row. */
function addRow(text: string): string {
  const end = text.indexOf('\n} as const satisfies Readonly<Record<string, SchemeFacts>>);');
  if (end < 0) throw new Error('grammar/scheme-facts.ts: no SCHEME_FACTS table');
  return `${text.slice(0, end)}\n${ROW}${text.slice(end)}`;
}

/** The driver run in the copy (tsx): generates, then reads the new scheme every way; prints JSON. */
const DRIVER = (copy: string, full: boolean) => `
const copy = ${JSON.stringify(copy)};
const at = (p) => copy + '/' + p;
${
  full
    ? `const { writeAll } = await import(at('grammar/codegen/write-all.ts'));
await writeAll();`
    : `const { writeSchemes } = await import(at('grammar/codegen/schemes.ts'));
writeSchemes();`
}
const { readFileSync, writeFileSync } = await import('node:fs');
const table = await import(at('scripts/scheme-table.ts'));
writeFileSync(at(table.SCHEME_TABLE_DOC), table.withSchemeTable(readFileSync(at(table.SCHEME_TABLE_DOC), 'utf8'), table.schemeTable()));
const api = await import(at('src/index.ts'));
const out = {};
const g = api.schemeGrammars().greet;
out.grammar = g ? { rfc: g.rfc, section: g.section, start: g.start, rfcStart: g.rfcStart, rfcSource: g.rfcGrammar.source, names: Object.keys(api.schemeGrammars()) } : null;
out.check = ['greet:world', 'GREET:World', 'greet:42', 'greet:', 'greet:abcdefghi', 'greet:world#top'].map((x) => [x, api.checkScheme(x)]);
out.rfcOnly = g ? g.rfcGrammar.check('greet:abcdefghi', g.rfcStart).ok : null;
const ok = api.parseScheme('greet:world');
out.parseScheme = { ok: ok.ok, scheme: ok.scheme, rfc: ok.rfc, section: ok.section, parts: ok.parts ?? null };
const bad = api.parseScheme('greet:42');
out.parseSchemeBad = bad.ok ? null : { rfc: bad.rfc, offset: bad.error.offset, code: bad.error.code, text: api.formatReport(bad.error) };
const url = api.parseURL('greet:world', { schemes: true });
out.parseURL = { ok: url.ok, parts: url.parts ?? null };
const urlBad = api.parseURL('greet:42', { schemes: true });
out.parseURLBad = urlBad.ok ? null : { offset: urlBad.error.offset, text: api.formatReport(urlBad.error) };
out.plain = api.parseURL('greet:abcdefghi').ok;
const { HELP } = await import(at('src/cli/help.ts'));
out.help = { scheme: HELP.scheme.replace(/\\s+/g, ' '), check: HELP.check.replace(/\\s+/g, ' ') };
const pages = await import(at('scripts/docs/grammar-pages.ts'));
out.titles = ['abnf:rfc99999', 'abnf:rfc99999-restricted'].map((s) => pages.sourceTitle(s));
${
  full
    ? `pages.loadSiteGrammars();
const { errorPath } = await import(at('scripts/docs/error-pages.ts'));
const site = at('site');
const written = pages.writeGrammarPages(site, { pages: new Map(), errorPage: errorPath });
const { writeSchemePages } = await import(at('scripts/docs/scheme-pages.ts'));
written.push(...writeSchemePages(site, { pages: new Map(), errorPage: errorPath }));
const page = (p) => (written.includes(p) ? readFileSync(site + '/' + p, 'utf8') : null);
out.docs = { rule: page('grammar/abnf-rfc99999/greet-URI.html'), source: page(pages.rfcIndexPath('abnf:rfc99999')), scheme: page(pages.schemePath('greet')) };`
    : ''
}
console.log(JSON.stringify(out));
`;

describe('docs/contributing.md\'s checklist, "Adding a scheme"', () => {
  const doc = readFileSync(join(ROOT, 'docs/contributing.md'), 'utf8');
  const section = doc.slice(doc.indexOf('**Adding a scheme**'), doc.indexOf('\n**', doc.indexOf('**Adding a scheme**') + 2));

  it('names the row, its grammar column, the grammar file and its exports, the RFC text, the table writer and this test', () => {
    expect(section.length).toBeGreaterThan(100);
    for (const name of ['grammar/scheme-facts.ts', 'grammar/schemes/rfcNNNN.ts', 'grammar/rfc/rfcNNNN.txt', '`grammars`', '`sources`', '`adds`', 'npm run gen', 'scripts/scheme-table.ts --write', 'test/add-scheme.test.ts']) {
      expect(section, name).toContain(name);
    }
    for (const column of [...ROW.matchAll(/(\w+): /g)].map((m) => m[1]!).filter((c) => c !== 'greet')) expect(section, column).toContain(column);
  });
});

describe('adding a scheme: a row and a grammar file', () => {
  let c: SourceCopy | undefined;
  let copy = '';
  let result: {
    grammar: { rfc: number; section: string; start: string; rfcStart: string; rfcSource: string; names: string[] } | null;
    check: Array<[string, { scheme: string; rfc: number; ok: boolean; offset: number } | null]>;
    rfcOnly: boolean | null;
    parseScheme: { ok: boolean; scheme: string; rfc: number; section: string; parts: unknown };
    parseSchemeBad: { rfc: number; offset: number; code: string; text: string } | null;
    parseURL: { ok: boolean; parts: unknown };
    parseURLBad: { offset: number; text: string } | null;
    plain: boolean;
    help: { scheme: string; check: string };
    titles: string[];
    docs?: { rule: string | null; source: string | null; scheme: string | null };
  };

  beforeAll(() => {
    // The existing generated modules are copied as the test setup wrote them under npm test (the
    // generators rewrite only what the change needs); under test:full the driver writes them all.
    c = makeCopy({ prefix: 'urlgrammar-add-scheme-', copied: COPIED, skipped: SKIPPED, keepGenerated: !FULL, files: FIXTURE, edits: { 'grammar/scheme-facts.ts': addRow } });
    copy = c.copy;
    result = runDriver(c, (at) => DRIVER(at, FULL));
  }, 240_000);

  afterAll(() => c?.remove());

  it("touches nothing but the grammar file, its RFC's text and one row of grammar/scheme-facts.ts (and the guide's table, one line, by its writer)", () => {
    const changed = changedFiles(c!, { copied: COPIED, skipped: SKIPPED });
    expect(changed).toEqual(['docs/guide/schemes.md', 'grammar/rfc/rfc99999.txt', 'grammar/scheme-facts.ts', 'grammar/schemes/rfc99999.ts']);
    const lines = (f: string, base: string) => readFileSync(join(base, f), 'utf8').split('\n');
    const [table, tableBefore] = [lines('grammar/scheme-facts.ts', copy), lines('grammar/scheme-facts.ts', ROOT)];
    expect(table.length).toBe(tableBefore.length + 1);
    expect(table.filter((l) => l !== ROW)).toEqual(tableBefore);
    // The guide: one line more, the scheme's, inside the region the writer owns.
    const [guide, guideBefore] = [lines('docs/guide/schemes.md', copy), lines('docs/guide/schemes.md', ROOT)];
    const added = guide.filter((l) => !guideBefore.includes(l));
    expect(added).toEqual(["| `greet` | RFC 99999 §2 | `greet-URI` | §2: a name of at most 8 letters |"]);
    expect(guide.filter((l) => !added.includes(l))).toEqual(guideBefore);
  });

  it("the RFC's text holds the grammar file's ABNF", () => {
    const text = readFileSync(join(copy, 'grammar/rfc/rfc99999.txt'), 'utf8');
    expect(extractABNF(text, '2')).toBe(FIXTURE_ABNF);
  });

  it('is a scheme grammar: schemeGrammars(), checkScheme', () => {
    expect(result.grammar).toEqual({ rfc: 99999, section: '2', start: 'greet', rfcStart: 'greet-URI', rfcSource: 'abnf:rfc99999', names: ['mailto', 'file', 'urn', 'data', 'http', 'https', 'tel', 'greet'] });
    expect(result.check).toEqual([
      ['greet:world', { scheme: 'greet', rfc: 99999, ok: true, offset: 11 }],
      ['GREET:World', { scheme: 'greet', rfc: 99999, ok: true, offset: 11 }],
      ['greet:42', { scheme: 'greet', rfc: 99999, ok: false, offset: 6 }],
      ['greet:', { scheme: 'greet', rfc: 99999, ok: false, offset: 6 }],
      // The prose's restriction (the checked grammar), which the RFC's ABNF alone does not make.
      ['greet:abcdefghi', { scheme: 'greet', rfc: 99999, ok: false, offset: 14 }],
      // RFC 3986's fragment after the scheme's syntax (the row's `fragment`).
      ['greet:world#top', { scheme: 'greet', rfc: 99999, ok: true, offset: 15 }],
    ]);
    expect(result.rfcOnly).toBe(true);
  });

  it('parseScheme and parseURL(..., { schemes: true }) read it, and their reports cite its RFC', () => {
    expect(result.parseScheme).toEqual({ ok: true, scheme: 'greet', rfc: 99999, section: '2', parts: { scheme: 'greet' } });
    expect(result.parseSchemeBad).not.toBeNull();
    expect(result.parseSchemeBad!.rfc).toBe(99999);
    expect(result.parseSchemeBad!.offset).toBe(6);
    expect(result.parseSchemeBad!.text).toContain('RFC 99999 §2');
    expect(result.parseURL).toEqual({ ok: true, parts: { scheme: 'greet' } });
    // RFC 3986 alone accepts what the scheme's grammar rejects.
    expect(result.plain).toBe(true);
    expect(result.parseURLBad).not.toBeNull();
    expect(result.parseURLBad!.offset).toBe(6);
    expect(result.parseURLBad!.text).toContain('RFC 99999 §2');
  });

  it("the command line's help lists it", () => {
    expect(result.help.scheme).toContain('tel: RFC 3966, greet: RFC 99999)');
    expect(result.help.check).toContain('(mailto, file, urn, data, http, https, tel, greet)');
  });

  it("the docs site's titles for its grammars are the grammar file's", () => {
    expect(result.titles).toEqual(['The greet URI Scheme (made up): §2, its ABNF verbatim', "NOT RFC TEXT: the restriction of RFC 99999 §2's prose, as ABNF of urlgrammar's own"]);
  });

  it.runIf(FULL)('gets its docs pages: its rules with railroad diagrams, its source with its title, its scheme page', () => {
    expect(result.docs).toBeDefined();
    const { rule, source, scheme } = result.docs!;
    expect(rule).toContain('<svg');
    expect(rule).toContain('greet-URI = &quot;greet:&quot; name');
    expect(source).toContain('The greet URI Scheme (made up)');
    expect(scheme).toContain('RFC 99999');
  });

  it.runIf(FULL)("leaves every other generated module as it was", () => {
    const generated = join(copy, 'grammar/generated');
    const same = readdirSync(join(ROOT, 'grammar/generated')).filter((f) => f.endsWith('.ts') && f !== 'scheme-modules.ts');
    expect(same.length).toBeGreaterThan(10);
    for (const f of same) expect(readFileSync(join(generated, f), 'utf8') === readFileSync(join(ROOT, 'grammar/generated', f), 'utf8'), f).toBe(true);
  });
});
