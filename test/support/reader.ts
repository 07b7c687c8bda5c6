/**
 * Vitest setup file: `parseURL` makes a start symbol's record reader from its first parse
 * (`deferRecordReader(0)`; a program waits `READER_AFTER` parses, src/parse/result.ts), so that the
 * tests read through the reader as a long-running program does, whichever test parses first.
 * test/lazy-ast-reader.test.ts holds the parses made before the reader to those made with it.
 */
import { deferRecordReader } from '../../src/parse/result.js';

deferRecordReader(0);
