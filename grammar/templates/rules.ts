/**
 * RFC 6570, URI Template, §2 "Syntax": the grammar of a template (Level 4, which §2 says every parser
 * should implement), one rule per production, in the RFC's order, each with its section and its text
 * verbatim (test/grammar-text.test.ts finds each in grammar/rfc/rfc6570.txt).
 *
 * - §1.5 imports its core rules from RFC 5234, RFC 3986 and RFC 3987; they are those RFCs' rules
 *   here, referenced and not declared twice: `ALPHA` and `DIGIT` (RFC 2234 §6.1, which RFC 5234
 *   Appendix B.1 keeps as they were), `pct-encoded` (RFC 3986), `ucschar` and `iprivate` (RFC 3987).
 * - `literals` is §2.1 as corrected by the verified Erratum ID 6937 (the apostrophe, `%x27`, is a
 *   literal): its text is the erratum's, which test/grammar-text.test.ts finds in
 *   grammar/rfc/rfc6570-errata.txt (the rule's `errata`).
 * - `operator` reads `op-level2 / op-level3` (a `peg` and a `lang`): the operators of `op-reserve`
 *   (`=`, `,`, `!`, `@`, `|`) are "reserved for future extensions" (§2.2) and no expansion of §3
 *   defines one, so a template that uses one is refused where the operator stands, with the report
 *   of the grammar (grammar/README.md, deviations).
 *
 * A template is not a URL: no grammar of `parseURL` reads these rules. `parseTemplate`
 * (src/templates/parse.ts) reads the AST of `URI-Template`; `isValid`'s recognizer of it is
 * generated (grammar/templates/recognize.ts).
 */
import { alt, define, lit, opt, range, ref, rep, seq, star, type Expr } from '../engine/dsl.js';

const rfc = 6570 as const;
const r = (name: string) => ref(name);
const ALPHA = ref('ALPHA', 2234);
const DIGIT = ref('DIGIT', 2234);
const PCT_ENCODED = ref('pct-encoded', 3986);

// ---------------------------------------------------------------------------------------------
// §2 Syntax
// ---------------------------------------------------------------------------------------------

define({
  rfc, section: '2', name: 'URI-Template',
  text: 'URI-Template  = *( literals / expression )',
  body: star(alt(r('literals'), r('expression')), '('),
  doc: 'A URI Template: literal characters and expressions in braces (RFC 6570 §2).',
});

// ---------------------------------------------------------------------------------------------
// §2.1 Literals (Erratum ID 6937)
// ---------------------------------------------------------------------------------------------

define({
  rfc, section: '2.1', name: 'literals', token: true, errata: [6937],
  text: `literals      =  %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B
                   /  %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
                   /  pct-encoded
                        ; any Unicode character except: CTL, SP,
                        ;  DQUOTE, "%" (aside from pct-encoded),
                        ;  "<", ">", "\\", "^", "\`", "{", "|", "}"`,
  body: alt(
    lit('!', '%x21'), range(0x23, 0x24), range(0x26, 0x3b), lit('=', '%x3D'), range(0x3f, 0x5b),
    lit(']', '%x5D'), lit('_', '%x5F'), range(0x61, 0x7a), lit('~', '%x7E'), ref('ucschar', 3987), ref('iprivate', 3987),
    PCT_ENCODED,
  ),
  doc: 'A character copied into the expansion (RFC 6570 §2.1, with Erratum 6937: the apostrophe is one): any Unicode character but controls, space, `"`, `%` outside a pct-encoded triplet, `<`, `>`, `\\`, `^`, `` ` ``, `{`, `|` and `}`.',
});

// ---------------------------------------------------------------------------------------------
// §2.2 Expressions
// ---------------------------------------------------------------------------------------------

const section22 = '2.2';

define({
  rfc, section: section22, name: 'expression',
  text: 'expression    =  "{" [ operator ] variable-list "}"',
  body: seq(lit('{'), opt(r('operator')), r('variable-list'), lit('}')),
  doc: 'An expression: an optional operator and a comma-separated list of variables, in braces (RFC 6570 §2.2).',
});

define({
  rfc, section: section22, name: 'operator', node: 'text',
  text: 'operator      =  op-level2 / op-level3 / op-reserve',
  body: alt(r('op-level2'), r('op-level3'), r('op-reserve')),
  peg: alt(r('op-level2'), r('op-level3')),
  pegNote: 'PEG: op-reserve is left out (and the language, `lang`, says so): its operators are "reserved for future extensions" (RFC 6570 §2.2) and no expansion of §3 defines one, so a template that uses one is refused where it stands, the report expecting an operator of op-level2 or op-level3, or a varchar.',
  lang: alt(r('op-level2'), r('op-level3')),
  langNote: 'op-reserve\'s operators ("=", ",", "!", "@", "|") are reserved for future extensions (RFC 6570 §2.2): no template processor can expand one, and the recognizer refuses them as the parser does.',
  doc: 'The operator that selects the expansion (RFC 6570 §2.2, §3.2.1); the reserved ones are refused.',
});

define({
  rfc, section: section22, name: 'op-level2', token: true,
  text: 'op-level2     =  "+" / "#"',
  body: alt(lit('+'), lit('#')),
  doc: 'Reserved expansion ("+") and fragment expansion ("#"), Level 2.',
});

define({
  rfc, section: section22, name: 'op-level3', token: true,
  text: 'op-level3     =  "." / "/" / ";" / "?" / "&"',
  body: alt(lit('.'), lit('/'), lit(';'), lit('?'), lit('&')),
  doc: 'Label, path segment, path-style parameter, form-style query and continuation expansion, Level 3.',
});

define({
  rfc, section: section22, name: 'op-reserve', token: true,
  text: 'op-reserve    =  "=" / "," / "!" / "@" / "|"',
  body: alt(lit('='), lit(','), lit('!'), lit('@'), lit('|')),
  doc: 'Operators reserved for future extensions (RFC 6570 §2.2): refused (see operator).',
});

// ---------------------------------------------------------------------------------------------
// §2.3 Variables
// ---------------------------------------------------------------------------------------------

const section23 = '2.3';

define({
  rfc, section: section23, name: 'variable-list',
  text: 'variable-list =  varspec *( "," varspec )',
  body: seq(r('varspec'), star(seq(lit(','), r('varspec')), '(')),
});

define({
  rfc, section: section23, name: 'varspec',
  text: 'varspec       =  varname [ modifier-level4 ]',
  body: seq(r('varname'), opt(r('modifier-level4'))),
  doc: 'A variable specifier: a name and an optional prefix or explode modifier.',
});

define({
  rfc, section: section23, name: 'varname', node: 'text',
  text: 'varname       =  varchar *( ["."] varchar )',
  body: seq(r('varchar'), star(seq(opt(lit('.')), r('varchar')), '(')),
  doc: 'A variable name: varchars, single dots between them (`a.b`, not `a.` or `a..b`); its pct-encoded triplets are part of the name, never decoded (§2.3).',
});

define({
  rfc, section: section23, name: 'varchar', token: true,
  text: 'varchar       =  ALPHA / DIGIT / "_" / pct-encoded',
  body: alt(ALPHA, DIGIT, lit('_'), PCT_ENCODED),
});

// ---------------------------------------------------------------------------------------------
// §2.4 Value Modifiers
// ---------------------------------------------------------------------------------------------

define({
  rfc, section: '2.4', name: 'modifier-level4',
  text: 'modifier-level4 =  prefix / explode',
  body: alt(r('prefix'), r('explode')),
});

define({
  rfc, section: '2.4.1', name: 'prefix',
  text: 'prefix        =  ":" max-length',
  body: seq(lit(':'), r('max-length')),
  doc: 'A prefix modifier: only the first max-length characters of the value are expanded (§2.4.1).',
});

define({
  rfc, section: '2.4.1', name: 'max-length', node: 'text',
  text: 'max-length    =  %x31-39 0*3DIGIT   ; positive integer < 10000',
  // The RFC writes the repetition's 0 (`0*3DIGIT`), which the printer would leave out.
  body: seq(range(0x31, 0x39), { ...rep(0, 3, DIGIT), spell: '0*3' } as Expr),
  doc: 'A positive integer below 10000, without a leading zero.',
});

define({
  rfc, section: '2.4.2', name: 'explode',
  text: 'explode       =  "*"',
  body: lit('*'),
  doc: 'An explode modifier: a list or an associative array is expanded member by member (§2.4.2).',
});
