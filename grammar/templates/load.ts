/**
 * RFC 6570 URI Templates' rules loaded: the rules of the RFCs they read and §2's rules, without the
 * generated fast path (./index.ts adds it). What `parseTemplate` (src/templates/parse.ts) imports:
 * it reads a template by the generated recognizer (./recognize.ts) and its delimiters, and a
 * refused one by the engine's traced parse, so it needs no generated parser.
 */
import '../rfc3986/rfc2234.js';
import '../rfc3986/rules.js';
import '../rfc3987/rules.js';
import './rules.js';
