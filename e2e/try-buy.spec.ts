/**
 * 先试后买's shopper screens (the server side has its own tests), at PC and phone width, against
 * the built shop and its sandbox gateway. Staff create an offer over HTTP (the console's API); a
 * member opens /trybuy, applies, sees checkout's deposit note, pays in the sandbox; the simulated
 * carrier delivers, the order reads 试用中 · 剩余 7 天 and 确认购买 completes it (已购买); a second
 * application to the same offer is refused with its message. Another trial is returned from
 * 售后服务 (申请退还 → returnGoodsTryBuy → the request's DetailsTryBuy); staff inspect it with a
 * damage deduction and refund; the details read 已付 − 损耗扣款 = 应退. A visitor's 申请试用
 * signs in first and goes on to checkout. axe and sideways scroll on the three new screens.
 */
import type { Browser, Page } from '@playwright/test';
import { formatYuan } from '@shop/contracts/money';
import { newStaffSignedIn } from './admin-helpers';
import { expect, test } from './fixtures';
import {
  apiAs,
  freshMobile,
  latestSmsCode,
  payInAlipaySandbox,
  requestCode,
  saveShanghaiAddress,
  seriousAxeFindings,
  signInByApi,
  submitBuyNow,
  waitForHydration,
} from './helpers';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Phones no other spec buys and no seeded activity holds (no site price either: the deposit is the main-shop price). */
const CANDIDATE_SKUS = [
  'M55-NAVY-1',
  'M55-NAVY-2',
  'M55-GREEN-1',
  'M55-GREEN-2',
  'A26-BLACK-1',
  'A26-WHITE-1',
  'A26-PINK-1',
  'A36-BLACK-1',
  'A36-WHITE-1',
  'A36-VIOLET-2',
  'A26-PINK-2',
  'A36-WHITE-2',
];

type Post = Awaited<ReturnType<typeof apiAs>>;
interface Offer {
  code: string;
  skuCode: string;
  deposit: number;
  trialDays: number;
}

/** A 超级管理员 signed in over HTTP in a context of its own: its API poster and a way to close it. */
async function staffOf(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  await newStaffSignedIn(page, baseURL, '超级管理员');
  return { post: await apiAs(page.request), close: () => context.close() };
}

/**
 * A running 7-day offer of one of the candidate phones: the first, in random order, whose SKU
 * has no offer in an overlapping window (a parallel test, or a run before, may hold one).
 */
async function createOffer(staff: Post, unitsTotal = 5): Promise<Offer> {
  const skus = [...CANDIDATE_SKUS].sort(() => Math.random() - 0.5);
  const problems: string[] = [];
  for (const skuCode of skus) {
    try {
      const row = await staff<{ code: string; skuCode: string; deposit: number; trialDays: number }>('/api/admin/marketing/try-buys', {
        skuCode,
        title: `手机七天试用${Math.random().toString(36).slice(2, 6)}`,
        trialDays: 7,
        unitsTotal,
        beginAt: Date.now() - HOUR,
        endAt: Date.now() + 5 * DAY,
      });
      return row;
    } catch (e) {
      problems.push(String(e));
    }
  }
  throw new Error(`no candidate SKU took an offer:\n${problems.join('\n')}`);
}

/** Moves a paid order through the simulated carrier until it is signed for (the trial starts). */
async function deliver(post: Post, orderNo: string) {
  for (let i = 0; i < 8; i++) if ((await post<{ moved: string }>(`/api/dev/orders/${orderNo}/advance`)).moved === 'delivered') return;
  throw new Error(`order ${orderNo} was not delivered`);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

const offerCard = (page: Page, code: string) => page.locator(`[data-testid="trybuy-offer"][data-code="${code}"]`);

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { name: 'privacy_consent', value: '1|0', url: baseURL! },
    { name: 'cookie_consent', value: 'accepted', url: baseURL! },
  ]);
});

test('applies on /trybuy, pays the deposit; delivered, the trial runs and 确认购买 completes it; a second application is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await staffOf(browser, baseURL!);
  const offer = await createOffer(staff.post);
  const { post } = await signInByApi(page.request);
  await saveShanghaiAddress(post);

  // The offer and the rules, plainly.
  await page.goto('/trybuy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('试用申请');
  const card = offerCard(page, offer.code);
  await expect(card.getByTestId('trybuy-deposit')).toHaveText(formatYuan(offer.deposit));
  await expect(card.getByTestId('trybuy-days')).toHaveText('试用 7 天');
  await expect(card.getByTestId('trybuy-units')).toHaveText('5/5');
  await expect(page.getByTestId('trybuy-rules')).toContainText('押金 = 商品售价');
  await expect(page.getByTestId('trybuy-rules')).toContainText('实付金额 − 损耗扣款');
  await expect(page.getByTestId('trybuy-rules')).toContainText('每位会员每个试用活动限申请一次');
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await noSidewaysScroll(page);

  // 申请试用 → checkout of kind trybuy: the deposit note, no coupon, no points.
  await card.getByTestId('trybuy-apply').click();
  await expect(page).toHaveURL(/\/order\/orderInfo/);
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-kind', 'trybuy');
  await expect(page.getByTestId('checkout-trybuy-note')).toContainText(`试用押金 = 商品售价 ${formatYuan(offer.deposit)}`);
  await expect(page.getByTestId('coupons-note')).toHaveText('试用订单不可使用优惠券');
  await expect(page.getByTestId('checkout-points')).toContainText('试用订单不可使用积分抵扣');
  await noSidewaysScroll(page);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/order\/wxpay\?ordNo=\d{18}/);
  const orderNo = new URL(page.url()).searchParams.get('ordNo')!;

  // Paid in the sandbox, delivered by the simulated carrier: 试用中 · 剩余 7 天.
  await payInAlipaySandbox(page, post, orderNo);
  await deliver(post, orderNo);
  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  await expect(page.getByTestId('order-trial-state')).toHaveText('试用中 · 剩余 7 天');
  await expect(page.getByTestId('order-trial')).toContainText('试用截止');
  await expect(page.getByTestId('order-return-trial')).toHaveAttribute('href', `/Personalcenter/Personal_AfterSales_apply/returnGoodsTryBuy/${orderNo}`);
  await expect(page.getByTestId('order-after-sales')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '确认收货' })).toHaveCount(0);
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await noSidewaysScroll(page);

  // 确认购买 asks first, then completes the order: 已购买.
  await page.getByTestId('order-confirm-purchase').click();
  const dialog = page.getByRole('dialog', { name: '确认购买' });
  await expect(dialog).toContainText('订单完成');
  await expect(dialog).toContainText(`试用押金 ${formatYuan(offer.deposit)}`);
  await dialog.getByRole('button', { name: '确认购买' }).click();
  await expect(page.getByTestId('order-trial-state')).toHaveText('已购买');
  await expect(page.getByTestId('order-confirm-purchase')).toHaveCount(0);

  // The order list shows it too.
  await page.goto('/Personalcenter/Personalcenter_order');
  await expect(page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`).getByTestId('order-trial-state')).toHaveText('已购买');

  // One trial per member per offer: the second application is refused, in Chinese.
  await page.goto('/trybuy');
  await offerCard(page, offer.code).getByTestId('trybuy-apply').click();
  await expect(offerCard(page, offer.code).getByTestId('trybuy-refusal')).toHaveText('每位会员每个试用活动限申请一次，您已申请过');
  await expect(page).toHaveURL(/\/trybuy$/);

  await staff.post(`/api/admin/marketing/try-buys/${offer.code}/end`, {});
  await staff.close();
});

test('returns a trial from 售后服务; staff inspect with a deduction and refund; DetailsTryBuy adds up', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const staff = await staffOf(browser, baseURL!);
  const offer = await createOffer(staff.post);
  const { post } = await signInByApi(page.request);
  const { id } = await saveShanghaiAddress(post);
  const { token } = await post<{ token: string }>('/api/cart/cart/buyNow', { skuCd: offer.skuCode, qtyCnt: 1, tryBuyCd: offer.code });
  const { orderNo, payableAmt: paid } = await submitBuyNow(post, token, id);
  await payInAlipaySandbox(page, post, orderNo);
  await deliver(post, orderNo);

  // 售后服务 offers the trial's own return, not a plain return or exchange.
  await page.goto('/Personalcenter/Personal_AfterSales');
  const eligible = page.getByTestId('after-sales-eligible').locator('li', { hasText: orderNo }).first();
  await expect(eligible.getByTestId('after-sales-trial-state')).toContainText('试用中 · 剩余 7 天');
  await expect(eligible.getByRole('link', { name: '申请退货' })).toHaveCount(0);
  await expect(eligible.getByRole('link', { name: '申请换货' })).toHaveCount(0);
  await eligible.getByTestId('after-sales-apply-trybuy').click();

  // returnGoodsTryBuy: the whole order, the trial's reasons, its end and the refund rule.
  await expect(page).toHaveURL(new RegExp(`/Personal_AfterSales_apply/returnGoodsTryBuy/${orderNo}$`));
  await expect(page.getByRole('heading', { name: '申请试用退还' })).toBeVisible();
  const form = page.getByTestId('after-sales-apply-form');
  await expect(form.getByTestId('apply-line')).toHaveCount(1);
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  await expect(form.getByTestId('trial-period')).toContainText('试用 7 天');
  await expect(form).toContainText('试用期截止');
  await expect(form.getByTestId('apply-estimate-amount')).toHaveText(formatYuan(paid));
  await expect(form.getByTestId('apply-estimate')).toContainText('实付金额 − 损耗扣款');
  // No reason chosen: the schema's message, nothing sent.
  await form.getByTestId('apply-submit').click();
  await expect(form.getByTestId('apply-error')).toHaveText('请选择售后原因');
  await form.getByLabel('试用退还原因').selectOption('trial_not_suitable');
  await form.getByLabel('问题描述（选填）').fill('尺寸不合手');
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await noSidewaysScroll(page);
  await form.getByTestId('apply-submit').click();

  await expect(page).toHaveURL(/\/Personalcenter\/ApplySuccess\/AS[0-9A-Z]+$/);
  const reqNo = (await page.getByTestId('apply-success-reqno').textContent())!;
  await page.getByTestId('apply-success-details').click();
  await expect(page).toHaveURL(new RegExp(`/Personal_AfterSales_DetailsTryBuy/${reqNo}$`));
  await expect(page.getByTestId('after-sales-status')).toHaveText('待审核');
  await expect(page.getByTestId('trybuy-trial-days')).toHaveText('7 天');
  await expect(page.getByTestId('trybuy-paid')).toHaveText(formatYuan(paid));
  await expect(page.getByTestId('trybuy-refund-total')).toHaveText(formatYuan(paid));
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await noSidewaysScroll(page);

  // The plain details page sends a try-buy return to its own page; the order reads 退还中.
  await page.goto(`/Personalcenter/Personal_AfterSales_Details/${reqNo}`);
  await expect(page).toHaveURL(new RegExp(`/Personal_AfterSales_DetailsTryBuy/${reqNo}$`));
  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  await expect(page.getByTestId('order-trial-state')).toHaveText('退还中');
  await expect(page.getByTestId('order-trial-return')).toHaveAttribute('href', `/Personalcenter/Personal_AfterSales_DetailsTryBuy/${reqNo}`);

  // Staff approve; picked up; inspected with a damage deduction; refunded.
  const deduction = 10_000;
  await staff.post(`/api/admin/after-sales/${reqNo}/approve`, { note: '' });
  await post(`/api/member/afterSales/${reqNo}/ship`, { method: 'pickup' });
  await staff.post(`/api/admin/after-sales/${reqNo}/inspect`, { result: 'pass', note: '外观有使用痕迹', deduction, deductionReason: '屏幕划痕' });
  await staff.post(`/api/admin/after-sales/${reqNo}/refund`, {});
  await staff.post(`/api/admin/marketing/try-buys/${offer.code}/end`, {});
  await staff.close();

  await page.goto(`/Personalcenter/Personal_AfterSales_DetailsTryBuy/${reqNo}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('after-sales-status')).toHaveText('已完成', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('trybuy-paid')).toHaveText(formatYuan(paid));
  await expect(page.getByTestId('trybuy-deduction')).toHaveText(`−${formatYuan(deduction)}`);
  await expect(page.getByTestId('trybuy-refund')).toContainText('损耗扣款（屏幕划痕）');
  await expect(page.getByTestId('trybuy-refund-total')).toHaveText(formatYuan(paid - deduction));
  await expect(page.getByTestId('trybuy-refund-sum')).toContainText(`${formatYuan(paid)} − ${formatYuan(deduction)} = ${formatYuan(paid - deduction)}`);
  expect(await seriousAxeFindings(page, '#main')).toEqual([]);
  await noSidewaysScroll(page);

  // The list links the request to its own page; the order reads 已退还.
  await page.goto('/Personalcenter/Personal_AfterSales');
  await expect(page.locator(`[data-testid="after-sales-item"][data-reqno="${reqNo}"]`).getByRole('link', { name: '查看详情' })).toHaveAttribute(
    'href',
    `/Personalcenter/Personal_AfterSales_DetailsTryBuy/${reqNo}`,
  );
  await page.goto(`/Personalcenter/orderDeatil/${orderNo}`);
  await expect(page.getByTestId('order-trial-state')).toHaveText('已退还');
});

test('a visitor’s 申请试用 signs in first and goes on to checkout @pc', async ({ page, browser, baseURL }) => {
  const staff = await staffOf(browser, baseURL!);
  const offer = await createOffer(staff.post);

  await page.goto('/trybuy');
  await offerCard(page, offer.code).getByTestId('trybuy-apply').click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Ftrybuy/);
  await waitForHydration(page);
  const mobile = freshMobile();
  await page.getByLabel('手机号码').fill(mobile);
  await requestCode(page);
  await page.getByLabel('短信验证码').fill(await latestSmsCode(page.request, mobile));
  const agree = page.getByLabel(/我已阅读并同意/);
  if (await agree.count()) await agree.check();
  await page.getByTestId('login-submit').click();

  // Back on /trybuy, signed in: the application goes on by itself.
  await expect(page).toHaveURL(/\/order\/orderInfo/, { timeout: 30_000 });
  await expect(page.getByTestId('checkout')).toHaveAttribute('data-kind', 'trybuy');

  await staff.post(`/api/admin/marketing/try-buys/${offer.code}/end`, {});
  await staff.close();
});
