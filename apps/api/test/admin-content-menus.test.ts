/**
 * 内容 of the back office (issue #16), the sections added for home ads, the header menu and the
 * footer, against the real database: each write is in the shop's public reads at the next request
 * (the cms_blocks NOTIFY public_data drops the kept answers); nested link lists are checked link by
 * link with the Chinese message and nothing written; a role without cms.write (the 内容 permission)
 * gets 403 with nothing changed; every write leaves an audit row.
 *
 * The database is shared with the other test files: ads and footer links made here are shown on
 * the app platform only (the seeded footer is pc / h5), and the seeded menu group and footer column
 * edited here are put back as they were after the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ad, Footer, NavGroup } from '@shop/contracts';
import { pngFile } from '../../../test-support/pictures.ts';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, useTestApi, type Reply } from './harness.ts';

const t = useTestApi();

interface Block {
  id: string;
  position: string;
  platforms: string[];
  published: boolean;
  live: boolean;
  fields: Record<string, unknown>;
}
interface Row {
  id: string;
  position: string;
  platforms: string[];
  payload: unknown;
  published: boolean;
  sort_order: number;
}

const made = new Set<string>();
const EDITED = ['nav-more', 'footer-about'];
let kept: Row[] = [];
beforeAll(async () => {
  kept = (await t.database.pool.query<Row>('SELECT id, position, platforms, payload, published, sort_order FROM cms_blocks WHERE id = ANY($1)', [EDITED])).rows;
  expect(kept).toHaveLength(EDITED.length);
});
afterAll(async () => {
  await t.database.pool.query('DELETE FROM cms_blocks WHERE id = ANY($1)', [[...made]]);
  for (const r of kept) {
    await t.database.pool.query('UPDATE cms_blocks SET position = $2, platforms = $3, payload = $4, published = $5, sort_order = $6 WHERE id = $1', [
      r.id,
      r.position,
      r.platforms,
      JSON.stringify(r.payload),
      r.published,
      r.sort_order,
    ]);
  }
});
function noted<T extends { id: string }>(res: Reply<T>): Reply<T> {
  if (res.status === 200 && res.body.data?.id) made.add(res.body.data.id);
  return res;
}

async function staffSignedIn(role: string) {
  const account = await createStaffAccount(t.database, { name: `菜单测试${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: 'Lantern-2026-ok' })).status).toBe(200);
  return b;
}
async function uploadPicture(b: Browser) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngFile(960, 480))], { type: 'image/png' }), 'a.png');
  const res = await b.request<{ url: string }>('POST', '/api/admin/content/pictures', { form });
  expect(res.status).toBe(200);
  return res.body.data.url;
}

const put = <T>(b: Browser, path: string, json: unknown) => b.request<T>('PUT', path, { json });
const shopper = () => new Browser(t.baseUrl);
const nav = async (platform: string) => (await shopper().get<NavGroup[]>(`/api/cms/${platform}/nav`)).body.data;
const footer = async (platform: string) => (await shopper().get<Footer>(`/api/cms/${platform}/footer`)).body.data;
const auditOf = async (target: string) =>
  (
    await t.database.pool.query<{ action: string; before: unknown; after: unknown }>(
      'SELECT action, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id',
      [target],
    )
  ).rows;
const countOf = async (sql: string) => Number((await t.database.pool.query(sql)).rows[0].n);
const blockCount = () => countOf('SELECT count(*) AS n FROM cms_blocks');
const auditCount = () => countOf('SELECT count(*) AS n FROM staff_audit_log');
const payloadOf = async (id: string) => (await t.database.pool.query('SELECT payload FROM cms_blocks WHERE id = $1', [id])).rows[0].payload;

function expect400(res: Reply, message: string | RegExp, code = 'E_VALIDATION') {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code });
  expect(res.body.message).toMatch(message);
}

const ADS = '/api/admin/content/ads';

describe('home ads', () => {
  it('a 内容编辑 adds an ad with an uploaded picture; the home page reads show it at once; audited', async () => {
    const b = await staffSignedIn('内容编辑');
    const image = await uploadPicture(b);
    const title = `测试广告 ${randomText(3)}`;
    const created = noted(
      await b.post<Block>(ADS, { position: 'INDEX_AD', platforms: ['app'], title, subtitle: '到店有礼', image, href: '/list/smartphones' }),
    );
    expect(created.status).toBe(200);
    const indexAds = (await shopper().get<Ad[]>('/api/cms/content/indexAd?platform=app')).body.data;
    expect(indexAds.find((a) => a.id === created.body.data.id)).toMatchObject({
      title,
      subtitle: '到店有礼',
      image,
      href: '/list/smartphones',
      posCd: 'INDEX_AD',
    });
    expect((await shopper().get<Ad[]>('/api/cms/content/indexAd?platform=pc')).body.data.map((a) => a.id)).not.toContain(created.body.data.id);

    const moved = await put<Block>(b, `${ADS}/${created.body.data.id}`, {
      position: 'HOME_PROMO',
      platforms: ['app'],
      title,
      image,
      href: '/studentBuyEntrance',
    });
    expect(moved.status).toBe(200);
    expect((await shopper().get<Ad[]>('/api/cms/content/indexAd?platform=app')).body.data.map((a) => a.id)).not.toContain(created.body.data.id);
    const promos = (await shopper().get<Ad[]>('/api/cms/advertise/app/getAdList/HOME_PROMO')).body.data;
    expect(promos.find((a) => a.id === created.body.data.id)).toMatchObject({ title, href: '/studentBuyEntrance', subtitle: '' });

    const rows = await auditOf(`content:ads:${created.body.data.id}`);
    expect(rows.map((r) => r.action)).toEqual(['content.block.created', 'content.block.updated']);
    expect(rows[1]).toMatchObject({ before: { position: 'INDEX_AD' }, after: { position: 'HOME_PROMO', payload: { href: '/studentBuyEntrance' } } });
    // The ads list holds the home ads only, not the product-page notices (also ads).
    const list = (await b.get<{ list: Block[] }>(ADS)).body.data.list;
    expect(new Set(list.map((x) => x.position))).toEqual(new Set(['INDEX_AD', 'HOME_PROMO']));
  });

  it('refuses a bad ad in Chinese with nothing written', async () => {
    const b = await staffSignedIn('内容编辑');
    const image = await uploadPicture(b);
    const good = { position: 'INDEX_AD', platforms: ['app'], title: '广告', image, href: '/home' };
    const blocks = await blockCount();
    expect400(await b.post(ADS, { ...good, href: 'https://evil.example.net/' }), '链接须为本商城路径');
    expect400(await b.post(ADS, { ...good, title: ' ' }), '请输入广告标题');
    expect400(await b.post(ADS, { ...good, image: undefined }), '请上传图片');
    expect400(await b.post(ADS, { ...good, position: 'PDP_HORSE_RACE_LAMP' }), '请选择位置');
    expect(await blockCount()).toBe(blocks);
  });
});

describe('menu and footer', () => {
  it('a 内容编辑 edits a menu group’s links (added, reordered) and the shop’s header shows them at once; featured and icons kept; audited', async () => {
    const b = await staffSignedIn('内容编辑');
    const list = (await b.get<{ list: Block[] }>('/api/admin/content/nav?position=more')).body.data.list;
    expect(list.map((x) => x.id)).toEqual(['nav-more']);
    const group = list[0]!;
    const links = group.fields.links as { label: string; href: string; icon?: string }[];
    expect(links.length).toBeGreaterThan(1);
    const featuredBefore = ((await payloadOf('nav-more')) as { featured: unknown[] }).featured;
    const added = { label: `测试入口${randomText(2)}`, href: '/list/smartphones', badge: '新' };
    const edited = await put<Block>(b, '/api/admin/content/nav/nav-more', {
      position: 'more',
      platforms: group.platforms,
      ...group.fields,
      label: '更多精彩',
      // the new link first, the first two swapped
      links: [added, links[1], links[0], ...links.slice(2)],
    });
    expect(edited.status).toBe(200);
    const shown = (await nav('pc')).find((g) => g.code === 'more')!;
    expect(shown.label).toBe('更多精彩');
    expect(shown.links.slice(0, 3)).toEqual([added, links[1], links[0]]);
    expect(shown.featured).toEqual(featuredBefore);
    expect(shown.links[1]!.icon).toBe(links[1]!.icon);
    const [row] = await auditOf('content:nav:nav-more');
    expect(row).toMatchObject({
      action: 'content.block.updated',
      before: { payload: { label: group.fields.label } },
      after: { payload: { label: '更多精彩' } },
    });

    // one group per code: a second 更多 is refused
    const second = await b.post('/api/admin/content/nav', { position: 'more', platforms: ['app'], label: '重复', href: '/home', links: [added] });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'ERR_ADMIN_CONTENT_FULL' });
  });

  it('a 内容编辑 edits a footer column and adds footer links; the shop’s footer shows them at once', async () => {
    const b = await staffSignedIn('内容编辑');
    const [about] = (await b.get<{ list: Block[] }>('/api/admin/content/footer-columns?position=about')).body.data.list;
    const links = about!.fields.links as { label: string; href: string }[];
    const res = await put<Block>(b, '/api/admin/content/footer-columns/footer-about', {
      position: 'about',
      platforms: about!.platforms,
      title: '关于星辰',
      links: [...links.slice(0, -1), { label: '加入我们', href: 'https://hk.example.com/careers' }],
    });
    expect(res.status).toBe(200);
    const column = (await footer('pc')).columns.find((c) => c.title === '关于星辰');
    expect(column?.links.at(-1)).toEqual({ label: '加入我们', href: 'https://hk.example.com/careers' });
    expect(column?.links).toHaveLength(links.length);

    const label = `测试链接${randomText(2)}`;
    const created = noted(
      await b.post<Block>('/api/admin/content/footer-links', { position: 'legal', platforms: ['app'], links: [{ label, href: '/agreement/privacy' }] }),
    );
    expect(created.status).toBe(200);
    expect((await footer('app')).legal).toContainEqual({ label, href: '/agreement/privacy' });
    expect((await footer('pc')).legal.map((l) => l.label)).not.toContain(label);
    expect((await auditOf(`content:footer-links:${created.body.data.id}`)).map((r) => r.action)).toEqual(['content.block.created']);
  });

  it('refuses a bad link anywhere in a list in Chinese, with nothing written', async () => {
    const b = await staffSignedIn('内容编辑');
    const before = await payloadOf('footer-about');
    const blocks = await blockCount();
    const good = { label: '好链接', href: '/home' };
    const column = (links: unknown) =>
      put(b, '/api/admin/content/footer-columns/footer-about', { position: 'about', platforms: ['pc', 'h5'], title: '关于我们', links });
    expect400(await column([good, { label: '坏链接', href: 'javascript:alert(1)' }]), '链接须为本商城路径');
    expect400(await column([good, { label: '', href: '/home' }]), '请输入链接文字');
    expect400(await column([{ label: '长'.repeat(21), href: '/home' }]), '链接文字最多20个字符');
    expect400(await column([]), '请至少添加1个链接');
    expect400(await column(Array.from({ length: 41 }, () => good)), '链接最多40个');
    expect400(await column([{ ...good, icon: 'https://evil.example.net/x.svg' }]), '图标不存在');
    expect400(
      await b.post('/api/admin/content/footer-links', { position: 'legal', platforms: ['app'], links: [{ label: '外站', href: 'https://evil.example.net/' }] }),
      '链接须为本商城路径',
    );
    expect(await payloadOf('footer-about')).toEqual(before);
    expect(await blockCount()).toBe(blocks);
  });

  it('a 仓储 (no cms.write) gets 403 on the menu, footer and ad calls; nothing changes and no audit row is written', async () => {
    const b = await staffSignedIn('仓储');
    const audits = await auditCount();
    const blocks = await blockCount();
    const navBefore = await payloadOf('nav-more');
    for (const res of [
      await b.get('/api/admin/content/nav'),
      await put(b, '/api/admin/content/nav/nav-more', {
        position: 'more',
        platforms: ['pc'],
        label: '改坏了',
        href: '/home',
        links: [{ label: 'x', href: '/home' }],
      }),
      await b.post('/api/admin/content/footer-links', { position: 'legal', platforms: ['app'], links: [{ label: 'x', href: '/home' }] }),
      await b.post('/api/admin/content/footer-columns/footer-about/publish', { published: false }),
      await b.post(ADS, { position: 'INDEX_AD', platforms: ['app'], title: '广告', image: '/media/banner/index-member.svg', href: '/home' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN' });
    }
    expect(await auditCount()).toBe(audits);
    expect(await blockCount()).toBe(blocks);
    expect(await payloadOf('nav-more')).toEqual(navBefore);
  });
});
