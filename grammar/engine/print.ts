/**
 * Prints rules from their combinators: in the RFC's own notation (which the tests hold equal, up to
 * white space, to the verbatim text), and in normalised RFC 5234 ABNF.
 *
 * The conversion to ABNF, documented once:
 *   - `|` becomes `/`; RFC 1738's `*[ x ]` becomes `*( x )`; `[ x ]` stays;
 *   - literal strings containing letters are case-sensitive in RFC 1738 and 1808, and print as
 *     RFC 7405 `%s"..."`; RFC 2234 (and RFC 2373) strings are case-insensitive and print as `"..."`;
 *   - alternations of single characters print as `%x` values and ranges (`%x61-7A`);
 *   - rule names that are not legal ABNF names (`net_loc`, `gopher+_string`) print with `_` as `-`
 *     and `+` as `-plus`: `net-loc`, `gopher-plus-string`; every other place uses the RFC spelling.
 */
import { charsetOf, plainResolver, type Ranges } from './charset.js';
import { resolveRef, type Expr, type Notation, type RFC, type Rule } from './dsl.js';

/** The legal RFC 5234 rule name for an RFC spelling. */
export function abnfName(name: string): string {
  return name.replace(/\+/g, '-plus').replace(/_/g, '-').replace(/--+/g, '-');
}

/**
 * A literal terminal as the grammar text and the error reports write it: `"abc"`, with `%x22` for
 * a quote mark (which a quoted string cannot hold).
 */
export function quoteTerminal(s: string): string {
  if (s === '"') return '%x22';
  if (s.includes('"')) return s.split('"').map((p) => (p ? `"${p}"` : '')).join(' %x22 ').trim();
  return `"${s}"`;
}

/** A code-point range terminal, RFC 2234 `%x30-39` (upper-case hex, at least two digits). */
export function rangeTerminal(lo: number, hi: number): string {
  return `%x${hex(lo)}-${hex(hi)}`;
}

const prec = (e: Expr): number => (e.k === 'alt' ? 0 : e.k === 'seq' ? 1 : 2);

/** Prints an expression in a notation. */
export function printExpr(e: Expr, notation: Notation | 'abnf5234', from: RFC): string {
  const abnf = notation === 'abnf5234';
  const altSep = abnf || notation === 'abnf' || notation === 'prose' ? ' / ' : ' | ';
  const p = (x: Expr, min: number): string => {
    const s = go(x);
    return prec(x) < min && x.k !== 'group' ? `( ${s} )` : s;
  };
  const go = (x: Expr): string => {
    switch (x.k) {
      case 'lit':
        if (abnf) return abnfLiteral(x.s, x.ci ?? false);
        return x.spell ?? quoteTerminal(x.s);
      case 'range':
        return rangeTerminal(x.lo, x.hi);
      case 'ref': {
        if (abnf) return abnfName(resolveRef(from, x).name);
        return x.spell ?? x.name;
      }
      case 'seq':
        return x.xs.map((y) => p(y, 2)).join(' ');
      case 'alt': {
        if (abnf) {
          const set = x.xs.every((y) => y.k === 'lit' && y.s.length === 1) ? charsetOf(x, from, plainResolver) : null;
          if (set && set.some(([lo, hi]) => hi - lo >= 2)) return printRanges(set);
        }
        return x.xs.map((y) => p(y, 1)).join(altSep);
      }
      case 'group':
        return `( ${go(x.x)} )`;
      case 'opt':
        return `[ ${go(x.x)} ]`;
      case 'rep': {
        const count = !abnf && x.spell !== undefined ? x.spell : x.min === 0 && x.max === Infinity ? '*' : x.max === Infinity ? `${x.min}*` : x.min === x.max ? `${x.min}` : `${x.min || ''}*${x.max}`;
        const atomic = x.x.k === 'ref' || x.x.k === 'lit' || x.x.k === 'range';
        if (abnf) return atomic ? `${count}${go(x.x)}` : `${count}( ${go(x.x)} )`;
        if (x.br === '[') return `${count}[ ${go(x.x)} ]`;
        if (x.br === '(') return `${count}( ${go(x.x)} )`;
        return atomic ? `${count}${go(x.x)}` : `${count}( ${go(x.x)} )`;
      }
      case 'not':
        return `!${p(x.x, 2)}`;
      case 'and':
        return `&${p(x.x, 2)}`;
    }
  };
  return go(e);
}

function hex(n: number): string {
  return n.toString(16).toUpperCase().padStart(2, '0');
}

function printRanges(set: Ranges): string {
  return set
    .flatMap(([lo, hi]) => (hi - lo >= 2 ? [rangeTerminal(lo, hi)] : lo === hi ? [oneChar(lo)] : [oneChar(lo), oneChar(hi)]))
    .join(' / ');
}

function oneChar(c: number): string {
  const ch = String.fromCharCode(c);
  const letter = ch.toLowerCase() !== ch.toUpperCase();
  return letter || c === 0x22 || c < 0x20 || c > 0x7e ? `%x${hex(c)}` : `"${ch}"`;
}

function abnfLiteral(s: string, ci: boolean): string {
  if (s.length === 1) return ci ? `"${s}"` : oneChar(s.charCodeAt(0));
  if (s.includes('"')) return Array.from(s, (c) => oneChar(c.charCodeAt(0))).join(' ');
  const letters = /[A-Za-z]/.test(s);
  return letters && !ci ? `%s"${s}"` : `"${s}"`;
}

/** The rule printed in its RFC's own notation: `name = body`. */
export function printRfc(rule: Rule): string {
  return `${rule.name} = ${printExpr(rule.body, rule.notation, rule.rfc)}`;
}

/** The rule printed as normalised RFC 5234 ABNF (the literal body, not the PEG rewrite). */
export function printAbnf(rule: Rule): string {
  return `${abnfName(rule.name)} = ${printExpr(rule.body, 'abnf5234', rule.rfc)}`;
}

/** The PEG rewrite of a rule, if any, in ABNF extended with `!x` (not followed by) and `&x`. */
export function printPeg(rule: Rule): string | null {
  return rule.peg ? `${abnfName(rule.name)} = ${printExpr(rule.peg, 'abnf5234', rule.rfc)}` : null;
}
