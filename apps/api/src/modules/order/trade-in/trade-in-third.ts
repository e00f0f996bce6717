/**
 * Spec 7's trade-in calls (/api/order/third/*): the recycling offer of a SKU (the models the shop
 * takes towards its product type, per platform, read through the catalogue port), the IMEI check
 * (format, Luhn check digit, not already in an open recycling order) and saving the old device's
 * IMEI and condition answers onto the member's recycling order before pickup. An IMEI is held by
 * one open recycling order at a time (a partial unique index: two members racing for one IMEI,
 * one wins).
 */
import { and, eq, ne, notInArray } from 'drizzle-orm';
import { schema, type Db, type Tx } from '@shop/db';
import { RECYCLE_PLATFORMS, type RecycleDetail } from '@shop/contracts/inbox';
import { imeiProblem, type GetRecyclingResult, type SaveOrderClmInput } from '@shop/contracts/trade-in';
import { fail } from '../../../platform/shop-error.ts';
import type { OrderCatalogue } from '../catalogue-needs.ts';

const ti = schema.tradeInOrders;
/** Recycling orders that no longer hold their device's IMEI. */
const RELEASED = ['cancelled', 'returned'] as const;

/** 400 for a malformed IMEI or a wrong check digit; 409 (silent) when an open recycling order other than `own` holds it. */
async function checkImei(run: Db | Tx, imei: string, own?: string): Promise<void> {
  const problem = imeiProblem(imei);
  if (problem === 'format') throw fail('ERR_TRADEIN_IMEI_FORMAT');
  if (problem === 'check') throw fail('ERR_TRADEIN_IMEI_CHECK');
  const [holder] = await run
    .select({ rclmOrdNo: ti.rclmOrdNo })
    .from(ti)
    .where(and(eq(ti.imei, imei), notInArray(ti.status, [...RELEASED]), own ? ne(ti.rclmOrdNo, own) : undefined))
    .limit(1);
  if (holder) throw fail('ERR_TRADEIN_IMEI_USED');
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505' || (e as { cause?: { code?: string } })?.cause?.code === '23505';

export function createTradeInThird(d: {
  db: Db;
  catalogue: Pick<OrderCatalogue, 'checkoutSkus' | 'tradeInModelsFor'>;
  detail: (memberId: number, ordNo: string, rclmOrdNo: string) => Promise<RecycleDetail>;
}) {
  return {
    async getRecycling(skuCd: string, siteCd: string, rclmPlf?: number): Promise<GetRecyclingResult> {
      const sku = (await d.catalogue.checkoutSkus([skuCd], siteCd)).get(skuCd);
      if (!sku) throw fail('E_NOT_FOUND', { message: '商品不存在' });
      const models = (await d.catalogue.tradeInModelsFor(sku.productType)).filter((m) => rclmPlf === undefined || m.platform === rclmPlf);
      if (models.length === 0) throw fail('E_TRADEIN_601');
      const offer = (m: (typeof models)[number]) => ({
        code: m.code,
        brand: m.brand,
        name: m.name,
        estimate: m.estimate,
        subsidy: m.subsidy,
        credit: Math.min(m.estimate + m.subsidy, sku.price),
      });
      const platforms = [...new Set(models.map((m) => m.platform))].map((p) => ({
        rclmPlf: p,
        platformName: RECYCLE_PLATFORMS[p] ?? '回收平台',
        models: models.filter((m) => m.platform === p).map(offer),
      }));
      return {
        skuCd,
        productType: sku.productType,
        newPrice: sku.price,
        platforms,
        bestCredit: Math.max(...platforms.flatMap((p) => p.models.map((m) => m.credit))),
      };
    },

    async checkImei(memberId: number, imei: string, rclmOrdNo?: string): Promise<{ imei: string; valid: true }> {
      // A number that is not the member's is no exemption: its own IMEI stays "used".
      const own = rclmOrdNo
        ? (
            await d.db
              .select({ n: ti.rclmOrdNo })
              .from(ti)
              .where(and(eq(ti.rclmOrdNo, rclmOrdNo), eq(ti.memberId, memberId)))
          )[0]?.n
        : undefined;
      await checkImei(d.db, imei, own);
      return { imei, valid: true };
    },

    async saveClm(memberId: number, input: SaveOrderClmInput): Promise<RecycleDetail> {
      const orderNo = await d.db
        .transaction(async (tx) => {
          const [row] = await tx
            .select({ status: ti.status, orderNo: ti.orderNo })
            .from(ti)
            .where(and(eq(ti.rclmOrdNo, input.rclmOrdNo), eq(ti.memberId, memberId)))
            .for('update');
          if (!row) throw fail('ERR_RECYCLE_NOT_FOUND');
          if (row.status !== 'created') throw fail('ERR_TRADEIN_STATUS', { message: '旧机已取件，不能再修改 IMEI 与状况' });
          await checkImei(tx, input.imei, input.rclmOrdNo);
          await tx
            .update(ti)
            .set({ imei: input.imei, conditionAnswers: input.answers })
            .where(and(eq(ti.rclmOrdNo, input.rclmOrdNo), eq(ti.status, 'created')));
          return row.orderNo;
        })
        .catch((e: unknown) => {
          if (isUniqueViolation(e)) throw fail('ERR_TRADEIN_IMEI_USED');
          throw e;
        });
      return d.detail(memberId, orderNo, input.rclmOrdNo);
    },
  };
}
