/**
 * Registers the capture reader (`capturedRecord`, src/record/captured.ts) as the record-only
 * reader `parseURL` takes its record from (DECISIONS 47: the AST built when first read). Imported
 * for its effect by the entry points that export `parseURL` to users (the main entry,
 * `urlgrammar/rfc3986` and the entries built on it), so that a bundle that only validates (the ajv
 * plugin, the Standard Schema validators, which read no record) leaves the capture engine out and
 * parses as before. Listed in package.json's `sideEffects`. With it, the capture reader of any
 * text's record (`anyTextRecord`), which `readComponents` then reads with.
 */
import { capturedRecord, provideAnyTextReader } from '../record/index.js';
import { anyTextRecord } from '../record/captured.js';
import { provideRecordReader } from './result.js';

provideRecordReader(capturedRecord);
// And `readComponents`' (the record of any text, valid or not: a report's `components`, what the
// classifier, the fix-its and the redaction read), from the same engine.
provideAnyTextReader(anyTextRecord);
