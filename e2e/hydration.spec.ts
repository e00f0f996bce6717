/**
 * No hydration mismatch (issue #15 item 6): the browser's first render of a page equals the
 * server's HTML, so React takes the server's DOM over instead of throwing it away (error #418
 * and a second, client-only render). After a purchase (one order paid, one unpaid) the order
 * list, its tabs, both orders' details and the personal centre hydrate cleanly at both widths;
 * so do the other main pages: home, a listing, a product page, the cart and checkout.
 *
 * Each page is checked twice: no page error (the shared fixture fails any test on one; here
 * the page is named), and the server's <main> element is still the one on screen, which a
 * client-side re-render after a mismatch would have replaced.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { payInAlipaySandbox, saveShanghaiAddress, signInByApi, submitBuyNow } from './helpers';

/** A phone with plenty of stock, outside TTM programmes and activities. */
const SKU = 'C55-BLACK-1';
const ORDERS = '/Personalcenter/Personalcenter_order';

declare global {
  interface Window {
    __serverMain?: Element | null;
  }
}

type Post = Awaited<ReturnType<typeof signInByApi>>['post'];

async function placeOrder(post: Post, addressId: number): Promise<string> {
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: SKU, qtyCnt: 1 });
  return (await submitBuyNow(post, token, addressId)).orderNo;
}

/** A fresh member (signed in on the page's cookies) with two orders: one paid, then one unpaid. */
async function memberWithOrders(page: Page): Promise<{ paid: string; unpaid: string }> {
  const { post } = await signInByApi(page.request);
  const address = await saveShanghaiAddress(post);
  const paid = await placeOrder(post, address.id);
  await payInAlipaySandbox(page, post, paid);
  return { paid, unpaid: await placeOrder(post, address.id) };
}

/**
 * Opens a page (the fixture's goto returns once it has hydrated) and checks that hydration
 * kept the server's DOM and reported no error.
 */
async function expectCleanHydration(page: Page, pageErrors: string[], path: string) {
  await page.goto(path);
  await expect(page.locator('main#main')).toBeVisible();
  // A frame later, so an error React reports at the end of hydration has surely arrived.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(pageErrors, `page errors on ${path}`).toEqual([]);
  expect(await page.evaluate(() => window.__serverMain === document.getElementById('main')), `${path}: React kept the server's <main>`).toBe(true);
}

test.describe('no hydration mismatch', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
    // Remember the <main> the server's HTML made, once parsed and before any script runs
    // (module scripts, hydration among them, run after the document turns 'interactive').
    await context.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') window.__serverMain = document.getElementById('main');
      });
    });
  });

  test('after a purchase: the order list and its tabs', async ({ page, pageErrors }) => {
    const { paid, unpaid } = await memberWithOrders(page);
    await expectCleanHydration(page, pageErrors, ORDERS);
    const cards = page.getByTestId('order-card');
    await expect(cards).toHaveCount(2);
    await expect(page.locator(`[data-testid="order-card"][data-order-no="${unpaid}"]`)).toContainText('剩余支付时间');
    await expect(page.locator(`[data-testid="order-card"][data-order-no="${paid}"]`).getByTestId('order-status')).toHaveText('待发货');
    // The card's pictures lead to the order, as the rest of the card does (no link inside its link).
    expect(await page.locator('[data-testid="order-card"] a a').count()).toBe(0);
    await expectCleanHydration(page, pageErrors, `${ORDERS}/pendingPayment`);
    await expect(cards).toHaveCount(1);
    await expectCleanHydration(page, pageErrors, `${ORDERS}/pendingShipment`);
    await expect(cards).toHaveCount(1);
  });

  test('after a purchase: the details of a paid and an unpaid order, and the personal centre', async ({ page, pageErrors }) => {
    const { paid, unpaid } = await memberWithOrders(page);
    await expectCleanHydration(page, pageErrors, `/Personalcenter/orderDeatil/${unpaid}`);
    await expect(page.getByTestId('pay-countdown')).toContainText('内完成支付');
    await expectCleanHydration(page, pageErrors, `/Personalcenter/orderDeatil/${paid}`);
    await expect(page.getByTestId('order-status')).toHaveText('待发货');
    await expectCleanHydration(page, pageErrors, '/Personalcenter');
    await expect(page.getByRole('heading', { name: '个人中心', level: 1 })).toBeAttached();
  });

  for (const [name, path, testId] of [
    ['home', '/', null],
    ['a listing', '/list/smartphones', 'listing-title'],
    ['a product page', '/product/S25U', 'pdp-title'],
  ] as const) {
    test(`a visitor: ${name}`, async ({ page, pageErrors }) => {
      await expectCleanHydration(page, pageErrors, path);
      if (testId) await expect(page.getByTestId(testId)).toBeVisible();
    });
  }

  test('a member: the cart and checkout', async ({ page, pageErrors }) => {
    const { post } = await signInByApi(page.request);
    await saveShanghaiAddress(post);
    await post('/api/cart/cart/addCart', { skuCd: SKU, qtyCnt: 1 });
    await expectCleanHydration(page, pageErrors, '/shoppingCart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectCleanHydration(page, pageErrors, '/order/orderInfo');
    await expect(page.getByRole('heading', { name: '确认订单', level: 1 })).toBeVisible();
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
  });
});
