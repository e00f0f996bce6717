import { describe, expect, it } from 'vitest';
import { eq, and } from 'drizzle-orm';
import { schema } from '@shop/db';
import { createLocalSmsSender } from '../src/index.ts';
import { notifyArrivals } from '../src/modules/delivery/index.ts';
import { createCatalogueReads } from '../src/modules/product/catalogue-reads.ts';
import { Browser, freshMobile, signIn, useTestApi } from './harness.ts';

const t = useTestApi();
const latest = async (b: Browser, mobile: string) =>
  (await b.get<{ code: string | null; content: string; template: string }>(`/api/dev/sms/latest?mobile=${mobile}`)).body.data;
const NOTIFY = '/api/product/pdp/skuArrivalNotice/notifyMe';

describe('arrival notice', () => {
  it('runs the whole flow: code, subscribe, duplicate, in-stock refused, wrong code refused', async () => {
    const b = await new Browser(t.baseUrl).prime();
    await b.post('/api/auth/login/anonymous/token');
    const mobile = freshMobile();
    // multipart, as the page sends it
    const form = new FormData();
    form.set('mobile', mobile);
    form.set('deviceId', 'dev-arrival');
    form.set('nvcVal', 'slider');
    const sent = await b.request('POST', '/api/product/code/sms', { form });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ resendAfter: 60, expiresIn: 300 });
    const { code } = await latest(b, mobile);
    expect(code).toMatch(/^\d{6}$/);

    // a SKU in stock is refused (and the code is not used up by it)
    const inStock = await b.post(NOTIFY, { skuCd: 'S25U-TITANGRAY-1', mobile, code });
    expect(inStock.status).toBe(409);
    expect(inStock.body.message).toBe('该商品有货，可直接购买');

    const wrong = await b.post(NOTIFY, { skuCd: 'W26-RED-1', mobile, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('E_SMS_CODE_WRONG');

    const okReply = await b.post(NOTIFY, { skuCd: 'W26-RED-1', mobile, code });
    expect(okReply.status).toBe(200);
    expect(okReply.body.data).toEqual({ subscribed: true, alreadySubscribed: false });

    // the same mobile again (new code, next minute) is a success, not an error
    t.clock.offsetMs = 61_000;
    expect((await b.post('/api/product/code/sms', { mobile })).status).toBe(200);
    const again = await b.post(NOTIFY, { skuCd: 'W26-RED-1', mobile, code: (await latest(b, mobile)).code });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ subscribed: true, alreadySubscribed: true });

    const rows = await t.database.db
      .select()
      .from(schema.arrivalNotices)
      .where(and(eq(schema.arrivalNotices.mobile, mobile)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ skuCode: 'W26-RED-1', memberId: null, notifiedAt: null });
  });

  it('links the member when signed in, and refuses a login code or an unknown SKU', async () => {
    const b = new Browser(t.baseUrl);
    const { mobile } = await signIn(b);
    // the login code just used cannot subscribe (other purpose)
    t.clock.offsetMs = 61_000;
    await b.post('/api/auth/code/sms', { mobile });
    const loginCode = (await latest(b, mobile)).code;
    const refused = await b.post(NOTIFY, { skuCd: 'W26-RED-2', mobile, code: loginCode });
    expect(refused.status).toBe(400);

    t.clock.offsetMs = 122_000;
    await b.post('/api/product/code/sms', { mobile });
    const code = (await latest(b, mobile)).code;
    expect((await b.post(NOTIFY, { skuCd: 'NO-SUCH-SKU', mobile, code })).status).toBe(404);
    const r = await b.post(NOTIFY, { skuCd: 'W26-RED-2', mobile, code });
    expect(r.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(schema.arrivalNotices)
      .where(and(eq(schema.arrivalNotices.mobile, mobile)));
    expect(row.memberId).toEqual(expect.any(Number));
  });

  it('gives a visitor without a token one (issue #15: made on the first call that needs it) and validates the body', async () => {
    const b = await new Browser(t.baseUrl).prime();
    const first = await b.post(NOTIFY, { skuCd: 'W26-RED-1', mobile: freshMobile(), code: '123456' });
    expect(first.status).not.toBe(401);
    expect(b.cookies.get('authorization')).toBeTruthy();
    const bad = await b.post(NOTIFY, { skuCd: 'W26-RED-1', mobile: '123', code: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
    expect((await b.post('/api/product/code/sms', { mobile: '123' })).status).toBe(400);
  });

  it('notifier: one SMS per notice when the SKU is back in stock, then never again', async () => {
    const b = await new Browser(t.baseUrl).prime();
    await b.post('/api/auth/login/anonymous/token');
    const mobile = freshMobile();
    const sku = 'WPAD15-WHITE';
    await b.post('/api/product/code/sms', { mobile });
    expect((await b.post(NOTIFY, { skuCd: sku, mobile, code: (await latest(b, mobile)).code })).status).toBe(200);

    const sms = createLocalSmsSender({ database: t.database, brand: '测试商城', log: () => {} });
    const deps = { database: t.database, catalogue: createCatalogueReads(t.database), clock: t.clock, sms };
    // still sold out: nothing
    expect(await notifyArrivals(deps, { skuCodes: [sku] })).toEqual({ sent: 0, failed: 0 });
    await t.database.db.update(schema.skus).set({ stock: 5 }).where(eq(schema.skus.skuCode, sku));
    try {
      expect(await notifyArrivals(deps, { skuCodes: [sku] })).toMatchObject({ sent: 1, failed: 0 });
      const msg = await latest(b, mobile);
      expect(msg.template).toBe('arrival-notice');
      expect(msg.content).toContain('已到货');
      expect(await notifyArrivals(deps, { skuCodes: [sku] })).toEqual({ sent: 0, failed: 0 });
      const [row] = await t.database.db
        .select()
        .from(schema.arrivalNotices)
        .where(and(eq(schema.arrivalNotices.mobile, mobile)));
      expect(row.notifiedAt).toBeInstanceOf(Date);
    } finally {
      await t.database.db.update(schema.skus).set({ stock: 0 }).where(eq(schema.skus.skuCode, sku));
    }
  });
});
