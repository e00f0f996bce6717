#!/usr/bin/env node
// pretest: the browser tests drive Debian's Chromium (Playwright cannot download its own
// browser here). Install it with apt when /usr/bin/chromium is missing, and say so.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);
if (process.env.SKIP_BROWSER_INSTALL === '1') {
  console.log(`${CHROMIUM} 不存在，且 SKIP_BROWSER_INSTALL=1：跳过安装，浏览器测试将无法运行。`);
  process.exit(0);
}
console.log(`未找到 ${CHROMIUM}：正在用 apt 安装 Debian 的 chromium（浏览器测试需要）…`);
const isRoot = process.getuid?.() === 0;
const sudo = isRoot ? [] : ['sudo', '-n'];
const run = (args) => {
  const [cmd, ...rest] = [...sudo, ...args];
  const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0;
};
if (!run(['apt-get', 'update', '-qq']) || !run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'])) {
  console.error('安装 chromium 失败：请以 root 运行，或手动执行 apt-get install chromium fonts-noto-cjk。');
  process.exit(1);
}
console.log(`已安装 ${CHROMIUM}`);
