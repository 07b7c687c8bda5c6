/**
 * The scheme facts are written once, in grammar/scheme-facts.ts (issue 42 §1): the table holds the
 * facts its sources state, the readers agree with it, the wording that lists schemes lists the
 * table's, and no scheme fact lives outside it: a scan of every module of grammar/ and src/ (the
 * TypeScript AST, so comments and TSDoc examples are not read) finds the scheme names written as
 * string literals, regular expressions and per-scheme object keys, and the default ports written as
 * numbers beside a port or a scheme, outside the table, but for a short allow-list that says why for
 * each entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RFC1738_SCHEMES, schemeOfProduction } from '../grammar/index.js';
import { defaultPortOf, isSpecialScheme, SCHEME_FACTS, schemeFacts, schemesWhere, type SchemeFacts } from '../grammar/scheme-facts.js';
import { AUTHORITY_SCHEMES, WELL_KNOWN_SCHEMES } from '../src/diagnostics/facts.js';
import { DEFAULT_PORTS, isSpecialWHATWG, parseURL, schemeGrammars } from '../src/index.js';
import { defaultPort } from '../src/whatwg/parser.js';
import { SCHEME_EXAMPLES } from './tables/scheme-examples.js';
import { SCHEME_MODULES, SCHEME_SOURCES } from '../grammar/generated/scheme-modules.js';
import type { SchemeGrammarModule } from '../grammar/scheme-facts.js';
import type { SchemeName } from '../grammar/schemes/index.js';
import { SCHEME_TABLE_DOC, schemeTable, withSchemeTable } from '../scripts/scheme-table.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROWS = SCHEME_FACTS as Readonly<Record<string, SchemeFacts>>;
const NAMES = Object.keys(ROWS);
const PORTS = new Set(schemesWhere((f) => f.port !== undefined).map((s) => ROWS[s]!.port!));

function files(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const p = `${dir}/${d.name}`;
    if (d.isDirectory()) out.push(...files(p));
    else if (d.name.endsWith('.ts') && !d.name.endsWith('.d.ts')) out.push(p);
  }
  return out.sort();
}

/** An allow-list entry that takes every scheme name the file writes (a list that is not ours). */
const ANY = ['*'];

/** One place a scheme fact is written: the file, and what was found there (`'http'`, `/^https?$/`, `80`, `{http}`). */
interface Hit {
  readonly file: string;
  readonly what: string;
}

/** The scheme facts written in a module's code (see the module comment). */
function scan(file: string, text: string): Hit[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const hits: Hit[] = [];
  const isName = (s: string) => Object.hasOwn(ROWS, s.toLowerCase());
  const keyName = (n: ts.PropertyName | undefined) => (n && (ts.isIdentifier(n) || ts.isStringLiteral(n)) ? n.text : null);
  /** The statement (or class member, or property) a node is in: where a port number meets its scheme or its name. */
  const around = (n: ts.Node): ts.Node => {
    let p: ts.Node = n;
    while (p.parent && !ts.isStatement(p) && !ts.isPropertyAssignment(p) && !ts.isClassElement(p) && !ts.isSourceFile(p.parent)) p = p.parent;
    return p;
  };
  const visit = (n: ts.Node): void => {
    if ((ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && isName(n.text) && !(n.parent && ts.isImportDeclaration(n.parent))) {
      hits.push({ file, what: `'${n.text}'` });
    } else if (ts.isRegularExpressionLiteral(n)) {
      const body = n.text.slice(1, n.text.lastIndexOf('/'));
      if (NAMES.some((s) => s.length >= 3 && new RegExp(`(^|[^A-Za-z])${s.replace(/\./g, '\\.')}`, 'i').test(body))) hits.push({ file, what: n.text });
    } else if (ts.isObjectLiteralExpression(n) || ts.isTypeLiteralNode(n)) {
      // An object keyed by two schemes or more: a per-scheme table.
      const keys = (ts.isObjectLiteralExpression(n) ? n.properties : n.members).map((m) => keyName(m.name)).filter((k): k is string => k !== null && isName(k));
      if (keys.length >= 2) hits.push({ file, what: `{${keys.join(', ')}}` });
    } else if (ts.isNumericLiteral(n) && PORTS.has(Number(n.text))) {
      const at = around(n);
      const context = at.getText(source);
      // "port" as a word or a name's start ("report", "import" are not), or a scheme beside it.
      let named = /\bport/i.test(context) || (ts.isPropertyAssignment(at) && isName(keyName(at.name) ?? ''));
      at.forEachChild(function walk(c: ts.Node): void {
        if ((ts.isStringLiteral(c) && isName(c.text)) || (ts.isPropertyAssignment(c) && isName(keyName(c.name) ?? ''))) named = true;
        c.forEachChild(walk);
      });
      if (named) hits.push({ file, what: n.text });
    }
    n.forEachChild(visit);
  };
  visit(source);
  return hits;
}

/**
 * The scheme names and ports written outside the table on purpose, by file, with the reason. Each
 * entry must still be found (a stale entry fails), and nothing else may be.
 */
const ALLOWED: ReadonlyArray<{ readonly file: string; readonly what: readonly string[]; readonly why: string }> = [
  {
    file: 'src/urllib/schemes.ts',
    what: ANY,
    why: "CPython's own lists (uses_relative, uses_netloc, uses_params...): CPython's data, held to python3 by the urllib tests, not scheme facts of urlgrammar's",
  },
  {
    file: 'src/resolver/rfc1808.ts',
    what: ["'mailto'", "'news'", "'telnet'"],
    why: 'RFC 1808 §2.1 (and §4 step 1): the schemes its resolver never reads as relative, the RFC\'s own list, not the table\'s',
  },
  {
    file: 'src/whatwg/states.ts',
    what: ["'file'", "'file'"],
    why: 'the URL Standard\'s steps name "file" (scheme state, relative state): a transcription in the standard\'s words',
  },
  {
    file: 'src/whatwg/path-states.ts',
    what: ["'file'", "'file'", "'file'", "'file'", "'file'"],
    why: 'the URL Standard\'s file state, file host state and path state name "file"',
  },
  {
    file: 'src/whatwg/index.ts',
    what: ["'http'", "'https'", "'file'", "'blob'", "'file'", "'file'"],
    why: 'the URL Standard §4.7 (an origin: "blob", and a blob URL\'s path URL whose scheme is "http", "https" or "file"; "file" answers an opaque origin) and §4.3 (the base of a valid URL string is "file")',
  },
  {
    file: 'grammar/whatwg/rules.ts',
    what: ["'file'"],
    why: 'the URL Standard names "file" apart from the other special schemes (§4.2, the file state): the one constant FILE',
  },
  {
    file: 'grammar/obsoleted/glue.ts',
    what: ["'https'"],
    why: 'the glue\'s own production for https (RFC 2818 §2.4): the rule is the scheme\'s grammar, as a scheme grammar module names its scheme',
  },
  {
    file: 'src/resolver/browser.ts',
    what: ["'file'", "'mailto'", "'file'", "'file'", "'mailto'", "'mailto'", "'file'", "'file'", "'mailto'"],
    why: 'draft-abarth-url-00 §3 names "file" and "mailto" in its own steps (their kinds of URL)',
  },
  {
    file: 'src/diagnostics/facts.ts',
    what: ["'file'"],
    why: 'the fix-it for a Windows path writes a file URL (RFC 8089): "file" is the text of the fix, and a file URL is already one',
  },
  {
    file: 'src/schemes/index.ts',
    what: ["'mailto'", "'urn'", "'data'", "'file'", "'mailto'", "'urn'", "'data'", "'data'", "'file'", "'mailto'", "'urn'", "'data'", "'file'"],
    why: "the parts each scheme's grammar names (SchemeParts and partsOf: a reader of that grammar's tree, written for its scheme; RFC 2397's rule `data`); a scheme without one has no parts beyond the components",
  },
  {
    file: 'grammar/schemes/index.ts',
    what: ["'file'"],
    why: "RFC 8089 Appendix F's non-standard file grammar (nonstandardSchemeGrammars), apart from the table's grammar column on purpose (not used by checkScheme)",
  },
];

describe('the scheme facts table (grammar/scheme-facts.ts)', () => {
  it('is frozen, one row per lower-case scheme name, each row of known columns only', () => {
    expect(Object.isFrozen(SCHEME_FACTS)).toBe(true);
    const columns = new Set(['special', 'port', 'portSpec', 'authority', 'known', 'rfc1738', 'hierarchical', 'noUserinfo', 'grammar']);
    for (const [name, row] of Object.entries(ROWS)) {
      expect(name, name).toBe(name.toLowerCase());
      expect(name, name).toMatch(/^[a-z][a-z0-9+.-]*$/); // RFC 3986 §3.1 scheme
      expect(Object.isFrozen(row), name).toBe(true);
      expect(Object.keys(row).filter((k) => !columns.has(k)), name).toEqual([]);
      expect(row.port === undefined, name).toBe(row.portSpec === undefined);
    }
  });

  it('special: the URL Standard §4.2 table (ftp 21, file, http 80, https 443, ws 80, wss 443)', () => {
    const table = { ftp: 21, file: null, http: 80, https: 443, ws: 80, wss: 443 };
    expect(schemesWhere((f) => f.special === true).sort()).toEqual(Object.keys(table).sort());
    for (const [s, port] of Object.entries(table)) {
      expect(defaultPort(s), s).toBe(port);
      expect(isSpecialWHATWG(s), s).toBe(true);
    }
    expect(defaultPort('gopher')).toBeNull(); // a default port, but no special scheme: the URL Standard keeps it
    expect(isSpecialScheme('HTTP')).toBe(false); // the WHATWG parser lower-cases first
  });

  it('port: each default port with its citation, as DEFAULT_PORTS has kept them (value and type)', () => {
    expect(DEFAULT_PORTS).toEqual({
      http: { port: 80, spec: 'RFC 1738 §3.3; RFC 9110 §4.2.1' },
      https: { port: 443, spec: 'RFC 2818 §2.3; RFC 9110 §4.2.2' },
      ws: { port: 80, spec: 'RFC 6455 §3' },
      wss: { port: 443, spec: 'RFC 6455 §3' },
      ftp: { port: 21, spec: 'RFC 1738 §3.2' },
      gopher: { port: 70, spec: 'RFC 1738 §3.4; RFC 4266' },
      nntp: { port: 119, spec: 'RFC 1738 §3.7; RFC 5538' },
      telnet: { port: 23, spec: 'RFC 1738 §3.8; RFC 4248' },
      wais: { port: 210, spec: 'RFC 1738 §3.9; RFC 4156' },
      prospero: { port: 1525, spec: 'RFC 1738 §3.11; RFC 4157' },
    });
    expect(Object.isFrozen(DEFAULT_PORTS)).toBe(true);
    expect(defaultPortOf('FTP')).toEqual({ port: 21, spec: 'RFC 1738 §3.2' });
    expect(schemeFacts('nope')).toBeUndefined();
    // The warning port.default reads the same column.
    for (const [s, { port }] of Object.entries(DEFAULT_PORTS)) {
      const r = parseURL(`${s}://example.com:${port}/`, { grammar: 'rfc3986', warnings: true });
      expect(r.ok && r.warnings?.some((w) => w.code === 'port.default'), s).toBe(true);
    }
  });

  it('authority, known, rfc1738: the lists the diagnostics and the RFC 1738 dispatch had', () => {
    expect([...AUTHORITY_SCHEMES].sort()).toEqual(['ftp', 'http', 'https', 'ws', 'wss']);
    expect([...WELL_KNOWN_SCHEMES].sort()).toEqual(['file', 'ftp', 'ftps', 'git', 'gopher', 'http', 'https', 'nntp', 'prospero', 'sftp', 'ssh', 'telnet', 'wais', 'ws', 'wss']);
    expect([...RFC1738_SCHEMES]).toEqual(['http', 'ftp', 'news', 'nntp', 'telnet', 'gopher', 'wais', 'mailto', 'file', 'prospero']);
    expect(Object.values(schemeOfProduction)).toEqual(['http', 'https', 'ftp', 'news', 'nntp', 'telnet', 'gopher', 'wais', 'mailto', 'file', 'prospero']);
    expect(schemesWhere((f) => f.known?.includes('typo') === true).length).toBe(52);
    // Every scheme that is surely a scheme before "//" is also what a typo is measured against.
    for (const s of WELL_KNOWN_SCHEMES) expect(ROWS[s]!.known, s).toContain('typo');
  });

  it('noUserinfo and hierarchical: http and https (RFC 9110 §4.2.4); the browser draft\'s six', () => {
    expect(schemesWhere((f) => f.noUserinfo === true)).toEqual(['http', 'https']);
    expect(schemesWhere((f) => f.hierarchical === true).sort()).toEqual(['ftp', 'gopher', 'http', 'https', 'ws', 'wss']);
  });

  it('grammar: every row naming a grammar has its module in grammar/schemes/, which loads, with its rules', () => {
    const grammars = schemeGrammars();
    expect(Object.keys(grammars)).toEqual(schemesWhere((f) => f.grammar !== undefined));
    for (const [s, g] of Object.entries(grammars)) {
      const fact = ROWS[s]!.grammar!;
      expect(readdirSync(join(ROOT, 'grammar/schemes')), s).toContain(`${fact.module}.ts`);
      expect(readdirSync(join(ROOT, 'grammar/rfc')), s).toContain(`rfc${fact.rfc}.txt`);
      expect([g.rfc, g.section, g.start, g.rfcStart], s).toEqual([fact.rfc, fact.section, s, fact.rfcRule]);
      expect(g.grammar.rule(s), s).toBeDefined();
      expect(g.rfcGrammar.rule(fact.rfcRule), s).toBeDefined();
    }
  });

  it('"Adding a scheme" (docs/contributing.md) holds for every row with a grammar: its RFC text with its checksum, its examples, its grammar file\'s loaders and sources, the guide\'s table', () => {
    const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');
    const contributing = read('docs/contributing.md');
    expect(contributing).toContain('**Adding a scheme**');
    expect(contributing).toContain(`grammar/schemes/rfcNNNN.ts`);
    const rfcReadme = read('grammar/rfc/README.md');
    const grammars = schemeGrammars();
    for (const s of schemesWhere((f) => f.grammar !== undefined)) {
      const g = ROWS[s]!.grammar!;
      // The RFC text: in the title table and, with its SHA-256, in the checksum table (test/standalone.test.ts checks the sum).
      expect(rfcReadme.split(`| \`rfc${g.rfc}.txt\` |`).length - 1, s).toBe(2);
      // The RFC's own examples, in the shared table (test/scheme-examples.test.ts finds each in the RFC).
      expect(SCHEME_EXAMPLES.some((x) => x.rfc === g.rfc && x.kind === 'uri' && x.input.toLowerCase().startsWith(`${s === 'https' ? 'http' : s}:`)), s).toBe(true);
      // The grammar file's loaders (grammar/generated/scheme-modules.ts, from the row): the verbatim
      // grammar is the one schemeGrammars() gives, and the file says what the site says of it and of
      // its checked grammar (test/docs-site.test.ts holds every loaded source to a title).
      const module = g.module as SchemeGrammarModule;
      expect(SCHEME_MODULES[module].verbatim(), s).toBe(grammars[s as SchemeName].rfcGrammar);
      const titled = Object.keys(SCHEME_SOURCES[module]).map((name) => `abnf:${name}`);
      expect(titled, s).toContain(SCHEME_MODULES[module].verbatim().source);
      expect(titled, s).toContain(SCHEME_MODULES[module].checked().source);
    }
    // The guide's table of schemes is the one scripts/scheme-table.ts writes from the table (run
    // `npx tsx scripts/scheme-table.ts --write`).
    const guide = read(SCHEME_TABLE_DOC);
    expect(guide).toBe(withSchemeTable(guide, schemeTable()));
    for (const s of schemesWhere((f) => f.grammar !== undefined)) expect(schemeTable(), s).toContain(`\`${s}\``);
  });

  it('the wording that lists schemes lists the table\'s (kept as written, held to it here)', () => {
    const list = (xs: readonly string[], and = ', ') => xs.slice(0, -1).join(', ') + and + xs.at(-1);
    const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');
    const authority = schemesWhere((f) => f.authority === true);
    const inOrder = ['http', 'https', 'ftp', 'ws', 'wss'];
    expect([...authority].sort()).toEqual([...inOrder].sort());
    const why = read('src/diagnostics/actions-why.ts');
    expect(why.split(`after http, https, ftp, ws or wss`).length - 1).toBe(2);
    expect(why).toContain(`(and the \\"//\\" of ${list(inOrder, ' or ')})`);
    const special = schemesWhere((f) => f.special === true);
    expect(['http', 'https', 'ftp', 'ws', 'wss', 'file'].sort()).toEqual([...special].sort());
    expect(why).toContain('under the WHATWG special schemes (http, https, ftp, ws, wss, file)');
    expect(read('src/diagnostics/codes.ts')).toContain(`A special scheme (${['ftp', 'http', 'https', 'ws', 'wss'].join(', ')}) is not followed by "//"`);
    expect(special.filter((s) => s !== 'file').sort()).toEqual(['ftp', 'http', 'https', 'ws', 'wss']);
    // RFC 1738's schemes whose syntax starts with "//" (all but mailto and news: RFC 1738 §3.5, §3.6).
    expect(read('src/diagnostics/codes.ts')).toContain('(http, ftp, telnet, gopher, nntp, wais, file, prospero)');
    expect(RFC1738_SCHEMES.filter((s) => s !== 'mailto' && s !== 'news').sort()).toEqual(['file', 'ftp', 'gopher', 'http', 'nntp', 'prospero', 'telnet', 'wais']);
    expect(read('src/diagnostics/warnings.ts')).toContain("(80 for http, 443 for https, 21 for ftp...)");
    expect([DEFAULT_PORTS.http!.port, DEFAULT_PORTS.https!.port, DEFAULT_PORTS.ftp!.port]).toEqual([80, 443, 21]);
    expect(read('src/resolver/browser.ts')).toContain("'http, https, ftp, gopher, ws and wss (ASCII case-insensitive)");
    // The schemes with a grammar: the help texts read the table, the guide's table is written from
    // it (above), and the README and grammar/schemes/README.md name some, each of them a row with a
    // grammar, and link to the guide.
    const withGrammar = schemesWhere((f) => f.grammar !== undefined);
    const readme = read('README.md');
    const named = readme.slice(readme.indexOf("the schemes' own RFCs ("), readme.indexOf(') are loaded that way'));
    const examples = [...named.matchAll(/RFC (\d+)\s+`([a-z]+)`/g)];
    expect(examples.length).toBeGreaterThan(2);
    for (const [, rfc, s] of examples) expect(ROWS[s!]?.grammar?.rfc, s).toBe(Number(rfc));
    expect(named).toContain('(docs/guide/schemes.md)');
    expect(read('grammar/schemes/README.md')).toContain('docs/guide/schemes.md');
    expect(withGrammar.length).toBeGreaterThan(examples.length);
  });
});

describe('no scheme fact outside the table', () => {
  it('finds the kinds of fact it looks for (the lists the table replaced)', () => {
    const old = [
      "const SPECIAL = new Set(['http', 'https', 'ftp', 'ws', 'wss', 'file']);",
      "const DEFAULT_PORTS = { http: 80, https: 443 };",
      "if (/^https?$/i.test(s)) f();",
      "const m = new Map([['ftp', 21]]);",
      "const p = { port: 1525, spec: 'x' };",
      "const width = 80; const b = [0x50, 443 + 1];",
    ].join('\n');
    expect(scan('x.ts', old).map((h) => h.what)).toEqual(["'http'", "'https'", "'ftp'", "'ws'", "'wss'", "'file'", '{http, https}', '80', '443', '/^https?$/i', "'ftp'", '21', '1525']);
  });

  it('in grammar/ and src/, but for the allow-list (each entry with its reason, each still found)', () => {
    const found = new Map<string, string[]>();
    for (const f of [...files('grammar'), ...files('src')]) {
      if (f === 'grammar/scheme-facts.ts' || f.startsWith('grammar/generated/')) continue;
      for (const h of scan(f, readFileSync(join(ROOT, f), 'utf8'))) found.set(h.file, [...(found.get(h.file) ?? []), h.what]);
    }
    const allowed = new Map(ALLOWED.map((a) => [a.file, [...a.what].sort()]));
    const unexpected = [...found].filter(([f, whats]) => ALLOWED.find((x) => x.file === f)?.what !== ANY && JSON.stringify([...whats].sort()) !== JSON.stringify(allowed.get(f) ?? []));
    expect(unexpected.map(([f, whats]) => `${f}: ${whats.join(' ')}`)).toEqual([]);
    expect(ALLOWED.filter((a) => !found.has(a.file)).map((a) => a.file)).toEqual([]);
    for (const a of ALLOWED) expect(a.why.length, a.file).toBeGreaterThan(20);
  });
});

describe('schemeFacts and nodeKindOf take their arguments or say why not', () => {
  it('a scheme that is no string, an RFC that is neither a number nor a name: ArgumentError', async () => {
    const { ArgumentError, nodeKindOf, carriesValue } = await import('../src/index.js');
    expect(() => schemeFacts(1 as never)).toThrow(ArgumentError);
    expect(() => schemeFacts(null as never)).toThrow(/schemeFacts: the scheme must be a string/);
    expect(schemeFacts('HTTP')?.port).toBe(80);
    expect(() => nodeKindOf('hostname', Symbol() as never)).toThrow(ArgumentError);
    expect(() => carriesValue('port', {} as never)).toThrow(ArgumentError);
    expect(nodeKindOf('port', 3986)).toBe('port');
    expect(carriesValue('port', 1738)).toBe(true);
    expect(nodeKindOf(42 as never)).toBeUndefined();
  });
});
