/**
 * Registers the capture reader (`capturedRecord`, src/record/captured.ts) as the record-only
 * reader `parseURL` takes its record from (DECISIONS 47: the AST built when first read). Imported
 * for its effect by the entry points that export `parseURL` to users (the main entry,
 * `urlgrammar/rfc3986` and the entries built on it), so that a bundle that only validates (the ajv
 * plugin, the Standard Schema validators, which read no record) leaves the capture engine out and
 * parses as before. Listed in package.json's `sideEffects`.
 */
import { capturedRecord } from '../record/index.js';
import { provideRecordReader } from './result.js';

provideRecordReader(capturedRecord);
