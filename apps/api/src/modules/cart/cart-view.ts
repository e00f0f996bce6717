/**
 * The cart page's one view (getCart and the answer of every edit): valid lines with their
 * prices, limits and options, invalid lines with the reason, and the summary of the selected
 * lines from the checkout pricing engine — so the cart never shows a total checkout would not.
 */
import type { CartInvalidLine, CartView, CartViewLine } from '@shop/contracts/cart';
import { designAttrs, type DesignNow } from '@shop/contracts/custom-goods';
import { parseBeijingTime } from '@shop/contracts/beijing-time';
import { ACT_TYP, ladderStepFor, presaleBalance, SUB_TYP, type SkuActivity } from '@shop/contracts/pdp-rules';
import { bestCoupon, priceOrder, type PricingLine } from '@shop/contracts/pricing';
import type { CartRepository, ViewRow } from './cart.repository.ts';
import type { CartActivities, CartCatalogue, CartCoupons } from './cart-needs.ts';
import { pickActivity, type LineActivity } from '@shop/contracts/cart-line-rules';
import { invalidReason, ladderLabel, maxQtyOf, parseProdAttr, stockTipOf, zheLabel } from './cart-view-rules.ts';

export interface CartViewDeps {
  carts: CartRepository;
  catalogue: CartCatalogue;
  activities: CartActivities;
  couponUse: CartCoupons;
}

export interface ViewerContext {
  siteCode: string;
  /** Set for a member: the coupon estimate uses their coupons. */
  memberId?: number;
}

/** A line judged against the catalogue and activities at `now`. */
export interface JudgedLine {
  row: ViewRow;
  activity: LineActivity | null;
  /** The SKU's activity record behind `activity` (prices, swell). */
  act: SkuActivity | null;
  ladder: SkuActivity['ladder'];
  invalid: Pick<CartInvalidLine, 'reasonCode' | 'reason'> | null;
  maxQty: number;
  /** A bespoke line's design now (null: not bespoke). */
  design: DesignNow | null;
}

const toLineActivity = (a: SkuActivity): LineActivity => ({
  actCd: a.actCd,
  actTyp: a.actTyp,
  beginMs: parseBeijingTime(a.beginTime),
  endMs: parseBeijingTime(a.endTime),
  actStock: a.actStock,
  limitQty: a.limitQty,
});

export function createCartView({ carts, catalogue, activities, couponUse }: CartViewDeps) {
  /** Every line of the owner, each with its activity, validity and quantity limit. */
  async function judge(ownerKey: string, siteCode: string, now: Date): Promise<JudgedLine[]> {
    const rows = await carts.viewRows(ownerKey, catalogue.cartSkus(siteCode));
    const [acts, designs] = await Promise.all([
      activities.forSkus([...new Set(rows.map((r) => r.skuCode))], siteCode, now, { includeEnded: true }),
      catalogue.designsNow(rows.flatMap((r) => (r.options.custGoodsNo ? [r.options.custGoodsNo] : []))),
    ]);
    const nowMs = now.getTime();
    return rows.map((row) => {
      const list = acts.get(row.skuCode) ?? [];
      let act: SkuActivity | null = null;
      if (row.subTyp === SUB_TYP.seckill || row.subTyp === SUB_TYP.presale) {
        const picked = pickActivity(
          list.map(toLineActivity),
          row.subTyp === SUB_TYP.seckill ? ACT_TYP.seckill : ACT_TYP.presale,
          nowMs,
          row.actCd ?? undefined,
        );
        act = picked ? (list.find((a) => a.actCd === picked.actCd) ?? null) : null;
      }
      const activity = act ? toLineActivity(act) : null;
      // A ladder (tiered discount) applies to normal lines while it runs.
      const ladderAct =
        row.subTyp === SUB_TYP.normal
          ? list.find((a) => a.actTyp === ACT_TYP.ladder && parseBeijingTime(a.beginTime) <= nowMs && nowMs < parseBeijingTime(a.endTime) && a.ladder?.length)
          : undefined;
      const sku = row.sku;
      const design = row.options.custGoodsNo ? (designs.get(row.options.custGoodsNo) ?? null) : null;
      // A design whose option was withdrawn (or that is not this SKU's) cannot be made as chosen.
      const designGone = row.options.custGoodsNo !== undefined && (!design?.parts || design.skuCode !== row.skuCode);
      const invalid = designGone
        ? ({ reasonCode: 'design_changed', reason: '定制方案已失效，请重新定制' } as const)
        : sku
          ? invalidReason({
              subTyp: row.subTyp,
              stock: sku.stock,
              skuOnSale: sku.status === 'on_sale',
              productOnSale: sku.productStatus === 'on_sale',
              activity,
              nowMs,
            })
          : ({ reasonCode: 'off_sale', reason: '商品已下架' } as const);
      return {
        row,
        activity,
        act,
        ladder: ladderAct?.ladder,
        invalid,
        maxQty: sku ? maxQtyOf({ subTyp: row.subTyp, stock: sku.stock, activity }) : 0,
        design,
      };
    });
  }

  function pricingLine(j: JudgedLine, services: readonly { code: string; price: number }[]): PricingLine {
    const sku = j.row.sku!;
    const actPrice = j.act?.actPrice ?? null;
    const base: PricingLine = {
      skuCode: j.row.skuCode,
      spuCode: sku.spuCode,
      categoryCodes: sku.categoryCodes,
      qty: j.row.qty,
      // A bespoke design adds its options' prices (a design is always a normal line).
      unitPrice: sku.price + (j.design?.delta ?? 0),
      origUnitPrice: Math.max(sku.origPrice, sku.price) + (j.design?.delta ?? 0),
      services,
    };
    if (j.row.subTyp === SUB_TYP.seckill && actPrice !== null) return { ...base, unitPrice: actPrice };
    if (j.row.subTyp === SUB_TYP.presale)
      return {
        ...base,
        presale: {
          deposit: actPrice ?? sku.price,
          swellAmt: j.act?.swellAmt ?? 0,
        },
      };
    return j.ladder ? { ...base, ladder: j.ladder } : base;
  }

  async function build(ownerKey: string, viewer: ViewerContext, now: Date): Promise<CartView> {
    const judged = await judge(ownerKey, viewer.siteCode, now);
    const opts = judged.map((j) => j.row.options);
    const names = await catalogue.optionNames({
      services: [...new Set(opts.flatMap((o) => o.serviceIds ?? []))],
      gifts: [...new Set(opts.flatMap((o) => o.giftIds ?? []))],
      bundles: [...new Set(opts.flatMap((o) => (o.bundleCode ? [o.bundleCode] : [])))],
      tradeIns: [...new Set(opts.flatMap((o) => (o.hsType ? [o.hsType] : [])))],
    });

    // Bundles chosen with lines: their items at the site's price, to price and check them.
    const bundleDefs = new Map<string, NonNullable<Awaited<ReturnType<typeof catalogue.bundleByCode>>>>();
    for (const code of new Set(opts.flatMap((o) => (o.bundleCode ? [o.bundleCode] : [])))) {
      const def = await catalogue.bundleByCode(code);
      if (def) bundleDefs.set(code, def);
    }
    const bundleSkus = await catalogue.checkoutSkus([...new Set([...bundleDefs.values()].flatMap((d) => d.items.map((i) => i.skuCode)))], viewer.siteCode);

    const cartInfos: CartViewLine[] = [];
    const invalidInfos: CartInvalidLine[] = [];
    const selectedPricing: PricingLine[] = [];
    /** The selected cart lines themselves (a bundle's items are priced, not counted as lines). */
    const selectedCartLines: PricingLine[] = [];
    let tradeInCredit = 0;
    for (const j of judged) {
      const { row } = j;
      const sku = row.sku;
      const prodAttr = [...parseProdAttr(sku?.attrs), ...designAttrs(j.design?.parts ?? [])];
      if (j.invalid || !sku) {
        invalidInfos.push({
          cartId: row.id,
          skuCd: row.skuCode,
          spuCd: sku?.spuCode ?? '',
          skuNm: sku?.name ?? row.skuCode,
          image: sku?.image ?? '',
          prodAttr,
          qtyCnt: row.qty,
          ...(j.invalid ?? { reasonCode: 'off_sale', reason: '商品已下架' }),
        });
        continue;
      }
      const services = (row.options.serviceIds ?? []).flatMap((code) => names.services.filter((s) => s.code === code));
      const gifts = (row.options.giftIds ?? []).flatMap((code) => names.gifts.filter((g) => g.code === code));
      const bundleRow = row.options.bundleCode ? names.bundles.find((b) => b.code === row.options.bundleCode) : undefined;
      const tradeRow = row.options.hsType ? names.tradeIns.find((t) => t.code === row.options.hsType) : undefined;
      const line = pricingLine(j, services);
      // A bundle is bought as one unit: its items at their bundle prices, as many as the line.
      const bundleDef = bundleRow ? bundleDefs.get(bundleRow.code) : undefined;
      const bundleItems = (bundleDef?.items ?? []).map((i) => ({ item: i, sku: bundleSkus.get(i.skuCode) }));
      let bundleProblem: string | null = null;
      if (bundleRow && (!bundleDef || !bundleDef.active || bundleDef.mainSpuCode !== sku.spuCode || bundleItems.length === 0))
        bundleProblem = `套装「${bundleRow.name}」已失效，请重新选择`;
      else if (bundleRow && row.subTyp === SUB_TYP.presale) bundleProblem = '预售商品不支持套装购买，请重新选择';
      for (const { sku: s } of bundleItems) {
        if (bundleProblem || !bundleRow) break;
        if (!s || s.skuStatus !== 'on_sale' || s.productStatus !== 'on_sale')
          bundleProblem = `套装「${bundleRow.name}」中的${s?.skuName ?? '商品'}已下架，该套装暂无法购买`;
        else if (s.stock < row.qty) bundleProblem = `套装「${bundleRow.name}」中的${s.skuName}库存不足，该套装暂无法购买`;
      }
      const itemLines: PricingLine[] = bundleProblem
        ? []
        : bundleItems.flatMap(({ item, sku: s }) =>
            s
              ? [
                  {
                    skuCode: s.skuCode,
                    spuCode: s.spuCode,
                    categoryCodes: [s.categoryCode, s.parentCategoryCode].filter((c): c is string => Boolean(c)),
                    qty: row.qty,
                    unitPrice: item.bundlePrice,
                    origUnitPrice: Math.max(s.origPrice, s.price, item.bundlePrice),
                  },
                ]
              : [],
          );
      const priced = priceOrder({ lines: [line, ...itemLines] });
      const tags: CartViewLine['tags'] = [];
      if (row.subTyp === SUB_TYP.seckill) tags.push({ kind: 'seckill', label: '秒杀' });
      if (row.subTyp === SUB_TYP.presale) tags.push({ kind: 'presale', label: '预售定金' });
      if (j.ladder) {
        const reached = ladderStepFor(row.qty, j.ladder);
        const label = reached ? `满${reached.fullCnt}件${zheLabel(reached.discount)}` : ladderLabel(j.ladder);
        if (label) tags.push({ kind: 'ladder', label });
      }
      if (bundleRow) tags.push({ kind: 'bundle', label: '套装' });
      if (tradeRow) tags.push({ kind: 'tradeIn', label: '以旧换新' });
      const presale = line.presale
        ? {
            deposit: line.presale.deposit,
            swellAmt: line.presale.swellAmt,
            balance: presaleBalance(sku.price, line.presale.deposit, line.presale.swellAmt),
          }
        : null;
      cartInfos.push({
        cartId: row.id,
        skuCd: row.skuCode,
        spuCd: sku.spuCode,
        skuNm: sku.name,
        prodNm: sku.productName,
        image: sku.image,
        prodAttr,
        qtyCnt: row.qty,
        selected: row.selected,
        subTyp: row.subTyp,
        actCd: row.actCd,
        unitPrice: presale ? presale.deposit : line.unitPrice,
        origPrice: line.origUnitPrice,
        stkCnt: sku.stock,
        lowStock: sku.stock <= sku.lowStock,
        stockTip: stockTipOf(sku.stock, sku.lowStock, row.qty),
        maxQty: j.maxQty,
        services: services.map((s) => ({
          code: s.code,
          name: s.name,
          price: s.price,
        })),
        gifts: gifts.map((g) => ({ code: g.code, name: g.name })),
        bundle: bundleRow
          ? {
              code: bundleRow.code,
              name: bundleRow.name,
              items: bundleItems.map(({ item, sku: s }) => ({
                skuCd: item.skuCode,
                skuNm: s?.skuName ?? item.skuCode,
                price: s ? Math.max(s.price, item.bundlePrice) : item.bundlePrice,
                bundlePrice: item.bundlePrice,
              })),
              problem: bundleProblem,
            }
          : null,
        tradeIn: tradeRow
          ? {
              code: tradeRow.code,
              name: tradeRow.name,
              credit: tradeRow.estimate + tradeRow.subsidy,
            }
          : null,
        tags,
        presale,
        ladderDiscount: priced.ladderDiscount,
        lineTotal: priced.lines.reduce((n, x) => n + x.due, 0),
      });
      if (row.selected) {
        selectedPricing.push(line, ...itemLines);
        selectedCartLines.push(line);
        if (tradeRow) tradeInCredit += tradeRow.estimate + tradeRow.subsidy;
      }
    }

    // The coupon is only an estimate here: checkout lets the member choose, and re-prices.
    const held = viewer.memberId !== undefined && selectedPricing.length ? await couponUse.usable(viewer.memberId, now) : [];
    const coupon = held.length ? bestCoupon(selectedPricing, held) : null;
    const total = priceOrder({ lines: selectedPricing, coupon, tradeInCredit });
    return {
      cartInfos,
      invalidInfos,
      summary: {
        selectedCnt: selectedCartLines.reduce((n, l) => n + l.qty, 0),
        selectedLines: selectedCartLines.length,
        listTotal: total.listTotal,
        goodsTotal: total.goodsTotal,
        priceSaving: total.priceSaving,
        ladderDiscount: total.ladderDiscount,
        servicesTotal: total.servicesTotal,
        coupon:
          coupon && total.couponApplied
            ? {
                cpnCd: coupon.cpnCd,
                name: coupon.name,
                discount: total.couponDiscount,
                label: '预估',
              }
            : null,
        tradeInCredit: total.tradeInCredit,
        payable: total.payable,
        balanceDue: total.balanceDue,
      },
      allSelected: cartInfos.length > 0 && cartInfos.every((l) => l.selected),
      totalCartNum: judged.reduce((n, j) => n + j.row.qty, 0),
    };
  }

  return { judge, build };
}

export type CartViewBuilder = ReturnType<typeof createCartView>;
