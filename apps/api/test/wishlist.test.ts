import { describe, expect, it } from 'vitest';
import { schema } from '@shop/db';
import type { IsCollect, WishlistPage } from '@shop/contracts/wishlist';
import { Browser, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const base = '/api/member/memCollectSpu';

async function member() {
  const b = new Browser(t.baseUrl);
  const { user } = await signIn(b);
  return { b, userNo: user.userNo };
}
const isCollected = async (b: Browser, spu: string) => (await b.post<IsCollect>(`${base}/getIsCollect/${spu}`)).body.data!.collected;
const page = async (b: Browser, body: unknown = {}) => b.post<WishlistPage>(`${base}/findMemCollectSpu`, body);

describe('wishlist (memCollectSpu)', () => {
  it('saves and cancels idempotently; getIsCollect follows', async () => {
    const { b } = await member();
    expect(await isCollected(b, 'S25U')).toBe(false);
    for (let i = 0; i < 2; i++) {
      const r = await b.post<IsCollect>(`${base}/saveCollectSpu/S25U`, { skuCd: 'S25U-TITANGRAY-2' });
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ collected: true });
    }
    expect(await isCollected(b, 'S25U')).toBe(true);
    expect((await page(b)).body.data!.total).toBe(1);
    for (let i = 0; i < 2; i++) expect((await b.post<IsCollect>(`${base}/cancelCollect/S25U`)).body.data).toEqual({ collected: false });
    expect(await isCollected(b, 'S25U')).toBe(false);
    expect((await page(b)).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('lists newest first with the lowest on-sale price, and an off-sale product as not on sale', async () => {
    const { b } = await member();
    for (const spu of ['S25U', 'S23', 'A56']) {
      expect((await b.post(`${base}/saveCollectSpu/${spu}`)).status).toBe(200);
      t.clock.offsetMs += 1000;
    }
    const r = await page(b, { pageNo: 1, pageSize: 2 });
    expect(r.status).toBe(200);
    const data = r.body.data!;
    expect(data).toMatchObject({ total: 3, pageNo: 1, pageSize: 2 });
    expect(data.list.map((i) => i.spuCd)).toEqual(['A56', 'S23']);
    expect(data.list[0]).toMatchObject({ name: '星辰 A56 5G 手机', price: 239900, onSale: true });
    expect(data.list[0].image).toMatch(/^\/media\//);
    expect(data.list[1]).toMatchObject({ spuCd: 'S23', onSale: false, price: null });
    const second = (await page(b, { pageNo: 2, pageSize: 2 })).body.data!;
    expect(second.list).toHaveLength(1);
    expect(second.list[0]).toMatchObject({ spuCd: 'S25U', skuCd: 'S25U-TITANGRAY-1', price: 969900, onSale: true });
    expect(new Date(second.list[0].collectedAt).getTime()).toBeLessThan(new Date(data.list[0].collectedAt).getTime());
  });

  it('refuses bad page input and unknown products with Chinese messages', async () => {
    const { b } = await member();
    const big = await page(b, { pageSize: 21 });
    expect(big.status).toBe(400);
    expect(big.body.message).toContain('每页最多20条');
    expect((await page(b, { pageNo: 0 })).status).toBe(400);
    const unknown = await b.post(`${base}/saveCollectSpu/NOPE-404`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('商品不存在');
    // S26U is a draft (preview only): not collectable either.
    expect((await b.post(`${base}/saveCollectSpu/S26U`)).status).toBe(404);
    expect((await b.post(`${base}/saveCollectSpu/${encodeURIComponent('bad code!')}`)).status).toBe(400);
  });

  it('keeps each member to their own list', async () => {
    const a = await member();
    await a.b.post(`${base}/saveCollectSpu/S25P`);
    const other = await member();
    expect(await isCollected(other.b, 'S25P')).toBe(false);
    expect((await page(other.b)).body.data).toMatchObject({ list: [], total: 0 });
    // B cancelling the same product removes nothing of A's.
    await other.b.post(`${base}/cancelCollect/S25P`);
    expect(await isCollected(a.b, 'S25P')).toBe(true);
  });

  it('answers a visitor "not collected" and refuses the rest with 401', async () => {
    const v = await new Browser(t.baseUrl).prime();
    expect((await v.post('/api/auth/login/anonymous/token', {})).status).toBe(200);
    const r = await v.post<IsCollect>(`${base}/getIsCollect/S25U`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ collected: false });
    for (const path of ['saveCollectSpu/S25U', 'cancelCollect/S25U', 'findMemCollectSpu']) {
      const res = await v.post(`${base}/${path}`);
      expect(res.status, path).toBe(401);
      expect(res.body.message, path).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('holds at most 200 products per member (409), already saved stays fine', async () => {
    const { b, userNo } = await member();
    await b.post(`${base}/saveCollectSpu/S25U`);
    const m = (await t.database.db.select({ id: schema.members.id, userNo: schema.members.userNo }).from(schema.members)).find((x) => x.userNo === userNo)!;
    await t.database.db.insert(schema.wishlistItems).values(Array.from({ length: 199 }, (_, i) => ({ memberId: m.id, spuCode: `GONE-${i}` })));
    const full = await b.post(`${base}/saveCollectSpu/A56`);
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'ERR_WISHLIST_LIMIT', message: '收藏商品最多200个，请取消部分收藏后再添加' });
    expect((await b.post(`${base}/saveCollectSpu/S25U`)).status).toBe(200);
    // A product gone from the catalogue is still listed (not on sale) rather than breaking the page.
    const p = (await page(b, { pageSize: 20 })).body.data!;
    expect(p.total).toBe(200);
    expect(p.list.find((i) => i.spuCd.startsWith('GONE-'))).toMatchObject({ onSale: false, price: null, skuCd: null });
  });
});
