#!/usr/bin/env node
// `npm run bench`: build the storefront if there is no build yet, then run the benchmark
// (bench/run.ts, through tsx because it uses the TypeScript workspace package @shop/db).
// The runner starts its own server and database and always stops them; see bench/README.md.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBuild } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBuild = path.join(root, 'apps/storefront/build/server/index.js');

if (!existsSync(serverBuild)) {
  console.error('bench: no storefront build found, running `npm run build` first…');
  const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('bench: the build failed, the server cannot start');
    process.exit(r.status || 1);
  }
}

// The server runs as npm start runs it: built ahead of time (rebuilt when its sources changed).
await ensureServerBuild();

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/run.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches the runner (and the server) through the terminal: the runner cleans up,
// we just wait for it. A SIGTERM sent to us alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
