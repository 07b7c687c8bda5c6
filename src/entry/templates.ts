/**
 * `urlgrammar/templates`: URI Templates (RFC 6570): `parseTemplate`, `expandTemplate`,
 * `matchTemplate` (the inverse of expansion), `templateSet` and `templateProof` (whether a
 * template's expansions are all RFC 3986 URI-references), as the main entry exports them,
 * loading only RFC 6570's grammar and the RFC 3986 rules its expansions are read by
 * (docs/templates.md; docs/guide/entry-points.md for the sizes).
 *
 * @example
 * ```ts
 * import { expandTemplate, matchTemplate } from 'urlgrammar/templates';
 *
 * expandTemplate('/users/{id}{?fields}', { id: 42, fields: ['name', 'email'] }); // '/users/42?fields=name,email'
 * const m = matchTemplate('/users/{id}{?fields}', '/users/42?fields=name,email');
 * m.kind === 'match' ? m.values : null; // { id: '42', fields: ['name', 'email'] }
 * ```
 *
 * @module
 */
export * from '../templates/index.js';
export { ArgumentError } from '../../grammar/index.js';
export type { URLErrorReport } from '../diagnostics/types.js';
