/**
 * Every offer the shop advertises is one it delivers (issue #14): the marketing claims of the
 * seeded CMS content (home banners, ads, top banners, the menu's featured cards, product-page
 * ads and gift remarks) checked against what the shop actually does, over the real API and
 * the seeded database.
 *
 * CLAIMS below lists each claim: its words, the blocks that say them and how it is proved.
 * A claim is about the products its line leads to (a listing, a product page, the SPU codes
 * of a product-page ad; the whole shop otherwise), unless it names its own. "至高 …" holds
 * when one of those products reaches it; any other claim must hold for every one of them,
 * and so must a product-page ad, which is read on each product's own page.
 *
 * Change a claim's words, or the data it rests on (trade-in subsidies, instalment plans,
 * services, bundles, coupons, student prices, delivery rules, star-coin rules), and this
 * file fails; a new figure in the content (¥, 期免息, 折, 包邮, 免费, 当日达 …) fails too
 * until a claim here proves it.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, like, not, sql } from 'drizzle-orm';
import { schema } from '@shop/db';
import type { ProductCard } from '@shop/contracts/catalog';
import type { CheckoutView } from '@shop/contracts/checkout';
import type { TradeInEstimate } from '@shop/contracts/compare';
import type { CouponList } from '@shop/contracts/marketing';
import type { DeliveryEstimate } from '@shop/contracts/delivery';
import type { PdpInInfo, SkuStockPrice } from '@shop/contracts/pdp';
import type { MyCouponPage } from '@shop/contracts/points';
import { STAR_COIN_DAILY, starCoinRewardFor, type StarCoinInfo } from '@shop/contracts/stars';
import { Browser, signIn, useTestApi } from './harness.ts';
import { addToCart, confirm, shopper, type Shopper } from './checkout-fixtures.ts';

const t = useTestApi();
const visitor = () => new Browser(t.baseUrl);

// ---------------------------------------------------------------------------------------
// The advertised lines, as the seeded content says them

interface AdLine {
  block: string;
  kind: string;
  text: string;
  /** Where the line leads ('' when it is not a link). */
  href: string;
  /** Product-page ads and gift remarks: the SPU or SKU codes whose pages show it ([] = every product). */
  codes?: string[];
}

/** Kinds of content that advertise (menus' link lists and the footer are names of screens). */
const ADVERTISING_KINDS = ['banner', 'ad', 'top-banner', 'nav', 'pdp-ad', 'pdp-gift-remark'];

type Payload = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' ');

function linesOf(block: { id: string; kind: string; payload: unknown }): AdLine[] {
  const p = block.payload as Payload;
  const base = { block: block.id, kind: block.kind };
  switch (block.kind) {
    case 'top-banner':
      return [{ ...base, text: str(p.text), href: str(p.href) }];
    case 'nav':
      return ((p.featured as Payload[] | undefined) ?? []).map((f) => ({ ...base, text: joined(f.title, f.subtitle), href: str(f.href) }));
    case 'pdp-ad':
      return [{ ...base, text: joined(p.title, p.subtitle), href: str(p.href), codes: (p.spuCodes as string[] | undefined) ?? [] }];
    case 'pdp-gift-remark':
      return [{ ...base, text: str(p.text), href: '', codes: (p.codes as string[] | undefined) ?? [] }];
    default:
      return [{ ...base, text: joined(p.title, p.subtitle), href: str(p.href) }];
  }
}

let seeded: Promise<AdLine[]> | undefined;
/** Every advertised line of the seeded content (rows other test files insert are left out). */
function advertisedLines(): Promise<AdLine[]> {
  seeded ??= t.database.db
    .select({ id: schema.cmsBlocks.id, kind: schema.cmsBlocks.kind, payload: schema.cmsBlocks.payload })
    .from(schema.cmsBlocks)
    .where(and(inArray(schema.cmsBlocks.kind, ADVERTISING_KINDS), not(like(schema.cmsBlocks.id, 'test-%'))))
    .then((rows) => rows.flatMap(linesOf));
  return seeded;
}

// ---------------------------------------------------------------------------------------
// The products a line is about

/** A product a line is about; pinned when the line names one SKU (a /product/{spu}/{sku} link, a SKU code). */
type Product = ProductCard & { pinned?: boolean };
interface About {
  products: Product[];
  /** Every product must bear the claim out (else one is enough: "至高 …"). */
  each: boolean;
}

let shopCards: Promise<Product[]> | undefined;
/** The listing as a shopper sees it: one category (and its children), or the whole shop. */
async function listing(category?: string): Promise<Product[]> {
  const out: Product[] = [];
  for (let page = 1; ; page++) {
    const q = new URLSearchParams({ page: String(page), pageSize: '60', ...(category ? { category } : {}) });
    const r = await visitor().get<{ items: ProductCard[]; total: number }>(`/api/product/plp/list?${q}`);
    expect(r.status, `listing ${category ?? 'all'}`).toBe(200);
    out.push(...r.body.data.items);
    if (r.body.data.items.length === 0 || out.length >= r.body.data.total) return out;
  }
}
const wholeShop = () => (shopCards ??= listing());

/** What a product page link or code names: /product/{spu}/{sku?}, an SPU code or a SKU code. */
async function named(code: string, skuCode?: string): Promise<Product[]> {
  const all = await wholeShop();
  const bySpu = all.find((p) => p.spuCode === code);
  if (bySpu) return [skuCode ? { ...bySpu, skuCode, pinned: true } : bySpu];
  const [sku] = await t.database.db
    .select({ spuCode: schema.products.spuCode })
    .from(schema.skus)
    .innerJoin(schema.products, eq(schema.products.id, schema.skus.productId))
    .where(eq(schema.skus.skuCode, code));
  const owner = sku && all.find((p) => p.spuCode === sku.spuCode);
  return owner ? [{ ...owner, skuCode: code, pinned: true }] : [];
}

async function aboutLine(line: AdLine, upTo: boolean): Promise<About> {
  // A product-page ad is read on each product's page: it must hold on every one of them.
  if (line.codes) {
    if (line.codes.length === 0) return { products: await wholeShop(), each: true };
    const products = await Promise.all(line.codes.map((c) => named(c)));
    for (const [i, found] of products.entries()) expect(found, `${line.block}: ${line.codes[i]} is not on sale`).toHaveLength(1);
    return { products: products.flat(), each: true };
  }
  const list = /^\/list\/([\w-]+)/.exec(line.href);
  if (list) return { products: await listing(list[1]), each: !upTo };
  const page = /^\/product\/([\w-]+)(?:\/([\w-]+))?$/.exec(line.href);
  if (page && page[1] !== 'hs') return { products: await named(page[1]!, page[2]), each: true };
  return { products: await wholeShop(), each: !upTo };
}

// ---------------------------------------------------------------------------------------
// What the shop answers about a product

/** ¥1,000 → 100000 fen: every ¥ figure of a text, in order. */
const fens = (text: string) => [...text.matchAll(/¥\s?([\d,]+)/g)].map((m) => Number(m[1]!.replaceAll(',', '')) * 100);

const inInfo = async (p: Product) => {
  const r = await visitor().get<PdpInInfo>(`/api/product/pdp/right/inInfo/${p.spuCode}?skuCd=${p.skuCode}`);
  expect(r.status, `inInfo ${p.skuCode}`).toBe(200);
  return r.body.data;
};
const tradeIn = async (p: Product) => {
  const r = await visitor().get<TradeInEstimate>(`/api/product/pdp/compare/getTradeInEstimateAmount/2/${p.skuCode}`);
  expect(r.status, `trade-in ${p.skuCode}`).toBe(200);
  return r.body.data;
};
const claimable = async (p: Product) => {
  const r = await (await visitor().prime()).post<CouponList>('/api/act/market/coupon/claimable', { skuCds: [p.skuCode] });
  expect(r.status, `claimable ${p.skuCode}`).toBe(200);
  return r.body.data.coupons;
};
const skusOf = (spuCode: string) =>
  t.database.db
    .select({ skuCode: schema.skus.skuCode, name: schema.skus.name })
    .from(schema.skus)
    .innerJoin(schema.products, eq(schema.products.id, schema.skus.productId))
    .where(and(eq(schema.products.spuCode, spuCode), eq(schema.skus.status, 'on_sale')));
const productTypeOfSku = async (skuCode: string) =>
  (
    await t.database.db
      .select({ type: schema.products.type })
      .from(schema.skus)
      .innerJoin(schema.products, eq(schema.products.id, schema.skus.productId))
      .where(eq(schema.skus.skuCode, skuCode))
  )[0]?.type;

let buyer: Promise<Shopper> | undefined;
const aShopper = () => (buyer ??= shopper(t.baseUrl));

// ---------------------------------------------------------------------------------------
// The claims

interface ProductClaim {
  /** The words as the content says them. */
  says: string;
  /** The blocks (cms_blocks ids) that say them. */
  in: string[];
  /** The products the words name themselves (else: what the line leads to). */
  about?: () => Promise<Product[]>;
  /** Whether one product bears the claim out. */
  holdsFor(p: Product, says: string): Promise<boolean>;
}
interface ShopClaim {
  says: string;
  in: string[];
  /** A claim about the shop as a whole: asserts it. */
  holds(says: string): Promise<void>;
}
type Claim = ProductClaim | ShopClaim;

/** 至高补贴 ¥N: an old device taken for the product earns a subsidy of at least ¥N. */
const tradeInSubsidy: ProductClaim['holdsFor'] = async (p, says) => {
  const [amount] = fens(says);
  return (await tradeIn(p)).models.some((m) => m.subsidy >= amount!);
};

/** N 期免息: the product can be paid in N interest-free instalments. */
const interestFree: ProductClaim['holdsFor'] = async (p, says) => {
  const periods = Number(/(\d+)\s*期免息/.exec(says)![1]);
  return (await inInfo(p)).instalment.plans.some((plan) => plan.periods === periods && plan.interestFree && plan.fee === 0);
};

/** 免费座装: an installation service of the product costs nothing. */
const freeInstallation: ProductClaim['holdsFor'] = async (p) => (await inInfo(p)).services.install.some((s) => s.price === 0);

/** 满 ¥X 减 ¥Y: a public coupon of that threshold and amount can be claimed now for the product. */
const couponToClaim: ProductClaim['holdsFor'] = async (p, says) => {
  const [threshold, amount] = fens(says);
  return (await claimable(p)).some(
    (c) => c.kind === 'amount' && c.threshold === threshold && c.amount === amount && (c.state.canClaim || c.state.status === 'loginRequired'),
  );
};

/** 组合购立减 ¥N: the product's page offers a bundle saving ¥N, and checkout charges the bundle that much less. */
const bundleSaving: ProductClaim['holdsFor'] = async (p, says) => {
  const [saving] = fens(says);
  const bundle = (await inInfo(p)).bundles.find((b) => b.saving === saving);
  if (!bundle) return false;
  const s = await aShopper();
  await addToCart(s.b, bundle.mainSkuCd, 1, { bundleCode: bundle.code });
  const r = await confirm(s.b, { source: { type: 'cart' } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const lines = r.body.data.lines.filter((l) => l.bundle?.code === bundle.code);
  const charged = lines.reduce((sum, l) => sum + l.goods, 0);
  // Bought together: the main product at its price, each item at its bundle price — ¥N less than apart.
  expect(lines.map((l) => l.skuCd).sort()).toEqual([bundle.mainSkuCd, ...bundle.items.map((i) => i.skuCd)].sort());
  expect(charged).toBe(bundle.total);
  expect(bundle.mainPrice + bundle.items.reduce((sum, i) => sum + i.price, 0) - charged).toBe(saving);
  return true;
};

/** 指定款…赠 X: a SKU of the product (the one the line names, if it names one) comes with a gift that is X. */
const giftOf =
  (is: (gift: PdpInInfo['gifts'][number], sku: { skuCode: string; name: string }) => Promise<boolean> | boolean): ProductClaim['holdsFor'] =>
  async (p) => {
    const skus = (await skusOf(p.spuCode)).filter((s) => !p.pinned || s.skuCode === p.skuCode);
    for (const sku of skus) for (const g of (await inInfo({ ...p, skuCode: sku.skuCode })).gifts) if (await is(g, sku)) return true;
    return false;
  };

const inCategory = (category: string) => () => listing(category);

const CLAIMS: Claim[] = [
  {
    says: '以旧换新至高补贴 ¥1000',
    in: ['banner-home-s25-ultra', 'nav-shop'],
    holdsFor: tradeInSubsidy,
  },
  {
    says: '至高补贴 ¥1000',
    in: ['ad-home-promo-trade-in', 'pdp-banner-s25u-trade-in'],
    holdsFor: tradeInSubsidy,
  },
  {
    says: '以旧换新至高补贴 ¥800',
    in: ['banner-home-fridge'],
    holdsFor: tradeInSubsidy,
  },
  {
    says: '至高 6 期免息',
    in: ['banner-home-fold7', 'banner-home-festival-1212', 'top-festival-1212', 'nav-shop'],
    holdsFor: interestFree,
  },
  {
    says: '免费上门座装调试',
    in: ['banner-home-neo-tv'],
    holdsFor: freeInstallation,
  },
  {
    says: '电视免费上门座装',
    in: ['pdp-banner-tv'],
    holdsFor: freeInstallation,
  },
  {
    says: '组合购立减 ¥300',
    in: ['banner-home-watch'],
    holdsFor: bundleSaving,
  },
  {
    says: '手机满 ¥5000 减 ¥300',
    in: ['banner-home-festival-1212', 'top-festival-1212'],
    holdsFor: couponToClaim,
  },
  {
    says: '电视满 ¥8000 减 ¥800',
    in: ['ad-roll-center-festival'],
    about: inCategory('tvs'),
    holdsFor: couponToClaim,
  },
  {
    says: '满 ¥1000 减 ¥100',
    in: ['ad-roll-center-new-user', 'pdp-banner-default-member'],
    holdsFor: couponToClaim,
  },
  {
    says: 'S25 Ultra 指定款下单赠原装配件',
    in: ['ad-index-new-arrival'],
    holdsFor: giftOf(async (g) => (await productTypeOfSku(g.giftSkuCd)) === 'accessory'),
  },
  {
    says: 'Z Fold7 指定款赠原装皮革保护壳',
    in: ['pdp-banner-fold7'],
    about: async () => named('ZFOLD7'),
    holdsFor: giftOf((g) => g.giftNm.includes('皮革保护壳')),
  },
  {
    says: '75 英寸款赠真无线耳机',
    in: ['pdp-gift-remark-tv-sku'],
    holdsFor: giftOf((g, sku) => g.giftNm.includes('真无线耳机') && sku.name.includes('75英寸')),
  },
  {
    says: '一年意外保护',
    in: ['pdp-banner-s25u-care'],
    holdsFor: async (p) => (await inInfo(p)).services.care.some((c) => c.months === 12 && /意外|碎屏/.test(c.name)),
  },
  {
    says: '新会员注册即得 ¥200 优惠券礼包',
    in: ['top-global-pc', 'ad-pc-login-member'],
    holds: newMemberPack,
  },
  {
    says: '新人领 ¥200 券包',
    in: ['top-global-mobile'],
    holds: newMemberPack,
  },
  {
    says: '全场包邮',
    in: ['top-global-pc'],
    holds: freeShipping,
  },
  {
    says: '学生认证专享教育优惠，至高省 ¥1360',
    in: ['top-student'],
    holds: studentSaving,
  },
  {
    says: '16:00 前下单当天出库，华北、华东、华南次日达',
    in: ['ad-pdp-lamp-delivery'],
    holds: nextDayDelivery,
  },
  {
    says: '保修期满后再保 1–2 年',
    in: ['ad-pdp-lamp-warranty'],
    holds: extendedWarranty,
  },
  {
    says: '保修期满再保 1–2 年',
    in: ['nav-support'],
    holds: extendedWarranty,
  },
  {
    says: '每天签到得 5 星币，连签 7 天再得 20',
    in: ['ad-index-member'],
    holds: starCoinRules,
  },
];

// ---------------------------------------------------------------------------------------
// Claims about the shop as a whole

/** 注册即得 ¥N 优惠券礼包: a new member holds coupons worth exactly ¥N right after signing up. */
async function newMemberPack(says: string) {
  const [amount] = fens(says);
  const b = visitor();
  await signIn(b);
  const mine = await b.post<MyCouponPage>('/api/member/memberCoupon/list', { status: 'unused', pageSize: 20 });
  expect(mine.status).toBe(200);
  expect(mine.body.data.list.length).toBeGreaterThan(0);
  expect(mine.body.data.list.reduce((sum, c) => sum + c.amount, 0)).toBe(amount);
}

/** 全场包邮: checkout charges no shipping, for the cheapest product as for a large appliance. */
async function freeShipping() {
  const buyable = (cards: ProductCard[]) => cards.find((c) => !c.soldOut && !c.invitationOnly)!;
  const cheapest = buyable((await visitor().get<{ items: ProductCard[] }>('/api/product/plp/list?sort=price-asc&pageSize=20')).body.data.items);
  const tv = buyable(await listing('tvs'));
  const s = await shopper(t.baseUrl);
  for (const skuCd of [cheapest.skuCode, tv.skuCode]) {
    await addToCart(s.b, skuCd, 1);
    const r = await confirm(s.b, { source: { type: 'cart' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const v: CheckoutView = r.body.data;
    expect(v.price.shipping, skuCd).toBe(0);
    expect(v.breakdown.shipping, skuCd).toBe(0);
  }
}

/** 学生…至高省 ¥N: a SKU's student-store price is ¥N (or more) below its price on the main shop. */
async function studentSaving(says: string) {
  const [amount] = fens(says);
  const [best] = await t.database.db
    .select({ skuCode: schema.skus.skuCode, saving: sql<number>`(${schema.skus.price} - ${schema.skuSitePrices.price})::int` })
    .from(schema.skuSitePrices)
    .innerJoin(schema.skus, eq(schema.skus.id, schema.skuSitePrices.skuId))
    .innerJoin(schema.products, eq(schema.products.id, schema.skus.productId))
    .where(and(eq(schema.skuSitePrices.siteCode, 'student'), eq(schema.skus.status, 'on_sale'), eq(schema.products.status, 'on_sale')))
    .orderBy(sql`2 DESC`)
    .limit(1);
  expect(best!.saving).toBeGreaterThanOrEqual(amount!);
  // As the shop serves them: the main price and the student-store price of that SKU.
  const price = async (site: string) =>
    (await visitor().get<SkuStockPrice[]>(`/api/product/common/stkPrice/${best!.skuCode}${site ? `?siteCd=${site}` : ''}`)).body.data[0]!.price;
  expect((await price('')) - (await price('student'))).toBe(best!.saving);
}

/** HH:mm 前下单当天出库，<hub zones>次日达: a phone ordered just before the cut-off arrives the next day there. */
async function nextDayDelivery(says: string) {
  const cutoff = /(\d{2}):(\d{2}) 前下单当天出库/.exec(says)!;
  const HUB_CITIES: Record<string, [string, string, string]> = {
    华北: ['110000', '110100', '110101'],
    华东: ['310000', '310100', '310101'],
    华南: ['440000', '440100', '440106'],
  };
  const zones = Object.keys(HUB_CITIES).filter((z) => says.includes(z));
  expect(zones.length).toBeGreaterThan(0);
  const phone = (await listing('smartphones'))[0]!;
  const estimate = async (at: string, [p, c, d]: [string, string, string]) => {
    t.clock.offsetMs = Date.parse(`${at}+08:00`) - Date.now();
    const r = await visitor().get<DeliveryEstimate>(`/api/product/deliveryTime/v2/getES/${phone.skuCode}/${p}/${c}/${d}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };
  const justBefore = `2026-11-23T${String(Number(cutoff[1]) - 1).padStart(2, '0')}:59:00`;
  const atCutoff = `2026-11-23T${cutoff[1]}:${cutoff[2]}:00`;
  for (const zone of zones) {
    expect(await estimate(justBefore, HUB_CITIES[zone]!), zone).toMatchObject({ cutoff: `${cutoff[1]}:${cutoff[2]}`, shipsToday: true, days: 1 });
    expect(await estimate(atCutoff, HUB_CITIES[zone]!), zone).toMatchObject({ shipsToday: false, days: 2 });
  }
}

/** 保修期满后再保 1–2 年: extended warranties of one and of two years are sold with products. */
async function extendedWarranty(says: string) {
  const [from, to] = /(\d+)–(\d+) 年/.exec(says)!.slice(1).map(Number);
  warrantyMonths ??= (async () => {
    const seen = new Set<number>();
    for (const p of await wholeShop()) for (const w of (await inInfo(p)).services.warranty) seen.add(w.months);
    return [...seen];
  })();
  const months = await warrantyMonths;
  expect(Math.min(...months)).toBe(from! * 12);
  expect(Math.max(...months)).toBe(to! * 12);
}

let warrantyMonths: Promise<number[]> | undefined;

/** 每天签到得 N 星币，连签 D 天再得 B: the star-coin sign-in pays that. */
async function starCoinRules(says: string) {
  const [daily, days, bonus] = /每天签到得 (\d+) 星币，连签 (\d+) 天再得 (\d+)/.exec(says)!.slice(1).map(Number);
  const b = visitor();
  await signIn(b);
  const info = await b.post<StarCoinInfo>('/api/member/starCoin/info', {});
  expect(info.status).toBe(200);
  expect(info.body.data.todayReward).toBe(daily);
  expect(STAR_COIN_DAILY).toBe(daily);
  // The server's own rule for the D-th day in a row (stars.test.ts signs in for real).
  expect(starCoinRewardFor(days! - 1)).toBe(daily);
  expect(starCoinRewardFor(days!)).toBe(daily! + bonus!);
}

// ---------------------------------------------------------------------------------------

/** What a figure in the content looks like: money, instalments, discounts, free things, delivery speed, star coins. */
const OFFER_WORDS = /¥\s?\d|\d+\s*期免息|\d+(\.\d+)?\s*折|包邮|免费|[当次]日达|再保|星币/;

describe('advertised offers', () => {
  it('every figure the content advertises is a claim proved here', async () => {
    const lines = await advertisedLines();
    expect(lines.length).toBeGreaterThan(20);
    const unproved = lines
      .filter((l) => OFFER_WORDS.test(l.text))
      .filter((l) => !CLAIMS.some((c) => c.in.includes(l.block) && l.text.includes(c.says)))
      .map((l) => `${l.block}: ${l.text}`);
    expect(unproved).toEqual([]);
  });

  it('every claim is said where it is listed', async () => {
    const lines = await advertisedLines();
    for (const c of CLAIMS)
      for (const block of c.in)
        expect(
          lines.some((l) => l.block === block && l.text.includes(c.says)),
          `${block} says ${c.says}`,
        ).toBe(true);
  });

  for (const c of CLAIMS.filter((c): c is ProductClaim => 'holdsFor' in c)) {
    it(`holds for the products it is about: ${c.says}`, async () => {
      const lines = (await advertisedLines()).filter((l) => c.in.includes(l.block) && l.text.includes(c.says));
      const seen = new Map<string, boolean>();
      const holds = async (p: Product) => {
        const key = `${p.spuCode}/${p.skuCode}/${p.pinned ?? false}`;
        if (!seen.has(key)) seen.set(key, await c.holdsFor(p, c.says));
        return seen.get(key)!;
      };
      const upTo = c.says.includes('至高');
      for (const line of lines) {
        const about = c.about ? { products: await c.about(), each: !upTo } : await aboutLine(line, upTo);
        expect(about.products.length, `${line.block}: no product`).toBeGreaterThan(0);
        if (about.each) {
          const failing: string[] = [];
          for (const p of about.products) if (!(await holds(p))) failing.push(p.skuCode);
          expect(failing, `${line.block}: ${c.says}`).toEqual([]);
        } else {
          let found = false;
          for (const p of about.products) {
            found = await holds(p);
            if (found) break;
          }
          expect(found, `${line.block}: ${c.says} — no product bears it out`).toBe(true);
        }
      }
    });
  }

  for (const c of CLAIMS.filter((c): c is ShopClaim => 'holds' in c)) {
    it(`holds for the shop: ${c.says}`, async () => {
      await c.holds(c.says);
    });
  }
});
