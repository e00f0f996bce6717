/**
 * CMS endpoints over HTTP against the seeded content (packages/db/seed/cms) and blocks this
 * file inserts (ids prefixed test-cms-, removed afterwards).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { beijingYear } from '@shop/contracts/beijing-time';
import { z } from 'zod';
import { schema } from '@shop/db';
import {
  adSchema,
  bannerSchema,
  footerSchema,
  navGroupSchema,
  sysConfigSchema,
  topBannerSchema,
  type Ad,
  type Banner,
  type Footer,
  type NavGroup,
  type SysConfig,
} from '@shop/contracts';
import { Browser, randomText, startTestApi, useTestApi } from './harness.ts';

const t = useTestApi();
const get = <T>(path: string) => new Browser(t.baseUrl).get<T>(path);

const HOUR = 3_600_000;
/** Move the server clock so that "now" is the given instant. */
const setNow = (at: number) => {
  t.clock.offsetMs = at - Date.now();
};

const testIds: string[] = [];
async function insertBlock(block: Omit<typeof schema.cmsBlocks.$inferInsert, 'id'> & { id?: string }) {
  const id = block.id ?? `test-cms-${randomText(6)}`;
  testIds.push(id);
  await t.database.db.insert(schema.cmsBlocks).values({ ...block, id });
  return id;
}
afterAll(async () => {
  if (testIds.length) await t.database.db.delete(schema.cmsBlocks).where(inArray(schema.cmsBlocks.id, testIds));
  await t.database.db.delete(schema.cmsBlocks).where(like(schema.cmsBlocks.id, 'test-cms-%'));
});

/** The seeded 双12 window (2026-12-01 – 12-13, UTC+8). */
const FESTIVAL_START = Date.parse('2026-12-01T00:00:00+08:00');
const FESTIVAL_END = Date.parse('2026-12-13T00:00:00+08:00');

describe('navigation menu GET /api/cms/:platform/nav', () => {
  it('lists the left groups then support and business on the right (spec 2.1)', async () => {
    const r = await get<NavGroup[]>('/api/cms/pc/nav');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, code: '200', path: '/api/cms/pc/nav' });
    const groups = z.array(navGroupSchema).parse(r.body.data);
    expect(groups.map((g) => g.code)).toEqual(['shop', 'mobile', 'tv-av', 'home-appliances', 'computing', 'accessories', 'more', 'support', 'business']);
    expect(groups.filter((g) => g.side === 'right').map((g) => g.label)).toEqual(['服务支持', '企业客户']);
    expect(groups.find((g) => g.code === 'mobile')!.label).toBe('手机/平板');
  });

  it('gives every group icon links, featured banners and the five promotions', async () => {
    const groups = (await get<NavGroup[]>('/api/cms/pc/nav')).body.data;
    for (const g of groups) {
      expect(g.links.length, g.code).toBeGreaterThan(0);
      for (const l of g.links) expect(l.icon, `${g.code} ${l.label}`).toMatch(/^\/media\/icon\/[a-z0-9-]+\.svg$/);
      expect(g.featured.length, g.code).toBeGreaterThan(0);
      expect(g.promotions.map((p) => p.label)).toEqual(['延保服务', '学生优惠', '企业优惠', '超级购物节', '当日达']);
      expect(g.promotions.find((p) => p.label === '学生优惠')!.href).toBe('/studentBuyEntrance');
      expect(g.promotions.find((p) => p.label === '企业优惠')!.href).toBe('/guide/cn_corporate');
    }
    const support = groups.find((g) => g.code === 'support')!;
    expect(support.links.map((l) => l.label)).toEqual(['产品帮助', '自助服务', '联系我们', '查看更多']);
  });

  it('links listings by the catalogue category codes', async () => {
    const groups = (await get<NavGroup[]>('/api/cms/pc/nav')).body.data;
    const hrefs = groups.flatMap((g) => [g.href, ...g.links.map((l) => l.href)]);
    for (const code of [
      'smartphone-tablet',
      'smartphones',
      'foldables',
      'tablets',
      'wearables',
      'watches',
      'earbuds',
      'tv-av',
      'tvs',
      'audio',
      'home-appliances',
      'refrigerators',
      'washers',
      'computing-displays',
      'monitors',
      'storage',
      'accessories',
      'chargers',
      'cases',
    ])
      expect(hrefs, code).toContain(`/list/${code}`);
  });

  it('serves h5 for mobile, wxApp and aliApp, and app on its own path', async () => {
    const h5 = (await get<NavGroup[]>('/api/cms/h5/nav')).body.data;
    for (const p of ['mobile', 'wxApp', 'aliApp']) expect((await get<NavGroup[]>(`/api/cms/${p}/nav`)).body.data, p).toEqual(h5);
    const app = await get<NavGroup[]>('/api/cms/app/nav');
    expect(app.status).toBe(200);
    expect(app.body.data.length).toBe(9);
  });

  it('answers an unknown platform with 400', async () => {
    for (const p of ['ios', 'PC', 'web']) {
      const r = await get(`/api/cms/${p}/nav`);
      expect(r.status, p).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });
});

describe('footer GET /api/cms/:platform/footer', () => {
  it('has the columns of spec 2.1, copyright, filings, legal, social and regions', async () => {
    const r = await get<Footer>('/api/cms/pc/footer');
    expect(r.status).toBe(200);
    const f = footerSchema.parse(r.body.data);
    expect(f.columns.map((c) => c.title)).toEqual(['购买渠道', '产品与服务', '服务支持', '我的账户', '可持续发展', '关于我们']);
    expect(f.columns[0].links.map((l) => l.label)).toEqual([
      '官方商城',
      '礼品专区',
      '智能家居',
      '星护服务计划',
      'AI 产品',
      '当日达送货上门',
      '学生优惠',
      '企业优惠',
      '官方认证非全新机',
      '进网许可标志',
      '常见问题',
      '探索',
      '领券中心',
      '体验店',
      '门店活动',
    ]);
    expect(f.columns[2].links.map((l) => l.label)).toEqual([
      '在线咨询',
      '邮件咨询',
      '联系我们',
      'CEO 消费者信箱',
      '服务网点查询',
      '环保信息',
      '开发者网站',
      '满意度调查',
    ]);
    expect(f.columns[3].links.map((l) => l.label)).toEqual(['为什么注册账户', '会员积分计划', '社区', '我的订单']);
    expect(f.copyright).toBe(`Copyright © 1995-${beijingYear(Date.now())} 星辰 版权所有`);
    expect(f.filings.map((l) => l.label)).toEqual([
      expect.stringMatching(/^京ICP备\d+号/),
      expect.stringMatching(/^京公网安备\d+号$/),
      expect.stringContaining('增值电信业务经营许可证'),
    ]);
    expect(f.legal.map((l) => l.href)).toEqual(['/sitemap', '/agreement/useclause', '/agreement/service', '/agreement/privacy']);
    expect(f.social.map((l) => l.label)).toEqual(['微信', '微博']);
    expect(f.regions[0]).toEqual({ label: '中国大陆 / 简体中文', href: '/', badge: '当前' });
    expect(f.regions.length).toBeGreaterThan(1);
  });

  it('has no columns in the app (spec 2.1: the footer is hidden there)', async () => {
    const f = (await get<Footer>('/api/cms/app/footer')).body.data;
    expect(f.columns).toEqual([]);
    expect(f.copyright).toContain(`1995-${beijingYear(Date.now())}`);
  });

  it('ends the copyright years with the Beijing year of the server clock, turning at Beijing midnight', async () => {
    try {
      // 2026-12-31 23:59 in Beijing (15:59 UTC), then 00:30 on 1 January 2027 (still 31 December in UTC).
      setNow(Date.parse('2026-12-31T15:59:00Z'));
      expect((await get<Footer>('/api/cms/pc/footer')).body.data.copyright).toBe('Copyright © 1995-2026 星辰 版权所有');
      setNow(Date.parse('2026-12-31T16:30:00Z'));
      expect((await get<Footer>('/api/cms/pc/footer')).body.data.copyright).toBe('Copyright © 1995-2027 星辰 版权所有');
      expect((await get<Footer>('/api/cms/h5/footer')).body.data.copyright).toBe('Copyright © 1995-2027 星辰 版权所有');
    } finally {
      t.clock.offsetMs = 0;
    }
  });

  it('takes the copyright text from the copyright setting, filled when read', async () => {
    const { db } = t.database;
    const key = eq(schema.sysSettings.key, 'copyright');
    const [kept] = await db.select().from(schema.sysSettings).where(key);
    const write = (value: string) =>
      db.insert(schema.sysSettings).values({ key: 'copyright', value }).onConflictDoUpdate({ target: schema.sysSettings.key, set: { value } });
    try {
      await write('© 1995–{year} {brand}电子');
      setNow(Date.parse('2030-07-01T00:00:00+08:00'));
      expect((await get<Footer>('/api/cms/pc/footer')).body.data.copyright).toBe('© 1995–2030 星辰电子');
    } finally {
      t.clock.offsetMs = 0;
      if (kept) await write(kept.value);
      else await db.delete(schema.sysSettings).where(key);
    }
  });

  it('writes the configured brand', async () => {
    const other = await startTestApi({ brandName: '银河' });
    try {
      const f = (await new Browser(other.baseUrl).get<Footer>('/api/cms/h5/footer')).body.data;
      expect(f.copyright).toBe(`Copyright © 1995-${beijingYear(Date.now())} 银河 版权所有`);
      const c = (await new Browser(other.baseUrl).get<SysConfig>('/api/sys/app/sys/config')).body.data;
      expect(c.brandName).toBe('银河');
      expect(c.searchPlaceholder).toBe('银河 S25 Ultra');
    } finally {
      await other.close();
    }
  });
});

describe('banners GET /api/cms/:platform/banners', () => {
  it('serves at least four home banners, landscape art on pc and portrait on small screens', async () => {
    const pc = z.array(bannerSchema).parse((await get<Banner[]>('/api/cms/pc/banners?position=home')).body.data);
    expect(pc.length).toBeGreaterThanOrEqual(4);
    for (const b of pc) expect(b.image).toMatch(/^\/media\/banner\/[a-z0-9-]+(?<!-h5)\.svg$/);
    const h5 = (await get<Banner[]>('/api/cms/mobile/banners')).body.data;
    expect(h5.map((b) => b.id)).toEqual(pc.map((b) => b.id));
    for (const b of h5) expect(b.image).toMatch(/-h5\.svg$/);
  });

  it('defaults to home, answers [] for a position without banners and 400 for a malformed one', async () => {
    expect((await get<Banner[]>('/api/cms/pc/banners')).body.data.length).toBeGreaterThanOrEqual(4);
    expect((await get<Banner[]>('/api/cms/pc/banners?position=nowhere')).body.data).toEqual([]);
    expect((await get('/api/cms/pc/banners?position=%3Cscript%3E')).status).toBe(400);
  });

  it('shows the seeded 双12 banner only inside its window, first by sort order', async () => {
    // A few seconds early: real time runs on between moving the clock and the request.
    setNow(FESTIVAL_START - 5_000);
    expect((await get<Banner[]>('/api/cms/pc/banners')).body.data.map((b) => b.id)).not.toContain('banner-home-festival-1212');
    setNow(FESTIVAL_START + HOUR);
    expect((await get<Banner[]>('/api/cms/pc/banners')).body.data[0].id).toBe('banner-home-festival-1212');
    setNow(FESTIVAL_END);
    expect((await get<Banner[]>('/api/cms/pc/banners')).body.data.map((b) => b.id)).not.toContain('banner-home-festival-1212');
  });

  it("honours each block's window, platforms and sort order; leaves out a malformed block", async () => {
    const position = `t${randomText(4)}`;
    const payload = (title: string) => ({ title, subtitle: '', image: '/media/banner/home-fold7.svg', href: '/home', theme: 'light' });
    const now = Date.now();
    await insertBlock({ kind: 'banner', position, platforms: ['pc', 'h5'], sortOrder: 2, payload: payload('second') });
    await insertBlock({ kind: 'banner', position, platforms: ['pc'], sortOrder: 1, payload: payload('first') });
    await insertBlock({ kind: 'banner', position, platforms: ['app'], sortOrder: 0, payload: payload('app only') });
    await insertBlock({
      kind: 'banner',
      position,
      platforms: ['pc'],
      sortOrder: 3,
      payload: payload('later'),
      startsAt: new Date(now + HOUR),
      endsAt: new Date(now + 2 * HOUR),
    });
    await insertBlock({ kind: 'banner', position, platforms: ['pc'], sortOrder: 4, payload: { title: 'no href' } });
    const titles = async (platform: string) => (await get<Banner[]>(`/api/cms/${platform}/banners?position=${position}`)).body.data.map((b) => b.title);

    expect(await titles('pc')).toEqual(['first', 'second']);
    expect(await titles('h5')).toEqual(['second']);
    expect(await titles('app')).toEqual(['app only']);
    setNow(now + 1.5 * HOUR);
    expect(await titles('pc')).toEqual(['first', 'second', 'later']);
    setNow(now + 2 * HOUR);
    expect(await titles('pc')).toEqual(['first', 'second']);
  });
});

describe('top banner GET …/getTopBanner/:id', () => {
  it('answers each platform path with its own text', async () => {
    const pc = await get('/api/cms/content/pc/v1/getTopBanner/global');
    expect(pc.status).toBe(200);
    expect(topBannerSchema.parse(pc.body.data)).toMatchObject({ id: 'global', href: '/Personalcenter/Personal_coupon' });
    const h5 = await get<{ text: string }>('/api/cms/content/h5/v1/getTopBanner/global');
    const app = await get<{ text: string }>('/api/cms/app/content/app/v1/getTopBanner/global');
    expect(h5.body.data.text).toBe('新人领 ¥200 券包');
    expect(app.body.data).toEqual(h5.body.data);
    expect(h5.body.data).not.toEqual(pc.body.data);
  });

  it('accepts the extra segment and vver=1 of the activity host', async () => {
    const plain = (await get('/api/cms/content/pc/v1/getTopBanner/student')).body.data;
    expect(plain).toMatchObject({ id: 'student' });
    expect((await get('/api/cms/content/pc/v1/getTopBanner/student/anything')).body.data).toEqual(plain);
    const v = await get('/api/cms/content/pc/v1/getTopBanner/student?vver=1');
    expect(v.status).toBe(200);
    expect(v.body.data).toEqual(plain);
    expect((await get('/api/cms/app/content/app/v1/getTopBanner/student?vver=1')).body.data).toMatchObject({ id: 'student' });
  });

  it('answers an unknown id with data null, not an error', async () => {
    for (const path of [
      '/api/cms/content/pc/v1/getTopBanner/nope',
      '/api/cms/content/h5/v1/getTopBanner/42',
      '/api/cms/app/content/app/v1/getTopBanner/nope',
      '/api/cms/content/pc/v1/getTopBanner/nope/x',
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.body, path).toMatchObject({ success: true, data: null });
    }
  });

  it('puts the 双12 banner first inside its window', async () => {
    setNow(FESTIVAL_START + HOUR);
    expect((await get<{ text: string }>('/api/cms/content/pc/v1/getTopBanner/global')).body.data.text).toContain('双 12');
    setNow(FESTIVAL_END + 1);
    expect((await get<{ text: string }>('/api/cms/content/pc/v1/getTopBanner/global')).body.data.text).not.toContain('双 12');
  });
});

describe('ads', () => {
  it('GET /api/cms/content/indexAd: the index ads, pc by default, portrait art on h5', async () => {
    const pc = z.array(adSchema).parse((await get<Ad[]>('/api/cms/content/indexAd')).body.data);
    expect(pc.length).toBeGreaterThanOrEqual(2);
    for (const a of pc) expect(a).toMatchObject({ posCd: 'INDEX_AD', image: expect.not.stringMatching(/-h5\.svg$/) });
    expect(pc.map((a) => a.sort)).toEqual([...pc.map((a) => a.sort)].sort((x, y) => x - y));
    const h5 = (await get<Ad[]>('/api/cms/content/indexAd?platform=h5')).body.data;
    expect(h5.map((a) => a.id)).toEqual(pc.map((a) => a.id));
    for (const a of h5) expect(a.image).toMatch(/-h5\.svg$/);
    expect((await get('/api/cms/content/indexAd?platform=tv')).status).toBe(400);
  });

  it('GET /api/cms/advertise/:platform/getAdList/:posCd serves each seeded position', async () => {
    for (const [posCd, min] of [
      ['HOME_PROMO', 3],
      ['HOME_CATEGORY', 5],
      ['PC_LOGIN_PAGE', 1],
      ['PDP_HORSE_RACE_LAMP', 2],
      ['rollCenterNo', 1],
    ] as const) {
      const r = await get<Ad[]>(`/api/cms/advertise/pc/getAdList/${posCd}`);
      expect(r.status, posCd).toBe(200);
      const ads = z.array(adSchema).parse(r.body.data);
      expect(ads.length, posCd).toBeGreaterThanOrEqual(min);
      for (const a of ads) expect(a.posCd).toBe(posCd);
    }
  });

  it('maps mobile, aliApp and wxApp to h5; the login-page ad is pc only', async () => {
    expect((await get<Ad[]>('/api/cms/advertise/h5/getAdList/PC_LOGIN_PAGE')).body.data).toEqual([]);
    const h5 = (await get<Ad[]>('/api/cms/advertise/h5/getAdList/HOME_PROMO')).body.data;
    for (const p of ['mobile', 'aliApp', 'wxApp']) expect((await get<Ad[]>(`/api/cms/advertise/${p}/getAdList/HOME_PROMO`)).body.data, p).toEqual(h5);
    expect((await get<Ad[]>('/api/cms/advertise/app/getAdList/HOME_PROMO')).body.data.length).toBe(3);
  });

  it('answers [] for an unknown position, 400 for a bad platform or a malformed position', async () => {
    expect((await get<Ad[]>('/api/cms/advertise/pc/getAdList/NO_SUCH_POSITION')).body.data).toEqual([]);
    const bad = await get('/api/cms/advertise/ios/getAdList/HOME_PROMO');
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect((await get('/api/cms/advertise/pc/getAdList/HOME%20PROMO')).status).toBe(400);
  });

  it('serves the 双12 coupon ad only inside its window', async () => {
    const ids = async () => (await get<Ad[]>('/api/cms/advertise/pc/getAdList/rollCenterNo')).body.data.map((a) => a.id);
    setNow(FESTIVAL_START - HOUR);
    expect(await ids()).not.toContain('ad-roll-center-festival');
    setNow(FESTIVAL_START);
    expect(await ids()).toContain('ad-roll-center-festival');
  });
});

describe('popular searches GET /api/cms/search/hot', () => {
  it('lists the seeded keywords in order', async () => {
    setNow(FESTIVAL_START - HOUR);
    const r = await get<string[]>('/api/cms/search/hot');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual(['折叠屏', 'S25 Ultra', '手表', '耳机', '电视', '冰箱', '学生优惠', '以旧换新']);
  });

  it('adds the 双12 keyword first inside its window, once', async () => {
    setNow(FESTIVAL_START + HOUR);
    const words = (await get<string[]>('/api/cms/search/hot?platform=app')).body.data;
    expect(words[0]).toBe('双12');
    expect(new Set(words).size).toBe(words.length);
  });
});

describe('system configuration GET /api/sys/app/sys/config', () => {
  it('answers the header configuration of spec 3', async () => {
    const r = await get<SysConfig>('/api/sys/app/sys/config');
    expect(r.status).toBe(200);
    expect(sysConfigSchema.parse(r.body.data)).toMatchObject({
      brandName: '星辰',
      searchPlaceholder: '星辰 S25 Ultra',
      aiSearch: 'N',
      countryCode: 'CN',
      languageCode: 'zh',
      countryIsoCode: 'CHN',
      loginFlag: 'Y',
      storeFlag: 'Y',
      addToCartPost: 'Y',
      filingNumber: expect.stringMatching(/^京ICP备/),
      licenseNumber: expect.stringContaining('增值电信业务经营许可证'),
      servicePhone: expect.stringMatching(/^400-/),
    });
  });
});

describe('OpenAPI', () => {
  it('documents the CMS and config paths', async () => {
    const doc = (await fetch(`${t.baseUrl}/api/openapi.json`).then((r) => r.json())) as { paths: Record<string, unknown> };
    for (const p of [
      '/api/cms/content/pc/v1/getTopBanner/{id}',
      '/api/cms/content/pc/v1/getTopBanner/{id}/{extra}',
      '/api/cms/content/h5/v1/getTopBanner/{id}',
      '/api/cms/app/content/app/v1/getTopBanner/{id}',
      '/api/cms/content/indexAd',
      '/api/cms/advertise/{platform}/getAdList/{posCd}',
      '/api/cms/{platform}/nav',
      '/api/cms/{platform}/footer',
      '/api/cms/{platform}/banners',
      '/api/cms/search/hot',
      '/api/sys/app/sys/config',
    ])
      expect(doc.paths, p).toHaveProperty([p]);
  });
});
