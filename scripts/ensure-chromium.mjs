#!/usr/bin/env node
// pretest: the browser tests drive Debian's Chromium (Playwright cannot download its own
// browser here). They prefer Debian's `chromium-headless-shell` (the old headless mode: the
// same engine without the full browser's UI layers, about a third less CPU per test on 2
// cores); Lighthouse needs the full `chromium`. Installs with apt whichever is missing, and
// says so. Without the shell the tests still run in the full browser.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) process.exit(0);

const missing = [!existsSync(CHROMIUM) && 'chromium', !existsSync(HEADLESS_SHELL) && 'chromium-headless-shell'].filter(Boolean);
if (missing.length === 0) process.exit(0);
if (process.env.SKIP_BROWSER_INSTALL === '1') {
  console.log(`缺少 ${missing.join('、')}，且 SKIP_BROWSER_INSTALL=1：跳过安装。`);
  process.exit(0);
}
console.log(`正在用 apt 安装 Debian 的 ${missing.join('、')}（浏览器测试需要）…`);
const isRoot = process.getuid?.() === 0;
const sudo = isRoot ? [] : ['sudo', '-n'];
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
};
const installed = run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing, 'fonts-noto-cjk']);
if (!installed && !existsSync(CHROMIUM) && !existsSync(HEADLESS_SHELL)) {
  console.error('安装 chromium 失败：请以 root 运行，或手动执行 apt-get install chromium chromium-headless-shell fonts-noto-cjk。');
  process.exit(1);
}
console.log(installed ? `已安装 ${missing.join('、')}` : `未能安装 ${missing.join('、')}，浏览器测试改用已有的浏览器。`);
