/**
 * The component record: one record of what a reading of a URI found, wherever it came from. This
 * module is the record's door: what others import of it, from the modules that hold it:
 *
 * - components.ts: the record's shape (`URLComponents`, its spans and their names, the kinds of
 *   host, the record typed by start symbol);
 * - recompose.ts: the string components write (`recompose`: a record's spans, or the strings of
 *   RFC 3986 Appendix B, RFC 1808 and the browser draft), and the shapes of those strings;
 * - tags.ts: the record from tags, the parse's component tags read into the record
 *   (`componentsOf`);
 * - captured.ts: the same record read in one pass by a capture machine of the grammar's tags,
 *   without the AST (`capturedRecord`);
 * - any-text.ts: the reading of any text, valid or not, by RFC 3986 Appendix B extended to the
 *   authority (`readComponents`), and of an authority alone;
 * - edits.ts: the derivation of an edited text's record from the record before the edits
 *   (`deriveComponents`);
 * - marks.ts: the marks between the components, as Appendix B's productions write them (`MARK`).
 */
export { recompose, recompose3986Of, recompose3986Text, recompose1808Of, recomposeBrowserOf, type BrowserParts, type Components1808, type Components3986, type RecomposeOptions } from './recompose.js';
export { COMPONENT_NAMES, type ComponentSpan, type ComponentsOf, type HostKind, type URLComponents } from './components.js';
export { componentsOf, recordOf } from './tags.js';
export { capturedRecord } from './captured.js';
export { authorityIn, readAuthorityAt, readComponents, readHead, recall, remember, rememberingRecords, type AuthorityReading, type RecordHead } from './any-text.js';
export { deriveComponents, keepsSplit, type TextEdit, type TextLike } from './edits.js';
export { AUTHORITY_MARK, MARK, MARK_TEXT } from './marks.js';

/** The grammars whose start symbols the record is typed for. */
export type { GrammarName } from '../../grammar/index.js';
