/** /product/hs: choose the new phone and an old one, see the total and 到手价; the trade-in dialog cancels and confirms. */
import { expect, test } from './fixtures';
import { signInByApi, seriousAxeFindings } from './helpers';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
  ]);
});

/** "¥9,699" / "−¥1,200" → fen. */
const fen = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

test('choose a platform and a model: the total and 到手价 appear @phone', async ({ page }) => {
  await page.goto('/product/hs?spuCd=S25U');
  await expect(page.getByTestId('hs-product-name')).toContainText('S25 Ultra');
  const newPrice = fen(await page.getByTestId('hs-new-price').textContent());
  expect(newPrice).toBeGreaterThan(0);

  const picker = page.getByTestId('hs-picker');
  const tabs = picker.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThanOrEqual(2);
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const model = picker.getByTestId('hs-model').first();
  const modelTotal = fen(await model.getByTestId('hs-model-total').textContent());
  await model.click();
  await expect(model.getByRole('radio')).toBeChecked();

  await expect(page.getByTestId('hs-total')).toBeVisible();
  const total = fen(await page.getByTestId('hs-total').textContent());
  expect(total).toBe(Math.min(modelTotal, newPrice));
  expect(fen(await page.getByTestId('hs-final').textContent())).toBe(newPrice - total);
  await expect(page.getByTestId('hs-go-buy')).toHaveAttribute('href', /^\/product\/S25U\/S25U-/);

  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
});

test('the dialog: 取消 closes without a choice, 确认 hands the chosen model back @phone', async ({ page }) => {
  await page.goto('/product/hs?spuCd=S25U');
  await page.getByTestId('hs-quick').click();
  const dialog = page.getByTestId('trade-in-dialog');
  await expect(dialog.getByRole('heading', { name: '以旧换新' })).toBeVisible();
  await expect(dialog.getByTestId('trade-in-confirm')).toBeDisabled();
  await dialog.getByTestId('trade-in-cancel').click();
  await expect(dialog).not.toBeVisible();
  await expect(page.getByTestId('hs-chosen')).toHaveCount(0);

  await page.getByTestId('hs-quick').click();
  await expect(dialog.getByTestId('trade-in-dialog-model').first()).toBeVisible();
  const model = dialog.getByTestId('trade-in-dialog-model').first();
  const name = (await model.getAttribute('data-name'))!;
  await model.click();
  await expect(dialog.getByTestId('trade-in-dialog-summary')).toContainText('旧机回收价');
  await expect(dialog.getByTestId('trade-in-dialog-final')).toBeVisible();
  await dialog.getByTestId('trade-in-confirm').click();
  await expect(dialog).not.toBeVisible();
  await expect(page.getByTestId('hs-chosen')).toContainText(name);
  await expect(page.getByTestId('hs-final')).toBeVisible();
});

test('another version of the new phone changes the price and the address @pc', async ({ page }) => {
  await page.goto('/product/hs?spuCd=S25U');
  const before = await page.getByTestId('hs-new-price').textContent();
  const sku = page.getByTestId('hs-sku');
  const option = await sku.locator('option').filter({ hasText: '16GB+1TB' }).first().getAttribute('value');
  await sku.selectOption(option!);
  await expect(page).toHaveURL(new RegExp(`skuCd=${option}`));
  await expect(page.getByTestId('hs-new-price')).not.toHaveText(before!);
  await expect(page.getByTestId('hs-go-buy')).toHaveAttribute('href', `/product/S25U/${option}`);
});

test('without a product the page offers phones to choose from @pc', async ({ page }) => {
  await page.goto('/product/hs');
  const first = page.getByTestId('hs-new-product').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/product\/hs\?spuCd=/);
  await expect(page.getByTestId('hs-picker')).toBeVisible();
});

test('a trade-in order links to its old device’s recycling: status on the order, steps on the recovery page', async ({ page }) => {
  const { post, mobile } = await signInByApi(page.request);
  const address = await post<{ id: number }>('/api/order/address/save', {
    receiver: '周杰',
    mobile,
    provinceCode: '310000',
    cityCode: '310100',
    districtCode: '310115',
    detail: '世纪大道 100 号',
    isDefault: true,
  });
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: 'S25U-TITANGRAY-1', qtyCnt: 1, hsType: 'TI-XC-S24U' });
  const source = { type: 'buyNow', token };
  const view = await post<{ orderToken: string; price: { payable: number }; tradeIn: { credit: number } | null }>('/api/order/checkout/confirm', {
    source,
    addressId: address.id,
    couponId: null,
  });
  expect(view.tradeIn?.credit).toBe(460000);
  const { orderNo } = await post<{ orderNo: string }>('/api/order/checkout/submit', {
    orderToken: view.orderToken,
    source,
    addressId: address.id,
    couponId: null,
    points: 0,
    invoice: null,
    expectedPayable: view.price.payable,
  });

  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  const block = page.getByTestId('order-trade-in');
  await expect(block).toContainText('旧机：星辰 S24 Ultra（本品牌旧机）'); // the brand once
  await expect(block).toContainText('¥4,600');
  await expect(page.getByTestId('order-trade-in-status')).toHaveText('待取件');
  await block.getByRole('link', { name: '查看回收详情' }).click();

  await expect(page).toHaveURL(new RegExp(`/Personalcenter/Personal_Recoverydetail/${orderNo}/RC\\w{14}$`));
  await expect(page.getByTestId('recovery-status')).toHaveText('待取件');
  await expect(page.getByTestId('recovery-page')).toContainText('星辰 S24 Ultra（本品牌旧机）');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
