/**
 * fast-check generators built per production, from the same rule declarations the parser uses:
 * each expression becomes an arbitrary of the strings it derives (the literal BNF reading, or the
 * rule's `lang` where the parser deliberately accepts a different language).
 */
import fc from 'fast-check';
import { charsetOf, profileResolver, ruleKey, type Expr, type GrammarName, type RFC, type Rule } from '../../grammar/all.js';
import { isAstral } from '../../grammar/engine/charset.js';

type Resolver = ReturnType<typeof profileResolver>;

/** The schemes RFC 1738 §5 registers; in the rfc1738 grammar each must match its own production. */
export const REGISTERED = ['http', 'ftp', 'news', 'nntp', 'telnet', 'gopher', 'wais', 'mailto', 'file', 'prospero'] as const;
/** The production of each registered scheme. */
export const SCHEME_RULE: Record<(typeof REGISTERED)[number], string> = {
  http: 'httpurl', ftp: 'ftpurl', news: 'newsurl', nntp: 'nntpurl', telnet: 'telneturl', gopher: 'gopherurl',
  wais: 'waisurl', mailto: 'mailtourl', file: 'fileurl', prospero: 'prosperourl',
};

/** The scheme dispatch of each `url` rule: scheme to the production (RFC, name) it must match. */
export const DISPATCH: Readonly<Record<string, ReadonlyArray<readonly [scheme: string, rfc: RFC, rule: string]>>> = {
  [ruleKey(1738, 'url')]: REGISTERED.map((x) => [x, 1738, SCHEME_RULE[x]] as const),
  // RFC 2818 §2.4: https joins the dispatch with the http syntax (the rfc1738 profile).
  [ruleKey('urlgrammar', 'url')]: [...REGISTERED.map((x) => [x, 1738, SCHEME_RULE[x]] as const), ['https', 'urlgrammar', 'httpsurl'] as const],
};

export interface ArbOptions {
  /** Most extra repetitions of a `*` element. */
  readonly maxRep?: number;
}

/** A builder of arbitraries over a profile's (or no profile's) references. */
export class GrammarArbitraries {
  private readonly memo = new Map<string, fc.Arbitrary<string>>();
  readonly resolve: Resolver;
  constructor(readonly profile: GrammarName | null, private readonly opts: ArbOptions = {}) {
    this.resolve = profileResolver(profile);
  }

  /** The strings of a rule. */
  rule(r: Rule): fc.Arbitrary<string> {
    const have = this.memo.get(r.key);
    if (have) return have;
    let a: fc.Arbitrary<string>;
    const dispatch = DISPATCH[r.key];
    if (dispatch) {
      // Dispatch on the scheme: registered schemes through their own production, others through genericurl.
      const generic = this.expr({ k: 'ref', name: 'genericurl', rfc: 1738 }, 1738).filter(
        (s) => !dispatch.some(([x]) => s.startsWith(x + ':')),
      );
      a = fc.oneof(...dispatch.map(([, rfc, name]) => this.expr({ k: 'ref', name, rfc }, rfc)), generic);
    } else {
      a = this.expr(r.lang ?? r.body, r.rfc);
    }
    this.memo.set(r.key, a);
    return a;
  }

  expr(e: Expr, from: RFC): fc.Arbitrary<string> {
    const set = (e.k === 'lit' && [...e.s].length === 1) || e.k === 'range' || e.k === 'ref' || e.k === 'alt' ? charsetOf(e, from, this.resolve) : null;
    if (set && isAstral(set)) {
      // Code points beyond the BMP (RFC 3987 ucschar, iprivate): every range is drawn from, each
      // code point from all of its range (the first 512 characters would all be ASCII or Latin-1).
      return fc.oneof(...set.map(([lo, hi]) => fc.integer({ min: lo, max: hi }).map((c) => String.fromCodePoint(c))));
    }
    if (set) {
      const chars: string[] = [];
      for (const [lo, hi] of set) for (let c = lo; c <= hi && chars.length < 512; c++) chars.push(String.fromCharCode(c));
      return fc.constantFrom(...chars);
    }
    const maxRep = this.opts.maxRep ?? 4;
    switch (e.k) {
      case 'lit':
        return e.ci ? fc.boolean().map((up) => (up ? e.s.toUpperCase() : e.s.toLowerCase())) : fc.constant(e.s);
      case 'range':
        return fc.integer({ min: e.lo, max: e.hi }).map((c) => String.fromCodePoint(c));
      case 'ref':
        return fc.constant(null).chain(() => this.rule(this.resolve(from, e)));
      case 'seq':
        return fc.tuple(...e.xs.map((x) => this.expr(x, from))).map((xs) => xs.join(''));
      case 'alt':
        return fc.oneof(...e.xs.map((x) => this.expr(x, from)));
      case 'group':
        return this.expr(e.x, from);
      case 'opt':
        return fc.oneof(fc.constant(''), this.expr(e.x, from));
      case 'rep': {
        const max = e.max === Infinity ? e.min + maxRep : e.max;
        return fc.array(this.expr(e.x, from), { minLength: e.min, maxLength: max }).map((xs) => xs.join(''));
      }
      case 'not':
      case 'and':
        throw new Error('lookahead in a literal body');
    }
  }
}

/** Characters rich in URL delimiters and troublemakers, for mutations. */
export const NASTY = [
  ...':/?#[]@!$&\'()*+,;=%-._~ \t"<>{}|\\^`',
  'a', 'Z', '0', '9', 'f', 'é', '\u0000', '\u00a0', '\ud83d\ude00', '%2', '%zz', '::', '//', '%41',
];

/** Applies 1 to 3 random edits (insert, replace, delete) drawn from `NASTY`. */
export function mutated(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const edit = fc.record({ kind: fc.constantFrom('ins', 'rep', 'del'), at: fc.nat(), what: fc.constantFrom(...NASTY) });
  return fc.tuple(base, fc.array(edit, { minLength: 1, maxLength: 3 })).map(([s, edits]) => {
    let out = s;
    for (const e of edits) {
      const i = out.length ? e.at % (out.length + 1) : 0;
      if (e.kind === 'ins') out = out.slice(0, i) + e.what + out.slice(i);
      else if (e.kind === 'rep') out = out.slice(0, i) + e.what + out.slice(i + 1);
      else out = out.slice(0, i) + out.slice(i + 1);
    }
    return out;
  });
}
