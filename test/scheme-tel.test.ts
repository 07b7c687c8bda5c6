/**
 * RFC 3966 `tel` (grammar/schemes/rfc3966.ts): its ABNF is the RFC's text in grammar/rfc/rfc3966.txt;
 * every `tel` URI the RFC writes is valid (§6's examples, and the ones of §8, §9 and §11), read
 * through the API every scheme grammar has (`checkScheme`, `parseScheme`, `parseURL(..., { schemes:
 * true })`, `schemeGrammars()`); the invalid rows carry their offset and the reason; and the
 * restrictions of §3's prose (NOT RFC text) are held against the RFC's ABNF.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractABNF } from '../grammar/all.js';
import { RFC3966_ABNF, RFC3966_SYNTAX, TEL_RESTRICTED_ABNF, loadRFC3966, loadTelRestricted } from '../grammar/schemes/rfc3966.js';
import { checkScheme, parseScheme, parseURL, schemeGrammars } from '../src/index.js';
import { RFC3966_EXAMPLES } from './tables/scheme-examples.js';

const TEXT = readFileSync(new URL('../grammar/rfc/rfc3966.txt', import.meta.url), 'utf8');

/** Every `tel` URI RFC 3966 writes, verbatim, by section: its rows of test/tables/scheme-examples.ts, and the one it writes twice over, in §11's link text. */
const VALID: ReadonlyArray<readonly [section: string, input: string]> = [
  ...RFC3966_EXAMPLES.map((row) => [row.section, row.input] as const),
  ['11', 'tel:+1-800-555-0191'],
];

/** URIs §3's grammar and prose reject: the offset `checkScheme` gives (the longest viable prefix) and why. */
const INVALID: ReadonlyArray<readonly [input: string, offset: number, why: string]> = [
  ['tel:', 4, 'a telephone-subscriber is required'],
  ['tel:+', 5, 'global-number-digits need a DIGIT after "+"'],
  ['tel:+-()', 8, 'visual separators alone are no number'],
  ['tel:7042', 8, 'a local number needs its context (§5.1.5: "Local numbers MUST be tagged with a \'phone-context\'")'],
  ['tel:xyz;phone-context=example.com', 4, 'local-number-digits are HEXDIG, "*", "#" and visual separators'],
  ['tel:+1 201 555 0123', 6, 'a space is no visual separator'],
  ['tel:1234;phone-context=-example.com', 35, 'a domainlabel does not start with "-": so ";phone-context=-example.com" is only a parameter, and the context is still to come at the end'],
  ['tel:+1;isub=', 12, 'an ISDN subaddress is 1*uric'],
  ['tel:+1-201-555-0123;a=[b]', 22, '"[" in a parameter value: RFC 2396 §2.4.3\'s "unwise" characters (§3 follows RFC 2396), percent-encoded (prose; the ABNF lists it)'],
  ['tel:+1-201-555-0123;a=b+c', 23, '"+" in a parameter value MUST be percent encoded (§3 prose; the ABNF lists it)'],
  ['tel:+1;isub=a=b', 13, '"=" in the ISDN subaddress (a parameter value) MUST be percent encoded (§3 prose)'],
  ['tel:+1;=x', 7, 'a parameter has a pname'],
  ['tel:#5;phone-context=example.com', 4, '"#" (a DTMF symbol, §5.1.3) is written %23 in a URI: RFC 2396\'s "delims" (§3 follows RFC 2396); a raw "#" begins the fragment'],
  ['tel://+1-201-555-0123', 4, 'no authority: "tel:" is followed by the number'],
];

describe('RFC 3966 §3: the ABNF is the RFC\'s text', () => {
  it('RFC3966_SYNTAX is extractABNF of §3, exactly, and each of its lines a line of the RFC', () => {
    expect(RFC3966_SYNTAX).toBe(extractABNF(TEXT, '3'));
    const lines = new Set(TEXT.split('\n'));
    for (const l of RFC3966_SYNTAX.split('\n')) expect(lines.has(l), l).toBe(true);
  });

  it('RFC3966_ABNF differs from it by one space (RFC 5234 §4: white space between concatenated elements), which the loader needs', () => {
    expect(RFC3966_ABNF).not.toBe(RFC3966_SYNTAX);
    expect(RFC3966_ABNF.replace('(HEXDIG / "*" / "#") *phonedigit-hex', '(HEXDIG / "*" / "#")*phonedigit-hex')).toBe(RFC3966_SYNTAX);
    expect(RFC3966_ABNF.length).toBe(RFC3966_SYNTAX.length + 1);
    expect(() => loadRFC3966()).not.toThrow();
  });

  it('the ABNF of our own says NOT RFC TEXT first; the RFC text never does', () => {
    expect(TEL_RESTRICTED_ABNF.startsWith('; NOT RFC TEXT')).toBe(true);
    expect(RFC3966_SYNTAX).not.toContain('NOT RFC TEXT');
  });
});

describe('RFC 3966: its examples, verbatim, are valid', () => {
  it.each(VALID)('§%s %s', (section, input) => {
    expect(TEXT).toContain(input);
    expect(checkScheme(input)).toEqual({ scheme: 'tel', rfc: 3966, ok: true, offset: input.length });
    expect(loadRFC3966().check(input, 'telephone-uri').ok).toBe(true);
    const r = parseScheme(input);
    expect(r.ok && [r.scheme, r.rfc, r.parts]).toEqual(['tel', 3966, { scheme: 'tel' }]);
    expect(parseURL(input, { schemes: true }).ok).toBe(true);
    expect(section).toMatch(/^\d+$/);
  });

  it('each of §6\'s is where the RFC writes it', () => {
    const at = TEXT.indexOf('6.  Examples');
    for (const [section, input] of VALID.filter(([s]) => s === '6')) expect(TEXT.indexOf(input, at), `§${section} ${input}`).toBeGreaterThan(at);
  });
});

describe('RFC 3966: invalid URIs, with their offset and the reason', () => {
  it.each(INVALID)('%s (offset %i): %s', (input, offset) => {
    expect(checkScheme(input)).toEqual({ scheme: 'tel', rfc: 3966, ok: false, offset });
    const r = parseScheme(input);
    expect(r.ok).toBe(false);
    // A URI RFC 3986 accepts is rejected by RFC 3966's grammar, whose report cites it.
    if (!r.ok && parseURL(input).ok) expect(r.rfc).toBe(3966);
  });

  it('a parameter named like the context, after it, is a parameter: valid by the ABNF (§3\'s prose on repeats is not checked)', () => {
    expect(checkScheme('tel:1234;phone-context=example.com;phone-context')!.ok).toBe(true);
  });

  it('what the ABNF as written accepts and the prose forbids: the RFC\'s grammar alone takes it', () => {
    for (const input of ['tel:+1-201-555-0123;a=[b]', 'tel:+1-201-555-0123;a=b+c', 'tel:+1;isub=a=b', 'tel:#5;phone-context=example.com', 'tel:*5#;phone-context=example.com']) {
      expect(schemeGrammars().tel.rfcGrammar.check(input, schemeGrammars().tel.rfcStart).ok, input).toBe(true);
      expect(checkScheme(input)!.ok, input).toBe(false);
    }
    // Percent-encoded, they are parameter values.
    for (const input of ['tel:+1-201-555-0123;a=%5Bb%5D', 'tel:+1-201-555-0123;a=b%2Bc', 'tel:+1;isub=a%3Db', 'tel:%235;phone-context=example.com', 'tel:*5%23;phone-context=example.com']) expect(checkScheme(input)!.ok, input).toBe(true);
  });

  it('the ABNF\'s nullable phonedigit ("DIGIT / [ visual-separator ]"): ";ext=" with no digit is read as an extension', () => {
    expect(checkScheme('tel:+1;ext=')!.ok).toBe(true);
    expect(checkScheme('tel:+1;ext=12-3')!.ok).toBe(true);
  });

  it('the restricted grammar accepts only what the RFC\'s accepts, a local number\'s "%23" read as its "#" (on the examples and rows here)', () => {
    const checked = loadTelRestricted();
    const inputs = [...VALID.map(([, i]) => i), ...INVALID.map(([i]) => i), 'tel:%235;phone-context=example.com', 'tel:*5%23;phone-context=example.com;x=%23'];
    for (const input of inputs) {
      if (checked.check(input, 'tel-URI').ok) expect(loadRFC3966().check(input.replace(/%23(?=[^;]*;)/g, '#'), 'telephone-uri').ok, input).toBe(true);
    }
  });

  it('a tel URI is an RFC 3986 URI; a fragment after it is RFC 3986\'s; the scheme is case-insensitive', () => {
    for (const [, input] of VALID) expect(parseURL(input, { grammar: 'rfc3986' }).ok, input).toBe(true);
    expect(checkScheme('TEL:+1-201-555-0123#top')).toEqual({ scheme: 'tel', rfc: 3966, ok: true, offset: 23 });
    expect(parseURL('tel:+1-201-555-0123;a=[b]').ok).toBe(false); // RFC 3986 rejects "[" outside an IP literal too
  });
});
