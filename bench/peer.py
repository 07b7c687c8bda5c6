"""CPython's urllib.parse as a benchmark peer: one process that times itself.

Protocol (JSON lines on stdin/stdout), driven by bench/run.ts:
  {"cmd": "load", "sets": {"name": [str, ...] or [[base, ref], ...]}}  -> {"ok": true, "version": ...}
  {"cmd": "run", "op": "urlsplit", "set": "urls"}                        -> {"ns": total_ns, "n": count}
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
            reply = {"ok": True, "version": sys.version.split()[0], "uncached": UNCACHED}
        elif cmd == "run":
            xs = sets[msg["set"]]
            f = OPS[msg["op"]]
            t0 = time.perf_counter_ns()
            f(xs)
            reply = {"ns": time.perf_counter_ns() - t0, "n": len(xs)}
        elif cmd == "quit":
            return
        else:
            reply = {"error": "unknown command " + cmd}
        out.write(json.dumps(reply) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
