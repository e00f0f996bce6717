/**
 * Pure view rules of the product page: which route variant an address is, the address of a
 * SKU on it, which attribute values can be chosen, stock wording, ladder wording. Kept apart
 * from the components so they can be unit-tested and read as data.
 */
import type { PdpBaseInfo, PdpSku } from '@shop/contracts/pdp';
import type { LadderStep } from '@shop/contracts/pdp-rules';
import { sortLadder } from '@shop/contracts/pdp-rules';

/** The product-page routes of spec 2.3 that share this page. */
export type PdpVariant = 'product' | 'product-new' | 'design' | 'activity' | 'app' | 'wx' | 'cart' | 'preview';

const PREFIX: Record<Exclude<PdpVariant, 'cart'>, string> = {
  product: '/product/',
  'product-new': '/product_new/',
  design: '/design/product/',
  activity: '/activityproduct/',
  app: '/appProduct/',
  wx: '/wxProduct/',
  preview: '/preview/product/',
};

/** The variant an address is, from its first path segments. */
export function variantForPath(pathname: string): PdpVariant {
  const [, first = '', second = ''] = pathname.split('/');
  switch (first) {
    case 'product_new':
      return 'product-new';
    case 'design':
      return 'design';
    case 'activityproduct':
      return 'activity';
    case 'appProduct':
      return 'app';
    case 'wxProduct':
      return 'wx';
    case 'cartProduct':
      return 'cart';
    case 'preview':
      return second === 'product' ? 'preview' : 'product';
    default:
      return 'product';
  }
}

/**
 * The address showing a SKU on the same variant (null for the cart-line page, whose address
 * names the cart line). `search` is kept (the preview token, hideTB…).
 */
export function skuPath(variant: PdpVariant, spuCode: string, skuCd: string, search = ''): string | null {
  if (variant === 'cart') return null;
  return `${PREFIX[variant]}${encodeURIComponent(spuCode)}/${encodeURIComponent(skuCd)}${search}`;
}

/** A SKU that can be put in a cart line at all (off-sale SKUs do not exist for the shopper). */
function offered(sku: PdpSku): boolean {
  return sku.status === 'on_sale';
}

/** The SKU with exactly these attribute values, if the product has one on sale. */
export function skuFor(skus: readonly PdpSku[], attrs: Record<string, string>): PdpSku | undefined {
  const names = Object.keys(attrs);
  return skus.find((s) => offered(s) && names.every((n) => s.attrs[n] === attrs[n]));
}

export interface AttrOption {
  value: string;
  hex: string | null;
  /** The SKU this choice leads to, with the other chosen values kept. */
  skuCd: string | null;
  selected: boolean;
  /** No SKU combines this value with the other chosen ones. */
  disabled: boolean;
  /** The SKU exists but has no stock (still selectable: arrival notice). */
  soldOut: boolean;
}

export interface AttrRow {
  name: string;
  options: AttrOption[];
}

/** One row per attribute, each value marked selected / disabled / sold out against the chosen SKU. */
export function attrRows(base: Pick<PdpBaseInfo, 'attrs' | 'skus'>, selected: PdpSku, stockOf: (sku: PdpSku) => number = (s) => s.stkCnt): AttrRow[] {
  return base.attrs.map((attr) => ({
    name: attr.name,
    options: attr.values.map((v) => {
      const target = skuFor(base.skus, { ...selected.attrs, [attr.name]: v.value });
      return {
        value: v.value,
        hex: v.hex,
        skuCd: target?.skuCd ?? null,
        selected: selected.attrs[attr.name] === v.value,
        disabled: !target,
        soldOut: !!target && stockOf(target) <= 0,
      };
    }),
  }));
}

export type StockState = 'in' | 'low' | 'out';

/** 已售罄 at 0, 库存紧张 at or below the low-stock threshold. */
export function stockState(stock: number, lowStkCnt: number): StockState {
  if (stock <= 0) return 'out';
  if (stock <= lowStkCnt) return 'low';
  return 'in';
}

export const STOCK_LABEL: Record<StockState, string> = { in: '有货', low: '库存紧张', out: '已售罄' };

/** 950 ‰ → "95折", 900 ‰ → "9折". */
export function discountText(perMille: number): string {
  const tenth = Math.round(perMille / 10);
  return `${tenth % 10 === 0 ? tenth / 10 : tenth}折`;
}

/** "满2件95折，满3件9折" from a ladder (ascending). */
export function ladderText(ladder: readonly LadderStep[]): string {
  return sortLadder(ladder)
    .map((s) => `满${s.fullCnt}件${discountText(s.discount)}`)
    .join('，');
}

/** Same-item cart rule of spec 9. */
export const SAME_ITEM_LIMIT = 5;

/** Quantity bounds: 1..min(stock, limit, 5) (limit 0 = none). At least 1 so the stepper is sane. */
export function maxQuantity(stock: number, limitQty: number): number {
  const caps = [SAME_ITEM_LIMIT, Math.max(0, stock)];
  if (limitQty > 0) caps.push(limitQty);
  return Math.max(1, Math.min(...caps));
}

/** The price the shopper pays now, as the price block shows it (the PC sticky bar repeats it). */
export interface PriceNow {
  /** '定金', '秒杀价', '定制价', or '' for the plain price. */
  label: string;
  /** Fen. */
  amount: number;
  /** The struck-through price, fen, or null. */
  was: number | null;
}

/**
 * A pre-sale's deposit (when the type is one), a flash sale's price (running or about to
 * start) against the SKU's own, a bespoke choice's price, else the SKU's price against its
 * original one when higher.
 */
export function priceNow(
  type: { typCd: string; price: number },
  sku: Pick<PdpSku, 'price' | 'origPrice'>,
  presaleDeposit: number | null,
  bespokeTotal: number | null,
): PriceNow {
  if (presaleDeposit !== null) return { label: '定金', amount: presaleDeposit, was: null };
  if (type.typCd === 'SECKILL' || type.typCd === 'SECKILL2') return { label: '秒杀价', amount: type.price, was: sku.price };
  if (bespokeTotal !== null) return { label: '定制价', amount: bespokeTotal, was: null };
  return { label: '', amount: sku.price, was: sku.origPrice > sku.price ? sku.origPrice : null };
}
