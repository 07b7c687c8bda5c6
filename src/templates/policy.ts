/**
 * `matchTemplate`'s `policy: 'segment'` (issue 44; framework/the-framework#968, where a framework
 * decoded after matching and `..%2F` walked out of a directory): for templates whose values must
 * each stay one path segment, a reading where a value raises one of the flags of ./types.ts
 * (`TemplateValueFlag`: it decodes to `.` or `..`, or holds `/`, `\`, `?`, `#` or a control
 * character) is refused, with where: `{ kind: 'refused', variable, flag, span, offset }`, `span`
 * the value's in the URI and `offset` the character that raised the flag (its escape, `%2F`, or
 * the character itself where the operator keeps it, `{+x}`), or the value's start where no one
 * character does (`dot-segment`; a value gathered from several query parameters). Where several
 * values do, the one whose offset comes first is reported (a tie: the flags' order). Every variable
 * of the template is held to it, and both readings of an ambiguous answer. A value's items are
 * flagged one by one (./match.ts `flagsOf`): the `/` between the segments of `{/path*}` is its
 * separator, no value's.
 *
 * The offending character is found by a capture pattern (the value's units, `%XX` or one
 * character, up to the first that decodes to the flagged class), not by string code.
 */
import { compileCaptures, P, type CaptureMachine, type Pattern } from '../../grammar/index.js';
import { ruleSet } from './operators.js';
import type { ParsedTemplate, TemplateAssignment, TemplateMatch, TemplateValueFlag } from './types.js';

/** The flags in the order a tie is broken by (TemplateValueFlag's). */
const FLAGS: readonly TemplateValueFlag[] = ['dot-segment', 'slash', 'backslash', 'question-mark', 'number-sign', 'control'];

const HEX = '0123456789ABCDEF';
/** One hex digit `d` in either case. */
const digit = (d: number): Pattern => {
  const c = HEX.charCodeAt(d);
  return d < 10 ? P.set([[c, c]]) : P.set([[c, c], [c + 0x20, c + 0x20]]);
};
/** The escape of a byte from `lo` to `hi`, either case (a value under `+` and `#` keeps its own escapes as written). */
function escapes(lo: number, hi: number): Pattern {
  const alts: Pattern[] = [];
  for (let b = lo; b <= hi; b++) alts.push(P.seq(P.chars('%'), digit(b >> 4), digit(b & 15)));
  return P.alt(...alts);
}

/** What raises each flag, as a unit of a value's text: its escape, or (`literal`) the character itself. */
function offenderOf(flag: Exclude<TemplateValueFlag, 'dot-segment'>, literal: boolean): Pattern {
  const one = (c: string): Pattern => (literal ? P.alt(escapes(c.charCodeAt(0), c.charCodeAt(0)), P.chars(c)) : escapes(c.charCodeAt(0), c.charCodeAt(0)));
  switch (flag) {
    case 'slash':
      return one('/');
    case 'backslash':
      return one('\\');
    case 'question-mark':
      return one('?');
    case 'number-sign':
      return one('#');
    case 'control': {
      // C0 and DEL (one escape each), C1 (U+0080 to U+009F: the UTF-8 escapes %C2%80 to %C2%9F).
      const escaped = P.alt(escapes(0x00, 0x1f), escapes(0x7f, 0x7f), P.seq(escapes(0xc2, 0xc2), escapes(0x80, 0x9f)));
      return literal ? P.alt(escaped, P.set([[0x00, 0x1f], [0x7f, 0x9f]])) : escaped;
    }
  }
}

const finders = new Map<string, CaptureMachine>();
/**
 * The machine that finds the first unit of a value that raises `flag`: the units before it
 * (`%XX` escapes, or one other character) as few as may be, captured, then the offender, then
 * anything.
 */
function finderOf(flag: Exclude<TemplateValueFlag, 'dot-segment'>, literal: boolean): CaptureMachine {
  const key = `${flag} ${literal}`;
  let m = finders.get(key);
  if (m === undefined) {
    const hex = P.set(ruleSet(2234, 'HEXDIG'));
    const unit = P.alt(P.seq(P.chars('%'), hex, hex), P.set([[0, 0x24], [0x26, 0x10ffff]]));
    m = compileCaptures(P.seq(P.cap('before', P.star(unit, true)), offenderOf(flag, literal), P.star(P.alt(unit, P.chars('%')))));
    finders.set(key, m);
  }
  return m;
}

/**
 * Where in `uri` the value at `span` raises `flag`: its offending unit, or the value's start where
 * no one unit does (`dot-segment`; a value whose text is not one piece of the URI).
 */
function offsetOf(uri: string, raw: string, span: readonly [number, number], flag: TemplateValueFlag, literal: boolean): number {
  if (flag === 'dot-segment' || uri.slice(span[0], span[1]) !== raw) return span[0];
  const regs = finderOf(flag, literal).execShared(uri, span[0], span[1]);
  return regs === null ? span[0] : regs[1]!;
}

/** The refusal of the answer `r` under `policy: 'segment'` (see the file comment), or `r`. @internal */
export function segmentPolicy(t: ParsedTemplate, uri: string, r: TemplateMatch): TemplateMatch {
  const readings: readonly TemplateAssignment[] = r.kind === 'match' ? [r] : r.kind === 'ambiguous' ? r.assignments : [];
  // The variables whose separator is "/" (`{/path*}`): a "/" in their text is no value's.
  const slashSeparated = new Set(t.parts.flatMap((p) => (p.kind === 'expression' && p.operator === '/' ? p.variables.filter((v) => v.explode).map((v) => v.name) : [])));
  let best: (TemplateMatch & { kind: 'refused' }) | null = null;
  for (const a of readings) {
    for (const [variable, flags] of Object.entries(a.flags)) {
      for (const flag of flags) {
        const span = a.spans[variable]!;
        const offset = offsetOf(uri, a.raw[variable]!, span, flag, !(flag === 'slash' && slashSeparated.has(variable)));
        if (best === null || offset < best.offset || (offset === best.offset && FLAGS.indexOf(flag) < FLAGS.indexOf(best.flag))) best = { kind: 'refused', variable, flag, span, offset };
      }
    }
  }
  return best ?? r;
}
