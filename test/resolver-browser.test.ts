import { readFileSync, writeFileSync } from 'node:fs';
import { domainToASCII } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { removeDotSegments } from '../src/resolver/dots.js';
import {
  parseBrowser,
  recomposeBrowser,
  resolveBrowser,
  ResolutionError,
  trimControls,
  type BrowserParts,
} from '../src/resolver/browser.js';
import { RESOLUTION_ERROR_CODES, type ResolutionErrorCode } from '../src/resolver/types.js';

const B = 'http://a/b/c/d;p?q';

const none: BrowserParts = {
  scheme: null, afterScheme: null, authority: null, userInfo: null, user: null, password: null,
  host: null, port: null, path: null, query: null, fragment: null,
};

// ---------------------------------------------------------------------------------------------
// §3 Parsing a URL
// ---------------------------------------------------------------------------------------------

describe('draft-abarth-url-00 §3 parsing', () => {
  it('§3.1 trims leading and trailing control characters (<= U+0020, space included)', () => {
    expect(trimControls('\u0000\t\n \u001fhttp://a/ \u0020\r')).toBe('http://a/');
    expect(trimControls(' a b ')).toBe('a b');
    expect(parseBrowser(' \u0001http://a/b\u0000 ').path).toBe('/b');
  });
  it('§3.1 no ":" is an invalid URL: every component null', () => {
    expect(parseBrowser('//a/b')).toEqual(none);
    expect(parseBrowser('')).toEqual(none);
  });
  it('§3.2 consumes any number of slash characters, "/" or "\\"', () => {
    for (const s of ['http:a/p', 'http:/a/p', 'http://a/p', 'http:\\\\a/p', 'http:/\\/a/p']) {
      expect(parseBrowser(s)).toMatchObject({ authority: 'a', host: 'a', path: '/p' });
    }
  });
  it('§3.2 the authority is ended by a slash character, "?", "#" or ";"', () => {
    expect(parseBrowser('http://a\\b').path).toBe('\\b');
    expect(parseBrowser('http://a?q').path).toBe('');
    expect(parseBrowser('http://a?q')).toMatchObject({ authority: 'a', query: 'q', fragment: null });
    expect(parseBrowser('http://a#f')).toMatchObject({ authority: 'a', path: '', query: null, fragment: 'f' });
    expect(parseBrowser('http://a;b/c')).toMatchObject({ authority: 'a', path: ';b/c' });
    expect(parseBrowser('http://a')).toMatchObject({ authority: 'a', path: null });
  });
  it('§3.2 path, query and fragment', () => {
    expect(parseBrowser('http://h/p?q?r#f#g')).toMatchObject({ path: '/p', query: 'q?r', fragment: 'f#g' });
    expect(parseBrowser('http://h/p#f?g')).toMatchObject({ path: '/p', query: null, fragment: 'f?g' });
    expect(parseBrowser('http://h/p?')).toMatchObject({ query: '', fragment: null });
  });
  it('§3.3 user information up to the *last* "@"; host and port at the last ":"', () => {
    expect(parseBrowser('http://u@v@h:8080/')).toEqual({
      ...none, scheme: 'http', afterScheme: '//u@v@h:8080/', authority: 'u@v@h:8080',
      userInfo: 'u@v', user: 'u@v', password: null, host: 'h', port: '8080', path: '/',
    });
    expect(parseBrowser('http://h:1:2/')).toMatchObject({ host: 'h:1', port: '2' });
    expect(parseBrowser('http://h:/')).toMatchObject({ host: 'h', port: '' });
  });
  it('§3.3 the bracket rule: a last ":" before the last "]" is part of the host', () => {
    expect(parseBrowser('http://[::1]/')).toMatchObject({ host: '[::1]', port: null });
    expect(parseBrowser('http://[::1]:80/')).toMatchObject({ host: '[::1]', port: '80' });
    expect(parseBrowser('http://[::1/')).toMatchObject({ host: '[:', port: '1' });
    expect(parseBrowser('http://x[::1]/')).toMatchObject({ host: 'x[:', port: '1]' });
  });
  it('the TSDoc example: every rule at once', () => {
    expect(parseBrowser(' http:\\\\u@v@h:8080;x/p?q#f ')).toEqual({
      scheme: 'http', afterScheme: '\\\\u@v@h:8080;x/p?q#f', authority: 'u@v@h:8080',
      userInfo: 'u@v', user: 'u@v', password: null, host: 'h', port: '8080',
      path: ';x/p', query: 'q', fragment: 'f',
    });
  });
  it('§3.4 user name and password at the first ":"', () => {
    expect(parseBrowser('http://u:p:q@h/')).toMatchObject({ userInfo: 'u:p:q', user: 'u', password: 'p:q' });
    expect(parseBrowser('http://:@h/')).toMatchObject({ user: '', password: '' });
  });
  it('§3 a scheme that is not hierarchical: the remaining string is the path', () => {
    expect(parseBrowser('javascript:a?b#c')).toEqual({
      ...none, scheme: 'javascript', afterScheme: 'a?b#c', path: 'a?b#c',
    });
    expect(parseBrowser('foo:/a').path).toBe('/a');
  });
  it('§3 "hierarchical" (undefined in the draft): the web schemes, or "//" after the scheme', () => {
    expect(parseBrowser('HTTPS:h/p')).toMatchObject({ authority: 'h', path: '/p' });
    expect(parseBrowser('foo://h/p?q')).toMatchObject({ authority: 'h', path: '/p', query: 'q' });
  });
  it('§3 TODOs (Windows drive, file, mailto) are split by RFC 3986 Appendix B', () => {
    expect(parseBrowser('c:\\x\\y')).toMatchObject({ scheme: 'c', authority: null, path: '\\x\\y' });
    expect(parseBrowser('file:///etc/hosts')).toMatchObject({ authority: '', host: '', path: '/etc/hosts' });
    expect(parseBrowser('FILE://u@h:1/p')).toMatchObject({ user: 'u', host: 'h', port: '1', path: '/p' });
    expect(parseBrowser('mailto:a@b?subject=x#f')).toMatchObject({
      authority: null, path: 'a@b', query: 'subject=x', fragment: 'f',
    });
  });
  it('recomposes to the trimmed input, with "//" for however many slash characters', () => {
    for (const s of ['http://u:p@h:1/p?q#f', 'foo:x?y#z', 'mailto:a@b?s#f', 'file:///x', 'http://h?', 'http://h#']) {
      expect(recomposeBrowser(parseBrowser(s))).toBe(s);
    }
    expect(recomposeBrowser(parseBrowser('http:\\/\\a\\b'))).toBe('http://a\\b');
    expect(recomposeBrowser(none)).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// §4 Resolving
// ---------------------------------------------------------------------------------------------

describe('draft-abarth-url-00 §4 resolving', () => {
  const rules = (base: string, ref: string) => resolveBrowser(base, ref).steps.map((s) => s.rule);
  it.each([
    ['', 'http://a/b/c/d;p?q', '§4.1 spec is empty'],
    ['//g', 'http://g', '§4.2 scheme-relative'],
    ['\\\\g\\h', 'http://g\\h', '§4.2 scheme-relative'],
    ['/g', 'http://a/g', '§4.3 authority-relative'],
    ['\\g', 'http://a\\g', '§4.3 authority-relative'],
    ['?y', 'http://a/b/c/d;p?y', '§4.4 query-relative'],
    ['#s', 'http://a/b/c/d;p?q#s', '§4.5 fragment-relative'],
    ['g', 'http://a/b/c/g', '§4.6 path-relative'],
    ['../../../g', 'http://a/g', '§4.6 path-relative'],
    ['g?y/../x#s', 'http://a/b/c/g?y/../x#s', '§4.6 path-relative'],
    ['http:g', 'http://a/b/c/g', "§4 base-url's scheme matches spec's scheme"],
    ['HTTP://x/./y', 'http://x/./y', "§4 base-url's scheme matches spec's scheme"],
    ['https://x/./y', 'https://x/./y', '§4 spec parsed as an absolute URL'],
    ['1a:b', 'http://a/b/c/1a:b', "§4 spec's scheme contains characters which are not valid"],
    [' \t../g\n', 'http://a/b/g', '§4.6 path-relative'],
  ])('%j -> %j (%s)', (ref, href, rule) => {
    expect(resolveBrowser(B, ref).href).toBe(href);
    expect(rules(B, ref).some((r) => r.includes(rule))).toBe(true);
  });
  it('an empty spec drops the base fragment', () => {
    expect(resolveBrowser('http://a/b#f', '').href).toBe('http://a/b');
    expect(resolveBrowser('http://a/b#f', '#g').href).toBe('http://a/b#g');
  });
  it('every gap filled is named in its step', () => {
    const gaps = (base: string, ref: string) =>
      resolveBrowser(base, ref).steps.flatMap((s) => (s.gap ? [s.gap.todo] : []));
    expect(gaps(B, 'g').some((t) => t.startsWith('§4.6 "TODO: Handle path-relative URLs'))).toBe(true);
    expect(gaps(B, 'g').some((t) => t.startsWith('§4 "TODO: We probably need to trim'))).toBe(true);
    expect(gaps('mailto:x@y', '?subject=z').some((t) => t.includes('mailto'))).toBe(true);
    expect(gaps('file:///etc/hosts', 'passwd').some((t) => t.includes('File URLs'))).toBe(true);
    expect(gaps('c:/x/y', 'z').some((t) => t.includes('Windows drive'))).toBe(true);
    expect(gaps('javascript:x', 'y').some((t) => t.includes('not hierarchical'))).toBe(true);
    expect(gaps(B, '1a:b').some((t) => t.includes('valid scheme characters'))).toBe(true);
    expect(gaps(B, '/g').some((t) => t.startsWith('§4.3'))).toBe(true);
  });
  it('bases the draft cannot resolve against use RFC 3986 §5.2.2', () => {
    expect(resolveBrowser('mailto:x@y', '?subject=z').href).toBe('mailto:x@y?subject=z');
    expect(resolveBrowser('file:///etc/hosts', '../passwd').href).toBe('file:///passwd');
    expect(resolveBrowser('c:/x/y', 'z').href).toBe('c:/x/z');
    const steps = resolveBrowser('urn:a:b', 'c').steps.map((s) => s.rule);
    expect(steps).toContain('RFC 3986 §5.2.2 T.path = merge(Base.path, R.path)');
  });
  it('the path-relative step carries the RFC 3986 dot-segment steps', () => {
    const step = resolveBrowser(B, 'g/../h').steps.find((s) => s.rule.includes('§4.6'))!;
    expect(step.values['T.path']).toBe('/b/c/h');
    expect(step.dots!.map((s) => s.rule.slice(-2))).toContain('2C');
  });
});

describe('errors (closed list, each with a case)', () => {
  // The draft's resolver checks the base only; the '.syntax' codes are resolve3986's strict checks.
  const cases: Record<Exclude<ResolutionErrorCode, `${string}.syntax`>, [string, number]> = {
    'base.not-absolute': ['/b/c/d;p?q', 0],
    'base.scheme-invalid': [' a_b://h/', 2],
  };
  it('every code has a case', () => {
    expect(Object.keys(cases).sort()).toEqual(RESOLUTION_ERROR_CODES.filter((c) => !c.endsWith('.syntax')).sort());
  });
  it.each(Object.entries(cases))('%s', (code, [base, index]) => {
    const error = (() => {
      try {
        resolveBrowser(base, 'g');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(ResolutionError);
    expect((error as ResolutionError).code).toBe(code);
    expect((error as ResolutionError).index).toBe(index);
  });
});

// ---------------------------------------------------------------------------------------------
// Laws
// ---------------------------------------------------------------------------------------------

describe('laws (fast-check)', () => {
  const host = fc.constantFrom('a', 'h.example', 'u@h', 'u:p@h:81', '[::1]', '[::1]:8');
  const seg = fc.constantFrom('x', 'y.z', '.', '..', '', '%2e', 'a;b');
  const path = fc.array(seg, { maxLength: 5 }).map((s) => (s.length ? `/${s.join('/')}` : ''));
  const tail = fc.constantFrom('', '?q', '?', '#f', '?a/../b#c/./d', '#');
  const absolute = fc
    .tuple(fc.constantFrom('https', 'ftp', 'ws', 'foo', 'HTTPS'), host, path, tail)
    .map(([s, h, p, t]) => `${s}://${h}${p}${t}`);
  const base = fc.constantFrom(B, 'http://a', 'mailto:x@y', 'file:///etc/hosts', 'foo://h/a/b');

  it('an absolute reference in another scheme resolves to itself, untouched', () => {
    fc.assert(fc.property(base, absolute, (b, ref) => resolveBrowser(b, ref).href === ref), { numRuns: 500 });
  });
  it('an absolute reference in the same hierarchical scheme resolves to itself, up to dot segments', () => {
    fc.assert(
      fc.property(host, path, tail, (h, p, t) => {
        const ref = `http://${h}${p}${t}`;
        // Same scheme: §4 resolves the after-scheme "//..." as scheme-relative, which parses it
        // as an absolute URL again; no dot segment is touched (the draft removes none there).
        const href = resolveBrowser(B, ref).href;
        const dotted = `http://${h}${removeDotSegments(p, { trace: false }).path}${t}`;
        return href === ref || href === dotted;
      }),
      { numRuns: 500 },
    );
  });
  it('resolving the result again as a reference gives the same URL', () => {
    const rel = fc.tuple(fc.array(seg, { maxLength: 4 }), tail).map(([s, t]) => s.join('/').replace(/^[^/]*:/, './$&') + t);
    fc.assert(
      fc.property(rel, (r) => {
        const href = resolveBrowser(B, r).href;
        return resolveBrowser(B, href).href === href;
      }),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Differential test against Node's WHATWG URL, every difference classified
// ---------------------------------------------------------------------------------------------

const FIXTURE = new URL('./fixtures/whatwg-differences.json', import.meta.url);
const CORPUS = new URL('./corpus/join-pairs.txt', import.meta.url);

/** Hand-picked pairs: backslashes, ";" in the authority, many "@", brackets, controls, and more. */
const TRICKY: readonly (readonly [string, string])[] = [
  // backslashes
  [B, '..\\g'], [B, '\\g'], [B, '\\\\g\\h'], [B, 'g\\h\\..\\i'], ['http:\\\\a\\b\\c', 'd'], [B, '/\\g'],
  // ";" ends the authority
  ['http://a;b/c/d', '../g'], ['http://a;b/c/d', 'g'], [B, '//h;x/y'], [B, 'http://h;x/y'],
  ['http://a;b/c/d', '/g'], ['http://a;b/c/d', '../../g'], ['http://a;b', 'g'],
  // several "@"
  [B, '//u@v@h/p'], ['http://u:p@w@h:8080/x/y', 'z'], [B, 'http://a@b@c/'], [B, '//@h/'],
  // brackets
  [B, '//[::1]:8080/x'], [B, '//[::1]/x'], [B, '//[v1.x]/'], [B, 'http://[::1'], [B, 'http://h]:80/'],
  [B, '//[::1]:/'],
  // controls and spaces
  [B, ' \t g \n'], [B, 'g\th'], [B, '\u0000g\u001f'], [B, 'g h'], [B, ' http://x/ '], [B, 'ht\ttp://x/'],
  [B, 'g\nh'], [B, '\u0001//x/\u0002'],
  // case, ports
  [B, 'HTTP://A/B'], [B, 'HtTp:g'], [B, '//h:80/'], [B, '//h:/'], [B, '//h:x/'], ['https://a:443/b', 'c'],
  [B, '//h:99999/'],
  // dot segments
  [B, '/./g'], [B, '/../g'], [B, 'http://x/a/../b'], [B, '%2e%2e/g'], [B, 'g/%2E/h'], [B, '//x/./y'],
  // percent-encoding
  [B, 'g?q r#f g'], [B, 'ü'], [B, '<g>'], [B, '//bücher.example/'], [B, "?a'b"],
  // empty parts
  [B, '?'], [B, '#'], [B, ''], ['http://a/b#f', ''], [B, 'g?y/../x'], ['http://a', 'g'], ['http://a', '?q'],
  // other schemes
  ['foo://a/b/c', 'd'], ['foo://a/b/c', 'foo:d'], ['foo:/a/b', 'c'], ['mailto:x@y', '#z'], ['mailto:x@y', 'z'],
  ['about:blank', '#f'], ['javascript:alert(1)', 'x'], ['urn:isbn:123', '?q'], [B, 'mailto:x@y?subject=hi#f'],
  [B, 'data:text/plain,x#y'], ['ws://a/b', '../c'],
  // file and drive letters
  ['file:///etc/hosts', 'passwd'], ['file:///C:/x/y', '../z'], ['file://localhost/etc/x', 'y'], [B, 'file:///x'],
  [B, 'c:\\x\\y'], ['c:/x/y', 'z'],
  // scheme-relative and slashes
  [B, '//g'], [B, '///g'], [B, 'http:/g'], [B, 'http:///g'], [B, 'http://'], [B, 'http:'],
  // schemes the draft does not accept
  [B, '1a:b'], [B, 'a b:c'], [B, ':x'],
  // bases that are not absolute
  ['no-colon', 'g'], ['1x:y', 'g'],
];

function corpusPairs(): [string, string][] {
  return readFileSync(CORPUS, 'utf8')
    .split('\n')
    .filter((l) => l.includes('\t'))
    .map((l) => l.split('\t', 2) as [string, string]);
}

const SPECIAL: Record<string, string | null> = { http: '80', https: '443', ftp: '21', ws: '80', wss: '443', file: null };

/** The classes of difference, each with its reason (the committed table's `classes`). */
const CLASSES = {
  'scheme-case': 'WHATWG lowercases the scheme; the draft keeps it as written.',
  'host-case': 'WHATWG lowercases an ASCII host (domain to ASCII); the draft keeps it as written.',
  idna: 'WHATWG converts a non-ASCII host to Punycode (UTS #46); the draft keeps it as written.',
  'default-port': 'WHATWG drops the scheme\'s default port (":80" for http); the draft keeps it.',
  'empty-port': 'WHATWG drops an empty port (a bare ":"); the draft keeps it.',
  'empty-path-slash': 'WHATWG gives a special-scheme URL with an empty path the path "/"; the draft\'s path is absent or empty.',
  backslash: 'WHATWG reads "\\" as "/" in the path of a special-scheme URL; the draft reads it as a slash character only while finding the authority (§3.2, §4.1), and its path-relative gap uses RFC 3986, where "\\" is no separator.',
  'dot-segments': 'WHATWG removes dot segments from every path; the draft removes none outside path-relative resolution (§4.2 to §4.4 parse the concatenation as an absolute URL as is).',
  'encoded-dot-segments': 'WHATWG reads "%2e" as "." in dot segments; RFC 3986 §5.2.4 (the draft\'s path-relative gap fill) does not decode.',
  'percent-encoding': 'WHATWG percent-encodes spaces, non-ASCII and other characters outside its encode sets (in user info also "@" and ":"); the draft does not encode.',
  'tab-newline': 'WHATWG removes ASCII tab and newline anywhere in the input; the draft trims control characters only at both ends (§3.1).',
  'semicolon-ends-authority': 'The draft ends the authority at ";" (an authority terminating character, §2); WHATWG reads ";" as part of the host.',
  'whatwg-rejects-host': 'WHATWG\'s host parser rejects the host (empty, unclosed or IPvFuture brackets, a zone ID, forbidden code points, bad percent-encoding), so WHATWG fails; the draft does not validate hosts.',
  'whatwg-rejects-port': 'WHATWG rejects a port that is not digits or is above 65535, so WHATWG fails; the draft takes any port string.',
  'opaque-base': 'WHATWG cannot resolve a relative reference (other than "#...") against a base with an opaque path (mailto:, javascript:, urn:) and fails; the draft\'s gap fill (RFC 3986 §5.2.2) merges paths.',
  'same-scheme-non-special': 'For a scheme with "//" the draft calls hierarchical, a reference "scheme:x" is resolved relative (§4); WHATWG does so only for special schemes and reads it as absolute.',
  'file-localhost': 'WHATWG drops the host "localhost" of a file URL; the draft leaves file URLs TODO (§3) and its RFC 3986 gap fill keeps the authority as written.',
  'empty-userinfo': 'WHATWG drops an empty user name and password with their "@" (and an empty password with its ":"); the draft keeps the user info as written.',
} as const;
type ClassId = keyof typeof CLASSES;

function percentEncode(s: string, keep: (c: number) => boolean): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80 && keep(c)) out += ch;
    else for (const byte of new TextEncoder().encode(ch)) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
const c0 = (c: number) => c > 0x1f && c < 0x7f;
const fragmentSet = (c: number) => c0(c) && !' "<>`'.includes(String.fromCharCode(c));
const querySet = (c: number) => c0(c) && !' "#<>'.includes(String.fromCharCode(c));
const pathSet = (c: number) => querySet(c) && !'?`{}'.includes(String.fromCharCode(c));
const userinfoSet = (c: number) => pathSet(c) && !'/:;=@[\\]^|'.includes(String.fromCharCode(c));

function whatwgAccepts(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

/** Rewrites our parts the way WHATWG would serialise them, recording each class that changed something. */
function whatwgize(p: BrowserParts, classes: Set<ClassId>): string {
  const change = <T>(id: ClassId, from: T, to: T): T => {
    if (to !== from) classes.add(id);
    return to;
  };
  const scheme = change('scheme-case', p.scheme!, p.scheme!.toLowerCase());
  const special = scheme in SPECIAL;
  let href = `${scheme}:`;
  if (p.authority !== null) {
    href += '//';
    if (p.userInfo !== null) {
      if (p.userInfo === '' || p.password === '') classes.add('empty-userinfo');
      const user = change('percent-encoding', p.user ?? '', percentEncode(p.user ?? '', userinfoSet));
      const password = change('percent-encoding', p.password ?? '', percentEncode(p.password ?? '', userinfoSet));
      if (user !== '' || password !== '') href += `${user}${password === '' ? '' : `:${password}`}@`;
    }
    let host = p.host ?? '';
    if (special && /^[\x00-\x7f]*$/.test(host)) host = change('host-case', host, host.toLowerCase());
    else if (special) host = change('idna', host, domainToASCII(host));
    href += host;
    let port = p.port;
    if (port === '') port = change('empty-port', port as string | null, null);
    if (port !== null && special && SPECIAL[scheme] === port) port = change('default-port', port as string | null, null);
    if (port !== null) href += `:${port}`;
  }
  let path = p.path ?? '';
  if (special || p.authority !== null || path.startsWith('/')) {
    if (special) path = change('backslash', path, path.replaceAll('\\', '/'));
    const decoded = path
      .split('/')
      .map((s) => (/^(%2e|\.){1,2}$/i.test(s) ? s.replace(/%2e/gi, '.') : s))
      .join('/');
    path = change('encoded-dot-segments', path, decoded);
    path = change('dot-segments', path, removeDotSegments(path, { trace: false }).path);
    if (special && path === '') path = change('empty-path-slash', path, '/');
    path = change('percent-encoding', path, percentEncode(path, pathSet));
  } else {
    path = change('percent-encoding', path, percentEncode(path, c0));
  }
  href += path;
  if (p.query !== null) {
    const set = special ? (c: number) => querySet(c) && c !== 0x27 : querySet;
    href += `?${change('percent-encoding', p.query, percentEncode(p.query, set))}`;
  }
  if (p.fragment !== null) href += `#${change('percent-encoding', p.fragment, percentEncode(p.fragment, fragmentSet))}`;
  return href;
}

type Outcome = { ours: string | null; parts: BrowserParts | null; whatwg: string | null };

function run(base: string, reference: string): Outcome {
  let ours: string | null = null;
  let parts: BrowserParts | null = null;
  let whatwg: string | null = null;
  try {
    const r = resolveBrowser(base, reference);
    ours = r.href;
    parts = r.parts;
  } catch (e) {
    if (!(e instanceof ResolutionError)) throw e;
  }
  try {
    whatwg = new URL(reference, base).href;
  } catch {
    whatwg = null;
  }
  return { ours, parts, whatwg };
}

/** Input-level explanations: remove the feature from both inputs; if the outputs then agree, it explains. */
const ABLATIONS: readonly [ClassId, (s: string) => string][] = [
  ['tab-newline', (s) => s.replace(/[\t\n\r]/g, '')],
  ['semicolon-ends-authority', (s) => s.replace(/^((?:[A-Za-z][A-Za-z0-9+.-]*:)?[\\/]{2,}[^\\/?#;]*);/, '$1')],
  ['backslash', (s) => (/^(https?|ftp|wss?|file):/i.test(s) || !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(s) ? s.replace(/^([^?#]*)/, (m) => m.replaceAll('\\', '/')) : s)],
];

/** The classes explaining why our result differs from WHATWG's, or null when nothing explains it. */
function classify(base: string, reference: string, depth = 0): ClassId[] | null {
  const { ours, parts, whatwg } = run(base, reference);
  if (ours === whatwg) return [];
  if (whatwg === null && ours !== null && parts !== null) {
    const found: ClassId[] = [];
    const hosts = [parts.host, parseBrowser(base).host].filter((h): h is string => h !== null);
    if (hosts.some((h) => !whatwgAccepts(`http://${h}/`))) found.push('whatwg-rejects-host');
    const ports = [parts.port, parseBrowser(base).port].filter((x): x is string => x !== null && x !== '');
    if (ports.some((x) => !/^\d+$/.test(x) || Number(x) > 65535)) found.push('whatwg-rejects-port');
    if (whatwgAccepts(base) && !new URL(base).pathname.startsWith('/') && !trimControls(reference).startsWith('#')) {
      found.push('opaque-base');
    }
    if (found.length > 0) return found;
  }
  if (ours !== null && parts !== null && whatwg !== null) {
    const classes = new Set<ClassId>();
    if (whatwgize(parts, classes) === whatwg && classes.size > 0) return [...classes].sort();
    const refScheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(trimControls(reference))?.[1];
    const baseScheme = parseBrowser(base).scheme;
    if (refScheme !== undefined && baseScheme !== null && refScheme.toLowerCase() === baseScheme.toLowerCase()
      && !(refScheme.toLowerCase() in SPECIAL) && new URL(reference, base).href === trimControls(reference)) {
      return ['same-scheme-non-special'];
    }
    const local = ours.replace(/^file:\/\/localhost(?=\/)/i, 'file://');
    if (local !== ours && local === whatwg) return ['file-localhost'];
  }
  if (depth < 3) {
    for (const [id, ablate] of ABLATIONS) {
      const b = ablate(base);
      const r = ablate(reference);
      if (b === base && r === reference) continue;
      const rest = classify(b, r, depth + 1);
      if (rest !== null) return [...new Set([id, ...rest])].sort();
    }
  }
  return null;
}

interface Difference {
  readonly base: string;
  readonly reference: string;
  readonly ours: string | null;
  readonly whatwg: string | null;
  readonly classes: readonly string[];
}
interface Fixture {
  readonly about: string;
  readonly node: string;
  readonly classes: Readonly<Record<string, string>>;
  readonly differences: readonly Difference[];
}

describe('differential test against WHATWG URL (Node)', () => {
  const pairs = [...corpusPairs(), ...TRICKY];
  const actual: Difference[] = [];
  const unexplained: [string, string, string | null, string | null][] = [];
  for (const [base, reference] of pairs) {
    const { ours, whatwg } = run(base, reference);
    if (ours === whatwg) continue;
    const classes = classify(base, reference);
    if (classes === null) unexplained.push([base, reference, ours, whatwg]);
    actual.push({ base, reference, ours, whatwg, classes: classes ?? ['UNEXPLAINED'] });
  }

  if (process.env.UPDATE_WHATWG_DIFFERENCES === '1') {
    const fixture: Fixture = {
      about:
        'Every difference between resolveBrowser (draft-abarth-url-00 with RFC 3986 gap fills) and Node\'s WHATWG URL on test/corpus/join-pairs.txt plus the hand-picked pairs of test/resolver-browser.test.ts, with the classes that explain it. Regenerate with UPDATE_WHATWG_DIFFERENCES=1 npx vitest run test/resolver-browser.test.ts; a new difference, a vanished one or a changed class fails the test.',
      node: process.version,
      classes: CLASSES,
      differences: actual,
    };
    writeFileSync(FIXTURE, `${JSON.stringify(fixture, null, 2)}\n`);
  }
  const fixture = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Fixture;

  it(`covers ${pairs.length} pairs (the corpus and ${TRICKY.length} hand-picked)`, () => {
    expect(pairs.length).toBeGreaterThan(300);
  });
  it('every difference is explained by a class', () => {
    expect(unexplained).toEqual([]);
  });
  it('the committed table lists exactly the differences that occur, with the same classes', () => {
    const key = (d: Difference) => JSON.stringify([d.base, d.reference, d.ours, d.classes]);
    expect(actual.map(key).sort()).toEqual(fixture.differences.map(key).sort());
  });
  it('the committed class table has a reason for every class, and every class occurs', () => {
    expect(fixture.classes).toEqual(CLASSES);
    const used = new Set(fixture.differences.flatMap((d) => d.classes));
    expect([...used].sort()).toEqual(Object.keys(CLASSES).sort());
  });
});
