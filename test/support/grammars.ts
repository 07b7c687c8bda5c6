/**
 * Vitest setup file: loads every grammar (grammar/all.ts) and UTS #46 (tr46, the reports' punycode
 * fix-it) and the error codes' summaries under RFC 2396 and the URL Standard (src/diagnostics/under.ts)
 * before a test file imports the library, as the main entry does, so that a test of a pass
 * (src/parse/parse.ts, which loads only RFC 3986, its default) reads any grammar as the package
 * does, and the rules are declared in their order. The entry points that load less are tested
 * built and bundled (test/size.test.ts).
 */
import '../../grammar/all.js';
import '../../base/idna-tr46.js';
import '../../src/diagnostics/under.js';
