/**
 * The parts of a URI Template read from the AST of `URI-Template` (the generated parser's, else the
 * engine's): how `parseTemplate` (src/templates/parse.ts) read them before it read an accepted
 * template's parts from its delimiters, kept as the oracle test/templates-parse.test.ts holds that
 * reading to. Each `expression` node gives an expression (its `operator`, its `varspec`s with their
 * `varname`, `max-length` and `explode`), and the text between them, which
 * `URI-Template = *( literals / expression )` says is `literals`, is literal text.
 */
import '../../grammar/templates/index.js';
import { WORK, lookup, parserFor, type ASTNode } from '../../grammar/index.js';
import type { ParsedTemplate, TemplateExpression, TemplateOperator, TemplatePart, TemplateVariable } from '../../src/templates/types.js';

/** The parsed template the AST of `text` gives, or null where `text` is no template. */
export function partsByAST(text: string): ParsedTemplate | null {
  const ast = astOf(text);
  return ast === null ? null : templateOf(text, ast);
}

/** The AST of the template, or null: the generated parser's, else the engine's. */
function astOf(text: string): ASTNode | null {
  const compiled = parserFor(lookup(6570, 'URI-Template')!);
  const fast = compiled.fast;
  if (fast) {
    const got = fast(text);
    if (got) return got.ast;
    // Where the generated parser refuses, the engine would refuse too (test/fastpath.test.ts holds
    // them to the same verdicts); the report is the traced parse's.
    return null;
  }
  return compiled.parse(text);
}

/** The parsed template: its expressions from the `expression` nodes, the text between them literal. */
function templateOf(source: string, ast: ASTNode): ParsedTemplate {
  const parts: TemplatePart[] = [];
  let at = 0;
  for (const node of ast.children) {
    WORK.steps++;
    if (node.type !== 'expression') throw new Error(`parseTemplate: a URI-Template node holds a ${node.type}`);
    if (node.start > at) parts.push(literal(source, at, node.start));
    parts.push(expressionOf(node));
    at = node.end;
  }
  if (at < source.length) parts.push(literal(source, at, source.length));
  return Object.freeze({ kind: 'template', source, parts: Object.freeze(parts) });
}

/** Literal text: `literals` of URI-Template, from `start` to `end`. */
const literal = (source: string, start: number, end: number): TemplatePart =>
  Object.freeze({ kind: 'literal', text: source.slice(start, end), start, end });

/** An expression node's operator and variables. */
function expressionOf(node: ASTNode): TemplateExpression {
  let operator: TemplateOperator = '';
  const variables: TemplateVariable[] = [];
  for (const child of node.children) {
    WORK.steps++;
    switch (child.type) {
      case 'operator':
        operator = child.text as TemplateOperator;
        break;
      case 'variable-list':
        for (const spec of child.children) {
          WORK.steps++;
          variables.push(variableOf(spec));
        }
        break;
      default:
        throw new Error(`parseTemplate: an expression node holds a ${child.type}`);
    }
  }
  return Object.freeze({ kind: 'expression', operator, variables: Object.freeze(variables), start: node.start, end: node.end });
}

/** A `varspec` node: its `varname`, and its modifier (`prefix`'s `max-length`, or `explode`). */
function variableOf(spec: ASTNode): TemplateVariable {
  if (spec.type !== 'varspec') throw new Error(`parseTemplate: a variable-list node holds a ${spec.type}`);
  let name = '';
  let explode = false;
  let prefix: number | null = null;
  for (const child of spec.children) {
    WORK.steps++;
    switch (child.type) {
      case 'varname':
        name = child.text;
        break;
      case 'modifier-level4':
        for (const m of child.children) {
          if (m.type === 'explode') explode = true;
          else if (m.type === 'prefix') prefix = maxLengthOf(m);
          else throw new Error(`parseTemplate: a modifier-level4 node holds a ${m.type}`);
        }
        break;
      default:
        throw new Error(`parseTemplate: a varspec node holds a ${child.type}`);
    }
  }
  return Object.freeze({ name, explode, prefix, start: spec.start, end: spec.end });
}

/** A `prefix` node's `max-length`: a positive integer below 10000 (§2.4.1), as the grammar wrote it. */
function maxLengthOf(prefix: ASTNode): number {
  for (const m of prefix.children) if (m.type === 'max-length') return Number(m.text);
  throw new Error('parseTemplate: a prefix node without its max-length');
}
