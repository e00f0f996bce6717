/**
 * The database is shared with the other test files and kept between runs: what these tests
 * create is shown on the app platform (or h5) only, which the CMS read tests do not count, a
 * reorder keeps the seeded blocks' order among themselves, and every block made here is deleted
 * after the file (the seeded order restored).
 *
 * 内容 of the back office (issue #16) against the real database: home banners (picture uploaded,
 * checked and re-encoded; link a shop path or an allowed https address; window; order; publish /
 * unpublish), top banners, hot searches and product-page notices. Each change is in the shop's
 * public reads at the next request; bad input is refused in Chinese with nothing written; a role
 * without cms.write gets 403 with nothing changed and no audit row; each write leaves an audit
 * row with before / after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngFile } from '../../../test-support/pictures.ts';
import { createStaffAccount } from '../src/modules/staff/index.ts';
import { Browser, randomText, useTestApi, type Reply } from './harness.ts';

const t = useTestApi();

/** The blocks these tests made, and the order of everything there before. */
const made = new Set<string>();
let orderBefore: { id: string; sort_order: number }[] = [];
beforeAll(async () => {
  orderBefore = (await t.database.pool.query('SELECT id, sort_order FROM cms_blocks')).rows;
});
afterAll(async () => {
  await t.database.pool.query('DELETE FROM cms_blocks WHERE id = ANY($1)', [[...made]]);
  for (const r of orderBefore) await t.database.pool.query('UPDATE cms_blocks SET sort_order = $2 WHERE id = $1', [r.id, r.sort_order]);
});
/** Notes a block made by a call, for the clean-up. */
function noted<T extends { id: string }>(res: Reply<T>): Reply<T> {
  if (res.status === 200 && res.body.data?.id) made.add(res.body.data.id);
  return res;
}

interface Block {
  id: string;
  position: string;
  platforms: string[];
  startsAt: number | null;
  endsAt: number | null;
  sortOrder: number;
  published: boolean;
  updatedAt: number | null;
  live: boolean;
  fields: Record<string, unknown>;
}
interface AuditRow {
  action: string;
  target: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const NEW_PASSWORD = 'Lantern-2026-ok';
const BANNERS = '/api/admin/content/banners';

async function staffSignedIn(role: string) {
  const account = await createStaffAccount(t.database, { name: `内容测试${randomText(4)}`, role, actor: '测试 admin:create' });
  const b = await new Browser(t.baseUrl).prime();
  expect((await b.post('/api/admin/auth/login', { name: account.name, password: account.password })).status).toBe(200);
  expect((await b.post('/api/admin/auth/password', { currentPassword: account.password, newPassword: NEW_PASSWORD })).status).toBe(200);
  return b;
}

async function uploadPicture(b: Browser, file: Buffer | string, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type }), 'a.png');
  return b.request<{ id: string; url: string; width: number; height: number }>('POST', '/api/admin/content/pictures', { form });
}

const put = <T>(b: Browser, path: string, json: unknown) => b.request<T>('PUT', path, { json });
const auditOf = async (target: string) =>
  (await t.database.pool.query<AuditRow>('SELECT action, target, before, after FROM staff_audit_log WHERE target = $1 ORDER BY id', [target])).rows;
const blockCount = async () => Number((await t.database.pool.query('SELECT count(*) AS n FROM cms_blocks')).rows[0].n);
const auditCount = async () => Number(await t.database.pool.query('SELECT count(*) AS n FROM staff_audit_log').then((r) => r.rows[0].n));

const shopper = () => new Browser(t.baseUrl);
const homeBanners = async (platform = 'app') =>
  (await shopper().get<{ id: string; title: string; image: string; href: string }[]>(`/api/cms/${platform}/banners?position=home`)).body.data;

function expect400(res: Reply, message: string | RegExp, code = 'E_VALIDATION') {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code });
  expect(res.body.message).toMatch(message);
}
function expect403(res: Reply) {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ success: false, code: 'ERR_ADMIN_FORBIDDEN' });
}

const bannerInput = (image: string, title = `测试轮播 ${randomText(3)}`) => ({
  position: 'home',
  platforms: ['app'],
  title,
  subtitle: '限时优惠',
  image,
  href: '/list/smartphones',
  theme: 'light',
});

describe('home banners', () => {
  it('a 内容编辑 uploads a picture, creates, edits, unpublishes and publishes a banner; the shop shows each change at once; audited', async () => {
    const b = await staffSignedIn('内容编辑');
    const pic = await uploadPicture(b, await pngFile(1200, 400));
    expect(pic.status).toBe(200);
    expect(pic.body.data.url).toMatch(/^\/media\/catalogue\/[A-Za-z0-9_-]{22}\.webp$/);
    // re-encoded: served as WebP
    const served = await fetch(t.baseUrl + pic.body.data.url);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const created = noted(await b.post<Block>(BANNERS, bannerInput(pic.body.data.url, '测试轮播 初版')));
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ position: 'home', platforms: ['app'], published: true, live: true });
    expect(created.body.data.fields).toMatchObject({ title: '测试轮播 初版', image: pic.body.data.url, href: '/list/smartphones', theme: 'light' });
    // last in its position
    const seeded = await homeBanners();
    expect(seeded.at(-1)).toMatchObject({ id, title: '测试轮播 初版', image: pic.body.data.url });
    // not on a platform it was not given
    expect((await homeBanners('pc')).map((x) => x.id)).not.toContain(id);

    const edited = await put<Block>(b, `${BANNERS}/${id}`, { ...bannerInput(pic.body.data.url, '测试轮播 改版'), href: 'https://hk.example.com/promo' });
    expect(edited.status).toBe(200);
    expect((await homeBanners()).find((x) => x.id === id)).toMatchObject({ title: '测试轮播 改版', href: 'https://hk.example.com/promo' });

    const off = await b.post<Block>(`${BANNERS}/${id}/publish`, { published: false });
    expect(off.body.data).toMatchObject({ published: false, live: false });
    expect((await homeBanners()).map((x) => x.id)).not.toContain(id);
    const listed = await b.get<{ list: Block[] }>(`${BANNERS}?status=unpublished`);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(listed.body.data.list.map((x) => x.id)).toContain(id);
    const on = await b.post<Block>(`${BANNERS}/${id}/publish`, { published: true });
    expect(on.body.data.published).toBe(true);
    expect((await homeBanners()).map((x) => x.id)).toContain(id);

    const rows = await auditOf(`content:banners:${id}`);
    expect(rows.map((r) => r.action)).toEqual(['content.block.created', 'content.block.updated', 'content.block.unpublished', 'content.block.published']);
    expect(rows[1]!.before).toMatchObject({ payload: { title: '测试轮播 初版' } });
    expect(rows[1]!.after).toMatchObject({ payload: { title: '测试轮播 改版', href: 'https://hk.example.com/promo' } });
    expect(rows[2]).toMatchObject({ before: { published: true }, after: { published: false } });
  });

  it('a window in the future keeps a banner out of the shop until it opens', async () => {
    const b = await staffSignedIn('超级管理员');
    const pic = await uploadPicture(b, await pngFile(800, 300));
    const startsAt = Date.now() + 24 * 3600_000;
    const created = noted(await b.post<Block>(BANNERS, { ...bannerInput(pic.body.data.url), startsAt, endsAt: startsAt + 3600_000 }));
    expect(created.body.data).toMatchObject({ published: true, live: false, startsAt });
    expect((await homeBanners()).map((x) => x.id)).not.toContain(created.body.data.id);
  });

  it('reorders a position: every block once, the shop follows; a partial order is refused with nothing changed', async () => {
    const b = await staffSignedIn('内容编辑');
    const pic = await uploadPicture(b, await pngFile(800, 300));
    const mine = noted(await b.post<Block>(BANNERS, bannerInput(pic.body.data.url)));
    const before = (await b.get<{ list: Block[] }>(`${BANNERS}?position=home`)).body.data.list.map((x) => x.id);
    expect(before.at(-1)).toBe(mine.body.data.id);

    expect400(await b.post(`${BANNERS}/reorder`, { position: 'home', ids: before.slice(1) }), '排序须包含该位置的全部内容', 'ERR_ADMIN_CONTENT_ORDER');
    expect400(await b.post(`${BANNERS}/reorder`, { position: 'home', ids: [before[0], before[0]] }), '排序中有重复的内容');
    expect((await b.get<{ list: Block[] }>(`${BANNERS}?position=home`)).body.data.list.map((x) => x.id)).toEqual(before);

    const wanted = [mine.body.data.id, ...before.filter((id) => id !== mine.body.data.id)];
    const done = await b.post<{ list: Block[] }>(`${BANNERS}/reorder`, { position: 'home', ids: wanted });
    expect(done.status).toBe(200);
    expect(done.body.data.list.map((x) => x.id)).toEqual(wanted);
    expect((await homeBanners())[0]!.id).toBe(mine.body.data.id);
    const row = (await auditOf('content:banners:home')).at(-1);
    expect(row).toMatchObject({ action: 'content.block.reordered', after: { order: wanted } });
  });

  it('refuses bad input in Chinese with nothing written', async () => {
    const b = await staffSignedIn('内容编辑');
    const pic = await uploadPicture(b, await pngFile(800, 300));
    const base = bannerInput(pic.body.data.url);
    const blocks = await blockCount();
    expect400(await b.post(BANNERS, { ...base, href: 'javascript:alert(1)' }), '链接须为本商城路径');
    expect400(await b.post(BANNERS, { ...base, href: 'https://evil.example.net/x' }), '链接须为本商城路径');
    expect400(await b.post(BANNERS, { ...base, href: '//evil.example.net/x' }), '链接须为本商城路径');
    expect400(await b.post(BANNERS, { ...base, href: 'http://hk.example.com/x' }), '链接须为本商城路径');
    expect400(await b.post(BANNERS, { ...base, title: '' }), '请输入标题');
    expect400(await b.post(BANNERS, { ...base, title: '长'.repeat(41) }), '标题最多40个字符');
    expect400(await b.post(BANNERS, { ...base, platforms: [] }), '请至少选择一个展示端');
    expect400(await b.post(BANNERS, { ...base, position: 'nowhere' }), /位置/);
    expect400(await b.post(BANNERS, { ...base, startsAt: 2_000_000_000_000, endsAt: 1_900_000_000_000 }), '结束时间须晚于开始时间');
    expect400(await b.post(BANNERS, { ...base, image: 'https://evil.example.net/a.png' }), '图片不存在或已失效');
    expect400(await b.post(BANNERS, { ...base, image: `/media/catalogue/${'A'.repeat(22)}.webp` }), '图片不存在或已失效', 'ERR_ADMIN_PICTURE_NOT_FOUND');
    expect((await put(b, `${BANNERS}/no-such-banner`, base)).status).toBe(404);
    expect((await b.post(`${BANNERS}/no-such-banner/publish`, { published: false })).status).toBe(404);
    // a hot search is not a banner: not found under the banners
    expect((await b.post(`${BANNERS}/hot-tv/publish`, { published: false })).status).toBe(404);
    expect(await blockCount()).toBe(blocks);

    const notImage = await uploadPicture(b, '<?php echo 1; ?>', 'image/png');
    expect(notImage.status).toBe(415);
    expect(notImage.body.code).toBe('ERR_UPLOAD_NOT_IMAGE');
  });

  it('a 仓储 (no cms.write) gets 403 on every call, nothing changes and no audit row is written', async () => {
    const editor = await staffSignedIn('内容编辑');
    const pic = await uploadPicture(editor, await pngFile(800, 300));
    const mine = noted(await editor.post<Block>(BANNERS, bannerInput(pic.body.data.url, '测试轮播 仓储不可改')));
    const id = mine.body.data.id;
    const b = await staffSignedIn('仓储');
    const audits = await auditCount();
    const blocks = await blockCount();
    expect403(await b.get(BANNERS));
    expect403(await b.post(BANNERS, bannerInput(pic.body.data.url)));
    expect403(await put(b, `${BANNERS}/${id}`, bannerInput(pic.body.data.url, '改坏了')));
    expect403(await b.post(`${BANNERS}/${id}/publish`, { published: false }));
    expect403(await b.post(`${BANNERS}/reorder`, { position: 'home', ids: [id] }));
    expect403(await b.get('/api/admin/content/hot-searches'));
    expect403(await uploadPicture(b, await pngFile(32, 32)));
    expect(await auditCount()).toBe(audits);
    expect(await blockCount()).toBe(blocks);
    expect((await homeBanners()).find((x) => x.id === id)).toMatchObject({ title: '测试轮播 仓储不可改' });
  });
});

describe('top banners, hot searches and product-page notices', () => {
  it('a top banner replaces what the shop shows at its position once ordered first', async () => {
    const b = await staffSignedIn('内容编辑');
    const created = noted(
      await b.post<Block>('/api/admin/content/top-banners', {
        position: 'student',
        platforms: ['h5'],
        text: `测试横幅 ${randomText(2)}`,
        href: '/studentBuyEntrance',
        background: '#123456',
      }),
    );
    expect(created.status).toBe(200);
    const ids = (await b.get<{ list: Block[] }>('/api/admin/content/top-banners?position=student')).body.data.list.map((x) => x.id);
    await b.post('/api/admin/content/top-banners/reorder', {
      position: 'student',
      ids: [created.body.data.id, ...ids.filter((i) => i !== created.body.data.id)],
    });
    const shown = await shopper().get<{ text: string; background: string }>('/api/cms/content/h5/v1/getTopBanner/student');
    expect(shown.body.data).toMatchObject({ text: created.body.data.fields.text, background: '#123456' });
    expect400(
      await b.post('/api/admin/content/top-banners', { position: 'global', platforms: ['pc'], text: '横幅', href: '/', background: 'red' }),
      '背景色须为 #RRGGBB 格式',
    );
  });

  it('a hot search appears in the shop at once, and leaves it when unpublished', async () => {
    const b = await staffSignedIn('内容编辑');
    const keyword = `测试词${randomText(2)}`;
    const created = noted(await b.post<Block>('/api/admin/content/hot-searches', { position: '', platforms: ['h5'], keyword }));
    expect(created.status).toBe(200);
    expect((await shopper().get<string[]>('/api/cms/search/hot?platform=h5')).body.data).toContain(keyword);
    expect((await shopper().get<string[]>('/api/cms/search/hot?platform=pc')).body.data).not.toContain(keyword);
    await b.post(`/api/admin/content/hot-searches/${created.body.data.id}/publish`, { published: false });
    expect((await shopper().get<string[]>('/api/cms/search/hot?platform=h5')).body.data).not.toContain(keyword);
    expect400(await b.post('/api/admin/content/hot-searches', { position: '', platforms: ['pc'], keyword: '  ' }), '请输入搜索词');
    const [row] = await auditOf(`content:hot-searches:${created.body.data.id}`);
    expect(row).toMatchObject({ action: 'content.block.created', after: { payload: { keyword } } });
  });

  it('a product-page notice is in the product page line at once; its link is checked', async () => {
    const b = await staffSignedIn('内容编辑');
    const title = `测试公告 ${randomText(3)}`;
    const created = noted(await b.post<Block>('/api/admin/content/pdp-notices', { position: 'PDP_HORSE_RACE_LAMP', platforms: ['h5'], title, href: '' }));
    expect(created.status).toBe(200);
    const lamp = await shopper().get<{ title: string; href: string }[]>('/api/cms/advertise/h5/getAdList/PDP_HORSE_RACE_LAMP');
    expect(lamp.body.data.find((a) => a.title === title)).toMatchObject({ href: '' });
    expect400(
      await b.post('/api/admin/content/pdp-notices', { position: 'PDP_HORSE_RACE_LAMP', platforms: ['pc'], title, href: 'ftp://x' }),
      '链接须为本商城路径',
    );
    // the notices list holds only notices, not the other ads
    const list = (await b.get<{ list: Block[] }>('/api/admin/content/pdp-notices')).body.data.list;
    expect(list.every((x) => x.position === 'PDP_HORSE_RACE_LAMP')).toBe(true);
  });
});
