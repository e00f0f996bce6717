/**
 * What the order module needs from other modules, declared here and satisfied structurally by
 * what app.ts hands over, so that no order file imports another module's files: the product
 * module's catalogue (catalogue-needs.ts), bespoke products (customized/customized-needs.ts),
 * stock and TTM gate; marketing's activities and coupons; the member module's members, points
 * ledger and messages; the cart's checkout lines and buy-now tokens. Calls made inside an order
 * transaction take its `tx`.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '@shop/db';
import type { StaffPermission } from '@shop/contracts/staff';
import type { BuyNowLine, CartLineOptions } from '@shop/contracts/cart';
import type { TtmVerifyState } from '@shop/contracts/delivery';
import type { OrderCounts } from '@shop/contracts/order';
import type { NewMessage } from '@shop/contracts/inbox';
import type { SkuActivity } from '@shop/contracts/pdp-rules';
import type { PricingCoupon } from '@shop/contracts/pricing';
import type { RefundRequest } from '@shop/contracts/payment';
import type { TryBuyFigures } from '@shop/contracts/try-buy';
import type { AdminOrderInvoice } from '@shop/contracts/invoice';
import type { ApiContext, AuthState } from '../../platform/types.ts';
import type { OrderCatalogue } from './catalogue-needs.ts';
import type { BespokeProducts } from './customized/customized-needs.ts';
import type { OrderPaymentPort } from './order-ports.ts';
import type { OrderReads } from './lifecycle/order-reads.ts';
import type { ReviewLines } from './review-port.ts';
import type { OrderReports } from './admin/order-reports.ts';
import type { TradeInRecovery } from './trade-in/trade-in-recovery.ts';
import type { InvoiceFacts } from './lifecycle/invoice-facts.ts';

type Run = Db | Tx;

/** The member behind a request (member module). */
export interface OrderMembers {
  requireOfAuth(auth: AuthState): Promise<{ id: number; userNo: string; roles: string[] }>;
  /** The console's search by phone (issue #16): the member with this mobile, if any. */
  idByMobile(mobile: string): Promise<number | null>;
  /** The console's order rows and detail: each member's phone, masked (138****0000). */
  maskedMobiles(memberIds: readonly number[]): Promise<Map<number, string>>;
}

/**
 * Marketing's activities of SKUs (flash sale, pre-sale, tiered discount) and an activity's own
 * stock: the sold-out fast path (true only when an attempt for qty is sure to be refused for
 * want of it; a plain read sent after the ask, shared by the asks waiting at the same moment,
 * no lock, so never refused while a unit is for sale); held before the order
 * transaction (one short statement, null when sold out), claimed inside it, released when the
 * placement fails; given back when an order is cancelled.
 */
export interface OrderActivities {
  forSkus(skuCodes: readonly string[], siteCd: string, now: Date, opts?: { includeEnded?: boolean }): Promise<Map<string, SkuActivity[]>>;
  soldOut(ask: { actCd: string; skuCode: string; qty: number; subTyp: number; siteCd: string }, now: Date): Promise<boolean>;
  holdActivityStock(actCd: string, skuCode: string, qty: number, run?: Db): Promise<number | null>;
  claimActivityStockHold(tx: Tx, holdId: number): Promise<boolean>;
  releaseActivityStockHold(holdId: number, run?: Db): Promise<void>;
  giveBackFlashSaleStock(tx: Tx, actCd: string, skuCode: string, qty: number): Promise<void>;
  /** Buy now's reservation (抢购资格) becomes the order's, inside its transaction; false when it is gone. */
  claimReservation(tx: Tx, id: number, memberId: number, qty: number): Promise<boolean>;
  /** A line whose reservation was gone takes its units directly, inside the order transaction; false when too few are left. */
  takeActivityStock(tx: Tx, actCd: string, skuCode: string, qty: number): Promise<boolean>;
  /** Gives a member's reservation back at once (a checkout refused for good). */
  releaseReservation(id: number, memberId: number): Promise<void>;
}

/**
 * Marketing's 先试后买 offers: an offer's facts and whether the member already applied (checkout
 * judges an application with them), a unit taken inside the order transaction (the member's
 * claim, one per offer, and a conditional UPDATE never past the offer's units) and given back
 * inside a cancel's transaction.
 */
interface OrderTryBuy {
  offer(
    code: string,
    now: Date,
  ): Promise<{ code: string; skuCode: string; trialDays: number; unitsLeft: number; state: 'draft' | 'running' | 'paused' | 'ended' } | undefined>;
  hasApplied(code: string, memberId: number): Promise<boolean>;
  take(
    tx: Tx,
    code: string,
    memberId: number,
    orderNo: string,
    now: Date,
  ): Promise<
    | { kind: 'taken'; trialDays: number }
    | { kind: 'refused'; code: 'ERR_TRYBUY_CLOSED' | 'ERR_TRYBUY_NO_UNITS' | 'ERR_TRYBUY_ALREADY_APPLIED' | 'ERR_TRYBUY_NOT_FOUND'; message: string }
  >;
  giveBack(tx: Tx, orderNo: string): Promise<void>;
}

/** A coupon the member holds (marketing), in the pricing engine's shape plus what checkout shows. */
export interface HeldCoupon extends PricingCoupon {
  /** member_coupons.id: what checkout selects. */
  id: number;
  cpnCd: string;
  name: string;
  validFrom: Date;
  validTo: Date;
}

/** Marketing's coupons, used with an order. */
export interface OrderCoupons {
  usable(memberId: number, now: Date, run?: Run): Promise<HeldCoupon[]>;
  consume(tx: Tx, memberCouponId: number, memberId: number, orderNo: string, now: Date): Promise<boolean>;
  release(tx: Tx, orderNo: string, now: Date): Promise<void>;
}

/** The member module's points ledger: balance, spend / refund with an order, earn on completion. */
export interface OrderPoints {
  balance(memberId: number): Promise<number>;
  spend(tx: Tx, memberId: number, points: number, orderNo: string, now: Date): Promise<void>;
  refund(tx: Tx, orderNo: string, now: Date): Promise<void>;
  /** Gives back the points share of units returned after delivery (issue #17), once per request (the caller's state change is the guard). */
  giveBackForAfterSale(tx: Tx, memberId: number, points: number, reqNo: string, now: Date): Promise<void>;
  /** Takes back the points a completed order earned on what a return refunds (whole yuan, at most what it earned); answers how many (0: not earned yet). */
  clawBackForAfterSale(tx: Tx, orderNo: string, refundAmt: number, reqNo: string, now: Date): Promise<number>;
  /** Credits a trade-in's price difference as points, once per recycling order. */
  creditTradeIn(tx: Tx, memberId: number, points: number, rclmOrdNo: string, now: Date): Promise<void>;
  earn(tx: Tx, memberId: number, points: number, orderNo: string, now: Date): Promise<void>;
}

/** The product module's SKU stock: reserve with one conditional UPDATE, release on cancel. */
export interface OrderStock {
  reserve(tx: Tx, skuCode: string, qty: number): Promise<boolean>;
  release(tx: Tx, skuCode: string, qty: number): Promise<void>;
}

/** The product module's TTM early access: checkout refuses a TTM product to an unverified shopper. */
export interface OrderTtm {
  state(spuCode: string, memberId: number | undefined): Promise<TtmVerifyState>;
  assertMayBuy(skuCode: string, memberId: number | undefined): Promise<void>;
}

/** A selected cart line, as checkout reads it (cart module). */
export interface CheckoutCartLine {
  cartId: number;
  skuCd: string;
  qty: number;
  subTyp: number;
  actCd: string | null;
  options: CartLineOptions;
}

/** The cart's selected lines for checkout and removing the ordered ones. */
export interface OrderCart {
  selectedLines(ownerKey: string, run?: Run): Promise<CheckoutCartLine[]>;
  removeLines(tx: Tx, ownerKey: string, cartIds: readonly number[]): Promise<void>;
}

/** The cart's buy-now line tokens (signed by the cart, checked at checkout). */
export interface BuyNowTokens {
  verify(token: string, nowMs: number): BuyNowLine | null;
}

/** System messages to a member (member module): order status changes, in the order's transaction. */
export interface OrderMessages {
  send(memberId: number, input: NewMessage, now?: Date, tx?: Tx): Promise<number>;
  /** The messages a member was sent with this link, oldest first (the console's order detail shows what the member was told). */
  sentWithLink(memberId: number, link: string): Promise<{ id: number; title: string; body: string; createdAt: Date }[]>;
}

/** The back office's guard and audit log (staff module), for the console's order routes (issue #16). */
export interface OrderStaff {
  requirePermission(permission: StaffPermission): onRequestAsyncHookHandler;
  audit(
    tx: Tx,
    req: FastifyRequest,
    what: { action: string; target?: string | null; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
  ): Promise<void>;
}

/** An order's payment attempts (payment module), as the console shows them. */
export interface OrderPaymentRecord {
  orderNo: string;
  payNo: string;
  stage: string;
  method: string;
  amount: number;
  status: string;
  createdAt: Date;
  paidAt: Date | null;
}

/** The payment module's records of orders' payments (issue #16). */
export interface OrderPaymentRecords {
  ofOrders(orderNos: readonly string[]): Promise<OrderPaymentRecord[]>;
  /** A relation of order numbers paid (at least one stage) with `method`, for the order list's IN (…) filter. */
  orderNosPaidWith(method: string): SQLWrapper;
}

/** A refund of an order as the payment module's desk keeps it. */
export interface OrderRefundRecord {
  refundNo: string;
  payNo: string;
  method: string;
  amount: number;
  reason: string;
  requestKey: string;
  status: 'pending' | 'processing' | 'succeeded' | 'failed';
  failureReason: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  retriedAt: Date | null;
}

/**
 * The payment module's refund desk (issue #17): a refund is asked inside the order's transaction
 * (so the money owed is written with the state change), sent once that commits, and its outcome
 * comes back through the payment port's refundSettled.
 */
export interface OrderRefunds {
  request(tx: Tx, req: RefundRequest): Promise<{ refundNo: string }[]>;
  retryFailed(tx: Tx, orderNo: string, requestKey: string): Promise<{ refundNo: string }[]>;
  submit(refundNos: readonly string[]): Promise<void>;
  ofOrder(orderNo: string): Promise<OrderRefundRecord[]>;
}

/**
 * The invoicing module (issue #17 item 4), told inside the order's own transactions: an order
 * completed (its invoice is issued if one was asked for), a refund of the order settled (an
 * invoice already issued is cancelled by a red-letter one and the remainder invoiced again).
 * `refundKey` names the refund (one after-sales request) so that each is acted on once.
 */
export interface OrderInvoicing {
  orderCompleted(tx: Tx, orderNo: string, at: Date): Promise<void>;
  refundSettled(tx: Tx, orderNo: string, refundKey: string, at: Date): Promise<void>;
  /** The console's order detail: where the order's invoice stands, each invoice's number and issue time. */
  forStaff(orderNo: string): Promise<AdminOrderInvoice>;
}

/** What registerOrder needs. */
/** The settings module's values in force (an in-memory copy: cheap on every order). */
export interface OrderSettings {
  values(): Promise<{ orderPayTimeoutMinutes: number; orderAutoConfirmDays: number }>;
}

export interface OrderNeeds {
  ctx: ApiContext;
  members: OrderMembers;
  catalogue: OrderCatalogue;
  productDetails: BespokeProducts;
  activities: OrderActivities;
  couponUse: OrderCoupons;
  /** 先试后买 offers (marketing): applications are try-buy orders. */
  tryBuy: OrderTryBuy;
  points: OrderPoints;
  stock: OrderStock;
  ttm: OrderTtm;
  cartCheckout: OrderCart;
  buyNowTokens: BuyNowTokens;
  memberMessages: OrderMessages;
  /** The console's guard and audit log (staff, registered further down: used per request). */
  staff: OrderStaff;
  /** Payments of orders (payment, registered further down: used per request). */
  orderPayments: OrderPaymentRecords;
  /** Refunds of orders (payment's refund desk, registered further down: used per request). */
  refunds: OrderRefunds;
  /** The operator's settings in force (系统设置): pay time limit, auto-confirm days. */
  settings: OrderSettings;
  /** E-invoices (invoicing, registered further down: used inside an order's transactions). */
  invoicing: OrderInvoicing;
}

/** What the order module provides. */
export interface OrderProvides {
  /** What the payment module needs: what is due, recording a paid stage. */
  payments: OrderPaymentPort;
  /** Order reads for other modules: paid orders (star diamonds), order counts (personal centre), is an order a member's (support tickets). */
  orderReads: OrderReads & { counts(memberId: number): Promise<OrderCounts> };
  /** The member's reviewable order lines (product reviews). */
  reviewLines: ReviewLines;
  /** Orders placed and paid per day, best sellers (the back office's 概览, issue #16). */
  reports: OrderReports;
  /** What invoicing needs of an order: its member, status, checkout invoice request and what remains paid (issue #17 item 4). */
  invoiceFacts: InvoiceFacts;
  /** What became of each 先试后买 offer's applications, by trial state (marketing's console). */
  tryBuyTrials: { figures(offerCodes: readonly string[]): Promise<Map<string, TryBuyFigures>> };
}

/**
 * The needs plus the order module's own trade-in recovery, as the module's files take them
 * (each a Pick of it). messages and recovery are optional where a test builds a part alone.
 */
export interface OrderParts extends Omit<OrderNeeds, 'memberMessages' | 'staff' | 'orderPayments' | 'refunds' | 'invoicing'> {
  memberMessages?: OrderMessages;
  invoicing?: OrderInvoicing;
  refunds?: OrderRefunds;
  tradeInRecovery?: TradeInRecovery;
}
