/**
 * The grammar is the single source of truth, held against the RFC texts in grammar/rfc/:
 *   1. every rule prints (from its combinators, in the RFC's notation) its own verbatim text;
 *   2. every verbatim text stands in the RFC, in the section the rule names;
 *   3. the set of rules of each RFC section equals the set of productions in that section.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allRules, printAbnf, printPeg, printRfc, refsOf, type RFC } from '../grammar/all.js';
import { grammar } from '../src/index.js';

const rfcText = (n: number) => readFileSync(new URL(`../grammar/rfc/rfc${n}.txt`, import.meta.url), 'utf8');

/** The RFC text without page footers, headers and form feeds. */
function unpaged(text: string): string {
  return text
    .split('\n')
    .filter((l) => !/\[Page \d+\]\s*$/.test(l) && !/^RFC \d{4} .* (19|20)\d\d\s*$/.test(l) && !l.includes('\f'))
    .join('\n');
}

/** Removes RFC 822-style comments (`; ...` outside quotes) and all white space. */
function norm(s: string): string {
  let out = '';
  let inQuote = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '"') inQuote = !inQuote;
    if (c === ';' && !inQuote) {
      const nl = s.indexOf('\n', i);
      if (nl < 0) break;
      i = nl - 1;
      continue;
    }
    out += c;
  }
  return out.replace(/\s+/g, '');
}

/** The lines of one section of an RFC: from its heading to the next heading. */
function section(n: number, start: RegExp, end: RegExp): string {
  const lines = unpaged(rfcText(n)).split('\n');
  const a = lines.findIndex((l) => start.test(l));
  const b = lines.findIndex((l, i) => i > a && end.test(l));
  if (a < 0 || b < 0) throw new Error(`section not found in RFC ${n}`);
  return lines.slice(a, b).join('\n');
}

const SECTIONS: Array<{ rfc: RFC; section: string; text: () => string }> = [
  { rfc: 1738, section: '5', text: () => section(1738, /^5\. BNF for specific URL schemes/, /^6\. Security/) },
  { rfc: 1808, section: '2.2', text: () => section(1808, /^2\.2\.\s+BNF for Relative URLs/, /^2\.3\./) },
  { rfc: 2396, section: 'Appendix A', text: () => section(2396, /^A\. Collected BNF for URI/, /^B\. Parsing a URI Reference/) },
  { rfc: 2732, section: '3', text: () => section(2732, /^3\. Changes to RFC 2396/, /^4\. Security/) },
  { rfc: 2373, section: 'Appendix B', text: () => section(2373, /^APPENDIX B: ABNF/, /^APPENDIX C/) },
  { rfc: 3986, section: 'Appendix A', text: () => section(3986, /^Appendix A\.\s+Collected ABNF for URI/, /^Appendix B\./) },
  { rfc: 2234, section: '6.1', text: () => section(2234, /^6\.1\s+Core Rules/, /^6\.2/) },
  // RFC 3987 §2.2 up to "The following rules are the same as those in [RFC3986]": the productions
  // after that line restate RFC 3986's and are RFC 3986's rules (see 'RFC 3987 restates RFC 3986').
  { rfc: 3987, section: '2.2', text: () => section(3987, /^2\.2\.\s+ABNF for IRI References and IRIs/, /^\s+The following rules are the same as those in \[RFC3986\]:/) },
  // RFC 6570 §2, section by section (each rule names its own subsection).
  { rfc: 6570, section: '2', text: () => section(6570, /^2\.\s+Syntax/, /^2\.1\.\s+Literals/) },
  { rfc: 6570, section: '2.1', text: () => section(6570, /^2\.1\.\s+Literals/, /^2\.2\.\s+Expressions/) },
  { rfc: 6570, section: '2.2', text: () => section(6570, /^2\.2\.\s+Expressions/, /^2\.3\.\s+Variables/) },
  { rfc: 6570, section: '2.3', text: () => section(6570, /^2\.3\.\s+Variables/, /^2\.4\.\s+Value Modifiers/) },
  { rfc: 6570, section: '2.4', text: () => section(6570, /^2\.4\.\s+Value Modifiers/, /^2\.4\.1\.\s+Prefix Values/) },
  { rfc: 6570, section: '2.4.1', text: () => section(6570, /^2\.4\.1\.\s+Prefix Values/, /^2\.4\.2\.\s+Composite Values/) },
  { rfc: 6570, section: '2.4.2', text: () => section(6570, /^2\.4\.2\.\s+Composite Values/, /^3\.\s+Expansion/) },
];

/** The sources whose rules are held to their text section by section (a SECTIONS row per section). */
const BY_SECTION = new Set<RFC>([6570]);
/** The rules of a SECTIONS row: the RFC's, or, where the RFC is held section by section, the section's. */
const rulesOf = (s: { rfc: RFC; section: string }) => rfcRules.filter((r) => r.rfc === s.rfc && (!BY_SECTION.has(s.rfc) || r.section === s.section));

/** An RFC's errata record (grammar/rfc/rfcNNNN-errata.txt): each erratum's "It should say" text, by its Erratum ID. */
function erratumText(rfc: number, id: number): string {
  const text = readFileSync(new URL(`../grammar/rfc/rfc${rfc}-errata.txt`, import.meta.url), 'utf8');
  const entries = text.split(/^(?=Errata ID: )/m).filter((e) => e.startsWith('Errata ID: '));
  const entry = entries.find((e) => e.startsWith(`Errata ID: ${id}\n`));
  if (!entry) throw new Error(`no Erratum ${id} in the record of RFC ${rfc}`);
  expect(entry, `Erratum ${id}`).toMatch(/^Status: Verified$/m);
  const m = /^It should say:\n([\s\S]*?)\n(?=Notes|$)/m.exec(entry);
  if (!m) throw new Error(`Erratum ${id} of RFC ${rfc} has no "It should say" text`);
  return m[1]!;
}

/** The names a section defines: `name = ...` at the start of a line. */
function productionNames(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*([A-Za-z][A-Za-z0-9+_-]*)\s+=\s/.exec(line);
    if (m) names.push(m[1]!);
  }
  return names;
}

// The WHATWG URL Standard's rules quote prose, not productions: test/whatwg-grammar.test.ts holds them to url.bs.
const rfcRules = allRules().filter((r) => r.rfc !== 'urlgrammar' && r.notation !== 'prose');

describe('every rule prints its verbatim production', () => {
  it.each(rfcRules.map((r) => [r.key, r] as const))('%s', (_key, rule) => {
    expect(norm(printRfc(rule))).toBe(norm(rule.text));
  });
});

describe('every glue rule prints its own definition', () => {
  // Glue rules are ours (not RFC text): their text is the definition, printed back from the combinators.
  const glue = allRules().filter((r) => r.rfc === 'urlgrammar' && r.section === 'glue');
  // RFC 3986 Appendix B's component grammar is ours too: its rules print their own definitions.
  const appendixB = allRules().filter((r) => r.rfc === 'urlgrammar' && r.section === 'rfc3986-B');
  it('RFC 3986 Appendix B is declared as six rules and five character classes, and its authority as five rules and three classes', () => {
    expect(appendixB.filter((r) => !r.token).map((r) => r.name)).toEqual(['B-scheme', 'B-authority', 'B-userinfo', 'B-user', 'B-password', 'B-host', 'B-port', 'B-path', 'B-query', 'B-fragment', 'B-URI-reference']);
    expect(appendixB.filter((r) => r.token).length).toBe(8);
  });
  it.each(appendixB.map((r) => [r.key, r] as const))('%s', (_key, rule) => {
    expect(norm(printRfc(rule))).toBe(norm(rule.text));
  });
  // RFC 3987 §4.1's characters, stated in prose there, are ours too.
  const bidi = allRules().filter((r) => r.rfc === 'urlgrammar' && r.section === 'rfc3987-4.1');
  it('RFC 3987 §4.1 is declared as two character classes', () => expect(bidi.map((r) => [r.name, r.token])).toEqual([['bidi-format', true], ['bidi-isolate', true]]));
  it.each(bidi.map((r) => [r.key, r] as const))('%s', (_key, rule) => {
    expect(norm(printRfc(rule))).toBe(norm(rule.text));
  });
  it('there are glue rules', () => expect(glue.map((r) => r.name)).toEqual(['URL-1738', 'URL-1808', 'URI-2396', 'userinfo-2732', 'net_loc-2732', 'httpsurl', 'url']));
  it.each(glue.map((r) => [r.key, r] as const))('%s', (_key, rule) => {
    expect(norm(printRfc(rule))).toBe(norm(rule.text));
  });
});

describe('every verbatim production stands in its RFC section', () => {
  for (const s of SECTIONS) {
    const rules = rulesOf(s);
    it.each(rules.map((r) => [r.key, r] as const))('%s', (_key, rule) => {
      expect(rule.section).toBe(s.section);
      // A rule that declares the text of verified errata in place of the RFC's: the erratum says
      // it, and the RFC's own production (by its name) is in the section.
      const haystack = (rule.errata ?? []).length > 0 ? rule.errata!.map((id) => erratumText(s.rfc as number, id)).join('\n').replace(/\s+/g, ' ') : s.text().replace(/\s+/g, ' ');
      expect(haystack).toContain(rule.text.replace(/\s+/g, ' ').trim());
      if (rule.errata) expect(productionNames(s.text())).toContain(rule.name);
    });
  }

  it('RFC 6570 §2 is declared whole: each production of the section in its rule, its core rules read from RFC 2234, 3986 and 3987', () => {
    const declared = rfcRules.filter((r) => r.rfc === 6570);
    expect(declared.map((r) => [r.name, r.section])).toEqual([
      ['URI-Template', '2'], ['literals', '2.1'], ['expression', '2.2'], ['operator', '2.2'], ['op-level2', '2.2'], ['op-level3', '2.2'],
      ['op-reserve', '2.2'], ['variable-list', '2.3'], ['varspec', '2.3'], ['varname', '2.3'], ['varchar', '2.3'], ['modifier-level4', '2.4'],
      ['prefix', '2.4.1'], ['max-length', '2.4.1'], ['explode', '2.4.2'],
    ]);
    const imported = new Set(declared.flatMap((r) => refsOf(r.body).filter((e) => e.rfc !== undefined && e.rfc !== 6570).map((e) => `${e.rfc}:${e.name}`)));
    expect([...imported].sort()).toEqual(['2234:ALPHA', '2234:DIGIT', '3986:pct-encoded', '3987:iprivate', '3987:ucschar']);
  });

  it('RFC 6570 literals is §2.1 as the verified Erratum 6937 corrects it (the apostrophe is a literal), and the RFC\'s own text is the one it corrects', () => {
    const literals = rfcRules.find((r) => r.key === '6570:literals')!;
    expect(literals.errata).toEqual([6937]);
    const record = readFileSync(new URL('../grammar/rfc/rfc6570-errata.txt', import.meta.url), 'utf8');
    const says = /^Section 2\.1 says:\n([\s\S]*?)\nIt should say:/m.exec(record)![1]!;
    expect(SECTIONS.find((s) => s.rfc === 6570 && s.section === '2.1')!.text().replace(/\s+/g, ' ')).toContain(says.replace(/\s+/g, ' ').trim());
    expect(norm(says)).not.toBe(norm(literals.text));
    // Only rules of RFC 6570 declare errata, and only literals.
    expect(allRules().filter((r) => r.errata).map((r) => r.key)).toEqual(['6570:literals']);
  });
});

describe('the rules of each section are exactly its productions', () => {
  for (const s of SECTIONS) {
    it(`RFC ${s.rfc} §${s.section}`, () => {
      const declared = rulesOf(s).map((r) => r.name).sort();
      const inRfc = [...new Set(productionNames(s.text()))];
      if (s.rfc === 2234) {
        // Only the core rules RFC 2373 and RFC 3986 use are declared.
        for (const d of declared) expect(inRfc).toContain(d);
        return;
      }
      if (s.rfc === 2732) {
        // The section defines `ipv6reference` and uses it as `IPv6reference` (ABNF names are case-insensitive).
        expect(declared).toEqual([...inRfc].sort());
        return;
      }
      expect(declared).toEqual([...inRfc].sort());
    });
  }
});

describe('RFC 3987 §2.2 restates RFC 3986 rules: they are RFC 3986\'s, not declared twice', () => {
  const same = () => section(3987, /^\s+The following rules are the same as those in \[RFC3986\]:/, /^3\.\s+Relationship between IRIs and URIs/);
  const names = () => productionNames(same());
  it('the restated productions are the ones RFC 3987 rules reference in RFC 3986, and no 3987 rule has their names', () => {
    expect(names()).toEqual(['scheme', 'port', 'IP-literal', 'IPvFuture', 'IPv6address', 'h16', 'ls32', 'IPv4address', 'dec-octet', 'pct-encoded', 'unreserved', 'reserved', 'gen-delims', 'sub-delims']);
    const declared = new Set(rfcRules.filter((r) => r.rfc === 3987).map((r) => r.name));
    for (const n of names()) expect(declared.has(n), n).toBe(false);
    const referenced = new Set(rfcRules.filter((r) => r.rfc === 3987).flatMap((r) => refsOf(r.body).filter((e) => e.rfc === 3986).map((e) => e.name)));
    // Those §2.2 uses directly; the others (h16, ls32, dec-octet, IPvFuture, IPv6address, unreserved,
    // reserved, gen-delims) are reached through them, or listed for completeness as RFC 3986 does.
    expect([...referenced].sort()).toEqual(['IP-literal', 'IPv4address', 'pct-encoded', 'port', 'scheme', 'sub-delims']);
  });
  it('each restated production is, up to white space and comments, the RFC 3986 rule\'s text', () => {
    const text = same();
    for (const n of names()) {
      const rule = allRules().find((r) => r.rfc === 3986 && r.name === n)!;
      expect(rule, n).toBeDefined();
      // The production in RFC 3987: from its `name =` line to the next production or the end.
      const lines = text.split('\n');
      const a = lines.findIndex((l) => new RegExp(`^\\s*${n}\\s+=\\s`).test(l));
      let b = a + 1;
      while (b < lines.length && !/^\s*[A-Za-z][A-Za-z0-9-]*\s+=\s/.test(lines[b]!) && !/^\s+This syntax/.test(lines[b]!)) b++;
      expect(norm(lines.slice(a, b).join('\n')), n).toBe(norm(rule.text));
    }
  });
});

describe('ABNF printing (RFC 5234)', () => {
  const table: Array<[string, RFC, string]> = [
    ['hostname', 1738, 'hostname = *( domainlabel "." ) toplabel'],
    ['lowalpha', 1738, 'lowalpha = %x61-7A'],
    ['digit', 1808, 'digit = %x30-39'],
    ['ftptype', 1738, 'ftptype = %x41 / %x49 / %x44 / %x61 / %x69 / %x64'],
    ['ftpurl', 1738, 'ftpurl = %s"ftp://" login [ "/" fpath [ %s";type=" ftptype ] ]'],
    ['net_loc', 1808, 'net-loc = *( pchar / ";" / "?" )'],
    ['gopher+_string', 1738, 'gopher-plus-string = *xchar'],
    ['punctuation', 1738, 'punctuation = "<" / ">" / "#" / "%" / %x22'],
    ['hex4', 2373, 'hex4 = 1*4HEXDIG'],
    ['HEXDIG', 2234, 'HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"'],
    ['absoluteURL', 1808, 'absoluteURL = generic-RL / ( scheme ":" *( uchar / reserved ) )'],
    ['IPv4address', 2373, 'IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT'],
    ['hostname', 2396, 'hostname = *( domainlabel "." ) toplabel [ "." ]'],
    ['URI-reference', 2396, 'URI-reference = [ absoluteURI / relativeURI ] [ "#" fragment ]'],
    ['mark', 2396, 'mark = "!" / %x27-2A / "-" / "." / "_" / "~"'],
    ['path-empty', 3986, 'path-empty = 0pchar'],
    ['dec-octet', 3986, 'dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35'],
    ['IPvFuture', 3986, 'IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )'],
    ['sub-delims', 3986, 'sub-delims = "!" / "$" / %x26-2C / ";" / "="'],
    ['ALPHA', 2234, 'ALPHA = %x41-5A / %x61-7A'],
    ['iprivate', 3987, 'iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD'],
    ['ipath-empty', 3987, 'ipath-empty = 0ipchar'],
    ['iunreserved', 3987, 'iunreserved = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar'],
  ];
  it.each(table)('%s (RFC %s)', (name, rfc, abnf) => {
    expect(grammar.abnf(name, { rfc })).toBe(abnf);
  });

  it('every rule prints as ABNF whose names are legal RFC 5234 rule names', () => {
    for (const r of allRules()) {
      const text = printAbnf(r);
      const lhs = text.split(' = ')[0]!;
      expect(lhs).toMatch(/^[A-Za-z][A-Za-z0-9-]*$/);
    }
  });

  it('every PEG rewrite is documented with a PEG: note, and only those', () => {
    for (const r of allRules()) {
      if (r.peg) {
        expect(r.pegNote, r.key).toMatch(/^PEG: /);
        expect(printPeg(r)).not.toBeNull();
      } else expect(r.pegNote).toBeUndefined();
    }
  });

  it('grammar.rules lists every rule with its RFC spelling and ABNF', () => {
    const rules = grammar.rules;
    expect(rules.length).toBe(allRules().length);
    const ip = rules.find((r) => r.name === 'ip-schemepart')!;
    expect(ip).toMatchObject({ rfc: 1738, section: '5', abnf: 'ip-schemepart = "//" login [ "/" urlpath ]' });
    expect(rules.filter((r) => r.name === 'scheme').map((r) => r.rfc).sort()).toEqual([1738, 1808, 2396, 3986]);
  });
});
