/**
 * The components of a URI reference, the tags a rule's `parts` give the rules it references: the
 * engine knows a rule's parts and no component (its `PartTags`, filled in here by declaration
 * merging, and `providePartTags`, called here when this module is loaded, so that `define` rejects
 * a tag that is none of these, whichever of the rules and this module is loaded first). The
 * component record (src/record/) is read from these tags: a bundle that reads no component may
 * leave this module out, and its rules' tags unchecked.
 */
import { providePartTags } from './engine/dsl.js';

/**
 * The components of a URI reference, as RFC 3986 §3 names them (§3.1 scheme, §3.2 authority with
 * §3.2.1 userinfo, §3.2.2 host and §3.2.3 port, §3.3 path, §3.4 query, §3.5 fragment), and the
 * user name and password RFC 1738 §3.1 writes inside the user information. A rule's `parts`
 * say which of the rules it references are which.
 *
 * @example
 * ```ts
 * const c: ComponentTag = 'host';
 * COMPONENT_TAGS.includes(c); // true
 * ```
 */
export type ComponentTag = 'scheme' | 'authority' | 'userinfo' | 'user' | 'password' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/**
 * Every {@link ComponentTag}, in the order the components are written.
 *
 * @example
 * ```ts
 * COMPONENT_TAGS[0]; // 'scheme'
 * ```
 */
export const COMPONENT_TAGS: readonly ComponentTag[] = Object.freeze(['scheme', 'authority', 'userinfo', 'user', 'password', 'host', 'port', 'path', 'query', 'fragment']);

// The tags a rule's `parts` may give: the components, as types and at run time.
declare module './engine/dsl.js' {
  interface PartTags {
    readonly components: ComponentTag;
  }
}
providePartTags(COMPONENT_TAGS);
