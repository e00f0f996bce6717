/**
 * Add to cart, buy now and editing a line from the product page. Every rule is checked in
 * the one transaction that writes, under the owner's advisory lock: parallel requests of one
 * shopper queue up, and a failing check leaves nothing written.
 */
import type { Database, Db, Tx } from '@shop/db';
import type { AddCartResult, CartInfo, CartLine, CartLineOptions, UpdateLineBody } from '@shop/contracts/cart';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { ACT_TYP, SUB_TYP } from '@shop/contracts/pdp-rules';
import { fail } from '../../platform/shop-error.ts';
import type { CartRepository, CartRow, LineWrite } from './cart.repository.ts';
import type { CartActivities, CartCatalogue, CartTryBuy, SkuFacts } from './cart-needs.ts';
import { tryBuyApplyRefusal } from '@shop/contracts/try-buy';
import { checkCartLine, pickActivity, serviceFits, type LineActivity } from '@shop/contracts/cart-line-rules';

/** Where a check reads: the write's transaction, or the pool when nothing is written (buy now). */
type Run = Db | Tx;

/** Who adds: the cart owner and, for the student site, whether they are a verified student. */
export interface CartActor {
  ownerKey: string;
  isMember: boolean;
  /** The member's id (undefined for a visitor). */
  memberId?: number;
  roles: readonly string[];
  siteCd: string;
}

/** Another module's say on whether this shopper may buy a SKU at all (TTM qualification). */
export interface PurchaseGate {
  assertMayBuy(skuCode: string, memberId: number | undefined): Promise<void>;
}

export interface CartServiceDeps {
  database: Database;
  carts: CartRepository;
  /** SKU facts, services, gifts and bundles (the product module's catalogue). */
  catalogue: CartCatalogue;
  activities: CartActivities;
  gate: PurchaseGate;
  tryBuy: CartTryBuy;
}

function toLine(row: CartRow, facts: Pick<SkuFacts, 'spuCode' | 'skuName'>): CartLine {
  return {
    cartId: row.id,
    skuCd: row.skuCode,
    spuCd: facts.spuCode,
    skuNm: facts.skuName,
    qtyCnt: row.qty,
    subTyp: row.subTyp,
    actCd: row.actCd,
    options: row.options as CartLineOptions,
  };
}

/** A 先试后买 line is bought through buy now only: in the cart it would be an ordinary line. */
const refuseTryBuyInCart = (info: CartInfo) => {
  if (info.tryBuyCd) throw fail('ERR_TRYBUY_LINE', { message: '试用商品请通过「申请试用」提交，不能加入购物车' });
};

export function createCartService({ database, carts, catalogue, activities, gate, tryBuy }: CartServiceDeps) {
  const { db } = database;

  /** The SKU, on sale, and allowed on this site for this shopper. */
  async function saleableSku(run: Run, skuCd: string, actor: CartActor): Promise<SkuFacts> {
    const sku = await catalogue.skuFacts(run, skuCd);
    if (!sku || sku.productStatus === 'draft') throw fail('E_NOT_FOUND', { message: '商品不存在' });
    if (sku.productStatus !== 'on_sale' || sku.skuStatus !== 'on_sale') throw fail('ERR_ORDER_OFF_SHELF');
    // Spec 6: the student site sells to verified students only.
    if (actor.siteCd === 'student' && !actor.roles.includes('student')) {
      throw fail('ERR_STUDENT_ONLY', { message: actor.isMember ? '学生专区商品仅限认证学生购买，请先完成学生认证' : '学生专区商品仅限认证学生购买，请先登录' });
    }
    return sku;
  }

  /** The activity a subTyp 3 / 4 line refers to (ended ones included, to say "ended"). */
  async function lineActivity(info: CartInfo, siteCd: string, now: Date): Promise<LineActivity | null> {
    if (info.subTyp === SUB_TYP.normal) return null;
    const list = (await activities.forSkus([info.skuCd], siteCd, now, { includeEnded: true })).get(info.skuCd) ?? [];
    const mapped: LineActivity[] = list.map((a) => ({
      actCd: a.actCd,
      actTyp: a.actTyp,
      beginMs: parseBeijingTime(a.beginTime),
      endMs: parseBeijingTime(a.endTime),
      actStock: a.actStock,
      limitQty: a.limitQty,
    }));
    return pickActivity(mapped, info.subTyp === SUB_TYP.seckill ? ACT_TYP.seckill : ACT_TYP.presale, now.getTime(), info.actId);
  }

  /** Services must exist and fit the product type; gifts must be this SKU's; the bundle this product's. */
  async function checkOptions(run: Run, info: CartInfo, sku: SkuFacts): Promise<CartLineOptions> {
    const serviceIds = [...new Set(info.serviceIds)];
    const found = await catalogue.serviceTypes(run, serviceIds);
    for (const id of serviceIds) {
      const svc = found.find((f) => f.code === id);
      if (!svc) throw fail('E_VALIDATION', { message: '所选服务不存在，请重新选择' });
      if (!serviceFits(sku.productType, svc.productTypes)) throw fail('E_VALIDATION', { message: '所选服务不适用于该商品，请重新选择' });
    }
    const giftIds = [...new Set(info.giftIds)];
    if (giftIds.length) {
      const gifts = await catalogue.giftCodes(run, sku.skuCode);
      if (giftIds.some((g) => !gifts.includes(g))) throw fail('E_VALIDATION', { message: '所选赠品不可用，请重新选择' });
    }
    if (info.bundleCode && !(await catalogue.activeBundle(run, info.bundleCode, sku.spuCode))) throw fail('ERR_BUNDLE_CONFLICT');
    if (info.custGoodsNo) {
      // A bespoke design is made to order at the regular price plus its options: not with an activity or a bundle.
      const design = (await catalogue.designsNow([info.custGoodsNo], run)).get(info.custGoodsNo);
      if (!design || design.skuCode !== sku.skuCode || !design.parts) throw fail('ERR_BESPOKE_CONFLICT');
      if (info.subTyp !== SUB_TYP.normal || info.bundleCode) throw fail('ERR_BESPOKE_CONFLICT', { message: '定制商品不参与秒杀、预售或套装，请按定制价购买' });
    }
    return {
      serviceIds,
      giftIds,
      ...(info.bundleCode ? { bundleCode: info.bundleCode } : {}),
      ...(info.hsType ? { hsType: info.hsType } : {}),
      ...(info.FQ ? { FQ: info.FQ } : {}),
      ...(info.custGoodsNo ? { custGoodsNo: info.custGoodsNo } : {}),
      chCd: info.chCd,
      ordTyp: info.ordTyp,
    };
  }

  /**
   * Checks a line that would hold `resultingQty` of info's SKU; answers what to write. The
   * activity is read before the transaction (activity windows are configuration, not
   * contended), so a transaction never waits for a second pool connection.
   */
  async function validate(
    run: Run,
    info: CartInfo,
    activity: LineActivity | null,
    actor: CartActor,
    resultingQty: number,
    now: Date,
  ): Promise<{ sku: SkuFacts; write: LineWrite }> {
    const sku = await saleableSku(run, info.skuCd, actor);
    const failure = checkCartLine({ resultingQty, stock: sku.stock, subTyp: info.subTyp, activity, nowMs: now.getTime() });
    if (failure) throw fail(failure.code, { message: failure.message });
    const options = await checkOptions(run, info, sku);
    return {
      sku,
      write: { skuCode: sku.skuCode, qty: info.qtyCnt, subTyp: info.subTyp, actCd: info.subTyp === SUB_TYP.normal ? null : (activity?.actCd ?? null), options },
    };
  }

  return {
    async add(info: CartInfo, actor: CartActor, now: Date): Promise<AddCartResult> {
      refuseTryBuyInCart(info);
      await gate.assertMayBuy(info.skuCd, actor.memberId);
      const activity = await lineActivity(info, actor.siteCd, now);
      return db.transaction(async (tx) => {
        await carts.lockOwner(tx, actor.ownerKey);
        const existing = await carts.lineBySku(tx, actor.ownerKey, info.skuCd);
        const { sku, write } = await validate(tx, info, activity, actor, (existing?.qty ?? 0) + info.qtyCnt, now);
        const row = await carts.addToLine(tx, actor.ownerKey, write, now);
        return { totalCartNum: await carts.totalQty(actor.ownerKey, tx), line: toLine(row, sku) };
      });
    },

    /**
     * The flash-sale rush's fast path, before anything else buy now does: a line of an
     * activity (named by actId) whose own stock is gone is refused from marketing's sold-out
     * check, without the checks and the transaction of checkBuyNow. Not sold out: nothing.
     */
    async refuseSoldOut(info: CartInfo, siteCd: string, now: Date, holder?: string): Promise<void> {
      if (info.subTyp === SUB_TYP.normal || !info.actId) return;
      if (await activities.soldOut({ actCd: info.actId, skuCode: info.skuCd, qty: info.qtyCnt, subTyp: info.subTyp, siteCd, holder }, now))
        throw fail('ERR_ORDER_CHECK_STOCK_EMPTY', { message: '活动商品已抢光' });
    },

    /**
     * Validates like add, as if the cart were empty, and writes nothing: plain reads, no
     * transaction (checkout checks the line again when it is bought).
     */
    async checkBuyNow(info: CartInfo, actor: CartActor, now: Date): Promise<LineWrite> {
      const [, activity] = await Promise.all([gate.assertMayBuy(info.skuCd, actor.memberId), lineActivity(info, actor.siteCd, now)]);
      // A member's flash-sale line is not judged on the stock read here: the reservation that
      // follows (reserveBuyNow) takes the unit or answers 已抢光, atomically.
      const reserving = info.subTyp === SUB_TYP.seckill && actor.memberId !== undefined && activity?.actStock != null;
      return (await validate(db, info, reserving ? { ...activity, actStock: null } : activity, actor, info.qtyCnt, now)).write;
    },

    /**
     * Buy now with a 先试后买 offer's code is an application: a member's, of the offer's SKU,
     * one plain unit (no activity, service, bundle, trade-in or design), while the offer runs
     * with a unit left and the member has not applied before. Checkout judges it again and
     * takes the unit in the order transaction. Nothing is written here.
     */
    async checkTryBuy(info: CartInfo, actor: CartActor, now: Date): Promise<void> {
      const code = info.tryBuyCd;
      if (!code) return;
      if (actor.memberId === undefined) throw fail('E_USER_4010', { message: '请先登录后申请试用' });
      const offer = await tryBuy.offer(code, now);
      if (!offer || offer.skuCode !== info.skuCd) throw fail('ERR_TRYBUY_NOT_FOUND', { message: offer ? '该商品不在此试用活动中' : '试用活动不存在' });
      if (info.qtyCnt !== 1 || info.subTyp !== SUB_TYP.normal || info.serviceIds.length || info.bundleCode || info.hsType || info.custGoodsNo)
        throw fail('ERR_TRYBUY_LINE');
      const refusal = tryBuyApplyRefusal(offer, await tryBuy.hasApplied(code, actor.memberId));
      if (refusal) throw fail(refusal.code, { message: refusal.message });
    },

    /**
     * The flash-sale purchase qualification (抢购资格), buy now's last step once the line is
     * valid: a member's flash-sale line whose activity has its own stock takes its units now,
     * for a limited time (marketing's reservation, one statement); the order consumes them.
     * None left: 活动商品已抢光, so confirm and submit are never reached. The member's
     * reservation when one is live (two tabs, a second click): the same, with its quantity.
     * Null when nothing is reserved (a visitor, no own stock, not a flash sale).
     */
    async reserveBuyNow(write: LineWrite, actor: CartActor): Promise<{ id: number; qty: number; expiresAtMs: number } | null> {
      if (write.subTyp !== SUB_TYP.seckill || !write.actCd || actor.memberId === undefined) return null;
      const r = await activities.reserveFlashSaleUnit(write.actCd, write.skuCode, write.qty, { id: actor.memberId, userNo: actor.ownerKey });
      if (r.kind === 'soldOut') throw fail('ERR_ORDER_CHECK_STOCK_EMPTY', { message: '活动商品已抢光' });
      return r.kind === 'reserved' ? r : null;
    },

    async line(ownerKey: string, cartId: number): Promise<CartLine> {
      const row = await carts.lineById(db, ownerKey, cartId);
      if (!row) throw fail('E_NOT_FOUND', { message: '购物车中没有该商品' });
      const sku = await catalogue.skuFacts(db, row.skuCode);
      return toLine(row, sku ?? { spuCode: '', skuName: row.skuCode });
    },

    /**
     * Replaces a line's SKU, quantity and choice. Moving to a SKU that has its own line merges
     * the two (within the same-item limit); the edited line then disappears.
     */
    async updateLine(body: UpdateLineBody, actor: CartActor, now: Date): Promise<AddCartResult> {
      refuseTryBuyInCart(body);
      await gate.assertMayBuy(body.skuCd, actor.memberId);
      const activity = await lineActivity(body, actor.siteCd, now);
      return db.transaction(async (tx) => {
        await carts.lockOwner(tx, actor.ownerKey);
        const line = await carts.lineById(tx, actor.ownerKey, body.cartId);
        if (!line) throw fail('E_NOT_FOUND', { message: '购物车中没有该商品' });
        const other = body.skuCd === line.skuCode ? undefined : await carts.lineBySku(tx, actor.ownerKey, body.skuCd);
        const resultingQty = (other?.qty ?? 0) + body.qtyCnt;
        const { sku, write } = await validate(tx, body, activity, actor, resultingQty, now);
        let row: CartRow;
        if (other) {
          await carts.deleteLine(tx, line.id);
          row = await carts.replaceLine(tx, other.id, { ...write, qty: resultingQty }, now);
        } else {
          row = await carts.replaceLine(tx, line.id, write, now);
        }
        return { totalCartNum: await carts.totalQty(actor.ownerKey, tx), line: toLine(row, sku) };
      });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
