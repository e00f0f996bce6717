/**
 * Product-page rules of spec 3 and 4, pure and shared: the API resolves the page's state
 * with them for the first render, the browser re-resolves them as the server clock ticks
 * and the shopper picks another SKU. No I/O, no Date.now(): time is always passed in.
 */
import { parseBeijingTime } from './beijing-time.ts';
import { formatYuan } from './money.ts';

// ---------------------------------------------------------------------------------------
// Activity types and product type (typCd)

export const ACT_TYP = { presale: 8, seckill: 10, ladder: 13 } as const;
export const SUB_TYP = { normal: 0, seckill: 3, presale: 4 } as const;
export const PRESALE_PURCHASE_LIMIT = 1;

export type TypCd = 'MAIN' | 'SECKILL' | 'SECKILL2' | 'PRESALE2';

/** Which activity pages ask for: the activity product page is both a SECKILL and a PRESALE page. */
export type PageKind = 'MAIN' | 'SECKILL' | 'PRESALE';

/** An activity applying to one SKU, as the product API sends it (times in Beijing wall clock). */
export interface SkuActivity {
  actCd: string;
  actTyp: number;
  actNm: string;
  /** Flash sale: sale window. Pre-sale: deposit window. */
  beginTime: string;
  endTime: string;
  /** Flash-sale price or pre-sale deposit, fen. */
  actPrice: number | null;
  /** The activity's own stock (flash sale), or null when it draws on the SKU's stock. */
  actStock: number | null;
  limitQty: number;
  /** Pre-sale: what the deposit is worth against the price (膨胀金额), fen. */
  swellAmt: number;
  /** Pre-sale balance window. */
  balanceBeginTime?: string | null;
  balanceEndTime?: string | null;
  /** Tiered discount ladder (actTyp 13). */
  ladder?: LadderStep[];
}

export interface ProductTypeInput {
  page: PageKind;
  /** Server time, epoch ms. */
  now: number;
  /** Minutes before a flash sale's start during which the page already shows it (SECKILL2). */
  secKillDispMinite: number;
  /** The SKU's own price and stock. */
  price: number;
  stock: number;
  /** Normal purchase limit of the SKU (0 = none beyond the cart rule). */
  limitQty: number;
  activities: readonly SkuActivity[];
}

export interface ProductType {
  typCd: TypCd;
  subTyp: number;
  price: number;
  stock: number;
  limitQty: number;
  /** The activity that decided the type, if any. */
  activity: SkuActivity | null;
  beginTime: number | null;
  endTime: number | null;
}

/**
 * typCd of spec 4. SECKILL: a flash sale (actTyp 10) applies on a SECKILL page and is
 * running; price, stock, limit and window come from the flash sale. SECKILL2: not started
 * but within secKillDispMinite minutes of its start; stock is min(flash-sale count, real
 * stock). PRESALE2: a pre-sale (actTyp 8) on a PRESALE page; price is the deposit, limit 1.
 * Otherwise MAIN with the SKU's own values.
 */
export function resolveProductType(input: ProductTypeInput): ProductType {
  const main: ProductType = {
    typCd: 'MAIN',
    subTyp: SUB_TYP.normal,
    price: input.price,
    stock: input.stock,
    limitQty: input.limitQty,
    activity: null,
    beginTime: null,
    endTime: null,
  };

  if (input.page === 'SECKILL') {
    const seckill = input.activities.find((a) => a.actTyp === ACT_TYP.seckill);
    if (seckill) {
      const begin = parseBeijingTime(seckill.beginTime);
      const end = parseBeijingTime(seckill.endTime);
      const actStock = seckill.actStock ?? input.stock;
      const window = { activity: seckill, beginTime: begin, endTime: end, limitQty: seckill.limitQty, price: seckill.actPrice ?? input.price };
      if (input.now >= begin && input.now < end) {
        return { ...window, typCd: 'SECKILL', subTyp: SUB_TYP.seckill, stock: actStock };
      }
      if (input.now < begin && input.now >= begin - input.secKillDispMinite * 60_000) {
        return { ...window, typCd: 'SECKILL2', subTyp: SUB_TYP.normal, stock: seckill2Stock(actStock, input.stock) };
      }
    }
  }

  if (input.page === 'PRESALE' || input.page === 'SECKILL') {
    const presale = input.activities.find((a) => a.actTyp === ACT_TYP.presale);
    if (presale && input.page === 'PRESALE') {
      return {
        typCd: 'PRESALE2',
        subTyp: SUB_TYP.presale,
        price: presale.actPrice ?? input.price,
        stock: presale.actStock ?? input.stock,
        limitQty: PRESALE_PURCHASE_LIMIT,
        activity: presale,
        beginTime: parseBeijingTime(presale.beginTime),
        endTime: parseBeijingTime(presale.endTime),
      };
    }
  }
  return main;
}

/** SECKILL2 stock: the lower of the flash sale's count and the real stock. */
export function seckill2Stock(seckillCount: number, realStock: number): number {
  return Math.max(0, Math.min(seckillCount, realStock));
}

/**
 * The page kind an address asks for: the activity product page shows whichever activity the
 * SKU has (flash sale first); a plain product page shows a pre-sale too, because a pre-sale
 * SKU is sold only through its pre-sale.
 */
export function pageKindFor(route: 'activity' | 'product', activities: readonly SkuActivity[]): PageKind {
  const hasSeckill = activities.some((a) => a.actTyp === ACT_TYP.seckill);
  const hasPresale = activities.some((a) => a.actTyp === ACT_TYP.presale);
  if (route === 'activity' && hasSeckill) return 'SECKILL';
  if (hasPresale) return 'PRESALE';
  return 'MAIN';
}

/** A SECKILL page on a support, front-QA or mall-QA host goes to the site root. */
export function seckillHostRedirect(host: string, typCd: TypCd): boolean {
  if (typCd !== 'SECKILL' && typCd !== 'SECKILL2') return false;
  const name = host.toLowerCase().split(':')[0] ?? '';
  return /^(support|frontqa|front-qa|mallqa|mall-qa)\./.test(name);
}

// ---------------------------------------------------------------------------------------
// Pre-sale phase (dzwkType)

export type PresalePhase = -1 | 1 | 2 | 3 | 4 | 5;

export interface PresaleWindows {
  /** Beijing wall-clock strings (or instants with an offset). */
  depositBegin: string;
  depositEnd: string;
  balanceBegin: string;
  balanceEnd: string;
}

/**
 * 1 before the deposit window, 2 during it, 3 between deposit end and balance start,
 * 4 during the balance window, 5 after it; -1 when there are no (valid) windows.
 * Each window includes its start and excludes its end.
 */
export function presalePhase(now: number, windows: PresaleWindows | null | undefined): PresalePhase {
  if (!windows) return -1;
  const t = [windows.depositBegin, windows.depositEnd, windows.balanceBegin, windows.balanceEnd].map(parseBeijingTime);
  if (t.some((x) => Number.isNaN(x))) return -1;
  const [dB, dE, bB, bE] = t as [number, number, number, number];
  if (!(dB <= dE && dE <= bB && bB <= bE)) return -1;
  if (now < dB) return 1;
  if (now < dE) return 2;
  if (now < bB) return 3;
  if (now < bE) return 4;
  return 5;
}

export const PRESALE_PHASE_LABEL: Record<PresalePhase, string> = {
  [-1]: '',
  1: '定金支付未开始',
  2: '定金支付中',
  3: '等待支付尾款',
  4: '尾款支付中',
  5: '预售已结束',
};

/** Balance due after paying the deposit: price − deposit − swell (never below zero). */
export function presaleBalance(price: number, deposit: number, swellAmt: number): number {
  return Math.max(0, price - deposit - swellAmt);
}

/**
 * Why a pre-sale's money terms do not hold for a SKU priced `price` (null when they do), the
 * one rule the console's form and the API check: a deposit above zero, a swell at least the
 * deposit, and deposit + swell below the price, so the balance presaleBalance computes is what
 * is left of the price (never clamped at zero) and at least one fen — a balance payment of
 * nothing would leave the order waiting for a payment that cannot be made.
 */
export function presaleTermsProblem(price: number, deposit: number, swellAmt: number): { field: 'deposit' | 'swellAmt'; message: string } | null {
  if (!Number.isInteger(deposit) || deposit < 1) return { field: 'deposit', message: '定金须为大于0的整数（单位：分）' };
  if (deposit >= price) return { field: 'deposit', message: `定金须低于商品售价（${formatYuan(price)}）` };
  if (!Number.isInteger(swellAmt) || swellAmt < deposit) return { field: 'swellAmt', message: '膨胀金额不能低于定金' };
  if (presaleBalance(price, deposit, swellAmt) < 1 || deposit + swellAmt >= price)
    return { field: 'swellAmt', message: `定金与膨胀金额之和须低于商品售价（${formatYuan(price)}），尾款至少0.01元` };
  return null;
}

// ---------------------------------------------------------------------------------------
// Tiered discount (actTyp 13)

export interface LadderStep {
  /** Buy at least this many… */
  fullCnt: number;
  /** …and pay this per-mille of the price (950 = 95 折). */
  discount: number;
}

/** The ladder sorted by fullCnt ascending (spec 4); invalid steps dropped. */
export function sortLadder(ladder: readonly LadderStep[]): LadderStep[] {
  return ladder
    .filter((s) => Number.isInteger(s.fullCnt) && s.fullCnt > 0 && s.discount > 0 && s.discount <= 1000)
    .sort((a, b) => a.fullCnt - b.fullCnt || a.discount - b.discount);
}

/** The step a quantity reaches (highest fullCnt ≤ qty), or null. */
export function ladderStepFor(qty: number, ladder: readonly LadderStep[]): LadderStep | null {
  let hit: LadderStep | null = null;
  for (const step of sortLadder(ladder)) if (step.fullCnt <= qty) hit = step;
  return hit;
}

/** Unit price after the ladder, fen (rounded half up to the fen). */
export function ladderUnitPrice(price: number, qty: number, ladder: readonly LadderStep[]): number {
  const step = ladderStepFor(qty, ladder);
  return step ? Math.round((price * step.discount) / 1000) : price;
}

// ---------------------------------------------------------------------------------------
// Countdown: with the other time rules in beijing-time.ts (the home page's flash-sale strip
// needs it without downloading the product page's rules).
export { splitCountdown, type Countdown } from './beijing-time.ts';

// ---------------------------------------------------------------------------------------
// Page defaults (spec 3, 9)

export const CART_INFO_DEFAULTS = { chCd: 1, ordTyp: 1, qtyCnt: 1, subTyp: 0, deliveryTyp: 2 } as const;
export const EUP_DEFAULTS = { eupFQType: '12', eupBTType: '2' } as const;

/** The ten buy-button entries: services, instalment, trade-in, upgrade. */
export const BUY_BUTTON_KEYS = ['gjfw', 'azfw', 'ycfw', 'fqmx', 'gjhl', 'sxp', 'sxp2', 'hs', 'hs2', 'eup'] as const;
export type BuyButtonKey = (typeof BUY_BUTTON_KEYS)[number];
export type BuyButtonState = Record<BuyButtonKey, { stopBuy: boolean }>;

export function defaultBuyButtons(): BuyButtonState {
  return Object.fromEntries(BUY_BUTTON_KEYS.map((k) => [k, { stopBuy: false }])) as BuyButtonState;
}

// ---------------------------------------------------------------------------------------
// Tables (spec 3)

/** Three flagship phone model codes → the shorter codes their pages also answer to. */
export const REPLACEMENT_CODES: Readonly<Record<string, string>> = {
  'SM-S9380': 'S25U',
  'SM-S9360': 'S25P',
  'SM-S9310': 'S25',
};

/** A foldable phone family → the SKU its page opens on. */
export const DEFAULT_SKU: Readonly<Record<string, string>> = {
  ZFOLD7: 'ZFOLD7-SILVER-2',
};

/** Phones with a trade-in extension page: spu with the -TS suffix. */
export const TRADE_IN_EXTENSION_SPUS: readonly string[] = ['S25U', 'S25P', 'ZFOLD7'];
export const TRADE_IN_EXTENSION_SUFFIX = '-TS';

/** Models whose TTM (early-access qualification) programme is completed. */
export const COMPLETED_TTM_SPUS: readonly string[] = ['S24FE', 'S23', 'A36', 'A26', 'M55', 'C55', 'TABS10FE', 'WATCH8C'];

/**
 * The SPU a page address names: a replacement code maps to its short code, a -TS code to
 * its base SPU (marked as the trade-in extension).
 */
export function resolveSpuCode(code: string): { spuCode: string; tradeInExtension: boolean } {
  const upper = code.trim();
  const mapped = REPLACEMENT_CODES[upper] ?? upper;
  if (mapped.endsWith(TRADE_IN_EXTENSION_SUFFIX)) {
    const base = mapped.slice(0, -TRADE_IN_EXTENSION_SUFFIX.length);
    if (TRADE_IN_EXTENSION_SPUS.includes(base)) return { spuCode: base, tradeInExtension: true };
  }
  return { spuCode: mapped, tradeInExtension: false };
}

export function isTtmCompleted(spuCode: string): boolean {
  return COMPLETED_TTM_SPUS.includes(spuCode);
}

// ---------------------------------------------------------------------------------------
// Instalments (fqmx)

export interface InstalmentPlan {
  periods: number;
  /** Fee per mille of the amount for the whole plan (0 = interest-free). */
  feeRate: number;
}

export const INSTALMENT_PLANS: readonly InstalmentPlan[] = [
  { periods: 3, feeRate: 0 },
  { periods: 6, feeRate: 0 },
  { periods: 12, feeRate: 45 },
  { periods: 24, feeRate: 90 },
];

export interface InstalmentQuote extends InstalmentPlan {
  /** Total fee, fen. */
  fee: number;
  /** Amount of each period (principal + fee share), fen; the first period carries rounding. */
  perPeriod: number;
  firstPeriod: number;
  total: number;
}

/** Per-period amounts of a plan; sums exactly to amount + fee. */
export function instalmentQuote(amount: number, plan: InstalmentPlan): InstalmentQuote {
  const fee = Math.round((amount * plan.feeRate) / 1000);
  const total = amount + fee;
  const perPeriod = Math.floor(total / plan.periods);
  const firstPeriod = total - perPeriod * (plan.periods - 1);
  return { ...plan, fee, perPeriod, firstPeriod, total };
}

// ---------------------------------------------------------------------------------------
// Flash-sale preview window

/**
 * Default minutes before a flash sale's start during which its page already shows it
 * (SECKILL2). The shop has one value for all flash sales; the API sends it in
 * spuBaseInfo.secKillDispMinite so the browser re-resolves typCd with the same number.
 */
export const SECKILL_DISPLAY_MINUTES = 30;

// ---------------------------------------------------------------------------------------
// Bespoke (定制) products

export interface BespokeOption {
  code: string;
  name: string;
  /** Swatch colour, for colour groups. */
  hex: string | null;
  /** Added to the SKU price when chosen, fen (0 = no extra). */
  priceDelta: number;
}

export interface BespokeGroup {
  code: string;
  name: string;
  /** The first option is the default. */
  options: BespokeOption[];
}

/** The choice a bespoke page opens on: the first option of every group. */
export function bespokeDefaultChoice(groups: readonly BespokeGroup[]): Record<string, string> {
  const choice: Record<string, string> = {};
  for (const g of groups) if (g.options[0]) choice[g.code] = g.options[0].code;
  return choice;
}

/**
 * Price of a bespoke configuration: the SKU price plus the delta of the option chosen in each
 * group (a group left out takes its default). null when the choice names a group or option
 * the product does not have.
 */
export function bespokePrice(basePrice: number, groups: readonly BespokeGroup[], choice: Readonly<Record<string, string>>): number | null {
  for (const key of Object.keys(choice)) if (!groups.some((g) => g.code === key)) return null;
  let price = basePrice;
  for (const g of groups) {
    const picked = choice[g.code] ?? g.options[0]?.code;
    if (picked === undefined) continue;
    const option = g.options.find((o) => o.code === picked);
    if (!option) return null;
    price += option.priceDelta;
  }
  return price;
}

/** 'topPanel:navy,material:glass' → { topPanel: 'navy', material: 'glass' }; null when malformed. */
export function parseBespokeChoice(text: string): Record<string, string> | null {
  const choice: Record<string, string> = {};
  if (text.trim() === '') return choice;
  for (const part of text.split(',')) {
    const m = /^\s*([A-Za-z][\w-]{0,31})\s*:\s*([A-Za-z][\w-]{0,31})\s*$/.exec(part);
    if (!m || Object.hasOwn(choice, m[1]!)) return null;
    choice[m[1]!] = m[2]!;
  }
  return choice;
}

// ---------------------------------------------------------------------------------------
// National trade-in subsidy (国家以旧换新补贴)

/** Large appliances: 15 % of the price (20 % with first-class energy efficiency), at most ¥2000 per item. */
export const SPECIAL_FUND_APPLIANCE_TYPES: readonly string[] = ['tv', 'fridge', 'washer', 'monitor'];
/** Digital products: 15 %, at most ¥500 per item, only for a price of at most ¥6000. */
export const SPECIAL_FUND_DIGITAL_TYPES: readonly string[] = ['phone', 'foldable', 'tablet', 'watch'];
export const SPECIAL_FUND = {
  applianceRate: 15,
  applianceEnergyRate: 20,
  applianceCap: 200_000,
  digitalRate: 15,
  digitalCap: 50_000,
  digitalPriceMax: 600_000,
} as const;

export interface SpecialFund {
  eligible: boolean;
  /** Percent of the price. */
  rate: number;
  /** Subsidy for one item, fen (rounded down to the fen). */
  amount: number;
  /** Most the subsidy can be, fen. */
  cap: number;
  text: string;
}

/** The subsidy one item of a product type and price earns. */
export function specialFund(input: { type: string; price: number; energyClass1?: boolean }): SpecialFund {
  const none = (text: string): SpecialFund => ({
    eligible: false,
    rate: 0,
    amount: 0,
    cap: 0,
    text,
  });
  let rate: number;
  let cap: number;
  if (SPECIAL_FUND_APPLIANCE_TYPES.includes(input.type)) {
    rate = input.energyClass1 ? SPECIAL_FUND.applianceEnergyRate : SPECIAL_FUND.applianceRate;
    cap = SPECIAL_FUND.applianceCap;
  } else if (SPECIAL_FUND_DIGITAL_TYPES.includes(input.type)) {
    if (input.price > SPECIAL_FUND.digitalPriceMax)
      return none(`单件售价超过 ${formatYuan(SPECIAL_FUND.digitalPriceMax, { grouping: false })} 的数码产品不参与国家以旧换新补贴`);
    rate = SPECIAL_FUND.digitalRate;
    cap = SPECIAL_FUND.digitalCap;
  } else {
    return none('该商品不在国家以旧换新补贴范围内');
  }
  if (!Number.isInteger(input.price) || input.price <= 0) return none('该商品暂不可享国家以旧换新补贴');
  const amount = Math.min(cap, Math.floor((input.price * rate) / 100));
  return {
    eligible: true,
    rate,
    amount,
    cap,
    text: `可享国家以旧换新补贴 ${rate}%，立减 ${formatYuan(amount, { grouping: false })}（每件最高 ${formatYuan(cap, { grouping: false })}）`,
  };
}

/** Below this price (fen) the shop offers no instalments (fqmx stopBuy). */
export const INSTALMENT_MIN_PRICE = 60_000;

/** Points payable per piece: up to 10 % of the price (100 points = ¥1); the product page and checkout both show it. */
export const pointsUsable = (price: number) => Math.floor(price / 10);
