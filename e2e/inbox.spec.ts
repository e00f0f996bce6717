/**
 * Inbox pages (issue #6): a member with two unread system messages sees the count in the
 * header (on the account button at 1440 px; on the menu button and in the drawer at 390 px),
 * reads one and the count drops, marks all read and it disappears; the enterprise purchase
 * form and a support ticket, with their Chinese field errors; a recycling order that is not
 * the member's shows the 404 page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInByApi } from './helpers';

const MESSAGES = '/Personalcenter/Personal_Systemmessage';

/** The header's unread count where this width shows it. */
async function expectHeaderCount(page: Page, n: number) {
  const pc = (page.viewportSize()?.width ?? 0) >= 1200;
  const badge = page.getByTestId(pc ? 'message-count' : 'menu-message-count');
  if (n === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(n));
  if (!pc) {
    // The drawer's 系统消息 entry carries the same count.
    await page.getByTestId('menu-button').click();
    const drawer = page.getByTestId('menu-drawer');
    if (n === 0) await expect(drawer.getByTestId('drawer-message-count')).toHaveCount(0);
    else await expect(drawer.getByTestId('drawer-message-count')).toHaveText(String(n));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
}

test.describe('system messages', () => {
  test('two unread messages: the header shows 2, reading one drops it to 1, 全部已读 clears it', async ({ page }) => {
    // A new member has the welcome message; one more arrives.
    const { post } = await signInByApi(page.request);
    await post('/api/dev/messages', { kind: 'order', title: '订单已发货', body: '您的订单已发货，请留意物流信息。' });

    await page.goto(MESSAGES);
    const items = page.getByTestId('message-item');
    await expect(items).toHaveCount(2);
    await expect(page.getByTestId('message-unread-dot')).toHaveCount(2);
    await expectHeaderCount(page, 2);

    // Newest first: 订单已发货 on top, the welcome message below. Open the newest.
    await expect(items.last()).toContainText('欢迎加入星辰会员');
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL(/Personal_SystemMessageDetail\/\d+$/);
    await expect(page.getByTestId('message-title')).toHaveText('订单已发货');
    await expect(page.getByTestId('message-body')).toHaveText('您的订单已发货，请留意物流信息。');
    await expectHeaderCount(page, 1);

    await page.getByTestId('message-back').click();
    await expect(page.getByTestId('message-unread-dot')).toHaveCount(1);
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await page.getByTestId('messages-read-all').click();
    await expect(page.getByTestId('message-unread-dot')).toHaveCount(0);
    await expectHeaderCount(page, 0);
    await expect(page.getByTestId('messages-read-all')).toBeDisabled();
  });

  test('a new member finds the welcome message; a message of nobody shows the 404 page @phone', async ({ page }) => {
    await signInByApi(page.request);
    await page.goto(MESSAGES);
    await expect(page.getByTestId('message-item')).toHaveCount(1);
    await expect(page.getByTestId('message-item')).toContainText('欢迎加入星辰会员');
    await page.goto('/Personalcenter/Personal_SystemMessageDetail/999999999');
    await expect(page.locator('[data-notice="notFound"]')).toBeVisible();
    await page.goto('/Personalcenter/Personal_Recoverydetail/260101123456789012/RC0000000000000A');
    await expect(page.locator('[data-notice="notFound"]')).toBeVisible();
  });
});

test.describe('enterprise buy and support', () => {
  test('enterprise purchase form: field errors, then a filed request opens its detail @pc', async ({ page }) => {
    await signInByApi(page.request);
    await page.goto('/Personalcenter/Personal_enterpriseBuy');
    const form = page.getByTestId('ent-form');
    await page.getByTestId('ent-submit').click();
    await expect(form.getByText('企业名称至少2个字')).toBeVisible();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(form.getByText('请填写采购商品')).toBeVisible();

    await page.getByTestId('ent-company').fill('星河科技有限公司');
    await page.getByTestId('ent-contact').fill('李四');
    await page.getByTestId('ent-mobile').fill('1391234');
    await page.getByTestId('ent-item-name-0').fill('S25 Ultra 12GB+256GB');
    await page.getByTestId('ent-item-qty-0').fill('50');
    await page.getByTestId('ent-add-item').click();
    await page.getByTestId('ent-item-name-1').fill('Tab S10 FE');
    await page.getByTestId('ent-item-qty-1').fill('20');
    await page.getByTestId('ent-budgetYuan').fill('500000');
    await page.getByTestId('ent-invoice-special').check();
    await page.getByTestId('ent-submit').click();
    await expect(form.getByText('请输入正确的手机号码')).toBeVisible();
    await expect(form.getByText('开具发票须填写纳税人识别号')).toBeVisible();
    await page.getByTestId('ent-mobile').fill('13912345678');
    await page.getByTestId('ent-taxNo').fill('91110000MA01ABCD2X');
    await page.getByTestId('ent-submit').click();

    await expect(page).toHaveURL(/\/Personalcenter\/Personal_Business\/EB[0-9A-Z]{14}$/);
    await expect(page.getByTestId('business-company')).toHaveText('星河科技有限公司');
    await expect(page.getByTestId('business-status')).toHaveText('已提交');
    await expect(page.getByTestId('business-items')).toContainText('S25 Ultra 12GB+256GB');
    await expect(page.getByTestId('business-items')).toContainText('× 20');
    await expect(page.getByText('¥500,000')).toBeVisible();
  });

  test('support: entries, a ticket with field errors, its detail, closing it @pc', async ({ page }) => {
    await signInByApi(page.request);
    await page.goto('/Personalcenter/Personal_support');
    await expect(page.getByTestId('support-hotline')).toHaveText('400-810-5858');
    for (const code of ['10111', '10112', '10131']) await expect(page.locator(`[data-entry="${code}"]`)).toBeVisible();
    await expect(page.getByTestId('ticket-empty')).toBeVisible();

    await page.getByTestId('ticket-content').fill('短');
    await page.getByTestId('ticket-submit').click();
    await expect(page.getByTestId('ticket-form').getByText('请选择问题类型')).toBeVisible();
    await expect(page.getByTestId('ticket-form').getByText('问题描述至少5个字')).toBeVisible();

    await page.getByTestId('ticket-category').selectOption('delivery');
    await page.getByTestId('ticket-order').fill('260101999999999999');
    await page.getByTestId('ticket-content').fill('我的快递三天没有更新物流了，请帮忙查询。');
    await page.getByTestId('ticket-submit').click();
    // Not the member's order: the API's message above the button, nothing filed.
    await expect(page.getByTestId('ticket-server-error')).toHaveText('未找到该订单，请检查订单号');
    await page.getByTestId('ticket-order').fill('');
    await page.getByTestId('ticket-submit').click();

    await expect(page).toHaveURL(/\?ticket=ST[0-9A-Z]{14}$/);
    await expect(page.getByTestId('ticket-content-view')).toHaveText('我的快递三天没有更新物流了，请帮忙查询。');
    await expect(page.getByTestId('ticket-status')).toHaveText('待处理');
    await expect(page.getByTestId('ticket-item')).toHaveCount(1);
    await page.getByTestId('ticket-close').click();
    await expect(page.getByTestId('ticket-status')).toHaveText('已关闭');
    await expect(page.getByTestId('ticket-close')).toHaveCount(0);
  });
});
