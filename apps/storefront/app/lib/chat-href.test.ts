import { describe, expect, it } from 'vitest';
import { chatHref } from './chat-href';

describe('the live chat address from the page it is opened on', () => {
  it('attaches the product of a product page, its SKU when the address names one', () => {
    expect(chatHref('/product/S25/S25-BLACK-1')).toBe('/customerService?spu=S25&sku=S25-BLACK-1');
    expect(chatHref('/activityproduct/S25')).toBe('/customerService?spu=S25');
    expect(chatHref('/design/product/%E5%AE%9A%E5%88%B6')).toBe(`/customerService?spu=${encodeURIComponent('定制')}`);
  });
  it('attaches nothing elsewhere', () => {
    expect(chatHref('/')).toBe('/customerService');
    expect(chatHref('/productList')).toBe('/customerService');
  });
});
