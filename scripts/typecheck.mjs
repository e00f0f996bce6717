#!/usr/bin/env node
// `npm run typecheck`: the storefront's route types, then the three TypeScript projects (API,
// packages, scripts and tests; the storefront; the console) side by side. Each is one
// single-threaded tsc, so on a machine of two or more cores this takes about as long as the
// largest instead of the sum (CI's whole suite must stay under 20 minutes). Output is printed
// per project, in order, after all have finished.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsc = path.join(root, 'node_modules/.bin/tsc');

const typegen = spawnSync('npm', ['run', 'typegen', '-w', '@shop/storefront', '--silent'], { cwd: root, stdio: 'inherit' });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

const projects = ['tsconfig.json', 'apps/storefront/tsconfig.json', 'apps/admin/tsconfig.json'];
const results = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const child = spawn(tsc, ['-p', project], { cwd: root });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('close', (code) => resolve({ project, code, output }));
      }),
  ),
);
let failed = 0;
for (const r of results) {
  if (r.output) process.stdout.write(r.output);
  if (r.code !== 0) {
    failed += 1;
    console.error(`✗ tsc -p ${r.project}`);
  }
}
process.exit(failed ? 1 : 0);
