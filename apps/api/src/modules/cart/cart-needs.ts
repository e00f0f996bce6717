/**
 * What the cart needs from other modules, declared here and satisfied structurally by the
 * services app.ts hands over (the catalogue and TTM gate from the product module, the
 * wishlist and members from the member module, activities and coupons from marketing, the
 * session check from auth), so that the cart reads and writes no table of another module and
 * imports none. Reads that run inside a cart transaction take its `tx`.
 */
import type { SQL } from 'drizzle-orm';
import type { SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@shop/db';
import type { BuyNowLine } from '@shop/contracts/cart';
import type { SkuActivity } from '@shop/contracts/pdp-rules';
import type { PricingCoupon } from '@shop/contracts/pricing';
import type { CheckoutSku } from '@shop/contracts/catalogue-rows';
import type { DesignNow } from '@shop/contracts/custom-goods';
import type { ApiContext, AuthState } from '../../platform/types.ts';
import type { CartCheckoutPort } from './cart-checkout.ts';
import type { createVisitorCartMerge } from './cart-merge.ts';
import type { PurchaseGate } from './cart.service.ts';

type Run = Db | Tx;

/** A SKU as the cart checks it. */
export interface SkuFacts {
  skuCode: string;
  skuName: string;
  stock: number;
  skuStatus: 'on_sale' | 'off_sale';
  spuCode: string;
  productType: string;
  productStatus: 'on_sale' | 'off_sale' | 'draft';
}

/**
 * The catalogue's view of SKUs at one site's price, which the cart page's query joins on
 * cart_items.sku_code (one query for the page). Every column is null when the SKU is gone;
 * the product columns also when its product is.
 */
export type CartSkuRelation = SubqueryWithSelection<
  {
    skuCode: SQL.Aliased<string>;
    name: SQL.Aliased<string>;
    attrs: SQL.Aliased<unknown>;
    price: SQL.Aliased<number>;
    /** Null when the site has no price of its own. */
    sitePrice: SQL.Aliased<number | null>;
    origPrice: SQL.Aliased<number>;
    stock: SQL.Aliased<number>;
    lowStock: SQL.Aliased<number>;
    status: SQL.Aliased<'on_sale' | 'off_sale'>;
    colorHex: SQL.Aliased<string>;
    spuCode: SQL.Aliased<string | null>;
    productName: SQL.Aliased<string | null>;
    productType: SQL.Aliased<string | null>;
    productDesign: SQL.Aliased<string | null>;
    productStatus: SQL.Aliased<'on_sale' | 'off_sale' | 'draft' | null>;
    categoryCode: SQL.Aliased<string | null>;
    parentCategory: SQL.Aliased<string | null>;
  },
  'cart_sku'
>;

export interface CartCatalogue {
  /** One SKU with its product (undefined: no such SKU). */
  skuFacts(run: Run, skuCode: string): Promise<SkuFacts | undefined>;
  /** The SKUs at the site's price, to join cart lines on. */
  cartSkus(siteCode: string): CartSkuRelation;
  /** Names of the services, gifts, bundles and trade-in models the lines chose. */
  optionNames(
    want: { services: string[]; gifts: string[]; bundles: string[]; tradeIns: string[] },
    run?: Run,
  ): Promise<{
    services: { code: string; name: string; price: number }[];
    gifts: { code: string; name: string }[];
    bundles: { code: string; name: string }[];
    tradeIns: { code: string; name: string; estimate: number; subsidy: number }[];
  }>;
  /** Stock facts of SKUs (unknown codes are absent). */
  stockOf(
    skuCodes: readonly string[],
    run?: Run,
  ): Promise<{ skuCode: string; stock: number; lowStock: number; skuStatus: 'on_sale' | 'off_sale'; productStatus: 'on_sale' | 'off_sale' | 'draft' }[]>;
  /** The product types each service applies to (unknown codes are absent). */
  serviceTypes(run: Run, codes: readonly string[]): Promise<{ code: string; productTypes: string[] }[]>;
  /** The gift SKU codes given with a SKU. */
  giftCodes(run: Run, skuCode: string): Promise<string[]>;
  /** Whether `code` is an active bundle of the product. */
  activeBundle(run: Run, code: string, spuCode: string): Promise<boolean>;
  /** A bundle with its items ([{ skuCode, bundlePrice }], in order); undefined: unknown code. */
  bundleByCode(
    code: string,
    run?: Run,
  ): Promise<{ code: string; name: string; mainSpuCode: string; active: boolean; items: { skuCode: string; bundlePrice: number }[] } | undefined>;
  /** SKUs at the site's price (a bundle's items), by code; unknown codes are absent. */
  checkoutSkus(codes: readonly string[], siteCode: string, run?: Run): Promise<Map<string, CheckoutSku>>;
  /** Bespoke designs by number, priced from the product's options now (unknown numbers are absent). */
  designsNow(nos: readonly string[], run?: Run): Promise<Map<string, DesignNow>>;
}

/** 移入收藏: the member's wishlist (member module). */
export interface CartWishlist {
  /** Inside the cart's transaction: one wishlist row per product; already there is fine. */
  addFromCart(tx: Tx, memberId: number, items: readonly { spuCode: string; skuCode: string }[], now: Date): Promise<void>;
}

/**
 * The marketing module's activities: each SKU's running (or, with includeEnded, ended)
 * activities, and the sold-out fast path (true only when an attempt for qty is sure to be
 * refused for want of the activity's own stock; one plain read sent after the ask, shared by the asks waiting at that moment).
 */
export interface CartActivities {
  forSkus(skuCodes: readonly string[], siteCd: string, now: Date, opts?: { includeEnded?: boolean }): Promise<Map<string, SkuActivity[]>>;
  soldOut(ask: { actCd: string; skuCode: string; qty: number; subTyp: number; siteCd: string; holder?: string }, now: Date): Promise<boolean>;
  /**
   * Buy now's flash-sale purchase qualification (抢购资格): one statement takes qty of the
   * activity's own stock for the member until an expiry, or answers that none is left; the
   * member's live reservation when there is one (never a second).
   */
  reserveFlashSaleUnit(
    actCd: string,
    skuCode: string,
    qty: number,
    member: { id: number; userNo: string },
  ): Promise<{ kind: 'reserved'; id: number; qty: number; expiresAtMs: number } | { kind: 'soldOut' } | { kind: 'none' }>;
}

/** The marketing module's 先试后买 offers: buy now with an offer's code is an application. */
export interface CartTryBuy {
  /** The offer's facts at `now` (undefined: unknown code). */
  offer(code: string, now: Date): Promise<{ code: string; skuCode: string; unitsLeft: number; state: 'draft' | 'running' | 'paused' | 'ended' } | undefined>;
  /** Whether the member already holds a unit of the offer (one trial per member per offer). */
  hasApplied(code: string, memberId: number): Promise<boolean>;
}

/** The marketing module's coupons: the member's usable ones (the cart page's best-coupon hint). */
export interface CartCoupons {
  usable(memberId: number, now: Date, run?: Run): Promise<(PricingCoupon & { cpnCd: string; name: string })[]>;
}

/** The member behind a request (member module). */
export interface CartMembers {
  ofAuth(auth: AuthState): Promise<{ id: number; roles: string[] } | undefined>;
  requireOfAuth(auth: AuthState): Promise<{ id: number; roles: string[] }>;
}

/** What registerCart needs. */
export interface CartNeeds {
  ctx: ApiContext;
  members: CartMembers;
  catalogue: CartCatalogue;
  wishlist: CartWishlist;
  activities: CartActivities;
  couponUse: CartCoupons;
  /** 先试后买 offers (marketing): buy now's application checks. */
  tryBuy: CartTryBuy;
  /** TTM early access (product module): a TTM product only for a verified shopper. */
  ttm: PurchaseGate;
}

/** What the cart module provides. */
export interface CartProvides {
  /** The selected lines for checkout, and removing ordered lines (order module). */
  checkout: CartCheckoutPort;
  /** The visitor's cart into the member's on sign-in (auth module). */
  merge: ReturnType<typeof createVisitorCartMerge>;
  /** Checking a buy-now line token (order module's checkout). */
  buyNowTokens: { verify(token: string, nowMs: number): BuyNowLine | null };
}

/** The needs as the module's files take them (each a Pick of it). */
export type CartParts = CartNeeds;
