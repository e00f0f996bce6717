/**
 * The live chat's address (/customerService, issue #16 item 5) from the page it is opened on:
 * a product page attaches its product (?spu=&sku=) so the 客服 sees what the shopper is looking
 * at. Used by the 客服 sheet and the product page's buy bar.
 */
const PRODUCT_PAGE = /^\/(?:product|product_new|design\/product|activityproduct|appProduct|wxProduct)\/([^/]+)(?:\/([^/]+))?/;

export function chatHref(pathname: string): string {
  const m = PRODUCT_PAGE.exec(pathname);
  if (!m) return '/customerService';
  const q = new URLSearchParams({ spu: decodeURIComponent(m[1]!) });
  if (m[2]) q.set('sku', decodeURIComponent(m[2]));
  return `/customerService?${q}`;
}
