/**
 * The pricing engine of checkout (issue #5): every amount an order shows or charges comes
 * from here, computed on the server from catalogue prices, activities and the member's
 * coupon and points — never from a price the client sends. Pure: no I/O, integer fen only.
 *
 * Order of deductions (each capped by what is left, so nothing goes below zero):
 *   goods (unit price × qty, tiered ladder applied) + services
 *   − coupon (on the goods of the lines in its scope, if they reach its threshold)
 *   − points (1 point = 1 fen; within the member's balance and each line's useIntegrationLim)
 *   − trade-in credit
 *   + shipping (the shop ships free: 0)
 * A pre-sale line charges its deposit now; coupons and points wait for the balance.
 */
import { ladderUnitPrice, presaleBalance, type LadderStep } from './pdp-rules.ts';

export type CouponScope = { type: 'all' } | { type: 'category'; codes: readonly string[] } | { type: 'spu'; codes: readonly string[] };

export interface PricingCoupon {
  id: number;
  kind: 'amount' | 'discount';
  /** kind amount: fen off. */
  amount: number;
  /** kind discount: pay this per-mille (950 = 95 折). */
  discount: number;
  /** Goods in scope must reach this, fen (0 = none). */
  threshold: number;
  scope: CouponScope;
}

export interface PricingLine {
  skuCode: string;
  spuCode: string;
  /** Level-2 and level-1 category codes (a coupon may name either). */
  categoryCodes: readonly string[];
  qty: number;
  /** The price this line sells at (site price, or the flash-sale price), fen. */
  unitPrice: number;
  /** List price, for showing the saving, fen. */
  origUnitPrice: number;
  ladder?: readonly LadderStep[];
  /** Services chosen for the line, price per piece, fen. */
  services?: readonly { code: string; price: number }[];
  /** Points this line lets the member use, per piece (useIntegrationLim). */
  pointsLimitPerPiece?: number;
  /** Pre-sale: the deposit charged now and the swell it is worth at balance time, fen. */
  presale?: { deposit: number; swellAmt: number };
}

export interface PricingInput {
  lines: readonly PricingLine[];
  coupon?: PricingCoupon | null;
  /** Points the member asks to use and holds. */
  points?: { requested: number; balance: number };
  /** Trade-in credit (estimate + subsidy) the order carries, fen. */
  tradeInCredit?: number;
}

export interface PricedLine {
  skuCode: string;
  qty: number;
  /** unitPrice × qty. */
  goods: number;
  /** What the ladder took off the goods. */
  ladderDiscount: number;
  services: number;
  /** Share of the order's coupon discount (for refunds of a single line). */
  couponShare: number;
  /** Charged now for this line before order-level points and trade-in. */
  due: number;
  /** Shares of the order's points and trade-in credit (for refunds of a single line, issue #17). */
  pointsShare: number;
  tradeInShare: number;
  /** Pre-sale: the balance to pay later. */
  balanceDue: number;
}

export interface PricingResult {
  lines: PricedLine[];
  /** Σ orig unit price × qty: what the goods list at. */
  listTotal: number;
  goodsTotal: number;
  /** Saving of the selling price against the list price (activity and site prices). */
  priceSaving: number;
  ladderDiscount: number;
  servicesTotal: number;
  /** The coupon's discount, 0 when it does not apply. */
  couponDiscount: number;
  couponApplied: boolean;
  /** Why the coupon does not apply, in Chinese (threshold not reached, nothing in scope). */
  couponRefusal: string | null;
  pointsUsed: number;
  tradeInCredit: number;
  shipping: number;
  /** What the shopper pays now. */
  payable: number;
  /** Pre-sale balances due later. */
  balanceDue: number;
  /** Pre-sale: what the deposits' swell takes off the full price (定金膨胀), fen. */
  swellCredit: number;
}

const int = (n: number) => Math.max(0, Math.trunc(n));

export function couponCovers(scope: CouponScope, line: Pick<PricingLine, 'spuCode' | 'categoryCodes'>): boolean {
  if (scope.type === 'all') return true;
  if (scope.type === 'spu') return scope.codes.includes(line.spuCode);
  return line.categoryCodes.some((c) => scope.codes.includes(c));
}

/** The discount a coupon gives on `base` fen of goods in its scope (0 below its threshold). */
export function couponDiscountOn(coupon: PricingCoupon, base: number): number {
  if (base <= 0 || base < coupon.threshold) return 0;
  const off = coupon.kind === 'amount' ? coupon.amount : base - Math.round((base * coupon.discount) / 1000);
  return Math.min(int(off), base);
}

/** Split `total` over `weights` in proportion, in whole fen, summing exactly (largest remainder). */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

export function priceOrder(input: PricingInput): PricingResult {
  const base = input.lines.map((l) => {
    const qty = int(l.qty);
    const services = int((l.services ?? []).reduce((s, x) => s + int(x.price), 0) * qty);
    if (l.presale) {
      // A deposit order: the deposit per piece now, the rest at balance time.
      const deposit = int(l.presale.deposit);
      return {
        l,
        qty,
        goods: deposit * qty,
        ladderDiscount: 0,
        services,
        net: deposit * qty,
        balanceDue: presaleBalance(l.unitPrice, deposit, l.presale.swellAmt) * qty,
        // The list price is never below the selling price (a saving is never negative).
        list: Math.max(int(l.origUnitPrice), int(l.unitPrice)) * qty,
        sellAt: int(l.unitPrice) * qty,
      };
    }
    const goods = int(l.unitPrice) * qty;
    const net = int(ladderUnitPrice(int(l.unitPrice), qty, l.ladder ?? [])) * qty;
    return {
      l,
      qty,
      goods,
      ladderDiscount: Math.max(0, goods - net),
      services,
      net: Math.min(net, goods),
      balanceDue: 0,
      list: Math.max(int(l.origUnitPrice), int(l.unitPrice)) * qty,
      sellAt: goods,
    };
  });

  // Coupon: on the (laddered) goods of regular lines in its scope.
  let couponDiscount = 0;
  let couponRefusal: string | null = null;
  let shares = base.map(() => 0);
  if (input.coupon) {
    const inScope = base.map((b) => (!b.l.presale && couponCovers(input.coupon!.scope, b.l) ? b.net : 0));
    const scopeTotal = inScope.reduce((a, b) => a + b, 0);
    if (scopeTotal === 0) couponRefusal = '订单中没有可使用该优惠券的商品';
    else if (scopeTotal < input.coupon.threshold) couponRefusal = `适用商品未满${(input.coupon.threshold / 100).toFixed(0)}元，无法使用该优惠券`;
    else {
      couponDiscount = couponDiscountOn(input.coupon, scopeTotal);
      shares = allocate(couponDiscount, inScope);
    }
  }

  const lines: PricedLine[] = base.map((b, i) => ({
    skuCode: b.l.skuCode,
    qty: b.qty,
    goods: b.goods,
    ladderDiscount: b.ladderDiscount,
    services: b.services,
    couponShare: shares[i]!,
    due: b.net - shares[i]! + b.services,
    balanceDue: b.balanceDue,
    pointsShare: 0,
    tradeInShare: 0,
  }));

  const goodsTotal = base.reduce((s, b) => s + b.goods, 0);
  const ladderTotal = base.reduce((s, b) => s + b.ladderDiscount, 0);
  const servicesTotal = base.reduce((s, b) => s + b.services, 0);
  let remaining = lines.reduce((s, l) => s + l.due, 0);

  // Points: not on deposits; within balance, request and each line's limit.
  const pointsCap = base.reduce((s, b) => s + (b.l.presale ? 0 : int(b.l.pointsLimitPerPiece ?? 0) * b.qty), 0);
  const regularDue = lines.reduce((s, l, i) => s + (base[i]!.l.presale ? 0 : l.due), 0);
  const pointsUsed = input.points ? Math.min(int(input.points.requested), int(input.points.balance), pointsCap, regularDue) : 0;
  remaining -= pointsUsed;

  const tradeInCredit = Math.min(int(input.tradeInCredit ?? 0), remaining);
  remaining -= tradeInCredit;

  // Each line's part of the points (regular lines only) and of the trade-in credit, in whole fen.
  const pointsShares = allocate(
    pointsUsed,
    lines.map((l, i) => (base[i]!.l.presale ? 0 : l.due)),
  );
  const tradeInShares = allocate(
    tradeInCredit,
    lines.map((l, i) => l.due - pointsShares[i]!),
  );
  lines.forEach((l, i) => {
    l.pointsShare = pointsShares[i]!;
    l.tradeInShare = tradeInShares[i]!;
  });

  const shipping = 0;
  return {
    lines,
    listTotal: base.reduce((s, b) => s + b.list, 0),
    goodsTotal,
    priceSaving: base.reduce((s, b) => s + b.list - b.sellAt, 0),
    ladderDiscount: ladderTotal,
    servicesTotal,
    couponDiscount,
    couponApplied: couponDiscount > 0,
    couponRefusal,
    pointsUsed,
    tradeInCredit,
    shipping,
    payable: remaining + shipping,
    balanceDue: base.reduce((s, b) => s + b.balanceDue, 0),
    // What each deposit is worth beyond itself at balance time (never more than the price left).
    swellCredit: base.reduce((s, b) => s + (b.l.presale ? Math.max(0, b.sellAt - b.net - b.balanceDue) : 0), 0),
  };
}

/**
 * The coupon checkout preselects: the one that takes the most off this order (ties: the
 * lower id, i.e. the older coupon, so the choice is stable). Null when none applies.
 */
export function bestCoupon<C extends PricingCoupon>(lines: readonly PricingLine[], coupons: readonly C[]): C | null {
  let best: { c: C; off: number } | null = null;
  for (const c of coupons) {
    const off = priceOrder({ lines, coupon: c }).couponDiscount;
    if (off > 0 && (!best || off > best.off || (off === best.off && c.id < best.c.id))) best = { c, off };
  }
  return best?.c ?? null;
}

// ---------------------------------------------------------------------------------------
// The order's breakdown (issue #14): one set of numbers, computed once when the order is
// placed and shown the same way by checkout, the pay page, the order list, the order detail
// and the order messages. It always adds up:
//   goods − activityDiscount − coupon − points − tradeIn − swell + services + shipping
//     = total = payable (due at the first payment) + balance (pre-sale, due later)

export interface OrderBreakdown {
  /** 商品总额: Σ list price × qty of every line (bundle items included; pre-sale: the full price). */
  goods: number;
  /** 活动优惠: site, flash-sale and bundle prices and the tiered ladder below the list price. */
  activityDiscount: number;
  /** 优惠券. */
  coupon: number;
  /** 积分抵扣 (1 point = 1 fen). */
  points: number;
  /** 以旧换新. */
  tradeIn: number;
  /** 定金膨胀 (pre-sale only). */
  swell: number;
  /** 增值服务. */
  services: number;
  /** 运费. */
  shipping: number;
  /** 订单总额: what the whole order costs the shopper. */
  total: number;
  /** 应付: due at the first payment (the deposit of a pre-sale order; = total otherwise). */
  payable: number;
  /** 尾款: pre-sale balance due in its window (0 otherwise). */
  balance: number;
}

/** The breakdown of a priced order: what checkout shows and what the order stores. */
export function breakdownOf(r: PricingResult): OrderBreakdown {
  return {
    goods: r.listTotal,
    activityDiscount: r.priceSaving + r.ladderDiscount,
    coupon: r.couponDiscount,
    points: r.pointsUsed,
    tradeIn: r.tradeInCredit,
    swell: r.swellCredit,
    services: r.servicesTotal,
    shipping: r.shipping,
    total: r.payable + r.balanceDue,
    payable: r.payable,
    balance: r.balanceDue,
  };
}

/** The order columns an order placed before the stored breakdown derives it from. */
export interface OrderAmountColumns {
  kind: string;
  listAmt: number;
  /** Σ selling price × qty after the ladder (pre-sale: the full price). */
  goodsAmt: number;
  serviceAmt: number;
  couponAmt: number;
  pointsUsed: number;
  tradeInAmt: number;
  shippingAmt: number;
  payableAmt: number;
  balanceAmt: number;
}

/**
 * The breakdown of an order placed before breakdowns were stored, from its amount columns
 * (written by the same engine): the list price is never shown below the selling price, and a
 * pre-sale order's swell is what its deposit took off beyond itself.
 */
export function breakdownFromColumns(c: OrderAmountColumns): OrderBreakdown {
  const goods = Math.max(c.listAmt, c.goodsAmt);
  const total = c.payableAmt + c.balanceAmt;
  const beforeSwell = c.goodsAmt - c.couponAmt - c.pointsUsed - c.tradeInAmt + c.serviceAmt + c.shippingAmt;
  return {
    goods,
    activityDiscount: goods - c.goodsAmt,
    coupon: c.couponAmt,
    points: c.pointsUsed,
    tradeIn: c.tradeInAmt,
    swell: c.kind === 'presale' ? Math.max(0, beforeSwell - total) : 0,
    services: c.serviceAmt,
    shipping: c.shippingAmt,
    total,
    payable: c.payableAmt,
    balance: c.balanceAmt,
  };
}

/** Whether the breakdown adds up (every view shows numbers that do). */
export function breakdownAddsUp(b: OrderBreakdown): boolean {
  return (
    b.goods - b.activityDiscount - b.coupon - b.points - b.tradeIn - b.swell + b.services + b.shipping === b.total &&
    b.payable + b.balance === b.total &&
    [b.goods, b.activityDiscount, b.coupon, b.points, b.tradeIn, b.swell, b.services, b.shipping, b.payable, b.balance].every(
      (n) => Number.isInteger(n) && n >= 0,
    )
  );
}

export interface BreakdownRow {
  key: 'goods' | 'activityDiscount' | 'coupon' | 'points' | 'tradeIn' | 'swell' | 'services' | 'shipping';
  label: string;
  /** Fen; a deduction is negative. */
  amount: number;
}

/**
 * The rows every view prints, in this order (zero deductions left out; goods, coupon and
 * shipping always shown). Σ amount = total.
 */
export function breakdownRows(b: OrderBreakdown): BreakdownRow[] {
  const rows: BreakdownRow[] = [{ key: 'goods', label: '商品总额', amount: b.goods }];
  if (b.activityDiscount > 0) rows.push({ key: 'activityDiscount', label: '活动优惠', amount: -b.activityDiscount });
  if (b.services > 0) rows.push({ key: 'services', label: '增值服务', amount: b.services });
  rows.push({ key: 'coupon', label: '优惠券', amount: b.coupon > 0 ? -b.coupon : 0 });
  if (b.points > 0) rows.push({ key: 'points', label: `积分抵扣（${b.points}积分）`, amount: -b.points });
  if (b.tradeIn > 0) rows.push({ key: 'tradeIn', label: '以旧换新', amount: -b.tradeIn });
  if (b.swell > 0) rows.push({ key: 'swell', label: '定金膨胀', amount: -b.swell });
  rows.push({ key: 'shipping', label: '运费', amount: b.shipping });
  return rows;
}

/** One line of text with the same numbers, for messages: 商品总额 ¥11,498，活动优惠 -¥550，…，实付 ¥10,948. */
export function breakdownText(b: OrderBreakdown, yuan: (fen: number) => string): string {
  const parts = breakdownRows(b)
    .filter((r) => (r.key !== 'shipping' && r.key !== 'coupon') || r.amount !== 0)
    .map((r) => `${r.label.replace(/（.*）$/, '')} ${r.amount < 0 ? `-${yuan(-r.amount)}` : yuan(r.amount)}`);
  parts.push(`订单总额 ${yuan(b.total)}`);
  return parts.join('，');
}

/**
 * Points earned when an order completes: 1 point per whole yuan the shopper actually paid
 * in money — never on the list price, and not on what coupons, points, trade-in or the
 * deposit's swell took off (at most the order's total, whatever the payments recorded).
 */
export function pointsEarnedOn(paidAmt: number, b: Pick<OrderBreakdown, 'total'>): number {
  return Math.floor(Math.max(0, Math.min(Math.trunc(paidAmt), b.total)) / 100);
}

/** What an order line stores as its goods: the full price of a pre-sale line, else its (laddered) goods. */
export function storedLineGoods(line: Pick<PricingLine, 'unitPrice' | 'qty' | 'presale'>, priced: Pick<PricedLine, 'goods' | 'ladderDiscount'>): number {
  return line.presale ? int(line.unitPrice) * int(line.qty) : priced.goods - priced.ladderDiscount;
}
