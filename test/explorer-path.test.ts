/**
 * The path the grammar explorer marks on a railroad diagram (scripts/docs/explorer/path.ts): the
 * boxes a failed parse went through in one rule of its stack, and the boxes that were next.
 * Checked here in Node for reports of the library; test/explorer-browser.test.ts checks the marks
 * in the page. With it, the data of the explorer's other views (`*-view.ts`), and the URI Template
 * tab's state in the page's address (page.ts).
 */
import { describe, expect, it } from 'vitest';
import { lookup, printExpr, profiles, resolveRef, type Expr, type GrammarName, type RFC } from '../grammar/all.js';
import { diagramPath, exprAt } from '../scripts/docs/explorer/path.js';
import { normalize, parseURL } from '../src/index.js';
import { editSegments, elide, normalizationView, normalizeStart, sectionParts, type Segment } from '../scripts/docs/explorer/normalize-view.js';
import { errorHref, MAX_ERRORS, spanSegments, stateHref, WHATWG_SNAPSHOT, whatwgView } from '../scripts/docs/explorer/whatwg-view.js';
import { parseWHATWG, WHATWG_STATES, WHATWG_STANDARD_COMMIT, WHATWG_VALIDATION_ERRORS, whatwgGetters } from '../src/index.js';
import { partRows, schemesView } from '../scripts/docs/explorer/schemes-view.js';
import { parseScheme, schemeGrammars } from '../src/index.js';
import { readFileSync } from 'node:fs';
import { expansionOf, matchOf, OPERATORS, templatePartRows, readValues, templateTexts, templateView, valueStrings } from '../scripts/docs/explorer/template-view.js';
import { fragmentOf, readState } from '../scripts/docs/explorer/page.js';
import { expandTemplate, matchTemplate, parseTemplate, type ParsedTemplate } from '../src/entry/templates.js';
import { expandUnchecked } from '../src/templates/writer.js';
import { declaredRules } from './support/declared.js';

const byKey = new Map(declaredRules().map((r) => [r.key, r]));

/** The marks of each frame of the report of `input` under `grammar`, as printed expressions. */
function marks(input: string, grammar: GrammarName): Record<string, { taken: string[]; next: string[]; complete: boolean } | null> {
  const r = parseURL(input, { grammar });
  if (r.ok) throw new Error(`${input} parses`);
  const sub = profiles[grammar].substitute;
  const resolver = (from: RFC, e: Extract<Expr, { k: 'ref' }>) => {
    const rule = resolveRef(from, e);
    return byKey.get(sub.get(rule.key) ?? '') ?? rule;
  };
  const out: Record<string, { taken: string[]; next: string[]; complete: boolean } | null> = {};
  for (const f of r.error.trace) {
    const rule = lookup(f.rfc as RFC, f.rule)!;
    const p = diagramPath(rule, input, f.start, r.error.offset, resolver);
    const show = (at: string) => printExpr(exprAt(rule.body, at)!, 'abnf5234', rule.rfc);
    out[f.rule] = p && { taken: [...p.taken].map(show), next: [...p.failed].map(show), complete: p.complete };
  }
  return out;
}

describe('the path through a diagram', () => {
  it('a space in the host (RFC 3986): each rule of the stack, what it read and what was next', () => {
    const m = marks('http://www.exa mple.org/', 'rfc3986');
    expect(m['URI']).toEqual({ taken: ['scheme', '":"', 'hier-part'], next: ['"?"', '"#"'], complete: true });
    expect(m['hier-part']).toEqual({ taken: ['"//"', 'authority'], next: ['path-abempty'], complete: true });
    expect(m['authority']).toEqual({ taken: ['host'], next: ['":"'], complete: true });
    expect(m['reg-name']).toEqual({ taken: ['unreserved'], next: ['unreserved', 'pct-encoded', 'sub-delims'], complete: true });
  });

  it('a failure inside a reference marks the reference as next, and the rule as unfinished', () => {
    const m = marks('http://[::1/', 'rfc3986');
    expect(m['URI']).toEqual({ taken: ['scheme', '":"'], next: ['hier-part'], complete: false });
    expect(m['IP-literal']).toEqual({ taken: ['"["', 'IPv6address'], next: ['"]"'], complete: false });
  });

  it('reads the grammar with its substitutions (RFC 1738 with RFC 2732 hosts)', () => {
    const m = marks('http://example.org:8o/', 'rfc1738');
    expect(m['hostport']).toEqual({ taken: ['host', '":"', 'port'], next: [], complete: true });
    expect(m['httpurl']!.next).toEqual(['"/"']);
  });

  it('marks one occurrence of an expression, not every place it is used (dec-octet has five DIGITs)', () => {
    const m = marks('http://[::1/', 'rfc3986');
    expect(m['dec-octet']).toEqual({ taken: ['DIGIT'], next: [], complete: true });
    const rule = lookup(3986, 'dec-octet')!;
    const p = diagramPath(rule, 'http://[::1/', 10, 11, (from, e) => resolveRef(from, e))!;
    expect([...p.taken]).toEqual(['0']); // the first branch, DIGIT
  });

  it('a rule started after the failure, or past the work bound, has no path', () => {
    const rule = lookup(3986, 'reg-name')!;
    const resolver = (from: RFC, e: Extract<Expr, { k: 'ref' }>) => resolveRef(from, e);
    expect(diagramPath(rule, 'abc', 2, 1, resolver)).toBeNull();
    expect(diagramPath(rule, 'a'.repeat(5000) + ' ', 0, 5000, resolver, 100)).toBeNull();
    expect(diagramPath(rule, 'a'.repeat(5000) + ' ', 0, 5000, resolver)).not.toBeNull();
  });
});

describe("the Normalize tab's data (scripts/docs/explorer/normalize-view.ts)", () => {
  const EXAMPLE = 'HTTP://www.Example.com:80/a/./b/../%7Euser/%2a';
  const text = (segs: readonly Segment[]) => segs.map((s) => (s.changed ? `[${s.text}]` : s.text)).join('');

  it('each rung of the ladder, as normalize gives it, with its section linked', () => {
    const v = normalizationView(EXAMPLE, { grammar: 'rfc3986' });
    if (!v.ok) throw new Error('invalid');
    expect(v.levels.map((l) => [l.level, l.section, l.href, l.changed])).toEqual([
      ['string', 'RFC 3986 §6.2.1', EXAMPLE, false],
      ['syntax', 'RFC 3986 §6.2.2', normalize(EXAMPLE, { level: 'syntax' }).href, true],
      ['scheme', 'RFC 3986 §6.2.3', normalize(EXAMPLE).href, true],
    ]);
    expect(v.levels[1]!.sectionParts).toEqual([{ text: 'RFC 3986 §6.2.2', href: 'https://www.rfc-editor.org/rfc/rfc3986#section-6.2.2' }]);
    const iri = normalizationView('http://xn--rsum-bpad.example.org/', { grammar: 'rfc3987' });
    if (!iri.ok) throw new Error('invalid');
    expect(iri.levels.map((l) => [l.section, l.href])).toEqual([
      ['RFC 3987 §5.3.1', 'http://xn--rsum-bpad.example.org/'],
      ['RFC 3987 §5.3.2', 'http://xn--rsum-bpad.example.org/'],
      ['RFC 3987 §5.3.3', 'http://résumé.example.org/'],
    ]);
    expect(iri.steps.map((s) => [s.step, s.level])).toEqual([['idn', 'scheme']]);
  });

  it('the steps of the scheme rung as traced, each level named, the changed runs marked before and after', () => {
    const v = normalizationView(EXAMPLE, { grammar: 'rfc3986' });
    if (!v.ok) throw new Error('invalid');
    const traced = normalize(EXAMPLE, { trace: true }).steps;
    expect(v.steps.map((s) => [s.step, s.component, s.section, s.edits])).toEqual(traced.map((s) => [s.step, s.component, s.section, s.edits]));
    expect(v.steps.map((s) => `${s.step} ${s.level}: ${text(s.before)} -> ${text(s.after)}`)).toEqual([
      'case syntax: [HTTP]://www.Example.com:80/a/./b/../%7Euser/%2a -> [http]://www.Example.com:80/a/./b/../%7Euser/%2a',
      'case syntax: http://www.[E]xample.com:80/a/./b/../%7Euser/%2a -> http://www.[e]xample.com:80/a/./b/../%7Euser/%2a',
      'case syntax: http://www.example.com:80/a/./b/../%7Euser/%2[a] -> http://www.example.com:80/a/./b/../%7Euser/%2[A]',
      'percent-encoding syntax: http://www.example.com:80/a/./b/../[%7E]user/%2A -> http://www.example.com:80/a/./b/../[~]user/%2A',
      'dot-segments syntax: http://www.example.com:80/a/[./b/../]~user/%2A -> http://www.example.com:80/a/[]~user/%2A',
      'default-port scheme: http://www.example.com[:80]/a/~user/%2A -> http://www.example.com[]/a/~user/%2A',
    ]);
    // Each step's runs put together are its URL before and after.
    for (const [i, s] of v.steps.entries()) {
      expect(s.before.map((x) => x.text).join('')).toBe(traced[i]!.before);
      expect(s.after.map((x) => x.text).join('')).toBe(traced[i]!.after);
    }
    // The "meaning" step: an insertion, an empty run where it writes.
    const m = normalizationView('foo:/..//bar', { grammar: 'rfc3986' });
    if (!m.ok) throw new Error('invalid');
    expect(m.steps.map((s) => `${s.step}: ${text(s.before)} -> ${text(s.after)}`)).toEqual(['dot-segments: foo:/[../]/bar -> foo:/[]/bar', 'meaning: foo:/[]/bar -> foo:/[./]/bar']);
    expect(m.steps[1]!.sectionParts.map((p) => p.href)).toEqual(['https://www.rfc-editor.org/rfc/rfc3986#section-5.2', null, 'https://www.rfc-editor.org/rfc/rfc3986#section-4.2']);
  });

  it('the start symbol and escaped dots as chosen; an input the grammar rejects gives its error', () => {
    expect(normalizeStart('rfc3986', '')).toBe('URI');
    expect(normalizeStart('rfc3987', '')).toBe('IRI');
    expect(normalizeStart('rfc3986', 'URI-reference')).toBe('URI-reference');
    expect(normalizeStart('rfc3986', 'relative-ref')).toBe('URI-reference');
    expect(normalizeStart('rfc3986', 'absolute-URI')).toBe('absolute-URI');
    expect(normalizeStart('rfc3987', 'irelative-ref')).toBe('IRI-reference');
    const rel = normalizationView('a/./b/../%7e', { grammar: 'rfc3986', start: 'URI-reference' });
    expect(rel.ok && rel.levels.at(-1)!.href).toBe('a/./b/../~');
    const keep = normalizationView('http://a/%2e%2e/b', { grammar: 'rfc3986', escapedDots: 'keep' });
    expect(keep.ok && keep.levels.at(-1)!.href).toBe('http://a/%2E%2E/b');
    const bad = normalizationView('http://a b/', { grammar: 'rfc3986' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect([bad.error.code, bad.error.report?.code]).toEqual(['syntax', 'char.space']);
  });

  it('sections cut into linked parts; long unchanged runs elided around the change', () => {
    expect(sectionParts('RFC 3986 §6.2.3 (RFC 1738 §3.3; RFC 9110 §4.2.1)')).toEqual([
      { text: 'RFC 3986 §6.2.3', href: 'https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3' },
      { text: ' (', href: null },
      { text: 'RFC 1738 §3.3', href: 'https://www.rfc-editor.org/rfc/rfc1738#section-3.3' },
      { text: '; ', href: null },
      { text: 'RFC 9110 §4.2.1', href: 'https://www.rfc-editor.org/rfc/rfc9110#section-4.2.1' },
      { text: ')', href: null },
    ]);
    expect(sectionParts('RFC 3986 §3.2.3, §6.2.3').map((p) => p.href)).toEqual(['https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3', null, 'https://www.rfc-editor.org/rfc/rfc3986#section-6.2.3']);
    const long = 'HTTP://a/' + 'x'.repeat(10_000) + '/%7e';
    const v = normalizationView(long, { grammar: 'rfc3986' });
    if (!v.ok) throw new Error('invalid');
    const x = (n: number) => 'x'.repeat(n);
    expect(v.steps.map((s) => text(s.before))).toEqual([`[HTTP]://a/${x(19)}…${x(20)}/%7e`, `http://a/${x(15)}…${x(21)}/%7[e]`, `http://a/${x(15)}…${x(23)}/[%7E]`]);
    expect(elide([{ text: 'a'.repeat(56), changed: false }])).toEqual([{ text: 'a'.repeat(56), changed: false }]);
    expect(editSegments('abc', [{ start: 1, end: 2, text: 'XY' }])).toEqual({
      before: [{ text: 'a', changed: false }, { text: 'b', changed: true }, { text: 'c', changed: false }],
      after: [{ text: 'a', changed: false }, { text: 'XY', changed: true }, { text: 'c', changed: false }],
    });
  });
});

describe("the WHATWG tab's data (scripts/docs/explorer/whatwg-view.ts)", () => {
  const text = (segs: readonly Segment[]) => segs.map((s) => (s.changed ? `[${s.text}]` : s.text)).join('');

  it('the href, the getters each with the text of the input it was read from, and the URL record, as parseWHATWG gives them', () => {
    const input = 'HTTP://u:p@EXAMPLE.org:80/a/../b c?q#f';
    const v = whatwgView(input);
    const r = parseWHATWG(input);
    expect([v.ok, v.href, v.record, v.failure, v.base]).toEqual([true, r.href, r.url, null, null]);
    const g = whatwgGetters(r.url!);
    expect(v.components.map((c) => [c.getter, c.value, c.from])).toEqual([
      ['href', g.href, null],
      ['origin', 'http://example.org', null],
      ['protocol', 'http:', 'HTTP'],
      ['username', 'u', 'u'],
      ['password', 'p', 'p'],
      ['host', 'example.org', 'EXAMPLE.org:80'],
      ['hostname', 'example.org', 'EXAMPLE.org'],
      ['port', '', '80'],
      ['pathname', '/b%20c', '/a/../b c'],
      ['search', '?q', 'q'],
      ['hash', '#f', 'f'],
    ]);
    // Relative to a base: what the base gave has no text of the input.
    const rel = whatwgView('../c?x', 'http://h/a/b/');
    expect([rel.href, rel.base]).toEqual(['http://h/a/c?x', 'http://h/a/b/']);
    expect(rel.components.filter((c) => c.from !== null).map((c) => [c.getter, c.from])).toEqual([['pathname', '../c'], ['search', 'x']]);
    // An empty base is none.
    expect(whatwgView('x', '').failure?.name).toBe('missing-scheme-non-relative-URL');
  });

  it('each validation error with its description, its state and the input cut around its span, linked into the standard as transcribed', () => {
    const v = whatwgView('https:example.org/a b');
    expect(v.errors.map((e) => [e.name, e.failure, e.state, e.line, e.column, text(e.segments)])).toEqual([
      ['special-scheme-missing-following-solidus', false, 'special authority slashes state', 1, 7, 'https:[e]xample.org/a b'],
      ['invalid-URL-unit', false, 'path state', 1, 20, 'https:example.org/a[ ]b'],
    ]);
    expect(v.errors[1]!.description).toBe(WHATWG_VALIDATION_ERRORS.find((e) => e.name === 'invalid-URL-unit')!.description);
    expect(v.errors[1]!.message).toBe(parseWHATWG('https:example.org/a b').errors[1]!.message);
    expect(WHATWG_SNAPSHOT).toBe(`https://url.spec.whatwg.org/commit-snapshots/${WHATWG_STANDARD_COMMIT}/`);
    expect(v.errors[1]!.href).toBe(`${WHATWG_SNAPSHOT}#invalid-url-unit`);
    expect(v.errors[1]!.stateHref).toBe(`${WHATWG_SNAPSHOT}#path-state`);
    // A failure: the verdict's error, a span of several characters, and one of none where something is missing.
    const port = whatwgView('https://example.org:70000');
    expect([port.ok, port.href, port.failure?.name, port.failure === port.errors[0], port.components]).toEqual([false, null, 'port-out-of-range', true, []]);
    expect(text(port.errors[0]!.segments)).toBe('https://example.org:[70000]');
    expect(text(whatwgView('https://#f').errors[0]!.segments)).toBe('https://[]#f');
    // A base that fails: the input's failure is shown on the base, at the base's own failure.
    const base = whatwgView('x', 'http://h:99999/');
    expect([base.failure?.state, base.failure?.of, text(base.failure!.segments), base.stateCount]).toEqual(['API URL parser', 'base', 'http://h:[99999]/', 0]);
  });

  it('every state and algorithm that reports an error has its anchor in url.bs; every error name has its row', () => {
    const bs = readFileSync(new URL('./fixtures/whatwg/url.bs', import.meta.url), 'utf8');
    const ids = new Set([...bs.matchAll(/\bid=([\w-]+)/g)].map((m) => m[1]!));
    // Bikeshed gives a <dfn> without an id the id of its text, in lower case.
    for (const m of bs.matchAll(/<dfn>([\w-]+)<\/dfn>/g)) ids.add(m[1]!.toLowerCase());
    for (const m of bs.matchAll(/<dfn>([A-Za-z ]+)<\/dfn>/g)) ids.add(m[1]!.toLowerCase().replace(/ /g, '-'));
    const anchor = (href: string | null) => href?.slice(WHATWG_SNAPSHOT.length + 1) ?? null;
    for (const s of [...WHATWG_STATES, 'basic URL parser', 'host parser', 'domain parser', 'IPv4 parser', 'IPv6 parser', 'opaque-host parser', 'API URL parser']) {
      expect(ids.has(anchor(stateHref(s))!), s).toBe(true);
    }
    for (const e of WHATWG_VALIDATION_ERRORS.filter((x) => x.provisional === null)) expect(ids.has(anchor(errorHref(e.name))!), e.name).toBe(true);
    // The provisional row (whatwg/url#925) links to the commit that defines it.
    expect(errorHref('IPv4-non-ASCII-input')).toBe('https://github.com/whatwg/url/commit/92b3e16ba1ff7c628dbf73dcf669a6b03f9dbfbb');
    expect(stateHref('no such state')).toBeNull();
  });

  it('the states in order, each with its notes; long inputs bounded: runs elided, at most MAX_ERRORS errors', () => {
    const input = 'http://h:8080/a/../b';
    const v = whatwgView(input);
    const steps = parseWHATWG(input, { trace: true }).steps;
    expect(v.states.map((s) => s.state)).toEqual(steps.filter((s) => s.note === undefined).map((s) => s.state));
    expect(v.states.flatMap((s) => s.notes.map((n) => n.text))).toEqual(steps.flatMap((s) => (s.note === undefined ? [] : [s.note])));
    expect(v.states.find((s) => s.state === 'port state')!.notes.map((n) => n.text)).toEqual(['port 8080']);
    expect(v.states.find((s) => s.state === 'path state')).toMatchObject({ line: 1, column: 15, href: `${WHATWG_SNAPSHOT}#path-state` });
    expect(v.stateCount).toBe(v.states.length);
    const long = 'http://h/' + 'x'.repeat(10_000) + '<';
    const e = whatwgView(long).errors[0]!;
    expect([e.line, e.column]).toEqual([1, 10_010]);
    expect(text(e.segments)).toBe(`http://h/${'x'.repeat(15)}…${'x'.repeat(24)}[<]`);
    expect(spanSegments('abc', 3, 0)).toEqual([{ text: 'abc', changed: false }, { text: '', changed: true }]);
    const spaces = whatwgView('http://h/' + ' x'.repeat(1000));
    expect([spaces.errors.length, spaces.errorCount]).toEqual([MAX_ERRORS, 1000]);
    // A failure past the errors kept is still shown, at its place.
    const late = whatwgView('http://' + ' @'.repeat(300) + ':99999');
    expect([late.errors.length, late.errorCount, late.failure?.name]).toEqual([MAX_ERRORS, 301, 'host-missing']);
    expect([late.failure?.line, late.failure?.column]).toEqual([1, 608]);
  });
});

describe("the Schemes tab's data (scripts/docs/explorer/schemes-view.ts)", () => {
  it("a valid URI: the scheme, the RFC and section, the start rule, the parts as parseScheme gives them, the RFC 3986 components", () => {
    const input = 'mailto:a@b.example,c@d.example?subject=hi';
    const v = schemesView(input);
    const r = parseScheme(input);
    const g = schemeGrammars().mailto;
    expect([v.ok, v.by, v.scheme, v.rfc, v.section, v.error]).toEqual([true, 'scheme', 'mailto', g.rfc, g.section, null]);
    expect(v.start?.key).toBe(g.grammar.rule(g.start)!.key);
    expect(v.parts).toEqual([
      { name: 'to', values: ['a@b.example', 'c@d.example'] },
      { name: 'headers', values: ['subject=hi'] },
    ]);
    expect(v.components.map((c) => c.name)).toEqual(['scheme', 'path', 'query']);
    expect(v.result).toEqual(r);
    // Absent parts, and a boolean.
    expect(partRows({ scheme: 'urn', nid: 'isbn', nss: '0451450523', rComponent: null, qComponent: null, fComponent: null })).toEqual([
      { name: 'nid', values: ['isbn'] },
      { name: 'nss', values: ['0451450523'] },
      { name: 'rComponent', values: null },
      { name: 'qComponent', values: null },
      { name: 'fComponent', values: null },
    ]);
    expect(schemesView('data:;base64,SGk=').parts).toEqual([
      { name: 'mediaType', values: [''] },
      { name: 'base64', values: ['true'] },
      { name: 'data', values: ['SGk='] },
    ]);
  });

  it("a scheme without a grammar here is RFC 3986's alone; an input RFC 3986 rejects has its report, no scheme grammar's", () => {
    const ftp = schemesView('ftp://example.com/');
    expect([ftp.ok, ftp.by, ftp.scheme, ftp.rfc, ftp.section, ftp.start, ftp.parts]).toEqual([true, 'rfc3986', 'ftp', 3986, '3', null, []]);
    const space = schemesView('mailto:a b');
    expect([space.ok, space.by, space.scheme, space.error?.code]).toEqual([false, 'rfc3986', null, 'char.space']);
  });

  it("an input the scheme's grammar rejects: that grammar's report, whose rule stack the diagrams can trace", () => {
    const v = schemesView('mailto:a@');
    const r = parseScheme('mailto:a@');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect([v.ok, v.by, v.scheme, v.rfc, v.error]).toEqual([false, 'scheme', 'mailto', 6068, r.error]);
    // Every frame's rule is in the registry, and its diagram has a path (the Schemes tab draws them).
    for (const f of r.error.trace) {
      const rule = lookup(f.rfc as RFC, f.rule);
      expect(rule, f.rule).toBeDefined();
      expect(diagramPath(rule!, r.error.input, f.start, r.error.offset, resolveRef), f.rule).not.toBeNull();
    }
  });
});

describe("the URI Template tab's data (scripts/docs/explorer/template-view.ts)", () => {
  it('the parts of a template as parseTemplate gives them: spans, operators with their sections, variables with their modifiers', () => {
    const t = '/users/{id}{/path*}{?q,lang:2}';
    const v = templateView(t, '{}', '', true);
    expect(v.parse.ok).toBe(true);
    if (!v.parse.ok) return;
    const parsed = parseTemplate(t);
    expect(parsed.ok && v.parse.parsed).toEqual(parsed.ok && parsed.template);
    expect(v.parse.parts.map((p) => [p.kind, p.start, p.end, p.text, p.operator?.op ?? null, p.operator?.section ?? null])).toEqual([
      ['literal', 0, 7, '/users/', null, null],
      ['expression', 7, 11, '{id}', '', '3.2.2'],
      ['expression', 11, 19, '{/path*}', '/', '3.2.6'],
      ['expression', 19, 30, '{?q,lang:2}', '?', '3.2.8'],
    ]);
    expect(v.parse.parts.flatMap((p) => p.variables.map((x) => [x.name, x.modifier, x.section, t.slice(x.start, x.end)]))).toEqual([
      ['id', '', null, 'id'],
      ['path', 'explode', '2.4.2', 'path*'],
      ['q', '', null, 'q'],
      ['lang', 'prefix 2', '2.4.1', 'lang:2'],
    ]);
    // Every operator of §2.2 is named after its section of §3.2.
    expect(Object.keys(OPERATORS).sort()).toEqual(['', '#', '&', '+', '.', '/', ';', '?']);
    expect(templatePartRows(parsed.ok ? parsed.template : (null as never))).toEqual(v.parse.parts);
  });

  it("a template that is none: parseTemplate's report as it is, and neither expansion nor match", () => {
    for (const t of ['/x{?q,lang', '{a..b}', 'a b{x}', '{=x}', '%zz']) {
      const v = templateView(t, '{}', 'x', true);
      const r = parseTemplate(t);
      expect(r.ok, t).toBe(false);
      expect(v.parse.ok ? null : v.parse.error, t).toEqual(r.ok ? undefined : r.error);
      expect([v.expansion, v.match], t).toEqual([null, null]);
    }
  });

  it('the expansion as expandTemplate writes it, each part’s share the expansion of the part alone; an expansion error at its varspec', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['/users/{id}{/path*}{?q,lang:2}', { id: 'a b', path: ['docs', 'v1'], q: 'uri templates', lang: 'en-GB' }],
      ['{+base}{/seg}{;list*}{#frag}', { base: 'http://h/a', seg: 'x/y', list: ['1', '2'], frag: 'f g' }],
      ['X{.a,b}{&c*}', { a: 'p', c: { k: 'v', l: 'w' } }],
      ['{undefined}', {}],
      // Parts that are no URI-reference alone (":" would read as a scheme's end): shares all the same.
      ['{scheme}://{host}/', { scheme: 'http', host: 'h' }],
      ['{a}:{b}', { a: 'x', b: 'y' }],
    ];
    for (const [t, values] of cases) {
      const x = expansionOf(parsedOf(t), JSON.stringify(values));
      expect(x.ok, t).toBe(true);
      if (!x.ok) continue;
      expect(x.uri, t).toBe(expandTemplate(t, values as never));
      const parts = parsedOf(t).parts;
      expect(x.pieces.map((p) => p.part), t).toEqual(parts.map((_, i) => i));
      for (const p of x.pieces) expect(x.uri.slice(p.start, p.end), t).toBe(expandUnchecked(t.slice(parts[p.part]!.start, parts[p.part]!.end), values as never));
      expect(x.pieces.at(-1)?.end ?? 0, t).toBe(x.uri.length);
    }
    const e = expansionOf(parsedOf('/a{x}{keys:1}'), '{"keys": {"semi": ";"}}');
    expect(e).toEqual({ ok: false, code: 'prefix-composite', message: expect.stringContaining('RFC 6570 §2.4.1'), span: { offset: 6, end: 12, exprStart: 5, exprEnd: 13, variable: 'keys' } });
    expect(expansionOf(parsedOf('{x}'), '[1]')).toEqual({ ok: false, code: 'values.object', message: expect.stringContaining('not an array'), span: null });
  });

  it('values that are no JSON: the message gives a position, never the text (a password in it)', () => {
    const r = readValues('{"a": http://u:Zq9pw@h/}');
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).not.toContain('Zq9pw');
    expect(r.ok ? '' : r.code).toBe('values.json');
    expect(readValues('"x"')).toEqual({ ok: false, code: 'values.object', message: expect.stringContaining('not a string') });
    expect(valueStrings({ a: 'x', b: ['y', 1], c: { d: 'e' }, f: [['g', 'h']] })).toEqual(['a', 'x', 'b', 'y', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('a match, two readings and a no-match as matchTemplate gives them, each variable with its span, raw and decoded text and flags', () => {
    const t = parsedOf('/files/{path}{?q}');
    const uri = '/files/a%2F..%2Fb?q=%C3%A9';
    const m = matchOf(t, uri, true);
    const lib = matchTemplate(t, uri);
    expect(m.kind).toBe('match');
    if (m.kind !== 'match' || lib.kind !== 'match') return;
    expect(m.rows).toEqual(Object.keys(lib.spans).map((name) => ({ name, value: lib.values[name], raw: lib.raw[name], decoded: lib.decoded[name], start: lib.spans[name]![0], end: lib.spans[name]![1], flags: lib.flags[name] })));
    expect(m.rows.map((r) => [r.name, uri.slice(r.start, r.end), r.flags])).toEqual([
      ['path', 'a%2F..%2Fb', ['slash']],
      ['q', '%C3%A9', []],
    ]);
    const amb = matchOf(parsedOf('{x}{y}'), 'ab', true);
    expect(amb.kind === 'ambiguous' ? amb.readings.map((rows) => rows.map((r) => [r.name, r.value, r.start, r.end])) : amb).toEqual([
      [['x', 'ab', 0, 2]],
      [
        ['x', 'a', 0, 1],
        ['y', 'b', 1, 2],
      ],
    ]);
    // `lists` as matchTemplate takes it: false resolves the readings that differ in a list.
    expect(matchOf(parsedOf('{x,y}'), 'a,b', true).kind).toBe('ambiguous');
    expect(matchOf(parsedOf('{x,y}'), 'a,b', false)).toMatchObject({ kind: 'match', rows: [{ name: 'x', value: 'a' }, { name: 'y', value: 'b' }] });
    expect(matchOf(parsedOf('/users/{id}'), '/groups/1', true)).toEqual({ kind: 'no-match', offset: 1, found: 'no expansion of the template goes on with "g"' });
    expect(matchOf(parsedOf('/users/{id}/x'), '/users/1', true)).toEqual({ kind: 'no-match', offset: 8, found: 'the URI ends here; the template goes on' });
    // The tab's other options, as matchTemplate takes them: the query in any order (its extra
    // parameters with their spans, and whether the reading is the inverse), one segment per value.
    expect(matchOf(parsedOf('/search{?q,lang}'), '/search?lang=en&q=x&page=2', true, { anyOrder: true })).toMatchObject({ kind: 'match', inverse: false, extra: [{ name: 'page', value: '2', start: 20, end: 26 }], rows: [{ name: 'lang', value: 'en' }, { name: 'q', value: 'x' }] });
    expect(matchOf(parsedOf('/search{?q,lang}'), '/search?q=x&lang=en', true, { anyOrder: true })).toMatchObject({ kind: 'match', inverse: true, extra: [] });
    expect(matchOf(parsedOf('/search{?q,lang}'), '/search?lang=en&q=x', true)).toMatchObject({ kind: 'no-match' });
    expect(matchOf(parsedOf('/files/{name}'), '/files/a%2Fb', true, { segment: true })).toEqual({ kind: 'refused', variable: 'name', flag: 'slash', start: 7, end: 12, offset: 8 });
    expect(matchOf(parsedOf('/files/{name}'), '/files/a%2Fb', true)).toMatchObject({ kind: 'match', rows: [{ name: 'name', value: 'a/b', flags: ['slash'] }] });
  });

  it('the texts whose passwords the page masks: the template, the URI, every string of the values, the expansion (as the CLI reads them)', () => {
    expect(templateTexts('http://{+u}@h/{x}', '{"u": "a:Zq9pw", "x": ["y"]}', 'http://b:c@h/')).toEqual({ template: 'http://{+u}@h/{x}', uri: 'http://b:c@h/', values: ['u', 'a:Zq9pw', 'x', 'y'], expansion: 'http://a:Zq9pw@h/y', matched: ['u', 'b:c'] });
    // What the match reads is an input too: a URL escaped into a query value, with its password.
    expect(templateTexts('/r{?u}', '{}', '/r?u=http%3A%2F%2Fv%3AZq9secret%40h%2F').matched).toEqual(['u', 'http://v:Zq9secret@h/']);
    expect(templateTexts('/r{?q}', '{}', '/r?u=http%3A%2F%2Fv%3AZq9secret%40h%2F&q=1', true, { anyOrder: true }).matched).toEqual(['q', '1', 'u', 'http://v:Zq9secret@h/']);
    // Values that are no JSON object: their text and its runs; a template that is none: no expansion.
    expect(templateTexts('{x', '{"a": http://u:p@h}', '')).toEqual({ template: '{x', uri: '', values: ['{"a": http://u:p@h}', 'a', ':', 'http://u:p@h'], expansion: null, matched: [] });
  });
});

describe("the explorer's address (scripts/docs/explorer/page.ts): the URI Template tab's state", () => {
  const base = readState('');
  it('a template, values, URI and the lists option go into the fragment and come back from it', () => {
    const st = { ...base, tab: 'template' as const, tt: '/a/{b}{?c*}', tv: '{"b": "x y", "c": {"k": "v"}}', tu: '/a/1?k=v&z=%20', tl: false };
    const frag = fragmentOf(st);
    expect(new URLSearchParams(frag.slice(1)).get('tt')).toBe(st.tt);
    expect(frag).toContain('tl=0');
    expect(readState(frag)).toEqual(st);
    // The defaults: lists on, left out.
    expect(fragmentOf({ ...st, tl: true })).not.toContain('tl=');
    expect(readState(fragmentOf({ ...st, tl: true })).tl).toBe(true);
    // Another tab's address holds none of them (they are the template tab's), and reading it keeps the defaults.
    const other = fragmentOf({ ...st, tab: 'parse' });
    expect(['tt', 'tv', 'tu', 'tl'].filter((k) => new URLSearchParams(other.slice(1)).has(k))).toEqual([]);
    expect(readState(other)).toMatchObject({ tab: 'parse', tt: base.tt, tv: base.tv, tu: base.tu, tl: true });
    expect(readState('#t=template')).toMatchObject({ tab: 'template', tt: base.tt, tv: base.tv, tu: base.tu });
  });

  it('an input that holds a password is left out of the address: the template, the URI, the values (a string of theirs, or the expansion they give)', () => {
    const st = { ...base, tab: 'template' as const, tt: '/x/{id}', tv: '{"id": "1"}', tu: '/x/2' };
    const q = (s: typeof st) => Object.fromEntries(['tt', 'tv', 'tu'].map((k) => [k, new URLSearchParams(fragmentOf(s).slice(1)).get(k)]));
    expect(q(st)).toEqual({ tt: '/x/{id}', tv: '{"id": "1"}', tu: '/x/2' });
    expect(q({ ...st, tu: 'http://u:Zq9pw@h/x/2' })).toEqual({ tt: '/x/{id}', tv: '{"id": "1"}', tu: '' });
    expect(q({ ...st, tv: '{"id": "http://u:Zq9pw@h/"}' })).toEqual({ tt: '/x/{id}', tv: '', tu: '/x/2' });
    // No string of the values holds one; their expansion does.
    expect(q({ ...st, tt: 'http://{+auth}@h/', tv: '{"auth": "u:Zq9pw"}' })).toEqual({ tt: 'http://{+auth}@h/', tv: '', tu: '/x/2' });
    // The template's own: the values stay; a password they put in the expansion: they go.
    expect(q({ ...st, tt: 'ftp://u:Zq9pw@h/{id}' })).toEqual({ tt: '', tv: '{"id": "1"}', tu: '/x/2' });
    expect(q({ ...st, tt: 'http://u:{p}@h/', tv: '{"p": "Zq9pw"}' })).toEqual({ tt: '', tv: '', tu: '/x/2' });
  });
});

/** The parsed template of a text that is one. */
function parsedOf(t: string): ParsedTemplate {
  const r = parseTemplate(t);
  if (!r.ok) throw new Error(`${t} is no template`);
  return r.template;
}
