/**
 * 我的积分 and 我的优惠券 (issue #6): a new member sees the 1000 welcome points and the
 * 注册礼 entry, the ledger tabs, and a claimed coupon under 未使用 with 去使用; on a phone both
 * pages fit 390 px without sideways scrolling.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, freshMobile } from './helpers';

const POINTS = '/Personalcenter/Personal_Myintegral';
const COUPONS = '/Personalcenter/Personal_coupon';

/** A fresh member signed in by SMS through the API (same cookies as the page). */
async function member(page: Page) {
  let post = await apiAs(page.request);
  const mobile = freshMobile();
  await post('/api/auth/code/sms', { mobile, deviceId: 'e2e-points' });
  const sms = await (await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
  await post('/api/auth/login/mobile/token', { mobile, code: sms.data.code });
  post = await apiAs(page.request);
  return post;
}

test.describe('points and coupons', () => {
  test('a visitor is sent to login @pc', async ({ page }) => {
    await page.goto(POINTS);
    await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  });

  test('a member sees 1000 points and the claimed coupon @pc', async ({ page }) => {
    const post = await member(page);
    await page.goto(POINTS);
    await expect(page.getByRole('heading', { name: '我的积分' })).toBeVisible();
    await expect(page.getByTestId('points-available')).toHaveText('1000');
    await expect(page.getByText('1 积分 = ¥0.01，下单时可抵扣 ¥10')).toBeVisible();
    await expect(page.getByTestId('points-entry')).toHaveCount(1);
    await expect(page.getByTestId('points-entry')).toContainText('注册礼');
    await expect(page.getByTestId('points-entry')).toContainText('+1000');
    await page.getByTestId('points-tab-spend').click();
    await expect(page).toHaveURL(/type=spend/);
    await expect(page.getByTestId('points-empty')).toHaveText('暂无使用记录');

    await page.goto(COUPONS);
    // Every new member holds the ¥200 new-member pack (4 coupons) from sign-up.
    await expect(page.getByTestId('coupon-tab-unused')).toHaveText('未使用（4）');
    await expect(page.getByTestId('coupon-card')).toHaveCount(4);
    await expect(page.getByTestId('coupon-card').filter({ hasText: '新人礼' })).toHaveCount(4);

    await post('/api/act/market/coupon/receive', { cpnCd: 'CPN-ALL-1000-100' });
    await page.reload();
    await expect(page.getByTestId('coupon-tab-unused')).toHaveText('未使用（5）');
    const card = page.getByTestId('coupon-card').filter({ hasText: '全场满1000减100' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('全场满1000减100');
    await expect(card).toContainText('¥100');
    await expect(card).toContainText('满¥1,000可用');
    await expect(card).toContainText('全场通用');
    await expect(card).toContainText(/有效期 \d{4}\.\d{2}\.\d{2} - \d{4}\.\d{2}\.\d{2}/);
    await page.getByTestId('coupon-tab-used').click();
    await expect(page.getByTestId('coupons-empty')).toHaveText(/暂无已使用的优惠券/);
    await page.getByTestId('coupon-tab-unused').click();
    await page.getByTestId('coupon-card').filter({ hasText: '全场满1000减100' }).getByTestId('coupon-use').click();
    await expect(page).toHaveURL(/\/list$/);
  });

  test('both pages fit a phone @phone', async ({ page }) => {
    const post = await member(page);
    await post('/api/act/market/coupon/receive', { cpnCd: 'CPN-PHONE-5000-300' });
    await page.goto(POINTS);
    await expect(page.getByTestId('points-available')).toHaveText('1000');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(COUPONS);
    const card = page.getByTestId('coupon-card').filter({ hasText: '手机满5000减300' }).first();
    await expect(card).toContainText('指定品类');
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByTestId('coupon-use').click();
    await expect(page).toHaveURL(/\/list\/smartphones$/);
  });
});
