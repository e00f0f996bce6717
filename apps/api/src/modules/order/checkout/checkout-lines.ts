/**
 * What is being bought, as priced lines: the cart's selected lines or a buy-now token,
 * checked against the catalogue and the activities now, with the price each line sells at
 * (site price, flash-sale price, or the pre-sale deposit now and the price at balance time),
 * its services, gifts and ladder — in the view's shape and in the pricing engine's shape.
 */
import type { CartLineOptions } from '@shop/contracts/cart';
import type { CheckoutLine, CheckoutSource, LineBundle } from '@shop/contracts/checkout';
import { designAttrs, type DesignNow } from '@shop/contracts/custom-goods';
import { ACT_TYP, SUB_TYP, type LadderStep, type SkuActivity } from '@shop/contracts/pdp-rules';
import { isProductType, productImageUrl } from '../../media/index.ts';
import { pointsUsable } from '@shop/contracts/pdp-rules';
import type { OrderParts } from '../order-needs.ts';
import { fail } from '../../../platform/shop-error.ts';
import type { PricingLine } from '@shop/contracts/pricing';
import type { OrderCatalogue, SkuRow } from '../catalogue-needs.ts';
import { checkLine, reservedFor, runningLadder, type Buyer } from './eligibility.ts';
import { tryBuyApplyRefusal } from '@shop/contracts/try-buy';

/** A line as the source gives it (cart line or buy-now token). */
export interface SourceLine {
  /** cart_items.id, null for buy now. */
  cartId: number | null;
  skuCd: string;
  qty: number;
  subTyp: number;
  actCd: string | null;
  options: CartLineOptions;
  /** The member's flash-sale reservation (抢购资格) buy now took for this line: its units are already the member's. */
  reservation: number | null;
  /** A 先试后买 application: the offer's code (buy now only). */
  tryBuy: string | null;
}

export interface PreparedLine {
  source: SourceLine;
  sku: SkuRow;
  /** The flash sale or pre-sale the line buys under. */
  activity: SkuActivity | null;
  ladder: LadderStep[];
  /** Selling unit price (flash-sale price; the full price of a pre-sale line), fen. */
  unitPrice: number;
  origUnitPrice: number;
  services: { code: string; name: string; price: number }[];
  gifts: { code: string; name: string }[];
  pricing: PricingLine;
  /** Part of a bundle: the main product or one of its items (at its bundle price). */
  bundle: LineBundle | null;
  /** The view line before amounts from the engine are filled in. */
  view: Omit<CheckoutLine, 'goods'>;
}

/** Why a bundle cannot be bought now: an item off sale or short of stock (null: it can). */
export function bundleItemProblem(bundleName: string, sku: SkuRow | undefined, qty: number): string | null {
  if (!sku || sku.skuStatus !== 'on_sale' || sku.productStatus !== 'on_sale')
    return `套装「${bundleName}」中的${sku?.skuName ?? '商品'}已下架，该套装暂无法购买`;
  if (sku.stock < qty) return `套装「${bundleName}」中的${sku.skuName}库存不足，该套装暂无法购买`;
  return null;
}

const attrsOf = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .sort(([a], [b]) => Number(b === '颜色') - Number(a === '颜色'))
    .map(([name, value]) => ({ name, value }));

export function createCheckoutLines(
  deps: Pick<OrderParts, 'activities' | 'cartCheckout' | 'ctx' | 'ttm' | 'buyNowTokens' | 'tryBuy'>,
  catalogue: OrderCatalogue,
) {
  /**
   * A 先试后买 line: one plain unit of the offer's SKU, while the offer runs with a unit left and
   * the member has not applied before (the order transaction takes the unit and counts again).
   */
  async function checkTryBuy(line: SourceLine, memberId: number, now: Date): Promise<void> {
    const code = line.tryBuy;
    if (!code) return;
    if (
      line.qty !== 1 ||
      line.subTyp !== SUB_TYP.normal ||
      line.options.serviceIds?.length ||
      line.options.bundleCode ||
      line.options.hsType ||
      line.options.custGoodsNo
    )
      throw fail('ERR_TRYBUY_LINE');
    const offer = await deps.tryBuy.offer(code, now);
    if (!offer || offer.skuCode !== line.skuCd) throw fail('ERR_TRYBUY_NOT_FOUND');
    const refusal = tryBuyApplyRefusal(offer, await deps.tryBuy.hasApplied(code, memberId));
    if (refusal) throw fail(refusal.code, { message: refusal.message });
  }

  /** The lines of the source; a buy-now token must be valid and the caller's own. */
  async function sourceLines(source: CheckoutSource, userNo: string, nowMs: number): Promise<SourceLine[]> {
    if (source.type === 'buyNow') {
      const line = deps.buyNowTokens.verify(source.token, nowMs);
      if (!line || line.owner !== userNo) throw fail('ERR_ORDER_TOKEN_EXPIRED', { message: '立即购买信息已过期，请返回商品页重新购买' });
      return [
        {
          cartId: null,
          skuCd: line.skuCd,
          qty: line.qtyCnt,
          subTyp: line.subTyp,
          actCd: line.actCd,
          options: line.options,
          reservation: line.rsv ?? null,
          tryBuy: line.tryBuy ?? null,
        },
      ];
    }
    const lines = await deps.cartCheckout.selectedLines(userNo);
    if (lines.length === 0) throw fail('E_VALIDATION', { message: '请先在购物车中选择要结算的商品' });
    return lines.map((l) => ({
      cartId: l.cartId,
      skuCd: l.skuCd,
      qty: l.qty,
      subTyp: l.subTyp,
      actCd: l.actCd,
      options: l.options,
      reservation: null,
      tryBuy: null,
    }));
  }

  async function servicesOf(sku: SkuRow, ids: readonly string[]) {
    const wanted = [...new Set(ids)];
    const found = await catalogue.servicesByCode(wanted);
    return wanted.map((id) => {
      const svc = found.find((f) => f.code === id);
      if (!svc || !svc.productTypes.includes(sku.productType)) throw fail('E_VALIDATION', { message: `${sku.skuName}所选服务已失效，请返回购物车重新选择` });
      return { code: svc.code, name: svc.name, price: svc.price };
    });
  }

  async function giftsOf(sku: SkuRow, ids: readonly string[]) {
    if (ids.length === 0) return [];
    const all = await catalogue.giftsOf(sku.skuCode);
    // A gift no longer offered is simply not given (it costs the shopper nothing).
    return all.filter((g) => ids.includes(g.code));
  }

  function prices(sku: SkuRow, activity: SkuActivity | null) {
    const origUnitPrice = Math.max(sku.origPrice, sku.price);
    if (activity?.actTyp === ACT_TYP.seckill) return { unitPrice: activity.actPrice ?? sku.price, origUnitPrice, presale: undefined };
    if (activity?.actTyp === ACT_TYP.presale) {
      if (!activity.actPrice || activity.actPrice <= 0) throw fail('ERR_ORDER_PRICE_EMPTY');
      return { unitPrice: sku.price, origUnitPrice, presale: { deposit: activity.actPrice, swellAmt: activity.swellAmt } };
    }
    return { unitPrice: sku.price, origUnitPrice, presale: undefined };
  }

  /**
   * A bespoke line's design as it is now: it must still exist, be this SKU's, and be bought at
   * the regular price (not under an activity, not in a bundle); null for a plain line.
   */
  function designOf(line: SourceLine, designs: ReadonlyMap<string, DesignNow>): DesignNow | null {
    const no = line.options.custGoodsNo;
    if (!no) return null;
    const design = designs.get(no);
    if (!design?.parts || design.skuCode !== line.skuCd) throw fail('ERR_BESPOKE_CONFLICT', { message: '定制方案已失效，请返回商品页重新定制' });
    if (line.subTyp !== SUB_TYP.normal || line.options.bundleCode)
      throw fail('ERR_BESPOKE_CONFLICT', { message: '定制商品不参与秒杀、预售或套装，请按定制价购买' });
    return design;
  }

  /** The regular price plus what the design's options add. */
  const withDesign = <T extends { unitPrice: number; origUnitPrice: number }>(p: T, design: DesignNow | null): T =>
    design ? { ...p, unitPrice: p.unitPrice + design.delta, origUnitPrice: p.origUnitPrice + design.delta } : p;

  /**
   * A bundle chosen with a line: the line becomes its main product and each item a line of
   * its own, at its bundle price (whole fen, so the bundle's price is split exactly over its
   * lines and a later refund of a line is exact), the same quantity as the main line. A
   * bundle with an item off sale or short of stock cannot be bought: the error says which.
   */
  async function bundleLines(main: PreparedLine, code: string, group: number, siteCd: string): Promise<PreparedLine[]> {
    const b = await catalogue.bundleByCode(code);
    if (!b || !b.active || b.mainSpuCode !== main.sku.spuCode || b.items.length === 0)
      throw fail('ERR_BUNDLE_CONFLICT', { message: `${main.sku.skuName}所选套装已失效，请返回购物车重新选择` });
    if (main.pricing.presale) throw fail('ERR_BUNDLE_CONFLICT', { message: '预售商品不支持套装购买，请返回购物车取消套装' });
    const qty = main.source.qty;
    const skus = await catalogue.checkoutSkus(
      b.items.map((i) => i.skuCode),
      siteCd,
    );
    const tag: LineBundle = { code: b.code, name: b.name, role: 'main', group };
    main.bundle = tag;
    main.view = { ...main.view, bundle: tag };
    return b.items.map((item) => {
      const sku = skus.get(item.skuCode);
      const problem = bundleItemProblem(b.name, sku, qty);
      if (problem) throw fail('ERR_ORDER_CHECK_STOCK_EMPTY', { message: problem });
      const row = sku!;
      const origUnitPrice = Math.max(row.origPrice, row.price, item.bundlePrice);
      const bundle: LineBundle = { ...tag, role: 'item' };
      return {
        source: {
          cartId: main.source.cartId,
          skuCd: row.skuCode,
          qty,
          subTyp: SUB_TYP.normal,
          actCd: null,
          options: { serviceIds: [], giftIds: [], chCd: main.source.options.chCd, ordTyp: main.source.options.ordTyp },
          reservation: null,
          tryBuy: null,
        },
        sku: row,
        activity: null,
        ladder: [],
        unitPrice: item.bundlePrice,
        origUnitPrice,
        services: [],
        gifts: [],
        bundle,
        pricing: {
          skuCode: row.skuCode,
          spuCode: row.spuCode,
          categoryCodes: [row.categoryCode, row.parentCategoryCode].filter((c): c is string => Boolean(c)),
          qty,
          unitPrice: item.bundlePrice,
          origUnitPrice,
          pointsLimitPerPiece: pointsUsable(item.bundlePrice),
        },
        view: {
          skuCd: row.skuCode,
          spuCd: row.spuCode,
          skuNm: row.skuName,
          image: isProductType(row.productType) ? productImageUrl(row.productType, row.productDesign, 'front', row.colorHex) : '',
          attrs: attrsOf(row.attrs),
          qty,
          unitPrice: item.bundlePrice,
          origUnitPrice,
          services: [],
          gifts: [],
          subTyp: SUB_TYP.normal,
          actCd: null,
          presale: null,
          bundle,
        },
      };
    });
  }

  return {
    sourceLines,

    /** Checks and prices every line; throws the catalogue error of the first line that fails. */
    async prepare(lines: readonly SourceLine[], buyer: Buyer, now: Date): Promise<PreparedLine[]> {
      const nowMs = now.getTime();
      const codes = [...new Set(lines.map((l) => l.skuCd))];
      const [skus, acts, designs] = await Promise.all([
        catalogue.checkoutSkus(codes, buyer.siteCd),
        deps.activities.forSkus(codes, buyer.siteCd, now, { includeEnded: true }),
        catalogue.designsNow(lines.flatMap((l) => (l.options.custGoodsNo ? [l.options.custGoodsNo] : []))),
      ]);
      const out: PreparedLine[] = [];
      for (const line of lines) {
        await checkTryBuy(line, buyer.memberId, now);
        const sku = skus.get(line.skuCd);
        const activities = reservedFor(line, acts.get(line.skuCd) ?? []);
        const activity = checkLine(line, sku, activities, buyer, nowMs);
        await deps.ttm.assertMayBuy(line.skuCd, buyer.memberId);
        const row = sku!;
        const design = designOf(line, designs);
        const { unitPrice, origUnitPrice, presale } = withDesign(prices(row, activity), design);
        // A trial is bought at the full price (押金 = 售价): no tiered discount either.
        const ladder = line.subTyp === SUB_TYP.normal && !line.tryBuy ? runningLadder(activities, nowMs) : [];
        const [services, gifts] = await Promise.all([servicesOf(row, line.options.serviceIds ?? []), giftsOf(row, line.options.giftIds ?? [])]);
        const bundleCode = line.options.bundleCode;
        const group = out.length;
        const pricing: PricingLine = {
          skuCode: row.skuCode,
          spuCode: row.spuCode,
          categoryCodes: [row.categoryCode, row.parentCategoryCode].filter((c): c is string => Boolean(c)),
          qty: line.qty,
          unitPrice,
          origUnitPrice,
          ladder,
          services: services.map((s) => ({ code: s.code, price: s.price })),
          pointsLimitPerPiece: pointsUsable(unitPrice),
          ...(presale ? { presale } : {}),
        };
        out.push({
          source: line,
          sku: row,
          activity,
          ladder,
          unitPrice,
          origUnitPrice,
          services,
          gifts,
          pricing,
          view: {
            skuCd: row.skuCode,
            spuCd: row.spuCode,
            skuNm: row.skuName,
            image: isProductType(row.productType) ? productImageUrl(row.productType, row.productDesign, 'front', row.colorHex) : '',
            attrs: [...attrsOf(row.attrs), ...designAttrs(design?.parts ?? [])],
            qty: line.qty,
            // A pre-sale line charges its deposit now: that is the price the page shows.
            unitPrice: presale ? presale.deposit : unitPrice,
            origUnitPrice,
            services,
            gifts,
            subTyp: line.subTyp,
            actCd: activity?.actCd ?? null,
            presale: null,
            bundle: null,
          },
          bundle: null,
        });
        if (bundleCode) out.push(...(await bundleLines(out.at(-1)!, bundleCode, group, buyer.siteCd)));
      }
      if (out.some((l) => l.source.tryBuy) && out.length > 1) throw fail('ERR_TRYBUY_LINE', { message: '试用商品需单独提交申请' });
      // A pre-sale order is its own order: one deposit, one balance window.
      if (out.some((l) => l.pricing.presale) && out.length > 1) throw fail('E_VALIDATION', { message: '预售商品需单独结算，请只选择预售商品后再结算' });
      return out;
    },
  };
}
export type CheckoutLines = ReturnType<typeof createCheckoutLines>;
