#!/usr/bin/env python3
"""An independent RFC 3986 section 6 oracle for urlgrammar's normalize (level 'scheme', grammar
rfc3986, default options), in standard-library Python, written from the RFC's text and not from
the library's code. test/normalize-oracle.test.ts holds normalize to it.

Run from the repository root:
    npx tsx test/oracle/normalize-mutants.ts | python3 test/oracle/gen_normalize.py --mutants -
It writes test/oracle/fixtures/normalize.json: the generating Python's sys.version, the corpus
file's SHA-256, the mutants it was given (the test checks they are still what the generator
draws), the edge cases of EDGES, and the oracle's answer for every input it reads whose answer
differs from the input.
Deterministic: the same inputs give the same file.

    python3 test/oracle/gen_normalize.py --serve
reads a JSON list of strings on stdin and writes the list of their normalized forms on stdout
(null for an input the oracle does not read), for a live run on fresh mutants.

What the oracle does, in order, each step from the RFC:
  RFC 3986 Appendix B   the regular expression splits the reference into its five components;
  RFC 3986 section 3.2  the authority into user information, host and port;
  section 6.2.2.2       percent-encoding: the escapes of unreserved characters (section 2.3) are
                        decoded, in every component but the scheme and the port;
  section 6.2.2.1       case: the scheme and the host in lower case (US-ASCII letters), the hex
                        digits of the remaining escapes in upper case;
  section 6.2.2.3       dot segments: remove_dot_segments (section 5.2.4) on the path;
  section 6.2.3         scheme-based: an empty port and its ":" removed (section 3.2.3 says
                        normalizers should), the scheme's default port removed for the schemes of
                        DEFAULT_PORTS below, an empty path after an authority written "/";
  section 5.3           the components recomposed.
The scope of section 6.2.3 matches what urlgrammar documents for normalize (src/normalize,
DEFAULT_PORTS and the 'empty-path' step, which writes "/" after any authority); the table of
default ports is written here again from the specifications it cites, not read from the library.

Inputs with a character that no URI has (outside RFC 3986's unreserved, reserved and "%") are not
read: they cannot be URIs, and the test checks that the library agrees.
"""

import hashlib
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(HERE, 'fixtures', 'normalize.json')
CORPUS = os.path.join(ROOT, 'test', 'corpus', 'real-urls.txt')

# The characters a URI is written with (RFC 3986 section 2): unreserved, reserved, "%".
URI_CHARACTERS = re.compile(r"^[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]*$")

# RFC 3986 Appendix B, verbatim (re.DOTALL: the RFC's "." is any character).
APPENDIX_B = re.compile(r'^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?', re.DOTALL)

# RFC 3986 section 3.2: authority = [ userinfo "@" ] host [ ":" port ]; a host is an IP-literal in
# brackets or has no ":".
AUTHORITY = re.compile(r'^(?:([^@]*)@)?(\[[^\]]*\]|[^:]*)(?::(.*))?$', re.DOTALL)

# RFC 3986 section 2.3: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
UNRESERVED = frozenset('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~')

# Section 6.2.3's "default port for a scheme", from each scheme's specification.
DEFAULT_PORTS = {
    'http': 80,       # RFC 9110 section 4.2.1
    'https': 443,     # RFC 9110 section 4.2.2
    'ws': 80,         # RFC 6455 section 3
    'wss': 443,       # RFC 6455 section 3
    'ftp': 21,        # RFC 1738 section 3.2
    'gopher': 70,     # RFC 4266
    'nntp': 119,      # RFC 5538
    'telnet': 23,     # RFC 4248
    'wais': 210,      # RFC 4156
    'prospero': 1525, # RFC 4157
}

ESCAPE = re.compile(r'%([0-9A-Fa-f]{2})')


def percent_encoding(text):
    """Section 6.2.2.2: decode the escapes of unreserved characters; section 6.2.2.1: the hex
    digits of the others in upper case."""
    def one(m):
        c = chr(int(m.group(1), 16))
        return c if c in UNRESERVED else '%' + m.group(1).upper()
    return ESCAPE.sub(one, text)


def lower_ascii(text):
    """US-ASCII letters in lower case (section 6.2.2.1), other characters as they are."""
    return ''.join(chr(ord(c) + 32) if 'A' <= c <= 'Z' else c for c in text)


def remove_dot_segments(path):
    """RFC 3986 section 5.2.4, step by step."""
    # 1. The input buffer is initialized with the now-appended path components and the output
    #    buffer is initialized to the empty string.
    inp = path
    out = ''
    # 2. While the input buffer is not empty, loop as follows:
    while inp:
        # A. If the input buffer begins with a prefix of "../" or "./", then remove that prefix
        #    from the input buffer; otherwise,
        if inp.startswith('../'):
            inp = inp[3:]
        elif inp.startswith('./'):
            inp = inp[2:]
        # B. if the input buffer begins with a prefix of "/./" or "/.", where "." is a complete
        #    path segment, then replace that prefix with "/" in the input buffer; otherwise,
        elif inp.startswith('/./'):
            inp = '/' + inp[3:]
        elif inp == '/.':
            inp = '/'
        # C. if the input buffer begins with a prefix of "/../" or "/..", where ".." is a
        #    complete path segment, then replace that prefix with "/" in the input buffer and
        #    remove the last segment and its preceding "/" (if any) from the output buffer;
        #    otherwise,
        elif inp.startswith('/../') or inp == '/..':
            inp = '/' + inp[4:] if inp.startswith('/../') else '/'
            cut = out.rfind('/')
            out = out[:cut] if cut >= 0 else ''
        # D. if the input buffer consists only of "." or "..", then remove that from the input
        #    buffer; otherwise,
        elif inp in ('.', '..'):
            inp = ''
        # E. move the first path segment in the input buffer to the end of the output buffer,
        #    including the initial "/" character (if any) and any subsequent characters up to,
        #    but not including, the next "/" character or the end of the input buffer.
        else:
            nxt = inp.find('/', 1 if inp.startswith('/') else 0)
            if nxt < 0:
                nxt = len(inp)
            out += inp[:nxt]
            inp = inp[nxt:]
    # 3. Finally, the output buffer is returned as the result of remove_dot_segments.
    return out


def normalize(uri):
    """The section 6.2.2 and 6.2.3 normal form of `uri`, or None for a string the oracle does not
    read (a character no URI has)."""
    if not URI_CHARACTERS.match(uri):
        return None
    m = APPENDIX_B.match(uri)
    scheme, authority, path, query, fragment = m.group(2), m.group(4), m.group(5), m.group(7), m.group(9)
    if scheme is not None:
        scheme = lower_ascii(scheme)
    userinfo = host = port = None
    if authority is not None:
        a = AUTHORITY.match(authority)
        userinfo, host, port = a.group(1), a.group(2), a.group(3)
    # Section 6.2.2.2, then 6.2.2.1 (a decoded letter of the host is a letter of the host).
    if userinfo is not None:
        userinfo = percent_encoding(userinfo)
    if host is not None:
        host = percent_encoding(lower_ascii(percent_encoding(host)))
    path = percent_encoding(path)
    if query is not None:
        query = percent_encoding(query)
    if fragment is not None:
        fragment = percent_encoding(fragment)
    # Section 6.2.2.3.
    path = remove_dot_segments(path)
    # Section 6.2.3.
    if port == '':
        port = None
    if port is not None and scheme in DEFAULT_PORTS and port.isdigit() and port.isascii() and int(port) == DEFAULT_PORTS[scheme]:
        port = None
    if host is not None and path == '':
        path = '/'
    # Section 5.3, component recomposition.
    result = ''
    if scheme is not None:
        result += scheme + ':'
    if host is not None:
        result += '//'
        if userinfo is not None:
            result += userinfo + '@'
        result += host
        if port is not None:
            result += ':' + port
    result += path
    if query is not None:
        result += '?' + query
    if fragment is not None:
        result += '#' + fragment
    return result


# Edge cases beside the corpus and its mutants: RFC 3986's own examples (sections 5.4, 6.2) and
# the corners of each step. ASCII, one per line of the fixture.
EDGES = [
    'eXAMPLE://a/./b/../b/%63/%7bfoo%7d', 'HTTP://www.EXAMPLE.com/', 'http://example.com', 'http://example.com:/',
    'http://example.com:80/', 'http://example.com/?', 'http://example.com/%7Esmith/home.html',
    'http://a/b/c/./../../g', 'mid/content=5/../6', 'http://a/b/c/d;p?q#f', 'x:%3a', 'x:%3A%7e%41',
    'foo:/..//bar', 'x:/.//b', 'x:.%2E/.././/b', 'x:a/../b', 'x:./a', 'x:../a', 'x:.', 'x:..', 'x:/a/..', 'x:/a/.',
    'http://a/%2E%2E/b', 'http://a/%2e./b', 'http://a/.%2e/b', 'http://a/%2E/b', 'http://a/...', 'http://a/b/..%2F',
    'HTTP://A:0080/', 'http://a:8080', 'https://a:443/', 'https://a:80/', 'ws://a:80', 'wss://a:443', 'ftp://a:21/',
    'gopher://a:70/', 'nntp://a:119/', 'telnet://a:23/', 'wais://a:210/', 'prospero://a:1525/', 'foo://a:80/',
    'http://:80/', 'file:///x', 'file://', 'foo://', 'foo://a', 'http://u:P%41ss@EX%41mple.COM:/%7E?%7e#%7E',
    'http://[2001:DB8::A]:80/', 'http://[v1.Ab]/', 'http://127.0.0.1:80', 'HTTPS://XN--A.com/', 'https://www.Xn--oogleapis.com/',
    'http://a/%c3%a9', 'mailto:A@B.C', 'urn:ISBN:0-395', 'x://a/b/../../..', 'x://a/./..', 'http://a/b/c/g;x=1/../y',
]


def changed(inputs):
    """[[index, normal form]] for each input whose normal form is not the input itself."""
    out = []
    for i, u in enumerate(inputs):
        n = normalize(u)
        if n is not None and n != u:
            out.append([i, n])
    return out


def main():
    if '--serve' in sys.argv:
        inputs = json.load(sys.stdin)
        json.dump([normalize(u) for u in inputs], sys.stdout)
        return
    mutants = []
    if '--mutants' in sys.argv:
        source = sys.argv[sys.argv.index('--mutants') + 1]
        with (sys.stdin if source == '-' else open(source, encoding='utf-8')) as f:
            mutants = json.load(f)
    with open(CORPUS, 'rb') as f:
        raw = f.read()
    # As the tests read it: lines split at "\n", empty ones left out.
    corpus = [line for line in raw.decode('utf-8').split('\n') if line]
    fixture = {
        'python': sys.version,
        'generator': 'test/oracle/gen_normalize.py',
        'corpus': {'file': 'test/corpus/real-urls.txt', 'sha256': hashlib.sha256(raw).hexdigest(), 'lines': len(corpus), 'changed': changed(corpus)},
        'mutants': {'inputs': mutants, 'changed': changed(mutants)},
        'edges': {'inputs': EDGES, 'changed': changed(EDGES)},
    }
    with open(OUT, 'w', encoding='utf-8', newline='\n') as f:
        json.dump(fixture, f, ensure_ascii=True, indent=0, separators=(',', ':'))
        f.write('\n')


if __name__ == '__main__':
    main()
