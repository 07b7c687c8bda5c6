/**
 * The URI scheme grammars (grammar/schemes/): RFC 6068 `mailto`, RFC
 * 8089 `file`, RFC 8141 `urn`, RFC 2397 `data`, RFC 9110 `http` and `https`, loaded from their RFCs'
 * ABNF with the ABNF loader.
 *
 *   (a) every ABNF constant that holds RFC text is that RFC's text in grammar/rfc/ (`extractABNF` of
 *       the section, or its exact lines where `extractABNF` cannot read the section);
 *   (b) THE TARGET: every row of test/tables/scheme-examples.ts is read as the table marks it (valid
 *       rows accepted, invalid rows rejected), a URI by its scheme's grammar, an RFC 5322 addr-spec by
 *       `addr-spec-no-obs`, an RFC 8141 NID by `checked-NID`, a reserved NID prefix by `formal-NID`;
 *   (c) the cases issue 27 names;
 *   (d) a scheme-valid URI is an RFC 3986 URI: the valid examples and 2,000 generated and mutated
 *       inputs (fixed seed), with the one exception RFC 8089 §2 decides (a zone ID, RFC 6874);
 *   and the restrictions written as ABNF of our own (NOT RFC text) held against the RFC rules or the
 *   prose they implement.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABNFRecursionError, extractABNF, loadABNF, loadedABNF, lookup, NFA, ref, schemesWhere, type RFC } from '../grammar/all.js';
import { plainResolver } from '../grammar/engine/charset.js';
import { buildDFA, equivalentWithout } from '../grammar/engine/dfa.js';
import { RFC2397_ABNF, RFC2397_SYNTAX, DATA_TOKENS_ABNF, loadDataTokens } from '../grammar/schemes/rfc2397.js';
import { ADDR_SPEC_NO_OBS_ABNF, RFC5322_ABNF, loadRFC5322, loadRFC5322AddrSpec } from '../grammar/schemes/rfc5322.js';
import { MAILTO_RESTRICTED_ABNF, RFC6068_ABNF, loadMailtoRestricted, loadRFC6068 } from '../grammar/schemes/rfc6068.js';
import { HOST_6874_ABNF, RFC6874_ABNF, loadHost6874 } from '../grammar/schemes/rfc6874.js';
import { RFC8089_ABNF, RFC8089_APPENDIX_F_ABNF } from '../grammar/schemes/rfc8089.js';
import { RFC8141_ABNF, RFC8141_INFORMAL_ABNF, URN_ALPHANUM_ABNF, URN_NID_ABNF, loadRFC8141, loadURNChecked } from '../grammar/schemes/rfc8141.js';
import { HTTP_NONEMPTY_HOST_ABNF, RFC9110_ABNF, RFC9110_PROSE, loadHTTPNonEmptyHost } from '../grammar/schemes/rfc9110.js';
import { checkScheme, nonstandardSchemeGrammars, NONSTANDARD_SCHEMES_ABNF, schemeGrammars, SCHEMES_ABNF, type SchemeName } from '../grammar/schemes/index.js';
import { parseURL } from '../src/index.js';
import { GrammarArbitraries, mutated } from './support/arbitrary.js';
import { SCHEME_EXAMPLES, type SchemeExample, type SchemeExampleRfc } from './tables/scheme-examples.js';

const rfcText = (n: number): string => readFileSync(new URL(`../grammar/rfc/rfc${n}.txt`, import.meta.url), 'utf8');
const label = (row: SchemeExample): string => `RFC ${row.rfc} §${row.section} ${JSON.stringify(row.input)}`;

/** Whether RFC 3986's `URI` reads `s`, by the declared grammar (the strict parser). */
const rfc3986Valid = (s: string): boolean => parseURL(s, { grammar: 'rfc3986', start: 'URI' }).ok;

/** The minimized DFA of a rule's language (its NFA with every reference expanded), as test/abnf-loader.test.ts builds it. */
const dfaOf = (name: string, rfc: RFC) => buildDFA(new NFA(ref(name, rfc), rfc, { resolve: plainResolver, expandNodes: true }));

/** RFC 3986's declared rules (the scheme grammars import them), read as ABNF: verdict and viable prefix, as a loaded grammar's `check`. */
const rfc3986 = (() => {
  const nfas = new Map<string, NFA>();
  return {
    rule: (name: string) => lookup(3986, name),
    check(s: string, rule: string): { ok: boolean; offset: number } {
      let n = nfas.get(rule);
      if (!n) nfas.set(rule, (n = new NFA(ref(rule, 3986), 3986, { resolve: plainResolver, expandNodes: true })));
      const end = n.viableEnd(s, 0);
      return { ok: end === s.length && n.run(s, 0).acceptsAtEnd, offset: end };
    },
  };
})();
const rfc5322 = loadRFC5322();
const addrSpec = loadRFC5322AddrSpec();
const rfc6068 = loadRFC6068();
const mailto = loadMailtoRestricted();
const urn = loadURNChecked();
const rfc8141 = loadRFC8141();
const tokens = loadDataTokens();
const http = loadHTTPNonEmptyHost();

// ---------------------------------------------------------------------------------------------
// (a) The ABNF constants are the RFCs' text
// ---------------------------------------------------------------------------------------------

describe('(a) every RFC ABNF constant is its RFC\'s text in grammar/rfc/', () => {
  it('grammar/schemes/index.ts loads what it imports: the scheme grammars run in a process that imports that module alone', () => {
    const code = "const m = await import('./grammar/schemes/index.ts'); console.log(JSON.stringify([m.checkScheme('mailto:a@b.example'), m.checkScheme('file://h/p')]));";
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([
      { scheme: 'mailto', rfc: 6068, ok: true, offset: 18 },
      { scheme: 'file', rfc: 8089, ok: true, offset: 10 },
    ]);
  }, 60_000);

  it('RFC 3986: the scheme grammars import its declared rules (source 3986, whose texts test/grammar-text.test.ts holds to the RFC and whose languages test/abnf-loader.test.ts holds to Appendix A loaded verbatim), and load no copy of it', () => {
    schemeGrammars();
    for (const name of ['rfc6068', 'rfc6068-restricted', 'rfc6874', 'rfc6874-host', 'rfc8089', 'rfc8141', 'rfc9110-nonempty-host', 'uri-schemes']) {
      expect(loadedABNF(name)!.imports.filter((i) => typeof i === 'number'), name).toEqual([3986]);
    }
    // RFC 9110's prose values name RFC 3986's rules by their source (RFC9110_PROSE, below).
    expect(loadedABNF('rfc9110')!.imports).toEqual([]);
    expect(loadedABNF('rfc3986')).toBeUndefined();
    // So a grammar of one's own may take the name.
    expect(loadABNF(extractABNF(rfcText(3986), 'Appendix A'), { name: 'rfc3986', rfc: 3986, section: 'Appendix A', prose: { pchar: 'pchar' }, tokens: ['pchar'] }).rule('pchar')!.token).toBe(true);
  });

  it('RFC 5322 §3 and §4, RFC 6068 §2, RFC 8089 §2 and Appendix F, RFC 8141 §2 and §5.2, RFC 9110 §4.1 and §4.2: extractABNF, exactly', () => {
    const t5322 = rfcText(5322);
    expect(RFC5322_ABNF).toBe(`${extractABNF(t5322, '3')}\n\n${extractABNF(t5322, '4')}`);
    expect(RFC6068_ABNF).toBe(extractABNF(rfcText(6068), '2'));
    expect(RFC8089_ABNF).toBe(extractABNF(rfcText(8089), '2'));
    expect(RFC8089_APPENDIX_F_ABNF).toBe(extractABNF(rfcText(8089), 'Appendix F'));
    expect(RFC8141_ABNF).toBe(extractABNF(rfcText(8141), '2'));
    expect(RFC8141_INFORMAL_ABNF).toBe(extractABNF(rfcText(8141), '5.2'));
    const t9110 = rfcText(9110);
    expect(RFC9110_ABNF).toBe(`${extractABNF(t9110, '4.1')}\n\n${extractABNF(t9110, '4.2')}`);
  });

  it('every non-blank line of those constants is a line of its RFC (page breaks are the only thing extractABNF removes inside a rule)', () => {
    const cases: Array<[number, string]> = [
      [5322, RFC5322_ABNF], [6068, RFC6068_ABNF], [6874, RFC6874_ABNF], [8089, RFC8089_ABNF],
      [8089, RFC8089_APPENDIX_F_ABNF], [8141, RFC8141_ABNF], [8141, RFC8141_INFORMAL_ABNF], [9110, RFC9110_ABNF], [2397, RFC2397_SYNTAX],
    ];
    for (const [n, abnf] of cases) {
      const lines = new Set(rfcText(n).split('\n'));
      for (const l of abnf.split('\n')) if (l.trim() !== '') expect(lines.has(l), `RFC ${n}: ${l}`).toBe(true);
    }
  });

  it('RFC 6874 §2: the three rules that replace RFC 3986\'s IP-literal, the end of extractABNF after the quoted rule they replace', () => {
    const section = extractABNF(rfcText(6874), '2');
    expect(section.endsWith(RFC6874_ABNF)).toBe(true);
    // What comes before is RFC 3986's IP-literal, quoted by RFC 6874 (the same rule, spaced otherwise).
    const quoted = section.slice(0, section.length - RFC6874_ABNF.length).trim();
    expect(quoted).toBe('IP-literal = "[" ( IPv6address / IPvFuture  ) "]"');
    const in3986 = lookup(3986, 'IP-literal')!.text;
    expect(quoted.replace(/\s+/g, ' ')).toBe(in3986.trim().replace(/\s+/g, ' '));
    // The host RFC 8089 imports: RFC 3986's host line, verbatim.
    expect(lookup(3986, 'host')!.text).toBe(HOST_6874_ABNF);
  });

  it('RFC 2397 §3: the four lines under its heading, exactly (in RFC 822 BNF, which extractABNF does not read); the ABNF only reads := as =', () => {
    const lines = rfcText(2397).split('\n');
    const at = lines.indexOf('3. Syntax');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('');
    expect(lines.slice(at + 2, at + 6).join('\n')).toBe(RFC2397_SYNTAX);
    expect(lines[at + 6]).toBe('');
    expect(extractABNF(rfcText(2397), '3')).toBe('');
    expect(RFC2397_ABNF.replace(/= /g, ':=')).toBe(RFC2397_SYNTAX);
    expect(RFC2397_ABNF.split('\n').map((l) => l.length)).toEqual(RFC2397_SYNTAX.split('\n').map((l) => l.length));
  });

  it('the ABNFs of our own say NOT RFC TEXT first; the RFC texts never do', () => {
    for (const own of [ADDR_SPEC_NO_OBS_ABNF, MAILTO_RESTRICTED_ABNF, URN_ALPHANUM_ABNF, URN_NID_ABNF, DATA_TOKENS_ABNF, HTTP_NONEMPTY_HOST_ABNF, SCHEMES_ABNF, NONSTANDARD_SCHEMES_ABNF]) {
      expect(own.startsWith('; NOT RFC TEXT')).toBe(true);
    }
    for (const rfc of [RFC5322_ABNF, RFC6068_ABNF, RFC6874_ABNF, RFC8089_ABNF, RFC8089_APPENDIX_F_ABNF, RFC8141_ABNF, RFC8141_INFORMAL_ABNF, RFC9110_ABNF, RFC2397_SYNTAX]) {
      expect(rfc).not.toContain('NOT RFC TEXT');
    }
  });

  it('RFC 9110\'s prose values are each mapped to the RFC 3986 rule they name', () => {
    const prose = [...RFC9110_ABNF.matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
    expect(Object.keys(RFC9110_PROSE).sort()).toEqual([...prose].sort());
    for (const p of prose) {
      const e = RFC9110_PROSE[p]!;
      expect(e).toMatchObject({ k: 'ref', rfc: 3986, name: p.split(',')[0] });
      expect(lookup(3986, (e as { name: string }).name), p).toBeDefined();
    }
  });
});

// ---------------------------------------------------------------------------------------------
// (b) THE TARGET: every example of the table
// ---------------------------------------------------------------------------------------------

/** Suffixes after a reserved prefix: any of them making a formal NID would break §5.1. */
const SUFFIXES = ['a', 'abc', '7', 'x1', 'example', 'a-b', 'A9z'];

/** The verdict on one row, as the row's kind asks. */
function verdict(row: SchemeExample): { ok: boolean; by: string } {
  switch (row.kind) {
    case 'uri': {
      const c = checkScheme(row.input);
      if (!c) throw new Error(`${label(row)}: no scheme grammar`);
      return { ok: c.ok, by: `checkScheme (${c.scheme}, RFC ${c.rfc})` };
    }
    case 'addr-spec':
      return { ok: addrSpec.check(row.input, 'addr-spec-no-obs').ok, by: 'abnf:rfc5322-addr-spec addr-spec-no-obs' };
    case 'nid':
      return { ok: urn.check(row.input, 'checked-NID').ok, by: 'abnf:rfc8141-nid checked-NID' };
    case 'nid-prefix':
      // A valid prefix would be one a formal NID may start with.
      return { ok: SUFFIXES.some((s) => urn.check(row.input + s, 'formal-NID').ok), by: 'abnf:rfc8141-nid formal-NID, after the prefix' };
  }
}

describe('(b) THE TARGET: every example of test/tables/scheme-examples.ts, as the table marks it', () => {
  it.each(SCHEME_EXAMPLES.map((row) => [label(row), row] as const))('%s', (_, row) => {
    const v = verdict(row);
    expect(v.ok, `${label(row)} by ${v.by}: ${row.note}`).toBe(row.valid);
  });

  it('100% per RFC (valid accepted / invalid rejected)', () => {
    const counts = new Map<SchemeExampleRfc, { valid: number; accepted: number; invalid: number; rejected: number }>();
    const wrong: string[] = [];
    for (const row of SCHEME_EXAMPLES) {
      const c = counts.get(row.rfc) ?? { valid: 0, accepted: 0, invalid: 0, rejected: 0 };
      const { ok } = verdict(row);
      if (row.valid) {
        c.valid++;
        if (ok) c.accepted++;
      } else {
        c.invalid++;
        if (!ok) c.rejected++;
      }
      if (ok !== row.valid) wrong.push(label(row));
      counts.set(row.rfc, c);
    }
    console.info(
      'scheme examples: ' + [...counts].map(([rfc, c]) => `RFC ${rfc} ${c.accepted}/${c.valid} valid accepted, ${c.rejected}/${c.invalid} invalid rejected`).join('; '),
    );
    expect(wrong).toEqual([]);
    expect([...counts.values()].reduce((n, c) => n + c.valid + c.invalid, 0)).toBe(SCHEME_EXAMPLES.length);
  });

  it('RFC 8089: every non-standard form is a URI of Appendix F (the non-standard grammar), and so is every standard one', () => {
    const f = nonstandardSchemeGrammars().file;
    for (const row of SCHEME_EXAMPLES.filter((r) => r.rfc === 8089)) {
      expect(f.grammar.check(row.input, f.start).ok, label(row)).toBe(true);
      // The standard grammar rejects exactly the rows the table marks non-standard.
      expect(schemeGrammars().file.grammar.check(row.input, 'file').ok, label(row)).toBe(row.valid);
    }
  });

  it('RFC 5322 Appendix A: the mailto addr-spec (RFC 6068 §2) takes the plain ones, not those with comments or the obsolete ones', () => {
    for (const row of SCHEME_EXAMPLES.filter((r) => r.kind === 'addr-spec')) {
      const plain = row.valid && !row.input.includes('(');
      expect(mailto.check(row.input, 'mailto-addr-spec').ok, label(row)).toBe(plain);
    }
  });

  it('RFC 6068: every valid example\'s addr-specs, percent-decoded, are the address the RFC prints', () => {
    for (const row of SCHEME_EXAMPLES.filter((r) => r.address !== undefined)) {
      const to = row.input.slice('mailto:'.length).split('?')[0]!;
      expect(decodeURIComponent(to), label(row)).toBe(row.address);
      expect(addrSpec.check(row.address!, 'addr-spec-no-obs').ok, row.address).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// (c) The cases issue 27 names
// ---------------------------------------------------------------------------------------------

describe('(c) the cases of issue 27', () => {
  it('mailto:@@@ and mailto:a@ are rejected (RFC 3986 accepts both)', () => {
    expect(checkScheme('mailto:@@@')).toEqual({ scheme: 'mailto', rfc: 6068, ok: false, offset: 7 });
    expect(checkScheme('mailto:a@')).toEqual({ scheme: 'mailto', rfc: 6068, ok: false, offset: 9 });
    expect(rfc3986Valid('mailto:@@@')).toBe(true);
    expect(rfc3986Valid('mailto:a@')).toBe(true);
  });

  it('keycloak\'s URNs: an NID longer than 32 characters is rejected; "/", "~" and "&" are allowed in an NSS', () => {
    const nid = (n: number) => 'a'.repeat(n);
    expect(checkScheme(`urn:${nid(32)}:x`)!.ok).toBe(true);
    expect(checkScheme(`urn:${nid(33)}:x`)).toEqual({ scheme: 'urn', rfc: 8141, ok: false, offset: 4 + 32 });
    expect(rfc8141.check(`urn:${nid(33)}:x`, 'namestring').ok).toBe(false); // RFC 8141 §2's ABNF alone
    expect(rfc3986Valid(`urn:${nid(33)}:x`)).toBe(true);
    for (const nss of ['a/b', 'a~b', 'a&b', 'x/~&', 'path/to/x~y&z=1']) expect(checkScheme(`urn:example:${nss}`)!.ok, nss).toBe(true);
    // RFC 8141 §2: NSS = pchar *(pchar / "/"), so an NSS does not start with "/".
    expect(checkScheme('urn:example:/a')!.ok).toBe(false);
  });

  it('a data URL with parameters before ;base64 is accepted', () => {
    for (const s of ['data:text/plain;charset=utf-8;base64,SGVsbG8=', 'data:image/svg+xml;charset=US-ASCII;name=x.svg;base64,PHN2Zz4=', 'data:;charset=utf-8;base64,SGk=']) {
      expect(checkScheme(s), s).toEqual({ scheme: 'data', rfc: 2397, ok: true, offset: s.length });
    }
    // ";base64" is the last thing before ",": not a parameter after it.
    expect(checkScheme('data:text/plain;base64;charset=utf-8,SGk=')!.ok).toBe(false);
  });

  it('http:// with an empty host is rejected (and https://, and an empty host with a port or userinfo)', () => {
    expect(checkScheme('http://')).toEqual({ scheme: 'http', rfc: 9110, ok: false, offset: 7 });
    for (const s of ['https://', 'http:///path', 'http://:80/', 'http://user@/', 'HTTPS://?q']) {
      expect(checkScheme(s)!.ok, s).toBe(false);
      expect(rfc3986Valid(s), s).toBe(true);
    }
    expect(schemeGrammars().http.rfcGrammar.check('http://', schemeGrammars().http.rfcStart).ok).toBe(true); // the ABNF alone
    for (const s of ['http://a', 'http://[::1]:8080/x?y', 'https://0.0.0.0/', 'http://%41/']) expect(checkScheme(s)!.ok, s).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// (d) Scheme-valid implies RFC 3986-valid
// ---------------------------------------------------------------------------------------------

/** A host with an RFC 6874 zone ID, in brackets. */
const ZONE_ID = /\[[^\]]*%25[^\]]*\]/;

interface Exception {
  readonly input: string;
  readonly scheme: SchemeName;
}

/** The scheme-valid inputs RFC 3986 rejects. */
function exceptions(inputs: readonly string[]): { readonly valid: number; readonly exceptions: Exception[] } {
  let valid = 0;
  const out: Exception[] = [];
  for (const s of inputs) {
    const c = checkScheme(s);
    if (!c?.ok) continue;
    valid++;
    if (!rfc3986Valid(s)) out.push({ input: s, scheme: c.scheme });
  }
  return { valid, exceptions: out };
}

/**
 * The one exception: RFC 8089 §2 imports host "from [RFC3986] (as updated by [RFC6874])", and RFC 6874
 * §2 adds a zone ID to IP-literal ("IPv6addrz = IPv6address "%25" ZoneID"), which RFC 3986 does not
 * have. Such a URI, its zone ID taken out, must be an RFC 3986 URI.
 */
function isZoneIdException(e: Exception): boolean {
  return e.scheme === 'file' && ZONE_ID.test(e.input) && rfc3986Valid(e.input.replace(/%25[^\]]*\]/, ']'));
}

describe('(d) every scheme grammar accepts only URIs RFC 3986 accepts', () => {
  it('the valid examples', () => {
    const uris = SCHEME_EXAMPLES.filter((r) => r.kind === 'uri' && r.valid).map((r) => r.input);
    const r = exceptions(uris);
    expect(r.valid).toBe(uris.length);
    expect(r.exceptions).toEqual([]);
  });

  it('2,000 generated and mutated inputs (fixed seed); the only exception is a file URI with a zone ID (RFC 8089 §2, RFC 6874 §2)', () => {
    const arbs = new GrammarArbitraries(null);
    const names = Object.keys(schemeGrammars()) as SchemeName[];
    const SEED = 27;
    const inputs: string[] = [];
    names.forEach((name, k) => {
      const g = schemeGrammars()[name];
      const valid = arbs.rule(g.grammar.rule(g.start)!);
      // 2,000 in all, shared as evenly as the schemes allow (the first ones take one more).
      const n = Math.floor(2000 / names.length) + (k < 2000 % names.length ? 1 : 0);
      inputs.push(...fc.sample(fc.oneof(valid, mutated(valid)), { numRuns: n, seed: SEED + k }));
    });
    expect(inputs.length).toBe(2000);
    const r = exceptions(inputs);
    const others = r.exceptions.filter((e) => !isZoneIdException(e));
    console.info(`scheme grammars within RFC 3986: ${inputs.length} inputs, ${r.valid} scheme-valid, ${r.exceptions.length} not RFC 3986 URIs (all file URIs with a zone ID: ${others.length === 0})`);
    expect(others).toEqual([]);
    // The sample must hold both kinds, or this proves little.
    expect(r.valid).toBeGreaterThan(600);
    expect(inputs.length - r.valid).toBeGreaterThan(300);
  }, 120_000);

  it('the zone ID exception, stated: RFC 8089 accepts file://[fe80::a%25en1]/x, RFC 3986 does not', () => {
    const s = 'file://[fe80::a%25en1]/path';
    expect(checkScheme(s)!.ok).toBe(true);
    expect(rfc3986Valid(s)).toBe(false);
    expect(isZoneIdException({ input: s, scheme: 'file' })).toBe(true);
    // http takes RFC 3986's host, without RFC 6874 (RFC 9110 §4.1 adopts RFC 3986's definitions).
    expect(checkScheme('http://[fe80::a%25en1]/')!.ok).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The ABNFs of our own, held against the RFC rules and the prose they implement
// ---------------------------------------------------------------------------------------------

const hex2 = (c: number): string => c.toString(16).toUpperCase().padStart(2, '0');
/** RFC 6068 §2 rule 1: the URI characters that need not be percent-encoded in an addr-spec. */
const SAFE = new Set([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~', ...'!$\'()*+,:@'].map((c) => c.charCodeAt(0)));

describe('RFC 6068 §2\'s restrictions (MAILTO_RESTRICTED_ABNF)', () => {
  it('RFC 6068\'s own mailtoURI cannot run: RFC 5322\'s comment is recursive ("excluding <comment>" is prose)', () => {
    const e = (() => {
      try {
        rfc6068.check('mailto:a@b', 'mailtoURI');
      } catch (x) {
        return x;
      }
      return null;
    })();
    expect(e).toBeInstanceOf(ABNFRecursionError);
    expect((e as ABNFRecursionError).cycle).toEqual(['comment', 'ccontent', 'comment']);
  });

  it('each character class, for every ASCII character: as itself where RFC 5322/6068 has it and rule 1 lets it stand; percent-encoded (either case) where RFC 5322/6068 has it', () => {
    const one = (g: typeof rfc5322, s: string, rule: string) => g.check(s, rule).ok;
    for (let c = 0; c < 128; c++) {
      const ch = String.fromCharCode(c);
      const atext = one(rfc5322, ch, 'atext');
      const qtext = one(rfc5322, ch, 'qtext') && !one(rfc5322, ch, 'obs-qtext');
      const dtext = one(rfc6068, ch, 'dtext-no-obs');
      const qpair = one(rfc5322, `\\${ch}`, 'quoted-pair') && !one(rfc5322, `\\${ch}`, 'obs-qp');
      const safe = SAFE.has(c);
      const at = `U+${hex2(c)}`;
      expect(one(mailto, ch, 'mailto-atext'), `${at} atext`).toBe(atext && safe);
      expect(one(mailto, ch, 'mailto-qtext'), `${at} qtext`).toBe(qtext && safe);
      expect(one(mailto, ch, 'mailto-dtext'), `${at} dtext`).toBe(dtext && safe);
      expect(one(mailto, `%5C${ch}`, 'mailto-quoted-pair'), `${at} quoted-pair`).toBe(qpair && safe);
      for (const pct of [`%${hex2(c)}`, `%${hex2(c).toLowerCase()}`]) {
        expect(one(mailto, pct, 'mailto-atext'), `${pct} atext`).toBe(atext);
        expect(one(mailto, pct, 'mailto-qtext'), `${pct} qtext`).toBe(qtext);
        expect(one(mailto, pct, 'mailto-dtext'), `${pct} dtext`).toBe(dtext);
        expect(one(mailto, `%5c${pct}`, 'mailto-quoted-pair'), `${pct} quoted-pair`).toBe(qpair);
      }
    }
  });

  it('a percent-encoded octet over %7F is part of a well-formed UTF-8 character (RFC 3629 §4): every two-octet sequence, and 20,000 sampled sequences (fixed seed)', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const oneChar = (bytes: number[]): boolean => {
      try {
        const s = decoder.decode(new Uint8Array(bytes));
        return [...s].length === 1 && s.codePointAt(0)! >= 0x80;
      } catch {
        return false;
      }
    };
    const enc = (bytes: number[]) => bytes.map((b) => `%${hex2(b)}`).join('');
    const wrong: string[] = [];
    const test = (bytes: number[]) => {
      if (mailto.check(enc(bytes), 'pct-utf8').ok !== oneChar(bytes)) wrong.push(enc(bytes));
    };
    for (let a = 0x80; a < 0x100; a++) {
      test([a]);
      for (let b = 0; b < 0x100; b++) test([a, b]);
    }
    const byte = fc.oneof(fc.integer({ min: 0x80, max: 0xbf }), fc.integer({ min: 0xc0, max: 0xff }), fc.constantFrom(0x7f, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0));
    for (const bytes of fc.sample(fc.array(byte, { minLength: 3, maxLength: 4 }), { numRuns: 20_000, seed: 3629 })) test(bytes);
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(mailto.check('%e7%b4%8d', 'pct-utf8').ok).toBe(true);
  });

  it('what mailto-addr-spec accepts, percent-decoded, is an RFC 5322 addr-spec with no comment, no white space outside a quoted-pair, no obsolete syntax', () => {
    const arbs = new GrammarArbitraries(null);
    const sample = fc.sample(arbs.rule(mailto.rule('mailto-addr-spec')!), { numRuns: 2000, seed: 6068 });
    let ascii = 0;
    for (const s of sample) {
      expect(mailto.check(s, 'mailto-addr-spec').ok, s).toBe(true);
      expect(rfc3986.check(s, 'segment-nz').ok, s).toBe(true); // URI characters only, no "/"
      const decoded = decodeURIComponent(s);
      if (/[^\x00-\x7f]/.test(decoded)) continue;
      ascii++;
      expect(addrSpec.check(decoded, 'addr-spec-no-obs').ok, `${s} -> ${decoded}`).toBe(true);
      // Without its quoted-pairs, quoted strings and domain literal: no white space, no comment.
      const bare = decoded.replace(/\\[\s\S]/g, '').replace(/"[^"]*"/g, '""').replace(/\[[^\]]*\]/g, '[]');
      expect(bare, decoded).not.toMatch(/[\s()]/);
      expect(decoded.replace(/\\[\s\S]/g, ''), decoded).not.toMatch(/\s/);
    }
    expect(ascii).toBeGreaterThan(500);
  });

  it('mailto: accepts the RFC\'s forms and rejects what RFC 6068 §2\'s prose forbids', () => {
    const ok = (s: string) => checkScheme(s)!.ok;
    for (const s of ['mailto:', 'mailto:a@b', 'mailto:a@b,c@d', 'mailto:%22a%5C%20b%22@example.org', 'mailto:a@%5B192.0.2.1%5D', 'mailto:?subject=x', 'mailto:a@b#frag', 'mailto:Mike%26family@example.org'])
      expect(ok(s), s).toBe(true);
    for (const s of [
      'mailto:a{b@c', // "{" cannot appear in a URI (rule 1)
      'mailto:"a b"@c', // DQUOTE and space cannot appear in a URI
      'mailto:%22a%20b%22@c', // no white space in the local part (rule 3): a space is the quoted-pair %5C%20, as in §6.2
      'mailto:a@[192.0.2.1]', // "[" and "]" MUST be percent-encoded (rule 1)
      'mailto:a%zz@b', // not a percent-encoding
      'mailto:a&b@c', // "&" MUST be percent-encoded (rule 1)
      'mailto:a=b@c', // "=" too
      'mailto:a;b@c', // ";" too
      'mailto:(comment)a@b', // no comments (rule 3)
      'mailto:%28comment%29a@b', // not even percent-encoded
      'mailto:%22a%0Db%22@c', // no obs-qtext, no NO-WS-CTL (rule 2)
      'mailto:a..b@c', // dot-atom-text
      'mailto:a%40b@c', // "@" is not atext
      'mailto:a%FFb@c', // not UTF-8 (rules 4 and 5)
      'mailto:a%C3@c', // a truncated UTF-8 sequence
    ])
      expect(ok(s), s).toBe(false);
  });
});

describe('RFC 8141\'s NID constraints (URN_NID_ABNF)', () => {
  const NID = /^[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]$/;
  const formal = (s: string) => NID.test(s) && s.length > 2 && !/^urn-/i.test(s) && !/^[A-Za-z]{2}-/.test(s) && !/^x-/i.test(s);
  const informal = (s: string) => NID.test(s) && /^urn-[1-9][0-9]*$/i.test(s);

  it('formal-NID and informal-NID are §2\'s NID with §5.1\'s constraints, and §5.2\'s InformalNamespaceName within it, on 20,000 strings (fixed seed) and the edge cases', () => {
    const alphabet = fc.constantFrom(...'aAuUrRnNxXbz0179-');
    const strings = fc.sample(fc.array(alphabet, { maxLength: 34 }).map((a) => a.join('')), { numRuns: 20_000, seed: 8141 });
    const edges = ['', 'a', 'ab', 'abc', 'a-b', 'ab-', 'ab-c', 'xn--a', 'x-ab', 'X-ab', 'xy-a', 'x1-a', '1x-a', 'u-ab', 'urn', 'urn1', 'urn-', 'urn-1', 'urn-0', 'URN-12', 'urna', 'urn-a', 'urnx-1', 'ur-a', 'urx', 'a'.repeat(32), 'a'.repeat(33), `urn-${'1'.repeat(28)}`, `urn-${'1'.repeat(29)}`, 'isbn', 'ISBN', 'example'];
    const wrong: string[] = [];
    for (const s of [...edges, ...strings]) {
      if (urn.check(s, 'formal-NID').ok !== formal(s)) wrong.push(`formal ${s}`);
      if (urn.check(s, 'informal-NID').ok !== informal(s)) wrong.push(`informal ${s}`);
      if (urn.check(s, 'checked-NID').ok !== (formal(s) || informal(s))) wrong.push(`checked ${s}`);
      if (rfc8141.check(s, 'NID').ok !== NID.test(s)) wrong.push(`NID ${s}`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it('the reserved prefixes: §2\'s NID takes them, the checked NID does not', () => {
    for (const p of ['urn-', 'xn--', 'X-', 'x-', 'ab-']) {
      expect(rfc8141.check(`urn:${p}abc:x`, 'namestring').ok, p).toBe(true);
      expect(checkScheme(`urn:${p}abc:x`)!.ok, p).toBe(false);
    }
    expect(checkScheme('urn:urn-12:x')!.ok).toBe(true);
    expect(checkScheme('urn:ab:x')!.ok).toBe(false); // "MUST be more than two characters long"
  });

  it('r-, q- and f-components; a "?" not followed by "+" or "=" is a syntax error (§2)', () => {
    for (const s of ['urn:example:x?+r', 'urn:example:x?=q', 'urn:example:x#f', 'urn:example:x?+r?=q#f', 'urn:example:x?+r/?x?=q/?#f/?']) expect(checkScheme(s)!.ok, s).toBe(true);
    for (const s of ['urn:example:x?q', 'urn:example:x?', 'urn:example:x?=', 'urn:example:x?+', 'urn:example:', 'urn:example']) expect(checkScheme(s)!.ok, s).toBe(false);
  });
});

describe('RFC 2397\'s imports in prose (DATA_TOKENS_ABNF), RFC 9110\'s non-empty host (HTTP_NONEMPTY_HOST_ABNF), RFC 8089\'s host', () => {
  it('urlchar is RFC 2396\'s uric, the declared rule\'s language (minimized DFAs)', () => {
    expect(equivalentWithout(dfaOf('urlchar', tokens.source), dfaOf('uric', 2396), new Set())).toBe(true);
  });

  it('the tokens are RFC 2045 tokens in URL characters: every ASCII character as itself or escaped', () => {
    const TSPECIALS = '()<>@,;:\\"/[]?=';
    for (let c = 0; c < 128; c++) {
      const ch = String.fromCharCode(c);
      const token = c > 32 && c < 127 && !TSPECIALS.includes(ch);
      const urlchar = tokens.check(ch, 'urlchar').ok;
      expect(tokens.check(ch, 'type').ok, ch).toBe(token && urlchar);
      expect(tokens.check(`%${hex2(c)}`, 'value').ok).toBe(true);
    }
  });

  it('nonempty-host is RFC 3986\'s host, less the empty string, on 3,000 generated and mutated hosts (fixed seed)', () => {
    const arbs = new GrammarArbitraries(null);
    const host = arbs.rule(rfc3986.rule('host')!);
    for (const s of ['', ...fc.sample(fc.oneof(host, mutated(host)), { numRuns: 3000, seed: 9110 })]) {
      expect(http.check(s, 'nonempty-host').ok, s).toBe(rfc3986.check(s, 'host').ok && s !== '');
    }
  });

  it('file takes RFC 3986\'s host as RFC 6874 updates it; data and http take no fragment of their own', () => {
    const host = loadHost6874();
    expect(host.check('[fe80::a%25en1]', 'host').ok).toBe(true);
    expect(rfc3986.check('[fe80::a%25en1]', 'host').ok).toBe(false);
    expect(checkScheme('data:,a#b')!.ok).toBe(true);
    expect(checkScheme('data:,a#b#c')).toEqual({ scheme: 'data', rfc: 2397, ok: false, offset: 9 });
    expect(checkScheme('http://a/#b?c/d')!.ok).toBe(true);
  });
});

describe('the API', () => {
  it('schemeGrammars(): each entry\'s start is a rule of its grammar, its rfcStart of its rfcGrammar', () => {
    // The rows of grammar/scheme-facts.ts with a grammar, in its order (test/scheme-facts.test.ts holds each to its module).
    expect(Object.keys(schemeGrammars())).toEqual(schemesWhere((f) => f.grammar !== undefined));
    for (const [name, g] of Object.entries({ ...schemeGrammars(), ...nonstandardSchemeGrammars() })) {
      expect(g.grammar.rule(g.start), name).toBeDefined();
      expect(g.rfcGrammar.rule(g.rfcStart), name).toBeDefined();
      expect(g.rfcGrammar.rfc, name).toBe(g.rfc);
    }
    expect(Object.isFrozen(schemeGrammars())).toBe(true);
  });

  it('checkScheme reads the scheme as RFC 3986\'s, case-insensitively; null without a grammar', () => {
    expect(checkScheme('HTTP://EXAMPLE.COM/')).toEqual({ scheme: 'http', rfc: 9110, ok: true, offset: 19 });
    expect(checkScheme('Urn:Example:x')!.scheme).toBe('urn');
    for (const s of ['', 'http', 'ftp://x/', '1http://x/', 'toString:x', 'constructor:x', '__proto__:x', ':x', 'http//x']) expect(checkScheme(s), s).toBeNull();
    expect(() => checkScheme(5 as never)).toThrow(/checkScheme/);
  });

  it('checkScheme is the entry\'s grammar from its start', () => {
    for (const row of SCHEME_EXAMPLES.filter((r) => r.kind === 'uri')) {
      const c = checkScheme(row.input)!;
      const g = schemeGrammars()[c.scheme];
      expect(c).toEqual({ scheme: c.scheme, rfc: g.rfc, ...g.grammar.check(row.input, g.start) });
      expect(g.grammar.recognize(row.input, g.start), row.input).toBe(c.ok);
    }
  });
});
