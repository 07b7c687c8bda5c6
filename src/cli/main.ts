/**
 * The urlgrammar command line: `main(argv, io)`, which runs one command on the streams it is given
 * and returns the exit status (src/cli.ts is the executable that calls it with the process's own).
 * Node-only (the library itself is not).
 *
 *   urlgrammar check [URL...]      validate URLs (arguments, or one per line on stdin)
 *   urlgrammar parse URL           the AST as an indented tree with spans, or --json
 *   urlgrammar grammar [RULE]      the grammar printed from the combinators
 *   urlgrammar normalize [URL...]  RFC 3986 §6 normalization (arguments, or one per line on stdin)
 *   urlgrammar equal A B [C...]    whether URIs are equivalent (RFC 3986 §6.2)
 *   urlgrammar whatwg [URL...]     the WHATWG URL Standard's basic URL parser, its validation errors and trace
 *
 * Exit status: 0 valid, 1 an input is invalid (or the library reports a documented error for it),
 * 2 usage error, 3 internal error (one line; the stack with --debug).
 */
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { closestNames, printAbnf, profiles } from '../../grammar/all.js';
// The error codes' summaries under RFC 2396 and the URL Standard, whose grammars are loaded.
import '../diagnostics/under.js';
import { checkBatch, checkPiece, rateLine, rateOf, type CheckBatchAnswer, type CheckBatchResult, type CheckOptions } from './check.js';
import { badUTF8Message, completeLinesEnd, countLineEnds, linesOf, mayStartBOM, piecesOf, startsWithBOM } from './input.js';
import { compareTable, maskedComparison } from './compare-table.js';
import { equalAnswer, normalizeBadLine, normalizeOne, type NormalizeAnswer, type NormalizeCallOptions, type NormalizeCLIOptions } from './normalize.js';
import { MAX_REPORTS, whatwgAnswerer, type WhatwgAnswer } from './whatwg.js';
import { wrapLine, wrapReport, wrapText } from './wrap.js';
import { railroadSvg, standaloneSvg } from '../railroad/index.js';
import { DEFAULT_GRAMMAR, DEFAULT_START, rulesNamed } from '../parse/parse.js';
import { redactPasswords, type Redaction } from '../diagnostics/redact.js';
import {
  ABNFError,
  extractABNF,
  formatReport,
  grammar,
  GrammarError,
  parseABNF,
  parseScheme,
  type ABNFGrammar,
  IRIError,
  iriToURI,
  LookupError,
  NORMALIZE_LEVELS,
  NORMALIZE_STEPS,
  parseURL,
  startSymbols,
  removeDotSegments,
  resolve,
  RESOLVE_SPECS,
  ResolutionError,
  URLSyntaxError,
  urljoinTrace,
  WHATWG_STANDARD_COMMIT,
  WHATWG_MAX_ERRORS_CEILING,
  uriToIRI,
  NORMALIZE_STEP_INFO,
  urlparse,
  urlsplit,
  ValueError,
  type ASTNode,
  type GrammarName,
  type NormalizeStepName,
  type ResolutionStep,
  type ResolveSpec,
  type RFC,
  type StartSymbol,
  type URLErrorReport,
} from '../index.js';

/**
 * The package's version, read from its package.json when asked: three folders up from the built
 * module (dist/src/cli/), two from the source (src/cli/, as the tests run it).
 */
function version(): string {
  for (const up of ['../../../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'urlgrammar' && typeof pkg.version === 'string') return pkg.version;
    } catch {
      // not there: the next candidate
    }
  }
  return 'unknown';
}

const COMMON = `Common options:
  --json         the same as --format json
  --width N      wrap text output to N columns (default: the terminal's width, 80 when not a
                 terminal; 0: no wrapping)
  --show-password  show passwords in the data a command prints (split's fields, join's and
                 --fix's URLs, normalize's, iri's, parse's tree, whatwg's href and record); reports,
                 traces, warnings and compare stay masked. Without it every password is masked
                 (****) and standard error says so once
  --debug        on an internal error, print the stack
  -h, --help     this help
An option's value may follow it (--width 60) or be joined with "=" (--width=60); a bad or
missing value is a usage error (exit 2), and a misspelt option gets a "did you mean".`;

const EXIT = `Exit status: 0 valid, 1 an input is invalid (or the library reports an error for it, printed as
one line), 2 usage error, 3 internal error (a bug: one line, the stack with --debug).`;

const USAGE = `urlgrammar ${version()}: URLs parsed from their grammar (RFC 3986 by default; RFC 3987 IRIs;
the WHATWG URL Standard's valid URL strings; RFC 1738, 1808, 2396 and 2732 to study and compare)

Usage:
  urlgrammar check [URL...]         validate URLs (arguments, or one per line on stdin); default:
                                    an RFC 3986 URI (--grammar, --start to choose)
  urlgrammar parse URL              the AST as an indented tree with spans
  urlgrammar split URL              Python's urlsplit, as JSON with the derived fields
  urlgrammar urlparse URL           Python's urlparse, as JSON with the derived fields
  urlgrammar join BASE REF          resolve a reference (--spec, --trace, --strict)
  urlgrammar dots PATH              remove dot segments (--spec, --trace)
  urlgrammar grammar [RULE...]      the grammar, printed from the combinators (or as railroad diagrams)
  urlgrammar compare URL            how each grammar and algorithm reads the input
  urlgrammar iri [URL]              an IRI mapped to a URI, or a URI converted to an IRI (RFC 3987;
                                    without URL, each line of stdin)
  urlgrammar normalize [URL...]     each URI normalized (RFC 3986 §6: --level, --trace; without URL,
                                    each line of stdin)
  urlgrammar equal A B [C...]       whether URIs are equivalent (RFC 3986 §6.2), with each
                                    normalized form
  urlgrammar scheme URI...          a URI read by its scheme's own grammar (mailto, file, urn, data,
                                    http, https: each loaded from its RFC's ABNF)
  urlgrammar whatwg [URL...]        the WHATWG URL Standard's basic URL parser: the href, each
                                    validation error, the states (--base, --trace; without URL,
                                    each line of stdin)
  urlgrammar help COMMAND           help for one command
  urlgrammar --version

Every command takes --json (= --format json), --width N, --debug and --help. A misspelt command
gets a "did you mean".

Examples:
  urlgrammar check 'http://www.exa mple.org/'
  printf 'http://a/\\nhttp://b c/\\n' | urlgrammar check --format line
  urlgrammar check --only invalid --format jsonl < urls.txt
  urlgrammar join 'http://a/b/c/d;p?q' '../../g' --spec rfc1808 --trace
  urlgrammar grammar hostname --rfc 1738
  urlgrammar compare 'HTTP://user@[::1]:80/a;p?q#f'
  urlgrammar iri 'http://résumé.example.org/Dürst' --host idna
  urlgrammar normalize --trace 'HTTP://www.Example.com:80/a/./b/../%7Euser'
  urlgrammar equal 'http://example.com:80/~smith/' 'http://EXAMPLE.com/%7esmith/'
  urlgrammar whatwg --trace 'https:example.org/a b'

${EXIT}`;

/**
 * What `--grammar` takes, as the help says it: every grammar of the registry (`profiles`), the
 * default first, then in the registry's order, each with a gloss where its name does not say it (a
 * grammar added to `GrammarName` without one does not compile).
 */
const GRAMMAR_GLOSS: Readonly<Record<GrammarName, string>> = {
  rfc3986: 'the default',
  rfc1738: 'absolute URLs, https as http by RFC 2818',
  'rfc1738-pure': 'RFC 1738 as published',
  rfc1808: 'absolute or relative',
  rfc2396: '',
  'rfc2396+2732': '',
  rfc3987: 'IRIs',
  whatwg: "the URL Standard's valid URL strings",
};
const GRAMMAR_HELP = wrapLine(
  `  --grammar   ${[DEFAULT_GRAMMAR, ...(Object.keys(profiles) as GrammarName[]).filter((g) => g !== DEFAULT_GRAMMAR)].map((g) => (GRAMMAR_GLOSS[g] ? `${g} (${GRAMMAR_GLOSS[g]})` : g)).join(', ')}`,
  96,
  12,
).join('\n');

/** `--start`'s help: each grammar's default start symbol, from the registry (its first). */
const START_HELP = wrapLine(
  `  --start     a start symbol of the grammar, e.g. URI, URI-reference, absolute-URI, relative-ref under rfc3986. Default: the grammar's own, an absolute URL with an optional fragment (${(Object.keys(profiles) as GrammarName[]).map((g) => `${g}: ${profiles[g].starts[0]!.name}`).join('; ')}); relative references only with a --start that takes them (rfc3986: URI-reference or relative-ref; rfc1808: URL)`,
  96,
  12,
).join('\n');

/** Each command's synopsis: the first line of its help, and what a usage error prints. */
const SYNOPSIS: Record<string, string> = {
  check: 'urlgrammar check [URL...] [--grammar G] [--start S] [--fix [--unsafe-fixes]] [--all-errors] [--warnings] [--only valid|invalid] [--schemes] [--format text|json|jsonl|line] [--json] [--trace] [--jobs N] [--quiet] [--width N]',
  parse: 'urlgrammar parse URL [--grammar G] [--start S] [--format text|json] [--json]',
  split: 'urlgrammar split URL [--scheme S] [--no-fragments] [--format json] [--json]',
  urlparse: 'urlgrammar urlparse URL [--scheme S] [--no-fragments] [--format json] [--json]',
  join: 'urlgrammar join BASE REF [--spec rfc1808|rfc3986|abarth-url-00|urllib] [--strict] [--trace] [--format text|json] [--json] [--width N]',
  dots: 'urlgrammar dots PATH [--spec rfc1808|rfc3986] [--trace] [--format text|json] [--json] [--width N]',
  grammar: 'urlgrammar grammar [RULE...] [--rfc N] [--format abnf|rfc|json|svg] [--json]  |  urlgrammar grammar --abnf FILE [--section S] [--name N] [--prose TEXT=RULE]... [--nesting N] [RULE... | check [--start RULE] INPUT...]',
  compare: 'urlgrammar compare URL [--format text|json] [--json] [--width N]',
  iri: 'urlgrammar iri [URL] [--to uri|iri] [--host percent|idna] [--keep-unreserved] [--format text|json] [--json]',
  normalize: 'urlgrammar normalize [URL...] [--level string|syntax|scheme] [--grammar rfc3986|rfc3987] [--start S] [--step NAME]... [--no-step NAME]... [--escaped-dots decode|keep] [--trace] [--format text|json] [--json] [--width N]',
  equal: 'urlgrammar equal A B [C...] [--level string|syntax|scheme] [--grammar rfc3986|rfc3987] [--start S] [--step NAME]... [--no-step NAME]... [--escaped-dots decode|keep] [--format text|json] [--json]',
  whatwg: 'urlgrammar whatwg [URL...] [--base URL] [--trace] [--format text|json] [--json] [--width N]',
  scheme: 'urlgrammar scheme URI... [--format text|json] [--json] [--width N]',
  help: 'urlgrammar help [COMMAND]',
};

const HELP: Record<string, string> = {
  check: `${SYNOPSIS.check}

Validates each URL (the arguments, or one per line on standard input) against a start symbol (by
default an RFC 3986 URI: absolute, with an optional fragment) and prints the ABNF-traced report of
every invalid one, naming the grammar that answered; then, on standard error (in every format, so
that standard output holds the records alone), a summary line "N checked, M invalid".
Standard input is answered line by line as it arrives (tail -f log | urlgrammar check), in input
order. Blank (and whitespace-only) lines of standard input are skipped and counted in the summary
("N checked, M invalid, K blank lines skipped"); an empty argument is checked (and is invalid).
Every record names the line of the input it answers (blank lines counted; for arguments, the
argument's number): the text report's --> L:C, the L: that starts each line of --format line,
and inputLine in json and jsonl (where line and column are the position inside the URL).
Standard input is read as UTF-8: a byte order mark at its start (or at the start of an argument)
is removed, with a note on standard error; a line that is not UTF-8 is invalid, reported as
input.invalid-utf8 ("invalid UTF-8 at byte N of line L"), and not parsed.
${GRAMMAR_HELP}
${START_HELP}
  --format    text (default; the rustc-style report, wrapped to --width; warnings in the same
              shape, at input line:column), line (one line per URL, for logs: "L: valid "URL""
              or "L: invalid "URL" l:c code: found", L the input line, l:c the position in the
              URL; never wrapped; with --all-errors one line per error; each error's first fix
              as fix (LEVEL) "URL", or partial-fix (LEVEL) "URL" when another error remains,
              LEVEL its applicability: machine-applicable, what --fix applies, or
              maybe-incorrect...), json (one JSON object per line: input, inputLine, valid, the
              whole report, its trace, hints and fixes, each fix with its applicability and
              validates: false when partial), jsonl (one compact JSON object per line: input,
              inputLine, valid, and for an invalid URL code, offset, line, column, culprit (the
              offset to fix at), message and fix {url, partial, applicability}; with
              --all-errors, errors: the same for each)
  --only      valid or invalid: print only those inputs' results (the summary still counts
              every input, and the exit status is the same)
  --trace     with --format jsonl: each error's rule stack (trace) too
  --schemes   a URI whose scheme has a grammar of its own (mailto, file, urn, data, http, https)
              is read by it too, after RFC 3986: the report cites the scheme's RFC (not with
              --grammar other than rfc3986, nor with --fix)
  --fix       print each URL with its machine-applicable fixes applied, one output line per
              input line (a valid URL as it is, a blank line as it was): the fixes that keep
              every character of the input (as itself or percent-encoded; only white space and
              one pair of quotation marks, <...> or <URL:...> around it may go), applied
              together and round by round until it validates; a round that would lose a
              character of the input is not applied. A fix that removes, moves or replaces a
              character (user information removed, a "\\" written as "/", a scheme
              lower-cased, a "#" escaped into the path, a guessed scheme) is maybe-incorrect
              and not applied: standard error names it, with what stays invalid (as --format
              line: "L: invalid ...") and the summary; exit 1 while any URL is invalid. With
              --format json: {input, inputLine, valid, fixed, validates, applied, withheld}, a
              record per non-blank line.
              Not with --format line or jsonl, nor with --only
  --unsafe-fixes  with --fix, apply the maybe-incorrect fixes too
  --all-errors  report every error of a URL, not only the first
  --warnings  also report what is legal but suspicious in valid URLs (default port, password,
              a scheme one letter off...)
  -j, --jobs  worker threads that check standard input, 1 to 64 (default 1: on a 2-CPU
              machine 2 threads were no faster than one on 200,000 URLs, and slower when the
              machine was busy); the output is in input order, the same bytes as with
              --jobs 1: a line's answer is written once it and every line before it are done
              (lines that arrive together are checked together). The first 64 KiB of input
              are checked on the main thread (a short input starts no worker).
  -q, --quiet  no summary, progress or rate on standard error (the notes, and what --fix
              could not fix, are still said there)
Colour only when standard output is a terminal and NO_COLOR is unset. Standard input is read as
a stream, in memory bounded by its longest line; a progress line goes to standard error when it
is a terminal, and at the end how many URLs in how long ("N URLs in S s: R URLs/s"; no rate for
a run under a second) when it is a terminal or --jobs is given. Exit status 1 if any URL is
invalid.

${COMMON}

Examples:
  urlgrammar check 'http://www.exa mple.org/' 'ftp://ftp.example.org/pub;type=i'
  urlgrammar check --start URI-reference '../a b'
  urlgrammar check --grammar rfc1738 'http://user@example.org/'
  urlgrammar check --format line < urls.txt
  urlgrammar check --fix '"http://example.com/"' 'http//example.com' 'http://a/b c|d'
  urlgrammar check --fix --unsafe-fixes --grammar rfc1738 'http://user@example.com/'
  urlgrammar check --all-errors 'http://host/a b?c d'
  urlgrammar check --only invalid --format jsonl < urls.txt > invalid.jsonl
  urlgrammar check --jobs 2 --format line < urls.txt > report.txt
  tail -f access.log | urlgrammar check --quiet --format jsonl`,
  parse: `${SYNOPSIS.parse}

Prints the AST: one node per line, indented, with its [start, end) span and text; hosts with their
type, ports with their value, text with its decoded form. --json prints the AST as JSON. An invalid
URL prints its report (as JSON with --json) and exits 1. --grammar and --start as for check (by
default an RFC 3986 URI).

${COMMON}

Examples:
  urlgrammar parse 'http://[::1]:80/a%20b'
  urlgrammar parse --grammar rfc1808 --json '../g;x?y#s'`,
  split: `${SYNOPSIS.split}

Python's urllib.parse.urlsplit(URL, scheme=S, allow_fragments=...), as JSON: the five fields and
the derived username, password, hostname and port (or the ValueError reading it raises). An input
urlsplit rejects prints {"error": {"type", "message"}} and exits 1.

${COMMON}

Example:
  urlgrammar split 'HTTP://User:Pw@[::1]:80/a?q#f'`,
  urlparse: `${SYNOPSIS.urlparse}

Python's urllib.parse.urlparse: as split, with params.

${COMMON}

Example:
  urlgrammar urlparse 'http://h/p;a?q'`,
  join: `${SYNOPSIS.join}

Resolves REF against BASE: RFC 1808 §4, RFC 3986 §5.2 (the default), the browser draft
draft-abarth-url-00 §4, or Python's urljoin (urllib). --trace prints every step with the RFC step
or branch it applied; an absent component shows as (none). A base or reference the algorithm
rejects prints one line "error[CODE]: message" (for urllib, the Python exception: ValueError)
and exits 1. --json prints {base, reference, spec, href, steps} (or {error}).
  --strict  validate both first, under the RFC 3986 grammar: the base must be an absolute-URI
            (§5.1: no fragment), the reference a URI-reference; else "error[base.syntax]" or
            "error[reference.syntax]" with the parser's report, exit 1. RFC 1808 always reads
            both with its grammar (--strict changes nothing there); abarth-url-00 and urllib
            take any string (--strict is a usage error with them).

${COMMON}

Examples:
  urlgrammar join 'http://a/b/c/d;p?q' '../g'
  urlgrammar join 'http://a/b/c/d;p?q' '../../../g' --spec rfc1808 --trace
  urlgrammar join --strict 'http://a/b c' '../g'`,
  dots: `${SYNOPSIS.dots}

Removes dot segments: RFC 1808 §4 step 6 or RFC 3986 §5.2.4 (the default). --trace prints each
rule applied with the text before and after. --json prints {path, steps}.

${COMMON}

Example:
  urlgrammar dots /a/b/c/./../../g --trace`,
  grammar: `${SYNOPSIS.grammar}

Prints the grammar (or the named rules) from the combinators: as RFC 5234 ABNF (default), in the
RFC's own notation (rfc), as JSON with the verbatim text, section and deviation notes (json, or
--json), or as a railroad diagram (svg: one rule as an SVG document, several as an HTML page of
diagrams). Rule names are case-insensitive (RFC 5234 §2.1): a name matches the rules of that
spelling, or when there are none, every rule of that name in any case. An unknown name is a usage
error, with the nearest names ("did you mean").

With --abnf FILE, the grammar is loaded from an ABNF text (RFC 5234, with RFC 7405's %s"..." and
%i"..."): the whole file, or with --section S the ABNF of that section of an RFC's plain text
(page breaks removed). --name names it (default: the file's name); --prose TEXT=RULE reads a prose
value <TEXT> as the rule RULE (repeatable); --nesting N expands a recursive rule N levels deep (1 to
64: an automaton cannot count). It prints the loaded rules (or the named ones), or with
"check" reads each INPUT from --start (default: the first rule) with ABNF's semantics and prints
"valid" or the report, exit 1 if any is invalid. An error in the ABNF text is a usage error with
its line and column.

${COMMON}

Examples:
  urlgrammar grammar --rfc 1808
  urlgrammar grammar --abnf rfc3986.txt --section 'Appendix A' --prose pchar=pchar check --start URI 'http://1.2.3.4.5/'
  urlgrammar grammar hostname domainlabel --rfc 1738 --format rfc
  urlgrammar grammar hostname --rfc 1738 --format svg > hostname.svg`,
  compare: `${SYNOPSIS.compare}

One table of how each grammar and algorithm reads URL: RFC 1738, RFC 1808, RFC 2396 + 2732, RFC 3986
and RFC 3987 strict (each with its default start symbol: an absolute URL with an optional fragment),
the WHATWG URL writing grammar, the scheme's own RFC (mailto, file, urn, data, http, https), Python's
urlsplit and urlparse, the browser draft, and the WHATWG URL Standard (this library's transcription
of its basic URL parser), with the components side by side and each verdict. Under the table: the
WHATWG reading's validation errors, and each component the readers disagree on, with what decided
each reading (the grammar rule, the parser state) and the confusion class (scheme, slash, backslash,
URL-encoded data, scheme mixup). A table wider than --width shows the readers in groups, one table
under the other, and wraps long cells.

${COMMON}

Example:
  urlgrammar compare 'http://a/b;p?q#f'`,
  iri: `${SYNOPSIS.iri}

Converts between IRIs and URIs by RFC 3987. --to uri (the default): the IRI mapped to a URI
(§3.1), every ucschar and iprivate character percent-encoded as UTF-8, nothing else changed.
--to iri: the URI converted to an IRI (§3.2), the escapes of legal UTF-8 for characters an IRI
allows decoded, and those of unreserved ASCII characters (%7E is ~, step 2); %25, reserved and
the other ASCII escapes, invalid UTF-8 and the bidi formatting characters of §4.1 stay escaped.
  --host   percent (default): the host is converted like the rest; idna: UTS #46 ToASCII of a
           non-ASCII host (--to uri), ToUnicode of its xn-- labels (--to iri)
  --keep-unreserved  with --to iri: keep the escapes of unreserved characters too, so that
           --to uri gives the URI back exactly (up to the case of hex digits)
An input with a character in neither a URI nor an IRI (a space, a control, "<", a lone
surrogate), a "%" without two hex digits, or a host ToASCII rejects prints one line
"error[CODE]: message" and exits 1. --json prints {input, to, host, output} (or {error}).
Without URL, each line of standard input is converted: one output line per input line (an empty
line stays empty; a line it rejects, or that is not UTF-8, gives its error line in its place,
and the exit status is 1); with --json, one JSON object per line ({input, error} for an error).

${COMMON}

Examples:
  urlgrammar iri 'http://www.example.org/Dürst'
  urlgrammar iri 'http://résumé.example.org/' --host idna
  urlgrammar iri --to iri 'http://xn--99zt52a.example.org/%E2%80%AE' --host idna
  urlgrammar iri --host idna < iris.txt > uris.txt`,
  normalize: `${SYNOPSIS.normalize}

Normalizes each URL (the arguments, or one per line on standard input) by RFC 3986 §6.2 (for IRIs,
RFC 3987 §5.3) and prints it, one per line. Each result is proven by re-parsing it: it means what
the input meant. An input the grammar rejects prints its error on one line, as check --format line
does (invalid "URL" L:C code: found), and the others go on; exit status 1 if any was invalid.
  --level     the rung of RFC 3986 §6.2's ladder: string (§6.2.1: the input as it is), syntax
              (§6.2.2: case, percent-encoding, dot segments), scheme (the default; §6.2.3, which
              includes syntax: an empty or default port, an empty path after an authority)
  --grammar   rfc3986 (the default: URIs) or rfc3987 (IRIs)
  --start     what the input must be: URI (the default), URI-reference or absolute-URI; under
              rfc3987 IRI, IRI-reference or absolute-IRI. A relative reference keeps the dot
              segments of a relative path (../g means something)
  --step NAME, --no-step NAME
              turn a step on or off (repeatable). The steps, in the order they run: characters
              (RFC 3987 §5.3.2.2 NFC; rfc3987, off by default), case (§6.2.2.1), percent-encoding
              (§6.2.2.2), dot-segments (§6.2.2.3), ipv6 (RFC 5952 §4 text; off by default),
              empty-port, default-port, empty-path (§6.2.3) and idn (RFC 3987 §5.3.3; rfc3987).
              The first five are of the syntax level, the others of the scheme level; --step
              names a step that runs at --level and under --grammar
  --escaped-dots  decode (the default: %2E is ".", RFC 3986 §6.2.2.2, and /%2E%2E/ is then a
              dot segment) or keep (%2E stays, as some servers read it after path-traversal
              advisories). %2F stays escaped under both
  --trace     after each URL, each step that changed it, with its section, the component and the
              URL before and after ("  case (RFC 3986 §6.2.2.1) scheme: HTTP://a/ -> http://a/");
              a step wider than --width has the two URLs on lines of their own, under it
  --json      one JSON object per line: {input, href} (and steps: {step, section, component,
              before, after, edits} with --trace), or {input, error: {code, offset, line, column,
              message}}
Without URL, each line of standard input is normalized, one answer per line (a blank line gives an
empty line in text, nothing in JSON; a line that is not UTF-8 is invalid). A password is masked in
every output (****), the normalized URLs (unless --show-password) and the trace included.

${COMMON}

Examples:
  urlgrammar normalize 'HTTP://www.Example.com:80/a/./b/../%7Euser/%2a'
  urlgrammar normalize --trace 'HTTP://a/%7e/./b'
  urlgrammar normalize --level syntax --escaped-dots keep 'http://a/%2E%2E/b'
  urlgrammar normalize --step ipv6 'http://[2001:DB8:0:0:0:0:0:1]/'
  urlgrammar normalize --grammar rfc3987 'eXAMPLE://a/./b/../b/%63/ros%C3%A9'
  urlgrammar normalize --json < urls.txt > normalized.jsonl`,
  equal: `${SYNOPSIS.equal}

Says whether the URLs are equivalent (RFC 3986 §6.2: each to the first, at --level, default
scheme): "equivalent" or "not equivalent", then each URL with its normalized form ("  A -> N"), so
that you see why. Under --grammar rfc3987 the normalized IRIs are compared as URIs (RFC 3987
§5.3.2.3, the host in punycode at the scheme level): where that differs from the normalized form it
is shown too ("(compared as ...)"). With three URLs or more, those not equivalent to the first are
marked. An invalid URL prints its error on one line (as normalize does) and no verdict.
--level, --grammar, --start, --step, --no-step and --escaped-dots are normalize's. --json prints
{equivalent, level, grammar, inputs: [{input, href, equivalent}]} (equivalent: null and {input,
error} for an invalid URL). Passwords are masked. Exit status 0 equivalent, 1 not equivalent (or an
input is invalid), 2 usage error.

${COMMON}

Examples:
  urlgrammar equal 'http://example.com:80/~smith/home.html' 'http://EXAMPLE.com:/%7esmith/home.html'
  urlgrammar equal --level syntax 'http://a:80/' 'http://a/'
  urlgrammar equal --grammar rfc3987 'http://a/rosé' 'http://a/ros%C3%A9'`,
  scheme: `${SYNOPSIS.scheme}

Reads each URI as an RFC 3986 URI, then, where its scheme has a grammar here (mailto: RFC 6068,
file: RFC 8089, urn: RFC 8141, data: RFC 2397, http and https: RFC 9110), by that grammar, loaded
from the scheme's RFC and read with ABNF's semantics. Prints "valid", the RFC that read it and the
parts the RFC names (mailto's addresses and headers, a URN's NID, NSS and components, data's media
type and base64 flag, file's host and path), or the report of the grammar that rejected it, citing
the scheme's RFC. --json prints {input, valid, scheme, rfc, section, parts} or {..., error} per URI.
A password is masked in every output. Exit 1 if any URI is invalid.

${COMMON}

Examples:
  urlgrammar scheme 'mailto:a@' 'mailto:chris@example.com?subject=hi'
  urlgrammar scheme --json 'urn:example:weather?=op=map'`,
  whatwg: `${SYNOPSIS.whatwg}

Parses each URL (the arguments, or one per line on standard input) with the WHATWG URL Standard's
basic URL parser (whatwg/url at ${WHATWG_STANDARD_COMMIT.slice(0, 7)}), which browsers and Node's URL class run, and
prints the href it serializes, or "failure (NAME)" where the parser returns failure. Then each
validation error the standard reports, as a report: error[NAME] for one at which the parser returns
failure, warning[NAME] for one it goes on past (the URL is still parsed), with the standard's
description of the name, the line:column, the parser's state, the input with carets under what
the error is about, and the message citing the section. At most ${MAX_REPORTS} reports an input in text,
then "... and K more"; --json lists up to ${WHATWG_MAX_ERRORS_CEILING} in "errors" and counts them all in "errorCount".
  --base URL  parse each URL against this base, as new URL(input, base) does (the API URL parser:
              a base that fails to parse makes every input fail, reported on the base)
  --trace     after the reports, each state the parser entered, in order, at its line:column,
              and what it did there (the scheme, the host parsed, a port, a path shortened...)
  --json      one JSON object per line: {input, base, ok, href, url, getters, errors, failure}
              (and steps with --trace): url the URL record (scheme, username, password, host,
              hostType, port, path, query, fragment), getters what the URL class's getters return
              (href, origin, protocol, username, password, host, hostname, port, pathname, search,
              hash), each error {name, offset, length, state, failure, message} (offsets in UTF-16
              units of the input as given); base only with --base
Without URL, each line of standard input is parsed (a blank line gives an empty line in text,
nothing in JSON; a line that is not UTF-8 is not parsed, and counts as a failure). A password is
masked in every output (****): in the input, the base, the reports, and unless --show-password in
the href, the record and the getters.
Exit status 0 when every URL parsed with no validation error, 1 when a URL failed or had a
validation error (a warning too), 2 usage error, 3 internal error.

${COMMON}

Examples:
  urlgrammar whatwg 'HTTP://EXAMPLE.org:80/a/../b?q#f'
  urlgrammar whatwg 'https:example.org/a b' 'https://example.org:70000'
  urlgrammar whatwg --base 'http://h/a/b/' '../c' '//other/'
  urlgrammar whatwg --trace 'http://[0:0::1]:8080/a/./b'
  urlgrammar whatwg --json < urls.txt > parsed.jsonl`,
};

/** A usage error: exit 2, with the command's synopsis. `cmd` null: no command was recognised. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly cmd: string | null,
  ) {
    super(message);
  }
}

/** What the command running now reports in: set once its arguments are read. */
const state: { cmd: string | null; format: string; width: number; show: boolean; masked: boolean; inputs: string[] } = {
  cmd: null,
  format: 'text',
  width: 80,
  show: false,
  masked: false,
  inputs: [],
};

/**
 * The passwords of the command's inputs (`redactPasswords`: every reading, every form), kept for
 * the library errors it may print.
 */
function inputs(text: string, also: readonly string[] = []): Redaction {
  state.inputs = [text, ...also];
  return redactPasswords(text, { also });
}

/** A data output (a result the command computes): masked unless --show-password, the masking noted for stderr. */
function data(r: Redaction, s: string): string {
  if (state.show) return s;
  if (r.found) state.masked = true;
  return r.mask(s);
}

/** A data output as JSON data: masked unless --show-password (then as JSON reads it). */
function dataValue(r: Redaction, v: unknown): unknown {
  if (state.show) return JSON.parse(JSON.stringify(v) ?? 'null') as unknown;
  if (r.found) state.masked = true;
  return r.data(v);
}

/** Said once on standard error when a data output had a password masked. */
const MASKED_NOTE = 'urlgrammar: note: passwords are masked (****) in the output; --show-password shows them in the data (never in reports)\n';

function fail(message: string): never {
  throw new UsageError(message, state.cmd);
}

/**
 * `--grammar` and `--start`, as `parseURL` reads them: neither given, the default (rfc3986, start
 * URI); a grammar alone, its own default start symbol (an absolute URL with an optional fragment);
 * a start symbol alone, one of rfc3986's.
 */
function readingOptions(values: Values): { grammar: GrammarName; start: StartSymbol | undefined } {
  const grammar = grammarOption(values.grammar as string | undefined);
  // startOption checked the name against the grammar's start symbols (case-insensitively).
  const start = startOption(grammar, values.start as string | undefined) as StartSymbol | undefined;
  return { grammar, start: start ?? (values.grammar === undefined ? DEFAULT_START : undefined) };
}

function grammarOption(v: string | undefined): GrammarName {
  if (v === undefined) return DEFAULT_GRAMMAR;
  const names = Object.keys(profiles) as GrammarName[];
  if (!(names as string[]).includes(v)) fail(`--grammar must be one of ${names.join(', ')}, not ${JSON.stringify(v)}`);
  return v as GrammarName;
}

/** `--start`: a start symbol of the grammar (case-insensitive), checked here so a miss is a usage error. */
function startOption(g: GrammarName, v: string | undefined): StartSymbol | undefined {
  if (v === undefined) return undefined;
  const starts = startSymbols(g);
  const hit = starts.find((s) => s.toLowerCase() === v.toLowerCase());
  if (hit === undefined) fail(`--start must be a start symbol of ${g} (${starts.join(', ')}), not ${JSON.stringify(v)}`);
  return hit;
}

function useColor(): boolean {
  return Boolean(io.stdout.isTTY) && io.env.NO_COLOR === undefined;
}

const out = (s: string) => void io.stdout.write(s.endsWith('\n') ? s : s + '\n');

/** Options shared by every command. */
const common = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  width: { type: 'string' },
  debug: { type: 'boolean' },
  'show-password': { type: 'boolean' },
} as const;

/** What each option that takes a value wants: said when the value is missing. */
const VALUE_OF: Readonly<Record<string, string>> = {
  width: 'a number of columns; 0: no wrapping',
  jobs: 'a number of worker threads',
  grammar: 'a grammar name',
  start: 'a start symbol',
  format: 'an output format',
  only: 'valid or invalid',
  spec: 'an algorithm',
  rfc: 'an RFC number',
  to: 'uri or iri',
  host: 'percent or idna',
  scheme: 'a default scheme',
  level: 'string, syntax or scheme',
  step: 'a step name',
  'no-step': 'a step name',
  'escaped-dots': 'decode or keep',
  base: 'a URL to parse against',
};

/**
 * The arguments with every option that takes a value joined to its value (`--width -3` as
 * `--width=-3`, `-j 2` as `--jobs=2`), so that a value starting with "-" reaches our own check of
 * it rather than Node's parser; a missing value, an unknown option (with the nearest names) and a
 * value given to a flag are our usage errors. After `--` everything is a positional.
 */
function joinValues(argv: readonly string[], options: Record<string, OptionSpec>): string[] {
  const out: string[] = [];
  const longNames = Object.keys(options);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      out.push(...argv.slice(i));
      break;
    }
    if (!a.startsWith('-') || a === '-') {
      out.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.startsWith('--') ? a.slice(2, eq === -1 ? undefined : eq) : longNames.find((n) => options[n]!.short !== undefined && `-${options[n]!.short}` === a);
    if (name === undefined || !Object.hasOwn(options, name)) {
      // A short option we do not know, or several together (-hj): Node's parser says what it makes of them.
      if (!a.startsWith('--')) {
        out.push(a);
        continue;
      }
      const near = closestNames(name ?? '', longNames);
      fail(`unknown option '--${name}'${near.length ? `; did you mean ${near.map((n) => `--${n}`).join(' or ')}?` : ''}`);
    }
    const option = options[name]!;
    if (option.type === 'boolean') {
      if (eq !== -1 && a.startsWith('--')) fail(`--${name} takes no value`);
      out.push(a);
    } else if (eq !== -1 && a.startsWith('--')) out.push(a);
    else if (i + 1 < argv.length) out.push(`--${name}=${argv[++i]}`);
    else fail(`--${name} needs a value (${VALUE_OF[name] ?? 'see the help'})`);
  }
  return out;
}

/** Node's argument-parser message, as one short line. */
function parseArgsMessage(e: Error): string {
  const m = e.message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '');
  return m.charAt(0).toLowerCase() + m.slice(1);
}

function widthOption(v: string | undefined): number {
  if (v === undefined) return io.stdout.isTTY && io.stdout.columns ? io.stdout.columns : 80;
  if (!/^\d+$/.test(v)) fail(`--width must be a number of columns (0: no wrapping), not ${JSON.stringify(v)}`);
  return Number(v);
}

/** An option as `parseArgs` takes it (`multiple`: repeatable, its values a list). */
type OptionSpec = { type: 'string' | 'boolean'; short?: string; multiple?: boolean };
type Values = Record<string, string | boolean | string[] | undefined>;
function args(
  cmd: string,
  argv: string[],
  options: Record<string, OptionSpec>,
  count: [number, number] | null,
  formats: readonly string[],
): { values: Values; positionals: string[]; format: string } {
  let r: ReturnType<typeof parseArgs>;
  try {
    r = parseArgs({ args: joinValues(argv, { ...common, ...options }), allowPositionals: true, strict: true, options: { ...common, ...options } });
  } catch (e) {
    if (e instanceof Error && String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) fail(parseArgsMessage(e));
    throw e;
  }
  if (r.values.help) {
    out(HELP[cmd]!);
    throw new Done(0);
  }
  const values = r.values as Values;
  state.width = widthOption(values.width as string | undefined);
  state.show = values['show-password'] === true;
  let format = (values.format as string | undefined) ?? formats[0]!;
  if (values.json) {
    if (values.format !== undefined && values.format !== 'json') fail(`--json is --format json; it cannot go with --format ${values.format}`);
    format = 'json';
  }
  if (!formats.includes(format)) {
    fail(`--format must be ${formats.length === 1 ? formats[0] : `${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}`}, not ${JSON.stringify(format)}`);
  }
  state.format = format;
  if (count && (r.positionals.length < count[0] || r.positionals.length > count[1])) {
    const names: Record<string, string> = { parse: 'URL', split: 'URL', urlparse: 'URL', compare: 'URL', iri: 'URL', join: 'BASE and REF', dots: 'PATH', scheme: 'URI' };
    const how = count[0] === count[1] ? `${count[0]}` : count[0] === 0 ? `at most ${count[1]}` : count[1] === Infinity ? `at least ${count[0]}` : `${count[0]} to ${count[1]}`;
    const one = count[1] === 1 || (count[1] === Infinity && count[0] === 1);
    fail(`takes ${how} argument${one ? '' : 's'} (${names[cmd] ?? ''}), not ${r.positionals.length}`);
  }
  return { values, positionals: r.positionals, format };
}

/** A report as the CLI prints it: `formatReport`, wrapped to the width. */
function report(r: URLErrorReport): string {
  return wrapReport(formatReport(r, { color: useColor() }), state.width);
}

/**
 * The most worker threads `--jobs` starts: 64, or the number of cores where there are more (each
 * worker compiles the grammars and has a heap of its own).
 */
const maxJobs = () => Math.max(64, availableParallelism());

/**
 * `--jobs`: a number of worker threads, from 1 to `maxJobs()`. The default is 1: on the 2-CPU
 * machine this is measured on, worker threads did not make a large input faster (docs/performance.md,
 * "check --jobs N").
 */
function jobsOption(v: string | undefined): number {
  if (v === undefined) return 1;
  if (!/^[1-9]\d*$/.test(v) || Number(v) > maxJobs()) fail(`--jobs must be a number of worker threads from 1 to ${maxJobs()}, not ${JSON.stringify(v)}`);
  return Number(v);
}

/**
 * Bytes of standard input per piece checked at once, at most (on a worker thread with --jobs N),
 * and the bytes `check --jobs N` checks on the main thread before it starts its workers.
 */
const PIECE_BYTES = 1 << 16;

/** A piece of standard input: whole lines, as bytes, the number of its first line, and whether it is the last. */
interface InputPiece {
  readonly bytes: Buffer;
  readonly firstLine: number;
  readonly last: boolean;
}

/**
 * Standard input, as bytes, in pieces of whole lines, each with the number of its first line. A
 * line is handed on as soon as it is complete (its line end has arrived: `completeLinesEnd`), so
 * that `tail -f log | urlgrammar check` answers each line when it is written; the lines of a chunk
 * that arrive together are cut after a line feed (a byte that is never inside a UTF-8 sequence)
 * into pieces of at most `PIECE_BYTES` (a longer line is a piece of its own). Only the line being
 * written is held, so memory is bounded by the longest line. The last piece is what remains at
 * the end, a line without its line end (it may be empty). A UTF-8 byte order mark at the very
 * start is removed, and `onBOM` called. The bytes are not decoded here: the lines of a piece are
 * read by `linesOf` (src/cli/input.ts), on a worker thread with `check --jobs N`.
 */
async function* stdinPieces(onBOM: () => void): AsyncGenerator<InputPiece> {
  /** The bytes of the line not yet complete. */
  let rest: Buffer[] = [];
  let line = 1;
  let atStart = true;
  const pieces = function* (bytes: Buffer): Generator<InputPiece> {
    for (const piece of piecesOf(bytes, PIECE_BYTES)) {
      yield { bytes: piece, firstLine: line, last: false };
      line += countLineEnds(piece);
    }
  };
  for await (const read of io.stdin) {
    let chunk = typeof read === 'string' ? Buffer.from(read) : Buffer.from(read.buffer, read.byteOffset, read.byteLength);
    if (atStart) {
      const head = rest.length ? Buffer.concat([...rest, chunk]) : chunk;
      rest = [];
      if (head.length < 3 && mayStartBOM(head)) {
        rest = [head]; // too short to tell yet
        continue;
      }
      atStart = false;
      chunk = head;
      if (startsWithBOM(head)) {
        chunk = head.subarray(3);
        onBOM();
      }
    }
    if (chunk.length === 0) continue;
    const cut = completeLinesEnd(chunk);
    const held = rest.at(-1);
    if (cut === 0) {
      // No line ends in this chunk; but a CR that ended the held bytes is a line end now that another byte (not LF) follows it.
      if (held !== undefined && held[held.length - 1] === 0x0d && chunk[0] !== 0x0a) {
        yield* pieces(Buffer.concat(rest));
        rest = [];
      }
      rest.push(chunk);
      continue;
    }
    const complete = rest.length ? Buffer.concat([...rest, chunk.subarray(0, cut)]) : chunk.subarray(0, cut);
    rest = cut < chunk.length ? [chunk.subarray(cut)] : [];
    yield* pieces(complete);
  }
  yield { bytes: Buffer.concat(rest), firstLine: line, last: true };
}

/** The code of `check --jobs N`'s worker when run from the source (`sourceWorkerCode`), once per process. */
let sourceWorker: Promise<string> | undefined;

/**
 * The worker of `check --jobs N` run from the source (`main` called in-process by the tests, or
 * `tsx src/cli.ts`): src/cli/check-worker.ts and what it imports, bundled by esbuild (a development
 * dependency) into one script, once per process, so that the worker threads run the same source as
 * the main thread, and start as fast as the built worker.
 */
function sourceWorkerCode(): Promise<string> {
  sourceWorker ??= import('esbuild').then(async ({ build }) => {
    const r = await build({ entryPoints: [fileURLToPath(new URL('./check-worker.ts', import.meta.url))], bundle: true, platform: 'node', format: 'cjs', target: 'node20', write: false, logLevel: 'error' });
    return r.outputFiles[0]!.text;
  });
  return sourceWorker;
}

/**
 * The worker threads' code: the built worker beside this module (the command as installed: this
 * module is a `.js` file), or the source's, bundled (`sourceWorkerCode`).
 */
async function checkWorkerStart(): Promise<(options: CheckOptions) => Worker> {
  if (!import.meta.url.endsWith('.ts')) return (options) => new Worker(new URL('./check-worker.js', import.meta.url), { workerData: options });
  const code = await sourceWorkerCode();
  return (options) => new Worker(code, { eval: true, workerData: options });
}

/**
 * The worker threads of `check --jobs N`: a piece of input goes to the least busy worker, and
 * `send` returns its answer (the caller writes the answers in the order the pieces were sent).
 */
class CheckPool {
  private readonly workers: Array<{ worker: Worker; busy: number }> = [];
  private readonly waiting = new Map<number, { resolve: (r: CheckBatchAnswer) => void; reject: (e: unknown) => void }>();
  private nextId = 0;

  constructor(jobs: number, options: CheckOptions, start: (options: CheckOptions) => Worker) {
    for (let i = 0; i < jobs; i++) {
      const worker = start(options);
      const slot = { worker, busy: 0 };
      worker.on('message', (m: CheckBatchAnswer & { id: number }) => {
        slot.busy--;
        const w = this.waiting.get(m.id)!;
        this.waiting.delete(m.id);
        w.resolve(m);
      });
      worker.on('error', (e) => {
        for (const w of this.waiting.values()) w.reject(e);
        this.waiting.clear();
      });
      this.workers.push(slot);
    }
  }

  /** Sends a piece of input (whole lines, as bytes: copied once, then moved to the worker) and the number of its first line; the worker's answer. */
  send(piece: Uint8Array, firstLine: number): Promise<CheckBatchAnswer> {
    const id = this.nextId++;
    const slot = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    slot.busy++;
    const answer = new Promise<CheckBatchAnswer>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    answer.catch(() => undefined); // awaited in order by the caller; not an unhandled rejection meanwhile
    const bytes = new Uint8Array(piece); // its own buffer (stdin's chunks share a pool), then moved
    slot.worker.postMessage({ id, bytes, firstLine }, [bytes.buffer]);
    return answer;
  }

  close(): Promise<unknown> {
    return Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}

async function check(argv: string[]): Promise<number> {
  const { values, positionals, format } = args(
    'check',
    argv,
    {
      grammar: { type: 'string' }, start: { type: 'string' }, format: { type: 'string' }, jobs: { type: 'string', short: 'j' }, fix: { type: 'boolean' }, 'unsafe-fixes': { type: 'boolean' },
      'all-errors': { type: 'boolean' }, warnings: { type: 'boolean' }, only: { type: 'string' }, trace: { type: 'boolean' }, schemes: { type: 'boolean' }, quiet: { type: 'boolean', short: 'q' },
    },
    null,
    ['text', 'json', 'line', 'jsonl'],
  );
  const { grammar, start } = readingOptions(values);
  const jobs = jobsOption(values.jobs as string | undefined);
  const only = values.only as string | undefined;
  if (only !== undefined && only !== 'valid' && only !== 'invalid') fail(`--only must be valid or invalid, not ${JSON.stringify(only)}`);
  const options: CheckOptions = {
    grammar, start, format, color: useColor(), width: state.width,
    fix: values.fix === true, unsafeFixes: values['unsafe-fixes'] === true, allErrors: values['all-errors'] === true, warnings: values.warnings === true,
    only: only ?? null, trace: values.trace === true, schemes: values.schemes === true, showPassword: state.show,
  };
  if (options.schemes && grammar !== 'rfc3986') fail(`--schemes reads RFC 3986 URIs by their schemes' grammars; it cannot go with --grammar ${grammar}`);
  if (options.schemes && options.fix) fail('--fix applies the fixes of the RFC 3986 report; it cannot go with --schemes');
  if (options.unsafeFixes && !options.fix) fail('--unsafe-fixes says which fixes --fix applies; give --fix too');
  if (options.fix && (format === 'line' || format === 'jsonl')) fail(`--fix prints the corrected URLs (or JSON with --format json); it cannot go with --format ${format}`);
  if (options.fix && only !== undefined) fail('--fix prints every URL, corrected; it cannot go with --only');
  if (options.trace && format !== 'jsonl') fail(`--trace adds the rule stack to --format jsonl (--format json always has it); it cannot go with --format ${format}`);
  const quiet = values.quiet === true;
  let checked = 0;
  let invalid = 0;
  let blank = 0;
  const fromStdin = positionals.length === 0;
  const progress = Boolean(io.stderr.isTTY) && fromStdin && !quiet;
  // The rate at the end: on a terminal, and whenever --jobs is given (standard error either way).
  const rateAtEnd = fromStdin && !quiet && (progress || values.jobs !== undefined);
  const t0 = performance.now();
  let lastShown = t0;
  const seconds = () => (performance.now() - t0) / 1000;
  const show = () => {
    lastShown = performance.now();
    const r = rateOf(checked, seconds());
    io.stderr.write(`\r${checked} checked, ${invalid} invalid${r === null ? '' : `, ${r}/s`}`);
  };
  // Output is written piece by piece; when a pipe is slow, wait for it to drain, so memory stays
  // constant however long the input is.
  const write = async (s: string | Uint8Array) => {
    if (s.length && !io.stdout.write(s)) await new Promise<void>((resolve) => io.stdout.once?.('drain', () => resolve()) ?? resolve());
  };
  const take = async (r: CheckBatchResult | CheckBatchAnswer) => {
    checked += r.checked;
    invalid += r.invalid;
    blank += r.blank;
    if (r.masked) state.masked = true;
    await write(r.text);
    if (r.err) io.stderr.write(r.err);
    if (progress && performance.now() - lastShown > 250) show();
  };
  // Standard input is cut, as bytes, into pieces of whole lines (`stdinPieces`), each as soon as
  // its lines are complete. With --jobs 1, and for the first PIECE_BYTES with --jobs N, each piece
  // is checked on this thread and written before the next is read; after that, on `jobs` worker
  // threads, each answer written once it and every answer before it are in (a chain of writes in
  // input order), while the next pieces are read: at most jobs × 4 pieces in flight, so memory
  // stays bounded. The workers decode their pieces and encode their answers: the main thread only
  // reads, counts lines, hands out and writes bytes.
  let pool: CheckPool | null = null;
  if (!fromStdin) {
    // A byte order mark pasted at the start of an argument: removed, and said once.
    const marked = positionals.flatMap((u, i) => (u.startsWith('\ufeff') ? [i + 1] : []));
    if (marked.length) {
      io.stderr.write(`urlgrammar check: note: a byte order mark (U+FEFF) at the start of argument${marked.length > 1 ? 's' : ''} ${marked.join(', ')} was removed\n`);
    }
    await take(checkBatch(positionals.map((u) => (u.startsWith('\ufeff') ? u.slice(1) : u)), options));
  } else {
    let onMain = 0;
    let written: Promise<void> = Promise.resolve();
    const inFlight: Array<Promise<void>> = [];
    try {
      const onBOM = () => void io.stderr.write('urlgrammar check: note: a UTF-8 byte order mark at the start of standard input was removed\n');
      for await (const p of stdinPieces(onBOM)) {
        if (jobs === 1 || (pool === null && (onMain < PIECE_BYTES || p.last))) {
          onMain += p.bytes.length;
          await take(checkPiece(p.bytes, p.firstLine, options));
          continue;
        }
        if (p.bytes.length === 0) continue;
        pool ??= new CheckPool(jobs, options, await checkWorkerStart());
        const answer = pool.send(p.bytes, p.firstLine);
        written = written.then(async () => take(await answer));
        inFlight.push(written);
        // The writes end in order: the one that ended is the oldest.
        written.then(
          () => inFlight.shift(),
          () => inFlight.shift(),
        );
        while (inFlight.length >= jobs * 4) await inFlight[0];
      }
      await written;
    } finally {
      await (pool as CheckPool | null)?.close();
    }
  }
  if (progress) {
    show();
    io.stderr.write('\n');
  }
  if (rateAtEnd) io.stderr.write(`${rateLine(checked, seconds(), pool ? `${jobs} worker threads` : 'one thread')}\n`);
  // The summary goes to standard error in every format: standard output holds the records (or
  // under --fix the URLs) alone, one shape to a stream.
  const skipped = blank ? `, ${blank} blank line${blank === 1 ? '' : 's'} skipped` : '';
  if (!quiet) io.stderr.write(`${checked} checked, ${invalid} ${options.fix ? 'still invalid' : 'invalid'}${skipped}\n`);
  return invalid ? 1 : 0;
}

function tree(n: ASTNode, depth = 0, lines: string[] = []): string[] {
  const extra =
    n.type === 'host' || n.type === 'ihost' ? ` (${n.hostType})` : n.type === 'port' ? ` = ${n.value ?? '(empty)'}` : 'decoded' in n && n.decoded !== n.text ? ` decoded ${JSON.stringify(n.decoded)}` : '';
  lines.push(`${'  '.repeat(depth)}${n.type} [${n.start}, ${n.end}) ${JSON.stringify(n.text)}${extra}`);
  for (const c of n.children) tree(c, depth + 1, lines);
  return lines;
}

function parse(argv: string[]): number {
  const { values, positionals, format } = args('parse', argv, { grammar: { type: 'string' }, start: { type: 'string' }, format: { type: 'string' } }, [1, 1], ['text', 'json']);
  const rd = inputs(positionals[0]!);
  const r = parseURL(positionals[0]!, readingOptions(values));
  if (!r.ok) {
    out(format === 'json' ? JSON.stringify(rd.data(r.error), null, 2) : report(r.error));
    return 1;
  }
  // The tree shows every node's text: the password's too, masked unless --show-password.
  const ast = dataValue(rd, r.ast) as ASTNode;
  out(format === 'json' ? JSON.stringify(ast, null, 2) : tree(ast).join('\n'));
  return 0;
}

function split(cmd: 'split' | 'urlparse', argv: string[]): number {
  const { values, positionals } = args(cmd, argv, { scheme: { type: 'string' }, 'no-fragments': { type: 'boolean' }, format: { type: 'string' } }, [1, 1], ['json']);
  const rd = inputs(positionals[0]!, [(values.scheme as string | undefined) ?? '']);
  const opts = { scheme: (values.scheme as string | undefined) ?? '', allow_fragments: !values['no-fragments'] };
  // A ValueError (say, "Invalid IPv6 URL") is the library's answer for this input: see run().
  const r = cmd === 'split' ? urlsplit(positionals[0]!, opts) : urlparse(positionals[0]!, opts);
  const derived: Record<string, unknown> = { username: r.username, password: r.password, hostname: r.hostname };
  try {
    derived.port = r.port;
  } catch (e) {
    if (!(e instanceof ValueError)) throw e;
    derived.port = { error: { type: e.name, message: e.message } };
  }
  out(JSON.stringify(dataValue(rd, { ...r._asdict(), ...derived, geturl: r.geturl() }), null, 2));
  return 0;
}

function specOption(v: string | undefined, allowed: readonly string[], fallback: string): string {
  const spec = v ?? fallback;
  if (!allowed.includes(spec)) fail(`--spec must be ${allowed.join(', ')}; not ${JSON.stringify(spec)}`);
  return spec;
}

/** A traced value: a string as JSON, an absent component as `(none)`. */
const shown = (v: string | null | undefined) => (v === null || v === undefined ? '(none)' : JSON.stringify(v));

function showStep(step: ResolutionStep, i: number): string[] {
  const vals = Object.entries(step.values)
    .map(([k, v]) => `${k}=${shown(v)}`)
    .join(' ');
  const lines = [`${String(i + 1).padStart(2)}. ${step.rule}${vals ? `: ${vals}` : ''}`];
  if (step.gap) lines.push(`    gap filled: ${step.gap.todo} -> ${step.gap.filledWith}`);
  for (const d of step.dots ?? []) lines.push(`    ${dotLine(d)}`);
  return lines;
}

function dotLine(d: ReturnType<typeof removeDotSegments>['steps'][number]): string {
  if (d.spec === 'rfc1808') return `${d.rule}: ${shown(d.before)} -> ${shown(d.after)}`;
  return `${d.rule}: output ${shown(d.after.output)}, input ${shown(d.after.input)}`;
}

/** Lines of a trace, each wrapped with a hanging indent. */
const traceOut = (lines: string[]) => {
  for (const l of lines) out(wrapLine(l, state.width, 4).join('\n'));
};

function join(argv: string[]): number {
  const { values, positionals, format } = args('join', argv, { spec: { type: 'string' }, trace: { type: 'boolean' }, strict: { type: 'boolean' }, format: { type: 'string' } }, [2, 2], ['text', 'json']);
  const spec = specOption(values.spec as string | undefined, [...RESOLVE_SPECS, 'urllib'], 'rfc3986');
  const [base, ref] = positionals as [string, string];
  const rd = inputs(base, [ref]);
  const trace = Boolean(values.trace);
  // --strict: the base must be an absolute-URI and the reference a URI-reference of RFC 3986 (the
  // resolver's own { strict: true }); RFC 1808's resolver always reads both with its grammar.
  const strict = values.strict === true;
  if (strict && spec !== 'rfc3986' && spec !== 'rfc1808') fail(`--strict validates under RFC 3986 (--spec rfc3986; rfc1808 always validates); it cannot go with --spec ${spec}`);
  // A ResolutionError or a urllib ValueError is the library's answer for this input: see run().
  const r =
    spec === 'urllib'
      ? (({ url, steps }) => ({ href: url, steps }))(urljoinTrace(base, ref))
      : spec === 'rfc3986' && strict
        ? resolve(base, ref, { spec, trace, strict: true })
        : resolve(base, ref, { spec: spec as ResolveSpec, trace });
  if (format === 'json') {
    // The inputs and the trace are always masked; the href is the data asked for.
    const shown = rd.data({ base, reference: ref, spec, ...(strict ? { strict } : {}), href: '', ...(values.trace ? { steps: r.steps } : {}) }) as Record<string, unknown>;
    out(JSON.stringify({ ...shown, href: data(rd, r.href) }, null, 2));
    return 0;
  }
  out(data(rd, r.href));
  if (values.trace) r.steps.forEach((s, i) => traceOut(showStep(rd.data(s) as ResolutionStep, i)));
  return 0;
}

function dots(argv: string[]): number {
  const { values, positionals, format } = args('dots', argv, { spec: { type: 'string' }, trace: { type: 'boolean' }, format: { type: 'string' } }, [1, 1], ['text', 'json']);
  const spec = specOption(values.spec as string | undefined, ['rfc1808', 'rfc3986'], 'rfc3986') as 'rfc1808' | 'rfc3986';
  const r = removeDotSegments(positionals[0]!, { spec, trace: Boolean(values.trace) });
  if (format === 'json') {
    out(JSON.stringify({ input: positionals[0], spec, path: r.path, ...(values.trace ? { steps: r.steps } : {}) }, null, 2));
    return 0;
  }
  out(r.path);
  if (values.trace) traceOut(r.steps.map((d, i) => `${String(i + 1).padStart(2)}. ${dotLine(d)}`));
  return 0;
}

function printGrammar(argv: string[]): number {
  const { values, positionals, format } = args(
    'grammar', argv,
    { rfc: { type: 'string' }, format: { type: 'string' }, abnf: { type: 'string' }, section: { type: 'string' }, name: { type: 'string' }, prose: { type: 'string', multiple: true }, nesting: { type: 'string' }, start: { type: 'string' } },
    null, ['abnf', 'rfc', 'json', 'svg'],
  );
  if (values.abnf !== undefined) return loadedGrammar(values, positionals, format);
  for (const o of ['section', 'name', 'prose', 'start'] as const) if (values[o] !== undefined) fail(`--${o} goes with --abnf FILE`);
  const rfcText = values.rfc as string | undefined;
  // A number as written (not "0x6ca" or "1738.0", which Number() would take).
  const rfc = rfcText === undefined ? undefined : rfcText === 'urlgrammar' ? 'urlgrammar' : ((/^\d+$/.test(rfcText) ? Number(rfcText) : NaN) as RFC);
  if (rfc !== undefined && !grammar.rules.some((r) => r.rfc === rfc)) fail(`--rfc must be one of 1738, 1808, 2732, 2373, 2234, urlgrammar; not ${JSON.stringify(rfcText)}`);
  let rules = grammar.rules;
  if (rfc !== undefined) rules = rules.filter((r) => r.rfc === rfc);
  if (positionals.length) {
    const chosen = new Set<(typeof rules)[number]>();
    const misses: string[] = [];
    for (const p of positionals) {
      const found = rulesNamed(rules, p);
      if (!found.length) {
        const near = closestNames(p, rules.map((r) => r.name));
        misses.push(`no rule named ${JSON.stringify(p)}${rfc ? ` in RFC ${rfc}` : ''}${near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : ''}`);
      }
      for (const r of found) chosen.add(r);
    }
    if (misses.length) fail(misses.join('; '));
    rules = rules.filter((r) => chosen.has(r));
  }
  if (format === 'json') {
    out(JSON.stringify(rules, null, 2));
    return 0;
  }
  if (format === 'svg') {
    // Railroad diagrams of the literal bodies: one rule as an SVG document, several as an HTML page.
    const svgOf = (rule: (typeof rules)[number]) =>
      standaloneSvg(railroadSvg(rule.body, rule.rfc, (ref) => ({ label: ref.spell ?? ref.name, href: null })));
    if (rules.length === 1) out(svgOf(rules[0]!));
    else {
      out('<!doctype html>\n<meta charset="utf-8"><title>urlgrammar railroad diagrams</title>');
      for (const r of rules) out(`<h2>${r.name} <small>(${r.rfc === 'urlgrammar' ? 'urlgrammar' : `RFC ${r.rfc} ${r.section}`})</small></h2>\n${svgOf(r)}`);
    }
    return 0;
  }
  let last: string | null = null;
  for (const r of rules) {
    const heading = r.rfc === 'urlgrammar' ? `urlgrammar ${r.section} rules (not RFC text)` : `RFC ${r.rfc} ${/^\d/.test(r.section) ? '§' : ''}${r.section}`;
    if (heading !== last && rules.length > 1) out(`${last === null ? '' : '\n'}; ${heading}`);
    last = heading;
    out(format === 'abnf' ? r.abnf : r.text.replace(/\s+/g, ' '));
  }
  return 0;
}

/** `grammar --abnf FILE`: a grammar loaded from ABNF, printed, or reading inputs (`check`). */
function loadedGrammar(values: Values, positionals: string[], format: string): number {
  const file = values.abnf as string;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    fail(`cannot read --abnf ${JSON.stringify(file)}: ${(e as { code?: string }).code ?? String(e)}`);
  }
  const section = values.section as string | undefined;
  if (section !== undefined) {
    try {
      text = extractABNF(text, section);
    } catch (e) {
      fail(e instanceof Error ? e.message : String(e));
    }
  }
  const prose: Record<string, string> = {};
  for (const p of (values.prose as string[] | undefined) ?? []) {
    const eq = p.lastIndexOf('=');
    if (eq <= 0 || eq === p.length - 1) fail(`--prose must be TEXT=RULE (the text between < and >, then the rule it reads as), not ${JSON.stringify(p)}`);
    prose[p.slice(0, eq)] = p.slice(eq + 1);
  }
  const name = (values.name as string | undefined) ?? basename(file, extname(file));
  const nestingText = values.nesting as string | undefined;
  const nesting = nestingText === undefined ? undefined : Number(nestingText);
  if (nesting !== undefined && !(/^[0-9]+$/.test(nestingText!) && nesting >= 1 && nesting <= 64)) fail(`--nesting must be a whole number from 1 to 64, not ${JSON.stringify(nestingText)}`);
  let g: ABNFGrammar;
  try {
    g = grammar.fromABNF(text, { name, prose, ...(nesting === undefined ? {} : { nesting }) });
  } catch (e) {
    if (e instanceof ABNFError) fail(`${file}: ${e.message}`);
    throw e;
  }
  if (positionals[0] !== 'check') {
    if (values.start !== undefined) fail('--start goes with check');
    const rules = positionals.length ? positionals.map((p) => g.rule(p) ?? fail(`${file} defines no rule ${JSON.stringify(p)}`)) : g.rules;
    if (format === 'json') out(JSON.stringify(rules.map((r) => ({ name: r.name, rfc: r.rfc, text: r.text, abnf: printAbnf(r) })), null, 2));
    else if (format === 'svg') {
      if (rules.length !== 1) fail('--format svg draws one rule: name it');
      out(standaloneSvg(railroadSvg(rules[0]!.body, rules[0]!.rfc, (ref) => ({ label: ref.spell ?? ref.name, href: null }))));
    } else for (const r of rules) out(format === 'abnf' ? printAbnf(r) : r.text.replace(/\s+/g, ' '));
    return 0;
  }
  if (format !== 'abnf' && format !== 'json') fail('check prints text or --json');
  const start = (values.start as string | undefined) ?? g.start;
  if (!g.rule(start)) fail(`${file} defines no rule ${JSON.stringify(start)}${closestNames(start, g.rules.map((r) => r.name)).map((n) => `; did you mean ${JSON.stringify(n)}?`)[0] ?? ''}`);
  const inputs = positionals.slice(1);
  if (inputs.length === 0) fail('check takes INPUT... (one or more inputs to read)');
  let invalid = 0;
  const results = [];
  for (const input of inputs) {
    let r: ReturnType<typeof parseABNF>;
    try {
      r = parseABNF(g, input, { start });
    } catch (e) {
      // A recursive start symbol without --nesting: the grammar cannot run, whatever the input.
      if (e instanceof ABNFError) fail(`${file}: ${e.message}${e.code === 'recursion' ? ': give --nesting N' : ''}`);
      throw e;
    }
    if (!r.ok) invalid++;
    // Every output masks a password, as check's does (a URL's user information, where the input reads as one).
    const rd = redactPasswords(input);
    if (format === 'json') results.push(rd.data(r.ok ? { input, valid: true } : { input, valid: false, error: r.error }));
    else out(r.ok ? `valid  ${rd.text}` : report(r.error) + '\n');
  }
  if (format === 'json') out(JSON.stringify(results, null, 2));
  return invalid > 0 ? 1 : 0;
}

/** `scheme URI...`: each URI by RFC 3986, then by its scheme's grammar (src/schemes/). */
function schemeCmd(argv: string[]): number {
  const { positionals, format } = args('scheme', argv, { format: { type: 'string' } }, [1, Infinity], ['text', 'json']);
  let invalid = 0;
  for (const input of positionals) {
    const r = parseScheme(input);
    if (!r.ok) invalid++;
    const rd = inputs(input);
    const shown = rd.text;
    if (format === 'json') {
      const body = r.ok ? { input, valid: true, scheme: r.scheme, rfc: r.rfc, section: r.section, parts: null } : { input, valid: false, scheme: r.scheme, rfc: r.rfc, section: r.section, error: r.error };
      const masked = rd.data(body) as Record<string, unknown>;
      out(JSON.stringify(r.ok ? { ...masked, parts: dataValue(rd, r.parts) ?? null } : masked));
    } else if (r.ok) {
      const cite = /^\d/.test(r.section) ? `§${r.section}` : r.section;
      out(`valid  ${shown}  (${r.scheme}: RFC ${r.rfc} ${cite})`);
      if (r.parts) for (const [k, v] of Object.entries(r.parts)) if (k !== 'scheme') out(`  ${k}: ${JSON.stringify(dataValue(rd, v))}`);
    } else out(report(r.error) + '\n');
  }
  return invalid > 0 ? 1 : 0;
}

function compareCmd(argv: string[]): number {
  const { positionals, format } = args('compare', argv, { format: { type: 'string' } }, [1, 1], ['text', 'json']);
  // Every reading's password, and the input's, masked as in every output of the CLI.
  const { input, readings, disagreements, notes } = maskedComparison(positionals[0]!);
  out(format === 'json' ? JSON.stringify({ input, readings, disagreements, notes }, null, 2) : compareTable(input, readings, { width: state.width, disagreements }) + notes.map((n) => `\nnote: ${n}`).join(''));
  return 0;
}

async function iriCmd(argv: string[]): Promise<number> {
  const { values, positionals, format } = args('iri', argv, { to: { type: 'string' }, host: { type: 'string' }, 'keep-unreserved': { type: 'boolean' }, format: { type: 'string' } }, [0, 1], ['text', 'json']);
  const to = (values.to as string | undefined) ?? 'uri';
  if (to !== 'uri' && to !== 'iri') fail(`--to must be uri or iri, not ${JSON.stringify(to)}`);
  const host = (values.host as string | undefined) ?? 'percent';
  if (host !== 'percent' && host !== 'idna') fail(`--host must be percent or idna, not ${JSON.stringify(host)}`);
  const keep = values['keep-unreserved'] === true;
  if (keep && to !== 'iri') fail('--keep-unreserved applies to --to iri only');
  const convert = (input: string) => (to === 'uri' ? iriToURI(input, { host }) : uriToIRI(input, { host, decodeUnreserved: !keep }));
  if (positionals.length === 0) return iriLines(convert, { to, host, json: format === 'json' });
  // An IRIError is the library's answer for this input: see run(). The input's password is masked
  // in the JSON; the output is the answer asked for (as `check --fix` prints its corrected URLs).
  const rd = inputs(positionals[0]!);
  const output = data(rd, convert(positionals[0]!));
  out(format === 'json' ? JSON.stringify({ input: rd.text, to, host, output }, null, 2) : output);
  return 0;
}

/**
 * `urlgrammar iri` without an argument: each line of standard input converted, one output line per
 * input line (an empty line stays empty), so that the output lines up with the input. A line the
 * conversion rejects, or that is not UTF-8, gives its one-line error in its place (not wrapped),
 * and the exit status 1 at the end. With --json, one JSON object per line:
 * {input, to, host, output} or {input, error}. A UTF-8 byte order mark at the start is removed (and
 * said on standard error).
 */
async function iriLines(convert: (input: string) => string, o: { to: string; host: string; json: boolean }): Promise<number> {
  let failed = 0;
  const write = async (s: string) => {
    if (s.length && !io.stdout.write(s)) await new Promise<void>((resolve) => io.stdout.once?.('drain', () => resolve()) ?? resolve());
  };
  const onBOM = () => void io.stderr.write('urlgrammar iri: note: a UTF-8 byte order mark at the start of standard input was removed\n');
  for await (const piece of stdinPieces(onBOM)) {
    let text = '';
    for (const line of linesOf(piece.bytes, piece.firstLine)) {
      const rd = inputs(line.text);
      const input = rd.text;
      let answer: string;
      if (line.bad) {
        failed++;
        const { inputLine, byte, bytes } = line.bad;
        const message = badUTF8Message(line.bad);
        answer = o.json ? JSON.stringify({ input, error: { code: 'input.invalid-utf8', message, inputLine, byte, bytes } }) : `error[input.invalid-utf8]: ${message}`;
      } else {
        try {
          const output = data(rd, convert(line.text));
          answer = o.json ? JSON.stringify({ input, to: o.to, host: o.host, output }) : output;
        } catch (e) {
          const err = libraryError(e);
          if (!err) throw e;
          failed++;
          answer = o.json ? JSON.stringify({ input, error: rd.data(err) }) : `error[${err.code ?? err.type}]: ${rd.mask(err.message).replace(/\s*\n\s*/g, ' ')}`;
        }
      }
      text += answer + '\n';
    }
    await write(text);
  }
  return failed ? 1 : 0;
}


/** The options shared by `normalize` and `equal`. */
const NORMALIZE_OPTIONS = {
  level: { type: 'string' },
  grammar: { type: 'string' },
  start: { type: 'string' },
  step: { type: 'string', multiple: true },
  'no-step': { type: 'string', multiple: true },
  'escaped-dots': { type: 'string' },
  format: { type: 'string' },
} as const satisfies Record<string, OptionSpec>;

/** "a, b or c". */
const orList = (xs: readonly string[]) => (xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);

/** The nearest of `names` to `v`, as "; did you mean ...?" (or nothing). */
function didYouMean(v: string, names: readonly string[]): string {
  const near = closestNames(v, names);
  return near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : '';
}

/** An option's value that must be one of `allowed` (exactly), or a usage error that lists them. */
function choiceOption<T extends string>(name: string, v: string | undefined, allowed: readonly T[], why = ''): T | undefined {
  if (v === undefined) return undefined;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  return fail(`--${name} must be ${orList(allowed)}${why}, not ${JSON.stringify(v)}${didYouMean(v, allowed)}`);
}

/**
 * `--level`, `--grammar`, `--start`, `--step`, `--no-step` and `--escaped-dots`, checked here (a bad
 * value is a usage error with the nearest names), as `normalize` and `equivalent` take them.
 */
function normalizeSettings(values: Values): NormalizeCallOptions {
  const level = choiceOption('level', values.level as string | undefined, NORMALIZE_LEVELS) ?? 'scheme';
  const grammar = choiceOption('grammar', values.grammar as string | undefined, ['rfc3986', 'rfc3987'] as const, ' (normalization is RFC 3986 §6 and RFC 3987 §5.3)') ?? 'rfc3986';
  const starts = grammar === 'rfc3986' ? (['URI', 'URI-reference', 'absolute-URI'] as const) : (['IRI', 'IRI-reference', 'absolute-IRI'] as const);
  const startText = values.start as string | undefined;
  let start: NormalizeCallOptions['start'];
  if (startText !== undefined) {
    // Case-insensitive, as check's --start.
    start = starts.find((x) => x.toLowerCase() === startText.toLowerCase());
    if (start === undefined) fail(`--start must be ${orList(starts)} under ${grammar}, not ${JSON.stringify(startText)}${didYouMean(startText, starts)}`);
  }
  const escapedDots = choiceOption('escaped-dots', values['escaped-dots'] as string | undefined, ['decode', 'keep'] as const);
  const steps: Partial<Record<NormalizeStepName, boolean>> = {};
  for (const [flag, on] of [['step', true], ['no-step', false]] as const) {
    for (const name of (values[flag] as string[] | undefined) ?? []) {
      const step = choiceOption(flag, name, NORMALIZE_STEPS);
      if (step === undefined) continue;
      if (steps[step] !== undefined && steps[step] !== on) fail(`--step ${step} and --no-step ${step} cannot go together`);
      if (on && level === 'string') fail(`--step ${step}: no step runs at --level string (RFC 3986 §6.2.1 compares the strings as they are)`);
      // `--step` turning on a step that would not run (NORMALIZE_STEP_INFO) is a usage error, not a silent no-op.
      if (on && level === 'syntax' && NORMALIZE_STEP_INFO[step].level === 'scheme') fail(`--step ${step} is a step of the scheme level (RFC 3986 §6.2.3); it does not run at --level syntax`);
      if (on && grammar === 'rfc3986' && NORMALIZE_STEP_INFO[step].iriOnly) fail(`--step ${step} applies to IRIs (RFC 3987 §5.3); give --grammar rfc3987`);
      steps[step] = on;
    }
  }
  return {
    grammar,
    level,
    ...(start !== undefined ? { start } : {}),
    ...(escapedDots !== undefined ? { escapedDots } : {}),
    ...(Object.keys(steps).length ? { steps } : {}),
  };
}

/** The line standard error gets when the library's own check of a normalization failed (exit 3). */
const defectNote = (cmd: string, n: number) =>
  `urlgrammar ${cmd}: internal error: the normalization of ${n} input${n === 1 ? '' : 's'} would not mean what ${n === 1 ? 'it' : 'they'} meant (error[normalize.meaning] above); please report this\n`;

/**
 * `urlgrammar normalize`: each argument, or without one each line of standard input, normalized
 * (`normalizeOne` of src/cli/normalize.ts), one answer per input. Exit 1 when an input was
 * invalid, 3 when the library's proof of a normalization failed (a defect, said on standard error).
 */
async function normalizeCmd(argv: string[]): Promise<number> {
  const { values, positionals, format } = args('normalize', argv, { ...NORMALIZE_OPTIONS, trace: { type: 'boolean' } }, null, ['text', 'json']);
  const o: NormalizeCLIOptions = { call: normalizeSettings(values), trace: values.trace === true, json: format === 'json', width: state.width, showPassword: state.show };
  let invalid = 0;
  let defects = 0;
  const take = (a: NormalizeAnswer): string => {
    if (a.verdict === 'invalid') invalid++;
    else if (a.verdict === 'defect') defects++;
    if (a.masked) state.masked = true;
    return a.text;
  };
  const write = async (s: string) => {
    if (s.length && !io.stdout.write(s)) await new Promise<void>((resolve) => io.stdout.once?.('drain', () => resolve()) ?? resolve());
  };
  if (positionals.length) {
    for (const url of positionals) await write(take(normalizeOne(url, o)));
  } else {
    // One answer per line of standard input; a blank line an empty line in text (the answers line
    // up with the input), nothing in JSON; a line that is not UTF-8 is invalid.
    const onBOM = () => void io.stderr.write('urlgrammar normalize: note: a UTF-8 byte order mark at the start of standard input was removed\n');
    for await (const piece of stdinPieces(onBOM)) {
      let text = '';
      for (const line of linesOf(piece.bytes, piece.firstLine)) {
        if (line.bad) text += take(normalizeBadLine(line.text, line.bad, o));
        else if (/^\s*$/.test(line.text)) text += o.json ? '' : '\n';
        else text += take(normalizeOne(line.text, o));
      }
      await write(text);
    }
  }
  if (defects) {
    io.stderr.write(defectNote('normalize', defects));
    return 3;
  }
  return invalid ? 1 : 0;
}

/**
 * `urlgrammar equal A B [C...]`: whether every URL is equivalent to the first (`equalAnswer` of
 * src/cli/normalize.ts). Exit 0 equivalent, 1 not (or an input is invalid), 3 a defect.
 */
function equalCmd(argv: string[]): number {
  const { values, positionals, format } = args('equal', argv, NORMALIZE_OPTIONS, null, ['text', 'json']);
  if (positionals.length < 2) fail(`takes at least 2 arguments (A B [C...]), not ${positionals.length}`);
  const r = equalAnswer(positionals, { call: normalizeSettings(values), json: format === 'json' });
  io.stdout.write(r.text);
  if (r.defects) io.stderr.write(defectNote('equal', r.defects));
  return r.code;
}

/**
 * `urlgrammar whatwg`: each argument, or without one each line of standard input, parsed with the
 * WHATWG URL Standard's basic URL parser (`whatwgAnswerer` of src/cli/whatwg.ts), one answer per
 * input. Exit 0 when every input parsed with no validation error, 1 when one failed or had any.
 */
async function whatwgCmd(argv: string[]): Promise<number> {
  const { values, positionals, format } = args('whatwg', argv, { base: { type: 'string' }, trace: { type: 'boolean' }, format: { type: 'string' } }, null, ['text', 'json']);
  const answer = whatwgAnswerer({ base: values.base as string | undefined, trace: values.trace === true, json: format === 'json', width: state.width, color: useColor(), showPassword: state.show });
  let unclean = 0;
  const take = (a: WhatwgAnswer): string => {
    if (a.verdict !== 'clean') unclean++;
    if (a.masked) state.masked = true;
    return a.text;
  };
  const write = async (s: string) => {
    if (s.length && !io.stdout.write(s)) await new Promise<void>((resolve) => io.stdout.once?.('drain', () => resolve()) ?? resolve());
  };
  if (positionals.length) {
    for (const url of positionals) await write(take(answer.one(url)));
  } else {
    // One answer per line of standard input; a blank line an empty line in text, nothing in JSON
    // (as normalize); a line that is not UTF-8 is not parsed, a failure.
    const onBOM = () => void io.stderr.write('urlgrammar whatwg: note: a UTF-8 byte order mark at the start of standard input was removed\n');
    for await (const piece of stdinPieces(onBOM)) {
      let text = '';
      for (const line of linesOf(piece.bytes, piece.firstLine)) {
        if (line.bad) text += take(answer.badLine(line.text, line.bad));
        else if (/^\s*$/.test(line.text)) text += format === 'json' ? '' : '\n';
        else text += take(answer.one(line.text));
      }
      await write(text);
    }
  }
  return unclean ? 1 : 0;
}

function help(argv: string[]): number {
  const cmd = argv[0];
  if (argv.length > 1) fail(`takes at most one argument (COMMAND), not ${argv.length}`);
  if (cmd === undefined) out(USAGE);
  else if (HELP[cmd]) out(HELP[cmd]!);
  else {
    const near = closestNames(cmd, Object.keys(HELP));
    fail(`no command ${JSON.stringify(cmd)}; ${near.length ? `did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : `the commands are ${Object.keys(HELP).join(', ')}`}`);
  }
  return 0;
}

/**
 * The library's documented errors for an input: `ValueError` (and its Unicode subclasses) and
 * `LookupError` from the urllib layer, `ResolutionError`, `URLSyntaxError`, `GrammarError` and `IRIError`.
 */
function libraryError(e: unknown): { type: string; code?: string; message: string; report?: URLErrorReport } | null {
  if (e instanceof ResolutionError) return { type: e.name, code: e.code, message: e.message, ...(e.report ? { report: e.report } : {}) };
  if (e instanceof URLSyntaxError) return { type: e.name, code: e.report.code, message: e.message, report: e.report };
  if (e instanceof IRIError) return { type: e.name, code: e.code, message: e.message };
  if (e instanceof ValueError || e instanceof LookupError || e instanceof GrammarError) return { type: e.name, message: e.message };
  return null;
}

/**
 * Prints a documented library error as the command's answer for its input (exit 1). In JSON, a
 * report's input (and anything else that holds its password) is masked, as in every output.
 */
function printLibraryError(err: NonNullable<ReturnType<typeof libraryError>>): void {
  // The message quotes the input: masked by the report's input's passwords and the command's inputs'.
  const rd = redactPasswords(err.report?.input ?? state.inputs.at(0) ?? '', { also: state.inputs });
  const mask = (v: unknown): unknown => rd.data(v);
  if (state.format === 'json') {
    out(JSON.stringify({ error: mask(err) }, null, 2));
    return;
  }
  out(wrapText(`error[${err.code ?? err.type}]: ${(mask(err.message) as string).replace(/\s*\n\s*/g, ' ')}`, state.width));
  if (err.report) out(report(err.report));
}

const COMMANDS: Record<string, (argv: string[]) => number | Promise<number>> = {
  check,
  parse,
  split: (a) => split('split', a),
  urlparse: (a) => split('urlparse', a),
  join,
  dots,
  grammar: printGrammar,
  compare: compareCmd,
  iri: iriCmd,
  normalize: normalizeCmd,
  equal: equalCmd,
  whatwg: whatwgCmd,
  scheme: schemeCmd,
  help,
};

async function command(argv: string[]): Promise<number> {
  // `--debug` may also come first, before the command.
  const [cmd, ...rest] = argv[0] === '--debug' ? argv.slice(1) : argv;
  if (cmd !== undefined && Object.hasOwn(COMMANDS, cmd)) {
    state.cmd = cmd;
    let code: number;
    try {
      code = await COMMANDS[cmd]!(rest);
    } catch (e) {
      const err = libraryError(e);
      if (!err) throw e;
      printLibraryError(err);
      code = 1;
    }
    if (state.masked && !state.show) io.stderr.write(MASKED_NOTE);
    return code;
  }
  switch (cmd) {
    case '--version':
    case '-V':
      out(version());
      return 0;
    case '--help':
    case '-h':
    case undefined:
      out(USAGE);
      return 0;
    default: {
      const near = closestNames(cmd, Object.keys(COMMANDS));
      fail(`unknown command ${JSON.stringify(cmd)}${near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : ''}`);
    }
  }
}

/** What a usage error prints: the message on one line, then the command's synopsis. */
function usageMessage(e: UsageError): string {
  const message = e.message.replace(/\s*\n\s*/g, ' ');
  if (e.cmd === null) {
    const commands = USAGE.slice(USAGE.indexOf('Usage:'), USAGE.indexOf('\n\n', USAGE.indexOf('Usage:')));
    return `urlgrammar: ${message}\n\n${commands}\n\nRun 'urlgrammar help COMMAND' for a command's options and examples.\n`;
  }
  const more = e.cmd === 'help' ? 'urlgrammar help' : `urlgrammar help ${e.cmd}`;
  return `urlgrammar ${e.cmd}: ${message}\nusage: ${SYNOPSIS[e.cmd]}\nRun '${more}' for the options and examples.\n`;
}

/** The streams a run of the command line reads and writes, and its environment. */
export interface CLIStreams {
  /** Where the answers go. `once('drain')` is awaited when `write` says the buffer is full. */
  readonly stdout: { write(s: string | Uint8Array): boolean; readonly isTTY?: boolean; readonly columns?: number; once?(event: 'drain', listener: () => void): unknown };
  /** Where progress, rates, summaries, notes and errors go. */
  readonly stderr: { write(s: string): boolean; readonly isTTY?: boolean };
  /** Standard input (read by `check` without URL arguments). */
  readonly stdin: AsyncIterable<Uint8Array | string>;
  /** The environment (`NO_COLOR`). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The process's own streams. */
export const processStreams = (): CLIStreams => ({ stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, env: process.env });

/** The streams of the run in progress (one at a time: `main` sets them). */
let io: CLIStreams = processStreams();

/** A command that has finished early (`--help`), with its exit status. */
class Done {
  constructor(readonly code: number) {}
}

/**
 * Runs the command line on `argv` (the arguments after the program's name) with `streams`, and
 * returns the exit status: 0 valid, 1 an input is invalid (or the library reports a documented
 * error for it), 2 usage error (its message and the command's synopsis on standard error), 3
 * internal error (one line on standard error; the stack with `--debug`).
 *
 * What `urlgrammar check http://example.org/` runs (src/cli.ts), and what test/cli.test.ts calls
 * in-process with streams of its own.
 */
export async function main(argv: readonly string[], streams: CLIStreams = processStreams()): Promise<number> {
  io = streams;
  state.cmd = null;
  state.format = 'text';
  state.width = 80;
  state.show = false;
  state.masked = false;
  state.inputs = [];
  const debug = argv.slice(0, argv.includes('--') ? argv.indexOf('--') : undefined).includes('--debug');
  try {
    return await command([...argv]);
  } catch (e) {
    if (e instanceof Done) return e.code;
    if (e instanceof UsageError) {
      io.stderr.write(usageMessage(e));
      return 2;
    }
    // A bug: one line, and the stack only when asked for.
    const message = (e instanceof Error ? `${e.name}: ${e.message}` : String(e)).replace(/\s*\n\s*/g, ' ');
    io.stderr.write(`urlgrammar: internal error: ${message}${debug ? '' : ' (run with --debug for the stack)'}\n`);
    if (debug && e instanceof Error && e.stack) io.stderr.write(`${e.stack}\n`);
    return 3;
  }
}
