import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { schema } from '@shop/db';
import { Browser, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
type State = { required: boolean; verified: boolean; hint: string };
const VERIFY = (spu: string, sku: string) => `/api/product/ttm/verifyCode/1/${spu}/${sku}`;

/** Fresh one-time codes for an SPU (the seeded ones are for the demo and are used up once). */
async function freshCodes(spuCode: string, n = 1) {
  const codes = Array.from({ length: n }, () => `T${randomBytes(5).toString('hex').toUpperCase()}`);
  await t.database.db.insert(schema.ttmCodes).values(codes.map((code) => ({ code, spuCode })));
  return codes;
}

describe('TTM verification', () => {
  it('is seeded for ZFOLD7 and ZFLIP7 with 10 codes each', async () => {
    for (const spu of ['ZFOLD7', 'ZFLIP7']) {
      const [{ n }] = await t.database.db.select({ n: count() }).from(schema.ttmCodes).where(eq(schema.ttmCodes.spuCode, spu));
      expect(n).toBeGreaterThanOrEqual(10);
    }
  });

  it('says which products need a code (not completed programmes, not other products)', async () => {
    const b = new Browser(t.baseUrl);
    const fold = await b.get<State>('/api/product/ttm/getVerify/ZFOLD7/ZFOLD7-NAVY-1');
    expect(fold.status).toBe(200);
    expect(fold.body.data).toMatchObject({ required: true, verified: false });
    expect(fold.body.data.hint).toContain('邀请码');
    expect((await b.get<State>('/api/product/ttm/getVerify/S24FE/S24FE-GRAPHITE-1')).body.data).toEqual({ required: false, verified: false, hint: '' });
    expect((await b.get<State>('/api/product/ttm/getVerify/S25/S25-BLACK-1')).body.data.required).toBe(false);
  });

  it('marks invitation-only products on their cards and product pages, before anyone tries to buy', async () => {
    const b = new Browser(t.baseUrl);
    type Card = { spuCode: string; invitationOnly: boolean };
    const list = await b.get<{ items: Card[] }>('/api/product/plp/list?category=smartphone-tablet&pageSize=60');
    const flag = (spu: string) => list.body.data.items.find((c) => c.spuCode === spu)?.invitationOnly;
    expect(flag('ZFOLD7')).toBe(true);
    expect(flag('ZFLIP7')).toBe(true);
    expect(flag('S24FE')).toBe(false); // a completed programme
    expect(flag('S25')).toBe(false);
    const base = (spu: string) => b.get<{ spuBaseInfo: { invitationOnly: boolean } }>(`/api/product/pdp/baseInfo/${spu}`);
    expect((await base('ZFOLD7')).body.data.spuBaseInfo.invitationOnly).toBe(true);
    expect((await base('S25')).body.data.spuBaseInfo.invitationOnly).toBe(false);
  });

  it('refuses a wrong code, accepts a right one once, keeps the member verified, refuses its reuse by another member', async () => {
    const [code] = await freshCodes('ZFOLD7');
    const a = new Browser(t.baseUrl);
    await signIn(a);
    const wrong = await a.post(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code: 'WRONG123' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('ERR_TTM_CODE_INVALID');
    expect(wrong.body.message).toBe('邀请码错误，请核对后重新输入');

    // a code of the other SPU is a wrong code here
    const [flipCode] = await freshCodes('ZFLIP7');
    expect((await a.post(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code: flipCode })).body.code).toBe('ERR_TTM_CODE_INVALID');

    const right = await a.post<State>(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code: code.toLowerCase() });
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ required: true, verified: true });
    expect((await a.get<State>('/api/product/ttm/getVerify/ZFOLD7/ZFOLD7-NAVY-2')).body.data.verified).toBe(true);
    // verified stays verified (no second code needed)
    expect((await a.post<State>(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code: 'ANYTHING' })).body.data.verified).toBe(true);

    const b = new Browser(t.baseUrl);
    await signIn(b);
    const reuse = await b.post(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code });
    expect(reuse.status).toBe(409);
    expect(reuse.body.code).toBe('ERR_TTM_CODE_USED');
    expect(reuse.body.message).toBe('该邀请码已被使用');
    expect((await b.get<State>('/api/product/ttm/getVerify/ZFOLD7/ZFOLD7-NAVY-1')).body.data.verified).toBe(false);
    const [row] = await t.database.db.select().from(schema.ttmCodes).where(eq(schema.ttmCodes.code, code));
    expect(row.usedAt).toBeInstanceOf(Date);
  });

  it('refuses a product without the programme, visitors, and empty codes', async () => {
    const b = new Browser(t.baseUrl);
    await b.prime();
    expect((await b.post(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code: 'X' })).status).toBe(401);
    await signIn(b);
    const notRequired = await b.post(VERIFY('S25', 'S25-BLACK-1'), { code: 'ABC' });
    expect(notRequired.status).toBe(409);
    expect(notRequired.body.code).toBe('ERR_TTM_NOT_REQUIRED');
    const empty = await b.post(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('lets only one of two members racing for the same code have it', async () => {
    const [code] = await freshCodes('ZFOLD7');
    const a = new Browser(t.baseUrl);
    const b = new Browser(t.baseUrl);
    await signIn(a);
    await signIn(b);
    const replies = await Promise.all([a.post(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code }), b.post(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code })]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('limits wrong attempts to 5 per 10 minutes per member (429), then lets them try again', async () => {
    const [code] = await freshCodes('ZFLIP7');
    const b = new Browser(t.baseUrl);
    await signIn(b);
    for (let i = 0; i < 5; i++) expect((await b.post(VERIFY('ZFLIP7', 'ZFLIP7-BLACK-1'), { code: `BAD${i}` })).status).toBe(400);
    const limited = await b.post(VERIFY('ZFLIP7', 'ZFLIP7-BLACK-1'), { code });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('邀请码错误次数过多，请10分钟后再试');
    expect(limited.headers.get('retry-after')).toBe('600');
    t.clock.offsetMs = 10 * 60 * 1000 + 1000;
    expect((await b.post<State>(VERIFY('ZFLIP7', 'ZFLIP7-BLACK-1'), { code })).body.data).toMatchObject({ verified: true });
  });

  it('gates the cart: a TTM product is refused (403, nothing added) until the shopper has verified', async () => {
    const cartCount = async (b: Browser) => (await b.get<{ totalCartNum: number }>('/api/cart/cart/count')).body.data!.totalCartNum;
    const line = { skuCd: 'ZFOLD7-NAVY-1', qtyCnt: 1 };

    const visitor = await new Browser(t.baseUrl).prime();
    expect((await visitor.post('/api/auth/login/anonymous/token', {})).status).toBe(200);
    const refused = await visitor.post('/api/cart/cart/addCart', line);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ERR_TTM_REQUIRED');
    expect(refused.body.message).toBe('该商品需凭邀请码购买，请先登录并完成资格验证');
    expect(await cartCount(visitor)).toBe(0);

    const member = new Browser(t.baseUrl);
    await signIn(member);
    for (const path of ['/api/cart/cart/addCart', '/api/cart/cart/buyNow']) {
      const r = await member.post(path, line);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe('该商品需凭邀请码购买，请先完成资格验证');
    }
    expect(await cartCount(member)).toBe(0);

    const [code] = await freshCodes('ZFOLD7');
    expect((await member.post<State>(VERIFY('ZFOLD7', 'ZFOLD7-NAVY-1'), { code })).status).toBe(200);
    const added = await member.post('/api/cart/cart/addCart', line);
    expect(added.status).toBe(200);
    expect(await cartCount(member)).toBe(1);
    // A product without a programme (or a completed one) is not gated.
    expect((await visitor.post('/api/cart/cart/addCart', { skuCd: 'S24FE-GRAPHITE-1', qtyCnt: 1 })).status).toBe(200);
  });
});
