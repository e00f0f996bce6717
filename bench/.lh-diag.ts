import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
try {
  const r = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
  const a = r!.lhr.audits as any;
  console.log('score', r!.lhr.categories.performance.score, 'TBT', a['total-blocking-time'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'FCP', a['first-contentful-paint'].numericValue);
  console.log('--- long tasks'); for (const i of a['long-tasks']?.details?.items ?? []) console.log(Math.round(i.startTime), Math.round(i.duration), i.url);
  console.log('--- bootup'); for (const i of (a['bootup-time']?.details?.items ?? []).slice(0, 8)) console.log(Math.round(i.total), Math.round(i.scripting), Math.round(i.scriptParseCompile), i.url);
  console.log('--- mainthread'); for (const i of a['mainthread-work-breakdown']?.details?.items ?? []) console.log(Math.round(i.duration), i.group);
  console.log('--- lcp element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details).slice(0, 300));
  console.log('--- lcp breakdown', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? '').slice(0, 500));
} finally { await chrome.kill(); }
