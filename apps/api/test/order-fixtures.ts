/**
 * Orders for the order-life tests, placed through the real checkout (buy-now → confirm →
 * submit), and the order module's own services over the test app's database, so a test can
 * record a payment or run the timeout the way the payment module and the jobs do.
 */
import { eq } from 'drizzle-orm';
import { schema, type Database, type Tx } from '@shop/db';
import type { CheckoutQuery } from '@shop/contracts/checkout';
import type { ApiContext } from '../src/platform/types.ts';
import { createPointsService } from '../src/modules/member/points.service.ts';
import { createStockService } from '../src/modules/product/stock.service.ts';
import { createCatalogueReads } from '../src/modules/product/catalogue-reads.ts';
import { createActivityService } from '../src/modules/marketing/activity.service.ts';
import { createCouponUseService } from '../src/modules/marketing/coupon-use.service.ts';
import { createTryBuyOffers } from '../src/modules/marketing/try-buy/try-buy-offers.ts';
import { createMemberService } from '../src/modules/member/member.service.ts';
import { createOrderLifecycle } from '../src/modules/order/lifecycle/order-lifecycle.service.ts';
import { settingValuesIn } from '../src/modules/settings/settings.store.ts';
import type { PayStage } from '../src/modules/order/order-ports.ts';
import { buyNowToken, confirm, submit, submitBodyFor, type Shopper } from './checkout-fixtures.ts';
import type { TestApi } from './harness.ts';

/**
 * The order module's lifecycle built on the test app's context and the real services it
 * uses (stock, flash-sale stock, coupons, points, members); `ctx` overrides e.g. the job queue.
 */
export function lifecycleFor(api: TestApi, ctx: Partial<ApiContext> = {}) {
  const base = (api.app as unknown as { apiContext: ApiContext }).apiContext;
  const db = api.database;
  const deps = {
    ctx: { ...base, ...ctx },
    points: createPointsService(db),
    stock: createStockService(),
    activities: createActivityService(db),
    couponUse: createCouponUseService(db),
    members: createMemberService(db),
    catalogue: createCatalogueReads(db),
    tryBuy: createTryBuyOffers(db, createCatalogueReads(db)),
    settings: { values: () => settingValuesIn(db, base.config) },
  };
  return createOrderLifecycle(deps);
}
export type TestLifecycle = ReturnType<typeof lifecycleFor>;

/** Places one order of `qty` × sku by buy-now; answers its order number and what the view priced. */
export async function placeOrder(
  s: Shopper,
  skuCd: string,
  opts: { qty?: number; couponId?: number | null; points?: number; extra?: Record<string, unknown> } = {},
) {
  const token = await buyNowToken(s.b, skuCd, opts.qty ?? 1, opts.extra);
  const source: CheckoutQuery['source'] = { type: 'buyNow', token };
  const view = await confirm(s.b, { source, points: opts.points ?? 0, ...(opts.couponId !== undefined ? { couponId: opts.couponId } : {}) });
  if (view.status !== 200) throw new Error(`confirm: ${JSON.stringify(view.body)}`);
  const placed = await submit(s.b, submitBodyFor(view.body.data, source));
  if (placed.status !== 200) throw new Error(`submit: ${JSON.stringify(placed.body)}`);
  return { ...placed.body.data, view: view.body.data };
}

export async function orderRow(db: Database['db'], orderNo: string) {
  const [row] = await db.select().from(schema.orders).where(eq(schema.orders.orderNo, orderNo));
  return row!;
}

export async function stockOf(db: Database['db'], skuCode: string) {
  const [row] = await db.select({ stock: schema.skus.stock }).from(schema.skus).where(eq(schema.skus.skuCode, skuCode));
  return row!.stock;
}

/** What the payment module does when a gateway confirms: recordPaid inside its transaction. */
export function pay(db: Database['db'], life: TestLifecycle, orderNo: string, stage: PayStage, amount: number, at = new Date()) {
  return db.transaction((tx: Tx) => life.paymentPort.recordPaid(tx, { orderNo, stage, amount, payNo: `T${orderNo}${stage}`, method: 'wxpay', at }));
}
