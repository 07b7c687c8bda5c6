/**
 * `parseURL` as the entry points give it to users: with the capture reader registered
 * (./reader.ts), so that it takes its record from the reader and builds its AST when first read
 * (DECISIONS 47). An entry point exports `parseURL` from here: a bundle that imports `parseURL`
 * keeps the reader, one that imports only `isValid` (or the ajv plugin, which reads no record)
 * leaves this module, and the capture engine with it, out.
 */
import './reader.js';

export { parseURL } from './parse.js';
