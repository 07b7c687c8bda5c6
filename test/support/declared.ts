/**
 * The declared rules: the rule registry's enumeration narrowed at once to the sources no ABNF text
 * loaded (`isLoadedSource`), the rules the grammar modules declare when they load (the setup file
 * test/support/grammars.ts loads every one). A reused file declares none (test/support/isolation.ts
 * isolates a file that declares a rule or loads a grammar), and the grammars loaded from ABNF text
 * (a scheme grammar on first use, RFC 5234's core rules) are `abnf:<name>` sources, left out here:
 * so these are the same whichever files ran before in the worker, and reading them does not
 * isolate a file (the scan reads `DECLARED_RULES`, this one expression, as such). The whole
 * enumeration still isolates a file. (This comment names no isolating call: the scan reads text.)
 */
import { allRules, isLoadedSource, type Rule } from '../../grammar/all.js';

const declared = (): readonly Rule[] => allRules().filter((r) => !isLoadedSource(r.rfc));

/** How many there were when this module was loaded (after the setup file's grammars). */
const AT_LOAD = declared().length;

/** Every declared rule, in declaration order; throws if a rule was declared since this module loaded. */
export function declaredRules(): readonly Rule[] {
  const rules = declared();
  if (rules.length !== AT_LOAD) throw new Error(`declaredRules: ${rules.length - AT_LOAD} rule(s) declared since the grammars loaded: a file that declares rules must run isolated (test/support/isolation.ts)`);
  return rules;
}
