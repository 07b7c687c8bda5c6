// Makes the built CLI executable, so `npx urlgrammar` and the `bin` link work after `npm ci`.
import { chmodSync, existsSync } from 'node:fs';
const cli = new URL('../dist/src/cli.js', import.meta.url);
if (existsSync(cli)) chmodSync(cli, 0o755);
