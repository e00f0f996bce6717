/**
 * Product page answers (spec 3 and 7): the page's first call (baseInfo), gallery, SKU list,
 * top info, detail, right-hand panel, bundles, 360° frames. The pure rules (typCd, ladder,
 * instalments, bespoke price, subsidy) live in @shop/contracts/pdp-rules; this file gathers
 * the rows and applies them at server time.
 */
import type { ProductType } from '@shop/contracts';
import { formatYuan } from '@shop/contracts/money';
import type {
  Bundle,
  PdpBaseInfo,
  PdpDetailInfo,
  PdpGallery,
  PdpInInfo,
  PdpSku,
  PdpSkuGallery,
  PdpTopInfo,
  PkgUpItem,
  SpecialFundInfo,
} from '@shop/contracts/pdp';
import {
  ACT_TYP,
  BUY_BUTTON_KEYS,
  EUP_DEFAULTS,
  INSTALMENT_MIN_PRICE,
  INSTALMENT_PLANS,
  SECKILL_DISPLAY_MINUTES,
  defaultBuyButtons,
  instalmentQuote,
  isTtmCompleted,
  pageKindFor,
  pointsUsable,
  resolveProductType,
  resolveSpuCode,
  specialFund,
  type SkuActivity,
} from '@shop/contracts/pdp-rules';
import type { ProductParts } from '../product-needs.ts';
import { fail } from '../../../platform/shop-error.ts';
import { PRODUCT_VIEWS, productImageUrl } from '../../media/index.ts';
import { rotationImageUrl } from '../../media/index.ts';
import type { PdpProductRow, PdpRepository, PdpSkuRow, BundleRow, LiveSkuRow } from './pdp.repository.ts';
import { sanitizeDetailHtml } from './sanitize.ts';
import type { LiveStockReader } from './live-stock.ts';
import { keptPerStamp } from '../../../platform/kept-per-stamp.ts';
import { cataloguePictureUrl } from '../admin/picture-url.ts';

const NOT_FOUND = '商品不存在';
/** Points: 1 point per yuan earned; up to 10 % of the price payable in points (100 points = ¥1). */
const pointsEarned = (price: number) => Math.floor(price / 100);

export const gallery = (type: ProductType, design: string, hex: string) => PRODUCT_VIEWS.map((v) => productImageUrl(type, design, v, hex));
/** A SKU's pictures: those an operator uploaded in the console (issue #16), else the generated views. */
const skuGallery = (type: ProductType, design: string, sku: { colorHex: string; pictures?: string[] }) =>
  sku.pictures?.length ? sku.pictures.map(cataloguePictureUrl) : gallery(type, design, sku.colorHex);

/** The attribute that is not the colour (存储, 尺寸, 容量), if any. */
const sizeAttr = (attrs: Record<string, string>) => Object.entries(attrs).find(([k]) => k !== '颜色');

/**
 * Upgrade package of each SKU: the cheapest on-sale SKU of the same colour that costs more
 * (the next storage or size up), or null.
 */
export function upgrades(skus: readonly PdpSkuRow[]): Map<string, PdpSkuRow | null> {
  const out = new Map<string, PdpSkuRow | null>();
  for (const s of skus) {
    let best: PdpSkuRow | null = null;
    for (const o of skus) {
      if (o.status !== 'on_sale' || o.colorName !== s.colorName || o.price <= s.price) continue;
      if (!best || o.price < best.price || (o.price === best.price && o.sortOrder < best.sortOrder)) best = o;
    }
    out.set(s.skuCode, best);
  }
  return out;
}

/** The SKU a page opens on: the one asked for, else the default-SKU table, else the first buyable, else the first on sale, else the first. */
export function selectSku(skus: readonly PdpSkuRow[], spuCode: string, asked: string | undefined, defaults: Readonly<Record<string, string>>): PdpSkuRow {
  const byCode = (code: string | undefined) => (code ? skus.find((s) => s.skuCode === code) : undefined);
  return (
    byCode(asked) ??
    byCode(defaults[spuCode]) ??
    skus.find((s) => s.status === 'on_sale' && s.stock > 0) ??
    skus.find((s) => s.status === 'on_sale') ??
    skus[0]!
  );
}

export interface PageOptions {
  siteCode: string;
  page: 'activity' | 'product';
  /** A verified preview: drafts (and off-sale products) are shown. */
  preview: boolean;
}

/** Products (per site) kept in memory for the current public data: the most recently loaded ones. */
const KEPT_PRODUCTS = 2000;

/**
 * What a baseInfo answer is made of besides the clock's value (serverTimeMs): two answers with
 * the same key are the same but for it, so the route may send the JSON it made for the first.
 */
export interface BaseInfoAnswer {
  key: string;
  nowMs: number;
  data(): PdpBaseInfo;
}

export function createPdpService(
  repo: PdpRepository,
  liveStock: LiveStockReader,
  deps: Pick<ProductParts, 'activities' | 'ctx'>,
  defaultSkus: Readonly<Record<string, string>>,
) {
  const { clock } = deps.ctx;
  const kept = keptPerStamp<PdpProductRow | null>(KEPT_PRODUCTS);

  /**
   * The product an address names, with the exact stock of its SKUs; 404 when unknown or a draft
   * outside preview. Everything but the stock comes from memory while public data is unchanged
   * (a price, a status, a review, a category: each moves the stamp); the stock is read live.
   */
  async function load(code: string, siteCode: string, allowDraft: boolean): Promise<{ row: PdpProductRow; tradeInExtension: boolean; stamp: string }> {
    const { spuCode, tradeInExtension } = resolveSpuCode(code);
    const live = await liveStock.read(spuCode);
    const keptRow = await kept.get(`${siteCode}\n${spuCode}`, live.stamp, () => repo.product(spuCode, siteCode));
    if (!keptRow || keptRow.skus.length === 0 || (keptRow.status === 'draft' && !allowDraft)) throw fail('E_NOT_FOUND', { message: NOT_FOUND });
    // A SKU missing from the live read is being deleted (its delete moves the stamp): none left.
    const row = { ...keptRow, skus: keptRow.skus.map((s) => ({ ...s, stock: live.stock.get(s.skuCode) ?? 0 })) };
    return { row, tradeInExtension, stamp: live.stamp };
  }

  function toPdpSkus(row: PdpProductRow, acts: Map<string, SkuActivity[]>): PdpSku[] {
    const up = upgrades(row.skus);
    return row.skus.map((s) => {
      const activities = acts.get(s.skuCode) ?? [];
      const ladder = activities.find((a) => a.actTyp === ACT_TYP.ladder)?.ladder ?? [];
      return {
        skuId: s.id,
        skuCd: s.skuCode,
        skuNm: s.name,
        skuImg: skuGallery(row.type, row.design, s),
        price: s.price,
        origPrice: Math.max(s.origPrice, s.price),
        stkCnt: s.stock,
        lkStkCnt: 0,
        lowStkCnt: s.lowStock,
        giftIntegration: pointsEarned(s.price),
        useIntegrationLim: pointsUsable(s.price),
        attrs: s.attrs,
        zk: ladder,
        deliveryTyp: 2,
        upPkgSku: up.get(s.skuCode)?.skuCode ?? null,
        stkNoti: s.status === 'on_sale' && s.stock === 0 ? 'Y' : 'N',
        status: s.status,
        activities,
      };
    });
  }

  /** Attribute values in SKU order, colours with their swatch and front picture. */
  function attrsOf(row: PdpProductRow): PdpBaseInfo['attrs'] {
    const names: string[] = [];
    const values = new Map<string, Map<string, PdpBaseInfo['attrs'][number]['values'][number]>>();
    for (const s of row.skus) {
      for (const [name, value] of Object.entries(s.attrs)) {
        if (!values.has(name)) {
          names.push(name);
          values.set(name, new Map());
        }
        const list = values.get(name)!;
        if (list.has(value)) continue;
        const colour = name === '颜色';
        list.set(value, {
          value,
          hex: colour ? s.colorHex : null,
          image: colour ? productImageUrl(row.type, row.design, 'front', s.colorHex) : null,
        });
      }
    }
    // Colour first, as the page lays the selectors out.
    names.sort((a, b) => Number(b === '颜色') - Number(a === '颜色'));
    return names.map((name) => ({
      name,
      values: [...values.get(name)!.values()],
    }));
  }

  /** The product and its SKUs' activities (kept for the same stamp, the clock applied now, own stock live). */
  async function productWithActivities(code: string, siteCode: string, allowDraft: boolean, now: Date) {
    const loaded = await load(code, siteCode, allowDraft);
    const codes = loaded.row.skus.map((s) => s.skuCode);
    const acts = await deps.activities.forSkus(codes, siteCode, now, { publicData: loaded.stamp });
    return { ...loaded, acts };
  }

  /**
   * The page's first call, as its key and a way to build it. Everything the answer depends on is
   * in the key: the stamp (the product, prices, activity rows), the request, the exact stock of
   * each SKU, the activities the clock leaves visible with their live own stock, and what the
   * clock makes of the selected SKU (typCd, limit). Only serverTimeMs is left out.
   */
  async function baseInfoAnswer(code: string, skuCd: string | undefined, opts: PageOptions): Promise<BaseInfoAnswer> {
    const now = clock.now();
    const { row, tradeInExtension, acts, stamp } = await productWithActivities(code, opts.siteCode, opts.preview, now);
    if (row.status === 'off_sale' && !opts.preview) throw fail('ERR_ORDER_OFF_SHELF');
    const selected = selectSku(row.skus, row.spuCode, skuCd, defaultSkus);
    const selectedActs = acts.get(selected.skuCode) ?? [];
    const type = resolveProductType({
      page: pageKindFor(opts.page, selectedActs),
      now: now.getTime(),
      secKillDispMinite: SECKILL_DISPLAY_MINUTES,
      price: selected.price,
      stock: selected.stock,
      limitQty: 0,
      activities: selectedActs,
    });
    const visibleActs: string[] = [];
    for (const [sku, list] of acts) for (const act of list) visibleActs.push(`${sku}:${act.actCd}:${act.actStock}`);
    const key = JSON.stringify([
      stamp,
      code,
      skuCd ?? null,
      opts.siteCode,
      opts.page,
      opts.preview,
      row.skus.map((s) => s.stock),
      visibleActs,
      type.typCd,
      type.limitQty,
    ]);
    return { key, nowMs: now.getTime(), data: () => assembleBaseInfo(row, tradeInExtension, acts, selected, type, opts, now) };
  }

  async function baseInfo(code: string, skuCd: string | undefined, opts: PageOptions): Promise<PdpBaseInfo> {
    return (await baseInfoAnswer(code, skuCd, opts)).data();
  }

  function assembleBaseInfo(
    row: PdpProductRow,
    tradeInExtension: boolean,
    acts: Map<string, SkuActivity[]>,
    selected: PdpSkuRow,
    type: { typCd: PdpBaseInfo['spuBaseInfo']['typCd']; limitQty: number },
    opts: PageOptions,
    now: Date,
  ): PdpBaseInfo {
    const skus = toPdpSkus(row, acts);
    const selectedActs = acts.get(selected.skuCode) ?? [];
    const presale = selectedActs.find((a) => a.actTyp === ACT_TYP.presale);
    const onSale = row.skus.filter((s) => s.status === 'on_sale');
    const studentOnly = opts.siteCode === 'student';
    const limitText = type.limitQty > 0 ? `每人限购 ${type.limitQty} 件` : '同一商品每单最多购买 5 件';
    return {
      spuBaseInfo: {
        prodCd: row.spuCode,
        prodNm: row.name,
        sellingPoint: row.sellingPoint,
        productType: row.type,
        catgLvlOneCd: row.parentCode,
        catgLvlOneNm: row.parentName,
        catgLvlTwoCd: row.categoryCode,
        catgLvlTwoNm: row.categoryName,
        newYn: row.isNew ? 'Y' : 'N',
        hotYn: row.isHot ? 'Y' : 'N',
        typCd: type.typCd,
        totalStar: row.totalStar,
        commentCount: row.commentCount,
        servIds: row.servIds,
        tailDispYn: presale?.balanceBeginTime ? 'Y' : 'N',
        swellDpstDispYn: presale && presale.swellAmt > 0 ? 'Y' : 'N',
        swellDpstAmt: presale?.swellAmt ?? 0,
        skuPrice: Math.min(...(onSale.length ? onSale : row.skus).map((s) => s.price)),
        purchaseRuleInfo: {
          limitQty: type.limitQty,
          studentOnly,
          text: studentOnly ? `${limitText}；学生专享价仅限通过学生认证的会员购买` : limitText,
        },
        secKillDispMinite: SECKILL_DISPLAY_MINUTES,
        status: row.status,
        has3d: row.frames3d > 0,
        tradeInExtension,
        ttmCompleted: isTtmCompleted(row.spuCode),
        invitationOnly: row.invitationOnly,
        bespoke: row.bespoke.length > 0,
      },
      attrs: attrsOf(row),
      skus,
      selectedSkuCd: selected.skuCode,
      serverTimeMs: now.getTime(),
      preview: opts.preview,
    };
  }

  async function skuList(code: string, siteCode: string, allowDraft: boolean): Promise<PdpSku[]> {
    const { row, acts } = await productWithActivities(code, siteCode, allowDraft, clock.now());
    return toPdpSkus(row, acts);
  }

  async function pkgUp(code: string, siteCode: string, allowDraft: boolean): Promise<PkgUpItem[]> {
    const { row } = await load(code, siteCode, allowDraft);
    const up = upgrades(row.skus);
    return row.skus.map((s) => {
      const u = up.get(s.skuCode) ?? null;
      return {
        skuCd: s.skuCode,
        upPkgSku: u?.skuCode ?? null,
        upPkgSkuNm: u?.name ?? null,
        upPkgAttr: u ? (sizeAttr(u.attrs)?.[1] ?? u.colorName) : null,
        priceDiff: u ? u.price - s.price : null,
      };
    });
  }

  async function leftInfo(code: string, siteCode: string, allowDraft: boolean): Promise<PdpGallery> {
    const { row } = await load(code, siteCode, allowDraft);
    const colours = new Map<string, PdpGallery['colours'][number]>();
    for (const s of row.skus) {
      const c = colours.get(s.colorName) ?? {
        colorName: s.colorName,
        colorHex: s.colorHex,
        skuCds: [],
        images: skuGallery(row.type, row.design, s),
      };
      c.skuCds.push(s.skuCode);
      colours.set(s.colorName, c);
    }
    return {
      prodCd: row.spuCode,
      colours: [...colours.values()],
      frames3d: row.frames3d,
    };
  }

  async function liveSku(skuCode: string, siteCode: string): Promise<LiveSkuRow> {
    const [s] = await repo.liveSkus({ codes: [skuCode] }, siteCode);
    if (!s) throw fail('E_NOT_FOUND', { message: NOT_FOUND });
    return s;
  }

  async function leftSkuInfo(skuCode: string, siteCode: string): Promise<PdpSkuGallery> {
    const s = await liveSku(skuCode, siteCode);
    return {
      skuCd: s.skuCode,
      skuNm: s.name,
      colorName: s.colorName,
      colorHex: s.colorHex,
      images: gallery(s.type, s.design, s.colorHex),
      price: s.price,
      origPrice: Math.max(s.origPrice, s.price),
      stkCnt: s.stock,
      lowStkCnt: s.lowStock,
      status: s.productStatus === 'on_sale' ? s.status : 'off_sale',
      has3d: s.frames3d > 0,
    };
  }

  async function topInfo(code: string, siteCode: string, allowDraft: boolean): Promise<PdpTopInfo> {
    const { row } = await load(code, siteCode, allowDraft);
    const crumbs = [{ code: 'home', name: '首页', url: '/' }];
    if (row.parentCode !== row.categoryCode)
      crumbs.push({
        code: row.parentCode,
        name: row.parentName,
        url: `/list?category=${encodeURIComponent(row.parentCode)}`,
      });
    crumbs.push({
      code: row.categoryCode,
      name: row.categoryName,
      url: `/list?category=${encodeURIComponent(row.categoryCode)}`,
    });
    const from = Math.min(...row.skus.map((s) => s.price));
    return {
      prodCd: row.spuCode,
      prodNm: row.name,
      sellingPoint: row.sellingPoint,
      breadcrumbs: crumbs,
      totalStar: row.totalStar,
      commentCount: row.commentCount,
      newYn: row.isNew ? 'Y' : 'N',
      hotYn: row.isHot ? 'Y' : 'N',
      shareTitle: `${row.name}｜${row.sellingPoint}｜到手价 ${formatYuan(from, { grouping: false })} 起`,
    };
  }

  async function detailInfo(code: string, skuCd: string | undefined, siteCode: string, allowDraft: boolean): Promise<PdpDetailInfo> {
    const { row } = await load(code, siteCode, allowDraft);
    const detail = await repo.detail(row.spuCode);
    const sku = selectSku(row.skus, row.spuCode, skuCd, defaultSkus);
    return {
      prodCd: row.spuCode,
      detlTitl: detail?.title || row.name,
      detlDsc: row.description,
      detlHtml: sanitizeDetailHtml(detail?.html ?? ''),
      detlH5: sanitizeDetailHtml(detail?.h5Html ?? ''),
      packLst: detail?.packingList ?? [],
      detailImgs: gallery(row.type, row.design, sku.colorHex),
      spclSpec: detail?.highlights ?? [],
      spec: row.specs,
    };
  }

  async function specInfo(code: string, siteCode: string, allowDraft: boolean) {
    const { row } = await load(code, siteCode, allowDraft);
    return row.specs;
  }

  function toBundle(b: BundleRow, main: { skuCode: string; price: number }): Bundle | null {
    // A bundle whose item cannot be sold (unknown, off sale or out of stock) is not offered.
    if (b.items.length === 0 || b.items.some((i) => !i.live || !i.name || (i.stock ?? 0) <= 0)) return null;
    const items = b.items.map((i) => ({
      skuCd: i.skuCode,
      skuNm: i.name!,
      image: productImageUrl(i.type!, i.design, 'front', i.colorHex!),
      price: i.price!,
      bundlePrice: i.bundlePrice,
      stkCnt: i.stock!,
    }));
    const total = main.price + items.reduce((n, i) => n + i.bundlePrice, 0);
    const saving = items.reduce((n, i) => n + Math.max(0, i.price - i.bundlePrice), 0);
    return {
      code: b.code,
      name: b.name,
      mainSpuCode: b.mainSpuCode,
      mainSkuCd: main.skuCode,
      mainPrice: main.price,
      items,
      total,
      saving,
    };
  }

  async function inInfo(code: string, skuCd: string | undefined, siteCode: string, allowDraft: boolean): Promise<PdpInInfo> {
    const { row } = await load(code, siteCode, allowDraft);
    const sku = selectSku(row.skus, row.spuCode, skuCd, defaultSkus);
    const [services, gifts, bundleRows, tradeIn] = await Promise.all([
      repo.services(row.type),
      repo.gifts(sku.skuCode),
      repo.bundles(row.spuCode, siteCode),
      repo.hasTradeIn(row.type),
    ]);
    const byKind = (kind: 'install' | 'warranty' | 'care') =>
      services
        .filter((s) => s.kind === kind)
        .map((s) => ({
          servId: s.code,
          kind: s.kind,
          name: s.name,
          description: s.description,
          price: s.price,
          months: s.months,
        }));
    const plans =
      sku.price >= INSTALMENT_MIN_PRICE
        ? INSTALMENT_PLANS.map((p) => {
            const q = instalmentQuote(sku.price, p);
            return {
              periods: q.periods,
              perPeriod: q.perPeriod,
              firstPeriod: q.firstPeriod,
              fee: q.fee,
              total: q.total,
              interestFree: q.feeRate === 0,
            };
          })
        : [];
    const upgrade = upgrades(row.skus).get(sku.skuCode) ?? null;
    const fund = specialFund({
      type: row.type,
      price: sku.price,
      energyClass1: energyClass1(row),
    });
    const install = byKind('install');
    const warranty = byKind('warranty');
    const care = byKind('care');
    const buttons = defaultBuyButtons();
    const stop: Record<(typeof BUY_BUTTON_KEYS)[number], boolean> = {
      gjfw: services.length === 0, // 购机服务: any value-added service at all
      azfw: install.length === 0, // 安装服务: only for types that need installing
      ycfw: warranty.length === 0, // 延保服务
      fqmx: plans.length === 0, // 分期: price below the threshold
      gjhl: !fund.eligible, // 国家补贴
      // 碎屏保, and any care plan the console names otherwise (it would never show else).
      sxp: !care.some((c) => !c.name.startsWith('意外保')),
      sxp2: !care.some((c) => c.name.startsWith('意外保')), // 意外保
      hs: !tradeIn, // 以旧换新
      hs2: !tradeIn, // 回收
      eup: upgrade === null, // 升级套餐
    };
    for (const k of BUY_BUTTON_KEYS) buttons[k] = { stopBuy: stop[k] };
    return {
      prodCd: row.spuCode,
      skuCd: sku.skuCode,
      services: { install, warranty, care },
      servIds: services.map((s) => s.code),
      instalment: { price: sku.price, minPrice: INSTALMENT_MIN_PRICE, plans },
      gifts: gifts.map((g) => ({
        skuCd: g.skuCode,
        giftSkuCd: g.giftSkuCode,
        giftNm: g.giftName,
        image: productImageUrl(g.giftType, g.giftDesign, 'front', g.giftHex),
        qty: g.qty,
        remark: g.remark,
      })),
      bundles: bundleRows.map((b) => toBundle(b, sku)).filter((b): b is Bundle => b !== null),
      buyButtons: buttons,
      eupFQType: EUP_DEFAULTS.eupFQType,
      eupBTType: EUP_DEFAULTS.eupBTType,
    };
  }

  async function skuById(id: number, siteCode: string): Promise<LiveSkuRow> {
    const [s] = await repo.liveSkus({ id }, siteCode);
    if (!s) throw fail('E_NOT_FOUND', { message: NOT_FOUND });
    return s;
  }

  async function bundlesBySkuId(id: number, siteCode: string): Promise<Bundle[]> {
    const s = await skuById(id, siteCode);
    const rows = await repo.bundles(s.spuCode, siteCode);
    return rows.map((b) => toBundle(b, s)).filter((b): b is Bundle => b !== null);
  }

  /** 360° frames in the colour of the SKU asked for (else the default SKU). */
  async function frames3d(code: string, skuCd: string | undefined, siteCode: string, allowDraft: boolean): Promise<string[]> {
    const { row } = await load(code, siteCode, allowDraft);
    const sku = selectSku(row.skus, row.spuCode, skuCd, defaultSkus);
    return Array.from({ length: row.frames3d }, (_, i) => rotationImageUrl(row.type, row.design, Math.round((360 * i) / row.frames3d), sku.colorHex));
  }

  async function fund(skuCode: string, siteCode: string): Promise<SpecialFundInfo> {
    const s = await liveSku(skuCode, siteCode);
    return {
      skuCd: s.skuCode,
      ...specialFund({
        type: s.type,
        price: s.price,
        energyClass1: s.energyClass1,
      }),
    };
  }

  return {
    load,
    baseInfo,
    baseInfoAnswer,
    skuList,
    pkgUp,
    leftInfo,
    leftSkuInfo,
    topInfo,
    detailInfo,
    specInfo,
    inInfo,
    skuById,
    bundlesBySkuId,
    frames3d,
    fund,
  };
}

/** First-class energy efficiency, as the product's spec table states it (能效等级 一级). */
function energyClass1(row: PdpProductRow): boolean {
  return row.specs.some((g) => g.items.some((i) => i.name === '能效等级' && i.value.startsWith('一级')));
}

export type PdpService = ReturnType<typeof createPdpService>;
