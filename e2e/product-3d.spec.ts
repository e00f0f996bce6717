/** /product_3d: the 360° view turns with the arrow keys, a drag and the slider; unknown products get a 404 notice. */
import { expect, test } from './fixtures';
import { seriousAxeFindings } from './helpers';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

test('frames change with the arrow keys, a drag and the slider', async ({ page }) => {
  await page.goto('/product_3d?spuCd=S25U');
  const stage = page.getByTestId('spin-stage');
  await expect(stage).toBeVisible();
  // Reduced motion: no autoplay, so every change below is ours.
  await expect(page.getByTestId('spin-autoplay')).toHaveAttribute('aria-pressed', 'false');
  await expect(stage).toHaveAttribute('data-frame', '0');
  const max = Number(await page.getByTestId('spin-slider').getAttribute('max'));
  expect(max).toBeGreaterThan(4);

  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await expect(stage).toHaveAttribute('data-frame', '1');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(stage).toHaveAttribute('data-frame', String(max));
  const src = await stage.locator('img').getAttribute('src');

  // Drag from the middle to the left: the product turns by several frames.
  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(stage).not.toHaveAttribute('data-frame', String(max));
  await expect(stage.locator('img')).not.toHaveAttribute('src', src!);

  await page.getByLabel('旋转角度').fill('3');
  await expect(stage).toHaveAttribute('data-frame', '3');
  await expect(page.getByTestId('back-to-product')).toHaveAttribute('href', '/product/S25U');

  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
});

test('an unknown product or one without frames shows the not-found notice @pc', async ({ page }) => {
  const res = await page.goto('/product_3d?spuCd=NOPE404');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('product-3d-missing')).toBeVisible();
  // A product without a 360° view (a charger).
  const res2 = await page.goto('/product_3d?spuCd=TA45W');
  expect(res2?.status()).toBe(404);
  await expect(page.getByText('该商品暂无 360° 展示')).toBeVisible();
});
