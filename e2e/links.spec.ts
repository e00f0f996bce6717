/**
 * Issue #14 item 1: every link the shop renders leads to a working screen. From the home page,
 * the sitemap and the personal centre — as a visitor and as a member, as the PC and the phone
 * pages render them (desktop and iPhone user agents) — every same-site link is followed once,
 * and the links on the personal centre's pages one level further:
 * none may answer 404 or 5xx, or show the page-unavailable (or not-found) notice. Screens of
 * later issues keep their routes, but no link leads there until they are built.
 */
import { devices, type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInByApi } from './helpers';

const ROOTS = ['/', '/sitemap', '/Personalcenter'];
const USER_AGENTS = [devices['Desktop Chrome'].userAgent, devices['iPhone 13'].userAgent];
/** Not pages: API calls, media, build assets; and signing out (it would end the member's session mid-crawl). */
const NOT_A_PAGE = /^\/(api|media|assets)\/|^\/user\/logout\b|^\/(favicon|robots|sitemap\.xml)/;

function linksIn(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/\shref="(\/[^"#]*)(?:#[^"]*)?"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (!href.startsWith('//') && !NOT_A_PAGE.test(href)) out.add(href);
  }
  return [...out];
}

/** What is wrong with a page (or null), and the page. */
async function visit(request: APIRequestContext, href: string): Promise<{ problem: string | null; html: string }> {
  const r = await request.get(href, { maxRedirects: 5, timeout: 30_000 });
  if (r.status() >= 400) return { problem: `${href} → HTTP ${r.status()}`, html: '' };
  const html = await r.text();
  const notice = /data-notice="(unavailable|notFound)"/.exec(html)?.[1];
  return { problem: notice ? `${href} → ${notice === 'unavailable' ? '页面暂不可用' : '页面不存在'}` : null, html };
}

/** The personal centre's own pages are followed one level further (order, after-sales, coupon … pages link on). */
const FOLLOW_FURTHER = /^\/Personalcenter\//;

async function crawl(request: APIRequestContext): Promise<{ links: number; problems: string[] }> {
  const links = new Set<string>();
  for (const userAgent of USER_AGENTS) {
    for (const root of ROOTS) {
      const r = await request.get(root, { headers: { 'user-agent': userAgent } });
      expect(r.status(), root).toBeLessThan(400);
      for (const href of linksIn(await r.text())) links.add(href);
    }
  }
  const problems: string[] = [];
  const queue = [...links].map((href) => ({ href, depth: 1 }));
  // A few at a time: quick, without flooding a 2-core machine.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const { problem, html } = await visit(request, next.href);
        if (problem) problems.push(problem);
        if (next.depth > 1 || !FOLLOW_FURTHER.test(next.href)) continue;
        for (const href of linksIn(html)) {
          if (links.has(href)) continue;
          links.add(href);
          queue.push({ href, depth: 2 });
        }
      }
    }),
  );
  return { links: links.size, problems: problems.sort() };
}

test.describe('links', () => {
  // Both layouts are read in this one test (by user agent), so the PC project runs it alone.
  test('every link from home, sitemap and personal centre leads to a working screen (visitor, then member) @pc', async ({ page }) => {
    test.setTimeout(240_000);
    const visitor = await crawl(page.request);
    expect(visitor.links).toBeGreaterThan(50);
    expect(visitor.problems).toEqual([]);

    await signInByApi(page.request);
    const member = await crawl(page.request);
    expect(member.links).toBeGreaterThan(50);
    expect(member.problems).toEqual([]);
  });
});
