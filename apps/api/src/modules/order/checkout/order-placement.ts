/**
 * Placing an order. A line with an activity's own stock (flash sale) first HOLDS its units with
 * one short statement outside the transaction (sold out: refused here, before any transaction).
 * Then ONE transaction claims the holds, takes the member's advisory lock, consumes the
 * one-time token, checks the per-member limits of flash sales and pre-sales, writes the order,
 * its lines and its first event, uses the coupon, spends the points, takes the lines out of
 * the cart and, last, reserves SKU stock with conditional UPDATEs. Any failure throws, rolls
 * everything back and gives the held units back: nothing is half-written. The transaction
 * commits without waiting for the disk, so the SKU's stock row (every buyer of the SKU updates
 * it) is unlocked at the commit rather than after a disk flush per order; the shopper is
 * answered only once a synchronous write after it has reached the disk (awaitDurable).
 *
 * Why exactly as many orders as units, whatever the concurrency and even under kill -9: units
 * leave activity_skus.act_stock only by a conditional UPDATE (never below zero) that writes
 * the hold in the same statement; a hold is deleted either by the order transaction that
 * commits with its order, or by a give-back that returns its units in the same statement, and
 * never both (both delete the one row). A process killed mid-order leaves its transaction to
 * roll back (the hold is back, unclaimed) or its hold unclaimed: the sweep returns such holds
 * once they are older than the grace period and no transaction holds their row.
 */
import type { SubmitOrder, SubmitOrderResult } from '@shop/contracts/checkout';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { ACT_TYP, PRESALE_PURCHASE_LIMIT, SUB_TYP } from '@shop/contracts/pdp-rules';
import { INITIAL_ORDER_STATUS } from '@shop/contracts/order-transitions';
import type { OrderParts } from '../order-needs.ts';
import { fail } from '../../../platform/shop-error.ts';
import { newOrderNo } from '../order-number.ts';
import type { Database, Db, Tx } from '@shop/db';
import { breakdownOf, storedLineGoods } from '@shop/contracts/pricing';
import type { CheckoutRepository, OrderLineInsert } from './checkout.repository.ts';
import type { PreparedLine } from './checkout-lines.ts';
import type { CheckoutActor, Computed } from './checkout.service.ts';
import type { OrderTokens } from './order-token.ts';
import { insertTrial } from '../try-buy/trial-store.ts';

type Runner = Database['db'] | Tx;

export interface Placement {
  actor: CheckoutActor;
  input: SubmitOrder;
  computed: Computed;
  deliveryDate: string;
  now: Date;
}

/**
 * A flash sale's limit per member (pre-sale: 1) counts the pieces the member already holds
 * in live orders of that activity. The view checks it early; the order transaction again,
 * under the member's lock, where it counts.
 */
export async function assertMemberLimits(repo: CheckoutRepository, run: Runner, memberId: number, lines: readonly PreparedLine[]): Promise<void> {
  for (const l of lines) {
    const act = l.activity;
    if (!act) continue;
    const limit = act.actTyp === ACT_TYP.presale ? PRESALE_PURCHASE_LIMIT : act.limitQty;
    const bought = await repo.boughtInActivity(run, memberId, act.actCd, l.sku.skuCode);
    if (bought + l.source.qty > limit) {
      throw fail('ERR_ORDER_OVER_PURCHASE_LIMIT', {
        message: `${act.actTyp === ACT_TYP.presale ? '预售' : '秒杀'}商品每人限购${limit}件${bought > 0 ? '，您已购买过该商品' : ''}`,
      });
    }
  }
}

export function createOrderPlacement(
  deps: Pick<OrderParts, 'activities' | 'cartCheckout' | 'couponUse' | 'ctx' | 'points' | 'settings' | 'stock' | 'tradeInRecovery' | 'tryBuy'>,
  repo: CheckoutRepository,
  tokens: OrderTokens,
) {
  const { database } = deps.ctx;

  /**
   * Pay by: the pay time limit in force now (the operator's setting; an order keeps the deadline
   * it was placed with), but a deposit no later than the end of its window.
   */
  async function payDeadlineOf(c: Computed, now: Date): Promise<Date> {
    const { orderPayTimeoutMinutes } = await deps.settings.values();
    let ms = now.getTime() + Math.round(orderPayTimeoutMinutes * 60_000);
    const presale = c.lines.find((l) => l.pricing.presale)?.activity;
    if (presale) ms = Math.min(ms, parseBeijingTime(presale.endTime));
    return new Date(ms);
  }

  /**
   * Holds each line's activity stock (a flash sale's, or a pre-sale's with its own stock); when
   * one line is short, gives back what it held and refuses with 已抢光.
   */
  async function holdActivityStock(run: Db, lines: readonly PreparedLine[]): Promise<number[]> {
    const held: number[] = [];
    for (const l of lines) {
      const act = l.activity;
      // A line with the member's reservation (buy now's 抢购资格) holds its units already.
      if (!act || act.actStock === null || l.source.subTyp === SUB_TYP.normal || l.source.reservation !== null) continue;
      let id: number | null;
      try {
        id = await deps.activities.holdActivityStock(act.actCd, l.sku.skuCode, l.source.qty, run);
      } catch (err) {
        await releaseHolds(run, held);
        throw err;
      }
      if (id === null) {
        await releaseHolds(run, held);
        throw fail('ERR_ORDER_CHECK_STOCK_EMPTY', { message: '活动商品已抢光' });
      }
      held.push(id);
    }
    return held;
  }

  /** Gives the holds back; one that cannot be given back now (database unreachable) is given back by the sweep. */
  async function releaseHolds(run: Db, ids: readonly number[]): Promise<void> {
    for (const id of ids) await deps.activities.releaseActivityStockHold(id, run).catch(() => {});
  }

  return {
    async place({ actor, input, computed: c, deliveryDate, now }: Placement): Promise<SubmitOrderResult> {
      const orderNo = newOrderNo(now);
      const payDeadline = await payDeadlineOf(c, now);
      const presaleLine = c.lines.find((l) => l.pricing.presale);
      const presaleAct = presaleLine?.activity ?? null;
      const a = c.address!;
      const p = c.price;

      const lines: OrderLineInsert[] = c.lines.map((l, i) => {
        const priced = p.lines[i]!;
        return {
          skuCode: l.sku.skuCode,
          spuCode: l.sku.spuCode,
          skuName: l.sku.skuName,
          attrs: l.view.attrs,
          qty: l.source.qty,
          unitPrice: l.unitPrice,
          origUnitPrice: l.origUnitPrice,
          // A pre-sale line is worth its full price; the deposit is what is due first.
          goodsAmt: storedLineGoods(l.pricing, priced),
          serviceAmt: priced.services,
          couponShare: priced.couponShare,
          pointsShare: priced.pointsShare,
          tradeInShare: priced.tradeInShare,
          services: l.services,
          gifts: l.gifts,
          subTyp: l.source.subTyp,
          actCd: l.activity?.actCd ?? null,
          deposit: l.pricing.presale?.deposit ?? null,
          bundleCode: l.bundle?.code ?? null,
          bundleName: l.bundle?.name ?? null,
          bundleRole: l.bundle?.role ?? null,
          bundleGroup: l.bundle?.group ?? null,
        };
      });
      const breakdown = breakdownOf(p);
      const goodsAmt = lines.reduce((s, l) => s + l.goodsAmt, 0);
      const swellAmt = presaleLine ? presaleLine.pricing.presale!.swellAmt * presaleLine.source.qty : 0;

      let orderId = 0;
      /** The order transaction: everything written at once, or nothing. */
      const write = async (tx: Tx, holds: readonly number[]) => {
        // The holds become this order's (a sweep never gives back a hold a live transaction has
        // claimed; one it gave back after a very long wait means the units are gone).
        for (const id of holds) {
          if (!(await deps.activities.claimActivityStockHold(tx, id))) throw fail('ERR_ORDER_CHECK_STOCK_EMPTY', { message: '活动商品已抢光' });
        }
        // So do the member's reservations; one that is gone (expired and given back, or taken by
        // another order of the member's) leaves its line to take its units afresh below.
        const unreserved: PreparedLine[] = [];
        for (const l of c.lines) {
          if (l.source.reservation === null || !l.activity) continue;
          if (!(await deps.activities.claimReservation(tx, l.source.reservation, actor.memberId, l.source.qty))) unreserved.push(l);
        }
        await tokens.lockMemberAndConsume(tx, input.orderToken, actor.memberId, orderNo, now);

        // Per-member limits count the member's live orders of the same activity and SKU.
        await assertMemberLimits(repo, tx, actor.memberId, c.lines);
        // 先试后买: the member's claim (one per offer) and a unit of the offer, never past its units
        // however many apply at once (marketing's conditional UPDATE, locked until this commit).
        const tryBuyLine = c.lines.find((l) => l.source.tryBuy);
        let trialDays = 0;
        if (tryBuyLine) {
          const took = await deps.tryBuy.take(tx, tryBuyLine.source.tryBuy!, actor.memberId, orderNo, now);
          if (took.kind === 'refused') throw fail(took.code, { message: took.message });
          trialDays = took.trialDays;
        }
        // Within the limit, a line whose reservation was gone takes units left in the sale (the
        // activity's row then stays locked until this commit: the rare case, not the rush's).
        for (const l of unreserved) {
          if (!(await deps.activities.takeActivityStock(tx, l.activity!.actCd, l.sku.skuCode, l.source.qty)))
            throw fail('ERR_ORDER_CHECK_STOCK_EMPTY', { message: '抢购资格已过期，活动商品已抢光' });
        }

        orderId = await repo.insertOrder(
          tx,
          {
            orderNo,
            memberId: actor.memberId,
            kind: c.kind,
            status: INITIAL_ORDER_STATUS,
            siteCd: actor.siteCd,
            source: actor.platform,
            listAmt: p.listTotal,
            goodsAmt,
            serviceAmt: p.servicesTotal,
            couponAmt: p.couponDiscount,
            pointsUsed: p.pointsUsed,
            tradeInAmt: p.tradeInCredit,
            shippingAmt: p.shipping,
            payableAmt: p.payable,
            balanceAmt: p.balanceDue,
            swellAmt,
            paidAmt: 0,
            breakdown,
            memberCouponId: c.coupon?.id ?? null,
            actCd: c.lines.find((l) => l.activity)?.activity?.actCd ?? null,
            address: {
              receiver: a.receiver,
              mobile: a.mobile,
              provinceCode: a.provinceCode,
              provinceName: a.provinceName,
              cityCode: a.cityCode,
              cityName: a.cityName,
              districtCode: a.districtCode,
              districtName: a.districtName,
              detail: a.detail,
            },
            deliveryDate,
            invoice: input.invoice,
            instalment: c.periods ? { periods: c.periods } : null,
            remark: input.remark,
            payDeadline,
            balanceBeginAt: presaleAct?.balanceBeginTime ? new Date(parseBeijingTime(presaleAct.balanceBeginTime)) : null,
            balanceEndAt: presaleAct?.balanceEndTime ? new Date(parseBeijingTime(presaleAct.balanceEndTime)) : null,
            createdAt: now,
            updatedAt: now,
          },
          lines,
          { code: 'created', description: '订单已提交', at: now },
        );

        if (tryBuyLine) await insertTrial(tx, { orderNo, memberId: actor.memberId, offerCode: tryBuyLine.source.tryBuy!, trialDays, now });
        if (c.coupon && !(await deps.couponUse.consume(tx, c.coupon.id, actor.memberId, orderNo, now))) throw fail('ERR_COUPON_UNUSABLE');
        await deps.points.spend(tx, actor.memberId, p.pointsUsed, orderNo, now);
        // The old device's recycling order, opened with the order that got its credit.
        if (c.tradeIn && p.tradeInCredit > 0) {
          await deps.tradeInRecovery?.open(tx, { memberId: actor.memberId, orderNo, modelCode: c.tradeIn.modelCode, credit: p.tradeInCredit }, now);
        }
        if (input.source.type === 'cart') {
          await deps.cartCheckout.removeLines(tx, actor.userNo, [...new Set(c.lines.map((l) => l.source.cartId).filter((id): id is number => id !== null))]);
        }

        // SKU stock last: a conditional UPDATE (never below zero whatever the concurrency) on
        // the row every buyer of the SKU updates, so it stays locked only until the commit; in
        // SKU-code order, as a cancel gives it back, so two transactions never wait on each other.
        for (const l of [...c.lines].sort((x, y) => (x.sku.skuCode < y.sku.skuCode ? -1 : x.sku.skuCode > y.sku.skuCode ? 1 : 0))) {
          // Every item of a bundle is reserved here too: one short item refuses the whole order.
          if (!(await deps.stock.reserve(tx, l.sku.skuCode, l.source.qty)))
            throw fail('ERR_ORDER_CHECK_STOCK_EMPTY', {
              message: l.bundle?.role === 'item' ? `套装「${l.bundle.name}」中的${l.sku.skuName}库存不足，该套装暂无法购买` : `${l.sku.skuName}库存不足`,
            });
        }
      };

      // An activity's own stock is held first, outside the transaction: one short statement per
      // line, so the activity's row is never locked across the order's work and a sold-out line
      // is refused before any transaction starts. Each step takes a pooled connection of its own
      // (a connection held across them cost a query builder made for it, ~4 ms of CPU per order).
      const { db } = database;
      const holds = await holdActivityStock(db, c.lines);
      try {
        await db.transaction((tx) => write(tx, holds));
      } catch (err) {
        // Nothing was written; the held units go back (the sweep gives back any a failure here leaves).
        await releaseHolds(db, holds);
        throw err;
      }
      // The transaction committed without waiting for the disk (its row locks went at once);
      // the shopper is told only once the order is on disk. Should this fail, the order may
      // stand: a resubmit of the token is then answered with it (the double submit).
      await repo.awaitDurable(db, orderId);

      return { orderNo, kind: c.kind, payableAmt: p.payable, payDeadlineMs: payDeadline.getTime(), breakdown };
    },
  };
}
