/**
 * Railroad diagrams of grammar expressions, as inline SVG.
 *
 * The npm release of `railroad-diagrams` (1.0.0) is an old-style script: a CommonJS module with
 * no types and no ES exports, whose `NonTerminal` takes no link. This wrapper takes its
 * `module.exports` as the default import (what Node's ESM loader and bundlers such as esbuild give
 * for a CommonJS module), so it runs unchanged in Node and in a browser bundle (the grammar
 * explorer draws its diagrams in the page); it types the part we use, and adds links by turning a
 * non-terminal's `<g>` into an SVG `<a href>` (the element is a container like `<g>`; its
 * rectangle and connecting paths become the link).
 *
 * The diagram is drawn from a rule's literal body (the production as the RFC writes it), never
 * from its PEG rewrite. Mapping, once:
 *   - `lit` is a terminal in double quotes (RFC 2234 case-insensitive strings are marked `(any case)`);
 *   - `range` is a terminal `%xLO-HI`; an alternation of three or more single characters is drawn
 *     as one terminal per run (`"a" … "z"`), not as a choice of 26 branches;
 *   - `ref` is a non-terminal linking to the page of the rule it resolves to;
 *   - `seq` is a sequence, `alt` a choice, `opt` an optional branch, `group` its content;
 *   - `*x` and `1*x` are loops; bounded repetitions (`1*3DIGIT`) are loops labelled with the bounds;
 *   - the PEG-only lookaheads `!x` and `&x` (never in a literal body) are drawn with a comment.
 *
 * A caller may mark expressions (`options.mark`): the box drawn for a marked terminal or
 * non-terminal gets the class `rr-<mark>` (the explorer marks the path a parse took up to its
 * failure with `rr-taken` and `rr-failed`).
 */
import railroadDiagrams from 'railroad-diagrams';
import type { Expr, RFC } from '../../grammar/all.js';

/** A diagram node of the library: anything that prints itself as SVG. */
interface Node {
  toString(): string;
  tagName: string;
  attrs: Record<string, string | number>;
}

/** The part of the `railroad-diagrams` 1.0.0 exports used here. */
interface RailroadModule {
  Diagram(...items: Node[]): Node;
  Sequence(...items: Node[]): Node;
  Choice(normal: number, ...items: Node[]): Node;
  Optional(item: Node, skip?: 'skip'): Node;
  OneOrMore(item: Node, rep?: Node): Node;
  ZeroOrMore(item: Node, rep?: Node, skip?: 'skip'): Node;
  Terminal(text: string): Node;
  NonTerminal(text: string): Node;
  Comment(text: string): Node;
  Skip(): Node;
}

const rr = railroadDiagrams as RailroadModule;

/** How a reference is shown and where it links. */
export interface RefTarget {
  /** The label (the RFC spelling at the use site). */
  readonly label: string;
  /** The link, relative to the page the diagram is on; `null` for no link. */
  readonly href: string | null;
}

/** Resolves a reference of the diagrammed rule to its label and link. */
export type RefLinker = (ref: Extract<Expr, { k: 'ref' }>, from: RFC) => RefTarget;

function linkedNonTerminal(target: RefTarget): Node {
  const nt = rr.NonTerminal(target.label);
  if (target.href !== null) {
    // The <g> that holds the box, the label and the connecting paths becomes an SVG link.
    nt.tagName = 'a';
    nt.attrs['href'] = target.href;
    nt.attrs['class'] = 'nonterminal';
  }
  return nt;
}

const quote = (s: string): string => `"${s}"`;

function charLabel(c: number): string {
  const printable = c > 0x20 && c < 0x7f && c !== 0x22;
  return printable ? quote(String.fromCharCode(c)) : `%x${c.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Runs of consecutive code points in a set of single characters. */
function runs(codes: number[]): [number, number][] {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const out: [number, number][] = [];
  for (const c of sorted) {
    const last = out[out.length - 1];
    if (last && last[1] === c - 1) last[1] = c;
    else out.push([c, c]);
  }
  return out;
}

/**
 * Marks an expression of a diagram: the class suffixes of its box (`taken` gives `rr-taken`;
 * several separated by spaces), or none. `path` tells apart the occurrences of one expression
 * object: the child indexes from the diagrammed expression down, joined by `.` (`''` for the
 * expression itself, `'1.0'` for the first child of its second child), where a sequence's and an
 * alternation's children are their items and the one child of `opt`, `group`, `rep`, `not` and
 * `and` is index 0.
 */
export type Marker = (e: Expr, path: string) => string | null | undefined;

/** Options of {@link railroadSvg}. */
export interface RailroadOptions {
  /** Marks the boxes of terminals and non-terminals (and of a run of single characters). */
  readonly mark?: Marker;
}

function node(e: Expr, from: RFC, link: RefLinker, mark: Marker | undefined, at: string): Node {
  const n = draw(e, from, link, mark, at);
  if (e.k === 'lit' || e.k === 'range' || e.k === 'ref') addMark(n, mark?.(e, at));
  return n;
}

/** The path of the `i`th child below `at` (see {@link Marker}). */
const child = (at: string, i: number): string => (at === '' ? String(i) : `${at}.${i}`);

function addMark(n: Node, m: string | null | undefined): void {
  if (!m) return;
  const marks = m.split(/\s+/).filter(Boolean).map((x) => `rr-${x}`);
  const cls = n.attrs['class'];
  n.attrs['class'] = [...(cls ? [String(cls)] : []), ...marks].join(' ');
}

function draw(e: Expr, from: RFC, link: RefLinker, mark: Marker | undefined, at: string): Node {
  const node_ = (x: Expr, i = 0) => node(x, from, link, mark, child(at, i));
  switch (e.k) {
    case 'lit':
      return rr.Terminal(e.ci ? `${quote(e.s)} (any case)` : quote(e.s));
    case 'range':
      return rr.Terminal(`${charLabel(e.lo)} … ${charLabel(e.hi)}`);
    case 'ref':
      return linkedNonTerminal(link(e, from));
    case 'seq':
      return e.xs.length === 0 ? rr.Skip() : rr.Sequence(...e.xs.map((x, i) => node_(x, i)));
    case 'alt': {
      const single = e.xs.every((x) => x.k === 'lit' && x.s.length === 1 && !x.ci);
      if (single && e.xs.length >= 3) {
        const codes = e.xs.map((x) => (x.k === 'lit' ? x.s.charCodeAt(0) : 0));
        const rs = runs(codes);
        if (rs.length < codes.length) {
          const items = rs.flatMap(([lo, hi]): Node[] =>
            hi - lo >= 2 ? [rr.Terminal(`${charLabel(lo)} … ${charLabel(hi)}`)] : lo === hi ? [rr.Terminal(charLabel(lo))] : [rr.Terminal(charLabel(lo)), rr.Terminal(charLabel(hi))],
          );
          // A run of single characters is drawn as terminals: each carries the alternation's mark.
          for (const item of items) addMark(item, mark?.(e, at));
          return items.length === 1 ? items[0]! : rr.Choice(0, ...items);
        }
      }
      return rr.Choice(0, ...e.xs.map((x, i) => node_(x, i)));
    }
    case 'opt':
      return rr.Optional(node_(e.x));
    case 'group':
      return node_(e.x);
    case 'rep': {
      const item = node_(e.x);
      if (e.max === Infinity) {
        if (e.min === 0) return rr.ZeroOrMore(item);
        if (e.min === 1) return rr.OneOrMore(item);
        return rr.OneOrMore(item, rr.Comment(`at least ${e.min} times`));
      }
      const label = e.min === e.max ? `${e.min} times` : `${Math.max(e.min, 1)} to ${e.max} times`;
      const loop = e.max === 1 ? item : rr.OneOrMore(item, rr.Comment(label));
      return e.min === 0 ? rr.Optional(loop) : loop;
    }
    case 'not':
      return rr.Sequence(rr.Comment('not followed by'), node_(e.x));
    case 'and':
      return rr.Sequence(rr.Comment('followed by'), node_(e.x));
  }
}

/** The railroad diagram of an expression of rule in `from`, as an SVG string. */
export function railroadSvg(e: Expr, from: RFC, link: RefLinker, options?: RailroadOptions): string {
  return rr.Diagram(node(e, from, link, options?.mark, '')).toString();
}

/** The diagram styles, for an SVG that stands alone (the docs site has them in its stylesheet). */
const STYLE = `svg.railroad-diagram { background: #fbfcfd; }
svg.railroad-diagram path { stroke-width: 2; stroke: #333; fill: none; }
svg.railroad-diagram text { font: 14px monospace; text-anchor: middle; fill: #1d1f21; }
svg.railroad-diagram text.comment { font: italic 12px monospace; }
svg.railroad-diagram rect { stroke-width: 2; stroke: #333; fill: #eef4ff; }
svg.railroad-diagram a.nonterminal rect, svg.railroad-diagram g.non-terminal rect { fill: #fff7e0; }`;

/** A diagram as a standalone SVG document: the XML namespace and the styles inlined. */
export function standaloneSvg(svg: string): string {
  const open = svg.indexOf('>');
  let head = svg.slice(0, open);
  if (!head.includes('xmlns=')) head += ' xmlns="http://www.w3.org/2000/svg"';
  return `${head}><style>${STYLE}</style>${svg.slice(open + 1)}`;
}
