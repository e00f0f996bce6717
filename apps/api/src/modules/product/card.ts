/**
 * A product card from a product row and its on-sale SKUs (already priced for the site).
 * Pure, so the rules (default SKU, shown price, swatches, sold out) are unit-tested.
 */
import type { ProductCard, ProductType } from '@shop/contracts';
import { productImageUrl } from '../media/index.ts';

export interface CardSku {
  skuCode: string;
  colorName: string;
  colorHex: string;
  /** The site's price (channel price where one exists), fen. */
  price: number;
  origPrice: number;
  stock: number;
  sortOrder: number;
}

export interface CardRow {
  spuCode: string;
  name: string;
  sellingPoint: string;
  type: ProductType;
  /** Picture design key (media module; '' = the type's standard picture). */
  design: string;
  categoryCode: string;
  categoryName: string;
  isNew: boolean;
  isHot: boolean;
  /** Sold by invitation code only (a running TTM programme). */
  invitationOnly: boolean;
  /** On-sale SKUs in display order; never empty (products without one are not cards). */
  skus: CardSku[];
}

const bySortOrder = (a: CardSku, b: CardSku) => a.sortOrder - b.sortOrder;

export function toProductCard(row: CardRow): ProductCard {
  const skus = [...row.skus].sort(bySortOrder);
  const inStock = skus.filter((s) => s.stock > 0);
  // The variant a shopper lands on: the first one that can be bought, else the first.
  const defaultSku = inStock[0] ?? skus[0];
  // The shown price is the lowest of all on-sale variants ("from ¥…"), with that variant's list price.
  const cheapest = skus.reduce((min, s) => (s.price < min.price ? s : min), skus[0]);

  const colors: ProductCard['colors'] = [];
  const seen = new Set<string>();
  for (const s of [...inStock, ...skus]) {
    if (seen.has(s.colorName)) continue;
    seen.add(s.colorName);
    colors.push({ name: s.colorName, hex: s.colorHex, skuCode: s.skuCode, image: productImageUrl(row.type, row.design, 'front', s.colorHex) });
  }
  // Swatches in the product's own colour order, whichever SKU represents them.
  const colourOrder = new Map<string, number>();
  for (const s of skus) if (!colourOrder.has(s.colorName)) colourOrder.set(s.colorName, colourOrder.size);
  colors.sort((a, b) => colourOrder.get(a.name)! - colourOrder.get(b.name)!);

  return {
    spuCode: row.spuCode,
    skuCode: defaultSku.skuCode,
    name: row.name,
    sellingPoint: row.sellingPoint,
    type: row.type,
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    image: productImageUrl(row.type, row.design, 'front', defaultSku.colorHex),
    price: cheapest.price,
    origPrice: Math.max(cheapest.origPrice, cheapest.price),
    isNew: row.isNew,
    isHot: row.isHot,
    invitationOnly: row.invitationOnly,
    soldOut: inStock.length === 0,
    colors,
    url: `/product/${encodeURIComponent(row.spuCode)}/${encodeURIComponent(defaultSku.skuCode)}`,
  };
}

/**
 * The card of a row, made once per row object: listing rows are kept with the catalogue
 * snapshot (catalog.repository.ts) and are not changed, so a page asked again reuses its cards.
 */
const cards = new WeakMap<CardRow, ProductCard>();
export function keptProductCard(row: CardRow): ProductCard {
  let card = cards.get(row);
  if (!card) {
    card = toProductCard(row);
    cards.set(row, card);
  }
  return card;
}
