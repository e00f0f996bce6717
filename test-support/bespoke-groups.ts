/**
 * Bespoke option groups in the seed's shape (packages/db/seed/product-detail): two groups whose
 * first option is the free default and whose others add to the price. Shared by the contracts
 * unit test of bespokeDesign and the API test of saving and buying a design.
 */
import type { BespokeGroup } from '@shop/contracts/pdp-rules';

export const BESPOKE_GROUPS: BespokeGroup[] = [
  {
    code: 'door',
    name: '门板颜色',
    options: [
      { code: 'white', name: '雅白', hex: '#f5f5f0', priceDelta: 0 },
      { code: 'navy', name: '海军蓝', hex: '#1f2a44', priceDelta: 30000 },
    ],
  },
  {
    code: 'finish',
    name: '面板材质',
    options: [
      { code: 'steel', name: '不锈钢', hex: null, priceDelta: 0 },
      { code: 'glass', name: '玻璃', hex: null, priceDelta: 80000 },
    ],
  },
];
