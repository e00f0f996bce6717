/**
 * The member's after-sales screens (issue #17), at PC and phone width: from 售后服务 a member
 * returns one of the two lines of a delivered order (quantity 1 of 2, one picture, the refund
 * estimate shown, a reason the phone's opened seal does not allow refused with the API's
 * message), sees 申请已提交 and the details (待审核); staff approve over HTTP, the member fills
 * in the SF waybill on trk, staff pass the inspection and refund, and the details read 已完成
 * with the refunded amount. An exchange is applied for and cancelled (撤销) by the member;
 * the progress page and a request number that is not the member's say what they are.
 */
import type { Page } from '@playwright/test';
import { formatYuan } from '@shop/contracts/money';
import { pngFile } from '../test-support/pictures';
import { newStaffSignedIn } from './admin-helpers';
import { expect, test } from './fixtures';
import { apiAs, payInAlipaySandbox, saveShanghaiAddress, seriousAxeFindings, signInByApi, submitBuyNow } from './helpers';

const PHONE = 'C55-BLACK-1';
const CHARGER = 'TA25W-WHITE';
const LIST = '/Personalcenter/Personal_AfterSales';

type Post = Awaited<ReturnType<typeof apiAs>>;

/** Moves a paid order through the simulated carrier until it is signed for. */
async function deliver(post: Post, orderNo: string) {
  for (let i = 0; i < 8; i++) if ((await post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`)).moved === 'delivered') return;
  throw new Error(`order ${orderNo} was not delivered`);
}

/** A fresh member with a delivered order of a phone and two chargers (two lines), paid in the Alipay sandbox. */
async function deliveredTwoLines(page: Page) {
  const { post } = await signInByApi(page.request);
  const { id } = await saveShanghaiAddress(post);
  await post('/api/cart/cart/addCart', { skuCd: PHONE, qtyCnt: 1 });
  await post('/api/cart/cart/addCart', { skuCd: CHARGER, qtyCnt: 2 });
  const source = { type: 'cart' };
  const view = await post<{ orderToken: string; price: { payable: number } }>('/api/order/checkout/confirm', { source, addressId: id, couponId: null });
  const { orderNo } = await post<{ orderNo: string }>('/api/order/checkout/submit', {
    orderToken: view.orderToken,
    source,
    addressId: id,
    couponId: null,
    points: 0,
    invoice: null,
    expectedPayable: view.price.payable,
  });
  await payInAlipaySandbox(page, post, orderNo);
  await deliver(post, orderNo);
  return { post, orderNo };
}

/** A fresh member with a delivered order of one phone. */
async function deliveredPhone(page: Page) {
  const { post } = await signInByApi(page.request);
  const { id } = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: PHONE, qtyCnt: 1 });
  const { orderNo } = await submitBuyNow(post, token, id);
  await payInAlipaySandbox(page, post, orderNo);
  await deliver(post, orderNo);
  return { post, orderNo };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

/** Reloads the request's details until its status reads `status` (the sandbox settles a refund within seconds). */
async function statusAfterReload(page: Page, status: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('after-sales-status')).toHaveText(status, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
});

test('returns one of two lines with a picture; staff approve, inspect and refund; the details read 已完成', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const { orderNo } = await deliveredTwoLines(page);

  await page.goto(LIST);
  const card = page.getByTestId('after-sales-eligible').locator('li', { hasText: orderNo }).first();
  await card.getByRole('link', { name: '申请退货' }).click();
  await expect(page).toHaveURL(new RegExp(`/Personal_AfterSales_apply/returnGoods/${orderNo}$`));
  const form = page.getByTestId('after-sales-apply-form');
  await expect(form).toBeVisible();
  const lines = form.getByTestId('apply-line');
  await expect(lines).toHaveCount(2);
  const view = (await (await page.request.get(`/api/member/afterSales/apply/${orderNo}?type=return`)).json()).data as {
    lines: { lineId: number; skuCd: string; paidShare: number }[];
  };
  const charger = view.lines.find((l) => l.skuCd === CHARGER)!;
  const phone = view.lines.find((l) => l.skuCd === PHONE)!;
  const chargerRow = form.locator(`[data-testid="apply-line"][data-line-id="${charger.lineId}"]`);
  const phoneRow = form.locator(`[data-testid="apply-line"][data-line-id="${phone.lineId}"]`);

  // The phone, opened, without a fault: the API refuses it and says why.
  await phoneRow.getByRole('checkbox').check();
  await form.getByLabel('退货原因').selectOption('no_reason');
  await form.getByLabel('已拆封或已激活').check();
  await form.getByTestId('apply-submit').click();
  await expect(form.getByTestId('apply-error')).toContainText('非质量问题不支持退货');
  await phoneRow.getByRole('checkbox').uncheck();

  // One charger of two, with a picture: the estimate is its paid share.
  await chargerRow.getByRole('checkbox').check();
  await chargerRow.getByRole('button', { name: /增加/ }).click();
  await expect(chargerRow.getByTestId('apply-qty')).toHaveText('2');
  await chargerRow.getByRole('button', { name: /减少/ }).click();
  await expect(chargerRow.getByTestId('apply-qty')).toHaveText('1');
  await expect(form.getByTestId('apply-estimate-amount')).toHaveText(formatYuan(charger.paidShare));
  await expect(form.getByTestId('apply-estimate')).toContainText('以实际退款为准');
  await form.getByLabel('未拆封').check();
  await form.getByLabel('退货原因').selectOption('wrong_purchase');
  await form.getByLabel('问题描述（选填）').fill('多买了一个充电器');
  await expect(form.getByTestId('apply-description-count')).toHaveText('8/500');
  await form.getByTestId('apply-file').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: await pngFile(48, 48) });
  await expect(form.getByTestId('apply-upload')).toHaveCount(1);
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await noSidewaysScroll(page);
  await form.getByTestId('apply-submit').click();

  await expect(page).toHaveURL(/\/Personalcenter\/ApplySuccess\/AS[0-9A-Z]+$/);
  const reqNo = (await page.getByTestId('apply-success-reqno').textContent())!;
  await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
  await expect(page.getByText('24 小时内审核')).toBeVisible();
  await page.getByTestId('apply-success-details').click();
  await expect(page).toHaveURL(new RegExp(`/Personal_AfterSales_Details/${reqNo}$`));
  await expect(page.getByTestId('after-sales-status')).toHaveText('待审核');
  await expect(page.getByTestId('after-sales-line')).toHaveCount(1);
  await expect(page.getByTestId('after-sales-refund-total')).toHaveText(formatYuan(charger.paidShare));
  await expect(page.getByTestId('after-sales-pictures').locator('img')).toHaveCount(1);
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await noSidewaysScroll(page);

  // Staff approve over HTTP: the returns address shows, and the way to fill in the waybill.
  const staffContext = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const consolePage = await staffContext.newPage();
  await newStaffSignedIn(consolePage, baseURL!, '超级管理员');
  const staff = await apiAs(consolePage.request);
  await staff(`/api/admin/after-sales/${reqNo}/approve`, { note: '' });
  await page.reload();
  await expect(page.getByTestId('after-sales-status')).toHaveText('待寄回');
  await expect(page.getByTestId('after-sales-return-address')).toContainText('售后中心');
  await page.getByRole('link', { name: '填写寄回信息' }).click();

  // trk: the schema's own messages, then an SF waybill.
  await expect(page).toHaveURL(new RegExp(`/Personalcenter/trk\\?code=${reqNo}$`));
  const ship = page.getByTestId('ship-back-form');
  await ship.getByLabel('上门取件').check();
  await expect(ship.getByTestId('ship-pickup')).toContainText('世纪大道100号');
  await ship.getByLabel('自行寄回').check();
  await ship.getByLabel('快递公司').selectOption('SF');
  await ship.getByLabel('快递单号').fill('123');
  await ship.getByTestId('ship-submit').click();
  await expect(ship.getByTestId('ship-tracking-error')).toHaveText('顺丰速运快递单号格式不正确');
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await ship.getByLabel('快递单号').fill('SF1234567890123');
  await ship.getByTestId('ship-submit').click();
  await expect(page).toHaveURL(new RegExp(`/Personal_AfterSales_Details/${reqNo}$`));
  await expect(page.getByTestId('after-sales-status')).toHaveText('待验货');
  await expect(page.getByTestId('after-sales-return-shipping')).toContainText('SF1234567890123');

  // Staff pass the inspection and refund; the sandbox settles the refund within seconds.
  await staff(`/api/admin/after-sales/${reqNo}/inspect`, { result: 'pass', note: '' });
  await staff(`/api/admin/after-sales/${reqNo}/refund`, {});
  await staffContext.close();
  await statusAfterReload(page, '已完成');
  await expect(page.getByTestId('after-sales-refund-total')).toHaveText(formatYuan(charger.paidShare));
  await expect(page.getByTestId('after-sales-note')).toContainText(`${formatYuan(charger.paidShare)} 已原路退回`);
  await expect(page.getByTestId('after-sales-steps').locator('[data-state="todo"]')).toHaveCount(0);

  // The list files it under 已完成.
  await page.goto(`${LIST}?tab=done`);
  const row = page.locator(`[data-testid="after-sales-item"][data-reqno="${reqNo}"]`);
  await expect(row.getByTestId('after-sales-item-status')).toHaveText('已完成');
  await noSidewaysScroll(page);
});

test('applies for an exchange and cancels it; the progress page and a wrong number', async ({ page }) => {
  const { orderNo } = await deliveredPhone(page);

  // The order detail leads to the apply page too.
  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  await expect(page.getByTestId('order-after-sales')).toHaveAttribute('href', `/Personalcenter/Personal_AfterSales_apply/returnGoods/${orderNo}`);

  await page.goto(LIST);
  await page.getByTestId('after-sales-eligible').locator('li', { hasText: orderNo }).first().getByRole('link', { name: '申请换货' }).click();
  await expect(page).toHaveURL(new RegExp(`/Personal_AfterSales_apply/exchangeGoods/${orderNo}$`));
  const form = page.getByTestId('after-sales-apply-form');
  await expect(form.getByTestId('apply-estimate')).toHaveCount(0);
  // Nothing chosen yet: the schema's message, nothing sent.
  await form.getByLabel('未拆封').check();
  await form.getByTestId('apply-submit').click();
  await expect(form.getByTestId('apply-error')).toHaveText('请选择申请售后的商品');
  await form.getByTestId('apply-line').first().getByRole('checkbox').check();
  await form.getByLabel('换货原因').selectOption('quality');
  await form.getByTestId('apply-submit').click();
  await expect(page).toHaveURL(/\/Personalcenter\/ApplySuccess\/AS[0-9A-Z]+$/);
  const reqNo = (await page.getByTestId('apply-success-reqno').textContent())!;
  await page.getByTestId('apply-success-details').click();
  await expect(page.getByTestId('after-sales-status')).toHaveText('待审核');
  await expect(page.getByTestId('after-sales-refund')).toHaveCount(0);

  await page.getByTestId('after-sales-actions').getByRole('button', { name: '撤销申请' }).click();
  const dialog = page.getByRole('dialog', { name: '撤销售后申请' });
  await dialog.getByRole('button', { name: '确认撤销' }).click();
  await expect(page.getByText('售后申请已撤销')).toBeVisible();
  await expect(page.getByTestId('after-sales-status')).toHaveText('已撤销');
  await expect(page.getByTestId('after-sales-actions')).toHaveCount(0);

  // The progress page: the steps and the whole timeline, newest first.
  await page.getByRole('link', { name: '查看完整进度' }).click();
  await expect(page).toHaveURL(new RegExp(`/Personalcenter/speedDetail\\?code=${reqNo}$`));
  await expect(page.getByTestId('after-sales-status')).toHaveText('已撤销');
  await expect(page.getByTestId('after-sales-timeline').locator('li').first()).toContainText('已撤销');
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await noSidewaysScroll(page);

  await page.goto('/Personalcenter/speedDetail');
  await expect(page.getByTestId('after-sales-missing')).toContainText('售后申请不存在');
  await page.goto('/Personalcenter/speedDetail?code=AS00000000XX');
  await expect(page.getByTestId('after-sales-missing')).toBeVisible();

  await page.goto('/Personalcenter/afterRules');
  await expect(page.getByRole('heading', { name: '七天无理由退货' })).toBeVisible();
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await noSidewaysScroll(page);
});
