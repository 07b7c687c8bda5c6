// Empties dist/ before a build, so that files of moved or deleted sources never reach the package.
import { rmSync } from 'node:fs';
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
