/**
 * The command line in this process (`main` of src/cli/main.ts), on streams that collect what it
 * writes: what a spawned run would print, without a Node start per call. Neither stream is a
 * terminal unless asked (`stdoutTTY`: 100 columns and colour allowed, NO_COLOR unset; `stderrTTY`);
 * the environment is the process's with NO_COLOR empty, and `env` on top. Standard input is
 * `input` in one chunk, or an array of chunks as they come. The CLI tests share it.
 */
import { main } from '../../src/cli/main.js';

export interface RunOptions {
  readonly env?: Record<string, string>;
  readonly stdoutTTY?: boolean;
  readonly stderrTTY?: boolean;
}

export async function runCLI(args: string[], input?: string | Uint8Array | Uint8Array[], o: RunOptions = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const text = (s: string | Uint8Array) => (typeof s === 'string' ? s : Buffer.from(s).toString('utf8'));
  const stdin = (async function* () {
    if (Array.isArray(input)) yield* input;
    else if (input !== undefined && input.length > 0) yield typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
  })();
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '', ...o.env };
  if (o.stdoutTTY) delete env['NO_COLOR'];
  const code = await main(args, {
    stdout: { write: (s) => ((stdout += text(s)), true), ...(o.stdoutTTY ? { isTTY: true, columns: 100 } : {}) },
    stderr: { write: (s) => ((stderr += s), true), isTTY: o.stderrTTY ?? false },
    stdin,
    env: env as Record<string, string>,
  });
  return { code, stdout, stderr };
}
