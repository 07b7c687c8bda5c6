/**
 * Capture machines of the urllib grammar (grammar/urllib/rules.ts): a start rule read into a
 * capture pattern (`patternOfRule`, grammar/engine/capture/grammar.ts) and compiled by the capture
 * engine once, on first use. Each rule the start rule reaches is captured under its own name (the
 * rules below a captured one too, to `depth` levels); the passes of split.ts and results.ts read
 * a component as the capture of its rule, as they read the span of its node.
 *
 * A lookahead has no pattern (`patternOfRule` reads it as the empty string), so a rule with one
 * is read here only where a differential test holds its captures equal to its nodes' spans
 * (test/urllib-captures.test.ts): the number of lookaheads it may have is given, and a rule that
 * gains another fails at compilation, loudly.
 */
import { charsetOf, compileCaptures, lookup, P, patternOfRule, plainResolver, withoutCharacters, type CaptureMachine, type Pattern, type Ranges, type RegisterView } from '../../grammar/index.js';

/**
 * The capture machine of a urllib start rule, with the register of each captured rule.
 */
export interface CaptureReader {
  readonly start: string;
  /** What the machine was compiled from (for the tests' set operations). */
  readonly pattern: Pattern;
  readonly machine: CaptureMachine;
  /** A captured rule's first register (its start; the next one is its end), -1 where it has no capture. */
  readonly at: (name: string) => number;
}

/**
 * Compiles the {@link CaptureReader} of start rule `name`, its references captured to `depth`
 * levels below it, with at most `lookaheads` lookaheads (see the file comment).
 */
export function captureReader(name: string, depth = 1, lookaheads = 0): CaptureReader {
  return readerOf(name, patternOf(name, depth, lookaheads));
}

/** The capture pattern {@link captureReader} compiles. */
function patternOf(name: string, depth: number, lookaheads: number): Pattern {
  const start = lookup('urlgrammar', name);
  if (!start) throw new Error(`rule ${name} is not declared`);
  const enter = (from: unknown, r: { name: string }, level: number) => ({ capture: from !== null && level <= depth ? r.name : null, ctx: level + 1 });
  // The resolver without substitutions (the urllib rules have no profile): `profileResolver` would
  // bring the combinator engine (Parsimmon) into urlsplit's bundle.
  const p = patternOfRule<number>(start, plainResolver, enter, 0);
  if (p.lookaheads !== lookaheads) throw new Error(`${name} has ${p.lookaheads} lookahead(s), not ${lookaheads}: its capture pattern is not the one held to its nodes`);
  return p.pattern;
}

/** The reader of a pattern of start rule `name`. */
function readerOf(name: string, pattern: Pattern): CaptureReader {
  const machine = compileCaptures(pattern);
  const at = (n: string): number => {
    const i = machine.names.indexOf(n);
    return i < 0 ? -1 : 2 * i;
  };
  return { start: name, pattern, machine, at };
}

/** The code points a urllib rule of one character reads. */
function rangesOf(rule: string): Ranges {
  const r = lookup('urlgrammar', rule);
  const set = r && charsetOf(r.body, r.rfc);
  if (!set) throw new Error(`${rule} is not a one-character rule`);
  return set;
}

/**
 * The reader of start rule `name` (as {@link captureReader} compiles it, its references captured
 * one level below it) that reads only what the cleaning leaves as it is (`split-clean`): no unit
 * of `split-unsafe` anywhere, and a first unit that is no `split-C0-or-space` (a lookahead). The
 * urllib start rules are total, so its language is `split-clean`'s (test/urllib-captures.test.ts
 * holds the two equivalent): a URL it refuses is one to clean first, and a URL it takes is split
 * in the pass that finds it clean.
 */
export function cleanCaptureReader(name: string): CaptureReader {
  const clean = P.seq(P.not(P.set(rangesOf('split-C0-or-space'))), withoutCharacters(patternOf(name, 1, 0), rangesOf('split-unsafe')));
  return readerOf(name, clean);
}

/**
 * The registers of `input` read by `r` (the start rules read here are total, so there always
 * are), where the machine leaves them (`execView`): read at once, never kept.
 */
export function registersOf(r: CaptureReader, input: string): RegisterView {
  const v = r.machine.execView(input);
  if (v === null) throw new Error(`${r.start} is total`); // unreachable: the rule accepts every string
  return v;
}

/** The text the capture at register `k` took, or null where it took none. */
export function captured(v: RegisterView, k: number, input: string): string | null {
  if (k < 0) return null;
  const a = v.regs[v.at[k]!]!;
  const b = v.regs[v.at[k + 1]!]!;
  return a >= 0 && b >= a ? input.slice(a, b) : null;
}
