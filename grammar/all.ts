/**
 * The grammar: every language of the registry (grammar/languages.ts) loaded, the RFC grammars
 * (`rfcs.ts`) and then the others (the WHATWG URL Standard's URL writing, §4.3 and §3.4), each
 * rule declared once with the rule DSL, as `npm run gen` writes their imports
 * (grammar/generated/load-all.ts): what the main entry, the CLI, the docs and the tests import. The
 * passes import the door (`index.ts`) and the grammars they read.
 */
import './rfcs.js';
import './generated/load-all.js';
import { registryComplete } from './engine/dsl.js';
export * from './rfcs.js';
// Every grammar is loaded: the rule-name sets made before are checked now.
registryComplete();
