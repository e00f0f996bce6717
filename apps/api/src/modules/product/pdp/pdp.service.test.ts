import { describe, expect, it } from 'vitest';
import type { PdpSkuRow } from './pdp.repository.ts';
import { selectSku, upgrades } from './pdp.service.ts';

const sku = (code: string, colorName: string, size: string, price: number, over: Partial<PdpSkuRow> = {}): PdpSkuRow => ({
  id: 1,
  skuCode: code,
  name: code,
  attrs: { 颜色: colorName, 存储: size },
  colorName,
  colorHex: '#000000',
  price,
  origPrice: price,
  stock: 10,
  lowStock: 5,
  status: 'on_sale',
  sortOrder: 0,
  ...over,
});

describe('upgrade packages', () => {
  it('is the cheapest dearer on-sale SKU of the same colour', () => {
    const skus = [
      sku('B1', '黑', '256', 100),
      sku('B2', '黑', '512', 200),
      sku('B3', '黑', '1T', 300),
      sku('W1', '白', '256', 100),
      sku('W3', '白', '1T', 300, { status: 'off_sale' }),
    ];
    const up = upgrades(skus);
    expect(up.get('B1')?.skuCode).toBe('B2');
    expect(up.get('B2')?.skuCode).toBe('B3');
    expect(up.get('B3')).toBeNull();
    // The off-sale white 1T is no upgrade.
    expect(up.get('W1')).toBeNull();
  });
});

describe('selectSku', () => {
  const skus = [sku('A', '黑', '256', 100, { stock: 0 }), sku('B', '黑', '512', 200), sku('C', '白', '256', 100)];
  it('takes the SKU asked for, else the default table, else the first in stock', () => {
    expect(selectSku(skus, 'X', 'C', {}).skuCode).toBe('C');
    expect(selectSku(skus, 'X', 'NOPE', { X: 'C' }).skuCode).toBe('C');
    expect(selectSku(skus, 'X', undefined, {}).skuCode).toBe('B');
    expect(selectSku([skus[0]!], 'X', undefined, {}).skuCode).toBe('A');
  });
});
