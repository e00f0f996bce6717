/**
 * E-invoices on the member's order detail (issue #17 item 4), at PC and phone width: a member
 * whose completed order had no invoice asks for one in 申请开票 (a wrong 纳税人识别号 is refused in
 * place, in Chinese), the invoice is issued at once and its PDF downloads with the title, the tax
 * number and the amounts in it; a member who asked at checkout changes the title before the
 * order completes (修改抬头), confirms receipt, and the PDF carries the new title.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fenToDecimal } from '@shop/contracts/money';
import { amountInCapitals } from '@shop/contracts/invoice';
import { pdfText } from '../test-support/pdf-text';
import { expect, test } from './fixtures';
import { payInAlipaySandbox, saveShanghaiAddress, seriousAxeFindings, signInByApi } from './helpers';

const PHONE = 'C55-BLACK-1';
const COMPANY = '深圳示例科技有限公司';
const TAX_NO = '91440300MA5G8XK2A6';

/** A fresh member's paid, delivered order of one phone, placed with `invoice`. */
async function deliveredOrder(page: Page, invoice: Record<string, unknown> | null) {
  const { post } = await signInByApi(page.request);
  const { id } = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: PHONE, qtyCnt: 1 });
  const source = { type: 'buyNow', token };
  const view = await post<{ orderToken: string; price: { payable: number } }>('/api/order/checkout/confirm', { source, addressId: id, couponId: null });
  const { orderNo, payableAmt } = await post<{ orderNo: string; payableAmt: number }>('/api/order/checkout/submit', {
    orderToken: view.orderToken,
    source,
    addressId: id,
    couponId: null,
    points: 0,
    invoice,
    expectedPayable: view.price.payable,
  });
  await payInAlipaySandbox(page, post, orderNo);
  for (let i = 0; i < 8; i++) if ((await post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`)).moved === 'delivered') break;
  return { post, orderNo, paid: payableAmt };
}

/** Clicks the first 下载发票 link and answers the PDF's text and the suggested file name. */
async function downloadPdf(page: Page) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-download').first().click()]);
  const text = await pdfText(new Uint8Array(readFileSync((await download.path())!)));
  return { name: download.suggestedFilename(), text };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
});

test('asks for an invoice after completion in 申请开票; it is issued at once and the PDF downloads with the title, tax number and amounts', async ({
  page,
}) => {
  const { post, orderNo, paid } = await deliveredOrder(page, null);
  await post('/api/order/orderInfo/confirmReceipt', { ordNo: orderNo });

  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  const block = page.getByTestId('order-invoice');
  await expect(block.getByTestId('invoice-state')).toHaveText('未申请');
  await expect(block.getByTestId('invoice-download')).toHaveCount(0);
  await block.getByRole('button', { name: '申请开票' }).click();
  const dialog = page.getByTestId('dialog-invoice');
  await dialog.getByRole('radio', { name: '单位' }).check();
  await dialog.getByLabel('单位名称').fill(COMPANY);
  await dialog.getByLabel('纳税人识别号').fill('12345');
  await dialog.getByTestId('invoice-submit').click();
  await expect(dialog.getByRole('alert')).toHaveText('纳税人识别号应为15、18或20位数字或大写字母');
  await dialog.getByLabel('纳税人识别号').fill(TAX_NO.toLowerCase());
  await dialog.getByTestId('invoice-submit').click();
  await expect(dialog).toBeHidden();
  await expect(block.getByTestId('invoice-state')).toHaveText('已开具');
  await expect(block.getByTestId('invoice-title')).toHaveText(COMPANY);
  await expect(block.getByRole('button', { name: /申请开票|修改抬头/ })).toHaveCount(0);
  await expect(block).toContainText('发票已开具，抬头不可修改');
  await noSidewaysScroll(page);
  expect(await seriousAxeFindings(page, '[data-testid="order-invoice"]')).toEqual([]);

  const { name, text } = await downloadPdf(page);
  expect(name).toMatch(/^电子发票_\d{20}\.pdf$/);
  for (const s of [
    '电子发票（普通发票）',
    COMPANY,
    TAX_NO,
    '星辰电子（中国）有限公司',
    '13%',
    `价税合计（大写）：${amountInCapitals(paid)}`,
    `¥${fenToDecimal(paid)}`,
    orderNo,
  ]) {
    expect(text).toContain(s);
  }
});

test('changes the title asked for at checkout before the order completes; the invoice is made out to the new title', async ({ page }) => {
  const { post, orderNo } = await deliveredOrder(page, { type: 'personal', title: '个人' });

  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  const block = page.getByTestId('order-invoice');
  await expect(block.getByTestId('invoice-state')).toHaveText('待开票（订单完成后开具）');
  await expect(block.getByTestId('invoice-title')).toHaveText('个人');
  await block.getByRole('button', { name: '修改抬头' }).click();
  const dialog = page.getByTestId('dialog-invoice');
  await dialog.getByLabel('发票抬头').fill('张小明');
  await dialog.getByTestId('invoice-submit').click();
  await expect(dialog).toBeHidden();
  await expect(block.getByTestId('invoice-title')).toHaveText('张小明');
  await noSidewaysScroll(page);

  await post('/api/order/orderInfo/confirmReceipt', { ordNo: orderNo });
  await page.reload();
  await expect(block.getByTestId('invoice-state')).toHaveText('已开具');
  const { text } = await downloadPdf(page);
  expect(text).toContain('名称：张小明');
});
