/**
 * The console's 先试后买 (try before you buy) at 1440 px, against the real API: a 运营 creates an
 * offer through the dialog (试用天数 below 7 refused with the API schema's message, an unknown SKU
 * with the server's), sees it 进行中 in the list, pauses and resumes it. A member's trial — applied
 * by buy now with the offer's code, paid in the Alipay sandbox, delivered by the dev route — shows
 * 试用中 with its days left on the order detail; its return (试用退还, filed by the dev route) is
 * inspected by a 仓储 with a damage deduction (a deduction without a reason refused first) and
 * refunded by a 财务: the detail shows 应退 = 已付 − 扣款 and the order's trial 已退还; the offer's
 * row counts the application. axe finds nothing serious on the list and the dialog.
 */
import type { Page } from '@playwright/test';
import { formatYuan } from '@shop/contracts/money';
import type { TryBuyAdminRow } from '@shop/contracts/try-buy';
import { expect, test } from './fixtures';
import { CONSOLE_JOURNEY_TIMEOUT, motionSettled, newStaffSignedIn, restingAxeFindings, suffix } from './admin-helpers';
import { apiAs, payInAlipaySandbox, saveShanghaiAddress, signInByApi, submitBuyNow } from './helpers';

// The console is not the storefront: no hydration marker to wait for.
test.use({ hydrate: false });

const PATH = '/api/admin/marketing/try-buys';
const DAY = 24 * 3600_000;
// Seeded phones no other browser test uses, in no seeded activity: one per test, so the two never overlap (¥2,299 each).
const SKU_DIALOG = 'A36-VIOLET-2';
const SKU_RETURN = 'A36-WHITE-2';
const DEDUCTION_FEN = 100_00;

/** Ends, through the API, what an earlier run on the same database left open on the SKU (one offer per SKU at a time). */
async function endLeftovers(page: Page, sku: string) {
  const post = await apiAs(page.request);
  const list = (await (await page.request.get(`${PATH}?product=${sku}&pageSize=100`)).json()).data.list as TryBuyAdminRow[];
  for (const r of list.filter((x) => x.state !== 'ended')) await post(`${PATH}/${r.code}/end`);
}

const offerRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Confirms a row's 暂停 / 恢复 / 结束 and waits for its message. */
async function rowStep(page: Page, title: string, step: string, done: string) {
  await offerRow(page, title)
    .getByRole('button', { name: `${step} ${title}` })
    .click();
  await motionSettled(page);
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`${done}：${title}`)).toBeVisible();
}

/** Reloads an after-sales detail until its status reads `text` (a refund settles at the gateway within seconds). */
async function statusAfterReload(page: Page, text: string) {
  await expect(async () => {
    await page.reload();
    // Shown again (slow on a busy machine), then the status read.
    await expect(page.getByTestId('after-sales-status')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('after-sales-status')).toHaveText(text, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

test('@pc a 运营 creates a 先试后买 offer in the dialog (bad input refused first), sees it 进行中, pauses and resumes it', async ({ page, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  await newStaffSignedIn(page, baseURL!, '运营');
  await endLeftovers(page, SKU_DIALOG);
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '先试后买' }).click();
  // First visits parse the screen's lazy chunk: slow on a busy machine.
  await expect(page.getByRole('heading', { name: '先试后买' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('columnheader', { name: '申请情况' })).toBeVisible();
  // axe on the screen's own part and on the dialog alone (the menu and frame have their own tests): a whole-page run takes most of a minute on a busy machine.
  expect(await restingAxeFindings(page, 'main'), 'try-buy list').toEqual([]);

  await page.getByRole('button', { name: '新建先试后买' }).click();
  const dialog = page.getByRole('dialog', { name: '新建先试后买' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const title = `中端手机试用${suffix()}`;
  await dialog.getByLabel('SKU 编码').fill('NO-SUCH-SKU-1');
  await dialog.getByLabel('活动标题').fill(title);
  await dialog.getByLabel('试用天数').fill('6');
  await dialog.getByLabel('试用名额（个）').fill('3');
  await dialog.getByLabel('申请开始时间').click();
  await page.getByText('现在', { exact: true }).click();
  await dialog.getByLabel('申请结束时间').click();
  await page.getByText('开始后 7 天', { exact: true }).click();
  // The API's own schema refuses a trial under 7 days; nothing is sent.
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('试用天数至少7天')).toBeVisible();
  expect(await restingAxeFindings(page, '.ant-modal'), 'try-buy dialog').toEqual([]);
  // The server refuses an unknown SKU: its message under the field.
  await dialog.getByLabel('试用天数').fill('7');
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(dialog.getByText('商品SKU NO-SUCH-SKU-1 不存在或未发布')).toBeVisible();
  await dialog.getByLabel('SKU 编码').fill(SKU_DIALOG);
  await dialog.getByRole('button', { name: '创建' }).click();
  await expect(page.getByText(`已创建：${title}（进行中）`)).toBeVisible();

  const row = offerRow(page, title);
  await expect(row).toContainText('进行中');
  await expect(row).toContainText(SKU_DIALOG);
  await expect(row).toContainText('¥2299.00');
  await expect(row).toContainText('7 天');
  await expect(row.getByTestId('try-buy-units')).toHaveText('0 / 3');
  await expect(row.getByTestId('try-buy-figures')).toContainText('申请 0');

  await rowStep(page, title, '暂停', '已暂停');
  await expect(row).toContainText('已暂停');
  await expect(row.getByRole('button', { name: `恢复 ${title}` })).toBeVisible();
  await rowStep(page, title, '恢复', '已恢复');
  await expect(row).toContainText('进行中');
  // Filtered by its SKU and 进行中: the offer alone (earlier runs' offers on the SKU are ended).
  await page.getByLabel('商品编码').fill(SKU_DIALOG);
  await page.getByLabel('状态').click();
  await page.locator('.ant-select-item-option[title="进行中"]').click();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(row).toContainText('进行中');
});

test('@pc a trial return: 仓储 inspects it with a deduction, 财务 refunds 已付 − 扣款, the order and the offer show it', async ({ page, browser, baseURL }) => {
  test.setTimeout(CONSOLE_JOURNEY_TIMEOUT);
  // The 运营 (whose list shows the figures), the 仓储 and the 财务, each in a browser of their own.
  const staff = () => browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const [warehouseContext, financeContext] = await Promise.all([staff(), staff()]);
  const [warehouse, finance] = await Promise.all([warehouseContext.newPage(), financeContext.newPage()]);
  await Promise.all([newStaffSignedIn(page, baseURL!, '运营'), newStaffSignedIn(warehouse, baseURL!, '仓储'), newStaffSignedIn(finance, baseURL!, '财务')]);
  // The offer, made over HTTP (the dialog has its own test).
  await endLeftovers(page, SKU_RETURN);
  const title = `试用退还演练${suffix()}`;
  const offer = await (await apiAs(page.request))<TryBuyAdminRow>(PATH, {
    skuCode: SKU_RETURN,
    title,
    trialDays: 7,
    unitsTotal: 5,
    beginAt: Date.now() - 60_000,
    endAt: Date.now() + 7 * DAY,
  });

  // A member applies (buy now with the offer's code), pays in the sandbox; the dev route delivers: the trial starts.
  const shop = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const shopper = await shop.newPage();
  const { post } = await signInByApi(shopper.request);
  const { id } = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: SKU_RETURN, qtyCnt: 1, tryBuyCd: offer.code });
  const { orderNo, payableAmt: paid } = await submitBuyNow(post, token, id);
  await payInAlipaySandbox(shopper, post, orderNo);
  for (let i = 0; i < 8; i++) if ((await post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`)).moved === 'delivered') break;

  // The 仓储 (no 营销 in their menu) sees the order's trial running.
  await expect(warehouse.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '先试后买' })).toHaveCount(0);
  await warehouse.goto(`/admin/orders/${orderNo}`);
  // First visits parse the screen's lazy chunk: slow on a busy machine.
  await expect(warehouse.getByTestId('order-trial-state')).toHaveText('试用中', { timeout: 30_000 });
  await expect(warehouse.getByText(/^(剩余 [1-7] 天|今天结束)$/)).toBeVisible();

  // The member asks to return it (the dev route files it already 待验货): the order links to the request.
  const { reqNo } = await post<{ reqNo: string }>('/api/dev/afterSales', {
    orderNo,
    type: 'trybuy_return',
    reason: '试用后不太合适，申请退还',
    status: 'awaiting_inspection',
  });
  await warehouse.reload();
  await expect(warehouse.getByTestId('order-trial-state')).toHaveText('退还中');
  await warehouse.getByRole('link', { name: `售后 ${reqNo}` }).click();
  await expect(warehouse.getByRole('heading', { name: `售后 ${reqNo}` })).toBeVisible({ timeout: 30_000 });
  await expect(warehouse.getByTestId('after-sales-status')).toHaveText('待验货');
  await expect(warehouse.getByRole('cell', { name: '试用退还', exact: true })).toBeVisible();
  await expect(warehouse.getByTestId('trybuy-paid')).toHaveText(formatYuan(paid));
  await expect(warehouse.getByTestId('trybuy-refund')).toHaveText(formatYuan(paid));

  // 验货 with a 损耗扣款: without a reason refused with the API schema's message, then with one.
  await warehouse.getByRole('button', { name: '验货', exact: true }).click();
  const dialog = warehouse.getByRole('dialog', { name: /^验货 AS/ });
  await expect(dialog).toBeVisible();
  await motionSettled(warehouse);
  await dialog.getByLabel('通过', { exact: true }).check();
  await dialog.getByLabel('损耗扣款（元）').fill(String(DEDUCTION_FEN / 100));
  await dialog.getByRole('button', { name: '提交验货结果' }).click();
  await expect(dialog.getByText('有损耗扣款时须填写扣款原因（至少2个字）')).toBeVisible();
  await dialog.getByLabel('扣款原因').fill('机身边框有明显划痕');
  await dialog.getByRole('button', { name: '提交验货结果' }).click();
  await expect(warehouse.getByText('验货结果已提交，会员已收到通知')).toBeVisible();
  await expect(warehouse.getByTestId('after-sales-status')).toHaveText('验货通过');
  const refund = paid - DEDUCTION_FEN;
  await expect(warehouse.getByTestId('trybuy-deduction')).toHaveText(formatYuan(DEDUCTION_FEN));
  await expect(warehouse.getByTestId('trybuy-deduction-reason')).toHaveText('机身边框有明显划痕');
  await expect(warehouse.getByTestId('trybuy-refund')).toHaveText(formatYuan(refund));

  // 财务 refunds 已付 − 扣款 through the gateway that took it.
  await finance.goto(`/admin/after-sales/${reqNo}`);
  await expect(finance.getByTestId('after-sales-status')).toHaveText('验货通过', { timeout: 30_000 });
  await finance.getByRole('button', { name: '退款', exact: true }).click();
  await expect(finance.getByText(`确认原路退款 ${formatYuan(refund)}？`)).toBeVisible();
  await motionSettled(finance);
  await finance.getByRole('button', { name: '确认退款' }).click();
  await expect(finance.getByText(`已发起原路退款 ${formatYuan(refund)}`)).toBeVisible();
  await statusAfterReload(finance, '已完成');
  await expect(finance.getByTestId('trybuy-paid')).toHaveText(formatYuan(paid));
  await expect(finance.getByTestId('trybuy-deduction')).toHaveText(formatYuan(DEDUCTION_FEN));
  await expect(finance.getByTestId('trybuy-refund')).toHaveText(formatYuan(refund));
  await expect(finance.getByTestId('after-sales-refund')).toHaveText(formatYuan(refund));
  await expect(finance.getByRole('table').filter({ hasText: '退款单号' })).toContainText('已退款');
  await finance.goto(`/admin/orders/${orderNo}`);
  await expect(finance.getByTestId('order-trial-state')).toHaveText('已退还', { timeout: 30_000 });

  // The 运营's list counts the application, now returned.
  await page.goto('/admin/marketing/try-buys');
  const figures = offerRow(page, title).getByTestId('try-buy-figures');
  await expect(figures).toContainText('申请 1', { timeout: 30_000 });
  await expect(figures).toContainText('已退还 1');
  await expect(figures).toContainText('试用中 0');
  await Promise.all([shop.close(), warehouseContext.close(), financeContext.close()]);
});
