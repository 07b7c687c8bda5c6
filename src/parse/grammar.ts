/**
 * The `grammar` object of the main entry: the one of src/parse/parse.ts (the rules, printed, and
 * as Parsimmon parsers) with `fromABNF`, which loads a grammar from ABNF text. Kept apart so that
 * the entry points that read only the declared grammars (`urlgrammar/rfc3986`, ...) do not carry
 * the ABNF loader.
 */
import { loadABNF as load, type ABNFGrammar, type ABNFOptions } from '../../grammar/index.js';
// parseRule reads a loaded grammar's rules through it (it registers itself with parse.ts).
import './loaded.js';
import { grammar as declared } from './parse.js';

/**
 * What the main entry's `grammar` adds to the declared grammars' (see `grammar.fromABNF`).
 *
 * @example
 * ```ts
 * const load: GrammarFromABNF['fromABNF'] = grammar.fromABNF;
 * ```
 */
export interface GrammarFromABNF {
  /**
   * Loads a grammar from its ABNF text (RFC 5234, with RFC 7405's `%s"..."` and `%i"..."`): each
   * rule is registered beside the declared ones under the source `abnf:<name>`, with its text (the
   * lines that define it) and a body derived from it, and the grammar reads with ABNF's semantics
   * (its NFA: unordered alternation, not the ordered choice of the declared grammars' parsers).
   * Read it with `parseABNF` (a tree, or a report with its offset and rule stack: the generic
   * code, or, with `options.codes: 'url'` for a grammar of URLs, the URL grammars' code, hints
   * and fix-its), with its own `check` and `recognize`, or with
   * `parseRule(name, input, { rfc: 'abnf:<name>' })`; its rules
   * are listed by `grammar.rules` and printed by `grammar.abnf(name, { rfc })`. The core rules of
   * RFC 5234 Appendix B are there for every loaded grammar; prose values (`<...>`) are read
   * through `options.prose`; `options.imports` names the grammars whose rules it uses. See
   * docs/guide/abnf.md.
   *
   * @throws ABNFError (a subclass per kind: syntax, undefined rule, duplicate rule, `=/` before
   *   `=`, unmapped prose, import, a second grammar of the same name) with the line and column;
   *   ArgumentError for options of the wrong type.
   *
   * @example
   * ```ts
   * const g = grammar.fromABNF('kv = key "=" value\nkey = 1*ALPHA\nvalue = 1*DIGIT', { name: 'doc-kv' });
   * g.check('port=80');                        // { ok: true, offset: 7 }
   * parseRule('kv', 'port=8o', { rfc: 'abnf:doc-kv' }).ok; // false
   * grammar.abnf('value', { rfc: 'abnf:doc-kv' });        // 'value = 1*DIGIT'
   * ```
   */
  fromABNF(text: string, options: ABNFOptions): ABNFGrammar;
}

/**
 * The grammar: every rule (`rules`), printed (`abnf`, `rfcText`), as a Parsimmon parser
 * (`parser`), and grammars loaded from ABNF text (`fromABNF`).
 *
 * @example
 * ```ts
 * grammar.abnf('hostname', { rfc: 1738 }); // 'hostname = *( domainlabel "." ) toplabel'
 * grammar.fromABNF('word = 1*ALPHA', { name: 'doc-word' }).check('abc').ok; // true
 * ```
 */
export const grammar: typeof declared & GrammarFromABNF = Object.create(declared, {
  fromABNF: { value: (text: string, options: ABNFOptions): ABNFGrammar => load(text, options), enumerable: true },
}) as typeof declared & GrammarFromABNF;

/**
 * Loads a grammar from its ABNF text: `grammar.fromABNF` under the name the grammar engine gives
 * it (the same options, result and errors).
 *
 * @deprecated use `grammar.fromABNF(text, options)` (the same function: the docs' name for it). Kept until 1.0.
 *
 * @example
 * ```ts
 * loadABNF('digits = 1*DIGIT', { name: 'doc-digits' }).check('2024').ok; // true
 * ```
 */
export function loadABNF(text: string, options: ABNFOptions): ABNFGrammar {
  return load(text, options);
}
