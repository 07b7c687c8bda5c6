/**
 * How to build `parseURL`'s AST on demand (DECISIONS 47): the ways a valid result can hold an `ast`
 * that is built when first read, measured on the corpus's RFC 3986 URIs. Not a test (no clock in
 * test/): a script, run by hand.
 *
 *   npm run bench:file -- bench/lazy-ast.ts [--rounds 11]
 *
 * Table 1, the result object alone (the record and the AST made before the rounds, looked up by
 * input, so that only the object's cost differs), each read three ways (`ok` only, `components`,
 * `ast`), against a plain object literal:
 *   - `eager data property`: the class as it was, `ast` an own data property set by the
 *     constructor (the AST built by the parse; its cost is in table 2);
 *   - `lazy, shared getter → data`: the constructor defines `ast` as an own enumerable accessor,
 *     one descriptor and one getter function for every result, which on first read puts the AST in
 *     its place as an own data property (V8 then reshapes the object: the dearest `ast` read);
 *   - `lazy, shared getter and setter, stay`: the same accessor, one getter and one setter for
 *     every result, which keep the AST in a private field and stay (what src/parse/result.ts does:
 *     the package's lazy properties stay getters, base/inspect.ts);
 *   - `lazy, closure per result`: an accessor whose getter is a closure made per result (the
 *     package's `lazyProperty`), what once made `parseURL` five times slower;
 *   - `prototype getter → own data`: a getter on the class (not an own key before it is read, so
 *     `Object.keys`, spread and `structuredClone` miss it: DECISIONS 47 rules it out), for scale.
 *
 * Table 2, `parseURL` itself: without a reader (the AST built by every parse, the record from the
 * AST walk when read) and with a stand-in reader registered (`provideRecordReader`: the record
 * looked up, made before the rounds, so that the row is what a lazy result costs beyond its
 * reader), and with src/record/captured.ts's `capturedRecord` where that module exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lazyProperty, type ASTNode } from '../grammar/index.js';
import { componentsOf, parseURL, parseURLOrThrow, type URLComponents } from '../src/index.js';
import { provideRecordReader, type RecordReaderSource } from '../src/parse/parse.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const ROUNDS = argv.includes('--rounds') ? Number(argv[argv.indexOf('--rounds') + 1]) : 11;
const WARMUP = 2;

const urls = readFileSync(path.join(here, '../test/corpus/real-urls.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.length > 0 && parseURL(l).ok);
const astOf = new Map<string, ASTNode>(urls.map((u) => [u, parseURLOrThrow(u)]));
const recordOf = new Map<string, URLComponents>(urls.map((u) => [u, componentsOf(astOf.get(u)!, u)]));
const build = (input: string): ASTNode => astOf.get(input)!;

// ---------------------------------------------------------------------------------------------
// The ways to hold the AST.

class Eager {
  declare readonly ast: ASTNode;
  declare readonly ok: true;
  readonly #input: string;
  #components: URLComponents | undefined;
  constructor(ast: ASTNode, input: string, components: URLComponents) {
    this.ast = ast;
    this.ok = true;
    this.#input = input;
    this.#components = components;
  }
  get components(): URLComponents {
    return (this.#components ??= recordOf.get(this.#input)!);
  }
}

class SharedToData {
  declare readonly ast: ASTNode;
  declare readonly ok: true;
  readonly #input: string;
  readonly #components: URLComponents;
  #build: ((input: string) => ASTNode) | undefined;
  constructor(input: string, components: URLComponents, b: (input: string) => ASTNode) {
    Object.defineProperty(this, 'ast', SHARED_TO_DATA);
    this.ok = true;
    this.#input = input;
    this.#components = components;
    this.#build = b;
  }
  static built(r: SharedToData): ASTNode {
    const ast = r.#build!(r.#input);
    Object.defineProperty(r, 'ast', { value: ast, writable: true, enumerable: true, configurable: true });
    return ast;
  }
  get components(): URLComponents {
    return this.#components;
  }
}
const SHARED_TO_DATA: PropertyDescriptor = {
  get(this: SharedToData) {
    return SharedToData.built(this);
  },
  enumerable: true,
  configurable: true,
};

class SharedStays {
  declare readonly ast: ASTNode;
  declare readonly ok: true;
  readonly #input: string;
  readonly #components: URLComponents;
  readonly #build: (input: string) => ASTNode;
  #ast: ASTNode | undefined;
  constructor(input: string, components: URLComponents, b: (input: string) => ASTNode) {
    Object.defineProperty(this, 'ast', SHARED_STAYS);
    this.ok = true;
    this.#input = input;
    this.#components = components;
    this.#build = b;
  }
  static built(r: SharedStays): ASTNode {
    return (r.#ast ??= r.#build(r.#input));
  }
  static set(r: SharedStays, ast: ASTNode): void {
    r.#ast = ast;
  }
  get components(): URLComponents {
    return this.#components;
  }
}
const SHARED_STAYS: PropertyDescriptor = {
  get(this: SharedStays) {
    return SharedStays.built(this);
  },
  set(this: SharedStays, ast: ASTNode) {
    SharedStays.set(this, ast);
  },
  enumerable: true,
  configurable: true,
};

class ClosurePerResult {
  declare readonly ast: ASTNode;
  declare readonly ok: true;
  readonly #components: URLComponents;
  constructor(input: string, components: URLComponents, b: (input: string) => ASTNode) {
    lazyProperty(this, 'ast', () => b(input));
    this.ok = true;
    this.#components = components;
  }
  get components(): URLComponents {
    return this.#components;
  }
}

class PrototypeGetter {
  declare readonly ok: true;
  readonly #input: string;
  readonly #components: URLComponents;
  readonly #build: (input: string) => ASTNode;
  constructor(input: string, components: URLComponents, b: (input: string) => ASTNode) {
    this.ok = true;
    this.#input = input;
    this.#components = components;
    this.#build = b;
  }
  get ast(): ASTNode {
    const ast = this.#build(this.#input);
    Object.defineProperty(this, 'ast', { value: ast, writable: true, enumerable: true, configurable: true });
    return ast;
  }
  get components(): URLComponents {
    return this.#components;
  }
}

// ---------------------------------------------------------------------------------------------
// The rows.

let sink = 0;
type Read = 'ok' | 'components' | 'ast';
const READS: readonly Read[] = ['ok', 'components', 'ast'];
const touch = (r: { ok: boolean; components?: unknown; ast?: unknown }, read: Read): void => {
  if (read === 'ok') sink += r.ok ? 1 : 0;
  else if (read === 'components') sink += r.components ? 1 : 0;
  else sink += r.ast ? 1 : 0;
};

const objects: ReadonlyArray<readonly [string, (u: string) => { ok: boolean; components?: unknown; ast?: unknown }]> = [
  ['plain object literal { ast, ok, components }', (u) => ({ ast: astOf.get(u)!, ok: true, components: recordOf.get(u)! })],
  ['eager data property (the class as it was)', (u) => new Eager(astOf.get(u)!, u, recordOf.get(u)!)],
  ['lazy, shared getter → data on read', (u) => new SharedToData(u, recordOf.get(u)!, build)],
  ['lazy, shared getter and setter, stay (chosen)', (u) => new SharedStays(u, recordOf.get(u)!, build)],
  ['lazy, closure per result (lazyProperty)', (u) => new ClosurePerResult(u, recordOf.get(u)!, build)],
  ['prototype getter → own data (not own before read: ruled out)', (u) => new PrototypeGetter(u, recordOf.get(u)!, build)],
];

/** A stand-in reader: the record made before the rounds, looked up. */
const lookedUp: RecordReaderSource = (grammar, start) => (grammar === 'rfc3986' && start === 'URI' ? (u: string) => recordOf.get(u) ?? null : null);
const captured = existsSync(path.join(here, '../src/record/captured.ts'))
  ? ((await import('../src/record/captured.js' as string)) as { capturedRecord?: RecordReaderSource }).capturedRecord ?? null
  : null;

const parses: Array<readonly [string, RecordReaderSource | null]> = [
  ['parseURL, no reader (eager: the AST with the parse)', null],
  ['parseURL, stand-in reader (record looked up; lazy AST)', lookedUp],
  ...(captured ? [['parseURL, capturedRecord (lazy AST)', captured] as const] : []),
];

interface Row {
  readonly table: 1 | 2;
  readonly name: string;
  readonly read: Read;
  readonly pass: () => void;
}
const rows: Row[] = [];
for (const read of READS) {
  for (const [name, make] of objects) rows.push({ table: 1, name, read, pass: () => urls.forEach((u) => touch(make(u), read)) });
  for (const [name, source] of parses) {
    rows.push({
      table: 2,
      name,
      read,
      pass: () => {
        provideRecordReader(source);
        for (const u of urls) touch(parseURL(u) as never, read);
      },
    });
  }
}

const samples = new Map<Row, number[]>();
for (let r = 0; r < WARMUP + ROUNDS; r++) {
  for (let k = 0; k < rows.length; k++) {
    const row = rows[(k + r) % rows.length]!;
    const t0 = process.hrtime.bigint();
    row.pass();
    const ns = Number(process.hrtime.bigint() - t0) / urls.length;
    if (r >= WARMUP) samples.set(row, [...(samples.get(row) ?? []), ns]);
  }
}
provideRecordReader(null);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

console.log(`corpus: ${urls.length} RFC 3986 URIs; ${WARMUP} warm-up + ${ROUNDS} rounds, interleaved; median ns per URL${captured ? '' : ' (src/record/captured.ts absent: no capturedRecord row)'}`);
for (const table of [1, 2] as const) {
  console.log('');
  console.log(table === 1 ? '| the result object alone | reads `ok` | reads `components` | reads `ast` |' : '| `parseURL(u)` | reads `ok` | reads `components` | reads `ast` |');
  console.log('|---|---:|---:|---:|');
  const names = [...new Set(rows.filter((r) => r.table === table).map((r) => r.name))];
  for (const name of names) {
    const cell = (read: Read): string => median(samples.get(rows.find((r) => r.table === table && r.name === name && r.read === read)!)!).toFixed(0);
    console.log(`| ${name} | ${cell('ok')} | ${cell('components')} | ${cell('ast')} |`);
  }
}
if (sink < 0) console.log(sink);
