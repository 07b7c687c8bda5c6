/**
 * `parseScheme` (src/schemes/): a URI read as RFC 3986 `URI`, then by its scheme's grammar loaded
 * from the scheme's RFC (grammar/schemes/index.ts, whose grammars test/uri-schemes.test.ts holds to
 * the RFC texts and examples). Here: the verdicts the issue names, the report citing the scheme's
 * RFC, and the parts each scheme's RFC names, read from the tree.
 */
import { describe, expect, it } from 'vitest';
import { ArgumentError, formatReport, parseABNF, parseScheme, parseURL, parseURLOrThrow, URLSyntaxError } from '../src/index.js';
import { loadRFC5322AddrSpec } from '../grammar/schemes/rfc5322.js';
import { loadURNChecked } from '../grammar/schemes/rfc8141.js';
import { SCHEME_EXAMPLES } from './tables/scheme-examples.js';
import { runCLI } from './support/cli.js';

describe('parseScheme', () => {
  it('rejects what RFC 3986 accepts and the scheme RFC does not, citing the scheme RFC', () => {
    for (const [input, rfc, offset] of [['mailto:@@@', 6068, 7], ['mailto:a@', 6068, 9], ['http://', 9110, 7], ['https://:443/', 9110, 12]] as const) {
      expect(parseURL(input).ok, input).toBe(true);
      const r = parseScheme(input);
      expect(r.ok ? null : [r.rfc, r.error.offset], input).toEqual([rfc, offset]);
      if (!r.ok) expect(formatReport(r.error)).toContain(`RFC ${rfc}`);
    }
  });

  it('gives RFC 3986\'s report where the input is no URI, and reads a scheme without a grammar here by RFC 3986 alone', () => {
    const r = parseScheme('mailto:a b@c');
    expect(r.ok ? null : [r.rfc, r.scheme, r.error.code]).toEqual([3986, null, 'char.space']);
    const f = parseScheme('FTP://example.com/');
    expect(f.ok && [f.scheme, f.rfc, f.parts]).toEqual(['ftp', 3986, null]);
  });

  it('accepts every valid URI example of the scheme RFCs', () => {
    const uris = SCHEME_EXAMPLES.filter((x) => x.valid && /^(mailto|file|urn|data|https?):/i.test(x.input));
    expect(uris.length).toBeGreaterThan(40);
    for (const x of uris) expect(parseScheme(x.input).ok, `${x.input} (RFC ${x.rfc} §${x.section})`).toBe(true);
  });

  it('rejects each invalid URI example of the scheme RFCs with the rule at fault in the stack', () => {
    // [input, the RFC whose grammar rejects it, a rule of its stack]: RFC 3986 where the URI is no
    // URI at all (an escape "%fg", a "|"), else the scheme's.
    const rows: Array<[string, number, string]> = [
      ['data:text/plain;charset=iso-8859-7,%be%fg%be', 3986, 'segment'],
      ['mailto:joe@example.com?cc=bob@example.com?body=hello', 6068, 'hfields'],
      ['file:c:/path/to/file', 8089, 'local-path'],
      ['file:///c|/path/to/file', 3986, 'segment'],
      ['file:/c|/path/to/file', 3986, 'segment-nz'],
      ['file:c|/path/to/file', 3986, 'segment-nz'],
      ['file:////host.example.com/path/to/file', 8089, 'auth-path'],
      ['file://///host.example.com/path/to/file', 8089, 'auth-path'],
    ];
    const uris = SCHEME_EXAMPLES.filter((x) => !x.valid && /^[a-z]+:/i.test(x.input)).map((x) => x.input);
    expect(rows.map(([input]) => input).sort()).toEqual([...uris].sort());
    for (const [input, rfc, rule] of rows) {
      const r = parseScheme(input);
      expect(r.ok ? null : [r.rfc, r.error.trace.some((f) => f.rule === rule)], input).toEqual([rfc, true]);
    }
  });

  it('rejects each invalid address and NID example with the rule at fault in the stack, where the RFC puts the fault', () => {
    // RFC 5322 Appendix A.6's obsolete addresses (the mailto addresses are RFC 5322's without the
    // obsolete syntax): the fault is in the local part or the domain.
    const addresses: Array<[string, number, string]> = [
      ['@node.test:mary@example.net', 0, 'local-part-no-obs'],
      ['jdoe@test  . example', 11, 'domain-no-obs'],
      ['jdoe@machine(comment).  example', 21, 'domain-no-obs'],
    ];
    // RFC 8141 §5.1's reserved NID prefixes, each followed by a letter: the fault is where the prefix ends.
    const nids: Array<[string, number]> = [
      ['urn-', 3],
      ['xn--', 2],
      ['X-', 1],
    ];
    const listed = SCHEME_EXAMPLES.filter((x) => !x.valid && (x.kind === 'addr-spec' || x.kind === 'nid-prefix')).map((x) => x.input);
    expect([...addresses.map(([a]) => a), ...nids.map(([n]) => n)].sort()).toEqual([...listed].sort());
    const addrSpec = loadRFC5322AddrSpec();
    for (const [input, offset, rule] of addresses) {
      const r = parseABNF(addrSpec, input, { start: 'addr-spec-no-obs' });
      expect(r.ok ? null : [r.error.offset, r.error.trace.some((f) => f.rule === rule), formatReport(r.error).includes('RFC 5322')], input).toEqual([offset, true, true]);
    }
    const urn = loadURNChecked();
    for (const [prefix, offset] of nids) {
      const r = parseABNF(urn, `${prefix}a`, { start: 'formal-NID' });
      expect(r.ok ? null : [r.error.offset, r.error.trace.map((f) => f.rule)], prefix).toEqual([offset, ['formal-NID']]);
    }
  });

  it('reads the parts each RFC names', () => {
    const m = parseScheme('mailto:a@b.example,c@d.example?subject=hi&body=x%20y');
    expect(m.ok && m.parts).toEqual({ scheme: 'mailto', to: ['a@b.example', 'c@d.example'], headers: [['subject', 'hi'], ['body', 'x%20y']] });
    const u = parseScheme('urn:example:a123,z456?+r?=q#f');
    expect(u.ok && u.parts).toEqual({ scheme: 'urn', nid: 'example', nss: 'a123,z456', rComponent: 'r', qComponent: 'q', fComponent: 'f' });
    const w = parseScheme('urn:example:weather?=op=map&lat=39.56');
    expect(w.ok && w.parts).toMatchObject({ rComponent: null, qComponent: 'op=map&lat=39.56' });
    const d = parseScheme('data:text/plain;charset=iso-8859-7;base64,SGk=');
    expect(d.ok && d.parts).toEqual({ scheme: 'data', mediaType: 'text/plain;charset=iso-8859-7', base64: true, data: 'SGk=' });
    const d2 = parseScheme('data:,A%20brief%20note');
    expect(d2.ok && d2.parts).toEqual({ scheme: 'data', mediaType: '', base64: false, data: 'A%20brief%20note' });
    expect([parseScheme('file:///etc/hosts'), parseScheme('file://host.example.com/path/to/file'), parseScheme('file:/path/to/file')].map((x) => x.ok && x.parts)).toEqual([
      { scheme: 'file', host: '', path: '/etc/hosts' },
      { scheme: 'file', host: 'host.example.com', path: '/path/to/file' },
      { scheme: 'file', host: null, path: '/path/to/file' },
    ]);
    const h = parseScheme('HTTPS://example.com:8443/a?b#c');
    expect(h.ok && [h.scheme, h.rfc, h.section, h.parts, h.components.host?.text]).toEqual(['https', 9110, '4.2.2', { scheme: 'https' }, 'example.com']);
  });

  it('refuses a non-string, with a typed error', () => {
    expect(() => parseScheme(42 as never)).toThrow(/string/);
  });
});

describe("parseURL's schemes option (the main entry)", () => {
  it('reads a URI by its scheme\'s grammar after RFC 3986, and only then', () => {
    expect(parseURL('mailto:a@').ok).toBe(true);
    const r = parseURL('mailto:a@', { schemes: true });
    expect(r.ok ? null : [r.error.offset, r.error.trace[1]?.rule]).toEqual([9, 'mailto-URI']);
    expect(parseURL('mailto:a@b.example', { schemes: true }).ok).toBe(true);
    expect(parseURL('ftp://h/', { schemes: true }).ok).toBe(true);
    expect(parseURL('../a', { schemes: true, start: 'URI-reference' }).ok).toBe(true);
    const bad = parseURL('http://a b/', { schemes: true });
    expect(bad.ok ? null : bad.error.grammar).toBe('rfc3986');
    expect(() => parseURLOrThrow('mailto:a@', { schemes: true })).toThrow(URLSyntaxError);
    expect(parseURLOrThrow('mailto:a@b.example', { schemes: true }).type).toBe('URI');
  });
  it('gives a valid result the scheme\'s parts beside its components (null for a relative reference or a scheme without a grammar here), in JSON too', () => {
    const parts = (u: string, o: object = {}) => {
      const r = parseURL(u, { schemes: true, ...o });
      return r.ok ? r.parts : r.error.code;
    };
    expect(parts('mailto:a@b.example,c@d.example?subject=hi')).toEqual({ scheme: 'mailto', to: ['a@b.example', 'c@d.example'], headers: [['subject', 'hi']] });
    expect(parts('urn:isbn:0451450523')).toEqual({ scheme: 'urn', nid: 'isbn', nss: '0451450523', rComponent: null, qComponent: null, fComponent: null });
    expect(parts('data:,A%20brief%20note')).toEqual({ scheme: 'data', mediaType: '', base64: false, data: 'A%20brief%20note' });
    expect(parts('file:///etc/hosts')).toEqual({ scheme: 'file', host: '', path: '/etc/hosts' });
    expect(parts('HTTPS://example.com/')).toEqual({ scheme: 'https' });
    expect(parts('ftp://h/')).toBeNull();
    expect(parts('../a', { start: 'URI-reference' })).toBeNull();
    // Each the same as parseScheme's.
    for (const u of ['mailto:x@y.example', 'urn:example:a?=b', 'data:text/plain;base64,SGk=', 'file://host/p', 'http://h/']) {
      const a = parseScheme(u);
      expect(parts(u), u).toEqual(a.ok ? a.parts : null);
    }
    // The components and the warnings are parseURL's; JSON shows the parts.
    const r = parseURL('http://u@h:80/', { schemes: true, warnings: true });
    expect(r.ok && [r.components.host?.text, r.warnings?.map((w) => w.code), r.ast.type]).toEqual(['h', ['http.userinfo', 'port.default'], 'URI']);
    expect(JSON.parse(JSON.stringify(r))).toMatchObject({ ok: true, components: { host: { text: 'h' } }, parts: { scheme: 'http' } });
    // Without the option, no parts.
    const plain = parseURL('urn:isbn:1');
    expect(plain.ok && 'parts' in plain).toBe(false);
  });

  it('refuses it with another grammar, and a value that is no boolean', () => {
    expect(() => parseURL('x:y', { schemes: true, grammar: 'rfc3987' })).toThrow(ArgumentError);
    expect(() => parseURL('x:y', { schemes: 1 as never })).toThrow(ArgumentError);
  });
});

describe('urlgrammar scheme', () => {
  it('prints valid with the RFC and the parts, or the report citing the scheme RFC; exit 1 on any invalid; no password shown', async () => {
    const r = await runCLI(['scheme', 'mailto:chris@example.com?subject=hi', 'mailto:a@', 'http://u:secret@h/']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('valid  mailto:chris@example.com?subject=hi  (mailto: RFC 6068 §2)');
    expect(r.stdout).toContain('  to: ["chris@example.com"]');
    expect(r.stdout).toContain('RFC 6068 §2');
    expect(r.stdout).toContain('error[input.unexpected-end]');
    expect(r.stdout).not.toContain('secret');
    const j = await runCLI(['scheme', '--json', 'urn:example:weather?=op=map']);
    expect(j.code).toBe(0);
    expect(JSON.parse(j.stdout)).toMatchObject({ valid: true, scheme: 'urn', rfc: 8141, parts: { nid: 'example', qComponent: 'op=map' } });
    const checked = await runCLI(['check', '--schemes', '--format', 'line', 'mailto:a@', 'mailto:a@b.example']);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain('invalid "mailto:a@" 1:10 input.unexpected-end');
    expect(checked.stdout).toContain('valid "mailto:a@b.example"');
    expect((await runCLI(['check', '--schemes', '--grammar', 'rfc3987', 'x:y'])).code).toBe(2);
    expect((await runCLI(['check', '--schemes', '--fix', 'x:y'])).code).toBe(2);
    const none = await runCLI(['scheme']);
    expect([none.code, none.stderr]).toEqual([2, expect.stringContaining('takes at least 1 argument (URI), not 0')]);
  });
});
