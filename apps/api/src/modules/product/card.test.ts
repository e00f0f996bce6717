import { describe, expect, it } from 'vitest';
import { toProductCard, type CardRow, type CardSku } from './card.ts';

const sku = (skuCode: string, colorName: string, colorHex: string, price: number, stock: number, sortOrder: number, origPrice = price): CardSku => ({
  skuCode,
  colorName,
  colorHex,
  price,
  origPrice,
  stock,
  sortOrder,
});
/** The S25's picture design (the card draws the product's own picture). */
const S25 = 'bar-h496-w229-r40-cv3-l20-fp-b6-t16-mg-xn';
const row = (skus: CardSku[]): CardRow => ({
  spuCode: 'S25',
  name: '星辰 S25 5G 手机',
  sellingPoint: '',
  type: 'phone',
  design: S25,
  categoryCode: 'smartphones',
  categoryName: '智能手机',
  isNew: true,
  isHot: false,
  invitationOnly: false,
  skus,
});

describe('toProductCard', () => {
  it('says whether the product sells by invitation code only', () => {
    const skus = [sku('A', '幻夜黑', '#1d1d1f', 5999, 3, 1, 5999)];
    expect(toProductCard(row(skus)).invitationOnly).toBe(false);
    expect(toProductCard({ ...row(skus), invitationOnly: true }).invitationOnly).toBe(true);
  });

  it('shows the lowest price, the first buyable SKU and one swatch per colour in product order', () => {
    const card = toProductCard(
      row([
        sku('B-256', '幻夜黑', '#1d1d1f', 6699, 0, 2, 6899),
        sku('B-128', '幻夜黑', '#1d1d1f', 5999, 0, 1, 6199),
        sku('L-128', '冰川蓝', '#a9c3dc', 5999, 3, 3, 6199),
      ]),
    );
    expect(card).toMatchObject({
      skuCode: 'L-128',
      price: 5999,
      origPrice: 6199,
      soldOut: false,
      url: '/product/S25/L-128',
      image: `/media/product/phone/${S25}/front/a9c3dc.svg`,
    });
    expect(card.colors.map((c) => [c.name, c.skuCode])).toEqual([
      ['幻夜黑', 'B-128'],
      ['冰川蓝', 'L-128'],
    ]);
  });
  it('is sold out when no SKU has stock, and then lands on the first SKU', () => {
    const card = toProductCard(row([sku('B', '幻夜黑', '#1d1d1f', 100, 0, 1), sku('L', '冰川蓝', '#a9c3dc', 90, 0, 2)]));
    expect(card).toMatchObject({ soldOut: true, skuCode: 'B', price: 90 });
  });
  it('prefers an in-stock SKU for a colour swatch', () => {
    const card = toProductCard(row([sku('B1', '幻夜黑', '#1d1d1f', 100, 0, 1), sku('B2', '幻夜黑', '#1d1d1f', 120, 5, 2)]));
    expect(card.colors).toEqual([{ name: '幻夜黑', hex: '#1d1d1f', skuCode: 'B2', image: `/media/product/phone/${S25}/front/1d1d1f.svg` }]);
  });
});
