/**
 * A signed-in member's pages shared with visitors (issue #15): home, a listing, a product page
 * and the cart come from the page server's kept visitor pages (x-page-cache), carry nothing of
 * the member's in their HTML, and still show the member's name in the header and their own
 * cart lines once the page has hydrated. A personal page (the personal centre) stays theirs.
 */
import { expect, test } from './fixtures';
import { networkQuiet, signInByApi } from './helpers';

const SKU = 'C55-BLACK-1';

test.describe('pages shared with visitors', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: 'privacy_consent', value: '1|0', url: baseURL! },
      { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    ]);
  });

  test('a member gets the visitor’s page and sees their name and cart in it', async ({ page }) => {
    const { post, mobile } = await signInByApi(page.request);
    await post('/api/cart/cart/addCart', { skuCd: SKU, qtyCnt: 2 });
    const user = (await page.context().cookies()).find((c) => c.name === 'user');
    const name = (JSON.parse(decodeURIComponent(user!.value)) as { memNm: string }).memNm;

    for (const path of ['/', '/list/smartphone-tablet', '/product/S25U', '/shoppingCart']) {
      const answer = await page.request.get(path);
      const html = await answer.text();
      expect(answer.headers()['x-page-cache'], `${path} is a kept page`).toMatch(/^(miss|hit|stale)$/);
      expect(html, `${path} carries nothing of the member's`).not.toContain(name);
      expect(html).not.toContain(mobile);

      const counts: string[] = [];
      const countCall = (r: { url(): string }) => r.url().includes('/minicart/totalProducts') && counts.push(r.url());
      page.on('request', countCall);
      await page.goto(path);
      await expect(page.getByTestId('user-menu'), `${path} shows the member`).toContainText(name);
      await expect(page.getByTestId('cart-count')).toBeAttached();
      await expect.poll(() => counts.length, { message: `${path} asks for the cart count` }).toBeGreaterThan(0);
      // …and not again: a second ask would come right after the first (the page taken for a new sign-in).
      await networkQuiet(page, 3_000);
      page.off('request', countCall);
      // The visitor's page becoming the member's is not a sign-in: the count is asked for once.
      expect(counts, `${path} asks for the cart count once`).toHaveLength(1);
    }
    // The cart page on screen: the member's own line, read by the browser.
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toHaveAttribute('data-sku', SKU);

    // A personal page is rendered for the member, never kept.
    const own = await page.request.get('/Personalcenter');
    expect(own.headers()['x-page-cache']).toBeUndefined();
    expect(await own.text()).toContain(name);
  });
});
