/**
 * URI Templates (RFC 6570) as a language (issue 44): `parseTemplate` reads a template by RFC 6570
 * §2's grammar (grammar/templates/) into its parts, or reports where and why it is none;
 * `expandTemplate` writes a URI from a template and values (§3.2, Levels 1-4); `matchTemplate`
 * reads a URI back into the values whose expansion it is (the inverse of expansion, through the
 * capture engine); `templateProof` says whether every expansion of a template is an RFC 3986
 * URI-reference (`expandTemplate` checks its results where it is not proven); `templateSet` matches a list of templates as one and finds the overlapping and
 * unreachable ones, each with a shortest witness URI.
 */
export { parseTemplate, type TemplateParseResult } from './parse.js';
export { expandTemplate, TemplateExpansionError, type TemplateExpansionCode } from './expand.js';
export { templateProof, type NotURIReferenceClass, type TemplateProof, type TemplateProofOptions } from './proof.js';
export { matchTemplate, type MatchedValue, type MatchTemplateOptions, type TemplateAssignment, type TemplateMatch, type TemplateQueryField, type TemplateValueFlag } from './match.js';
export { templateSet, TemplateSetError, type TemplateOverlap, type TemplateSet, type TemplateSetMatch, type TemplateSetOptions, type TemplateUnreachable } from './set.js';
export { TemplateSyntaxError } from './errors.js';
// The capture engine's budgets, which templateSet takes and whose error compiling past them throws.
export { CaptureBudgetError, type CaptureBudget, type CaptureBudgetName } from '../../grammar/index.js';
export type { ParsedTemplate, TemplateExpression, TemplateLiteral, TemplateOperator, TemplatePart, TemplateValue, TemplateVariable } from './types.js';
