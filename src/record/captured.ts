/**
 * The record in one pass, without the AST: for a grammar and start symbol, the rules' `parts` tags
 * read into one capture pattern (grammar/engine/capture/grammar.ts `patternOfRule`), compiled to a
 * capture machine in `priority` mode (the engine's ordered choice), and run over the input; its
 * registers are the spans the AST walk of tags.ts would take, and tags.ts's `finish` makes the
 * record of them, as it makes the AST walk's.
 *
 * How the pattern says what the walk reads (tags.ts):
 *
 * - A reference the walk would meet as a tagged child (its rule's `parts`, the referenced rule's
 *   name) is a capture named by its tag; inside it captures go on only for `authority` and
 *   `userinfo` (the walk goes into those alone), and below a rule that reaches no tag none are made.
 * - An RFC 1738 scheme production's scheme is a capture of its leading literal's first characters;
 *   an authority after a leading "…//" literal, an empty capture after that literal.
 * - A host is captured under a name of its rule (`host@<key>`), and the rules its node's children
 *   and grandchildren are read by are marked with captures of their own: the kind of host is the
 *   one `kindOf` gives a node with those children, worked out once per rule and children.
 * - Each rule is read as the parser reads it (its PEG rewrite, else its body), with the checks
 *   after the parse as languages (grammar/parsers.ts `valueLanguages`: a reading with an RFC 1738
 *   port over 65535 is not taken, as `settle` takes another reading). A lookahead of a rule whose
 *   rewrite is the grammar's language (RFC 1738's scheme dispatch: `http:foo` is no `otherurl`) is
 *   read as a lookahead (`P.not`), as the recognizer reads it; every other lookahead as the empty
 *   string (the `priority` mode backtracks into the next alternative wherever the rest does not
 *   match, which is what those guards of the URL grammars are for).
 *
 * The verdict is the generated recognizer's (`isValid`'s, exact: lookahead, RFC 3987 §4.1's
 * characters, the WHATWG valid domain); the captures are read only where it accepts. Where the
 * capture pattern's language is the recognizer's and the recognizer checks nothing beyond its
 * automaton (`DECIDES`: RFC 1738, RFC 1808, RFC 2396, RFC 2396 with RFC 2732, RFC 3986, RFC 3987,
 * each start symbol), the capture machine's own verdict is the same, and it alone runs: the test
 * builds both automata and holds them equal (the WHATWG recognizer asks the domain check after its
 * automaton, so there the recognizer runs first). Under RFC 3987 the pattern's sets leave out the
 * bidirectional formatting characters (`withoutCharacters`), as the recognizer's edges do. A capture the
 * walk would take the first of and a path could set twice (inside a repetition, or twice in a
 * sequence) would be read as its last: a grammar and start symbol where that can happen has no
 * capture reader (`capturedRecord` gives null), nor one whose pattern does not compile within the
 * engine's budgets. test/captured-record.test.ts holds the records equal to `parseURL`'s on the
 * corpus, generated and mutated inputs, every grammar and start symbol.
 */
import {
  charsetOf,
  COMPONENT_TAGS,
  compileCaptures,
  GrammarError,
  excludedRule,
  patternOfRule,
  profileResolver,
  profiles,
  recognizerFor,
  ruleOfKey,
  valueLanguages,
  withoutCharacters,
  type ASTNode,
  type CaptureMachine,
  type ComponentTag,
  type Expr,
  type GrammarName,
  type LeadCapture,
  type Pattern,
  type RefPlan,
  type RegisterView,
  type Rule,
} from '../../grammar/index.js';
import type { HostKind, URLComponents } from './components.js';
import { clearDraft, EMPTY_DRAFT, finish, kindOf, ruleInfo, takeSpan } from './tags.js';

/** Where the pattern is being built: inside what the walk visits, inside nothing it reads, or below a host. */
type Ctx =
  | { readonly k: 'walk' }
  | { readonly k: 'off' }
  | { readonly k: 'host'; readonly host: Rule }
  | { readonly k: 'host2'; readonly host: Rule; readonly child: string };

const WALK: Ctx = { k: 'walk' };
const OFF: Ctx = { k: 'off' };

const TAGS: ReadonlySet<string> = new Set<string>(COMPONENT_TAGS);
/** The prefix of a host's capture name: `host@<rule key>`. */
const HOST = 'host@';
/** The prefix of a marker of a host's child (`c:<host key>:<child>`) or grandchild (`g:<host key>:<child>/<grandchild>`). */
const CHILD = 'c:';
const GRANDCHILD = 'g:';
/** The empty capture where an RFC 1738 scheme production begins, its scheme's length after it (`scheme+4`). */
const SCHEME_AT = 'scheme+';
/** The empty capture after a leading "…//" literal. */
const AUTHORITY_START = 'authority-start';

/** A marker of a host's child or grandchild: its capture, and the kind of host it makes (without a grandchild marked). */
interface Marker {
  readonly index: number;
  readonly kind: HostKind | null;
  readonly below: readonly Marker[];
}

/** A compiled reader: the machine, and what each capture means, as flat tables read per URL. */
interface Reader {
  readonly machine: CaptureMachine;
  readonly test: (input: string) => boolean;
  /** The captures of components: their indexes, and their tags. */
  readonly tagIndex: readonly number[];
  readonly tagName: readonly ComponentTag[];
  /** The host captures: index, the kind with no child marked, and the child markers. */
  readonly hosts: ReadonlyArray<{ readonly index: number; readonly kind: HostKind | null; readonly children: readonly Marker[] }>;
  readonly authorityStart: number;
  /** The scheme productions' starts: capture index and the scheme's length. */
  readonly schemes: ReadonlyArray<{ readonly index: number; readonly length: number }>;
}

/**
 * The expression the capture pattern reads for a rule: the parser's (its rewrite, else its body),
 * with a check after the parse as its language. @internal
 */
export function readingOf(rule: Rule): Expr {
  return valueLanguages().get(rule.key) ?? rule.peg ?? rule.body;
}

/** The captures inside the leading literal of a rule the walk visits: its scheme, where an authority begins. */
function leadOf(rule: Rule): readonly LeadCapture[] | undefined {
  const info = ruleInfo(rule.rfc, rule.name);
  if (!info) return undefined;
  const out: LeadCapture[] = [];
  if (info.scheme !== undefined) out.push({ name: `${SCHEME_AT}${info.scheme.length}`, at: 0, length: 0 });
  if (info.authorityLead >= 0) out.push({ name: AUTHORITY_START, at: info.authorityLead, length: 0 });
  return out.length ? out : undefined;
}

/** What a host's child or grandchild marker marks: the host rule's key, the child's and grandchild's rule names. */
interface MarkerOf {
  readonly key: string;
  readonly child: string;
  readonly grandchild?: string;
}

/**
 * What the pattern does at a reference (see the file comment); each host rule met is put in
 * `hostRules`, and what each marker's capture name stands for in `markers` (read back by name,
 * never from the name's spelling).
 */
const enterWith = (hostRules: Map<string, Rule>, markers: Map<string, MarkerOf>) => (from: Rule | null, rule: Rule, ctx: Ctx): RefPlan<Ctx> => {
  const reading = readingOf(rule);
  if (from === null) return { ctx: WALK, reading, lead: leadOf(rule) };
  switch (ctx.k) {
    case 'off':
      return { ctx: OFF, reading };
    case 'host': {
      const capture = `${CHILD}${ctx.host.key}:${rule.name}`;
      markers.set(capture, { key: ctx.host.key, child: rule.name });
      return { capture, ctx: { k: 'host2', host: ctx.host, child: rule.name }, reading };
    }
    case 'host2':
      // A grandchild is marked only where it changes the kind (the address inside an IP literal).
      if (hostKind(ctx.host, ctx.child, rule.name) === hostKind(ctx.host, ctx.child, null)) return { ctx: OFF, reading };
      const capture = `${GRANDCHILD}${ctx.host.key}:${ctx.child}/${rule.name}`;
      markers.set(capture, { key: ctx.host.key, child: ctx.child, grandchild: rule.name });
      return { capture, ctx: OFF, reading };
    case 'walk': {
      const tag = ruleInfo(from.rfc, from.name)?.tags?.get(rule.name);
      if (tag !== undefined) {
        if (tag === 'host') {
          hostRules.set(rule.key, rule);
          return { capture: HOST + rule.key, ctx: { k: 'host', host: rule }, reading };
        }
        if (tag === 'authority' || tag === 'userinfo') return { capture: tag, ctx: WALK, reading, lead: leadOf(rule) };
        return { capture: tag, ctx: OFF, reading };
      }
      if (ruleInfo(rule.rfc, rule.name)?.reaches) return { ctx: WALK, reading, lead: leadOf(rule) };
      return { ctx: OFF, reading };
    }
  }
};

/** The slot a capture name fills: a component, a host (any rule's), a marker, or the authority's start. */
const slotOf = (name: string): string => (name.startsWith(HOST) ? 'host' : name);

/**
 * The names some path through `p` may capture twice (inside a repetition of more than once, twice
 * in a sequence, or inside itself): the walk takes the first such span, a capture its last.
 */
function twice(p: Pattern): Set<string> {
  const bad = new Set<string>();
  // Post-order without recursion: the names each node may capture.
  const names = new Map<Pattern, Set<string>>();
  const stack: Array<{ p: Pattern; done: boolean }> = [{ p, done: false }];
  const kids = (x: Pattern): readonly Pattern[] => (x.k === 'seq' || x.k === 'alt' ? x.xs : x.k === 'rep' || x.k === 'cap' ? [x.x] : []);
  while (stack.length) {
    const top = stack.pop()!;
    if (!top.done) {
      if (names.has(top.p)) continue;
      stack.push({ p: top.p, done: true });
      for (const k of kids(top.p)) stack.push({ p: k, done: false });
      continue;
    }
    const x = top.p;
    const out = new Set<string>();
    for (const k of kids(x)) {
      for (const n of names.get(k)!) {
        if (out.has(n) && x.k === 'seq') bad.add(n);
        out.add(n);
      }
    }
    if (x.k === 'rep' && x.max > 1) for (const n of out) bad.add(n);
    if (x.k === 'cap') {
      const n = slotOf(x.name);
      if (out.has(n)) bad.add(n);
      out.add(n);
    }
    names.set(x, out);
  }
  return bad;
}

/** The kind of host a host rule's node is, with a first child (and its first child) of these rules. */
function hostKind(host: Rule, child: string | null, grandchild: string | null): HostKind | null {
  const leaf = (type: string, children: readonly object[]) => ({ type, rfc: host.rfc, start: 0, end: 0, text: '', children });
  const kids = child === null ? [] : [leaf(child, grandchild === null ? [] : [leaf(grandchild, [])])];
  const node = host.node.build ? host.node.build(host, 0, 0, '', kids as never) : leaf(host.name, kids);
  return kindOf(node as ASTNode);
}

/**
 * The rules whose lookaheads the pattern reads as lookaheads: those whose rewrite is the language
 * the grammar means (`pegIsLanguage`: RFC 1738's scheme dispatch, `http:foo` is no `otherurl`), as
 * the recognizer reads them; every other lookahead is read as the empty string.
 */
const languageLookahead = (rule: Rule): boolean => rule.pegIsLanguage === true;

/** Builds the reader of a grammar and start symbol, or null where it would not be exact (see the file comment). */
function build(grammar: GrammarName, start: string): Reader | null {
  const s = profiles[grammar].starts.find((x) => x.name === start);
  if (!s) return null;
  const recognizer = recognizerFor(grammar, s.name);
  if (!recognizer) return null;
  const resolve = profileResolver(grammar);
  const startRule = resolve(s.rfc, { k: 'ref', name: s.name, rfc: s.rfc });
  const hostRules = new Map<string, Rule>();
  const markers = new Map<string, MarkerOf>();
  let pattern: Pattern;
  try {
    pattern = patternOfRule<Ctx>(startRule, resolve, enterWith(hostRules, markers), WALK, undefined, languageLookahead).pattern;
  } catch {
    return null; // a leading literal the scheme is not in, a budget: no reader
  }
  // A grammar's excluded characters (RFC 3987 §4.1's bidirectional formatting characters under
  // rfc3987) are read by no set of its pattern, as by no edge of its recognizer.
  const excluded = excludedRule(grammar);
  if (excluded !== undefined) {
    const rule = ruleOfKey(excluded);
    if (!rule) return null;
    pattern = withoutCharacters(pattern, charsetOf(rule.body, rule.rfc) ?? []);
  }
  const bad = twice(pattern);
  if (bad.size > 0) return null;
  let machine: CaptureMachine;
  try {
    machine = compileCaptures(pattern);
  } catch {
    return null;
  }
  const tagIndex: number[] = [];
  const tagName: ComponentTag[] = [];
  const hostIndex = new Map<string, number>();
  const children = new Map<string, Array<{ index: number; name: string }>>();
  const grandchildren = new Map<string, Array<{ index: number; name: string }>>();
  let authorityStart = -1;
  const schemes: Array<{ index: number; length: number }> = [];
  machine.names.forEach((name, i) => {
    if (TAGS.has(name)) {
      tagIndex.push(i);
      tagName.push(name as ComponentTag);
    } else if (name.startsWith(HOST)) hostIndex.set(name.slice(HOST.length), i);
    else if (markers.has(name)) {
      const { key, child, grandchild } = markers.get(name)!;
      if (grandchild === undefined) (children.get(key) ?? children.set(key, []).get(key)!).push({ index: i, name: child });
      else {
        const k = `${key}|${child}`;
        (grandchildren.get(k) ?? grandchildren.set(k, []).get(k)!).push({ index: i, name: grandchild });
      }
    } else if (name === AUTHORITY_START) authorityStart = i;
    else if (name.startsWith(SCHEME_AT)) schemes.push({ index: i, length: Number(name.slice(SCHEME_AT.length)) });
  });
  const hosts = [...hostIndex].map(([key, index]) => {
    const host = hostRules.get(key)!;
    const kids = (children.get(key) ?? []).map((c): Marker => ({
      index: c.index,
      kind: hostKind(host, c.name, null),
      below: (grandchildren.get(`${key}|${c.name}`) ?? []).map((g): Marker => ({ index: g.index, kind: hostKind(host, c.name, g.name), below: [] })),
    }));
    return { index, kind: hostKind(host, null, null), children: kids };
  });
  return { machine, test: recognizer, tagIndex, tagName, hosts, authorityStart, schemes };
}

/** The first marker set (the least start; the earlier marker where two start together), or null. */
function firstOf(v: RegisterView, markers: readonly Marker[]): Marker | null {
  const { regs, at: map } = v;
  let best: Marker | null = null;
  let at = Infinity;
  for (let k = 0; k < markers.length; k++) {
    const m = markers[k]!;
    const o = regs[map[2 * m.index]!]!;
    if (o >= 0 && regs[map[2 * m.index + 1]!]! >= o && o < at) {
      at = o;
      best = m;
    }
  }
  return best;
}

/** A span the reader fills in place: `finish` reads the draft's spans and keeps none of them. */
interface Slot {
  start: number;
  end: number;
}
/** The spans of the components (by their captures' order in `tagIndex`), the host's and the scheme's, reused from read to read. */
const SLOTS: Slot[] = [];
const HOST_SLOT: Slot = { start: 0, end: 0 };
const SCHEME_SLOT: Slot = { start: 0, end: 0 };
/** The whole input's span, and the draft, reused. */
const ROOT: Slot = { start: 0, end: 0 };
const DRAFT = EMPTY_DRAFT();

/** The record the registers of the view `v` (of a run over `input`) give. */
function recordOfRegs(r: Reader, v: RegisterView, input: string): URLComponents {
  const { regs, at } = v;
  const d = clearDraft(DRAFT);
  const { tagIndex, tagName, hosts, schemes } = r;
  while (SLOTS.length < tagIndex.length) SLOTS.push({ start: 0, end: 0 });
  for (let k = 0; k < tagIndex.length; k++) {
    const i = tagIndex[k]!;
    const a = regs[at[2 * i]!]!;
    const b = regs[at[2 * i + 1]!]!;
    if (a >= 0 && b >= a) {
      const slot = SLOTS[k]!;
      slot.start = a;
      slot.end = b;
      takeSpan(d, tagName[k]!, slot);
    }
  }
  for (let k = 0; k < hosts.length; k++) {
    const h = hosts[k]!;
    const a = regs[at[2 * h.index]!]!;
    const b = regs[at[2 * h.index + 1]!]!;
    if (a < 0 || b < a) continue;
    HOST_SLOT.start = a;
    HOST_SLOT.end = b;
    d.host = HOST_SLOT;
    const c = firstOf(v, h.children);
    const g = c === null ? null : firstOf(v, c.below);
    d.hostType = g !== null ? g.kind : c !== null ? c.kind : h.kind;
    break;
  }
  if (r.authorityStart >= 0 && regs[at[2 * r.authorityStart]!]! >= 0) d.authorityStart = regs[at[2 * r.authorityStart]!]!;
  if (d.scheme === null) {
    for (let k = 0; k < schemes.length; k++) {
      const o = regs[at[2 * schemes[k]!.index]!]!;
      if (o >= 0) {
        SCHEME_SLOT.start = o;
        SCHEME_SLOT.end = o + schemes[k]!.length;
        d.scheme = SCHEME_SLOT;
        break;
      }
    }
  }
  ROOT.end = input.length;
  return finish(input, ROOT, d);
}

/**
 * The grammars and start symbols (`<grammar>|<start>`) whose capture machine's language is their
 * recognizer's, with no check beyond the automaton: the machine alone gives the verdict
 * (test/captured-record.test.ts builds both automata and holds them equal). @internal
 */
export const DECIDES: ReadonlySet<string> = new Set(
  (['rfc1738', 'rfc1738-pure', 'rfc1808', 'rfc2396', 'rfc2396+2732', 'rfc3986', 'rfc3987'] as const).flatMap((g) => profiles[g].starts.map((s) => `${g}|${s.name}`)),
);

/** The readers made, by `<grammar>|<start>` (null: none for it). */
const readers = new Map<string, ((input: string) => URLComponents | null) | null>();

/**
 * A validating record-only reader of `grammar` from start symbol `start` (one of its
 * `profiles[grammar].starts`, by its own spelling): a function that gives null where `isValid`
 * refuses the input, else the record `parseURL(input, { grammar, start }).components` gives, read
 * in one pass of a capture machine, without the AST. Made on first use and kept; null where the
 * grammar and start symbol have no capture reader (see the file comment), or the recognizer of the
 * grammar is not loaded.
 *
 * @example
 * ```ts
 * const read = capturedRecord('rfc3986', 'URI');
 * read?.('http://user@example.org:8080/p?q#f')?.port?.text; // '8080'
 * read?.('not a uri'); // null
 * ```
 * @internal
 */
export function capturedRecord(grammar: GrammarName, start: string): ((input: string) => URLComponents | null) | null {
  const key = `${grammar}|${start}`;
  if (readers.has(key)) return readers.get(key)!;
  const r = build(grammar, start);
  let read: ((input: string) => URLComponents | null) | null = null;
  if (r !== null && DECIDES.has(key)) {
    const machine = r.machine;
    read = (input) => {
      const v = machine.execView(input);
      return v === null ? null : recordOfRegs(r, v, input);
    };
  } else if (r !== null) {
    read = (input) => {
      if (!r.test(input)) return null;
      const v = r.machine.execView(input);
      // A defect of this library, named by its grammar and start symbol, never by the input (which may hold a password).
      if (v === null) throw new GrammarError(`capturedRecord ${key}: the recognizer takes an input the capture machine does not`);
      return recordOfRegs(r, v, input);
    };
  }
  readers.set(key, read);
  if (read !== null) machines.set(read, r!.machine);
  return read;
}

/** The machine of each reader (for the tests and the bench: its DFA's size, whether it fell back). */
const machines = new WeakMap<object, CaptureMachine>();

/**
 * The capture machine behind a reader {@link capturedRecord} gave, for the tests and the bench.
 * @internal
 */
export const machineOf = (read: (input: string) => URLComponents | null): CaptureMachine | undefined => machines.get(read);
