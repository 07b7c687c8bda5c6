#!/usr/bin/env python3
"""Record CPython's behaviour of the urllib.parse quoting and query functions (and of the
three codecs they rest on) as a JSON fixture for test/quoting.test.ts, test/query.test.ts
and test/codec.test.ts.

Run from the repository root:  python3 test/oracle/gen_quoting.py
It writes test/oracle/fixtures/quoting.json and records sys.version in it.

Each case is {"fn", "args", "kwargs", "result"} or {"fn", "args", "kwargs", "error": {"type",
"message"}}. Values are JSON, except:
  str holding a surrogate  {"str16": [UTF-16 code units]}   (JSON text cannot carry one)
  bytes                    {"bytes": [ints]}
  tuple                    {"tuple": [...]}
  dict                     {"dict": [[key, value], ...]}     (keeps order and non-str keys)
  float                    {"float": repr(x)}
  int beyond 2**53         {"int": str(n)}
  a quote_via function     {"fn": "quote" | "quote_plus" | "bracket"}
"""

import json
import os
import sys
from urllib.parse import (parse_qs, parse_qsl, quote, quote_from_bytes, quote_plus,
                          unquote, unquote_plus, unquote_to_bytes, urlencode)

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'fixtures', 'quoting.json')


def bracket(s, safe='', encoding=None, errors=None):
    """A custom quote_via; test/query.test.ts defines the same function."""
    return '<' + quote(s, safe, encoding, errors) + '>'


FUNCTIONS = {'quote': quote, 'quote_plus': quote_plus, 'bracket': bracket}


def has_surrogate(s):
    return any(0xD800 <= ord(c) <= 0xDFFF for c in s)


def check_str(s):
    # A high surrogate followed by a low one is two characters in Python but one astral
    # character in JavaScript: such inputs cannot mean the same thing on both sides.
    for a, b in zip(s, s[1:]):
        if 0xD800 <= ord(a) <= 0xDBFF and 0xDC00 <= ord(b) <= 0xDFFF:
            raise AssertionError('ambiguous surrogate pair in %r' % (s,))


def str16(v):
    """UTF-16 code units of a str, surrogates included."""
    data = v.encode('utf-16-le', 'surrogatepass')
    return [int.from_bytes(data[i:i + 2], 'little') for i in range(0, len(data), 2)]


def walk(v):
    """A Python value as fixture JSON (see the module docstring)."""
    if v is None or isinstance(v, bool):
        return v
    if isinstance(v, int):
        return v if abs(v) <= 2 ** 53 else {'int': str(v)}
    if isinstance(v, float):
        return {'float': repr(v)}
    if isinstance(v, str):
        check_str(v)
        return {'str16': str16(v)} if has_surrogate(v) else v
    if isinstance(v, (bytes, bytearray)):
        return {'bytes': list(v)}
    if isinstance(v, tuple):
        return {'tuple': [walk(x) for x in v]}
    if isinstance(v, list):
        return [walk(x) for x in v]
    if isinstance(v, dict):
        return {'dict': [[walk(k), walk(x)] for k, x in v.items()]}
    for name, f in FUNCTIONS.items():
        if f is v:
            return {'fn': name}
    raise TypeError('cannot encode %r' % (v,))


def has_tuple_value(query):
    """Does a urlencode query hold a tuple value? str() of a tuple prints parentheses, which
    a JavaScript array (Python list) cannot reproduce, so such cases need doseq."""
    if isinstance(query, dict):
        return any(isinstance(v, tuple) for v in query.values())
    if isinstance(query, (list, tuple)):
        return any(isinstance(p, tuple) and len(p) == 2 and isinstance(p[1], tuple) for p in query)
    return False


# Exceptions the TypeScript port reproduces; anything else means a bad case.
EXPECTED_ERRORS = (UnicodeEncodeError, UnicodeDecodeError, LookupError, ValueError, TypeError)

CALLS = {
    'quote': quote, 'quote_plus': quote_plus, 'quote_from_bytes': quote_from_bytes,
    'unquote': unquote, 'unquote_plus': unquote_plus, 'unquote_to_bytes': unquote_to_bytes,
    'parse_qs': parse_qs, 'parse_qsl': parse_qsl, 'urlencode': urlencode,
    'str.encode': lambda s, encoding, errors: s.encode(encoding, errors),
    'bytes.decode': lambda b, encoding, errors: b.decode(encoding, errors),
}

cases = []
seen = set()


def case(fn, *args, **kwargs):
    if fn == 'urlencode' and not kwargs.get('doseq') and has_tuple_value(args[0]):
        return
    entry = {'fn': fn, 'args': [walk(a) for a in args], 'kwargs': {k: walk(v) for k, v in kwargs.items()}}
    key = json.dumps(entry, sort_keys=True)
    if key in seen:
        return
    seen.add(key)
    try:
        entry['result'] = walk(CALLS[fn](*args, **kwargs))
    except EXPECTED_ERRORS as e:
        entry['error'] = {'type': type(e).__name__, 'message': str(e)}
    cases.append(entry)


# ----------------------------------------------------------------------------------------
# Inputs

TEXTS = [
    '', 'abc', 'a b', 'a+b', ' ', '+', '/El Niño/', 'é', 'ÿ', 'Ā', '€', '中文', '😀', 'a😀b',
    'a\ud800b', '\udc80', '\udcff', 'x\udfff', '\ud800\ud800', '\udc80\ud800', 'é\udc80',
    '~_.-', "!$&'()*+,;=:@/?#[]", '%', '%41', '\x00\x1f\x7f', '\t\n\r', 'a/b/c', 'a%2Fb',
    'AZaz09', 'a b+c/d', '\u200b\ufeff', '\U0010ffff', 'ab\x80\xff',
]

SAFES = ['/', '', ' ', '+', 'é/', '%/', 'abc', ':/?#', b'/', b'', b'\xff/', b' +', '\udc80/']

ENCODINGS = [None, 'utf-8', 'latin-1', 'ascii', 'bogus']
# Spellings Python's codec registry normalises (or, for 'UTF.8' and '', rejects).
ENCODING_NAMES = ['UTF8', 'u8', 'utf_8', 'cp65001', 'ISO-8859-1', 'iso8859-1', 'l1', 'Latin1',
                  'US-ASCII', '646', ' utf--8 ', 'UTF.8', 'utf8.', 'ansi_x3.4-1968',
                  'ANSI_X3.4.1968', 'iso_646.irv:1991', 'utf-16', '']

ERRORS = [None, 'strict', 'replace', 'ignore', 'xmlcharrefreplace', 'backslashreplace',
          'surrogateescape', 'bogus']

PERCENT = [
    '', 'abc', '%', '%4', '%zz', '%%41', '%41%', '100%', '%%', '%C3%A9', '%c3%a9', '%C3',
    '%E9', '%41%42', '%ff%fe', '%80', '%ED%A0%80', '%F0%9F%98%80', '%F0%9F%98', '%E2%82',
    '%E2%82%41', '%C0%AF', '%F4%90%80%80', '%EF%BB%BF', '%F8%88%80%80%80', '%E0%80%80',
    'é%41', '%C3é%A9', '😀%20', '\ud800%41', '%41\udc80', 'a+b', '%2B', '%u0041', '%2', '%%%',
    '/El%20Ni%C3%B1o/', '%7e/abc+def', 'x%0Ay', '%00', '%4g', '%g4', 'é', 'a\ud800',
]

# ----------------------------------------------------------------------------------------
# Codecs

CODEC_TEXTS = ['', 'abc', 'é', 'ÿ', 'Ā', '€', '😀', 'a😀é\ud800', '\ud800', 'a\ud800\ud800b',
               '\udc80\udcff', '\udc80\ud800\ud801', 'é\udc80', '\udc80é', 'abcé€😀']
for s in CODEC_TEXTS:
    for e in ['utf-8', 'latin-1', 'ascii', 'Latin1', 'bogus']:
        for h in ['strict', 'replace', 'ignore', 'xmlcharrefreplace', 'backslashreplace',
                  'surrogateescape', 'bogus']:
            case('str.encode', s, e, h)

CODEC_BYTES = [b'', b'abc', b'\xc3\xa9', b'\xe9', b'\xff', b'\xff\xfe', b'a\xff\xc3',
               b'\xe2\x82', b'\xe2\x82\xe2', b'\xe2\x82x', b'\xed\xa0\x80', b'\xf4\x90\x80\x80',
               b'\xf0\x80\x80', b'\xf0\x9f\x98', b'\xf0\x9f\x98x', b'\xc0\xaf', b'\xef\xbb\xbfa',
               b'\xf0\x9f\x98\x80', b'\x80\x80', b'\xc2', b'a\xe0\xa0', b'\xe0\xa0\x80\xdf\xbf',
               b'\xf8\x88\x80\x80\x80', b'\xfe\xff']
for b in CODEC_BYTES:
    for e in ['utf-8', 'latin-1', 'ascii', 'utf8', 'bogus']:
        for h in ['strict', 'replace', 'ignore', 'backslashreplace', 'surrogateescape',
                  'xmlcharrefreplace', 'bogus']:
            case('bytes.decode', b, e, h)

# ----------------------------------------------------------------------------------------
# quote, quote_plus, quote_from_bytes

for fn in ['quote', 'quote_plus']:
    for s in TEXTS:
        case(fn, s)
        for safe in SAFES:
            case(fn, s, safe=safe)
    for s in ['abc', 'a b', 'é', '€', '😀 é', 'a\ud800b', '\udc80', 'é\udc80', '']:
        for e in ENCODINGS:
            for h in ERRORS:
                case(fn, s, encoding=e, errors=h)
        for e in ENCODING_NAMES:
            case(fn, s, encoding=e)
    for b in [b'', b'abc', b'a b', b'a+b', b'\x00\xff', b'/El Ni\xc3\xb1o/', b'~_.-!*']:
        case(fn, b)
        for safe in ['', '/', b' ', b'+/']:
            case(fn, b, safe=safe)
        case(fn, b, encoding='utf-8')
        case(fn, b, errors='strict')
        case(fn, b, encoding=None, errors=None)

for b in [b'', b'abc', b'a&\xef', b'a b/c', b'\x00\x7f\x80\xff', bytes(range(256)), b'%41', b'~']:
    case('quote_from_bytes', b)
    for safe in ['', '/', '&', b'&/', b'\xef', 'é&', ' ']:
        case('quote_from_bytes', b, safe=safe)
for s in ['abc', '']:
    case('quote_from_bytes', s)

# ----------------------------------------------------------------------------------------
# unquote, unquote_plus, unquote_to_bytes

for s in PERCENT:
    case('unquote', s)
    case('unquote_plus', s)
    case('unquote_to_bytes', s)
    for e in [None, 'latin-1', 'ascii', 'bogus']:
        for h in [None, 'strict', 'ignore', 'backslashreplace', 'surrogateescape',
                  'xmlcharrefreplace', 'bogus']:
            case('unquote', s, encoding=e, errors=h)
    for e in ENCODING_NAMES[::3]:
        case('unquote', s, encoding=e)
    for e, h in [('latin-1', 'strict'), ('ascii', 'strict'), ('utf-8', 'strict'), ('bogus', None)]:
        case('unquote_plus', s, encoding=e, errors=h)
    if not has_surrogate(s):
        b = s.encode('utf-8')
        case('unquote_to_bytes', b)
        case('unquote', b)
        for e, h in [('latin-1', 'strict'), ('ascii', 'strict'), ('utf-8', 'strict'),
                     ('utf-8', 'backslashreplace'), ('bogus', 'strict'), (None, 'strict'),
                     ('utf-8', None)]:
            case('unquote', b, encoding=e, errors=h)
for s in ['a+b', '%2B+']:
    case('unquote_plus', s.encode())

# ----------------------------------------------------------------------------------------
# parse_qsl, parse_qs

QUERIES = [
    '', 'a=1', 'a=1&b=2', 'a=1&a=2', 'a', 'a=', '=a', '=', '&', '&&', 'a=1&&b=2', 'a=1;b=2',
    'a=b=c', 'a+b=c+d', 'a%20b=c%26d', 'a=%C3%A9', 'a=%E9', 'a=%zz', '%=%', 'a=%',
    '__proto__=1&constructor=2', 'toString=x&hasOwnProperty=y', 'a=1&', '&a=1', 'key=val&key',
    'x=1&y', ' = ', 'é=ü', 'a=%F0%9F%98%80', 'a=😀', 'a=\ud800', '1=x&0=y&b=z', 'a=%2B+%20',
    'a=1&b=&c', 'a==', 'a=1&a=&a=3',
]
for fn in ['parse_qsl', 'parse_qs']:
    for q in QUERIES:
        for kb in [False, True]:
            for sp in [False, True]:
                case(fn, q, keep_blank_values=kb, strict_parsing=sp)
        if not has_surrogate(q):
            case(fn, q.encode('utf-8'))
            case(fn, q.encode('utf-8'), keep_blank_values=True)
            case(fn, q.encode('utf-8'), strict_parsing=True)
    for q in ['a=1;b=2&c=3', 'a=1;;b=2', 'a=1&&b=2', ';', 'a;b', 'axbxc=d', 'a=1']:
        for sep in [';', '&&', ';;', 'x', b';', b'&', '', None, b'', b'\xff', 'é', '=']:
            case(fn, q, separator=sep)
            case(fn, q, separator=sep, keep_blank_values=True, strict_parsing=True)
        case(fn, q.encode(), separator=';')
        case(fn, q.encode(), separator=b';')
    for q in ['a=%E9&b=%C3%A9', 'a=%ff+x', 'a%E9=1', 'a=%41', 'a=b']:
        for e in ['utf-8', 'latin-1', 'ascii', 'bogus', None]:
            for h in ['replace', 'strict', 'ignore', 'backslashreplace', 'surrogateescape', 'bogus', None]:
                case(fn, q, encoding=e, errors=h)
    for q in ['', 'a', 'a=1', 'a=1&b=2', 'a=1&b=2&c=3', '&&', 'a=1;b=2', 'a=1&a']:
        for m in [None, -1, 0, 1, 2, 3, 10]:
            case(fn, q, max_num_fields=m)
            case(fn, q, max_num_fields=m, separator=';')
            case(fn, q, max_num_fields=m, strict_parsing=True, keep_blank_values=True)
    case(fn, 'a=1&' * 100 + 'b=2', max_num_fields=100)
    case(fn, 'a=1&' * 100 + 'b=2', max_num_fields=101)
    case(fn, b'a=1&b=2', max_num_fields=1)
    case(fn, b'a=%C3%A9')
    case(fn, b'%C3%A9=1')
    case(fn, b'\xc3\xa9=1')
    case(fn, b'a=%41', encoding='latin-1')
    case(fn, b'a=%E9', encoding='latin-1')

# ----------------------------------------------------------------------------------------
# urlencode

QUERY_ARGS = [
    {'a': '1', 'b': 'x y'},
    {'a': '/ +&=?#', 'é': 'ü€'},
    {'a': ['1', '2']},
    {'a': ('1', '2')},
    {'a': []},
    {'a': ()},
    {'a': ['x y', b'\xff', 3, None, True]},
    {'a': ['x', ['y', 'z']]},
    {'a': 1, 'b': -5, 'c': 0, 'd': 10 ** 20, 'e': 2 ** 64 + 1},
    {'a': 0.5, 'b': -0.25, 'c': 1e-05, 'd': 0.0001, 'e': 1.5e+300, 'f': 123456.789,
     'g': 1 / 3, 'h': float('nan'), 'i': float('inf'), 'j': float('-inf'), 'k': 1e-300},
    {'a': True, 'b': False, 'c': None},
    {'a': b'\xff x', b'k y': b'v', b'\xe9': 'é'},
    {'a': 'a\ud800'},
    {'a': ['é', b'\xe9']},
    {'a': ["it's", 'say "hi"', 'both \'"', 'back\\slash', 'nl\n', 'é\u200b']},
    {'a': [b"it's", b'\x00\n\\']},
    {1: 2, None: True},
    {},
    [('a', '1'), ('a', '2'), ('b', 'x y')],
    [('a', ['1', '2']), ('b', ('3',))],
    [(b'a', b'b'), ('c', 1)],
    [],
    (),
    '',
    'abc',
    b'',
    b'abc',
    [('a',)],
    [('a', 'b', 'c')],
    [('a', 'b'), 5],
    [('a', 'b'), ('c',)],
    5,
    None,
]
for qa in QUERY_ARGS:
    for doseq in [False, True]:
        case('urlencode', qa, doseq=doseq)
        for qv in [quote, bracket]:
            case('urlencode', qa, doseq=doseq, quote_via=qv)
        for safe in ['/', b'/ ', ' ']:
            case('urlencode', qa, doseq=doseq, safe=safe)
        for e, h in [('latin-1', None), ('ascii', None), ('ascii', 'xmlcharrefreplace'),
                     (None, 'replace'), ('bogus', None), ('utf-8', 'bogus')]:
            case('urlencode', qa, doseq=doseq, encoding=e, errors=h)
    case('urlencode', qa, doseq=True, safe='/', encoding='latin-1', errors='replace', quote_via=quote)

# ----------------------------------------------------------------------------------------


def main():
    kept = cases
    fixture = {
        'generated_by': 'test/oracle/gen_quoting.py',
        'python': sys.version,
        'count': len(kept),
        'cases': kept,
    }
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, 'w', encoding='utf-8') as f:
        json.dump(fixture, f, ensure_ascii=False, indent=None, separators=(',', ':'))
        f.write('\n')
    print('%d cases written to %s' % (len(kept), os.path.relpath(OUT)))


if __name__ == '__main__':
    main()
