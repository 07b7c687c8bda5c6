/**
 * The least-cost repair search as it was before its columns became typed slots and its plain runs
 * several lanes at once (issue 46's speed work): kept here, unchanged in what it does, as the
 * oracle the engine's search is held to (test/repair-differential.test.ts). Not the library's.
 */
import { ArgumentError } from '../../base/args.js';
import { machineOf, prefixRunOf, type Machine, type PrefixRun, type RecognizerTables } from '../../grammar/engine/recognize.js';
import { REPAIR_BUDGETS, type RepairArc, type RepairEdit, type RepairModel, type RepairOptions, type RepairResult } from '../../grammar/engine/repair.js';

/** Steps are counted here only (the engine adds its own to WORK.steps). */
const WORK = { steps: 0 };

interface Ready {
  readonly m: Machine;
  readonly calls: ReadonlyArray<{ readonly cls: number; readonly run: PrefixRun }>;
}
const ready = new WeakMap<RecognizerTables, Ready>();
function readyOf(t: RecognizerTables): Ready {
  let r = ready.get(t);
  if (!r) ready.set(t, (r = { m: machineOf(t), calls: (t.delegated ?? []).map((d) => ({ cls: d.class, run: prefixRunOf(d.tables) })) }));
  return r;
}

function budget(v: number | undefined, name: string, dflt: number, ceiling: number): number {
  if (v === undefined) return dflt;
  if (!Number.isInteger(v) || v < 1 || v > ceiling) throw new ArgumentError(`repairSearch: option '${name}' must be an integer from 1 to ${ceiling}, not ${String(v)}`);
  return v;
}

/**
 * The cheapest repairs of `input` into the language of the automaton `tables` under `model` (see
 * the module comment for the search, its costs and budgets).
 *
 * @example
 * ```ts
 * // The automaton of the language {"a"} (state 0 dead, 1 the start, 2 accepting; classes: other, "a").
 * const t = { classes: 2, states: 3, start: 1, ascii: Array.from({ length: 128 }, (_, u) => (u === 97 ? 1 : 0)), high: [128, 0], next: 'CAAAACBAA', accept: [2] };
 * const r = repairSearch(t, 'b', { alternatives: () => [{ text: 'a', cost: 1, kind: 'replace' }], deleteCost: () => 5, inserts: [] });
 * if (r.kind === 'repairs') r.repairs[0]; // { edits: [{ start: 0, end: 1, text: 'a', kind: 'replace' }], cost: 1 }
 * ```
 */
export function referenceRepairSearch(tables: RecognizerTables, input: string, model: RepairModel, options?: RepairOptions): RepairResult {
  const maxCost = budget(options?.maxCost, 'maxCost', REPAIR_BUDGETS.maxCost, REPAIR_BUDGETS.maxCostCeiling);
  const beam = budget(options?.maxStates, 'maxStates', REPAIR_BUDGETS.maxStates, REPAIR_BUDGETS.maxStatesCeiling);
  const count = budget(options?.count, 'count', REPAIR_BUDGETS.count, REPAIR_BUDGETS.countCeiling);
  const slack = budget(options?.slack, 'slack', REPAIR_BUDGETS.slack, REPAIR_BUDGETS.maxCostCeiling);
  const without = options?.without ?? '';
  const first = searchOnce(readyOf(tables), input, model, maxCost, beam, slack, without, []);
  if (first.kind !== 'repairs') return first;
  // The next repairs: each the cheapest whose first edit is none of the earlier ones' first edits
  // (Yen's way of finding alternatives, on the first edit only): alternatives at the mistake, not
  // variants far from it. Each is one more search.
  const repairs = [...first.repairs];
  const bans: RepairEdit[] = [];
  let steps = first.steps;
  while (repairs.length < count) {
    bans.push(repairs[repairs.length - 1]!.edits[0]!);
    const next = searchOnce(readyOf(tables), input, model, maxCost, beam, slack, without, bans);
    steps += next.steps;
    if (next.kind !== 'repairs') break;
    repairs.push(next.repairs[0]!);
  }
  return { kind: 'repairs', repairs, steps };
}

/** The arc of a deletion (its cost is the model's `deleteCost`). */
const DELETE: RepairArc = Object.freeze({ text: '', cost: 0, kind: 'delete' });

/** Does any of `arcs` apply where its unit can be read as itself? */
const readableArc = (arcs: readonly RepairArc[]): boolean => {
  for (const a of arcs) if (a.readable === true) return true;
  return false;
};

/** Is `edit` one of `bans` (the same span and text)? */
const banned = (bans: readonly RepairEdit[], start: number, end: number, text: string): boolean => {
  for (const b of bans) if (b.start === start && b.end === end && b.text === text) return true;
  return false;
};

/** One search: the cheapest repair with none of the `bans` edits, or why there is none. */
function searchOnce(rd: Ready, input: string, model: RepairModel, maxCost: number, beam: number, slack: number, without: string, bans: readonly RepairEdit[]): RepairResult {
  const { m, calls } = rd;
  const { K, ascii, byClass, classOfHigh, accept } = m;
  const S = accept.length >> 7;
  const n = input.length;
  let steps = 0;
  /** One unit's transition (0: dead, or a unit the language refuses). */
  const step = (s: number, u: number): number => (without.length > 0 && without.includes(String.fromCharCode(u)) ? 0 : u < 128 ? ascii[s + u]! : byClass[(s >> 7) * K + classOfHigh(u)]!);
  const walk = (s: number, text: string): number => {
    for (let k = 0; k < text.length && s !== 0; k++) s = step(s, text.charCodeAt(k));
    return s;
  };

  // The entries: a state reached at a column, its cost, its parent entry and the edit that led to it.
  let cap = 1024;
  let eState = new Int32Array(cap);
  let eCost = new Int32Array(cap);
  let eParent = new Int32Array(cap);
  // The edit that led to an entry, without an object per edit (a long search would keep a young
  // object per entry in an old array, which every minor collection then reads): the arc (the
  // model's own, or DELETE), where it was made and how many units it replaced.
  const eArc: Array<RepairArc | null> = [];
  let eAt = new Int32Array(cap);
  let eLen = new Int32Array(cap);
  let entries = 0;
  // Three columns are open at once (a code point is one or two units); a delegated rule's run ends
  // further on (`far`). For each open column: its entries, and the entry of each state in it.
  const cols: number[][] = [[], [], []];
  const stamp = new Int32Array(3 * S).fill(-1);
  const best = new Int32Array(3 * S);
  const far = new Map<number, number[]>();
  let pruned = false;

  const newEntry = (s: number, cost: number, parent: number, arc: RepairArc | null, at: number, len: number): number => {
    if (entries === cap) {
      cap *= 2;
      const grow = (a: Int32Array) => {
        const b = new Int32Array(cap);
        b.set(a);
        return b;
      };
      eState = grow(eState);
      eCost = grow(eCost);
      eParent = grow(eParent);
      eAt = grow(eAt);
      eLen = grow(eLen);
    }
    eState[entries] = s;
    eCost[entries] = cost;
    eParent[entries] = parent;
    eArc[entries] = arc;
    eAt[entries] = at;
    eLen[entries] = len;
    return entries++;
  };
  /** Adds (or improves) state `s` at column `col` (within two of the column read). */
  const add = (col: number, s: number, cost: number, parent: number, arc: RepairArc | null, at: number, len: number): void => {
    if (cost > maxCost) {
      pruned = true;
      return;
    }
    const slot = col % 3;
    const k = slot * S + (s >> 7);
    if (stamp[k] === col) {
      const e = best[k]!;
      if (eCost[e]! <= cost) return;
      eCost[e] = cost;
      eParent[e] = parent;
      eArc[e] = arc;
      eAt[e] = at;
      eLen[e] = len;
      return;
    }
    stamp[k] = col;
    const e = newEntry(s, cost, parent, arc, at, len);
    best[k] = e;
    cols[slot]!.push(e);
  };

  /** Sorts `list[from..]` by cost, stably (insertion sort: a column holds few entries). */
  const byCost = (list: number[], from: number): void => {
    for (let a = from + 1; a < list.length; a++) {
      const x = list[a]!;
      const cx = eCost[x]!;
      let b = a - 1;
      for (; b >= from && eCost[list[b]!]! > cx; b--) list[b + 1] = list[b]!;
      list[b + 1] = x;
    }
  };

  let finals: number[] = [];
  for (let i = 0; i <= n; i++) {
    const slot = i % 3;
    const list = cols[slot]!;
    if (i === 0) add(0, m.start, 0, -1, null, 0, 0);
    const later = far.size > 0 ? far.get(i) : undefined;
    if (later) {
      far.delete(i);
      for (const e of later) add(i, eState[e]!, eCost[e]!, eParent[e]!, eArc[e]!, eAt[e]!, eLen[e]!);
    }
    if (list.length === 0) {
      if (far.size === 0 && cols[(i + 1) % 3]!.length === 0 && cols[(i + 2) % 3]!.length === 0) {
        WORK.steps += steps;
        return { kind: 'none', reason: pruned ? 'budget' : 'unrepairable', steps };
      }
      continue;
    }
    // Insertions, cheapest first (Dijkstra within the column: every insertion costs more than nothing).
    if (list.length > 1) byCost(list, 0);
    if (model.inserts.length > 0) {
      for (let q = 0; q < list.length && q < beam; q++) {
        const e = list[q]!;
        const s = eState[e]!;
        const c = eCost[e]!;
        // Inserted only where the next unit cannot be read (or at the end): a repair mends where
        // the reading fails, not text it reads.
        if (i < n && step(s, input.charCodeAt(i)) !== 0) continue;
        for (const arc of model.inserts) {
          steps += 1 + arc.text.length;
          if (c + arc.cost > maxCost) {
            pruned = true;
            continue;
          }
          const to = walk(s, arc.text);
          if (to === 0 || (bans.length > 0 && banned(bans, i, i, arc.text))) continue;
          add(i, to, c + arc.cost, e, arc, i, 0);
        }
        // New or cheaper entries: the ones not yet read kept in cost order.
        if (q + 2 < list.length) {
          byCost(list, q + 1);
        }
      }
      if (list.length > 1) byCost(list, 0);
    }
    if (list.length > beam) {
      pruned = true;
      list.length = beam;
    }
    // The slack: an entry dearer than the column's cheapest by more than it is dropped.
    const cut = eCost[list[0]!]! + slack;
    while (list.length > 0 && eCost[list[list.length - 1]!]! > cut) {
      pruned = true;
      list.length--;
    }
    // One entry, nothing else open: its plain run, up to the first unit it cannot read or for which
    // an alternative is tried where it can (a delimiter), makes no entry per unit (the columns it
    // crosses would hold only its states, with no edit to remember).
    if (list.length === 1 && i < n && far.size === 0 && cols[(i + 1) % 3]!.length === 0 && cols[(i + 2) % 3]!.length === 0) {
      const e = list[0]!;
      let s = eState[e]!;
      let j = i;
      for (; j < n; j++) {
        const u = input.charCodeAt(j);
        if (u >= 0xd800 && u <= 0xdfff) break;
        const to = step(s, u);
        if (to === 0 || readableArc(model.alternatives(u, j))) break;
        s = to;
      }
      if (j > i) {
        steps += j - i;
        list.length = 0;
        add(j, s, eCost[e]!, e, null, 0, 0);
        i = j - 1;
        continue;
      }
    }
    if (i === n) {
      finals = list.filter((e) => accept[eState[e]!] === 1);
      list.length = 0;
      break;
    }
    const u = input.charCodeAt(i);
    const pair = u >= 0xd800 && u <= 0xdbff && i + 1 < n && (input.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    const L = pair ? 2 : 1;
    const cp = pair ? input.codePointAt(i)! : u;
    const alternatives = model.alternatives(cp, i);
    const del = model.deleteCost(cp);
    for (const e of list) {
      const s = eState[e]!;
      const c = eCost[e]!;
      steps += 2 + alternatives.length;
      let to = step(s, u);
      if (pair && to !== 0) to = step(to, input.charCodeAt(i + 1));
      if (to !== 0) add(i + L, to, c, e, null, 0, 0);
      else if (u === 0x5b && calls.length > 0) {
        // A delegated rule opened by "[": read by its own automaton, as the recognizer reads it.
        const row = (s >> 7) * K;
        for (const call of calls) {
          const next = byClass[row + call.cls]!;
          if (next === 0) continue;
          const end = call.run(input, i);
          if (end < 0) continue;
          steps += end - i;
          const held = newEntry(next, c, e, null, 0, 0);
          const at = far.get(end);
          if (at) at.push(held);
          else far.set(end, [held]);
        }
      }
      for (const arc of alternatives) {
        if (to !== 0 && arc.readable !== true) continue;
        if (c + arc.cost > maxCost) {
          pruned = true;
          continue;
        }
        steps += arc.text.length;
        const via = walk(s, arc.text);
        if (via !== 0 && !(bans.length > 0 && banned(bans, i, i + L, arc.text))) add(i + L, via, c + arc.cost, e, arc, i, L);
      }
      if (to === 0 && del !== Infinity && !(bans.length > 0 && banned(bans, i, i + L, ''))) add(i + L, s, c + del, e, DELETE, i, L);
    }
    list.length = 0;
  }
  WORK.steps += steps;
  if (finals.length === 0) return { kind: 'none', reason: pruned ? 'budget' : 'unrepairable', steps };
  if (eCost[finals[0]!] === 0) return { kind: 'valid', steps };
  const f = finals[0]!;
  const edits: RepairEdit[] = [];
  for (let e = f; e >= 0; e = eParent[e]!) {
    const arc = eArc[e];
    if (arc) edits.push({ start: eAt[e]!, end: eAt[e]! + eLen[e]!, text: arc.text, kind: arc.kind });
  }
  edits.reverse();
  return { kind: 'repairs', repairs: [{ edits, cost: eCost[f]! }], steps };
}
