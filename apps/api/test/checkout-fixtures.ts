/**
 * Data of the checkout tests: a product of their own (unique codes, a category of its own)
 * with SKUs whose stock, activities and prices the tests know, coupons of their own, and
 * helpers to sign a member in with an address and a cart line and to check out.
 */
import { inArray } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import type { Address } from '@shop/contracts/address';
import type { CheckoutQuery, CheckoutView, SubmitOrderInput, SubmitOrderResult } from '@shop/contracts/checkout';
import { Browser, randomText, signIn, type Reply } from './harness.ts';

const H = 3600_000;
const D = 24 * H;

export interface Fixture {
  tag: string;
  spu: string;
  sku: {
    /** ¥3,000 (list ¥3,200), stock 1000. */
    plenty: string;
    /** ¥50, stock 1000: its useIntegrationLim (¥5 = 500 points) caps points below the welcome 1,000. */
    cheap: string;
    /** ¥3,000, stock 10 (the 50-buyer race). */
    ten: string;
    /** ¥3,000, stock 0. */
    soldOut: string;
    /** SKU of an off-sale product. */
    off: string;
    /** Flash sale running: ¥1,000 (price ¥3,000), actStock 10, limit 1; SKU stock 1000. */
    flash: string;
    /** Pre-sale deposit window running: price ¥3,000, deposit ¥200, swell ¥300. */
    presale: string;
  };
  act: { flash: string; presale: string };
  cpn: { all100: string; spu300: string };
  /** Pre-sale balance window (epoch ms). */
  balance: { beginMs: number; endMs: number };
}

export async function createFixture(db: Database['db']): Promise<Fixture> {
  const tag = randomText(3).toUpperCase();
  const spu = `H1C${tag}`;
  const f: Fixture = {
    tag,
    spu,
    sku: { plenty: `${spu}-A`, cheap: `${spu}-C`, ten: `${spu}-T`, soldOut: `${spu}-Z`, off: `${spu}-OFF-A`, flash: `${spu}-SK`, presale: `${spu}-PS` },
    act: { flash: `H1SK${tag}`, presale: `H1PS${tag}` },
    cpn: { all100: `H1CPN${tag}-ALL`, spu300: `H1CPN${tag}-SPU` },
    balance: { beginMs: Date.now() + 9 * D, endMs: Date.now() + 12 * D },
  };
  const now = Date.now();
  const base = { type: 'phone', categoryCode: 'h1-test', launchedAt: new Date(now) };
  const [p] = await db
    .insert(schema.products)
    .values({ ...base, spuCode: spu, name: 'H1 测试手机' })
    .returning({ id: schema.products.id });
  const [off] = await db
    .insert(schema.products)
    .values({ ...base, spuCode: `${spu}-OFF`, name: 'H1 已下架手机', status: 'off_sale' })
    .returning({ id: schema.products.id });
  const sku = (skuCode: string, stock: number, price = 300000, productId = p!.id) => ({
    skuCode,
    productId,
    name: `H1 测试 ${skuCode}`,
    attrs: { 颜色: '幻夜黑', 存储: '12GB+256GB' },
    colorName: '幻夜黑',
    colorHex: '#1d1d1f',
    price,
    origPrice: Math.max(price, price === 300000 ? 320000 : price),
    stock,
  });
  await db
    .insert(schema.skus)
    .values([
      sku(f.sku.plenty, 1000),
      sku(f.sku.cheap, 1000, 5000),
      sku(f.sku.ten, 10),
      sku(f.sku.soldOut, 0),
      sku(f.sku.off, 100, 300000, off!.id),
      sku(f.sku.flash, 1000),
      sku(f.sku.presale, 1000),
    ]);

  const act = async (
    actCd: string,
    actTyp: number,
    beginMs: number,
    endMs: number,
    rules: object,
    skuCode: string,
    terms: { actPrice: number; actStock: number | null; limitPerMember: number; swellAmt?: number },
  ) => {
    const [a] = await db
      .insert(schema.activities)
      .values({ actCd, actTyp, name: `H1 测试活动 ${actCd}`, beginAt: new Date(beginMs), endAt: new Date(endMs), rules })
      .returning({ id: schema.activities.id });
    await db.insert(schema.activitySkus).values({ activityId: a!.id, skuCode, ...terms });
  };
  await act(f.act.flash, 10, now - H, now + D, {}, f.sku.flash, { actPrice: 100000, actStock: 10, limitPerMember: 1 });
  await act(
    f.act.presale,
    8,
    now - D,
    now + 7 * D,
    { balanceBeginAt: new Date(f.balance.beginMs).toISOString(), balanceEndAt: new Date(f.balance.endMs).toISOString() },
    f.sku.presale,
    {
      actPrice: 20000,
      actStock: null,
      limitPerMember: 1,
      swellAmt: 30000,
    },
  );

  const coupon = (cpnCd: string, name: string, amount: number, threshold: number, scope: object) => ({
    cpnCd,
    name,
    kind: 'amount' as const,
    amount,
    threshold,
    scope,
    total: 100000,
    perMemberLimit: 1,
    claimBeginAt: new Date(now - D),
    claimEndAt: new Date(now + 30 * D),
    validDays: 30,
    public: false,
  });
  await db
    .insert(schema.coupons)
    .values([
      coupon(f.cpn.all100, 'H1 满1000减100', 10000, 100000, { type: 'all' }),
      coupon(f.cpn.spu300, 'H1 满5000减300', 30000, 500000, { type: 'spu', codes: [spu] }),
    ]);
  return f;
}

export async function dropFixture(db: Database['db'], f: Fixture): Promise<void> {
  const acts = db
    .select({ id: schema.activities.id })
    .from(schema.activities)
    .where(inArray(schema.activities.actCd, Object.values(f.act)));
  await db.delete(schema.activitySkus).where(inArray(schema.activitySkus.activityId, acts));
  await db.delete(schema.activities).where(inArray(schema.activities.actCd, Object.values(f.act)));
  // Orders stay (other modules' tests may look at them); the catalogue rows of the fixture go.
  const cpns = db
    .select({ id: schema.coupons.id })
    .from(schema.coupons)
    .where(inArray(schema.coupons.cpnCd, Object.values(f.cpn)));
  await db.delete(schema.memberCoupons).where(inArray(schema.memberCoupons.couponId, cpns));
  await db.delete(schema.coupons).where(inArray(schema.coupons.cpnCd, Object.values(f.cpn)));
}

export const SHANGHAI = { provinceCode: '310000', cityCode: '310100', districtCode: '310115' };

export interface Shopper {
  b: Browser;
  userNo: string;
  address: Address;
}

/** A signed-in member with one (default) address in Shanghai. */
export async function shopper(baseUrl: string): Promise<Shopper> {
  const b = new Browser(baseUrl);
  const s = await signIn(b);
  const saved = await b.post<Address>('/api/order/address/save', { receiver: '张三', mobile: s.mobile, ...SHANGHAI, detail: '张江路 100 号 1 幢' });
  if (saved.status !== 200) throw new Error(`address: ${JSON.stringify(saved.body)}`);
  return { b, userNo: s.user.userNo, address: saved.body.data };
}

export async function addToCart(b: Browser, skuCd: string, qtyCnt = 1, extra: Record<string, unknown> = {}): Promise<void> {
  const r = await b.post('/api/cart/cart/addCart', { skuCd, qtyCnt, ...extra });
  if (r.status !== 200) throw new Error(`addCart ${skuCd}: ${JSON.stringify(r.body)}`);
}

export async function buyNowToken(b: Browser, skuCd: string, qtyCnt = 1, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await b.post<{ token: string }>('/api/cart/cart/buyNow', { skuCd, qtyCnt, ...extra });
  if (r.status !== 200) throw new Error(`buyNow ${skuCd}: ${JSON.stringify(r.body)}`);
  return r.body.data.token;
}

export const confirm = (b: Browser, q: CheckoutQuery): Promise<Reply<CheckoutView>> => b.post<CheckoutView>('/api/order/checkout/confirm', q);

/** The submit a page would send for a view: its token, address, choices and payable. */
export function submitBodyFor(view: CheckoutView, source: CheckoutQuery['source'], over: Partial<SubmitOrderInput> = {}): SubmitOrderInput {
  return {
    orderToken: view.orderToken,
    source,
    addressId: view.address!.id,
    deliveryDate: view.delivery?.dates[0],
    couponId: view.coupons.selectedId,
    points: view.points.used,
    invoice: null,
    remark: '',
    expectedPayable: view.price.payable,
    ...over,
  };
}

export const submit = (b: Browser, body: SubmitOrderInput): Promise<Reply<SubmitOrderResult>> => b.post<SubmitOrderResult>('/api/order/checkout/submit', body);

export async function claim(b: Browser, cpnCd: string): Promise<void> {
  const r = await b.post('/api/act/market/coupon/receive', { cpnCd });
  if (r.status !== 200) throw new Error(`claim ${cpnCd}: ${JSON.stringify(r.body)}`);
}
