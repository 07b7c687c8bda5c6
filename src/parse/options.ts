/**
 * The `grammar` and `start` options, read once for every function that takes them (`parseURL`,
 * `parseRule`, `isValid`): a module of its own, loading no grammar, so that `isValid` bundles
 * without the engine.
 */
import { ArgumentError, GrammarError, typeName } from '../../base/args.js';
import type { RFC } from '../../grammar/index.js';
import { profiles, type GrammarName } from '../../grammar/index.js';

/**
 * What `parseURL`, `parseURLOrThrow`, `isValid` and the CLI's `check` and `parse` read when given
 * neither a grammar nor a start symbol: an RFC 3986 `URI`. A grammar named without a start symbol
 * reads its own default start symbol (`profiles[grammar].start`), the same kind of input: an
 * absolute URL with an optional fragment (`URI` under `rfc3986`, `IRI` under `rfc3987`,
 * `URL-1808` under `rfc1808`, ...). A relative reference is read only when a start symbol asks
 * for it (`URI-reference`, `relative-ref`, ...).
 */
export const DEFAULT_GRAMMAR: GrammarName = 'rfc3986';
/** The start symbol of the default (see `DEFAULT_GRAMMAR`): `rfc3986`'s own default start symbol. */
export const DEFAULT_START = 'URI';

/** The `grammar` option: a grammar's name, or `undefined` for the default. */
export function grammarOption(options: { readonly grammar?: GrammarName | undefined }, fn: string): GrammarName | undefined {
  const name: unknown = options.grammar;
  if (name === undefined || name === null) return undefined;
  if (typeof name !== 'string') throw new ArgumentError(`${fn}: option 'grammar' must be a string, not ${typeName(name)}`);
  if (!Object.hasOwn(profiles, name)) throw new GrammarError(`unknown grammar ${JSON.stringify(name)}; use one of ${Object.keys(profiles).map((g) => `'${g}'`).join(', ')}`);
  return name as GrammarName;
}

/** The start rule `name` names in `grammar` (ABNF names are case-insensitive); undefined for the grammar's own default (`profiles[grammar].start`). */
export function startOf(grammar: GrammarName, name: string | undefined, fn: string): { rfc: RFC; name: string } | undefined {
  if (name === undefined || name === null) return undefined;
  if (typeof name !== 'string') throw new ArgumentError(`${fn}: option 'start' must be a string, not ${typeName(name)}`);
  const starts = profiles[grammar].starts;
  const hit = starts.find((s) => s.name === name) ?? starts.find((s) => s.name.toLowerCase() === String(name).toLowerCase());
  if (!hit) throw new GrammarError(`no start symbol ${JSON.stringify(name)} in grammar '${grammar}'; use one of ${starts.map((s) => `'${s.name}'`).join(', ')}`);
  return hit;
}

/**
 * The `grammar` and `start` values of `options` where it holds no own, enumerable, string key but
 * those two (DECISIONS 34: each read once, nothing inherited; absent as undefined), else undefined:
 * the common call, which `isValid` and `parseURL` read without copying the options into a record
 * and resolve again only when the values differ from their last call's.
 */
export function grammarAndStart(options: object): { readonly grammar: unknown; readonly start: unknown } | undefined {
  const own = Object.keys(options);
  for (let i = 0; i < own.length; i++) if (own[i] !== 'grammar' && own[i] !== 'start') return undefined;
  let grammar: unknown;
  let start: unknown;
  for (let i = 0; i < own.length; i++) {
    if (own[i] === 'grammar') grammar = (options as { grammar?: unknown }).grammar;
    else start = (options as { start?: unknown }).start;
  }
  return { grammar, start };
}
