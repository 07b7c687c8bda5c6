"""CPython's urllib.parse as a benchmark peer: one process that times itself.

Protocol (JSON lines on stdin/stdout), driven by bench/run.ts:
  {"cmd": "load", "sets": {"name": [str, ...] or [[base, ref], ...]},
   "mixed": {"name": str or {"bytes": [int, ...]} or [[key, value], ...]}}  -> {"ok": true, "version": ...}
  {"cmd": "run", "op": "urlsplit", "set": "urls", "kwargs": {...}}      -> {"ns": total_ns, "n": count}

A "mixed" entry is one input (a set of one): the quoting and query functions on CPython's
antagonistic mixed input (bench/cases.ts, MIXED_CASES), called with the given keyword arguments.
  {"cmd": "quit"}

CPython 3.11 caches urlsplit (functools.lru_cache(typed=True), Lib/urllib/parse.py), and urlparse
and urljoin call it through the module global. The benchmark measures the uncached function: the
module's `urlsplit` is replaced with `urlsplit.__wrapped__`, so urlparse and urljoin go uncached too.
(quote's lru_cache is keyed by the `safe` set, not by the input: it is left as it is.)
"""
import json
import sys
import time
import urllib.parse as up

if hasattr(up.urlsplit, "__wrapped__"):
    up.urlsplit = up.urlsplit.__wrapped__
UNCACHED = not hasattr(up.urlsplit, "cache_info")

urlsplit, urlparse, urljoin = up.urlsplit, up.urlparse, up.urljoin
quote, unquote, parse_qsl = up.quote, up.unquote, up.parse_qsl

sets = {}


def run_urlsplit(xs):
    for x in xs:
        try:
            urlsplit(x)
        except ValueError:  # as the JS side: some corpus URLs raise
            pass


def run_urlparse(xs):
    for x in xs:
        try:
            urlparse(x)
        except ValueError:  # as the JS side: some corpus URLs raise
            pass


def run_urljoin(xs):
    for b, r in xs:
        try:
            urljoin(b, r)
        except ValueError:
            pass


def run_quote(xs):
    for x in xs:
        try:
            quote(x)
        except ValueError:  # as the JS side: some corpus URLs raise
            pass


def run_unquote(xs):
    for x in xs:
        try:
            unquote(x)
        except ValueError:  # as the JS side: some corpus URLs raise
            pass


def run_parse_qsl(xs):
    for x in xs:
        try:
            parse_qsl(x)
        except ValueError:  # as the JS side: some corpus URLs raise
            pass


def calls(f):
    """Each input of a set through f(x, **kwargs), as the JS side calls the same function."""
    def run(xs, **kwargs):
        for x in xs:
            try:
                f(x, **kwargs)
            except ValueError:
                pass
    return run


MIXED_OPS = {name: calls(getattr(up, name)) for name in (
    "quote", "quote_plus", "quote_from_bytes", "unquote", "unquote_plus", "unquote_to_bytes",
    "parse_qs", "parse_qsl", "urlencode")}


def mixed_input(x):
    if isinstance(x, dict):
        return bytes(x["bytes"])
    if isinstance(x, list):
        return [tuple(pair) for pair in x]
    return x


OPS = {
    "urlsplit": run_urlsplit,
    "urlparse": run_urlparse,
    "urljoin": run_urljoin,
    "quote": run_quote,
    "unquote": run_unquote,
    "parse_qsl": run_parse_qsl,
}


def main():
    out = sys.stdout
    for line in sys.stdin:
        msg = json.loads(line)
        cmd = msg["cmd"]
        if cmd == "load":
            for name, xs in msg["sets"].items():
                sets[name] = [tuple(x) if isinstance(x, list) else x for x in xs]
            for name, x in msg.get("mixed", {}).items():
                sets[name] = [mixed_input(x)]
            reply = {"ok": True, "version": sys.version.split()[0], "uncached": UNCACHED}
        elif cmd == "run":
            xs = sets[msg["set"]]
            kwargs = msg.get("kwargs")
            f = OPS[msg["op"]] if kwargs is None else MIXED_OPS[msg["op"]]
            t0 = time.perf_counter_ns()
            f(xs, **(kwargs or {}))
            reply = {"ns": time.perf_counter_ns() - t0, "n": len(xs)}
        elif cmd == "quit":
            return
        else:
            reply = {"error": "unknown command " + cmd}
        out.write(json.dumps(reply) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
