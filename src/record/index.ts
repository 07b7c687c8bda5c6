/**
 * The component record: one record of what a reading of a URI found, wherever it came from. This
 * module is the record's door: what others import of it, from the modules that hold it:
 *
 * - components.ts: the record's shape (`URLComponents`, its spans and their names, the kinds of
 *   host, the record typed by start symbol) and the string a record writes (`recompose`);
 * - tags.ts: the record from tags, the parse's component tags read into the record
 *   (`componentsOf`);
 * - any-text.ts: the reading of any text, valid or not, by RFC 3986 Appendix B extended to the
 *   authority (`readComponents`), and of an authority alone;
 * - edits.ts: the derivation of an edited text's record from the record before the edits
 *   (`deriveComponents`);
 * - marks.ts: the marks between the components, as Appendix B's productions write them (`MARK`).
 */
export { COMPONENT_NAMES, recompose, type ComponentSpan, type ComponentsOf, type HostKind, type URLComponents } from './components.js';
export { componentsOf, recordOf } from './tags.js';
export { authorityIn, readAuthorityAt, readComponents, recall, remember, rememberingRecords, type AuthorityReading } from './any-text.js';
export { deriveComponents, keepsSplit, type TextEdit, type TextLike } from './edits.js';
export { AUTHORITY_MARK, MARK, MARK_TEXT } from './marks.js';

/** The grammars whose start symbols the record is typed for. */
export type { GrammarName } from '../../grammar/index.js';
