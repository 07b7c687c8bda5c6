/**
 * What the JSON Schema formats for URIs and IRIs mean in this library's grammars, declared once:
 * read by the ajv plugin (src/ajv) and the Standard Schema validators (src/schema).
 */

/**
 * The JSON Schema formats `uri`, `uri-reference`, `iri` and `iri-reference` (JSON Schema
 * Validation §7.3.5, which cites RFC 3986 and RFC 3987), each as the grammar and start symbol
 * that decides it.
 *
 * @internal
 */
export const URI_FORMATS = {
  uri: { grammar: 'rfc3986', start: 'URI' },
  'uri-reference': { grammar: 'rfc3986', start: 'URI-reference' },
  iri: { grammar: 'rfc3987', start: 'IRI' },
  'iri-reference': { grammar: 'rfc3987', start: 'IRI-reference' },
} as const;
