/**
 * The types of the API's options (issue 21 item 7): `parseURL`'s `start` takes the start symbols
 * of the grammar its `grammar` names, read from `profiles` (grammar/obsoleted/glue.ts). The
 * `@ts-expect-error` lines are checked by `npm run typecheck` (a line that compiles fails it); the
 * assertions run too, so that the types and the run-time names stay the same names.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { profiles } from '../grammar/all.js';
import type { StartsWithoutFragment, StartsWithoutScheme, StartsWithScheme } from '../grammar/index.js';
import { parseURL, parseURLOrThrow, startSymbols, GrammarError, type GrammarName, type ParseURLOptions, type ParseURLSchemesOptions, type StartSymbol, type DefaultStartSymbol, type ComponentSpan, type RFC, type DeclaredRFC, type ABNFOptions, type ABNFGrammar, type ComponentTag, type RuleSpec, type Rule, grammar, COMPONENT_TAGS } from '../src/index.js';

describe('RFC: the sources of declared rules, as the language folders declare them (grammar/generated/profiles.ts adds them to the engine\'s DeclaredSources)', () => {
  it('is every source of a language, urlgrammar\'s own and the loaded grammars\'', () => {
    expectTypeOf<RFC>().toEqualTypeOf<1738 | 1808 | 2396 | 2732 | 2373 | 2234 | 3986 | 3987 | 6570 | 'urlgrammar' | 'whatwg' | `abnf:${string}`>();
    expectTypeOf<DeclaredRFC>().toEqualTypeOf<1738 | 1808 | 2396 | 2732 | 2373 | 2234 | 3986 | 3987 | 6570>();
  });
});

describe("what the engine is told of URLs by declaration merging (grammar/components.ts, grammar/report-codes.ts): the public types are the URL ones", () => {
  it("a rule's parts are components", () => {
    expectTypeOf<NonNullable<RuleSpec['parts']>>().toEqualTypeOf<Readonly<Record<string, ComponentTag>>>();
    expectTypeOf<NonNullable<Rule['parts']>>().toEqualTypeOf<Readonly<Record<string, ComponentTag>>>();
    expectTypeOf(COMPONENT_TAGS).toEqualTypeOf<readonly ComponentTag[]>();
    // @ts-expect-error: not a component
    const bad: RuleSpec['parts'] = { host: 'hots' };
    expect(bad).toBeDefined();
  });

  it("fromABNF's codes are 'url', or left out", () => {
    expectTypeOf<ABNFOptions['codes']>().toEqualTypeOf<'url' | undefined>();
    expectTypeOf<ABNFGrammar['codes']>().toEqualTypeOf<'url' | null>();
    // @ts-expect-error: no such set of codes
    const bad: ABNFOptions = { name: 'option-types-codes', codes: 'uri' };
    expect(() => grammar.fromABNF('a = "x"', bad)).toThrow(`loadABNF: option 'codes' must be 'url' or left out, not "uri"`);
    expect(grammar.fromABNF('a = "x"', { name: 'option-types-codes', codes: 'url' }).codes).toBe('url');
  });
});

describe('StartSymbol<G>: the start symbols of a grammar, as types', () => {
  it('is the union of the names profiles declares, per grammar', () => {
    expectTypeOf<StartSymbol<'rfc3986'>>().toEqualTypeOf<'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref'>();
    expectTypeOf<StartSymbol<'rfc3987'>>().toEqualTypeOf<'IRI-reference' | 'IRI' | 'absolute-IRI' | 'irelative-ref'>();
    expectTypeOf<StartSymbol<'rfc1808'>>().toEqualTypeOf<'URL-1808' | 'URL' | 'absoluteURL' | 'relativeURL'>();
    expectTypeOf<StartSymbol<'rfc2396'>>().toEqualTypeOf<'URI-2396' | 'URI-reference' | 'absoluteURI' | 'relativeURI'>();
    expectTypeOf<StartSymbol<'rfc1738'>>().toEqualTypeOf<'URL-1738' | 'url'>();
    // A union of grammars: the start symbols of each.
    expectTypeOf<StartSymbol<'rfc1808' | 'rfc1738'>>().toEqualTypeOf<'URL-1808' | 'URL' | 'absoluteURL' | 'relativeURL' | 'URL-1738' | 'url'>();
    // The default start symbol of each grammar: an absolute URL with an optional fragment.
    expectTypeOf<DefaultStartSymbol<'rfc3986'>>().toEqualTypeOf<'URI'>();
    expectTypeOf<DefaultStartSymbol<'rfc3987'>>().toEqualTypeOf<'IRI'>();
    expectTypeOf<DefaultStartSymbol<'rfc1808'>>().toEqualTypeOf<'URL-1808'>();
    expectTypeOf<DefaultStartSymbol<'rfc2396' | 'rfc2396+2732'>>().toEqualTypeOf<'URI-2396'>();
    expectTypeOf<DefaultStartSymbol<'rfc1738' | 'rfc1738-pure'>>().toEqualTypeOf<'URL-1738'>();
    expectTypeOf<DefaultStartSymbol<'whatwg'>>().toEqualTypeOf<'absolute-URL-with-fragment-string'>();
    expectTypeOf(startSymbols('rfc3986')).toEqualTypeOf<Array<StartSymbol<'rfc3986'>>>();
  });

  it('names what startSymbols returns at run time (the types are read from the same declaration)', () => {
    const each: { [G in GrammarName]: ReadonlyArray<StartSymbol<G>> } = {
      rfc1738: ['URL-1738', 'url'],
      'rfc1738-pure': ['URL-1738', 'url'],
      rfc1808: ['URL-1808', 'URL', 'absoluteURL', 'relativeURL'],
      rfc2396: ['URI-2396', 'URI-reference', 'absoluteURI', 'relativeURI'],
      'rfc2396+2732': ['URI-2396', 'URI-reference', 'absoluteURI', 'relativeURI'],
      rfc3986: ['URI', 'URI-reference', 'absolute-URI', 'relative-ref'],
      rfc3987: ['IRI', 'IRI-reference', 'absolute-IRI', 'irelative-ref'],
      whatwg: [
        'absolute-URL-with-fragment-string', 'valid-URL-string', 'absolute-URL-string', 'relative-URL-with-fragment-string',
        'valid-URL-string-special-base', 'valid-URL-string-file-base', 'valid-URL-string-other-base', 'valid-URL-string-opaque-base',
      ],
    };
    for (const g of Object.keys(profiles) as GrammarName[]) expect(startSymbols(g)).toEqual(each[g]);
  });
});

describe("parseURL's start option is typed by its grammar", () => {
  it('compiles with a start symbol of the grammar, and not with one of another grammar', () => {
    expect(parseURL('http://a/b', { grammar: 'rfc3986', start: 'absolute-URI' }).ok).toBe(true);
    expect(parseURL('../b', { grammar: 'rfc1808', start: 'relativeURL' }).ok).toBe(true);
    expect(parseURLOrThrow('http://a/b', { grammar: 'rfc2396', start: 'absoluteURI' }).type).toBe('absoluteURI');
    // RFC 2396's name under RFC 3986: a compile-time error, and a GrammarError at run time.
    // @ts-expect-error 'absoluteURI' is not a start symbol of rfc3986
    expect(() => parseURL('http://a/b', { grammar: 'rfc3986', start: 'absoluteURI' })).toThrow(GrammarError);
    // @ts-expect-error 'relativeURL' is RFC 1808's, not RFC 3987's
    expect(() => parseURLOrThrow('../b', { grammar: 'rfc3987', start: 'relativeURL' })).toThrow(GrammarError);
    // @ts-expect-error not a start symbol of any grammar
    expect(() => parseURL('x', { grammar: 'rfc1808', start: 'nope' })).toThrow(GrammarError);
  });

  it('calls without options, or without a grammar, still compile', () => {
    expect(parseURL('http://a/').ok).toBe(true);
    expect(parseURLOrThrow('http://a/').type).toBe('URI');
    expect(parseURL('http://a/', null).ok).toBe(true);
    expect(parseURL('http://a/', { grammar: 'rfc3986' }).ok).toBe(true);
    // (Parameters<>: vitest's .parameter(1) on this generic function gives a type that fails the
    // comparison since its return type is the conditional NodeOf<G>.)
    // The main entry's parseURL takes `schemes` too (src/schemes/).
    expectTypeOf<Parameters<typeof parseURL>[1]>().toEqualTypeOf<ParseURLSchemesOptions<GrammarName, StartSymbol> | null | undefined>();
  });

  it('a grammar held in a variable of type GrammarName takes every start symbol (checked at run time)', () => {
    const g = 'rfc3986' as GrammarName;
    expect(parseURL('http://a/b', { grammar: g, start: 'absolute-URI' }).ok).toBe(true);
    expect(() => parseURL('http://a/b', { grammar: g, start: 'absoluteURI' })).toThrow(GrammarError);
  });

  it('ParseURLOptions<G> is the options of one grammar', () => {
    const o: ParseURLOptions<'rfc3986'> = { grammar: 'rfc3986', start: 'relative-ref' };
    expect(parseURL('../x', o).ok).toBe(true);
    // @ts-expect-error a start symbol of rfc1808 in the options of rfc3986
    const bad: ParseURLOptions<'rfc3986'> = { grammar: 'rfc3986', start: 'relativeURL' };
    expect(bad.start).toBe('relativeURL');
    // @ts-expect-error the grammar must be the one named
    const other: ParseURLOptions<'rfc3986'> = { grammar: 'rfc1808' };
    expect(other.grammar).toBe('rfc1808');
  });
});

describe("the component record is typed by the start symbol", () => {
  it("the start symbols whose record's type says more (grammar/profiles.ts, beside the start symbols): each grammar's absolute ones, its relative ones, and those before \"#\"", () => {
    expectTypeOf<StartsWithScheme>().toEqualTypeOf<'URI' | 'IRI' | 'absolute-URI' | 'absolute-IRI' | 'absoluteURI' | 'absoluteURL' | 'URL-1738' | 'url' | 'URL-1808' | 'URI-2396' | 'absolute-URL-with-fragment-string' | 'absolute-URL-string'>();
    expectTypeOf<StartsWithoutScheme>().toEqualTypeOf<'relative-ref' | 'irelative-ref' | 'relativeURI' | 'relativeURL'>();
    expectTypeOf<StartsWithoutFragment>().toEqualTypeOf<'absolute-URI' | 'absolute-IRI' | 'absoluteURI' | 'absoluteURL' | 'relativeURI' | 'relativeURL' | 'url'>();
    // Each is a start symbol some grammar's parseURL takes, and parses so.
    const absolute: StartsWithScheme[] = ['URI', 'absolute-URI'];
    for (const start of absolute) expect(parseURL('http://a/b', { start }).ok).toBe(true);
    expect(parseURL('../g', { start: 'relative-ref' satisfies StartsWithoutScheme }).ok).toBe(true);
  });

  it('a URI always has a scheme; a relative reference never; an absolute-URI no fragment', () => {
    const uri = parseURL('http://a/b#f', { grammar: 'rfc3986', start: 'URI' });
    if (uri.ok) {
      expectTypeOf(uri.components.scheme).toEqualTypeOf<ComponentSpan>();
      expect(uri.components.scheme.text).toBe('http');
    }
    const abs = parseURL('http://a/b', { grammar: 'rfc3986', start: 'absolute-URI' });
    if (abs.ok) {
      expectTypeOf(abs.components.fragment).toEqualTypeOf<null>();
      expect(abs.components.fragment).toBeNull();
    }
    const rel = parseURL('../b?q', { grammar: 'rfc3986', start: 'relative-ref' });
    if (rel.ok) {
      expectTypeOf(rel.components.scheme).toEqualTypeOf<null>();
      expect(rel.components.scheme).toBeNull();
    }
    const ref = parseURL('../b', { grammar: 'rfc3986', start: 'URI-reference' });
    if (ref.ok) expectTypeOf(ref.components.scheme).toEqualTypeOf<ComponentSpan | null>();
    // A grammar named alone reads its default, an absolute URL: the scheme is always there.
    const named = parseURL('http://a/b', { grammar: 'rfc1808' });
    if (named.ok) {
      expectTypeOf(named.components.scheme).toEqualTypeOf<ComponentSpan>();
      expect(named.components.scheme.text).toBe('http');
    }
    const plain = parseURL('urn:a:b');
    if (plain.ok) expectTypeOf(plain.components.scheme).toEqualTypeOf<ComponentSpan>();
    // A start option typed by the whole union: the plain record.
    const some = parseURL('../b', { grammar: 'rfc3986', start: 'relative-ref' as StartSymbol<'rfc3986'> });
    if (some.ok) expectTypeOf(some.components.scheme).toEqualTypeOf<ComponentSpan | null>();
    expect([uri.ok, abs.ok, rel.ok, ref.ok, named.ok, plain.ok, some.ok]).toEqual([true, true, true, true, true, true, true]);
  });
});
