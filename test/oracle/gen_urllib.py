#!/usr/bin/env python3
"""Record CPython's urllib.parse URL functions (urlsplit, urlparse, urlunsplit, urlunparse, urljoin,
urldefrag, unwrap, and the result objects' derived attributes) as a JSON fixture for
test/urllib-oracle.test.ts, and the list of intended divergences, test/oracle/known-divergences.

Run from the repository root:  python3 test/oracle/gen_urllib.py
It writes test/oracle/fixtures/urllib.json (with sys.version) and test/oracle/known-divergences.

    python3 test/oracle/gen_urllib.py --serve
reads a JSON list of calls on stdin and writes a JSON list of answers on stdout, for the live
differential test (test/urllib-live.test.ts): one process answers a whole batch.

Each case is {"fn", "args", "kwargs", "stock": answer}, plus "fixed": answer when a later CPython
release changed the answer to fix a security bug (see FIXES). An answer is {"result": value} or
{"error": {"type", "message"}}. A split or parse result is recorded as
{"fields": [...], "username", "password", "hostname", "port": answer, "geturl": answer}.
Values are JSON, except: a str holding a surrogate is {"str16": [UTF-16 code units]}; bytes are
{"bytes": [ints]}.

The newer CPython behaviour is emulated here by patching the module (`fixed()`), with the code of
the fixes as released upstream:
  CVE-2025-0938  (gh-105704, 3.12.9 / 3.13.2) square brackets only around the whole host;
  gh-67693       (3.12.4 / 3.13.0) urlunsplit keeps an empty authority before a "//" path;
  gh-85110       (python/cpython PR 123179) urlunsplit keeps a relative path relative;
  gh-105708      (python/cpython PR 105709, 2026, backported to 3.13) IPvFuture's "v" in either case.
Each divergence is labelled with the fixes that change its answer, applied one after the other in
that order (a fix is named when adding it to the ones before changes the answer).
"""

import contextlib
import json
import os
import re
import sys
import urllib.parse as up
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, 'fixtures', 'urllib.json')
DIVERGENCES = os.path.join(HERE, 'known-divergences')
SEEDS = os.path.join(HERE, 'seed-urls.txt')

FIXES = {
    'CVE-2025-0938': 'square brackets are accepted only around the whole host: text before "[" or '
                     'between "]" and ":" is a ValueError (fixed in CPython 3.12.9 / 3.13.2)',
    'gh-67693': 'urlunsplit/geturl never move text into the authority: an empty authority is '
                'written before a path starting with "//" (fixed in CPython 3.12.4 / 3.13.0)',
    'gh-85110': 'urlunsplit/geturl keep a relative path relative: "//" is added for a uses_netloc '
                'scheme only before an empty path or one starting with "/", so "http:80" stays '
                '"http:80" (python/cpython PR 123179)',
    'gh-105708': 'the "v" of an IPvFuture host is case-insensitive (RFC 3986 section 3.2.2), so '
                 '"http://[V1.fe]/" splits as "http://[v1.fe]/" does (python/cpython PR 105709, 2026)',
}

# ----------------------------------------------------------------------------------------
# The fixes, as released upstream.


def _check_bracketed_netloc(netloc):
    # Note that this function must mirror the splitting
    # done in NetlocResultMixins._hostinfo().
    hostname_and_port = netloc.rpartition('@')[2]
    before_bracket, have_open_br, bracketed = hostname_and_port.partition('[')
    if have_open_br:
        # No data is allowed before a bracket.
        if before_bracket:
            raise ValueError("Invalid IPv6 URL")
        hostname, _, port = bracketed.partition(']')
        # No data is allowed after the bracket but before the port delimiter.
        if port and not port.startswith(":"):
            raise ValueError("Invalid IPv6 URL")
    else:
        hostname, _, port = hostname_and_port.partition(':')
    up._check_bracketed_host(hostname)


def fixed_urlsplit(url, scheme='', allow_fragments=True):
    url, scheme, _coerce_result = up._coerce_args(url, scheme)
    url = url.lstrip(up._WHATWG_C0_CONTROL_OR_SPACE)
    scheme = scheme.strip(up._WHATWG_C0_CONTROL_OR_SPACE)
    for b in up._UNSAFE_URL_BYTES_TO_REMOVE:
        url = url.replace(b, "")
        scheme = scheme.replace(b, "")
    allow_fragments = bool(allow_fragments)
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0].isascii() and url[0].isalpha():
        for c in url[:i]:
            if c not in up.scheme_chars:
                break
        else:
            scheme, url = url[:i].lower(), url[i+1:]
    if url[:2] == '//':
        netloc, url = up._splitnetloc(url, 2)
        if (('[' in netloc and ']' not in netloc) or
                (']' in netloc and '[' not in netloc)):
            raise ValueError("Invalid IPv6 URL")
        if '[' in netloc and ']' in netloc:
            _check_bracketed_netloc(netloc)
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    up._checknetloc(netloc)
    v = up.SplitResult(scheme, netloc, url, query, fragment)
    return _coerce_result(v)


def urlunsplit_67693(components):
    """urlunsplit with the gh-67693 fix alone: a path starting with "//" keeps an empty authority."""
    scheme, netloc, url, query, fragment, _coerce_result = (
                                          up._coerce_args(*components))
    if netloc:
        if url and url[:1] != '/': url = '/' + url
        url = '//' + netloc + url
    elif url[:2] == '//':
        url = '//' + url
    elif scheme and scheme in up.uses_netloc:
        if url and url[:1] != '/': url = '/' + url
        url = '//' + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return _coerce_result(url)


def fixed_check_bracketed_host(hostname):
    """_check_bracketed_host after gh-105708: the IPvFuture "v" in either case."""
    if hostname[:1].lower() == 'v':
        if not re.match(r"\A[vV][a-fA-F0-9]+\..+\Z", hostname):
            raise ValueError("IPvFuture address is invalid")
    else:
        ip = up.ipaddress.ip_address(hostname)  # Throws Value Error if not IPv6 or IPv4
        if isinstance(ip, up.ipaddress.IPv4Address):
            raise ValueError("An IPv4 address cannot be in brackets")


def fixed_urlunsplit(components):
    """urlunsplit with the gh-67693 and gh-85110 fixes."""
    scheme, netloc, url, query, fragment, _coerce_result = (
                                          up._coerce_args(*components))
    if netloc:
        if url and url[:1] != '/': url = '/' + url
        url = '//' + netloc + url
    elif url[:2] == '//':
        url = '//' + url
    elif scheme and scheme in up.uses_netloc and (not url or url[:1] == '/'):
        url = '//' + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return _coerce_result(url)


# The fixes in order; each step patches the module with every fix up to it.
STEPS = [
    ('CVE-2025-0938', {'urlsplit': fixed_urlsplit}),
    ('gh-67693', {'urlsplit': fixed_urlsplit, 'urlunsplit': urlunsplit_67693}),
    ('gh-85110', {'urlsplit': fixed_urlsplit, 'urlunsplit': fixed_urlunsplit}),
    ('gh-105708', {'urlsplit': fixed_urlsplit, 'urlunsplit': fixed_urlunsplit,
                   '_check_bracketed_host': fixed_check_bracketed_host}),
]
FIXED = STEPS[-1][1]
STOCK_URLSPLIT = up.urlsplit


@contextlib.contextmanager
def patched(table):
    saved = {k: getattr(up, k) for k in table}
    for k, v in table.items():
        setattr(up, k, v)
    try:
        yield
    finally:
        for k, v in saved.items():
            setattr(up, k, v)


# ----------------------------------------------------------------------------------------
# Values


def has_surrogate(s):
    return any(0xD800 <= ord(c) <= 0xDFFF for c in s)


def str16(v):
    data = v.encode('utf-16-le', 'surrogatepass')
    return [int.from_bytes(data[i:i + 2], 'little') for i in range(0, len(data), 2)]


def walk(v):
    if v is None or isinstance(v, (bool, int)):
        return v
    if isinstance(v, str):
        return {'str16': str16(v)} if has_surrogate(v) else v
    if isinstance(v, (bytes, bytearray)):
        return {'bytes': list(v)}
    if isinstance(v, (list, tuple)):
        return [walk(x) for x in v]
    if isinstance(v, dict):
        return {k: walk(x) for k, x in v.items()}
    raise TypeError('cannot encode %r' % (v,))


def unwalk(v):
    if isinstance(v, list):
        return [unwalk(x) for x in v]
    if isinstance(v, dict):
        if 'str16' in v:
            return bytes(b for u in v['str16'] for b in u.to_bytes(2, 'little')).decode('utf-16-le', 'surrogatepass')
        if 'bytes' in v:
            return bytes(v['bytes'])
        return {k: unwalk(x) for k, x in v.items()}
    return v


EXPECTED_ERRORS = (ValueError, TypeError)  # UnicodeDecodeError is a ValueError


def answer(f):
    try:
        return {'result': f()}
    except EXPECTED_ERRORS as e:
        return {'error': {'type': type(e).__name__, 'message': str(e)}}


def described(r):
    """A result object with its derived attributes."""
    if isinstance(r, (up.DefragResult, up.DefragResultBytes)):
        return {'fields': list(r), 'geturl': answer(r.geturl)}
    return {
        'fields': list(r), 'username': r.username, 'password': r.password, 'hostname': r.hostname,
        'port': answer(lambda: r.port), 'geturl': answer(r.geturl),
    }


CALLS = {
    'urlsplit': lambda *a, **k: described(up.urlsplit(*a, **k)),
    'urlparse': lambda *a, **k: described(up.urlparse(*a, **k)),
    'urldefrag': lambda *a, **k: described(up.urldefrag(*a, **k)),
    'urlunsplit': lambda *a, **k: up.urlunsplit(*a, **k),
    'urlunparse': lambda *a, **k: up.urlunparse(*a, **k),
    'urljoin': lambda *a, **k: up.urljoin(*a, **k),
    'unwrap': lambda *a, **k: up.unwrap(*a, **k),
    'SplitResult': lambda *a: described(up.SplitResult(*a)),
    'ParseResult': lambda *a: described(up.ParseResult(*a)),
    'SplitResultBytes': lambda *a: described(up.SplitResultBytes(*a)),
    # urlunsplit(urlsplit(url)): the round trip that gh-67693 is about
    'roundtrip': lambda u, **k: up.urlunsplit(up.urlsplit(u, **k)),
}


def run(fn, args, kwargs):
    """The stock answer, and the fixed one when it differs (with the fixes that explain it)."""
    up.urlsplit.cache_clear()
    stock = walk(answer(lambda: CALLS[fn](*args, **kwargs)))
    fixes = []
    before = stock
    for name, table in STEPS:
        with patched(table):
            STOCK_URLSPLIT.cache_clear()  # the stock urlsplit may still run (called by name)
            one = walk(answer(lambda: CALLS[fn](*args, **kwargs)))
        STOCK_URLSPLIT.cache_clear()
        if one != before:
            fixes.append(name)
        before = one
    return stock, before, fixes


# ----------------------------------------------------------------------------------------
# Inputs

cases = []
seen = set()


def case(fn, *args, **kwargs):
    entry = {'fn': fn, 'args': [walk(a) for a in args], 'kwargs': {k: walk(v) for k, v in kwargs.items()}}
    key = json.dumps(entry, sort_keys=True)
    if key in seen:
        return
    seen.add(key)
    stock, fixed, fixes = run(fn, args, kwargs)
    entry['stock'] = stock
    if fixes:
        entry['fixed'] = fixed
        entry['fixes'] = fixes
    cases.append(entry)


def seed_urls():
    """Every quoted URL-like literal in the Python docs seeds, and the RFC 1808 §5 examples."""
    urls, refs = [], []
    with open(SEEDS, encoding='utf-8') as f:
        for line in f.read().split('\n'):
            if not line or line.startswith('#'):
                continue
            kind, _, value = line.partition('\t')
            (urls if kind == 'url' else refs).append(value)
    return urls, refs


RFC1808_BASE = 'http://a/b/c/d;p?q#f'
RFC1808_REFS = [
    'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', 'g?y/./x', '#s', 'g#s', 'g#s/./x', 'g?y#s',
    ';x', 'g;x', 'g;x?y#s', '.', './', '..', '../', '../g', '../..', '../../', '../../g',
    '', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g',
    './g/.', 'g/./h', 'g/../h', 'http:g', 'http:', '//g/../h', 'g;x=1/./y', 'g;x=1/../y',
]

EDGE = [
    # schemes
    'HTTP://EXAMPLE.COM/', 'Http://h', 'a:b', 'a1+-.:x', '1a:b', '+a:b', 'a_b:c', ':x', ':', 'a:',
    'path:80', 'localhost:8080', 'mailto:a@b.c', 'news:comp.lang', 'tel:+1-800', 'urn:a:b',
    'javascript:alert(1)', 'file:///etc/passwd', 'file://localhost/etc', 'file:/x', 'file:x',
    'é:x', 'aé:x', 'a\u00e9b:c', 'sip:user@host;transport=tcp', 'data:text/plain,hi',
    # netlocs
    '//', '///', '////', '//h', '//h/', '//h?', '//h#', '//h:', '//:80', '//@', '//@h', '//u@h',
    '//u:@h', '//:p@h', '//u:p@h:1', '//a@b@c', '//a:b@c:d@e:f', '//u:p:q@h', '//h:80:90',
    '//h:+80', '//h:-1', '//h:0', '//h:65535', '//h:65536', '//h:00080', '//h:08', '//h: 80',
    '//h:80 ', '//h:١٢', '//h:²', '//h:' + '9' * 30, '//h:' + '0' * 4301, '//H.Example.COM',
    '//HOST:PORT', '//h:p@q', '//h%20x', '//h\\x/y', 'http://h\\x', 'http:\\\\h\\x',
    # brackets
    '//[::1]', '//[::1]:80', '//[::1]:', '//[::1]:x', '//[::1]80', '//[::1]x:80', '//a[::1]',
    '//a[::1]:80', '//[::1', '//::1]', '//[]', '//[x]', '//[::1]]', '//[[::1]]', '//[::1][::2]',
    '//[v1.x]', '//[v1.]', '//[v.x]', '//[vz.x]', '//[V1.x]', 'http://[V1.fe]/', 'http://[V.fe]/', '//[Vg.x]', '//[v1f.a:b]', '//[1.2.3.4]',
    '//[01.2.3.4]', '//[256.1.1.1]', '//[::ffff:1.2.3.4]', '//[::ffff:1.2.3.256]', '//[::01.2.3.4]',
    '//[1:2:3:4:5:6:7:8]', '//[1:2:3:4:5:6:7:8:9]', '//[1:2:3:4:5:6:7::]', '//[::1:2:3:4:5:6:7]',
    '//[1:2:3:4:5:6:7:8::]', '//[1::2::3]', '//[:::]', '//[::]', '//[12345::]', '//[g::]',
    '//[fe80::1%eth0]', '//[fe80::1%25eth0]:8080', '//[FE80::A%Zone]:1', '//[fe80::1%]',
    '//[fe80::1%a%b]', '//[::1%x]', '//[1.2.3.4%x]', '//u@[::1]:80', '//u:p@[::1]:80/p',
    '//[::1]@h', '//[::1]@[::2]', '//u[x]@h', '//[x]@[::1]', '//]@[::1', '//[@]', '//u@[::1]x',
    '//[::1]:80]', '//[::1]:80[', '//x[::1]y', '//[::1]/[x]', '//h/[x]', '//h?[', '//h#]',
    'http://[::1]:8080/p?q#f', 'http://[dead:beef::1]/', 'http://[::1]:99999/', 'http://[::1]:/',
    # NFKC
    '//\u2100', '//a\u2100b', '//ex\uff0fample', '//\uff03', '//\uff1a80', '//\uff20h', '//\u00e9',
    '//caf\u00e9.example', '//\u212a', '//\u2474', 'http://www.python.org\uff0f', '//\uff1f',
    '//u\uff1ap@h', '//\u0130', '//\u00c9X.com', '//\u1e9e', '//\u03a3\u0391\u03a3',
    # cleaning
    ' http://h/', '\x00http://h/', '\x01\x02 \t\nhttp://h/', 'http://h/ ', 'ht\ttp://h/',
    'http:/\n/h/', 'http://h\r/p', 'http://h/a\tb\nc\rd', '\x7fhttp://h', '\u00a0http://h',
    '\x1f\x20\x21http://h', '\t\t', ' ', '', '\n', 'http://h/\x00', 'http://h\x00/',
    # paths, params, queries, fragments
    'http://h/a;b', 'http://h/a;b;c', 'http://h/a;b/c', 'http://h/a;b/c;d', 'http://h/;', 'http://h/a;',
    'http://h;x/p', 'http://h/a/;x', '/a;b/c;d?q;r#f;g', 'a;b', ';', ';a/b', 'ftp://h/a;type=d',
    'sip:alice;tag=1', 'tel:1;ext=2', 'ssh://h/a;b', 'svn://h/a;b', 'mms://h/a;b',
    'http://h?', 'http://h#', 'http://h?#', 'http://h#?', 'http://h?a#b?c#d', 'http://h/p?q?r',
    'http://h/p#f#g', '?', '#', '?#', '#?', 'p?q', 'p#f', '?q#f', '#f?q', 'http:?q', 'http:#f',
    'http://h/%7E/%zz/%', 'http://h/%2F', 'http://h/a b', 'http://h/\u00e9', 'http://h/\U0001F600',
    'http://h/\ud800', '//h/\udc80', 'http://h/..', 'http://h/./a/../b', 'http:///', 'http:////h',
    'http:////', 'http://', 'http:', 'http:/', 'http:/p', 'http:p', 'http:p/q', 'HTTP:P',
    '//h//p', '///p', '////p', 'x:////p', 'file:////server/share', '/\\/', '\\\\h\\p',
    'git+ssh://git@github.com:user/repo.git', 'svn+ssh://h/p', 'rtsps://h:554/s',
    'ws://h/?a=1&b=2', 'wss://[::1]:443/', 'shttp://h/', 'hdl://h/a;b', 'prospero://h/a;b',
]

SCHEMES = ['', 'http', 'HTTPS', 'ftp', 'file', 'mailto', 'svn+ssh', 'tel', 'x-y']
NETLOCS = [None, '', 'h', 'u:p@h:8', '[::1]:80', 'H@x@Y', 'h:']
PATHS = ['', '/', '/a/b', 'a/b', '/a;p', '//p', '/a;p/b;q']
TAILS = ['', '?q', '#f', '?q#f', '?', '#']

JOIN_BASES = [
    RFC1808_BASE, 'http://a/b/c/', 'http://a', 'http://a/', 'http://a/b', 'http://a/b/c/d;p?q',
    'http:/b/c', 'http:b/c', 'https://u@a:1/b//c/d', 'ftp://a/b;type=a', 'file:///etc/hosts',
    'mailto:a@b', 'svn+ssh://a/b/c', '//a/b/c', '/a/b/c', 'a/b/c', 'http://a/b/c/d;p?q#f'.upper(),
    'http://[::1]/b/c', 'http://a/b/c/../d', 'tel:+1;x', 'http://a//b//c', 'http:', 'unknown://a/b/c',
]
JOIN_REFS = RFC1808_REFS + [
    '//h2/x', '//', '///x', '////x', 'https://h/x', 'HTTP://h/x', 'http:/x', 'http:x', 'ftp:x',
    '../../../../../../g', 'a//b/../c', '.././../g', 'g//h/..', '/a//b/../c', ';p', '?', '#',
    '#f?q', 'g?', 'g#', 'g;', '..;p', '.;p', '//[::1]/x', '//[x]/y', ' g', '\tg', 'g\n/h',
    'mailto:x', 'javascript:x', '%2e%2e/g', '.../g', 'g/..', 'g/.', '/.', '/..', '/', '//g/.',
]


def build():
    seed, seed_refs = seed_urls()
    urls = []
    for u in seed + EDGE:
        if u not in urls:
            urls.append(u)
    for s in SCHEMES:
        for n in NETLOCS:
            for p in PATHS:
                for t in TAILS[::2]:
                    u = (s + ':' if s else '') + ('//' + n if n is not None else '') + p + t
                    if u not in urls:
                        urls.append(u)

    for u in urls:
        case('urlsplit', u)
        case('urlparse', u)
        case('roundtrip', u)
        if '#' in u or '?' in u:
            case('urlsplit', u, allow_fragments=False)
            case('urlparse', u, allow_fragments=False)
            case('urldefrag', u)
        try:
            b = u.encode('ascii')
        except UnicodeEncodeError:
            b = None
        # A third of the URLs as bytes, picked by a stable hash (str hash() is salted per process).
        if b is not None and (zlib.crc32(b) % 3 == 0 or '[' in u or '@' in u):
            case('urlsplit', b)
            case('urlparse', b)
    for u in urls[:200]:
        case('urlsplit', u, scheme='https')
        case('urlparse', u, scheme='HTTP', allow_fragments=False)
        case('unwrap', u)

    # default scheme cleaning, options, bytes, mixing
    for sc in ['', 'https', ' https ', '\x00h\tt\ntp\r ', 'FTP', 'é']:
        for u in ['//h/p', 'p', 'x:p', '']:
            case('urlsplit', u, scheme=sc)
            case('urlparse', u, scheme=sc)
    for u in [b'http://h/p;a?q#f', b'//u:p@[::1]:80', b'HTTP://H', b'', b'\xe9', b'http://h/\xff',
              b'//h:x', b'p#f', b'//[::1', b'//\xc3\xa9']:
        case('urlsplit', u)
        case('urlparse', u)
        case('urldefrag', u)
        case('urlsplit', u, scheme=b'x')
        case('urlsplit', u, scheme='x')
        case('urlsplit', u, scheme='')
        case('urlsplit', u, allow_fragments=False)
    for u in ['http://h', 'p']:
        case('urlsplit', u, scheme=b'x')
        case('urlsplit', u, scheme=b'')
        case('urlparse', u, scheme=b'x')
    for af in [True, False, 0, 1]:
        case('urlsplit', '//h/p?q#f', allow_fragments=af)

    # urlunsplit / urlunparse
    for s in SCHEMES + ['nfs', 'telnet']:
        for n in ['', 'h', 'u@h:1']:
            for p in ['', '/', 'p', '/p', '//p', '///p', 'a/b', ':x', '//']:
                for q, f in [('', ''), ('q', ''), ('', 'f'), ('q', 'f')]:
                    case('urlunsplit', (s, n, p, q, f))
                case('urlunparse', (s, n, p, 'x', 'q', 'f'))
                case('urlunparse', (s, n, p, '', '', ''))
    for comps in [(b'http', b'h', b'/p', b'q', b'f'), (b'', b'', b'//p', b'', b''),
                  (b'http', b'', b'p', b'', b''), ('http', b'h', '/p', '', ''),
                  (b'http', 'h', b'/p', b'', b''), (b'http', '', b'/p', '', ''),
                  ('http', 'h', '/p', '', '', ''), ('http', 'h', '/p', ''),
                  (b'http', b'h', b'/p', b'', b'', b''), ('http', None, '/p', None, None),
                  ('http', 'h', None, 'q', 'f'), ('', '', None, '', ''),
                  (b'\xe9', b'', b'', b'', b'')]:
        case('urlunsplit', comps)
        if len(comps) == 5:
            case('urlunparse', comps[:3] + (comps[2][:0] if comps[2] is not None else None,) + comps[3:])
    for comps in [(b'http', b'h', b'/p', b'x', b'q', b'f'), ('http', 'h', '/p', 'x', 'q'),
                  ('http', 'h', None, 'x', '', ''), ('a', 'b', 'c', 'd', 'e', 'f', 'g')]:
        case('urlunparse', comps)

    # urljoin
    refs = list(dict.fromkeys(JOIN_REFS + seed_refs))
    for b in JOIN_BASES:
        for r in refs:
            case('urljoin', b, r)
    for b, r in [(RFC1808_BASE, 'g#s'), (RFC1808_BASE, '#s'), (RFC1808_BASE, 'g?y#s'),
                 ('http://a/b#c', ''), ('http://a/b#c', 'd#e'), ('http://a/b?x#y', '#z')]:
        case('urljoin', b, r, allow_fragments=False)
        case('urljoin', b.encode(), r.encode(), allow_fragments=False)
    for b, r in [('', 'g'), ('http://a/', ''), (None, 'g'), ('http://a/', None), (b'', 'g'),
                 ('', b'g'), (b'http://a/b', b'../c'), (b'http://a/b', 'c'), ('http://a/b', b'c'),
                 (b'http://a/', b''), (b'http://a/b', b'\xe9'), ('http://a/b', 'mailto:x'),
                 ('http://www.cwi.nl/%7Eguido/Python.html', 'FAQ.html'),
                 ('http://www.cwi.nl/%7Eguido/Python.html', '//www.python.org/%7Eguido'),
                 ('http://a/b/c', 'HTTP://a/x/../y'), ('http://a/b', '//[::1'), ('http://a[x]/', 'y')]:
        case('urljoin', b, r)

    # result objects built directly: the derived attributes on any net_loc
    for n in ['', 'h', 'H:80', 'u@h', 'u:p@h', 'a@b:c@d:1', '[::1]', 'x[::1]y:1', '[::1]junk:80',
              '[::1', '::1]', '[A]:1:2', 'h:', 'h:x', 'h:80:90', '@', ':', '[', ']', '[]', 'U:P@',
              'ÉX:1', 'h:\u0661', '[Fe80::A%ZoNe]:1', 'h%Zone:1', 'u@[x]@h', '[a]@[b]:2']:
        case('SplitResult', 'http', n, '/p', 'q', 'f')
        case('ParseResult', 'http', n, '/p', 'x', 'q', 'f')
        case('SplitResultBytes', b'http', n.encode('utf-8'), b'/p', b'q', b'f')

    # unwrap
    for u in ['<URL:type://host/path>', '<http://h/>', 'URL:http://h', ' <URL: http://h > ', '<>',
              '<', '>', 'URL:', '<URL:>', '\u3000<URL:x>\x85', '\ufeffx', '\x1cx\x1f', 'url:x',
              '<<URL:x>>', 'URL:URL:x']:
        case('unwrap', u)


def serve():
    """The live test's batch: [[fn, args, kwargs], ...] in, [{"stock", "fixed"}, ...] out."""
    calls = json.load(sys.stdin)
    out = []
    for fn, args, kwargs in calls:
        stock, fixed, fixes = run(fn, unwalk(args), unwalk(kwargs))
        out.append({'stock': stock, 'fixed': fixed, 'fixes': fixes})
    json.dump(out, sys.stdout, ensure_ascii=True)


# The codecs: a divergence of the quoting functions (test/oracle/gen_quoting.py's cases, whose
# intended differences test/quoting.test.ts lists), not of the cases below; stated in the header
# so that this list names every divergence of the urllib layer (docs/urllib.md, "Codecs").
CODEC_DIVERGENCES = [
    'Codecs (quote, quote_plus, unquote, unquote_plus, parse_qs, parse_qsl, urlencode, encode(), decode()):',
    '  only utf-8, latin-1 and ascii (with their aliases) are implemented; any other encoding (utf-16,',
    '  cp1252, ...) and the error handlers surrogatepass and namereplace are a LookupError where CPython',
    '  encodes or decodes (test/quoting.test.ts lists the oracle cases; docs/urllib.md, "Codecs").',
]


def main():
    build()
    fixture = {
        'generated_by': 'test/oracle/gen_urllib.py',
        'python': sys.version,
        'fixes': FIXES,
        'count': len(cases),
        'cases': cases,
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, 'w', encoding='utf-8') as f:
        json.dump(fixture, f, ensure_ascii=True, separators=(',', ':'))
        f.write('\n')
    with open(DIVERGENCES, 'w', encoding='utf-8') as f:  # header, then one line per case
        f.write('# Intended divergences from the oracle CPython (%s).\n' % sys.version.split()[0])
        f.write('# One line each: function<TAB>arguments as JSON [args, kwargs]<TAB>reason.\n')
        f.write('# A reason names the later CPython fixes the library follows instead (" + " between several):\n')
        for k, v in FIXES.items():
            f.write('#   %s: %s\n' % (k, v))
        f.write('# Written by test/oracle/gen_urllib.py (cases where the fixed CPython answers differently);\n')
        f.write('# test/urllib-oracle.test.ts fails on a difference not listed here, and on a listed one that\n')
        f.write('# no longer differs. The live test accepts a difference only if the same fixes explain it.\n')
        for line in CODEC_DIVERGENCES:
            f.write('# %s\n' % line)
        for c in cases:
            if 'fixes' in c:
                f.write('%s\t%s\t%s\n' % (c['fn'], json.dumps([c['args'], c['kwargs']], ensure_ascii=True),
                                          ' + '.join(c['fixes'])))
    n = sum(1 for c in cases if 'fixes' in c)
    print('%d cases written to %s; %d divergences' % (len(cases), os.path.relpath(OUT), n))


if __name__ == '__main__':
    if sys.argv[1:] == ['--serve']:
        serve()
    else:
        main()
