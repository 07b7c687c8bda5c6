/**
 * Writes docs/errors.md from the error-code list (src/diagnostics/codes.ts): every code with its kind, where its
 * offset points, an example input and the report the parser gives for it.
 *
 *   npx tsx scripts/errors-doc.ts          # rewrite docs/errors.md
 *   npx tsx scripts/errors-doc.ts --check  # exit 1 if docs/errors.md is stale
 *
 * test/errors-doc.test.ts fails when docs/errors.md is not what this script writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CODE_ACTIONS } from '../src/diagnostics/actions.js';
import { ACTIONS_WHY } from '../src/diagnostics/actions-why.js';
import type { CitedGrammar } from '../src/diagnostics/codes.js';
import { ERROR_CODES, errorCodes, formatReport, invisibleName, parseRule, parseURL, parseWHATWG, WARNING_CODES, WHATWG_PROVISIONAL, WHATWG_STANDARD_COMMIT, WHATWG_VALIDATION_ERRORS, type ErrorCodeInfo, type ErrorCodeVariant } from '../src/index.js';

/**
 * An example input as a JavaScript string literal, its invisible characters (those `invisibleName`
 * names: controls, bidirectional marks, noncharacters, lone surrogates) written as `\\uXXXX`.
 */
const literal = (input: string): string =>
  JSON.stringify(input).replace(/[^\x20-\x7e]/gu, (ch) => (invisibleName(ch.codePointAt(0)!) === null ? ch : Array.from({ length: ch.length }, (_, i) => '\\u' + ch.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')).join('')));

/** The grammars each `under` key of an error code stands for. */
const UNDER: Readonly<Record<Exclude<CitedGrammar, 'rfc1738'>, string>> = {
  rfc2396: '`rfc2396` and `rfc2396+2732` (and `parseRule` of RFC 2396 and RFC 2732 rules)',
  rfc3986: '`rfc3986` and `rfc3987` (and `parseRule` of RFC 3986 and RFC 3987 rules)',
  whatwg: '`whatwg` (and `parseRule` of its rules)',
};

/**
 * The anchor of a warning's section: its heading's slug, with GitHub's "-1" when an error code of
 * the same name has a heading of its own above it (`scheme.uppercase`, `port.out-of-range`).
 */
const warningAnchor = (code: string): string => code.replace(/\./g, '') + (Object.hasOwn(ERROR_CODES, code) ? '-1' : '');

const WARNINGS = `## Warnings

\`parseURL(input, { warnings: true })\` returns \`{ ok: true, ast, warnings }\` for a valid input:
what the grammar accepts but a reader should look at twice. Each warning is \`{ code, start, end,
message, fixes }\` (\`start\`/\`end\`: UTF-16 offsets of what it is about; \`fixes\` as in a report, each
one keeping the URL valid). The codes are a closed list, \`WARNING_CODES\`:

| code | summary |
|---|---|
${Object.entries(WARNING_CODES).map(([code, info]) => `| [\`${code}\`](#${warningAnchor(code)}) | ${info.summary.replace(/\|/g, '\\|')} |`).join('\n')}

What \`host.mixed-script\` covers: the script of each letter of a host label (decoded from punycode
when it starts with \`xn--\`), read with the platform's Unicode \`Script\` property (\`\\p{Script=...}\`
in regular expressions, 28 scripts), against UTS #39 §5.2's "highly restrictive" combinations. It
does not cover whole-script confusables (a label all in Cyrillic that looks Latin, such as
"\u0430\u0440\u0440\u04cf\u0435"), which need UTS #39's confusables data.
`;

const SCHEMA = `## The report's JSON schema

\`parseURL\` returns \`{ ok: false, error }\` where \`error\` is a plain object; \`JSON.stringify(error)\`
gives exactly these keys (stable; new keys will only ever be added):

| key | type | meaning |
|---|---|---|
| \`kind\` | \`"syntax" \\| "range" \\| "semantic"\` | syntax: no derivation of the BNF continues; range: the BNF matches but a value is out of range; semantic: the BNF matches but a rule stated in prose is broken |
| \`code\` | string | one of the codes below |
| \`message\` | string | one line, for logs |
| \`grammar\` | string | the grammar that answered (\`rfc3986\`, the default; \`rfc1738\`, \`rfc1808\`...) or the rule (\`1738:hostname\`) parsed by \`parseRule\` |
| \`input\` | string | the input, unmasked (\`formatReport\` masks passwords) |
| \`offset\` | number | UTF-16 index; for syntax errors the first position at which no derivation of the grammar can continue; \`offset === input.length\` means the input ended too soon |
| \`line\`, \`column\` | number | 1-based; the column counts code points |
| \`codePointOffset\` | number | 0-based index in code points |
| \`found\` | \`{ text, codePoint, name } \\| null\` | the character at \`offset\`; \`name\` is \`U+0009 CHARACTER TABULATION\` for invisible characters, else \`null\`; \`null\` at the end of the input |
| \`culprit\` | \`{ offset, line, column, codePointOffset } \\| null\` | where a human would put the caret, when it differs from \`offset\` |
| \`expected\` | \`Array<{ rule, rfc, section, terminals }>\` | the terminals (ABNF literals such as \`"/"\`, or character-class rule names such as \`alphadigit\`) that would have let the parse continue, grouped by the rule that wanted them |
| \`trace\` | \`Array<{ rule, rfc, section, start, text }>\` | the rule stack from the start rule down to the failing rule; \`text\` is the production verbatim |
| \`hints\` | \`Array<{ code, message }>\` | suggestions for common mistakes |
| \`fixes\` | \`Array<{ edits, message, url, validates, applicability, repair? }>\` | repairs, best first (the error's own, then the least-cost repairs of the grammar's automaton, which carry \`repair: { cost, edits }\`, each edit with its \`kind\`: see the guide's "The least-cost repair"), each checked by parsing \`url\` again under the same grammar: \`edits\` are \`{ start, end, text }\` (UTF-16 offsets into \`input\`), \`url\` the corrected input, \`validates\` whether it parses (\`false\`: a partial fix: this error is repaired and the next one lies further on), \`applicability\` how far it may be trusted (rustc's levels: \`machine-applicable\`, the fix is what was meant and keeps every character of the input, as itself or percent-encoded (UTF-8, either hex case), less the white space and at most one pair of quotation marks (\`"…"\`, \`“…”\`, \`'…'\`, \`«…»\`…), \`<…>\` or \`<URL:…>\` around all of it (RFC 3986 Appendix C); \`maybe-incorrect\`, it may not be what was meant, or it removes, moves or replaces a character (a \`\\\` written as \`/\`, a scheme lower-cased, a separator removed); each code's level is given below); computed when first read |
| \`wholeFix\` | \`{ url, validates, applied, withheld, rounds } \\| null\` | one fix for the whole URL: every machine-applicable fix of every error applied together, round by round (at most ten), verified by parsing \`url\`, each round's result keeping every character of the input (a round that would lose one is not applied, and the fix stops there); \`null\` when those fixes do not make the input valid (\`fixURL\` gives the attempt either way, and applies less trusted fixes when its \`applicability\` option asks); computed when first read, and not enumerable (it parses again, up to ten times over): \`JSON.stringify\` leaves it out, read it from the object |

With \`{ allErrors: true }\`, the result also has \`errors\`: every report (each with the keys above,
in the input's coordinates), \`errors[0]\` being \`error\`, the others in input order, at most
\`maxErrors\` (default 100). After each error the parser skips the offending character, or applies
the error's own repair (the pasting mistakes, a missing \`:\` or \`//\`, an \`@\` to escape), and
parses again. Under \`rfc1738\`, \`rfc1738-pure\`, \`rfc3986\` and \`rfc3987\`, where the repair lies
after the error, that parse goes on from where the last one stopped (the text before it is
unchanged), so errors far apart in a long input cost about what lies between them, not the input
from its start each. Under the others (\`rfc1808\`, \`rfc2396\`, \`rfc2396+2732\`, \`whatwg\`), each
round reads its text from the start up to its error: where the errors lie far apart, in a window
reaching twice as far past the repair as the last error lay past its own, not by parsing the
whole text each round.
\`formatReport(errors)\` draws every caret on one source line, then each report.

The \`paste.*\` codes are recognised before the grammar's verdict is phrased: white space, quotation
marks, brackets around the URL (RFC 3986 Appendix C), and tabs or line breaks inside it. \`formatReport\`
folds the registered-scheme prefixes of RFC 1738 (\`"http://"\`, \`"ftp://"\`...) into one expected
entry, \`a scheme (letters, digits, "+", "-", ".") then ":"\`; the report's \`expected\` keeps them all.
`;

/** The whole of docs/errors.md. */
export function renderErrorsDoc(): string {
  const out: string[] = [];
  out.push('# Error codes');
  out.push('');
  out.push('<!-- Generated by scripts/errors-doc.ts from src/diagnostics/codes.ts; do not edit by hand. -->');
  out.push('');
  out.push('The strict parser (`parseURL`, `parseRule`) reports every invalid input with one code from this');
  out.push('closed list. Each entry says what is wrong, where the report\'s `offset` points, and shows the');
  out.push('report for an example input, as `formatReport` prints it. Where a code\'s wording cites an RFC');
  out.push('that the grammar in use replaced, the entry gives that grammar\'s wording too, with its own');
  out.push('example: a report says what the grammar it was parsed with says (`message`, and the first line');
  out.push('of `formatReport`).');
  out.push('');
  out.push('| code | kind | summary |');
  out.push('|---|---|---|');
  for (const code of errorCodes) out.push(`| [\`${code}\`](#${code.replace(/\./g, '')}) | ${ERROR_CODES[code].kind} | ${ERROR_CODES[code].summary.replace(/\|/g, '\\|')} |`);
  out.push('');
  out.push(SCHEMA);
  for (const code of errorCodes) {
    const info = ERROR_CODES[code];
    out.push(`## \`${code}\``);
    out.push('');
    out.push(`**${info.kind}**. ${info.summary}`);
    out.push('');
    out.push(`Offset: ${info.offset}`);
    out.push('');
    const act = CODE_ACTIONS[code];
    const why = ACTIONS_WHY[code];
    out.push(typeof act.fixes === 'function' && 'level' in act ? `Fixes: \`${act.level}\`: ${why.level}.` : `Fixes: none: ${why.fixes}.`);
    out.push('');
    const ex = info.example;
    const under = 'grammar' in ex ? ex.grammar : `parseRule('${ex.rule}', …, { rfc: ${ex.rfc} })`;
    out.push(`Example (\`${under}\`): \`${literal(ex.input)}\``);
    out.push('');
    const r = 'grammar' in ex ? parseURL(ex.input, { grammar: ex.grammar }) : parseRule(ex.rule, ex.input, { rfc: ex.rfc });
    if (r.ok) throw new Error(`the example of ${code} parses`);
    if (r.error.code !== code) throw new Error(`the example of ${code} gives ${r.error.code}`);
    out.push('```text');
    out.push(formatReport(r.error));
    out.push('```');
    out.push('');
    // The wording under the grammars that cite other RFCs, each with its own example.
    for (const [cited, variant] of Object.entries((info as ErrorCodeInfo).under ?? {}) as Array<[Exclude<CitedGrammar, 'rfc1738'>, ErrorCodeVariant]>) {
      out.push(`Under ${UNDER[cited]}: ${variant.summary}`);
      out.push('');
      const v = parseURL(variant.example.input, { grammar: variant.example.grammar });
      if (v.ok || v.error.code !== code) throw new Error(`the ${cited} example of ${code} does not give it`);
      if (!formatReport(v.error).startsWith(`error[${code}]: ${variant.summary}\n`)) throw new Error(`the ${cited} example of ${code} does not use its wording`);
      out.push(`Example (\`${variant.example.grammar}\`): \`${literal(variant.example.input)}\``);
      out.push('');
      out.push('```text');
      out.push(formatReport(v.error));
      out.push('```');
      out.push('');
    }
  }
  out.push(WARNINGS);
  for (const [code, info] of Object.entries(WARNING_CODES)) {
    out.push(`### \`${code}\``);
    out.push('');
    out.push(`**warning**. ${info.summary}`);
    out.push('');
    out.push(`Span: ${info.span}`);
    out.push('');
    const ex = info.example;
    const r = parseURL(ex.input, { grammar: ex.grammar, warnings: true });
    if (!r.ok) throw new Error(`the example of ${code} is rejected`);
    const w = r.warnings?.find((x) => x.code === code);
    if (!w) throw new Error(`the example of ${code} gives no such warning`);
    out.push(`Example (\`${ex.grammar}\`): \`${literal(ex.input)}\``);
    out.push('');
    out.push('```json');
    out.push(JSON.stringify(w, null, 1).replace(/\n\s*/g, ' ').replace(/\[ /g, '[').replace(/ \]/g, ']').replace(/\{ /g, '{ ').replace(/ \}/g, ' }'));
    out.push('```');
    out.push('');
  }
  out.push(...whatwgSection());
  return out.join('\n');
}

/**
 * The WHATWG URL Standard's validation errors (`parseWHATWG`'s `errors`): each of the standard's
 * table, with what the parser reports on the first of the table's examples that reports it, and,
 * where the parser still returns a URL, its serialization: a valid URL string, the standard's own
 * repair.
 */
function whatwgSection(): string[] {
  const out: string[] = [];
  out.push('## WHATWG URL Standard validation errors');
  out.push('');
  out.push(`\`parseWHATWG(input, { base })\` reports the validation errors of the URL Standard's basic URL parser (transcribed from`);
  out.push(`whatwg/url \`url.bs\` at ${WHATWG_STANDARD_COMMIT.slice(0, 12)}), each \`{ name, offset, length, state, failure, message }\`, positioned`);
  out.push('in the input as given. The names are the standard\'s (`WHATWG_VALIDATION_ERRORS`). A failure ends the parse; an');
  out.push('error that is not one leaves a URL, whose serialization (`href`) is the repair the standard makes. `errors` keeps');
  out.push('the first `maxErrors` (default 100, at most 1000) and `errorCount` counts them all.');
  out.push('');
  out.push(`One row is **provisional**: \`IPv4-non-ASCII-input\` comes from the open change ${WHATWG_PROVISIONAL.pullRequest} (commit`);
  out.push(`${WHATWG_PROVISIONAL.commit.slice(0, 12)}, on top of ${WHATWG_STANDARD_COMMIT.slice(0, 12)}), which whatwg-url 17.3 implements; it follows that change.`);
  out.push('');
  for (const e of WHATWG_VALIDATION_ERRORS) {
    out.push(`### \`${e.name}\``);
    out.push('');
    const from = e.provisional === null ? '' : ` **Provisional**: defined by ${e.provisional.pullRequest} at ${e.provisional.commit.slice(0, 7)}, not by the standard at ${WHATWG_STANDARD_COMMIT.slice(0, 7)}.`;
    out.push(`**${e.failure ? 'failure' : 'validation error'}**${e.failureCondition ? ` (a failure ${e.failureCondition})` : ''} (the standard's group: ${e.group}). ${e.description}${from}`);
    out.push('');
    const shown = e.examples.find((x) => parseWHATWG(x.input, { base: x.base }).errors.some((r) => r.name === e.name));
    if (shown === undefined) {
      out.push(`None of the standard's examples reports it here (${e.examples.map((x) => `\`${literal(x.input)}\`${x.base !== null ? ` against \`${literal(x.base)}\`` : ''}`).join(', ')}).`);
      out.push('');
      continue;
    }
    const r = parseWHATWG(shown.input, { base: shown.base });
    const got = r.errors.find((x) => x.name === e.name)!;
    out.push(`Example: \`${literal(shown.input)}\`${shown.base !== null ? ` against \`${literal(shown.base)}\`` : ''}: at offset ${got.offset} (length ${got.length}), in the ${got.state}.${r.ok ? ` Parsed as \`${literal(r.href!)}\`.` : ' The parse fails.'}`);
    out.push('');
  }
  return out;
}

const target = fileURLToPath(new URL('../docs/errors.md', import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = renderErrorsDoc();
  if (process.argv.includes('--check')) {
    const now = readFileSync(target, 'utf8');
    if (now !== text) {
      process.stderr.write('docs/errors.md is stale: run npx tsx scripts/errors-doc.ts\n');
      process.exit(1);
    }
  } else writeFileSync(target, text);
}
