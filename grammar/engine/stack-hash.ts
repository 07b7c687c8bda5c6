/**
 * Rule stacks told apart without a key string per stack (`NFA.runStacks`'s expectations, once per
 * terminal and rule stack): a hash of each frame's rule key and start, and a frame-by-frame
 * comparison for stacks of one hash.
 */

/** A frame of a rule stack, innermost first (the shape of `NfaFrame`). */
export interface StackFrame {
  readonly rule: { readonly key: string };
  readonly start: number;
  readonly parent: StackFrame | null;
}

/** A number for each rule key (rules of one key count as one), for `stackHash`. */
const keyIds = new Map<string, number>();
/** The same numbers by rule object: a lookup by identity, not by the key's text (a fifth of the first error's time). */
const objectIds = new WeakMap<object, number>();
function ruleId(rule: { readonly key: string }): number {
  let id = objectIds.get(rule);
  if (id === undefined) {
    id = keyIds.get(rule.key);
    if (id === undefined) keyIds.set(rule.key, (id = keyIds.size + 1));
    objectIds.set(rule, id);
  }
  return id;
}

/**
 * A hash of a rule stack: each frame's rule key and start, innermost first. Equal stacks (by
 * {@link sameStack}) hash equal.
 *
 * @example
 * ```ts
 * const r = { key: '3986:host' };
 * stackHash({ rule: r, start: 7, parent: null }) === stackHash({ rule: { key: '3986:host' }, start: 7, parent: null }); // true
 * ```
 */
export function stackHash(f: StackFrame | null): number {
  let h = 17;
  for (let x = f; x; x = x.parent) h = (Math.imul(h ^ ruleId(x.rule), 0x01000193) + x.start) | 0;
  return h;
}

/**
 * Whether two rule stacks are the same: frame by frame, the same rule key and start.
 *
 * @example
 * ```ts
 * sameStack({ rule: { key: 'a' }, start: 0, parent: null }, { rule: { key: 'a' }, start: 1, parent: null }); // false
 * ```
 */
export function sameStack(a: StackFrame | null, b: StackFrame | null): boolean {
  let x = a;
  let y = b;
  // (Stacks that share their frames, as the threads of one walk back do, are the same from there.)
  for (; x && y && x !== y; x = x.parent, y = y.parent) if (x.rule.key !== y.rule.key || x.start !== y.start) return false;
  return x === y;
}

/** A number for each terminal's label, for `expectationHash`. */
const labelIds = new Map<string, number>();

/**
 * A hash of what a traced parse expected: a terminal's label and its rule stack as a list of
 * frames, outermost first. Equal pairs (the same label, and {@link sameFrames}) hash equal.
 *
 * @example
 * ```ts
 * const r = { key: '3986:host' };
 * expectationHash('"."', [{ rule: r, start: 7 }]) === expectationHash('"."', [{ rule: { key: '3986:host' }, start: 7 }]); // true
 * ```
 */
export function expectationHash(label: string, frames: ReadonlyArray<{ readonly rule: { readonly key: string }; readonly start: number }>): number {
  let id = labelIds.get(label);
  if (id === undefined) labelIds.set(label, (id = labelIds.size + 1));
  let h = Math.imul(17 ^ id, 0x01000193);
  for (const f of frames) h = (Math.imul(h ^ ruleId(f.rule), 0x01000193) + f.start) | 0;
  return h;
}

/**
 * Whether two lists of frames are the same: frame by frame, the same rule key and start.
 *
 * @example
 * ```ts
 * sameFrames([{ rule: { key: 'a' }, start: 0 }], [{ rule: { key: 'a' }, start: 0 }]); // true
 * ```
 */
export function sameFrames(a: ReadonlyArray<{ readonly rule: { readonly key: string }; readonly start: number }>, b: ReadonlyArray<{ readonly rule: { readonly key: string }; readonly start: number }>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.rule.key !== b[i]!.rule.key || a[i]!.start !== b[i]!.start) return false;
  return true;
}
