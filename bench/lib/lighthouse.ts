/**
 * Lighthouse (mobile preset, the default config) against pages of the running shop, in
 * Debian's Chromium: performance score, LCP, TBT, CLS and the JavaScript the page loads.
 * A page given with a cookie is audited as that shopper (the cart and checkout of a member).
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export interface LighthousePage {
  url: string;
  /** The Cookie header sent with every request of the page (a signed-in member's pages). */
  cookie?: string;
  /** How the table names the page, when not by its path. */
  label?: string;
}

export interface LighthouseRow {
  url: string;
  label: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred (compressed when the server compresses), KB. */
  jsKB: number;
  totalKB: number;
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

export async function runLighthouse(pages: LighthousePage[], chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const { url, cookie, label } of pages) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      });
      if (!result) continue;
      const audits = result.lhr.audits as Record<string, Audit>;
      const summary = audits['resource-summary']?.details?.items ?? [];
      const bytes = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
      rows.push({
        url,
        label: label ?? decodeURIComponent(new URL(url).pathname),
        score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
        jsKB: Math.round(bytes('script') / 102.4) / 10,
        totalKB: Math.round(bytes('total') / 102.4) / 10,
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const head = `${'lighthouse (mobile)'.padEnd(44)} ${'score'.padStart(6)} ${'LCP ms'.padStart(8)} ${'TBT ms'.padStart(8)} ${'CLS'.padStart(7)} ${'JS KB'.padStart(8)} ${'total KB'.padStart(9)}`;
  const lines = rows.map(
    (r) =>
      `${r.label.slice(0, 44).padEnd(44)} ${String(r.score).padStart(6)} ${String(r.lcpMs).padStart(8)} ${String(r.tbtMs).padStart(8)} ${String(r.cls).padStart(7)} ${String(r.jsKB).padStart(8)} ${String(r.totalKB).padStart(9)}`,
  );
  return [head, ...lines].join('\n');
}
