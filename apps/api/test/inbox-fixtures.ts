/**
 * Data of the inbox tests: members signed in through the real SMS flow, and orders of theirs
 * written straight into the order tables (delivered, bespoke, with trade-in credit), lottery
 * draws and a trade-in model of the tests' own — the flows that make them are other issues'.
 */
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@shop/db';
import { Browser, randomText, signIn } from './harness.ts';

const DAY = 24 * 3600 * 1000;

export interface InboxMember {
  b: Browser;
  id: number;
  userNo: string;
  mobile: string;
}

export async function inboxMember(baseUrl: string, db: Database['db']): Promise<InboxMember> {
  const b = new Browser(baseUrl);
  const { user, mobile } = await signIn(b);
  const [row] = await db.select({ id: schema.members.id }).from(schema.members).where(eq(schema.members.userNo, user.userNo));
  // Every new member gets a welcome message (its own test is in inbox-messages.test.ts):
  // removed here, so that a test starts from an empty inbox.
  await db.delete(schema.systemMessages).where(eq(schema.systemMessages.memberId, row!.id));
  return { b, id: row!.id, userNo: user.userNo, mobile };
}

const address = {
  receiver: '张三',
  mobile: '13800138000',
  provinceCode: '110000',
  provinceName: '北京市',
  cityCode: '110100',
  cityName: '北京市',
  districtCode: '110105',
  districtName: '朝阳区',
  detail: '建国路 1 号',
};

/** An order of the member with one or two lines; status and delivery time as asked. */
export async function insertOrder(
  db: Database['db'],
  memberId: number,
  opts: {
    status?: 'pending_payment' | 'paid' | 'shipped' | 'delivered' | 'completed';
    deliveredDaysAgo?: number;
    kind?: 'normal' | 'bespoke';
    tradeInAmt?: number;
    spu?: string;
    lines?: number;
    attrs?: unknown;
  } = {},
): Promise<{ orderNo: string; lineIds: number[] }> {
  const orderNo = `26${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const now = Date.now();
  const deliveredAt = opts.deliveredDaysAgo !== undefined ? new Date(now - opts.deliveredDaysAgo * DAY) : null;
  const [o] = await db
    .insert(schema.orders)
    .values({
      orderNo,
      memberId,
      kind: opts.kind ?? 'normal',
      status: opts.status ?? (deliveredAt ? 'delivered' : 'paid'),
      listAmt: 500000,
      goodsAmt: 500000,
      tradeInAmt: opts.tradeInAmt ?? 0,
      payableAmt: 500000 - (opts.tradeInAmt ?? 0),
      paidAmt: 500000 - (opts.tradeInAmt ?? 0),
      address,
      payDeadline: new Date(now + 1800_000),
      createdAt: new Date(now - 10 * DAY),
      paidAt: new Date(now - 10 * DAY),
      deliveredAt,
    })
    .returning({ id: schema.orders.id });
  const n = opts.lines ?? 1;
  const lines = await db
    .insert(schema.orderLines)
    .values(
      Array.from({ length: n }, (_, i) => ({
        orderId: o!.id,
        skuCode: `${opts.spu ?? 'INBX'}-SKU${i}`,
        spuCode: opts.spu ?? 'INBX',
        skuName: `测试商品 ${i + 1}`,
        attrs: opts.attrs ?? [{ name: '颜色', value: '幻夜黑' }],
        qty: 1,
        unitPrice: 500000 / n,
        origUnitPrice: 500000 / n,
        goodsAmt: 500000 / n,
        couponShare: 0,
      })),
    )
    .returning({ id: schema.orderLines.id });
  return { orderNo, lineIds: lines.map((l) => l.id) };
}

/** A bespoke product of the tests (product_details.bespoke with option groups). */
export async function bespokeSpu(db: Database['db']): Promise<string> {
  const spu = `INBXB${randomText(3).toUpperCase()}`;
  await db.insert(schema.productDetails).values({
    spuCode: spu,
    bespoke: [{ code: 'panel', name: '面板', options: [{ code: 'glam-pink', name: '魅力粉', hex: '#f4c2c2', priceDelta: 0 }] }],
  });
  return spu;
}

export async function tradeInModel(db: Database['db']): Promise<string> {
  const code = `INBX-OLD-${randomText(3)}`;
  await db
    .insert(schema.tradeInModels)
    .values({ code, platform: 2, brand: '星辰', name: 'S21 旧机', productTypes: ['phone'], estimate: 120000, subsidy: 30000 });
  return code;
}

export async function lotteryDraw(db: Database['db'], memberId: number, orderNo: string, points: number, at: Date) {
  await db.insert(schema.pointEntries).values({ memberId, delta: points, kind: 'lottery', orderNo, note: '支付抽奖', createdAt: at });
}
