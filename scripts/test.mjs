#!/usr/bin/env node
// `npm test`: every suite, in order — typecheck, lint and format (Biome), the architecture
// rules (scripts/architecture), unused dependencies (knip), storefront build, unit + API + server
// (Vitest, real PostgreSQL), browser (Playwright, Debian Chromium) — then one line
// `N passed, N failed` summing them all. Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const started = Date.now();
const steps = [];
const run = (name, cmd, args, env = {}) => {
  const t0 = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  steps.push({ name, ok: r.status === 0, seconds: (Date.now() - t0) / 1000 });
  return r.status === 0;
};

const npx = (bin, args) => [path.join(root, 'node_modules/.bin', bin), args];

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint + format (biome)', 'npm', ['run', 'lint', '--silent']);
run('architecture rules', 'npm', ['run', 'check:architecture', '--silent']);
checkUnused();
const built = run('build storefront and server', 'npm', ['run', 'build', '--silent']);
run(
  'unit + api + server (vitest)',
  ...npx('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`]),
);
const browser = [process.env.CHROMIUM_PATH, '/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'].some((p) => p && existsSync(p));
if (built && browser) {
  run('browser (playwright)', ...npx('playwright', ['test']), { CI: process.env.CI ?? '1' });
} else {
  console.log(built ? '\n未安装 chromium，浏览器测试无法运行（npm test 的 pretest 会安装它）。' : '\n构建失败，跳过浏览器测试。');
  steps.push({ name: 'browser (playwright)', ok: false, seconds: 0 });
}

/**
 * knip: an unused or undeclared dependency fails; unused exports are reported (counted here,
 * listed by `npm run check:unused`) for whoever next works in that file.
 */
function checkUnused() {
  const t0 = Date.now();
  console.log('\n━━ unused code and dependencies (knip) ━━');
  const r = spawnSync(path.join(root, 'node_modules/.bin/knip'), ['--no-progress', '--reporter', 'json', '--no-exit-code'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  let ok = r.status === 0;
  if (ok) {
    const count = (key) => JSON.parse(r.stdout).issues.reduce((n, f) => n + (Array.isArray(f[key]) ? f[key].length : Object.keys(f[key] ?? {}).length), 0);
    const blocking = ['dependencies', 'devDependencies', 'unlisted', 'binaries', 'unresolved', 'files'].map((k) => [k, count(k)]).filter(([, n]) => n > 0);
    for (const [k, n] of blocking) console.log(`✗ ${n} ${k}: see npm run check:unused`);
    console.log(`unused exports ${count('exports')}, unused exported types ${count('types')} (reported: npm run check:unused)`);
    ok = blocking.length === 0;
  } else console.log(r.stderr);
  steps.push({ name: 'unused dependencies (knip)', ok, seconds: (Date.now() - t0) / 1000 });
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitestFile = path.join(results, 'vitest.json');
if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  // A file that failed outside its tests (could not load, or a beforeAll hook threw and its tests
  // were skipped) counts as a failure, with the reason shown.
  for (const f of v.testResults ?? []) {
    if (f.status !== 'failed' || (f.assertionResults ?? []).some((a) => a.status === 'failed')) continue;
    failed += 1;
    console.log(
      `✗ ${path.relative(root, f.name)}: ${String(f.message ?? '')
        .split('\n', 3)
        .join(' ')}`,
    );
  }
} else failed += 1;
const e2eFile = path.join(results, 'e2e.json');
if (existsSync(e2eFile)) {
  const s = JSON.parse(readFileSync(e2eFile, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
} else failed += 1;
// Steps that are not test runners count one failure each.
for (const s of steps) if (!s.ok && !['unit + api + server (vitest)', 'browser (playwright)'].includes(s.name)) failed += 1;

console.log('\n━━ summary ━━');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name.padEnd(32)} ${s.seconds.toFixed(1)} s`);
console.log(`total ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && steps.every((s) => s.ok) ? 0 : 1);
