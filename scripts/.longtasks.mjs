import { chromium } from 'playwright-core';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__lt = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
});
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(12000);
const lt = await page.evaluate(() => window.__lt);
console.log(url, 'long tasks:', lt.length, 'TBT-ish:', lt.reduce((a, [, d]) => a + Math.max(0, d - 50), 0), JSON.stringify(lt));
await b.close();
