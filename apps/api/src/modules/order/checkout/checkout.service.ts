/**
 * The checkout view and placing an order. Both run the same `compute` (lines checked and
 * priced, address and delivery dates, coupons, points, instalments, trade-in, the pricing
 * engine): confirm shows its answer with a fresh one-time token; submit compares the choices
 * and the payable the page showed with it, then writes the order in one transaction.
 */
import type { Address } from '@shop/contracts/address';
import type { CheckoutSource, CheckoutView, CouponOption, OrderKind, SubmitOrder, SubmitOrderResult } from '@shop/contracts/checkout';
import { PAY_METHODS, PAY_METHOD_NAMES } from '@shop/contracts/checkout';
import { formatBeijingTime, parseBeijingTime } from '@shop/contracts/beijing-time';
import { formatYuan } from '@shop/contracts/money';
import { INSTALMENT_MIN_PRICE, INSTALMENT_PLANS, instalmentQuote, SUB_TYP } from '@shop/contracts/pdp-rules';
import type { OrderParts } from '../order-needs.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { HeldCoupon } from '../order-needs.ts';
import type { OrderPlacedListener } from '../order-ports.ts';
import type { AddressService } from '../address/address.service.ts';
import { bestCoupon, breakdownOf, priceOrder, type PricingResult } from '@shop/contracts/pricing';
import { createCheckoutRepository } from './checkout.repository.ts';
import type { OrderCatalogue } from '../catalogue-needs.ts';
import { createCheckoutLines, type PreparedLine, type SourceLine } from './checkout-lines.ts';
import { deliveryChoice, type DeliveryChoice } from './delivery-dates.ts';
import { createOrderTokens, duplicateSubmit } from './order-token.ts';
import { assertMemberLimits, createOrderPlacement } from './order-placement.ts';
import { tradeInDeviceName } from '@shop/contracts/compare';

export interface CheckoutServiceDeps {
  deps: Pick<
    OrderParts,
    'ctx' | 'catalogue' | 'activities' | 'couponUse' | 'points' | 'stock' | 'ttm' | 'cartCheckout' | 'buyNowTokens' | 'settings' | 'tradeInRecovery' | 'tryBuy'
  >;
  addresses: AddressService;
  placed: OrderPlacedListener;
}

/** Who checks out, and where. */
export interface CheckoutActor {
  memberId: number;
  userNo: string;
  roles: readonly string[];
  siteCd: string;
  /** pc, mobile, app, wxApp, aliApp (orders.source). */
  platform: string;
}

export interface Choices {
  source: CheckoutSource;
  addressId?: number;
  /** undefined: the best; null: none; a number: that held coupon. */
  couponId?: number | null;
  points: number;
  periods?: number;
}

/** Everything one checkout computes; the view is a projection of it. */
export interface Computed {
  kind: OrderKind;
  lines: PreparedLine[];
  address: Address | null;
  delivery: DeliveryChoice | null;
  coupon: HeldCoupon | null;
  couponOptions: { usable: CouponOption[]; unusable: CouponOption[]; bestId: number | null };
  points: { balance: number; maxUsable: number; used: number };
  instalments: CheckoutView['instalments'];
  periods: number | null;
  /** The old device taken in (one per order): its credit, name for the page and model code for the recycling order. */
  tradeIn: { credit: number; model: string; modelCode: string } | null;
  price: PricingResult;
}

const yuan = (fen: number) => formatYuan(fen, { grouping: false, decimals: 'fixed' });

export function createCheckoutService({ deps, addresses, placed }: CheckoutServiceDeps) {
  const { clock } = deps.ctx;
  const repo = createCheckoutRepository(deps.ctx.database);
  const catalogue: OrderCatalogue = deps.catalogue;
  const checkoutLines = createCheckoutLines(deps, catalogue);
  const tokens = createOrderTokens(repo);
  const placement = createOrderPlacement(deps, repo, tokens);

  async function addressOf(memberId: number, id: number | undefined): Promise<Address | null> {
    if (id !== undefined) {
      const own = await addresses.byId(memberId, id);
      if (!own) throw fail('ERR_DELIVERY_ADDRESS', { message: '收货地址不存在，请重新选择' });
      return own;
    }
    const list = await addresses.list(memberId);
    return list.find((a) => a.isDefault) ?? list[0] ?? null;
  }

  function kindOf(lines: readonly PreparedLine[], ttm: boolean): OrderKind {
    if (lines.some((l) => l.source.tryBuy)) return 'trybuy';
    if (lines.some((l) => l.source.subTyp === SUB_TYP.presale)) return 'presale';
    if (lines.some((l) => l.source.subTyp === SUB_TYP.seckill)) return 'seckill';
    if (lines.some((l) => l.source.options.custGoodsNo)) return 'bespoke';
    return ttm ? 'ttm' : 'normal';
  }

  async function tradeInOf(lines: readonly PreparedLine[]) {
    for (const l of lines) {
      const code = l.source.options.hsType;
      if (!code) continue;
      const model = await catalogue.tradeInModel(code);
      // One old device per order, and only against a product type it is taken for.
      if (model && model.productTypes.includes(l.sku.productType))
        return { credit: model.estimate + model.subsidy, model: tradeInDeviceName(model.brand, model.name), modelCode: model.code };
    }
    return null;
  }

  function couponOption(c: HeldCoupon, saving: number, reason: string | null): CouponOption {
    return {
      id: c.id,
      cpnCd: c.cpnCd,
      name: c.name,
      kind: c.kind,
      amount: c.amount,
      discount: c.discount,
      threshold: c.threshold,
      validTo: formatBeijingTime(c.validTo.getTime()),
      saving,
      reason,
    };
  }

  /**
   * The flash-sale rush's fast path: a line of an activity whose own stock is gone refuses the
   * checkout from marketing's sold-out check, before any line is checked or priced (no lock
   * is taken either way). Confirm and submit both start here.
   */
  async function refuseSoldOut(source: readonly SourceLine[], siteCd: string, now: Date): Promise<void> {
    for (const l of source) {
      // A line with the member's reservation holds its units already (抢购资格).
      if (l.subTyp === SUB_TYP.normal || !l.actCd || l.reservation !== null) continue;
      if (await deps.activities.soldOut({ actCd: l.actCd, skuCode: l.skuCd, qty: l.qty, subTyp: l.subTyp, siteCd }, now))
        throw fail('ERR_ORDER_CHECK_STOCK_EMPTY', { message: '活动商品已抢光' });
    }
  }

  async function releaseReservations(source: readonly SourceLine[], memberId: number): Promise<void> {
    for (const l of source) if (l.reservation !== null) await deps.activities.releaseReservation(l.reservation, memberId).catch(() => {});
  }

  /**
   * `placing`: for submit, whose order transaction counts the member's limits again under the
   * member's lock (where it counts): the early count of the view is not made then.
   */
  async function compute(actor: CheckoutActor, choices: Choices, now: Date, placing = false): Promise<Computed> {
    const source = await checkoutLines.sourceLines(choices.source, actor.userNo, now.getTime());
    await refuseSoldOut(source, actor.siteCd, now);
    const lines = await checkoutLines.prepare(source, { memberId: actor.memberId, roles: actor.roles, siteCd: actor.siteCd }, now);
    const pricingLines = lines.map((l) => l.pricing);

    // The member's limits and what the view needs are read at once (one wait, not two); a
    // refusal of the limits is still the answer when both fail.
    const [limits, reads] = await Promise.allSettled([
      placing ? Promise.resolve() : assertMemberLimits(repo, deps.ctx.database.db, actor.memberId, lines),
      Promise.all([
        addressOf(actor.memberId, choices.addressId),
        deps.couponUse.usable(actor.memberId, now),
        deps.points.balance(actor.memberId),
        tradeInOf(lines),
        Promise.all(lines.map((l) => deps.ttm.state(l.sku.spuCode, actor.memberId))),
      ]),
    ]);
    if (limits.status === 'rejected') {
      // Over the limit with earlier orders: the member's reservation can never become an order, so its units go back now.
      if ((limits.reason as { code?: string }).code === 'ERR_ORDER_OVER_PURCHASE_LIMIT') await releaseReservations(source, actor.memberId);
      throw limits.reason;
    }
    if (reads.status === 'rejected') throw reads.reason;
    const [address, held, balance, tradeIn, ttmStates] = reads.value;

    let delivery: DeliveryChoice | null = null;
    if (address) {
      const presale = lines.find((l) => l.pricing.presale)?.activity;
      const fromMs = presale?.balanceEndTime ? Math.max(now.getTime(), parseBeijingTime(presale.balanceEndTime)) : now.getTime();
      delivery = deliveryChoice(fromMs, { provinceCode: address.provinceCode, cityCode: address.cityCode }, [...new Set(lines.map((l) => l.sku.productType))]);
    }

    // 先试后买: the deposit is the full price, refunded in full (less any damage) on return, so
    // nothing may be taken off it: no coupon, no points (a coupon or points given back on a
    // return would be money the shop never took).
    const tryBuy = lines.some((l) => l.source.tryBuy);
    if (tryBuy && typeof choices.couponId === 'number')
      throw fail('ERR_TRYBUY_NO_DISCOUNT', { message: '试用订单不能使用优惠券：押金按商品售价全额支付，退还时按实付金额退回' });
    if (tryBuy && choices.points > 0)
      throw fail('ERR_TRYBUY_NO_DISCOUNT', { message: '试用订单不能使用积分抵扣：押金按商品售价全额支付，退还时按实付金额退回' });

    // Coupons: each one's saving on this order alone, or why it does not apply.
    const usable: CouponOption[] = [];
    const unusable: CouponOption[] = [];
    for (const c of tryBuy ? [] : held) {
      const r = priceOrder({ lines: pricingLines, coupon: c });
      if (r.couponApplied) usable.push(couponOption(c, r.couponDiscount, null));
      else unusable.push(couponOption(c, 0, r.couponRefusal ?? '该优惠券不适用于本订单'));
    }
    if (tryBuy) for (const c of held) unusable.push(couponOption(c, 0, '试用订单不可使用优惠券'));
    const best = tryBuy ? null : bestCoupon(pricingLines, held);
    let coupon: HeldCoupon | null;
    if (choices.couponId === undefined) coupon = best;
    else if (choices.couponId === null) coupon = null;
    else {
      coupon = held.find((c) => c.id === choices.couponId) ?? null;
      const why = unusable.find((u) => u.id === choices.couponId)?.reason;
      if (!coupon || !usable.some((u) => u.id === choices.couponId)) throw fail('ERR_COUPON_UNUSABLE', why ? { message: `所选优惠券不可用：${why}` } : {});
    }

    // Points: at most what the member holds, the lines allow and is left to pay.
    const credit = tradeIn?.credit ?? 0;
    const maxUsable = tryBuy ? 0 : priceOrder({ lines: pricingLines, coupon, points: { requested: balance, balance }, tradeInCredit: credit }).pointsUsed;
    const used = Math.min(choices.points, maxUsable);
    const price = priceOrder({ lines: pricingLines, coupon, points: { requested: used, balance }, tradeInCredit: credit });

    const instalments =
      price.payable >= INSTALMENT_MIN_PRICE
        ? INSTALMENT_PLANS.map((plan) => {
            const q = instalmentQuote(price.payable, plan);
            return {
              periods: q.periods,
              perPeriod: q.perPeriod,
              fee: q.fee,
              interestFree: q.feeRate === 0,
              label: `${yuan(q.perPeriod)} × ${q.periods}期${q.feeRate === 0 ? '（免息）' : `（含手续费${yuan(q.fee)}）`}`,
            };
          })
        : [];
    if (choices.periods !== undefined && !instalments.some((i) => i.periods === choices.periods)) {
      throw fail('E_VALIDATION', {
        message: instalments.length
          ? '该订单不支持所选分期期数'
          : `订单金额满${formatYuan(INSTALMENT_MIN_PRICE, { symbol: false, grouping: false, decimals: 'trim' })}元才可分期付款`,
      });
    }

    return {
      kind: kindOf(
        lines,
        ttmStates.some((s) => s.required),
      ),
      lines,
      address,
      delivery,
      coupon,
      couponOptions: { usable, unusable, bestId: best?.id ?? null },
      points: { balance, maxUsable, used },
      instalments,
      periods: choices.periods ?? null,
      tradeIn,
      price,
    };
  }

  function viewOf(c: Computed, token: { token: string; expiresAtMs: number }): CheckoutView {
    return {
      kind: c.kind,
      orderToken: token.token,
      tokenExpiresAtMs: token.expiresAtMs,
      lines: c.lines.map((l, i) => {
        const priced = c.price.lines[i]!;
        const a = l.activity;
        return {
          ...l.view,
          goods: priced.goods - priced.ladderDiscount,
          presale:
            l.pricing.presale && a
              ? {
                  deposit: l.pricing.presale.deposit,
                  swellAmt: l.pricing.presale.swellAmt,
                  balanceDue: priced.balanceDue,
                  balanceBeginTime: a.balanceBeginTime ?? '',
                  balanceEndTime: a.balanceEndTime ?? '',
                }
              : null,
        };
      }),
      address: c.address,
      delivery: c.delivery ? { dates: c.delivery.dates, note: c.delivery.note } : null,
      coupons: { usable: c.couponOptions.usable, unusable: c.couponOptions.unusable, selectedId: c.coupon?.id ?? null, bestId: c.couponOptions.bestId },
      points: c.points,
      instalments: c.instalments,
      periods: c.periods,
      tradeIn: c.tradeIn ? { credit: c.tradeIn.credit, model: c.tradeIn.model } : null,
      price: {
        listTotal: c.price.listTotal,
        goodsTotal: c.price.goodsTotal,
        priceSaving: c.price.priceSaving,
        ladderDiscount: c.price.ladderDiscount,
        servicesTotal: c.price.servicesTotal,
        couponDiscount: c.price.couponDiscount,
        pointsUsed: c.price.pointsUsed,
        tradeInCredit: c.price.tradeInCredit,
        shipping: c.price.shipping,
        payable: c.price.payable,
        balanceDue: c.price.balanceDue,
      },
      breakdown: breakdownOf(c.price),
      payMethods: PAY_METHODS.map((code) => ({ code, name: PAY_METHOD_NAMES[code], instalment: code === 'cmbpay' })),
    };
  }

  return {
    compute,
    /** The hourly purge of long-expired order tokens. */
    purgeTokens: (now: Date) => tokens.purgeExpired(now),

    async confirm(actor: CheckoutActor, choices: Choices): Promise<CheckoutView> {
      const now = clock.now();
      const computed = await compute(actor, choices, now);
      return viewOf(computed, await tokens.issue(actor.memberId, now));
    },

    /**
     * Places the order. The token is looked at first (a double submit answers 409 before any
     * work), the order is recomputed like confirm and compared with what the page showed, then
     * written in one transaction; the timeout is scheduled after the commit.
     */
    async submit(actor: CheckoutActor, input: SubmitOrder, log: (msg: string, err: unknown) => void): Promise<SubmitOrderResult> {
      const now = clock.now();
      // The order is recomputed while the token is looked at (reads only); the token's answer
      // (a double submit, an expired token) still comes first, and nothing is written before it.
      const computing = compute(
        actor,
        { source: input.source, addressId: input.addressId, couponId: input.couponId, points: input.points, periods: input.periods },
        now,
        true,
      );
      computing.catch(() => {});
      await tokens.check(input.orderToken, actor.memberId, now);
      let result: SubmitOrderResult;
      try {
        result = await place(actor, input, await computing, now);
      } catch (err) {
        // A twin submit of this token committed while this one was pricing: it took the cart
        // lines (400 请先在购物车中选择…), the stock or the member's limit this one then missed.
        // Whatever this one tripped over, the answer is the double submit's, with that order.
        if ((err as { code?: string }).code !== 'ERR_ORDER_DUPLICATE_SUBMIT') {
          const placedNo = await tokens.placedBy(input.orderToken, actor.memberId).catch(() => null);
          if (placedNo !== null) throw duplicateSubmit(placedNo);
        }
        throw err;
      }
      try {
        await placed.afterPlaced(result.orderNo, new Date(result.payDeadlineMs));
      } catch (err) {
        // The sweeper still cancels an unpaid order at its deadline; the order stands.
        log(`afterPlaced failed for order ${result.orderNo}`, err);
      }
      return result;
    },
  };

  /** Compares the order recomputed like confirm (`c`) with what the page showed, writes it. */
  async function place(actor: CheckoutActor, input: SubmitOrder, c: Computed, now: Date): Promise<SubmitOrderResult> {
    if (!c.address || !c.delivery) throw fail('ERR_DELIVERY_ADDRESS', { message: '请选择收货地址' });
    if (!c.delivery.deliverable) throw fail('ERR_PDP_CHECK_DELIVERY');
    const deliveryDate = input.deliveryDate ?? c.delivery.dates[0]!;
    if (!c.delivery.dates.includes(deliveryDate)) throw fail('ERR_DELIVERY_DATE');
    if (input.points > c.points.balance) throw fail('ERR_POINTS_INSUFFICIENT', { message: `积分不足，当前可用${c.points.balance}积分` });
    if (input.points > c.points.maxUsable) throw fail('ERR_POINTS_INSUFFICIENT', { message: `本单最多可使用${c.points.maxUsable}积分抵扣` });
    if (input.expectedPayable !== c.price.payable) throw fail('ERR_ORDER_PRICE_MISMATCH');

    return placement.place({ actor, input, computed: c, deliveryDate, now });
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
