/**
 * The grammars RFC 3986 obsoletes, as a language (grammar/languages.ts, {@link Language}): RFC 1738
 * (with RFC 2818's https and RFC 2732's hosts), RFC 1808 and RFC 2396 (with and without RFC 2732),
 * and RFC 2373's IPv6 addresses, with the start symbols of our own that read them (`glue.ts`).
 * Data only.
 */
import type { Language } from '../languages.js';

export const language = {
  folder: 'obsoleted',
  // Every rule file reads RFC 2234's core rules (rfc3986/rfc2234.ts).
  reads: ['rfc3986'],
  // grammar.rules lists the RFCs RFC 3986 obsoletes first, as they were published.
  declaredBefore: ['rfc3986'],
  rules: { spec: ['rfc1738', 'rfc1738-misc', 'rfc1808', 'rfc2396', 'rfc2373', 'rfc2732'], own: ['glue'] },
  loadedBy: 'rfcs',
  loaders: ['index', 'recognize'],
  profiles: {
    rfc1738: {
      starts: [{ rfc: 'urlgrammar', name: 'URL-1738', scheme: 'always' }, { rfc: 1738, name: 'url', scheme: 'always', fragment: 'never' }],
      substitute: [
        ['1738:host', '2732:host'],
        ['1738:url', 'urlgrammar:url'],
      ],
      gloss: 'absolute URLs, https as http by RFC 2818',
      description: 'RFC 1738 §5 url, dispatched on the scheme, with https read as http (RFC 2818 §2.4), hosts extended by RFC 2732 §3, then an optional RFC 1808 "#" fragment.',
    },
    'rfc1738-pure': {
      starts: [{ rfc: 'urlgrammar', name: 'URL-1738', scheme: 'always' }, { rfc: 1738, name: 'url', scheme: 'always', fragment: 'never' }],
      gloss: 'RFC 1738 as published',
      description: 'RFC 1738 §5 url as published, dispatched on its ten schemes (https is an otherurl, hosts are RFC 1738 hosts), then an optional RFC 1808 "#" fragment.',
    },
    rfc1808: {
      starts: [
        { rfc: 'urlgrammar', name: 'URL-1808', scheme: 'always' },
        { rfc: 1808, name: 'URL' },
        { rfc: 1808, name: 'absoluteURL', scheme: 'always', fragment: 'never' },
        { rfc: 1808, name: 'relativeURL', scheme: 'never', fragment: 'never' },
      ],
      substitute: [['1808:net_loc', 'urlgrammar:net_loc-2732']],
      gloss: 'absolute or relative',
      description: 'RFC 1808 §2.2 absoluteURL with an optional "#" fragment (URL-1808; its URL, absolute or relative, by name), net_loc extended by an RFC 2732 §3 IPv6reference host.',
    },
    rfc2396: {
      starts: [
        { rfc: 'urlgrammar', name: 'URI-2396', scheme: 'always' },
        { rfc: 2396, name: 'URI-reference' },
        { rfc: 2396, name: 'absoluteURI', scheme: 'always', fragment: 'never' },
        { rfc: 2396, name: 'relativeURI', scheme: 'never', fragment: 'never' },
      ],
      description: 'RFC 2396 Appendix A absoluteURI with an optional "#" fragment (URI-2396; its URI-reference, absolute or relative, by name), as published.',
    },
    'rfc2396+2732': {
      starts: [
        { rfc: 'urlgrammar', name: 'URI-2396', scheme: 'always' },
        { rfc: 2396, name: 'URI-reference' },
        { rfc: 2396, name: 'absoluteURI', scheme: 'always', fragment: 'never' },
        { rfc: 2396, name: 'relativeURI', scheme: 'never', fragment: 'never' },
      ],
      // RFC 2732 §3 amends RFC 2396 directly: its host (with IPv6reference), read with RFC 2396's
      // hostname (its optional trailing "."), and its reserved (with "[" and "]").
      substitute: [
        ['2396:host', '2732:host'],
        ['1738:hostname', '2396:hostname'],
        ['2396:reserved', '2732:reserved'],
      ],
      description: 'RFC 2396 Appendix A absoluteURI with an optional "#" fragment (URI-2396; its URI-reference by name), with RFC 2732 §3 applied: IPv6 literals in brackets as hosts, "[" and "]" reserved.',
    },
  },
  fastPath: { rfcs: [1738, 1808, 2396, 2732], own: ['glue'] },
  recognizer: {},
  sources: [
    [1738, { title: 'Uniform Resource Locators (URL)', url: 'https://www.rfc-editor.org/rfc/rfc1738' }],
    [1808, { title: 'Relative Uniform Resource Locators', url: 'https://www.rfc-editor.org/rfc/rfc1808' }],
    [2396, { title: 'Uniform Resource Identifiers (URI): Generic Syntax', url: 'https://www.rfc-editor.org/rfc/rfc2396' }],
    [2732, { title: "Format for Literal IPv6 Addresses in URL's", url: 'https://www.rfc-editor.org/rfc/rfc2732' }],
    [2373, { title: 'IP Version 6 Addressing Architecture', url: 'https://www.rfc-editor.org/rfc/rfc2373' }],
  ],
} as const satisfies Language;
