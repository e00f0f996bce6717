/**
 * What the checkout page is buying, read from its address: `?buyNow=<signed token>` (the
 * product page's 立即购买) or else the cart's selected lines. Which of the spec's route
 * variants it is (orderInfo, acorderInfo …, under /order or the app's /appOrder) only
 * changes the wording; the server decides the order kind from the lines.
 */
import type { CheckoutSource, CheckoutVariant } from '@shop/contracts/checkout';

export function sourceFromUrl(url: URL): CheckoutSource {
  const token = url.searchParams.get('buyNow');
  return token ? { type: 'buyNow', token } : { type: 'cart' };
}

export function variantFromPath(pathname: string): CheckoutVariant {
  const last = pathname.split('/').filter(Boolean).pop() ?? '';
  switch (last) {
    case 'ttmOrderInfo':
    case 'acorderInfo':
    case 'eupOrderInfo':
    case 'YouMakeOrderInfo':
      return last;
    default:
      return 'orderInfo';
  }
}

/** The app's web views (/appOrder/…) have their own chrome: no site header links back. */
export function isAppWebView(pathname: string): boolean {
  return pathname.startsWith('/appOrder/');
}
