/**
 * The command line's help texts: `urlgrammar --help` (`USAGE`), each command's synopsis (the first
 * line of its help, and what a usage error prints: `SYNOPSIS`) and its help (`HELP`, what
 * `urlgrammar help COMMAND` and `urlgrammar COMMAND --help` print), and the package's version.
 * Text only: the commands themselves are under src/cli/commands/, the dispatcher is src/cli/main.ts.
 */
import { readFileSync } from 'node:fs';
import { grammarGloss, profiles, schemeFacts, schemesWhere } from '../../grammar/all.js';
import { DEFAULT_GRAMMAR } from '../parse/parse.js';
import { WHATWG_MAX_ERRORS_CEILING, WHATWG_STANDARD_COMMIT, type GrammarName } from '../index.js';
import { MAX_REPORTS } from './whatwg.js';
import { wrapLine } from './wrap.js';

/**
 * The package's version, read from its package.json when asked: three folders up from the built
 * module (dist/src/cli/, where the command's bundle is too: scripts/bundle-cli.mjs), two from the
 * source (src/cli/, as the tests run it).
 */
export function version(): string {
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

/** The schemes with a grammar of their own (grammar/scheme-facts.ts's `grammar` column). */
const WITH_GRAMMAR_LIST = schemesWhere((f) => f.grammar !== undefined);
const WITH_GRAMMAR = WITH_GRAMMAR_LIST.join(', ');
/** The overview's line of the scheme command, wrapped under its column. */
const SCHEME_USAGE = wrapLine(`  urlgrammar scheme URI...          a URI read by its scheme's own grammar (${WITH_GRAMMAR}: each loaded from its RFC's ABNF)`, 98, 34).join('\n');
/** The scheme help's paragraph: each scheme with a grammar and its RFC, from the table. */
const SCHEME_READS = wrapLine(
  `Reads each URI as an RFC 3986 URI, then, where its scheme has a grammar here (${WITH_GRAMMAR_LIST.map((s) => `${s}: RFC ${schemeFacts(s)!.grammar!.rfc}`).join(', ')}), by that grammar, loaded from the scheme's RFC and read with ABNF's semantics. ` +
    `Prints "valid", the RFC that read it and the parts the RFC names (mailto's addresses and headers, a URN's NID, NSS and components, data's media type and base64 flag, file's host and path), ` +
    `or the report of the grammar that rejected it, citing the scheme's RFC. --json prints {input, valid, scheme, rfc, section, parts} or {..., error} per URI. ` +
    'A password is masked in every output. Exit 1 if any URI is invalid.',
  99,
  0,
).join('\n');

/** The options every command takes, as each command's help ends with them. */

const COMMON = `Common options:
  --json         the same as --format json
  --width N      wrap text output to N columns (default: the terminal's width, 80 when not a
                 terminal; 0: no wrapping)
  --show-password  show passwords in the data a command prints (split's fields, join's and
                 --fix's URLs, normalize's, iri's, parse's tree, whatwg's href and record,
                 template's parts, expansions and matched values); reports, frames, traces,
                 warnings and compare stay masked. Without it every password is masked
                 (****) and standard error says so once
  --debug        on an internal error, print the stack
  -h, --help     this help
An option's value may follow it (--width 60) or be joined with "=" (--width=60); a bad or
missing value is a usage error (exit 2), and a misspelt option gets a "did you mean".`;

/** What the exit status says, as `USAGE` ends with it. */
const EXIT = `Exit status: 0 valid, 1 an input is invalid (or the library reports an error for it, printed as
one line), 2 usage error, 3 internal error (a bug: one line, the stack with --debug).`;

/** What `urlgrammar`, `urlgrammar --help` and `urlgrammar help` print: the commands, the examples and the exit status. */
export const USAGE = `urlgrammar ${version()}: URLs parsed from their grammar (RFC 3986 by default; RFC 3987 IRIs;
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
${SCHEME_USAGE}
  urlgrammar whatwg [URL...]        the WHATWG URL Standard's basic URL parser: the href, each
                                    validation error, the states (--base, --trace; without URL,
                                    each line of stdin)
  urlgrammar template parse [TEMPLATE...]
                                    a URI Template's parts (RFC 6570), or its positioned report
  urlgrammar template expand TEMPLATE VALUES
                                    the URI the values (a JSON object) expand the template to
  urlgrammar template match TEMPLATE [URI...]
                                    the values a URI is the expansion of (or ambiguous, no-match)
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
  urlgrammar template match '/users/{id}{?fields}' '/users/42?fields=name,email'

${EXIT}`;

/**
 * What `--grammar` takes, as the help says it: every grammar of the registry (`profiles`), the
 * default first, then in the registry's order, each with a gloss where its name does not say it
 * (its language's `gloss`, grammar/<folder>/language.ts).
 */
const glossOf = (g: GrammarName): string | undefined => (g === DEFAULT_GRAMMAR ? 'the default' : grammarGloss(g));
const GRAMMAR_HELP = wrapLine(
  `  --grammar   ${[DEFAULT_GRAMMAR, ...(Object.keys(profiles) as GrammarName[]).filter((g) => g !== DEFAULT_GRAMMAR)].map((g) => (glossOf(g) ? `${g} (${glossOf(g)})` : g)).join(', ')}`,
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
export const SYNOPSIS: Record<string, string> = {
  check: 'urlgrammar check [URL...] [--grammar G] [--start S] [--fix [--unsafe-fixes]] [--all-errors] [--warnings] [--only valid|invalid] [--schemes] [--format text|json|jsonl|line] [--json] [--trace] [--jobs N] [--quiet] [--width N]',
  parse: 'urlgrammar parse URL [--grammar G] [--start S] [--format text|json] [--json]',
  split: 'urlgrammar split URL [--scheme S] [--no-fragments] [--format json] [--json]',
  urlparse: 'urlgrammar urlparse URL [--scheme S] [--no-fragments] [--format json] [--json]',
  join: 'urlgrammar join BASE REF [--spec rfc1808|rfc3986|abarth-url-00|urllib] [--strict] [--trace] [--format text|json] [--json] [--width N]',
  dots: 'urlgrammar dots PATH [--spec rfc1808|rfc3986] [--trace] [--format text|json] [--json] [--width N]',
  grammar: 'urlgrammar grammar [RULE...] [--rfc N] [--format abnf|rfc|json|svg] [--json]  |  urlgrammar grammar --abnf FILE [--section S] [--name N] [--prose TEXT=RULE]... [--nesting N] [--codes url] [RULE... | check [--start RULE] INPUT...]',
  compare: 'urlgrammar compare URL [--format text|json] [--json] [--width N]',
  iri: 'urlgrammar iri [URL] [--to uri|iri] [--host percent|idna] [--keep-unreserved] [--format text|json] [--json]',
  normalize: 'urlgrammar normalize [URL...] [--level string|syntax|scheme] [--grammar rfc3986|rfc3987] [--start S] [--step NAME]... [--no-step NAME]... [--escaped-dots decode|keep] [--trace] [--format text|json] [--json] [--width N]',
  equal: 'urlgrammar equal A B [C...] [--level string|syntax|scheme] [--grammar rfc3986|rfc3987] [--start S] [--step NAME]... [--no-step NAME]... [--escaped-dots decode|keep] [--format text|json] [--json]',
  whatwg: 'urlgrammar whatwg [URL...] [--base URL] [--trace] [--format text|json] [--json] [--width N]',
  scheme: 'urlgrammar scheme URI... [--format text|json] [--json] [--width N]',
  template:
    'urlgrammar template parse [TEMPLATE...] | template expand TEMPLATE [VALUES] [--values FILE] | template match TEMPLATE [URI...] [--strings] [--query inverse|any-order] [--policy none|segment]; each [--format text|json] [--json] [--width N]',
  help: 'urlgrammar help [COMMAND]',
};

/** Each command's help: what `urlgrammar help COMMAND` and `urlgrammar COMMAND --help` print. */
export const HELP: Record<string, string> = {
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
  --schemes   a URI whose scheme has a grammar of its own (${WITH_GRAMMAR})
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
"valid" or the report, exit 1 if any is invalid. The report's code is the generic one
(syntax.unexpected-char, input.unexpected-end), or with --codes url, for a grammar of URLs, the
URL grammars' (char.space, escape.bad-hex...), with their hints and fix-its. An error in the ABNF text is a usage error with
its line and column.

${COMMON}

Examples:
  urlgrammar grammar --rfc 1808
  urlgrammar grammar --abnf rfc3986.txt --section 'Appendix A' --prose pchar=pchar --codes url check --start URI 'http://1.2.3.4.5/'
  urlgrammar grammar hostname domainlabel --rfc 1738 --format rfc
  urlgrammar grammar hostname --rfc 1738 --format svg > hostname.svg`,
  compare: `${SYNOPSIS.compare}

One table of how each grammar and algorithm reads URL: RFC 1738, RFC 1808, RFC 2396 + 2732, RFC 3986
and RFC 3987 strict (each with its default start symbol: an absolute URL with an optional fragment),
the WHATWG URL writing grammar, the scheme's own RFC (${WITH_GRAMMAR}), Python's
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

${SCHEME_READS}

${COMMON}

Examples:
  urlgrammar scheme 'mailto:a@' 'mailto:chris@example.com?subject=hi'
  urlgrammar scheme --json 'urn:example:weather?=op=map'`,
  template: `${SYNOPSIS.template}

URI Templates (RFC 6570), read by the grammar of RFC 6570 §2 (Level 4), as the library's
parseTemplate, expandTemplate and matchTemplate read them. The subcommand comes first.

  template parse [TEMPLATE...]
              each template's parts: a tree of its literal text and expressions with their
              [start, end) spans, each expression's operator (with the section of RFC 6570 §3.2
              that expands it) and varspecs (varname, prefix :N or explode *). A text that is no
              URI Template prints its report, as check prints a URL's: the caret at the offset,
              what was expected, the rule stack with RFC 6570's sections, and the fixes. --json:
              {template, ok, parts} or {template, ok: false, error}. Without a TEMPLATE, each
              line of standard input (blank lines skipped)
  template expand TEMPLATE [VALUES]
              the URI the values expand the template to (RFC 6570 §3, Levels 1 to 4). VALUES is a
              JSON object, each variable's name a key: a string, number or boolean, a list, or a
              map (an object); null, a missing key, [] and {} are undefined (left out). An
              expansion error (a prefix :N on a list or map, RFC 6570 §2.4.1; a value of none of
              those forms; a lone surrogate) prints the template with carets under the varspec it
              blames. --json: {template, uri} or {template, error}
  --values FILE  read VALUES from a JSON file (-: all of standard input)
              Without VALUES or --values, each line of standard input is a JSON object of values:
              one URI a line (an empty line stays empty; an error takes its line, as one line)
  template match TEMPLATE [URI...]
              each URI read back into the values whose expansion it is (matching as the inverse of
              expansion): "match" and each variable's value, its [start, end) span in the URI, its
              raw text and decoded value where they differ, and its flags (dot-segment: it decodes
              to . or ..; slash, backslash, question-mark, number-sign, control: it holds one
              once decoded); "ambiguous" and two readings whose values differ (the URI is the
              expansion of both); or "no-match" with a caret where the URI leaves the template's
              language. --json: {template, uri, kind: "match", values, raw, decoded, spans,
              flags}, {..., kind: "ambiguous", assignments} or {..., kind: "no-match", offset,
              line, column}. Without a URI, each line of standard input (blank lines skipped)
  --strings   the values are strings: a "," under the unreserved set only separates variables
              (without it a value holding "," is read as a list, as expansion writes one, and
              {x,y} on "a,b" is ambiguous)
  --query any-order
              the template's trailing query expressions ({?a,b}{&c}) also match parameters out
              of the template's order, repeated, or not named by it: such a match is no inverse
              of expansion and says so ("no inverse: the query read in any order"), each
              parameter the template does not name on an "extra" line. --json adds inverse and
              extra. Default: inverse (only expansions match)
  --policy segment
              every value must stay one path segment: a reading where one raises a flag is
              "refused" (exit 1), with a caret at the character that raised it. --json: {...,
              kind: "refused", variable, flag, span, offset, line, column}. Default: none
A template given to expand or match that is no URI Template prints its report, and nothing else is
read. With --json, one JSON object per answer, a line each; an answer to a line of standard input
has its inputLine. A password is masked in every output (****): in the template, the URI and the
values as given, the reports and frames, and unless --show-password in the parts, the URI an
expansion writes and the values a match reads.
Exit status 0 when every answer is a template, a URI or a match; 1 when one is refused (no
template, an expansion error, values that are no JSON object, ambiguous, no-match, refused); 2
usage error.

${COMMON}

Examples:
  urlgrammar template parse '/search{?q,lang:2}{/path*}'
  urlgrammar template parse '/users/{id'
  urlgrammar template expand '/search{?q,page}' '{"q": "URI Templates", "page": 5}'
  urlgrammar template expand '{/list*}{?keys*}' --values values.json
  urlgrammar template match '/users/{id}{?fields}' '/users/a%20b?fields=name,email'
  urlgrammar template match '{x}{y}' 'ab'
  urlgrammar template match --query any-order '/r{?selector,includeText}' '/r?includeText=1&selector=x'
  urlgrammar template match --policy segment '/files/{name}' '/files/..%2Fetc'
  urlgrammar template match --json '/users/{id}' < uris.txt`,
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
