/**
 * Reading a command's arguments: `args` parses them with Node's `parseArgs` (the options every
 * command takes, `common`, and the command's own), prints the command's help for `--help`, reads
 * `--width`, `--show-password` and the output format into the run's `CommandContext`, and turns
 * every mistake (a missing value, an unknown option with the nearest names, a bad format, a wrong
 * number of arguments) into a usage error. And the readers of the option values that several
 * commands share: `--grammar` and `--start`, `--spec`, and a value from a closed list.
 */
import { parseArgs } from 'node:util';
import { closestNames, profiles } from '../../grammar/all.js';
import { DEFAULT_GRAMMAR, DEFAULT_START } from '../parse/parse.js';
import { startSymbols, type GrammarName, type StartSymbol } from '../index.js';
import { Done, type CommandContext } from './context.js';
import { HELP } from './help.js';

/**
 * `--grammar` and `--start`, as `parseURL` reads them: neither given, the default (rfc3986, start
 * URI); a grammar alone, its own default start symbol (an absolute URL with an optional fragment);
 * a start symbol alone, one of rfc3986's.
 */
export function readingOptions(cx: CommandContext, values: Values): { grammar: GrammarName; start: StartSymbol | undefined } {
  const grammar = grammarOption(cx, values.grammar as string | undefined);
  // startOption checked the name against the grammar's start symbols (case-insensitively).
  const start = startOption(cx, grammar, values.start as string | undefined) as StartSymbol | undefined;
  return { grammar, start: start ?? (values.grammar === undefined ? DEFAULT_START : undefined) };
}

/** `--grammar`: a grammar of the registry (`profiles`), the default when not given. */
function grammarOption(cx: CommandContext, v: string | undefined): GrammarName {
  if (v === undefined) return DEFAULT_GRAMMAR;
  const names = Object.keys(profiles) as GrammarName[];
  if (!(names as string[]).includes(v)) cx.fail(`--grammar must be one of ${names.join(', ')}, not ${JSON.stringify(v)}`);
  return v as GrammarName;
}

/** `--start`: a start symbol of the grammar (case-insensitive), checked here so a miss is a usage error. */
function startOption(cx: CommandContext, g: GrammarName, v: string | undefined): StartSymbol | undefined {
  if (v === undefined) return undefined;
  const starts = startSymbols(g);
  const hit = starts.find((s) => s.toLowerCase() === v.toLowerCase());
  if (hit === undefined) cx.fail(`--start must be a start symbol of ${g} (${starts.join(', ')}), not ${JSON.stringify(v)}`);
  return hit;
}

/** Options shared by every command. */
export const common = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
  width: { type: 'string' },
  debug: { type: 'boolean' },
  'show-password': { type: 'boolean' },
} as const;

/** What each option that takes a value wants: said when the value is missing. */
const VALUE_OF: Readonly<Record<string, string>> = {
  width: 'a number of columns; 0: no wrapping',
  jobs: 'a number of worker threads',
  grammar: 'a grammar name',
  start: 'a start symbol',
  format: 'an output format',
  only: 'valid or invalid',
  spec: 'an algorithm',
  rfc: 'an RFC number',
  to: 'uri or iri',
  host: 'percent or idna',
  scheme: 'a default scheme',
  level: 'string, syntax or scheme',
  step: 'a step name',
  'no-step': 'a step name',
  'escaped-dots': 'decode or keep',
  base: 'a URL to parse against',
};

/**
 * The arguments with every option that takes a value joined to its value (`--width -3` as
 * `--width=-3`, `-j 2` as `--jobs=2`), so that a value starting with "-" reaches our own check of
 * it rather than Node's parser; a missing value, an unknown option (with the nearest names) and a
 * value given to a flag are our usage errors. After `--` everything is a positional.
 */
function joinValues(cx: CommandContext, argv: readonly string[], options: Record<string, OptionSpec>): string[] {
  const out: string[] = [];
  const longNames = Object.keys(options);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') {
      out.push(...argv.slice(i));
      break;
    }
    if (!a.startsWith('-') || a === '-') {
      out.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.startsWith('--') ? a.slice(2, eq === -1 ? undefined : eq) : longNames.find((n) => options[n]!.short !== undefined && `-${options[n]!.short}` === a);
    if (name === undefined || !Object.hasOwn(options, name)) {
      // A short option we do not know, or several together (-hj): Node's parser says what it makes of them.
      if (!a.startsWith('--')) {
        out.push(a);
        continue;
      }
      const near = closestNames(name ?? '', longNames);
      cx.fail(`unknown option '--${name}'${near.length ? `; did you mean ${near.map((n) => `--${n}`).join(' or ')}?` : ''}`);
    }
    const option = options[name]!;
    if (option.type === 'boolean') {
      if (eq !== -1 && a.startsWith('--')) cx.fail(`--${name} takes no value`);
      out.push(a);
    } else if (eq !== -1 && a.startsWith('--')) out.push(a);
    else if (i + 1 < argv.length) out.push(`--${name}=${argv[++i]}`);
    else cx.fail(`--${name} needs a value (${VALUE_OF[name] ?? 'see the help'})`);
  }
  return out;
}

/** Node's argument-parser message, as one short line. */
function parseArgsMessage(e: Error): string {
  const m = e.message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '');
  return m.charAt(0).toLowerCase() + m.slice(1);
}

/** `--width`: a number of columns (0: no wrapping); not given, the terminal's width, 80 when not a terminal. */
function widthOption(cx: CommandContext, v: string | undefined): number {
  if (v === undefined) return cx.io.stdout.isTTY && cx.io.stdout.columns ? cx.io.stdout.columns : 80;
  if (!/^\d+$/.test(v)) cx.fail(`--width must be a number of columns (0: no wrapping), not ${JSON.stringify(v)}`);
  return Number(v);
}

/** An option as `parseArgs` takes it (`multiple`: repeatable, its values a list). */
export type OptionSpec = { type: 'string' | 'boolean'; short?: string; multiple?: boolean };
/** The option values `parseArgs` read, by option name. */
export type Values = Record<string, string | boolean | string[] | undefined>;
/**
 * The arguments of `cmd`: its options (`common` and `options`) and positionals, checked (`count`: how
 * many positionals, null: any number) and the output format (the first of `formats` by default).
 */
export function args(
  cx: CommandContext,
  cmd: string,
  argv: string[],
  options: Record<string, OptionSpec>,
  count: [number, number] | null,
  formats: readonly string[],
): { values: Values; positionals: string[]; format: string } {
  let r: ReturnType<typeof parseArgs>;
  try {
    r = parseArgs({ args: joinValues(cx, argv, { ...common, ...options }), allowPositionals: true, strict: true, options: { ...common, ...options } });
  } catch (e) {
    if (e instanceof Error && String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS')) cx.fail(parseArgsMessage(e));
    throw e;
  }
  if (r.values.help) {
    cx.out(HELP[cmd]!);
    throw new Done(0);
  }
  const values = r.values as Values;
  cx.width = widthOption(cx, values.width as string | undefined);
  cx.show = values['show-password'] === true;
  let format = (values.format as string | undefined) ?? formats[0]!;
  if (values.json) {
    if (values.format !== undefined && values.format !== 'json') cx.fail(`--json is --format json; it cannot go with --format ${values.format}`);
    format = 'json';
  }
  if (!formats.includes(format)) {
    cx.fail(`--format must be ${formats.length === 1 ? formats[0] : `${formats.slice(0, -1).join(', ')} or ${formats.at(-1)}`}, not ${JSON.stringify(format)}`);
  }
  cx.format = format;
  if (count && (r.positionals.length < count[0] || r.positionals.length > count[1])) {
    const names: Record<string, string> = { parse: 'URL', split: 'URL', urlparse: 'URL', compare: 'URL', iri: 'URL', join: 'BASE and REF', dots: 'PATH', scheme: 'URI' };
    const how = count[0] === count[1] ? `${count[0]}` : count[0] === 0 ? `at most ${count[1]}` : count[1] === Infinity ? `at least ${count[0]}` : `${count[0]} to ${count[1]}`;
    const one = count[1] === 1 || (count[1] === Infinity && count[0] === 1);
    cx.fail(`takes ${how} argument${one ? '' : 's'} (${names[cmd] ?? ''}), not ${r.positionals.length}`);
  }
  return { values, positionals: r.positionals, format };
}

/** A report as the CLI prints it: `formatReport`, wrapped to the width. */

/** `--spec`: one of `allowed`, `fallback` when not given. */
export function specOption(cx: CommandContext, v: string | undefined, allowed: readonly string[], fallback: string): string {
  const spec = v ?? fallback;
  if (!allowed.includes(spec)) cx.fail(`--spec must be ${allowed.join(', ')}; not ${JSON.stringify(spec)}`);
  return spec;
}


/** "a, b or c". */
export const orList = (xs: readonly string[]) => (xs.length === 1 ? xs[0]! : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);

/** The nearest of `names` to `v`, as "; did you mean ...?" (or nothing). */
export function didYouMean(v: string, names: readonly string[]): string {
  const near = closestNames(v, names);
  return near.length ? `; did you mean ${near.map((n) => JSON.stringify(n)).join(' or ')}?` : '';
}

/** An option's value that must be one of `allowed` (exactly), or a usage error that lists them. */
export function choiceOption<T extends string>(cx: CommandContext, name: string, v: string | undefined, allowed: readonly T[], why = ''): T | undefined {
  if (v === undefined) return undefined;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  return cx.fail(`--${name} must be ${orList(allowed)}${why}, not ${JSON.stringify(v)}${didYouMean(v, allowed)}`);
}

