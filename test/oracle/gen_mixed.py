#!/usr/bin/env python3
"""CPython's answers for the quoting and query functions on long mixed inputs, for
test/quoting-mixed.test.ts (the antagonistic input of CPython's own unquote test and variants).

Reads JSON on stdin: a list of [fn, unit, repeats, kwargs, as_bytes]; each input is
`unit * repeats` (encoded as UTF-8 when as_bytes; urlencode gets [(input, input)]).
Writes JSON on stdout: one {"result": ...} or {"error": [type name, message]} per call, with
bytes as {"hex": "..."}, tuples as lists and parse_qs's dict as a list of [name, values].
JSON carries lone surrogates as \\uXXXX escapes both ways.
"""
import json
import sys
import urllib.parse as up


def out(v):
    if isinstance(v, bytes):
        return {"hex": v.hex()}
    if isinstance(v, dict):
        return [[out(k), out(x)] for k, x in v.items()]
    if isinstance(v, (list, tuple)):
        return [out(x) for x in v]
    return v


def call(fn, unit, repeats, kwargs, as_bytes):
    x = unit * repeats
    if as_bytes:
        x = x.encode("utf-8")
    try:
        if fn == "urlencode":
            return {"result": up.urlencode([(x, x)], **kwargs)}
        return {"result": out(getattr(up, fn)(x, **kwargs))}
    except Exception as e:  # noqa: BLE001 - the type and message are the answer
        return {"error": [type(e).__name__, str(e)]}


def main():
    calls = json.load(sys.stdin)
    json.dump([call(*c) for c in calls], sys.stdout)


if __name__ == "__main__":
    main()
